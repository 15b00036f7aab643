"""The host execution engine against numpy, for every storage dtype, both loop shapes."""

from __future__ import annotations

import flydsl.expr as fx
import ml_dtypes
import numpy as np
import pytest

from flydsl.rounding.dtypes import float_type
from flydsl.rounding.formats import FORMATS
from flydsl.rounding.runtime import host


def _identity(x):
    return x


def _add_one(x):
    return x + x.dtype(1) if not isinstance(x, fx.Vector) else x + x.dtype(1)


def _mul_add(a, b):
    return a * b + a


def _xor_shift(a, b):
    return (a ^ b) >> a.dtype(3)


INT_TYPES = [
    (fx.Int8, np.int8),
    (fx.Uint8, np.uint8),
    (fx.Int16, np.int16),
    (fx.Uint16, np.uint16),
    (fx.Int32, np.int32),
    (fx.Uint32, np.uint32),
    (fx.Int64, np.int64),
    (fx.Uint64, np.uint64),
]


@pytest.mark.parametrize("width", [1, 8])
@pytest.mark.parametrize("dsl,npt", INT_TYPES, ids=[t.__name__ for t, _ in INT_TYPES])
def test_integers_match_numpy(rng, dsl, npt, width):
    info = np.iinfo(npt)
    a = rng.integers(info.min, info.max, 1000, dtype=npt, endpoint=True)
    b = rng.integers(info.min, info.max, 1000, dtype=npt, endpoint=True)
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(host.run(_mul_add, a, b, width=width), a * b + a)
        want = (a ^ b) >> npt(3)
    np.testing.assert_array_equal(host.run(_xor_shift, a, b, width=width), want)


@pytest.mark.parametrize("width", [1, 8])
@pytest.mark.parametrize("npt", [np.float32, np.float16, np.float64])
def test_native_floats_match_numpy(rng, npt, width):
    a = rng.standard_normal(1003).astype(npt)
    b = rng.standard_normal(1003).astype(npt)
    np.testing.assert_array_equal(host.run(_mul_add, a, b, width=width), a * b + a)


# Every registry format stored as raw bits (all but f16, which numpy holds natively).
FLOAT_BITS = [(float_type(f), f.ml_dtype) for f in FORMATS.values() if f.host_storage != "float16"]


def _widen(x):
    return x.to(fx.Float32)


@pytest.mark.parametrize("width", [1, 8])
@pytest.mark.parametrize("dsl,ml", FLOAT_BITS, ids=[t.__name__ for t, _ in FLOAT_BITS])
def test_narrow_floats_are_bit_views(dsl, ml, width):
    """bf16/fp8/fp4 travel as their bit patterns; widening them matches ml_dtypes exactly."""
    dt = np.dtype(getattr(ml_dtypes, ml))
    store = host.storage_dtype(dsl)
    n_codes = 16 if dsl is fx.Float4E2M1FN else (1 << (8 * store.itemsize))
    codes = np.arange(n_codes, dtype=store)
    out = host.run(_widen, codes, in_types=[dsl], width=width)
    want = (
        codes.view(dt).astype(np.float32)
        if dt.itemsize == store.itemsize
        else codes.astype(np.uint8).view(dt).astype(np.float32)
    )
    finite = np.isfinite(want)
    np.testing.assert_array_equal(out[finite], want[finite])
    assert np.array_equal(np.isnan(out), np.isnan(want))
    # and the identity round-trips every code
    np.testing.assert_array_equal(host.run(_identity, codes, in_types=[dsl], width=width), codes)


def test_uniform_scalars_and_index():
    def body(x, s, *, index):
        return x + s + index.to(fx.Uint32)

    x = np.arange(20, dtype=np.uint32)
    np.testing.assert_array_equal(host.run(body, x, 5, in_types=[fx.Uint32, fx.Uint32], index=True), 2 * x + 5)


def test_several_outputs_and_lengths():
    def body(x):
        return x + x, x * x

    for n in (1, 7, 8, 9, 1000):
        x = np.arange(n, dtype=np.int32)
        a, b = host.run(body, x, width=8)
        np.testing.assert_array_equal(a, 2 * x)
        np.testing.assert_array_equal(b, x * x)


