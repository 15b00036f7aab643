"""Philox 4x32 counter-based RNG for FlyDSL kernels (Salmon et al., SC'11; Random123).

One call maps a 128-bit counter and a 64-bit key to four 32-bit words. Each round does
two 32x32->64 multiplies and a Feistel-like mix; the key advances by two Weyl constants
between rounds. With Python-int inputs everything folds to constants at trace time.

``philox_4x32(counter=(lo, hi, 0, 0), key=(seed_lo, seed_hi))`` equals FlyDSL's
``fx.random.randint4x(seed, offset)`` for ``offset = lo | hi << 32``.
"""

from __future__ import annotations

try:
    from flydsl._mlir import ir
    from flydsl._mlir.dialects import arith
    from flydsl.expr.numeric import Uint32, Uint64
    from flydsl.expr.typing import Vector
    from flydsl.expr.utils.arith import ArithValue
except ImportError:  # no FlyDSL (the CUDA path): the constants and check_rounds only; philox_4x32 needs it
    ir = arith = Uint32 = Uint64 = Vector = ArithValue = None

from ._tracing import traced
from .validate import check_int, check_uint, is_dsl_integer

__all__ = [
    "philox_4x32",
    "check_rounds",
    "PHILOX_M4x32_0",
    "PHILOX_M4x32_1",
    "PHILOX_W32_0",
    "PHILOX_W32_1",
    "PHILOX_M0",
    "PHILOX_M1",
    "PHILOX_W0",
    "PHILOX_W1",
    "DEFAULT_ROUNDS",
    "MIN_ROUNDS",
    "MAX_ROUNDS",
]

# Philox4x32's constants, with Random123's names (Random123 1.14, include/Random123/philox.h;
# Salmon, Moraes, Dror, Shaw, "Parallel random numbers: as easy as 1, 2, 3", SC'11, table 2):
# the two round multipliers, and the key's Weyl increments (the golden ratio and sqrt(3) - 1
# in 0.32 fixed point). flydsl.rounding.reference keeps its own copy; a test checks they agree.
PHILOX_M4x32_0 = 0xD2511F53
PHILOX_M4x32_1 = 0xCD9E8D57
PHILOX_W32_0 = 0x9E3779B9
PHILOX_W32_1 = 0xBB67AE85
# Short names (the 0.1 API).
PHILOX_M0, PHILOX_M1, PHILOX_W0, PHILOX_W1 = PHILOX_M4x32_0, PHILOX_M4x32_1, PHILOX_W32_0, PHILOX_W32_1

#: Rounds when none are given. 10 is Random123's default (philox4x32_R defaults to 10) and
#: the variant the KAT vectors, cuRAND, JAX, Triton and FlyDSL's randint4x use; the SC'11
#: paper found 7 rounds already pass BigCrush, so 10 keeps a safety margin of 3 rounds.
DEFAULT_ROUNDS = 10
#: Valid rounds: Random123 asserts ``R <= 16`` ("philox is only unrolled up to 16 rounds");
#: fewer than 1 is no generator at all.
MIN_ROUNDS, MAX_ROUNDS = 1, 16

_MASK32 = 0xFFFFFFFF


def check_rounds(rounds, name: str = "rounds") -> int:
    """``rounds`` if it is a Python int in ``[MIN_ROUNDS, MAX_ROUNDS]`` (1..16); else TypeError / ValueError."""
    return check_int(rounds, name, low=MIN_ROUNDS, high=MAX_ROUNDS, why="Random123's Philox has 1 to 16 rounds")


def _check_word(value, what: str):
    """Validate one 32-bit word: a Python int in range, or an integer DSL value."""
    return check_uint(value, 32, what, vectors=True, examples="fx.Uint32, fx.Int32, ...")


