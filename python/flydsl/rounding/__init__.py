"""flydsl-rounding: rounding modes, stochastic rounding and Philox for FlyDSL conversions.

Importing this package activates the API in FlyDSL (idempotent, version-checked):

- ``x.to(dtype, rounding=fx.RoundingMode.STOCHASTIC, seed=..., offset=...)`` on scalars
  and Vectors, with RN, RZ, RU, RD, RNA and STOCHASTIC;
- ``fx.RoundingMode`` (this package's :class:`RoundingMode`);
- ``fx.random.philox_4x32(counter, key)``.

Test beds that stand in for a GPU: :mod:`flydsl.rounding.host` (run FlyDSL code on the
CPU) and :mod:`flydsl.rounding.isa` (compile for any gfx arch and read the ISA).
"""

from . import _activate

_activate.activate()

from .api import get_default_rounds, set_default_rounds  # noqa: E402
from .modes import RoundingMode, as_rounding_mode  # noqa: E402
from .philox import philox_4x32  # noqa: E402
from .stream import is_aligned, stream_bits, stream_bits_vector, stream_chunks  # noqa: E402

__version__ = "0.1.0"

__all__ = [
    "RoundingMode",
    "as_rounding_mode",
    "philox_4x32",
    "stream_bits",
    "stream_bits_vector",
    "stream_chunks",
    "is_aligned",
    "set_default_rounds",
    "get_default_rounds",
]
