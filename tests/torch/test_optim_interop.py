"""The optimizers next to torch.optim (issue 19, items 1-6 and 14): state dicts both ways, steps that
raise change nothing, edited param groups are checked, torch's keywords, devices, Philox rounds as a
setting (against a fresh process), scalars passed by name."""

from __future__ import annotations

import json
import subprocess
import sys
import typing

import flydsl.expr as fx
import numpy as np
import pytest
import torch

import flydsl.rounding as fr
from flydsl.rounding.torch import ops, optim
from optim_reference import F32, bits_equal, make_grad, make_param, ref_adamw, ref_sgd, values

HP = dict(lr=1e-2, b1=0.9, b2=0.999, eps=1e-8, wd=1e-2, maximize=False)


def _model():
    torch.manual_seed(3)
    return torch.nn.Sequential(torch.nn.Linear(9, 7), torch.nn.Linear(7, 4)).bfloat16()


def _grads(model, t):
    gen = torch.Generator().manual_seed(100 + t)
    for p in model.parameters():
        p.grad = (torch.randn(p.shape, generator=gen) * 0.1).bfloat16()


def _snapshot(opt, params):
    """The parameters' values and their state (in ``params`` order), copied."""
    state = [{k: v.clone() for k, v in opt.state[p].items()} if p in opt.state else None for p in params]
    return [p.detach().clone() for p in params], state


def _assert_unchanged(opt, params, snap):
    before, state = snap
    for p, b, s in zip(params, before, state, strict=True):
        assert torch.equal(p.detach(), b)
        assert (p in opt.state) == (s is not None)
        if s is not None:
            assert opt.state[p].keys() == s.keys()
            for key, value in s.items():
                assert torch.equal(opt.state[p][key], value), key


# --------------------------------------------------------------------------------------------
# 1. state dicts: torch.optim -> ours, ours -> torch.optim


def test_loads_torch_adamw_state_dict_and_continues_bit_exactly():
    """torch.optim.AdamW's state dict (bf16 moments, float step tensors, no seed) loads into ours: the
    constructor's seed / rounding / state dtype / rounds fill the groups, the moments become f32, and the
    next step is the reference step from the converted state at t = 4."""
    model = _model()
    theirs = torch.optim.AdamW(model.parameters(), lr=HP["lr"])
    for t in range(3):
        _grads(model, t)
        theirs.step()
    sd = theirs.state_dict()
    assert sd["state"][0]["exp_avg"].dtype == torch.bfloat16 and sd["state"][0]["step"].dtype == torch.float32
    ours = optim.AdamW(model.parameters(), lr=HP["lr"], seed=5)
    ours.load_state_dict(sd)
    group = ours.param_groups[0]
    assert (group["seed"], group["rounding"], group["state_dtype"], group["rounds"]) == (5, "STOCHASTIC", "float32", 10)
    params = list(model.parameters())
    for i, p in enumerate(params):
        st = ours.state[p]
        assert int(st["step"]) == 3 and st["step"].dtype == torch.int64
        assert st["exp_avg"].dtype == st["exp_avg_sq"].dtype == torch.float32
        assert torch.equal(st["exp_avg"], sd["state"][i]["exp_avg"].float())
    start = [(values(p), values(ours.state[p]["exp_avg"]), values(ours.state[p]["exp_avg_sq"])) for p in params]
    _grads(model, 3)
    grads = [values(p.grad) for p in params]
    ours.step()
    for pid, (p, (p0, m0, v0), g) in enumerate(zip(params, start, grads, strict=True)):
        want = ref_adamw(
            p0, g, m0, v0, t=4, **HP, pdt=torch.bfloat16, sdt=torch.float32, mode="STOCHASTIC", seed=5, pid=pid,
            index=np.arange(p.numel()),
        )  # fmt: skip
        bits_equal(values(p), want[0])
        bits_equal(values(ours.state[p]["exp_avg_sq"]), want[2])


