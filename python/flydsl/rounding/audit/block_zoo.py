"""Negative controls of the block audit (:mod:`flydsl.rounding.audit.blocks`): numpy block-scaled SR
quantizers with one defect each.

Every model is the numpy oracle's block quantization (:mod:`flydsl.rounding.mx.reference`: scale rule,
scaled values, the canonical stream's 16-bit words keyed by seed, a substream folded from step and
tensor, and the element's global position) with one change. :data:`BLOCK_ZOO` maps a name to a
:class:`BlockBug`: the quantizer, what it models, and the block check that must catch it
(``tests/audit/test_audit_blocks.py`` checks each one)::

    from flydsl.rounding.audit.blocks import audit_blocks
    from flydsl.rounding.audit.block_zoo import BLOCK_ZOO

    bug = BLOCK_ZOO["scale_clipping"]
    assert audit_blocks(bug.quantizer, checks=bug.catches).verdict(bug.catches) == "FAIL"
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..mx import hardware
from ..mx import reference as mxref
from ..reference import decode, round_bits, stream_bits
from .blocks import BlockQuantizer
from .protocol import Key, fold_hash

__all__ = ["BlockBug", "BLOCK_ZOO", "numpy_block_sr", "builtin_quantizer", "BLOCK_BUILTINS"]


def numpy_block_sr(x, fmt: str, key: Key, *, rule=None, tile: int = 1, pair_word: bool = False,
                   paired_hw: bool = False) -> np.ndarray:  # fmt: skip
    """Dequantized SR values (float64) of the 2-D f32 ``x`` in ``fmt`` (blocks along the last dim).

    ``rule``: the scale rule (None: the non-clipping SR default); ``tile``: the scale's amax taken over
    ``tile`` consecutive blocks of a row (1: per block, correct); ``pair_word``: the odd element of each packed
    pair reuses the even element's random word; ``paired_hw``: gfx950's ``v_cvt_scalef32_sr_pk_fp4_f32`` with
    one Philox word per pair (the second element's random value is ``v_prng_b32`` of the first's)."""
    elem, b, kind, _, _, _, _ = mxref.SPECS[fmt]
    x = np.asarray(x, np.float32)
    xb = x.reshape(-1, b)
    rule = mxref.default_rule(fmt, "STOCHASTIC") if rule is None else rule
    amax = np.abs(xb).max(1).astype(np.float32)
    if tile > 1:
        amax = np.repeat(amax.reshape(-1, tile).max(1), tile)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore", under="ignore"):
        if kind == "e8m0":
            scale = np.ldexp(1.0, mxref.scale_exponents(amax, fmt, rule))[:, None]
            y = (xb.astype(np.float64) / scale).astype(np.float32)
        else:
            ts = mxref.tensor_scale_of(x, rule)
            d = ((amax / np.float32(6.0)) * ts).astype(np.float32)
            s = decode(round_bits(d.view(np.uint32), "Float8E4M3FN", rule.upper(), saturate=True), "Float8E4M3FN")
            s = s.astype(np.float32)[:, None]
            f = np.where(s > 0, ts / np.where(s > 0, s, np.float32(1)), np.float32(0)).astype(np.float32)
            y = (xb * f).astype(np.float32)
    sub = fold_hash(Key(0, key.step, key.tensor, 0))
    idx = (np.arange(x.size, dtype=np.uint64) + np.uint64(key.offset)).reshape(-1, b)
    r = stream_bits(key.seed, idx, substream=sub).astype(np.uint32)
    if pair_word:
        r[:, 1::2] = r[:, 0::2]
    if paired_hw:
        codes = hardware.model(y.view(np.uint32), fmt, "STOCHASTIC", r, "paired")
    else:
        codes = round_bits(y.view(np.uint32), elem, "STOCHASTIC", r, saturate=True)
    v = decode(codes, elem).astype(np.float64)
    out = v * scale if kind == "e8m0" else (v * s) / float(ts)
    return out.reshape(x.shape)


def _rht_rn(fmt: str, shared: bool):
    """RN quantization after a 32-point RHT, undone after dequantizing (NVFP4's RN wgrad operand): the signs
    are drawn per tensor (a layer) and seed, or with ``shared`` from the seed only (reused across layers)."""
    import torch

    from ..training import draw_signs, rht

    def fn(x, key: Key):
        signs = draw_signs(32, seed=key.seed, substream=0 if shared else 1 + key.tensor % (1 << 32))
        t = rht(x.float(), dim=-1, block=32, signs=signs)
        codes, scales, ts = mxref.quantize(t.numpy(), fmt)
        v = torch.from_numpy(mxref.dequantize(codes, scales, fmt, tensor_scale=ts))
        return rht(v, dim=-1, block=32, signs=signs, inverse=True)

    return fn


@dataclass(frozen=True)
class BlockBug:
    """One block-quantizer bug model: the quantizer, what it models, and the block check that must catch it."""

    name: str
    models: str
    catches: str
    quantizer: BlockQuantizer


def _np(fmt: str, name: str, **kw) -> BlockQuantizer:
    import torch

    return BlockQuantizer(
        lambda x, key: torch.from_numpy(numpy_block_sr(x.numpy(), fmt, key, **kw)), fmt, f"block_zoo.{name}"
    )


def _build() -> dict:
    bugs = [
        BlockBug("correct", "the oracle's block SR with a scale rule that never clips (RCEIL)", "",
                 _np("mxfp4", "correct")),
        BlockBug("correct_nvfp4", "NVFP4 SR with the 'ru' scales (E4M3 block scale rounded up)", "",
                 _np("nvfp4", "correct_nvfp4")),
        BlockBug("scale_clipping", "flydsl-rounding 0.2.0: SR with the FLOOR scale (a block max up to 8 x scale, "
                 "largest code 6: saturates)", "max", _np("mxfp4", "scale_clipping", rule="floor")),
        BlockBug("scale_clipping_nvfp4", "NVFP4 SR with NVIDIA's nearest-rounded E4M3 block scale", "max",
                 _np("nvfp4", "scale_clipping_nvfp4", rule="rn")),
        BlockBug("pair_word", "one 16-bit random word for both elements of a packed fp4 pair", "pairs",
                 _np("mxfp4", "pair_word", pair_word=True)),
        BlockBug("pk_pair", "gfx950's paired SR instruction: the odd element's random value is v_prng_b32 of the "
                 "even one's (mx.hardware 'paired')", "pairs", _np("mxfp4", "pk_pair", paired_hw=True)),
        BlockBug("tile_scale", "the scale computed per tile of two blocks instead of per block", "locality",
                 _np("mxfp4", "tile_scale", tile=2)),
        BlockBug("rht_shared_signs", "RHT signs reused across layers (RN after the transform, as NVFP4's wgrad "
                 "x): every layer gets the same error pattern", "tensors",
                 BlockQuantizer(_rht_rn("mxfp4", True), "mxfp4", "block_zoo.rht_shared_signs", mixes=True)),
        BlockBug("rht_per_layer", "the same with signs drawn per layer (passes block.tensors; RN is biased, so the "
                 "law checks fail: by design)", "", BlockQuantizer(_rht_rn("mxfp4", False), "mxfp4",
                 "block_zoo.rht_per_layer", mixes=True)),
    ]  # fmt: skip
    return {b.name: b for b in bugs}


#: The block zoo: name -> :class:`BlockBug` (``catches`` empty: a correct baseline).
BLOCK_ZOO = _build()


def _builtin_quantizers() -> dict:
    from .. import training as T
    from .blocks import mx_quantizer, recipe_quantizer

    return {
        "blocks.mxfp4": lambda: mx_quantizer("mxfp4"),
        "blocks.nvfp4": lambda: mx_quantizer("nvfp4"),
        "blocks.mxfp8_e4m3": lambda: mx_quantizer("mxfp8_e4m3"),
        "blocks.mxfp4-clipping": lambda: mx_quantizer("mxfp4", scale_rule="floor", allow_clipping=True),
        "blocks.nvfp4-clipping": lambda: mx_quantizer("nvfp4", scale_rule="rn", allow_clipping=True),
        "blocks.recipe.mxfp4": lambda: recipe_quantizer(T.mxfp4(), "wgrad_dy"),
        "blocks.recipe.mxfp4-clipping": lambda: recipe_quantizer(T.mxfp4(allow_clipping=True), "wgrad_dy"),
        "blocks.recipe.nvfp4": lambda: recipe_quantizer(T.nvfp4(), "wgrad_dy"),
    }


#: Names of the built-in block quantizers (``flydsl-rounding audit blocks.NAME``), besides ``blocks.zoo.NAME``.
BLOCK_BUILTINS = (
    "blocks.mxfp4", "blocks.nvfp4", "blocks.mxfp8_e4m3", "blocks.mxfp4-clipping", "blocks.nvfp4-clipping",
    "blocks.recipe.mxfp4", "blocks.recipe.mxfp4-clipping", "blocks.recipe.nvfp4",
)  # fmt: skip


def builtin_quantizer(name: str) -> BlockQuantizer:
    """A built-in block quantizer (:data:`BLOCK_BUILTINS`) or a block zoo model (``blocks.zoo.NAME``)."""
    table = _builtin_quantizers()
    if name in table:
        return table[name]()
    if name.startswith("blocks.zoo.") and name[len("blocks.zoo.") :] in BLOCK_ZOO:
        return BLOCK_ZOO[name[len("blocks.zoo.") :]].quantizer
    names = [*table, *(f"blocks.zoo.{n}" for n in BLOCK_ZOO)]
    raise ValueError(f"unknown block quantizer {name!r}; built in: {', '.join(names)} (or module:attribute)")
