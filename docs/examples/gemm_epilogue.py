"""A complete RDNA WMMA GEMM written with FlyDSL that rounds its accumulator with ``round_accumulator``.

``c = a @ b.T`` for bf16 ``a`` (M, K) and ``b`` (N, K), f32 accumulation, bf16 ``c`` (M, N) rounded with any
``RoundingMode``; with STOCHASTIC, ``c[i, j]`` takes canonical stream index ``j * M + i + offset`` under
``seed`` (see docs/gemm.rst), the bits of :func:`flydsl.rounding.gemm.gemm` for the same arguments. Deliberately
small: one wave per 16x16 tile, operands read straight from global memory, K in steps of 16; M, N and K
multiples of 16. wave32 RDNA only (gfx11, gfx12), like the epilogue.

``aligned`` (one Philox draw per 8 outputs) is a promise about the *run-time* offset: a variant compiled with
``aligned=True`` gives wrong bits for an offset that is not a multiple of 8. So the host code below never asks
the caller: :func:`launch` picks the variant from the values of this launch (``block_aligned(M, offset)``),
the pattern every kernel using the epilogue should follow.

Compile-only (no GPU) for both RDNA families::

    python docs/examples/gemm_epilogue.py gfx1100 gfx1201
"""

import functools
import sys

import flydsl.compiler as flyc
import flydsl.expr as fx
import torch

import flydsl.rounding  # noqa: F401  (activates rounding= on .to())
from flydsl.rounding import RoundingMode
from flydsl.rounding.gemm.epilogue import block_aligned, round_accumulator

TILE = 16  # one 16x16x16 WMMA atom per wave, one wave per workgroup


@functools.cache
def make_kernel(mode: RoundingMode, aligned: bool):
    """The ``@flyc.jit`` launcher ``run(a, b, c, seed, offset)`` of one variant (mode, aligned)."""

    @flyc.kernel
    def gemm_kernel(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, seed: fx.Int64, offset: fx.Int64):
        tid = fx.thread_idx.x
        bm, bn, _ = fx.block_idx
        rows = fx.get_scalar(C.shape[0])  # M: the stream is keyed column-major over all of C
        k_tiles = fx.get_scalar(A.shape[1]) // TILE
        gA = fx.flat_divide(A, (TILE, TILE))[None, None, bm, None]  # (16, 16, k tiles)
        gB = fx.flat_divide(B, (TILE, TILE))[None, None, bn, None]
        gC = fx.flat_divide(C, (TILE, TILE))[None, None, bm, bn]  # (16, 16)

        mma = fx.make_tiled_mma(
            fx.make_mma_atom(fx.rocdl.WMMA(TILE, TILE, TILE, fx.BFloat16, fx.Float32)),
            fx.make_layout((1, 1, 1), (1, 1, 0)),
        )
        thr_mma = mma.thr_slice(tid)
        load = fx.make_copy_atom(fx.UniversalCopy(16), fx.BFloat16)
        copy_a = fx.make_tiled_copy_A(load, mma).get_slice(tid)
        copy_b = fx.make_tiled_copy_B(load, mma).get_slice(tid)
        src_a, src_b = copy_a.partition_S(gA), copy_b.partition_S(gB)
        frag_a = thr_mma.make_fragment_A(gA[None, None, 0])
        frag_b = thr_mma.make_fragment_B(gB[None, None, 0])
        frag_c = thr_mma.make_fragment_C(gC)
        view_a, view_b = copy_a.retile(frag_a), copy_b.retile(frag_b)

        frag_c.fill(0)
        for kt in range(k_tiles):
            fx.copy(load, src_a[None, None, None, kt], view_a)
            fx.copy(load, src_b[None, None, None, kt], view_b)
            fx.gemm(mma, frag_c, frag_a, frag_b, frag_c)

        # the epilogue: f32 accumulator -> bf16, element (i, j) keyed by its global position
        out = round_accumulator(
            mma,
            tid,
            frag_c,
            fx.BFloat16,
            mode,
            tile_origin=(bm * TILE, bn * TILE),
            tile_shape=(TILE, TILE),
            rows=rows,
            seed=seed,
            offset=offset,
            aligned=aligned,  # compiled in; prepare() chose it from this launch's run-time values
        )
        store = fx.make_copy_atom(fx.UniversalCopy(16), fx.BFloat16)
        r2g = fx.make_tiled_copy_C(store, mma).get_slice(tid)
        fx.copy(store, r2g.retile(out), r2g.partition_S(gC))

    @flyc.jit
    def run(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, seed: fx.Int64, offset: fx.Int64, stream: fx.Stream = None):
        stream = fx.Stream(None) if stream is None else stream
        grid = (fx.get_scalar(C.shape[0]) // TILE, fx.get_scalar(C.shape[1]) // TILE, 1)
        gemm_kernel(A, B, C, seed, offset).launch(grid=grid, block=(32, 1, 1), stream=stream)

    return run


def prepare(a, b, c, *, rounding=RoundingMode.RN, seed: int = 0, offset: int = 0):
    """Check the operands and return ``(run, args)``: the variant that fits THIS launch's values, and its arguments.

    ``aligned`` is derived here from the run-time ``offset`` and ``M`` (not from M alone): a variant built with
    ``aligned=True`` and launched with ``offset % 8 != 0`` would silently draw the wrong bits.
    """
    (m, k), (n, kb) = a.shape, b.shape
    if a.dtype != torch.bfloat16 or b.dtype != torch.bfloat16 or c.dtype != torch.bfloat16:
        raise ValueError("this example takes bf16 a, b and c")
    if kb != k or tuple(c.shape) != (m, n) or m % TILE or n % TILE or k % TILE:
        raise ValueError(
            f"need a (M, K), b (N, K), c (M, N) with M, N, K multiples of {TILE}; got {a.shape}, {b.shape}, {c.shape}"
        )
    if not (a.is_contiguous() and b.is_contiguous() and c.is_contiguous()):
        raise ValueError("this example takes contiguous row-major a, b and c")
    if not (0 <= seed < 2**64 and 0 <= offset < 2**64):
        raise ValueError("seed and offset must be in [0, 2**64)")
    mode = RoundingMode.RN if rounding is None else RoundingMode(rounding)
    aligned = mode is RoundingMode.STOCHASTIC and block_aligned(m, offset)
    signed = [v - 2**64 if v >= 2**63 else v for v in (seed, offset)]  # the kernel takes signed 64-bit arguments
    return make_kernel(mode, aligned), (a, b, c, *signed)


def launch(a, b, c, **keys):
    """``c = round(a @ b.T)`` on the GPU (``keys``: ``rounding``, ``seed``, ``offset`` as for :func:`prepare`)."""
    run, args = prepare(a, b, c, **keys)
    run(*args)
    return c


if __name__ == "__main__":
    from flydsl.rounding.isa import compile_isa

    a = torch.zeros(64, 32, dtype=torch.bfloat16)
    b = torch.zeros(48, 32, dtype=torch.bfloat16)
    c = torch.zeros(64, 48, dtype=torch.bfloat16)
    for arch in sys.argv[1:] or ["gfx1100", "gfx1201"]:
        for offset in (0, 3):  # the aligned and the general epilogue
            run, args = prepare(a, b, c, rounding=RoundingMode.STOCHASTIC, seed=1, offset=offset)
            build = compile_isa(run, *args, arch=arch)
            print(f"{arch} offset={offset}: {build.kernel.census['valu']} VALU, {build.kernel.census['matrix']} WMMA")
