"""Dropout and random initialisation keyed by global index: bit-exact references and statistics."""

from __future__ import annotations

import math

import flydsl.expr as fx
import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from flydsl.rounding import isa, rng
from flydsl.rounding.runtime import elementwise as ew
from flydsl.rounding.runtime.indexing import IndexMap
from flydsl.rounding.torch import ops as T

N = 1 << 20
SEED = 0x1234_5678_9ABC_DEF0


def _idx(n, offset=0):
    return np.arange(n, dtype=np.uint64) + np.uint64(offset)


# --- substreams ---------------------------------------------------------------------------------------


def test_substreams_are_distinct_and_below_the_optimizer_range():
    values = list(rng.SUBSTREAMS.values())
    assert len(set(values)) == len(values) and all(0 <= v < 2**32 for v in values)
    assert rng.SUBSTREAMS["conversion"] == 0


def test_dropout_and_uniform_words_differ():
    """Distinct substreams: same seed and indices give uncorrelated words."""
    a = rng.words_reference(SEED, _idx(4096), rng.DROPOUT).astype(np.float64)
    b = rng.words_reference(SEED, _idx(4096), rng.UNIFORM).astype(np.float64)
    assert abs(np.corrcoef(a, b)[0, 1]) < 0.06 and not np.array_equal(a, b)


# --- dropout ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16])
@pytest.mark.parametrize("offset", [0, 5])
def test_dropout_matches_reference(dtype, offset):
    x = torch.randn(10007, generator=torch.Generator().manual_seed(1)).to(dtype)
    y = T.dropout(x, 0.3, SEED, offset)
    want, keep = rng.dropout_reference(x.float().numpy(), 0.3, SEED, _idx(x.numel(), offset))
    want = torch.from_numpy(want).to(dtype)
    assert y.dtype == dtype and torch.equal(y, want)
    assert torch.equal(y == 0, torch.from_numpy(~keep) | (x == 0))


@pytest.mark.slow  # 2**20 samples
def test_dropout_mask_rate_and_scale():
    x = torch.ones(N)
    for p in (0.1, 0.5, 0.9):
        y = T.dropout(x, p, SEED)
        rate = (y == 0).double().mean().item()
        assert abs(rate - p) < 5 * math.sqrt(p * (1 - p) / N)
        kept = y[y != 0]
        assert torch.all(kept == torch.tensor(rng.dropout_scale(p)))
        assert abs(y.double().mean().item() - 1.0) < 5 * math.sqrt(p / (1 - p) / N)


def test_dropout_threshold_resolution():
    assert rng.dropout_threshold(0.0) == 0
    assert rng.dropout_threshold(0.5) == 2**31
    assert rng.dropout_threshold(2**-32) == 1  # resolution 2**-32


def test_dropout_backward_recomputes_the_mask():
    x = torch.randn(5000, requires_grad=True)
    y = T.dropout(x, 0.4, SEED, 8)
    g = torch.randn(5000)
    y.backward(g)
    _, keep = rng.dropout_reference(x.detach().numpy(), 0.4, SEED, _idx(5000, 8))
    want = torch.where(torch.from_numpy(keep), g * rng.dropout_scale(0.4), torch.zeros(()))
    assert torch.equal(x.grad, want)
    # the autograd graph holds no mask tensor: only the op's scalar arguments are saved
    assert not any(isinstance(v, torch.Tensor) for v in y.grad_fn.__dict__.values())


#: A p whose threshold round(p * 2**32) is 0: every element kept, scaled by f32(1 / (1 - p)) == 1.
KEEP_ALL = 1e-12


def _kept_nan_ok(x_bits: int, out_bits: int, quiet: int = 0x400000) -> bool:
    """The rule for a kept NaN: itself with the quiet bit set (f32: 0x400000, bf16: 0x40)."""
    return out_bits == x_bits | quiet


