"""runtime/triton/gemm_epilogue.py (Triton's interpreter on CPU tensors; the GPU in the device tests): one pass of
``((y / s0) / s1 + bias.float()).to(dtype)`` gives torch's bits for those ops, over edge values (+-0, subnormals of
f32 and of the outputs, the largest finite, +-Inf, results that overflow or round to subnormals in bf16 / f16),
every number of scales, bias dtypes, output dtypes and a column slice of a wider output (its row stride);
hypothesis over random magnitudes; NaNs compared as NaNs (payloads are not promised); a negative control (division
as a multiplication by the reciprocal) is caught; bad arguments say what was expected."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding.runtime.triton.gemm_epilogue import gemm_epilogue

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

OUTS = [torch.float32, torch.bfloat16, torch.float16]


def _torch(y, scales, bias, dtype):
    for s in scales:
        y = y / s
    if bias is not None:
        y = y + bias.float()
    return y.to(dtype)


def _same(got, want):
    """Bit for bit, a NaN matching any NaN."""
    assert got.shape == want.shape and got.dtype == want.dtype and got.is_contiguous()
    nan = torch.isnan(want)
    assert torch.equal(torch.isnan(got), nan)
    bits = torch.int32 if want.dtype == torch.float32 else torch.int16
    assert torch.equal(got[~nan].view(bits), want[~nan].view(bits))


def _edges() -> torch.Tensor:
    f = torch.finfo(torch.float32)
    vals = [0.0, -0.0, f.tiny, -f.tiny, 1e-45, -1e-45, f.max, -f.max, float("inf"), float("-inf"), 1.0, -3.0,
            65504.0, 65520.0, 3.0e38, 1e-40, 5.96e-8, 2.0**-133, 2.0**-126 * 1.5, 0.1, 1.0 / 3.0, 7.0e4]  # fmt: skip
    return torch.tensor(vals, dtype=torch.float32)


def _y(rows: int, cols: int, seed: int) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    y = torch.randn(rows, cols, generator=g) * torch.exp2(torch.randint(-140, 130, (rows, cols), generator=g).float())
    e = _edges()[: rows * cols]
    y.view(-1)[: e.numel()] = e
    return y


SCALES = [(), (3.0,), (0.1, 7.0e-3), (2.0**-120, 1.0e30)]


@pytest.mark.parametrize("dtype", OUTS)
@pytest.mark.parametrize("scales", SCALES, ids=str)
@pytest.mark.parametrize("bias", [None, torch.float32, torch.bfloat16, torch.float16])
def test_one_pass_equals_the_torch_ops(dtype, scales, bias):
    y = _y(9, 40, 1)
    s = [torch.tensor(v, dtype=torch.float32) for v in scales]
    b = None if bias is None else (torch.randn(40, generator=torch.Generator().manual_seed(2)) * 1e3).to(bias)
    _same(gemm_epilogue(y, s, b, dtype), _torch(y, s, b, dtype))


@pytest.mark.parametrize("dtype", OUTS)
def test_a_column_slice_reads_its_row_stride(dtype):
    """The training layers cut a padded GEMM output to its columns: a view with rows 48 apart."""
    full = _y(7, 48, 3)
    y = full[:, :37]
    s = [torch.tensor(0.37, dtype=torch.float32)]
    b = torch.randn(37, dtype=torch.bfloat16)
    _same(gemm_epilogue(y, s, b, dtype), _torch(y, s, b, dtype))
    _same(gemm_epilogue(full[:1, :5], [], None, dtype), _torch(full[:1, :5], [], None, dtype))


def test_nans_stay_nans():
    y = torch.tensor([[float("nan"), 1.0, float("inf")], [0.0, -0.0, float("nan")]])
    s = [torch.tensor(0.0, dtype=torch.float32)]  # 0/0 and inf/0 too
    for dtype in OUTS:
        _same(gemm_epilogue(y, s, None, dtype), _torch(y, s, None, dtype))


def test_empty():
    out = gemm_epilogue(torch.empty(0, 5), [], torch.zeros(5), torch.bfloat16)
    assert out.shape == (0, 5) and out.dtype == torch.bfloat16


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    rows=st.integers(1, 9),
    cols=st.integers(1, 70),
    scales=st.lists(st.floats(1e-30, 1e30), max_size=2),
    dtype=st.sampled_from(OUTS),
    with_bias=st.booleans(),
)
def test_property_random_magnitudes(seed, rows, cols, scales, dtype, with_bias):
    y = _y(rows, cols, seed)
    s = [torch.tensor(v, dtype=torch.float32) for v in scales]
    b = torch.randn(cols, generator=torch.Generator().manual_seed(seed)) if with_bias else None
    _same(gemm_epilogue(y, s, b, dtype), _torch(y, s, b, dtype))


def test_negative_control_a_reciprocal_multiply_is_caught():
    """Multiplying by 1/s (what CUDA does for a Python-float divisor) differs from dividing for some values: the
    comparison above would catch a kernel that did so."""
    y = _y(9, 40, 4)
    s = torch.tensor(0.1, dtype=torch.float32)
    recip = y * (1.0 / s)
    want = _torch(y, [s], None, torch.float32)
    finite = torch.isfinite(want)
    assert not torch.equal(recip[finite].view(torch.int32), want[finite].view(torch.int32))
    np.testing.assert_array_equal(gemm_epilogue(y, [s]).view(torch.int32).numpy(), want.view(torch.int32).numpy())


@pytest.mark.parametrize(
    "args, match",
    [
        ((torch.zeros(4, 4, dtype=torch.bfloat16),), "2-D f32 tensor with contiguous rows"),
        ((torch.zeros(4, 4).t()[:, :3],), "contiguous rows"),
        ((torch.zeros(4),), "2-D f32"),
        ((torch.zeros(4, 4), [torch.ones(1)]), "0-d f32 tensors"),
        ((torch.zeros(4, 4), [torch.tensor(1.0)] * 3), "up to 2"),
        ((torch.zeros(4, 4), [], torch.zeros(3)), "contiguous 1-D tensor of 4 entries"),
        ((torch.zeros(4, 4), [], None, torch.float64), "writes"),
    ],
)
def test_bad_arguments_say_what_was_expected(args, match):
    with pytest.raises(ValueError, match=match):
        gemm_epilogue(*args)
