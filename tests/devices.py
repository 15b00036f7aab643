"""Which AMD GPU, if any, the device tests can use (one place for every ``device``-marked test file)."""

from __future__ import annotations

import torch


def rocm_arch() -> str | None:
    """The gfx arch of GPU 0 under a ROCm build of torch (e.g. ``"gfx1100"``), or None without one."""
    if not (torch.cuda.is_available() and getattr(torch.version, "hip", None)):
        return None
    return torch.cuda.get_device_properties(0).gcnArchName.split(":")[0]


NO_GPU = "needs an AMD GPU (ROCm build of torch)"
