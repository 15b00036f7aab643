"""The FlyDSL kernels of an element-wise body (ROCm GPUs) and the host-side plans that feed them.

Per tensor (:func:`launch_plan`, :func:`launch_per_tensor`): a Vector kernel over the first ``n // 8 * 8``
elements and a scalar kernel over the rest, generated from a fixed template per body, dtypes and variant
(:func:`launcher`). Many tensors (:func:`multi_launch_plan`, :func:`launch_multi`): ONE multi-tensor kernel
per group of jobs, driven by a job table and a chunk table (:func:`multi_launcher`, :func:`chunk_table`).
Every launch goes through the launch cache (:func:`flydsl.rounding.runtime.flydsl.launch.launch`). The runner
that picks these (:mod:`flydsl.rounding.runtime.elementwise`) is the only caller in the package.
"""

from __future__ import annotations

import collections
import functools
import typing
from collections.abc import Callable, Sequence

import flydsl.expr as fx
import numpy as np

from ..indexing import IndexMap
from ..job import work_tensors
from ..variants import WIDTH, Variant, map_scalars, variant_of, wrap_body
from .launch import launch

__all__ = [
    "THREADS",
    "launcher",
    "launch_plan",
    "launch_per_tensor",
    "MultiLaunch",
    "job_slots",
    "chunk_table",
    "table_carries",
    "multi_launcher",
    "multi_launch_plan",
    "launch_multi",
]

# --------------------------------------------------------------------------------------------
# GPU path: a generated FlyDSL kernel. Arrays travel as integer views (storage words), so every
# dtype (bf16, fp8, ...) uses the same load/store path:
# - the Vector kernel: one thread per Vector of WIDTH elements; each tensor is viewed as 32-bit
#   words (WIDTH elements of any supported dtype fill whole words), loaded and bit-cast to a
#   Vector of its dtype; results are bit-cast back to words and stored.
# - the scalar kernel: one thread per element from local element ``k0`` on, element-sized
#   integer storage; it runs the tail (n % WIDTH elements) and the width-1 variant.
# Bounds are checked with a run-time ``if`` on the thread's position; start/run/stride, the
# user's scalars and the counts are kernel arguments.

#: Threads per workgroup of the generated kernels (a multiple of both wave sizes, 32 and 64).
THREADS = 256

_INT_OF_SIZE = {1: "Uint8", 2: "Int16", 4: "Int32", 8: "Int64"}


