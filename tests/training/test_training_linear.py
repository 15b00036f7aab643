"""Quantized linear layers (flydsl.rounding.training): the emulated GEMMs against f64 references of the
dequantized operands, the gradients, the keying formula, conversion, checkpoint resume, errors."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding import training as T
from flydsl.rounding.torch import optim
from flydsl.rounding.training import TRAINING_OFFSET, Operand, fake_quantize, substream

RECIPES = {
    "mxfp4_rn": T.mxfp4("RN"),
    "mxfp4_sr": T.mxfp4(),
    "mxfp4_sr_rht": T.mxfp4(rht=True, rht_redraw=True, seed=5),
    "nvfp4": T.nvfp4(),
    "nvfp4_te": T.nvfp4(rht_signs="te"),
    "mxfp8": T.mxfp8(),
}
M, K, N = 64, 96, 32


def _data(seed=0, dtype=torch.float32):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(M, K, generator=g) * torch.exp(torch.randn(M, K, generator=g))
    w = torch.randn(N, K, generator=g) * 0.1
    dy = torch.randn(M, N, generator=g)
    return x.to(dtype), w.to(dtype), dy.to(dtype)


def _q(t, recipe, field, axis, layer, step):
    """(f64 block-scaled values, tensor scale) of one operand."""
    spec = getattr(recipe, field)
    if spec is None:
        return t.double(), 1.0
    sub = substream(step, layer, field)
    v, ts = fake_quantize(t, spec, axis=axis, seed=recipe.seed, offset=TRAINING_OFFSET, substream=sub, split=True)
    return v.double(), ts


def _gemm(a, b):
    """f64 GEMM of two (values, tensor scale) operands and its f32 accumulation bound."""
    (va, sa), (vb, sb) = a, b
    return va @ vb / (sa * sb), _bound(va, vb) / (sa * sb) * (1 + 2**-22)


def _signs(recipe, layer, step, gemm):
    if recipe.rht_signs == "te":
        return torch.tensor(T.TE_SIGNS, dtype=torch.float32)
    t = step if recipe.rht_redraw else 0
    return T.draw_signs(recipe.rht_block, seed=recipe.seed, substream=substream(t, layer, "rht_" + gemm),
                        offset=TRAINING_OFFSET)  # fmt: skip


def _reference(recipe, x, w, dy, layer, step):
    """The documented computation, GEMMs in f64 on the dequantized operands (the keying formula by hand):
    (result, accumulation bound) of each of the three GEMMs."""
    xq, (wv, ws) = _q(x, recipe, "fwd_x", -1, layer, step), _q(w, recipe, "fwd_w", -1, layer, step)
    y = _gemm(xq, (wv.T, ws))
    a, b = dy.float(), w.float()
    if "dgrad" in recipe.rht:
        s = _signs(recipe, layer, step, "dgrad")
        a, b = T.rht(a, dim=-1, block=recipe.rht_block, signs=s), T.rht(b, dim=0, block=recipe.rht_block, signs=s)
    dx = _gemm(_q(a, recipe, "dgrad_dy", -1, layer, step), _q(b, recipe, "dgrad_w", 0, layer, step))
    a, b = dy.float(), x.float()
    if "wgrad" in recipe.rht:
        s = _signs(recipe, layer, step, "wgrad")
        a, b = T.rht(a, dim=0, block=recipe.rht_block, signs=s), T.rht(b, dim=0, block=recipe.rht_block, signs=s)
    (gv, gs), xq = _q(a, recipe, "wgrad_dy", 0, layer, step), _q(b, recipe, "wgrad_x", 0, layer, step)
    dw = _gemm((gv.T, gs), xq)
    return y, dx, dw


def _bound(a, b):
    """|f32 result - exact| <= (k + 2) * 2**-24 * sum |a_i b_i|: k additions, two tensor-scale divisions."""
    k = a.shape[-1]
    return (k + 3) * 2.0**-24 * (a.abs() @ b.abs()) + 1e-30


def _run(recipe, x, w, dy, layer=3, step=7, bias=None):
    x, w = x.clone().requires_grad_(), w.clone().requires_grad_()
    y = T.quantized_linear(x, w, bias, recipe=recipe, layer=layer, step=step)
    y.backward(dy)
    return y.detach(), x.grad, w.grad


@pytest.mark.parametrize("name", list(RECIPES))
def test_three_gemms_match_the_f64_reference_of_the_dequantized_operands(name):
    recipe = RECIPES[name]
    x, w, dy = _data()
    y, dx, dw = _run(recipe, x, w, dy)
    for got, (ref, bound) in zip((y, dx, dw), _reference(recipe, x, w, dy, 3, 7), strict=True):
        assert ((got.double() - ref).abs() <= bound).all()
    # the quantization did something (a test that cannot fail is a defect)
    assert not torch.allclose(y, x @ w.T, rtol=1e-3)


def test_bf16_recipe_is_plain_linear_with_f32_accumulation():
    x, w, dy = _data()
    b = torch.randn(N)
    y, dx, dw = _run(T.bf16(), x, w, dy, bias=b)
    xr, wr = x.clone().requires_grad_(), w.clone().requires_grad_()
    yr = F.linear(xr, wr, b)
    yr.backward(dy)
    assert torch.allclose(y, yr, rtol=1e-6, atol=1e-5)
    assert torch.allclose(dx, xr.grad, rtol=1e-6, atol=1e-5) and torch.allclose(dw, wr.grad, rtol=1e-6, atol=1e-5)


def test_gradients_match_autograd_of_the_dequantized_computation():
    """With the backward operands equal to the forward's (NVFP4 16x16 weight tiles reused in dgrad, the rest
    unquantized), the layer's gradients are autograd's through y = x W_hat^T."""
    w2d = Operand("nvfp4", block=(16, 16))
    recipe = T.Recipe(fwd_w=w2d, dgrad_w=w2d)
    x, w, dy = _data()
    y, dx, dw = _run(recipe, x, w, dy)
    v, ts = fake_quantize(
        w, w2d, axis=-1, seed=0, offset=TRAINING_OFFSET, substream=substream(7, 3, "fwd_w"), split=True
    )
    xr, wr = x.clone().requires_grad_(), v.clone().requires_grad_()
    yr = F.linear(xr, wr) / ts  # autograd through y = x (V / ts)^T, the tensor scale applied to the output
    yr.backward(dy)
    assert torch.equal(y, yr)
    assert torch.allclose(dx, xr.grad, rtol=1e-5, atol=1e-5)  # (dy V) / ts here, (dy / ts) V in autograd
    assert torch.equal(dw, (dy.t() @ x))  # wgrad unquantized: dW = dy^T x (the straight-through weight gradient)


@settings(max_examples=30, deadline=None)
@given(fmt=st.sampled_from(["mxfp4", "nvfp4", "mxfp8_e4m3", "mxfp8_e5m2"]), seed=st.integers(0, 2**32 - 1))
def test_products_of_dequantized_operands_are_exact_in_f32(fmt, seed):
    """The docs' claim: each product a_i * b_i of two FP4/FP8 elements times their block scales is exact in f32
    (NVFP4's tensor scale is applied to the GEMM output, not to the elements)."""
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(32, 64, generator=g) * torch.exp(3 * torch.randn(32, 64, generator=g))
    b = torch.randn(32, 64, generator=g) * torch.exp(3 * torch.randn(32, 64, generator=g))
    qa = fake_quantize(a, Operand(fmt), axis=-1, seed=0, offset=0, substream=0, split=True)[0]
    qb = fake_quantize(b, Operand(fmt), axis=-1, seed=0, offset=0, substream=0, split=True)[0]
    prod = qa * qb
    ok = torch.isfinite(prod) & (prod.abs() >= torch.finfo(torch.float32).tiny)  # normal f32 results
    assert torch.equal(prod.double()[ok], (qa.double() * qb.double())[ok])


def test_keying_sites_steps_and_layers_are_distinct():
    x, w, dy = _data()
    r = RECIPES["mxfp4_sr"]
    base = _run(r, x, w, dy, layer=3, step=7)
    assert all(torch.equal(a, b) for a, b in zip(base, _run(r, x, w, dy, layer=3, step=7), strict=True))
    assert not torch.equal(base[2], _run(r, x, w, dy, layer=3, step=8)[2])
    assert not torch.equal(base[2], _run(r, x, w, dy, layer=4, step=7)[2])
    assert torch.equal(base[0], _run(r, x, w, dy, layer=4, step=8)[0])  # the forward is RN: no key
    subs = {substream(t, layer, site) for t in range(3) for layer in range(3) for site in T.SITES}
    assert len(subs) == 3 * 3 * len(T.SITES)
    assert substream(5, 2, "wgrad_x") == (5 << 32) | (2 << 3) | 5


def _model(recipe):
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 64), torch.nn.ReLU(),
                            torch.nn.Linear(64, 64), torch.nn.ReLU(), torch.nn.Linear(64, 16))  # fmt: skip
    names = T.convert_linear_layers(m, recipe)
    return m.bfloat16(), names


