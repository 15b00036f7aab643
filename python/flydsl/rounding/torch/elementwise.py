"""Run a FlyDSL element-wise body over torch tensors, with global stream indices.

Contract::

    elementwise.run(body, inputs, outputs, *, scalars=(), index_map=None)

- ``inputs``: torch tensors of one device and one number of elements ``n`` (any shapes;
  elements are taken in row-major logical order, non-contiguous tensors are copied).
- ``outputs``: torch tensors with ``n`` elements each, written in place (an output may be
  one of the inputs: in-place update). Their dtypes fix the body's result types.
- ``scalars``: run-time uniform arguments, each a Python ``int`` (-> ``fx.Uint64``), a
  ``float`` (-> ``fx.Float32``) or a pair ``(value, fx_type)`` (e.g. ``(lr, fx.Float32)``,
  ``(seed, fx.Uint64)``). They are kernel arguments: changing their values never recompiles.
- ``index_map``: an :class:`~flydsl.rounding.torch.indexing.IndexMap` (default
  ``IndexMap.contiguous(0)``); its start/run/stride are run-time arguments too.
- ``body(*input_values, *scalar_values, index=g)`` returns one FlyDSL value per output (a
  tuple when there are several). Inputs arrive as FlyDSL values of the tensors' dtypes
  (``fx.Float32``, ``fx.BFloat16``, ...). ``g`` (``fx.Uint64``) is the global stream index of
  the element, or of the first element of the Vector.

Width: the body runs on ``fx.Vector`` blocks of :data:`WIDTH` (8) elements whenever the
8 elements of a block have consecutive global indices (contiguous maps, and strided maps with
``run % 8 == 0``). When the map is also aligned (:meth:`IndexMap.aligned`) ``g`` is built so
that :func:`flydsl.rounding.stream.is_aligned` proves it a multiple of 8 at trace time, and
stochastic conversions use ONE Philox draw per Vector (the fast path). Otherwise (unaligned
start/stride) ``g`` is a plain run-time value and the stream selects chunks at run time. When
``run % 8 != 0`` a block may straddle two pieces, so the body runs on scalars (``width`` 1):
write bodies that work on both scalars and Vectors (FlyDSL's arithmetic and ``.to`` do).

Devices: CPU tensors run through the host engine (:mod:`flydsl.rounding.host`); ROCm tensors
through a generated FlyDSL kernel (:func:`launcher`). Both compute the same bits. Meta tensors
(shape only) have nothing to compute: ``run`` checks them and returns. Other devices (a CUDA
build of torch, ...) are refused by :func:`flydsl.rounding.torch.boundary.check_device`.

Many tensors, one launch: :func:`run_many` runs one body over a list of :class:`Job` s (each
its own tensors, scalars and index map) as a flat index space, with one launch per group of jobs
that share device, dtypes and variant (:func:`group_jobs`): exactly the bits of one :func:`run`
per job. On the CPU a group is one host-engine call; on a ROCm GPU one multi-tensor kernel
(:func:`multi_launch_plan`): a job table (per job: tensor addresses, Vector and slot counts, map
scalars, the user's scalars as raw 64-bit words; the scalar types must fit a word: f32, f64 or
integers, else the group runs per tensor) and a chunk table (:func:`chunk_table`: per workgroup
its job and first slot, so that the job is uniform in a workgroup) drive one launch whose threads
run the Vector body on a job's Vectors and the scalar body on its ``n % 8`` tail, on pointers built
from the addresses. :func:`device_launches` counts a GPU's launches without one.
"""

from __future__ import annotations

import collections
import functools
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import flydsl.expr as fx
import numpy as np

from .. import host
from ..philox import DEFAULT_ROUNDS, check_rounds
from ..runtime.job import Job as _RuntimeJob
from . import boundary
from .indexing import BLOCK, IndexMap

__all__ = [
    "run",
    "run_many",
    "Job",
    "random_bits",
    "map_scalars",
    "Variant",
    "variant_of",
    "global_index",
    "dsl_type",
    "WIDTH",
    "wrap_body",
    "launcher",
    "group_jobs",
    "device_launches",
    "multi_launch_plan",
    "multi_launcher",
    "MultiLaunch",
    "chunk_table",
    "job_slots",
]