@settings(max_examples=60, deadline=None)
@given(payload=st.integers(1, 0x7FFFFF), negative=st.booleans())
def test_dropout_keeps_every_nan_quieted_with_its_payload(payload, negative):
    """A kept NaN (quiet or signalling, either sign, any payload) comes out as itself with the quiet bit set, on every
    backend: the rule rng's docstring states (an NVIDIA multiply would give 0x7FFFFFFF)."""
    assert rng.dropout_threshold(KEEP_ALL) == 0
    bits = np.array([(0x80000000 if negative else 0) | 0x7F800000 | payload, 0x3F800000], dtype=np.uint32)
    x = torch.from_numpy(bits.view(np.float32).copy())
    got = T.dropout(x, KEEP_ALL, SEED).numpy().view(np.uint32)
    assert _kept_nan_ok(int(bits[0]), int(got[0])) and got[1] == 0x3F800000
    want, _ = rng.dropout_reference(x.numpy(), KEEP_ALL, SEED, _idx(2))
    assert np.array_equal(want.view(np.uint32), got)


def test_dropout_keeps_a_bf16_nan_quieted():
    bits = np.array([0x7F81, 0xFFC3, 0x7FC0, 0xFF81], dtype=np.uint16)
    x = torch.from_numpy(bits.view(np.int16).copy()).view(torch.bfloat16)
    got = T.dropout(x, KEEP_ALL, SEED).view(torch.int16).numpy().view(np.uint16)
    assert all(_kept_nan_ok(int(a), int(b), 0x40) for a, b in zip(bits, got, strict=True)), got


def test_negative_control_the_canonical_nan_breaks_the_rule():
    """What an NVIDIA multiply gives (0x7FFFFFFF for any NaN) fails the check above."""
    assert not _kept_nan_ok(0x7F800001, 0x7FFFFFFF) and _kept_nan_ok(0x7FFFFFFF, 0x7FFFFFFF)


def test_dropout_eval_and_p0_are_identity():
    x = torch.randn(10)
    assert T.dropout(x, 0.5, 1, training=False) is x
    assert T.dropout(x, 0.0, 1) is x


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: T.dropout(torch.zeros(3), 1.0, 1), ValueError, "p must be in \\[0, 1\\), got 1.0"),
        (lambda: T.dropout(torch.zeros(3), -0.1, 1), ValueError, "p must be in"),
        (lambda: T.dropout(torch.zeros(3), "0.5", 1), TypeError, "p must be a Python float"),
        (lambda: T.dropout(torch.zeros(3, dtype=torch.int64), 0.5, 1), TypeError, "dropout takes float32"),
        (lambda: T.dropout(torch.zeros(3), 0.5, -3), ValueError, "seed= must be a non-negative integer below 2"),
        (lambda: T.uniform_(torch.zeros(3), 2.0, 1.0, 1, stream=0), ValueError, "needs a <= b, got a=2.0, b=1.0"),
        (lambda: T.normal_(torch.zeros(3), 0.0, -1.0, 1, stream=0), ValueError, "std must be >= 0"),
        (
            lambda: T.normal_(torch.zeros(3, dtype=torch.int32), 0.0, 1.0, 1, stream=0),
            TypeError,
            "normal_ takes float32",
        ),
        (
            lambda: T.uniform_(torch.zeros(3), 0.0, 1.0, 1, offset=-1, stream=0),
            ValueError,
            "offset= must be a non-negative integer below 2",
        ),
    ],
)
def test_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


# --- uniform ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_uniform_matches_reference(dtype):
    t = torch.empty(10003, dtype=dtype)
    assert T.uniform_(t, -2.0, 3.0, SEED, 3, stream=0) is t
    want = torch.from_numpy(rng.uniform_reference(-2.0, 3.0, SEED, _idx(t.numel(), 3))).to(dtype)
    assert torch.equal(t, want)


@pytest.mark.slow  # 2**20 samples
def test_uniform_distribution():
    t = T.uniform_(torch.empty(N), -1.0, 3.0, SEED, stream=0)
    x = t.numpy().astype(np.float64)
    assert x.min() >= -1.0 and x.max() <= 3.0
    assert abs(x.mean() - 1.0) < 5 * math.sqrt(16 / 12 / N)
    assert abs(x.var() - 16 / 12) < 0.01
    assert stats.kstest(x, stats.uniform(loc=-1, scale=4).cdf).pvalue > 1e-3
    # negative control: the KS test rejects a slightly wrong interval
    assert stats.kstest(x, stats.uniform(loc=-1, scale=4.02).cdf).pvalue < 1e-6


