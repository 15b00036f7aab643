"""The tile layout of the Triton backend: which Philox draw feeds which element of a tile.

Not numerics: Philox comes from :mod:`.philox` (generated from
:func:`flydsl.rounding.philox.philox_4x32`) and every other operation from the bodies themselves.
This file only decides how many draws a tile makes and how their words reach the elements:

- a tile is ``[G, COLS]``: 8 columns for bodies that draw from the canonical stream, 4 for the word
  stream, so that on aligned tiles (the tile's elements are the consecutive global indices ``TILE,
  TILE + 1, ...`` with ``TILE`` a multiple of 8) one row is one Philox draw: ``chunk16``: element
  ``8b + j`` takes half ``j % 2`` of word ``j // 2`` of draw ``b``; ``word32``: element ``4b + j`` takes
  word ``j`` of draw ``b``. The row's words reach its columns by selects (or ``tl.join``);
- any other index (DTensor shards, strided index maps, a draw at another index): one draw per
  element, at ``index // 8`` (``index // 4``), and the element's own half (word) picked from it.

Both give every element exactly the bits :mod:`flydsl.rounding.stream` defines.
"""

import triton
import triton.language as tl

from .philox import philox

__all__ = ["tile_chunks16", "tile_words32", "tile_frame", "job_frame", "flat_block", "u64", "u32", "f32", "bits_f32"]


@triton.jit
def u64(x):
    """A scalar kernel argument (Triton types an int argument by its value) as uint64."""
    return x.to(tl.uint64)


@triton.jit
def u32(x):
    """A scalar kernel argument as uint32 (values below 2**32)."""
    return tl.cast(x, tl.uint32)


@triton.jit
def f32(x):
    """A float kernel argument as float32."""
    return tl.cast(x, tl.float32)


@triton.jit
def bits_f32(x):
    """The float32 whose bits are the low 32 of int64 ``x`` (a device scalar table's word)."""
    return x.to(tl.int32).to(tl.float32, bitcast=True)


@triton.jit
def flat_block(n, BLOCK: tl.constexpr, WIDE: tl.constexpr):
    """``(i, mask)``: the flat indices of this program's ``BLOCK`` consecutive elements (int64 when ``WIDE``) and
    which are below ``n``. The frame of the one-dimensional streaming kernels (dequantize, absmax, the GEMM
    epilogue), which draw no random bits."""
    pid = tl.program_id(0)
    if WIDE:
        i = pid.to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    else:
        i = pid * BLOCK + tl.arange(0, BLOCK)
    return i, i < n


