"""gfx950's block-scale conversion instructions as an opt-in element rounding for :mod:`flydsl.rounding.mx`.

Contract::

    codes = convert(y, fmt, mode, rand, hw_convert, finite)  # in a FlyDSL body traced for gfx950
    codes = model(y_bits, fmt, mode, rand, hw_convert)   # numpy: what the same instructions give, per AMD's pseudocode

``hw_convert`` is ``"exact"`` or ``"paired"`` (:data:`HW_CONVERTS`); ``y`` are the block's scaled
f32 values (the software path's ``y_k``), ``rand`` its 16-bit canonical stream words
(STOCHASTIC) or None, ``finite`` (a DSL Boolean) false for a block holding a NaN or an Inf,
whose code words are then zeroed (one select per 32-bit word; the model takes finite ``y``).
``convert`` returns the packed codes (``Vector[Uint8]``, fp4 two per byte), ``model`` one
unpacked code per element (uint8).

The instructions (raw ``flydsl._mlir.dialects.rocdl`` ops), each with scale operand ``1.0``
(exponent field 127: no scaling; the scaled values are computed in software exactly as the
software path does, so NVFP4's non-power-of-two factor and the headroom multiply are the same):

- RN: ``v_cvt_scalef32_pk_fp4_f32`` (two elements per instruction), ``v_cvt_scalef32_pk_fp8_f32``
  / ``_pk_bf8_f32`` (two per instruction). Pairs need no random value, so RN is canonical in
  both variants.
- STOCHASTIC, ``"exact"``: fp8 / bf8 ``v_cvt_scalef32_sr_fp8_f32`` / ``_sr_bf8_f32``, one element
  with seed ``r16 << 16``; fp4 ``v_cvt_scalef32_sr_pk_fp4_f32`` twice per pair: the even element
  in slot 0 with seed ``r16 << 16`` (slot 1 gets +0, which rounds to code 0 whatever the random
  value), the odd element in slot 1 with seed ``r16 << 15``, whose ``v_prng_b32`` is ``r16 <<
  16`` (slot 0 then gets +0). The pseudocode's SR helper adds ``S1[31:9+M]`` to the ``23-M``
  dropped bits and rounds up on a carry, so ``r16 << 16`` rounds up iff ``floor(frac * 2**16) +
  r16 >= 2**16``: the canonical rule, bit for bit.
- STOCHASTIC, ``"paired"`` (fp4 only; fp8 has no paired SR form and runs as ``"exact"``): one
  ``v_cvt_scalef32_sr_pk_fp4_f32`` per pair with seed ``w = r16[2j] | r16[2j+1] << 16`` (the
  Philox word that carries both elements' stream bits): the even element sees ``w[31:10]``, the
  odd one ``v_prng_b32(w)[31:10] = w[30:9]``. Each element alone is exactly unbiased on normal
  targets (a uniform 22-bit value against the 22 dropped bits), but the codes are NOT the
  canonical stream's and the two elements' random values overlap in 21 bits (correlation 0.5;
  measured on the emulator, docs/mx.rst).

Software around the instructions: fp8 / bf8 values are first clamped to +-largest finite
(``v_med3_f32``): the instructions without CLAMP turn overflow into NaN / Inf, the software path
saturates, and RN / SR of the clamped value is the saturated code. fp4 saturates by itself.

These follow AMD's ISA pseudocode with amdemu's helper models (its default "carry then
truncate" SR helper; the pseudocode text itself says the mantissa "wraps", which
ROCm/llvm-project#3275 disputes: carry). Verified on the emulator, NOT on silicon.
"""

from __future__ import annotations

import functools

import numpy as np

from flydsl.rounding import target
from flydsl.rounding.formats import FloatFormat
from flydsl.rounding.modes import RoundingMode

__all__ = ["HW_CONVERTS", "check_hw_convert", "convert", "model", "prng"]

#: The hardware-convert variants (see the module docstring).
HW_CONVERTS = ("exact", "paired")

#: Modes the instructions implement.
HW_MODES = (RoundingMode.RN, RoundingMode.STOCHASTIC)


