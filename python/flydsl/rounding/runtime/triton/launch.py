"""Launch the generated Triton kernels over torch tensors (CUDA, or ROCm by choice). No FlyDSL needed.

:func:`run` is the Triton backend's whole interface: a kernel name from :mod:`.catalogue`, the input
and output tensors (contiguous, one element count), the op's scalars in the body's order and the
index map ``(start, run, stride)`` of :class:`flydsl.rounding.runtime.indexing.IndexMap`. It launches on
the tensors' device and on torch's current stream, never synchronises and keeps no state on the host
but the compiled kernels, so a call can be captured in a CUDA graph. Bits equal the host engine's
(the kernels are generated from the same bodies); tests/runtime/ checks that, in Triton's CPU
interpreter in CI and on the GPU in device tests.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import importlib
import typing

import torch

from .. import constants
from . import catalogue

__all__ = [
    "generated_module",
    "on_device",
    "run",
    "arguments",
    "run_multi",
    "prepare_multi",
    "launch_prepared",
    "Prepared",
    "Job",
    "COMPILE_OPTIONS",
    "BLOCK",
    "NUM_WARPS",
    "ELEMENTS_PER_THREAD",
    "STORE_BYTES",
    "LOAD_BYTES",
    "default_block",
    "elements_per_thread",
    "kernel",
    "TABLE_CACHE",
    "launch_kernel",
    "DIRECT_CACHE",
    "JIT_LAUNCH",
    "signed64",
]

#: Triton compile options of every launch: no FMA contraction (a multiply-add must round twice, as the
#: bodies say and the host engine does).
COMPILE_OPTIONS = {"enable_fp_fusion": False}
#: Elements per program (a multiple of 8: aligned tiles draw one Philox per 8 elements): 8 per thread, so one
#: thread holds one draw's elements. 1024 = 8 x 4 warps x 32 lanes; on a wave64 AMD GPU (CDNA) the launcher
#: doubles it (:func:`default_block`), where 1024 would make each thread compute its draw twice
#: (benchmarks/results/triton_amd.md: bf16 SR on gfx942 26 -> 14 VALU per element).
BLOCK = 1024
NUM_WARPS = 4
ELEMENTS_PER_THREAD = 8
#: Bytes of one thread's store of its elements: one 16-byte vector. A kernel with a 1-byte output (fp8) from a 2-byte
#: input gives each thread 16 elements, so its store is one full vector too (8 would make it 8 bytes): on an H100
#: this took bf16 -> fp8 SR from 0.88x to 0.93x torch's cast (benchmarks/results/compute_bound_h100.log), the same
#: bits. Not beyond :data:`LOAD_BYTES` of input a thread: from f32, 16 elements a thread took f32 -> fp8 SR from
#: 1.00x to 0.89x (e5m2: 0.71x), so f32 sources keep 8.
STORE_BYTES = 16
LOAD_BYTES = 32


@functools.cache
def _wave(device_index: int) -> int:
    name = getattr(torch.cuda.get_device_properties(device_index), "gcnArchName", "")
    return 64 if name.startswith("gfx9") else 32


def default_block(device, num_warps: int = NUM_WARPS, per_thread: int = ELEMENTS_PER_THREAD) -> int:
    """``per_thread`` (:data:`ELEMENTS_PER_THREAD`) x warps x wave size of ``device`` (:data:`BLOCK` on CUDA and
    the CPU)."""
    if device.type == "cuda" and getattr(torch.version, "hip", None):
        return per_thread * num_warps * _wave(device.index or 0)
    return per_thread * num_warps * 32


def elements_per_thread(inputs, outputs, device) -> int:
    """Elements per thread of a launch: :data:`ELEMENTS_PER_THREAD`, or on CUDA more where a thread's store would be
    narrower than :data:`STORE_BYTES` and its loads stay within :data:`LOAD_BYTES` (bf16 -> fp8: 16). ROCm keeps 8
    (not measured there: benchmarks/results/triton_amd.md counts instructions at 8)."""
    if device.type != "cuda" or getattr(torch.version, "hip", None):
        return ELEMENTS_PER_THREAD
    narrowest = min((t.element_size() for t in outputs), default=4)
    widest = max((t.element_size() for t in inputs), default=4)
    return max(ELEMENTS_PER_THREAD, min(STORE_BYTES // narrowest, LOAD_BYTES // widest))


#: How a Philox draw's words reach a tile's elements: 1 selects per element, 2 ``tl.join`` (tiles.py).
SPREAD = 2
#: The spread of a tile wider than :data:`ELEMENTS_PER_THREAD` per thread (:func:`elements_per_thread`): selects,
#: because ``tl.join`` makes Triton move such a thread's elements through shared memory (3 barriers in the sm_90
#: PTX; tests/runtime/test_triton_cuda_compile.py).
WIDE_SPREAD = 1

#: Tensors whose elements the kernels store as bits (no Triton float type on every target).
_BITS = {
    d: torch.uint8
    for d in (
        getattr(torch, "float8_e4m3fn", None),
        getattr(torch, "float8_e5m2", None),
        getattr(torch, "float8_e4m3fnuz", None),
        getattr(torch, "float8_e5m2fnuz", None),
    )
    if d is not None
}


@functools.cache
def generated_module(family: str):
    """The generated module of a catalogue family (imported on first use)."""
    if family not in catalogue.FAMILIES:
        raise ValueError(f"no generated Triton family {family!r}; the families are {', '.join(catalogue.FAMILIES)}")
    return importlib.import_module(f"{__package__}.generated.{family}")


def kernel(family: str, name: str):
    """The ``@triton.jit`` kernel of a catalogue variant (``name`` as :func:`.catalogue.kernel_name` builds it)."""
    found = getattr(generated_module(family), f"{name}_kernel", None)
    if found is None:
        raise NotImplementedError(
            f"the Triton backend has no kernel {name!r}; its variants are listed in "
            "flydsl.rounding.runtime.triton.catalogue (regenerate: python -m flydsl.rounding.tritongen.generate)"
        )
    return found


def _storage(t: torch.Tensor) -> torch.Tensor:
    want = _BITS.get(t.dtype)
    return t.view(want) if want is not None else t


def _options(*, block: int, num_warps: int, spread, layout, shifted: bool, largest: int) -> dict:
    """The frame's compile-time options (per-tensor and multi-tensor kernels alike): ``SHIFTED`` when a contiguous
    map starts off a multiple of 8 (tiles then start ``start % 8`` elements early, so the loads cannot be proven
    aligned), ``WIDE`` when the ``largest`` element count needs 64-bit offsets, and the tile's shape and spread."""
    return dict(
        BLOCK=block, num_warps=num_warps, SHIFTED=shifted, WIDE=largest + block >= 1 << 31,
        SPREAD=SPREAD if spread is None else spread, **({} if layout is None else dict(LAYOUT=layout)),
        **COMPILE_OPTIONS,
    )  # fmt: skip


