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
    host = {k: v for k, v in meta.items() if k.startswith("host_us_")}
    if host:
        head = "Host time per call (us, min of 50, the GPU idle before each; `_kernel`: the bare Triton launch):"
        out += ["", head, ""]
        out += [f"- `{k[len('host_us_') :]}`: {v:.1f}" for k, v in host.items()]
    notes = {k: v for k, v in meta.items() if k.startswith(("adamw_", "torchao"))}
    if notes:
        out += ["", "Optimizer notes (host time is issuing one eager step; a CUDA graph replays it with none):", ""]
        out += [f"- `{k}`: {v:.0f}" if isinstance(v, float) else f"- `{k}`: {v}" for k, v in notes.items()]
    open(dst, "w").write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:3]))
