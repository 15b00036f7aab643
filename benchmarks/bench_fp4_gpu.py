"""The FP4 training table at GPU scale (issue 24): ``python benchmarks/bench_fp4_gpu.py [--tokens N] [--runs ...]``.

A GPT-style byte-level LM (:mod:`flydsl.rounding.demos.lm`) on the Python standard library's own sources
(held-out 10% for validation), on one CUDA GPU through this package's ops: bf16 parameters, the SR AdamW, the
quantized linear layers of :mod:`flydsl.rounding.training` (GEMMs on the exactly dequantized operands). Each
run writes ``benchmarks/results/fp4_gpu/<run>.json`` when it finishes and checkpoints every 200 steps, so the
table can be made over several sittings (a finished run is skipped; an interrupted one resumes with the same
bits). ``--report`` writes ``benchmarks/results/fp4_training_gpu.md`` and the loss-gap curves PNG from what is
there. Every random bit (data order, initialisation, stochastic rounding, RHT signs) is keyed by seed and step, so
the CPU repeats a run bit for bit; on a GPU torch's own kernels (cuDNN attention's backward, some cuBLAS GEMMs)
may add in a different order from run to run, which is not checked here.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import platform
import subprocess
import sys
import time
from dataclasses import asdict, replace
from pathlib import Path

import torch

from flydsl.rounding.demos import lm

HERE = Path(__file__).resolve().parent
OUT = DEFAULT_OUT = HERE / "results" / "fp4_gpu"

#: The model: ~22M parameters (7 blocks, d=512, 8 heads, context 256), 16,384 tokens per step. The corpus: up to
#: 12 MB of the standard library (its top-level files and packages; :func:`flydsl.rounding.demos.lm.corpus_files`);
#: Python 3.12.3's holds 10.2 MB, so 50M tokens are 5.4 passes over the training text (the top-level files alone,
#: 4.4 MB, would be 11).
SCALE = lm.LMConfig(
    layers=7, d_model=512, heads=8, context=256, batch=64, lr=1.5e-3, warmup=100, weight_decay=0.0,
    corpus_bytes=12_000_000, eval_batches=16, eval_every=100, device="cuda",
)  # fmt: skip


def runs() -> dict:
    """name -> (recipe factory or None, seed), in the order a sitting starts them: the noise (bf16's two seeds) and
    the issue's headline recipe first, so a sitting that runs out of GPU time has finished those. The unbiased SR
    recipes are the defaults since issue 23; ``allow_clipping`` is 0.2.0's."""
    from flydsl.rounding import training

    return {
        "bf16": (None, 0),
        "bf16-seed1": (None, 1),
        "mxfp4-sr-rht": (lambda: training.mxfp4(rht=True), 0),  # unbiased SR (RCEIL) + RHT, random signs
        "mxfp4-sr-rht-seed1": (lambda: training.mxfp4(rht=True), 1),
        "mxfp4-rn": (lambda: training.mxfp4(backward="RN"), 0),  # RN forward and backward
        "mxfp4-sr-clipping": (lambda: training.mxfp4(allow_clipping=True), 0),  # 0.2.0's biased SR backward
        "mxfp4-sr": (lambda: training.mxfp4(), 0),  # unbiased SR, no RHT
        "mxfp4-sr-rht-fixed": (lambda: training.mxfp4(rht=True, rht_signs="fixed"), 0),
        "mxfp4-sr-dy": (lambda: training.mxfp4(sr="dy"), 0),  # SR on the gradient only
        "mxfp4-sr-dy-seed1": (lambda: training.mxfp4(sr="dy"), 1),
        "nvfp4": (lambda: training.nvfp4(), 0),  # NVIDIA's recipe
        "mxfp8": (lambda: training.mxfp8(), 0),
        # second seeds of the other runs within 1% of bf16 (the 50M-token sitting: all the unbiased SR recipes)
        "nvfp4-seed1": (lambda: training.nvfp4(), 1),
        "mxfp8-seed1": (lambda: training.mxfp8(), 1),
        "mxfp4-sr-seed1": (lambda: training.mxfp4(), 1),
        "mxfp4-sr-rht-fixed-seed1": (lambda: training.mxfp4(rht=True, rht_signs="fixed"), 1),
    }


#: A smoke-test scale (``--tiny``: any machine, seconds), not a result.
TINY = replace(SCALE, layers=1, d_model=64, heads=4, context=32, batch=8, corpus_bytes=300_000, eval_batches=2,
               eval_every=10, warmup=5)  # fmt: skip


def run_one(name: str, tokens: int, progress: bool = True, scale: lm.LMConfig = SCALE) -> dict:
    factory, seed = runs()[name]
    steps = max(1, -(-tokens // (scale.batch * scale.context)))  # at least `tokens`
    cfg = replace(scale, steps=steps, seed=seed)
    OUT.mkdir(parents=True, exist_ok=True)
    done = OUT / f"{name}.json"
    if done.exists():
        return json.loads(done.read_text())
    recipe = factory() if factory is not None else None
    t0 = time.perf_counter()
    res = lm.train(cfg, recipe, name=name, progress=progress, checkpoint=OUT / f"{name}.ckpt")
    text = lm.corpus(cfg.corpus_bytes)
    out = {**asdict(res), "tokens": steps * cfg.batch * cfg.context, "config": asdict(cfg),
           "recipe": repr(recipe), "wall_s": time.perf_counter() - t0, "python": platform.python_version(),
           "corpus_sha256": hashlib.sha256(text).hexdigest(), "corpus_len": len(text)}  # fmt: skip
    out["tokens_per_s"] = out["tokens"] / res.seconds if res.seconds else math.nan
    # runs of one sitting may share the GPU (one process each): their tokens/s then says nothing about the recipe
    out["concurrent_runs"] = int(os.environ.get("FP4_CONCURRENT", "1"))
    dev = torch.device(cfg.device)
    out["gpu"] = torch.cuda.get_device_name(dev) if dev.type == "cuda" else dev.type
    out["code_sha256"] = code_sha256()
    done.write_text(json.dumps(out))
    ckpt = OUT / f"{name}.ckpt"
    if ckpt.exists():
        ckpt.unlink()
    return out


def code_sha256() -> str:
    """SHA-256 of the package's sources (every ``.py`` under ``flydsl/rounding``, by relative path): which code made
    a run (the same code and seeds give the same run bit for bit)."""
    root = Path(lm.__file__).resolve().parent.parent
    h = hashlib.sha256()
    for f in sorted(root.rglob("*.py")):
        h.update(str(f.relative_to(root)).encode() + b"\0" + f.read_bytes())
    return h.hexdigest()


def _code(results: dict) -> str:
    """Which code made the runs: the source hashes they record, and the runs made before runs recorded one."""
    hashes = sorted({r["code_sha256"][:16] for r in results.values() if "code_sha256" in r})
    older = sorted(n for n, r in results.items() if "code_sha256" not in r)
    parts = [f"sources SHA-256 {', '.join(h + '...' for h in hashes)}"] if hashes else []
    if older:
        parts.append(
            f"{len(older)} run(s) made before runs recorded their code ({', '.join(older)}): those with an RHT ran its "
            "GEMM form, whose last bits the RHT's one order of operations (0.3) changed, so re-running them gives "
            "other bits (the same recipes and keys)"
        )
    return "; ".join(parts) or "not recorded"


#: The recipe whose goal the issue states (within 1% of bf16), and those it expects to fall behind.
HEADLINE = "mxfp4-sr-rht"
BEHIND = ("mxfp4-rn", "mxfp4-sr-clipping")


def _best(r: dict) -> tuple:
    """``(step, held-out bits/byte)`` of a run's lowest held-out loss along its curve."""
    step, val = min(map(tuple, r["curve"]), key=lambda sv: sv[1])
    return int(step), float(val)


def _machines(results: dict) -> str:
    """Which GPUs ran the runs, and how many shared one at a time (the runs' own records)."""
    sittings: dict = {}
    for name, r in results.items():
        key = (r.get("gpu", r.get("config", {}).get("device", "?")), r.get("concurrent_runs", 1))
        sittings.setdefault(key, []).append(name)
    return "; ".join(
        f"{gpu} for {len(names)} run(s) ({shared} at a time{': ' + ', '.join(names) if len(sittings) > 1 else ''})"
        for (gpu, shared), names in sorted(sittings.items(), key=lambda kv: -len(kv[1]))
    )


def _recipe_stats(results: dict, value) -> dict:
    """recipe -> (seeds, mean, spread) of ``value(run result)`` over the recipe's seeds (spread: max - min)."""
    groups: dict = {}
    for n, r in results.items():
        groups.setdefault(n.removesuffix("-seed1"), []).append(value(r))
    return {k: (len(v), sum(v) / len(v), max(v) - min(v)) for k, v in groups.items()}


def report() -> Path:
    """Write the table (final and best held-out loss per run and per recipe, the goals) and the plots."""
    results = {p.stem: json.loads(p.read_text()) for p in sorted(OUT.glob("*.json"))}
    final = _recipe_stats(results, lambda r: r["val_bpc"])
    best = _recipe_stats(results, lambda r: _best(r)[1])
    ref, ref_best = final.get("bf16", (0, math.nan, 0))[1], best.get("bf16", (0, math.nan, 0))[1]
    noise = final["bf16"][2] / ref if final.get("bf16", (1,))[0] > 1 else math.nan
    noise_best = best["bf16"][2] / ref_best if best.get("bf16", (1,))[0] > 1 else math.nan
    any_run = next(iter(results.values()), {})
    fewest = min((r["tokens"] for r in results.values()), default=0)
    shared = max((r.get("concurrent_runs", 1) for r in results.values()), default=1)
    per_step = SCALE.batch * SCALE.context
    corpus = any_run.get("corpus_len")
    passes = fewest / (0.9 * corpus) if corpus else math.nan
    lines = [
        "# FP4 training at GPU scale (issue 24)",
        "",
        "Written by `python benchmarks/bench_fp4_gpu.py --report` from the runs in `benchmarks/results/fp4_gpu/`",
        "(made by `python benchmarks/bench_fp4_gpu.py --jobs 10`, i.e. `make bench-fp4-gpu JOBS=10`).",
        "",
        f"- Model: {SCALE.layers} blocks, d={SCALE.d_model}, {SCALE.heads} heads, context {SCALE.context}, batch "
        f"{SCALE.batch} ({per_step:,} tokens per step), ~22M parameters in bf16, the SR AdamW (lr {SCALE.lr}, "
        f"{SCALE.warmup} warm-up steps, cosine decay, no weight decay).",
        f"- Data: {corpus or 0:,} bytes of the standard library's sources (Python {any_run.get('python', '?')}; "
        f"SHA-256 {any_run.get('corpus_sha256', '?')[:16]}...), 90% training, the last 10% held out. Tokens per run: "
        f"{fewest:,} (the issue's goal >= 50,000,000: {'met' if fewest >= 5e7 else 'NOT met'}), {passes:.1f} passes "
        "over the training text.",
        f"- Machine: {_machines(results)}.",
        f"- Code: {_code(results)}.",
        f"- Noise: bf16's two seeds differ by {noise:.2%} in final held-out loss and {noise_best:.2%} in best.",
        "",
        "Per run: the held-out loss (bits per byte) at the end and at its best point along the curve (evaluated every "
        f"{SCALE.eval_every} steps), each against the mean of bf16's seeds; the training loss of the last step.",
        "",
        "| run | final held-out | vs bf16 | best held-out (step) | vs bf16 best | train (last step) |",
        "|---|---|---|---|---|---|",
    ]
    for n, r in results.items():
        step, val = _best(r)
        lines.append(
            f"| {n} | {r['val_bpc']:.4f} | {r['val_bpc'] / ref - 1:+.2%} | {val:.4f} ({step}) | "
            f"{val / ref_best - 1:+.2%} | {r['train_bpc']:.3f} |"
        )
    lines += [
        "",
        "Per recipe, over its seeds (mean gap to bf16's mean; the spread of the seeds where two ran):",
        "",
        "| recipe | seeds | final: gap | final: seed spread | best: gap | best: seed spread |",
        "|---|---|---|---|---|---|",
    ]
    for name, (k, mean, spread) in final.items():
        bk, bmean, bspread = best[name]
        sp = f"{spread / ref:.2%}" if k > 1 else "-"
        bsp = f"{bspread / ref_best:.2%}" if bk > 1 else "-"
        lines.append(f"| {name} | {k} | {mean / ref - 1:+.2%} | {sp} | {bmean / ref_best - 1:+.2%} | {bsp} |")
    lines += ["", "## Goals", ""]
    lines += _goals(results, final, best, ref, ref_best, noise, noise_best)
    if shared > 1:
        lines += [
            "",
            f"The runs ran at once ({shared} processes sharing the GPU), so their tokens/s are not the recipes' own. "
            "Step time of each recipe alone on the GPU: `python benchmarks/gpu/profile_step.py` "
            "(`benchmarks/results/fp4_step_time_gpu.md`).",
        ]
    default = OUT == DEFAULT_OUT
    path = HERE / "results" / "fp4_training_gpu.md" if default else OUT / "report.md"
    path.write_text("\n".join(lines) + "\n")
    res = [
        lm.LMResult(**{k: v for k, v in r.items() if k in lm.LMResult.__dataclass_fields__}) for r in results.values()
    ]
    png = path.with_suffix(".png")
    lm.plot(res, png, "byte LM on the stdlib sources (GPU)")
    _plot_gap(results, path.with_name(path.stem + "_gap.png"))
    return path


def _goals(results, final, best, ref, ref_best, noise, noise_best) -> list:
    """The issue's goals, each checked against the table, and what the curves say about overfitting."""
    out = []
    seeds = [r for n, r in results.items() if n.removesuffix("-seed1") == "bf16"]
    if seeds:
        rises = [r["val_bpc"] / _best(r)[1] - 1 for r in seeds]
        steps = " and ".join(str(_best(r)[0]) for r in seeds)
        rise = sum(rises) / len(rises)
        if rise > noise_best:
            out.append(
                f"- **The model overfits.** bf16 passes its lowest held-out loss at step {steps} (per seed) and ends "
                f"{rise:.1%} above it (mean of its seeds; its training loss keeps falling): the corpus is too "
                "small for this model at 50M tokens. "
                "The quantized recipes overfit less (their training loss stays higher: the quantization noise "
                "likely acts as a regulariser), so at the end they can "
                "sit *below* bf16 for that reason alone; the best-point columns compare what each recipe reaches "
                "at its best and are the fairer measure here."
            )
    if HEADLINE in final and "bf16" in final:
        k, mean, _ = final[HEADLINE]
        _, bmean, _ = best[HEADLINE]
        gap, bgap = mean / ref - 1, bmean / ref_best - 1
        ok = gap <= 0.01 and bgap <= 0.01
        out.append(
            f"- Unbiased MXFP4 SR + RHT within 1% of bf16 ({k} seeds): final {gap:+.2%}, best {bgap:+.2%} "
            f"(bf16's seed noise {noise:.2%} / {noise_best:.2%}): **{'met' if ok else 'NOT met'}**"
            + ("" if bgap + noise_best <= 0.01 else " (within the noise, not beyond it)")
            + "."
        )
    for name in BEHIND:
        if name in final and "bf16" in final:
            gap, bgap = final[name][1] / ref - 1, best[name][1] / ref_best - 1
            beyond = min(gap, bgap) > 2 * max(noise, noise_best)
            out.append(
                f"- {name}: final {gap:+.2%}, best {bgap:+.2%}: "
                + ("worse than bf16 beyond the noise (over twice the seed spread)." if beyond else "NOT worse than "
                   "bf16 beyond the noise.")
            )  # fmt: skip
    out.append(
        "- Step time <= 2x bf16: not measured by this sitting (its runs shared the GPU); see "
        "`benchmarks/results/fp4_step_time_gpu.md`."
    )
    return out


def _plot_gap(results: dict, path: Path) -> None:
    """Held-out loss minus bf16's at the same step, over training tokens (one line per run)."""
    from flydsl.rounding.plotting import pyplot

    plt = pyplot()
    if plt is None or "bf16" not in results:
        return
    base = dict(map(tuple, results["bf16"]["curve"]))
    per_step = SCALE.batch * SCALE.context
    fig, ax = plt.subplots(figsize=(7, 4.2))
    recipes = list(dict.fromkeys(n.removesuffix("-seed1") for n in results))
    colors = plt.get_cmap("tab10")
    for name, r in results.items():
        if name == "bf16":
            continue
        recipe = name.removesuffix("-seed1")
        pts = [(s * per_step, v / base[s] - 1) for s, v in map(tuple, r["curve"]) if s in base]
        if pts:  # one colour per recipe; its second seed dashed
            style = "--" if name != recipe else "-"
            color = colors(recipes.index(recipe) % 10)
            ax.plot(*zip(*pts, strict=True), style, color=color, marker="o", markersize=2.5, label=name)
    ax.axhline(0.0, color="black", linewidth=0.8)
    ax.set_xlabel("training tokens")
    ax.set_ylabel("held-out loss / bf16's - 1")
    ax.grid(True, alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def run_parallel(names: list, jobs: int, argv: list) -> None:
    """Run ``names`` as separate processes of this script, at most ``jobs`` at once (each logs to
    ``<out>/<run>.log``); a run that fails is reported and the others go on."""
    OUT.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "FP4_CONCURRENT": str(jobs), "PYTHONUNBUFFERED": "1"}
    waiting, running = list(names), {}
    while waiting or running:
        while waiting and len(running) < jobs:
            name = waiting.pop(0)
            log = open(OUT / f"{name}.log", "a")  # noqa: SIM115  (closed when the process ends)
            cmd = [sys.executable, str(Path(__file__).resolve()), *argv, "--out", str(OUT), "--runs", name]
            running[name] = (subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env), log)
            print(f"started {name}", flush=True)
        time.sleep(2.0)
        for name, (proc, log) in list(running.items()):
            if proc.poll() is not None:
                log.close()
                del running[name]
                print(f"{name} {'finished' if proc.returncode == 0 else f'FAILED ({proc.returncode})'}", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=50_000_000, help="training tokens per run (default 50M)")
    parser.add_argument("--runs", nargs="*", default=None, help=f"which runs (default all: {', '.join(runs())})")
    parser.add_argument("--report", action="store_true", help="only write the results table and plot")
    parser.add_argument("--budget-s", type=float, default=math.inf, help="start no run after this many seconds")
    parser.add_argument("--tiny", action="store_true", help="a smoke test at a tiny scale (not a result)")
    parser.add_argument("--device", default=None, help="override the device (default cuda)")
    parser.add_argument(
        "--graph", action="store_true",
        help="replay each step's forward and backward from one CUDA graph (lm.LMConfig(graph=True): the same bits)",
    )  # fmt: skip
    parser.add_argument("--out", type=Path, default=None, help="results folder (default results/fp4_gpu)")
    parser.add_argument(
        "--jobs", type=int, default=1,
        help="runs at once, one process each, started in the runs' order as earlier ones finish (a small model "
        "leaves an H200 mostly idle: the runs share it; their tokens/s then says nothing about a recipe)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, got {args.jobs}")
    global OUT
    OUT = args.out or OUT
    scale = TINY if args.tiny else SCALE
    if args.device:
        scale = replace(scale, device=args.device)
    if args.graph:
        scale = replace(scale, graph=True)
    if not args.report and args.jobs > 1:
        child = ["--tokens", str(args.tokens)] + (["--tiny"] if args.tiny else []) + (["--graph"] if args.graph else [])
        child += ["--device", args.device] if args.device else []
        run_parallel(args.runs or list(runs()), args.jobs, child)
    elif not args.report:
        t0 = time.perf_counter()
        for name in args.runs or list(runs()):
            if time.perf_counter() - t0 > args.budget_s:
                print(f"budget spent: {name} and later runs left for another sitting", flush=True)
                break
            r = run_one(name, args.tokens, scale=scale)
            print(f"{name:14s} val {r['val_bpc']:.4f} bits/byte  {r['tokens_per_s']:,.0f} tokens/s", flush=True)
    print(report())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
