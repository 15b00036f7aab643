"""The RHT fused into the fake-quantize kernel (``fake_quantize(..., rotation=)`` on the Triton backend) gives the bits
of transforming first (``training.rht_with_signs``) and quantizing after; the transform's bits are one order of
operations (the butterfly), the same in the torch op, the Triton kernels and an independent numpy reference.

Triton's interpreter on CPU tensors (``FLYDSL_ROUNDING_BACKEND=triton``; tests/conftest.py sets TRITON_INTERPRET).
Negative controls: other signs, a matrix-order transform, the transform left out.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding.keyspace import TRAINING_OFFSET, DeviceSubstream
from flydsl.rounding.runtime import backends
from flydsl.rounding.runtime.job import Rotation
from flydsl.rounding.runtime.triton import absmax, mx_launch
from flydsl.rounding.training import quant, transform
from flydsl.rounding.training.recipe import Operand

FAST = settings(max_examples=12, deadline=None)

#: (operand, RHT block): the recipes' pairs (MXFP4 with its 32-point RHT, NVFP4 with the 16-point one) and an RHT
#: block shorter than the quantization block (two transforms per MXFP4 block).
CASES = [
    (Operand("mxfp4", "STOCHASTIC"), 32),
    (Operand("mxfp4"), 32),
    (Operand("mxfp4", "STOCHASTIC"), 16),
    (Operand("nvfp4", "STOCHASTIC"), 16),
    (Operand("nvfp4"), 16),
    (Operand("mxfp8_e4m3"), 32),
]


@pytest.fixture(autouse=True)
def triton_backend(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")


def _x(shape, dtype, seed=0):
    """Values over many binades per row, a zero run, an infinity and a -0 (NaN and Inf spread over their block)."""
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(shape, generator=g) * torch.exp2(torch.randint(-20, 20, (shape[0], 1), generator=g).float())
    x[1, :32] = 0.0
    x[3, 7] = -0.0
    x[5, 9] = float("inf")
    return x.to(dtype)


def _bits(t):
    return t.view(torch.int16 if t.dtype == torch.bfloat16 else torch.int32)


def _fq(x, spec, axis, rotation, *, fast=True, monkeypatch=None, sub=3, split=True, dtype=torch.float32):
    kw = dict(axis=axis, seed=7, offset=TRAINING_OFFSET, substream=sub, split=split, dtype=dtype, rotation=rotation)
    if fast:
        return quant.fake_quantize(x, spec, **kw)
    with monkeypatch.context() as m:
        m.setattr(quant, "_fast", lambda *a, **k: None)
        return quant.fake_quantize(x, spec, **kw)


def _same(a, b):
    (va, ta), (vb, tb) = a, b
    assert va.shape == vb.shape and va.dtype == vb.dtype
    assert torch.equal(_bits(va.contiguous()), _bits(vb.contiguous()))
    if isinstance(ta, torch.Tensor) or isinstance(tb, torch.Tensor):
        assert torch.equal(_bits(ta.reshape(1)), _bits(tb.reshape(1)))
    else:
        assert ta == tb


@pytest.mark.parametrize(("spec", "block"), CASES, ids=lambda v: getattr(v, "fmt", v))
@pytest.mark.parametrize("axis", [-1, 0])
@pytest.mark.parametrize("x_dtype", [torch.float32, torch.bfloat16])
def test_fused_transform_equals_transforming_first(monkeypatch, spec, block, axis, x_dtype):
    x = _x((64, 96), x_dtype, seed=block)
    signs = transform.draw_signs(block, seed=5, substream=block)
    rot = Rotation(signs, block)
    calls = []
    real = mx_launch.run_fake
    monkeypatch.setattr(mx_launch, "run_fake", lambda *a, **k: calls.append(k.get("rotation")) or real(*a, **k))
    for split, dtype in ((True, torch.bfloat16), (False, torch.float32)):
        got = _fq(x, spec, axis, rot, split=split, dtype=dtype)
        want = _fq(x, spec, axis, rot, fast=False, monkeypatch=monkeypatch, split=split, dtype=dtype)
        _same(got if split else (got, 1.0), want if split else (want, 1.0))
    assert calls and all(c is rot for c in calls)  # the fused kernel took the transform
    # negative controls: other signs, and no transform, change the values
    other = _fq(x, spec, axis, Rotation(-signs, block))
    plain = _fq(x, spec, axis, None)
    assert not torch.equal(_bits(other[0]), _bits(_fq(x, spec, axis, rot)[0]))
    assert not torch.equal(_bits(plain[0]), _bits(_fq(x, spec, axis, rot)[0]))


def test_nvfp4_tensor_scale_is_the_transformed_operands():
    """The tensor scale comes from the transformed values' maximum (rotated_absmax), not the input's."""
    x = _x((32, 64), torch.float32)
    x[5, 9] = 0.0
    x[0, :16] = torch.tensor([100.0] + [0.0] * 15)  # one outlier: the transform spreads it to 100 / 4 each
    s = transform.draw_signs(16, seed=2)
    _, ts = _fq(x, Operand("nvfp4"), -1, Rotation(s, 16))
    t = transform.rht_with_signs(x, s, block=16)
    assert torch.equal(_bits(ts.reshape(1)), _bits(quant.mx_ops.tensor_scale_of(t).reshape(1)))
    assert not torch.equal(_bits(ts.reshape(1)), _bits(quant.mx_ops.tensor_scale_of(x).reshape(1)))


@pytest.mark.parametrize("axis", [-1, 0])
def test_rotated_absmax_equals_the_absmax_of_the_transform(axis):
    x = _x((64, 96), torch.bfloat16)
    for block, n in ((16, 16), (32, 32), (16, 32)):
        s = transform.draw_signs(block, seed=block + n)
        lay = mx_launch.layout(tuple(x.shape), axis % 2, n)
        got = absmax.rotated_absmax(x, lay, Rotation(s, block))
        want = absmax.finite_absmax(transform.rht_with_signs(x.float(), s, dim=axis, block=block))
        assert torch.equal(got, want) and got.item() > 0


def test_a_device_step_with_the_transform_equals_the_int_substream(monkeypatch):
    x = _x((64, 64), torch.bfloat16)
    rot = Rotation(transform.draw_signs(32, seed=1), 32)
    step, low = 5, 0x1234
    sub = DeviceSubstream(torch.tensor(step, dtype=torch.int64), low)
    _same(_fq(x, Operand("mxfp4", "STOCHASTIC"), 0, rot, sub=sub), _fq(x, Operand("mxfp4", "STOCHASTIC"), 0, rot,
                                                                       sub=(step << 32) | low))  # fmt: skip


def test_what_the_kernel_does_not_fuse_takes_the_transform_first(monkeypatch):
    """16x16 tiles, an RHT block longer than the quantization block, or a longer sign vector: transformed first,
    the same values as the unfused path, and the fused kernel not asked to transform."""
    x = _x((128, 128), torch.float32)
    calls = []
    real = mx_launch.run_fake
    monkeypatch.setattr(mx_launch, "run_fake", lambda *a, **k: calls.append(k.get("rotation")) or real(*a, **k))
    cases = [
        (Operand("nvfp4", block=(16, 16)), Rotation(transform.draw_signs(16, seed=1), 16)),
        (Operand("mxfp4"), Rotation(transform.draw_signs(128, seed=1), 128)),
        (Operand("mxfp4"), Rotation(transform.draw_signs(64, seed=1), 32)),
        (Operand("mxfp4"), Rotation(transform.draw_signs(32, seed=1).double(), 32)),  # f64 signs: not in the kernel
    ]
    for spec, rot in cases:
        _same(_fq(x, spec, -1, rot), _fq(x, spec, -1, rot, fast=False, monkeypatch=monkeypatch))
    assert all(c is None for c in calls)  # no fused transform asked for


def test_the_kernel_refuses_what_it_cannot_fuse():
    lay = mx_launch.layout((32, 32), 1, (16, 16))
    match = "needs 1-D blocks of a multiple of it and one block's signs in float32.*transform first"
    with pytest.raises(ValueError, match=match):
        mx_launch.check_rotation(lay, Rotation(torch.ones(16), 16))
    with pytest.raises(ValueError, match="fused fake-quantize kernel only"):
        mx_launch.mx_arguments("x", torch.ones(32), None, None, mx_launch.layout((32,), 0, 32), 0, 0, (0, 1, 1),
                               rotation=Rotation(torch.ones(32), 32))  # fmt: skip


# -- the transform's bits: one order of operations ---------------------------------------------------------------


def _butterfly_numpy(v: np.ndarray, n: int, signs: np.ndarray, inverse: bool) -> np.ndarray:
    """An independent reference in numpy f32, written element by element from the docstring's stages."""
    v = v.astype(np.float32).reshape(-1, n).copy()
    s = signs.astype(np.float32)
    if not inverse:
        v = v * s
    h = 1
    while h < n:
        for i in range(0, n, 2 * h):
            for j in range(i, i + h):
                a, b = v[:, j].copy(), v[:, j + h].copy()
                v[:, j], v[:, j + h] = a + b, a - b
        h *= 2
    v = v * np.float32(1.0 / np.sqrt(n))
    if inverse:
        v = v * s
    return v