def test_convert_linear_layers_skips_first_last_and_excluded_and_keeps_parameters():
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.Linear(64, 64), torch.nn.Linear(64, 64),
                            torch.nn.Linear(64, 16))  # fmt: skip
    w1 = m[1].weight
    assert T.convert_linear_layers(m, T.mxfp4()) == ["1", "2"]
    assert isinstance(m[1], T.QuantLinear) and m[1].weight is w1 and type(m[0]) is torch.nn.Linear
    assert optim.stream_id_of(w1) == 2  # tagged in named_parameters order
    m2 = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.Linear(64, 64), torch.nn.Linear(64, 16))
    assert T.convert_linear_layers(m2, T.mxfp4(keep_first=0, keep_last=0, exclude=("1",))) == ["0", "2"]
    assert "2.quant_step" in m2.state_dict() and "recipe='mxfp4 fwd RN + bwd SR'" in repr(m2[0])


def _train(model, opt, steps, seed=0):
    g = torch.Generator().manual_seed(seed)
    for _ in range(steps):
        x = torch.randn(32, 32, generator=g).bfloat16()
        loss = model(x).float().square().mean()
        opt.zero_grad()
        loss.backward()
        opt.step()


def test_checkpoint_resume_is_bit_identical():
    recipe = RECIPES["mxfp4_sr_rht"]
    ref, _ = _model(recipe)
    opt = optim.AdamW(ref.parameters(), lr=1e-2, seed=1)
    _train(ref, opt, 2)
    buf = io.BytesIO()
    torch.save({"model": ref.state_dict(), "opt": opt.state_dict()}, buf)
    _train(ref, opt, 2, seed=1)
    fresh, _ = _model(recipe)
    opt2 = optim.AdamW(fresh.parameters(), lr=1e-2, seed=1)
    buf.seek(0)
    ck = torch.load(buf)
    fresh.load_state_dict(ck["model"])
    opt2.load_state_dict(ck["opt"])
    assert int(fresh[2].quant_step) == 2
    _train(fresh, opt2, 2, seed=1)
    for a, b in zip(ref.parameters(), fresh.parameters(), strict=True):
        assert torch.equal(a, b)
    # negative control: resuming without the step buffers replays steps 1-2's random bits and diverges
    other, _ = _model(recipe)
    opt3 = optim.AdamW(other.parameters(), lr=1e-2, seed=1)
    other.load_state_dict({k: v for k, v in ck["model"].items() if "quant_step" not in k}, strict=False)
    opt3.load_state_dict(ck["opt"])
    _train(other, opt3, 2, seed=1)
    assert not all(torch.equal(a, b) for a, b in zip(ref.parameters(), other.parameters(), strict=True))


