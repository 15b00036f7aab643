"""One validation module: message style, the argument's real name, Philox rounds bounds and constants."""

from __future__ import annotations

import flydsl.expr as fx
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import flydsl.rounding as fr
from flydsl.rounding import philox, reference, stream
from flydsl.rounding.runtime import host
from flydsl.rounding.validate import check_int, check_uint


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: check_uint(-1, 64, "seed"), ValueError, r"seed must be a non-negative integer below 2\*\*64, got -1"),
        (lambda: check_uint(2**32, 32, "rand="), ValueError, r"rand= must fit in 32 bits"),
        (lambda: check_uint(1.5, 64, "block"), TypeError, "block must be a Python int or an integer DSL scalar"),
        (lambda: check_uint(True, 64, "block"), TypeError, "block must be a Python int"),
        (lambda: check_int(0, "rounds", low=1, high=16), ValueError, "rounds must be at least 1, got 0"),
        (lambda: check_int(17, "rounds", low=1, high=16), ValueError, "rounds must be at most 16, got 17"),
        (lambda: check_int("3", "rounds"), TypeError, "rounds must be a Python int, got str"),
    ],
)
def test_messages(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


def test_in_range_values_come_back():
    assert check_uint(2**64 - 1, 64, "seed") == 2**64 - 1
    assert check_int(16, "rounds", low=1, high=16) == 16


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: stream.draw_block(-1, 0), "seed"),
        (lambda: stream.draw_block(1, 2**64), "block"),
        (lambda: stream.draw_block(1, 0, substream=2**64), "substream"),
        (lambda: stream.stream_bits_vector(1, -3, 8), "offset"),
        (lambda: philox.philox_4x32(0, 2**64), "key"),
    ],
)
def test_message_names_the_argument(call, name):
    with pytest.raises(ValueError, match=rf"^{name} must be a non-negative integer below 2\*\*64"):
        call()


@pytest.mark.parametrize("rounds", [0, 17])
@pytest.mark.parametrize(
    "call",
    [
        lambda r: philox.philox_4x32(0, 0, rounds=r),
        lambda r: stream.draw_block(0, 0, rounds=r),
        lambda r: fr.set_default_rounds(r),
    ],
)
def test_rounds_bounded_like_random123(call, rounds):
    with pytest.raises(
        ValueError, match=r"rounds must be at (least 1|most 16) \(Random123's Philox has 1 to 16 rounds\)"
    ):
        call(rounds)


def test_rounds_16_is_valid():
    words = philox.philox_4x32((1, 2, 3, 4), (5, 6), rounds=16)
    assert tuple(int(w.value) for w in words) == reference.philox_4x32_scalar((1, 2, 3, 4), (5, 6), rounds=16)


def test_rounds_bound_in_a_conversion():
    with pytest.raises(ValueError, match="rounds must be at most 16"):
        host.compile(
            lambda x: x.to(fx.BFloat16, rounding=fr.RoundingMode.STOCHASTIC, seed=1, offset=0, rounds=17), [fx.Float32]
        )


def test_philox_constants_match_the_reference_copy():
    # Two copies on purpose (reference is the independent oracle); they must agree, and with Random123.
    assert (philox.PHILOX_M4x32_0, philox.PHILOX_M4x32_1) == (reference.PHILOX_M0, reference.PHILOX_M1)
    assert (philox.PHILOX_W32_0, philox.PHILOX_W32_1) == (reference.PHILOX_W0, reference.PHILOX_W1)
    # The Weyl increments are the golden ratio and sqrt(3) - 1 in 0.32 fixed point.
    assert philox.PHILOX_W32_0 == int((5**0.5 - 1) / 2 * 2**32)
    assert philox.PHILOX_W32_1 == int((3**0.5 - 1) * 2**32)
    assert philox.DEFAULT_ROUNDS == fr.get_default_rounds() == 10


def test_trace_time_fold_uses_philox_own_rounds():
    # Python-int inputs fold through philox.py's own algorithm, not the numpy reference.
    rng = np.random.default_rng(3)
    for _ in range(20):
        c = tuple(int(v) for v in rng.integers(0, 2**32, 4))
        k = tuple(int(v) for v in rng.integers(0, 2**32, 2))
        got = tuple(int(w.value) for w in philox.philox_4x32(c, k, rounds=7))
        assert got == reference.philox_4x32_scalar(c, k, rounds=7)


@given(bits=st.sampled_from([32, 64]), value=st.integers(min_value=-(2**70), max_value=2**70))
def test_check_uint_accepts_exactly_the_unsigned_range(bits, value):
    if 0 <= value < 1 << bits:
        assert check_uint(value, bits, "offset") == value
    else:
        with pytest.raises(
            ValueError, match=rf"^offset must be a non-negative integer below 2\*\*{bits}, got {value} "
        ):
            check_uint(value, bits, "offset")


def test_one_name_per_64_bit_constant():
    """`_U64` meant 2**64 in three modules and 2**64 - 1 in audit/protocol.py: one home, two names now."""
    import re
    from pathlib import Path

    from flydsl.rounding import validate

    assert validate.U64_MODULUS == 2**64 and validate.U64_MASK == 2**64 - 1
    package = Path(validate.__file__).parent
    defined = [
        str(p.relative_to(package))
        for p in package.rglob("*.py")
        if re.search(r"^_?U64\w* = ", p.read_text(), flags=re.M) and p.name != "validate.py"
    ]
    assert defined == []
