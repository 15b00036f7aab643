"""benchmarks/bench_fp4_gpu.py's report: the best point of a curve, per-recipe statistics over seeds, and goals that
say what the numbers say (met, not met, overfitting) on made-up runs where the answer is known."""

from __future__ import annotations

import json
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
import bench_fp4_gpu as table  # noqa: E402


def _run(name, curve, train=1.0, tokens=50_003_968):
    return {
        "name": name, "val_bpc": curve[-1][1], "train_bpc": train, "curve": curve, "train_curve": [train] * 3,
        "steps": curve[-1][0], "seconds": 1.0, "ms_per_step": 1.0, "cpu_ms_per_step": 1.0, "stopped": False,
        "tokens": tokens, "config": {"device": "cuda"}, "recipe": "None", "tokens_per_s": 1.0,
        "concurrent_runs": 4, "corpus_len": 10_000_000, "corpus_sha256": "ab" * 32, "python": "3.12.3",
    }  # fmt: skip


def _write(folder, runs):
    for r in runs:
        (folder / f"{r['name']}.json").write_text(json.dumps(r))


@pytest.fixture
def out(tmp_path, monkeypatch):
    monkeypatch.setattr(table, "OUT", tmp_path)
    monkeypatch.setattr(table.lm, "plot", lambda *a, **k: None)
    monkeypatch.setattr(table, "_plot_gap", lambda *a, **k: None)
    return tmp_path


def test_best_point_and_recipe_stats():
    r = _run("x", [[100, 2.0], [200, 1.5], [300, 1.6]])
    assert table._best(r) == (200, 1.5)
    runs = {"a": _run("a", [[1, 2.0]]), "a-seed1": _run("a-seed1", [[1, 1.0]]), "b": _run("b", [[1, 3.0]])}
    stats = table._recipe_stats(runs, lambda r: table._best(r)[1])
    assert stats == {"a": (2, 1.5, 1.0), "b": (1, 3.0, 0.0)}


def test_report_overfitting_and_goals(out):
    bf16 = [[100, 2.0], [200, 1.40], [300, 1.45]]  # best at 200, ends 3.6% above it
    _write(out, [
        _run("bf16", bf16, train=0.7),
        _run("bf16-seed1", [[100, 2.0], [200, 1.41], [300, 1.46]], train=0.7),
        _run("mxfp4-sr-rht", [[100, 2.1], [200, 1.42], [300, 1.41]]),
        _run("mxfp4-sr-rht-seed1", [[100, 2.1], [200, 1.43], [300, 1.415]]),
        _run("mxfp4-rn", [[100, 2.2], [200, 1.60], [300, 1.55]]),
        _run("mxfp4-sr-clipping", [[100, 2.2], [200, 1.415], [300, 1.41]]),  # within the noise at its best
    ])  # fmt: skip
    text = table.report().read_text()
    assert "**The model overfits.**" in text and "at step 200 and 200 (per seed)" in text
    assert "Unbiased MXFP4 SR + RHT within 1% of bf16 (2 seeds)" in text and "**met**" in text
    assert "mxfp4-rn: final" in text and "worse than bf16 beyond the noise" in text
    assert "mxfp4-sr-clipping" in text and "NOT worse than bf16 beyond the noise" in text
    assert "Tokens per run: 50,003,968 (the issue's goal >= 50,000,000: met)" in text


def test_report_negative_control(out):
    """A headline recipe 3% behind at every point is reported NOT met, and no overfitting is claimed for a
    curve that ends at its best."""
    _write(out, [
        _run("bf16", [[100, 2.0], [200, 1.40]]),
        _run("bf16-seed1", [[100, 2.0], [200, 1.401]]),
        _run("mxfp4-sr-rht", [[100, 2.1], [200, 1.442]]),
    ])  # fmt: skip
    text = table.report().read_text()
    assert "**NOT met**" in text and "overfits" not in text


def test_jobs_must_be_positive(capsys):
    with pytest.raises(SystemExit):
        table.main(["--jobs", "0"])
    assert "--jobs must be at least 1, got 0" in capsys.readouterr().err
