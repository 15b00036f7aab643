"""Generated from the FlyDSL bodies (``python -m flydsl.rounding.tritongen.generate``): do not edit."""

# ruff: noqa
import triton
import triton.language as tl

from ..tiles import bits_f32, f32, job_frame, tile_chunks16, tile_frame, tile_words32, u32, u64


@triton.jit
def adamw__float32__float32__float32__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0 * a4
    v2 = v0 - a2
    v3 = v2 * a5
    v4 = a2 + v3
    v5 = a3 * a6
    v6 = v0 * v0
    v7 = v6 * a7
    v8 = v5 + v7
    v9 = tl.math.sqrt_rn(v8)
    v10 = tl.math.div_rn(v9, a9)
    v11 = v10 + a10
    v12 = tl.math.div_rn(v4, v11)
    v13 = a8 * v12
    v14 = v1 - v13
    return v14, v4, v8



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float32__float32__float32__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float32__float32__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float32__float32__float32__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float32__float32__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float32__float32__float32__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0 * a4
    v2 = v0 - a2
    v3 = v2 * a5
    v4 = a2 + v3
    v5 = a3 * a6
    v6 = v0 * v0
    v7 = v6 * a7
    v8 = v5 + v7
    v9 = tl.math.sqrt_rn(v8)
    v10 = tl.math.div_rn(v9, a9)
    v11 = v10 + a10
    v12 = tl.math.div_rn(v4, v11)
    v13 = a8 * v12
    v14 = v1 - v13
    return v14, v4, v8



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float32__float32__float32__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float32__float32__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float32__float32__float32__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float32__float32__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float32__float32__bfloat16__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0 * a4
    v2 = a2.to(tl.float32)
    v3 = v0 - v2
    v4 = v3 * a5
    v5 = v2 + v4
    v6 = a3.to(tl.float32)
    v7 = v6 * a6
    v8 = v0 * v0
    v9 = v8 * a7
    v10 = v7 + v9
    v11 = tl.math.sqrt_rn(v10)
    v12 = tl.math.div_rn(v11, a9)
    v13 = v12 + a10
    v14 = tl.math.div_rn(v5, v13)
    v15 = a8 * v14
    v16 = v1 - v15
    v17 = tl.full((), 0x1, tl.uint64)
    v18 = a13 + v17
    v19 = tile_chunks16(a12, v18, index, TILE, ALIGNED, ROUNDS)
    v20 = v5.to(tl.uint32, bitcast=True)
    v21 = v5 != v5
    v22 = tl.full((), 0xffff0000, tl.uint32)
    v23 = v20 & v22
    v24 = tl.full((), 0x400000, tl.uint32)
    v25 = v23 | v24
    v26 = tl.where(v21, v25, v20)
    v27 = tl.full((), 0xffff, tl.uint32)
    v28 = v19 & v27
    v29 = v26 + v28
    v30 = tl.full((), 0x10, tl.uint32)
    v31 = v29 >> v30
    v32 = v31.to(tl.uint16)
    v33 = v32.to(tl.bfloat16, bitcast=True)
    v34 = tl.full((), 0x2, tl.uint64)
    v35 = a13 + v34
    v36 = tile_chunks16(a12, v35, index, TILE, ALIGNED, ROUNDS)
    v37 = v10.to(tl.uint32, bitcast=True)
    v38 = v10 != v10
    v39 = tl.full((), 0xffff0000, tl.uint32)
    v40 = v37 & v39
    v41 = tl.full((), 0x400000, tl.uint32)
    v42 = v40 | v41
    v43 = tl.where(v38, v42, v37)
    v44 = tl.full((), 0xffff, tl.uint32)
    v45 = v36 & v44
    v46 = v43 + v45
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint16)
    v50 = v49.to(tl.bfloat16, bitcast=True)
    return v16, v33, v50



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float32__float32__bfloat16__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float32__float32__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float32__float32__bfloat16__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float32__float32__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float32__float32__bfloat16__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0 * a4
    v2 = a2.to(tl.float32)
    v3 = v0 - v2
    v4 = v3 * a5
    v5 = v2 + v4
    v6 = a3.to(tl.float32)
    v7 = v6 * a6
    v8 = v0 * v0
    v9 = v8 * a7
    v10 = v7 + v9
    v11 = tl.math.sqrt_rn(v10)
    v12 = tl.math.div_rn(v11, a9)
    v13 = v12 + a10
    v14 = tl.math.div_rn(v5, v13)
    v15 = a8 * v14
    v16 = v1 - v15
    v17 = v5.to(tl.uint32, bitcast=True)
    v18 = tl.full((), 0x10, tl.uint32)
    v19 = v17 >> v18
    v20 = tl.full((), 0x1, tl.uint32)
    v21 = v19 & v20
    v22 = tl.full((), 0x7fff, tl.uint32)
    v23 = v22 + v21
    v24 = v5 != v5
    v25 = tl.full((), 0xffff0000, tl.uint32)
    v26 = v17 & v25
    v27 = tl.full((), 0x400000, tl.uint32)
    v28 = v26 | v27
    v29 = tl.where(v24, v28, v17)
    v30 = v29 + v23
    v31 = tl.full((), 0x10, tl.uint32)
    v32 = v30 >> v31
    v33 = v32.to(tl.uint16)
    v34 = v33.to(tl.bfloat16, bitcast=True)
    v35 = v10.to(tl.uint32, bitcast=True)
    v36 = tl.full((), 0x10, tl.uint32)
    v37 = v35 >> v36
    v38 = tl.full((), 0x1, tl.uint32)
    v39 = v37 & v38
    v40 = tl.full((), 0x7fff, tl.uint32)
    v41 = v40 + v39
    v42 = v10 != v10
    v43 = tl.full((), 0xffff0000, tl.uint32)
    v44 = v35 & v43
    v45 = tl.full((), 0x400000, tl.uint32)
    v46 = v44 | v45
    v47 = tl.where(v42, v46, v35)
    v48 = v47 + v41
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = v50.to(tl.uint16)
    v52 = v51.to(tl.bfloat16, bitcast=True)
    return v16, v34, v52



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float32__float32__bfloat16__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float32__float32__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float32__float32__bfloat16__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float32__float32__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__bfloat16__float32__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = v1 - a2
    v5 = v4 * a5
    v6 = a2 + v5
    v7 = a3 * a6
    v8 = v1 * v1
    v9 = v8 * a7
    v10 = v7 + v9
    v11 = tl.math.sqrt_rn(v10)
    v12 = tl.math.div_rn(v11, a9)
    v13 = v12 + a10
    v14 = tl.math.div_rn(v6, v13)
    v15 = a8 * v14
    v16 = v3 - v15
    v17 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v18 = v16.to(tl.uint32, bitcast=True)
    v19 = v16 != v16
    v20 = tl.full((), 0xffff0000, tl.uint32)
    v21 = v18 & v20
    v22 = tl.full((), 0x400000, tl.uint32)
    v23 = v21 | v22
    v24 = tl.where(v19, v23, v18)
    v25 = tl.full((), 0xffff, tl.uint32)
    v26 = v17 & v25
    v27 = v24 + v26
    v28 = tl.full((), 0x10, tl.uint32)
    v29 = v27 >> v28
    v30 = v29.to(tl.uint16)
    v31 = v30.to(tl.bfloat16, bitcast=True)
    return v31, v6, v10



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__bfloat16__float32__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__bfloat16__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__bfloat16__float32__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__bfloat16__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__float32__float32__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 - a2
    v4 = v3 * a5
    v5 = a2 + v4
    v6 = a3 * a6
    v7 = v0 * v0
    v8 = v7 * a7
    v9 = v6 + v8
    v10 = tl.math.sqrt_rn(v9)
    v11 = tl.math.div_rn(v10, a9)
    v12 = v11 + a10
    v13 = tl.math.div_rn(v5, v12)
    v14 = a8 * v13
    v15 = v2 - v14
    v16 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v17 = v15.to(tl.uint32, bitcast=True)
    v18 = v15 != v15
    v19 = tl.full((), 0xffff0000, tl.uint32)
    v20 = v17 & v19
    v21 = tl.full((), 0x400000, tl.uint32)
    v22 = v20 | v21
    v23 = tl.where(v18, v22, v17)
    v24 = tl.full((), 0xffff, tl.uint32)
    v25 = v16 & v24
    v26 = v23 + v25
    v27 = tl.full((), 0x10, tl.uint32)
    v28 = v26 >> v27
    v29 = v28.to(tl.uint16)
    v30 = v29.to(tl.bfloat16, bitcast=True)
    return v30, v5, v9



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__float32__float32__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__float32__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__float32__float32__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__float32__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__bfloat16__float32__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = v1 - a2
    v5 = v4 * a5
    v6 = a2 + v5
    v7 = a3 * a6
    v8 = v1 * v1
    v9 = v8 * a7
    v10 = v7 + v9
    v11 = tl.math.sqrt_rn(v10)
    v12 = tl.math.div_rn(v11, a9)
    v13 = v12 + a10
    v14 = tl.math.div_rn(v6, v13)
    v15 = a8 * v14
    v16 = v3 - v15
    v17 = v16.to(tl.uint32, bitcast=True)
    v18 = tl.full((), 0x10, tl.uint32)
    v19 = v17 >> v18
    v20 = tl.full((), 0x1, tl.uint32)
    v21 = v19 & v20
    v22 = tl.full((), 0x7fff, tl.uint32)
    v23 = v22 + v21
    v24 = v16 != v16
    v25 = tl.full((), 0xffff0000, tl.uint32)
    v26 = v17 & v25
    v27 = tl.full((), 0x400000, tl.uint32)
    v28 = v26 | v27
    v29 = tl.where(v24, v28, v17)
    v30 = v29 + v23
    v31 = tl.full((), 0x10, tl.uint32)
    v32 = v30 >> v31
    v33 = v32.to(tl.uint16)
    v34 = v33.to(tl.bfloat16, bitcast=True)
    return v34, v6, v10



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__bfloat16__float32__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__bfloat16__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__bfloat16__float32__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__bfloat16__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__float32__float32__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 - a2
    v4 = v3 * a5
    v5 = a2 + v4
    v6 = a3 * a6
    v7 = v0 * v0
    v8 = v7 * a7
    v9 = v6 + v8
    v10 = tl.math.sqrt_rn(v9)
    v11 = tl.math.div_rn(v10, a9)
    v12 = v11 + a10
    v13 = tl.math.div_rn(v5, v12)
    v14 = a8 * v13
    v15 = v2 - v14
    v16 = v15.to(tl.uint32, bitcast=True)
    v17 = tl.full((), 0x10, tl.uint32)
    v18 = v16 >> v17
    v19 = tl.full((), 0x1, tl.uint32)
    v20 = v18 & v19
    v21 = tl.full((), 0x7fff, tl.uint32)
    v22 = v21 + v20
    v23 = v15 != v15
    v24 = tl.full((), 0xffff0000, tl.uint32)
    v25 = v16 & v24
    v26 = tl.full((), 0x400000, tl.uint32)
    v27 = v25 | v26
    v28 = tl.where(v23, v27, v16)
    v29 = v28 + v22
    v30 = tl.full((), 0x10, tl.uint32)
    v31 = v29 >> v30
    v32 = v31.to(tl.uint16)
    v33 = v32.to(tl.bfloat16, bitcast=True)
    return v33, v5, v9



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__float32__float32__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__float32__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__float32__float32__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__float32__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__bfloat16__bfloat16__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = a2.to(tl.float32)
    v5 = v1 - v4
    v6 = v5 * a5
    v7 = v4 + v6
    v8 = a3.to(tl.float32)
    v9 = v8 * a6
    v10 = v1 * v1
    v11 = v10 * a7
    v12 = v9 + v11
    v13 = tl.math.sqrt_rn(v12)
    v14 = tl.math.div_rn(v13, a9)
    v15 = v14 + a10
    v16 = tl.math.div_rn(v7, v15)
    v17 = a8 * v16
    v18 = v3 - v17
    v19 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v20 = v18.to(tl.uint32, bitcast=True)
    v21 = v18 != v18
    v22 = tl.full((), 0xffff0000, tl.uint32)
    v23 = v20 & v22
    v24 = tl.full((), 0x400000, tl.uint32)
    v25 = v23 | v24
    v26 = tl.where(v21, v25, v20)
    v27 = tl.full((), 0xffff, tl.uint32)
    v28 = v19 & v27
    v29 = v26 + v28
    v30 = tl.full((), 0x10, tl.uint32)
    v31 = v29 >> v30
    v32 = v31.to(tl.uint16)
    v33 = v32.to(tl.bfloat16, bitcast=True)
    v34 = tl.full((), 0x1, tl.uint64)
    v35 = a13 + v34
    v36 = tile_chunks16(a12, v35, index, TILE, ALIGNED, ROUNDS)
    v37 = v7.to(tl.uint32, bitcast=True)
    v38 = v7 != v7
    v39 = tl.full((), 0xffff0000, tl.uint32)
    v40 = v37 & v39
    v41 = tl.full((), 0x400000, tl.uint32)
    v42 = v40 | v41
    v43 = tl.where(v38, v42, v37)
    v44 = tl.full((), 0xffff, tl.uint32)
    v45 = v36 & v44
    v46 = v43 + v45
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint16)
    v50 = v49.to(tl.bfloat16, bitcast=True)
    v51 = tl.full((), 0x2, tl.uint64)
    v52 = a13 + v51
    v53 = tile_chunks16(a12, v52, index, TILE, ALIGNED, ROUNDS)
    v54 = v12.to(tl.uint32, bitcast=True)
    v55 = v12 != v12
    v56 = tl.full((), 0xffff0000, tl.uint32)
    v57 = v54 & v56
    v58 = tl.full((), 0x400000, tl.uint32)
    v59 = v57 | v58
    v60 = tl.where(v55, v59, v54)
    v61 = tl.full((), 0xffff, tl.uint32)
    v62 = v53 & v61
    v63 = v60 + v62
    v64 = tl.full((), 0x10, tl.uint32)
    v65 = v63 >> v64
    v66 = v65.to(tl.uint16)
    v67 = v66.to(tl.bfloat16, bitcast=True)
    return v33, v50, v67



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__bfloat16__bfloat16__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__bfloat16__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__bfloat16__bfloat16__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__bfloat16__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__float32__bfloat16__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = a2.to(tl.float32)
    v4 = v0 - v3
    v5 = v4 * a5
    v6 = v3 + v5
    v7 = a3.to(tl.float32)
    v8 = v7 * a6
    v9 = v0 * v0
    v10 = v9 * a7
    v11 = v8 + v10
    v12 = tl.math.sqrt_rn(v11)
    v13 = tl.math.div_rn(v12, a9)
    v14 = v13 + a10
    v15 = tl.math.div_rn(v6, v14)
    v16 = a8 * v15
    v17 = v2 - v16
    v18 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v19 = v17.to(tl.uint32, bitcast=True)
    v20 = v17 != v17
    v21 = tl.full((), 0xffff0000, tl.uint32)
    v22 = v19 & v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v22 | v23
    v25 = tl.where(v20, v24, v19)
    v26 = tl.full((), 0xffff, tl.uint32)
    v27 = v18 & v26
    v28 = v25 + v27
    v29 = tl.full((), 0x10, tl.uint32)
    v30 = v28 >> v29
    v31 = v30.to(tl.uint16)
    v32 = v31.to(tl.bfloat16, bitcast=True)
    v33 = tl.full((), 0x1, tl.uint64)
    v34 = a13 + v33
    v35 = tile_chunks16(a12, v34, index, TILE, ALIGNED, ROUNDS)
    v36 = v6.to(tl.uint32, bitcast=True)
    v37 = v6 != v6
    v38 = tl.full((), 0xffff0000, tl.uint32)
    v39 = v36 & v38
    v40 = tl.full((), 0x400000, tl.uint32)
    v41 = v39 | v40
    v42 = tl.where(v37, v41, v36)
    v43 = tl.full((), 0xffff, tl.uint32)
    v44 = v35 & v43
    v45 = v42 + v44
    v46 = tl.full((), 0x10, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint16)
    v49 = v48.to(tl.bfloat16, bitcast=True)
    v50 = tl.full((), 0x2, tl.uint64)
    v51 = a13 + v50
    v52 = tile_chunks16(a12, v51, index, TILE, ALIGNED, ROUNDS)
    v53 = v11.to(tl.uint32, bitcast=True)
    v54 = v11 != v11
    v55 = tl.full((), 0xffff0000, tl.uint32)
    v56 = v53 & v55
    v57 = tl.full((), 0x400000, tl.uint32)
    v58 = v56 | v57
    v59 = tl.where(v54, v58, v53)
    v60 = tl.full((), 0xffff, tl.uint32)
    v61 = v52 & v60
    v62 = v59 + v61
    v63 = tl.full((), 0x10, tl.uint32)
    v64 = v62 >> v63
    v65 = v64.to(tl.uint16)
    v66 = v65.to(tl.bfloat16, bitcast=True)
    return v32, v49, v66



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__float32__bfloat16__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__float32__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__float32__bfloat16__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__float32__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__bfloat16__bfloat16__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = a2.to(tl.float32)
    v5 = v1 - v4
    v6 = v5 * a5
    v7 = v4 + v6
    v8 = a3.to(tl.float32)
    v9 = v8 * a6
    v10 = v1 * v1
    v11 = v10 * a7
    v12 = v9 + v11
    v13 = tl.math.sqrt_rn(v12)
    v14 = tl.math.div_rn(v13, a9)
    v15 = v14 + a10
    v16 = tl.math.div_rn(v7, v15)
    v17 = a8 * v16
    v18 = v3 - v17
    v19 = v18.to(tl.uint32, bitcast=True)
    v20 = tl.full((), 0x10, tl.uint32)
    v21 = v19 >> v20
    v22 = tl.full((), 0x1, tl.uint32)
    v23 = v21 & v22
    v24 = tl.full((), 0x7fff, tl.uint32)
    v25 = v24 + v23
    v26 = v18 != v18
    v27 = tl.full((), 0xffff0000, tl.uint32)
    v28 = v19 & v27
    v29 = tl.full((), 0x400000, tl.uint32)
    v30 = v28 | v29
    v31 = tl.where(v26, v30, v19)
    v32 = v31 + v25
    v33 = tl.full((), 0x10, tl.uint32)
    v34 = v32 >> v33
    v35 = v34.to(tl.uint16)
    v36 = v35.to(tl.bfloat16, bitcast=True)
    v37 = v7.to(tl.uint32, bitcast=True)
    v38 = tl.full((), 0x10, tl.uint32)
    v39 = v37 >> v38
    v40 = tl.full((), 0x1, tl.uint32)
    v41 = v39 & v40
    v42 = tl.full((), 0x7fff, tl.uint32)
    v43 = v42 + v41
    v44 = v7 != v7
    v45 = tl.full((), 0xffff0000, tl.uint32)
    v46 = v37 & v45
    v47 = tl.full((), 0x400000, tl.uint32)
    v48 = v46 | v47
    v49 = tl.where(v44, v48, v37)
    v50 = v49 + v43
    v51 = tl.full((), 0x10, tl.uint32)
    v52 = v50 >> v51
    v53 = v52.to(tl.uint16)
    v54 = v53.to(tl.bfloat16, bitcast=True)
    v55 = v12.to(tl.uint32, bitcast=True)
    v56 = tl.full((), 0x10, tl.uint32)
    v57 = v55 >> v56
    v58 = tl.full((), 0x1, tl.uint32)
    v59 = v57 & v58
    v60 = tl.full((), 0x7fff, tl.uint32)
    v61 = v60 + v59
    v62 = v12 != v12
    v63 = tl.full((), 0xffff0000, tl.uint32)
    v64 = v55 & v63
    v65 = tl.full((), 0x400000, tl.uint32)
    v66 = v64 | v65
    v67 = tl.where(v62, v66, v55)
    v68 = v67 + v61
    v69 = tl.full((), 0x10, tl.uint32)
    v70 = v68 >> v69
    v71 = v70.to(tl.uint16)
    v72 = v71.to(tl.bfloat16, bitcast=True)
    return v36, v54, v72



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__bfloat16__bfloat16__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__bfloat16__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__bfloat16__bfloat16__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__bfloat16__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__bfloat16__float32__bfloat16__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = a2.to(tl.float32)
    v4 = v0 - v3
    v5 = v4 * a5
    v6 = v3 + v5
    v7 = a3.to(tl.float32)
    v8 = v7 * a6
    v9 = v0 * v0
    v10 = v9 * a7
    v11 = v8 + v10
    v12 = tl.math.sqrt_rn(v11)
    v13 = tl.math.div_rn(v12, a9)
    v14 = v13 + a10
    v15 = tl.math.div_rn(v6, v14)
    v16 = a8 * v15
    v17 = v2 - v16
    v18 = v17.to(tl.uint32, bitcast=True)
    v19 = tl.full((), 0x10, tl.uint32)
    v20 = v18 >> v19
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = v20 & v21
    v23 = tl.full((), 0x7fff, tl.uint32)
    v24 = v23 + v22
    v25 = v17 != v17
    v26 = tl.full((), 0xffff0000, tl.uint32)
    v27 = v18 & v26
    v28 = tl.full((), 0x400000, tl.uint32)
    v29 = v27 | v28
    v30 = tl.where(v25, v29, v18)
    v31 = v30 + v24
    v32 = tl.full((), 0x10, tl.uint32)
    v33 = v31 >> v32
    v34 = v33.to(tl.uint16)
    v35 = v34.to(tl.bfloat16, bitcast=True)
    v36 = v6.to(tl.uint32, bitcast=True)
    v37 = tl.full((), 0x10, tl.uint32)
    v38 = v36 >> v37
    v39 = tl.full((), 0x1, tl.uint32)
    v40 = v38 & v39
    v41 = tl.full((), 0x7fff, tl.uint32)
    v42 = v41 + v40
    v43 = v6 != v6
    v44 = tl.full((), 0xffff0000, tl.uint32)
    v45 = v36 & v44
    v46 = tl.full((), 0x400000, tl.uint32)
    v47 = v45 | v46
    v48 = tl.where(v43, v47, v36)
    v49 = v48 + v42
    v50 = tl.full((), 0x10, tl.uint32)
    v51 = v49 >> v50
    v52 = v51.to(tl.uint16)
    v53 = v52.to(tl.bfloat16, bitcast=True)
    v54 = v11.to(tl.uint32, bitcast=True)
    v55 = tl.full((), 0x10, tl.uint32)
    v56 = v54 >> v55
    v57 = tl.full((), 0x1, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7fff, tl.uint32)
    v60 = v59 + v58
    v61 = v11 != v11
    v62 = tl.full((), 0xffff0000, tl.uint32)
    v63 = v54 & v62
    v64 = tl.full((), 0x400000, tl.uint32)
    v65 = v63 | v64
    v66 = tl.where(v61, v65, v54)
    v67 = v66 + v60
    v68 = tl.full((), 0x10, tl.uint32)
    v69 = v67 >> v68
    v70 = v69.to(tl.uint16)
    v71 = v70.to(tl.bfloat16, bitcast=True)
    return v35, v53, v71



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__bfloat16__float32__bfloat16__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__bfloat16__float32__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__bfloat16__float32__bfloat16__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__bfloat16__float32__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float16__float32__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = v1 - a2
    v5 = v4 * a5
    v6 = a2 + v5
    v7 = a3 * a6
    v8 = v1 * v1
    v9 = v8 * a7
    v10 = v7 + v9
    v11 = tl.math.sqrt_rn(v10)
    v12 = tl.math.div_rn(v11, a9)
    v13 = v12 + a10
    v14 = tl.math.div_rn(v6, v13)
    v15 = a8 * v14
    v16 = v3 - v15
    v17 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v18 = v16.to(tl.uint32, bitcast=True)
    v19 = tl.full((), 0x7fffffff, tl.uint32)
    v20 = v18 & v19
    v21 = tl.full((), 0x1f, tl.uint32)
    v22 = v18 >> v21
    v23 = tl.full((), 0x47800000, tl.uint32)
    v24 = v20 < v23
    v25 = tl.full((), 0x47800000, tl.uint32)
    v26 = tl.where(v24, v20, v25)
    v27 = tl.full((), 0x3, tl.uint32)
    v28 = v26 << v27
    v29 = tl.full((), 0xc0000000, tl.uint32)
    v30 = v28 - v29
    v31 = v26.to(tl.float32, bitcast=True)
    v32 = tl.full((), 1099511627776.0, tl.float32)
    v33 = v31 * v32
    v34 = v33.to(tl.uint32)
    v35 = tl.full((), 0x38800000, tl.uint32)
    v36 = v26 < v35
    v37 = tl.where(v36, v34, v30)
    v38 = tl.full((), 0x7f800000, tl.uint32)
    v39 = v20 > v38
    v40 = tl.full((), 0x3, tl.uint32)
    v41 = v18 << v40
    v42 = tl.full((), 0x3ff0000, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x7e000000, tl.uint32)
    v45 = v43 | v44
    v46 = tl.where(v39, v45, v37)
    v47 = tl.full((), 0xffff, tl.uint32)
    v48 = v17 & v47
    v49 = tl.full((), 0x0, tl.uint32)
    v50 = v48 << v49
    v51 = v46 + v50
    v52 = tl.full((), 0x80000000, tl.uint32)
    v53 = v18 & v52
    v54 = v51 | v53
    v55 = tl.full((), 0x10, tl.uint32)
    v56 = v54 >> v55
    v57 = v56.to(tl.uint16)
    v58 = v57.to(tl.float16, bitcast=True)
    return v58, v6, v10



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float16__float32__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float16__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float16__float32__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float16__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float32__float32__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 - a2
    v4 = v3 * a5
    v5 = a2 + v4
    v6 = a3 * a6
    v7 = v0 * v0
    v8 = v7 * a7
    v9 = v6 + v8
    v10 = tl.math.sqrt_rn(v9)
    v11 = tl.math.div_rn(v10, a9)
    v12 = v11 + a10
    v13 = tl.math.div_rn(v5, v12)
    v14 = a8 * v13
    v15 = v2 - v14
    v16 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v17 = v15.to(tl.uint32, bitcast=True)
    v18 = tl.full((), 0x7fffffff, tl.uint32)
    v19 = v17 & v18
    v20 = tl.full((), 0x1f, tl.uint32)
    v21 = v17 >> v20
    v22 = tl.full((), 0x47800000, tl.uint32)
    v23 = v19 < v22
    v24 = tl.full((), 0x47800000, tl.uint32)
    v25 = tl.where(v23, v19, v24)
    v26 = tl.full((), 0x3, tl.uint32)
    v27 = v25 << v26
    v28 = tl.full((), 0xc0000000, tl.uint32)
    v29 = v27 - v28
    v30 = v25.to(tl.float32, bitcast=True)
    v31 = tl.full((), 1099511627776.0, tl.float32)
    v32 = v30 * v31
    v33 = v32.to(tl.uint32)
    v34 = tl.full((), 0x38800000, tl.uint32)
    v35 = v25 < v34
    v36 = tl.where(v35, v33, v29)
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = v19 > v37
    v39 = tl.full((), 0x3, tl.uint32)
    v40 = v17 << v39
    v41 = tl.full((), 0x3ff0000, tl.uint32)
    v42 = v40 & v41
    v43 = tl.full((), 0x7e000000, tl.uint32)
    v44 = v42 | v43
    v45 = tl.where(v38, v44, v36)
    v46 = tl.full((), 0xffff, tl.uint32)
    v47 = v16 & v46
    v48 = tl.full((), 0x0, tl.uint32)
    v49 = v47 << v48
    v50 = v45 + v49
    v51 = tl.full((), 0x80000000, tl.uint32)
    v52 = v17 & v51
    v53 = v50 | v52
    v54 = tl.full((), 0x10, tl.uint32)
    v55 = v53 >> v54
    v56 = v55.to(tl.uint16)
    v57 = v56.to(tl.float16, bitcast=True)
    return v57, v5, v9



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float32__float32__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float32__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float32__float32__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float32__float32__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float16__float32__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = v1 - a2
    v5 = v4 * a5
    v6 = a2 + v5
    v7 = a3 * a6
    v8 = v1 * v1
    v9 = v8 * a7
    v10 = v7 + v9
    v11 = tl.math.sqrt_rn(v10)
    v12 = tl.math.div_rn(v11, a9)
    v13 = v12 + a10
    v14 = tl.math.div_rn(v6, v13)
    v15 = a8 * v14
    v16 = v3 - v15
    v17 = v16.to(tl.uint32, bitcast=True)
    v18 = tl.full((), 0x7fffffff, tl.uint32)
    v19 = v17 & v18
    v20 = tl.full((), 0x1f, tl.uint32)
    v21 = v17 >> v20
    v22 = tl.full((), 0x47800000, tl.uint32)
    v23 = v19 < v22
    v24 = tl.full((), 0x47800000, tl.uint32)
    v25 = tl.where(v23, v19, v24)
    v26 = tl.full((), 0x3, tl.uint32)
    v27 = v25 << v26
    v28 = tl.full((), 0xc0000000, tl.uint32)
    v29 = v27 - v28
    v30 = v25.to(tl.float32, bitcast=True)
    v31 = tl.full((), 549755813888.0, tl.float32)
    v32 = v30 * v31
    v33 = v32.to(tl.uint32)
    v34 = tl.full((), 0x1, tl.uint32)
    v35 = v33 << v34
    v36 = v33.to(tl.float32)
    v37 = v36 != v32
    v38 = tl.full((), 0x1, tl.uint32)
    v39 = tl.full((), 0x0, tl.uint32)
    v40 = tl.where(v37, v38, v39)
    v41 = v35 | v40
    v42 = tl.full((), 0x38800000, tl.uint32)
    v43 = v25 < v42
    v44 = tl.where(v43, v41, v29)
    v45 = tl.full((), 0x7f800000, tl.uint32)
    v46 = v19 > v45
    v47 = tl.full((), 0x3, tl.uint32)
    v48 = v17 << v47
    v49 = tl.full((), 0x3ff0000, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x7e000000, tl.uint32)
    v52 = v50 | v51
    v53 = tl.where(v46, v52, v44)
    v54 = tl.full((), 0x10, tl.uint32)
    v55 = v53 >> v54
    v56 = tl.full((), 0x1, tl.uint32)
    v57 = v55 & v56
    v58 = tl.full((), 0x7fff, tl.uint32)
    v59 = v58 + v57
    v60 = v53 + v59
    v61 = tl.full((), 0x80000000, tl.uint32)
    v62 = v17 & v61
    v63 = v60 | v62
    v64 = tl.full((), 0x10, tl.uint32)
    v65 = v63 >> v64
    v66 = v65.to(tl.uint16)
    v67 = v66.to(tl.float16, bitcast=True)
    return v67, v6, v10



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float16__float32__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float16__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float16__float32__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float16__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float32__float32__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 - a2
    v4 = v3 * a5
    v5 = a2 + v4
    v6 = a3 * a6
    v7 = v0 * v0
    v8 = v7 * a7
    v9 = v6 + v8
    v10 = tl.math.sqrt_rn(v9)
    v11 = tl.math.div_rn(v10, a9)
    v12 = v11 + a10
    v13 = tl.math.div_rn(v5, v12)
    v14 = a8 * v13
    v15 = v2 - v14
    v16 = v15.to(tl.uint32, bitcast=True)
    v17 = tl.full((), 0x7fffffff, tl.uint32)
    v18 = v16 & v17
    v19 = tl.full((), 0x1f, tl.uint32)
    v20 = v16 >> v19
    v21 = tl.full((), 0x47800000, tl.uint32)
    v22 = v18 < v21
    v23 = tl.full((), 0x47800000, tl.uint32)
    v24 = tl.where(v22, v18, v23)
    v25 = tl.full((), 0x3, tl.uint32)
    v26 = v24 << v25
    v27 = tl.full((), 0xc0000000, tl.uint32)
    v28 = v26 - v27
    v29 = v24.to(tl.float32, bitcast=True)
    v30 = tl.full((), 549755813888.0, tl.float32)
    v31 = v29 * v30
    v32 = v31.to(tl.uint32)
    v33 = tl.full((), 0x1, tl.uint32)
    v34 = v32 << v33
    v35 = v32.to(tl.float32)
    v36 = v35 != v31
    v37 = tl.full((), 0x1, tl.uint32)
    v38 = tl.full((), 0x0, tl.uint32)
    v39 = tl.where(v36, v37, v38)
    v40 = v34 | v39
    v41 = tl.full((), 0x38800000, tl.uint32)
    v42 = v24 < v41
    v43 = tl.where(v42, v40, v28)
    v44 = tl.full((), 0x7f800000, tl.uint32)
    v45 = v18 > v44
    v46 = tl.full((), 0x3, tl.uint32)
    v47 = v16 << v46
    v48 = tl.full((), 0x3ff0000, tl.uint32)
    v49 = v47 & v48
    v50 = tl.full((), 0x7e000000, tl.uint32)
    v51 = v49 | v50
    v52 = tl.where(v45, v51, v43)
    v53 = tl.full((), 0x10, tl.uint32)
    v54 = v52 >> v53
    v55 = tl.full((), 0x1, tl.uint32)
    v56 = v54 & v55
    v57 = tl.full((), 0x7fff, tl.uint32)
    v58 = v57 + v56
    v59 = v52 + v58
    v60 = tl.full((), 0x80000000, tl.uint32)
    v61 = v16 & v60
    v62 = v59 | v61
    v63 = tl.full((), 0x10, tl.uint32)
    v64 = v62 >> v63
    v65 = v64.to(tl.uint16)
    v66 = v65.to(tl.float16, bitcast=True)
    return v66, v5, v9



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float32__float32__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float32__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float32__float32__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.float32))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float32__float32__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float16__bfloat16__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = a2.to(tl.float32)
    v5 = v1 - v4
    v6 = v5 * a5
    v7 = v4 + v6
    v8 = a3.to(tl.float32)
    v9 = v8 * a6
    v10 = v1 * v1
    v11 = v10 * a7
    v12 = v9 + v11
    v13 = tl.math.sqrt_rn(v12)
    v14 = tl.math.div_rn(v13, a9)
    v15 = v14 + a10
    v16 = tl.math.div_rn(v7, v15)
    v17 = a8 * v16
    v18 = v3 - v17
    v19 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v20 = v18.to(tl.uint32, bitcast=True)
    v21 = tl.full((), 0x7fffffff, tl.uint32)
    v22 = v20 & v21
    v23 = tl.full((), 0x1f, tl.uint32)
    v24 = v20 >> v23
    v25 = tl.full((), 0x47800000, tl.uint32)
    v26 = v22 < v25
    v27 = tl.full((), 0x47800000, tl.uint32)
    v28 = tl.where(v26, v22, v27)
    v29 = tl.full((), 0x3, tl.uint32)
    v30 = v28 << v29
    v31 = tl.full((), 0xc0000000, tl.uint32)
    v32 = v30 - v31
    v33 = v28.to(tl.float32, bitcast=True)
    v34 = tl.full((), 1099511627776.0, tl.float32)
    v35 = v33 * v34
    v36 = v35.to(tl.uint32)
    v37 = tl.full((), 0x38800000, tl.uint32)
    v38 = v28 < v37
    v39 = tl.where(v38, v36, v32)
    v40 = tl.full((), 0x7f800000, tl.uint32)
    v41 = v22 > v40
    v42 = tl.full((), 0x3, tl.uint32)
    v43 = v20 << v42
    v44 = tl.full((), 0x3ff0000, tl.uint32)
    v45 = v43 & v44
    v46 = tl.full((), 0x7e000000, tl.uint32)
    v47 = v45 | v46
    v48 = tl.where(v41, v47, v39)
    v49 = tl.full((), 0xffff, tl.uint32)
    v50 = v19 & v49
    v51 = tl.full((), 0x0, tl.uint32)
    v52 = v50 << v51
    v53 = v48 + v52
    v54 = tl.full((), 0x80000000, tl.uint32)
    v55 = v20 & v54
    v56 = v53 | v55
    v57 = tl.full((), 0x10, tl.uint32)
    v58 = v56 >> v57
    v59 = v58.to(tl.uint16)
    v60 = v59.to(tl.float16, bitcast=True)
    v61 = tl.full((), 0x1, tl.uint64)
    v62 = a13 + v61
    v63 = tile_chunks16(a12, v62, index, TILE, ALIGNED, ROUNDS)
    v64 = v7.to(tl.uint32, bitcast=True)
    v65 = v7 != v7
    v66 = tl.full((), 0xffff0000, tl.uint32)
    v67 = v64 & v66
    v68 = tl.full((), 0x400000, tl.uint32)
    v69 = v67 | v68
    v70 = tl.where(v65, v69, v64)
    v71 = tl.full((), 0xffff, tl.uint32)
    v72 = v63 & v71
    v73 = v70 + v72
    v74 = tl.full((), 0x10, tl.uint32)
    v75 = v73 >> v74
    v76 = v75.to(tl.uint16)
    v77 = v76.to(tl.bfloat16, bitcast=True)
    v78 = tl.full((), 0x2, tl.uint64)
    v79 = a13 + v78
    v80 = tile_chunks16(a12, v79, index, TILE, ALIGNED, ROUNDS)
    v81 = v12.to(tl.uint32, bitcast=True)
    v82 = v12 != v12
    v83 = tl.full((), 0xffff0000, tl.uint32)
    v84 = v81 & v83
    v85 = tl.full((), 0x400000, tl.uint32)
    v86 = v84 | v85
    v87 = tl.where(v82, v86, v81)
    v88 = tl.full((), 0xffff, tl.uint32)
    v89 = v80 & v88
    v90 = v87 + v89
    v91 = tl.full((), 0x10, tl.uint32)
    v92 = v90 >> v91
    v93 = v92.to(tl.uint16)
    v94 = v93.to(tl.bfloat16, bitcast=True)
    return v60, v77, v94



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float16__bfloat16__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float16__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float16__bfloat16__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float16__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float32__bfloat16__STOCHASTIC(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = a2.to(tl.float32)
    v4 = v0 - v3
    v5 = v4 * a5
    v6 = v3 + v5
    v7 = a3.to(tl.float32)
    v8 = v7 * a6
    v9 = v0 * v0
    v10 = v9 * a7
    v11 = v8 + v10
    v12 = tl.math.sqrt_rn(v11)
    v13 = tl.math.div_rn(v12, a9)
    v14 = v13 + a10
    v15 = tl.math.div_rn(v6, v14)
    v16 = a8 * v15
    v17 = v2 - v16
    v18 = tile_chunks16(a12, a13, index, TILE, ALIGNED, ROUNDS)
    v19 = v17.to(tl.uint32, bitcast=True)
    v20 = tl.full((), 0x7fffffff, tl.uint32)
    v21 = v19 & v20
    v22 = tl.full((), 0x1f, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x47800000, tl.uint32)
    v25 = v21 < v24
    v26 = tl.full((), 0x47800000, tl.uint32)
    v27 = tl.where(v25, v21, v26)
    v28 = tl.full((), 0x3, tl.uint32)
    v29 = v27 << v28
    v30 = tl.full((), 0xc0000000, tl.uint32)
    v31 = v29 - v30
    v32 = v27.to(tl.float32, bitcast=True)
    v33 = tl.full((), 1099511627776.0, tl.float32)
    v34 = v32 * v33
    v35 = v34.to(tl.uint32)
    v36 = tl.full((), 0x38800000, tl.uint32)
    v37 = v27 < v36
    v38 = tl.where(v37, v35, v31)
    v39 = tl.full((), 0x7f800000, tl.uint32)
    v40 = v21 > v39
    v41 = tl.full((), 0x3, tl.uint32)
    v42 = v19 << v41
    v43 = tl.full((), 0x3ff0000, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x7e000000, tl.uint32)
    v46 = v44 | v45
    v47 = tl.where(v40, v46, v38)
    v48 = tl.full((), 0xffff, tl.uint32)
    v49 = v18 & v48
    v50 = tl.full((), 0x0, tl.uint32)
    v51 = v49 << v50
    v52 = v47 + v51
    v53 = tl.full((), 0x80000000, tl.uint32)
    v54 = v19 & v53
    v55 = v52 | v54
    v56 = tl.full((), 0x10, tl.uint32)
    v57 = v55 >> v56
    v58 = v57.to(tl.uint16)
    v59 = v58.to(tl.float16, bitcast=True)
    v60 = tl.full((), 0x1, tl.uint64)
    v61 = a13 + v60
    v62 = tile_chunks16(a12, v61, index, TILE, ALIGNED, ROUNDS)
    v63 = v6.to(tl.uint32, bitcast=True)
    v64 = v6 != v6
    v65 = tl.full((), 0xffff0000, tl.uint32)
    v66 = v63 & v65
    v67 = tl.full((), 0x400000, tl.uint32)
    v68 = v66 | v67
    v69 = tl.where(v64, v68, v63)
    v70 = tl.full((), 0xffff, tl.uint32)
    v71 = v62 & v70
    v72 = v69 + v71
    v73 = tl.full((), 0x10, tl.uint32)
    v74 = v72 >> v73
    v75 = v74.to(tl.uint16)
    v76 = v75.to(tl.bfloat16, bitcast=True)
    v77 = tl.full((), 0x2, tl.uint64)
    v78 = a13 + v77
    v79 = tile_chunks16(a12, v78, index, TILE, ALIGNED, ROUNDS)
    v80 = v11.to(tl.uint32, bitcast=True)
    v81 = v11 != v11
    v82 = tl.full((), 0xffff0000, tl.uint32)
    v83 = v80 & v82
    v84 = tl.full((), 0x400000, tl.uint32)
    v85 = v83 | v84
    v86 = tl.where(v81, v85, v80)
    v87 = tl.full((), 0xffff, tl.uint32)
    v88 = v79 & v87
    v89 = v86 + v88
    v90 = tl.full((), 0x10, tl.uint32)
    v91 = v89 >> v90
    v92 = v91.to(tl.uint16)
    v93 = v92.to(tl.bfloat16, bitcast=True)
    return v59, v76, v93



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float32__bfloat16__STOCHASTIC_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float32__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float32__bfloat16__STOCHASTIC_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float32__bfloat16__STOCHASTIC(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float16__bfloat16__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a11
    v2 = a0.to(tl.float32)
    v3 = v2 * a4
    v4 = a2.to(tl.float32)
    v5 = v1 - v4
    v6 = v5 * a5
    v7 = v4 + v6
    v8 = a3.to(tl.float32)
    v9 = v8 * a6
    v10 = v1 * v1
    v11 = v10 * a7
    v12 = v9 + v11
    v13 = tl.math.sqrt_rn(v12)
    v14 = tl.math.div_rn(v13, a9)
    v15 = v14 + a10
    v16 = tl.math.div_rn(v7, v15)
    v17 = a8 * v16
    v18 = v3 - v17
    v19 = v18.to(tl.uint32, bitcast=True)
    v20 = tl.full((), 0x7fffffff, tl.uint32)
    v21 = v19 & v20
    v22 = tl.full((), 0x1f, tl.uint32)
    v23 = v19 >> v22
    v24 = tl.full((), 0x47800000, tl.uint32)
    v25 = v21 < v24
    v26 = tl.full((), 0x47800000, tl.uint32)
    v27 = tl.where(v25, v21, v26)
    v28 = tl.full((), 0x3, tl.uint32)
    v29 = v27 << v28
    v30 = tl.full((), 0xc0000000, tl.uint32)
    v31 = v29 - v30
    v32 = v27.to(tl.float32, bitcast=True)
    v33 = tl.full((), 549755813888.0, tl.float32)
    v34 = v32 * v33
    v35 = v34.to(tl.uint32)
    v36 = tl.full((), 0x1, tl.uint32)
    v37 = v35 << v36
    v38 = v35.to(tl.float32)
    v39 = v38 != v34
    v40 = tl.full((), 0x1, tl.uint32)
    v41 = tl.full((), 0x0, tl.uint32)
    v42 = tl.where(v39, v40, v41)
    v43 = v37 | v42
    v44 = tl.full((), 0x38800000, tl.uint32)
    v45 = v27 < v44
    v46 = tl.where(v45, v43, v31)
    v47 = tl.full((), 0x7f800000, tl.uint32)
    v48 = v21 > v47
    v49 = tl.full((), 0x3, tl.uint32)
    v50 = v19 << v49
    v51 = tl.full((), 0x3ff0000, tl.uint32)
    v52 = v50 & v51
    v53 = tl.full((), 0x7e000000, tl.uint32)
    v54 = v52 | v53
    v55 = tl.where(v48, v54, v46)
    v56 = tl.full((), 0x10, tl.uint32)
    v57 = v55 >> v56
    v58 = tl.full((), 0x1, tl.uint32)
    v59 = v57 & v58
    v60 = tl.full((), 0x7fff, tl.uint32)
    v61 = v60 + v59
    v62 = v55 + v61
    v63 = tl.full((), 0x80000000, tl.uint32)
    v64 = v19 & v63
    v65 = v62 | v64
    v66 = tl.full((), 0x10, tl.uint32)
    v67 = v65 >> v66
    v68 = v67.to(tl.uint16)
    v69 = v68.to(tl.float16, bitcast=True)
    v70 = v7.to(tl.uint32, bitcast=True)
    v71 = tl.full((), 0x10, tl.uint32)
    v72 = v70 >> v71
    v73 = tl.full((), 0x1, tl.uint32)
    v74 = v72 & v73
    v75 = tl.full((), 0x7fff, tl.uint32)
    v76 = v75 + v74
    v77 = v7 != v7
    v78 = tl.full((), 0xffff0000, tl.uint32)
    v79 = v70 & v78
    v80 = tl.full((), 0x400000, tl.uint32)
    v81 = v79 | v80
    v82 = tl.where(v77, v81, v70)
    v83 = v82 + v76
    v84 = tl.full((), 0x10, tl.uint32)
    v85 = v83 >> v84
    v86 = v85.to(tl.uint16)
    v87 = v86.to(tl.bfloat16, bitcast=True)
    v88 = v12.to(tl.uint32, bitcast=True)
    v89 = tl.full((), 0x10, tl.uint32)
    v90 = v88 >> v89
    v91 = tl.full((), 0x1, tl.uint32)
    v92 = v90 & v91
    v93 = tl.full((), 0x7fff, tl.uint32)
    v94 = v93 + v92
    v95 = v12 != v12
    v96 = tl.full((), 0xffff0000, tl.uint32)
    v97 = v88 & v96
    v98 = tl.full((), 0x400000, tl.uint32)
    v99 = v97 | v98
    v100 = tl.where(v95, v99, v88)
    v101 = v100 + v94
    v102 = tl.full((), 0x10, tl.uint32)
    v103 = v101 >> v102
    v104 = v103.to(tl.uint16)
    v105 = v104.to(tl.bfloat16, bitcast=True)
    return v69, v87, v105



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float16__bfloat16__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float16__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float16__bfloat16__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float16__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def adamw__float16__float32__bfloat16__RN(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a11
    v1 = a0.to(tl.float32)
    v2 = v1 * a4
    v3 = a2.to(tl.float32)
    v4 = v0 - v3
    v5 = v4 * a5
    v6 = v3 + v5
    v7 = a3.to(tl.float32)
    v8 = v7 * a6
    v9 = v0 * v0
    v10 = v9 * a7
    v11 = v8 + v10
    v12 = tl.math.sqrt_rn(v11)
    v13 = tl.math.div_rn(v12, a9)
    v14 = v13 + a10
    v15 = tl.math.div_rn(v6, v14)
    v16 = a8 * v15
    v17 = v2 - v16
    v18 = v17.to(tl.uint32, bitcast=True)
    v19 = tl.full((), 0x7fffffff, tl.uint32)
    v20 = v18 & v19
    v21 = tl.full((), 0x1f, tl.uint32)
    v22 = v18 >> v21
    v23 = tl.full((), 0x47800000, tl.uint32)
    v24 = v20 < v23
    v25 = tl.full((), 0x47800000, tl.uint32)
    v26 = tl.where(v24, v20, v25)
    v27 = tl.full((), 0x3, tl.uint32)
    v28 = v26 << v27
    v29 = tl.full((), 0xc0000000, tl.uint32)
    v30 = v28 - v29
    v31 = v26.to(tl.float32, bitcast=True)
    v32 = tl.full((), 549755813888.0, tl.float32)
    v33 = v31 * v32
    v34 = v33.to(tl.uint32)
    v35 = tl.full((), 0x1, tl.uint32)
    v36 = v34 << v35
    v37 = v34.to(tl.float32)
    v38 = v37 != v33
    v39 = tl.full((), 0x1, tl.uint32)
    v40 = tl.full((), 0x0, tl.uint32)
    v41 = tl.where(v38, v39, v40)
    v42 = v36 | v41
    v43 = tl.full((), 0x38800000, tl.uint32)
    v44 = v26 < v43
    v45 = tl.where(v44, v42, v30)
    v46 = tl.full((), 0x7f800000, tl.uint32)
    v47 = v20 > v46
    v48 = tl.full((), 0x3, tl.uint32)
    v49 = v18 << v48
    v50 = tl.full((), 0x3ff0000, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7e000000, tl.uint32)
    v53 = v51 | v52
    v54 = tl.where(v47, v53, v45)
    v55 = tl.full((), 0x10, tl.uint32)
    v56 = v54 >> v55
    v57 = tl.full((), 0x1, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7fff, tl.uint32)
    v60 = v59 + v58
    v61 = v54 + v60
    v62 = tl.full((), 0x80000000, tl.uint32)
    v63 = v18 & v62
    v64 = v61 | v63
    v65 = tl.full((), 0x10, tl.uint32)
    v66 = v64 >> v65
    v67 = v66.to(tl.uint16)
    v68 = v67.to(tl.float16, bitcast=True)
    v69 = v6.to(tl.uint32, bitcast=True)
    v70 = tl.full((), 0x10, tl.uint32)
    v71 = v69 >> v70
    v72 = tl.full((), 0x1, tl.uint32)
    v73 = v71 & v72
    v74 = tl.full((), 0x7fff, tl.uint32)
    v75 = v74 + v73
    v76 = v6 != v6
    v77 = tl.full((), 0xffff0000, tl.uint32)
    v78 = v69 & v77
    v79 = tl.full((), 0x400000, tl.uint32)
    v80 = v78 | v79
    v81 = tl.where(v76, v80, v69)
    v82 = v81 + v75
    v83 = tl.full((), 0x10, tl.uint32)
    v84 = v82 >> v83
    v85 = v84.to(tl.uint16)
    v86 = v85.to(tl.bfloat16, bitcast=True)
    v87 = v11.to(tl.uint32, bitcast=True)
    v88 = tl.full((), 0x10, tl.uint32)
    v89 = v87 >> v88
    v90 = tl.full((), 0x1, tl.uint32)
    v91 = v89 & v90
    v92 = tl.full((), 0x7fff, tl.uint32)
    v93 = v92 + v91
    v94 = v11 != v11
    v95 = tl.full((), 0xffff0000, tl.uint32)
    v96 = v87 & v95
    v97 = tl.full((), 0x400000, tl.uint32)
    v98 = v96 | v97
    v99 = tl.where(v94, v98, v87)
    v100 = v99 + v93
    v101 = tl.full((), 0x10, tl.uint32)
    v102 = v100 >> v101
    v103 = v102.to(tl.uint16)
    v104 = v103.to(tl.bfloat16, bitcast=True)
    return v68, v86, v104



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'a', 'b', 'c'])
def adamw__float16__float32__bfloat16__RN_kernel(X0, X1, X2, X3, Y0, Y1, Y2, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9)
    r0, r1, r2 = adamw__float16__float32__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'])
def adamw__float16__float32__bfloat16__RN_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 10
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    X3 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    X3 = tl.multiple_of(X3, 16) if ALIGNED16 else X3
    Y0 = tl.load(row + 6).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 7).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    Y2 = tl.load(row + 8).to(tl.pointer_type(tl.bfloat16))
    Y2 = tl.multiple_of(Y2, 16) if ALIGNED16 else Y2
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    x3 = tl.load(X3 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = f32(S6)
    s7 = f32(S7)
    s8 = u64(S8)
    s9 = u64(S9) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 10
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = bits_f32(tl.load(srow + 6))
        s7 = bits_f32(tl.load(srow + 7))
        s8 = tl.load(srow + 8).to(tl.uint64, bitcast=True)
        s9 = tl.load(srow + 9).to(tl.uint64, bitcast=True) + tl.load(row + 9).to(tl.uint64, bitcast=True)
    r0, r1, r2 = adamw__float16__float32__bfloat16__RN(x0, x1, x2, x3, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
    tl.store(Y2 + k, r2, mask=mask)


@triton.jit
def sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a6 * v0
    v2 = a0 - v1
    return v2,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2 * a4
    v2 = v0 * a5
    v3 = v1 + v2
    v4 = a7 * v3
    v5 = a0 - v4
    return v5, v3



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2 * a4
    v2 = v0 * a5
    v3 = v1 + v2
    v4 = a6 * v3
    v5 = v0 + v4
    v6 = a7 * v5
    v7 = a0 - v6
    return v7, v3



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a7 * v4
    v6 = a0 - v5
    v7 = tl.full((), 0x1, tl.uint64)
    v8 = a10 + v7
    v9 = tile_chunks16(a9, v8, index, TILE, ALIGNED, ROUNDS)
    v10 = v4.to(tl.uint32, bitcast=True)
    v11 = v4 != v4
    v12 = tl.full((), 0xffff0000, tl.uint32)
    v13 = v10 & v12
    v14 = tl.full((), 0x400000, tl.uint32)
    v15 = v13 | v14
    v16 = tl.where(v11, v15, v10)
    v17 = tl.full((), 0xffff, tl.uint32)
    v18 = v9 & v17
    v19 = v16 + v18
    v20 = tl.full((), 0x10, tl.uint32)
    v21 = v19 >> v20
    v22 = v21.to(tl.uint16)
    v23 = v22.to(tl.bfloat16, bitcast=True)
    return v6, v23



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a6 * v4
    v6 = v0 + v5
    v7 = a7 * v6
    v8 = a0 - v7
    v9 = tl.full((), 0x1, tl.uint64)
    v10 = a10 + v9
    v11 = tile_chunks16(a9, v10, index, TILE, ALIGNED, ROUNDS)
    v12 = v4.to(tl.uint32, bitcast=True)
    v13 = v4 != v4
    v14 = tl.full((), 0xffff0000, tl.uint32)
    v15 = v12 & v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v15 | v16
    v18 = tl.where(v13, v17, v12)
    v19 = tl.full((), 0xffff, tl.uint32)
    v20 = v11 & v19
    v21 = v18 + v20
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = v23.to(tl.uint16)
    v25 = v24.to(tl.bfloat16, bitcast=True)
    return v8, v25



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a2 * a0
    v2 = v0 + v1
    v3 = a6 * v2
    v4 = a0 - v3
    return v4,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float32__float32__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2 * a4
    v4 = v2 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = a0 - v6
    return v7, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2 * a4
    v4 = v2 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v2 + v6
    v8 = a7 * v7
    v9 = a0 - v8
    return v9, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v2 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = a0 - v7
    v9 = tl.full((), 0x1, tl.uint64)
    v10 = a10 + v9
    v11 = tile_chunks16(a9, v10, index, TILE, ALIGNED, ROUNDS)
    v12 = v6.to(tl.uint32, bitcast=True)
    v13 = v6 != v6
    v14 = tl.full((), 0xffff0000, tl.uint32)
    v15 = v12 & v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v15 | v16
    v18 = tl.where(v13, v17, v12)
    v19 = tl.full((), 0xffff, tl.uint32)
    v20 = v11 & v19
    v21 = v18 + v20
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = v23.to(tl.uint16)
    v25 = v24.to(tl.bfloat16, bitcast=True)
    return v8, v25



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v2 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v2 + v7
    v9 = a7 * v8
    v10 = a0 - v9
    v11 = tl.full((), 0x1, tl.uint64)
    v12 = a10 + v11
    v13 = tile_chunks16(a9, v12, index, TILE, ALIGNED, ROUNDS)
    v14 = v6.to(tl.uint32, bitcast=True)
    v15 = v6 != v6
    v16 = tl.full((), 0xffff0000, tl.uint32)
    v17 = v14 & v16
    v18 = tl.full((), 0x400000, tl.uint32)
    v19 = v17 | v18
    v20 = tl.where(v15, v19, v14)
    v21 = tl.full((), 0xffff, tl.uint32)
    v22 = v13 & v21
    v23 = v20 + v22
    v24 = tl.full((), 0x10, tl.uint32)
    v25 = v23 >> v24
    v26 = v25.to(tl.uint16)
    v27 = v26.to(tl.bfloat16, bitcast=True)
    return v10, v27



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__float32__RN__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a6 * v0
    v2 = a0 - v1
    return v2,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__RN__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float32__float32__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__RN__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float32__float32__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float32__float32__float32__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2 * a4
    v2 = v0 * a5
    v3 = v1 + v2
    v4 = a7 * v3
    v5 = a0 - v4
    return v5, v3



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__float32__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2 * a4
    v2 = v0 * a5
    v3 = v1 + v2
    v4 = a6 * v3
    v5 = v0 + v4
    v6 = a7 * v5
    v7 = a0 - v6
    return v7, v3



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a7 * v4
    v6 = a0 - v5
    v7 = v4.to(tl.uint32, bitcast=True)
    v8 = tl.full((), 0x10, tl.uint32)
    v9 = v7 >> v8
    v10 = tl.full((), 0x1, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x7fff, tl.uint32)
    v13 = v12 + v11
    v14 = v4 != v4
    v15 = tl.full((), 0xffff0000, tl.uint32)
    v16 = v7 & v15
    v17 = tl.full((), 0x400000, tl.uint32)
    v18 = v16 | v17
    v19 = tl.where(v14, v18, v7)
    v20 = v19 + v13
    v21 = tl.full((), 0x10, tl.uint32)
    v22 = v20 >> v21
    v23 = v22.to(tl.uint16)
    v24 = v23.to(tl.bfloat16, bitcast=True)
    return v6, v24



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a2.to(tl.float32)
    v2 = v1 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a6 * v4
    v6 = v0 + v5
    v7 = a7 * v6
    v8 = a0 - v7
    v9 = v4.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x10, tl.uint32)
    v11 = v9 >> v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x7fff, tl.uint32)
    v15 = v14 + v13
    v16 = v4 != v4
    v17 = tl.full((), 0xffff0000, tl.uint32)
    v18 = v9 & v17
    v19 = tl.full((), 0x400000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v16, v20, v9)
    v22 = v21 + v15
    v23 = tl.full((), 0x10, tl.uint32)
    v24 = v22 >> v23
    v25 = v24.to(tl.uint16)
    v26 = v25.to(tl.bfloat16, bitcast=True)
    return v8, v26



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__float32__RN__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a2 * a0
    v2 = v0 + v1
    v3 = a6 * v2
    v4 = a0 - v3
    return v4,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__RN__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float32__float32__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__RN__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float32__float32__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float32__float32__float32__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2 * a4
    v4 = v2 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = a0 - v6
    return v7, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__float32__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2 * a4
    v4 = v2 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v2 + v6
    v8 = a7 * v7
    v9 = a0 - v8
    return v9, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__float32__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__float32__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v2 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = a0 - v7
    v9 = v6.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x10, tl.uint32)
    v11 = v9 >> v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x7fff, tl.uint32)
    v15 = v14 + v13
    v16 = v6 != v6
    v17 = tl.full((), 0xffff0000, tl.uint32)
    v18 = v9 & v17
    v19 = tl.full((), 0x400000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v16, v20, v9)
    v22 = v21 + v15
    v23 = tl.full((), 0x10, tl.uint32)
    v24 = v22 >> v23
    v25 = v24.to(tl.uint16)
    v26 = v25.to(tl.bfloat16, bitcast=True)
    return v8, v26



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float32__float32__bfloat16__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a3 * a0
    v2 = v0 + v1
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v2 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v2 + v7
    v9 = a7 * v8
    v10 = a0 - v9
    v11 = v6.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x10, tl.uint32)
    v13 = v11 >> v12
    v14 = tl.full((), 0x1, tl.uint32)
    v15 = v13 & v14
    v16 = tl.full((), 0x7fff, tl.uint32)
    v17 = v16 + v15
    v18 = v6 != v6
    v19 = tl.full((), 0xffff0000, tl.uint32)
    v20 = v11 & v19
    v21 = tl.full((), 0x400000, tl.uint32)
    v22 = v20 | v21
    v23 = tl.where(v18, v22, v11)
    v24 = v23 + v17
    v25 = tl.full((), 0x10, tl.uint32)
    v26 = v24 >> v25
    v27 = v26.to(tl.uint16)
    v28 = v27.to(tl.bfloat16, bitcast=True)
    return v10, v28



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float32__float32__bfloat16__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float32__float32__bfloat16__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float32))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float32))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float32__float32__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a6 * v1
    v4 = v2 - v3
    v5 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v6 = v4.to(tl.uint32, bitcast=True)
    v7 = v4 != v4
    v8 = tl.full((), 0xffff0000, tl.uint32)
    v9 = v6 & v8
    v10 = tl.full((), 0x400000, tl.uint32)
    v11 = v9 | v10
    v12 = tl.where(v7, v11, v6)
    v13 = tl.full((), 0xffff, tl.uint32)
    v14 = v5 & v13
    v15 = v12 + v14
    v16 = tl.full((), 0x10, tl.uint32)
    v17 = v15 >> v16
    v18 = v17.to(tl.uint16)
    v19 = v18.to(tl.bfloat16, bitcast=True)
    return v19,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v2 - v6
    v8 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v9 = v7.to(tl.uint32, bitcast=True)
    v10 = v7 != v7
    v11 = tl.full((), 0xffff0000, tl.uint32)
    v12 = v9 & v11
    v13 = tl.full((), 0x400000, tl.uint32)
    v14 = v12 | v13
    v15 = tl.where(v10, v14, v9)
    v16 = tl.full((), 0xffff, tl.uint32)
    v17 = v8 & v16
    v18 = v15 + v17
    v19 = tl.full((), 0x10, tl.uint32)
    v20 = v18 >> v19
    v21 = v20.to(tl.uint16)
    v22 = v21.to(tl.bfloat16, bitcast=True)
    return v22, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v1 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = v9 != v9
    v13 = tl.full((), 0xffff0000, tl.uint32)
    v14 = v11 & v13
    v15 = tl.full((), 0x400000, tl.uint32)
    v16 = v14 | v15
    v17 = tl.where(v12, v16, v11)
    v18 = tl.full((), 0xffff, tl.uint32)
    v19 = v10 & v18
    v20 = v17 + v19
    v21 = tl.full((), 0x10, tl.uint32)
    v22 = v20 >> v21
    v23 = v22.to(tl.uint16)
    v24 = v23.to(tl.bfloat16, bitcast=True)
    return v24, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v2 - v7
    v9 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v10 = v8.to(tl.uint32, bitcast=True)
    v11 = v8 != v8
    v12 = tl.full((), 0xffff0000, tl.uint32)
    v13 = v10 & v12
    v14 = tl.full((), 0x400000, tl.uint32)
    v15 = v13 | v14
    v16 = tl.where(v11, v15, v10)
    v17 = tl.full((), 0xffff, tl.uint32)
    v18 = v9 & v17
    v19 = v16 + v18
    v20 = tl.full((), 0x10, tl.uint32)
    v21 = v19 >> v20
    v22 = v21.to(tl.uint16)
    v23 = v22.to(tl.bfloat16, bitcast=True)
    v24 = tl.full((), 0x1, tl.uint64)
    v25 = a10 + v24
    v26 = tile_chunks16(a9, v25, index, TILE, ALIGNED, ROUNDS)
    v27 = v6.to(tl.uint32, bitcast=True)
    v28 = v6 != v6
    v29 = tl.full((), 0xffff0000, tl.uint32)
    v30 = v27 & v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v30 | v31
    v33 = tl.where(v28, v32, v27)
    v34 = tl.full((), 0xffff, tl.uint32)
    v35 = v26 & v34
    v36 = v33 + v35
    v37 = tl.full((), 0x10, tl.uint32)
    v38 = v36 >> v37
    v39 = v38.to(tl.uint16)
    v40 = v39.to(tl.bfloat16, bitcast=True)
    return v23, v40



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v1 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v12 = v10.to(tl.uint32, bitcast=True)
    v13 = v10 != v10
    v14 = tl.full((), 0xffff0000, tl.uint32)
    v15 = v12 & v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v15 | v16
    v18 = tl.where(v13, v17, v12)
    v19 = tl.full((), 0xffff, tl.uint32)
    v20 = v11 & v19
    v21 = v18 + v20
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = v23.to(tl.uint16)
    v25 = v24.to(tl.bfloat16, bitcast=True)
    v26 = tl.full((), 0x1, tl.uint64)
    v27 = a10 + v26
    v28 = tile_chunks16(a9, v27, index, TILE, ALIGNED, ROUNDS)
    v29 = v6.to(tl.uint32, bitcast=True)
    v30 = v6 != v6
    v31 = tl.full((), 0xffff0000, tl.uint32)
    v32 = v29 & v31
    v33 = tl.full((), 0x400000, tl.uint32)
    v34 = v32 | v33
    v35 = tl.where(v30, v34, v29)
    v36 = tl.full((), 0xffff, tl.uint32)
    v37 = v28 & v36
    v38 = v35 + v37
    v39 = tl.full((), 0x10, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint16)
    v42 = v41.to(tl.bfloat16, bitcast=True)
    return v25, v42



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a2 * v2
    v4 = v1 + v3
    v5 = a6 * v4
    v6 = v2 - v5
    v7 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v8 = v6.to(tl.uint32, bitcast=True)
    v9 = v6 != v6
    v10 = tl.full((), 0xffff0000, tl.uint32)
    v11 = v8 & v10
    v12 = tl.full((), 0x400000, tl.uint32)
    v13 = v11 | v12
    v14 = tl.where(v9, v13, v8)
    v15 = tl.full((), 0xffff, tl.uint32)
    v16 = v7 & v15
    v17 = v14 + v16
    v18 = tl.full((), 0x10, tl.uint32)
    v19 = v17 >> v18
    v20 = v19.to(tl.uint16)
    v21 = v20.to(tl.bfloat16, bitcast=True)
    return v21,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = v9 != v9
    v13 = tl.full((), 0xffff0000, tl.uint32)
    v14 = v11 & v13
    v15 = tl.full((), 0x400000, tl.uint32)
    v16 = v14 | v15
    v17 = tl.where(v12, v16, v11)
    v18 = tl.full((), 0xffff, tl.uint32)
    v19 = v10 & v18
    v20 = v17 + v19
    v21 = tl.full((), 0x10, tl.uint32)
    v22 = v20 >> v21
    v23 = v22.to(tl.uint16)
    v24 = v23.to(tl.bfloat16, bitcast=True)
    return v24, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v4 + v8
    v10 = a7 * v9
    v11 = v2 - v10
    v12 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v13 = v11.to(tl.uint32, bitcast=True)
    v14 = v11 != v11
    v15 = tl.full((), 0xffff0000, tl.uint32)
    v16 = v13 & v15
    v17 = tl.full((), 0x400000, tl.uint32)
    v18 = v16 | v17
    v19 = tl.where(v14, v18, v13)
    v20 = tl.full((), 0xffff, tl.uint32)
    v21 = v12 & v20
    v22 = v19 + v21
    v23 = tl.full((), 0x10, tl.uint32)
    v24 = v22 >> v23
    v25 = v24.to(tl.uint16)
    v26 = v25.to(tl.bfloat16, bitcast=True)
    return v26, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v12 = v10.to(tl.uint32, bitcast=True)
    v13 = v10 != v10
    v14 = tl.full((), 0xffff0000, tl.uint32)
    v15 = v12 & v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v15 | v16
    v18 = tl.where(v13, v17, v12)
    v19 = tl.full((), 0xffff, tl.uint32)
    v20 = v11 & v19
    v21 = v18 + v20
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = v23.to(tl.uint16)
    v25 = v24.to(tl.bfloat16, bitcast=True)
    v26 = tl.full((), 0x1, tl.uint64)
    v27 = a10 + v26
    v28 = tile_chunks16(a9, v27, index, TILE, ALIGNED, ROUNDS)
    v29 = v8.to(tl.uint32, bitcast=True)
    v30 = v8 != v8
    v31 = tl.full((), 0xffff0000, tl.uint32)
    v32 = v29 & v31
    v33 = tl.full((), 0x400000, tl.uint32)
    v34 = v32 | v33
    v35 = tl.where(v30, v34, v29)
    v36 = tl.full((), 0xffff, tl.uint32)
    v37 = v28 & v36
    v38 = v35 + v37
    v39 = tl.full((), 0x10, tl.uint32)
    v40 = v38 >> v39
    v41 = v40.to(tl.uint16)
    v42 = v41.to(tl.bfloat16, bitcast=True)
    return v25, v42



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a6 * v8
    v10 = v4 + v9
    v11 = a7 * v10
    v12 = v2 - v11
    v13 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v14 = v12.to(tl.uint32, bitcast=True)
    v15 = v12 != v12
    v16 = tl.full((), 0xffff0000, tl.uint32)
    v17 = v14 & v16
    v18 = tl.full((), 0x400000, tl.uint32)
    v19 = v17 | v18
    v20 = tl.where(v15, v19, v14)
    v21 = tl.full((), 0xffff, tl.uint32)
    v22 = v13 & v21
    v23 = v20 + v22
    v24 = tl.full((), 0x10, tl.uint32)
    v25 = v23 >> v24
    v26 = v25.to(tl.uint16)
    v27 = v26.to(tl.bfloat16, bitcast=True)
    v28 = tl.full((), 0x1, tl.uint64)
    v29 = a10 + v28
    v30 = tile_chunks16(a9, v29, index, TILE, ALIGNED, ROUNDS)
    v31 = v8.to(tl.uint32, bitcast=True)
    v32 = v8 != v8
    v33 = tl.full((), 0xffff0000, tl.uint32)
    v34 = v31 & v33
    v35 = tl.full((), 0x400000, tl.uint32)
    v36 = v34 | v35
    v37 = tl.where(v32, v36, v31)
    v38 = tl.full((), 0xffff, tl.uint32)
    v39 = v30 & v38
    v40 = v37 + v39
    v41 = tl.full((), 0x10, tl.uint32)
    v42 = v40 >> v41
    v43 = v42.to(tl.uint16)
    v44 = v43.to(tl.bfloat16, bitcast=True)
    return v27, v44



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a6 * v0
    v3 = v1 - v2
    v4 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v5 = v3.to(tl.uint32, bitcast=True)
    v6 = v3 != v3
    v7 = tl.full((), 0xffff0000, tl.uint32)
    v8 = v5 & v7
    v9 = tl.full((), 0x400000, tl.uint32)
    v10 = v8 | v9
    v11 = tl.where(v6, v10, v5)
    v12 = tl.full((), 0xffff, tl.uint32)
    v13 = v4 & v12
    v14 = v11 + v13
    v15 = tl.full((), 0x10, tl.uint32)
    v16 = v14 >> v15
    v17 = v16.to(tl.uint16)
    v18 = v17.to(tl.bfloat16, bitcast=True)
    return v18,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a7 * v4
    v6 = v1 - v5
    v7 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v8 = v6.to(tl.uint32, bitcast=True)
    v9 = v6 != v6
    v10 = tl.full((), 0xffff0000, tl.uint32)
    v11 = v8 & v10
    v12 = tl.full((), 0x400000, tl.uint32)
    v13 = v11 | v12
    v14 = tl.where(v9, v13, v8)
    v15 = tl.full((), 0xffff, tl.uint32)
    v16 = v7 & v15
    v17 = v14 + v16
    v18 = tl.full((), 0x10, tl.uint32)
    v19 = v17 >> v18
    v20 = v19.to(tl.uint16)
    v21 = v20.to(tl.bfloat16, bitcast=True)
    return v21, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a6 * v4
    v6 = v0 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v10 = v8.to(tl.uint32, bitcast=True)
    v11 = v8 != v8
    v12 = tl.full((), 0xffff0000, tl.uint32)
    v13 = v10 & v12
    v14 = tl.full((), 0x400000, tl.uint32)
    v15 = v13 | v14
    v16 = tl.where(v11, v15, v10)
    v17 = tl.full((), 0xffff, tl.uint32)
    v18 = v9 & v17
    v19 = v16 + v18
    v20 = tl.full((), 0x10, tl.uint32)
    v21 = v19 >> v20
    v22 = v21.to(tl.uint16)
    v23 = v22.to(tl.bfloat16, bitcast=True)
    return v23, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v1 - v6
    v8 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v9 = v7.to(tl.uint32, bitcast=True)
    v10 = v7 != v7
    v11 = tl.full((), 0xffff0000, tl.uint32)
    v12 = v9 & v11
    v13 = tl.full((), 0x400000, tl.uint32)
    v14 = v12 | v13
    v15 = tl.where(v10, v14, v9)
    v16 = tl.full((), 0xffff, tl.uint32)
    v17 = v8 & v16
    v18 = v15 + v17
    v19 = tl.full((), 0x10, tl.uint32)
    v20 = v18 >> v19
    v21 = v20.to(tl.uint16)
    v22 = v21.to(tl.bfloat16, bitcast=True)
    v23 = tl.full((), 0x1, tl.uint64)
    v24 = a10 + v23
    v25 = tile_chunks16(a9, v24, index, TILE, ALIGNED, ROUNDS)
    v26 = v5.to(tl.uint32, bitcast=True)
    v27 = v5 != v5
    v28 = tl.full((), 0xffff0000, tl.uint32)
    v29 = v26 & v28
    v30 = tl.full((), 0x400000, tl.uint32)
    v31 = v29 | v30
    v32 = tl.where(v27, v31, v26)
    v33 = tl.full((), 0xffff, tl.uint32)
    v34 = v25 & v33
    v35 = v32 + v34
    v36 = tl.full((), 0x10, tl.uint32)
    v37 = v35 >> v36
    v38 = v37.to(tl.uint16)
    v39 = v38.to(tl.bfloat16, bitcast=True)
    return v22, v39



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v0 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = v9 != v9
    v13 = tl.full((), 0xffff0000, tl.uint32)
    v14 = v11 & v13
    v15 = tl.full((), 0x400000, tl.uint32)
    v16 = v14 | v15
    v17 = tl.where(v12, v16, v11)
    v18 = tl.full((), 0xffff, tl.uint32)
    v19 = v10 & v18
    v20 = v17 + v19
    v21 = tl.full((), 0x10, tl.uint32)
    v22 = v20 >> v21
    v23 = v22.to(tl.uint16)
    v24 = v23.to(tl.bfloat16, bitcast=True)
    v25 = tl.full((), 0x1, tl.uint64)
    v26 = a10 + v25
    v27 = tile_chunks16(a9, v26, index, TILE, ALIGNED, ROUNDS)
    v28 = v5.to(tl.uint32, bitcast=True)
    v29 = v5 != v5
    v30 = tl.full((), 0xffff0000, tl.uint32)
    v31 = v28 & v30
    v32 = tl.full((), 0x400000, tl.uint32)
    v33 = v31 | v32
    v34 = tl.where(v29, v33, v28)
    v35 = tl.full((), 0xffff, tl.uint32)
    v36 = v27 & v35
    v37 = v34 + v36
    v38 = tl.full((), 0x10, tl.uint32)
    v39 = v37 >> v38
    v40 = v39.to(tl.uint16)
    v41 = v40.to(tl.bfloat16, bitcast=True)
    return v24, v41



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a2 * v1
    v3 = v0 + v2
    v4 = a6 * v3
    v5 = v1 - v4
    v6 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v7 = v5.to(tl.uint32, bitcast=True)
    v8 = v5 != v5
    v9 = tl.full((), 0xffff0000, tl.uint32)
    v10 = v7 & v9
    v11 = tl.full((), 0x400000, tl.uint32)
    v12 = v10 | v11
    v13 = tl.where(v8, v12, v7)
    v14 = tl.full((), 0xffff, tl.uint32)
    v15 = v6 & v14
    v16 = v13 + v15
    v17 = tl.full((), 0x10, tl.uint32)
    v18 = v16 >> v17
    v19 = v18.to(tl.uint16)
    v20 = v19.to(tl.bfloat16, bitcast=True)
    return v20,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__float32__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v10 = v8.to(tl.uint32, bitcast=True)
    v11 = v8 != v8
    v12 = tl.full((), 0xffff0000, tl.uint32)
    v13 = v10 & v12
    v14 = tl.full((), 0x400000, tl.uint32)
    v15 = v13 | v14
    v16 = tl.where(v11, v15, v10)
    v17 = tl.full((), 0xffff, tl.uint32)
    v18 = v9 & v17
    v19 = v16 + v18
    v20 = tl.full((), 0x10, tl.uint32)
    v21 = v19 >> v20
    v22 = v21.to(tl.uint16)
    v23 = v22.to(tl.bfloat16, bitcast=True)
    return v23, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v3 + v7
    v9 = a7 * v8
    v10 = v1 - v9
    v11 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v12 = v10.to(tl.uint32, bitcast=True)
    v13 = v10 != v10
    v14 = tl.full((), 0xffff0000, tl.uint32)
    v15 = v12 & v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v15 | v16
    v18 = tl.where(v13, v17, v12)
    v19 = tl.full((), 0xffff, tl.uint32)
    v20 = v11 & v19
    v21 = v18 + v20
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = v23.to(tl.uint16)
    v25 = v24.to(tl.bfloat16, bitcast=True)
    return v25, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = v9 != v9
    v13 = tl.full((), 0xffff0000, tl.uint32)
    v14 = v11 & v13
    v15 = tl.full((), 0x400000, tl.uint32)
    v16 = v14 | v15
    v17 = tl.where(v12, v16, v11)
    v18 = tl.full((), 0xffff, tl.uint32)
    v19 = v10 & v18
    v20 = v17 + v19
    v21 = tl.full((), 0x10, tl.uint32)
    v22 = v20 >> v21
    v23 = v22.to(tl.uint16)
    v24 = v23.to(tl.bfloat16, bitcast=True)
    v25 = tl.full((), 0x1, tl.uint64)
    v26 = a10 + v25
    v27 = tile_chunks16(a9, v26, index, TILE, ALIGNED, ROUNDS)
    v28 = v7.to(tl.uint32, bitcast=True)
    v29 = v7 != v7
    v30 = tl.full((), 0xffff0000, tl.uint32)
    v31 = v28 & v30
    v32 = tl.full((), 0x400000, tl.uint32)
    v33 = v31 | v32
    v34 = tl.where(v29, v33, v28)
    v35 = tl.full((), 0xffff, tl.uint32)
    v36 = v27 & v35
    v37 = v34 + v36
    v38 = tl.full((), 0x10, tl.uint32)
    v39 = v37 >> v38
    v40 = v39.to(tl.uint16)
    v41 = v40.to(tl.bfloat16, bitcast=True)
    return v24, v41



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v3 + v8
    v10 = a7 * v9
    v11 = v1 - v10
    v12 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v13 = v11.to(tl.uint32, bitcast=True)
    v14 = v11 != v11
    v15 = tl.full((), 0xffff0000, tl.uint32)
    v16 = v13 & v15
    v17 = tl.full((), 0x400000, tl.uint32)
    v18 = v16 | v17
    v19 = tl.where(v14, v18, v13)
    v20 = tl.full((), 0xffff, tl.uint32)
    v21 = v12 & v20
    v22 = v19 + v21
    v23 = tl.full((), 0x10, tl.uint32)
    v24 = v22 >> v23
    v25 = v24.to(tl.uint16)
    v26 = v25.to(tl.bfloat16, bitcast=True)
    v27 = tl.full((), 0x1, tl.uint64)
    v28 = a10 + v27
    v29 = tile_chunks16(a9, v28, index, TILE, ALIGNED, ROUNDS)
    v30 = v7.to(tl.uint32, bitcast=True)
    v31 = v7 != v7
    v32 = tl.full((), 0xffff0000, tl.uint32)
    v33 = v30 & v32
    v34 = tl.full((), 0x400000, tl.uint32)
    v35 = v33 | v34
    v36 = tl.where(v31, v35, v30)
    v37 = tl.full((), 0xffff, tl.uint32)
    v38 = v29 & v37
    v39 = v36 + v38
    v40 = tl.full((), 0x10, tl.uint32)
    v41 = v39 >> v40
    v42 = v41.to(tl.uint16)
    v43 = v42.to(tl.bfloat16, bitcast=True)
    return v26, v43



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a6 * v1
    v4 = v2 - v3
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x10, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = v7 & v8
    v10 = tl.full((), 0x7fff, tl.uint32)
    v11 = v10 + v9
    v12 = v4 != v4
    v13 = tl.full((), 0xffff0000, tl.uint32)
    v14 = v5 & v13
    v15 = tl.full((), 0x400000, tl.uint32)
    v16 = v14 | v15
    v17 = tl.where(v12, v16, v5)
    v18 = v17 + v11
    v19 = tl.full((), 0x10, tl.uint32)
    v20 = v18 >> v19
    v21 = v20.to(tl.uint16)
    v22 = v21.to(tl.bfloat16, bitcast=True)
    return v22,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v2 - v6
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x10, tl.uint32)
    v10 = v8 >> v9
    v11 = tl.full((), 0x1, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x7fff, tl.uint32)
    v14 = v13 + v12
    v15 = v7 != v7
    v16 = tl.full((), 0xffff0000, tl.uint32)
    v17 = v8 & v16
    v18 = tl.full((), 0x400000, tl.uint32)
    v19 = v17 | v18
    v20 = tl.where(v15, v19, v8)
    v21 = v20 + v14
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = v23.to(tl.uint16)
    v25 = v24.to(tl.bfloat16, bitcast=True)
    return v25, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v1 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x10, tl.uint32)
    v12 = v10 >> v11
    v13 = tl.full((), 0x1, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x7fff, tl.uint32)
    v16 = v15 + v14
    v17 = v9 != v9
    v18 = tl.full((), 0xffff0000, tl.uint32)
    v19 = v10 & v18
    v20 = tl.full((), 0x400000, tl.uint32)
    v21 = v19 | v20
    v22 = tl.where(v17, v21, v10)
    v23 = v22 + v16
    v24 = tl.full((), 0x10, tl.uint32)
    v25 = v23 >> v24
    v26 = v25.to(tl.uint16)
    v27 = v26.to(tl.bfloat16, bitcast=True)
    return v27, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v2 - v7
    v9 = v8.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x10, tl.uint32)
    v11 = v9 >> v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x7fff, tl.uint32)
    v15 = v14 + v13
    v16 = v8 != v8
    v17 = tl.full((), 0xffff0000, tl.uint32)
    v18 = v9 & v17
    v19 = tl.full((), 0x400000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v16, v20, v9)
    v22 = v21 + v15
    v23 = tl.full((), 0x10, tl.uint32)
    v24 = v22 >> v23
    v25 = v24.to(tl.uint16)
    v26 = v25.to(tl.bfloat16, bitcast=True)
    v27 = v6.to(tl.uint32, bitcast=True)
    v28 = tl.full((), 0x10, tl.uint32)
    v29 = v27 >> v28
    v30 = tl.full((), 0x1, tl.uint32)
    v31 = v29 & v30
    v32 = tl.full((), 0x7fff, tl.uint32)
    v33 = v32 + v31
    v34 = v6 != v6
    v35 = tl.full((), 0xffff0000, tl.uint32)
    v36 = v27 & v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v36 | v37
    v39 = tl.where(v34, v38, v27)
    v40 = v39 + v33
    v41 = tl.full((), 0x10, tl.uint32)
    v42 = v40 >> v41
    v43 = v42.to(tl.uint16)
    v44 = v43.to(tl.bfloat16, bitcast=True)
    return v26, v44



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v1 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = v10.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x10, tl.uint32)
    v13 = v11 >> v12
    v14 = tl.full((), 0x1, tl.uint32)
    v15 = v13 & v14
    v16 = tl.full((), 0x7fff, tl.uint32)
    v17 = v16 + v15
    v18 = v10 != v10
    v19 = tl.full((), 0xffff0000, tl.uint32)
    v20 = v11 & v19
    v21 = tl.full((), 0x400000, tl.uint32)
    v22 = v20 | v21
    v23 = tl.where(v18, v22, v11)
    v24 = v23 + v17
    v25 = tl.full((), 0x10, tl.uint32)
    v26 = v24 >> v25
    v27 = v26.to(tl.uint16)
    v28 = v27.to(tl.bfloat16, bitcast=True)
    v29 = v6.to(tl.uint32, bitcast=True)
    v30 = tl.full((), 0x10, tl.uint32)
    v31 = v29 >> v30
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7fff, tl.uint32)
    v35 = v34 + v33
    v36 = v6 != v6
    v37 = tl.full((), 0xffff0000, tl.uint32)
    v38 = v29 & v37
    v39 = tl.full((), 0x400000, tl.uint32)
    v40 = v38 | v39
    v41 = tl.where(v36, v40, v29)
    v42 = v41 + v35
    v43 = tl.full((), 0x10, tl.uint32)
    v44 = v42 >> v43
    v45 = v44.to(tl.uint16)
    v46 = v45.to(tl.bfloat16, bitcast=True)
    return v28, v46



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a2 * v2
    v4 = v1 + v3
    v5 = a6 * v4
    v6 = v2 - v5
    v7 = v6.to(tl.uint32, bitcast=True)
    v8 = tl.full((), 0x10, tl.uint32)
    v9 = v7 >> v8
    v10 = tl.full((), 0x1, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x7fff, tl.uint32)
    v13 = v12 + v11
    v14 = v6 != v6
    v15 = tl.full((), 0xffff0000, tl.uint32)
    v16 = v7 & v15
    v17 = tl.full((), 0x400000, tl.uint32)
    v18 = v16 | v17
    v19 = tl.where(v14, v18, v7)
    v20 = v19 + v13
    v21 = tl.full((), 0x10, tl.uint32)
    v22 = v20 >> v21
    v23 = v22.to(tl.uint16)
    v24 = v23.to(tl.bfloat16, bitcast=True)
    return v24,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__bfloat16__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x10, tl.uint32)
    v12 = v10 >> v11
    v13 = tl.full((), 0x1, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x7fff, tl.uint32)
    v16 = v15 + v14
    v17 = v9 != v9
    v18 = tl.full((), 0xffff0000, tl.uint32)
    v19 = v10 & v18
    v20 = tl.full((), 0x400000, tl.uint32)
    v21 = v19 | v20
    v22 = tl.where(v17, v21, v10)
    v23 = v22 + v16
    v24 = tl.full((), 0x10, tl.uint32)
    v25 = v23 >> v24
    v26 = v25.to(tl.uint16)
    v27 = v26.to(tl.bfloat16, bitcast=True)
    return v27, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v4 + v8
    v10 = a7 * v9
    v11 = v2 - v10
    v12 = v11.to(tl.uint32, bitcast=True)
    v13 = tl.full((), 0x10, tl.uint32)
    v14 = v12 >> v13
    v15 = tl.full((), 0x1, tl.uint32)
    v16 = v14 & v15
    v17 = tl.full((), 0x7fff, tl.uint32)
    v18 = v17 + v16
    v19 = v11 != v11
    v20 = tl.full((), 0xffff0000, tl.uint32)
    v21 = v12 & v20
    v22 = tl.full((), 0x400000, tl.uint32)
    v23 = v21 | v22
    v24 = tl.where(v19, v23, v12)
    v25 = v24 + v18
    v26 = tl.full((), 0x10, tl.uint32)
    v27 = v25 >> v26
    v28 = v27.to(tl.uint16)
    v29 = v28.to(tl.bfloat16, bitcast=True)
    return v29, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = v10.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x10, tl.uint32)
    v13 = v11 >> v12
    v14 = tl.full((), 0x1, tl.uint32)
    v15 = v13 & v14
    v16 = tl.full((), 0x7fff, tl.uint32)
    v17 = v16 + v15
    v18 = v10 != v10
    v19 = tl.full((), 0xffff0000, tl.uint32)
    v20 = v11 & v19
    v21 = tl.full((), 0x400000, tl.uint32)
    v22 = v20 | v21
    v23 = tl.where(v18, v22, v11)
    v24 = v23 + v17
    v25 = tl.full((), 0x10, tl.uint32)
    v26 = v24 >> v25
    v27 = v26.to(tl.uint16)
    v28 = v27.to(tl.bfloat16, bitcast=True)
    v29 = v8.to(tl.uint32, bitcast=True)
    v30 = tl.full((), 0x10, tl.uint32)
    v31 = v29 >> v30
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7fff, tl.uint32)
    v35 = v34 + v33
    v36 = v8 != v8
    v37 = tl.full((), 0xffff0000, tl.uint32)
    v38 = v29 & v37
    v39 = tl.full((), 0x400000, tl.uint32)
    v40 = v38 | v39
    v41 = tl.where(v36, v40, v29)
    v42 = v41 + v35
    v43 = tl.full((), 0x10, tl.uint32)
    v44 = v42 >> v43
    v45 = v44.to(tl.uint16)
    v46 = v45.to(tl.bfloat16, bitcast=True)
    return v28, v46



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a6 * v8
    v10 = v4 + v9
    v11 = a7 * v10
    v12 = v2 - v11
    v13 = v12.to(tl.uint32, bitcast=True)
    v14 = tl.full((), 0x10, tl.uint32)
    v15 = v13 >> v14
    v16 = tl.full((), 0x1, tl.uint32)
    v17 = v15 & v16
    v18 = tl.full((), 0x7fff, tl.uint32)
    v19 = v18 + v17
    v20 = v12 != v12
    v21 = tl.full((), 0xffff0000, tl.uint32)
    v22 = v13 & v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v22 | v23
    v25 = tl.where(v20, v24, v13)
    v26 = v25 + v19
    v27 = tl.full((), 0x10, tl.uint32)
    v28 = v26 >> v27
    v29 = v28.to(tl.uint16)
    v30 = v29.to(tl.bfloat16, bitcast=True)
    v31 = v8.to(tl.uint32, bitcast=True)
    v32 = tl.full((), 0x10, tl.uint32)
    v33 = v31 >> v32
    v34 = tl.full((), 0x1, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x7fff, tl.uint32)
    v37 = v36 + v35
    v38 = v8 != v8
    v39 = tl.full((), 0xffff0000, tl.uint32)
    v40 = v31 & v39
    v41 = tl.full((), 0x400000, tl.uint32)
    v42 = v40 | v41
    v43 = tl.where(v38, v42, v31)
    v44 = v43 + v37
    v45 = tl.full((), 0x10, tl.uint32)
    v46 = v44 >> v45
    v47 = v46.to(tl.uint16)
    v48 = v47.to(tl.bfloat16, bitcast=True)
    return v30, v48



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.bfloat16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.bfloat16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__bfloat16__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__RN__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a6 * v0
    v3 = v1 - v2
    v4 = v3.to(tl.uint32, bitcast=True)
    v5 = tl.full((), 0x10, tl.uint32)
    v6 = v4 >> v5
    v7 = tl.full((), 0x1, tl.uint32)
    v8 = v6 & v7
    v9 = tl.full((), 0x7fff, tl.uint32)
    v10 = v9 + v8
    v11 = v3 != v3
    v12 = tl.full((), 0xffff0000, tl.uint32)
    v13 = v4 & v12
    v14 = tl.full((), 0x400000, tl.uint32)
    v15 = v13 | v14
    v16 = tl.where(v11, v15, v4)
    v17 = v16 + v10
    v18 = tl.full((), 0x10, tl.uint32)
    v19 = v17 >> v18
    v20 = v19.to(tl.uint16)
    v21 = v20.to(tl.bfloat16, bitcast=True)
    return v21,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__RN__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__float32__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__RN__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__float32__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a7 * v4
    v6 = v1 - v5
    v7 = v6.to(tl.uint32, bitcast=True)
    v8 = tl.full((), 0x10, tl.uint32)
    v9 = v7 >> v8
    v10 = tl.full((), 0x1, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x7fff, tl.uint32)
    v13 = v12 + v11
    v14 = v6 != v6
    v15 = tl.full((), 0xffff0000, tl.uint32)
    v16 = v7 & v15
    v17 = tl.full((), 0x400000, tl.uint32)
    v18 = v16 | v17
    v19 = tl.where(v14, v18, v7)
    v20 = v19 + v13
    v21 = tl.full((), 0x10, tl.uint32)
    v22 = v20 >> v21
    v23 = v22.to(tl.uint16)
    v24 = v23.to(tl.bfloat16, bitcast=True)
    return v24, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a6 * v4
    v6 = v0 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = v8.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x10, tl.uint32)
    v11 = v9 >> v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x7fff, tl.uint32)
    v15 = v14 + v13
    v16 = v8 != v8
    v17 = tl.full((), 0xffff0000, tl.uint32)
    v18 = v9 & v17
    v19 = tl.full((), 0x400000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v16, v20, v9)
    v22 = v21 + v15
    v23 = tl.full((), 0x10, tl.uint32)
    v24 = v22 >> v23
    v25 = v24.to(tl.uint16)
    v26 = v25.to(tl.bfloat16, bitcast=True)
    return v26, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v1 - v6
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x10, tl.uint32)
    v10 = v8 >> v9
    v11 = tl.full((), 0x1, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x7fff, tl.uint32)
    v14 = v13 + v12
    v15 = v7 != v7
    v16 = tl.full((), 0xffff0000, tl.uint32)
    v17 = v8 & v16
    v18 = tl.full((), 0x400000, tl.uint32)
    v19 = v17 | v18
    v20 = tl.where(v15, v19, v8)
    v21 = v20 + v14
    v22 = tl.full((), 0x10, tl.uint32)
    v23 = v21 >> v22
    v24 = v23.to(tl.uint16)
    v25 = v24.to(tl.bfloat16, bitcast=True)
    v26 = v5.to(tl.uint32, bitcast=True)
    v27 = tl.full((), 0x10, tl.uint32)
    v28 = v26 >> v27
    v29 = tl.full((), 0x1, tl.uint32)
    v30 = v28 & v29
    v31 = tl.full((), 0x7fff, tl.uint32)
    v32 = v31 + v30
    v33 = v5 != v5
    v34 = tl.full((), 0xffff0000, tl.uint32)
    v35 = v26 & v34
    v36 = tl.full((), 0x400000, tl.uint32)
    v37 = v35 | v36
    v38 = tl.where(v33, v37, v26)
    v39 = v38 + v32
    v40 = tl.full((), 0x10, tl.uint32)
    v41 = v39 >> v40
    v42 = v41.to(tl.uint16)
    v43 = v42.to(tl.bfloat16, bitcast=True)
    return v25, v43



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v0 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x10, tl.uint32)
    v12 = v10 >> v11
    v13 = tl.full((), 0x1, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x7fff, tl.uint32)
    v16 = v15 + v14
    v17 = v9 != v9
    v18 = tl.full((), 0xffff0000, tl.uint32)
    v19 = v10 & v18
    v20 = tl.full((), 0x400000, tl.uint32)
    v21 = v19 | v20
    v22 = tl.where(v17, v21, v10)
    v23 = v22 + v16
    v24 = tl.full((), 0x10, tl.uint32)
    v25 = v23 >> v24
    v26 = v25.to(tl.uint16)
    v27 = v26.to(tl.bfloat16, bitcast=True)
    v28 = v5.to(tl.uint32, bitcast=True)
    v29 = tl.full((), 0x10, tl.uint32)
    v30 = v28 >> v29
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = v30 & v31
    v33 = tl.full((), 0x7fff, tl.uint32)
    v34 = v33 + v32
    v35 = v5 != v5
    v36 = tl.full((), 0xffff0000, tl.uint32)
    v37 = v28 & v36
    v38 = tl.full((), 0x400000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v35, v39, v28)
    v41 = v40 + v34
    v42 = tl.full((), 0x10, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint16)
    v45 = v44.to(tl.bfloat16, bitcast=True)
    return v27, v45



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__RN__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a2 * v1
    v3 = v0 + v2
    v4 = a6 * v3
    v5 = v1 - v4
    v6 = v5.to(tl.uint32, bitcast=True)
    v7 = tl.full((), 0x10, tl.uint32)
    v8 = v6 >> v7
    v9 = tl.full((), 0x1, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x7fff, tl.uint32)
    v12 = v11 + v10
    v13 = v5 != v5
    v14 = tl.full((), 0xffff0000, tl.uint32)
    v15 = v6 & v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v15 | v16
    v18 = tl.where(v13, v17, v6)
    v19 = v18 + v12
    v20 = tl.full((), 0x10, tl.uint32)
    v21 = v19 >> v20
    v22 = v21.to(tl.uint16)
    v23 = v22.to(tl.bfloat16, bitcast=True)
    return v23,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__RN__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__bfloat16__float32__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__RN__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__bfloat16__float32__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = v8.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x10, tl.uint32)
    v11 = v9 >> v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x7fff, tl.uint32)
    v15 = v14 + v13
    v16 = v8 != v8
    v17 = tl.full((), 0xffff0000, tl.uint32)
    v18 = v9 & v17
    v19 = tl.full((), 0x400000, tl.uint32)
    v20 = v18 | v19
    v21 = tl.where(v16, v20, v9)
    v22 = v21 + v15
    v23 = tl.full((), 0x10, tl.uint32)
    v24 = v22 >> v23
    v25 = v24.to(tl.uint16)
    v26 = v25.to(tl.bfloat16, bitcast=True)
    return v26, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__float32__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v3 + v7
    v9 = a7 * v8
    v10 = v1 - v9
    v11 = v10.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x10, tl.uint32)
    v13 = v11 >> v12
    v14 = tl.full((), 0x1, tl.uint32)
    v15 = v13 & v14
    v16 = tl.full((), 0x7fff, tl.uint32)
    v17 = v16 + v15
    v18 = v10 != v10
    v19 = tl.full((), 0xffff0000, tl.uint32)
    v20 = v11 & v19
    v21 = tl.full((), 0x400000, tl.uint32)
    v22 = v20 | v21
    v23 = tl.where(v18, v22, v11)
    v24 = v23 + v17
    v25 = tl.full((), 0x10, tl.uint32)
    v26 = v24 >> v25
    v27 = v26.to(tl.uint16)
    v28 = v27.to(tl.bfloat16, bitcast=True)
    return v28, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__float32__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__float32__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x10, tl.uint32)
    v12 = v10 >> v11
    v13 = tl.full((), 0x1, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x7fff, tl.uint32)
    v16 = v15 + v14
    v17 = v9 != v9
    v18 = tl.full((), 0xffff0000, tl.uint32)
    v19 = v10 & v18
    v20 = tl.full((), 0x400000, tl.uint32)
    v21 = v19 | v20
    v22 = tl.where(v17, v21, v10)
    v23 = v22 + v16
    v24 = tl.full((), 0x10, tl.uint32)
    v25 = v23 >> v24
    v26 = v25.to(tl.uint16)
    v27 = v26.to(tl.bfloat16, bitcast=True)
    v28 = v7.to(tl.uint32, bitcast=True)
    v29 = tl.full((), 0x10, tl.uint32)
    v30 = v28 >> v29
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = v30 & v31
    v33 = tl.full((), 0x7fff, tl.uint32)
    v34 = v33 + v32
    v35 = v7 != v7
    v36 = tl.full((), 0xffff0000, tl.uint32)
    v37 = v28 & v36
    v38 = tl.full((), 0x400000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v35, v39, v28)
    v41 = v40 + v34
    v42 = tl.full((), 0x10, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint16)
    v45 = v44.to(tl.bfloat16, bitcast=True)
    return v27, v45



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v3 + v8
    v10 = a7 * v9
    v11 = v1 - v10
    v12 = v11.to(tl.uint32, bitcast=True)
    v13 = tl.full((), 0x10, tl.uint32)
    v14 = v12 >> v13
    v15 = tl.full((), 0x1, tl.uint32)
    v16 = v14 & v15
    v17 = tl.full((), 0x7fff, tl.uint32)
    v18 = v17 + v16
    v19 = v11 != v11
    v20 = tl.full((), 0xffff0000, tl.uint32)
    v21 = v12 & v20
    v22 = tl.full((), 0x400000, tl.uint32)
    v23 = v21 | v22
    v24 = tl.where(v19, v23, v12)
    v25 = v24 + v18
    v26 = tl.full((), 0x10, tl.uint32)
    v27 = v25 >> v26
    v28 = v27.to(tl.uint16)
    v29 = v28.to(tl.bfloat16, bitcast=True)
    v30 = v7.to(tl.uint32, bitcast=True)
    v31 = tl.full((), 0x10, tl.uint32)
    v32 = v30 >> v31
    v33 = tl.full((), 0x1, tl.uint32)
    v34 = v32 & v33
    v35 = tl.full((), 0x7fff, tl.uint32)
    v36 = v35 + v34
    v37 = v7 != v7
    v38 = tl.full((), 0xffff0000, tl.uint32)
    v39 = v30 & v38
    v40 = tl.full((), 0x400000, tl.uint32)
    v41 = v39 | v40
    v42 = tl.where(v37, v41, v30)
    v43 = v42 + v36
    v44 = tl.full((), 0x10, tl.uint32)
    v45 = v43 >> v44
    v46 = v45.to(tl.uint16)
    v47 = v46.to(tl.bfloat16, bitcast=True)
    return v29, v47



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.bfloat16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.bfloat16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__bfloat16__float32__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a6 * v1
    v4 = v2 - v3
    v5 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v6 = v4.to(tl.uint32, bitcast=True)
    v7 = tl.full((), 0x7fffffff, tl.uint32)
    v8 = v6 & v7
    v9 = tl.full((), 0x1f, tl.uint32)
    v10 = v6 >> v9
    v11 = tl.full((), 0x47800000, tl.uint32)
    v12 = v8 < v11
    v13 = tl.full((), 0x47800000, tl.uint32)
    v14 = tl.where(v12, v8, v13)
    v15 = tl.full((), 0x3, tl.uint32)
    v16 = v14 << v15
    v17 = tl.full((), 0xc0000000, tl.uint32)
    v18 = v16 - v17
    v19 = v14.to(tl.float32, bitcast=True)
    v20 = tl.full((), 1099511627776.0, tl.float32)
    v21 = v19 * v20
    v22 = v21.to(tl.uint32)
    v23 = tl.full((), 0x38800000, tl.uint32)
    v24 = v14 < v23
    v25 = tl.where(v24, v22, v18)
    v26 = tl.full((), 0x7f800000, tl.uint32)
    v27 = v8 > v26
    v28 = tl.full((), 0x3, tl.uint32)
    v29 = v6 << v28
    v30 = tl.full((), 0x3ff0000, tl.uint32)
    v31 = v29 & v30
    v32 = tl.full((), 0x7e000000, tl.uint32)
    v33 = v31 | v32
    v34 = tl.where(v27, v33, v25)
    v35 = tl.full((), 0xffff, tl.uint32)
    v36 = v5 & v35
    v37 = tl.full((), 0x0, tl.uint32)
    v38 = v36 << v37
    v39 = v34 + v38
    v40 = tl.full((), 0x80000000, tl.uint32)
    v41 = v6 & v40
    v42 = v39 | v41
    v43 = tl.full((), 0x10, tl.uint32)
    v44 = v42 >> v43
    v45 = v44.to(tl.uint16)
    v46 = v45.to(tl.float16, bitcast=True)
    return v46,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v2 - v6
    v8 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v9 = v7.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x7fffffff, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x1f, tl.uint32)
    v13 = v9 >> v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = v11 < v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = tl.where(v15, v11, v16)
    v18 = tl.full((), 0x3, tl.uint32)
    v19 = v17 << v18
    v20 = tl.full((), 0xc0000000, tl.uint32)
    v21 = v19 - v20
    v22 = v17.to(tl.float32, bitcast=True)
    v23 = tl.full((), 1099511627776.0, tl.float32)
    v24 = v22 * v23
    v25 = v24.to(tl.uint32)
    v26 = tl.full((), 0x38800000, tl.uint32)
    v27 = v17 < v26
    v28 = tl.where(v27, v25, v21)
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = v11 > v29
    v31 = tl.full((), 0x3, tl.uint32)
    v32 = v9 << v31
    v33 = tl.full((), 0x3ff0000, tl.uint32)
    v34 = v32 & v33
    v35 = tl.full((), 0x7e000000, tl.uint32)
    v36 = v34 | v35
    v37 = tl.where(v30, v36, v28)
    v38 = tl.full((), 0xffff, tl.uint32)
    v39 = v8 & v38
    v40 = tl.full((), 0x0, tl.uint32)
    v41 = v39 << v40
    v42 = v37 + v41
    v43 = tl.full((), 0x80000000, tl.uint32)
    v44 = v9 & v43
    v45 = v42 | v44
    v46 = tl.full((), 0x10, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint16)
    v49 = v48.to(tl.float16, bitcast=True)
    return v49, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v1 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x7fffffff, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x1f, tl.uint32)
    v15 = v11 >> v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = v13 < v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = tl.where(v17, v13, v18)
    v20 = tl.full((), 0x3, tl.uint32)
    v21 = v19 << v20
    v22 = tl.full((), 0xc0000000, tl.uint32)
    v23 = v21 - v22
    v24 = v19.to(tl.float32, bitcast=True)
    v25 = tl.full((), 1099511627776.0, tl.float32)
    v26 = v24 * v25
    v27 = v26.to(tl.uint32)
    v28 = tl.full((), 0x38800000, tl.uint32)
    v29 = v19 < v28
    v30 = tl.where(v29, v27, v23)
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = v13 > v31
    v33 = tl.full((), 0x3, tl.uint32)
    v34 = v11 << v33
    v35 = tl.full((), 0x3ff0000, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x7e000000, tl.uint32)
    v38 = v36 | v37
    v39 = tl.where(v32, v38, v30)
    v40 = tl.full((), 0xffff, tl.uint32)
    v41 = v10 & v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = v41 << v42
    v44 = v39 + v43
    v45 = tl.full((), 0x80000000, tl.uint32)
    v46 = v11 & v45
    v47 = v44 | v46
    v48 = tl.full((), 0x10, tl.uint32)
    v49 = v47 >> v48
    v50 = v49.to(tl.uint16)
    v51 = v50.to(tl.float16, bitcast=True)
    return v51, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v2 - v7
    v9 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v10 = v8.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x7fffffff, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x1f, tl.uint32)
    v14 = v10 >> v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = v12 < v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = tl.where(v16, v12, v17)
    v19 = tl.full((), 0x3, tl.uint32)
    v20 = v18 << v19
    v21 = tl.full((), 0xc0000000, tl.uint32)
    v22 = v20 - v21
    v23 = v18.to(tl.float32, bitcast=True)
    v24 = tl.full((), 1099511627776.0, tl.float32)
    v25 = v23 * v24
    v26 = v25.to(tl.uint32)
    v27 = tl.full((), 0x38800000, tl.uint32)
    v28 = v18 < v27
    v29 = tl.where(v28, v26, v22)
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v12 > v30
    v32 = tl.full((), 0x3, tl.uint32)
    v33 = v10 << v32
    v34 = tl.full((), 0x3ff0000, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x7e000000, tl.uint32)
    v37 = v35 | v36
    v38 = tl.where(v31, v37, v29)
    v39 = tl.full((), 0xffff, tl.uint32)
    v40 = v9 & v39
    v41 = tl.full((), 0x0, tl.uint32)
    v42 = v40 << v41
    v43 = v38 + v42
    v44 = tl.full((), 0x80000000, tl.uint32)
    v45 = v10 & v44
    v46 = v43 | v45
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint16)
    v50 = v49.to(tl.float16, bitcast=True)
    v51 = tl.full((), 0x1, tl.uint64)
    v52 = a10 + v51
    v53 = tile_chunks16(a9, v52, index, TILE, ALIGNED, ROUNDS)
    v54 = v6.to(tl.uint32, bitcast=True)
    v55 = v6 != v6
    v56 = tl.full((), 0xffff0000, tl.uint32)
    v57 = v54 & v56
    v58 = tl.full((), 0x400000, tl.uint32)
    v59 = v57 | v58
    v60 = tl.where(v55, v59, v54)
    v61 = tl.full((), 0xffff, tl.uint32)
    v62 = v53 & v61
    v63 = v60 + v62
    v64 = tl.full((), 0x10, tl.uint32)
    v65 = v63 >> v64
    v66 = v65.to(tl.uint16)
    v67 = v66.to(tl.bfloat16, bitcast=True)
    return v50, v67



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v1 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v12 = v10.to(tl.uint32, bitcast=True)
    v13 = tl.full((), 0x7fffffff, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x1f, tl.uint32)
    v16 = v12 >> v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = v14 < v17
    v19 = tl.full((), 0x47800000, tl.uint32)
    v20 = tl.where(v18, v14, v19)
    v21 = tl.full((), 0x3, tl.uint32)
    v22 = v20 << v21
    v23 = tl.full((), 0xc0000000, tl.uint32)
    v24 = v22 - v23
    v25 = v20.to(tl.float32, bitcast=True)
    v26 = tl.full((), 1099511627776.0, tl.float32)
    v27 = v25 * v26
    v28 = v27.to(tl.uint32)
    v29 = tl.full((), 0x38800000, tl.uint32)
    v30 = v20 < v29
    v31 = tl.where(v30, v28, v24)
    v32 = tl.full((), 0x7f800000, tl.uint32)
    v33 = v14 > v32
    v34 = tl.full((), 0x3, tl.uint32)
    v35 = v12 << v34
    v36 = tl.full((), 0x3ff0000, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x7e000000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v33, v39, v31)
    v41 = tl.full((), 0xffff, tl.uint32)
    v42 = v11 & v41
    v43 = tl.full((), 0x0, tl.uint32)
    v44 = v42 << v43
    v45 = v40 + v44
    v46 = tl.full((), 0x80000000, tl.uint32)
    v47 = v12 & v46
    v48 = v45 | v47
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = v50.to(tl.uint16)
    v52 = v51.to(tl.float16, bitcast=True)
    v53 = tl.full((), 0x1, tl.uint64)
    v54 = a10 + v53
    v55 = tile_chunks16(a9, v54, index, TILE, ALIGNED, ROUNDS)
    v56 = v6.to(tl.uint32, bitcast=True)
    v57 = v6 != v6
    v58 = tl.full((), 0xffff0000, tl.uint32)
    v59 = v56 & v58
    v60 = tl.full((), 0x400000, tl.uint32)
    v61 = v59 | v60
    v62 = tl.where(v57, v61, v56)
    v63 = tl.full((), 0xffff, tl.uint32)
    v64 = v55 & v63
    v65 = v62 + v64
    v66 = tl.full((), 0x10, tl.uint32)
    v67 = v65 >> v66
    v68 = v67.to(tl.uint16)
    v69 = v68.to(tl.bfloat16, bitcast=True)
    return v52, v69



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a2 * v2
    v4 = v1 + v3
    v5 = a6 * v4
    v6 = v2 - v5
    v7 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v8 = v6.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x47800000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x3, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 1099511627776.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v16 < v25
    v27 = tl.where(v26, v24, v20)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v10 > v28
    v30 = tl.full((), 0x3, tl.uint32)
    v31 = v8 << v30
    v32 = tl.full((), 0x3ff0000, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7e000000, tl.uint32)
    v35 = v33 | v34
    v36 = tl.where(v29, v35, v27)
    v37 = tl.full((), 0xffff, tl.uint32)
    v38 = v7 & v37
    v39 = tl.full((), 0x0, tl.uint32)
    v40 = v38 << v39
    v41 = v36 + v40
    v42 = tl.full((), 0x80000000, tl.uint32)
    v43 = v8 & v42
    v44 = v41 | v43
    v45 = tl.full((), 0x10, tl.uint32)
    v46 = v44 >> v45
    v47 = v46.to(tl.uint16)
    v48 = v47.to(tl.float16, bitcast=True)
    return v48,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float16__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x7fffffff, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x1f, tl.uint32)
    v15 = v11 >> v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = v13 < v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = tl.where(v17, v13, v18)
    v20 = tl.full((), 0x3, tl.uint32)
    v21 = v19 << v20
    v22 = tl.full((), 0xc0000000, tl.uint32)
    v23 = v21 - v22
    v24 = v19.to(tl.float32, bitcast=True)
    v25 = tl.full((), 1099511627776.0, tl.float32)
    v26 = v24 * v25
    v27 = v26.to(tl.uint32)
    v28 = tl.full((), 0x38800000, tl.uint32)
    v29 = v19 < v28
    v30 = tl.where(v29, v27, v23)
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = v13 > v31
    v33 = tl.full((), 0x3, tl.uint32)
    v34 = v11 << v33
    v35 = tl.full((), 0x3ff0000, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x7e000000, tl.uint32)
    v38 = v36 | v37
    v39 = tl.where(v32, v38, v30)
    v40 = tl.full((), 0xffff, tl.uint32)
    v41 = v10 & v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = v41 << v42
    v44 = v39 + v43
    v45 = tl.full((), 0x80000000, tl.uint32)
    v46 = v11 & v45
    v47 = v44 | v46
    v48 = tl.full((), 0x10, tl.uint32)
    v49 = v47 >> v48
    v50 = v49.to(tl.uint16)
    v51 = v50.to(tl.float16, bitcast=True)
    return v51, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v4 + v8
    v10 = a7 * v9
    v11 = v2 - v10
    v12 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v13 = v11.to(tl.uint32, bitcast=True)
    v14 = tl.full((), 0x7fffffff, tl.uint32)
    v15 = v13 & v14
    v16 = tl.full((), 0x1f, tl.uint32)
    v17 = v13 >> v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = v15 < v18
    v20 = tl.full((), 0x47800000, tl.uint32)
    v21 = tl.where(v19, v15, v20)
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v21 << v22
    v24 = tl.full((), 0xc0000000, tl.uint32)
    v25 = v23 - v24
    v26 = v21.to(tl.float32, bitcast=True)
    v27 = tl.full((), 1099511627776.0, tl.float32)
    v28 = v26 * v27
    v29 = v28.to(tl.uint32)
    v30 = tl.full((), 0x38800000, tl.uint32)
    v31 = v21 < v30
    v32 = tl.where(v31, v29, v25)
    v33 = tl.full((), 0x7f800000, tl.uint32)
    v34 = v15 > v33
    v35 = tl.full((), 0x3, tl.uint32)
    v36 = v13 << v35
    v37 = tl.full((), 0x3ff0000, tl.uint32)
    v38 = v36 & v37
    v39 = tl.full((), 0x7e000000, tl.uint32)
    v40 = v38 | v39
    v41 = tl.where(v34, v40, v32)
    v42 = tl.full((), 0xffff, tl.uint32)
    v43 = v12 & v42
    v44 = tl.full((), 0x0, tl.uint32)
    v45 = v43 << v44
    v46 = v41 + v45
    v47 = tl.full((), 0x80000000, tl.uint32)
    v48 = v13 & v47
    v49 = v46 | v48
    v50 = tl.full((), 0x10, tl.uint32)
    v51 = v49 >> v50
    v52 = v51.to(tl.uint16)
    v53 = v52.to(tl.float16, bitcast=True)
    return v53, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v12 = v10.to(tl.uint32, bitcast=True)
    v13 = tl.full((), 0x7fffffff, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x1f, tl.uint32)
    v16 = v12 >> v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = v14 < v17
    v19 = tl.full((), 0x47800000, tl.uint32)
    v20 = tl.where(v18, v14, v19)
    v21 = tl.full((), 0x3, tl.uint32)
    v22 = v20 << v21
    v23 = tl.full((), 0xc0000000, tl.uint32)
    v24 = v22 - v23
    v25 = v20.to(tl.float32, bitcast=True)
    v26 = tl.full((), 1099511627776.0, tl.float32)
    v27 = v25 * v26
    v28 = v27.to(tl.uint32)
    v29 = tl.full((), 0x38800000, tl.uint32)
    v30 = v20 < v29
    v31 = tl.where(v30, v28, v24)
    v32 = tl.full((), 0x7f800000, tl.uint32)
    v33 = v14 > v32
    v34 = tl.full((), 0x3, tl.uint32)
    v35 = v12 << v34
    v36 = tl.full((), 0x3ff0000, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x7e000000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v33, v39, v31)
    v41 = tl.full((), 0xffff, tl.uint32)
    v42 = v11 & v41
    v43 = tl.full((), 0x0, tl.uint32)
    v44 = v42 << v43
    v45 = v40 + v44
    v46 = tl.full((), 0x80000000, tl.uint32)
    v47 = v12 & v46
    v48 = v45 | v47
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = v50.to(tl.uint16)
    v52 = v51.to(tl.float16, bitcast=True)
    v53 = tl.full((), 0x1, tl.uint64)
    v54 = a10 + v53
    v55 = tile_chunks16(a9, v54, index, TILE, ALIGNED, ROUNDS)
    v56 = v8.to(tl.uint32, bitcast=True)
    v57 = v8 != v8
    v58 = tl.full((), 0xffff0000, tl.uint32)
    v59 = v56 & v58
    v60 = tl.full((), 0x400000, tl.uint32)
    v61 = v59 | v60
    v62 = tl.where(v57, v61, v56)
    v63 = tl.full((), 0xffff, tl.uint32)
    v64 = v55 & v63
    v65 = v62 + v64
    v66 = tl.full((), 0x10, tl.uint32)
    v67 = v65 >> v66
    v68 = v67.to(tl.uint16)
    v69 = v68.to(tl.bfloat16, bitcast=True)
    return v52, v69



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a6 * v8
    v10 = v4 + v9
    v11 = a7 * v10
    v12 = v2 - v11
    v13 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v14 = v12.to(tl.uint32, bitcast=True)
    v15 = tl.full((), 0x7fffffff, tl.uint32)
    v16 = v14 & v15
    v17 = tl.full((), 0x1f, tl.uint32)
    v18 = v14 >> v17
    v19 = tl.full((), 0x47800000, tl.uint32)
    v20 = v16 < v19
    v21 = tl.full((), 0x47800000, tl.uint32)
    v22 = tl.where(v20, v16, v21)
    v23 = tl.full((), 0x3, tl.uint32)
    v24 = v22 << v23
    v25 = tl.full((), 0xc0000000, tl.uint32)
    v26 = v24 - v25
    v27 = v22.to(tl.float32, bitcast=True)
    v28 = tl.full((), 1099511627776.0, tl.float32)
    v29 = v27 * v28
    v30 = v29.to(tl.uint32)
    v31 = tl.full((), 0x38800000, tl.uint32)
    v32 = v22 < v31
    v33 = tl.where(v32, v30, v26)
    v34 = tl.full((), 0x7f800000, tl.uint32)
    v35 = v16 > v34
    v36 = tl.full((), 0x3, tl.uint32)
    v37 = v14 << v36
    v38 = tl.full((), 0x3ff0000, tl.uint32)
    v39 = v37 & v38
    v40 = tl.full((), 0x7e000000, tl.uint32)
    v41 = v39 | v40
    v42 = tl.where(v35, v41, v33)
    v43 = tl.full((), 0xffff, tl.uint32)
    v44 = v13 & v43
    v45 = tl.full((), 0x0, tl.uint32)
    v46 = v44 << v45
    v47 = v42 + v46
    v48 = tl.full((), 0x80000000, tl.uint32)
    v49 = v14 & v48
    v50 = v47 | v49
    v51 = tl.full((), 0x10, tl.uint32)
    v52 = v50 >> v51
    v53 = v52.to(tl.uint16)
    v54 = v53.to(tl.float16, bitcast=True)
    v55 = tl.full((), 0x1, tl.uint64)
    v56 = a10 + v55
    v57 = tile_chunks16(a9, v56, index, TILE, ALIGNED, ROUNDS)
    v58 = v8.to(tl.uint32, bitcast=True)
    v59 = v8 != v8
    v60 = tl.full((), 0xffff0000, tl.uint32)
    v61 = v58 & v60
    v62 = tl.full((), 0x400000, tl.uint32)
    v63 = v61 | v62
    v64 = tl.where(v59, v63, v58)
    v65 = tl.full((), 0xffff, tl.uint32)
    v66 = v57 & v65
    v67 = v64 + v66
    v68 = tl.full((), 0x10, tl.uint32)
    v69 = v67 >> v68
    v70 = v69.to(tl.uint16)
    v71 = v70.to(tl.bfloat16, bitcast=True)
    return v54, v71



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a6 * v0
    v3 = v1 - v2
    v4 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v5 = v3.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x7fffffff, tl.uint32)
    v7 = v5 & v6
    v8 = tl.full((), 0x1f, tl.uint32)
    v9 = v5 >> v8
    v10 = tl.full((), 0x47800000, tl.uint32)
    v11 = v7 < v10
    v12 = tl.full((), 0x47800000, tl.uint32)
    v13 = tl.where(v11, v7, v12)
    v14 = tl.full((), 0x3, tl.uint32)
    v15 = v13 << v14
    v16 = tl.full((), 0xc0000000, tl.uint32)
    v17 = v15 - v16
    v18 = v13.to(tl.float32, bitcast=True)
    v19 = tl.full((), 1099511627776.0, tl.float32)
    v20 = v18 * v19
    v21 = v20.to(tl.uint32)
    v22 = tl.full((), 0x38800000, tl.uint32)
    v23 = v13 < v22
    v24 = tl.where(v23, v21, v17)
    v25 = tl.full((), 0x7f800000, tl.uint32)
    v26 = v7 > v25
    v27 = tl.full((), 0x3, tl.uint32)
    v28 = v5 << v27
    v29 = tl.full((), 0x3ff0000, tl.uint32)
    v30 = v28 & v29
    v31 = tl.full((), 0x7e000000, tl.uint32)
    v32 = v30 | v31
    v33 = tl.where(v26, v32, v24)
    v34 = tl.full((), 0xffff, tl.uint32)
    v35 = v4 & v34
    v36 = tl.full((), 0x0, tl.uint32)
    v37 = v35 << v36
    v38 = v33 + v37
    v39 = tl.full((), 0x80000000, tl.uint32)
    v40 = v5 & v39
    v41 = v38 | v40
    v42 = tl.full((), 0x10, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint16)
    v45 = v44.to(tl.float16, bitcast=True)
    return v45,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a7 * v4
    v6 = v1 - v5
    v7 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v8 = v6.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x47800000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x3, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 1099511627776.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x38800000, tl.uint32)
    v26 = v16 < v25
    v27 = tl.where(v26, v24, v20)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v10 > v28
    v30 = tl.full((), 0x3, tl.uint32)
    v31 = v8 << v30
    v32 = tl.full((), 0x3ff0000, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7e000000, tl.uint32)
    v35 = v33 | v34
    v36 = tl.where(v29, v35, v27)
    v37 = tl.full((), 0xffff, tl.uint32)
    v38 = v7 & v37
    v39 = tl.full((), 0x0, tl.uint32)
    v40 = v38 << v39
    v41 = v36 + v40
    v42 = tl.full((), 0x80000000, tl.uint32)
    v43 = v8 & v42
    v44 = v41 | v43
    v45 = tl.full((), 0x10, tl.uint32)
    v46 = v44 >> v45
    v47 = v46.to(tl.uint16)
    v48 = v47.to(tl.float16, bitcast=True)
    return v48, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a6 * v4
    v6 = v0 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v10 = v8.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x7fffffff, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x1f, tl.uint32)
    v14 = v10 >> v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = v12 < v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = tl.where(v16, v12, v17)
    v19 = tl.full((), 0x3, tl.uint32)
    v20 = v18 << v19
    v21 = tl.full((), 0xc0000000, tl.uint32)
    v22 = v20 - v21
    v23 = v18.to(tl.float32, bitcast=True)
    v24 = tl.full((), 1099511627776.0, tl.float32)
    v25 = v23 * v24
    v26 = v25.to(tl.uint32)
    v27 = tl.full((), 0x38800000, tl.uint32)
    v28 = v18 < v27
    v29 = tl.where(v28, v26, v22)
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v12 > v30
    v32 = tl.full((), 0x3, tl.uint32)
    v33 = v10 << v32
    v34 = tl.full((), 0x3ff0000, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x7e000000, tl.uint32)
    v37 = v35 | v36
    v38 = tl.where(v31, v37, v29)
    v39 = tl.full((), 0xffff, tl.uint32)
    v40 = v9 & v39
    v41 = tl.full((), 0x0, tl.uint32)
    v42 = v40 << v41
    v43 = v38 + v42
    v44 = tl.full((), 0x80000000, tl.uint32)
    v45 = v10 & v44
    v46 = v43 | v45
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint16)
    v50 = v49.to(tl.float16, bitcast=True)
    return v50, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v1 - v6
    v8 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v9 = v7.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x7fffffff, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x1f, tl.uint32)
    v13 = v9 >> v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = v11 < v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = tl.where(v15, v11, v16)
    v18 = tl.full((), 0x3, tl.uint32)
    v19 = v17 << v18
    v20 = tl.full((), 0xc0000000, tl.uint32)
    v21 = v19 - v20
    v22 = v17.to(tl.float32, bitcast=True)
    v23 = tl.full((), 1099511627776.0, tl.float32)
    v24 = v22 * v23
    v25 = v24.to(tl.uint32)
    v26 = tl.full((), 0x38800000, tl.uint32)
    v27 = v17 < v26
    v28 = tl.where(v27, v25, v21)
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = v11 > v29
    v31 = tl.full((), 0x3, tl.uint32)
    v32 = v9 << v31
    v33 = tl.full((), 0x3ff0000, tl.uint32)
    v34 = v32 & v33
    v35 = tl.full((), 0x7e000000, tl.uint32)
    v36 = v34 | v35
    v37 = tl.where(v30, v36, v28)
    v38 = tl.full((), 0xffff, tl.uint32)
    v39 = v8 & v38
    v40 = tl.full((), 0x0, tl.uint32)
    v41 = v39 << v40
    v42 = v37 + v41
    v43 = tl.full((), 0x80000000, tl.uint32)
    v44 = v9 & v43
    v45 = v42 | v44
    v46 = tl.full((), 0x10, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint16)
    v49 = v48.to(tl.float16, bitcast=True)
    v50 = tl.full((), 0x1, tl.uint64)
    v51 = a10 + v50
    v52 = tile_chunks16(a9, v51, index, TILE, ALIGNED, ROUNDS)
    v53 = v5.to(tl.uint32, bitcast=True)
    v54 = v5 != v5
    v55 = tl.full((), 0xffff0000, tl.uint32)
    v56 = v53 & v55
    v57 = tl.full((), 0x400000, tl.uint32)
    v58 = v56 | v57
    v59 = tl.where(v54, v58, v53)
    v60 = tl.full((), 0xffff, tl.uint32)
    v61 = v52 & v60
    v62 = v59 + v61
    v63 = tl.full((), 0x10, tl.uint32)
    v64 = v62 >> v63
    v65 = v64.to(tl.uint16)
    v66 = v65.to(tl.bfloat16, bitcast=True)
    return v49, v66



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v0 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x7fffffff, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x1f, tl.uint32)
    v15 = v11 >> v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = v13 < v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = tl.where(v17, v13, v18)
    v20 = tl.full((), 0x3, tl.uint32)
    v21 = v19 << v20
    v22 = tl.full((), 0xc0000000, tl.uint32)
    v23 = v21 - v22
    v24 = v19.to(tl.float32, bitcast=True)
    v25 = tl.full((), 1099511627776.0, tl.float32)
    v26 = v24 * v25
    v27 = v26.to(tl.uint32)
    v28 = tl.full((), 0x38800000, tl.uint32)
    v29 = v19 < v28
    v30 = tl.where(v29, v27, v23)
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = v13 > v31
    v33 = tl.full((), 0x3, tl.uint32)
    v34 = v11 << v33
    v35 = tl.full((), 0x3ff0000, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x7e000000, tl.uint32)
    v38 = v36 | v37
    v39 = tl.where(v32, v38, v30)
    v40 = tl.full((), 0xffff, tl.uint32)
    v41 = v10 & v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = v41 << v42
    v44 = v39 + v43
    v45 = tl.full((), 0x80000000, tl.uint32)
    v46 = v11 & v45
    v47 = v44 | v46
    v48 = tl.full((), 0x10, tl.uint32)
    v49 = v47 >> v48
    v50 = v49.to(tl.uint16)
    v51 = v50.to(tl.float16, bitcast=True)
    v52 = tl.full((), 0x1, tl.uint64)
    v53 = a10 + v52
    v54 = tile_chunks16(a9, v53, index, TILE, ALIGNED, ROUNDS)
    v55 = v5.to(tl.uint32, bitcast=True)
    v56 = v5 != v5
    v57 = tl.full((), 0xffff0000, tl.uint32)
    v58 = v55 & v57
    v59 = tl.full((), 0x400000, tl.uint32)
    v60 = v58 | v59
    v61 = tl.where(v56, v60, v55)
    v62 = tl.full((), 0xffff, tl.uint32)
    v63 = v54 & v62
    v64 = v61 + v63
    v65 = tl.full((), 0x10, tl.uint32)
    v66 = v64 >> v65
    v67 = v66.to(tl.uint16)
    v68 = v67.to(tl.bfloat16, bitcast=True)
    return v51, v68



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a2 * v1
    v3 = v0 + v2
    v4 = a6 * v3
    v5 = v1 - v4
    v6 = tile_chunks16(a8, a9, index, TILE, ALIGNED, ROUNDS)
    v7 = v5.to(tl.uint32, bitcast=True)
    v8 = tl.full((), 0x7fffffff, tl.uint32)
    v9 = v7 & v8
    v10 = tl.full((), 0x1f, tl.uint32)
    v11 = v7 >> v10
    v12 = tl.full((), 0x47800000, tl.uint32)
    v13 = v9 < v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = tl.where(v13, v9, v14)
    v16 = tl.full((), 0x3, tl.uint32)
    v17 = v15 << v16
    v18 = tl.full((), 0xc0000000, tl.uint32)
    v19 = v17 - v18
    v20 = v15.to(tl.float32, bitcast=True)
    v21 = tl.full((), 1099511627776.0, tl.float32)
    v22 = v20 * v21
    v23 = v22.to(tl.uint32)
    v24 = tl.full((), 0x38800000, tl.uint32)
    v25 = v15 < v24
    v26 = tl.where(v25, v23, v19)
    v27 = tl.full((), 0x7f800000, tl.uint32)
    v28 = v9 > v27
    v29 = tl.full((), 0x3, tl.uint32)
    v30 = v7 << v29
    v31 = tl.full((), 0x3ff0000, tl.uint32)
    v32 = v30 & v31
    v33 = tl.full((), 0x7e000000, tl.uint32)
    v34 = v32 | v33
    v35 = tl.where(v28, v34, v26)
    v36 = tl.full((), 0xffff, tl.uint32)
    v37 = v6 & v36
    v38 = tl.full((), 0x0, tl.uint32)
    v39 = v37 << v38
    v40 = v35 + v39
    v41 = tl.full((), 0x80000000, tl.uint32)
    v42 = v7 & v41
    v43 = v40 | v42
    v44 = tl.full((), 0x10, tl.uint32)
    v45 = v43 >> v44
    v46 = v45.to(tl.uint16)
    v47 = v46.to(tl.float16, bitcast=True)
    return v47,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float32__float32__STOCHASTIC__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v10 = v8.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x7fffffff, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x1f, tl.uint32)
    v14 = v10 >> v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = v12 < v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = tl.where(v16, v12, v17)
    v19 = tl.full((), 0x3, tl.uint32)
    v20 = v18 << v19
    v21 = tl.full((), 0xc0000000, tl.uint32)
    v22 = v20 - v21
    v23 = v18.to(tl.float32, bitcast=True)
    v24 = tl.full((), 1099511627776.0, tl.float32)
    v25 = v23 * v24
    v26 = v25.to(tl.uint32)
    v27 = tl.full((), 0x38800000, tl.uint32)
    v28 = v18 < v27
    v29 = tl.where(v28, v26, v22)
    v30 = tl.full((), 0x7f800000, tl.uint32)
    v31 = v12 > v30
    v32 = tl.full((), 0x3, tl.uint32)
    v33 = v10 << v32
    v34 = tl.full((), 0x3ff0000, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x7e000000, tl.uint32)
    v37 = v35 | v36
    v38 = tl.where(v31, v37, v29)
    v39 = tl.full((), 0xffff, tl.uint32)
    v40 = v9 & v39
    v41 = tl.full((), 0x0, tl.uint32)
    v42 = v40 << v41
    v43 = v38 + v42
    v44 = tl.full((), 0x80000000, tl.uint32)
    v45 = v10 & v44
    v46 = v43 | v45
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = v48.to(tl.uint16)
    v50 = v49.to(tl.float16, bitcast=True)
    return v50, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v3 + v7
    v9 = a7 * v8
    v10 = v1 - v9
    v11 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v12 = v10.to(tl.uint32, bitcast=True)
    v13 = tl.full((), 0x7fffffff, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x1f, tl.uint32)
    v16 = v12 >> v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = v14 < v17
    v19 = tl.full((), 0x47800000, tl.uint32)
    v20 = tl.where(v18, v14, v19)
    v21 = tl.full((), 0x3, tl.uint32)
    v22 = v20 << v21
    v23 = tl.full((), 0xc0000000, tl.uint32)
    v24 = v22 - v23
    v25 = v20.to(tl.float32, bitcast=True)
    v26 = tl.full((), 1099511627776.0, tl.float32)
    v27 = v25 * v26
    v28 = v27.to(tl.uint32)
    v29 = tl.full((), 0x38800000, tl.uint32)
    v30 = v20 < v29
    v31 = tl.where(v30, v28, v24)
    v32 = tl.full((), 0x7f800000, tl.uint32)
    v33 = v14 > v32
    v34 = tl.full((), 0x3, tl.uint32)
    v35 = v12 << v34
    v36 = tl.full((), 0x3ff0000, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x7e000000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v33, v39, v31)
    v41 = tl.full((), 0xffff, tl.uint32)
    v42 = v11 & v41
    v43 = tl.full((), 0x0, tl.uint32)
    v44 = v42 << v43
    v45 = v40 + v44
    v46 = tl.full((), 0x80000000, tl.uint32)
    v47 = v12 & v46
    v48 = v45 | v47
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = v50.to(tl.uint16)
    v52 = v51.to(tl.float16, bitcast=True)
    return v52, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v11 = v9.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x7fffffff, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x1f, tl.uint32)
    v15 = v11 >> v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = v13 < v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = tl.where(v17, v13, v18)
    v20 = tl.full((), 0x3, tl.uint32)
    v21 = v19 << v20
    v22 = tl.full((), 0xc0000000, tl.uint32)
    v23 = v21 - v22
    v24 = v19.to(tl.float32, bitcast=True)
    v25 = tl.full((), 1099511627776.0, tl.float32)
    v26 = v24 * v25
    v27 = v26.to(tl.uint32)
    v28 = tl.full((), 0x38800000, tl.uint32)
    v29 = v19 < v28
    v30 = tl.where(v29, v27, v23)
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = v13 > v31
    v33 = tl.full((), 0x3, tl.uint32)
    v34 = v11 << v33
    v35 = tl.full((), 0x3ff0000, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x7e000000, tl.uint32)
    v38 = v36 | v37
    v39 = tl.where(v32, v38, v30)
    v40 = tl.full((), 0xffff, tl.uint32)
    v41 = v10 & v40
    v42 = tl.full((), 0x0, tl.uint32)
    v43 = v41 << v42
    v44 = v39 + v43
    v45 = tl.full((), 0x80000000, tl.uint32)
    v46 = v11 & v45
    v47 = v44 | v46
    v48 = tl.full((), 0x10, tl.uint32)
    v49 = v47 >> v48
    v50 = v49.to(tl.uint16)
    v51 = v50.to(tl.float16, bitcast=True)
    v52 = tl.full((), 0x1, tl.uint64)
    v53 = a10 + v52
    v54 = tile_chunks16(a9, v53, index, TILE, ALIGNED, ROUNDS)
    v55 = v7.to(tl.uint32, bitcast=True)
    v56 = v7 != v7
    v57 = tl.full((), 0xffff0000, tl.uint32)
    v58 = v55 & v57
    v59 = tl.full((), 0x400000, tl.uint32)
    v60 = v58 | v59
    v61 = tl.where(v56, v60, v55)
    v62 = tl.full((), 0xffff, tl.uint32)
    v63 = v54 & v62
    v64 = v61 + v63
    v65 = tl.full((), 0x10, tl.uint32)
    v66 = v64 >> v65
    v67 = v66.to(tl.uint16)
    v68 = v67.to(tl.bfloat16, bitcast=True)
    return v51, v68



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v3 + v8
    v10 = a7 * v9
    v11 = v1 - v10
    v12 = tile_chunks16(a9, a10, index, TILE, ALIGNED, ROUNDS)
    v13 = v11.to(tl.uint32, bitcast=True)
    v14 = tl.full((), 0x7fffffff, tl.uint32)
    v15 = v13 & v14
    v16 = tl.full((), 0x1f, tl.uint32)
    v17 = v13 >> v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = v15 < v18
    v20 = tl.full((), 0x47800000, tl.uint32)
    v21 = tl.where(v19, v15, v20)
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v21 << v22
    v24 = tl.full((), 0xc0000000, tl.uint32)
    v25 = v23 - v24
    v26 = v21.to(tl.float32, bitcast=True)
    v27 = tl.full((), 1099511627776.0, tl.float32)
    v28 = v26 * v27
    v29 = v28.to(tl.uint32)
    v30 = tl.full((), 0x38800000, tl.uint32)
    v31 = v21 < v30
    v32 = tl.where(v31, v29, v25)
    v33 = tl.full((), 0x7f800000, tl.uint32)
    v34 = v15 > v33
    v35 = tl.full((), 0x3, tl.uint32)
    v36 = v13 << v35
    v37 = tl.full((), 0x3ff0000, tl.uint32)
    v38 = v36 & v37
    v39 = tl.full((), 0x7e000000, tl.uint32)
    v40 = v38 | v39
    v41 = tl.where(v34, v40, v32)
    v42 = tl.full((), 0xffff, tl.uint32)
    v43 = v12 & v42
    v44 = tl.full((), 0x0, tl.uint32)
    v45 = v43 << v44
    v46 = v41 + v45
    v47 = tl.full((), 0x80000000, tl.uint32)
    v48 = v13 & v47
    v49 = v46 | v48
    v50 = tl.full((), 0x10, tl.uint32)
    v51 = v49 >> v50
    v52 = v51.to(tl.uint16)
    v53 = v52.to(tl.float16, bitcast=True)
    v54 = tl.full((), 0x1, tl.uint64)
    v55 = a10 + v54
    v56 = tile_chunks16(a9, v55, index, TILE, ALIGNED, ROUNDS)
    v57 = v7.to(tl.uint32, bitcast=True)
    v58 = v7 != v7
    v59 = tl.full((), 0xffff0000, tl.uint32)
    v60 = v57 & v59
    v61 = tl.full((), 0x400000, tl.uint32)
    v62 = v60 | v61
    v63 = tl.where(v58, v62, v57)
    v64 = tl.full((), 0xffff, tl.uint32)
    v65 = v56 & v64
    v66 = v63 + v65
    v67 = tl.full((), 0x10, tl.uint32)
    v68 = v66 >> v67
    v69 = v68.to(tl.uint16)
    v70 = v69.to(tl.bfloat16, bitcast=True)
    return v53, v70



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__STOCHASTIC__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__RN__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a6 * v1
    v4 = v2 - v3
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x7fffffff, tl.uint32)
    v7 = v5 & v6
    v8 = tl.full((), 0x1f, tl.uint32)
    v9 = v5 >> v8
    v10 = tl.full((), 0x47800000, tl.uint32)
    v11 = v7 < v10
    v12 = tl.full((), 0x47800000, tl.uint32)
    v13 = tl.where(v11, v7, v12)
    v14 = tl.full((), 0x3, tl.uint32)
    v15 = v13 << v14
    v16 = tl.full((), 0xc0000000, tl.uint32)
    v17 = v15 - v16
    v18 = v13.to(tl.float32, bitcast=True)
    v19 = tl.full((), 549755813888.0, tl.float32)
    v20 = v18 * v19
    v21 = v20.to(tl.uint32)
    v22 = tl.full((), 0x1, tl.uint32)
    v23 = v21 << v22
    v24 = v21.to(tl.float32)
    v25 = v24 != v20
    v26 = tl.full((), 0x1, tl.uint32)
    v27 = tl.full((), 0x0, tl.uint32)
    v28 = tl.where(v25, v26, v27)
    v29 = v23 | v28
    v30 = tl.full((), 0x38800000, tl.uint32)
    v31 = v13 < v30
    v32 = tl.where(v31, v29, v17)
    v33 = tl.full((), 0x7f800000, tl.uint32)
    v34 = v7 > v33
    v35 = tl.full((), 0x3, tl.uint32)
    v36 = v5 << v35
    v37 = tl.full((), 0x3ff0000, tl.uint32)
    v38 = v36 & v37
    v39 = tl.full((), 0x7e000000, tl.uint32)
    v40 = v38 | v39
    v41 = tl.where(v34, v40, v32)
    v42 = tl.full((), 0x10, tl.uint32)
    v43 = v41 >> v42
    v44 = tl.full((), 0x1, tl.uint32)
    v45 = v43 & v44
    v46 = tl.full((), 0x7fff, tl.uint32)
    v47 = v46 + v45
    v48 = v41 + v47
    v49 = tl.full((), 0x80000000, tl.uint32)
    v50 = v5 & v49
    v51 = v48 | v50
    v52 = tl.full((), 0x10, tl.uint32)
    v53 = v51 >> v52
    v54 = v53.to(tl.uint16)
    v55 = v54.to(tl.float16, bitcast=True)
    return v55,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__RN__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float16__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__RN__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float16__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float16__float32__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v2 - v6
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x47800000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x3, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 549755813888.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = v24 << v25
    v27 = v24.to(tl.float32)
    v28 = v27 != v23
    v29 = tl.full((), 0x1, tl.uint32)
    v30 = tl.full((), 0x0, tl.uint32)
    v31 = tl.where(v28, v29, v30)
    v32 = v26 | v31
    v33 = tl.full((), 0x38800000, tl.uint32)
    v34 = v16 < v33
    v35 = tl.where(v34, v32, v20)
    v36 = tl.full((), 0x7f800000, tl.uint32)
    v37 = v10 > v36
    v38 = tl.full((), 0x3, tl.uint32)
    v39 = v8 << v38
    v40 = tl.full((), 0x3ff0000, tl.uint32)
    v41 = v39 & v40
    v42 = tl.full((), 0x7e000000, tl.uint32)
    v43 = v41 | v42
    v44 = tl.where(v37, v43, v35)
    v45 = tl.full((), 0x10, tl.uint32)
    v46 = v44 >> v45
    v47 = tl.full((), 0x1, tl.uint32)
    v48 = v46 & v47
    v49 = tl.full((), 0x7fff, tl.uint32)
    v50 = v49 + v48
    v51 = v44 + v50
    v52 = tl.full((), 0x80000000, tl.uint32)
    v53 = v8 & v52
    v54 = v51 | v53
    v55 = tl.full((), 0x10, tl.uint32)
    v56 = v54 >> v55
    v57 = v56.to(tl.uint16)
    v58 = v57.to(tl.float16, bitcast=True)
    return v58, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2 * a4
    v4 = v1 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v1 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x7fffffff, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x1f, tl.uint32)
    v14 = v10 >> v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = v12 < v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = tl.where(v16, v12, v17)
    v19 = tl.full((), 0x3, tl.uint32)
    v20 = v18 << v19
    v21 = tl.full((), 0xc0000000, tl.uint32)
    v22 = v20 - v21
    v23 = v18.to(tl.float32, bitcast=True)
    v24 = tl.full((), 549755813888.0, tl.float32)
    v25 = v23 * v24
    v26 = v25.to(tl.uint32)
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = v26 << v27
    v29 = v26.to(tl.float32)
    v30 = v29 != v25
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = tl.full((), 0x0, tl.uint32)
    v33 = tl.where(v30, v31, v32)
    v34 = v28 | v33
    v35 = tl.full((), 0x38800000, tl.uint32)
    v36 = v18 < v35
    v37 = tl.where(v36, v34, v22)
    v38 = tl.full((), 0x7f800000, tl.uint32)
    v39 = v12 > v38
    v40 = tl.full((), 0x3, tl.uint32)
    v41 = v10 << v40
    v42 = tl.full((), 0x3ff0000, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x7e000000, tl.uint32)
    v45 = v43 | v44
    v46 = tl.where(v39, v45, v37)
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = tl.full((), 0x1, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x7fff, tl.uint32)
    v52 = v51 + v50
    v53 = v46 + v52
    v54 = tl.full((), 0x80000000, tl.uint32)
    v55 = v10 & v54
    v56 = v53 | v55
    v57 = tl.full((), 0x10, tl.uint32)
    v58 = v56 >> v57
    v59 = v58.to(tl.uint16)
    v60 = v59.to(tl.float16, bitcast=True)
    return v60, v5



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v2 - v7
    v9 = v8.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x7fffffff, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x1f, tl.uint32)
    v13 = v9 >> v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = v11 < v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = tl.where(v15, v11, v16)
    v18 = tl.full((), 0x3, tl.uint32)
    v19 = v17 << v18
    v20 = tl.full((), 0xc0000000, tl.uint32)
    v21 = v19 - v20
    v22 = v17.to(tl.float32, bitcast=True)
    v23 = tl.full((), 549755813888.0, tl.float32)
    v24 = v22 * v23
    v25 = v24.to(tl.uint32)
    v26 = tl.full((), 0x1, tl.uint32)
    v27 = v25 << v26
    v28 = v25.to(tl.float32)
    v29 = v28 != v24
    v30 = tl.full((), 0x1, tl.uint32)
    v31 = tl.full((), 0x0, tl.uint32)
    v32 = tl.where(v29, v30, v31)
    v33 = v27 | v32
    v34 = tl.full((), 0x38800000, tl.uint32)
    v35 = v17 < v34
    v36 = tl.where(v35, v33, v21)
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = v11 > v37
    v39 = tl.full((), 0x3, tl.uint32)
    v40 = v9 << v39
    v41 = tl.full((), 0x3ff0000, tl.uint32)
    v42 = v40 & v41
    v43 = tl.full((), 0x7e000000, tl.uint32)
    v44 = v42 | v43
    v45 = tl.where(v38, v44, v36)
    v46 = tl.full((), 0x10, tl.uint32)
    v47 = v45 >> v46
    v48 = tl.full((), 0x1, tl.uint32)
    v49 = v47 & v48
    v50 = tl.full((), 0x7fff, tl.uint32)
    v51 = v50 + v49
    v52 = v45 + v51
    v53 = tl.full((), 0x80000000, tl.uint32)
    v54 = v9 & v53
    v55 = v52 | v54
    v56 = tl.full((), 0x10, tl.uint32)
    v57 = v55 >> v56
    v58 = v57.to(tl.uint16)
    v59 = v58.to(tl.float16, bitcast=True)
    v60 = v6.to(tl.uint32, bitcast=True)
    v61 = tl.full((), 0x10, tl.uint32)
    v62 = v60 >> v61
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v62 & v63
    v65 = tl.full((), 0x7fff, tl.uint32)
    v66 = v65 + v64
    v67 = v6 != v6
    v68 = tl.full((), 0xffff0000, tl.uint32)
    v69 = v60 & v68
    v70 = tl.full((), 0x400000, tl.uint32)
    v71 = v69 | v70
    v72 = tl.where(v67, v71, v60)
    v73 = v72 + v66
    v74 = tl.full((), 0x10, tl.uint32)
    v75 = v73 >> v74
    v76 = v75.to(tl.uint16)
    v77 = v76.to(tl.bfloat16, bitcast=True)
    return v59, v77



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a2.to(tl.float32)
    v4 = v3 * a4
    v5 = v1 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v1 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = v10.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x7fffffff, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x1f, tl.uint32)
    v15 = v11 >> v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = v13 < v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = tl.where(v17, v13, v18)
    v20 = tl.full((), 0x3, tl.uint32)
    v21 = v19 << v20
    v22 = tl.full((), 0xc0000000, tl.uint32)
    v23 = v21 - v22
    v24 = v19.to(tl.float32, bitcast=True)
    v25 = tl.full((), 549755813888.0, tl.float32)
    v26 = v24 * v25
    v27 = v26.to(tl.uint32)
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v27 << v28
    v30 = v27.to(tl.float32)
    v31 = v30 != v26
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = tl.full((), 0x0, tl.uint32)
    v34 = tl.where(v31, v32, v33)
    v35 = v29 | v34
    v36 = tl.full((), 0x38800000, tl.uint32)
    v37 = v19 < v36
    v38 = tl.where(v37, v35, v23)
    v39 = tl.full((), 0x7f800000, tl.uint32)
    v40 = v13 > v39
    v41 = tl.full((), 0x3, tl.uint32)
    v42 = v11 << v41
    v43 = tl.full((), 0x3ff0000, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x7e000000, tl.uint32)
    v46 = v44 | v45
    v47 = tl.where(v40, v46, v38)
    v48 = tl.full((), 0x10, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0x1, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7fff, tl.uint32)
    v53 = v52 + v51
    v54 = v47 + v53
    v55 = tl.full((), 0x80000000, tl.uint32)
    v56 = v11 & v55
    v57 = v54 | v56
    v58 = tl.full((), 0x10, tl.uint32)
    v59 = v57 >> v58
    v60 = v59.to(tl.uint16)
    v61 = v60.to(tl.float16, bitcast=True)
    v62 = v6.to(tl.uint32, bitcast=True)
    v63 = tl.full((), 0x10, tl.uint32)
    v64 = v62 >> v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = v64 & v65
    v67 = tl.full((), 0x7fff, tl.uint32)
    v68 = v67 + v66
    v69 = v6 != v6
    v70 = tl.full((), 0xffff0000, tl.uint32)
    v71 = v62 & v70
    v72 = tl.full((), 0x400000, tl.uint32)
    v73 = v71 | v72
    v74 = tl.where(v69, v73, v62)
    v75 = v74 + v68
    v76 = tl.full((), 0x10, tl.uint32)
    v77 = v75 >> v76
    v78 = v77.to(tl.uint16)
    v79 = v78.to(tl.bfloat16, bitcast=True)
    return v61, v79



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__RN__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a7
    v2 = a0.to(tl.float32)
    v3 = a2 * v2
    v4 = v1 + v3
    v5 = a6 * v4
    v6 = v2 - v5
    v7 = v6.to(tl.uint32, bitcast=True)
    v8 = tl.full((), 0x7fffffff, tl.uint32)
    v9 = v7 & v8
    v10 = tl.full((), 0x1f, tl.uint32)
    v11 = v7 >> v10
    v12 = tl.full((), 0x47800000, tl.uint32)
    v13 = v9 < v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = tl.where(v13, v9, v14)
    v16 = tl.full((), 0x3, tl.uint32)
    v17 = v15 << v16
    v18 = tl.full((), 0xc0000000, tl.uint32)
    v19 = v17 - v18
    v20 = v15.to(tl.float32, bitcast=True)
    v21 = tl.full((), 549755813888.0, tl.float32)
    v22 = v20 * v21
    v23 = v22.to(tl.uint32)
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 << v24
    v26 = v23.to(tl.float32)
    v27 = v26 != v22
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = tl.full((), 0x0, tl.uint32)
    v30 = tl.where(v27, v28, v29)
    v31 = v25 | v30
    v32 = tl.full((), 0x38800000, tl.uint32)
    v33 = v15 < v32
    v34 = tl.where(v33, v31, v19)
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = v9 > v35
    v37 = tl.full((), 0x3, tl.uint32)
    v38 = v7 << v37
    v39 = tl.full((), 0x3ff0000, tl.uint32)
    v40 = v38 & v39
    v41 = tl.full((), 0x7e000000, tl.uint32)
    v42 = v40 | v41
    v43 = tl.where(v36, v42, v34)
    v44 = tl.full((), 0x10, tl.uint32)
    v45 = v43 >> v44
    v46 = tl.full((), 0x1, tl.uint32)
    v47 = v45 & v46
    v48 = tl.full((), 0x7fff, tl.uint32)
    v49 = v48 + v47
    v50 = v43 + v49
    v51 = tl.full((), 0x80000000, tl.uint32)
    v52 = v7 & v51
    v53 = v50 | v52
    v54 = tl.full((), 0x10, tl.uint32)
    v55 = v53 >> v54
    v56 = v55.to(tl.uint16)
    v57 = v56.to(tl.float16, bitcast=True)
    return v57,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__RN__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float16__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__RN__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float16__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float16__float32__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v2 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x7fffffff, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x1f, tl.uint32)
    v14 = v10 >> v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = v12 < v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = tl.where(v16, v12, v17)
    v19 = tl.full((), 0x3, tl.uint32)
    v20 = v18 << v19
    v21 = tl.full((), 0xc0000000, tl.uint32)
    v22 = v20 - v21
    v23 = v18.to(tl.float32, bitcast=True)
    v24 = tl.full((), 549755813888.0, tl.float32)
    v25 = v23 * v24
    v26 = v25.to(tl.uint32)
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = v26 << v27
    v29 = v26.to(tl.float32)
    v30 = v29 != v25
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = tl.full((), 0x0, tl.uint32)
    v33 = tl.where(v30, v31, v32)
    v34 = v28 | v33
    v35 = tl.full((), 0x38800000, tl.uint32)
    v36 = v18 < v35
    v37 = tl.where(v36, v34, v22)
    v38 = tl.full((), 0x7f800000, tl.uint32)
    v39 = v12 > v38
    v40 = tl.full((), 0x3, tl.uint32)
    v41 = v10 << v40
    v42 = tl.full((), 0x3ff0000, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x7e000000, tl.uint32)
    v45 = v43 | v44
    v46 = tl.where(v39, v45, v37)
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = tl.full((), 0x1, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x7fff, tl.uint32)
    v52 = v51 + v50
    v53 = v46 + v52
    v54 = tl.full((), 0x80000000, tl.uint32)
    v55 = v10 & v54
    v56 = v53 | v55
    v57 = tl.full((), 0x10, tl.uint32)
    v58 = v56 >> v57
    v59 = v58.to(tl.uint16)
    v60 = v59.to(tl.float16, bitcast=True)
    return v60, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__float32__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2 * a4
    v6 = v4 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v4 + v8
    v10 = a7 * v9
    v11 = v2 - v10
    v12 = v11.to(tl.uint32, bitcast=True)
    v13 = tl.full((), 0x7fffffff, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x1f, tl.uint32)
    v16 = v12 >> v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = v14 < v17
    v19 = tl.full((), 0x47800000, tl.uint32)
    v20 = tl.where(v18, v14, v19)
    v21 = tl.full((), 0x3, tl.uint32)
    v22 = v20 << v21
    v23 = tl.full((), 0xc0000000, tl.uint32)
    v24 = v22 - v23
    v25 = v20.to(tl.float32, bitcast=True)
    v26 = tl.full((), 549755813888.0, tl.float32)
    v27 = v25 * v26
    v28 = v27.to(tl.uint32)
    v29 = tl.full((), 0x1, tl.uint32)
    v30 = v28 << v29
    v31 = v28.to(tl.float32)
    v32 = v31 != v27
    v33 = tl.full((), 0x1, tl.uint32)
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v32, v33, v34)
    v36 = v30 | v35
    v37 = tl.full((), 0x38800000, tl.uint32)
    v38 = v20 < v37
    v39 = tl.where(v38, v36, v24)
    v40 = tl.full((), 0x7f800000, tl.uint32)
    v41 = v14 > v40
    v42 = tl.full((), 0x3, tl.uint32)
    v43 = v12 << v42
    v44 = tl.full((), 0x3ff0000, tl.uint32)
    v45 = v43 & v44
    v46 = tl.full((), 0x7e000000, tl.uint32)
    v47 = v45 | v46
    v48 = tl.where(v41, v47, v39)
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = tl.full((), 0x1, tl.uint32)
    v52 = v50 & v51
    v53 = tl.full((), 0x7fff, tl.uint32)
    v54 = v53 + v52
    v55 = v48 + v54
    v56 = tl.full((), 0x80000000, tl.uint32)
    v57 = v12 & v56
    v58 = v55 | v57
    v59 = tl.full((), 0x10, tl.uint32)
    v60 = v58 >> v59
    v61 = v60.to(tl.uint16)
    v62 = v61.to(tl.float16, bitcast=True)
    return v62, v7



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__float32__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__float32__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a7 * v8
    v10 = v2 - v9
    v11 = v10.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x7fffffff, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x1f, tl.uint32)
    v15 = v11 >> v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = v13 < v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = tl.where(v17, v13, v18)
    v20 = tl.full((), 0x3, tl.uint32)
    v21 = v19 << v20
    v22 = tl.full((), 0xc0000000, tl.uint32)
    v23 = v21 - v22
    v24 = v19.to(tl.float32, bitcast=True)
    v25 = tl.full((), 549755813888.0, tl.float32)
    v26 = v24 * v25
    v27 = v26.to(tl.uint32)
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v27 << v28
    v30 = v27.to(tl.float32)
    v31 = v30 != v26
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = tl.full((), 0x0, tl.uint32)
    v34 = tl.where(v31, v32, v33)
    v35 = v29 | v34
    v36 = tl.full((), 0x38800000, tl.uint32)
    v37 = v19 < v36
    v38 = tl.where(v37, v35, v23)
    v39 = tl.full((), 0x7f800000, tl.uint32)
    v40 = v13 > v39
    v41 = tl.full((), 0x3, tl.uint32)
    v42 = v11 << v41
    v43 = tl.full((), 0x3ff0000, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x7e000000, tl.uint32)
    v46 = v44 | v45
    v47 = tl.where(v40, v46, v38)
    v48 = tl.full((), 0x10, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0x1, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7fff, tl.uint32)
    v53 = v52 + v51
    v54 = v47 + v53
    v55 = tl.full((), 0x80000000, tl.uint32)
    v56 = v11 & v55
    v57 = v54 | v56
    v58 = tl.full((), 0x10, tl.uint32)
    v59 = v57 >> v58
    v60 = v59.to(tl.uint16)
    v61 = v60.to(tl.float16, bitcast=True)
    v62 = v8.to(tl.uint32, bitcast=True)
    v63 = tl.full((), 0x10, tl.uint32)
    v64 = v62 >> v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = v64 & v65
    v67 = tl.full((), 0x7fff, tl.uint32)
    v68 = v67 + v66
    v69 = v8 != v8
    v70 = tl.full((), 0xffff0000, tl.uint32)
    v71 = v62 & v70
    v72 = tl.full((), 0x400000, tl.uint32)
    v73 = v71 | v72
    v74 = tl.where(v69, v73, v62)
    v75 = v74 + v68
    v76 = tl.full((), 0x10, tl.uint32)
    v77 = v75 >> v76
    v78 = v77.to(tl.uint16)
    v79 = v78.to(tl.bfloat16, bitcast=True)
    return v61, v79



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float16__bfloat16__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1.to(tl.float32)
    v1 = v0 * a8
    v2 = a0.to(tl.float32)
    v3 = a3 * v2
    v4 = v1 + v3
    v5 = a2.to(tl.float32)
    v6 = v5 * a4
    v7 = v4 * a5
    v8 = v6 + v7
    v9 = a6 * v8
    v10 = v4 + v9
    v11 = a7 * v10
    v12 = v2 - v11
    v13 = v12.to(tl.uint32, bitcast=True)
    v14 = tl.full((), 0x7fffffff, tl.uint32)
    v15 = v13 & v14
    v16 = tl.full((), 0x1f, tl.uint32)
    v17 = v13 >> v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = v15 < v18
    v20 = tl.full((), 0x47800000, tl.uint32)
    v21 = tl.where(v19, v15, v20)
    v22 = tl.full((), 0x3, tl.uint32)
    v23 = v21 << v22
    v24 = tl.full((), 0xc0000000, tl.uint32)
    v25 = v23 - v24
    v26 = v21.to(tl.float32, bitcast=True)
    v27 = tl.full((), 549755813888.0, tl.float32)
    v28 = v26 * v27
    v29 = v28.to(tl.uint32)
    v30 = tl.full((), 0x1, tl.uint32)
    v31 = v29 << v30
    v32 = v29.to(tl.float32)
    v33 = v32 != v28
    v34 = tl.full((), 0x1, tl.uint32)
    v35 = tl.full((), 0x0, tl.uint32)
    v36 = tl.where(v33, v34, v35)
    v37 = v31 | v36
    v38 = tl.full((), 0x38800000, tl.uint32)
    v39 = v21 < v38
    v40 = tl.where(v39, v37, v25)
    v41 = tl.full((), 0x7f800000, tl.uint32)
    v42 = v15 > v41
    v43 = tl.full((), 0x3, tl.uint32)
    v44 = v13 << v43
    v45 = tl.full((), 0x3ff0000, tl.uint32)
    v46 = v44 & v45
    v47 = tl.full((), 0x7e000000, tl.uint32)
    v48 = v46 | v47
    v49 = tl.where(v42, v48, v40)
    v50 = tl.full((), 0x10, tl.uint32)
    v51 = v49 >> v50
    v52 = tl.full((), 0x1, tl.uint32)
    v53 = v51 & v52
    v54 = tl.full((), 0x7fff, tl.uint32)
    v55 = v54 + v53
    v56 = v49 + v55
    v57 = tl.full((), 0x80000000, tl.uint32)
    v58 = v13 & v57
    v59 = v56 | v58
    v60 = tl.full((), 0x10, tl.uint32)
    v61 = v59 >> v60
    v62 = v61.to(tl.uint16)
    v63 = v62.to(tl.float16, bitcast=True)
    v64 = v8.to(tl.uint32, bitcast=True)
    v65 = tl.full((), 0x10, tl.uint32)
    v66 = v64 >> v65
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v66 & v67
    v69 = tl.full((), 0x7fff, tl.uint32)
    v70 = v69 + v68
    v71 = v8 != v8
    v72 = tl.full((), 0xffff0000, tl.uint32)
    v73 = v64 & v72
    v74 = tl.full((), 0x400000, tl.uint32)
    v75 = v73 | v74
    v76 = tl.where(v71, v75, v64)
    v77 = v76 + v70
    v78 = tl.full((), 0x10, tl.uint32)
    v79 = v77 >> v78
    v80 = v79.to(tl.uint16)
    v81 = v80.to(tl.bfloat16, bitcast=True)
    return v63, v81



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float16__bfloat16__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float16__bfloat16__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float16))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float16)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float16__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__RN__mom0__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a6 * v0
    v3 = v1 - v2
    v4 = v3.to(tl.uint32, bitcast=True)
    v5 = tl.full((), 0x7fffffff, tl.uint32)
    v6 = v4 & v5
    v7 = tl.full((), 0x1f, tl.uint32)
    v8 = v4 >> v7
    v9 = tl.full((), 0x47800000, tl.uint32)
    v10 = v6 < v9
    v11 = tl.full((), 0x47800000, tl.uint32)
    v12 = tl.where(v10, v6, v11)
    v13 = tl.full((), 0x3, tl.uint32)
    v14 = v12 << v13
    v15 = tl.full((), 0xc0000000, tl.uint32)
    v16 = v14 - v15
    v17 = v12.to(tl.float32, bitcast=True)
    v18 = tl.full((), 549755813888.0, tl.float32)
    v19 = v17 * v18
    v20 = v19.to(tl.uint32)
    v21 = tl.full((), 0x1, tl.uint32)
    v22 = v20 << v21
    v23 = v20.to(tl.float32)
    v24 = v23 != v19
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = tl.full((), 0x0, tl.uint32)
    v27 = tl.where(v24, v25, v26)
    v28 = v22 | v27
    v29 = tl.full((), 0x38800000, tl.uint32)
    v30 = v12 < v29
    v31 = tl.where(v30, v28, v16)
    v32 = tl.full((), 0x7f800000, tl.uint32)
    v33 = v6 > v32
    v34 = tl.full((), 0x3, tl.uint32)
    v35 = v4 << v34
    v36 = tl.full((), 0x3ff0000, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x7e000000, tl.uint32)
    v39 = v37 | v38
    v40 = tl.where(v33, v39, v31)
    v41 = tl.full((), 0x10, tl.uint32)
    v42 = v40 >> v41
    v43 = tl.full((), 0x1, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x7fff, tl.uint32)
    v46 = v45 + v44
    v47 = v40 + v46
    v48 = tl.full((), 0x80000000, tl.uint32)
    v49 = v4 & v48
    v50 = v47 | v49
    v51 = tl.full((), 0x10, tl.uint32)
    v52 = v50 >> v51
    v53 = v52.to(tl.uint16)
    v54 = v53.to(tl.float16, bitcast=True)
    return v54,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__RN__mom0__nes0__dec0_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float32__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__RN__mom0__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float32__float32__RN__mom0__nes0__dec0(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float32__float32__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a7 * v4
    v6 = v1 - v5
    v7 = v6.to(tl.uint32, bitcast=True)
    v8 = tl.full((), 0x7fffffff, tl.uint32)
    v9 = v7 & v8
    v10 = tl.full((), 0x1f, tl.uint32)
    v11 = v7 >> v10
    v12 = tl.full((), 0x47800000, tl.uint32)
    v13 = v9 < v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = tl.where(v13, v9, v14)
    v16 = tl.full((), 0x3, tl.uint32)
    v17 = v15 << v16
    v18 = tl.full((), 0xc0000000, tl.uint32)
    v19 = v17 - v18
    v20 = v15.to(tl.float32, bitcast=True)
    v21 = tl.full((), 549755813888.0, tl.float32)
    v22 = v20 * v21
    v23 = v22.to(tl.uint32)
    v24 = tl.full((), 0x1, tl.uint32)
    v25 = v23 << v24
    v26 = v23.to(tl.float32)
    v27 = v26 != v22
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = tl.full((), 0x0, tl.uint32)
    v30 = tl.where(v27, v28, v29)
    v31 = v25 | v30
    v32 = tl.full((), 0x38800000, tl.uint32)
    v33 = v15 < v32
    v34 = tl.where(v33, v31, v19)
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = v9 > v35
    v37 = tl.full((), 0x3, tl.uint32)
    v38 = v7 << v37
    v39 = tl.full((), 0x3ff0000, tl.uint32)
    v40 = v38 & v39
    v41 = tl.full((), 0x7e000000, tl.uint32)
    v42 = v40 | v41
    v43 = tl.where(v36, v42, v34)
    v44 = tl.full((), 0x10, tl.uint32)
    v45 = v43 >> v44
    v46 = tl.full((), 0x1, tl.uint32)
    v47 = v45 & v46
    v48 = tl.full((), 0x7fff, tl.uint32)
    v49 = v48 + v47
    v50 = v43 + v49
    v51 = tl.full((), 0x80000000, tl.uint32)
    v52 = v7 & v51
    v53 = v50 | v52
    v54 = tl.full((), 0x10, tl.uint32)
    v55 = v53 >> v54
    v56 = v55.to(tl.uint16)
    v57 = v56.to(tl.float16, bitcast=True)
    return v57, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2 * a4
    v3 = v0 * a5
    v4 = v2 + v3
    v5 = a6 * v4
    v6 = v0 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = v8.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x7fffffff, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x1f, tl.uint32)
    v13 = v9 >> v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = v11 < v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = tl.where(v15, v11, v16)
    v18 = tl.full((), 0x3, tl.uint32)
    v19 = v17 << v18
    v20 = tl.full((), 0xc0000000, tl.uint32)
    v21 = v19 - v20
    v22 = v17.to(tl.float32, bitcast=True)
    v23 = tl.full((), 549755813888.0, tl.float32)
    v24 = v22 * v23
    v25 = v24.to(tl.uint32)
    v26 = tl.full((), 0x1, tl.uint32)
    v27 = v25 << v26
    v28 = v25.to(tl.float32)
    v29 = v28 != v24
    v30 = tl.full((), 0x1, tl.uint32)
    v31 = tl.full((), 0x0, tl.uint32)
    v32 = tl.where(v29, v30, v31)
    v33 = v27 | v32
    v34 = tl.full((), 0x38800000, tl.uint32)
    v35 = v17 < v34
    v36 = tl.where(v35, v33, v21)
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = v11 > v37
    v39 = tl.full((), 0x3, tl.uint32)
    v40 = v9 << v39
    v41 = tl.full((), 0x3ff0000, tl.uint32)
    v42 = v40 & v41
    v43 = tl.full((), 0x7e000000, tl.uint32)
    v44 = v42 | v43
    v45 = tl.where(v38, v44, v36)
    v46 = tl.full((), 0x10, tl.uint32)
    v47 = v45 >> v46
    v48 = tl.full((), 0x1, tl.uint32)
    v49 = v47 & v48
    v50 = tl.full((), 0x7fff, tl.uint32)
    v51 = v50 + v49
    v52 = v45 + v51
    v53 = tl.full((), 0x80000000, tl.uint32)
    v54 = v9 & v53
    v55 = v52 | v54
    v56 = tl.full((), 0x10, tl.uint32)
    v57 = v55 >> v56
    v58 = v57.to(tl.uint16)
    v59 = v58.to(tl.float16, bitcast=True)
    return v59, v4



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__RN__mom1__nes0__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a7 * v5
    v7 = v1 - v6
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x47800000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x3, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 549755813888.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = v24 << v25
    v27 = v24.to(tl.float32)
    v28 = v27 != v23
    v29 = tl.full((), 0x1, tl.uint32)
    v30 = tl.full((), 0x0, tl.uint32)
    v31 = tl.where(v28, v29, v30)
    v32 = v26 | v31
    v33 = tl.full((), 0x38800000, tl.uint32)
    v34 = v16 < v33
    v35 = tl.where(v34, v32, v20)
    v36 = tl.full((), 0x7f800000, tl.uint32)
    v37 = v10 > v36
    v38 = tl.full((), 0x3, tl.uint32)
    v39 = v8 << v38
    v40 = tl.full((), 0x3ff0000, tl.uint32)
    v41 = v39 & v40
    v42 = tl.full((), 0x7e000000, tl.uint32)
    v43 = v41 | v42
    v44 = tl.where(v37, v43, v35)
    v45 = tl.full((), 0x10, tl.uint32)
    v46 = v44 >> v45
    v47 = tl.full((), 0x1, tl.uint32)
    v48 = v46 & v47
    v49 = tl.full((), 0x7fff, tl.uint32)
    v50 = v49 + v48
    v51 = v44 + v50
    v52 = tl.full((), 0x80000000, tl.uint32)
    v53 = v8 & v52
    v54 = v51 | v53
    v55 = tl.full((), 0x10, tl.uint32)
    v56 = v54 >> v55
    v57 = v56.to(tl.uint16)
    v58 = v57.to(tl.float16, bitcast=True)
    v59 = v5.to(tl.uint32, bitcast=True)
    v60 = tl.full((), 0x10, tl.uint32)
    v61 = v59 >> v60
    v62 = tl.full((), 0x1, tl.uint32)
    v63 = v61 & v62
    v64 = tl.full((), 0x7fff, tl.uint32)
    v65 = v64 + v63
    v66 = v5 != v5
    v67 = tl.full((), 0xffff0000, tl.uint32)
    v68 = v59 & v67
    v69 = tl.full((), 0x400000, tl.uint32)
    v70 = v68 | v69
    v71 = tl.where(v66, v70, v59)
    v72 = v71 + v65
    v73 = tl.full((), 0x10, tl.uint32)
    v74 = v72 >> v73
    v75 = v74.to(tl.uint16)
    v76 = v75.to(tl.bfloat16, bitcast=True)
    return v58, v76



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__RN__mom1__nes0__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__RN__mom1__nes0__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes0__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__RN__mom1__nes1__dec0(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a2.to(tl.float32)
    v3 = v2 * a4
    v4 = v0 * a5
    v5 = v3 + v4
    v6 = a6 * v5
    v7 = v0 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x7fffffff, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x1f, tl.uint32)
    v14 = v10 >> v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = v12 < v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = tl.where(v16, v12, v17)
    v19 = tl.full((), 0x3, tl.uint32)
    v20 = v18 << v19
    v21 = tl.full((), 0xc0000000, tl.uint32)
    v22 = v20 - v21
    v23 = v18.to(tl.float32, bitcast=True)
    v24 = tl.full((), 549755813888.0, tl.float32)
    v25 = v23 * v24
    v26 = v25.to(tl.uint32)
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = v26 << v27
    v29 = v26.to(tl.float32)
    v30 = v29 != v25
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = tl.full((), 0x0, tl.uint32)
    v33 = tl.where(v30, v31, v32)
    v34 = v28 | v33
    v35 = tl.full((), 0x38800000, tl.uint32)
    v36 = v18 < v35
    v37 = tl.where(v36, v34, v22)
    v38 = tl.full((), 0x7f800000, tl.uint32)
    v39 = v12 > v38
    v40 = tl.full((), 0x3, tl.uint32)
    v41 = v10 << v40
    v42 = tl.full((), 0x3ff0000, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x7e000000, tl.uint32)
    v45 = v43 | v44
    v46 = tl.where(v39, v45, v37)
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = tl.full((), 0x1, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x7fff, tl.uint32)
    v52 = v51 + v50
    v53 = v46 + v52
    v54 = tl.full((), 0x80000000, tl.uint32)
    v55 = v10 & v54
    v56 = v53 | v55
    v57 = tl.full((), 0x10, tl.uint32)
    v58 = v56 >> v57
    v59 = v58.to(tl.uint16)
    v60 = v59.to(tl.float16, bitcast=True)
    v61 = v5.to(tl.uint32, bitcast=True)
    v62 = tl.full((), 0x10, tl.uint32)
    v63 = v61 >> v62
    v64 = tl.full((), 0x1, tl.uint32)
    v65 = v63 & v64
    v66 = tl.full((), 0x7fff, tl.uint32)
    v67 = v66 + v65
    v68 = v5 != v5
    v69 = tl.full((), 0xffff0000, tl.uint32)
    v70 = v61 & v69
    v71 = tl.full((), 0x400000, tl.uint32)
    v72 = v70 | v71
    v73 = tl.where(v68, v72, v61)
    v74 = v73 + v67
    v75 = tl.full((), 0x10, tl.uint32)
    v76 = v74 >> v75
    v77 = v76.to(tl.uint16)
    v78 = v77.to(tl.bfloat16, bitcast=True)
    return v60, v78



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__RN__mom1__nes1__dec0_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__RN__mom1__nes1__dec0_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes1__dec0(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__RN__mom0__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a7
    v1 = a0.to(tl.float32)
    v2 = a2 * v1
    v3 = v0 + v2
    v4 = a6 * v3
    v5 = v1 - v4
    v6 = v5.to(tl.uint32, bitcast=True)
    v7 = tl.full((), 0x7fffffff, tl.uint32)
    v8 = v6 & v7
    v9 = tl.full((), 0x1f, tl.uint32)
    v10 = v6 >> v9
    v11 = tl.full((), 0x47800000, tl.uint32)
    v12 = v8 < v11
    v13 = tl.full((), 0x47800000, tl.uint32)
    v14 = tl.where(v12, v8, v13)
    v15 = tl.full((), 0x3, tl.uint32)
    v16 = v14 << v15
    v17 = tl.full((), 0xc0000000, tl.uint32)
    v18 = v16 - v17
    v19 = v14.to(tl.float32, bitcast=True)
    v20 = tl.full((), 549755813888.0, tl.float32)
    v21 = v19 * v20
    v22 = v21.to(tl.uint32)
    v23 = tl.full((), 0x1, tl.uint32)
    v24 = v22 << v23
    v25 = v22.to(tl.float32)
    v26 = v25 != v21
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = tl.full((), 0x0, tl.uint32)
    v29 = tl.where(v26, v27, v28)
    v30 = v24 | v29
    v31 = tl.full((), 0x38800000, tl.uint32)
    v32 = v14 < v31
    v33 = tl.where(v32, v30, v18)
    v34 = tl.full((), 0x7f800000, tl.uint32)
    v35 = v8 > v34
    v36 = tl.full((), 0x3, tl.uint32)
    v37 = v6 << v36
    v38 = tl.full((), 0x3ff0000, tl.uint32)
    v39 = v37 & v38
    v40 = tl.full((), 0x7e000000, tl.uint32)
    v41 = v39 | v40
    v42 = tl.where(v35, v41, v33)
    v43 = tl.full((), 0x10, tl.uint32)
    v44 = v42 >> v43
    v45 = tl.full((), 0x1, tl.uint32)
    v46 = v44 & v45
    v47 = tl.full((), 0x7fff, tl.uint32)
    v48 = v47 + v46
    v49 = v42 + v48
    v50 = tl.full((), 0x80000000, tl.uint32)
    v51 = v6 & v50
    v52 = v49 | v51
    v53 = tl.full((), 0x10, tl.uint32)
    v54 = v52 >> v53
    v55 = v54.to(tl.uint16)
    v56 = v55.to(tl.float16, bitcast=True)
    return v56,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__RN__mom0__nes0__dec1_kernel(X0, X1, Y0, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, = sgd__float16__float32__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__RN__mom0__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 6
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    Y0 = tl.load(row + 4).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 5).to(tl.uint64, bitcast=True)
    r0, = sgd__float16__float32__float32__RN__mom0__nes0__dec1(x0, x1, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def sgd__float16__float32__float32__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a7 * v6
    v8 = v1 - v7
    v9 = v8.to(tl.uint32, bitcast=True)
    v10 = tl.full((), 0x7fffffff, tl.uint32)
    v11 = v9 & v10
    v12 = tl.full((), 0x1f, tl.uint32)
    v13 = v9 >> v12
    v14 = tl.full((), 0x47800000, tl.uint32)
    v15 = v11 < v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = tl.where(v15, v11, v16)
    v18 = tl.full((), 0x3, tl.uint32)
    v19 = v17 << v18
    v20 = tl.full((), 0xc0000000, tl.uint32)
    v21 = v19 - v20
    v22 = v17.to(tl.float32, bitcast=True)
    v23 = tl.full((), 549755813888.0, tl.float32)
    v24 = v22 * v23
    v25 = v24.to(tl.uint32)
    v26 = tl.full((), 0x1, tl.uint32)
    v27 = v25 << v26
    v28 = v25.to(tl.float32)
    v29 = v28 != v24
    v30 = tl.full((), 0x1, tl.uint32)
    v31 = tl.full((), 0x0, tl.uint32)
    v32 = tl.where(v29, v30, v31)
    v33 = v27 | v32
    v34 = tl.full((), 0x38800000, tl.uint32)
    v35 = v17 < v34
    v36 = tl.where(v35, v33, v21)
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = v11 > v37
    v39 = tl.full((), 0x3, tl.uint32)
    v40 = v9 << v39
    v41 = tl.full((), 0x3ff0000, tl.uint32)
    v42 = v40 & v41
    v43 = tl.full((), 0x7e000000, tl.uint32)
    v44 = v42 | v43
    v45 = tl.where(v38, v44, v36)
    v46 = tl.full((), 0x10, tl.uint32)
    v47 = v45 >> v46
    v48 = tl.full((), 0x1, tl.uint32)
    v49 = v47 & v48
    v50 = tl.full((), 0x7fff, tl.uint32)
    v51 = v50 + v49
    v52 = v45 + v51
    v53 = tl.full((), 0x80000000, tl.uint32)
    v54 = v9 & v53
    v55 = v52 | v54
    v56 = tl.full((), 0x10, tl.uint32)
    v57 = v55 >> v56
    v58 = v57.to(tl.uint16)
    v59 = v58.to(tl.float16, bitcast=True)
    return v59, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__float32__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2 * a4
    v5 = v3 * a5
    v6 = v4 + v5
    v7 = a6 * v6
    v8 = v3 + v7
    v9 = a7 * v8
    v10 = v1 - v9
    v11 = v10.to(tl.uint32, bitcast=True)
    v12 = tl.full((), 0x7fffffff, tl.uint32)
    v13 = v11 & v12
    v14 = tl.full((), 0x1f, tl.uint32)
    v15 = v11 >> v14
    v16 = tl.full((), 0x47800000, tl.uint32)
    v17 = v13 < v16
    v18 = tl.full((), 0x47800000, tl.uint32)
    v19 = tl.where(v17, v13, v18)
    v20 = tl.full((), 0x3, tl.uint32)
    v21 = v19 << v20
    v22 = tl.full((), 0xc0000000, tl.uint32)
    v23 = v21 - v22
    v24 = v19.to(tl.float32, bitcast=True)
    v25 = tl.full((), 549755813888.0, tl.float32)
    v26 = v24 * v25
    v27 = v26.to(tl.uint32)
    v28 = tl.full((), 0x1, tl.uint32)
    v29 = v27 << v28
    v30 = v27.to(tl.float32)
    v31 = v30 != v26
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = tl.full((), 0x0, tl.uint32)
    v34 = tl.where(v31, v32, v33)
    v35 = v29 | v34
    v36 = tl.full((), 0x38800000, tl.uint32)
    v37 = v19 < v36
    v38 = tl.where(v37, v35, v23)
    v39 = tl.full((), 0x7f800000, tl.uint32)
    v40 = v13 > v39
    v41 = tl.full((), 0x3, tl.uint32)
    v42 = v11 << v41
    v43 = tl.full((), 0x3ff0000, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x7e000000, tl.uint32)
    v46 = v44 | v45
    v47 = tl.where(v40, v46, v38)
    v48 = tl.full((), 0x10, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0x1, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7fff, tl.uint32)
    v53 = v52 + v51
    v54 = v47 + v53
    v55 = tl.full((), 0x80000000, tl.uint32)
    v56 = v11 & v55
    v57 = v54 | v56
    v58 = tl.full((), 0x10, tl.uint32)
    v59 = v57 >> v58
    v60 = v59.to(tl.uint16)
    v61 = v60.to(tl.float16, bitcast=True)
    return v61, v6



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__float32__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__float32__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.float32))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.float32))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.float32)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__float32__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__RN__mom1__nes0__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a7 * v7
    v9 = v1 - v8
    v10 = v9.to(tl.uint32, bitcast=True)
    v11 = tl.full((), 0x7fffffff, tl.uint32)
    v12 = v10 & v11
    v13 = tl.full((), 0x1f, tl.uint32)
    v14 = v10 >> v13
    v15 = tl.full((), 0x47800000, tl.uint32)
    v16 = v12 < v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = tl.where(v16, v12, v17)
    v19 = tl.full((), 0x3, tl.uint32)
    v20 = v18 << v19
    v21 = tl.full((), 0xc0000000, tl.uint32)
    v22 = v20 - v21
    v23 = v18.to(tl.float32, bitcast=True)
    v24 = tl.full((), 549755813888.0, tl.float32)
    v25 = v23 * v24
    v26 = v25.to(tl.uint32)
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = v26 << v27
    v29 = v26.to(tl.float32)
    v30 = v29 != v25
    v31 = tl.full((), 0x1, tl.uint32)
    v32 = tl.full((), 0x0, tl.uint32)
    v33 = tl.where(v30, v31, v32)
    v34 = v28 | v33
    v35 = tl.full((), 0x38800000, tl.uint32)
    v36 = v18 < v35
    v37 = tl.where(v36, v34, v22)
    v38 = tl.full((), 0x7f800000, tl.uint32)
    v39 = v12 > v38
    v40 = tl.full((), 0x3, tl.uint32)
    v41 = v10 << v40
    v42 = tl.full((), 0x3ff0000, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x7e000000, tl.uint32)
    v45 = v43 | v44
    v46 = tl.where(v39, v45, v37)
    v47 = tl.full((), 0x10, tl.uint32)
    v48 = v46 >> v47
    v49 = tl.full((), 0x1, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x7fff, tl.uint32)
    v52 = v51 + v50
    v53 = v46 + v52
    v54 = tl.full((), 0x80000000, tl.uint32)
    v55 = v10 & v54
    v56 = v53 | v55
    v57 = tl.full((), 0x10, tl.uint32)
    v58 = v56 >> v57
    v59 = v58.to(tl.uint16)
    v60 = v59.to(tl.float16, bitcast=True)
    v61 = v7.to(tl.uint32, bitcast=True)
    v62 = tl.full((), 0x10, tl.uint32)
    v63 = v61 >> v62
    v64 = tl.full((), 0x1, tl.uint32)
    v65 = v63 & v64
    v66 = tl.full((), 0x7fff, tl.uint32)
    v67 = v66 + v65
    v68 = v7 != v7
    v69 = tl.full((), 0xffff0000, tl.uint32)
    v70 = v61 & v69
    v71 = tl.full((), 0x400000, tl.uint32)
    v72 = v70 | v71
    v73 = tl.where(v68, v72, v61)
    v74 = v73 + v67
    v75 = tl.full((), 0x10, tl.uint32)
    v76 = v74 >> v75
    v77 = v76.to(tl.uint16)
    v78 = v77.to(tl.bfloat16, bitcast=True)
    return v60, v78



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__RN__mom1__nes0__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__RN__mom1__nes0__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes0__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)


