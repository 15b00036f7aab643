"""Random Hadamard transform (RHT): orthonormal block Hadamard transforms with a sign vector.

For a block size ``n`` in :data:`SIZES` and a sign vector ``s`` (entries +-1), the transform of a
tensor along dimension ``dim`` cuts every 1-D fibre along ``dim`` into consecutive blocks of ``n``
and maps each block (a row vector ``v``) to::

    rht(v) = (v * s_b) @ H_n / sqrt(n)          inverse: v = (rht(v) @ H_n / sqrt(n)) * s_b

``H_n`` is the Sylvester Hadamard matrix (``H_1 = [1]``, ``H_2m = [[H_m, H_m], [H_m, -H_m]]``:
symmetric, entries +-1, ``H_n H_n^T = n I``), so ``Q = diag(s_b) H_n / sqrt(n)`` is orthogonal and
the transform of both operands of a GEMM along its contraction dimension cancels:
``rht(A) rht(B)^T = A Q Q^T B^T = A B^T`` in exact arithmetic. Quantizing the transformed operands
spreads a block's outliers over all of its ``n`` elements (Tseng et al., arXiv 2502.20586; NVIDIA,
arXiv 2509.25149). ``s_b`` is the sign vector entry for each element's *global* position ``k``
along ``dim``: ``s[k % len(s)]`` (a vector of ``n`` entries repeats for every block, as in
Transformer Engine; a vector as long as ``dim`` gives every position its own sign).

The bits (every device, every backend): ``v @ H_n`` is computed by the fast Walsh-Hadamard butterfly in the
working precision (f32; f64 for f64 input), stages ``h = 1, 2, 4, ..., n / 2``, each replacing every pair
``(v[j], v[j + h])`` of a group of ``2h`` (``j`` the group's first ``h`` positions) by ``(v[j] + v[j + h],
v[j] - v[j + h])``; then each element is multiplied once by :func:`inverse_sqrt` ``(n)`` (``1 / sqrt(n)`` rounded
to the working precision; exact for 16). The sign flips are exact. Every operation is one IEEE addition,
subtraction or multiplication in a fixed order, so the CPU (torch ops), a CUDA GPU (one Triton kernel,
``runtime/triton/rht.py``, or fused into the training layers' quantize kernel; both over
``runtime/triton/hadamard.py``) and FlyDSL's building block
(:func:`~flydsl.rounding.training.block.hadamard_block`) give the same bits (NaN payloads aside: a NaN made by
``Inf - Inf`` is x86's default NaN on the CPU and ``0x7FFFFFFF`` on NVIDIA GPUs, see docs/runtime.rst). (Before
0.3 the op multiplied by the matrix, in each GEMM kernel's own order: the bits differed between devices.)

Sign vectors:

- :data:`TE_SIGNS`: Transformer Engine's fixed 16-entry wgrad vector (``get_wgrad_sign_vector`` in
  ``transformer_engine/pytorch/tensor/nvfp4_tensor.py``; also used by torchao's NVFP4 RHT), for
  parity with TE and torchao.
- :func:`draw_signs`: entry ``k`` is ``-1`` iff bit 15 of the canonical stream's 16 bits at index
  ``offset + k`` (key ``seed``, ``substream``) is set: ``bits = stream_bits(seed, offset + k,
  substream=substream)`` of :mod:`flydsl.rounding.stream` / :func:`flydsl.rounding.reference.stream_bits`.
  A pure function of (seed, substream, offset, k), so every rank and every tiling draws the same
  signs; redrawing per step means a new substream per step (the training recipes' keying formula).

:func:`rht` is a ``torch.library`` custom op (``flydsl_rounding::rht``, with a fake implementation and
an autograd formula: the gradient of an orthogonal map is its inverse) and accepts DTensors: a shard
takes the signs of its global positions (shard boundaries along ``dim`` must be multiples of ``n``).
"""

from __future__ import annotations

import functools
import math

import torch

from .. import stream
from ..torch.boundary import is_dtensor, uses_triton
from ..validate import check_int, check_uint

__all__ = ["SIZES", "TE_SIGNS", "hadamard", "inverse_sqrt", "butterfly", "draw_signs", "rht", "rht_with_signs"]

#: The block sizes of the transform.
SIZES = (16, 32, 128)

#: Transformer Engine's published 16-entry sign vector (``get_wgrad_sign_vector``, TE's NVFP4 recipe).
TE_SIGNS = (1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1)


