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

from flydsl.rounding.mx.formats import resolve_scale_rule
from flydsl.rounding.runtime.triton import catalogue, launch

REPS = 30


#: GPU cycles of the busy-wait queued before each timed call (~0.5 ms on an H200): the host issues the call while
#: the GPU is still busy, so the events time the device work and not the host's launch latency (which
#: notes report host time per call on their own).
AHEAD_CYCLES = 1_000_000


def timed(fn, reps: int = REPS, ahead: int = AHEAD_CYCLES) -> dict:
    """min / median milliseconds of ``fn`` over ``reps`` CUDA-event-timed calls after 3 warm-ups; each call is
    queued behind a GPU busy-wait of ``ahead`` cycles, so the time is the device's (for every case and peer alike)
    as long as the host issues ``fn`` within the wait."""
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    ms = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda._sleep(ahead)
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
    row(rows, "f32 -> fp8 e4m3fn RN (saturating)", "torch .to(float8_e4m3fn)",
        timed(lambda: run_round(x, f8, "Float8E4M3FN", "RN", True)), torch_f8, 5 * n)  # fmt: skip
    from flydsl.rounding.torch import ops

    row(rows, "round_to() f32 -> bf16 SR (the op)", "torch .to(bfloat16) (RN)",
        timed(lambda: ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=7)), torch_bf, 6 * n)  # fmt: skip
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
    for dtype, short in ((torch.float32, "f32"), (torch.bfloat16, "bf16")):
        xd = x if dtype is torch.float32 else xb
        y = torch.empty_like(xd)
        size = xd.element_size() * n
        dname = str(dtype).removeprefix("torch.")
        drop = catalogue.kernel_name("dropout", dtype=dname)
        ours = timed(lambda d=drop, xd=xd, y=y: launch.run("rng", d, [xd], [y], (7, 429496730, 1.1111111640930176)))
        peer = timed(lambda xd=xd: torch.nn.functional.dropout(xd, 0.1))
        row(rows, f"dropout p=0.1 {short}", "torch F.dropout", ours, peer, 2 * size)
        uni = catalogue.kernel_name("uniform", dtype=dname)
        ours = timed(lambda u=uni, y=y: launch.run("rng", u, [y], [y], (7, 6, -1.0, 1.0)))
        row(rows, f"uniform_ {short}", "torch Tensor.uniform_", ours, timed(lambda y=y: y.uniform_(-1, 1)), size)
        nor = catalogue.kernel_name("normal", dtype=dname)
        ours = timed(lambda m=nor, y=y: launch.run("rng", m, [y], [y], (7, 7, 0.0, 1.0)))
        row(rows, f"normal_ {short}", "torch Tensor.normal_", ours, timed(lambda y=y: y.normal_()), size)


def _torchao_to_mx():
    """torchao's ``to_mx`` under ``torch.compile`` (``(elem dtype, x) -> (scales, codes)``), or None."""
    try:
        from torchao.prototype.mx_formats.config import ScaleCalculationMode
        from torchao.prototype.mx_formats.mx_tensor import to_mx
    except Exception:  # noqa: BLE001 - any import failure: no torchao peer
        return None
    compiled = torch.compile(lambda x, dt: to_mx(x, dt, 32, ScaleCalculationMode.FLOOR))
    return compiled


