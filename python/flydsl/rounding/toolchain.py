"""Find a linker and lay out a ROCm toolkit directory for compile-only builds.

FlyDSL compiles kernels for any ``gfx`` target without a GPU when ``COMPILE_ONLY=1``;
the only external tool it needs is ``$ROCM_PATH/llvm/bin/ld.lld`` to link the code
object, and ``$ROCM_PATH/amdgcn/bitcode`` (may be empty) for its cache key. This module
finds an ``ld.lld`` from LLVM 19 or newer and builds such a directory, so no ROCm
install is needed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

__all__ = ["ToolchainError", "Linker", "find_linker", "find_llvm_tool", "llvm_major", "toolkit_dir", "MIN_LLD_MAJOR"]

#: FlyDSL 0.5's code objects need lld 19 or newer (lld 14 rejects them).
MIN_LLD_MAJOR = 19
_INSTALL_HINT = "install Debian's lld-19 (`apt-get install lld-19`) or point ROCM_PATH at a ROCm install"
_DEFAULT_TOOLKIT = Path(os.environ.get("FLYDSL_ROUNDING_TOOLKIT", "/tmp/flydsl-rounding-toolkit"))


class ToolchainError(RuntimeError):
    """No usable linker: the message says what was found and what to install."""


@dataclass(frozen=True)
class Linker:
    """An ``ld.lld`` executable and its LLVM major version."""

    path: str
    major: int


def _lld_major(path: str) -> int | None:
    """Return the LLVM major version an ``ld.lld`` reports, or None if it does not run."""
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"LLD (\d+)\.", out)
    return int(m.group(1)) if m else None


def _candidates() -> list[str]:
    """Places to look, in order: ROCM_PATH, /opt/rocm, then ``ld.lld-NN`` / ``ld.lld`` on PATH."""
    found = []
    for root in (os.environ.get("ROCM_PATH"), "/opt/rocm"):
        if root:
            found.append(os.path.join(root, "llvm", "bin", "ld.lld"))
    for major in range(40, MIN_LLD_MAJOR - 1, -1):
        hit = shutil.which(f"ld.lld-{major}") or (
            f"/usr/lib/llvm-{major}/bin/ld.lld" if os.path.exists(f"/usr/lib/llvm-{major}/bin/ld.lld") else None
        )
        if hit:
            found.append(hit)
    if shutil.which("ld.lld"):
        found.append(shutil.which("ld.lld"))
    return found


@lru_cache(maxsize=1)
def find_linker() -> Linker:
    """Return the first ``ld.lld`` with LLVM >= 19, or raise :class:`ToolchainError`.

    A too-old lld (Debian's default lld 14) is reported by name, since it is found
    but fails to link FlyDSL's objects.
    """
    too_old = []
    for path in _candidates():
        if not os.path.exists(path):
            continue
        major = _lld_major(path)
        if major is None:
            continue
        if major >= MIN_LLD_MAJOR:
            return Linker(os.path.realpath(path), major)
        too_old.append(f"{path} (LLD {major})")
    if too_old:
        raise ToolchainError(
            f"found only ld.lld older than LLVM {MIN_LLD_MAJOR}: {', '.join(too_old)}; "
            f"FlyDSL's code objects need LLVM >= {MIN_LLD_MAJOR}: {_INSTALL_HINT}"
        )
    raise ToolchainError(f"no ld.lld found (looked in ROCM_PATH, /opt/rocm and on PATH): {_INSTALL_HINT}")


def toolkit_dir(path: str | os.PathLike | None = None) -> str:
    """Return a directory FlyDSL accepts as ``ROCM_PATH`` for compile-only builds.

    Makes ``<path>/llvm/bin/ld.lld`` (a link to :func:`find_linker`'s result) and an empty
    ``<path>/amdgcn/bitcode``. Idempotent; ``path`` defaults to
    ``$FLYDSL_ROUNDING_TOOLKIT`` or ``/tmp/flydsl-rounding-toolkit``.
    """
    root = Path(path) if path is not None else _DEFAULT_TOOLKIT
    linker = find_linker()
    ld = root / "llvm" / "bin" / "ld.lld"
    if not (ld.exists() and os.path.realpath(ld) == linker.path):
        ld.parent.mkdir(parents=True, exist_ok=True)
        tmp = ld.with_name(f"ld.lld.{os.getpid()}")
        tmp.unlink(missing_ok=True)
        tmp.symlink_to(linker.path)
        os.replace(tmp, ld)
    (root / "amdgcn" / "bitcode").mkdir(parents=True, exist_ok=True)
    return str(root)


def llvm_major(path: str) -> int | None:
    """The LLVM major version an LLVM tool (``llvm-mca``, ``llvm-objdump``, ...) reports for ``--version``.

    Parses ``LLVM version N.M.K`` (upstream, Debian's "Debian LLVM version", ROCm's builds); None when the tool does
    not run or prints no such line.
    """
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"LLVM version (\d+)\.", out)
    return int(m.group(1)) if m else None


@cache
def find_llvm_tool(name: str, min_major: int = MIN_LLD_MAJOR) -> str | None:
    """Path of LLVM tool ``name`` (e.g. ``"llvm-mca"``) from LLVM >= ``min_major`` (19: the first with gfx942's
    scheduling model that FlyDSL's code objects need), or None.

    Looks in ``$ROCM_PATH/llvm/bin`` and ``/opt/rocm/llvm/bin``, for ``name-NN`` on PATH (newest first),
    ``/usr/lib/llvm-NN/bin/name``, then every ``name`` on PATH (Debian's ``llvm-19`` package has ``llvm-mca-19``; its
    default ``llvm`` package puts LLVM 14's ``llvm-mca`` at ``/usr/bin``). Every candidate's ``--version`` is
    checked: an older tool is passed over, never returned. Only the benchmarks use it; nothing requires it.
    """
    candidates = [
        os.path.join(root, "llvm", "bin", name) for root in (os.environ.get("ROCM_PATH"), "/opt/rocm") if root
    ]
    for major in range(40, min_major - 1, -1):
        candidates += [shutil.which(f"{name}-{major}"), f"/usr/lib/llvm-{major}/bin/{name}"]
    # every ``name`` on PATH in order, not only the first: /usr/bin's LLVM 14 must not hide a newer one after it
    candidates += [shutil.which(name, path=d) for d in os.environ.get("PATH", "").split(os.pathsep) if d]
    for path in candidates:
        if path and os.path.exists(path):
            major = llvm_major(path)
            if major is not None and major >= min_major:
                return path
    return None
