"""Which tile frame is fastest on this GPU: ``python benchmarks/gpu/frames.py`` (one run, every variant);
``python benchmarks/gpu/frames.py --mx [bfloat16] [float32]`` sweeps only the block-quantize kernels (elements
per program x warps per case, the bits checked equal across the configurations; prints the best per case);
``--rht`` sweeps the fused fake-quantize kernels with the RHT fused in (``mx_launch.ROTATED_ELEMENTS`` /
``ROTATED_WARPS``), each next to the same kernel without it; ``--compute-bound`` the element-wise cases below their
goal (bf16 -> fp8 SR, normal_) next to torch.

Times the generated kernels under each LAYOUT (1-D / [G, COLS]), SPREAD (selects / tl.join), BLOCK and
warps, for f32 -> bf16 SR and RN, f32 -> fp8 SR and the SR AdamW step (multi-tensor, replayed as a CUDA graph),
and profiles the host side of round_to() and AdamW.step(). The launcher's defaults are chosen from this.
"""

from __future__ import annotations

import cProfile
import io
import pstats
import sys
import time

import torch

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench import timed  # noqa: E402

from flydsl.rounding.runtime.triton import catalogue, launch  # noqa: E402

_SIZES = ((1024, 4), (2048, 4), (2048, 8), (4096, 8))
CONFIGS = [(lay, sp, blk, w) for lay in (1, 2) for sp in (1, 2) for blk, w in _SIZES]


def convert(n: int) -> None:
    x = torch.randn(n, device="cuda")
    cases = (
        ("BFloat16", torch.bfloat16, "STOCHASTIC", False),
        ("BFloat16", torch.bfloat16, "RN", False),
        ("Float8E4M3FN", torch.float8_e4m3fn, "STOCHASTIC", True),
    )
    for fmt, dt, mode, sat in cases:
        y = torch.empty(n, dtype=dt, device="cuda")
        name = catalogue.kernel_name("round_to", target=fmt, mode=mode, saturate=sat)
        sc = (7,) if mode == "STOCHASTIC" else ()
        best = None
        for lay, sp, blk, w in CONFIGS:

            def once(lay=lay, sp=sp, blk=blk, w=w, name=name, y=y, sc=sc):
                launch.run("round_to", name, [x], [y], sc, (0, 1, 1), block=blk, num_warps=w, spread=sp, layout=lay)

            t = timed(once)
            best = min(best or (9e9,), (t["median_ms"], lay, sp, blk, w))
            print(
                f"{fmt} {mode:10s} layout {lay} spread {sp} BLOCK {blk:5d} warps {w:2d}: {t['median_ms']:.3f} ms",
                flush=True,
            )
        print(f"BEST {fmt} {mode}: {best}", flush=True)


