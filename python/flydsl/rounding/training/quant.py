"""The seam between the training layers and block-scaled quantization: one call, :func:`fake_quantize`.

Every quantization of a GEMM operand in :mod:`flydsl.rounding.training` goes through here, so the
backend is one import. PROVISIONAL: until ``flydsl.rounding.mx`` (issue 16) lands on main this imports
the torch stand-in :mod:`.mx_standin`, which follows the same contract (``quantize`` /
``dequantize``); switching is changing the import below and deleting the stand-in.
"""

from __future__ import annotations

import torch

from . import mx_standin as mx

__all__ = ["fake_quantize", "MX_FORMATS", "SCALE_RULES"]

MX_FORMATS = tuple(mx.MX_FORMATS)
SCALE_RULES = tuple(mx.SCALE_RULES)


def fake_quantize(x, spec, *, axis: int, seed: int, offset: int, substream: int) -> torch.Tensor:
    """``dequantize(quantize(x, ...))`` in f32 for operand ``spec`` (an :class:`~.recipe.Operand`), blocks along
    ``axis``; ``seed`` / ``offset`` / ``substream`` key stochastic rounding (ignored for RN)."""
    sr = spec.rounding == "STOCHASTIC"
    kwargs = {"scale_rule": spec.scale_rule} if spec.fmt != "nvfp4" else {}
    q = mx.quantize(
        x,
        spec.fmt,
        axis=axis,
        block=spec.block,
        rounding=spec.rounding,
        seed=seed if sr else None,
        offset=offset,
        substream=substream,
        **kwargs,
    )
    return mx.dequantize(q, dtype=torch.float32)
