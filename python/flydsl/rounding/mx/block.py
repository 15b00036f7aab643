"""The FlyDSL building block: quantize one block of f32 values to codes and a shared scale.

Contract::

    codes, scale = quantize_block(x, fmt, *, scale_rule=None, rounding=None, seed=None, offset=None,
                                  rand=None, substream=0, headroom=False, tensor_scale=None, rounds=None,
                                  hw_convert=None, block_amax=None, allow_clipping=False)

- ``x``: a ``Vector`` of f32 (bf16 / f16 are widened exactly) values: ONE block, all of whose
  elements share the scale (32 for MX, 16 for NVFP4, 256 for a 16x16 NVFP4 tile in row-major
  order; any even length works).
- ``fmt``: a name of :data:`~flydsl.rounding.mx.formats.MX_FORMATS` or an ``MXFormat``.
- ``scale_rule``: MX ``"floor" | "rceil" | "ceil" | "even"`` (torchao's meanings), NVFP4 ``"rn" | "ru"``
  (the E4M3 block scale to nearest / rounded up); None: ``"floor"`` / ``"rn"`` for RN and the directed
  modes, ``"rceil"`` / ``"ru"`` for STOCHASTIC (rules that never clip, so SR stays unbiased at the block
  maximum). A clipping rule (floor / even / rn, no headroom) with STOCHASTIC needs ``allow_clipping=True``.
- ``rounding``: any :class:`~flydsl.rounding.RoundingMode` (None: RN). STOCHASTIC takes either
  ``seed=`` and ``offset=`` (element ``k`` uses stream index ``offset + k`` of ``substream``) or
  ``rand=`` (a Vector of one 16-bit random word per element, e.g. for blocks whose elements
  are not consecutive in the stream).
- ``headroom``: multiply the scaled values by 3/4 (rounded to f32) before rounding (Tseng et
  al.); dequantization divides by 3/4.
- ``tensor_scale`` (NVFP4 only, required): the f32 global encode scale ``448 * 6 / amax``.
- ``hw_convert`` (gfx950 only, RN and STOCHASTIC): ``None`` (software rounding, every arch),
  ``"exact"`` (the ``v_cvt_scalef32_*`` instructions, placed so that the codes are the software
  path's bit for bit) or ``"paired"`` (fp4 SR: one instruction per pair of elements, faster,
  NOT the canonical stream: :mod:`flydsl.rounding.mx.hardware`). ValueError on other archs.
- ``block_amax``: None (the block is ``x``), or the ``Uint32`` ``|max|`` bits of the whole block
  (:func:`amax_bits`) when ``x`` is one piece of it, e.g. one row of a 16x16 tile: the scale and
  the codes are then the whole block's (a kernel quantizes a large block piece by piece so that a
  thread holds few values at once; the pieces' codes concatenate to the block's).

Returns ``codes``, a ``Vector[Uint8]`` of the element bit patterns (fp4: two per byte, even
element in the low nibble, so ``n / 2`` bytes), and ``scale``, a ``Uint8``: the E8M0 exponent
byte (MX) or the E4M3 pattern (NVFP4). A block holding a NaN or an infinity gets the NaN scale
(E8M0 ``0xFF``, E4M3 ``0x7F``) and all-zero codes. The element codes are exactly
``y_k.to(element, rounding=..., seed=seed, offset=offset + k, saturate=True)`` of the scaled
values ``y_k = x_k / 2**e`` (MX; computed as ``x_k * 2**-e``, the same f32 value) or ``x_k *
f32(tensor_scale / s)`` (NVFP4): the ``.to()`` lowering itself does the rounding. The
definitions are stated in :mod:`flydsl.rounding.mx.reference`, which checks them.
"""

from __future__ import annotations

from flydsl.expr.numeric import Float32, Int4, Uint8, Uint32, Uint64
from flydsl.expr.typing import Vector

from flydsl.rounding.dtypes import float_type
from flydsl.rounding.formats import F32_ABS_MASK, F32_INF
from flydsl.rounding.lowering import widen_to_f32
from flydsl.rounding.modes import RoundingMode, as_rounding_mode
from flydsl.rounding.philox import check_rounds, get_default_rounds
from flydsl.rounding.stream import BLOCK as STREAM_BLOCK
from flydsl.rounding.stream import stream_bits, stream_bits_vector

from . import hardware
from .formats import check_rule, clipping_error, clips, format_named  # check_rule: FlyDSL-free, re-exported

__all__ = ["quantize_block", "quantize_element", "scaled_values", "scale_code", "check_rule", "amax_bits"]

_MAN = 0x7FFFFF


def _umax(a, b):
    return (a > b).select(a, b)


def _umin(a, b):
    return (a < b).select(a, b)


def amax_bits(x, prior=None):
    """The ``|max|`` bits (Uint32; NaN / Inf give ``>= 0x7F800000``) of the f32 Vector ``x``, or of ``x`` and ``prior``
    (the result for the block's other pieces) together."""
    a = (x.bitcast(Uint32) & Uint32(F32_ABS_MASK)).reduce("max")
    return a if prior is None else _umax(a, prior)


