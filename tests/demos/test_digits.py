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


# --- a short run is not a failure (issue 25, item 11); the help text (item 13) ---


def _full(fp32, rn, sr):
    rows = [train.RunResult(r.name, r.final_loss, 0.9, 1.0, 0.1) for r in _rows(fp32, rn, sr)]
    return rows + [train.RunResult("bf16 SR (torchao)", skipped="not installed")]


def _missed():  # SR only 1.6x below RN: the ">= 5x" goal missed, as in a 300-step run
    return _full(0.1, 0.18, 0.11)


@pytest.fixture
def fake_run(monkeypatch, tmp_path):
    """cmd_train with the training replaced by canned results (the real run takes minutes)."""
    box = {}
    monkeypatch.setattr(train, "run", lambda cfg, progress=True: box["results"])
    monkeypatch.setattr(train, "plot", lambda results, cfg, out: None)
    monkeypatch.setattr(train, "check_requirements", lambda what: True)
    return lambda results, *argv: (box.update(results=results), cli.main(["train", "--out", str(tmp_path), *argv]))[1]


def test_short_run_missing_goals_exits_0(fake_run, capsys):
    """0.2.0: `flydsl-rounding train --steps 300` exited 1 ("goal >= 5x: MISSED")."""
    assert fake_run(_missed(), "--steps", "300", "--no-progress") == 0
    out = capsys.readouterr().out
    assert "MISSED" in out and "the goals are set for the default run, 3000 steps" in out and "not checked" in out


def test_default_run_missing_goals_exits_1(fake_run, capsys):
    assert fake_run(_missed(), "--no-progress") == 1
    assert "not checked" not in capsys.readouterr().out
    assert fake_run(_full(0.1, 1.6, 0.1), "--no-progress") == 0  # negative control: goals met


def test_broken_short_run_still_fails(fake_run, capsys):
    assert fake_run(_full(0.1, 1.6, float("nan")), "--steps", "300", "--no-progress") == 1
    assert "FAILED: non-finite final loss in bf16 SR (ours)" in capsys.readouterr().out


def test_train_help_percent(capsys):
    with pytest.raises(SystemExit):
        cli.main(["train", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "within 15% of fp32" in out and "%%" not in out


def test_demo_config_checks_its_goals_with_torchao_eager():
    """The demo runs the default task for 1500 steps (its goals decide the exit code) with torchao's step eager:
    its torch.compile alone took 36 s of a cold 2-core demo."""
    assert train.DEMO.same_task(train.TrainConfig(steps=1500)) and not train.DEMO.torchao_compiled
    assert not train.TrainConfig(steps=300).same_task(train.TrainConfig())  # negative control
    assert train.verdict(_missed(), train.DEMO)[0] is False  # goals checked for the demo's run
    assert train.verdict(_missed(), train.TrainConfig(steps=1500, lr=1e-3))[0] is True  # not for another task
    assert train.TORCHAO_ROW == "bf16 SR (torchao)"
