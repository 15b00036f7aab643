"""Tensor ops: static cost of the round_to / dropout / normal_ kernels per arch, and CPU throughput.

(a) ISA (compile-only): VALU instructions per element of the generated element-wise Vector kernel
(one thread per 8 elements, so VALU / 8; loads, stores and index arithmetic included) for round_to
f32 -> bf16 and f32 -> fp8 e4m3fn under RN and STOCHASTIC, dropout and normal_, on gfx1100,
gfx1201, gfx942, gfx950; VGPRs.
(b) CPU: round_to through the host engine against the numpy reference of the same bits
(``reference.round_bits`` + ``reference.stream_bits``) and against torch's own RN ``x.to(bfloat16)``,
on 2**22 f32 elements, elements/s (median of repeats), in one run.

Usage: python benchmarks/bench_tensor_ops.py [--quick]
Writes benchmarks/results/tensor_ops.json and tensor_ops.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import flydsl.expr as fx  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402

import flydsl.rounding  # noqa: E402
from common import command_line, header, machine_info, median_seconds, publish  # noqa: E402
from flydsl.rounding import isa, kernels, reference, rng  # noqa: E402
from flydsl.rounding.runtime import elementwise  # noqa: E402
from flydsl.rounding.runtime.indexing import IndexMap  # noqa: E402
from flydsl.rounding.torch import ops as T  # noqa: E402

ARCHS = ("gfx1100", "gfx1201", "gfx942", "gfx950")
SR = flydsl.rounding.RoundingMode.STOCHASTIC
RN = flydsl.rounding.RoundingMode.RN


COPY = "runner copy (baseline: u >> 16 to bf16)"
SR_BF16 = "round_to f32->bf16 STOCHASTIC"
#: The runner's block index before issue 15 (a per-thread 64-bit block) and now (uniform high word): same bits.
WIDE, NARROW = elementwise.Variant(8, True, True, False), elementwise.Variant(8, True, True, True)


def _copy_body(x, *, index):
    """The runner's loads, stores and addressing with no rounding: the baseline of the net counts."""
    return (x.bitcast(fx.Uint32) >> fx.Uint32(16)).to(fx.Uint16).bitcast(fx.BFloat16)


def _kernels():
    """(name, body, out dtype, scalar types, scalar values) of each measured kernel."""
    out = [(COPY, _copy_body, fx.BFloat16, [], [])]
    for target, tname in ((fx.BFloat16, "bf16"), (fx.Float8E4M3FN, "fp8-e4m3fn")):
        for mode in (RN, SR):
            scal = ([fx.Uint64], [5]) if mode is SR else ([], [])
            out.append(
                (f"round_to f32->{tname} {mode.name}", T.conversion_body(target, mode, False, 10), target, *scal)
            )
    out.append(("dropout f32", rng.dropout_body(), fx.Float32, [fx.Uint64, fx.Uint32, fx.Float32], [5, 7, 1.5]))
    scalars = [fx.Uint64, fx.Uint64, fx.Float32, fx.Float32]  # seed, substream (the tensor's stream id), mean, std
    values = [5, rng.init_substream(rng.NORMAL, 1), 0.0, 1.0]
    out.append(("normal_ f32", rng.normal_body(), fx.Float32, scalars, values))
    return out


def _to_net(arch: str) -> float:
    """``.to(bf16, STOCHASTIC)`` net VALU/elem of bench_rounding's kernel (conversion minus copy, 16 per thread)."""
    conv, args = kernels.conversion_kernel("bf16", "stochastic")
    copy, cargs = kernels.copy_kernel("bf16")
    valu = isa.compile_isa(conv, *args, arch=arch).kernel.census["valu"]
    return (valu - isa.compile_isa(copy, *cargs, arch=arch).kernel.census["valu"]) / 16


