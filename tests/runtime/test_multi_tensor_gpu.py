"""The multi-tensor GPU kernel (issue 15, goal 1): one launch per group of jobs on a ROCm GPU.

Without a GPU: the launch geometry (chunk table) and the job table are pure host functions, tested
here; the kernel compiles for every representative arch; a plan for CPU tensors standing in for
device tensors gives one launch per group. The kernel's bits were checked on the emulator (not in CI)
and are checked on a real GPU by tests/torch/test_optim_device.py.
"""

from __future__ import annotations

import flydsl.expr as fx
import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding import RoundingMode, isa
from flydsl.rounding.runtime import elementwise as ew
from flydsl.rounding.runtime.indexing import IndexMap
from flydsl.rounding.target import REPRESENTATIVE_ARCHS
from flydsl.rounding.torch import optim

SR = RoundingMode.STOCHASTIC
THREADS = ew.THREADS
SIZES = [1, 7, 8, 9, 1000, 4099, 0, 16, 3, 2061]  # Vectors with and without tails, tiny, empty
ADAMW_TYPES = optim.scalar_types(optim.AdamWScalars)


def test_chunk_table_boundaries_tails_and_empty_jobs():
    slots = [ew.job_slots(n, ew.Variant(8, True, True)) for n in SIZES]
    assert slots == [1, 7, 1, 2, 125, 512 + 3, 0, 2, 3, 257 + 5]
    chunks = ew.chunk_table(slots)
    assert chunks.dtype == np.int32 and chunks.shape == (1 + 1 + 1 + 1 + 1 + 3 + 0 + 1 + 1 + 2, 2)
    assert chunks.tolist()[4:9] == [[4, 0], [5, 0], [5, 256], [5, 512], [7, 0]]  # job 6 (empty) has none
    assert ew.job_slots(23, ew.Variant(1, False, False)) == 23  # width 1: one slot per element
    assert ew.chunk_table([]).shape == (0, 2)
    with pytest.raises(ValueError, match=r"job slot counts must be in \[0, 2\*\*31\), got -1"):
        ew.chunk_table([5, -1])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 3000), max_size=40), st.sampled_from([32, 64, 256]))
