"""The capturable optimizer's scalars made on the device (runtime/triton/optim_scalars.py) equal, bit for bit, the
host's :func:`~flydsl.rounding.torch.optim.functional.adamw_scalars` at the advanced step, for any hyper-parameters,
seed and step up to the keying's 2**32 - 1; the counters advance by one. Triton's interpreter (CI); the sm_90 PTX
(IEEE f64 division and square root, no contraction) is checked in test_triton_cuda_compile.py and the GPU's rows
in the device tests (test_cuda.py)."""

from __future__ import annotations

import math
import typing

import numpy as np
import pytest
import torch
from hypothesis import given
from hypothesis import strategies as st

from flydsl.rounding.keyspace import MAX_STEP, optimizer_substream
from flydsl.rounding.runtime.triton import optim_scalars
from flydsl.rounding.torch.optim.functional import AdamWHyper, AdamWScalars, adamw_scalars, power

#: The scalar record's field names, in order (a NamedTuple's annotations).
FIELDS = list(typing.get_type_hints(AdamWScalars))


def _host_rows(hyper: AdamWHyper, steps) -> np.ndarray:
    """The int64 rows the device should write: each f32 field's bits (low half), the integers as they are."""
    rows = []
    for t in steps:
        s = adamw_scalars(
            hyper.lr, hyper.beta1, hyper.beta2, hyper.eps, hyper.weight_decay, hyper.sign < 0, t, seed=hyper.seed,
            substream=optimizer_substream(t, 0, 0),
        )  # fmt: skip
        row = []
        for name, v in zip(FIELDS, s, strict=True):
            if name in ("seed", "substream"):
                row.append(np.uint64(v).view(np.int64))
            else:
                row.append(np.int64(np.float32(v).view(np.int32)))
        rows.append(row)
    return np.array(rows, dtype=np.int64)


def _device_rows(hyper: AdamWHyper, counts) -> tuple:
    c = torch.tensor(counts, dtype=torch.int64)
    rows = torch.full((len(counts), len(FIELDS)), -1, dtype=torch.int64)
    optim_scalars.adamw_scalars(c, rows, AdamWScalars, hyper)
    return c.numpy(), rows.numpy()


unit = st.floats(0.0, 1.0, exclude_max=True, allow_nan=False)
hypers = st.builds(
    AdamWHyper,
    lr=st.floats(0.0, 10.0, allow_nan=False),
    beta1=unit,
    beta2=unit,
    eps=st.floats(0.0, 1e-2, allow_nan=False),
    weight_decay=st.floats(0.0, 1.0, allow_nan=False),
    sign=st.sampled_from([1.0, -1.0]),
    seed=st.integers(0, 2**64 - 1),
)


@given(hyper=hypers, counts=st.lists(st.integers(0, MAX_STEP - 1), min_size=1, max_size=5))
def test_device_rows_equal_the_host_scalars_at_the_next_step(hyper, counts):
    advanced, rows = _device_rows(hyper, counts)
    assert advanced.tolist() == [t + 1 for t in counts]
    np.testing.assert_array_equal(rows, _host_rows(hyper, [t + 1 for t in counts]))


@pytest.mark.parametrize("t", [1, 2, 3, 1000, 2**20 + 7, 2**31, MAX_STEP])
@pytest.mark.parametrize("betas", [(0.9, 0.999), (0.0, 0.5), (0.99, 0.9999), (0.5, 1 - 2**-53)])
def test_edge_steps_and_betas(t, betas):
    hyper = AdamWHyper(3e-4, *betas, 1e-8, 0.1, 1.0, 2**64 - 1)
    _, rows = _device_rows(hyper, [t - 1])
    np.testing.assert_array_equal(rows, _host_rows(hyper, [t]))


def test_negative_control_the_rows_of_another_step_differ():
    hyper = AdamWHyper(1e-3, 0.9, 0.999, 1e-8, 0.01, 1.0, 5)
    _, rows = _device_rows(hyper, [6])
    assert not np.array_equal(rows, _host_rows(hyper, [8]))
    assert not np.array_equal(rows[:, FIELDS.index("step_size")], _host_rows(hyper, [6])[:, 4])


@given(base=st.floats(0.0, 1.0, allow_nan=False), n=st.integers(0, 2**32 - 1))
def test_power_by_squaring_is_close_to_pow(base, n):
    """power() is the definition (both sides compute it alike). Each squaring doubles the relative error carried in
    (and adds half an ulp), so it stays within about 2n f64 ulps of pow's value: far below an f32 scalar's ulp in
    the bias corrections (1e-12 relative for beta2 = 0.9999)."""
    got, want = power(base, n), base**n
    assert got == want or math.isclose(got, want, rel_tol=(2 * n + 4) * 2**-53, abs_tol=1e-290)


def test_row_shape_is_checked():
    with pytest.raises(ValueError, match=r"int64 rows \[jobs, 10\]"):
        optim_scalars.adamw_scalars(
            torch.zeros(2, dtype=torch.int64), torch.zeros(2, 9, dtype=torch.int64), AdamWScalars,
            AdamWHyper(1e-3, 0.9, 0.999, 1e-8, 0.0, 1.0, 0),
        )  # fmt: skip


def _prepared(sizes):
    from flydsl.rounding.runtime.triton import catalogue, launch

    name = catalogue.kernel_name("adamw", param="bfloat16", grad="bfloat16", state="float32", mode="STOCHASTIC")
    jobs = []
    for i, n in enumerate(sizes):
        p, g = torch.zeros(n, dtype=torch.bfloat16), torch.zeros(n, dtype=torch.bfloat16)
        m, v = torch.zeros(n), torch.zeros(n)
        jobs.append(launch.Job((p, g, m, v), (p, m, v), 0, i << 2))
    return launch, launch.prepare_multi(catalogue.OPTIM, name, jobs)


def test_an_empty_job_keeps_its_row():
    """Row i of the job table is job i (a device scalar row per member lines up), empty jobs included."""
    _, prepared = _prepared([40, 0, 9])
    assert prepared.table.shape[0] == 3 and prepared.table[1, 0].item() == 0


def test_device_scalars_must_be_a_row_per_job():
    launch, prepared = _prepared([40, 9])
    scalars = AdamWScalars(*(0.0,) * 8, seed=0, substream=0)
    for bad in (torch.zeros(3, 10, dtype=torch.int64), torch.zeros(2, 10, dtype=torch.float32)):
        with pytest.raises(ValueError, match=r"device scalars must be an int64 tensor of shape \(2, 10\), one row"):
            launch.launch_prepared(prepared, scalars, device_scalars=bad)