# --- normal -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16])
@pytest.mark.parametrize("index_map", [IndexMap.contiguous(0), IndexMap.contiguous(7), IndexMap(3, 5, 9)])
def test_normal_matches_reference(dtype, index_map):
    t = torch.empty(4099, dtype=dtype)
    scalars = [(SEED, fx.Uint64), (rng.init_substream(rng.NORMAL, 7), fx.Uint64), (0.5, fx.Float32), (2.0, fx.Float32)]
    ew.run(rng.normal_body(), [t], [t], scalars=scalars, index_map=index_map)
    want = rng.normal_reference(0.5, 2.0, SEED, index_map.indices(t.numel()), stream=7)
    want = torch.from_numpy(want).to(dtype)
    assert torch.equal(t, want)


@pytest.mark.slow  # 2**20 samples
def test_normal_accuracy_bound():
    """The f32 Box-Muller (own ln/sqrt/sin/cos) against float64 on the same words: NORMAL_ABS_ERROR."""
    idx = _idx(N, 11)
    z = rng.normal_reference(0.0, 1.0, SEED, idx).astype(np.float64)
    exact = rng.normal_exact(idx, SEED)
    err = np.abs(z - exact) / np.maximum(1.0, np.abs(exact))
    assert err.max() <= rng.NORMAL_ABS_ERROR


@pytest.mark.slow  # 2**20 samples
def test_normal_distribution():
    t = T.normal_(torch.empty(N), 1.5, 2.0, SEED, stream=0)
    x = t.numpy().astype(np.float64)
    assert abs(x.mean() - 1.5) < 5 * 2.0 / math.sqrt(N)
    assert abs(x.std() - 2.0) < 0.01
    assert stats.kstest(x, stats.norm(loc=1.5, scale=2.0).cdf).pvalue > 1e-3
    assert stats.kstest(x, stats.norm(loc=1.5, scale=2.03).cdf).pvalue < 1e-6  # negative control
    # the pair (cos, sin) of one draw is uncorrelated
    assert abs(np.corrcoef(x[0::2], x[1::2])[0, 1]) < 0.01


def test_init_is_split_invariant():
    """Filling a tensor in two pieces at their global offsets gives the one-piece values."""
    whole = T.normal_(torch.empty(1000), 0.0, 1.0, SEED, stream=0)
    a = T.normal_(torch.empty(333), 0.0, 1.0, SEED, 0, stream=0)
    b = T.normal_(torch.empty(667), 0.0, 1.0, SEED, 333, stream=0)
    assert torch.equal(torch.cat([a, b]), whole)
    assert not torch.equal(T.normal_(torch.empty(667), 0.0, 1.0, SEED, 0, stream=0), whole[333:])  # negative control


# --- GPU kernels, compile-only ------------------------------------------------------------------------


@pytest.mark.slow  # two compiles per arch
@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201", "gfx942", "gfx950"])
def test_rng_kernels_compile(arch):
    for body, scalars in [
        (rng.dropout_body(), [fx.Uint64, fx.Uint32, fx.Float32]),
        (rng.normal_body(), [fx.Uint64, fx.Uint64, fx.Float32, fx.Float32]),
    ]:
        plan = ew.launch_plan(body, IndexMap.contiguous(0), 2048, [fx.Float32], [fx.Float32], scalars)
        fn, _, margs, _, count = plan[0]
        x = torch.zeros(2048, dtype=torch.int32)
        values = [1 if t is not fx.Float32 else 0.5 for t in scalars]
        build = isa.compile_isa(fn, x, x.clone(), *margs, *values, count, arch=arch)
        assert build.kernel.census["valu"] > 0 and build.kernel.spills == 0


def test_repeated_calls_do_not_recompile(request):
    x = torch.randn(100)
    T.dropout(x, 0.5, 1)
    T.normal_(torch.empty(100), 0.0, 1.0, 1, stream=0)
    built = request.getfixturevalue("host_builds")  # counted from here on, after the warm-up calls
    for step in range(3):
        T.dropout(x, 0.1 * (step + 1), step, 8 * step)
        T.normal_(torch.empty(100), float(step), 1.0, step, 8 * step, stream=step)
    assert built == []


# --- issue 19 item 7: distinct tensors get distinct streams ----------------------------------------


