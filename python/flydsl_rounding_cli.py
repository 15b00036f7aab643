"""The ``flydsl-rounding`` command's front: answers ``flydsl-rounding --help`` without importing torch or FlyDSL.

Anything under the ``flydsl`` namespace imports FlyDSL's own ``__init__``, which imports torch (seconds on a small
machine), so the top-level help and the usage error of a bare ``flydsl-rounding`` are answered here, from a parser
with the same program name, description and subcommand lines as the full one (:data:`DESCRIPTION`,
:data:`COMMANDS`: the full parser in :mod:`flydsl.rounding.cli` takes them from here). Everything else (a
subcommand, its own ``--help``) goes to :func:`flydsl.rounding.cli.main`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

__all__ = ["main", "Parser", "top_level", "PROG", "DESCRIPTION", "COMMANDS"]

PROG = "flydsl-rounding"
DESCRIPTION = (
    "Rounding modes, stochastic rounding and Philox for FlyDSL: demo, training runs, ISA census, checks and the SR "
    "audit. No GPU needed."
)
#: Subcommand -> its one-line help, in the order the help lists them.
COMMANDS = {
    "demo": "the main job: training runs (bf16 RN vs SR, FP4), RN stagnation vs SR on one weight, a GEMM ISA "
    "census and the Philox check, each saying what it proves",
    "train": "train an MLP on load_digits: fp32, bf16 RN, bf16 SR (ours: f32 / bf16 state), bf16 SR (torchao)",
    "isa": "instruction census of element-wise f32 -> narrow-float conversion kernels",
    "kat": "check Philox4x32 against the Random123 known-answer vectors",
    "audit": "audit stochastic-rounding implementations (grid, law, independence, reproducibility, sharding)",
}


class Parser(argparse.ArgumentParser):
    """ArgumentParser whose errors are one line (``prog: error: message``) and exit with 2."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {' '.join(message.split())}\n")


def top_level() -> tuple:
    """``(parser, subparsers)``: the top-level parser, with no subcommand added yet."""
    parser = Parser(prog=PROG, description=DESCRIPTION)
    sub = parser.add_subparsers(dest="command", required=True, metavar="{" + ",".join(COMMANDS) + "}")
    return parser, sub


def _light_parser() -> argparse.ArgumentParser:
    parser, sub = top_level()
    for name, line in COMMANDS.items():
        sub.add_parser(name, help=line, add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``flydsl-rounding``; returns the exit code (argument errors exit with 2)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("-"):  # no subcommand: the top-level help, or a usage error
        _light_parser().parse_args(argv)  # exits (help: 0; anything else: the one-line error, 2)
    from flydsl.rounding.cli import main as run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
