"""AdamW: the fused SR optimizer over :class:`~flydsl.rounding.torch.optim.base.FusedOptimizer` and the fused
body :func:`~flydsl.rounding.torch.optim.functional.adamw_body`."""

from __future__ import annotations

import functools

from ...keyspace import optimizer_substream
from ...runtime.triton.catalogue import kernel_name
from ..boundary import dsl_type, dtype_name
from .base import (
    DEFAULT_ROUNDING,
    DEFAULT_STATE_DTYPE,
    DEVICE_STEP,
    BodyKey,
    FusedOptimizer,
    GroupSettings,
    PlannedUpdate,
    real_setting,
)
from .functional import AdamWHyper, AdamWScalars, adamw_body, adamw_scalars


class AdamW(FusedOptimizer):
    """AdamW (decoupled weight decay) with one fused f32 update per parameter and SR-written results.

    Arguments as ``torch.optim.AdamW`` (``lr``, ``betas``, ``eps``, ``weight_decay``, ``maximize``)
    plus ``seed`` (the Philox key, 64-bit), ``rounding`` (``"STOCHASTIC"`` or ``"RN"``, or a
    :class:`~flydsl.rounding.RoundingMode`), ``state_dtype`` (``torch.float32`` or
    ``torch.bfloat16``) and ``rounds`` (Philox rounds, 1..16; default: the process-wide
    :func:`~flydsl.rounding.get_default_rounds` at construction). All are per-group
    hyper-parameters saved in :meth:`state_dict`. Gradients may be f32 or the parameter's dtype.
    Keying: see :mod:`flydsl.rounding.torch.optim`.

    torch's keywords: ``foreach`` (``None``/``True``: one launch per group of tensors, ``False``:
    one per tensor; the same bits), ``fused`` (accepted, no effect: the update is always one fused
    body), ``amsgrad``, ``differentiable`` only at their defaults (``False``; other
    values raise TypeError with the reason). Sparse gradients and complex parameters are refused too.

    ``capturable=True`` (as torch's): the step counts live on the GPU (``state["step"]``, int64) and a small kernel
    advances them and makes each tensor's scalars there (bias corrections, the substream's step part), so a step
    can be captured in a CUDA graph with the model's forward and backward and every replay is the next step, with
    the bits of an eager step (capturable or not). Triton backend only (CUDA, or ROCm with
    ``FLYDSL_ROUNDING_BACKEND=triton``), multi-tensor launches only. Run eager steps before capturing (they make the
    state and the launches' tables); the hyper-parameters are those at capture time (capture again after changing
    them). The 2**32-step limit of the keying is not checked on the device. See docs/optim.rst.
    """

    _state_keys = ("exp_avg", "exp_avg_sq")
    _floats = ("lr", "weight_decay", "eps")
    _capturable = True

    def __init__(
        self,
        params,
        lr: float = 1e-3,
        betas: tuple = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 1e-2,
        amsgrad: bool = False,
        *,
        maximize: bool = False,
        foreach: bool | None = None,
        capturable: bool = False,
        differentiable: bool = False,
        fused: bool | None = None,
        seed: int = 0,
        rounding=DEFAULT_ROUNDING,
        state_dtype=DEFAULT_STATE_DTYPE,
        rounds: int | None = None,
    ):
        defaults = dict(
            lr=lr,
            betas=betas,
            eps=eps,
            weight_decay=weight_decay,
            amsgrad=amsgrad,
            maximize=maximize,
            foreach=foreach,
            capturable=capturable,
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
        betas = group["betas"]
        if not isinstance(betas, (tuple, list)) or len(betas) != 2:
            raise TypeError(f"betas must be a pair (beta1, beta2), got {betas!r}")
        b1, b2 = (real_setting({"beta": b}, "beta") for b in betas)
        if not (0.0 <= b1 < 1.0 and 0.0 <= b2 < 1.0):
            raise ValueError(f"invalid betas {tuple(betas)}: each must be in [0, 1)")
        h["beta1"], h["beta2"] = b1, b2
        if not 0.0 <= h["eps"]:
            raise ValueError(f"invalid eps {h['eps']}: it must be >= 0")

    def _group_scalars(self, group: dict, settings: GroupSettings, t: int) -> AdamWScalars:
        h = settings.hyper
        return _adamw_scalars_at(
            AdamWScalars, h["lr"], h["beta1"], h["beta2"], h["eps"], h["weight_decay"], bool(group["maximize"]), t,
            settings.seed,
        )._replace(substream=optimizer_substream(t, 0, 0))  # fmt: skip

    def _plan(self, p, grad, group: dict, settings: GroupSettings, t: int) -> PlannedUpdate:
        state = self.state.get(p, {})
        new = {} if "exp_avg" in state else {k: self._zeros(p, settings) for k in self._state_keys}
        m, v = (new or state)["exp_avg"], (new or state)["exp_avg_sq"]
        h = settings.hyper
        key = self._key(p, settings, t)
        hyper = None
        if t == DEVICE_STEP:  # capturable: the scalars are made on the device; the record only types the arguments
            hyper = self._device_hyper(group, settings)
            scalars = AdamWScalars(*(0.0,) * 8, seed=key["seed"], substream=key["substream"])
        else:  # the group's scalars at step t, then this tensor's substream
            scalars = _adamw_scalars_at(
                AdamWScalars, h["lr"], h["beta1"], h["beta2"], h["eps"], h["weight_decay"], bool(group["maximize"]),
                t, key["seed"],
            )._replace(substream=key["substream"])  # fmt: skip
        body = BodyKey(_adamw_body_of, (p.dtype, m.dtype, settings.mode, settings.rounds))
        job = self._job(p, [p, grad, m, v], [p, m, v], scalars)
        kernel = _adamw_kernel(p.dtype, grad.dtype, m.dtype, settings.mode)
        return PlannedUpdate(p, t, body, AdamWScalars, settings.foreach, job, new, kernel, settings.rounds, hyper)

    def _device_hyper(self, group: dict, settings: GroupSettings) -> AdamWHyper:
        h = settings.hyper
        return AdamWHyper(
            h["lr"], h["beta1"], h["beta2"], h["eps"], h["weight_decay"], -1.0 if group["maximize"] else 1.0,
            settings.seed,
        )  # fmt: skip

    def _device_scalars(self, counts, rows, hyper: AdamWHyper) -> int:
        from ...runtime.triton import optim_scalars  # imports Triton: only where the Triton backend runs

        optim_scalars.adamw_scalars(counts, rows, AdamWScalars, hyper)
        return 1


@functools.lru_cache(maxsize=256)
def _adamw_scalars_at(record, lr, beta1, beta2, eps, weight_decay, maximize, step, seed) -> AdamWScalars:
    """:func:`adamw_scalars` of a group at one step, computed once for all its tensors (substream 0). ``record``
    (the scalar record class in use) is part of the cache key: a record rebound elsewhere is never served an
    earlier one's values."""
    del record  # the key only
    return adamw_scalars(lr, beta1, beta2, eps, weight_decay, maximize, step, seed=seed, substream=0)


@functools.lru_cache(maxsize=256)
def _adamw_kernel(param, grad, state, mode) -> str:
    """The generated Triton kernel of one AdamW variant (torch dtypes, RoundingMode)."""
    return kernel_name("adamw", param=dtype_name(param), grad=dtype_name(grad), state=dtype_name(state), mode=mode.name)


def _adamw_body_of(param_dtype, state_dtype, mode, rounds):
    return adamw_body(dsl_type(param_dtype), dsl_type(state_dtype), mode, rounds)
