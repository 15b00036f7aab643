"""The generated kernels compiled for an H100/H200 (sm_90) without a GPU: the PTX has the 16-byte vector
accesses and no shared-memory round trips that make them run at copy bandwidth (measured:
benchmarks/results/gpu.md). A regression guard on the frame (tiles.py) and the launcher's specialisation:
with the element count unspecialised the same kernel falls back to 4- and 2-byte accesses (negative control).
Compiled in a subprocess: the suite runs Triton's interpreter (conftest)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

PROBE = r"""
import json, re, torch
from flydsl.rounding.runtime.triton import catalogue, compile_only, launch
out = {}
x = torch.empty(1 << 20)
for target, dt in (("BFloat16", torch.bfloat16), ("Float8E4M3FN", torch.float8_e4m3fn)):
    name = catalogue.kernel_name("round_to", target=target, mode="STOCHASTIC", saturate=target != "BFloat16")
    for n in (1 << 20, (1 << 20) - 3):
        c = compile_only.compile_kernel("round_to", name, [x[:n]], [torch.empty(n, dtype=dt)], (7,), arch="sm_90")
        ptx = c.asm["ptx"]
        out[f"{target}/{n % 16}"] = {
            "loads": sorted(set(re.findall(r"ld\.global[.\w]*", ptx))),
            "stores": sorted(set(re.findall(r"st\.global[.\w]*", ptx))),
            "barriers": ptx.count("bar.sync"),
            "wide_multiplies": ptx.count("mul.wide.u32"),
        }
# what a CUDA launch uses for bf16 -> fp8 (16 elements a thread: one 16-byte store), and its negative control
cuda = torch.device("cuda")
y8 = torch.empty(1 << 20, dtype=torch.float8_e4m3fn)
name = catalogue.kernel_name("round_to", target="Float8E4M3FN", mode="STOCHASTIC", saturate=True)
for src in (torch.bfloat16, torch.float32):
    x = torch.empty(1 << 20, dtype=src)
    per = launch.elements_per_thread([x], [y8], cuda)
    for label, spread in (("cuda-default", launch.WIDE_SPREAD), ("wide-join", 2)):
        c = compile_only.compile_kernel("round_to", name, [x], [y8], (7,), arch="sm_90",
                                        block=launch.default_block(cuda, launch.NUM_WARPS, per), spread=spread)
        ptx = c.asm["ptx"]
        out[f"{label}/{src}"] = {"per_thread": per, "barriers": ptx.count("bar.sync"),
                                 "stores": sorted(set(re.findall(r"st\.global[.\w]*", ptx)))}
# normal_: a Box-Muller pair's transform once for its two elements (one division each) in the kernel's own tile;
# negative control: a row of BLOCK, where bf16 makes the compiler compute it per element
for dt in (torch.float32, torch.bfloat16):
    t = torch.empty(1 << 20, dtype=dt)
    name = catalogue.kernel_name("normal", dtype=str(dt).removeprefix("torch."))
    for label, lay in (("default", None), ("row", 1)):
        c = compile_only.compile_kernel("rng", name, [t], [t], (7, 3, 0.0, 1.0), arch="sm_90", layout=lay)
        ptx = c.asm["ptx"]
        out[f"normal/{label}/{dt}"] = {"per_thread": launch.elements_per_thread([t], [t], cuda),
                                      "divisions": ptx.count("div.rn.f32"), "barriers": ptx.count("bar.sync")}
