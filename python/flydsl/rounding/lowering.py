"""Integer-op lowering of narrowing float conversions under every :class:`RoundingMode`.

Every mode is "add a bias to the discarded bits, then truncate":

============  ==========================================================
mode          bias added below the kept LSB (top-aligned, 32 bits)
============  ==========================================================
RZ            0
RU / RD       all ones when rounding away from zero for this sign, else 0
RNA           one half
RN            one half minus one, plus the kept LSB (ties to even)
STOCHASTIC    the 16 random bits, placed right below the kept LSB
============  ==========================================================

The carry out of the discarded field is the round-up decision. f32 -> bf16 keeps the
exponent range, so it is one add and a shift (:func:`_round_to_bf16`). Narrower exponent
ranges (f16, fp8, fp4) need the target's subnormals, where the number of discarded bits
grows as the exponent falls (:func:`_round_generic`). NaN, infinity and overflow are
resolved after rounding, per :class:`~flydsl.rounding.formats.FloatFormat`.

Inputs here are validated values (see :mod:`flydsl.rounding.api`); the functions work
on scalar ``Numeric`` and ``Vector`` values alike through FlyDSL's operators, so the IR
is plain ``arith`` that the host engine runs as is.
"""

from __future__ import annotations

import contextlib
import contextvars

from flydsl._mlir.dialects import arith as _arith
from flydsl.expr.numeric import Float32, Int4, Uint8, Uint16, Uint32
from flydsl.expr.typing import Vector
from flydsl.expr.utils.arith import ArithValue

from .formats import FloatFormat
from .modes import RoundingMode

__all__ = ["round_float", "widen_to_f32"]

_target_override: contextvars.ContextVar = contextvars.ContextVar("flydsl_rounding_target", default=None)


@contextlib.contextmanager
def assume_target(arch: str | None):
    """Trace as if compiling for ``arch`` (the host engine uses this to run any target's form)."""
    token = _target_override.set(arch or "generic")
    try:
        yield
    finally:
        _target_override.reset(token)


def _target_arch() -> str:
    """The arch being traced for: the override, else FlyDSL's compile target, else "generic"."""
    arch = _target_override.get()
    if arch is not None:
        return arch
    try:
        from flydsl.compiler.backends import current_target

        return current_target().arch
    except Exception:  # no target (e.g. no GPU and no ARCH): use the generic form
        return "generic"


def _select_after_add() -> bool:
    """gfx9 (CDNA) prefers the NaN select after the add; everything else before it."""
    return _target_arch().startswith("gfx9")


_F32_MAN = 23
_SIGN32 = 0x80000000
_ABS32 = 0x7FFFFFFF
_INF32 = 0x7F800000


def _u32(v: int):
    return Uint32(v & 0xFFFFFFFF)


def _select(cond, a, b):
    return cond.select(a, b)


def _sign_mask(u):
    """All ones where the sign bit of ``u`` is set, else zero."""
    return _u32(0) - (u >> _u32(31))


def _bias_bf16(u, mode: RoundingMode, rand):
    """The value added to the 16 discarded bits of an f32 pattern for bf16."""
    if mode is RoundingMode.RZ:
        return None
    if mode is RoundingMode.STOCHASTIC:
        return rand & _u32(0xFFFF)
    if mode is RoundingMode.RNA:
        return _u32(0x8000)
    if mode is RoundingMode.RN:
        return _u32(0x7FFF) + ((u >> _u32(16)) & _u32(1))
    away = _sign_mask(u) if mode is RoundingMode.RD else ~_sign_mask(u)
    return away & _u32(0xFFFF)


