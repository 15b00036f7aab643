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

Test beds that stand in for a GPU: :mod:`flydsl.rounding.runtime.host` (run FlyDSL code on the
CPU) and :mod:`flydsl.rounding.isa` (compile for any gfx arch and read the ISA).
"""

import importlib.metadata as _metadata
import importlib.util as _util


#: True when the ``flydsl`` wheel (AMD's DSL; AMD-only, 77 MB) is installed. Without it the FlyDSL API
#: (``.to(rounding=...)``, the host engine, ISA tools, FlyDSL kernels) is absent, but the runtime floor's
#: Triton backend (:mod:`flydsl.rounding.runtime`), the numpy references and the formats registry work:
#: that is the CUDA path.
def _have_flydsl() -> bool:
    try:
        return _util.find_spec("flydsl.expr") is not None
    except (ImportError, ValueError):
        return False


HAVE_FLYDSL = _have_flydsl()

#: Names that need FlyDSL, for the error raised when it is missing.
_FLYDSL_NAMES = (
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
)

from . import compat  # noqa: E402

compat.install()  # old import paths of moved modules (flydsl.rounding.torch_ops, flydsl.rounding.host, ...)

if HAVE_FLYDSL:
    from .patches import activate, deactivate  # noqa: F401

    activate()

    from .modes import RoundingMode, as_rounding_mode  # noqa: E402, F401
    from .philox import get_default_rounds, philox_4x32, set_default_rounds  # noqa: E402, F401
    from .stream import is_aligned, stream_bits, stream_bits_vector, stream_chunks  # noqa: E402, F401

try:
    __version__ = _metadata.version("flydsl-rounding")  # one version source: pyproject.toml
except _metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = [*_FLYDSL_NAMES, "HAVE_FLYDSL"]

#: Torch-level ops re-exported lazily from :mod:`flydsl.rounding.torch.ops` (importing it registers the
#: ``flydsl_rounding::`` custom ops, so it happens on first use, not on ``import flydsl.rounding``).
_TORCH_OPS = ("round_to", "dropout", "uniform_", "normal_")


def __getattr__(name: str):
    if name in _TORCH_OPS:
        from .torch import ops

        return getattr(ops, name)
    if name in _FLYDSL_NAMES and not HAVE_FLYDSL:
        raise ImportError(
            f"flydsl.rounding.{name} needs FlyDSL (pip install 'flydsl>=0.5,<0.6', AMD's DSL), which is not "
            "installed; without it the Triton backend (flydsl.rounding.runtime) and the numpy references "
            "(flydsl.rounding.reference) still work"
        )
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
