"""Quantized linear layers: the function form, the ``nn.Linear`` replacement and the model conversion.

:func:`quantized_linear` runs the three GEMMs of ``y = x W^T + b`` (forward; dgrad ``dx = dy W``;
wgrad ``dW = dy^T x``) on operands quantized per a :class:`~.recipe.Recipe`: each operand is
quantized to its block format along the GEMM's contraction dimension (optionally after the RHT of
both operands), dequantized exactly to f32, and the GEMM runs in f32 (``torch.matmul``).

What is emulated, exactly: products of two FP4 (E2M1) or FP8 (E4M3 / E5M2) values times their power-of-
two or E4M3 scales have at most 8 (FP8) significant bits each side, so every product is exact in f32;
NVFP4's per-tensor f32 scale is not applied to the elements (that would round each one) but divides the
GEMM's output, as NVIDIA's kernels apply it in the epilogue. So only the accumulation differs from a
tensor-core GEMM (f32 additions here in torch's order; the
hardware adds in its own order and width, e.g. per 32-element block before the scale is applied). A
fused hardware kernel would also (1) apply the scales to the block's partial sum instead of to the
elements, (2) quantize in registers without writing the dequantized operand, (3) fuse the RHT into
the quantization, and (4) emit the output already rounded to bf16; none of these changes a quantized
value here, only the summation order and the cost. The bias gradient is ``dy.sum(0)`` in f32
(unquantized, as in the papers).
"""

from __future__ import annotations

import fnmatch

import torch

from ..torch import optim
from ..torch.boundary import is_dtensor
from .quant import fake_quantize
from .recipe import TRAINING_OFFSET, Recipe, recipe_signs, substream
from .transform import rht

__all__ = ["quantized_linear", "QuantLinear", "convert_linear_layers", "set_step", "STEP_BUFFER"]

#: Name of the step counter buffer of :class:`QuantLinear` (saved in the module's state dict).
STEP_BUFFER = "quant_step"


def _like(t, ref):
    """``t`` with ``ref``'s DTensor placements (reducing Partial sums), or ``t``."""
    if is_dtensor(t) and is_dtensor(ref) and tuple(t.placements) != tuple(ref.placements):
        return t.redistribute(ref.device_mesh, ref.placements)
    return t


def _reduced(t):
    """A DTensor with Partial placements all-reduced (Replicate), else ``t``."""
    if is_dtensor(t):
        from torch.distributed.tensor import Partial, Replicate

        if any(isinstance(p, Partial) for p in t.placements):
            return t.redistribute(t.device_mesh, [Replicate() if isinstance(p, Partial) else p for p in t.placements])
    return t


def _signs(recipe: Recipe, layer: int, step: int, gemm: str) -> torch.Tensor:
    return recipe_signs(recipe, layer, step, gemm)


def _operand(t, recipe: Recipe, field: str, axis: int, layer: int, step: int):
    """(f32 values with block scales applied, tensor scale): the operand is values / tensor scale."""
    spec = getattr(recipe, field)
    if spec is None:
        return t.float(), 1.0
    sub = substream(step, layer, field)
    return fake_quantize(t, spec, axis=axis, seed=recipe.seed, offset=TRAINING_OFFSET, substream=sub, split=True)


def _mm(a, b):
    """The emulated GEMM of two (values, tensor scale) operands: f32 products and sums, then the tensor scales."""
    (va, sa), (vb, sb) = a, b
    out = _reduced(va @ vb)
    if sa != 1.0:
        out = out / sa
    if sb != 1.0:
        out = out / sb
    return out


def _gemm_operands(recipe, gemm: str, a, b, a_field: str, b_field: str, layer: int, step: int):
    """The quantized operands of one backward GEMM contracting dim 0 of ``b`` and dim ``a_dim`` of ``a``."""
    a_axis = -1 if gemm == "dgrad" else 0
    if gemm in recipe.rht:
        s = _signs(recipe, layer, step, gemm)
        a = rht(a.float(), dim=a_axis, block=recipe.rht_block, signs=s)
        b = rht(b.float(), dim=0, block=recipe.rht_block, signs=s)
    return _operand(a, recipe, a_field, a_axis, layer, step), _operand(b, recipe, b_field, 0, layer, step)


