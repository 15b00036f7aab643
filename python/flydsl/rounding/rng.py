"""Random values keyed by global element index: dropout masks, uniform and normal samples.

Every value here is a pure function of ``(seed, substream, global index g)``, so it does not
depend on how a tensor is split into launches, tiles or shards. This module holds the FlyDSL
bodies (traced into host-engine loops or GPU kernels by :mod:`flydsl.rounding.runtime.elementwise`)
and their numpy references, which compute the same f32 operations in the same order: the two
agree bit for bit.

Substreams (Philox counter words 2-3; the key-space ledger :mod:`flydsl.rounding.keyspace`): conversions use 0
(the canonical stream), dropout 1. The initialisers key by tensor: ``uniform_`` / ``normal_`` of
the tensor with stream id ``s`` use :func:`init_substream` ``(kind, s) = (s << 2) | kind`` with
kind :data:`UNIFORM` (2) / :data:`NORMAL` (3), so stream id 0 gives 0.1's substreams 2 and 3 and
distinct stream ids never share one. The optimizers' substreams are ``(t << 32) | (s << 2) | slot``
with step ``t >= 1``, i.e. at least 2**32: the initialisers are "step 0" of the same contract, so
no substream below 2**32 ever meets one of theirs and a (key, counter) pair is never reused
across these uses.

32-bit words: element ``g`` takes word ``w(g) = philox_4x32(counter=(g // 4 lo32, hi32,
substream lo32, hi32), key=seed)[g % 4]`` (one draw serves 4 elements; a Vector of 8 with an
8-aligned first index takes 2 draws).

- Dropout: element ``g`` is kept iff ``w(g) >= threshold`` with ``threshold = round(p * 2**32)``
  (p's resolution is 2**-32; ``p`` in [0, 1)); a kept element becomes ``x * scale`` computed in
  f32 with ``scale = f32(1 / (1 - p))`` and rounded to nearest into ``x``'s dtype; a dropped one 0.
  A kept NaN stays that NaN, quieted (its bits with the quiet bit 0x400000 set), as IEEE 754's
  propagation and x86 and AMD GPUs give it; written out, because an NVIDIA GPU's multiply returns
  its one canonical NaN (0x7FFFFFFF) instead.
- Uniform: ``u = (w(g) >> 8) * 2**-24`` (24 bits, exact in f32, in [0, 1)); the value is
  ``a + (b - a) * u`` in f32 (so it lies in [a, b]; b itself only through f32 rounding).
- Normal (Box-Muller): a draw's words (w0, w1) feed elements 4c and 4c+1, (w2, w3) elements 4c+2
  and 4c+3: ``u1 = ((w_even >> 8) + 1) * 2**-24`` in (0, 1], the angle's quadrant is the top two
  bits of ``w_odd`` and its fraction ``f = ((w_odd >> 8) & 0x3FFFFF) * 2**-22``;
  ``r = sqrt(-2 ln u1)``, ``phi = f * pi / 2``; the even element gets ``r cos(theta)``, the odd
  one ``r sin(theta)``, ``theta = quadrant * pi / 2 + phi``; the value is ``mean + std * z``.
  ``ln``, ``sqrt``, ``sin`` and ``cos`` are evaluated with f32 multiplies, adds, one division
  and bit operations only (no library calls), so every backend gives the same bits; their
  error against the exact functions is bounded in :data:`NORMAL_ABS_ERROR`.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from .formats import F32_ABS_MASK, F32_INF, F32_QUIET
from .keyspace import CONVERSION, DROPOUT, MAX_STREAM_ID, NORMAL, UNIFORM, init_substream
from .philox import DEFAULT_ROUNDS
from .reference import philox_4x32 as _np_philox

try:
    import flydsl.expr as fx

    from .stream import draw_block, element_word, element_word_pair, is_aligned
except ImportError:  # no FlyDSL (the CUDA path): the constants, thresholds and numpy references only
    fx = draw_block = element_word = element_word_pair = is_aligned = None

__all__ = [
    "SUBSTREAMS",
    "CONVERSION",
    "DROPOUT",
    "UNIFORM",
    "NORMAL",
    "MAX_STREAM_ID",
    "init_substream",
    "NORMAL_ABS_ERROR",
    "dropout_threshold",
    "dropout_scale",
    "words",
    "words_reference",
    "dropout_body",
    "dropout_reference",
    "uniform_body",
    "uniform_reference",
    "normal_body",
    "normal_reference",
]

# CONVERSION (0), DROPOUT (1), the initialiser kinds UNIFORM (2) / NORMAL (3), MAX_STREAM_ID and
# init_substream come from the key-space ledger (flydsl.rounding.keyspace), re-exported here.
#: The substreams this package reserves below 2**32 for stream id 0 (optimizer substreams start at
#: 2**32; the initialisers of stream id ``s`` use ``init_substream(kind, s)``).
SUBSTREAMS = {"conversion": CONVERSION, "dropout": DROPOUT, "uniform": UNIFORM, "normal": NORMAL}


#: Bound on ``abs(z - z_exact) / max(1, abs(z_exact))`` of the f32 Box-Muller standard normal against the
#: same formula in float64 on the same words (measured maximum 6.3e-7 over 2**20 samples; bound ~5x that).
NORMAL_ABS_ERROR = 3e-6

_TWO_M24 = 2.0**-24
_TWO_M22 = 2.0**-22
_LN2 = math.log(2.0)
_SQRT2 = math.sqrt(2.0)
_HALF_PI = math.pi / 2
#: atanh series: ln(m) = 2 s (1 + s^2/3 + s^4/5 + ...), s = (m - 1) / (m + 1), |s| <= 0.172: the
#: s^12 term is below 2**-30 relative, so six coefficients after 1 suffice.
_ATANH = tuple(1.0 / (2 * k + 1) for k in range(1, 7))
#: Taylor coefficients of sin and cos on [0, pi/2]: the first omitted terms are below 7e-10.
_SIN = tuple((-1) ** k / math.factorial(2 * k + 1) for k in range(1, 7))
_COS = tuple((-1) ** k / math.factorial(2 * k) for k in range(1, 8))
_RSQRT_MAGIC = 0x5F3759DF  # initial 1/sqrt estimate from the f32 bit pattern; three Newton steps follow


def dropout_threshold(p: float) -> int:
    """The 32-bit keep threshold of drop probability ``p`` (element kept iff ``w >= threshold``)."""
    return min(round(p * 2**32), 2**32 - 1)


def dropout_scale(p: float) -> float:
    """The f32 scale ``1 / (1 - p)`` applied to kept elements."""
    return float(np.float32(1.0 / (1.0 - p)))


# -- words ---------------------------------------------------------------------------------------


def words(seed, index, n: int, substream: int, rounds: int = DEFAULT_ROUNDS) -> list:
    """``w(index + i)`` for i < n as Uint32 DSL values (see the module docstring)."""
    u64 = fx.Uint64
    if is_aligned(index, 4) and n % 4 == 0:
        first = index >> u64(2)
        out = []
        for j in range(n // 4):
            out.extend(draw_block(seed, first + u64(j) if j else first, rounds=rounds, substream=substream))
        return out
    if n == 1:
        return [element_word(seed, index, rounds=rounds, substream=substream)]
    first = index >> u64(2)
    skip = (index & u64(3)).to(fx.Uint32)
    pool = []
    for j in range(-(-(n + 3) // 4)):
        pool.extend(draw_block(seed, first + u64(j) if j else first, rounds=rounds, substream=substream))
    out = []
    for i in range(n):
        pick = pool[i]
        for s in range(1, 4):
            pick = (skip == fx.Uint32(s)).select(pool[i + s], pick)
        out.append(pick)
    return out


def words_reference(seed: int, indices, substream: int, rounds: int = DEFAULT_ROUNDS) -> np.ndarray:
    """numpy: ``w(g)`` for every global index in ``indices`` (uint32 array)."""
    g = np.asarray(indices, dtype=np.uint64)
    c = g >> np.uint64(2)
    m32 = np.uint64(0xFFFFFFFF)
    ws = _np_philox(
        c & m32,
        c >> np.uint64(32),
        substream & 0xFFFFFFFF,
        substream >> 32,
        seed & 0xFFFFFFFF,
        seed >> 32,
        rounds,
    )
    return np.choose((g & np.uint64(3)).astype(np.intp), ws).astype(np.uint32)


def _elements(x) -> list:
    return [x[i] for i in range(x.numel)] if isinstance(x, fx.Vector) else [x]


def _pack(values, like, dtype):
    if isinstance(like, fx.Vector):
        return fx.Vector.from_elements(values, dtype)
    return values[0]


# -- dropout -------------------------------------------------------------------------------------


@functools.cache
def dropout_body(rounds: int = DEFAULT_ROUNDS):
    """Body ``(x, seed, threshold: Uint32, scale: Float32, *, index) -> x's dtype`` for the runner."""

    def dropout(x, seed, threshold, scale, *, index):
        xs = _elements(x)
        dtype = type(xs[0])
        ws = words(seed, index, len(xs), DROPOUT, rounds)
        zero = fx.Float32(0.0)
        out = []
        for v, w in zip(xs, ws, strict=True):
            v32 = v.to(fx.Float32) if dtype is not fx.Float32 else v
            b = v32.bitcast(fx.Uint32)
            nan = (b & fx.Uint32(F32_ABS_MASK)) > fx.Uint32(F32_INF)
            y = nan.select((b | fx.Uint32(F32_QUIET)).bitcast(fx.Float32), v32 * scale)
            y = (w >= threshold).select(y, zero)
            out.append(y if dtype is fx.Float32 else y.to(dtype))
        return _pack(out, x, dtype)

    return dropout


