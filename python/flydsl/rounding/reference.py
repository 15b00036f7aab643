"""Independent numpy references: Philox, the canonical random stream, and rounding.

Nothing here imports FlyDSL: these functions reproduce, on the host, exactly what
kernels compute, so users can check or re-create kernel randomness and rounding
(and tests have something independent to compare against).
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "PHILOX_M0",
    "PHILOX_M1",
    "PHILOX_W0",
    "PHILOX_W1",
    "philox_4x32",
    "philox_4x32_scalar",
    "stream_bits",
]

# Random123 philox.h: PHILOX_M4x32_0, PHILOX_M4x32_1, PHILOX_W32_0, PHILOX_W32_1.
PHILOX_M0 = 0xD2511F53
PHILOX_M1 = 0xCD9E8D57
PHILOX_W0 = 0x9E3779B9
PHILOX_W1 = 0xBB67AE85

_M32 = np.uint64(0xFFFFFFFF)


def philox_4x32_scalar(counter: tuple, key: tuple, rounds: int = 10) -> tuple:
    """Philox4x32 on Python ints: ``counter`` 4 words, ``key`` 2 words (low first)."""
    c0, c1, c2, c3 = (int(w) & 0xFFFFFFFF for w in counter)
    k0, k1 = (int(w) & 0xFFFFFFFF for w in key)
    for r in range(rounds):
        if r:
            k0 = (k0 + PHILOX_W0) & 0xFFFFFFFF
            k1 = (k1 + PHILOX_W1) & 0xFFFFFFFF
        p0 = c0 * PHILOX_M0
        p1 = c2 * PHILOX_M1
        c0, c1, c2, c3 = (p1 >> 32) ^ c1 ^ k0, p1 & 0xFFFFFFFF, (p0 >> 32) ^ c3 ^ k1, p0 & 0xFFFFFFFF
    return c0, c1, c2, c3


def philox_4x32(c0, c1, c2, c3, k0, k1, rounds: int = 10) -> tuple:
    """Vectorized Philox4x32: each argument a uint32 array (or scalar), broadcast together.

    Returns four uint32 arrays.
    """
    c = [np.asarray(v, dtype=np.uint64) & _M32 for v in (c0, c1, c2, c3)]
    k0 = np.asarray(k0, dtype=np.uint64) & _M32
    k1 = np.asarray(k1, dtype=np.uint64) & _M32
    m0, m1 = np.uint64(PHILOX_M0), np.uint64(PHILOX_M1)
    w0, w1 = np.uint64(PHILOX_W0), np.uint64(PHILOX_W1)
    for r in range(rounds):
        if r:
            k0 = (k0 + w0) & _M32
            k1 = (k1 + w1) & _M32
        p0 = c[0] * m0
        p1 = c[2] * m1
        c = [(p1 >> np.uint64(32)) ^ c[1] ^ k0, p1 & _M32, (p0 >> np.uint64(32)) ^ c[3] ^ k1, p0 & _M32]
    return tuple(np.broadcast_arrays(*c)[i].astype(np.uint32) for i in range(4))


def stream_bits(seed, index, rounds: int = 10) -> np.ndarray:
    """The canonical stream: 16 random bits for each stream index (uint32 array, values < 2**16).

    ``index`` (non-negative, up to 64 bits) and ``seed`` (up to 64 bits) broadcast together.
    Index ``o`` takes word ``(o % 8) // 2`` of ``philox_4x32(counter=(o // 8) as (lo, hi, 0, 0),
    key=(seed_lo, seed_hi))`` and keeps its low half for even ``o``, its high half for odd ``o``.
    """
    o = np.asarray(index, dtype=np.uint64)
    s = np.asarray(seed, dtype=np.uint64)
    block = o >> np.uint64(3)
    words = philox_4x32(block & _M32, block >> np.uint64(32), 0, 0, s & _M32, s >> np.uint64(32), rounds)
    lane = ((o & np.uint64(7)) >> np.uint64(1)).astype(np.intp)
    w = np.choose(lane, words)
    shift = ((o & np.uint64(1)) * np.uint64(16)).astype(np.uint32)
    return (w >> shift) & np.uint32(0xFFFF)
