"""Integer-op lowering of narrowing float conversions under every :class:`RoundingMode`.

Every mode is "add a bias to the discarded bits, then truncate":

============  ==========================================================
mode          bias added below the kept LSB
============  ==========================================================
RZ            0
RU / RD       all ones when rounding away from zero for this sign, else 0
RNA           one half
RN            one half minus one, plus the kept LSB (ties to even)
STOCHASTIC    the 16 random bits, placed right below the kept LSB
============  ==========================================================

The carry out of the discarded field is the round-up decision. f32 -> bf16 keeps the
exponent range, so it is one add and a shift (:func:`_round_to_bf16`). Targets with a
narrower exponent range (f16, fp8, fp4) work on a 32-bit word holding the target pattern
top-aligned with the discarded bits below it (:func:`_round_narrow`): the exponent rides
along for target normals, and target subnormals are denormalised exactly by the FPU
(:func:`_aligned`). NaN, infinity and overflow follow
:class:`~flydsl.rounding.formats.FloatFormat`.

Inputs here are validated values (see :mod:`flydsl.rounding.api`); the functions work
on scalar ``Numeric`` and ``Vector`` values alike through FlyDSL's operators, so the IR
is plain ``arith`` that the host engine runs as is.
"""

from __future__ import annotations

import contextvars
import struct

from flydsl._mlir import ir
from flydsl._mlir.dialects import arith as _arith
from flydsl._mlir.dialects import llvm as _llvm
from flydsl.expr.numeric import Float32, Int4, Uint8, Uint16, Uint32
from flydsl.expr.typing import Vector
from flydsl.expr.utils.arith import ArithValue

from .formats import F32_ABS_MASK, F32_INF, FloatFormat, Specials
from .modes import RoundingMode
from .pyeval import PyF32, PyU32
from .target import HALF_ADD_ARCHS, assume_target, lowering_arch

__all__ = ["round_float", "round_pattern", "widen_to_f32", "assume_target", "HALF_ADD_ASM", "half_add_operands"]


def _select_after_add() -> bool:
    """gfx9 (CDNA) prefers the NaN select after the add; everything else before it."""
    return lowering_arch().startswith("gfx9")


#: The target form of "``c`` plus one 16-bit half of ``w``" (:attr:`~flydsl.rounding.target.ArchInfo.half_add`):
#: inline asm, by the half it adds (0: low, 1: high), operands ``$1 = w``, ``$2 = c``. ``w.half * 1 + c``
#: in one full-rate op; written as asm because LLVM folds the multiply by one (then it needs a separate
#: extract). :mod:`flydsl.rounding.amdgpu_semantics` turns it back into :func:`_add_half`'s portable
#: form for the host engine.
HALF_ADD_ASM = {
    0: "v_mad_u32_u16 $0, $1, 1, $2",
    1: "v_mad_u32_u16 $0, $1, 1, $2 op_sel:[1,0,0,0]",
}
_HALF_ADD_CONSTRAINTS = "=v,v,v"


def _fused_half_add() -> bool:
    """The lowering uses the one-op half add (RDNA: no SDWA to fuse the extract), not on Python values."""
    return lowering_arch() in HALF_ADD_ARCHS and not _on_python.get()


def _int_constant(value) -> int | None:
    owner = getattr(value, "owner", None)
    if getattr(owner, "name", None) != "arith.constant":
        return None
    try:
        return ir.IntegerAttr(owner.attributes["value"]).value & 0xFFFFFFFF
    except (TypeError, ValueError):
        return None


def _half_source(r: ir.Value) -> tuple:
    """``(w, h)`` with ``r & 0xFFFF == half h of w``: looks through ``w >> 16`` and ``w & 0xFFFF`` (else ``(r, 0)``)."""
    owner = getattr(r, "owner", None)
    name = getattr(owner, "name", None)
    if name not in ("arith.shrui", "arith.andi"):
        return r, 0
    a, b = owner.operands
    if name == "arith.shrui" and _int_constant(b) == 16:
        return a, 1
    if name == "arith.andi":
        for w, mask in ((a, b), (b, a)):
            if _int_constant(mask) == 0xFFFF:
                return w, 0
    return r, 0


