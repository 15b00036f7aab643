"""Rounding to f16, fp8 (e4m3fn, e5m2, e4m3fnuz, e5m2fnuz) and fp4 (e2m1fn): every mode, specials, saturation.

Checked on the host engine against flydsl.rounding.reference (ml_dtypes decoding, float64 distances).
"""

from __future__ import annotations

import functools
from fractions import Fraction

import flydsl.expr as fx
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cases import EDGE_F32, pattern_bits
from flydsl.rounding import RoundingMode, reference
from flydsl.rounding.dtypes import float_type
from flydsl.rounding.formats import FORMATS
from flydsl.rounding.runtime import host

SR = RoundingMode.STOCHASTIC
# Every registry format but bf16 (tests/core/test_round_bf16.py): f16, fp8 (four), fp4.
TARGETS = [float_type(f) for f in FORMATS.values() if f.name != "BFloat16"]
IDS = [t.__name__ for t in TARGETS]
MODES = ["RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC"]
ALL_R = np.arange(1 << 16, dtype=np.uint32)


@functools.cache
def _body(dtype, mode: RoundingMode, saturate: bool = False):
    def body(x, r):
        return x.to(dtype, rounding=mode, saturate=saturate, **({"rand": r} if mode is SR else {}))

    return body


def _stream_body(dtype):
    def body(x, seed, offset):
        return x.to(dtype, rounding=SR, seed=seed, offset=offset)

    return body


_STREAM_BODIES = {t: _stream_body(t) for t in TARGETS}


def _in_range_patterns(rng, dtype, n):
    """f32 patterns spread over every binade of the target, its subnormals and its overflow edge."""
    fmt = FORMATS[dtype.__name__]
    table = reference.decode(np.arange(fmt.max_finite + 1), dtype.__name__)
    top = float(table[-1]) * 2.5
    tiny = float(table[1]) / 8
    mags = np.exp(rng.uniform(np.log(tiny), np.log(top), n)).astype(np.float32)
    signs = np.where(rng.random(n) < 0.5, -1, 1).astype(np.float32)
    return (mags * signs).view(np.uint32)


@pytest.mark.slow
@pytest.mark.parametrize("dtype", TARGETS, ids=IDS)
def test_canonical_stream_million(rng, dtype):
    """>= 1,000,000 elements per target, random seeds and offsets, bit-exact with the reference."""
    n = 1 << 20
    u = np.concatenate(
        [
            _in_range_patterns(rng, dtype, n - (n >> 3) - EDGE_F32.size),
            rng.integers(0, 2**32, n >> 3, dtype=np.uint64).astype(np.uint32),
            EDGE_F32,
        ]
    )
    seeds = rng.integers(0, 2**63, n, dtype=np.uint64)
    offsets = rng.integers(0, 2**63, n, dtype=np.uint64)
    got = pattern_bits(
        host.run(_STREAM_BODIES[dtype], u.view(np.float32), seeds, offsets, in_types=[fx.Float32, fx.Uint64, fx.Uint64])
    )
    want = reference.round_bits(u, dtype.__name__, "STOCHASTIC", reference.stream_bits(seeds, offsets))
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("saturate", [False, True], ids=["ieee-like", "saturate"])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", TARGETS, ids=IDS)
def test_every_mode_matches_reference(rng, dtype, mode, saturate):
    u = np.concatenate(
        [
            EDGE_F32,
            _in_range_patterns(rng, dtype, 1 << 14),
            rng.integers(0, 2**32, 4096, dtype=np.uint64).astype(np.uint32),
        ]
    )
    r = rng.integers(0, 1 << 16, u.size, dtype=np.uint64).astype(np.uint32)
    for width in (1, 8):
        got = pattern_bits(host.run(_body(dtype, RoundingMode[mode], saturate), u.view(np.float32), r, width=width))
        np.testing.assert_array_equal(got, reference.round_bits(u, dtype.__name__, mode, r, saturate=saturate))


def _finite_in_range(dtype):
    """Hypothesis strategy: f32 patterns strictly inside the target's finite range (every binade)."""
    fmt = FORMATS[dtype.__name__]
    top = float(reference.decode(np.array([fmt.max_finite]), dtype.__name__)[0])
    return st.floats(min_value=-top, max_value=top, width=32, allow_subnormal=True).filter(lambda v: abs(v) < top)


