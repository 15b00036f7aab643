"""Triton source from FlyDSL bodies: the numerics of the CUDA / Triton backend, generated, never hand-copied.

A body (the element-wise FlyDSL function that the host engine and the FlyDSL GPU kernels run:
a conversion, dropout, an initialiser, an optimizer's fused update) is traced once with scalar
arguments into plain ``arith`` / ``math`` IR, with the same lowering and the same AMDGPU answers
as the host engine (:func:`flydsl.rounding.amdgpu_semantics.rewrite_for_host`), and each op is
written out as one line of Triton over a tile of elements. Integers are Triton's unsigned types;
the signed ops reinterpret their operands. Floating-point ops are IEEE round-to-nearest-even:
division and square root use ``tl.math.div_rn`` / ``tl.math.sqrt_rn`` (Triton's ``/`` is an
approximation on CUDA), and kernels are launched without FMA contraction
(:data:`flydsl.rounding.runtime.triton.launch.COMPILE_OPTIONS`).

Random bits are the one place where the layout matters. Under
:func:`flydsl.rounding.stream.intercept_draws` the body's per-element draws (``chunk16``: the
canonical stream; ``word32``: the word stream of :mod:`flydsl.rounding.rng`) become calls of the
tile helpers in :mod:`flydsl.rounding.runtime.triton.tiles`, which make one Philox draw per
block of 8 (or 4) elements when the draw is at the element's own global index and the tile is
aligned, and one per element otherwise. Philox itself is generated here too, from
:func:`flydsl.rounding.philox.philox_4x32`.

This module needs FlyDSL: it runs where the generated sources are made
(``python -m flydsl.rounding.tritongen.generate``) and in the test that checks they are
current, never on the CUDA path, which imports the generated files only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import flydsl.expr as fx
from flydsl._mlir import ir
from flydsl._mlir.dialects import arith, func, llvm
from flydsl.compiler.jit_function import _create_mlir_context
from flydsl.expr.utils.arith import ArithValue

from .. import amdgpu_semantics, stream
from ..formats import FORMATS
from ..lowering import round_float
from ..modes import RoundingMode
from ..philox import philox_4x32
from ..target import assume_target

__all__ = ["TracedBody", "trace_body", "to_triton", "draw_kinds", "philox_source", "DRAW_MARKER"]

#: The asm string of the stand-in op a draw becomes while tracing (kind and rounds follow it).
DRAW_MARKER = "flydsl_rounding.draw"

#: The arch whose lowering forms the generated code follows: None, the generic forms (every form is
#: bit-identical; the generic ones use no AMD inline assembly and divide in f32, which Triton does
#: exactly with ``div_rn``).
TRACE_ARCH = None


@dataclass(frozen=True)
class TracedBody:
    """One body traced for the generator: its MLIR function and its signature."""

    name: str
    module: object  # ir.Module holding func.func @body
    context: object
    n_arrays: int
    n_scalars: int
    out_types: tuple


def _ir_type(t):
    return t.ir_type if t.is_float else ir.IntegerType.get_signless(max(t.width, 1))


def _draw_hook(kind: str, seed, index, rounds: int, substream):
    """The stand-in for one element's draw: ``llvm.inline_asm`` "flydsl_rounding.draw KIND ROUNDS"."""
    seed = fx.Uint64(seed) if isinstance(seed, int) else seed
    sub = fx.Uint64(substream) if isinstance(substream, int) else substream
    seed, sub = (v if type(v) is fx.Uint64 else v.to(fx.Uint64) for v in (seed, sub))
    i32 = ir.IntegerType.get_signless(32)
    op = llvm.inline_asm(
        i32,
        [seed.ir_value(), index.ir_value(), sub.ir_value()],
        f"{DRAW_MARKER} {kind} {rounds}",
        "=r,r,r,r",
        has_side_effects=False,
    )
    return fx.Uint32(ArithValue(op))


def trace_body(name: str, body: Callable, array_types: Sequence, scalar_types: Sequence, *, index: bool = True):
    """Trace ``body(*arrays, *scalars, index=)`` with scalar FlyDSL arguments into ``func.func @body``."""
    ctx = _create_mlir_context()
    with ctx, ir.Location.unknown(), assume_target(TRACE_ARCH), stream.intercept_draws(_draw_hook):
        module = ir.Module.create()
        types = [*array_types, *scalar_types]
        arg_types = [_ir_type(t) for t in types] + ([ir.IntegerType.get_signless(64)] if index else [])
        out_types: list = []
        with ir.InsertionPoint(module.body):
            # Result types are known only after tracing: trace into a probe function first.
            fn = func.FuncOp("body", ir.FunctionType.get(arg_types, []))
            entry = fn.add_entry_block()
            with ir.InsertionPoint(entry):
                args = list(entry.arguments)
                values = [t(ArithValue(a)) if not t.is_float else t(a) for t, a in zip(types, args, strict=False)]
                kwargs = {"index": fx.Uint64(ArithValue(args[-1]))} if index else {}
                results = body(*values, **kwargs)
                results = results if isinstance(results, tuple) else (results,)
                raw = [r.ir_value() for r in results]
                out_types = [type(r) for r in results]
                func.ReturnOp(raw)
            fn.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(arg_types, [v.type for v in raw]))
        amdgpu_semantics.rewrite_for_host(module)
        _rewrite_f16_truncf(module)
    return TracedBody(name, module, ctx, len(array_types), len(scalar_types), tuple(out_types))


