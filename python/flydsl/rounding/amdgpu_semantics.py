"""AMDGPU semantics on the CPU: rewrite the traced ops whose CPU lowering answers differently.

The host engine (:mod:`flydsl.rounding.runtime.host`) calls :func:`rewrite_for_host` on every
traced module before lowering it for the host CPU:

- plain ``arith.truncf`` f32 -> bf16 becomes AMDGPU's integer sequence (this package's
  RN lowering): MLIR's CPU expansion returns the canonical NaN 0x7FC0, whereas AMDGPU
  keeps the NaN's sign and top payload bits and sets the quiet bit (every other value
  rounds the same way);
- ``arith.extf`` from fp8 / fp4, which LLVM cannot lower on the CPU, becomes exact
  integer decoding (:func:`flydsl.rounding.lowering.widen_to_f32`);
- the lowering's one inline-asm instruction, the RDNA half add ``v_mad_u32_u16 d, w, 1, c
  op_sel:[h,0,0,0]`` (:data:`flydsl.rounding.lowering.HALF_ADD_ASM`), becomes its value
  ``c + ((w >> 16 h) & 0xFFFF)``, so that the host engine runs the RDNA form (``arch="gfx1100"``)
  too. This models the instruction by AMD's pseudocode (``D = S0.u16 * S1.u16 + S2.u32``, op_sel
  choosing the high half of S0); the emulator and the compile-only census check the real one.
"""

from __future__ import annotations

import flydsl.expr as fx
from flydsl._mlir import ir
from flydsl.expr.numeric import Numeric
from flydsl.expr.typing import Vector
from flydsl.expr.utils.arith import ArithValue

from .dtypes import dsl_type_of
from .formats import FORMATS, format_of
from .lowering import half_add_operands, round_float, widen_to_f32
from .modes import RoundingMode

__all__ = ["rewrite_for_host", "rewrite_ops"]


def rewrite_for_host(module) -> None:
    """Rewrite ``module`` in place so that, run on the CPU, it gives the answers AMDGPU gives (see above)."""

    def is_bf16_truncf(op) -> bool:
        return (
            op.name == "arith.truncf"
            and "roundingmode" not in op.attributes
            and _element(op.results[0].type) == ir.BF16Type.get()
            and _element(op.operands[0].type) == ir.F32Type.get()
        )

    def bf16_rn(src):
        x = Vector(src) if isinstance(src.type, ir.VectorType) else fx.Float32(src)
        return round_float(x, fx.BFloat16, FORMATS["BFloat16"], RoundingMode.RN)

    def is_narrow_extf(op) -> bool:
        if op.name != "arith.extf":
            return False
        src = _element(op.operands[0].type)
        return isinstance(src, ir.FloatType) and src.width <= 8

    def widen(src):
        dsl = dsl_type_of(_element(src.type))
        fmt = format_of(dsl)
        if fmt is None:
            raise TypeError(f"the host engine cannot widen {dsl.__name__}")
        x = Vector(src, dtype=dsl) if isinstance(src.type, ir.VectorType) else dsl(ArithValue(src))
        return widen_to_f32(x, fmt)

    def is_half_add(op) -> bool:
        return half_add_operands(op) is not None

    def half_add(w, half, c):
        word = fx.Uint32(ArithValue(w)) >> fx.Uint32(16 * half)
        return fx.Uint32(ArithValue(c)) + (word & fx.Uint32(0xFFFF))

    rewrite_ops(module, is_bf16_truncf, bf16_rn)
    rewrite_ops(module, is_narrow_extf, widen)
    rewrite_ops(module, is_half_add, half_add, arguments=half_add_operands)


def _first_operand(op) -> tuple:
    return (op.operands[0],)


def rewrite_ops(module, matches, build, *, arguments=_first_operand) -> None:
    """Replace every op for which ``matches(op)`` holds by ``build(*arguments(op))``, built in its place.

    ``arguments`` gives ``build``'s arguments (default: the op's first operand). ``build``
    returns a FlyDSL value; it is converted to the op's result type when that differs (e.g.
    an extf to f16 rebuilt through f32).
    """
    found = []

    def visit(op):
        if matches(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in found:
        with ir.InsertionPoint(op), op.location:
            y = build(*arguments(op))
            want = _element(op.results[0].type)
            if _element(y.type if isinstance(y, Vector) else y.ir_value().type) != want:
                y = y.to(dsl_type_of(want))
            op.results[0].replace_all_uses_with(y.ir_value() if isinstance(y, Numeric) else ir.Value(y))
        op.erase()


def _element(t):
    return ir.VectorType(t).element_type if isinstance(t, ir.VectorType) else t
