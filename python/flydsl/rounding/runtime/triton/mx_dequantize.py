"""Decode block-scaled codes on the Triton backend: one kernel per :func:`flydsl.rounding.mx.dequantize` call.

The decoding itself is ``mx_decode`` of ``generated/mx.py`` (the generator's ``MX_DECODE``), which the fused
fake-quantize kernels there share.

The decoding is two table lookups and exact f32 arithmetic, so it has no numerics of its own to keep in step
with the host engine: the tables are the ones the torch-op path indexes (``mx.ops``'s element and scale
values, passed in as small device tensors), and the kernel computes what that path computes, in its order::

    v = element[code] * scale[scale_code]        (exact in f32: <= 8 significant bits each side)
    v = v / tensor_scale                         (NVFP4 with a tensor scale; IEEE division, div_rn)
    v = v / 0.75                                 (headroom; IEEE division)
    out = v rounded to nearest-even into the output dtype (the generated ``round_to`` RN bodies)

``codes`` (uint8; fp4: two per byte, the even element in the low nibble) and ``scales`` (uint8 scale codes) are
contiguous with the block axis last: element ``i`` of the contiguous output (last dim ``K``) takes block ``i //
block``'s scale, or for 16x16 tiles of an ``(M, K)`` tensor the scale ``(row // 16, col // 16)``. Launches on the
tensors' device and torch's current stream (a repeated launch through its kept compiled kernel:
:func:`~.launch.launch_kernel`); never synchronises; no FlyDSL needed (imported by ``mx.ops`` on the
Triton path only: it imports Triton).
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from ..tensors import unpacked_shape
from .generated.mx import mx_decode
from .launch import COMPILE_OPTIONS, launch_kernel, triton_cdiv
from .tiles import flat_block

__all__ = ["dequantize_triton", "OUT_KINDS", "ELEMENTS", "NUM_WARPS"]

#: Output elements per program.
ELEMENTS = 2048
NUM_WARPS = 4

#: Output dtypes: f32 as computed; bf16 and f16 through the generated round-to-nearest bodies of ``round_to``
#: (the lowering's own RN, the same bits as a hardware conversion; Triton's interpreter converts f32 subnormals to
#: bf16 wrongly, so ``.to`` would not be checkable in CI).
OUT_KINDS = {torch.float32: 0, torch.bfloat16: 1, torch.float16: 2}


@triton.jit
def mx_dequantize_kernel(
    codes, scales, elements, scale_values, tensor_scale, out, n, K,
    B: tl.constexpr, TILE: tl.constexpr, PACKED: tl.constexpr, HAS_TS: tl.constexpr,
    HEADROOM: tl.constexpr, WIDE: tl.constexpr, OUT: tl.constexpr, BLOCK: tl.constexpr,
):  # fmt: skip
    i, mask = flat_block(n, BLOCK, WIDE)
    if PACKED:
        byte = tl.load(codes + i // 2, mask=mask, other=0).to(tl.int32)
        code = (byte >> ((i % 2) * 4).to(tl.int32)) & 0xF
    else:
        code = tl.load(codes + i, mask=mask, other=0).to(tl.int32)
    if TILE:
        s_at = (i // K // 16) * (K // 16) + (i % K) // 16
    else:
        s_at = i // B
    s_code = tl.load(scales + s_at, mask=mask, other=0).to(tl.int32)
    if HAS_TS:
        ts = tl.load(tensor_scale)
    else:
        ts = tl.full((), 1.0, tl.float32)
    v = mx_decode(code, s_code, elements, scale_values, ts, HAS_TS, HEADROOM, OUT)
    tl.store(out + i, v, mask=mask)


def dequantize_triton(codes, scales, element_values, scale_values, *, block, packed: bool, tensor_scale=None,
                      headroom: bool = False, dtype=torch.float32) -> torch.Tensor:  # fmt: skip
    """The decoded values (``dtype``, the codes' shape with fp4's last dim doubled) of ``codes`` / ``scales``
    (uint8, block axis last; made contiguous) with the decoding tables ``element_values`` (f32, indexed by code)
    and ``scale_values`` (f32, 256 entries) on the codes' device. ``block``: an int or ``(16, 16)`` (a 2-D
    tensor's tiles); ``tensor_scale``: an f32 0-d tensor on the device that divides every value (NVFP4), or
    None; ``headroom``: divide by 0.75 after."""
    c, s = codes.contiguous(), scales.contiguous()
    shape = unpacked_shape(c.shape, packed)
    out = torch.empty(shape, dtype=dtype, device=c.device)
    n = out.numel()
    if n == 0:
        return out
    tile = isinstance(block, tuple)
    k = shape[-1]
    ts = tensor_scale if tensor_scale is not None else element_values
    grid = (triton_cdiv(n, ELEMENTS),)
    kwargs = {
        "B": 16 if tile else int(block), "TILE": tile, "PACKED": packed, "HAS_TS": tensor_scale is not None,
        "HEADROOM": headroom, "WIDE": n + ELEMENTS >= 1 << 31, "OUT": OUT_KINDS[dtype], "BLOCK": ELEMENTS,
        "num_warps": NUM_WARPS, **COMPILE_OPTIONS,
    }  # fmt: skip
    launch_kernel(mx_dequantize_kernel, grid, (c, s, element_values, scale_values, ts, out, n, k), kwargs, c.device)
    return out
