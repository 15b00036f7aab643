"""Generated from the FlyDSL bodies (``python -m flydsl.rounding.tritongen.generate``): do not edit."""

# ruff: noqa
import triton
import triton.language as tl

from ..mx_frame import mx_amax, mx_rotate, mx_store_codes, mx_store_scales, mx_stream_index, mx_substream, mx_tile
from ..tiles import tile_chunks16, u64
from .round_to import round_to__BFloat16__RN__sat0, round_to__Float16__RN__sat0



@triton.jit
def mx_decode(code, scale_code, elements, scale_values, ts, DIVIDE_TS: tl.constexpr, HEADROOM: tl.constexpr,
              OUT: tl.constexpr):  # fmt: skip
    """The decoded value of element codes ``code`` with block scale codes ``scale_code`` (broadcastable to it),
    as ``runtime/triton/mx_dequantize.py``'s docstring says, in its order (``ts``: the f32 tensor scale, divided by
    when ``DIVIDE_TS``). That module's dequantize kernel and the fused kernels below both decode through it."""
    v = tl.load(elements + code.to(tl.int32)) * tl.load(scale_values + scale_code.to(tl.int32))
    if DIVIDE_TS:
        v = tl.math.div_rn(v, tl.broadcast_to(ts, v.shape))
    if HEADROOM:
        v = tl.math.div_rn(v, tl.full(v.shape, 0.75, tl.float32))
    if OUT == 1:
        (v,) = round_to__BFloat16__RN__sat0(v, 0, 0, 0, 10)
    elif OUT == 2:
        (v,) = round_to__Float16__RN__sat0(v, 0, 0, 0, 10)
    return v


@triton.jit
def mx_scale__mxfp8_e4m3__floor(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a0 >> v2
    v4 = tl.full((), 0x8, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = v15.to(tl.uint8)
    return v26,


@triton.jit
def mx_quantize__mxfp8_e4m3__floor__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x8, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0x7f800000, tl.uint32)
    v28 = a1 < v27
    v29 = tl.full((), 0.0, tl.float32)
    v30 = tl.where(v28, v26, v29)
    v31 = v30.to(tl.uint32, bitcast=True)
    v32 = tl.full((), 0x7fffffff, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x1f, tl.uint32)
    v35 = v31 >> v34
    v36 = tl.full((), 0x43e00000, tl.uint32)
    v37 = v33 < v36
    v38 = tl.full((), 0x43e00000, tl.uint32)
    v39 = tl.where(v37, v33, v38)
    v40 = tl.full((), 0x4, tl.uint32)
    v41 = v39 << v40
    v42 = tl.full((), 0xc0000000, tl.uint32)
    v43 = v41 - v42
    v44 = v39.to(tl.float32, bitcast=True)
    v45 = tl.full((), 8589934592.0, tl.float32)
    v46 = v44 * v45
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x3c800000, tl.uint32)
    v49 = v39 < v48
    v50 = tl.where(v49, v47, v43)
    v51 = tl.full((), 0x7f800000, tl.uint32)
    v52 = v33 > v51
    v53 = tl.full((), 0x18, tl.uint32)
    v54 = v50 >> v53
    v55 = tl.full((), 0x1, tl.uint32)
    v56 = v54 & v55
    v57 = tl.full((), 0x7fffff, tl.uint32)
    v58 = v57 + v56
    v59 = v50 + v58
    v60 = tl.full((), 0x7f000000, tl.uint32)
    v61 = tl.where(v52, v60, v59)
    v62 = tl.full((), 0x80000000, tl.uint32)
    v63 = v31 & v62
    v64 = v61 | v63
    v65 = tl.full((), 0x18, tl.uint32)
    v66 = v64 >> v65
    v67 = v66.to(tl.uint8)
    v68 = v67.to(tl.uint8, bitcast=True)
    v69 = v15.to(tl.uint8)
    return v68,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__floor__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x8, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0.75, tl.float32)
    v28 = v26 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = v32.to(tl.uint32, bitcast=True)
    v34 = tl.full((), 0x7fffffff, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x1f, tl.uint32)
    v37 = v33 >> v36
    v38 = tl.full((), 0x43e00000, tl.uint32)
    v39 = v35 < v38
    v40 = tl.full((), 0x43e00000, tl.uint32)
    v41 = tl.where(v39, v35, v40)
    v42 = tl.full((), 0x4, tl.uint32)
    v43 = v41 << v42
    v44 = tl.full((), 0xc0000000, tl.uint32)
    v45 = v43 - v44
    v46 = v41.to(tl.float32, bitcast=True)
    v47 = tl.full((), 8589934592.0, tl.float32)
    v48 = v46 * v47
    v49 = v48.to(tl.uint32)
    v50 = tl.full((), 0x3c800000, tl.uint32)
    v51 = v41 < v50
    v52 = tl.where(v51, v49, v45)
    v53 = tl.full((), 0x7f800000, tl.uint32)
    v54 = v35 > v53
    v55 = tl.full((), 0x18, tl.uint32)
    v56 = v52 >> v55
    v57 = tl.full((), 0x1, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7fffff, tl.uint32)
    v60 = v59 + v58
    v61 = v52 + v60
    v62 = tl.full((), 0x7f000000, tl.uint32)
    v63 = tl.where(v54, v62, v61)
    v64 = tl.full((), 0x80000000, tl.uint32)
    v65 = v33 & v64
    v66 = v63 | v65
    v67 = tl.full((), 0x18, tl.uint32)
    v68 = v66 >> v67
    v69 = v68.to(tl.uint8)
    v70 = v69.to(tl.uint8, bitcast=True)
    v71 = v15.to(tl.uint8)
    return v70,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x8, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0x7f800000, tl.uint32)
    v28 = a1 < v27
    v29 = tl.full((), 0.0, tl.float32)
    v30 = tl.where(v28, v26, v29)
    v31 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v32 = v30.to(tl.uint32, bitcast=True)
    v33 = tl.full((), 0x7fffffff, tl.uint32)
    v34 = v32 & v33
    v35 = tl.full((), 0x1f, tl.uint32)
    v36 = v32 >> v35
    v37 = tl.full((), 0x43e00000, tl.uint32)
    v38 = v34 < v37
    v39 = tl.full((), 0x43e00000, tl.uint32)
    v40 = tl.where(v38, v34, v39)
    v41 = tl.full((), 0x4, tl.uint32)
    v42 = v40 << v41
    v43 = tl.full((), 0xc0000000, tl.uint32)
    v44 = v42 - v43
    v45 = v40.to(tl.float32, bitcast=True)
    v46 = tl.full((), 8589934592.0, tl.float32)
    v47 = v45 * v46
    v48 = v47.to(tl.uint32)
    v49 = tl.full((), 0x3c800000, tl.uint32)
    v50 = v40 < v49
    v51 = tl.where(v50, v48, v44)
    v52 = tl.full((), 0x7f800000, tl.uint32)
    v53 = v34 > v52
    v54 = tl.full((), 0xffff, tl.uint32)
    v55 = v31 & v54
    v56 = tl.full((), 0x8, tl.uint32)
    v57 = v55 << v56
    v58 = v51 + v57
    v59 = tl.full((), 0x7f000000, tl.uint32)
    v60 = tl.where(v53, v59, v58)
    v61 = tl.full((), 0x80000000, tl.uint32)
    v62 = v32 & v61
    v63 = v60 | v62
    v64 = tl.full((), 0x18, tl.uint32)
    v65 = v63 >> v64
    v66 = v65.to(tl.uint8)
    v67 = v66.to(tl.uint8, bitcast=True)
    v68 = v15.to(tl.uint8)
    return v67,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x8, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0.75, tl.float32)
    v28 = v26 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v34 = v32.to(tl.uint32, bitcast=True)
    v35 = tl.full((), 0x7fffffff, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x1f, tl.uint32)
    v38 = v34 >> v37
    v39 = tl.full((), 0x43e00000, tl.uint32)
    v40 = v36 < v39
    v41 = tl.full((), 0x43e00000, tl.uint32)
    v42 = tl.where(v40, v36, v41)
    v43 = tl.full((), 0x4, tl.uint32)
    v44 = v42 << v43
    v45 = tl.full((), 0xc0000000, tl.uint32)
    v46 = v44 - v45
    v47 = v42.to(tl.float32, bitcast=True)
    v48 = tl.full((), 8589934592.0, tl.float32)
    v49 = v47 * v48
    v50 = v49.to(tl.uint32)
    v51 = tl.full((), 0x3c800000, tl.uint32)
    v52 = v42 < v51
    v53 = tl.where(v52, v50, v46)
    v54 = tl.full((), 0x7f800000, tl.uint32)
    v55 = v36 > v54
    v56 = tl.full((), 0xffff, tl.uint32)
    v57 = v33 & v56
    v58 = tl.full((), 0x8, tl.uint32)
    v59 = v57 << v58
    v60 = v53 + v59
    v61 = tl.full((), 0x7f000000, tl.uint32)
    v62 = tl.where(v55, v61, v60)
    v63 = tl.full((), 0x80000000, tl.uint32)
    v64 = v34 & v63
    v65 = v62 | v64
    v66 = tl.full((), 0x18, tl.uint32)
    v67 = v65 >> v66
    v68 = v67.to(tl.uint8)
    v69 = v68.to(tl.uint8, bitcast=True)
    v70 = v15.to(tl.uint8)
    return v69,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__floor__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp8_e4m3__rceil(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = a0.to(tl.float32, bitcast=True)
    v3 = tl.full((), 448.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = v29.to(tl.uint8)
    return v40,


@triton.jit
def mx_quantize__mxfp8_e4m3__rceil__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 448.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0x7f800000, tl.uint32)
    v42 = a1 < v41
    v43 = tl.full((), 0.0, tl.float32)
    v44 = tl.where(v42, v40, v43)
    v45 = v44.to(tl.uint32, bitcast=True)
    v46 = tl.full((), 0x7fffffff, tl.uint32)
    v47 = v45 & v46
    v48 = tl.full((), 0x1f, tl.uint32)
    v49 = v45 >> v48
    v50 = tl.full((), 0x43e00000, tl.uint32)
    v51 = v47 < v50
    v52 = tl.full((), 0x43e00000, tl.uint32)
    v53 = tl.where(v51, v47, v52)
    v54 = tl.full((), 0x4, tl.uint32)
    v55 = v53 << v54
    v56 = tl.full((), 0xc0000000, tl.uint32)
    v57 = v55 - v56
    v58 = v53.to(tl.float32, bitcast=True)
    v59 = tl.full((), 8589934592.0, tl.float32)
    v60 = v58 * v59
    v61 = v60.to(tl.uint32)
    v62 = tl.full((), 0x3c800000, tl.uint32)
    v63 = v53 < v62
    v64 = tl.where(v63, v61, v57)
    v65 = tl.full((), 0x7f800000, tl.uint32)
    v66 = v47 > v65
    v67 = tl.full((), 0x18, tl.uint32)
    v68 = v64 >> v67
    v69 = tl.full((), 0x1, tl.uint32)
    v70 = v68 & v69
    v71 = tl.full((), 0x7fffff, tl.uint32)
    v72 = v71 + v70
    v73 = v64 + v72
    v74 = tl.full((), 0x7f000000, tl.uint32)
    v75 = tl.where(v66, v74, v73)
    v76 = tl.full((), 0x80000000, tl.uint32)
    v77 = v45 & v76
    v78 = v75 | v77
    v79 = tl.full((), 0x18, tl.uint32)
    v80 = v78 >> v79
    v81 = v80.to(tl.uint8)
    v82 = v81.to(tl.uint8, bitcast=True)
    v83 = v29.to(tl.uint8)
    return v82,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__rceil__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 448.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0.75, tl.float32)
    v42 = v40 * v41
    v43 = tl.full((), 0x7f800000, tl.uint32)
    v44 = a1 < v43
    v45 = tl.full((), 0.0, tl.float32)
    v46 = tl.where(v44, v42, v45)
    v47 = v46.to(tl.uint32, bitcast=True)
    v48 = tl.full((), 0x7fffffff, tl.uint32)
    v49 = v47 & v48
    v50 = tl.full((), 0x1f, tl.uint32)
    v51 = v47 >> v50
    v52 = tl.full((), 0x43e00000, tl.uint32)
    v53 = v49 < v52
    v54 = tl.full((), 0x43e00000, tl.uint32)
    v55 = tl.where(v53, v49, v54)
    v56 = tl.full((), 0x4, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0xc0000000, tl.uint32)
    v59 = v57 - v58
    v60 = v55.to(tl.float32, bitcast=True)
    v61 = tl.full((), 8589934592.0, tl.float32)
    v62 = v60 * v61
    v63 = v62.to(tl.uint32)
    v64 = tl.full((), 0x3c800000, tl.uint32)
    v65 = v55 < v64
    v66 = tl.where(v65, v63, v59)
    v67 = tl.full((), 0x7f800000, tl.uint32)
    v68 = v49 > v67
    v69 = tl.full((), 0x18, tl.uint32)
    v70 = v66 >> v69
    v71 = tl.full((), 0x1, tl.uint32)
    v72 = v70 & v71
    v73 = tl.full((), 0x7fffff, tl.uint32)
    v74 = v73 + v72
    v75 = v66 + v74
    v76 = tl.full((), 0x7f000000, tl.uint32)
    v77 = tl.where(v68, v76, v75)
    v78 = tl.full((), 0x80000000, tl.uint32)
    v79 = v47 & v78
    v80 = v77 | v79
    v81 = tl.full((), 0x18, tl.uint32)
    v82 = v80 >> v81
    v83 = v82.to(tl.uint8)
    v84 = v83.to(tl.uint8, bitcast=True)
    v85 = v29.to(tl.uint8)
    return v84,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 448.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0x7f800000, tl.uint32)
    v42 = a1 < v41
    v43 = tl.full((), 0.0, tl.float32)
    v44 = tl.where(v42, v40, v43)
    v45 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v46 = v44.to(tl.uint32, bitcast=True)
    v47 = tl.full((), 0x7fffffff, tl.uint32)
    v48 = v46 & v47
    v49 = tl.full((), 0x1f, tl.uint32)
    v50 = v46 >> v49
    v51 = tl.full((), 0x43e00000, tl.uint32)
    v52 = v48 < v51
    v53 = tl.full((), 0x43e00000, tl.uint32)
    v54 = tl.where(v52, v48, v53)
    v55 = tl.full((), 0x4, tl.uint32)
    v56 = v54 << v55
    v57 = tl.full((), 0xc0000000, tl.uint32)
    v58 = v56 - v57
    v59 = v54.to(tl.float32, bitcast=True)
    v60 = tl.full((), 8589934592.0, tl.float32)
    v61 = v59 * v60
    v62 = v61.to(tl.uint32)
    v63 = tl.full((), 0x3c800000, tl.uint32)
    v64 = v54 < v63
    v65 = tl.where(v64, v62, v58)
    v66 = tl.full((), 0x7f800000, tl.uint32)
    v67 = v48 > v66
    v68 = tl.full((), 0xffff, tl.uint32)
    v69 = v45 & v68
    v70 = tl.full((), 0x8, tl.uint32)
    v71 = v69 << v70
    v72 = v65 + v71
    v73 = tl.full((), 0x7f000000, tl.uint32)
    v74 = tl.where(v67, v73, v72)
    v75 = tl.full((), 0x80000000, tl.uint32)
    v76 = v46 & v75
    v77 = v74 | v76
    v78 = tl.full((), 0x18, tl.uint32)
    v79 = v77 >> v78
    v80 = v79.to(tl.uint8)
    v81 = v80.to(tl.uint8, bitcast=True)
    v82 = v29.to(tl.uint8)
    return v81,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 448.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0.75, tl.float32)
    v42 = v40 * v41
    v43 = tl.full((), 0x7f800000, tl.uint32)
    v44 = a1 < v43
    v45 = tl.full((), 0.0, tl.float32)
    v46 = tl.where(v44, v42, v45)
    v47 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v48 = v46.to(tl.uint32, bitcast=True)
    v49 = tl.full((), 0x7fffffff, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x1f, tl.uint32)
    v52 = v48 >> v51
    v53 = tl.full((), 0x43e00000, tl.uint32)
    v54 = v50 < v53
    v55 = tl.full((), 0x43e00000, tl.uint32)
    v56 = tl.where(v54, v50, v55)
    v57 = tl.full((), 0x4, tl.uint32)
    v58 = v56 << v57
    v59 = tl.full((), 0xc0000000, tl.uint32)
    v60 = v58 - v59
    v61 = v56.to(tl.float32, bitcast=True)
    v62 = tl.full((), 8589934592.0, tl.float32)
    v63 = v61 * v62
    v64 = v63.to(tl.uint32)
    v65 = tl.full((), 0x3c800000, tl.uint32)
    v66 = v56 < v65
    v67 = tl.where(v66, v64, v60)
    v68 = tl.full((), 0x7f800000, tl.uint32)
    v69 = v50 > v68
    v70 = tl.full((), 0xffff, tl.uint32)
    v71 = v47 & v70
    v72 = tl.full((), 0x8, tl.uint32)
    v73 = v71 << v72
    v74 = v67 + v73
    v75 = tl.full((), 0x7f000000, tl.uint32)
    v76 = tl.where(v69, v75, v74)
    v77 = tl.full((), 0x80000000, tl.uint32)
    v78 = v48 & v77
    v79 = v76 | v78
    v80 = tl.full((), 0x18, tl.uint32)
    v81 = v79 >> v80
    v82 = v81.to(tl.uint8)
    v83 = v82.to(tl.uint8, bitcast=True)
    v84 = v29.to(tl.uint8)
    return v83,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__rceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp8_e4m3__ceil(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a0 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a0 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x8, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x8, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x8, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = v23.to(tl.uint8)
    return v34,


@triton.jit
def mx_quantize__mxfp8_e4m3__ceil__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x8, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x8, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x8, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = a1 < v35
    v37 = tl.full((), 0.0, tl.float32)
    v38 = tl.where(v36, v34, v37)
    v39 = v38.to(tl.uint32, bitcast=True)
    v40 = tl.full((), 0x7fffffff, tl.uint32)
    v41 = v39 & v40
    v42 = tl.full((), 0x1f, tl.uint32)
    v43 = v39 >> v42
    v44 = tl.full((), 0x43e00000, tl.uint32)
    v45 = v41 < v44
    v46 = tl.full((), 0x43e00000, tl.uint32)
    v47 = tl.where(v45, v41, v46)
    v48 = tl.full((), 0x4, tl.uint32)
    v49 = v47 << v48
    v50 = tl.full((), 0xc0000000, tl.uint32)
    v51 = v49 - v50
    v52 = v47.to(tl.float32, bitcast=True)
    v53 = tl.full((), 8589934592.0, tl.float32)
    v54 = v52 * v53
    v55 = v54.to(tl.uint32)
    v56 = tl.full((), 0x3c800000, tl.uint32)
    v57 = v47 < v56
    v58 = tl.where(v57, v55, v51)
    v59 = tl.full((), 0x7f800000, tl.uint32)
    v60 = v41 > v59
    v61 = tl.full((), 0x18, tl.uint32)
    v62 = v58 >> v61
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v62 & v63
    v65 = tl.full((), 0x7fffff, tl.uint32)
    v66 = v65 + v64
    v67 = v58 + v66
    v68 = tl.full((), 0x7f000000, tl.uint32)
    v69 = tl.where(v60, v68, v67)
    v70 = tl.full((), 0x80000000, tl.uint32)
    v71 = v39 & v70
    v72 = v69 | v71
    v73 = tl.full((), 0x18, tl.uint32)
    v74 = v72 >> v73
    v75 = v74.to(tl.uint8)
    v76 = v75.to(tl.uint8, bitcast=True)
    v77 = v23.to(tl.uint8)
    return v76,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__ceil__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x8, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x8, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x8, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0.75, tl.float32)
    v36 = v34 * v35
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = a1 < v37
    v39 = tl.full((), 0.0, tl.float32)
    v40 = tl.where(v38, v36, v39)
    v41 = v40.to(tl.uint32, bitcast=True)
    v42 = tl.full((), 0x7fffffff, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x1f, tl.uint32)
    v45 = v41 >> v44
    v46 = tl.full((), 0x43e00000, tl.uint32)
    v47 = v43 < v46
    v48 = tl.full((), 0x43e00000, tl.uint32)
    v49 = tl.where(v47, v43, v48)
    v50 = tl.full((), 0x4, tl.uint32)
    v51 = v49 << v50
    v52 = tl.full((), 0xc0000000, tl.uint32)
    v53 = v51 - v52
    v54 = v49.to(tl.float32, bitcast=True)
    v55 = tl.full((), 8589934592.0, tl.float32)
    v56 = v54 * v55
    v57 = v56.to(tl.uint32)
    v58 = tl.full((), 0x3c800000, tl.uint32)
    v59 = v49 < v58
    v60 = tl.where(v59, v57, v53)
    v61 = tl.full((), 0x7f800000, tl.uint32)
    v62 = v43 > v61
    v63 = tl.full((), 0x18, tl.uint32)
    v64 = v60 >> v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = v64 & v65
    v67 = tl.full((), 0x7fffff, tl.uint32)
    v68 = v67 + v66
    v69 = v60 + v68
    v70 = tl.full((), 0x7f000000, tl.uint32)
    v71 = tl.where(v62, v70, v69)
    v72 = tl.full((), 0x80000000, tl.uint32)
    v73 = v41 & v72
    v74 = v71 | v73
    v75 = tl.full((), 0x18, tl.uint32)
    v76 = v74 >> v75
    v77 = v76.to(tl.uint8)
    v78 = v77.to(tl.uint8, bitcast=True)
    v79 = v23.to(tl.uint8)
    return v78,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x8, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x8, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x8, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = a1 < v35
    v37 = tl.full((), 0.0, tl.float32)
    v38 = tl.where(v36, v34, v37)
    v39 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v40 = v38.to(tl.uint32, bitcast=True)
    v41 = tl.full((), 0x7fffffff, tl.uint32)
    v42 = v40 & v41
    v43 = tl.full((), 0x1f, tl.uint32)
    v44 = v40 >> v43
    v45 = tl.full((), 0x43e00000, tl.uint32)
    v46 = v42 < v45
    v47 = tl.full((), 0x43e00000, tl.uint32)
    v48 = tl.where(v46, v42, v47)
    v49 = tl.full((), 0x4, tl.uint32)
    v50 = v48 << v49
    v51 = tl.full((), 0xc0000000, tl.uint32)
    v52 = v50 - v51
    v53 = v48.to(tl.float32, bitcast=True)
    v54 = tl.full((), 8589934592.0, tl.float32)
    v55 = v53 * v54
    v56 = v55.to(tl.uint32)
    v57 = tl.full((), 0x3c800000, tl.uint32)
    v58 = v48 < v57
    v59 = tl.where(v58, v56, v52)
    v60 = tl.full((), 0x7f800000, tl.uint32)
    v61 = v42 > v60
    v62 = tl.full((), 0xffff, tl.uint32)
    v63 = v39 & v62
    v64 = tl.full((), 0x8, tl.uint32)
    v65 = v63 << v64
    v66 = v59 + v65
    v67 = tl.full((), 0x7f000000, tl.uint32)
    v68 = tl.where(v61, v67, v66)
    v69 = tl.full((), 0x80000000, tl.uint32)
    v70 = v40 & v69
    v71 = v68 | v70
    v72 = tl.full((), 0x18, tl.uint32)
    v73 = v71 >> v72
    v74 = v73.to(tl.uint8)
    v75 = v74.to(tl.uint8, bitcast=True)
    v76 = v23.to(tl.uint8)
    return v75,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x8, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x8, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x8, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0.75, tl.float32)
    v36 = v34 * v35
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = a1 < v37
    v39 = tl.full((), 0.0, tl.float32)
    v40 = tl.where(v38, v36, v39)
    v41 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v42 = v40.to(tl.uint32, bitcast=True)
    v43 = tl.full((), 0x7fffffff, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x1f, tl.uint32)
    v46 = v42 >> v45
    v47 = tl.full((), 0x43e00000, tl.uint32)
    v48 = v44 < v47
    v49 = tl.full((), 0x43e00000, tl.uint32)
    v50 = tl.where(v48, v44, v49)
    v51 = tl.full((), 0x4, tl.uint32)
    v52 = v50 << v51
    v53 = tl.full((), 0xc0000000, tl.uint32)
    v54 = v52 - v53
    v55 = v50.to(tl.float32, bitcast=True)
    v56 = tl.full((), 8589934592.0, tl.float32)
    v57 = v55 * v56
    v58 = v57.to(tl.uint32)
    v59 = tl.full((), 0x3c800000, tl.uint32)
    v60 = v50 < v59
    v61 = tl.where(v60, v58, v54)
    v62 = tl.full((), 0x7f800000, tl.uint32)
    v63 = v44 > v62
    v64 = tl.full((), 0xffff, tl.uint32)
    v65 = v41 & v64
    v66 = tl.full((), 0x8, tl.uint32)
    v67 = v65 << v66
    v68 = v61 + v67
    v69 = tl.full((), 0x7f000000, tl.uint32)
    v70 = tl.where(v63, v69, v68)
    v71 = tl.full((), 0x80000000, tl.uint32)
    v72 = v42 & v71
    v73 = v70 | v72
    v74 = tl.full((), 0x18, tl.uint32)
    v75 = v73 >> v74
    v76 = v75.to(tl.uint8)
    v77 = v76.to(tl.uint8, bitcast=True)
    v78 = v23.to(tl.uint8)
    return v77,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__ceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp8_e4m3__even(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x80000, tl.uint32)
    v3 = a0 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x8, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = v17.to(tl.uint8)
    return v28,


