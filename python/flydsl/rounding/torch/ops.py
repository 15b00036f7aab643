"""Torch-level ops: rounding conversion, dropout and random initialisation, keyed by global element index.

- :func:`round_to` ``(x, dtype, *, rounding=None, seed=, offset=0, saturate=None, rounds=None)``:
  f32/bf16/f16 tensors to bf16, f16 and torch's four fp8 dtypes under any
  :class:`~flydsl.rounding.RoundingMode`. Element ``k`` of the row-major flattened tensor uses
  stream index ``offset + k`` (canonical stream, substream 0): its bits equal
  ``reference.round_bits(f32(x[k]), target, mode, reference.stream_bits(seed, offset + k))``.
- :func:`dropout` ``(x, p, seed, offset=0)`` and the initialisers :func:`uniform_`
  ``(t, a, b, seed, offset=0, *, stream=None)`` / :func:`normal_` ``(t, mean, std, seed, offset=0, *,
  stream=None)``: values of :mod:`flydsl.rounding.rng` (its docstring states which Philox words feed
  each element). The initialisers key each tensor by its stream id as well (``stream=``, or the tag
  of :func:`flydsl.rounding.runtime.indexing.assign_stream_ids`), so two tensors never get the same values.

On a DTensor (``Shard(d)`` / ``Replicate()``) each local element uses the index of its
position in the global tensor (:func:`flydsl.rounding.runtime.indexing.index_map_of`), so the gathered
result equals the one-process result; the ops return DTensors (the initialisers fill the
local shards in place).

CPU tensors run through the host engine, ROCm GPU tensors through generated FlyDSL kernels
(:mod:`flydsl.rounding.runtime.elementwise`); both give the same bits. Non-contiguous inputs are
read in logical (row-major) order through a contiguous copy; results are contiguous.
Zero-size tensors are fine (nothing is launched).

The ops are ``torch.library`` custom ops (``flydsl_rounding::round_to``,
``flydsl_rounding::dropout``, ``flydsl_rounding::uniform_``, ``flydsl_rounding::normal_``) with
fake implementations, so they trace under ``torch.compile`` and show by name in profiles.
Gradients: ``round_to`` is straight-through (the gradient of ``x`` is the incoming gradient
converted to ``x``'s dtype); ``dropout``'s backward applies the same mask and scale to the
gradient, recomputed from ``(seed, offset)`` rather than stored.
"""

from __future__ import annotations

import functools
import numbers
import warnings

import torch

from .. import rng
from ..compat import deprecation_message
from ..keyspace import check_user_offset
from ..modes import RoundingMode, as_rounding_mode
from ..philox import check_rounds, get_default_rounds
from ..runtime.indexing import MAX_STREAM_ID, IndexMap, index_map_of, stream_id_of
from ..validate import U64_MODULUS
from .boundary import (
    FLOAT_FORMATS,
    FP4,
    TORCH_CAST_SATURATES,
    as_i64,
    check_device,
    check_tensor,
    check_u64,
    dsl_type,
    dtype_name,
    dtype_names,
    from_i64,
    from_local,
    is_dtensor,
    local,
    refuse_tensor_key,
    uses_triton,
)


def _triton(op: str, key: dict, inputs, outputs, scalars, start: int, run: int, stride: int, rounds: int) -> None:
    """Run ``op``'s generated Triton kernel (the body's variant named by ``key``) on the tensors' GPU."""
    family, name = _triton_kernel(op, tuple(key.items()))
    index_map = (from_i64(start), from_i64(run), from_i64(stride))
    _triton_launch().run(family, name, inputs, outputs, scalars, index_map, rounds=rounds)


@functools.cache
def _triton_kernel(op: str, key: tuple) -> tuple:
    """``(family, kernel name)`` of ``op``'s generated Triton variant ``key`` (``((field, value), ...)``)."""
    from ..runtime.triton import catalogue

    return catalogue.ROUND_TO if op == "round_to" else catalogue.RNG, catalogue.kernel_name(op, **dict(key))


