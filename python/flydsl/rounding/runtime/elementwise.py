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
- ``index_map``: an :class:`~flydsl.rounding.runtime.indexing.IndexMap` (default
  ``IndexMap.contiguous(0)``); its start/run/stride are run-time arguments too.
- ``body(*input_values, *scalar_values, index=g)`` returns one FlyDSL value per output (a
  tuple when there are several). Inputs arrive as FlyDSL values of the tensors' dtypes
  (``fx.Float32``, ``fx.BFloat16``, ...). ``g`` (``fx.Uint64``) is the global stream index of
  the element, or of the first element of the Vector.

Width and index: the runner picks a compiled :class:`~flydsl.rounding.runtime.variants.Variant` from the map's
class (:func:`~flydsl.rounding.runtime.variants.variant_of`): the body runs on ``fx.Vector`` blocks of
:data:`WIDTH` (8) elements whenever the 8 elements of a block have consecutive global indices, else on scalars:
write bodies that work on both scalars and Vectors (FlyDSL's arithmetic and ``.to`` do).

Devices: CPU tensors run through the host engine (:mod:`flydsl.rounding.runtime.host`); ROCm tensors
through generated FlyDSL kernels (:mod:`flydsl.rounding.runtime.flydsl.elementwise`). Both compute the same
bits. Meta tensors (shape only) have nothing to compute: ``run`` checks them and returns. Devices no backend
serves are refused by :func:`flydsl.rounding.runtime.tensors.check_device`; the torch ops send CUDA tensors
to the Triton backend (:mod:`flydsl.rounding.runtime.triton`) before they reach this runner.

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

from collections.abc import Callable, Sequence

import flydsl.expr as fx
import numpy as np

from ..philox import DEFAULT_ROUNDS, check_rounds
from . import host
from .flydsl.elementwise import (
    THREADS,
    MultiLaunch,
    chunk_table,
    job_slots,
    launch_multi,
    launch_per_tensor,
    launch_plan,
    launcher,
    multi_launch_plan,
    multi_launcher,
    table_carries,
)
from .indexing import IndexMap
from .job import Job, work_tensors
from .tensors import check_device, dsl_types
from .tensors import dsl_type as tensor_dsl_type
from .variants import WIDTH, Variant, global_index, map_scalars, variant_of, wrap_body

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
    "launch_plan",
    "THREADS",
]


def dsl_type(torch_dtype):
    """The FlyDSL type of a torch dtype (TypeError naming the supported ones otherwise)."""
    return tensor_dsl_type(torch_dtype, what="the element-wise runner's tensor dtype")


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
    check_device(tensors[0].device, "elementwise.run")
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
    launch_per_tensor(body, index_map, variant, inputs, outputs, in_types, out_types, user, n)


def run_many(body: Callable, jobs: Sequence[Job], *, scalar_types: Sequence = (), multi_tensor: bool = True) -> int:
    """Run ``body`` over every job as one flat index space; returns the number of launches made.

    Each job gets exactly the bits of ``run(body, job.inputs, job.outputs, scalars=[(v, t) for v, t
    in zip(job.scalars, scalar_types)], index_map=job.index_map)``: its elements keep their own
    global indices and scalars. Jobs that share device, input and output dtypes and variant
    (:func:`variant_of` of their map) form one group (:func:`group_jobs`), and each group is ONE
    launch, as torch's multi-tensor apply: on the CPU one call of a
    :class:`flydsl.rounding.runtime.host.SegmentFunction` that reads and writes the tensors where they are;
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
    types = dsl_types()
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
    if multi_tensor and table_carries(scalar_types):
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
    if multi_tensor and table_carries(scalar_types):
        launch_multi(multi_launch_plan(body, members, variant, in_types, out_types, scalar_types), device)
        return 1
    launches = 0
    for job, index_map in members:
        user = list(zip(job.scalars, scalar_types, strict=True))
        n = job.inputs[0].numel()
        launches += launch_per_tensor(
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
    keep, copies = work_tensors(members)
    rows = []
    for (job, index_map), tensors in zip(members, keep, strict=True):
        scalars = (*map_scalars(index_map, variant), *job.scalars)
        rows.append((tuple(t.data_ptr() for t in tensors), tensors[0].numel(), scalars))
    fn.run_addresses(rows, keep=keep)  # the tensors' dtypes are the group's: the storage matches
    for o, work in copies:
        o.copy_(work)
