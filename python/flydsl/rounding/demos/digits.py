"""A real training run: an MLP on scikit-learn's bundled ``load_digits``, five ways, on the CPU.

``flydsl-rounding train`` (and step (1) of ``flydsl-rounding demo``) trains the same model with
the same data order and AdamW settings as

1. ``fp32``: f32 parameters, ``torch.optim.AdamW`` (the reference);
2. ``bf16 RN``: bf16 parameters, ``torch.optim.AdamW`` (state in bf16, every write rounded to
   nearest: updates below half an ulp vanish, training stalls);
3. ``bf16 SR (ours)``: bf16 parameters, :class:`flydsl.rounding.torch.optim.AdamW` (f32 state, the new
   parameter written with stochastic rounding by the fused FlyDSL body on the host engine);
4. ``bf16 SR (ours, bf16 state)``: the same with ``state_dtype=torch.bfloat16`` (moments written
   with stochastic rounding too): the memory footprint of the torchao row;
5. ``bf16 SR (torchao)``: bf16 parameters (and bf16 state), torchao's
   ``_AdamW(bf16_stochastic_round=True)`` when torchao is importable (the row says why when it is
   skipped).

It prints final training loss (over the whole training set), test accuracy and time per step,
and writes a loss-curve plot. Nothing is downloaded: the data set ships with scikit-learn.
This module imports torch / scikit-learn lazily so that ``flydsl-rounding --help`` stays fast.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..arguments import output_dir_problem, positive_float, positive_int, seed_below, usage_error
from ..plotting import pyplot

__all__ = [
    "TrainConfig",
    "RunResult",
    "run",
    "check",
    "verdict",
    "table",
    "plot",
    "torchao_adamw",
    "add_subcommand",
    "cmd_train",
    "demo_step",
    "DEMO",
    "TORCHAO_ROW",
    "REQUIRES",
    "missing_requirements",
    "check_requirements",
]

#: Goals of issue 10: SR's final loss within 15% of fp32's and at least 5x below RN's.
SR_VS_FP32_TOLERANCE = 0.15
SR_VS_RN_FACTOR = 5.0


@dataclass(frozen=True)
class TrainConfig:
    """The task. Defaults: the issue's setting (AdamW, lr 1e-4, 3000 steps) at a size that keeps the five
    runs near a minute on 2 cores: batches of 128 (of 1437 training images), hidden width 128."""

    steps: int = 3000
    lr: float = 1e-4  # small enough that most bf16 updates are below half an ulp: RN stalls
    batch: int = 128
    hidden: int = 128
    weight_decay: float = 0.0  # the runs: no weight decay, so only the rounding differs
    seed: int = 0  # model init, data order and the SR key
    test_fraction: float = 0.2
    threads: int = 1  # one torch thread: the model is tiny and the machine shared; more threads only contend
    # torchao's step goes through torch.compile, which alone takes ~36 s cold on 2 cores (a fresh inductor cache):
    # the demo runs it eagerly (the same algorithm, torch's eager RNG for its SR bits); `train` compiles it
    torchao_compiled: bool = True

    def same_task(self, other: TrainConfig) -> bool:
        """The same training task (how torchao's step is executed and the thread count aside)."""
        ignore = {"torchao_compiled": True, "threads": 1}
        return dataclasses.replace(self, **ignore) == dataclasses.replace(other, **ignore)


@dataclass
class RunResult:
    """One row of the table."""

    name: str
    final_loss: float | None = None  # cross-entropy over the whole training set after the last step
    test_accuracy: float | None = None
    ms_per_step: float | None = None  # steady state (steps 2..N): forward, backward and optimizer step
    first_step_s: float | None = None  # includes compilation (FlyDSL body / torch.compile)
    curve: list = field(default_factory=list)  # mini-batch loss per step
    skipped: str | None = None  # why the row did not run


#: The torchao row's name (``..., eager)`` when its step runs without torch.compile).
TORCHAO_ROW = "bf16 SR (torchao)"

#: What the training run needs beyond the package's own dependencies, as (module, pip package); the
#: ``demo`` extra installs them (tqdm, matplotlib and torchao are optional: without them the run has no
#: progress bars, no plot or no torchao row, and says so).
REQUIRES = (("sklearn", "scikit-learn"),)


def missing_requirements() -> list[str]:
    """The pip packages of :data:`REQUIRES` that cannot be imported."""
    missing = []
    for module, package in REQUIRES:
        try:
            importlib.import_module(module)
        except ImportError:
            missing.append(package)
    return missing


def check_requirements(command: str) -> bool:
    """True when the training run can start; otherwise print what to install (for ``command``) and return False."""
    missing = missing_requirements()
    if missing:
        print(
            f"flydsl-rounding {command}: the training run needs {', '.join(missing)}, which is not installed. "
            f"Install the demo extra: pip install 'flydsl-rounding[demo]' (or: pip install {' '.join(missing)})",
            flush=True,
        )
    return not missing


def _data(cfg: TrainConfig):
    import torch
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    x, y = load_digits(return_X_y=True)
    xtr, xte, ytr, yte = train_test_split(
        x / 16.0, y, test_size=cfg.test_fraction, random_state=cfg.seed, stratify=y
    )  # pixel values are 0..16
    as_x = lambda a: torch.tensor(a, dtype=torch.float32)  # noqa: E731
    return as_x(xtr), torch.tensor(ytr), as_x(xte), torch.tensor(yte)


def _model(cfg: TrainConfig, dtype):
    import torch

    torch.manual_seed(cfg.seed)
    h = cfg.hidden
    layers = [torch.nn.Linear(64, h), torch.nn.ReLU(), torch.nn.Linear(h, h), torch.nn.ReLU(), torch.nn.Linear(h, 10)]
    return torch.nn.Sequential(*layers).to(dtype)


def torchao_adamw():
    """(torchao's SR ``_AdamW`` class, None), or (None, the reason it is unavailable)."""
    import logging

    # torchao logs a warning for each CUDA-only extension library it cannot load on a CPU build of torch, and torch
    # one about an Enum torchao registers: harmless here, so they are silenced during the import.
    quiet = [logging.getLogger(name) for name in ("torchao", "torch.utils._pytree")]
    levels = [q.level for q in quiet]
    for q in quiet:
        q.setLevel(logging.ERROR)
    try:
        from torchao.optim import _AdamW
    except Exception as exc:  # not installed, or built for another torch
        return None, f"torchao not importable ({type(exc).__name__}: {exc}); pip install 'flydsl-rounding[demo]'"
    finally:
        for q, level in zip(quiet, levels, strict=True):
            q.setLevel(level)
    return _AdamW, None


def _runs(cfg: TrainConfig) -> list:
    """(name, param dtype, optimizer factory or None, skip reason) for the five rows."""
    import torch

    from ..torch import optim

    def ours(model, state_dtype=torch.float32):
        optim.assign_stream_ids(model)
        return optim.AdamW(
            model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay, seed=cfg.seed, state_dtype=state_dtype
        )

    def ours_bf16_state(model):
        return ours(model, torch.bfloat16)

    def torch_adamw(model):
        return torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)

    tao, reason = torchao_adamw()

    def torchao(model):
        return tao(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay, bf16_stochastic_round=True)

    return [
        ("fp32", torch.float32, torch_adamw, None),
        ("bf16 RN", torch.bfloat16, torch_adamw, None),
        ("bf16 SR (ours)", torch.bfloat16, ours, None),
        ("bf16 SR (ours, bf16 state)", torch.bfloat16, ours_bf16_state, None),
        (
            TORCHAO_ROW if cfg.torchao_compiled else f"{TORCHAO_ROW[:-1]}, eager)",
            torch.bfloat16,
            torchao if tao else None,
            reason,
        ),  # fmt: skip
    ]


