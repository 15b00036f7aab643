"""f32 -> bf16 under STOCHASTIC and the directed modes, run on the host engine.

Every numeric claim is checked against independent arithmetic: exact rationals for
unbiasedness, and flydsl.rounding.reference (ml_dtypes + float64) for bit patterns.
"""

from __future__ import annotations

import functools
from fractions import Fraction

import flydsl.expr as fx
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cases import EDGE_F32, as_f32
from flydsl.rounding import RoundingMode, reference
from flydsl.rounding.runtime import host

SR = RoundingMode.STOCHASTIC
ALL_R = np.arange(1 << 16, dtype=np.uint32)
#: The lowering's bit-identical per-target forms, run on the host: generic (gfx10+ select before the add),
#: gfx9 (select after the add), RDNA (the add as one v_mad_u32_u16, modelled by amdgpu_semantics).
FORMS = pytest.mark.parametrize("arch", [None, "gfx942", "gfx1100"], ids=["generic", "gfx9-form", "rdna-form"])


def _sr_rand(x, r):
    return x.to(fx.BFloat16, rounding=SR, rand=r)


def _sr_stream(x, *, index):
    return x.to(fx.BFloat16, rounding=SR, seed=0x5EED_0000_0001, offset=index)


def _sr_stream_other_seed(x, *, index):
    return x.to(fx.BFloat16, rounding=SR, seed=0x5EED_0000_0002, offset=index)


def _sr_seed_arg(x, seed, offset):
    return x.to(fx.BFloat16, rounding=SR, seed=seed, offset=offset)


def _sr_vec_seed_arg(x, seed, *, index):
    return x.to(fx.BFloat16, rounding=SR, seed=seed, offset=index)


@functools.cache
def _body(mode: RoundingMode, dtype=fx.BFloat16):
    """One compiled-once body per (mode, target): ``x.to(dtype, rounding=mode[, rand=r])``."""

    def body(x, r):
        return x.to(dtype, rounding=mode, **({"rand": r} if mode is SR else {}))

    return body


def _run_all_r(bits: int, width: int) -> np.ndarray:
    """bf16 results for one f32 pattern under every 16-bit random value."""
    x = np.full(ALL_R.size, bits, dtype=np.uint32).view(np.float32)
    return host.run(_sr_rand, x, ALL_R, width=width)


def _bf16_value(pattern) -> Fraction:
    return Fraction(float(np.uint32(int(pattern) << 16).view(np.float32)))


finite_non_overflow = st.integers(0, 2**32 - 1).filter(
    lambda u: (u & 0x7FFFFFFF) < 0x7F7F0000  # finite, and rounding up stays finite
)
subnormal = st.integers(1, 0x007FFFFF).flatmap(lambda m: st.sampled_from([m, m | 0x80000000]))


@given(bits=st.one_of(finite_non_overflow, subnormal))
@pytest.mark.parametrize("width", [1, 8])
def test_exactly_unbiased(bits, width):
    """Over all 65536 random values the results sum to exactly 65536 * x."""
    out = _run_all_r(bits, width)
    values, counts = np.unique(out, return_counts=True)
    total = sum(_bf16_value(v) * int(c) for v, c in zip(values, counts, strict=True))
    assert total == 65536 * Fraction(float(np.uint32(bits).view(np.float32)))
    # and the number of round-ups is the value of the 16 discarded bits
    rz = bits >> 16
    assert int(np.count_nonzero(out != rz)) == bits & 0xFFFF


@given(bits=finite_non_overflow, r=st.lists(st.integers(0, 0xFFFF), min_size=8, max_size=8))
def test_bracketing_and_monotonic(bits, r):
    """The result is RZ(x) or the next bf16 away from zero, and never decreases in r."""
    rs = np.sort(np.array(r, dtype=np.uint32))
    out = host.run(_sr_rand, np.full(8, bits, np.uint32).view(np.float32), rs).astype(np.uint32)
    rz = bits >> 16
    assert set(out.tolist()) <= {rz, rz + 1}
    assert np.all(np.diff(out.astype(np.int64)) >= 0)
    # rounds up exactly when the random bits carry out of the discarded half
    np.testing.assert_array_equal(out == rz + 1, (bits & 0xFFFF) + rs >= 0x10000)


