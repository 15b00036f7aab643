"""The independent numpy reference of the fused optimizers (shared by the optim tests): the documented
op order in f32, then reference SR / RN with the keying contract's stream bits, written out here
independently of flydsl.rounding.torch.optim."""

from __future__ import annotations

import math

import numpy as np
import torch

from flydsl.rounding import reference

F32 = np.float32
NAMES = {torch.bfloat16: "BFloat16", torch.float16: "Float16"}


def values(t: torch.Tensor) -> np.ndarray:
    """A tensor's values as a flat f32 numpy array."""
    return t.detach().float().reshape(-1).numpy().astype(F32)


def round_ref(x: np.ndarray, dtype, mode: str, seed: int, sub: int, index: np.ndarray, rounds: int = 10):
    """f32 values -> values of ``dtype`` (as f32), by reference.round_bits with the contract's stream bits."""
    if dtype == torch.float32:
        return x
    rand = reference.stream_bits(seed, index, rounds, substream=sub) if mode == "STOCHASTIC" else None
    bits = reference.round_bits(x.view(np.uint32), NAMES[dtype], mode, rand)
    return reference.decode(bits, NAMES[dtype]).astype(F32)


def substream_of(t, pid, slot):
    """The keying contract's substream."""
    return (t << 32) | (pid << 2) | slot  # written out here, independently of optim.substream


def ref_adamw(p, g, m, v, *, t, lr, b1, b2, eps, wd, maximize, pdt, sdt, mode, seed, pid, index, rounds=10):
    """One AdamW step in numpy f32, in the order docs/optim.rst states."""
    g = g * F32(-1.0 if maximize else 1.0)
    p = p * F32(1.0 - lr * wd)
    m = m + (g - m) * F32(1.0 - b1)
    v = v * F32(b2) + (g * g) * F32(1.0 - b2)
    denom = np.sqrt(v) / F32(math.sqrt(1.0 - b2**t)) + F32(eps)
    p = p - F32(lr / (1.0 - b1**t)) * (m / denom)
    return (
        round_ref(p, pdt, mode, seed, substream_of(t, pid, 0), index, rounds),
        round_ref(m, sdt, mode, seed, substream_of(t, pid, 1), index, rounds),
        round_ref(v, sdt, mode, seed, substream_of(t, pid, 2), index, rounds),
    )


def ref_sgd(p, g, buf, *, t, first, lr, mom, damp, wd, nesterov, maximize, pdt, sdt, mode, seed, pid, index, rounds=10):
    """One SGD step in numpy f32, in the order docs/optim.rst states."""
    d = g * F32(-1.0 if maximize else 1.0)
    if wd:
        d = d + F32(wd) * p
    if mom:
        keep, take = (F32(0.0), F32(1.0)) if first else (F32(mom), F32(1.0 - damp))
        b = buf * keep + d * take
        d = d + F32(mom) * b if nesterov else b
    p = p - F32(lr) * d
    out_p = round_ref(p, pdt, mode, seed, substream_of(t, pid, 0), index, rounds)
    return out_p, (round_ref(b, sdt, mode, seed, substream_of(t, pid, 1), index, rounds) if mom else None)


def bits_equal(a: np.ndarray, b: np.ndarray):
    """Assert two f32 arrays are bit-identical."""
    np.testing.assert_array_equal(np.asarray(a, F32).view(np.uint32), np.asarray(b, F32).view(np.uint32))


def make_param(shape, dtype, seed=0, scale=1.0, f32_grad=True):
    """A random parameter (f32 gradients allowed unless ``f32_grad=False``)."""
    gen = torch.Generator().manual_seed(seed)
    p = torch.nn.Parameter((torch.randn(shape, generator=gen) * scale).to(dtype))
    if f32_grad:
        p.grad_dtype = None  # allow f32 gradients on low-precision parameters (torch >= 2.10)
    return p


def make_grad(shape, dtype, seed):
    """A random gradient."""
    gen = torch.Generator().manual_seed(1000 + seed)
    return (torch.randn(shape, generator=gen) * 0.1).to(dtype)
