"""The ``.to()`` dispatcher: ``Numeric.to`` / ``Vector.to`` with rounding modes, argument checks and dispatch.

(The module name is historical: it is not "the package's API", and only :mod:`flydsl.rounding.patches` imports
it. The default Philox rounds live in :mod:`flydsl.rounding.philox`; the rest of the API lives in the modules the
README lists.)

:func:`convert` is what the patched ``.to`` methods call when any rounding argument is
given. It validates the request, fixes the random bits (canonical stream or ``rand=``),
folds compile-time constants, and hands the rest to :mod:`flydsl.rounding.lowering`.
Calls without rounding arguments never get here: they run FlyDSL's own ``.to``.
"""

from __future__ import annotations

import struct

from flydsl.expr.numeric import Float32, Integer, Numeric, Uint32
from flydsl.expr.typing import Vector

from . import stream
from ._tracing import traced
from .formats import FORMATS, format_of
from .lowering import round_float, round_pattern
from .modes import RoundingMode, as_rounding_mode
from .philox import check_rounds, get_default_rounds
from .validate import check_uint

__all__ = ["convert"]


def _type_name(t) -> str:
    return getattr(t, "__name__", repr(t))


def _is_exact(src, dst) -> bool:
    """Widening (or same-type) float conversions lose nothing for the formats we know."""
    return dst is src or dst.width > src.width


def _check_types(x, dtype, keyword: str):
    src = x.dtype
    if not (isinstance(dtype, type) and issubclass(dtype, Numeric)):
        raise TypeError(f"a rounding mode needs a FlyDSL float target type (fx.BFloat16, ...), got {dtype!r}")
    if not (src.is_float and dtype.is_float):
        raise TypeError(
            f"a rounding mode applies only to float-to-float conversions, got {_type_name(src)} -> "
            f"{_type_name(dtype)}; drop {keyword}= for this conversion"
        )


def _check_rand(x, rand):
    """``rand`` must be integer bits shaped like ``x``."""
    if isinstance(x, Vector):
        if not isinstance(rand, Vector) or not rand.dtype.is_integer:
            raise TypeError(
                f"rand= for a Vector of {x.numel} elements must be an integer Vector of the same length "
                f"(one random word per element), got {type(rand).__name__}"
            )
        if rand.numel != x.numel:
            raise ValueError(f"rand= has {rand.numel} elements but the Vector has {x.numel}; give one word per element")
        return rand if rand.dtype is Uint32 else rand.to(Uint32)
    if isinstance(rand, bool) or not isinstance(rand, (int, Integer)):
        raise TypeError(
            f"rand= for a scalar must be a Uint32 (or Python int) of random bits, got {type(rand).__name__}"
        )
    if isinstance(rand, int):
        return check_uint(rand, 32, "rand=")
    return rand if type(rand) is Uint32 else rand.to(Uint32)


def _random_bits(x, seed, offset, rand, rounds):
    """The 16-bit random word(s) for a STOCHASTIC conversion (int, Uint32 or Vector)."""
    if rand is not None:
        if seed is not None or offset is not None:
            raise TypeError(
                "pass either rand= (your own random bits) or seed= and offset= (the Philox stream), not both"
            )
        if rounds is not None:
            raise TypeError(
                "rounds= selects the Philox rounds of the seed=/offset= stream; it has no effect with rand="
            )
        return _check_rand(x, rand)
    if seed is None and offset is None:
        raise TypeError(
            "rounding=STOCHASTIC needs random bits: pass seed= and offset= to use the canonical Philox "
            "stream, or rand= with your own random Uint32 bits"
        )
    if seed is None or offset is None:
        given, missing = ("seed", "offset") if offset is None else ("offset", "seed")
        raise TypeError(
            f"STOCHASTIC rounding got {given}= without {missing}=: the stream is keyed by seed and indexed by "
            "offset, and every element needs its own offset (e.g. its global element index) or all elements "
            "would share the same random bits and round together"
        )
    check_uint(seed, 64, "seed")
    rounds = get_default_rounds() if rounds is None else check_rounds(rounds)
    if isinstance(x, Vector):
        return stream.stream_bits_vector(seed, offset, x.numel, rounds=rounds)
    if isinstance(offset, int) and isinstance(seed, int):
        # Python ints fold at trace time: a compile-time constant input can then fold too.
        return int(stream.stream_bits(seed, offset, rounds=rounds).value)
    return stream.stream_bits(seed, offset, rounds=rounds)


def _fold(x, dtype, fmt, mode, bits, saturate):
    """Compile-time constant input and bits: the lowering's own algorithm on Python ints (same answer)."""
    pattern = round_pattern(struct.unpack("<I", struct.pack("<f", x.value))[0], fmt, mode, bits, saturate=saturate)
    return dtype(fmt.value_of(pattern))


@traced
def convert(
    x,
    dtype,
    *,
    rounding=None,
    rounding_mode=None,
    seed=None,
    offset=None,
    rand=None,
    saturate=None,
    rounds=None,
    plain_to=None,
):
    """Convert ``x`` to ``dtype`` under a rounding mode; see ``Numeric.to`` for the arguments.

    ``plain_to`` is FlyDSL's own ``.to`` (used for RN, which must emit unchanged IR, and
    for exact widening conversions).
    """
    if rounding is not None and rounding_mode is not None:
        raise TypeError("pass rounding= or the older rounding_mode=, not both")
    keyword = "rounding_mode" if rounding is None and rounding_mode is not None else "rounding"
    given = rounding if rounding is not None else rounding_mode
    mode = as_rounding_mode(RoundingMode.RN if given is None else given, keyword)
    _check_types(x, dtype, keyword)
    if saturate is not None and not isinstance(saturate, bool):
        raise TypeError(f"saturate= must be True or False, got {saturate!r}")
    if mode is not RoundingMode.STOCHASTIC and (seed is not None or offset is not None or rand is not None):
        raise TypeError(
            f"seed=, offset= and rand= only apply to {keyword}=STOCHASTIC; {keyword}={mode.name} is deterministic"
        )
    if _is_exact(x.dtype, dtype):
        return plain_to(x, dtype)
    fmt = format_of(dtype)
    if fmt is None:
        supported = ", ".join(FORMATS)
        raise TypeError(
            f"no rounding lowering for {_type_name(x.dtype)} -> {_type_name(dtype)}; rounding modes support the "
            f"targets {supported}"
        )
    if x.dtype.width > 32:
        raise TypeError(
            f"rounding modes take f32, f16 or bf16 sources, got {_type_name(x.dtype)} -> {_type_name(dtype)}; "
            "convert to Float32 first (that rounds to nearest)"
        )
    saturate = bool(saturate)
    if mode is RoundingMode.RN and not saturate and dtype.__name__ in ("BFloat16", "Float16"):
        return plain_to(x, dtype)
    bits = _random_bits(x, seed, offset, rand, rounds) if mode is RoundingMode.STOCHASTIC else None
    if isinstance(x, Numeric) and x.is_static() and (bits is None or isinstance(bits, int)):
        return _fold(x if x.dtype is Float32 else Float32(x.value), dtype, fmt, mode, bits, saturate)
    if isinstance(bits, int):
        bits = Uint32(bits)
    return round_float(x, dtype, fmt, mode, bits, saturate=saturate)