def _exact_sum(values: np.ndarray) -> Fraction:
    """The exact rational sum of float64 values (by distinct value and count)."""
    distinct, counts = np.unique(values, return_counts=True)
    return sum((Fraction(float(v)) * int(c) for v, c in zip(distinct, counts, strict=True)), Fraction(0))


def _neighbours(x: float, dtype):
    """(lower, upper) magnitudes of the target around |x|, as Fractions (independent of the lowering)."""
    fmt = FORMATS[dtype.__name__]
    table = reference.decode(np.arange(fmt.max_finite + 1), dtype.__name__)
    i = int(np.searchsorted(table, abs(x), side="right")) - 1
    return Fraction(float(table[i])), Fraction(float(table[i + 1]))


@given(data=st.data())
@pytest.mark.parametrize("dtype", TARGETS, ids=IDS)
def test_round_up_odds_are_the_discarded_fraction(dtype, data):
    """Over all 65536 random words the number of round-ups is floor(frac * 2**16): exact when the target
    discards at most 16 bits, otherwise the probability is quantised and E[result] - x is in (-ulp/2**16, 0]."""
    x = data.draw(_finite_in_range(dtype))
    bits = np.float32(x).view(np.uint32)
    out = pattern_bits(host.run(_body(dtype, SR), np.full(ALL_R.size, bits, np.uint32).view(np.float32), ALL_R))
    values = reference.decode(out, dtype.__name__)
    lo, hi = _neighbours(x, dtype)
    mag = abs(Fraction(float(np.float32(x))))
    assert set(np.abs(values).tolist()) <= {float(lo), float(hi)}
    ups = int(np.count_nonzero(np.abs(values) == float(hi))) if hi != lo else 0
    frac = (mag - lo) / (hi - lo)
    assert ups == int(frac * 65536)  # floor
    total = _exact_sum(np.abs(values))
    bias = total / 65536 - mag
    assert -(hi - lo) / 65536 < bias <= 0
    if (frac * 65536).denominator == 1:  # the discarded bits fit in 16: exactly unbiased
        assert bias == 0


def test_f16_normals_are_exactly_unbiased(rng):
    """f16 keeps 10 of f32's 23 mantissa bits: the 13 discarded bits are covered by 16 random bits."""
    xs = (rng.uniform(2**-14, 65504, 64) * rng.choice([-1, 1], 64)).astype(np.float32)
    for x in xs:
        out = host.run(_body(fx.Float16, SR), np.full(ALL_R.size, x, np.float32), ALL_R, width=8)
        assert _exact_sum(out.astype(np.float64)) == 65536 * Fraction(float(x))


# name: (f32 input, {(mode, saturate): expected target pattern})
NAN, INF, NINF, BIG, NBIG, NZERO = 0x7FC00001, 0x7F800000, 0xFF800000, 0x4F000000, 0xCF000000, 0x80000000
SPECIALS = {
    "Float16": {NAN: 0x7E00, INF: 0x7C00, NINF: 0xFC00, BIG: 0x7C00, NBIG: 0xFC00, NZERO: 0x8000},
    "Float8E5M2": {NAN: 0x7E, INF: 0x7C, NINF: 0xFC, BIG: 0x7C, NBIG: 0xFC, NZERO: 0x80},
    "Float8E4M3FN": {NAN: 0x7F, INF: 0x7F, NINF: 0xFF, BIG: 0x7F, NBIG: 0xFF, NZERO: 0x80},
    "Float8E4M3FNUZ": {NAN: 0x80, INF: 0x80, NINF: 0x80, BIG: 0x80, NBIG: 0x80, NZERO: 0x00},
    "Float8E5M2FNUZ": {NAN: 0x80, INF: 0x80, NINF: 0x80, BIG: 0x80, NBIG: 0x80, NZERO: 0x00},
    "Float4E2M1FN": {NAN: 0x7, INF: 0x7, NINF: 0xF, BIG: 0x7, NBIG: 0xF, NZERO: 0x8},
}
SATURATED = {
    "Float16": {NAN: 0x7E00, INF: 0x7BFF, NINF: 0xFBFF, BIG: 0x7BFF, NBIG: 0xFBFF, NZERO: 0x8000},
    "Float8E5M2": {NAN: 0x7E, INF: 0x7B, NINF: 0xFB, BIG: 0x7B, NBIG: 0xFB, NZERO: 0x80},
    "Float8E4M3FN": {NAN: 0x7F, INF: 0x7E, NINF: 0xFE, BIG: 0x7E, NBIG: 0xFE, NZERO: 0x80},
    "Float8E4M3FNUZ": {NAN: 0x80, INF: 0x7F, NINF: 0xFF, BIG: 0x7F, NBIG: 0xFF, NZERO: 0x00},
    "Float8E5M2FNUZ": {NAN: 0x80, INF: 0x7F, NINF: 0xFF, BIG: 0x7F, NBIG: 0xFF, NZERO: 0x00},
    "Float4E2M1FN": {NAN: 0x7, INF: 0x7, NINF: 0xF, BIG: 0x7, NBIG: 0xF, NZERO: 0x8},
}