def test_set_step_and_eval_forward_keep_the_counter():
    m, _ = _model(RECIPES["mxfp4_sr"])
    m.eval()
    m(torch.randn(32, 32).bfloat16())
    assert int(m[2].quant_step) == 0
    T.set_step(m, 41)
    assert int(m[4].quant_step) == 41


@pytest.mark.parametrize(
    ("make", "error", "match"),
    [
        (lambda: Operand("fp4"), ValueError, "unknown block format 'fp4'; valid: mxfp8_e4m3"),
        (lambda: Operand("mxfp4", "RZ"), ValueError, "rounding must be RN or STOCHASTIC"),
        (lambda: Operand("mxfp4", block=(16, 16)), ValueError, r"2-D blocks are NVFP4's \(16, 16\) weight tiles"),
        (lambda: Operand("mxfp4", scale_rule="up"), ValueError, "unknown scale rule 'up'"),
        (lambda: Operand("mxfp4", block=16), ValueError, "mxfp4 blocks hold 32 elements, got block=16"),
        (lambda: T.Recipe(fwd_x=Operand("nvfp4", block=(16, 16))), ValueError, "are for weights"),
        (lambda: T.Recipe(fwd_x="mxfp4"), TypeError, "recipe field fwd_x must be an Operand"),
        (lambda: T.Recipe(rht=("forward",)), ValueError, "rht lists GEMMs to transform"),
        (lambda: T.Recipe(rht_block=64), ValueError, r"rht_block must be one of \(16, 32, 128\)"),
        (lambda: T.Recipe(rht_signs="te", rht_block=32), ValueError, "needs rht_block=16"),
        (lambda: T.Recipe(seed=-1), ValueError, "seed must be a non-negative integer"),
        (
            lambda: T.Recipe(exclude="10"),
            TypeError,
            r"exclude is a collection of layer-name patterns, got the string '10', which would be read as 2 "
            r"one-character patterns; pass a tuple or list, e.g. exclude=\('10',\)",
        ),
        (
            lambda: T.mxfp4(exclude=["head", 3]),
            TypeError,
            r"got non-string item\(s\) \[3\]; spell each layer by its name",
        ),
        (
            lambda: T.Recipe(exclude=5),
            TypeError,
            r"exclude is a collection of layer-name patterns \(strings\), got int 5",
        ),
        (lambda: substream(2**32, 0, "fwd_x"), ValueError, "step must be at most 4294967295"),
        (lambda: substream(0, 2**29, "fwd_x"), ValueError, "layer stream id must be at most"),
        (lambda: substream(0, 0, "bias"), ValueError, "unknown quantization site 'bias'"),
        (lambda: T.convert_linear_layers(torch.nn.Linear(2, 2), "mxfp4"), TypeError, "must be a flydsl.rounding"),
        (
            lambda: T.quantized_linear(torch.ones(2, 3), torch.ones(4, 5), recipe=T.bf16(), layer=0, step=0),
            ValueError,
            "x has 3 features but weight expects 5",
        ),  # fmt: skip
    ],
)
def test_documented_errors(make, error, match):
    with pytest.raises(error, match=match):
        make()


