"""Launch the generated block-scaled quantize kernels (``generated/mx.py``). No FlyDSL needed.

:func:`run_mx` quantizes a contiguous tensor's blocks into preallocated codes and scales; the block layout (which
elements form block ``b`` and where its codes go) is the :mod:`.mx_frame` map ``(B1, T1, T2, J1, T3, T4)``, built
by :func:`layout` for the three layouts of :func:`flydsl.rounding.mx.quantize`. Launches on the tensors' device and
torch's current stream, never synchronises (NVFP4's tensor scale is read on the device).
"""

from __future__ import annotations

import typing

from . import catalogue
from .launch import COMPILE_OPTIONS, generated_module, launch_kernel, triton_cdiv

__all__ = ["Layout", "layout", "mx_arguments", "run_mx", "ELEMENTS"]

#: Elements per program (``R`` blocks of ``N``: ``R = ELEMENTS // N``, at least 1).
ELEMENTS = 1024
NUM_WARPS = 4


class Layout(typing.NamedTuple):
    """Which elements form each block (see :mod:`.mx_frame`): ``n`` elements per block, ``nblocks`` blocks, the map
    ``(B1, T1, T2, J1, T3, T4)`` (``general``) and whether codes go to the elements' positions (``out_p``)."""

    n: int
    nblocks: int
    general: bool
    out_p: bool
    map: tuple = (1, 0, 0, 1, 0, 0)
    across: bool = False  # axis 0: a program takes R neighbouring columns' blocks (coalesced loads)


def layout(shape: tuple, axis: int, block) -> Layout:
    """The block layout of a contiguous tensor of ``shape`` for :func:`flydsl.rounding.mx.quantize`'s ``axis``
    (a non-negative dim) and ``block`` (an int, or ``(16, 16)`` tiles of a 2-D tensor)."""
    numel = 1
    for d in shape:
        numel *= d
    if isinstance(block, tuple):
        (bm, bk), k = block, shape[1]
        n = bm * bk
        return Layout(n, numel // n, True, True, (k // bk, bm * k, bk, bk, k, 1))
    if axis == len(shape) - 1:
        return Layout(block, numel // block, False, False)
    # the block axis moved last: blocks of a (D0, C) view, b = col * (D0 // block) + i
    d0 = shape[axis]
    if axis != 0:
        raise ValueError(f"quantize on the Triton backend: axis must be 0 or the last dim, got {axis}")
    cols = numel // d0
    return Layout(block, numel // block, True, False, (d0 // block, 1, block * cols, block, 0, cols), True)


def mx_arguments(name: str, x, codes, scales, lay: Layout, seed: int, substream: int, index_map, tensor_scale=None,
                 *, rounds: int = 10, elements: int | None = None, num_warps: int | None = None):  # fmt: skip
    """``(kernel, grid, args, kwargs)`` of one quantize launch (see :func:`run_mx`)."""
    k = getattr(generated_module(catalogue.MX), f"{name}_kernel", None)
    if k is None:
        raise NotImplementedError(
            f"the Triton backend has no quantize kernel {name!r}; its variants are "
            "flydsl.rounding.runtime.triton.catalogue.mx_variants()"
        )
    elements = ELEMENTS if elements is None else elements
    r = max(1, elements // lay.n)
    start, run_, stride = (int(v) for v in index_map)
    n = x.numel()
    contiguous = run_ == stride or run_ >= n
    aligned = contiguous and not lay.general and start % 8 == 0 and lay.n % 8 == 0
    ts = tensor_scale if tensor_scale is not None else x
    args = (x, codes, scales, ts, seed, substream, lay.nblocks, start, max(run_, 1), stride, *lay.map)
    kwargs = dict(
        N=lay.n, R=r, GENERAL=lay.general, OUT_P=lay.out_p, CONTIG=contiguous, ALIGNED=aligned,
        HAS_TS=tensor_scale is not None, ROUNDS=rounds, num_warps=NUM_WARPS if num_warps is None else num_warps,
        ACROSS=lay.across, **COMPILE_OPTIONS,
    )  # fmt: skip
    b1 = lay.map[0]
    grid = b1 * triton_cdiv(lay.nblocks // b1, r) if lay.across else triton_cdiv(lay.nblocks, r)
    return k, (grid,), args, kwargs


def run_mx(name: str, x, codes, scales, lay: Layout, seed: int = 0, substream: int = 0, index_map=(0, 1, 1),
           tensor_scale=None, *, rounds: int = 10, elements: int | None = None,
           num_warps: int | None = None) -> None:  # fmt: skip
    """Quantize the contiguous float tensor ``x`` (f32, bf16 or f16) with kernel ``name`` (an ``mx_quantize``
    variant of :mod:`.catalogue`): codes (uint8; fp4 two per byte) and one scale byte per block, in place.

    ``index_map`` ``(start, run, stride)``: element ``p`` (local row-major) has stream index ``start + p`` when the
    map is contiguous, else ``start + (p // run) * stride + p % run``; ``tensor_scale``: NVFP4's f32 0-d tensor on
    the device (None: 1)."""
    if x.numel() == 0:
        return
    for t in (x, codes, scales):
        if not t.is_contiguous():
            raise ValueError("Triton backend: quantize takes contiguous tensors")
    k, grid, args, kwargs = mx_arguments(
        name, x, codes, scales, lay, seed, substream, index_map, tensor_scale, rounds=rounds, elements=elements,
        num_warps=num_warps,
    )  # fmt: skip
    launch_kernel(k, grid, args, kwargs, x.device)
