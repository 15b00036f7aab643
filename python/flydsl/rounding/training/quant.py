"""The seam between the training layers and block-scaled quantization: one call, :func:`fake_quantize`.

Every quantization of a GEMM operand in :mod:`flydsl.rounding.training` goes through here, to
:func:`flydsl.rounding.mx.quantize` / :func:`~flydsl.rounding.mx.dequantize` (host engine on the CPU,
FlyDSL kernels on ROCm GPUs).

On the Triton backend (CUDA; CPU tensors in Triton's interpreter) a plain contiguous tensor takes a fast path with
the same bits: ONE fused kernel (the quantize kernel's variant that decodes each code in registers and writes the
value, ``mx_launch.run_fake``, instead of writing codes and scales for a dequantize kernel to read) launched
directly from a plan kept per (shape, dtype, device, operand, axis, output dtype) (:data:`PLANS`), without the
custom ops, the :class:`~flydsl.rounding.mx.BlockQuantized` record or the per-call validation of what the plan's
key fixes.
The key (seed, offset, substream, key user, Philox rounds) and NVFP4's tensor scale come from the same
:mod:`flydsl.rounding.mx.ops` functions as :func:`~flydsl.rounding.mx.quantize` uses, every call. DTensors, other
tensor subclasses, non-contiguous or empty tensors, the host engine, ROCm's FlyDSL kernels and ``torch.compile``
tracing take :func:`~flydsl.rounding.mx.quantize` / :func:`~flydsl.rounding.mx.dequantize`.
"""

from __future__ import annotations

import dataclasses
import typing

import torch

from .. import mx
from ..keyspace import TRAINING_OFFSET, DeviceSubstream
from ..mx import ops as mx_ops
from ..philox import get_default_rounds
from ..runtime.indexing import index_map_of
from ..runtime.job import Rotation
from ..torch.boundary import capturing, unpacked_shape, uses_triton
from .transform import rht_with_signs

__all__ = ["fake_quantize", "MX_FORMATS", "SCALE_RULES", "BLOCKS", "resolve_scale_rule", "clips", "BF16_EXACT_SCALE"]

MX_FORMATS = tuple(mx.MX_FORMATS)
#: Elements per 1-D block of each format.
BLOCKS = {name: f.block for name, f in mx.MX_FORMATS.items()}
SCALE_RULES = tuple(mx.SCALE_RULES) + tuple(mx.NVFP4_SCALE_RULES)
resolve_scale_rule = mx.resolve_scale_rule
clips = mx.clips
#: Per format, the smallest block scale from which every split value (element times block scale) is exact in
#: bfloat16 (its smallest subnormal is 2**-133; f32's is 2**-149): 0 where every scale is (E8M0's smallest is
#: 2**-127, E4M3's 2**-9; FP4's smallest element is 0.5).
BF16_EXACT_SCALE = {"mxfp4": 0.0, "nvfp4": 0.0, "mxfp8_e4m3": 2.0**-124, "mxfp8_e5m2": 2.0**-117}


