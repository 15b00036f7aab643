"""Generated from the FlyDSL bodies (``python -m flydsl.rounding.tritongen.generate``): do not edit."""

# ruff: noqa
import triton
import triton.language as tl

from ..tiles import bits_f32, f32, job_frame, tile_chunks16, tile_frame, tile_words32, u32, u64


@triton.jit
def dropout__float32(a0, a1, a2, a3, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x1, tl.uint64)
    v1 = tile_words32(a1, v0, index, TILE, ALIGNED, ROUNDS, 0)
    v2 = a0.to(tl.uint32, bitcast=True)
    v3 = tl.full((), 0x7fffffff, tl.uint32)
    v4 = v2 & v3
    v5 = tl.full((), 0x7f800000, tl.uint32)
    v6 = v4 > v5
    v7 = tl.full((), 0x400000, tl.uint32)
    v8 = v2 | v7
    v9 = v8.to(tl.float32, bitcast=True)
    v10 = a0 * a3
    v11 = tl.where(v6, v9, v10)
    v12 = v1 >= a2
    v13 = tl.full((), 0.0, tl.float32)
    v14 = tl.where(v12, v11, v13)
    return v14,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'a', 'b', 'c'])
def dropout__float32_kernel(X0, Y0, S0, S1, S2, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    s1 = u32(S1)
    s2 = f32(S2)
    r0, = dropout__float32(x0, s0, s1, s2, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def dropout__bfloat16(a0, a1, a2, a3, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x1, tl.uint64)
    v1 = tile_words32(a1, v0, index, TILE, ALIGNED, ROUNDS, 0)
    v2 = a0.to(tl.float32)
    v3 = v2.to(tl.uint32, bitcast=True)
    v4 = tl.full((), 0x7fffffff, tl.uint32)
    v5 = v3 & v4
    v6 = tl.full((), 0x7f800000, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x400000, tl.uint32)
    v9 = v3 | v8
    v10 = v9.to(tl.float32, bitcast=True)
    v11 = v2 * a3
    v12 = tl.where(v7, v10, v11)
    v13 = v1 >= a2
    v14 = tl.full((), 0.0, tl.float32)
    v15 = tl.where(v13, v12, v14)
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
    return v33,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'a', 'b', 'c'])
def dropout__bfloat16_kernel(X0, Y0, S0, S1, S2, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = u64(S0)
    s1 = u32(S1)
    s2 = f32(S2)
    r0, = dropout__bfloat16(x0, s0, s1, s2, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def dropout__float16(a0, a1, a2, a3, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x1, tl.uint64)
    v1 = tile_words32(a1, v0, index, TILE, ALIGNED, ROUNDS, 0)
    v2 = a0.to(tl.float32)
    v3 = v2.to(tl.uint32, bitcast=True)
    v4 = tl.full((), 0x7fffffff, tl.uint32)
    v5 = v3 & v4
    v6 = tl.full((), 0x7f800000, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x400000, tl.uint32)
    v9 = v3 | v8
    v10 = v9.to(tl.float32, bitcast=True)
    v11 = v2 * a3
    v12 = tl.where(v7, v10, v11)
    v13 = v1 >= a2
    v14 = tl.full((), 0.0, tl.float32)
    v15 = tl.where(v13, v12, v14)
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
    return v66,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'a', 'b', 'c'])
def dropout__float16_kernel(X0, Y0, S0, S1, S2, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    s0 = u64(S0)
    s1 = u32(S1)
    s2 = f32(S2)
    r0, = dropout__float16(x0, s0, s1, s2, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def uniform__float32(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 0)
    v1 = a4 - a3
    v2 = tl.full((), 0x8, tl.uint32)
    v3 = v0 >> v2
    v4 = v3.to(tl.float32)
    v5 = tl.full((), 5.960464477539063e-08, tl.float32)
    v6 = v4 * v5
    v7 = v1 * v6
    v8 = a3 + v7
    return v8,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'a', 'b', 'c'])
