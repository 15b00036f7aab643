"""The Triton backend on a CUDA GPU next to torch, in one process: ``python benchmarks/gpu/bench.py OUT.json``.

Times with CUDA events after warm-up, the minimum and median of repeats, and ratios against torch measured
in the same run; the device-to-device copy bandwidth (bytes read + written) is measured first and printed
beside every figure. Needs torch and Triton, not FlyDSL. ``make bench-gpu`` runs it and writes
``benchmarks/results/gpu.md``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import torch

from flydsl.rounding.runtime.triton import catalogue, launch

REPS = 30


def timed(fn, reps: int = REPS) -> dict:
    """min / median milliseconds of ``fn`` over ``reps`` CUDA-event-timed calls after 3 warm-ups."""
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    ms = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        ms.append(a.elapsed_time(b))
    return {"min_ms": min(ms), "median_ms": statistics.median(ms)}


def row(rows, name, peer_name, ours, peer, nbytes):
    r = {
        "case": name,
        "peer": peer_name,
        "ours_ms": ours["median_ms"],
        "ours_min_ms": ours["min_ms"],
        "peer_ms": peer["median_ms"],
        "peer_min_ms": peer["min_ms"],
        "ours_GBps": nbytes / ours["median_ms"] / 1e6,
        "throughput_vs_peer": peer["median_ms"] / ours["median_ms"],
    }
    rows.append(r)
    print(f"{name:42s} ours {r['ours_ms']:8.3f} ms  {peer_name:28s} {r['peer_ms']:8.3f} ms  "
          f"x{r['throughput_vs_peer']:.2f}  {r['ours_GBps']:7.0f} GB/s", flush=True)  # fmt: skip


def run_round(x, out, fmt, mode, sat, seed=7):
    name = catalogue.kernel_name("round_to", target=fmt, mode=mode, saturate=sat)
    launch.run("round_to", name, [x], [out], (seed,) if mode == "STOCHASTIC" else (), (0, 1, 1))


def elementwise(rows, n: int) -> None:
    x = torch.randn(n, device="cuda")
    xb = x.to(torch.bfloat16)
    bf = torch.empty(n, dtype=torch.bfloat16, device="cuda")
    f8 = torch.empty(n, dtype=torch.float8_e4m3fn, device="cuda")
    torch_bf = timed(lambda: x.to(torch.bfloat16))
    row(
        rows,
        "f32 -> bf16 SR",
        "torch .to(bfloat16) (RN)",
        timed(lambda: run_round(x, bf, "BFloat16", "STOCHASTIC", False)),
        torch_bf,
        6 * n,
    )
    row(
        rows,
        "f32 -> bf16 RN",
        "torch .to(bfloat16) (RN)",
        timed(lambda: run_round(x, bf, "BFloat16", "RN", False)),
        torch_bf,
        6 * n,
    )
    torch_f8 = timed(lambda: x.to(torch.float8_e4m3fn))
    row(
        rows,
        "f32 -> fp8 e4m3fn SR (saturating)",
        "torch .to(float8_e4m3fn)",
        timed(lambda: run_round(x, f8, "Float8E4M3FN", "STOCHASTIC", True)),
        torch_f8,
        5 * n,
    )
    torch_b8 = timed(lambda: xb.to(torch.float8_e4m3fn))
    row(
        rows,
        "bf16 -> fp8 e4m3fn SR (saturating)",
        "torch .to(float8_e4m3fn)",
        timed(lambda: run_round(xb, f8, "Float8E4M3FN", "STOCHASTIC", True)),
        torch_b8,
        3 * n,
    )
    f8b = torch.empty(n, dtype=torch.float8_e5m2, device="cuda")
    torch_e5 = timed(lambda: x.to(torch.float8_e5m2))
    row(
        rows,
        "f32 -> fp8 e5m2 SR",
        "torch .to(float8_e5m2)",
        timed(lambda: run_round(x, f8b, "Float8E5M2", "STOCHASTIC", False)),
        torch_e5,
        5 * n,
    )
    y = torch.empty_like(x)
    drop = catalogue.kernel_name("dropout", dtype="float32")
    ours = timed(lambda: launch.run("rng", drop, [x], [y], (7, 429496730, 1.1111111640930176), (0, 1, 1)))
    row(rows, "dropout p=0.1 f32", "torch F.dropout", ours, timed(lambda: torch.nn.functional.dropout(x, 0.1)), 8 * n)
    uni = catalogue.kernel_name("uniform", dtype="float32")
    ours = timed(lambda: launch.run("rng", uni, [y], [y], (7, 6, -1.0, 1.0), (0, 1, 1)))
    row(rows, "uniform_ f32", "torch Tensor.uniform_", ours, timed(lambda: y.uniform_(-1, 1)), 4 * n)
    nor = catalogue.kernel_name("normal", dtype="float32")
    ours = timed(lambda: launch.run("rng", nor, [y], [y], (7, 7, 0.0, 1.0), (0, 1, 1)))
    row(rows, "normal_ f32", "torch Tensor.normal_", ours, timed(lambda: y.normal_()), 4 * n)


def sweep(n: int) -> list:
    """Tile size and warps of the SR conversions (the launcher's defaults are chosen from this)."""
    x = torch.randn(n, device="cuda")
    out = []
    for fmt, dt, sat in (("BFloat16", torch.bfloat16, False), ("Float8E4M3FN", torch.float8_e4m3fn, True)):
        y = torch.empty(n, dtype=dt, device="cuda")
        name = catalogue.kernel_name("round_to", target=fmt, mode="STOCHASTIC", saturate=sat)
        for block, warps in ((512, 4), (1024, 4), (1024, 8), (2048, 4), (2048, 8), (4096, 8), (4096, 16), (8192, 16)):
            t = timed(
                lambda n=name, y=y, b=block, w=warps: launch.run(
                    "round_to", n, [x], [y], (7,), (0, 1, 1), block=b, num_warps=w
                )
            )
            out.append({"target": fmt, "block": block, "warps": warps, **t})
            print(f"sweep {fmt:14s} BLOCK {block:5d} warps {warps:2d}: {t['median_ms']:.3f} ms", flush=True)
    return out


def copy_bandwidth(n: int) -> float:
    x = torch.randn(n, device="cuda")
    y = torch.empty_like(x)
    t = timed(lambda: y.copy_(x))
    return 8 * n / t["median_ms"] / 1e6


def adamw(rows, shapes, state: str) -> None:
    """Our SR AdamW kernels (per-tensor launches, then the same step replayed as a CUDA graph) vs torch's fused."""
    params = [torch.randn(s, device="cuda", dtype=torch.bfloat16) for s in shapes]
    grads = [torch.randn_like(p) * 1e-3 for p in params]
    sdt = torch.float32 if state == "float32" else torch.bfloat16
    ms = [torch.zeros(p.shape, dtype=sdt, device="cuda") for p in params]
    vs = [torch.zeros(p.shape, dtype=sdt, device="cuda") for p in params]
    name = catalogue.kernel_name("adamw", param="bfloat16", state=state, mode="STOCHASTIC")
    scalars = (0.99999, 0.1, 0.999, 0.001, 1e-4, 0.03, 1e-8, 1.0, 7, 1 << 32)

    def step():
        for i, (p, g, m, v) in enumerate(zip(params, grads, ms, vs, strict=True)):
            launch.run("optim", name, [p, g, m, v], [p, m, v], (*scalars[:-1], (1 << 32) | (i << 2)), (0, 1, 1))

    eager = timed(step, reps=10)
    # host cost: wall time of issuing one step without waiting for the GPU
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    step()
    host_us = (time.perf_counter() - t0) * 1e6
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        step()
    torch.cuda.current_stream().wait_stream(s)
    with torch.cuda.graph(g):
        step()
    graph = timed(g.replay, reps=10)
    n = sum(p.numel() for p in params)
    for held in (params, grads, ms, vs):
        held.clear()
    torch.cuda.empty_cache()
    # torch's fused AdamW on fp32 and on bf16 parameters (state like the parameters)
    peers = {}
    for dt in (torch.float32, torch.bfloat16):
        ps = [torch.nn.Parameter(torch.randn(s, device="cuda", dtype=dt)) for s in shapes]
        for p in ps:
            p.grad = torch.randn_like(p) * 1e-3
        opt = torch.optim.AdamW(ps, lr=1e-4, fused=True)
        peers[dt] = timed(opt.step, reps=10)
        del ps, opt
        torch.cuda.empty_cache()
    per = 14 if state == "float32" else 10  # bytes per parameter we move: p r/w 4, g 2, m,v r/w 8 (f32) or 4 (bf16)
    for label, t in (("eager", eager), ("CUDA graph", graph)):
        row(
            rows,
            f"AdamW SR bf16 params, {state} state ({label})",
            "torch fused AdamW fp32",
            t,
            peers[torch.float32],
            per * n,
        )
        row(
            rows,
            f"AdamW SR bf16 params, {state} state ({label})",
            "torch fused AdamW bf16 (RN)",
            t,
            peers[torch.bfloat16],
            per * n,
        )
    rows[-1]["host_us_per_step"] = host_us
    print(f"   host time to issue one step of {len(shapes)} tensors: {host_us:.0f} us", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--log2n", type=int, default=28)
    parser.add_argument("--small", action="store_true", help="the optimizer on 24 tensors instead of 240")
    args = parser.parse_args(argv)
    n = 1 << args.log2n
    bw = copy_bandwidth(n)
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}, copy bandwidth {bw:.0f} GB/s", flush=True)
    rows: list = []
    swept = sweep(n)
    elementwise(rows, n)
    shapes = [(4096, 1024)] * (20 if args.small else 200) + [(1024,)] * (4 if args.small else 40)
    adamw(rows, shapes, "float32")
    adamw(rows, shapes, "bfloat16")
    import triton

    meta = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
            "copy_GBps": bw, "elements": n, "optimizer_tensors": len(shapes)}  # fmt: skip
    with open(args.out, "w") as f:
        json.dump({"meta": meta, "rows": rows, "sweep": swept}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