def _e8m0(amax_bits, fmt, rule: str):
    """Biased E8M0 exponent (Uint32 in [0, 254]) for a finite block with |max| bits ``amax_bits``."""
    emax = Uint32(fmt.emax)
    if rule == "rceil":
        d = (amax_bits.bitcast(Float32) / Float32(fmt.max_value)).bitcast(Uint32)
        ed, md = d >> Uint32(23), d & Uint32(_MAN)
        normal = ed + (md != Uint32(0)).select(Uint32(1), Uint32(0))
        # subnormal d: ceil(log2 d) >= -126 only above 2**-127 (mantissa 0x400000); else it clamps to -127
        sub = (md > Uint32(0x400000)).select(Uint32(1), Uint32(0))
        return _umin((ed == Uint32(0)).select(sub, normal), Uint32(254))
    if rule == "even":
        e = (amax_bits + Uint32(1 << (22 - fmt.element.man_bits))) >> Uint32(23)
    else:
        e = amax_bits >> Uint32(23)
        if rule == "ceil":
            e = e + ((amax_bits & Uint32(_MAN)) != Uint32(0)).select(Uint32(1), Uint32(0))
    return _umin(_umax(e, emax) - emax, Uint32(254))


def _pow2_inverse(biased):
    """``2**(127 - biased)`` as f32 (biased in [0, 254]; 254 gives the subnormal 2**-127)."""
    normal = ((Uint32(254) - biased) << Uint32(23)).bitcast(Float32)
    return (biased == Uint32(254)).select(Uint32(0x400000).bitcast(Float32), normal)


def scale_code(amax_bits, fmt, scale_rule: str | None = None, tensor_scale=None) -> tuple:
    """``(scale code as Uint32, factor as Float32)`` of a block whose largest magnitude has bits ``amax_bits``.

    The factor multiplies the block's values into the element range: ``2**-e`` (MX) or
    ``tensor_scale / s`` (NVFP4; 0 when ``s`` is 0). Non-finite ``amax_bits`` give the NaN code.
    ``scale_rule`` None is the round-to-nearest default (``"floor"`` / ``"rn"``).
    """
    fmt = format_named(fmt)
    rule = check_rule(scale_rule, fmt)
    nonfinite = amax_bits >= Uint32(F32_INF)
    if fmt.scale is None:
        biased = _e8m0(amax_bits, fmt, rule)
        return nonfinite.select(Uint32(fmt.scale_nan), biased), _pow2_inverse(biased)
    ts = tensor_scale if isinstance(tensor_scale, Float32) else Float32(tensor_scale)
    amax = nonfinite.select(Uint32(0), amax_bits).bitcast(Float32)
    e4m3 = float_type(fmt.scale)
    up = RoundingMode.RU if rule == "ru" else RoundingMode.RN  # "ru": the block scale never below amax / 6
    s = ((amax / Float32(fmt.max_value)) * ts).to(e4m3, rounding=up, saturate=True)
    s_val = widen_to_f32(s, fmt.scale)
    zero = s_val == Float32(0.0)
    factor = zero.select(Float32(0.0), ts / zero.select(Float32(1.0), s_val))
    code = s.bitcast(Uint8).to(Uint32)
    return nonfinite.select(Uint32(fmt.scale_nan), code), factor


def scaled_values(x, amax, fmt, scale_rule: str | None = None, tensor_scale=None, headroom: bool = False) -> tuple:
    """``(scale code as Uint32, y, finite)`` of values ``x`` (a Vector or one f32 value) of a block whose ``|max|``
    bits are ``amax``: ``y`` the values scaled into the element range (times 3/4 with ``headroom``), ``finite``
    false for a block holding a NaN or an infinity (whose codes are then zero). :func:`quantize_block` and
    :func:`quantize_element` both scale through here."""
    code, factor = scale_code(amax, fmt, scale_rule, tensor_scale)
    y = x * factor
    if headroom:
        y = y * Float32(0.75)
    return code, y, amax < Uint32(F32_INF)


def quantize_element(
    x,
    amax,
    fmt,
    *,
    scale_rule: str | None = None,
    rounding=None,
    seed=None,
    index=None,
    substream=0,
    headroom: bool = False,
    tensor_scale=None,
    rounds=None,
) -> tuple:
    """One element of a block: ``(code, scale)`` as :func:`quantize_block` gives them for the element at stream
    index ``index`` of a block whose ``|max|`` bits (:func:`amax_bits`) are ``amax``.

    ``x`` is one f32 value; ``code`` is the element format's value (fp4: its 4-bit code in a ``Uint8``, unpacked)
    and ``scale`` the block's ``Uint8`` scale code. The Triton backend's quantize kernels are generated from this
    function (:mod:`flydsl.rounding.tritongen`), the block's ``|max|`` being a reduction of its tile.
    """
    fmt = format_named(fmt)
    mode = as_rounding_mode(RoundingMode.RN if rounding is None else rounding)
    rule = check_rule(scale_rule, fmt, mode)
    code, y, finite = scaled_values(x, amax, fmt, rule, tensor_scale, headroom)
    y = finite.select(y, Float32(0.0))
    target = float_type(fmt.element)
    if mode is RoundingMode.STOCHASTIC:
        rounds = get_default_rounds() if rounds is None else check_rounds(rounds)
        rand = stream_bits(seed, index, rounds=rounds, substream=substream)
        out = y.to(target, rounding=mode, rand=rand, saturate=True)
    else:
        out = y.to(target, rounding=mode, saturate=True)
    if fmt.packed:
        out = out.bitcast(Int4).to(Uint8) & Uint8(0xF)
    return out, code.to(Uint8)


