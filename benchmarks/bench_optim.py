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
from common import command_line, machine_info, median_seconds, save  # noqa: E402
from flydsl.rounding import isa  # noqa: E402
from flydsl.rounding.demos import digits as train  # noqa: E402
from flydsl.rounding.torch import elementwise, optim  # noqa: E402
from flydsl.rounding.torch.indexing import IndexMap  # noqa: E402

ARCHS = ("gfx1100", "gfx1201", "gfx942", "gfx950")
SR = flydsl.rounding.RoundingMode.STOCHASTIC
RN = flydsl.rounding.RoundingMode.RN

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
QUARTER_RATE = ("v_mad_u64_u32", "v_mul_hi_u32", "v_mul_lo_u32", "v_rcp_f32", "v_sqrt_f32", "v_rsq_f32", "v_exp_f32",
                "v_log_f32")  # fmt: skip
PER_THREAD = 8  # parameters per thread of the Vector kernel

#: (name, param type, grad type, state type, rounding)
CONFIGS = (
    ("bf16 params, bf16 grad, f32 state, SR", fx.BFloat16, fx.BFloat16, fx.Float32, SR),
    ("bf16 params, f32 grad, f32 state, SR", fx.BFloat16, fx.Float32, fx.Float32, SR),
    ("bf16 params, bf16 grad, bf16 state, SR", fx.BFloat16, fx.BFloat16, fx.BFloat16, SR),
    ("bf16 params, bf16 grad, f32 state, RN", fx.BFloat16, fx.BFloat16, fx.Float32, RN),
)


def _peak_valu_per_byte(arch: str) -> float:
    _, cus, ghz, gbs, _ = GPUS[arch]
    return cus * LANES_PER_CU * ghz * 1e9 / (gbs * 1e9)


def _cycles(kernel) -> float:
    """VALU issue cycles of one thread: quarter-rate instructions count 4."""
    total = 0
    for mnemonic, count in kernel.mnemonics().items():
        if not mnemonic.startswith("v_"):
            continue
        base = mnemonic.split("_e32")[0].split("_e64")[0].split("_sdwa")[0].split("_dpp")[0]
        total += count * (4 if base in QUARTER_RATE else 1)
    return total


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
            cycles = _cycles(k) / PER_THREAD
            budget = _peak_valu_per_byte(arch)
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
