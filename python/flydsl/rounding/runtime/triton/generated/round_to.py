"""Generated from the FlyDSL bodies (``python -m flydsl.rounding.tritongen.generate``): do not edit."""

# ruff: noqa
import triton
import triton.language as tl

from ..tiles import bits_f32, f32, job_frame, tile_chunks16, tile_frame, tile_words32, u32, u64


@triton.jit
def round_to__BFloat16__RN__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x10, tl.uint32)
    v2 = v0 >> v1
    v3 = tl.full((), 0x1, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x7fff, tl.uint32)
    v6 = v5 + v4
    v7 = a0 != a0
    v8 = tl.full((), 0xffff0000, tl.uint32)
    v9 = v0 & v8
    v10 = tl.full((), 0x400000, tl.uint32)
    v11 = v9 | v10
    v12 = tl.where(v7, v11, v0)
    v13 = v12 + v6
    v14 = tl.full((), 0x10, tl.uint32)
    v15 = v13 >> v14
    v16 = v15.to(tl.uint16)
    v17 = v16.to(tl.bfloat16, bitcast=True)
    return v17,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RN__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RN__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RN__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x7f7f0000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x7f7f0000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0x0, tl.uint32)
    v12 = v10 - v11
    v13 = tl.full((), 0x7f800000, tl.uint32)
    v14 = v2 > v13
    v15 = tl.full((), 0x0, tl.uint32)
    v16 = v0 << v15
    v17 = tl.full((), 0x7f0000, tl.uint32)
    v18 = v16 & v17
    v19 = tl.full((), 0x7fc00000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v14, v20, v12)
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7fff, tl.uint32)
    v27 = v26 + v25
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x10, tl.uint32)
    v33 = v31 >> v32
    v34 = v33.to(tl.uint16)
    v35 = v34.to(tl.bfloat16, bitcast=True)
    return v35,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RN__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RN__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RZ__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = a0 != a0
    v2 = tl.full((), 0x400000, tl.uint32)
    v3 = v0 | v2
    v4 = tl.where(v1, v3, v0)
    v5 = tl.full((), 0x10, tl.uint32)
    v6 = v4 >> v5
    v7 = v6.to(tl.uint16)
    v8 = v7.to(tl.bfloat16, bitcast=True)
    return v8,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RZ__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RZ__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RZ__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x7f7f0000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x7f7f0000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0x0, tl.uint32)
    v12 = v10 - v11
    v13 = tl.full((), 0x7f800000, tl.uint32)
    v14 = v2 > v13
    v15 = tl.full((), 0x0, tl.uint32)
    v16 = v0 << v15
    v17 = tl.full((), 0x7f0000, tl.uint32)
    v18 = v16 & v17
    v19 = tl.full((), 0x7fc00000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v14, v20, v12)
    v22 = tl.full((), 0x80000000, tl.uint32)
    v23 = v0 & v22
    v24 = v21 | v23
    v25 = tl.full((), 0x10, tl.uint32)
    v26 = v24 >> v25
    v27 = v26.to(tl.uint16)
    v28 = v27.to(tl.bfloat16, bitcast=True)
    return v28,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RZ__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RZ__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RU__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x1f, tl.uint32)
    v2 = v0 >> v1
    v3 = tl.full((), 0x0, tl.uint32)
    v4 = v3 - v2
    v5 = tl.full((), 0xffffffff, tl.uint32)
    v6 = v4 ^ v5
    v7 = tl.full((), 0xffff, tl.uint32)
    v8 = v6 & v7
    v9 = a0 != a0
    v10 = tl.full((), 0xffff0000, tl.uint32)
    v11 = v0 & v10
    v12 = tl.full((), 0x400000, tl.uint32)
    v13 = v11 | v12
    v14 = tl.where(v9, v13, v0)
    v15 = v14 + v8
    v16 = tl.full((), 0x10, tl.uint32)
    v17 = v15 >> v16
    v18 = v17.to(tl.uint16)
    v19 = v18.to(tl.bfloat16, bitcast=True)
    return v19,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RU__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RU__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RU__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x7f7f0000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x7f7f0000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0x0, tl.uint32)
    v12 = v10 - v11
    v13 = tl.full((), 0x7f800000, tl.uint32)
    v14 = v2 > v13
    v15 = tl.full((), 0x0, tl.uint32)
    v16 = v0 << v15
    v17 = tl.full((), 0x7f0000, tl.uint32)
    v18 = v16 & v17
    v19 = tl.full((), 0x7fc00000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v14, v20, v12)
    v22 = tl.full((), 0x1, tl.uint32)
    v23 = v22 - v4
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v23 * v24
    v26 = v21 + v25
    v27 = tl.full((), 0x80000000, tl.uint32)
    v28 = v0 & v27
    v29 = v26 | v28
    v30 = tl.full((), 0x10, tl.uint32)
    v31 = v29 >> v30
    v32 = v31.to(tl.uint16)
    v33 = v32.to(tl.bfloat16, bitcast=True)
    return v33,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RU__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RU__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RD__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x1f, tl.uint32)
    v2 = v0 >> v1
    v3 = tl.full((), 0x0, tl.uint32)
    v4 = v3 - v2
    v5 = tl.full((), 0xffff, tl.uint32)
    v6 = v4 & v5
    v7 = a0 != a0
    v8 = tl.full((), 0xffff0000, tl.uint32)
    v9 = v0 & v8
    v10 = tl.full((), 0x400000, tl.uint32)
    v11 = v9 | v10
    v12 = tl.where(v7, v11, v0)
    v13 = v12 + v6
    v14 = tl.full((), 0x10, tl.uint32)
    v15 = v13 >> v14
    v16 = v15.to(tl.uint16)
    v17 = v16.to(tl.bfloat16, bitcast=True)
    return v17,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RD__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RD__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RD__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x7f7f0000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x7f7f0000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0x0, tl.uint32)
    v12 = v10 - v11
    v13 = tl.full((), 0x7f800000, tl.uint32)
    v14 = v2 > v13
    v15 = tl.full((), 0x0, tl.uint32)
    v16 = v0 << v15
    v17 = tl.full((), 0x7f0000, tl.uint32)
    v18 = v16 & v17
    v19 = tl.full((), 0x7fc00000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v14, v20, v12)
    v22 = tl.full((), 0xffff, tl.uint32)
    v23 = v4 * v22
    v24 = v21 + v23
    v25 = tl.full((), 0x80000000, tl.uint32)
    v26 = v0 & v25
    v27 = v24 | v26
    v28 = tl.full((), 0x10, tl.uint32)
    v29 = v27 >> v28
    v30 = v29.to(tl.uint16)
    v31 = v30.to(tl.bfloat16, bitcast=True)
    return v31,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RD__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RD__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RNA__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = a0 != a0
    v2 = tl.full((), 0xffff0000, tl.uint32)
    v3 = v0 & v2
    v4 = tl.full((), 0x400000, tl.uint32)
    v5 = v3 | v4
    v6 = tl.where(v1, v5, v0)
    v7 = tl.full((), 0x8000, tl.uint32)
    v8 = v6 + v7
    v9 = tl.full((), 0x10, tl.uint32)
    v10 = v8 >> v9
    v11 = v10.to(tl.uint16)
    v12 = v11.to(tl.bfloat16, bitcast=True)
    return v12,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RNA__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RNA__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__RNA__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x7f7f0000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x7f7f0000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0x0, tl.uint32)
    v12 = v10 - v11
    v13 = tl.full((), 0x7f800000, tl.uint32)
    v14 = v2 > v13
    v15 = tl.full((), 0x0, tl.uint32)
    v16 = v0 << v15
    v17 = tl.full((), 0x7f0000, tl.uint32)
    v18 = v16 & v17
    v19 = tl.full((), 0x7fc00000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v14, v20, v12)
    v22 = tl.full((), 0x8000, tl.uint32)
    v23 = v21 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x10, tl.uint32)
    v28 = v26 >> v27
    v29 = v28.to(tl.uint16)
    v30 = v29.to(tl.bfloat16, bitcast=True)
    return v30,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__BFloat16__RNA__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__BFloat16__RNA__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__STOCHASTIC__sat0(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = a0 != a0
    v4 = tl.full((), 0xffff0000, tl.uint32)
    v5 = v2 & v4
    v6 = tl.full((), 0x400000, tl.uint32)
    v7 = v5 | v6
    v8 = tl.where(v3, v7, v2)
    v9 = tl.full((), 0xffff, tl.uint32)
    v10 = v1 & v9
    v11 = v8 + v10
    v12 = tl.full((), 0x10, tl.uint32)
    v13 = v11 >> v12
    v14 = v13.to(tl.uint16)
    v15 = v14.to(tl.bfloat16, bitcast=True)
    return v15,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__BFloat16__STOCHASTIC__sat0_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__BFloat16__STOCHASTIC__sat0(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__BFloat16__STOCHASTIC__sat1(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x7f7f0000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x7f7f0000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x0, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = v12 - v13
    v15 = tl.full((), 0x7f800000, tl.uint32)
    v16 = v4 > v15
    v17 = tl.full((), 0x0, tl.uint32)
    v18 = v2 << v17
    v19 = tl.full((), 0x7f0000, tl.uint32)
    v20 = v18 & v19
    v21 = tl.full((), 0x7fc00000, tl.uint32)
    v22 = v20 | v21
    v23 = tl.where(v16, v22, v14)
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0x0, tl.uint32)
    v27 = v25 << v26
    v28 = v23 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x10, tl.uint32)
    v33 = v31 >> v32
    v34 = v33.to(tl.uint16)
    v35 = v34.to(tl.bfloat16, bitcast=True)
    return v35,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__BFloat16__STOCHASTIC__sat1_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__BFloat16__STOCHASTIC__sat1(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RN__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 549755813888.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 << v17
    v19 = v16.to(tl.float32)
    v20 = v19 != v15
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.full((), 0x0, tl.uint32)
    v23 = tl.where(v20, v21, v22)
    v24 = v18 | v23
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v8 < v25
    v27 = tl.where(v26, v24, v12)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x3, tl.uint32)
    v31 = v0 << v30
    v32 = tl.full((), 0x3ff0000, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7e000000, tl.uint32)
    v35 = v33 | v34
    v36 = tl.where(v29, v35, v27)
    v37 = tl.full((), 0x10, tl.uint32)
    v38 = v36 >> v37
    v39 = tl.full((), 0x1, tl.uint32)
    v40 = v38 & v39
    v41 = tl.full((), 0x7fff, tl.uint32)
    v42 = v41 + v40
    v43 = v36 + v42
    v44 = tl.full((), 0x80000000, tl.uint32)
    v45 = v0 & v44
    v46 = v43 | v45
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint16)
    v50 = v49.to(tl.float16, bitcast=True)
    return v50,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RN__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RN__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RN__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x477fe000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x477fe000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 549755813888.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 << v17
    v19 = v16.to(tl.float32)
    v20 = v19 != v15
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.full((), 0x0, tl.uint32)
    v23 = tl.where(v20, v21, v22)
    v24 = v18 | v23
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v8 < v25
    v27 = tl.where(v26, v24, v12)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x3, tl.uint32)
    v31 = v0 << v30
    v32 = tl.full((), 0x3ff0000, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7e000000, tl.uint32)
    v35 = v33 | v34
    v36 = tl.where(v29, v35, v27)
    v37 = tl.full((), 0x10, tl.uint32)
    v38 = v36 >> v37
    v39 = tl.full((), 0x1, tl.uint32)
    v40 = v38 & v39
    v41 = tl.full((), 0x7fff, tl.uint32)
    v42 = v41 + v40
    v43 = v36 + v42
    v44 = tl.full((), 0x80000000, tl.uint32)
    v45 = v0 & v44
    v46 = v43 | v45
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint16)
    v50 = v49.to(tl.float16, bitcast=True)
    return v50,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RN__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RN__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RZ__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x477fe000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x477fe000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v2 == v22
    v24 = tl.full((), 0x7c000000, tl.uint32)
    v25 = tl.where(v23, v24, v19)
    v26 = tl.full((), 0x3, tl.uint32)
    v27 = v0 << v26
    v28 = tl.full((), 0x3ff0000, tl.uint32)
    v29 = v27 & v28
    v30 = tl.full((), 0x7e000000, tl.uint32)
    v31 = v29 | v30
    v32 = tl.where(v21, v31, v25)
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = v0 & v33
    v35 = v32 | v34
    v36 = tl.full((), 0x10, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint16)
    v39 = v38.to(tl.float16, bitcast=True)
    return v39,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RZ__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RZ__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RZ__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x477fe000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x477fe000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3ff0000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x10, tl.uint32)
    v33 = v31 >> v32
    v34 = v33.to(tl.uint16)
    v35 = v34.to(tl.float16, bitcast=True)
    return v35,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RZ__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RZ__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RU__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v5 - v4
    v7 = v2 < v6
    v8 = tl.where(v7, v2, v6)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 549755813888.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 << v17
    v19 = v16.to(tl.float32)
    v20 = v19 != v15
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.full((), 0x0, tl.uint32)
    v23 = tl.where(v20, v21, v22)
    v24 = v18 | v23
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v8 < v25
    v27 = tl.where(v26, v24, v12)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v2 == v30
    v32 = tl.full((), 0x7c000000, tl.uint32)
    v33 = tl.where(v31, v32, v27)
    v34 = tl.full((), 0x3, tl.uint32)
    v35 = v0 << v34
    v36 = tl.full((), 0x3ff0000, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x7e000000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v29, v39, v33)
    v41 = tl.full((), 0x1, tl.uint32)
    v42 = v41 - v4
    v43 = tl.full((), 0xffff, tl.uint32)
    v44 = v42 * v43
    v45 = v40 + v44
    v46 = tl.full((), 0x80000000, tl.uint32)
    v47 = v0 & v46
    v48 = v45 | v47
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = v50.to(tl.uint16)
    v52 = v51.to(tl.float16, bitcast=True)
    return v52,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RU__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RU__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RU__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x477fe000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x477fe000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 549755813888.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 << v17
    v19 = v16.to(tl.float32)
    v20 = v19 != v15
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.full((), 0x0, tl.uint32)
    v23 = tl.where(v20, v21, v22)
    v24 = v18 | v23
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v8 < v25
    v27 = tl.where(v26, v24, v12)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x3, tl.uint32)
    v31 = v0 << v30
    v32 = tl.full((), 0x3ff0000, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7e000000, tl.uint32)
    v35 = v33 | v34
    v36 = tl.where(v29, v35, v27)
    v37 = tl.full((), 0x1, tl.uint32)
    v38 = v37 - v4
    v39 = tl.full((), 0xffff, tl.uint32)
    v40 = v38 * v39
    v41 = v36 + v40
    v42 = tl.full((), 0x80000000, tl.uint32)
    v43 = v0 & v42
    v44 = v41 | v43
    v45 = tl.full((), 0x10, tl.uint32)
    v46 = v44 >> v45
    v47 = v46.to(tl.uint16)
    v48 = v47.to(tl.float16, bitcast=True)
    return v48,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RU__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RU__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RD__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x1, tl.uint32)
    v6 = v5 - v4
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = v7 - v6
    v9 = v2 < v8
    v10 = tl.where(v9, v2, v8)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 549755813888.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = v18 << v19
    v21 = v18.to(tl.float32)
    v22 = v21 != v17
    v23 = tl.full((), 0x1, tl.uint32)
    v24 = tl.full((), 0x0, tl.uint32)
    v25 = tl.where(v22, v23, v24)
    v26 = v20 | v25
    v27 = tl.full((), 0x38800000, tl.uint32)
    v28 = v10 < v27
    v29 = tl.where(v28, v26, v14)
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v2 > v30
    v32 = tl.full((), 0x7f800000, tl.uint32)
    v33 = v2 == v32
    v34 = tl.full((), 0x7c000000, tl.uint32)
    v35 = tl.where(v33, v34, v29)
    v36 = tl.full((), 0x3, tl.uint32)
    v37 = v0 << v36
    v38 = tl.full((), 0x3ff0000, tl.uint32)
    v39 = v37 & v38
    v40 = tl.full((), 0x7e000000, tl.uint32)
    v41 = v39 | v40
    v42 = tl.where(v31, v41, v35)
    v43 = tl.full((), 0xffff, tl.uint32)
    v44 = v4 * v43
    v45 = v42 + v44
    v46 = tl.full((), 0x80000000, tl.uint32)
    v47 = v0 & v46
    v48 = v45 | v47
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = v50.to(tl.uint16)
    v52 = v51.to(tl.float16, bitcast=True)
    return v52,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RD__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RD__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RD__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x477fe000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x477fe000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 549755813888.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 << v17
    v19 = v16.to(tl.float32)
    v20 = v19 != v15
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.full((), 0x0, tl.uint32)
    v23 = tl.where(v20, v21, v22)
    v24 = v18 | v23
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v8 < v25
    v27 = tl.where(v26, v24, v12)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x3, tl.uint32)
    v31 = v0 << v30
    v32 = tl.full((), 0x3ff0000, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7e000000, tl.uint32)
    v35 = v33 | v34
    v36 = tl.where(v29, v35, v27)
    v37 = tl.full((), 0xffff, tl.uint32)
    v38 = v4 * v37
    v39 = v36 + v38
    v40 = tl.full((), 0x80000000, tl.uint32)
    v41 = v0 & v40
    v42 = v39 | v41
    v43 = tl.full((), 0x10, tl.uint32)
    v44 = v42 >> v43
    v45 = v44.to(tl.uint16)
    v46 = v45.to(tl.float16, bitcast=True)
    return v46,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RD__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RD__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RNA__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3ff0000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x8000, tl.uint32)
    v30 = v28 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x10, tl.uint32)
    v35 = v33 >> v34
    v36 = v35.to(tl.uint16)
    v37 = v36.to(tl.float16, bitcast=True)
    return v37,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RNA__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RNA__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__RNA__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x477fe000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x477fe000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3ff0000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x8000, tl.uint32)
    v30 = v28 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x10, tl.uint32)
    v35 = v33 >> v34
    v36 = v35.to(tl.uint16)
    v37 = v36.to(tl.float16, bitcast=True)
    return v37,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float16__RNA__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float16__RNA__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__STOCHASTIC__sat0(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x47800000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 1099511627776.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x38800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0x3, tl.uint32)
    v25 = v2 << v24
    v26 = tl.full((), 0x3ff0000, tl.uint32)
    v27 = v25 & v26
    v28 = tl.full((), 0x7e000000, tl.uint32)
    v29 = v27 | v28
    v30 = tl.where(v23, v29, v21)
    v31 = tl.full((), 0xffff, tl.uint32)
    v32 = v1 & v31
    v33 = tl.full((), 0x0, tl.uint32)
    v34 = v32 << v33
    v35 = v30 + v34
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = v2 & v36
    v38 = v35 | v37
    v39 = tl.full((), 0x10, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint16)
    v42 = v41.to(tl.float16, bitcast=True)
    return v42,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float16__STOCHASTIC__sat0_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float16__STOCHASTIC__sat0(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float16__STOCHASTIC__sat1(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x477fe000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x477fe000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 1099511627776.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x38800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0x3, tl.uint32)
    v25 = v2 << v24
    v26 = tl.full((), 0x3ff0000, tl.uint32)
    v27 = v25 & v26
    v28 = tl.full((), 0x7e000000, tl.uint32)
    v29 = v27 | v28
    v30 = tl.where(v23, v29, v21)
    v31 = tl.full((), 0xffff, tl.uint32)
    v32 = v1 & v31
    v33 = tl.full((), 0x0, tl.uint32)
    v34 = v32 << v33
    v35 = v30 + v34
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = v2 & v36
    v38 = v35 | v37
    v39 = tl.full((), 0x10, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint16)
    v42 = v41.to(tl.float16, bitcast=True)
    return v42,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float16__STOCHASTIC__sat1_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float16__STOCHASTIC__sat1(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RN__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43f00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43f00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x18, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7fffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x18, tl.uint32)
    v33 = v31 >> v32
    v34 = v33.to(tl.uint8)
    v35 = v34.to(tl.uint8, bitcast=True)
    return v35,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RN__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RN__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RN__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43e00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43e00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x18, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7fffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x7f000000, tl.uint32)
    v30 = tl.where(v21, v29, v28)
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x18, tl.uint32)
    v35 = v33 >> v34
    v36 = v35.to(tl.uint8)
    v37 = v36.to(tl.uint8, bitcast=True)
    return v37,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RN__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RN__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RZ__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43e00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43e00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v2 == v22
    v24 = tl.full((), 0x7f000000, tl.uint32)
    v25 = tl.where(v23, v24, v19)
    v26 = tl.full((), 0x7f000000, tl.uint32)
    v27 = tl.where(v21, v26, v25)
    v28 = tl.full((), 0x80000000, tl.uint32)
    v29 = v0 & v28
    v30 = v27 | v29
    v31 = tl.full((), 0x18, tl.uint32)
    v32 = v30 >> v31
    v33 = v32.to(tl.uint8)
    v34 = v33.to(tl.uint8, bitcast=True)
    return v34,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RZ__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RZ__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RZ__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43e00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43e00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x7f000000, tl.uint32)
    v23 = tl.where(v21, v22, v19)
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x18, tl.uint32)
    v28 = v26 >> v27
    v29 = v28.to(tl.uint8)
    v30 = v29.to(tl.uint8, bitcast=True)
    return v30,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RZ__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RZ__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RU__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43f00000, tl.uint32)
    v6 = v5 - v4
    v7 = v2 < v6
    v8 = tl.where(v7, v2, v6)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3c800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 >= v28
    v30 = tl.full((), 0x7f000000, tl.uint32)
    v31 = tl.where(v29, v30, v25)
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v32 - v4
    v34 = tl.full((), 0xffffff, tl.uint32)
    v35 = v33 * v34
    v36 = v31 + v35
    v37 = tl.full((), 0x80000000, tl.uint32)
    v38 = v0 & v37
    v39 = v36 | v38
    v40 = tl.full((), 0x18, tl.uint32)
    v41 = v39 >> v40
    v42 = v41.to(tl.uint8)
    v43 = v42.to(tl.uint8, bitcast=True)
    return v43,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RU__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RU__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RU__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43e00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43e00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3c800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v28 - v4
    v30 = tl.full((), 0xffffff, tl.uint32)
    v31 = v29 * v30
    v32 = v25 + v31
    v33 = tl.full((), 0x7f000000, tl.uint32)
    v34 = tl.where(v27, v33, v32)
    v35 = tl.full((), 0x80000000, tl.uint32)
    v36 = v0 & v35
    v37 = v34 | v36
    v38 = tl.full((), 0x18, tl.uint32)
    v39 = v37 >> v38
    v40 = v39.to(tl.uint8)
    v41 = v40.to(tl.uint8, bitcast=True)
    return v41,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RU__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RU__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RD__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x1, tl.uint32)
    v6 = v5 - v4
    v7 = tl.full((), 0x43f00000, tl.uint32)
    v8 = v7 - v6
    v9 = v2 < v8
    v10 = tl.where(v9, v2, v8)
    v11 = tl.full((), 0x4, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 8589934592.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = v18 > v19
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.where(v20, v18, v21)
    v23 = v10 < v22
    v24 = tl.where(v23, v10, v22)
    v25 = tl.full((), 0x3c800000, tl.uint32)
    v26 = v10 < v25
    v27 = tl.where(v26, v24, v14)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v2 >= v30
    v32 = tl.full((), 0x7f000000, tl.uint32)
    v33 = tl.where(v31, v32, v27)
    v34 = tl.full((), 0xffffff, tl.uint32)
    v35 = v4 * v34
    v36 = v33 + v35
    v37 = tl.full((), 0x80000000, tl.uint32)
    v38 = v0 & v37
    v39 = v36 | v38
    v40 = tl.full((), 0x18, tl.uint32)
    v41 = v39 >> v40
    v42 = v41.to(tl.uint8)
    v43 = v42.to(tl.uint8, bitcast=True)
    return v43,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RD__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RD__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RD__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43e00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43e00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3c800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0xffffff, tl.uint32)
    v29 = v4 * v28
    v30 = v25 + v29
    v31 = tl.full((), 0x7f000000, tl.uint32)
    v32 = tl.where(v27, v31, v30)
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = v0 & v33
    v35 = v32 | v34
    v36 = tl.full((), 0x18, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    return v39,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RD__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RD__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RNA__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43f00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43f00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x800000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x18, tl.uint32)
    v28 = v26 >> v27
    v29 = v28.to(tl.uint8)
    v30 = v29.to(tl.uint8, bitcast=True)
    return v30,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RNA__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RNA__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__RNA__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43e00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43e00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 8589934592.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x800000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x7f000000, tl.uint32)
    v25 = tl.where(v21, v24, v23)
    v26 = tl.full((), 0x80000000, tl.uint32)
    v27 = v0 & v26
    v28 = v25 | v27
    v29 = tl.full((), 0x18, tl.uint32)
    v30 = v28 >> v29
    v31 = v30.to(tl.uint8)
    v32 = v31.to(tl.uint8, bitcast=True)
    return v32,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FN__RNA__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FN__RNA__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__STOCHASTIC__sat0(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x43f00000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x43f00000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x4, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 8589934592.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x3c800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0x8, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x18, tl.uint32)
    v33 = v31 >> v32
    v34 = v33.to(tl.uint8)
    v35 = v34.to(tl.uint8, bitcast=True)
    return v35,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E4M3FN__STOCHASTIC__sat0_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E4M3FN__STOCHASTIC__sat0(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FN__STOCHASTIC__sat1(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x43e00000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x43e00000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x4, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 8589934592.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x3c800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0x8, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x7f000000, tl.uint32)
    v30 = tl.where(v23, v29, v28)
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v2 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x18, tl.uint32)
    v35 = v33 >> v34
    v36 = v35.to(tl.uint8)
    v37 = v36.to(tl.uint8, bitcast=True)
    return v37,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E4M3FN__STOCHASTIC__sat1_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E4M3FN__STOCHASTIC__sat1(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RN__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3000000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x18, tl.uint32)
    v30 = v28 >> v29
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = v30 & v31
    v33 = tl.full((), 0x7fffff, tl.uint32)
    v34 = v33 + v32
    v35 = v28 + v34
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = v0 & v36
    v38 = v35 | v37
    v39 = tl.full((), 0x18, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint8)
    v42 = v41.to(tl.uint8, bitcast=True)
    return v42,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RN__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RN__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RN__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3000000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x18, tl.uint32)
    v30 = v28 >> v29
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = v30 & v31
    v33 = tl.full((), 0x7fffff, tl.uint32)
    v34 = v33 + v32
    v35 = v28 + v34
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = v0 & v36
    v38 = v35 | v37
    v39 = tl.full((), 0x18, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint8)
    v42 = v41.to(tl.uint8, bitcast=True)
    return v42,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RN__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RN__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RZ__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v2 == v22
    v24 = tl.full((), 0x7c000000, tl.uint32)
    v25 = tl.where(v23, v24, v19)
    v26 = tl.full((), 0x3, tl.uint32)
    v27 = v0 << v26
    v28 = tl.full((), 0x3000000, tl.uint32)
    v29 = v27 & v28
    v30 = tl.full((), 0x7e000000, tl.uint32)
    v31 = v29 | v30
    v32 = tl.where(v21, v31, v25)
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = v0 & v33
    v35 = v32 | v34
    v36 = tl.full((), 0x18, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    return v39,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RZ__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RZ__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RZ__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3000000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x18, tl.uint32)
    v33 = v31 >> v32
    v34 = v33.to(tl.uint8)
    v35 = v34.to(tl.uint8, bitcast=True)
    return v35,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RZ__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RZ__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RU__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v5 - v4
    v7 = v2 < v6
    v8 = tl.where(v7, v2, v6)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x38800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 == v28
    v30 = tl.full((), 0x7c000000, tl.uint32)
    v31 = tl.where(v29, v30, v25)
    v32 = tl.full((), 0x3, tl.uint32)
    v33 = v0 << v32
    v34 = tl.full((), 0x3000000, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x7e000000, tl.uint32)
    v37 = v35 | v36
    v38 = tl.where(v27, v37, v31)
    v39 = tl.full((), 0x1, tl.uint32)
    v40 = v39 - v4
    v41 = tl.full((), 0xffffff, tl.uint32)
    v42 = v40 * v41
    v43 = v38 + v42
    v44 = tl.full((), 0x80000000, tl.uint32)
    v45 = v0 & v44
    v46 = v43 | v45
    v47 = tl.full((), 0x18, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint8)
    v50 = v49.to(tl.uint8, bitcast=True)
    return v50,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RU__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RU__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RU__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x38800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x3, tl.uint32)
    v29 = v0 << v28
    v30 = tl.full((), 0x3000000, tl.uint32)
    v31 = v29 & v30
    v32 = tl.full((), 0x7e000000, tl.uint32)
    v33 = v31 | v32
    v34 = tl.where(v27, v33, v25)
    v35 = tl.full((), 0x1, tl.uint32)
    v36 = v35 - v4
    v37 = tl.full((), 0xffffff, tl.uint32)
    v38 = v36 * v37
    v39 = v34 + v38
    v40 = tl.full((), 0x80000000, tl.uint32)
    v41 = v0 & v40
    v42 = v39 | v41
    v43 = tl.full((), 0x18, tl.uint32)
    v44 = v42 >> v43
    v45 = v44.to(tl.uint8)
    v46 = v45.to(tl.uint8, bitcast=True)
    return v46,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RU__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RU__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RD__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x1, tl.uint32)
    v6 = v5 - v4
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = v7 - v6
    v9 = v2 < v8
    v10 = tl.where(v9, v2, v8)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 1099511627776.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = v18 > v19
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.where(v20, v18, v21)
    v23 = v10 < v22
    v24 = tl.where(v23, v10, v22)
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v10 < v25
    v27 = tl.where(v26, v24, v14)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v2 == v30
    v32 = tl.full((), 0x7c000000, tl.uint32)
    v33 = tl.where(v31, v32, v27)
    v34 = tl.full((), 0x3, tl.uint32)
    v35 = v0 << v34
    v36 = tl.full((), 0x3000000, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x7e000000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v29, v39, v33)
    v41 = tl.full((), 0xffffff, tl.uint32)
    v42 = v4 * v41
    v43 = v40 + v42
    v44 = tl.full((), 0x80000000, tl.uint32)
    v45 = v0 & v44
    v46 = v43 | v45
    v47 = tl.full((), 0x18, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint8)
    v50 = v49.to(tl.uint8, bitcast=True)
    return v50,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RD__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RD__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RD__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x38800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x3, tl.uint32)
    v29 = v0 << v28
    v30 = tl.full((), 0x3000000, tl.uint32)
    v31 = v29 & v30
    v32 = tl.full((), 0x7e000000, tl.uint32)
    v33 = v31 | v32
    v34 = tl.where(v27, v33, v25)
    v35 = tl.full((), 0xffffff, tl.uint32)
    v36 = v4 * v35
    v37 = v34 + v36
    v38 = tl.full((), 0x80000000, tl.uint32)
    v39 = v0 & v38
    v40 = v37 | v39
    v41 = tl.full((), 0x18, tl.uint32)
    v42 = v40 >> v41
    v43 = v42.to(tl.uint8)
    v44 = v43.to(tl.uint8, bitcast=True)
    return v44,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RD__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RD__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RNA__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3000000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x800000, tl.uint32)
    v30 = v28 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x18, tl.uint32)
    v35 = v33 >> v34
    v36 = v35.to(tl.uint8)
    v37 = v36.to(tl.uint8, bitcast=True)
    return v37,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RNA__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RNA__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__RNA__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 1099511627776.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v0 << v22
    v24 = tl.full((), 0x3000000, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7e000000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v21, v27, v19)
    v29 = tl.full((), 0x800000, tl.uint32)
    v30 = v28 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x18, tl.uint32)
    v35 = v33 >> v34
    v36 = v35.to(tl.uint8)
    v37 = v36.to(tl.uint8, bitcast=True)
    return v37,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2__RNA__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2__RNA__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__STOCHASTIC__sat0(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x47800000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 1099511627776.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x38800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0x3, tl.uint32)
    v25 = v2 << v24
    v26 = tl.full((), 0x3000000, tl.uint32)
    v27 = v25 & v26
    v28 = tl.full((), 0x7e000000, tl.uint32)
    v29 = v27 | v28
    v30 = tl.where(v23, v29, v21)
    v31 = tl.full((), 0xffff, tl.uint32)
    v32 = v1 & v31
    v33 = tl.full((), 0x8, tl.uint32)
    v34 = v32 << v33
    v35 = v30 + v34
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = v2 & v36
    v38 = v35 | v37
    v39 = tl.full((), 0x18, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint8)
    v42 = v41.to(tl.uint8, bitcast=True)
    return v42,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E5M2__STOCHASTIC__sat0_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E5M2__STOCHASTIC__sat0(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2__STOCHASTIC__sat1(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x47600000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 1099511627776.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x38800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0x3, tl.uint32)
    v25 = v2 << v24
    v26 = tl.full((), 0x3000000, tl.uint32)
    v27 = v25 & v26
    v28 = tl.full((), 0x7e000000, tl.uint32)
    v29 = v27 | v28
    v30 = tl.where(v23, v29, v21)
    v31 = tl.full((), 0xffff, tl.uint32)
    v32 = v1 & v31
    v33 = tl.full((), 0x8, tl.uint32)
    v34 = v32 << v33
    v35 = v30 + v34
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = v2 & v36
    v38 = v35 | v37
    v39 = tl.full((), 0x18, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint8)
    v42 = v41.to(tl.uint8, bitcast=True)
    return v42,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E5M2__STOCHASTIC__sat1_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E5M2__STOCHASTIC__sat1(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RN__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x18, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7fffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x18, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    return v39,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RN__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RN__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RN__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43700000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43700000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x18, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7fffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = tl.where(v21, v36, v35)
    v38 = tl.full((), 0x18, tl.uint32)
    v39 = v37 >> v38
    v40 = v39.to(tl.uint8)
    v41 = v40.to(tl.uint8, bitcast=True)
    return v41,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RN__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RN__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RZ__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43700000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43700000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v2 == v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = tl.where(v23, v24, v19)
    v26 = tl.full((), 0x80000000, tl.uint32)
    v27 = v0 & v26
    v28 = v25 | v27
    v29 = tl.full((), 0x1000000, tl.uint32)
    v30 = v25 < v29
    v31 = tl.full((), 0x0, tl.uint32)
    v32 = tl.where(v30, v31, v28)
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = tl.where(v21, v33, v32)
    v35 = tl.full((), 0x18, tl.uint32)
    v36 = v34 >> v35
    v37 = v36.to(tl.uint8)
    v38 = v37.to(tl.uint8, bitcast=True)
    return v38,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RZ__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RZ__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RZ__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43700000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43700000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x80000000, tl.uint32)
    v23 = v0 & v22
    v24 = v19 | v23
    v25 = tl.full((), 0x1000000, tl.uint32)
    v26 = v19 < v25
    v27 = tl.full((), 0x0, tl.uint32)
    v28 = tl.where(v26, v27, v24)
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = tl.where(v21, v29, v28)
    v31 = tl.full((), 0x18, tl.uint32)
    v32 = v30 >> v31
    v33 = v32.to(tl.uint8)
    v34 = v33.to(tl.uint8, bitcast=True)
    return v34,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RZ__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RZ__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RU__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43800000, tl.uint32)
    v6 = v5 - v4
    v7 = v2 < v6
    v8 = tl.where(v7, v2, v6)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3c000000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 >= v28
    v30 = tl.full((), 0x80000000, tl.uint32)
    v31 = tl.where(v29, v30, v25)
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v32 - v4
    v34 = tl.full((), 0xffffff, tl.uint32)
    v35 = v33 * v34
    v36 = v31 + v35
    v37 = tl.full((), 0x80000000, tl.uint32)
    v38 = v0 & v37
    v39 = v36 | v38
    v40 = tl.full((), 0x1000000, tl.uint32)
    v41 = v36 < v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = tl.where(v41, v42, v39)
    v44 = tl.full((), 0x18, tl.uint32)
    v45 = v43 >> v44
    v46 = v45.to(tl.uint8)
    v47 = v46.to(tl.uint8, bitcast=True)
    return v47,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RU__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RU__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RU__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43700000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43700000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3c000000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v28 - v4
    v30 = tl.full((), 0xffffff, tl.uint32)
    v31 = v29 * v30
    v32 = v25 + v31
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = v0 & v33
    v35 = v32 | v34
    v36 = tl.full((), 0x1000000, tl.uint32)
    v37 = v32 < v36
    v38 = tl.full((), 0x0, tl.uint32)
    v39 = tl.where(v37, v38, v35)
    v40 = tl.full((), 0x80000000, tl.uint32)
    v41 = tl.where(v27, v40, v39)
    v42 = tl.full((), 0x18, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint8)
    v45 = v44.to(tl.uint8, bitcast=True)
    return v45,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RU__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RU__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RD__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x1, tl.uint32)
    v6 = v5 - v4
    v7 = tl.full((), 0x43800000, tl.uint32)
    v8 = v7 - v6
    v9 = v2 < v8
    v10 = tl.where(v9, v2, v8)
    v11 = tl.full((), 0x4, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xb8000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 17179869184.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = v18 > v19
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.where(v20, v18, v21)
    v23 = v10 < v22
    v24 = tl.where(v23, v10, v22)
    v25 = tl.full((), 0x3c000000, tl.uint32)
    v26 = v10 < v25
    v27 = tl.where(v26, v24, v14)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v2 >= v30
    v32 = tl.full((), 0x80000000, tl.uint32)
    v33 = tl.where(v31, v32, v27)
    v34 = tl.full((), 0xffffff, tl.uint32)
    v35 = v4 * v34
    v36 = v33 + v35
    v37 = tl.full((), 0x80000000, tl.uint32)
    v38 = v0 & v37
    v39 = v36 | v38
    v40 = tl.full((), 0x1000000, tl.uint32)
    v41 = v36 < v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = tl.where(v41, v42, v39)
    v44 = tl.full((), 0x18, tl.uint32)
    v45 = v43 >> v44
    v46 = v45.to(tl.uint8)
    v47 = v46.to(tl.uint8, bitcast=True)
    return v47,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RD__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RD__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RD__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43700000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43700000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3c000000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0xffffff, tl.uint32)
    v29 = v4 * v28
    v30 = v25 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x1000000, tl.uint32)
    v35 = v30 < v34
    v36 = tl.full((), 0x0, tl.uint32)
    v37 = tl.where(v35, v36, v33)
    v38 = tl.full((), 0x80000000, tl.uint32)
    v39 = tl.where(v27, v38, v37)
    v40 = tl.full((), 0x18, tl.uint32)
    v41 = v39 >> v40
    v42 = v41.to(tl.uint8)
    v43 = v42.to(tl.uint8, bitcast=True)
    return v43,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RD__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RD__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RNA__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x800000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x1000000, tl.uint32)
    v28 = v23 < v27
    v29 = tl.full((), 0x0, tl.uint32)
    v30 = tl.where(v28, v29, v26)
    v31 = tl.full((), 0x18, tl.uint32)
    v32 = v30 >> v31
    v33 = v32.to(tl.uint8)
    v34 = v33.to(tl.uint8, bitcast=True)
    return v34,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RNA__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RNA__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__RNA__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x43700000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x43700000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x4, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xb8000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 17179869184.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3c000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x800000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x1000000, tl.uint32)
    v28 = v23 < v27
    v29 = tl.full((), 0x0, tl.uint32)
    v30 = tl.where(v28, v29, v26)
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = tl.where(v21, v31, v30)
    v33 = tl.full((), 0x18, tl.uint32)
    v34 = v32 >> v33
    v35 = v34.to(tl.uint8)
    v36 = v35.to(tl.uint8, bitcast=True)
    return v36,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__RNA__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E4M3FNUZ__RNA__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__STOCHASTIC__sat0(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x43800000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x43800000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x4, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xb8000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 17179869184.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x3c000000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0x8, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x18, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    return v39,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__STOCHASTIC__sat0_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E4M3FNUZ__STOCHASTIC__sat0(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E4M3FNUZ__STOCHASTIC__sat1(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x43700000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x43700000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x4, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xb8000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 17179869184.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x3c000000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0x8, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = tl.where(v23, v36, v35)
    v38 = tl.full((), 0x18, tl.uint32)
    v39 = v37 >> v38
    v40 = v39.to(tl.uint8)
    v41 = v40.to(tl.uint8, bitcast=True)
    return v41,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E4M3FNUZ__STOCHASTIC__sat1_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E4M3FNUZ__STOCHASTIC__sat1(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RN__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x18, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7fffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x18, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    return v39,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RN__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RN__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RN__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x18, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7fffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = tl.where(v21, v36, v35)
    v38 = tl.full((), 0x18, tl.uint32)
    v39 = v37 >> v38
    v40 = v39.to(tl.uint8)
    v41 = v40.to(tl.uint8, bitcast=True)
    return v41,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RN__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RN__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RZ__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v2 == v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = tl.where(v23, v24, v19)
    v26 = tl.full((), 0x80000000, tl.uint32)
    v27 = v0 & v26
    v28 = v25 | v27
    v29 = tl.full((), 0x1000000, tl.uint32)
    v30 = v25 < v29
    v31 = tl.full((), 0x0, tl.uint32)
    v32 = tl.where(v30, v31, v28)
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = tl.where(v21, v33, v32)
    v35 = tl.full((), 0x18, tl.uint32)
    v36 = v34 >> v35
    v37 = v36.to(tl.uint8)
    v38 = v37.to(tl.uint8, bitcast=True)
    return v38,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RZ__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RZ__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RZ__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x80000000, tl.uint32)
    v23 = v0 & v22
    v24 = v19 | v23
    v25 = tl.full((), 0x1000000, tl.uint32)
    v26 = v19 < v25
    v27 = tl.full((), 0x0, tl.uint32)
    v28 = tl.where(v26, v27, v24)
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = tl.where(v21, v29, v28)
    v31 = tl.full((), 0x18, tl.uint32)
    v32 = v30 >> v31
    v33 = v32.to(tl.uint8)
    v34 = v33.to(tl.uint8, bitcast=True)
    return v34,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RZ__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RZ__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RU__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v5 - v4
    v7 = v2 < v6
    v8 = tl.where(v7, v2, v6)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x38000000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 >= v28
    v30 = tl.full((), 0x80000000, tl.uint32)
    v31 = tl.where(v29, v30, v25)
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v32 - v4
    v34 = tl.full((), 0xffffff, tl.uint32)
    v35 = v33 * v34
    v36 = v31 + v35
    v37 = tl.full((), 0x80000000, tl.uint32)
    v38 = v0 & v37
    v39 = v36 | v38
    v40 = tl.full((), 0x1000000, tl.uint32)
    v41 = v36 < v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = tl.where(v41, v42, v39)
    v44 = tl.full((), 0x18, tl.uint32)
    v45 = v43 >> v44
    v46 = v45.to(tl.uint8)
    v47 = v46.to(tl.uint8, bitcast=True)
    return v47,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RU__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RU__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RU__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x38000000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v28 - v4
    v30 = tl.full((), 0xffffff, tl.uint32)
    v31 = v29 * v30
    v32 = v25 + v31
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = v0 & v33
    v35 = v32 | v34
    v36 = tl.full((), 0x1000000, tl.uint32)
    v37 = v32 < v36
    v38 = tl.full((), 0x0, tl.uint32)
    v39 = tl.where(v37, v38, v35)
    v40 = tl.full((), 0x80000000, tl.uint32)
    v41 = tl.where(v27, v40, v39)
    v42 = tl.full((), 0x18, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint8)
    v45 = v44.to(tl.uint8, bitcast=True)
    return v45,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RU__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RU__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RD__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x1, tl.uint32)
    v6 = v5 - v4
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = v7 - v6
    v9 = v2 < v8
    v10 = tl.where(v9, v2, v8)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xbc000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 2199023255552.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = v18 > v19
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = tl.where(v20, v18, v21)
    v23 = v10 < v22
    v24 = tl.where(v23, v10, v22)
    v25 = tl.full((), 0x38000000, tl.uint32)
    v26 = v10 < v25
    v27 = tl.where(v26, v24, v14)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v2 > v28
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v2 >= v30
    v32 = tl.full((), 0x80000000, tl.uint32)
    v33 = tl.where(v31, v32, v27)
    v34 = tl.full((), 0xffffff, tl.uint32)
    v35 = v4 * v34
    v36 = v33 + v35
    v37 = tl.full((), 0x80000000, tl.uint32)
    v38 = v0 & v37
    v39 = v36 | v38
    v40 = tl.full((), 0x1000000, tl.uint32)
    v41 = v36 < v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = tl.where(v41, v42, v39)
    v44 = tl.full((), 0x18, tl.uint32)
    v45 = v43 >> v44
    v46 = v45.to(tl.uint8)
    v47 = v46.to(tl.uint8, bitcast=True)
    return v47,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RD__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RD__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RD__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x38000000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0xffffff, tl.uint32)
    v29 = v4 * v28
    v30 = v25 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x1000000, tl.uint32)
    v35 = v30 < v34
    v36 = tl.full((), 0x0, tl.uint32)
    v37 = tl.where(v35, v36, v33)
    v38 = tl.full((), 0x80000000, tl.uint32)
    v39 = tl.where(v27, v38, v37)
    v40 = tl.full((), 0x18, tl.uint32)
    v41 = v39 >> v40
    v42 = v41.to(tl.uint8)
    v43 = v42.to(tl.uint8, bitcast=True)
    return v43,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RD__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RD__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RNA__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47800000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x800000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x1000000, tl.uint32)
    v28 = v23 < v27
    v29 = tl.full((), 0x0, tl.uint32)
    v30 = tl.where(v28, v29, v26)
    v31 = tl.full((), 0x18, tl.uint32)
    v32 = v30 >> v31
    v33 = v32.to(tl.uint8)
    v34 = v33.to(tl.uint8, bitcast=True)
    return v34,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RNA__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RNA__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__RNA__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x47600000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x3, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xbc000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 2199023255552.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x38000000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x800000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x1000000, tl.uint32)
    v28 = v23 < v27
    v29 = tl.full((), 0x0, tl.uint32)
    v30 = tl.where(v28, v29, v26)
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = tl.where(v21, v31, v30)
    v33 = tl.full((), 0x18, tl.uint32)
    v34 = v32 >> v33
    v35 = v34.to(tl.uint8)
    v36 = v35.to(tl.uint8, bitcast=True)
    return v36,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__RNA__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float8E5M2FNUZ__RNA__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__STOCHASTIC__sat0(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x47800000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x47800000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xbc000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 2199023255552.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x38000000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0x8, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x18, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    return v39,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__STOCHASTIC__sat0_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E5M2FNUZ__STOCHASTIC__sat0(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float8E5M2FNUZ__STOCHASTIC__sat1(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x47600000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x47600000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x3, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xbc000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 2199023255552.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x38000000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0x8, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1000000, tl.uint32)
    v33 = v28 < v32
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v33, v34, v31)
    v36 = tl.full((), 0x80000000, tl.uint32)
    v37 = tl.where(v23, v36, v35)
    v38 = tl.full((), 0x18, tl.uint32)
    v39 = v37 >> v38
    v40 = v39.to(tl.uint8)
    v41 = v40.to(tl.uint8, bitcast=True)
    return v41,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float8E5M2FNUZ__STOCHASTIC__sat1_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float8E5M2FNUZ__STOCHASTIC__sat1(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RN__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3f800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x1c, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7ffffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1c, tl.uint32)
    v33 = v31 >> v32
    v34 = (v33 & 0xF).to(tl.uint8)
    v35 = v34.to(tl.uint8, bitcast=True)
    v36 = v35.to(tl.uint8, bitcast=True)
    v37 = (v36.to(tl.uint8) ^ 8) - 8
    v38 = tl.full((), 0xf, tl.uint8)
    v39 = v37 & v38
    return v39,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RN__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RN__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RN__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3f800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x1c, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 & v24
    v26 = tl.full((), 0x7ffffff, tl.uint32)
    v27 = v26 + v25
    v28 = v19 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v0 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1c, tl.uint32)
    v33 = v31 >> v32
    v34 = (v33 & 0xF).to(tl.uint8)
    v35 = v34.to(tl.uint8, bitcast=True)
    v36 = v35.to(tl.uint8, bitcast=True)
    v37 = (v36.to(tl.uint8) ^ 8) - 8
    v38 = tl.full((), 0xf, tl.uint8)
    v39 = v37 & v38
    return v39,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RN__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RN__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RZ__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3f800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x80000000, tl.uint32)
    v23 = v0 & v22
    v24 = v19 | v23
    v25 = tl.full((), 0x1c, tl.uint32)
    v26 = v24 >> v25
    v27 = (v26 & 0xF).to(tl.uint8)
    v28 = v27.to(tl.uint8, bitcast=True)
    v29 = v28.to(tl.uint8, bitcast=True)
    v30 = (v29.to(tl.uint8) ^ 8) - 8
    v31 = tl.full((), 0xf, tl.uint8)
    v32 = v30 & v31
    return v32,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RZ__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RZ__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RZ__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3f800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x80000000, tl.uint32)
    v23 = v0 & v22
    v24 = v19 | v23
    v25 = tl.full((), 0x1c, tl.uint32)
    v26 = v24 >> v25
    v27 = (v26 & 0xF).to(tl.uint8)
    v28 = v27.to(tl.uint8, bitcast=True)
    v29 = v28.to(tl.uint8, bitcast=True)
    v30 = (v29.to(tl.uint8) ^ 8) - 8
    v31 = tl.full((), 0xf, tl.uint8)
    v32 = v30 & v31
    return v32,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RZ__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RZ__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RU__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3f800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v28 - v4
    v30 = tl.full((), 0xfffffff, tl.uint32)
    v31 = v29 * v30
    v32 = v25 + v31
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = v0 & v33
    v35 = v32 | v34
    v36 = tl.full((), 0x1c, tl.uint32)
    v37 = v35 >> v36
    v38 = (v37 & 0xF).to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    v40 = v39.to(tl.uint8, bitcast=True)
    v41 = (v40.to(tl.uint8) ^ 8) - 8
    v42 = tl.full((), 0xf, tl.uint8)
    v43 = v41 & v42
    return v43,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RU__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RU__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RU__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3f800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v28 - v4
    v30 = tl.full((), 0xfffffff, tl.uint32)
    v31 = v29 * v30
    v32 = v25 + v31
    v33 = tl.full((), 0x80000000, tl.uint32)
    v34 = v0 & v33
    v35 = v32 | v34
    v36 = tl.full((), 0x1c, tl.uint32)
    v37 = v35 >> v36
    v38 = (v37 & 0xF).to(tl.uint8)
    v39 = v38.to(tl.uint8, bitcast=True)
    v40 = v39.to(tl.uint8, bitcast=True)
    v41 = (v40.to(tl.uint8) ^ 8) - 8
    v42 = tl.full((), 0xf, tl.uint8)
    v43 = v41 & v42
    return v43,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RU__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RU__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RD__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3f800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0xfffffff, tl.uint32)
    v29 = v4 * v28
    v30 = v25 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x1c, tl.uint32)
    v35 = v33 >> v34
    v36 = (v35 & 0xF).to(tl.uint8)
    v37 = v36.to(tl.uint8, bitcast=True)
    v38 = v37.to(tl.uint8, bitcast=True)
    v39 = (v38.to(tl.uint8) ^ 8) - 8
    v40 = tl.full((), 0xf, tl.uint8)
    v41 = v39 & v40
    return v41,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RD__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RD__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RD__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x1, tl.uint32)
    v18 = v16 > v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = tl.where(v18, v16, v19)
    v21 = v8 < v20
    v22 = tl.where(v21, v8, v20)
    v23 = tl.full((), 0x3f800000, tl.uint32)
    v24 = v8 < v23
    v25 = tl.where(v24, v22, v12)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v2 > v26
    v28 = tl.full((), 0xfffffff, tl.uint32)
    v29 = v4 * v28
    v30 = v25 + v29
    v31 = tl.full((), 0x80000000, tl.uint32)
    v32 = v0 & v31
    v33 = v30 | v32
    v34 = tl.full((), 0x1c, tl.uint32)
    v35 = v33 >> v34
    v36 = (v35 & 0xF).to(tl.uint8)
    v37 = v36.to(tl.uint8, bitcast=True)
    v38 = v37.to(tl.uint8, bitcast=True)
    v39 = (v38.to(tl.uint8) ^ 8) - 8
    v40 = tl.full((), 0xf, tl.uint8)
    v41 = v39 & v40
    return v41,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RD__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RD__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RNA__sat0(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3f800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x8000000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x1c, tl.uint32)
    v28 = v26 >> v27
    v29 = (v28 & 0xF).to(tl.uint8)
    v30 = v29.to(tl.uint8, bitcast=True)
    v31 = v30.to(tl.uint8, bitcast=True)
    v32 = (v31.to(tl.uint8) ^ 8) - 8
    v33 = tl.full((), 0xf, tl.uint8)
    v34 = v32 & v33
    return v34,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RNA__sat0_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RNA__sat0(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__RNA__sat1(a0, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a0.to(tl.uint32, bitcast=True)
    v1 = tl.full((), 0x7fffffff, tl.uint32)
    v2 = v0 & v1
    v3 = tl.full((), 0x1f, tl.uint32)
    v4 = v0 >> v3
    v5 = tl.full((), 0x40c00000, tl.uint32)
    v6 = v2 < v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = tl.where(v6, v2, v7)
    v9 = tl.full((), 0x6, tl.uint32)
    v10 = v8 << v9
    v11 = tl.full((), 0xc0000000, tl.uint32)
    v12 = v10 - v11
    v13 = v8.to(tl.float32, bitcast=True)
    v14 = tl.full((), 536870912.0, tl.float32)
    v15 = v13 * v14
    v16 = v15.to(tl.uint32)
    v17 = tl.full((), 0x3f800000, tl.uint32)
    v18 = v8 < v17
    v19 = tl.where(v18, v16, v12)
    v20 = tl.full((), 0x7f800000, tl.uint32)
    v21 = v2 > v20
    v22 = tl.full((), 0x8000000, tl.uint32)
    v23 = v19 + v22
    v24 = tl.full((), 0x80000000, tl.uint32)
    v25 = v0 & v24
    v26 = v23 | v25
    v27 = tl.full((), 0x1c, tl.uint32)
    v28 = v26 >> v27
    v29 = (v28 & 0xF).to(tl.uint8)
    v30 = v29.to(tl.uint8, bitcast=True)
    v31 = v30.to(tl.uint8, bitcast=True)
    v32 = (v31.to(tl.uint8) ^ 8) - 8
    v33 = tl.full((), 0xf, tl.uint8)
    v34 = v32 & v33
    return v34,



@triton.jit(do_not_specialize=['a', 'b', 'c'])
def round_to__Float4E2M1FN__RNA__sat1_kernel(X0, Y0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    r0, = round_to__Float4E2M1FN__RNA__sat1(x0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__STOCHASTIC__sat0(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x40c00000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x6, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 536870912.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x3f800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0xc, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1c, tl.uint32)
    v33 = v31 >> v32
    v34 = (v33 & 0xF).to(tl.uint8)
    v35 = v34.to(tl.uint8, bitcast=True)
    v36 = v35.to(tl.uint8, bitcast=True)
    v37 = (v36.to(tl.uint8) ^ 8) - 8
    v38 = tl.full((), 0xf, tl.uint8)
    v39 = v37 & v38
    return v39,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float4E2M1FN__STOCHASTIC__sat0_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float4E2M1FN__STOCHASTIC__sat0(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)


@triton.jit
def round_to__Float4E2M1FN__STOCHASTIC__sat1(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x0, tl.uint64)
    v1 = tile_chunks16(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x1f, tl.uint32)
    v6 = v2 >> v5
    v7 = tl.full((), 0x40c00000, tl.uint32)
    v8 = v4 < v7
    v9 = tl.full((), 0x40c00000, tl.uint32)
    v10 = tl.where(v8, v4, v9)
    v11 = tl.full((), 0x6, tl.uint32)
    v12 = v10 << v11
    v13 = tl.full((), 0xc0000000, tl.uint32)
    v14 = v12 - v13
    v15 = v10.to(tl.float32, bitcast=True)
    v16 = tl.full((), 536870912.0, tl.float32)
    v17 = v15 * v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0x3f800000, tl.uint32)
    v20 = v10 < v19
    v21 = tl.where(v20, v18, v14)
    v22 = tl.full((), 0x7f800000, tl.uint32)
    v23 = v4 > v22
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v1 & v24
    v26 = tl.full((), 0xc, tl.uint32)
    v27 = v25 << v26
    v28 = v21 + v27
    v29 = tl.full((), 0x80000000, tl.uint32)
    v30 = v2 & v29
    v31 = v28 | v30
    v32 = tl.full((), 0x1c, tl.uint32)
    v33 = v31 >> v32
    v34 = (v33 & 0xF).to(tl.uint8)
    v35 = v34.to(tl.uint8, bitcast=True)
    v36 = v35.to(tl.uint8, bitcast=True)
    v37 = (v36.to(tl.uint8) ^ 8) - 8
    v38 = tl.full((), 0xf, tl.uint8)
    v39 = v37 & v38
    return v39,



@triton.jit(do_not_specialize=['S0', 'a', 'b', 'c'])
def round_to__Float4E2M1FN__STOCHASTIC__sat1_kernel(X0, Y0, S0, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    r0, = round_to__Float4E2M1FN__STOCHASTIC__sat1(x0, s0, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0.to(tl.uint8, bitcast=True), mask=mask)
