"""The host-side caches of the Triton path give the uncached bits, and are seen to go stale when their checks are
taken away (negative controls).

- The optimizer's replay plan (``FusedOptimizer._replay``): a changed parameter list, a gradient replaced by
  another tensor (another address or dtype) or removed, changed hyper-parameters (in place as well), a step counter
  set by hand, and a state dict round trip each give the bits of an optimizer that never replays.
- The direct launch of a kept compiled kernel (``launch.launch_kernel``): a fake Triton kernel records which
  launches compiled and which reused a compiled kernel; every argument Triton specializes on selects its own.

Triton's interpreter on CPU tensors (``FLYDSL_ROUNDING_BACKEND=triton``; tests/conftest.py sets TRITON_INTERPRET).
"""

from __future__ import annotations

import collections
import contextlib
import inspect
import types

import pytest
import torch

from flydsl.rounding.runtime import backends
from flydsl.rounding.runtime.indexing import taggings
from flydsl.rounding.runtime.triton import launch
from flydsl.rounding.torch import optim

SHAPES = (64, 100, 33)


def _params():
    torch.manual_seed(0)
    params = [torch.nn.Parameter(torch.randn(n, dtype=torch.bfloat16)) for n in SHAPES]
    optim.assign_stream_ids(params)
    for p in params:
        p.grad_dtype = None  # gradients of another dtype (f32) may be assigned
    return params


def _grad(n: int, step: int, i: int, dtype=torch.bfloat16):
    return torch.randn(n, generator=torch.Generator().manual_seed(100 * step + i)).to(dtype)


def _keep_grads(opt, params, step):
    """Gradients updated in place (the same tensors every step, as a training loop's)."""
    for i, p in enumerate(params):
        if p.grad is None:
            p.grad = _grad(p.numel(), step, i)
        else:
            p.grad.copy_(_grad(p.numel(), step, i))


def _new_param(opt, params, step):
    """Step 3 replaces parameter 1 of the group by a new one (same shape, another tensor)."""
    if step == 3:
        q = torch.nn.Parameter(params[1].detach().clone() + 1)
        q.grad_dtype = None
        optim.assign_stream_ids([q], start=7)
        opt.param_groups[0]["params"][1] = q
        params[1] = q


def _other_address(opt, params, step):
    if step == 3:
        opt.kept_grad = params[0].grad  # kept alive (and no longer updated): a stale launch would read it
        params[0].grad = params[0].grad.clone()  # the same values at another address, updated from now on


def _other_dtype(opt, params, step):
    if step == 3:
        params[2].grad = params[2].grad.float()


def _no_grad(opt, params, step):
    if step == 3:
        params[1].grad = None


def _lr(opt, params, step):
    opt.param_groups[0]["lr"] = 1e-2 / (1 + step)


def _betas_in_place(opt, params, step):
    if step == 0:
        opt.param_groups[0]["betas"] = [0.9, 0.999]
    if step == 3:
        opt.param_groups[0]["betas"][1] = 0.95  # the same list object, changed in place


def _state_dtype(opt, params, step):
    if step == 3:
        opt.param_groups[0]["state_dtype"] = "bfloat16"
        for st in opt.state.values():
            st["exp_avg"], st["exp_avg_sq"] = st["exp_avg"].bfloat16(), st["exp_avg_sq"].bfloat16()


def _step_by_hand(opt, params, step):
    if step == 3:
        opt.state[params[2]]["step"] = torch.tensor(10, dtype=torch.int64)  # a new counter object


def _step_in_place(opt, params, step):
    if step == 3:
        opt.state[params[0]]["step"].fill_(20)  # the counter object kept, its value changed


def _state_cleared(opt, params, step):
    if step == 3:
        opt.state.clear()  # a reset (e.g. after a loss spike): every parameter starts again from step 1


def _state_mapping_replaced(opt, params, step):
    if step == 3:
        opt.state = collections.defaultdict(dict)


def _state_dict_replaced(opt, params, step):
    if step == 3:
        opt.state[params[1]] = {}  # that parameter's moments and counter start again