def _train_one(cfg: TrainConfig, name: str, dtype, make_opt, data, progress: bool) -> RunResult:
    import torch
    import torch.nn.functional as F

    xtr, ytr, xte, yte = data
    model = _model(cfg, dtype)
    opt = make_opt(model)
    result = RunResult(name)
    bar = _progress(cfg.steps, name, progress)
    eager = name.startswith(TORCHAO_ROW[:-1]) and not cfg.torchao_compiled and hasattr(torch.compiler, "set_stance")
    stance = torch.compiler.set_stance("force_eager") if eager else contextlib.nullcontext()
    with stance:
        _steps(cfg, model, opt, dtype, data, result, bar)
    with torch.no_grad():
        result.final_loss = F.cross_entropy(model(xtr.to(dtype)).float(), ytr).item()
        result.test_accuracy = (model(xte.to(dtype)).argmax(1) == yte).float().mean().item()
    return result


def _steps(cfg: TrainConfig, model, opt, dtype, data, result: RunResult, bar) -> None:
    import torch
    import torch.nn.functional as F

    xtr, ytr, _, _ = data
    order = torch.Generator().manual_seed(cfg.seed + 1)  # the same batches for every row
    start = first_end = time.perf_counter()
    for step in range(cfg.steps):
        idx = torch.randint(0, len(xtr), (cfg.batch,), generator=order)
        loss = F.cross_entropy(model(xtr[idx].to(dtype)).float(), ytr[idx])
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        result.curve.append(loss.item())
        if step == 0:
            first_end = time.perf_counter()
            result.first_step_s = first_end - start
        if bar is not None:
            bar.update()
    end = time.perf_counter()
    if bar is not None:
        bar.close()
    result.ms_per_step = 1e3 * (end - first_end) / max(cfg.steps - 1, 1)


