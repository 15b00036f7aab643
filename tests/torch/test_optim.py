"""flydsl.rounding.torch.optim: bit-exact against an independent numpy reference, torch parity, keying, state_dict."""

from __future__ import annotations

import copy
import io
import math

import flydsl.expr as fx
import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding.runtime import elementwise
from flydsl.rounding.runtime.indexing import IndexMap
from flydsl.rounding.torch import optim
from optim_reference import F32, bits_equal, make_grad, make_param, ref_adamw, ref_sgd, values

# --------------------------------------------------------------------------------------------
# Bit-exact against the reference


@pytest.mark.parametrize(
    "pdt,sdt,mode,gdt,shape",
    [
        (torch.bfloat16, torch.float32, "STOCHASTIC", torch.float32, (33, 7)),
        (torch.bfloat16, torch.bfloat16, "STOCHASTIC", torch.bfloat16, (64,)),
        (torch.bfloat16, torch.float32, "RN", torch.float32, (13,)),
        (torch.float16, torch.bfloat16, "STOCHASTIC", torch.float32, (5, 9)),
        (torch.float32, torch.float32, "STOCHASTIC", torch.float32, (20,)),
    ],
)
def test_adamw_bit_exact_against_reference(pdt, sdt, mode, gdt, shape):
    p = make_param(shape, pdt)
    hp = dict(lr=3e-3, b1=0.8, b2=0.95, eps=1e-6, wd=0.1, maximize=False)
    opt = optim.AdamW(
        [p], lr=hp["lr"], betas=(hp["b1"], hp["b2"]), eps=hp["eps"], weight_decay=hp["wd"], seed=11,
        rounding=mode, state_dtype=sdt,
    )  # fmt: skip
    n = p.numel()
    rp, rm, rv = values(p), np.zeros(n, F32), np.zeros(n, F32)
    for t in range(1, 5):
        g = make_grad(shape, gdt, t)
        p.grad = g
        opt.step()
        rp, rm, rv = ref_adamw(
            rp, values(g), rm, rv, t=t, **hp, pdt=pdt, sdt=sdt, mode=mode, seed=11, pid=0, index=np.arange(n)
        )
        bits_equal(values(p), rp)
        bits_equal(values(opt.state[p]["exp_avg"]), rm)
        bits_equal(values(opt.state[p]["exp_avg_sq"]), rv)
        assert opt.state[p]["exp_avg"].dtype == sdt and p.dtype == pdt


@pytest.mark.parametrize(
    "mom,damp,nesterov,wd,sdt,maximize",
    [
        (0.0, 0.0, False, 0.0, torch.float32, False),
        (0.9, 0.0, False, 0.0, torch.float32, False),
        (0.9, 0.0, True, 1e-2, torch.bfloat16, False),
        (0.5, 0.3, False, 1e-3, torch.bfloat16, True),
    ],
)
def test_sgd_bit_exact_against_reference(mom, damp, nesterov, wd, sdt, maximize):
    shape, pdt, lr = (17, 6), torch.bfloat16, 0.05
    p = make_param(shape, pdt, seed=2)
    opt = optim.SGD(
        [p], lr=lr, momentum=mom, dampening=damp, nesterov=nesterov, weight_decay=wd, maximize=maximize, seed=5,
        state_dtype=sdt,
    )  # fmt: skip
    n = p.numel()
    rp, rb = values(p), np.zeros(n, F32)
    for t in range(1, 5):
        g = make_grad(shape, torch.float32, t)
        p.grad = g
        opt.step()
        rp, rb = ref_sgd(
            rp, values(g), rb, t=t, first=t == 1, lr=lr, mom=mom, damp=damp, wd=wd, nesterov=nesterov,
            maximize=maximize, pdt=pdt, sdt=sdt, mode="STOCHASTIC", seed=5, pid=0, index=np.arange(n),
        )  # fmt: skip
        bits_equal(values(p), rp)
        if mom:
            bits_equal(values(opt.state[p]["momentum_buffer"]), rb)
        else:
            assert "momentum_buffer" not in opt.state[p]


