"""Bit-level descriptions of the float formats the rounding lowering targets.

One :class:`FloatFormat` per target: field widths, exponent bias, which specials the
encoding has, and the patterns the lowering produces for NaN, infinity and overflow.
Both the lowering (:mod:`flydsl.rounding.lowering`) and the documentation table read
these; the numpy references use ml_dtypes instead, independently.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FloatFormat", "FORMATS", "format_of"]


@dataclass(frozen=True)
class FloatFormat:
    """A binary float format: 1 sign bit, ``exp_bits`` exponent bits, ``man_bits`` mantissa bits.

    ``specials`` names the encoding family:

    - ``"ieee"``: all-ones exponent is Inf (mantissa 0) or NaN (bf16, f16, e5m2).
    - ``"fn"``: no Inf; only S.1111.111 is NaN (e4m3fn).
    - ``"fnuz"``: no Inf, no -0; 0x80 is the only NaN (e4m3fnuz, e5m2fnuz).
    - ``"none"``: no Inf and no NaN (e2m1fn).
    """

    name: str
    exp_bits: int
    man_bits: int
    bias: int
    specials: str

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
        if self.specials == "ieee":
            return all_ones - (1 << self.man_bits)  # exponent all-ones is reserved
        if self.specials == "fn":
            return all_ones - 1  # S.1111.111 is NaN
        return all_ones

    @property
    def inf(self) -> int | None:
        """Magnitude pattern of infinity, or None when the format has none."""
        return self.max_finite + 1 if self.specials == "ieee" else None

    @property
    def min_normal_f32_exp(self) -> int:
        """Biased f32 exponent of this format's smallest normal number."""
        return 127 + 1 - self.bias


FORMATS = {
    "BFloat16": FloatFormat("BFloat16", 8, 7, 127, "ieee"),
    "Float16": FloatFormat("Float16", 5, 10, 15, "ieee"),
    "Float8E5M2": FloatFormat("Float8E5M2", 5, 2, 15, "ieee"),
    "Float8E4M3FN": FloatFormat("Float8E4M3FN", 4, 3, 7, "fn"),
    "Float8E4M3FNUZ": FloatFormat("Float8E4M3FNUZ", 4, 3, 8, "fnuz"),
    "Float8E5M2FNUZ": FloatFormat("Float8E5M2FNUZ", 5, 2, 16, "fnuz"),
    "Float4E2M1FN": FloatFormat("Float4E2M1FN", 2, 1, 1, "none"),
}


def format_of(dtype) -> FloatFormat | None:
    """The :class:`FloatFormat` for a FlyDSL float type, or None if the lowering has none."""
    return FORMATS.get(getattr(dtype, "__name__", None))