def _round_to_bf16(x, u, mode: RoundingMode, rand):
    """bf16 pattern in the high half of a Uint32, for f32 value ``x`` with bits ``u``.

    Adding a bias below 2**16 to the full pattern works for both signs (sign-magnitude)
    and turns overflow past the largest finite bf16 into +-Inf exactly as the mode
    demands. The one failure is NaN: low payload bits could carry into the exponent or
    vanish, so a NaN instead keeps its sign and top payload bits and gets the quiet bit.

    Two bit-identical forms, picked per target for instruction count: on gfx10+ the NaN
    replaces the *base* before the add with ``(u & 0xFFFF0000) | 0x400000`` (low half
    zero, so no bias can carry; one ``v_and_or_b32``, and the select pairs with the add
    for dual issue); on gfx9 the select comes after the add, where the chunk extraction
    fuses into an SDWA add.
    """
    bias = _bias_bf16(u, mode, rand)
    is_nan = x != x
    quiet = _u32(0x00400000)
    if bias is None:
        return _select(is_nan, u | quiet, u)
    if _select_after_add():
        return _select(is_nan, u | quiet, u + bias)
    return _select(is_nan, (u & _u32(0xFFFF0000)) | quiet, u) + bias


def _pack_high_halves(t):
    """Vector of 2n u32 -> Vector of n u32 holding their high halves as (odd << 16) | even.

    Written as a byte shuffle so that the backend emits one ``v_perm_b32`` per pair.
    """
    b = t.bitcast(Uint8)
    picks = []
    for i in range(0, t.numel, 2):
        picks += [4 * i + 2, 4 * i + 3, 4 * (i + 1) + 2, 4 * (i + 1) + 3]
    return b.shuffle(b, picks).bitcast(Uint32)


def _top_bias(mode: RoundingMode, negative, lsb, rand):
    """Bias for the top-aligned discarded field of :func:`_round_generic`, or None for zero."""
    if mode is RoundingMode.RZ:
        return None
    if mode is RoundingMode.STOCHASTIC:
        return (rand & _u32(0xFFFF)) << _u32(16)
    if mode is RoundingMode.RNA:
        return _u32(_SIGN32)
    if mode is RoundingMode.RN:
        return _u32(_ABS32) + lsb
    sign_ones = _u32(0) - negative
    return sign_ones if mode is RoundingMode.RD else ~sign_ones


def _umax(a, b):
    return _select(a > b, a, b)


def _umin(a, b):
    return _select(a < b, a, b)


def _overflow_result(fmt: FloatFormat, mode: RoundingMode, negative, saturate: bool):
    """Magnitude pattern for a value beyond the largest finite one (or an infinite input)."""
    big = _u32(fmt.max_finite)
    if saturate or fmt.specials == "none":
        return big
    past = _u32(fmt.inf if fmt.specials == "ieee" else fmt.max_finite + 1)
    if fmt.specials == "fnuz":
        past = _u32(0)  # the NaN code 0x80 is built from the sign bit by the caller
    if mode is RoundingMode.RZ:
        return big
    if mode is RoundingMode.RU:
        return _select(negative == _u32(1), big, past)
    if mode is RoundingMode.RD:
        return _select(negative == _u32(0), big, past)
    return past


def _infinity_result(fmt: FloatFormat, saturate: bool):
    """Magnitude pattern for an infinite input: Inf where the format has one, else per saturation."""
    if saturate or fmt.specials == "none":
        return _u32(fmt.max_finite)
    if fmt.specials == "ieee":
        return _u32(fmt.inf)
    return _u32(0 if fmt.specials == "fnuz" else fmt.max_finite + 1)


def _f32_bits(value: float) -> int:
    import struct

    return struct.unpack("<I", struct.pack("<f", value))[0]


def _pattern_value(fmt: FloatFormat, pattern: int) -> float:
    """Exact value of a non-negative (magnitude) pattern of ``fmt`` (any pattern, even past max)."""
    e, man = pattern >> fmt.man_bits, pattern & ((1 << fmt.man_bits) - 1)
    if e == 0:
        return man * 2.0 ** (1 - fmt.bias - fmt.man_bits)
    return (man + (1 << fmt.man_bits)) * 2.0 ** (e - fmt.bias - fmt.man_bits)


