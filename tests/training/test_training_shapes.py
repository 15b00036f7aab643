"""FP4 / FP8 layers on ordinary shapes, empty inputs, dtypes and torch.compile (issue 25, items 3-6, 13).

The reference for a layer of any size is the same layer zero-padded by hand to block multiples (the shapes 0.2.0
already ran, which tests/training/test_training_linear.py checks against the quantizer): the padded layer cut back must
give the same bits, forward and backward.
"""

from __future__ import annotations

import warnings

import pytest
import torch

from flydsl.rounding import training as T
from flydsl.rounding.torch import optim

RECIPES = {
    "mxfp4+rht": lambda: T.mxfp4(rht=True, seed=3),
    "mxfp4": lambda: T.mxfp4(seed=3),
    "nvfp4": lambda: T.nvfp4(seed=3),
    "mxfp8": lambda: T.mxfp8(seed=3),
}


def _layer(recipe, n, k, *, seed=0, weight=None, bias=None):
    torch.manual_seed(seed)
    lin = T.QuantLinear(k, n, recipe=recipe)
    with torch.no_grad():
        if weight is not None:
            lin.weight.copy_(weight)
        if bias is not None:
            lin.bias.copy_(bias)
    optim.assign_stream_ids(lin, start=7)
    return lin


def _run(lin, x, rows: int, cols: int):
    """Forward, then backward of a loss on the first rows x cols outputs only; returns (y, dx, dW, db)."""
    x = x.clone().requires_grad_(True)
    y = lin(x)
    w = torch.linspace(-1, 1, rows * cols).reshape(rows, cols)
    (y[:rows, :cols].float() * w).sum().backward()
    return y.detach(), x.grad, lin.weight.grad, lin.bias.grad


def _same(a, b):
    assert a.shape == b.shape and torch.equal(a, b), (a - b).abs().max()


