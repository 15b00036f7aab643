"""Small element-wise conversion kernels for ISA census and benchmarks.

:func:`conversion_kernel` builds a ``@flyc.jit`` launcher whose kernel reads f32 values,
converts them to a narrow float type under one :class:`~flydsl.rounding.RoundingMode` and
stores the bit patterns. :func:`copy_kernel` is the baseline: the same loads and stores
with the conversion replaced by a truncating shift, so that::

    net VALU per element = (VALU(conversion) - VALU(copy)) / elems_per_thread

isolates what the rounding costs. Each thread handles ``elems_per_thread`` consecutive
elements in Vectors of ``width``; its first element index (and hence every Vector's
stream offset) is a multiple of ``width``, so STOCHASTIC draws need no run-time chunk
selection when ``width`` is a multiple of 8.

Outputs are stored as 32-bit words (each Vector bit-cast to ``width * bits / 32`` words),
so every target, fp4 included, uses the same store path.
"""

from __future__ import annotations

import flydsl.compiler as flyc
import flydsl.expr as fx

from .dtypes import float_type
from .formats import FORMATS
from .modes import RoundingMode, as_rounding_mode

__all__ = [
    "TARGET_TYPES",
    "TARGETS",
    "MODES",
    "conversion_kernel",
    "copy_kernel",
    "make_launcher",
    "example_args",
    "BLOCK_THREADS",
    "GRID_BLOCKS",
]

#: Target *names* accepted by the kernel builders (and the CLI), mapped to FlyDSL types: the
#: short names of the format registry, :data:`flydsl.rounding.formats.FORMATS` (``"bf16"``,
#: ``"fp8-e4m3fn"``, ...). Not :data:`flydsl.rounding.torch.ops.DTYPE_TARGETS`, which is keyed by torch dtype.
TARGET_TYPES = {f.short: float_type(f) for f in FORMATS.values()}
#: 0.1 name of :data:`TARGET_TYPES` (the same object).
TARGETS = TARGET_TYPES

#: Mode names accepted by the CLI, mapped to :class:`RoundingMode` members.
MODES = {m.value: m for m in RoundingMode}

BLOCK_THREADS = 64
GRID_BLOCKS = 4
_KERNEL_SEED = 5


def _target_type(target):
    """A target name from :data:`TARGET_TYPES` or a FlyDSL float type -> the FlyDSL type."""
    if isinstance(target, str):
        try:
            return TARGET_TYPES[target]
        except KeyError:
            raise ValueError(f"unknown target {target!r}; valid: {', '.join(TARGET_TYPES)}") from None
    if target in TARGET_TYPES.values():
        return target
    raise ValueError(f"unsupported target type {target!r}; valid: {', '.join(TARGET_TYPES)}")


def _check_shape(dtype, elems_per_thread: int, width: int) -> None:
    """``width`` must divide ``elems_per_thread`` and give whole 32-bit words of ``dtype``."""
    if width < 1 or elems_per_thread < 1 or elems_per_thread % width:
        raise ValueError(f"width ({width}) must be a positive divisor of elems_per_thread ({elems_per_thread})")
    if (width * dtype.width) % 32:
        raise ValueError(f"width * {dtype.width} bits must be a multiple of 32 for {dtype.__name__}, got width={width}")


def _truncate(v, dtype):
    """Baseline 'conversion': the top ``dtype.width`` bits of each f32 pattern, no rounding."""
    u = v.bitcast(fx.Uint32)
    if dtype.width == 4:
        return (u >> fx.Uint32(28)).to(fx.Int4).bitcast(fx.Float4E2M1FN)
    if dtype.width == 16:
        return (u >> fx.Uint32(16)).to(fx.Uint16)
    return (u >> fx.Uint32(24)).to(fx.Uint8)


def _as_words(y, dtype):
    """The converted Vector as 32-bit words for storing.

    Sub-byte elements are packed with shifts and ors (nibble k of a word is element k):
    bit-casting a vector of 4-bit values straight to i32 makes LLVM go through scratch.
    """
    if dtype.width >= 8:
        return y.bitcast(fx.Uint32)
    per_word = 32 // dtype.width
    codes = y.bitcast(fx.Int4).to(fx.Uint32) & fx.Uint32(0xF)
    words = None
    for k in range(per_word):
        part = codes.shuffle(codes, list(range(k, codes.numel, per_word))) << fx.Uint32(4 * k)
        words = part if words is None else words | part
    return words