@triton.jit
def mx_quantize__mxfp8_e4m3__even__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x80000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x8, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = v32.to(tl.uint32, bitcast=True)
    v34 = tl.full((), 0x7fffffff, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x1f, tl.uint32)
    v37 = v33 >> v36
    v38 = tl.full((), 0x43e00000, tl.uint32)
    v39 = v35 < v38
    v40 = tl.full((), 0x43e00000, tl.uint32)
    v41 = tl.where(v39, v35, v40)
    v42 = tl.full((), 0x4, tl.uint32)
    v43 = v41 << v42
    v44 = tl.full((), 0xc0000000, tl.uint32)
    v45 = v43 - v44
    v46 = v41.to(tl.float32, bitcast=True)
    v47 = tl.full((), 8589934592.0, tl.float32)
    v48 = v46 * v47
    v49 = v48.to(tl.uint32)
    v50 = tl.full((), 0x3c800000, tl.uint32)
    v51 = v41 < v50
    v52 = tl.where(v51, v49, v45)
    v53 = tl.full((), 0x7f800000, tl.uint32)
    v54 = v35 > v53
    v55 = tl.full((), 0x18, tl.uint32)
    v56 = v52 >> v55
    v57 = tl.full((), 0x1, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7fffff, tl.uint32)
    v60 = v59 + v58
    v61 = v52 + v60
    v62 = tl.full((), 0x7f000000, tl.uint32)
    v63 = tl.where(v54, v62, v61)
    v64 = tl.full((), 0x80000000, tl.uint32)
    v65 = v33 & v64
    v66 = v63 | v65
    v67 = tl.full((), 0x18, tl.uint32)
    v68 = v66 >> v67
    v69 = v68.to(tl.uint8)
    v70 = v69.to(tl.uint8, bitcast=True)
    v71 = v17.to(tl.uint8)
    return v70,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__even__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x80000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x8, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0.75, tl.float32)
    v30 = v28 * v29
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = a1 < v31
    v33 = tl.full((), 0.0, tl.float32)
    v34 = tl.where(v32, v30, v33)
    v35 = v34.to(tl.uint32, bitcast=True)
    v36 = tl.full((), 0x7fffffff, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x1f, tl.uint32)
    v39 = v35 >> v38
    v40 = tl.full((), 0x43e00000, tl.uint32)
    v41 = v37 < v40
    v42 = tl.full((), 0x43e00000, tl.uint32)
    v43 = tl.where(v41, v37, v42)
    v44 = tl.full((), 0x4, tl.uint32)
    v45 = v43 << v44
    v46 = tl.full((), 0xc0000000, tl.uint32)
    v47 = v45 - v46
    v48 = v43.to(tl.float32, bitcast=True)
    v49 = tl.full((), 8589934592.0, tl.float32)
    v50 = v48 * v49
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x3c800000, tl.uint32)
    v53 = v43 < v52
    v54 = tl.where(v53, v51, v47)
    v55 = tl.full((), 0x7f800000, tl.uint32)
    v56 = v37 > v55
    v57 = tl.full((), 0x18, tl.uint32)
    v58 = v54 >> v57
    v59 = tl.full((), 0x1, tl.uint32)
    v60 = v58 & v59
    v61 = tl.full((), 0x7fffff, tl.uint32)
    v62 = v61 + v60
    v63 = v54 + v62
    v64 = tl.full((), 0x7f000000, tl.uint32)
    v65 = tl.where(v56, v64, v63)
    v66 = tl.full((), 0x80000000, tl.uint32)
    v67 = v35 & v66
    v68 = v65 | v67
    v69 = tl.full((), 0x18, tl.uint32)
    v70 = v68 >> v69
    v71 = v70.to(tl.uint8)
    v72 = v71.to(tl.uint8, bitcast=True)
    v73 = v17.to(tl.uint8)
    return v72,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x80000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x8, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v34 = v32.to(tl.uint32, bitcast=True)
    v35 = tl.full((), 0x7fffffff, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x1f, tl.uint32)
    v38 = v34 >> v37
    v39 = tl.full((), 0x43e00000, tl.uint32)
    v40 = v36 < v39
    v41 = tl.full((), 0x43e00000, tl.uint32)
    v42 = tl.where(v40, v36, v41)
    v43 = tl.full((), 0x4, tl.uint32)
    v44 = v42 << v43
    v45 = tl.full((), 0xc0000000, tl.uint32)
    v46 = v44 - v45
    v47 = v42.to(tl.float32, bitcast=True)
    v48 = tl.full((), 8589934592.0, tl.float32)
    v49 = v47 * v48
    v50 = v49.to(tl.uint32)
    v51 = tl.full((), 0x3c800000, tl.uint32)
    v52 = v42 < v51
    v53 = tl.where(v52, v50, v46)
    v54 = tl.full((), 0x7f800000, tl.uint32)
    v55 = v36 > v54
    v56 = tl.full((), 0xffff, tl.uint32)
    v57 = v33 & v56
    v58 = tl.full((), 0x8, tl.uint32)
    v59 = v57 << v58
    v60 = v53 + v59
    v61 = tl.full((), 0x7f000000, tl.uint32)
    v62 = tl.where(v55, v61, v60)
    v63 = tl.full((), 0x80000000, tl.uint32)
    v64 = v34 & v63
    v65 = v62 | v64
    v66 = tl.full((), 0x18, tl.uint32)
    v67 = v65 >> v66
    v68 = v67.to(tl.uint8)
    v69 = v68.to(tl.uint8, bitcast=True)
    v70 = v17.to(tl.uint8)
    return v69,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x80000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x8, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x8, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x8, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0.75, tl.float32)
    v30 = v28 * v29
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = a1 < v31
    v33 = tl.full((), 0.0, tl.float32)
    v34 = tl.where(v32, v30, v33)
    v35 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v36 = v34.to(tl.uint32, bitcast=True)
    v37 = tl.full((), 0x7fffffff, tl.uint32)
    v38 = v36 & v37
    v39 = tl.full((), 0x1f, tl.uint32)
    v40 = v36 >> v39
    v41 = tl.full((), 0x43e00000, tl.uint32)
    v42 = v38 < v41
    v43 = tl.full((), 0x43e00000, tl.uint32)
    v44 = tl.where(v42, v38, v43)
    v45 = tl.full((), 0x4, tl.uint32)
    v46 = v44 << v45
    v47 = tl.full((), 0xc0000000, tl.uint32)
    v48 = v46 - v47
    v49 = v44.to(tl.float32, bitcast=True)
    v50 = tl.full((), 8589934592.0, tl.float32)
    v51 = v49 * v50
    v52 = v51.to(tl.uint32)
    v53 = tl.full((), 0x3c800000, tl.uint32)
    v54 = v44 < v53
    v55 = tl.where(v54, v52, v48)
    v56 = tl.full((), 0x7f800000, tl.uint32)
    v57 = v38 > v56
    v58 = tl.full((), 0xffff, tl.uint32)
    v59 = v35 & v58
    v60 = tl.full((), 0x8, tl.uint32)
    v61 = v59 << v60
    v62 = v55 + v61
    v63 = tl.full((), 0x7f000000, tl.uint32)
    v64 = tl.where(v57, v63, v62)
    v65 = tl.full((), 0x80000000, tl.uint32)
    v66 = v36 & v65
    v67 = v64 | v66
    v68 = tl.full((), 0x18, tl.uint32)
    v69 = v67 >> v68
    v70 = v69.to(tl.uint8)
    v71 = v70.to(tl.uint8, bitcast=True)
    v72 = v17.to(tl.uint8)
    return v71,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e4m3__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e4m3__even__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp8_e5m2__floor(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a0 >> v2
    v4 = tl.full((), 0xf, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = v15.to(tl.uint8)
    return v26,


@triton.jit
def mx_quantize__mxfp8_e5m2__floor__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0xf, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0x7f800000, tl.uint32)
    v28 = a1 < v27
    v29 = tl.full((), 0.0, tl.float32)
    v30 = tl.where(v28, v26, v29)
    v31 = v30.to(tl.uint32, bitcast=True)
    v32 = tl.full((), 0x7fffffff, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x1f, tl.uint32)
    v35 = v31 >> v34
    v36 = tl.full((), 0x47600000, tl.uint32)
    v37 = v33 < v36
    v38 = tl.full((), 0x47600000, tl.uint32)
    v39 = tl.where(v37, v33, v38)
    v40 = tl.full((), 0x3, tl.uint32)
    v41 = v39 << v40
    v42 = tl.full((), 0xc0000000, tl.uint32)
    v43 = v41 - v42
    v44 = v39.to(tl.float32, bitcast=True)
    v45 = tl.full((), 1099511627776.0, tl.float32)
    v46 = v44 * v45
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x38800000, tl.uint32)
    v49 = v39 < v48
    v50 = tl.where(v49, v47, v43)
    v51 = tl.full((), 0x7f800000, tl.uint32)
    v52 = v33 > v51
    v53 = tl.full((), 0x3, tl.uint32)
    v54 = v31 << v53
    v55 = tl.full((), 0x3000000, tl.uint32)
    v56 = v54 & v55
    v57 = tl.full((), 0x7e000000, tl.uint32)
    v58 = v56 | v57
    v59 = tl.where(v52, v58, v50)
    v60 = tl.full((), 0x18, tl.uint32)
    v61 = v59 >> v60
    v62 = tl.full((), 0x1, tl.uint32)
    v63 = v61 & v62
    v64 = tl.full((), 0x7fffff, tl.uint32)
    v65 = v64 + v63
    v66 = v59 + v65
    v67 = tl.full((), 0x80000000, tl.uint32)
    v68 = v31 & v67
    v69 = v66 | v68
    v70 = tl.full((), 0x18, tl.uint32)
    v71 = v69 >> v70
    v72 = v71.to(tl.uint8)
    v73 = v72.to(tl.uint8, bitcast=True)
    v74 = v15.to(tl.uint8)
    return v73,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__floor__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0xf, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0.75, tl.float32)
    v28 = v26 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = v32.to(tl.uint32, bitcast=True)
    v34 = tl.full((), 0x7fffffff, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x1f, tl.uint32)
    v37 = v33 >> v36
    v38 = tl.full((), 0x47600000, tl.uint32)
    v39 = v35 < v38
    v40 = tl.full((), 0x47600000, tl.uint32)
    v41 = tl.where(v39, v35, v40)
    v42 = tl.full((), 0x3, tl.uint32)
    v43 = v41 << v42
    v44 = tl.full((), 0xc0000000, tl.uint32)
    v45 = v43 - v44
    v46 = v41.to(tl.float32, bitcast=True)
    v47 = tl.full((), 1099511627776.0, tl.float32)
    v48 = v46 * v47
    v49 = v48.to(tl.uint32)
    v50 = tl.full((), 0x38800000, tl.uint32)
    v51 = v41 < v50
    v52 = tl.where(v51, v49, v45)
    v53 = tl.full((), 0x7f800000, tl.uint32)
    v54 = v35 > v53
    v55 = tl.full((), 0x3, tl.uint32)
    v56 = v33 << v55
    v57 = tl.full((), 0x3000000, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7e000000, tl.uint32)
    v60 = v58 | v59
    v61 = tl.where(v54, v60, v52)
    v62 = tl.full((), 0x18, tl.uint32)
    v63 = v61 >> v62
    v64 = tl.full((), 0x1, tl.uint32)
    v65 = v63 & v64
    v66 = tl.full((), 0x7fffff, tl.uint32)
    v67 = v66 + v65
    v68 = v61 + v67
    v69 = tl.full((), 0x80000000, tl.uint32)
    v70 = v33 & v69
    v71 = v68 | v70
    v72 = tl.full((), 0x18, tl.uint32)
    v73 = v71 >> v72
    v74 = v73.to(tl.uint8)
    v75 = v74.to(tl.uint8, bitcast=True)
    v76 = v15.to(tl.uint8)
    return v75,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0xf, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0x7f800000, tl.uint32)
    v28 = a1 < v27
    v29 = tl.full((), 0.0, tl.float32)
    v30 = tl.where(v28, v26, v29)
    v31 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v32 = v30.to(tl.uint32, bitcast=True)
    v33 = tl.full((), 0x7fffffff, tl.uint32)
    v34 = v32 & v33
    v35 = tl.full((), 0x1f, tl.uint32)
    v36 = v32 >> v35
    v37 = tl.full((), 0x47600000, tl.uint32)
    v38 = v34 < v37
    v39 = tl.full((), 0x47600000, tl.uint32)
    v40 = tl.where(v38, v34, v39)
    v41 = tl.full((), 0x3, tl.uint32)
    v42 = v40 << v41
    v43 = tl.full((), 0xc0000000, tl.uint32)
    v44 = v42 - v43
    v45 = v40.to(tl.float32, bitcast=True)
    v46 = tl.full((), 1099511627776.0, tl.float32)
    v47 = v45 * v46
    v48 = v47.to(tl.uint32)
    v49 = tl.full((), 0x38800000, tl.uint32)
    v50 = v40 < v49
    v51 = tl.where(v50, v48, v44)
    v52 = tl.full((), 0x7f800000, tl.uint32)
    v53 = v34 > v52
    v54 = tl.full((), 0x3, tl.uint32)
    v55 = v32 << v54
    v56 = tl.full((), 0x3000000, tl.uint32)
    v57 = v55 & v56
    v58 = tl.full((), 0x7e000000, tl.uint32)
    v59 = v57 | v58
    v60 = tl.where(v53, v59, v51)
    v61 = tl.full((), 0xffff, tl.uint32)
    v62 = v31 & v61
    v63 = tl.full((), 0x8, tl.uint32)
    v64 = v62 << v63
    v65 = v60 + v64
    v66 = tl.full((), 0x80000000, tl.uint32)
    v67 = v32 & v66
    v68 = v65 | v67
    v69 = tl.full((), 0x18, tl.uint32)
    v70 = v68 >> v69
    v71 = v70.to(tl.uint8)
    v72 = v71.to(tl.uint8, bitcast=True)
    v73 = v15.to(tl.uint8)
    return v72,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0xf, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0.75, tl.float32)
    v28 = v26 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v34 = v32.to(tl.uint32, bitcast=True)
    v35 = tl.full((), 0x7fffffff, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x1f, tl.uint32)
    v38 = v34 >> v37
    v39 = tl.full((), 0x47600000, tl.uint32)
    v40 = v36 < v39
    v41 = tl.full((), 0x47600000, tl.uint32)
    v42 = tl.where(v40, v36, v41)
    v43 = tl.full((), 0x3, tl.uint32)
    v44 = v42 << v43
    v45 = tl.full((), 0xc0000000, tl.uint32)
    v46 = v44 - v45
    v47 = v42.to(tl.float32, bitcast=True)
    v48 = tl.full((), 1099511627776.0, tl.float32)
    v49 = v47 * v48
    v50 = v49.to(tl.uint32)
    v51 = tl.full((), 0x38800000, tl.uint32)
    v52 = v42 < v51
    v53 = tl.where(v52, v50, v46)
    v54 = tl.full((), 0x7f800000, tl.uint32)
    v55 = v36 > v54
    v56 = tl.full((), 0x3, tl.uint32)
    v57 = v34 << v56
    v58 = tl.full((), 0x3000000, tl.uint32)
    v59 = v57 & v58
    v60 = tl.full((), 0x7e000000, tl.uint32)
    v61 = v59 | v60
    v62 = tl.where(v55, v61, v53)
    v63 = tl.full((), 0xffff, tl.uint32)
    v64 = v33 & v63
    v65 = tl.full((), 0x8, tl.uint32)
    v66 = v64 << v65
    v67 = v62 + v66
    v68 = tl.full((), 0x80000000, tl.uint32)
    v69 = v34 & v68
    v70 = v67 | v69
    v71 = tl.full((), 0x18, tl.uint32)
    v72 = v70 >> v71
    v73 = v72.to(tl.uint8)
    v74 = v73.to(tl.uint8, bitcast=True)
    v75 = v15.to(tl.uint8)
    return v74,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__floor__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp8_e5m2__rceil(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = a0.to(tl.float32, bitcast=True)
    v3 = tl.full((), 57344.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = v29.to(tl.uint8)
    return v40,


@triton.jit
def mx_quantize__mxfp8_e5m2__rceil__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 57344.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0x7f800000, tl.uint32)
    v42 = a1 < v41
    v43 = tl.full((), 0.0, tl.float32)
    v44 = tl.where(v42, v40, v43)
    v45 = v44.to(tl.uint32, bitcast=True)
    v46 = tl.full((), 0x7fffffff, tl.uint32)
    v47 = v45 & v46
    v48 = tl.full((), 0x1f, tl.uint32)
    v49 = v45 >> v48
    v50 = tl.full((), 0x47600000, tl.uint32)
    v51 = v47 < v50
    v52 = tl.full((), 0x47600000, tl.uint32)
    v53 = tl.where(v51, v47, v52)
    v54 = tl.full((), 0x3, tl.uint32)
    v55 = v53 << v54
    v56 = tl.full((), 0xc0000000, tl.uint32)
    v57 = v55 - v56
    v58 = v53.to(tl.float32, bitcast=True)
    v59 = tl.full((), 1099511627776.0, tl.float32)
    v60 = v58 * v59
    v61 = v60.to(tl.uint32)
    v62 = tl.full((), 0x38800000, tl.uint32)
    v63 = v53 < v62
    v64 = tl.where(v63, v61, v57)
    v65 = tl.full((), 0x7f800000, tl.uint32)
    v66 = v47 > v65
    v67 = tl.full((), 0x3, tl.uint32)
    v68 = v45 << v67
    v69 = tl.full((), 0x3000000, tl.uint32)
    v70 = v68 & v69
    v71 = tl.full((), 0x7e000000, tl.uint32)
    v72 = v70 | v71
    v73 = tl.where(v66, v72, v64)
    v74 = tl.full((), 0x18, tl.uint32)
    v75 = v73 >> v74
    v76 = tl.full((), 0x1, tl.uint32)
    v77 = v75 & v76
    v78 = tl.full((), 0x7fffff, tl.uint32)
    v79 = v78 + v77
    v80 = v73 + v79
    v81 = tl.full((), 0x80000000, tl.uint32)
    v82 = v45 & v81
    v83 = v80 | v82
    v84 = tl.full((), 0x18, tl.uint32)
    v85 = v83 >> v84
    v86 = v85.to(tl.uint8)
    v87 = v86.to(tl.uint8, bitcast=True)
    v88 = v29.to(tl.uint8)
    return v87,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__rceil__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 57344.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0.75, tl.float32)
    v42 = v40 * v41
    v43 = tl.full((), 0x7f800000, tl.uint32)
    v44 = a1 < v43
    v45 = tl.full((), 0.0, tl.float32)
    v46 = tl.where(v44, v42, v45)
    v47 = v46.to(tl.uint32, bitcast=True)
    v48 = tl.full((), 0x7fffffff, tl.uint32)
    v49 = v47 & v48
    v50 = tl.full((), 0x1f, tl.uint32)
    v51 = v47 >> v50
    v52 = tl.full((), 0x47600000, tl.uint32)
    v53 = v49 < v52
    v54 = tl.full((), 0x47600000, tl.uint32)
    v55 = tl.where(v53, v49, v54)
    v56 = tl.full((), 0x3, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0xc0000000, tl.uint32)
    v59 = v57 - v58
    v60 = v55.to(tl.float32, bitcast=True)
    v61 = tl.full((), 1099511627776.0, tl.float32)
    v62 = v60 * v61
    v63 = v62.to(tl.uint32)
    v64 = tl.full((), 0x38800000, tl.uint32)
    v65 = v55 < v64
    v66 = tl.where(v65, v63, v59)
    v67 = tl.full((), 0x7f800000, tl.uint32)
    v68 = v49 > v67
    v69 = tl.full((), 0x3, tl.uint32)
    v70 = v47 << v69
    v71 = tl.full((), 0x3000000, tl.uint32)
    v72 = v70 & v71
    v73 = tl.full((), 0x7e000000, tl.uint32)
    v74 = v72 | v73
    v75 = tl.where(v68, v74, v66)
    v76 = tl.full((), 0x18, tl.uint32)
    v77 = v75 >> v76
    v78 = tl.full((), 0x1, tl.uint32)
    v79 = v77 & v78
    v80 = tl.full((), 0x7fffff, tl.uint32)
    v81 = v80 + v79
    v82 = v75 + v81
    v83 = tl.full((), 0x80000000, tl.uint32)
    v84 = v47 & v83
    v85 = v82 | v84
    v86 = tl.full((), 0x18, tl.uint32)
    v87 = v85 >> v86
    v88 = v87.to(tl.uint8)
    v89 = v88.to(tl.uint8, bitcast=True)
    v90 = v29.to(tl.uint8)
    return v89,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 57344.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0x7f800000, tl.uint32)
    v42 = a1 < v41
    v43 = tl.full((), 0.0, tl.float32)
    v44 = tl.where(v42, v40, v43)
    v45 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v46 = v44.to(tl.uint32, bitcast=True)
    v47 = tl.full((), 0x7fffffff, tl.uint32)
    v48 = v46 & v47
    v49 = tl.full((), 0x1f, tl.uint32)
    v50 = v46 >> v49
    v51 = tl.full((), 0x47600000, tl.uint32)
    v52 = v48 < v51
    v53 = tl.full((), 0x47600000, tl.uint32)
    v54 = tl.where(v52, v48, v53)
    v55 = tl.full((), 0x3, tl.uint32)
    v56 = v54 << v55
    v57 = tl.full((), 0xc0000000, tl.uint32)
    v58 = v56 - v57
    v59 = v54.to(tl.float32, bitcast=True)
    v60 = tl.full((), 1099511627776.0, tl.float32)
    v61 = v59 * v60
    v62 = v61.to(tl.uint32)
    v63 = tl.full((), 0x38800000, tl.uint32)
    v64 = v54 < v63
    v65 = tl.where(v64, v62, v58)
    v66 = tl.full((), 0x7f800000, tl.uint32)
    v67 = v48 > v66
    v68 = tl.full((), 0x3, tl.uint32)
    v69 = v46 << v68
    v70 = tl.full((), 0x3000000, tl.uint32)
    v71 = v69 & v70
    v72 = tl.full((), 0x7e000000, tl.uint32)
    v73 = v71 | v72
    v74 = tl.where(v67, v73, v65)
    v75 = tl.full((), 0xffff, tl.uint32)
    v76 = v45 & v75
    v77 = tl.full((), 0x8, tl.uint32)
    v78 = v76 << v77
    v79 = v74 + v78
    v80 = tl.full((), 0x80000000, tl.uint32)
    v81 = v46 & v80
    v82 = v79 | v81
    v83 = tl.full((), 0x18, tl.uint32)
    v84 = v82 >> v83
    v85 = v84.to(tl.uint8)
    v86 = v85.to(tl.uint8, bitcast=True)
    v87 = v29.to(tl.uint8)
    return v86,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 57344.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0.75, tl.float32)
    v42 = v40 * v41
    v43 = tl.full((), 0x7f800000, tl.uint32)
    v44 = a1 < v43
    v45 = tl.full((), 0.0, tl.float32)
    v46 = tl.where(v44, v42, v45)
    v47 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v48 = v46.to(tl.uint32, bitcast=True)
    v49 = tl.full((), 0x7fffffff, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x1f, tl.uint32)
    v52 = v48 >> v51
    v53 = tl.full((), 0x47600000, tl.uint32)
    v54 = v50 < v53
    v55 = tl.full((), 0x47600000, tl.uint32)
    v56 = tl.where(v54, v50, v55)
    v57 = tl.full((), 0x3, tl.uint32)
    v58 = v56 << v57
    v59 = tl.full((), 0xc0000000, tl.uint32)
    v60 = v58 - v59
    v61 = v56.to(tl.float32, bitcast=True)
    v62 = tl.full((), 1099511627776.0, tl.float32)
    v63 = v61 * v62
    v64 = v63.to(tl.uint32)
    v65 = tl.full((), 0x38800000, tl.uint32)
    v66 = v56 < v65
    v67 = tl.where(v66, v64, v60)
    v68 = tl.full((), 0x7f800000, tl.uint32)
    v69 = v50 > v68
    v70 = tl.full((), 0x3, tl.uint32)
    v71 = v48 << v70
    v72 = tl.full((), 0x3000000, tl.uint32)
    v73 = v71 & v72
    v74 = tl.full((), 0x7e000000, tl.uint32)
    v75 = v73 | v74
    v76 = tl.where(v69, v75, v67)
    v77 = tl.full((), 0xffff, tl.uint32)
    v78 = v47 & v77
    v79 = tl.full((), 0x8, tl.uint32)
    v80 = v78 << v79
    v81 = v76 + v80
    v82 = tl.full((), 0x80000000, tl.uint32)
    v83 = v48 & v82
    v84 = v81 | v83
    v85 = tl.full((), 0x18, tl.uint32)
    v86 = v84 >> v85
    v87 = v86.to(tl.uint8)
    v88 = v87.to(tl.uint8, bitcast=True)
    v89 = v29.to(tl.uint8)
    return v88,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__rceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp8_e5m2__ceil(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a0 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a0 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0xf, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0xf, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xf, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = v23.to(tl.uint8)
    return v34,


@triton.jit
def mx_quantize__mxfp8_e5m2__ceil__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0xf, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0xf, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xf, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = a1 < v35
    v37 = tl.full((), 0.0, tl.float32)
    v38 = tl.where(v36, v34, v37)
    v39 = v38.to(tl.uint32, bitcast=True)
    v40 = tl.full((), 0x7fffffff, tl.uint32)
    v41 = v39 & v40
    v42 = tl.full((), 0x1f, tl.uint32)
    v43 = v39 >> v42
    v44 = tl.full((), 0x47600000, tl.uint32)
    v45 = v41 < v44
    v46 = tl.full((), 0x47600000, tl.uint32)
    v47 = tl.where(v45, v41, v46)
    v48 = tl.full((), 0x3, tl.uint32)
    v49 = v47 << v48
    v50 = tl.full((), 0xc0000000, tl.uint32)
    v51 = v49 - v50
    v52 = v47.to(tl.float32, bitcast=True)
    v53 = tl.full((), 1099511627776.0, tl.float32)
    v54 = v52 * v53
    v55 = v54.to(tl.uint32)
    v56 = tl.full((), 0x38800000, tl.uint32)
    v57 = v47 < v56
    v58 = tl.where(v57, v55, v51)
    v59 = tl.full((), 0x7f800000, tl.uint32)
    v60 = v41 > v59
    v61 = tl.full((), 0x3, tl.uint32)
    v62 = v39 << v61
    v63 = tl.full((), 0x3000000, tl.uint32)
    v64 = v62 & v63
    v65 = tl.full((), 0x7e000000, tl.uint32)
    v66 = v64 | v65
    v67 = tl.where(v60, v66, v58)
    v68 = tl.full((), 0x18, tl.uint32)
    v69 = v67 >> v68
    v70 = tl.full((), 0x1, tl.uint32)
    v71 = v69 & v70
    v72 = tl.full((), 0x7fffff, tl.uint32)
    v73 = v72 + v71
    v74 = v67 + v73
    v75 = tl.full((), 0x80000000, tl.uint32)
    v76 = v39 & v75
    v77 = v74 | v76
    v78 = tl.full((), 0x18, tl.uint32)
    v79 = v77 >> v78
    v80 = v79.to(tl.uint8)
    v81 = v80.to(tl.uint8, bitcast=True)
    v82 = v23.to(tl.uint8)
    return v81,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__ceil__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0xf, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0xf, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xf, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0.75, tl.float32)
    v36 = v34 * v35
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = a1 < v37
    v39 = tl.full((), 0.0, tl.float32)
    v40 = tl.where(v38, v36, v39)
    v41 = v40.to(tl.uint32, bitcast=True)
    v42 = tl.full((), 0x7fffffff, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x1f, tl.uint32)
    v45 = v41 >> v44
    v46 = tl.full((), 0x47600000, tl.uint32)
    v47 = v43 < v46
    v48 = tl.full((), 0x47600000, tl.uint32)
    v49 = tl.where(v47, v43, v48)
    v50 = tl.full((), 0x3, tl.uint32)
    v51 = v49 << v50
    v52 = tl.full((), 0xc0000000, tl.uint32)
    v53 = v51 - v52
    v54 = v49.to(tl.float32, bitcast=True)
    v55 = tl.full((), 1099511627776.0, tl.float32)
    v56 = v54 * v55
    v57 = v56.to(tl.uint32)
    v58 = tl.full((), 0x38800000, tl.uint32)
    v59 = v49 < v58
    v60 = tl.where(v59, v57, v53)
    v61 = tl.full((), 0x7f800000, tl.uint32)
    v62 = v43 > v61
    v63 = tl.full((), 0x3, tl.uint32)
    v64 = v41 << v63
    v65 = tl.full((), 0x3000000, tl.uint32)
    v66 = v64 & v65
    v67 = tl.full((), 0x7e000000, tl.uint32)
    v68 = v66 | v67
    v69 = tl.where(v62, v68, v60)
    v70 = tl.full((), 0x18, tl.uint32)
    v71 = v69 >> v70
    v72 = tl.full((), 0x1, tl.uint32)
    v73 = v71 & v72
    v74 = tl.full((), 0x7fffff, tl.uint32)
    v75 = v74 + v73
    v76 = v69 + v75
    v77 = tl.full((), 0x80000000, tl.uint32)
    v78 = v41 & v77
    v79 = v76 | v78
    v80 = tl.full((), 0x18, tl.uint32)
    v81 = v79 >> v80
    v82 = v81.to(tl.uint8)
    v83 = v82.to(tl.uint8, bitcast=True)
    v84 = v23.to(tl.uint8)
    return v83,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0xf, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0xf, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xf, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = a1 < v35
    v37 = tl.full((), 0.0, tl.float32)
    v38 = tl.where(v36, v34, v37)
    v39 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v40 = v38.to(tl.uint32, bitcast=True)
    v41 = tl.full((), 0x7fffffff, tl.uint32)
    v42 = v40 & v41
    v43 = tl.full((), 0x1f, tl.uint32)
    v44 = v40 >> v43
    v45 = tl.full((), 0x47600000, tl.uint32)
    v46 = v42 < v45
    v47 = tl.full((), 0x47600000, tl.uint32)
    v48 = tl.where(v46, v42, v47)
    v49 = tl.full((), 0x3, tl.uint32)
    v50 = v48 << v49
    v51 = tl.full((), 0xc0000000, tl.uint32)
    v52 = v50 - v51
    v53 = v48.to(tl.float32, bitcast=True)
    v54 = tl.full((), 1099511627776.0, tl.float32)
    v55 = v53 * v54
    v56 = v55.to(tl.uint32)
    v57 = tl.full((), 0x38800000, tl.uint32)
    v58 = v48 < v57
    v59 = tl.where(v58, v56, v52)
    v60 = tl.full((), 0x7f800000, tl.uint32)
    v61 = v42 > v60
    v62 = tl.full((), 0x3, tl.uint32)
    v63 = v40 << v62
    v64 = tl.full((), 0x3000000, tl.uint32)
    v65 = v63 & v64
    v66 = tl.full((), 0x7e000000, tl.uint32)
    v67 = v65 | v66
    v68 = tl.where(v61, v67, v59)
    v69 = tl.full((), 0xffff, tl.uint32)
    v70 = v39 & v69
    v71 = tl.full((), 0x8, tl.uint32)
    v72 = v70 << v71
    v73 = v68 + v72
    v74 = tl.full((), 0x80000000, tl.uint32)
    v75 = v40 & v74
    v76 = v73 | v75
    v77 = tl.full((), 0x18, tl.uint32)
    v78 = v76 >> v77
    v79 = v78.to(tl.uint8)
    v80 = v79.to(tl.uint8, bitcast=True)
    v81 = v23.to(tl.uint8)
    return v80,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0xf, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0xf, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xf, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0.75, tl.float32)
    v36 = v34 * v35
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = a1 < v37
    v39 = tl.full((), 0.0, tl.float32)
    v40 = tl.where(v38, v36, v39)
    v41 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v42 = v40.to(tl.uint32, bitcast=True)
    v43 = tl.full((), 0x7fffffff, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x1f, tl.uint32)
    v46 = v42 >> v45
    v47 = tl.full((), 0x47600000, tl.uint32)
    v48 = v44 < v47
    v49 = tl.full((), 0x47600000, tl.uint32)
    v50 = tl.where(v48, v44, v49)
    v51 = tl.full((), 0x3, tl.uint32)
    v52 = v50 << v51
    v53 = tl.full((), 0xc0000000, tl.uint32)
    v54 = v52 - v53
    v55 = v50.to(tl.float32, bitcast=True)
    v56 = tl.full((), 1099511627776.0, tl.float32)
    v57 = v55 * v56
    v58 = v57.to(tl.uint32)
    v59 = tl.full((), 0x38800000, tl.uint32)
    v60 = v50 < v59
    v61 = tl.where(v60, v58, v54)
    v62 = tl.full((), 0x7f800000, tl.uint32)
    v63 = v44 > v62
    v64 = tl.full((), 0x3, tl.uint32)
    v65 = v42 << v64
    v66 = tl.full((), 0x3000000, tl.uint32)
    v67 = v65 & v66
    v68 = tl.full((), 0x7e000000, tl.uint32)
    v69 = v67 | v68
    v70 = tl.where(v63, v69, v61)
    v71 = tl.full((), 0xffff, tl.uint32)
    v72 = v41 & v71
    v73 = tl.full((), 0x8, tl.uint32)
    v74 = v72 << v73
    v75 = v70 + v74
    v76 = tl.full((), 0x80000000, tl.uint32)
    v77 = v42 & v76
    v78 = v75 | v77
    v79 = tl.full((), 0x18, tl.uint32)
    v80 = v78 >> v79
    v81 = v80.to(tl.uint8)
    v82 = v81.to(tl.uint8, bitcast=True)
    v83 = v23.to(tl.uint8)
    return v82,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__ceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp8_e5m2__even(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x100000, tl.uint32)
    v3 = a0 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0xf, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = v17.to(tl.uint8)
    return v28,