def _aligned(mc, fmt: FloatFormat, x_scale: int, keep: int):
    """Fixed-point magnitude of f32 magnitude bits ``mc`` (at most the clamp value): the
    target's magnitude pattern from bit ``keep`` upward, the discarded bits below it
    (truncated).

    Target normals keep the exponent riding along (``mc - R`` shifted by a constant;
    ``keep`` is chosen so that it is a left shift, one ``v_lshl_add_u32``). Target
    subnormals come from the FPU: ``mc * 2**x_scale`` is exact (a normal f32; an f32
    subnormal input gives a result far below one unit whether or not it is flushed),
    and the conversion to u32 truncates, so it is the exact floor.
    """
    shift = keep - (_F32_MAN - fmt.man_bits)
    e_min = fmt.min_normal_f32_exp
    rebias = (e_min - 1) << _F32_MAN
    if shift >= 0:
        normal = (mc << _u32(shift)) - _u32(rebias << shift)
    else:
        normal = (mc >> _u32(-shift)) - _u32(rebias >> -shift)
    sub = (mc.bitcast(Float32) * Float32(2.0 ** (x_scale + keep))).to(Uint32)
    return _select(mc < _u32(e_min << _F32_MAN), sub, normal)


def _round_fast(u, fmt: FloatFormat, mode: RoundingMode, rand, saturate: bool):
    """STOCHASTIC, RNA and RZ: modes whose decision needs no sticky bit.

    STOCHASTIC rounds up iff floor(frac * 2**16) + r >= 2**16 and RNA iff frac >= 1/2,
    i.e. the same with r = 2**15; RZ never. So the top discarded bits suffice.

    Works on a 32-bit word with the target pattern top-aligned (sign at bit 31, magnitude
    from bit ``keep = 32 - bits``) and the discarded bits right below it
    (:func:`_aligned`); the bias is added there and the pattern is the top ``bits`` bits.
    The magnitude is first clamped at a value with no discarded bits, whose pattern is the
    overflow code (Inf / fn NaN / fnuz 0x80; STOCHASTIC and RNA round away) or the largest
    finite one (when saturating, for e2m1, and for RZ), so no carry can pass it. That
    also resolves +-Inf (except RZ, where it gets its own select), and NaN for formats
    whose NaN equals the overflow code.
    """
    p = fmt.man_bits
    keep = 32 - fmt.bits
    to_max = saturate or fmt.specials == "none" or mode is RoundingMode.RZ
    clamp_pat = fmt.max_finite if to_max else fmt.max_finite + 1
    clamp = _f32_bits(_pattern_value(fmt, clamp_pat))
    m = u & _u32(_ABS32)
    mc = _umin(m, _u32(clamp))
    x_scale = p + 127 - fmt.min_normal_f32_exp
    a = _aligned(mc, fmt, x_scale, keep)
    is_nan = m > _u32(_INF32)
    if mode is RoundingMode.RZ and not saturate and fmt.specials != "none":
        # RZ clamps overflow to the largest finite value, but an infinite input keeps its
        # code: Inf, or the NaN code (fn: max + 1, fnuz: 0x80) where there is no Inf.
        inf_code = fmt.sign_bit if fmt.specials == "fnuz" else fmt.max_finite + 1
        a = _select(m == _u32(_INF32), _u32(inf_code << keep), a)
    if fmt.specials == "ieee":
        # NaN: a base with zero discarded bits (no carry) holding Inf | quiet | top payload.
        d = _F32_MAN - p
        payload = (u << _u32(keep - d)) & _u32(((1 << p) - 1) << keep)
        a = _select(is_nan, payload | _u32((fmt.inf | (1 << (p - 1))) << keep), a)
    if mode is RoundingMode.STOCHASTIC:
        w = a + ((rand & _u32(0xFFFF)) << _u32(keep - 16))
    elif mode is RoundingMode.RNA:
        w = a + _u32(1 << (keep - 1))
    else:
        w = a
    if fmt.specials == "fn" and (saturate or mode is RoundingMode.RZ):
        w = _select(is_nan, _u32((fmt.max_finite + 1) << keep), w)
    word = w | (u & _u32(_SIGN32))
    if fmt.specials == "fnuz":
        # No -0: a zero magnitude drops the sign. Non-saturated overflow and NaN give the
        # clamp pattern 0x80 (the NaN code) with or without the sign.
        word = _select(w < _u32(1 << keep), _u32(0), word)
        if saturate or mode is RoundingMode.RZ:
            word = _select(is_nan, _u32(fmt.sign_bit << keep), word)
    return word >> _u32(keep)