def _t(op):
    return op[0].t(), op[1]


class _QuantizedLinear(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, weight, bias, recipe, layer, step):
        k = x.shape[-1]
        lead = x.shape[:-1]
        x2 = x.reshape(-1, k)
        xq = _operand(x2, recipe, "fwd_x", -1, layer, step)
        wq = _operand(weight, recipe, "fwd_w", -1, layer, step)
        y = _mm(xq, _t(wq))
        if bias is not None:
            y = y + bias.float()
        reuse = recipe.fwd_w is not None and recipe.fwd_w.two_d and recipe.dgrad_w == recipe.fwd_w
        ctx.save_for_backward(x2, weight, wq[0] if reuse else None)
        ctx.w_scale = wq[1]
        ctx.recipe, ctx.layer, ctx.step, ctx.reuse = recipe, layer, step, reuse
        ctx.x_shape, ctx.has_bias, ctx.bias_like = x.shape, bias is not None, bias
        return y.to(x.dtype).reshape(*lead, weight.shape[0])

    @staticmethod
    def backward(ctx, gy):
        x2, weight, wq_saved = ctx.saved_tensors
        recipe, layer, step = ctx.recipe, ctx.layer, ctx.step
        g2 = gy.reshape(-1, weight.shape[0])
        dx = dw = db = None
        if ctx.needs_input_grad[0]:
            if ctx.reuse and "dgrad" not in recipe.rht:
                gq = _gemm_operands(recipe, "dgrad", g2, weight, "dgrad_dy", "dgrad_w", layer, step)[0]
                wq = (wq_saved, ctx.w_scale)
            else:
                gq, wq = _gemm_operands(recipe, "dgrad", g2, weight, "dgrad_dy", "dgrad_w", layer, step)
            dx = _like(_mm(gq, wq), x2).to(x2.dtype).reshape(ctx.x_shape)
        if ctx.needs_input_grad[1]:
            gq, xq = _gemm_operands(recipe, "wgrad", g2, x2, "wgrad_dy", "wgrad_x", layer, step)
            dw = _like(_mm(_t(gq), xq), weight).to(weight.dtype)
        if ctx.has_bias and ctx.needs_input_grad[2]:
            db = _like(g2.float().sum(0), ctx.bias_like).to(ctx.bias_like.dtype)
        return dx, dw, db, None, None, None


def quantized_linear(x, weight, bias=None, *, recipe: Recipe, layer: int, step: int):
    """``x @ weight.T + bias`` with the recipe's quantized GEMMs (forward, dgrad, wgrad).

    ``layer`` (the stream id, ``< 2**29``) and ``step`` (``< 2**32``) enter the keying formula of
    :mod:`.recipe`. ``x``: ``(..., K)``; ``weight``: ``(N, K)``; plain tensors or DTensors (column-
    parallel ``Shard(0)`` / row-parallel ``Shard(1)`` weights, data-parallel ``Shard(0)`` activations:
    shard boundaries must not cut a quantization or RHT block). Returns ``x``'s dtype.
    """
    if not isinstance(recipe, Recipe):
        raise TypeError(f"recipe must be a flydsl.rounding.training.Recipe, got {type(recipe).__name__}")
    substream(step, layer, "fwd_x")  # validates step and layer
    if x.shape[-1] != weight.shape[-1]:
        raise ValueError(
            f"x has {x.shape[-1]} features but weight expects {weight.shape[-1]} (weight {tuple(weight.shape)})"
        )
    return _QuantizedLinear.apply(x, weight, bias, recipe, layer, step)