def _rewrite_f16_truncf(module) -> None:
    """f32 -> f16 ``arith.truncf`` as the lowering's RN (the IEEE answer, NaN keeping sign and top payload)."""

    def matches(op) -> bool:
        return (
            op.name == "arith.truncf"
            and op.results[0].type == ir.F16Type.get()
            and op.operands[0].type == ir.F32Type.get()
        )

    def build(src):
        return round_float(fx.Float32(src), fx.Float16, FORMATS["Float16"], RoundingMode.RN)

    amdgpu_semantics.rewrite_ops(module, matches, build)


# --------------------------------------------------------------------------------------------
# IR -> Triton


# i4 (fp4 codes) rides in a uint8 holding the low 4 bits (truncation to i4 masks them).
_UINT = {1: "tl.int1", 4: "tl.uint8", 8: "tl.uint8", 16: "tl.uint16", 32: "tl.uint32", 64: "tl.uint64"}
_SINT = {8: "tl.int8", 16: "tl.int16", 32: "tl.int32", 64: "tl.int64"}
_FLOAT = {"f32": "tl.float32", "f64": "tl.float64", "f16": "tl.float16", "bf16": "tl.bfloat16"}

_BINARY = {
    "arith.addi": "+",
    "arith.subi": "-",
    "arith.muli": "*",
    "arith.andi": "&",
    "arith.ori": "|",
    "arith.xori": "^",
    "arith.shli": "<<",
    "arith.shrui": ">>",
    "arith.divui": "//",
    "arith.remui": "%",
    "arith.addf": "+",
    "arith.subf": "-",
    "arith.mulf": "*",
}
_CMPI = {0: "==", 1: "!=", 2: "<", 3: "<=", 4: ">", 5: ">=", 6: "<", 7: "<=", 8: ">", 9: ">="}  # 2-5 signed
_CMPF = {
    1: ("==", False),  # oeq
    2: (">", False),  # ogt
    3: (">=", False),  # oge
    4: ("<", False),  # olt
    5: ("<=", False),  # ole
    6: ("!=", False),  # one
    8: ("==", True),  # ueq
    9: (">", True),  # ugt
    10: (">=", True),  # uge
    11: ("<", True),  # ult
    12: ("<=", True),  # ule
    13: ("!=", True),  # une
}


def _tl_type(t) -> str:
    if isinstance(t, ir.IntegerType):
        return _UINT[t.width]
    key = str(t)
    if key.startswith(("f8", "f4")):
        # Narrow floats are carried as their bits: the bodies only bit-cast them (widening was rewritten
        # into integer decoding by amdgpu_semantics), and the kernel stores the bits.
        return "tl.uint8"
    if key not in _FLOAT:
        raise NotImplementedError(f"Triton codegen: no Triton type for {t}")
    return _FLOAT[key]


def _int_width(t) -> int | None:
    return t.width if isinstance(t, ir.IntegerType) else None


class _Writer:
    """Names SSA values and writes one Triton line per op."""

    def __init__(self):
        self.names: dict = {}
        self.lines: list[str] = []
        self.count = 0
        self.index_name = None
        self.rounds: set = set()

    def name(self, value) -> str:
        return self.names[_key(value)]

    def define(self, value, expr: str) -> None:
        n = f"v{self.count}"
        self.count += 1
        self.lines.append(f"{n} = {expr}")
        self.names[_key(value)] = n


def _key(value):
    return _ValueKey(value)


class _ValueKey:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = ir.Value(v)

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return self.v == other.v


def _constant(op) -> str:
    attr = op.attributes["value"]
    t = op.results[0].type
    if isinstance(t, ir.IntegerType):
        v = ir.IntegerAttr(attr).value & ((1 << t.width) - 1)
        if t.width == 1:
            return f"tl.full((), {bool(v)}, tl.int1)"
        return f"tl.full((), {v:#x}, {_UINT[t.width]})"
    f = ir.FloatAttr(attr).value
    if f != f:
        return f"tl.full((), float('nan'), {_tl_type(t)})"
    if f in (float("inf"), float("-inf")):
        return f"tl.full((), float('{f}'), {_tl_type(t)})"
    return f"tl.full((), {float(f)!r}, {_tl_type(t)})"


