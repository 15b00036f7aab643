"""Fused SR AdamW: static GPU cost per arch (compile-only ISA) and CPU step time against peers.

(a) ISA: the fused AdamW body (``flydsl.rounding.torch.optim.adamw_body``) compiled by the element-wise
runner's GPU launcher for gfx1100, gfx1201, gfx942, gfx950 (compile-only). Per parameter: VALU
instructions (census / 8: one thread updates 8 parameters), VALU *cycles* (quarter-rate
instructions, i.e. 32-bit integer multiplies, 64-bit mads and transcendentals, weighted x4), and
bytes moved (each tensor read once, each output written once). The kernel is memory-bound on a
GPU when its VALU cycles per byte are below the GPU's peak VALU lane-operations per second
divided by its memory bandwidth (:data:`GPUS`, from the vendors' spec sheets).

(b) CPU: one optimizer step over the same parameters (4 tensors, 1M and 10M parameters in total)
with torch.optim.AdamW (fp32 and bf16, foreach), ours (bf16 params, SR, f32 and bf16 state, host
engine) and torchao's ``_AdamW(bf16_stochastic_round=True)`` (torch.compile'd; compile excluded),
median of repeats after warm-up, in one run.

Usage: python benchmarks/bench_optim.py [--quick]
Writes benchmarks/results/optim.json and optim.md.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import flydsl.expr as fx  # noqa: E402
import torch  # noqa: E402

import flydsl.rounding  # noqa: E402
from common import GPUS, command_line, machine_info, median_seconds, peak_valu_per_byte, save, valu_cycles  # noqa: E402
from flydsl.rounding import isa  # noqa: E402
from flydsl.rounding.demos import digits as train  # noqa: E402
from flydsl.rounding.torch import elementwise, optim  # noqa: E402
from flydsl.rounding.torch.indexing import IndexMap  # noqa: E402

ARCHS = ("gfx1100", "gfx1201", "gfx942", "gfx950")
SR = flydsl.rounding.RoundingMode.STOCHASTIC
RN = flydsl.rounding.RoundingMode.RN

PER_THREAD = 8  # parameters per thread of the Vector kernel

#: (name, param type, grad type, state type, rounding)
CONFIGS = (
    ("bf16 params, bf16 grad, f32 state, SR", fx.BFloat16, fx.BFloat16, fx.Float32, SR),
    ("bf16 params, f32 grad, f32 state, SR", fx.BFloat16, fx.Float32, fx.Float32, SR),
    ("bf16 params, bf16 grad, bf16 state, SR", fx.BFloat16, fx.BFloat16, fx.BFloat16, SR),
    ("bf16 params, bf16 grad, f32 state, RN", fx.BFloat16, fx.BFloat16, fx.Float32, RN),
)


def isa_rows(archs) -> list[dict]:
    rows = []
    n = 2048
    scalar_types = [fx.Float32] * 8 + [fx.Uint64] * 2
    scalars = [0.5] * 8 + [5, 7 << 32]
    for name, pt, gt, st, mode in CONFIGS:
        body = optim.adamw_body(pt, st, mode)
        fn, _, margs, _, count = elementwise.launch_plan(
            body, IndexMap.contiguous(0), n, [pt, gt, st, st], [pt, st, st], scalar_types
        )[0]
        words = [torch.zeros(n * t.width // 32, dtype=torch.int32) for t in (pt, gt, st, st, pt, st, st)]
        nbytes = (2 * pt.width + gt.width + 4 * st.width) / 8  # p, g, m, v read; p, m, v written
        for arch in archs:
            k = isa.compile_isa(fn, *words, *margs, *scalars, count, arch=arch).kernel
            valu = k.census["valu"] / PER_THREAD
            cycles = valu_cycles(k) / PER_THREAD
            budget = peak_valu_per_byte(arch)
            rows.append(
                {
                    "config": name,
                    "arch": arch,
                    "gpu": GPUS[arch][0],
                    "valu_per_param": valu,
                    "valu_cycles_per_param": cycles,
                    "bytes_per_param": nbytes,
                    "valu_cycles_per_byte": cycles / nbytes,
                    "gpu_valu_per_byte": budget,
                    "memory_bound": cycles / nbytes < budget,
                    "vgprs": k.vgprs,
                    "spills": k.spills,
                }
            )
    return rows


# --------------------------------------------------------------------------------------------
# CPU step time


def _params(n: int, dtype) -> list:
    gen = torch.Generator().manual_seed(0)
    params = []
    for _ in range(4):
        p = torch.nn.Parameter(torch.randn(n // 4, generator=gen).to(dtype))
        p.grad = (torch.randn(n // 4, generator=gen) * 1e-2).to(dtype)
        params.append(p)
    return params


def cpu_rows(sizes, repeat: int) -> list[dict]:
    tao, reason = train.torchao_adamw()
    cases = [
        ("torch.optim.AdamW fp32 (foreach)", torch.float32, lambda ps: torch.optim.AdamW(ps, foreach=True)),
        ("torch.optim.AdamW bf16 RN (foreach)", torch.bfloat16, lambda ps: torch.optim.AdamW(ps, foreach=True)),
        ("ours AdamW bf16 SR, f32 state (host engine)", torch.bfloat16, lambda ps: optim.AdamW(ps)),
        (
            "ours AdamW bf16 SR, bf16 state (host engine)",
            torch.bfloat16,
            lambda ps: optim.AdamW(ps, state_dtype=torch.bfloat16),
        ),
        (
            "torchao _AdamW bf16 SR (torch.compile)",
            torch.bfloat16,
            (lambda ps: tao(ps, bf16_stochastic_round=True)) if tao else None,
        ),
    ]
    rows = []
    for n in sizes:
        for name, dtype, make in cases:
            if make is None:
                rows.append({"case": name, "params": n, "ms_per_step": None, "skipped": reason})
                continue
            opt = make(_params(n, dtype))
            ms = 1e3 * median_seconds(opt.step, repeat, warmup=2)
            rows.append({"case": name, "params": n, "ms_per_step": ms, "ns_per_param": 1e6 * ms / n})
            print(f"  {n:>9} params  {name:<46} {ms:8.2f} ms/step", flush=True)
    return rows


def run(quick: bool = False) -> dict:
    archs = ARCHS[:2] if quick else ARCHS
    isa_r = isa_rows(archs)
    cpu_r = cpu_rows((1 << 20,) if quick else (1 << 20, 10 * (1 << 20)), 3 if quick else 5)
    md = ["## Fused SR AdamW (`bench_optim.py`)" + (" (Quick run)" if quick else ""), ""]
    md += [
        "Compile-only ISA of the fused AdamW kernel (8 parameters per thread). VALU cycles weight quarter-rate "
        "instructions x4; the GPU budget is peak VALU lane-ops/s (CUs x 64 x clock, no dual issue / packed FP32) "
        "over memory bandwidth; memory-bound when cycles/byte < budget.",
        "",
        "| config | arch (GPU) | VALU/param | VALU cycles/param | bytes/param | cycles/byte | GPU budget/byte "
        "| memory-bound | VGPRs |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in isa_r:
        md.append(
            f"| {r['config']} | {r['arch']} ({r['gpu']}) | {r['valu_per_param']:.1f} | "
            f"{r['valu_cycles_per_param']:.1f} | {r['bytes_per_param']:.0f} | {r['valu_cycles_per_byte']:.2f} | "
            f"{r['gpu_valu_per_byte']:.1f} | {'yes' if r['memory_bound'] else 'NO'} | {r['vgprs']} |"
        )
    md += ["", "GPU figures (spec sheets):", ""]
    md += [f"- {a}: {GPUS[a][0]}: {GPUS[a][4]}" for a in archs]
    load = os.getloadavg()[0]
    md += ["", f"CPU, one optimizer step over 4 equal tensors (median after 2 warm-up steps; load average {load:.1f} "
           f"on {os.cpu_count()} CPUs: the machine is shared, so times are noisy):", ""]  # fmt: skip
    md += ["| case | params | ms/step | ns/param |", "|---|---|---|---|"]
    for r in cpu_r:
        if r["ms_per_step"] is None:
            md.append(f"| {r['case']} | {r['params']} | skipped: {r['skipped']} | |")
        else:
            md.append(f"| {r['case']} | {r['params']} | {r['ms_per_step']:.2f} | {r['ns_per_param']:.2f} |")
    markdown = "\n".join(md) + "\n"
    result = {"name": "optim", "machine": machine_info(), "quick": quick, "isa": isa_r, "cpu": cpu_r}
    save("optim", result, markdown)
    result["markdown"] = markdown
    print(markdown)
    return result


if __name__ == "__main__":
    command_line(run, __doc__, "two archs, 1M parameters only, 3 repeats")
