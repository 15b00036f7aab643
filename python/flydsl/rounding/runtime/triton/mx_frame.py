"""The tile layout of the block-scaled quantize kernels (``generated/mx.py``): which elements form a block, where
each is read and written, and its stream index. Not numerics: the scale and every element's code come from the
bodies generated from :func:`flydsl.rounding.mx.block.quantize_element` (and ``scale_code``); the block's
``|max|`` is a reduction of the tile (the unsigned max of the ``|x|`` bits, as
:func:`flydsl.rounding.mx.block.amax_bits` computes it).

A program quantizes ``R`` blocks of ``N`` elements, held as 1-D tiles of ``R * N`` elements (block-major).
Block ``b`` (``b < nblocks``) element ``j`` is the element at local row-major position

    ``p = (b // B1) * T1 + (b % B1) * T2 + (j // J1) * T3 + (j % J1) * T4``

of the contiguous input (``GENERAL``; else ``p = b * N + j``): ``axis=-1`` blocks are ``p = b * N + j``; ``axis=0``
blocks of a ``(D0, C)`` view (``b = col * (D0 // N) + i``) are ``B1 = D0 // N, T1 = 1, T2 = N * C, J1 = N,
T4 = C``; the 16x16 tiles of an ``(M, K)`` tensor are ``B1 = K // 16, T1 = 16 K, T2 = 16, J1 = 16, T3 = K,
T4 = 1``. Its code goes to ``b * N + j`` (the op's block-axis-last layout) or, with ``OUT_P``, to ``p`` (the
tiles: row-major codes); fp4 codes pack two per byte, the even element in the low nibble. Its stream index is
the index map of ``p`` (``a + p`` when ``CONTIG``, else ``a + (p // run) * stride + p % run``), as
:func:`flydsl.rounding.mx.quantize` defines it.
"""

import triton
import triton.language as tl

from .tiles import u64

__all__ = ["mx_positions", "mx_stream_index", "mx_amax", "mx_per_element", "mx_store_codes"]


@triton.jit
def mx_positions(nblocks, B1, T1, T2, J1, T3, T4, R: tl.constexpr, N: tl.constexpr, GENERAL: tl.constexpr,
                 OUT_P: tl.constexpr, ACROSS: tl.constexpr):  # fmt: skip
    """``(p, out, mask, blocks, block_mask)`` of this program's tile: elements' input positions, code positions and
    mask (``[R * N]``), the block numbers and their mask (``[R]``); int64. Without ``GENERAL`` the positions are
    one contiguous run (the compiler sees it: vector loads). ``ACROSS`` (``axis=0``): a program takes the blocks
    ``b = col * B1 + i`` of one ``i`` and ``R`` neighbouring columns (element ``j`` of them: ``R`` neighbouring
    addresses), program ``pid = (col // R) * B1 + i``; otherwise blocks ``pid * R + [0, R)``."""
    pid = tl.program_id(0).to(tl.int64)
    if ACROSS:
        b1 = B1.to(tl.int64)
        cols = (pid // b1) * R + tl.arange(0, R).to(tl.int64)
        blocks = cols * b1 + pid % b1
        block_mask = cols < nblocks.to(tl.int64) // b1
    else:
        blocks = pid * R + tl.arange(0, R).to(tl.int64)
        block_mask = blocks < nblocks
    if GENERAL:
        j = tl.arange(0, N).to(tl.int64)
        out = tl.reshape(blocks[:, None] * N + j[None, :], (R * N,))
        b1 = B1.to(tl.int64)
        base = (blocks // b1) * T1 + (blocks % b1) * T2
        j1 = J1.to(tl.int64)
        p = tl.reshape(base[:, None] + ((j // j1) * T3 + (j % j1) * T4)[None, :], (R * N,))
        if OUT_P:
            out = p
        mask = tl.reshape(tl.broadcast_to(block_mask[:, None], (R, N)), (R * N,))
    else:
        p = pid * (R * N) + tl.arange(0, R * N).to(tl.int64)
        out = p
        mask = p < nblocks.to(tl.int64) * N
    return p, out, mask, blocks, block_mask


@triton.jit
def mx_stream_index(p, a, b, c, R: tl.constexpr, N: tl.constexpr, CONTIG: tl.constexpr):
    """``(index, tile)``: each element's stream index (uint64) and the first index of this program's tile (meaningful
    for aligned draws: a contiguous map and layout whose start is a multiple of 8)."""
    a = u64(a)
    pp = p.to(tl.uint64)
    if CONTIG:
        index = a + pp
    else:
        bb = u64(b)
        index = a + (pp // bb) * u64(c) + pp % bb
    tile = a + tl.program_id(0).to(tl.uint64) * (R * N)
    return index, tile


@triton.jit
def mx_amax(x, R: tl.constexpr, N: tl.constexpr):
    """The ``|max|`` bits (uint32, ``[R]``) of each block of the f32 tile ``x`` (``[R * N]``, block-major)."""
    bits = x.to(tl.uint32, bitcast=True) & 0x7FFFFFFF
    return tl.max(tl.reshape(bits, (R, N)), axis=1)


@triton.jit
def mx_per_element(v, R: tl.constexpr, N: tl.constexpr):
    """A per-block value (``[R]``) for each element of its block (``[R * N]``)."""
    return tl.reshape(tl.broadcast_to(v[:, None], (R, N)), (R * N,))


@triton.jit
def mx_store_codes(CODES, out, code, mask, nblocks, R: tl.constexpr, N: tl.constexpr, PACKED: tl.constexpr,
                   LINEAR: tl.constexpr):  # fmt: skip
    """Store the codes (uint8, ``[R * N]``) at positions ``out``; ``PACKED``: two 4-bit codes per byte (the even
    element, at an even position, in the low nibble) at ``out // 2``. ``LINEAR``: ``out`` is this program's
    contiguous run ``pid * R * N + [0, R * N)`` (the byte positions are then computed as one run too)."""
    if PACKED:
        lo, hi = tl.split(tl.reshape(code, (R * N // 2, 2)))
        if LINEAR:
            at = tl.program_id(0).to(tl.int64) * (R * N // 2) + tl.arange(0, R * N // 2).to(tl.int64)
            # a mask the compiler can follow (a split one it cannot): vector stores
            tl.store(CODES + at, (lo & 0xF) | ((hi & 0xF) << 4), mask=at < nblocks.to(tl.int64) * (N // 2))
        else:
            at, _ = tl.split(tl.reshape(out, (R * N // 2, 2)))
            m, _ = tl.split(tl.reshape(mask.to(tl.int8), (R * N // 2, 2)))
            tl.store(CODES + at // 2, (lo & 0xF) | ((hi & 0xF) << 4), mask=m != 0)
    else:
        tl.store(CODES + out, code, mask=mask)
