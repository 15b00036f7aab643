"""The shared base of the fused optimizers: settings checks, stream ids, keying, stepping, launches (the
host engine, FlyDSL on ROCm, the generated Triton kernels and their replayed multi-tensor launches) and
``state_dict`` interchange with ``torch.optim``. One module per algorithm builds on it
(:mod:`~flydsl.rounding.torch.optim.adamw`, :mod:`~flydsl.rounding.torch.optim.sgd`), as ``torch.optim`` does.
"""

from __future__ import annotations

import functools
import itertools
import math
import numbers
import operator
import typing
import weakref
from dataclasses import dataclass

import torch

from ...keyspace import MAX_STEP, optimizer_substream
from ...modes import RoundingMode, as_rounding_mode
from ...philox import check_rounds, get_default_rounds
from ...runtime.indexing import MAX_STREAM_ID, IndexMap, index_map_of, stream_id_of, taggings
from ...runtime.job import Job, work_tensors
from ..boundary import capturing, check_device, check_u64, dtype_name, dtype_names, is_dtensor, local, uses_triton
from .functional import SLOT_PARAM, scalar_types

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
#: The step a capturable group's update is planned for: its count lives on the device and is never read on the
#: host (the substream's step part and the bias corrections are made there).
DEVICE_STEP = 0


def _elementwise():
    from ...runtime import elementwise

    return elementwise


# --------------------------------------------------------------------------------------------
# Settings: every value a step reads from a param group is checked there, with the constructor's
# messages (groups may be edited after construction, or loaded from a torch.optim state_dict).


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


def _check_rounds(rounds) -> int:
    return check_rounds(rounds, "rounds")


def real_setting(group: dict, key: str) -> float:
    value = group[key]
    if isinstance(value, torch.Tensor) and value.numel() == 1:
        value = value.item()
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{key} must be a real number, got {type(value).__name__}")
    return float(value)


#: torch.optim keywords without a meaning here: (value accepted, why another value is refused).
_REFUSED = {
    "amsgrad": (
        False,
        "the fused update keeps no running maximum of exp_avg_sq; use torch.optim.AdamW(amsgrad=True) for AMSGrad",
    ),
    "capturable": (
        False,
        "this optimizer keys each step on the host (the step count is a kernel argument), so a CUDA graph would "
        "replay one step's random bits; AdamW(capturable=True) keeps its step counts on the GPU",
    ),
    "differentiable": (False, "the fused update runs outside autograd; no gradient flows through a step"),
    "decoupled_weight_decay": (True, "this is AdamW: its weight decay is decoupled (p *= 1 - lr * wd)"),
}


def _check_torch_keywords(cls: str, group: dict, capturable: bool) -> bool:
    """Check torch.optim's keywords (``capturable`` too unless the class supports it); returns whether the group
    runs multi-tensor (``foreach``)."""
    if capturable and group.get("capturable") not in (None, True, False):
        raise TypeError(f"capturable must be True or False, got {group['capturable']!r}")
    for key, (accepted, why) in _REFUSED.items():
        if key == "capturable" and capturable:
            continue
        if key in group and group[key] != accepted:
            raise TypeError(f"{cls}({key}={group[key]!r}) is not supported: {why} (pass {key}={accepted!r})")
    for key in ("foreach", "fused"):
        if group.get(key) not in (None, True, False):
            raise TypeError(f"{key} must be None, True or False, got {group[key]!r}")
    return group.get("foreach") is not False


@dataclass(frozen=True)
class GroupSettings:
    """The checked values of one param group that a step reads."""

    seed: int
    mode: RoundingMode
    state_dtype: torch.dtype
    rounds: int
    foreach: bool
    hyper: dict  # the float hyper-parameters by name
    capturable: bool = False  #: step counts on the device, scalars computed there (see FusedOptimizer)


def _step_hooks(func):
    """``func`` (the optimizers' ``step``) wrapped as ``torch.optim.Optimizer.profile_hook_step`` wraps it (the
    step hooks, the profiler's annotation and entry point), except that while no hook is registered and no profiler
    runs it skips that wrapper's ``record_function`` (several microseconds of a replayed step's host time)."""
    wrapped = torch.optim.Optimizer.profile_hook_step(func)
    import torch.optim.optimizer as torch_optimizer

    pre = getattr(torch_optimizer, "_global_optimizer_pre_hooks", None)
    post = getattr(torch_optimizer, "_global_optimizer_post_hooks", None)
    profiling = getattr(torch._C._autograd, "_profiler_enabled", None)
    if pre is None or post is None or profiling is None:  # another torch: its own wrapper
        wrapped.hooked = True
        return wrapped

    @functools.wraps(func)
    def step(self, *args, **kwargs):
        if pre or post or self._optimizer_step_pre_hooks or self._optimizer_step_post_hooks or profiling():
            return wrapped(self, *args, **kwargs)
        out = func(self, *args, **kwargs)
        self._optimizer_step_code()
        return out

    step.hooked = True  # torch.optim.Optimizer wraps a step only once
    return step


