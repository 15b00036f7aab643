"""RDNA WMMA GEMM (gfx11 / gfx12) whose epilogue rounds through flydsl.rounding.

``gemm(a, b)`` computes ``C = A @ B.T`` for ``a`` of shape (M, K) and ``b`` of shape (N, K),
both row-major (K contiguous; ``b`` is laid out like an ``nn.Linear`` weight), with bf16 or f16
inputs, an f32 accumulator, and a bf16, f16 or f32 output written row-major (M, N).

The epilogue converts the f32 accumulator with the requested :class:`RoundingMode`. With
``STOCHASTIC`` the random bits of ``C[i, j]`` are those of canonical stream index
``o = j * M + i + offset`` (64-bit) under key ``seed``; ``seed`` and ``offset`` are kernel
arguments, so changing them does not recompile. Each fragment element's ``(i, j)`` comes from
partitioning an identity tensor with the same ``TiledMma`` as the accumulator, and the elements
that share a Philox block are grouped at trace time from the static thread/value layout:
gfx12 needs one Philox draw per 8 outputs, gfx11 two.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import flydsl.compiler as flyc
import flydsl.expr as fx
import numpy as np
from flydsl.expr.typing import Vector

from .modes import RoundingMode, as_rounding_mode
from .stream import stream_chunks

__all__ = ["TileConfig", "CONFIGS", "ARCHS", "arch_family", "gemm", "make_gemm_launcher", "select_config"]

#: Archs this GEMM supports (RDNA3 / RDNA3.5 wave32, RDNA4).
ARCHS = ("gfx1100", "gfx1101", "gfx1102", "gfx1151", "gfx1200", "gfx1201")

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
class _AtomPlan:
    """How one WMMA atom's accumulator values get their random bits.

    ``lead``: index of the value whose coordinate anchors the atom. ``draws``: Philox block
    offsets relative to the lead's block. Per value: ``(draw, word, half)`` where ``half`` is
    0/1 when the same for every lane, or None when it is the parity of the value's own row.
    """

    lead: int
    draws: tuple[int, ...]
    values: tuple[tuple[int, int, int | None], ...]


def _plan_atoms(coords: np.ndarray, values_per_atom: int) -> tuple[_AtomPlan, ...]:
    """Group each atom's values by the Philox block they fall in; lane-invariant grouping required.

    ``coords`` is :func:`_static_fragment_coords`'s array. Stream index ``o = j*M + i + offset``
    with M, the tile origin and offset multiples of 8, so ``o % 8 == row % 8`` and the block of a
    value is the lead's block plus ``(lead_row % 8 + row_delta) // 8``.
    """
    threads, elems, _ = coords.shape
    plans = []
    for a in range(elems // values_per_atom):
        idx = list(range(a * values_per_atom, (a + 1) * values_per_atom))
        lead = idx[0]
        rows, cols = coords[:, idx, 0], coords[:, idx, 1]
        if not (cols == cols[:, :1]).all():
            raise NotImplementedError("an accumulator atom spans several columns per lane; no plan for this layout")
        delta = rows - rows[:, :1]
        if not (delta == delta[:1]).all():
            raise NotImplementedError("row offsets inside an atom differ between lanes; no plan for this layout")
        pos = rows[:, :1] % _BLOCK + delta  # position relative to the lead's block start
        boff, word, half = pos // _BLOCK, (pos % _BLOCK) // 2, pos % 2
        if not ((boff == boff[:1]).all() and (word == word[:1]).all()):
            raise NotImplementedError("Philox block/word of a value differs between lanes; no plan for this layout")
        draws = tuple(sorted(set(boff[0].tolist())))
        values = tuple(
            (draws.index(int(boff[0, v])), int(word[0, v]), _lane_invariant(half[:, v])) for v in range(values_per_atom)
        )
        plans.append(_AtomPlan(lead=lead, draws=draws, values=values))
    return tuple(plans)


@functools.cache
def _cached_plans(arch: str, config: TileConfig, values_per_atom: int) -> tuple[_AtomPlan, ...]:
    """:func:`_plan_atoms` of ``arch``'s C layout, computed once per (arch, config) in its own context."""
    return _plan_atoms(_host_fragment_coords(arch, config), values_per_atom)


