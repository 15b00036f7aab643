"""Device tests of flydsl.rounding.gemm: need an RDNA3/3.5/4 GPU (ROCm build of torch); skipped otherwise."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from devices import rocm_arch
from flydsl.rounding import gemm as G
from flydsl.rounding.modes import RoundingMode
from flydsl.rounding.reference import stream_bits

ARCH = rocm_arch() if rocm_arch() in G.WMMA_ARCHS else None
pytestmark = [
    pytest.mark.device,
    pytest.mark.skipif(ARCH is None, reason="needs a ROCm GPU with WMMA (gfx11xx / gfx120x)"),
]
SHAPES = [(128, 128, 64), (256, 192, 96), (1, 1, 1), (100, 37, 72), (129, 257, 33)]


def _operands(m, n, k, dtype, seed=0):
    gen = torch.Generator().manual_seed(seed)
    a = torch.randn(m, k, generator=gen).to(dtype).cuda()
    b = torch.randn(n, k, generator=gen).to(dtype).cuda()
    return a, b


def _sr_reference(c32: torch.Tensor, seed: int, offset: int = 0) -> np.ndarray:
    """numpy SR of the kernel's own f32 output: bf16 bits ((u + bits(j*M + i + offset mod 2**64)) >> 16)."""
    m, n = c32.shape
    u = c32.cpu().numpy().view(np.uint32).astype(np.uint64)
    idx = np.arange(n, dtype=np.uint64)[None, :] * np.uint64(m) + np.arange(m, dtype=np.uint64)[:, None]
    idx = idx + np.uint64(offset)  # uint64 arithmetic wraps modulo 2**64 like the kernel
    return ((u + stream_bits(seed, idx).astype(np.uint64)) >> 16).astype(np.uint16)


def _bits(t: torch.Tensor) -> np.ndarray:
    return t.cpu().view(torch.int16).numpy().view(np.uint16)


@pytest.mark.parametrize("in_dtype", [torch.bfloat16, torch.float16])
@pytest.mark.parametrize("out_dtype", [torch.bfloat16, torch.float16, torch.float32])
@pytest.mark.parametrize("shape", SHAPES)
def test_matches_torch(in_dtype, out_dtype, shape):
    a, b = _operands(*shape, in_dtype)
    c = G.gemm(a, b, out_dtype=out_dtype)
    ref = a.double() @ b.double().T
    tol = {torch.float32: 1e-5, torch.bfloat16: 2**-8, torch.float16: 2**-11}[out_dtype]
    assert ((c.double() - ref).abs() <= tol * ref.abs() + 1e-3).all()


@pytest.mark.parametrize("shape", SHAPES)
def test_stochastic_rounding_properties(shape):
    a, b = _operands(*shape, torch.bfloat16)
    c32 = G.gemm(a, b, out_dtype=torch.float32)
    s1 = G.gemm(a, b, out_dtype=torch.bfloat16, rounding=RoundingMode.STOCHASTIC, seed=1234)
    s1_again = G.gemm(a, b, out_dtype=torch.bfloat16, rounding=RoundingMode.STOCHASTIC, seed=1234)
    s2 = G.gemm(a, b, out_dtype=torch.bfloat16, rounding=RoundingMode.STOCHASTIC, seed=99)
    assert torch.equal(s1, s1_again)
    assert (s1 != s2).float().mean() > 0.1
    assert ((s1.float() - c32).abs() <= c32.abs() * 2**-7).all()  # within 1 bf16 ulp
    np.testing.assert_array_equal(_bits(s1), _sr_reference(c32, 1234))


@pytest.mark.parametrize("offset", [0, (1 << 64) - 4096])
def test_stochastic_identical_across_configs(offset):
    a, b = _operands(128, 128, 64, torch.bfloat16)
    family = G.arch_family(ARCH)
    outs = [
        G.gemm(a, b, out_dtype=torch.bfloat16, rounding="stochastic", seed=5, offset=offset, config=cfg)
        for cfg in G.CONFIGS[family]
    ]
    assert all(torch.equal(outs[0], o) for o in outs[1:])


@pytest.mark.parametrize(("m", "n", "k"), [(256, 192, 64), (100, 37, 72)])
@pytest.mark.parametrize("parts", [2, 4])
@pytest.mark.parametrize("axis", [0, 1])
def test_shards_reassemble_to_unsharded(m, n, k, parts, axis):
    a, b = _operands(m, n, k, torch.bfloat16)
    key = {"rounding": "stochastic", "seed": (1 << 64) - 1, "offset": (1 << 64) - 4096}
    whole = G.gemm(a, b, **key)
    out = torch.empty_like(whole)
    bounds = np.linspace(0, (m, n)[axis], parts + 1).astype(int)
    for lo, hi in zip(bounds[:-1], bounds[1:], strict=True):
        lo, hi = int(lo), int(hi)
        if axis == 0:
            out[lo:hi] = G.gemm(a[lo:hi].contiguous(), b, row0=lo, rows=m, **key)
        else:
            out[:, lo:hi] = G.gemm(a, b[lo:hi].contiguous(), col0=lo, rows=m, **key)
    assert torch.equal(out, whole)
    # negative control: the last shard without its coordinates gets other bits
    lo = int(bounds[-2])
    if axis == 0:
        assert not torch.equal(G.gemm(a[lo:].contiguous(), b, **key), whole[lo:])


def test_stochastic_large_seed_and_offset_bit_exact():
    a, b = _operands(64, 64, 32, torch.bfloat16)
    c32 = G.gemm(a, b, out_dtype=torch.float32)
    seed, offset = (1 << 64) - 3, (1 << 33) + 8 * 12345
    s = G.gemm(a, b, out_dtype=torch.bfloat16, rounding=RoundingMode.STOCHASTIC, seed=seed, offset=offset)
    np.testing.assert_array_equal(_bits(s), _sr_reference(c32, seed, offset))
