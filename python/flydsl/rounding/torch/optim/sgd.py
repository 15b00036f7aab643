"""SGD: the fused SR optimizer over :class:`~flydsl.rounding.torch.optim.base.FusedOptimizer` and the fused
body :func:`~flydsl.rounding.torch.optim.functional.sgd_body`."""

from __future__ import annotations

import torch

from ...keyspace import optimizer_substream
from ...runtime.triton.catalogue import kernel_name
from ..boundary import dsl_type, dtype_name
from .base import DEFAULT_ROUNDING, DEFAULT_STATE_DTYPE, BodyKey, FusedOptimizer, GroupSettings, PlannedUpdate
from .functional import SGDScalars, sgd_body, sgd_scalars


class SGD(FusedOptimizer):
    """SGD with momentum, dampening, Nesterov and (coupled, L2) weight decay, as ``torch.optim.SGD``.

    One fused f32 update per parameter; the new parameter (and a bf16 momentum buffer) is written
    with ``rounding``. ``seed``, ``rounding``, ``state_dtype``, ``rounds`` and torch's keywords
    (``foreach``, ``fused``, ``differentiable``): as :class:`AdamW`. Without momentum there is no
    state (only the step counter, which keys the bits).
    """

    _state_keys = ("momentum_buffer",)
    _floats = ("lr", "weight_decay", "momentum", "dampening")

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
        foreach: bool | None = None,
        differentiable: bool = False,
        fused: bool | None = None,
        seed: int = 0,
        rounding=DEFAULT_ROUNDING,
        state_dtype=DEFAULT_STATE_DTYPE,
        rounds: int | None = None,
    ):
        defaults = dict(
            lr=lr,
            momentum=momentum,
            dampening=dampening,
            weight_decay=weight_decay,
            nesterov=nesterov,
            maximize=maximize,
            foreach=foreach,
            differentiable=differentiable,
            fused=fused,
            seed=seed,
            rounding=rounding,
            state_dtype=state_dtype,
            rounds=rounds,
        )
        super().__init__(params, defaults)

    def _check_hyper(self, group: dict, h: dict) -> None:
        super()._check_hyper(group, h)
        if not 0.0 <= h["momentum"]:
            raise ValueError(f"invalid momentum {h['momentum']}: it must be >= 0")
        if group["nesterov"] and (h["momentum"] <= 0 or h["dampening"] != 0):
            raise ValueError("Nesterov momentum requires momentum > 0 and dampening = 0 (as torch.optim.SGD)")

    def _structure(self, group: dict, settings: GroupSettings) -> tuple:
        h = settings.hyper
        return (h["momentum"] != 0, bool(group["nesterov"]), h["weight_decay"] != 0)

    def _group_scalars(self, group: dict, settings: GroupSettings, t: int) -> SGDScalars:
        h = settings.hyper
        return sgd_scalars(
            h["lr"], h["momentum"], h["dampening"], h["weight_decay"], bool(group["nesterov"]), bool(group["maximize"]),
            False, seed=settings.seed, substream=optimizer_substream(t, 0, 0),
        )  # fmt: skip

    def _plan(self, p, grad, group: dict, settings: GroupSettings, t: int) -> PlannedUpdate:
        state = self.state.get(p, {})
        h = settings.hyper
        has_momentum = h["momentum"] != 0
        first = has_momentum and "momentum_buffer" not in state
        # the buffer starts at the first step with momentum (buf = d, as torch.optim.SGD)
        new = {"momentum_buffer": self._zeros(p, settings)} if first else {}
        buf = (new or state).get("momentum_buffer")
        scalars = sgd_scalars(
            h["lr"], h["momentum"], h["dampening"], h["weight_decay"], bool(group["nesterov"]), bool(group["maximize"]),
            first, **self._key(p, settings, t),
        )  # fmt: skip
        state_dtype = buf.dtype if has_momentum else torch.float32
        body = BodyKey(_sgd_body_of, (
            p.dtype, state_dtype, settings.mode, settings.rounds, has_momentum, bool(group["nesterov"]),
            h["weight_decay"] != 0,
        ))  # fmt: skip
        ins, outs = ([p, grad, buf], [p, buf]) if has_momentum else ([p, grad], [p])
        kernel = kernel_name(
            "sgd", param=dtype_name(p.dtype), grad=dtype_name(grad.dtype),
            state=dtype_name(buf.dtype) if has_momentum else "float32",
            mode=settings.mode.name, momentum=has_momentum, nesterov=bool(group["nesterov"]),
            decay=h["weight_decay"] != 0,
        )  # fmt: skip
        job = self._job(p, ins, outs, scalars)
        return PlannedUpdate(p, t, body, SGDScalars, settings.foreach, job, new, kernel, settings.rounds)


def _sgd_body_of(param_dtype, state_dtype, mode, rounds, momentum, nesterov, decay):
    return sgd_body(dsl_type(param_dtype), dsl_type(state_dtype), mode, rounds, momentum, nesterov, decay)