def _pack(codes, fmt):
    """Element codes (Vector of the element type) -> Vector[Uint8] (fp4: two per byte, low nibble first)."""
    if not fmt.packed:
        return codes.bitcast(Uint8)
    # shifts and ors rather than a bitcast of 4-bit lanes (which LLVM lowers through scratch on AMDGPU)
    c = codes.bitcast(Int4).to(Uint32) & Uint32(0xF)
    n = c.numel
    even = c.shuffle(c, list(range(0, n, 2)))
    odd = c.shuffle(c, list(range(1, n, 2)))
    return (even | (odd << Uint32(4))).to(Uint8)


def _stream_words(seed, offset, n: int, rounds: int, substream):
    """Stream words ``bits(offset + k)``, k < n, with each index computed mod 2**64 (in runs of 8)."""
    words = []
    for j in range(0, n, STREAM_BLOCK):
        start = (offset + j) % (1 << 64) if isinstance(offset, int) else (offset + Uint64(j) if j else offset)
        chunk = stream_bits_vector(seed, start, min(STREAM_BLOCK, n - j), rounds=rounds, substream=substream)
        words.extend(chunk[k] for k in range(chunk.numel))
    return Vector.from_elements(words, Uint32)


def quantize_block(
    x,
    fmt,
    *,
    scale_rule: str | None = None,
    rounding=None,
    seed=None,
    offset=None,
    rand=None,
    substream=0,
    headroom: bool = False,
    tensor_scale=None,
    rounds=None,
    hw_convert=None,
    block_amax=None,
    allow_clipping: bool = False,
) -> tuple:
    """Quantize one block ``x`` (a Vector); returns ``(codes, scale)`` (see the module docstring)."""
    fmt = format_named(fmt)
    if not isinstance(x, Vector) or not x.dtype.is_float:
        raise TypeError(f"quantize_block takes a Vector of floats (one block), got {type(x).__name__}")
    n = x.numel
    if fmt.packed and n % 2:
        raise ValueError(f"{fmt.name} packs two codes per byte: the block needs an even length, got {n}")
    if fmt.scale is not None and tensor_scale is None:
        raise TypeError(f"{fmt.name} needs tensor_scale= (the f32 global encode scale 448 * 6 / amax)")
    mode = as_rounding_mode(RoundingMode.RN if rounding is None else rounding)
    rule = check_rule(scale_rule, fmt, mode)
    if mode is RoundingMode.STOCHASTIC and clips(fmt, rule, headroom) and not allow_clipping:
        raise clipping_error("quantize_block", fmt, rule)
    hw = hardware.check_hw_convert(hw_convert, mode)
    if hw is not None and n % 8:
        raise ValueError(f"hw_convert= packs whole 32-bit words: the block needs a multiple of 8 elements, got {n}")
    xf = x if x.dtype is Float32 else x.to(Float32)
    xf = xf.reshape((n,))
    amax = amax_bits(xf) if block_amax is None else block_amax
    code, y, finite = scaled_values(xf, amax, fmt, rule, tensor_scale, headroom)
    # A non-finite block: zero codes (its NaN scale decodes every element to NaN). The hardware path zeroes
    # its packed code words instead (one select per word, not per element).
    if hw is None:
        y = finite.select(y, Vector.filled((n,), 0.0, Float32))
    target = float_type(fmt.element)
    if mode is RoundingMode.STOCHASTIC:
        if rand is None:
            if seed is None or offset is None:
                raise TypeError(
                    "rounding=STOCHASTIC needs seed= and offset= (element k uses stream index offset + k) "
                    "or rand= (one random word per element)"
                )
            rand = _stream_words(
                seed, offset, n, get_default_rounds() if rounds is None else check_rounds(rounds), substream
            )
        elif seed is not None or offset is not None:
            raise TypeError("pass either rand= or seed= and offset=, not both")
        if hw is not None:
            return hardware.convert(y, fmt, mode, rand, hw, finite), code.to(Uint8)
        codes = y.to(target, rounding=mode, rand=rand, saturate=True)
    else:
        if seed is not None or offset is not None or rand is not None:
            raise TypeError(f"seed=, offset= and rand= only apply to rounding=STOCHASTIC, got {mode.name}")
        if hw is not None:
            return hardware.convert(y, fmt, mode, None, hw, finite), code.to(Uint8)
        codes = y.to(target, rounding=mode, saturate=True)
    return _pack(codes, fmt), code.to(Uint8)
