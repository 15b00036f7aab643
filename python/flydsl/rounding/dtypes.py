"""FlyDSL float types the rounding API targets but FlyDSL 0.5 does not define.

``Float8E5M2FNUZ`` (5 exponent bits, bias 16, no Inf, no -0, 0x80 = NaN) is the bf8 format
of gfx942's hardware conversions. Activation publishes it as ``fx.Float8E5M2FNUZ`` when
FlyDSL lacks it.
"""

from __future__ import annotations

from flydsl._mlir import ir
from flydsl.expr.numeric import Float, NumericMeta

__all__ = ["Float8E5M2FNUZ", "EXTRA_TYPES", "dsl_type_of", "extend_from_ir_type", "float_type"]


class Float8E5M2FNUZ(Float, metaclass=NumericMeta, width=8, ir_type=lambda: ir.Float8E5M2FNUZType.get()):
    """8-bit float e5m2, finite-only with unsigned zero (MLIR ``f8E5M2FNUZ``)."""


EXTRA_TYPES = {"Float8E5M2FNUZ": Float8E5M2FNUZ}


def _extra_type_of(ir_type):
    for t in EXTRA_TYPES.values():
        if t.ir_type == ir_type:
            return t
    return None


def extend_from_ir_type(flydsl_from_ir_type):
    """FlyDSL's ``Numeric.from_ir_type``, extended to the types defined here (installed by activation)."""

    def from_ir_type(ir_type):
        try:
            return flydsl_from_ir_type(ir_type)
        except ValueError:
            found = _extra_type_of(ir_type)
            if found is None:
                raise
            return found

    return from_ir_type


def dsl_type_of(ir_type):
    """The FlyDSL Numeric type of an MLIR element type, including the types defined here."""
    from flydsl.expr.numeric import Numeric

    try:
        return Numeric.from_ir_type(ir_type)
    except ValueError:
        found = _extra_type_of(ir_type)
        if found is None:
            raise
        return found


def float_type(fmt):
    """The FlyDSL type of a :class:`~flydsl.rounding.formats.FloatFormat` (or its FlyDSL type name)."""
    import flydsl.expr as fx

    name = getattr(fmt, "name", fmt)
    return EXTRA_TYPES.get(name) or getattr(fx, name)
