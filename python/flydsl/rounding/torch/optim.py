"""Fused optimizers that write low-precision parameters with stochastic rounding.

:class:`AdamW` and :class:`SGD` are ``torch.optim.Optimizer`` subclasses for bf16, f16 (and
f32) parameters. Each parameter tensor is updated by ONE fused element-wise FlyDSL body: it
widens the parameter, gradient and state to f32, computes the update in f32 in a documented
operation order (see ``docs/optim.rst``), and writes the new parameter (and bf16 state) back
with ``rounding="STOCHASTIC"`` (default) or ``"RN"``. CPU tensors run through the host engine,
ROCm tensors through the same body compiled as a GPU kernel (:mod:`flydsl.rounding.torch.elementwise`).
Hyper-parameters (lr, betas, ...) and the random-stream key are run-time arguments: a scheduler
changing ``lr`` never recompiles.

Keying contract (the stochastic bits are a pure function of these, nothing else)::

    bits(p, k, t, q) = canonical stream index k, key seed, substream (t << 32) | (pid(p) << 2) | q

- ``k``: the element's row-major position in the *unsharded* parameter (a DTensor shard uses
  :func:`flydsl.rounding.torch.indexing.index_map_of`);
- ``t``: the parameter's optimizer step after the increment, ``1 <= t < 2**32``;
- ``pid(p)``: the parameter's stream id, ``0 <= pid < 2**30``, set by :func:`assign_stream_ids`
  (``model.named_parameters()`` order, stored on the parameter as :data:`STREAM_ID_ATTR`); if no
  parameter of the optimizer is tagged, its position in the flattened ``param_groups`` at
  construction (tag them: positions change with the grouping and with ZeRO partitioning);
- ``q``: the slot, :data:`SLOT_PARAM` (0) for the parameter, :data:`SLOT_STATE1` (1) for the first
  state tensor (``exp_avg`` / ``momentum_buffer``), :data:`SLOT_STATE2` (2) for ``exp_avg_sq``.

Distinct (step, parameter, slot) triples have distinct substreams, so no Philox counter is ever
used twice; param groups, the order of groups and sharding do not enter the key.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable

import flydsl.expr as fx
import torch

from ..modes import RoundingMode, as_rounding_mode
from ..validate import check_int
from . import elementwise
from .boundary import check_u64, dtype_name, dtype_names, is_dtensor, local
from .indexing import index_map_of

__all__ = [
    "AdamW",
    "SGD",
    "FusedOptimizer",
    "assign_stream_ids",
    "stream_id_of",
    "substream",
    "STREAM_ID_ATTR",
    "SLOT_PARAM",
    "SLOT_STATE1",
    "SLOT_STATE2",
    "MAX_STEP",
    "MAX_STREAM_ID",
    "PARAM_DTYPES",
    "adamw_body",
    "sgd_body",
    "adamw_scalars",
    "sgd_scalars",
    "STATE_DTYPES",
]

#: Attribute that :func:`assign_stream_ids` sets on each parameter (an int, the ``pid`` of the key).
STREAM_ID_ATTR = "flydsl_stream_id"
#: Slots of the substream: the parameter, the first and the second state tensor.
SLOT_PARAM, SLOT_STATE1, SLOT_STATE2 = 0, 1, 2
#: Steps are 32-bit (substream bits 32..63): 4 billion steps per seed.
MAX_STEP = (1 << 32) - 1
#: Stream ids are 30-bit (substream bits 2..31; bits 0..1 are the slot).
MAX_STREAM_ID = (1 << 30) - 1
#: Parameter dtypes the fused update writes (f32: the rounding is exact, nothing to round).
PARAM_DTYPES = (torch.bfloat16, torch.float16, torch.float32)
#: Optimizer-state dtypes: f32 (exact) or bf16 (half the memory; written with the chosen rounding).
STATE_DTYPES = (torch.float32, torch.bfloat16)
#: Default state dtype: f32, because Adam's second moment loses most of its information in bf16
#: (its updates are relative changes of 1 - beta2 = 1e-3, below half a bf16 ulp).
DEFAULT_STATE_DTYPE = torch.float32
#: Default rounding of the written parameter (and bf16 state).
DEFAULT_ROUNDING = "STOCHASTIC"
_ROUNDINGS = (RoundingMode.STOCHASTIC, RoundingMode.RN)
_DSL = {torch.float32: fx.Float32, torch.bfloat16: fx.BFloat16, torch.float16: fx.Float16}


# --------------------------------------------------------------------------------------------
# Keying


def substream(step: int, pid: int, slot: int) -> int:
    """The substream ``(step << 32) | (pid << 2) | slot`` of the keying contract (validated)."""
    check_int(step, "step", low=1, high=MAX_STEP, why="32 bits of the substream")
    check_int(pid, "stream id", low=0, high=MAX_STREAM_ID, why="30 bits of the substream")
    check_int(slot, "slot", low=0, high=3, why="2 bits of the substream")
    return (step << 32) | (pid << 2) | slot


def assign_stream_ids(model, start: int = 0) -> dict:
    """Tag every parameter of ``model`` with a stream id; returns ``{name: id}``.

    ``model`` is a ``torch.nn.Module`` (ids follow ``model.named_parameters()``: shared
    parameters once) or an iterable of parameters (ids in iteration order, names ``"0"``,
    ``"1"``, ...). Ids are ``start, start + 1, ...`` and are stored on the parameter objects
    (attribute :data:`STREAM_ID_ATTR`), so they survive param groups, re-creating the optimizer
    and ``ZeroRedundancyOptimizer`` partitioning. Tag after replacing parameters (e.g. after
    sharding them into DTensors): a new parameter object has no tag.
    """
    if isinstance(model, torch.nn.Module):
        named = list(model.named_parameters())
    elif isinstance(model, Iterable) and not isinstance(model, torch.Tensor):
        named = [(str(i), p) for i, p in enumerate(model)]
    else:
        raise TypeError(f"assign_stream_ids expects an nn.Module or an iterable of parameters, got {type(model)}")
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise ValueError(f"start must be a non-negative int, got {start!r}")
    if start + len(named) - 1 > MAX_STREAM_ID:
        raise ValueError(f"{len(named)} parameters from id {start} exceed the largest stream id {MAX_STREAM_ID}")
    ids = {}
    for i, (name, p) in enumerate(named):
        if not isinstance(p, torch.Tensor):
            raise TypeError(f"parameter {name!r} is a {type(p).__name__}, not a tensor")
        setattr(p, STREAM_ID_ATTR, start + i)
        ids[name] = start + i
    return ids


def stream_id_of(p) -> int | None:
    """The stream id :func:`assign_stream_ids` gave ``p``, or None when it is untagged."""
    return getattr(p, STREAM_ID_ATTR, None)


# --------------------------------------------------------------------------------------------
# Fused bodies (one per (param dtype, state dtype, rounding, variant flags); scalars are run-time)


def _store(x, dsl_type, mode: RoundingMode, seed, sub, slot: int, index):
    """Write f32 ``x`` as ``dsl_type``: unchanged for f32, else rounded under ``mode``."""
    if dsl_type is fx.Float32:
        return x
    if mode is RoundingMode.RN:
        return x.to(dsl_type, rounding=RoundingMode.RN)
    bits = elementwise.random_bits(seed, index, x, substream=sub + fx.Uint64(slot) if slot else sub)
    return x.to(dsl_type, rounding=RoundingMode.STOCHASTIC, rand=bits)


def _f32(x):
    return x if x.dtype is fx.Float32 else x.to(fx.Float32)


@functools.cache
def adamw_body(param_type, state_type, mode: RoundingMode):
    """The fused AdamW body for ``param_type`` / ``state_type`` written under ``mode`` (cached: one object per key).

    Arguments: ``p, g, m, v`` (tensors' element values) and the f32 run-time scalars of :func:`adamw_scalars`,
    then ``seed`` and the slot-0 substream (fx.Uint64). The op order is documented in docs/optim.rst.
    """

    def adamw(
        p, g, m, v, decay, one_minus_beta1, beta2, one_minus_beta2, step_size, bc2_sqrt, eps, sign, seed, sub, *, index
    ):
        g = _f32(g) * sign
        p = _f32(p) * decay
        m = _f32(m)
        m = m + (g - m) * one_minus_beta1
        v = _f32(v) * beta2 + (g * g) * one_minus_beta2
        denom = fx.math.sqrt(v) / bc2_sqrt + eps
        p = p - step_size * (m / denom)
        return (
            _store(p, param_type, mode, seed, sub, SLOT_PARAM, index),
            _store(m, state_type, mode, seed, sub, SLOT_STATE1, index),
            _store(v, state_type, mode, seed, sub, SLOT_STATE2, index),
        )

    return adamw


@functools.cache
def sgd_body(param_type, state_type, mode: RoundingMode, momentum: bool, nesterov: bool, weight_decay: bool):
    """The fused SGD body (cached per key): ``p, g[, buf]``, the scalars of :func:`sgd_scalars`, ``seed``,
    the slot-0 substream. The flags select the compiled variant; the op order is in docs/optim.rst."""

    def sgd(p, g, *rest, index):
        if momentum:
            buf, wd, keep, take, mom, lr, sign, seed, sub = rest
        else:
            wd, keep, take, mom, lr, sign, seed, sub = rest
        d = _f32(g) * sign
        p = _f32(p)
        if weight_decay:
            d = d + wd * p
        if momentum:
            b = _f32(buf) * keep + d * take
            d = d + mom * b if nesterov else b
        p = p - lr * d
        out = _store(p, param_type, mode, seed, sub, SLOT_PARAM, index)
        if not momentum:
            return out
        return out, _store(b, state_type, mode, seed, sub, SLOT_STATE1, index)

    return sgd


def _launch(body, inputs, outputs, scalars, index_map) -> None:
    """Run a fused body over local tensors (the one place that calls the element-wise runner)."""
    elementwise.run(body, inputs, outputs, scalars=scalars, index_map=index_map)


# --------------------------------------------------------------------------------------------
# Optimizers


def _as_state_dtype(value) -> torch.dtype:
    if isinstance(value, str):
        value = getattr(torch, value, value)
    if value not in STATE_DTYPES:
        names = dtype_names(STATE_DTYPES)
        raise ValueError(f"state_dtype must be one of {names} (a torch.dtype or its name), got {value!r}")
    return value


def _as_mode(value) -> RoundingMode:
    mode = as_rounding_mode(value, "rounding")
    if mode not in _ROUNDINGS:
        raise ValueError(
            f"rounding must be STOCHASTIC or RN for the optimizers, got {mode.name}: directed modes bias every update"
        )
    return mode


def _check_seed(seed) -> int:
    return check_u64(seed, "seed")


class FusedOptimizer(torch.optim.Optimizer):
    """Base of :class:`AdamW` and :class:`SGD`: validation, stream ids, step counters, state dtypes,
    :meth:`state_dict` / :meth:`load_state_dict` and :meth:`gathered_state_dict` for sharded parameters."""

    _state_keys: tuple = ()

    def __init__(self, params, defaults: dict):
        defaults["seed"] = _check_seed(defaults["seed"])
        defaults["rounding"] = _as_mode(defaults["rounding"]).name
        defaults["state_dtype"] = dtype_name(_as_state_dtype(defaults["state_dtype"]))
        self._positions: dict = {}
        super().__init__(params, defaults)
        self._check_stream_ids()

    # -- parameters ----------------------------------------------------------------------
    def add_param_group(self, param_group: dict) -> None:
        """Add a group (validated: dtypes, hyper-parameters); untagged parameters get the next positions."""
        for key in ("seed", "rounding", "state_dtype"):
            if key in param_group:
                param_group[key] = {
                    "seed": _check_seed,
                    "rounding": lambda r: _as_mode(r).name,
                    "state_dtype": lambda d: dtype_name(_as_state_dtype(d)),
                }[key](param_group[key])
        super().add_param_group(param_group)
        group = self.param_groups[-1]
        self._check_hyper(group)
        for p in group["params"]:
            self._check_param(p)
            self._positions.setdefault(p, len(self._positions))
        if hasattr(self, "_positions_checked"):
            self._check_stream_ids()

    def _check_param(self, p) -> None:
        where = f"{type(self).__name__}: parameter {self._positions.get(p, len(self._positions))}"
        if p.is_sparse:
            raise TypeError(f"{where} is sparse; the fused optimizers update dense tensors only")
        if p.is_complex():
            raise TypeError(
                f"{where} is complex ({dtype_name(p.dtype)}); use torch.view_as_real(p) as a real parameter"
            )
        if p.dtype not in PARAM_DTYPES:
            names = dtype_names(PARAM_DTYPES)
            raise TypeError(f"{where} has dtype {dtype_name(p.dtype)}; supported: {names}")

    def _check_stream_ids(self) -> None:
        """Either every parameter is tagged with a distinct id, or none is (then positions are used)."""
        self._positions_checked = True
        params = list(self._positions)
        tags = [stream_id_of(p) for p in params]
        tagged = [t for t in tags if t is not None]
        if tagged and len(tagged) != len(tags):
            missing = [i for i, t in enumerate(tags) if t is None]
            raise ValueError(
                f"{type(self).__name__}: parameters {missing[:8]} have no stream id while others do; tag all of "
                "them with flydsl.rounding.torch.optim.assign_stream_ids(model) (mixed ids could collide)"
            )
        if len(set(tagged)) != len(tagged):
            raise ValueError(
                f"{type(self).__name__}: two parameters share a stream id; call assign_stream_ids once over the "
                "whole model (or give disjoint start= values) so that no two parameters share random bits"
            )
        for t in tagged:
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= MAX_STREAM_ID:
                raise ValueError(f"stream id {t!r} is not an int in [0, {MAX_STREAM_ID}]")
        if len(params) - 1 > MAX_STREAM_ID:
            raise ValueError(f"{len(params)} parameters exceed {MAX_STREAM_ID + 1} stream ids")

    def _stream_id(self, p) -> int:
        tag = stream_id_of(p)
        return self._positions[p] if tag is None else tag

    def _check_hyper(self, group: dict) -> None:
        if not 0.0 <= group["lr"]:
            raise ValueError(f"invalid learning rate {group['lr']}: it must be >= 0")
        if not 0.0 <= group["weight_decay"]:
            raise ValueError(f"invalid weight_decay {group['weight_decay']}: it must be >= 0")

    # -- stepping -------------------------------------------------------------------------
    def _grad(self, p):
        g = p.grad
        if g.is_sparse:
            raise RuntimeError(
                f"{type(self).__name__} does not support sparse gradients (parameter {self._positions[p]}); "
                "use torch.optim.SparseAdam or densify the gradient"
            )
        if g.dtype not in (torch.float32, p.dtype):
            raise TypeError(
                f"the gradient of parameter {self._positions[p]} has dtype {dtype_name(g.dtype)}; expected "
                f"float32 or the parameter's {dtype_name(p.dtype)}"
            )
        if is_dtensor(p) != is_dtensor(g) or (is_dtensor(p) and tuple(g.placements) != tuple(p.placements)):
            raise ValueError(
                f"the gradient of parameter {self._positions[p]} must be sharded like the parameter "
                f"({getattr(p, 'placements', 'a plain tensor')}); redistribute it (reduce Partial gradients first)"
            )
        return g

    def _next_step(self, state: dict) -> int:
        t = int(state["step"]) + 1
        if t > MAX_STEP:
            raise RuntimeError(f"step {t} exceeds the keying contract's {MAX_STEP} steps per seed; change the seed")
        state["step"] = torch.tensor(t, dtype=torch.int64)
        return t

    def _new_state(self, p, group: dict, n: int) -> dict:
        dtype = getattr(torch, group["state_dtype"])
        state = {"step": torch.tensor(0, dtype=torch.int64)}
        for key in self._state_keys[:n]:
            state[key] = torch.zeros_like(p, dtype=dtype, memory_format=torch.contiguous_format)
        return state

    def _key(self, p, group: dict, t: int) -> tuple:
        """(seed, substream base for slot 0) of parameter ``p`` at step ``t``."""
        return (group["seed"], fx.Uint64), (substream(t, self._stream_id(p), SLOT_PARAM), fx.Uint64)

    @torch.no_grad()
    def step(self, closure=None):
        """One optimizer step over every parameter with a gradient; returns ``closure()``'s loss."""
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                self._update(p, self._grad(p), group)
        return loss

    def _update(self, p, grad, group: dict) -> None:
        raise NotImplementedError

    def _run(self, body, p, tensors_in, tensors_out, scalars) -> None:
        local_in = [local(t) for t in tensors_in]
        local_out = [local(t) for t in tensors_out]
        _launch(body, local_in, local_out, scalars, index_map_of(p))

    # -- state_dict ------------------------------------------------------------------------
    def load_state_dict(self, state_dict: dict) -> None:
        """Load a :meth:`state_dict`, keeping state tensors in their saved dtype (torch casts them to the
        parameter's dtype); plain tensors saved for DTensor parameters (see :meth:`gathered_state_dict`) are
        sharded like the parameter."""
        saved_groups = state_dict["param_groups"]
        saved_state = {k: dict(v) for k, v in state_dict["state"].items()}
        super().load_state_dict(state_dict)
        id_map = dict(
            zip(
                (i for g in saved_groups for i in g["params"]),
                (p for g in self.param_groups for p in g["params"]),
                strict=True,
            )
        )
        for index, values in saved_state.items():
            p = id_map[index]
            for key, value in values.items():
                if key == "step":
                    self.state[p][key] = torch.tensor(int(value), dtype=torch.int64)
                elif isinstance(value, torch.Tensor):
                    self.state[p][key] = _like_param(value, p)

    def gathered_state_dict(self) -> dict:
        """:meth:`state_dict` with every DTensor state replaced by its full tensor (a collective: call it on
        every rank). Save it from one rank; :meth:`load_state_dict` on any other world size shards it again."""
        sd = self.state_dict()
        sd["state"] = {
            k: {n: v.full_tensor() if is_dtensor(v) else v for n, v in s.items()} for k, s in sd["state"].items()
        }
        return sd


def _like_param(value, p):
    """A saved state tensor placed like parameter ``p`` (device, DTensor sharding), dtype kept."""
    if is_dtensor(p) and not is_dtensor(value):
        from torch.distributed.tensor import distribute_tensor

        if tuple(value.shape) != tuple(p.shape):
            raise ValueError(f"saved state of shape {tuple(value.shape)} does not fit parameter {tuple(p.shape)}")
        return distribute_tensor(value.detach().to(p.device), p.device_mesh, p.placements, src_data_rank=None)
    return value.to(device=p.device, copy=True)


class AdamW(FusedOptimizer):
    """AdamW (decoupled weight decay) with one fused f32 update per parameter and SR-written results.

    Arguments as ``torch.optim.AdamW`` (``lr``, ``betas``, ``eps``, ``weight_decay``, ``maximize``)
    plus ``seed`` (the Philox key, 64-bit), ``rounding`` (``"STOCHASTIC"`` or ``"RN"``, or a
    :class:`~flydsl.rounding.RoundingMode`) and ``state_dtype`` (``torch.float32`` or
    ``torch.bfloat16``). All are per-group hyper-parameters; ``seed``, ``rounding`` and
    ``state_dtype`` are saved in :meth:`state_dict`. Gradients may be f32 or the parameter's
    dtype. Keying: see the module docstring. Not supported: ``amsgrad``, sparse gradients,
    complex parameters (TypeError / RuntimeError with the reason).
    """

    _state_keys = ("exp_avg", "exp_avg_sq")

    def __init__(
        self,
        params,
        lr: float = 1e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 1e-2,
        *,
        maximize: bool = False,
        seed: int = 0,
        rounding=DEFAULT_ROUNDING,
        state_dtype=DEFAULT_STATE_DTYPE,
    ):
        defaults = dict(
            lr=lr,
            betas=betas,
            eps=eps,
            weight_decay=weight_decay,
            maximize=maximize,
            seed=seed,
            rounding=rounding,
            state_dtype=state_dtype,
        )
        super().__init__(params, defaults)

    def _check_hyper(self, group: dict) -> None:
        super()._check_hyper(group)
        b1, b2 = group["betas"]
        if not (0.0 <= b1 < 1.0 and 0.0 <= b2 < 1.0):
            raise ValueError(f"invalid betas {group['betas']}: each must be in [0, 1)")
        if not 0.0 <= group["eps"]:
            raise ValueError(f"invalid eps {group['eps']}: it must be >= 0")

    def _update(self, p, grad, group: dict) -> None:
        state = self.state[p]
        if not state:
            state.update(self._new_state(p, group, 2))
        t = self._next_step(state)
        b1, b2 = group["betas"]
        lr = group["lr"]
        scalars = adamw_scalars(lr, b1, b2, group["eps"], group["weight_decay"], group["maximize"], t)
        body = adamw_body(_DSL[p.dtype], _DSL[state["exp_avg"].dtype], _as_mode(group["rounding"]))
        m, v = state["exp_avg"], state["exp_avg_sq"]
        self._run(body, p, [p, grad, m, v], [p, m, v], [*((s, fx.Float32) for s in scalars), *self._key(p, group, t)])


def adamw_scalars(lr, beta1, beta2, eps, weight_decay, maximize, step) -> tuple:
    """The f32 run-time scalars of the AdamW body at ``step``, computed in Python floats (f64):
    ``(1 - lr*wd, 1 - beta1, beta2, 1 - beta2, lr / (1 - beta1**t), sqrt(1 - beta2**t), eps, +-1)``."""
    return (
        1.0 - lr * weight_decay,
        1.0 - beta1,
        beta2,
        1.0 - beta2,
        lr / (1.0 - beta1**step),
        math.sqrt(1.0 - beta2**step),
        eps,
        -1.0 if maximize else 1.0,
    )


class SGD(FusedOptimizer):
    """SGD with momentum, dampening, Nesterov and (coupled, L2) weight decay, as ``torch.optim.SGD``.

    One fused f32 update per parameter; the new parameter (and a bf16 momentum buffer) is written
    with ``rounding``. ``seed``, ``rounding``, ``state_dtype``: as :class:`AdamW`. Without momentum
    there is no state (only the step counter, which keys the bits).
    """

    _state_keys = ("momentum_buffer",)

    def __init__(
        self,
        params,
        lr: float = 1e-3,
        momentum: float = 0.0,
        dampening: float = 0.0,
        weight_decay: float = 0.0,
        nesterov: bool = False,
        *,
        maximize: bool = False,
        seed: int = 0,
        rounding=DEFAULT_ROUNDING,
        state_dtype=DEFAULT_STATE_DTYPE,
    ):
        defaults = dict(
            lr=lr,
            momentum=momentum,
            dampening=dampening,
            weight_decay=weight_decay,
            nesterov=nesterov,
            maximize=maximize,
            seed=seed,
            rounding=rounding,
            state_dtype=state_dtype,
        )
        super().__init__(params, defaults)

    def _check_hyper(self, group: dict) -> None:
        super()._check_hyper(group)
        if not 0.0 <= group["momentum"]:
            raise ValueError(f"invalid momentum {group['momentum']}: it must be >= 0")
        if group["nesterov"] and (group["momentum"] <= 0 or group["dampening"] != 0):
            raise ValueError("Nesterov momentum requires momentum > 0 and dampening = 0 (as torch.optim.SGD)")

    def _update(self, p, grad, group: dict) -> None:
        state = self.state[p]
        if not state:
            state.update(self._new_state(p, group, 0))
        t = self._next_step(state)
        has_momentum = group["momentum"] != 0
        first = has_momentum and "momentum_buffer" not in state
        if first:  # the buffer starts at the first step with momentum (buf = d, as torch.optim.SGD)
            state["momentum_buffer"] = self._new_state(p, group, 1)["momentum_buffer"]
        buf = state.get("momentum_buffer")
        scalars = sgd_scalars(
            group["lr"], group["momentum"], group["dampening"], group["weight_decay"], group["nesterov"],
            group["maximize"], first,
        )  # fmt: skip
        state_type = _DSL[buf.dtype] if has_momentum else fx.Float32
        body = sgd_body(
            _DSL[p.dtype], state_type, _as_mode(group["rounding"]), has_momentum, bool(group["nesterov"]),
            group["weight_decay"] != 0,
        )  # fmt: skip
        ins, outs = ([p, grad, buf], [p, buf]) if has_momentum else ([p, grad], [p])
        self._run(body, p, ins, outs, [*((s, fx.Float32) for s in scalars), *self._key(p, group, t)])


def sgd_scalars(lr, momentum, dampening, weight_decay, nesterov, maximize, first: bool) -> tuple:
    """The f32 run-time scalars of the SGD body: ``(wd, keep, take, nesterov momentum, lr, +-1)`` with
    ``keep, take = 0, 1`` on the buffer's first step (buf = d) and ``momentum, 1 - dampening`` after."""
    keep, take = (0.0, 1.0) if first else (momentum, 1.0 - dampening)
    return (weight_decay, keep, take, momentum if nesterov else 0.0, lr, -1.0 if maximize else 1.0)
