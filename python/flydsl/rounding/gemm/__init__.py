"""The RDNA (gfx11 / gfx12, wave32) WMMA GEMM and its public stochastic-rounding epilogue.

- :mod:`flydsl.rounding.gemm.kernel`: ``gemm(a, b)`` (``C = A @ B.T``, any shape, shards) and
  ``make_gemm_launcher``; its names are re-exported here, so ``flydsl.rounding.gemm.gemm`` is the
  0.1 entry point unchanged.
- :mod:`flydsl.rounding.gemm.epilogue`: ``round_accumulator``, the epilogue that rounds a WMMA
  accumulator fragment through the canonical stream (0.1's ``flydsl.rounding.epilogue``). It is
  written for the wave32 WMMA accumulator layout of RDNA and does not apply to CDNA's MFMA.
"""

from .kernel import (
    ARCHS,
    CONFIGS,
    GROUP_M,
    LDS_PAD,
    WMMA_ARCHS,
    TileConfig,
    arch_family,
    gemm,
    k_vector,
    make_gemm_launcher,
    select_config,
    shard_offset,
    tile_of,
)

__all__ = [
    "TileConfig",
    "CONFIGS",
    "WMMA_ARCHS",
    "ARCHS",
    "LDS_PAD",
    "arch_family",
    "gemm",
    "make_gemm_launcher",
    "select_config",
    "shard_offset",
    "k_vector",
    "tile_of",
    "GROUP_M",
]