def dropout_reference(x32: np.ndarray, p: float, seed: int, indices, rounds: int = DEFAULT_ROUNDS):
    """numpy: dropout of f32 values ``x32`` (the f32 result, before rounding into a narrower dtype)."""
    keep = words_reference(seed, indices, DROPOUT, rounds) >= np.uint32(dropout_threshold(p))
    x32 = np.asarray(x32, dtype=np.float32)
    with np.errstate(invalid="ignore"):
        scaled = x32 * np.float32(dropout_scale(p))
    quiet = (x32.view(np.uint32) | np.uint32(F32_QUIET)).view(np.float32)
    kept = np.where(np.isnan(x32), quiet, scaled)
    return np.where(keep, kept, np.float32(0.0)), keep


# -- uniform -------------------------------------------------------------------------------------


@functools.cache
def uniform_body(rounds: int = DEFAULT_ROUNDS):
    """Body ``(t, seed, substream: Uint64, a: Float32, b: Float32, *, index) -> t's dtype`` (``t``'s
    values are ignored; ``substream`` is :func:`init_substream` of the tensor, a run-time value)."""

    def uniform(t, seed, substream, a, b, *, index):
        ts = _elements(t)
        dtype = type(ts[0])
        ws = words(seed, index, len(ts), substream, rounds)
        d = b - a
        out = []
        for w in ws:
            u = (w >> fx.Uint32(8)).to(fx.Float32) * fx.Float32(_TWO_M24)
            y = a + d * u
            out.append(y if dtype is fx.Float32 else y.to(dtype))
        return _pack(out, t, dtype)

    return uniform