def _half_add_one(c, r):
    """Scalar ``c + (r & 0xFFFF)`` as one ``v_mad_u32_u16`` (:data:`HALF_ADD_ASM`)."""
    w, half = _half_source(r.ir_value())
    i32 = ir.IntegerType.get_signless(32)
    out = _llvm.inline_asm(i32, [w, c.ir_value()], HALF_ADD_ASM[half], _HALF_ADD_CONSTRAINTS, has_side_effects=False)
    return Uint32(ArithValue(out))


def _add_half(c, r):
    """``c + (r & 0xFFFF)`` (scalar or Vector): the bf16 stochastic-rounding add.

    On :data:`~flydsl.rounding.target.HALF_ADD_ARCHS` one ``v_mad_u32_u16`` per element, which
    also takes over the extraction when ``r`` is a Philox word's half (``w >> 16`` or
    ``w & 0xFFFF``, as :mod:`flydsl.rounding.stream` builds the chunks); elsewhere plain arith.
    """
    if not _fused_half_add():
        return c + (r & _u32(0xFFFF))
    if not isinstance(c, Vector):
        return _half_add_one(c, r)
    owner = getattr(r, "owner", None)
    if getattr(owner, "name", None) == "vector.from_elements":
        parts = [Uint32(ArithValue(v)) for v in owner.operands]
    else:
        parts = [r[i] for i in range(r.numel)]
    return Vector.from_elements([_half_add_one(c[i], parts[i]) for i in range(c.numel)], Uint32)


def half_add_operands(op) -> tuple | None:
    """``(w, h, c)`` when ``op`` is the inline asm of :data:`HALF_ADD_ASM` (``c + half h of w``), else None."""
    if op.name != "llvm.inline_asm":
        return None
    text = ir.StringAttr(op.attributes["asm_string"]).value
    for half, asm in HALF_ADD_ASM.items():
        if text == asm:
            w, c = op.operands
            return w, half, c
    return None


_F32_MAN = 23
_SIGN32 = 0x80000000


#: True while :func:`round_pattern` evaluates the lowering on Python values (see :mod:`.pyeval`).
_on_python: contextvars.ContextVar = contextvars.ContextVar("flydsl_rounding_on_python", default=False)


def _u32(v: int):
    """A 32-bit constant: a FlyDSL Uint32, or a Python stand-in inside :func:`round_pattern`."""
    return PyU32(v) if _on_python.get() else Uint32(v & 0xFFFFFFFF)


def _f32(v: float):
    """An f32 constant: a FlyDSL Float32, or a Python stand-in inside :func:`round_pattern`."""
    return PyF32(v) if _on_python.get() else Float32(v)


def _select(cond, a, b):
    return cond.select(a, b)


def _sign_mask(u):
    """All ones where the sign bit of ``u`` is set, else zero."""
    return _u32(0) - (u >> _u32(31))


def _bias_bf16(u, mode: RoundingMode):
    """The value added to the 16 discarded bits of an f32 pattern for bf16 (deterministic modes but RZ)."""
    if mode is RoundingMode.RNA:
        return _u32(0x8000)
    if mode is RoundingMode.RN:
        return _u32(0x7FFF) + ((u >> _u32(16)) & _u32(1))
    away = _sign_mask(u) if mode is RoundingMode.RD else ~_sign_mask(u)
    return away & _u32(0xFFFF)


def _add_bias(base, bias, rand):
    """``base`` plus the bias for the bits below the bf16 LSB: ``bias``, or for STOCHASTIC (``bias`` None)
    ``rand``'s low 16 bits."""
    return _add_half(base, rand) if bias is None else base + bias


def _round_to_bf16(x, u, mode: RoundingMode, rand):
    """bf16 pattern in the high half of a Uint32, for f32 value ``x`` with bits ``u``.

    Adding a bias below 2**16 to the full pattern works for both signs (sign-magnitude)
    and turns overflow past the largest finite bf16 into +-Inf exactly as the mode
    demands. The one failure is NaN: low payload bits could carry into the exponent or
    vanish, so a NaN instead keeps its sign and top payload bits and gets the quiet bit.

    Bit-identical forms, picked per target for instruction count: on gfx10+ the NaN
    replaces the *base* before the add with ``(u & 0xFFFF0000) | 0x400000`` (low half
    zero, so no bias can carry; one ``v_and_or_b32``, and the select pairs with the add
    for dual issue); on gfx9 the select comes after the add, where the chunk extraction
    fuses into an SDWA add. On RDNA3 / RDNA4 the stochastic add is one ``v_mad_u32_u16``
    that also extracts the Philox half (:func:`_add_half`).
    """
    bias = None if mode in (RoundingMode.RZ, RoundingMode.STOCHASTIC) else _bias_bf16(u, mode)
    is_nan = x != x
    quiet = _u32(0x00400000)
    if mode is RoundingMode.RZ:
        return _select(is_nan, u | quiet, u)
    if _select_after_add():
        return _select(is_nan, u | quiet, _add_bias(u, bias, rand))
    return _add_bias(_select(is_nan, (u & _u32(0xFFFF0000)) | quiet, u), bias, rand)