def _check_lengths(tensors, n: int, what: str) -> None:
    for t in tensors:
        if not t.is_contiguous() or t.numel() != n:
            raise ValueError(
                f"Triton backend: every tensor {what} must be contiguous with {n} elements, got {tuple(t.shape)}"
            )


def on_device(device):
    """The context a launch runs in: ``device`` made current for a CUDA (or ROCm) tensor, nothing on the CPU."""
    return torch.cuda.device(device) if device.type == "cuda" else contextlib.nullcontext()


def arguments(
    family: str,
    name: str,
    inputs,
    outputs,
    scalars=(),
    index_map=(0, 1, 1),
    *,
    rounds: int = 10,
    block: int | None = None,
    num_warps: int | None = None,
    spread: int | None = None,
    layout: int | None = None,
):
    """``(kernel, grid, args, kwargs)`` of a launch: :func:`run` calls ``kernel[grid](*args, **kwargs)``, and
    :mod:`.compile_only` compiles the same call for an AMD arch without a GPU. ``None`` when ``inputs`` are empty.

    ``block`` (a power of two, at least 8) and ``num_warps`` override :data:`BLOCK` / :data:`NUM_WARPS`;
    ``spread`` (:data:`SPREAD`) how a draw's words reach a tile's elements and ``layout`` the tile's shape
    (default: the kernel's own, :data:`flydsl.rounding.tritongen.generate.ROW_LAYOUT` or ``PAIR_LAYOUT``): every
    choice gives the same bits."""
    num_warps = NUM_WARPS if num_warps is None else num_warps
    if block is None:
        per_thread = elements_per_thread(inputs, outputs, inputs[0].device)
        block = default_block(inputs[0].device, num_warps, per_thread)
        if spread is None and per_thread > ELEMENTS_PER_THREAD:
            spread = WIDE_SPREAD
    inputs = [_storage(t) for t in inputs]
    outputs = [_storage(t) for t in outputs]
    n = inputs[0].numel()
    if n == 0:
        return None
    _check_lengths((*inputs, *outputs), n, "of a launch")
    start, run_, stride = (int(v) for v in index_map)
    contiguous = run_ == stride or run_ >= n
    shift = start % 8 if contiguous else 0
    grid = (triton_cdiv(n + shift, block),)
    args = (*inputs, *outputs, *scalars, n, start, max(run_, 1), stride)
    shifted = contiguous and start % 8 != 0
    kwargs = dict(
        CONTIG=contiguous, ROUNDS=rounds,
        **_options(block=block, num_warps=num_warps, spread=spread, layout=layout, shifted=shifted, largest=n),
    )  # fmt: skip
    return kernel(family, name), grid, args, kwargs


