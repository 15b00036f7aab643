"""The torch side's door to the runtime: the tensor rules of :mod:`flydsl.rounding.runtime.tensors`, seeds,
schema integers and the op-level checks.

Every torch-facing module (the custom ops, the optimizers, ``mx``, the GEMM, the distributed helpers) crosses
into the runtime through here, so each rule exists once:

- **dtypes, DTensors, 64-bit keys, devices** (re-exported from :mod:`flydsl.rounding.runtime.tensors`, where
  the runners below the torch side read them): :data:`FLOAT_FORMATS`, :func:`dsl_type`, :func:`is_dtensor`,
  :func:`local`, :func:`check_u64`, :func:`refuse_tensor_key`, :func:`check_device`.
- **torch's own casts**: :data:`TORCH_CAST_SATURATES`.
- **seeds and schemas**: :func:`check_seed`; :func:`as_i64` / :func:`from_i64` give and undo the
  two's-complement int64 that ``torch.library`` schemas carry.
- **ops**: :func:`check_tensor` (dtype and device of an op's input), :func:`uses_triton`.

The launch cache that was here (``launch``, ``kept_launches``, ``forget_launches``, ``trace_state``) lives in
:mod:`flydsl.rounding.runtime.flydsl.launch` since 0.3; the old names still work, with a DeprecationWarning
(removed in :data:`flydsl.rounding.compat.REMOVED_IN`).
"""

from __future__ import annotations

import torch

from ..compat import deprecated_names
from ..runtime import backends
from ..runtime.flydsl import launch as launch_cache
from ..runtime.tensors import (
    FLOAT_FORMATS,
    FP4,
    TENSOR_KEY_REASON,
    check_device,
    check_u64,
    dsl_type,
    dsl_types,
    dtype_name,
    dtype_names,
    format_of_dtype,
    from_local,
    is_dtensor,
    local,
    refuse_tensor_key,
    unpacked_shape,
)
from ..validate import U64_MODULUS

__all__ = [
    "check_tensor",
    "FLOAT_FORMATS",
    "FP4",
    "unpacked_shape",
    "TORCH_CAST_SATURATES",
    "dsl_type",
    "dsl_types",
    "format_of_dtype",
    "dtype_name",
    "dtype_names",
    "is_dtensor",
    "local",
    "from_local",
    "check_u64",
    "check_seed",
    "refuse_tensor_key",
    "TENSOR_KEY_REASON",
    "as_i64",
    "from_i64",
    "check_device",
    "uses_triton",
]


#: Conversion targets whose torch cast ``x.to(dtype)`` saturates: finite overflow and +-Inf become the largest
#: finite value (torch follows the OCP / NVIDIA convention for e4m3fn). torch's casts to the other targets
#: overflow to Inf (bf16, f16, e5m2) or NaN (the fnuz types). ``round_to(saturate=None)`` follows this, and
#: tests/torch/test_torch_ops.py checks it against torch's own cast.
TORCH_CAST_SATURATES = frozenset(d for d in (getattr(torch, "float8_e4m3fn", None),) if d is not None)


def check_seed(seed, op: str) -> int:
    """A Philox key (seed) for ``op``: :func:`check_u64` with the message naming ``op``'s ``seed=``."""
    return check_u64(seed, f"{op}: seed=")


def as_i64(value: int) -> int:
    """A value in [0, 2**64) as the two's-complement signed int64 that torch.library schemas carry."""
    return value - U64_MODULUS if value >= 1 << 63 else value


def from_i64(value: int) -> int:
    """The inverse of :func:`as_i64`: a schema's int64 back to the unsigned value in [0, 2**64)."""
    return value % U64_MODULUS


def check_tensor(x, op: str, dtypes) -> None:
    """``x`` must be a tensor (or DTensor) of one of ``dtypes`` on a supported device; TypeError / ValueError."""
    if not isinstance(x, torch.Tensor):
        raise TypeError(f"{op} expects a torch.Tensor (or DTensor), got {type(x).__name__}")
    if x.dtype not in dtypes:
        raise TypeError(
            f"{op} takes {dtype_names(dtypes)} tensors, got {dtype_names([x.dtype])}; convert first (e.g. x.float())"
        )
    check_device(x.device, op)


def capturing() -> bool:
    """Whether torch's current CUDA (HIP) stream is capturing a graph (False where CUDA was never initialised)."""
    return torch.cuda.is_initialized() and torch.cuda.is_current_stream_capturing()


def uses_triton(device, op: str = "this op") -> bool:
    """True when ``op`` on ``device`` runs through the Triton backend (CUDA, or ROCm by choice)."""
    return backends.backend_for(device, op=op) is backends.Backend.TRITON


#: The launch cache's 0.2 names (moved to flydsl.rounding.runtime.flydsl.launch in 0.3), served with a warning.
__getattr__ = deprecated_names(
    __name__,
    {
        name: (f"flydsl.rounding.runtime.flydsl.launch.{name}", getattr(launch_cache, name))
        for name in ("launch", "kept_launches", "forget_launches", "trace_state")
    },
    since="0.2",
)
