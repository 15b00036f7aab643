"""Hypothesis properties of block-scaled quantization (flydsl.rounding.mx), on the CPU path.

Codes are grid neighbours of x / scale; RCEIL never overflows; FLOOR's e4m3 clamp saturates (never NaN);
dequantize(quantize(x)) is within half a grid step (RN) or one grid step (SR) of x.
"""

from __future__ import annotations

import numpy as np
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from flydsl.rounding import reference as core_reference
from flydsl.rounding.mx import MX_FORMATS, dequantize, quantize
from flydsl.rounding.mx import reference as R

FMTS = ("mxfp8_e4m3", "mxfp8_e5m2", "mxfp4")


@st.composite
def blocks(draw):
    """One row of two 32-element blocks of finite f32 values over a wide exponent range."""
    exp = draw(st.integers(-120, 120))
    x = draw(arrays(np.float32, 64, elements=st.floats(-4, 4, width=32, allow_subnormal=False)))
    return (x * np.float32(2.0**exp)).astype(np.float32)[None]


def _grid(fmt: str) -> np.ndarray:
    e = MX_FORMATS[fmt].element
    return np.unique(np.abs(core_reference.decode(np.arange(1 << e.bits), e.name)))


def _run(x, fmt, rule, mode):
    sr = mode == "STOCHASTIC"
    q = quantize(torch.from_numpy(x), fmt, scale_rule=rule, rounding=mode, seed=7 if sr else None, allow_clipping=sr)
    scale = 2.0 ** (q.scales.view(torch.uint8).numpy().astype(np.int64) - 127)
    return q, np.repeat(scale, 32, axis=1)


@settings(max_examples=25)  # each example quantizes through the host engine
@given(
    blocks(), st.sampled_from(FMTS), st.sampled_from(("floor", "rceil", "even")), st.sampled_from(("RN", "STOCHASTIC"))
)
def test_codes_are_grid_neighbours_of_the_scaled_values(x, fmt, rule, mode):
    q, scale = _run(x, fmt, rule, mode)
    y = np.abs(x.astype(np.float64) / scale)
    v = np.abs(dequantize(q).numpy().astype(np.float64) / scale)
    grid = _grid(fmt)
    lo = grid[np.clip(np.searchsorted(grid, y, side="right") - 1, 0, len(grid) - 1)]
    hi = grid[np.clip(np.searchsorted(grid, y, side="left"), 0, len(grid) - 1)]
    assert ((v == lo) | (v == hi)).all()


@settings(max_examples=25)  # each example quantizes through the host engine
@given(blocks(), st.sampled_from(FMTS))
def test_rceil_never_overflows(x, fmt):
    _, scale = _run(x, fmt, "rceil", "RN")
    amax = np.abs(x).max()
    if amax >= MX_FORMATS[fmt].max_value * 2.0**-126:  # d = amax / max is a normal f32 (docs/mx.rst)
        assert (np.abs(x) / scale <= MX_FORMATS[fmt].max_value).all()


@settings(max_examples=25)  # each example quantizes through the host engine
@given(blocks())
def test_floor_e4m3_clamp_saturates(x):
    q, scale = _run(x, "mxfp8_e4m3", "floor", "RN")
    y = np.abs(x.astype(np.float64)) / scale
    amax = y.reshape(2, 32).max(axis=1)
    assert ((amax >= 256) & (amax < 512)).all() | (np.abs(x).reshape(2, 32).max(axis=1) < 2.0**-118).any()
    codes = q.codes.numpy()
    assert ((codes & 0x7F) != 0x7F).all()  # never the NaN code
    assert ((codes[y >= 464] & 0x7F) == 0x7E).all()  # saturated to 448


@settings(max_examples=25)  # each example quantizes through the host engine
@given(blocks(), st.sampled_from(FMTS), st.sampled_from(("RN", "STOCHASTIC")))
def test_dequantize_error_bound(x, fmt, mode):
    q, scale = _run(x, fmt, "rceil", mode)
    err = np.abs(dequantize(q).numpy().astype(np.float64) - x)
    y = np.abs(x.astype(np.float64)) / scale
    grid = _grid(fmt)
    i = np.clip(np.searchsorted(grid, y, side="right") - 1, 0, len(grid) - 2)
    step = (grid[i + 1] - grid[i]) * scale
    bound = step / 2 if mode == "RN" else step
    assert (err <= bound + 2.0**-149 * 2).all()  # f32 rounding of x / scale is below the grid


@settings(max_examples=25)  # each example quantizes through the host engine
@given(st.integers(0, 2**64 - 1), st.one_of(st.integers(0, 2**62 - 64), st.integers(2**63, 2**64 - 1)))
def test_reference_sr_keying_matches_the_cpu_path(seed, offset):
    x = np.linspace(-5, 5, 64, dtype=np.float32)[None]
    q = quantize(torch.from_numpy(x), "nvfp4", rounding="STOCHASTIC", seed=seed, offset=offset)
    rc = R.quantize(x, "nvfp4", mode="STOCHASTIC", seed=seed, offset=offset)[0]
    np.testing.assert_array_equal(R.unpack_fp4(q.codes.numpy()), rc)
