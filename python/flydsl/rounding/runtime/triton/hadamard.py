"""The random Hadamard transform of a tile's blocks in registers, in the transform's one order of operations.

:mod:`flydsl.rounding.training.transform` defines the bits: per block of ``R`` values, the sign flips (exact),
the fast Walsh-Hadamard butterfly in f32 with stages ``h = 1, 2, ..., R / 2`` (each pair ``(v[j], v[j + h])``
of a group of ``2h`` becomes ``(v[j] + v[j + h], v[j] - v[j + h])``), then one multiplication by ``f32(1 /
sqrt(R))``. Here a stage is a reshape that puts each pair's two members on a size-2 axis, ``tl.split``, the sum
and the difference, ``tl.join`` and the reshape back: the same additions, subtractions and multiplications as the
torch form and FlyDSL's building block, so the same bits. Blocks down a tile's columns (``axis=0`` operands) are
transformed where they lie (:func:`rotate_columns`), not transposed to rows first.

Measured on an H100 (``benchmarks/gpu/frames.py --rht``, ``benchmarks/results/rht_fused_sweep_h100.log``): the
fused transform adds 0-7% to the fake-quantize kernel's time at the launcher's tile. Two alternatives with the same
operations were slower: each stage as a ``tl.gather`` of every element's partner (1.7-30x), and axis-0 tiles
transposed to rows first (this module's first version, at 4096-element tiles: the graphed NVFP4 training step took
29.6 ms, against 19.6 ms now). Used by the fused fake-quantize kernels
(``generated/mx.py``, through :func:`.mx_frame.mx_rotate`), NVFP4's absmax of a transformed operand
(:mod:`.absmax`) and the transform op's own kernel (:mod:`.rht`). No FlyDSL needed.
"""

import numpy as np
import triton
import triton.language as tl

__all__ = ["rotate_rows", "rotate_columns", "scale_bits", "SIZES"]

#: The block sizes of the transform (``training.transform.SIZES``; the stage loops below unroll up to 2**7).
SIZES = (16, 32, 128)


def scale_bits(n: int) -> int:
    """The bits of ``f32(1 / sqrt(n))`` (a ``tl.constexpr`` int: a float constexpr would be rounded by the
    compiler's own conversion, these bits are numpy's round to nearest of the double)."""
    return int(np.array(1.0 / np.sqrt(n), dtype=np.float32).view(np.uint32))


@triton.jit
def _stage(x, G: tl.constexpr, R: tl.constexpr, H: tl.constexpr):
    """One butterfly stage of half-width ``H`` on the rows of ``x`` ``[G, R]``."""
    pairs = tl.permute(tl.reshape(x, (G, R // (2 * H), 2, H)), (0, 1, 3, 2))
    a, b = tl.split(pairs)
    return tl.reshape(tl.permute(tl.join(a + b, a - b), (0, 1, 3, 2)), (G, R))


@triton.jit
def _column_stage(x, C: tl.constexpr, R: tl.constexpr, H: tl.constexpr):
    """One butterfly stage of half-width ``H`` down the columns of ``x`` ``[R, C]``."""
    pairs = tl.permute(tl.reshape(x, (R // (2 * H), 2, H, C)), (0, 2, 3, 1))
    a, b = tl.split(pairs)
    return tl.reshape(tl.permute(tl.join(a + b, a - b), (0, 3, 1, 2)), (R, C))


@triton.jit
def _rotate(x, s, R: tl.constexpr, SCALE_BITS: tl.constexpr, INVERSE: tl.constexpr, AXIS: tl.constexpr):
    """The transform of every block of the 2-D f32 ``x`` along ``AXIS`` (``R`` long there), ``s`` the signs shaped
    to broadcast along it."""
    if not INVERSE:
        x = x * s
    for k in tl.static_range(7):
        if (1 << k) < R:
            if AXIS == 1:
                x = _stage(x, x.shape[0], R, 1 << k)
            else:
                x = _column_stage(x, x.shape[1], R, 1 << k)
    x = x * tl.full((), SCALE_BITS, tl.uint32).to(tl.float32, bitcast=True)
    if INVERSE:
        x = x * s
    return x


@triton.jit
def rotate_rows(x, signs, R: tl.constexpr, SCALE_BITS: tl.constexpr, INVERSE: tl.constexpr):
    """The transform of every row of the f32 tile ``x`` ``[G, R]`` (one block per row): ``signs`` ``[R]`` (+-1
    f32) flip the inputs (``INVERSE``: the outputs), the butterfly sums, one multiplication by the f32 whose bits
    are ``SCALE_BITS``."""
    return _rotate(x, signs[None, :], R, SCALE_BITS, INVERSE, 1)


@triton.jit
def rotate_columns(x, signs, R: tl.constexpr, SCALE_BITS: tl.constexpr, INVERSE: tl.constexpr = False):
    """:func:`rotate_rows` of every column of ``x`` ``[R, C]`` (one block per column, its elements down the
    column), without moving the block axis."""
    return _rotate(x, signs[:, None], R, SCALE_BITS, INVERSE, 0)
