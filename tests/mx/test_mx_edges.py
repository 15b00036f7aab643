"""mx.quantize / dequantize: empty tensors, autograd, the NVFP4 scale rule (issue 25, items 5, 8, 9)."""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding.torch import ops

FORMATS = ["mxfp4", "mxfp8_e4m3", "nvfp4"]


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(("shape", "axis"), [((0, 32), -1), ((0, 32), 0), ((3, 0), -1), ((0,), -1), ((2, 0, 32), -1)])
def test_empty_tensors_quantize_to_empty_results(fmt, shape, axis):
    if len(shape) == 3 and axis == 0:
        pytest.skip("axis 0 of a 3-D tensor")
    x = torch.randn(shape)
    q = mx.quantize(x, fmt, axis=axis)
    assert q.codes.numel() == 0 and q.scales.numel() == 0 and q.shape == shape
    out = mx.dequantize(q)
    assert out.shape == shape and out.dtype == torch.float32
    sr = mx.quantize(x, fmt, axis=axis, rounding="SR", seed=1)
    assert sr.codes.numel() == 0
    if fmt == "nvfp4":
        assert float(q.tensor_scale) == 1.0


def test_empty_shapes_match_the_non_empty_layout():
    """The empty result has the shapes a non-empty one of the same layout has, with the zero dim kept."""
    full, empty = mx.quantize(torch.randn(4, 64), "mxfp4"), mx.quantize(torch.randn(0, 64), "mxfp4")
    assert empty.codes.shape == (0, full.codes.shape[1]) and empty.scales.shape == (0, full.scales.shape[1])
    assert empty.scales.dtype == full.scales.dtype and empty.codes.dtype == full.codes.dtype
    tiles = mx.quantize(torch.randn(0, 32), "nvfp4", block=(16, 16))
    assert tiles.codes.shape == (0, 16) and tiles.scales.shape == (0, 2)


def test_zero_dim_tensor_is_still_refused():
    with pytest.raises(ValueError, match=r"needs a tensor with at least one dimension, got shape \(\)"):
        mx.quantize(torch.tensor(1.0), "mxfp4")


# --- autograd: what each op does (documented in docs/mx.rst and the mx.ops docstring) ---


@pytest.mark.parametrize("fmt", FORMATS)
def test_quantize_dequantize_is_not_differentiable(fmt):
    w = torch.randn(2, 32, requires_grad=True)
    q = mx.quantize(w, fmt)
    out = mx.dequantize(q)
    assert not out.requires_grad and out.grad_fn is None
    if fmt == "nvfp4":  # 0.2.0: the tensor scale kept w's graph (amax -> division)
        assert not q.tensor_scale.requires_grad and q.tensor_scale.grad_fn is None
    given = torch.tensor(3.0, requires_grad=True)
    if fmt == "nvfp4":
        assert not mx.quantize(w, fmt, tensor_scale=given).tensor_scale.requires_grad


def test_straight_through_recipe_of_the_docs():
    """The documented straight-through estimator: forward the quantized values, backward the identity."""
    w = torch.randn(2, 32, requires_grad=True)
    wq = w + (mx.dequantize(mx.quantize(w, "mxfp4")) - w).detach()
    assert torch.equal(wq.detach(), mx.dequantize(mx.quantize(w.detach(), "mxfp4")))
    (wq * torch.arange(64.0).reshape(2, 32)).sum().backward()
    assert torch.equal(w.grad, torch.arange(64.0).reshape(2, 32))


def test_round_to_is_straight_through():
    x = torch.randn(8, requires_grad=True)
    y = ops.round_to(x, torch.bfloat16, rounding="SR", seed=1)
    assert y.requires_grad
    (y.float() * 2).sum().backward()
    assert torch.equal(x.grad, torch.full((8,), 2.0))


# --- NVFP4's one scale rule (issue 25, item 9) ---


@pytest.mark.parametrize("rule", ["banana", "even", "CEIL", "floor"])
def test_nvfp4_refuses_a_scale_rule(rule):
    """NVFP4 has its own two rules (issue 23: 'rn', and 'ru' for SR); an MX rule name or nonsense is refused."""
    with pytest.raises(ValueError, match=rf"unknown scale rule '{rule}' for nvfp4; valid: rn, ru"):
        mx.quantize(torch.randn(2, 32), "nvfp4", scale_rule=rule)


def test_nvfp4_default_rule_and_mx_rules_still_work():
    x = torch.randn(2, 32)
    assert torch.equal(mx.quantize(x, "nvfp4", scale_rule="rn").codes, mx.quantize(x, "nvfp4").codes)
    assert torch.equal(mx.quantize(x, "nvfp4", scale_rule=None).codes, mx.quantize(x, "nvfp4").codes)
    mx.quantize(x, "mxfp4", scale_rule="even")  # an MX format takes every rule
    with pytest.raises(ValueError, match="unknown scale rule 'banana'"):
        mx.quantize(x, "mxfp4", scale_rule="banana")