#: Elements per Vector: one Philox draw of the canonical stream serves 8 indices.
WIDTH = BLOCK


def dsl_type(torch_dtype):
    """The FlyDSL type of a torch dtype (TypeError naming the supported ones otherwise)."""
    return boundary.dsl_type(torch_dtype, what="the element-wise runner's tensor dtype")


@dataclass(frozen=True)
class Variant:
    """The compiled shape of a run: Vector ``width`` and how the global index is formed.

    ``contiguous``: ``g = start + k``. ``aligned``: the map is 8-aligned and the scalars
    passed are ``start // 8, run // 8, stride // 8`` (the index is rebuilt as ``block << 3``).
    ``narrow`` (contiguous and aligned only): the high 32-bit word of the Philox block
    ``start // 8 + k // 8`` is the same for every element of the run (its low word does not
    wrap), so the kernel forms the block from that uniform high word and a 32-bit low word;
    the stream's first Philox rounds then work on a uniform counter word (fewer VALU
    operations, the same bits).
    """

    width: int
    contiguous: bool
    aligned: bool
    narrow: bool = False


def _narrow(index_map: IndexMap, n: int) -> bool:
    """True when blocks ``start // 8 .. (start + n - 1) // 8`` share their high 32-bit word."""
    return ((index_map.start >> 3) & 0xFFFFFFFF) + -(-n // WIDTH) <= 1 << 32


def variant_of(index_map: IndexMap, n: int) -> Variant:
    """The variant that runs ``index_map`` over ``n`` elements (see the module docstring)."""
    contiguous = index_map.is_contiguous(n)
    if contiguous or index_map.run % WIDTH == 0:
        aligned = index_map.aligned(n)
        return Variant(WIDTH, contiguous, aligned, contiguous and aligned and _narrow(index_map, n))
    return Variant(1, False, False)


def map_scalars(index_map: IndexMap, variant: Variant) -> tuple:
    """The three run-time Uint64 arguments that carry ``index_map`` to a ``variant`` body."""
    m = index_map
    if variant.aligned:
        return m.start >> 3, max(m.run >> 3, 1), m.stride >> 3
    return m.start, m.run, m.stride


def global_index(k, a, b, c, variant: Variant):
    """Global stream index (fx.Uint64) of local element ``k`` (fx.Uint64; a multiple of the width).

    ``a, b, c`` are the :func:`map_scalars` values as fx.Uint64. Aligned variants return
    ``block << 3`` so that :func:`flydsl.rounding.stream.is_aligned` proves alignment.
    """
    three = fx.Uint64(3)
    if variant.narrow:
        # block = a + k // 8 with a uniform high word (variant_of checked the low word does not wrap)
        low = (a + (k >> three)).to(fx.Uint32)
        high = (a >> fx.Uint64(32)) << fx.Uint64(32)
        return (high | fx.Uint64(low)) << three
    if variant.aligned:
        blk = k >> three
        if not variant.contiguous:
            blk = (blk // b) * c + blk % b
        return (a + blk) << three
    if variant.contiguous:
        return a + k
    return a + (k // b) * c + k % b


@functools.cache
def wrap_body(body: Callable, n_arrays: int, variant: Variant) -> Callable:
    """``body`` as the host engine / kernel calls it: ``(*arrays, a, b, c, *scalars, index=k)``.

    Cached per (body, arity, variant) so that compiled functions are reused.
    """

    def wrapped(*args, index):
        arrays, (a, b, c), scalars = args[:n_arrays], args[n_arrays : n_arrays + 3], args[n_arrays + 3 :]
        return body(*arrays, *scalars, index=global_index(index, a, b, c, variant))

    wrapped.__name__ = f"{getattr(body, '__name__', 'body')}_w{variant.width}"
    return wrapped


def random_bits(seed, index, like, *, substream=0, rounds: int = DEFAULT_ROUNDS):
    """16 canonical-stream bits per element of ``like`` (a Vector or a scalar), from ``index`` on.

    ``index`` is the body's ``index=``; returns a ``Vector[Uint32, n]`` for a Vector ``like``
    (one Philox draw per 8 elements on the aligned fast path) or a ``Uint32`` for a scalar.
    Pass the result as ``rand=`` to ``.to(..., rounding=RoundingMode.STOCHASTIC)``. ``seed``
    and ``substream`` are ints or DSL integers up to 64 bits. ``rounds``: the Philox rounds
    (1..16). It is a trace-time constant of the body, so the process-wide
    :func:`~flydsl.rounding.set_default_rounds` is deliberately NOT read here (a compiled body
    would keep the rounds of its first trace): make it part of the body's cache key and pass it.
    """
    from .. import stream

    check_rounds(rounds)
    if isinstance(like, fx.Vector):
        return stream.stream_bits_vector(seed, index, like.numel, rounds=rounds, substream=substream)
    return stream.stream_bits(seed, index, rounds=rounds, substream=substream)


def _scalar(value, pos: int) -> tuple:
    if isinstance(value, tuple):
        if len(value) != 2:
            raise TypeError(f"scalar {pos} must be an int, a float or a (value, fx_type) pair, got {value!r}")
        return value
    if isinstance(value, bool):
        raise TypeError(f"scalar {pos} is a bool; pass (value, fx.Uint32) or an int")
    if isinstance(value, (int, np.integer)):
        return int(value), fx.Uint64
    if isinstance(value, (float, np.floating)):
        return float(value), fx.Float32
    raise TypeError(f"scalar {pos} must be an int, a float or a (value, fx_type) pair, got {type(value).__name__}")


def _check(inputs, outputs):
    import torch

    if not outputs:
        raise ValueError("elementwise.run needs at least one output tensor")
    tensors = [*inputs, *outputs]
    for i, t in enumerate(tensors):
        if not isinstance(t, torch.Tensor):
            what = f"input {i}" if i < len(inputs) else f"output {i - len(inputs)}"
            raise TypeError(f"{what} must be a torch.Tensor, got {type(t).__name__}")
    devices = {t.device for t in tensors}
    if len(devices) > 1:
        raise ValueError(
            f"all tensors must be on one device, got {sorted(str(d) for d in devices)}; move them with .to(device)"
        )
    boundary.check_device(tensors[0].device, "elementwise.run")
    n = tensors[0].numel()
    for i, t in enumerate(tensors):
        if t.numel() != n:
            raise ValueError(f"all tensors must have the same number of elements, got {n} and {t.numel()} (tensor {i})")
    return n, tensors[0].device


def run(
    body: Callable,
    inputs: Sequence,
    outputs: Sequence,
    *,
    scalars: Sequence = (),
    index_map: IndexMap | None = None,
    arch: str | None = None,
) -> None:
    """Run ``body`` element-wise over ``inputs`` into ``outputs`` (see the module docstring).

    ``arch`` (CPU only) traces the body as for that GPU arch where a lowering has per-target
    forms. Raises TypeError / ValueError for unsupported dtypes, mismatched sizes or devices.
    """
    inputs, outputs = list(inputs), list(outputs)
    if not inputs:
        raise ValueError("elementwise.run needs at least one input tensor (the element count comes from it)")
    n, device = _check(inputs, outputs)
    in_types = [dsl_type(t.dtype) for t in inputs]
    out_types = [dsl_type(t.dtype) for t in outputs]
    user = [_scalar(v, i) for i, v in enumerate(scalars)]
    index_map = IndexMap.contiguous(0) if index_map is None else index_map
    if not isinstance(index_map, IndexMap):
        raise TypeError(f"index_map must be an IndexMap, got {type(index_map).__name__}")
    if n == 0 or device.type == "meta":
        return
    variant = variant_of(index_map, n)
    if device.type == "cpu":
        job = Job(tuple(inputs), tuple(outputs), tuple(v for v, _ in user), index_map)
        types = tuple(t for _, t in user)
        _run_segments(body, variant, tuple(in_types), tuple(out_types), types, [(job, index_map)], arch)
        return
    _run_device(body, index_map, variant, inputs, outputs, in_types, out_types, user, n)


Job = _RuntimeJob  # one tensor set of a run_many launch (the runtime's record, shared with the Triton backend)


def run_many(body: Callable, jobs: Sequence[Job], *, scalar_types: Sequence = (), multi_tensor: bool = True) -> int:
    """Run ``body`` over every job as one flat index space; returns the number of launches made.

    Each job gets exactly the bits of ``run(body, job.inputs, job.outputs, scalars=[(v, t) for v, t
    in zip(job.scalars, scalar_types)], index_map=job.index_map)``: its elements keep their own
    global indices and scalars. Jobs that share device, input and output dtypes and variant
    (:func:`variant_of` of their map) form one group (:func:`group_jobs`), and each group is ONE
    launch, as torch's multi-tensor apply: on the CPU one call of a
    :class:`flydsl.rounding.host.SegmentFunction` that reads and writes the tensors where they are;
    on ROCm GPUs one multi-tensor kernel (:func:`multi_launch_plan`) whose workgroups each serve one
    job, tails included. ``multi_tensor=False`` launches per job instead (CPU: one host-engine call;
    GPU: the per-tensor kernels of :func:`launch_plan`, one or two). Zero-size and meta jobs launch
    nothing. An output may be one of its job's inputs (an in-place update) but must not overlap
    another tensor.
    """
    scalar_types = tuple(scalar_types)
    launches = 0
    for (device, in_types, out_types, variant), members in group_jobs(jobs, scalar_types).items():
        for batch in [members] if multi_tensor else [[m] for m in members]:
            launches += _run_group(body, device, variant, in_types, out_types, scalar_types, batch, multi_tensor)
    return launches


def group_jobs(jobs: Sequence[Job], scalar_types: Sequence = ()) -> dict:
    """The launch groups of :func:`run_many`: ``{(device, in_types, out_types, variant): [(job, index_map)]}``.

    Checks every job (the errors of :func:`run`, prefixed with the job's position); zero-size and meta
    jobs are left out. Groups and their members keep the jobs' order.
    """
    scalar_types = tuple(scalar_types)
    types = boundary.dsl_types()
    groups: dict = {}
    for k, job in enumerate(jobs):
        if not isinstance(job, Job):
            raise TypeError(f"job {k} must be an elementwise.Job, got {type(job).__name__}")
        if not job.inputs:
            raise ValueError(f"job {k} has no input tensor (the element count comes from it)")
        if len(job.scalars) != len(scalar_types):
            raise TypeError(f"job {k} has {len(job.scalars)} scalars; scalar_types gives {len(scalar_types)}")
        n, device, in_types, out_types = _job_shape(job, types)
        index_map = _CONTIGUOUS if job.index_map is None else job.index_map
        if not isinstance(index_map, IndexMap):
            raise TypeError(f"job {k}: index_map must be an IndexMap, got {type(index_map).__name__}")
        if n == 0 or device.type == "meta":
            continue
        variant = variant_of(index_map, n)
        groups.setdefault((device, in_types, out_types, variant), []).append((job, index_map))
    return groups


def device_launches(body: Callable, jobs: Sequence[Job], *, scalar_types: Sequence = (), multi_tensor: bool = True):
    """The kernel launches :func:`run_many` makes for ``jobs`` when their tensors are on a ROCm GPU.

    Usable without a GPU (the jobs' tensors may be CPU tensors: they stand in for device tensors of the
    same dtypes and sizes; nothing runs): one per group with ``multi_tensor`` (a group whose scalar types
    the multi-tensor table cannot carry counts its per-tensor launches), else the sum of every job's
    :func:`launch_plan`.
    """
    scalar_types = tuple(scalar_types)
    return sum(
        _gpu_launches(body, in_types, out_types, scalar_types, members, multi_tensor)
        for (_, in_types, out_types, _), members in group_jobs(jobs, scalar_types).items()
    )


def _gpu_launches(body, in_types, out_types, scalar_types, members, multi_tensor: bool) -> int:
    """Kernels of one group on a GPU: one multi-tensor launch, or every member's :func:`launch_plan`."""
    if multi_tensor and _table_carries(scalar_types):
        return 1
    return sum(
        len(launch_plan(body, index_map, job.inputs[0].numel(), in_types, out_types, scalar_types))
        for job, index_map in members
    )


def _run_group(body, device, variant, in_types, out_types, scalar_types, members, multi_tensor: bool) -> int:
    """Run the members of one group: one launch on the CPU, one multi-tensor kernel on a GPU (or the
    per-tensor kernels when ``multi_tensor`` is off or the scalars do not fit the table); returns the launches."""
    if device.type == "cpu":
        _run_segments(body, variant, in_types, out_types, scalar_types, members)
        return 1
    if multi_tensor and _table_carries(scalar_types):
        _launch_multi(multi_launch_plan(body, members, variant, in_types, out_types, scalar_types), device)
        return 1
    launches = 0
    for job, index_map in members:
        user = list(zip(job.scalars, scalar_types, strict=True))
        n = job.inputs[0].numel()
        launches += _run_device(
            body, index_map, variant, list(job.inputs), list(job.outputs), in_types, out_types, user, n
        )
    return launches


_CONTIGUOUS = IndexMap.contiguous(0)


def _job_shape(job: Job, types: dict) -> tuple:
    """(n, device, input types, output types) of a job: the checks of :func:`run`, fast when all is well."""
    try:
        first = job.inputs[0]
        n, device = first.numel(), first.device
        tensors = (*job.inputs, *job.outputs)
        if job.outputs and all(t.numel() == n and t.device == device for t in tensors):
            if device.type == "cpu" or device.type == "meta":
                in_types = tuple(types[t.dtype] for t in job.inputs)
                out_types = tuple(types[t.dtype] for t in job.outputs)
                return n, device, in_types, out_types
    except (AttributeError, KeyError):
        pass
    n, device = _check(list(job.inputs), list(job.outputs))  # the full checks, with their messages
    return n, device, tuple(dsl_type(t.dtype) for t in job.inputs), tuple(dsl_type(t.dtype) for t in job.outputs)


def _work_tensors(members) -> tuple[list, list]:
    """Per member: its tensors as contiguous tensors the runner reads / writes by address (inputs and
    contiguous outputs as they are); and the ``(output, work copy)`` pairs to copy back afterwards."""
    keep, copies = [], []
    for job, _ in members:
        tensors = [t if t.is_contiguous() else t.contiguous() for t in job.inputs]
        for o in job.outputs:
            work = o if o.is_contiguous() else o.contiguous()
            if work is not o:
                copies.append((o, work))
            tensors.append(work)
        keep.append(tensors)
    return keep, copies


def _run_segments(body, variant, in_types, out_types, scalar_types, members, arch=None) -> None:
    """One host-engine call over all ``members`` (jobs of one group), outputs written in place."""
    fn = host.compile_segments(
        wrap_body(body, len(in_types), variant),
        in_types,
        (fx.Uint64, fx.Uint64, fx.Uint64, *scalar_types),
        out_types,
        width=variant.width,
        arch=arch,
    )
    keep, copies = _work_tensors(members)
    rows = []
    for (job, index_map), tensors in zip(members, keep, strict=True):
        scalars = (*map_scalars(index_map, variant), *job.scalars)
        rows.append((tuple(t.data_ptr() for t in tensors), tensors[0].numel(), scalars))
    fn.run_addresses(rows, keep=keep)  # the tensors' dtypes are the group's: the storage matches
    for o, work in copies:
        o.copy_(work)


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
    filename = f"<flydsl.rounding.torch.elementwise {name}>"
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


def _run_device(body, index_map, variant, inputs, outputs, in_types, out_types, user, n) -> int:
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
            boundary.launch(fn, *views, *map_args, *values, count)
        else:
            views = [_elem_view(t[first:]) for t in (*flat_in, *work)]
            boundary.launch(fn, *views, *map_args, *values, first, count)
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


def _table_carries(scalar_types: tuple) -> bool:
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

    if not _table_carries(scalar_types):
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
    filename = f"<flydsl.rounding.torch.elementwise {name}>"
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
    tensors, copies = _work_tensors(members)
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


def _launch_multi(plan: MultiLaunch, device) -> None:
    """Run a :class:`MultiLaunch` on ``device``; outputs are written in place."""
    boundary.launch(plan.launcher, *plan.arguments(device))
    for o, work in plan.copies:
        o.copy_(work)