def _int_dsl(dsl):
    """The integer FlyDSL type with ``dsl``'s width (its storage in the scalar kernel)."""
    return getattr(fx, _INT_OF_SIZE[max(dsl.width // 8, 1)])


def _vector_step(body, in_types, out_types, tensors, scalars, v):
    """Trace one thread of the Vector kernel: Vector ``v`` (local elements 8v .. 8v+7)."""
    n_in = len(in_types)
    values = []
    for t, dsl in zip(tensors[:n_in], in_types, strict=True):
        words = WIDTH * dsl.width // 32
        base = v * words
        raw = fx.Vector.from_elements([t[base + j] for j in fx.range_constexpr(words)], fx.Int32)
        values.append(raw.bitcast(dsl))
    k = fx.Uint64(fx.Uint32(v)) << fx.Uint64(3)
    results = body(*values, *scalars, index=k)
    results = results if isinstance(results, tuple) else (results,)
    for t, dsl, r in zip(tensors[n_in:], out_types, results, strict=True):
        words = WIDTH * dsl.width // 32
        packed = r.bitcast(fx.Int32)
        base = v * words
        for j in fx.range_constexpr(words):
            t[base + j] = packed[j]


def _scalar_step(body, in_types, out_types, tensors, scalars, k0, i):
    """Trace one thread of the scalar kernel: local element ``k0 + i``."""
    n_in = len(in_types)
    values = [t[i].bitcast(dsl) for t, dsl in zip(tensors[:n_in], in_types, strict=True)]
    k = k0 + fx.Uint64(fx.Uint32(i))
    results = body(*values, *scalars, index=k)
    results = results if isinstance(results, tuple) else (results,)
    for t, dsl, r in zip(tensors[n_in:], out_types, results, strict=True):
        t[i] = r.bitcast(_int_dsl(dsl))


_TEMPLATE = """
import flydsl.compiler as flyc
import flydsl.expr as fx

@flyc.kernel(known_block_size=[{threads}, 1, 1])
def {name}_kernel({params}, {count}: fx.Int32):
    i = fx.block_idx.x * {threads} + fx.thread_idx.x
    if i < {count}:
        _step(_body, _in, _out, [{tensors}], [{scalars}], {extra}i)

@flyc.jit
def {name}({params}, {count}: fx.Int32, stream: fx.Stream = fx.Stream(None)):
    {name}_kernel({args}, {count}).launch(
        grid=(({count} + {threads} - 1) // {threads}, 1, 1), block=({threads}, 1, 1), stream=stream)
"""


@functools.cache
def launcher(wrapped: Callable, in_types: tuple, scalar_types: tuple, out_types: tuple, vector: bool) -> Callable:
    """The ``@flyc.jit`` launcher of the Vector (``vector=True``) or scalar kernel of ``wrapped``.

    ``wrapped`` is a :func:`wrap_body` body; ``scalar_types`` the FlyDSL types of its scalars
    (the three map arguments first). Call it as ``launcher(*tensors, *scalars, count)`` for the
    Vector kernel (``count`` Vectors; tensors as int32 word views) or ``launcher(*tensors,
    *scalars, k0, count)`` for the scalar kernel (tensors as element-sized integer views,
    starting at local element ``k0``). Cached: one compile per body, dtypes and kernel kind.
    """
    import linecache

    tensors = [f"t{i}" for i in range(len(in_types) + len(out_types))]
    scalars = [f"s{i}" for i in range(len(scalar_types))]
    params = [f"{t}: fx.Tensor" for t in tensors] + [
        f"{s}: fx.{t.__name__}" for s, t in zip(scalars, scalar_types, strict=True)
    ]
    extra = ""
    if not vector:
        params.append("k0: fx.Uint64")
        extra = "k0, "
    name = f"ew_{'vec' if vector else 'scalar'}_{abs(hash((wrapped, in_types, scalar_types, out_types))) % 10**8}"
    src = _TEMPLATE.format(
        threads=THREADS,
        name=name,
        params=", ".join(params),
        count="count",
        tensors=", ".join(tensors),
        scalars=", ".join(scalars),
        extra=extra,
        args=", ".join(tensors + scalars + (["k0"] if not vector else [])),
    )
    filename = f"<flydsl.rounding.runtime.flydsl.elementwise {name}>"
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)  # FlyDSL reads kernel source
    namespace = {
        "_step": _vector_step if vector else _scalar_step,
        "_body": wrapped,
        "_in": in_types,
        "_out": out_types,
    }
    exec(compile(src, filename, "exec"), namespace)  # noqa: S102  (generated from the fixed template above)
    return namespace[name]


def _word_view(t, n8: int):
    """The first ``n8`` elements of flat tensor ``t`` as int32 words (None if not word-aligned)."""
    import torch

    part = t[:n8]
    if (part.storage_offset() * t.element_size()) % 4:
        return None
    return part.view(torch.uint8).view(torch.int32) if t.element_size() == 1 else part.view(torch.int32)


def _elem_view(t):
    """Flat tensor ``t`` viewed as element-sized integers."""
    import torch

    return t.view({1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()])


def launch_plan(body, index_map: IndexMap, n: int, in_types, out_types, scalar_types) -> list:
    """The kernel launches that run ``body`` over ``n`` elements under ``index_map``.

    A list of ``(launcher, vector, map_args, first, count)``: the Vector kernel over the first
    ``n // 8 * 8`` elements (when the variant has width 8) and the scalar kernel over the rest
    (``first`` = local element it starts at, ``count`` = Vectors or elements). ``scalar_types``
    are the user's scalar types.
    """
    variant = variant_of(index_map, n)
    types = (fx.Uint64, fx.Uint64, fx.Uint64, *scalar_types)
    plan = []
    n8 = (n // WIDTH) * WIDTH if variant.width == WIDTH else 0
    if n8:
        fn = launcher(wrap_body(body, len(in_types), variant), tuple(in_types), types, tuple(out_types), True)
        plan.append((fn, True, map_scalars(index_map, variant), 0, n8 // WIDTH))
    if n8 < n:
        tail = Variant(1, variant.contiguous, False)
        fn = launcher(wrap_body(body, len(in_types), tail), tuple(in_types), types, tuple(out_types), False)
        plan.append((fn, False, map_scalars(index_map, tail), n8, n - n8))
    return plan


def launch_per_tensor(body, index_map, variant, inputs, outputs, in_types, out_types, user, n) -> int:
    """Launch the generated kernels on the inputs' GPU; outputs are written in place. Returns the launches."""
    flat_in = [t.contiguous().reshape(-1) for t in inputs]
    work = [o.reshape(-1) if o.is_contiguous() else o.contiguous().reshape(-1) for o in outputs]
    values = [v for v, _ in user]
    plan = launch_plan(body, index_map, n, in_types, out_types, [t for _, t in user])
    for fn, vector, map_args, first, count in plan:
        if vector:
            views = [_word_view(t, count * WIDTH) for t in (*flat_in, *work)]
            if any(v is None for v in views):
                raise ValueError(
                    "tensors must start on a 4-byte boundary for the GPU runner; pass .contiguous() copies"
                )
            launch(fn, *views, *map_args, *values, count)
        else:
            views = [_elem_view(t[first:]) for t in (*flat_in, *work)]
            launch(fn, *views, *map_args, *values, first, count)
    for o, w in zip(outputs, work, strict=True):
        if w.data_ptr() != o.data_ptr() or not o.is_contiguous():
            o.copy_(w.view(o.shape) if o.is_contiguous() else w.reshape(o.shape))
    return len(plan)


# --------------------------------------------------------------------------------------------
# Multi-tensor GPU kernel: one launch per group of jobs. The host writes a job table (one row of
# 64-bit words per job: the address of every tensor, the job's Vector and slot counts, the map
# scalars of its Vector body and of its scalar tail, and the user's scalars as raw words) and a
# chunk table (per workgroup: its job and the job's first slot), as torch's multi-tensor apply.
# A job's slots are its Vectors (the Vector body, as the per-tensor Vector kernel) followed by its
# n % 8 tail elements (the scalar body, as the per-tensor scalar kernel), so a workgroup never
# straddles two jobs and every load of the table is uniform (scalar loads). The kernel builds
# global pointers from the addresses (fx.inttoptr) and runs the per-tensor kernels' steps on them:
# the same body, the same indices, the same bits.

#: Columns of a job-table row after the tensor addresses: Vectors, slots, the Vector body's three
#: map scalars and the tail's three map scalars; the user's scalars follow.
_COUNTS, _SLOTS, _MAP, _TAIL_MAP, _USER = 0, 1, 2, 5, 8


class MultiLaunch(typing.NamedTuple):
    """One multi-tensor kernel launch (:func:`multi_launch_plan`): call ``launcher(*plan.arguments(device))``,
    then copy ``copies``' work tensors back into their outputs.

    ``table``: int64 ``(jobs, columns)``, the job table (tensor addresses first). ``chunks``: int32
    ``(workgroups, 2)``, :func:`chunk_table`. ``tensors``: per job the tensors ``table`` points at (keep them
    alive until the kernel has run). ``copies``: ``(output, work)`` pairs of non-contiguous outputs.
    """

    launcher: Callable
    table: np.ndarray
    chunks: np.ndarray
    tensors: list
    copies: list

    def arguments(self, device=None) -> tuple:
        """``(table, chunks, n_chunks)`` for :attr:`launcher`: both tables flattened (the kernel indexes them
        as 1-D tensors) as torch tensors on ``device`` (device copies cached by content; None: CPU tensors)."""
        if device is None:
            return _cpu_tensor(self.table.reshape(-1)), _cpu_tensor(self.chunks.reshape(-1)), len(self.chunks)
        return _on_device(self.table.reshape(-1), device), _on_device(self.chunks.reshape(-1), device), len(self.chunks)


def job_slots(n: int, variant: Variant) -> int:
    """Threads of the multi-tensor kernel that serve a job of ``n`` elements: its ``n // 8`` Vectors and
    ``n % 8`` tail elements (width 8), or its ``n`` elements (width 1)."""
    if variant.width == WIDTH:
        return n // WIDTH + n % WIDTH
    return n


def chunk_table(slots: Sequence[int], threads: int = THREADS) -> np.ndarray:
    """Workgroups of the multi-tensor kernel: int32 ``(job, first slot)`` rows, ``ceil(slots / threads)`` per job.

    Jobs keep their order; a job with no slots gets no workgroup. Pure (no tensors): the launch geometry.
    """
    slots = np.asarray(slots, dtype=np.int64)
    if slots.size and (slots.min() < 0 or slots.max() >= 1 << 31):
        raise ValueError(f"job slot counts must be in [0, 2**31), got {slots.min()} .. {slots.max()}")
    per_job = -(-slots // threads)
    jobs = np.repeat(np.arange(len(slots), dtype=np.int64), per_job)
    starts = np.cumsum(per_job) - per_job  # first chunk of each job
    first = (np.arange(len(jobs), dtype=np.int64) - starts[jobs]) * threads
    return np.stack([jobs, first], axis=1).astype(np.int32).reshape(-1, 2)


def _word_width(t) -> int | None:
    """Bits of scalar type ``t`` in a table word (None: the table cannot carry it)."""
    if t in (fx.Float32, fx.Float64) or (issubclass(t, fx.Integer) and t.width in (8, 16, 32, 64)):
        return t.width
    return None


def table_carries(scalar_types: tuple) -> bool:
    """True when every user scalar type fits a job-table word (floats f32 / f64, integers of 8 to 64 bits)."""
    return all(isinstance(t, type) and _word_width(t) is not None for t in scalar_types)


def _to_word(value, t) -> int:
    """The raw 64-bit table word of scalar ``value`` of FlyDSL type ``t`` (its bits in the low ``t.width``)."""
    if t is fx.Float32:
        with np.errstate(over="ignore"):
            return int(np.float32(value).view(np.uint32))
    if t is fx.Float64:
        return int(np.float64(value).view(np.uint64))
    return int(value) & ((1 << t.width) - 1)


def _from_word(word, t):
    """Trace time: the table word (fx.Int64) as a value of FlyDSL type ``t``."""
    if t.width < 64:
        word = word.to(getattr(fx, f"Int{t.width}" if t.width > 8 else "Uint8"))
    return word if type(word) is t else word.bitcast(t)


class _Row:
    """Trace time: reads one job's row of the job table (every load is uniform within a workgroup).

    The kernel calls it as ``_row(kind, table, job, ...)`` so that only DSL values live in the kernel's
    scope (FlyDSL carries the kernel's locals through its ``if`` statements).
    """

    def __init__(self, in_types: tuple, out_types: tuple, scalar_types: tuple):
        self.types, self.n_tensors, self.scalar_types = (
            (*in_types, *out_types),
            len(in_types) + len(out_types),
            scalar_types,
        )
        self.columns = self.n_tensors + _USER + len(scalar_types)

    def _word(self, table, job, column: int):
        return table[job * self.columns + column]

    def count(self, table, job, column: int):
        """Column ``_COUNTS`` or ``_SLOTS`` of the row, as fx.Int32."""
        return self._word(table, job, self.n_tensors + column).to(fx.Int32)

    def pointers(self, table, job, vector: bool) -> list:
        """Global pointers to the job's tensors: int32 words (``vector``) or element-sized integers."""
        out = []
        for i, dsl in enumerate(self.types):
            ptr = fx.Pointer[fx.Int32 if vector else _int_dsl(dsl), fx.AddressSpace.Global]
            out.append(ptr(fx.inttoptr(ptr.ir_type, self._word(table, job, i).bitcast(fx.Uint64))))
        return out

    def scalars(self, table, job, tail: bool) -> list:
        """The map scalars (of the Vector body or of the tail) and the user's scalars, as body arguments."""
        first = self.n_tensors + (_TAIL_MAP if tail else _MAP)
        maps = [self._word(table, job, first + j).bitcast(fx.Uint64) for j in range(3)]
        user = self.n_tensors + _USER
        return maps + [_from_word(self._word(table, job, user + j), t) for j, t in enumerate(self.scalar_types)]


_MULTI_TEMPLATE = """
import flydsl.compiler as flyc
import flydsl.expr as fx

@flyc.kernel(known_block_size=[{threads}, 1, 1])
def {name}_kernel(table: fx.Tensor, chunks: fx.Tensor):
    c = fx.block_idx.x * 2
    job = chunks[c]
    slot = chunks[c + 1] + fx.thread_idx.x
    vectors = _row.count(table, job, {counts})
    slots = _row.count(table, job, {slots})
{steps}

@flyc.jit
def {name}(table: fx.Tensor, chunks: fx.Tensor, n_chunks: fx.Int32, stream: fx.Stream = fx.Stream(None)):
    {name}_kernel(table, chunks).launch(grid=(n_chunks, 1, 1), block=({threads}, 1, 1), stream=stream)
"""

# width 8: slots below `vectors` run the Vector body on Vector `slot`; the next n % 8 slots run the
# scalar body on element 8 * vectors + (slot - vectors) (the per-tensor scalar kernel's tail)
_MULTI_VECTOR_STEPS = """
    if slot < vectors:
        _vector_step(_body, _in, _out, _row.pointers(table, job, True), _row.scalars(table, job, False), slot)
    if slot >= vectors:
        if slot < slots:
            tensors = _row.pointers(table, job, False)
            _scalar_step(_tail, _in, _out, tensors, _row.scalars(table, job, True), 0, slot + vectors * 7)
"""
_MULTI_SCALAR_STEPS = """
    if slot < slots:
        _scalar_step(_body, _in, _out, _row.pointers(table, job, False), _row.scalars(table, job, False), 0, slot)
"""


@functools.cache
def multi_launcher(body: Callable, in_types: tuple, scalar_types: tuple, out_types: tuple, variant: Variant):
    """The ``@flyc.jit`` launcher of the multi-tensor kernel of ``body`` in ``variant`` (cached per key).

    Call it as ``launcher(table, chunks, n_chunks)`` (:class:`MultiLaunch`); ``scalar_types`` are the
    user's scalar types (each must fit a table word: f32, f64, or an integer of 8 to 64 bits).
    """
    import linecache

    if not table_carries(scalar_types):
        raise TypeError(
            f"the multi-tensor kernel carries scalars as 64-bit words: f32, f64 or integers of 8 to 64 bits, "
            f"got {[getattr(t, '__name__', t) for t in scalar_types]}; use run_many(..., multi_tensor=False)"
        )
    vector = variant.width == WIDTH
    key = (body, in_types, scalar_types, out_types, variant)
    name = f"ew_multi_{abs(hash(key)) % 10**8}"
    src = _MULTI_TEMPLATE.format(
        threads=THREADS,
        name=name,
        counts=_COUNTS,
        slots=_SLOTS,
        steps=_MULTI_VECTOR_STEPS if vector else _MULTI_SCALAR_STEPS,
    )
    filename = f"<flydsl.rounding.runtime.flydsl.elementwise {name}>"
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)  # FlyDSL reads kernel source
    namespace = {
        "_row": _Row(in_types, out_types, scalar_types),
        "_vector_step": _vector_step,
        "_scalar_step": _scalar_step,
        "_body": wrap_body(body, len(in_types), variant),
        "_tail": wrap_body(body, len(in_types), Variant(1, variant.contiguous, False)),
        "_in": in_types,
        "_out": out_types,
    }
    exec(compile(src, filename, "exec"), namespace)  # noqa: S102  (generated from the fixed template above)
    return namespace[name]


def multi_launch_plan(body, members, variant: Variant, in_types, out_types, scalar_types) -> MultiLaunch:
    """The one multi-tensor launch of a :func:`group_jobs` group: ``members`` are its ``(job, index_map)``.

    Host side only (reads the tensors' addresses; nothing runs): usable with CPU tensors standing in for
    device tensors. Raises ValueError when a job's tensor does not start on a 4-byte boundary (the Vector
    body reads 32-bit words) or has 2**31 elements or more.
    """
    in_types, out_types, scalar_types = tuple(in_types), tuple(out_types), tuple(scalar_types)
    fn = multi_launcher(body, in_types, scalar_types, out_types, variant)
    tail = Variant(1, variant.contiguous, False)
    tensors, copies = work_tensors(members)
    rows, slots = [], []
    for (job, index_map), ts in zip(members, tensors, strict=True):
        n = ts[0].numel()
        if n >= 1 << 31:
            raise ValueError(f"a job of the multi-tensor kernel has {n} elements; at most 2**31 - 1: split the tensor")
        vectors = n // WIDTH if variant.width == WIDTH else 0
        addresses = [t.data_ptr() for t in ts]
        if vectors and any(a % 4 for a in addresses):
            raise ValueError("tensors must start on a 4-byte boundary for the GPU runner; pass .contiguous() copies")
        slots.append(job_slots(n, variant))
        words = [*addresses, vectors, slots[-1], *map_scalars(index_map, variant), *map_scalars(index_map, tail)]
        words += [_to_word(v, t) for v, t in zip(job.scalars, scalar_types, strict=True)]
        rows.append([w & 0xFFFFFFFFFFFFFFFF for w in words])
    table = np.array(rows, dtype=np.uint64).view(np.int64).reshape(len(rows), -1)
    return MultiLaunch(fn, table, chunk_table(slots), tensors, copies)


#: Device copies of recent job / chunk tables, by content: a step that repeats its tensors, sizes and
#: scalars uploads nothing; chunk tables repeat whenever the sizes do.
_UPLOADS: collections.OrderedDict = collections.OrderedDict()
_UPLOADS_KEPT = 16


def _cpu_tensor(array: np.ndarray):
    """``array`` as a CPU torch tensor (shared memory)."""
    import torch

    return torch.from_numpy(array)


def _on_device(array: np.ndarray, device):
    """``array`` as a tensor on ``device`` (cached by content, least recently used dropped)."""
    key = (device, array.dtype.str, array.shape, array.tobytes())
    found = _UPLOADS.get(key)
    if found is None:
        found = _cpu_tensor(array).to(device)
        _UPLOADS[key] = found
        if len(_UPLOADS) > _UPLOADS_KEPT:
            _UPLOADS.popitem(last=False)
    else:
        _UPLOADS.move_to_end(key)
    return found


def launch_multi(plan: MultiLaunch, device) -> None:
    """Run a :class:`MultiLaunch` on ``device``; outputs are written in place."""
    launch(plan.launcher, *plan.arguments(device))
    for o, work in plan.copies:
        o.copy_(work)
