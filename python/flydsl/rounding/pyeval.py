"""Python stand-ins for FlyDSL's ``Uint32`` / ``Float32`` values, so the lowering runs on Python numbers.

:func:`flydsl.rounding.lowering.round_pattern` evaluates the lowering's own integer
algorithm with these (no MLIR, no ml_dtypes): compile-time constants fold through the
same code that kernels run. Only the operations the lowering uses are provided, with
the semantics of the ops they stand for: 32-bit wrap-around integer arithmetic, logical
shifts, unsigned comparisons, IEEE f32 multiplication (round to nearest even, subnormals
kept, as FlyDSL kernels keep f32 denormals), f32 -> u32 truncation and bit casts.
"""

from __future__ import annotations

import struct

import numpy as np

__all__ = ["PyU32", "PyF32", "PyBool"]

_MASK = 0xFFFFFFFF


def _int(value) -> int:
    return value.value if isinstance(value, PyU32) else int(value) & _MASK


class PyBool:
    """A comparison result; ``select`` as ``arith.select``."""

    __slots__ = ("value",)

    def __init__(self, value: bool):
        self.value = bool(value)

    def select(self, a, b):
        return a if self.value else b


class PyU32:
    """An unsigned 32-bit integer with FlyDSL ``Uint32`` operator semantics."""

    __slots__ = ("value",)

    def __init__(self, value: int):
        self.value = int(value) & _MASK

    def __int__(self) -> int:
        return self.value

    def __add__(self, other):
        return PyU32(self.value + _int(other))

    def __sub__(self, other):
        return PyU32(self.value - _int(other))

    def __mul__(self, other):
        return PyU32(self.value * _int(other))

    def __and__(self, other):
        return PyU32(self.value & _int(other))

    def __or__(self, other):
        return PyU32(self.value | _int(other))

    def __xor__(self, other):
        return PyU32(self.value ^ _int(other))

    def __invert__(self):
        return PyU32(~self.value)

    def __lshift__(self, other):
        return PyU32(self.value << _int(other))

    def __rshift__(self, other):
        return PyU32(self.value >> _int(other))

    def __lt__(self, other):
        return PyBool(self.value < _int(other))

    def __le__(self, other):
        return PyBool(self.value <= _int(other))

    def __gt__(self, other):
        return PyBool(self.value > _int(other))

    def __ge__(self, other):
        return PyBool(self.value >= _int(other))

    def __eq__(self, other):
        return PyBool(self.value == _int(other))

    def __ne__(self, other):
        return PyBool(self.value != _int(other))

    __hash__ = None

    def bitcast(self, dtype):
        """Reinterpret as f32 (``dtype`` must be FlyDSL's Float32)."""
        _expect(dtype, "Float32")
        return PyF32(np.frombuffer(struct.pack("<I", self.value), dtype=np.float32)[0])

    def to(self, dtype):
        """Convert: to Float32 (the nearest f32 of the unsigned value) or to Uint32 (itself)."""
        if getattr(dtype, "__name__", "") == "Float32":
            return PyF32(np.float32(self.value))
        _expect(dtype, "Uint32")
        return self


class PyF32:
    """An IEEE f32 value with FlyDSL ``Float32`` operator semantics."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = np.float32(value)

    def __mul__(self, other):
        with np.errstate(over="ignore", under="ignore", invalid="ignore"):
            return PyF32(self.value * np.float32(other.value if isinstance(other, PyF32) else other))

    def __eq__(self, other):
        return PyBool(self.value == np.float32(other.value if isinstance(other, PyF32) else other))

    def __ne__(self, other):
        return PyBool(self.value != np.float32(other.value if isinstance(other, PyF32) else other))

    __hash__ = None

    def bitcast(self, dtype):
        """Reinterpret as u32 (``dtype`` must be FlyDSL's Uint32)."""
        _expect(dtype, "Uint32")
        return PyU32(int(np.float32(self.value).view(np.uint32)))

    def to(self, dtype):
        """Convert to Uint32 by truncation toward zero (the lowering only converts values in range)."""
        _expect(dtype, "Uint32")
        return PyU32(int(self.value))


def _expect(dtype, name: str) -> None:
    if getattr(dtype, "__name__", "") != name:
        raise TypeError(f"the Python evaluation of the lowering supports {name} here, got {dtype!r}")
