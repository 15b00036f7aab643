"""The training layers on a CUDA GPU (device tests: skipped where there is none): a quantized layer's training
step never synchronises the host (``torch.cuda.set_sync_debug_mode("error")``), the Triton dequantize kernel
gives the CPU torch path's bits, the fused fake-quantize kernel gives the unfused path's, the bf16 GEMM path
equals an f32 GEMM of the same operands to f32 rounding, the RHT equals the CPU's bits, and the RHT fused into the
fake-quantize kernel gives the bits of transforming first.

Run on the H200: ``FLYDSL_ROUNDING_GPU_TESTS=1 python -m pytest -q tests/training/test_training_cuda.py``.
"""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding import training as T
from flydsl.rounding.torch import optim
from flydsl.rounding.training import linear, transform

pytestmark = [
    pytest.mark.device,
    pytest.mark.skipif(not torch.cuda.is_available() or bool(torch.version.hip), reason="needs an NVIDIA GPU (CUDA)"),
]

RECIPES = {
    "mxfp4-sr-rht": T.mxfp4(rht=True, keep_first=0, keep_last=0),
    "mxfp4-sr-rht-redraw": T.mxfp4(rht=True, rht_redraw=True, keep_first=0, keep_last=0),
    "nvfp4": T.nvfp4(keep_first=0, keep_last=0),
    "mxfp8": T.mxfp8(keep_first=0, keep_last=0),
}


def _model(recipe):
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, 256))
    T.convert_linear_layers(model, recipe)
    model = model.bfloat16().cuda()
    optim.assign_stream_ids(model)
    return model


@pytest.mark.parametrize("name", list(RECIPES))
def test_a_training_step_does_not_synchronise(name):
    model = _model(RECIPES[name])
    x = torch.randn(128, 256, device="cuda", dtype=torch.bfloat16)
    for _ in range(2):  # kernels compiled, constants cached, the step mirror set
        model(x).float().square().mean().backward()
    torch.cuda.synchronize()
    torch.cuda.set_sync_debug_mode("error")
    try:
        for _ in range(2):
            model(x).float().square().mean().backward()
    finally:
        torch.cuda.set_sync_debug_mode("default")
    torch.cuda.synchronize()


