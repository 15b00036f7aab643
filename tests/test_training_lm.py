"""The character-level LM demo (flydsl.rounding.demos.lm): the corpus, a short run and its plot."""

from __future__ import annotations

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
