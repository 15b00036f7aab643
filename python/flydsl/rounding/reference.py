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
    "round_bits",
    "decode",
    "FORMAT_SPECS",
    "ML_DTYPE_NAMES",
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
    """Vectorized Philox4x32 in numpy: each argument a uint32 array (or scalar), broadcast together.

    The independent oracle of :func:`flydsl.rounding.philox.philox_4x32` (the DSL function that traces into
    kernels, ``fx.random.philox_4x32``): same name, numpy arrays of words instead of DSL values.

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


def stream_bits(seed, index, rounds: int = 10, substream=0) -> np.ndarray:
    """The canonical stream: 16 random bits for each stream index (uint32 array, values < 2**16).

    ``index`` (non-negative, up to 64 bits), ``seed`` and ``substream`` (up to 64 bits each)
    broadcast together. Index ``o`` takes word ``(o % 8) // 2`` of ``philox_4x32(counter=(o // 8
    as lo, hi, substream as lo, hi), key=(seed_lo, seed_hi))`` and keeps its low half for even
    ``o``, its high half for odd ``o``.
    """
    o = np.asarray(index, dtype=np.uint64)
    s = np.asarray(seed, dtype=np.uint64)
    sub = np.asarray(substream, dtype=np.uint64)
    block = o >> np.uint64(3)
    words = philox_4x32(
        block & _M32, block >> np.uint64(32), sub & _M32, sub >> np.uint64(32), s & _M32, s >> np.uint64(32), rounds
    )
    lane = ((o & np.uint64(7)) >> np.uint64(1)).astype(np.intp)
    w = np.choose(lane, words)
    shift = ((o & np.uint64(1)) * np.uint64(16)).astype(np.uint32)
    return (w >> shift) & np.uint32(0xFFFF)


# --------------------------------------------------------------------------------------------
# Rounding. Independent of the kernel lowering: it enumerates the target's finite values
# (decoded by ml_dtypes), locates x between two neighbours with a binary search, and decides
# from the exact fractional distance computed in float64.

#: FlyDSL type name -> ml_dtypes (numpy) dtype name.
ML_DTYPE_NAMES = {
    "BFloat16": "bfloat16",
    "Float16": "float16",
    "Float8E5M2": "float8_e5m2",
    "Float8E4M3FN": "float8_e4m3fn",
    "Float8E4M3FNUZ": "float8_e4m3fnuz",
    "Float8E5M2FNUZ": "float8_e5m2fnuz",
    "Float4E2M1FN": "float4_e2m1fn",
}

#: name: (bits, max finite magnitude pattern, specials) -- the encodings' published facts. Kept apart
#: from flydsl.rounding.formats on purpose (this is the independent oracle); a test checks they agree.
FORMAT_SPECS = {
    "BFloat16": (16, 0x7F7F, "ieee"),
    "Float16": (16, 0x7BFF, "ieee"),
    "Float8E5M2": (8, 0x7B, "ieee"),
    "Float8E4M3FN": (8, 0x7E, "fn"),
    "Float8E4M3FNUZ": (8, 0x7F, "fnuz"),
    "Float8E5M2FNUZ": (8, 0x7F, "fnuz"),
    "Float4E2M1FN": (4, 0x7, "none"),
}

_MODES = ("RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC")


def _ml_dtype(name: str):
    import ml_dtypes

    ml = ML_DTYPE_NAMES[name]
    return np.dtype(np.float16) if ml == "float16" else np.dtype(getattr(ml_dtypes, ml))


def decode(pattern, name: str) -> np.ndarray:
    """Values (float64) of target bit patterns (uint array) of format ``name``."""
    dt = _ml_dtype(name)
    store = np.uint16 if dt.itemsize == 2 else np.uint8
    return np.asarray(pattern).astype(store).view(dt).astype(np.float64)


def _finite_table(name: str) -> np.ndarray:
    """All non-negative finite values of the format, by magnitude pattern 0..max_finite."""
    bits, max_finite, _ = FORMAT_SPECS[name]
    return decode(np.arange(max_finite + 1), name)


def round_bits(u, name: str, mode: str, rand=None, *, saturate: bool = False) -> np.ndarray:
    """Target bit patterns (uint32) for f32 bit patterns ``u`` under ``mode``.

    ``mode`` is a RoundingMode name ("RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC"); ``rand``
    gives the 16 random bits per element for STOCHASTIC (rounds up iff
    ``floor(frac * 2**16) + rand >= 2**16``, frac = fractional distance to the lower
    magnitude neighbour). Specials follow the documented table: NaN keeps its sign and
    top payload bits with the quiet bit set (IEEE formats) or becomes the format's NaN;
    overflow goes to Inf / NaN / the largest finite value by format, mode and ``saturate``.
    """
    if mode not in _MODES:
        raise ValueError(f"mode must be one of {_MODES}, got {mode!r}")
    bits, max_finite, specials = FORMAT_SPECS[name]
    u = np.asarray(u, dtype=np.uint32)
    with np.errstate(invalid="ignore"):
        x = u.view(np.float32).astype(np.float64)
    negative = (u >> np.uint32(31)).astype(bool)
    mag = np.abs(x)
    table = _finite_table(name)
    top_ulp = table[-1] - table[-2]
    lo = np.searchsorted(table, np.where(np.isfinite(mag), mag, 0.0), side="right") - 1
    lo_val = table[lo]
    hi_val = np.where(lo < max_finite, table[np.minimum(lo + 1, max_finite)], table[-1] + top_ulp)
    with np.errstate(invalid="ignore"):
        frac = (mag - lo_val) / (hi_val - lo_val)  # exact: power-of-two denominators
    beyond = mag >= table[-1] + top_ulp  # at or past the slot after the largest finite value
    has_frac = frac > 0
    if mode == "RZ":
        up = np.zeros_like(has_frac)
    elif mode == "RU":
        up = has_frac & ~negative
    elif mode == "RD":
        up = has_frac & negative
    elif mode == "RNA":
        up = frac >= 0.5
    elif mode == "RN":
        up = (frac > 0.5) | ((frac == 0.5) & (lo % 2 == 1))
    else:
        r = np.broadcast_to(np.asarray(rand, dtype=np.uint64), u.shape) & np.uint64(0xFFFF)
        with np.errstate(invalid="ignore"):
            scaled = np.floor(np.where(np.isfinite(frac), frac, 0.0) * 65536.0).astype(np.uint64)
        up = scaled + r >= 65536
    away = {"RZ": False, "RU": ~negative, "RD": negative}.get(mode, True)
    overflow = (beyond | (up & (lo == max_finite))) & (np.asarray(away) | np.zeros_like(negative))
    result = np.where(up, lo + 1, lo).astype(np.int64)
    result = np.where(beyond & ~overflow, max_finite, result)  # toward-zero modes clamp
    sign = negative.astype(np.int64) << (bits - 1)
    if specials == "ieee":
        inf = max_finite + 1
        over_code = max_finite if saturate else inf
        result = np.where(overflow, over_code, result)
        result = np.where(np.isinf(x), max_finite if saturate else inf, result)
        man = (1 << (bits - 1)) - 1 - inf  # mantissa mask
        man_bits = man.bit_length()
        payload = (u.astype(np.int64) & 0x7FFFFF) >> (23 - man_bits)
        nan = inf | (1 << (man_bits - 1)) | payload
        out = sign | np.where(np.isnan(x), nan, result)
    elif specials == "fn":
        nan = max_finite + 1
        result = np.where(overflow | np.isinf(x), max_finite if saturate else nan, result)
        out = sign | np.where(np.isnan(x), nan, result)
    elif specials == "fnuz":
        nan_like = np.isnan(x) | ((overflow | np.isinf(x)) & (not saturate))
        result = np.where(overflow | np.isinf(x), max_finite, result)
        out = np.where(nan_like, 1 << (bits - 1), np.where(result == 0, 0, sign | result))
    else:
        result = np.where(overflow | np.isinf(x) | np.isnan(x), max_finite, result)
        out = sign | result
    return out.astype(np.uint32)