@FAST
@given(n=st.sampled_from(transform.SIZES), inverse=st.booleans(), seed=st.integers(0, 2**32 - 1),
       spread=st.integers(0, 40))  # fmt: skip
def test_the_op_equals_the_numpy_butterfly_bit_for_bit(n, inverse, seed, spread):
    rs = np.random.default_rng(seed)
    x = (rs.standard_normal((3, 2 * n)) * np.exp2(rs.integers(-spread, spread + 1, (3, 2 * n)))).astype(np.float32)
    signs = transform.draw_signs(n, seed=seed, substream=1)
    got = transform.rht(torch.from_numpy(x), block=n, signs=signs, inverse=inverse).numpy()
    want = _butterfly_numpy(x, n, signs.numpy(), inverse).reshape(x.shape)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_edge_values_through_the_op_and_the_reference():
    n = 16
    fi = np.finfo(np.float32)
    vals = [0.0, -0.0, fi.tiny, -fi.tiny, fi.smallest_subnormal, fi.max, -fi.max, np.inf, -np.inf, np.nan, 1.0, -3.5,
            2.0**-140, 65504.0, 3e38, -1e-45]  # fmt: skip
    x = np.array(vals, dtype=np.float32).reshape(1, n)
    s = transform.draw_signs(n, seed=3)
    got = transform.rht(torch.from_numpy(x), block=n, signs=s).numpy()
    want = _butterfly_numpy(x, n, s.numpy(), False)
    assert np.array_equal(np.isnan(got), np.isnan(want)) and np.isnan(got).all()  # one NaN poisons its block
    ok = np.array([1.0] * 15 + [0.0], dtype=np.float32).reshape(1, n) * fi.max  # overflows to +-Inf like numpy
    with np.errstate(over="ignore"):
        want = _butterfly_numpy(ok, n, s.numpy(), False)
    got = transform.rht(torch.from_numpy(ok), block=n, signs=s).numpy()
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32)) and np.isinf(got).any()