@pytest.mark.parametrize("fmt", ["mxfp8_e4m3", "mxfp8_e5m2", "mxfp4", "nvfp4"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_dequantize_kernel_equals_the_cpu_torch_path(fmt, dtype):
    g = torch.Generator(device="cuda").manual_seed(1)
    x = torch.randn(256, 512, device="cuda", generator=g) * torch.exp(
        4 * torch.randn(256, 512, device="cuda", generator=g)
    )
    for kw in (dict(), dict(axis=0, rounding="STOCHASTIC", seed=3)) + (
        (dict(block=(16, 16)),) if fmt == "nvfp4" else ()
    ):
        q = mx.quantize(x, fmt, **kw)
        on_cpu = mx.BlockQuantized(
            q.codes.cpu(), q.scales.cpu(), q.fmt, q.axis, q.block, q.shape, q.headroom,
            None if q.tensor_scale is None else q.tensor_scale.cpu(),
        )  # fmt: skip
        got, want = mx.dequantize(q, dtype=dtype).cpu(), mx.dequantize(on_cpu, dtype=dtype)
        same = (got == want) | (torch.isnan(got) & torch.isnan(want))
        assert bool(same.all())


@pytest.mark.parametrize("name", ["mxfp4-sr-rht", "nvfp4", "mxfp8"])
def test_bf16_gemm_path_equals_the_f32_gemm(monkeypatch, name):
    """One layer on f32 inputs (f32 outputs and gradients): the bf16-operand GEMMs give the f32 GEMMs' results to
    f32 summation-order rounding (the same exact products, the same quantized operands)."""
    recipe = RECIPES[name]
    g = torch.Generator(device="cuda").manual_seed(2)
    x = torch.randn(256, 512, device="cuda", generator=g)
    w = torch.randn(384, 512, device="cuda", generator=g) * 0.05
    dy = torch.randn(256, 384, device="cuda", generator=g)
    assert all(linear.bf16_gemm(recipe, k, x, w) for k in ("forward", "dgrad", "wgrad"))

    def run():
        xr, wr = x.clone().requires_grad_(), w.clone().requires_grad_()
        y = T.quantized_linear(xr, wr, recipe=recipe, layer=3, step=5)
        y.backward(dy)
        return y.detach(), xr.grad, wr.grad

    fast = run()
    monkeypatch.setattr(linear, "bf16_gemm", lambda *a, **k: False)
    slow = run()
    for a, b in zip(fast, slow, strict=True):
        assert a.dtype == torch.float32
        assert torch.allclose(a, b, rtol=1e-4, atol=1e-5 * float(b.abs().max()))


@pytest.mark.parametrize("block", [16, 32, 128])
def test_rht_on_the_gpu_equals_the_cpu_bit_for_bit(block):
    """The transform has one order of operations (the butterfly): CUDA's torch ops give the CPU's bits."""
    signs = T.draw_signs(block, seed=3)
    x = torch.randn(4 * block, 96, dtype=torch.float32) * torch.exp2(torch.randint(-20, 20, (4 * block, 1)).float())
    for dim in (0, 1):
        if x.shape[dim] % block:
            continue
        for inverse in (False, True):
            want = T.rht(x, dim=dim, block=block, signs=signs, inverse=inverse)
            got = T.rht(x.cuda(), dim=dim, block=block, signs=signs, inverse=inverse).cpu()
            assert torch.equal(got.view(torch.int32), want.view(torch.int32))


@pytest.mark.parametrize(
    ("spec", "block"),
    [(T.Operand("mxfp4", "STOCHASTIC"), 32), (T.Operand("mxfp4"), 32), (T.Operand("nvfp4", "STOCHASTIC"), 16),
     (T.Operand("nvfp4"), 16), (T.Operand("mxfp4", "STOCHASTIC"), 16)],
    ids=str,
)  # fmt: skip
@pytest.mark.parametrize("axis", [-1, 0])
def test_fused_rht_fake_quantize_equals_transforming_first(monkeypatch, spec, block, axis):
    """The RHT fused into the fake-quantize kernel (compiled) gives the values (and NVFP4's tensor scale) of the
    transform's torch ops followed by the fused kernel without it."""
    from flydsl.rounding.runtime.job import Rotation
    from flydsl.rounding.training import quant

    g = torch.Generator().manual_seed(block)
    x = torch.randn(512, 384, generator=g) * torch.exp2(torch.randint(-12, 12, (512, 1), generator=g).float())
    x = x.to(torch.bfloat16).cuda()
    rot = Rotation(T.draw_signs(block, seed=4).cuda(), block)
    kw = dict(axis=axis, seed=9, offset=T.TRAINING_OFFSET, substream=5, split=True, dtype=torch.bfloat16)
    got, ts = quant.fake_quantize(x, spec, rotation=rot, **kw)
    t = transform.rht_with_signs(x.float(), rot.signs, dim=axis % 2, block=block)
    want, want_ts = quant.fake_quantize(t, spec, **kw)
    assert torch.equal(got.contiguous().view(torch.int16), want.contiguous().view(torch.int16))
    if isinstance(ts, torch.Tensor):
        assert ts.view(torch.int32).item() == want_ts.view(torch.int32).item()


@pytest.mark.parametrize(
    "spec",
    [
        T.Operand("mxfp8_e4m3", "STOCHASTIC"),
        T.Operand("mxfp4", "STOCHASTIC"),
        T.Operand("nvfp4", "STOCHASTIC"),
        T.Operand("nvfp4", block=(16, 16)),
    ],
    ids=str,
)
@pytest.mark.parametrize("axis", [-1, 0])
def test_fused_fake_quantize_equals_the_unfused_path(monkeypatch, spec, axis):
    """training.fake_quantize on CUDA through the fused kernel (codes decoded in registers) gives the values of the
    unfused path (mx.quantize then mx.dequantize, whose kernels the other device tests check against the CPU),
    split, with NVFP4's tensor scale compared as bits."""
    from flydsl.rounding.training import quant

    if spec.two_d and axis == 0:
        pytest.skip("16x16 tiles are the same along either axis")
    g = torch.Generator().manual_seed(3)
    x = (torch.randn(256, 512, generator=g) * 4).to(torch.bfloat16).cuda()
    kw = dict(axis=axis, seed=9, offset=T.TRAINING_OFFSET, substream=5, split=True, dtype=torch.bfloat16)
    monkeypatch.setattr(quant, "PLANS", {})
    got, ts = quant.fake_quantize(x, spec, **kw)
    assert len(quant.PLANS) == 1  # the fast path served it
    monkeypatch.setattr(quant, "_fast", lambda *a, **k: None)
    want, want_ts = quant.fake_quantize(x, spec, **kw)
    assert got.shape == want.shape and got.stride() == want.stride()
    assert torch.equal(got.contiguous().view(torch.int16), want.contiguous().view(torch.int16))
    if isinstance(ts, torch.Tensor):
        assert ts.view(torch.int32).item() == want_ts.view(torch.int32).item()


def _grads(model):
    return [p.grad.clone() for p in model.parameters()]


@pytest.mark.parametrize("name", ["mxfp4-sr-rht", "nvfp4", "mxfp8"])
def test_a_cuda_graph_of_capturable_layers_replays_the_eager_steps_bits(name):
    """Three eager training steps, then the same three steps as replays of one CUDA graph of the forward and
    backward: every gradient bit for bit, so each replay keyed with its own step (a step baked into the graph
    would repeat step 1's stochastic rounding), and the step buffers advanced by the replays."""
    x = torch.randn(128, 256, device="cuda", dtype=torch.bfloat16)
    eager = _model(RECIPES[name])
    want = []
    for _ in range(3):
        eager.zero_grad(set_to_none=True)
        eager(x).float().square().mean().backward()
        want.append(_grads(eager))

    model = _model(RECIPES[name])
    assert T.make_capturable(model) == 2
    static_x = x.clone()
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):  # warm up (kernels compile, constants reach the device), then rewind the step
        model(static_x).float().square().mean().backward()
    torch.cuda.current_stream().wait_stream(side)
    T.set_step(model, 0)
    model.zero_grad(set_to_none=True)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        model(static_x).float().square().mean().backward()
    for i in range(3):
        graph.replay()
        got = _grads(model)
        assert all(torch.equal(a, b) for a, b in zip(got, want[i], strict=True)), f"step {i + 1}"
    assert [int(getattr(m, T.STEP_BUFFER)) for m in model.modules() if isinstance(m, T.QuantLinear)] == [3, 3]


def test_a_capture_that_would_read_the_step_on_the_host_says_what_to_do():
    """rht_redraw needs each step's value on the host: a capturable layer refuses it with a message saying so."""
    model = _model(RECIPES["mxfp4-sr-rht-redraw"])
    T.make_capturable(model)
    x = torch.randn(128, 256, device="cuda", dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="rht_redraw=True .* counter on the device"):
        model(x).float().square().mean().backward()


def test_lm_train_graph_mode_gives_the_eager_runs_bits(tmp_path):
    """lm.train with LMConfig(graph=True) (each step's forward and backward replayed from one CUDA graph, the
    optimizer eager) gives the eager run's losses bit for bit; so does a graphed run resumed from a checkpoint."""
    import dataclasses

    from flydsl.rounding.demos import lm

    cfg = dataclasses.replace(lm.DEMO, steps=8, eval_every=4, warmup=2, corpus_bytes=200_000, device="cuda")
    recipe = T.mxfp4(rht=True)
    eager = lm.train(cfg, recipe)
    graphed = lm.train(dataclasses.replace(cfg, graph=True), recipe)
    assert graphed.train_curve == eager.train_curve and graphed.curve == eager.curve
    ckpt = tmp_path / "run.ckpt"
    lm.train(dataclasses.replace(cfg, graph=True), recipe, checkpoint=ckpt, checkpoint_every=3, stop_at=5)
    resumed = lm.train(dataclasses.replace(cfg, graph=True), recipe, checkpoint=ckpt, checkpoint_every=3)
    assert resumed.train_curve == eager.train_curve
    other = lm.train(dataclasses.replace(cfg, graph=True, seed=1), recipe)  # control: another seed, other losses
    assert other.train_curve != eager.train_curve
