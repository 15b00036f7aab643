"""The training layers' GPU path, checked on the CPU: the bf16 GEMM operands are exact, the step buffer's host
mirror reads the buffer only when something else wrote it, and a layer's forward and backward read nothing back
from its tensors but the step (which on a GPU is the host mirror's CPU tensor) and copy no host data (the Triton
backend in Triton's interpreter runs the CUDA path's code)."""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding import training as T
from flydsl.rounding.mx import ops as mx_ops
from flydsl.rounding.runtime import backends
from flydsl.rounding.torch import optim
from flydsl.rounding.training import linear, quant

FORMATS = ["mxfp4", "nvfp4", "mxfp8_e4m3", "mxfp8_e5m2"]


def _every_code_at_scales(fmt: str, scale_codes) -> mx.BlockQuantized:
    f = mx_ops.MX_FORMATS[fmt]
    n_codes = 1 << f.element.bits
    per = max(f.block, n_codes)
    scale_codes = torch.as_tensor(scale_codes)
    codes = torch.arange(len(scale_codes) * per) % n_codes
    blocks = codes.numel() // f.block
    scales = scale_codes.repeat_interleave(per // f.block)
    if f.packed:
        codes = codes[0::2] | (codes[1::2] << 4)
    sdt = torch.float8_e4m3fn if f.scale is not None else torch.float8_e8m0fnu
    return mx.BlockQuantized(
        codes.to(torch.uint8).reshape(blocks, -1), scales.to(torch.uint8).reshape(blocks, 1).view(sdt), fmt, -1,
        f.block, (blocks, f.block),
    )  # fmt: skip


def _scale_value(fmt: str, code: int) -> float:
    return float(mx_ops.scale_table(fmt, "cpu")[code])


@pytest.mark.parametrize("fmt", FORMATS)
def test_split_values_round_trip_through_bf16(fmt):
    """Every element code times every block scale at or above BF16_EXACT_SCALE (all of them for MXFP4 and NVFP4)
    is exact in bfloat16; the threshold is tight (negative control: one scale code below it is not)."""
    limit = quant.BF16_EXACT_SCALE[fmt]
    finite = [c for c in range(256) if _scale_value(fmt, c) == _scale_value(fmt, c)]  # no NaN scale
    exact = [c for c in finite if abs(_scale_value(fmt, c)) >= limit]
    v = mx.dequantize(_every_code_at_scales(fmt, exact))  # split values: no tensor scale
    finite_v = torch.isfinite(v)
    assert torch.equal(v[finite_v], v.bfloat16().float()[finite_v])
    assert torch.equal(torch.isinf(v), torch.isinf(v.bfloat16()))
    if limit:
        below = max(c for c in finite if abs(_scale_value(fmt, c)) < limit)
        w = mx.dequantize(_every_code_at_scales(fmt, [below]))
        assert not torch.equal(w, w.bfloat16().float())
    else:
        assert exact == finite


@pytest.mark.parametrize("fmt", FORMATS)
def test_fake_quantize_in_bf16_is_the_f32_values(fmt):
    g = torch.Generator().manual_seed(3)
    x = (torch.randn(64, 96, generator=g) * torch.exp(3 * torch.randn(64, 96, generator=g))).bfloat16()
    for rounding in ("RN", "STOCHASTIC"):
        spec = T.Operand(fmt, rounding)
        kw = dict(axis=0, seed=5, offset=T.TRAINING_OFFSET, substream=T.substream(1, 2, "wgrad_x"), split=True)
        v32, ts32 = T.fake_quantize(x, spec, **kw)
        v16, ts16 = T.fake_quantize(x, spec, dtype=torch.bfloat16, **kw)
        assert v16.dtype == torch.bfloat16 and torch.equal(v16.float(), v32)
        if fmt == "nvfp4":  # the tensor scale stays a 0-d tensor (never read to the host)
            assert isinstance(ts32, torch.Tensor) and ts32.ndim == 0 and torch.equal(ts32, ts16)
        else:
            assert ts32 == ts16 == 1.0


def test_which_gemms_take_bf16_operands():
    bf, f32 = torch.zeros(32, 32, dtype=torch.bfloat16), torch.zeros(32, 32)
    r = T.mxfp4(rht=True)
    assert all(linear.exact_in_bf16(r, g, f32, f32, g in r.rht) for g in ("forward", "dgrad", "wgrad"))
    plain = T.bf16()
    assert linear.exact_in_bf16(plain, "forward", bf, bf)  # unquantized bf16 operands are bf16 already
    assert not linear.exact_in_bf16(plain, "forward", bf, f32)  # an f32 operand is not
    assert not linear.exact_in_bf16(plain.replace(rht=("wgrad",)), "wgrad", bf, bf, True)  # transformed: f32
    half = T.Recipe(fwd_x=T.Operand("mxfp4"))
    assert linear.exact_in_bf16(half, "forward", f32, bf) and not linear.exact_in_bf16(half, "forward", f32, f32)
    assert not any(linear.bf16_gemm(r, g, bf, bf) for g in ("forward", "dgrad", "wgrad"))  # the CPU keeps f32


def _layer(recipe, device="cpu"):
    torch.manual_seed(0)
    lin = torch.nn.Linear(64, 32)
    q = T.QuantLinear.from_linear(lin, recipe)
    optim.assign_stream_ids(q)
    return q


def test_step_mirror_reads_the_buffer_only_after_an_outside_write(monkeypatch):
    """A step buffer off the CPU (here on the meta device, which cannot be read at all) is mirrored on the host:
    read once, then followed through ``step += 1``; set_step and load_state_dict make it read again. The keys are
    the CPU buffer's (the same gradients as a layer whose buffer is on the CPU)."""
    recipe = T.mxfp4(keep_first=0, keep_last=0)
    reads, value = [], {"v": 0}

    def read(step):
        reads.append(value["v"])
        return value["v"]

    monkeypatch.setattr(linear, "_read_step", read)
    meta, cpu = _layer(recipe), _layer(recipe)
    meta.quant_step = torch.zeros((), dtype=torch.int64, device="meta")
    x = torch.randn(16, 64, generator=torch.Generator().manual_seed(1))

    def grads(layer):
        layer.zero_grad()
        layer(x).square().sum().backward()
        return layer.weight.grad.clone()

    value["v"] = 1  # what the buffer holds after the first forward's increment
    for _ in range(3):
        assert torch.equal(grads(meta), grads(cpu))
    assert reads == [1]
    T.set_step(meta, 10)
    T.set_step(cpu, 10)
    value["v"] = 11
    assert torch.equal(grads(meta), grads(cpu)) and reads == [1, 11]
    meta.load_state_dict(cpu.state_dict())
    value["v"] = 12
    assert torch.equal(grads(meta), grads(cpu)) and reads == [1, 11, 12]
    meta.eval()
    cpu.eval()
    with torch.no_grad():
        assert torch.equal(meta(x), cpu(x))  # no increment, no read
    assert reads == [1, 11, 12]


class _HostTraffic:
    """Records, through the tensor methods and factories themselves, reads of tensor values to the host (``int()``,
    ``float()``, ``bool()``, ``.item()``, ``.tolist()``) and tensors made from host data (``torch.tensor``,
    ``torch.as_tensor`` of a non-tensor, ``torch.from_numpy``): the two ways a GPU step synchronises. (A dispatch or
    function mode does not see inside the custom ops.)"""

    READS = ("__int__", "__float__", "__bool__", "__index__", "item", "tolist")
    MADE = ("tensor", "as_tensor", "from_numpy")

    def __init__(self, monkeypatch):
        self.reads, self.made = [], []
        for name in self.READS:
            monkeypatch.setattr(torch.Tensor, name, self._read(getattr(torch.Tensor, name), name))
        for name in self.MADE:
            monkeypatch.setattr(torch, name, self._made(getattr(torch, name), name))

    def _read(self, method, name):
        def wrapped(t, *args, **kwargs):
            self.reads.append((name, t.dtype, tuple(t.shape)))
            return method(t, *args, **kwargs)

        return wrapped

    def _made(self, factory, name):
        def wrapped(data, *args, **kwargs):
            if not isinstance(data, torch.Tensor):
                self.made.append(name)
            return factory(data, *args, **kwargs)

        return wrapped


@pytest.mark.parametrize(
    "recipe",
    [T.mxfp4(rht=True, keep_first=0, keep_last=0), T.nvfp4(keep_first=0, keep_last=0),
     T.mxfp8(keep_first=0, keep_last=0)],
    ids=["mxfp4-sr-rht", "nvfp4", "mxfp8"],
)  # fmt: skip
def test_a_training_step_reads_only_the_step(monkeypatch, recipe):
    """Through the Triton backend (the CUDA path's code): after a first step (constants cached), a forward and
    backward read back only the step (two int64 0-d reads: the forward and backward ops; on a GPU that is the host
    mirror's CPU tensor) and make no tensor from host data. Before this change: the NVFP4 tensor scale (f32), the
    RHT signs check (bool) and every cached-table copy."""
    monkeypatch.setenv(backends.ENV, "triton")
    layer = _layer(recipe)
    x = torch.randn(32, 64, generator=torch.Generator().manual_seed(2), requires_grad=True)
    layer(x).square().sum().backward()  # warm: kernels compiled, constants cached
    with monkeypatch.context() as m:
        seen = _HostTraffic(m)
        layer(x).square().sum().backward()
    assert seen.reads == [("__int__", torch.int64, ())] * 2 and seen.made == []


@pytest.mark.parametrize("recipe", ["nvfp4", "mxfp4"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_the_triton_backend_layer_gives_the_cpu_layers_bits(monkeypatch, recipe, dtype):
    """A layer's output and gradients on the Triton backend (fused fake-quantize kernels, the one-pass GEMM epilogue
    dividing by NVFP4's two tensor scales, adding the bias and casting) equal the CPU path's (host engine, torch
    ops), bit for bit; with a padded N (the epilogue reads a column slice). Negative control: a different step
    differs."""
    rec = T.nvfp4(keep_first=0, keep_last=0) if recipe == "nvfp4" else T.mxfp4(rht=True, keep_first=0, keep_last=0)
    g = torch.Generator().manual_seed(3)
    x = (torch.randn(48, 64, generator=g) * 4).to(dtype)
    w = (torch.randn(40, 64, generator=g) / 8).to(dtype)
    b = torch.randn(40, generator=g).to(dtype)
    gy = torch.randn(48, 40, generator=g).to(dtype)

    def run(step):
        xs, ws, bs = (t.clone().requires_grad_() for t in (x, w, b))
        y = T.quantized_linear(xs, ws, bs, recipe=rec, layer=3, step=step)
        y.backward(gy)
        return [y.detach(), xs.grad, ws.grad, bs.grad]

    from flydsl.rounding.runtime.triton import gemm_epilogue

    calls = []
    one_pass = gemm_epilogue.gemm_epilogue
    monkeypatch.setattr(gemm_epilogue, "gemm_epilogue", lambda *a, **k: calls.append(1) or one_pass(*a, **k))
    want = run(5)
    assert not calls  # the CPU path: torch ops
    with monkeypatch.context() as m:
        m.setenv(backends.ENV, "triton")
        got, other = run(5), run(6)
    assert len(calls) == 6  # forward, dgrad and wgrad of each run
    for a, b_ in zip(got, want, strict=True):
        assert a.dtype == b_.dtype and torch.equal(a, b_)
    assert not torch.equal(other[2], want[2])