def _pack_high_halves(t):
    """Vector of 2n u32 -> Vector of n u32 holding their high halves as (odd << 16) | even.

    Written as a byte shuffle so that the backend emits one ``v_perm_b32`` per pair.
    """
    b = t.bitcast(Uint8)
    picks = []
    for i in range(0, t.numel, 2):
        picks += [4 * i + 2, 4 * i + 3, 4 * (i + 1) + 2, 4 * (i + 1) + 3]
    return b.shuffle(b, picks).bitcast(Uint32)


def _umax(a, b):
    return _select(a > b, a, b)


def _umin(a, b):
    return _select(a < b, a, b)


def _f32_bits(value: float) -> int:
    """The f32 bit pattern of ``value`` (rounded to f32)."""
    return struct.unpack("<I", struct.pack("<f", value))[0]


def _pattern_value(fmt: FloatFormat, pattern: int) -> float:
    """Exact value of a non-negative (magnitude) pattern of ``fmt`` (any pattern, even past max)."""
    e, man = pattern >> fmt.man_bits, pattern & ((1 << fmt.man_bits) - 1)
    if e == 0:
        return man * 2.0 ** (1 - fmt.bias - fmt.man_bits)
    return (man + (1 << fmt.man_bits)) * 2.0 ** (e - fmt.bias - fmt.man_bits)


def _sticky_kind(fmt: FloatFormat, mode: RoundingMode, keep: int) -> str | None:
    """How :func:`_aligned` must account for the subnormal bits that fall below the word.

    None: not at all (STOCHASTIC, RNA and RZ look at the top discarded bits only; RN when
    ``keep >= 24``, see below). "nonzero": only whether a zero-looking field has a nonzero
    value (RU / RD with ``keep >= 24``). "bit": a true sticky bit (RU / RD / RN otherwise).

    The product ``y`` of :func:`_aligned` has a 24-bit significand, so it has a fraction
    only when ``y < 2**23``. With ``keep >= 24`` such a ``y`` has no kept bits and its
    truncated field is below one half (2**(keep-1)): RN gives zero whatever the sticky,
    and RU / RD need only know whether the value is nonzero.
    """
    if mode not in (RoundingMode.RN, RoundingMode.RU, RoundingMode.RD):
        return None
    if keep >= 24:
        return None if mode is RoundingMode.RN else "nonzero"
    return "bit"


