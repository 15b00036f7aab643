"""RDNA WMMA GEMM (gfx11 / gfx12) whose epilogue rounds through flydsl.rounding.

``gemm(a, b)`` computes ``C = A @ B.T`` for ``a`` of shape (M, K) and ``b`` of shape (N, K),
both row-major (K contiguous; ``b`` is laid out like an ``nn.Linear`` weight), with bf16 or f16
inputs, an f32 accumulator, and a bf16, f16 or f32 output written row-major (M, N).

The epilogue converts the f32 accumulator with the requested :class:`RoundingMode`. With
``STOCHASTIC`` the random bits of ``C[i, j]`` are those of canonical stream index
``o = j * M + i + offset`` (64-bit) under key ``seed``; ``seed`` and ``offset`` are kernel
arguments, so changing them does not recompile. Each fragment element's ``(i, j)`` comes from
partitioning an identity tensor with the same ``TiledMma`` as the accumulator, and the elements
that share a Philox block are grouped at trace time from the static thread/value layout. Both
families issue one Philox draw per 8 outputs: on gfx12 a lane's 8 values are one block; on gfx11
lanes ``l`` and ``l ^ 16`` hold the even and odd rows of two blocks, so each draws one block and
they swap the halves the other needs (two ``v_permlanex16_b32`` per draw).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import flydsl.compiler as flyc
import flydsl.expr as fx
import numpy as np
from flydsl._mlir import ir
from flydsl._mlir.dialects import arith as _arith
from flydsl._mlir.dialects import rocdl as _rocdl
from flydsl.expr.typing import Vector
from flydsl.expr.utils.arith import ArithValue

from .modes import RoundingMode, as_rounding_mode
from .philox import DEFAULT_ROUNDS
from .stream import draw_block
from .target import WMMA_ARCHS, require_arch

__all__ = ["TileConfig", "CONFIGS", "ARCHS", "arch_family", "gemm", "make_gemm_launcher", "select_config"]

#: Archs this GEMM supports (RDNA3 / RDNA3.5 wave32, RDNA4).
ARCHS = WMMA_ARCHS  # from the arch registry, flydsl.rounding.target

_ATOM_M = _ATOM_N = _ATOM_K = 16
_WAVE = 32
#: Stream elements per Philox draw (4 words x 2 halves of 16 bits).
_BLOCK = 8


@dataclass(frozen=True)
class TileConfig:
    """One workgroup tile: ``tile_m x tile_n`` outputs, ``tile_k`` per main-loop step, ``waves_m x waves_n`` waves."""

    name: str
    tile_m: int
    tile_n: int
    tile_k: int
    waves_m: int
    waves_n: int

    @property
    def threads(self) -> int:
        """Threads per workgroup (wave32)."""
        return _WAVE * self.waves_m * self.waves_n

    @property
    def wmma_per_k_step(self) -> int:
        """WMMA instructions one wave issues per ``tile_k`` step."""
        atoms = (self.tile_m // (_ATOM_M * self.waves_m)) * (self.tile_n // (_ATOM_N * self.waves_n))
        return atoms * (self.tile_k // _ATOM_K)


_COMMON = (
    TileConfig("16x16x32_w1x1", 16, 16, 32, 1, 1),
    TileConfig("32x32x32_w2x2", 32, 32, 32, 2, 2),
    TileConfig("64x64x32_w2x2", 64, 64, 32, 2, 2),
)
#: Tile configurations per arch family ("gfx11", "gfx12"), smallest first.
CONFIGS: dict[str, tuple[TileConfig, ...]] = {"gfx11": _COMMON, "gfx12": _COMMON}

_TORCH_TO_FX = {"bfloat16": fx.BFloat16, "float16": fx.Float16, "float32": fx.Float32}
_IN_TYPES = (fx.BFloat16, fx.Float16)
_OUT_TYPES = (fx.BFloat16, fx.Float16, fx.Float32)


def arch_family(arch: str) -> str:
    """Return ``"gfx11"`` or ``"gfx12"`` for a supported arch; ValueError otherwise."""
    arch = arch.lower().split(":")[0]
    if arch not in ARCHS:
        raise ValueError(
            f"the WMMA GEMM supports {', '.join(ARCHS)} (RDNA3/3.5/4, wave32 WMMA); got arch {arch!r}. "
            "CDNA parts (gfx9xx) have MFMA, not WMMA: use a MFMA GEMM there, or pass arch= when compiling only."
        )
    return arch[:5]


def _fx_type(dtype, what: str, allowed: tuple):
    """Map a torch dtype or fx type to the fx type, checking it is in ``allowed``."""
    fx_type = dtype if isinstance(dtype, type) else _TORCH_TO_FX.get(str(dtype).replace("torch.", ""))
    if fx_type not in allowed:
        names = ", ".join(t.__name__ for t in allowed)
        raise ValueError(f"{what} dtype must be one of {names}; got {dtype}")
    return fx_type


def _check_rounding(rounding, out_type) -> RoundingMode:
    """Normalise ``rounding`` (None = RN); reject modes that have nothing to round (f32 output)."""
    mode = RoundingMode.RN if rounding is None else as_rounding_mode(rounding)
    if out_type is fx.Float32 and mode is not RoundingMode.RN:
        raise ValueError(
            f"rounding={mode!r} with a float32 output: the f32 accumulator is stored as is, so there is "
            "nothing to round; request a bf16 or f16 output, or use rounding=RoundingMode.RN"
        )
    return mode


# --------------------------------------------------------------------------------------------
# Layout helpers (trace time)
# --------------------------------------------------------------------------------------------


def _tiled_mma(in_type, config: TileConfig):
    """The TiledMma: 16x16x16 WMMA atoms, ``waves_m x waves_n`` waves (M fastest)."""
    atom = fx.make_mma_atom(fx.rocdl.WMMA(_ATOM_M, _ATOM_N, _ATOM_K, in_type, fx.Float32))
    tiled = fx.make_tiled_mma(atom, fx.make_layout((config.waves_m, config.waves_n, 1), (1, config.waves_m, 0)))
    return atom, tiled


def _static_fragment_coords(tiled_mma, config: TileConfig) -> np.ndarray:
    """Tile-local (row, col) of every accumulator element of every thread: int array [threads, elems, 2].

    Computed by partitioning a static identity tensor of the tile with each thread's slice of
    ``tiled_mma``, exactly as the kernel partitions the accumulator; element order is the flat
    (value, atom_m, atom_n) order of the C fragment.
    """
    ident = fx.make_view(fx.make_int_tuple((0, 0)), fx.make_identity_layout((config.tile_m, config.tile_n)))
    out = []
    for t in range(config.threads):
        part = tiled_mma.thr_slice(t).partition_C(ident)
        v, rm, rn = (fx.size(part.shape[d]).get_static_leaf_int for d in range(3))
        out.append([part[e, m, n].to_py_value() for n in range(rn) for m in range(rm) for e in range(v)])
    return np.asarray(out, dtype=np.int64)


def _host_fragment_coords(arch: str, config: TileConfig, in_dtype=fx.BFloat16) -> np.ndarray:
    """:func:`_static_fragment_coords` outside a kernel, for ``arch`` (host-side tests and docs)."""
    import os

    from flydsl._mlir import ir
    from flydsl.compiler.jit_function import _create_mlir_context

    arch_family(arch)
    saved = os.environ.get("FLYDSL_GPU_ARCH")
    os.environ["FLYDSL_GPU_ARCH"] = arch
    try:
        with _create_mlir_context(), ir.Location.unknown():
            module = ir.Module.create()
            with ir.InsertionPoint(module.body):
                return _static_fragment_coords(_tiled_mma(in_dtype, config)[1], config)
    finally:
        if saved is None:
            os.environ.pop("FLYDSL_GPU_ARCH", None)
        else:
            os.environ["FLYDSL_GPU_ARCH"] = saved


@dataclass(frozen=True)
class _EpiloguePlan:
    """Which Philox block and chunk every accumulator value of a thread takes (lane-invariant).

    ``paired``: False (gfx12) when a lane's 8 values of an atom are one whole block, so each lane
    draws it. True (gfx11) when lanes ``l`` and ``l ^ 16`` hold the even and odd rows of the same
    16 rows (two blocks): each lane draws one of the two blocks, namely block ``side == parity``
    where ``parity`` is the row parity of the lane, and the pair swaps the chunks the other needs.
    ``atoms``: per atom, the (row, col) of its value 0 relative to atom 0's value 0.
    ``values``: per value of an atom, ``(side, word, half)``: the block (0/1 above that atom's first
    block; always 0 unpaired), the Philox word and its 16-bit half (-1: the lane's row parity).
    """

    paired: bool
    atoms: tuple[tuple[int, int], ...]
    values: tuple[tuple[int, int, int], ...]


def _plan_epilogue(coords: np.ndarray, values_per_atom: int) -> _EpiloguePlan:
    """Derive the :class:`_EpiloguePlan` from :func:`_static_fragment_coords`'s array.

    Stream index ``o = j*M + i + offset`` with M, the tile origin and offset multiples of 8 (16
    for M), so within a column ``o % 8 == i % 8``. Raises NotImplementedError for a C layout that
    fits neither pattern (the kernel would then be wrong, so no fallback is guessed).
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
    if (delta % _BLOCK == delta).all() and (rows[:, :, 0] % _BLOCK == 0).all() and (delta == delta[:1, :1]).all():
        values = tuple((0, int(d) // 2, int(d) % 2) for d in delta[0, 0])
        return _EpiloguePlan(False, tuple(map(tuple, rel[0].tolist())), values)
    base = rows[:, :, :1] - parity  # first row of the 16-row group of the lane pair
    pos = rows - base
    partner = np.arange(threads) ^ 16
    ok = (
        (base % (2 * _BLOCK) == 0).all()
        and (pos % 2 == parity).all()
        and (pos - parity == (pos - parity)[:1, :1]).all()
        and (pos[:, :, 0] == parity[:, :, 0]).all()
        and threads % _WAVE == 0
        and (cols[partner] == cols).all()
        and (base[partner] == base).all()
        and (parity[partner] != parity).all()
        and (rel[0, :, 0] % (2 * _BLOCK) == 0).all()
    )
    if not ok:
        raise NotImplementedError("the C layout is neither one block per lane nor a lane-pair split; no plan")
    even = pos[0, 0] - parity[0, 0, 0]
    values = tuple((int(p) // _BLOCK, (int(p) % _BLOCK) // 2, -1) for p in even)
    return _EpiloguePlan(True, tuple(map(tuple, rel[0].tolist())), values)


@functools.cache
def _cached_plan(arch: str, config: TileConfig, values_per_atom: int) -> _EpiloguePlan:
    """:func:`_plan_epilogue` of ``arch``'s C layout, computed once per (arch, config) in its own context."""
    return _plan_epilogue(_host_fragment_coords(arch, config), values_per_atom)


def _own_block(row, col, m_rows, offset, paired: bool, widen):
    """The Philox block this lane draws for atom 0: block of its value 0, plus 1 on odd paired lanes.

    ``o // 8`` of ``o = col * m_rows + row + offset`` (64 bits; ``+ 7`` for an odd row of a pair,
    which lands on the next block). Works on Python ints (``widen=int``) and on DSL integers
    (``widen`` casts to Uint64), so the host tests evaluate the very arithmetic the kernel emits.
    """
    if paired:
        row = row + (row & 1) * 7
    return (widen(col) * widen(m_rows) + (widen(row) + widen(offset))) >> 3


def _atom_block_delta(plan: _EpiloguePlan, a: int, m_rows, widen):
    """Block offset of atom ``a`` from atom 0 (uniform across lanes): ``(dr + dc * M) / 8``."""
    dr, dc = plan.atoms[a]
    if dc == 0:
        return widen(dr // _BLOCK) if dr else None
    return widen(dr // _BLOCK) + (widen(m_rows) >> 3) * widen(dc)


def _element_index(plan: _EpiloguePlan, v: int, block_of_lane, parity: int) -> int:
    """Stream index the plan assigns to value ``v`` (host-side model of the kernel; ints only).

    ``block_of_lane(side)`` is the block drawn by the lane that owns ``side`` (this lane when
    ``side == parity``, else its partner ``l ^ 16``).
    """
    side, word, half = plan.values[v]
    half = parity if half < 0 else half
    return _BLOCK * block_of_lane(side) + 2 * word + half


# --------------------------------------------------------------------------------------------
# Epilogue pieces (trace time, DSL values)
# --------------------------------------------------------------------------------------------


def _swap_wave_halves(value):
    """``value`` of lane ``l ^ 16`` (wave32): one ``v_permlanex16_b32`` with identity selects."""
    i32 = ir.IntegerType.get_signless(32)
    raw = value.ir_value()
    sel_lo = _arith.constant(i32, 0x76543210)
    sel_hi = _arith.constant(i32, 0xFEDCBA98 - (1 << 32))
    return fx.Uint32(ArithValue(_rocdl.permlanex16(i32, raw, raw, sel_lo, sel_hi, False, False)))


def _paired_rand(words, odd, plan: _EpiloguePlan):
    """Random words for one atom on a lane pair (gfx11): own draw ``words``, partner's via permlanex16.

    Per word pair ``p``: ``lo``/``hi`` pack the low/high halves of words ``2p, 2p+1``. An even lane
    keeps the low halves of its block (block 0) and sends the high ones; an odd lane (block 1) the
    reverse. Two exchanged words per 8 outputs.
    """
    packs = []
    for p in range(2):
        w0, w1 = words[2 * p], words[2 * p + 1]
        lo = (w0 & fx.Uint32(0xFFFF)) | (w1 << fx.Uint32(16))
        hi = (w0 >> fx.Uint32(16)) | (w1 & fx.Uint32(0xFFFF0000))
        got = _swap_wave_halves(odd.select(lo, hi))
        packs.append((odd.select(got, lo), odd.select(hi, got)))  # (block 0 chunks, block 1 chunks)
    rand = []
    for side, word, _ in plan.values:
        pack = packs[word // 2][side]
        rand.append(pack >> fx.Uint32(16) if word % 2 else pack)
    return rand


def _convert(acc, out_type, mode: RoundingMode, rand=None):
    """Convert an f32 Vector to ``out_type`` with ``mode`` (``rand``: Uint32 Vector for STOCHASTIC).

    RN is FlyDSL's plain ``acc.to(out_type)``; the other modes go through flydsl.rounding's
    ``.to(..., rounding=...)`` extension (which uses the low 16 bits of each ``rand`` word).
    """
    if mode is RoundingMode.RN:
        return acc.to(out_type)
    flat = acc.reshape((acc.numel,))  # the rounding extension handles 1-D vectors
    if mode is RoundingMode.STOCHASTIC:
        out = flat.to(out_type, rounding=mode, rand=rand)
    else:
        out = flat.to(out_type, rounding=mode)
    return out.reshape(acc.shape)


def _stochastic_epilogue(frag_c, frag_out, coords, plan: _EpiloguePlan, m_rows, seed, offset, out_type):
    """Round every accumulator atom of ``frag_c`` into ``frag_out`` with its stream bits.

    The 64-bit block index is built once per thread from value 0 of atom 0; other atoms add a
    lane-uniform offset. One Philox draw per atom (8 outputs) on both arch families.
    """
    rm = fx.size(frag_c.shape[1]).get_static_leaf_int
    lead = coords[0, 0, 0]
    row, col = fx.get_scalar(lead[0]), fx.get_scalar(lead[1])
    base = _own_block(row, col, m_rows, offset, plan.paired, _to_u64)
    odd = (row & 1) != 0 if plan.paired else None
    for a in range(len(plan.atoms)):
        m, n = a % rm, a // rm
        delta = _atom_block_delta(plan, a, m_rows, _to_u64)
        # the four Philox words of the block: chunks 2k, 2k+1 are the low / high halves of word k
        words = draw_block(seed, base if delta is None else base + delta, rounds=DEFAULT_ROUNDS)
        if plan.paired:
            rand = _paired_rand(words, odd, plan)
        else:
            rand = [words[word] >> fx.Uint32(16) if half else words[word] for _, word, half in plan.values]
        acc = frag_c[None, m, n].load()
        frag_out[None, m, n].store(_convert(acc, out_type, RoundingMode.STOCHASTIC, Vector.from_elements(rand)))


def _to_u64(value):
    """Widen a DSL integer (or Python int) to Uint64; 32-bit values (non-negative coordinates and
    extents) are zero-extended, which lets the backend use one ``v_mad_u64_u32`` for ``col * M + ...``."""
    if isinstance(value, int):
        return fx.Uint64(value)
    if value.dtype.width <= 32:
        value = value.to(fx.Uint32)
    return value.to(fx.Uint64)


# --------------------------------------------------------------------------------------------
# Kernel and launcher
# --------------------------------------------------------------------------------------------


@functools.cache
def make_gemm_launcher(in_dtype, out_dtype, config: TileConfig, rounding=None):
    """Return the ``@flyc.jit`` launcher ``launch(A, B, C, seed, offset, stream=...)`` for one variant.

    ``in_dtype`` / ``out_dtype``: torch dtypes or fx types (bf16/f16 in; bf16/f16/f32 out).
    ``seed`` and ``offset`` are run-time Int64 kernel arguments (the 64-bit patterns of the
    unsigned values); RN kernels ignore them. The arch is whatever FlyDSL targets when the
    launcher runs (``FLYDSL_GPU_ARCH`` / the GPU). Shapes are run-time; the caller checks them
    (see :func:`gemm`). Raises ValueError for unsupported dtypes or modes.
    """
    in_type = _fx_type(in_dtype, "input", _IN_TYPES)
    out_type = _fx_type(out_dtype, "output", _OUT_TYPES)
    mode = _check_rounding(rounding, out_type)
    cfg = config
    c_bits = out_type.width

    @flyc.kernel
    def gemm_kernel(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, seed: fx.Int64, offset: fx.Int64):
        tid = fx.thread_idx.x
        bm, bn, _ = fx.block_idx
        m_rows = fx.get_scalar(C.shape[0])
        A = fx.rocdl.make_buffer_tensor(A)
        B = fx.rocdl.make_buffer_tensor(B)
        C = fx.rocdl.make_buffer_tensor(C)
        gA = fx.flat_divide(A, (cfg.tile_m, cfg.tile_k))[None, None, bm, None]  # (TM, TK, k)
        gB = fx.flat_divide(B, (cfg.tile_n, cfg.tile_k))[None, None, bn, None]  # (TN, TK, k)
        gC = fx.flat_divide(C, (cfg.tile_m, cfg.tile_n))[None, None, bm, bn]  # (TM, TN)

        atom, tiled_mma = _tiled_mma(in_type, cfg)
        thr_mma = tiled_mma.thr_slice(tid)
        load = fx.make_copy_atom(fx.rocdl.BufferCopy128b(), in_type)
        store = fx.make_copy_atom(fx.rocdl.BufferCopy(c_bits), out_type)
        copy_a = fx.make_tiled_copy_A(load, tiled_mma).get_slice(tid)
        copy_b = fx.make_tiled_copy_B(load, tiled_mma).get_slice(tid)
        copy_c = fx.make_tiled_copy_C(store, tiled_mma).get_slice(tid)

        src_a = copy_a.partition_S(gA)
        src_b = copy_b.partition_S(gB)
        frag_a = thr_mma.make_fragment_A(gA[None, None, 0])
        frag_b = thr_mma.make_fragment_B(gB[None, None, 0])
        frag_c = thr_mma.make_fragment_C(gC)
        dst_a = copy_a.retile(frag_a)
        dst_b = copy_b.retile(frag_b)
        dst_c = copy_c.partition_S(gC)

        frag_c.fill(0)
        for kt in range(fx.get_scalar(A.shape[1]) // cfg.tile_k):
            fx.copy(load, src_a[None, None, None, kt], dst_a)
            fx.copy(load, src_b[None, None, None, kt], dst_b)
            fx.gemm(atom, frag_c, frag_a, frag_b, frag_c)

        if fx.const_expr(out_type is fx.Float32):
            fx.copy(store, copy_c.retile(frag_c), dst_c)
        else:
            frag_out = fx.make_fragment_like(frag_c, out_type)
            if fx.const_expr(mode is RoundingMode.STOCHASTIC):
                ident = fx.make_view(fx.make_int_tuple((0, 0)), fx.make_identity_layout(C.shape))
                coords = thr_mma.partition_C(fx.flat_divide(ident, (cfg.tile_m, cfg.tile_n))[None, None, bm, bn])
                v_per_atom = fx.size(frag_c.shape[0]).get_static_leaf_int
                plan = _cached_plan(_detect_arch(), cfg, v_per_atom)
                _stochastic_epilogue(frag_c, frag_out, coords, plan, m_rows, seed, offset, out_type)
            else:
                frag_out.store(_convert(frag_c.load(), out_type, mode))
            fx.copy(store, copy_c.retile(frag_out), dst_c)

    @flyc.jit
    def launch(
        A: fx.Tensor,
        B: fx.Tensor,
        C: fx.Tensor,
        seed: fx.Int64,
        offset: fx.Int64,  # noqa: B008
        stream: fx.Stream = fx.Stream(None),
    ):
        grid = (fx.get_scalar(C.shape[0]) // cfg.tile_m, fx.get_scalar(C.shape[1]) // cfg.tile_n, 1)
        gemm_kernel(A, B, C, seed, offset).launch(grid=grid, block=(cfg.threads, 1, 1), stream=stream)

    return launch


# --------------------------------------------------------------------------------------------
# Host entry point
# --------------------------------------------------------------------------------------------


def select_config(arch: str, m: int, n: int, k: int, config: TileConfig | str | None = None) -> TileConfig:
    """Pick (or validate) the tile config for an ``m x n x k`` problem on ``arch``.

    ``config``: None (largest tile that divides the shape), a :class:`TileConfig`, or its name.
    Raises ValueError naming the violated constraint.
    """
    table = CONFIGS[arch_family(arch)]
    if isinstance(config, str):
        named = [c for c in table if c.name == config]
        if not named:
            raise ValueError(f"unknown tile config {config!r}; choose one of {[c.name for c in table]}")
        config = named[0]
    candidates = [config] if config is not None else list(reversed(table))
    for cfg in candidates:
        if m > 0 and n > 0 and k > 0 and m % cfg.tile_m == 0 and n % cfg.tile_n == 0 and k % cfg.tile_k == 0:
            return cfg
    need = candidates[-1]
    raise ValueError(
        f"shape M={m}, N={n}, K={k} is not supported by tile config {need.name}: M must be a positive multiple "
        f"of {need.tile_m}, N of {need.tile_n} and K of {need.tile_k} (edge tiles are not predicated); "
        "pad the operands or pick another config"
    )


def _detect_arch() -> str:
    """The GPU arch FlyDSL targets (``FLYDSL_GPU_ARCH`` or the device)."""
    return require_arch()  # raises "no AMD GPU was detected; pass arch= ..." when there is none


def _as_i64(value: int, what: str, multiple: int = 1) -> int:
    """Check ``0 <= value < 2**64`` (and divisibility); return its two's-complement int64 pattern."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be a Python int, got {type(value).__name__}")
    if not 0 <= value < 1 << 64:
        raise ValueError(f"{what} must satisfy 0 <= {what} < 2**64, got {value}")
    if value % multiple:
        raise ValueError(
            f"{what} must be a multiple of {multiple} (each lane's run of rows maps to whole Philox blocks), "
            f"got {value}; round it to a multiple of {multiple}"
        )
    return value - (1 << 64) if value >= 1 << 63 else value


def gemm(
    a, b, c=None, *, rounding=None, seed: int = 0, offset: int = 0, config=None, arch: str | None = None, out_dtype=None
):
    """Compute ``c = a @ b.T`` on an RDNA GPU with a WMMA kernel, rounding the f32 accumulator.

    Args:
        a: (M, K) bf16 or f16 torch tensor, row-major. b: (N, K), same dtype, row-major (B
            transposed, as ``nn.Linear`` weights are stored).
        c: optional (M, N) row-major output (bf16, f16 or f32); allocated (``out_dtype``,
            default ``a.dtype``) when None.
        rounding: a :class:`RoundingMode` (or its name); None means RN. ``STOCHASTIC`` draws
            ``C[i, j]``'s 16 bits from canonical stream index ``j*M + i + offset`` under ``seed``.
        seed, offset: run-time 64-bit values (offset a multiple of 8); no recompilation.
        config: a :class:`TileConfig` or name from ``CONFIGS``; default: largest that fits.
        arch: target arch; default the one FlyDSL detects.

    Returns ``c``. Raises ValueError for unsupported archs, dtypes, shapes, layouts or modes.
    """
    import torch

    arch = arch or _detect_arch()
    arch_family(arch)
    for name, t in (("a", a), ("b", b)):
        if not isinstance(t, torch.Tensor) or t.dim() != 2:
            raise ValueError(f"{name} must be a 2-D torch tensor, got {type(t).__name__} {getattr(t, 'shape', '')}")
        if not t.is_contiguous():
            raise ValueError(f"{name} must be row-major contiguous (K innermost); call .contiguous() first")
    if a.dtype != b.dtype:
        raise ValueError(f"a and b must have the same dtype, got {a.dtype} and {b.dtype}")
    _fx_type(a.dtype, "input", _IN_TYPES)
    (m, k), (n, kb) = a.shape, b.shape
    if kb != k:
        raise ValueError(f"b must be (N, K) with K = a.shape[1] = {k} (C = a @ b.T); got b.shape = {tuple(b.shape)}")
    if c is None:
        c = torch.empty((m, n), dtype=out_dtype or a.dtype, device=a.device)
    elif tuple(c.shape) != (m, n) or not c.is_contiguous():
        raise ValueError(f"c must be a contiguous ({m}, {n}) tensor, got shape {tuple(c.shape)}")
    mode = _check_rounding(rounding, _fx_type(c.dtype, "output", _OUT_TYPES))
    cfg = select_config(arch, m, n, k, config)
    launcher = make_gemm_launcher(a.dtype, c.dtype, cfg, mode)
    launcher(a, b, c, _as_i64(seed, "seed"), _as_i64(offset, "offset", _BLOCK))
    return c
