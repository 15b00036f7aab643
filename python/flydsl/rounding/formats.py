"""Bit-level descriptions of the float formats the rounding lowering targets.

One :class:`FloatFormat` per target: its names (FlyDSL type, short name, ml_dtypes name),
field widths, exponent bias, which specials the encoding has, and the patterns the
lowering produces for NaN, infinity and overflow. This is the registry of conversion
targets: the lowering, the API's checks, the kernels' and CLI's target names, the host
engine's storage and the documentation read it. The numpy reference
(:mod:`flydsl.rounding.reference`) keeps its own table on purpose (it is the independent
oracle); a test checks that the two agree. Imports nothing from FlyDSL.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

__all__ = [
    "FloatFormat",
    "Specials",
    "FORMATS",
    "format_of",
    "format_named",
    "SHORT_NAMES",
    "F32_ABS_MASK",
    "F32_INF",
    "F32_QUIET",
]

#: f32 bit patterns the bodies test and build NaNs with: the magnitude mask (every bit but the sign), +Inf (a larger
#: magnitude is a NaN) and the quiet bit (the mantissa's top bit, set in a quieted NaN).
F32_ABS_MASK = 0x7FFFFFFF
F32_INF = 0x7F800000
F32_QUIET = 0x00400000


class Specials(str, enum.Enum):
    """Which special values a float encoding has (a ``str`` enum: ``Specials.FN == "fn"``).

    - ``IEEE``: all-ones exponent is Inf (mantissa 0) or NaN (bf16, f16, e5m2).
    - ``FN``: no Inf; only S.1111.111 is NaN (e4m3fn).
    - ``FNUZ``: no Inf, no -0; 0x80 is the only NaN (e4m3fnuz, e5m2fnuz).
    - ``FINITE``: no Inf and no NaN (e2m1fn).
    """

    IEEE = "ieee"
    FN = "fn"
    FNUZ = "fnuz"
    FINITE = "none"


@dataclass(frozen=True)
class FloatFormat:
    """A binary float format: 1 sign bit, ``exp_bits`` exponent bits, ``man_bits`` mantissa bits.

    ``name`` is the FlyDSL type's name (``"Float8E4M3FN"``), ``short`` the name the kernels
    and the CLI take (``"fp8-e4m3fn"``), ``ml_dtype`` the numpy / ml_dtypes dtype name
    (``"float8_e4m3fn"``); ``specials`` is a :class:`Specials`.
    """

    name: str
    short: str
    ml_dtype: str
    exp_bits: int
    man_bits: int
    bias: int
    specials: Specials

    @property
    def bits(self) -> int:
        return 1 + self.exp_bits + self.man_bits

    @property
    def sign_bit(self) -> int:
        return 1 << (self.bits - 1)

    @property
    def max_finite(self) -> int:
        """Magnitude pattern of the largest finite value."""
        all_ones = (1 << (self.exp_bits + self.man_bits)) - 1
        if self.specials is Specials.IEEE:
            return all_ones - (1 << self.man_bits)  # exponent all-ones is reserved
        if self.specials is Specials.FN:
            return all_ones - 1  # S.1111.111 is NaN
        return all_ones

    @property
    def inf(self) -> int | None:
        """Magnitude pattern of infinity, or None when the format has none."""
        return self.max_finite + 1 if self.specials is Specials.IEEE else None

    @property
    def min_normal_f32_exp(self) -> int:
        """Biased f32 exponent of this format's smallest normal number."""
        return 127 + 1 - self.bias

    def value_of(self, pattern: int) -> float:
        """The value a bit pattern encodes (NaN, +-Inf, +-0 included), from the fields alone."""
        pattern &= (1 << self.bits) - 1
        sign = -1.0 if pattern & self.sign_bit else 1.0
        magnitude = pattern & (self.sign_bit - 1)
        if self.specials is Specials.IEEE and magnitude >= self.inf:
            return sign * math.inf if magnitude == self.inf else math.nan
        if self.specials is Specials.FN and magnitude == self.max_finite + 1:
            return math.nan
        if self.specials is Specials.FNUZ and pattern == self.sign_bit:
            return math.nan
        exponent, mantissa = magnitude >> self.man_bits, magnitude & ((1 << self.man_bits) - 1)
        if exponent == 0:  # subnormal (or zero)
            return sign * math.ldexp(mantissa, 1 - self.bias - self.man_bits)
        return sign * math.ldexp(mantissa + (1 << self.man_bits), exponent - self.bias - self.man_bits)

    @property
    def host_storage(self) -> str:
        """numpy dtype name of host arrays holding this format: numpy's own float16, else the raw bits
        (uint16 for bf16, uint8 for fp8 and for fp4's 4-bit code)."""
        return "float16" if self.ml_dtype == "float16" else f"uint{max(8, self.bits)}"


FORMATS = {
    f.name: f
    for f in (
        FloatFormat("BFloat16", "bf16", "bfloat16", 8, 7, 127, Specials.IEEE),
        FloatFormat("Float16", "f16", "float16", 5, 10, 15, Specials.IEEE),
        FloatFormat("Float8E5M2", "fp8-e5m2", "float8_e5m2", 5, 2, 15, Specials.IEEE),
        FloatFormat("Float8E4M3FN", "fp8-e4m3fn", "float8_e4m3fn", 4, 3, 7, Specials.FN),
        FloatFormat("Float8E4M3FNUZ", "fp8-e4m3fnuz", "float8_e4m3fnuz", 4, 3, 8, Specials.FNUZ),
        FloatFormat("Float8E5M2FNUZ", "fp8-e5m2fnuz", "float8_e5m2fnuz", 5, 2, 16, Specials.FNUZ),
        FloatFormat("Float4E2M1FN", "fp4-e2m1", "float4_e2m1fn", 2, 1, 1, Specials.FINITE),
    )
}

#: The short target names, in registry order (``"bf16"``, ``"f16"``, ``"fp8-e4m3fn"``, ...).
SHORT_NAMES: tuple = tuple(f.short for f in FORMATS.values())


def format_of(dtype) -> FloatFormat | None:
    """The :class:`FloatFormat` for a FlyDSL float type, or None if the lowering has none."""
    return FORMATS.get(getattr(dtype, "__name__", None))


def format_named(name: str) -> FloatFormat:
    """The :class:`FloatFormat` with FlyDSL type name or short name ``name``; ValueError listing both otherwise."""
    for f in FORMATS.values():
        if name in (f.name, f.short):
            return f
    raise ValueError(f"unknown float format {name!r}; valid: {', '.join(SHORT_NAMES)} (or {', '.join(FORMATS)})")