class FusedOptimizer(torch.optim.Optimizer):
    """Base of :class:`AdamW` and :class:`SGD`: validation, stream ids, step counters, state dtypes,
    launches, :meth:`state_dict` / :meth:`load_state_dict` and :meth:`gathered_state_dict` for sharded
    parameters.

    ``last_step_launches`` is the number of launches (host-engine calls or GPU kernels) of the last
    :meth:`step`: one per group of tensors sharing device, dtypes and settings by default.
    """

    _state_keys: tuple = ()
    _floats: tuple = ("lr", "weight_decay")
    #: Whether the class computes its step scalars on the device (``capturable=True``: :meth:`_device_hyper`,
    #: :meth:`_device_scalars`).
    _capturable: bool = False

    def __init__(self, params, defaults: dict):
        if defaults.get("rounds") is None:
            defaults["rounds"] = get_default_rounds()  # read once, here: a setting of this optimizer
        self._positions: dict = {}
        self._checked: dict = {}  # parameter -> (dtype, device, layout) it was checked with
        self.last_step_launches = 0
        self._fast = None  # the last step's launches, replayed while nothing but the scalars changes (_FastPlan)
        self._settings(defaults, "")  # the defaults themselves, before any group uses them
        super().__init__(params, defaults)
        self._check_stream_ids(list(self._positions))

    # -- settings ----------------------------------------------------------------------------
    def _settings(self, group: dict, where: str) -> GroupSettings:
        """Check every value of ``group`` a step reads (raises with the constructor's messages,
        prefixed by ``where``, e.g. ``"param_groups[1]: "``) and normalise seed / rounding / state dtype."""
        try:
            settings = GroupSettings(
                seed=_check_seed(group["seed"]),
                mode=_as_mode(group["rounding"]),
                state_dtype=_as_state_dtype(group["state_dtype"]),
                rounds=_check_rounds(group["rounds"]),
                foreach=_check_torch_keywords(type(self).__name__, group, self._capturable),
                hyper={k: real_setting(group, k) for k in self._floats},
                capturable=bool(group.get("capturable")) and self._capturable,
            )
            self._check_hyper(group, settings.hyper)
        except (TypeError, ValueError) as e:
            raise type(e)(f"{type(self).__name__}: {where}{e}") from None
        return settings

    def _check_hyper(self, group: dict, h: dict) -> None:
        if not 0.0 <= h["lr"]:
            raise ValueError(f"invalid learning rate {h['lr']}: it must be >= 0")
        if not 0.0 <= h["weight_decay"]:
            raise ValueError(f"invalid weight_decay {h['weight_decay']}: it must be >= 0")

    def __setstate__(self, state: dict) -> None:
        """torch.optim's hook after unpickling and :meth:`load_state_dict`: groups missing a key (e.g.
        loaded from ``torch.optim.AdamW``) get the constructor's value, as torch.optim does. An unpickled or
        deep-copied optimizer (``copy.deepcopy``, ``torch.save(opt)``) numbers its parameters again in the groups'
        order, as construction did, so it continues with the original's bits."""
        super().__setstate__(state)
        self._fast = None
        for group in self.param_groups:
            for key, value in self.defaults.items():
                group.setdefault(key, value)
        if "_positions" not in self.__dict__:  # unpickled or deep-copied: torch.optim keeps defaults, state, groups
            self._positions = dict.fromkeys(p for group in self.param_groups for p in group["params"])
            for i, p in enumerate(self._positions):  # construction's order (add_param_group, group by group)
                self._positions[p] = i
            self._checked = {}
            self.last_step_launches = 0
            self._check_stream_ids(list(self._positions))

    # -- parameters ----------------------------------------------------------------------
    def add_param_group(self, param_group: dict) -> None:
        """Add a group (validated: dtypes, devices, hyper-parameters); untagged parameters get the next positions."""
        super().add_param_group(param_group)
        self._fast = None
        group = self.param_groups[-1]
        new = {p: i for i, p in enumerate(p for p in dict.fromkeys(group["params"]) if p not in self._positions)}
        try:
            settings = self._settings(group, f"param_groups[{len(self.param_groups) - 1}]: ")
            for p in group["params"]:
                known = self._positions.get(p)
                self._check_param(p, len(self._positions) + new[p] if known is None else known)
        except (TypeError, ValueError):
            self.param_groups.pop()
            raise
        group["seed"], group["rounding"] = settings.seed, settings.mode.name
        group["state_dtype"] = dtype_name(settings.state_dtype)
        if hasattr(self, "_positions_checked"):
            self._check_stream_ids([*self._positions, *new])  # tensors: dict keys (identity), never ==
        for p in new:
            self._positions[p] = len(self._positions)

    def _check_param(self, p, position: int) -> None:
        if self._checked.get(p) == (p.dtype, p.device, p.layout):  # unchanged since it was checked
            return
        where = f"{type(self).__name__}: parameter {position}"
        if not isinstance(p, torch.Tensor):
            raise TypeError(f"{where} is a {type(p).__name__}, not a tensor")
        if p.is_sparse:
            raise TypeError(f"{where} is sparse; the fused optimizers update dense tensors only")
        if p.is_complex():
            raise TypeError(
                f"{where} is complex ({dtype_name(p.dtype)}); use torch.view_as_real(p) as a real parameter"
            )
        if p.dtype not in PARAM_DTYPES:
            names = dtype_names(PARAM_DTYPES)
            raise TypeError(f"{where} has dtype {dtype_name(p.dtype)}; supported: {names}")
        check_device(p.device, where)
        self._checked[p] = (p.dtype, p.device, p.layout)

    def _check_stream_ids(self, params: list) -> None:
        """Either every parameter is tagged with a distinct id, or none is (then positions are used)."""
        self._positions_checked = True
        self._taggings = taggings()  # checked again by a step after assign_stream_ids tags again
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

    def _check_appended(self, appended: list) -> None:
        """Parameters put into ``param_groups[i]["params"]`` directly (not through add_param_group)."""
        known = list(self._positions)
        if any(stream_id_of(p) is None for p in appended) or any(stream_id_of(p) is None for p in known):
            raise ValueError(
                f"{type(self).__name__}: {len(appended)} parameter(s) in param_groups were added after construction "
                "without add_param_group and have no stream id, so their random bits would have no stable key; "
                "add them with opt.add_param_group({'params': [...]}), or tag every parameter with "
                "flydsl.rounding.torch.optim.assign_stream_ids(model) before creating the optimizer"
            )
        self._check_stream_ids(known + appended)

    def _stream_id(self, p) -> int:
        tag = stream_id_of(p)
        return self._positions[p] if tag is None else tag

    def _key(self, p, settings: GroupSettings, t: int) -> dict:
        """The scalar-record fields ``seed`` and ``substream`` (slot 0) of parameter ``p`` at step ``t``."""
        # t (<= MAX_STEP, _next_step) and the stream id (_check_stream_ids) are checked: substream() unrolled
        return {"seed": settings.seed, "substream": optimizer_substream(t, self._stream_id(p), SLOT_PARAM)}

    # -- stepping -------------------------------------------------------------------------
    def _grad(self, p, position: int):
        g = p.grad
        if g.is_sparse:
            raise RuntimeError(
                f"{type(self).__name__} does not support sparse gradients (parameter {position}); "
                "use torch.optim.SparseAdam or densify the gradient"
            )
        if g.dtype not in (torch.float32, p.dtype):
            raise TypeError(
                f"the gradient of parameter {position} has dtype {dtype_name(g.dtype)}; expected "
                f"float32 or the parameter's {dtype_name(p.dtype)}"
            )
        if is_dtensor(p) != is_dtensor(g) or (is_dtensor(p) and tuple(g.placements) != tuple(p.placements)):
            raise ValueError(
                f"the gradient of parameter {position} must be sharded like the parameter "
                f"({getattr(p, 'placements', 'a plain tensor')}); redistribute it (reduce Partial gradients first)"
            )
        if g.device != p.device:
            raise ValueError(f"the gradient of parameter {position} is on {g.device}, the parameter on {p.device}")
        return g

    def _next_step(self, state: dict) -> int:
        t = _step_of(state.get("step", 0)) + 1
        if t > MAX_STEP:
            raise RuntimeError(f"step {t} exceeds the keying contract's {MAX_STEP} steps per seed; change the seed")
        return t

    def _zeros(self, p, settings: GroupSettings):
        return torch.zeros_like(p, dtype=settings.state_dtype, memory_format=torch.contiguous_format)

    def step(self, closure=None):
        """One optimizer step over every parameter with a gradient; returns ``closure()``'s loss.

        Everything is checked before anything changes: a step that raises leaves parameters,
        state and step counters as they were.
        """
        if capturing():
            self._check_capture()
        if closure is None and self._fast is not None and self._replay(self._fast):
            return None
        return self._full_step(closure, replay=closure is not None)

    step = _step_hooks(step)

    def _check_capture(self) -> None:
        """Refuse a step inside a CUDA graph capture unless every group is capturable (a host-keyed step would be
        baked into the graph: every replay would repeat this step's bias corrections and random bits)."""
        cls = type(self).__name__
        if not self._capturable:
            raise RuntimeError(
                f"{cls}.step() is being captured in a CUDA graph, but {cls} keys each step on the host (the step "
                "count is a kernel argument), so every replay would repeat this step's random bits: run "
                f"{cls} outside the graph, or use AdamW(capturable=True)"
            )
        for i, group in enumerate(self.param_groups):
            if group.get("capturable") is not True:
                raise RuntimeError(
                    f"{cls}.step() is being captured in a CUDA graph, but param_groups[{i}] has capturable=False: its "
                    "step count and bias corrections would be baked into the graph, so every replay would repeat "
                    f"this step; construct {cls}(..., capturable=True) and run a few eager steps before capturing"
                )

    def _check_capturable(self, items: list) -> None:
        """A capturable step runs as multi-tensor Triton launches with scalars made on the device: check that every
        such item can (before anything changes)."""
        cls = type(self).__name__
        now_capturing = capturing()
        for item in items:
            if item.device_hyper is None:
                continue
            where = f"{cls}(capturable=True): parameter {self._positions.get(item.param, '(new)')}"
            if not uses_triton(item.param.device, cls):
                raise RuntimeError(
                    f"{where} is on {item.param.device}, which does not run on the Triton backend; a capturable step "
                    "keeps its step counts on a GPU and runs Triton kernels (CUDA, or ROCm with "
                    "FLYDSL_ROUNDING_BACKEND=triton): move the model to the GPU, or pass capturable=False"
                )
            if not _multi_tensor(item):
                why = "foreach=False asks for one launch per tensor" if not item.foreach else (
                    "its shard is not contiguous in the parameter's global index space")  # fmt: skip
                raise RuntimeError(
                    f"{where}: {why}, but a capturable step runs only the multi-tensor launch: pass foreach=None "
                    "(and shard along dim 0), or capturable=False"
                )
            if now_capturing and item.new_state:
                raise RuntimeError(
                    f"{where} has no optimizer state yet, and creating it inside a CUDA graph capture would reset it "
                    "on every replay: run at least one eager step (torch's recipe: warm-up steps on a side stream) "
                    "before capturing"
                )

    @torch.no_grad()
    def _full_step(self, closure, replay: bool):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        if replay and self._fast is not None and self._replay(self._fast):
            return loss
        if self._taggings != taggings():  # parameters tagged again since they were checked
            self._check_stream_ids(list(self._positions))
        todo, appended = [], {}  # appended: parameter -> its position (a dict: tensors compare by identity)
        for i, group in enumerate(self.param_groups):
            settings = self._settings(group, f"param_groups[{i}]: ")
            for p in group["params"]:
                position = self._positions.get(p)
                if position is None:  # put into param_groups directly, after construction
                    position = appended.setdefault(p, len(self._positions) + len(appended))
                self._check_param(p, position)
                if p.grad is not None:
                    todo.append((p, self._grad(p, position), group, settings))
        if appended:
            self._check_appended(list(appended))
        items = [
            self._plan(p, g, group, s, DEVICE_STEP if s.capturable else self._next_step(self.state.get(p, {})))
            for p, g, group, s in todo
        ]
        self._check_capturable(items)
        for p in appended:
            self._positions[p] = len(self._positions)
        self.last_step_launches = self._launch(items)
        self._fast = None
        # a first step (state made) plans in full again; a step captured in a CUDA graph is not replayed outside it
        replayable = items and not appended and not any(it.new_state for it in items) and not capturing()
        steps = []
        for item in items:  # commit: new state and step counters only after every launch ran
            state = self.state[item.param]
            if item.new_state:
                state.update(item.new_state)
            if item.device_hyper is not None:
                continue  # its counter is on the device, advanced by the launch
            if "step" not in state:
                state["step"] = torch.tensor(0, dtype=torch.int64)
            steps.append(state["step"])
        if steps:
            torch._foreach_add_(steps, 1)  # in place, as torch.optim's counters (each now its item's step)
        if replayable:
            self._fast = self._plan_replay(items)
        return loss

    def _plan(self, p, grad, group: dict, settings: GroupSettings, t: int):
        raise NotImplementedError

    def _job(self, p, ins, outs, scalars) -> Job:
        if not is_dtensor(p):  # then neither are its gradient (checked) and state (made like it): as they are
            return Job(tuple(ins), tuple(outs), scalars)
        return Job(tuple(local(x) for x in ins), tuple(local(x) for x in outs), scalars, index_map_of(p))

    # -- replaying a step --------------------------------------------------------------------
    # A training loop repeats the same step: the same parameters, gradients at the same addresses, the same
    # settings; only the step counter and the hyper-parameters' values (a schedule's lr) move. Such a step
    # relaunches the kept multi-tensor launches with new scalars instead of planning every tensor again.
    # Anything else (a new parameter or gradient address, a changed setting or structure, a first step that
    # creates state, FlyDSL or per-tensor launches, a loaded state dict) takes the full path.

    def _structure(self, group: dict, settings: GroupSettings) -> tuple:
        """What of a group selects its kernels beyond the settings (SGD: momentum, Nesterov, decay on/off)."""
        return ()

    def _group_scalars(self, group: dict, settings: GroupSettings, t: int):
        """The scalar record of ``group`` at step ``t`` with the step's part of the substream
        (``keyspace.optimizer_substream(t, 0, 0)``; each tensor's part is in the launch's job table)."""
        raise NotImplementedError

    def _plan_replay(self, items: list):
        """The replay plan of the step just committed (None where it cannot be replayed). Its members' step
        counters are rebound (``Tensor.set_``: the same objects) to one int64 tensor per launch, so a replay
        advances them with one ``add_`` instead of one op per parameter."""
        if any(x is None for x in self._prepared):
            return None
        group_of = {p: i for i, g in enumerate(self.param_groups) for p in g["params"]}
        launches = []
        for prepared, members, rounds, device_step in self._prepared:
            if device_step is not None:  # counters on the device: bound to device_step.counts by the launch
                groups = tuple(sorted({group_of[it.param] for it in members}))
                launches.append(_Replayed(prepared, groups, rounds, DEVICE_STEP, device_step.counts, device_step))
                continue
            t = members[0].step
            states = [self.state[it.param] for it in members]
            steps = [st["step"] for st in states]
            if any(it.step != t for it in members) or not all(map(_plain_counter, steps)):
                return None
            if any(_step_of(s) != t for s in steps):
                return None
            counts = torch.full((len(steps),), t, dtype=torch.int64)
            storage = counts.untyped_storage()
            for i, s in enumerate(steps):
                s.set_(storage, i, (), ())
            groups = tuple(sorted({group_of[it.param] for it in members}))
            launches.append(_Replayed(prepared, groups, rounds, t, counts))
        raws = tuple(map(_raw_settings, self.param_groups))
        settings = tuple(self._settings(g, f"param_groups[{i}]: ") for i, g in enumerate(self.param_groups))
        snapshots = tuple(map(self._snapshot, self.param_groups, settings))
        state = _StateSignature.of(self.state)
        if state is None:
            return None
        return _FastPlan(_ParamSignature.of(self.param_groups), state, taggings(), raws, settings, snapshots, launches)

    def _snapshot(self, group: dict, s: GroupSettings) -> tuple:
        return (s.seed, s.mode, s.state_dtype, s.rounds, s.foreach, s.capturable, self._structure(group, s))

    def _replay(self, plan) -> bool:
        """Relaunch ``plan`` at the next step if nothing but scalars changed; True when it did."""
        if (
            plan.taggings != taggings()
            or not plan.signature.holds(self.param_groups)
            or not plan.state.holds(self.state)
        ):
            return False  # (stream ids tagged again: the kept job tables hold the old ids' substreams)
        groups = self.param_groups
        settings = plan.settings
        raws = tuple(map(_raw_settings, groups))
        if None in raws or raws != plan.raws:  # a value changed (or one a snapshot cannot hold): check them again
            settings = tuple(self._settings(g, f"param_groups[{i}]: ") for i, g in enumerate(groups))
            if tuple(map(self._snapshot, groups, settings)) != plan.snapshots:
                return False
        calls = []
        for r in plan.launches:
            if r.device is not None:  # a capturable launch: its counters are on the GPU, its scalars made there
                found = {self._device_hyper(groups[i], settings[i]) for i in r.groups}
                if len(found) != 1:
                    return False
                calls.append((r.prepared, r.device, found.pop(), r.rounds))  # (DeviceStep, hyper)
                continue
            # the counters (the same objects, plan.state: rebound to r.counts) every one still at the step the plan ran
            if bool(r.counts.ne(r.step).any()):
                return False
            if len(r.groups) == 1:
                scalars = self._group_scalars(groups[r.groups[0]], settings[r.groups[0]], r.step + 1)
            else:
                found = {self._group_scalars(groups[i], settings[i], r.step + 1) for i in r.groups}
                if len(found) != 1:  # groups that shared a launch no longer share their scalars
                    return False
                scalars = found.pop()
            calls.append((r.prepared, scalars, None, r.rounds))
        launch = triton_launch()
        launches = 0
        for prepared, scalars, hyper, rounds in calls:
            if hyper is not None:
                launches += self._launch_device_step(launch, prepared, scalars, hyper, rounds)
            else:
                launches += launch.launch_prepared(prepared, scalars, rounds=rounds)
        for r in plan.launches:
            if r.device is None:
                r.counts.add_(1)
        self._fast = plan._replace(
            launches=[r._replace(step=r.step + 1) if r.device is None else r for r in plan.launches],
            raws=plan.raws if None in raws else raws, settings=settings,
        )  # fmt: skip
        self.last_step_launches = launches
        return True

    def _launch(self, items: list) -> int:
        """Run every planned update: one run_many per body and foreach setting; returns the launches."""
        by_body: dict = {}
        launches = 0
        by_kernel: dict = {}
        self._prepared = []  # (prepared multi-tensor launch, its items, rounds): what _plan_replay keeps
        triton_devices: dict = {}  # device -> runs through Triton (asked once per device, not per tensor)
        copies: list = []  # (tensor, its contiguous work copy): written back after every launch ran
        for item in items:
            device = item.param.device
            if device.type == "meta":  # a shape-only step: nothing to launch (its state is made on meta)
                self._prepared.append(None)
                continue
            on_triton = triton_devices.get(device)
            if on_triton is None:
                on_triton = triton_devices[device] = uses_triton(device, type(self).__name__)
            if on_triton:
                job, back = _contiguous(item.job)
                if back:  # the kernels read and write contiguous tensors (the host runner copies likewise)
                    item = item._replace(job=job)
                    copies += back
                if _multi_tensor(item):
                    # one launch per (kernel, device, group scalars): the jobs differ only in their substream's
                    # tensor part, added in the kernel to the step's part (keyspace.optimizer_substream(t, 0, 0));
                    # a capturable group's scalars are made on the device from its hyper-parameters
                    group = item.job.scalars._replace(substream=optimizer_substream(item.step, 0, 0))
                    key = (item.kernel, item.param.device, group, item.rounds, item.device_hyper)
                    by_kernel.setdefault(key, []).append(item)
                else:
                    launches += _launch_triton(item)
                    self._prepared.append(None)  # a per-tensor launch: this step cannot be replayed
                continue
            by_body.setdefault((item.body, item.record, item.foreach), []).append(item.job)
        if by_kernel:
            launch = triton_launch()
            family = triton_catalogue().OPTIM
        for (kernel, device, group, rounds, hyper), members in by_kernel.items():
            jobs = [
                launch.Job(
                    it.job.inputs, it.job.outputs, 0 if it.job.index_map is None else it.job.index_map.start,
                    it.job.scalars.substream - optimizer_substream(it.step, 0, 0),
                )
                for it in members
            ]  # fmt: skip
            prepared = launch.prepare_multi(family, kernel, jobs)
            if hyper is not None:  # capturable: the members' counters on the device, advanced by the scalars' kernel
                counts = self._device_counters([self.state[it.param] for it in members], device)
                if prepared is None:  # every member empty: nothing to update, the steps still count
                    counts.add_(1)
                    self._prepared.append(None)
                    continue
                step = DeviceStep(counts, torch.empty((len(jobs), len(group)), dtype=torch.int64, device=device), group)
                launches += self._launch_device_step(launch, prepared, step, hyper, rounds)
                self._prepared.append((prepared, members, rounds, step))
            elif prepared is not None:
                launches += launch.launch_prepared(prepared, group, rounds=rounds)
                self._prepared.append((prepared, members, rounds, None))
        for out, work in copies:
            out.copy_(work)
        if copies:
            self._prepared.append(None)  # launches on this step's work copies: not replayed
        if by_body:
            self._prepared.append(None)  # FlyDSL launches: not replayed
        for (body, record, foreach), jobs in by_body.items():
            launches += _elementwise().run_many(
                _body(body), jobs, scalar_types=scalar_types(record), multi_tensor=foreach
            )
        return launches

    # -- capturable steps ------------------------------------------------------------------
    def _device_hyper(self, group: dict, settings: GroupSettings):
        """The hashable record of ``group``'s values the device computes its step scalars from (capturable)."""
        raise NotImplementedError

    def _device_scalars(self, counts, rows, hyper) -> int:
        """Advance ``counts`` on the device and write each job's scalar row at its new step; returns the launches."""
        raise NotImplementedError

    def _launch_device_step(self, launch, prepared, step: DeviceStep, hyper, rounds: int) -> int:
        """A capturable launch: the scalars' kernel (counters advanced, rows written), then the update reading its
        rows; returns the launches."""
        launches = self._device_scalars(step.counts, step.rows, hyper)
        return launches + launch.launch_prepared(prepared, step.dummy, rounds=rounds, device_scalars=step.rows)

    def _device_counters(self, states: list, device) -> torch.Tensor:
        """The members' step counters as ONE int64 tensor on ``device`` (each ``state["step"]`` a 0-d view of its
        element, in order), made once: later steps find them bound and read nothing on the host."""
        steps = [st.get("step") for st in states]
        if steps and all(isinstance(s, torch.Tensor) for s in steps):
            base = steps[0].untyped_storage()
            bound = all(
                s.device == device and s.dtype == torch.int64 and s.ndim == 0 and s.storage_offset() == i
                and s.untyped_storage().data_ptr() == base.data_ptr() for i, s in enumerate(steps)
            ) and base.nbytes() == 8 * len(steps)  # fmt: skip
            if bound:
                return torch.empty(0, dtype=torch.int64, device=device).set_(base, 0, (len(steps),), (1,))
        if capturing():
            raise RuntimeError(
                f"{type(self).__name__}(capturable=True): the step counters of {len(steps)} parameters must be "
                "gathered on the GPU, which a CUDA graph capture cannot do (the parameters, their groups or the "
                "state changed since the last step): run one eager step after such a change, then capture"
            )
        values = [
            torch.zeros((), dtype=torch.int64, device=device) if s is None
            else torch.as_tensor(s).to(device=device, dtype=torch.int64).reshape(())
            for s in steps
        ]  # fmt: skip
        counts = torch.stack(values) if values else torch.zeros(0, dtype=torch.int64, device=device)
        storage = counts.untyped_storage()
        for i, st in enumerate(states):
            st["step"] = torch.empty(0, dtype=torch.int64, device=device).set_(storage, i, (), ())
        return counts

    # -- state_dict ------------------------------------------------------------------------
    def load_state_dict(self, state_dict: dict) -> None:
        """Load a :meth:`state_dict`, ours or ``torch.optim.AdamW`` / ``SGD``'s.

        Group keys missing from it (``seed``, ``rounding``, ``state_dtype``, ``rounds`` in a torch
        state dict) take this optimizer's constructor values; every group is checked as at
        construction. State tensors are converted to their group's ``state_dtype`` (torch keeps its
        moments in the parameter's dtype; torch.optim itself would cast ours to the parameter's dtype)
        and placed like the parameter: plain tensors saved for DTensor parameters (see
        :meth:`gathered_state_dict`) are sharded like it. ``step`` may be torch's float tensor; a
        torch SGD state dict has no step count (our step counter then starts at 0) and a ``None``
        momentum buffer is dropped.
        """
        saved_groups = state_dict["param_groups"]
        saved_state = {k: dict(v) for k, v in state_dict["state"].items()}
        cls = type(self).__name__
        if len(saved_groups) != len(self.param_groups):
            raise ValueError(
                f"{cls}.load_state_dict: the state dict has {len(saved_groups)} parameter group(s), this optimizer "
                f"{len(self.param_groups)}; build the optimizer over the same groups as the one that was saved"
            )
        for i, (saved, group) in enumerate(zip(saved_groups, self.param_groups, strict=True)):
            if len(saved["params"]) != len(group["params"]):
                raise ValueError(
                    f"{cls}.load_state_dict: param_groups[{i}] of the state dict has {len(saved['params'])} "
                    f"parameters, this optimizer's {len(group['params'])}; build the optimizer over the same "
                    "parameters, in the same order, as the one that was saved"
                )
        id_map = dict(
            zip(
                (i for g in saved_groups for i in g["params"]),
                (p for g in self.param_groups for p in g["params"]),
                strict=True,
            )
        )
        # check everything before changing anything
        merged = [{**self.defaults, **{k: v for k, v in g.items() if k != "params"}} for g in saved_groups]
        settings = [self._settings(g, f"param_groups[{i}] (loaded): ") for i, g in enumerate(merged)]
        by_param = {}
        for g_index, g in enumerate(saved_groups):
            for i in g["params"]:
                by_param[i] = settings[g_index]
        converted = {}
        for index, values in saved_state.items():
            p = id_map[index]
            out = {}
            for key, value in values.items():
                if key == "step":
                    out[key] = torch.tensor(_step_of(value, f"state[{index}]['step']"), dtype=torch.int64)
                elif value is None and key in self._state_keys:
                    continue
                elif isinstance(value, torch.Tensor):
                    value = _like_param(value, p)
                    if key in self._state_keys:
                        _check_shape(value, p, f"state[{index}][{key!r}]")
                        value = value.to(by_param[index].state_dtype)
                    out[key] = value
                else:
                    out[key] = value
            out.setdefault("step", torch.tensor(0, dtype=torch.int64))
            converted[index] = out
        super().load_state_dict(state_dict)  # calls __setstate__, which fills the missing group keys
        for i, group in enumerate(self.param_groups):
            s = self._settings(group, f"param_groups[{i}]: ")
            group["seed"], group["rounding"], group["state_dtype"] = s.seed, s.mode.name, dtype_name(s.state_dtype)
        for index, values in converted.items():
            self.state[id_map[index]] = values

    def gathered_state_dict(self) -> dict:
        """:meth:`state_dict` with every DTensor state replaced by its full tensor (a collective: call it on
        every rank). Save it from one rank; :meth:`load_state_dict` on any other world size shards it again."""
        sd = self.state_dict()
        sd["state"] = {
            k: {n: v.full_tensor() if is_dtensor(v) else v for n, v in s.items()} for k, s in sd["state"].items()
        }
        return sd


