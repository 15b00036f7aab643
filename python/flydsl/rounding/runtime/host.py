"""Run FlyDSL element-wise code on the CPU, over numpy arrays, through MLIR's ExecutionEngine.

You write the body exactly as in a kernel, with FlyDSL values::

    from flydsl.rounding.runtime import host
    import flydsl.expr as fx

    def body(x, *, index):
        return x.to(fx.BFloat16, rounding=fx.RoundingMode.STOCHASTIC, seed=7, offset=index)

    y = host.run(body, np.float32([1.5, 2.25]), in_types=[fx.Float32], index=True)  # uint16 bf16 bits

The engine builds ``for i in range(n): out[i] = body(in[i])`` (or, with ``width=w``, the
same over ``fx.Vector`` blocks of ``w`` elements), lowers it with the same arith ops a
kernel would contain, JIT-compiles it for the host CPU and runs it. Before lowering, the
ops whose CPU lowering differs from AMDGPU's are rewritten to give AMDGPU's answer
(:mod:`flydsl.rounding.amdgpu_semantics`: plain f32 -> bf16 ``arith.truncf`` becomes
AMDGPU's integer rounding, which keeps a NaN's sign and payload; fp8 / fp4 ``arith.extf``
becomes exact integer decoding). This module does one job: the CPU runner, ONE engine
(:class:`HostFunction`) for whole arrays (:func:`run`, :func:`compile`), many segments at once
(:func:`compile_segments`, the element-wise runner's multi-tensor launch) and blocks of different
widths per array (:meth:`HostFunction.run_blocks`, the block runner of ``mx.quantize``).

Storage: f32/f16/f64 and integer types use the matching numpy dtype; bf16 is uint16
bits, 8-bit floats are uint8 bits, fp4 (e2m1) is uint8 holding the 4-bit code.
"""

from __future__ import annotations

import concurrent.futures
import ctypes
import functools
import inspect
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import flydsl.expr as fx
import numpy as np
from flydsl._mlir import ir
from flydsl._mlir.dialects import arith, func, llvm, memref, scf
from flydsl._mlir.execution_engine import ExecutionEngine
from flydsl._mlir.passmanager import PassManager
from flydsl.compiler.jit_function import _create_mlir_context
from flydsl.expr.numeric import Numeric
from flydsl.expr.typing import Vector
from flydsl.expr.utils.arith import ArithValue

from .. import amdgpu_semantics
from ..dtypes import float_type
from ..formats import FORMATS
from ..philox import get_default_rounds as _default_rounds
from ..target import assume_target

__all__ = [
    "HostFunction",
    "SegmentFunction",
    "Segment",
    "compile",
    "compile_segments",
    "run",
    "trace",
    "storage_dtype",
    "set_threads",
    "threads",
    "HOST_PIPELINE",
]

#: Lowering used for host execution (arith -> LLVM for the host CPU).
HOST_PIPELINE = (
    "builtin.module(arith-expand{include-bf16=true},convert-math-to-llvm,convert-vector-to-scf,convert-scf-to-cf,"
    "convert-vector-to-llvm,convert-arith-to-llvm,expand-strided-metadata,finalize-memref-to-llvm,"
    "convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)"
)

_STORAGE = {
    fx.Float32: np.float32,
    fx.Float64: np.float64,
    **{float_type(f): np.dtype(f.host_storage).type for f in FORMATS.values()},  # bf16, fp8, fp4: raw bits
    fx.Int8: np.int8,
    fx.Uint8: np.uint8,
    fx.Int16: np.int16,
    fx.Uint16: np.uint16,
    fx.Int32: np.int32,
    fx.Uint32: np.uint32,
    fx.Int64: np.int64,
    fx.Uint64: np.uint64,
    fx.Boolean: np.uint8,
}

_DEFAULT_DSL = {
    np.dtype(np.float32): fx.Float32,
    np.dtype(np.float64): fx.Float64,
    np.dtype(np.float16): fx.Float16,
    np.dtype(np.int8): fx.Int8,
    np.dtype(np.uint8): fx.Uint8,
    np.dtype(np.int16): fx.Int16,
    np.dtype(np.uint16): fx.Uint16,
    np.dtype(np.int32): fx.Int32,
    np.dtype(np.uint32): fx.Uint32,
    np.dtype(np.int64): fx.Int64,
    np.dtype(np.uint64): fx.Uint64,
}