def mx(rows, n: int) -> None:
    """flydsl.rounding.mx.quantize on the Triton backend (the generated kernel alone, and the op), bytes read +
    written (input, codes, one scale byte per block) against the copy bandwidth; peer: torchao's ``to_mx`` under
    ``torch.compile`` (MX formats, FLOOR, RN) where importable, else a copy of the input."""
    from flydsl.rounding import mx as mxops
    from flydsl.rounding.runtime.triton import mx_launch

    k = 8192
    to_mx = _torchao_to_mx()
    ao_dtype = {"mxfp8_e4m3": torch.float8_e4m3fn, "mxfp4": getattr(torch, "float4_e2m1fn_x2", None)}
    for src in (torch.bfloat16, torch.float32):
        x = torch.randn(n // k, k, device="cuda").to(src)
        copy = timed(lambda x=x: x.clone())
        for fmt, mode, axis, block in (
            ("mxfp8_e4m3", "RN", -1, 32), ("mxfp8_e4m3", "STOCHASTIC", -1, 32), ("mxfp4", "RN", -1, 32),
            ("mxfp4", "STOCHASTIC", -1, 32), ("nvfp4", "RN", -1, 16), ("nvfp4", "STOCHASTIC", -1, 16),
            ("mxfp4", "STOCHASTIC", 0, 32), ("nvfp4", "STOCHASTIC", -1, (16, 16)),
        ):  # fmt: skip
            packed = fmt != "mxfp8_e4m3"
            nbytes = n * x.element_size() + (n // 2 if packed else n) + n // (16 if fmt == "nvfp4" else 32)
            rule = resolve_scale_rule(None, fmt, mode == "STOCHASTIC")  # the op's default: SR never clips
            name = catalogue.kernel_name("mx_quantize", fmt=fmt, rule=rule, mode=mode, headroom=False)
            lay = mx_launch.layout(tuple(x.shape), axis % 2, block)
            codes = torch.empty(n // 2 if packed else n, dtype=torch.uint8, device="cuda")
            scales = torch.empty(lay.nblocks, dtype=torch.uint8, device="cuda")
            ts = torch.tensor(1.0, device="cuda") if fmt == "nvfp4" else None
            peer_name, peer = f"copy {src}".replace("torch.", ""), copy
            if to_mx is not None and ao_dtype.get(fmt) is not None and mode == "RN" and axis == -1:
                try:
                    peer = timed(lambda x=x, d=ao_dtype[fmt]: to_mx(x, d))
                    peer_name = "torchao to_mx (compiled)"
                except Exception as e:  # noqa: BLE001 - torchao versions differ: fall back to the copy
                    print(f"torchao to_mx {fmt}: {type(e).__name__}: {e}"[:200], flush=True)
            where = f"{fmt} {mode} {'tiles' if isinstance(block, tuple) else f'axis {axis}'} {src}".replace(
                "torch.", ""
            )
            kernel = timed(lambda nm=name, x=x, c=codes, s=scales, lay=lay, ts=ts: mx_launch.run_mx(
                nm, x, c, s, lay, 7, 0, (0, 1, 1), ts))  # fmt: skip
            row(rows, f"mx kernel {where}", peer_name, kernel, peer, nbytes)
            if axis == -1 and not isinstance(block, tuple):
                kw = dict(rounding=mode, seed=7 if mode == "STOCHASTIC" else None, tensor_scale=ts)
                if fmt != "nvfp4":
                    kw.pop("tensor_scale")
                op = timed(lambda x=x, f=fmt, kw=kw: mxops.quantize(x, f, **kw))
                row(rows, f"mx.quantize() {where}", peer_name, op, peer, nbytes)


def sweep(n: int) -> list:
    """Tile size and warps of the SR conversions (the launcher's defaults are chosen from this)."""
    x = torch.randn(n, device="cuda")
    out = []
    for fmt, dt, sat in (("BFloat16", torch.bfloat16, False), ("Float8E4M3FN", torch.float8_e4m3fn, True)):
        y = torch.empty(n, dtype=dt, device="cuda")
        name = catalogue.kernel_name("round_to", target=fmt, mode="STOCHASTIC", saturate=sat)
        for spread in (1, 2):
            for block, warps in ((1024, 4), (2048, 4), (2048, 8), (4096, 8), (4096, 16)):
                t = timed(
                    lambda n=name, y=y, b=block, w=warps, sp=spread: launch.run(
                        "round_to", n, [x], [y], (7,), (0, 1, 1), block=b, num_warps=w, spread=sp
                    )
                )
                out.append({"target": fmt, "spread": spread, "block": block, "warps": warps, **t})
                print(f"sweep {fmt:14s} spread {spread} BLOCK {block:5d} warps {warps:2d}: {t['median_ms']:.3f} ms",
                      flush=True)  # fmt: skip
    return out


def copy_bandwidth(n: int) -> float:
    x = torch.randn(n, device="cuda")
    y = torch.empty_like(x)
    t = timed(lambda: y.copy_(x))
    return 8 * n / t["median_ms"] / 1e6


#: The busy-wait ahead of each timed optimizer step (~4 ms): longer than the host takes to issue any of the steps,
#: so their device times never include host time (:func:`timed`).
OPTIM_AHEAD_CYCLES = 8 * AHEAD_CYCLES


def adamw(rows, shapes, state: str, notes: dict) -> None:
    """flydsl.rounding.torch.optim.AdamW (SR, bf16 parameters; one multi-tensor launch per step) eager, and
    ``capturable=True`` eager and captured in a CUDA graph (every replay the next step: the step counts and scalars
    on the GPU), next to torch's fused AdamW on fp32 and on bf16 parameters, and torchao's bf16-SR ``_AdamW`` when
    torchao is importable. Host time: issuing one step (eager), or one graph replay of it, ours and torch's fused
    steps taken in turn (:func:`host_us_interleaved`: the machine's CPU speed drifts between runs and sittings)."""
    from flydsl.rounding.torch import optim

    sdt = torch.float32 if state == "float32" else torch.bfloat16
    params = [torch.nn.Parameter(torch.randn(s, device="cuda", dtype=torch.bfloat16)) for s in shapes]
    optim.assign_stream_ids(params)
    for p in params:
        p.grad = torch.randn_like(p) * 1e-3
    n = sum(p.numel() for p in params)
    opt = optim.AdamW(params, lr=1e-4, state_dtype=sdt)
    eager = timed(opt.step, reps=10, ahead=OPTIM_AHEAD_CYCLES)
    launches = opt.last_step_launches
    opt_c = optim.AdamW(params, lr=1e-4, state_dtype=sdt, capturable=True)
    for _ in range(3):  # warm-up: state, the kept launches, compiled kernels
        opt_c.step()
    eager_c = timed(opt_c.step, reps=10, ahead=OPTIM_AHEAD_CYCLES)
    launches_c = opt_c.last_step_launches
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        opt_c.step()
    replay = timed(graph.replay, reps=10, ahead=OPTIM_AHEAD_CYCLES)
    peers, peer_steps, held = {}, {}, []
    for dt in (torch.float32, torch.bfloat16):
        ps = [torch.nn.Parameter(torch.randn(s, device="cuda", dtype=dt)) for s in shapes]
        for p in ps:
            p.grad = torch.randn_like(p) * 1e-3
        peer = torch.optim.AdamW(ps, lr=1e-4, fused=True)
        peers[f"torch fused AdamW {'fp32' if dt == torch.float32 else 'bf16 (RN)'}"] = timed(
            peer.step, reps=10, ahead=OPTIM_AHEAD_CYCLES
        )
        peer_steps[f"torch_fused_adamw_{str(dt)[6:]}"] = peer.step
        held.append(ps)
    host = host_us_interleaved({
        f"adamw_{state}": opt.step, f"adamw_{state}_capturable": opt_c.step,
        f"adamw_{state}_graph_replay": graph.replay, **peer_steps,
    })  # fmt: skip
    del opt, opt_c, graph, peer_steps, held
    params.clear()
    torch.cuda.empty_cache()
    if state == "float32":
        try:  # torchao's recipe: bf16 parameters, f32 state, SR writes, each parameter's step torch.compile'd
            from torchao.optim import _AdamW

            ps = [torch.nn.Parameter(torch.randn(s, device="cuda", dtype=torch.bfloat16)) for s in shapes]
            for p in ps:
                p.grad = torch.randn_like(p) * 1e-3
            peer = _AdamW(ps, lr=1e-4, bf16_stochastic_round=True)
            t0 = time.perf_counter()
            peer.step()
            torch.cuda.synchronize()
            notes["torchao_first_step_s"] = time.perf_counter() - t0
            peers["torchao _AdamW(bf16_stochastic_round) f32 state"] = timed(peer.step, reps=5)
            del ps, peer
            torch.cuda.empty_cache()
        except Exception as e:  # noqa: BLE001 - a peer that cannot run is reported, not fatal
            notes["torchao_adamw_error"] = repr(e)[:300]
    per = 14 if state == "float32" else 10  # bytes per parameter we move: p r/w 4, g 2, m,v r/w 8 (f32) or 4 (bf16)
    for label, t in (("eager", eager), ("capturable, eager", eager_c), ("capturable, CUDA graph", replay)):
        for peer_name, pt in peers.items():
            row(rows, f"AdamW SR bf16, {state} state ({label})", peer_name, t, pt, per * n)
    notes[f"adamw_{state}_launches_per_step"] = launches
    notes[f"adamw_{state}_capturable_launches_per_step"] = launches_c
    for name, us in host.items():
        if name.startswith("torch_fused") and state != "float32":
            continue  # the peer's host time does not depend on our state dtype: noted once
        notes[f"{name}_host_us_per_step"] = us["hot"]["min"]
        notes[f"{name}_host_us_per_step_median"] = us["hot"]["median"]
        notes[f"{name}_host_us_per_step_drained"] = us["drained"]["min"]
    shown = ", ".join(f"{k} {v['hot']['min']:.0f} / {v['drained']['min']:.0f} us" for k, v in host.items())
    print(f"   {len(shapes)} tensors: {launches} launch(es) per step; host time to issue a step, min of 20, taken in "
          f"turn (hot / after a drain): {shown}", flush=True)  # fmt: skip


def host_us_interleaved(fns: dict, reps: int = 20) -> dict:
    """Microseconds of host time to issue each of ``fns`` (name -> callable), two ways, the callables taken in turn
    in every round so that a drift of the host's speed falls on all of them alike: name -> min / median us of
    ``hot`` (each called twice in a row, the second call timed, synchronising only between rounds: the host busy,
    as in a training loop running ahead of the GPU) and of ``drained`` (one call timed right after the GPU drained,
    as :func:`host_us`: the thread has waited, often on a cold core, so this is the slower figure)."""
    for fn in fns.values():
        for _ in range(3):
            fn()
    torch.cuda.synchronize()
    us: dict = {(name, how): [] for name in fns for how in ("hot", "drained")}
    for _ in range(reps):
        for name, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            us[name, "drained"].append((time.perf_counter() - t0) * 1e6)
            t0 = time.perf_counter()
            fn()
            us[name, "hot"].append((time.perf_counter() - t0) * 1e6)
            torch.cuda.synchronize()
    hows = ("hot", "drained")
    return {name: {how: {"min": min(us[name, how]), "median": statistics.median(us[name, how])} for how in hows}
            for name in fns}  # fmt: skip


def host_us(fn, reps: int = 50) -> dict:
    """Microseconds of host time to issue ``fn`` (the GPU idle before each call: a synchronisation between calls,
    none inside the timed region): min and median over ``reps`` calls after 5 warm-ups."""
    for _ in range(5):
        fn()
    torch.cuda.synchronize()
    us = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        us.append((time.perf_counter() - t0) * 1e6)
        torch.cuda.synchronize()
    return {"min": min(us), "median": statistics.median(us)}


def host(notes: dict) -> None:
    """Host time per call of the ops next to their bare kernel launches (``launch.run`` / ``run_mx``, the Triton
    launch alone), of the training layers' quantize path and of one NVFP4 QuantLinear forward + backward (which
    reads its step counter on the host: wall time): ``host_us_*`` notes (min of 50)."""
    from flydsl.rounding import mx as mxops
    from flydsl.rounding import training
    from flydsl.rounding.keyspace import TRAINING_OFFSET
    from flydsl.rounding.runtime.triton import mx_launch
    from flydsl.rounding.torch import ops
    from flydsl.rounding.torch.optim import assign_stream_ids as optim_ids

    x = torch.randn(4096, 1024, device="cuda")
    out = torch.empty_like(x, dtype=torch.bfloat16)
    cases = {
        "round_to_sr_bf16_op": lambda: ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=7),
        "round_to_sr_bf16_kernel": lambda: run_round(x, out, "BFloat16", "STOCHASTIC", False),
        "round_to_rn_e4m3_op": lambda: ops.round_to(x, torch.float8_e4m3fn),
    }
    ts = torch.tensor(1.0, device="cuda")
    for fmt in ("mxfp8_e4m3", "mxfp4", "nvfp4"):
        block = 16 if fmt == "nvfp4" else 32
        rule = resolve_scale_rule(None, fmt, True)
        name = catalogue.kernel_name("mx_quantize", fmt=fmt, rule=rule, mode="STOCHASTIC", headroom=False)
        lay = mx_launch.layout(tuple(x.shape), 1, block)
        codes = torch.empty(x.numel() // (1 if fmt == "mxfp8_e4m3" else 2), dtype=torch.uint8, device="cuda")
        scales = torch.empty(lay.nblocks, dtype=torch.uint8, device="cuda")
        t = ts if fmt == "nvfp4" else None
        q = mxops.quantize(x, fmt, rounding="STOCHASTIC", seed=7)
        cases[f"mx_quantize_{fmt}_sr_op"] = lambda f=fmt: mxops.quantize(x, f, rounding="STOCHASTIC", seed=7)
        cases[f"mx_quantize_{fmt}_sr_kernel"] = lambda nm=name, c=codes, s=scales, lay=lay, t=t: mx_launch.run_mx(
            nm, x, c, s, lay, 7, 0, (0, 1, 1), t
        )
        cases[f"mx_dequantize_{fmt}_op"] = lambda q=q: mxops.dequantize(q)
    recipe = training.nvfp4()
    for field in ("fwd_x", "wgrad_dy"):  # RN, and SR along axis 0
        cases[f"fake_quantize_nvfp4_{field}"] = lambda f=field: training.fake_quantize(
            x, getattr(recipe, f), axis=-1 if f == "fwd_x" else 0, seed=7, offset=TRAINING_OFFSET, substream=0,
            split=True,
        )  # fmt: skip
    layer = training.QuantLinear(1024, 1024, recipe=recipe, device="cuda", dtype=torch.bfloat16)
    optim_ids(layer)
    xb = torch.randn(4096, 1024, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    cases["quantlinear_nvfp4_forward_backward"] = lambda: layer(xb).sum().backward()
    for name, fn in cases.items():
        t = host_us(fn)
        notes[f"host_us_{name}"] = t["min"]
        print(f"   host {name:34s} {t['min']:7.1f} us (median {t['median']:.1f})", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--log2n", type=int, default=28)
    parser.add_argument("--small", action="store_true", help="the optimizer on 24 tensors instead of 240")
    parser.add_argument("--sweep", action="store_true", help="also time tile sizes (benchmarks/gpu/frames.py: all)")
    parser.add_argument("--host-only", action="store_true", help="only the host times (the ops and the optimizer)")
    args = parser.parse_args(argv)
    n = 1 << args.log2n
    bw = copy_bandwidth(n)
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}, copy bandwidth {bw:.0f} GB/s", flush=True)
    rows: list = []
    swept = sweep(n) if args.sweep and not args.host_only else []
    if not args.host_only:
        elementwise(rows, n)
    shapes = [(4096, 1024)] * (20 if args.small else 200) + [(1024,)] * (4 if args.small else 40)
    notes: dict = {}
    host(notes)
    adamw(rows, shapes, "float32", notes)
    adamw(rows, shapes, "bfloat16", notes)
    if not args.host_only:
        mx(rows, n)
    import triton

    meta = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__,
            "copy_GBps": bw, "elements": n, "optimizer_tensors": len(shapes), **notes}  # fmt: skip
    with open(args.out, "w") as f:
        json.dump({"meta": meta, "rows": rows, "sweep": swept}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
