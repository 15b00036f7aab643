"""``flydsl-rounding audit IMPL ...``: run the SR audit from the command line.

IMPL is a built-in name (:data:`~flydsl.rounding.audit.implementations.BUILTIN`: ``round_to``, ``sgd``,
``torchao``, ``torchao-unseeded``, ``gemm-epilogue``; ``zoo.correct``, ``zoo.<bug>``), a block quantizer
(``blocks.mxfp4``, ``blocks.nvfp4``, ``blocks.mxfp4-clipping``, ``blocks.recipe.mxfp4``, ..., ``blocks.zoo.<bug>``:
the block audit of :mod:`~flydsl.rounding.audit.blocks`) or ``module:attribute`` (imported from ``sys.path`` or
the current directory, as ``python -m`` does) naming an :class:`~flydsl.rounding.audit.Implementation`, a
:class:`~flydsl.rounding.audit.blocks.BlockQuantizer`, a protocol callable ``fn(x, target, key)`` or a factory
taking no arguments that returns one. Prints the table; ``--json`` and ``--plot`` write the report and the
autocorrelation plot. Exit code 0 when every audited implementation passes, 1 when one fails, 2 for bad
arguments.
"""

from __future__ import annotations

import importlib
import inspect
import json
import os
import sys
from pathlib import Path

from ..arguments import output_file_problem, seed, usage_error
from .checks import BUDGETS, PROPERTIES
from .grid import TARGET_NAMES
from .implementations import BUILTIN
from .protocol import Implementation, as_implementation

__all__ = ["add_subcommand", "cmd_audit", "load_implementation", "split_checks"]


def load_implementation(spec: str):
    """The implementation named by ``spec`` (see the module docstring); ValueError saying what is valid."""
    from .block_zoo import builtin_quantizer
    from .blocks import BlockQuantizer
    from .implementations import builtin

    if ":" not in spec:
        return builtin_quantizer(spec) if spec.startswith("blocks.") else builtin(spec)
    module, _, attr = spec.partition(":")
    # the current directory first, as `python -m` has it: `audit my_sr:impl` next to my_sr.py imports it
    cwd = os.getcwd()
    added = cwd not in sys.path
    if added:
        sys.path.insert(0, cwd)
    try:
        obj = importlib.import_module(module)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as exc:
        raise ValueError(
            f"cannot load {spec!r} ({exc}; looked on sys.path and in the current directory {cwd}); give "
            "module:attribute naming an Implementation or a callable fn(x, target, key)"
        ) from None
    finally:
        if added:
            sys.path.remove(cwd)
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
    from flydsl_rounding_cli import COMMANDS  # the one-line help the fast front lists too

    p = sub.add_parser(
        "audit",
        help=COMMANDS["audit"],
        description="Run the SR audit's battery on each IMPL and print a table (property, statistic, threshold, "
        f"verdict). Exit code 0 when all pass, 1 when one fails. IMPL: {', '.join(BUILTIN)}, zoo.correct, "
        "zoo.<bug> (see flydsl.rounding.audit.zoo), or module:attribute (the module is imported from sys.path or "
        "the current directory).",
    )
    p.add_argument("impl", nargs="+", metavar="IMPL", help="implementation(s) to audit")
    p.add_argument(
        "--target",
        nargs="+",
        choices=TARGET_NAMES,
        default=None,
        metavar="TARGET",
        help=f"targets; one or more of: {', '.join(TARGET_NAMES)} (default: all the implementation supports; a "
        "block quantizer, blocks.*, audits its own format and takes no --target)",
    )
    p.add_argument(
        "--budget",
        choices=tuple(BUDGETS),
        default="default",
        help="sample sizes: default (under a minute), thorough (more power), quick (smoke test)",
    )
    p.add_argument("--thorough", action="store_true", help="same as --budget thorough")
    p.add_argument("--alpha", type=float, default=1e-3, help="false-alarm rate of the whole audit (default: 0.001)")
    p.add_argument(
        "--seed", type=seed, default=0, help="the audit's own seed (inputs and keys), in [0, 2**64) (default: 0)"
    )
    p.add_argument(
        "--check",
        nargs="+",
        default=None,
        metavar="CHECK",
        help="run only these properties or checks (e.g. law independence.lags; for a block quantizer, blocks.*: "
        "its checks, e.g. pairs or block.pairs, or block for all of them)",
    )
    p.add_argument("--json", type=Path, default=None, help="write the report(s) as JSON to this file")
    p.add_argument(
        "--plot",
        type=Path,
        default=None,
        help="write the autocorrelation-by-lag plot (PNG; one file per IMPL, suffixed when several; none for a "
        "block quantizer, whose audit has no lags check)",
    )
    p.add_argument("--quiet", action="store_true", help="no progress lines")


def _error(message: str) -> int:
    return usage_error("audit", message)


def _note(message: str) -> None:
    print(f"flydsl-rounding audit: note: {message}", file=sys.stderr, flush=True)


