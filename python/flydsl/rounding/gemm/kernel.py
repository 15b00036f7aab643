"""RDNA WMMA GEMM (gfx11 / gfx12) whose epilogue rounds through flydsl.rounding.

``gemm(a, b)`` computes ``C = A @ B.T`` for ``a`` of shape (M, K) and ``b`` of shape (N, K),
both row-major (K contiguous; ``b`` is laid out like an ``nn.Linear`` weight), with bf16 or f16
inputs, an f32 accumulator, and a bf16, f16 or f32 (M, N) output of any strides. Any
M, N, K >= 1: edge tiles are predicated (loads beyond the tensors are range-checked by the
buffer descriptor and return zero; the K tail is masked; stores outside C are not issued).

Main loop: each workgroup stages its A and B tiles in LDS (rows padded by :data:`LDS_PAD`
elements so the WMMA operand reads of 16 lanes fall in distinct banks), double-buffered: the
global loads of K-tile ``t + 1`` (128-bit when K allows) are issued before the WMMAs of tile
``t`` and written to the other LDS stage after them, one barrier per tile.

Epilogue: :func:`flydsl.rounding.gemm.epilogue.round_accumulator`. With ``STOCHASTIC`` the random
bits of ``C[i, j]`` are those of canonical stream index ``o = j * M + i + offset`` (64-bit,
wrapping) under key ``seed`` with ``rounds`` Philox rounds; a shard passes its global origin and
the global row count (``row0``, ``col0``, ``rows``) and gets the bits of the unsharded GEMM.
``seed`` and ``offset`` are kernel arguments, so changing them does not recompile.
"""

import contextlib
import functools
from dataclasses import dataclass

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl._mlir.dialects import llvm as _llvm
from flydsl.expr import gpu
from flydsl.expr.typing import Vector

from ..compat import deprecated_names
from ..modes import RoundingMode, as_rounding_mode
from ..philox import check_rounds, get_default_rounds
from ..runtime.flydsl import launch as launch_cache
from ..target import WMMA_ARCHS, assume_target, current_arch, require_arch
from ..torch import boundary
from ..torch.boundary import as_i64, check_u64
from ..validate import U64_MODULUS, check_int
from .epilogue import block_aligned, epilogue_plan, fragment_coords, round_accumulator, scratch_bytes

__all__ = [
    "TileConfig",
    "CONFIGS",
    "WMMA_ARCHS",
    "LDS_PAD",
    "arch_family",
    "gemm",
    "make_gemm_launcher",
    "select_config",
    "shard_offset",
    "k_vector",
    "tile_of",
    "GROUP_M",
]

#: ``ARCHS``: 0.1 name of :data:`flydsl.rounding.target.WMMA_ARCHS` (the same tuple), deprecated (warns; removed
#: in 0.4.0): the archs this GEMM supports (RDNA3 / RDNA3.5 wave32, RDNA4). Not the arch registry
#: :data:`flydsl.rounding.target.ARCHS`.
__getattr__ = deprecated_names("flydsl.rounding.gemm", {"ARCHS": ("flydsl.rounding.gemm.WMMA_ARCHS", WMMA_ARCHS)})

_ATOM_M = _ATOM_N = _ATOM_K = 16
_WAVE = 32
#: Elements per 128-bit global load of a 16-bit input (the widest buffer load).
_VEC_MAX = 8
#: LDS row padding in elements: a row of ``tile_k + 8`` 16-bit elements is 80 bytes for tile_k = 32,
#: so the 16 rows a WMMA operand read touches start 20 banks apart and 128-bit reads do not collide
#: (8 elements also keeps every row 16-byte aligned for ds_read_b128).
LDS_PAD = 8
#: The SR epilogue draws through an LDS loop (one copy of the Philox code: shorter code, faster
#: compiles) for tiles with 2..16 atoms per thread (all configs but 16x16). The accumulators are pinned
#: before the loop (:func:`_pin`): without that, LLVM sinks the last K tile's WMMAs of the 128x128 tile
#: (16 atoms) below the loop, their 64 operand registers and the 128 accumulators are live across it
#: and the allocator spills (12 spill ops on gfx1201, 82 on gfx1100).
_SR_LOOP_MAX_ATOMS = 16
_I32_MAX = (1 << 31) - 1