def test_loads_torch_sgd_state_dicts():
    """torch.optim.SGD keeps no step count: ours starts its counter at 0 and continues from the buffer."""
    model = _model()
    theirs = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    for t in range(2):
        _grads(model, t)
        theirs.step()
    ours = optim.SGD(model.parameters(), lr=0.05, momentum=0.9, seed=2, state_dtype=torch.bfloat16)
    ours.load_state_dict(theirs.state_dict())
    params = list(model.parameters())
    assert ours.param_groups[0]["seed"] == 2
    start = [(values(p), values(ours.state[p]["momentum_buffer"])) for p in params]
    assert all(int(ours.state[p]["step"]) == 0 for p in params)
    assert all(ours.state[p]["momentum_buffer"].dtype == torch.bfloat16 for p in params)
    _grads(model, 2)
    grads = [values(p.grad) for p in params]
    ours.step()
    for pid, (p, (p0, b0), g) in enumerate(zip(params, start, grads, strict=True)):
        want, buf = ref_sgd(
            p0, g, b0, t=1, first=False, lr=0.05, mom=0.9, damp=0.0, wd=0.0, nesterov=False, maximize=False,
            pdt=torch.bfloat16, sdt=torch.bfloat16, mode="STOCHASTIC", seed=2, pid=pid, index=np.arange(p.numel()),
        )  # fmt: skip
        bits_equal(values(p), want)
        bits_equal(values(ours.state[p]["momentum_buffer"]), buf)
    plain = torch.optim.SGD(model.parameters(), lr=0.05)  # no momentum: momentum_buffer None in torch's state
    plain.step()
    no_mom = optim.SGD(model.parameters(), lr=0.05)
    no_mom.load_state_dict(plain.state_dict())
    no_mom.step()
    assert all("momentum_buffer" not in no_mom.state[p] for p in params)


def test_torch_loads_ours():
    model = _model()
    ours = optim.AdamW(model.parameters(), lr=HP["lr"], seed=1)
    _grads(model, 0)
    ours.step()
    theirs = torch.optim.AdamW(model.parameters(), lr=HP["lr"])
    theirs.load_state_dict(ours.state_dict())
    p = next(iter(model.parameters()))
    assert torch.equal(theirs.state[p]["exp_avg"], ours.state[p]["exp_avg"].bfloat16())
    theirs.step()
    assert int(theirs.state[p]["step"]) == 2


@pytest.mark.parametrize("how", ["deepcopy", "torch.save"])
@pytest.mark.parametrize("make", [lambda ps: optim.AdamW(ps, lr=1e-2), lambda ps: optim.SGD(ps, lr=1e-2, momentum=0.9)])
def test_a_copied_or_pickled_optimizer_continues_with_the_originals_bits(how, make):
    """``copy.deepcopy(opt)`` and ``torch.save(opt)`` keep only what torch.optim pickles (defaults, state, groups):
    the copy numbers its untagged parameters again and steps on as the original does."""
    import copy
    import io

    torch.manual_seed(0)
    params = [torch.nn.Parameter(torch.randn(n, dtype=torch.bfloat16)) for n in (33, 8)]
    opt = make(params)
    for step in range(5):
        if step == 2:
            if how == "deepcopy":
                other = copy.deepcopy(opt)
            else:
                buffer = io.BytesIO()
                torch.save(opt, buffer)
                buffer.seek(0)
                other = torch.load(buffer, weights_only=False)
            copies = other.param_groups[0]["params"]
            assert all(a is not b and torch.equal(a, b) for a, b in zip(params, copies, strict=True))
        for p in params if step < 2 else [*params, *copies]:
            p.grad = torch.full_like(p, 0.25 - 0.1 * step)
        opt.step()
        if step >= 2:
            other.step()
    for a, b in zip(params, copies, strict=True):
        assert torch.equal(a.view(torch.int16), b.view(torch.int16))


def test_a_state_dict_of_other_groups_is_refused_saying_so():
    params = [torch.nn.Parameter(torch.randn(n, dtype=torch.bfloat16)) for n in (4, 5, 6)]
    saved = torch.optim.AdamW(params[:2], lr=1e-2).state_dict()
    with pytest.raises(ValueError, match=r"param_groups\[0\] of the state dict has 2 parameters, this optimizer's 3"):
        optim.AdamW(params, lr=1e-2).load_state_dict(saved)
    two_groups = optim.AdamW([{"params": params[:1]}, {"params": params[1:]}], lr=1e-2)
    with pytest.raises(ValueError, match=r"has 1 parameter group\(s\), this optimizer 2; build the optimizer"):
        two_groups.load_state_dict(optim.AdamW(params, lr=1e-2).state_dict())


def test_torch_state_dict_with_unsupported_settings_is_refused_before_loading():
    model = _model()
    theirs = torch.optim.AdamW(model.parameters(), amsgrad=True)
    _grads(model, 0)
    theirs.step()
    ours = optim.AdamW(model.parameters())
    with pytest.raises(TypeError, match=r"amsgrad=True\) is not supported: .*running maximum"):
        ours.load_state_dict(theirs.state_dict())
    assert not ours.state and "amsgrad" in ours.param_groups[0] and ours.param_groups[0]["amsgrad"] is False