def _block_name(name: str) -> bool:
    """Whether ``name`` names block checks: ``block`` (all), ``block.<check>`` or a bare ``<check>``."""
    from .blocks import BLOCK_CHECKS

    return name == "block" or name.removeprefix("block.") in BLOCK_CHECKS


def _standard_name(name: str) -> bool:
    """Whether ``name`` is a property or a check name of :func:`~flydsl.rounding.audit.audit`."""
    from .report import select_checks

    try:
        select_checks([name])
    except ValueError:
        return False
    return True


def split_checks(names, impl_names: list, block_names: list) -> tuple:
    """``(checks, block_checks)``: ``--check``'s ``names`` (None: all) split between the implementations
    ``impl_names`` (for :func:`~flydsl.rounding.audit.audit`) and the block quantizers ``block_names`` (for
    :func:`~flydsl.rounding.audit.blocks.audit_blocks`; ``block`` stands for all the block checks, and a block
    check is named with or without its ``block.`` prefix). ValueError saying what is valid when a name is unknown
    to the kinds audited, or when one kind would be left with no check."""
    from .blocks import BLOCK_CHECKS
    from .report import select_checks

    if names is None:
        return None, None
    block_valid = f"{', '.join(BLOCK_CHECKS)} (or block.<check>; block: all of them)"
    standard = [n for n in names if impl_names and _standard_name(n)]
    blocks = [n for n in names if block_names and _block_name(n)]
    unknown = [n for n in names if n not in standard and n not in blocks]
    if unknown and not block_names:
        select_checks(unknown)  # raises its ValueError (the properties and checks)
    if unknown and not impl_names:
        raise ValueError(
            f"unknown block check(s) {', '.join(map(repr, unknown))} for {', '.join(block_names)} (a block "
            f"quantizer); give block checks: {block_valid}"
        )
    if unknown:
        raise ValueError(
            f"unknown check(s) {', '.join(map(repr, unknown))}; give properties ({', '.join(PROPERTIES)}) or check "
            f"names such as 'independence.lags' for {', '.join(impl_names)}, and block checks ({block_valid}) for "
            f"{', '.join(block_names)}"
        )
    if impl_names and not standard:
        raise ValueError(
            f"--check {' '.join(names)} names no check of {', '.join(impl_names)} (block checks apply to block "
            f"quantizers only); add a property ({', '.join(PROPERTIES)}) or a check name such as 'independence.lags'"
        )
    if block_names and not blocks:
        raise ValueError(
            f"--check {' '.join(names)} names no check of {', '.join(block_names)} (a block quantizer runs the block "
            f"audit); add block checks: {block_valid}"
        )
    block_checks = None if "block" in blocks else list(dict.fromkeys(n.removeprefix("block.") for n in blocks))
    return standard or None, block_checks


def cmd_audit(args) -> int:
    """The ``audit`` subcommand. Every argument is checked before the first audit runs (exit code 2): the
    implementations load, ``--check`` names checks of the kinds audited, ``--target`` and ``--plot`` apply to one
    of them (a block quantizer takes neither), and the ``--json`` and ``--plot`` files can be written."""
    from .blocks import BLOCK_REPS, BlockQuantizer, audit_blocks
    from .report import audit

    if not 0.0 < args.alpha < 1.0:
        return _error(f"--alpha is a false-alarm rate in (0, 1), got {args.alpha}")
    for option, path in (("--json", args.json), ("--plot", args.plot)):
        problem = None if path is None else output_file_problem(path, option)
        if problem:
            return _error(problem)
    budget = "thorough" if args.thorough else args.budget
    try:
        impls = [load_implementation(spec) for spec in args.impl]
    except (ValueError, ImportError) as exc:
        return _error(str(exc))
    block_names = [spec for spec, impl in zip(args.impl, impls, strict=True) if isinstance(impl, BlockQuantizer)]
    impl_names = [spec for spec, impl in zip(args.impl, impls, strict=True) if not isinstance(impl, BlockQuantizer)]
    try:
        checks, block_checks = split_checks(args.check, impl_names, block_names)
    except ValueError as exc:
        return _error(str(exc))
    for option, value, why in (
        ("--target", args.target, "audits its own format"),
        ("--plot", args.plot, "has no lags check to plot"),
    ):
        if value is None or not block_names:
            continue
        if not impl_names:
            return _error(f"{option} has no effect on {', '.join(block_names)}: a block quantizer {why}; drop {option}")
        _note(f"{option} applies to {', '.join(impl_names)} only: a block quantizer ({', '.join(block_names)}) {why}")
    reports = []
    for impl in impls:
        progress = None if args.quiet else (lambda line: print(f"  {line}", file=sys.stderr, flush=True))
        try:
            if isinstance(impl, BlockQuantizer):
                report = audit_blocks(
                    impl, checks=block_checks, reps=BLOCK_REPS[budget], alpha=args.alpha, seed=args.seed
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
                checks=checks,
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
