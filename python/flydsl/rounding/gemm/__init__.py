"""The RDNA (gfx11 / gfx12, wave32) WMMA GEMM and its public stochastic-rounding epilogue.

- :mod:`flydsl.rounding.gemm.kernel`: ``gemm(a, b)`` (``C = A @ B.T``, any shape, shards) and
  ``make_gemm_launcher``; its names are re-exported here, so ``flydsl.rounding.gemm.gemm`` is the
  0.1 entry point unchanged.
- :mod:`flydsl.rounding.gemm.epilogue`: ``round_accumulator``, the epilogue that rounds a WMMA
  accumulator fragment through the canonical stream (0.1's ``flydsl.rounding.epilogue``). It is
  written for the wave32 WMMA accumulator layout of RDNA and does not apply to CDNA's MFMA.
"""

# The public names are kernel's own list (one list to keep): re-exported as they are.
from .kernel import *  # noqa: F403
from .kernel import (
    __all__,  # noqa: F401
    __getattr__,  # noqa: F401,E402  (the deprecated 0.1 name ARCHS)
)
