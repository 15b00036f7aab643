"""The tile layout of the block-scaled quantize kernels (``generated/mx.py``): which elements form a block, where
each is read and written, and its stream index. Not numerics: the scale and every element's code come from the
bodies generated from :func:`flydsl.rounding.mx.block.quantize_element` (and ``scale_code``); the block's
``|max|`` is a reduction of the tile (the unsigned max of the ``|x|`` bits, as
:func:`flydsl.rounding.mx.block.amax_bits` computes it).

The input is a contiguous ``(ROWS, COLS)`` view and a program loads one tile of it whose rows are contiguous runs
of the input (vector loads). ``FRAME`` picks the blocks:

- ``LINEAR`` (``axis=-1``): the view is ``(blocks, N)``: a tile is ``[BR, N]``, ``BR`` whole blocks, one per row;
- ``AXIS0``: the view is ``(D0, C)`` and a block is ``N`` elements of one column: a tile is ``[N, BC]`` (the
  ``BC`` blocks of block-row ``i`` in ``BC`` neighbouring columns), program ``pid = i * cdiv(C, BC) + cg``;
  codes go to the op's block-axis-last layout ``(C, D0)`` (the tile transposed), scales to ``(C, D0 / N)``;
- ``TILES`` (NVFP4 ``16x16``): the view is ``(M, K)``, a tile ``[16, BC // 16, 16]`` (``BC // 16`` neighbouring
  16x16 blocks), codes row-major as the input, scales ``(M / 16, K / 16)``.

With a transform (the training layers' RHT fused into the fake quantize), :func:`mx_rotate` transforms the loaded
tile's blocks before anything else reads them.

The body is elementwise and takes each block's ``|max|`` with a size-1 dim where the tile has the block's
elements, so everything that depends on the block only (the scale, its factor) is computed once per block and
thread, not per element. fp4 codes pack two per byte along the block axis, the even element in the low nibble.

Element ``p`` (local row-major position in the input) has stream index ``a + p`` (``CONTIG``) or ``a + (p // b)
* c + p % b``. With ``ALIGNED`` (contiguous, ``a`` and every row's first position multiples of 8) each run of 8
elements of a row is one Philox draw (:func:`.tiles.tile_chunks16` with the rows' first indices), else one draw
per element.
"""

import triton
import triton.language as tl

from .hadamard import rotate_columns, rotate_rows
from .tiles import u64

__all__ = [
    "LINEAR", "AXIS0", "TILES", "mx_tile", "mx_amax", "mx_store_scales", "mx_stream_index", "mx_substream",
    "mx_store_codes", "mx_rotate",
]  # fmt: skip

LINEAR = tl.constexpr(0)
AXIS0 = tl.constexpr(1)
TILES = tl.constexpr(2)


@triton.jit
def _ints(v, WIDE: tl.constexpr):
    """``v`` (a program id, an ``arange`` or a size) as int64 when ``WIDE``, else as it is (int32)."""
    if WIDE:
        return v.to(tl.int64)
    else:
        return v