def uniform__float32_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    s1 = u64(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    r0, = uniform__float32(x0, s0, s1, s2, s3, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def uniform__bfloat16(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 0)
    v1 = a4 - a3
    v2 = tl.full((), 0x8, tl.uint32)
    v3 = v0 >> v2
    v4 = v3.to(tl.float32)
    v5 = tl.full((), 5.960464477539063e-08, tl.float32)
    v6 = v4 * v5
    v7 = v1 * v6
    v8 = a3 + v7
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
    return v26,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'a', 'b', 'c'])
def uniform__bfloat16_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = u64(S0)
    s1 = u64(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    r0, = uniform__bfloat16(x0, s0, s1, s2, s3, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def uniform__float16(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 0)
    v1 = a4 - a3
    v2 = tl.full((), 0x8, tl.uint32)
    v3 = v0 >> v2
    v4 = v3.to(tl.float32)
    v5 = tl.full((), 5.960464477539063e-08, tl.float32)
    v6 = v4 * v5
    v7 = v1 * v6
    v8 = a3 + v7
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
    return v59,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'a', 'b', 'c'])
def uniform__float16_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    s0 = u64(S0)
    s1 = u64(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    r0, = uniform__float16(x0, s0, s1, s2, s3, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def normal__float32(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 1)
    v1 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 2)
    v2 = tl.full((), 0x1, tl.uint64)
    v3 = index & v2
    v4 = tl.full((), 0x1, tl.uint64)
    v5 = v3 == v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v0 >> v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = v7 + v8
    v10 = v9.to(tl.float32)
    v11 = tl.full((), 5.960464477539063e-08, tl.float32)
    v12 = v10 * v11
    v13 = v12.to(tl.uint32, bitcast=True)
    v14 = tl.full((), 0x17, tl.uint32)
    v15 = v13 >> v14
    v16 = v15.to(tl.uint32, bitcast=True)
    v17 = v16.to(tl.int32, bitcast=True).to(tl.float32)
    v18 = tl.full((), 127.0, tl.float32)
    v19 = v17 - v18
    v20 = tl.full((), 0x7fffff, tl.uint32)
    v21 = v13 & v20
    v22 = tl.full((), 0x3f800000, tl.uint32)
    v23 = v21 | v22
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.full((), 1.4142135381698608, tl.float32)
    v26 = v24 > v25
    v27 = tl.full((), 0.5, tl.float32)
    v28 = v24 * v27
    v29 = tl.where(v26, v28, v24)
    v30 = tl.full((), 1.0, tl.float32)
    v31 = v19 + v30
    v32 = tl.where(v26, v31, v19)
    v33 = tl.full((), 1.0, tl.float32)
    v34 = v29 - v33
    v35 = tl.full((), 1.0, tl.float32)
    v36 = v29 + v35
    v37 = tl.math.div_rn(v34, v36)
    v38 = v37 * v37
    v39 = tl.full((), 0.07692307978868484, tl.float32)
    v40 = v39 * v38
    v41 = tl.full((), 0.09090909361839294, tl.float32)
    v42 = v40 + v41
    v43 = v42 * v38
    v44 = tl.full((), 0.1111111119389534, tl.float32)
    v45 = v43 + v44
    v46 = v45 * v38
    v47 = tl.full((), 0.1428571492433548, tl.float32)
    v48 = v46 + v47
    v49 = v48 * v38
    v50 = tl.full((), 0.20000000298023224, tl.float32)
    v51 = v49 + v50
    v52 = v51 * v38
    v53 = tl.full((), 0.3333333432674408, tl.float32)
    v54 = v52 + v53
    v55 = v54 * v38
    v56 = tl.full((), 1.0, tl.float32)
    v57 = v55 + v56
    v58 = tl.full((), 0.6931471824645996, tl.float32)
    v59 = v32 * v58
    v60 = tl.full((), 2.0, tl.float32)
    v61 = v60 * v37
    v62 = v61 * v57
    v63 = v59 + v62
    v64 = tl.full((), -2.0, tl.float32)
    v65 = v64 * v63
    v66 = v65.to(tl.uint32, bitcast=True)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v66 >> v67
    v69 = tl.full((), 0x5f3759df, tl.uint32)
    v70 = v69 - v68
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = tl.full((), 0.5, tl.float32)
    v73 = v72 * v65
    v74 = v73 * v71
    v75 = v74 * v71
    v76 = tl.full((), 1.5, tl.float32)
    v77 = v76 - v75
    v78 = v71 * v77
    v79 = v73 * v78
    v80 = v79 * v78
    v81 = tl.full((), 1.5, tl.float32)
    v82 = v81 - v80
    v83 = v78 * v82
    v84 = v73 * v83
    v85 = v84 * v83
    v86 = tl.full((), 1.5, tl.float32)
    v87 = v86 - v85
    v88 = v83 * v87
    v89 = v65 * v88
    v90 = tl.full((), 0x1e, tl.uint32)
    v91 = v1 >> v90
    v92 = tl.full((), 0x8, tl.uint32)
    v93 = v1 >> v92
    v94 = tl.full((), 0x3fffff, tl.uint32)
    v95 = v93 & v94
    v96 = v95.to(tl.float32)
    v97 = tl.full((), 3.7450703871400037e-07, tl.float32)
    v98 = v96 * v97
    v99 = v98 * v98
    v100 = tl.full((), 1.6059044372074283e-10, tl.float32)
    v101 = v100 * v99
    v102 = tl.full((), -2.5052107943679403e-08, tl.float32)
    v103 = v101 + v102
    v104 = v103 * v99
    v105 = tl.full((), 2.7557318844628753e-06, tl.float32)
    v106 = v104 + v105
    v107 = v106 * v99
    v108 = tl.full((), -0.00019841270113829523, tl.float32)
    v109 = v107 + v108
    v110 = v109 * v99
    v111 = tl.full((), 0.008333333767950535, tl.float32)
    v112 = v110 + v111
    v113 = v112 * v99
    v114 = tl.full((), -0.1666666716337204, tl.float32)
    v115 = v113 + v114
    v116 = v98 * v99
    v117 = v116 * v115
    v118 = v98 + v117
    v119 = tl.full((), -1.147074536050896e-11, tl.float32)
    v120 = v119 * v99
    v121 = tl.full((), 2.0876755879584152e-09, tl.float32)
    v122 = v120 + v121
    v123 = v122 * v99
    v124 = tl.full((), -2.755731998149713e-07, tl.float32)
    v125 = v123 + v124
    v126 = v125 * v99
    v127 = tl.full((), 2.4801587642286904e-05, tl.float32)
    v128 = v126 + v127
    v129 = v128 * v99
    v130 = tl.full((), -0.0013888889225199819, tl.float32)
    v131 = v129 + v130
    v132 = v131 * v99
    v133 = tl.full((), 0.0416666679084301, tl.float32)
    v134 = v132 + v133
    v135 = v134 * v99
    v136 = tl.full((), -0.5, tl.float32)
    v137 = v135 + v136
    v138 = v99 * v137
    v139 = tl.full((), 1.0, tl.float32)
    v140 = v139 + v138
    v141 = tl.full((), 0x1, tl.uint32)
    v142 = v91 == v141
    v143 = tl.full((), 0x2, tl.uint32)
    v144 = v91 == v143
    v145 = tl.full((), 0x3, tl.uint32)
    v146 = v91 == v145
    v147 = -v118
    v148 = -v140
    v149 = tl.where(v146, v118, v140)
    v150 = tl.where(v144, v148, v149)
    v151 = tl.where(v142, v147, v150)
    v152 = -v118
    v153 = -v140
    v154 = tl.where(v146, v153, v118)
    v155 = tl.where(v144, v152, v154)
    v156 = tl.where(v142, v140, v155)
    v157 = tl.where(v5, v156, v151)
    v158 = v89 * v157
    v159 = a4 * v158
    v160 = a3 + v159
    return v160,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'a', 'b', 'c'])