def _step_of(value, what: str = "state['step']") -> int:
    """A saved step count (int, or torch's float / int tensor) as an int in [0, MAX_STEP]."""
    if isinstance(value, torch.Tensor):
        if value.numel() != 1:
            raise ValueError(f"{what} must be a scalar, got a tensor of shape {tuple(value.shape)}")
        value = value.item()
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not 0 <= value <= MAX_STEP:
        raise ValueError(f"{what} must be a whole number of steps in [0, {MAX_STEP}], got {value!r}")
    return int(value)


def _check_shape(value, p, what: str) -> None:
    if tuple(value.shape) != tuple(p.shape):
        raise ValueError(f"{what} has shape {tuple(value.shape)}, the parameter {tuple(p.shape)}")


def _like_param(value, p):
    """A saved state tensor placed like parameter ``p`` (device, DTensor sharding), dtype kept."""
    if is_dtensor(p) and not is_dtensor(value):
        from torch.distributed.tensor import distribute_tensor

        if tuple(value.shape) != tuple(p.shape):
            raise ValueError(f"saved state of shape {tuple(value.shape)} does not fit parameter {tuple(p.shape)}")
        return distribute_tensor(value.detach().to(p.device), p.device_mesh, p.placements, src_data_rank=None)
    return value.to(device=p.device, copy=True)