def _check_size(n) -> int:
    check_int(n, "block")
    if n not in SIZES:
        raise ValueError(f"block must be one of {SIZES} (the Hadamard sizes supported), got {n}")
    return n


@functools.cache
def _sylvester(n: int) -> torch.Tensor:
    h = torch.ones(1, 1, dtype=torch.float64)
    while h.shape[0] < n:
        h = torch.cat([torch.cat([h, h], 1), torch.cat([h, -h], 1)], 0)
    return h


def hadamard(n: int, dtype=torch.float64, *, normalized: bool = True) -> torch.Tensor:
    """The ``n x n`` Sylvester Hadamard matrix (entries +-1), divided by ``sqrt(n)`` when ``normalized``: a new
    tensor each call (editing it in place changes no later result)."""
    h = _sylvester(_check_size(n))
    return (h / math.sqrt(n) if normalized else h).to(dtype, copy=True)


def draw_signs(length: int, *, seed: int, substream: int = 0, offset: int = 0) -> torch.Tensor:
    """``length`` signs (f32 tensor of +-1) from the canonical stream: entry k is -1 iff bit 15 of
    ``stream_bits(seed, offset + k, substream=substream)`` is set (one Philox draw per 8 entries)."""
    check_int(length, "length", low=1)
    check_uint(seed, 64, "seed")
    check_uint(substream, 64, "substream")
    check_uint(offset, 64, "offset")
    out = []
    first, last = offset // stream.BLOCK, (offset + length - 1) // stream.BLOCK
    for block in range(first, last + 1):
        for w in stream.draw_block(seed, block % 2**64, substream=substream):
            w = int(w)
            out += [w & 0xFFFF, w >> 16]
    skip = offset % stream.BLOCK
    bits = torch.tensor(out[skip : skip + length], dtype=torch.int64)
    return (1 - 2 * (bits >> 15)).to(torch.float32)


def _signs_for(signs: torch.Tensor, start: int, length: int) -> torch.Tensor:
    """Signs of global positions ``start .. start + length - 1`` (``signs[k % len(signs)]``; on the signs' device)."""
    k = torch.arange(start, start + length, device=signs.device) % signs.numel()
    return signs.reshape(-1)[k]


def inverse_sqrt(n: int, dtype=torch.float32) -> torch.Tensor:
    """``1 / sqrt(n)`` rounded to ``dtype`` (a 0-d tensor): the one rounding the transform adds after its sums."""
    return torch.tensor(1.0 / math.sqrt(_check_size(n)), dtype=torch.float64).to(dtype)