@pytest.mark.slow
def test_canonical_stream_bit_exact_million(rng):
    """>= 1,000,000 elements, random seeds and 64-bit offsets, scalar and Vector paths."""
    n = 1 << 20
    x = rng.standard_normal(n).astype(np.float32) * np.float32(3.0)
    x[::97] = as_f32(rng.integers(0, 2**32, x[::97].size, dtype=np.uint64).astype(np.uint32))  # any pattern
    seeds = rng.integers(0, 2**63, n, dtype=np.uint64)
    offsets = rng.integers(0, 2**63, n, dtype=np.uint64)
    got = host.run(_sr_seed_arg, x, seeds, offsets)
    want = reference.round_bits(x.view(np.uint32), "BFloat16", "STOCHASTIC", reference.stream_bits(seeds, offsets))
    np.testing.assert_array_equal(got.astype(np.uint32), want)

    # Vector path: element k of each block of 8 uses stream index offset + k, offset = 8 * block
    for seed in (0, 2**64 - 1, int(rng.integers(0, 2**63))):
        got = host.run(_sr_vec_seed_arg, x, seed, width=8, index=True)
        want = reference.round_bits(
            x.view(np.uint32), "BFloat16", "STOCHASTIC", reference.stream_bits(seed, np.arange(n, dtype=np.uint64))
        )
        np.testing.assert_array_equal(got.astype(np.uint32), want)


def test_scalar_and_vector_paths_agree(rng):
    x = rng.standard_normal(4096).astype(np.float32)
    a = host.run(_sr_stream, x, width=1, index=True)
    b = host.run(_sr_stream, x, width=8, index=True)
    c = host.run(_sr_stream, x, width=16, index=True)
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(a, c)


def test_reproducible_and_seed_dependent(rng):
    x = (rng.standard_normal(1 << 14) * 1e-3).astype(np.float32)
    a = host.run(_sr_stream, x, width=8, index=True)
    b = host.run(_sr_stream, x, width=8, index=True)
    c = host.run(_sr_stream_other_seed, x, width=8, index=True)
    np.testing.assert_array_equal(a, b)
    differs = np.count_nonzero(a != c)
    # every element with nonzero discarded bits rounds independently; about 1/3 of them differ
    assert 0.2 * x.size < differs < 0.5 * x.size


nan_bits = st.tuples(st.integers(0, 1), st.integers(1, 0x7FFFFF)).map(lambda t: (t[0] << 31) | 0x7F800000 | t[1])


@given(bits=nan_bits, r=st.integers(0, 0xFFFF))
@FORMS
@pytest.mark.parametrize("mode", list(dict.fromkeys(RoundingMode)))
def test_nan_in_nan_out(bits, r, mode, arch):
    """Every NaN (signalling, quiet, any payload, either sign) gives a quiet NaN of the same sign."""

    x = np.full(8, bits, np.uint32).view(np.float32)
    out = int(host.run(_body(mode), x, np.full(8, r, np.uint32), width=8, arch=arch)[3])
    assert out & 0x7F80 == 0x7F80 and out & 0x7F, hex(out)  # NaN
    assert out & 0x0040  # quiet
    assert out >> 15 == bits >> 31  # sign kept
    assert out == (bits >> 16) | 0x40  # top payload bits kept


EDGE_CASES = {
    "+0": (0x00000000, {m: 0x0000 for m in ("RN", "RZ", "RU", "RD", "RNA", "SR")}),
    "-0": (0x80000000, {m: 0x8000 for m in ("RN", "RZ", "RU", "RD", "RNA", "SR")}),
    "+inf": (0x7F800000, {m: 0x7F80 for m in ("RN", "RZ", "RU", "RD", "RNA", "SR")}),
    "-inf": (0xFF800000, {m: 0xFF80 for m in ("RN", "RZ", "RU", "RD", "RNA", "SR")}),
    # largest finite f32: above the largest bf16 (0x7F7F), RN/RNA/RU go to Inf, RZ/RD clamp
    "max": (0x7F7FFFFF, {"RN": 0x7F80, "RZ": 0x7F7F, "RU": 0x7F80, "RD": 0x7F7F, "RNA": 0x7F80, "SR": None}),
    "-max": (0xFF7FFFFF, {"RN": 0xFF80, "RZ": 0xFF7F, "RU": 0xFF7F, "RD": 0xFF80, "RNA": 0xFF80, "SR": None}),
    # smallest subnormal f32: below half the smallest bf16 subnormal
    "tiny": (0x00000001, {"RN": 0, "RZ": 0, "RU": 1, "RD": 0, "RNA": 0, "SR": None}),
    "-tiny": (0x80000001, {"RN": 0x8000, "RZ": 0x8000, "RU": 0x8000, "RD": 0x8001, "RNA": 0x8000, "SR": None}),
    # exact ties: 1 + 2^-8 (tie, even below), 1 + 3*2^-8 (tie, odd below)
    "tie-even": (0x3F808000, {"RN": 0x3F80, "RZ": 0x3F80, "RU": 0x3F81, "RD": 0x3F80, "RNA": 0x3F81, "SR": None}),
    "tie-odd": (0x3F818000, {"RN": 0x3F82, "RZ": 0x3F81, "RU": 0x3F82, "RD": 0x3F81, "RNA": 0x3F82, "SR": None}),
}