def uniform_reference(
    a: float, b: float, seed: int, indices, rounds: int = DEFAULT_ROUNDS, *, stream: int = 0
) -> np.ndarray:
    """numpy: the f32 uniform values (before rounding into a narrower dtype) of stream id ``stream``."""
    w = words_reference(seed, indices, init_substream(UNIFORM, stream), rounds)
    u = (w >> np.uint32(8)).astype(np.float32) * np.float32(_TWO_M24)
    a32, b32 = np.float32(a), np.float32(b)
    return a32 + (b32 - a32) * u


# -- normal --------------------------------------------------------------------------------------


class _NumpyOps:
    """The f32 operations of the Box-Muller transform over numpy arrays."""

    f32 = staticmethod(np.float32)

    @staticmethod
    def u32(v):
        return np.uint32(v)

    @staticmethod
    def bits(x):
        return np.asarray(x, np.float32).view(np.uint32)

    @staticmethod
    def from_bits(u):
        return np.asarray(u, np.uint32).view(np.float32)

    @staticmethod
    def to_f32(u):
        return np.asarray(u).astype(np.float32)

    @staticmethod
    def signed(u):
        return np.asarray(u, np.uint32).view(np.int32)

    @staticmethod
    def select(cond, a, b):
        return np.where(cond, a, b)


