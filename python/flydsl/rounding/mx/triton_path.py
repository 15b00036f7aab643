""":func:`flydsl.rounding.mx.quantize` on the Triton backend (CUDA; ROCm by choice; CPU tensors in Triton's
interpreter): the generated kernels of :mod:`flydsl.rounding.runtime.triton.mx_launch`, made from
:func:`flydsl.rounding.mx.block.quantize_element` and ``scale_code``. Imports no FlyDSL.

Serves every format, scale rule, axis and block of the host engine, for RN and STOCHASTIC with or without
headroom; other rounding modes raise NotImplementedError (the host engine and the ROCm FlyDSL kernels take them).
Codes and scales are the host engine's bit for bit.
"""

from __future__ import annotations

import torch

from ..modes import RoundingMode
from ..runtime.triton import catalogue

__all__ = ["quantize_triton", "launch_quantize", "launch_fake_quantize", "kernel_for", "shapes"]


def kernel_for(fmt: str, rule: str, mode: RoundingMode, headroom: bool) -> str:
    """The generated kernel of one quantize variant; NotImplementedError naming what the Triton backend lacks."""
    if mode.name not in catalogue.MX_MODES:
        raise NotImplementedError(
            f"quantize: the Triton backend (CUDA) rounds block-scaled elements with "
            f"{' or '.join(catalogue.MX_MODES)}, not {mode.name}; quantize on the CPU (host engine) or a ROCm GPU "
            "for the other modes"
        )
    if rule not in catalogue.mx_rules(fmt):
        raise NotImplementedError(f"quantize: the Triton backend has no {fmt} kernel for scale rule {rule!r}")
    return catalogue.kernel_name("mx_quantize", fmt=fmt, rule=rule, mode=mode.name, headroom=headroom)


def shapes(fmt, shape: tuple, axis: int, block) -> tuple:
    """``(layout, codes shape, scales shape)`` of a quantize of a contiguous tensor of ``shape`` (the launch's
    :func:`~flydsl.rounding.runtime.triton.mx_launch.layout`; codes and scales in the op's layout, block axis last);
    ``axis`` non-negative, ``block`` an int or ``(16, 16)``."""
    from ..runtime.triton import mx_launch

    lay = mx_launch.layout(shape, axis, block)
    if isinstance(block, tuple):
        cshape = (shape[0], shape[1] // 2 if fmt.packed else shape[1])
        sshape = (shape[0] // block[0], shape[1] // block[1])
    else:
        moved = list(shape)
        moved.append(moved.pop(axis))
        sshape = (*moved[:-1], moved[-1] // block)
        cshape = (*moved[:-1], moved[-1] // 2 if fmt.packed else moved[-1])
    return lay, cshape, sshape


def quantize_triton(x, fmt, axis: int, block, rule: str, mode: RoundingMode, seed: int, index_map, substream: int,
                    headroom: bool, tensor_scale, rounds: int) -> tuple:  # fmt: skip
    """``(codes, scales)`` (uint8) of the ``quantize_mx`` op on the Triton backend, in the op's layout (see
    :mod:`flydsl.rounding.mx.ops`); ``index_map`` an :class:`~flydsl.rounding.runtime.indexing.IndexMap`."""
    name = kernel_for(fmt.name, rule or "floor", mode, headroom)
    lay, cshape, sshape = shapes(fmt, tuple(x.shape), axis, block)
    ts = None
    if fmt.scale is not None:
        ts = (tensor_scale if tensor_scale is not None else torch.ones(())).to(device=x.device, dtype=torch.float32)
    seed = seed if mode is RoundingMode.STOCHASTIC else 0
    return launch_quantize(name, x.contiguous(), lay, cshape, sshape, seed, substream, index_map, ts, rounds)


def launch_quantize(name: str, x, lay, cshape: tuple, sshape: tuple, seed: int, substream: int, index_map, ts,
                    rounds: int) -> tuple:  # fmt: skip
    """``(codes, scales)`` of kernel ``name`` over the contiguous ``x`` with the launch layout and the codes / scales
    shapes of :func:`shapes` (what :func:`quantize_triton` launches; the training layers' fused path is
    :func:`launch_fake_quantize`); ``seed`` 0 for RN, ``ts`` NVFP4's f32 tensor scale on the device (None for MX)."""
    from ..runtime.triton import mx_launch

    codes = torch.empty(cshape, dtype=torch.uint8, device=x.device)
    scales = torch.empty(sshape, dtype=torch.uint8, device=x.device)
    imap = (index_map.start, index_map.run, index_map.stride)
    mx_launch.run_mx(name, x, codes, scales, lay, seed, substream, imap, ts, rounds=rounds)
    return codes, scales


def launch_fake_quantize(name: str, x, lay, shape: tuple, seed: int, substream: int, index_map, ts, rounds: int, *,
                         element_values, scale_values, divide_ts: bool, dtype, step=None, rotation=None):  # fmt: skip
    """``dequantize(quantize(x))`` of kernel ``name``'s variant in one launch (the fused kernel of
    :func:`~flydsl.rounding.runtime.triton.mx_launch.run_fake`): a new contiguous tensor of ``shape`` (the codes
    shape of :func:`shapes` unpacked: the block axis last) in ``dtype`` (f32, bf16 or f16) holding the values
    :func:`launch_quantize` then :func:`flydsl.rounding.runtime.triton.mx_dequantize.dequantize_triton` give (with
    ``tensor_scale=ts`` when ``divide_ts``, else none), bit for bit; ``element_values`` / ``scale_values``:
    ``mx.ops``' decoding tables on the device; ``step``: a device step counter keying the substream's high 32 bits,
    ``rotation``: a transform applied first (``run_fake``'s)."""
    from ..runtime.triton import mx_dequantize, mx_launch

    out = torch.empty(shape, dtype=dtype, device=x.device)
    decode = mx_launch.Decode(out, element_values, scale_values, divide_ts, mx_dequantize.OUT_KINDS[dtype])
    imap = (index_map.start, index_map.run, index_map.stride)
    mx_launch.run_fake(name, x, lay, decode, seed, substream, imap, ts, rounds=rounds, step=step, rotation=rotation)
    return out
