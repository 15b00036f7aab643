"""The torch ops and optimizers on a CUDA GPU (device tests: skipped where there is none).

Run on an NVIDIA H200 without FlyDSL installed (the CUDA path imports no FlyDSL). Bits are checked
against the numpy references (independent of the kernels), against the per-tensor launches, and
across torch.compile, CUDA graphs and streams.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
import torch

from flydsl.rounding import reference, rng
from flydsl.rounding.torch import ops, optim

pytestmark = [
    pytest.mark.device,
    pytest.mark.skipif(not torch.cuda.is_available() or bool(torch.version.hip), reason="needs an NVIDIA GPU (CUDA)"),
]

_NP = {torch.bfloat16: "BFloat16", torch.float8_e4m3fn: "Float8E4M3FN", torch.float8_e5m2: "Float8E5M2"}


def _bits(t: torch.Tensor) -> np.ndarray:
    return t.cpu().view(torch.uint8 if t.element_size() == 1 else torch.int16).numpy().astype(np.int64) & 0xFFFF


@pytest.mark.parametrize("dtype", list(_NP))
@pytest.mark.parametrize("offset", [0, 5, 2**40 + 3])
def test_round_to_sr_equals_the_numpy_reference(dtype, offset):
    x = torch.randn(100_003, device="cuda") * 3
    sat = dtype == torch.float8_e4m3fn
    y = ops.round_to(x, dtype, rounding="STOCHASTIC", seed=11, offset=offset, saturate=sat)
    idx = np.arange(x.numel(), dtype=np.uint64) + np.uint64(offset)
    u = x.cpu().numpy().view(np.uint32)
    want = reference.round_bits(u, _NP[dtype], "STOCHASTIC", reference.stream_bits(11, idx), saturate=sat)
    np.testing.assert_array_equal(_bits(y), np.asarray(want, dtype=np.int64) & 0xFFFF)


def _run_readme_block(code: str) -> dict:
    torch.manual_seed(0)
    ns: dict = {"__name__": "__readme__"}
    exec(compile(code, "README.md (NVIDIA block)", "exec"), ns)
    return ns


def test_the_readmes_nvidia_example_runs_verbatim_with_the_cpus_bits():
    """The README's block for NVIDIA GPUs, as written: its SR conversion equals the numpy reference (the host
    engine's bits, checked in CI), and its optimizer step is one launch with the per-tensor launches' bits."""
    text = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    code = re.search(r"```python\n(.*?)```", text[text.index("## On NVIDIA GPUs") :], re.S).group(1)
    ns = _run_readme_block(code)
    x, y = ns["x"], ns["y"]
    words = reference.stream_bits(2034, np.arange(x.numel(), dtype=np.uint64))
    want = reference.round_bits(x.cpu().numpy().view(np.uint32), "BFloat16", "STOCHASTIC", words)
    np.testing.assert_array_equal(_bits(y), np.asarray(want, dtype=np.int64) & 0xFFFF)
    assert ns["opt"].last_step_launches == 1
    per_tensor = _run_readme_block(code.replace("lr=1e-4)", "lr=1e-4, foreach=False)"))
    assert per_tensor["opt"].last_step_launches == 2  # weight and bias, one launch each
    for a, b in zip(ns["model"].parameters(), per_tensor["model"].parameters(), strict=True):
        assert torch.equal(a.view(torch.int16), b.view(torch.int16))


def test_dropout_equals_the_numpy_reference():
    x = torch.randn(50_001, device="cuda")
    y = ops.dropout(x, 0.3, seed=5, offset=7)
    ref, _ = rng.dropout_reference(x.cpu().numpy(), 0.3, 5, np.arange(7, 7 + x.numel(), dtype=np.uint64))
    np.testing.assert_array_equal(y.cpu().numpy().view(np.int32), ref.view(np.int32))


def test_dropout_keeps_nans_as_the_cpu_does():
    """Every NaN class through a kept element: itself, quieted, as on the CPU and AMD (not the GPU's canonical NaN)."""
    bits = np.array([0x7F800001, 0xFF800001, 0x7FC00000, 0xFFFFFFFF, 0x7FA5A5A5, 0x3F800000], dtype=np.uint32)
    x = torch.from_numpy(bits.view(np.float32).copy())
    for dtype in (torch.float32, torch.bfloat16):
        y = ops.dropout(x.to(dtype).cuda(), 1e-12, seed=5)
        want, _ = rng.dropout_reference(x.to(dtype).float().numpy(), 1e-12, 5, np.arange(x.numel(), dtype=np.uint64))
        want = torch.from_numpy(want).to(dtype)
        carrier = torch.int32 if dtype == torch.float32 else torch.int16
        assert torch.equal(y.cpu().view(carrier), want.view(carrier)), (dtype, y.cpu().view(carrier))


def _model_step(foreach: bool, steps: int = 3):
    torch.manual_seed(0)
    shapes = ((257, 33), (1000,), (7,))
    params = [torch.nn.Parameter(torch.randn(s, device="cuda", dtype=torch.bfloat16)) for s in shapes]
    optim.assign_stream_ids(params)
    opt = optim.AdamW(params, lr=1e-2, weight_decay=0.1, foreach=foreach)
    for t in range(steps):
        g = torch.Generator(device="cuda").manual_seed(t)
        for p in params:
            p.grad = torch.randn(p.shape, device="cuda", dtype=p.dtype, generator=g)
        opt.step()
    return params, opt


def test_multi_tensor_step_is_one_launch_with_the_per_tensor_bits():
    multi, opt = _model_step(True)
    assert opt.last_step_launches == 1
    single, opt1 = _model_step(False)
    assert opt1.last_step_launches == 3
    for a, b in zip(multi, single, strict=True):
        assert torch.equal(a.view(torch.int16), b.view(torch.int16))


def _edited_run(foreach: bool, junk: list):
    """Seven AdamW steps with gradients at fixed addresses (so the multi-tensor step replays its kept launch from
    the third step on); before the fifth, one moment is replaced (its old tensor freed, the memory likely handed to
    a new tensor, kept in ``junk``) and another parameter's state is reset."""
    torch.manual_seed(0)
    shapes = ((257, 33), (1000,), (7,))
    params = [torch.nn.Parameter(torch.randn(s, device="cuda", dtype=torch.bfloat16)) for s in shapes]
    optim.assign_stream_ids(params)
    for p in params:
        p.grad = torch.zeros_like(p)
    opt = optim.AdamW(params, lr=1e-2, weight_decay=0.1, foreach=foreach)
    for t in range(7):
        g = torch.Generator(device="cuda").manual_seed(t)
        for p in params:
            p.grad.copy_(torch.randn(p.shape, device="cuda", dtype=p.dtype, generator=g))
        if t == 4:
            st = opt.state[params[0]]
            st["exp_avg"] = torch.zeros_like(st["exp_avg"])
            junk.append(torch.full((257 * 33,), 7.0, device="cuda"))
            opt.state[params[1]] = {}
        opt.step()
    return params, opt


def test_a_replayed_step_follows_edits_of_the_optimizer_state():
    """A replayed step must see a replaced moment and a reset state (the full path), as the per-tensor run (never
    replayed) does, and must not write the freed moment's memory."""
    junk: list = []
    multi, opt = _edited_run(True, junk)
    single, _ = _edited_run(False, [])
    for a, b in zip(multi, single, strict=True):
        assert torch.equal(a.view(torch.int16), b.view(torch.int16))
    assert bool((junk[0] == 7.0).all())
    # the reset parameter now counts its own steps: two launches (one per step count), replayed again
    assert opt.last_step_launches == 2 and opt._fast is not None


def test_a_channels_last_parameter_steps_as_its_contiguous_twin():
    """Bits are keyed by the logical (row-major) index: a channels_last conv weight (gradient of its layout) steps
    on work copies to the contiguous twin's bits, and keeps its layout."""

    def run(memory_format):
        torch.manual_seed(0)
        w = torch.randn(16, 8, 3, 3, device="cuda", dtype=torch.bfloat16).to(memory_format=memory_format)
        p = torch.nn.Parameter(w)
        optim.assign_stream_ids([p])
        opt = optim.AdamW([p], lr=1e-2, weight_decay=0.1)
        g = torch.Generator(device="cuda").manual_seed(1)
        for _ in range(3):
            p.grad = torch.empty_like(p).copy_(torch.randn(p.shape, device="cuda", generator=g))
            opt.step()
        return p

    cl, plain = run(torch.channels_last), run(torch.contiguous_format)
    assert cl.is_contiguous(memory_format=torch.channels_last) and not cl.is_contiguous()
    assert torch.equal(cl.contiguous().view(torch.int16), plain.view(torch.int16))


def test_compiled_fullgraph_equals_eager():
    def f(x):
        return ops.round_to(ops.dropout(x, 0.25, seed=3), torch.bfloat16, rounding="STOCHASTIC", seed=9, offset=16)

    x = torch.randn(4096, device="cuda")
    compiled = torch.compile(f, fullgraph=True)
    assert torch.equal(compiled(x).view(torch.int16), f(x).view(torch.int16))


def test_a_host_keyed_step_is_refused_under_capture():
    """A non-capturable step would bake its step count into the graph: refused, as torch.optim refuses."""
    params, opt = _model_step(True, steps=1)
    graph = torch.cuda.CUDAGraph()
    with pytest.raises(RuntimeError, match="capturable=False"):
        with torch.cuda.graph(graph):
            opt.step()


def _capturable_twins(capturable_kw=None):
    """Two copies of a small bf16 MLP: one for a captured training step (capturable AdamW), one run eagerly."""
    torch.manual_seed(0)
    nets = []
    for capturable in (True, False):
        torch.manual_seed(0)
        net = torch.nn.Sequential(
            torch.nn.Linear(64, 256), torch.nn.GELU(), torch.nn.Linear(256, 64), torch.nn.GELU(), torch.nn.Linear(64, 8)
        ).to("cuda", torch.bfloat16)
        optim.assign_stream_ids(net)
        opt = optim.AdamW(net.parameters(), lr=1e-2, weight_decay=0.1, capturable=capturable, **(capturable_kw or {}))
        nets.append((net, opt))
    return nets


def _batches(n):
    g = torch.Generator(device="cuda").manual_seed(7)
    return [(torch.randn(32, 64, device="cuda", generator=g, dtype=torch.bfloat16),
             torch.randn(32, 8, device="cuda", generator=g, dtype=torch.bfloat16)) for _ in range(n)]  # fmt: skip


def _train_step(net, opt, x, y):
    loss = torch.nn.functional.mse_loss(net(x).float(), y.float())
    loss.backward()
    opt.step()
    return loss


@pytest.mark.parametrize("set_to_none", [True, False], ids=["grads-made-in-capture", "grads-kept"])
@pytest.mark.parametrize("state_dtype", [torch.float32, torch.bfloat16])
def test_cuda_graph_of_a_training_step_with_capturable_adamw_equals_eager(set_to_none, state_dtype):
    """torch's whole-network recipe (warm-up on a side stream, capture forward + backward + step, replay with new
    inputs): every replay is the next step, with the bits of a non-capturable optimizer run eagerly."""
    (net, opt), (twin, twin_opt) = _capturable_twins(dict(state_dtype=state_dtype))
    batches = _batches(8)
    static_x, static_y = (t.clone() for t in batches[0])
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for x, y in batches[:3]:
            opt.zero_grad(set_to_none=set_to_none)
            static_x.copy_(x)
            static_y.copy_(y)
            _train_step(net, opt, static_x, static_y)
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    opt.zero_grad(set_to_none=set_to_none)
    with torch.cuda.graph(graph):
        if not set_to_none:
            opt.zero_grad(set_to_none=False)  # in place, inside the graph: the same gradient tensors each replay
        static_loss = _train_step(net, opt, static_x, static_y)
    losses = []
    for x, y in batches[3:]:
        static_x.copy_(x)
        static_y.copy_(y)
        graph.replay()
        losses.append(static_loss.item())
    want = []
    for x, y in batches:
        twin_opt.zero_grad(set_to_none=True)
        want.append(_train_step(twin, twin_opt, x, y).item())
    assert losses == want[3:]
    for p, q in zip(net.parameters(), twin.parameters(), strict=True):
        assert torch.equal(p.detach().view(torch.int16), q.detach().view(torch.int16))
    assert all(int(opt.state[p]["step"]) == 8 for p in net.parameters())
    opt.step()  # an eager step after the graph (its kept launches were made before the capture)
    twin_opt.step()
    for p, q in zip(net.parameters(), twin.parameters(), strict=True):
        assert torch.equal(p.detach().view(torch.int16), q.detach().view(torch.int16))


def test_device_scalars_equal_the_host_scalars():
    from flydsl.rounding.keyspace import optimizer_substream
    from flydsl.rounding.runtime.triton import optim_scalars
    from flydsl.rounding.torch.optim.functional import AdamWHyper, AdamWScalars, adamw_scalars

    steps = [0, 1, 2, 9, 99, 999, 2**16, 2**20 + 3, 2**31 - 1, 2**32 - 2]
    cases = [(1e-3, 0.9, 0.999, 0.01, 1.0), (3e-4, 0.95, 0.9999, 0.1, -1.0), (2.5, 0.5, 0.0, 0, 1.0)]
    for lr, b1, b2, wd, sign in cases:
        hyper = AdamWHyper(lr, b1, b2, 1e-8, wd, sign, 2**63 + 5)
        counts = torch.tensor(steps, dtype=torch.int64, device="cuda")
        rows = torch.zeros(len(steps), 10, dtype=torch.int64, device="cuda")
        optim_scalars.adamw_scalars(counts, rows, AdamWScalars, hyper)
        for t, row in zip(steps, rows.cpu().numpy(), strict=True):
            s = adamw_scalars(lr, b1, b2, 1e-8, wd, sign < 0, t + 1, seed=hyper.seed,
                              substream=optimizer_substream(t + 1, 0, 0))  # fmt: skip
            want = [np.int64(np.float32(v).view(np.int32)) for v in s[:8]]
            want += [np.uint64(v).view(np.int64) for v in s[8:]]
            assert row.tolist() == [int(w) for w in want], (lr, t)
        assert counts.cpu().tolist() == [t + 1 for t in steps]


def test_ops_run_on_the_current_stream():
    x = torch.randn(1 << 20, device="cuda")
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        y = ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1)
    side.synchronize()
    z = ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1)
    assert torch.equal(y.view(torch.int16), z.view(torch.int16))