def _pin(frag, chunk: int = 8) -> None:
    """Make ``frag``'s values (register fragment) materialise at this point of the program.

    An empty inline-asm statement with side effects reads and rewrites each chunk of ``chunk`` values in
    place (no instruction is emitted). The values it outputs can only be computed before it, and it stays
    ordered with the memory operations around it, so LLVM cannot sink their producers (the last K tile's
    WMMAs) below a following loop.
    """
    values = frag.load()
    flat = values.reshape((values.numel,))
    pinned = []
    for start in range(0, flat.numel, chunk):
        part = Vector.from_elements([flat[start + i] for i in range(chunk)], fx.Float32)
        asm = _llvm.inline_asm(part.ir_value().type, [part.ir_value()], "", "=v,0", has_side_effects=True)
        out = Vector(asm)
        pinned += [out[i] for i in range(chunk)]
    frag.store(Vector.from_elements(pinned, fx.Float32).reshape(values.shape))


@dataclass(frozen=True)
class TileConfig:
    """One workgroup tile: ``tile_m x tile_n`` outputs, ``tile_k`` per main-loop step, ``waves_m x waves_n`` waves."""

    name: str
    tile_m: int
    tile_n: int
    tile_k: int
    waves_m: int
    waves_n: int
    #: smallest elements per global load the tile supports: a 128x128 tile has the registers for its
    #: prefetched K tile only as 128-bit vectors (narrower loads put each 16-bit element in its own
    #: register and spill); smaller tiles take any K
    min_k_vector: int = 1

    @property
    def threads(self) -> int:
        """Threads per workgroup (wave32)."""
        return _WAVE * self.waves_m * self.waves_n

    @property
    def wmma_per_k_step(self) -> int:
        """WMMA instructions one wave issues per ``tile_k`` step."""
        atoms = (self.tile_m // (_ATOM_M * self.waves_m)) * (self.tile_n // (_ATOM_N * self.waves_n))
        return atoms * (self.tile_k // _ATOM_K)

    @property
    def lds_bytes(self) -> int:
        """LDS of the two stages of padded A and B tiles (16-bit inputs)."""
        return 2 * 2 * (self.tile_m + self.tile_n) * (self.tile_k + LDS_PAD)


_COMMON = (
    TileConfig("16x16x32_w1x1", 16, 16, 32, 1, 1),
    TileConfig("32x32x32_w2x2", 32, 32, 32, 2, 2),
    TileConfig("64x64x32_w2x2", 64, 64, 32, 2, 2),
    TileConfig("128x128x32_w2x2", 128, 128, 32, 2, 2, min_k_vector=_VEC_MAX),
)
#: Tile configurations per arch family ("gfx11", "gfx12"), smallest first.
CONFIGS: dict[str, tuple[TileConfig, ...]] = {"gfx11": _COMMON, "gfx12": _COMMON}
#: Default choice: the largest tile that still gives at least this many workgroups (a 2-CU-per-WGP
#: RDNA part has 24-64 WGPs: fewer, larger tiles leave units idle), else the smallest tile.
_MIN_WORKGROUPS = 48

_IN_TYPES = (fx.BFloat16, fx.Float16)
_OUT_TYPES = (fx.BFloat16, fx.Float16, fx.Float32)


def arch_family(arch: str) -> str:
    """Return ``"gfx11"`` or ``"gfx12"`` for a supported arch; ValueError otherwise."""
    arch = arch.lower().split(":")[0]
    if arch not in WMMA_ARCHS:
        raise ValueError(
            f"the WMMA GEMM supports {', '.join(WMMA_ARCHS)} (RDNA3/3.5/4, wave32 WMMA); got arch {arch!r}. "
            "CDNA parts (gfx9xx) have MFMA, not WMMA: use a MFMA GEMM there, or pass arch= when compiling only."
        )
    return arch[:5]


def _resolve_arch(arch: str | None) -> str:
    """``arch`` or the current target (:func:`flydsl.rounding.target.require_arch`: ``ARCH`` /
    ``FLYDSL_GPU_ARCH`` / the GPU); ValueError saying no AMD GPU was detected when there is none, or
    naming the supported archs."""
    arch = require_arch(arch)
    arch_family(arch)
    return arch


def _fx_type(dtype, what: str, allowed: tuple):
    """Map a torch dtype or fx type to the fx type, checking it is in ``allowed``."""
    fx_type = dtype if isinstance(dtype, type) else boundary.dsl_types().get(dtype)
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


def _check_rounds(rounds) -> int:
    return check_rounds(get_default_rounds() if rounds is None else rounds)


def k_vector(k: int, *element_offsets: int) -> int:
    """Elements per global load: the largest of 8, 4, 2, 1 dividing ``k`` and every operand's element offset.

    8 (128-bit loads) needs K and the operands' start addresses 16-byte aligned; smaller K
    alignments use narrower loads (each load then never straddles a row or the K tail).
    """
    vec = _VEC_MAX
    while vec > 1 and any(x % vec for x in (k, *element_offsets)):
        vec //= 2
    return vec


def shard_offset(offset: int, row0: int, col0: int, rows: int) -> int:
    """The stream offset a shard's kernel uses: ``(offset + col0 * rows + row0) mod 2**64``.

    Local element ``(i, j)`` of a shard with global origin ``(row0, col0)`` then has stream index
    ``j * rows + i + shard_offset(...)``, which equals the unsharded ``(col0 + j) * rows + (row0 + i) + offset``.
    """
    return (offset + col0 * rows + row0) % U64_MODULUS


# --------------------------------------------------------------------------------------------
# Kernel and launcher
# --------------------------------------------------------------------------------------------


#: Workgroups walk ``GROUP_M`` tile rows down M before stepping in N (see :func:`tile_of`).
GROUP_M = 8


def _min(a, b):
    return min(a, b) if isinstance(a, int) and isinstance(b, int) else (a < b).select(a, b)


def tile_of(pid, grid_m, grid_n, group_m: int = GROUP_M):
    """Workgroup ``pid`` (0 .. grid_m * grid_n - 1) -> its output tile ``(tile_row, tile_col)``: the grouped
    ("swizzled") order of FlyDSL's RDNA GEMM, with a short last group so any ``grid_m`` works.

    Consecutive workgroups walk ``group_m`` tile rows down M, then step one tile column in N, so the
    workgroups resident at one time read a few B tiles and a few A tiles (L2 reuse) instead of a whole
    row of B tiles. A bijection onto the grid; plain integer arithmetic, so it gives the same answer for
    Python ints (host-side model, tests, the benchmark's locality table) as for the kernel's block id.
    Which tile a workgroup computes never changes its outputs' bits (they are keyed by global (i, j)).
    """
    per_group = group_m * grid_n
    group = pid // per_group
    first = group * group_m
    size = _min(grid_m - first, group_m)
    local = pid % per_group
    return first + local % size, local // size


def _tiled_mma(in_type, config: TileConfig):
    """The TiledMma: 16x16x16 WMMA atoms, ``waves_m x waves_n`` waves (M fastest)."""
    atom = fx.make_mma_atom(fx.rocdl.WMMA(_ATOM_M, _ATOM_N, _ATOM_K, in_type, fx.Float32))
    return fx.make_tiled_mma(atom, fx.make_layout((config.waves_m, config.waves_n, 1), (1, config.waves_m, 0)))


@contextlib.contextmanager
def _throwaway_module(arch: str):
    """An MLIR context and module of their own for trace-time layout analysis outside any kernel."""
    from flydsl._mlir import ir
    from flydsl.compiler.jit_function import _create_mlir_context

    with assume_target(arch), _create_mlir_context(), ir.Location.unknown():
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            yield


@functools.cache
def prime_epilogue_plan(arch: str, in_type, config: TileConfig) -> None:
    """Compute (and cache) the SR epilogue plan of ``config`` for ``arch`` outside the kernel trace.

    The kernel trace then finds the plan cached, so its IR is the same on every call and FlyDSL
    compiles each variant once per process (before, the first trace also held the plan's dead
    partition ops and the second call compiled again).
    """
    with _throwaway_module(arch):
        epilogue_plan(_tiled_mma(in_type, config), (config.tile_m, config.tile_n))


def host_fragment_coords(arch: str, config: TileConfig, in_dtype=fx.BFloat16, lead_only: bool = False):
    """:func:`flydsl.rounding.gemm.epilogue.fragment_coords` of this GEMM's TiledMma outside a kernel, for ``arch``
    (host-side tests and docs)."""
    arch_family(arch)
    with _throwaway_module(arch):
        return fragment_coords(_tiled_mma(in_dtype, config), (config.tile_m, config.tile_n), lead_only=lead_only)


def _build_jit(in_type, out_type, mode: RoundingMode, cfg: TileConfig, rounds: int, aligned: bool, vec: int):
    """The ``@flyc.jit`` launcher of one compiled variant (see :func:`make_gemm_launcher`)."""
    tm, tn, tk = cfg.tile_m, cfg.tile_n, cfg.tile_k
    threads = cfg.threads
    thr_k = tk // vec  # threads along K in the global->LDS copy (each moves ``vec`` contiguous elements)
    thr_m = threads // thr_k  # rows one copy step covers
    assert threads % thr_k == 0 and tm % thr_m == 0 and tn % thr_m == 0, (cfg, vec)
    row_stride = tk + LDS_PAD
    a_elems, b_elems = tm * row_stride, tn * row_stride
    c_bits = out_type.width
    k_steps = tk // _ATOM_K

    @fx.struct
    class Stages:  # A stages, then B stages; one array so the SR epilogue can reuse all of it as scratch
        ab: fx.Array[in_type, 2 * (a_elems + b_elems), 16]

    @flyc.kernel
    def gemm_kernel(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, seed: fx.Int64, offset: fx.Int64, rows: fx.Int32):
        tid = fx.thread_idx.x
        m_local = fx.get_scalar(C.shape[0])
        n_cols = fx.get_scalar(C.shape[1])
        bm, bn = tile_of(fx.block_idx.x, (m_local + (tm - 1)) // tm, (n_cols + (tn - 1)) // tn)
        k_len = fx.get_scalar(A.shape[1])
        A = fx.rocdl.make_buffer_tensor(A, max_size=False)  # range-checked: rows past M read as zero
        B = fx.rocdl.make_buffer_tensor(B, max_size=False)
        C = fx.rocdl.make_buffer_tensor(C, max_size=False)
        gA = fx.flat_divide(A, (tm, tk))[None, None, bm, None]  # (TM, TK, k)
        gB = fx.flat_divide(B, (tn, tk))[None, None, bn, None]  # (TN, TK, k)
        gC = fx.flat_divide(C, (tm, tn))[None, None, bm, bn]  # (TM, TN)

        tiled_mma = _tiled_mma(in_type, cfg)
        thr_mma = tiled_mma.thr_slice(tid)
        g_load = fx.make_copy_atom(fx.rocdl.BufferCopy(16 * vec), in_type)
        s_store = fx.make_copy_atom(fx.UniversalCopy(16 * vec), in_type)
        s_load = fx.make_copy_atom(fx.UniversalCopy128b(), in_type)
        # thread t moves elements [(t % thr_k) * vec, +vec) of row t // thr_k of each thr_m-row slab:
        # consecutive threads read consecutive 16-byte pieces of a row (coalesced)
        g2s = fx.make_tiled_copy(
            s_store,
            fx.make_layout(((thr_k, thr_m), (1, vec)), ((thr_m * vec, 1), (1, thr_m))),
            fx.make_tile(thr_m, tk),
        ).get_slice(tid)
        s2r_a = fx.make_tiled_copy_A(s_load, tiled_mma).get_slice(tid)
        s2r_b = fx.make_tiled_copy_B(s_load, tiled_mma).get_slice(tid)

        # LDS: two stages of padded row-major tiles; the stage is the last (run-time indexed) mode
        lds = fx.SharedAllocator().allocate(Stages).peek()
        sA = fx.make_view(lds.ab.ptr, fx.make_layout((tm, tk, 2), (row_stride, 1, a_elems)))
        sB = fx.make_view(lds.ab.ptr + 2 * a_elems, fx.make_layout((tn, tk, 2), (row_stride, 1, b_elems)))

        src_a, src_b = g2s.partition_S(gA), g2s.partition_S(gB)
        dst_a, dst_b = g2s.partition_D(sA), g2s.partition_D(sB)
        ld_a, ld_b = s2r_a.partition_S(sA), s2r_b.partition_S(sB)
        reg_a = fx.make_fragment_like(dst_a[None, None, None, 0])
        reg_b = fx.make_fragment_like(dst_b[None, None, None, 0])
        frag_a = thr_mma.make_fragment_A(sA[None, None, 0])
        frag_b = thr_mma.make_fragment_B(sB[None, None, 0])
        frag_c = thr_mma.make_fragment_C(gC)
        frag_a_view, frag_b_view = s2r_a.retile(frag_a), s2r_b.retile(frag_b)

        def load_tile(kt):
            fx.copy(g_load, src_a[None, None, None, kt], reg_a)
            fx.copy(g_load, src_b[None, None, None, kt], reg_b)

        def load_masked_tile(kt, k_left):
            """K tile ``kt`` with only the vectors at ``k < k_left`` loaded (the rest zero): the K tail."""
            for reg, src, extent in ((reg_a, src_a, tm), (reg_b, src_b, tn)):
                ident = fx.make_view(fx.make_int_tuple((0, 0)), fx.make_identity_layout((extent, tk)))
                k_coord = g2s.partition_S(ident)[(0, None), None, None]
                pred = fx.make_fragment_like(reg[(0, None), None, None], fx.Boolean)
                for e in fx.range_constexpr(fx.size(pred.shape).get_static_leaf_int):
                    pred[e] = fx.get_scalar(k_coord[e][1]) < k_left
                reg.fill(0)
                fx.copy(g_load, src[None, None, None, kt], reg, pred=pred)

        def store_tile(stage):
            fx.copy(s_store, reg_a, dst_a[None, None, None, stage])
            fx.copy(s_store, reg_b, dst_b[None, None, None, stage])

        def mma_tile(stage):
            for ks in fx.range_constexpr(k_steps):
                fx.copy(s_load, ld_b[None, None, ks, stage], frag_b_view[None, None, ks])
                fx.copy(s_load, ld_a[None, None, ks, stage], frag_a_view[None, None, ks])
                fx.gemm(tiled_mma, frag_c, frag_a[None, None, ks], frag_b[None, None, ks], frag_c)

        # K tiles in the order [tail (if K % tile_k), 0, 1, ..., full - 1]: only the first one, loaded
        # before the loop, needs masking, and with K % tile_k == 0 the order is plain 0, 1, ...
        full = k_len // tk
        tail = (k_len % tk != 0).select(1, 0)
        n_tiles = full + tail
        frag_c.fill(0)
        load_masked_tile((tail == 1).select(full, 0), k_len - full * tk + (1 - tail) * tk)
        store_tile(0)
        gpu.barrier()

        def step(stage: int, kt, k_left=None):
            if k_left is None:
                load_tile(kt)  # issued first: the loads overlap the WMMAs below
            else:
                load_masked_tile(kt, k_left)
            mma_tile(stage)
            store_tile(stage ^ 1)
            gpu.barrier()  # publishes the next tile and retires this tile's LDS reads

        # two tiles per iteration so that both LDS stages are static (immediate LDS offsets)
        pairs = (n_tiles - 1) >> 1
        for pair in range(pairs):
            step(0, 2 * pair + 1 - tail)
            step(1, 2 * pair + 2 - tail)
        # straight-line remainder (no branch, so the accumulators stay in place): tile 2 * pairs is in
        # stage 0; tile 2 * pairs + 1 exists when n_tiles is even, else a zero tile is loaded (adds +0)
        last = 2 * pairs + 1 - tail
        step(0, (n_tiles & 1 == 0).select(last, 0), (n_tiles & 1 == 0).select(tk, 0))
        mma_tile(1)

        # the SR epilogue runs its Philox draws in one loop through LDS when the stages can hold the words
        atoms = cfg.wmma_per_k_step // k_steps
        use_loop = mode is RoundingMode.STOCHASTIC and atoms <= _SR_LOOP_MAX_ATOMS
        need = scratch_bytes(tiled_mma, (tm, tn), aligned=aligned) if use_loop else 0
        if fx.const_expr(0 < need <= cfg.lds_bytes):
            _pin(frag_c)  # the last K tile's WMMAs complete here, not below the draw loop
            gpu.barrier()  # every wave is done reading the stages
        frag_out = round_accumulator(
            tiled_mma,
            tid,
            frag_c,
            out_type,
            mode,
            tile_origin=(bm * tm, bn * tn),
            tile_shape=(tm, tn),
            rows=rows,
            seed=seed,
            offset=offset,
            rounds=rounds,
            aligned=aligned,
            scratch=lds.ab.ptr,
            scratch_size=cfg.lds_bytes if need else 0,
        )
        store = fx.make_copy_atom(fx.rocdl.BufferCopy(c_bits), out_type)
        r2g = fx.make_tiled_copy_C(store, tiled_mma).get_slice(tid)
        dst_c = r2g.partition_S(gC)
        ident_c = fx.make_view(fx.make_int_tuple((0, 0)), fx.make_identity_layout((tm, tn)))
        c_coord = r2g.partition_S(ident_c)[(0, None), None, None]
        out_view = r2g.retile(frag_out)
        pred_c = fx.make_fragment_like(out_view[(0, None), None, None], fx.Boolean)
        m_left = m_local - bm * tm
        n_left = n_cols - bn * tn
        if (m_left >= tm) & (n_left >= tn):  # interior tile: plain stores
            fx.copy(store, out_view, dst_c)
        else:  # edge tile: only elements inside C are stored
            for e in fx.range_constexpr(fx.size(pred_c.shape).get_static_leaf_int):
                pred_c[e] = (fx.get_scalar(c_coord[e][0]) < m_left) & (fx.get_scalar(c_coord[e][1]) < n_left)
            fx.copy(store, out_view, dst_c, pred=pred_c)

    @flyc.jit
    def launch(
        A: fx.Tensor,
        B: fx.Tensor,
        C: fx.Tensor,
        seed: fx.Int64,
        offset: fx.Int64,
        rows: fx.Int32,
        stream: fx.Stream = fx.Stream(None),  # noqa: B008
    ):
        tiles = ((fx.get_scalar(C.shape[0]) + (tm - 1)) // tm) * ((fx.get_scalar(C.shape[1]) + (tn - 1)) // tn)
        grid = (tiles, 1, 1)  # one workgroup per tile, in tile_of's grouped order
        gemm_kernel(A, B, C, seed, offset, rows).launch(grid=grid, block=(threads, 1, 1), stream=stream)

    return launch


class GemmLauncher:
    """One compiled GEMM variant: ``launcher(a, b, c, seed=0, offset=0, *, rows=None, stream=None)``.

    Checks the operands (the one launch path :func:`gemm` uses too) and runs the ``@flyc.jit``
    function (``.jit``). ``rows`` is the global row count keying the stream (default ``M``);
    ``offset`` is the full stream offset of the shard (see :func:`shard_offset`).
    """

    def __init__(self, in_type, out_type, mode, config, rounds, aligned, vec):
        self.in_type, self.out_type, self.mode, self.config = in_type, out_type, mode, config
        self.rounds, self.aligned, self.vec = rounds, aligned, vec
        self.jit = _build_jit(in_type, out_type, mode, config, rounds, aligned, vec)

    # isa.compile_isa bypasses FlyDSL's in-memory cache through this attribute
    @property
    def _mem_cache(self):
        return getattr(self.jit, "_mem_cache", None)

    @_mem_cache.setter
    def _mem_cache(self, value):
        self.jit._mem_cache = value

    def check(self, a, b, c, offset: int, rows: int | None) -> int:
        """Validate shapes, alignment and keying for this variant; return ``rows`` (default M)."""
        (m, k), (n, kb) = _shape2(a, "a"), _shape2(b, "b")
        if kb != k:
            raise ValueError(
                f"b must be (N, K) with K = a.shape[1] = {k} (C = a @ b.T); got b.shape = {tuple(b.shape)}"
            )
        _check_c(c, m, n)
        _check_shape(m, n, k)
        if k % self.vec or a.storage_offset() % self.vec or b.storage_offset() % self.vec:
            raise ValueError(
                f"this launcher loads {self.vec} elements at a time, so K and the operands' storage offsets "
                f"must be multiples of {self.vec}; got K={k}; build one with k_vector=k_vector(K, ...) "
                f"(here {k_vector(k, a.storage_offset(), b.storage_offset())})"
            )
        rows = m if rows is None else rows
        check_int(rows, "rows", low=1, high=_I32_MAX, why="the global row count is a 32-bit kernel argument")
        if self.aligned and not block_aligned(rows, offset):
            raise ValueError(
                f"this launcher was built with aligned=True, which needs rows % 8 == 0 and offset % 8 == 0 "
                f"(one Philox draw per 8 outputs); got rows={rows}, offset={offset}; build it with aligned=False"
            )
        return rows

    def __call__(self, a, b, c, seed: int = 0, offset: int = 0, *, rows: int | None = None, stream=None):
        rows = self.check(a, b, c, check_u64(offset, "offset"), rows)
        arch = current_arch()
        if self.mode is RoundingMode.STOCHASTIC and arch is not None:
            prime_epilogue_plan(arch, self.in_type, self.config)
        args = (a, b, c, as_i64(check_u64(seed, "seed")), as_i64(check_u64(offset, "offset")), rows)
        launch_cache.launch(self.jit, *args, stream=stream)


@functools.cache
def _launcher(in_type, out_type, mode, config, rounds, aligned, vec) -> GemmLauncher:
    return GemmLauncher(in_type, out_type, mode, config, rounds, aligned, vec)


def make_gemm_launcher(
    in_dtype, out_dtype, config: TileConfig, rounding=None, *, rounds=None, aligned: bool = True, k_vector: int = 8
) -> GemmLauncher:
    """Return the launcher ``launch(a, b, c, seed, offset, *, rows=None, stream=None)`` of one variant.

    ``in_dtype`` / ``out_dtype``: torch dtypes or fx types (bf16/f16 in; bf16/f16/f32 out).
    ``rounds``: Philox rounds of the STOCHASTIC epilogue (default
    :func:`flydsl.rounding.get_default_rounds`; rounds are part of the key, so each value is its
    own variant). ``aligned``: the one-draw-per-8 epilogue, which needs ``rows`` and ``offset``
    multiples of 8 (checked at launch). ``k_vector``: elements per global load (8, 4, 2, 1; K must
    be a multiple). ``seed`` and ``offset`` are run-time 64-bit kernel arguments; RN kernels ignore
    them. The arch is whatever FlyDSL targets when the launcher runs (``FLYDSL_GPU_ARCH`` / the
    GPU). Every launch checks the shapes (as :func:`gemm` does). Raises ValueError for unsupported
    dtypes, modes, rounds or vector widths.
    """
    in_type = _fx_type(in_dtype, "input", _IN_TYPES)
    out_type = _fx_type(out_dtype, "output", _OUT_TYPES)
    mode = _check_rounding(rounding, out_type)
    rounds = _check_rounds(rounds)
    if k_vector not in (1, 2, 4, 8):
        raise ValueError(f"k_vector must be 8, 4, 2 or 1 elements per global load, got {k_vector!r}")
    _check_k_vector(config, k_vector)
    aligned = bool(aligned) and mode is RoundingMode.STOCHASTIC  # only the SR epilogue cares
    return _launcher(in_type, out_type, mode, config, rounds, aligned, k_vector)


# --------------------------------------------------------------------------------------------
# Host entry point
# --------------------------------------------------------------------------------------------


def _shape2(t, name: str) -> tuple[int, int]:
    import torch

    if not isinstance(t, torch.Tensor) or t.dim() != 2:
        raise ValueError(f"{name} must be a 2-D torch tensor, got {type(t).__name__} {getattr(t, 'shape', '')}")
    if not t.is_contiguous():
        raise ValueError(f"{name} must be row-major contiguous (K innermost); call .contiguous() first")
    return tuple(t.shape)


def _check_c(c, m: int, n: int) -> None:
    """``c``: an (M, N) tensor with any strides (a slice or a transpose works: the kernel stores through its
    layout), but no two elements at one address and its last element within 32-bit buffer offsets."""
    if tuple(c.shape) != (m, n):
        raise ValueError(f"c must be an ({m}, {n}) tensor (any strides), got shape {tuple(c.shape)}")
    if any(st == 0 and size > 1 for size, st in zip(c.shape, c.stride(), strict=True)) or min(c.stride()) < 0:
        raise ValueError(f"c must not overlap itself (strides {tuple(c.stride())}): call .contiguous() or .clone()")
    if (m - 1) * c.stride(0) + (n - 1) * c.stride(1) >= 1 << 31:
        raise ValueError(f"c spans 2**31 elements or more (strides {tuple(c.stride())}): 32-bit buffer offsets")


def _check_shape(m: int, n: int, k: int) -> None:
    if min(m, n, k) < 1 or max(m, n) > _I32_MAX or m * k >= 1 << 31 or n * k >= 1 << 31 or m * n >= 1 << 31:
        raise ValueError(
            f"shape M={m}, N={n}, K={k} is not supported: M, N and K must be >= 1 and each operand "
            "(M*K, N*K, M*N elements) below 2**31 elements (32-bit buffer offsets); split the problem"
        )


def _check_k_vector(config: TileConfig, vec: int) -> None:
    if vec < config.min_k_vector:
        raise ValueError(
            f"tile config {config.name} needs {config.min_k_vector}-element (128-bit) global loads, so K and the "
            f"operands' storage offsets must be multiples of {config.min_k_vector}; this problem allows {vec}; "
            "pick a smaller tile (or leave config=None), or pad K"
        )


def select_config(
    arch: str, m: int, n: int, k: int, config: TileConfig | str | None = None, vec: int | None = None
) -> TileConfig:
    """Pick (or validate) the tile config for an ``m x n x k`` problem on ``arch``.

    ``config``: None (the largest tile that still yields at least ``_MIN_WORKGROUPS`` workgroups,
    else the smallest), a :class:`TileConfig`, or its name. ``vec``: elements per global load
    (default :func:`k_vector` of ``k``); tiles whose ``min_k_vector`` exceeds it are skipped (or
    rejected when named). Any M, N, K >= 1 is supported (edge tiles are predicated). Raises
    ValueError for unknown names, unsupported shapes or a named tile that needs wider loads.
    """
    table = CONFIGS[arch_family(arch)]
    _check_shape(m, n, k)
    vec = k_vector(k) if vec is None else vec
    if isinstance(config, str):
        named = [c for c in table if c.name == config]
        if not named:
            raise ValueError(f"unknown tile config {config!r}; choose one of {[c.name for c in table]}")
        config = named[0]
    if config is not None:
        _check_k_vector(config, vec)
        return config
    usable = [c for c in table if c.min_k_vector <= vec]
    for cfg in reversed(usable):
        if -(-m // cfg.tile_m) * -(-n // cfg.tile_n) >= _MIN_WORKGROUPS:
            return cfg
    return usable[0]


def gemm(
    a,
    b,
    c=None,
    *,
    rounding=None,
    seed: int = 0,
    offset: int = 0,
    rounds: int | None = None,
    row0: int = 0,
    col0: int = 0,
    rows: int | None = None,
    config=None,
    arch: str | None = None,
    out_dtype=None,
):
    """Compute ``c = a @ b.T`` on an RDNA GPU with a WMMA kernel, rounding the f32 accumulator.

    Args:
        a: (M, K) bf16 or f16 torch tensor, row-major. b: (N, K), same dtype, row-major (B
            transposed, as ``nn.Linear`` weights are stored). Any M, N, K >= 1.
        c: optional (M, N) output (bf16, f16 or f32) with any strides, e.g. a column slice of a wider
            buffer or a transpose (not overlapping itself); allocated row-major (``out_dtype``, default
            ``a.dtype``) when None.
        rounding: a :class:`RoundingMode` (or its name); None means RN. ``STOCHASTIC`` draws
            ``C[i, j]``'s 16 bits from canonical stream index ``(col0 + j) * rows + (row0 + i) + offset``
            (mod 2**64) under ``seed``.
        seed, offset: run-time 64-bit values; no recompilation.
        rounds: Philox rounds (default :func:`flydsl.rounding.get_default_rounds`); part of the key.
        row0, col0, rows: for a shard of a larger C: the global row and column of ``c[0, 0]`` and
            the global row count (default M). The shard's bits then equal the unsharded GEMM's.
            Needs ``row0 + M <= rows``. When ``rows`` and ``offset + row0`` are multiples of 8 the
            epilogue draws once per 8 outputs; otherwise it is correct but about twice as costly.
        config: a :class:`TileConfig` or name from ``CONFIGS``; default: :func:`select_config`.
        arch: target arch; default the current target (:func:`flydsl.rounding.target.require_arch`:
            ``ARCH`` / ``FLYDSL_GPU_ARCH`` or the GPU; without any, an error says no AMD GPU was detected).

    Returns ``c``. Raises ValueError for unsupported archs, dtypes, shapes, layouts, modes or
    shard coordinates.
    """
    import torch

    arch = _resolve_arch(arch)
    (m, k), (n, _) = _shape2(a, "a"), _shape2(b, "b")
    if a.dtype != b.dtype:
        raise ValueError(f"a and b must have the same dtype, got {a.dtype} and {b.dtype}")
    _fx_type(a.dtype, "input", _IN_TYPES)
    if c is None:
        c = torch.empty((m, n), dtype=out_dtype or a.dtype, device=a.device)
    mode = _check_rounding(rounding, _fx_type(c.dtype, "output", _OUT_TYPES))
    rows = m if rows is None else rows
    for name, value in (("row0", row0), ("col0", col0), ("rows", rows)):
        check_int(value, name, low=0)
    if row0 + m > rows:
        raise ValueError(
            f"the shard's rows row0..row0+M-1 = {row0}..{row0 + m - 1} exceed the global row count rows={rows}; "
            "pass rows= (the unsharded M) and the shard's global row0"
        )
    full_offset = shard_offset(check_u64(offset, "offset"), row0, col0, rows)
    vec = k_vector(k, a.storage_offset(), b.storage_offset())
    cfg = select_config(arch, m, n, k, config, vec)
    launcher = make_gemm_launcher(
        a.dtype, c.dtype, cfg, mode, rounds=rounds, aligned=block_aligned(rows, full_offset), k_vector=vec
    )
    # compile for the arch asked for (FlyDSL reads the target from the environment at trace time): gemm(arch=)
    # must not run the code of whichever arch the process targets, nor of the arch a kept launch was built for
    with contextlib.nullcontext() if arch == current_arch() else assume_target(arch):
        launcher(a, b, c, seed, full_offset, rows=rows)
    return c