def test_maximize_adamw_matches_reference():
    p = make_param((40,), torch.bfloat16)
    opt = optim.AdamW([p], lr=1e-2, maximize=True, seed=1)
    g = make_grad((40,), torch.float32, 0)
    rp = values(p)
    p.grad = g
    opt.step()
    rp, _, _ = ref_adamw(
        rp, values(g), np.zeros(40, F32), np.zeros(40, F32), t=1, lr=1e-2, b1=0.9, b2=0.999, eps=1e-8, wd=1e-2,
        maximize=True, pdt=torch.bfloat16, sdt=torch.float32, mode="STOCHASTIC", seed=1, pid=0, index=np.arange(40),
    )  # fmt: skip
    bits_equal(values(p), rp)


def test_sharded_index_maps_give_the_unsharded_bits():
    """Column shards run with their global IndexMap give the full tensor's bits; local keying does not."""
    rows, cols, pdt = 6, 10, torch.bfloat16
    full = values(make_param((rows, cols), pdt))
    g = values(make_grad((rows, cols), torch.float32, 0))
    scal = optim.adamw_scalars(1e-2, 0.9, 0.999, 1e-8, 0.0, False, 1, seed=4, substream=optim.substream(1, 3, 0))
    body = optim.adamw_body  # the same body the optimizer runs, driven here shard by shard
    want, _, _ = ref_adamw(
        full, g, np.zeros_like(full), np.zeros_like(full), t=1, lr=1e-2, b1=0.9, b2=0.999, eps=1e-8, wd=0.0,
        maximize=False, pdt=pdt, sdt=torch.float32, mode="STOCHASTIC", seed=4, pid=3, index=np.arange(full.size),
    )  # fmt: skip
    want = want.reshape(rows, cols)

    def run_shard(c0, c1, index_map):
        pt = torch.from_numpy(full.reshape(rows, cols)[:, c0:c1].copy()).to(pdt)
        gt = torch.from_numpy(g.reshape(rows, cols)[:, c0:c1].copy())
        m, v = torch.zeros_like(gt), torch.zeros_like(gt)
        elementwise.run(
            body(fx.BFloat16, fx.Float32, optim.RoundingMode.STOCHASTIC, 10), [pt, gt, m, v], [pt, m, v],
            scalars=list(zip(scal, optim.scalar_types(optim.AdamWScalars), strict=True)), index_map=index_map,
        )  # fmt: skip
        return values(pt).reshape(rows, c1 - c0)

    for c0, c1 in ((0, 3), (3, 7), (7, 10)):
        got = run_shard(c0, c1, IndexMap(c0, c1 - c0, cols))
        bits_equal(got, want[:, c0:c1])
    local = run_shard(3, 7, IndexMap.contiguous(0))  # negative control: keyed by the local index
    assert not np.array_equal(local.view(np.uint32), want[:, 3:7].view(np.uint32))


# --------------------------------------------------------------------------------------------
# Parity with torch.optim (f32 params, RN: no rounding happens)


def _train(opt_factory, steps=100, dtype=torch.float32):
    torch.manual_seed(0)
    params = [torch.nn.Parameter(torch.randn(64, 32, dtype=dtype)), torch.nn.Parameter(torch.randn(32, dtype=dtype))]
    opt = opt_factory(params)
    for t in range(steps):
        gen = torch.Generator().manual_seed(t)
        for p in params:
            p.grad = torch.randn(p.shape, generator=gen, dtype=dtype) * 0.1
        opt.step()
    return [p.detach().clone() for p in params]


@pytest.mark.parametrize(
    "ours,theirs",
    [
        (
            lambda ps: optim.AdamW(ps, lr=1e-2, weight_decay=0.05, rounding="RN"),
            lambda ps: torch.optim.AdamW(ps, lr=1e-2, weight_decay=0.05, foreach=False),
        ),
        (
            lambda ps: optim.SGD(ps, lr=1e-2, momentum=0.9, nesterov=True, weight_decay=1e-3, rounding="RN"),
            lambda ps: torch.optim.SGD(ps, lr=1e-2, momentum=0.9, nesterov=True, weight_decay=1e-3, foreach=False),
        ),
        (
            lambda ps: optim.SGD(ps, lr=1e-2, momentum=0.8, dampening=0.1, maximize=True, rounding="RN"),
            lambda ps: torch.optim.SGD(ps, lr=1e-2, momentum=0.8, dampening=0.1, maximize=True, foreach=False),
        ),
    ],
)
def test_f32_parity_with_torch_over_100_steps(ours, theirs):
    """f32 params: the same math as torch.optim up to f32 operation order (a few ulps after 100 steps)."""
    for a, b in zip(_train(ours), _train(theirs), strict=True):
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-6)
    for a, b in zip(_train(ours), _train(lambda ps: torch.optim.SGD(ps, lr=0.0)), strict=True):
        assert (a - b).abs().max() > 1e-3  # the run moved the parameters: the comparison is not vacuous


