"""The element-wise runner over torch tensors (CPU path: host engine), bit-exact against numpy references."""

from __future__ import annotations

import flydsl.expr as fx
import numpy as np
import pytest
import torch
from hypothesis import given
from hypothesis import strategies as st

from flydsl.rounding import reference, stream
from flydsl.rounding.runtime import elementwise as ew
from flydsl.rounding.runtime.indexing import IndexMap

SR = fx.RoundingMode.STOCHASTIC
SEED = 2**63 + 12345  # exercises the high key word

#: Block 2**32 - 4: a run of more than 32 elements there crosses a change of the block's high word.
WRAP = 8 * (2**32 - 4)

MAPS = [
    (IndexMap.contiguous(0), ew.Variant(8, True, True, True)),
    (IndexMap.contiguous(WRAP), ew.Variant(8, True, True, False)),
    (IndexMap.contiguous(WRAP + 2**35 * 5 + 64), ew.Variant(8, True, True, True)),
    (IndexMap.contiguous(5), ew.Variant(8, True, False)),
    (IndexMap(2**40 + 16, 24, 64), ew.Variant(8, False, True)),
    (IndexMap(3, 24, 61), ew.Variant(8, False, False)),
    (IndexMap(7, 5, 11), ew.Variant(1, False, False)),
]


def _u16(t):
    return t.view(torch.int16).numpy().view(np.uint16).reshape(-1)


def sr_body(x, seed, *, index):
    return x.to(fx.BFloat16, rounding=SR, seed=seed, offset=index)


@pytest.mark.parametrize(("index_map", "variant"), MAPS, ids=lambda v: str(v))
def test_sr_bits_follow_the_index_map(index_map, variant):
    n = 1003  # not a multiple of 8: exercises the tail
    x = torch.randn(n, generator=torch.Generator().manual_seed(1))
    out = torch.empty(n, dtype=torch.bfloat16)
    assert ew.variant_of(index_map, n) == variant
    ew.run(sr_body, [x], [out], scalars=[(SEED, fx.Uint64)], index_map=index_map)
    rand = reference.stream_bits(SEED, index_map.indices(n))
    want = reference.round_bits(x.numpy().view(np.uint32), "BFloat16", "STOCHASTIC", rand)
    assert np.array_equal(_u16(out), want)


@given(
    n=st.integers(1, 150),
    start=st.integers(0, 2**64 - 1),
    run=st.integers(1, 40),
    stride=st.integers(0, 2**64 - 1),
    align=st.booleans(),
)
def test_any_index_map_property(n, start, run, stride, align):
    """Any map (64-bit start/stride, wrapping) gives the reference bits at index_map.indices(n)."""
    if align:  # exercise the aligned variants as often as the others
        start, run, stride = start & ~7, run * 8, stride & ~7
    m = IndexMap(start, run, stride)
    x = torch.randn(n, generator=torch.Generator().manual_seed(n))
    out = torch.empty(n, dtype=torch.bfloat16)
    ew.run(sr_body, [x], [out], scalars=[(SEED, fx.Uint64)], index_map=m)
    want = reference.round_bits(
        x.numpy().view(np.uint32), "BFloat16", "STOCHASTIC", reference.stream_bits(SEED, m.indices(n))
    )
    assert np.array_equal(_u16(out), want)


def test_wrong_map_is_detected():
    """Negative control: the same run checked against the contiguous map's bits differs."""
    n, m = 256, IndexMap(0, 24, 64)
    x = torch.randn(n, generator=torch.Generator().manual_seed(2))
    out = torch.empty(n, dtype=torch.bfloat16)
    ew.run(sr_body, [x], [out], scalars=[(SEED, fx.Uint64)], index_map=m)
    wrong = reference.round_bits(
        x.numpy().view(np.uint32), "BFloat16", "STOCHASTIC", reference.stream_bits(SEED, np.arange(n, dtype=np.uint64))
    )
    assert not np.array_equal(_u16(out), wrong)