def _moment_replaced(opt, params, step):
    if step == 3:  # the old tensor is freed: a stale launch would write memory no longer the optimizer's
        opt.state[params[0]]["exp_avg"] = torch.zeros_like(opt.state[params[0]]["exp_avg"])


def _state_storage_moved(opt, params, step):
    if step == 3:  # moving the state the way `v.data = v.data.to(device)` does: same objects, new storage
        opt.kept_storage = []  # the old storage kept alive (and no longer updated): a stale launch would write it
        for st in opt.state.values():
            for key in ("exp_avg", "exp_avg_sq"):
                opt.kept_storage.append(st[key].data)
                st[key].data = st[key].data.clone()


def _counter_storage_moved(opt, params, step):
    if step == 3:
        st = opt.state[params[1]]
        opt.kept_storage = st["step"].data
        st["step"].data = st["step"].data.clone()  # no longer a view of the replay's counter tensor


def _tagged_again(opt, params, step):
    if step == 3:
        optim.assign_stream_ids(params, start=100)  # new keys from here on


def _reload(opt, params, step):
    if step == 3:
        opt.load_state_dict(opt.state_dict())


CHANGES = {
    "lr schedule": _lr,
    "parameter replaced": _new_param,
    "gradient at another address": _other_address,
    "gradient of another dtype": _other_dtype,
    "gradient removed": _no_grad,
    "betas changed in place": _betas_in_place,
    "state dtype": _state_dtype,
    "step counter replaced": _step_by_hand,
    "step counter set in place": _step_in_place,
    "state cleared": _state_cleared,
    "state mapping replaced": _state_mapping_replaced,
    "a parameter's state replaced": _state_dict_replaced,
    "a moment tensor replaced": _moment_replaced,
    "state storage moved": _state_storage_moved,
    "a counter's storage moved": _counter_storage_moved,
    "stream ids tagged again": _tagged_again,
    "state dict round trip": _reload,
}


def _train(change, monkeypatch, *, replay: bool, steps: int = 8, blind: bool = False, **kw):
    monkeypatch.setenv(backends.ENV, "triton")
    params = _params()
    kw = {"lr": 1e-2, "weight_decay": 0.1, **kw}
    opt = optim.AdamW(params, **kw)
    replays = []
    real = _blind(opt, opt._replay) if blind else opt._replay

    def spy(plan):
        replays.append(real(plan))
        return replays[-1]

    monkeypatch.setattr(opt, "_replay", spy)
    if not replay:
        monkeypatch.setattr(opt, "_plan_replay", lambda items: None)
    for step in range(steps):
        _keep_grads(opt, params, step)
        change(opt, params, step)
        opt.step()
    steps_seen = [int(opt.state[p]["step"]) for p in params if p in opt.state]
    moments = [opt.state[p][k].detach().clone() for p in params if p in opt.state for k in ("exp_avg", "exp_avg_sq")]
    return [p.detach().clone() for p in params] + moments, steps_seen, replays