def _progress(total: int, name: str, enabled: bool):
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=f"{name:>18}", unit="step", leave=False, mininterval=0.5)


def run(cfg: TrainConfig = TrainConfig(), *, progress: bool = True) -> list:
    """Train the five rows; returns their :class:`RunResult` (skipped rows have ``skipped`` set)."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(cfg.threads)
    try:
        data = _data(cfg)
        results = []
        for name, dtype, make_opt, reason in _runs(cfg):
            if make_opt is None:
                results.append(RunResult(name, skipped=reason))
                continue
            results.append(_train_one(cfg, name, dtype, make_opt, data, progress))
        return results
    finally:
        torch.set_num_threads(threads)


def check(results: list) -> tuple:
    """(ok, sentence): SR's final loss within 15% of fp32's and at least 5x below RN's."""
    by = {r.name: r for r in results}
    fp32, rn, sr = by["fp32"].final_loss, by["bf16 RN"].final_loss, by["bf16 SR (ours)"].final_loss
    within = abs(sr - fp32) <= SR_VS_FP32_TOLERANCE * fp32
    below = sr * SR_VS_RN_FACTOR <= rn
    text = (
        f"bf16 SR (ours) final loss {sr:.4f}: {100 * (sr - fp32) / fp32:+.1f}% vs fp32 {fp32:.4f} "
        f"(goal within {100 * SR_VS_FP32_TOLERANCE:.0f}%: {'met' if within else 'MISSED'}), "
        f"{rn / sr:.1f}x below bf16 RN {rn:.4f} (goal >= {SR_VS_RN_FACTOR:.0f}x: {'met' if below else 'MISSED'})"
    )
    return within and below, text


def verdict(results: list, cfg: TrainConfig) -> tuple:
    """(ok, text) for the exit code: the goals of :func:`check` for the default :class:`TrainConfig` and for the
    demo's run (:data:`DEMO`, where they hold with margin); for other settings (a short ``--steps 300`` run,
    another lr) the goals are reported, and only a broken run (a non-finite final loss) fails: a short run
    missing a goal set for 3000 steps is not a failure."""
    import math

    broken = [r.name for r in results if not r.skipped and not math.isfinite(r.final_loss)]
    goals_ok, text = check(results)
    if broken:
        return False, f"{text}\nFAILED: non-finite final loss in {', '.join(broken)}"
    if cfg.same_task(TrainConfig()) or cfg.same_task(DEMO):
        return goals_ok, text
    note = f"(the goals are set for the default run, {TrainConfig().steps} steps ...: reported, not checked)"
    return True, f"{text}\n{note}"


