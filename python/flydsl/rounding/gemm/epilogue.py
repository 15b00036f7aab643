"""Element-keyed rounding epilogue for WMMA GEMM kernels (a building block for your own FlyDSL kernels).

**wave32 RDNA only (gfx11 / gfx12 WMMA accumulator layouts).** The plan below recognises the C layouts of
RDNA's 16x16 WMMA atoms in wave32 (lane pairs ``l`` / ``l ^ 16`` on gfx11); CDNA's MFMA (wave64) layouts are
refused by :func:`plan_epilogue` (NotImplementedError) rather than guessed.

:func:`round_accumulator` takes a thread's f32 accumulator fragment (``thr_mma.make_fragment_C(...)``
of a ``TiledMma``), the tile's global origin and the keying parameters, and returns the fragment
converted to bf16 / f16 with any :class:`~flydsl.rounding.RoundingMode`. With ``STOCHASTIC``, the
output at global position ``(i, j)`` draws the 16 bits of canonical stream index::

    o = (j * rows + i + offset) mod 2**64          (key ``seed``, substream 0, ``rounds`` Philox rounds)

i.e. the column-major position in a ``rows``-row matrix. The bits of an element therefore depend on
its global coordinates only, not on the tile shape, the wave layout, the main loop or how the
matrix is split into shards: a shard whose rows start at ``i0`` and columns at ``j0`` passes
``tile_origin`` in global coordinates (or folds ``j0 * rows + i0`` into ``offset``).

Cost: the C fragment coordinates are partitioned from an identity tensor with the same
``TiledMma`` (so any wave layout works), and the values of a lane that share a Philox block are
grouped at trace time. When ``rows`` and ``offset`` (global origin included) are multiples of 8
(:func:`block_aligned`), every 8 outputs cost one Philox draw: on gfx12 a lane's 8 values of an
atom are one block; on gfx11 lanes ``l`` and ``l ^ 16`` hold the even and odd rows of two blocks,
each draws one and they swap halves (two ``v_permlanex16_b32`` per draw). Otherwise (``aligned=False``)
a lane draws the 2 (gfx12) or 3 (gfx11) blocks its run of indices touches and picks its chunks by
``o % 8`` at run time: correct for any ``rows`` and ``offset``, about twice the cost.

``aligned=True`` is a promise about the values the kernel runs with. When ``rows`` and ``offset`` are
Python ints it is checked at trace time; when they are kernel arguments the kernel cannot check it, and a
misaligned offset gives wrong bits silently, so compile ``aligned`` as a variant and choose the variant on
the host from each launch's values with :func:`block_aligned` (as :func:`flydsl.rounding.gemm.gemm` and
``docs/examples/gemm_epilogue.py`` do), never from ``M`` alone.

A complete kernel that uses it, tested compile-only for gfx1100 / gfx1201 in CI and bit-exact on an
emulator: ``docs/examples/gemm_epilogue.py`` (shown in the GEMM guide).
"""

from __future__ import annotations

from dataclasses import dataclass

import flydsl.expr as fx
import numpy as np
from flydsl._mlir import ir
from flydsl._mlir.dialects import arith as _arith
from flydsl._mlir.dialects import rocdl as _rocdl
from flydsl._mlir.dialects import scf
from flydsl.expr.typing import Vector
from flydsl.expr.utils.arith import ArithValue

from ..modes import RoundingMode, as_rounding_mode
from ..philox import get_default_rounds
from ..stream import BLOCK, draw_block

__all__ = [
    "round_accumulator",
    "block_aligned",
    "lds_scratch_bytes",
    "scratch_bytes",
    "fragment_coords",
    "EpiloguePlan",
    "plan_epilogue",
    "epilogue_plan",
    "stream_index",
    "atom_index",
    "drawn_block",
    "element_index",
    "general_blocks",
    "general_chunk",
    "U64",
]

_WAVE = 32  # RDNA WMMA runs in wave32
_MASK64 = (1 << 64) - 1
_BLOCK_MASK = (1 << 61) - 1  # blocks of the 64-bit stream


