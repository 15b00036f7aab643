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


@pytest.fixture
def mesh_of_one():
    """A gloo process group of one rank in this process, and its CPU mesh (torch's DTensor needs one)."""
    import torch.distributed as dist

    if not (dist.is_available() and dist.is_gloo_available()) or dist.is_initialized():
        pytest.skip("needs torch.distributed with gloo, and no process group already in this process")
    from torch.distributed.device_mesh import init_device_mesh

    dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    try:
        yield init_device_mesh("cpu", (1,))
    finally:
        dist.destroy_process_group()


def _dtensor_run(mesh, monkeypatch, steps: int = 4):
    """AdamW on a DTensor parameter and on a plain twin, each step a NEW gradient (the old ones kept alive, so every
    step's is at a new address); returns both parameters' bits and whether the later steps replayed."""
    from torch.distributed.tensor import Shard, distribute_tensor

    monkeypatch.setenv(backends.ENV, "triton")
    start = torch.randn(48, 8, generator=torch.Generator().manual_seed(3)).to(torch.bfloat16)
    sharded = torch.nn.Parameter(distribute_tensor(start.clone(), mesh, [Shard(0)]))
    plain = torch.nn.Parameter(start.clone())
    optim.assign_stream_ids([sharded])
    optim.assign_stream_ids([plain])
    opts = [optim.AdamW([q], lr=1e-2, weight_decay=0.1) for q in (sharded, plain)]
    keep, gen = [], torch.Generator().manual_seed(4)
    for _ in range(steps):
        g = torch.randn(48, 8, generator=gen).to(torch.bfloat16)
        keep.append((distribute_tensor(g.clone(), mesh, [Shard(0)]), g))
        sharded.grad, plain.grad = keep[-1]
        for opt in opts:
            opt.step()
    return sharded.to_local().view(torch.int16), plain.detach().view(torch.int16), opts[0]._fast is not None


def test_new_dtensor_gradient_addresses_take_the_full_path(mesh_of_one, monkeypatch):
    """A DTensor's own data_ptr() is 0: the replay checks its local tensor's address (else it would reuse the job
    table of a gradient no longer set, and step with stale values)."""
    got, want, planned = _dtensor_run(mesh_of_one, monkeypatch)
    assert planned and torch.equal(got, want)


def test_negative_control_dtensor_addresses_by_data_ptr_replay_stale_gradients(mesh_of_one, monkeypatch):
    from flydsl.rounding.torch.optim import base

    monkeypatch.setattr(base, "tensor_addresses", lambda tensors, dtensors: [t.data_ptr() for t in tensors])
    got, want, _ = _dtensor_run(mesh_of_one, monkeypatch)
    assert not torch.equal(got, want)


def _moved_parameter_run(monkeypatch) -> bool:
    """AdamW on a parameter given new storage (``p.data = ...``, same values) before its fourth step, and on an
    untouched twin: whether they still agree."""
    monkeypatch.setenv(backends.ENV, "triton")
    p = torch.nn.Parameter(torch.randn(40, dtype=torch.bfloat16))
    twin = torch.nn.Parameter(p.detach().clone())
    optim.assign_stream_ids([p])
    optim.assign_stream_ids([twin])
    opts = [optim.AdamW([q], lr=1e-2) for q in (p, twin)]
    old = None
    p.grad, twin.grad = torch.empty_like(p), torch.empty_like(twin)  # updated in place: the steps replay
    for step in range(5):
        g = torch.randn(40, dtype=torch.bfloat16, generator=torch.Generator().manual_seed(step))
        p.grad.copy_(g)
        twin.grad.copy_(g)
        if step == 3:
            old = p.data  # kept alive: a stale table writes here, not into freed memory
            p.data = p.data.clone()
        for opt in opts:
            opt.step()
    assert old is not None and opts[1]._fast is not None
    return torch.equal(p.detach().view(torch.int16), twin.detach().view(torch.int16))


def test_a_moved_parameter_takes_the_full_path(monkeypatch):
    """The kept job table holds the parameter's old address: the replay checks the parameters' addresses too."""
    assert _moved_parameter_run(monkeypatch)


def test_negative_control_without_the_parameter_addresses_a_moved_parameter_is_missed(monkeypatch):
    from flydsl.rounding.torch.optim import base

    real = base.tensor_addresses

    def grads_only(tensors, dtensors):
        if tensors and isinstance(tensors[0], torch.nn.Parameter):
            return [0] * len(tensors)
        return real(tensors, dtensors)

    monkeypatch.setattr(base, "tensor_addresses", grads_only)
    assert not _moved_parameter_run(monkeypatch)


@pytest.mark.parametrize("foreach", [None, False])
def test_non_contiguous_parameters_step_as_on_the_host_engine(foreach, monkeypatch):
    """A channels_last conv weight and a transposed parameter, with gradients of their layouts: the Triton backend
    steps them on contiguous work copies (in logical order, so with the host engine's bits) and writes them back,
    layouts kept; an f32 parameter of the same step runs another kernel."""

    def run(backend):
        if backend == "triton":
            monkeypatch.setenv(backends.ENV, "triton")
        else:
            monkeypatch.delenv(backends.ENV, raising=False)
        torch.manual_seed(0)
        conv = torch.randn(4, 3, 3, 3, dtype=torch.bfloat16).to(memory_format=torch.channels_last)
        params = [
            torch.nn.Parameter(torch.randn(8)),
            torch.nn.Parameter(conv),
            torch.nn.Parameter(torch.randn(6, 5, dtype=torch.bfloat16).t()),
        ]
        optim.assign_stream_ids(params)
        opt = optim.AdamW(params, lr=1e-2, weight_decay=0.1, foreach=foreach)
        gen = torch.Generator().manual_seed(1)
        for _ in range(4):
            for p in params:
                p.grad = torch.empty_like(p).copy_(torch.randn(p.shape, generator=gen))  # the parameter's layout
            opt.step()
        assert params[1].is_contiguous(memory_format=torch.channels_last) and not params[2].is_contiguous()
        return [p.detach().clone() for p in params] + [opt.state[p]["exp_avg_sq"].clone() for p in params]

    host, got = run("host"), run("triton")
    for a, b in zip(host, got, strict=True):
        assert torch.equal(a.contiguous().view(torch.int16), b.contiguous().view(torch.int16))


def test_meta_parameters_take_a_shape_only_step_on_the_triton_backend(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    p = torch.nn.Parameter(torch.empty(6, 5, device="meta", dtype=torch.bfloat16))
    p.grad = torch.empty(6, 5, device="meta", dtype=torch.bfloat16)
    opt = optim.AdamW([p], lr=1e-2)
    for _ in range(3):
        opt.step()
    assert opt.last_step_launches == 0 and int(opt.state[p]["step"]) == 3
    assert opt.state[p]["exp_avg"].device.type == "meta" and opt.state[p]["exp_avg"].shape == (6, 5)
