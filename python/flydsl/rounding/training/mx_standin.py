"""PROVISIONAL torch-only stand-in for ``flydsl.rounding.mx`` (issue 16), following /work/coord/mx_api.md.

Used only through :mod:`flydsl.rounding.training.quant` (the seam) until ``flydsl.rounding.mx`` lands on
main; then this module is deleted and the seam imports ``flydsl.rounding.mx``. It implements the
contract's definitions (MX: E8M0 scale ``2**e`` by the floor / ceil / even / rceil rule; NVFP4: E4M3 block
scale and NVIDIA's f32 tensor scale ``448 * 6 / amax``; elements rounded with saturation, RN or
STOCHASTIC with 16 bits of the canonical stream at ``offset + p``, ``p`` the element's row-major
position in the unsharded tensor) in vectorised torch, including a torch Philox 4x32. Not covered:
non-finite inputs (a block holding NaN/Inf decodes to NaN, nothing finer), mxfp6.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from .. import philox
from ..torch.boundary import is_dtensor

__all__ = ["quantize", "dequantize", "BlockQuantized", "MX_FORMATS", "SCALE_RULES"]

#: name: (element format short name, default block, scale kind, emax, largest finite element)
MX_FORMATS = {
    "mxfp8_e4m3": ("fp8-e4m3fn", 32, "e8m0", 8, 448.0),
    "mxfp8_e5m2": ("fp8-e5m2", 32, "e8m0", 15, 57344.0),
    "mxfp4": ("fp4-e2m1", 32, "e8m0", 2, 6.0),
    "nvfp4": ("fp4-e2m1", 16, "e4m3", 2, 6.0),
}
SCALE_RULES = ("floor", "rceil", "ceil", "even")
_M32 = 0xFFFFFFFF


@dataclass
class BlockQuantized:
    codes: torch.Tensor  # this stand-in keeps the decoded element values (f32), not packed codes
    scales: torch.Tensor  # per-element block scale value (f32) in this stand-in; the real mx stores E8M0 / E4M3
    fmt: str
    axis: int
    block: object
    shape: tuple
    headroom: bool
    tensor_scale: torch.Tensor | None
    like: object = None  # the DTensor the input was (its mesh and placements), or None


def _mulhilo(a: torch.Tensor, m: int):
    lo16, hi16 = a & 0xFFFF, a >> 16
    p1, p2 = lo16 * m, hi16 * m
    t = p1 + ((p2 & 0xFFFF) << 16)
    return (p2 >> 16) + (t >> 32), t & _M32


def _philox_words(seed: int, block: torch.Tensor, substream: int, rounds: int):
    c0, c1 = block & _M32, (block >> 32) & _M32
    c2 = torch.full_like(block, substream & _M32)
    c3 = torch.full_like(block, substream >> 32)
    k0, k1 = seed & _M32, seed >> 32
    for r in range(rounds):
        if r:
            k0, k1 = (k0 + philox.PHILOX_W32_0) & _M32, (k1 + philox.PHILOX_W32_1) & _M32
        hi0, lo0 = _mulhilo(c0, philox.PHILOX_M4x32_0)
        hi1, lo1 = _mulhilo(c2, philox.PHILOX_M4x32_1)
        c0, c1, c2, c3 = hi1 ^ c1 ^ k0, lo1, hi0 ^ c3 ^ k1, lo0
    return c0, c1, c2, c3


def stream_bits_torch(seed: int, index: torch.Tensor, substream: int, rounds: int) -> torch.Tensor:
    """The canonical stream's 16 bits at ``index`` (int64 tensor holding u64 values mod 2**64)."""
    c = _philox_words(seed, (index >> 3) & ((1 << 61) - 1), substream, rounds)
    lane = (index & 7) >> 1
    w = torch.where(lane == 0, c[0], torch.where(lane == 1, c[1], torch.where(lane == 2, c[2], c[3])))
    return (w >> ((index & 1) * 16)) & 0xFFFF


def stream_run(seed: int, start: int, n: int, substream: int, rounds: int) -> torch.Tensor:
    """The canonical stream's 16 bits at indices ``start .. start + n - 1`` (one draw per 8 indices)."""
    first = start >> 3
    blocks = torch.arange(first, ((start + n - 1) >> 3) + 1, dtype=torch.int64)
    w = torch.stack(_philox_words(seed, blocks, substream, rounds), dim=1)  # (blocks, 4)
    chunks = torch.stack([w & 0xFFFF, w >> 16], dim=2).reshape(-1)
    skip = start - (first << 3)
    return chunks[skip : skip + n]


#: element format short name: (mantissa bits, smallest normal exponent, largest finite)
_ELEMENTS = {"fp4-e2m1": (1, 0, 6.0), "fp8-e4m3fn": (3, -6, 448.0), "fp8-e5m2": (2, -14, 57344.0)}


def _round_elements(y: torch.Tensor, short: str, sr_bits) -> torch.Tensor:
    """The element values (f32) of f32 ``y`` rounded into the format (RN-even or SR), saturating."""
    mbits, emin, vmax = _ELEMENTS[short]
    a = y.abs()
    _, e = torch.frexp(a)
    q = torch.ldexp(torch.ones_like(a), torch.clamp(e - 1, min=emin) - mbits)  # the ulp at |y|
    t = a / q  # exact: a power-of-two division
    m = torch.floor(t)
    frac = t - m
    if sr_bits is None:
        up = (frac > 0.5) | ((frac == 0.5) & (torch.remainder(m, 2) == 1))
    else:
        up = (torch.floor(frac * 65536).to(torch.int64) + sr_bits) >= 65536
    v = torch.clamp((m + up.to(m.dtype)) * q, max=vmax)
    return torch.where(y < 0, -v, v)


