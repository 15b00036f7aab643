"""Checked values of the ``flydsl-rounding`` subcommands' options (``demo``, ``train``, ``audit``); the standard
library only, so the entry points of every layer use it.

The argparse ``type=`` functions turn an out-of-range value into the parser's one-line usage error, which names
the option (``argument --seed: ...``) and exits with 2, before anything runs. :func:`output_dir_problem` and
:func:`output_file_problem` check where a command will write, so that an unwritable path is refused (exit
code 2) before the work rather than failing with a traceback after it.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

__all__ = [
    "SEED_LIMIT",
    "seed_below",
    "seed",
    "positive_int",
    "positive_float",
    "output_dir_problem",
    "output_file_problem",
    "usage_error",
    "USAGE_ERROR",
]

#: The exit code of a subcommand refused for its arguments (an unknown name, an out-of-range value, an output path
#: that cannot be written), as argparse's own usage errors.
USAGE_ERROR = 2


def usage_error(command: str, message: str) -> int:
    """Print ``flydsl-rounding <command>: error: <message>`` on stderr; returns :data:`USAGE_ERROR`."""
    print(f"flydsl-rounding {command}: error: {message}", file=sys.stderr)
    return USAGE_ERROR


#: Seeds are 64-bit: every ``seed`` option takes an integer in ``[0, SEED_LIMIT)``.
SEED_LIMIT = 2**64


def seed_below(limit: int, why: str = ""):
    """An argparse type: an int in ``[0, limit)``; ``why`` (shown in the error) says why the limit, when it is
    not the 64 bits of a Philox key."""
    top = f"2**{limit.bit_length() - 1}" if limit & (limit - 1) == 0 else str(limit)

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not 0 <= value < limit:
            raise argparse.ArgumentTypeError(
                f"expected an integer seed in [0, {top}){f' ({why})' if why else ''}, got {text!r}; give a seed from 0 "
                f"to {top} - 1"
            )
        return value

    parse.__name__ = "seed"
    return parse


#: The argparse type of a 64-bit seed: an int in ``[0, 2**64)``.
seed = seed_below(SEED_LIMIT)


def positive_int(text: str) -> int:
    """An argparse type: an int >= 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {value}; give 1 or more")
    return value


def positive_float(text: str) -> float:
    """An argparse type: a finite float > 0 (``nan``, ``inf``, 0 and negative values are refused)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"expected a finite number > 0, got {text!r}; give e.g. 1e-4")
    return value


def _unwritable(directory: Path) -> bool:
    return not os.access(directory, os.W_OK | os.X_OK)


def _nearest_existing(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def output_dir_problem(path: Path, option: str) -> str | None:
    """None when ``path`` is a directory the command can write into, or can create (its nearest existing
    ancestor is a writable directory); otherwise the problem, one line naming ``option``, the path and what to
    do."""
    path = Path(path)
    existing = _nearest_existing(path)
    if existing == path and not path.is_dir():
        return f"{option} {path} is a file, not a directory; give a directory (it is created if missing)"
    if not existing.is_dir():
        return f"{option} {path} cannot be created: {existing} is a file, not a directory; give another directory"
    if _unwritable(existing):
        return f"{option} {path}: the directory {existing} is not writable; give a directory you can write to"
    return None


def output_file_problem(path: Path, option: str) -> str | None:
    """None when the file ``path`` can be written (its directory exists and is writable, and the path is not a
    directory); otherwise the problem, one line naming ``option``, the path and what to do. The directory is not
    created: a missing one is a problem too."""
    path = Path(path)
    parent = path.parent
    existing = _nearest_existing(parent)
    if path.is_dir():
        return f"{option} {path} is a directory; give a file path"
    if not existing.is_dir():
        return f"{option} {path} cannot be written: {existing} is a file, not a directory; give another path"
    if existing != parent:
        return (
            f"{option} {path}: the directory {parent} does not exist; create it (mkdir -p {parent}) or give a "
            "path in an existing directory"
        )
    if _unwritable(parent) or (path.exists() and not os.access(path, os.W_OK)):
        return f"{option} {path} is not writable; give a path in a directory you can write to"
    return None