@triton.jit
def _lanes(BLOCK: tl.constexpr, COLS: tl.constexpr, LAYOUT: tl.constexpr, WIDE: tl.constexpr):
    """Element offsets of a tile, row-major: ``[BLOCK]`` (``LAYOUT`` 1) or ``[BLOCK // COLS, COLS]`` (2);
    int64 when ``WIDE``, else int32."""
    if LAYOUT == 2:
        lanes = tl.arange(0, BLOCK // COLS)[:, None] * COLS + tl.arange(0, COLS)[None, :]
    else:
        lanes = tl.arange(0, BLOCK)
    if WIDE:
        return lanes.to(tl.int64)
    else:
        return lanes


@triton.jit
def tile_frame(a, b, c, BLOCK: tl.constexpr, COLS: tl.constexpr, LAYOUT: tl.constexpr, CONTIG: tl.constexpr,
               SHIFTED: tl.constexpr, WIDE: tl.constexpr):  # fmt: skip
    """``(k, index, tile)`` of this program's tile: local element offsets, their global stream indices under the
    index map ``(a, b, c)`` and the tile's first global index.

    A contiguous map (``CONTIG``) is tiled on global indices, so every tile starts at a multiple of 8 and its
    draws are the aligned ones: tile ``t`` covers ``[a - a % 8 + t * BLOCK, ...)``; without ``SHIFTED``
    (``a % 8 == 0``) that is ``k = t * BLOCK + lanes``, which the compiler sees aligned. Otherwise element ``k``
    has global index ``a + (k // b) * c + k % b``. ``WIDE``: 64-bit offsets (2**31 elements or more).
    """
    pid = tl.program_id(0)
    a = u64(a)
    if CONTIG:
        k, index, tile = job_frame(a, pid, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    else:
        lanes = _lanes(BLOCK, COLS, LAYOUT, WIDE)
        if WIDE:
            pid = pid.to(tl.int64)
        k = pid * BLOCK + lanes
        kk = k.to(tl.uint64)
        bb = u64(b)
        index = a + (kk // bb) * u64(c) + kk % bb
        tile = a
    return k, index, tile


@triton.jit
def job_frame(a, part, BLOCK: tl.constexpr, COLS: tl.constexpr, LAYOUT: tl.constexpr, SHIFTED: tl.constexpr,
              WIDE: tl.constexpr):  # fmt: skip
    """:func:`tile_frame` of a contiguous map: tile ``part`` of the elements from global index ``a`` (uint64), the
    frame of every contiguous launch and of one multi-tensor job."""
    lanes = _lanes(BLOCK, COLS, LAYOUT, WIDE)
    if WIDE:
        part = part.to(tl.int64)
    if SHIFTED:
        shift = (a & 7).to(lanes.dtype)
        k = part * BLOCK + lanes - shift
        tile = a - shift.to(tl.uint64) + part.to(tl.uint64) * BLOCK
    else:
        k = part * BLOCK + lanes
        tile = a + part.to(tl.uint64) * BLOCK
    return k, tile + lanes.to(tl.uint64), tile


#: Stream indices are taken mod 2**64, so draw numbers (index // 8, index // 4) wrap at 2**61 / 2**62: a tile that
#: crosses index 2**64 continues from draw 0, as the host engine's per-element indices do.
_BLOCKS8 = tl.constexpr((1 << 61) - 1)
_BLOCKS4 = tl.constexpr((1 << 62) - 1)


@triton.jit
def _draw(block, seed, sub, ROUNDS: tl.constexpr):
    """The four words of draw ``block`` (uint64) under key ``seed`` and substream ``sub``."""
    c0 = (block & 0xFFFFFFFF).to(tl.uint32)
    c1 = (block >> 32).to(tl.uint32)
    c2 = (sub & 0xFFFFFFFF).to(tl.uint32)
    c3 = (sub >> 32).to(tl.uint32)
    k0 = (seed & 0xFFFFFFFF).to(tl.uint32)
    k1 = (seed >> 32).to(tl.uint32)
    return philox(c0, c1, c2, c3, k0, k1, ROUNDS)


@triton.jit
def _pick4(w0, w1, w2, w3, which):
    """Word ``which`` (0..3, any shape broadcasting with the words) of four words."""
    return tl.where(which == 0, w0, tl.where(which == 1, w1, tl.where(which == 2, w2, w3)))


@triton.jit
def _rows(index):
    """The row numbers ``[G, 1]`` of a ``[G, COLS]`` tile, and its column numbers ``[1, COLS]``."""
    rows = tl.arange(0, index.shape[0])[:, None].to(tl.uint64)
    cols = tl.arange(0, index.shape[1])[None, :].to(tl.uint32)
    return rows, cols


@triton.jit
def _per_row(w, G: tl.constexpr, COLS: tl.constexpr):
    """A row's word ``w`` ([G]) for each element of a 1-D tile of ``G`` rows of ``COLS``."""
    return tl.reshape(tl.broadcast_to(w[:, None], (G, COLS)), (G * COLS,))


@triton.jit
def tile_chunks16(seed, sub, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    """The canonical stream's 16 bits (in a uint32) at each element's ``index``.

    ``ALIGNED`` 1 or 2: the tile holds the consecutive global indices from ``TILE`` (a multiple of 8), so row
    ``g`` of 8 elements is stream block ``TILE // 8 + g``: one draw per row; 1 brings each element its
    half-word with selects, 2 spreads the words with ``tl.join``. 0: one draw per element. ``index`` is a
    ``[G, 8]`` tile or a 1-D tile of ``8 G`` elements.

    ``ALIGNED`` 3: rows of any multiple of 8 elements (a 2-D or 3-D ``index``, the row along the last dim), each
    row of consecutive global indices from its own first index, ``TILE`` (``[..., 1]``, multiples of 8): run ``g``
    of 8 of a row is draw ``TILE // 8 + g``; the words are spread with ``tl.join``.
    """
    if ALIGNED == 3:
        return _rows_chunks16(seed, sub, index, TILE, ROUNDS)
    elif ALIGNED != 0:
        if len(index.shape) == 2:
            tl.static_assert(index.shape[1] == 8, "canonical-stream tiles have 8 columns")
            G: tl.constexpr = index.shape[0]
            rows, cols = _rows(index)
            w0, w1, w2, w3 = _draw(((TILE >> 3) + rows) & _BLOCKS8, seed, sub, ROUNDS)
            if ALIGNED == 1:
                return (_pick4(w0, w1, w2, w3, cols >> 1) >> ((cols & 1) * 16)) & 0xFFFF
            else:
                words = tl.reshape(tl.join(tl.join(w0, w2), tl.join(w1, w3)), (G, 4))
                return tl.reshape(tl.join(words & 0xFFFF, words >> 16), (G, 8))
        else:
            G: tl.constexpr = index.shape[0] // 8
            w0, w1, w2, w3 = _draw(((TILE >> 3) + tl.arange(0, G).to(tl.uint64)) & _BLOCKS8, seed, sub, ROUNDS)
            if ALIGNED == 1:
                lane = (tl.arange(0, G * 8) & 7).to(tl.uint32)
                w = _pick4(_per_row(w0, G, 8), _per_row(w1, G, 8), _per_row(w2, G, 8), _per_row(w3, G, 8), lane >> 1)
                return (w >> ((lane & 1) * 16)) & 0xFFFF
            else:
                words = tl.reshape(tl.join(tl.join(w0, w2), tl.join(w1, w3)), (G * 4,))
                return tl.reshape(tl.join(words & 0xFFFF, words >> 16), (G * 8,))
    else:
        w0, w1, w2, w3 = _draw(index >> 3, seed, sub, ROUNDS)
        lane = (index & 7).to(tl.uint32)
        return (_pick4(w0, w1, w2, w3, lane >> 1) >> ((lane & 1) * 16)) & 0xFFFF


@triton.jit
def _rows_chunks16(seed, sub, index, TILE, ROUNDS: tl.constexpr):
    """:func:`tile_chunks16` with ``ALIGNED`` 3: each row's draws from its own first index ``TILE``. Spread with
    ``tl.join``: selects over a broadcast tile measured 3% faster on MXFP8 from bf16 and 18-22% slower on fp4 from
    f32 (benchmarks/results/mx_draw_spread_h100.log)."""
    C: tl.constexpr = index.shape[len(index.shape) - 1]
    tl.static_assert(C % 8 == 0, "aligned rows hold whole draws (a multiple of 8 elements)")
    G: tl.constexpr = C // 8
    if len(index.shape) == 2:
        runs = tl.arange(0, G).to(tl.uint64)[None, :]
    else:
        tl.static_assert(len(index.shape) == 3, "aligned rows: a 2-D or 3-D tile")
        runs = tl.arange(0, G).to(tl.uint64)[None, None, :]
    w0, w1, w2, w3 = _draw(((TILE >> 3) + runs) & _BLOCKS8, seed, sub, ROUNDS)
    words = tl.join(tl.join(w0, w2), tl.join(w1, w3))
    halves = tl.join(words & 0xFFFF, words >> 16)
    return tl.reshape(halves, index.shape)


@triton.jit
def _word_of(lane, PART: tl.constexpr):
    """Which word of its draw an element takes: its own (``PART`` 0), its Box-Muller pair's even (1) or odd (2)."""
    if PART == 1:
        return lane & 2
    elif PART == 2:
        return lane | 1
    else:
        return lane


@triton.jit
def tile_words32(seed, sub, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr, PART: tl.constexpr = 0):
    """The word stream's 32-bit word at each element's ``index`` (rows of 4; see :func:`tile_chunks16`), or with
    ``PART`` 1 / 2 the words of ``index & ~1`` / ``index | 1`` (same draw)."""
    if ALIGNED != 0:
        if len(index.shape) == 2:
            tl.static_assert(index.shape[1] == 4, "word-stream tiles have 4 columns")
            rows, cols = _rows(index)
            w0, w1, w2, w3 = _draw(((TILE >> 2) + rows) & _BLOCKS4, seed, sub, ROUNDS)
            if ALIGNED == 1 or PART != 0:
                return _pick4(w0, w1, w2, w3, _word_of(cols, PART))
            else:
                return tl.reshape(tl.join(tl.join(w0, w2), tl.join(w1, w3)), (index.shape[0], 4))
        else:
            G: tl.constexpr = index.shape[0] // 4
            w0, w1, w2, w3 = _draw(((TILE >> 2) + tl.arange(0, G).to(tl.uint64)) & _BLOCKS4, seed, sub, ROUNDS)
            if ALIGNED == 1 or PART != 0:
                lane = _word_of((tl.arange(0, G * 4) & 3).to(tl.uint32), PART)
                return _pick4(_per_row(w0, G, 4), _per_row(w1, G, 4), _per_row(w2, G, 4), _per_row(w3, G, 4), lane)
            else:
                return tl.reshape(tl.join(tl.join(w0, w2), tl.join(w1, w3)), (G * 4,))
    else:
        w0, w1, w2, w3 = _draw(index >> 2, seed, sub, ROUNDS)
        return _pick4(w0, w1, w2, w3, _word_of((index & 3).to(tl.uint32), PART))
