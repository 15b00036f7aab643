"""``fake_quantize``'s fast path on the Triton backend (a cached plan launching the fused fake-quantize kernel
directly: one launch, no codes or scales written) gives the bits of ``mx.quantize`` then ``mx.dequantize`` (the path
it replaces), and is the path taken.

Every format (NVFP4's 16x16 tiles too), scale rules, both axes, RN and STOCHASTIC, f32 and bf16 inputs and outputs,
split or not (NVFP4's tensor scale compared as bits), offsets on and off a multiple of 8 and on both sides of the
training range; negative controls: a fast path with another substream or offset is caught. Triton's interpreter on
CPU tensors (``FLYDSL_ROUNDING_BACKEND=triton``; tests/conftest.py sets TRITON_INTERPRET).
"""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding.keyspace import TRAINING_OFFSET, DeviceSubstream
from flydsl.rounding.runtime import backends
from flydsl.rounding.runtime.triton import mx_launch
from flydsl.rounding.training import quant, recipe
from flydsl.rounding.training.recipe import Operand

SPECS = [
    Operand("mxfp8_e4m3"),
    Operand("mxfp8_e4m3", "STOCHASTIC"),
    Operand("mxfp8_e5m2"),
    Operand("mxfp8_e5m2", "STOCHASTIC", scale_rule="ceil"),
    Operand("mxfp4"),
    Operand("mxfp4", "STOCHASTIC"),
    Operand("mxfp4", "STOCHASTIC", scale_rule="floor", allow_clipping=True),
    Operand("mxfp4", scale_rule="even"),
    Operand("nvfp4"),
    Operand("nvfp4", "STOCHASTIC"),
    Operand("nvfp4", scale_rule="ru"),
    Operand("nvfp4", block=(16, 16)),
    Operand("nvfp4", "STOCHASTIC", block=(16, 16)),
]
#: (seed, offset, substream) of the calls.
KEYS = [(7, TRAINING_OFFSET, 3), (2**64 - 1, TRAINING_OFFSET + 5, 2**40 + 1), (11, 13, 0)]