def _round_generic(u, fmt: FloatFormat, mode: RoundingMode, rand, saturate: bool):
    """Target pattern (in a Uint32) for f32 bits ``u`` and a format narrower in range.

    With ``e`` the f32 biased exponent, the kept bits are ``sig >> sh`` where ``sig`` is
    the significand with its hidden bit and ``sh = (23 - p) + max(0, e_min - e)`` grows
    below the target's smallest normal ``e_min``. The discarded field is aligned to the
    top of a 32-bit word, the mode's bias added, and the carry taken as the round-up.
    """
    if mode in (RoundingMode.STOCHASTIC, RoundingMode.RNA, RoundingMode.RZ):
        return _round_fast(u, fmt, mode, rand, saturate)
    p = fmt.man_bits
    d = _F32_MAN - p
    e_min = fmt.min_normal_f32_exp
    negative = u >> _u32(31)
    m = u & _u32(_ABS32)
    e = _umax(m >> _u32(_F32_MAN), _u32(1))  # f32 subnormals share exponent 1
    sig = m - ((e - _u32(1)) << _u32(_F32_MAN))  # hidden bit set iff normal
    below = _select(e < _u32(e_min), _u32(e_min) - e, _u32(0))
    sh = below + _u32(d)
    exponent = (e + below - _u32(e_min)) << _u32(p)
    kept = exponent + (sig >> _umin(sh, _u32(31)))
    # Discarded bits, top-aligned. Past 32 of them only a sticky bit matters (the value is
    # below half of the smallest subnormal, so RN/RNA give zero and SR is quantised).
    wide = sh > _u32(32)
    narrow_low = sig << (_u32(32) - _umin(sh, _u32(32)))
    wide_low = (sig >> _umin(sh - _u32(32), _u32(31))) | _umin(sig, _u32(1))
    low = _select(wide, wide_low, narrow_low)
    bias = _top_bias(mode, negative, kept & _u32(1), rand)
    if bias is not None:
        up = _select(low + bias < low, _u32(1), _u32(0))
        kept = kept + up
    is_inf = m == _u32(_INF32)
    over = (kept > _u32(fmt.max_finite)) | is_inf
    mag = _select(kept > _u32(fmt.max_finite), _overflow_result(fmt, mode, negative, saturate), kept)
    mag = _select(is_inf, _infinity_result(fmt, saturate), mag)
    sign = negative << _u32(fmt.bits - 1)
    is_nan = m > _u32(_INF32)
    if fmt.specials == "ieee":
        nan = _u32(fmt.inf | (1 << (p - 1))) | ((m >> _u32(d)) & _u32((1 << p) - 1))
        return _select(is_nan, sign | nan, sign | mag)
    if fmt.specials == "fn":
        nan = _u32(fmt.max_finite + 1)
        return sign | _select(is_nan, nan, mag)
    if fmt.specials == "fnuz":
        # One NaN (0x80) and no -0: a zero magnitude drops the sign; NaN and non-saturated
        # overflow (mag 0 from _overflow_result) both become 0x80.
        nan_code = _u32(fmt.sign_bit)
        nan_like = is_nan | (over & (mag == _u32(0)))
        return _select(nan_like, nan_code, _select(mag == _u32(0), _u32(0), sign | mag))
    # "none" (e2m1): no NaN encoding; NaN saturates like an infinity, keeping its sign.
    return sign | _select(is_nan, _u32(fmt.max_finite), mag)


