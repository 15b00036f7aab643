"""The patch ledger: every change ``import flydsl.rounding`` makes to FlyDSL, and how to undo it.

:data:`PATCHES` lists each patch (owner, attribute, replacement). :func:`activate`
(run once by ``import flydsl.rounding``; idempotent, version-checked) installs them all;
:func:`deactivate` puts FlyDSL's own objects back exactly (the same objects, and
attributes FlyDSL lacked are removed again); :func:`activate` after that installs them
anew. :func:`original` returns FlyDSL's own object for a patch, and :func:`flydsl_to`
runs FlyDSL's own conversion, for comparisons in tests and benchmarks.

Calls that pass none of the new keywords go straight to FlyDSL's original ``.to``.
"""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
import os
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = [
    "Patch",
    "PATCHES",
    "SUPPORTED",
    "activate",
    "deactivate",
    "is_active",
    "original",
    "flydsl_to",
    "check_version",
]

SUPPORTED = ((0, 5), (0, 6))  # [low, high) on (major, minor)

_MISSING = object()
_OWN_ROOT = os.path.dirname(os.path.abspath(__file__))  # .../flydsl/rounding


@dataclass(frozen=True)
class Patch:
    """One attribute we replace: ``owner.attribute`` (``owner`` a dotted module or class path) becomes ``replacement``.

    ``name`` is the short key :func:`original` takes. ``build`` makes the replacement from
    FlyDSL's object (None when FlyDSL has no such attribute). ``only_if_absent``: leave
    FlyDSL's attribute alone when it exists.
    """

    name: str
    owner: str
    attribute: str
    replacement: str
    build: Callable = field(repr=False, compare=False)
    only_if_absent: bool = False


def _build_to(original):
    return _make_to(original)


def _build_from_ir_type(original):
    from .dtypes import extend_from_ir_type

    return staticmethod(extend_from_ir_type(original))


def _build_rounding_mode(_):
    from .modes import RoundingMode

    return RoundingMode


def _build_extra_type(_):
    from .dtypes import Float8E5M2FNUZ

    return Float8E5M2FNUZ


def _build_philox(_):
    from .philox import philox_4x32

    return philox_4x32


def _build_random_all(original):
    return [*original, "philox_4x32"] if "philox_4x32" not in original else list(original)


def _build_framework_file(original):
    @functools.lru_cache(maxsize=1024)
    def is_framework_file(filename: str) -> bool:
        if original(filename):
            return True
        return os.path.abspath(filename).startswith(_OWN_ROOT + os.sep)

    is_framework_file._flydsl_original = original
    return is_framework_file


#: Every patch, in installation order.
PATCHES: tuple = (
    Patch(
        "Numeric.to",
        "flydsl.expr.numeric.Numeric",
        "to",
        "the rounding-aware ``to`` (FlyDSL's own ``to`` when no new keyword is passed)",
        _build_to,
    ),
    Patch(
        "Vector.to",
        "flydsl.expr.typing.Vector",
        "to",
        "the rounding-aware ``to`` (FlyDSL's own ``to`` when no new keyword is passed)",
        _build_to,
    ),
    Patch(
        "Numeric.from_ir_type",
        "flydsl.expr.numeric.Numeric",
        "from_ir_type",
        "FlyDSL's lookup, then the extra float types (so Vectors of them get a dtype)",
        _build_from_ir_type,
    ),
    Patch(
        "fx.RoundingMode", "flydsl.expr", "RoundingMode", ":class:`flydsl.rounding.RoundingMode`", _build_rounding_mode
    ),
    Patch(
        "fx.Float8E5M2FNUZ",
        "flydsl.expr",
        "Float8E5M2FNUZ",
        ":class:`flydsl.rounding.dtypes.Float8E5M2FNUZ` (only if FlyDSL lacks it)",
        _build_extra_type,
        only_if_absent=True,
    ),
    Patch(
        "fx.random.philox_4x32",
        "flydsl.extension.random",
        "philox_4x32",
        ":func:`flydsl.rounding.philox_4x32`",
        _build_philox,
    ),
    Patch(
        "fx.random.__all__",
        "flydsl.extension.random",
        "__all__",
        "FlyDSL's list plus ``philox_4x32``",
        _build_random_all,
    ),
    Patch(
        "meta._is_framework_file",
        "flydsl.expr.meta",
        "_is_framework_file",
        "also counts this package's files as library code, so source locations stay the caller's "
        "(with an editable install too)",
        _build_framework_file,
    ),
    Patch(
        "diagnostics._is_framework_file",
        "flydsl.compiler.diagnostics",
        "_is_framework_file",
        "the same, for the frames FlyDSL's compiler errors show",
        _build_framework_file,
    ),
)

_saved: dict = {}  # Patch.name -> FlyDSL's raw attribute (or _MISSING)
_active = False


def _parse(version: str) -> tuple:
    parts = []
    for piece in version.split(".")[:2]:
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)