def test_untagged_weight_error():
    layer = T.QuantLinear(32, 32, recipe=T.mxfp4())
    with pytest.raises(RuntimeError, match=r"no stream id: call flydsl.rounding.optim.assign_stream_ids\(model\)"):
        layer(torch.randn(32, 32))


# -- a pickled layer keeps its recipe in another process -------------------------------------------------------

_SAVE = """
import sys, torch
from flydsl.rounding import training as T
from flydsl.rounding.torch import optim
T.linear.recipe_key(T.mxfp8())  # this process registers another recipe first
torch.manual_seed(0)
m = torch.nn.Sequential(T.QuantLinear(64, 32, recipe=T.mxfp4(rht=True)))
optim.assign_stream_ids(m)
torch.save(m, sys.argv[1] + "/model.pt")
x, g = torch.randn(16, 64), torch.randn(16, 32)
y = m(x)
y.backward(g)
torch.save({"x": x, "g": g, "y": y.detach(), "dw": m[0].weight.grad}, sys.argv[1] + "/saved.pt")
"""

_LOAD = """
import sys, torch
from flydsl.rounding import training as T
T.linear.recipe_key(T.bf16()); T.linear.recipe_key(T.mxfp8(seed=3))  # other recipes registered first here
m = torch.load(sys.argv[1] + "/model.pt", weights_only=False)
d = torch.load(sys.argv[1] + "/saved.pt")
y = m(d["x"])
y.backward(d["g"])
torch.save({"y": y.detach(), "dw": m[0].weight.grad, "recipe": m[0].recipe}, sys.argv[1] + "/loaded.pt")
"""


