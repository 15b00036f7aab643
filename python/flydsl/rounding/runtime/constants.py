"""Small constant tensors kept on each device: decoding tables, Hadamard matrices, sign vectors, scalars.

A training step on a GPU must not copy host memory to the device (each such copy of pageable memory
synchronises the host with the GPU, and the quantized training step runs hundreds of them): a constant
is made once on the host, copied once per device and served from here afterwards. :func:`on_device`
caches by a hashable key the caller chooses (the constant's *meaning*, never a tensor's address), at
most :data:`LIMIT` entries (least recently used dropped first; a dropped constant is simply made again).
Imports neither FlyDSL nor Triton.
"""

from __future__ import annotations

import collections
import threading

import torch

__all__ = ["on_device", "copy_to", "scalar", "LIMIT", "clear"]

#: Constants kept (all devices together); redrawn RHT signs make one per layer and step, so the cache is bounded.
LIMIT = 4096

_CACHE: collections.OrderedDict = collections.OrderedDict()
_LOCK = threading.Lock()
#: Pinned host sources of constants first made during a CUDA graph capture (kept: a replay copies from them).
_CAPTURED_SOURCES: list = []


def on_device(key, device, make) -> torch.Tensor:
    """The constant ``make()`` (a CPU tensor, or anything ``torch.as_tensor`` takes) on ``device``, made and
    copied once per ``(key, device)``. Treat the result as read-only: it is shared by every caller of ``key``.

    On a CUDA device the one copy is asynchronous (from pinned memory), so even a cache miss does not
    synchronise the host with the GPU."""
    device = torch.device(device)
    if device.type == "cuda" and device.index is None:
        device = torch.device("cuda", torch.cuda.current_device())
    full = (key, str(device))
    with _LOCK:
        found = _CACHE.get(full)
        if found is not None:
            _CACHE.move_to_end(full)
            return found
    value, captured = copy_to(torch.as_tensor(make()), device)
    if captured:  # lives in the graph's memory pool: not served to others
        return value
    with _LOCK:
        _CACHE[full] = value
        while len(_CACHE) > LIMIT:
            _CACHE.popitem(last=False)
    return value


def copy_to(value: torch.Tensor, device) -> tuple:
    """``(value on device, captured)``: a host tensor copied without synchronising the host. On a CUDA device the
    copy is asynchronous, from pinned memory. ``captured``: the copy was made inside a CUDA graph capture, so it is
    a node every replay runs: its pinned source is kept for the life of the process (a replay reads it), and the
    result lives in the graph's memory pool."""
    if device.type != "cuda":
        return value.to(device), False
    source = value.contiguous().pin_memory()
    out = source.to(device, non_blocking=True)
    if torch.cuda.is_current_stream_capturing():
        with _LOCK:
            _CAPTURED_SOURCES.append(source)
        return out, True
    return out, False


def scalar(value: float, dtype: torch.dtype, device) -> torch.Tensor:
    """A 0-d tensor holding ``value`` on ``device`` (cached): an operand of a true division or a comparison that
    a Python number would not give the same bits as (CUDA divides by a host scalar through its reciprocal)."""
    return on_device(("scalar", float(value), dtype), device, lambda: torch.tensor(value, dtype=dtype))


def clear() -> None:
    """Drop every cached constant (tests)."""
    with _LOCK:
        _CACHE.clear()
