"""AdamW(capturable=True): step counts on the device, scalars made there, so a CUDA graph can replay a step. Its
steps give the bits of the host engine's ordinary steps (any dtypes, groups, schedules, maximize, RN or SR), its
state_dict interchanges with a non-capturable optimizer, and what cannot be captured is refused with the reason.
Triton's interpreter on CPU tensors (FLYDSL_ROUNDING_BACKEND=triton); the CUDA graph itself runs in the device
tests (tests/runtime/test_cuda.py)."""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding.runtime import backends
from flydsl.rounding.torch import optim
from flydsl.rounding.torch.optim import base

SIZES = (64, 100, 33, 0)


def _model(dtype=torch.bfloat16, sizes=SIZES):
    torch.manual_seed(0)
    params = [torch.nn.Parameter(torch.randn(n, dtype=dtype)) for n in sizes]
    optim.assign_stream_ids(params)
    grads = [torch.zeros(p.shape, dtype=torch.float32) for p in params]
    for p, g in zip(params, grads, strict=True):
        p.grad_dtype = None
        p.grad = g  # updated in place each step (the same addresses, as a training loop's)
    return params, grads


def _use(backend, monkeypatch):
    if backend == "triton":
        monkeypatch.setenv(backends.ENV, "triton")
    else:
        monkeypatch.delenv(backends.ENV, raising=False)


def _groups(params, split: bool):
    if not split:
        return params
    return [{"params": params[:2]}, {"params": params[2:], "lr": 3e-3, "weight_decay": 0.0}]


def _train(backend, monkeypatch, *, steps=4, split=False, dtype=torch.bfloat16, opt=None, params=None, start=0, **kw):
    _use(backend, monkeypatch)
    if params is None:
        params, _ = _model(dtype)
    grads = [p.grad for p in params]
    if opt is None:
        opt = optim.AdamW(_groups(params, split), lr=1e-2, weight_decay=0.1, **kw)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: 1.0 / (1 + s + start))
    gen = torch.Generator()
    for step in range(start, start + steps):
        gen.manual_seed(1 + step)  # each step's gradients, whichever run makes the step
        for g in grads:
            g.copy_(torch.randn(g.shape, generator=gen))
        opt.step()
        sched.step()
    return [p.detach().clone() for p in params], opt


def _bits(x):
    return x.view(torch.int16) if x.element_size() == 2 else x.view(torch.int32)


CASES = [
    dict(),
    dict(state_dtype=torch.bfloat16),
    dict(dtype=torch.float32),
    dict(maximize=True, betas=(0.5, 0.99)),
    dict(rounding="RN"),
    dict(split=True),
]


@pytest.mark.parametrize("kw", CASES, ids=lambda kw: ",".join(kw) or "default")
def test_capturable_steps_equal_the_host_engine(kw, monkeypatch):
    want, _ = _train("host", monkeypatch, **kw)
    got, opt = _train("triton", monkeypatch, capturable=True, **kw)
    for a, b in zip(want, got, strict=True):
        assert torch.equal(_bits(a), _bits(b))
    assert opt._fast is not None  # the later steps replayed the kept launches
    assert opt.last_step_launches == (4 if kw.get("split") else 2)  # per launch: the scalars' kernel and the update
    steps = [opt.state[p]["step"] for g in opt.param_groups for p in g["params"]]
    assert all(s.dtype == torch.int64 and int(s) == 4 for s in steps)


def test_negative_control_a_reset_counter_changes_the_bits(monkeypatch):
    want, _ = _train("host", monkeypatch)
    params, _ = _model()
    _, opt = _train("triton", monkeypatch, steps=2, capturable=True, params=params)
    for p in params[:1]:
        opt.state[p]["step"].zero_()  # the device counter keys the step: a wrong count gives other bits
    got, _ = _train("triton", monkeypatch, steps=2, opt=opt, params=params, start=2)
    assert not torch.equal(_bits(want[0]), _bits(got[0]))


