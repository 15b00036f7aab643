"""Static sm_90 instruction counts of the compute-bound kernels, without a GPU: ``python benchmarks/gpu/sass.py``.

Compiles the generated kernels for an H100/H200 (sm_90) as a launch on that GPU would (``compile_only``), disassembles
the cubin with the Triton wheel's ``nvdisasm`` and counts SASS instructions per thread and per element: the cost
behind the goals ``gpu.md`` shows unmet (``normal_``, block-scaled SR quantize from bf16). An issue-bound time is
``elements * instructions per element / (SMs * 4 schedulers * 32 lanes * clock)``; on an H100 SXM (132 SMs,
1.98 GHz) that is 33.4e12 lane-instructions a second. Written to ``benchmarks/results/sass_sm90.txt``.
"""

from __future__ import annotations

import collections
import os
import re
import subprocess
import sys
import tempfile

import torch

from flydsl.rounding.mx.formats import resolve_scale_rule
from flydsl.rounding.runtime.triton import catalogue, compile_only, launch, mx_launch

#: An H100 SXM's issue rate: SMs x schedulers x lanes x boost clock (lane-instructions per second).
H100_ISSUE = 132 * 4 * 32 * 1.98e9
#: The element count of bench.py's element-wise and quantize rows.
ELEMENTS = 1 << 28


def _sass(compiled) -> collections.Counter:
    import triton

    nvdisasm = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "nvdisasm")
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(compiled.asm["cubin"])
        f.flush()
        text = subprocess.run([nvdisasm, "-c", f.name], capture_output=True, text=True, check=True).stdout
    ops = re.findall(r"^\s*/\*[0-9a-f]+\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9]*)", text, re.M)
    return collections.Counter(ops)


def _line(label: str, ops: collections.Counter, per_thread: int) -> str:
    n = sum(ops.values())
    per = n / per_thread
    top = ", ".join(f"{k} {v}" for k, v in ops.most_common(5))
    bound = ELEMENTS * per / H100_ISSUE * 1e3
    return (f"{label:44s} {n:5d} per thread of {per_thread:2d} elements = {per:5.1f} an element; "
            f"issue-bound 2**28 on an H100: {bound:.3f} ms; barriers {ops['BAR']}; {top}")  # fmt: skip


def main() -> list:
    out = []
    cuda = torch.device("cuda")
    for dt in (torch.float32, torch.bfloat16):
        t = torch.empty(1 << 20, dtype=dt)
        name = catalogue.kernel_name("normal", dtype=str(dt).removeprefix("torch."))
        per = launch.elements_per_thread([t], [t], cuda)
        for label, lay in (("kernel's tile", None), ("row tile (LAYOUT 1)", 1)):
            c = compile_only.compile_kernel("rng", name, [t], [t], (7, 3, 0.0, 1.0), arch="sm_90", layout=lay)
            out.append(_line(f"normal_ {dt} {label}", _sass(c), per))
    x = torch.empty(1024, 8192, dtype=torch.bfloat16)
    for fmt in ("mxfp8_e4m3", "mxfp4", "nvfp4"):
        for mode in ("RN", "STOCHASTIC"):
            rule = resolve_scale_rule(None, fmt, mode == "STOCHASTIC")
            name = catalogue.kernel_name("mx_quantize", fmt=fmt, rule=rule, mode=mode, headroom=False)
            lay = mx_launch.layout(tuple(x.shape), 1, 16 if fmt == "nvfp4" else 32)
            ts = torch.tensor(1.0) if fmt == "nvfp4" else None
            codes = torch.empty(x.numel() // (1 if fmt == "mxfp8_e4m3" else 2), dtype=torch.uint8)
            scales = torch.empty(lay.nblocks, dtype=torch.uint8)
            k, grid, args, kw = mx_launch.mx_arguments(name, x, codes, scales, lay, 7, 0, (0, 1, 1), ts)
            per = x.numel() // (grid[0] * kw["num_warps"] * 32)
            out.append(_line(f"mx quantize {fmt} {mode} bf16", _sass(compile_only.compile_call(k, args, kw, "sm_90")),
                             per))  # fmt: skip
    return out


if __name__ == "__main__":
    lines = main()
    print("\n".join(lines))
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w") as f:
            f.write(__doc__.splitlines()[0] + "\n\n" + "\n".join(lines) + "\n")
