"""flydsl-rounding: rounding modes, stochastic rounding and Philox for FlyDSL conversions.

Importing this package activates the API in FlyDSL (idempotent, version-checked) by
installing the patches of the ledger :data:`flydsl.rounding.patches.PATCHES`:

=================================  ==================================================================
FlyDSL attribute                   becomes
=================================  ==================================================================
``Numeric.to``, ``Vector.to``      the rounding-aware ``to``: ``x.to(dtype, rounding=..., seed=...,
                                   offset=...)`` with RN, RZ, RU, RD, RNA and STOCHASTIC (FlyDSL's own
                                   ``to`` when no new keyword is passed)
``Numeric.from_ir_type``           FlyDSL's lookup, then the extra float types
``fx.RoundingMode``                this package's :class:`RoundingMode`
``fx.Float8E5M2FNUZ``              :class:`flydsl.rounding.dtypes.Float8E5M2FNUZ` (if FlyDSL lacks it)
``fx.random.philox_4x32``          :func:`philox_4x32` (and ``fx.random.__all__`` lists it)
``_is_framework_file`` (FlyDSL's   also counts this package's files as library code, so source
``expr.meta`` and                  locations stay the caller's
``compiler.diagnostics``)
=================================  ==================================================================

:func:`deactivate` restores FlyDSL exactly; :func:`activate` installs the patches again.

Test beds that stand in for a GPU: :mod:`flydsl.rounding.host` (run FlyDSL code on the
CPU) and :mod:`flydsl.rounding.isa` (compile for any gfx arch and read the ISA).
"""

import importlib.metadata as _metadata

from . import compat
from .patches import activate, deactivate

activate()
compat.install()  # 0.1 import paths of the modules that moved in 0.2 (flydsl.rounding.torch.ops, ...)

from .modes import RoundingMode, as_rounding_mode  # noqa: E402
from .philox import (  # noqa: E402
    get_default_rounds,
    philox_4x32,  # noqa: E402
    set_default_rounds,
)
from .stream import is_aligned, stream_bits, stream_bits_vector, stream_chunks  # noqa: E402

try:
    __version__ = _metadata.version("flydsl-rounding")  # one version source: pyproject.toml
except _metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"

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
    "activate",
    "deactivate",
]

#: Torch-level ops re-exported lazily from :mod:`flydsl.rounding.torch.ops` (importing it registers the
#: ``flydsl_rounding::`` custom ops, so it happens on first use, not on ``import flydsl.rounding``).
_TORCH_OPS = ("round_to", "dropout", "uniform_", "normal_")


def __getattr__(name: str):
    if name in _TORCH_OPS:
        from .torch import ops

        return getattr(ops, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