def _lane_invariant(column: np.ndarray) -> int | None:
    """The common value of ``column`` when every lane agrees, else None."""
    return int(column[0]) if (column == column[0]).all() else None


def _lead_block(row, col, m_rows, offset, widen):
    """Philox block (``o // 8``) of stream index ``o = col * m_rows + row + offset``, in 64 bits.

    Works on Python ints (``widen=int``) and on DSL integers (``widen`` casts to Uint64), so the
    host tests evaluate the very arithmetic the kernel emits.
    """
    return (widen(col) * widen(m_rows) + widen(row) + widen(offset)) >> 3


def _element_index(plan: _AtomPlan, v: int, lead_block, row_parity):
    """Stream index the plan assigns to value ``v`` (host-side check of the plan; ints only)."""
    draw, word, half = plan.values[v]
    half = row_parity if half is None else half
    return _BLOCK * (lead_block + plan.draws[draw]) + 2 * word + half


# --------------------------------------------------------------------------------------------
# Epilogue pieces (trace time, DSL values)
# --------------------------------------------------------------------------------------------


def _stream_chunk(seed, block):
    """Eight Uint32 whose low 16 bits are the canonical stream bits ``8*block .. 8*block+7`` (one Philox draw)."""
    chunk = stream_chunks(seed, block)
    return [chunk[k] for k in range(_BLOCK)]


def _convert(acc, out_type, mode: RoundingMode, rand=None):
    """Convert an f32 Vector to ``out_type`` with ``mode`` (``rand``: Uint32 Vector for STOCHASTIC).

    RN is FlyDSL's plain ``acc.to(out_type)``; the other modes go through flydsl.rounding's
    ``.to(..., rounding=...)`` extension.
    """
    if mode is RoundingMode.RN:
        return acc.to(out_type)
    flat = acc.reshape((acc.numel,))  # the rounding extension handles 1-D vectors
    if mode is RoundingMode.STOCHASTIC:
        out = flat.to(out_type, rounding=mode, rand=rand)
    else:
        out = flat.to(out_type, rounding=mode)
    return out.reshape(acc.shape)


def _stochastic_epilogue(frag_c, frag_out, coords, plans, m_rows, seed, offset, out_type):
    """Round every accumulator atom of ``frag_c`` into ``frag_out`` with its stream bits."""
    v_per_atom = len(plans[0].values)
    rm = fx.size(frag_c.shape[1]).get_static_leaf_int
    for a, plan in enumerate(plans):
        m, n = a % rm, a // rm
        lead = coords[plan.lead % v_per_atom, m, n]
        row, col = fx.get_scalar(lead[0]), fx.get_scalar(lead[1])
        block = _lead_block(row, col, m_rows, offset, _to_u64)
        chunks = [_stream_chunk(seed, block + d if d else block) for d in plan.draws]
        rand = []
        for v, (draw, word, half) in enumerate(plan.values):
            lo, hi = chunks[draw][2 * word], chunks[draw][2 * word + 1]
            if half is None:
                odd = (fx.get_scalar(coords[v, m, n][0]) & 1) != 0
                rand.append(odd.select(hi, lo))
            else:
                rand.append(hi if half else lo)
        acc = frag_c[None, m, n].load()
        frag_out[None, m, n].store(_convert(acc, out_type, RoundingMode.STOCHASTIC, Vector.from_elements(rand)))


def _to_u64(value):
    """Widen a DSL integer (or Python int) to Uint64."""
    if isinstance(value, int):
        return fx.Uint64(value)
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
                plans = _cached_plans(_detect_arch(), cfg, v_per_atom)
                _stochastic_epilogue(frag_c, frag_out, coords, plans, m_rows, seed, offset, out_type)
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
    from flydsl.runtime.device import get_rocm_arch

    return (get_rocm_arch() or "").split(":")[0]


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
