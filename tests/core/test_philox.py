"""Philox 4x32: known-answer vectors, agreement with fx.random.randint4x, input checking."""

from __future__ import annotations

import flydsl.expr as fx
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from flydsl.rounding import philox_4x32, reference
from flydsl.rounding.kat import KAT_VECTORS
from flydsl.rounding.runtime import host

# Random123 1.14, examples/kat_vectors: one copy, in flydsl.rounding.kat.
KAT = list(KAT_VECTORS)


@pytest.mark.parametrize("rounds,counter,key,expected", KAT)
def test_kat_at_trace_time(rounds, counter, key, expected):
    words = philox_4x32(counter, key, rounds=rounds)
    assert all(w.is_static() for w in words)
    assert tuple(int(w.value) for w in words) == expected


@pytest.mark.parametrize("rounds,counter,key,expected", KAT)
def test_kat_as_wide_ints(rounds, counter, key, expected):
    ctr = sum(w << (32 * i) for i, w in enumerate(counter))
    k = key[0] | key[1] << 32
    assert tuple(int(w.value) for w in philox_4x32(ctr, k, rounds=rounds)) == expected


@pytest.mark.parametrize("rounds,counter,key,expected", KAT)
def test_kat_on_host_engine(rounds, counter, key, expected):
    # Counter words and key are run-time arrays, so the rounds really execute.
    def body(c0, c1, c2, c3, k0, k1):
        return philox_4x32((c0, c1, c2, c3), (k0, k1), rounds=rounds)

    cols = [np.array([v, v], dtype=np.uint32) for v in (*counter, *key)]
    out = host.run(body, *cols)
    assert tuple(int(o[0]) for o in out) == expected


@pytest.mark.parametrize("rounds,counter,key,expected", KAT)
def test_kat_numpy_reference(rounds, counter, key, expected):
    out = reference.philox_4x32(*counter, *key, rounds=rounds)
    assert tuple(int(o) for o in out) == expected


def test_reachable_from_fx_random():
    assert fx.random.philox_4x32 is philox_4x32
    assert "philox_4x32" in fx.random.__all__
    # the existing fx.random functions still work
    assert callable(fx.random.randint4x) and callable(fx.random.rand)


def _ours(s, o):
    return philox_4x32(o, s)


def _theirs(s, o):
    return fx.random.randint4x(s, o)


@given(seed=st.integers(0, 2**64 - 1), offset=st.integers(0, 2**64 - 1))
def test_matches_randint4x(seed, offset):
    """counter = (offset_lo, offset_hi, 0, 0), key = (seed_lo, seed_hi) is fx.random.randint4x(seed, offset)."""
    s = np.array([seed], dtype=np.uint64)
    o = np.array([offset], dtype=np.uint64)
    a = host.run(_ours, s, o)
    b = host.run(_theirs, s, o)
    assert [int(x[0]) for x in a] == [int(x[0]) for x in b]
    expected = reference.philox_4x32(offset & 0xFFFFFFFF, offset >> 32, 0, 0, seed & 0xFFFFFFFF, seed >> 32)
    assert [int(x[0]) for x in a] == [int(x) for x in expected]


def test_vectorized_matches_reference(rng):
    n = 1 << 16
    c0, c1 = (rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32) for _ in range(2))
    key = 0x0123456789ABCDEF

    def body(a, b):
        return philox_4x32((a, b, 7, 0), key)

    for width in (1, 8):
        out = host.run(body, c0, c1, width=width)
        want = reference.philox_4x32(c0, c1, 7, 0, key & 0xFFFFFFFF, key >> 32)
        for got, exp in zip(out, want, strict=True):
            np.testing.assert_array_equal(got, exp)


def test_rounds_changes_output():
    a = philox_4x32(5, 9, rounds=7)
    b = philox_4x32(5, 9, rounds=10)
    assert [w.value for w in a] != [w.value for w in b]


@pytest.mark.parametrize(
    "counter,key,rounds,exc,match",
    [
        (1.5, 0, 10, TypeError, "counter must be a Python int, an integer DSL value, or a 4-tuple"),
        ("7", 0, 10, TypeError, "counter must be"),
        (0, 2**64, 10, ValueError, r"key must be a non-negative integer below 2\*\*64"),
        (0, -1, 10, ValueError, "key must be a non-negative integer"),
        ((1, 2, 3), 0, 10, ValueError, "counter as a tuple must have exactly 4 32-bit words"),
        (0, (1, 2, 3), 10, ValueError, "key as a tuple must have exactly 2"),
        ((1, 2, 3, 2**32), 0, 10, ValueError, r"counter\[3\] must fit in 32 bits"),
        ((1, 2, 3, 0.5), 0, 10, TypeError, r"counter\[3\] must be a Python int"),
        (0, 0, 0, ValueError, "rounds must be at least 1"),
        (0, 0, 2.0, TypeError, "rounds must be a Python int"),
        (True, 0, 10, TypeError, "counter must be"),
    ],
)
def test_bad_input(counter, key, rounds, exc, match):
    with pytest.raises(exc, match=match):
        philox_4x32(counter, key, rounds=rounds)


def test_wide_dsl_key_rejected():
    def body(k):
        return philox_4x32(0, fx.Uint64(k).to(fx.Uint128))

    with pytest.raises(ValueError, match="key is 128 bits wide; at most 64 bits are allowed"):
        host.run(body, np.array([1], dtype=np.uint64))
