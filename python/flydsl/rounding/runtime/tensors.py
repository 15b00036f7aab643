"""What the runtime knows of torch tensors: dtype maps, the DTensor test, 64-bit keys and device checks.

The runners of the floor (:mod:`flydsl.rounding.runtime.elementwise`, :mod:`flydsl.rounding.runtime.blocks`,
the index maps of :mod:`flydsl.rounding.runtime.indexing`) and
the torch side above them (:mod:`flydsl.rounding.torch.boundary` re-exports every name here) share these
rules, so each exists once:

- **dtypes**: :data:`FLOAT_FORMATS` maps the torch dtypes of the conversion targets to their
  :class:`~flydsl.rounding.formats.FloatFormat`, derived from the formats registry (a format's
  ``ml_dtype`` name is torch's name; fp4 travels packed two per byte as ``float4_e2m1fn_x2``).
  :func:`dsl_type` adds the types that are stored but never rounded to (f32, f64, integers).
- **DTensor**: :func:`is_dtensor` / :func:`local` (the local shard, aliasing its storage).
- **64-bit keys**: :func:`check_u64` accepts a Python or numpy integer in ``[0, 2**64)`` and raises
  otherwise: a seed or offset out of range is an error, never wrapped (2**70 would alias seed 0). A
  tensor is refused through :func:`refuse_tensor_key`, whose message stays visible under
  ``torch.compile(fullgraph=True)``.
- **devices**: :func:`check_device` (a device some backend of :mod:`flydsl.rounding.runtime.backends` serves).

Imports neither FlyDSL nor Triton at import time (:func:`dsl_types` imports FlyDSL when called).
"""

from __future__ import annotations

import functools
import numbers

import torch

from ..formats import FORMATS, FloatFormat
from ..validate import U64_MODULUS
from . import backends

__all__ = [
    "FLOAT_FORMATS",
    "FP4",
    "unpacked_shape",
    "dsl_type",
    "dsl_types",
    "format_of_dtype",
    "dtype_name",
    "dtype_names",
    "is_dtensor",
    "local",
    "from_local",
    "check_u64",
    "refuse_tensor_key",
    "TENSOR_KEY_REASON",
    "check_device",
]


#: torch's packed fp4 dtype (two e2m1 codes per byte, element 2j in the low nibble), or None on old torch.
FP4 = getattr(torch, "float4_e2m1fn_x2", None)


def _torch_dtype(fmt: FloatFormat):
    if fmt.bits == 4:
        return FP4
    return getattr(torch, fmt.ml_dtype, None)


#: torch dtype -> FloatFormat for every conversion target torch has a dtype for (registry order).
FLOAT_FORMATS: dict = {d: f for f in FORMATS.values() if (d := _torch_dtype(f)) is not None}

#: Stored but never a rounding target: the FlyDSL types of the other dtypes the runner moves.
_PLAIN_TYPES = {
    torch.float32: "Float32",
    torch.float64: "Float64",
    torch.int8: "Int8",
    torch.uint8: "Uint8",
    torch.int16: "Int16",
    torch.int32: "Int32",
    torch.int64: "Int64",
}


def unpacked_shape(codes_shape, packed: bool) -> tuple:
    """The shape of the elements that codes of ``codes_shape`` hold: fp4's codes travel two per byte along the
    last dim (``packed``), so it doubles; other codes are one per byte."""
    return (*codes_shape[:-1], codes_shape[-1] * (2 if packed else 1))


def dtype_name(dtype) -> str:
    """``torch.bfloat16`` -> ``"bfloat16"``."""
    return str(dtype).replace("torch.", "")


def dtype_names(dtypes) -> str:
    """``"bfloat16, float16"``: dtypes listed the way error messages name them."""
    return ", ".join(dtype_name(d) for d in dtypes)


def format_of_dtype(dtype) -> FloatFormat | None:
    """The FloatFormat of a torch dtype that is a conversion target, else None."""
    return FLOAT_FORMATS.get(dtype)


@functools.cache
def dsl_types() -> dict:
    """torch dtype -> FlyDSL type for every dtype the boundary knows (fp4 packed excepted)."""
    import flydsl.expr as fx

    from ..dtypes import float_type

    types = {d: float_type(f) for d, f in FLOAT_FORMATS.items() if d is not FP4}
    types.update({d: getattr(fx, name) for d, name in _PLAIN_TYPES.items()})
    return types


def dsl_type(dtype, *, allowed=None, what: str = "dtype"):
    """The FlyDSL type of torch ``dtype``.

    ``allowed`` (torch dtypes; default: those of :func:`dsl_types`) is what the caller accepts; packed
    fp4 (:data:`FP4`) maps to the fp4 code type only when ``allowed`` names it. TypeError naming the
    accepted dtypes otherwise.
    """
    types = dsl_types()
    accepted = tuple(types) if allowed is None else tuple(allowed)
    if dtype in accepted:
        if dtype in types:
            return types[dtype]
        if FP4 is not None and dtype is FP4:
            from ..dtypes import float_type

            return float_type(FLOAT_FORMATS[FP4])
    raise TypeError(f"{what} must be one of {dtype_names(accepted)}, got {dtype_name(dtype)}")