# --------------------------------------------------------------------------------------------
# 2. a step that raises changes nothing


def test_a_step_that_raises_changes_nothing():
    model = _model()
    params = list(model.parameters())
    opt = optim.AdamW(params, lr=1e-2)
    _grads(model, 0)
    opt.step()
    snap = _snapshot(opt, params)
    _grads(model, 1)
    params[-1].grad_dtype = None  # allow a wrong gradient dtype to be assigned
    params[-1].grad = params[-1].grad.half()  # the last parameter's gradient is wrong
    with pytest.raises(TypeError, match="gradient of parameter 3 has dtype float16"):
        opt.step()
    _assert_unchanged(opt, params, snap)
    fresh = optim.SGD(params, lr=0.1, momentum=0.9)
    with pytest.raises(TypeError, match="gradient of parameter 3"):
        fresh.step()
    assert not fresh.state  # no state was created either


# --------------------------------------------------------------------------------------------
# 3. edits to param_groups are checked where they are read


@pytest.mark.parametrize(
    "key,value,error,match",
    [
        ("betas", (1.0, 0.999), ValueError, r"invalid betas \(1.0, 0.999\): each must be in \[0, 1\)"),
        ("seed", -5, ValueError, r"seed must be a non-negative integer below 2\*\*64, got -5"),
        ("seed", 2**70, ValueError, r"got 1180591620717411303424 \(out-of-range values are refused, not wrapped"),
        ("state_dtype", "float16", ValueError, "state_dtype must be one of float32, bfloat16"),
        ("rounding", "RZ", ValueError, "rounding must be STOCHASTIC or RN"),
        ("rounds", 0, ValueError, "rounds must be at least 1"),
        ("lr", -1.0, ValueError, "invalid learning rate"),
        ("foreach", "yes", TypeError, "foreach must be None, True or False"),
    ],
)
def test_edited_groups_get_the_constructors_checks(key, value, error, match):
    model = _model()
    params = list(model.parameters())
    opt = optim.AdamW(params)
    with pytest.raises(error, match=match):  # the constructor says the same
        optim.AdamW(_model().parameters(), **{key: value})
    _grads(model, 0)
    opt.step()
    snap = _snapshot(opt, params)
    opt.param_groups[0][key] = value
    _grads(model, 1)
    with pytest.raises(error, match=r"AdamW: param_groups\[0\]: .*" + match):
        opt.step()
    _assert_unchanged(opt, params, snap)


def test_parameter_appended_to_param_groups():
    model = _model()
    opt = optim.AdamW(model.parameters())
    extra = make_param((5,), torch.bfloat16)
    extra.grad = make_grad((5,), torch.bfloat16, 0)
    opt.param_groups[0]["params"].append(extra)
    with pytest.raises(ValueError, match="added after construction without add_param_group.*assign_stream_ids"):
        opt.step()
    assert not opt.state
    tagged = _model()
    optim.assign_stream_ids(tagged)
    opt2 = optim.AdamW(tagged.parameters())
    optim.assign_stream_ids([extra], start=100)  # tagged: a stable key, so appending works
    opt2.param_groups[0]["params"].append(extra)
    opt2.step()
    assert int(opt2.state[extra]["step"]) == 1


# --------------------------------------------------------------------------------------------
# 4. torch's keywords


def test_torch_keywords():
    ps = list(_model().parameters())
    for kw, match in [
        ({"amsgrad": True}, r"AdamW\(amsgrad=True\) is not supported: the fused update keeps no running maximum"),
        ({"differentiable": True}, r"differentiable=True\) is not supported: .*outside autograd"),
    ]:
        with pytest.raises(TypeError, match=match):
            optim.AdamW(ps, **kw)
    with pytest.raises(TypeError, match=r"SGD\(differentiable=True\) is not supported"):
        optim.SGD(ps, differentiable=True)
    # AdamW takes capturable=True (tests/torch/test_optim_capturable.py); SGD has no such keyword, as torch's, and
    # a group that asks for it is refused with the reason
    with pytest.raises(TypeError, match=r"SGD\(capturable=True\) is not supported: .*CUDA graph"):
        optim.SGD([{"params": ps, "capturable": True}])
    for kw in ({"foreach": True}, {"foreach": False}, {"fused": True}, {"fused": False}, {"amsgrad": False}):
        optim.AdamW(ps, **kw)
        optim.SGD(ps, **{k: v for k, v in kw.items() if k != "amsgrad"})
    optim.AdamW(ps, 1e-3, (0.9, 0.99), 1e-8, 0.0, False)  # torch's positional order, amsgrad sixth


