"""``benchmarks/results/gpu.md`` from a ``bench.py`` JSON: the table, the machine, the goals of issue 26.

``python benchmarks/gpu/report.py gpu.json gpu.md``. Throughput ratios are ours over the peer's (time of the
peer / our time, so > 1 is faster); GB/s counts bytes read plus written; the copy bandwidth was measured in
the same process.
"""

from __future__ import annotations

import json
import sys

#: (case prefix, peer prefix, goal as a minimum throughput ratio vs the peer, the goal's words)
GOALS = [
    ("f32 -> bf16 SR", "torch .to(bfloat16)", 0.95, ">= 0.95x torch's RN cast"),
    ("f32 -> fp8 e4m3fn SR", "torch .to(float8_e4m3fn)", 0.90, ">= 0.9x torch's cast"),
    ("bf16 -> fp8 e4m3fn SR", "torch .to(float8_e4m3fn)", 0.90, ">= 0.9x torch's cast"),
    ("dropout", "torch F.dropout", 1.0, "at least as fast as torch"),
    ("uniform_", "torch Tensor.uniform_", 1.0, "at least as fast as torch"),
    ("normal_", "torch Tensor.normal_", 1.0, "at least as fast as torch"),
    ("AdamW SR bf16, float32 state", "torch fused AdamW fp32", 1 / 0.85, "<= 0.85x the time of torch's fused fp32"),
    ("AdamW SR bf16, bfloat16 state", "torch fused AdamW bf16", 1.0, "<= torch's fused bf16 step (SR for free)"),
    ("AdamW SR bf16, float32 state", "torchao", 4.0, ">= 4x faster than torchao's recipe"),
]
#: The host-time goal of an optimizer step over 200+ tensors (launch + Python), microseconds.
HOST_GOAL_US = 50


#: The block-scaled quantize goals: SR kernels at this fraction of the copy bandwidth or more, and this many times
#: faster than torchao's compiled ``to_mx`` (RN) on the same tensor.
MX_COPY_GOAL = 0.85
MX_TORCHAO_GOAL = 2.0


def _mx_goals(mx: list, copy: float) -> list:
    """Goal rows of the mx kernels: each SR kernel's fraction of the copy bandwidth, and its time against torchao's
    RN ``to_mx`` of the same format and source dtype where that peer ran."""
    out = ["", "| goal | case | measured | met |", "|---|---|---|---|"]
    peers = {}
    for r in mx:
        if r["peer"].startswith("torchao"):
            fmt, src = r["case"].split()[2], r["case"].split()[-1]
            peers[(fmt, src)] = r["peer_ms"]
    for r in mx:
        if not r["case"].startswith("mx kernel") or "STOCHASTIC" not in r["case"]:
            continue
        share = r["ours_GBps"] / copy
        out.append(f"| SR quantize >= {MX_COPY_GOAL}x copy bandwidth | {r['case']} | {share:.2f}x | "
                   f"{'yes' if share >= MX_COPY_GOAL else 'no'} |")  # fmt: skip
        fmt, src = r["case"].split()[2], r["case"].split()[-1]
        if (fmt, src) in peers and "axis -1" in r["case"]:
            ratio = peers[(fmt, src)] / r["ours_ms"]
            out.append(f"| SR quantize >= {MX_TORCHAO_GOAL}x torchao to_mx (RN, compiled) | {r['case']} | "
                       f"{ratio:.2f}x | {'yes' if ratio >= MX_TORCHAO_GOAL else 'no'} |")  # fmt: skip
    return out


