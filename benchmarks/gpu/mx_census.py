"""sm_90 instruction census of the block-quantize kernels, no GPU needed: ``python benchmarks/gpu/mx_census.py``.

Compiles each benchmarked case (``bench.py``'s mx section: a ``(n / 8192, 8192)`` tensor) for sm_90 with the
launcher's own arguments and prints PTX (and, through the ptxas / cuobjdump bundled in the triton wheel, SASS)
instructions per element, the global load / store widths and the barriers. Not under ``TRITON_INTERPRET``.
"""

from __future__ import annotations

import collections
import os
import pathlib
import re
import subprocess
import sys
import tempfile

os.environ.pop("TRITON_INTERPRET", None)

import torch  # noqa: E402

from flydsl.rounding.mx.formats import resolve_scale_rule  # noqa: E402
from flydsl.rounding.runtime.triton import catalogue, compile_only, mx_launch  # noqa: E402

CASES = (
    ("mxfp8_e4m3", "RN", -1, 32), ("mxfp8_e4m3", "STOCHASTIC", -1, 32), ("mxfp4", "RN", -1, 32),
    ("mxfp4", "STOCHASTIC", -1, 32), ("nvfp4", "STOCHASTIC", -1, 16),
    ("mxfp4", "STOCHASTIC", 0, 32), ("mxfp8_e4m3", "RN", 0, 32), ("nvfp4", "STOCHASTIC", -1, (16, 16)),
)  # fmt: skip


def _ptx_instructions(ptx: str) -> list:
    body = ptx[ptx.index("{", ptx.index(".entry")) :]
    out = []
    for line in body.splitlines():
        s = line.strip()
        if not s or s.startswith(("//", ".", "{", "}", "$", "@$")) and not s.startswith("@"):
            continue
        if s.endswith(";"):
            out.append(s)
    return out


def _sass(cubin: bytes) -> list | None:
    import triton

    tool = pathlib.Path(triton.__file__).parent / "backends" / "nvidia" / "bin" / "cuobjdump"
    if not tool.exists():
        return None
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(cubin)
        f.flush()
        text = subprocess.run([str(tool), "-sass", f.name], capture_output=True, text=True).stdout
    found = (m.group(1).strip() for m in re.finditer(r"/\*[0-9a-f]{4}\*/\s+([^;]*);", text))
    return [s for s in found if "NOP" not in s]


def census(kern, args, kwargs, elements: int) -> dict:
    """Instructions per element: a thread's instruction count over its elements (``elements`` per program)."""
    c = compile_only.compile_call(kern, args, kwargs, "sm_90")
    elements = elements / (32 * kwargs["num_warps"])
    ptx = c.asm["ptx"]
    ins = _ptx_instructions(ptx)
    sass = _sass(c.asm["cubin"]) if "cubin" in c.asm else None
    row = {
        "ptx/elem": len(ins) / elements,
        "sass/elem": None if sass is None else len(sass) / elements,
        # up to the first unconditional EXIT: without the out-of-line slow paths (a division's subroutine)
        "main/elem": None if sass is None else (next(i for i, s in enumerate(sass) if s == "EXIT") + 1) / elements,
        "loads": dict(collections.Counter(re.findall(r"ld\.global[.\w]*", ptx))),
        "stores": dict(collections.Counter(re.findall(r"st\.global[.\w]*", ptx))),
        "bar.sync": ptx.count("bar.sync"),
        "shared": len(re.findall(r"(?:ld|st)\.shared", ptx)),
        # Philox draws per 8 elements (Philox-10: 20 widening multiplies per draw; 1 when aligned)
        "draws": ptx.count("mul.wide.u32") / 20 * 8 / elements,
    }
    return row


def main(argv=None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--elements", type=int, default=None, help="elements per program (mx_launch.ELEMENTS)")
    parser.add_argument("--warps", type=int, default=None, help="warps per program (mx_launch.NUM_WARPS)")
    opts = parser.parse_args(argv)
    k = 8192
    n = 1 << 23
    for src in (torch.bfloat16, torch.float32):
        x = torch.empty(n // k, k, dtype=src)
        for fmt, mode, axis, block in CASES:
            packed = fmt != "mxfp8_e4m3"
            rule = resolve_scale_rule(None, fmt, mode == "STOCHASTIC")
            name = catalogue.kernel_name("mx_quantize", fmt=fmt, rule=rule, mode=mode, headroom=False)
            lay = mx_launch.layout(tuple(x.shape), axis % 2, block)
            codes = torch.empty(n // 2 if packed else n, dtype=torch.uint8)
            scales = torch.empty(lay.nblocks, dtype=torch.uint8)
            ts = torch.tensor(1.0) if fmt == "nvfp4" else None
            kern, grid, args, kwargs = mx_launch.mx_arguments(
                name, x, codes, scales, lay, 7, 0, (0, 1, 1), ts, elements=opts.elements, num_warps=opts.warps
            )
            elements = n // grid[0]
            row = census(kern, args, kwargs, elements)
            where = f"{fmt} {mode} {'tiles' if isinstance(block, tuple) else f'axis {axis}'} {src}".replace(
                "torch.", ""
            )
            sass = "-" if row["sass/elem"] is None else f"{row['sass/elem']:.1f} (main {row['main/elem']:.1f})"
            print(f"{where:40s} elems/prog {elements:5d} ptx/elem {row['ptx/elem']:6.1f} sass/elem {sass:>17s} "
                  f"bar {row['bar.sync']:2d} shared {row['shared']:3d} draws/8 {row['draws']:4.1f} "
                  f"ld {row['loads']} st {row['stores']}", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
