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

__all__ = ["fake_quantize", "MX_FORMATS", "SCALE_RULES", "BLOCKS", "resolve_scale_rule", "clips"]

MX_FORMATS = tuple(mx.MX_FORMATS)
#: Elements per 1-D block of each format.
BLOCKS = {name: f.block for name, f in mx.MX_FORMATS.items()}
SCALE_RULES = tuple(mx.SCALE_RULES) + tuple(mx.NVFP4_SCALE_RULES)
resolve_scale_rule = mx.resolve_scale_rule
clips = mx.clips


def fake_quantize(x, spec, *, axis: int, seed: int, offset: int, substream: int, split: bool = False):
    """``dequantize(quantize(x, ...))`` in f32 for operand ``spec`` (an :class:`~.recipe.Operand`), blocks along
    ``axis``; ``seed`` / ``offset`` / ``substream`` key stochastic rounding (ignored for RN).

    With ``split``: ``(values, tensor_scale)`` where ``values`` are the decoded elements times their block
    scales only (exact in f32) and ``tensor_scale`` NVFP4's f32 tensor scale as a 0-d f32 tensor on ``x``'s
    device (the float 1.0 for MX): the quantized tensor is ``values / tensor_scale``, which a GEMM applies once
    to its output (as hardware does) instead of rounding every element. The scale stays on the device: reading
    it on the host would synchronise a GPU at every call.
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
        return mx.dequantize(q, dtype=torch.float32)
    if q.tensor_scale is None:
        return mx.dequantize(q, dtype=torch.float32), 1.0
    return mx.dequantize(dataclasses.replace(q, tensor_scale=None), dtype=torch.float32), q.tensor_scale
