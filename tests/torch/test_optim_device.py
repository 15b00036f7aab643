"""Device test of the fused optimizers: needs an AMD GPU (ROCm build of torch); skipped otherwise.

The generated GPU kernels must produce the host engine's bits: the same steps on GPU and CPU tensors.
"""

from __future__ import annotations

import pytest
import torch

from devices import NO_GPU, rocm_arch
from flydsl.rounding.torch import optim

ARCH = rocm_arch()
pytestmark = [pytest.mark.device, pytest.mark.skipif(ARCH is None, reason=NO_GPU)]


@pytest.mark.parametrize("state_dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("make", [lambda ps, sd: optim.AdamW(ps, lr=1e-2, seed=4, state_dtype=sd),
                                  lambda ps, sd: optim.SGD(ps, lr=1e-2, momentum=0.9, nesterov=True, seed=4,
                                                           state_dtype=sd)])  # fmt: skip
def test_gpu_steps_match_cpu_steps(make, state_dtype):
    shapes = [(1000, 37), (4099,), (3,)]  # a Vector body with a scalar tail, and a tiny tensor
    gen = torch.Generator().manual_seed(0)
    cpu = [torch.nn.Parameter(torch.randn(s, generator=gen).bfloat16()) for s in shapes]
    gpu = [torch.nn.Parameter(p.detach().cuda()) for p in cpu]
    optim.assign_stream_ids(cpu)
    optim.assign_stream_ids(gpu)
    oc, og = make(cpu, state_dtype), make(gpu, state_dtype)
    for t in range(3):
        gen = torch.Generator().manual_seed(100 + t)
        for a, b in zip(cpu, gpu, strict=True):
            a.grad = torch.randn(a.shape, generator=gen).bfloat16()
            b.grad = a.grad.cuda()
        oc.step()
        og.step()
    for a, b in zip(cpu, gpu, strict=True):
        assert torch.equal(a.detach(), b.detach().cpu())
        for key, value in oc.state[a].items():
            assert torch.equal(value, og.state[b][key].cpu()), key


def test_later_steps_trace_nothing():
    """After the first step every launch reuses a kept CompiledFunction (runtime.flydsl.launch.launch): no new compile,
    and the bits still equal the CPU's (negative control: forgetting them makes the next step compile again)."""
    from flydsl.rounding.runtime.flydsl import launch as launch_cache

    gen = torch.Generator().manual_seed(1)
    cpu = [torch.nn.Parameter(torch.randn(s, generator=gen).bfloat16()) for s in ((300, 7), (5,))]
    gpu = [torch.nn.Parameter(p.detach().cuda()) for p in cpu]
    optim.assign_stream_ids(cpu)
    optim.assign_stream_ids(gpu)
    oc, og = optim.AdamW(cpu, lr=1e-2, seed=2), optim.AdamW(gpu, lr=1e-2, seed=2)

    def step():
        for a, b in zip(cpu, gpu, strict=True):
            a.grad = torch.randn(a.shape, generator=gen).bfloat16()
            b.grad = a.grad.cuda()
        oc.step()
        og.step()

    step()
    kept = launch_cache.kept_launches()
    step()
    step()
    assert launch_cache.kept_launches() == kept > 0
    for a, b in zip(cpu, gpu, strict=True):
        assert torch.equal(a.detach(), b.detach().cpu())
    launch_cache.forget_launches()
    step()
    assert launch_cache.kept_launches() == kept


SIZES = [1, 7, 8, 9, 1000, 4099, 16, 3, 2061, 31]  # Vectors with and without tails, tiny tensors


@pytest.mark.parametrize("state_dtype", [torch.float32, torch.bfloat16])
def test_one_launch_per_group_matches_per_tensor_kernels_and_cpu(state_dtype):
    """Issue 15, goal 1 on the GPU: foreach (one multi-tensor kernel per group) and foreach=False (per-tensor
    kernels) give the CPU's bits; launches per step == groups (here 1) vs one or two per tensor."""
    gen = torch.Generator().manual_seed(1)
    cpu = [torch.nn.Parameter(torch.randn(n, generator=gen).bfloat16()) for n in SIZES]
    multi = [torch.nn.Parameter(p.detach().cuda()) for p in cpu]
    single = [torch.nn.Parameter(p.detach().cuda()) for p in cpu]
    opts = []
    for ps, foreach in ((cpu, True), (multi, True), (single, False)):
        optim.assign_stream_ids(ps)
        opts.append(optim.AdamW(ps, lr=1e-2, seed=9, state_dtype=state_dtype, foreach=foreach))
    for t in range(2):
        gen = torch.Generator().manual_seed(50 + t)
        for a, b, c in zip(cpu, multi, single, strict=True):
            a.grad = torch.randn(a.shape, generator=gen).bfloat16()
            b.grad, c.grad = a.grad.cuda(), a.grad.cuda()
        for o in opts:
            o.step()
        assert opts[1].last_step_launches == 1
        assert opts[2].last_step_launches == sum((n >= 8) + (n % 8 > 0) for n in SIZES)
    for ps in (multi, single):
        for a, b in zip(cpu, ps, strict=True):
            assert torch.equal(a.detach().view(torch.int16), b.detach().cpu().view(torch.int16))


def test_run_many_maps_on_gpu_match_cpu():
    """Strided, offset and width-1 index maps in one multi-tensor launch per variant group, against the CPU."""
    import flydsl.expr as fx

    from flydsl.rounding import RoundingMode
    from flydsl.rounding.runtime import elementwise as ew
    from flydsl.rounding.runtime.indexing import IndexMap

    def body(x, seed, index):
        return x.to(fx.BFloat16, rounding=RoundingMode.STOCHASTIC, rand=ew.random_bits(seed, index, x))

    wrap = (2**32 - 3) * 8
    maps = [IndexMap.contiguous(0), IndexMap.contiguous(72), IndexMap(2**40 + 16, 24, 64), IndexMap(3, 24, 61),
            IndexMap(7, 5, 11), IndexMap.contiguous(wrap), IndexMap.contiguous(wrap + 2**35 * 5 + 64)]  # fmt: skip
    sizes = [100, 37, 48, 50, 23, 1003, 40]
    gen = torch.Generator().manual_seed(4)
    xs = [torch.randn(n, generator=gen) for n in sizes]
    outs = {d: [torch.zeros(n, dtype=torch.bfloat16, device=d) for n in sizes] for d in ("cpu", "cuda")}
    launches = {}
    for d, os_ in outs.items():
        jobs = [ew.Job((x.to(d),), (o,), (77 + k,), m) for k, (x, o, m) in enumerate(zip(xs, os_, maps, strict=True))]
        launches[d] = ew.run_many(body, jobs, scalar_types=(fx.Uint64,))
    assert launches["cuda"] == launches["cpu"] == len({ew.variant_of(m, n) for m, n in zip(maps, sizes, strict=True)})
    for a, b in zip(outs["cpu"], outs["cuda"], strict=True):
        assert torch.equal(a.view(torch.int16), b.cpu().view(torch.int16))
