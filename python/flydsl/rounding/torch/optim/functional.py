"""The functional core of the fused optimizers: the keying's slots and substream, the run-time scalar records
and the fused FlyDSL bodies of :class:`~flydsl.rounding.torch.optim.AdamW` and
:class:`~flydsl.rounding.torch.optim.SGD`.

Nothing here holds state: a body is a pure function of its tensors' element values, its scalar record and the
element's index (the keying contract of :mod:`flydsl.rounding.torch.optim`). The bodies are FlyDSL code, made
only where a FlyDSL backend runs (or where the Triton kernels are generated from them): without FlyDSL (the
CUDA path) this module imports, and only the records and the keying are used.
"""

from __future__ import annotations

import functools
import math
import typing

from ...division import divide_by_uniform
from ...keyspace import MAX_STEP, optimizer_substream
from ...modes import RoundingMode
from ...philox import check_rounds
from ...runtime.indexing import MAX_STREAM_ID
from ...validate import check_int

try:  # the fused bodies are FlyDSL code; without FlyDSL (the CUDA path) only their generated kernels run
    import flydsl.expr as fx
except ImportError:
    fx = None


# --------------------------------------------------------------------------------------------
# Keying

#: Slots of the substream: the parameter, the first and the second state tensor.
SLOT_PARAM, SLOT_STATE1, SLOT_STATE2 = 0, 1, 2
# MAX_STEP (steps are 32-bit, substream bits 32..63: 4 billion steps per seed) and the substream formula
# come from the key-space ledger (flydsl.rounding.keyspace).


def substream(step: int, pid: int, slot: int) -> int:
    """The substream ``(step << 32) | (pid << 2) | slot`` of the keying contract (validated)."""
    check_int(step, "step", low=1, high=MAX_STEP, why="32 bits of the substream")
    check_int(pid, "stream id", low=0, high=MAX_STREAM_ID, why="30 bits of the substream")
    check_int(slot, "slot", low=0, high=3, why="2 bits of the substream")
    return optimizer_substream(step, pid, slot)


# --------------------------------------------------------------------------------------------
# Run-time scalars, by name: each record's fields ARE the fused body's scalar arguments, in order.
# The optimizer builds a record by keyword and the body unpacks the same record type, so a
# reordering of the fields reorders both sides (it cannot feed one scalar into another's place).


class AdamWScalars(typing.NamedTuple):
    """The run-time scalars of :func:`adamw_body` at one step (floats are f32, ints Uint64 arguments)."""

    decay: float  #: 1 - lr * weight_decay
    one_minus_beta1: float  #: 1 - beta1
    beta2: float
    one_minus_beta2: float  #: 1 - beta2
    step_size: float  #: lr / (1 - beta1**t)
    bc2_sqrt: float  #: sqrt(1 - beta2**t)
    eps: float
    sign: float  #: -1.0 when maximizing, else 1.0
    seed: int  #: the Philox key
    substream: int  #: the slot-0 substream (t << 32) | (pid << 2)


class AdamWHyper(typing.NamedTuple):
    """A capturable AdamW group's values (f64), from which the device makes its :class:`AdamWScalars` at each step
    (:mod:`flydsl.rounding.runtime.triton.optim_scalars`: the operations of :func:`adamw_scalars`)."""

    lr: float
    beta1: float
    beta2: float
    eps: float
    weight_decay: float
    sign: float  #: -1.0 when maximizing, else 1.0
    seed: int


class SGDScalars(typing.NamedTuple):
    """The run-time scalars of :func:`sgd_body` at one step (floats are f32, ints Uint64 arguments)."""

    weight_decay: float
    keep: float  #: 0 on the buffer's first step, else momentum
    take: float  #: 1 on the buffer's first step, else 1 - dampening
    nesterov_momentum: float  #: momentum with Nesterov, else 0
    lr: float
    sign: float  #: -1.0 when maximizing, else 1.0
    seed: int  #: the Philox key
    substream: int  #: the slot-0 substream (t << 32) | (pid << 2)


@functools.cache
def scalar_types(record: type) -> tuple:
    """The FlyDSL types of a scalar record's fields, in order (``float`` -> Float32, ``int`` -> Uint64)."""
    field_types = {float: fx.Float32, int: fx.Uint64}
    hints = typing.get_type_hints(record)
    return tuple(field_types[hints[f]] for f in record._fields)


def power(base: float, n: int) -> float:
    """``base ** n`` in f64 by repeated squaring: the product of ``base ** (2 ** i)`` over the set bits ``i`` of
    ``n``, lowest first, each a rounded f64 multiply. The bias corrections' definition: a capturable step computes
    the same products on the GPU (:mod:`flydsl.rounding.runtime.triton.optim_scalars`, which must stay in step
    with this loop), where ``pow`` differs between libraries. For betas 0.5 to 0.99999 and steps below 2**17 the
    f32 scalars equal those of Python's ``**`` (checked when this replaced it in 0.3)."""
    acc = 1.0
    while n:
        if n & 1:
            acc *= base
        base *= base
        n >>= 1
    return acc


