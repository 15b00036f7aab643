"""The largest finite magnitude of a tensor on the Triton backend: one read of the tensor, one kernel.

NVFP4's tensor scale (:func:`flydsl.rounding.mx.ops.tensor_scale_of`) needs ``amax = max |x|`` over the finite
elements of every quantized operand. As torch ops that is five passes over the tensor (a copy to f32, ``isfinite``,
``abs``, ``where``, ``amax``), four of them writing a tensor as large as ``x``; here each program reduces
:data:`ELEMENTS` elements in registers and folds its maximum into one 32-bit word with an atomic max.

Why the result is exact and the same on every run: a maximum has no rounding and no order (any grouping of the
elements gives the same value), and the magnitudes of non-negative f32 values order as their bit patterns do as
signed 32-bit integers (sign bit clear; +0 is 0), so an integer atomic max over the bits is the float maximum.
NaN and +-Inf count as 0 (they are not finite), -0 as +0; an empty or all-non-finite tensor gives 0.

Launches on the tensor's device and torch's current stream (a repeated launch through its kept compiled kernel:
:func:`~.launch.launch_kernel`); never synchronises. No FlyDSL needed.
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from . import mx_launch
from .launch import launch_kernel, triton_cdiv
from .mx_frame import mx_rotate, mx_tile
from .tiles import flat_block

__all__ = ["finite_absmax", "rotated_absmax", "encode_scale", "ELEMENTS", "NUM_WARPS", "SOURCES", "F32_MAX"]

#: Elements each program reduces (16 per thread at 8 warps: two 16-byte loads of bf16, four of f32 per thread).
ELEMENTS = 4096
NUM_WARPS = 8
#: The element types it reads (converted to f32 in registers: exact).
SOURCES = (torch.float32, torch.bfloat16, torch.float16)
#: The largest finite f32 (an encode scale is clamped to it).
F32_MAX = torch.finfo(torch.float32).max


@triton.jit
def finite_absmax_kernel(x, out, n, WIDE: tl.constexpr, BLOCK: tl.constexpr):
    i, mask = flat_block(n, BLOCK, WIDE)
    _fold_finite_max(out, tl.load(x + i, mask=mask, other=0.0).to(tl.float32))


@triton.jit
def rotated_absmax_kernel(x, out, SIGNS, ROWS, COLS, N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr,
                          BC: tl.constexpr, R: tl.constexpr, SCALE_BITS: tl.constexpr, WIDE: tl.constexpr):  # fmt: skip
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    v = tl.load(x + p, mask=mask, other=0).to(tl.float32)
    _fold_finite_max(out, mx_rotate(v, SIGNS, FRAME, N, R, SCALE_BITS))


@triton.jit
def _fold_finite_max(out, v):
    """Fold the largest finite ``|v|`` of this program's f32 values (any shape) into the int32 word at ``out``."""
    a = tl.abs(tl.reshape(v, (v.numel,)))
    # NaN compares false, +Inf is not below itself: both count as 0
    a = tl.where(a < float("inf"), a, 0.0)
    tl.atomic_max(out, tl.max(a, axis=0).to(tl.int32, bitcast=True))


@triton.jit
def encode_scale_kernel(amax, out, TARGET: tl.constexpr, ROUND_DOWN: tl.constexpr, LARGEST: tl.constexpr):
    a = tl.load(amax)
    s = tl.math.div_rn(tl.full((), TARGET, tl.float32), a)  # +Inf for a == 0 or a subnormal a
    s = tl.minimum(s, LARGEST)
    if ROUND_DOWN:  # the f64 product of two f32 values is exact; s > 0 finite: one ulp down is bits - 1
        over = s.to(tl.float64) * a.to(tl.float64) > TARGET
        s = tl.where(over, (s.to(tl.int32, bitcast=True) - 1).to(tl.float32, bitcast=True), s)
    tl.store(out, tl.where(a == 0, 1.0, s))


def encode_scale(amax: torch.Tensor, target: float, round_down: bool) -> torch.Tensor:
    """The encode scale of a finite maximum ``amax`` (0-d f32 on the device, >= 0), one program, as
    :func:`flydsl.rounding.mx.ops.tensor_scale_of` computes it with torch ops (same bits): ``f32(target / amax)``
    (IEEE division) clamped to the largest finite f32, with ``round_down`` one ulp lower where
    ``scale * amax > target`` exactly, and 1 where ``amax`` is 0. One launch instead of eight small torch ops."""
    out = torch.empty((), dtype=torch.float32, device=amax.device)
    kwargs = {"TARGET": float(target), "ROUND_DOWN": bool(round_down), "LARGEST": F32_MAX, "num_warps": 1}
    launch_kernel(encode_scale_kernel, (1,), (amax, out), kwargs, amax.device)
    return out


def rotated_absmax(x: torch.Tensor, lay, rotation) -> torch.Tensor:
    """:func:`finite_absmax` of the transform of ``x`` (contiguous; f32, bf16 or f16) that the fused fake quantize
    of layout ``lay`` applies (:class:`.mx_launch.Rotation`), computed in registers, never written: NVFP4's
    tensor scale of a transformed operand from one read of the untransformed one. The same transformed values as
    the quantize kernel's (the same tile and :func:`.mx_frame.mx_rotate`), so exactly the maximum of the tensor
    that transforming first would give."""
    if x.dtype not in SOURCES or not x.is_contiguous():
        raise TypeError(f"rotated_absmax reads contiguous {', '.join(map(str, SOURCES))} tensors, got {x.dtype}")
    mx_launch.check_rotation(lay, rotation)
    out = torch.zeros((), dtype=torch.int32, device=x.device)
    if x.numel():
        args = (x, out, rotation.signs, lay.rows, lay.cols)
        mx_launch.launch_rotated(rotated_absmax_kernel, lay, rotation.block, args, x.numel(), x.device,
                                 R=rotation.block)  # fmt: skip
    return out.view(torch.float32)


def finite_absmax(x: torch.Tensor) -> torch.Tensor:
    """``max |x|`` over the finite elements of ``x`` (f32, bf16 or f16; made contiguous) as a 0-d f32 tensor on
    ``x``'s device (0 when none is finite or ``x`` is empty); exact (see the module docstring)."""
    if x.dtype not in SOURCES:
        raise TypeError(f"finite_absmax reads {', '.join(map(str, SOURCES))} tensors, got {x.dtype}")
    x = x.contiguous()
    out = torch.zeros((), dtype=torch.int32, device=x.device)
    n = x.numel()
    if n:
        kwargs = {"WIDE": n + ELEMENTS >= 1 << 31, "BLOCK": ELEMENTS, "num_warps": NUM_WARPS}
        launch_kernel(finite_absmax_kernel, (triton_cdiv(n, ELEMENTS),), (x, out, n), kwargs, x.device)
    return out.view(torch.float32)
