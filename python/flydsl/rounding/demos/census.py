"""Compile-only ISA census (``flydsl-rounding isa`` and a step of ``flydsl-rounding demo``).

Kernels are compiled for real AMD archs without a GPU (:mod:`flydsl.rounding.isa`) and their instructions
counted. What it proves: the rounding code compiles for each arch, and what SR costs in VALU instructions over RN
(the GEMM epilogue) or over a truncating copy (element-wise conversions).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..arguments import usage_error
from ..formats import format_named
from .text import say, table

__all__ = ["gemm_rows", "elementwise_rows", "ELEMENTWISE_HEADERS", "DEMO_ARCHS", "demo_step", "cmd_isa"]

#: The archs of the demo's GEMM census (RDNA3 and RDNA4: the WMMA GEMM's families).
DEMO_ARCHS = ("gfx1100", "gfx1201")


def gemm_rows(archs: Sequence[str]) -> list:
    """Census rows of the rounding GEMM (RN and STOCHASTIC bf16 epilogues) per arch."""
    import torch

    import flydsl.rounding as fr
    from flydsl.rounding import gemm
    from flydsl.rounding.isa import compile_isa

    m = n = k = 64
    rows = []
    for arch in archs:
        cfg = gemm.select_config(arch, m, n, k)
        per_thread = cfg.tile_m * cfg.tile_n // cfg.threads
        base = None
        for mode in (fr.RoundingMode.RN, fr.RoundingMode.STOCHASTIC):
            say(f"  compiling GEMM {cfg.name} bf16 {mode.name} for {arch} ...")
            launcher = gemm.make_gemm_launcher(torch.bfloat16, torch.bfloat16, cfg, mode)
            a = torch.zeros(m, k, dtype=torch.bfloat16)
            b = torch.zeros(n, k, dtype=torch.bfloat16)
            c = torch.zeros(m, n, dtype=torch.bfloat16)
            kern = compile_isa(launcher, a, b, c, 0, 0, arch=arch)
            rep = kern.kernel
            base = rep.census["valu"] if base is None else base
            extra = (rep.census["valu"] - base) / per_thread
            rows.append(
                (
                    arch,
                    f"gemm {cfg.name}",
                    mode.name,
                    rep.census["valu"],
                    rep.census["salu"],
                    rep.census["matrix"],
                    rep.vgprs,
                    f"{extra:+.2f}",
                    f"{kern.compile_seconds:.2f}",
                )
            )
    return rows


def elementwise_rows(archs, targets, modes, elems_per_thread: int = 16, width: int = 8) -> list:
    """Census rows of element-wise conversion kernels, with net VALU per element vs the copy kernel."""
    from flydsl.rounding.isa import compile_isa
    from flydsl.rounding.kernels import conversion_kernel, copy_kernel

    rows = []
    for arch in archs:
        for target in targets:
            say(f"  compiling {target} copy baseline for {arch} ...")
            launcher, example = copy_kernel(target, elems_per_thread=elems_per_thread, width=width)
            base = compile_isa(launcher, *example, arch=arch).kernel.census["valu"]
            for mode in modes:
                say(f"  compiling {target} {mode} for {arch} ...")
                launcher, example = conversion_kernel(target, mode, elems_per_thread=elems_per_thread, width=width)
                build = compile_isa(launcher, *example, arch=arch)
                rep = build.kernel
                net = (rep.census["valu"] - base) / elems_per_thread
                rows.append(
                    (
                        arch,
                        target,
                        mode,
                        rep.census["valu"],
                        rep.census["salu"],
                        rep.census["vmem"],
                        rep.vgprs,
                        f"{net:+.2f}",
                        f"{build.compile_seconds:.2f}",
                    )
                )
    return rows


ELEMENTWISE_HEADERS = ("arch", "target", "mode", "VALU", "SALU", "VMEM", "VGPRs", "net VALU/elem", "compile s")


def demo_step(archs: Sequence[str] = DEMO_ARCHS) -> bool:
    """The demo's ISA step: the rounding GEMM's census (SKIPPED, not failed, without a linker)."""
    from flydsl.rounding.toolchain import ToolchainError

    say(f"Compile-only ISA census for {' and '.join(archs)} (no GPU used).")
    try:
        rows = gemm_rows(archs)
        say()
        say(
            table(
                ("arch", "kernel", "epilogue", "VALU", "SALU", "WMMA", "VGPRs", "extra VALU/output", "compile s"),
                rows,
            )
        )
        say("  extra VALU/output: (VALU(STOCHASTIC) - VALU(RN)) / outputs per thread (Philox + rounding).")
    except ToolchainError as exc:
        say(f"  SKIPPED: {exc}")
    return True


def cmd_isa(args) -> int:
    """The ``isa`` subcommand: the census of element-wise conversion kernels."""
    from flydsl.rounding.toolchain import ToolchainError

    for dtype in args.dtype:
        bits = format_named(dtype).bits
        if args.elems_per_thread % args.width or (args.width * bits) % 32:
            return usage_error(
                "isa",
                f"--width {args.width} must divide --elems-per-thread {args.elems_per_thread} and fill whole 32-bit "
                f"words of {dtype}",
            )
    try:
        rows = elementwise_rows(args.arch, args.dtype, args.mode, args.elems_per_thread, args.width)
    except ToolchainError as exc:
        print(f"flydsl-rounding isa: error: {exc}", file=sys.stderr)
        return 1
    say()
    say(table(ELEMENTWISE_HEADERS, rows))
    say(
        f"net VALU/elem = (VALU - VALU(copy kernel)) / {args.elems_per_thread}; "
        f"{args.elems_per_thread} elements per thread in Vectors of {args.width}"
    )
    return 0
