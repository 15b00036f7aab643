"""Block-scaled quantization (flydsl.rounding.mx): CPU throughput against torchao, static GPU cost per arch.

(a) CPU: elements/s of ``quantize(x, fmt)`` with RN and with STOCHASTIC (host engine) against torchao's
``to_mx(x, elem_dtype, 32, ScaleCalculationMode.FLOOR)`` on the same 4096 x 4096 f32 tensor, median of
repeats after warm-up, in one run. Goal: RN >= 2x torchao; SR >= torchao's RN.

(b) ISA: the MXFP4 SR quantize kernel (one thread per block of 32, canonical stream) compiled for gfx942,
gfx950 and gfx1201 (compile-only). Per element: VALU instructions and VALU cycles (quarter-rate x4),
against the bandwidth budget of benchmarks/results/optim.md (common.peak_valu_per_byte: peak VALU
lane-ops/s over memory bandwidth); bytes per element: 4 read (f32) + 0.5 (codes) + 1/32 (scale) written.

Usage: python benchmarks/bench_mx.py [--quick]
Writes benchmarks/results/mx.json and mx.md.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import torch  # noqa: E402

import flydsl.rounding  # noqa: E402, F401
from common import GPUS, command_line, machine_info, median_seconds, peak_valu_per_byte, publish, valu_cycles  # noqa: E402
from flydsl.rounding import isa  # noqa: E402
from flydsl.rounding.mx import ops, quantize  # noqa: E402

ARCHS = ("gfx942", "gfx950", "gfx1201")
BYTES_PER_ELEMENT = 4 + 0.5 + 1 / 32


def cpu_rows(n: int, repeat: int) -> list[dict]:
    x = torch.randn(n, n)
    cases = [
        ("ours mxfp4 RN", lambda: quantize(x, "mxfp4")),
        ("ours mxfp4 SR", lambda: quantize(x, "mxfp4", rounding="STOCHASTIC", seed=1)),
        ("ours mxfp8_e4m3 RN", lambda: quantize(x, "mxfp8_e4m3")),
        ("ours mxfp8_e4m3 SR", lambda: quantize(x, "mxfp8_e4m3", rounding="STOCHASTIC", seed=1)),
    ]
    try:
        from torchao.prototype.mx_formats.config import ScaleCalculationMode
        from torchao.prototype.mx_formats.mx_tensor import to_mx

        floor = ScaleCalculationMode.FLOOR
        cases += [
            ("torchao to_mx mxfp4 RN", lambda: to_mx(x, torch.float4_e2m1fn_x2, 32, floor)),
            ("torchao to_mx mxfp8_e4m3 RN", lambda: to_mx(x, torch.float8_e4m3fn, 32, floor)),
        ]
    except ImportError:
        pass
    rows = []
    for name, fn in cases:
        s = median_seconds(fn, repeat, warmup=1)
        rows.append({"case": name, "elements": n * n, "seconds": s, "elements_per_s": n * n / s})
    return rows


def isa_rows(archs) -> list[dict]:
    launch, args = ops.kernel_and_args("mxfp4", "STOCHASTIC")
    rows = []
    for arch in archs:
        k = isa.compile_isa(launch, *args, arch=arch).kernel
        cycles = valu_cycles(k) / 32
        rows.append({
            "kernel": "mxfp4 SR (software, canonical stream)", "arch": arch, "gpu": GPUS[arch][0],
            "valu_per_element": k.census["valu"] / 32, "valu_cycles_per_element": cycles,
            "bytes_per_element": BYTES_PER_ELEMENT, "valu_cycles_per_byte": cycles / BYTES_PER_ELEMENT,
            "gpu_valu_per_byte": peak_valu_per_byte(arch),
            "memory_bound": cycles / BYTES_PER_ELEMENT < peak_valu_per_byte(arch), "vgprs": k.vgprs,
        })  # fmt: skip
    return rows


def markdown(result: dict) -> str:
    md = ["# Block-scaled quantization (flydsl.rounding.mx)", ""]
    load = result["load"]
    md += [f"CPU, 4096 x 4096 f32 (median after warm-up; load average {load:.1f} on {os.cpu_count()} CPUs: shared "
           "machine, noisy):", "", "| case | seconds | elements/s |", "|---|---|---|"]  # fmt: skip
    md += [f"| {r['case']} | {r['seconds']:.3f} | {r['elements_per_s'] / 1e6:.1f} M |" for r in result["cpu"]]
    by = {r["case"]: r["elements_per_s"] for r in result["cpu"]}
    if "torchao to_mx mxfp4 RN" in by:
        t = by["torchao to_mx mxfp4 RN"]
        md += ["", f"mxfp4: ours RN / torchao RN = {by['ours mxfp4 RN'] / t:.2f}x (goal >= 2x); "
               f"ours SR / torchao RN = {by['ours mxfp4 SR'] / t:.2f}x (goal >= 1x)."]  # fmt: skip
    md += ["", "GPU, static ISA of the MXFP4 SR quantize kernel (compile-only); memory-bound when VALU cycles/byte "
           "< the GPU's VALU lane-ops per byte of bandwidth (as in optim.md):", "",
           "| kernel | arch (GPU) | VALU/elem | VALU cycles/elem | bytes/elem | cycles/byte | GPU budget/byte | "
           "memory-bound |", "|---|---|---|---|---|---|---|---|"]  # fmt: skip
    for r in result["isa"]:
        md.append(f"| {r['kernel']} | {r['arch']} ({r['gpu']}) | {r['valu_per_element']:.1f} | "
                  f"{r['valu_cycles_per_element']:.1f} | {r['bytes_per_element']:.2f} | "
                  f"{r['valu_cycles_per_byte']:.2f} | "
                  f"{r['gpu_valu_per_byte']:.1f} | {'yes' if r['memory_bound'] else 'no'} |")  # fmt: skip
    md += ["", "The gfx950 hardware-convert variants (v_cvt_scalef32_*) are not built yet (see docs/mx.rst)."]
    return "\n".join(md) + "\n"


def run(quick: bool = False) -> dict:
    n = 1024 if quick else 4096
    result = {
        "name": "mx",
        "machine": machine_info(),
        "quick": quick,
        "load": os.getloadavg()[0],
        "cpu": cpu_rows(n, 2 if quick else 5),
        "isa": isa_rows(ARCHS[:1] if quick else ARCHS),
    }
    return publish("mx", result, markdown)


if __name__ == "__main__":
    command_line(run, __doc__, "1024 x 1024, one arch")