def main(src: str, dst: str) -> int:
    data = json.load(open(src))
    meta, rows = data["meta"], data["rows"]
    out = [
        "# The Triton backend on an NVIDIA GPU, next to torch (issue 26)",
        "",
        f"Machine: **{meta['device']}**, torch {meta['torch']}, Triton {meta['triton']}; device-to-device copy "
        f"bandwidth measured in the same run: **{meta['copy_GBps']:.0f} GB/s** (bytes read + written). "
        f"Element-wise ops on {meta['elements']:,} elements; the optimizer on {meta['optimizer_tensors']} tensors "
        "(200 of 4096x1024 and 40 of 1024: 0.84B parameters). CUDA events, 3 warm-ups, median (min) of 30 repeats "
        "(10 for the optimizer). No FlyDSL on the machine. Command: `make bench-gpu` "
        "(`python benchmarks/gpu/bench.py gpu.json && python benchmarks/gpu/report.py gpu.json gpu.md`).",
        "",
        "| case | ours ms (min) | peer | peer ms (min) | throughput vs peer | ours GB/s |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        out.append(
            f"| {r['case']} | {r['ours_ms']:.3f} ({r['ours_min_ms']:.3f}) | {r['peer']} | {r['peer_ms']:.3f} "
            f"({r['peer_min_ms']:.3f}) | {r['throughput_vs_peer']:.2f}x | {r['ours_GBps']:.0f} |"
        )
    out += ["", "## Goals", "", "| goal | case | measured | met |", "|---|---|---|---|"]
    for case, peer, need, words in GOALS:
        for r in rows:
            if r["case"].startswith(case) and r["peer"].startswith(peer):
                got = r["throughput_vs_peer"]
                shown = f"{1 / got:.2f}x the time" if need > 1.01 and "time" in words else f"{got:.2f}x"
                out.append(f"| {case}: {words} | {r['case']} | {shown} | {'yes' if got >= need else 'no'} |")
    mx = [r for r in rows if r["case"].startswith(("mx kernel", "mx.quantize()"))]
    if mx:
        out += ["", "## Block-scaled quantize (mx)", "",
                "Bytes read + written (input, codes, one scale byte per block) per second, as a fraction of the copy "
                "bandwidth; the kernel alone, and the op (`mx.quantize`: checks, allocation and, for NVFP4, nothing "
                "more: the tensor scale is given).", "", "| case | GB/s | of copy |", "|---|---|---|"]  # fmt: skip
        out += [f"| {r['case']} | {r['ours_GBps']:.0f} | {r['ours_GBps'] / meta['copy_GBps']:.2f} |" for r in mx]
        out += _mx_goals(mx, meta["copy_GBps"])
    host = {k: v for k, v in meta.items() if k.startswith("host_us_")}
    if host:
        head = "Host time per call (us, min of 50, the GPU idle before each; `_kernel`: the bare Triton launch):"
        out += ["", head, ""]
        out += [f"- `{k[len('host_us_') :]}`: {v:.1f}" for k, v in host.items()]
    notes = {k: v for k, v in meta.items() if k.startswith(("adamw_", "torchao", "torch_fused_adamw_"))}
    if notes:
        out += ["", "Optimizer notes (host us to issue one step, min (and `_median`) of 20, ours and torch's fused "
                "steps taken in turn: the second of two steps issued back to back, as a training loop running ahead "
                "of the GPU issues them; `_drained`: one step right after the GPU drained, the thread having waited; "
                "`graph_replay`: `CUDAGraph.replay()` of a captured capturable step):", ""]  # fmt: skip
        out += [f"- `{k}`: {v:.0f}" if isinstance(v, float) else f"- `{k}`: {v}" for k, v in notes.items()]
        out += ["", "| goal | measured | met |", "|---|---|---|"]
        for key, v in notes.items():
            if key.startswith("adamw_") and key.endswith("host_us_per_step"):  # ours; torch's is the peer
                out.append(f"| host time per step <= {HOST_GOAL_US} us ({key}) | {v:.0f} us | "
                           f"{'yes' if v <= HOST_GOAL_US else 'no'} |")  # fmt: skip
        peer = {k: v for k, v in notes.items() if k.startswith("torch_fused_adamw_") and k.endswith("per_step")}
        if peer:
            out += ["", "The peer's host time in the same run, the same tensors and measure: "
                    + ", ".join(f"`{k}` {v:.0f} us" for k, v in peer.items()) + "."]  # fmt: skip
    open(dst, "w").write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:3]))