# --------------------------------------------------------------------------------------------
# Unbiasedness (property)


@settings(max_examples=25)
@given(
    p0=st.floats(0.05, 4.0) | st.floats(-4.0, -0.05),
    g0=st.floats(-1.0, 1.0).filter(lambda x: abs(x) > 1e-3),
    lr_exp=st.integers(-6, -2),
    seed=st.integers(0, 2**64 - 1),
)
def test_sr_update_is_unbiased(p0, g0, lr_exp, seed):
    """The mean of N independent SR results equals the f32 update within a derived bound.

    Every element holds the same (p, g), so the f32 update x is the same and the N elements (stream
    indices 0..N-1: independent Philox bits) are N independent draws X_i in {lo, lo + u} (u: the bf16 ulp
    at x) with P(up) = floor(f * 2**16) / 2**16, f = (x - lo) / u. Hence x - u*2**-16 <= E[X] <= x (for
    x > 0; mirrored for x < 0), and Hoeffding gives |mean - E[X]| <= u * sqrt(ln(2/delta) / (2N)) with
    probability 1 - delta. With N = 4096 and delta = 1e-9: |mean - x| <= u * (2**-16 + 0.0511).
    The negative control: RN's result misses x by up to u/2 (and by the whole update when it is < u/2).
    """
    n, delta = 4096, 1e-9
    lr = 10.0**lr_exp
    p = torch.nn.Parameter(torch.full((n,), p0).bfloat16())
    p.grad_dtype = None
    start = values(p)[0]
    opt = optim.SGD([p], lr=lr, seed=seed)
    p.grad = torch.full((n,), g0)
    opt.step()
    x = float(F32(start) - F32(lr) * F32(g0))  # the f32 update (what ref_sgd computes)
    u = 2.0 ** (math.floor(math.log2(abs(x))) - 7)  # bf16 ulp at x
    bound = u * (2.0**-16 + math.sqrt(math.log(2 / delta) / (2 * n)))
    mean = float(values(p).astype(np.float64).mean())
    assert abs(mean - x) <= bound, (mean, x, bound)


# --------------------------------------------------------------------------------------------
# Keying: groups, order, steps


def _model():
    torch.manual_seed(3)
    return torch.nn.Sequential(torch.nn.Linear(9, 7), torch.nn.Linear(7, 4)).bfloat16()


def _run_model(model, groups_of, steps=3, **kw):
    opt = optim.AdamW(groups_of(model), lr=1e-2, seed=9, **kw)
    for t in range(steps):
        gen = torch.Generator().manual_seed(t)
        for p in model.parameters():
            p.grad = torch.randn(p.shape, generator=gen).bfloat16()
        opt.step()
    return [values(p) for p in model.parameters()]


def test_bits_do_not_depend_on_groups_or_their_order():
    def one_group(m):
        return list(m.parameters())

    def two_groups_reversed(m):
        ps = list(m.parameters())
        return [{"params": ps[2:]}, {"params": ps[:2]}]

    def shuffled(m):
        ps = list(m.parameters())
        return [{"params": [ps[3], ps[0]]}, {"params": [ps[2]]}, {"params": [ps[1]]}]

    results = []
    for groups_of in (one_group, two_groups_reversed, shuffled):
        model = _model()
        optim.assign_stream_ids(model)
        results.append(_run_model(model, groups_of))
    for other in results[1:]:
        for a, b in zip(results[0], other, strict=True):
            bits_equal(a, b)
    # Negative control: untagged parameters are keyed by position, so regrouping changes the bits.
    untagged = _run_model(_model(), two_groups_reversed)
    assert any(
        not np.array_equal(a.view(np.uint32), b.view(np.uint32)) for a, b in zip(results[0], untagged, strict=False)
    )


