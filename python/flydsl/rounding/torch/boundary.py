"""The one torch <-> FlyDSL boundary: dtype maps, the DTensor test, seed, offset and device checks.

Every torch-facing module (the custom ops, the optimizers, the element-wise runner, the GEMM, the
distributed helpers) crosses into FlyDSL through here, so each rule exists once:

- **dtypes**: :data:`FLOAT_FORMATS` maps the torch dtypes of the conversion targets to their
  :class:`~flydsl.rounding.formats.FloatFormat`, derived from the formats registry (a format's
  ``ml_dtype`` name is torch's name; fp4 travels packed two per byte as ``float4_e2m1fn_x2``).
  :func:`dsl_type` adds the types that are stored but never rounded to (f32, f64, integers).
- **DTensor**: :func:`is_dtensor` / :func:`local` (the local shard, aliasing its storage).
- **64-bit keys**: :func:`check_u64` accepts a Python or numpy integer in ``[0, 2**64)`` and raises
  otherwise: a seed or offset out of range is an error, never wrapped (2**70 would alias seed 0). A
  tensor is refused through :func:`refuse_tensor_key`, whose message stays visible under
  ``torch.compile(fullgraph=True)``.
  :func:`as_i64` / :func:`from_i64` give and undo the two's-complement int64 that ``torch.library``
  schemas carry.
- **devices**: :func:`check_device` (CPU, ROCm GPU, meta).
- **launches**: :func:`launch` runs a ``@flyc.jit`` launcher on GPU tensors through a kept
  ``CompiledFunction`` (FlyDSL re-traces a launcher on every ordinary call).
"""

from __future__ import annotations

import functools
import numbers

import torch

from ..formats import FORMATS, FloatFormat
from ..runtime import backends
from ..validate import U64_MODULUS

__all__ = [
    "check_tensor",
    "FLOAT_FORMATS",
    "FP4",
    "TORCH_CAST_SATURATES",
    "dsl_type",
    "dsl_types",
    "format_of_dtype",
    "dtype_name",
    "dtype_names",
    "is_dtensor",
    "local",
    "check_u64",
    "check_seed",
    "refuse_tensor_key",
    "TENSOR_KEY_REASON",
    "as_i64",
    "from_i64",
    "check_device",
    "uses_triton",
    "launch",
    "trace_state",
    "kept_launches",
    "forget_launches",
]


#: torch's packed fp4 dtype (two e2m1 codes per byte, element 2j in the low nibble), or None on old torch.
FP4 = getattr(torch, "float4_e2m1fn_x2", None)


def _torch_dtype(fmt: FloatFormat):
    if fmt.bits == 4:
        return FP4
    return getattr(torch, fmt.ml_dtype, None)


#: torch dtype -> FloatFormat for every conversion target torch has a dtype for (registry order).
FLOAT_FORMATS: dict = {d: f for f in FORMATS.values() if (d := _torch_dtype(f)) is not None}

#: Conversion targets whose torch cast ``x.to(dtype)`` saturates: finite overflow and +-Inf become the largest
#: finite value (torch follows the OCP / NVIDIA convention for e4m3fn). torch's casts to the other targets
#: overflow to Inf (bf16, f16, e5m2) or NaN (the fnuz types). ``round_to(saturate=None)`` follows this, and
#: tests/torch/test_torch_ops.py checks it against torch's own cast.
TORCH_CAST_SATURATES = frozenset(d for d in (getattr(torch, "float8_e4m3fn", None),) if d is not None)

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


def check_device(device, op: str = "this op") -> None:
    """A device some backend serves (:func:`flydsl.rounding.runtime.backends.backend_for`: CPU, meta, ROCm and
    CUDA GPUs); anything else raises ValueError saying what to do."""
    backends.backend_for(device, op=op)


def uses_triton(device, op: str = "this op") -> bool:
    """True when ``op`` on ``device`` runs through the Triton backend (CUDA, or ROCm by choice)."""
    return backends.backend_for(device, op=op) is backends.Backend.TRITON