def fake_quantize(x, spec, *, axis: int, seed: int, offset: int, substream: int, split: bool = False,
                  dtype=torch.float32, rotation: Rotation | None = None):  # fmt: skip
    """``dequantize(quantize(x, ...))`` in ``dtype`` (f32 by default) for operand ``spec`` (an
    :class:`~.recipe.Operand`), blocks along ``axis``; ``seed`` / ``offset`` / ``substream`` key stochastic rounding
    (ignored for RN).

    With ``split``: ``(values, tensor_scale)`` where ``values`` are the decoded elements times their block
    scales only (exact in f32) and ``tensor_scale`` NVFP4's f32 tensor scale as a 0-d f32 tensor on ``x``'s device
    (never read back to the host: that would synchronise a GPU) or the float 1.0 (MX): the quantized tensor is
    ``values / tensor_scale``, which a GEMM applies once to its output (as hardware does) instead of rounding every
    element. Split values are exact in bfloat16 too (at most 6 significant bits, f32's exponent range) except
    MXFP8 elements below bfloat16's smallest subnormal 2**-133 (E4M3 blocks with a scale below 2**-124, E5M2
    below 2**-117), which ``dtype=torch.bfloat16`` rounds to nearest (:data:`BF16_EXACT_SCALE`; MXFP4 and NVFP4
    values are always exact).

    ``substream`` may be a :class:`~flydsl.rounding.keyspace.DeviceSubstream` (a step counter on the GPU): the
    fused kernel reads the step when it runs (the same bits as the int substream of its value), so a CUDA graph can
    capture the call; that needs the fast path (below), and a non-contiguous tensor is made contiguous for it.
    Elsewhere the step is read back to the host (a synchronisation; inside a graph capture, an error).

    ``rotation`` (a :class:`~flydsl.rounding.runtime.job.Rotation`: one block's RHT signs and the RHT
    block): quantize ``rht_with_signs(x.float(), rotation.signs, dim=axis, block=rotation.block)`` instead of ``x``
    (``x`` f64: in f64). The fast path transforms in the fused kernel as it loads the blocks (same bits: the
    transform has one order of operations, :mod:`.transform`) where the RHT block divides the quantization block
    along ``axis``; elsewhere the transform runs first.
    """
    on_device = isinstance(substream, DeviceSubstream)
    if (on_device or rotation is not None) and type(x) in _PLAIN and not x.is_contiguous():
        x = x.contiguous()  # the same values at the same logical positions: the same keys
    fast = _fast(x, spec, axis, seed, offset, substream, split, dtype, rotation)
    if fast is not None:
        return fast
    if rotation is not None:
        x = rht_with_signs(x if x.dtype == torch.float64 else x.float(), rotation.signs, dim=axis, block=rotation.block)
    if on_device:
        substream = _host_substream(x, substream)
    sr = spec.rounding == "STOCHASTIC"
    kwargs = {"scale_rule": spec.scale_rule, "allow_clipping": spec.allow_clipping}
    q = mx.quantize(
        x,
        spec.fmt,
        axis=-1 if spec.two_d else axis,  # 16x16 tiles are the same along either axis
        block=spec.block,
        rounding=spec.rounding,
        seed=seed if sr else None,
        offset=offset,
        substream=substream,
        key_user=_key_user(offset),
        **kwargs,
    )
    if not split:
        return mx.dequantize(q, dtype=dtype)
    if q.tensor_scale is None:
        return mx.dequantize(q, dtype=dtype), 1.0
    # the block-scaled values alone (dividing by a tensor scale of 1 changed no bit): the tensor scale stays a tensor
    return mx.dequantize(dataclasses.replace(q, tensor_scale=None), dtype=dtype), q.tensor_scale


def _host_substream(x, sub: DeviceSubstream) -> int:
    """The int substream of a device step counter, read back to the host (not inside a CUDA graph capture)."""
    if capturing():
        raise RuntimeError(
            f"fake_quantize: a CUDA graph is being captured, but this operand ({type(x).__name__} of shape "
            f"{tuple(x.shape)}, {x.dtype} on {x.device}) cannot take the fused Triton kernel that reads the step on "
            "the device (it takes plain CUDA tensors on the Triton backend, not DTensors, the host engine or "
            "FlyDSL's ROCm kernels), and reading the step on the host would break the capture: run this model "
            "eagerly (training.make_capturable(model, False))"
        )
    return sub.read()


def _key_user(offset) -> str | None:
    """The ``key_user`` of a quantize from ``offset``: the training recipes' range, or the caller's own indices."""
    return "training" if offset >= TRAINING_OFFSET else None


# -- the fast path (Triton backend) ----------------------------------------------------------------


class Plan(typing.NamedTuple):
    """What a fast :func:`fake_quantize` call keeps per (shape, dtype, device, operand, axis, output dtype): the
    checked format and scale rule and mode of :func:`flydsl.rounding.mx.ops.check_args`, whether it rounds
    stochastically, whether the block axis was moved last (``axis=0``), the quantize kernel's name and launch
    layout, the shape of the values in that layout (the block axis last), the decoding tables, and the fused launch
    (:func:`flydsl.rounding.mx.triton_path.launch_fake_quantize`: quantize and dequantize in one kernel)."""

    fmt: object
    rule: str
    mode: object
    sr: bool
    moved: bool
    kernel: str
    layout: object
    values_shape: tuple
    elements: torch.Tensor
    scales: torch.Tensor
    fake: object


