"""Device tests of the rounding conversions: need an AMD GPU (ROCm build of torch); skipped otherwise.

The same conversion kernels the ISA census uses run on the GPU and must match the numpy
reference bit for bit, for every target and mode, with the canonical random stream.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from devices import NO_GPU, rocm_arch
from flydsl.rounding import kernels, reference

ARCH = rocm_arch()
pytestmark = [pytest.mark.device, pytest.mark.skipif(ARCH is None, reason=NO_GPU)]


def _unpack(words: np.ndarray, bits: int) -> np.ndarray:
    """The kernels store each Vector as 32-bit words; split them back into target patterns."""
    if bits == 4:
        w = words.view(np.uint32)
        return np.stack([(w >> (4 * k)) & 0xF for k in range(8)], axis=1).reshape(-1)
    return words.view(np.uint16 if bits == 16 else np.uint8).astype(np.uint32)


@pytest.mark.parametrize("mode", ["rn", "rz", "ru", "rd", "rna", "stochastic"])
@pytest.mark.parametrize("target", list(kernels.TARGETS))
def test_conversion_matches_reference_on_device(target, mode):
    dtype = kernels.TARGETS[target]
    launcher, (x, out, seed) = kernels.conversion_kernel(target, mode)
    rng = np.random.default_rng(7)
    u = rng.integers(0, 2**32, x.numel(), dtype=np.uint64).astype(np.uint32)
    u[: x.numel() // 2] = (rng.standard_normal(x.numel() // 2) * 100).astype(np.float32).view(np.uint32)
    x_dev = torch.from_numpy(u.view(np.float32).copy()).cuda()
    out_dev = out.cuda()
    launcher(x_dev, out_dev, seed)
    torch.cuda.synchronize()
    got = _unpack(out_dev.cpu().numpy(), dtype.width)
    rand = reference.stream_bits(seed, np.arange(u.size, dtype=np.uint64)) if mode == "stochastic" else None
    if mode == "rn" and dtype.__name__ in ("BFloat16", "Float16"):
        # RN is FlyDSL's own conversion (hardware cvt where the target has one): NaN payloads are the hardware's
        nan = np.isnan(u.view(np.float32))
        want = reference.round_bits(u, dtype.__name__, "RN")
        np.testing.assert_array_equal(got[~nan], want[~nan])
        return
    np.testing.assert_array_equal(got, reference.round_bits(u, dtype.__name__, mode.upper(), rand))