def isa_rows(archs) -> list[dict]:
    """VALU/elem of each kernel per arch before (wide block index) and after (the runner's choice, narrow)."""
    rows = []
    n = 2048
    types = (fx.Uint64, fx.Uint64, fx.Uint64)
    assert elementwise.variant_of(IndexMap.contiguous(0), n) == NARROW
    margs = elementwise.map_scalars(IndexMap.contiguous(0), NARROW)
    for name, body, target, stypes, svals in _kernels():
        x = torch.zeros(n, dtype=torch.int32)
        out = torch.zeros(n * target.width // 32, dtype=torch.int32)
        for arch in archs:
            valu = {}
            for when, variant in (("before", WIDE), ("after", NARROW)):
                fn = elementwise.launcher(
                    elementwise.wrap_body(body, 1, variant), (fx.Float32,), (*types, *stypes), (target,), True
                )
                k = isa.compile_isa(fn, x, out, *margs, *svals, n // 8, arch=arch).kernel
                valu[when] = k.census["valu"] / 8
            mca = isa.mca_throughput(k.body, arch)
            rows.append(
                {
                    "kernel": name,
                    "arch": arch,
                    "valu_per_element_before": valu["before"],
                    "valu_per_element": valu["after"],
                    "mca_cycles_per_element": None if mca is None else mca / 8,
                    "vgprs": k.vgprs,
                    "spills": k.spills,
                }
            )
    return rows


def goal_rows(archs, isa_r) -> list[dict]:
    """round_to's bf16 SR kernel net of the runner copy against ``.to()``'s net count (goal: within +1)."""
    by = {(r["kernel"], r["arch"]): r for r in isa_r}
    out = []
    for arch in archs:
        copy = by[(COPY, arch)]
        sr = by[(SR_BF16, arch)]
        to = _to_net(arch)
        net_before = sr["valu_per_element_before"] - copy["valu_per_element_before"]
        net_after = sr["valu_per_element"] - copy["valu_per_element"]
        row = {"arch": arch, "to_net": to, "round_to_net_before": net_before, "round_to_net": net_after}
        out.append({**row, "excess_before": net_before - to, "excess": net_after - to, "met": net_after - to <= 1.0})
    return out


def cpu_rows(n: int, repeat: int) -> list[dict]:
    x = torch.randn(n, generator=torch.Generator().manual_seed(0))
    u = x.numpy().view(np.uint32)
    idx = np.arange(n, dtype=np.uint64)
    T.round_to(x, torch.bfloat16, rounding="stochastic", seed=1)  # compile
    T.round_to(x, torch.bfloat16)
    cases = [
        (
            "round_to bf16 STOCHASTIC (host engine)",
            lambda: T.round_to(x, torch.bfloat16, rounding="stochastic", seed=1),
        ),
        (
            "numpy reference bf16 STOCHASTIC",
            lambda: reference.round_bits(u, "BFloat16", "STOCHASTIC", reference.stream_bits(1, idx)),
        ),
        ("round_to bf16 RN (host engine)", lambda: T.round_to(x, torch.bfloat16)),
        ("torch x.to(bfloat16) RN", lambda: x.to(torch.bfloat16)),
        ("numpy reference bf16 RN", lambda: reference.round_bits(u, "BFloat16", "RN")),
    ]
    return [{"case": name, "elements_per_s": n / median_seconds(fn, repeat, warmup=0), "n": n} for name, fn in cases]


def _markdown(result: dict) -> str:
    archs, isa_r, cpu_r = result["archs"], result["isa"], result["cpu"]
    md = ["# Tensor ops (`bench_tensor_ops.py`)" + (" (Quick run)" if result["quick"] else ""), ""]
    md += [header(result["machine"]), "VALU per element of the generated Vector kernel (8 elements per thread):", ""]
    md += [
        "*before* / *after*: the runner's block index before issue 15 (a per-thread 64-bit Philox block) and now (a "
        "uniform high word and a 32-bit low word where the run's blocks share their high word: the same bits). "
        "llvm-mca: LLVM 19's block reciprocal throughput per element, after (no gfx950 model in LLVM 19).",
        "",
    ]
    md += [
        "| kernel | " + " | ".join(f"{a} before / after / llvm-mca" for a in archs) + " |",
        "|---|" + "---|" * len(archs),
    ]
    for name in dict.fromkeys(r["kernel"] for r in isa_r):
        cells = []
        for a in archs:
            r = next(r for r in isa_r if r["kernel"] == name and r["arch"] == a)
            mca = "-" if r["mca_cycles_per_element"] is None else f"{r['mca_cycles_per_element']:.1f}"
            cells.append(f"{r['valu_per_element_before']:.2f} / {r['valu_per_element']:.2f} / {mca}")
        md.append(f"| {name} | " + " | ".join(cells) + " |")
    md += ["", "Goal (issue 15): round_to's bf16 SR kernel, net of the runner copy, within +1 VALU/elem of `.to()` "
           "(bench_rounding's net count):", "",
           "| arch | .to() net | round_to net before | round_to net after | excess before | excess after | met |",
           "|---|---|---|---|---|---|---|"]  # fmt: skip
    for g in result["goals"]:
        md.append(
            f"| {g['arch']} | {g['to_net']:.2f} | {g['round_to_net_before']:.2f} | {g['round_to_net']:.2f} | "
            f"{g['excess_before']:+.2f} | {g['excess']:+.2f} | {'yes' if g['met'] else '**no**'} |"
        )
    md += ["", f"CPU, {cpu_r[0]['n']} f32 elements (median):", "", "| case | Melem/s |", "|---|---|"]
    md += [f"| {r['case']} | {r['elements_per_s'] / 1e6:.1f} |" for r in cpu_r]
    return "\n".join(md) + "\n"


def run(quick: bool = False) -> dict:
    """Measure both tables; write results/tensor_ops.json and .md; return the result dict."""
    archs = ARCHS[:2] if quick else ARCHS
    result = {
        "name": "tensor_ops",
        "machine": machine_info(),
        "quick": quick,
        "archs": list(archs),
        "isa": isa_rows(archs),
        "goals": None,
        "cpu": cpu_rows(1 << 20 if quick else 1 << 22, 3 if quick else 5),
    }
    result["goals"] = goal_rows(archs, result["isa"])
    return publish("tensor_ops", result, _markdown)


if __name__ == "__main__":
    command_line(run, __doc__, "two archs, 2**20 elements, fewer repeats")
