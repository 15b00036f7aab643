"""divide_by_uniform: both forms equal IEEE f32 division bit for bit (host engine vs numpy).

numpy's float32 division (SSE ``divss``, denormals kept) is the independent reference. The f64 form
is traced on the host with ``arch="gfx942"`` (a ``fast_f64`` arch), the f32 form with the generic
arch; the GPU side is compile-checked here (the f64 form replaces a division sequence).
"""

from __future__ import annotations

import flydsl.expr as fx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cases import EDGE_F32, as_f32
from flydsl.rounding import isa, target
from flydsl.rounding.division import divide_by_uniform, forced_form, uses_f64_form
from flydsl.rounding.runtime import host

FORMS = pytest.mark.parametrize("arch", [None, "gfx942"], ids=["f32-form", "f64-form"])


def _div(x, d):
    return divide_by_uniform(x, d)


def _run(x_bits, d: float, arch) -> np.ndarray:
    x = as_f32(np.asarray(x_bits, dtype=np.uint32))
    return host.run(_div, x, float(d), width=8, arch=arch).view(np.uint32)


def _numpy(x_bits, d: float) -> np.ndarray:
    with np.errstate(all="ignore"):
        return (as_f32(np.asarray(x_bits, dtype=np.uint32)) / np.float32(d)).view(np.uint32)


#: Divisors in (0, 2): 1 and its neighbour, powers of two, AdamW's sqrt(1 - 0.999**t) for small and
#: large t, the smallest such value (t = 1, beta2 = 1 - 2**-53 rounds to about 2**-26.5), near 2, subnormal.
DIVISORS = [
    1.0,
    float(np.nextafter(np.float32(1), np.float32(0))),
    0.5,
    2.0**-26,
    float(np.float32(np.sqrt(1 - 0.999))),
    float(np.float32(np.sqrt(1 - 0.999**10))),
    float(np.float32(np.sqrt(1 - 0.999**1000))),
    float(np.float32(2.0**-26.5)),
    float(np.nextafter(np.float32(2), np.float32(0))),
    1.5,
    0.7,
    2.0**-149,  # subnormal divisors: the smallest, and one with a full 23-bit mantissa
    float(np.uint32(0x007FFFFF).view(np.float32)),
]


