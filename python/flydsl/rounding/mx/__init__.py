"""Block-scaled quantization (OCP MX: MXFP8 E4M3 / E5M2, MXFP4; NVIDIA NVFP4) with exact, element-keyed SR.

- :func:`quantize` / :func:`dequantize` / :class:`BlockQuantized` (:mod:`.ops`): torch custom ops
  (``flydsl_rounding::quantize_mx`` / ``dequantize_mx``) on CPU (host engine), ROCm GPUs and CUDA GPUs (generated
  Triton kernels; no FlyDSL needed there).
- :func:`quantize_block` (:mod:`.block`): the FlyDSL building block for your own kernels.
- :data:`MX_FORMATS`, :data:`SCALE_RULES` (:mod:`.formats`); the numpy oracle is :mod:`.reference`.

Guide: docs/mx.rst.
"""

from __future__ import annotations

from .. import HAVE_FLYDSL
from .formats import (
    DEFAULT_SCALE_RULE,
    MX_FORMATS,
    NVFP4_SCALE_RULES,
    SCALE_RULES,
    SR_SCALE_RULE,
    MXFormat,
    clips,
    resolve_scale_rule,
)
from .ops import BlockQuantized, dequantize, quantize

__all__ = [
    "quantize",
    "dequantize",
    "BlockQuantized",
    "quantize_block",
    "MX_FORMATS",
    "SCALE_RULES",
    "DEFAULT_SCALE_RULE",
    "NVFP4_SCALE_RULES",
    "SR_SCALE_RULE",
    "resolve_scale_rule",
    "clips",
    "MXFormat",
]

if HAVE_FLYDSL:
    from .block import quantize_block
else:

    def __getattr__(name: str):
        if name == "quantize_block":
            raise ImportError(
                "flydsl.rounding.mx.quantize_block is FlyDSL code and needs FlyDSL (pip install 'flydsl>=0.5,<0.6'); "
                "without it quantize / dequantize still run on CUDA tensors (the Triton backend)"
            )
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
