"""The f32 pattern classes (flydsl.rounding.patterns): a partition of all 2**32 patterns, and the host engine equal
to the numpy reference on every class and every STOCHASTIC word class, with negative controls.

The partition: the enumerator's class sizes add up to 2**32; the vectorized classifier agrees with a pure-Python
classifier written from the module's docstring (on every representative and on random patterns), and with the
enumerator's counts on whole exponent slices. All 2**32 patterns: ``python -m flydsl.rounding.patterns`` (minutes
per target), or this file with ``FLYDSL_ROUNDING_EXHAUSTIVE=1``.
"""

from __future__ import annotations

import functools
import math
import os

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from flydsl.rounding import patterns, reference

TARGETS = list(patterns.TARGETS)
MODES = ["RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC"]


def slow_class(u: int, name: str) -> int:
    """The class of one pattern, from the definitions in the module docstring (plain Python ints)."""
    s = patterns.spec(name)
    sign, e, mant = u >> 31, (u >> 23) & 0xFF, u & 0x7FFFFF
    if e == 255:
        if mant == 0:
            return patterns.class_id(sign, 255, 0, 0)
        kept_nz = (mant >> (23 - s.mant)) & ((1 << (s.mant - 1)) - 1) != 0
        dropped_nz = mant & ((1 << (23 - s.mant)) - 1) != 0
        return patterns.class_id(sign, 255, 8 + 2 * (mant >> 22) + kept_nz, int(dropped_nz))
    if e == 0 and mant == 0:
        return patterns.class_id(sign, 0, 0, 0)
    sig = mant | (1 << 23) if e else mant
    ulp = max(e, 1) - 150
    log2 = math.floor(math.log2(sig)) + ulp
    q = max(log2, s.emin) - s.mant
    d = q - ulp
    k, r, h = sig >> d, sig & ((1 << d) - 1), 1 << (d - 1)
    lo = math.ldexp(k, q)
    if k == 0:
        kept = "zero"
    elif lo > s.max_finite:
        kept = "beyond"
    elif lo == s.max_finite:
        kept = "max"
    elif (k + 1) & k == 0:
        kept = "carry"
    else:
        kept = "odd" if k & 1 else "even"
    if r == 0:
        rest = "zero"
    elif r == 1:
        rest = "smallest"
    elif r < 1 << max(d - 16, 0):
        rest = "sub-sr"
    elif r < h - 1:
        rest = "low"
    elif r == h - 1:
        rest = "below-half"
    elif r == h:
        rest = "half"
    elif r == h + 1:
        rest = "above-half"
    elif r < (1 << d) - 1:
        rest = "high"
    else:
        rest = "all-ones"
    return patterns.class_id(sign, e, patterns.KEPT.index(kept), patterns.REST.index(rest))


# -- the partition --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", TARGETS)
def test_classes_partition_all_patterns(name):
    sizes = patterns.classes(name)
    assert sum(sizes.values()) == 1 << 32
    assert min(sizes.values()) >= 1
    u, ids = patterns.representatives(name)
    assert set(ids.tolist()) == set(sizes), "every class has a representative, and only classes have them"
    np.testing.assert_array_equal(patterns.classify(u, name), ids)
    assert [slow_class(int(p), name) for p in u] == ids.tolist()
    assert all(patterns.describe(i, name) for i in sizes)


@pytest.mark.parametrize("name", TARGETS)
def test_whole_exponent_slices_count_as_enumerated(name):
    """Every pattern of the binades around the target's subnormal boundary and at the top is classified, and each
    class's count equals the enumerator's."""
    s = patterns.spec(name)
    sizes = patterns.classes(name)
    for sign, e in ((0, s.emin + 126), (1, math.floor(math.log2(s.max_finite)) + 127)):
        u = np.arange(1 << 23, dtype=np.uint32) | np.uint32(sign << 31 | e << 23)
        got = np.bincount(patterns.classify(u, name), minlength=1 << 17)
        want = {i: n for i, n in sizes.items() if i >> 8 == (sign << 8 | e)}
        assert {int(i): int(got[i]) for i in np.flatnonzero(got)} == want, (name, sign, e)


@given(st.integers(0, 2**32 - 1), st.sampled_from(TARGETS))
def test_classifier_follows_the_definitions(u, name):
    cid = int(patterns.classify(np.array([u], np.uint32), name)[0])
    assert cid == slow_class(u, name)
    assert cid in patterns.classes(name)


@pytest.mark.skipif(os.environ.get("FLYDSL_ROUNDING_EXHAUSTIVE") != "1", reason="minutes per target: set it to 1")
@pytest.mark.parametrize("name", TARGETS)
def test_all_two_to_the_32_patterns(name):
    patterns.check_exhaustive(name)


def test_exhaustive_check_is_not_vacuous(monkeypatch):
    """A classifier that loses a class (all-ones rests counted as high) fails the count check on one slice."""
    real = patterns.classify
    ones, high = patterns.REST.index("all-ones"), patterns.REST.index("high")
    monkeypatch.setattr(
        patterns, "classify", lambda u, n: np.where(real(u, n) & 15 == ones, real(u, n) - 1, real(u, n))
    )
    assert ones == high + 1
    with pytest.raises(AssertionError, match="counts differ"):
        patterns.check_exhaustive("BFloat16", chunk=1 << 20, stop=1 << 24)


