"""What every benchmark shares: the results folder, the machine record and the file writer.

Each ``bench_*.py`` imports this module (never another benchmark), and so does
``run_all.py``. A benchmark module provides ``run(quick=False) -> dict`` returning at least
``{"name": ..., "markdown": ...}`` and writes its files with :func:`save`.
"""

from __future__ import annotations

import datetime
import importlib.metadata
import json
import os
import platform
import statistics
import time
from pathlib import Path

__all__ = ["HERE", "RESULTS", "machine_info", "header", "save", "publish", "command_line", "median_seconds"]

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


def publish(name: str, result: dict, markdown) -> dict:
    """Render ``result`` with ``markdown(result)``, print it, save both files; return ``result``."""
    result["markdown"] = markdown(result)
    print(result["markdown"])
    save(name, result, result["markdown"])
    return result


def command_line(run, doc: str, quick_help: str) -> None:
    """``python bench_x.py [--quick]``: parse the one option and call ``run(quick=...)``."""
    import argparse

    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=quick_help)
    run(quick=parser.parse_args().quick)


def median_seconds(fn, repeat: int, *, warmup: int = 1) -> float:
    """Median wall time of ``fn()`` over ``repeat`` calls, after ``warmup`` untimed calls."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)
