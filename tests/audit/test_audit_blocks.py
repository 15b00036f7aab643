"""The block audit (flydsl.rounding.audit.blocks): the fixed quantizers and recipes pass, the 0.2.0 clipping ones
and every block zoo model fail the check that must catch them."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding import training as T
from flydsl.rounding.audit import blocks as B
from flydsl.rounding.audit.block_zoo import BLOCK_ZOO, builtin_quantizer
from flydsl.rounding.cli import main

ALPHA = 1e-3  # each audit's false-alarm rate (Bonferroni over its statistical checks)


@pytest.mark.parametrize(
    "q",
    [
        B.mx_quantizer("mxfp4"),
        B.mx_quantizer("nvfp4"),
        B.mx_quantizer("mxfp8_e4m3"),
        B.mx_quantizer("mxfp4", scale_rule="floor", headroom=True),
        B.recipe_quantizer(T.mxfp4(), "wgrad_dy"),
        B.recipe_quantizer(T.mxfp4(rht=True), "dgrad_dy"),
        B.recipe_quantizer(T.nvfp4(), "dgrad_dy"),
        B.recipe_quantizer(T.nvfp4(sr="all"), "wgrad_x"),
    ],
    ids=lambda q: q.name,
)
def test_the_fixed_quantizers_and_recipes_pass(q):
    report = B.audit_blocks(q, alpha=ALPHA)
    assert report.passed, report.table()


@pytest.mark.parametrize(
    "q",
    [
        B.mx_quantizer("mxfp4", scale_rule="floor", allow_clipping=True),
        B.mx_quantizer("nvfp4", scale_rule="rn", allow_clipping=True),
        B.mx_quantizer("mxfp8_e4m3", scale_rule="floor", allow_clipping=True),
        B.recipe_quantizer(T.mxfp4(allow_clipping=True), "wgrad_dy"),
        B.recipe_quantizer(T.mxfp4(rht=True, allow_clipping=True), "dgrad_dy"),
    ],
    ids=lambda q: q.name,
)
def test_the_0_2_0_clipping_quantizers_and_recipes_fail_block_max(q):
    report = B.audit_blocks(q, checks=["max"], alpha=ALPHA)
    assert report.verdict("block.max") == "FAIL", report.table()


@pytest.mark.parametrize("name", [n for n, b in BLOCK_ZOO.items() if b.catches])
def test_each_block_zoo_model_is_caught_by_its_check(name):
    bug = BLOCK_ZOO[name]
    report = B.audit_blocks(bug.quantizer, checks=[bug.catches], alpha=ALPHA)
    assert report.verdict(f"block.{bug.catches}") == "FAIL", report.table()


@pytest.mark.parametrize("name", ["correct", "correct_nvfp4"])
def test_the_zoo_baselines_pass_everything(name):
    assert B.audit_blocks(BLOCK_ZOO[name].quantizer, alpha=ALPHA).passed


def test_per_layer_rht_signs_pass_the_tensors_check():
    """The control of rht_shared_signs: the same RN-after-RHT quantizer with per-layer signs passes block.tensors."""
    report = B.audit_blocks(BLOCK_ZOO["rht_per_layer"].quantizer, checks=["tensors"], alpha=ALPHA)
    assert report.verdict("block.tensors") == "PASS"


def test_the_numpy_zoo_baseline_is_the_host_engine_bit_for_bit():
    """block_zoo's numpy SR is the oracle's: equal to mx.quantize on the same key (so its verdicts carry over)."""
    x = B.block_inputs("mxfp4", 4, 4, np.random.default_rng(2))
    key = B.Key(7, step=3, tensor=5, offset=64)
    a = BLOCK_ZOO["correct"].quantizer(x, key)
    b = B.mx_quantizer("mxfp4")(x, key)
    np.testing.assert_array_equal(a, b)


def test_from_seeded_adapts_a_quantize_x_seed_callable():
    """The adapter the lead points at torchao's NVFP4 Triton quantizer: quantize(x, seed) -> dequantized."""
    seen = []

    def quantize(x: torch.Tensor, seed: int) -> torch.Tensor:
        seen.append(seed)
        return mx.dequantize(mx.quantize(x, "nvfp4", rounding="STOCHASTIC", seed=seed))

    report = B.audit_blocks(B.from_seeded(quantize, "nvfp4"), alpha=ALPHA, reps=64)
    assert report.passed and len(set(seen)) >= 64  # the keyed repetitions get distinct seeds


def test_bad_arguments_are_refused_clearly():
    q = B.mx_quantizer("mxfp4")
    with pytest.raises(ValueError, match="unknown block check"):
        B.audit_blocks(q, checks=["maximum"])
    with pytest.raises(TypeError, match="takes a BlockQuantizer"):
        B.audit_blocks(lambda x, k: x)
    with pytest.raises(ValueError, match="rows of whole 32-element blocks"):
        B.audit_blocks(q, x=np.zeros((2, 48), np.float32))
    with pytest.raises(ValueError, match="returned shape"):
        B.audit_blocks(B.BlockQuantizer(lambda x, k: x[:, :32], "mxfp4"), checks=["max"])
    with pytest.raises(ValueError, match="unknown block quantizer"):
        builtin_quantizer("blocks.mxfp5")


def test_the_command_line_audits_block_quantizers(capsys):
    assert main(["audit", "blocks.mxfp4", "--budget", "quick", "--quiet"]) == 0
    assert "block.max" in capsys.readouterr().out
    assert main(["audit", "blocks.mxfp4-clipping", "--budget", "quick", "--quiet", "--check", "block.max"]) == 1
    assert main(["audit", "blocks.zoo.pk_pair", "--budget", "quick", "--quiet", "--check", "block.pairs"]) == 1
