"""Independent numpy reference of block-scaled quantization (MXFP8, MXFP4, NVFP4).

This is the oracle the FlyDSL building block (:mod:`flydsl.rounding.mx.block`), the CPU path
and the GPU kernels are checked against. It imports neither FlyDSL nor the code it checks
(lowering, stream, formats, the mx building block): the format facts are its own table
(:data:`SPECS`, from the OCP MX v1.0 and NVIDIA NVFP4 definitions; a test checks it against
:data:`flydsl.rounding.mx.formats.MX_FORMATS`), scale exponents come from ``np.frexp`` on
float64 values (not the bit tricks of the kernels), and element rounding and the random
stream come from :mod:`flydsl.rounding.reference` (``round_bits``, ``stream_bits``).

The definitions, for a block ``b`` of f32 values ``x_k`` with ``amax = max |x_k|``:

MX (E8M0 scale ``2**e``, stored as ``e + 127``; ``emax`` = exponent of the element format's
largest power of two: e4m3 8, e5m2 15, e2m1 2; ``max`` its largest finite value):

- ``floor``: ``e = floor(log2 amax) - emax`` (OCP MX v1.0);
- ``ceil``: ``e = ceil(log2 amax) - emax``;
- ``even``: ``amax`` rounded to ``mbits + 1`` significant bits (half away from zero) first,
  then as ``floor``;
- ``rceil``: ``e = ceil(log2 d)`` with ``d = f32(amax / max)`` (NVIDIA's cuBLAS rule, exact);
- the rule None is ``floor`` for the deterministic modes and ``rceil`` for STOCHASTIC;
- every rule clamps ``e`` to ``[-127, 127]``; ``amax == 0`` gives ``e = -127``; a block with a
  NaN or an infinity gets the NaN scale ``0xFF`` and all-zero codes (decoding to NaN).

NVFP4 (E4M3 block scale, one f32 tensor scale ``ts``), rule ``"rn"`` (NVIDIA's; the default of the
deterministic modes): ``ts = f32(448 * 6 / amax_t)`` over the finite elements of the whole tensor (1
when that is 0, at most the largest f32), block scale ``s = e4m3_rn_sat(f32(f32(amax / 6) * ts))``,
encode factor ``f = f32(ts / s)`` (0 when ``s == 0``); a non-finite block gets the e4m3 NaN scale
``0x7F`` and zero codes. Rule ``"ru"`` (the default of STOCHASTIC): ``ts`` is the largest f32 with
``ts * amax_t <= 448 * 6`` exactly (448 * 6 / amax_t rounded down), and ``s = e4m3_ru_sat(...)``.

Elements: ``y_k = f32(x_k / 2**e)`` (MX) or ``f32(x_k * f)`` (NVFP4), times ``f32(3/4)``
rounded to f32 with ``headroom``; the code is ``round_bits(y_k, element, mode, rand_k,
saturate=True)`` where ``rand_k = stream_bits(seed, offset + p_k, rounds, substream)`` and
``p_k`` is the element's row-major position in the (unsharded) tensor, whatever the block
axis. Dequantization: ``f32(code * 2**e)`` (MX) or ``f32(f32(code * s) / ts)`` (NVFP4), then
``f32(v / 0.75)`` with headroom.
"""

from __future__ import annotations

import numpy as np

from ..reference import decode, round_bits, stream_bits

__all__ = [
    "SPECS",
    "RULES",
    "NVFP4_RULES",
    "default_rule",
    "quantize",
    "dequantize",
    "scale_exponents",
    "pack_fp4",
    "unpack_fp4",
    "block_view",
]

#: name: (element format (FlyDSL type name), block, scale kind, emax, max finite, mantissa bits, element bits)
SPECS = {
    "mxfp8_e4m3": ("Float8E4M3FN", 32, "e8m0", 8, 448.0, 3, 8),
    "mxfp8_e5m2": ("Float8E5M2", 32, "e8m0", 15, 57344.0, 2, 8),
    "mxfp4": ("Float4E2M1FN", 32, "e8m0", 2, 6.0, 1, 4),
    "nvfp4": ("Float4E2M1FN", 16, "e4m3", 2, 6.0, 1, 4),
}

RULES = ("floor", "rceil", "ceil", "even")
NVFP4_RULES = ("rn", "ru")


def default_rule(fmt: str, mode: str) -> str:
    """The scale rule of ``scale_rule=None``: one that never clips for STOCHASTIC, torchao's otherwise."""
    if SPECS[fmt][2] == "e8m0":
        return "rceil" if mode == "STOCHASTIC" else "floor"
    return "ru" if mode == "STOCHASTIC" else "rn"


_F32_MAX = np.float32(np.finfo(np.float32).max)


def _floor_log2(v: np.ndarray) -> np.ndarray:
    """floor(log2 v) for positive float64 v (exact, from frexp: v = m * 2**x, m in [0.5, 1))."""
    _, x = np.frexp(v)
    return x.astype(np.int64) - 1


