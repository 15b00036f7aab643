"""Run every benchmark (rounding, host, gemm) and write the combined results.

Usage: python benchmarks/run_all.py [--quick]   (or ``make bench``)

Writes each benchmark's ``benchmarks/results/<name>.json`` / ``.md`` plus ``results/all.json``
(every row of every benchmark) and ``results/README.md`` (all tables, with the machine,
date and FlyDSL version). The helpers :func:`machine_info` and :func:`save` are shared by
the benchmark modules.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.metadata
import json
import os
import platform
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"


def _version(dist: str) -> str:
    """Installed version of a distribution, or "n/a"."""
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "n/a"


def _cpu_model() -> str:
    """The CPU model name from /proc/cpuinfo (Linux), else platform.processor()."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def machine_info() -> dict:
    """Date, host, CPU and package versions recorded with every result file."""
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "machine": platform.machine(),
        "platform": platform.platform(),
        "cpu": _cpu_model(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "flydsl": _version("flydsl"),
        "flydsl_rounding": _version("flydsl-rounding"),
        "numpy": _version("numpy"),
        "torch": _version("torch"),
        "gpu": "none (compile-only ISA builds; host engine on the CPU)",
    }


def header(info: dict) -> str:
    """A one-paragraph Markdown header naming date, machine and versions."""
    return (
        f"Date {info['date']}; {info['cpu']} ({info['cpus']} CPUs), {info['platform']}; Python {info['python']}, "
        f"flydsl {info['flydsl']}, flydsl-rounding {info['flydsl_rounding']}, numpy {info['numpy']}. "
        "No GPU: ISA numbers are static counts from compile-only builds.\n"
    )


def save(name: str, result: dict, markdown: str) -> None:
    """Write ``results/<name>.json`` (the whole result dict) and ``results/<name>.md``."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{name}.json").write_text(json.dumps(result, indent=2, default=str) + "\n")
    (RESULTS / f"{name}.md").write_text(markdown)


def _run_gemm(quick: bool) -> dict:
    """Run bench_gemm (which has ``main()`` with argparse, no ``run``) and read back its files."""
    import bench_gemm

    if hasattr(bench_gemm, "run"):
        return bench_gemm.run(quick=quick)
    argv = ["bench_gemm.py"] + (["--archs", "gfx1100,gfx1201", "--repeats", "1"] if quick else [])
    saved = sys.argv
    sys.argv = argv
    try:
        bench_gemm.main()
    finally:
        sys.argv = saved
    rows = json.loads((RESULTS / "gemm.json").read_text())
    return {"name": "gemm", "rows": rows, "markdown": (RESULTS / "gemm.md").read_text(), "argv": argv[1:]}


def _benchmarks() -> list:
    """(name, callable(quick) -> result dict) for every benchmark, in run order."""
    import bench_host
    import bench_rounding
    import bench_tensor_ops

    return [
        ("rounding", bench_rounding.run),
        ("host", bench_host.run),
        ("gemm", _run_gemm),
        ("tensor_ops", bench_tensor_ops.run),
    ]


def main() -> None:
    """Run everything, print progress and tables, write results/all.json and results/README.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer archs/targets/repeats (about 2 minutes)")
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
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
