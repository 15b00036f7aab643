"""runtime/triton/absmax.py (Triton's interpreter on CPU tensors; the GPU in the device tests): the largest finite
magnitude equals an independent numpy reference exactly, over edge values of every source dtype, and NVFP4's tensor
scale through it equals the torch-op path's bits."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding.mx import ops as mx_ops
from flydsl.rounding.runtime import backends
from flydsl.rounding.runtime.triton import absmax

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

DTYPES = [torch.float32, torch.bfloat16, torch.float16]


def _reference(x: torch.Tensor) -> np.float32:
    """max |x| over the finite elements, in numpy (0 when none)."""
    a = np.abs(x.float().numpy().astype(np.float64))
    a = a[np.isfinite(a)]
    return np.float32(a.max() if a.size else 0.0)


def _edges(dtype) -> torch.Tensor:
    fi = torch.finfo(dtype)
    vals = [0.0, -0.0, fi.tiny, -fi.tiny, fi.smallest_normal / 4, fi.max, -fi.max, 1.0, -3.5]
    return torch.tensor(vals, dtype=torch.float32).to(dtype)


def _nonfinite(dtype) -> torch.Tensor:
    """+-Inf and NaNs of both signs and several payloads (as bits of ``dtype``)."""
    if dtype == torch.float32:
        bits = [0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FFFFFFF]
        return torch.tensor(np.array(bits, dtype=np.uint32).view(np.int32)).view(torch.float32)
    inf, nan = (0x7F80, 0x7FC0) if dtype == torch.bfloat16 else (0x7C00, 0x7E00)
    bits = [inf, inf | 0x8000, nan, nan | 0x8000, inf | 1, 0x7FFF]
    return torch.tensor(np.array(bits, dtype=np.uint16).view(np.int16)).view(dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_edge_values(dtype):
    x = torch.cat([_edges(dtype), _nonfinite(dtype)])
    got = absmax.finite_absmax(x)
    assert got.dtype == torch.float32 and got.shape == ()
    assert got.item() == _reference(x) == torch.finfo(dtype).max


@pytest.mark.parametrize("dtype", DTYPES)
def test_only_nonfinite_zero_and_empty_give_zero(dtype):
    zeros = (torch.zeros(5, dtype=dtype), -torch.zeros(3, dtype=dtype), torch.empty(0, dtype=dtype))
    for x in (_nonfinite(dtype), *zeros):
        got = absmax.finite_absmax(x)
        assert got.item() == 0.0 and not math.copysign(1.0, got.item()) < 0


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.floats(width=32, allow_nan=True, allow_infinity=True), min_size=1, max_size=9000),
    st.sampled_from(DTYPES),
)
def test_matches_numpy(values, dtype):
    """Any values (several programs' worth: the atomic max across programs), any dtype."""
    x = torch.tensor(values, dtype=torch.float32).to(dtype)
    assert absmax.finite_absmax(x).item() == _reference(x)


def test_non_contiguous_is_read_as_its_values():
    x = torch.arange(64, dtype=torch.float32).reshape(8, 8).t()
    assert absmax.finite_absmax(x[:, :3]).item() == 23.0  # columns 0-2 of the transpose: 0 .. 23


def test_negative_control_without_the_finite_mask():
    """The reference rejects a maximum that let +Inf or a NaN through, and one that kept a sign: the tests above
    would catch a kernel that did either."""
    x = torch.cat([_edges(torch.float32), _nonfinite(torch.float32)])
    assert _reference(x) != x.abs().max().item()  # inf (or NaN) is what an unmasked maximum returns
    assert _reference(torch.tensor([-5.0, 1.0])) == 5.0 != torch.tensor([-5.0, 1.0]).max().item()


def test_rejects_other_dtypes():
    with pytest.raises(TypeError, match=r"finite_absmax reads .*float32.*got torch.int32"):
        absmax.finite_absmax(torch.ones(4, dtype=torch.int32))


@pytest.mark.parametrize("rule", ["rn", "ru"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_tensor_scale_same_bits_as_torch_ops(monkeypatch, rule, dtype):
    """NVFP4's tensor scale through the kernel (Triton backend) and through the torch ops (host engine backend)."""
    g = torch.Generator().manual_seed(3)
    x = (torch.randn(3000, generator=g) * 37.0).to(dtype)
    x[7], x[99] = float("inf"), float("nan")
    monkeypatch.delenv(backends.ENV, raising=False)
    host = mx_ops.tensor_scale_of(x, rule)
    monkeypatch.setenv(backends.ENV, "triton")
    calls = []
    kernel = absmax.finite_absmax
    monkeypatch.setattr(absmax, "finite_absmax", lambda t: calls.append(t) or kernel(t))
    tri = mx_ops.tensor_scale_of(x, rule)
    assert len(calls) == 1  # the kernel made it, not the torch ops
    assert tri.view(torch.int32).item() == host.view(torch.int32).item()
    zero = torch.zeros(40, dtype=dtype)
    assert mx_ops.tensor_scale_of(zero, rule).item() == 1.0


#: Maxima at the encode scale's edges: 0, the smallest subnormal (2688 / a overflows: the clamp), the largest
#: finite, values where the "ru" rule steps one ulp down and where it does not, 448 * 6 itself.
EDGE_MAXIMA = [0.0, 1e-45, 1e-40, 2.0**-126, 3.4028234663852886e38, 7.0, 3.0, 0.1, 1.0 / 3.0, 2688.0, 65504.0, 1e-30]


@pytest.mark.parametrize("rule", ["rn", "ru"])
def test_encode_scale_same_bits_as_torch_ops_at_the_edges(monkeypatch, rule):
    """The one-program scale kernel against the torch ops of ``tensor_scale_of`` (the host path), maximum by maximum,
    with hypothesis-free edges: the clamp, the ru step, a zero maximum."""
    for amax in EDGE_MAXIMA:
        x = torch.tensor([amax, -amax / 2, float("nan")], dtype=torch.float32)
        monkeypatch.delenv(backends.ENV, raising=False)
        host = mx_ops.tensor_scale_of(x, rule)
        monkeypatch.setenv(backends.ENV, "triton")
        tri = mx_ops.tensor_scale_of(x, rule)
        assert tri.view(torch.int32).item() == host.view(torch.int32).item(), amax


@settings(max_examples=40, deadline=None)
@given(st.floats(min_value=0.0, max_value=absmax.F32_MAX, width=32), st.sampled_from([False, True]))
def test_encode_scale_property(amax, round_down):
    """Any finite maximum: the kernel equals numpy's f32 division, clamp and (ru) exact f64 step down."""
    a = np.float32(amax)
    with np.errstate(divide="ignore", over="ignore"):
        s = np.minimum(np.float32(2688.0) / a, np.float32(absmax.F32_MAX))
    if round_down and float(s) * float(a) > 2688.0:
        s = np.nextafter(s, np.float32(0))
    want = np.float32(1.0) if a == 0 else np.float32(s)
    got = absmax.encode_scale(torch.tensor(amax, dtype=torch.float32), 2688.0, round_down)
    assert got.view(torch.int32).item() == torch.tensor(want).view(torch.int32).item()


def test_negative_control_ru_without_its_step_is_caught():
    """Some maximum needs the ru step (2688 / a rounded up past the target): without it the bits differ."""
    with np.errstate(divide="ignore", over="ignore"):
        scales = [(a, min(float(np.float32(2688.0) / np.float32(a)), absmax.F32_MAX)) for a in EDGE_MAXIMA[1:]]
    stepped = [a for a, s in scales if s * float(np.float32(a)) > 2688.0]
    assert stepped, "no edge maximum exercises the ru step"
    a = torch.tensor(stepped[0], dtype=torch.float32)
    assert absmax.encode_scale(a, 2688.0, True).item() != absmax.encode_scale(a, 2688.0, False).item()