def _ceil_log2(v: np.ndarray) -> np.ndarray:
    m, x = np.frexp(v)
    return np.where(m == 0.5, x - 1, x).astype(np.int64)


def scale_exponents(amax: np.ndarray, fmt: str, rule: str) -> np.ndarray:
    """Unbiased E8M0 exponents (int64, clamped to [-127, 127]) of blocks with f32 ``amax`` (finite, >= 0)."""
    _, _, kind, emax, vmax, mbits, _ = SPECS[fmt]
    if kind != "e8m0":
        raise ValueError(f"{fmt} has no E8M0 scale rule")
    a = np.asarray(amax, np.float32).astype(np.float64)
    pos = a > 0
    safe = np.where(pos, a, 1.0)
    if rule == "floor":
        e = _floor_log2(safe) - emax
    elif rule == "ceil":
        e = _ceil_log2(safe) - emax
    elif rule == "even":
        m, x = np.frexp(safe)  # m in [0.5, 1): mbits + 1 significant bits are m * 2**(mbits + 1)
        q = np.floor(m * 2.0 ** (mbits + 1) + 0.5) / 2.0 ** (mbits + 1)
        e = _floor_log2(np.ldexp(q, x)) - emax
    elif rule == "rceil":
        d = (np.asarray(amax, np.float32) / np.float32(vmax)).astype(np.float64)  # f32 division
        e = np.where(d > 0, _ceil_log2(np.where(d > 0, d, 1.0)), -127)
    else:
        raise ValueError(f"unknown scale rule {rule!r}; valid: {', '.join(RULES)}")
    return np.clip(np.where(pos, e, -127), -127, 127)