def storage_dtype(dsl_type) -> np.dtype:
    """The numpy dtype that holds values of ``dsl_type`` in host arrays."""
    try:
        return np.dtype(_STORAGE[dsl_type])
    except KeyError:
        supported = ", ".join(t.__name__ for t in _STORAGE)
        raise TypeError(f"host engine has no storage for {dsl_type!r}; supported: {supported}") from None


def _storage_int(dsl_type) -> ir.Type:
    """The integer (or native float) MLIR type used for memref elements of ``dsl_type``."""
    np_dt = storage_dtype(dsl_type)
    if np_dt.kind == "f":
        return dsl_type.ir_type
    return ir.IntegerType.get_signless(np_dt.itemsize * 8)


def _from_storage(raw, dsl_type, width: int):
    """Loaded storage value -> FlyDSL value (scalar Numeric, or Vector of ``width``)."""
    st = _storage_int(dsl_type)
    target = dsl_type.ir_type
    if width > 1:
        target_t = ir.VectorType.get([width], target)
        sub_t = ir.VectorType.get([width], ir.IntegerType.get_signless(dsl_type.width))
    else:
        target_t, sub_t = target, ir.IntegerType.get_signless(dsl_type.width)
    if st != target:
        if dsl_type.width < 8:
            raw = arith.trunci(sub_t, raw)
        raw = arith.bitcast(target_t, raw)
    return Vector(raw, (width,), dsl_type) if width > 1 else dsl_type(ArithValue(raw))


def _to_storage(value, dsl_type, width: int):
    """FlyDSL result -> value to store in the output memref."""
    raw = value.ir_value() if isinstance(value, Numeric) else value
    raw = raw if not isinstance(value, Vector) else ir.Value(value)
    st = _storage_int(dsl_type)
    if st == dsl_type.ir_type:
        return raw
    int_t = ir.IntegerType.get_signless(dsl_type.width)
    if width > 1:
        int_t, st = ir.VectorType.get([width], int_t), ir.VectorType.get([width], st)
    raw = arith.bitcast(int_t, raw)
    if dsl_type.width < 8:
        raw = arith.extui(st, raw)
    return raw


def _result_types(results) -> list:
    if not isinstance(results, tuple):
        results = (results,)
    out = []
    for r in results:
        if isinstance(r, Vector):
            out.append(r.dtype)
        elif isinstance(r, Numeric):
            out.append(type(r))
        else:
            raise TypeError(f"the body must return FlyDSL values (fx.Float32, fx.Vector, ...), got {type(r).__name__}")
    return out


@dataclass(frozen=True)
class _Signature:
    arrays: tuple  # DSL types of array inputs, in argument order
    scalars: tuple  # (position, DSL type) of uniform scalar inputs
    width: int
    index: bool
    arch: str | None = None
    widths: tuple | None = None  # elements per step of each array (inputs, then outputs); None: ``width`` for all
    index_step: int | None = None  # how far ``index=`` moves per step; None: ``width``