def test_narrow_variant_only_where_the_high_word_is_constant():
    """The narrow variant is picked exactly when the run's blocks share their high 32-bit word."""
    for n in (1, 8, 31, 32):  # blocks 2**32 - 4 .. 2**32 - 1: one high word
        assert ew.variant_of(IndexMap.contiguous(WRAP), n).narrow
    for n in (33, 1003):  # reaches block 2**32: the high word changes inside the run
        assert not ew.variant_of(IndexMap.contiguous(WRAP), n).narrow
    assert not ew.variant_of(IndexMap.contiguous(5), 64).narrow  # unaligned
    assert not ew.variant_of(IndexMap(2**40 + 16, 24, 64), 64).narrow  # strided


def test_narrow_variant_on_a_wrapping_run_is_detected(monkeypatch):
    """Negative control: forcing the narrow variant on a run whose block high word changes gives wrong bits
    (so the reference comparisons above would catch a wrong variant choice)."""
    n, m = 1003, IndexMap.contiguous(WRAP)
    monkeypatch.setattr(ew, "variant_of", lambda index_map, n: ew.Variant(8, True, True, True))
    x = torch.randn(n, generator=torch.Generator().manual_seed(4))
    out = torch.empty(n, dtype=torch.bfloat16)
    ew.run(sr_body, [x], [out], scalars=[(SEED, fx.Uint64)], index_map=m)
    want = reference.round_bits(
        x.numpy().view(np.uint32), "BFloat16", "STOCHASTIC", reference.stream_bits(SEED, m.indices(n))
    )
    got = _u16(out)
    assert np.array_equal(got[:32], want[:32])  # before the high word changes: the same
    assert not np.array_equal(got[32 : n // 8 * 8], want[32 : n // 8 * 8])


@pytest.mark.parametrize(("index_map", "variant"), MAPS, ids=lambda v: str(v))
def test_aligned_variants_give_a_provably_aligned_index(index_map, variant):
    seen = []

    def probe(x, *, index):
        seen.append(stream.is_aligned(index))
        return x

    x = torch.zeros(64)
    ew.run(probe, [x], [torch.empty(64)], index_map=index_map)
    assert seen == [variant.aligned]


def _adam_like(g, p, m, v, lr, beta, seed, sub, *, index):
    """f32 grad + bf16 param + f32 m + bf16 v -> bf16 param (SR), f32 m, bf16 v (SR, next substream)."""
    m = beta * m + (fx.Float32(1.0) - beta) * g
    v32 = v.to(fx.Float32) * beta + g * g
    p32 = p.to(fx.Float32) - lr * m
    p_new = p32.to(fx.BFloat16, rounding=SR, rand=ew.random_bits(seed, index, p32, substream=sub))
    v_new = v32.to(fx.BFloat16, rounding=SR, rand=ew.random_bits(seed, index, v32, substream=sub + fx.Uint64(1)))
    return p_new, m, v_new


def _adam_reference(g, p, m, v, lr, beta, seed, sub, idx):
    f32 = np.float32
    g, m = g.astype(f32), m.astype(f32)
    p32 = (p.astype(np.uint32) << 16).view(f32)
    v32 = (v.astype(np.uint32) << 16).view(f32)
    m = f32(beta) * m + (f32(1.0) - f32(beta)) * g
    v32 = v32 * f32(beta) + g * g
    p32 = p32 - f32(lr) * m
    p_new = reference.round_bits(
        p32.view(np.uint32), "BFloat16", "STOCHASTIC", reference.stream_bits(seed, idx, 10, sub)
    )
    v_new = reference.round_bits(
        v32.view(np.uint32), "BFloat16", "STOCHASTIC", reference.stream_bits(seed, idx, 10, sub + 1)
    )
    return p_new, m, v_new


@pytest.mark.parametrize("index_map", [IndexMap.contiguous(8 * 1000), IndexMap(11, 7, 30)], ids=["aligned", "scalar"])
def test_mixed_dtypes_in_place_and_runtime_scalars(index_map):
    gen = torch.Generator().manual_seed(3)
    n = 517
    g = torch.randn(n, generator=gen) * 1e-3
    p = torch.randn(n, generator=gen).to(torch.bfloat16)
    m = torch.randn(n, generator=gen) * 1e-2
    v = torch.rand(n, generator=gen).to(torch.bfloat16)
    sub = (5 << 32) | (3 << 2)
    want = _adam_reference(g.numpy(), _u16(p), m.numpy().copy(), _u16(v), 1e-3, 0.9, SEED, sub, index_map.indices(n))
    scalars = [(1e-3, fx.Float32), (0.9, fx.Float32), (SEED, fx.Uint64), (sub, fx.Uint64)]
    ew.run(_adam_like, [g, p, m, v], [p, m, v], scalars=scalars, index_map=index_map)  # in place
    assert np.array_equal(_u16(p), want[0])
    assert np.array_equal(m.numpy().view(np.uint32), want[1].view(np.uint32))
    assert np.array_equal(_u16(v), want[2])


def test_changing_scalars_and_map_values_does_not_recompile(host_builds):
    built = host_builds

    def body(x, lr, seed, *, index):
        return (x * lr).to(fx.BFloat16, rounding=SR, seed=seed, offset=index)

    x = torch.randn(100)
    out = torch.empty(100, dtype=torch.bfloat16)
    results = []
    for step in range(3):
        ew.run(body, [x], [out], scalars=[0.5 + step, (step + 1, fx.Uint64)], index_map=IndexMap.contiguous(8 * step))
        results.append(out.clone())
    assert len(built) == 1
    assert not torch.equal(results[0], results[1])


def test_non_contiguous_inputs_and_outputs_use_logical_order():
    x = torch.randn(16, 24).t()  # non-contiguous view
    out = torch.empty(16, 24, dtype=torch.bfloat16).t()
    ew.run(sr_body, [x], [out], scalars=[(SEED, fx.Uint64)])
    rand = reference.stream_bits(SEED, np.arange(x.numel(), dtype=np.uint64))
    want = reference.round_bits(x.contiguous().numpy().view(np.uint32).reshape(-1), "BFloat16", "STOCHASTIC", rand)
    assert np.array_equal(_u16(out.contiguous()), want)


def test_zero_size_is_a_no_op():
    ew.run(sr_body, [torch.empty(0, 3)], [torch.empty(0, 3, dtype=torch.bfloat16)], scalars=[(1, fx.Uint64)])


def test_errors():
    x = torch.zeros(4)
    with pytest.raises(ValueError, match="must be on one device"):
        ew.run(sr_body, [x], [torch.empty(4, dtype=torch.bfloat16, device="meta")], scalars=[1])
    with pytest.raises(ValueError, match="same number of elements, got 4 and 5"):
        ew.run(sr_body, [x], [torch.empty(5, dtype=torch.bfloat16)], scalars=[1])
    with pytest.raises(
        TypeError, match="element-wise runner.s tensor dtype must be one of bfloat16, .*, got complex64"
    ):
        ew.run(sr_body, [x.to(torch.complex64)], [torch.empty(4)], scalars=[1])
    with pytest.raises(TypeError, match="input 0 must be a torch.Tensor, got ndarray"):
        ew.run(sr_body, [np.zeros(4)], [x], scalars=[1])
    with pytest.raises(ValueError, match="needs at least one output tensor"):
        ew.run(sr_body, [x], [], scalars=[1])
    with pytest.raises(TypeError, match="scalar 0 must be an int, a float or a"):
        ew.run(sr_body, [x], [x], scalars=["seed"])
    with pytest.raises(TypeError, match="index_map must be an IndexMap"):
        ew.run(sr_body, [x], [x], scalars=[1], index_map=3)


def test_narrow_variant_saves_philox_work_in_the_kernel():
    """Compile-only (gfx942): the narrow variant's SR kernel issues fewer 64-bit multiplies (the second round's
    first multiply runs on the uniform counter word, on the scalar unit) and fewer VALU than the wide one."""
    from flydsl.rounding import isa

    n = 2048
    types = (fx.Uint64, fx.Uint64, fx.Uint64, fx.Uint64)
    counts = {}
    for narrow in (False, True):
        wrapped = ew.wrap_body(sr_body, 1, ew.Variant(8, True, True, narrow))
        fn = ew.launcher(wrapped, (fx.Float32,), types, (fx.BFloat16,), True)
        words = (torch.zeros(n, dtype=torch.int32), torch.zeros(n // 2, dtype=torch.int32))
        kernel = isa.compile_isa(fn, *words, 0, 1, 1, SEED, n // 8, arch="gfx942").kernel
        counts[narrow] = (kernel.mnemonics()["v_mad_u64_u32"], kernel.census["valu"])
    assert counts[True][0] == counts[False][0] - 1  # one Philox draw per thread
    assert counts[True][1] < counts[False][1]


def test_run_many_gives_each_jobs_run_bits_in_one_launch_per_variant():
    """Jobs over different maps (contiguous at offsets, narrow and wide blocks at the high-word wrap, strided
    shards, a width-1 map) and sizes give the bits of one run() each; one launch per variant group."""
    maps = [IndexMap.contiguous(0), IndexMap.contiguous(8 * 9), IndexMap(2**40 + 16, 24, 64), IndexMap(3, 24, 61),
            IndexMap(7, 5, 11), IndexMap.contiguous(16), IndexMap.contiguous(WRAP), IndexMap.contiguous(WRAP),
            IndexMap.contiguous(WRAP + 2**35 * 5 + 64)]  # fmt: skip
    sizes = [100, 37, 48, 50, 23, 0, 32, 1003, 40]
    gen = torch.Generator().manual_seed(4)
    xs = [torch.randn(n, generator=gen) for n in sizes]
    many = [torch.empty(n, dtype=torch.bfloat16) for n in sizes]
    one = [torch.empty(n, dtype=torch.bfloat16) for n in sizes]
    jobs = [ew.Job((x,), (o,), (SEED + k,), m) for k, (x, o, m) in enumerate(zip(xs, many, maps, strict=True))]
    launches = ew.run_many(sr_body, jobs, scalar_types=[fx.Uint64])
    for k, (x, o, m) in enumerate(zip(xs, one, maps, strict=True)):
        ew.run(sr_body, [x], [o], scalars=[(SEED + k, fx.Uint64)], index_map=m)
    for a, b in zip(many, one, strict=True):
        assert torch.equal(a.view(torch.int16), b.view(torch.int16))
    variants = {ew.variant_of(m, n) for m, n in zip(maps, sizes, strict=True) if n}
    assert ew.Variant(8, True, True, True) in variants and ew.Variant(8, True, True, False) in variants
    assert launches == len(variants)


def test_run_many_errors():
    x = torch.zeros(4)
    with pytest.raises(TypeError, match="job 0 must be an elementwise.Job"):
        ew.run_many(sr_body, [(x,)], scalar_types=[fx.Uint64])
    with pytest.raises(TypeError, match="job 0 has 0 scalars; scalar_types gives 1"):
        ew.run_many(sr_body, [ew.Job((x,), (x,))], scalar_types=[fx.Uint64])
    with pytest.raises(ValueError, match="same number of elements, got 4 and 5"):
        ew.run_many(sr_body, [ew.Job((x,), (torch.zeros(5),), (1,))], scalar_types=[fx.Uint64])
    with pytest.raises(ValueError, match="job 0 has no input tensor"):
        ew.run_many(sr_body, [ew.Job((), (x,), (1,))], scalar_types=[fx.Uint64])