@pytest.mark.parametrize(
    "fmt,kw",
    [
        ("mxfp8_e4m3", dict(rounding="STOCHASTIC", seed=3, offset=16, scale_rule="rceil")),
        ("mxfp8_e5m2", dict(scale_rule="floor")),
        ("mxfp4", dict(rounding="STOCHASTIC", seed=3, offset=5, scale_rule="ceil")),
        ("mxfp4", dict(rounding="STOCHASTIC", seed=3, axis=0, headroom=True, scale_rule="floor")),
        ("nvfp4", dict(rounding="STOCHASTIC", seed=3, tensor_scale=0.75, headroom=True, scale_rule="rn")),
        ("nvfp4", dict(block=(16, 16), tensor_scale=0.75, scale_rule="rn")),
    ],
)
def test_mx_quantize_equals_the_numpy_reference(fmt, kw):
    """mx.quantize on CUDA (the generated Triton kernels) against mx.reference (independent numpy), edge blocks
    included (zeros, subnormals, the largest finite, Inf / NaN blocks). Rules named (SR ones that never clip)."""
    import pathlib
    import sys

    from flydsl.rounding import mx
    from flydsl.rounding.mx import reference as mxref

    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "benchmarks" / "gpu"))
    import bits

    x = bits.mx_values()
    q = mx.quantize(x.cuda(), fmt, **kw)
    axis = kw.get("axis", -1)
    ref = dict(axis=axis, block=kw.get("block"), scale_rule=kw.get("scale_rule", "floor"),
               headroom=kw.get("headroom", False), mode=kw.get("rounding", "RN"), seed=kw.get("seed", 0),
               offset=kw.get("offset", 0), tensor_scale=kw.get("tensor_scale"))  # fmt: skip
    codes, scales, ts = mxref.quantize(x.numpy(), fmt, **ref)
    want = mxref.dequantize(
        codes, scales, fmt, axis=axis, block=ref["block"], headroom=ref["headroom"], tensor_scale=ts
    )
    if fmt in ("mxfp4", "nvfp4"):
        codes = mxref.pack_fp4(codes, axis=axis)
    np.testing.assert_array_equal(q.codes.cpu().numpy(), codes)
    np.testing.assert_array_equal(q.scales.view(torch.uint8).cpu().numpy(), scales)
    np.testing.assert_array_equal(mx.dequantize(q).cpu().numpy(), want)  # NaN blocks: NaN (payloads aside)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16])
