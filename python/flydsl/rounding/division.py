"""Correctly rounded f32 division by a wave-uniform divisor, in the cheapest exact form per target.

Contract::

    divide_by_uniform(x, d)  ==  x / d        (bit for bit, IEEE f32 round to nearest even)

for every f32 ``x`` (a scalar or a Vector: ±0, subnormals, ±Inf, NaN) and a uniform f32 divisor
with ``0 < d < 2`` (the caller guarantees the range; AdamW's ``sqrt(1 - beta2**t)`` is in (0, 1]).

Why a second form. A general f32 division is a long sequence on AMD GPUs (``v_div_scale`` x2,
``v_rcp_f32``, five FMAs, ``v_div_fmas``, ``v_div_fixup``: about 15 VALU cycles per element). On
archs whose f64 multiply issues at the f32 rate (:attr:`flydsl.rounding.target.ArchInfo.fast_f64`:
CDNA3 / CDNA4, whose spec sheets give the same FP64 and non-packed FP32 vector rate) the quotient
is instead ``f32(f64(x) * r)`` with ``r = 1 / f64(d)`` computed once per thread: two conversions and
one multiply per element. It gives the same bits:

1. ``r`` is ``1/d`` correctly rounded to f64 (relative error at most 2**-53) and ``p = f64(x) * r``
   rounds once more, so ``p = (x/d)(1 + e)`` with ``|e| <= 2**-52 + 2**-106``; no f64 overflow or
   underflow is possible for f32 operands.
2. ``f32(p)`` equals ``RN32(x/d)`` unless a rounding boundary of f32 (a midpoint between two
   neighbours, or the overflow threshold ``(2**25 - 1) * 2**103``) lies between ``p`` and ``x/d``.
3. In the normal range a boundary ``m`` has a 25-bit odd significand, so ``x = m*d`` is impossible
   (the product of ``m``'s odd part and ``d``'s has at least 25 bits; ``x`` has 24), and
   ``x - m*d`` is a nonzero multiple of ``ulp(m) * ulp(d) / 2``, which puts ``x/d`` at least
   ``2**-49 * m`` away from ``m`` (``2**-48 * m`` for a subnormal ``d``): far more than
   ``|p - x/d| <= 2**-52 * x/d``.
4. Where the quotient is subnormal (midpoints ``k * 2**-150``, ``k`` odd) the same count gives
   ``|x/d - m| >= 2**-174`` against an error below ``2**-178``, and ``x/d`` can equal a midpoint only
   if ``d = D * 2**b`` with ``b >= 1``, i.e. ``d >= 2``: excluded by the contract. (Example of the
   exclusion: ``x = 147 * 2**-149, d = 98`` is an exact tie that ``r = RN64(1/98)`` moves off.)
5. Specials: ``±0``, ``±Inf`` and NaN pass through the multiply as through the division
   (``0 * r = 0``, ``Inf * r = Inf``; a NaN stays the same quieted NaN: f32 -> f64 -> f32 keeps
   its payload, as ``v_div_fixup`` does).

f32 denormals must be kept (FlyDSL kernels keep them; the host engine runs IEEE arithmetic).
The host engine runs whichever form the lowering arch selects (``host.run(..., arch="gfx942")``
traces the f64 form on the CPU), which is how the tests compare the two bit for bit.
"""

from __future__ import annotations

import contextlib
import contextvars

try:
    import flydsl.expr as fx
except ImportError:  # no FlyDSL (the CUDA path): the optimizers' Triton kernels divide with div_rn
    fx = None

from .target import ARCHS, lowering_arch

__all__ = ["divide_by_uniform", "uses_f64_form", "forced_form", "active_forced_form", "FORMS"]

#: The two forms: ``"f32"`` (the IEEE f32 division) and ``"f64"`` (the f64 reciprocal multiply).
FORMS = ("f32", "f64")

_forced: contextvars.ContextVar = contextvars.ContextVar("flydsl_rounding_division_form", default=None)


@contextlib.contextmanager
def forced_form(form: str):
    """Trace :func:`divide_by_uniform` in ``form`` (``"f32"`` or ``"f64"``) whatever the arch.

    For measurements and tests that compare the forms on one arch (the bits are the same); kernels
    traced inside the block keep the form they were traced with.
    """
    if form not in FORMS:
        raise ValueError(f"unknown division form {form!r}; expected one of {FORMS}")
    token = _forced.set(form)
    try:
        yield
    finally:
        _forced.reset(token)


def active_forced_form() -> str | None:
    """The form a :func:`forced_form` block forces now (``"f32"`` / ``"f64"``), or None outside one.

    Read at trace time, so :func:`flydsl.rounding.runtime.flydsl.launch.launch` keys its kept launches by it.
    """
    return _forced.get()


def uses_f64_form(arch: str | None = None) -> bool:
    """True when ``arch`` (default: the lowering arch) divides through the f64 reciprocal.

    The arch's :attr:`~flydsl.rounding.target.ArchInfo.fast_f64` trait decides, unless a
    :func:`forced_form` block says otherwise.
    """
    forced = _forced.get()
    if forced is not None:
        return forced == "f64"
    info = ARCHS.get(arch or lowering_arch())
    return bool(info and info.fast_f64)


def divide_by_uniform(x, d):
    """``x / d`` rounded to nearest even (f32), for a uniform f32 divisor ``0 < d < 2``.

    ``x``: an ``fx.Float32`` or a Vector of them; ``d``: an ``fx.Float32`` (a kernel argument or
    another wave-uniform value). See the module docstring for the forms and why they agree.
    """
    if not uses_f64_form():
        return x / d
    r = fx.Float64(1.0) / d.to(fx.Float64)  # once per thread: uniform, correctly rounded
    return (x.to(fx.Float64) * r).to(fx.Float32)