def test_distinct_steps_params_and_slots_never_share_a_counter(monkeypatch):
    """Every (seed, substream, block) the optimizer draws is used once across steps, params and slots."""
    seen = []
    real = elementwise.run_many  # record the keys the optimizer hands to the runner

    def record(body, jobs, **kw):
        seen.extend((job.scalars.seed, job.scalars.substream, len(job.outputs)) for job in jobs)
        return real(body, jobs, **kw)

    monkeypatch.setattr(elementwise, "run_many", record)
    model = _model()
    optim.assign_stream_ids(model)
    _run_model(model, lambda m: list(m.parameters()), steps=5, state_dtype=torch.bfloat16)
    counters = {(seed, base | slot) for seed, base, n_out in seen for slot in range(n_out)}
    assert len(counters) == sum(n for _, _, n in seen) == 5 * 4 * 3
    # the substream packs (t, pid, q) injectively inside its documented ranges
    trials = [(t, pid, q) for t in (1, 2, optim.MAX_STEP) for pid in (0, 1, optim.MAX_STREAM_ID) for q in (0, 1, 2)]
    assert len({optim.substream(*x) for x in trials}) == len(trials)


def test_lr_schedule_does_not_recompile(host_builds):
    built = host_builds
    p = make_param((50,), torch.bfloat16, f32_grad=False)
    opt = optim.AdamW([p], lr=1e-2, seed=123457)  # an unusual seed: nothing cached from other tests' shapes
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda step: 1.0 / (1 + step))
    p.grad = make_grad((50,), torch.bfloat16, 0)
    opt.step()
    sched.step()
    first = len(built)
    lrs = []
    for t in range(1, 6):
        p.grad = make_grad((50,), torch.bfloat16, t)
        before = values(p)
        opt.step()
        sched.step()
        lrs.append(opt.param_groups[0]["lr"])
        assert not np.array_equal(before, values(p))
    assert len(built) == first and len(set(lrs)) == 5


# --------------------------------------------------------------------------------------------
# state_dict


@pytest.mark.parametrize("kind", ["adamw", "sgd"])
def test_resume_from_checkpoint_is_bit_identical(kind):
    def make(model):
        optim.assign_stream_ids(model)
        if kind == "adamw":
            return optim.AdamW(model.parameters(), lr=1e-2, seed=77, state_dtype=torch.bfloat16)
        return optim.SGD(model.parameters(), lr=1e-2, momentum=0.9, seed=77)

    def steps(model, opt, ts):
        for t in ts:
            gen = torch.Generator().manual_seed(t)
            for p in model.parameters():
                p.grad = torch.randn(p.shape, generator=gen).bfloat16()
            opt.step()

    straight = _model()
    opt = make(straight)
    steps(straight, opt, range(6))

    first = _model()
    opt1 = make(first)
    steps(first, opt1, range(3))
    buf = io.BytesIO()
    torch.save({"model": first.state_dict(), "optim": opt1.state_dict()}, buf)
    buf.seek(0)
    ckpt = torch.load(buf)
    resumed = _model()
    resumed.load_state_dict(ckpt["model"])
    opt2 = make(resumed)
    opt2.load_state_dict(ckpt["optim"])
    for p in resumed.parameters():
        st_ = opt2.state[p]
        assert int(st_["step"]) == 3
        for key in ("exp_avg", "exp_avg_sq", "momentum_buffer"):
            if key in st_:
                assert st_[key].dtype == (torch.bfloat16 if kind == "adamw" else torch.float32)
    assert opt2.param_groups[0]["seed"] == 77
    steps(resumed, opt2, range(3, 6))
    for a, b in zip(straight.parameters(), resumed.parameters(), strict=True):
        bits_equal(values(a), values(b))
    for a, b in zip(straight.parameters(), resumed.parameters(), strict=True):
        for key, value in opt.state[a].items():
            assert torch.equal(value, opt2.state[b][key]), key


