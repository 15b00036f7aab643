"""Constant folding runs the lowering's own integer algorithm on Python ints (no oracle on the production path)."""

from __future__ import annotations

import math

import flydsl.expr as fx
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cases import EDGE_F32
from flydsl.rounding import RoundingMode, reference
from flydsl.rounding.dtypes import float_type
from flydsl.rounding.formats import FORMATS
from flydsl.rounding.lowering import round_pattern

MODES = [m.name for m in RoundingMode if m is not RoundingMode.RS]
FMTS = list(FORMATS.values())


@pytest.mark.parametrize("saturate", [False, True])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("fmt", FMTS, ids=[f.name for f in FMTS])
def test_round_pattern_matches_the_reference_on_edges(fmt, mode, saturate, rng):
    u = np.concatenate([EDGE_F32, rng.integers(0, 2**32, 400, dtype=np.uint64).astype(np.uint32)])
    r = rng.integers(0, 2**16, u.size).astype(np.uint32)
    got = [round_pattern(int(a), fmt, RoundingMode[mode], int(b), saturate=saturate) for a, b in zip(u, r, strict=True)]
    np.testing.assert_array_equal(
        np.array(got, np.uint32), reference.round_bits(u, fmt.name, mode, r, saturate=saturate)
    )


@given(bits=st.integers(0, 2**32 - 1), rand=st.integers(0, 2**16 - 1), data=st.data())
def test_round_pattern_property(bits, rand, data):
    fmt = data.draw(st.sampled_from(FMTS))
    mode = data.draw(st.sampled_from(MODES))
    want = reference.round_bits(np.array([bits], np.uint32), fmt.name, mode, np.array([rand], np.uint32))
    assert round_pattern(bits, fmt, RoundingMode[mode], rand) == int(want[0])


@pytest.mark.parametrize("fmt", FMTS, ids=[f.name for f in FMTS])
def test_value_of_decodes_every_pattern(fmt):
    patterns = np.arange(1 << fmt.bits)
    with np.errstate(invalid="ignore"):  # numpy warns when it casts NaN patterns
        want = reference.decode(patterns, fmt.name)
    got = np.array([fmt.value_of(int(p)) for p in patterns])
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    finite = ~np.isnan(want)
    np.testing.assert_array_equal(got[finite], want[finite])
    assert all(math.copysign(1, g) == math.copysign(1, w) for g, w in zip(got[finite], want[finite], strict=True))


@pytest.mark.parametrize("mode", ["RZ", "RU", "RD", "RNA"])
@pytest.mark.parametrize("fmt", FMTS, ids=[f.name for f in FMTS])
def test_constants_fold_through_the_api(fmt, mode):
    values = np.array([1.3, -2.7e-3, 3.0e5, -1e-7], np.float32)
    want = reference.decode(reference.round_bits(values.view(np.uint32), fmt.name, mode), fmt.name)
    for x, w in zip(values, want, strict=True):
        folded = fx.Float32(float(x)).to(float_type(fmt), rounding=RoundingMode[mode])
        assert folded.is_static()
        assert folded.value == w or (math.isnan(folded.value) and math.isnan(w))
