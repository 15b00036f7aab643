"""The canonical random stream: 16 random bits per stream index, from Philox 4x32.

Index ``o`` (a non-negative integer below 2**64) of substream ``s`` (default 0) gets::

    w = philox_4x32(counter=(o // 8 as lo32, hi32, s as lo32, hi32), key=(seed_lo32, seed_hi32))[(o % 8) // 2]
    bits(o) = (w >> (16 * (o % 2))) & 0xFFFF

so one Philox draw serves the eight consecutive indices of a block ``o // 8``. This is a
promise: :func:`flydsl.rounding.reference.stream_bits` reproduces it in numpy, and any
other Philox implementation can too.

The substream (counter words 2 and 3) separates independent uses of one seed by
construction: element-wise conversions use substream 0; callers that need a fresh stream per
step (optimizers, dropout) pick distinct substreams, so no (key, counter) pair is ever reused.
"""

from __future__ import annotations

import contextlib
import contextvars

try:
    from flydsl._mlir import ir
    from flydsl.expr.numeric import Uint32, Uint64
    from flydsl.expr.typing import Vector
except ImportError:  # no FlyDSL (the CUDA path): draws on Python ints only (e.g. the RHT's signs)
    ir = Uint32 = Uint64 = Vector = None

from ._tracing import traced
from .philox import DEFAULT_ROUNDS, check_rounds, philox_4x32
from .validate import check_uint

__all__ = [
    "draw_block",
    "stream_chunks",
    "stream_bits",
    "stream_bits_vector",
    "element_word",
    "element_word_pair",
    "is_aligned",
    "intercept_draws",
    "BLOCK",
    "WORD_BLOCK",
]

_CHUNK = 0xFFFF
BLOCK = 8  # stream indices per Philox draw
WORD_BLOCK = 4  # 32-bit words per Philox draw (the word stream of :func:`element_word`)

#: A code generator's stand-in for whole-element draws (see :func:`intercept_draws`), or None.
_DRAW_HOOK: contextvars.ContextVar = contextvars.ContextVar("flydsl_rounding_draw_hook", default=None)


@contextlib.contextmanager
def intercept_draws(hook):
    """Route the per-element draws of scalar traces through ``hook`` while the block runs.

    ``hook(kind, seed, index, rounds, substream)`` returns the DSL ``Uint32`` standing for the
    element's random value; ``kind`` is ``"chunk16"`` (:func:`stream_bits`: 16 bits of draw
    ``index // 8``), ``"word32"`` (:func:`element_word`: word ``index % 4`` of draw ``index // 4``), or
    ``"word32_even"`` / ``"word32_odd"`` (:func:`element_word_pair`: the words of ``index & ~1`` and
    ``index | 1``, both from draw ``index // 4``).
    A code generator for another backend (:mod:`flydsl.rounding.runtime.triton.codegen`) uses it to
    draw one Philox per block of elements in its own tile layout instead of one per element; the
    values it stands for are exactly the ones defined here.
    """
    token = _DRAW_HOOK.set(hook)
    try:
        yield
    finally:
        _DRAW_HOOK.reset(token)


def _as_u64(value, name: str):
    """``value`` checked as a 64-bit unsigned integer (``name`` in errors); DSL values come back as Uint64."""
    value = check_uint(value, 64, name)
    if isinstance(value, int) or type(value) is Uint64:
        return value
    return value.to(Uint64)


def _split64(value) -> tuple:
    """A 64-bit int or DSL integer as its (low, high) 32-bit words."""
    if isinstance(value, int):
        return value & 0xFFFFFFFF, value >> 32
    return value.to(Uint32), (value >> Uint64(32)).to(Uint32)


def draw_block(seed, block, *, rounds: int = DEFAULT_ROUNDS, substream=0) -> tuple:
    """The four Philox words of stream block ``block`` (indices ``8*block .. 8*block+7``).

    ``block`` and ``substream`` are Python ints or integer DSL values up to 64 bits; the
    counter is ``(block_lo, block_hi, substream_lo, substream_hi)`` and the key ``seed``.
    Chunks ``2k`` and ``2k+1`` of the block are the low and high halves of word ``k``.
    This is the one draw every producer of stream bits (conversions, GEMM epilogues,
    tensor ops, optimizers) goes through.
    """
    check_uint(seed, 64, "seed")
    block = _as_u64(block, "block")
    substream = _as_u64(substream, "substream") if not isinstance(substream, int) or substream else 0
    return philox_4x32((*_split64(block), *_split64(substream)), seed, rounds=check_rounds(rounds))