@triton.jit
def sgd__float16__float32__bfloat16__RN__mom1__nes1__dec1(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = a1 * a8
    v1 = a0.to(tl.float32)
    v2 = a3 * v1
    v3 = v0 + v2
    v4 = a2.to(tl.float32)
    v5 = v4 * a4
    v6 = v3 * a5
    v7 = v5 + v6
    v8 = a6 * v7
    v9 = v3 + v8
    v10 = a7 * v9
    v11 = v1 - v10
    v12 = v11.to(tl.uint32, bitcast=True)
    v13 = tl.full((), 0x7fffffff, tl.uint32)
    v14 = v12 & v13
    v15 = tl.full((), 0x1f, tl.uint32)
    v16 = v12 >> v15
    v17 = tl.full((), 0x47800000, tl.uint32)
    v18 = v14 < v17
    v19 = tl.full((), 0x47800000, tl.uint32)
    v20 = tl.where(v18, v14, v19)
    v21 = tl.full((), 0x3, tl.uint32)
    v22 = v20 << v21
    v23 = tl.full((), 0xc0000000, tl.uint32)
    v24 = v22 - v23
    v25 = v20.to(tl.float32, bitcast=True)
    v26 = tl.full((), 549755813888.0, tl.float32)
    v27 = v25 * v26
    v28 = v27.to(tl.uint32)
    v29 = tl.full((), 0x1, tl.uint32)
    v30 = v28 << v29
    v31 = v28.to(tl.float32)
    v32 = v31 != v27
    v33 = tl.full((), 0x1, tl.uint32)
    v34 = tl.full((), 0x0, tl.uint32)
    v35 = tl.where(v32, v33, v34)
    v36 = v30 | v35
    v37 = tl.full((), 0x38800000, tl.uint32)
    v38 = v20 < v37
    v39 = tl.where(v38, v36, v24)
    v40 = tl.full((), 0x7f800000, tl.uint32)
    v41 = v14 > v40
    v42 = tl.full((), 0x3, tl.uint32)
    v43 = v12 << v42
    v44 = tl.full((), 0x3ff0000, tl.uint32)
    v45 = v43 & v44
    v46 = tl.full((), 0x7e000000, tl.uint32)
    v47 = v45 | v46
    v48 = tl.where(v41, v47, v39)
    v49 = tl.full((), 0x10, tl.uint32)
    v50 = v48 >> v49
    v51 = tl.full((), 0x1, tl.uint32)
    v52 = v50 & v51
    v53 = tl.full((), 0x7fff, tl.uint32)
    v54 = v53 + v52
    v55 = v48 + v54
    v56 = tl.full((), 0x80000000, tl.uint32)
    v57 = v12 & v56
    v58 = v55 | v57
    v59 = tl.full((), 0x10, tl.uint32)
    v60 = v58 >> v59
    v61 = v60.to(tl.uint16)
    v62 = v61.to(tl.float16, bitcast=True)
    v63 = v7.to(tl.uint32, bitcast=True)
    v64 = tl.full((), 0x10, tl.uint32)
    v65 = v63 >> v64
    v66 = tl.full((), 0x1, tl.uint32)
    v67 = v65 & v66
    v68 = tl.full((), 0x7fff, tl.uint32)
    v69 = v68 + v67
    v70 = v7 != v7
    v71 = tl.full((), 0xffff0000, tl.uint32)
    v72 = v63 & v71
    v73 = tl.full((), 0x400000, tl.uint32)
    v74 = v72 | v73
    v75 = tl.where(v70, v74, v63)
    v76 = v75 + v69
    v77 = tl.full((), 0x10, tl.uint32)
    v78 = v76 >> v77
    v79 = v78.to(tl.uint16)
    v80 = v79.to(tl.bfloat16, bitcast=True)
    return v62, v80



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'a', 'b', 'c'])
def sgd__float16__float32__bfloat16__RN__mom1__nes1__dec1_kernel(X0, X1, X2, Y0, Y1, S0, S1, S2, S3, S4, S5, S6, S7, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'])
def sgd__float16__float32__bfloat16__RN__mom1__nes1__dec1_multi(TABLE, CHUNKS, S0, S1, S2, S3, S4, S5, S6, S7, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = 8
    W: tl.constexpr = 8
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    X0 = tl.load(row + 2).to(tl.pointer_type(tl.float16))
    X0 = tl.multiple_of(X0, 16) if ALIGNED16 else X0
    X1 = tl.load(row + 3).to(tl.pointer_type(tl.float32))
    X1 = tl.multiple_of(X1, 16) if ALIGNED16 else X1
    X2 = tl.load(row + 4).to(tl.pointer_type(tl.bfloat16))
    X2 = tl.multiple_of(X2, 16) if ALIGNED16 else X2
    Y0 = tl.load(row + 5).to(tl.pointer_type(tl.float16))
    Y0 = tl.multiple_of(Y0, 16) if ALIGNED16 else Y0
    Y1 = tl.load(row + 6).to(tl.pointer_type(tl.bfloat16))
    Y1 = tl.multiple_of(Y1, 16) if ALIGNED16 else Y1
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    x1 = tl.load(X1 + k, mask=mask, other=0).to(tl.float32)
    x2 = tl.load(X2 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = f32(S0)
    s1 = f32(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    s4 = f32(S4)
    s5 = f32(S5)
    s6 = u64(S6)
    s7 = u64(S7) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    if DEVICE_SCALARS:
        srow = SCAL + job * 8
        s0 = bits_f32(tl.load(srow + 0))
        s1 = bits_f32(tl.load(srow + 1))
        s2 = bits_f32(tl.load(srow + 2))
        s3 = bits_f32(tl.load(srow + 3))
        s4 = bits_f32(tl.load(srow + 4))
        s5 = bits_f32(tl.load(srow + 5))
        s6 = tl.load(srow + 6).to(tl.uint64, bitcast=True)
        s7 = tl.load(srow + 7).to(tl.uint64, bitcast=True) + tl.load(row + 7).to(tl.uint64, bitcast=True)
    r0, r1 = sgd__float16__float32__bfloat16__RN__mom1__nes1__dec1(x0, x1, x2, s0, s1, s2, s3, s4, s5, s6, s7, index, tile, SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
    tl.store(Y1 + k, r1, mask=mask)