def make_launcher(convert, dtype, elems_per_thread: int, width: int):
    """A launcher over ``BLOCK_THREADS x GRID_BLOCKS`` threads applying ``convert(v, seed, offset)``."""
    n, w = elems_per_thread, width
    words = w * dtype.width // 32

    @flyc.kernel(known_block_size=[BLOCK_THREADS, 1, 1])
    def conversion(X: fx.Tensor, Out: fx.Tensor, seed: fx.Uint32):
        tid = fx.thread_idx.x
        base = (fx.block_idx.x * BLOCK_THREADS + tid) * n
        for h in fx.range_constexpr(n // w):
            v = fx.Vector.from_elements([X[base + h * w + i] for i in fx.range_constexpr(w)], fx.Float32)
            offset = fx.Uint64(fx.Uint32(base + h * w))
            y = _as_words(convert(v, seed, offset), dtype)
            out_base = (base + h * w) * dtype.width // 32
            for j in fx.range_constexpr(words):
                Out[out_base + j] = y[j]

    @flyc.jit
    def launch(X: fx.Tensor, Out: fx.Tensor, seed: fx.Uint32, stream: fx.Stream = fx.Stream(None)):  # noqa: B008
        conversion(X, Out, seed).launch(grid=(GRID_BLOCKS, 1, 1), block=(BLOCK_THREADS, 1, 1), stream=stream)

    return launch


def example_args(dtype, elems_per_thread: int) -> tuple:
    """CPU tensors shaped for the launcher (they stand in for device tensors at compile time)."""
    import torch

    total = BLOCK_THREADS * GRID_BLOCKS * elems_per_thread
    return (
        torch.zeros(total, dtype=torch.float32),
        torch.zeros(total * dtype.width // 32, dtype=torch.int32),
        _KERNEL_SEED,
    )


def conversion_kernel(target_dtype, mode, *, elems_per_thread: int = 16, width: int = 8) -> tuple:
    """Return ``(launcher, example_args)`` for an f32 -> ``target_dtype`` conversion under ``mode``.

    ``target_dtype``: a name from :data:`TARGET_TYPES` or the FlyDSL type. ``mode``: a
    :class:`RoundingMode` or name (``"rn"``, ``"stochastic"``, ...). STOCHASTIC draws bits
    from the canonical stream with the kernel's ``seed`` argument and offset = element index.
    ``launcher(*example_args)`` is what :func:`flydsl.rounding.isa.compile_isa` takes.
    Raises ValueError for an unknown target or an unsupported ``width``.
    """
    dtype = _target_type(target_dtype)
    rmode = as_rounding_mode(mode.lower() if isinstance(mode, str) else mode, "mode")
    _check_shape(dtype, elems_per_thread, width)

    def convert(v, seed, offset):
        if rmode is RoundingMode.STOCHASTIC:
            return v.to(dtype, rounding=rmode, seed=seed, offset=offset)
        return v.to(dtype, rounding=rmode)

    return make_launcher(convert, dtype, elems_per_thread, width), example_args(dtype, elems_per_thread)


def copy_kernel(target_dtype="bf16", *, elems_per_thread: int = 16, width: int = 8) -> tuple:
    """Return ``(launcher, example_args)`` of the baseline for :func:`conversion_kernel`.

    Same loads, stores and output size; each element stores the top bits of its f32
    pattern (``u >> 16`` truncated to 16 bits for 16-bit targets, ``u >> 24`` for 8-bit,
    ``u >> 28`` for 4-bit) instead of a rounded conversion.
    """
    dtype = _target_type(target_dtype)
    _check_shape(dtype, elems_per_thread, width)
    return (
        make_launcher(lambda v, seed, offset: _truncate(v, dtype), dtype, elems_per_thread, width),
        example_args(dtype, elems_per_thread),
    )