def _chunks_of(words) -> list:
    """Split four 32-bit words into the eight 16-bit chunks of a block (index order)."""
    out = []
    for w in words:
        out.append(w & Uint32(_CHUNK))
        out.append(w >> Uint32(16))
    return out


@traced
def stream_chunks(seed, block, *, rounds: int = DEFAULT_ROUNDS, substream=0) -> Vector:
    """The 8 chunks of stream block ``block``: element k holds ``bits(8 * block + k)``.

    Returns a ``Vector[Uint32, 8]`` (each word < 2**16) from ONE Philox draw; pass slices
    of it as ``rand=`` to ``.to(..., rounding=RoundingMode.STOCHASTIC)`` to reproduce the
    canonical stream in hand-written epilogues. ``block`` is an int or DSL integer up to
    64 bits (``offset // 8``); ``seed`` an int or DSL integer up to 64 bits.
    """
    return Vector.from_elements(
        [_as_dsl(c) for c in _chunks_of(draw_block(seed, block, rounds=rounds, substream=substream))], Uint32
    )


def _as_dsl(v):
    return v if not isinstance(v, int) else Uint32(v)


@traced
def stream_bits(seed, index, *, rounds: int = DEFAULT_ROUNDS, substream=0):
    """``bits(index)`` of the canonical stream as a ``Uint32`` (< 2**16); one Philox draw."""
    index = _as_u64(index, "index: the stream offset")
    hook = _DRAW_HOOK.get()
    if hook is not None and not isinstance(index, int):
        return hook("chunk16", seed, index, check_rounds(rounds), substream)
    if isinstance(index, int):
        return _chunks_of(draw_block(seed, index >> 3, rounds=rounds, substream=substream))[index & 7]
    words = draw_block(seed, index >> Uint64(3), rounds=rounds, substream=substream)
    lane = (index & Uint64(7)).to(Uint32)
    word = words[0]
    for i in (1, 2, 3):
        word = ((lane >> Uint32(1)) == Uint32(i)).select(words[i], word)
    return (word >> ((lane & Uint32(1)) * Uint32(16))) & Uint32(_CHUNK)


@traced
def element_word(seed, index, *, rounds: int = DEFAULT_ROUNDS, substream=0):
    """Word ``index % 4`` of draw ``index // 4`` (the 32-bit word stream of :mod:`flydsl.rounding.rng`)."""
    index = _as_u64(index, "index: the word offset")
    hook = _DRAW_HOOK.get()
    if hook is not None:
        return hook("word32", seed, index, check_rounds(rounds), substream)
    words = draw_block(seed, index >> Uint64(2), rounds=rounds, substream=substream)
    lane = (index & Uint64(3)).to(Uint32)
    word = words[0]
    for i in (1, 2, 3):
        word = (lane == Uint32(i)).select(words[i], word)
    return word


@traced
def element_word_pair(seed, index, *, rounds: int = DEFAULT_ROUNDS, substream=0) -> tuple:
    """The word-stream words of ``index & ~1`` and ``index | 1`` (a Box-Muller pair): one draw, ``index // 4``."""
    index = _as_u64(index, "index: the word offset")
    hook = _DRAW_HOOK.get()
    if hook is not None:
        rounds = check_rounds(rounds)
        return hook("word32_even", seed, index, rounds, substream), hook("word32_odd", seed, index, rounds, substream)
    words = draw_block(seed, index >> Uint64(2), rounds=rounds, substream=substream)
    high = ((index >> Uint64(1)) & Uint64(1)) == Uint64(1)  # the pair's words are 2, 3 (else 0, 1)
    return high.select(words[2], words[0]), high.select(words[3], words[1])


