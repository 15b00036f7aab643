"""Single-process pieces of the sharded optimizer: DTensor parameters and ZeroRedundancyOptimizer on a
one-rank gloo group (the multi-rank runs, 2 and 4 processes, are in the distributed tests)."""

from __future__ import annotations

import io

import pytest
import torch

from flydsl.rounding.torch import optim

pytest.importorskip("torch.distributed.tensor")
from torch.distributed.tensor import DTensor, Replicate, Shard, distribute_tensor  # noqa: E402


def _values(shape, seed):
    return torch.randn(shape, generator=torch.Generator().manual_seed(seed))


def _plain_and_sharded(mesh, placement):
    full = _values((12, 10), 0).bfloat16()
    plain = torch.nn.Parameter(full.clone())
    sharded = torch.nn.Parameter(distribute_tensor(full.clone(), mesh, [placement]))
    optim.assign_stream_ids([plain])
    optim.assign_stream_ids([sharded])
    return plain, sharded


@pytest.mark.parametrize("placement", [Shard(0), Shard(1), Replicate()])
@pytest.mark.parametrize("state_dtype", [torch.float32, torch.bfloat16])
def test_dtensor_parameter_matches_plain(mesh, placement, state_dtype):
    plain, sharded = _plain_and_sharded(mesh, placement)
    a = optim.AdamW([plain], lr=1e-2, seed=3, state_dtype=state_dtype)
    b = optim.AdamW([sharded], lr=1e-2, seed=3, state_dtype=state_dtype)
    for t in range(3):
        g = _values((12, 10), 10 + t).bfloat16()
        plain.grad = g.clone()
        sharded.grad = distribute_tensor(g.clone(), mesh, [placement])
        a.step()
        b.step()
    assert isinstance(sharded.data, DTensor) and isinstance(b.state[sharded]["exp_avg"], DTensor)
    assert torch.equal(sharded.full_tensor(), plain.detach())
    for key in ("exp_avg", "exp_avg_sq"):
        assert torch.equal(b.state[sharded][key].full_tensor(), a.state[plain][key])
    assert not torch.equal(plain.detach(), _values((12, 10), 0).bfloat16())  # the steps did something


def test_gathered_state_dict_loads_into_dtensor_params(mesh):
    """gathered_state_dict() holds full tensors; load_state_dict shards them like the parameter."""
    plain, sharded = _plain_and_sharded(mesh, Shard(1))
    b = optim.AdamW([sharded], lr=1e-2, seed=3)
    sharded.grad = distribute_tensor(_values((12, 10), 5).bfloat16(), mesh, [Shard(1)])
    b.step()
    sd = b.gathered_state_dict()
    assert not isinstance(sd["state"][0]["exp_avg"], DTensor)
    buf = io.BytesIO()
    torch.save(sd, buf)
    buf.seek(0)
    fresh = torch.nn.Parameter(distribute_tensor(sharded.full_tensor().detach(), mesh, [Shard(0)]))
    optim.assign_stream_ids([fresh])
    c = optim.AdamW([fresh], lr=1e-2, seed=0)
    c.load_state_dict(torch.load(buf))
    st = c.state[fresh]
    assert isinstance(st["exp_avg"], DTensor) and st["exp_avg"].placements == (Shard(0),)
    assert torch.equal(st["exp_avg"].full_tensor(), b.state[sharded]["exp_avg"].full_tensor())
    assert int(st["step"]) == 1 and c.param_groups[0]["seed"] == 3


def test_gradient_sharded_differently_is_an_error(mesh):
    _, sharded = _plain_and_sharded(mesh, Shard(0))
    opt = optim.AdamW([sharded])
    sharded.grad = distribute_tensor(_values((12, 10), 1).bfloat16(), mesh, [Replicate()])
    with pytest.raises(ValueError, match="must be sharded like the parameter"):
        opt.step()


def test_zero_redundancy_optimizer_wraps_ours(mesh):
    """ZeroRedundancyOptimizer(optimizer_class=AdamW) gives the plain optimizer's bits; its consolidated
    state_dict resumes bit-identically."""
    from torch.distributed.optim import ZeroRedundancyOptimizer

    def model():
        torch.manual_seed(0)
        m = torch.nn.Sequential(torch.nn.Linear(6, 5), torch.nn.Linear(5, 3)).bfloat16()
        optim.assign_stream_ids(m)
        return m

    def grads(m, t):
        gen = torch.Generator().manual_seed(t)
        for p in m.parameters():
            p.grad = torch.randn(p.shape, generator=gen).bfloat16()

    ref = model()
    ref_opt = optim.AdamW(ref.parameters(), lr=1e-2, seed=8)
    zm = model()
    zopt = ZeroRedundancyOptimizer(zm.parameters(), optimizer_class=optim.AdamW, lr=1e-2, seed=8)
    for t in range(2):
        grads(ref, t)
        grads(zm, t)
        ref_opt.step()
        zopt.step()
    zopt.consolidate_state_dict(to=0)
    sd = zopt.state_dict()
    resumed = model()
    resumed.load_state_dict(zm.state_dict())
    ropt = ZeroRedundancyOptimizer(resumed.parameters(), optimizer_class=optim.AdamW, lr=1e-2, seed=0)
    ropt.load_state_dict(sd)
    for t in range(2, 4):
        for m in (ref, resumed):
            grads(m, t)
        ref_opt.step()
        ropt.step()
    for a, b in zip(ref.parameters(), resumed.parameters(), strict=True):
        assert torch.equal(a, b)
