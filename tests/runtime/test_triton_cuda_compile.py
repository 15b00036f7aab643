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
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def ptx():
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    proc = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0 and "ptxas" in proc.stderr.lower():
        pytest.skip(f"Triton's NVIDIA backend cannot compile here: {proc.stderr.strip().splitlines()[-1]}")
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("target", ["BFloat16", "Float8E4M3FN"])
def test_sr_kernels_use_vector_accesses_and_no_shared_memory(ptx, target):
    got = ptx[f"{target}/0"]
    assert got["loads"] == ["ld.global.v4.b32"]
    assert all(".v2." in s or ".v4." in s for s in got["stores"]), got["stores"]
    assert got["barriers"] == 0
    assert got["wide_multiplies"] >= 10  # Philox-10: widening 32x32 multiplies (one IMAD.WIDE each)


def test_negative_control_an_odd_count_falls_back_to_scalar_accesses(ptx):
    assert ptx["BFloat16/13"]["loads"] == ["ld.global.b32"]
