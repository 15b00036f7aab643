"""The FP4 training table at GPU scale (issue 24): ``python benchmarks/bench_fp4_gpu.py [--tokens N] [--runs ...]``.

A GPT-style byte-level LM (:mod:`flydsl.rounding.demos.lm`) on the Python standard library's own sources
(held-out 10% for validation), on one CUDA GPU through this package's ops: bf16 parameters, the SR AdamW, the
quantized linear layers of :mod:`flydsl.rounding.training` (GEMMs on the exactly dequantized operands). Each
run writes ``benchmarks/results/fp4_gpu/<run>.json`` when it finishes and checkpoints every 200 steps, so the
table can be made over several sittings (a finished run is skipped; an interrupted one resumes with the same
bits). ``--report`` writes ``benchmarks/results/fp4_training_gpu.md`` and the loss-gap curves PNG from what is
there. Deterministic: the same table bit for bit from the same seeds (every random bit keyed by seed and step).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import asdict, replace
from pathlib import Path

from flydsl.rounding.demos import lm

HERE = Path(__file__).resolve().parent
OUT = HERE / "results" / "fp4_gpu"

#: The model: ~22M parameters (7 blocks, d=512, 8 heads, context 256), 16,384 tokens per step.
SCALE = lm.LMConfig(
    layers=7, d_model=512, heads=8, context=256, batch=64, lr=1.5e-3, warmup=100, weight_decay=0.0,
    corpus_bytes=20_000_000, eval_batches=16, eval_every=100, device="cuda",
)  # fmt: skip


def runs() -> dict:
    """name -> (recipe factory or None, seed). Two seeds for bf16 (the noise)."""
    from flydsl.rounding import training

    table = {
        "bf16": (None, 0),
        "bf16-seed1": (None, 1),
        "mxfp8": (lambda: training.mxfp8(), 0),
        "mxfp4-rn": (lambda: training.mxfp4(backward="RN"), 0),
        "mxfp4-sr": (lambda: training.mxfp4(), 0),
        "mxfp4-sr-rht": (lambda: training.mxfp4(rht=True), 0),
        "nvfp4": (lambda: training.nvfp4(), 0),
    }
    return table


def run_one(name: str, tokens: int, progress: bool = True) -> dict:
    factory, seed = runs()[name]
    steps = max(1, tokens // (SCALE.batch * SCALE.context))
    cfg = replace(SCALE, steps=steps, seed=seed)
    OUT.mkdir(parents=True, exist_ok=True)
    done = OUT / f"{name}.json"
    if done.exists():
        return json.loads(done.read_text())
    recipe = factory() if factory is not None else None
    t0 = time.perf_counter()
    res = lm.train(cfg, recipe, name=name, progress=progress, checkpoint=OUT / f"{name}.ckpt")
    out = {**asdict(res), "tokens": steps * cfg.batch * cfg.context, "config": asdict(cfg),
           "recipe": repr(recipe), "wall_s": time.perf_counter() - t0}  # fmt: skip
    out["tokens_per_s"] = out["tokens"] / res.seconds if res.seconds else math.nan
    done.write_text(json.dumps(out))
    ckpt = OUT / f"{name}.ckpt"
    if ckpt.exists():
        ckpt.unlink()
    return out


def report() -> Path:
    results = {p.stem: json.loads(p.read_text()) for p in sorted(OUT.glob("*.json"))}
    base = [r["val_bpc"] for n, r in results.items() if n.startswith("bf16")]
    ref = sum(base) / len(base) if base else math.nan
    noise = (max(base) - min(base)) / ref if len(base) > 1 else math.nan
    bf16_tps = results.get("bf16", {}).get("tokens_per_s", math.nan)
    lines = [
        "# FP4 training at GPU scale (issue 24)",
        "",
        "Written by `python benchmarks/bench_fp4_gpu.py --report` from the runs in `benchmarks/results/fp4_gpu/`.",
        f"Model: {SCALE.layers} blocks, d={SCALE.d_model}, context {SCALE.context}, batch {SCALE.batch}; "
        f"bf16 seed noise (relative spread of the bf16 runs' held-out loss): {noise:.2%}.",
        "",
        "| run | tokens | held-out bits/byte | vs bf16 mean | tokens/s | step time vs bf16 |",
        "|---|---|---|---|---|---|",
    ]
    for n, r in results.items():
        gap = r["val_bpc"] / ref - 1
        lines.append(
            f"| {n} | {r['tokens']:,} | {r['val_bpc']:.4f} | {gap:+.2%} | {r['tokens_per_s']:,.0f} | "
            f"{bf16_tps / r['tokens_per_s']:.2f}x |"
        )
    path = HERE / "results" / "fp4_training_gpu.md"
    path.write_text("\n".join(lines) + "\n")
    res = [
        lm.LMResult(**{k: v for k, v in r.items() if k in lm.LMResult.__dataclass_fields__}) for r in results.values()
    ]
    lm.plot(res, HERE / "results" / "fp4_training_gpu.png", "byte LM on the stdlib sources (GPU)")
    return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=50_000_000, help="training tokens per run (default 50M)")
    parser.add_argument("--runs", nargs="*", default=None, help=f"which runs (default all: {', '.join(runs())})")
    parser.add_argument("--report", action="store_true", help="only write the results table and plot")
    parser.add_argument("--budget-s", type=float, default=math.inf, help="start no run after this many seconds")
    args = parser.parse_args(argv)
    if not args.report:
        t0 = time.perf_counter()
        for name in args.runs or list(runs()):
            if time.perf_counter() - t0 > args.budget_s:
                print(f"budget spent: {name} and later runs left for another sitting", flush=True)
                break
            r = run_one(name, args.tokens)
            print(f"{name:14s} val {r['val_bpc']:.4f} bits/byte  {r['tokens_per_s']:,.0f} tokens/s", flush=True)
    print(report())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