class HostFunction:
    """A JIT-compiled host loop around one FlyDSL body: THE host engine. Call it with numpy arrays.

    One traced function serves every caller. It walks a *table* with one row of 64-bit words per segment
    (the address of every array, the segment's step range, its index offset in steps, its scalars) and runs
    ``body`` once per step on each array's next ``widths[j]`` elements (a Vector, or a scalar for width 1),
    reading and writing the arrays where they are. :meth:`__call__` (``host.run`` / ``host.compile``) is one
    segment over whole arrays; :class:`SegmentFunction` (``compile_segments``, the element-wise runner's
    multi-tensor launch) is many; :meth:`run_blocks` is one segment of whole blocks, each array with its own
    elements per block (``mx.quantize``). A segment whose length is not a multiple of the width has its last
    partial step run from zero-padded copies (its results copied back), so nothing outside an array is read or
    written. Large calls are split across :func:`threads` threads by step ranges (indices stay global).

    ``index=``: ``(offset + step) * index_step`` as ``fx.Uint64`` (the position of the step's first element),
    provably a multiple of ``index_step`` at trace time (:func:`flydsl.rounding.stream.is_aligned`).
    """

    def __init__(self, body: Callable, sig: _Signature, out_types: Sequence | None = None, *, lower: bool = True):
        self.body = body
        self.sig = sig
        self._ctx = _create_mlir_context()
        with self._ctx, ir.Location.unknown(), assume_target(sig.arch):
            if out_types is None:
                out_types = self._trace(probe=True)
            self.out_types = tuple(out_types)
            self.widths = sig.widths or (sig.width,) * (len(sig.arrays) + len(self.out_types))
            if len(self.widths) != len(sig.arrays) + len(self.out_types):
                raise TypeError(
                    f"widths gives {len(self.widths)} arrays; the body has {len(sig.arrays)} inputs and "
                    f"{len(self.out_types)} outputs"
                )
            self.index_step = sig.index_step or sig.width
            self.words = len(sig.arrays) + len(self.out_types) + 3 + len(sig.scalars)
            self._storage = [storage_dtype(t) for t in (*sig.arrays, *self.out_types)]
            self.module = self._trace(probe=False)
            self.source = str(self.module)
            if not lower:  # trace only (see trace())
                return
            amdgpu_semantics.rewrite_for_host(self.module)
            PassManager.parse(HOST_PIPELINE).run(self.module.operation)
            self._engine = ExecutionEngine(self.module, opt_level=3)
        self._entry = self._engine.lookup("host_body")

    # -- building -------------------------------------------------------------------------
    @staticmethod
    def _scalar_value(raw, t):
        """A table word (i64) as a scalar of FlyDSL type ``t``."""
        if t.is_float:
            int_t = ir.IntegerType.get_signless(t.width)
            word = arith.trunci(int_t, raw) if t.width < 64 else raw
            return t(arith.bitcast(t.ir_type, word))
        if t.width < 64:
            raw = arith.trunci(ir.IntegerType.get_signless(t.width), raw)
        return t(raw)

    def _trace(self, *, probe: bool):
        """The module of ``host_body(table, first_row, last_row)`` (``probe``: only the body's result types)."""
        sig = self.sig
        i64, index_t = ir.IntegerType.get_signless(64), ir.IndexType.get()
        ptr_t = llvm.PointerType.get()
        n_in = len(sig.arrays)
        out_types = () if probe else self.out_types
        types = (*sig.arrays, *out_types)
        widths = self.widths if not probe else (sig.widths or (sig.width,) * n_in)[:n_in]
        probed = None
        n_arr, words = len(types), len(types) + 3 + len(sig.scalars)
        step = sig.index_step or sig.width
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            table_t = ir.MemRefType.get([ir.ShapedType.get_dynamic_size()], i64)
            fn = func.FuncOp("host_body", ir.FunctionType.get([table_t, index_t, index_t], []))
            fn.attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
            entry = fn.add_entry_block()
            with ir.InsertionPoint(entry):
                table, first, last = entry.arguments
                one = arith.constant(index_t, 1)
                seg_loop = scf.ForOp(first, last, one)
                with ir.InsertionPoint(seg_loop.body):
                    row = arith.muli(seg_loop.induction_variable, arith.constant(index_t, words))

                    def word(j):
                        return memref.load(table, [arith.addi(row, arith.constant(index_t, j))])

                    ptrs = [llvm.inttoptr(ptr_t, word(j)) for j in range(n_arr)]
                    blk0 = arith.index_cast(index_t, word(n_arr))
                    blk1 = arith.index_cast(index_t, word(n_arr + 1))
                    offset = word(n_arr + 2)
                    scalars = [self._scalar_value(word(n_arr + 3 + j), t) for j, (_, t) in enumerate(sig.scalars)]
                    loop = scf.ForOp(blk0, blk1, one)
                    with ir.InsertionPoint(loop.body):
                        blk = arith.index_cast(i64, loop.induction_variable)
                        addrs = []
                        for p, t, w in zip(ptrs, types, widths, strict=True):
                            first_elem = arith.muli(blk, arith.constant(i64, w)) if w > 1 else blk
                            addrs.append(llvm.getelementptr(ptr_t, p, [first_elem], [-(2**31)], _storage_int(t), []))
                        arrays = []
                        for a, t, w in zip(addrs[:n_in], sig.arrays, widths[:n_in], strict=True):
                            st = _storage_int(t)
                            raw = llvm.load(ir.VectorType.get([w], st) if w > 1 else st, a, alignment=_align(t))
                            arrays.append(_from_storage(raw, t, w))
                        values = _in_body_order(arrays, scalars, sig)
                        kwargs = {}
                        if sig.index:
                            k = arith.addi(offset, blk)
                            kwargs["index"] = fx.Uint64(arith.muli(k, arith.constant(i64, step)) if step > 1 else k)
                        results = self.body(*values, **kwargs)
                        if probe:
                            probed = _result_types(results)
                        else:
                            self._store(results, addrs[n_in:], widths[n_in:])
                        scf.yield_([])
                    scf.yield_([])
                func.return_([])
        return probed if probe else module

    def _store(self, results, addrs, widths) -> None:
        results = results if isinstance(results, tuple) else (results,)
        if len(results) != len(self.out_types):
            raise TypeError(f"the body returned {len(results)} values, expected {len(self.out_types)}")
        for r, t, a, w in zip(results, self.out_types, addrs, widths, strict=True):
            got = _result_types(r)[0]
            if got is not t:
                raise TypeError(f"the body returned {got.__name__}, expected {t.__name__}")
            if w > 1 and (not isinstance(r, Vector) or r.numel != w):
                raise TypeError(f"with width={w} the body must return Vectors of {w} elements")
            if w == 1 and isinstance(r, Vector):
                raise TypeError("with width=1 the body must return scalars, got a Vector")
            llvm.store(_to_storage(r, t, w), a, alignment=_align(t))

    # -- calling --------------------------------------------------------------------------
    def __call__(self, *inputs):
        """Run the body over whole arrays (inputs in body order: arrays and Python-number scalars); returns one
        output array or a tuple. Arrays of any shape are flattened; all must have the same length."""
        sig = self.sig
        if len(inputs) != len(sig.arrays) + len(sig.scalars):
            raise TypeError(f"expected {len(sig.arrays) + len(sig.scalars)} inputs, got {len(inputs)}")
        scalar_pos = dict(sig.scalars)
        arrays, scalars, n = [], [], None
        a = 0
        for pos, x in enumerate(inputs):
            if pos in scalar_pos:
                scalars.append(x)
                continue
            arr = _as_storage(x, sig.arrays[a], pos).reshape(-1)
            if n is None:
                n = arr.size
            elif arr.size != n:
                raise ValueError(f"all array inputs must have the same length, got {n} and {arr.size}")
            arrays.append(arr)
            a += 1
        if n is None:
            raise TypeError("at least one input must be an array")
        outs = [np.empty(n, dt) for dt in self._storage[len(arrays) :]]
        self.run_addresses([(tuple(x.ctypes.data for x in (*arrays, *outs)), n, tuple(scalars))], keep=arrays)
        return outs[0] if len(outs) == 1 else tuple(outs)

    def run_blocks(self, blocks: int, inputs: Sequence, scalars: Sequence = ()) -> tuple:
        """Run the body over ``blocks`` whole blocks: input ``j`` holds ``blocks * widths[j]`` elements (any shape,
        in the storage of its type); returns the outputs as ``(blocks, widths[j])`` arrays (``(blocks,)`` for
        width 1). ``scalars``: one Python number per scalar type, in order."""
        n_in = len(self.sig.arrays)
        arrays = [
            _as_storage(x, t, j).reshape(-1) for j, (x, t) in enumerate(zip(inputs, self.sig.arrays, strict=True))
        ]
        for j, (x, w) in enumerate(zip(arrays, self.widths, strict=False)):
            if x.size != blocks * w:
                raise ValueError(f"input {j} has {x.size} elements; {blocks} blocks of {w} need {blocks * w}")
        outs = [
            np.empty((blocks, w) if w > 1 else (blocks,), dt)
            for w, dt in zip(self.widths[n_in:], self._storage[n_in:], strict=True)
        ]
        rows = [(tuple(x.ctypes.data for x in (*arrays, *outs)), 0, blocks, 0, tuple(scalars))]
        self._run_table(self._table(rows))
        return tuple(outs)

    def run_addresses(self, rows: Sequence, *, keep=None) -> None:
        """Run the body over segments given by address: each row is ``(addresses, n, scalars)``.

        ``addresses``: one per input then output, each the address of ``n`` contiguous elements in
        the storage of its type (:func:`storage_dtype`); ``scalars``: one Python number per scalar
        type. Unchecked: the caller guarantees the addresses (the checked form is calling a
        :class:`SegmentFunction` with :class:`Segment` s); ``keep`` is held during the call (the owners of the
        memory). Every array of the function must have the same width.
        """
        w, n_in = self.widths[0], len(self.sig.arrays)
        if any(x != w for x in self.widths):
            raise TypeError(f"run_addresses needs one width for every array, got {self.widths}; use run_blocks")
        table_rows, pads, tails = [], [], []
        for addresses, n, scalars in rows:
            full = n // w
            if full:
                table_rows.append((tuple(addresses), 0, full, 0, tuple(scalars)))
            if full * w < n:  # the partial last step, from zero-padded copies
                rest = n - full * w
                pad = [np.zeros(w, dt) for dt in self._storage]
                for j in range(n_in):
                    size = self._storage[j].itemsize
                    ctypes.memmove(pad[j].ctypes.data, addresses[j] + full * w * size, rest * size)
                pads.append(pad)
                tails.append((addresses[n_in:], pad[n_in:], full * w, rest))
                table_rows.append((tuple(a.ctypes.data for a in pad), 0, 1, full, tuple(scalars)))
        if table_rows:
            self._run_table(self._table(table_rows))
        for outs, pad, start, rest in tails:
            for address, buf, dt in zip(outs, pad, self._storage[n_in:], strict=True):
                ctypes.memmove(address + start * dt.itemsize, buf.ctypes.data, rest * dt.itemsize)
        del keep

    def _table(self, rows: list) -> np.ndarray:
        """The (rows, words) uint64 table: addresses, step range, index offset (in steps), scalar words."""
        n_arr = len(self._storage)
        table = np.empty((len(rows), self.words), np.uint64)
        fixed = [(*addresses, b0, b1, off) for addresses, b0, b1, off, _ in rows]
        table[:, : n_arr + 3] = np.array(fixed, np.uint64).reshape(len(rows), n_arr + 3)
        for j, (_, t) in enumerate(self.sig.scalars):
            table[:, n_arr + 3 + j] = _scalar_words([r[4][j] for r in rows], t)
        return table

    def _run_table(self, table: np.ndarray) -> None:
        """Run every row of ``table``, split across threads by step ranges when the call is large."""
        n_arr = len(self._storage)
        steps = int((table[:, n_arr + 1] - table[:, n_arr]).sum())
        workers = min(_THREADS, max(1, steps * max(self.widths) // _ELEMENTS_PER_THREAD))
        parts = _split_table(table, n_arr, workers)
        if len(parts) == 1:
            self._call(parts[0])
        else:
            for future in [_pool().submit(self._call, t) for t in parts]:
                future.result()

    def _call(self, table: np.ndarray) -> None:
        flat = np.ascontiguousarray(table).reshape(-1)
        desc = _descriptor(flat)
        args = [ctypes.pointer(desc), ctypes.c_int64(0), ctypes.c_int64(table.shape[0])]
        ptrs = [ctypes.pointer(args[0])] + [ctypes.pointer(a) for a in args[1:]]
        argv = (ctypes.c_void_p * 3)(*[ctypes.cast(p, ctypes.c_void_p) for p in ptrs])
        self._entry(argv)


def _in_body_order(arrays: list, scalars: list, sig: _Signature) -> list:
    """The body's arguments: the arrays and scalars interleaved at the scalars' positions."""
    scalar_pos = dict(sig.scalars)
    a, s = iter(arrays), iter(scalars)
    return [next(s) if pos in scalar_pos else next(a) for pos in range(len(sig.arrays) + len(sig.scalars))]


def _as_storage(x, dsl_type, pos: int) -> np.ndarray:
    """``x`` as a contiguous array in the storage of ``dsl_type`` (a same-size integer view is allowed)."""
    want = storage_dtype(dsl_type)
    arr = np.ascontiguousarray(x)
    if arr.dtype != want:
        if arr.dtype.itemsize == want.itemsize and arr.dtype.kind in "fiu" and want.kind in "iu":
            return arr.view(want)
        raise TypeError(f"input {pos} has dtype {arr.dtype}; {dsl_type.__name__} needs {want} storage")
    return arr


_THREADS = max(1, os.cpu_count() or 1)
_ELEMENTS_PER_THREAD = 1 << 16  # below this, one thread: a split costs more than it saves


def set_threads(n: int | None) -> None:
    """Use at most ``n`` CPU threads for large runs (``None``: one per CPU, the default).

    Results do not depend on it (every thread covers a disjoint range with global indices); the
    benchmarks set 1 to compare with single-threaded torch.
    """
    global _THREADS
    if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
        raise ValueError(f"set_threads takes a positive int or None, got {n!r}")
    _THREADS = max(1, os.cpu_count() or 1) if n is None else n


def threads() -> int:
    """The most CPU threads a run uses (see :func:`set_threads`)."""
    return _THREADS


@functools.cache
def _pool() -> concurrent.futures.ThreadPoolExecutor:
    """The worker threads, created on first use."""
    return concurrent.futures.ThreadPoolExecutor(max(1, os.cpu_count() or 1), thread_name_prefix="flydsl-host")


class _MemRef1D(ctypes.Structure):
    _fields_ = [
        ("allocated", ctypes.c_void_p),
        ("aligned", ctypes.c_void_p),
        ("offset", ctypes.c_longlong),
        ("shape", ctypes.c_longlong * 1),
        ("strides", ctypes.c_longlong * 1),
    ]


def _descriptor(arr: np.ndarray) -> _MemRef1D:
    d = _MemRef1D()
    d.allocated = d.aligned = arr.ctypes.data
    d.offset = 0
    d.shape[0] = arr.size
    d.strides[0] = 1
    return d


_CACHE: dict = {}


def _infer_types(inputs, in_types):
    arrays, scalars = [], []
    for pos, x in enumerate(inputs):
        declared = in_types[pos] if in_types is not None else None
        is_scalar = isinstance(x, (int, float, np.integer, np.floating)) and not isinstance(x, np.ndarray)
        if is_scalar:
            t = declared or (fx.Uint64 if isinstance(x, (int, np.integer)) else fx.Float32)
            scalars.append((pos, t))
            continue
        t = declared or _DEFAULT_DSL.get(np.asarray(x).dtype)
        if t is None:
            raise TypeError(
                f"cannot infer the FlyDSL type of input {pos} (dtype {np.asarray(x).dtype}); pass in_types="
            )
        arrays.append(t)
    return tuple(arrays), tuple(scalars)


def compile(
    body: Callable,
    in_types: Sequence,
    *,
    scalar_positions: Sequence[int] = (),
    out_types: Sequence | None = None,
    width: int = 1,
    index: bool = False,
    arch: str | None = None,
    widths: Sequence[int] | None = None,
    index_step: int | None = None,
) -> HostFunction:
    """Compile ``body`` for the host; cached on (body, types, width, index, arch).

    ``in_types`` lists one FlyDSL type per input; positions in ``scalar_positions`` are
    uniform scalars (passed as Python numbers), the rest arrays. With ``index=True`` the
    body gets ``index=`` (fx.Uint64): the element's position, or in Vector mode the
    position of the block's first element (a multiple of ``width``). ``arch`` traces
    the body as it would be traced for that GPU target (where a lowering has per-target
    forms, e.g. ``"gfx942"``); the default is the generic form.

    Blocks (:meth:`HostFunction.run_blocks`): ``widths`` gives each array (inputs, then outputs) its own
    elements per step (a Vector, or a scalar for 1; default ``width`` for all) and ``index_step`` how far
    ``index=`` moves per step (default ``width``), e.g. an MX block body that reads 32 f32 values and writes
    16 code bytes and one scale byte per block.
    """
    if not isinstance(width, int) or width < 1:
        raise ValueError(f"width must be a positive int, got {width!r}")
    sp = set(scalar_positions)
    arrays = tuple(t for p, t in enumerate(in_types) if p not in sp)
    scalars = tuple((p, t) for p, t in enumerate(in_types) if p in sp)
    if widths is not None:
        widths = tuple(widths)
        if not all(isinstance(w, int) and w >= 1 for w in widths):
            raise ValueError(f"widths must be positive ints, got {widths!r}")
    sig = _Signature(arrays, scalars, width, index, arch, widths, index_step)
    # the default Philox rounds are read when a body is traced (a ``.to(..., rounding=STOCHASTIC)``
    # without rounds=): part of the key, so set_default_rounds() reaches bodies compiled before it
    key = (body, sig, tuple(out_types) if out_types else None, _default_rounds())
    hf = _CACHE.get(key)
    if hf is None:
        if index and "index" not in inspect.signature(body).parameters:
            raise TypeError("index=True needs a body that accepts an `index` keyword argument")
        hf = _CACHE[key] = HostFunction(body, sig, out_types)
    return hf


# --------------------------------------------------------------------------------------------
# Segments: one call over many arrays (multi-tensor apply)


@dataclass(frozen=True)
class Segment:
    """One piece of a :class:`SegmentFunction` call: its own arrays and its own scalars.

    ``inputs`` / ``outputs``: 1-D contiguous numpy arrays in the storage of the function's
    input / output types, all of one length ``n``; outputs are written in place (an output
    may be an input array: in-place update). ``scalars``: Python numbers, one per scalar type.
    The body sees ``index=`` = the element's position within the segment (0 .. n-1).
    """

    inputs: tuple
    outputs: tuple
    scalars: tuple


class SegmentFunction(HostFunction):
    """The host engine called with *segments*: ``body(*inputs, *scalars, index=k)`` over every element of every
    segment, in ONE call (no per-array launch; see :class:`HostFunction` for the table it walks).

    The body sees ``index=`` = the element's position within its segment (0 .. n-1; a multiple of ``width``).
    """

    def __init__(
        self,
        body: Callable,
        in_types: Sequence,
        scalar_types: Sequence,
        out_types: Sequence,
        width: int,
        arch: str | None = None,
    ):
        in_types, scalar_types = tuple(in_types), tuple(scalar_types)
        scalars = tuple((len(in_types) + j, t) for j, t in enumerate(scalar_types))
        super().__init__(body, _Signature(in_types, scalars, width, True, arch), out_types)
        self.in_types, self.scalar_types, self.width = in_types, scalar_types, width

    def __call__(self, segments: Sequence[Segment]) -> None:
        """Run the body over every segment (outputs written in place); the arrays are checked."""
        rows = []
        for k, seg in enumerate(segments):
            arrays = self._check(k, seg)
            rows.append((tuple(a.ctypes.data for a in arrays), arrays[0].size, tuple(seg.scalars)))
        self.run_addresses(rows, keep=segments)

    def _check(self, k: int, seg: Segment) -> list:
        arrays = [*seg.inputs, *seg.outputs]
        if len(seg.inputs) != len(self.in_types) or len(seg.outputs) != len(self.out_types):
            raise TypeError(
                f"segment {k} has {len(seg.inputs)} inputs and {len(seg.outputs)} outputs; expected "
                f"{len(self.in_types)} and {len(self.out_types)}"
            )
        if len(seg.scalars) != len(self.scalar_types):
            raise TypeError(f"segment {k} has {len(seg.scalars)} scalars; expected {len(self.scalar_types)}")
        for j, (a, want) in enumerate(zip(arrays, self._storage, strict=True)):
            if not isinstance(a, np.ndarray) or a.ndim != 1 or not a.flags.c_contiguous or a.dtype != want:
                raise TypeError(f"segment {k}: array {j} must be a 1-D contiguous numpy array of {want}")
            if a.size != arrays[0].size:
                raise ValueError(f"segment {k}: arrays have {arrays[0].size} and {a.size} elements")
        for j, a in enumerate(seg.outputs):
            if not a.flags.writeable:
                raise ValueError(f"segment {k}: output {j} is read-only")
        return arrays


def _align(dsl_type) -> int:
    return storage_dtype(dsl_type).itemsize


def _scalar_words(values: list, dsl_type) -> np.ndarray:
    """Scalars as the 64-bit table words the segment loop decodes (floats by their bits, zero-extended)."""
    if dsl_type.is_float:
        storage = {64: (np.float64, np.uint64), 32: (np.float32, np.uint32), 16: (np.float16, np.uint16)}
        ft, it = storage[dsl_type.width]
        return np.array(values, np.float64).astype(ft).view(it).astype(np.uint64)
    return np.array([int(v) & ((1 << 64) - 1) for v in values], np.uint64)


def _split_table(table: np.ndarray, n_arr: int, parts: int) -> list:
    """``table`` cut into ``parts`` tables of about equal block counts (rows split by block range)."""
    if parts <= 1:
        return [table]
    quota = -(-int((table[:, n_arr + 1] - table[:, n_arr]).sum()) // parts)
    out, cur, room = [], [], quota
    for row in table:
        b0, b1 = int(row[n_arr]), int(row[n_arr + 1])
        while b1 - b0 > room:
            piece = row.copy()
            piece[n_arr], piece[n_arr + 1] = b0, b0 + room
            cur.append(piece)
            out.append(np.array(cur))
            b0, cur, room = b0 + room, [], quota
        if b1 > b0:
            piece = row.copy()
            piece[n_arr] = b0
            cur.append(piece)
            room -= b1 - b0
    if cur:
        out.append(np.array(cur))
    return out


_SEGMENT_CACHE: dict = {}


def compile_segments(
    body: Callable,
    in_types: Sequence,
    scalar_types: Sequence,
    out_types: Sequence,
    *,
    width: int = 1,
    arch: str | None = None,
) -> SegmentFunction:
    """Compile ``body(*inputs, *scalars, index=k)`` as a :class:`SegmentFunction`.

    Cached on its arguments and the default Philox rounds (read when a body is traced). ``arch``
    traces the body as for that GPU target, as in :func:`compile`.
    """
    if not isinstance(width, int) or width < 1:
        raise ValueError(f"width must be a positive int, got {width!r}")
    key = (body, tuple(in_types), tuple(scalar_types), tuple(out_types), width, arch, _default_rounds())
    fn = _SEGMENT_CACHE.get(key)
    if fn is None:
        fn = _SEGMENT_CACHE[key] = SegmentFunction(body, in_types, scalar_types, out_types, width, arch)
    return fn


def trace(
    body: Callable,
    in_types: Sequence,
    *,
    width: int = 1,
    index: bool = False,
    arch: str | None = None,
    locations: bool = False,
) -> str:
    """The MLIR ``body`` traces to inside the host loop (array inputs of ``in_types``), without compiling it.

    With ``locations=True`` every op's source location is printed (``loc(...)``), e.g. to
    check that ops carry the caller's file and line. Accepts IR the host engine cannot run.
    """
    if index and "index" not in inspect.signature(body).parameters:
        raise TypeError("index=True needs a body that accepts an `index` keyword argument")
    hf = HostFunction(body, _Signature(tuple(in_types), (), width, index, arch), lower=False)
    with hf._ctx:
        return hf.module.operation.get_asm(enable_debug_info=locations)


def run(
    body: Callable,
    *inputs,
    in_types: Sequence | None = None,
    out_types=None,
    width: int = 1,
    index: bool = False,
    arch: str | None = None,
):
    """Compile (cached) and run ``body`` over ``inputs``; returns one array or a tuple.

    Array inputs of float32/float16/int/uint dtypes map to the matching FlyDSL type; give
    ``in_types`` for bf16/fp8/fp4 bits (uint16/uint8 arrays) or to override. Python
    numbers are uniform scalars (ints default to fx.Uint64).
    """
    arrays, scalars = _infer_types(inputs, in_types)
    types = [None] * len(inputs)
    for p, t in scalars:
        types[p] = t
    it = iter(arrays)
    for p in range(len(inputs)):
        if types[p] is None:
            types[p] = next(it)
    hf = compile(
        body,
        types,
        scalar_positions=[p for p, _ in scalars],
        out_types=out_types,
        width=width,
        index=index,
        arch=arch,
    )
    return hf(*inputs)
