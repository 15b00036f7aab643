"""Compile the generated Triton kernels for a GPU arch without the GPU, and read their ISA back.

AMD archs (``gfx942``, ...) give AMDGCN; NVIDIA ones (``sm_90``) give PTX through the wheel's own ``ptxas``.

The ``triton`` wheel bundles its AMD backend (``triton/backends/amd``: the TTGIR -> LLVM -> AMDGCN passes,
LLVM's AMDGPU target in ``libtriton.so``, lld linked in for the hsaco): ``triton.compile`` with
``GPUTarget("hip", arch, wave)`` needs no ROCm install, no driver and no ``ld.lld`` on the PATH.
:func:`compile_kernel` compiles exactly the call :func:`.launch.run` makes (:func:`.launch.arguments`):
the tensors go through Triton's own argument specialisation for a HIP target (16-byte alignment, and the
buffer-op pointer range of tensors under 2 GiB, as a launch on a ROCm GPU would see them), so the ISA is the
one a ROCm launch of those tensors would run. Needs torch and Triton, not FlyDSL; not under
``TRITON_INTERPRET=1`` (the interpreter replaces ``@triton.jit``: :func:`problem` says so).
"""

from __future__ import annotations

import functools
import os

from . import launch

__all__ = ["wave_size", "compile_kernel", "compile_call", "report", "problem", "triton_version"]


def wave_size(arch: str) -> int:
    """Triton's wave size on ``arch``: 64 on CDNA (gfx9), 32 on RDNA (gfx10, gfx11, gfx12) and NVIDIA (sm_*)."""
    return 32 if arch.startswith(("gfx10", "gfx11", "gfx12", "sm_")) else 64


def _target(arch: str):
    from triton.backends.compiler import GPUTarget

    if arch.startswith("sm_"):
        return GPUTarget("cuda", int(arch[3:]), 32)
    return GPUTarget("hip", arch, wave_size(arch))


def triton_version() -> str:
    import triton

    return triton.__version__


def compile_kernel(
    family: str,
    name: str,
    inputs,
    outputs,
    scalars=(),
    index_map=(0, 1, 1),
    *,
    arch: str,
    rounds: int = 10,
    block: int | None = None,
    num_warps: int | None = None,
    spread: int | None = None,
    layout: int | None = None,
):
    """Triton's ``CompiledKernel`` of :func:`.launch.run`'s call with these arguments, for ``arch``.

    The tensors may live on the CPU: only their dtype, alignment and size matter. ``.asm["amdgcn"]`` holds
    the assembly, ``.asm["hsaco"]`` the linked code object."""
    call = launch.arguments(
        family, name, inputs, outputs, scalars, index_map, rounds=rounds, block=block, num_warps=num_warps,
        spread=spread, layout=layout,
    )  # fmt: skip
    if call is None:
        raise ValueError("no elements: nothing to compile")
    fn, _grid, args, kwargs = call
    return compile_call(fn, args, kwargs, arch)


def compile_call(fn, args, kwargs, arch: str):
    """Compile ``fn[grid](*args, **kwargs)`` for ``arch`` as :meth:`triton.JITFunction.run` would on that GPU."""
    import triton
    from triton.compiler import make_backend
    from triton.runtime.jit import create_function_from_signature

    if not hasattr(fn, "params"):
        raise RuntimeError(problem() or f"{fn!r} is not a compiled @triton.jit kernel")
    target = _target(arch)
    backend = make_backend(target)
    # What JITFunction.run does before it compiles, without asking a driver for the target.
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    bound, specialization, options = binder(*args, **kwargs)
    options, signature, constexprs, attrs = fn._pack_args(backend, kwargs, bound, specialization, options)
    src = triton.compiler.ASTSource(fn, signature, constexprs, attrs)
    return triton.compile(src, target=target, options=options.__dict__)


def report(compiled):
    """The :class:`flydsl.rounding.isa.KernelReport` (VGPRs, wave size, instruction census) of a compiled kernel."""
    from ... import isa

    (kernel,) = isa.kernels_of(compiled.asm["amdgcn"])
    return kernel


@functools.cache
def problem() -> str | None:
    """Why the AMD backend cannot compile here, or ``None`` when a small kernel compiles for gfx942 (checked once)."""
    if os.environ.get("TRITON_INTERPRET", "0") not in ("", "0"):
        return "TRITON_INTERPRET is set: @triton.jit functions are the CPU interpreter's, nothing compiles"
    try:
        import triton
        import triton.backends

        if "amd" not in triton.backends.backends:
            return f"triton {triton.__version__} has no AMD backend (backends: {sorted(triton.backends.backends)})"
        import torch

        x = torch.zeros(64)
        y = torch.zeros(64, dtype=torch.bfloat16)
        name = "round_to__BFloat16__RN__sat0"
        compiled = compile_kernel("round_to", name, [x], [y], arch="gfx942")
        if "v_" not in compiled.asm.get("amdgcn", ""):
            return "triton.compile for hip:gfx942 gave no AMDGCN"
    except Exception as exc:  # noqa: BLE001 - the reason is the answer
        return f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}"
    return None