def run(
    family: str,
    name: str,
    inputs,
    outputs,
    scalars=(),
    index_map=(0, 1, 1),
    *,
    rounds: int = 10,
    block: int | None = None,
    num_warps: int | None = None,
    spread: int | None = None,
    layout: int | None = None,
) -> None:
    """Launch kernel ``name`` of ``family`` over ``inputs`` into ``outputs`` (see the module docstring and
    :func:`arguments`)."""
    launch = arguments(
        family, name, inputs, outputs, scalars, index_map, rounds=rounds, block=block, num_warps=num_warps,
        spread=spread, layout=layout,
    )  # fmt: skip
    if launch is None:
        return
    k, grid, args, kwargs = launch
    launch_kernel(k, grid, args, kwargs, args[0].device)


class Job(typing.NamedTuple):
    """One tensor set of a multi-tensor launch: contiguous tensors of one length, the global index of its
    first element, and its offset to the per-job scalar (see :data:`.generate.MULTI`)."""

    inputs: tuple
    outputs: tuple
    start: int
    offset: int


#: Job tables kept on the device, by the jobs' addresses, sizes, starts and offsets (a training loop
#: repeats them each step, so after the first step a launch copies nothing to the device, and a step
#: can be captured in a CUDA graph). At most :data:`TABLE_CACHE` are kept.
TABLE_CACHE = 64
_TABLES: collections.OrderedDict = collections.OrderedDict()


def _tables(jobs, block: int, device):
    key = (str(device), block) + tuple(
        (tuple(t.data_ptr() for t in (*j.inputs, *j.outputs)), j.inputs[0].numel(), j.start, j.offset) for j in jobs
    )
    found = _TABLES.get(key)
    if found is not None:
        _TABLES.move_to_end(key)
        return found
    rows, chunks = [], []
    for i, j in enumerate(jobs):
        n = j.inputs[0].numel()
        start = j.start % (1 << 64)
        addresses = [t.data_ptr() for t in (*j.inputs, *j.outputs)]
        rows.append([n, signed64(start), *addresses, signed64(j.offset)])
        chunks += [(i, c) for c in range(triton_cdiv(n + start % 8, block))]
    table, captured = constants.copy_to(torch.tensor(rows, dtype=torch.int64), device)
    chunk, _ = constants.copy_to(torch.tensor(chunks, dtype=torch.int32).reshape(-1, 2), device)
    found = (table, chunk)
    if captured:  # made inside a CUDA graph capture (in its memory pool): kept by the caller, not cached
        return found
    _TABLES[key] = found
    while len(_TABLES) > TABLE_CACHE:
        _TABLES.popitem(last=False)
    return found


class Prepared(typing.NamedTuple):
    """A multi-tensor launch made ready (:func:`prepare_multi`): what a step replays with new scalars."""

    kernel: object
    table: torch.Tensor
    chunks: torch.Tensor
    device: torch.device
    options: dict