def block_aligned(rows: int, offset: int) -> bool:
    """True when the one-draw-per-8-outputs path applies: ``rows % 8 == 0`` and ``offset % 8 == 0``.

    ``offset`` here is the full 64-bit base of the fragment's stream indices (a shard's
    ``j0 * rows + i0`` included). Tile origins are multiples of 16, so then every lane's run of
    values starts a Philox block.
    """
    return rows % BLOCK == 0 and offset % BLOCK == 0


class U64(int):
    """Host model of the kernel's 64-bit unsigned integers: ``+ * >> & |`` wrap modulo 2**64.

    The index helpers below take a ``widen`` callable and run unchanged on DSL values
    (``widen`` casts to ``fx.Uint64``) and on this class, so host tests evaluate exactly the
    arithmetic the kernel emits, wrap-around included (Python ints alone never wrap).
    """

    def __new__(cls, value):
        return super().__new__(cls, int(value) & _MASK64)

    def __add__(self, other):
        return U64(int(self) + int(other))

    __radd__ = __add__

    def __mul__(self, other):
        return U64(int(self) * int(other))

    __rmul__ = __mul__

    def __rshift__(self, other):
        return U64(int(self) >> int(other))

    def __and__(self, other):
        return U64(int(self) & int(other))


def stream_index(row, col, rows, offset, widen):
    """``(col * rows + row + offset) mod 2**64`` computed as the kernel does (64-bit, one multiply-add).

    ``widen`` turns each operand into the 64-bit type: :class:`U64` on the host, a cast to
    ``fx.Uint64`` in a kernel.
    """
    return widen(col) * widen(rows) + (widen(row) + widen(offset))


# --------------------------------------------------------------------------------------------
# Trace-time plan (static layout analysis)
# --------------------------------------------------------------------------------------------


def _thread_count(tiled_mma) -> int:
    return fx.size(tiled_mma.thr_layout_vmnk).get_static_leaf_int


def _static_coords(tiled_mma, tile_shape, threads=None, lead_only: bool = False) -> np.ndarray:
    """Coordinates of ``threads`` (default all); ``lead_only``: evaluate all values of atom 0 but only
    value 0 of the other atoms, placing their other values by translation (atoms of a TiledMma are
    translates of atom 0), which is 8x cheaper at trace time."""
    ident = fx.make_view(fx.make_int_tuple((0, 0)), fx.make_identity_layout(tuple(tile_shape)))
    out = []
    for t in range(_thread_count(tiled_mma)) if threads is None else threads:
        part = tiled_mma.thr_slice(t).partition_C(ident)
        v, rm, rn = (fx.size(part.shape[d]).get_static_leaf_int for d in range(3))
        if not lead_only:
            out.append([part[e, m, n].to_py_value() for n in range(rn) for m in range(rm) for e in range(v)])
            continue
        first = np.asarray([part[e, 0, 0].to_py_value() for e in range(v)])
        row = []
        for n in range(rn):
            for m in range(rm):
                lead = np.asarray(part[0, m, n].to_py_value())
                row.extend((first - first[0] + lead).tolist())
        out.append(row)
    return np.asarray(out, dtype=np.int64)


def fragment_coords(tiled_mma, tile_shape, *, lead_only: bool = False) -> np.ndarray:
    """Tile-local (row, col) of every accumulator element of every thread: int array [threads, elems, 2].

    Computed (at trace time, inside an MLIR context) by partitioning a static identity tensor of
    the ``tile_shape`` tile with each thread's slice of ``tiled_mma``, exactly as a kernel
    partitions its accumulator; element order is the flat (value, atom_m, atom_n) order of the
    C fragment. ``lead_only``: evaluate every value of atom 0 but only value 0 of the other atoms,
    placing the rest by translation (8x faster; the atoms of a TiledMma are translates of atom 0).
    """
    return _static_coords(tiled_mma, tile_shape, lead_only=lead_only)


