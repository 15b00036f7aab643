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
the scale rule and the rounding (``"RN"`` or ``"STOCHASTIC"``); None leaves the operand in its own
precision. The scale rule None is the rounding's default (:data:`flydsl.rounding.mx.SR_SCALE_RULE`):
torchao's FLOOR / NVIDIA's "rn" for RN, and for SR a rule that never clips a block's maximum ("rceil" /
"ru"), so that every SR operand is an unbiased estimate of its input. A clipping rule with SR (the 0.2.0
recipes) needs ``allow_clipping=True`` and is biased (docs/training.rst gives the measured bias).
The RHT (:mod:`.transform`) is applied to both operands of the GEMMs in ``rht`` along their contraction
dimension before quantizing (it cancels in the product).

Keying (every quantization site has its own substream; the formula is the contract)::

    substream(t, layer, site) = (t << 32) | (layer << 3) | site       stream index = 2**62 + p

``t``: the layer's step (1, 2, ... : the count of training-mode forwards, saved in its state dict);
``layer``: the layer's stream id (its weight's :func:`flydsl.rounding.optim.assign_stream_ids` tag,
``< 2**29``); ``site``: :data:`SITES`; ``p``: the element's row-major position in the unsharded operand.
Sign vectors drawn for the RHT use sites 6 (dgrad) and 7 (wgrad) with ``t = 0`` unless
``rht_redraw`` (then the step's ``t``). The optimizers key ``(t << 32) | (pid << 2) | slot`` at element
positions below 2**62, so one seed may serve both: no (key, counter) pair is shared (the ledger
:mod:`flydsl.rounding.keyspace` holds every user's range; tests/core/test_keyspace.py proves them disjoint).
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

from ..keyspace import MAX_LAYER, TRAINING_OFFSET, DeviceSubstream, training_substream
from ..modes import as_rounding_mode
from ..validate import check_int, check_uint
from .quant import BLOCKS, MX_FORMATS, SCALE_RULES, clips, resolve_scale_rule
from .transform import SIZES, TE_SIGNS, draw_signs

__all__ = [
    "Operand",
    "Recipe",
    "SITES",
    "OPERANDS",
    "TRAINING_OFFSET",
    "MAX_LAYER",
    "substream",
    "on_device",
    "recipe_signs",
    "signs_key",
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
# TRAINING_OFFSET (2**62: the stream index of element 0 of every site, above every tensor's element
# positions), MAX_LAYER (29 bits) and the substream formula come from the key-space ledger
# (flydsl.rounding.keyspace), which proves them apart from the other users of the key space.
_ROUNDINGS = ("RN", "STOCHASTIC")
_PASSES = ("dgrad", "wgrad")


def substream(step, layer: int, site: str):
    """The substream ``(step << 32) | (layer << 3) | SITES[site]`` of the keying formula (validated): an int, or for
    a ``step`` that is a 0-d integer tensor on a GPU (a device step counter, never read here: a capturable
    :class:`~.linear.QuantLinear`) a :class:`~flydsl.rounding.keyspace.DeviceSubstream` the kernels complete."""
    if on_device(step):
        return DeviceSubstream(step, substream(0, layer, site))
    check_int(step, "step", low=0, high=2**32 - 1, why="32 bits of the substream")
    check_int(layer, "layer stream id", low=0, high=MAX_LAYER, why="29 bits of the substream")
    if site not in SITES:
        raise ValueError(f"unknown quantization site {site!r}; valid: {', '.join(SITES)}")
    return training_substream(step, layer, SITES[site])


def on_device(step) -> bool:
    """Whether ``step`` is a step counter on a GPU (a tensor off the CPU) rather than a host value."""
    device = getattr(step, "device", None)
    return device is not None and device.type != "cpu"


@functools.lru_cache(maxsize=256)
def _drawn(n: int, seed: int, sub: int):
    return draw_signs(n, seed=seed, substream=sub, offset=TRAINING_OFFSET)


def recipe_signs(recipe, layer: int, step: int, gemm: str):
    """The RHT sign vector (f32 tensor of +-1) of ``recipe`` for ``gemm`` (``"dgrad"`` / ``"wgrad"``) of layer
    ``layer`` at step ``step``: :data:`~.transform.TE_SIGNS` (``"te"``), one vector for everything (``"fixed"``:
    seed 0, layer 0, step 0, the dgrad site), or drawn per layer and GEMM (``"random"``; per step too with
    ``rht_redraw``) at the sites ``rht_dgrad`` / ``rht_wgrad`` of the keying formula. A new tensor each call (the
    drawn vectors are cached: editing the result in place changes no later result)."""
    import torch

    key = signs_key(recipe, layer, step, gemm)
    if key == ("te",):
        return torch.tensor(TE_SIGNS, dtype=torch.float32)
    return _drawn(*key[1:]).clone()


def signs_key(recipe, layer: int, step: int, gemm: str) -> tuple:
    """What :func:`recipe_signs` ``(recipe, layer, step, gemm)`` depends on, and nothing else: ``("te",)``, or
    ``("drawn", length, seed, substream)`` of the draw (equal keys, equal vectors: a cache key)."""
    if recipe.rht_signs == "te":
        return ("te",)
    if recipe.rht_signs == "fixed":
        return ("drawn", recipe.rht_block, 0, substream(0, 0, "rht_dgrad"))
    if recipe.rht_redraw and on_device(step):
        raise ValueError(
            "rht_redraw=True draws new RHT signs every step from the step's value on the host, but this step is a "
            "counter on the device (a capturable QuantLinear, e.g. for a CUDA graph): use rht_redraw=False, or "
            "make the layers non-capturable (training.make_capturable(model, False))"
        )
    t = step if recipe.rht_redraw else 0
    return ("drawn", recipe.rht_block, recipe.seed, substream(t, layer, "rht_" + gemm))


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
    scale_rule: str | None = None
    allow_clipping: bool = False

    def __post_init__(self):
        if self.fmt not in MX_FORMATS:
            raise ValueError(f"unknown block format {self.fmt!r}; valid: {', '.join(MX_FORMATS)}")
        r = _operand_rounding(self.rounding)
        object.__setattr__(self, "rounding", r)
        if self.scale_rule is not None and self.scale_rule not in SCALE_RULES:
            raise ValueError(f"unknown scale rule {self.scale_rule!r}; valid: {', '.join(SCALE_RULES)}")
        rule = resolve_scale_rule(self.scale_rule, self.fmt, r == "STOCHASTIC")
        if not isinstance(self.allow_clipping, bool):
            raise TypeError(f"allow_clipping must be True or False, got {self.allow_clipping!r}")
        if r == "STOCHASTIC" and clips(self.fmt, rule) and not self.allow_clipping:
            raise ValueError(
                f"Operand({self.fmt!r}, 'STOCHASTIC', scale_rule={self.scale_rule!r}) clips block maxima: SR then "
                "saturates a block's largest elements instead of rounding them up, so the gradient is biased. "
                "Leave scale_rule=None (a rule that never clips), or pass allow_clipping=True on purpose"
            )
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

    @property
    def clipping(self) -> bool:
        """True for an SR operand whose scale rule clips block maxima (biased; ``allow_clipping=True``)."""
        rule = resolve_scale_rule(self.scale_rule, self.fmt, self.rounding == "STOCHASTIC")
        return self.rounding == "STOCHASTIC" and clips(self.fmt, rule)


@dataclass(frozen=True)
class Recipe:
    """Per-operand quantization of a linear layer's three GEMMs, the RHT, the seed and the excluded layers.

    ``rht``: the GEMMs (``"dgrad"``, ``"wgrad"``) whose operands are transformed; ``rht_block`` in
    16/32/128; ``rht_signs``: ``"te"`` (:data:`~.rht.TE_SIGNS`, needs ``rht_block == 16``), ``"fixed"``
    (one deterministic vector for every layer, GEMM, step and seed: the stream's draw for seed 0, layer 0,
    step 0) or ``"random"`` (drawn per layer and GEMM from the stream); ``rht_redraw``: redraw random
    signs each step (``"random"`` only).
    ``keep_first`` / ``keep_last``: how many of the model's first / last ``nn.Linear`` layers
    :func:`~.linear.convert_linear_layers` leaves in high precision; ``exclude``: names left too (``fnmatch``
    patterns: any iterable of strings, kept as a tuple; a bare string is refused, being a name, not a collection).
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
        if self.rht_signs not in ("te", "fixed", "random"):
            raise ValueError(f"rht_signs must be 'te', 'fixed' or 'random', got {self.rht_signs!r}")
        if self.rht_redraw and self.rht_signs != "random":
            raise ValueError(f"rht_redraw=True redraws random signs each step: it needs rht_signs='random', "
                             f"got {self.rht_signs!r}")  # fmt: skip
        if self.rht_signs == "te" and self.rht_block != 16:
            raise ValueError(
                f"rht_signs='te' is Transformer Engine's 16-entry vector: it needs rht_block=16, got {self.rht_block}"
            )
        check_uint(self.seed, 64, "seed")
        check_int(self.keep_first, "keep_first", low=0)
        check_int(self.keep_last, "keep_last", low=0)
        object.__setattr__(self, "exclude", _patterns(self.exclude))

    def replace(self, **changes) -> Recipe:
        """A copy with ``changes`` (``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)

    @property
    def quantizes(self) -> bool:
        return any(getattr(self, f) is not None for f in OPERANDS) or bool(self.rht)


def _patterns(exclude) -> tuple:
    """``exclude`` as a tuple of ``fnmatch`` patterns (strings); TypeError for a bare string or anything else."""
    if isinstance(exclude, str):
        raise TypeError(
            f"exclude is a collection of layer-name patterns, got the string {exclude!r}, which would be read as "
            f"{len(exclude)} one-character patterns; pass a tuple or list, e.g. exclude=({exclude!r},)"
        )
    try:
        patterns = tuple(exclude)
    except TypeError:
        raise TypeError(
            f"exclude is a collection of layer-name patterns (strings), got {type(exclude).__name__} {exclude!r}; "
            "pass a tuple or list of names, e.g. exclude=('head', 'blocks.*.proj')"
        ) from None
    bad = [p for p in patterns if not isinstance(p, str)]
    if bad:
        raise TypeError(
            f"exclude holds layer-name patterns (strings, fnmatch), got non-string item(s) {bad!r}; spell each "
            "layer by its name in model.named_modules(), e.g. exclude=('0', 'head')"
        )
    return patterns


def bf16(**kw) -> Recipe:
    """No quantization: the three GEMMs on the operands as given (the baseline)."""
    return Recipe(name="bf16", **kw)


def _rht_gemms(rht) -> tuple:
    """``rht`` of a preset: False / True (both backward GEMMs) or a tuple of ``"dgrad"`` / ``"wgrad"``."""
    if rht is True:
        return _PASSES
    if rht is False or rht is None:
        return ()
    if isinstance(rht, str):
        return (rht,)
    return tuple(rht)


def _sr_operands(sr: str) -> tuple:
    if sr not in ("all", "dy"):
        raise ValueError(f"sr must be 'all' (every backward operand) or 'dy' (the gradient only), got {sr!r}")
    return ("dgrad_dy", "wgrad_dy") if sr == "dy" else ("dgrad_dy", "dgrad_w", "wgrad_dy", "wgrad_x")


def mxfp4(
    backward: str = "STOCHASTIC", rht=False, *, rht_block: int = 32, sr: str = "all", allow_clipping: bool = False,
    **kw,
) -> Recipe:  # fmt: skip
    """MXFP4 everywhere (E8M0 scales, blocks of 32): forward RN (FLOOR rule, as OCP and torchao), backward
    ``backward`` (SR by default, Tseng et al. and Chmiel et al.; ``"RN"``: the round-to-nearest control).

    ``sr``: ``"all"`` (SR on the four backward operands) or ``"dy"`` (SR on the gradient only, W and x RN).
    ``rht``: False, True (both backward GEMMs, Tseng et al.), ``"dgrad"`` or ``"wgrad"``. SR operands use the
    RCEIL scale rule, which never clips, so the backward is an unbiased estimator of the gradient of the
    un-quantized backward operands; ``allow_clipping=True`` is the biased 0.2.0 recipe (FLOOR with SR, which
    clips block maxima: docs/training.rst gives the measured bias)."""
    rn = Operand("mxfp4")
    b = rn if backward == "RN" else Operand("mxfp4", backward)
    if allow_clipping and b.rounding == "STOCHASTIC":
        b = Operand("mxfp4", backward, scale_rule="floor", allow_clipping=True)
    srs = _sr_operands(sr)
    ops = {f: (b if f in srs else rn) for f in ("dgrad_dy", "dgrad_w", "wgrad_dy", "wgrad_x")}
    gemms = _rht_gemms(rht)
    tag = "SR" if b.rounding == "STOCHASTIC" else "RN"
    name = f"mxfp4 fwd RN + bwd {tag}" + (" (dy only)" if sr == "dy" and tag == "SR" else "")
    name += "".join([" + RHT" + ("" if gemms == _PASSES else f" ({gemms[0]})")] if gemms else [])
    name += " (clipping: biased)" if b.clipping else ""
    return Recipe(name=name, fwd_x=rn, fwd_w=rn, rht=gemms, rht_block=rht_block, **ops, **kw)


def nvfp4(backward: str = "STOCHASTIC", rht=("wgrad",), *, sr: str = "dy", allow_clipping: bool = False, **kw):
    """NVIDIA's NVFP4 recipe (arXiv 2509.25149): 16-element blocks with E4M3 scales and an f32 tensor
    scale, weights in 2-D 16x16 tiles (the same quantized W in forward and dgrad), RN everywhere except
    the gradients (``dy``: SR), the 16-point RHT on the wgrad operands only.

    Switches: ``backward="RN"`` (the control), ``sr="all"`` (also SR on the wgrad ``x`` and a 1-D SR ``W`` in
    dgrad, so that both gradients are unbiased), ``rht`` (a tuple of GEMMs, True or False). SR operands use
    the "ru" scale rule (E4M3 block scale rounded up), which never clips; ``allow_clipping=True`` is
    NVIDIA's nearest-rounded scale with SR (biased). With ``sr="dy"`` (NVIDIA's) the wgrad ``x`` is RN, so
    ``E[dW]`` is the gradient of the RN-quantized (transformed) x, not of x: biased by design
    (docs/training.rst gives the measured size)."""
    rn, w = Operand("nvfp4"), Operand("nvfp4", block=(16, 16))
    if backward == "RN":
        sr_op = rn
    elif allow_clipping:
        sr_op = Operand("nvfp4", backward, scale_rule="rn", allow_clipping=True)
    else:
        sr_op = Operand("nvfp4", backward)
    srs = _sr_operands(sr)
    dgrad_w = sr_op if "dgrad_w" in srs and sr_op.rounding == "STOCHASTIC" else w
    wgrad_x = sr_op if "wgrad_x" in srs else rn
    kw.setdefault("rht_signs", "random")
    name = "nvfp4 (NVIDIA recipe)" if (backward, sr, allow_clipping) == ("STOCHASTIC", "dy", False) else (
        f"nvfp4 bwd {'RN' if backward == 'RN' else 'SR'}" + (" (all operands)" if sr == "all" else "")
        + (" (clipping: biased)" if sr_op.clipping else "")
    )  # fmt: skip
    return Recipe(
        name=name, fwd_x=rn, fwd_w=w, dgrad_dy=sr_op, dgrad_w=dgrad_w, wgrad_dy=sr_op, wgrad_x=wgrad_x,
        rht=_rht_gemms(rht), rht_block=16, **kw,
    )  # fmt: skip


def mxfp8(fmt: str = "mxfp8_e4m3", **kw) -> Recipe:
    """MXFP8 (E4M3 elements, blocks of 32) on all six operands, RN."""
    o = Operand(fmt)
    return Recipe(name="mxfp8 fwd+bwd", fwd_x=o, fwd_w=o, dgrad_dy=o, dgrad_w=o, wgrad_dy=o, wgrad_x=o, **kw)