@pytest.mark.parametrize("recipe", list(RECIPES), ids=list(RECIPES))
@pytest.mark.parametrize("m", [1, 16, 50, 70])
def test_any_token_count_equals_padding_by_hand(recipe, m):
    """0.2.0 passed the forward and raised at backward ("rht: the size of dimension 0 (50) must be a multiple of
    the block 32; pad it") for M not a multiple of the blocks: the last partial batch of an epoch."""
    r = RECIPES[recipe]()
    n = k = 64
    mp = -(-m // 128) * 128
    x = torch.randn(m, k)
    layer = _layer(r, n, k)
    padded = _layer(r, n, k, weight=layer.weight.detach(), bias=layer.bias.detach())
    y, dx, dw, db = _run(layer, x, m, n)
    yp, dxp, dwp, dbp = _run(padded, torch.cat([x, torch.zeros(mp - m, k)]), m, n)
    _same(y, yp[:m])
    _same(dx, dxp[:m])
    _same(dw, dwp)
    _same(db, dbp)


@pytest.mark.parametrize("recipe", ["mxfp4+rht", "nvfp4"])
def test_lead_dims_and_partial_blocks(recipe):
    """A (3, 5, 64) input (15 tokens) runs forward and backward and equals the flattened (15, 64) input."""
    r = RECIPES[recipe]()
    layer = _layer(r, 64, 64)
    x = torch.randn(3, 5, 64, requires_grad=True)
    y = layer(x)
    assert y.shape == (3, 5, 64)
    y.square().sum().backward()
    flat = _layer(r, 64, 64, weight=layer.weight.detach(), bias=layer.bias.detach())
    x2 = x.detach().reshape(15, 64).requires_grad_(True)
    y2 = flat(x2)
    y2.square().sum().backward()
    _same(y.detach().reshape(15, 64), y2.detach())
    _same(x.grad.reshape(15, 64), x2.grad)
    _same(layer.weight.grad, flat.weight.grad)


@pytest.mark.parametrize("recipe", list(RECIPES), ids=list(RECIPES))
@pytest.mark.parametrize(("n", "k"), [(100, 256), (48, 10), (10, 784), (24, 40)])
def test_any_layer_size_equals_the_zero_padded_layer(recipe, n, k):
    """nn.Linear(256, 100) and friends: 0.2.0 converted them and failed at the first forward or backward with an
    internal op's message. Now the layer is bit for bit the zero-padded (Np, Kp) layer, cut back."""
    r = RECIPES[recipe]()
    np_, kp = T.linear.padded_features(r, n, k)
    assert np_ % 16 == 0 and kp % 16 == 0 and np_ >= n and kp >= k
    m = 32
    layer = _layer(r, n, k)
    w, b = layer.weight.detach(), layer.bias.detach()
    big = _layer(r, np_, kp, weight=torch.nn.functional.pad(w, [0, kp - k, 0, np_ - n]),
                 bias=torch.nn.functional.pad(b, [0, np_ - n]))  # fmt: skip
    x = torch.randn(m, k)
    y, dx, dw, db = _run(layer, x, m, n)
    yb, dxb, dwb, dbb = _run(big, torch.nn.functional.pad(x, [0, kp - k]), m, n)
    _same(y, yb[:, :n])
    _same(dx, dxb[:, :k])
    _same(dw, dwb[:n, :k])
    _same(db, torch.linspace(-1, 1, m * n).reshape(m, n).sum(0))  # unquantized: the loss weights' column sums
    assert torch.allclose(db, dbb[:n])  # (a wider tensor's column sums may add in another order)
    # negative control: the padded layer's extra outputs are zero (zero weights and bias), so the cut lost nothing
    assert not yb[:, n:].any()


def test_converted_odd_sizes_train():
    model = torch.nn.Sequential(torch.nn.Linear(784, 100), torch.nn.ReLU(), torch.nn.Linear(100, 10))
    converted = T.convert_linear_layers(model, T.mxfp4(rht=True, keep_first=0, keep_last=0))
    assert converted == ["0", "2"]
    out = model(torch.randn(50, 784))
    out.sum().backward()
    assert model[0].weight.grad.shape == (100, 784) and torch.isfinite(model[0].weight.grad).all()


def test_all_layers_kept_is_reported():
    model = torch.nn.Sequential(torch.nn.Linear(32, 32), torch.nn.Linear(32, 32))
    with pytest.warns(UserWarning, match=r"converted no layer: all 2 nn.Linear layer\(s\) are kept .*'0' "
                      r"\(keep_first=1\), '1' \(keep_last=1\); .*keep_first=0, keep_last=0"):  # fmt: skip
        assert T.convert_linear_layers(model, T.mxfp4()) == []
    with pytest.warns(UserWarning, match=r"the model \(ReLU\) has no nn.Linear layer"):
        T.convert_linear_layers(torch.nn.ReLU(), T.mxfp4())
    with pytest.warns(UserWarning, match=r"'head' \(exclude='he\*'\)"):
        T.convert_linear_layers(torch.nn.ModuleDict({"head": torch.nn.Linear(4, 4)}),
                                T.mxfp4(keep_first=0, keep_last=0, exclude=("he*",)))  # fmt: skip
    with warnings.catch_warnings():  # negative control: a model with something converted says nothing
        warnings.simplefilter("error")
        three = torch.nn.Sequential(*[torch.nn.Linear(32, 32) for _ in range(3)])
        assert T.convert_linear_layers(three, T.mxfp4()) == ["1"]


# --- empty inputs (item 5) ---


@pytest.mark.parametrize("recipe", list(RECIPES), ids=list(RECIPES))
def test_zero_tokens(recipe):
    """An MoE expert that receives no token: forward gives (0, N), backward zero dW and db (as nn.Linear)."""
    layer = _layer(RECIPES[recipe](), 48, 64)
    x = torch.randn(0, 64, requires_grad=True)
    y = layer(x)
    assert y.shape == (0, 48)
    y.sum().backward()
    assert x.grad.shape == (0, 64)
    _same(layer.weight.grad, torch.zeros(48, 64))
    _same(layer.bias.grad, torch.zeros(48))
    ref = torch.nn.Linear(64, 48)
    assert ref(torch.randn(0, 64)).shape == y.shape and layer(torch.randn(2, 0, 64)).shape == (2, 0, 48)


# --- dtypes and autocast, as nn.Linear (item 13) ---


def test_input_dtype_must_match_like_nn_linear():
    layer = _layer(T.mxfp4(), 32, 32)
    x = torch.randn(4, 32, dtype=torch.bfloat16)
    with pytest.raises(RuntimeError):
        torch.nn.Linear(32, 32)(x)  # the behaviour matched
    with pytest.raises(RuntimeError, match=r"the input is torch.bfloat16 but the layer's weight is torch.float32 .*"
                       r"convert the input .*or run the model under torch.autocast"):  # fmt: skip
        layer(x)
    assert int(layer.quant_step) == 0  # the refused call counted no step
    layer(x.float())
    assert int(layer.quant_step) == 1


def test_autocast_like_nn_linear():
    layer = _layer(T.mxfp4(), 32, 32)
    x = torch.randn(4, 32)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        ref = torch.nn.Linear(32, 32)(x)
        y = layer(x)
        y2 = layer(x.to(torch.bfloat16))
    assert ref.dtype == y.dtype == y2.dtype == torch.bfloat16
    y.float().sum().backward()
    assert layer.weight.grad.dtype == torch.float32  # the f32 master weight gets its gradient


# --- torch.compile(fullgraph=True) (item 6) ---


def _small_model(recipe):
    torch.manual_seed(1)
    model = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 40))
    T.convert_linear_layers(model, recipe)
    return model


