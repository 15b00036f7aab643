"""The target arch: which AMD GPU code is traced and compiled for, and where that choice came from.

One notion of the target for the whole package (the lowering's per-target forms, the
GEMM's arch checks, the compile-only ISA helper):

1. inside :func:`assume_target` (the host engine, the ISA helper): the assumed arch;
2. else the environment FlyDSL itself reads, in FlyDSL's order: ``ARCH`` (FlyDSL's
   compile-only override), then ``FLYDSL_GPU_ARCH``, then ``HSA_OVERRIDE_GFX_VERSION``;
3. else the first AMD GPU that ROCm reports;
4. else none. (FlyDSL then guesses ``gfx942``; :func:`require_arch` says so instead.)

The registry of archs the package knows (:data:`ARCHS`) lives here too: every arch list
(the compile sweeps, the CLI's choices, the WMMA GEMM's archs) derives from it.

This module imports nothing from FlyDSL at import time.
"""

from __future__ import annotations

import contextlib
import contextvars
import enum
import os
from dataclasses import dataclass

__all__ = [
    "ArchInfo",
    "ARCHS",
    "SUPPORTED_ARCHS",
    "REPRESENTATIVE_ARCHS",
    "WMMA_ARCHS",
    "MX_CONVERT_ARCHS",
    "HALF_ADD_ARCHS",
    "Source",
    "Target",
    "NoTargetError",
    "NO_GPU_MESSAGE",
    "assume_target",
    "environment",
    "FLYDSL_ARCH_VARIABLES",
    "current",
    "current_arch",
    "lowering_arch",
    "require_arch",
]


@dataclass(frozen=True)
class ArchInfo:
    """One AMD GPU arch the package knows.

    ``family``: ``"gfx9"`` (CDNA), ``"gfx11"`` (RDNA3 / 3.5) or ``"gfx12"`` (RDNA4).
    ``matrix``: the matrix-core instructions, ``"wmma"`` or ``"mfma"``.
    ``sweep``: compiled by the test suite's per-arch sweeps and offered by the CLI (one
    representative per distinct code path keeps CI time down; the others are still valid).
    ``mx_converts``: has the block-scale conversions ``v_cvt_scalef32_*`` (CDNA4), which
    :mod:`flydsl.rounding.mx` uses with ``hw_convert=``.
    ``fast_f64``: f64 multiplies issue at the f32 rate (CDNA3 / CDNA4: the spec sheets' FP64
    vector TFLOPS equal the non-packed FP32 ones; RDNA runs f64 at 1/16 to 1/32), so
    :mod:`flydsl.rounding.division` divides through an f64 reciprocal there.
    ``half_add``: adds one 16-bit half of a register to a 32-bit value in one full-rate op,
    ``v_mad_u32_u16 d, w, 1, c op_sel:[h,0,0,0]`` (RDNA3 / RDNA4, which have no SDWA); the
    bf16 stochastic-rounding add of :mod:`flydsl.rounding.lowering` uses it (an inline-asm form).
    """

    name: str
    family: str
    matrix: str
    sweep: bool = True
    mx_converts: bool = False
    fast_f64: bool = False
    half_add: bool = False


#: The arch *registry*: every arch the package knows, by name, with its traits (:class:`ArchInfo`). Lists
#: of archs a feature supports are derived from it: :data:`SUPPORTED_ARCHS`, :data:`WMMA_ARCHS` (which
#: :mod:`flydsl.rounding.gemm` exports as ``WMMA_ARCHS``, and under its 0.1 name ``gemm.ARCHS``).
ARCHS: dict[str, ArchInfo] = {
    a.name: a
    for a in (
        ArchInfo("gfx1100", "gfx11", "wmma", half_add=True),
        ArchInfo("gfx1101", "gfx11", "wmma", half_add=True),
        ArchInfo("gfx1102", "gfx11", "wmma", sweep=False, half_add=True),  # same ISA as gfx1101 for our kernels
        ArchInfo("gfx1151", "gfx11", "wmma", half_add=True),
        ArchInfo("gfx1200", "gfx12", "wmma", half_add=True),
        ArchInfo("gfx1201", "gfx12", "wmma", half_add=True),
        ArchInfo("gfx942", "gfx9", "mfma", fast_f64=True),
        ArchInfo("gfx950", "gfx9", "mfma", mx_converts=True, fast_f64=True),
    )
}

#: Archs the compile sweeps (tests, CLI ``--arch``) cover.
SUPPORTED_ARCHS: tuple = tuple(name for name, a in ARCHS.items() if a.sweep)

#: One arch per distinct code path (RDNA3, RDNA4, CDNA3, CDNA4): the quick per-arch sweeps and benchmarks.
REPRESENTATIVE_ARCHS: tuple = ("gfx1100", "gfx1201", "gfx942", "gfx950")

#: Archs with wave32 WMMA (RDNA3 / 3.5 / 4): the ones the WMMA GEMM targets.
WMMA_ARCHS: tuple = tuple(name for name, a in ARCHS.items() if a.matrix == "wmma")

#: Archs with the block-scale conversions v_cvt_scalef32_* (``hw_convert=`` of flydsl.rounding.mx).
MX_CONVERT_ARCHS: tuple = tuple(name for name, a in ARCHS.items() if a.mx_converts)

#: Archs whose lowering adds a register half in one op (``v_mad_u32_u16`` with op_sel; :attr:`ArchInfo.half_add`).
HALF_ADD_ARCHS: tuple = tuple(name for name, a in ARCHS.items() if a.half_add)