def _two_layer_model():
    return torch.nn.Sequential(torch.nn.Linear(24, 24), torch.nn.ReLU(), torch.nn.Linear(24, 24))


def test_tagged_layers_get_distinct_weights_each_its_reference():
    """The docs' recipe: one seed for the model, each weight from its own stream id."""
    from flydsl.rounding.torch.optim import assign_stream_ids

    model = _two_layer_model()
    ids = assign_stream_ids(model)
    for layer in (model[0], model[2]):
        T.normal_(layer.weight, 0.0, 0.02, seed=1234, offset=0)
    w0, w2 = model[0].weight.detach(), model[2].weight.detach()
    assert not torch.equal(w0, w2)
    for name, w in (("0.weight", w0), ("2.weight", w2)):
        want = rng.normal_reference(0.0, 0.02, 1234, _idx(w.numel()), stream=ids[name])
        assert torch.equal(w.reshape(-1), torch.from_numpy(want)), name
    assert model[0].weight.requires_grad  # still a leaf parameter, filled in place


def test_stream_zero_gives_the_0_1_values_and_repeats_across_tensors():
    """Negative control and 0.1 compatibility: stream=0 for both tensors gives 0.1's identical values."""
    a, b = torch.empty(5, 7), torch.empty(5, 7)
    T.uniform_(a, -1.0, 1.0, SEED, stream=0)
    T.uniform_(b, -1.0, 1.0, SEED, stream=0)
    assert torch.equal(a, b)  # what 0.1 did for every pair of same-shape tensors
    w = rng.words_reference(SEED, _idx(35), 2)  # 0.1's fixed substream of uniform_ (2)
    u = (w >> np.uint32(8)).astype(np.float32) * np.float32(2**-24)
    assert torch.equal(a.reshape(-1), torch.from_numpy(np.float32(-1.0) + np.float32(2.0) * u))
    T.uniform_(b, -1.0, 1.0, SEED, stream=1)
    assert not torch.equal(a, b)


def test_explicit_stream_overrides_the_tag():
    t = torch.nn.Parameter(torch.empty(40))
    from flydsl.rounding.runtime.indexing import assign_stream_ids

    assign_stream_ids([t], start=9)
    T.uniform_(t, 0.0, 1.0, SEED)
    assert torch.equal(t.detach(), torch.from_numpy(rng.uniform_reference(0.0, 1.0, SEED, _idx(40), stream=9)))
    T.uniform_(t, 0.0, 1.0, SEED, stream=3)
    assert torch.equal(t.detach(), torch.from_numpy(rng.uniform_reference(0.0, 1.0, SEED, _idx(40), stream=3)))


def test_init_substreams_are_disjoint_from_every_other_use():
    subs = {rng.init_substream(k, s) for k in (rng.UNIFORM, rng.NORMAL) for s in range(4096)}
    subs.add(rng.init_substream(rng.NORMAL, rng.MAX_STREAM_ID))
    assert len(subs) == 2 * 4096 + 1 and max(subs) < 2**32  # below every optimizer substream (step >= 1)
    assert rng.CONVERSION not in subs and rng.DROPOUT not in subs
    assert rng.init_substream(rng.UNIFORM, 0) == rng.UNIFORM and rng.init_substream(rng.NORMAL, 0) == rng.NORMAL


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: T.normal_(torch.empty(3)), TypeError, r"normal_: seed= is required"),
        (lambda: T.uniform_(torch.empty(3), 0.0, 1.0), TypeError, r"uniform_: seed= is required"),
        (
            lambda: T.normal_(torch.empty(3), seed=1),
            ValueError,
            r"normal_: this tensor has no stream id.*"
            r"assign_stream_ids\(model\).*stream=0 gives flydsl-rounding 0.1's values",
        ),
        (
            lambda: T.uniform_(torch.empty(3), seed=1, stream=-1),
            ValueError,
            r"stream= must be an int in \[0, 2\*\*30\)",
        ),
        (lambda: T.uniform_(torch.empty(3), seed=1, stream=2**30), ValueError, r"stream= must be an int"),
        (lambda: T.uniform_(torch.empty(3), seed=1, stream=1.0), ValueError, r"stream= must be an int"),
        (lambda: rng.init_substream(5, 0), ValueError, r"kind must be rng.UNIFORM"),
    ],
)
def test_init_keying_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()