def compute_bound(n: int = 1 << 28, only=()) -> None:
    """The element-wise cases whose work is not hidden under memory time (benchmarks/results/gpu.md): bf16 -> fp8 SR
    (3 bytes per element), normal_ (Box-Muller) in f32 and bf16, bf16 dropout (4 bytes per element), over every
    frame, tile and warp count, next to torch's op in the same run (``only``: the cases whose label has one of
    these words)."""
    xb = torch.randn(n, device="cuda").to(torch.bfloat16)
    y8 = torch.empty(n, dtype=torch.float8_e4m3fn, device="cuda")
    y = torch.empty(n, device="cuda")
    y16 = torch.empty_like(xb)
    cases = (
        ("bf16 -> fp8 e4m3fn SR", "round_to", catalogue.kernel_name("round_to", target="Float8E4M3FN",
         mode="STOCHASTIC", saturate=True), [xb], [y8], (7,), lambda: xb.to(torch.float8_e4m3fn)),
        ("normal_ f32", "rng", catalogue.kernel_name("normal", dtype="float32"), [y], [y], (7, 7, 0.0, 1.0),
         lambda: y.normal_()),
        ("normal_ bf16", "rng", catalogue.kernel_name("normal", dtype="bfloat16"), [xb], [xb], (7, 7, 0.0, 1.0),
         lambda: xb.normal_()),
        ("dropout bf16", "rng", catalogue.kernel_name("dropout", dtype="bfloat16"), [xb], [y16],
         (7, 429496730, 1.1111111640930176), lambda: torch.nn.functional.dropout(xb, 0.1)),
    )  # fmt: skip
    sizes = (*_SIZES, (512, 2), (1024, 2), (1024, 8), (2048, 2), (4096, 4), (8192, 8))
    for label, family, name, ins, outs, sc, peer in cases:
        if only and not any(word in label for word in only):
            continue
        want = timed(peer)["median_ms"]
        best = None
        for lay in (1, 2):
            for sp in (1, 2):
                for blk, w in sizes:
                    call = (family, name, ins, outs, sc, (0, 1, 1))

                    def once(lay=lay, sp=sp, blk=blk, w=w, call=call):
                        launch.run(*call, block=blk, num_warps=w, spread=sp, layout=lay)

                    t = timed(once)["median_ms"]
                    best = min(best or (9e9,), (t, lay, sp, blk, w))
                    print(f"{label} layout {lay} spread {sp} BLOCK {blk:5d} warps {w:2d}: {t:.3f} ms "
                          f"({want / t:.2f}x torch)", flush=True)  # fmt: skip
        print(f"BEST {label}: {best}; torch {want:.3f} ms: {want / best[0]:.2f}x", flush=True)


def adamw(shapes, state: str) -> None:
    params = [torch.randn(s, device="cuda", dtype=torch.bfloat16) for s in shapes]
    sdt = torch.float32 if state == "float32" else torch.bfloat16
    jobs = []
    for i, p in enumerate(params):
        m, v = (torch.zeros(p.shape, dtype=sdt, device="cuda") for _ in range(2))
        jobs.append(launch.Job((p, torch.randn_like(p), m, v), (p, m, v), 0, i << 2))
    name = catalogue.kernel_name("adamw", param="bfloat16", grad="bfloat16", state=state, mode="STOCHASTIC")
    scalars = (0.99999, 0.1, 0.999, 0.001, 1e-4, 0.03, 1e-8, 1.0, 7, 1 << 32)
    best = None
    for lay, sp, blk, w in CONFIGS:

        def step(lay=lay, sp=sp, blk=blk, w=w):
            launch.run_multi("optim", name, jobs, scalars, block=blk, num_warps=w, spread=sp, layout=lay)

        step()
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            step()
        t = timed(g.replay, reps=10)
        best = min(best or (9e9,), (t["median_ms"], lay, sp, blk, w))
        print(
            f"AdamW {state} layout {lay} spread {sp} BLOCK {blk:5d} warps {w:2d}: {t['median_ms']:.3f} ms", flush=True
        )
    print(f"BEST AdamW {state}: {best}", flush=True)


def host_profiles() -> None:
    from flydsl.rounding.torch import ops, optim

    x = torch.randn(1 << 20, device="cuda")
    for _ in range(3):
        ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(100):
        ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1)
    print(f"round_to host time per call: {(time.perf_counter() - t0) * 1e4:.1f} us", flush=True)
    pr = cProfile.Profile()
    pr.enable()
    for _ in range(100):
        ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1)
    pr.disable()
    out = io.StringIO()
    pstats.Stats(pr, stream=out).sort_stats("cumulative").print_stats(25)
    print(out.getvalue()[:6000], flush=True)
    params = [torch.nn.Parameter(torch.randn(64, 64, device="cuda", dtype=torch.bfloat16)) for _ in range(200)]
    optim.assign_stream_ids(params)
    for p in params:
        p.grad = torch.randn_like(p)
    opt = optim.AdamW(params, lr=1e-4)
    for _ in range(3):
        opt.step()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        opt.step()
    print(f"AdamW.step host time, 200 tensors: {(time.perf_counter() - t0) * 1e5:.0f} us", flush=True)
    pr = cProfile.Profile()
    pr.enable()
    for _ in range(10):
        opt.step()
    pr.disable()
    out = io.StringIO()
    pstats.Stats(pr, stream=out).sort_stats("tottime").print_stats(30)
    print(out.getvalue()[:7000], flush=True)


