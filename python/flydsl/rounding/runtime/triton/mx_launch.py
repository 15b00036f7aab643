"""Launch the generated block-scaled quantize kernels (``generated/mx.py``). No FlyDSL needed.

:func:`run_mx` quantizes a contiguous tensor's blocks into preallocated codes and scales; the block layout (which
elements form a block and where its codes go) is one of the :mod:`.mx_frame` frames over a 2-D view of the
input, picked by :func:`layout` for the three layouts of :func:`flydsl.rounding.mx.quantize`. Launches on the
tensors' device and torch's current stream, never synchronises (NVFP4's tensor scale is read on the device).
"""

from __future__ import annotations

import typing

import torch

from ..job import Rotation
from . import catalogue
from .hadamard import scale_bits
from .launch import COMPILE_OPTIONS, generated_module, launch_kernel, triton_cdiv

__all__ = [
    "Layout",
    "Decode",
    "Rotation",
    "layout",
    "tile",
    "wide",
    "fuses",
    "check_rotation",
    "launch_rotated",
    "mx_arguments",
    "run_mx",
    "run_fake",
    "ELEMENTS",
    "NUM_WARPS",
    "LINEAR",
    "AXIS0",
    "TILES",
]

#: The frames of :mod:`.mx_frame`.
LINEAR, AXIS0, TILES = 0, 1, 2

#: Elements per program by frame (a tile of about that many: at least one block or, for ``axis=0``, 8 columns),
#: and warps per program: chosen from ``benchmarks/gpu/frames.py --mx`` on an H200 (every choice gives the same
#: bits). Two warps with 16-64 elements per thread beat four warps with 8 in every case (e.g. MXFP8 RN from bf16
#: 0.55x -> 0.67x of copy bandwidth, MXFP4 SR 0.37x -> 0.45x, from f32 0.51x -> 0.66x); 4096 elements per program
#: suit ``axis=0`` (a thread's vector of a row spans 8 blocks there, so more rows per thread share each block's
#: scale work), 2048 the rows of blocks and the 16x16 tiles (NVFP4 SR from f32: 0.56x at 2048, 0.42x at 4096).
ELEMENTS = {LINEAR: 2048, AXIS0: 4096, TILES: 2048}
NUM_WARPS = 2
#: With a fused transform (:class:`Rotation`), per frame: elements per program and warps (every choice gives the
#: same bits), from ``benchmarks/gpu/frames.py --rht`` on an H100 (``results/rht_fused_sweep_h100.log``): 2048 x 2
#: was the fastest of 2048-8192 elements and 1-2 warps in all six cases, e.g. NVFP4 SR along axis 0 0.067 ms against
#: 0.087 ms at 4096 x 2, the plain kernel's axis-0 tile.
ROTATED_ELEMENTS = {LINEAR: 2048, AXIS0: 2048}
ROTATED_WARPS = {LINEAR: 2, AXIS0: 2}


class Layout(typing.NamedTuple):
    """Which elements form each block (see :mod:`.mx_frame`): ``n`` elements per block, ``nblocks`` blocks, the
    ``frame`` and the ``(rows, cols)`` view of the contiguous input it tiles."""

    n: int
    nblocks: int
    frame: int
    rows: int
    cols: int