@triton.jit
def mx_quantize__mxfp8_e5m2__even__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x100000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0xf, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = v32.to(tl.uint32, bitcast=True)
    v34 = tl.full((), 0x7fffffff, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x1f, tl.uint32)
    v37 = v33 >> v36
    v38 = tl.full((), 0x47600000, tl.uint32)
    v39 = v35 < v38
    v40 = tl.full((), 0x47600000, tl.uint32)
    v41 = tl.where(v39, v35, v40)
    v42 = tl.full((), 0x3, tl.uint32)
    v43 = v41 << v42
    v44 = tl.full((), 0xc0000000, tl.uint32)
    v45 = v43 - v44
    v46 = v41.to(tl.float32, bitcast=True)
    v47 = tl.full((), 1099511627776.0, tl.float32)
    v48 = v46 * v47
    v49 = v48.to(tl.uint32)
    v50 = tl.full((), 0x38800000, tl.uint32)
    v51 = v41 < v50
    v52 = tl.where(v51, v49, v45)
    v53 = tl.full((), 0x7f800000, tl.uint32)
    v54 = v35 > v53
    v55 = tl.full((), 0x3, tl.uint32)
    v56 = v33 << v55
    v57 = tl.full((), 0x3000000, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7e000000, tl.uint32)
    v60 = v58 | v59
    v61 = tl.where(v54, v60, v52)
    v62 = tl.full((), 0x18, tl.uint32)
    v63 = v61 >> v62
    v64 = tl.full((), 0x1, tl.uint32)
    v65 = v63 & v64
    v66 = tl.full((), 0x7fffff, tl.uint32)
    v67 = v66 + v65
    v68 = v61 + v67
    v69 = tl.full((), 0x80000000, tl.uint32)
    v70 = v33 & v69
    v71 = v68 | v70
    v72 = tl.full((), 0x18, tl.uint32)
    v73 = v71 >> v72
    v74 = v73.to(tl.uint8)
    v75 = v74.to(tl.uint8, bitcast=True)
    v76 = v17.to(tl.uint8)
    return v75,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__even__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x100000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0xf, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0.75, tl.float32)
    v30 = v28 * v29
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = a1 < v31
    v33 = tl.full((), 0.0, tl.float32)
    v34 = tl.where(v32, v30, v33)
    v35 = v34.to(tl.uint32, bitcast=True)
    v36 = tl.full((), 0x7fffffff, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x1f, tl.uint32)
    v39 = v35 >> v38
    v40 = tl.full((), 0x47600000, tl.uint32)
    v41 = v37 < v40
    v42 = tl.full((), 0x47600000, tl.uint32)
    v43 = tl.where(v41, v37, v42)
    v44 = tl.full((), 0x3, tl.uint32)
    v45 = v43 << v44
    v46 = tl.full((), 0xc0000000, tl.uint32)
    v47 = v45 - v46
    v48 = v43.to(tl.float32, bitcast=True)
    v49 = tl.full((), 1099511627776.0, tl.float32)
    v50 = v48 * v49
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x38800000, tl.uint32)
    v53 = v43 < v52
    v54 = tl.where(v53, v51, v47)
    v55 = tl.full((), 0x7f800000, tl.uint32)
    v56 = v37 > v55
    v57 = tl.full((), 0x3, tl.uint32)
    v58 = v35 << v57
    v59 = tl.full((), 0x3000000, tl.uint32)
    v60 = v58 & v59
    v61 = tl.full((), 0x7e000000, tl.uint32)
    v62 = v60 | v61
    v63 = tl.where(v56, v62, v54)
    v64 = tl.full((), 0x18, tl.uint32)
    v65 = v63 >> v64
    v66 = tl.full((), 0x1, tl.uint32)
    v67 = v65 & v66
    v68 = tl.full((), 0x7fffff, tl.uint32)
    v69 = v68 + v67
    v70 = v63 + v69
    v71 = tl.full((), 0x80000000, tl.uint32)
    v72 = v35 & v71
    v73 = v70 | v72
    v74 = tl.full((), 0x18, tl.uint32)
    v75 = v73 >> v74
    v76 = v75.to(tl.uint8)
    v77 = v76.to(tl.uint8, bitcast=True)
    v78 = v17.to(tl.uint8)
    return v77,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x100000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0xf, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v34 = v32.to(tl.uint32, bitcast=True)
    v35 = tl.full((), 0x7fffffff, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x1f, tl.uint32)
    v38 = v34 >> v37
    v39 = tl.full((), 0x47600000, tl.uint32)
    v40 = v36 < v39
    v41 = tl.full((), 0x47600000, tl.uint32)
    v42 = tl.where(v40, v36, v41)
    v43 = tl.full((), 0x3, tl.uint32)
    v44 = v42 << v43
    v45 = tl.full((), 0xc0000000, tl.uint32)
    v46 = v44 - v45
    v47 = v42.to(tl.float32, bitcast=True)
    v48 = tl.full((), 1099511627776.0, tl.float32)
    v49 = v47 * v48
    v50 = v49.to(tl.uint32)
    v51 = tl.full((), 0x38800000, tl.uint32)
    v52 = v42 < v51
    v53 = tl.where(v52, v50, v46)
    v54 = tl.full((), 0x7f800000, tl.uint32)
    v55 = v36 > v54
    v56 = tl.full((), 0x3, tl.uint32)
    v57 = v34 << v56
    v58 = tl.full((), 0x3000000, tl.uint32)
    v59 = v57 & v58
    v60 = tl.full((), 0x7e000000, tl.uint32)
    v61 = v59 | v60
    v62 = tl.where(v55, v61, v53)
    v63 = tl.full((), 0xffff, tl.uint32)
    v64 = v33 & v63
    v65 = tl.full((), 0x8, tl.uint32)
    v66 = v64 << v65
    v67 = v62 + v66
    v68 = tl.full((), 0x80000000, tl.uint32)
    v69 = v34 & v68
    v70 = v67 | v69
    v71 = tl.full((), 0x18, tl.uint32)
    v72 = v70 >> v71
    v73 = v72.to(tl.uint8)
    v74 = v73.to(tl.uint8, bitcast=True)
    v75 = v17.to(tl.uint8)
    return v74,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x100000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0xf, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0xf, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0xf, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0.75, tl.float32)
    v30 = v28 * v29
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = a1 < v31
    v33 = tl.full((), 0.0, tl.float32)
    v34 = tl.where(v32, v30, v33)
    v35 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v36 = v34.to(tl.uint32, bitcast=True)
    v37 = tl.full((), 0x7fffffff, tl.uint32)
    v38 = v36 & v37
    v39 = tl.full((), 0x1f, tl.uint32)
    v40 = v36 >> v39
    v41 = tl.full((), 0x47600000, tl.uint32)
    v42 = v38 < v41
    v43 = tl.full((), 0x47600000, tl.uint32)
    v44 = tl.where(v42, v38, v43)
    v45 = tl.full((), 0x3, tl.uint32)
    v46 = v44 << v45
    v47 = tl.full((), 0xc0000000, tl.uint32)
    v48 = v46 - v47
    v49 = v44.to(tl.float32, bitcast=True)
    v50 = tl.full((), 1099511627776.0, tl.float32)
    v51 = v49 * v50
    v52 = v51.to(tl.uint32)
    v53 = tl.full((), 0x38800000, tl.uint32)
    v54 = v44 < v53
    v55 = tl.where(v54, v52, v48)
    v56 = tl.full((), 0x7f800000, tl.uint32)
    v57 = v38 > v56
    v58 = tl.full((), 0x3, tl.uint32)
    v59 = v36 << v58
    v60 = tl.full((), 0x3000000, tl.uint32)
    v61 = v59 & v60
    v62 = tl.full((), 0x7e000000, tl.uint32)
    v63 = v61 | v62
    v64 = tl.where(v57, v63, v55)
    v65 = tl.full((), 0xffff, tl.uint32)
    v66 = v35 & v65
    v67 = tl.full((), 0x8, tl.uint32)
    v68 = v66 << v67
    v69 = v64 + v68
    v70 = tl.full((), 0x80000000, tl.uint32)
    v71 = v36 & v70
    v72 = v69 | v71
    v73 = tl.full((), 0x18, tl.uint32)
    v74 = v72 >> v73
    v75 = v74.to(tl.uint8)
    v76 = v75.to(tl.uint8, bitcast=True)
    v77 = v17.to(tl.uint8)
    return v76,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, False, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp8_e5m2__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp8_e5m2__even__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp4__floor(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a0 >> v2
    v4 = tl.full((), 0x2, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = v15.to(tl.uint8)
    return v26,


@triton.jit
def mx_quantize__mxfp4__floor__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x2, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0x7f800000, tl.uint32)
    v28 = a1 < v27
    v29 = tl.full((), 0.0, tl.float32)
    v30 = tl.where(v28, v26, v29)
    v31 = v30.to(tl.uint32, bitcast=True)
    v32 = tl.full((), 0x7fffffff, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x1f, tl.uint32)
    v35 = v31 >> v34
    v36 = tl.full((), 0x40c00000, tl.uint32)
    v37 = v33 < v36
    v38 = tl.full((), 0x40c00000, tl.uint32)
    v39 = tl.where(v37, v33, v38)
    v40 = tl.full((), 0x6, tl.uint32)
    v41 = v39 << v40
    v42 = tl.full((), 0xc0000000, tl.uint32)
    v43 = v41 - v42
    v44 = v39.to(tl.float32, bitcast=True)
    v45 = tl.full((), 536870912.0, tl.float32)
    v46 = v44 * v45
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x3f800000, tl.uint32)
    v49 = v39 < v48
    v50 = tl.where(v49, v47, v43)
    v51 = tl.full((), 0x7f800000, tl.uint32)
    v52 = v33 > v51
    v53 = tl.full((), 0x1c, tl.uint32)
    v54 = v50 >> v53
    v55 = tl.full((), 0x1, tl.uint32)
    v56 = v54 & v55
    v57 = tl.full((), 0x7ffffff, tl.uint32)
    v58 = v57 + v56
    v59 = v50 + v58
    v60 = tl.full((), 0x80000000, tl.uint32)
    v61 = v31 & v60
    v62 = v59 | v61
    v63 = tl.full((), 0x1c, tl.uint32)
    v64 = v62 >> v63
    v65 = (v64 & 0xF).to(tl.uint8)
    v66 = v65.to(tl.uint8, bitcast=True)
    v67 = v66.to(tl.uint8, bitcast=True)
    v68 = (v67.to(tl.uint8) ^ 8) - 8
    v69 = tl.full((), 0xf, tl.uint8)
    v70 = v68 & v69
    v71 = v15.to(tl.uint8)
    return v70,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__floor__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x2, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0.75, tl.float32)
    v28 = v26 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = v32.to(tl.uint32, bitcast=True)
    v34 = tl.full((), 0x7fffffff, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x1f, tl.uint32)
    v37 = v33 >> v36
    v38 = tl.full((), 0x40c00000, tl.uint32)
    v39 = v35 < v38
    v40 = tl.full((), 0x40c00000, tl.uint32)
    v41 = tl.where(v39, v35, v40)
    v42 = tl.full((), 0x6, tl.uint32)
    v43 = v41 << v42
    v44 = tl.full((), 0xc0000000, tl.uint32)
    v45 = v43 - v44
    v46 = v41.to(tl.float32, bitcast=True)
    v47 = tl.full((), 536870912.0, tl.float32)
    v48 = v46 * v47
    v49 = v48.to(tl.uint32)
    v50 = tl.full((), 0x3f800000, tl.uint32)
    v51 = v41 < v50
    v52 = tl.where(v51, v49, v45)
    v53 = tl.full((), 0x7f800000, tl.uint32)
    v54 = v35 > v53
    v55 = tl.full((), 0x1c, tl.uint32)
    v56 = v52 >> v55
    v57 = tl.full((), 0x1, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7ffffff, tl.uint32)
    v60 = v59 + v58
    v61 = v52 + v60
    v62 = tl.full((), 0x80000000, tl.uint32)
    v63 = v33 & v62
    v64 = v61 | v63
    v65 = tl.full((), 0x1c, tl.uint32)
    v66 = v64 >> v65
    v67 = (v66 & 0xF).to(tl.uint8)
    v68 = v67.to(tl.uint8, bitcast=True)
    v69 = v68.to(tl.uint8, bitcast=True)
    v70 = (v69.to(tl.uint8) ^ 8) - 8
    v71 = tl.full((), 0xf, tl.uint8)
    v72 = v70 & v71
    v73 = v15.to(tl.uint8)
    return v72,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__floor__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x2, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0x7f800000, tl.uint32)
    v28 = a1 < v27
    v29 = tl.full((), 0.0, tl.float32)
    v30 = tl.where(v28, v26, v29)
    v31 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v32 = v30.to(tl.uint32, bitcast=True)
    v33 = tl.full((), 0x7fffffff, tl.uint32)
    v34 = v32 & v33
    v35 = tl.full((), 0x1f, tl.uint32)
    v36 = v32 >> v35
    v37 = tl.full((), 0x40c00000, tl.uint32)
    v38 = v34 < v37
    v39 = tl.full((), 0x40c00000, tl.uint32)
    v40 = tl.where(v38, v34, v39)
    v41 = tl.full((), 0x6, tl.uint32)
    v42 = v40 << v41
    v43 = tl.full((), 0xc0000000, tl.uint32)
    v44 = v42 - v43
    v45 = v40.to(tl.float32, bitcast=True)
    v46 = tl.full((), 536870912.0, tl.float32)
    v47 = v45 * v46
    v48 = v47.to(tl.uint32)
    v49 = tl.full((), 0x3f800000, tl.uint32)
    v50 = v40 < v49
    v51 = tl.where(v50, v48, v44)
    v52 = tl.full((), 0x7f800000, tl.uint32)
    v53 = v34 > v52
    v54 = tl.full((), 0xffff, tl.uint32)
    v55 = v31 & v54
    v56 = tl.full((), 0xc, tl.uint32)
    v57 = v55 << v56
    v58 = v51 + v57
    v59 = tl.full((), 0x80000000, tl.uint32)
    v60 = v32 & v59
    v61 = v58 | v60
    v62 = tl.full((), 0x1c, tl.uint32)
    v63 = v61 >> v62
    v64 = (v63 & 0xF).to(tl.uint8)
    v65 = v64.to(tl.uint8, bitcast=True)
    v66 = v65.to(tl.uint8, bitcast=True)
    v67 = (v66.to(tl.uint8) ^ 8) - 8
    v68 = tl.full((), 0xf, tl.uint8)
    v69 = v67 & v68
    v70 = v15.to(tl.uint8)
    return v69,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__floor__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x2, tl.uint32)
    v5 = v3 > v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = tl.where(v5, v3, v6)
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = v7 - v8
    v10 = tl.full((), 0xfe, tl.uint32)
    v11 = v9 < v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = tl.where(v11, v9, v12)
    v14 = tl.full((), 0xff, tl.uint32)
    v15 = tl.where(v1, v14, v13)
    v16 = tl.full((), 0xfe, tl.uint32)
    v17 = v16 - v13
    v18 = tl.full((), 0x17, tl.uint32)
    v19 = v17 << v18
    v20 = v19.to(tl.float32, bitcast=True)
    v21 = tl.full((), 0xfe, tl.uint32)
    v22 = v13 == v21
    v23 = tl.full((), 0x400000, tl.uint32)
    v24 = v23.to(tl.float32, bitcast=True)
    v25 = tl.where(v22, v24, v20)
    v26 = a0 * v25
    v27 = tl.full((), 0.75, tl.float32)
    v28 = v26 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v34 = v32.to(tl.uint32, bitcast=True)
    v35 = tl.full((), 0x7fffffff, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x1f, tl.uint32)
    v38 = v34 >> v37
    v39 = tl.full((), 0x40c00000, tl.uint32)
    v40 = v36 < v39
    v41 = tl.full((), 0x40c00000, tl.uint32)
    v42 = tl.where(v40, v36, v41)
    v43 = tl.full((), 0x6, tl.uint32)
    v44 = v42 << v43
    v45 = tl.full((), 0xc0000000, tl.uint32)
    v46 = v44 - v45
    v47 = v42.to(tl.float32, bitcast=True)
    v48 = tl.full((), 536870912.0, tl.float32)
    v49 = v47 * v48
    v50 = v49.to(tl.uint32)
    v51 = tl.full((), 0x3f800000, tl.uint32)
    v52 = v42 < v51
    v53 = tl.where(v52, v50, v46)
    v54 = tl.full((), 0x7f800000, tl.uint32)
    v55 = v36 > v54
    v56 = tl.full((), 0xffff, tl.uint32)
    v57 = v33 & v56
    v58 = tl.full((), 0xc, tl.uint32)
    v59 = v57 << v58
    v60 = v53 + v59
    v61 = tl.full((), 0x80000000, tl.uint32)
    v62 = v34 & v61
    v63 = v60 | v62
    v64 = tl.full((), 0x1c, tl.uint32)
    v65 = v63 >> v64
    v66 = (v65 & 0xF).to(tl.uint8)
    v67 = v66.to(tl.uint8, bitcast=True)
    v68 = v67.to(tl.uint8, bitcast=True)
    v69 = (v68.to(tl.uint8) ^ 8) - 8
    v70 = tl.full((), 0xf, tl.uint8)
    v71 = v69 & v70
    v72 = v15.to(tl.uint8)
    return v71,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__floor__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__floor(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__floor__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp4__rceil(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = a0.to(tl.float32, bitcast=True)
    v3 = tl.full((), 6.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = v29.to(tl.uint8)
    return v40,


@triton.jit
def mx_quantize__mxfp4__rceil__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 6.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0x7f800000, tl.uint32)
    v42 = a1 < v41
    v43 = tl.full((), 0.0, tl.float32)
    v44 = tl.where(v42, v40, v43)
    v45 = v44.to(tl.uint32, bitcast=True)
    v46 = tl.full((), 0x7fffffff, tl.uint32)
    v47 = v45 & v46
    v48 = tl.full((), 0x1f, tl.uint32)
    v49 = v45 >> v48
    v50 = tl.full((), 0x40c00000, tl.uint32)
    v51 = v47 < v50
    v52 = tl.full((), 0x40c00000, tl.uint32)
    v53 = tl.where(v51, v47, v52)
    v54 = tl.full((), 0x6, tl.uint32)
    v55 = v53 << v54
    v56 = tl.full((), 0xc0000000, tl.uint32)
    v57 = v55 - v56
    v58 = v53.to(tl.float32, bitcast=True)
    v59 = tl.full((), 536870912.0, tl.float32)
    v60 = v58 * v59
    v61 = v60.to(tl.uint32)
    v62 = tl.full((), 0x3f800000, tl.uint32)
    v63 = v53 < v62
    v64 = tl.where(v63, v61, v57)
    v65 = tl.full((), 0x7f800000, tl.uint32)
    v66 = v47 > v65
    v67 = tl.full((), 0x1c, tl.uint32)
    v68 = v64 >> v67
    v69 = tl.full((), 0x1, tl.uint32)
    v70 = v68 & v69
    v71 = tl.full((), 0x7ffffff, tl.uint32)
    v72 = v71 + v70
    v73 = v64 + v72
    v74 = tl.full((), 0x80000000, tl.uint32)
    v75 = v45 & v74
    v76 = v73 | v75
    v77 = tl.full((), 0x1c, tl.uint32)
    v78 = v76 >> v77
    v79 = (v78 & 0xF).to(tl.uint8)
    v80 = v79.to(tl.uint8, bitcast=True)
    v81 = v80.to(tl.uint8, bitcast=True)
    v82 = (v81.to(tl.uint8) ^ 8) - 8
    v83 = tl.full((), 0xf, tl.uint8)
    v84 = v82 & v83
    v85 = v29.to(tl.uint8)
    return v84,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__rceil__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 6.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0.75, tl.float32)
    v42 = v40 * v41
    v43 = tl.full((), 0x7f800000, tl.uint32)
    v44 = a1 < v43
    v45 = tl.full((), 0.0, tl.float32)
    v46 = tl.where(v44, v42, v45)
    v47 = v46.to(tl.uint32, bitcast=True)
    v48 = tl.full((), 0x7fffffff, tl.uint32)
    v49 = v47 & v48
    v50 = tl.full((), 0x1f, tl.uint32)
    v51 = v47 >> v50
    v52 = tl.full((), 0x40c00000, tl.uint32)
    v53 = v49 < v52
    v54 = tl.full((), 0x40c00000, tl.uint32)
    v55 = tl.where(v53, v49, v54)
    v56 = tl.full((), 0x6, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0xc0000000, tl.uint32)
    v59 = v57 - v58
    v60 = v55.to(tl.float32, bitcast=True)
    v61 = tl.full((), 536870912.0, tl.float32)
    v62 = v60 * v61
    v63 = v62.to(tl.uint32)
    v64 = tl.full((), 0x3f800000, tl.uint32)
    v65 = v55 < v64
    v66 = tl.where(v65, v63, v59)
    v67 = tl.full((), 0x7f800000, tl.uint32)
    v68 = v49 > v67
    v69 = tl.full((), 0x1c, tl.uint32)
    v70 = v66 >> v69
    v71 = tl.full((), 0x1, tl.uint32)
    v72 = v70 & v71
    v73 = tl.full((), 0x7ffffff, tl.uint32)
    v74 = v73 + v72
    v75 = v66 + v74
    v76 = tl.full((), 0x80000000, tl.uint32)
    v77 = v47 & v76
    v78 = v75 | v77
    v79 = tl.full((), 0x1c, tl.uint32)
    v80 = v78 >> v79
    v81 = (v80 & 0xF).to(tl.uint8)
    v82 = v81.to(tl.uint8, bitcast=True)
    v83 = v82.to(tl.uint8, bitcast=True)
    v84 = (v83.to(tl.uint8) ^ 8) - 8
    v85 = tl.full((), 0xf, tl.uint8)
    v86 = v84 & v85
    v87 = v29.to(tl.uint8)
    return v86,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__rceil__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 6.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0x7f800000, tl.uint32)
    v42 = a1 < v41
    v43 = tl.full((), 0.0, tl.float32)
    v44 = tl.where(v42, v40, v43)
    v45 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v46 = v44.to(tl.uint32, bitcast=True)
    v47 = tl.full((), 0x7fffffff, tl.uint32)
    v48 = v46 & v47
    v49 = tl.full((), 0x1f, tl.uint32)
    v50 = v46 >> v49
    v51 = tl.full((), 0x40c00000, tl.uint32)
    v52 = v48 < v51
    v53 = tl.full((), 0x40c00000, tl.uint32)
    v54 = tl.where(v52, v48, v53)
    v55 = tl.full((), 0x6, tl.uint32)
    v56 = v54 << v55
    v57 = tl.full((), 0xc0000000, tl.uint32)
    v58 = v56 - v57
    v59 = v54.to(tl.float32, bitcast=True)
    v60 = tl.full((), 536870912.0, tl.float32)
    v61 = v59 * v60
    v62 = v61.to(tl.uint32)
    v63 = tl.full((), 0x3f800000, tl.uint32)
    v64 = v54 < v63
    v65 = tl.where(v64, v62, v58)
    v66 = tl.full((), 0x7f800000, tl.uint32)
    v67 = v48 > v66
    v68 = tl.full((), 0xffff, tl.uint32)
    v69 = v45 & v68
    v70 = tl.full((), 0xc, tl.uint32)
    v71 = v69 << v70
    v72 = v65 + v71
    v73 = tl.full((), 0x80000000, tl.uint32)
    v74 = v46 & v73
    v75 = v72 | v74
    v76 = tl.full((), 0x1c, tl.uint32)
    v77 = v75 >> v76
    v78 = (v77 & 0xF).to(tl.uint8)
    v79 = v78.to(tl.uint8, bitcast=True)
    v80 = v79.to(tl.uint8, bitcast=True)
    v81 = (v80.to(tl.uint8) ^ 8) - 8
    v82 = tl.full((), 0xf, tl.uint8)
    v83 = v81 & v82
    v84 = v29.to(tl.uint8)
    return v83,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__rceil__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = a1.to(tl.float32, bitcast=True)
    v3 = tl.full((), 6.0, tl.float32)
    v4 = tl.math.div_rn(v2, v3)
    v5 = v4.to(tl.uint32, bitcast=True)
    v6 = tl.full((), 0x17, tl.uint32)
    v7 = v5 >> v6
    v8 = tl.full((), 0x7fffff, tl.uint32)
    v9 = v5 & v8
    v10 = tl.full((), 0x0, tl.uint32)
    v11 = v9 != v10
    v12 = tl.full((), 0x1, tl.uint32)
    v13 = tl.full((), 0x0, tl.uint32)
    v14 = tl.where(v11, v12, v13)
    v15 = v7 + v14
    v16 = tl.full((), 0x400000, tl.uint32)
    v17 = v9 > v16
    v18 = tl.full((), 0x1, tl.uint32)
    v19 = tl.full((), 0x0, tl.uint32)
    v20 = tl.where(v17, v18, v19)
    v21 = tl.full((), 0x0, tl.uint32)
    v22 = v7 == v21
    v23 = tl.where(v22, v20, v15)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v23 < v24
    v26 = tl.full((), 0xfe, tl.uint32)
    v27 = tl.where(v25, v23, v26)
    v28 = tl.full((), 0xff, tl.uint32)
    v29 = tl.where(v1, v28, v27)
    v30 = tl.full((), 0xfe, tl.uint32)
    v31 = v30 - v27
    v32 = tl.full((), 0x17, tl.uint32)
    v33 = v31 << v32
    v34 = v33.to(tl.float32, bitcast=True)
    v35 = tl.full((), 0xfe, tl.uint32)
    v36 = v27 == v35
    v37 = tl.full((), 0x400000, tl.uint32)
    v38 = v37.to(tl.float32, bitcast=True)
    v39 = tl.where(v36, v38, v34)
    v40 = a0 * v39
    v41 = tl.full((), 0.75, tl.float32)
    v42 = v40 * v41
    v43 = tl.full((), 0x7f800000, tl.uint32)
    v44 = a1 < v43
    v45 = tl.full((), 0.0, tl.float32)
    v46 = tl.where(v44, v42, v45)
    v47 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v48 = v46.to(tl.uint32, bitcast=True)
    v49 = tl.full((), 0x7fffffff, tl.uint32)
    v50 = v48 & v49
    v51 = tl.full((), 0x1f, tl.uint32)
    v52 = v48 >> v51
    v53 = tl.full((), 0x40c00000, tl.uint32)
    v54 = v50 < v53
    v55 = tl.full((), 0x40c00000, tl.uint32)
    v56 = tl.where(v54, v50, v55)
    v57 = tl.full((), 0x6, tl.uint32)
    v58 = v56 << v57
    v59 = tl.full((), 0xc0000000, tl.uint32)
    v60 = v58 - v59
    v61 = v56.to(tl.float32, bitcast=True)
    v62 = tl.full((), 536870912.0, tl.float32)
    v63 = v61 * v62
    v64 = v63.to(tl.uint32)
    v65 = tl.full((), 0x3f800000, tl.uint32)
    v66 = v56 < v65
    v67 = tl.where(v66, v64, v60)
    v68 = tl.full((), 0x7f800000, tl.uint32)
    v69 = v50 > v68
    v70 = tl.full((), 0xffff, tl.uint32)
    v71 = v47 & v70
    v72 = tl.full((), 0xc, tl.uint32)
    v73 = v71 << v72
    v74 = v67 + v73
    v75 = tl.full((), 0x80000000, tl.uint32)
    v76 = v48 & v75
    v77 = v74 | v76
    v78 = tl.full((), 0x1c, tl.uint32)
    v79 = v77 >> v78
    v80 = (v79 & 0xF).to(tl.uint8)
    v81 = v80.to(tl.uint8, bitcast=True)
    v82 = v81.to(tl.uint8, bitcast=True)
    v83 = (v82.to(tl.uint8) ^ 8) - 8
    v84 = tl.full((), 0xf, tl.uint8)
    v85 = v83 & v84
    v86 = v29.to(tl.uint8)
    return v85,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__rceil__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__rceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__rceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp4__ceil(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a0 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a0 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x2, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x2, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x2, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = v23.to(tl.uint8)
    return v34,


@triton.jit
def mx_quantize__mxfp4__ceil__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x2, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x2, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x2, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = a1 < v35
    v37 = tl.full((), 0.0, tl.float32)
    v38 = tl.where(v36, v34, v37)
    v39 = v38.to(tl.uint32, bitcast=True)
    v40 = tl.full((), 0x7fffffff, tl.uint32)
    v41 = v39 & v40
    v42 = tl.full((), 0x1f, tl.uint32)
    v43 = v39 >> v42
    v44 = tl.full((), 0x40c00000, tl.uint32)
    v45 = v41 < v44
    v46 = tl.full((), 0x40c00000, tl.uint32)
    v47 = tl.where(v45, v41, v46)
    v48 = tl.full((), 0x6, tl.uint32)
    v49 = v47 << v48
    v50 = tl.full((), 0xc0000000, tl.uint32)
    v51 = v49 - v50
    v52 = v47.to(tl.float32, bitcast=True)
    v53 = tl.full((), 536870912.0, tl.float32)
    v54 = v52 * v53
    v55 = v54.to(tl.uint32)
    v56 = tl.full((), 0x3f800000, tl.uint32)
    v57 = v47 < v56
    v58 = tl.where(v57, v55, v51)
    v59 = tl.full((), 0x7f800000, tl.uint32)
    v60 = v41 > v59
    v61 = tl.full((), 0x1c, tl.uint32)
    v62 = v58 >> v61
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v62 & v63
    v65 = tl.full((), 0x7ffffff, tl.uint32)
    v66 = v65 + v64
    v67 = v58 + v66
    v68 = tl.full((), 0x80000000, tl.uint32)
    v69 = v39 & v68
    v70 = v67 | v69
    v71 = tl.full((), 0x1c, tl.uint32)
    v72 = v70 >> v71
    v73 = (v72 & 0xF).to(tl.uint8)
    v74 = v73.to(tl.uint8, bitcast=True)
    v75 = v74.to(tl.uint8, bitcast=True)
    v76 = (v75.to(tl.uint8) ^ 8) - 8
    v77 = tl.full((), 0xf, tl.uint8)
    v78 = v76 & v77
    v79 = v23.to(tl.uint8)
    return v78,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__ceil__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x2, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x2, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x2, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0.75, tl.float32)
    v36 = v34 * v35
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = a1 < v37
    v39 = tl.full((), 0.0, tl.float32)
    v40 = tl.where(v38, v36, v39)
    v41 = v40.to(tl.uint32, bitcast=True)
    v42 = tl.full((), 0x7fffffff, tl.uint32)
    v43 = v41 & v42
    v44 = tl.full((), 0x1f, tl.uint32)
    v45 = v41 >> v44
    v46 = tl.full((), 0x40c00000, tl.uint32)
    v47 = v43 < v46
    v48 = tl.full((), 0x40c00000, tl.uint32)
    v49 = tl.where(v47, v43, v48)
    v50 = tl.full((), 0x6, tl.uint32)
    v51 = v49 << v50
    v52 = tl.full((), 0xc0000000, tl.uint32)
    v53 = v51 - v52
    v54 = v49.to(tl.float32, bitcast=True)
    v55 = tl.full((), 536870912.0, tl.float32)
    v56 = v54 * v55
    v57 = v56.to(tl.uint32)
    v58 = tl.full((), 0x3f800000, tl.uint32)
    v59 = v49 < v58
    v60 = tl.where(v59, v57, v53)
    v61 = tl.full((), 0x7f800000, tl.uint32)
    v62 = v43 > v61
    v63 = tl.full((), 0x1c, tl.uint32)
    v64 = v60 >> v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = v64 & v65
    v67 = tl.full((), 0x7ffffff, tl.uint32)
    v68 = v67 + v66
    v69 = v60 + v68
    v70 = tl.full((), 0x80000000, tl.uint32)
    v71 = v41 & v70
    v72 = v69 | v71
    v73 = tl.full((), 0x1c, tl.uint32)
    v74 = v72 >> v73
    v75 = (v74 & 0xF).to(tl.uint8)
    v76 = v75.to(tl.uint8, bitcast=True)
    v77 = v76.to(tl.uint8, bitcast=True)
    v78 = (v77.to(tl.uint8) ^ 8) - 8
    v79 = tl.full((), 0xf, tl.uint8)
    v80 = v78 & v79
    v81 = v23.to(tl.uint8)
    return v80,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__ceil__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x2, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x2, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x2, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0x7f800000, tl.uint32)
    v36 = a1 < v35
    v37 = tl.full((), 0.0, tl.float32)
    v38 = tl.where(v36, v34, v37)
    v39 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v40 = v38.to(tl.uint32, bitcast=True)
    v41 = tl.full((), 0x7fffffff, tl.uint32)
    v42 = v40 & v41
    v43 = tl.full((), 0x1f, tl.uint32)
    v44 = v40 >> v43
    v45 = tl.full((), 0x40c00000, tl.uint32)
    v46 = v42 < v45
    v47 = tl.full((), 0x40c00000, tl.uint32)
    v48 = tl.where(v46, v42, v47)
    v49 = tl.full((), 0x6, tl.uint32)
    v50 = v48 << v49
    v51 = tl.full((), 0xc0000000, tl.uint32)
    v52 = v50 - v51
    v53 = v48.to(tl.float32, bitcast=True)
    v54 = tl.full((), 536870912.0, tl.float32)
    v55 = v53 * v54
    v56 = v55.to(tl.uint32)
    v57 = tl.full((), 0x3f800000, tl.uint32)
    v58 = v48 < v57
    v59 = tl.where(v58, v56, v52)
    v60 = tl.full((), 0x7f800000, tl.uint32)
    v61 = v42 > v60
    v62 = tl.full((), 0xffff, tl.uint32)
    v63 = v39 & v62
    v64 = tl.full((), 0xc, tl.uint32)
    v65 = v63 << v64
    v66 = v59 + v65
    v67 = tl.full((), 0x80000000, tl.uint32)
    v68 = v40 & v67
    v69 = v66 | v68
    v70 = tl.full((), 0x1c, tl.uint32)
    v71 = v69 >> v70
    v72 = (v71 & 0xF).to(tl.uint8)
    v73 = v72.to(tl.uint8, bitcast=True)
    v74 = v73.to(tl.uint8, bitcast=True)
    v75 = (v74.to(tl.uint8) ^ 8) - 8
    v76 = tl.full((), 0xf, tl.uint8)
    v77 = v75 & v76
    v78 = v23.to(tl.uint8)
    return v77,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__ceil__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x17, tl.uint32)
    v3 = a1 >> v2
    v4 = tl.full((), 0x7fffff, tl.uint32)
    v5 = a1 & v4
    v6 = tl.full((), 0x0, tl.uint32)
    v7 = v5 != v6
    v8 = tl.full((), 0x1, tl.uint32)
    v9 = tl.full((), 0x0, tl.uint32)
    v10 = tl.where(v7, v8, v9)
    v11 = v3 + v10
    v12 = tl.full((), 0x2, tl.uint32)
    v13 = v11 > v12
    v14 = tl.full((), 0x2, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0x2, tl.uint32)
    v17 = v15 - v16
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v17 < v18
    v20 = tl.full((), 0xfe, tl.uint32)
    v21 = tl.where(v19, v17, v20)
    v22 = tl.full((), 0xff, tl.uint32)
    v23 = tl.where(v1, v22, v21)
    v24 = tl.full((), 0xfe, tl.uint32)
    v25 = v24 - v21
    v26 = tl.full((), 0x17, tl.uint32)
    v27 = v25 << v26
    v28 = v27.to(tl.float32, bitcast=True)
    v29 = tl.full((), 0xfe, tl.uint32)
    v30 = v21 == v29
    v31 = tl.full((), 0x400000, tl.uint32)
    v32 = v31.to(tl.float32, bitcast=True)
    v33 = tl.where(v30, v32, v28)
    v34 = a0 * v33
    v35 = tl.full((), 0.75, tl.float32)
    v36 = v34 * v35
    v37 = tl.full((), 0x7f800000, tl.uint32)
    v38 = a1 < v37
    v39 = tl.full((), 0.0, tl.float32)
    v40 = tl.where(v38, v36, v39)
    v41 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v42 = v40.to(tl.uint32, bitcast=True)
    v43 = tl.full((), 0x7fffffff, tl.uint32)
    v44 = v42 & v43
    v45 = tl.full((), 0x1f, tl.uint32)
    v46 = v42 >> v45
    v47 = tl.full((), 0x40c00000, tl.uint32)
    v48 = v44 < v47
    v49 = tl.full((), 0x40c00000, tl.uint32)
    v50 = tl.where(v48, v44, v49)
    v51 = tl.full((), 0x6, tl.uint32)
    v52 = v50 << v51
    v53 = tl.full((), 0xc0000000, tl.uint32)
    v54 = v52 - v53
    v55 = v50.to(tl.float32, bitcast=True)
    v56 = tl.full((), 536870912.0, tl.float32)
    v57 = v55 * v56
    v58 = v57.to(tl.uint32)
    v59 = tl.full((), 0x3f800000, tl.uint32)
    v60 = v50 < v59
    v61 = tl.where(v60, v58, v54)
    v62 = tl.full((), 0x7f800000, tl.uint32)
    v63 = v44 > v62
    v64 = tl.full((), 0xffff, tl.uint32)
    v65 = v41 & v64
    v66 = tl.full((), 0xc, tl.uint32)
    v67 = v65 << v66
    v68 = v61 + v67
    v69 = tl.full((), 0x80000000, tl.uint32)
    v70 = v42 & v69
    v71 = v68 | v70
    v72 = tl.full((), 0x1c, tl.uint32)
    v73 = v71 >> v72
    v74 = (v73 & 0xF).to(tl.uint8)
    v75 = v74.to(tl.uint8, bitcast=True)
    v76 = v75.to(tl.uint8, bitcast=True)
    v77 = (v76.to(tl.uint8) ^ 8) - 8
    v78 = tl.full((), 0xf, tl.uint8)
    v79 = v77 & v78
    v80 = v23.to(tl.uint8)
    return v79,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__ceil__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__ceil(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__ceil__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__mxfp4__even(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x200000, tl.uint32)
    v3 = a0 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x2, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = v17.to(tl.uint8)
    return v28,


@triton.jit
def mx_quantize__mxfp4__even__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x200000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x2, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = v32.to(tl.uint32, bitcast=True)
    v34 = tl.full((), 0x7fffffff, tl.uint32)
    v35 = v33 & v34
    v36 = tl.full((), 0x1f, tl.uint32)
    v37 = v33 >> v36
    v38 = tl.full((), 0x40c00000, tl.uint32)
    v39 = v35 < v38
    v40 = tl.full((), 0x40c00000, tl.uint32)
    v41 = tl.where(v39, v35, v40)
    v42 = tl.full((), 0x6, tl.uint32)
    v43 = v41 << v42
    v44 = tl.full((), 0xc0000000, tl.uint32)
    v45 = v43 - v44
    v46 = v41.to(tl.float32, bitcast=True)
    v47 = tl.full((), 536870912.0, tl.float32)
    v48 = v46 * v47
    v49 = v48.to(tl.uint32)
    v50 = tl.full((), 0x3f800000, tl.uint32)
    v51 = v41 < v50
    v52 = tl.where(v51, v49, v45)
    v53 = tl.full((), 0x7f800000, tl.uint32)
    v54 = v35 > v53
    v55 = tl.full((), 0x1c, tl.uint32)
    v56 = v52 >> v55
    v57 = tl.full((), 0x1, tl.uint32)
    v58 = v56 & v57
    v59 = tl.full((), 0x7ffffff, tl.uint32)
    v60 = v59 + v58
    v61 = v52 + v60
    v62 = tl.full((), 0x80000000, tl.uint32)
    v63 = v33 & v62
    v64 = v61 | v63
    v65 = tl.full((), 0x1c, tl.uint32)
    v66 = v64 >> v65
    v67 = (v66 & 0xF).to(tl.uint8)
    v68 = v67.to(tl.uint8, bitcast=True)
    v69 = v68.to(tl.uint8, bitcast=True)
    v70 = (v69.to(tl.uint8) ^ 8) - 8
    v71 = tl.full((), 0xf, tl.uint8)
    v72 = v70 & v71
    v73 = v17.to(tl.uint8)
    return v72,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__even__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x200000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x2, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0.75, tl.float32)
    v30 = v28 * v29
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = a1 < v31
    v33 = tl.full((), 0.0, tl.float32)
    v34 = tl.where(v32, v30, v33)
    v35 = v34.to(tl.uint32, bitcast=True)
    v36 = tl.full((), 0x7fffffff, tl.uint32)
    v37 = v35 & v36
    v38 = tl.full((), 0x1f, tl.uint32)
    v39 = v35 >> v38
    v40 = tl.full((), 0x40c00000, tl.uint32)
    v41 = v37 < v40
    v42 = tl.full((), 0x40c00000, tl.uint32)
    v43 = tl.where(v41, v37, v42)
    v44 = tl.full((), 0x6, tl.uint32)
    v45 = v43 << v44
    v46 = tl.full((), 0xc0000000, tl.uint32)
    v47 = v45 - v46
    v48 = v43.to(tl.float32, bitcast=True)
    v49 = tl.full((), 536870912.0, tl.float32)
    v50 = v48 * v49
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x3f800000, tl.uint32)
    v53 = v43 < v52
    v54 = tl.where(v53, v51, v47)
    v55 = tl.full((), 0x7f800000, tl.uint32)
    v56 = v37 > v55
    v57 = tl.full((), 0x1c, tl.uint32)
    v58 = v54 >> v57
    v59 = tl.full((), 0x1, tl.uint32)
    v60 = v58 & v59
    v61 = tl.full((), 0x7ffffff, tl.uint32)
    v62 = v61 + v60
    v63 = v54 + v62
    v64 = tl.full((), 0x80000000, tl.uint32)
    v65 = v35 & v64
    v66 = v63 | v65
    v67 = tl.full((), 0x1c, tl.uint32)
    v68 = v66 >> v67
    v69 = (v68 & 0xF).to(tl.uint8)
    v70 = v69.to(tl.uint8, bitcast=True)
    v71 = v70.to(tl.uint8, bitcast=True)
    v72 = (v71.to(tl.uint8) ^ 8) - 8
    v73 = tl.full((), 0xf, tl.uint8)
    v74 = v72 & v73
    v75 = v17.to(tl.uint8)
    return v74,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__even__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x200000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x2, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0x7f800000, tl.uint32)
    v30 = a1 < v29
    v31 = tl.full((), 0.0, tl.float32)
    v32 = tl.where(v30, v28, v31)
    v33 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v34 = v32.to(tl.uint32, bitcast=True)
    v35 = tl.full((), 0x7fffffff, tl.uint32)
    v36 = v34 & v35
    v37 = tl.full((), 0x1f, tl.uint32)
    v38 = v34 >> v37
    v39 = tl.full((), 0x40c00000, tl.uint32)
    v40 = v36 < v39
    v41 = tl.full((), 0x40c00000, tl.uint32)
    v42 = tl.where(v40, v36, v41)
    v43 = tl.full((), 0x6, tl.uint32)
    v44 = v42 << v43
    v45 = tl.full((), 0xc0000000, tl.uint32)
    v46 = v44 - v45
    v47 = v42.to(tl.float32, bitcast=True)
    v48 = tl.full((), 536870912.0, tl.float32)
    v49 = v47 * v48
    v50 = v49.to(tl.uint32)
    v51 = tl.full((), 0x3f800000, tl.uint32)
    v52 = v42 < v51
    v53 = tl.where(v52, v50, v46)
    v54 = tl.full((), 0x7f800000, tl.uint32)
    v55 = v36 > v54
    v56 = tl.full((), 0xffff, tl.uint32)
    v57 = v33 & v56
    v58 = tl.full((), 0xc, tl.uint32)
    v59 = v57 << v58
    v60 = v53 + v59
    v61 = tl.full((), 0x80000000, tl.uint32)
    v62 = v34 & v61
    v63 = v60 | v62
    v64 = tl.full((), 0x1c, tl.uint32)
    v65 = v63 >> v64
    v66 = (v65 & 0xF).to(tl.uint8)
    v67 = v66.to(tl.uint8, bitcast=True)
    v68 = v67.to(tl.uint8, bitcast=True)
    v69 = (v68.to(tl.uint8) ^ 8) - 8
    v70 = tl.full((), 0xf, tl.uint8)
    v71 = v69 & v70
    v72 = v17.to(tl.uint8)
    return v71,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__mxfp4__even__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x200000, tl.uint32)
    v3 = a1 + v2
    v4 = tl.full((), 0x17, tl.uint32)
    v5 = v3 >> v4
    v6 = tl.full((), 0x2, tl.uint32)
    v7 = v5 > v6
    v8 = tl.full((), 0x2, tl.uint32)
    v9 = tl.where(v7, v5, v8)
    v10 = tl.full((), 0x2, tl.uint32)
    v11 = v9 - v10
    v12 = tl.full((), 0xfe, tl.uint32)
    v13 = v11 < v12
    v14 = tl.full((), 0xfe, tl.uint32)
    v15 = tl.where(v13, v11, v14)
    v16 = tl.full((), 0xff, tl.uint32)
    v17 = tl.where(v1, v16, v15)
    v18 = tl.full((), 0xfe, tl.uint32)
    v19 = v18 - v15
    v20 = tl.full((), 0x17, tl.uint32)
    v21 = v19 << v20
    v22 = v21.to(tl.float32, bitcast=True)
    v23 = tl.full((), 0xfe, tl.uint32)
    v24 = v15 == v23
    v25 = tl.full((), 0x400000, tl.uint32)
    v26 = v25.to(tl.float32, bitcast=True)
    v27 = tl.where(v24, v26, v22)
    v28 = a0 * v27
    v29 = tl.full((), 0.75, tl.float32)
    v30 = v28 * v29
    v31 = tl.full((), 0x7f800000, tl.uint32)
    v32 = a1 < v31
    v33 = tl.full((), 0.0, tl.float32)
    v34 = tl.where(v32, v30, v33)
    v35 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v36 = v34.to(tl.uint32, bitcast=True)
    v37 = tl.full((), 0x7fffffff, tl.uint32)
    v38 = v36 & v37
    v39 = tl.full((), 0x1f, tl.uint32)
    v40 = v36 >> v39
    v41 = tl.full((), 0x40c00000, tl.uint32)
    v42 = v38 < v41
    v43 = tl.full((), 0x40c00000, tl.uint32)
    v44 = tl.where(v42, v38, v43)
    v45 = tl.full((), 0x6, tl.uint32)
    v46 = v44 << v45
    v47 = tl.full((), 0xc0000000, tl.uint32)
    v48 = v46 - v47
    v49 = v44.to(tl.float32, bitcast=True)
    v50 = tl.full((), 536870912.0, tl.float32)
    v51 = v49 * v50
    v52 = v51.to(tl.uint32)
    v53 = tl.full((), 0x3f800000, tl.uint32)
    v54 = v44 < v53
    v55 = tl.where(v54, v52, v48)
    v56 = tl.full((), 0x7f800000, tl.uint32)
    v57 = v38 > v56
    v58 = tl.full((), 0xffff, tl.uint32)
    v59 = v35 & v58
    v60 = tl.full((), 0xc, tl.uint32)
    v61 = v59 << v60
    v62 = v55 + v61
    v63 = tl.full((), 0x80000000, tl.uint32)
    v64 = v36 & v63
    v65 = v62 | v64
    v66 = tl.full((), 0x1c, tl.uint32)
    v67 = v65 >> v66
    v68 = (v67 & 0xF).to(tl.uint8)
    v69 = v68.to(tl.uint8, bitcast=True)
    v70 = v69.to(tl.uint8, bitcast=True)
    v71 = (v70.to(tl.uint8) ^ 8) - 8
    v72 = tl.full((), 0xf, tl.uint8)
    v73 = v71 & v72
    v74 = v17.to(tl.uint8)
    return v73,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__mxfp4__even__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__mxfp4__even(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__mxfp4__even__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__nvfp4__rn(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a0)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a1
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x3c800000, tl.uint32)
    v26 = v16 < v25
    v27 = tl.where(v26, v24, v20)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v10 > v28
    v30 = tl.full((), 0x18, tl.uint32)
    v31 = v27 >> v30
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7fffff, tl.uint32)
    v35 = v34 + v33
    v36 = v27 + v35
    v37 = tl.full((), 0x7f000000, tl.uint32)
    v38 = tl.where(v29, v37, v36)
    v39 = tl.full((), 0x80000000, tl.uint32)
    v40 = v8 & v39
    v41 = v38 | v40
    v42 = tl.full((), 0x18, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint8)
    v45 = v44.to(tl.uint8, bitcast=True)
    v46 = v45.to(tl.uint8, bitcast=True)
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x3, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0xf, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7, tl.uint32)
    v53 = v47 & v52
    v54 = tl.full((), 0x7, tl.uint32)
    v55 = v47 >> v54
    v56 = tl.full((), 0x1f, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0x0, tl.uint32)
    v59 = v51 == v58
    v60 = tl.full((), 0x8, tl.uint32)
    v61 = v53 | v60
    v62 = tl.where(v59, v53, v61)
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v51 > v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = tl.where(v64, v51, v65)
    v67 = tl.full((), 0x75, tl.uint32)
    v68 = v66 + v67
    v69 = tl.full((), 0x17, tl.uint32)
    v70 = v68 << v69
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = v62.to(tl.float32)
    v73 = v72 * v71
    v74 = v73.to(tl.uint32, bitcast=True)
    v75 = v74 | v57
    v76 = tl.full((), 0x7f, tl.uint32)
    v77 = v47 & v76
    v78 = tl.full((), 0x7f, tl.uint32)
    v79 = v77 == v78
    v80 = tl.full((), 0x7fc00000, tl.uint32)
    v81 = v57 | v80
    v82 = tl.where(v79, v81, v75)
    v83 = v82.to(tl.float32, bitcast=True)
    v84 = tl.full((), 0.0, tl.float32)
    v85 = v83 == v84
    v86 = tl.full((), 1.0, tl.float32)
    v87 = tl.where(v85, v86, v83)
    v88 = tl.math.div_rn(a1, v87)
    v89 = tl.full((), 0.0, tl.float32)
    v90 = tl.where(v85, v89, v88)
    v91 = v45.to(tl.uint8, bitcast=True)
    v92 = v91.to(tl.uint32)
    v93 = tl.full((), 0x7f, tl.uint32)
    v94 = tl.where(v1, v93, v92)
    v95 = v94.to(tl.uint8)
    return v95,