# --------------------------------------------------------------------------------------------
# Launching FlyDSL kernels on GPU tensors without re-tracing them.
#
# FlyDSL 0.5 traces a ``@flyc.jit`` launcher's Python body on EVERY ordinary call before it looks
# up its compile cache (about 60 ms for a fused AdamW kernel on this machine's CPU), so calling the
# launcher each optimizer step would spend more host time than the GPU work. ``flyc.compile(launcher,
# *args)`` returns a ``CompiledFunction`` that launches its specialization directly (FlyDSL quotes
# about 5 us); :func:`launch` keeps one per (launcher, trace state, argument signature) and calls it.

_COMPILED: dict = {}


def _signature(value):
    """What FlyDSL specializes a launcher on, for one argument (a conservative superset of its cache key).

    Tensors: dtype, rank, the first unit-stride dim (FlyDSL's dynamic layout keeps that stride static)
    and the device; other values: their type (they are run-time kernel arguments).
    """
    if isinstance(value, torch.Tensor):
        strides = value.stride()
        return ("tensor", value.dtype, value.dim(), strides.index(1) if 1 in strides else None, value.device)
    return (type(value),)


def trace_state() -> tuple:
    """What a launcher's trace reads besides its identity and arguments, as part of every kept launch's key.

    The target arch (:func:`flydsl.rounding.target.current_arch`: FlyDSL compiles for it and the lowering picks
    its per-arch forms by it) and the division form a :func:`flydsl.rounding.division.forced_form` block forces.
    Without them a launch for gfx1201 after one for gfx1100 in the same process ran gfx1100's code object.
    """
    from ..division import active_forced_form
    from ..target import current_arch

    return (current_arch(), active_forced_form())


def launch(jit_fn, *args, stream=None) -> None:
    """Run the ``@flyc.jit`` launcher ``jit_fn(*args, stream)`` on GPU tensors, tracing it only once.

    The first call per (``jit_fn``, :func:`trace_state`, argument signature) compiles through
    ``flyc.compile`` (which also runs this launch) and keeps the ``CompiledFunction``; later calls launch
    it directly, with any sizes, addresses and scalar values. ``stream``: an ``fx.Stream`` (default
    FlyDSL's ``Stream(None)``).
    Only the run-time arguments may change between calls: anything else the launcher reads at trace time
    must be part of ``jit_fn``'s identity (its body, dtypes, rounds: as for the package's cached launchers) or
    of :func:`trace_state` (the target arch, the forced division form), which the key includes. After changing
    other trace-time state for a launcher of your own, call :func:`forget_launches`. CPU tensors (the amdemu emulator's
    stand-ins) are compile placeholders for ``flyc.compile``, which then launches nothing: the first call
    then launches itself. Under FlyDSL's ``COMPILE_ONLY`` nothing is kept (``flyc.compile`` returns None).
    """
    import flydsl.compiler as flyc
    import flydsl.expr as fx

    stream = fx.Stream(None) if stream is None else stream
    key = (jit_fn, trace_state(), tuple(_signature(a) for a in args))
    compiled = _COMPILED.get(key)
    if compiled is not None:
        compiled(*args, stream)
        return
    compiled = flyc.compile(jit_fn, *args, stream)
    if compiled is None:
        return
    _COMPILED[key] = compiled
    # flyc.compile launched only if every tensor is a live GPU tensor (FlyDSL: device type "cuda", ROCm's
    # too); with a placeholder among them (CPU tensors, as the amdemu emulator passes) it only compiled
    if not all(a.device.type == "cuda" for a in args if isinstance(a, torch.Tensor)):
        compiled(*args, stream)


def kept_launches(jit_fn=None) -> int:
    """How many ``CompiledFunction`` s :func:`launch` keeps (for ``jit_fn`` only, when given)."""
    return sum(1 for key in _COMPILED if jit_fn is None or key[0] is jit_fn)


def forget_launches() -> None:
    """Drop every kept ``CompiledFunction``: the next :func:`launch` of each launcher traces and compiles again."""
    _COMPILED.clear()