def test_pickled_layer_runs_its_own_recipe_in_a_fresh_process(tmp_path):
    """torch.save(model) in one process, torch.load in another that registered other recipes first: the loaded
    layer computes the saved layer's forward and weight gradient bit for bit, which are the function form's with
    the layer's recipe (and not another recipe's)."""
    for script in (_SAVE, _LOAD):
        subprocess.run([sys.executable, "-c", script, str(tmp_path)], check=True, capture_output=True, timeout=300)
    saved, loaded = torch.load(tmp_path / "saved.pt"), torch.load(tmp_path / "loaded.pt", weights_only=False)
    assert loaded["recipe"] == T.mxfp4(rht=True)
    assert torch.equal(loaded["y"], saved["y"]) and torch.equal(loaded["dw"], saved["dw"])
    layer = torch.load(tmp_path / "model.pt", weights_only=False)[0]
    w, b = layer.weight.detach(), layer.bias.detach()

    def function_form(recipe):
        wr = w.clone().requires_grad_()
        y = T.quantized_linear(saved["x"], wr, b, recipe=recipe, layer=0, step=1)  # stream id 0, first training step
        y.backward(saved["g"])
        return y.detach(), wr.grad

    y, dw = function_form(T.mxfp4(rht=True))
    assert torch.equal(saved["y"], y) and torch.equal(saved["dw"], dw)
    y8, dw8 = function_form(T.mxfp8(seed=3))  # negative control: the recipe the stale name denoted differs
    assert not torch.equal(saved["y"], y8) and not torch.equal(saved["dw"], dw8)


def test_a_parametrized_weight_keys_with_the_parameter_it_is_made_from():
    """weight_norm makes the weight anew each call (no stream id of its own): the layer keys with original0's id,
    so its output equals a plain QuantLinear holding that weight under that id; untagged, the error says what to
    do."""
    from flydsl.rounding.torch import optim

    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(64, 32))
    T.convert_linear_layers(model, T.mxfp4(keep_first=0, keep_last=0))
    torch.nn.utils.parametrizations.weight_norm(model[0])
    with pytest.raises(RuntimeError, match="parametrized .* no stream id: call .*assign_stream_ids.* after regist"):
        model(torch.randn(8, 64))
    optim.assign_stream_ids(model)
    layer = model[0]
    assert layer.layer_id() == optim.stream_id_of(layer.parametrizations.weight.original0)
    plain = T.QuantLinear.from_linear(torch.nn.Linear(64, 32), T.mxfp4())
    plain.weight = torch.nn.Parameter(layer.weight.detach().clone())
    plain.bias = layer.bias
    optim.assign_stream_ids([plain.weight], start=layer.layer_id())
    x = torch.randn(8, 64)
    layer.quant_step.fill_(4)
    plain.quant_step.fill_(4)
    assert torch.equal(layer(x), plain(x))


def test_a_plain_checkpoint_loads_into_a_converted_model_keeping_the_step():
    """A checkpoint saved before conversion has no step buffer: strict loading takes its weights and keeps the
    layers' steps; a converted checkpoint still carries its step (the control)."""
    torch.manual_seed(0)
    plain = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(3)])
    model = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(3)])
    T.convert_linear_layers(model, T.mxfp4(keep_first=0, keep_last=0))
    model[1].quant_step.fill_(7)
    model.load_state_dict(plain.state_dict())
    assert all(torch.equal(a.weight, b.weight) for a, b in zip(model, plain, strict=True))
    assert [int(m.quant_step) for m in model] == [0, 7, 0]
    saved = model.state_dict()
    saved["1.quant_step"] = torch.tensor(3)
    model.load_state_dict(saved)
    assert int(model[1].quant_step) == 3


def test_reset_parameters_after_meta_init_zeroes_the_step():
    """Deferred init (build on meta, convert, to_empty, reset_parameters): the step buffer starts at 0 whatever
    the new memory held, so the first training step keys step 1, as the function form with step=1."""
    with torch.device("meta"):
        m = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(3)])
    recipe = T.mxfp4()
    assert T.convert_linear_layers(m, recipe) == ["1"]
    m.to_empty(device="cpu")
    m[1].quant_step.fill_(123456)  # to_empty leaves memory as it finds it: a stand-in for dirty memory
    for mod in m.modules():
        if hasattr(mod, "reset_parameters"):
            mod.reset_parameters()
    optim.assign_stream_ids(m)  # to_empty made new parameters
    assert int(m[1].quant_step) == 0
    x, g = torch.randn(8, 32), torch.randn(8, 32)
    m[1](x).backward(g)
    assert int(m[1].quant_step) == 1
    wr = m[1].weight.detach().clone().requires_grad_()
    T.quantized_linear(x, wr, m[1].bias.detach(), recipe=recipe, layer=optim.stream_id_of(m[1].weight),
                       step=1).backward(g)  # fmt: skip
    assert torch.equal(m[1].weight.grad, wr.grad)