def table(results: list) -> str:
    """The results as a plain-text table."""
    headers = ("run", "final train loss", "test accuracy", "ms/step", "first step s")
    rows = []
    for r in results:
        if r.skipped:
            rows.append((r.name, "skipped", "", "", r.skipped))
            continue
        rows.append(
            (r.name, f"{r.final_loss:.4f}", f"{100 * r.test_accuracy:.1f}%", f"{r.ms_per_step:.2f}",
             f"{r.first_step_s:.2f}")
        )  # fmt: skip
    cells = [headers, *rows]
    widths = [max(len(str(row[i])) for row in cells) for i in range(len(headers))]
    lines = ["  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True))) for row in cells]  # noqa: E501  # fmt: skip
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def plot(results: list, cfg: TrainConfig, out_dir: Path) -> Path | None:
    """Loss curves (moving average over 50 steps, or over the whole curve when it is shorter; log scale) as
    ``out_dir/training_loss.png``; None without matplotlib."""
    plt = pyplot()
    if plt is None:
        return None
    import numpy as np

    # steps per point of the moving average (mini-batch losses are noisy); no longer than the curves: a longer
    # window has np.convolve swap its arguments and plot sums of a few losses scaled by 1/50 as if they were means
    window = max(1, min([50, *(len(r.curve) for r in results if not r.skipped)]))
    fig, ax = plt.subplots(figsize=(7, 4.2))
    for r in results:
        if r.skipped:
            continue
        c = np.convolve(np.asarray(r.curve), np.ones(window) / window, mode="valid")
        ax.plot(np.arange(len(c)) + window, c, label=f"{r.name} (final {r.final_loss:.3f})")
    ax.set_yscale("log")
    ax.set_xlabel("step")
    ax.set_ylabel(f"training loss ({window}-step mean)")
    ax.set_title(f"MLP on load_digits, AdamW lr {cfg.lr:g}, batch {cfg.batch}")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "training_loss.png"
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


# --------------------------------------------------------------------------------------------
# Command line

#: The argparse type of ``train --seed``: scikit-learn's train/test split takes a seed below 2**32.
TRAIN_SEED = seed_below(2**32, "scikit-learn's train/test split takes 32 bits")


def add_subcommand(sub) -> None:
    """Register ``train`` on the ``flydsl-rounding`` subparsers."""
    from flydsl_rounding_cli import COMMANDS  # the one-line help the fast front lists too

    p = sub.add_parser(
        "train",
        help=COMMANDS["train"],
        description="Train a small MLP on scikit-learn's bundled load_digits on the CPU five ways (fp32 AdamW, "
        "bf16 with round-to-nearest, bf16 with this package's stochastic-rounding AdamW (f32 and bf16 optimizer "
        "state), bf16 with torchao's SR "
        "AdamW if importable), print final training loss, test accuracy and time per step, and plot the losses. "
        "The goals (SR's final loss within 15% of fp32's and at least 5x below RN's) are set for the default "
        "run and decide the exit code there; a run with other settings reports them and exits 0 unless a run "
        "broke (a non-finite loss).",
    )
    d = TrainConfig()
    p.add_argument("--steps", type=positive_int, default=d.steps, help=f"optimizer steps per run (default: {d.steps})")
    p.add_argument("--lr", type=positive_float, default=d.lr, help=f"AdamW learning rate, > 0 (default: {d.lr:g})")
    p.add_argument("--batch", type=positive_int, default=d.batch, help=f"mini-batch size (default: {d.batch})")
    p.add_argument("--hidden", type=positive_int, default=d.hidden, help=f"hidden width (default: {d.hidden})")
    p.add_argument(
        "--seed",
        type=TRAIN_SEED,
        default=d.seed,
        help=f"init, data order and SR seed, in [0, 2**32) (scikit-learn's split takes 32 bits; default: {d.seed})",
    )
    p.add_argument("--out", type=Path, default=Path("flydsl-rounding-demo"), help="directory for training_loss.png")
    p.add_argument("--no-progress", action="store_true", help="no progress bars")


def _report(cfg: TrainConfig, out_dir: Path, progress: bool) -> bool:
    print(
        f"Training an MLP (64-{cfg.hidden}-{cfg.hidden}-10) on load_digits: AdamW lr {cfg.lr:g}, {cfg.steps} steps "
        f"of batch {cfg.batch}, five ways ...",
        flush=True,
    )
    results = run(cfg, progress=progress)
    print(table(results))
    ok, text = verdict(results, cfg)
    print(text)
    path = plot(results, cfg, out_dir)
    print(f"loss curves: {path}" if path else "matplotlib is not installed: no plot written", flush=True)
    return ok


def cmd_train(args: argparse.Namespace) -> int:
    """The ``train`` subcommand (its numeric options are checked by the parser: :func:`add_subcommand`)."""
    problem = output_dir_problem(args.out, "--out")
    if problem:  # before the runs, not after them
        return usage_error("train", problem)
    if not check_requirements("train"):
        return 1
    cfg = TrainConfig(steps=args.steps, lr=args.lr, batch=args.batch, hidden=args.hidden, seed=args.seed)
    return 0 if _report(cfg, args.out, not args.no_progress) else 1


#: The demo's run: the default task for 1500 steps (the goals hold with margin: SR +0.2% vs fp32, 9.2x below RN),
#: torchao's step eager (its torch.compile alone took 36 s cold on 2 cores). The full 3000-step table with
#: torchao compiled: ``flydsl-rounding train``.
DEMO = TrainConfig(steps=1500, torchao_compiled=False)


def demo_step(out_dir: Path, cfg: TrainConfig = DEMO) -> bool:
    """The demo's training run (:data:`DEMO`: the default task); True when the goals are met."""
    return _report(cfg, out_dir, True)