def test_state_dict_keeps_f32_state_with_bf16_params():
    p = make_param((8,), torch.bfloat16, f32_grad=False)
    opt = optim.AdamW([p], seed=1)
    p.grad = make_grad((8,), torch.bfloat16, 0)
    opt.step()
    sd = copy.deepcopy(opt.state_dict())
    opt2 = optim.AdamW([p], seed=0)
    opt2.load_state_dict(sd)
    assert opt2.state[p]["exp_avg"].dtype == torch.float32
    assert torch.equal(opt2.state[p]["exp_avg_sq"], opt.state[p]["exp_avg_sq"])
    assert opt2.param_groups[0]["seed"] == 1


# --------------------------------------------------------------------------------------------
# Errors


def test_errors_have_clear_messages():
    with pytest.raises(TypeError, match="is complex.*view_as_real"):
        optim.AdamW([torch.nn.Parameter(torch.zeros(3, dtype=torch.complex64))])
    with pytest.raises(TypeError, match="has dtype float64; supported: bfloat16, float16, float32"):
        optim.SGD([torch.nn.Parameter(torch.zeros(3, dtype=torch.float64))])
    with pytest.raises(ValueError, match="rounding must be STOCHASTIC or RN.*RZ"):
        optim.AdamW([make_param((3,), torch.bfloat16)], rounding="RZ")
    with pytest.raises(ValueError, match="state_dtype must be one of float32, bfloat16"):
        optim.AdamW([make_param((3,), torch.bfloat16)], state_dtype=torch.float16)
    with pytest.raises(ValueError, match=r"seed must be a non-negative integer below 2\*\*64"):
        optim.AdamW([make_param((3,), torch.bfloat16)], seed=-1)
    with pytest.raises(ValueError, match="invalid betas"):
        optim.AdamW([make_param((3,), torch.bfloat16)], betas=(0.9, 1.0))
    with pytest.raises(ValueError, match="Nesterov momentum requires momentum > 0"):
        optim.SGD([make_param((3,), torch.bfloat16)], nesterov=True)
    with pytest.raises(ValueError, match="invalid learning rate"):
        optim.SGD([make_param((3,), torch.bfloat16)], lr=-1.0)


def test_gradient_errors():
    p = make_param((4,), torch.bfloat16)
    opt = optim.AdamW([p])
    p.grad = torch.zeros(4, dtype=torch.float16)
    with pytest.raises(TypeError, match="gradient of parameter 0 has dtype float16; expected float32 or"):
        opt.step()
    q = torch.nn.Parameter(torch.zeros(4, 3))
    emb = optim.SGD([q], lr=0.1)
    q.grad = torch.zeros(4, 3).to_sparse()
    with pytest.raises(RuntimeError, match="does not support sparse gradients.*SparseAdam"):
        emb.step()


def test_stream_id_errors():
    a, b = make_param((3,), torch.bfloat16), make_param((3,), torch.bfloat16)
    optim.assign_stream_ids([a])
    with pytest.raises(ValueError, match=r"parameters \[1\] have no stream id while others do"):
        optim.AdamW([a, b])
    optim.assign_stream_ids([b])  # b also gets id 0
    with pytest.raises(ValueError, match="two parameters share a stream id"):
        optim.AdamW([a, b])
    with pytest.raises(ValueError, match="step must be at least 1"):
        optim.substream(0, 0, 0)
    with pytest.raises(ValueError, match="stream id must be at most 1073741823"):
        optim.substream(1, optim.MAX_STREAM_ID + 1, 0)
    with pytest.raises(TypeError, match="assign_stream_ids expects an nn.Module"):
        optim.assign_stream_ids(torch.zeros(3))


def test_step_counter_limit():
    p = make_param((3,), torch.bfloat16, f32_grad=False)
    opt = optim.SGD([p], lr=0.1)
    p.grad = torch.zeros(3, dtype=torch.bfloat16)
    opt.step()
    opt.state[p]["step"] = torch.tensor(optim.MAX_STEP, dtype=torch.int64)
    with pytest.raises(RuntimeError, match="exceeds the keying contract"):
        opt.step()


# --------------------------------------------------------------------------------------------
# Edge values


