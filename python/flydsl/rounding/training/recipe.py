"""Recipes: which operand of which GEMM is quantized how, and the keying of every quantization site.

A linear layer ``y = x W^T + b`` (``x``: ``(M, K)`` tokens by input features, ``W``: ``(N, K)``) runs
three GEMMs, each contracting one dimension; a hardware block-scaled GEMM needs both operands
blocked along that dimension, so the block axis of every operand follows from its GEMM:

=========  ===================  ===========  ===========================================
GEMM       computes             contracts    operands (block axis)
=========  ===================  ===========  ===========================================
forward    ``y = x W^T``        K            ``fwd_x`` (x, along K), ``fwd_w`` (W, along K)
dgrad      ``dx = dy W``        N            ``dgrad_dy`` (dy, along N), ``dgrad_w`` (W, along N)
wgrad      ``dW = dy^T x``      M            ``wgrad_dy`` (dy, along M), ``wgrad_x`` (x, along M)
=========  ===================  ===========  ===========================================

An :class:`Operand` names the format (``"mxfp8_e4m3"``, ``"mxfp8_e5m2"``, ``"mxfp4"``, ``"nvfp4"``), the
block (None: the format's, 32 for MX and 16 for NVFP4; ``(16, 16)``: NVFP4 2-D tiles, weights only),
the MX scale rule and the rounding (``"RN"`` or ``"STOCHASTIC"``); None leaves the operand in its own
precision. The RHT (:mod:`.transform`) is applied to both operands of the GEMMs in ``rht`` along their
contraction dimension before quantizing (it cancels in the product).

Keying (every quantization site has its own substream; the formula is the contract)::

    substream(t, layer, site) = (t << 32) | (layer << 3) | site       stream index = 2**62 + p

``t``: the layer's step (1, 2, ... : the count of training-mode forwards, saved in its state dict);
``layer``: the layer's stream id (its weight's :func:`flydsl.rounding.optim.assign_stream_ids` tag,
``< 2**29``); ``site``: :data:`SITES`; ``p``: the element's row-major position in the unsharded operand.
Sign vectors drawn for the RHT use sites 6 (dgrad) and 7 (wgrad) with ``t = 0`` unless
``rht_redraw`` (then the step's ``t``). The optimizers key ``(t << 32) | (pid << 2) | slot`` at element
positions below 2**62, so one seed may serve both: no (key, counter) pair is shared.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..modes import as_rounding_mode
from ..validate import check_int, check_uint
from .quant import BLOCKS, MX_FORMATS, SCALE_RULES
from .transform import SIZES

__all__ = [
    "Operand",
    "Recipe",
    "SITES",
    "OPERANDS",
    "TRAINING_OFFSET",
    "MAX_LAYER",
    "substream",
    "bf16",
    "mxfp4",
    "nvfp4",
    "mxfp8",
]

#: Site codes of the keying formula (operand fields of :class:`Recipe`, then the two RHT sign vectors).
SITES = {
    "fwd_x": 0,
    "fwd_w": 1,
    "dgrad_dy": 2,
    "dgrad_w": 3,
    "wgrad_dy": 4,
    "wgrad_x": 5,
    "rht_dgrad": 6,
    "rht_wgrad": 7,
}
#: The six operand fields of a recipe, in site order.
OPERANDS = ("fwd_x", "fwd_w", "dgrad_dy", "dgrad_w", "wgrad_dy", "wgrad_x")
#: Stream index of element 0 of every training quantization site (above every tensor's element positions).
TRAINING_OFFSET = 1 << 62
#: Largest layer stream id (29 bits of the substream).
MAX_LAYER = (1 << 29) - 1
_ROUNDINGS = ("RN", "STOCHASTIC")
_PASSES = ("dgrad", "wgrad")


def substream(step: int, layer: int, site: str) -> int:
    """The substream ``(step << 32) | (layer << 3) | SITES[site]`` of the keying formula (validated)."""
    check_int(step, "step", low=0, high=2**32 - 1, why="32 bits of the substream")
    check_int(layer, "layer stream id", low=0, high=MAX_LAYER, why="29 bits of the substream")
    if site not in SITES:
        raise ValueError(f"unknown quantization site {site!r}; valid: {', '.join(SITES)}")
    return (step << 32) | (layer << 3) | SITES[site]


def _operand_rounding(value) -> str:
    """A GEMM operand's rounding (any spelling :func:`~flydsl.rounding.modes.as_rounding_mode` takes) as "RN" or
    "STOCHASTIC"; ValueError for the directed modes."""
    mode = as_rounding_mode(value)
    if mode.name not in _ROUNDINGS:
        raise ValueError(
            f"rounding must be RN or STOCHASTIC (or 'SR') for a GEMM operand, got {value!r}: the directed modes "
            f"({mode.name}) bias every product; use RN or STOCHASTIC"
        )
    return mode.name


@dataclass(frozen=True)
class Operand:
    """How one GEMM operand is quantized (see the module docstring)."""

    fmt: str
    rounding: str = "RN"
    block: int | tuple | None = None
    scale_rule: str = "floor"

    def __post_init__(self):
        if self.fmt not in MX_FORMATS:
            raise ValueError(f"unknown block format {self.fmt!r}; valid: {', '.join(MX_FORMATS)}")
        r = _operand_rounding(self.rounding)
        object.__setattr__(self, "rounding", r)
        if self.scale_rule not in SCALE_RULES:
            raise ValueError(f"unknown scale rule {self.scale_rule!r}; valid: {', '.join(SCALE_RULES)}")
        if isinstance(self.block, tuple):
            if self.fmt != "nvfp4" or self.block != (16, 16):
                raise ValueError(f"2-D blocks are NVFP4's (16, 16) weight tiles only, got {self.fmt} {self.block}")
        elif self.block is not None:
            check_int(self.block, "block", low=1)
            if self.block != BLOCKS[self.fmt]:
                raise ValueError(f"{self.fmt} blocks hold {BLOCKS[self.fmt]} elements, got block={self.block}")

    @property
    def two_d(self) -> bool:
        return isinstance(self.block, tuple)


@dataclass(frozen=True)
class Recipe:
    """Per-operand quantization of a linear layer's three GEMMs, the RHT, the seed and the excluded layers.

    ``rht``: the GEMMs (``"dgrad"``, ``"wgrad"``) whose operands are transformed; ``rht_block`` in
    16/32/128; ``rht_signs``: ``"te"`` (:data:`~.rht.TE_SIGNS`, needs ``rht_block == 16``) or
    ``"random"`` (drawn per layer and GEMM from the stream); ``rht_redraw``: redraw random signs each step.
    ``keep_first`` / ``keep_last``: how many of the model's first / last ``nn.Linear`` layers
    :func:`~.linear.convert_linear_layers` leaves in high precision; ``exclude``: names left too.
    """

    name: str = "custom"
    fwd_x: Operand | None = None
    fwd_w: Operand | None = None
    dgrad_dy: Operand | None = None
    dgrad_w: Operand | None = None
    wgrad_dy: Operand | None = None
    wgrad_x: Operand | None = None
    rht: tuple = ()
    rht_block: int = 16
    rht_signs: str = "random"
    rht_redraw: bool = False
    seed: int = 0
    keep_first: int = 1
    keep_last: int = 1
    exclude: tuple = ()

    def __post_init__(self):
        for f in OPERANDS:
            v = getattr(self, f)
            if v is not None and not isinstance(v, Operand):
                raise TypeError(f"recipe field {f} must be an Operand or None, got {type(v).__name__}")
            if v is not None and v.two_d and f not in ("fwd_w", "dgrad_w"):
                raise ValueError(f"2-D (16, 16) blocks are for weights (fwd_w, dgrad_w), not {f}")
        object.__setattr__(self, "rht", tuple(self.rht))
        bad = [p for p in self.rht if p not in _PASSES]
        if bad:
            raise ValueError(f"rht lists GEMMs to transform, a subset of {_PASSES}; got {bad}")
        if self.rht_block not in SIZES:
            raise ValueError(f"rht_block must be one of {SIZES}, got {self.rht_block}")
        if self.rht_signs not in ("te", "random"):
            raise ValueError(f"rht_signs must be 'te' or 'random', got {self.rht_signs!r}")
        if self.rht_signs == "te" and self.rht_block != 16:
            raise ValueError(
                f"rht_signs='te' is Transformer Engine's 16-entry vector: it needs rht_block=16, got {self.rht_block}"
            )
        check_uint(self.seed, 64, "seed")
        check_int(self.keep_first, "keep_first", low=0)
        check_int(self.keep_last, "keep_last", low=0)

    def replace(self, **changes) -> Recipe:
        """A copy with ``changes`` (``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)

    @property
    def quantizes(self) -> bool:
        return any(getattr(self, f) is not None for f in OPERANDS) or bool(self.rht)