#: The example arch error messages suggest.
EXAMPLE_ARCH = "gfx1100"

NO_GPU_MESSAGE = f"no AMD GPU was detected; pass arch= (or set FLYDSL_GPU_ARCH) to select a target, e.g. {EXAMPLE_ARCH}"


class Source(enum.Enum):
    """Where the current target arch came from."""

    ASSUMED = "assumed"  # inside assume_target()
    ARCH = "ARCH"  # FlyDSL's compile-only override variable
    FLYDSL_GPU_ARCH = "FLYDSL_GPU_ARCH"
    HSA_OVERRIDE_GFX_VERSION = "HSA_OVERRIDE_GFX_VERSION"
    DETECTED = "detected GPU"
    NONE = "none"


@dataclass(frozen=True)
class Target:
    """The current target: ``arch`` (lower case, no feature suffix; None when there is none) and its ``source``."""

    arch: str | None
    source: Source


class NoTargetError(ValueError):
    """No arch was given and none could be found (no AMD GPU, no FLYDSL_GPU_ARCH)."""


_assumed: contextvars.ContextVar = contextvars.ContextVar("flydsl_rounding_target", default=None)

#: What :func:`assume_target` records for ``None``: "no particular arch", the target-neutral forms.
GENERIC = "generic"


#: The environment variables through which FlyDSL itself reads the target arch (``ARCH``: its compile-only
#: override; ``FLYDSL_GPU_ARCH``: :func:`flydsl.runtime.device.get_rocm_arch`). :func:`assume_target` sets both.
FLYDSL_ARCH_VARIABLES = ("ARCH", "FLYDSL_GPU_ARCH")


@contextlib.contextmanager
def environment(**values: str | None):
    """Set (``None``: unset) environment variables for the duration of the block, then restore them.

    The one place the package changes the environment FlyDSL reads (the arch through
    :func:`assume_target`; compile-only mode, dump directories and the toolkit path in :mod:`~flydsl.rounding.isa`).
    """
    saved = {k: os.environ.get(k) for k in values}

    def apply(pairs):
        for k, v in pairs.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v

    try:
        apply(values)
        yield
    finally:
        apply(saved)


@contextlib.contextmanager
def assume_target(arch: str | None):
    """Trace and compile as if for ``arch`` (None: the generic, target-neutral forms).

    Inside the block :func:`current` is the assumed arch, and for a real arch FlyDSL reads it too
    (:data:`FLYDSL_ARCH_VARIABLES` are set, and restored afterwards), so this package's lowering and
    FlyDSL's own arch checks (e.g. its gfx11 WMMA module) agree. The host engine uses it to run any
    target's form of the lowering on the CPU; the ISA helper to compile for any arch.
    """
    name = _normalise(arch) if arch else GENERIC
    token = _assumed.set(name)
    flydsl_env = dict.fromkeys(FLYDSL_ARCH_VARIABLES, name) if arch else {}
    try:
        with environment(**flydsl_env):
            yield
    finally:
        _assumed.reset(token)


def _normalise(arch: str) -> str:
    """``"gfx942:sramecc+:xnack-"`` -> ``"gfx942"``."""
    return arch.strip().lower().split(":", 1)[0]


def _from_environment() -> Target | None:
    for name in ("ARCH", "FLYDSL_GPU_ARCH"):
        value = os.environ.get(name, "").strip()
        if value:
            return Target(_normalise(value), Source(name))
    hsa = os.environ.get("HSA_OVERRIDE_GFX_VERSION", "").strip()
    if hsa.count(".") == 2:  # "11.0.0" -> gfx1100, as FlyDSL reads it
        major, minor, step = hsa.split(".")
        return Target(f"gfx{major}{minor}{step}".lower(), Source.HSA_OVERRIDE_GFX_VERSION)
    return None


def _detected() -> str | None:
    """The first AMD GPU ROCm reports, or None (FlyDSL's own fallback guess is not a detection)."""
    try:
        from flydsl.runtime.device import get_rocm_arch, get_rocm_device_count
    except ImportError:
        return None
    if get_rocm_device_count() <= 0:
        return None
    return _normalise(get_rocm_arch()) or None


def current() -> Target:
    """The current target and where it came from (see the module docstring for the order)."""
    assumed = _assumed.get()
    if assumed is not None:
        return Target(None if assumed == GENERIC else assumed, Source.ASSUMED)
    from_env = _from_environment()
    if from_env is not None:
        return from_env
    detected = _detected()
    if detected is not None:
        return Target(detected, Source.DETECTED)
    return Target(None, Source.NONE)


def current_arch() -> str | None:
    """The current target arch (e.g. ``"gfx1100"``), or None when none is selected or detected."""
    return current().arch


def lowering_arch() -> str:
    """The arch whose form the lowering emits: the current arch, or ``"generic"`` when there is none."""
    return current().arch or GENERIC


def require_arch(arch: str | None = None) -> str:
    """``arch`` if given (normalised), else the current arch; :class:`NoTargetError` when there is none.

    The error says that no AMD GPU was detected and how to select a target
    (:data:`NO_GPU_MESSAGE`), instead of compiling for FlyDSL's fallback guess.
    """
    if arch:
        return _normalise(arch)
    found = current()
    if found.arch is None:
        raise NoTargetError(NO_GPU_MESSAGE)
    return found.arch
