"""Generated from the FlyDSL bodies (``python -m flydsl.rounding.tritongen.generate``): do not edit."""

# ruff: noqa
import triton
import triton.language as tl

from ..tiles import f32, job_frame, tile_chunks16, tile_frame, tile_words32, u32, u64


@triton.jit
def dropout__float32(a0, a1, a2, a3, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x1, tl.uint64)
    v1 = tile_words32(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0 * a3
    v3 = v1 >= a2
    v4 = tl.full((), 0.0, tl.float32)
    v5 = tl.where(v3, v2, v4)
    return v5,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'n', 'a', 'b', 'c'])
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
    v1 = tile_words32(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.float32)
    v3 = v2 * a3
    v4 = v1 >= a2
    v5 = tl.full((), 0.0, tl.float32)
    v6 = tl.where(v4, v3, v5)
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



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'n', 'a', 'b', 'c'])
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
    v1 = tile_words32(a1, v0, index, TILE, ALIGNED, ROUNDS)
    v2 = a0.to(tl.float32)
    v3 = v2 * a3
    v4 = v1 >= a2
    v5 = tl.full((), 0.0, tl.float32)
    v6 = tl.where(v4, v3, v5)
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



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'n', 'a', 'b', 'c'])
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
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS)
    v1 = a4 - a3
    v2 = tl.full((), 0x8, tl.uint32)
    v3 = v0 >> v2
    v4 = v3.to(tl.float32)
    v5 = tl.full((), 5.960464477539063e-08, tl.float32)
    v6 = v4 * v5
    v7 = v1 * v6
    v8 = a3 + v7
    return v8,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'n', 'a', 'b', 'c'])
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
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS)
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



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'n', 'a', 'b', 'c'])
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
    v0 = tile_words32(a1, a2, index, TILE, ALIGNED, ROUNDS)
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



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'n', 'a', 'b', 'c'])
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
    v0 = tl.full((), 0xfffffffffffffffe, tl.uint64)
    v1 = index & v0
    v2 = tl.full((), 0x2, tl.uint64)
    v3 = v1 >> v2
    v4 = tl.full((), 0x3, tl.uint64)
    v5 = v1 & v4
    v6 = v5.to(tl.uint32)
    v7 = v3.to(tl.uint32)
    v8 = tl.full((), 0x20, tl.uint64)
    v9 = v3 >> v8
    v10 = v9.to(tl.uint32)
    v11 = a2.to(tl.uint32)
    v12 = tl.full((), 0x20, tl.uint64)
    v13 = a2 >> v12
    v14 = v13.to(tl.uint32)
    v15 = a1.to(tl.uint32)
    v16 = tl.full((), 0x20, tl.uint64)
    v17 = a1 >> v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0xd2511f53, tl.uint32)
    v20 = (v7.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v21 = ((v7.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v22 = tl.full((), 0xcd9e8d57, tl.uint32)
    v23 = (v11.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v24 = ((v11.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v25 = v24 ^ v10
    v26 = v25 ^ v15
    v27 = v21 ^ v14
    v28 = v27 ^ v18
    v29 = tl.full((), 0x9e3779b9, tl.uint32)
    v30 = v15 + v29
    v31 = tl.full((), 0xbb67ae85, tl.uint32)
    v32 = v18 + v31
    v33 = (v26.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v34 = ((v26.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v35 = (v28.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v36 = ((v28.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v37 = v36 ^ v23
    v38 = v37 ^ v30
    v39 = v34 ^ v20
    v40 = v39 ^ v32
    v41 = v30 + v29
    v42 = v32 + v31
    v43 = (v38.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v44 = ((v38.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v45 = (v40.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v46 = ((v40.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v47 = v46 ^ v35
    v48 = v47 ^ v41
    v49 = v44 ^ v33
    v50 = v49 ^ v42
    v51 = v41 + v29
    v52 = v42 + v31
    v53 = (v48.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v54 = ((v48.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v55 = (v50.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v56 = ((v50.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v57 = v56 ^ v45
    v58 = v57 ^ v51
    v59 = v54 ^ v43
    v60 = v59 ^ v52
    v61 = v51 + v29
    v62 = v52 + v31
    v63 = (v58.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v64 = ((v58.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v65 = (v60.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v66 = ((v60.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v67 = v66 ^ v55
    v68 = v67 ^ v61
    v69 = v64 ^ v53
    v70 = v69 ^ v62
    v71 = v61 + v29
    v72 = v62 + v31
    v73 = (v68.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v74 = ((v68.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v75 = (v70.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v76 = ((v70.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v77 = v76 ^ v65
    v78 = v77 ^ v71
    v79 = v74 ^ v63
    v80 = v79 ^ v72
    v81 = v71 + v29
    v82 = v72 + v31
    v83 = (v78.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v84 = ((v78.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v85 = (v80.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v86 = ((v80.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v87 = v86 ^ v75
    v88 = v87 ^ v81
    v89 = v84 ^ v73
    v90 = v89 ^ v82
    v91 = v81 + v29
    v92 = v82 + v31
    v93 = (v88.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v94 = ((v88.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v95 = (v90.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v96 = ((v90.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v97 = v96 ^ v85
    v98 = v97 ^ v91
    v99 = v94 ^ v83
    v100 = v99 ^ v92
    v101 = v91 + v29
    v102 = v92 + v31
    v103 = (v98.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v104 = ((v98.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v105 = (v100.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v106 = ((v100.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v107 = v106 ^ v95
    v108 = v107 ^ v101
    v109 = v104 ^ v93
    v110 = v109 ^ v102
    v111 = v101 + v29
    v112 = v102 + v31
    v113 = (v108.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v114 = ((v108.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v115 = (v110.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v116 = ((v110.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v117 = v116 ^ v105
    v118 = v117 ^ v111
    v119 = v114 ^ v103
    v120 = v119 ^ v112
    v121 = tl.full((), 0x1, tl.uint64)
    v122 = v3 + v121
    v123 = v122.to(tl.uint32)
    v124 = tl.full((), 0x20, tl.uint64)
    v125 = v122 >> v124
    v126 = v125.to(tl.uint32)
    v127 = a2.to(tl.uint32)
    v128 = tl.full((), 0x20, tl.uint64)
    v129 = a2 >> v128
    v130 = v129.to(tl.uint32)
    v131 = a1.to(tl.uint32)
    v132 = tl.full((), 0x20, tl.uint64)
    v133 = a1 >> v132
    v134 = v133.to(tl.uint32)
    v135 = tl.full((), 0xd2511f53, tl.uint32)
    v136 = (v123.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v137 = ((v123.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v138 = tl.full((), 0xcd9e8d57, tl.uint32)
    v139 = (v127.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v140 = ((v127.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v141 = v140 ^ v126
    v142 = v141 ^ v131
    v143 = v137 ^ v130
    v144 = v143 ^ v134
    v145 = tl.full((), 0x9e3779b9, tl.uint32)
    v146 = v131 + v145
    v147 = tl.full((), 0xbb67ae85, tl.uint32)
    v148 = v134 + v147
    v149 = (v142.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v150 = ((v142.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v151 = (v144.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v152 = ((v144.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v153 = v152 ^ v139
    v154 = v153 ^ v146
    v155 = v150 ^ v136
    v156 = v155 ^ v148
    v157 = v146 + v145
    v158 = v148 + v147
    v159 = (v154.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v160 = ((v154.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v161 = (v156.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v162 = ((v156.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v163 = v162 ^ v151
    v164 = v163 ^ v157
    v165 = v160 ^ v149
    v166 = v165 ^ v158
    v167 = v157 + v145
    v168 = v158 + v147
    v169 = (v164.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v170 = ((v164.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v171 = (v166.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v172 = ((v166.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v173 = v172 ^ v161
    v174 = v173 ^ v167
    v175 = v170 ^ v159
    v176 = v175 ^ v168
    v177 = v167 + v145
    v178 = v168 + v147
    v179 = (v174.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v180 = ((v174.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v181 = (v176.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v182 = ((v176.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v183 = v182 ^ v171
    v184 = v183 ^ v177
    v185 = v180 ^ v169
    v186 = v185 ^ v178
    v187 = v177 + v145
    v188 = v178 + v147
    v189 = (v184.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v190 = ((v184.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v191 = (v186.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v192 = ((v186.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v193 = v192 ^ v181
    v194 = v193 ^ v187
    v195 = v190 ^ v179
    v196 = v195 ^ v188
    v197 = v187 + v145
    v198 = v188 + v147
    v199 = (v194.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v200 = ((v194.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v201 = (v196.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v202 = ((v196.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v203 = v202 ^ v191
    v204 = v203 ^ v197
    v205 = v200 ^ v189
    v206 = v205 ^ v198
    v207 = v197 + v145
    v208 = v198 + v147
    v209 = (v204.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v210 = ((v204.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v211 = (v206.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v212 = ((v206.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v213 = v212 ^ v201
    v214 = v213 ^ v207
    v215 = v210 ^ v199
    v216 = v215 ^ v208
    v217 = v207 + v145
    v218 = v208 + v147
    v219 = (v214.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v220 = ((v214.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v221 = (v216.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v222 = ((v216.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v223 = v222 ^ v211
    v224 = v223 ^ v217
    v225 = v220 ^ v209
    v226 = v225 ^ v218
    v227 = v217 + v145
    v228 = v218 + v147
    v229 = (v224.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v230 = ((v224.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v231 = (v226.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v232 = ((v226.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v233 = v232 ^ v221
    v234 = v233 ^ v227
    v235 = v230 ^ v219
    v236 = v235 ^ v228
    v237 = tl.full((), 0x1, tl.uint32)
    v238 = v6 == v237
    v239 = tl.where(v238, v115, v118)
    v240 = tl.full((), 0x2, tl.uint32)
    v241 = v6 == v240
    v242 = tl.where(v241, v120, v239)
    v243 = tl.full((), 0x3, tl.uint32)
    v244 = v6 == v243
    v245 = tl.where(v244, v113, v242)
    v246 = tl.full((), 0x1, tl.uint32)
    v247 = v6 == v246
    v248 = tl.where(v247, v120, v115)
    v249 = tl.full((), 0x2, tl.uint32)
    v250 = v6 == v249
    v251 = tl.where(v250, v113, v248)
    v252 = tl.full((), 0x3, tl.uint32)
    v253 = v6 == v252
    v254 = tl.where(v253, v234, v251)
    v255 = tl.full((), 0x1, tl.uint64)
    v256 = index & v255
    v257 = tl.full((), 0x1, tl.uint64)
    v258 = v256 == v257
    v259 = tl.full((), 0x8, tl.uint32)
    v260 = v245 >> v259
    v261 = tl.full((), 0x1, tl.uint32)
    v262 = v260 + v261
    v263 = v262.to(tl.float32)
    v264 = tl.full((), 5.960464477539063e-08, tl.float32)
    v265 = v263 * v264
    v266 = v265.to(tl.uint32, bitcast=True)
    v267 = tl.full((), 0x17, tl.uint32)
    v268 = v266 >> v267
    v269 = v268.to(tl.uint32, bitcast=True)
    v270 = v269.to(tl.int32, bitcast=True).to(tl.float32)
    v271 = tl.full((), 127.0, tl.float32)
    v272 = v270 - v271
    v273 = tl.full((), 0x7fffff, tl.uint32)
    v274 = v266 & v273
    v275 = tl.full((), 0x3f800000, tl.uint32)
    v276 = v274 | v275
    v277 = v276.to(tl.float32, bitcast=True)
    v278 = tl.full((), 1.4142135381698608, tl.float32)
    v279 = v277 > v278
    v280 = tl.full((), 0.5, tl.float32)
    v281 = v277 * v280
    v282 = tl.where(v279, v281, v277)
    v283 = tl.full((), 1.0, tl.float32)
    v284 = v272 + v283
    v285 = tl.where(v279, v284, v272)
    v286 = tl.full((), 1.0, tl.float32)
    v287 = v282 - v286
    v288 = tl.full((), 1.0, tl.float32)
    v289 = v282 + v288
    v290 = tl.math.div_rn(v287, v289)
    v291 = v290 * v290
    v292 = tl.full((), 0.07692307978868484, tl.float32)
    v293 = v292 * v291
    v294 = tl.full((), 0.09090909361839294, tl.float32)
    v295 = v293 + v294
    v296 = v295 * v291
    v297 = tl.full((), 0.1111111119389534, tl.float32)
    v298 = v296 + v297
    v299 = v298 * v291
    v300 = tl.full((), 0.1428571492433548, tl.float32)
    v301 = v299 + v300
    v302 = v301 * v291
    v303 = tl.full((), 0.20000000298023224, tl.float32)
    v304 = v302 + v303
    v305 = v304 * v291
    v306 = tl.full((), 0.3333333432674408, tl.float32)
    v307 = v305 + v306
    v308 = v307 * v291
    v309 = tl.full((), 1.0, tl.float32)
    v310 = v308 + v309
    v311 = tl.full((), 0.6931471824645996, tl.float32)
    v312 = v285 * v311
    v313 = tl.full((), 2.0, tl.float32)
    v314 = v313 * v290
    v315 = v314 * v310
    v316 = v312 + v315
    v317 = tl.full((), -2.0, tl.float32)
    v318 = v317 * v316
    v319 = v318.to(tl.uint32, bitcast=True)
    v320 = tl.full((), 0x1, tl.uint32)
    v321 = v319 >> v320
    v322 = tl.full((), 0x5f3759df, tl.uint32)
    v323 = v322 - v321
    v324 = v323.to(tl.float32, bitcast=True)
    v325 = tl.full((), 0.5, tl.float32)
    v326 = v325 * v318
    v327 = v326 * v324
    v328 = v327 * v324
    v329 = tl.full((), 1.5, tl.float32)
    v330 = v329 - v328
    v331 = v324 * v330
    v332 = v326 * v331
    v333 = v332 * v331
    v334 = tl.full((), 1.5, tl.float32)
    v335 = v334 - v333
    v336 = v331 * v335
    v337 = v326 * v336
    v338 = v337 * v336
    v339 = tl.full((), 1.5, tl.float32)
    v340 = v339 - v338
    v341 = v336 * v340
    v342 = v318 * v341
    v343 = tl.full((), 0x1e, tl.uint32)
    v344 = v254 >> v343
    v345 = tl.full((), 0x8, tl.uint32)
    v346 = v254 >> v345
    v347 = tl.full((), 0x3fffff, tl.uint32)
    v348 = v346 & v347
    v349 = v348.to(tl.float32)
    v350 = tl.full((), 3.7450703871400037e-07, tl.float32)
    v351 = v349 * v350
    v352 = v351 * v351
    v353 = tl.full((), 1.6059044372074283e-10, tl.float32)
    v354 = v353 * v352
    v355 = tl.full((), -2.5052107943679403e-08, tl.float32)
    v356 = v354 + v355
    v357 = v356 * v352
    v358 = tl.full((), 2.7557318844628753e-06, tl.float32)
    v359 = v357 + v358
    v360 = v359 * v352
    v361 = tl.full((), -0.00019841270113829523, tl.float32)
    v362 = v360 + v361
    v363 = v362 * v352
    v364 = tl.full((), 0.008333333767950535, tl.float32)
    v365 = v363 + v364
    v366 = v365 * v352
    v367 = tl.full((), -0.1666666716337204, tl.float32)
    v368 = v366 + v367
    v369 = v351 * v352
    v370 = v369 * v368
    v371 = v351 + v370
    v372 = tl.full((), -1.147074536050896e-11, tl.float32)
    v373 = v372 * v352
    v374 = tl.full((), 2.0876755879584152e-09, tl.float32)
    v375 = v373 + v374
    v376 = v375 * v352
    v377 = tl.full((), -2.755731998149713e-07, tl.float32)
    v378 = v376 + v377
    v379 = v378 * v352
    v380 = tl.full((), 2.4801587642286904e-05, tl.float32)
    v381 = v379 + v380
    v382 = v381 * v352
    v383 = tl.full((), -0.0013888889225199819, tl.float32)
    v384 = v382 + v383
    v385 = v384 * v352
    v386 = tl.full((), 0.0416666679084301, tl.float32)
    v387 = v385 + v386
    v388 = v387 * v352
    v389 = tl.full((), -0.5, tl.float32)
    v390 = v388 + v389
    v391 = v352 * v390
    v392 = tl.full((), 1.0, tl.float32)
    v393 = v392 + v391
    v394 = tl.full((), 0x1, tl.uint32)
    v395 = v344 == v394
    v396 = tl.full((), 0x2, tl.uint32)
    v397 = v344 == v396
    v398 = tl.full((), 0x3, tl.uint32)
    v399 = v344 == v398
    v400 = -v371
    v401 = -v393
    v402 = tl.where(v399, v371, v393)
    v403 = tl.where(v397, v401, v402)
    v404 = tl.where(v395, v400, v403)
    v405 = -v371
    v406 = -v393
    v407 = tl.where(v399, v406, v371)
    v408 = tl.where(v397, v405, v407)
    v409 = tl.where(v395, v393, v408)
    v410 = tl.where(v258, v409, v404)
    v411 = v342 * v410
    v412 = a4 * v411
    v413 = a3 + v412
    return v413,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'n', 'a', 'b', 'c'])
def normal__float32_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
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
    v0 = tl.full((), 0xfffffffffffffffe, tl.uint64)
    v1 = index & v0
    v2 = tl.full((), 0x2, tl.uint64)
    v3 = v1 >> v2
    v4 = tl.full((), 0x3, tl.uint64)
    v5 = v1 & v4
    v6 = v5.to(tl.uint32)
    v7 = v3.to(tl.uint32)
    v8 = tl.full((), 0x20, tl.uint64)
    v9 = v3 >> v8
    v10 = v9.to(tl.uint32)
    v11 = a2.to(tl.uint32)
    v12 = tl.full((), 0x20, tl.uint64)
    v13 = a2 >> v12
    v14 = v13.to(tl.uint32)
    v15 = a1.to(tl.uint32)
    v16 = tl.full((), 0x20, tl.uint64)
    v17 = a1 >> v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0xd2511f53, tl.uint32)
    v20 = (v7.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v21 = ((v7.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v22 = tl.full((), 0xcd9e8d57, tl.uint32)
    v23 = (v11.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v24 = ((v11.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v25 = v24 ^ v10
    v26 = v25 ^ v15
    v27 = v21 ^ v14
    v28 = v27 ^ v18
    v29 = tl.full((), 0x9e3779b9, tl.uint32)
    v30 = v15 + v29
    v31 = tl.full((), 0xbb67ae85, tl.uint32)
    v32 = v18 + v31
    v33 = (v26.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v34 = ((v26.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v35 = (v28.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v36 = ((v28.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v37 = v36 ^ v23
    v38 = v37 ^ v30
    v39 = v34 ^ v20
    v40 = v39 ^ v32
    v41 = v30 + v29
    v42 = v32 + v31
    v43 = (v38.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v44 = ((v38.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v45 = (v40.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v46 = ((v40.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v47 = v46 ^ v35
    v48 = v47 ^ v41
    v49 = v44 ^ v33
    v50 = v49 ^ v42
    v51 = v41 + v29
    v52 = v42 + v31
    v53 = (v48.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v54 = ((v48.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v55 = (v50.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v56 = ((v50.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v57 = v56 ^ v45
    v58 = v57 ^ v51
    v59 = v54 ^ v43
    v60 = v59 ^ v52
    v61 = v51 + v29
    v62 = v52 + v31
    v63 = (v58.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v64 = ((v58.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v65 = (v60.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v66 = ((v60.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v67 = v66 ^ v55
    v68 = v67 ^ v61
    v69 = v64 ^ v53
    v70 = v69 ^ v62
    v71 = v61 + v29
    v72 = v62 + v31
    v73 = (v68.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v74 = ((v68.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v75 = (v70.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v76 = ((v70.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v77 = v76 ^ v65
    v78 = v77 ^ v71
    v79 = v74 ^ v63
    v80 = v79 ^ v72
    v81 = v71 + v29
    v82 = v72 + v31
    v83 = (v78.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v84 = ((v78.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v85 = (v80.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v86 = ((v80.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v87 = v86 ^ v75
    v88 = v87 ^ v81
    v89 = v84 ^ v73
    v90 = v89 ^ v82
    v91 = v81 + v29
    v92 = v82 + v31
    v93 = (v88.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v94 = ((v88.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v95 = (v90.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v96 = ((v90.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v97 = v96 ^ v85
    v98 = v97 ^ v91
    v99 = v94 ^ v83
    v100 = v99 ^ v92
    v101 = v91 + v29
    v102 = v92 + v31
    v103 = (v98.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v104 = ((v98.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v105 = (v100.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v106 = ((v100.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v107 = v106 ^ v95
    v108 = v107 ^ v101
    v109 = v104 ^ v93
    v110 = v109 ^ v102
    v111 = v101 + v29
    v112 = v102 + v31
    v113 = (v108.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v114 = ((v108.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v115 = (v110.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v116 = ((v110.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v117 = v116 ^ v105
    v118 = v117 ^ v111
    v119 = v114 ^ v103
    v120 = v119 ^ v112
    v121 = tl.full((), 0x1, tl.uint64)
    v122 = v3 + v121
    v123 = v122.to(tl.uint32)
    v124 = tl.full((), 0x20, tl.uint64)
    v125 = v122 >> v124
    v126 = v125.to(tl.uint32)
    v127 = a2.to(tl.uint32)
    v128 = tl.full((), 0x20, tl.uint64)
    v129 = a2 >> v128
    v130 = v129.to(tl.uint32)
    v131 = a1.to(tl.uint32)
    v132 = tl.full((), 0x20, tl.uint64)
    v133 = a1 >> v132
    v134 = v133.to(tl.uint32)
    v135 = tl.full((), 0xd2511f53, tl.uint32)
    v136 = (v123.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v137 = ((v123.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v138 = tl.full((), 0xcd9e8d57, tl.uint32)
    v139 = (v127.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v140 = ((v127.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v141 = v140 ^ v126
    v142 = v141 ^ v131
    v143 = v137 ^ v130
    v144 = v143 ^ v134
    v145 = tl.full((), 0x9e3779b9, tl.uint32)
    v146 = v131 + v145
    v147 = tl.full((), 0xbb67ae85, tl.uint32)
    v148 = v134 + v147
    v149 = (v142.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v150 = ((v142.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v151 = (v144.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v152 = ((v144.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v153 = v152 ^ v139
    v154 = v153 ^ v146
    v155 = v150 ^ v136
    v156 = v155 ^ v148
    v157 = v146 + v145
    v158 = v148 + v147
    v159 = (v154.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v160 = ((v154.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v161 = (v156.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v162 = ((v156.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v163 = v162 ^ v151
    v164 = v163 ^ v157
    v165 = v160 ^ v149
    v166 = v165 ^ v158
    v167 = v157 + v145
    v168 = v158 + v147
    v169 = (v164.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v170 = ((v164.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v171 = (v166.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v172 = ((v166.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v173 = v172 ^ v161
    v174 = v173 ^ v167
    v175 = v170 ^ v159
    v176 = v175 ^ v168
    v177 = v167 + v145
    v178 = v168 + v147
    v179 = (v174.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v180 = ((v174.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v181 = (v176.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v182 = ((v176.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v183 = v182 ^ v171
    v184 = v183 ^ v177
    v185 = v180 ^ v169
    v186 = v185 ^ v178
    v187 = v177 + v145
    v188 = v178 + v147
    v189 = (v184.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v190 = ((v184.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v191 = (v186.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v192 = ((v186.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v193 = v192 ^ v181
    v194 = v193 ^ v187
    v195 = v190 ^ v179
    v196 = v195 ^ v188
    v197 = v187 + v145
    v198 = v188 + v147
    v199 = (v194.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v200 = ((v194.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v201 = (v196.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v202 = ((v196.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v203 = v202 ^ v191
    v204 = v203 ^ v197
    v205 = v200 ^ v189
    v206 = v205 ^ v198
    v207 = v197 + v145
    v208 = v198 + v147
    v209 = (v204.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v210 = ((v204.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v211 = (v206.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v212 = ((v206.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v213 = v212 ^ v201
    v214 = v213 ^ v207
    v215 = v210 ^ v199
    v216 = v215 ^ v208
    v217 = v207 + v145
    v218 = v208 + v147
    v219 = (v214.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v220 = ((v214.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v221 = (v216.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v222 = ((v216.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v223 = v222 ^ v211
    v224 = v223 ^ v217
    v225 = v220 ^ v209
    v226 = v225 ^ v218
    v227 = v217 + v145
    v228 = v218 + v147
    v229 = (v224.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v230 = ((v224.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v231 = (v226.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v232 = ((v226.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v233 = v232 ^ v221
    v234 = v233 ^ v227
    v235 = v230 ^ v219
    v236 = v235 ^ v228
    v237 = tl.full((), 0x1, tl.uint32)
    v238 = v6 == v237
    v239 = tl.where(v238, v115, v118)
    v240 = tl.full((), 0x2, tl.uint32)
    v241 = v6 == v240
    v242 = tl.where(v241, v120, v239)
    v243 = tl.full((), 0x3, tl.uint32)
    v244 = v6 == v243
    v245 = tl.where(v244, v113, v242)
    v246 = tl.full((), 0x1, tl.uint32)
    v247 = v6 == v246
    v248 = tl.where(v247, v120, v115)
    v249 = tl.full((), 0x2, tl.uint32)
    v250 = v6 == v249
    v251 = tl.where(v250, v113, v248)
    v252 = tl.full((), 0x3, tl.uint32)
    v253 = v6 == v252
    v254 = tl.where(v253, v234, v251)
    v255 = tl.full((), 0x1, tl.uint64)
    v256 = index & v255
    v257 = tl.full((), 0x1, tl.uint64)
    v258 = v256 == v257
    v259 = tl.full((), 0x8, tl.uint32)
    v260 = v245 >> v259
    v261 = tl.full((), 0x1, tl.uint32)
    v262 = v260 + v261
    v263 = v262.to(tl.float32)
    v264 = tl.full((), 5.960464477539063e-08, tl.float32)
    v265 = v263 * v264
    v266 = v265.to(tl.uint32, bitcast=True)
    v267 = tl.full((), 0x17, tl.uint32)
    v268 = v266 >> v267
    v269 = v268.to(tl.uint32, bitcast=True)
    v270 = v269.to(tl.int32, bitcast=True).to(tl.float32)
    v271 = tl.full((), 127.0, tl.float32)
    v272 = v270 - v271
    v273 = tl.full((), 0x7fffff, tl.uint32)
    v274 = v266 & v273
    v275 = tl.full((), 0x3f800000, tl.uint32)
    v276 = v274 | v275
    v277 = v276.to(tl.float32, bitcast=True)
    v278 = tl.full((), 1.4142135381698608, tl.float32)
    v279 = v277 > v278
    v280 = tl.full((), 0.5, tl.float32)
    v281 = v277 * v280
    v282 = tl.where(v279, v281, v277)
    v283 = tl.full((), 1.0, tl.float32)
    v284 = v272 + v283
    v285 = tl.where(v279, v284, v272)
    v286 = tl.full((), 1.0, tl.float32)
    v287 = v282 - v286
    v288 = tl.full((), 1.0, tl.float32)
    v289 = v282 + v288
    v290 = tl.math.div_rn(v287, v289)
    v291 = v290 * v290
    v292 = tl.full((), 0.07692307978868484, tl.float32)
    v293 = v292 * v291
    v294 = tl.full((), 0.09090909361839294, tl.float32)
    v295 = v293 + v294
    v296 = v295 * v291
    v297 = tl.full((), 0.1111111119389534, tl.float32)
    v298 = v296 + v297
    v299 = v298 * v291
    v300 = tl.full((), 0.1428571492433548, tl.float32)
    v301 = v299 + v300
    v302 = v301 * v291
    v303 = tl.full((), 0.20000000298023224, tl.float32)
    v304 = v302 + v303
    v305 = v304 * v291
    v306 = tl.full((), 0.3333333432674408, tl.float32)
    v307 = v305 + v306
    v308 = v307 * v291
    v309 = tl.full((), 1.0, tl.float32)
    v310 = v308 + v309
    v311 = tl.full((), 0.6931471824645996, tl.float32)
    v312 = v285 * v311
    v313 = tl.full((), 2.0, tl.float32)
    v314 = v313 * v290
    v315 = v314 * v310
    v316 = v312 + v315
    v317 = tl.full((), -2.0, tl.float32)
    v318 = v317 * v316
    v319 = v318.to(tl.uint32, bitcast=True)
    v320 = tl.full((), 0x1, tl.uint32)
    v321 = v319 >> v320
    v322 = tl.full((), 0x5f3759df, tl.uint32)
    v323 = v322 - v321
    v324 = v323.to(tl.float32, bitcast=True)
    v325 = tl.full((), 0.5, tl.float32)
    v326 = v325 * v318
    v327 = v326 * v324
    v328 = v327 * v324
    v329 = tl.full((), 1.5, tl.float32)
    v330 = v329 - v328
    v331 = v324 * v330
    v332 = v326 * v331
    v333 = v332 * v331
    v334 = tl.full((), 1.5, tl.float32)
    v335 = v334 - v333
    v336 = v331 * v335
    v337 = v326 * v336
    v338 = v337 * v336
    v339 = tl.full((), 1.5, tl.float32)
    v340 = v339 - v338
    v341 = v336 * v340
    v342 = v318 * v341
    v343 = tl.full((), 0x1e, tl.uint32)
    v344 = v254 >> v343
    v345 = tl.full((), 0x8, tl.uint32)
    v346 = v254 >> v345
    v347 = tl.full((), 0x3fffff, tl.uint32)
    v348 = v346 & v347
    v349 = v348.to(tl.float32)
    v350 = tl.full((), 3.7450703871400037e-07, tl.float32)
    v351 = v349 * v350
    v352 = v351 * v351
    v353 = tl.full((), 1.6059044372074283e-10, tl.float32)
    v354 = v353 * v352
    v355 = tl.full((), -2.5052107943679403e-08, tl.float32)
    v356 = v354 + v355
    v357 = v356 * v352
    v358 = tl.full((), 2.7557318844628753e-06, tl.float32)
    v359 = v357 + v358
    v360 = v359 * v352
    v361 = tl.full((), -0.00019841270113829523, tl.float32)
    v362 = v360 + v361
    v363 = v362 * v352
    v364 = tl.full((), 0.008333333767950535, tl.float32)
    v365 = v363 + v364
    v366 = v365 * v352
    v367 = tl.full((), -0.1666666716337204, tl.float32)
    v368 = v366 + v367
    v369 = v351 * v352
    v370 = v369 * v368
    v371 = v351 + v370
    v372 = tl.full((), -1.147074536050896e-11, tl.float32)
    v373 = v372 * v352
    v374 = tl.full((), 2.0876755879584152e-09, tl.float32)
    v375 = v373 + v374
    v376 = v375 * v352
    v377 = tl.full((), -2.755731998149713e-07, tl.float32)
    v378 = v376 + v377
    v379 = v378 * v352
    v380 = tl.full((), 2.4801587642286904e-05, tl.float32)
    v381 = v379 + v380
    v382 = v381 * v352
    v383 = tl.full((), -0.0013888889225199819, tl.float32)
    v384 = v382 + v383
    v385 = v384 * v352
    v386 = tl.full((), 0.0416666679084301, tl.float32)
    v387 = v385 + v386
    v388 = v387 * v352
    v389 = tl.full((), -0.5, tl.float32)
    v390 = v388 + v389
    v391 = v352 * v390
    v392 = tl.full((), 1.0, tl.float32)
    v393 = v392 + v391
    v394 = tl.full((), 0x1, tl.uint32)
    v395 = v344 == v394
    v396 = tl.full((), 0x2, tl.uint32)
    v397 = v344 == v396
    v398 = tl.full((), 0x3, tl.uint32)
    v399 = v344 == v398
    v400 = -v371
    v401 = -v393
    v402 = tl.where(v399, v371, v393)
    v403 = tl.where(v397, v401, v402)
    v404 = tl.where(v395, v400, v403)
    v405 = -v371
    v406 = -v393
    v407 = tl.where(v399, v406, v371)
    v408 = tl.where(v397, v405, v407)
    v409 = tl.where(v395, v393, v408)
    v410 = tl.where(v258, v409, v404)
    v411 = v342 * v410
    v412 = a4 * v411
    v413 = a3 + v412
    v414 = v413.to(tl.uint32, bitcast=True)
    v415 = tl.full((), 0x10, tl.uint32)
    v416 = v414 >> v415
    v417 = tl.full((), 0x1, tl.uint32)
    v418 = v416 & v417
    v419 = tl.full((), 0x7fff, tl.uint32)
    v420 = v419 + v418
    v421 = v413 != v413
    v422 = tl.full((), 0xffff0000, tl.uint32)
    v423 = v414 & v422
    v424 = tl.full((), 0x400000, tl.uint32)
    v425 = v423 | v424
    v426 = tl.where(v421, v425, v414)
    v427 = v426 + v420
    v428 = tl.full((), 0x10, tl.uint32)
    v429 = v427 >> v428
    v430 = v429.to(tl.uint16)
    v431 = v430.to(tl.bfloat16, bitcast=True)
    return v431,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'n', 'a', 'b', 'c'])
def normal__bfloat16_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
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
    v0 = tl.full((), 0xfffffffffffffffe, tl.uint64)
    v1 = index & v0
    v2 = tl.full((), 0x2, tl.uint64)
    v3 = v1 >> v2
    v4 = tl.full((), 0x3, tl.uint64)
    v5 = v1 & v4
    v6 = v5.to(tl.uint32)
    v7 = v3.to(tl.uint32)
    v8 = tl.full((), 0x20, tl.uint64)
    v9 = v3 >> v8
    v10 = v9.to(tl.uint32)
    v11 = a2.to(tl.uint32)
    v12 = tl.full((), 0x20, tl.uint64)
    v13 = a2 >> v12
    v14 = v13.to(tl.uint32)
    v15 = a1.to(tl.uint32)
    v16 = tl.full((), 0x20, tl.uint64)
    v17 = a1 >> v16
    v18 = v17.to(tl.uint32)
    v19 = tl.full((), 0xd2511f53, tl.uint32)
    v20 = (v7.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v21 = ((v7.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v22 = tl.full((), 0xcd9e8d57, tl.uint32)
    v23 = (v11.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v24 = ((v11.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v25 = v24 ^ v10
    v26 = v25 ^ v15
    v27 = v21 ^ v14
    v28 = v27 ^ v18
    v29 = tl.full((), 0x9e3779b9, tl.uint32)
    v30 = v15 + v29
    v31 = tl.full((), 0xbb67ae85, tl.uint32)
    v32 = v18 + v31
    v33 = (v26.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v34 = ((v26.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v35 = (v28.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v36 = ((v28.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v37 = v36 ^ v23
    v38 = v37 ^ v30
    v39 = v34 ^ v20
    v40 = v39 ^ v32
    v41 = v30 + v29
    v42 = v32 + v31
    v43 = (v38.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v44 = ((v38.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v45 = (v40.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v46 = ((v40.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v47 = v46 ^ v35
    v48 = v47 ^ v41
    v49 = v44 ^ v33
    v50 = v49 ^ v42
    v51 = v41 + v29
    v52 = v42 + v31
    v53 = (v48.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v54 = ((v48.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v55 = (v50.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v56 = ((v50.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v57 = v56 ^ v45
    v58 = v57 ^ v51
    v59 = v54 ^ v43
    v60 = v59 ^ v52
    v61 = v51 + v29
    v62 = v52 + v31
    v63 = (v58.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v64 = ((v58.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v65 = (v60.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v66 = ((v60.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v67 = v66 ^ v55
    v68 = v67 ^ v61
    v69 = v64 ^ v53
    v70 = v69 ^ v62
    v71 = v61 + v29
    v72 = v62 + v31
    v73 = (v68.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v74 = ((v68.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v75 = (v70.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v76 = ((v70.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v77 = v76 ^ v65
    v78 = v77 ^ v71
    v79 = v74 ^ v63
    v80 = v79 ^ v72
    v81 = v71 + v29
    v82 = v72 + v31
    v83 = (v78.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v84 = ((v78.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v85 = (v80.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v86 = ((v80.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v87 = v86 ^ v75
    v88 = v87 ^ v81
    v89 = v84 ^ v73
    v90 = v89 ^ v82
    v91 = v81 + v29
    v92 = v82 + v31
    v93 = (v88.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v94 = ((v88.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v95 = (v90.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v96 = ((v90.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v97 = v96 ^ v85
    v98 = v97 ^ v91
    v99 = v94 ^ v83
    v100 = v99 ^ v92
    v101 = v91 + v29
    v102 = v92 + v31
    v103 = (v98.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v104 = ((v98.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v105 = (v100.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v106 = ((v100.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v107 = v106 ^ v95
    v108 = v107 ^ v101
    v109 = v104 ^ v93
    v110 = v109 ^ v102
    v111 = v101 + v29
    v112 = v102 + v31
    v113 = (v108.to(tl.uint64) * v19.to(tl.uint64)).to(tl.uint32)
    v114 = ((v108.to(tl.uint64) * v19.to(tl.uint64)) >> 32).to(tl.uint32)
    v115 = (v110.to(tl.uint64) * v22.to(tl.uint64)).to(tl.uint32)
    v116 = ((v110.to(tl.uint64) * v22.to(tl.uint64)) >> 32).to(tl.uint32)
    v117 = v116 ^ v105
    v118 = v117 ^ v111
    v119 = v114 ^ v103
    v120 = v119 ^ v112
    v121 = tl.full((), 0x1, tl.uint64)
    v122 = v3 + v121
    v123 = v122.to(tl.uint32)
    v124 = tl.full((), 0x20, tl.uint64)
    v125 = v122 >> v124
    v126 = v125.to(tl.uint32)
    v127 = a2.to(tl.uint32)
    v128 = tl.full((), 0x20, tl.uint64)
    v129 = a2 >> v128
    v130 = v129.to(tl.uint32)
    v131 = a1.to(tl.uint32)
    v132 = tl.full((), 0x20, tl.uint64)
    v133 = a1 >> v132
    v134 = v133.to(tl.uint32)
    v135 = tl.full((), 0xd2511f53, tl.uint32)
    v136 = (v123.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v137 = ((v123.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v138 = tl.full((), 0xcd9e8d57, tl.uint32)
    v139 = (v127.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v140 = ((v127.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v141 = v140 ^ v126
    v142 = v141 ^ v131
    v143 = v137 ^ v130
    v144 = v143 ^ v134
    v145 = tl.full((), 0x9e3779b9, tl.uint32)
    v146 = v131 + v145
    v147 = tl.full((), 0xbb67ae85, tl.uint32)
    v148 = v134 + v147
    v149 = (v142.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v150 = ((v142.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v151 = (v144.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v152 = ((v144.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v153 = v152 ^ v139
    v154 = v153 ^ v146
    v155 = v150 ^ v136
    v156 = v155 ^ v148
    v157 = v146 + v145
    v158 = v148 + v147
    v159 = (v154.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v160 = ((v154.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v161 = (v156.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v162 = ((v156.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v163 = v162 ^ v151
    v164 = v163 ^ v157
    v165 = v160 ^ v149
    v166 = v165 ^ v158
    v167 = v157 + v145
    v168 = v158 + v147
    v169 = (v164.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v170 = ((v164.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v171 = (v166.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v172 = ((v166.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v173 = v172 ^ v161
    v174 = v173 ^ v167
    v175 = v170 ^ v159
    v176 = v175 ^ v168
    v177 = v167 + v145
    v178 = v168 + v147
    v179 = (v174.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v180 = ((v174.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v181 = (v176.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v182 = ((v176.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v183 = v182 ^ v171
    v184 = v183 ^ v177
    v185 = v180 ^ v169
    v186 = v185 ^ v178
    v187 = v177 + v145
    v188 = v178 + v147
    v189 = (v184.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v190 = ((v184.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v191 = (v186.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v192 = ((v186.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v193 = v192 ^ v181
    v194 = v193 ^ v187
    v195 = v190 ^ v179
    v196 = v195 ^ v188
    v197 = v187 + v145
    v198 = v188 + v147
    v199 = (v194.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v200 = ((v194.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v201 = (v196.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v202 = ((v196.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v203 = v202 ^ v191
    v204 = v203 ^ v197
    v205 = v200 ^ v189
    v206 = v205 ^ v198
    v207 = v197 + v145
    v208 = v198 + v147
    v209 = (v204.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v210 = ((v204.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v211 = (v206.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v212 = ((v206.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v213 = v212 ^ v201
    v214 = v213 ^ v207
    v215 = v210 ^ v199
    v216 = v215 ^ v208
    v217 = v207 + v145
    v218 = v208 + v147
    v219 = (v214.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v220 = ((v214.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v221 = (v216.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v222 = ((v216.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v223 = v222 ^ v211
    v224 = v223 ^ v217
    v225 = v220 ^ v209
    v226 = v225 ^ v218
    v227 = v217 + v145
    v228 = v218 + v147
    v229 = (v224.to(tl.uint64) * v135.to(tl.uint64)).to(tl.uint32)
    v230 = ((v224.to(tl.uint64) * v135.to(tl.uint64)) >> 32).to(tl.uint32)
    v231 = (v226.to(tl.uint64) * v138.to(tl.uint64)).to(tl.uint32)
    v232 = ((v226.to(tl.uint64) * v138.to(tl.uint64)) >> 32).to(tl.uint32)
    v233 = v232 ^ v221
    v234 = v233 ^ v227
    v235 = v230 ^ v219
    v236 = v235 ^ v228
    v237 = tl.full((), 0x1, tl.uint32)
    v238 = v6 == v237
    v239 = tl.where(v238, v115, v118)
    v240 = tl.full((), 0x2, tl.uint32)
    v241 = v6 == v240
    v242 = tl.where(v241, v120, v239)
    v243 = tl.full((), 0x3, tl.uint32)
    v244 = v6 == v243
    v245 = tl.where(v244, v113, v242)
    v246 = tl.full((), 0x1, tl.uint32)
    v247 = v6 == v246
    v248 = tl.where(v247, v120, v115)
    v249 = tl.full((), 0x2, tl.uint32)
    v250 = v6 == v249
    v251 = tl.where(v250, v113, v248)
    v252 = tl.full((), 0x3, tl.uint32)
    v253 = v6 == v252
    v254 = tl.where(v253, v234, v251)
    v255 = tl.full((), 0x1, tl.uint64)
    v256 = index & v255
    v257 = tl.full((), 0x1, tl.uint64)
    v258 = v256 == v257
    v259 = tl.full((), 0x8, tl.uint32)
    v260 = v245 >> v259
    v261 = tl.full((), 0x1, tl.uint32)
    v262 = v260 + v261
    v263 = v262.to(tl.float32)
    v264 = tl.full((), 5.960464477539063e-08, tl.float32)
    v265 = v263 * v264
    v266 = v265.to(tl.uint32, bitcast=True)
    v267 = tl.full((), 0x17, tl.uint32)
    v268 = v266 >> v267
    v269 = v268.to(tl.uint32, bitcast=True)
    v270 = v269.to(tl.int32, bitcast=True).to(tl.float32)
    v271 = tl.full((), 127.0, tl.float32)
    v272 = v270 - v271
    v273 = tl.full((), 0x7fffff, tl.uint32)
    v274 = v266 & v273
    v275 = tl.full((), 0x3f800000, tl.uint32)
    v276 = v274 | v275
    v277 = v276.to(tl.float32, bitcast=True)
    v278 = tl.full((), 1.4142135381698608, tl.float32)
    v279 = v277 > v278
    v280 = tl.full((), 0.5, tl.float32)
    v281 = v277 * v280
    v282 = tl.where(v279, v281, v277)
    v283 = tl.full((), 1.0, tl.float32)
    v284 = v272 + v283
    v285 = tl.where(v279, v284, v272)
    v286 = tl.full((), 1.0, tl.float32)
    v287 = v282 - v286
    v288 = tl.full((), 1.0, tl.float32)
    v289 = v282 + v288
    v290 = tl.math.div_rn(v287, v289)
    v291 = v290 * v290
    v292 = tl.full((), 0.07692307978868484, tl.float32)
    v293 = v292 * v291
    v294 = tl.full((), 0.09090909361839294, tl.float32)
    v295 = v293 + v294
    v296 = v295 * v291
    v297 = tl.full((), 0.1111111119389534, tl.float32)
    v298 = v296 + v297
    v299 = v298 * v291
    v300 = tl.full((), 0.1428571492433548, tl.float32)
    v301 = v299 + v300
    v302 = v301 * v291
    v303 = tl.full((), 0.20000000298023224, tl.float32)
    v304 = v302 + v303
    v305 = v304 * v291
    v306 = tl.full((), 0.3333333432674408, tl.float32)
    v307 = v305 + v306
    v308 = v307 * v291
    v309 = tl.full((), 1.0, tl.float32)
    v310 = v308 + v309
    v311 = tl.full((), 0.6931471824645996, tl.float32)
    v312 = v285 * v311
    v313 = tl.full((), 2.0, tl.float32)
    v314 = v313 * v290
    v315 = v314 * v310
    v316 = v312 + v315
    v317 = tl.full((), -2.0, tl.float32)
    v318 = v317 * v316
    v319 = v318.to(tl.uint32, bitcast=True)
    v320 = tl.full((), 0x1, tl.uint32)
    v321 = v319 >> v320
    v322 = tl.full((), 0x5f3759df, tl.uint32)
    v323 = v322 - v321
    v324 = v323.to(tl.float32, bitcast=True)
    v325 = tl.full((), 0.5, tl.float32)
    v326 = v325 * v318
    v327 = v326 * v324
    v328 = v327 * v324
    v329 = tl.full((), 1.5, tl.float32)
    v330 = v329 - v328
    v331 = v324 * v330
    v332 = v326 * v331
    v333 = v332 * v331
    v334 = tl.full((), 1.5, tl.float32)
    v335 = v334 - v333
    v336 = v331 * v335
    v337 = v326 * v336
    v338 = v337 * v336
    v339 = tl.full((), 1.5, tl.float32)
    v340 = v339 - v338
    v341 = v336 * v340
    v342 = v318 * v341
    v343 = tl.full((), 0x1e, tl.uint32)
    v344 = v254 >> v343
    v345 = tl.full((), 0x8, tl.uint32)
    v346 = v254 >> v345
    v347 = tl.full((), 0x3fffff, tl.uint32)
    v348 = v346 & v347
    v349 = v348.to(tl.float32)
    v350 = tl.full((), 3.7450703871400037e-07, tl.float32)
    v351 = v349 * v350
    v352 = v351 * v351
    v353 = tl.full((), 1.6059044372074283e-10, tl.float32)
    v354 = v353 * v352
    v355 = tl.full((), -2.5052107943679403e-08, tl.float32)
    v356 = v354 + v355
    v357 = v356 * v352
    v358 = tl.full((), 2.7557318844628753e-06, tl.float32)
    v359 = v357 + v358
    v360 = v359 * v352
    v361 = tl.full((), -0.00019841270113829523, tl.float32)
    v362 = v360 + v361
    v363 = v362 * v352
    v364 = tl.full((), 0.008333333767950535, tl.float32)
    v365 = v363 + v364
    v366 = v365 * v352
    v367 = tl.full((), -0.1666666716337204, tl.float32)
    v368 = v366 + v367
    v369 = v351 * v352
    v370 = v369 * v368
    v371 = v351 + v370
    v372 = tl.full((), -1.147074536050896e-11, tl.float32)
    v373 = v372 * v352
    v374 = tl.full((), 2.0876755879584152e-09, tl.float32)
    v375 = v373 + v374
    v376 = v375 * v352
    v377 = tl.full((), -2.755731998149713e-07, tl.float32)
    v378 = v376 + v377
    v379 = v378 * v352
    v380 = tl.full((), 2.4801587642286904e-05, tl.float32)
    v381 = v379 + v380
    v382 = v381 * v352
    v383 = tl.full((), -0.0013888889225199819, tl.float32)
    v384 = v382 + v383
    v385 = v384 * v352
    v386 = tl.full((), 0.0416666679084301, tl.float32)
    v387 = v385 + v386
    v388 = v387 * v352
    v389 = tl.full((), -0.5, tl.float32)
    v390 = v388 + v389
    v391 = v352 * v390
    v392 = tl.full((), 1.0, tl.float32)
    v393 = v392 + v391
    v394 = tl.full((), 0x1, tl.uint32)
    v395 = v344 == v394
    v396 = tl.full((), 0x2, tl.uint32)
    v397 = v344 == v396
    v398 = tl.full((), 0x3, tl.uint32)
    v399 = v344 == v398
    v400 = -v371
    v401 = -v393
    v402 = tl.where(v399, v371, v393)
    v403 = tl.where(v397, v401, v402)
    v404 = tl.where(v395, v400, v403)
    v405 = -v371
    v406 = -v393
    v407 = tl.where(v399, v406, v371)
    v408 = tl.where(v397, v405, v407)
    v409 = tl.where(v395, v393, v408)
    v410 = tl.where(v258, v409, v404)
    v411 = v342 * v410
    v412 = a4 * v411
    v413 = a3 + v412
    v414 = v413.to(tl.uint32, bitcast=True)
    v415 = tl.full((), 0x7fffffff, tl.uint32)
    v416 = v414 & v415
    v417 = tl.full((), 0x1f, tl.uint32)
    v418 = v414 >> v417
    v419 = tl.full((), 0x47800000, tl.uint32)
    v420 = v416 < v419
    v421 = tl.full((), 0x47800000, tl.uint32)
    v422 = tl.where(v420, v416, v421)
    v423 = tl.full((), 0x3, tl.uint32)
    v424 = v422 << v423
    v425 = tl.full((), 0xc0000000, tl.uint32)
    v426 = v424 - v425
    v427 = v422.to(tl.float32, bitcast=True)
    v428 = tl.full((), 549755813888.0, tl.float32)
    v429 = v427 * v428
    v430 = v429.to(tl.uint32)
    v431 = tl.full((), 0x1, tl.uint32)
    v432 = v430 << v431
    v433 = v430.to(tl.float32)
    v434 = v433 != v429
    v435 = tl.full((), 0x1, tl.uint32)
    v436 = tl.full((), 0x0, tl.uint32)
    v437 = tl.where(v434, v435, v436)
    v438 = v432 | v437
    v439 = tl.full((), 0x38800000, tl.uint32)
    v440 = v422 < v439
    v441 = tl.where(v440, v438, v426)
    v442 = tl.full((), 0x7f800000, tl.uint32)
    v443 = v416 > v442
    v444 = tl.full((), 0x3, tl.uint32)
    v445 = v414 << v444
    v446 = tl.full((), 0x3ff0000, tl.uint32)
    v447 = v445 & v446
    v448 = tl.full((), 0x7e000000, tl.uint32)
    v449 = v447 | v448
    v450 = tl.where(v443, v449, v441)
    v451 = tl.full((), 0x10, tl.uint32)
    v452 = v450 >> v451
    v453 = tl.full((), 0x1, tl.uint32)
    v454 = v452 & v453
    v455 = tl.full((), 0x7fff, tl.uint32)
    v456 = v455 + v454
    v457 = v450 + v456
    v458 = tl.full((), 0x80000000, tl.uint32)
    v459 = v414 & v458
    v460 = v457 | v459
    v461 = tl.full((), 0x10, tl.uint32)
    v462 = v460 >> v461
    v463 = v462.to(tl.uint16)
    v464 = v463.to(tl.float16, bitcast=True)
    return v464,



@triton.jit(do_not_specialize=['S0', 'S1', 'S2', 'S3', 'n', 'a', 'b', 'c'])
def normal__float16_kernel(X0, Y0, S0, S1, S2, S3, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = 8
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
    x0 = tl.load(X0 + k, mask=mask, other=0).to(tl.float16)
    s0 = u64(S0)
    s1 = u64(S1)
    s2 = f32(S2)
    s3 = f32(S3)
    r0, = normal__float16(x0, s0, s1, s2, s3, index, tile, CONTIG * SPREAD, ROUNDS)
    tl.store(Y0 + k, r0, mask=mask)