def _split_wide(value, words: int, what: str) -> tuple:
    """Split a Python int or DSL integer into ``words`` little-endian 32-bit words."""
    if isinstance(value, tuple):
        if len(value) != words:
            raise ValueError(f"{what} as a tuple must have exactly {words} 32-bit words (low first), got {len(value)}")
        return tuple(_check_word(w, f"{what}[{i}]") for i, w in enumerate(value))
    if isinstance(value, bool) or not (isinstance(value, int) or is_dsl_integer(value, vectors=True)):
        raise TypeError(
            f"{what} must be a Python int, an integer DSL value, or a {words}-tuple of 32-bit words, "
            f"got {type(value).__name__}"
        )
    bits = 32 * words
    value = check_uint(value, bits, what, vectors=True)
    if isinstance(value, int):
        return tuple((value >> (32 * i)) & _MASK32 for i in range(words))
    width = value.dtype.width
    if width <= 32:
        return (value, *([0] * (words - 1)))
    wide = value.to(Uint64) if width == 64 else value
    return (wide.to(Uint32), (wide >> Uint64(32)).to(Uint32), *([0] * (words - 2)))


def _as_u32(word, like):
    """A 32-bit word as a DSL Uint32 (scalar), or broadcast to ``like`` when that is a Vector."""
    if isinstance(word, int):
        if isinstance(like, Vector):
            return Vector.filled(like.shape, word, Uint32)
        return Uint32(word)
    if isinstance(word, Vector):
        return word if word.dtype is Uint32 else word.to(Uint32)
    return word if type(word) is Uint32 else Uint32(word)


def _mulhilo(a, multiplier: int):
    """(high, low) 32-bit halves of the 64-bit product ``a * multiplier`` (one ``arith.mului_extended``)."""
    if isinstance(a, int):
        product = a * multiplier
        return product >> 32, product & _MASK32
    if isinstance(a, Vector):
        m = arith.constant(
            a.type, ir.DenseElementsAttr.get_splat(a.type, ir.IntegerAttr.get(_I32(), _signed(multiplier)))
        )
        op = arith.MulUIExtendedOp(ir.Value(a), m)
        return Vector(op.high, a.shape, Uint32), Vector(op.low, a.shape, Uint32)
    if a.is_static():
        product = (int(a.value) & _MASK32) * multiplier
        return Uint32(product >> 32), Uint32(product & _MASK32)
    m = arith.constant(_I32(), _signed(multiplier))
    op = arith.MulUIExtendedOp(a.ir_value(), m)
    return Uint32(ArithValue(op.high)), Uint32(ArithValue(op.low))


def _add32(word, constant: int):
    """``word + constant`` mod 2**32 (a Python int or a DSL Uint32 value)."""
    return (word + constant) & _MASK32 if isinstance(word, int) else word + Uint32(constant)


def _I32():
    return ir.IntegerType.get_signless(32)


def _signed(value: int) -> int:
    """A 32-bit pattern as the signed integer MLIR attributes take."""
    return value - (1 << 32) if value >= 1 << 31 else value


def _raw(word):
    """A word for :func:`_rounds_ir`: a Python int (a static value) or the ``ir.Value`` of an i32 DSL value
    (scalar or Vector); None for anything else."""
    if isinstance(word, int):
        return word
    if isinstance(word, Vector):
        return ir.Value(word) if word.dtype is Uint32 else None
    if type(word) is Uint32:
        return int(word.value) & _MASK32 if word.is_static() else word.ir_value()
    return None


def _rounds_ir(c, k, rounds: int, like):
    """:func:`_rounds` on raw MLIR values (Python ints where a word is static: folded as there): the same
    ``arith`` ops (``mului_extended``, ``xori``, ``addi``) built without FlyDSL's operator wrappers, which
    were most of a draw's trace time. ``like`` is None (scalars) or the Vector whose shape the words have."""
    t = ir.VectorType.get(list(like.shape), _I32()) if like is not None else _I32()
    consts: dict = {}

    def value(w):
        if not isinstance(w, int):
            return w
        if w not in consts:
            attr = ir.IntegerAttr.get(_I32(), _signed(w))
            consts[w] = arith.constant(t, ir.DenseElementsAttr.get_splat(t, attr) if like is not None else attr)
        return consts[w]

    def xor3(a, b, key):
        if isinstance(a, int) and isinstance(b, int) and isinstance(key, int):
            return a ^ b ^ key
        if isinstance(a, int) and isinstance(b, int):
            return arith.xori(value(a ^ b), key)
        if isinstance(b, int) and isinstance(key, int):
            return arith.xori(value(a), value(b ^ key))
        return arith.xori(arith.xori(value(a), value(b)), value(key))

    def mulhilo(a, multiplier):
        if isinstance(a, int):
            product = a * multiplier
            return product >> 32, product & _MASK32
        op = arith.MulUIExtendedOp(a, value(multiplier))
        return op.high, op.low

    c0, c1, c2, c3 = c
    k0, k1 = k
    for r in range(rounds):
        if r:
            k0 = (k0 + PHILOX_W32_0) & _MASK32 if isinstance(k0, int) else arith.addi(k0, value(PHILOX_W32_0))
            k1 = (k1 + PHILOX_W32_1) & _MASK32 if isinstance(k1, int) else arith.addi(k1, value(PHILOX_W32_1))
        hi0, lo0 = mulhilo(c0, PHILOX_M4x32_0)
        hi1, lo1 = mulhilo(c2, PHILOX_M4x32_1)
        c0, c1, c2, c3 = xor3(hi1, c1, k0), lo1, xor3(hi0, c3, k1), lo0
    if like is None:
        return tuple(Uint32(w) if isinstance(w, int) else Uint32(ArithValue(w)) for w in (c0, c1, c2, c3))
    return tuple(Vector(value(w), like.shape, Uint32) for w in (c0, c1, c2, c3))


