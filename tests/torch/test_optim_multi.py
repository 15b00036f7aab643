"""Multi-tensor steps (issue 15, goal 1): one launch per group of tensors with the per-tensor path's bits."""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding.torch import optim

SHAPES = [((33, 7), torch.bfloat16), ((13,), torch.bfloat16), ((0, 4), torch.bfloat16), ((20,), torch.float32),
          ((5, 9), torch.float16), ((64,), torch.bfloat16), ((3, 3), torch.bfloat16)]  # fmt: skip


def _params():
    gen = torch.Generator().manual_seed(0)
    ps = [torch.nn.Parameter(torch.randn(s, generator=gen).to(d)) for s, d in SHAPES]
    optim.assign_stream_ids(ps)
    return ps


def _run(make, foreach: bool, steps: int = 3, swap: bool = False):
    ps = _params()
    if swap:  # negative control: two parameters trade stream ids
        a, b = ps[1], ps[6]
        ida, idb = optim.stream_id_of(a), optim.stream_id_of(b)
        setattr(a, optim.STREAM_ID_ATTR, idb)
        setattr(b, optim.STREAM_ID_ATTR, ida)
    groups = [{"params": ps[:4]}, {"params": ps[4:], "lr": 3e-2, "state_dtype": torch.bfloat16}]
    opt = make(groups, foreach)
    launches = []
    for t in range(steps):
        gen = torch.Generator().manual_seed(10 + t)
        for i, p in enumerate(ps):
            p.grad = None if (t == 0 and i == 5) else (torch.randn(p.shape, generator=gen) * 0.1).to(p.dtype)
        opt.step()
        launches.append(opt.last_step_launches)
    return ps, opt, launches


def _bits(t):
    """The tensor's bytes (bit-exact comparison, NaNs included)."""
    return t.detach().reshape(-1).contiguous().view(torch.uint8)


@pytest.mark.parametrize(
    "make,groups_per_step",
    [
        (lambda g, f: optim.AdamW(g, lr=1e-2, seed=7, foreach=f), 4),
        (lambda g, f: optim.SGD(g, lr=1e-2, momentum=0.9, weight_decay=1e-3, seed=7, foreach=f), 4),
    ],
    ids=["adamw", "sgd"],
)
def test_multi_tensor_step_is_bit_identical_to_per_tensor(make, groups_per_step):
    """Groups by (dtypes, state dtype): bf16 params with f32 state, f32 params, f16 params with bf16 state and
    bf16 params with bf16 state: 4 launches per step, where the per-tensor path launches once per tensor."""
    multi, mo, multi_launches = _run(make, True)
    single, so, single_launches = _run(make, False)
    for a, b in zip(multi, single, strict=True):
        assert torch.equal(_bits(a), _bits(b))
        for key, value in so.state[b].items():
            assert torch.equal(_bits(mo.state[a][key]), _bits(value)), key
    assert multi_launches == [groups_per_step] * 3
    nonempty = sum(1 for s, _ in SHAPES if s[0] * (s[1] if len(s) > 1 else 1))
    assert single_launches == [nonempty - 1, nonempty, nonempty]  # one gradless at step 1
    swapped, _, _ = _run(make, True, swap=True)
    assert not torch.equal(_bits(swapped[1]), _bits(single[1]))  # negative control: the keying is per parameter
    assert torch.equal(_bits(swapped[0]), _bits(single[0]))
