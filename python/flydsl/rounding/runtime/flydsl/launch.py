"""Launching FlyDSL kernels on GPU tensors without re-tracing them: the launch cache.

FlyDSL 0.5 traces a ``@flyc.jit`` launcher's Python body on EVERY ordinary call before it looks
up its compile cache (about 60 ms for a fused AdamW kernel on this machine's CPU), so calling the
launcher each optimizer step would spend more host time than the GPU work. ``flyc.compile(launcher,
*args)`` returns a ``CompiledFunction`` that launches its specialization directly (FlyDSL quotes
about 5 us); :func:`launch` keeps one per (launcher, trace state, argument signature) and calls it.
Every FlyDSL launch of the package (the element-wise and block runners, the multi-tensor optimizer
step, the GEMM) goes through :func:`launch`. Imports FlyDSL only when a launch happens.
"""

from __future__ import annotations

import torch

__all__ = ["launch", "trace_state", "kept_launches", "forget_launches"]

_COMPILED: dict = {}


def _signature(value):
    """What FlyDSL specializes a launcher on, for one argument (a conservative superset of its cache key).

    Tensors: dtype, rank, the first unit-stride dim (FlyDSL's dynamic layout keeps that stride static)
    and the device; other values: their type (they are run-time kernel arguments).
    """
    if isinstance(value, torch.Tensor):
        strides = value.stride()
        return ("tensor", value.dtype, value.dim(), strides.index(1) if 1 in strides else None, value.device)
    return (type(value),)


def trace_state() -> tuple:
    """What a launcher's trace reads besides its identity and arguments, as part of every kept launch's key.

    The target arch (:func:`flydsl.rounding.target.current_arch`: FlyDSL compiles for it and the lowering picks
    its per-arch forms by it) and the division form a :func:`flydsl.rounding.division.forced_form` block forces.
    Without them a launch for gfx1201 after one for gfx1100 in the same process ran gfx1100's code object.
    """
    from ...division import active_forced_form
    from ...target import current_arch

    return (current_arch(), active_forced_form())


def launch(jit_fn, *args, stream=None) -> None:
    """Run the ``@flyc.jit`` launcher ``jit_fn(*args, stream)`` on GPU tensors, tracing it only once.

    The first call per (``jit_fn``, :func:`trace_state`, argument signature) compiles through
    ``flyc.compile`` (which also runs this launch) and keeps the ``CompiledFunction``; later calls launch
    it directly, with any sizes, addresses and scalar values. ``stream``: an ``fx.Stream`` (default
    FlyDSL's ``Stream(None)``).
    Only the run-time arguments may change between calls: anything else the launcher reads at trace time
    must be part of ``jit_fn``'s identity (its body, dtypes, rounds: as for the package's cached launchers) or
    of :func:`trace_state` (the target arch, the forced division form), which the key includes. After changing
    other trace-time state for a launcher of your own, call :func:`forget_launches`. CPU tensors (the amdemu emulator's
    stand-ins) are compile placeholders for ``flyc.compile``, which then launches nothing: the first call
    then launches itself. Under FlyDSL's ``COMPILE_ONLY`` nothing is kept (``flyc.compile`` returns None).
    """
    import flydsl.compiler as flyc
    import flydsl.expr as fx

    stream = fx.Stream(None) if stream is None else stream
    key = (jit_fn, trace_state(), tuple(_signature(a) for a in args))
    compiled = _COMPILED.get(key)
    if compiled is not None:
        compiled(*args, stream)
        return
    compiled = flyc.compile(jit_fn, *args, stream)
    if compiled is None:
        return
    _COMPILED[key] = compiled
    # flyc.compile launched only if every tensor is a live GPU tensor (FlyDSL: device type "cuda", ROCm's
    # too); with a placeholder among them (CPU tensors, as the amdemu emulator passes) it only compiled
    if not all(a.device.type == "cuda" for a in args if isinstance(a, torch.Tensor)):
        compiled(*args, stream)


def kept_launches(jit_fn=None) -> int:
    """How many ``CompiledFunction`` s :func:`launch` keeps (for ``jit_fn`` only, when given)."""
    return sum(1 for key in _COMPILED if jit_fn is None or key[0] is jit_fn)


def forget_launches() -> None:
    """Drop every kept ``CompiledFunction``: the next :func:`launch` of each launcher traces and compiles again."""
    _COMPILED.clear()