# --------------------------------------------------------------------------------------------
# 5. devices


class _OnXpu(torch.Tensor):
    """A tensor that says it lives on an XPU (a device no backend serves; a CPU build of torch has none)."""

    @staticmethod
    def __new__(cls, shape):
        return torch.Tensor._make_wrapper_subclass(cls, shape, dtype=torch.bfloat16, device="xpu")

    @classmethod
    def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
        raise RuntimeError(f"{func} reached the fake CUDA tensor")


def test_unserved_devices_get_the_tensor_ops_device_check():
    """CUDA runs the Triton backend now (tests/runtime/); a device no backend serves is refused, saying what to do."""
    with pytest.raises(ValueError, match=r"AdamW: parameter 0 runs on CPU tensors, NVIDIA GPUs .*got a tensor on xpu"):
        optim.AdamW([_OnXpu((4,))])
    with pytest.raises(ValueError, match=r"move it with .cpu\(\) or .cuda\(\)"):
        ops.round_to(_OnXpu((4,)), torch.bfloat16)  # the same check as the tensor ops


def test_meta_parameters_take_a_shape_only_step():
    p = torch.nn.Parameter(torch.empty(6, 5, device="meta", dtype=torch.bfloat16))
    p.grad = torch.empty(6, 5, device="meta", dtype=torch.bfloat16)
    opt = optim.AdamW([p])
    opt.step()
    assert opt.state[p]["exp_avg"].device.type == "meta" and opt.state[p]["exp_avg"].shape == (6, 5)
    assert int(opt.state[p]["step"]) == 1 and opt.last_step_launches == 0


# --------------------------------------------------------------------------------------------
# 6. Philox rounds: a setting of each optimizer, read at construction, never inside a cached body

#: What both processes run once the default is 7: a new optimizer's step and a round_to (``p``, ``opt``, ``y``).
_AT_SEVEN = """
import torch
from flydsl.rounding.torch import ops, optim
p = torch.nn.Parameter(torch.linspace(-1, 1, 40).bfloat16())
p.grad = torch.full((40,), 0.01).bfloat16()
opt = optim.AdamW([p], lr=1e-2, seed=9)
opt.step()
y = ops.round_to(torch.linspace(-1, 1, 40) + 2**-10, torch.bfloat16, rounding="STOCHASTIC", seed=9)
"""
_FRESH = (
    "import json\nimport flydsl.rounding as fr\nfr.set_default_rounds(7)\n"
    + _AT_SEVEN
    + "print(json.dumps([p.detach().view(torch.int16).tolist(), y.view(torch.int16).tolist()]))\n"
)


def test_rounds_follow_set_default_rounds_like_a_fresh_process():
    """Step an optimizer at the default (10 rounds), then set_default_rounds(7): a new optimizer (and
    round_to) gives the bits of a fresh process started at 7, while the first keeps its 10 (saved in
    its state_dict)."""
    early = torch.nn.Parameter(torch.linspace(-1, 1, 40).bfloat16())
    early.grad = torch.full((40,), 0.01).bfloat16()
    first = optim.AdamW([early], lr=1e-2, seed=9)
    first.step()  # compiles (and caches) the body at 10 rounds
    try:
        fr.set_default_rounds(7)
        ran = {}
        exec(_AT_SEVEN, ran)  # noqa: S102  (the fresh process below runs the same lines)
        p, opt, y = ran["p"], ran["opt"], ran["y"]
        start = (values(early), values(first.state[early]["exp_avg"]), values(first.state[early]["exp_avg_sq"]))
        first.step()  # still 10 rounds: its setting, not the process default
    finally:
        fr.set_default_rounds(10)
    out = subprocess.run([sys.executable, "-c", _FRESH], capture_output=True, text=True, check=True, timeout=300)
    want_p, want_y = json.loads(out.stdout.strip().splitlines()[-1])
    assert p.detach().view(torch.int16).tolist() == want_p
    assert y.view(torch.int16).tolist() == want_y
    assert opt.param_groups[0]["rounds"] == 7 and opt.state_dict()["param_groups"][0]["rounds"] == 7
    assert first.param_groups[0]["rounds"] == 10
    want10 = ref_adamw(
        *start[:1], np.full(40, 0.01, F32), *start[1:], t=2, **HP, pdt=torch.bfloat16, sdt=torch.float32,
        mode="STOCHASTIC", seed=9, pid=0, index=np.arange(40), rounds=10,
    )  # fmt: skip
    bits_equal(values(early), want10[0])
    fresh10 = torch.nn.Parameter(torch.linspace(-1, 1, 40).bfloat16())
    fresh10.grad = torch.full((40,), 0.01).bfloat16()
    optim.AdamW([fresh10], lr=1e-2, seed=9).step()
    assert fresh10.detach().view(torch.int16).tolist() != want_p  # negative control: 10 rounds differ from 7


