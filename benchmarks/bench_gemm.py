"""Static cost of the WMMA GEMM's stochastic-rounding epilogue, per arch and tile config (compile-only).

For each arch and config, compiles the bf16 -> bf16 GEMM with RN and with STOCHASTIC and reports
instruction counts (VALU, SALU, WMMA, memory), VGPRs, the extra VALU instructions per output
element that SR adds over RN (the epilogue is straight-line code run once per thread, so
``(VALU_SR - VALU_RN) / outputs_per_thread``), and compile times (``isa.compile_seconds``, min over
interleaved repeats). Goals: SR adds at most 8 VALU per
output on gfx12 and 12 on gfx11, and compile time grows by at most 20%.

Usage: python benchmarks/bench_gemm.py [--archs gfx1100,gfx1201] [--repeats 7]
Writes benchmarks/results/gemm.json and gemm.md.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

import torch

from flydsl.rounding import gemm as G
from flydsl.rounding.isa import compile_isa, compile_seconds
from flydsl.rounding.modes import RoundingMode

GOAL_VALU = {"gfx11": 12.0, "gfx12": 8.0}
GOAL_COMPILE_GROWTH = 0.20
RESULTS = Path(__file__).resolve().parent / "results"
MODES = (RoundingMode.RN, RoundingMode.STOCHASTIC)


def _operands(config: G.TileConfig):
    m, n, k = config.tile_m * 2, config.tile_n * 2, config.tile_k * 2
    return (
        torch.zeros(m, k, dtype=torch.bfloat16),
        torch.zeros(n, k, dtype=torch.bfloat16),
        torch.zeros(m, n, dtype=torch.bfloat16),
    )


def _cpu_seconds() -> float:
    """CPU time of this process and its finished children (less sensitive to other load than wall time)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def measure(arch: str, config: G.TileConfig, repeats: int) -> dict:
    """One table row: RN and SR costs of ``config`` on ``arch``.

    Instruction counts come from one ``compile_isa`` build per mode. Compile times are
    ``compile_seconds`` (full compile-only build: trace, MLIR pipeline, LLVM codegen, link; no
    dumps, caches bypassed), RN and SR interleaved ``repeats`` times after a warm-up, keeping
    the minimum of each (the least disturbed by other load on the machine); the CPU time of the
    same builds is reported too (``compile_cpu_*``).
    """
    a, b, c = _operands(config)
    launchers = {mode: G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, config, mode) for mode in MODES}
    builds = {mode: compile_isa(launcher, a, b, c, 0, 0, arch=arch) for mode, launcher in launchers.items()}
    times: dict = {mode: [] for mode in MODES}
    cpu: dict = {mode: [] for mode in MODES}
    for _ in range(repeats):
        for mode, launcher in launchers.items():
            before = _cpu_seconds()
            times[mode].append(compile_seconds(launcher, a, b, c, 0, 0, arch=arch, repeat=1))
            cpu[mode].append(_cpu_seconds() - before)
    t_rn, t_sr = (min(times[mode]) for mode in MODES)
    c_rn, c_sr = (min(cpu[mode]) for mode in MODES)
    krn, ksr = (builds[mode].kernel for mode in MODES)
    outputs = config.tile_m * config.tile_n // config.threads
    extra = (ksr.census["valu"] - krn.census["valu"]) / outputs
    family = G.arch_family(arch)
    return {
        "arch": arch,
        "config": config.name,
        "outputs_per_thread": outputs,
        "valu_rn": krn.census["valu"],
        "valu_sr": ksr.census["valu"],
        "salu_rn": krn.census["salu"],
        "salu_sr": ksr.census["salu"],
        "wmma": ksr.census["matrix"],
        "memory_rn": krn.census["memory"],
        "memory_sr": ksr.census["memory"],
        "vgprs_rn": krn.vgprs,
        "vgprs_sr": ksr.vgprs,
        "sr_extra_valu_per_output": round(extra, 2),
        "goal_valu_per_output": GOAL_VALU[family],
        "compile_s_rn": round(t_rn, 3),
        "compile_s_sr": round(t_sr, 3),
        "compile_growth": round(t_sr / t_rn - 1, 3),
        "compile_cpu_s_rn": round(c_rn, 3),
        "compile_cpu_s_sr": round(c_sr, 3),
        "compile_cpu_growth": round(c_sr / c_rn - 1, 3),
        "meets_valu_goal": extra <= GOAL_VALU[family],
        "meets_compile_goal": t_sr / t_rn - 1 <= GOAL_COMPILE_GROWTH,
    }


def _markdown(rows: list[dict]) -> str:
    """The results as a Markdown table."""
    cols = [
        "arch",
        "config",
        "valu_rn",
        "valu_sr",
        "salu_sr",
        "wmma",
        "memory_sr",
        "vgprs_rn",
        "vgprs_sr",
        "sr_extra_valu_per_output",
        "goal_valu_per_output",
        "compile_s_rn",
        "compile_s_sr",
        "compile_growth",
        "compile_cpu_growth",
    ]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(str(r[c]) for c in cols) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def main() -> None:
    """Measure, print the table, write results/gemm.json and results/gemm.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archs", default=",".join(G.ARCHS))
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    rows = [
        measure(arch, cfg, args.repeats) for arch in args.archs.split(",") for cfg in G.CONFIGS[G.arch_family(arch)]
    ]
    table = _markdown(rows)
    print(table)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "gemm.json").write_text(json.dumps(rows, indent=2) + "\n")
    (RESULTS / "gemm.md").write_text("# WMMA GEMM: cost of the SR epilogue (bf16 -> bf16)\n\n" + table)


if __name__ == "__main__":
    main()