@pytest.mark.parametrize("direction", ["capturable-to-host", "host-to-capturable"])
def test_state_dict_interchanges_with_a_non_capturable_optimizer(direction, monkeypatch):
    want, _ = _train("host", monkeypatch, steps=5)
    first, second = ("triton", "host") if direction == "capturable-to-host" else ("host", "triton")
    params, _ = _model()
    _, opt = _train(first, monkeypatch, steps=3, params=params, capturable=first == "triton")
    saved = opt.state_dict()
    assert all(int(s["step"]) == 3 for s in saved["state"].values())
    _use(second, monkeypatch)
    resumed = optim.AdamW(params, lr=1e-2, weight_decay=0.1, capturable=second == "triton")
    resumed.load_state_dict(saved)
    for group in resumed.param_groups:  # loaded with the saved groups' values, as torch.optim does: set it back
        group["capturable"] = second == "triton"
    got, _ = _train(second, monkeypatch, steps=2, params=params, opt=resumed, start=3)
    for a, b in zip(want, got, strict=True):
        assert torch.equal(_bits(a), _bits(b))


# -- what cannot be captured, refused with the reason ----------------------------------------------------------------


def test_capturable_needs_the_triton_backend(monkeypatch):
    params, _ = _model()
    _use("host", monkeypatch)
    opt = optim.AdamW(params, capturable=True)
    with pytest.raises(RuntimeError, match=r"parameter 0 is on cpu, which does not run on the Triton backend"):
        opt.step()
    assert not opt.state  # nothing changed


def test_capturable_needs_the_multi_tensor_launch(monkeypatch):
    params, _ = _model()
    _use("triton", monkeypatch)
    opt = optim.AdamW(params, capturable=True, foreach=False)
    with pytest.raises(RuntimeError, match=r"foreach=False asks for one launch per tensor.*pass foreach=None"):
        opt.step()


def test_sgd_refuses_capturable():
    params, _ = _model()
    with pytest.raises(TypeError, match=r"SGD\(capturable=True\) is not supported: this optimizer keys each step on"):
        optim.SGD([{"params": params, "capturable": True}], lr=0.1)  # as torch.optim.SGD, no such keyword
    with pytest.raises(TypeError, match=r"capturable must be True or False, got 'yes'"):
        optim.AdamW(params, capturable="yes")


@pytest.fixture
def capturing(monkeypatch):
    """A CUDA graph capture as the optimizer sees it (CI has no GPU: the check is what is tested)."""
    monkeypatch.setattr(base, "capturing", lambda: True)


def test_a_host_keyed_step_is_refused_under_capture(monkeypatch, capturing):
    params, _ = _model()
    _use("triton", monkeypatch)
    with pytest.raises(RuntimeError, match=r"SGD keys each step on the host .* use AdamW\(capturable=True\)"):
        optim.SGD(params, lr=0.1).step()
    with pytest.raises(RuntimeError, match=r"param_groups\[0\] has capturable=False: .* capturable=True"):
        optim.AdamW(params).step()


def test_state_is_not_made_inside_a_capture(monkeypatch, capturing):
    params, _ = _model()
    _use("triton", monkeypatch)
    with pytest.raises(RuntimeError, match=r"has no optimizer state yet.*run at least one eager step"):
        optim.AdamW(params, capturable=True).step()


def test_counters_are_not_gathered_inside_a_capture(monkeypatch):
    params, _ = _model()
    _, opt = _train("host", monkeypatch, steps=1, params=params)
    resumed = optim.AdamW(params, lr=1e-2, weight_decay=0.1, capturable=True)
    resumed.load_state_dict(opt.state_dict())  # CPU step counts: a step must move them to the device first
    resumed.param_groups[0]["capturable"] = True  # (loaded as saved: False)
    _use("triton", monkeypatch)
    monkeypatch.setattr(base, "capturing", lambda: True)
    with pytest.raises(RuntimeError, match=r"step counters of 4 parameters must be gathered on the GPU"):
        resumed.step()
    monkeypatch.setattr(base, "capturing", lambda: False)
    resumed.step()  # eagerly: gathered once
    assert int(resumed.state[params[0]]["step"]) == 2
