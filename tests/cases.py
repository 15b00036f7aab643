"""Shared test data and helpers: edge-case f32 patterns and bit views."""

from __future__ import annotations

import numpy as np

#: Interesting f32 bit patterns: every NaN class, infinities, zeros, subnormal and overflow edges.
EDGE_F32 = np.array(
    [
        0x00000000,
        0x80000000,  # +-0
        0x00000001,
        0x80000001,  # smallest subnormal
        0x007FFFFF,
        0x807FFFFF,  # largest subnormal
        0x00800000,
        0x80800000,  # smallest normal
        0x00008000,
        0x00018000,  # subnormal ties for bf16
        0x3F800000,
        0xBF800000,  # +-1
        0x3F808000,
        0x3F818000,  # ties (even / odd) for bf16
        0x3F807FFF,
        0x3F808001,  # just below / above a tie
        0x7F7FFFFF,
        0xFF7FFFFF,  # largest finite f32
        0x7F7F7FFF,
        0x7F7F8000,  # around the bf16 overflow threshold
        0x7F800000,
        0xFF800000,  # +-Inf
        0x7F800001,
        0xFF800001,  # signalling NaN, payload only in the low 16 bits
        0x7F80FFFF,
        0x7FBFFFFF,  # signalling NaN, low / full payload
        0x7FC00000,
        0xFFC00000,  # quiet NaN
        0x7FC0FFFF,
        0x7FFFFFFF,  # quiet NaN whose low bits would carry; all-ones payload
        0xFFFFFFFF,
        0x7FFF0000,  # negative all-ones NaN; quiet NaN with no low bits
        0x477FE000,
        0x477FF000,  # around the f16 overflow threshold (65504, 65520)
        0x33800000,
        0x33000000,
        0x33000001,
        0x387FC000,  # f16 subnormal edges
        0x43E00000,
        0x43E80000,
        0x43F00000,  # 448, 464, 480 (e4m3fn edges)
    ],
    dtype=np.uint32,
)


def f32_bits(values) -> np.ndarray:
    """uint32 bit patterns of float32 values."""
    return np.asarray(values, dtype=np.float32).view(np.uint32)


def as_f32(bits) -> np.ndarray:
    return np.asarray(bits, dtype=np.uint32).view(np.float32)


def pattern_bits(arr: np.ndarray) -> np.ndarray:
    """Host-engine output as raw uint32 patterns (float16 arrays are viewed, not converted)."""
    if arr.dtype == np.float16:
        arr = arr.view(np.uint16)
    return arr.astype(np.uint32)