@pytest.mark.parametrize("saturate", [False, True], ids=["ieee-like", "saturate"])
@pytest.mark.parametrize("mode", ["RN", "RNA", "STOCHASTIC", "RU"])
@pytest.mark.parametrize("dtype", TARGETS, ids=IDS)
def test_specials_table(dtype, mode, saturate):
    """The documented table: NaN, +-Inf, +-2**31 (far past every target's range) and -0.

    Modes that round away from zero for positives are shown; RZ and RD clamp a positive overflow (tested
    against the reference above)."""
    table = (SATURATED if saturate else SPECIALS)[dtype.__name__]
    u = np.array(list(table), np.uint32)
    r = np.full(u.size, 0xFFFF, np.uint32)
    got = pattern_bits(host.run(_body(dtype, RoundingMode[mode], saturate), u.view(np.float32), r))
    expected = np.array(list(table.values()), np.uint32)
    if mode == "RU":  # RU clamps the negative overflow instead of rounding it away
        neg_big = [i for i, k in enumerate(table) if k in (NBIG,)]
        expected[neg_big] = (SATURATED[dtype.__name__])[NBIG]
    np.testing.assert_array_equal(got, expected, err_msg=f"{[hex(v) for v in got]}")


def test_per_call_rounds(rng):
    x = rng.standard_normal(4096).astype(np.float32)

    def body(v, *, index):
        return v.to(fx.Float8E4M3FN, rounding=SR, seed=99, offset=index, rounds=7)

    got = host.run(body, x, width=8, index=True).astype(np.uint32)
    bits = reference.stream_bits(99, np.arange(x.size, dtype=np.uint64), rounds=7)
    np.testing.assert_array_equal(got, reference.round_bits(x.view(np.uint32), "Float8E4M3FN", "STOCHASTIC", bits))
    bits10 = reference.stream_bits(99, np.arange(x.size, dtype=np.uint64))
    assert not np.array_equal(got, reference.round_bits(x.view(np.uint32), "Float8E4M3FN", "STOCHASTIC", bits10))


def test_bf16_and_f16_sources(rng):
    """bf16 / f16 inputs are widened exactly first, then rounded once."""
    u16 = rng.integers(0, 1 << 16, 1 << 14, dtype=np.uint64).astype(np.uint16)
    r = rng.integers(0, 1 << 16, u16.size, dtype=np.uint64).astype(np.uint32)
    as_f32 = u16.astype(np.uint32) << 16
    for mode in ("RZ", "STOCHASTIC", "RN"):
        got = pattern_bits(host.run(_body(fx.Float16, RoundingMode[mode]), u16, r, in_types=[fx.BFloat16, fx.Uint32]))
        np.testing.assert_array_equal(got, reference.round_bits(as_f32, "Float16", mode, r))
    f16 = rng.standard_normal(1 << 14).astype(np.float16)
    for mode in ("RZ", "STOCHASTIC", "RNA"):
        got = pattern_bits(host.run(_body(fx.BFloat16, RoundingMode[mode]), f16, r))
        np.testing.assert_array_equal(
            got, reference.round_bits(f16.astype(np.float32).view(np.uint32), "BFloat16", mode, r)
        )