class BodyKey(typing.NamedTuple):
    """A fused body, named by its factory and arguments: made (and traced) only where a FlyDSL backend runs."""

    factory: typing.Callable
    args: tuple


def _body(key: BodyKey):
    return key.factory(*key.args)


def triton_launch():
    """:mod:`flydsl.rounding.runtime.triton.launch` (imports Triton: only where the Triton backend runs)."""
    from ...runtime.triton import launch

    return launch


def triton_catalogue():
    from ...runtime.triton import catalogue

    return catalogue


def _launch_triton(item) -> int:
    """One parameter's update through its generated Triton kernel (same bits as the body); returns 1."""
    from ...runtime.triton import catalogue, launch

    job = item.job
    m = job.index_map or IndexMap.contiguous(0)
    launch.run(
        catalogue.OPTIM, item.kernel, list(job.inputs), list(job.outputs), list(job.scalars),
        (m.start, m.run, m.stride), rounds=item.rounds,
    )  # fmt: skip
    return 1


def _contiguous(job: Job) -> tuple[Job, list]:
    """``job`` on contiguous tensors (its own where they are: a channels_last or transposed parameter, its gradient
    and state get work copies, read and written in logical order) and the ``(tensor, work copy)`` pairs to copy
    back after the launch."""
    if all(t.is_contiguous() for t in (*job.inputs, *job.outputs)):
        return job, []
    (tensors,), copies = work_tensors([(job, None)])
    n = len(job.inputs)
    return job._replace(inputs=tuple(tensors[:n]), outputs=tuple(tensors[n:])), copies