def _blocks_view(t: torch.Tensor, axis: int, block):
    """(view as (blocks, elements), inverse function)."""
    if isinstance(block, tuple):
        (bm, bk), (m, k) = block, t.shape
        v = t.reshape(m // bm, bm, k // bk, bk).transpose(1, 2).reshape(-1, bm * bk)
        return v, lambda u: u.reshape(m // bm, k // bk, bm, bk).transpose(1, 2).reshape(m, k)
    moved = t.movedim(axis, -1)
    shape = moved.shape
    return moved.reshape(-1, block), lambda u: u.reshape(shape).movedim(-1, axis)


def _exponents(amax: torch.Tensor, rule: str, emax: int, vmax: float) -> torch.Tensor:
    a = amax.to(torch.float64)
    safe = torch.where(a > 0, a, torch.ones_like(a))
    m, x = torch.frexp(safe)
    if rule == "floor":
        e = x - 1 - emax
    elif rule == "ceil":
        e = torch.where(m == 0.5, x - 1, x) - emax
    elif rule == "even":
        mb = {8: 3, 15: 2, 2: 1}[emax]
        q = torch.floor(m * 2.0 ** (mb + 1) + 0.5) / 2.0 ** (mb + 1)
        _, xq = torch.frexp(torch.ldexp(q, x))
        e = xq - 1 - emax
    else:  # rceil
        d = (amax.to(torch.float32) / vmax).to(torch.float64)
        md, xd = torch.frexp(torch.where(d > 0, d, torch.ones_like(d)))
        e = torch.where(md == 0.5, xd - 1, xd)
    return torch.where(a > 0, e, torch.full_like(e, -127)).clamp(-127, 127)


def quantize(
    x,
    fmt: str,
    *,
    axis=-1,
    block=None,
    scale_rule="floor",
    rounding="RN",
    seed=None,
    offset=0,
    substream=0,
    headroom=False,
    tensor_scale=None,
    rounds=None,
) -> BlockQuantized:
    short, default_block, kind, emax, vmax = MX_FORMATS[fmt]
    block = default_block if block is None else block
    rounding = getattr(rounding, "name", rounding) or "RN"
    like = None
    if is_dtensor(x):
        from ..torch.indexing import index_map_of

        m = index_map_of(x)
        like = x
        if kind == "e4m3" and tensor_scale is None:
            amax_t = x.detach().abs().max().full_tensor().float()
            tensor_scale = torch.clamp(torch.tensor(448.0 * 6.0) / amax_t, max=torch.finfo(torch.float32).max)
            if amax_t == 0:
                tensor_scale = torch.tensor(1.0)
        x = x.to_local()
        k = torch.arange(x.numel(), dtype=torch.int64)
        pos = (m.start + (k // m.run) * m.stride + k % m.run).reshape(x.shape)
    else:
        pos = torch.arange(x.numel(), dtype=torch.int64).reshape(x.shape)
    x = x.detach().float()
    xb, unblock = _blocks_view(x, axis % x.ndim if not isinstance(block, tuple) else 0, block)
    amax = xb.abs().amax(dim=1)
    if kind == "e8m0":
        e = _exponents(amax, scale_rule, emax, vmax)
        enc = torch.ldexp(torch.ones_like(e, dtype=torch.float64), -e)
        dec = torch.ldexp(torch.ones_like(e, dtype=torch.float64), e).float()
        y = (xb.double() * enc[:, None]).float()
        ts = None
    else:
        if tensor_scale is None:
            amax_t = x.abs().max().float()
            ts = torch.tensor(1.0) if amax_t == 0 else torch.clamp(torch.tensor(2688.0) / amax_t, max=3.4e38)
        else:
            ts = torch.as_tensor(tensor_scale, dtype=torch.float32)
        d = torch.clamp((amax / 6.0) * ts, max=448.0)
        s = d.to(torch.float8_e4m3fn).float()
        f = torch.where(s > 0, ts / torch.where(s > 0, s, torch.ones_like(s)), torch.zeros_like(s))
        y = xb * f[:, None]
        dec = s
    if headroom:
        y = (y.double() * 0.75).float()
    bits = None
    if rounding == "STOCHASTIC":
        if seed is None:
            raise ValueError("rounding='STOCHASTIC' needs a seed (an int in [0, 2**64))")
        r = rounds or philox.DEFAULT_ROUNDS
        if like is None and 0 <= offset < 2**63 - x.numel():
            flat = stream_run(seed, offset, x.numel(), substream, r).reshape(x.shape)
            bits, _ = _blocks_view(flat, axis % x.ndim if not isinstance(block, tuple) else 0, block)
        else:
            pb, _ = _blocks_view(pos, axis % pos.ndim if not isinstance(block, tuple) else 0, block)
            bits = stream_bits_torch(seed, pb + offset, substream, r)
    codes = unblock(_round_elements(y, short, bits))
    scales = unblock(dec[:, None].expand_as(xb).contiguous())
    finite = unblock(torch.isfinite(xb).all(dim=1, keepdim=True).expand_as(xb).contiguous())
    scales = torch.where(finite, scales, torch.full_like(scales, float("nan")))
    return BlockQuantized(codes, scales, fmt, axis, block, tuple(x.shape), headroom, ts, like)


def dequantize(q: BlockQuantized, dtype=torch.float32):
    v = q.codes
    out = v * q.scales if MX_FORMATS[q.fmt][2] == "e8m0" else (v * q.scales) / q.tensor_scale
    if q.headroom:
        out = out / 0.75
    out = out.to(dtype)
    if q.like is not None:
        from torch.distributed.tensor import DTensor

        return DTensor.from_local(
            out, q.like.device_mesh, q.like.placements, shape=q.like.shape, stride=q.like.stride()
        )
    return out