MX_CASES = (
    ("mxfp8_e4m3", "RN", -1, 32), ("mxfp8_e4m3", "STOCHASTIC", -1, 32), ("mxfp4", "RN", -1, 32),
    ("mxfp4", "STOCHASTIC", -1, 32), ("nvfp4", "STOCHASTIC", -1, 16), ("mxfp4", "STOCHASTIC", 0, 32),
    ("mxfp8_e4m3", "RN", 0, 32), ("nvfp4", "STOCHASTIC", -1, (16, 16)),
)  # fmt: skip
MX_CONFIGS = [(e, w) for e in (512, 1024, 2048, 4096, 8192) for w in (2, 4, 8) if 4 <= e // (32 * w) <= 64]


def mx_sweep(n: int = 1 << 28, sources=("bfloat16", "float32"), device: str = "cuda") -> None:
    """Elements per program and warps of the quantize kernels (mx_launch.ELEMENTS / NUM_WARPS are chosen from
    this), on bench.py's (n / 8192, 8192) tensor; GB/s counts bytes read and written, against the copy."""
    from flydsl.rounding.mx.formats import resolve_scale_rule
    from flydsl.rounding.runtime.triton import mx_launch

    k = 8192
    for src in (getattr(torch, s) for s in sources):
        x = torch.randn(n // k, k, device=device).to(src)
        copy = timed(lambda x=x: x.clone())["median_ms"]
        copy_gbs = 2 * n * x.element_size() / copy / 1e6
        print(f"copy {src}: {copy:.3f} ms, {copy_gbs:.0f} GB/s", flush=True)
        for fmt, mode, axis, block in MX_CASES:
            packed = fmt != "mxfp8_e4m3"
            nbytes = n * x.element_size() + (n // 2 if packed else n) + n // (16 if fmt == "nvfp4" else 32)
            rule = resolve_scale_rule(None, fmt, mode == "STOCHASTIC")
            name = catalogue.kernel_name("mx_quantize", fmt=fmt, rule=rule, mode=mode, headroom=False)
            lay = mx_launch.layout(tuple(x.shape), axis % 2, block)
            ts = torch.tensor(1.0, device=device) if fmt == "nvfp4" else None
            ref = None
            where = f"{fmt} {mode} {'tiles' if isinstance(block, tuple) else f'axis {axis}'} {src}".replace(
                "torch.", ""
            )
            best = None
            for e, w in [(None, None), *MX_CONFIGS]:
                codes = torch.empty(n // 2 if packed else n, dtype=torch.uint8, device=device)
                scales = torch.empty(lay.nblocks, dtype=torch.uint8, device=device)

                def once(e=e, w=w, c=codes, s=scales, nm=name, x=x, lay=lay, ts=ts):
                    mx_launch.run_mx(nm, x, c, s, lay, 7, 0, (0, 1, 1), ts, elements=e, num_warps=w)

                t = timed(once)["median_ms"]
                if ref is None:
                    ref = (codes.clone(), scales.clone())
                elif not (torch.equal(ref[0], codes) and torch.equal(ref[1], scales)):
                    raise AssertionError(f"{where}: elements {e} warps {w} changed the bits")
                gbs = nbytes / t / 1e6
                label = "default" if e is None else f"elements {e:5d} warps {w}"
                print(f"mx {where:40s} {label:22s} {t:.3f} ms {gbs:6.0f} GB/s {gbs / copy_gbs:.2f}x copy", flush=True)
                if e is not None:
                    best = min(best or (9e9,), (t, e, w, round(gbs / copy_gbs, 3)))
            print(f"BEST mx {where}: {best[0]:.3f} ms elements {best[1]} warps {best[2]} ({best[3]}x copy)", flush=True)


#: (format, rounding, RHT block) of the fused-RHT sweep: the training recipes' transformed operands.
RHT_CASES = (("mxfp4", "STOCHASTIC", 32), ("nvfp4", "STOCHASTIC", 16), ("nvfp4", "RN", 16))
RHT_CONFIGS = ((1024, 2), (2048, 2), (4096, 1), (4096, 2), (8192, 2))


def rht_sweep(shape=(16384, 1536), device: str = "cuda") -> None:
    """Elements per program and warps of the fused fake quantize with the RHT fused in, bf16 in and out, per
    case and axis, next to the same kernel without the transform (GB/s: bytes read and written)."""
    from flydsl.rounding.mx import ops as mx_ops
    from flydsl.rounding.mx.formats import resolve_scale_rule
    from flydsl.rounding.runtime.job import Rotation
    from flydsl.rounding.runtime.triton import mx_dequantize, mx_launch
    from flydsl.rounding.runtime.triton.launch import launch_kernel

    x = torch.randn(*shape, device=device).to(torch.bfloat16)
    n = x.numel()
    copy = timed(lambda: x.clone())["median_ms"]
    print(f"copy bf16 {shape}: {copy:.3f} ms, {4 * n / copy / 1e6:.0f} GB/s", flush=True)
    for fmt, mode, r in RHT_CASES:
        rule = resolve_scale_rule(None, fmt, mode == "STOCHASTIC")
        name = catalogue.kernel_name("mx_quantize", fmt=fmt, rule=rule, mode=mode, headroom=False)
        tables = mx_ops.element_table(fmt, device), mx_ops.scale_table(fmt, device)
        ts = torch.tensor(1.0, device=device) if fmt == "nvfp4" else None
        rot = Rotation(torch.ones(r, device=device), r)
        for axis in (1, 0):
            lay = mx_launch.layout(shape, axis, mx_ops.MX_FORMATS[fmt].block)
            out = torch.empty(shape[::-1] if axis == 0 else shape, dtype=torch.bfloat16, device=device)
            decode = mx_launch.Decode(out, *tables, False, mx_dequantize.OUT_KINDS[torch.bfloat16])
            where = f"{fmt} {mode} axis {axis}"
            ref, best = None, None
            for rotation, (e, w) in [(None, (None, None)), (rot, (None, None))] + [(rot, c) for c in RHT_CONFIGS]:
                k, grid, args, kw = mx_launch.mx_arguments(
                    name, x, None, None, lay, 7, 0, (0, 1, 1), ts, elements=e, num_warps=w, decode=decode,
                    rotation=rotation,
                )  # fmt: skip
                t = timed(lambda k=k, grid=grid, args=args, kw=kw: launch_kernel(k, grid, args, kw, x.device))
                t = t["median_ms"]
                if rotation is not None:
                    if ref is None:
                        ref = out.clone()
                    elif not torch.equal(ref.view(torch.int16), out.view(torch.int16)):
                        raise AssertionError(f"{where}: elements {e} warps {w} changed the bits")
                label = ("no RHT " if rotation is None else "RHT ") + ("default" if e is None else f"{e} x {w}")
                print(f"rht {where:28s} {label:22s} {t:.3f} ms {4 * n / t / 1e6:6.0f} GB/s", flush=True)
                if rotation is not None and e is not None:
                    best = min(best or (9e9,), (t, e, w))
            print(f"BEST rht {where}: {best[0]:.3f} ms elements {best[1]} warps {best[2]}", flush=True)


if __name__ == "__main__":
    if "--compute-bound" in sys.argv[1:]:  # --compute-bound [words]: only the cases whose label has one of them
        compute_bound(only=[a for a in sys.argv[1:] if not a.startswith("--")])
        raise SystemExit(0)
    if "--rht" in sys.argv[1:]:
        rht_sweep()
        sys.exit(0)
    if "--mx" in sys.argv[1:]:  # --mx [bfloat16] [float32]: one source dtype per run keeps it short (compiles)
        mx_sweep(sources=[a for a in sys.argv[1:] if a in ("bfloat16", "float32")] or ("bfloat16", "float32"))
        sys.exit(0)
    host_profiles()
    convert(1 << 28)
    adamw([(4096, 1024)] * 200 + [(1024,)] * 40, "float32")
    adamw([(4096, 1024)] * 200 + [(1024,)] * 40, "bfloat16")
