"""The character-level LM demo (flydsl.rounding.demos.lm): the corpus, a short run and its plot."""

from __future__ import annotations

import pytest

from flydsl.rounding.demos import lm

TINY = lm.LMConfig(layers=1, d_model=32, heads=2, context=32, batch=4, steps=6, warmup=2, eval_every=3,
                   eval_batches=1, corpus_bytes=200_000)  # fmt: skip


def test_corpus_ships_with_python_and_is_deterministic():
    text = lm.corpus(100_000)
    assert len(text) == 100_000 and text == lm.corpus(100_000)
    assert b"def " in text and b"import " in text


def test_demo_step_trains_both_rows_and_writes_the_plot(tmp_path, capsys):
    assert lm.demo_step(tmp_path, TINY)
    png = tmp_path / "fp4_training_loss.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    out = capsys.readouterr().out
    assert "bf16" in out and "mxfp4 fwd RN + bwd SR + RHT" in out and "bits/char" in out


def test_a_resumed_run_ends_with_the_uninterrupted_runs_bits(tmp_path, monkeypatch):
    """The checkpoint of lm.train (issue 24: runs over several sittings) resumes to the same losses and weights."""
    import dataclasses

    from flydsl.rounding.demos import lm

    cfg = dataclasses.replace(lm.DEMO, steps=12, eval_every=6, warmup=2, corpus_bytes=200_000)
    data = lm._split(cfg)
    whole = lm.train(cfg, None, data=data)
    real, calls = lm._bpc, {"n": 0}

    def dies_at_step_9(model, x, y):
        if model.training:
            calls["n"] += 1
            if calls["n"] == 9:
                raise KeyboardInterrupt("interrupted")
        return real(model, x, y)

    ckpt = tmp_path / "run.ckpt"
    monkeypatch.setattr(lm, "_bpc", dies_at_step_9)
    with pytest.raises(KeyboardInterrupt):
        lm.train(cfg, None, data=data, checkpoint=ckpt, checkpoint_every=4)
    assert ckpt.exists()
    monkeypatch.setattr(lm, "_bpc", real)
    resumed = lm.train(cfg, None, data=data, checkpoint=ckpt, checkpoint_every=4)
    assert resumed.train_curve == whole.train_curve
    assert resumed.curve == whole.curve