def test_negative_control_the_matrix_order_differs():
    """Multiplying by the f32 matrix diag(s) H / sqrt(n) (0.2's form) rounds differently: the reference catches it."""
    rs = np.random.default_rng(0)
    x = rs.standard_normal((64, 32)).astype(np.float32)
    s = transform.draw_signs(32, seed=0)
    q = (torch.diag(s) @ transform.hadamard(32, torch.float32)).numpy()
    assert not np.array_equal(x @ q, _butterfly_numpy(x, 32, s.numpy(), False).reshape(x.shape))


# -- the op on the Triton backend: one kernel, the torch form's bits ------------------------------------------------


@pytest.mark.parametrize("n", transform.SIZES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_the_op_on_the_triton_backend_equals_the_torch_form(monkeypatch, n, dtype):
    from flydsl.rounding.runtime.triton import rht as triton_rht

    calls = []
    real = triton_rht.transform
    monkeypatch.setattr(triton_rht, "transform", lambda *a: calls.append(a[2:]) or real(*a))
    g = torch.Generator().manual_seed(n)
    x = torch.randn(2 * n, 3, 2 * n, generator=g) * torch.exp2(torch.randint(-20, 20, (2 * n, 3, 1), generator=g))
    x = x.to(dtype)
    x[0, 0, 0] = float("inf")
    s = transform.draw_signs(n, seed=n)
    for dim in (0, 1, 2):
        if x.shape[dim] % n:
            continue
        for inverse in (False, True):
            got = transform.rht(x, dim=dim, block=n, signs=s, inverse=inverse)
            with monkeypatch.context() as m:
                m.setenv(backends.ENV, "host")
                want = transform.rht(x, dim=dim, block=n, signs=s, inverse=inverse)
            assert got.dtype == dtype and got.shape == x.shape and got.is_contiguous()
            assert torch.equal(_bits(got), _bits(want)), (dim, inverse)
    assert len(calls) == 4  # dims 0 and 2, forward and inverse: the kernel ran
    longer = transform.draw_signs(2 * n, seed=1)  # per-position signs: the torch form
    assert torch.equal(_bits(transform.rht(x, dim=2, block=n, signs=longer)), _bits(transform.rht(x, dim=2, block=n,
                       signs=longer)))  # fmt: skip
    assert len(calls) == 4
    bad = transform.rht(x, dim=2, block=n, signs=-s)  # negative control: other signs
    assert not torch.equal(_bits(bad), _bits(transform.rht(x, dim=2, block=n, signs=s)))


@FAST
@given(
    case=st.sampled_from(CASES),
    axis=st.sampled_from([-1, 0]),
    blocks=st.tuples(st.integers(1, 3), st.integers(1, 3)),
    spread=st.integers(0, 60),
    seed=st.integers(0, 2**32 - 1),
    sub=st.integers(0, 2**40),
    bf16=st.booleans(),
)
def test_fused_equals_transform_first_property(case, axis, blocks, spread, seed, sub, bf16):
    """Any shape of whole blocks, values over up to 120 binades, any key: the fused kernel's values and NVFP4's
    tensor scale are those of transforming first (the monkeypatch-free form of the parametrized test above)."""
    spec, block = case
    n = quant.BLOCKS[spec.fmt]
    g = torch.Generator().manual_seed(seed)
    shape = (blocks[0] * n, blocks[1] * n) if axis == 0 else (blocks[0] * 3, blocks[1] * n)
    x = torch.randn(shape, generator=g) * torch.exp2(torch.randint(-spread, spread + 1, shape, generator=g).float())
    x = x.to(torch.bfloat16 if bf16 else torch.float32)
    rot = Rotation(transform.draw_signs(block, seed=seed, substream=1), block)
    kw = dict(axis=axis, seed=seed, offset=TRAINING_OFFSET, substream=sub, split=True, dtype=torch.float32)
    got = quant.fake_quantize(x, spec, rotation=rot, **kw)
    t = transform.rht_with_signs(x.float(), rot.signs, dim=axis % 2, block=block)
    want = quant.fake_quantize(t, spec, **kw)
    _same(got, want)
