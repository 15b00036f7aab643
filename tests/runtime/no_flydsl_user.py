"""A user's script on a machine without FlyDSL (run by test_no_flydsl.py through no_flydsl.py): the README's
torch ops and optimizer and an MX quantize, eager and under torch.compile(fullgraph=True), results saved to argv[1]."""

import sys

import numpy as np
import torch

import flydsl.rounding
from flydsl.rounding import mx
from flydsl.rounding.torch import ops, optim

assert not flydsl.rounding.HAVE_FLYDSL
x = torch.linspace(-3, 3, 1000)
out = {
    "round_to": ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=2034, offset=5).view(torch.int16),
    "fp8": ops.round_to(x, torch.float8_e4m3fn, rounding="STOCHASTIC", seed=2034).view(torch.uint8),
    "dropout": ops.dropout(x, 0.3, seed=7),
    "uniform": ops.uniform_(torch.empty(257), -1.0, 1.0, seed=3, stream=1),
    "normal": ops.normal_(torch.empty(256), 0.0, 2.0, seed=3, stream=2),
}


def f(t):
    return ops.round_to(ops.dropout(t, 0.25, seed=3), torch.bfloat16, rounding="STOCHASTIC", seed=9, offset=16)


out["compiled"] = torch.compile(f, fullgraph=True)(x).view(torch.int16)
out["eager"] = f(x).view(torch.int16)
params = [torch.nn.Parameter(torch.linspace(-1, 1, n).bfloat16()) for n in (100, 37)]
optim.assign_stream_ids(params)
opt = optim.AdamW(params, lr=1e-2, weight_decay=0.1)
for step in range(2):
    for p in params:
        p.grad = torch.full_like(p, 0.5 - step)
    opt.step()
out["adamw_launches"] = torch.tensor(opt.last_step_launches)
for i, p in enumerate(params):
    out[f"adamw{i}"] = p.detach().view(torch.int16)
q = mx.quantize(x[:992].reshape(31, 32), "mxfp4", rounding="STOCHASTIC", seed=11, offset=8)
out["mx_codes"], out["mx_scales"] = q.codes, q.scales.view(torch.uint8)
out["mx_dequantized"] = mx.dequantize(q)
np.savez(sys.argv[1], **{k: v.numpy() for k, v in out.items()})