def _multi_tensor(item) -> bool:
    """Whether a planned update joins its group's multi-tensor launch (``foreach``, and a contiguous index map)."""
    m = item.job.index_map
    return item.foreach and (m is None or m.is_contiguous(item.param.numel()))


class DeviceStep(typing.NamedTuple):
    """What a capturable multi-tensor launch keeps: its members' step counters (int64 ``[jobs]`` on the device),
    the rows the scalars' kernel writes (int64 ``[jobs, scalars]``) and a scalar record of the launch's types."""

    counts: torch.Tensor
    rows: torch.Tensor
    dummy: tuple


class _Replayed(typing.NamedTuple):
    """One kept multi-tensor launch of a replay plan."""

    prepared: object
    groups: tuple  #: the param-group indices whose tensors it updates (they share its scalars)
    rounds: int
    step: int  #: the step its members ran last
    counts: torch.Tensor  #: the members' step counters (each member's ``state["step"]`` is a view of it)
    device: DeviceStep | None = None  #: a capturable launch's counters and scalar rows


class _FastPlan(typing.NamedTuple):
    """A step that can be replayed: the parameters and gradients it saw (:class:`_ParamSignature`), the optimizer
    state it wrote (:class:`_StateSignature`), the groups' raw values, checked settings and kernel-selecting
    snapshots, and its launches (:class:`_Replayed`)."""

    signature: _ParamSignature
    state: _StateSignature
    taggings: int  #: :func:`~flydsl.rounding.runtime.indexing.taggings` when it was made
    raws: tuple
    settings: tuple
    snapshots: tuple
    launches: list