def test_edge_values_match_reference():
    """+-0, tiny and huge parameters, subnormal bf16, largest finite bf16, +-Inf and NaN gradients: the same bits
    (NaNs compared as NaN: the payload of a NaN produced by f32 arithmetic is the CPU's, not part of the contract)."""
    big = float(np.array([0x7F7F0000], np.uint32).view(F32)[0])  # largest finite bf16
    p_vals = [0.0, -0.0, 1e-38, -1e-38, 9.2e-41, big, -big, 1.0, -3.0, 2.0**-126, 5.0, 7.0, 0.5, -0.5, 1e-3, 100.0]
    g_vals = [0.0, -0.0, 1e-3, -1e-3, 1.0, 1e30, -1e30, math.inf, -math.inf, math.nan, 1e-40, -2.0, 0.25, 3.0, 0.0, 1.0]
    p = torch.nn.Parameter(torch.tensor(p_vals).bfloat16())
    p.grad_dtype = None
    start = values(p)
    g = torch.tensor(g_vals, dtype=torch.float32)
    opt = optim.AdamW([p], lr=0.5, weight_decay=0.1, seed=2)
    p.grad = g
    with np.errstate(all="ignore"):
        want, wm, wv = ref_adamw(
            start, values(g), np.zeros(16, F32), np.zeros(16, F32), t=1, lr=0.5, b1=0.9, b2=0.999, eps=1e-8, wd=0.1,
            maximize=False, pdt=torch.bfloat16, sdt=torch.float32, mode="STOCHASTIC", seed=2, pid=0,
            index=np.arange(16),
        )  # fmt: skip
    opt.step()
    st_ = opt.state[p]
    for got, ref in ((values(p), want), (values(st_["exp_avg"]), wm), (values(st_["exp_avg_sq"]), wv)):
        nan = np.isnan(ref)
        assert np.array_equal(np.isnan(got), nan)
        bits_equal(got[~nan], ref[~nan])
    assert np.isnan(values(p)[9]) and np.isinf(wv[7])  # the NaN gradient poisons its element; Inf**2 is Inf


def test_sr_update_is_unbiased_over_seeds():
    """The bound of the test above with the draws spread over 512 seeds x 8 elements (AdamW, step 1: the update
    is about -lr = -2**-10, a quarter of the bf16 ulp 2**-8 just below 1.0, which RN drops entirely)."""
    n_seeds, width, delta = 512, 8, 1e-9
    start, lr = 1.0, 2.0**-10
    results = []
    for seed in range(n_seeds):
        p = torch.nn.Parameter(torch.full((width,), start).bfloat16())
        p.grad = torch.full((width,), 0.5).bfloat16()
        optim.AdamW([p], lr=lr, weight_decay=0.0, seed=seed).step()
        results.append(values(p).astype(np.float64))
    got = np.concatenate(results)
    x, _, _ = ref_adamw(
        np.ones(1, F32), np.full(1, 0.5, F32), np.zeros(1, F32), np.zeros(1, F32), t=1, lr=lr, b1=0.9, b2=0.999,
        eps=1e-8, wd=0.0, maximize=False, pdt=torch.float32, sdt=torch.float32, mode="RN", seed=0, pid=0, index=0,
    )  # fmt: skip
    x = float(x[0])  # the f32 update, unrounded
    u = 2.0**-8  # bf16 ulp in [0.5, 1)
    assert 1 - u < x < 1
    bound = u * (2.0**-16 + math.sqrt(math.log(2 / delta) / (2 * got.size)))
    assert abs(got.mean() - x) <= bound, (got.mean(), x, bound)
    q = torch.nn.Parameter(torch.full((width,), start).bfloat16())
    rn = optim.AdamW([q], lr=lr, rounding="RN", weight_decay=0.0)
    q.grad = torch.full((width,), 0.5).bfloat16()
    rn.step()
    assert abs(float(values(q)[0]) - x) > 4 * bound  # negative control: RN misses x by the whole update (~5x the bound)


def test_zero_size_and_gradless_parameters():
    """A zero-size parameter steps (nothing to write); a parameter without a gradient is skipped (no state)."""
    empty, idle = make_param((0, 4), torch.bfloat16, f32_grad=False), make_param((3,), torch.bfloat16)
    before = idle.detach().clone()
    opt = optim.AdamW([empty, idle], lr=1e-2)
    empty.grad = torch.zeros(0, 4, dtype=torch.bfloat16)
    opt.step()
    assert int(opt.state[empty]["step"]) == 1 and opt.state[empty]["exp_avg"].shape == (0, 4)
    assert idle not in opt.state and torch.equal(idle.detach(), before)
