"""A repeated optimizer step replays its kept multi-tensor launches with new scalars (the Triton backend's
fast path): the same bits as the host engine's full step, and the full path whenever anything but the
scalars changes. Triton's interpreter on CPU tensors (FLYDSL_ROUNDING_BACKEND=triton)."""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding.runtime import backends
from flydsl.rounding.torch import optim


def _train(cls, backend, monkeypatch, steps=5, change=None, **kw):
    if backend == "triton":
        monkeypatch.setenv(backends.ENV, "triton")
    else:
        monkeypatch.delenv(backends.ENV, raising=False)
    torch.manual_seed(0)
    params = [torch.nn.Parameter(torch.randn(n, dtype=torch.bfloat16)) for n in (64, 100, 33)]
    optim.assign_stream_ids(params)
    grads = [torch.zeros(p.shape, dtype=torch.float32) for p in params]
    for p, g in zip(params, grads, strict=True):
        p.grad_dtype = None
        p.grad = g  # gradients updated in place: the same addresses every step, as a training loop's
    opt = cls(params, **kw)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: 1.0 / (1 + s))
    replays = []
    real = opt._replay

    def spy(plan):
        replays.append(real(plan))
        return replays[-1]

    monkeypatch.setattr(opt, "_replay", spy)
    gen = torch.Generator().manual_seed(1)
    for step in range(steps):
        for g in grads:
            g.copy_(torch.randn(g.shape, generator=gen))
        if change is not None and step == 3:
            change(opt)
        opt.step()
        sched.step()
    return [p.detach().clone() for p in params], opt, replays


@pytest.mark.parametrize(
    "cls, kw",
    [
        (optim.AdamW, dict(lr=1e-2, weight_decay=0.1)),
        (optim.AdamW, dict(lr=1e-2, state_dtype=torch.bfloat16)),
        (optim.SGD, dict(lr=1e-2, momentum=0.9, nesterov=True)),
        (optim.SGD, dict(lr=1e-2)),
    ],
)
def test_replayed_steps_equal_the_host_engine(cls, kw, monkeypatch):
    host, _, _ = _train(cls, "host", monkeypatch, **kw)
    got, opt, replays = _train(cls, "triton", monkeypatch, **kw)
    assert sum(replays) >= 2, replays  # the later steps were replays (the lr changed every step: scalars only)
    for a, b in zip(host, got, strict=True):
        assert torch.equal(a.view(torch.int16), b.view(torch.int16))
    assert opt.last_step_launches == 1


def test_a_structural_change_takes_the_full_path(monkeypatch):
    def decay_on(opt):
        opt.param_groups[0]["weight_decay"] = 0.05  # SGD: another kernel (decay on)

    host, _, _ = _train(optim.SGD, "host", monkeypatch, change=decay_on, lr=1e-2, momentum=0.5)
    got, _, replays = _train(optim.SGD, "triton", monkeypatch, change=decay_on, lr=1e-2, momentum=0.5)
    # step 1 creates the state and step 2 plans in full (nothing to replay yet); step 3 replays; step 4 sees
    # the change and plans in full
    assert replays[0] is True and replays[1] is False
    for a, b in zip(host, got, strict=True):
        assert torch.equal(a.view(torch.int16), b.view(torch.int16))


def test_new_gradient_addresses_take_the_full_path(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    p = torch.nn.Parameter(torch.randn(40, dtype=torch.bfloat16))
    opt = optim.AdamW([p], lr=1e-2)
    keep = []
    for step in range(4):
        keep.append(torch.randn(40, dtype=torch.bfloat16))  # kept alive: every step a new address
        p.grad = keep[-1]
        opt.step()
        if step:  # step 1 creates the state; later steps keep a plan for the addresses they saw
            assert opt._fast is not None and opt._fast.signature.ptrs[0] == keep[-1].data_ptr()
    assert len({g.data_ptr() for g in keep}) == 4