#: The plans of the fast path (a plan key to a :class:`Plan`), at most :data:`PLAN_CACHE`, oldest dropped first.
PLANS: dict = {}
PLAN_CACHE = 1024
#: The tensor types the fast path takes (subclasses such as DTensor or a FakeTensor take the ops).
_PLAIN = (torch.Tensor, torch.nn.Parameter)


def _plan(x, spec, axis: int, seed, offset, substream, dtype):
    """A new :class:`Plan`, or None when :func:`~flydsl.rounding.mx.quantize` would raise for these arguments (it
    then raises its own error) or the Triton backend lacks the kernel."""
    from ..mx import triton_path

    sr = spec.rounding == "STOCHASTIC"
    if dtype not in mx_ops.SOURCES:
        return None
    try:
        a = mx_ops.check_args(
            x, spec.fmt, -1 if spec.two_d else axis, spec.block, spec.scale_rule, spec.rounding,
            seed if sr else None, offset, substream, False, None, None, None, spec.allow_clipping,
        )  # fmt: skip
        kernel = triton_path.kernel_for(a.fmt.name, a.rule or "floor", a.mode, False)
    except (TypeError, ValueError, NotImplementedError):
        return None
    lay, cshape, _ = triton_path.shapes(a.fmt, tuple(x.shape), a.axis, a.block)
    dev = x.device
    return Plan(
        a.fmt, a.rule, a.mode, sr, not isinstance(a.block, tuple) and a.axis != x.ndim - 1, kernel, lay,
        unpacked_shape(cshape, a.fmt.packed),
        mx_ops.element_table(a.fmt.name, dev), mx_ops.scale_table(a.fmt.name, dev), triton_path.launch_fake_quantize,
    )  # fmt: skip


def _fast(x, spec, axis: int, seed, offset, substream, split: bool, dtype, rotation=None):
    """:func:`fake_quantize` through a :class:`Plan` (the same bits), or None where the fast path does not serve."""
    if type(x) not in _PLAIN or torch.compiler.is_compiling():
        return None
    if rotation is not None and (x.dtype not in mx_ops.SOURCES or rotation.signs.device != x.device):
        return None
    dev = x.device
    if dev.type not in ("cuda", "cpu") or not x.is_contiguous() or x.numel() == 0 or not uses_triton(dev, "quantize"):
        return None
    key = (x.shape, x.dtype, dev, spec, axis, dtype)
    plan = PLANS.get(key)
    if plan is None:
        plan = _plan(x, spec, axis, seed, offset, substream, dtype)
        if plan is None:
            return None
        PLANS[key] = plan
        while len(PLANS) > PLAN_CACHE:
            del PLANS[next(iter(PLANS))]
    if rotation is not None:
        from ..runtime.triton import absmax, mx_launch

        if not mx_launch.fuses(plan.layout, rotation):
            return None
    step = None
    if isinstance(substream, DeviceSubstream):  # the low 32 bits here, the step's on the device
        step, substream = substream.step, substream.low
    # the key exactly as quantize derives it (fake_quantize's arguments to it, then mx.ops' checks and index map)
    seed, offset, substream = mx_ops.checked_key(plan.mode, seed if plan.sr else None, offset, substream)
    if plan.sr:
        mx_ops.check_key_user(_key_user(offset), offset, x.numel())
    m = index_map_of(x, offset)
    rounds = get_default_rounds()
    fmt = plan.fmt
    ts = None
    if fmt.scale is not None:  # NVFP4's tensor scale: of the transformed operand where there is a transform
        ts = (
            mx_ops.tensor_scale_of(x, plan.rule)
            if rotation is None
            else mx_ops.tensor_scale_from_amax(absmax.rotated_absmax(x, plan.layout, rotation), plan.rule)
        ).detach()
    out = plan.fake(
        plan.kernel, x, plan.layout, plan.values_shape, seed if plan.sr else 0, substream, m, ts, rounds,
        element_values=plan.elements, scale_values=plan.scales, divide_ts=not split, dtype=dtype,
        step=step if plan.sr else None, rotation=rotation,
    )  # fmt: skip
    if plan.moved:
        out = out.movedim(-1, 0)
    if not split:
        return out
    return out, (1.0 if ts is None else ts)