def butterfly(v: torch.Tensor, n: int) -> torch.Tensor:
    """``v @ H_n`` (unnormalised) of every block of ``n`` consecutive entries along ``v``'s last dim, by the
    butterfly stages of the module docstring in ``v``'s dtype: the transform's sums, in its one order."""
    lead = v.shape[:-1]
    groups = v.shape[-1] // n
    h = 1
    while h < n:
        pairs = v.reshape(*lead, groups, n // (2 * h), 2, h)
        a, b = pairs.unbind(-2)
        v = torch.stack((a + b, a - b), dim=-2)
        h *= 2
    return v.reshape(*lead, groups * n)


def _on_triton(x: torch.Tensor, signs: torch.Tensor, n: int) -> bool:
    """Whether the op runs as one Triton kernel (``runtime/triton/rht.py``; the same bits): a plain f32 / bf16 /
    f16 tensor on a device the Triton backend serves, one block's signs, no ``torch.compile`` trace under way."""
    return (
        type(x) in (torch.Tensor, torch.nn.Parameter)
        and x.dtype in (torch.float32, torch.bfloat16, torch.float16)
        and signs.numel() == n
        and not torch.compiler.is_compiling()
        and uses_triton(x.device, "rht")
    )


def _transform(x: torch.Tensor, signs: torch.Tensor, dim: int, n: int, inverse: bool) -> torch.Tensor:
    if _on_triton(x, signs, n):
        from ..runtime.triton import rht as triton_rht

        return triton_rht.transform(x, signs, dim, n, inverse).to(x.dtype)
    work = torch.float64 if x.dtype == torch.float64 else torch.float32
    v = x.movedim(dim, -1).to(work)
    shape = v.shape
    blocks = v.reshape(*shape[:-1], shape[-1] // n, n)
    s = signs.to(device=x.device, dtype=work)
    s = s.reshape(n) if s.numel() == n else _signs_for(s, 0, shape[-1]).reshape(-1, n)
    scale = float(inverse_sqrt(n, work))  # exact in ``work``: the scalar multiplies as that value on every device
    out = butterfly(blocks * s, n) * scale if not inverse else (butterfly(blocks, n) * scale) * s
    return out.reshape(shape).movedim(-1, dim).to(x.dtype).contiguous()


@torch.library.custom_op("flydsl_rounding::rht", mutates_args=())
def _rht_op(x: torch.Tensor, signs: torch.Tensor, dim: int, n: int, inverse: bool) -> torch.Tensor:
    return _transform(x, signs, dim, n, inverse)


@_rht_op.register_fake
def _(x, signs, dim, n, inverse):
    return torch.empty_like(x, memory_format=torch.contiguous_format)


def _rht_setup(ctx, inputs, output):
    _, signs, dim, n, inverse = inputs
    ctx.save_for_backward(signs)
    ctx.dim, ctx.n, ctx.inverse = dim, n, inverse


def _rht_backward(ctx, grad):
    (signs,) = ctx.saved_tensors
    return _rht_op(grad, signs, ctx.dim, ctx.n, not ctx.inverse), None, None, None, None


_rht_op.register_autograd(_rht_backward, setup_context=_rht_setup)


def _global_start(x, dim: int) -> int:
    """Global position along ``dim`` of a DTensor shard's first local element (0 if ``dim`` is whole)."""
    from ..runtime.indexing import index_map_of

    local = x.to_local()
    if local.shape[dim] == x.shape[dim]:
        return 0
    inner = math.prod(x.shape[dim + 1 :])
    return index_map_of(x).start // inner % x.shape[dim]


def rht(x, *, dim: int = -1, block: int = 16, signs=None, inverse: bool = False):
    """The random Hadamard transform of ``x`` along ``dim`` in blocks of ``block`` (see the module docstring).

    ``signs``: None (all +1: the plain Hadamard transform), a sequence or 1-D tensor of +-1 whose
    length is a multiple of ``block`` (e.g. :data:`TE_SIGNS` or :func:`draw_signs`), applied by
    global position. ``x``: a float tensor or DTensor whose size along ``dim`` is a multiple of
    ``block``. Returns a tensor of ``x``'s dtype (computed in f32, or f64 for f64 input).
    """
    n = _check_size(block)
    if signs is None:
        signs = torch.ones(n)
    signs = torch.as_tensor(signs, dtype=torch.float32).reshape(-1)
    if signs.numel() % n or not bool(((signs == 1) | (signs == -1)).all()):
        raise ValueError(f"rht: signs must be +-1 entries, a multiple of the block {n} long; got {signs.numel()}")
    return rht_with_signs(x, signs, dim=dim, block=n, inverse=inverse)


def rht_with_signs(x, signs: torch.Tensor, *, dim: int = -1, block: int = 16, inverse: bool = False):
    """:func:`rht` with a sign vector whose entries are known to be +-1 (an f32 tensor, a multiple of ``block``
    long), e.g. one kept on ``x``'s GPU: its entries are not checked, as that would read device memory back to
    the host (the training layers pass their cached device signs)."""
    n = _check_size(block)
    if not isinstance(x, torch.Tensor) or not x.is_floating_point():
        raise TypeError(f"rht expects a floating-point tensor, got {type(x).__name__} {getattr(x, 'dtype', '')}")
    dim = check_int(dim, "dim", low=-x.ndim, high=x.ndim - 1) % x.ndim
    if x.shape[dim] % n:
        raise ValueError(
            f"rht: the size of dimension {dim} ({x.shape[dim]}) must be a multiple of the block {n}; pad it"
        )
    signs = signs.reshape(-1)
    if signs.numel() % n:
        raise ValueError(f"rht: signs must be +-1 entries, a multiple of the block {n} long; got {signs.numel()}")
    if is_dtensor(x):
        from torch.distributed.tensor import DTensor

        local = x.to_local()
        s = signs if signs.numel() == n else _signs_for(signs, _global_start(x, dim), local.shape[dim])
        if local.shape[dim] % n:
            raise ValueError(f"rht: a shard of {local.shape[dim]} along dimension {dim} cuts a block of {n}")
        out = _rht_op(local, s, dim, n, inverse)
        return DTensor.from_local(out, x.device_mesh, x.placements, shape=x.shape, stride=x.stride())
    # one block's vector repeats at every block start: passed as it is (the op repeats it), else by position
    return _rht_op(x, signs if signs.numel() == n else _signs_for(signs, 0, x.shape[dim]), dim, n, inverse)
