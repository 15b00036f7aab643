"""Run a FlyDSL *block body* over torch tensors: one call per block, each tensor with its own elements per block.

Contract::

    blocks.run(body, inputs, outputs, *, scalars=(), piece=None, reduce=None)

- ``inputs``: contiguous torch tensors ``(blocks, widths_j)`` of one device (``mx.quantize``: the f32 values of
  each block, and with stochastic rounding along a non-contiguous axis their random words as int32).
- ``outputs``: contiguous torch tensors ``(blocks, widths_j)``, or ``(blocks,)`` for one element per block,
  written in place (``mx.quantize``: the code bytes and the scale byte of each block).
- ``scalars``: ``(value, fx_type)`` pairs, run-time arguments (changing them never recompiles).
- ``body(*input_values, *scalar_values, index=k)`` returns one FlyDSL value per output: a Vector of the
  output's elements per block (a scalar for one). Input values are Vectors of the inputs' elements per block;
  ``k`` (``fx.Uint64``) is the position of the block's first element in the first input (``block * widths_0``).
- ``piece`` / ``reduce``: how the GPU kernel splits a long block
  (:mod:`flydsl.rounding.runtime.flydsl.blocks`); the bits do not depend on them, so the host engine runs the
  whole block at once.

Devices: CPU tensors run through the host engine (:meth:`flydsl.rounding.runtime.host.HostFunction.run_blocks`,
one compiled function per body and shape); ROCm tensors through the generated block kernel, launched through the
launch cache. The same body, the same bits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import host
from .flydsl.blocks import block_launcher
from .flydsl.launch import launch
from .tensors import check_device, dsl_type

__all__ = ["run", "widths_of"]


def widths_of(inputs: Sequence, outputs: Sequence) -> tuple:
    """Elements per block of each tensor (inputs, then outputs): its size over its first dimension."""
    tensors = [*inputs, *outputs]
    blocks = tensors[0].shape[0]
    for j, t in enumerate(tensors):
        if t.dim() not in (1, 2) or t.shape[0] != blocks or not t.is_contiguous():
            raise ValueError(
                f"block tensors must be contiguous (blocks, elements) or (blocks,) tensors of {blocks} blocks, "
                f"got tensor {j} of shape {tuple(t.shape)}"
            )
    return tuple(t.shape[1] if t.dim() == 2 else 1 for t in tensors)


def run(
    body: Callable,
    inputs: Sequence,
    outputs: Sequence,
    *,
    scalars: Sequence = (),
    piece: int | None = None,
    reduce: tuple | None = None,
) -> None:
    """Run ``body`` once per block (see the module docstring); ``outputs`` are written in place."""
    inputs, outputs = list(inputs), list(outputs)
    if not inputs or not outputs:
        raise ValueError("blocks.run needs at least one input and one output tensor")
    widths = widths_of(inputs, outputs)
    device = inputs[0].device
    check_device(device, "blocks.run")
    if any(t.device != device for t in (*inputs, *outputs)):
        raise ValueError("all block tensors must be on one device")
    blocks = inputs[0].shape[0]
    in_types = tuple(dsl_type(t.dtype, what="a block input's dtype") for t in inputs)
    out_types = tuple(dsl_type(t.dtype, what="a block output's dtype") for t in outputs)
    scalar_types = tuple(t for _, t in scalars)
    values = [v for v, _ in scalars]
    if blocks == 0 or device.type == "meta":
        return
    if device.type == "cpu":
        fn = host.compile(
            body,
            [*in_types, *scalar_types],
            scalar_positions=range(len(in_types), len(in_types) + len(scalar_types)),
            out_types=out_types,
            width=widths[0],
            widths=widths,
            index=True,
        )
        results = fn.run_blocks(blocks, [t.numpy() for t in inputs], values)
        for o, r in zip(outputs, results, strict=True):
            o.view(-1).view(_storage_torch_dtype(r)).copy_(_from_numpy(r.reshape(-1)))
        return
    fn = block_launcher(body, in_types, scalar_types, out_types, widths, piece, reduce)
    tensors = [t.reshape(-1) for t in inputs]
    for o, w in zip(outputs, widths[len(inputs) :], strict=True):
        flat = o.reshape(-1)
        tensors.append(flat if w == 1 else _int32_words(flat))
    launch(fn, *tensors, *values, blocks)


def _int32_words(t):
    import torch

    return t.view(torch.uint8).view(torch.int32) if t.element_size() == 1 else t.view(torch.int32)


def _from_numpy(a):
    import torch

    return torch.from_numpy(a)


def _storage_torch_dtype(a):
    """The torch dtype of a host-engine storage array (raw bits for the narrow floats)."""
    return _from_numpy(a[:0]).dtype