if fx is not None:

    class _DslOps:
        """The same operations on FlyDSL scalars."""

        f32 = staticmethod(fx.Float32)
        u32 = staticmethod(fx.Uint32)

        @staticmethod
        def bits(x):
            return x.bitcast(fx.Uint32)

        @staticmethod
        def from_bits(u):
            return u.bitcast(fx.Float32)

        @staticmethod
        def to_f32(u):
            return u.to(fx.Float32)

        @staticmethod
        def signed(u):
            return u.bitcast(fx.Int32)

        @staticmethod
        def select(cond, a, b):
            return cond.select(a, b)


def _ln(u, o):
    """ln(u) for u in (0, 1] (normal f32): u = 2**e * m, m in [sqrt(1/2), sqrt(2)), 2 atanh((m-1)/(m+1))."""
    b = o.bits(u)
    e = o.to_f32(o.signed(b >> o.u32(23))) - o.f32(127.0)
    m = o.from_bits((b & o.u32(0x7FFFFF)) | o.u32(0x3F800000))
    big = m > o.f32(_SQRT2)
    m = o.select(big, m * o.f32(0.5), m)
    e = o.select(big, e + o.f32(1.0), e)
    s = (m - o.f32(1.0)) / (m + o.f32(1.0))
    s2 = s * s
    poly = o.f32(_ATANH[-1])
    for c in reversed(_ATANH[:-1]):
        poly = poly * s2 + o.f32(c)
    poly = poly * s2 + o.f32(1.0)
    return e * o.f32(_LN2) + o.f32(2.0) * s * poly


def _sqrt(v, o):
    """sqrt(v) for v >= 0: bit-pattern estimate of 1/sqrt(v), three Newton steps, times v."""
    y = o.from_bits(o.u32(_RSQRT_MAGIC) - (o.bits(v) >> o.u32(1)))
    half = o.f32(0.5) * v
    for _ in range(3):
        y = y * (o.f32(1.5) - half * y * y)
    return v * y


def _sincos(phi, o):
    """(sin(phi), cos(phi)) for phi in [0, pi/2] from Taylor polynomials."""
    p2 = phi * phi
    s = o.f32(_SIN[-1])
    for c in reversed(_SIN[:-1]):
        s = s * p2 + o.f32(c)
    s = phi + phi * p2 * s
    c_ = o.f32(_COS[-1])
    for c in reversed(_COS[:-1]):
        c_ = c_ * p2 + o.f32(c)
    return s, o.f32(1.0) + p2 * c_


