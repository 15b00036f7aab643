"""FP4 / FP8 training: the random Hadamard transform, recipes and quantized linear layers (issue 18).

- :mod:`.transform`: :func:`rht`, :func:`hadamard`, :func:`draw_signs`, :data:`TE_SIGNS`.
- :mod:`.recipe`: :class:`Recipe`, :class:`Operand`, presets :func:`bf16`, :func:`mxfp4`, :func:`nvfp4`,
  :func:`mxfp8`, and the keying formula :func:`substream`.
- :mod:`.linear`: :func:`quantized_linear`, :class:`QuantLinear`, :func:`convert_linear_layers`, :func:`set_step`,
  :func:`make_capturable` (keys read on the device: CUDA graphs).
- :mod:`.quant`: the one call into block-scaled quantization (:func:`fake_quantize`).
- :mod:`.block`: :func:`hadamard_block`, the FlyDSL building block (one block of the transform in registers).
"""

from .block import hadamard_block
from .linear import STEP_BUFFER, QuantLinear, convert_linear_layers, make_capturable, quantized_linear, set_step
from .quant import fake_quantize
from .recipe import (
    OPERANDS,
    SITES,
    TRAINING_OFFSET,
    Operand,
    Recipe,
    bf16,
    mxfp4,
    mxfp8,
    nvfp4,
    recipe_signs,
    substream,
)  # fmt: skip
from .transform import SIZES, TE_SIGNS, draw_signs, hadamard, rht

__all__ = [
    "rht", "hadamard", "hadamard_block", "draw_signs", "TE_SIGNS", "SIZES",
    "Recipe", "Operand", "bf16", "mxfp4", "nvfp4", "mxfp8", "substream", "recipe_signs", "SITES", "OPERANDS",
    "TRAINING_OFFSET",
    "quantized_linear", "QuantLinear", "convert_linear_layers", "set_step", "make_capturable", "STEP_BUFFER",
    "fake_quantize",
]  # fmt: skip
