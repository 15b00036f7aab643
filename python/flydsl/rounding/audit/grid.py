"""The targets an audit rounds to, and their grids (from :mod:`flydsl.rounding.formats`, the registry).

A :class:`Target` wraps a :class:`~flydsl.rounding.formats.FloatFormat`: its finite values (decoded
from the bit fields by ``FloatFormat.value_of``), the two grid neighbours of any real number, the
number of fraction bits an f32 input can carry below the target's ulp, and the torch dtype that
holds it. :func:`points` builds f32 inputs at a chosen fractional distance above a grid value,
exactly (the audit knows each input's fraction bit for bit).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..formats import FloatFormat, Specials, format_named

__all__ = ["Target", "target_named", "TARGET_NAMES", "points", "decode"]

_F32_MAN = 23


@dataclass(frozen=True)
class Target:
    """A rounding target of the audit: one format of the registry that torch has a dtype for."""

    fmt: FloatFormat

    @property
    def name(self) -> str:
        return self.fmt.short

    @property
    def torch_dtype(self):
        """The torch dtype of this format (``torch.bfloat16``, ``torch.float8_e4m3fn``, ...)."""
        from ..torch.boundary import FLOAT_FORMATS

        return next(d for d, f in FLOAT_FORMATS.items() if f == self.fmt)

    @property
    def has_inf(self) -> bool:
        return self.fmt.specials is Specials.IEEE

    @property
    def has_negative_zero(self) -> bool:
        return self.fmt.specials is not Specials.FNUZ

    @property
    def fraction_bits(self) -> int:
        """Bits of an f32 input's fraction below one target ulp (normal numbers): 23 - mantissa bits."""
        return _F32_MAN - self.fmt.man_bits

    @property
    def values(self) -> np.ndarray:
        """The non-negative finite values, increasing (index = magnitude pattern), float64 (read-only)."""
        return _finite_values(self.fmt)

    @property
    def max_finite(self) -> float:
        return float(self.values[-1])

    def neighbours(self, x: np.ndarray):
        """(lower, upper) magnitude neighbours of ``|x|`` (float64 arrays) and the fraction in [0, 1).

        For ``|x|`` on the grid both are ``|x|`` and the fraction is 0. ``|x|`` must be finite and at
        most the largest finite value. Computed from the fields (``ulp = 2**(max(e, 1 - bias) -
        man_bits)`` in binade ``e``), exactly in float64; ``tests/audit/test_audit.py`` checks it against a
        search of :attr:`values`.
        """
        mag = np.abs(np.asarray(x, dtype=np.float64))
        emin = 1 - self.fmt.bias
        binade = np.frexp(mag)[1] - 1
        ulp = np.ldexp(1.0, np.maximum(binade, emin) - self.fmt.man_bits)
        lo = np.floor(mag / ulp) * ulp
        hi = np.where(mag > lo, lo + ulp, lo)
        return lo, hi, (mag - lo) / ulp


@functools.cache
def _finite_values(fmt: FloatFormat) -> np.ndarray:
    table = np.array([fmt.value_of(p) for p in range(fmt.max_finite + 1)], dtype=np.float64)
    table.flags.writeable = False
    return table


def _torch_targets() -> tuple:
    from ..torch.boundary import FLOAT_FORMATS

    return tuple(f.short for f in FLOAT_FORMATS.values())


#: Names of the targets the audit knows: the registry's formats torch has a dtype for (the torch boundary's
#: dtype map). fp4's dtype (``torch.float4_e2m1fn_x2``) packs two codes per byte: an implementation given it
#: returns the rounded values in any float dtype that holds them (f32 does), one per element of ``x``.
TARGET_NAMES: tuple = _torch_targets()


def target_named(name) -> Target:
    """The :class:`Target` for a short name (``"bf16"``), a registry name or a torch dtype; ValueError if none."""
    if isinstance(name, Target):
        return name
    if not isinstance(name, str):  # a torch dtype
        from ..torch.boundary import format_of_dtype

        fmt = format_of_dtype(name)
        if fmt is None or fmt.short not in TARGET_NAMES:
            raise ValueError(f"the audit has no target for {name!r}; valid: {', '.join(TARGET_NAMES)}")
        return Target(fmt)
    fmt = format_named(name)
    if fmt.short not in TARGET_NAMES:
        raise ValueError(f"the audit has no torch dtype for target {name!r}; valid: {', '.join(TARGET_NAMES)}")
    return Target(fmt)


def points(target: Target, rng: np.random.Generator, n: int, frac_num, bits: int, *, signed: bool = True):
    """``n`` f32 inputs ``x = +-(lo + frac * ulp)`` with ``frac = frac_num / 2**bits`` (exact).

    ``lo`` is a random grid value (every binade, subnormals included, never the largest finite
    value, so the upper neighbour is finite); ``frac_num`` is an int or an array of ``n`` ints.
    Returns ``(x as float32, frac as float64)``. ``bits`` must be at most :attr:`Target.fraction_bits`
    so that every input is exact in f32 (checked).
    """
    if bits > target.fraction_bits:
        raise ValueError(
            f"{target.name}: an f32 input carries at most {target.fraction_bits} fraction bits, got {bits}"
        )
    table = target.values
    lo_i = rng.integers(0, table.size - 1, n)
    lo, ulp = table[lo_i], table[lo_i + 1] - table[lo_i]
    frac = np.broadcast_to(np.asarray(frac_num, dtype=np.float64), (n,)) / float(2**bits)
    mag = lo + frac * ulp
    sign = np.where(rng.integers(0, 2, n) == 1, -1.0, 1.0) if signed else 1.0
    x = (sign * mag).astype(np.float32)
    # f32 subnormals end at 2**-149; a bf16 subnormal ulp is 2**-133, so 16 fraction bits still fit
    exact = x.astype(np.float64) == sign * mag
    if not exact.all():
        raise AssertionError(f"{target.name}: {int((~exact).sum())} inputs are not exact in f32")
    return x, frac


def decode(y) -> np.ndarray:
    """Values (float64 numpy) of an implementation's output: a torch tensor of any float dtype, or an array."""
    if hasattr(y, "detach"):
        return y.detach().cpu().double().numpy().reshape(-1)
    return np.asarray(y, dtype=np.float64).reshape(-1)