@pytest.fixture(autouse=True)
def triton_backend(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")


def _x(dtype, shape=(32, 64), seed=0):
    """Values over many binades (a block scale each), a zero block, an infinity (NVFP4's tensor scale skips it)."""
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(shape, generator=g) * torch.exp2(torch.randint(-30, 30, (shape[0], 1), generator=g).float())
    x[1, :32] = 0.0
    x[2, 5] = float("inf")
    x[3, 7] = -0.0
    return x.to(dtype)


def _old(monkeypatch, *args, **kwargs):
    with monkeypatch.context() as m:
        m.setattr(quant, "_fast", lambda *a, **k: None)
        return quant.fake_quantize(*args, **kwargs)


def _bits(t):
    return t.view(torch.int16 if t.dtype == torch.bfloat16 else torch.int32)


def _same(a, b):
    if isinstance(a, tuple):
        assert isinstance(b, tuple) and len(a) == len(b)
        for u, v in zip(a, b, strict=True):
            _same(u, v)
        return
    if not isinstance(a, torch.Tensor):
        assert type(a) is type(b) and a == b
        return
    assert isinstance(b, torch.Tensor)
    assert (a.shape, a.stride(), a.dtype, a.device, a.requires_grad) == (b.shape, b.stride(), b.dtype, b.device, False)
    assert torch.equal(_bits(a.contiguous()), _bits(b.contiguous()))


def _call(x, spec, axis, key, split, dtype):
    seed, offset, sub = key
    return quant.fake_quantize(x, spec, axis=axis, seed=seed, offset=offset, substream=sub, split=split, dtype=dtype)


@pytest.mark.parametrize("spec", SPECS, ids=str)
@pytest.mark.parametrize("axis", [-1, 0])
@pytest.mark.parametrize("x_dtype", [torch.float32, torch.bfloat16])
def test_the_fast_path_gives_the_old_bits(monkeypatch, spec, axis, x_dtype):
    x = _x(x_dtype)
    for i, key in enumerate(KEYS):
        split, dtype = i % 2 == 0, (torch.float32, torch.bfloat16)[i % 2]
        want = _old(monkeypatch, x, spec, axis=axis, **_kw(key, split, dtype))
        got = _call(x, spec, axis, key, split, dtype)
        assert (x.shape, x.dtype, x.device, spec, axis, dtype) in quant.PLANS  # the fast path served it
        _same(got, want)
        if split and spec.fmt == "nvfp4":  # the tensor scale itself: a 0-d f32 tensor on x's device
            assert isinstance(got[1], torch.Tensor) and got[1].shape == () and got[1].dtype == torch.float32


def _kw(key, split, dtype):
    seed, offset, sub = key
    return {"seed": seed, "offset": offset, "substream": sub, "split": split, "dtype": dtype}


@pytest.mark.parametrize("shape", [(32, 2, 64), (64,)])
def test_other_ranks(monkeypatch, shape):
    x = _x(torch.float32, (64, 64)).reshape(-1)[: torch.Size(shape).numel()].reshape(shape)
    for spec in (Operand("mxfp4", "STOCHASTIC"), Operand("nvfp4", "STOCHASTIC")):
        for axis in (-1, 0) if len(shape) > 1 else (-1,):
            _same(_call(x, spec, axis, KEYS[1], False, torch.float32),
                  _old(monkeypatch, x, spec, axis=axis, **_kw(KEYS[1], False, torch.float32)))  # fmt: skip


def _counting(monkeypatch):
    calls = {"run_fake": 0, "run_mx": 0, "check_args": 0, "quantize": 0}
    run_fake, run_mx, check_args, quantize = mx_launch.run_fake, mx_launch.run_mx, mx.ops.check_args, mx.quantize

    def count(name, fn):
        def wrapped(*a, **k):
            calls[name] += 1
            return fn(*a, **k)

        return wrapped

    monkeypatch.setattr(mx_launch, "run_fake", count("run_fake", run_fake))
    monkeypatch.setattr(mx_launch, "run_mx", count("run_mx", run_mx))
    monkeypatch.setattr(mx.ops, "check_args", count("check_args", check_args))  # once per plan on the fast path
    monkeypatch.setattr(mx, "quantize", count("quantize", quantize))
    return calls


def test_the_fast_path_is_taken_and_its_plan_kept(monkeypatch):
    monkeypatch.setattr(quant, "PLANS", {})
    calls = _counting(monkeypatch)
    x, spec = _x(torch.float32), Operand("mxfp4", "STOCHASTIC")
    for sub in range(3):
        _call(x, spec, 0, (7, TRAINING_OFFSET, sub), True, torch.float32)
    assert calls == {"run_fake": 3, "run_mx": 0, "check_args": 1, "quantize": 0}  # one fused launch per call
    _call(x.to(torch.bfloat16), spec, 0, KEYS[0], True, torch.float32)  # another dtype: another plan
    _call(x, spec, -1, KEYS[0], True, torch.float32)  # another axis
    assert calls == {"run_fake": 5, "run_mx": 0, "check_args": 3, "quantize": 0}
    assert len(quant.PLANS) == 3


def test_the_plans_are_bounded(monkeypatch):
    monkeypatch.setattr(quant, "PLANS", {})
    monkeypatch.setattr(quant, "PLAN_CACHE", 2)
    for rows in (32, 64, 96):
        _call(_x(torch.float32, (rows, 32)), Operand("mxfp8_e4m3"), -1, KEYS[0], False, torch.float32)
    assert [k[0][0] for k in quant.PLANS] == [64, 96]


@pytest.mark.parametrize(
    "case",
    ["non-contiguous", "host engine", "compiling", "subclass"],
)
def test_what_the_fast_path_leaves_to_the_ops(monkeypatch, case):
    monkeypatch.setattr(quant, "PLANS", {})
    calls = _counting(monkeypatch)
    x, spec = _x(torch.float32), Operand("nvfp4", "STOCHASTIC")
    if case == "non-contiguous":
        x = x.t()
    elif case == "host engine":
        monkeypatch.delenv(backends.ENV)
        pytest.importorskip("flydsl.expr")
    elif case == "compiling":
        monkeypatch.setattr(torch.compiler, "is_compiling", lambda: True)
    else:

        class Sub(torch.Tensor):
            pass

        x = x.as_subclass(Sub)
    if case != "host engine":
        _call(x, spec, -1, KEYS[0], True, torch.float32)
        assert calls["quantize"] == 1 and quant.PLANS == {}
        return
    _call(x, spec, -1, KEYS[0], True, torch.float32)
    assert calls == {"run_fake": 0, "run_mx": 0, "check_args": 1, "quantize": 1} and quant.PLANS == {}


@pytest.mark.parametrize(
    "kwargs",
    [{"seed": -1}, {"seed": 2**64}, {"substream": -1}, {"offset": 2**64}, {"offset": 0, "seed": 1}],
)
def test_bad_keys_raise_as_before(monkeypatch, kwargs):
    x = _x(torch.float32)
    spec = Operand("mxfp4", "STOCHASTIC")
    _call(x, spec, -1, KEYS[0], False, torch.float32)  # a plan for this shape exists
    kw = {**_kw(KEYS[0], False, torch.float32), **kwargs}
    if "offset" in kwargs and "seed" in kwargs:  # offset 0 is a user offset: fine (key_user None)
        _same(quant.fake_quantize(x, spec, axis=-1, **kw), _old(monkeypatch, x, spec, axis=-1, **kw))
        return
    with pytest.raises((TypeError, ValueError)) as old:
        _old(monkeypatch, x, spec, axis=-1, **kw)
    with pytest.raises(type(old.value)) as new:
        quant.fake_quantize(x, spec, axis=-1, **kw)
    assert str(new.value) == str(old.value)


def test_the_key_user_check_holds(monkeypatch):
    """An SR offset whose elements run past the training range's end is refused, as mx.quantize refuses it."""
    x = _x(torch.float32)
    kw = _kw((7, 2**63 - 10, 0), False, torch.float32)
    for fn in (quant.fake_quantize, lambda *a, **k: _old(monkeypatch, *a, **k)):
        with pytest.raises(ValueError, match="key_user='training'"):
            fn(x, Operand("mxfp4", "STOCHASTIC"), axis=-1, **kw)


@pytest.mark.parametrize("what", ["substream", "offset", "seed"])
def test_negative_control_a_wrong_key_is_caught(monkeypatch, what):
    """The bit comparison above sees a fast path that launches with another substream, offset or seed."""
    x, spec = _x(torch.float32), Operand("mxfp4", "STOCHASTIC")
    want = _old(monkeypatch, x, spec, axis=-1, **_kw(KEYS[0], False, torch.float32))
    run_fake = mx_launch.run_fake

    def wrong(name, x, lay, decode, seed, substream, index_map, ts, **kw):
        if what == "substream":
            substream += 1
        elif what == "offset":
            index_map = (index_map[0] + 8, *index_map[1:])
        else:
            seed ^= 1
        return run_fake(name, x, lay, decode, seed, substream, index_map, ts, **kw)

    monkeypatch.setattr(mx_launch, "run_fake", wrong)
    got = _call(x, spec, -1, KEYS[0], False, torch.float32)
    with pytest.raises(AssertionError):
        _same(got, want)


def test_negative_control_a_wrong_tensor_scale_is_caught(monkeypatch):
    x, spec = _x(torch.float32), Operand("nvfp4")
    want = _old(monkeypatch, x, spec, axis=-1, **_kw(KEYS[0], True, torch.float32))
    scale_of = mx.ops.tensor_scale_of
    monkeypatch.setattr(mx.ops, "tensor_scale_of", lambda x, rule="rn": scale_of(x, rule) * 3)
    got = _call(x, spec, -1, KEYS[0], True, torch.float32)
    with pytest.raises(AssertionError):
        _same(got, want)


# -- a step counter on the device (DeviceSubstream: what a capturable QuantLinear keys with) -------------------------

DEVICE_SPECS = [Operand("mxfp4", "STOCHASTIC"), Operand("nvfp4", "STOCHASTIC"), Operand("mxfp8_e4m3", "STOCHASTIC"),
                Operand("nvfp4", "STOCHASTIC", block=(16, 16)), Operand("mxfp4")]  # fmt: skip


@pytest.mark.parametrize("spec", DEVICE_SPECS, ids=str)
@pytest.mark.parametrize("axis", [-1, 0])
def test_a_device_step_gives_the_bits_of_its_int_substream(spec, axis):
    """The fused kernel reading the step's low 32 bits from a tensor keys as the int ``(step << 32) | low``: the
    same bits, for steps with the top bit set too (the kernel's shift of an int64 read as unsigned)."""
    x = _x(torch.float32, (32, 64), seed=3)
    low = (5 << 3) | 4
    for step in (1, 7, 2**32 - 1):
        want = _call(x, spec, axis, (9, TRAINING_OFFSET, (step << 32) | low), True, torch.float32)
        sub = DeviceSubstream(torch.tensor(step, dtype=torch.int64), low)
        _same(_call(x, spec, axis, (9, TRAINING_OFFSET, sub), True, torch.float32), want)


def test_negative_control_a_device_step_is_read_not_ignored():
    """Another step value in the tensor gives other bits (SR): the kernel reads the step rather than keying with
    the low bits alone, and a transposed (non-contiguous) operand is keyed as its contiguous copy."""
    x = _x(torch.float32, (32, 64), seed=4)
    spec = Operand("mxfp4", "STOCHASTIC")

    def at(step, t=x):
        return _call(t, spec, -1, (9, TRAINING_OFFSET, DeviceSubstream(torch.tensor(step), 12)), False, torch.float32)

    assert not torch.equal(at(1), at(2))
    assert not torch.equal(at(1), _call(x, spec, -1, (9, TRAINING_OFFSET, 12), False, torch.float32))
    _same(at(3, x.t()), at(3, x.t().contiguous()))


def test_a_step_on_a_device_keys_as_a_device_substream_and_refuses_a_redraw():
    """``substream`` of a step tensor off the CPU (the meta device stands in for a GPU) is a DeviceSubstream with the
    int formula's low bits; the RHT's per-step redraw, which needs the value on the host, says what to do."""
    step = torch.tensor(6, dtype=torch.int64, device="meta")
    sub = recipe.substream(step, 3, "wgrad_dy")
    assert isinstance(sub, DeviceSubstream) and sub.step is step
    assert sub.low == recipe.substream(0, 3, "wgrad_dy") == (3 << 3) | recipe.SITES["wgrad_dy"]
    assert recipe.signs_key(recipe.mxfp4(rht=True), 3, step, "wgrad") == recipe.signs_key(
        recipe.mxfp4(rht=True), 3, 0, "wgrad"
    )
    with pytest.raises(ValueError, match=r"rht_redraw=True .*make_capturable\(model, False\)"):
        recipe.signs_key(recipe.mxfp4(rht=True, rht_redraw=True), 3, step, "wgrad")
    with pytest.raises(ValueError, match="layer stream id"):
        recipe.substream(step, 2**29, "fwd_x")


def test_a_device_step_off_the_fast_path_reads_the_step_or_refuses_inside_a_capture(monkeypatch):
    """Where the fused kernel cannot serve (here: the host engine backend), a device step is read back to the host
    (the same bits as its int substream); inside a CUDA graph capture that read would break the capture, so it
    raises, naming the operand and what to do."""
    monkeypatch.delenv(backends.ENV, raising=False)
    x = _x(torch.float32, (32, 64), seed=5)
    spec = Operand("mxfp4", "STOCHASTIC")
    sub = DeviceSubstream(torch.tensor(4, dtype=torch.int64), 12)
    want = _call(x, spec, -1, (9, TRAINING_OFFSET, (4 << 32) | 12), False, torch.float32)
    _same(_call(x, spec, -1, (9, TRAINING_OFFSET, sub), False, torch.float32), want)
    monkeypatch.setattr(torch.cuda, "is_initialized", lambda: True)  # a capture needs CUDA initialised
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: True)
    with pytest.raises(RuntimeError, match=r"CUDA graph is being captured.*shape \(32, 64\).*make_capturable\(model"):
        _call(x, spec, -1, (9, TRAINING_OFFSET, sub), False, torch.float32)


def test_a_device_step_keys_only_the_fused_kernel():
    x = torch.zeros(4, 32)
    lay = mx_launch.layout((4, 32), 1, 32)
    with pytest.raises(
        ValueError, match=r"a device step or a fused transform goes to the fused fake-quantize kernel only"
    ):
        mx_launch.mx_arguments("any", x, None, None, lay, 0, 0, (0, 1, 1), step=torch.tensor(1))