def adamw_scalars(lr, beta1, beta2, eps, weight_decay, maximize, step, *, seed: int, substream: int) -> AdamWScalars:
    """The :class:`AdamWScalars` at ``step``, computed in Python floats (f64) and passed as f32 (a capturable
    step computes the same f64 operations on the GPU)."""
    return AdamWScalars(
        decay=1.0 - lr * weight_decay,
        one_minus_beta1=1.0 - beta1,
        beta2=beta2,
        one_minus_beta2=1.0 - beta2,
        step_size=lr / (1.0 - power(beta1, step)),
        bc2_sqrt=math.sqrt(1.0 - power(beta2, step)),
        eps=eps,
        sign=-1.0 if maximize else 1.0,
        seed=seed,
        substream=substream,
    )


def sgd_scalars(lr, momentum, dampening, weight_decay, nesterov, maximize, first: bool, *, seed: int, substream: int):
    """The :class:`SGDScalars`: ``keep, take = 0, 1`` on the buffer's first step (buf = d) and
    ``momentum, 1 - dampening`` after."""
    keep, take = (0.0, 1.0) if first else (momentum, 1.0 - dampening)
    return SGDScalars(
        weight_decay=weight_decay,
        keep=keep,
        take=take,
        nesterov_momentum=momentum if nesterov else 0.0,
        lr=lr,
        sign=-1.0 if maximize else 1.0,
        seed=seed,
        substream=substream,
    )


# --------------------------------------------------------------------------------------------
# Fused bodies (one per (param dtype, state dtype, rounding, rounds, variant flags); scalars are run-time)


def _store(x, dsl_type_, mode: RoundingMode, rounds: int, seed, sub, slot: int, index):
    """Write f32 ``x`` as ``dsl_type_``: unchanged for f32, else rounded under ``mode``."""
    if dsl_type_ is fx.Float32:
        return x
    if mode is RoundingMode.RN:
        return x.to(dsl_type_, rounding=RoundingMode.RN)
    sub = sub + fx.Uint64(slot) if slot else sub
    from ...runtime import elementwise  # lazily, as the bodies: only where a FlyDSL backend runs

    bits = elementwise.random_bits(seed, index, x, substream=sub, rounds=rounds)
    return x.to(dsl_type_, rounding=RoundingMode.STOCHASTIC, rand=bits)


def _f32(x):
    return x if x.dtype is fx.Float32 else x.to(fx.Float32)


@functools.cache
def adamw_body(param_type, state_type, mode: RoundingMode, rounds: int):
    """The fused AdamW body for ``param_type`` / ``state_type`` written under ``mode`` with ``rounds``
    Philox rounds (cached: one object per key).

    Arguments: ``p, g, m, v`` (tensors' element values), then the fields of :class:`AdamWScalars`
    in order. The op order is documented in docs/optim.rst.
    """
    check_rounds(rounds)

    def adamw(p, g, m, v, *scalars, index):
        s = AdamWScalars(*scalars)
        g = _f32(g) * s.sign
        p = _f32(p) * s.decay
        m = _f32(m)
        m = m + (g - m) * s.one_minus_beta1
        v = _f32(v) * s.beta2 + (g * g) * s.one_minus_beta2
        denom = divide_by_uniform(fx.math.sqrt(v), s.bc2_sqrt) + s.eps  # bc2_sqrt in (0, 1]
        p = p - s.step_size * (m / denom)
        key = (mode, rounds, s.seed, s.substream)
        return (
            _store(p, param_type, *key, SLOT_PARAM, index),
            _store(m, state_type, *key, SLOT_STATE1, index),
            _store(v, state_type, *key, SLOT_STATE2, index),
        )

    return adamw


@functools.cache
def sgd_body(param_type, state_type, mode: RoundingMode, rounds: int, momentum: bool, nesterov: bool, decay: bool):
    """The fused SGD body (cached per key): ``p, g[, buf]``, then the fields of :class:`SGDScalars`.
    The flags (momentum, Nesterov, weight decay) select the compiled variant; the op order is in docs/optim.rst."""
    check_rounds(rounds)

    def sgd(p, g, *rest, index):
        buf, scalars = (rest[0], rest[1:]) if momentum else (None, rest)
        s = SGDScalars(*scalars)
        d = _f32(g) * s.sign
        p = _f32(p)
        if decay:
            d = d + s.weight_decay * p
        if momentum:
            b = _f32(buf) * s.keep + d * s.take
            d = d + s.nesterov_momentum * b if nesterov else b
        p = p - s.lr * d
        key = (mode, rounds, s.seed, s.substream)
        out = _store(p, param_type, *key, SLOT_PARAM, index)
        if not momentum:
            return out
        return out, _store(b, state_type, *key, SLOT_STATE1, index)

    return sgd