def normal__float32_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 2, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float32)
    s0 = u64(S0)
    s1 = u64(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    r0, = normal__float32(x0, s0, s1, s2, s3, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def normal__bfloat16(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 1)
    v1 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 2)
    v2 = tl.full((), 0x1, tl.uint64)
    v3 = index & v2
    v4 = tl.full((), 0x1, tl.uint64)
    v5 = v3 == v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v0 >> v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = v7 + v8
    v10 = v9.to(tl.float32)
    v11 = tl.full((), 5.960464477539063e-08, tl.float32)
    v12 = v10 * v11
    v13 = v12.to(tl.uint32, bitcast=True)
    v14 = tl.full((), 0x17, tl.uint32)
    v15 = v13 >> v14
    v16 = v15.to(tl.uint32, bitcast=True)
    v17 = v16.to(tl.int32, bitcast=True).to(tl.float32)
    v18 = tl.full((), 127.0, tl.float32)
    v19 = v17 - v18
    v20 = tl.full((), 0x7fffff, tl.uint32)
    v21 = v13 & v20
    v22 = tl.full((), 0x3f800000, tl.uint32)
    v23 = v21 | v22
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.full((), 1.4142135381698608, tl.float32)
    v26 = v24 > v25
    v27 = tl.full((), 0.5, tl.float32)
    v28 = v24 * v27
    v29 = tl.where(v26, v28, v24)
    v30 = tl.full((), 1.0, tl.float32)
    v31 = v19 + v30
    v32 = tl.where(v26, v31, v19)
    v33 = tl.full((), 1.0, tl.float32)
    v34 = v29 - v33
    v35 = tl.full((), 1.0, tl.float32)
    v36 = v29 + v35
    v37 = tl.math.div_rn(v34, v36)
    v38 = v37 * v37
    v39 = tl.full((), 0.07692307978868484, tl.float32)
    v40 = v39 * v38
    v41 = tl.full((), 0.09090909361839294, tl.float32)
    v42 = v40 + v41
    v43 = v42 * v38
    v44 = tl.full((), 0.1111111119389534, tl.float32)
    v45 = v43 + v44
    v46 = v45 * v38
    v47 = tl.full((), 0.1428571492433548, tl.float32)
    v48 = v46 + v47
    v49 = v48 * v38
    v50 = tl.full((), 0.20000000298023224, tl.float32)
    v51 = v49 + v50
    v52 = v51 * v38
    v53 = tl.full((), 0.3333333432674408, tl.float32)
    v54 = v52 + v53
    v55 = v54 * v38
    v56 = tl.full((), 1.0, tl.float32)
    v57 = v55 + v56
    v58 = tl.full((), 0.6931471824645996, tl.float32)
    v59 = v32 * v58
    v60 = tl.full((), 2.0, tl.float32)
    v61 = v60 * v37
    v62 = v61 * v57
    v63 = v59 + v62
    v64 = tl.full((), -2.0, tl.float32)
    v65 = v64 * v63
    v66 = v65.to(tl.uint32, bitcast=True)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v66 >> v67
    v69 = tl.full((), 0x5f3759df, tl.uint32)
    v70 = v69 - v68
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = tl.full((), 0.5, tl.float32)
    v73 = v72 * v65
    v74 = v73 * v71
    v75 = v74 * v71
    v76 = tl.full((), 1.5, tl.float32)
    v77 = v76 - v75
    v78 = v71 * v77
    v79 = v73 * v78
    v80 = v79 * v78
    v81 = tl.full((), 1.5, tl.float32)
    v82 = v81 - v80
    v83 = v78 * v82
    v84 = v73 * v83
    v85 = v84 * v83
    v86 = tl.full((), 1.5, tl.float32)
    v87 = v86 - v85
    v88 = v83 * v87
    v89 = v65 * v88
    v90 = tl.full((), 0x1e, tl.uint32)
    v91 = v1 >> v90
    v92 = tl.full((), 0x8, tl.uint32)
    v93 = v1 >> v92
    v94 = tl.full((), 0x3fffff, tl.uint32)
    v95 = v93 & v94
    v96 = v95.to(tl.float32)
    v97 = tl.full((), 3.7450703871400037e-07, tl.float32)
    v98 = v96 * v97
    v99 = v98 * v98
    v100 = tl.full((), 1.6059044372074283e-10, tl.float32)
    v101 = v100 * v99
    v102 = tl.full((), -2.5052107943679403e-08, tl.float32)
    v103 = v101 + v102
    v104 = v103 * v99
    v105 = tl.full((), 2.7557318844628753e-06, tl.float32)
    v106 = v104 + v105
    v107 = v106 * v99
    v108 = tl.full((), -0.00019841270113829523, tl.float32)
    v109 = v107 + v108
    v110 = v109 * v99
    v111 = tl.full((), 0.008333333767950535, tl.float32)
    v112 = v110 + v111
    v113 = v112 * v99
    v114 = tl.full((), -0.1666666716337204, tl.float32)
    v115 = v113 + v114
    v116 = v98 * v99
    v117 = v116 * v115
    v118 = v98 + v117
    v119 = tl.full((), -1.147074536050896e-11, tl.float32)
    v120 = v119 * v99
    v121 = tl.full((), 2.0876755879584152e-09, tl.float32)
    v122 = v120 + v121
    v123 = v122 * v99
    v124 = tl.full((), -2.755731998149713e-07, tl.float32)
    v125 = v123 + v124
    v126 = v125 * v99
    v127 = tl.full((), 2.4801587642286904e-05, tl.float32)
    v128 = v126 + v127
    v129 = v128 * v99
    v130 = tl.full((), -0.0013888889225199819, tl.float32)
    v131 = v129 + v130
    v132 = v131 * v99
    v133 = tl.full((), 0.0416666679084301, tl.float32)
    v134 = v132 + v133
    v135 = v134 * v99
    v136 = tl.full((), -0.5, tl.float32)
    v137 = v135 + v136
    v138 = v99 * v137
    v139 = tl.full((), 1.0, tl.float32)
    v140 = v139 + v138
    v141 = tl.full((), 0x1, tl.uint32)
    v142 = v91 == v141
    v143 = tl.full((), 0x2, tl.uint32)
    v144 = v91 == v143
    v145 = tl.full((), 0x3, tl.uint32)
    v146 = v91 == v145
    v147 = -v118
    v148 = -v140
    v149 = tl.where(v146, v118, v140)
    v150 = tl.where(v144, v148, v149)
    v151 = tl.where(v142, v147, v150)
    v152 = -v118
    v153 = -v140
    v154 = tl.where(v146, v153, v118)
    v155 = tl.where(v144, v152, v154)
    v156 = tl.where(v142, v140, v155)
    v157 = tl.where(v5, v156, v151)
    v158 = v89 * v157
    v159 = a4 * v158
    v160 = a3 + v159
    v161 = v160.to(tl.uint32, bitcast=True)
    v162 = tl.full((), 0x10, tl.uint32)
    v163 = v161 >> v162
    v164 = tl.full((), 0x1, tl.uint32)
    v165 = v163 & v164
    v166 = tl.full((), 0x7fff, tl.uint32)
    v167 = v166 + v165
    v168 = v160 != v160
    v169 = tl.full((), 0xffff0000, tl.uint32)
    v170 = v161 & v169
    v171 = tl.full((), 0x400000, tl.uint32)
    v172 = v170 | v171
    v173 = tl.where(v168, v172, v161)
    v174 = v173 + v167
    v175 = tl.full((), 0x10, tl.uint32)
    v176 = v174 >> v175
    v177 = v176.to(tl.uint16)
    v178 = v177.to(tl.bfloat16, bitcast=True)
    return v178,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'a', 'b', 'c'])