def block_view(x: np.ndarray, axis: int, block) -> tuple:
    """``(xb, positions)``: ``x`` as (blocks, elements per block) and each element's row-major position.

    ``axis`` 0 or -1 (``block`` an int), or a 2-D ``x`` with ``block = (16, 16)``: tiles in
    row-major tile order, elements row-major inside a tile.
    """
    pos = np.arange(x.size, dtype=np.uint64).reshape(x.shape)
    if isinstance(block, tuple):
        (bm, bk), (m, k) = block, x.shape
        tile = lambda a: a.reshape(m // bm, bm, k // bk, bk).transpose(0, 2, 1, 3).reshape(-1, bm * bk)  # noqa: E731
        return tile(x), tile(pos)
    xm, pm = np.moveaxis(x, axis, -1), np.moveaxis(pos, axis, -1)
    return xm.reshape(-1, block), pm.reshape(-1, block)


def _unblock(codes: np.ndarray, shape: tuple, axis: int, block) -> np.ndarray:
    """Inverse of :func:`block_view` for per-element arrays."""
    if isinstance(block, tuple):
        (bm, bk), (m, k) = block, shape
        return codes.reshape(m // bm, k // bk, bm, bk).transpose(0, 2, 1, 3).reshape(shape)
    moved = list(shape)
    moved.append(moved.pop(axis % len(shape)))
    return np.moveaxis(codes.reshape(moved), -1, axis)


def _scale_shape(shape: tuple, axis: int, block) -> tuple:
    if isinstance(block, tuple):
        return (shape[0] // block[0], shape[1] // block[1])
    s = list(shape)
    s[axis] //= block
    return tuple(s)


def tensor_scale_of(x: np.ndarray, rule: str = "rn") -> np.float32:
    """NVIDIA's global encode scale ``448 * 6 / amax`` over the finite elements (f32; 1 when amax is 0):
    rounded to nearest (``rule="rn"``) or down (``"ru"``: ``ts * amax <= 2688`` exactly)."""
    a = np.abs(np.asarray(x, np.float32))
    a = np.where(np.isfinite(a), a, np.float32(0))
    amax = np.float32(a.max()) if a.size else np.float32(0)
    if amax == 0:
        return np.float32(1.0)
    with np.errstate(over="ignore"):
        s = np.float32(448.0 * 6.0) / amax
    s = min(s, _F32_MAX)
    if rule == "ru" and float(s) * float(amax) > 2688.0:  # the f64 product of two f32 values is exact
        s = np.nextafter(s, np.float32(0))
    return np.float32(s)


def quantize(
    x,
    fmt: str,
    *,
    axis: int = -1,
    block=None,
    scale_rule: str | None = None,
    mode: str = "RN",
    seed: int = 0,
    offset: int = 0,
    substream: int = 0,
    headroom: bool = False,
    tensor_scale=None,
    rounds: int = 10,
) -> tuple:
    """``(codes, scales, tensor_scale)`` of f32 array ``x`` (see the module docstring).

    ``codes``: one uint8 code per element, shaped like ``x`` (fp4 unpacked: see :func:`pack_fp4`);
    ``scales``: uint8 scale bits, ``x.shape`` with the block axis divided by the block (2-D tiles:
    ``(M/16, K/16)``); ``tensor_scale``: the f32 NVFP4 tensor scale or None. ``mode`` is a
    RoundingMode name; ``seed``/``offset``/``substream`` key STOCHASTIC.
    """
    elem, default_block, kind, _, _, _, _ = SPECS[fmt]
    block = default_block if block is None else block
    scale_rule = default_rule(fmt, mode) if scale_rule is None else scale_rule
    valid = RULES if kind == "e8m0" else NVFP4_RULES
    if scale_rule not in valid:
        raise ValueError(f"unknown scale rule {scale_rule!r} for {fmt}; valid: {', '.join(valid)}")
    x = np.asarray(x, np.float32)
    xb, pb = block_view(x, axis, block)
    with np.errstate(invalid="ignore"):
        mag = np.abs(xb)
    finite = np.isfinite(mag).all(axis=1)
    amax = np.where(finite, np.where(np.isfinite(mag), mag, 0).max(axis=1, initial=np.float32(0)), 0)
    amax = amax.astype(np.float32)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore", under="ignore"):
        if kind == "e8m0":
            e = scale_exponents(amax, fmt, scale_rule)
            scale_bits = np.where(finite, e + 127, 255).astype(np.uint8)
            y = (xb.astype(np.float64) / np.ldexp(1.0, e)[:, None]).astype(np.float32)
            ts = None
        else:
            ts = tensor_scale_of(x, scale_rule) if tensor_scale is None else np.float32(tensor_scale)
            d = (amax / np.float32(6.0)) * ts
            s_code = round_bits(d.view(np.uint32), "Float8E4M3FN", scale_rule.upper(), saturate=True)
            s_val = decode(s_code, "Float8E4M3FN").astype(np.float32)
            f = np.where(s_val > 0, ts / np.where(s_val > 0, s_val, np.float32(1)), np.float32(0)).astype(np.float32)
            scale_bits = np.where(finite, s_code, 0x7F).astype(np.uint8)
            y = (xb * f[:, None]).astype(np.float32)
        if headroom:
            y = (y.astype(np.float64) * 0.75).astype(np.float32)
    y = np.where(finite[:, None], y, np.float32(0))
    rand = None
    if mode == "STOCHASTIC":
        idx = (pb + np.uint64(offset)).astype(np.uint64)  # mod 2**64
        rand = stream_bits(seed, idx, rounds=rounds, substream=substream)
    codes = round_bits(y.view(np.uint32), elem, mode, rand, saturate=True)
    codes = np.where(finite[:, None], codes, 0).astype(np.uint8)
    if isinstance(block, tuple):
        scales = scale_bits.reshape(_scale_shape(x.shape, axis, block))
    else:
        moved = list(_scale_shape(x.shape, axis, block))
        moved.append(moved.pop(axis % x.ndim))
        scales = np.moveaxis(scale_bits.reshape(moved), -1, axis)
    return _unblock(codes, x.shape, axis, block), scales, ts


def dequantize(
    codes, scales, fmt: str, *, axis: int = -1, block=None, headroom: bool = False, tensor_scale=None
) -> np.ndarray:
    """f32 values of per-element ``codes`` (as :func:`quantize` returns them) with scale bits ``scales``."""
    elem, default_block, kind, _, _, _, _ = SPECS[fmt]
    block = default_block if block is None else block
    codes = np.asarray(codes)
    cb, _ = block_view(codes, axis, block)
    sb = np.asarray(scales)
    sb = (sb if isinstance(block, tuple) else np.moveaxis(sb, axis, -1)).reshape(-1)
    v = decode(cb, elem)
    with np.errstate(over="ignore", invalid="ignore"):
        if kind == "e8m0":
            s = np.where(sb == 255, np.nan, np.ldexp(1.0, sb.astype(np.int64) - 127))
            out = (v * s[:, None]).astype(np.float32)
        else:
            s = decode(sb, "Float8E4M3FN").astype(np.float32)
            out = ((v.astype(np.float32) * s[:, None]).astype(np.float32) / np.float32(tensor_scale)).astype(np.float32)
        if headroom:
            out = (out / np.float32(0.75)).astype(np.float32)
    return _unblock(out, codes.shape, axis, block)


def pack_fp4(codes: np.ndarray, axis: int = -1) -> np.ndarray:
    """4-bit codes -> bytes, two per byte along ``axis`` (the even element in the low nibble)."""
    c = np.moveaxis(np.asarray(codes, np.uint8), axis, -1)
    return np.moveaxis((c[..., 0::2] & 0xF) | ((c[..., 1::2] & 0xF) << 4), -1, axis).astype(np.uint8)


def unpack_fp4(packed: np.ndarray, axis: int = -1) -> np.ndarray:
    """Inverse of :func:`pack_fp4`."""
    p = np.moveaxis(np.asarray(packed, np.uint8), axis, -1)
    out = np.empty((*p.shape[:-1], 2 * p.shape[-1]), np.uint8)
    out[..., 0::2], out[..., 1::2] = p & 0xF, p >> 4
    return np.moveaxis(out, -1, axis)
