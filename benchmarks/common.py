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

__all__ = [
    "HERE",
    "RESULTS",
    "machine_info",
    "header",
    "save",
    "publish",
    "command_line",
    "median_seconds",
    "interleaved_medians",
]

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


def median_seconds(fn, repeat: int, *, warmup: int = 1, clock=time.perf_counter) -> float:
    """Median time of ``fn()`` over ``repeat`` calls, after ``warmup`` untimed calls.

    ``clock``: wall time by default; ``time.thread_time`` measures the calling thread's CPU time
    (for single-threaded runs on a shared machine: other processes' load does not count).
    """
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t0 = clock()
        fn()
        times.append(clock() - t0)
    return statistics.median(times)


def interleaved_medians(fns: list, repeat: int, *, warmup: int = 1, clock=time.perf_counter) -> list[float]:
    """Median time of each ``fns[i]()`` over ``repeat`` rounds that call every function once, in turn.

    Interleaving spreads a shared machine's changing load over all the functions alike (a sequential
    measurement gives each function the load of its own moment).
    """
    for fn in fns:
        for _ in range(warmup):
            fn()
    times = [[] for _ in fns]
    for _ in range(repeat):
        for fn, acc in zip(fns, times, strict=True):
            t0 = clock()
            fn()
            acc.append(clock() - t0)
    return [statistics.median(t) for t in times]


# -- GPU figures: the bandwidth budget of the static ISA benchmarks (optim, mx) ----------------------

#: Published figures per arch: (GPU, compute units, boost clock GHz, memory bandwidth GB/s, source).
#: Peak VALU lane-operations per second = CUs x 64 lanes x clock: one 32-bit VALU operation per lane
#: per clock, WITHOUT RDNA3/4 dual issue or CDNA packed-FP32 (which double the FP32 TFLOPS on the spec
#: sheets: 64 lanes x 2 (FMA) x 2 (dual/packed) x CUs x clock reproduces each sheet's FP32 figure), so
#: the budget below is conservative.
GPUS = {
    "gfx1100": (
        "Radeon RX 7900 XTX", 96, 2.5, 960.0,
        "amd.com/en/products/graphics/desktops/radeon/7000-series/amd-radeon-rx-7900xtx.html "
        "(96 CUs, 2.5 GHz boost, 960 GB/s, 61.4 TFLOPS FP32)",
    ),
    "gfx1201": (
        "Radeon RX 9070 XT", 64, 2.97, 640.0,
        "amd.com/en/products/graphics/desktops/radeon/9000-series/amd-radeon-rx-9070xt.html "
        "(64 CUs, 2.97 GHz boost, 20 Gbps x 256-bit = 640 GB/s, 48.7 TFLOPS FP32)",
    ),
    "gfx942": (
        "Instinct MI300X", 304, 2.1, 5300.0,
        "amd.com/en/products/accelerators/instinct/mi300/mi300x.html "
        "(304 CUs, 2100 MHz, 5.3 TB/s HBM3, 163.4 TFLOPS FP32 vector)",
    ),
    "gfx950": (
        "Instinct MI355X", 256, 2.4, 8000.0,
        "amd.com/en/products/accelerators/instinct/mi350/mi355x.html "
        "(256 CUs, 2400 MHz, 8 TB/s HBM3E, 157.3 TFLOPS FP32 vector)",
    ),
}  # fmt: skip
LANES_PER_CU = 64  # 32-bit VALU lanes per CU per clock (RDNA: 2 SIMD32; CDNA: 4 SIMD16)
#: Instructions that issue at quarter rate (32-bit integer multiplies, 64-bit mads, transcendentals).
#: f64 FMA / multiply / add / conversions count 1: CDNA3 and CDNA4 (the only archs our kernels use them on, see
#: flydsl.rounding.division) issue them at the f32 rate (spec sheets: FP64 vector TFLOPS = non-packed FP32 TFLOPS).
#: ``v_mad_co_u64_u32`` is gfx12's name of ``v_mad_u64_u32`` (RDNA4 kernels count their Philox products with it).
QUARTER_RATE = ("v_mad_u64_u32", "v_mad_co_u64_u32", "v_mul_hi_u32", "v_mul_lo_u32", "v_rcp_f32", "v_sqrt_f32",
                "v_rsq_f32", "v_exp_f32", "v_log_f32", "v_rcp_f64", "v_rsq_f64", "v_sqrt_f64")  # fmt: skip


def peak_valu_per_byte(arch: str) -> float:
    """Peak VALU lane-operations per byte of memory bandwidth of ``arch``'s GPU (:data:`GPUS`): the budget."""
    _, cus, ghz, gbs, _ = GPUS[arch]
    return cus * LANES_PER_CU * ghz * 1e9 / (gbs * 1e9)


def valu_cycles(kernel) -> float:
    """VALU issue cycles of one thread: quarter-rate instructions count 4."""
    total = 0
    for mnemonic, count in kernel.mnemonics().items():
        if not mnemonic.startswith("v_"):
            continue
        base = mnemonic.split("_e32")[0].split("_e64")[0].split("_sdwa")[0].split("_dpp")[0]
        total += count * (4 if base in QUARTER_RATE else 1)
    return total