def check_version(version: str) -> None:
    """Raise ImportError unless ``version`` of flydsl is in the supported range."""
    low, high = SUPPORTED
    if not low <= _parse(version) < high:
        raise ImportError(
            f"flydsl-rounding supports flydsl >={low[0]}.{low[1]},<{high[0]}.{high[1]}, but flydsl {version} is "
            f"installed; install a supported flydsl (`pip install 'flydsl>={low[0]}.{low[1]},<{high[0]}.{high[1]}'`) "
            "or a flydsl-rounding release made for your flydsl"
        )


def _installed_version() -> str:
    try:
        return importlib.metadata.version("flydsl")
    except importlib.metadata.PackageNotFoundError:
        import flydsl

        return getattr(flydsl, "__version__", "0")


def _owner(path: str):
    """The module or class at dotted ``path`` (the longest importable module prefix, then attributes)."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            obj = getattr(obj, name)
        return obj
    raise ImportError(f"cannot resolve {path}")


def _raw(owner, attribute: str):
    """``owner``'s own entry for ``attribute`` (a staticmethod stays a staticmethod), or _MISSING."""
    return vars(owner).get(attribute, _MISSING)


def activate() -> None:
    """Install every patch of :data:`PATCHES`; doing it again changes nothing."""
    global _active
    if _active:
        return
    check_version(_installed_version())
    for patch in PATCHES:
        owner = _owner(patch.owner)
        raw = _raw(owner, patch.attribute)
        if patch.only_if_absent and raw is not _MISSING:
            continue
        _saved[patch.name] = raw
        current = None if raw is _MISSING else getattr(owner, patch.attribute)
        setattr(owner, patch.attribute, patch.build(current))
    _active = True


def deactivate() -> None:
    """Undo :func:`activate`: FlyDSL's own objects go back (attributes FlyDSL lacked are removed)."""
    global _active
    if not _active:
        return
    for patch in reversed(PATCHES):
        if patch.name not in _saved:
            continue
        owner = _owner(patch.owner)
        raw = _saved.pop(patch.name)
        if raw is _MISSING:
            delattr(owner, patch.attribute)
        else:
            setattr(owner, patch.attribute, raw)
    _active = False


def is_active() -> bool:
    """True while the patches are installed."""
    return _active


def original(name: str):
    """FlyDSL's own object for patch ``name`` (e.g. ``"Numeric.to"``), whether or not the patches are active.

    Raises KeyError for a name not in :data:`PATCHES`, and LookupError when FlyDSL has no such attribute.
    """
    patch = next((p for p in PATCHES if p.name == name), None)
    if patch is None:
        raise KeyError(f"no patch named {name!r}; patches: {', '.join(p.name for p in PATCHES)}")
    raw = _saved[name] if name in _saved else _raw(_owner(patch.owner), patch.attribute)
    if raw is _MISSING:
        raise LookupError(f"FlyDSL has no {patch.owner}.{patch.attribute}")
    return raw.__func__ if isinstance(raw, staticmethod) else raw


def flydsl_to(x, dtype, **kwargs):
    """FlyDSL's own ``x.to(dtype, **kwargs)`` (scalar or Vector), bypassing this package."""
    from flydsl.expr.typing import Vector

    return original("Vector.to" if isinstance(x, Vector) else "Numeric.to")(x, dtype, **kwargs)


def _make_to(flydsl_method):
    from .api import convert

    def to(
        self, dtype, *, rounding=None, rounding_mode=None, seed=None, offset=None, rand=None, saturate=None, rounds=None
    ):
        options = {
            "rounding": rounding,
            "rounding_mode": rounding_mode,
            "seed": seed,
            "offset": offset,
            "rand": rand,
            "saturate": saturate,
            "rounds": rounds,
        }
        if all(v is None for v in options.values()):
            return flydsl_method(self, dtype)  # no new argument: FlyDSL's own conversion, untouched
        if dtype is self.dtype:
            return self  # same type: an identity, as in FlyDSL, whatever the keywords
        return convert(self, dtype, plain_to=flydsl_method, **options)

    to.__doc__ = _TO_DOC
    to.__qualname__ = flydsl_method.__qualname__
    to._flydsl_original = flydsl_method  # not __wrapped__: inspect.signature must show the new keywords
    return to


_TO_DOC = """Convert to ``dtype``, optionally under a rounding mode (added by flydsl.rounding).

Args:
    dtype: the target FlyDSL type.
    rounding: a ``fx.RoundingMode`` (RN, RZ, RU, RD, RNA, STOCHASTIC). None or RN emits
        FlyDSL's own conversion unchanged. Widening conversions are exact and ignore it;
        a conversion to the same type returns the value itself.
    rounding_mode: the FlyDSL 0.5 keyword; either enum is accepted. Not with ``rounding``.
    seed, offset: STOCHASTIC bits from the canonical Philox stream: element k uses
        stream index ``offset + k`` (64-bit). Both or neither.
    rand: STOCHASTIC bits supplied by the caller: a Uint32 (scalar) or an integer Vector
        of the same length; the low 16 bits of each word are used.
    saturate: clamp overflow (and infinities) to the largest finite value; NaN stays NaN.
    rounds: Philox rounds for the seed/offset stream (default 10, see set_default_rounds).
"""