_GRAD = operator.attrgetter("grad")
_PTR = torch.Tensor.data_ptr
_DTYPE = operator.attrgetter("dtype")
_CONTIGUOUS = torch.Tensor.is_contiguous
#: Group values a replay compares as they are (immutable; floats also by sign, as -0.0 == 0.0).
_PLAIN = frozenset({int, bool, str, type(None), torch.dtype})


def _plain_counter(s) -> bool:
    return type(s) is torch.Tensor and s.dtype == torch.int64 and s.device.type == "cpu" and s.ndim == 0


def _raw_settings(group: dict):
    """Every value of ``group`` but its parameters, as a tuple that compares equal only to the same values; None
    when one is not a plain value (a tensor, an object: then a replay checks the group's settings again)."""
    out = []
    for key, v in group.items():
        if key == "params":
            continue
        t = type(v)
        if t is float:
            out.append((key, v, math.copysign(1.0, v)))
        elif t in _PLAIN:
            out.append((key, t, v))
        elif t is tuple or t is list:
            items = []
            for x in v:
                if type(x) is float:
                    items.append((x, math.copysign(1.0, x)))
                elif type(x) in _PLAIN:
                    items.append((type(x), x))
                else:
                    return None
            out.append((key, t, tuple(items)))
        else:
            return None
    return tuple(out)