def test_compiled_functions_are_cached():
    a = host.compile(_identity, [fx.Float32], width=8)
    b = host.compile(_identity, [fx.Float32], width=8)
    c = host.compile(_identity, [fx.Float32], width=4)
    assert a is b and a is not c


def test_subnormals_survive_bf16_rounding():
    """Plain truncf to bf16 keeps f32 subnormals on the host, as AMDGPU does."""

    def body(x):
        return x.to(fx.BFloat16)

    x = np.array([1e-40, -1e-40, 1e-45], np.float32)
    out = host.run(body, x)
    np.testing.assert_array_equal(out, (x.view(np.uint32) + 0x7FFF + ((x.view(np.uint32) >> 16) & 1)) >> 16)
    assert np.all((out[:2] & 0x7FFF) != 0)


@pytest.mark.parametrize(
    "call,exc,match",
    [
        (lambda: host.run(_identity, np.zeros(4, np.complex64)), TypeError, "cannot infer the FlyDSL type of input 0"),
        (lambda: host.run(_mul_add, np.zeros(4, np.float32), np.zeros(5, np.float32)), ValueError, "same length"),
        (
            lambda: host.run(_identity, np.zeros(4, np.float64), in_types=[fx.Float32]),
            TypeError,
            "input 0 has dtype float64",
        ),
        (lambda: host.compile(_identity, [fx.Float32], width=0), ValueError, "width must be a positive int"),
        (lambda: host.compile(_identity, [fx.Float32], index=True), TypeError, "index=True needs a body that accepts"),
        (lambda: host.run(lambda x: 3, np.zeros(4, np.float32)), TypeError, "the body must return FlyDSL values"),
        (lambda: host.storage_dtype(fx.Float6E2M3FN), TypeError, "host engine has no storage for"),
    ],
)
def test_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


# --------------------------------------------------------------------------------------------
# Segments: one call over many arrays


def _seg_body(x, y, s, *, index):
    return x * s + y, (x + fx.Float32(1.0)).to(fx.BFloat16, rounding=fx.RoundingMode.STOCHASTIC, seed=3, offset=index)


@pytest.mark.parametrize("threads", [1, 2])
def test_segments_give_each_arrays_own_run(threads):
    """Each segment (its arrays, its scalar, its own index 0..n-1; lengths with partial blocks) gets the bits
    of host.run over it alone; with 2 threads the segments are split by block ranges (same bits)."""
    sizes = (16, 13, 5, 1, 3 * (1 << 16) + 3, 70001)
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal(n).astype(np.float32) for n in sizes]
    ys = [rng.standard_normal(n).astype(np.float32) for n in sizes]
    o1 = [y.copy() for y in ys]  # output 0 overwrites input y in place
    o2 = [np.zeros(n, np.uint16) for n in sizes]
    fn = host.compile_segments(_seg_body, [fx.Float32, fx.Float32], [fx.Float32], [fx.Float32, fx.BFloat16], width=8)
    saved = host.threads()
    host.set_threads(threads)
    try:
        fn([host.Segment((x, o), (o, q), (k + 2.0,)) for k, (x, o, q) in enumerate(zip(xs, o1, o2, strict=True))])
    finally:
        host.set_threads(saved)
    for k, (x, y, a, b) in enumerate(zip(xs, ys, o1, o2, strict=True)):
        want_a, want_b = host.run(_seg_body, x, y, np.float32(k + 2.0), width=8, index=True)
        np.testing.assert_array_equal(a, want_a)
        np.testing.assert_array_equal(b, want_b)


def test_segment_errors():
    fn = host.compile_segments(_seg_body, [fx.Float32, fx.Float32], [fx.Float32], [fx.Float32, fx.BFloat16], width=8)
    x = np.zeros(8, np.float32)
    with pytest.raises(TypeError, match="segment 0: array 3 must be a 1-D contiguous numpy array of uint16"):
        fn([host.Segment((x, x), (x, x), (1.0,))])
    with pytest.raises(ValueError, match="segment 0: arrays have 8 and 4 elements"):
        fn([host.Segment((x, x[:4]), (x, np.zeros(8, np.uint16)), (1.0,))])
    with pytest.raises(TypeError, match="segment 0 has 0 scalars; expected 1"):
        fn([host.Segment((x, x), (x, np.zeros(8, np.uint16)), ())])
    with pytest.raises(ValueError, match="set_threads takes a positive int or None"):
        host.set_threads(0)
