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


def _checks_run(capsys, tmp_path, *argv) -> tuple:
    """(exit code, the block checks the command ran, from its --json report)."""
    import json

    path = tmp_path / "r.json"
    code = main(["audit", *argv, "--budget", "quick", "--quiet", "--json", str(path)])
    capsys.readouterr()
    return code, [row["check"] for row in json.loads(path.read_text())["rows"]]


def test_the_command_line_runs_only_the_named_block_checks(capsys, tmp_path):
    """0.2.0: `--check pairs` (the name the error lists) kept only names starting with "block", so the empty list
    ran every block check; now a block check is named with or without its prefix, and `block` runs them all."""
    assert _checks_run(capsys, tmp_path, "blocks.zoo.pk_pair", "--check", "pairs") == (1, ["pairs"])
    assert _checks_run(capsys, tmp_path, "blocks.zoo.pk_pair", "--check", "block.pairs") == (1, ["pairs"])
    assert _checks_run(capsys, tmp_path, "blocks.mxfp4", "--check", "max", "block.locality") == (0, ["max", "locality"])
    assert _checks_run(capsys, tmp_path, "blocks.mxfp4", "--check", "block") == (0, list(B.BLOCK_CHECKS))


_BLOCK_VALID = "locality, max, positions, pairs, neighbours, tensors, steps (or block.<check>; block: all of them)"


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["blocks.mxfp4", "--check", "law"],
            f"unknown block check(s) 'law' for blocks.mxfp4 (a block quantizer); give block checks: {_BLOCK_VALID}",
        ),
        (
            ["blocks.mxfp4", "--check", "max", "block.speed"],
            "unknown block check(s) 'block.speed' for blocks.mxfp4 (a block quantizer)",
        ),
        (
            ["zoo.correct", "blocks.mxfp4", "--check", "law"],
            f"--check law names no check of blocks.mxfp4 (a block quantizer runs the block audit); add block checks: "
            f"{_BLOCK_VALID}",
        ),
        (
            ["zoo.correct", "blocks.mxfp4", "--check", "pairs"],
            "--check pairs names no check of zoo.correct (block checks apply to block quantizers only); add a property",
        ),
        (
            ["zoo.correct", "blocks.mxfp4", "--check", "law", "nope"],
            "unknown check(s) 'nope'; give properties (outputs, law, independence, reproducibility, invariance)",
        ),
        (
            ["blocks.mxfp4", "--target", "bf16"],
            "--target has no effect on blocks.mxfp4: a block quantizer audits its own format; drop --target",
        ),
        (
            ["blocks.mxfp4", "blocks.nvfp4", "--plot", "p.png"],
            "--plot has no effect on blocks.mxfp4, blocks.nvfp4: a block quantizer has no lags check to plot; drop "
            "--plot",
        ),
    ],
)
def test_the_command_line_refuses_what_a_block_audit_cannot_do(capsys, tmp_path, monkeypatch, argv, message):
    """Exit code 2 before any audit runs (0.2.0 ran every block check, or ignored --target / --plot)."""
    monkeypatch.chdir(tmp_path)
    assert main(["audit", *argv, "--budget", "quick", "--quiet"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and not any(tmp_path.iterdir())
    (line,) = err.strip().splitlines()
    assert line.startswith(f"flydsl-rounding audit: error: {message}"), line


def test_a_mixed_run_notes_what_the_block_quantizer_ignores(capsys, tmp_path):
    argv = ["zoo.correct", "blocks.mxfp4", "--target", "bf16", "--check", "outputs.grid", "max"]
    argv += ["--plot", str(tmp_path / "p.png")]
    assert main(["audit", *argv, "--budget", "quick", "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert "outputs.grid" in out and "block.max" in out and "block.pairs" not in out
    assert "flydsl-rounding audit: note: --target applies to zoo.correct only: a block quantizer (blocks.mxfp4)" in err
    assert "flydsl-rounding audit: note: --plot applies to zoo.correct only" in err


def test_split_checks():
    from flydsl.rounding.audit.cli import split_checks

    assert split_checks(None, ["zoo.correct"], ["blocks.mxfp4"]) == (None, None)
    assert split_checks(["law", "pairs", "block.max"], ["zoo.correct"], ["blocks.mxfp4"]) == (["law"], ["pairs", "max"])
    assert split_checks(["block", "max"], [], ["blocks.mxfp4"]) == (None, None)  # block: all of them
    assert split_checks(["max", "block.max"], [], ["blocks.mxfp4"]) == (None, ["max"])
    with pytest.raises(ValueError, match="unknown check 'pairs'"):  # not a check of audit(): independence.pairs is
        split_checks(["pairs"], ["zoo.correct"], [])