@pytest.mark.parametrize("name", list(EDGE_CASES))
@pytest.mark.parametrize("mode", ["RN", "RZ", "RU", "RD", "RNA", "SR"])
def test_edge_values(name, mode):
    bits, expected = EDGE_CASES[name]
    m = {"SR": SR}.get(mode) or RoundingMode[mode]
    x = np.full(ALL_R.size, bits, np.uint32).view(np.float32)
    out = host.run(_body(m), x, ALL_R).astype(np.uint32)
    if expected[mode] is None:  # stochastic: round-up count is the discarded bits
        rz = bits >> 16
        assert set(out.tolist()) <= {rz, rz + 1}
        assert int(np.count_nonzero(out == rz + 1)) == bits & 0xFFFF
    else:
        assert set(out.tolist()) == {expected[mode]}, [hex(v) for v in set(out.tolist())]


@FORMS
@pytest.mark.parametrize("mode", ["RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC"])
@pytest.mark.parametrize("width", [1, 8])
def test_modes_match_reference(rng, mode, width, arch):
    """Sampled and edge-class patterns against the independent reference."""
    u = np.concatenate([EDGE_F32, rng.integers(0, 2**32, 1 << 17, dtype=np.uint64).astype(np.uint32)])
    u = np.concatenate([u, (u & np.uint32(0x807FFFFF))])  # and their subnormal versions
    r = rng.integers(0, 1 << 16, u.size, dtype=np.uint64).astype(np.uint32)
    got = host.run(_body(RoundingMode[mode]), u.view(np.float32), r, width=width, arch=arch).astype(np.uint32)
    np.testing.assert_array_equal(got, reference.round_bits(u, "BFloat16", mode, r))


@pytest.mark.parametrize("width", [1, 8])
def test_rdna_form_canonical_stream(rng, width):
    """The RDNA form takes the Philox halves straight from the words (op_sel) and gives the canonical bits.

    Edge classes and random patterns, a random 64-bit seed, aligned (Vector: the halves picked by
    op_sel) and arbitrary (scalar: a run-time shift, then the low half) offsets; the traced body holds
    the inline asm, so the form really ran.
    """
    u = np.concatenate([EDGE_F32, rng.integers(0, 2**32, 1 << 14, dtype=np.uint64).astype(np.uint32)])
    x = u.view(np.float32)
    seed = int(rng.integers(0, 2**63))
    if width == 1:
        offsets = rng.integers(0, 2**63, u.size, dtype=np.uint64)
        fn = host.compile(_sr_seed_arg, [fx.Float32, fx.Uint64, fx.Uint64], arch="gfx1100")
        got = fn(x, np.full(u.size, seed, np.uint64), offsets)
    else:
        offsets = np.arange(u.size, dtype=np.uint64)
        types = [fx.Float32, fx.Uint64]
        fn = host.compile(_sr_vec_seed_arg, types, scalar_positions=[1], width=8, index=True, arch="gfx1100")
        got = fn(x, seed)
    assert 'v_mad_u32_u16 $0, $1, 1, $2"' in fn.source
    assert ("v_mad_u32_u16 $0, $1, 1, $2 op_sel:[1,0,0,0]" in fn.source) == (width == 8)
    want = reference.round_bits(u, "BFloat16", "STOCHASTIC", reference.stream_bits(seed, offsets))
    np.testing.assert_array_equal(got.astype(np.uint32), want)
