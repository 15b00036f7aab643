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
that share device, dtypes and variant: exactly the bits of one :func:`run` per job.
"""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import flydsl.expr as fx
import numpy as np

from .. import host
from ..philox import DEFAULT_ROUNDS, check_rounds
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


class Job(typing.NamedTuple):
    """One tensor set of a :func:`run_many` launch: the arguments of one :func:`run` call.

    ``scalars`` are values only (their FlyDSL types are :func:`run_many`'s ``scalar_types``, the
    same for every job); ``index_map`` defaults to ``IndexMap.contiguous(0)``.
    """

    inputs: tuple
    outputs: tuple
    scalars: tuple = ()
    index_map: IndexMap | None = None


def run_many(body: Callable, jobs: Sequence[Job], *, scalar_types: Sequence = ()) -> int:
    """Run ``body`` over every job as one flat index space; returns the number of launches made.

    Each job gets exactly the bits of ``run(body, job.inputs, job.outputs, scalars=[(v, t) for v, t
    in zip(job.scalars, scalar_types)], index_map=job.index_map)``: its elements keep their own
    global indices and scalars. Jobs that share device, input and output dtypes and variant
    (:func:`variant_of` of their map) form one group, and each group is ONE launch on the CPU (one
    call of a :class:`flydsl.rounding.host.SegmentFunction` that reads and writes the tensors where
    they are, as torch's multi-tensor apply does). On ROCm GPUs each job is still its own
    :func:`launch_plan` (one or two kernels; counted in the result). Zero-size and meta jobs launch
    nothing. An output may be one of its job's inputs (an in-place update) but must not overlap
    another tensor.
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
    launches = 0
    for (device, in_types, out_types, variant), members in groups.items():
        if device.type != "cpu":
            for job, index_map in members:
                user = list(zip(job.scalars, scalar_types, strict=True))
                n = job.inputs[0].numel()
                _run_device(body, index_map, variant, list(job.inputs), list(job.outputs), in_types, out_types, user, n)
                launches += len(launch_plan(body, index_map, n, in_types, out_types, scalar_types))
            continue
        _run_segments(body, variant, in_types, out_types, scalar_types, members)
        launches += 1
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
    rows, keep, copies = [], [], []
    for job, index_map in members:
        tensors = []
        for t in job.inputs:
            tensors.append(t if t.is_contiguous() else t.contiguous())
        for o in job.outputs:
            work = o if o.is_contiguous() else o.contiguous()
            if work is not o:
                copies.append((o, work))
            tensors.append(work)
        keep.append(tensors)
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


def _run_device(body, index_map, variant, inputs, outputs, in_types, out_types, user, n):
    """Launch the generated kernels on the inputs' GPU; outputs are written in place."""
    flat_in = [t.contiguous().reshape(-1) for t in inputs]
    work = [o.reshape(-1) if o.is_contiguous() else o.contiguous().reshape(-1) for o in outputs]
    values = [v for v, _ in user]
    for fn, vector, map_args, first, count in launch_plan(
        body, index_map, n, in_types, out_types, [t for _, t in user]
    ):
        if vector:
            views = [_word_view(t, count * WIDTH) for t in (*flat_in, *work)]
            if any(v is None for v in views):
                raise ValueError(
                    "tensors must start on a 4-byte boundary for the GPU runner; pass .contiguous() copies"
                )
            fn(*views, *map_args, *values, count)
        else:
            views = [_elem_view(t[first:]) for t in (*flat_in, *work)]
            fn(*views, *map_args, *values, first, count)
    for o, w in zip(outputs, work, strict=True):
        if w.data_ptr() != o.data_ptr() or not o.is_contiguous():
            o.copy_(w.view(o.shape) if o.is_contiguous() else w.reshape(o.shape))