def _signed(name: str, width: int) -> str:
    return f"{name}.to({_SINT[width]}, bitcast=True)"


def _translate(w: _Writer, op) -> None:  # noqa: C901 - one branch per op kind, in one place
    n = op.name
    ops = [w.name(v) for v in op.operands]
    res = op.results
    if n == "arith.constant":
        w.define(res[0], _constant(op))
    elif n in ("arith.divui", "arith.remui") or (n in _BINARY and n not in ("arith.divui", "arith.remui")):
        w.define(res[0], f"{ops[0]} {_BINARY[n]} {ops[1]}")
    elif n == "arith.shrsi":
        width = _int_width(res[0].type)
        w.define(res[0], f"({_signed(ops[0], width)} >> {_signed(ops[1], width)}).to({_UINT[width]}, bitcast=True)")
    elif n == "arith.divf":
        w.define(res[0], f"tl.math.div_rn({ops[0]}, {ops[1]})")
    elif n == "arith.negf":
        w.define(res[0], f"-{ops[0]}")
    elif n == "math.sqrt":
        w.define(res[0], f"tl.math.sqrt_rn({ops[0]})")
    elif n == "math.fma":
        w.define(res[0], f"tl.math.fma({ops[0]}, {ops[1]}, {ops[2]})")
    elif n == "arith.select":
        w.define(res[0], f"tl.where({ops[0]}, {ops[1]}, {ops[2]})")
    elif n == "arith.cmpi":
        pred = ir.IntegerAttr(op.attributes["predicate"]).value
        width = _int_width(op.operands[0].type)
        a, b = (_signed(ops[0], width), _signed(ops[1], width)) if 2 <= pred <= 5 else (ops[0], ops[1])
        w.define(res[0], f"{a} {_CMPI[pred]} {b}")
    elif n == "arith.cmpf":
        pred = ir.IntegerAttr(op.attributes["predicate"]).value
        if pred == 14:  # uno
            w.define(res[0], f"({ops[0]} != {ops[0]}) | ({ops[1]} != {ops[1]})")
        elif pred == 7:  # ord
            w.define(res[0], f"({ops[0]} == {ops[0]}) & ({ops[1]} == {ops[1]})")
        else:
            sym, unordered = _CMPF[pred]
            expr = f"{ops[0]} {sym} {ops[1]}"
            if unordered and sym != "!=":
                expr = f"({expr}) | ({ops[0]} != {ops[0]}) | ({ops[1]} != {ops[1]})"
            elif not unordered and sym == "!=":
                expr = f"({expr}) & ({ops[0]} == {ops[0]}) & ({ops[1]} == {ops[1]})"
            w.define(res[0], expr)
    elif n == "arith.bitcast":
        w.define(res[0], f"{ops[0]}.to({_tl_type(res[0].type)}, bitcast=True)")
    elif n == "arith.trunci" and _int_width(res[0].type) == 4:
        w.define(res[0], f"({ops[0]} & 0xF).to(tl.uint8)")
    elif n in ("arith.extui", "arith.trunci"):
        w.define(res[0], f"{ops[0]}.to({_tl_type(res[0].type)})")
    elif n == "arith.extsi":
        src, dst = _int_width(op.operands[0].type), _int_width(res[0].type)
        if src == 4:  # the low 4 bits, sign-extended in unsigned arithmetic
            w.define(res[0], f"({ops[0]}.to({_UINT[dst]}) ^ 8) - 8")
        else:
            w.define(res[0], f"{_signed(ops[0], src)}.to({_SINT[dst]}).to({_UINT[dst]}, bitcast=True)")
    elif n in ("arith.extf", "arith.truncf", "arith.uitofp", "arith.fptoui"):
        w.define(res[0], f"{ops[0]}.to({_tl_type(res[0].type)})")
    elif n == "arith.sitofp":
        src = _int_width(op.operands[0].type)
        w.define(res[0], f"{_signed(ops[0], src)}.to({_tl_type(res[0].type)})")
    elif n == "arith.fptosi":
        dst = _int_width(res[0].type)
        w.define(res[0], f"{ops[0]}.to({_SINT[dst]}).to({_UINT[dst]}, bitcast=True)")
    elif n == "arith.mului_extended":
        # one widening multiply (NVIDIA: IMAD.WIDE.U32; AMD: v_mad_u64_u32), then its halves
        wide = f"({ops[0]}.to(tl.uint64) * {ops[1]}.to(tl.uint64))"
        w.define(res[0], f"{wide}.to(tl.uint32)")
        w.define(res[1], f"({wide} >> 32).to(tl.uint32)")
    elif n == "llvm.inline_asm":
        text = ir.StringAttr(op.attributes["asm_string"]).value
        if not text.startswith(DRAW_MARKER):
            raise NotImplementedError(f"Triton codegen: inline assembly {text!r} has no Triton form")
        _, kind, rounds = text.split()
        seed, index, sub = ops
        aligned = "ALIGNED" if index == w.index_name else "False"
        w.rounds.add(int(rounds))
        if kind == "chunk16":
            w.define(res[0], f"tile_chunks16({seed}, {sub}, {index}, TILE, {aligned}, ROUNDS)")
        else:
            part = {"word32": 0, "word32_even": 1, "word32_odd": 2}[kind]
            w.define(res[0], f"tile_words32({seed}, {sub}, {index}, TILE, {aligned}, ROUNDS, {part})")
    else:
        raise NotImplementedError(f"Triton codegen: no Triton form for {n}")


