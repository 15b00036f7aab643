"""The optimizers' step scalars computed on the device: what a capturable step needs, where the step count
lives on the GPU and nothing on the host may depend on it.

:func:`adamw_scalars` advances each job's step counter and writes the job's row of
:class:`~flydsl.rounding.torch.optim.functional.AdamWScalars` for the multi-tensor kernel's ``DEVICE_SCALARS``
form (:data:`flydsl.rounding.tritongen.generate.MULTI`). The row equals, bit for bit, what
:func:`~flydsl.rounding.torch.optim.functional.adamw_scalars` computes on the host at that step: the same f64
operations in the same order (``beta ** t`` by :func:`~flydsl.rounding.torch.optim.functional.power`'s repeated
squaring), each rounded once, then rounded to f32; compiled without FMA contraction. tests/runtime checks the
rows against the host function (Triton's interpreter in CI, the GPU in device tests).

The hyper-parameters arrive as the bits of their f64 values (a float kernel argument would be f32).
"""

from __future__ import annotations

import struct

import torch
import triton
import triton.language as tl

from .launch import COMPILE_OPTIONS, launch_kernel, signed64

__all__ = ["adamw_scalars", "adamw_arguments", "f64_bits", "STEP_BITS"]

#: Bits of the step count a capturable step uses (the keying contract's steps are 32-bit: ``MAX_STEP``).
STEP_BITS = 32


def f64_bits(x: float) -> int:
    """The bits of f64 ``x`` as a signed int64 (a kernel argument that keeps every bit)."""
    return struct.unpack("<q", struct.pack("<d", float(x)))[0]


@triton.jit
def _f64(bits):
    return bits.to(tl.int64).to(tl.float64, bitcast=True)


@triton.jit
def _word(x):
    """An f64 value rounded to f32, as the int64 word of a scalar row (its bits in the low half)."""
    return x.to(tl.float32).to(tl.int32, bitcast=True).to(tl.int64)


@triton.jit
def _power(base, t, STEP_BITS: tl.constexpr):
    """``base ** t`` as :func:`~flydsl.rounding.torch.optim.functional.power` computes it."""
    acc = tl.full(t.shape, 1.0, tl.float64)
    b = tl.full(t.shape, 1.0, tl.float64) * base
    for i in tl.static_range(STEP_BITS):
        acc = tl.where(((t >> i) & 1) != 0, acc * b, acc)
        b = b * b
    return acc


@triton.jit(do_not_specialize=["n", "LR", "BETA1", "BETA2", "EPS", "WD", "SIGN", "SEED"])
def _adamw_scalars_kernel(COUNTS, ROWS, n, LR, BETA1, BETA2, EPS, WD, SIGN, SEED, BLOCK: tl.constexpr,
                          WIDTH: tl.constexpr, F_DECAY: tl.constexpr, F_OMB1: tl.constexpr, F_BETA2: tl.constexpr,
                          F_OMB2: tl.constexpr, F_STEP_SIZE: tl.constexpr, F_BC2: tl.constexpr, F_EPS: tl.constexpr,
                          F_SIGN: tl.constexpr, F_SEED: tl.constexpr, F_SUB: tl.constexpr,
                          STEP_BITS: tl.constexpr):  # fmt: skip
    j = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = j < n
    t = tl.load(COUNTS + j, mask=mask, other=0) + 1
    tl.store(COUNTS + j, t, mask=mask)
    lr, beta1, beta2 = _f64(LR), _f64(BETA1), _f64(BETA2)
    one = tl.full((BLOCK,), 1.0, tl.float64)
    row = ROWS + j.to(tl.int64) * WIDTH
    zero = tl.zeros((BLOCK,), tl.int64)
    tl.store(row + F_DECAY, zero + _word(1.0 - lr * _f64(WD)), mask=mask)
    tl.store(row + F_OMB1, zero + _word(1.0 - beta1), mask=mask)
    tl.store(row + F_BETA2, zero + _word(beta2), mask=mask)
    tl.store(row + F_OMB2, zero + _word(1.0 - beta2), mask=mask)
    tl.store(row + F_STEP_SIZE, _word(lr / (one - _power(beta1, t, STEP_BITS))), mask=mask)
    tl.store(row + F_BC2, _word(tl.sqrt(one - _power(beta2, t, STEP_BITS))), mask=mask)
    tl.store(row + F_EPS, zero + _word(_f64(EPS)), mask=mask)
    tl.store(row + F_SIGN, zero + _word(_f64(SIGN)), mask=mask)
    tl.store(row + F_SEED, zero + SEED.to(tl.int64), mask=mask)
    tl.store(row + F_SUB, (t & 0xFFFFFFFF) << 32, mask=mask)


def adamw_scalars(counts: torch.Tensor, rows: torch.Tensor, record, hyper) -> None:
    """Advance ``counts`` (int64 ``[jobs]``, the jobs' step counters) by one and write each job's scalar row at
    its new step into ``rows`` (int64 ``[jobs, len(record._fields)]``). One launch, on the tensors' device and
    torch's current stream; it reads no host value that changes between steps (a CUDA graph may replay it).

    ``record``: the scalar record class (:class:`~flydsl.rounding.torch.optim.functional.AdamWScalars`: its field
    names place each value); ``hyper``: the group's values
    (:class:`~flydsl.rounding.torch.optim.functional.AdamWHyper`: ``lr, beta1, beta2, eps, weight_decay, sign,
    seed``). The substream's tensor part is not here: the multi-tensor kernel adds each job's offset."""
    k, grid, args, kwargs = adamw_arguments(counts, rows, record, hyper)
    launch_kernel(k, grid, args, kwargs, counts.device)


def adamw_arguments(counts: torch.Tensor, rows: torch.Tensor, record, hyper):
    """``(kernel, grid, args, kwargs)`` of :func:`adamw_scalars` (what :mod:`.compile_only` compiles)."""
    jobs = counts.shape[0]
    width = len(record._fields)
    if counts.dtype != torch.int64 or rows.dtype != torch.int64 or tuple(rows.shape) != (jobs, width):
        raise ValueError(
            f"adamw_scalars: expected int64 counts [jobs] and int64 rows [jobs, {width}], got {counts.dtype} "
            f"{tuple(counts.shape)} and {rows.dtype} {tuple(rows.shape)}"
        )
    field = {name: i for i, name in enumerate(record._fields)}
    block = max(16, triton.next_power_of_2(min(jobs, 1024)))
    args = (
        counts, rows, jobs, f64_bits(hyper.lr), f64_bits(hyper.beta1), f64_bits(hyper.beta2), f64_bits(hyper.eps),
        f64_bits(hyper.weight_decay), f64_bits(hyper.sign), signed64(hyper.seed),
    )  # fmt: skip
    kwargs = dict(
        BLOCK=block, WIDTH=width, F_DECAY=field["decay"], F_OMB1=field["one_minus_beta1"], F_BETA2=field["beta2"],
        F_OMB2=field["one_minus_beta2"], F_STEP_SIZE=field["step_size"], F_BC2=field["bc2_sqrt"], F_EPS=field["eps"],
        F_SIGN=field["sign"], F_SEED=field["seed"], F_SUB=field["substream"], STEP_BITS=STEP_BITS, num_warps=1,
        **COMPILE_OPTIONS,
    )  # fmt: skip
    return _adamw_scalars_kernel, (triton.cdiv(jobs, block),), args, kwargs
