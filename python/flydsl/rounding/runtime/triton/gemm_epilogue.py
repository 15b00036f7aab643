"""The emulated GEMMs' epilogue on the Triton backend: one pass over an f32 GEMM output.

The training layers (:mod:`flydsl.rounding.training.linear`) run each quantized GEMM as an exact-product GEMM
with an f32 output, then divide by NVFP4's tensor scales (0-d f32 tensors on the device), add the bias and cast
to the layer's dtype: as torch ops that is up to four passes over the output, the divisions through torch's
generic (non-vectorised) kernel since a 0-d tensor divisor broadcasts. Here it is one, in torch's order::

    v = y                                     (f32: the GEMM's output, rows of ``ld`` apart)
    v = v / scale_0 [/ scale_1]               (IEEE division, div_rn, each scale in turn)
    v = v + f32(bias[col])                    (IEEE addition; the bias converted exactly)
    out = v rounded to nearest-even into the output dtype (f32 as is; bf16 / f16 through the generated
          ``round_to`` RN bodies, as the dequantize kernel)

so the values are those of ``((y / s0) / s1 + bias.float()).to(dtype)`` bit for bit (NaN payloads aside: the
generated RN bodies keep a NaN's payload bits where torch writes its canonical NaN). Launches on the tensors'
device and torch's current stream through the kept compiled kernel (:func:`~.launch.launch_kernel`); never
synchronises; no FlyDSL needed.
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .generated.round_to import round_to__BFloat16__RN__sat0, round_to__Float16__RN__sat0
from .launch import COMPILE_OPTIONS, launch_kernel, triton_cdiv
from .tiles import flat_block

__all__ = ["gemm_epilogue", "OUT_KINDS", "ELEMENTS", "NUM_WARPS", "MAX_SCALES"]

#: Output elements per program, warps per program (a plain streaming pass: 16 elements per thread).
ELEMENTS = 2048
NUM_WARPS = 4
#: Output dtypes (as the dequantize kernel's).
OUT_KINDS = {torch.float32: 0, torch.bfloat16: 1, torch.float16: 2}
#: A GEMM has two operands, so at most two tensor scales.
MAX_SCALES = 2


@triton.jit
def gemm_epilogue_kernel(
    y, out, s0, s1, bias, n, cols, ld,
    NS: tl.constexpr, HAS_BIAS: tl.constexpr, OUT: tl.constexpr, WIDE: tl.constexpr, BLOCK: tl.constexpr,
):  # fmt: skip
    i, mask = flat_block(n, BLOCK, WIDE)
    col = i % cols
    v = tl.load(y + (i // cols) * ld + col, mask=mask, other=0.0)
    if NS >= 1:
        v = tl.math.div_rn(v, tl.broadcast_to(tl.load(s0), v.shape))
    if NS >= 2:
        v = tl.math.div_rn(v, tl.broadcast_to(tl.load(s1), v.shape))
    if HAS_BIAS:
        v = v + tl.load(bias + col, mask=mask, other=0.0).to(tl.float32)
    if OUT == 1:
        (v,) = round_to__BFloat16__RN__sat0(v, 0, 0, 0, 10)
    elif OUT == 2:
        (v,) = round_to__Float16__RN__sat0(v, 0, 0, 0, 10)
    tl.store(out + i, v, mask=mask)


def gemm_epilogue(y: torch.Tensor, scales=(), bias=None, dtype=torch.float32) -> torch.Tensor:
    """``((y / scales[0]) / scales[1] + bias.float()).to(dtype)`` in one pass (see the module docstring), as a new
    contiguous tensor of ``y``'s shape.

    ``y``: a 2-D f32 tensor whose rows are contiguous (a column slice of a GEMM output is fine: its row stride is
    read); ``scales``: up to two 0-d f32 tensors on ``y``'s device; ``bias``: None or a 1-D tensor of ``y``'s
    columns (f32, bf16 or f16); ``dtype``: f32, bf16 or f16."""
    if y.dtype != torch.float32 or y.ndim != 2 or (y.shape[1] > 1 and y.stride(1) != 1):
        raise ValueError(
            f"gemm_epilogue takes a 2-D f32 tensor with contiguous rows, got {y.dtype} of shape {tuple(y.shape)} "
            f"and strides {y.stride()}"
        )
    if len(scales) > MAX_SCALES or any(s.shape != () or s.dtype != torch.float32 for s in scales):
        raise ValueError(f"gemm_epilogue: scales are up to {MAX_SCALES} 0-d f32 tensors")
    if bias is not None and (bias.ndim != 1 or bias.shape[0] != y.shape[1] or not bias.is_contiguous()):
        raise ValueError(f"gemm_epilogue: the bias must be a contiguous 1-D tensor of {y.shape[1]} entries")
    if dtype not in OUT_KINDS:
        raise ValueError(f"gemm_epilogue writes {', '.join(map(str, OUT_KINDS))}, got {dtype}")
    out = torch.empty(y.shape, dtype=dtype, device=y.device)
    n = out.numel()
    if n == 0:
        return out
    s0 = scales[0] if len(scales) > 0 else y
    s1 = scales[1] if len(scales) > 1 else y
    rows_apart = y.stride(0) if y.shape[0] > 1 else y.shape[1]
    args = (y, out, s0, s1, y if bias is None else bias, n, y.shape[1], rows_apart)
    kwargs = {
        "NS": len(scales), "HAS_BIAS": bias is not None, "OUT": OUT_KINDS[dtype],
        "WIDE": y.shape[0] * rows_apart + ELEMENTS >= 1 << 31, "BLOCK": ELEMENTS, "num_warps": NUM_WARPS,
        **COMPILE_OPTIONS,
    }  # fmt: skip
    launch_kernel(gemm_epilogue_kernel, (triton_cdiv(n, ELEMENTS),), args, kwargs, y.device)
    return out