@triton.jit
def mx_quantize__nvfp4__rn__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x3c800000, tl.uint32)
    v26 = v16 < v25
    v27 = tl.where(v26, v24, v20)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v10 > v28
    v30 = tl.full((), 0x18, tl.uint32)
    v31 = v27 >> v30
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7fffff, tl.uint32)
    v35 = v34 + v33
    v36 = v27 + v35
    v37 = tl.full((), 0x7f000000, tl.uint32)
    v38 = tl.where(v29, v37, v36)
    v39 = tl.full((), 0x80000000, tl.uint32)
    v40 = v8 & v39
    v41 = v38 | v40
    v42 = tl.full((), 0x18, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint8)
    v45 = v44.to(tl.uint8, bitcast=True)
    v46 = v45.to(tl.uint8, bitcast=True)
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x3, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0xf, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7, tl.uint32)
    v53 = v47 & v52
    v54 = tl.full((), 0x7, tl.uint32)
    v55 = v47 >> v54
    v56 = tl.full((), 0x1f, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0x0, tl.uint32)
    v59 = v51 == v58
    v60 = tl.full((), 0x8, tl.uint32)
    v61 = v53 | v60
    v62 = tl.where(v59, v53, v61)
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v51 > v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = tl.where(v64, v51, v65)
    v67 = tl.full((), 0x75, tl.uint32)
    v68 = v66 + v67
    v69 = tl.full((), 0x17, tl.uint32)
    v70 = v68 << v69
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = v62.to(tl.float32)
    v73 = v72 * v71
    v74 = v73.to(tl.uint32, bitcast=True)
    v75 = v74 | v57
    v76 = tl.full((), 0x7f, tl.uint32)
    v77 = v47 & v76
    v78 = tl.full((), 0x7f, tl.uint32)
    v79 = v77 == v78
    v80 = tl.full((), 0x7fc00000, tl.uint32)
    v81 = v57 | v80
    v82 = tl.where(v79, v81, v75)
    v83 = v82.to(tl.float32, bitcast=True)
    v84 = tl.full((), 0.0, tl.float32)
    v85 = v83 == v84
    v86 = tl.full((), 1.0, tl.float32)
    v87 = tl.where(v85, v86, v83)
    v88 = tl.math.div_rn(a4, v87)
    v89 = tl.full((), 0.0, tl.float32)
    v90 = tl.where(v85, v89, v88)
    v91 = v45.to(tl.uint8, bitcast=True)
    v92 = v91.to(tl.uint32)
    v93 = tl.full((), 0x7f, tl.uint32)
    v94 = tl.where(v1, v93, v92)
    v95 = a0 * v90
    v96 = tl.full((), 0x7f800000, tl.uint32)
    v97 = a1 < v96
    v98 = tl.full((), 0.0, tl.float32)
    v99 = tl.where(v97, v95, v98)
    v100 = v99.to(tl.uint32, bitcast=True)
    v101 = tl.full((), 0x7fffffff, tl.uint32)
    v102 = v100 & v101
    v103 = tl.full((), 0x1f, tl.uint32)
    v104 = v100 >> v103
    v105 = tl.full((), 0x40c00000, tl.uint32)
    v106 = v102 < v105
    v107 = tl.full((), 0x40c00000, tl.uint32)
    v108 = tl.where(v106, v102, v107)
    v109 = tl.full((), 0x6, tl.uint32)
    v110 = v108 << v109
    v111 = tl.full((), 0xc0000000, tl.uint32)
    v112 = v110 - v111
    v113 = v108.to(tl.float32, bitcast=True)
    v114 = tl.full((), 536870912.0, tl.float32)
    v115 = v113 * v114
    v116 = v115.to(tl.uint32)
    v117 = tl.full((), 0x3f800000, tl.uint32)
    v118 = v108 < v117
    v119 = tl.where(v118, v116, v112)
    v120 = tl.full((), 0x7f800000, tl.uint32)
    v121 = v102 > v120
    v122 = tl.full((), 0x1c, tl.uint32)
    v123 = v119 >> v122
    v124 = tl.full((), 0x1, tl.uint32)
    v125 = v123 & v124
    v126 = tl.full((), 0x7ffffff, tl.uint32)
    v127 = v126 + v125
    v128 = v119 + v127
    v129 = tl.full((), 0x80000000, tl.uint32)
    v130 = v100 & v129
    v131 = v128 | v130
    v132 = tl.full((), 0x1c, tl.uint32)
    v133 = v131 >> v132
    v134 = (v133 & 0xF).to(tl.uint8)
    v135 = v134.to(tl.uint8, bitcast=True)
    v136 = v135.to(tl.uint8, bitcast=True)
    v137 = (v136.to(tl.uint8) ^ 8) - 8
    v138 = tl.full((), 0xf, tl.uint8)
    v139 = v137 & v138
    v140 = v94.to(tl.uint8)
    return v139,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__nvfp4__rn__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x3c800000, tl.uint32)
    v26 = v16 < v25
    v27 = tl.where(v26, v24, v20)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v10 > v28
    v30 = tl.full((), 0x18, tl.uint32)
    v31 = v27 >> v30
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7fffff, tl.uint32)
    v35 = v34 + v33
    v36 = v27 + v35
    v37 = tl.full((), 0x7f000000, tl.uint32)
    v38 = tl.where(v29, v37, v36)
    v39 = tl.full((), 0x80000000, tl.uint32)
    v40 = v8 & v39
    v41 = v38 | v40
    v42 = tl.full((), 0x18, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint8)
    v45 = v44.to(tl.uint8, bitcast=True)
    v46 = v45.to(tl.uint8, bitcast=True)
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x3, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0xf, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7, tl.uint32)
    v53 = v47 & v52
    v54 = tl.full((), 0x7, tl.uint32)
    v55 = v47 >> v54
    v56 = tl.full((), 0x1f, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0x0, tl.uint32)
    v59 = v51 == v58
    v60 = tl.full((), 0x8, tl.uint32)
    v61 = v53 | v60
    v62 = tl.where(v59, v53, v61)
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v51 > v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = tl.where(v64, v51, v65)
    v67 = tl.full((), 0x75, tl.uint32)
    v68 = v66 + v67
    v69 = tl.full((), 0x17, tl.uint32)
    v70 = v68 << v69
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = v62.to(tl.float32)
    v73 = v72 * v71
    v74 = v73.to(tl.uint32, bitcast=True)
    v75 = v74 | v57
    v76 = tl.full((), 0x7f, tl.uint32)
    v77 = v47 & v76
    v78 = tl.full((), 0x7f, tl.uint32)
    v79 = v77 == v78
    v80 = tl.full((), 0x7fc00000, tl.uint32)
    v81 = v57 | v80
    v82 = tl.where(v79, v81, v75)
    v83 = v82.to(tl.float32, bitcast=True)
    v84 = tl.full((), 0.0, tl.float32)
    v85 = v83 == v84
    v86 = tl.full((), 1.0, tl.float32)
    v87 = tl.where(v85, v86, v83)
    v88 = tl.math.div_rn(a4, v87)
    v89 = tl.full((), 0.0, tl.float32)
    v90 = tl.where(v85, v89, v88)
    v91 = v45.to(tl.uint8, bitcast=True)
    v92 = v91.to(tl.uint32)
    v93 = tl.full((), 0x7f, tl.uint32)
    v94 = tl.where(v1, v93, v92)
    v95 = a0 * v90
    v96 = tl.full((), 0.75, tl.float32)
    v97 = v95 * v96
    v98 = tl.full((), 0x7f800000, tl.uint32)
    v99 = a1 < v98
    v100 = tl.full((), 0.0, tl.float32)
    v101 = tl.where(v99, v97, v100)
    v102 = v101.to(tl.uint32, bitcast=True)
    v103 = tl.full((), 0x7fffffff, tl.uint32)
    v104 = v102 & v103
    v105 = tl.full((), 0x1f, tl.uint32)
    v106 = v102 >> v105
    v107 = tl.full((), 0x40c00000, tl.uint32)
    v108 = v104 < v107
    v109 = tl.full((), 0x40c00000, tl.uint32)
    v110 = tl.where(v108, v104, v109)
    v111 = tl.full((), 0x6, tl.uint32)
    v112 = v110 << v111
    v113 = tl.full((), 0xc0000000, tl.uint32)
    v114 = v112 - v113
    v115 = v110.to(tl.float32, bitcast=True)
    v116 = tl.full((), 536870912.0, tl.float32)
    v117 = v115 * v116
    v118 = v117.to(tl.uint32)
    v119 = tl.full((), 0x3f800000, tl.uint32)
    v120 = v110 < v119
    v121 = tl.where(v120, v118, v114)
    v122 = tl.full((), 0x7f800000, tl.uint32)
    v123 = v104 > v122
    v124 = tl.full((), 0x1c, tl.uint32)
    v125 = v121 >> v124
    v126 = tl.full((), 0x1, tl.uint32)
    v127 = v125 & v126
    v128 = tl.full((), 0x7ffffff, tl.uint32)
    v129 = v128 + v127
    v130 = v121 + v129
    v131 = tl.full((), 0x80000000, tl.uint32)
    v132 = v102 & v131
    v133 = v130 | v132
    v134 = tl.full((), 0x1c, tl.uint32)
    v135 = v133 >> v134
    v136 = (v135 & 0xF).to(tl.uint8)
    v137 = v136.to(tl.uint8, bitcast=True)
    v138 = v137.to(tl.uint8, bitcast=True)
    v139 = (v138.to(tl.uint8) ^ 8) - 8
    v140 = tl.full((), 0xf, tl.uint8)
    v141 = v139 & v140
    v142 = v94.to(tl.uint8)
    return v141,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__nvfp4__rn__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x3c800000, tl.uint32)
    v26 = v16 < v25
    v27 = tl.where(v26, v24, v20)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v10 > v28
    v30 = tl.full((), 0x18, tl.uint32)
    v31 = v27 >> v30
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7fffff, tl.uint32)
    v35 = v34 + v33
    v36 = v27 + v35
    v37 = tl.full((), 0x7f000000, tl.uint32)
    v38 = tl.where(v29, v37, v36)
    v39 = tl.full((), 0x80000000, tl.uint32)
    v40 = v8 & v39
    v41 = v38 | v40
    v42 = tl.full((), 0x18, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint8)
    v45 = v44.to(tl.uint8, bitcast=True)
    v46 = v45.to(tl.uint8, bitcast=True)
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x3, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0xf, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7, tl.uint32)
    v53 = v47 & v52
    v54 = tl.full((), 0x7, tl.uint32)
    v55 = v47 >> v54
    v56 = tl.full((), 0x1f, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0x0, tl.uint32)
    v59 = v51 == v58
    v60 = tl.full((), 0x8, tl.uint32)
    v61 = v53 | v60
    v62 = tl.where(v59, v53, v61)
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v51 > v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = tl.where(v64, v51, v65)
    v67 = tl.full((), 0x75, tl.uint32)
    v68 = v66 + v67
    v69 = tl.full((), 0x17, tl.uint32)
    v70 = v68 << v69
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = v62.to(tl.float32)
    v73 = v72 * v71
    v74 = v73.to(tl.uint32, bitcast=True)
    v75 = v74 | v57
    v76 = tl.full((), 0x7f, tl.uint32)
    v77 = v47 & v76
    v78 = tl.full((), 0x7f, tl.uint32)
    v79 = v77 == v78
    v80 = tl.full((), 0x7fc00000, tl.uint32)
    v81 = v57 | v80
    v82 = tl.where(v79, v81, v75)
    v83 = v82.to(tl.float32, bitcast=True)
    v84 = tl.full((), 0.0, tl.float32)
    v85 = v83 == v84
    v86 = tl.full((), 1.0, tl.float32)
    v87 = tl.where(v85, v86, v83)
    v88 = tl.math.div_rn(a4, v87)
    v89 = tl.full((), 0.0, tl.float32)
    v90 = tl.where(v85, v89, v88)
    v91 = v45.to(tl.uint8, bitcast=True)
    v92 = v91.to(tl.uint32)
    v93 = tl.full((), 0x7f, tl.uint32)
    v94 = tl.where(v1, v93, v92)
    v95 = a0 * v90
    v96 = tl.full((), 0x7f800000, tl.uint32)
    v97 = a1 < v96
    v98 = tl.full((), 0.0, tl.float32)
    v99 = tl.where(v97, v95, v98)
    v100 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v101 = v99.to(tl.uint32, bitcast=True)
    v102 = tl.full((), 0x7fffffff, tl.uint32)
    v103 = v101 & v102
    v104 = tl.full((), 0x1f, tl.uint32)
    v105 = v101 >> v104
    v106 = tl.full((), 0x40c00000, tl.uint32)
    v107 = v103 < v106
    v108 = tl.full((), 0x40c00000, tl.uint32)
    v109 = tl.where(v107, v103, v108)
    v110 = tl.full((), 0x6, tl.uint32)
    v111 = v109 << v110
    v112 = tl.full((), 0xc0000000, tl.uint32)
    v113 = v111 - v112
    v114 = v109.to(tl.float32, bitcast=True)
    v115 = tl.full((), 536870912.0, tl.float32)
    v116 = v114 * v115
    v117 = v116.to(tl.uint32)
    v118 = tl.full((), 0x3f800000, tl.uint32)
    v119 = v109 < v118
    v120 = tl.where(v119, v117, v113)
    v121 = tl.full((), 0x7f800000, tl.uint32)
    v122 = v103 > v121
    v123 = tl.full((), 0xffff, tl.uint32)
    v124 = v100 & v123
    v125 = tl.full((), 0xc, tl.uint32)
    v126 = v124 << v125
    v127 = v120 + v126
    v128 = tl.full((), 0x80000000, tl.uint32)
    v129 = v101 & v128
    v130 = v127 | v129
    v131 = tl.full((), 0x1c, tl.uint32)
    v132 = v130 >> v131
    v133 = (v132 & 0xF).to(tl.uint8)
    v134 = v133.to(tl.uint8, bitcast=True)
    v135 = v134.to(tl.uint8, bitcast=True)
    v136 = (v135.to(tl.uint8) ^ 8) - 8
    v137 = tl.full((), 0xf, tl.uint8)
    v138 = v136 & v137
    v139 = v94.to(tl.uint8)
    return v138,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__nvfp4__rn__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x3c800000, tl.uint32)
    v26 = v16 < v25
    v27 = tl.where(v26, v24, v20)
    v28 = tl.full((), 0x7f800000, tl.uint32)
    v29 = v10 > v28
    v30 = tl.full((), 0x18, tl.uint32)
    v31 = v27 >> v30
    v32 = tl.full((), 0x1, tl.uint32)
    v33 = v31 & v32
    v34 = tl.full((), 0x7fffff, tl.uint32)
    v35 = v34 + v33
    v36 = v27 + v35
    v37 = tl.full((), 0x7f000000, tl.uint32)
    v38 = tl.where(v29, v37, v36)
    v39 = tl.full((), 0x80000000, tl.uint32)
    v40 = v8 & v39
    v41 = v38 | v40
    v42 = tl.full((), 0x18, tl.uint32)
    v43 = v41 >> v42
    v44 = v43.to(tl.uint8)
    v45 = v44.to(tl.uint8, bitcast=True)
    v46 = v45.to(tl.uint8, bitcast=True)
    v47 = v46.to(tl.uint32)
    v48 = tl.full((), 0x3, tl.uint32)
    v49 = v47 >> v48
    v50 = tl.full((), 0xf, tl.uint32)
    v51 = v49 & v50
    v52 = tl.full((), 0x7, tl.uint32)
    v53 = v47 & v52
    v54 = tl.full((), 0x7, tl.uint32)
    v55 = v47 >> v54
    v56 = tl.full((), 0x1f, tl.uint32)
    v57 = v55 << v56
    v58 = tl.full((), 0x0, tl.uint32)
    v59 = v51 == v58
    v60 = tl.full((), 0x8, tl.uint32)
    v61 = v53 | v60
    v62 = tl.where(v59, v53, v61)
    v63 = tl.full((), 0x1, tl.uint32)
    v64 = v51 > v63
    v65 = tl.full((), 0x1, tl.uint32)
    v66 = tl.where(v64, v51, v65)
    v67 = tl.full((), 0x75, tl.uint32)
    v68 = v66 + v67
    v69 = tl.full((), 0x17, tl.uint32)
    v70 = v68 << v69
    v71 = v70.to(tl.float32, bitcast=True)
    v72 = v62.to(tl.float32)
    v73 = v72 * v71
    v74 = v73.to(tl.uint32, bitcast=True)
    v75 = v74 | v57
    v76 = tl.full((), 0x7f, tl.uint32)
    v77 = v47 & v76
    v78 = tl.full((), 0x7f, tl.uint32)
    v79 = v77 == v78
    v80 = tl.full((), 0x7fc00000, tl.uint32)
    v81 = v57 | v80
    v82 = tl.where(v79, v81, v75)
    v83 = v82.to(tl.float32, bitcast=True)
    v84 = tl.full((), 0.0, tl.float32)
    v85 = v83 == v84
    v86 = tl.full((), 1.0, tl.float32)
    v87 = tl.where(v85, v86, v83)
    v88 = tl.math.div_rn(a4, v87)
    v89 = tl.full((), 0.0, tl.float32)
    v90 = tl.where(v85, v89, v88)
    v91 = v45.to(tl.uint8, bitcast=True)
    v92 = v91.to(tl.uint32)
    v93 = tl.full((), 0x7f, tl.uint32)
    v94 = tl.where(v1, v93, v92)
    v95 = a0 * v90
    v96 = tl.full((), 0.75, tl.float32)
    v97 = v95 * v96
    v98 = tl.full((), 0x7f800000, tl.uint32)
    v99 = a1 < v98
    v100 = tl.full((), 0.0, tl.float32)
    v101 = tl.where(v99, v97, v100)
    v102 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v103 = v101.to(tl.uint32, bitcast=True)
    v104 = tl.full((), 0x7fffffff, tl.uint32)
    v105 = v103 & v104
    v106 = tl.full((), 0x1f, tl.uint32)
    v107 = v103 >> v106
    v108 = tl.full((), 0x40c00000, tl.uint32)
    v109 = v105 < v108
    v110 = tl.full((), 0x40c00000, tl.uint32)
    v111 = tl.where(v109, v105, v110)
    v112 = tl.full((), 0x6, tl.uint32)
    v113 = v111 << v112
    v114 = tl.full((), 0xc0000000, tl.uint32)
    v115 = v113 - v114
    v116 = v111.to(tl.float32, bitcast=True)
    v117 = tl.full((), 536870912.0, tl.float32)
    v118 = v116 * v117
    v119 = v118.to(tl.uint32)
    v120 = tl.full((), 0x3f800000, tl.uint32)
    v121 = v111 < v120
    v122 = tl.where(v121, v119, v115)
    v123 = tl.full((), 0x7f800000, tl.uint32)
    v124 = v105 > v123
    v125 = tl.full((), 0xffff, tl.uint32)
    v126 = v102 & v125
    v127 = tl.full((), 0xc, tl.uint32)
    v128 = v126 << v127
    v129 = v122 + v128
    v130 = tl.full((), 0x80000000, tl.uint32)
    v131 = v103 & v130
    v132 = v129 | v131
    v133 = tl.full((), 0x1c, tl.uint32)
    v134 = v132 >> v133
    v135 = (v134 & 0xF).to(tl.uint8)
    v136 = v135.to(tl.uint8, bitcast=True)
    v137 = v136.to(tl.uint8, bitcast=True)
    v138 = (v137.to(tl.uint8) ^ 8) - 8
    v139 = tl.full((), 0xf, tl.uint8)
    v140 = v138 & v139
    v141 = v94.to(tl.uint8)
    return v140,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__rn__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__rn(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__rn__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_scale__nvfp4__ru(a0, a1, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a0 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a0)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a1
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = v24 > v25
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = tl.where(v26, v24, v27)
    v29 = v16 < v28
    v30 = tl.where(v29, v16, v28)
    v31 = tl.full((), 0x3c800000, tl.uint32)
    v32 = v16 < v31
    v33 = tl.where(v32, v30, v20)
    v34 = tl.full((), 0x7f800000, tl.uint32)
    v35 = v10 > v34
    v36 = tl.full((), 0x1, tl.uint32)
    v37 = v36 - v12
    v38 = tl.full((), 0xffffff, tl.uint32)
    v39 = v37 * v38
    v40 = v33 + v39
    v41 = tl.full((), 0x7f000000, tl.uint32)
    v42 = tl.where(v35, v41, v40)
    v43 = tl.full((), 0x80000000, tl.uint32)
    v44 = v8 & v43
    v45 = v42 | v44
    v46 = tl.full((), 0x18, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint8)
    v49 = v48.to(tl.uint8, bitcast=True)
    v50 = v49.to(tl.uint8, bitcast=True)
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x3, tl.uint32)
    v53 = v51 >> v52
    v54 = tl.full((), 0xf, tl.uint32)
    v55 = v53 & v54
    v56 = tl.full((), 0x7, tl.uint32)
    v57 = v51 & v56
    v58 = tl.full((), 0x7, tl.uint32)
    v59 = v51 >> v58
    v60 = tl.full((), 0x1f, tl.uint32)
    v61 = v59 << v60
    v62 = tl.full((), 0x0, tl.uint32)
    v63 = v55 == v62
    v64 = tl.full((), 0x8, tl.uint32)
    v65 = v57 | v64
    v66 = tl.where(v63, v57, v65)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v55 > v67
    v69 = tl.full((), 0x1, tl.uint32)
    v70 = tl.where(v68, v55, v69)
    v71 = tl.full((), 0x75, tl.uint32)
    v72 = v70 + v71
    v73 = tl.full((), 0x17, tl.uint32)
    v74 = v72 << v73
    v75 = v74.to(tl.float32, bitcast=True)
    v76 = v66.to(tl.float32)
    v77 = v76 * v75
    v78 = v77.to(tl.uint32, bitcast=True)
    v79 = v78 | v61
    v80 = tl.full((), 0x7f, tl.uint32)
    v81 = v51 & v80
    v82 = tl.full((), 0x7f, tl.uint32)
    v83 = v81 == v82
    v84 = tl.full((), 0x7fc00000, tl.uint32)
    v85 = v61 | v84
    v86 = tl.where(v83, v85, v79)
    v87 = v86.to(tl.float32, bitcast=True)
    v88 = tl.full((), 0.0, tl.float32)
    v89 = v87 == v88
    v90 = tl.full((), 1.0, tl.float32)
    v91 = tl.where(v89, v90, v87)
    v92 = tl.math.div_rn(a1, v91)
    v93 = tl.full((), 0.0, tl.float32)
    v94 = tl.where(v89, v93, v92)
    v95 = v49.to(tl.uint8, bitcast=True)
    v96 = v95.to(tl.uint32)
    v97 = tl.full((), 0x7f, tl.uint32)
    v98 = tl.where(v1, v97, v96)
    v99 = v98.to(tl.uint8)
    return v99,