_UNSET = object()
_dtensor: list = [_UNSET]  # DTensor, or None without torch.distributed; resolved on first use


def _dtensor_class():
    """``DTensor`` (None when torch has no distributed), imported once.

    A plain memo rather than ``functools.cache``: torch.compile traces through :func:`is_dtensor`, and
    Dynamo warns about (and ignores) lru_cache wrappers it meets.
    """
    if _dtensor[0] is _UNSET:
        try:
            from torch.distributed.tensor import DTensor
        except ImportError:  # torch built without distributed
            DTensor = None  # noqa: N806
        _dtensor[0] = DTensor
    return _dtensor[0]


def is_dtensor(x) -> bool:
    """True for a ``torch.distributed.tensor.DTensor`` (False when torch has no distributed)."""
    cls = _dtensor_class()
    return cls is not None and isinstance(x, cls)


def local(x):
    """The local tensor of a DTensor (aliasing its storage), or ``x``."""
    return x.to_local() if is_dtensor(x) else x


def from_local(local_result, mesh, placements, shape):
    """A rank's ``local_result`` as a DTensor of global ``shape`` (contiguous strides) on ``mesh``. The shape is
    given because shards may be uneven (a rank may even hold none): ``DTensor.from_local`` without it assumes even
    shards, and a gather of such a DTensor fails."""
    from torch.distributed.tensor import DTensor

    shape = tuple(shape)
    stride = torch.empty(shape, device="meta").stride()
    return DTensor.from_local(local_result, mesh, placements, run_check=False, shape=shape, stride=stride)


def check_u64(value, name: str, *, positive: bool = False) -> int:
    """``value`` as a Python int in ``[0, 2**64)`` (``[1, 2**64)`` with ``positive``).

    Accepts Python ints and numpy integers (``np.int64(1)``); bools, floats and tensors get a
    TypeError, values out of range a ValueError (never wrapped). ``name`` is how the message names
    the argument, e.g. ``"round_to: seed="``.
    """
    low = 1 if positive else 0
    if type(value) is int and low <= value < U64_MODULUS:  # the usual case first
        return value
    if isinstance(value, torch.Tensor):
        refuse_tensor_key(
            f"{name} must be an int in [{low}, 2**64), got a tensor: pass int(t); under torch.compile pass a "
            "Python int (Dynamo makes it a symbolic run-time value from its second distinct value on, or at once "
            "with torch.compile(dynamic=True): no recompilation per seed)"
        )
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(
            f"{name} must be an int in [{low}, 2**64) (Python or numpy integer), got {type(value).__name__}"
        )
    value = int(value)
    if not low <= value < U64_MODULUS:
        what = "a positive" if positive else "a non-negative"
        raise ValueError(
            f"{name} must be {what} integer below 2**64, got {value} (out-of-range values are refused, "
            "not wrapped modulo 2**64: a wrapped key would repeat another key's bits)"
        )
    return value


#: What ``torch.compile(fullgraph=True)`` shows for a tensor seed, offset or stream id (:func:`refuse_tensor_key`).
TENSOR_KEY_REASON = (
    "flydsl-rounding takes seeds, offsets and stream ids as Python ints, not tensors: pass int(t), or under "
    "torch.compile a Python int, which Dynamo makes a symbolic run-time value from its second distinct value on "
    "(at once with torch.compile(dynamic=True)), so a new seed does not recompile"
)


def _raise_type_error(message: str):
    raise TypeError(message)


try:
    refuse_tensor_key = torch.compiler.disable(_raise_type_error, reason=TENSOR_KEY_REASON)
except TypeError:  # torch before 2.8: no reason=
    refuse_tensor_key = torch.compiler.disable(_raise_type_error)
refuse_tensor_key.__doc__ = """Raise TypeError(message), visibly also under ``torch.compile(fullgraph=True)``.

Dynamo turns an exception raised while it traces into "Observed exception" and keeps the message in a debug
context. A ``torch.compiler.disable``-d function is not traced: with ``fullgraph=True`` Dynamo stops with
:data:`TENSOR_KEY_REASON` in its explanation; otherwise it breaks the graph and runs the call eagerly, which
raises ``message`` itself (as in eager mode)."""


def check_device(device, op: str = "this op") -> None:
    """A device some backend serves (:func:`flydsl.rounding.runtime.backends.backend_for`: CPU, meta, ROCm and
    CUDA GPUs); anything else raises ValueError saying what to do."""
    backends.backend_for(device, op=op)