def prepare_multi(
    family: str,
    name: str,
    jobs,
    *,
    block: int | None = None,
    num_warps: int | None = None,
    spread: int | None = None,
    layout: int | None = None,
) -> Prepared | None:
    """The checked jobs' device tables (row ``i``: job ``i``) and launch options (None when every job is empty)."""
    jobs = [j._replace(inputs=[_storage(t) for t in j.inputs], outputs=[_storage(t) for t in j.outputs]) for j in jobs]
    if not any(j.inputs[0].numel() for j in jobs):
        return None  # (an empty job stays in the table, without programs: its row is still the job's row)
    num_warps = NUM_WARPS if num_warps is None else num_warps
    block = default_block(jobs[0].inputs[0].device, num_warps) if block is None else block
    for j in jobs:
        _check_lengths((*j.inputs, *j.outputs), j.inputs[0].numel(), "of a job")
    device = jobs[0].inputs[0].device
    table, chunks = _tables(jobs, block, device)
    found = getattr(generated_module(family), f"{name}_multi", None)
    if found is None:
        raise NotImplementedError(f"the Triton backend has no multi-tensor kernel for {name!r}")
    options = _options(
        block=block, num_warps=num_warps, spread=spread, layout=layout,
        shifted=any(j.start % 8 for j in jobs), largest=max(j.inputs[0].numel() for j in jobs),
    )  # fmt: skip
    options["ALIGNED16"] = all(
        j.inputs[0].numel() % 16 == 0 and all(t.data_ptr() % 16 == 0 for t in (*j.inputs, *j.outputs)) for j in jobs
    )
    return Prepared(found, table, chunks, device, options)


def launch_prepared(prepared: Prepared, scalars, *, rounds: int = 10, device_scalars=None) -> int:
    """ONE launch of a :func:`prepare_multi` result with the group's ``scalars``; returns 1.

    ``device_scalars``: an int64 ``[jobs, len(scalars)]`` tensor on the device holding each job's scalars (written
    there by a kernel, e.g. :func:`.optim_scalars.adamw_scalars`); ``scalars`` then only give the arguments' types.
    Nothing in such a launch depends on a host value that changes between steps, so a CUDA graph may replay it."""
    options = {"ROUNDS": rounds, **prepared.options}
    if device_scalars is None:
        device_scalars = prepared.table  # an unused pointer
    else:
        jobs = prepared.table.shape[0]
        if tuple(device_scalars.shape) != (jobs, len(scalars)) or device_scalars.dtype != torch.int64:
            raise ValueError(
                f"device scalars must be an int64 tensor of shape ({jobs}, {len(scalars)}), one row per job; got "
                f"{device_scalars.dtype} {tuple(device_scalars.shape)}"
            )
        options["DEVICE_SCALARS"] = True
    launch_kernel(
        prepared.kernel, (prepared.chunks.shape[0],), (prepared.table, prepared.chunks, *scalars, device_scalars),
        options, prepared.device,
    )  # fmt: skip
    return 1


def run_multi(
    family: str,
    name: str,
    jobs,
    scalars,
    *,
    rounds: int = 10,
    block: int | None = None,
    num_warps: int | None = None,
    spread: int | None = None,
    layout: int | None = None,
) -> int:
    """ONE launch of kernel ``name``'s multi-tensor form over every job (see :class:`Job`); returns the launches
    made (0 or 1). Each job's elements get the bits :func:`run` gives them; tensors are read and written in
    place. ``scalars`` are the group's, the per-job one holding the group's part."""
    prepared = prepare_multi(family, name, jobs, block=block, num_warps=num_warps, spread=spread, layout=layout)
    return 0 if prepared is None else launch_prepared(prepared, scalars, rounds=rounds)


def signed64(v: int) -> int:
    """A 64-bit pattern as the int64 that holds it."""
    v %= 1 << 64
    return v - (1 << 64) if v >= 1 << 63 else v


