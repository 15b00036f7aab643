"""The tile layout of the Triton backend: which Philox draw feeds which element of a tile.

Not numerics: Philox comes from :mod:`.generated.philox` (generated from
:func:`flydsl.rounding.philox.philox_4x32`) and every other operation from the bodies themselves.
This file only decides how many draws a tile makes and how their words reach the elements:

- aligned tiles (the tile's elements are the consecutive global indices ``TILE, TILE + 1, ...``
  with ``TILE`` a multiple of 8): one draw per 8 elements for the canonical stream (``chunk16``:
  element ``8b + j`` takes half ``j % 2`` of word ``j // 2`` of draw ``b``) and one per 4 for the
  word stream (``word32``: element ``4b + j`` takes word ``j`` of draw ``b``), spread over the tile
  with ``tl.join`` / ``tl.reshape``;
- any other index (DTensor shards, strided index maps, a draw at another index): one draw per
  element, at ``index // 8`` (``index // 4``), and the element's own half (word) picked from it.

Both give every element exactly the bits :mod:`flydsl.rounding.stream` defines.
"""

import triton
import triton.language as tl

from .generated.philox import philox

__all__ = ["tile_chunks16", "tile_words32", "u64", "u32", "f32"]


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
def _spread4(w0, w1, w2, w3):
    """[G] x 4 words -> [4 G]: element 4g + j is word j of draw g."""
    pairs = tl.join(tl.join(w0, w2), tl.join(w1, w3))  # [G, 2, 2]: (g, a, b) holds word 2a + b
    return tl.reshape(pairs, (w0.shape[0] * 4,))


@triton.jit
def tile_chunks16(seed, sub, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    """The canonical stream's 16 bits (in a uint32) at each element's ``index``."""
    if ALIGNED:
        G: tl.constexpr = index.shape[0] // 8
        block = (TILE >> 3) + tl.arange(0, G).to(tl.uint64)
        w0, w1, w2, w3 = _draw(block, seed, sub, ROUNDS)
        words = tl.reshape(_spread4(w0, w1, w2, w3), (G, 4))
        halves = tl.join(words & 0xFFFF, words >> 16)  # [G, 4, 2]
        return tl.reshape(halves, (index.shape[0],))
    else:
        w0, w1, w2, w3 = _draw(index >> 3, seed, sub, ROUNDS)
        lane = (index & 7).to(tl.uint32)
        pick = lane >> 1
        w = tl.where(pick == 0, w0, tl.where(pick == 1, w1, tl.where(pick == 2, w2, w3)))
        return (w >> ((lane & 1) * 16)) & 0xFFFF


@triton.jit
def tile_words32(seed, sub, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    """The word stream's 32-bit word at each element's ``index``."""
    if ALIGNED:
        G: tl.constexpr = index.shape[0] // 4
        block = (TILE >> 2) + tl.arange(0, G).to(tl.uint64)
        w0, w1, w2, w3 = _draw(block, seed, sub, ROUNDS)
        return _spread4(w0, w1, w2, w3)
    else:
        w0, w1, w2, w3 = _draw(index >> 2, seed, sub, ROUNDS)
        lane = (index & 3).to(tl.uint32)
        return tl.where(lane == 0, w0, tl.where(lane == 1, w1, tl.where(lane == 2, w2, w3)))