def _write(name: str, block, params: list, extra: tuple = (), index: str | None = None) -> tuple:
    """``(source, writer)`` of the ``@triton.jit`` function ``name`` whose arguments are ``block``'s (named
    ``params``, then ``extra``), one Triton line per op up to the ``func.return``, which gives its results."""
    w = _Writer()
    for arg, p in zip(block.arguments, params, strict=True):
        w.names[_key(arg)] = p
    w.index_name = index
    outs = []
    for op in block.operations:
        if op.name == "func.return":
            outs = [w.name(v) for v in op.operands]
            break
        _translate(w, op)
    body = "\n".join(f"    {line}" for line in w.lines)
    ret = ", ".join(outs) + ("," if len(outs) == 1 else "")
    sig = ", ".join([*params, *extra])
    return f"@triton.jit\ndef {name}({sig}):\n{body}\n    return {ret}\n", w


def to_triton(traced: TracedBody, rounds: int) -> str:
    """The ``@triton.jit`` function ``traced.name(*arrays, *scalars, index, TILE, ALIGNED, ROUNDS)`` returning
    the body's results, one Triton line per IR op.

    ``rounds`` is the Philox rounds the body was traced with: its draws take ``ROUNDS`` instead (the
    rounds reach a body through its draws only), so one generated body serves every rounds value.
    """
    with traced.context:
        block = traced.module.body.operations[0].regions[0].blocks[0]
        params = [f"a{i}" for i in range(traced.n_arrays + traced.n_scalars)] + ["index"]
        extra = ("TILE", "ALIGNED: tl.constexpr", "ROUNDS: tl.constexpr")
        source, w = _write(traced.name, block, params, extra, index="index")
    if w.rounds - {rounds}:
        raise ValueError(f"{traced.name}: traced with rounds={rounds}, but its draws use {sorted(w.rounds)}")
    return source


def draw_kinds(traced: TracedBody) -> frozenset:
    """The kinds of the body's draws (``chunk16``, ``word32``, ``word32_even``, ``word32_odd``: see
    :func:`flydsl.rounding.stream.intercept_draws`), which decide its kernel's tile (``generate.py``)."""
    kinds = set()
    with traced.context:
        block = traced.module.body.operations[0].regions[0].blocks[0]
        for op in block.operations:
            if op.operation.name == "llvm.inline_asm":
                text = ir.StringAttr(op.attributes["asm_string"]).value
                if text.startswith(DRAW_MARKER):
                    kinds.add(text.split()[1])
    return frozenset(kinds)


def philox_source(rounds: int) -> str:
    """``philox_r{rounds}(c0, c1, c2, c3, k0, k1) -> (w0, w1, w2, w3)``, traced from :func:`philox_4x32`."""
    ctx = _create_mlir_context()
    with ctx, ir.Location.unknown():
        module = ir.Module.create()
        i32 = ir.IntegerType.get_signless(32)
        with ir.InsertionPoint(module.body):
            fn = func.FuncOp("body", ir.FunctionType.get([i32] * 6, []))
            entry = fn.add_entry_block()
            with ir.InsertionPoint(entry):
                c = [fx.Uint32(ArithValue(a)) for a in entry.arguments]
                out = philox_4x32(tuple(c[:4]), (c[4], c[5]), rounds=rounds)
                func.ReturnOp([v.ir_value() for v in out])
            fn.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get([i32] * 6, [i32] * 4))
        source, _ = _write(f"philox_r{rounds}", entry, [f"a{i}" for i in range(6)])
    return source


del arith  # imported for the dialect registration only
