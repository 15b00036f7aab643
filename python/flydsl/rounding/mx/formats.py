"""The block-scaled formats: element format, block size and scale encoding, from the core registry.

One :class:`MXFormat` per name in :data:`MX_FORMATS`; the element formats are entries of
:data:`flydsl.rounding.formats.FORMATS` (their fields, specials and largest finite value come
from there), so nothing here restates a float format. Scales are E8M0 (OCP MX: a biased
power-of-two exponent, ``0xFF`` = NaN) or, for NVFP4, E4M3 (``Float8E4M3FN``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from flydsl.rounding.formats import FORMATS, FloatFormat

__all__ = ["MXFormat", "MX_FORMATS", "SCALE_RULES", "DEFAULT_SCALE_RULE", "E8M0_NAN", "format_named", "check_rule"]

#: The E8M0 scale rules (torchao's ``ScaleCalculationMode`` meanings; see docs/mx.rst).
SCALE_RULES = ("floor", "rceil", "ceil", "even")

#: The default rule: FLOOR, the OCP MX v1.0 rule and torchao's default (so default outputs are
#: bit-compatible with torchao's ``to_mx``), and with ``headroom=True`` the rule of Tseng et al.'s
#: MXFP4 SR recipe (the 3/4 factor then keeps every up-rounding in range). Its cost: a block's
#: largest elements may clip (saturate) without headroom; pick "rceil" for round-to-nearest
#: quantization that never clips (cuBLAS's rule).
DEFAULT_SCALE_RULE = "floor"

#: The E8M0 NaN code (OCP MX v1.0 section 5.4.1): the scale of a block holding a NaN or an infinity.
E8M0_NAN = 0xFF


@dataclass(frozen=True)
class MXFormat:
    """A block-scaled format: ``element`` codes in blocks of ``block`` sharing one scale.

    ``scale`` is None for E8M0 scales, else the scale's :class:`FloatFormat` (E4M3 for NVFP4,
    which also has one f32 tensor scale).
    """

    name: str
    element: FloatFormat
    block: int
    scale: FloatFormat | None = None

    @property
    def max_value(self) -> float:
        """The element format's largest finite value (448, 57344, 6)."""
        return self.element.value_of(self.element.max_finite)

    @property
    def emax(self) -> int:
        """Exponent of the element format's largest power of two (e4m3 8, e5m2 15, e2m1 2)."""
        return math.floor(math.log2(self.max_value))

    @property
    def packed(self) -> bool:
        """True for 4-bit elements, stored two per byte (even element in the low nibble)."""
        return self.element.bits == 4

    @property
    def scale_nan(self) -> int:
        """The scale code of a non-finite block: E8M0 0xFF, or the E4M3 NaN 0x7F."""
        return E8M0_NAN if self.scale is None else self.scale.max_finite + 1


MX_FORMATS = {
    f.name: f
    for f in (
        MXFormat("mxfp8_e4m3", FORMATS["Float8E4M3FN"], 32),
        MXFormat("mxfp8_e5m2", FORMATS["Float8E5M2"], 32),
        MXFormat("mxfp4", FORMATS["Float4E2M1FN"], 32),
        MXFormat("nvfp4", FORMATS["Float4E2M1FN"], 16, FORMATS["Float8E4M3FN"]),
    )
}


def format_named(fmt) -> MXFormat:
    """The :class:`MXFormat` named ``fmt`` (or ``fmt`` itself); ValueError listing the names otherwise."""
    if isinstance(fmt, MXFormat):
        return fmt
    if isinstance(fmt, str) and fmt.lower() in MX_FORMATS:
        return MX_FORMATS[fmt.lower()]
    raise ValueError(f"unknown block-scaled format {fmt!r}; valid: {', '.join(MX_FORMATS)}")


def check_rule(scale_rule, fmt) -> str | None:
    """``scale_rule`` as a lower-case name for MX formats (None for NVFP4); ValueError otherwise."""
    fmt = format_named(fmt)
    if fmt.scale is not None:
        return None
    if not isinstance(scale_rule, str) or scale_rule.lower() not in SCALE_RULES:
        raise ValueError(f"unknown scale rule {scale_rule!r}; valid: {', '.join(SCALE_RULES)} (torchao's meanings)")
    return scale_rule.lower()
