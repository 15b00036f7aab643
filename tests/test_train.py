"""The training run (flydsl.rounding.demos.digits): a short run end to end, the goal check, the CLI."""

from __future__ import annotations

import pytest

from flydsl.rounding import cli
from flydsl.rounding.demos import digits as train


def test_short_run_end_to_end(monkeypatch, tmp_path):
    """Every row trains (torchao skipped here: its torch.compile takes ~20 s), losses fall, files appear."""
    monkeypatch.setattr(train, "torchao_adamw", lambda: (None, "skipped in the test (torch.compile is slow)"))
    cfg = train.TrainConfig(steps=40, lr=1e-3, batch=32, hidden=16)
    results = train.run(cfg, progress=False)
    names = [r.name for r in results]
    assert names == ["fp32", "bf16 RN", "bf16 SR (ours)", "bf16 SR (ours, bf16 state)", "bf16 SR (torchao)"]
    assert results[-1].skipped and "skipped in the test" in train.table(results)
    for r in results[:4]:
        assert len(r.curve) == cfg.steps and r.final_loss < r.curve[0]
        assert 0.0 <= r.test_accuracy <= 1.0 and r.ms_per_step > 0
    path = train.plot(results, cfg, tmp_path)
    assert path is not None and path.stat().st_size > 1000


def _rows(fp32, rn, sr):
    return [train.RunResult("fp32", fp32), train.RunResult("bf16 RN", rn), train.RunResult("bf16 SR (ours)", sr)]


@pytest.mark.parametrize(
    "fp32,rn,sr,ok",
    [(0.1, 1.6, 0.114, True), (0.1, 1.6, 0.116, False), (0.1, 0.5, 0.11, False), (0.1, 1.6, 0.086, True)],
)
def test_goal_check(fp32, rn, sr, ok):
    got, text = train.check(_rows(fp32, rn, sr))
    assert got is ok
    assert ("MISSED" in text) is (not ok)


def test_train_cli_rejects_bad_steps(capsys):
    assert cli.main(["train", "--steps", "0"]) == 2
    assert "--steps must be a positive integer, got 0" in capsys.readouterr().out


def test_train_help(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["train", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "load_digits" in out and "--steps" in out and "torchao" in out