def test_chunk_table_covers_every_slot_once_within_one_job(slots, threads):
    """Chunks start at multiples of ``threads`` inside their job, are distinct and in job order, and the
    slots they serve (``min(threads, slots - first)`` each) add up to all slots: every slot exactly once."""
    chunks = ew.chunk_table(slots, threads).astype(np.int64)
    assert len(chunks) == sum(-(-s // threads) for s in slots)
    if not len(chunks):
        return
    job, first = chunks[:, 0], chunks[:, 1]
    n = np.asarray(slots, dtype=np.int64)[job]
    assert (first % threads == 0).all() and (first < n).all() and (np.diff(job) >= 0).all()
    assert len({(int(j), int(f)) for j, f in chunks}) == len(chunks)
    assert int(np.minimum(threads, n - first).sum()) == sum(slots)


def test_chunk_table_many_jobs():
    slots = [1 + (k * 37) % 700 for k in range(5000)]
    chunks = ew.chunk_table(slots)
    assert len(chunks) == sum(-(-s // THREADS) for s in slots)
    assert np.array_equal(np.unique(chunks[:, 0]), np.arange(5000))


def _adamw_jobs(sizes, state_dtype=torch.float32, step=3):
    gen = torch.Generator().manual_seed(2)
    jobs = []
    for k, n in enumerate(sizes):
        p, g = (torch.randn(n, generator=gen).bfloat16() for _ in range(2))
        m, v = (torch.rand(n, generator=gen).to(state_dtype) for _ in range(2))
        sc = optim.adamw_scalars(1e-2, 0.9, 0.999, 1e-8, 1e-2, False, step, seed=2**63 + 5, substream=(step << 32) | k)
        jobs.append(ew.Job((p, g, m, v), (p, m, v), sc))
    return jobs


def _single_group(jobs, types=ADAMW_TYPES):
    groups = ew.group_jobs(jobs, types)
    assert len(groups) == 1
    ((_, in_types, out_types, variant), members), = groups.items()  # fmt: skip
    return members, variant, in_types, out_types


def test_job_table_rows():
    """Each row: tensor addresses, Vectors, slots, the Vector body's and the tail's map scalars, raw scalar words."""
    jobs = _adamw_jobs(SIZES)
    members, variant, in_types, out_types = _single_group(jobs)
    plan = ew.multi_launch_plan(optim.adamw_body(fx.BFloat16, fx.Float32, SR, 10), members, variant, in_types,
                                out_types, ADAMW_TYPES)  # fmt: skip
    nonempty = [(j, n) for j, n in zip(jobs, SIZES, strict=True) if n]
    assert plan.table.shape == (len(nonempty), 7 + 8 + len(ADAMW_TYPES)) and plan.table.dtype == np.int64
    words = plan.table.view(np.uint64)
    for row, (job, n) in zip(words.tolist(), nonempty, strict=True):
        assert row[:7] == [t.data_ptr() for t in (*job.inputs, *job.outputs)]
        assert row[7:9] == [n // 8, n // 8 + n % 8]
        assert row[9:15] == [0, 1, 0, 0, 1, 1]  # contiguous from 0: (start // 8, 1, 1 // 8), (start, 1, 1)
        s = job.scalars
        assert row[15] == int(np.float32(s.decay).view(np.uint32)) and row[19] == int(
            np.float32(s.step_size).view(np.uint32)
        )
        assert row[-2:] == [2**63 + 5, s.substream]  # Uint64 scalars as they are
    assert np.array_equal(plan.chunks, ew.chunk_table([n // 8 + n % 8 for _, n in nonempty]))
    t, c, count = plan.arguments()
    assert t.shape == (plan.table.size,) and c.shape == (plan.chunks.size,) and count == len(plan.chunks)
    assert not plan.copies


def test_job_table_copies_non_contiguous_outputs_and_maps():
    x = torch.randn(4, 24)[:, ::2]  # 48 elements, not contiguous: two runs of 24
    out = torch.zeros(12, 4, dtype=torch.bfloat16).t()
    job = ew.Job((x,), (out,), (9,), IndexMap(2**40 + 16, 24, 64))
    members, variant, in_types, out_types = _single_group([job], (fx.Uint64,))
    plan = ew.multi_launch_plan(_sr_body, members, variant, in_types, out_types, (fx.Uint64,))
    assert variant == ew.Variant(8, False, True) and [o for o, _ in plan.copies] == [out]
    assert plan.table.view(np.uint64)[0, 4:10].tolist() == [(2**40 + 16) >> 3, 3, 8, 2**40 + 16, 24, 64]


def test_job_table_errors():
    members, variant, in_types, out_types = _single_group(_adamw_jobs([9]))
    body = optim.adamw_body(fx.BFloat16, fx.Float32, SR, 10)
    job, index_map = members[0]
    shifted = ew.Job(tuple(t[1:] if t.dtype == torch.bfloat16 else t for t in job.inputs), job.outputs, job.scalars)
    shifted = ew.Job(shifted.inputs, (shifted.inputs[0], job.outputs[1], job.outputs[2]), job.scalars)
    with pytest.raises(ValueError, match="same number of elements"):
        ew.group_jobs([shifted], ADAMW_TYPES)
    x = torch.zeros(17)[1:]  # 16 f32 elements at a 4-byte boundary, bf16 view 2 bytes off one
    y = torch.zeros(17, dtype=torch.bfloat16)[1:]
    members, variant, in_types, out_types = _single_group([ew.Job((x,), (y,), (1,))], (fx.Uint64,))
    with pytest.raises(ValueError, match="4-byte boundary for the GPU runner; pass .contiguous"):
        ew.multi_launch_plan(_sr_body, members, variant, in_types, out_types, (fx.Uint64,))
    big = torch.empty(2**31, device="meta")
    with pytest.raises(ValueError, match=r"has 2147483648 elements; at most 2\*\*31 - 1: split the tensor"):
        ew.multi_launch_plan(_sr_body, [(ew.Job((big,), (big,), (1,)), IndexMap.contiguous(0))], variant,
                             (fx.Float32,), (fx.Float32,), (fx.Uint64,))  # fmt: skip
    with pytest.raises(TypeError, match="carries scalars as 64-bit words: .* got \\['BFloat16'\\]"):
        ew.multi_launcher(body, in_types, (fx.BFloat16,), out_types, variant)


def _sr_body(x, seed, index):
    return x.to(fx.BFloat16, rounding=SR, rand=ew.random_bits(seed, index, x))


def test_device_launches_one_per_group():
    """A plan for CPU tensors standing in for GPU tensors: one launch per group; per tensor, one or two."""
    jobs = _adamw_jobs(SIZES) + _adamw_jobs([40, 41], torch.bfloat16)
    body = optim.adamw_body(fx.BFloat16, fx.Float32, SR, 10)
    assert ew.device_launches(body, jobs, scalar_types=ADAMW_TYPES) == 2 == len(ew.group_jobs(jobs, ADAMW_TYPES))
    # per tensor: the Vector kernel when n >= 8 and the scalar kernel when n % 8, for every nonempty job
    per_tensor = sum((n >= 8) + (n % 8 > 0) for n in [*SIZES, 40, 41])
    assert ew.device_launches(body, jobs, scalar_types=ADAMW_TYPES, multi_tensor=False) == per_tensor == 15
    # scalars the table cannot carry (bf16): the group falls back to its per-tensor kernels
    assert ew.device_launches(_sr_body, [ew.Job((torch.ones(9),), (torch.ones(9),), (1.0,))],
                              scalar_types=(fx.BFloat16,)) == 2  # fmt: skip


def test_run_many_per_tensor_on_cpu_gives_the_same_bits():
    body = optim.adamw_body(fx.BFloat16, fx.Float32, SR, 10)
    one, many = _adamw_jobs([9, 1000, 3]), _adamw_jobs([9, 1000, 3])
    assert ew.run_many(body, one, scalar_types=ADAMW_TYPES, multi_tensor=False) == 3
    assert ew.run_many(body, many, scalar_types=ADAMW_TYPES) == 1
    for a, b in zip(one, many, strict=True):
        for x, y in zip(a.outputs, b.outputs, strict=True):
            assert torch.equal(x.view(torch.uint8) if x.dtype == torch.bfloat16 else x.view(torch.int32),
                               y.view(torch.uint8) if y.dtype == torch.bfloat16 else y.view(torch.int32))  # fmt: skip


@pytest.mark.parametrize("arch", REPRESENTATIVE_ARCHS)
def test_multi_tensor_kernel_compiles(arch):
    """The AdamW multi-tensor kernel (bf16 state: Vector body plus scalar tail) builds for every arch: no spills,
    the job row read with scalar loads (uniform per workgroup)."""
    members, variant, in_types, out_types = _single_group(_adamw_jobs([9, 1000], torch.bfloat16))
    body = optim.adamw_body(fx.BFloat16, fx.BFloat16, SR, 10)
    plan = ew.multi_launch_plan(body, members, variant, in_types, out_types, ADAMW_TYPES)
    k = isa.compile_isa(plan.launcher, *plan.arguments(), arch=arch).kernel
    assert k.spills == 0 and k.scratch_bytes == 0
    assert k.census["smem"] >= 3 and k.census["vmem"] >= 14  # 4 tensors read, 3 written; Vector and tail
    assert k.wave_size == (64 if arch.startswith("gfx9") else 32)
