"""Install the rounding API into FlyDSL (run once by ``import flydsl.rounding``).

Patches ``Numeric.to`` and ``Vector.to`` so they accept ``rounding=`` (and keep the
older ``rounding_mode=``), publishes ``fx.RoundingMode`` and ``fx.random.philox_4x32``.
Calls that pass none of the new arguments go straight to FlyDSL's original methods.
"""

from __future__ import annotations

import importlib.metadata

SUPPORTED = ((0, 5), (0, 6))  # [low, high) on (major, minor)
_state: dict = {}


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


def _make_to(original):
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
            return original(self, dtype)  # no new argument: FlyDSL's own conversion, untouched
        return convert(self, dtype, plain_to=original, **options)

    to.__doc__ = _TO_DOC
    to.__qualname__ = original.__qualname__
    to._flydsl_original = original  # not __wrapped__: inspect.signature must show the new keywords
    return to


_TO_DOC = """Convert to ``dtype``, optionally under a rounding mode (added by flydsl.rounding).

Args:
    dtype: the target FlyDSL type.
    rounding: a ``fx.RoundingMode`` (RN, RZ, RU, RD, RNA, STOCHASTIC). None or RN emits
        FlyDSL's own conversion unchanged. Widening conversions are exact and ignore it.
    rounding_mode: the FlyDSL 0.5 keyword; either enum is accepted. Not with ``rounding``.
    seed, offset: STOCHASTIC bits from the canonical Philox stream: element k uses
        stream index ``offset + k`` (64-bit). Both or neither.
    rand: STOCHASTIC bits supplied by the caller: a Uint32 (scalar) or an integer Vector
        of the same length; the low 16 bits of each word are used.
    saturate: clamp overflow (and infinities) to the largest finite value; NaN stays NaN.
    rounds: Philox rounds for the seed/offset stream (default 10, see set_default_rounds).
"""


def activate() -> None:
    """Install the API; doing it again changes nothing."""
    if _state.get("active"):
        return
    check_version(_installed_version())
    import flydsl.expr as fx
    from flydsl.expr.numeric import Numeric
    from flydsl.expr.typing import Vector
    from flydsl.extension import random as fx_random

    from .modes import RoundingMode
    from .philox import philox_4x32

    _state["originals"] = {"Numeric.to": Numeric.to, "Vector.to": Vector.to, "fx.RoundingMode": fx.RoundingMode}
    Numeric.to = _make_to(Numeric.to)
    Vector.to = _make_to(Vector.to)
    fx.RoundingMode = RoundingMode
    from .dtypes import EXTRA_TYPES, dsl_type_of

    for name, dtype in EXTRA_TYPES.items():
        if not hasattr(fx, name):
            setattr(fx, name, dtype)
    _state["originals"]["Numeric.from_ir_type"] = Numeric.from_ir_type
    Numeric.from_ir_type = staticmethod(dsl_type_of)  # so Vectors of the new types get a dtype
    fx_random.philox_4x32 = philox_4x32
    if "philox_4x32" not in fx_random.__all__:
        fx_random.__all__.append("philox_4x32")
    _state["active"] = True