def test_converting_a_bare_linear_is_refused_with_the_alternatives():
    lin = torch.nn.Linear(32, 32)
    with pytest.raises(
        TypeError,
        match=r"the model is itself an nn.Linear, which cannot replace itself; use "
        r"training.QuantLinear.from_linear\(model, recipe\).*or wrap it, e.g. torch.nn.Sequential\(model\)",
    ):
        T.convert_linear_layers(lin, T.mxfp4(keep_first=0, keep_last=0))
    assert dict(lin.named_children()) == {} and type(lin) is torch.nn.Linear  # nothing attached
    q = T.QuantLinear.from_linear(lin, T.mxfp4())  # the first alternative named works
    assert q.weight is lin.weight


def test_a_linear_under_several_names_is_one_layer_converted_under_all():
    shared, other = torch.nn.Linear(32, 32), torch.nn.Linear(32, 32)
    m = torch.nn.Module()
    m.a, m.c, m.b = shared, other, shared
    recipe = T.mxfp4(keep_first=0, keep_last=0)
    assert T.convert_linear_layers(m, recipe) == ["a", "c", "b"]  # named_modules() order
    assert isinstance(m.a, T.QuantLinear) and m.a is m.b and m.a.weight is shared.weight
    # kept under every name when one of its names is excluded; keep_first / keep_last count layers, not names
    m2 = torch.nn.Module()
    m2.a, m2.b, m2.c = shared, shared, other
    assert T.convert_linear_layers(m2, recipe.replace(exclude=("b",))) == ["c"]
    assert m2.a is shared and m2.b is shared
    m3 = torch.nn.Module()
    m3.a, m3.b, m3.c, m3.d = shared, shared, other, torch.nn.Linear(32, 32)
    assert T.convert_linear_layers(m3, T.mxfp4()) == ["c"]  # 'a' = 'b' first, 'd' last


def test_conversion_keeps_the_mode_and_the_hooks():
    m = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(3)])
    calls = []
    m[1].register_forward_pre_hook(lambda mod, args: calls.append(("pre", type(mod).__name__)))
    handle = m[1].register_forward_hook(lambda mod, args, out: calls.append(("forward", type(mod).__name__)))
    m[1].register_full_backward_hook(lambda mod, gin, gout: calls.append(("backward", type(mod).__name__)))
    m.eval()
    recipe = T.mxfp4()
    assert T.convert_linear_layers(m, recipe) == ["1"]
    assert not m[1].training
    x = torch.randn(4, 32, requires_grad=True)  # grad enabled on an eval model (e.g. input saliency)
    m(x).sum().backward()
    assert int(m[1].quant_step) == 0  # an eval forward keys the current step and does not count
    assert calls == [("pre", "QuantLinear"), ("forward", "QuantLinear"), ("backward", "QuantLinear")]
    handle.remove()  # the handle of the replaced Linear still removes its hook
    calls.clear()
    m(x)
    assert calls == [("pre", "QuantLinear")]
    train = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(3)])
    T.convert_linear_layers(train, recipe)
    assert train[1].training  # a training-mode model's layer stays in training mode


def test_load_state_dict_pre_hooks_refuse_conversion_before_anything_changes():
    m = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(3)])
    m[2].register_load_state_dict_pre_hook(lambda *a, **k: None)
    match = r"layer '2' has load_state_dict pre-hooks .* remove them \(handle.remove\(\)\) before converting"
    with pytest.raises(ValueError, match=match):
        T.convert_linear_layers(m, T.mxfp4(keep_first=0, keep_last=0))
    assert all(type(layer) is torch.nn.Linear for layer in m)  # no half-converted model
    with pytest.raises(ValueError, match=r"QuantLinear.from_linear: the nn.Linear has load_state_dict pre-hooks"):
        T.QuantLinear.from_linear(m[2], T.mxfp4())
    assert T.convert_linear_layers(m, T.mxfp4()) == ["1"]  # kept by keep_last: its hooks stay where they are


def test_exclude_takes_any_collection_of_names():
    m = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(4)])
    recipe = T.mxfp4(exclude=["2"])
    assert (
        recipe.exclude == ("2",) and recipe == T.mxfp4(exclude=("2",)) and hash(recipe) == hash(T.mxfp4(exclude=("2",)))
    )
    assert T.convert_linear_layers(m, recipe) == ["1"]
    assert T.Recipe().replace(exclude={"head"}).exclude == ("head",)
