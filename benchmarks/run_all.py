"""Run every benchmark (rounding, host, gemm, tensor_ops, optim, mx, triton_amd) and write the combined results.

Usage: python benchmarks/run_all.py [--quick]   (or ``make bench``)

Writes each benchmark's ``benchmarks/results/<name>.json`` / ``.md`` plus ``results/all.json``
(every row of every benchmark) and ``results/README.md`` (all tables, with the machine,
date and FlyDSL version). The shared helpers live in ``common.py``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import RESULTS, header, machine_info, save  # noqa: E402


def _benchmarks() -> list:
    """(name, callable(quick) -> result dict) for every benchmark, in run order."""
    import bench_block_bias
    import bench_fp4_training
    import bench_gemm
    import bench_host
    import bench_mx
    import bench_optim
    import bench_rounding
    import bench_tensor_ops
    import bench_triton_amd

    return [
        ("rounding", bench_rounding.run),
        ("host", bench_host.run),
        ("gemm", bench_gemm.run),
        ("tensor_ops", bench_tensor_ops.run),
        ("optim", bench_optim.run),
        ("fp4_training", bench_fp4_training.run),
        ("mx", bench_mx.run),
        ("triton_amd", bench_triton_amd.run),
        ("block_bias", bench_block_bias.run),
    ]


def main() -> None:
    """Run everything, print progress and tables, write results/all.json and results/README.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer archs/targets/repeats (about 2 minutes)")
    args = parser.parse_args()
    info = machine_info()
    results, timings, start = {}, {}, time.perf_counter()
    benchmarks = _benchmarks()
    for name, fn in benchmarks:
        print(f"== [{len(results) + 1}/{len(benchmarks)}] {name} {'(quick)' if args.quick else ''}", flush=True)
        t0 = time.perf_counter()
        results[name] = fn(args.quick)
        timings[name] = round(time.perf_counter() - t0, 1)
        print(f"== {name} done in {timings[name]} s", flush=True)
    total = round(time.perf_counter() - start, 1)
    combined = {"machine": info, "quick": args.quick, "seconds": {**timings, "total": total}, "benchmarks": results}
    md = _combined_markdown(info, results, timings, total, args.quick)
    save("all", combined, "")
    (RESULTS / "all.md").unlink(missing_ok=True)
    (RESULTS / "README.md").write_text(md)
    print(f"== all done in {total} s; wrote {RESULTS / 'all.json'} and {RESULTS / 'README.md'}")


def _combined_markdown(info: dict, results: dict, timings: dict, total: float, quick: bool) -> str:
    """The README of results/: header, reproduction, then every benchmark's Markdown."""
    parts = [
        "# flydsl-rounding benchmark results\n",
        header(info),
        "Reproduce with `make bench` (= `python benchmarks/run_all.py`; add `--quick` for a short run). "
        "What each table measures: [../README.md](../README.md).\n",
        f"Run: {'quick' if quick else 'full'}, {total} s in all ("
        + ", ".join(f"{k} {v} s" for k, v in timings.items())
        + ").\n",
    ]
    for name, res in results.items():
        md = res["markdown"] if res["markdown"].lstrip().startswith("#") else f"# {name}\n\n{res['markdown']}"
        parts.append(_demote(md))
    return "\n".join(parts)


def _demote(md: str) -> str:
    """Push every Markdown heading one level down (``#`` -> ``##``)."""
    return "\n".join("#" + line if line.startswith("#") else line for line in md.splitlines()) + "\n"


if __name__ == "__main__":
    main()