def test_word_classes():
    u = np.array([0x3F808000, 0x3F800001, 0x3F800000], np.uint32)  # bf16: rest half, rest 1, exact
    t = patterns.sr_threshold(u, "BFloat16")
    assert t.tolist() == [0x8000, 0xFFFF, 0x10000]
    w = np.array([0x7FFF, 0xFFFF, 0xFFFF])
    assert [patterns.WORDS[i] for i in patterns.word_class(u, w, "BFloat16")] == ["just-below", "max", "max"]


# -- the host engine against the reference on every class and word class ------------------------------------


@functools.cache
def _host(name: str, saturate: bool):
    """(u, w, ids, {mode: host bits}) over every representative x its STOCHASTIC words."""
    from test_triton_classes import host_bits

    u, w, ids = patterns.stochastic_words(name)
    return u, w, ids, host_bits(name, saturate, u, w)


@pytest.fixture(autouse=True, scope="module")
def _runtime_tests_on_path():
    import pathlib
    import sys

    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "runtime"))


@pytest.mark.parametrize("saturate", [False, True], ids=["ieee", "sat"])
@pytest.mark.parametrize("name", TARGETS)
def test_host_engine_equals_reference_on_every_class(name, saturate):
    u, w, ids, host = _host(name, saturate)
    for mode in MODES:
        want = reference.round_bits(u, name, mode, w, saturate=saturate)
        bad = np.flatnonzero(host[mode] != want)
        assert bad.size == 0, (mode, [patterns.describe(i, name) for i in ids[bad[:3]]], u[bad[:3]], w[bad[:3]])


# -- negative controls: plausible rounding bugs, each caught by the class representatives -------------------


def _ties_away(u, name, mode, w, saturate):
    return reference.round_bits(u, name, "RNA" if mode == "RN" else mode, w, saturate=saturate)


def _flush_subnormals(u, name, mode, w, saturate):
    out = reference.round_bits(u, name, mode, w, saturate=saturate)
    bits, _, specials = reference.FORMAT_SPECS[name]
    exp_mask = ((1 << (bits - 1)) - 1) & ~((1 << patterns.spec(name).mant) - 1)
    sub = (out & exp_mask == 0) & (out & ((1 << patterns.spec(name).mant) - 1) != 0)
    sign = out & (1 << (bits - 1)) if specials != "fnuz" else 0
    return np.where(sub, sign, out)


def _underflow_to_zero(u, name, mode, w, saturate):
    """Everything below the smallest subnormal becomes zero (RN's rounding up to it from above half forgotten)."""
    out = reference.round_bits(u, name, mode, w, saturate=saturate)
    with np.errstate(invalid="ignore"):
        tiny = np.abs(u.view(np.float32).astype(np.float64)) < reference.decode(1, name)
    zero = reference.round_bits(u & np.uint32(0x80000000), name, mode, w, saturate=saturate)
    return np.where(tiny & (mode == "RN"), zero, out)


def _sr_strict(u, name, mode, w, saturate):
    """STOCHASTIC rounds up only when floor(frac * 2**16) + w > 2**16 (> instead of >=)."""
    return reference.round_bits(u, name, mode, np.maximum(w.astype(np.int64) - 1, 0), saturate=saturate)


def _overflow_clamps(u, name, mode, w, saturate):
    """Overflow clamps to the largest finite value even without saturate."""
    return reference.round_bits(u, name, mode, w, saturate=True)


def _nan_payload_dropped(u, name, mode, w, saturate):
    out = reference.round_bits(u, name, mode, w, saturate=saturate)
    canonical = reference.round_bits(np.uint32(0x7FC00000) | (u & np.uint32(0x80000000)), name, mode, w)
    return np.where(np.isnan(u.view(np.float32)), canonical, out)


MUTANTS = {
    "RN ties away from zero": (_ties_away, ["RN"], TARGETS),
    "subnormal results flushed to zero": (_flush_subnormals, MODES, TARGETS),
    "below the smallest subnormal always rounds to zero": (_underflow_to_zero, ["RN"], TARGETS),
    "SR compares with > instead of >=": (_sr_strict, ["STOCHASTIC"], TARGETS),
    "overflow clamps without saturate": (_overflow_clamps, MODES, ["BFloat16", "Float16", "Float8E5M2"]),
    "NaN payload dropped": (_nan_payload_dropped, MODES, ["BFloat16", "Float16", "Float8E5M2"]),
}


@pytest.mark.parametrize("mutant", list(MUTANTS))
def test_negative_control_a_wrong_rounding_is_caught(mutant):
    """Each plausible bug differs from the host engine on some class representative of every target it applies
    to (and the unmutated reference on none: test_host_engine_equals_reference_on_every_class)."""
    fn, modes, names = MUTANTS[mutant]
    for name in names:
        u, w, ids, host = _host(name, False)
        caught = sum(int((fn(u, name, m, w, False) != host[m]).sum()) for m in modes)
        assert caught > 0, (mutant, name)


def test_the_exhaustive_command_says_what_a_target_is(capsys):
    """``python -m flydsl.rounding.patterns`` with an unknown target: a usage error naming the targets."""
    with pytest.raises(SystemExit) as stop:
        patterns.main(["nope"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "unknown target 'nope': the targets are BFloat16, Float16" in err and "Float4E2M1FN" in err