def bf16(**kw) -> Recipe:
    """No quantization: the three GEMMs on the operands as given (the baseline)."""
    return Recipe(name="bf16", **kw)


def mxfp4(backward: str = "STOCHASTIC", rht: bool = False, *, rht_block: int = 32, **kw) -> Recipe:
    """MXFP4 everywhere (E8M0 scales, blocks of 32, floor rule as OCP): forward RN, backward ``backward``
    (SR by default, Tseng et al. and Chmiel et al.), with ``rht`` the RHT on both backward GEMMs (Tseng et al.)."""
    f, b = Operand("mxfp4"), Operand("mxfp4", backward)
    name = "mxfp4 fwd RN + bwd " + ("SR" if b.rounding == "STOCHASTIC" else b.rounding) + (" + RHT" if rht else "")
    return Recipe(
        name=name, fwd_x=f, fwd_w=f, dgrad_dy=b, dgrad_w=b, wgrad_dy=b, wgrad_x=b,
        rht=("dgrad", "wgrad") if rht else (), rht_block=rht_block, **kw,
    )  # fmt: skip


def nvfp4(**kw) -> Recipe:
    """NVIDIA's NVFP4 recipe (arXiv 2509.25149): 16-element blocks with E4M3 scales and an f32 tensor
    scale, weights in 2-D 16x16 tiles (the same quantized W in forward and dgrad), RN everywhere except
    the gradients (``dy``: SR), the 16-point RHT on the wgrad operands only."""
    rn, sr, w = Operand("nvfp4"), Operand("nvfp4", "STOCHASTIC"), Operand("nvfp4", block=(16, 16))
    kw.setdefault("rht_signs", "random")
    return Recipe(
        name="nvfp4 (NVIDIA recipe)", fwd_x=rn, fwd_w=w, dgrad_dy=sr, dgrad_w=w, wgrad_dy=sr, wgrad_x=rn,
        rht=("wgrad",), rht_block=16, **kw,
    )  # fmt: skip


def mxfp8(fmt: str = "mxfp8_e4m3", **kw) -> Recipe:
    """MXFP8 (E4M3 elements, blocks of 32) on all six operands, RN."""
    o = Operand(fmt)
    return Recipe(name="mxfp8 fwd+bwd", fwd_x=o, fwd_w=o, dgrad_dy=o, dgrad_w=o, wgrad_dy=o, wgrad_x=o, **kw)
