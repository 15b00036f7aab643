"""The ``flydsl-rounding`` command (also ``python -m flydsl.rounding``).

Subcommands:

- ``demo``: the main job (:mod:`flydsl.rounding.demos.tour`): bf16 and FP4 training runs, a bf16 weight
  under 100,000 tiny updates (RN vs SR, through this package's code on the CPU host engine), an ISA census
  of the rounding GEMM for RDNA3/RDNA4, and the Philox known-answer check. Needs no GPU.
- ``train``: the full ``load_digits`` training table (:mod:`flydsl.rounding.demos.digits`).
- ``isa``: instruction census of element-wise conversion kernels for chosen archs,
  targets and rounding modes (compile-only).
- ``kat``: Philox4x32 against the Random123 known-answer vectors.
- ``audit``: the SR audit (:mod:`flydsl.rounding.audit.cli`) on built-in or user implementations.

Every subcommand returns 0 when all its checks pass, 1 when one fails, and 2 for bad
arguments, found before any work: an unknown name, an out-of-range value or an output path that cannot be
written (with a one-line message on stderr naming the option and saying what is valid).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from flydsl_rounding_cli import COMMANDS, top_level

from .arguments import positive_int, seed
from .audit import cli as audit_cli
from .demos import census, digits, rounding, tour
from .formats import SHORT_NAMES
from .modes import RoundingMode
from .target import SUPPORTED_ARCHS

__all__ = ["main", "build_parser", "ARCH_CHOICES", "TARGET_CHOICES", "MODE_CHOICES"]

# From the registries (formats, target, modes).
ARCH_CHOICES = SUPPORTED_ARCHS
TARGET_CHOICES = SHORT_NAMES
MODE_CHOICES = tuple(m.value for m in RoundingMode)  # rn, rz, ru, rd, rna, stochastic (aliases excluded)


def _add_choices(parser, flag: str, choices, default: list, what: str) -> None:
    """A repeatable option taking one or more of ``choices``; its help lists them and the default."""
    parser.add_argument(
        flag,
        nargs="+",
        choices=choices,
        default=default,
        metavar=flag.lstrip("-").upper(),
        help=f"{what}; one or more of: {', '.join(choices)} (default: {' '.join(default)})",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for all subcommands (the top level and the subcommands' one-line help come from the
    fast front :mod:`flydsl_rounding_cli`, which answers ``flydsl-rounding --help`` alone)."""
    parser, sub = top_level()
    demo = sub.add_parser(
        "demo",
        help=COMMANDS["demo"],
        description="The main job, five parts, each printed with what it proves: (1) bf16 training of an MLP on "
        "load_digits, 1500 steps (fp32, bf16 RN, our SR AdamW with f32 and bf16 state, torchao's SR AdamW run"
        " eagerly); (2) FP4 training of a character LM (bf16 vs MXFP4 with SR and the RHT); (3) a bf16 weight"
        " under tiny updates, RN vs SR, through the package's conversion code on the CPU host engine "
        "(plotted); (4) a compile-only ISA census of the rounding GEMM for gfx1100 and gfx1201; (5) Philox "
        "against the Random123 known-answer vectors. About 40 s on 2 cores; `flydsl-rounding train` gives the"
        " full 3000-step table with torchao compiled. Exit code 0 only if every check passes.",
    )
    demo.add_argument(
        "--out",
        type=Path,
        default=Path("flydsl-rounding-demo"),
        help="directory for the plot (created if needed; default: ./flydsl-rounding-demo/)",
    )
    demo.add_argument(
        "--steps",
        type=positive_int,
        default=rounding.DEFAULT_STEPS,
        help="number of updates w += 1e-4 * g, g ~ N(1, 0.1); the check that SR tracks the truth applies at the "
        f"defaults of --steps and --replicas, other settings are reported (default: {rounding.DEFAULT_STEPS})",
    )
    demo.add_argument(
        "--replicas",
        type=positive_int,
        default=rounding.DEFAULT_REPLICAS,
        help="independent stochastic-rounding replicas, rounded up to a multiple of 8 "
        f"(default: {rounding.DEFAULT_REPLICAS})",
    )
    demo.add_argument(
        "--seed",
        type=seed,
        default=0,
        help="numpy seed of the updates g and Philox seed of the rounding, in [0, 2**64) (default: 0)",
    )
    demo.add_argument("--skip-isa", action="store_true", help="skip step (4), the compile-only ISA census")
    demo.add_argument(
        "--skip-training",
        action="store_true",
        help="skip the training runs (digits MLP and the FP4 language model; `flydsl-rounding train` runs the former)",
    )
    digits.add_subcommand(sub)
    isa = sub.add_parser(
        "isa",
        help=COMMANDS["isa"],
        description="Compile an element-wise conversion kernel (f32 in; each thread converts --elems-per-thread "
        "elements in Vectors of --width, stream offsets aligned) for each arch x target x mode, compile-only, "
        "and print its census. 'net VALU/elem' = (VALU(kernel) - VALU(copy kernel)) / elems-per-thread, where "
        "the copy kernel stores the truncated top bits of each f32 instead of a rounded value.",
    )
    _add_choices(isa, "--arch", ARCH_CHOICES, ["gfx1100"], "target arch(s)")
    _add_choices(isa, "--dtype", TARGET_CHOICES, ["bf16"], "conversion target(s)")
    _add_choices(isa, "--mode", MODE_CHOICES, ["rn", "stochastic"], "rounding mode(s)")
    isa.add_argument(
        "--elems-per-thread", type=positive_int, default=16, help="elements each thread converts (default: 16)"
    )
    isa.add_argument(
        "--width",
        type=positive_int,
        default=8,
        help="Vector width of each conversion; must divide --elems-per-thread (default: 8)",
    )
    sub.add_parser(
        "kat",
        help=COMMANDS["kat"],
        description="Run Philox4x32 (7 and 10 rounds) on the Random123 1.14 known-answer vectors, both folded "
        "at trace time (Python ints) and on run-time values through the CPU host engine.",
    )
    audit_cli.add_subcommand(sub)
    return parser


_COMMANDS = {
    "demo": tour.cmd_demo,
    "train": digits.cmd_train,
    "isa": census.cmd_isa,
    "kat": tour.cmd_kat,
    "audit": audit_cli.cmd_audit,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``flydsl-rounding``; returns the exit code (argument errors exit with 2)."""
    args = build_parser().parse_args(argv)
    return _COMMANDS[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
