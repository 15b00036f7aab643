"""Run a FlyDSL element-wise body over torch tensors, with global stream indices.

Contract::

    elementwise.run(body, inputs, outputs, *, scalars=(), index_map=None)

- ``inputs``: torch tensors of one device and one number of elements ``n`` (any shapes;
  elements are taken in row-major logical order, non-contiguous tensors are copied).
- ``outputs``: torch tensors with ``n`` elements each, written in place (an output may be
  one of the inputs: in-place update). Their dtypes fix the body's result types.
- ``scalars``: run-time uniform arguments, each a Python ``int`` (-> ``fx.Uint64``), a
  ``float`` (-> ``fx.Float32``) or a pair ``(value, fx_type)`` (e.g. ``(lr, fx.Float32)``,
  ``(seed, fx.Uint64)``). They are kernel arguments: changing their values never recompiles.
- ``index_map``: an :class:`~flydsl.rounding.indexing.IndexMap` (default
  ``IndexMap.contiguous(0)``); its start/run/stride are run-time arguments too.
- ``body(*input_values, *scalar_values, index=g)`` returns one FlyDSL value per output (a
  tuple when there are several). Inputs arrive as FlyDSL values of the tensors' dtypes
  (``fx.Float32``, ``fx.BFloat16``, ...). ``g`` (``fx.Uint64``) is the global stream index of
  the element, or of the first element of the Vector.

Width: the body runs on ``fx.Vector`` blocks of :data:`WIDTH` (8) elements whenever the
8 elements of a block have consecutive global indices (contiguous maps, and strided maps with
``run % 8 == 0``). When the map is also aligned (:meth:`IndexMap.aligned`) ``g`` is built so
that :func:`flydsl.rounding.stream.is_aligned` proves it a multiple of 8 at trace time, and
stochastic conversions use ONE Philox draw per Vector (the fast path). Otherwise (unaligned
start/stride) ``g`` is a plain run-time value and the stream selects chunks at run time. When
``run % 8 != 0`` a block may straddle two pieces, so the body runs on scalars (``width`` 1):
write bodies that work on both scalars and Vectors (FlyDSL's arithmetic and ``.to`` do).

Devices: CPU tensors run through the host engine (:mod:`flydsl.rounding.host`); ROCm tensors
through a generated FlyDSL kernel (:func:`launcher`). Both compute the same bits.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import flydsl.expr as fx
import numpy as np

from . import host
from .dtypes import Float8E5M2FNUZ
from .indexing import BLOCK, IndexMap

__all__ = [
    "run",
    "random_bits",
    "map_scalars",
    "Variant",
    "variant_of",
    "global_index",
    "dsl_type",
    "WIDTH",
    "wrap_body",
    "launcher",
]

#: Elements per Vector: one Philox draw of the canonical stream serves 8 indices.
WIDTH = BLOCK


def _torch_types() -> dict:
    import torch

    return {
        torch.float32: fx.Float32,
        torch.float16: fx.Float16,
        torch.bfloat16: fx.BFloat16,
        torch.float64: fx.Float64,
        torch.float8_e4m3fn: fx.Float8E4M3FN,
        torch.float8_e5m2: fx.Float8E5M2,
        torch.float8_e4m3fnuz: fx.Float8E4M3FNUZ,
        torch.float8_e5m2fnuz: Float8E5M2FNUZ,
        torch.int8: fx.Int8,
        torch.uint8: fx.Uint8,
        torch.int16: fx.Int16,
        torch.int32: fx.Int32,
        torch.int64: fx.Int64,
        torch.bool: fx.Boolean,
    }


def dsl_type(torch_dtype):
    """The FlyDSL type of a torch dtype (TypeError naming the supported ones otherwise)."""
    types = _torch_types()
    try:
        return types[torch_dtype]
    except KeyError:
        names = ", ".join(str(t).replace("torch.", "") for t in types)
        raise TypeError(f"the element-wise runner does not support dtype {torch_dtype}; supported: {names}") from None


@dataclass(frozen=True)
class Variant:
    """The compiled shape of a run: Vector ``width`` and how the global index is formed.

    ``contiguous``: ``g = start + k``. ``aligned``: the map is 8-aligned and the scalars
    passed are ``start // 8, run // 8, stride // 8`` (the index is rebuilt as ``block << 3``).
    """

    width: int
    contiguous: bool
    aligned: bool


def variant_of(index_map: IndexMap, n: int) -> Variant:
    """The variant that runs ``index_map`` over ``n`` elements (see the module docstring)."""
    contiguous = index_map.is_contiguous(n)
    if contiguous or index_map.run % WIDTH == 0:
        return Variant(WIDTH, contiguous, index_map.aligned(n))
    return Variant(1, False, False)


def map_scalars(index_map: IndexMap, variant: Variant) -> tuple:
    """The three run-time Uint64 arguments that carry ``index_map`` to a ``variant`` body."""
    m = index_map
    if variant.aligned:
        return m.start >> 3, max(m.run >> 3, 1), m.stride >> 3
    return m.start, m.run, m.stride


def global_index(k, a, b, c, variant: Variant):
    """Global stream index (fx.Uint64) of local element ``k`` (fx.Uint64; a multiple of the width).

    ``a, b, c`` are the :func:`map_scalars` values as fx.Uint64. Aligned variants return
    ``block << 3`` so that :func:`flydsl.rounding.stream.is_aligned` proves alignment.
    """
    three = fx.Uint64(3)
    if variant.aligned:
        blk = k >> three
        if not variant.contiguous:
            blk = (blk // b) * c + blk % b
        return (a + blk) << three
    if variant.contiguous:
        return a + k
    return a + (k // b) * c + k % b


@functools.cache
def wrap_body(body: Callable, n_arrays: int, variant: Variant) -> Callable:
    """``body`` as the host engine / kernel calls it: ``(*arrays, a, b, c, *scalars, index=k)``.

    Cached per (body, arity, variant) so that compiled functions are reused.
    """

    def wrapped(*args, index):
        arrays, (a, b, c), scalars = args[:n_arrays], args[n_arrays : n_arrays + 3], args[n_arrays + 3 :]
        return body(*arrays, *scalars, index=global_index(index, a, b, c, variant))

    wrapped.__name__ = f"{getattr(body, '__name__', 'body')}_w{variant.width}"
    return wrapped


def random_bits(seed, index, like, *, substream=0, rounds: int | None = None):
    """16 canonical-stream bits per element of ``like`` (a Vector or a scalar), from ``index`` on.

    ``index`` is the body's ``index=``; returns a ``Vector[Uint32, n]`` for a Vector ``like``
    (one Philox draw per 8 elements on the aligned fast path) or a ``Uint32`` for a scalar.
    Pass the result as ``rand=`` to ``.to(..., rounding=RoundingMode.STOCHASTIC)``. ``seed``
    and ``substream`` are ints or DSL integers up to 64 bits.
    """
    from . import stream
    from .api import get_default_rounds

    rounds = get_default_rounds() if rounds is None else rounds
    if isinstance(like, fx.Vector):
        return stream.stream_bits_vector(seed, index, like.numel, rounds=rounds, substream=substream)
    return stream.stream_bits(seed, index, rounds=rounds, substream=substream)


def _scalar(value, pos: int) -> tuple:
    if isinstance(value, tuple):
        if len(value) != 2:
            raise TypeError(f"scalar {pos} must be an int, a float or a (value, fx_type) pair, got {value!r}")
        return value
    if isinstance(value, bool):
        raise TypeError(f"scalar {pos} is a bool; pass (value, fx.Uint32) or an int")
    if isinstance(value, (int, np.integer)):
        return int(value), fx.Uint64
    if isinstance(value, (float, np.floating)):
        return float(value), fx.Float32
    raise TypeError(f"scalar {pos} must be an int, a float or a (value, fx_type) pair, got {type(value).__name__}")


def _storage_view(t):
    """A CPU contiguous tensor as a flat numpy array in host-engine storage (bf16 -> uint16, fp8 -> uint8)."""
    import torch

    flat = t.reshape(-1)
    if t.dtype == torch.bfloat16:
        return flat.view(torch.int16).numpy().view(np.uint16)
    if t.dtype.is_floating_point and t.dtype.itemsize == 1:
        return flat.view(torch.uint8).numpy()
    if t.dtype == torch.bool:
        return flat.view(torch.uint8).numpy()
    return flat.numpy()


def _write(out, result: np.ndarray) -> None:
    """Copy host-engine storage ``result`` into torch tensor ``out`` bit for bit."""
    import torch

    src = torch.from_numpy(np.ascontiguousarray(result))
    if src.dtype != out.dtype:
        if src.dtype == torch.uint16:
            src = src.view(torch.int16)
        src = src.view(out.dtype)
    out.copy_(src.reshape(out.shape))


def _check(inputs, outputs):
    import torch

    if not outputs:
        raise ValueError("elementwise.run needs at least one output tensor")
    tensors = [*inputs, *outputs]
    for i, t in enumerate(tensors):
        if not isinstance(t, torch.Tensor):
            what = f"input {i}" if i < len(inputs) else f"output {i - len(inputs)}"
            raise TypeError(f"{what} must be a torch.Tensor, got {type(t).__name__}")
    devices = {t.device for t in tensors}
    if len(devices) > 1:
        raise ValueError(
            f"all tensors must be on one device, got {sorted(str(d) for d in devices)}; move them with .to(device)"
        )
    n = tensors[0].numel()
    for i, t in enumerate(tensors):
        if t.numel() != n:
            raise ValueError(f"all tensors must have the same number of elements, got {n} and {t.numel()} (tensor {i})")
    return n, tensors[0].device


def run(
    body: Callable,
    inputs: Sequence,
    outputs: Sequence,
    *,
    scalars: Sequence = (),
    index_map: IndexMap | None = None,
    arch: str | None = None,
) -> None:
    """Run ``body`` element-wise over ``inputs`` into ``outputs`` (see the module docstring).

    ``arch`` (CPU only) traces the body as for that GPU arch where a lowering has per-target
    forms. Raises TypeError / ValueError for unsupported dtypes, mismatched sizes or devices.
    """
    inputs, outputs = list(inputs), list(outputs)
    if not inputs:
        raise ValueError("elementwise.run needs at least one input tensor (the element count comes from it)")
    n, device = _check(inputs, outputs)
    in_types = [dsl_type(t.dtype) for t in inputs]
    out_types = [dsl_type(t.dtype) for t in outputs]
    user = [_scalar(v, i) for i, v in enumerate(scalars)]
    index_map = IndexMap.contiguous(0) if index_map is None else index_map
    if not isinstance(index_map, IndexMap):
        raise TypeError(f"index_map must be an IndexMap, got {type(index_map).__name__}")
    if n == 0:
        return
    variant = variant_of(index_map, n)
    wrapped = wrap_body(body, len(inputs), variant)
    map_args = map_scalars(index_map, variant)
    if device.type == "cpu":
        arrays = [_storage_view(t.contiguous()) for t in inputs]
        types = [*in_types, fx.Uint64, fx.Uint64, fx.Uint64, *(t for _, t in user)]
        fn = host.compile(
            wrapped,
            types,
            scalar_positions=range(len(inputs), len(types)),
            out_types=out_types,
            width=variant.width,
            index=True,
            arch=arch,
        )
        results = fn(*arrays, *map_args, *(v for v, _ in user))
        results = results if isinstance(results, tuple) else (results,)
        for out, res in zip(outputs, results, strict=True):
            _write(out, res)
        return
    _run_device(wrapped, variant, inputs, outputs, in_types, out_types, map_args, user, n)


def _run_device(wrapped, variant, inputs, outputs, in_types, out_types, map_args, user, n):
    raise NotImplementedError("the GPU path of the element-wise runner is not implemented yet")


def launcher(*args, **kwargs):
    raise NotImplementedError
