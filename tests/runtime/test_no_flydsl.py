"""Without FlyDSL (the CUDA machine's situation): the torch ops and optimizers import and run through the
Triton backend (here Triton's interpreter on CPU tensors), eager and under torch.compile(fullgraph=True),
and give the host engine's bits. ``no_flydsl.py`` refuses every import of the flydsl wheel's modules."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest
import torch

from flydsl.rounding.torch import ops, optim

HERE = pathlib.Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def user(tmp_path_factory):
    out = tmp_path_factory.mktemp("nofly") / "user.npz"
    env = {**os.environ, "TRITON_INTERPRET": "1", "FLYDSL_ROUNDING_BACKEND": "triton"}
    proc = subprocess.run(
        [sys.executable, str(HERE / "no_flydsl.py"), str(HERE / "no_flydsl_user.py"), str(out)],
        env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    return np.load(out)


def test_the_wheel_is_really_refused(tmp_path):
    """The harness is not vacuous: inside it FlyDSL is absent, and the wheel's modules are never loaded."""
    script = tmp_path / "probe.py"
    script.write_text("import sys, flydsl.rounding as r; print(r.HAVE_FLYDSL, 'flydsl.expr' in sys.modules)")
    got = subprocess.run([sys.executable, str(HERE / "no_flydsl.py"), str(script)], capture_output=True, text=True)
    assert got.stdout.split() == ["False", "False"], got.stderr[-2000:]
    direct = subprocess.run([sys.executable, str(script)], capture_output=True, text=True)  # negative control
    assert direct.stdout.split() == ["True", "True"], direct.stderr[-2000:]


def test_ops_equal_the_host_engine(user):
    x = torch.linspace(-3, 3, 1000)
    want = ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=2034, offset=5).view(torch.int16).numpy()
    np.testing.assert_array_equal(user["round_to"], want)
    want = ops.round_to(x, torch.float8_e4m3fn, rounding="STOCHASTIC", seed=2034).view(torch.uint8).numpy()
    np.testing.assert_array_equal(user["fp8"], want)
    np.testing.assert_array_equal(user["dropout"].view(np.int32), ops.dropout(x, 0.3, seed=7).numpy().view(np.int32))
    u = ops.uniform_(torch.empty(257), -1.0, 1.0, seed=3, stream=1).numpy()
    np.testing.assert_array_equal(user["uniform"].view(np.int32), u.view(np.int32))
    z = ops.normal_(torch.empty(256), 0.0, 2.0, seed=3, stream=2).numpy()
    np.testing.assert_array_equal(user["normal"].view(np.int32), z.view(np.int32))


def test_compiled_fullgraph_equals_eager(user):
    np.testing.assert_array_equal(user["compiled"], user["eager"])


def test_optimizer_equals_the_host_engine(user):
    params = [torch.nn.Parameter(torch.linspace(-1, 1, n).bfloat16()) for n in (100, 37)]
    optim.assign_stream_ids(params)
    opt = optim.AdamW(params, lr=1e-2, weight_decay=0.1)
    for step in range(2):
        for p in params:
            p.grad = torch.full_like(p, 0.5 - step)
        opt.step()
    assert int(user["adamw_launches"]) == 1  # one multi-tensor launch for both tensors
    for i, p in enumerate(params):
        np.testing.assert_array_equal(user[f"adamw{i}"], p.detach().view(torch.int16).numpy())


def test_mx_quantize_equals_the_host_engine(user):
    from flydsl.rounding import mx

    x = torch.linspace(-3, 3, 1000)
    q = mx.quantize(x[:992].reshape(31, 32), "mxfp4", rounding="STOCHASTIC", seed=11, offset=8)
    np.testing.assert_array_equal(user["mx_codes"], q.codes.numpy())
    np.testing.assert_array_equal(user["mx_scales"], q.scales.view(torch.uint8).numpy())
    np.testing.assert_array_equal(user["mx_dequantized"].view(np.int32), mx.dequantize(q).numpy().view(np.int32))