@triton.jit
def mx_quantize__nvfp4__ru__RN__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = v24 > v25
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = tl.where(v26, v24, v27)
    v29 = v16 < v28
    v30 = tl.where(v29, v16, v28)
    v31 = tl.full((), 0x3c800000, tl.uint32)
    v32 = v16 < v31
    v33 = tl.where(v32, v30, v20)
    v34 = tl.full((), 0x7f800000, tl.uint32)
    v35 = v10 > v34
    v36 = tl.full((), 0x1, tl.uint32)
    v37 = v36 - v12
    v38 = tl.full((), 0xffffff, tl.uint32)
    v39 = v37 * v38
    v40 = v33 + v39
    v41 = tl.full((), 0x7f000000, tl.uint32)
    v42 = tl.where(v35, v41, v40)
    v43 = tl.full((), 0x80000000, tl.uint32)
    v44 = v8 & v43
    v45 = v42 | v44
    v46 = tl.full((), 0x18, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint8)
    v49 = v48.to(tl.uint8, bitcast=True)
    v50 = v49.to(tl.uint8, bitcast=True)
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x3, tl.uint32)
    v53 = v51 >> v52
    v54 = tl.full((), 0xf, tl.uint32)
    v55 = v53 & v54
    v56 = tl.full((), 0x7, tl.uint32)
    v57 = v51 & v56
    v58 = tl.full((), 0x7, tl.uint32)
    v59 = v51 >> v58
    v60 = tl.full((), 0x1f, tl.uint32)
    v61 = v59 << v60
    v62 = tl.full((), 0x0, tl.uint32)
    v63 = v55 == v62
    v64 = tl.full((), 0x8, tl.uint32)
    v65 = v57 | v64
    v66 = tl.where(v63, v57, v65)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v55 > v67
    v69 = tl.full((), 0x1, tl.uint32)
    v70 = tl.where(v68, v55, v69)
    v71 = tl.full((), 0x75, tl.uint32)
    v72 = v70 + v71
    v73 = tl.full((), 0x17, tl.uint32)
    v74 = v72 << v73
    v75 = v74.to(tl.float32, bitcast=True)
    v76 = v66.to(tl.float32)
    v77 = v76 * v75
    v78 = v77.to(tl.uint32, bitcast=True)
    v79 = v78 | v61
    v80 = tl.full((), 0x7f, tl.uint32)
    v81 = v51 & v80
    v82 = tl.full((), 0x7f, tl.uint32)
    v83 = v81 == v82
    v84 = tl.full((), 0x7fc00000, tl.uint32)
    v85 = v61 | v84
    v86 = tl.where(v83, v85, v79)
    v87 = v86.to(tl.float32, bitcast=True)
    v88 = tl.full((), 0.0, tl.float32)
    v89 = v87 == v88
    v90 = tl.full((), 1.0, tl.float32)
    v91 = tl.where(v89, v90, v87)
    v92 = tl.math.div_rn(a4, v91)
    v93 = tl.full((), 0.0, tl.float32)
    v94 = tl.where(v89, v93, v92)
    v95 = v49.to(tl.uint8, bitcast=True)
    v96 = v95.to(tl.uint32)
    v97 = tl.full((), 0x7f, tl.uint32)
    v98 = tl.where(v1, v97, v96)
    v99 = a0 * v94
    v100 = tl.full((), 0x7f800000, tl.uint32)
    v101 = a1 < v100
    v102 = tl.full((), 0.0, tl.float32)
    v103 = tl.where(v101, v99, v102)
    v104 = v103.to(tl.uint32, bitcast=True)
    v105 = tl.full((), 0x7fffffff, tl.uint32)
    v106 = v104 & v105
    v107 = tl.full((), 0x1f, tl.uint32)
    v108 = v104 >> v107
    v109 = tl.full((), 0x40c00000, tl.uint32)
    v110 = v106 < v109
    v111 = tl.full((), 0x40c00000, tl.uint32)
    v112 = tl.where(v110, v106, v111)
    v113 = tl.full((), 0x6, tl.uint32)
    v114 = v112 << v113
    v115 = tl.full((), 0xc0000000, tl.uint32)
    v116 = v114 - v115
    v117 = v112.to(tl.float32, bitcast=True)
    v118 = tl.full((), 536870912.0, tl.float32)
    v119 = v117 * v118
    v120 = v119.to(tl.uint32)
    v121 = tl.full((), 0x3f800000, tl.uint32)
    v122 = v112 < v121
    v123 = tl.where(v122, v120, v116)
    v124 = tl.full((), 0x7f800000, tl.uint32)
    v125 = v106 > v124
    v126 = tl.full((), 0x1c, tl.uint32)
    v127 = v123 >> v126
    v128 = tl.full((), 0x1, tl.uint32)
    v129 = v127 & v128
    v130 = tl.full((), 0x7ffffff, tl.uint32)
    v131 = v130 + v129
    v132 = v123 + v131
    v133 = tl.full((), 0x80000000, tl.uint32)
    v134 = v104 & v133
    v135 = v132 | v134
    v136 = tl.full((), 0x1c, tl.uint32)
    v137 = v135 >> v136
    v138 = (v137 & 0xF).to(tl.uint8)
    v139 = v138.to(tl.uint8, bitcast=True)
    v140 = v139.to(tl.uint8, bitcast=True)
    v141 = (v140.to(tl.uint8) ^ 8) - 8
    v142 = tl.full((), 0xf, tl.uint8)
    v143 = v141 & v142
    v144 = v98.to(tl.uint8)
    return v143,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__RN__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__RN__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__RN__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__nvfp4__ru__RN__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = v24 > v25
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = tl.where(v26, v24, v27)
    v29 = v16 < v28
    v30 = tl.where(v29, v16, v28)
    v31 = tl.full((), 0x3c800000, tl.uint32)
    v32 = v16 < v31
    v33 = tl.where(v32, v30, v20)
    v34 = tl.full((), 0x7f800000, tl.uint32)
    v35 = v10 > v34
    v36 = tl.full((), 0x1, tl.uint32)
    v37 = v36 - v12
    v38 = tl.full((), 0xffffff, tl.uint32)
    v39 = v37 * v38
    v40 = v33 + v39
    v41 = tl.full((), 0x7f000000, tl.uint32)
    v42 = tl.where(v35, v41, v40)
    v43 = tl.full((), 0x80000000, tl.uint32)
    v44 = v8 & v43
    v45 = v42 | v44
    v46 = tl.full((), 0x18, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint8)
    v49 = v48.to(tl.uint8, bitcast=True)
    v50 = v49.to(tl.uint8, bitcast=True)
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x3, tl.uint32)
    v53 = v51 >> v52
    v54 = tl.full((), 0xf, tl.uint32)
    v55 = v53 & v54
    v56 = tl.full((), 0x7, tl.uint32)
    v57 = v51 & v56
    v58 = tl.full((), 0x7, tl.uint32)
    v59 = v51 >> v58
    v60 = tl.full((), 0x1f, tl.uint32)
    v61 = v59 << v60
    v62 = tl.full((), 0x0, tl.uint32)
    v63 = v55 == v62
    v64 = tl.full((), 0x8, tl.uint32)
    v65 = v57 | v64
    v66 = tl.where(v63, v57, v65)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v55 > v67
    v69 = tl.full((), 0x1, tl.uint32)
    v70 = tl.where(v68, v55, v69)
    v71 = tl.full((), 0x75, tl.uint32)
    v72 = v70 + v71
    v73 = tl.full((), 0x17, tl.uint32)
    v74 = v72 << v73
    v75 = v74.to(tl.float32, bitcast=True)
    v76 = v66.to(tl.float32)
    v77 = v76 * v75
    v78 = v77.to(tl.uint32, bitcast=True)
    v79 = v78 | v61
    v80 = tl.full((), 0x7f, tl.uint32)
    v81 = v51 & v80
    v82 = tl.full((), 0x7f, tl.uint32)
    v83 = v81 == v82
    v84 = tl.full((), 0x7fc00000, tl.uint32)
    v85 = v61 | v84
    v86 = tl.where(v83, v85, v79)
    v87 = v86.to(tl.float32, bitcast=True)
    v88 = tl.full((), 0.0, tl.float32)
    v89 = v87 == v88
    v90 = tl.full((), 1.0, tl.float32)
    v91 = tl.where(v89, v90, v87)
    v92 = tl.math.div_rn(a4, v91)
    v93 = tl.full((), 0.0, tl.float32)
    v94 = tl.where(v89, v93, v92)
    v95 = v49.to(tl.uint8, bitcast=True)
    v96 = v95.to(tl.uint32)
    v97 = tl.full((), 0x7f, tl.uint32)
    v98 = tl.where(v1, v97, v96)
    v99 = a0 * v94
    v100 = tl.full((), 0.75, tl.float32)
    v101 = v99 * v100
    v102 = tl.full((), 0x7f800000, tl.uint32)
    v103 = a1 < v102
    v104 = tl.full((), 0.0, tl.float32)
    v105 = tl.where(v103, v101, v104)
    v106 = v105.to(tl.uint32, bitcast=True)
    v107 = tl.full((), 0x7fffffff, tl.uint32)
    v108 = v106 & v107
    v109 = tl.full((), 0x1f, tl.uint32)
    v110 = v106 >> v109
    v111 = tl.full((), 0x40c00000, tl.uint32)
    v112 = v108 < v111
    v113 = tl.full((), 0x40c00000, tl.uint32)
    v114 = tl.where(v112, v108, v113)
    v115 = tl.full((), 0x6, tl.uint32)
    v116 = v114 << v115
    v117 = tl.full((), 0xc0000000, tl.uint32)
    v118 = v116 - v117
    v119 = v114.to(tl.float32, bitcast=True)
    v120 = tl.full((), 536870912.0, tl.float32)
    v121 = v119 * v120
    v122 = v121.to(tl.uint32)
    v123 = tl.full((), 0x3f800000, tl.uint32)
    v124 = v114 < v123
    v125 = tl.where(v124, v122, v118)
    v126 = tl.full((), 0x7f800000, tl.uint32)
    v127 = v108 > v126
    v128 = tl.full((), 0x1c, tl.uint32)
    v129 = v125 >> v128
    v130 = tl.full((), 0x1, tl.uint32)
    v131 = v129 & v130
    v132 = tl.full((), 0x7ffffff, tl.uint32)
    v133 = v132 + v131
    v134 = v125 + v133
    v135 = tl.full((), 0x80000000, tl.uint32)
    v136 = v106 & v135
    v137 = v134 | v136
    v138 = tl.full((), 0x1c, tl.uint32)
    v139 = v137 >> v138
    v140 = (v139 & 0xF).to(tl.uint8)
    v141 = v140.to(tl.uint8, bitcast=True)
    v142 = v141.to(tl.uint8, bitcast=True)
    v143 = (v142.to(tl.uint8) ^ 8) - 8
    v144 = tl.full((), 0xf, tl.uint8)
    v145 = v143 & v144
    v146 = v98.to(tl.uint8)
    return v145,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__RN__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__RN__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__RN__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__nvfp4__ru__STOCHASTIC__hea0(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = v24 > v25
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = tl.where(v26, v24, v27)
    v29 = v16 < v28
    v30 = tl.where(v29, v16, v28)
    v31 = tl.full((), 0x3c800000, tl.uint32)
    v32 = v16 < v31
    v33 = tl.where(v32, v30, v20)
    v34 = tl.full((), 0x7f800000, tl.uint32)
    v35 = v10 > v34
    v36 = tl.full((), 0x1, tl.uint32)
    v37 = v36 - v12
    v38 = tl.full((), 0xffffff, tl.uint32)
    v39 = v37 * v38
    v40 = v33 + v39
    v41 = tl.full((), 0x7f000000, tl.uint32)
    v42 = tl.where(v35, v41, v40)
    v43 = tl.full((), 0x80000000, tl.uint32)
    v44 = v8 & v43
    v45 = v42 | v44
    v46 = tl.full((), 0x18, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint8)
    v49 = v48.to(tl.uint8, bitcast=True)
    v50 = v49.to(tl.uint8, bitcast=True)
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x3, tl.uint32)
    v53 = v51 >> v52
    v54 = tl.full((), 0xf, tl.uint32)
    v55 = v53 & v54
    v56 = tl.full((), 0x7, tl.uint32)
    v57 = v51 & v56
    v58 = tl.full((), 0x7, tl.uint32)
    v59 = v51 >> v58
    v60 = tl.full((), 0x1f, tl.uint32)
    v61 = v59 << v60
    v62 = tl.full((), 0x0, tl.uint32)
    v63 = v55 == v62
    v64 = tl.full((), 0x8, tl.uint32)
    v65 = v57 | v64
    v66 = tl.where(v63, v57, v65)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v55 > v67
    v69 = tl.full((), 0x1, tl.uint32)
    v70 = tl.where(v68, v55, v69)
    v71 = tl.full((), 0x75, tl.uint32)
    v72 = v70 + v71
    v73 = tl.full((), 0x17, tl.uint32)
    v74 = v72 << v73
    v75 = v74.to(tl.float32, bitcast=True)
    v76 = v66.to(tl.float32)
    v77 = v76 * v75
    v78 = v77.to(tl.uint32, bitcast=True)
    v79 = v78 | v61
    v80 = tl.full((), 0x7f, tl.uint32)
    v81 = v51 & v80
    v82 = tl.full((), 0x7f, tl.uint32)
    v83 = v81 == v82
    v84 = tl.full((), 0x7fc00000, tl.uint32)
    v85 = v61 | v84
    v86 = tl.where(v83, v85, v79)
    v87 = v86.to(tl.float32, bitcast=True)
    v88 = tl.full((), 0.0, tl.float32)
    v89 = v87 == v88
    v90 = tl.full((), 1.0, tl.float32)
    v91 = tl.where(v89, v90, v87)
    v92 = tl.math.div_rn(a4, v91)
    v93 = tl.full((), 0.0, tl.float32)
    v94 = tl.where(v89, v93, v92)
    v95 = v49.to(tl.uint8, bitcast=True)
    v96 = v95.to(tl.uint32)
    v97 = tl.full((), 0x7f, tl.uint32)
    v98 = tl.where(v1, v97, v96)
    v99 = a0 * v94
    v100 = tl.full((), 0x7f800000, tl.uint32)
    v101 = a1 < v100
    v102 = tl.full((), 0.0, tl.float32)
    v103 = tl.where(v101, v99, v102)
    v104 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v105 = v103.to(tl.uint32, bitcast=True)
    v106 = tl.full((), 0x7fffffff, tl.uint32)
    v107 = v105 & v106
    v108 = tl.full((), 0x1f, tl.uint32)
    v109 = v105 >> v108
    v110 = tl.full((), 0x40c00000, tl.uint32)
    v111 = v107 < v110
    v112 = tl.full((), 0x40c00000, tl.uint32)
    v113 = tl.where(v111, v107, v112)
    v114 = tl.full((), 0x6, tl.uint32)
    v115 = v113 << v114
    v116 = tl.full((), 0xc0000000, tl.uint32)
    v117 = v115 - v116
    v118 = v113.to(tl.float32, bitcast=True)
    v119 = tl.full((), 536870912.0, tl.float32)
    v120 = v118 * v119
    v121 = v120.to(tl.uint32)
    v122 = tl.full((), 0x3f800000, tl.uint32)
    v123 = v113 < v122
    v124 = tl.where(v123, v121, v117)
    v125 = tl.full((), 0x7f800000, tl.uint32)
    v126 = v107 > v125
    v127 = tl.full((), 0xffff, tl.uint32)
    v128 = v104 & v127
    v129 = tl.full((), 0xc, tl.uint32)
    v130 = v128 << v129
    v131 = v124 + v130
    v132 = tl.full((), 0x80000000, tl.uint32)
    v133 = v105 & v132
    v134 = v131 | v133
    v135 = tl.full((), 0x1c, tl.uint32)
    v136 = v134 >> v135
    v137 = (v136 & 0xF).to(tl.uint8)
    v138 = v137.to(tl.uint8, bitcast=True)
    v139 = v138.to(tl.uint8, bitcast=True)
    v140 = (v139.to(tl.uint8) ^ 8) - 8
    v141 = tl.full((), 0xf, tl.uint8)
    v142 = v140 & v141
    v143 = v98.to(tl.uint8)
    return v142,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__STOCHASTIC__hea0_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__STOCHASTIC__hea0_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__STOCHASTIC__hea0(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, False, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)


