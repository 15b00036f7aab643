"""Quantized linear layers: the function form, the ``nn.Linear`` replacement and the model conversion.

:func:`quantized_linear` runs the three GEMMs of ``y = x W^T + b`` (forward; dgrad ``dx = dy W``;
wgrad ``dW = dy^T x``) on operands quantized per a :class:`~.recipe.Recipe`: each operand is
quantized to its block format along the GEMM's contraction dimension (optionally after the RHT of
both operands), dequantized exactly to f32, and the GEMM runs in f32 (``torch.matmul``). On CUDA, where both
operands are exact in bfloat16 by construction (:func:`bf16_gemm`), they are dequantized to bfloat16 and the
GEMM takes them with f32 accumulation and an f32 output (``torch.mm(..., out_dtype=torch.float32)``): the same
exact products, on tensor cores.

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
import hashlib
import math
import warnings

import torch

from ..runtime import constants
from ..runtime.job import Rotation
from ..torch import optim
from ..torch.boundary import is_dtensor, uses_triton
from .quant import BLOCKS, fake_quantize
from .recipe import TRAINING_OFFSET, Recipe, on_device, recipe_signs, signs_key, substream
from .transform import rht_with_signs

__all__ = [
    "quantized_linear",
    "QuantLinear",
    "convert_linear_layers",
    "set_step",
    "make_capturable",
    "STEP_BUFFER",
    "contraction_multiple",
    "padded_features",
    "recipe_key",
    "bf16_gemm",
    "exact_in_bf16",
]

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


def _signs(recipe: Recipe, layer: int, step: int, gemm: str, device) -> torch.Tensor:
    """The RHT sign vector of :func:`~.recipe.recipe_signs` on ``device``, kept there per :func:`~.recipe.signs_key`
    (copied once, not every call: a host-to-device copy synchronises a GPU)."""
    key = ("rht_signs", *signs_key(recipe, layer, step, gemm))
    return constants.on_device(key, device, lambda: recipe_signs(recipe, layer, step, gemm))


#: Does this torch run a bf16 x bf16 GEMM with an f32 output (``torch.mm(..., out_dtype=)``, torch >= 2.9, CUDA)?
_MM_OUT_DTYPE = "dtype" in torch.ops.aten.mm.overloads()


def exact_in_bf16(recipe: Recipe, gemm: str, a, b, transformed: bool = False) -> bool:
    """Whether both operands of ``gemm`` (``a``, ``b``: the tensors before quantization) are exact in bfloat16 by
    construction: a quantized operand's split values (elements times block scales: at most 6 significant bits;
    the one exception, MXFP8 elements below bfloat16's smallest subnormal 2**-133, is
    :data:`~.quant.BF16_EXACT_SCALE`), or an unquantized bfloat16 tensor that no RHT ``transformed``."""
    for t, field in zip((a, b), _GEMM_FIELDS[gemm], strict=True):
        if getattr(recipe, field) is None and (transformed or t.dtype != torch.bfloat16):
            return False
    return True


def bf16_gemm(recipe: Recipe, gemm: str, a, b, transformed: bool = False) -> bool:
    """Whether ``gemm`` takes its operands in bfloat16 with an f32 output (``torch.mm(..., out_dtype=torch.float32)``)
    instead of in f32: on CUDA only (plain tensors; the CPU, ROCm and DTensors keep f32, and so the CPU's bits),
    and only when :func:`exact_in_bf16`. The products are then exact and the sums f32, as in the f32 GEMM (only
    the order and the kernel differ), at tensor-core speed."""
    if not _MM_OUT_DTYPE or getattr(torch.version, "hip", None):
        return False
    if a.device.type != "cuda" or is_dtensor(a) or is_dtensor(b):
        return False
    return exact_in_bf16(recipe, gemm, a, b, transformed)


def _operand(t, recipe: Recipe, field: str, axis: int, layer: int, step: int, low: bool = False, rotation=None):
    """(values with block scales applied, tensor scale or None): the operand is values / tensor scale. Values
    in f32, or with ``low`` in bfloat16 (exact: :func:`bf16_gemm` chose it). ``rotation``: the RHT along ``axis``
    first (a :class:`~flydsl.rounding.runtime.job.Rotation`; fused into the quantize where it can be)."""
    spec = getattr(recipe, field)
    dtype = torch.bfloat16 if low else torch.float32
    if spec is None:
        if rotation is not None:
            t = rht_with_signs(t.float(), rotation.signs, dim=axis % t.ndim, block=rotation.block)
        return t.to(dtype), None
    sub = substream(step, layer, field)
    v, ts = fake_quantize(
        t, spec, axis=axis, seed=recipe.seed, offset=TRAINING_OFFSET, substream=sub, split=True, dtype=dtype,
        rotation=rotation,
    )  # fmt: skip
    return v, (ts if isinstance(ts, torch.Tensor) else None)


def _mm(a, b, rows: int, cols: int, bias=None, dtype=torch.float32):
    """The emulated GEMM of two (values, tensor scale) operands, cut to ``(rows, cols)``: exact products, f32 sums,
    then :func:`_epilogue` (the tensor scales, the bias, the cast to ``dtype``)."""
    (va, sa), (vb, sb) = a, b
    if va.dtype == torch.bfloat16 and vb.dtype == torch.bfloat16:
        out = torch.mm(va, vb, out_dtype=torch.float32)
    else:
        out = _reduced(va.float() @ vb.float())
    return _epilogue(_cut(out, rows, cols), [ts for ts in (sa, sb) if ts is not None], bias, dtype)


def _epilogue(y, scales: list, bias, dtype):
    """``((y / scales[0]) / scales[1] + bias.float()).to(dtype)`` of an f32 GEMM output: the tensor scales are 0-d
    f32 tensors on the device, divided by as tensors (IEEE division, where CUDA multiplies by the reciprocal of a
    Python float). Where the operands' quantize runs on the Triton backend (plain tensors), one pass of
    :func:`~flydsl.rounding.runtime.triton.gemm_epilogue.gemm_epilogue` (the same bits); else these torch ops."""
    if (
        type(y) is torch.Tensor
        and y.ndim == 2
        and y.dtype == torch.float32
        and (y.shape[1] <= 1 or y.stride(1) == 1)
        and (bias is None or type(bias) in (torch.Tensor, torch.nn.Parameter))
        and not torch.compiler.is_compiling()
        and uses_triton(y.device, "quantize")
    ):
        from ..runtime.triton.gemm_epilogue import gemm_epilogue

        return gemm_epilogue(y, scales, None if bias is None else bias.detach().contiguous(), dtype)
    for ts in scales:
        y = y / (float(ts) if is_dtensor(y) else ts)
    if bias is not None:
        y = y + bias.float()
    return y.to(dtype)


def _gemm_operands(recipe, gemm: str, a, b, a_field: str, b_field: str, layer: int, step: int):
    """The quantized operands of one backward GEMM contracting dim 0 of ``b`` and dim ``a_dim`` of ``a``."""
    a_axis = -1 if gemm == "dgrad" else 0
    transformed = gemm in recipe.rht
    low = bf16_gemm(recipe, gemm, a, b, transformed)
    rotation = None
    if transformed:
        s = _signs(recipe, layer, step, gemm, a.to_local().device if is_dtensor(a) else a.device)
        rotation = Rotation(s, recipe.rht_block)
    return (
        _operand(a, recipe, a_field, a_axis, layer, step, low, rotation),
        _operand(b, recipe, b_field, 0, layer, step, low, rotation),
    )


def _t(op):
    return op[0].t(), op[1]


# -- padding: any M, N, K ------------------------------------------------------------------------------
#
# A block-scaled GEMM needs both operands blocked along its contraction dim, and the RHT a multiple of its
# block. Plain tensors are padded with zeros: K and N to the sizes (Kp, Np) that every GEMM of the recipe
# accepts, in all three GEMMs, so a layer is bit for bit the zero-padded (Np, Kp) layer cut back (the stream
# positions are the padded layer's); M, which keys nothing but wgrad's blocks, to wgrad's multiple in wgrad only
# (rows below M keep their positions). Zero elements change no block's amax, no sum and, under the orthogonal
# RHT applied to both operands, no product. DTensors are not padded: their shards must already be cut at block
# boundaries.

_GEMM_FIELDS = {"forward": ("fwd_x", "fwd_w"), "dgrad": ("dgrad_dy", "dgrad_w"), "wgrad": ("wgrad_dy", "wgrad_x")}


def _two_d(spec) -> bool:
    return spec is not None and spec.two_d


def contraction_multiple(recipe: Recipe, gemm: str) -> int:
    """The multiple the ``gemm``'s (``"forward"``, ``"dgrad"``, ``"wgrad"``) contraction dim is padded to."""
    m = 1
    for field in _GEMM_FIELDS[gemm]:
        spec = getattr(recipe, field)
        if spec is not None:
            m = math.lcm(m, 16 if spec.two_d else BLOCKS[spec.fmt])
    return math.lcm(m, recipe.rht_block) if gemm in recipe.rht else m


def padded_features(recipe: Recipe, out_features: int, in_features: int) -> tuple:
    """``(Np, Kp)``: the sizes a ``(N, K)`` layer's weight is padded to (the layer computes as that padded layer)."""
    nq = math.lcm(contraction_multiple(recipe, "dgrad"), 16 if _two_d(recipe.fwd_w) else 1)
    kq = math.lcm(contraction_multiple(recipe, "forward"), 16 if _two_d(recipe.dgrad_w) else 1)
    return -(-out_features // nq) * nq, -(-in_features // kq) * kq


def _pad(t, dim: int, size: int):
    """``t`` with zeros appended along ``dim`` up to ``size``."""
    extra = size - t.shape[dim]
    if not extra:
        return t
    if is_dtensor(t):
        raise ValueError(
            f"quantized_linear: a DTensor operand's dim {dim % t.ndim} has size {t.shape[dim]}, which this recipe's "
            f"blocks need padded to {size}; plain tensors are padded, DTensors are not: choose layer sizes that "
            "are multiples of the blocks (training.linear.padded_features(recipe, N, K) gives them)"
        )
    return torch.nn.functional.pad(t, [0, 0] * (t.ndim - 1 - dim % t.ndim) + [0, extra])


def _cut(t, rows: int, cols: int):
    return t if tuple(t.shape) == (rows, cols) else t[:rows, :cols]


def _forward(x2, weight, bias, recipe: Recipe, layer: int, step, dtype=torch.float32):
    """``x2 @ weight.T + bias`` (in f32, then cast to ``dtype``) with the recipe's forward GEMM; ``x2``: ``(M, K)``."""
    (m, k), n = x2.shape, weight.shape[0]
    if m == 0:
        y = x2.new_zeros((0, n), dtype=torch.float32)
        return (y if bias is None else y + bias.float()).to(dtype)
    np_, kp = padded_features(recipe, n, k)
    w = _pad(_pad(weight, 0, np_), 1, kp)
    low = bf16_gemm(recipe, "forward", x2, w)
    xq = _operand(_pad(x2, 1, kp), recipe, "fwd_x", -1, layer, step, low)
    return _mm(xq, _t(_operand(w, recipe, "fwd_w", -1, layer, step, low)), m, n, bias, dtype)


def _backward(g2, x2, weight, recipe: Recipe, layer: int, step, need_x: bool, need_w: bool, need_b: bool):
    """(dx, dW, db) (None where not needed) of ``y = x2 @ weight.T + b`` for the output gradient ``g2``: dx and dW
    computed in f32 and rounded to nearest into ``x2``'s and ``weight``'s dtypes, db in f32."""
    (m, k), n = x2.shape, weight.shape[0]
    dx = dw = db = None
    np_, kp = padded_features(recipe, n, k)
    g = _pad(g2, 1, np_)
    if need_x:
        if m == 0:
            dx = x2.new_zeros((0, k))
        else:
            w = _pad(_pad(weight, 0, np_), 1, kp)
            if _two_d(recipe.fwd_w) and recipe.dgrad_w == recipe.fwd_w and "dgrad" not in recipe.rht:
                low = bf16_gemm(recipe, "dgrad", g, w)  # the forward's quantized W (NVIDIA's recipe)
                gq = _operand(g, recipe, "dgrad_dy", -1, layer, step, low)
                wq = _operand(w, recipe, "fwd_w", -1, layer, step, low)
            else:
                gq, wq = _gemm_operands(recipe, "dgrad", g, w, "dgrad_dy", "dgrad_w", layer, step)
            dx = _like(_mm(gq, wq, m, k, dtype=x2.dtype), x2)
    if need_w:
        if m == 0:
            dw = weight.new_zeros((n, k))
        else:
            mp = -(-m // contraction_multiple(recipe, "wgrad")) * contraction_multiple(recipe, "wgrad")
            gq, xq = _gemm_operands(
                recipe, "wgrad", _pad(g, 0, mp), _pad(_pad(x2, 1, kp), 0, mp), "wgrad_dy", "wgrad_x", layer, step
            )
            dw = _like(_mm(_t(gq), xq, n, k, dtype=weight.dtype), weight)
    if need_b:
        db = g2.sum(0, dtype=torch.float32)  # no f32 copy of dy
    return dx, dw, db


class _QuantizedLinear(torch.autograd.Function):
    """The DTensor path (a custom op would need DTensor sharding rules): the same forward and backward."""

    @staticmethod
    def forward(ctx, x2, weight, bias, recipe, layer, step):
        ctx.save_for_backward(x2, weight)
        ctx.recipe, ctx.layer, ctx.step, ctx.bias_like = recipe, layer, step, bias
        return _forward(x2, weight, bias, recipe, layer, step, x2.dtype)

    @staticmethod
    def backward(ctx, gy):
        x2, weight = ctx.saved_tensors
        b = ctx.bias_like
        need_x, need_w, need_b = (
            ctx.needs_input_grad[0],
            ctx.needs_input_grad[1],
            b is not None and ctx.needs_input_grad[2],
        )
        dx, dw, db = _backward(gy, x2, weight, ctx.recipe, ctx.layer, ctx.step, need_x, need_w, need_b)
        return (
            None if dx is None else dx.to(x2.dtype),
            None if dw is None else dw.to(weight.dtype),
            None if db is None else _like(db, b).to(b.dtype),
            None,
            None,
            None,
        )


# -- the custom ops: the step travels as a 0-d tensor, so torch.compile(fullgraph=True) traces a model ----------
#
# The keying needs the step on the host; inside a custom op it is read (and validated) at run time, eagerly,
# while a compiled graph only passes the tensor along. Recipes travel by name (a custom op takes strings): a name
# derived from the recipe's fields, the same in every process, so a name carried into another process (a pickled
# layer, a saved graph) never denotes another recipe there; a QuantLinear re-registers its recipe when unpickled.

_RECIPES: dict = {}
_RECIPE_NAMES: dict = {}


def recipe_key(recipe: Recipe) -> str:
    """The name under which the custom ops find ``recipe`` (registering it): equal recipes share one, and the name
    is a digest of the recipe's fields (``repr``), so it is the same in every process (``"recipe-"`` and 32 hex
    digits; a second recipe with the same digest, which equal fields rule out, would get a suffix)."""
    key = _RECIPE_NAMES.get(recipe)
    if key is None:
        key = base = "recipe-" + hashlib.sha256(repr(recipe).encode()).hexdigest()[:32]
        n = 1
        while key in _RECIPES:  # an unequal recipe with the same repr (not equal fields): keep it apart
            n += 1
            key = f"{base}-{n}"
        _RECIPE_NAMES[recipe], _RECIPES[key] = key, recipe
    return key


def _read_step(step: torch.Tensor) -> int:
    """The value of a step buffer on a GPU (a device-to-host read: :class:`QuantLinear` mirrors it instead)."""
    return int(step)


def _step_of(step: torch.Tensor, layer: int):
    """The step the keys take: its int value (read and validated at run time, outside any traced graph), or a
    step on a GPU as it is (a capturable layer's device counter: the kernels read it, nothing reads it here)."""
    if on_device(step):
        substream(0, layer, "fwd_x")  # validates the layer
        return step
    value = int(step)
    substream(value, layer, "fwd_x")  # validates step and layer
    return value


@torch.library.custom_op("flydsl_rounding::quantized_linear", mutates_args=())
def _linear_op(
    x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None, step: torch.Tensor, recipe: str, layer: int
) -> torch.Tensor:
    return _forward(x, weight, bias, _RECIPES[recipe], layer, _step_of(step, layer), x.dtype).contiguous()


@_linear_op.register_fake
def _(x, weight, bias, step, recipe, layer):
    return x.new_empty((x.shape[0], weight.shape[0]))


@torch.library.custom_op("flydsl_rounding::quantized_linear_backward", mutates_args=())
def _linear_backward_op(
    gy: torch.Tensor,
    x: torch.Tensor,
    weight: torch.Tensor,
    step: torch.Tensor,
    recipe: str,
    layer: int,
    need_x: bool,
    need_w: bool,
    need_b: bool,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    dx, dw, db = _backward(gy, x, weight, _RECIPES[recipe], layer, _step_of(step, layer), need_x, need_w, need_b)

    def out(t):  # a gradient not asked for: an empty placeholder of its own (custom op outputs must not alias)
        return x.new_empty((0,), dtype=torch.float32) if t is None else t.contiguous()  # (a padded one is cut)

    return out(dx), out(dw), out(db)


@_linear_backward_op.register_fake
def _(gy, x, weight, step, recipe, layer, need_x, need_w, need_b):
    (m, k), n = x.shape, weight.shape[0]
    f32 = torch.float32
    return (
        x.new_empty((m, k) if need_x else (0,), dtype=x.dtype if need_x else f32),
        x.new_empty((n, k) if need_w else (0,), dtype=weight.dtype if need_w else f32),
        x.new_empty((n,) if need_b else (0,), dtype=f32),
    )


def _linear_setup(ctx, inputs, output):
    x, weight, bias, step, recipe, layer = inputs
    ctx.save_for_backward(x, weight, step)
    ctx.recipe, ctx.layer = recipe, layer
    ctx.dtypes = (x.dtype, weight.dtype, None if bias is None else bias.dtype)


def _linear_backward(ctx, gy):
    x, weight, step = ctx.saved_tensors
    xd, wd, bd = ctx.dtypes
    need_x, need_w = ctx.needs_input_grad[0], ctx.needs_input_grad[1]
    need_b = bd is not None and ctx.needs_input_grad[2]
    dx, dw, db = _linear_backward_op(gy, x, weight, step, ctx.recipe, ctx.layer, need_x, need_w, need_b)
    return (
        dx.to(xd) if need_x else None,
        dw.to(wd) if need_w else None,
        db.to(bd) if need_b else None,
        None,
        None,
        None,
    )


_linear_op.register_autograd(_linear_backward, setup_context=_linear_setup)


def _apply(x, weight, bias, recipe: Recipe, key: str, layer: int, step):
    """Run the layer on ``x`` ``(..., K)``; ``step``: an int or a 0-d integer tensor."""
    if x.shape[-1] != weight.shape[-1]:
        raise ValueError(
            f"x has {x.shape[-1]} features but weight expects {weight.shape[-1]} (weight {tuple(weight.shape)})"
        )
    lead = x.shape[:-1]
    x2 = x.reshape(-1, x.shape[-1])
    if is_dtensor(x2) or is_dtensor(weight):
        y = _QuantizedLinear.apply(x2, weight, bias, recipe, layer, int(step))
    else:
        if not isinstance(step, torch.Tensor):
            step = torch.tensor(step, dtype=torch.int64)
        y = _linear_op(x2, weight, bias, step, key, layer)
    return y.reshape(*lead, weight.shape[0])


def quantized_linear(x, weight, bias=None, *, recipe: Recipe, layer: int, step):
    """``x @ weight.T + bias`` with the recipe's quantized GEMMs (forward, dgrad, wgrad).

    ``layer`` (the stream id, ``< 2**29``) and ``step`` (``< 2**32``; an int or a 0-d integer tensor, which
    ``torch.compile`` passes along without reading it) enter the keying formula of :mod:`.recipe`. A step tensor
    on a GPU is never read on the host: the quantize kernels read it when they run (a CUDA graph can capture the
    call; its range is then not checked, and the RHT cannot redraw its signs per step). ``x``:
    ``(..., K)`` with any number of tokens (0 included); ``weight``: ``(N, K)``, any N and K: operands are
    padded with zeros to the blocks internally (plain tensors; see docs/training.rst). Plain tensors or DTensors
    (column-parallel ``Shard(0)`` / row-parallel ``Shard(1)`` weights, data-parallel ``Shard(0)``
    activations: shard boundaries must not cut a quantization or RHT block). Returns ``x``'s dtype.
    """
    if not isinstance(recipe, Recipe):
        raise TypeError(f"recipe must be a flydsl.rounding.training.Recipe, got {type(recipe).__name__}")
    substream(step if on_device(step) else int(step), layer, "fwd_x")  # validates step and layer
    return _apply(x, weight, bias, recipe, recipe_key(recipe), layer, step)


def _cast_like_linear(x, weight, bias):
    """The operands as ``nn.Linear`` takes them: autocast's dtype inside ``torch.autocast``, else ``x`` must have
    the weight's dtype (RuntimeError, as ``nn.Linear``)."""
    dev = x.device.type
    if torch.is_autocast_enabled(dev):
        dt = torch.get_autocast_dtype(dev)
        return x.to(dt), weight.to(dt), None if bias is None else bias.to(dt)
    if x.dtype != weight.dtype:
        raise RuntimeError(
            f"QuantLinear: the input is {x.dtype} but the layer's weight is {weight.dtype} (nn.Linear refuses this "
            f"too); convert the input (x.to({weight.dtype})) or the layer (layer.to({x.dtype})), or run the model "
            "under torch.autocast"
        )
    return x, weight, bias


class QuantLinear(torch.nn.Linear):
    """``nn.Linear`` whose GEMMs follow ``recipe`` (see :func:`quantized_linear`).

    The layer's stream id is its weight's optimizer tag (:func:`flydsl.rounding.optim.assign_stream_ids`),
    so the optimizer and the quantization sites of one parameter share an id. Each training-mode forward
    (``self.training`` and grad enabled) increments the step buffer :data:`STEP_BUFFER` first and keys
    with the new value; eval forwards key with the current value. The buffer is in the state dict, so a
    checkpoint resumes the stream; with gradient accumulation or recomputation, set it with :func:`set_step`.
    The step stays a tensor (``torch.compile(model, fullgraph=True)`` traces the layer). Dtypes as
    ``nn.Linear``: under ``torch.autocast`` the autocast dtype, otherwise the input must have the weight's dtype.

    ``capturable`` (see :func:`make_capturable`): on a GPU, key with the step buffer on the device, which the
    quantize kernels read when they run, instead of a host mirror of it: the same bits, and a CUDA graph of the
    forward and backward then keys every replay with that replay's step (each training replay still increments
    the buffer first). Off by default: eagerly, the host mirror saves a device copy per layer.

    The recipe travels with the layer: pickling it (``torch.save(model)``, ``copy.deepcopy``, another process)
    keeps ``recipe``, and unpickling registers it for the custom ops there. ``reset_parameters()`` (e.g. after
    ``to_empty()`` of a model built on the meta device) also sets the step buffer back to 0.
    """

    capturable: bool = False

    def __init__(self, in_features, out_features, bias=True, *, recipe: Recipe, device=None, dtype=None,
                 capturable: bool = False):  # fmt: skip
        super().__init__(in_features, out_features, bias=bias, device=device, dtype=dtype)
        self.recipe = recipe
        self.capturable = capturable
        self.register_buffer(STEP_BUFFER, torch.zeros((), dtype=torch.int64, device=device))

    def reset_parameters(self) -> None:
        """``nn.Linear``'s initialisation of the weight and bias, and the step buffer :data:`STEP_BUFFER` set to 0:
        a fresh layer (after ``to_empty()`` the buffer holds whatever its new memory held)."""
        super().reset_parameters()
        step = self._buffers.get(STEP_BUFFER)  # absent while nn.Linear.__init__ runs
        if step is not None:
            with torch.no_grad():
                step.zero_()

    def _load_from_state_dict(self, state_dict, prefix, *args, **kwargs) -> None:
        """``load_state_dict``: a checkpoint of the plain ``nn.Linear`` (no step buffer) loads with ``strict=True``
        too, keeping this layer's step (as ``BatchNorm`` keeps its batch count for an older checkpoint)."""
        key = prefix + STEP_BUFFER
        if key not in state_dict and self._buffers.get(STEP_BUFFER) is not None:
            state_dict[key] = self._buffers[STEP_BUFFER]
        super()._load_from_state_dict(state_dict, prefix, *args, **kwargs)

    def __setstate__(self, state) -> None:
        """Unpickling: the module's state, and the recipe registered again under its name (:func:`recipe_key`) for
        the custom ops of this process, where no layer may have registered it yet."""
        super().__setstate__(state)
        recipe = self.__dict__.get("_recipe")
        if recipe is not None:
            self._recipe_key = recipe_key(recipe)

    @property
    def recipe(self) -> Recipe:
        return self._recipe

    @recipe.setter
    def recipe(self, recipe: Recipe) -> None:
        if not isinstance(recipe, Recipe):
            raise TypeError(f"recipe must be a flydsl.rounding.training.Recipe, got {type(recipe).__name__}")
        self._recipe, self._recipe_key = recipe, recipe_key(recipe)

    @classmethod
    def from_linear(cls, linear: torch.nn.Linear, recipe: Recipe) -> QuantLinear:
        """A QuantLinear holding ``linear``'s own parameter objects (their optimizer tags and state survive), in
        ``linear``'s mode (``training``) and with its hooks: it takes over ``linear``'s hook dicts themselves
        (forward, backward, state-dict hooks), so the handles that registered them still remove them. ValueError
        for a ``linear`` with load-state-dict pre-hooks, which torch binds to the module they were registered on."""
        problem = _hooks_that_cannot_move(linear)
        if problem:
            raise ValueError(f"QuantLinear.from_linear: the nn.Linear {problem}")
        q = cls.__new__(cls)
        torch.nn.Module.__init__(q)
        q.in_features, q.out_features = linear.in_features, linear.out_features
        q.weight, q.bias = linear.weight, linear.bias
        q.recipe = recipe
        q.register_buffer(STEP_BUFFER, torch.zeros((), dtype=torch.int64, device=linear.weight.device))
        q.training = linear.training
        for name, value in vars(linear).items():
            if "hook" in name and name not in _UNMOVABLE_HOOKS:
                vars(q)[name] = value  # the same dict: a RemovableHandle of linear's removes the hook from q
        return q

    def layer_id(self) -> int:
        """The stream id that keys this layer's random bits: its weight's. A parametrized weight (``weight_norm``,
        ``torch.nn.utils.parametrize``) is a new tensor each call, so there it is the id of the parameter it is
        made from (``parametrizations.weight.original``, or ``original0`` when there are several). RuntimeError
        when that parameter is untagged."""
        from torch.nn.utils import parametrize

        if parametrize.is_parametrized(self, "weight"):
            made_from = self.parametrizations["weight"]
            source = getattr(made_from, "original", None)
            source = getattr(made_from, "original0", None) if source is None else source
            layer = None if source is None else optim.stream_id_of(source)
            if layer is None:
                raise RuntimeError(
                    "QuantLinear's weight is parametrized and the parameter it is made from "
                    "(parametrizations.weight.original / original0) has no stream id: call "
                    "flydsl.rounding.optim.assign_stream_ids(model) after registering the parametrization"
                )
            return layer
        layer = optim.stream_id_of(self.weight)
        if layer is None:
            raise RuntimeError(
                "QuantLinear's weight has no stream id: call flydsl.rounding.optim.assign_stream_ids(model) "
                "after converting (and again after sharding or replacing parameters)"
            )
        return layer

    def forward(self, x):
        layer = self.layer_id()
        x, weight, bias = _cast_like_linear(x, self.weight, self.bias)  # (checked first: a refused call counts no step)
        step = getattr(self, STEP_BUFFER)
        bumped = self.training and torch.is_grad_enabled()
        if bumped:
            with torch.no_grad():
                step += 1
        # a copy: the backward keys with this forward's step even if the buffer moves on before it runs
        return _apply(x, weight, bias, self.recipe, self._recipe_key, layer, self._step_copy(step, bumped))

    def _step_copy(self, step: torch.Tensor, bumped: bool) -> torch.Tensor:
        """This forward's step as a tensor the ops read: a copy of the buffer, or for a buffer on a GPU (eager
        mode) a CPU tensor of its value, which the layer mirrors on the host: reading the GPU buffer each
        forward would synchronise the host with the GPU twice per layer and step. The mirror follows the
        buffer's version counter (``step += 1`` here; ``set_step``, ``load_state_dict`` or any other in-place
        write makes it read the buffer once)."""
        if step.device.type == "cpu" or self.capturable or torch.compiler.is_compiling():
            return step.detach().clone()
        mirror = self.__dict__.get("_step_mirror")
        version = step._version
        if mirror is not None and mirror[0] is step and mirror[1] == version - bumped:
            value = mirror[2] + bumped
        else:
            value = _read_step(step)  # the buffer was written elsewhere: one read
        self.__dict__["_step_mirror"] = (step, version, value)
        return torch.tensor(value, dtype=torch.int64)

    def extra_repr(self) -> str:
        return f"{super().extra_repr()}, recipe={self.recipe.name!r}"


#: Hook dicts of an ``nn.Module`` whose hooks torch binds to the module they were registered on
#: (``register_load_state_dict_pre_hook`` keeps a weak reference to it): they cannot move to another module.
_UNMOVABLE_HOOKS = ("_load_state_dict_pre_hooks",)


def _hooks_that_cannot_move(module: torch.nn.Module) -> str:
    """Why :meth:`QuantLinear.from_linear` cannot take over ``module``'s hooks (a phrase saying what it has and
    what to do), or ``""`` when it can: load-state-dict pre-hooks are bound to the module that registered them."""
    if any(getattr(module, name, None) for name in _UNMOVABLE_HOOKS):
        return (
            "has load_state_dict pre-hooks (register_load_state_dict_pre_hook), which torch binds to the module "
            "they were registered on, so they cannot move to the QuantLinear that replaces it; remove them "
            "(handle.remove()) before converting and register them again on the QuantLinear"
        )
    return ""


def convert_linear_layers(model: torch.nn.Module, recipe: Recipe) -> list:
    """Replace ``model``'s ``nn.Linear`` layers by :class:`QuantLinear` (in place); returns the converted names.

    Skipped: the first ``recipe.keep_first`` and last ``recipe.keep_last`` linear layers (in
    ``named_modules()`` order; the papers keep them in high precision) and names matching a pattern in
    ``recipe.exclude`` (``fnmatch``). A layer registered under several names (``model.a = model.b = linear``) is
    one layer: one QuantLinear replaces it under every name (all of them returned), and it is kept if any of its
    names is excluded. The QuantLinear keeps the layer's parameters, mode and hooks
    (:meth:`QuantLinear.from_linear`). Any ``in_features`` / ``out_features`` work: operands are padded to the
    blocks internally (docs/training.rst). When nothing is converted, a ``UserWarning`` says which layers were
    kept and why (or that the model has no ``nn.Linear``), instead of a silent ``[]``. If no parameter of
    ``model`` has a stream id yet, tags them all with :func:`flydsl.rounding.optim.assign_stream_ids`.
    ``model`` itself must not be an ``nn.Linear`` (TypeError: a module cannot replace itself in place).
    """
    if not isinstance(recipe, Recipe):
        raise TypeError(f"recipe must be a flydsl.rounding.training.Recipe, got {type(recipe).__name__}")
    if type(model) is torch.nn.Linear:
        raise TypeError(
            "convert_linear_layers replaces the nn.Linear layers inside a model in place, but the model is itself "
            "an nn.Linear, which cannot replace itself; use "
            "training.QuantLinear.from_linear(model, recipe) (a QuantLinear sharing its parameters), or wrap it, "
            "e.g. torch.nn.Sequential(model)"
        )
    named = [(n, m) for n, m in model.named_modules(remove_duplicate=False) if type(m) is torch.nn.Linear]
    names: dict = {}  # each distinct nn.Linear (modules hash by identity), in named_modules() order -> its names
    for n, m in named:
        names.setdefault(m, []).append(n)
    layers = list(names)
    why = {}  # layer -> why it is kept
    for m in layers[: recipe.keep_first]:
        why[m] = f"keep_first={recipe.keep_first}"
    for m in layers[len(layers) - recipe.keep_last :]:
        why.setdefault(m, f"keep_last={recipe.keep_last}")
    for m in layers:
        pattern = next((p for n in names[m] for p in recipe.exclude if fnmatch.fnmatchcase(n, p)), None)
        if pattern is not None:
            why.setdefault(m, f"exclude={pattern!r}")
    converting = [m for m in layers if m not in why]
    for m in converting:  # checked before any layer is replaced: no half-converted model
        problem = _hooks_that_cannot_move(m)
        if problem:
            raise ValueError(f"convert_linear_layers: layer {names[m][0]!r} {problem}")
    for m in converting:
        q = QuantLinear.from_linear(m, recipe)
        for name in names[m]:
            parent, _, attr = name.rpartition(".")
            setattr(model.get_submodule(parent) if parent else model, attr, q)
    converted = [n for n, m in named if m not in why]  # named_modules() order
    if not converted:
        if not layers:
            msg = f"the model ({type(model).__name__}) has no nn.Linear layer"
        else:
            kept = ", ".join(f"{' = '.join(repr(n) for n in names[m])} ({w})" for m, w in why.items())
            msg = (
                f"all {len(layers)} nn.Linear layer(s) are kept in high precision: {kept}; to convert them, "
                "lower keep_first / keep_last or exclude in the recipe, e.g. recipe.replace(keep_first=0, keep_last=0)"
            )
        warnings.warn(f"convert_linear_layers converted no layer: {msg}", UserWarning, stacklevel=2)
    if all(optim.stream_id_of(p) is None for p in model.parameters()):
        optim.assign_stream_ids(model)
    return converted


def make_capturable(model: torch.nn.Module, enabled: bool = True) -> int:
    """Make every :class:`QuantLinear` of ``model`` key with its step buffer on the device (``enabled``) or with a
    host mirror of it (the default); returns how many layers it set. Capturable layers on a GPU can be captured in
    a CUDA graph (``torch.cuda.graph`` / ``make_graphed_callables`` of the forward and backward) with the same
    bits as eager steps, provided every operand takes the fused Triton kernel (plain CUDA tensors on the Triton
    backend; an operand that cannot raises inside a capture) and the recipe keeps its RHT signs
    (``rht_redraw=False``). Warm up eagerly before capturing (kernels compile and constants reach the device
    there)."""
    count = 0
    for m in model.modules():
        if isinstance(m, QuantLinear):
            m.capturable = bool(enabled)
            count += 1
    return count


def set_step(model: torch.nn.Module, step: int) -> None:
    """Set the step counter of every :class:`QuantLinear` in ``model`` (the next training forward keys ``step + 1``)."""
    substream(step, 0, "fwd_x")
    for m in model.modules():
        if isinstance(m, QuantLinear):
            getattr(m, STEP_BUFFER).fill_(step)