@dataclass(frozen=True)
class EpiloguePlan:
    """Which Philox block and chunk every accumulator value of a thread takes (lane-invariant).

    ``paired``: False (gfx12) when a lane's 8 values of an atom are one whole block, so each lane
    draws it. True (gfx11) when lanes ``l`` and ``l ^ 16`` hold the even and odd rows of the same
    16 rows (two blocks): each lane draws block ``parity`` (its row parity) of the pair, and the
    pair swaps the chunks the other needs.
    ``atoms``: per atom, the (row, col) of its value 0 relative to atom 0's value 0.
    ``values``: per value of an atom, ``(side, word, half)``: the block (0/1 above that atom's first
    block; always 0 unpaired), the Philox word and its 16-bit half (-1: the lane's row parity).
    ``rows``: per value of an atom, its row relative to the lane's value 0 (the general path).
    """

    paired: bool
    atoms: tuple[tuple[int, int], ...]
    values: tuple[tuple[int, int, int], ...]
    rows: tuple[int, ...]


def plan_epilogue(coords: np.ndarray, values_per_atom: int) -> EpiloguePlan:
    """Derive the :class:`EpiloguePlan` from :func:`fragment_coords`'s array.

    Raises NotImplementedError for a C layout that fits neither pattern (a lane's values of an
    atom in one column, 8 consecutive rows or 8 rows of one parity in a 16-row group), since a
    guessed fallback could silently assign wrong bits.
    """
    threads, elems, _ = coords.shape
    atoms = coords.reshape(threads, elems // values_per_atom, values_per_atom, 2)
    rows, cols = atoms[..., 0], atoms[..., 1]
    if not (cols == cols[..., :1]).all():
        raise NotImplementedError("an accumulator atom spans several columns per lane; no plan for this layout")
    lead = atoms[:, :, 0, :]
    rel = lead - lead[:, :1, :]
    if not (rel == rel[:1]).all():
        raise NotImplementedError("atom origins differ between lanes; no plan for this layout")
    parity = rows[:, :, :1] % 2
    delta = rows - rows[:, :, :1]
    if not (delta == delta[:1, :1]).all():
        raise NotImplementedError("value rows differ between lanes; no plan for this layout")
    offsets = tuple(int(d) for d in delta[0, 0])
    atoms_rel = tuple(map(tuple, rel[0].tolist()))
    if (delta % BLOCK == delta).all() and (rows[:, :, 0] % BLOCK == 0).all():
        values = tuple((0, int(d) // 2, int(d) % 2) for d in delta[0, 0])
        return EpiloguePlan(False, atoms_rel, values, offsets)
    base = rows[:, :, :1] - parity  # first row of the 16-row group of the lane pair
    pos = rows - base
    partner = np.arange(threads) ^ 16
    ok = (
        (base % (2 * BLOCK) == 0).all()
        and (pos % 2 == parity).all()
        and (pos - parity == (pos - parity)[:1, :1]).all()
        and (pos[:, :, 0] == parity[:, :, 0]).all()
        and threads % _WAVE == 0
        and (cols[partner] == cols).all()
        and (base[partner] == base).all()
        and (parity[partner] != parity).all()
        and (rel[0, :, 0] % (2 * BLOCK) == 0).all()
    )
    if not ok:
        raise NotImplementedError("the C layout is neither one block per lane nor a lane-pair split; no plan")
    even = pos[0, 0] - parity[0, 0, 0]
    values = tuple((int(p) // BLOCK, (int(p) % BLOCK) // 2, -1) for p in even)
    return EpiloguePlan(True, atoms_rel, values, offsets)


def atom_index(plan: EpiloguePlan, a: int, lead_index, rows, widen):
    """Stream index of value 0 of atom ``a``: ``lead_index`` (atom 0's) plus ``dr + dc * rows``, mod 2**64."""
    dr, dc = plan.atoms[a]
    if dr == 0 and dc == 0:
        return lead_index
    if dc == 0:
        return lead_index + widen(dr)
    return widen(dc) * widen(rows) + (lead_index + widen(dr))


def drawn_block(plan: EpiloguePlan, index, odd, widen):
    """The block a lane draws on the aligned path for an atom whose value 0 has stream index ``index``.

    Unpaired: ``index >> 3``. Paired: the lane of odd row parity draws the next block
    (``index + 7``: its value 0 sits at ``8b + 1``). ``odd`` is 0/1 (host) or ignored when unpaired.
    """
    if plan.paired and odd:
        index = index + widen(7)
    return index >> 3


def element_index(plan: EpiloguePlan, v: int, block_of_side, parity: int) -> int:
    """Stream index the aligned plan assigns to value ``v`` (host-side model; ints only).

    ``block_of_side(side)`` is the block drawn by the lane that owns ``side`` (this lane when
    ``side == parity``, else its partner ``l ^ 16``).
    """
    side, word, half = plan.values[v]
    half = parity if half < 0 else half
    return BLOCK * int(block_of_side(side)) + 2 * word + half


def general_blocks(plan: EpiloguePlan, index, widen) -> list:
    """The blocks the general path draws for an atom whose value 0 has stream index ``index``.

    ``index >> 3`` and the following ones, modulo 2**61 (the block after the last one of the
    64-bit stream is block 0, as the index after 2**64 - 1 is 0).
    """
    span = max(plan.rows) + 1
    first = index >> 3
    count = -(-(BLOCK - 1 + span) // BLOCK)
    return [first if b == 0 else (first + widen(b)) & widen(_BLOCK_MASK) for b in range(count)]


def general_chunk(plan: EpiloguePlan, v: int, index) -> int:
    """Stream index the general path assigns to value ``v`` (host-side model; ``index`` a :class:`U64`):
    chunk ``index % 8 + rows[v]`` of the blocks :func:`general_blocks` draws."""
    chunk = int(index) % BLOCK + plan.rows[v]
    return BLOCK * int(general_blocks(plan, index, U64)[chunk // BLOCK]) + chunk % BLOCK


_PLANS: dict = {}


def epilogue_plan(tiled_mma, tile_shape, values_per_atom: int = 8) -> EpiloguePlan:
    """The plan of ``tiled_mma``'s C layout over ``tile_shape``, cached by the TiledMma's type.

    Computing it traces partitions of static identity tensors into the current MLIR module (left for
    dead-code elimination). Call it first in a throwaway context (as
    :func:`flydsl.rounding.gemm.kernel.prime_epilogue_plan` does before each launch), so that kernel traces
    only read the cache: every trace of a variant is then the same IR, and FlyDSL's IR-keyed cache compiles
    it once per process.
    """
    key = (str(tiled_mma.type), tuple(tile_shape), values_per_atom)
    plan = _PLANS.get(key)
    if plan is None:
        # one wave is enough: waves differ by a translation, and lane pairs (l, l ^ 16) are within a wave.
        # (Erasing the traced partitions is not safe, as FlyDSL may reuse values they created.)
        coords = _static_coords(tiled_mma, tile_shape, range(_WAVE), lead_only=True)
        plan = _PLANS[key] = plan_epilogue(coords, values_per_atom)
    return plan


# --------------------------------------------------------------------------------------------
# Kernel-side pieces (trace time, DSL values)
# --------------------------------------------------------------------------------------------


def _to_u64(value):
    """Widen a DSL integer (or Python int) to Uint64; 32-bit values (non-negative coordinates and
    extents) are zero-extended, which lets the backend use one ``v_mad_u64_u32`` for ``col * rows + ...``."""
    if isinstance(value, int):
        return fx.Uint64(value & _MASK64)
    if value.dtype.width <= 32:
        value = value.to(fx.Uint32)
    return value.to(fx.Uint64)


def _swap_wave_halves(value):
    """``value`` of lane ``l ^ 16`` (wave32): one ``v_permlanex16_b32`` with identity selects."""
    i32 = ir.IntegerType.get_signless(32)
    raw = value.ir_value()
    sel_lo = _arith.constant(i32, 0x76543210)
    sel_hi = _arith.constant(i32, 0xFEDCBA98 - (1 << 32))
    return fx.Uint32(ArithValue(_rocdl.permlanex16(i32, raw, raw, sel_lo, sel_hi, False, False)))


def _paired_packs(words, odd) -> list:
    """The 4 words a lane of a pair (gfx11) keeps for one atom: own draw ``words``, partner's via permlanex16.

    Per word pair ``p``: ``lo``/``hi`` pack the low/high halves of words ``2p, 2p+1``. An even lane
    keeps the low halves of its block (block 0) and sends the high ones; an odd lane (block 1) the
    reverse. Two exchanged words per 8 outputs. Order: (p0 block 0, p0 block 1, p1 block 0, p1 block 1).
    """
    packs = []
    for p in range(2):
        w0, w1 = words[2 * p], words[2 * p + 1]
        lo = (w0 & fx.Uint32(0xFFFF)) | (w1 << fx.Uint32(16))
        hi = (w0 >> fx.Uint32(16)) | (w1 & fx.Uint32(0xFFFF0000))
        got = _swap_wave_halves(odd.select(lo, hi))
        packs.extend((odd.select(got, lo), odd.select(hi, got)))
    return packs


def general_halves(seed, index, plan: EpiloguePlan, rounds: int) -> list:
    """The words one atom's values are cut from at any alignment: value ``v`` takes chunk ``index % 8 + rows[v]``.

    Draws :func:`general_blocks` (``ceil((7 + span) / 8)`` blocks from ``index >> 3`` on), then shifts the word list by
    ``(index % 8) // 2`` (select chains) and the halves by ``index % 2`` (one funnel per word).
    """
    words = []
    for block in general_blocks(plan, index, _to_u64):
        words.extend(draw_block(seed, block, rounds=rounds))
    s = (index & fx.Uint64(7)).to(fx.Uint32)
    q, h = s >> fx.Uint32(1), (s & fx.Uint32(1)) != fx.Uint32(0)
    need = (max(plan.rows) + 1) // 2 + 1  # shifted words used (plus one for the half funnel)
    shifted = []
    for k in range(need + 1):
        pick = words[k]
        for step in range(1, 4):
            if k + step < len(words):
                pick = (q == fx.Uint32(step)).select(words[k + step], pick)
        shifted.append(pick)
    # word k of the result holds chunks 2k and 2k+1 of the lane's run (low / high half)
    return [
        h.select((shifted[k] >> fx.Uint32(16)) | (shifted[k + 1] << fx.Uint32(16)), shifted[k]) for k in range(need)
    ]


def atom_words(plan: EpiloguePlan, seed, index, odd, rounds: int, aligned: bool) -> list:
    """The 32-bit words one atom's 8 random values are cut from (see :func:`rand_of_words`)."""
    if not aligned:
        return general_halves(seed, index, plan, rounds)
    if plan.paired:
        words = draw_block(seed, (odd.select(index + fx.Uint64(7), index)) >> fx.Uint64(3), rounds=rounds)
        return _paired_packs(words, odd)
    return list(draw_block(seed, index >> fx.Uint64(3), rounds=rounds))


def rand_of_words(plan: EpiloguePlan, words, aligned: bool) -> list:
    """Each value's random word (low 16 bits used) from :func:`atom_words`'s words."""
    if not aligned:
        return [words[r // 2] >> fx.Uint32(16) if r % 2 else words[r // 2] for r in plan.rows]
    if plan.paired:
        return [
            words[2 * (word // 2) + side] >> fx.Uint32(16) if word % 2 else words[2 * (word // 2) + side]
            for side, word, _ in plan.values
        ]
    return [words[word] >> fx.Uint32(16) if half else words[word] for _, word, half in plan.values]


def _atom_grid(plan: EpiloguePlan, rep_m: int):
    """(row step, col step) when atom ``a``'s origin is ``((a % rep_m) * row step, (a // rep_m) * col step)``."""
    n_atoms = len(plan.atoms)
    step_m = plan.atoms[1][0] if rep_m > 1 else 0
    step_n = plan.atoms[rep_m][1] if n_atoms > rep_m else 0
    ok = all(plan.atoms[a] == ((a % rep_m) * step_m, (a // rep_m) * step_n) for a in range(n_atoms))
    return (step_m, step_n) if ok else None


def lds_scratch_bytes(tiled_mma, tile_shape, values_per_atom: int = 8, aligned: bool = True) -> int:
    """LDS bytes :func:`round_accumulator` uses as ``scratch`` for this TiledMma and tile (0: it needs none).

    Shared memory (LDS) the caller lends for the call, not the per-lane scratch (private) memory that
    :class:`flydsl.rounding.isa.KernelReport`'s ``scratch_bytes`` reports. 0.1 name: :data:`scratch_bytes`.

    With a scratch buffer the Philox draws of a thread's atoms run in one loop (one copy of the
    Philox code instead of one per atom: shorter code, faster compiles), parking the words in LDS.
    """
    plan = epilogue_plan(tiled_mma, tile_shape, values_per_atom)
    if len(plan.atoms) < 2:
        return 0
    words = 4 if aligned else (max(plan.rows) + 1) // 2 + 1
    words = 1 << (words - 1).bit_length()  # a power of two: each thread's words stay naturally aligned (ds_*_b128)
    return 4 * words * len(plan.atoms) * _thread_count(tiled_mma)


#: 0.1 name of :func:`lds_scratch_bytes` (the same function).
scratch_bytes = lds_scratch_bytes


def _convert(acc, out_type, mode: RoundingMode, rand=None):
    """Convert an f32 Vector to ``out_type`` with ``mode`` (``rand``: Uint32 Vector for STOCHASTIC)."""
    if mode is RoundingMode.RN:
        return acc.to(out_type)
    flat = acc.reshape((acc.numel,))  # the rounding extension handles 1-D vectors
    if mode is RoundingMode.STOCHASTIC:
        out = flat.to(out_type, rounding=mode, rand=rand)
    else:
        out = flat.to(out_type, rounding=mode)
    return out.reshape(acc.shape)


def round_accumulator(
    tiled_mma,
    thread,
    acc,
    out_type,
    rounding=None,
    *,
    tile_origin=(0, 0),
    tile_shape=None,
    rows=None,
    seed=0,
    offset=0,
    rounds: int | None = None,
    aligned: bool = False,
    scratch=None,
    scratch_size: int = 0,
):
    """Return ``acc`` (a thread's f32 C fragment of ``tiled_mma``) converted to ``out_type`` with ``rounding``.

    Args:
        tiled_mma: the ``TiledMma`` whose ``thr_slice(thread).make_fragment_C`` made ``acc``.
        thread: the thread index (``fx.thread_idx.x``).
        acc: the f32 accumulator fragment.
        out_type: ``fx.BFloat16`` or ``fx.Float16`` (``fx.Float32`` returns ``acc``).
        rounding: a :class:`RoundingMode` or its name; None means RN (FlyDSL's own ``.to``).
        tile_origin: global (row, col) of the tile's element (0, 0); DSL integers or ints.
        tile_shape: static (tile_m, tile_n) the fragment was partitioned from.
        rows: the global row count that keys the stream (``M`` of the unsharded C); DSL int or int.
        seed, offset: 64-bit key and stream offset (DSL integers or ints).
        rounds: Philox rounds (default :func:`flydsl.rounding.get_default_rounds`; part of the key).
        aligned: promise that ``rows % 8 == 0`` and ``offset % 8 == 0`` (:func:`block_aligned`), for
            one draw per 8 outputs; False works for any values. Checked (ValueError) when ``rows`` and
            ``offset`` are ints; for kernel arguments, choose the compiled variant on the host from the
            launch's values (see the module docstring): a broken promise gives wrong bits.
        scratch, scratch_size: optional LDS pointer (any element type) and its size in bytes, free for
            this call (e.g. the main loop's stages after a barrier). When at least
            :func:`lds_scratch_bytes` bytes, the draws of all atoms run in one loop through it (same bits).

    Only ``STOCHASTIC`` uses ``tile_origin``, ``rows``, ``seed`` and ``offset``. Raises ValueError
    for a missing ``tile_shape`` / ``rows`` with STOCHASTIC, NotImplementedError for a C layout
    without a plan (see :func:`plan_epilogue`).
    """
    mode = RoundingMode.RN if rounding is None else as_rounding_mode(rounding)
    sr = mode is RoundingMode.STOCHASTIC
    if sr and aligned and isinstance(rows, int) and isinstance(offset, int) and not block_aligned(rows, offset):
        raise ValueError(
            f"round_accumulator: aligned=True needs rows % 8 == 0 and offset % 8 == 0 (one Philox draw per 8 "
            f"outputs), got rows={rows}, offset={offset}; pass aligned=block_aligned(rows, offset)"
        )
    if out_type is fx.Float32:
        return acc
    out = fx.make_fragment_like(acc, out_type)
    if mode is not RoundingMode.STOCHASTIC:
        out.store(_convert(acc.load(), out_type, mode))
        return out
    if tile_shape is None or rows is None:
        raise ValueError("round_accumulator with STOCHASTIC needs tile_shape=(tile_m, tile_n) and rows= (global M)")
    rounds = get_default_rounds() if rounds is None else rounds
    values_per_atom = fx.size(acc.shape[0]).get_static_leaf_int
    rep_m = fx.size(acc.shape[1]).get_static_leaf_int
    plan = epilogue_plan(tiled_mma, tile_shape, values_per_atom)
    ident = fx.make_view(fx.make_int_tuple((0, 0)), fx.make_identity_layout(tuple(tile_shape)))
    lead = tiled_mma.thr_slice(thread).partition_C(ident)[0, 0, 0]
    row = fx.get_scalar(lead[0]) + tile_origin[0]
    col = fx.get_scalar(lead[1]) + tile_origin[1]
    base = stream_index(row, col, rows, offset, _to_u64)
    odd = (row & 1) != 0 if plan.paired else None
    n_atoms = len(plan.atoms)
    grid = _atom_grid(plan, rep_m)
    need = lds_scratch_bytes(tiled_mma, tile_shape, values_per_atom, aligned)
    if scratch is not None and grid is not None and 0 < need <= scratch_size:
        threads = _thread_count(tiled_mma)
        width = need // (4 * n_atoms * threads)
        words_ptr = fx.recast_iter(fx.Uint32, scratch)
        slot = (fx.Int32(thread) if isinstance(thread, int) else thread) * width
        loop = scf.ForOp(*(_arith.constant(ir.IndexType.get(), v) for v in (0, n_atoms, 1)))
        with ir.InsertionPoint(loop.body):
            a = fx.Int32(ArithValue(_arith.index_cast(ir.IntegerType.get_signless(32), loop.induction_variable)))
            dr = _to_u64((a % rep_m) * grid[0])
            dc = _to_u64((a // rep_m) * grid[1])
            index = dc * _to_u64(rows) + (base + dr)
            words = atom_words(plan, seed, index, odd, rounds, aligned)
            words = words + [fx.Uint32(0)] * (width - len(words))  # padding to the aligned slot width
            fx.ptr_store(Vector.from_elements(words, fx.Uint32).ir_value(), words_ptr + (a * (threads * width) + slot))
            scf.YieldOp([])
        vec_type = Vector.make_type(width, fx.Uint32)
    for a in range(n_atoms):
        m, n = a % rep_m, a // rep_m
        if scratch is not None and grid is not None and 0 < need <= scratch_size:
            # keep each atom's LDS read next to its use (the scheduler would otherwise hoist all of them
            # above the conversions and spill what it cannot hold)
            fx.rocdl.sched_barrier(0)
            stored = fx.ptr_load(words_ptr + (slot + a * threads * width), result_type=vec_type)
            words = [stored[w] for w in range(width)]
        else:
            words = atom_words(plan, seed, atom_index(plan, a, base, rows, _to_u64), odd, rounds, aligned)
        rand = rand_of_words(plan, words, aligned)
        chunk = _convert(acc[None, m, n].load(), out_type, mode, Vector.from_elements(rand, fx.Uint32))
        out[None, m, n].store(chunk)
    return out