def test_finite_absmax_and_tensor_scale_equal_the_cpu(dtype):
    """NVFP4's tensor scale through runtime/triton/absmax.py on the GPU (many programs: the atomic max) equals the
    torch ops on the CPU, Inf and NaN included, twice in a row (the second through the kept compiled kernel)."""
    from flydsl.rounding.mx import ops as mx_ops
    from flydsl.rounding.runtime.triton import absmax

    g = torch.Generator().manual_seed(5)
    x = (torch.randn(3_000_001, generator=g) * 100).to(dtype)
    x[17], x[2_000_000], x[-1] = float("inf"), float("nan"), -float("inf")
    x[1_234_567] = -torch.finfo(dtype).max
    want = mx_ops.tensor_scale_of(x)  # the CPU: torch ops
    for _ in range(2):
        assert absmax.finite_absmax(x.cuda()).item() == torch.finfo(dtype).max
        got = mx_ops.tensor_scale_of(x.cuda())
        assert got.cpu().view(torch.int32).item() == want.view(torch.int32).item()


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16])
def test_gemm_epilogue_equals_the_torch_ops_on_the_gpu(dtype):
    """runtime/triton/gemm_epilogue.py compiled: ``((y / s0) / s1 + bias).to(dtype)`` in one pass equals torch's own
    CUDA ops bit for bit (IEEE divisions by 0-d tensors, RN casts), on a column slice of a wide output too."""
    from flydsl.rounding.runtime.triton.gemm_epilogue import gemm_epilogue

    g = torch.Generator(device="cuda").manual_seed(5)
    full = torch.randn(1000, 3000, device="cuda", generator=g) * torch.exp2(
        torch.randint(-130, 120, (1000, 3000), device="cuda", generator=g).float()
    )
    y = full[:, :2999]
    s = [torch.tensor(0.1, device="cuda"), torch.tensor(3.0e-3, device="cuda")]
    b = torch.randn(2999, device="cuda", dtype=torch.bfloat16)
    want = ((y / s[0]) / s[1] + b.float()).to(dtype)
    got = gemm_epilogue(y, s, b, dtype)
    nan = torch.isnan(want)
    assert torch.equal(torch.isnan(got), nan)
    bits = torch.int32 if dtype == torch.float32 else torch.int16
    assert torch.equal(got[~nan].view(bits), want[~nan].view(bits))