@triton.jit
def _coords(ROWS, COLS, N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
            WIDE: tl.constexpr):  # fmt: skip
    """``(rows, cols, i, c0)``: this tile's row and column numbers (broadcastable to the tile), its block-row ``i``
    (``AXIS0`` / ``TILES``) and first column ``c0``."""
    pid = _ints(tl.program_id(0), WIDE)
    if FRAME == LINEAR:
        rows = pid * BR + _ints(tl.arange(0, BR), WIDE)[:, None]
        cols = _ints(tl.arange(0, N), WIDE)[None, :]
        i = pid
        c0 = pid * 0
    elif FRAME == AXIS0:
        ncg = tl.cdiv(_ints(COLS, WIDE), BC)
        i = pid // ncg
        c0 = (pid % ncg) * BC
        rows = i * N + _ints(tl.arange(0, N), WIDE)[:, None]
        cols = c0 + _ints(tl.arange(0, BC), WIDE)[None, :]
    else:
        ncg = tl.cdiv(_ints(COLS, WIDE), BC)
        i = pid // ncg
        c0 = (pid % ncg) * BC
        rows = i * 16 + _ints(tl.arange(0, 16), WIDE)[:, None, None]
        cols = (
            c0
            + (_ints(tl.arange(0, BC // 16), WIDE) * 16)[None, :, None]
            + _ints(tl.arange(0, 16), WIDE)[None, None, :]
        )
    return rows, cols, i, c0


@triton.jit
def mx_tile(ROWS, COLS, N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
            WIDE: tl.constexpr):  # fmt: skip
    """``(p, mask, first)``: the tile's input positions and mask, and each row's first position (a size-1 last
    dim): ``[BR, N]`` (``LINEAR``), ``[N, BC]`` (``AXIS0``) or ``[16, BC // 16, 16]`` (``TILES``)."""
    rows, cols, i, c0 = _coords(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    if FRAME == LINEAR:
        p = rows * N + cols
        first = rows * N
        mask = tl.broadcast_to(rows < ROWS, p.shape)
    elif FRAME == AXIS0:
        p = rows * COLS + cols
        first = rows * COLS + c0
        mask = tl.broadcast_to(cols < COLS, p.shape)
    else:
        p = rows * COLS + cols
        first = rows * COLS + c0 + (_ints(tl.arange(0, BC // 16), WIDE) * 16)[None, :, None]
        mask = tl.broadcast_to(cols < COLS, p.shape)
    return p, mask, first


@triton.jit
def mx_rotate(x, SIGNS, FRAME: tl.constexpr, N: tl.constexpr, R: tl.constexpr, SCALE_BITS: tl.constexpr,
              INVERSE: tl.constexpr = False):  # fmt: skip
    """The f32 tile ``x`` with the random Hadamard transform applied to every run of ``R`` consecutive elements of
    its blocks (``R`` divides ``N``; :func:`.hadamard.rotate_rows`, the transform's bits), the ``R`` signs at
    ``SIGNS`` (f32 +-1) repeating along each block: ``LINEAR`` and ``AXIS0`` frames (not 16x16 tiles).
    ``INVERSE``: the inverse transform."""
    tl.static_assert(FRAME != TILES, "the transform runs along 1-D blocks")
    s = tl.load(SIGNS + tl.arange(0, R))
    if FRAME == LINEAR:
        rows: tl.constexpr = x.shape[0]
        return tl.reshape(rotate_rows(tl.reshape(x, (rows * N // R, R)), s, R, SCALE_BITS, INVERSE), (rows, N))
    else:  # the blocks down the columns: runs of R rows
        cols: tl.constexpr = x.shape[1]
        t = tl.reshape(x, (N // R, R, cols))
        t = tl.reshape(tl.permute(t, (1, 0, 2)), (R, N // R * cols))
        t = rotate_columns(t, s, R, SCALE_BITS, INVERSE)
        return tl.reshape(tl.permute(tl.reshape(t, (R, N // R, cols)), (1, 0, 2)), (N, cols))


@triton.jit
def mx_amax(x, FRAME: tl.constexpr):
    """The ``|max|`` bits (uint32) of each block of the f32 tile ``x``, with size-1 dims where the tile has the
    block's elements (``[BR, 1]``, ``[1, BC]``, ``[1, BC // 16, 1]``)."""
    bits = x.to(tl.uint32, bitcast=True) & 0x7FFFFFFF
    if FRAME == LINEAR:
        return tl.max(bits, axis=1)[:, None]
    elif FRAME == AXIS0:
        return tl.max(bits, axis=0)[None, :]
    else:
        return tl.max(tl.max(bits, axis=2), axis=0)[None, :, None]


@triton.jit
def mx_store_scales(SCALES, scale, ROWS, COLS, N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr,
                    BC: tl.constexpr, WIDE: tl.constexpr):  # fmt: skip
    """Store the blocks' scale bytes (shaped as :func:`mx_amax`'s result) in the op's layout."""
    if FRAME == LINEAR:
        b = _ints(tl.program_id(0), WIDE) * BR + _ints(tl.arange(0, BR), WIDE)
        tl.store(SCALES + b, tl.reshape(scale, (BR,)), mask=b < ROWS)
    elif FRAME == AXIS0:
        rows, cols, i, c0 = _coords(ROWS, COLS, N, FRAME, BR, BC, WIDE)
        col = c0 + _ints(tl.arange(0, BC), WIDE)
        tl.store(SCALES + col * (ROWS // N) + i, tl.reshape(scale, (BC,)), mask=col < COLS)
    else:
        rows, cols, i, c0 = _coords(ROWS, COLS, N, FRAME, BR, BC, WIDE)
        col = c0 // 16 + _ints(tl.arange(0, BC // 16), WIDE)
        tl.store(SCALES + i * (COLS // 16) + col, tl.reshape(scale, (BC // 16,)), mask=col < COLS // 16)


@triton.jit
def mx_substream(S1, STEP, DEVICE_STEP: tl.constexpr):
    """The launch's substream (uint64): ``S1``, or with ``DEVICE_STEP`` ``S1 | (step << 32)`` where ``step`` is the
    low 32 bits of the int64 at ``STEP`` (a step counter on the device, read when the kernel runs: a CUDA graph's
    replays each key with the step of their own; ``S1`` holds the low 32 bits)."""
    if DEVICE_STEP:
        return u64(S1) | ((tl.load(STEP).to(tl.uint64) & 0xFFFFFFFF) << 32)
    else:
        return u64(S1)


@triton.jit
def mx_stream_index(p, first, a, b, c, CONTIG: tl.constexpr, ALIGNED: tl.constexpr):
    """``(index, tile)``: each element's stream index (uint64; unused with ``ALIGNED``) and each row's first index
    (the aligned draws' rows; meaningful with ``ALIGNED``)."""
    a = u64(a)
    if ALIGNED:
        return p, a + first.to(tl.uint64)
    else:
        pp = p.to(tl.uint64)
        if CONTIG:
            index = a + pp
        else:
            bb = u64(b)
            index = a + (pp // bb) * u64(c) + pp % bb
        return index, a


@triton.jit
def _pack(code, PACKED: tl.constexpr):
    """Codes (uint8, the block axis last) as stored: fp4 (``PACKED``) two per byte, the even one in the low
    nibble (the last dim halved)."""
    if PACKED:
        if len(code.shape) == 2:
            pairs = tl.reshape(code, (code.shape[0], code.shape[1] // 2, 2))
        else:
            pairs = tl.reshape(code, (code.shape[0], code.shape[1], code.shape[2] // 2, 2))
        lo, hi = tl.split(pairs)
        return (lo & 0xF) | ((hi & 0xF) << 4)
    else:
        return code


@triton.jit
def mx_store_codes(CODES, code, ROWS, COLS, N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr,
                   BC: tl.constexpr, PACKED: tl.constexpr, WIDE: tl.constexpr):  # fmt: skip
    """Store the tile's codes (uint8, the tile's shape) in the op's layout: fp4 (``PACKED``) two per byte along
    the block axis."""
    H: tl.constexpr = 2 if PACKED else 1
    rows, cols, i, c0 = _coords(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    if FRAME == LINEAR:
        j = _ints(tl.arange(0, N // H), WIDE)[None, :]
        rows = _ints(tl.program_id(0), WIDE) * BR + _ints(tl.arange(0, BR), WIDE)[:, None]
        at = rows * (N // H) + j
        tl.store(CODES + at, _pack(code, PACKED), mask=tl.broadcast_to(rows < ROWS, at.shape))
    elif FRAME == AXIS0:
        # (C, D0): column-major in the tile, so the tile goes out transposed, block axis last
        col = c0 + _ints(tl.arange(0, BC), WIDE)[:, None]
        j = _ints(tl.arange(0, N // H), WIDE)[None, :]
        at = col * (ROWS // H) + i * (N // H) + j
        tl.store(CODES + at, _pack(tl.trans(code), PACKED), mask=tl.broadcast_to(col < COLS, at.shape))
    else:
        g = _ints(tl.arange(0, BC // 16), WIDE)[None, :, None]
        j = _ints(tl.arange(0, 16 // H), WIDE)[None, None, :]
        r = i * 16 + _ints(tl.arange(0, 16), WIDE)[:, None, None]
        at = r * (COLS // H) + (c0 + g * 16) // H + j
        tl.store(CODES + at, _pack(code, PACKED), mask=tl.broadcast_to(c0 + g * 16 < COLS, at.shape))