def _aligned(mc, fmt: FloatFormat, x_scale: int, keep: int, sticky: str | None = None):
    """Fixed-point magnitude of f32 magnitude bits ``mc`` (at most the clamp value): the
    target's magnitude pattern from bit ``keep`` upward, the discarded bits below it
    (truncated, unless ``sticky`` says otherwise).

    Target normals keep the exponent riding along (``mc - R`` shifted by a constant;
    ``keep`` is chosen so that it is a left shift, one ``v_lshl_add_u32``), so they keep
    every discarded bit. Target subnormals come from the FPU: ``y = mc * 2**(x_scale +
    keep)`` is exact (a normal f32; an f32 subnormal input gives a result far below one
    unit, which is exact too as FlyDSL kernels keep f32 denormals), and the conversion to
    u32 truncates, so it is the exact floor; the bits of ``y`` below the word are dropped.

    ``sticky`` (see :func:`_sticky_kind`) restores what the directed and nearest modes need
    of them: "nonzero" makes a zero floor 1 when ``mc`` is nonzero (the field is then the
    whole value, so this only says "not zero"); "bit" computes ``y / 2`` instead and builds
    ``2 * floor(y / 2) + (y / 2 is not an integer)``: the floor of ``y`` with its lowest bit
    replaced by the OR of every bit from there down. Either way the word's lowest bit
    lies below the half bit, so the RN / RU / RD decisions on the field are exact.
    """
    shift = keep - (_F32_MAN - fmt.man_bits)
    e_min = fmt.min_normal_f32_exp
    rebias = (e_min - 1) << _F32_MAN
    if shift >= 0:
        normal = (mc << _u32(shift)) - _u32(rebias << shift)
    else:
        normal = (mc >> _u32(-shift)) - _u32(rebias >> -shift)
    if e_min <= 1:
        # bf16: the target's subnormals are f32's, so the normal form is exact everywhere.
        return normal
    x = mc.bitcast(Float32)
    if sticky == "bit":
        y = x * _f32(2.0 ** (x_scale + keep - 1))
        half = y.to(Uint32)
        sub = (half << _u32(1)) | _select(half.to(Float32) != y, _u32(1), _u32(0))
    else:
        sub = (x * _f32(2.0 ** (x_scale + keep))).to(Uint32)
        if sticky == "nonzero":
            # A zero floor becomes 1 when mc is nonzero; a nonzero floor stays (it is below mc).
            sub = _umin(mc, _umax(sub, _u32(1)))
    return _select(mc < _u32(e_min << _F32_MAN), sub, normal)


def _directed(mode: RoundingMode) -> bool:
    """True for RU and RD, whose direction (toward or away from zero) depends on the sign."""
    return mode in (RoundingMode.RU, RoundingMode.RD)


def _fast_bias(mode: RoundingMode, a, negative, rand, keep: int):
    """The value added to the word ``a`` of :func:`_round_narrow`, or None for zero.

    The carry out of the ``keep`` discarded bits is the round-up: RNA adds one half, RN one
    half minus one plus the kept LSB (ties to even), STOCHASTIC the 16 random bits right
    below the kept LSB, RU / RD all ones when rounding away from zero for this sign
    (``negative`` is 0 or 1), else nothing.
    """
    if mode is RoundingMode.STOCHASTIC:
        return (rand & _u32(0xFFFF)) << _u32(keep - 16)
    if mode is RoundingMode.RNA:
        return _u32(1 << (keep - 1))
    if mode is RoundingMode.RN:
        return _u32((1 << (keep - 1)) - 1) + ((a >> _u32(keep)) & _u32(1))
    if mode is RoundingMode.RU:
        return (_u32(1) - negative) * _u32((1 << keep) - 1)
    if mode is RoundingMode.RD:
        return negative * _u32((1 << keep) - 1)
    return None