def check_hw_convert(
    hw_convert, mode: RoundingMode, *, arch: str | None = None, where: str = "hw_convert="
) -> str | None:
    """``hw_convert`` checked (None or a name of :data:`HW_CONVERTS`) for ``mode`` on ``arch``.

    ``arch`` defaults to the current target (:func:`flydsl.rounding.target.current_arch`); it must
    be one of :data:`flydsl.rounding.target.MX_CONVERT_ARCHS`. ValueError otherwise, saying why.
    """
    if hw_convert is None:
        return None
    if hw_convert not in HW_CONVERTS:
        raise ValueError(f"{where} must be None or one of {', '.join(map(repr, HW_CONVERTS))}, got {hw_convert!r}")
    if mode not in HW_MODES:
        raise ValueError(
            f"{where}{hw_convert!r}: the gfx950 conversions round to nearest or stochastically, not {mode.name}; "
            "use hw_convert=None for other modes"
        )
    arch = target.current_arch() if arch is None else arch
    if arch not in target.MX_CONVERT_ARCHS:
        raise ValueError(
            f"{where}{hw_convert!r} needs the v_cvt_scalef32_* instructions of {', '.join(target.MX_CONVERT_ARCHS)}; "
            f"the target is {arch or 'none (no AMD GPU)'}: use hw_convert=None (the software path, whose bits "
            "hw_convert='exact' reproduces)"
        )
    return hw_convert


# -- the instructions, from FlyDSL -----------------------------------------------------------------


def _ir():
    from flydsl._mlir import ir
    from flydsl._mlir.dialects import llvm, rocdl

    return ir, llvm, rocdl


def _clamp(v, limit: float):
    """``v`` (Float32) clamped to [-limit, limit] with one ``v_med3_f32``."""
    from flydsl.expr.numeric import Float32

    ir, llvm, _ = _ir()
    f32 = ir.F32Type.get()
    args = [v.ir_value(), Float32(-limit).ir_value(), Float32(limit).ir_value()]
    return Float32(llvm.call_intrinsic(f32, "llvm.amdgcn.fmed3.f32", args, [], []))


