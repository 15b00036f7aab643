"""The Triton backend's kernels compiled for AMD GPUs without one: VALU per element next to FlyDSL's.

Triton's AMD backend ships in the ``triton`` wheel (``triton/backends/amd``); ``triton.compile`` for
``GPUTarget("hip", arch, wave)`` runs TTIR -> TTGIR -> LLVM -> AMDGCN -> hsaco on the CPU, with no ROCm,
no driver and no external ``ld.lld`` (lld is linked into ``libtriton.so``).
:func:`flydsl.rounding.runtime.triton.compile_only.compile_kernel` compiles exactly the call
``launch.run`` makes, with Triton's argument specialisation for a HIP target (16-byte aligned tensors under
2 GiB, so buffer loads and stores). Each kernel is straight-line code over one tile of ``BLOCK`` elements
(checked: no loops), so VALU/elem = VALU(kernel) / (BLOCK / (num_warps x wave)).

FlyDSL: the element-wise runner's Vector kernel of the same body (8 elements per thread, the runner's own
variant for a contiguous aligned run) compiled by :func:`flydsl.rounding.isa.compile_isa`, VALU / 8 (as
``bench_tensor_ops.py`` and ``bench_optim.py`` count it). Both counts are gross (loads, stores, index
arithmetic included); the copy row (f32 -> bf16 by truncation, the same FlyDSL body in both frames) is the
baseline to subtract. VALU cycles weight quarter-rate instructions x4 (``common.valu_cycles``).

Usage: python benchmarks/bench_triton_amd.py [--quick]
Writes benchmarks/results/triton_amd.json and triton_amd.md.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import flydsl.expr as fx  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402

from common import command_line, header, machine_info, publish, valu_cycles  # noqa: E402
from flydsl.rounding import isa  # noqa: E402
from flydsl.rounding.runtime import elementwise  # noqa: E402
from flydsl.rounding.runtime.indexing import IndexMap  # noqa: E402
from flydsl.rounding.runtime.triton import catalogue, compile_only, launch  # noqa: E402
from flydsl.rounding.tritongen import generate  # noqa: E402

ARCHS = ("gfx942", "gfx950", "gfx1100", "gfx1201")
QUICK_ARCHS = ("gfx942", "gfx1100")
N = 4096  # elements of the example tensors (only dtype, alignment and size < 2 GiB reach the compiler)
FLYDSL_PER_THREAD = 8
SEED = 0x1234_5678_9ABC  # a 64-bit seed (Triton types an int argument by its value: i64)
COPY = "copy f32 -> bf16 (truncate; baseline)"
TORCH = {fx.Float32: torch.float32, fx.BFloat16: torch.bfloat16, fx.Float16: torch.float16}
TARGETS = {"BFloat16": fx.BFloat16, "Float8E4M3FN": fx.Float8E4M3FN}  # round_to's targets measured here
if hasattr(torch, "float8_e4m3fn"):
    TORCH[fx.Float8E4M3FN] = torch.float8_e4m3fn


def _copy_body(x, *, index):
    """The frame's loads, stores and addressing with no rounding: bench_tensor_ops' runner copy."""
    return (x.bitcast(fx.Uint32) >> fx.Uint32(16)).to(fx.Uint16).bitcast(fx.BFloat16)


@triton.jit
def minimal_copy_kernel(X0, Y0, n, BLOCK: tl.constexpr):
    """Not generated: the copy with an int32 index, no start shift and one mask (the frame's floor)."""
    k = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = k < n
    x = tl.load(X0 + k, mask=mask, other=0)
    y = (x.to(tl.uint32, bitcast=True) >> 16).to(tl.uint16).to(tl.bfloat16, bitcast=True)
    tl.store(Y0 + k, y, mask=mask)


def minimal_copy(arch: str, block: int) -> dict:
    x, y = torch.zeros(N), torch.zeros(N, dtype=torch.bfloat16)
    kwargs = dict(BLOCK=block, num_warps=launch.NUM_WARPS, **launch.COMPILE_OPTIONS)
    k = compile_only.report(compile_only.compile_call(minimal_copy_kernel, (x, y, N), kwargs, arch))
    per_thread = block // (launch.NUM_WARPS * compile_only.wave_size(arch))
    loads = sorted(op for op in k.mnemonics() if op.startswith(("buffer_load", "global_load")))
    return {"arch": arch, "block": block, "valu_per_elem": k.census["valu"] / per_thread, "loads": loads}


def _variant(name: str) -> catalogue.Variant:
    every = catalogue.round_to_variants() + catalogue.rng_variants() + catalogue.optim_variants()
    return next(v for v in every if v.name == name)


#: (label, catalogue kernel or None for the copy, Triton scalars, FlyDSL scalar values)
OPS = (
    (COPY, None, (), ()),
    ("f32 -> bf16 SR", "round_to__BFloat16__STOCHASTIC__sat0", (SEED,), (5,)),
    ("f32 -> bf16 RN", "round_to__BFloat16__RN__sat0", (), ()),
    ("f32 -> fp8 e4m3fn SR, saturating", "round_to__Float8E4M3FN__STOCHASTIC__sat1", (SEED,), (5,)),
    ("dropout f32 (p = 0.1)", "dropout__float32", (SEED, 429496730, 1.1111111640930176), (5, 7, 1.5)),
    (
        "AdamW SR, bf16 params and grads, f32 state",
        "adamw__bfloat16__bfloat16__float32__STOCHASTIC",
        (0.99999, 0.1, 0.999, 0.001, 1e-4, 0.03, 1e-8, 1.0, SEED, 1 << 32),
        (0.5,) * 8 + (5, 7 << 32),
    ),
)


def _spec(kernel: str | None):
    """(body, input types, output types, scalar types) of an op: the catalogue's own (generate.spec)."""
    if kernel is None:
        return _copy_body, [fx.Float32], [fx.BFloat16], []
    v = _variant(kernel)
    body, ins, _n_out, scalars = generate.spec(v)
    key = dict(v.key)
    if v.op == "round_to":
        outs = [TARGETS[key["target"]]]
    elif v.op == "adamw":
        outs = [ins[0], ins[2], ins[3]]
    else:
        outs = [ins[0]]
    return body, ins, outs, scalars


def _copy_kernel():
    """The copy body in the generated kernels' frame (generate.KERNEL), as a @triton.jit function.

    Written to a file and imported: Triton reads a kernel's source with inspect."""
    body_src, kernel_src = generate.kernel_source("copy_bf16", _copy_body, [fx.Float32], 1, [])
    text = (
        generate.HEADER
        + "\nfrom flydsl.rounding.runtime.triton.tiles import "
        + "f32, job_frame, tile_chunks16, tile_frame, tile_words32, u32, u64\n\n"
        + body_src
        + "\n\n"
        + kernel_src
    )
    path = Path(tempfile.mkdtemp(prefix="triton_amd_copy_")) / "copy_bf16.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location("triton_amd_copy_bf16", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.copy_bf16_kernel


def _tensors(types) -> list:
    return [torch.zeros(N, dtype=TORCH[t]) for t in types]


def triton_cell(kernel, copy_fn, spec, scalars, arch: str, block: int, num_warps: int = launch.NUM_WARPS) -> dict:
    """Compile one op for ``arch`` with tiles of ``block`` elements; VALU and VALU cycles per element."""
    _body, ins, outs, _st = spec
    family = catalogue.ROUND_TO if kernel is None else _variant(kernel).family
    name = "round_to__BFloat16__RN__sat0" if kernel is None else kernel  # the copy borrows RN's arguments
    ins_t, outs_t = _tensors(ins), _tensors(outs)
    fn, _grid, args, kwargs = launch.arguments(family, name, ins_t, outs_t, scalars, block=block, num_warps=num_warps)
    t0 = time.perf_counter()
    compiled = compile_only.compile_call(copy_fn if kernel is None else fn, args, kwargs, arch)
    seconds = time.perf_counter() - t0
    k = compile_only.report(compiled)
    if isa.loops(k.body):
        raise AssertionError(f"{name} on {arch}: a loop in the kernel; VALU/elem would need its trip count")
    per_thread = block // (num_warps * compile_only.wave_size(arch))
    m = k.mnemonics()
    return {
        "block": block,
        "num_warps": num_warps,
        "wave": compile_only.wave_size(arch),
        "elems_per_thread": per_thread,
        "valu": k.census["valu"],
        "valu_per_elem": k.census["valu"] / per_thread,
        "valu_cycles_per_elem": valu_cycles(k) / per_thread,
        "lds_ops": k.census["lds"],
        "barriers": m["s_barrier"] + m["s_barrier_wait"],  # gfx12: s_barrier_signal + s_barrier_wait
        "v_mul_hi_u32": m["v_mul_hi_u32"],
        "v_mul_lo_u32": m["v_mul_lo_u32"],
        "vgprs": k.vgprs,
        "spills": k.spills,
        "compile_s": round(seconds, 3),
    }


def flydsl_cell(spec, values, arch: str) -> dict:
    """The runner's Vector kernel of the same body (its own variant for a contiguous aligned run)."""
    body, ins, outs, scalar_types = spec
    n = 2048
    plan = elementwise.launch_plan(body, IndexMap.contiguous(0), n, ins, outs, scalar_types)
    fn, vector, margs, _first, count = plan[0]
    assert vector and len(plan) == 1
    words = [torch.zeros(n * t.width // 32, dtype=torch.int32) for t in (*ins, *outs)]
    k = isa.compile_isa(fn, *words, *margs, *values, count, arch=arch).kernel
    m = k.mnemonics()
    return {
        "valu": k.census["valu"],
        "valu_per_elem": k.census["valu"] / FLYDSL_PER_THREAD,
        "valu_cycles_per_elem": valu_cycles(k) / FLYDSL_PER_THREAD,
        "lds_ops": k.census["lds"],
        "v_mul_hi_u32": m["v_mul_hi_u32"],
        "v_mad_u64_u32": m["v_mad_u64_u32"] + m["v_mad_co_u64_u32"],  # gfx12 spells it v_mad_co_u64_u32
        "v_mul_lo_u32": m["v_mul_lo_u32"],
        "vgprs": k.vgprs,
        "spills": k.spills,
    }


def _codegen_revision() -> str:
    """The revision of the wheel's ``libtriton_amd_codegen`` (LLVM's AMDGPU target as Triton ships it)."""
    try:
        from triton.backends.amd.compiler import get_amd_codegen_revision

        return get_amd_codegen_revision()
    except Exception as exc:  # noqa: BLE001 - recorded, not fatal
        return f"unknown ({type(exc).__name__})"


def run(quick: bool = False) -> dict:
    import triton

    archs = QUICK_ARCHS if quick else ARCHS
    # a fresh cache: every kernel really compiles (the compile seconds), nothing of an earlier run is reused
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton_amd_cache_")
    problem = compile_only.problem()
    copy_fn = None if problem else _copy_kernel()
    rows = []
    for label, kernel, tscalars, fvalues in OPS:
        spec = _spec(kernel)
        for arch in archs:
            row = {"op": label, "kernel": kernel or "copy_bf16", "arch": arch}
            if problem is None:
                wave = compile_only.wave_size(arch)
                row["triton"] = triton_cell(kernel, copy_fn, spec, tscalars, arch, launch.BLOCK)
                eight = FLYDSL_PER_THREAD * launch.NUM_WARPS * wave  # 8 elements per thread, as FlyDSL's runner
                same = eight == launch.BLOCK
                row["triton_8"] = row["triton"] if same else triton_cell(kernel, copy_fn, spec, tscalars, arch, eight)
            row["flydsl"] = flydsl_cell(spec, fvalues, arch)
            rows.append(row)
            t = row.get("triton", {}).get("valu_per_elem", "-")
            print(f"  {label:45s} {arch:8s} Triton {t} FlyDSL {row['flydsl']['valu_per_elem']} VALU/elem", flush=True)
    floor = [] if problem else [minimal_copy(a, b) for a in archs for b in (1024, 2048)]
    result = {
        "name": "triton_amd",
        "minimal_copy": floor,
        "machine": machine_info(),
        "quick": quick,
        "triton": triton.__version__,
        "amd_codegen": _codegen_revision(),
        "problem": problem,
        "compile_options": dict(launch.COMPILE_OPTIONS),
        "block": launch.BLOCK,
        "num_warps": launch.NUM_WARPS,
        "rows": rows,
    }
    return publish("triton_amd", result, markdown)


#: What the Triton ISA shows (read from the gfx942 / gfx1100 assembly of Triton 3.9.0; the tables give the counts).
NOTES = (
    "Reading the Triton ISA (Triton 3.9.0): "
    "(1) *The frame* costs ~11 VALU/elem on every arch (FlyDSL's runner: 1.5 on CDNA, 3 on RDNA): the element "
    "index `k` is int64 and the tile starts `a & 7` elements early, a run-time shift, so Triton can prove no "
    "alignment and gives each thread 1-element runs: one `buffer_load_dword` / `buffer_store_short` per element "
    "(FlyDSL: 16-byte vector loads), a 64-bit subtract per element (`v_subrev_co` + `v_subbrev_co`), two mask "
    "compares (`k >= 0` on the high word, `k < n` as `v_cmp_gt_i64`) and a `v_cndmask_b32` per load and per store "
    "that sends masked lanes out of the buffer range. "
    "(2) *Philox* multiplies with `v_mul_hi_u32` + `v_mul_lo_u32`, two quarter-rate instructions per product "
    "(36 per draw: 18 VALU cycles per element at one draw per 8 elements); FlyDSL's one `v_mad_u64_u32` "
    "(`v_mad_co_u64_u32` on gfx12) gives both halves (18 per draw: 9 cycles per element). "
    "(3) *The draw-to-element spread* (`tl.join` / `tl.reshape` in `tiles.py`) is a layout conversion through LDS: "
    "12-13 `ds_*` instructions, 5-7 barriers and their address arithmetic per tile in every kernel that draws. "
    "(4) *The tile size*: with the launcher's BLOCK = 1024 and 4 warps, a wave64 thread holds 4 elements and the "
    "tile's 128 canonical draws (one per 8 elements) are computed by 256 threads, each draw twice; BLOCK = 2048 "
    "(8 per thread, one draw per thread, as on RDNA and on NVIDIA's 32-wide warps) removes that: the default and "
    "8/thread columns."
)


def _f(x) -> str:
    return "-" if x is None else f"{x:.2f}"


def markdown(result: dict) -> str:
    lines = [
        "# Triton kernels compiled for AMD GPUs (compile-only), next to FlyDSL's (`bench_triton_amd.py`)\n",
        header(result["machine"]),
    ]
    if result["problem"]:
        lines += [f"**Triton's AMD backend could not compile here**: {result['problem']}\n"]
    lines += [
        f"Triton {result['triton']} (the `triton` wheel's bundled AMD backend `triton/backends/amd`, "
        f"`libtriton_amd_codegen` revision `{result['amd_codegen']}`): "
        "`triton.compile(ASTSource(kernel, signature, constexprs, attrs), target=GPUTarget('hip', arch, wave), "
        "options)` with the signature, constexprs and attributes Triton's own launcher binds for `launch.run`'s "
        "arguments (`flydsl.rounding.runtime.triton.compile_only`), options "
        f"`{result['compile_options']}`, `num_warps={result['num_warps']}`; wave 64 on gfx942 / gfx950, 32 on "
        "gfx1100 / gfx1201. No GPU, no ROCm, no `ld.lld` on the PATH: the hsaco links inside `libtriton.so`.\n",
        "VALU/elem = VALU instructions of the kernel / elements per thread (Triton: one straight-line tile, "
        f"BLOCK / (num_warps x wave); FlyDSL: the element-wise runner's Vector kernel, {FLYDSL_PER_THREAD} per "
        "thread). Gross counts: loads, stores and index arithmetic included; the copy row is the frame alone. "
        "*Triton default*: the launcher's BLOCK = "
        f"{result['block']} (4 elements per thread on CDNA, 8 on RDNA); *Triton 8/thread*: BLOCK = 8 x "
        f"num_warps x wave (2048 on CDNA, the same kernel on RDNA). Cycles weigh quarter-rate instructions x4.\n",
        "| op | arch | Triton VALU/elem (default) | Triton VALU/elem (8/thread) | FlyDSL VALU/elem | "
        "Triton / FlyDSL (8/thread) | net of copy: Triton (8/thread) / FlyDSL | "
        "VALU cycles/elem: Triton (8/thread) / FlyDSL |",
        "|---|---|---|---|---|---|---|---|",
    ]
    copies = {r["arch"]: r for r in result["rows"] if r["kernel"] == "copy_bf16"}
    for r in result["rows"]:
        fl, c = r["flydsl"], copies[r["arch"]]
        t, t8 = r.get("triton"), r.get("triton_8")
        ratio = "-" if not t8 else f"{t8['valu_per_elem'] / fl['valu_per_elem']:.2f}"
        t_net = None if not t8 else t8["valu_per_elem"] - c["triton_8"]["valu_per_elem"]
        f_net = fl["valu_per_elem"] - c["flydsl"]["valu_per_elem"]
        lines.append(
            f"| {r['op']} | {r['arch']} | {_f(t and t['valu_per_elem'])} | {_f(t8 and t8['valu_per_elem'])} | "
            f"{_f(fl['valu_per_elem'])} | {ratio} | {_f(t_net)} / {_f(f_net)} | "
            f"{_f(t8 and t8['valu_cycles_per_elem'])} / {_f(fl['valu_cycles_per_elem'])} |"
        )
    if result.get("minimal_copy"):
        lines += [
            "",
            "The frame's floor: a hand-written Triton copy (not generated; `minimal_copy_kernel`: int32 index "
            "`pid * BLOCK + arange`, no start shift, one mask `k < n`) against the generated frame's copy row:",
            "",
            "| arch | BLOCK | minimal Triton copy VALU/elem | its loads |",
            "|---|---|---|---|",
        ]
        lines += [
            f"| {m['arch']} | {m['block']} | {m['valu_per_elem']:.2f} | {', '.join(m['loads'])} |"
            for m in result["minimal_copy"]
        ]
    if any("triton" in r for r in result["rows"]):
        lines += ["", NOTES]
    if any("triton" in r for r in result["rows"]):
        lines += [
            "",
            "Details per kernel: VGPRs, spills, LDS instructions and barriers (Triton's layout conversions of the "
            "tile's Philox words, `tl.join` / `tl.reshape` in `tiles.py`), `v_mul_hi_u32` (Philox's high "
            "products), compile seconds (a fresh Triton cache; the default tile).",
            "",
            "| op | arch | Triton default: VGPRs / spills / LDS ops / barriers / mul_hi / mul_lo | Triton 8/thread: "
            "same | FlyDSL: VGPRs / spills / LDS ops / mul_hi / mul_lo / mad_(co_)u64_u32 | Triton compile s |",
            "|---|---|---|---|---|---|",
        ]
        for r in result["rows"]:
            if "triton" not in r:
                continue
            t, t8, fl = r["triton"], r["triton_8"], r["flydsl"]

            def d(c):
                return (
                    f"{c['vgprs']} / {c['spills']} / {c['lds_ops']} / {c['barriers']} / {c['v_mul_hi_u32']} / "
                    f"{c['v_mul_lo_u32']}"
                )

            lines.append(
                f"| {r['op']} | {r['arch']} | {d(t)} | {d(t8)} | {fl['vgprs']} / {fl['spills']} / {fl['lds_ops']} / "
                f"{fl['v_mul_hi_u32']} / {fl['v_mul_lo_u32']} / {fl['v_mad_u64_u32']} | {t['compile_s']} |"
            )
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    command_line(run, __doc__, "gfx942 and gfx1100 only")
