"""The ``RoundingMode`` enum: how a narrowing float conversion picks its result.

After ``import flydsl.rounding`` it is also ``fx.RoundingMode``. FlyDSL 0.5 exposed MLIR's
arith enum under that name; its member names (``to_nearest_even``, ``toward_zero``,
``upward``, ``downward``, ``to_nearest_away``) remain aliases of the matching members
here, and :func:`as_rounding_mode` accepts either enum.
"""

from __future__ import annotations

import enum

try:
    from flydsl._mlir.dialects import arith as _arith
except ImportError:  # no FlyDSL (the CUDA path): no MLIR enum to convert from or to
    _arith = None

__all__ = ["RoundingMode", "as_rounding_mode", "ROUNDING_NAMES"]


class RoundingMode(enum.Enum):
    """Rounding of a float conversion that loses precision.

    ``RN``: nearest, ties to even (the default). ``RZ``: toward zero. ``RU``: toward +inf.
    ``RD``: toward -inf. ``RNA``: nearest, ties away from zero. ``STOCHASTIC`` (alias
    ``RS``): round away from zero with probability equal to the discarded fraction of an
    ulp, using 16 random bits per element (unbiased).
    """

    RN = "rn"
    RZ = "rz"
    RU = "ru"
    RD = "rd"
    RNA = "rna"
    STOCHASTIC = "stochastic"
    RS = "stochastic"
    # FlyDSL 0.5 / MLIR arith names.
    to_nearest_even = "rn"
    toward_zero = "rz"
    upward = "ru"
    downward = "rd"
    to_nearest_away = "rna"

    def __repr__(self) -> str:
        return f"RoundingMode.{self.name}"

    @property
    def arith(self):
        """The matching MLIR ``arith.RoundingMode`` member; TypeError for STOCHASTIC, which MLIR lacks."""
        try:
            return _TO_ARITH[self]
        except KeyError:
            raise TypeError(
                f"RoundingMode.{self.name} has no MLIR arith equivalent; use it with .to(..., rounding=...)"
            ) from None

    def __int__(self) -> int:
        """The MLIR arith enum's integer value, so FlyDSL 0.5 code can hand members to MLIR builders
        (``fx.arith.truncf(T, v, roundingmode=fx.RoundingMode.toward_zero)``)."""
        return int(self.arith)

    __index__ = __int__

    @classmethod
    def _missing_(cls, value):
        """``RoundingMode(3)`` and ``RoundingMode(arith.RoundingMode.toward_zero)`` resolve as FlyDSL 0.5's enum did."""
        if _arith is None:
            return None
        if isinstance(value, _arith.RoundingMode):
            return _FROM_ARITH[value]
        if isinstance(value, int) and not isinstance(value, bool):
            try:
                return _FROM_ARITH[_arith.RoundingMode(value)]
            except ValueError:
                return None
        return None


_FROM_ARITH = (
    {}
    if _arith is None
    else {
        _arith.RoundingMode.to_nearest_even: RoundingMode.RN,
        _arith.RoundingMode.toward_zero: RoundingMode.RZ,
        _arith.RoundingMode.upward: RoundingMode.RU,
        _arith.RoundingMode.downward: RoundingMode.RD,
        _arith.RoundingMode.to_nearest_away: RoundingMode.RNA,
    }
)

_TO_ARITH = {mode: arith for arith, mode in _FROM_ARITH.items()}

#: Every spelling of a mode that an entry point accepts, lower-cased: the member names (``"rn"``, ``"stochastic"``,
#: ``"rs"``, FlyDSL 0.5's ``"toward_zero"``, ...) and ``"sr"``, the usual abbreviation of stochastic rounding.
_BY_NAME = {name.lower(): m for name, m in RoundingMode.__members__.items()} | {"sr": RoundingMode.STOCHASTIC}

#: The names :func:`as_rounding_mode` accepts (case-insensitive), for messages and docs.
ROUNDING_NAMES = tuple(_BY_NAME)


def as_rounding_mode(value, keyword: str = "rounding") -> RoundingMode:
    """Normalise ``value`` (our enum, MLIR's arith enum, or a name in :data:`ROUNDING_NAMES`, any case) to
    ``RoundingMode``.

    The one parser of rounding names: ``.to(rounding=)``, ``round_to``, ``mx.quantize``, the GEMM, the optimizers
    and the training recipes all go through it, so ``"SR"``, ``"stochastic"`` and ``RoundingMode.STOCHASTIC``
    mean the same everywhere. TypeError for anything else, listing the names.
    """
    if isinstance(value, RoundingMode):
        return value
    if _arith is not None and isinstance(value, _arith.RoundingMode):
        return _FROM_ARITH[value]
    if isinstance(value, str) and value.strip().lower() in _BY_NAME:
        return _BY_NAME[value.strip().lower()]
    valid = ", ".join(
        m.name
        for m in (
            RoundingMode.RN,
            RoundingMode.RZ,
            RoundingMode.RU,
            RoundingMode.RD,
            RoundingMode.RNA,
            RoundingMode.STOCHASTIC,
        )
    )
    raise TypeError(
        f"{keyword}= must be a RoundingMode ({valid}), got {value!r}; names are accepted in any case "
        "('SR' also means STOCHASTIC)"
    )