@triton.jit
def mx_quantize__nvfp4__ru__STOCHASTIC__hea1(a0, a1, a2, a3, a4, index, TILE, ALIGNED: tl.constexpr, ROUNDS: tl.constexpr):
    v0 = tl.full((), 0x7f800000, tl.uint32)
    v1 = a1 >= v0
    v2 = tl.full((), 0x0, tl.uint32)
    v3 = tl.where(v1, v2, a1)
    v4 = v3.to(tl.float32, bitcast=True)
    v5 = tl.full((), 6.0, tl.float32)
    v6 = tl.math.div_rn(v4, v5)
    v7 = v6 * a4
    v8 = v7.to(tl.uint32, bitcast=True)
    v9 = tl.full((), 0x7fffffff, tl.uint32)
    v10 = v8 & v9
    v11 = tl.full((), 0x1f, tl.uint32)
    v12 = v8 >> v11
    v13 = tl.full((), 0x43e00000, tl.uint32)
    v14 = v10 < v13
    v15 = tl.full((), 0x43e00000, tl.uint32)
    v16 = tl.where(v14, v10, v15)
    v17 = tl.full((), 0x4, tl.uint32)
    v18 = v16 << v17
    v19 = tl.full((), 0xc0000000, tl.uint32)
    v20 = v18 - v19
    v21 = v16.to(tl.float32, bitcast=True)
    v22 = tl.full((), 8589934592.0, tl.float32)
    v23 = v21 * v22
    v24 = v23.to(tl.uint32)
    v25 = tl.full((), 0x1, tl.uint32)
    v26 = v24 > v25
    v27 = tl.full((), 0x1, tl.uint32)
    v28 = tl.where(v26, v24, v27)
    v29 = v16 < v28
    v30 = tl.where(v29, v16, v28)
    v31 = tl.full((), 0x3c800000, tl.uint32)
    v32 = v16 < v31
    v33 = tl.where(v32, v30, v20)
    v34 = tl.full((), 0x7f800000, tl.uint32)
    v35 = v10 > v34
    v36 = tl.full((), 0x1, tl.uint32)
    v37 = v36 - v12
    v38 = tl.full((), 0xffffff, tl.uint32)
    v39 = v37 * v38
    v40 = v33 + v39
    v41 = tl.full((), 0x7f000000, tl.uint32)
    v42 = tl.where(v35, v41, v40)
    v43 = tl.full((), 0x80000000, tl.uint32)
    v44 = v8 & v43
    v45 = v42 | v44
    v46 = tl.full((), 0x18, tl.uint32)
    v47 = v45 >> v46
    v48 = v47.to(tl.uint8)
    v49 = v48.to(tl.uint8, bitcast=True)
    v50 = v49.to(tl.uint8, bitcast=True)
    v51 = v50.to(tl.uint32)
    v52 = tl.full((), 0x3, tl.uint32)
    v53 = v51 >> v52
    v54 = tl.full((), 0xf, tl.uint32)
    v55 = v53 & v54
    v56 = tl.full((), 0x7, tl.uint32)
    v57 = v51 & v56
    v58 = tl.full((), 0x7, tl.uint32)
    v59 = v51 >> v58
    v60 = tl.full((), 0x1f, tl.uint32)
    v61 = v59 << v60
    v62 = tl.full((), 0x0, tl.uint32)
    v63 = v55 == v62
    v64 = tl.full((), 0x8, tl.uint32)
    v65 = v57 | v64
    v66 = tl.where(v63, v57, v65)
    v67 = tl.full((), 0x1, tl.uint32)
    v68 = v55 > v67
    v69 = tl.full((), 0x1, tl.uint32)
    v70 = tl.where(v68, v55, v69)
    v71 = tl.full((), 0x75, tl.uint32)
    v72 = v70 + v71
    v73 = tl.full((), 0x17, tl.uint32)
    v74 = v72 << v73
    v75 = v74.to(tl.float32, bitcast=True)
    v76 = v66.to(tl.float32)
    v77 = v76 * v75
    v78 = v77.to(tl.uint32, bitcast=True)
    v79 = v78 | v61
    v80 = tl.full((), 0x7f, tl.uint32)
    v81 = v51 & v80
    v82 = tl.full((), 0x7f, tl.uint32)
    v83 = v81 == v82
    v84 = tl.full((), 0x7fc00000, tl.uint32)
    v85 = v61 | v84
    v86 = tl.where(v83, v85, v79)
    v87 = v86.to(tl.float32, bitcast=True)
    v88 = tl.full((), 0.0, tl.float32)
    v89 = v87 == v88
    v90 = tl.full((), 1.0, tl.float32)
    v91 = tl.where(v89, v90, v87)
    v92 = tl.math.div_rn(a4, v91)
    v93 = tl.full((), 0.0, tl.float32)
    v94 = tl.where(v89, v93, v92)
    v95 = v49.to(tl.uint8, bitcast=True)
    v96 = v95.to(tl.uint32)
    v97 = tl.full((), 0x7f, tl.uint32)
    v98 = tl.where(v1, v97, v96)
    v99 = a0 * v94
    v100 = tl.full((), 0.75, tl.float32)
    v101 = v99 * v100
    v102 = tl.full((), 0x7f800000, tl.uint32)
    v103 = a1 < v102
    v104 = tl.full((), 0.0, tl.float32)
    v105 = tl.where(v103, v101, v104)
    v106 = tile_chunks16(a2, a3, index, TILE, ALIGNED, ROUNDS)
    v107 = v105.to(tl.uint32, bitcast=True)
    v108 = tl.full((), 0x7fffffff, tl.uint32)
    v109 = v107 & v108
    v110 = tl.full((), 0x1f, tl.uint32)
    v111 = v107 >> v110
    v112 = tl.full((), 0x40c00000, tl.uint32)
    v113 = v109 < v112
    v114 = tl.full((), 0x40c00000, tl.uint32)
    v115 = tl.where(v113, v109, v114)
    v116 = tl.full((), 0x6, tl.uint32)
    v117 = v115 << v116
    v118 = tl.full((), 0xc0000000, tl.uint32)
    v119 = v117 - v118
    v120 = v115.to(tl.float32, bitcast=True)
    v121 = tl.full((), 536870912.0, tl.float32)
    v122 = v120 * v121
    v123 = v122.to(tl.uint32)
    v124 = tl.full((), 0x3f800000, tl.uint32)
    v125 = v115 < v124
    v126 = tl.where(v125, v123, v119)
    v127 = tl.full((), 0x7f800000, tl.uint32)
    v128 = v109 > v127
    v129 = tl.full((), 0xffff, tl.uint32)
    v130 = v106 & v129
    v131 = tl.full((), 0xc, tl.uint32)
    v132 = v130 << v131
    v133 = v126 + v132
    v134 = tl.full((), 0x80000000, tl.uint32)
    v135 = v107 & v134
    v136 = v133 | v135
    v137 = tl.full((), 0x1c, tl.uint32)
    v138 = v136 >> v137
    v139 = (v138 & 0xF).to(tl.uint8)
    v140 = v139.to(tl.uint8, bitcast=True)
    v141 = v140.to(tl.uint8, bitcast=True)
    v142 = (v141.to(tl.uint8) ^ 8) - 8
    v143 = tl.full((), 0xf, tl.uint8)
    v144 = v142 & v143
    v145 = v98.to(tl.uint8)
    return v144,



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__STOCHASTIC__hea1_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, True, WIDE)



@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def mx_quantize__nvfp4__ru__STOCHASTIC__hea1_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = mx_scale__nvfp4__ru(amax, ts, 0, 0, 0, ROUNDS)
    sub = mx_substream(S1, STEP, DEVICE_STEP)
    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = mx_quantize__nvfp4__ru__STOCHASTIC__hea1(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, True, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)
