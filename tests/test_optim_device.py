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
