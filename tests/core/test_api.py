"""The .to(...) API: activation, compatibility with FlyDSL 0.5, constant folding, and every error."""

from __future__ import annotations

import inspect

import flydsl.expr as fx
import numpy as np
import pytest
from flydsl._mlir.dialects import arith as mlir_arith
from flydsl.expr.numeric import Numeric
from flydsl.expr.typing import Vector

import flydsl.rounding as fr
from flydsl.rounding import RoundingMode, patches, reference
from flydsl.rounding.runtime import host

SR = RoundingMode.STOCHASTIC


# -- activation --------------------------------------------------------------------------------


def test_activation_is_idempotent():
    before = (Numeric.to, Vector.to, fx.RoundingMode)
    patches.activate()
    patches.activate()
    assert (Numeric.to, Vector.to, fx.RoundingMode) == before
    # one layer of wrapping, around FlyDSL's own method
    assert Numeric.to._flydsl_original is patches.original("Numeric.to")
    assert not hasattr(Numeric.to._flydsl_original, "_flydsl_original")
    params = inspect.signature(Vector.to).parameters
    assert {"rounding", "seed", "offset", "rand", "saturate", "rounds", "rounding_mode"} <= set(params)


@pytest.mark.parametrize("version", ["0.4.9", "0.6.0", "1.0.0"])
def test_version_check_names_supported_range(version):
    with pytest.raises(ImportError, match=rf"supports flydsl >=0\.5,<0\.6, but flydsl {version} is installed"):
        patches.check_version(version)


@pytest.mark.parametrize("version", ["0.5.0", "0.5.3", "0.5.1rc1"])
def test_version_check_accepts_supported(version):
    patches.check_version(version)


def test_public_names():
    assert fx.RoundingMode is RoundingMode
    assert fr.RoundingMode.RS is SR
    # FlyDSL 0.5's member names resolve to the matching members
    assert RoundingMode.to_nearest_even is RoundingMode.RN
    assert RoundingMode.toward_zero is RoundingMode.RZ
    assert RoundingMode.upward is RoundingMode.RU
    assert RoundingMode.downward is RoundingMode.RD
    assert RoundingMode.to_nearest_away is RoundingMode.RNA
    assert fr.as_rounding_mode(mlir_arith.RoundingMode.upward) is RoundingMode.RU
    assert fr.as_rounding_mode("stochastic") is SR


# -- unchanged code paths -------------------------------------------------------------------------


def _plain(x):
    return x.to(fx.BFloat16)


def _none(x):
    return x.to(fx.BFloat16, rounding=None)


def _rn(x):
    return x.to(fx.BFloat16, rounding=RoundingMode.RN)


def _original(x):
    return patches.flydsl_to(x, fx.BFloat16)


def _plain_f16(x):
    return x.to(fx.Float16)


def _rn_f16(x):
    return x.to(fx.Float16, rounding=RoundingMode.RN)


@pytest.mark.parametrize("width", [1, 8])
def test_rn_emits_flydsl_ir_unchanged(width):
    def orig(x):
        original = patches.original("Vector.to" if width > 1 else "Numeric.to")
        return original(x, fx.BFloat16)

    texts = {f.__name__: host.compile(f, [fx.Float32], width=width).source for f in (_plain, _none, _rn)}
    texts["original"] = host.compile(orig, [fx.Float32], width=width).source
    assert len(set(texts.values())) == 1, texts
    assert "arith.truncf" in texts["original"]
    assert host.compile(_plain_f16, [fx.Float32]).source == host.compile(_rn_f16, [fx.Float32]).source


def test_widening_is_exact_and_ignores_rounding():
    def body(x):
        return x.to(fx.BFloat16).to(fx.Float32, rounding=SR)

    x = np.array([1.0, -2.5, np.inf], np.float32)
    np.testing.assert_array_equal(host.run(body, x), x)


@pytest.mark.parametrize("legacy", [mlir_arith.RoundingMode.toward_zero, RoundingMode.toward_zero, RoundingMode.RZ])
def test_rounding_mode_keyword_goes_through_our_lowering(legacy, rng):
    def old_style(x):
        return x.to(fx.BFloat16, rounding_mode=legacy)

    hf = host.compile(old_style, [fx.Float32])
    assert "roundingmode" not in hf.source  # FlyDSL's truncf-with-mode (which aborts LLVM) is never emitted
    u = rng.integers(0, 2**32, 4096, dtype=np.uint64).astype(np.uint32)
    np.testing.assert_array_equal(hf(u.view(np.float32)).astype(np.uint32), reference.round_bits(u, "BFloat16", "RZ"))


# -- constant folding -----------------------------------------------------------------------------


X_CONST = 1.0 + 2.0**-9 + 2.0**-12  # exact in f32, not in bf16


@pytest.mark.parametrize("mode", ["RZ", "RU", "RD", "RNA", "STOCHASTIC"])
def test_constants_fold_to_the_runtime_answer(mode):
    m = RoundingMode[mode]
    kw = {"seed": 3, "offset": 7} if m is SR else {}
    folded = fx.Float32(X_CONST).to(fx.BFloat16, rounding=m, **kw)
    assert isinstance(folded, fx.BFloat16) and folded.is_static()

    def runtime(x):
        return x.to(fx.BFloat16, rounding=m, **kw)

    got = host.run(runtime, np.array([X_CONST], np.float32))[0]
    assert np.uint32(int(got) << 16).view(np.float32) == np.float32(folded.value)


