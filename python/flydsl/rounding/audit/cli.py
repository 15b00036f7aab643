"""``flydsl-rounding audit IMPL ...``: run the SR audit from the command line.

IMPL is a built-in name (``round_to``, ``sgd``, ``torchao``, ``torchao-unseeded``, ``gemm-epilogue``,
``zoo.correct``, ``zoo.<bug>``), a block quantizer (``blocks.mxfp4``, ``blocks.nvfp4``,
``blocks.mxfp4-clipping``, ``blocks.recipe.mxfp4``, ..., ``blocks.zoo.<bug>``: the block audit of
:mod:`~flydsl.rounding.audit.blocks`) or ``module:attribute`` naming an
:class:`~flydsl.rounding.audit.Implementation`, a :class:`~flydsl.rounding.audit.blocks.BlockQuantizer`,
a protocol callable ``fn(x, target, key)`` or a factory taking no arguments that returns one. Prints the
table; ``--json`` and ``--plot`` write the report and the autocorrelation plot. Exit code 0 when every
audited implementation passes, 1 when one fails, 2 for bad arguments.
"""

from __future__ import annotations

import importlib
import inspect
import json
import sys
from pathlib import Path

from .checks import BUDGETS
from .grid import TARGET_NAMES
from .protocol import Implementation, as_implementation

__all__ = ["add_subcommand", "cmd_audit", "load_implementation"]


def load_implementation(spec: str):
    """The implementation named by ``spec`` (see the module docstring); ValueError saying what is valid."""
    from .block_zoo import builtin_quantizer
    from .blocks import BlockQuantizer
    from .implementations import builtin

    if ":" not in spec:
        return builtin_quantizer(spec) if spec.startswith("blocks.") else builtin(spec)
    module, _, attr = spec.partition(":")
    try:
        obj = importlib.import_module(module)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as exc:
        raise ValueError(
            f"cannot load {spec!r} ({exc}); give module:attribute naming an Implementation or a "
            "callable fn(x, target, key)"
        ) from None
    if not isinstance(obj, (Implementation, BlockQuantizer)) and callable(obj) and _takes_no_arguments(obj):
        obj = obj()  # a factory, e.g. flydsl.rounding.audit.zoo:correct
    return obj if isinstance(obj, BlockQuantizer) else as_implementation(obj)


def _takes_no_arguments(fn) -> bool:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    return all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params)


def add_subcommand(sub) -> None:
    """Add ``audit`` to the subparsers ``sub`` of ``flydsl-rounding``."""
    p = sub.add_parser(
        "audit",
        help="audit stochastic-rounding implementations (grid, law, independence, reproducibility, sharding)",
        description="Run the SR audit's battery on each IMPL and print a table (property, statistic, threshold, "
        "verdict). Exit code 0 when all pass, 1 when one fails. IMPL: round_to, sgd, torchao, torchao-unseeded, "
        "zoo.correct, zoo.<bug> (see flydsl.rounding.audit.zoo), or module:attribute.",
    )
    p.add_argument("impl", nargs="+", metavar="IMPL", help="implementation(s) to audit")
    p.add_argument(
        "--target",
        nargs="+",
        choices=TARGET_NAMES,
        default=None,
        metavar="TARGET",
        help=f"targets; one or more of: {', '.join(TARGET_NAMES)} (default: all the implementation supports)",
    )
    p.add_argument(
        "--budget",
        choices=tuple(BUDGETS),
        default="default",
        help="sample sizes: default (under a minute), thorough (more power), quick (smoke test)",
    )
    p.add_argument("--thorough", action="store_true", help="same as --budget thorough")
    p.add_argument("--alpha", type=float, default=1e-3, help="false-alarm rate of the whole audit (default: 0.001)")
    p.add_argument("--seed", type=int, default=0, help="the audit's own seed (inputs and keys; default: 0)")
    p.add_argument(
        "--check",
        nargs="+",
        default=None,
        metavar="CHECK",
        help="run only these properties or checks (e.g. law independence.lags)",
    )
    p.add_argument("--json", type=Path, default=None, help="write the report(s) as JSON to this file")
    p.add_argument(
        "--plot",
        type=Path,
        default=None,
        help="write the autocorrelation-by-lag plot (PNG; one file per IMPL, suffixed when several)",
    )
    p.add_argument("--quiet", action="store_true", help="no progress lines")


def _error(message: str) -> int:
    print(f"flydsl-rounding audit: error: {message}", file=sys.stderr)
    return 2


def cmd_audit(args) -> int:
    """The ``audit`` subcommand."""
    from .blocks import BLOCK_REPS, BlockQuantizer, audit_blocks
    from .report import audit

    if not 0.0 < args.alpha < 1.0:
        return _error(f"--alpha is a false-alarm rate in (0, 1), got {args.alpha}")
    budget = "thorough" if args.thorough else args.budget
    try:
        impls = [load_implementation(spec) for spec in args.impl]
    except (ValueError, ImportError) as exc:
        return _error(str(exc))
    reports = []
    for impl in impls:
        progress = None if args.quiet else (lambda line: print(f"  {line}", file=sys.stderr, flush=True))
        try:
            if isinstance(impl, BlockQuantizer):
                checks = None if args.check is None else [c for c in args.check if c.startswith("block")]
                report = audit_blocks(
                    impl, checks=checks or None, reps=BLOCK_REPS[budget], alpha=args.alpha, seed=args.seed
                )
                print(report.table(), flush=True)
                print(flush=True)
                reports.append(report)
                continue
            report = audit(
                impl,
                targets=args.target,
                budget=budget,
                alpha=args.alpha,
                seed=args.seed,
                checks=args.check,
                progress=progress,
            )
        except ValueError as exc:
            return _error(str(exc))
        print(report.table(), flush=True)
        print(flush=True)
        reports.append(report)
        if args.plot is not None:
            path = args.plot
            if len(impls) > 1:
                path = path.with_name(f"{path.stem}-{impl.name.replace(' ', '_')}{path.suffix or '.png'}")
            written = report.plot(path)
            print(f"plot: {written}" if written else "no plot (matplotlib missing or no lags check)", flush=True)
    if args.json is not None:
        data = [r.to_dict() for r in reports]
        args.json.write_text(json.dumps(data[0] if len(data) == 1 else data, indent=1))
        print(f"json: {args.json}", flush=True)
    return 0 if all(r.passed for r in reports) else 1