class QuantLinear(torch.nn.Linear):
    """``nn.Linear`` whose GEMMs follow ``recipe`` (see :func:`quantized_linear`).

    The layer's stream id is its weight's optimizer tag (:func:`flydsl.rounding.optim.assign_stream_ids`),
    so the optimizer and the quantization sites of one parameter share an id. Each training-mode forward
    (``self.training`` and grad enabled) increments the step buffer :data:`STEP_BUFFER` first and keys
    with the new value; eval forwards key with the current value. The buffer is in the state dict, so a
    checkpoint resumes the stream; with gradient accumulation or recomputation, set it with :func:`set_step`.
    """

    def __init__(self, in_features, out_features, bias=True, *, recipe: Recipe, device=None, dtype=None):
        super().__init__(in_features, out_features, bias=bias, device=device, dtype=dtype)
        if not isinstance(recipe, Recipe):
            raise TypeError(f"recipe must be a flydsl.rounding.training.Recipe, got {type(recipe).__name__}")
        self.recipe = recipe
        self.register_buffer(STEP_BUFFER, torch.zeros((), dtype=torch.int64))

    @classmethod
    def from_linear(cls, linear: torch.nn.Linear, recipe: Recipe) -> QuantLinear:
        """A QuantLinear holding ``linear``'s own parameter objects (their optimizer tags and state survive)."""
        q = cls.__new__(cls)
        torch.nn.Module.__init__(q)
        q.in_features, q.out_features = linear.in_features, linear.out_features
        q.weight, q.bias = linear.weight, linear.bias
        if not isinstance(recipe, Recipe):
            raise TypeError(f"recipe must be a flydsl.rounding.training.Recipe, got {type(recipe).__name__}")
        q.recipe = recipe
        q.register_buffer(STEP_BUFFER, torch.zeros((), dtype=torch.int64, device=linear.weight.device))
        return q

    def forward(self, x):
        layer = optim.stream_id_of(self.weight)
        if layer is None:
            raise RuntimeError(
                "QuantLinear's weight has no stream id: call flydsl.rounding.optim.assign_stream_ids(model) "
                "after converting (and again after sharding or replacing parameters)"
            )
        step = getattr(self, STEP_BUFFER)
        if self.training and torch.is_grad_enabled():
            with torch.no_grad():
                step += 1
        return quantized_linear(x, self.weight, self.bias, recipe=self.recipe, layer=layer, step=int(step))

    def extra_repr(self) -> str:
        return f"{super().extra_repr()}, recipe={self.recipe.name!r}"


def convert_linear_layers(model: torch.nn.Module, recipe: Recipe) -> list:
    """Replace ``model``'s ``nn.Linear`` layers by :class:`QuantLinear` (in place); returns the converted names.

    Skipped: the first ``recipe.keep_first`` and last ``recipe.keep_last`` linear layers (in
    ``named_modules()`` order; the papers keep them in high precision) and names matching a pattern in
    ``recipe.exclude`` (``fnmatch``). If no parameter of ``model`` has a stream id yet, tags them all with
    :func:`flydsl.rounding.optim.assign_stream_ids`.
    """
    if not isinstance(recipe, Recipe):
        raise TypeError(f"recipe must be a flydsl.rounding.training.Recipe, got {type(recipe).__name__}")
    linears = [(n, m) for n, m in model.named_modules() if type(m) is torch.nn.Linear]
    keep = {n for n, _ in linears[: recipe.keep_first]} | {n for n, _ in linears[len(linears) - recipe.keep_last :]}
    keep |= {n for n, _ in linears if any(fnmatch.fnmatchcase(n, p) for p in recipe.exclude)}
    converted = []
    for name, lin in linears:
        if name in keep:
            continue
        parent, _, attr = name.rpartition(".")
        setattr(model.get_submodule(parent) if parent else model, attr, QuantLinear.from_linear(lin, recipe))
        converted.append(name)
    if all(optim.stream_id_of(p) is None for p in model.parameters()):
        optim.assign_stream_ids(model)
    return converted


def set_step(model: torch.nn.Module, step: int) -> None:
    """Set the step counter of every :class:`QuantLinear` in ``model`` (the next training forward keys ``step + 1``)."""
    substream(step, 0, "fwd_x")
    for m in model.modules():
        if isinstance(m, QuantLinear):
            getattr(m, STEP_BUFFER).fill_(step)