def _trailing_zeros(value, depth: int = 6) -> int:
    """Low bits of a DSL integer known to be zero at trace time (a conservative count)."""
    if isinstance(value, int):
        return 64 if value == 0 else (value & -value).bit_length() - 1
    raw = value.ir_value() if hasattr(value, "ir_value") else value
    op = _defining_op(raw)
    if depth == 0 or op is None:
        return 0
    name = op.name
    if name == "arith.constant":
        constant = _int_constant(raw)
        return 0 if constant is None else _trailing_zeros(constant & ((1 << 64) - 1), 0)
    operands = list(op.operands)
    if name in ("arith.extui", "arith.extsi", "arith.index_cast", "arith.index_castui", "arith.trunci"):
        return _trailing_zeros(operands[0], depth - 1)
    if name == "arith.muli":
        return min(64, _trailing_zeros(operands[0], depth - 1) + _trailing_zeros(operands[1], depth - 1))
    if name == "arith.shli":
        shift = _int_constant(operands[1])
        return min(64, _trailing_zeros(operands[0], depth - 1) + (shift or 0))
    if name in ("arith.addi", "arith.ori", "arith.subi", "arith.xori"):
        return min(_trailing_zeros(operands[0], depth - 1), _trailing_zeros(operands[1], depth - 1))
    if name == "arith.andi":
        return max(_trailing_zeros(operands[0], depth - 1), _trailing_zeros(operands[1], depth - 1))
    return 0


def _defining_op(value):
    """The operation that produced ``value``, or None for block arguments and non-values."""
    owner = getattr(value, "owner", None)
    return owner if isinstance(getattr(owner, "name", None), str) and hasattr(owner, "operands") else None


def _int_constant(value) -> int | None:
    """The integer an ``arith.constant`` result holds, or None for anything else."""
    op = _defining_op(value)
    if op is None or op.name != "arith.constant":
        return None
    try:
        return ir.IntegerAttr(op.attributes["value"]).value
    except (TypeError, ValueError):
        return None


def is_aligned(offset, multiple: int = BLOCK) -> bool:
    """True when ``offset`` is provably a multiple of ``multiple`` (a power of two) at trace time.

    Python ints are checked directly. For DSL values the defining arith ops are inspected:
    constants, ``x * c`` / ``x << c`` / ``x & mask`` and sums, xors and ors of aligned terms
    (as ``base * 8 + lane * 8`` or ``(block << 3)``) are recognised.
    """
    need = multiple.bit_length() - 1
    return _trailing_zeros(offset) >= need


#: Stream blocks (8 indices each) in the 2**64 indices.
_BLOCKS = 1 << 61


def _wrap(block):
    """A run-time block number mod 2**61 (the block after the last one is block 0)."""
    return block & Uint64(_BLOCKS - 1)


@traced
def stream_bits_vector(seed, offset, n: int, *, rounds: int = DEFAULT_ROUNDS, substream=0) -> Vector:
    """``bits(offset + k)`` for k in 0..n-1 as a ``Vector[Uint32, n]``, computed in 64 bits.

    When ``offset`` is provably a multiple of 8 (see :func:`is_aligned`) this issues
    ceil(n / 8) Philox draws. Otherwise it draws ceil(n / 8) + 1 blocks and selects each
    element's chunk at run time by ``offset % 8`` (a chain of seven selects per element,
    roughly doubling the conversion's cost): align your offsets when you can.
    """
    offset = _as_u64(offset, "offset")
    if isinstance(offset, int) or is_aligned(offset):
        first = offset >> 3 if isinstance(offset, int) else offset >> Uint64(3)
        skip = offset & 7 if isinstance(offset, int) else 0
        nblocks = -(-(n + skip) // BLOCK)
        chunks = []
        for j in range(nblocks):
            # indices wrap mod 2**64, so blocks (index // 8) wrap mod 2**61
            block = (first + j) % _BLOCKS if isinstance(first, int) else first if j == 0 else _wrap(first + Uint64(j))
            chunks.extend(_chunks_of(draw_block(seed, block, rounds=rounds, substream=substream)))
        return Vector.from_elements([_as_dsl(c) for c in chunks[skip : skip + n]], Uint32)
    first = offset >> Uint64(3)
    skip = (offset & Uint64(7)).to(Uint32)
    nblocks = -(-n // BLOCK) + 1
    chunks = []
    for j in range(nblocks):
        block = _wrap(first + Uint64(j)) if j else first
        chunks.extend(_chunks_of(draw_block(seed, block, rounds=rounds, substream=substream)))
    out = []
    for k in range(n):
        # element k is chunks[skip + k]; skip is in 0..7, so choose among 8 candidates.
        pick = chunks[k]
        for s in range(1, BLOCK):
            pick = (skip == Uint32(s)).select(chunks[k + s], pick)
        out.append(pick)
    return Vector.from_elements(out, Uint32)