def convert(y, fmt, mode: RoundingMode, rand, hw_convert: str, finite=None):
    """Packed codes (``Vector[Uint8]``) of the f32 Vector ``y`` (see the module docstring)."""
    from flydsl.expr.numeric import Float32, Uint32
    from flydsl.expr.typing import Vector

    ir, llvm, rocdl = _ir()
    i32 = ir.IntegerType.get_signless(32)
    one = Float32(1.0).ir_value()
    zero_f = Float32(0.0)
    n = y.numel
    sr = mode is RoundingMode.STOCHASTIC
    vals = [y[k] for k in range(n)]
    words = []
    if fmt.packed:  # fp4: 4 pairs per word, pair j in byte j % 4 (even element in the low nibble)
        for w in range(n // 8):
            word = Uint32(0)
            for j in range(4):
                a, b = vals[8 * w + 2 * j], vals[8 * w + 2 * j + 1]
                if not sr:
                    word = Uint32(
                        rocdl.cvt_scalef32_pk_fp4_f32(i32, word.ir_value(), a.ir_value(), b.ir_value(), one, j)
                    )
                    continue
                ra, rb = rand[8 * w + 2 * j], rand[8 * w + 2 * j + 1]

                def sr_pk(lo, hi, seed, j=j):
                    v2 = Vector.from_elements([lo, hi], Float32)
                    return Uint32(rocdl.cvt_scalef32_sr_pk_fp4_f32(i32, Uint32(0).ir_value(), v2.ir_value(),
                                                                   seed.ir_value(), one, j))  # fmt: skip

                if hw_convert == "paired":
                    got = sr_pk(a, b, ra | (rb << Uint32(16)))
                else:
                    got = sr_pk(a, zero_f, ra << Uint32(16)) | sr_pk(zero_f, b, rb << Uint32(15))
                # LLVM does not tie old_vdst of the SR form: only byte j is defined
                word = word | (got & Uint32(0xFF << (8 * j)))
            words.append(word)
    else:
        bf8 = fmt.element.exp_bits == 5
        limit = fmt.max_value
        vals = [_clamp(v, limit) for v in vals]
        v2i16 = ir.VectorType.get([2], ir.IntegerType.get_signless(16))
        pk = rocdl.cvt_scalef32_pk_bf8_f32 if bf8 else rocdl.cvt_scalef32_pk_fp8_f32
        one_sr = rocdl.cvt_scalef32_sr_bf8_f32 if bf8 else rocdl.cvt_scalef32_sr_fp8_f32
        for w in range(n // 4):
            q = vals[4 * w : 4 * w + 4]
            if sr:
                word = Uint32(0)
                for j in range(4):
                    seed = rand[4 * w + j] << Uint32(16)
                    word = Uint32(one_sr(i32, word.ir_value(), q[j].ir_value(), seed.ir_value(), one, j))
            else:
                half = llvm.bitcast(v2i16, Uint32(0).ir_value())
                for hi in (False, True):
                    a, b = q[2 * hi], q[2 * hi + 1]
                    half = pk(v2i16, half, a.ir_value(), b.ir_value(), one, hi)
                word = Uint32(llvm.bitcast(i32, half))
            words.append(word)
    from flydsl.expr.numeric import Uint8

    if finite is not None:
        words = [finite.select(w, Uint32(0)) for w in words]
    return Vector.from_elements(words, Uint32).bitcast(Uint8)


# -- the numpy model of the same instructions ------------------------------------------------------


def prng(s) -> np.ndarray:
    """V_PRNG_B32 (AMD's pseudocode): ``(s << 1) ^ (s[31] ? 0xC5 : 0)`` on uint32."""
    s = np.asarray(s, np.uint64)
    out = (s << np.uint64(1)) ^ np.where(s >> np.uint64(31), np.uint64(0xC5), np.uint64(0))
    return (out & np.uint64(0xFFFFFFFF)).astype(np.uint32)


@functools.cache
def _grid(fmt: FloatFormat) -> np.ndarray:
    """Magnitudes of codes 0 .. max finite (float64), then the slot one ulp above the largest."""
    v = np.array([fmt.value_of(c) for c in range(fmt.max_finite + 1)], np.float64)
    return np.append(v, 2 * v[-1] - v[-2])


def _instruction(y_bits: np.ndarray, fmt: FloatFormat, s1) -> np.ndarray:
    """One element of ``f32_to_{fp4,fp8,bf8}[_sr]_scale(S0.f32, [S1.u32,] scale=127)`` as modelled.

    Finite inputs: the value (scale 127: unchanged) rounded onto the target grid, target
    subnormals included; RN: nearest, ties to the even code; SR (``s1`` given): with ``t =
    floor(frac * 2**(23 - M))`` the dropped field, round up iff ``t + (S1 >> (9 + M)) >= 2**(23 -
    M)`` (the carry), then truncate. Overflow: fp4 saturates to +-6; fp8 / bf8 give NaN / Inf
    (never reached here: :func:`model` clamps first). +-0 keep their sign.
    """
    m = fmt.man_bits
    grid = _grid(fmt)
    top = fmt.max_finite
    u = np.asarray(y_bits, np.uint32)
    sign = (u >> np.uint32(31)).astype(np.uint32)
    mag = np.abs(u.view(np.float32).astype(np.float64))
    lo = np.clip(np.searchsorted(grid, mag, side="right") - 1, 0, top)
    frac = np.clip((mag - grid[lo]) / (grid[lo + 1] - grid[lo]), 0.0, None)
    width = 23 - m
    if s1 is None:
        up = (frac > 0.5) | ((frac == 0.5) & (lo % 2 == 1))
    else:
        t = np.floor(frac * 2.0**width).astype(np.int64)
        up = t + (np.asarray(s1, np.int64) >> (9 + m)) >= (1 << width)
    code = lo + up
    over = (code > top) | (mag >= grid[top + 1])
    if fmt.bits == 4:
        code = np.where(over, top, code)
    else:
        code = np.where(over, top + 1, code)  # E4M3FN's NaN 0x7F, E5M2's Inf 0x7C
    return ((sign << np.uint32(fmt.bits - 1)) | code.astype(np.uint32)).astype(np.uint32)


def model(y_bits, fmt, mode, rand=None, hw_convert: str = "exact") -> np.ndarray:
    """Per-element codes (uint8) that :func:`convert` gives for f32 patterns ``y_bits`` (blocks along the
    last axis; even length), with 16-bit stream words ``rand`` for STOCHASTIC."""
    from .formats import format_named

    f = format_named(fmt)
    mode = RoundingMode[mode] if isinstance(mode, str) else mode
    u = np.asarray(y_bits, np.uint32)
    e = f.element
    if not f.packed:
        limit = np.float32(f.max_value)
        with np.errstate(invalid="ignore"):
            u = np.clip(u.view(np.float32), -limit, limit).astype(np.float32).view(np.uint32)
    if mode is RoundingMode.RN:
        return _instruction(u, e, None).astype(np.uint8)
    r = np.asarray(rand, np.uint32)
    if not f.packed or hw_convert == "exact":
        # fp8: S1 = r16 << 16; fp4 slot 0: S1 = r16 << 16; slot 1: S1 = r16 << 15 and the random value is prng(S1)
        s1 = r << np.uint32(16)
        if f.packed:
            odd = np.zeros(u.shape, bool)
            odd[..., 1::2] = True
            s1 = np.where(odd, prng(r << np.uint32(15)), s1)
        return _instruction(u, e, s1).astype(np.uint8)
    w = r[..., 0::2] | (r[..., 1::2] << np.uint32(16))
    s1 = np.empty(u.shape, np.uint32)
    s1[..., 0::2], s1[..., 1::2] = w, prng(w)
    return _instruction(u, e, s1).astype(np.uint8)