print(json.dumps(out))
"""


def _run_probe(source: str, timeout: int) -> dict:
    """The JSON a probe prints, compiled outside Triton's interpreter (skipped where the NVIDIA backend cannot)."""
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    proc = subprocess.run([sys.executable, "-c", source], env=env, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0 and "ptxas" in proc.stderr.lower():
        pytest.skip(f"Triton's NVIDIA backend cannot compile here: {proc.stderr.strip().splitlines()[-1]}")
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def ptx():
    return _run_probe(PROBE, 300)


@pytest.mark.parametrize("target", ["BFloat16", "Float8E4M3FN"])
def test_sr_kernels_use_vector_accesses_and_no_shared_memory(ptx, target):
    got = ptx[f"{target}/0"]
    assert got["loads"] == ["ld.global.v4.b32"]
    assert all(".v2." in s or ".v4." in s for s in got["stores"]), got["stores"]
    assert got["barriers"] == 0
    assert got["wide_multiplies"] >= 10  # Philox-10: widening 32x32 multiplies (one IMAD.WIDE each)


def test_bf16_to_fp8_gets_sixteen_elements_a_thread_and_one_vector_store(ptx):
    got = ptx["cuda-default/torch.bfloat16"]
    assert got["per_thread"] == 16
    assert got["stores"] == ["st.global.v4.b32"] and got["barriers"] == 0


def test_f32_to_fp8_keeps_eight_elements_a_thread(ptx):
    got = ptx["cuda-default/torch.float32"]  # 16 f32 a thread measured slower (launch.LOAD_BYTES)
    assert got["per_thread"] == 8 and got["barriers"] == 0


@pytest.mark.parametrize("dtype", ["torch.float32", "torch.bfloat16"])
def test_normal_computes_each_box_muller_pair_once(ptx, dtype):
    """normal_'s kernels take the pair tile (generate.PAIR_LAYOUT): one IEEE division (its logarithm's) per pair
    of elements, no shared memory."""
    got = ptx[f"normal/default/{dtype}"]
    assert got["divisions"] == got["per_thread"] // 2 and got["barriers"] == 0


def test_negative_control_normal_in_a_row_tile_computes_bf16_per_element(ptx):
    got = ptx["normal/row/torch.bfloat16"]
    assert got["divisions"] == got["per_thread"] and got["barriers"] > 0


def test_negative_control_the_wide_tile_with_join_goes_through_shared_memory(ptx):
    assert ptx["wide-join/torch.bfloat16"]["barriers"] > 0


def test_negative_control_an_odd_count_falls_back_to_scalar_accesses(ptx):
    assert ptx["BFloat16/13"]["loads"] == ["ld.global.b32"]


# -- the training path's kernels (not yet all run on a GPU): they compile for sm_90, with the instructions their
#    numerics rest on (IEEE division, the step read from device memory) -------------------------------------------

TRAINING_PROBE = r"""
import json, re, torch
from flydsl.rounding.mx import triton_path
from flydsl.rounding.mx import ops as mx_ops
from flydsl.rounding.modes import RoundingMode
from flydsl.rounding.runtime.triton import compile_only, gemm_epilogue, mx_dequantize, mx_launch
out = {}
y = torch.empty(64, 96)
for ns in (0, 1, 2):
    for bias in (None, torch.empty(96, dtype=torch.bfloat16)):
        for dt, kind in gemm_epilogue.OUT_KINDS.items():
            args = (y, torch.empty(64, 96, dtype=dt), torch.empty(()), torch.empty(()), y if bias is None else bias,
                    y.numel(), 96, 96)
            kw = {"NS": ns, "HAS_BIAS": bias is not None, "OUT": kind, "WIDE": False, "BLOCK": gemm_epilogue.ELEMENTS,
                  "num_warps": gemm_epilogue.NUM_WARPS}
            ptx = compile_only.compile_call(gemm_epilogue.gemm_epilogue_kernel, args, kw, "sm_90").asm["ptx"]
            out[f"epilogue/{ns}/{bias is not None}/{kind}"] = {"div_rn": ptx.count("div.rn.f32")}
x = torch.empty(64, 128)
for fmt, rule in (("mxfp4", "rceil"), ("nvfp4", "ru")):
    f = mx_ops.MX_FORMATS[fmt]
    name = triton_path.kernel_for(fmt, rule, RoundingMode.STOCHASTIC, False)
    lay, cshape, _ = triton_path.shapes(f, tuple(x.shape), 1, f.block)
    for step in (None, torch.zeros((), dtype=torch.int64)):
        tables = mx_ops.element_table(fmt, "cpu"), mx_ops.scale_table(fmt, "cpu")
        decode = mx_launch.Decode(torch.empty(64, 128), *tables, False, mx_dequantize.OUT_KINDS[torch.float32])
        k, _, args, kw = mx_launch.mx_arguments(name, x, None, None, lay, 7, 12, (0, 1, 1), decode=decode, step=step)
        ptx = compile_only.compile_call(k, args, kw, "sm_90").asm["ptx"]
        out[f"fake/{fmt}/{step is not None}"] = {"b64_loads": len(re.findall(r"ld\.global[.\w]*\.b64", ptx))}
from flydsl.rounding.runtime.job import Rotation
xb = torch.empty(64, 128, dtype=torch.bfloat16)
for fmt, rule, mode, r in (("mxfp4", "rceil", RoundingMode.STOCHASTIC, 32), ("nvfp4", "rn", RoundingMode.RN, 16)):
    f = mx_ops.MX_FORMATS[fmt]
    name = triton_path.kernel_for(fmt, rule, mode, False)
    for axis in (1, 0):
        lay, _, _ = triton_path.shapes(f, tuple(xb.shape), axis, f.block)
        tables = mx_ops.element_table(fmt, "cpu"), mx_ops.scale_table(fmt, "cpu")
        decode = mx_launch.Decode(torch.empty(64, 128, dtype=torch.bfloat16), *tables, False,
                                  mx_dequantize.OUT_KINDS[torch.bfloat16])
        k, _, args, kw = mx_launch.mx_arguments(name, xb, None, None, lay, 7, 12, (0, 1, 1), decode=decode,
                                                rotation=Rotation(torch.ones(r), r))
        ptx = compile_only.compile_call(k, args, kw, "sm_90").asm["ptx"]
        out[f"rht/{fmt}/{axis}"] = {"fma": len(re.findall(r"fma\.rn\.f32", ptx)),
                                    "adds": len(re.findall(r"(?:add|sub)\.rn\.f32", ptx))}
        if axis == 1:  # negative control: the same kernel with contraction allowed
            ptx = compile_only.compile_call(k, args, {**kw, "enable_fp_fusion": True}, "sm_90").asm["ptx"]
            out[f"rht/{fmt}/fused-fma"] = {"fma": len(re.findall(r"fma\.rn\.f32", ptx))}
from flydsl.rounding.runtime.triton import hadamard, rht
for frame, shape in ((mx_launch.LINEAR, (64, 32)), (mx_launch.AXIS0, (32, 64))):
    kw = {"N": 32, "FRAME": frame, "BR": 64 if frame == mx_launch.LINEAR else 1, "BC": 64, "INVERSE": True,
          "SCALE_BITS": hadamard.scale_bits(32), "WIDE": False, "num_warps": 2, "enable_fp_fusion": False}
    args = (torch.empty(shape), torch.empty(shape), torch.empty(32), shape[0] if frame else 64, shape[1])
    ptx = compile_only.compile_call(rht.rht_kernel, args, kw, "sm_90").asm["ptx"]
    out[f"rht-op/{frame}"] = {"fma": len(re.findall(r"fma\.rn\.f32", ptx)),
                              "adds": len(re.findall(r"(?:add|sub)\.rn\.f32", ptx))}
from flydsl.rounding.runtime.triton import absmax
for rd in (False, True):
    kw = {"TARGET": 2688.0, "ROUND_DOWN": rd, "LARGEST": absmax.F32_MAX, "num_warps": 1}
    args = (torch.empty(()), torch.empty(()))
    ptx = compile_only.compile_call(absmax.encode_scale_kernel, args, kw, "sm_90").asm["ptx"]
    out[f"encode/{rd}"] = {"div_rn": ptx.count("div.rn.f32"), "f64_mul": ptx.count("mul.rn.f64") + ptx.count("mul.f64")}
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def training_ptx():
    return _run_probe(TRAINING_PROBE, 600)


def test_the_gemm_epilogue_compiles_with_one_ieee_division_per_scale(training_ptx):
    for key, got in training_ptx.items():
        if key.startswith("epilogue/"):
            ns = int(key.split("/")[1])
            assert (got["div_rn"] > 0) == (ns > 0), (key, got)


def test_the_fused_rht_compiles_without_contracted_multiply_adds(training_ptx):
    """The fused transform's kernels compile for sm_90 with its additions as they are: no FMA (a contraction of the
    scale multiply into an add would round once where the transform rounds twice)."""
    for fmt in ("mxfp4", "nvfp4"):
        for axis in (1, 0):
            got = training_ptx[f"rht/{fmt}/{axis}"]
            assert got["fma"] == 0 and got["adds"] > 0, (fmt, axis, got)
        assert training_ptx[f"rht/{fmt}/fused-fma"]["fma"] > 0  # the count sees contractions where they are allowed
    for frame in (0, 1):  # the op's own kernel (runtime/triton/rht.py), both frames
        got = training_ptx[f"rht-op/{frame}"]
        assert got["fma"] == 0 and got["adds"] > 0, (frame, got)


def test_the_fused_kernel_reads_a_device_step_only_when_given_one(training_ptx):
    for fmt in ("mxfp4", "nvfp4"):
        assert training_ptx[f"fake/{fmt}/True"]["b64_loads"] == training_ptx[f"fake/{fmt}/False"]["b64_loads"] + 1


def test_the_encode_scale_compiles_with_an_ieee_division_and_an_exact_f64_product(training_ptx):
    assert training_ptx["encode/False"]["div_rn"] == training_ptx["encode/True"]["div_rn"] == 1
    assert training_ptx["encode/False"]["f64_mul"] == 0 < training_ptx["encode/True"]["f64_mul"]