def _round_narrow(u, fmt: FloatFormat, mode: RoundingMode, rand, saturate: bool):
    """Every mode, for the targets narrower in range than f32 (f16, fp8, fp4).

    STOCHASTIC rounds up iff floor(frac * 2**16) + r >= 2**16 and RNA iff frac >= 1/2,
    i.e. the same with r = 2**15; RZ never. So the top discarded bits suffice. RN, RU
    and RD also need to know whether any lower bit is set; :func:`_aligned` keeps all of
    them for target normals and folds the rest into the word's lowest bit for subnormals
    (:func:`_sticky_kind`).

    Works on a 32-bit word with the target pattern top-aligned (sign at bit 31, magnitude
    from bit ``keep = 32 - bits``) and the discarded bits right below it
    (:func:`_aligned`); the bias is added there and the pattern is the top ``bits`` bits.
    The magnitude is first clamped at a value with no discarded bits, whose pattern is the
    overflow code (Inf / fn NaN / fnuz 0x80; the modes rounding away for this sign) or the
    largest finite one (when saturating, for e2m1, and for RZ), so no carry can pass it.
    RU / RD without saturation pick per sign: the direction rounding toward zero clamps
    one f32 ulp below the overflow code's value instead, which truncates to the largest
    finite pattern. The clamp also resolves +-Inf (except where the clamp is the largest
    finite value for a non-saturating Inf/NaN format: there it gets its own select), and
    NaN for formats whose NaN equals the overflow code.
    """
    p = fmt.man_bits
    keep = 32 - fmt.bits
    directed = _directed(mode) and not saturate and fmt.specials is not Specials.FINITE
    to_max = saturate or fmt.specials is Specials.FINITE or mode is RoundingMode.RZ
    clamp_pat = fmt.max_finite if to_max else fmt.max_finite + 1
    clamp = _f32_bits(_pattern_value(fmt, clamp_pat))
    m = u & _u32(F32_ABS_MASK)
    negative = u >> _u32(31)
    if directed:
        # The sign rounding toward zero clamps just below the overflow code's value.
        toward = negative if mode is RoundingMode.RU else _u32(1) - negative
        mc = _umin(m, _u32(clamp) - toward)
    else:
        mc = _umin(m, _u32(clamp))
    x_scale = p + 127 - fmt.min_normal_f32_exp
    a = _aligned(mc, fmt, x_scale, keep, _sticky_kind(fmt, mode, keep))
    is_nan = m > _u32(F32_INF)
    special_max = (mode is RoundingMode.RZ or directed) and not saturate and fmt.specials is not Specials.FINITE
    if special_max:
        # Overflow may clamp to the largest finite value, but an infinite input keeps its
        # code: Inf, or the NaN code (fn: max + 1, fnuz: 0x80) where there is no Inf.
        inf_code = fmt.sign_bit if fmt.specials is Specials.FNUZ else fmt.max_finite + 1
        if directed and fmt.specials is not Specials.IEEE:
            a = _select(m >= _u32(F32_INF), _u32(inf_code << keep), a)  # NaN takes the same code
        else:
            a = _select(m == _u32(F32_INF), _u32(inf_code << keep), a)
    if fmt.specials is Specials.IEEE:
        # NaN: a base with zero discarded bits (no carry) holding Inf | quiet | top payload.
        d = _F32_MAN - p
        payload = (u << _u32(keep - d)) & _u32(((1 << p) - 1) << keep)
        a = _select(is_nan, payload | _u32((fmt.inf | (1 << (p - 1))) << keep), a)
    bias = _fast_bias(mode, a, negative, rand, keep)
    w = a if bias is None else a + bias
    nan_clamped = saturate or mode is RoundingMode.RZ
    if fmt.specials is Specials.FN and nan_clamped:
        w = _select(is_nan, _u32((fmt.max_finite + 1) << keep), w)
    word = w | (u & _u32(_SIGN32))
    if fmt.specials is Specials.FNUZ:
        # No -0: a zero magnitude drops the sign. Non-saturated overflow and NaN give the
        # clamp pattern 0x80 (the NaN code) with or without the sign.
        word = _select(w < _u32(1 << keep), _u32(0), word)
        if nan_clamped:
            word = _select(is_nan, _u32(fmt.sign_bit << keep), word)
    return word >> _u32(keep)


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
        pattern = _round_narrow(u, fmt, mode, rand, saturate)
    return _to_dtype(pattern, dtype, fmt)


def round_pattern(bits: int, fmt: FloatFormat, mode: RoundingMode, rand: int | None = None, *, saturate: bool = False):
    """:func:`round_float`'s algorithm on Python ints: the target pattern for the f32 bit pattern ``bits``.

    ``rand`` gives the 16 random bits for STOCHASTIC. The same code as the kernels run,
    evaluated with :mod:`flydsl.rounding.pyeval` stand-ins (no MLIR context needed): API
    constant folding uses it.
    """
    token = _on_python.set(True)
    try:
        u = PyU32(bits)
        r = PyU32(0 if rand is None else rand)
        if fmt.name == "BFloat16" and not saturate:
            pattern = _round_to_bf16(u.bitcast(Float32), u, mode, r) >> _u32(16)
        else:
            pattern = _round_narrow(u, fmt, mode, r, saturate)
        return int(pattern)
    finally:
        _on_python.reset(token)


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
    if fmt.specials is Specials.IEEE:
        all_ones = _u32((1 << fmt.exp_bits) - 1)
        special = sign | _u32(F32_INF) | (m << _u32(_F32_MAN - man))
        bits = _select(e == all_ones, special, bits)
    elif fmt.specials is Specials.FN:
        bits = _select(code == _u32(fmt.max_finite + 1), sign | _u32(0x7FC00000), bits)
    elif fmt.specials is Specials.FNUZ:
        bits = _select(p == _u32(fmt.sign_bit), _u32(0x7FC00000), bits)
    return bits.bitcast(Float32)