@functools.cache
def _triton_launch():
    from ..runtime.triton import launch

    return launch


__all__ = [
    "round_to",
    "dropout",
    "uniform_",
    "normal_",
    "conversion_body",
    "check_device",
    "DTYPE_TARGETS",  # noqa: F822 - built on first use (module __getattr__)
    "SOURCES",
    "LIBRARY",
]

#: The torch.library namespace of the ops.
LIBRARY = "flydsl_rounding"


#: Target *torch dtypes* of :func:`round_to` and their FlyDSL types (from the formats registry, through the
#: torch boundary). ``torch.float4_e2m1fn_x2`` (:data:`FP4`) packs two fp4 codes per byte: element 2j
#: in the low nibble, element 2j+1 in the high nibble. Not :data:`flydsl.rounding.kernels.TARGET_TYPES`,
#: which is keyed by the registry's short names.
@functools.cache
def _dtype_targets() -> dict:
    return {d: dsl_type(d, allowed=FLOAT_FORMATS) for d in FLOAT_FORMATS}


def __getattr__(name: str):
    # DTYPE_TARGETS holds FlyDSL types: built on first use, so that the ops import where FlyDSL is absent (the
    # CUDA path runs the generated Triton kernels). TARGETS: its 0.1 name, deprecated (warns; removed in 0.4.0).
    if name == "TARGETS":
        warnings.warn(
            deprecation_message(f"{__name__}.TARGETS", f"{__name__}.DTYPE_TARGETS"), DeprecationWarning, stacklevel=2
        )
    if name in ("DTYPE_TARGETS", "TARGETS"):
        return _dtype_targets()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _flydsl():
    """``(flydsl.expr, the element-wise runner)``: the FlyDSL backends' imports, made where they run."""
    import flydsl.expr as fx

    from ..runtime import elementwise

    return fx, elementwise


#: Source dtypes of :func:`round_to` and :func:`dropout`, and the dtypes the initialisers fill.
SOURCES = (torch.float32, torch.bfloat16, torch.float16)
#: RoundingMode by value (the ops' schemas carry the value; a dict lookup, not the enum's constructor).
_MODE_OF = {m.value: m for m in RoundingMode}

# -- validation ------------------------------------------------------------------------------------


def _check_tensor(x, op: str, dtypes=SOURCES):
    check_tensor(x, op, dtypes)


def _check_u64(name: str, value, op: str) -> int:
    if type(value) is int and 0 <= value < U64_MODULUS:  # the usual case, without building the message
        return value
    return check_u64(value, f"{op}: {name}=")


def _check_rounds(rounds, op: str) -> int:
    return get_default_rounds() if rounds is None else check_rounds(rounds, f"{op}: rounds=")