def _bitcast(value, dtype):
    """Reinterpret ``value``'s bits as ``dtype`` (scalar or Vector).

    Scalars are rebuilt through ``ArithValue`` so that types FlyDSL's value casters do not
    know (e.g. f8E4M3FNUZ) still come back as usable DSL values.
    """
    if isinstance(value, Vector):
        return value.bitcast(dtype)
    return dtype(ArithValue(_arith.bitcast(dtype.ir_type, value.ir_value())))


def _to_dtype(pattern, dtype, fmt: FloatFormat):
    """Narrow a Uint32 pattern to ``fmt.bits`` and reinterpret it as ``dtype``."""
    int_type = {16: Uint16, 8: Uint8, 4: Int4}[fmt.bits]
    return _bitcast(pattern.to(int_type), dtype)


def _flat(v):
    return v.reshape((v.numel,)) if isinstance(v, Vector) else v


def round_float(x, dtype, fmt: FloatFormat, mode: RoundingMode, rand=None, *, saturate: bool = False):
    """Convert float ``x`` (scalar or Vector) to ``dtype`` under ``mode``.

    ``rand`` (Uint32, scalar or Vector like ``x``) supplies the 16 random bits per element
    for STOCHASTIC; it is ignored otherwise.
    """
    if isinstance(x, Vector) and len(x.shape) != 1:
        flat = round_float(x.reshape((x.numel,)), dtype, fmt, mode, _flat(rand), saturate=saturate)
        return flat.reshape(x.shape)
    if x.dtype is not Float32:
        x = x.to(Float32)
    u = x.bitcast(Uint32)
    if fmt.name == "BFloat16" and not saturate:
        wide = _round_to_bf16(x, u, mode, rand)
        if isinstance(wide, Vector) and wide.numel % 2 == 0:
            return _pack_high_halves(wide).bitcast(dtype)
        pattern = wide >> _u32(16)
    else:
        pattern = _round_generic(u, fmt, mode, rand, saturate)
    return _to_dtype(pattern, dtype, fmt)


def widen_to_f32(x, fmt: FloatFormat):
    """Exact value of a narrow float ``x`` (fp8 / fp4, scalar or Vector) as Float32, from its bits.

    The significand (with its hidden bit for normals) times a power-of-two scale built in
    the exponent field is exact in f32; specials follow the format's encoding.
    """
    int_type = {8: Uint8, 4: Int4}[fmt.bits]
    p = _bitcast(x, int_type).to(Uint32)
    if fmt.bits == 4:
        p = p & _u32(0xF)
    man = fmt.man_bits
    e = (p >> _u32(man)) & _u32((1 << fmt.exp_bits) - 1)
    m = p & _u32((1 << man) - 1)
    sign = (p >> _u32(fmt.bits - 1)) << _u32(31)
    significand = _select(e == _u32(0), m, m | _u32(1 << man))
    scale = ((_umax(e, _u32(1)) + _u32(127 - fmt.bias - man)) << _u32(_F32_MAN)).bitcast(Float32)
    bits = (significand.to(Float32) * scale).bitcast(Uint32) | sign
    code = p & _u32(fmt.sign_bit - 1)
    if fmt.specials == "ieee":
        all_ones = _u32((1 << fmt.exp_bits) - 1)
        special = sign | _u32(_INF32) | (m << _u32(_F32_MAN - man))
        bits = _select(e == all_ones, special, bits)
    elif fmt.specials == "fn":
        bits = _select(code == _u32(fmt.max_finite + 1), sign | _u32(0x7FC00000), bits)
    elif fmt.specials == "fnuz":
        bits = _select(p == _u32(fmt.sign_bit), _u32(0x7FC00000), bits)
    return bits.bitcast(Float32)
