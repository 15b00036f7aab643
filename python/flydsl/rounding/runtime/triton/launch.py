"""Launch the generated Triton kernels over torch tensors (CUDA, or ROCm by choice). No FlyDSL needed.

:func:`run` is the Triton backend's whole interface: a kernel name from :mod:`.catalogue`, the input
and output tensors (contiguous, one element count), the op's scalars in the body's order and the
index map ``(start, run, stride)`` of :class:`flydsl.rounding.torch.indexing.IndexMap`. It launches on
the tensors' device and on torch's current stream, never synchronises and keeps no state on the host
but the compiled kernels, so a call can be captured in a CUDA graph. Bits equal the host engine's
(the kernels are generated from the same bodies); tests/runtime/ checks that, in Triton's CPU
interpreter in CI and on the GPU in device tests.
"""

from __future__ import annotations

import functools
import importlib

import torch

from . import catalogue

__all__ = ["run", "arguments", "COMPILE_OPTIONS", "BLOCK", "NUM_WARPS", "kernel"]

#: Triton compile options of every launch: no FMA contraction (a multiply-add must round twice, as the
#: bodies say and the host engine does).
COMPILE_OPTIONS = {"enable_fp_fusion": False}
#: Elements per program (a multiple of 8: aligned tiles draw one Philox per 8 elements).
BLOCK = 1024
NUM_WARPS = 4

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
def _module(family: str):
    if family not in catalogue.FAMILIES:
        raise ValueError(f"no generated Triton family {family!r}; the families are {', '.join(catalogue.FAMILIES)}")
    return importlib.import_module(f"{__package__}.generated.{family}")


def kernel(family: str, name: str):
    """The ``@triton.jit`` kernel of a catalogue variant (``name`` as :func:`.catalogue.kernel_name` builds it)."""
    found = getattr(_module(family), f"{name}_kernel", None)
    if found is None:
        raise NotImplementedError(
            f"the Triton backend has no kernel {name!r}; its variants are listed in "
            "flydsl.rounding.runtime.triton.catalogue (regenerate: python -m flydsl.rounding.runtime.triton.generate)"
        )
    return found


def _storage(t: torch.Tensor) -> torch.Tensor:
    want = _BITS.get(t.dtype)
    return t.view(want) if want is not None else t


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
):
    """``(kernel, grid, args, kwargs)`` of a launch: :func:`run` calls ``kernel[grid](*args, **kwargs)``, and
    :mod:`.compile_only` compiles the same call for an AMD arch without a GPU. ``None`` when ``inputs`` are empty."""
    block = BLOCK if block is None else block
    num_warps = NUM_WARPS if num_warps is None else num_warps
    inputs = [_storage(t) for t in inputs]
    outputs = [_storage(t) for t in outputs]
    n = inputs[0].numel()
    if n == 0:
        return None
    for t in (*inputs, *outputs):
        if not t.is_contiguous() or t.numel() != n:
            raise ValueError(f"Triton backend: every tensor must be contiguous with {n} elements, got {tuple(t.shape)}")
    start, run_, stride = (int(v) for v in index_map)
    contiguous = run_ == stride or run_ >= n
    shift = start % 8 if contiguous else 0
    grid = (triton_cdiv(n + shift, block),)
    args = (*inputs, *outputs, *scalars, n, start, max(run_, 1), stride)
    kwargs = dict(BLOCK=block, CONTIG=contiguous, ROUNDS=rounds, num_warps=num_warps, **COMPILE_OPTIONS)
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
) -> None:
    """Launch kernel ``name`` of ``family`` over ``inputs`` into ``outputs`` (see the module docstring).

    ``block`` (a power of two, at least 8) and ``num_warps`` override :data:`BLOCK` / :data:`NUM_WARPS`."""
    call = arguments(family, name, inputs, outputs, scalars, index_map, rounds=rounds, block=block, num_warps=num_warps)
    if call is None:
        return
    k, grid, args, kwargs = call
    device = args[0].device
    with torch.cuda.device(device) if device.type == "cuda" else _nothing():
        k[grid](*args, **kwargs)


def triton_cdiv(a: int, b: int) -> int:
    return -(-a // b)


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
