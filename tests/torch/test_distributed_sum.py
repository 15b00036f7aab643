"""flydsl.rounding.torch.distributed.ordered_sum in one process (multi-rank: tests/torch/test_distributed.py)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from flydsl.rounding.torch.distributed import ordered_sum


def test_sums_left_to_right_in_f32():
    rng = np.random.default_rng(3)
    parts = [torch.from_numpy(rng.standard_normal((20, 50)).astype(np.float32)) for _ in range(6)]
    want = parts[0].numpy().copy()
    for p in parts[1:]:
        want = (want + p.numpy()).astype(np.float32)
    got = ordered_sum(parts)
    assert got.dtype == torch.float32
    np.testing.assert_array_equal(got.numpy().view(np.uint32), want.view(np.uint32))
    # a different association gives different bits somewhere (the order is what the function fixes)
    other = (parts[0] + parts[1]) + (parts[2] + parts[3])
    for p in parts[4:]:
        other = other + p
    assert not torch.equal(got, other)


def test_bf16_parts_are_widened_and_inputs_untouched():
    parts = [torch.full((3,), 1.0, dtype=torch.bfloat16), torch.full((3,), 2.0**-9, dtype=torch.bfloat16)]
    got = ordered_sum(parts)
    assert got.dtype == torch.float32 and got[0].item() == 1.0 + 2.0**-9  # not representable in bf16
    assert parts[0][0].item() == 1.0


def test_errors():
    with pytest.raises(ValueError, match="needs at least one tensor"):
        ordered_sum([])
    with pytest.raises(TypeError, match=r"parts\[1\] must be a torch.Tensor, got list"):
        ordered_sum([torch.zeros(2), [0.0, 0.0]])
    with pytest.raises(TypeError, match=r"parts\[0\] has dtype torch.int32; expected a floating-point tensor"):
        ordered_sum([torch.zeros(2, dtype=torch.int32)])
    with pytest.raises(ValueError, match=r"parts\[1\] has shape \(3,\) on cpu, parts\[0\] \(2,\) on cpu"):
        ordered_sum([torch.zeros(2), torch.zeros(3)])