def test_constant_fold_stochastic_uses_the_stream():
    # over many offsets the folded constants follow the canonical stream exactly
    u = np.float32(X_CONST).view(np.uint32)
    offsets = range(200)
    folded = [fx.Float32(X_CONST).to(fx.BFloat16, rounding=SR, seed=11, offset=o).value for o in offsets]
    want = reference.decode(
        reference.round_bits(np.full(200, u), "BFloat16", "STOCHASTIC", reference.stream_bits(11, np.arange(200))),
        "BFloat16",
    )
    np.testing.assert_array_equal(np.array(folded), want)
    assert len(set(folded)) == 2


# -- errors ---------------------------------------------------------------------------------------


def _trace_error(fn, dtype=fx.Float32, width=1):
    """Run ``fn`` while tracing a host body and return the exception it raised."""
    with pytest.raises(Exception) as info:
        host.compile(fn, [dtype], width=width)
    return info


ERRORS = [
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, rounding_mode=SR),
        TypeError,
        "pass rounding= or the older rounding_mode=, not both",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding="fast"),
        TypeError,
        r"rounding= must be a RoundingMode \(RN, RZ, RU, RD, RNA, STOCHASTIC\), got 'fast'",
    ),
    (lambda x: x.to(fx.BFloat16, rounding_mode=3), TypeError, "rounding_mode= must be a RoundingMode"),
    (
        lambda x: x.to(fx.Int32, rounding=RoundingMode.RZ),
        TypeError,
        "a rounding mode applies only to float-to-float conversions, got Float32 -> Int32",
    ),
    (
        lambda x: x.to(fx.Float6E2M3FN, rounding=RoundingMode.RZ),
        TypeError,
        "no rounding lowering for Float32 -> Float6E2M3FN",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR),
        TypeError,
        "rounding=STOCHASTIC needs random bits: pass seed= and offset=",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, seed=1),
        TypeError,
        "got seed= without offset=: .*every element needs its own offset",
    ),
    (lambda x: x.to(fx.BFloat16, rounding=SR, offset=1), TypeError, "got offset= without seed="),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, rand=1, seed=2, offset=3),
        TypeError,
        "pass either rand= .* or seed= and offset=.*not both",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, rand=1, rounds=7),
        TypeError,
        "rounds= selects the Philox rounds of the seed=/offset= stream",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding=RoundingMode.RZ, seed=1, offset=2),
        TypeError,
        "seed=, offset= and rand= only apply to rounding=STOCHASTIC; rounding=RZ is deterministic",
    ),
    (lambda x: x.to(fx.BFloat16, rounding=SR, rand=1.5), TypeError, "rand= for a scalar must be a Uint32"),
    (lambda x: x.to(fx.BFloat16, rounding=SR, rand=2**32), ValueError, "rand= must fit in 32 bits"),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, seed=1, offset=-5),
        ValueError,
        r"offset must be a non-negative integer below 2\*\*64",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, seed=1, offset=2.0),
        TypeError,
        "offset must be a Python int or an integer DSL scalar",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, seed=1.0, offset=2),
        TypeError,
        "seed must be a Python int or an integer DSL scalar",
    ),
    (
        lambda x: x.to(fx.BFloat16, rounding=SR, seed=2**64, offset=2),
        ValueError,
        r"seed must be a non-negative integer below 2\*\*64, got 18446744073709551616",
    ),
    (lambda x: x.to(fx.BFloat16, rounding=SR, seed=1, offset=2, rounds=0), ValueError, "rounds must be at least 1"),
    (lambda x: x.to(fx.BFloat16, rounding=RoundingMode.RZ, saturate=1), TypeError, "saturate= must be True or False"),
    (
        lambda x: x.to(fx.Float64).to(fx.BFloat16, rounding=RoundingMode.RZ),
        TypeError,
        "rounding modes take f32, f16 or bf16 sources, got Float64 -> BFloat16",
    ),
]


@pytest.mark.parametrize("fn,exc,match", ERRORS, ids=[m[:40] for _, _, m in ERRORS])
def test_documented_errors(fn, exc, match):
    info = _trace_error(fn)
    assert info.type is exc
    assert info.match(match)


def test_vector_rand_errors():
    info = _trace_error(lambda v: v.to(fx.BFloat16, rounding=SR, rand=fx.Uint32(5)), width=8)
    assert info.type is TypeError and info.match(
        "rand= for a Vector of 8 elements must be an integer Vector of the same length"
    )
    info = _trace_error(lambda v: v.to(fx.BFloat16, rounding=SR, rand=fr.stream_bits_vector(1, 0, 4)), width=8)
    assert info.type is ValueError and info.match("rand= has 4 elements but the Vector has 8")


def test_set_default_rounds():
    assert fr.get_default_rounds() == 10
    try:
        fr.set_default_rounds(7)

        def body(x, *, index):
            return x.to(fx.BFloat16, rounding=SR, seed=5, offset=index)

        x = np.linspace(1, 2, 64, dtype=np.float32) + np.float32(1e-4)
        got = host.run(body, x, width=8, index=True).astype(np.uint32)
        bits = reference.stream_bits(5, np.arange(64, dtype=np.uint64), rounds=7)
        np.testing.assert_array_equal(got, reference.round_bits(x.view(np.uint32), "BFloat16", "STOCHASTIC", bits))
        with pytest.raises(ValueError, match="rounds must be at least 1"):
            fr.set_default_rounds(0)
    finally:
        fr.set_default_rounds(10)