def _same(a, b) -> bool:
    return all(torch.equal(x.view(torch.int16), y.view(torch.int16)) for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("name", list(CHANGES))
def test_a_replayed_step_equals_the_uncached_step(name, monkeypatch):
    reference, ref_steps, none = _train(CHANGES[name], monkeypatch, replay=False)
    assert none == []  # the reference never replays
    got, got_steps, replays = _train(CHANGES[name], monkeypatch, replay=True)
    assert sum(replays) >= 2, replays  # the cache served some steps
    assert _same(reference, got)
    assert got_steps == ref_steps


class _Anything:
    """Equal to everything: a plan's raw group values that every group matches."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = None


class _AlwaysHolds:
    def holds(self, groups) -> bool:
        return True


def _blind(opt, real):
    """``opt._replay`` made blind: the parameters, gradients, state, stream ids, settings and step counters its plan
    saw are assumed unchanged (nothing is checked)."""

    def replay(plan):
        for r in plan.launches:
            r.counts.fill_(r.step)
        blind = plan._replace(signature=_AlwaysHolds(), state=_AlwaysHolds(), raws=_Anything(), taggings=taggings())
        return real(blind)

    return replay


@pytest.mark.parametrize(
    "name",
    [
        "parameter replaced",
        "gradient at another address",
        "betas changed in place",
        "step counter replaced",
        "step counter set in place",
        "state cleared",
        "a moment tensor replaced",
        "state storage moved",
        "a counter's storage moved",
        "stream ids tagged again",
    ],
)
def test_negative_control_a_blind_cache_is_caught(name, monkeypatch):
    """Without its checks the replay serves stale launches, and the comparison above sees it."""
    reference, ref_steps, _ = _train(CHANGES[name], monkeypatch, replay=False)
    got, got_steps, _ = _train(CHANGES[name], monkeypatch, replay=True, blind=True)
    assert not (_same(reference, got) and got_steps == ref_steps)


def test_tagging_again_into_a_shared_id_is_refused_at_the_next_step(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    params = _params()
    optim.assign_stream_ids(params)
    opt = optim.AdamW(params, lr=1e-2)
    for step in range(3):
        _keep_grads(opt, params, step)
        opt.step()
    optim.assign_stream_ids(params[:1], start=1)  # params[1] has id 1 too
    with pytest.raises(ValueError, match="two parameters share a stream id"):
        opt.step()


def test_replayed_counters_are_the_states_own_and_advance_together(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    params = _params()
    opt = optim.AdamW(params, lr=1e-2)
    for step in range(3):
        _keep_grads(opt, params, step)
        opt.step()
    counters = [opt.state[p]["step"] for p in params]
    assert opt._fast is not None
    for step in range(3, 6):
        _keep_grads(opt, params, step)
        opt.step()
    assert [opt.state[p]["step"] for p in params] == counters  # the same tensor objects
    assert [int(c) for c in counters] == [6] * len(params)
    saved = opt.state_dict()
    assert [int(s["step"]) for s in saved["state"].values()] == [6] * len(params)


def test_step_hooks_and_the_profiler_see_a_replayed_step(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    params = _params()
    opt = optim.AdamW(params, lr=1e-2)
    seen = []
    opt.register_step_pre_hook(lambda o, a, k: seen.append("pre"))
    opt.register_step_post_hook(lambda o, a, k: seen.append("post"))
    for step in range(4):
        _keep_grads(opt, params, step)
        opt.step()
    assert seen == ["pre", "post"] * 4
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        _keep_grads(opt, params, 4)
        opt.step()
    assert any(e.name == "Optimizer.step#AdamW.step" for e in prof.events())


# -- the direct launch ------------------------------------------------------------------------------------------


class _Compiled:
    def __init__(self, record, spec):
        self.record, self.spec = record, spec
        self.function, self.packed_metadata = object(), object()

    def launch_metadata(self, grid, stream, *values):
        return None

    def run(self, g0, g1, g2, stream, function, metadata, launch_metadata, enter, exit_, *values):
        self.record.append(("direct", self.spec, (g0, g1, g2), values))


def _spec(args, kwargs):
    """What Triton (3.6 / 3.9, CUDA) specializes a launch on: tensors' dtype and 16-byte alignment; ints' type
    (i32 / i64 / u64), ``== 1`` and ``% 16 == 0``; the keywords."""

    def one(a):
        if isinstance(a, torch.Tensor):
            return (a.dtype, a.data_ptr() % 16 == 0)
        if isinstance(a, bool) or isinstance(a, float):
            return type(a)
        kind = "i32" if -(1 << 31) <= a < 1 << 31 else "u64" if a >= 1 << 63 else "i64"
        return (kind, a == 1, a % 16 == 0)

    return tuple(map(one, args)), tuple(sorted(kwargs.items()))


class _FakeKernel:
    """A JITFunction stand-in: ``k[grid](*args, **kwargs)`` "compiles" a specialization and returns it."""

    def __init__(self):
        self.record = []

        def fn(X, Y, n, S0, BLOCK, ROUNDS, SPREAD=2):  # noqa: N803 - the generated kernels' names
            pass

        self.signature = inspect.signature(fn)

    def __getitem__(self, grid):
        def jit(*args, **kwargs):
            spec = _spec(args, kwargs)
            self.record.append(("jit", spec, grid, args))
            return _Compiled(self.record, spec)

        return jit


@pytest.fixture()
def fake_cuda(monkeypatch):
    runtime = types.SimpleNamespace(launch_enter_hook=None, launch_exit_hook=None)
    monkeypatch.setattr(launch, "_direct_launcher", lambda: (lambda index: 1234, runtime))
    monkeypatch.setattr(launch, "on_device", lambda device: contextlib.nullcontext())
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(launch, "_DIRECT", {})
    return torch.device("cuda", 0)


def _launches(kernel, cases, device):
    for args, kwargs in cases:
        launch.launch_kernel(kernel, (3,), args, kwargs, device)
    return kernel.record


def _cases():
    x = torch.zeros(64)
    y = torch.zeros(64, dtype=torch.bfloat16)
    kw = {"BLOCK": 1024, "ROUNDS": 10, "num_warps": 4}
    return [
        ((x, y, 64, 0.5), kw),
        ((x, y, 64, 0.25), kw),  # the same specialization: direct
        ((x[1:], y, 63, 0.5), kw),  # unaligned tensor, n % 16 != 0
        ((x, y, 1, 0.5), kw),  # n == 1
        ((x, y, 1 << 40, 0.5), kw),  # i64
        ((x, y, 1 << 63, 0.5), kw),  # u64
        ((x, y.float(), 64, 0.5), kw),  # another dtype
        ((x, y, 64, 0.5), {**kw, "ROUNDS": 7}),  # another constant
        ((x, y, 64, 0.5), {**kw, "num_warps": 8}),  # another option
        ((x, y, 64, 0.5), kw),  # back to the first: direct
    ]


def _stale(record) -> list:
    """Direct launches served by a compiled kernel of another specialization than their arguments'."""
    out = []
    for kind, spec, _, values in record:
        if kind == "direct":
            args = values[:4]
            if _spec(args, {})[0] != spec[0]:
                out.append(values)
    return out


def test_a_kept_compiled_kernel_serves_only_its_specialization(fake_cuda):
    kernel = _FakeKernel()
    record = _launches(kernel, _cases(), fake_cuda)
    kinds = [r[0] for r in record]
    assert kinds == ["jit", "direct", "jit", "jit", "jit", "jit", "jit", "jit", "jit", "direct"]
    assert not _stale(record)
    direct = record[1]
    assert direct[2] == (3, 1, 1)
    # the positional arguments, then the constants in signature order (the keyword or the default)
    assert direct[3][2:] == (64, 0.25, 1024, 10, 2)


def test_negative_control_a_coarse_key_launches_stale_kernels(fake_cuda, monkeypatch):
    monkeypatch.setattr(launch, "_arg_key", lambda args: ())
    record = _launches(_FakeKernel(), _cases(), fake_cuda)
    assert _stale(record)


def test_launches_without_cuda_go_through_triton(fake_cuda):
    kernel = _FakeKernel()
    for _ in range(2):
        launch.launch_kernel(kernel, (1,), (torch.zeros(4), torch.zeros(4), 4, 1.0), {"BLOCK": 8, "ROUNDS": 10},
                             torch.device("cpu"))  # fmt: skip
    assert [r[0] for r in kernel.record] == ["jit", "jit"]


def test_this_tritons_launch_is_the_one_replicated():
    """JITFunction.run launches a cached kernel as launch_kernel does (else the direct path turns itself off)."""
    from triton.runtime.jit import JITFunction

    source = " ".join(inspect.getsource(JITFunction.run).split())
    assert launch.JIT_LAUNCH in source
    assert "kernel.launch_metadata(grid, stream, *bound_args.values())" in source
