"""Block-scaled quantization (OCP MX: MXFP8 E4M3 / E5M2, MXFP4; NVIDIA NVFP4) with exact, element-keyed SR.

- :func:`quantize` / :func:`dequantize` / :class:`BlockQuantized` (:mod:`.ops`): torch custom ops
  (``flydsl_rounding::quantize_mx`` / ``dequantize_mx``) on CPU (host engine) and ROCm GPUs.
- :func:`quantize_block` (:mod:`.block`): the FlyDSL building block for your own kernels.
- :data:`MX_FORMATS`, :data:`SCALE_RULES` (:mod:`.formats`); the numpy oracle is :mod:`.reference`.

Guide: docs/mx.rst.
"""

from __future__ import annotations

from .block import quantize_block
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
