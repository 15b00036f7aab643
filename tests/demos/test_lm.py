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


def test_a_resumed_run_ends_with_the_uninterrupted_runs_bits(tmp_path):
    """The checkpoint of lm.train (issue 24: runs over several sittings) resumes to the same losses."""
    import dataclasses

    from flydsl.rounding.demos import lm

    cfg = dataclasses.replace(lm.DEMO, steps=12, eval_every=6, warmup=2, corpus_bytes=200_000)
    whole = lm.train(cfg, None)
    ckpt = tmp_path / "run.ckpt"
    part = lm.train(cfg, None, checkpoint=ckpt, checkpoint_every=4, stop_at=9)  # a sitting ends after step 9
    assert part.stopped and len(part.train_curve) == 9 and ckpt.exists()
    assert part.train_curve == whole.train_curve[:9]
    resumed = lm.train(cfg, None, checkpoint=ckpt, checkpoint_every=4)
    assert not resumed.stopped
    assert resumed.train_curve == whole.train_curve
    assert resumed.curve == whole.curve
    assert resumed.curve != lm.train(dataclasses.replace(cfg, seed=1), None).curve  # negative control: a seed shows


def test_graph_mode_needs_a_cuda_device():
    import dataclasses

    import pytest

    with pytest.raises(ValueError, match=r"graph=True\) replays CUDA graphs: it needs device='cuda', got device='cpu'"):
        lm.train(dataclasses.replace(TINY, graph=True), None)
    with pytest.raises(ValueError, match="the batch must be on a CUDA device"):
        import torch

        lm.graphed_loss(lm.GPT(TINY), torch.zeros(2, 4, dtype=torch.long), torch.zeros(2, 4, dtype=torch.long))
