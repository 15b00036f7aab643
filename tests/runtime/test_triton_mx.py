"""flydsl.rounding.mx.quantize / dequantize through the Triton backend (Triton's interpreter on CPU tensors) equal
the host engine bit for bit: codes and scales of every format, both axes, 16x16 tiles, RN and SR, edge blocks
(zeros, subnormals, the largest finite, Inf and NaN blocks). The kernels are generated from
``mx.block.quantize_element`` / ``scale_code``; ``test_triton_backend`` checks the generated sources are current and
runs more kernels through ``benchmarks/gpu/bits.py``."""

from __future__ import annotations

import pathlib
import sys

import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding.runtime import backends

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks" / "gpu"))
import bits  # noqa: E402


def _both(monkeypatch, x, fmt, **kw):
    monkeypatch.delenv(backends.ENV, raising=False)
    host = mx.quantize(x, fmt, **kw)
    monkeypatch.setenv(backends.ENV, "triton")
    return host, mx.quantize(x, fmt, **kw)


def _same(a, b) -> bool:
    return all(
        torch.equal(p.view(torch.uint8), q.view(torch.uint8)) for p, q in ((a.codes, b.codes), (a.scales, b.scales))
    ) and (a.codes.shape, a.codes.stride()) == (b.codes.shape, b.codes.stride())


CASES = [
    ("mxfp8_e4m3", dict()),
    ("mxfp8_e4m3", dict(rounding="STOCHASTIC", seed=5, offset=8)),
    ("mxfp8_e5m2", dict(rounding="STOCHASTIC", seed=5, offset=3, scale_rule="rceil")),
    ("mxfp4", dict()),
    ("mxfp4", dict(rounding="STOCHASTIC", seed=2**64 - 1, offset=2**64 - 40, substream=3)),
    ("mxfp4", dict(rounding="STOCHASTIC", seed=9, axis=0, headroom=True, scale_rule="even")),
    ("nvfp4", dict()),
    ("nvfp4", dict(rounding="STOCHASTIC", seed=9, offset=16)),
    ("nvfp4", dict(rounding="STOCHASTIC", seed=9, block=(16, 16), offset=1)),
    ("nvfp4", dict(axis=0, tensor_scale=0.25)),
]


@pytest.mark.parametrize("fmt,kw", CASES)
def test_quantize_equals_the_host_engine(monkeypatch, fmt, kw):
    x = bits.mx_values()
    host, tri = _both(monkeypatch, x, fmt, **kw)
    assert _same(host, tri)
    monkeypatch.setenv(backends.ENV, "triton")
    assert torch.equal(mx.dequantize(tri).view(torch.int32), mx.dequantize(host).view(torch.int32))


def test_half_inputs_3d_and_strided(monkeypatch):
    x = bits.mx_values().reshape(32, 2, 32)
    for dtype in (torch.bfloat16, torch.float16):
        host, tri = _both(monkeypatch, x.to(dtype), "mxfp4", rounding="STOCHASTIC", seed=1, axis=0)
        assert _same(host, tri)
    host, tri = _both(monkeypatch, bits.mx_values().t(), "mxfp8_e4m3", rounding="STOCHASTIC", seed=1)  # strided
    assert _same(host, tri)


def test_negative_control(monkeypatch):
    """The comparison sees a one-step shift of the stream, and another seed."""
    x = bits.mx_values()
    host, _ = _both(monkeypatch, x, "mxfp4", rounding="STOCHASTIC", seed=5, offset=16)
    _, shifted = _both(monkeypatch, x, "mxfp4", rounding="STOCHASTIC", seed=5, offset=17)
    _, reseeded = _both(monkeypatch, x, "mxfp4", rounding="STOCHASTIC", seed=6, offset=16)
    assert not _same(host, shifted) and not _same(host, reseeded)
    assert torch.equal(host.scales.view(torch.uint8), shifted.scales.view(torch.uint8))  # scales: no randomness


def test_unserved_modes_raise(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    with pytest.raises(NotImplementedError, match="Triton backend.*not RZ"):
        mx.quantize(bits.mx_values(), "mxfp4", rounding="RZ")


def test_aligned_tiles_wrap_at_2_64(monkeypatch):
    """A tile crossing stream index 2**64 continues from draw 0 (tiles.py masks the draw number), as the host engine
    does: round_to's and quantize's aligned tiles (negative control: without the wrap these differed)."""
    from flydsl.rounding.torch import ops

    x = torch.linspace(-3, 3, 1000)
    monkeypatch.delenv(backends.ENV, raising=False)
    host = ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=5, offset=2**64 - 40)
    monkeypatch.setenv(backends.ENV, "triton")
    tri = ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=5, offset=2**64 - 40)
    assert torch.equal(host.view(torch.int16), tri.view(torch.int16))


@pytest.mark.parametrize("shape,fmt", [((96, 40), "mxfp4"), ((64, 3, 5), "nvfp4"), ((160, 33), "mxfp8_e4m3")])
def test_axis0_partial_column_groups(monkeypatch, shape, fmt):
    """axis=0: a program takes one block row of R neighbouring columns; column counts off a multiple of R, several
    block rows, 3-D tensors."""
    x = torch.randn(shape, generator=torch.Generator().manual_seed(1)) * 4
    host, tri = _both(monkeypatch, x, fmt, axis=0, rounding="STOCHASTIC", seed=3, offset=11)
    assert _same(host, tri)