def _box_muller(w_even, w_odd, odd, o):
    """The standard normal of one element (``odd``: a bool / DSL Boolean for the sin branch)."""
    u1 = o.to_f32((w_even >> o.u32(8)) + o.u32(1)) * o.f32(_TWO_M24)
    r = _sqrt(o.f32(-2.0) * _ln(u1, o), o)
    quadrant = w_odd >> o.u32(30)
    phi = o.to_f32((w_odd >> o.u32(8)) & o.u32(0x3FFFFF)) * o.f32(_TWO_M22 * _HALF_PI)
    s, c = _sincos(phi, o)
    # theta = quadrant * pi/2 + phi: (cos, sin) rotate by a quarter turn per quadrant.
    q1, q2, q3 = (quadrant == o.u32(1)), (quadrant == o.u32(2)), (quadrant == o.u32(3))
    cos_t = o.select(q1, -s, o.select(q2, -c, o.select(q3, s, c)))
    sin_t = o.select(q1, c, o.select(q2, -s, o.select(q3, -c, s)))
    return r * o.select(odd, sin_t, cos_t)


@functools.cache
def normal_body(rounds: int = DEFAULT_ROUNDS):
    """Body ``(t, seed, substream: Uint64, mean: Float32, std: Float32, *, index) -> t's dtype`` (``t``'s
    values ignored; ``substream`` is :func:`init_substream` of the tensor, a run-time value)."""

    def normal(t, seed, substream, mean, std, *, index):
        ts = _elements(t)
        dtype = type(ts[0])
        n = len(ts)
        if is_aligned(index, 4) and n % 4 == 0:
            ws = words(seed, index, n, substream, rounds)
            pairs = [(ws[i & ~1], ws[i | 1], bool(i & 1)) for i in range(n)]
            zs = [_box_muller(e, o, fx.Boolean(odd), _DslOps) for e, o, odd in pairs]
        else:
            zs = []
            for i in range(n):
                g = index + fx.Uint64(i) if i else index
                we, wo = element_word_pair(seed, g, rounds=rounds, substream=substream)
                zs.append(_box_muller(we, wo, (g & fx.Uint64(1)) == fx.Uint64(1), _DslOps))
        out = []
        for z in zs:
            y = mean + std * z
            out.append(y if dtype is fx.Float32 else y.to(dtype))
        return _pack(out, t, dtype)

    return normal


def normal_reference(
    mean: float, std: float, seed: int, indices, rounds: int = DEFAULT_ROUNDS, *, stream: int = 0
) -> np.ndarray:
    """numpy: the f32 normal values (before rounding into a narrower dtype) of stream id ``stream``."""
    g = np.asarray(indices, dtype=np.uint64)
    even = g & ~np.uint64(1)
    sub = init_substream(NORMAL, stream)
    we = words_reference(seed, even, sub, rounds)
    wo = words_reference(seed, even | np.uint64(1), sub, rounds)
    with np.errstate(over="ignore", invalid="ignore"):
        z = _box_muller(we, wo, (g & np.uint64(1)).astype(bool), _NumpyOps)
    return np.float32(mean) + np.float32(std) * z


def normal_exact(indices, seed: int, rounds: int = DEFAULT_ROUNDS) -> np.ndarray:
    """float64 Box-Muller on the same words (for the accuracy bound :data:`NORMAL_ABS_ERROR`)."""
    g = np.asarray(indices, dtype=np.uint64)
    even = g & ~np.uint64(1)
    we = words_reference(seed, even, NORMAL, rounds).astype(np.float64)
    wo = words_reference(seed, even | np.uint64(1), NORMAL, rounds).astype(np.uint64)
    u1 = (np.floor(we / 256) + 1) * _TWO_M24
    quadrant = (wo >> np.uint64(30)).astype(np.float64)
    f = ((wo >> np.uint64(8)) & np.uint64(0x3FFFFF)).astype(np.float64) * _TWO_M22
    theta = (quadrant + f) * _HALF_PI
    r = np.sqrt(-2.0 * np.log(u1))
    return np.where((g & np.uint64(1)).astype(bool), r * np.sin(theta), r * np.cos(theta))
