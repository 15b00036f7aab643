"""Which backend runs a body on which device: the one registry of devices and backends.

=============================  ===========================  ==================================
device                         default backend              also available
=============================  ===========================  ==================================
``cpu``                        ``host``: the host engine     ``triton`` in Triton's interpreter
                               (FlyDSL through MLIR's        (``TRITON_INTERPRET=1``: how CI
                               ExecutionEngine)              checks the Triton kernels' bits)
``meta``                       ``host`` (shapes only:        -
                               nothing runs)
``cuda`` on a ROCm build       ``flydsl``: FlyDSL kernels    ``triton`` (opt-in)
``cuda`` on a CUDA build       ``triton``                    -
anything else                  refused, with what to do
=============================  ===========================  ==================================

The opt-in is the environment variable :data:`ENV` (``FLYDSL_ROUNDING_BACKEND=triton``) or a call's
``backend=`` where an entry point takes one. Every backend gives the same bits: the Triton kernels
are generated from the FlyDSL bodies (:mod:`flydsl.rounding.runtime.triton`). This module imports
neither FlyDSL nor Triton.
"""

from __future__ import annotations

import enum
import os

import torch

__all__ = ["Backend", "ENV", "backend_for", "DEFAULTS"]

#: The environment variable that picks the backend of ROCm GPUs.
ENV = "FLYDSL_ROUNDING_BACKEND"


class Backend(enum.Enum):
    HOST = "host"  #: the host engine (CPU)
    FLYDSL = "flydsl"  #: FlyDSL GPU kernels (ROCm)
    TRITON = "triton"  #: generated Triton kernels (CUDA; ROCm by choice)


def _platform(device: torch.device) -> str:
    if device.type in ("cpu", "meta"):
        return device.type
    if device.type == "cuda":
        return "rocm" if getattr(torch.version, "hip", None) else "cuda"
    return device.type


#: Per platform: (default backend, every backend it allows).
DEFAULTS = {
    "cpu": (Backend.HOST, (Backend.HOST, Backend.TRITON)),  # Triton on the CPU: its interpreter only
    "meta": (Backend.HOST, (Backend.HOST,)),  # no data: nothing is launched, whatever backend is chosen elsewhere
    "rocm": (Backend.FLYDSL, (Backend.FLYDSL, Backend.TRITON)),
    "cuda": (Backend.TRITON, (Backend.TRITON,)),
}


def backend_for(device, requested=None, op: str = "this op") -> Backend:
    """The backend that runs ``op`` on ``device``: ``requested`` (a :class:`Backend` or its name), else
    :data:`ENV` where the platform allows it, else the platform's default. Raises ValueError for a device
    no backend serves, or a backend the platform does not allow."""
    if requested is None and type(device) is torch.device:
        key = (
            device.type,
            getattr(torch.version, "hip", None),
            os.environ.get(ENV),
            os.environ.get("TRITON_INTERPRET"),
        )
        found = _CHOSEN.get(key)
        if found is not None:
            return found
        found = _choose(device, None, op)
        _CHOSEN[key] = found
        return found
    return _choose(torch.device(device), requested, op)


#: backend_for's answers without ``requested``, by what they depend on: the device type, the build (ROCm or not)
#: and the two environment variables it reads.
_CHOSEN: dict = {}


def _choose(device: torch.device, requested, op: str) -> Backend:
    platform = _platform(device)
    if platform not in DEFAULTS:
        raise ValueError(
            f"{op} runs on CPU tensors, NVIDIA GPUs (CUDA, through Triton) and AMD GPUs (ROCm, through FlyDSL "
            f"or Triton), got a tensor on {device}; move it with .cpu() or .cuda()"
        )
    default, allowed = DEFAULTS[platform]
    env = os.environ.get(ENV)
    choice = requested if requested is not None else (env if env and len(allowed) > 1 else None)
    if choice is None:
        return default
    try:
        backend = choice if isinstance(choice, Backend) else Backend(str(choice).lower())
    except ValueError:
        names = ", ".join(b.value for b in Backend)
        raise ValueError(
            f"{op}: unknown backend {choice!r} (from {ENV} or backend=); the backends are {names}"
        ) from None
    if backend not in allowed:
        names = ", ".join(b.value for b in allowed)
        raise ValueError(f"{op}: backend {backend.value!r} does not run on {device} ({platform}); it takes {names}")
    if platform == "cpu" and backend is Backend.TRITON and os.environ.get("TRITON_INTERPRET") != "1":
        raise ValueError(
            f"{op}: the Triton backend runs CPU tensors only in Triton's interpreter; set TRITON_INTERPRET=1 "
            f"before importing triton, or unset {ENV} to use the host engine"
        )
    return backend
