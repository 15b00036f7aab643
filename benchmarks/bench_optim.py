"""Fused SR AdamW: static GPU cost per arch (compile-only ISA) and CPU step time against peers.

(a) ISA: the fused AdamW body (``flydsl.rounding.torch.optim.adamw_body``) compiled by the element-wise
runner's GPU launcher for gfx1100, gfx1201, gfx942, gfx950 (compile-only). Per parameter: VALU
instructions (census / 8: one thread updates 8 parameters), VALU *cycles* (quarter-rate
instructions, i.e. 32-bit integer multiplies, 64-bit mads and transcendentals, weighted x4), and
bytes moved (each tensor read once, each output written once). The kernel is memory-bound on a
GPU when its VALU cycles per byte are below the GPU's peak VALU lane-operations per second
divided by its memory bandwidth (:data:`GPUS`, from the vendors' spec sheets).

(b) CPU, single-threaded: one optimizer step of issue 15's two models (a 2-layer transformer, 24
tensors; a 10.5M-parameter Linear stack, 20 tensors) with torch.optim.AdamW (fp32 for-loop and
foreach, bf16 foreach), ours (bf16 params, SR, f32 state: one launch per group and per tensor; bf16
state; host engine) and torchao's ``_AdamW(bf16_stochastic_round=True)`` (torch.compile'd; compile
excluded), median of 20 interleaved rounds (every case steps once per round), in one run; launches
per step counted.

(c) GPU launches per step for the same models, from the launch plan of the ROCm path (no GPU needed):
per tensor before, one multi-tensor kernel per group after; and that kernel's VALU count and compile
time against the per-tensor kernels it replaces.

Usage: python benchmarks/bench_optim.py [--quick]
Writes benchmarks/results/optim.json and optim.md.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import flydsl.expr as fx  # noqa: E402
import torch  # noqa: E402

import flydsl.rounding  # noqa: E402
from common import GPUS, command_line, interleaved_medians, machine_info, peak_valu_per_byte, save, valu_cycles  # noqa: E402
from flydsl.rounding import division, isa
from flydsl.rounding.demos import digits as train  # noqa: E402
from flydsl.rounding.philox import DEFAULT_ROUNDS  # noqa: E402
from flydsl.rounding.runtime import (
    elementwise,  # noqa: E402
    host,  # noqa: E402
)
from flydsl.rounding.runtime.indexing import IndexMap  # noqa: E402
from flydsl.rounding.torch import optim  # noqa: E402

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
    # no random bits at all: the floor the bf16-state SR kernel cannot go below by cheaper draws
    ("bf16 params, bf16 grad, bf16 state, RN", fx.BFloat16, fx.BFloat16, fx.BFloat16, RN),
)


def _kernel(body, variant, in_types, out_types, scalar_types, words, margs, scalars, count, arch):
    """Compile-only build of ``body``'s Vector kernel in ``variant`` (the runner's choice, or forced)."""
    wrapped = elementwise.wrap_body(body, len(in_types), variant)
    types = (fx.Uint64, fx.Uint64, fx.Uint64, *scalar_types)
    fn = elementwise.launcher(wrapped, tuple(in_types), types, tuple(out_types), True)
    return isa.compile_isa(fn, *words, *margs, *scalars, count, arch=arch).kernel


#: The index form before issue 15 (the block's high word a per-thread value) and after (a uniform word).
WIDE, NARROW = elementwise.Variant(8, True, True, False), elementwise.Variant(8, True, True, True)


def isa_rows(archs) -> list[dict]:
    """Per config and arch: the kernel before issue 15 (wide block index, f32 division), in 0.2.0 (narrow
    index, f32 division), now (narrow index, the arch's division form: f64 reciprocal on CDNA, the same bits)
    and now with 7 Philox rounds (``adamw_body(..., rounds=7)``, the optimizers' ``rounds=7``: a documented
    setting that changes the bits); llvm-mca beside it."""
    rows = []
    n = 2048
    scalar_types = optim.scalar_types(optim.AdamWScalars)
    scalars = [0.5] * 8 + [5, 7 << 32]
    for name, pt, gt, st, mode in CONFIGS:
        body, body7 = (optim.adamw_body(pt, st, mode, r) for r in (DEFAULT_ROUNDS, 7))
        ins, outs = [pt, gt, st, st], [pt, st, st]
        # the runner's own choice for these tensors is the narrow variant (the "after" column)
        plan = elementwise.launch_plan(body, IndexMap.contiguous(0), n, ins, outs, scalar_types)
        assert elementwise.variant_of(IndexMap.contiguous(0), n) == NARROW and len(plan) == 1
        margs = plan[0][2]
        words = [torch.zeros(n * t.width // 32, dtype=torch.int32) for t in (*ins, *outs)]
        nbytes = (2 * pt.width + gt.width + 4 * st.width) / 8  # p, g, m, v read; p, m, v written
        for arch in archs:
            build = functools.partial(_kernel, in_types=ins, out_types=outs, scalar_types=scalar_types,
                                      words=words, margs=margs, scalars=scalars, count=n // 8, arch=arch)  # fmt: skip
            k = build(body, NARROW)
            with division.forced_form("f32"):  # the division as 0.2.0 compiled it on every arch
                before, released = build(body, WIDE), build(body, NARROW)
            r7 = valu_cycles(build(body7, NARROW)) / PER_THREAD / nbytes if mode is SR else None
            cycles = valu_cycles(k) / PER_THREAD
            budget = peak_valu_per_byte(arch)
            mca = isa.mca_throughput(k.body, arch)
            rows.append(
                {
                    "config": name,
                    "arch": arch,
                    "gpu": GPUS[arch][0],
                    "valu_per_param": k.census["valu"] / PER_THREAD,
                    "valu_cycles_per_param": cycles,
                    "bytes_per_param": nbytes,
                    "valu_cycles_per_byte_before": valu_cycles(before) / PER_THREAD / nbytes,
                    "valu_cycles_per_byte_0_2_0": valu_cycles(released) / PER_THREAD / nbytes,
                    "division_form": "f64" if division.uses_f64_form(arch) else "f32",
                    "valu_cycles_per_byte": cycles / nbytes,
                    "valu_cycles_per_byte_rounds7": r7,
                    "gpu_valu_per_byte": budget,
                    "memory_bound": cycles / nbytes < budget,
                    "memory_bound_rounds7": None if r7 is None else r7 < budget,
                    "mca_cycles_per_param": None if mca is None else mca / PER_THREAD,
                    "vgprs": k.vgprs,
                    "spills": k.spills,
                }
            )
    return rows


# --------------------------------------------------------------------------------------------
# CPU step time


#: The two models of issue 15 (name, builder): a 2-layer transformer encoder (d_model 128, 4 heads,
#: feed-forward 512: 396,544 parameters in 24 tensors) and a stack of ten Linear(1024, 1024) layers
#: (10,496,000 parameters in 20 tensors).
MODELS = (
    (
        "transformer (2 layers, 396,544 params, 24 tensors)",
        lambda: torch.nn.TransformerEncoder(
            torch.nn.TransformerEncoderLayer(128, 4, 512, batch_first=True), 2, enable_nested_tensor=False
        ),
    ),
    (
        "Linear stack (10 x 1024x1024, 10,496,000 params, 20 tensors)",
        lambda: torch.nn.Sequential(*[torch.nn.Linear(1024, 1024) for _ in range(10)]),
    ),
)

#: ms/step of our AdamW on the same models, measured with this benchmark's method (interleaved with torch's
#: steps) on the code before the multi-tensor step (main at 475ba8c: one host-engine call per tensor, results
#: copied back), 2026-12-01 on this 2-CPU AMD EPYC machine (shared: load average ~6). In the same run torch fp32
#: took 3.64 / 130.2 ms and torch bf16 foreach 2.87 / 54.7 ms on the two models.
BEFORE = {
    ("transformer (2 layers, 396,544 params, 24 tensors)", "ours AdamW bf16 SR, f32 state"): 14.27,
    ("transformer (2 layers, 396,544 params, 24 tensors)", "ours AdamW bf16 SR, bf16 state"): 15.53,
    ("Linear stack (10 x 1024x1024, 10,496,000 params, 20 tensors)", "ours AdamW bf16 SR, f32 state"): 122.03,
    ("Linear stack (10 x 1024x1024, 10,496,000 params, 20 tensors)", "ours AdamW bf16 SR, bf16 state"): 108.82,
}

TORCH_FP32 = "torch.optim.AdamW fp32 (default: for-loop)"
TORCH_BF16_FOREACH = "torch.optim.AdamW bf16 RN (foreach)"
OURS = "ours AdamW bf16 SR, f32 state"


def _cases(with_torchao: bool) -> list:
    tao, reason = train.torchao_adamw() if with_torchao else (None, "quick run")
    return [
        (TORCH_FP32, torch.float32, lambda ps: torch.optim.AdamW(ps)),
        ("torch.optim.AdamW fp32 (foreach)", torch.float32, lambda ps: torch.optim.AdamW(ps, foreach=True)),
        (TORCH_BF16_FOREACH, torch.bfloat16, lambda ps: torch.optim.AdamW(ps, foreach=True)),
        (OURS, torch.bfloat16, lambda ps: optim.AdamW(ps)),
        (OURS + ", per tensor (foreach=False)", torch.bfloat16, lambda ps: optim.AdamW(ps, foreach=False)),
        ("ours AdamW bf16 SR, bf16 state", torch.bfloat16, lambda ps: optim.AdamW(ps, state_dtype=torch.bfloat16)),
        (
            "torchao _AdamW bf16 SR (torch.compile)",
            torch.bfloat16,
            (lambda ps: tao(ps, bf16_stochastic_round=True)) if tao else reason,
        ),
    ]


def cpu_rows(repeat: int, with_torchao: bool = True) -> list[dict]:
    """Single-threaded step times (torch and the host engine on one thread, CPU time of the calling thread,
    median of ``repeat`` rounds that step every case once, after 3 warm-up steps) and launches per step."""
    torch.set_num_threads(1)
    threads = host.threads()
    host.set_threads(1)
    rows = []
    try:
        for model_name, build in MODELS:
            live, opts = [], []
            for name, dtype, make in _cases(with_torchao):
                row = {"model": model_name, "case": name, "before_ms": BEFORE.get((model_name, name))}
                rows.append(row)
                if isinstance(make, str):
                    row.update(ms_per_step=None, skipped=make)
                    continue
                torch.manual_seed(0)
                params = list(build().to(dtype).parameters())
                gen = torch.Generator().manual_seed(1)
                for p in params:
                    p.grad = (torch.randn(p.shape, generator=gen) * 1e-2).to(dtype)
                row.update(params=sum(p.numel() for p in params), tensors=len(params))
                live.append(row)
                opts.append(make(params))
            times = interleaved_medians([o.step for o in opts], repeat, warmup=3, clock=time.thread_time)
            for row, opt, sec in zip(live, opts, times, strict=True):
                row.update(ms_per_step=1e3 * sec, launches=getattr(opt, "last_step_launches", None))
                print(f"  {model_name[:22]:<22} {row['case']:<58} {1e3 * sec:8.2f} ms/step", flush=True)
            del opts
    finally:
        host.set_threads(threads)
    return rows


# --------------------------------------------------------------------------------------------
# GPU launches per step and the multi-tensor kernel's cost (no GPU needed: the ROCm path's own plan)


def _adamw_jobs(params, state_dtype) -> list:
    """The jobs of one AdamW step over ``params`` (bf16 grads, ``state_dtype`` moments), as the optimizer makes them."""
    jobs = []
    for k, p in enumerate(params):
        g, m, v = torch.empty_like(p), torch.zeros_like(p, dtype=state_dtype), torch.zeros_like(p, dtype=state_dtype)
        sc = optim.adamw_scalars(1e-3, 0.9, 0.999, 1e-8, 1e-2, False, 1, seed=0, substream=optim.substream(1, k, 0))
        jobs.append(elementwise.Job((p, g, m, v), (p, m, v), sc))
    return jobs


def gpu_launch_rows() -> list[dict]:
    """Kernel launches per AdamW step on a ROCm GPU for the two models, from the plan the ROCm path makes
    (``elementwise.device_launches``): per tensor (``foreach=False``, before: the Vector kernel plus a scalar
    kernel for an n % 8 tail) and multi-tensor (one per group, after)."""
    rows = []
    types = optim.scalar_types(optim.AdamWScalars)
    for model_name, build in MODELS:
        params = [p.detach() for p in build().to(torch.bfloat16).parameters()]
        for state_dtype in (torch.float32, torch.bfloat16):
            body = optim.adamw_body(fx.BFloat16, elementwise.dsl_type(state_dtype), SR, DEFAULT_ROUNDS)
            jobs = _adamw_jobs(params, state_dtype)
            count = functools.partial(elementwise.device_launches, body, jobs, scalar_types=types)
            rows.append(
                {
                    "model": model_name,
                    "state": str(state_dtype).removeprefix("torch."),
                    "tensors": len(params),
                    "groups": len(elementwise.group_jobs(jobs, types)),
                    "launches_per_tensor": count(multi_tensor=False),
                    "launches_multi_tensor": count(),
                }
            )
    return rows


def multi_kernel_rows(archs, repeat: int) -> list[dict]:
    """The multi-tensor AdamW kernel (one launch: Vector body and scalar tail) against the per-tensor Vector and
    scalar kernels it replaces: VALU instructions and compile-only build time (median of ``repeat`` fresh builds)."""
    rows = []
    types = optim.scalar_types(optim.AdamWScalars)
    for state_dtype in (torch.float32, torch.bfloat16):
        st = elementwise.dsl_type(state_dtype)
        body = optim.adamw_body(fx.BFloat16, st, SR, DEFAULT_ROUNDS)
        params = [torch.zeros(n, dtype=torch.bfloat16) for n in (2048, 1003)]  # a Vector-only job and one with a tail
        jobs = _adamw_jobs(params, state_dtype)
        ((_, ins, outs, variant), members), = elementwise.group_jobs(jobs, types).items()  # fmt: skip
        multi = elementwise.multi_launch_plan(body, members, variant, ins, outs, types)
        tail_job = jobs[1]
        singles = []  # (launcher, args) of the per-tensor kernels of the job with a tail
        for fn, vector, margs, first, count in elementwise.launch_plan(body, members[1][1], 1003, ins, outs, types):
            ts = [t.reshape(-1) for t in (*tail_job.inputs, *tail_job.outputs)]
            if vector:
                views = [t[: count * 8].view(torch.uint8).view(torch.int32) for t in ts]
                singles.append((fn, (*views, *margs, *tail_job.scalars, count)))
            else:
                views = [t[first:].view({2: torch.int16, 4: torch.int32}[t.element_size()]) for t in ts]
                singles.append((fn, (*views, *margs, *tail_job.scalars, first, count)))
        for arch in archs:
            k = isa.compile_isa(multi.launcher, *multi.arguments(), arch=arch).kernel
            single_k = [isa.compile_isa(fn, *args, arch=arch).kernel for fn, args in singles]
            rows.append(
                {
                    "config": f"bf16 params, bf16 grad, {str(state_dtype).removeprefix('torch.')} state, SR",
                    "arch": arch,
                    "valu_multi": k.census["valu"],
                    "valu_per_tensor": [sk.census["valu"] for sk in single_k],
                    "vgprs_multi": k.vgprs,
                    "compile_s_multi": isa.compile_seconds(
                        multi.launcher, *multi.arguments(), arch=arch, repeat=repeat
                    ),
                    "compile_s_per_tensor": [
                        isa.compile_seconds(fn, *args, arch=arch, repeat=repeat) for fn, args in singles
                    ],
                }
            )
    return rows


def goals(rows: list[dict]) -> list[str]:
    """The issue's goals, checked on the measured rows."""
    ms = {(r["model"], r["case"]): r["ms_per_step"] for r in rows}
    out = []
    for model_name, _ in MODELS:
        ours, fp32, bf16 = (ms.get((model_name, c)) for c in (OURS, TORCH_FP32, TORCH_BF16_FOREACH))
        if None in (ours, fp32, bf16):
            continue
        out.append(
            f"- {model_name}: ours {ours:.2f} ms vs torch fp32 {fp32:.2f} ms ({ours / fp32:.2f}x, goal <= 1) and "
            f"torch bf16 foreach {bf16:.2f} ms ({ours / bf16:.2f}x, goal <= 1.5): "
            f"{'met' if ours <= fp32 and ours <= 1.5 * bf16 else 'NOT met'}"
        )
    return out


def run(quick: bool = False) -> dict:
    archs = ARCHS[:2] if quick else ARCHS
    isa_r = isa_rows(archs)
    launch_r = gpu_launch_rows()
    multi_r = multi_kernel_rows(archs, 1 if quick else 3)
    cpu_r = cpu_rows(5 if quick else 20, with_torchao=not quick)
    md = ["## Fused SR AdamW (`bench_optim.py`)" + (" (Quick run)" if quick else ""), ""]
    md += [
        "Compile-only ISA of the fused AdamW kernel (8 parameters per thread). VALU cycles weight quarter-rate "
        "instructions x4; the GPU budget is peak VALU lane-ops/s (CUs x 64 x clock, no dual issue / packed FP32) "
        "over memory bandwidth; memory-bound when cycles/byte < budget. Columns, all with the same bits: *before "
        "15*: the element-wise runner's block index before issue 15 (a per-thread 64-bit block), f32 division; "
        "*0.2.0*: uniform high word and 32-bit low word, f32 division (RDNA rows include this release's "
        "one-op bf16 SR add; 0.2.0 itself measured 7.75 / 6.42 for bf16 state on gfx1100 / gfx1201); *now*: as "
        "0.2.0, with the division by "
        "sqrt(1 - beta2**t) as an f64 reciprocal multiply where f64 runs at the f32 rate (CDNA: "
        "`flydsl.rounding.division`; *div* says which form); *rounds=7*: now, with `AdamW(..., rounds=7)` "
        "(Philox4x32-7, which passes "
        "BigCrush; a documented setting that gives other bits). *llvm-mca*: LLVM 19's block reciprocal "
        "throughput per parameter on the arch's scheduling model (a static estimate; LLVM 19 has no gfx950 model).",
        "",
        "| config | arch (GPU) | div | VALU/param | VALU cycles/param | bytes/param | cycles/byte before 15 "
        "| cycles/byte 0.2.0 | cycles/byte now | cycles/byte rounds=7 | GPU budget/byte | memory-bound now / rounds=7 "
        "| llvm-mca cycles/param | VGPRs |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]

    def _f(v, fmt="{:.2f}"):
        return "-" if v is None else fmt.format(v)

    def _yn(v):
        return "-" if v is None else ("yes" if v else "NO")

    for r in isa_r:
        md.append(
            f"| {r['config']} | {r['arch']} ({r['gpu']}) | {r['division_form']} | {r['valu_per_param']:.1f} | "
            f"{r['valu_cycles_per_param']:.1f} | {r['bytes_per_param']:.0f} | {r['valu_cycles_per_byte_before']:.2f} | "
            f"{r['valu_cycles_per_byte_0_2_0']:.2f} | "
            f"{r['valu_cycles_per_byte']:.2f} | {_f(r['valu_cycles_per_byte_rounds7'])} | "
            f"{r['gpu_valu_per_byte']:.1f} | {_yn(r['memory_bound'])} / {_yn(r['memory_bound_rounds7'])} | "
            f"{_f(r['mca_cycles_per_param'], '{:.1f}')} | {r['vgprs']} |"
        )
    md += ["", "GPU figures (spec sheets):", ""]
    md += [f"- {a}: {GPUS[a][0]}: {GPUS[a][4]}" for a in archs]
    load = os.getloadavg()[0]
    md += [
        "",
        "CPU, one optimizer step, single-threaded (`torch.set_num_threads(1)`, `host.set_threads(1)`; CPU time "
        f"of the calling thread, median of {5 if quick else 20} rounds that step every case once, after 3 warm-up "
        f"steps; load average "
        f"{load:.1f} on {os.cpu_count()} CPUs). *before*: our step on the code before the multi-tensor step "
        "(one host-engine call per tensor); *launches*: host-engine calls (on a GPU: kernels) per step.",
        "",
    ]
    md += ["| model | case | ms/step | before | launches |", "|---|---|---|---|---|"]
    for r in cpu_r:
        before = f"{r['before_ms']:.2f}" if r.get("before_ms") else ""
        if r["ms_per_step"] is None:
            md.append(f"| {r['model']} | {r['case']} | skipped: {r['skipped']} | | |")
            continue
        launches = "" if r.get("launches") is None else str(r["launches"])
        md.append(f"| {r['model']} | {r['case']} | {r['ms_per_step']:.2f} | {before} | {launches} |")
    md += ["", "Goals (issue 15, goal 1):", "", *goals(cpu_r)]
    md += [
        "",
        "GPU kernel launches per AdamW step (bf16 params, SR), from the launch plan the ROCm path makes "
        "(`elementwise.device_launches`, no GPU needed). *before*: per tensor (`foreach=False`: the Vector kernel, "
        "plus the scalar kernel when the tensor has an n % 8 tail); *after*: the multi-tensor kernel, one launch per "
        "group (device, dtypes, settings, index-map variant). Goal: launches per step = groups.",
        "",
        "| model | state | tensors | groups | launches before (per tensor) | launches after (multi-tensor) |",
        "|---|---|---|---|---|---|",
    ]
    md += [
        f"| {r['model']} | {r['state']} | {r['tensors']} | {r['groups']} | {r['launches_per_tensor']} | "
        f"{r['launches_multi_tensor']} |"
        for r in launch_r
    ]
    md += [
        "",
        "The multi-tensor kernel against the per-tensor kernels it replaces (compile-only; one thread of either "
        "serves 8 parameters, or one tail element): VALU instructions of the whole kernel, and the wall time of a "
        f"fresh compile-only build (median of {1 if quick else 3}; caches bypassed). The multi-tensor kernel holds "
        "both bodies: it is built once per (body, dtypes, variant) where the per-tensor path builds two kernels.",
        "",
        "| config | arch | VALU multi-tensor | VALU per tensor (Vector + tail) | VGPRs | compile s multi-tensor | "
        "compile s per tensor (Vector + tail) |",
        "|---|---|---|---|---|---|---|",
    ]
    md += [
        f"| {r['config']} | {r['arch']} | {r['valu_multi']} | {' + '.join(map(str, r['valu_per_tensor']))} | "
        f"{r['vgprs_multi']} | {r['compile_s_multi']:.2f} | "
        f"{' + '.join(f'{x:.2f}' for x in r['compile_s_per_tensor'])} |"
        for r in multi_r
    ]
    markdown = "\n".join(md) + "\n"
    result = {
        "name": "optim",
        "machine": machine_info(),
        "quick": quick,
        "isa": isa_r,
        "cpu": cpu_r,
        "gpu_launches": launch_r,
        "multi_tensor_kernel": multi_r,
    }
    save("optim", result, markdown)
    result["markdown"] = markdown
    print(markdown)
    return result


if __name__ == "__main__":
    command_line(run, __doc__, "two archs, 5 repeats, no torchao")
