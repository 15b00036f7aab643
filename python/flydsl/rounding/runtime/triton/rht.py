"""The random Hadamard transform op (``training.rht``) on the Triton backend: one kernel, the transform's bits.

A contiguous view with the transformed dim last (the ``LINEAR`` frame of :mod:`.mx_frame`) or first (``AXIS0``:
another dim is moved to the front, one copy), tiled as the fused fake-quantize kernels tile it; each block is
transformed in registers by :func:`.mx_frame.mx_rotate` (:mod:`.hadamard`: the sign flips, the butterfly in f32,
one multiplication by ``f32(1 / sqrt(n))``) and written in f32 at its own position. The caller casts to the
input's dtype (round to nearest, as the torch form does). One block's signs (``n`` entries); longer sign vectors
take the torch form. No FlyDSL needed.
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from . import mx_launch
from .mx_frame import mx_rotate, mx_tile

__all__ = ["rht_kernel", "transform"]


@triton.jit
def rht_kernel(X, Y, SIGNS, ROWS, COLS, N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
               SCALE_BITS: tl.constexpr, INVERSE: tl.constexpr, WIDE: tl.constexpr):  # fmt: skip
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    tl.store(Y + p, mx_rotate(x, SIGNS, FRAME, N, N, SCALE_BITS, INVERSE), mask=mask)


def transform(x: torch.Tensor, signs: torch.Tensor, dim: int, n: int, inverse: bool) -> torch.Tensor:
    """The transform of ``x`` (f32, bf16 or f16; a non-negative ``dim`` whose size is a multiple of ``n``) with
    one block's ``n`` signs (f32 +-1), in f32, contiguous, ``x``'s shape: the torch form's values before its cast
    back to ``x``'s dtype."""
    last = dim == x.ndim - 1
    v = (x if last else x.movedim(dim, 0)).contiguous()
    out = torch.empty(v.shape, dtype=torch.float32, device=x.device)
    if v.numel():
        lay = mx_launch.layout(tuple(v.shape), v.ndim - 1 if last else 0, n)
        s = signs.to(device=x.device, dtype=torch.float32).contiguous()
        args = (v, out, s, lay.rows, lay.cols)
        mx_launch.launch_rotated(rht_kernel, lay, n, args, v.numel(), x.device, INVERSE=bool(inverse))
    return out if last else out.movedim(0, dim).contiguous()
