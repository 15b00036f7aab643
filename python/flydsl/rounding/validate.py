"""Argument checks shared by every public entry point, with one message style.

Each check names the argument as the caller wrote it (``name``), says what was wrong
and what is expected, and returns the value so calls compose::

    seed = check_uint(seed, 64, "seed")

- :func:`check_int`: a Python int (not a bool) within bounds (e.g. Philox ``rounds``).
- :func:`check_uint`: an unsigned integer of at most ``bits`` bits: a Python int in
  ``[0, 2**bits)`` or an integer FlyDSL value no wider than ``bits`` (seeds, offsets,
  stream blocks and substreams, Philox counter and key words).
"""

from __future__ import annotations

__all__ = ["check_int", "check_uint", "is_dsl_integer", "U64_MODULUS", "U64_MASK"]

#: 2**64: 64-bit seeds, offsets and stream indices live in ``[0, U64_MODULUS)`` and wrap modulo it.
U64_MODULUS = 1 << 64
#: 2**64 - 1: the largest 64-bit value, the mask of a 64-bit word.
U64_MASK = U64_MODULUS - 1


def _type_name(value) -> str:
    return type(value).__name__


def is_dsl_integer(value, *, vectors: bool = False) -> bool:
    """True for an integer FlyDSL scalar (``fx.Uint32``, ...), and with ``vectors`` an integer Vector."""
    from flydsl.expr.numeric import Integer
    from flydsl.expr.typing import Vector

    if isinstance(value, Integer):
        return True
    return vectors and isinstance(value, Vector) and value.dtype.is_integer


def check_int(value, name: str, *, low: int | None = None, high: int | None = None, why: str = "") -> int:
    """``value`` as a Python int in ``[low, high]`` (either bound optional); TypeError / ValueError otherwise.

    ``why`` (e.g. "Random123 defines Philox up to 16 rounds") is appended to range errors.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a Python int, got {_type_name(value)}")
    note = f" ({why})" if why else ""
    if low is not None and value < low:
        raise ValueError(f"{name} must be at least {low}{note}, got {value}")
    if high is not None and value > high:
        raise ValueError(f"{name} must be at most {high}{note}, got {value}")
    return value


def check_uint(value, bits: int, name: str, *, vectors: bool = False, examples: str = "fx.Uint64, fx.Int32, ..."):
    """``value`` if it is an unsigned integer of at most ``bits`` bits, else TypeError / ValueError.

    Accepts a Python int in ``[0, 2**bits)`` or an integer FlyDSL scalar (with ``vectors``,
    also an integer Vector) whose type is at most ``bits`` wide; returns it unchanged.
    """
    if isinstance(value, bool) or not (isinstance(value, int) or is_dsl_integer(value, vectors=vectors)):
        kind = "value" if vectors else "scalar"
        raise TypeError(f"{name} must be a Python int or an integer DSL {kind} ({examples}), got {_type_name(value)}")
    if isinstance(value, int):
        if not 0 <= value < 1 << bits:
            raise ValueError(
                f"{name} must be a non-negative integer below 2**{bits}, got {value} ({name} must fit in {bits} bits)"
            )
        return value
    width = value.dtype.width
    if width > bits:
        raise ValueError(f"{name} is {width} bits wide; at most {bits} bits are allowed (pass a narrower integer)")
    return value