def _sample(rng, n: int) -> np.ndarray:
    """Every edge pattern plus random patterns over all exponents and their neighbours."""
    random = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    near_sub = rng.integers(0, 1 << 24, n // 4, dtype=np.uint32)  # tiny quotients: subnormal results
    return np.concatenate([EDGE_F32, random, near_sub, near_sub | 0x80000000]).astype(np.uint32)


@FORMS
@pytest.mark.parametrize("d", DIVISORS)
def test_equals_ieee_division(rng, d, arch):
    x = _sample(rng, 1 << 14)
    np.testing.assert_array_equal(_run(x, d, arch), _numpy(x, d))


@FORMS
@settings(max_examples=60, deadline=None)
@given(
    xs=st.lists(st.integers(0, (1 << 32) - 1), min_size=1, max_size=64),
    d_bits=st.one_of(st.integers(0x00800000, 0x3FFFFFFF), st.integers(1, 0x007FFFFF)),  # (0, 2): normal, subnormal
)
def test_property_any_divisor_below_two(xs, d_bits, arch):
    """Any f32 x, any f32 divisor in (0, 2), subnormal divisors included."""
    d = float(as_f32(np.uint32(d_bits)))
    x = np.asarray(xs, dtype=np.uint32)
    np.testing.assert_array_equal(_run(x, d, arch), _numpy(x, d))


def test_the_divisor_range_is_needed():
    """Negative control: d = 98 makes 147 * 2**-149 / 98 = 1.5 * 2**-149 an exact subnormal tie (ties to
    even: 2 * 2**-149), which RN64(1/98) moves below the midpoint: the f64 form is only exact for d < 2."""
    x = np.array([147], dtype=np.uint32)  # 147 * 2**-149
    assert _run(x, 98.0, None)[0] == _numpy(x, 98.0)[0] == 2
    assert _run(x, 98.0, "gfx942")[0] == 1


def test_form_follows_the_arch_registry():
    assert [a for a in target.ARCHS if uses_f64_form(a)] == ["gfx942", "gfx950"]
    assert not uses_f64_form("gfx1100")
    with forced_form("f64"):
        assert uses_f64_form("gfx1100")
    with forced_form("f32"):
        assert not uses_f64_form("gfx942")


def test_forced_form_rejects_unknown_names():
    with pytest.raises(ValueError, match=r"unknown division form 'f16'; expected one of \('f32', 'f64'\)"):
        with forced_form("f16"):
            pass


def _kernel_mnemonics(arch: str):
    from flydsl.rounding import kernels as K

    def convert(v, seed, offset):
        d = seed.to(fx.Float32) * fx.Float32(2.0**-33)  # a uniform run-time value in (0, 1)
        return divide_by_uniform(v, d).bitcast(fx.Uint32).to(fx.Uint16)

    launcher, args = K.make_launcher(convert, fx.BFloat16, 16, 8), K.example_args(fx.BFloat16, 16)
    return isa.compile_isa(launcher, *args, arch=arch).kernel.mnemonics()


@pytest.mark.parametrize(("arch", "f64"), [("gfx942", True), ("gfx1100", False)])
def test_isa_form(arch, f64):
    m = _kernel_mnemonics(arch)
    has_f64_mul = any(k.startswith("v_mul_f64") for k in m)
    per_element_div = sum(c for k, c in m.items() if k.startswith("v_div_fixup_f32"))
    assert has_f64_mul is f64
    assert (per_element_div == 0) is f64


@pytest.mark.parametrize("state", ["float32", "bfloat16"])
def test_adamw_body_f64_form_gives_the_same_bits(rng, state):
    """The fused AdamW body traced for gfx942 (f64 division form) and for the generic target (f32 division) on the
    host engine: identical outputs over edge-valued moments and gradients, at steps 1, 7 and 1000."""
    import torch

    from flydsl.rounding import RoundingMode
    from flydsl.rounding.runtime import elementwise
    from flydsl.rounding.torch import optim

    st = getattr(torch, state)
    n = 4096
    edge = torch.from_numpy(as_f32(EDGE_F32).copy())
    p = torch.from_numpy(rng.standard_normal(n).astype(np.float32)).bfloat16()
    g = torch.from_numpy((rng.standard_normal(n) * 10.0 ** rng.integers(-30, 30, n)).astype(np.float32))
    m = torch.from_numpy((rng.standard_normal(n) * 1e-3).astype(np.float32))
    v = torch.from_numpy(np.abs(rng.standard_normal(n) * 10.0 ** rng.integers(-40, 38, n)).astype(np.float32))
    k = len(edge)
    v[:k], g[k : 2 * k], m[2 * k : 3 * k] = edge.abs(), edge, edge
    body = optim.adamw_body(fx.BFloat16, elementwise.dsl_type(st), RoundingMode.STOCHASTIC, 10)
    types = optim.scalar_types(optim.AdamWScalars)
    for step in (1, 7, 1000):
        sub = optim.substream(step, 3, 0)
        sc = optim.adamw_scalars(1e-3, 0.9, 0.999, 1e-8, 0.01, False, step, seed=99, substream=sub)
        outs = {}
        for arch in (None, "gfx942"):
            o = [p.clone(), m.to(st, copy=True), v.to(st, copy=True)]  # fresh outputs: the inputs stay as they are
            scalars = list(zip(sc, types, strict=True))
            elementwise.run(body, [p, g.bfloat16(), m.to(st), v.to(st)], o, scalars=scalars, arch=arch)
            outs[arch] = [t.view(torch.int16 if t.element_size() == 2 else torch.int32) for t in o]
        for a, b in zip(outs[None], outs["gfx942"], strict=True):
            assert torch.equal(a, b)
