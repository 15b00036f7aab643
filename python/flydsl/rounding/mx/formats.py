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

__all__ = [
    "MXFormat",
    "MX_FORMATS",
    "SCALE_RULES",
    "NVFP4_SCALE_RULES",
    "DEFAULT_SCALE_RULE",
    "SR_SCALE_RULE",
    "E8M0_NAN",
    "format_named",
    "resolve_scale_rule",
    "clips",
    "clipping_error",
    "check_rule",
]

#: The E8M0 scale rules (torchao's ``ScaleCalculationMode`` meanings; see docs/mx.rst).
SCALE_RULES = ("floor", "rceil", "ceil", "even")

#: NVFP4's scale rules: ``"rn"`` (NVIDIA's: the f32 tensor scale and the E4M3 block scales rounded to
#: nearest; a block's largest element may land above 6 and clip) and ``"ru"`` (the decode scales
#: rounded up: the f32 encode tensor scale rounded down, the E4M3 block scale rounded up, so every
#: scaled element is at most 6 up to f32 rounding of the factor and stochastic rounding never clips).
NVFP4_SCALE_RULES = ("rn", "ru")

#: The default rule of round-to-nearest (and directed) quantization: FLOOR, the OCP MX v1.0 rule and
#: torchao's default (so default outputs are bit-compatible with torchao's ``to_mx``); NVFP4: "rn".
#: Under RN a block's largest elements may saturate (round to the largest code); pick "rceil" for
#: round-to-nearest quantization that never clips (cuBLAS's rule).
DEFAULT_SCALE_RULE = "floor"

#: The default rule of STOCHASTIC quantization (issue 23): one that never clips, so that SR stays
#: unbiased at a block's largest elements: "rceil" (MX: ``amax / 2**e <= max``) and "ru" (NVFP4).
#: FLOOR (or "even", or NVFP4's "rn") with SR and no headroom clips a block's maximum: on standard
#: normal data the mean dequantized block maximum is 0.958x the true value for MXFP4 (see
#: benchmarks/results/block_bias.md); it is available only with ``allow_clipping=True``.
SR_SCALE_RULE = {"e8m0": "rceil", "e4m3": "ru"}

_CLIPPING = {"floor", "even", "rn"}

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


def resolve_scale_rule(scale_rule, fmt, stochastic: bool) -> str:
    """The lower-case rule name for ``fmt`` (None: the default of the rounding, see :data:`SR_SCALE_RULE`);
    ValueError naming the valid rules otherwise."""
    fmt = format_named(fmt)
    kind = "e8m0" if fmt.scale is None else "e4m3"
    valid = SCALE_RULES if fmt.scale is None else NVFP4_SCALE_RULES
    if scale_rule is None:
        return SR_SCALE_RULE[kind] if stochastic else valid[0]
    if not isinstance(scale_rule, str) or scale_rule.lower() not in valid:
        means = "torchao's meanings" if fmt.scale is None else "E4M3 block scale to nearest / rounded up"
        raise ValueError(f"unknown scale rule {scale_rule!r} for {fmt.name}; valid: {', '.join(valid)} ({means})")
    return scale_rule.lower()


def clips(fmt, scale_rule: str, headroom: bool = False) -> bool:
    """True when ``scale_rule`` (resolved) can put a block's largest element above the largest code, so that
    stochastic rounding saturates it (a bias toward zero): FLOOR and EVEN (MX) and "rn" (NVFP4) without the
    3/4 headroom. RCEIL, CEIL and NVFP4's "ru", and every rule with ``headroom``, never clip."""
    return not headroom and scale_rule in _CLIPPING


def clipping_error(where: str, fmt, scale_rule: str) -> ValueError:
    """The error of a clipping rule under STOCHASTIC without ``allow_clipping=True``."""
    fmt = format_named(fmt)
    good = "scale_rule=None (the default: 'rceil')" if fmt.scale is None else "scale_rule=None (the default: 'ru')"
    return ValueError(
        f"{where}: scale_rule={scale_rule!r} with rounding=STOCHASTIC clips {fmt.name} block maxima (a block's "
        f"largest elements can land above the largest code {fmt.max_value:g}, and SR saturates them instead of "
        f"rounding up: a bias toward zero). Use {good}, or headroom=True, or pass allow_clipping=True to keep "
        "the biased 0.2.0 behaviour on purpose"
    )


def check_rule(scale_rule, fmt, rounding=None) -> str:
    """``scale_rule`` as a lower-case name valid for ``fmt`` (None: the default of ``rounding``); ValueError
    otherwise (see :func:`resolve_scale_rule`). FlyDSL-free: ``quantize`` checks with it on the CUDA path."""
    from flydsl.rounding.modes import RoundingMode, as_rounding_mode

    mode = as_rounding_mode(RoundingMode.RN if rounding is None else rounding)
    return resolve_scale_rule(scale_rule, fmt, mode is RoundingMode.STOCHASTIC)