def tensor_addresses(tensors: list, dtensors: list) -> list:
    """The tensors' data addresses, where the kept job tables point; ``dtensors``: the indices of DTensors, whose
    own ``data_ptr()`` is 0 (no storage of their own): theirs are their local tensors'."""
    out = list(map(_PTR, tensors))
    for i in dtensors:
        out[i] = local(tensors[i]).data_ptr()
    return out


class _ParamSignature:
    """The parameters and gradients a replay plan was made for: each group's parameter objects, which had a
    gradient, and the parameters' and gradients' addresses (the kept job tables hold them), the gradients' dtypes
    and layouts.

    :meth:`holds` checks them in a few passes over the parameters: the parameters by identity, the parameters' and
    gradients' addresses (a DTensor's: its local tensor's; ``p.data = ...`` moves a parameter), and, when a gradient
    is not the object seen (``zero_grad(set_to_none=True)`` then a backward gives new ones, usually at the same
    addresses), its dtype and contiguity too."""

    __slots__ = ("params", "with_grad", "without_grad", "dtensors", "ptrs", "param_ptrs", "grad_ids", "dtypes", "dead",
                 "_refs")  # fmt: skip

    @classmethod
    def of(cls, groups) -> _ParamSignature:
        self = cls()
        lists = [g["params"] for g in groups]
        self.params = [list(ps) for ps in lists]
        params = [p for ps in lists for p in ps]
        self.with_grad = [p for p in params if p.grad is not None]
        self.without_grad = [p for p in params if p.grad is None]
        grads = list(map(_GRAD, self.with_grad))
        self.dtensors = [i for i, p in enumerate(self.with_grad) if is_dtensor(p)]  # (their gradients are: checked)
        self.ptrs = tensor_addresses(grads, self.dtensors)
        self.param_ptrs = tensor_addresses(self.with_grad, self.dtensors)
        self.grad_ids = list(map(id, grads))
        self.dtypes = list(map(_DTYPE, grads))
        dead = self.dead = [False]  # set when a gradient seen is freed (its id may then be another's)

        def freed(_ref, dead=dead):
            dead[0] = True

        self._refs = [weakref.ref(g, freed) for g in grads]
        return self

    def holds(self, groups) -> bool:
        if len(groups) != len(self.params):
            return False
        for g, params in zip(groups, self.params, strict=True):
            current = g["params"]
            if len(current) != len(params) or not all(map(operator.is_, current, params)):
                return False
        grads = list(map(_GRAD, self.with_grad))
        try:
            if tensor_addresses(grads, self.dtensors) != self.ptrs:
                return False
        except (TypeError, AttributeError):  # a gradient is None now
            return False
        if tensor_addresses(self.with_grad, self.dtensors) != self.param_ptrs:
            return False
        if self.without_grad and any(g is not None for g in map(_GRAD, self.without_grad)):
            return False
        if self.dead[0] or list(map(id, grads)) != self.grad_ids:  # new gradient objects (at the same addresses)
            return list(map(_DTYPE, grads)) == self.dtypes and all(map(_CONTIGUOUS, grads))
        return True