def test_rounds_setting_is_used_and_saved():
    p = make_param((24,), torch.bfloat16)
    opt = optim.AdamW([p], lr=1e-2, seed=3, rounds=7)
    g = make_grad((24,), torch.float32, 0)
    p0 = values(p)
    p.grad = g
    opt.step()
    want = ref_adamw(
        p0, values(g), np.zeros(24, F32), np.zeros(24, F32), t=1, **HP, pdt=torch.bfloat16, sdt=torch.float32,
        mode="STOCHASTIC", seed=3, pid=0, index=np.arange(24), rounds=7,
    )  # fmt: skip
    bits_equal(values(p), want[0])
    sd = opt.state_dict()
    assert sd["param_groups"][0]["rounds"] == 7
    other = optim.AdamW([p])
    other.load_state_dict(sd)
    assert other.param_groups[0]["rounds"] == 7
    with pytest.raises(ValueError, match="rounds must be at most 16"):
        optim.SGD([p], rounds=17)


# --------------------------------------------------------------------------------------------
# 14. the fused bodies' scalars by name


def test_scalars_are_a_record_by_name():
    s = optim.adamw_scalars(1e-2, 0.9, 0.99, 1e-6, 0.1, True, 3, seed=7, substream=optim.substream(3, 2, 0))
    # beta**t by repeated squaring in f64 (optim.functional.power: what a capturable step computes on the GPU): here
    # the last f64 bit differs from pow's, the f32 scalar passed to the kernel does not
    p3 = (0.9 * 0.9) * 0.9  # t = 3 = 0b11: base, then base squared
    assert s.step_size == 1e-2 / (1 - p3) and s.bc2_sqrt == (1 - (0.99 * 0.99) * 0.99) ** 0.5
    assert np.float32(s.step_size) == np.float32(1e-2 / (1 - 0.9**3))
    assert np.float32(s.bc2_sqrt) == np.float32((1 - 0.99**3) ** 0.5)
    assert (s.decay, s.one_minus_beta1, s.beta2, s.eps, s.sign, s.seed) == (1 - 1e-3, 1 - 0.9, 0.99, 1e-6, -1.0, 7)
    assert s.substream == (3 << 32) | (2 << 2)
    assert optim.scalar_types(optim.AdamWScalars) == (fx.Float32,) * 8 + (fx.Uint64,) * 2
    q = optim.sgd_scalars(0.1, 0.9, 0.2, 0.01, True, False, False, seed=1, substream=5)
    assert (q.keep, q.take, q.nesterov_momentum, q.lr, q.weight_decay) == (0.9, 1 - 0.2, 0.9, 0.1, 0.01)
    assert optim.scalar_types(optim.SGDScalars) == (fx.Float32,) * 6 + (fx.Uint64,) * 2


def test_reordering_the_record_still_gives_the_reference_bits(monkeypatch):
    """Reorder AdamWScalars' fields: the optimizer builds the record by name and the body reads it by
    name, so the bits stay the reference's (a positional mix-up would train on wrong numbers)."""
    hints = typing.get_type_hints(optim.AdamWScalars)  # field -> float / int, in the record's order
    Reordered = typing.NamedTuple("AdamWScalars", list(hints.items())[::-1])
    # where the record is looked up: built and unpacked in the functional core, named by AdamW's plan
    monkeypatch.setattr(optim.functional, "AdamWScalars", Reordered)
    monkeypatch.setattr(optim.adamw, "AdamWScalars", Reordered)
    optim.adamw_body.cache_clear()
    try:
        p = make_param((16,), torch.bfloat16)
        g = make_grad((16,), torch.float32, 1)
        p0 = values(p)
        opt = optim.AdamW([p], lr=1e-2, seed=4)
        p.grad = g
        opt.step()
        assert optim.scalar_types(Reordered)[0] is fx.Uint64  # substream first now
    finally:
        optim.adamw_body.cache_clear()
    want = ref_adamw(
        p0, values(g), np.zeros(16, F32), np.zeros(16, F32), t=1, **HP, pdt=torch.bfloat16, sdt=torch.float32,
        mode="STOCHASTIC", seed=4, pid=0, index=np.arange(16),
    )  # fmt: skip
    bits_equal(values(p), want[0])
    bits_equal(values(opt.state[p]["exp_avg_sq"]), want[2])
