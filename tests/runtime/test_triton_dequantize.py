"""flydsl.rounding.mx.dequantize through the Triton backend (one kernel; Triton's interpreter on CPU tensors) equals
the torch-op path bit for bit: every element code times every scale code of each format (NaN scales included),
both axes, NVFP4's 16x16 tiles and tensor scale, headroom, and f32 / bf16 / f16 outputs."""

from __future__ import annotations

import pathlib
import sys

import numpy as np
import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding.mx import ops as mx_ops
from flydsl.rounding.runtime import backends
from flydsl.rounding.runtime.triton import mx_dequantize

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks" / "gpu"))
import bits  # noqa: E402

# Inf * 0 and overflow in Triton's interpreter (numpy) are the cases under test, not mistakes
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

FORMATS = ["mxfp8_e4m3", "mxfp8_e5m2", "mxfp4", "nvfp4"]
DTYPES = [torch.float32, torch.bfloat16, torch.float16]


def _bits(t: torch.Tensor) -> torch.Tensor:
    """The bits, every NaN as one pattern (torch's own conversions disagree on a NaN's payload: its scalar and
    vectorised f32 -> bf16 give 0x7fc0 and 0xffff)."""
    b = t.view(torch.int32 if t.element_size() == 4 else torch.int16)
    return torch.where(torch.isnan(t), torch.full_like(b, -1), b)


def _both(monkeypatch, q, dtype=torch.float32):
    monkeypatch.delenv(backends.ENV, raising=False)
    host = mx.dequantize(q, dtype=dtype)
    monkeypatch.setenv(backends.ENV, "triton")
    return host, mx.dequantize(q, dtype=dtype)


def _every_code_and_scale(fmt: str) -> mx.BlockQuantized:
    """Codes running through every element code in every block, one block per scale code (all 256)."""
    f = mx_ops.MX_FORMATS[fmt]
    n_codes = 1 << f.element.bits
    per_scale = max(f.block, n_codes)  # elements per scale code: every code at least once
    blocks = 256 * per_scale // f.block
    codes = torch.arange(256 * per_scale) % n_codes
    scales = torch.arange(blocks) * f.block // per_scale
    shape = (blocks, f.block)
    if f.packed:
        codes = codes[0::2] | (codes[1::2] << 4)
    codes = codes.to(torch.uint8).reshape(blocks, -1)
    sdt = torch.float8_e4m3fn if f.scale is not None else torch.float8_e8m0fnu
    return mx.BlockQuantized(codes, scales.to(torch.uint8).reshape(blocks, 1).view(sdt), fmt, -1, f.block, shape)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fmt", FORMATS)
def test_every_code_times_every_scale(monkeypatch, fmt, dtype):
    q = _every_code_and_scale(fmt)
    host, tri = _both(monkeypatch, q, dtype)
    assert tri.dtype == dtype and tri.shape == host.shape
    assert torch.equal(_bits(host), _bits(tri))
    if fmt == "nvfp4":  # a tensor scale (IEEE division), and headroom
        for ts, headroom in ((torch.tensor(0.3), False), (torch.tensor(3.0e-3), True)):
            qt = mx.BlockQuantized(q.codes, q.scales, fmt, -1, q.block, q.shape, headroom, ts)
            host, tri = _both(monkeypatch, qt, dtype)
            assert torch.equal(_bits(host), _bits(tri))


CASES = [
    ("mxfp8_e4m3", dict(axis=0, rounding="STOCHASTIC", seed=4)),
    ("mxfp8_e5m2", dict(headroom=True)),
    ("mxfp4", dict(axis=0, headroom=True, rounding="STOCHASTIC", seed=1, scale_rule="rceil")),
    ("mxfp4", dict()),
    ("nvfp4", dict(block=(16, 16))),
    ("nvfp4", dict(axis=0, rounding="STOCHASTIC", seed=2)),
    ("nvfp4", dict(tensor_scale=0.37, headroom=True)),
]


@pytest.mark.parametrize("fmt,kw", CASES)
def test_quantized_tensors_decode_alike(monkeypatch, fmt, kw):
    monkeypatch.delenv(backends.ENV, raising=False)
    q = mx.quantize(bits.mx_values(), fmt, **kw)
    for dtype in DTYPES:
        host, tri = _both(monkeypatch, q, dtype)
        assert host.shape == tri.shape == q.shape and host.stride() == tri.stride()
        assert torch.equal(_bits(host), _bits(tri))
    q3 = mx.quantize(bits.mx_values().reshape(32, 2, -1), fmt, axis=-1 if "block" in kw else kw.get("axis", -1))
    host, tri = _both(monkeypatch, q3)
    assert torch.equal(_bits(host), _bits(tri))


def test_negative_control():
    """The comparison sees a wrong nibble order, a wrong scale table and a tile decoded as 1-D blocks."""
    q = _every_code_and_scale("mxfp4")
    elements, scales = mx_ops.element_table("mxfp4", "cpu"), mx_ops.scale_table("mxfp4", "cpu")
    good = mx_dequantize.dequantize_triton(q.codes, q.scales.view(torch.uint8), elements, scales, block=32, packed=True)
    swapped = ((q.codes >> 4) | (q.codes << 4)).to(torch.uint8)
    bad = mx_dequantize.dequantize_triton(swapped, q.scales.view(torch.uint8), elements, scales, block=32, packed=True)
    assert not torch.equal(good, bad)
    shifted = torch.roll(scales, 1)
    bad = mx_dequantize.dequantize_triton(q.codes, q.scales.view(torch.uint8), elements, shifted, block=32, packed=True)
    assert not torch.equal(good, bad)
    t = mx.quantize(bits.mx_values(), "nvfp4", block=(16, 16))
    tables = mx_ops.element_table("nvfp4", "cpu"), mx_ops.scale_table("nvfp4", "cpu")
    tiles = mx_dequantize.dequantize_triton(t.codes, t.scales.view(torch.uint8), *tables, block=(16, 16), packed=True)
    rows = mx_dequantize.dequantize_triton(
        t.codes, t.scales.view(torch.uint8).reshape(-1, 1), *tables, block=16, packed=True
    )  # the same scale bytes read as 1-D blocks of 16
    assert not torch.equal(tiles, rows)
    assert (
        np.isnan(scales[255].item()) and not torch.isnan(good[:255]).any() and torch.isnan(good[255]).all()
    )  # E8M0's NaN code only