def layout(shape: tuple, axis: int, block) -> Layout:
    """The block layout of a contiguous tensor of ``shape`` for :func:`flydsl.rounding.mx.quantize`'s ``axis``
    (a non-negative dim) and ``block`` (an int, or ``(16, 16)`` tiles of a 2-D tensor)."""
    numel = 1
    for d in shape:
        numel *= d
    if isinstance(block, tuple):
        if tuple(block) != (16, 16):
            raise ValueError(f"quantize on the Triton backend: 2-D blocks are (16, 16), got {block}")
        return Layout(256, numel // 256, TILES, shape[0], shape[1])
    if axis == len(shape) - 1:
        return Layout(block, numel // block, LINEAR, numel // block, block)
    if axis != 0:
        raise ValueError(f"quantize on the Triton backend: axis must be 0 or the last dim, got {axis}")
    # the block axis moved last: blocks of a (D0, C) view, codes (C, D0)
    d0 = shape[0]
    return Layout(block, numel // block, AXIS0, d0, numel // d0)


def _tile(lay: Layout, elements: int) -> tuple:
    """``(BR, BC, programs)`` of a tile of about ``elements`` elements."""
    if lay.frame == LINEAR:
        br = max(1, elements // lay.n)
        return br, 1, triton_cdiv(lay.nblocks, br)
    if lay.frame == AXIS0:
        bc = max(8, elements // lay.n)
        return 1, bc, (lay.rows // lay.n) * triton_cdiv(lay.cols, bc)
    bc = max(16, elements // 16)
    return 1, bc, (lay.rows // 16) * triton_cdiv(lay.cols, bc)


def tile(lay: Layout, rotated: bool = False) -> tuple:
    """``(BR, BC, programs)``: the tile of the quantize kernels for ``lay`` (:data:`ELEMENTS` elements; ``rotated``:
    :data:`ROTATED_ELEMENTS`)."""
    return _tile(lay, (ROTATED_ELEMENTS if rotated else ELEMENTS)[lay.frame])


def wide(numel: int) -> bool:
    """Whether a frame over ``numel`` elements needs 64-bit offsets (a tile's overhang included)."""
    return numel >= 2**31 - 2**24


def aligned(lay: Layout, index_map) -> tuple:
    """``(contiguous, aligned)`` of a launch: whether the index map is contiguous, and whether every row of the
    tiles starts at a multiple of 8 of the stream (one Philox draw per 8 elements of a row)."""
    start, run_, stride = (int(v) for v in index_map)
    contiguous = run_ == stride or run_ >= lay.n * lay.nblocks
    rows_at_8 = lay.cols % 8 == 0  # every frame's row starts are multiples of the view's columns (and of 8)
    return contiguous, contiguous and start % 8 == 0 and rows_at_8


class Decode(typing.NamedTuple):
    """What the fused fake-quantize kernel (``<name>_fake_kernel``) decodes into instead of writing codes and
    scales: the output tensor ``out`` (contiguous, ``x``'s elements in the codes' layout unpacked: the block axis
    last, as the dequantize kernel writes them; f32, bf16 or f16), the decoding tables
    (``mx.ops``' element and scale values on the device), whether to divide by the tensor scale, and the output
    kind (:data:`.mx_dequantize.OUT_KINDS`)."""

    out: object
    element_values: object
    scale_values: object
    divide_ts: bool
    out_kind: int


def fuses(lay: Layout, rotation: Rotation) -> bool:
    """Whether the fused kernel can transform the blocks of layout ``lay`` as ``rotation`` says: 1-D blocks
    (``LINEAR`` or ``AXIS0``) a multiple of the transform's block long, and one block's signs as a contiguous f32
    tensor (other dtypes would change the arithmetic's precision in the kernel)."""
    s = rotation.signs
    return (
        lay.frame != TILES
        and lay.n % rotation.block == 0
        and s.numel() == rotation.block
        and s.dtype == torch.float32
        and s.is_contiguous()
    )


def check_rotation(lay: Layout, rotation: Rotation) -> None:
    """ValueError unless :func:`fuses` (``rotation`` into a quantize of layout ``lay``)."""
    if not fuses(lay, rotation):
        raise ValueError(
            f"Triton backend: a fused transform of {rotation.block} elements with {rotation.signs.numel()} "
            f"{rotation.signs.dtype} signs needs 1-D blocks of a multiple of it and one block's signs in float32 "
            f"(this quantize has blocks of {lay.n}"
            f"{', 16x16 tiles' if lay.frame == TILES else ''}); transform first (training.rht_with_signs), then "
            "quantize"
        )


def launch_rotated(kernel, lay: Layout, block: int, args: tuple, numel: int, device, **constants) -> None:
    """Launch ``kernel`` (a kernel over the frames of :mod:`.mx_frame` that transforms its tile's blocks with
    :func:`.mx_frame.mx_rotate`, e.g. ``rht.rht_kernel`` or ``absmax.rotated_absmax_kernel``) over ``lay`` with the
    rotated launches' tile and warps (:data:`ROTATED_ELEMENTS` / :data:`ROTATED_WARPS`): its constants ``N``,
    ``FRAME``, ``BR``, ``BC``, ``SCALE_BITS`` (of the transform's ``block``) and ``WIDE``, plus ``constants``."""
    br, bc, programs = tile(lay, rotated=True)
    kwargs = dict(
        N=lay.n, FRAME=lay.frame, BR=br, BC=bc, SCALE_BITS=scale_bits(block), WIDE=wide(numel), **constants,
        num_warps=ROTATED_WARPS[lay.frame], **COMPILE_OPTIONS,
    )  # fmt: skip
    launch_kernel(kernel, (programs,), args, kwargs, device)


def mx_arguments(name: str, x, codes, scales, lay: Layout, seed: int, substream: int, index_map, tensor_scale=None,
                 *, rounds: int = 10, elements: int | None = None, num_warps: int | None = None,
                 decode: Decode | None = None, step=None, rotation: Rotation | None = None):  # fmt: skip
    """``(kernel, grid, args, kwargs)`` of one quantize launch (see :func:`run_mx`); with ``decode`` (codes and
    scales None) the fused fake-quantize kernel of the same variant, writing ``decode.out``, with ``step`` (a
    0-d int64 tensor on ``x``'s device; fused kernel only) the substream's high 32 bits read from it there, and
    with ``rotation`` (fused kernel only) the blocks transformed first."""
    if (step is not None or rotation is not None) and decode is None:
        raise ValueError(
            "Triton backend: a device step or a fused transform goes to the fused fake-quantize kernel only (run_fake)"
        )
    if rotation is not None:
        check_rotation(lay, rotation)
    kind = "_fake_kernel" if decode is not None else "_kernel"
    k = getattr(generated_module(catalogue.MX), f"{name}{kind}", None)
    if k is None:
        raise NotImplementedError(
            f"the Triton backend has no quantize kernel {name!r}; its variants are "
            "flydsl.rounding.runtime.triton.catalogue.mx_variants()"
        )
    if elements is None:
        elements = (ROTATED_ELEMENTS if rotation is not None else ELEMENTS)[lay.frame]
    if num_warps is None:
        num_warps = ROTATED_WARPS[lay.frame] if rotation is not None else NUM_WARPS
    br, bc, programs = _tile(lay, elements)
    start, run_, stride = (int(v) for v in index_map)
    contiguous, al = aligned(lay, index_map)
    ts = tensor_scale if tensor_scale is not None else x
    outputs = (codes, scales) if decode is None else (decode.out, decode.element_values, decode.scale_values)
    key_inputs = (ts,)
    if decode is not None:
        key_inputs += (x if step is None else step, x if rotation is None else rotation.signs)
    args = (x, *outputs, *key_inputs, seed, substream, lay.rows, lay.cols, start, max(run_, 1), stride)
    kwargs = dict(
        N=lay.n, FRAME=lay.frame, BR=br, BC=bc, CONTIG=contiguous, ALIGNED=al, HAS_TS=tensor_scale is not None,
        ROUNDS=rounds, WIDE=wide(x.numel()), num_warps=num_warps,
        **COMPILE_OPTIONS,
    )  # fmt: skip
    if decode is not None:
        kwargs.update(
            DIVIDE_TS=decode.divide_ts and tensor_scale is not None, OUT=decode.out_kind, DEVICE_STEP=step is not None
        )
        if rotation is not None:
            kwargs.update(RHT=rotation.block, RHT_SCALE=scale_bits(rotation.block))
    return k, (programs,), args, kwargs


def run_fake(name: str, x, lay: Layout, decode: Decode, seed: int = 0, substream: int = 0, index_map=(0, 1, 1),
             tensor_scale=None, *, rounds: int = 10, step=None, rotation: Rotation | None = None) -> None:  # fmt: skip
    """``dequantize(quantize(x))`` of kernel ``name``'s variant into ``decode.out`` in one launch (the fused kernel:
    the same codes and scales as :func:`run_mx`, decoded in registers as the dequantize kernel decodes them).

    ``step``: None, or a 0-d int64 tensor on ``x``'s device whose low 32 bits the kernel reads as the substream's
    high 32 bits (``substream`` then gives the low 32): the key of ``substream | (step << 32)``, read when the
    kernel runs, so that a CUDA graph replaying this launch keys each replay with the step counter's value then.
    ``rotation``: a :class:`Rotation` applied to the blocks as they are loaded (the RHT and the quantize in one
    pass: the values of transforming first, then quantizing)."""
    if x.numel() == 0:
        return
    if not (x.is_contiguous() and decode.out.is_contiguous() and decode.out.numel() == x.numel()):
        raise ValueError("Triton backend: a fused fake quantize takes a contiguous input and output of one size")
    k, grid, args, kwargs = mx_arguments(
        name, x, None, None, lay, seed, substream, index_map, tensor_scale, rounds=rounds, decode=decode, step=step,
        rotation=rotation,
    )  # fmt: skip
    launch_kernel(k, grid, args, kwargs, x.device)


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