def _rounds(c, k, rounds: int):
    """Run ``rounds`` Philox rounds on words ``c`` (4) with key ``k`` (2): all Python ints or all DSL values."""
    c0, c1, c2, c3 = c
    k0, k1 = k
    for r in range(rounds):
        if r:
            k0 = _add32(k0, PHILOX_W32_0)
            k1 = _add32(k1, PHILOX_W32_1)
        hi0, lo0 = _mulhilo(c0, PHILOX_M4x32_0)
        hi1, lo1 = _mulhilo(c2, PHILOX_M4x32_1)
        c0, c1, c2, c3 = hi1 ^ c1 ^ k0, lo1, hi0 ^ c3 ^ k1, lo0
    return c0, c1, c2, c3


@traced
def philox_4x32(counter, key, *, rounds: int = DEFAULT_ROUNDS):
    """Return the four 32-bit words Philox4x32-``rounds`` produces for ``counter`` and ``key``.

    The DSL function (also ``fx.random.philox_4x32`` after ``import flydsl.rounding``): it traces into
    kernels. Its numpy twin for host-side checks is :func:`flydsl.rounding.reference.philox_4x32`, which
    takes the six 32-bit words separately and arrays of them.

    Args:
        counter: a Python int below 2**128, an integer DSL value (scalar or Vector, up to
            128 bits: a 64-bit value fills words 0 and 1), or a 4-tuple of 32-bit words
            (low word first; each a Python int or DSL integer).
        key: a Python int below 2**64, an integer DSL value up to 64 bits, or a 2-tuple.
        rounds: number of rounds, 1 to 16 (see :data:`DEFAULT_ROUNDS`).

    Returns:
        A tuple of four ``fx.Uint32`` (or four ``Vector[Uint32, n]`` when any input is a
        Vector). With only Python ints in, the words are compile-time constants.

    Raises:
        TypeError: a non-integer counter or key. ValueError: a value too wide, a tuple of
        the wrong length, or ``rounds`` outside 1..16.
    """
    check_rounds(rounds)
    c = _split_wide(counter, 4, "counter")
    k = _split_wide(key, 2, "key")
    words = c + k
    if all(isinstance(w, int) for w in words):
        if Uint32 is None:  # no FlyDSL: plain ints (the same words)
            return tuple(_rounds(c, k, rounds))
        return tuple(Uint32(w) for w in _rounds(c, k, rounds))  # folded at trace time
    like = next((w for w in words if isinstance(w, Vector)), None)
    raw = [w if isinstance(w, int) else _raw(_as_u32(w, like)) for w in words]
    if like is not None and any(not isinstance(w, (int, Vector)) for w in words):
        raw = [None]  # a scalar DSL word beside Vectors: FlyDSL's operators broadcast it
    if all(w is not None for w in raw):
        return _rounds_ir(tuple(raw[:4]), tuple(raw[4:]), rounds, like)
    c = tuple(_as_u32(w, like) for w in c)
    k = tuple(_as_u32(w, like) for w in k)
    return _rounds(c, k, rounds)