class _StateSignature:
    """The optimizer state a replay plan was made for: the ``opt.state`` mapping and its keys, and the addresses of
    the tensors in its state dicts, in order. The kept job tables hold the state tensors' addresses, so a replay
    needs the same tensors where they were: a cleared state, a replaced dict or tensor
    (``opt.state[p]["exp_avg"] = ...``), a tensor's storage swapped (``v.data = v.data.to(...)``, moving the state)
    takes the full path. The tensors seen are kept here, so none is freed while a table may still point at it; so
    a tensor now at a kept tensor's address shares its memory (a view), and the addresses alone tell.

    :meth:`holds` reads the keys by identity and the tensors' addresses in iteration order (no lookups: hashing a
    tensor is a Python call). State holding anything but plain tensors (a DTensor, whose own address is 0; a
    number) is also compared object by object, then by the tensors' (local tensors') addresses."""

    __slots__ = ("mapping", "keys", "values", "plain", "tensors", "dtensors", "ptrs")

    @classmethod
    def of(cls, state) -> _StateSignature | None:
        if not isinstance(state, dict) or not all(type(d) is dict for d in state.values()):
            return None
        self = cls()
        self.mapping = state
        self.keys = list(state)
        self.values = list(itertools.chain.from_iterable(map(dict.values, state.values())))
        self.plain = all(type(v) is torch.Tensor for v in self.values)
        self.tensors = [v for v in self.values if isinstance(v, torch.Tensor)]
        self.dtensors = [i for i, v in enumerate(self.tensors) if is_dtensor(v)]
        self.ptrs = tensor_addresses(self.tensors, self.dtensors)
        return self

    def holds(self, state) -> bool:
        if state is not self.mapping or len(state) != len(self.keys) or not all(map(operator.is_, state, self.keys)):
            return False
        try:
            values = list(itertools.chain.from_iterable(map(dict.values, state.values())))
            if self.plain:
                return list(map(_PTR, values)) == self.ptrs
        except TypeError:  # a state that is not a dict, or a value that is not a tensor
            return False
        if len(values) != len(self.values) or not all(map(operator.is_, values, self.values)):
            return False
        return tensor_addresses(self.tensors, self.dtensors) == self.ptrs


class PlannedUpdate(typing.NamedTuple):
    """One parameter's planned update: what to launch, and what to commit after the launch."""

    param: object
    step: int
    body: object
    record: type
    foreach: bool
    job: Job
    new_state: dict
    kernel: str = ""  #: the body's generated Triton kernel (:mod:`flydsl.rounding.runtime.triton.catalogue`)
    rounds: int = 0
    device_hyper: object = None  #: a capturable group's values its scalars are made from on the device