def triton_cdiv(a: int, b: int) -> int:
    return -(-a // b)


# -- launching: the compiled kernel of a repeated specialization, directly (CUDA) ----------------------------------
#
# ``kernel[grid](*args, **kwargs)`` costs tens of microseconds of Python per launch in Triton's JITFunction.run
# (binding the arguments, their specialization key, the options, the cache lookup), most of it the same each call.
# On CUDA, :func:`launch_kernel` keeps the CompiledKernel that JITFunction.run returned, by a key that refines the
# one Triton specializes on (each tensor's dtype and 16-byte alignment; each int's type range, ``== 1`` and
# ``% 16``; floats and bools by type; the keyword constants and options; the device), and launches it the way
# JITFunction.run does (the same launcher call, hooks and launch metadata included). Every other case (ROCm, whose
# Triton also specializes on buffer ranges; Triton's interpreter; an argument of another type; a Triton whose
# JITFunction.run launches differently) goes through ``kernel[grid]``.

#: (kernel, device index, argument key, keywords) -> (CompiledKernel, the constexpr values after the positional
#: arguments in signature order). At most :data:`DIRECT_CACHE` are kept.
DIRECT_CACHE = 4096
_DIRECT: dict = {}
#: The launch of a cached kernel in Triton's JITFunction.run (3.6 to 3.9), which :func:`launch_kernel` replicates:
#: a Triton whose JITFunction.run does not contain it launches through ``kernel[grid]`` only.
JIT_LAUNCH = (
    "kernel.run(grid_0, grid_1, grid_2, stream, kernel.function, kernel.packed_metadata, launch_metadata, "
    "knobs.runtime.launch_enter_hook, knobs.runtime.launch_exit_hook, *bound_args.values())"
)


@functools.cache
def _direct_launcher():
    """``(get_current_stream, knobs.runtime)`` when this Triton's JITFunction.run launches a cached kernel as
    :func:`launch_kernel` does (checked in its source), else None."""
    if getattr(torch.version, "hip", None):
        return None
    try:
        import inspect

        from triton import knobs
        from triton.runtime.driver import driver
        from triton.runtime.jit import JITFunction

        source = " ".join(inspect.getsource(JITFunction.run).split())
        if JIT_LAUNCH not in source or "kernel.launch_metadata(grid, stream, *bound_args.values())" not in source:
            return None
        return driver.active.get_current_stream, knobs.runtime
    except Exception:  # noqa: BLE001 - any doubt: Triton's own launch path
        return None


def _arg_key(args):
    """What Triton specializes positional ``args`` on, refined (None: an argument of another type)."""
    key = []
    for a in args:
        t = type(a)
        if t is bool or t is float:
            key.append(t)
        elif t is int:
            key.append((a == 1, a % 16 == 0, -(1 << 31) <= a < 1 << 31, a >= 1 << 63))
        elif isinstance(a, torch.Tensor):
            key.append((a.dtype, a.data_ptr() % 16 == 0))
        else:
            return None
    return tuple(key)


def _constants_after(k, count: int, kwargs: dict):
    """The values of ``k``'s parameters after the first ``count``, in signature order (the keyword or the default;
    None when one has neither)."""
    import inspect

    values = []
    for name, param in list(k.signature.parameters.items())[count:]:
        if name in kwargs:
            values.append(kwargs[name])
        elif param.default is not inspect.Parameter.empty:
            values.append(param.default)
        else:
            return None
    return tuple(values)


def launch_kernel(k, grid: tuple, args: tuple, kwargs: dict, device) -> None:
    """``k[grid](*args, **kwargs)`` on ``device``; on CUDA a repeated specialization launches its kept
    CompiledKernel directly (see above)."""
    direct = _direct_launcher() if device.type == "cuda" else None
    key = None
    if direct is not None:
        arg_key = _arg_key(args)
        if arg_key is not None:
            try:
                key = (k, device.index, arg_key, tuple(kwargs.items()))
                hit = _DIRECT.get(key)
            except TypeError:  # an unhashable keyword value
                key = hit = None
            if hit is not None:
                compiled, constants = hit
                index = device.index
                if torch.cuda.current_device() != index:
                    with torch.cuda.device(index):
                        return _run_compiled(direct, compiled, grid, (*args, *constants), index)
                return _run_compiled(direct, compiled, grid, (*args, *constants), index)
    with on_device(device):
        compiled = k[grid](*args, **kwargs)
    if key is not None and all(hasattr(compiled, a) for a in ("run", "function", "packed_metadata")):
        constants = _constants_after(k, len(args), kwargs)
        if constants is not None:
            _DIRECT[key] = (compiled, constants)
            while len(_DIRECT) > DIRECT_CACHE:
                del _DIRECT[next(iter(_DIRECT))]
    return None


def _run_compiled(direct, compiled, grid: tuple, values: tuple, index: int) -> None:
    get_stream, runtime = direct
    stream = get_stream(index)
    g1 = grid[1] if len(grid) > 1 else 1
    g2 = grid[2] if len(grid) > 2 else 1
    metadata = compiled.launch_metadata(grid, stream, *values)
    compiled.run(grid[0], g1, g2, stream, compiled.function, compiled.packed_metadata, metadata,
                 runtime.launch_enter_hook, runtime.launch_exit_hook, *values)  # fmt: skip
