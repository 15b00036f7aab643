"""The seam between the training layers and block-scaled quantization: one call, :func:`fake_quantize`.

Every quantization of a GEMM operand in :mod:`flydsl.rounding.training` goes through here, to
:func:`flydsl.rounding.mx.quantize` / :func:`~flydsl.rounding.mx.dequantize` (host engine on the CPU,
FlyDSL kernels on ROCm GPUs).
"""

from __future__ import annotations

import dataclasses

import torch

from .. import mx
from ..keyspace import TRAINING_OFFSET

__all__ = ["fake_quantize", "MX_FORMATS", "SCALE_RULES", "BLOCKS", "resolve_scale_rule", "clips", "BF16_EXACT_SCALE"]

MX_FORMATS = tuple(mx.MX_FORMATS)
#: Elements per 1-D block of each format.
BLOCKS = {name: f.block for name, f in mx.MX_FORMATS.items()}
SCALE_RULES = tuple(mx.SCALE_RULES) + tuple(mx.NVFP4_SCALE_RULES)
resolve_scale_rule = mx.resolve_scale_rule
clips = mx.clips
#: Per format, the smallest block scale from which every split value (element times block scale) is exact in
#: bfloat16 (its smallest subnormal is 2**-133; f32's is 2**-149): 0 where every scale is (E8M0's smallest is
#: 2**-127, E4M3's 2**-9; FP4's smallest element is 0.5).
BF16_EXACT_SCALE = {"mxfp4": 0.0, "nvfp4": 0.0, "mxfp8_e4m3": 2.0**-124, "mxfp8_e5m2": 2.0**-117}


def fake_quantize(x, spec, *, axis: int, seed: int, offset: int, substream: int, split: bool = False,
                  dtype=torch.float32):  # fmt: skip
    """``dequantize(quantize(x, ...))`` in ``dtype`` (f32 by default) for operand ``spec`` (an
    :class:`~.recipe.Operand`), blocks along ``axis``; ``seed`` / ``offset`` / ``substream`` key stochastic rounding
    (ignored for RN).

    With ``split``: ``(values, tensor_scale)`` where ``values`` are the decoded elements times their block
    scales only (exact in f32) and ``tensor_scale`` NVFP4's f32 tensor scale as a 0-d f32 tensor on ``x``'s device
    (never read back to the host: that would synchronise a GPU) or the float 1.0 (MX): the quantized tensor is
    ``values / tensor_scale``, which a GEMM applies once to its output (as hardware does) instead of rounding every
    element. Split values are exact in bfloat16 too (at most 6 significant bits, f32's exponent range) except
    MXFP8 elements below bfloat16's smallest subnormal 2**-133 (E4M3 blocks with a scale below 2**-124, E5M2
    below 2**-117), which ``dtype=torch.bfloat16`` rounds to nearest (:data:`BF16_EXACT_SCALE`; MXFP4 and NVFP4
    values are always exact).
    """
    sr = spec.rounding == "STOCHASTIC"
    kwargs = {"scale_rule": spec.scale_rule, "allow_clipping": spec.allow_clipping}
    q = mx.quantize(
        x,
        spec.fmt,
        axis=-1 if spec.two_d else axis,  # 16x16 tiles are the same along either axis
        block=spec.block,
        rounding=spec.rounding,
        seed=seed if sr else None,
        offset=offset,
        substream=substream,
        key_user="training" if offset >= TRAINING_OFFSET else None,
        **kwargs,
    )
    if not split:
        return mx.dequantize(q, dtype=dtype)
    if q.tensor_scale is None:
        return mx.dequantize(q, dtype=dtype), 1.0
    # the block-scaled values alone (dividing by a tensor scale of 1 changed no bit): the tensor scale stays a tensor
    return mx.dequantize(dataclasses.replace(q, tensor_scale=None), dtype=dtype), q.tensor_scale