def normal__bfloat16_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 2, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.bfloat16)
    s0 = u64(S0)
    s1 = u64(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    r0, = normal__bfloat16(x0, s0, s1, s2, s3, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)


@triton.jit
def normal__float16(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 1)
    v1 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS, 2)
    v2 = tl.full((), 0x1, tl.uint64)
    v3 = index & v2
    v4 = tl.full((), 0x1, tl.uint64)
    v5 = v3 == v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v0 >> v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = v7 + v8
    v10 = v9.to(tl.float32)
    v11 = tl.full((), 5.960464477539063e-08, tl.float32)
    v12 = v10 * v11
    v13 = v12.to(tl.uint32, bitcast=True)
    v14 = tl.full((), 0x17, tl.uint32)
    v15 = v13 >> v14
    v16 = v15.to(tl.uint32, bitcast=True)
    v17 = v16.to(tl.int32, bitcast=True).to(tl.float32)
    v18 = tl.full((), 127.0, tl.float32)
    v19 = v17 - v18
    v20 = tl.full((), 0x7fffff, tl.uint32)
    v21 = v13 & v20
    v22 = tl.full((), 0x3f800000, tl.uint32)
    v23 = v21 | v22
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.full((), 1.4142135381698608, tl.float32)
    v26 = v24 > v25
    v27 = tl.full((), 0.5, tl.float32)
    v28 = v24 * v27
    v29 = tl.where(v26, v28, v24)
    v30 = tl.full((), 1.0, tl.float32)
    v31 = v19 + v30
    v32 = tl.where(v26, v31, v19)
    v33 = tl.full((), 1.0, tl.float32)
    v34 = v29 - v33
    v35 = tl.full((), 1.0, tl.float32)
    v36 = v29 + v35
    v37 = tl.math.div_rn(v34, v36)
    v38 = v37 * v37
    v39 = tl.full((), 0.07692307978868484, tl.float32)
    v40 = v39 * v38
    v41 = tl.full((), 0.09090909361839294, tl.float32)
    v42 = v40 + v41
    v43 = v42 * v38
    v44 = tl.full((), 0.1111111119389534, tl.float32)
    v45 = v43 + v44
    v46 = v45 * v38
    v47 = tl.full((), 0.1428571492433548, tl.float32)
    v48 = v46 + v47
    v49 = v48 * v38
    v50 = tl.full((), 0.20000000298023224, tl.float32)
    v51 = v49 + v50
    v52 = v51 * v38
    v53 = tl.full((), 0.3333333432674408, tl.float32)
    v54 = v52 + v53
    v55 = v54 * v38
    v56 = tl.full((), 1.0, tl.float32)
    v57 = v55 + v56
    v58 = tl.full((), 0.6931471824645996, tl.float32)
    v59 = v32 * v58
    v60 = tl.full((), 2.0, tl.float32)
    v61 = v60 * v37
    v62 = v61 * v57
    v63 = v59 + v62
    v64 = tl.full((), -2.0, tl.float32)
    v65 = v64 * v63
    v66 = v65.to(tl.uint32, bitcast=True)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v66 >> v67
    v69 = tl.full((), 0x5f3759df, tl.uint32)
    v70 = v69 - v68
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = tl.full((), 0.5, tl.float32)
    v73 = v72 * v65
    v74 = v73 * v71
    v75 = v74 * v71
    v76 = tl.full((), 1.5, tl.float32)
    v77 = v76 - v75
    v78 = v71 * v77
    v79 = v73 * v78
    v80 = v79 * v78
    v81 = tl.full((), 1.5, tl.float32)
    v82 = v81 - v80
    v83 = v78 * v82
    v84 = v73 * v83
    v85 = v84 * v83
    v86 = tl.full((), 1.5, tl.float32)
    v87 = v86 - v85
    v88 = v83 * v87
    v89 = v65 * v88
    v90 = tl.full((), 0x1e, tl.uint32)
    v91 = v1 >> v90
    v92 = tl.full((), 0x8, tl.uint32)
    v93 = v1 >> v92
    v94 = tl.full((), 0x3fffff, tl.uint32)
    v95 = v93 & v94
    v96 = v95.to(tl.float32)
    v97 = tl.full((), 3.7450703871400037e-07, tl.float32)
    v98 = v96 * v97
    v99 = v98 * v98
    v100 = tl.full((), 1.6059044372074283e-10, tl.float32)
    v101 = v100 * v99
    v102 = tl.full((), -2.5052107943679403e-08, tl.float32)
    v103 = v101 + v102
    v104 = v103 * v99
    v105 = tl.full((), 2.7557318844628753e-06, tl.float32)
    v106 = v104 + v105
    v107 = v106 * v99
    v108 = tl.full((), -0.00019841270113829523, tl.float32)
    v109 = v107 + v108
    v110 = v109 * v99
    v111 = tl.full((), 0.008333333767950535, tl.float32)
    v112 = v110 + v111
    v113 = v112 * v99
    v114 = tl.full((), -0.1666666716337204, tl.float32)
    v115 = v113 + v114
    v116 = v98 * v99
    v117 = v116 * v115
    v118 = v98 + v117
    v119 = tl.full((), -1.147074536050896e-11, tl.float32)
    v120 = v119 * v99
    v121 = tl.full((), 2.0876755879584152e-09, tl.float32)
    v122 = v120 + v121
    v123 = v122 * v99
    v124 = tl.full((), -2.755731998149713e-07, tl.float32)
    v125 = v123 + v124
    v126 = v125 * v99
    v127 = tl.full((), 2.4801587642286904e-05, tl.float32)
    v128 = v126 + v127
    v129 = v128 * v99
    v130 = tl.full((), -0.0013888889225199819, tl.float32)
    v131 = v129 + v130
    v132 = v131 * v99
    v133 = tl.full((), 0.0416666679084301, tl.float32)
    v134 = v132 + v133
    v135 = v134 * v99
    v136 = tl.full((), -0.5, tl.float32)
    v137 = v135 + v136
    v138 = v99 * v137
    v139 = tl.full((), 1.0, tl.float32)
    v140 = v139 + v138
    v141 = tl.full((), 0x1, tl.uint32)
    v142 = v91 == v141
    v143 = tl.full((), 0x2, tl.uint32)
    v144 = v91 == v143
    v145 = tl.full((), 0x3, tl.uint32)
    v146 = v91 == v145
    v147 = -v118
    v148 = -v140
    v149 = tl.where(v146, v118, v140)
    v150 = tl.where(v144, v148, v149)
    v151 = tl.where(v142, v147, v150)
    v152 = -v118
    v153 = -v140
    v154 = tl.where(v146, v153, v118)
    v155 = tl.where(v144, v152, v154)
    v156 = tl.where(v142, v140, v155)
    v157 = tl.where(v5, v156, v151)
    v158 = v89 * v157
    v159 = a4 * v158
    v160 = a3 + v159
    v161 = v160.to(tl.uint32, bitcast=True)
    v162 = tl.full((), 0x7fffffff, tl.uint32)
    v163 = v161 & v162
    v164 = tl.full((), 0x1f, tl.uint32)
    v165 = v161 >> v164
    v166 = tl.full((), 0x47800000, tl.uint32)
    v167 = v163 < v166
    v168 = tl.full((), 0x47800000, tl.uint32)
    v169 = tl.where(v167, v163, v168)
    v170 = tl.full((), 0x3, tl.uint32)
    v171 = v169 << v170
    v172 = tl.full((), 0xc0000000, tl.uint32)
    v173 = v171 - v172
    v174 = v169.to(tl.float32, bitcast=True)
    v175 = tl.full((), 549755813888.0, tl.float32)
    v176 = v174 * v175
    v177 = v176.to(tl.uint32)
    v178 = tl.full((), 0x1, tl.uint32)
    v179 = v177 << v178
    v180 = v177.to(tl.float32)
    v181 = v180 != v176
    v182 = tl.full((), 0x1, tl.uint32)
    v183 = tl.full((), 0x0, tl.uint32)
    v184 = tl.where(v181, v182, v183)
    v185 = v179 | v184
    v186 = tl.full((), 0x38800000, tl.uint32)
    v187 = v169 < v186
    v188 = tl.where(v187, v185, v173)
    v189 = tl.full((), 0x7f800000, tl.uint32)
    v190 = v163 > v189
    v191 = tl.full((), 0x3, tl.uint32)
    v192 = v161 << v191
    v193 = tl.full((), 0x3ff0000, tl.uint32)
    v194 = v192 & v193
    v195 = tl.full((), 0x7e000000, tl.uint32)
    v196 = v194 | v195
    v197 = tl.where(v190, v196, v188)
    v198 = tl.full((), 0x10, tl.uint32)
    v199 = v197 >> v198
    v200 = tl.full((), 0x1, tl.uint32)
    v201 = v199 & v200
    v202 = tl.full((), 0x7fff, tl.uint32)
    v203 = v202 + v201
    v204 = v197 + v203
    v205 = tl.full((), 0x80000000, tl.uint32)
    v206 = v161 & v205
    v207 = v204 | v206
    v208 = tl.full((), 0x10, tl.uint32)
    v209 = v207 >> v208
    v210 = v209.to(tl.uint16)
    v211 = v210.to(tl.float16, bitcast=True)
    return v211,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'a', 'b', 'c'])
def normal__float16_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 2, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 4
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    s0 = u64(S0)
    s1 = u64(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    r0, = normal__float16(x0, s0, s1, s2, s3, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