@pytest.mark.parametrize("recipe", ["mxfp4+rht", "nvfp4"])
def test_fullgraph_compile_forward_backward(recipe):
    """0.2.0: "Could not guard on data-dependent expression u0 < 0" (the step read on the host); without fullgraph,
    graph breaks. The step now travels as a tensor: one graph, the eager bits, the step counter advancing."""
    r = RECIPES[recipe]().replace(keep_first=0, keep_last=0)
    eager, compiled_model = _small_model(r), _small_model(r)
    compiled = torch.compile(compiled_model, fullgraph=True, backend="aot_eager")
    x = torch.randn(50, 32)
    for step in (1, 2):
        y, ye = compiled(x), eager(x)
        _same(y, ye)
        y.square().sum().backward()
        ye.square().sum().backward()
        _same(compiled_model[0].weight.grad, eager[0].weight.grad)
        assert int(compiled_model[2].quant_step) == step == int(eager[2].quant_step)


def test_fullgraph_compile_inductor():
    """The default backend (inductor; 16 s cold on this 2-CPU machine, under 2 s with its cache warm)."""
    r = T.mxfp4(rht=True, keep_first=0, keep_last=0)
    eager, compiled_model = _small_model(r), _small_model(r)
    compiled = torch.compile(compiled_model, fullgraph=True)
    x = torch.randn(16, 32)
    y, ye = compiled(x), eager(x)
    _same(y, ye)
    y.sum().backward()
    ye.sum().backward()
    _same(compiled_model[0].weight.grad, eager[0].weight.grad)


def test_step_out_of_range_is_still_refused():
    layer = _layer(T.mxfp4(), 32, 32)
    T.set_step(layer, 2**32 - 1)
    with pytest.raises(ValueError, match="step must be at most 4294967295"):
        layer(torch.randn(4, 32))


@pytest.mark.parametrize("recipe", ["mxfp4+rht", "nvfp4"])
def test_layer_custom_ops_pass_opcheck(recipe):
    r = RECIPES[recipe]()
    key = T.linear.recipe_key(r)
    x, w, b = torch.randn(20, 48), torch.randn(40, 48, requires_grad=True), torch.randn(40, requires_grad=True)
    step = torch.tensor(3)
    torch.library.opcheck(torch.ops.flydsl_rounding.quantized_linear.default, (x.requires_grad_(), w, b, step, key, 5))
    g = torch.randn(20, 40)
    torch.library.opcheck(
        torch.ops.flydsl_rounding.quantized_linear_backward.default,
        (g, x.detach(), w.detach(), step, key, 5, True, True, False),
    )