def _check_float(name: str, value, op: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{op}: {name} must be a Python float, got {type(value).__name__}")
    return float(value)


# -- DTensor plumbing --------------------------------------------------------------------------------


def _local(x, offset: int):
    """(local tensor, its IndexMap) of a tensor or DTensor (``offset`` checked by the caller)."""
    if not is_dtensor(x):  # a plain tensor: element k -> offset + k (what index_map_of gives, without its checks)
        return x, IndexMap.contiguous(offset)
    return local(x), index_map_of(x, offset)


def _rewrap(like, local):
    return from_local(local, like.device_mesh, like.placements, like.shape) if is_dtensor(like) else local


def _map_args(m: IndexMap) -> tuple:
    return as_i64(m.start), as_i64(m.run), as_i64(m.stride)


def _index_map(start: int, run: int, stride: int) -> IndexMap:
    return IndexMap(from_i64(start), from_i64(run), from_i64(stride))


# -- round_to ----------------------------------------------------------------------------------------


@functools.cache
def conversion_body(target, mode: RoundingMode, saturate: bool, rounds: int):
    """The element-wise body of one conversion, for :func:`flydsl.rounding.runtime.elementwise.run`.

    ``(x, seed, *, index)`` for STOCHASTIC (bits from the canonical stream at ``index``), ``(x, *,
    index)`` otherwise. Cached, so that each conversion compiles once.
    """

    fx, _ = _flydsl()

    def codes(y):  # fp4: the 4-bit code in a byte (the runner has no 4-bit storage)
        return y.bitcast(fx.Int4).to(fx.Uint8) & fx.Uint8(0xF) if target is fx.Float4E2M1FN else y

    if mode is RoundingMode.STOCHASTIC:

        def convert_sr(x, seed, *, index):
            return codes(x.to(target, rounding=mode, seed=seed, offset=index, saturate=saturate, rounds=rounds))

        return convert_sr

    def convert(x, *, index):
        return codes(x.to(target, rounding=mode, saturate=saturate))

    return convert


@torch.library.custom_op(f"{LIBRARY}::round_to", mutates_args=())
def _round_to_op(
    x: torch.Tensor,
    dtype: torch.dtype,
    mode: str,
    seed: int,
    start: int,
    run: int,
    stride: int,
    saturate: bool,
    rounds: int,
) -> torch.Tensor:
    fp4 = dtype == FP4
    out = torch.empty(x.shape, dtype=torch.uint8 if fp4 else dtype, device=x.device)
    rmode = _MODE_OF[mode]
    if uses_triton(x.device, "round_to"):
        key = dict(target=FLOAT_FORMATS[dtype].name, mode=rmode.name, saturate=saturate)
        seeds = [from_i64(seed)] if rmode is RoundingMode.STOCHASTIC else []
        _triton("round_to", key, [x.contiguous()], [out], seeds, start, run, stride, rounds)
    else:
        fx, elementwise = _flydsl()
        body = conversion_body(_dtype_targets()[dtype], rmode, saturate, rounds)
        scalars = [(from_i64(seed), fx.Uint64)] if rmode is RoundingMode.STOCHASTIC else []
        elementwise.run(body, [x], [out], scalars=scalars, index_map=_index_map(start, run, stride))
    if fp4:  # 4-bit codes -> two per byte, the even element in the low nibble
        return (out[..., 0::2] | (out[..., 1::2] << 4)).view(FP4)
    return out


@_round_to_op.register_fake
def _(x, dtype, mode, seed, start, run, stride, saturate, rounds):
    if dtype == FP4:
        return x.new_empty((*x.shape[:-1], x.shape[-1] // 2), dtype=dtype)
    return x.new_empty(x.shape, dtype=dtype)


def _round_to_setup(ctx, inputs, output):
    ctx.x_dtype = inputs[0].dtype


def _round_to_backward(ctx, grad):
    # fp4 outputs are packed bytes made from a detached input (round_to), so only the other targets get here.
    return grad.to(ctx.x_dtype), None, None, None, None, None, None, None, None


_round_to_op.register_autograd(_round_to_backward, setup_context=_round_to_setup)


def round_to(x, dtype, *, rounding=None, seed=None, offset: int = 0, saturate=None, rounds=None):
    """``x`` converted to ``dtype`` under ``rounding``; element ``k`` uses stream index ``offset + k``.

    ``x``: float32/bfloat16/float16 tensor or DTensor on the CPU or a ROCm GPU. ``dtype``: one of
    :data:`DTYPE_TARGETS`; ``torch.float4_e2m1fn_x2`` (:data:`FP4`) packs two fp4 codes per byte along the
    last dimension (even element in the low nibble), so the result's last dimension is halved
    (it must be even; plain tensors only; no gradient). ``rounding``: a :class:`RoundingMode` or
    its name, None meaning RN (as for ``.to()``); STOCHASTIC needs
    ``seed`` (int in [0, 2**64)) and draws from the canonical stream (substream 0) at
    ``offset + k`` (``offset`` in [0, 2**64); a multiple of 8 gives one Philox draw per 8
    elements); the other modes take no seed. ``saturate`` clamps overflow (and +-Inf) to the largest
    finite value; the default None does what torch's own cast ``x.to(dtype)`` does, which saturates for
    ``float8_e4m3fn`` only (:data:`~flydsl.rounding.torch.boundary.TORCH_CAST_SATURATES`), so RN with the
    defaults gives ``x.to(dtype)``'s bits for every dtype torch casts to (NaN payloads aside). ``rounds``:
    Philox rounds (default :func:`~flydsl.rounding.get_default_rounds`).
    Returns a contiguous tensor of ``dtype`` (a DTensor with the same placements for a
    DTensor). Gradient: straight-through (identity, cast back to ``x.dtype``).
    """
    op = "round_to"
    _check_tensor(x, op)
    if dtype not in FLOAT_FORMATS:
        raise TypeError(f"{op}: dtype must be one of {dtype_names(FLOAT_FORMATS)}, got {dtype!r}")
    if rounding is None:  # as for .to(): no rounding argument means round to nearest even
        rounding = RoundingMode.RN
    mode = as_rounding_mode(rounding.lower() if isinstance(rounding, str) else rounding, "rounding")
    if saturate is None:  # as torch's own cast to dtype
        saturate = dtype in TORCH_CAST_SATURATES
    if not isinstance(saturate, bool):
        raise TypeError(f"{op}: saturate= must be True, False or None (as torch's cast), got {saturate!r}")
    offset = _check_u64("offset", offset, op)
    if mode is RoundingMode.STOCHASTIC:
        if seed is None:
            raise ValueError(
                f"{op}: rounding=STOCHASTIC needs seed= (an int in [0, 2**64)); element k then uses stream "
                "index offset + k"
            )
        seed = _check_u64("seed", seed, op)
        check_user_offset(offset, x.numel(), op)
    elif seed is not None:
        raise TypeError(f"{op}: seed= only applies to rounding=STOCHASTIC; rounding={mode.name} is deterministic")
    rounds = _check_rounds(rounds, op)
    if dtype == FP4 and (is_dtensor(x) or x.ndim == 0 or x.shape[-1] % 2):
        raise ValueError(
            f"{op}: fp4 packs two elements per byte along the last dimension, which must be even (got shape "
            f"{tuple(x.shape)}); DTensors are not supported for fp4 yet"
        )
    local, m = _local(x, offset)
    if dtype == FP4:  # packed codes: no gradient (the output does not require one; the docstring says so)
        local = local.detach()
    out = _round_to_op(local, dtype, mode.value, as_i64(seed or 0), *_map_args(m), saturate, rounds)
    return _rewrap(x, out)


# -- dropout -----------------------------------------------------------------------------------------


@torch.library.custom_op(f"{LIBRARY}::dropout", mutates_args=())
def _dropout_op(x: torch.Tensor, p: float, seed: int, start: int, run: int, stride: int, rounds: int) -> torch.Tensor:
    out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
    values = [from_i64(seed), rng.dropout_threshold(p), rng.dropout_scale(p)]
    if uses_triton(x.device, "dropout"):
        _triton("dropout", dict(dtype=dtype_name(x.dtype)), [x.contiguous()], [out], values, start, run, stride, rounds)
        return out
    fx, elementwise = _flydsl()
    scalars = list(zip(values, (fx.Uint64, fx.Uint32, fx.Float32), strict=True))
    elementwise.run(rng.dropout_body(rounds), [x], [out], scalars=scalars, index_map=_index_map(start, run, stride))
    return out


@_dropout_op.register_fake
def _(x, p, seed, start, run, stride, rounds):
    return torch.empty_like(x, memory_format=torch.contiguous_format)


def _dropout_setup(ctx, inputs, output):
    ctx.args = inputs[1:]


def _dropout_backward(ctx, grad):
    # the same mask and scale, recomputed from (seed, global index): nothing was stored.
    return _dropout_op(grad.contiguous(), *ctx.args), None, None, None, None, None, None


_dropout_op.register_autograd(_dropout_backward, setup_context=_dropout_setup)


def dropout(x, p: float, seed: int, offset: int = 0, *, training: bool = True, rounds=None):
    """Dropout with a mask keyed by global element index (see :mod:`flydsl.rounding.rng`).

    Element ``k`` (global index ``offset + k``) is kept iff its 32-bit Philox word (substream
    :data:`~flydsl.rounding.rng.DROPOUT`) is at least ``round(p * 2**32)``, then scaled by
    ``f32(1 / (1 - p))``; otherwise 0. ``p`` in [0, 1). With ``training=False`` (or ``p == 0``)
    ``x`` is returned unchanged. The backward recomputes the same mask from ``(seed, offset)``.
    """
    op = "dropout"
    _check_tensor(x, op)
    p = _check_float("p", p, op)
    if not 0.0 <= p < 1.0:
        raise ValueError(f"{op}: p must be in [0, 1), got {p} (p = 1 drops everything: use torch.zeros_like)")
    seed = _check_u64("seed", seed, op)
    offset = _check_u64("offset", offset, op)
    check_user_offset(offset, x.numel(), op)
    rounds = _check_rounds(rounds, op)
    if not training or p == 0.0:
        return x
    local, m = _local(x, offset)
    return _rewrap(x, _dropout_op(local, p, as_i64(seed), *_map_args(m), rounds))


# -- initialisers ------------------------------------------------------------------------------------


def _init_run(op: str, factory, t, values, start: int, run: int, stride: int, rounds: int) -> None:
    """Fill ``t`` with initialiser ``op``'s values: its Triton kernel, or its body on the FlyDSL backends."""
    if uses_triton(t.device, op):
        work = t if t.is_contiguous() else t.contiguous()
        _triton(op, dict(dtype=dtype_name(t.dtype)), [work], [work], values, start, run, stride, rounds)
        if work is not t:
            t.copy_(work)
        return
    fx, elementwise = _flydsl()
    scalars = list(zip(values, (fx.Uint64, fx.Uint64, fx.Float32, fx.Float32), strict=True))
    elementwise.run(factory(rounds), [t], [t], scalars=scalars, index_map=_index_map(start, run, stride))


@torch.library.custom_op(f"{LIBRARY}::uniform_", mutates_args=("t",))
def _uniform_op(
    t: torch.Tensor, a: float, b: float, seed: int, substream: int, start: int, run: int, stride: int, rounds: int
) -> None:
    _init_run("uniform", rng.uniform_body, t, [from_i64(seed), substream, a, b], start, run, stride, rounds)


@_uniform_op.register_fake
def _(t, a, b, seed, substream, start, run, stride, rounds):
    return None


@torch.library.custom_op(f"{LIBRARY}::normal_", mutates_args=("t",))
def _normal_op(
    t: torch.Tensor, mean: float, std: float, seed: int, substream: int, start: int, run: int, stride: int, rounds: int
) -> None:
    _init_run("normal", rng.normal_body, t, [from_i64(seed), substream, mean, std], start, run, stride, rounds)


@_normal_op.register_fake
def _(t, mean, std, seed, substream, start, run, stride, rounds):
    return None


def _stream_id(t, stream, op: str) -> int:
    """The stream id that keys ``t``: ``stream=`` when given, else ``t``'s tag from assign_stream_ids."""
    if stream is None:
        stream = stream_id_of(t)
        if stream is None:
            raise ValueError(
                f"{op}: this tensor has no stream id, so it would get the same values as every other tensor of "
                "its shape under this seed; tag the model's parameters once with "
                "flydsl.rounding.torch.optim.assign_stream_ids(model) (the optimizers key by the same ids), or "
                "pass stream=N (a distinct int in [0, 2**30) per tensor; stream=0 gives flydsl-rounding 0.1's values)"
            )
    if isinstance(stream, torch.Tensor):
        refuse_tensor_key(f"{op}: stream= must be an int in [0, 2**30) (the tensor's stream id), got a tensor")
    if isinstance(stream, bool) or not isinstance(stream, numbers.Integral) or not 0 <= stream <= MAX_STREAM_ID:
        raise ValueError(f"{op}: stream= must be an int in [0, 2**30) (the tensor's stream id), got {stream!r}")
    return int(stream)


def _init(op_name: str, op, kind: int, t, p1: float, p2: float, seed, offset, stream, rounds):
    _check_tensor(t, op_name)
    if seed is None:
        raise TypeError(
            f"{op_name}: seed= is required (an int in [0, 2**64)); one seed serves a whole model, since each "
            "tensor's stream id gives it its own values"
        )
    seed = _check_u64("seed", seed, op_name)
    offset = _check_u64("offset", offset, op_name)
    check_user_offset(offset, t.numel(), op_name)
    sub = rng.init_substream(kind, _stream_id(t, stream, op_name))
    rounds = _check_rounds(rounds, op_name)
    local, m = _local(t, offset)
    with torch.no_grad():
        op(local, p1, p2, as_i64(seed), sub, *_map_args(m), rounds)
    return t


_INIT_KEYS = """Keying: element ``k`` takes global index ``offset + k`` (its global position for a DTensor) of
    substream :func:`~flydsl.rounding.rng.init_substream` ``(kind, s) = (s << 2) | kind`` under key ``seed``,
    where ``s`` is the tensor's stream id: ``stream=`` when given, else the tag
    :func:`~flydsl.rounding.torch.optim.assign_stream_ids` put on ``t`` (ValueError when there is neither:
    untagged tensors of one shape would all get the same values). ``seed`` is required. ``stream=0`` gives
    0.1's values (0.1 had no stream id)."""


def uniform_(t, a: float = 0.0, b: float = 1.0, seed=None, offset: int = 0, *, stream=None, rounds=None):
    """Fill ``t`` in place with U(a, b) (as ``torch.nn.init.uniform_``), keyed by seed, stream id and global index.

    The f32 value ``a + (b - a) * u``, ``u`` = 24 bits of the element's Philox word (kind
    :data:`~flydsl.rounding.rng.UNIFORM`) times 2**-24, rounded to nearest into ``t``'s dtype.
    Returns ``t``. Raises ValueError when ``a > b``.

    {keys}
    """
    a, b = _check_float("a", a, "uniform_"), _check_float("b", b, "uniform_")
    if a > b:
        raise ValueError(f"uniform_: needs a <= b, got a={a}, b={b}")
    return _init("uniform_", _uniform_op, rng.UNIFORM, t, a, b, seed, offset, stream, rounds)


def normal_(t, mean: float = 0.0, std: float = 1.0, seed=None, offset: int = 0, *, stream=None, rounds=None):
    """Fill ``t`` in place with N(mean, std**2) (as ``torch.nn.init.normal_``), keyed by seed, stream id and index.

    Box-Muller on the element's Philox words (kind :data:`~flydsl.rounding.rng.NORMAL`; see
    :mod:`flydsl.rounding.rng`), ``mean + std * z`` in f32, rounded to nearest into ``t``'s
    dtype. Returns ``t``. Raises ValueError when ``std < 0``.

    {keys}
    """
    mean, std = _check_float("mean", mean, "normal_"), _check_float("std", std, "normal_")
    if std < 0:
        raise ValueError(f"normal_: std must be >= 0, got {std}")
    return _init("normal_", _normal_op, rng.NORMAL, t, mean, std, seed, offset, stream, rounds)


uniform_.__doc__ = uniform_.__doc__.replace("{keys}", _INIT_KEYS)
normal_.__doc__ = normal_.__doc__.replace("{keys}", _INIT_KEYS)
