"""Block-scaled quantization of torch tensors: ``quantize`` / ``dequantize`` and their result type.

Contract::

    q = quantize(x, fmt, *, axis=-1, block=None, scale_rule=None, rounding="RN", seed=None, offset=0,
                 substream=0, headroom=False, tensor_scale=None, rounds=None,
                 hw_convert=None, allow_clipping=False, key_user=None)              # -> BlockQuantized
    x_hat = dequantize(q, dtype=torch.float32)

- ``x``: float32 / bfloat16 / float16 tensor or DTensor, CPU (host engine), ROCm GPU (a FlyDSL
  kernel) or CUDA GPU (Triton kernels generated from :func:`~flydsl.rounding.mx.block.quantize_element`,
  :mod:`flydsl.rounding.mx.triton_path`: RN and STOCHASTIC); ``fmt`` a name of
  :data:`~flydsl.rounding.mx.formats.MX_FORMATS`.
- ``hw_convert``: None, or ``"exact"`` / ``"paired"`` to round with gfx950's ``v_cvt_scalef32_*``
  instructions (ROCm tensors on gfx950 only; RN and STOCHASTIC; :mod:`flydsl.rounding.mx.hardware`).
  ``"exact"`` gives the software path's bits; ``"paired"`` (fp4 SR) is faster and non-canonical.
- ``scale_rule``: None (``"floor"`` / NVFP4 ``"rn"`` for RN, torchao's; ``"rceil"`` / ``"ru"`` for STOCHASTIC:
  never clips, so SR is unbiased at a block's maximum too) or a name of
  :data:`~flydsl.rounding.mx.formats.SCALE_RULES` / ``NVFP4_SCALE_RULES``. STOCHASTIC with a clipping rule
  (floor, even, rn; no headroom) raises unless ``allow_clipping=True`` (the biased 0.2.0 default).
- ``key_user``: None (the indices ``offset + p`` are the caller's own: they must stay out of
  ``[2**62, 2**63)``, reserved for the training recipes; :mod:`flydsl.rounding.keyspace`) or
  ``"training"`` (the recipes' sites, inside that range).
- ``axis``: the dim the blocks run along: ``-1`` (last) or ``0`` (first: the transposed, wgrad
  operand). ``block``: None (32 for MX, 16 for NVFP4) or, for NVFP4 on a 2-D tensor, ``(16, 16)``.
- Element ``p`` (row-major position in the unsharded tensor, whatever the axis) uses stream index
  ``offset + p`` (mod 2**64) of ``substream``: its STOCHASTIC code is
  ``y_p.to(element, rounding=STOCHASTIC, rand=bits(seed, offset + p, substream), saturate=True)``,
  with ``y_p`` the scaled value (:mod:`flydsl.rounding.mx.block`); with substream 0 that is
  ``.to(..., seed=seed, offset=offset + p)``.

Layout (torchao's MX tensors): ``codes`` uint8 (fp4 two per byte along the block axis, even element
in the low nibble); ``scales`` ``torch.float8_e8m0fnu`` (MX) or ``torch.float8_e4m3fn`` (NVFP4) with
``x.shape``'s block axis divided by the block. For ``axis=0`` both are transposed views
(``codes.t()`` / ``scales.t()`` of a 2-D result are contiguous and equal torchao's
``to_mx(x.t().contiguous(), ...)``). For ``block=(16, 16)``: scales ``(M/16, K/16)``.

Autograd: ``quantize`` and ``dequantize`` are not differentiable. The codes are integers, so
``dequantize(quantize(x))`` does not require grad and no gradient reaches ``x``; NVFP4's
``q.tensor_scale`` is detached too (no output carries ``x``'s graph). A straight-through estimator is one line,
``x + (dequantize(quantize(x)) - x).detach()``; :func:`flydsl.rounding.torch.ops.round_to` is straight-through
itself, and :class:`flydsl.rounding.training.QuantLinear` defines its own backward (quantized GEMMs).
Empty tensors (a zero-size dim) give empty codes and scales, and ``dequantize`` gives zeros of ``q.shape``.

The ops are ``torch.library`` custom ops ``flydsl_rounding::quantize_mx`` and
``flydsl_rounding::dequantize_mx`` with fake implementations (``torch.compile`` traces them).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
import torch

from flydsl.rounding import HAVE_FLYDSL
from flydsl.rounding.keyspace import RESERVED_INDICES, check_user_offset
from flydsl.rounding.modes import RoundingMode, as_rounding_mode
from flydsl.rounding.philox import check_rounds, get_default_rounds
from flydsl.rounding.runtime import constants
from flydsl.rounding.runtime.indexing import IndexMap, index_map_of
from flydsl.rounding.torch.boundary import (
    as_i64,
    check_seed,
    check_tensor,
    check_u64,
    dtype_names,
    from_i64,
    from_local,
    is_dtensor,
    unpacked_shape,
    uses_triton,
)

from . import hardware
from .formats import MX_FORMATS, check_rule, clipping_error, clips, format_named

if HAVE_FLYDSL:  # the host engine and the ROCm kernels; the Triton backend (CUDA) runs without FlyDSL
    import flydsl.expr as fx

    from flydsl.rounding.runtime.blocks import run as run_blocks
    from flydsl.rounding.runtime.elementwise import random_bits
    from flydsl.rounding.runtime.elementwise import run as run_elementwise
    from flydsl.rounding.runtime.flydsl.blocks import block_launcher
    from flydsl.rounding.runtime.variants import global_index, map_scalars, variant_of

    from .block import amax_bits, quantize_block


__all__ = [
    "BlockQuantized",
    "quantize",
    "dequantize",
    "LIBRARY",
    "SOURCES",
    "block_body",
    "kernel_and_args",
    "element_table",
    "scale_table",
    "check_args",
    "checked_key",
    "check_key_user",
    "tensor_scale_of",
    "tensor_scale_from_amax",
]

LIBRARY = "flydsl_rounding"

#: Input dtypes of :func:`quantize`.
SOURCES = (torch.float32, torch.bfloat16, torch.float16)

_F32_MAX = float(np.finfo(np.float32).max)


@dataclass(frozen=True)
class BlockQuantized:
    """The result of :func:`quantize`: what :func:`dequantize` (or an MX GEMM) needs.

    ``codes`` (uint8), ``scales`` (``float8_e8m0fnu`` / ``float8_e4m3fn``), ``fmt`` (name), ``axis``
    (-1 or 0), ``block`` (int or ``(16, 16)``), ``shape`` (of ``x``), ``headroom`` (the 3/4 factor
    was applied; dequantize undoes it), ``tensor_scale`` (NVFP4: the f32 0-d tensor used, else None).
    """

    codes: torch.Tensor
    scales: torch.Tensor
    fmt: str
    axis: int
    block: object
    shape: tuple
    headroom: bool = False
    tensor_scale: torch.Tensor | None = None


# -- the block bodies ------------------------------------------------------------------------------


class BlockScalars(NamedTuple):
    """The run-time scalars of :func:`block_body`, in the order the host engine and the kernel pass them:
    ``seed``, ``substream``, the index map's ``a, b, c`` (:func:`~flydsl.rounding.runtime.variants.map_scalars`)
    and NVFP4's f32 ``tensor_scale`` (1.0 for MX)."""

    seed: object
    substream: object
    a: object
    b: object
    c: object
    tensor_scale: object


class _Checked(NamedTuple):
    """The validated arguments of :func:`quantize` (:func:`check_args`)."""

    fmt: object
    axis: int
    block: object
    rule: str
    mode: RoundingMode
    seed: int
    offset: int
    substream: int
    rounds: int


@functools.cache
def block_body(
    fmt: str,
    rule: str,
    mode: RoundingMode,
    headroom: bool,
    rounds: int,
    variant,
    with_rand: bool,
    hw_convert: str | None = None,
):
    """The body that quantizes one block, as the host engine and the kernel call it.

    ``(x, [rand], seed, substream, a, b, c, tensor_scale, *, index, block_amax=None)`` -> ``(codes, scale)``:
    ``index`` is the local flat position of ``x``'s first element; ``block_amax`` as
    :func:`~flydsl.rounding.mx.block.quantize_block` takes it (``x`` one piece of a larger block);
    ``a, b, c`` carry the index map (:func:`flydsl.rounding.runtime.variants.map_scalars` of ``variant``);
    with ``with_rand`` the random words come as an input (blocks whose elements are not consecutive in the stream);
    ``hw_convert`` as :func:`~flydsl.rounding.mx.quantize_block` takes it.
    """
    sr = mode is RoundingMode.STOCHASTIC

    def quantize_one(x, *args, index, block_amax=None):
        rand, s = (args[0], BlockScalars(*args[1:])) if with_rand else (None, BlockScalars(*args))
        kw = {}
        if sr:
            kw = (
                {"rand": rand.to(fx.Uint32)}
                if with_rand
                else {"seed": s.seed, "offset": global_index(index, s.a, s.b, s.c, variant)}
            )
        return quantize_block(
            x,
            fmt,
            scale_rule=rule,
            rounding=mode,
            substream=s.substream,
            headroom=headroom,
            tensor_scale=s.tensor_scale,
            rounds=rounds,
            hw_convert=hw_convert,
            block_amax=block_amax,
            allow_clipping=True,  # quantize() checked it
            **kw,
        )

    return quantize_one


# -- the GPU kernel --------------------------------------------------------------------------------

#: Elements a thread holds at once in blocks longer than this (the 256-element 16x16 NVFP4 tile: one row
#: of 16 at a time, after a first pass over the tile for its |max|): without it the whole tile and its
#: random words are live together and spill (on gfx942 / gfx950 into ~200 AGPRs).
PIECE = 16


#: The run-time scalar types of :func:`block_body` (:class:`BlockScalars`), as the block runner passes them.
SCALAR_TYPES = (fx.Uint64,) * 5 + (fx.Float32,) if HAVE_FLYDSL else ()


def _piece(n: int) -> int:
    """Elements per piece of the GPU kernel for a block of ``n`` (see :data:`PIECE`)."""
    return PIECE if n > 2 * PIECE and n % PIECE == 0 else n


def _run_blocks(body, xb, rb, scalars, n_codes):
    """Quantize every block of ``xb`` (f32 ``(blocks, n)``; ``rb`` the random words like it, or None) through the
    runtime floor's block runner: codes ``(blocks, n_codes)`` and scales ``(blocks,)``, uint8, on xb's device."""
    nblocks, n = xb.shape
    codes = torch.empty((nblocks, n_codes), dtype=torch.uint8, device=xb.device)
    scales = torch.empty((nblocks,), dtype=torch.uint8, device=xb.device)
    inputs = [xb] if rb is None else [xb, rb]
    run_blocks(
        body,
        inputs,
        [codes, scales],
        scalars=list(zip(scalars, SCALAR_TYPES, strict=True)),
        piece=_piece(n),
        reduce=("block_amax", amax_bits),
    )
    return codes, scales


def kernel_and_args(
    fmt: str = "mxfp4", mode=RoundingMode.STOCHASTIC, *, rule: str | None = None, with_rand: bool = False,
    blocks: int = 1024, hw_convert: str | None = None, tile: bool = False,
) -> tuple:  # fmt: skip
    """``(launcher, example args)`` of the quantize kernel for ``blocks`` blocks of ``fmt`` (CPU tensors stand in
    for device tensors), for compile-only builds (:func:`flydsl.rounding.isa.compile_isa`) and the benchmarks.

    The stream is the canonical one from offset 0 (aligned: one Philox draw per 8 elements), or
    random words as an input with ``with_rand`` (the path of ``axis=0`` and 16x16 tiles). ``hw_convert``:
    the gfx950 instruction variants (trace under a gfx950 target, e.g. ``isa.compile_isa(..., arch="gfx950")``).
    ``tile``: NVFP4's 16x16 tiles (256 elements per thread; SR takes its random words as an input).
    """
    f = format_named(fmt)
    mode = as_rounding_mode(mode)
    n = f.block
    if tile:
        n, with_rand = 256, mode is RoundingMode.STOCHASTIC
    n_codes = n // 2 if f.packed else n
    variant = None if with_rand else variant_of(IndexMap.contiguous(0), blocks * n)
    rule = check_rule(rule, f, mode)
    body = block_body(f.name, rule, mode, False, get_default_rounds(), variant, with_rand, hw_convert)
    rand = [torch.zeros(blocks * n, dtype=torch.int32)] if with_rand else []
    codes = torch.zeros(blocks * n_codes // 4, dtype=torch.int32)
    args = (torch.zeros(blocks * n), *rand, codes, torch.zeros(blocks, dtype=torch.uint8), 5, 0, 0, 1, 1, 1.0, blocks)
    in_types = (fx.Float32, fx.Int32) if with_rand else (fx.Float32,)
    widths = (n, n, n_codes, 1) if with_rand else (n, n_codes, 1)
    fn = block_launcher(
        body, in_types, SCALAR_TYPES, (fx.Uint8, fx.Uint8), widths, _piece(n), ("block_amax", amax_bits)
    )
    return fn, args


# -- layout ----------------------------------------------------------------------------------------


def _blocked(t: torch.Tensor, axis: int, block) -> torch.Tensor:
    """``t`` as a contiguous (blocks, elements per block) tensor (see :func:`reference.block_view`)."""
    if isinstance(block, tuple):
        (bm, bk), (m, k) = block, t.shape
        return t.reshape(m // bm, bm, k // bk, bk).permute(0, 2, 1, 3).reshape(-1, bm * bk)
    moved = t.movedim(axis, -1) if axis != t.ndim - 1 else t
    return moved.contiguous().reshape(-1, block)


def _codes_shape(shape: tuple, axis: int, fmt) -> tuple:
    """Shape of the op's contiguous codes: block axis last (fp4: halved)."""
    s = list(shape)
    s.append(s.pop(axis))
    if fmt.packed:
        s[-1] //= 2
    return tuple(s)


def _scales_shape(shape: tuple, axis: int, block) -> tuple:
    if isinstance(block, tuple):
        return (shape[0] // block[0], shape[1] // block[1])
    s = list(shape)
    s.append(s.pop(axis) // block)
    return tuple(s)


def _from_tiles(codes: torch.Tensor, shape: tuple, block, fmt) -> torch.Tensor:
    (bm, bk), (m, k) = block, shape
    per_row = bk // 2 if fmt.packed else bk
    return codes.reshape(m // bm, k // bk, bm, per_row).permute(0, 2, 1, 3).reshape(m, (k // bk) * per_row)


# -- the ops ---------------------------------------------------------------------------------------


def _stream_words(x: torch.Tensor, seed: int, sub: int, m: IndexMap, rounds: int) -> torch.Tensor:
    """The 16-bit stream words of every element of ``x`` (int32, ``x``'s shape), keyed by ``m``."""
    out = torch.empty(x.shape, dtype=torch.int32, device=x.device)
    run_elementwise(
        _words_body(rounds),
        [x],
        [out],
        scalars=[(from_i64(seed), fx.Uint64), (from_i64(sub), fx.Uint64)],
        index_map=m,
    )
    return out


@functools.cache
def _words_body(rounds: int):
    def words(x, seed, sub, *, index):
        return random_bits(seed, index, x, substream=sub, rounds=rounds).to(fx.Int32)

    return words


@torch.library.custom_op(f"{LIBRARY}::quantize_mx", mutates_args=())
def _quantize_op(
    x: torch.Tensor,
    fmt: str,
    axis: int,
    block: list[int],
    rule: str,
    mode: str,
    seed: int,
    start: int,
    run: int,
    stride: int,
    substream: int,
    headroom: bool,
    tensor_scale: torch.Tensor | None,
    rounds: int,
    hw_convert: str,
) -> tuple[torch.Tensor, torch.Tensor]:
    f = MX_FORMATS[fmt]
    blk = tuple(block) if len(block) == 2 else block[0]
    rmode = RoundingMode(mode)
    m = IndexMap(from_i64(start), from_i64(run), from_i64(stride))
    if uses_triton(x.device, "quantize"):  # generated from quantize_element (mx/triton_path.py)
        from .triton_path import quantize_triton

        return quantize_triton(
            x, f, axis, blk, rule, rmode, from_i64(seed), m, from_i64(substream), headroom, tensor_scale, rounds
        )
    xf = x.to(torch.float32).contiguous()
    tiles = isinstance(blk, tuple)
    xb = _blocked(xf, axis, blk)
    n = xb.shape[1]
    with_rand = rmode is RoundingMode.STOCHASTIC and (tiles or axis != x.ndim - 1)
    variant = variant_of(m, x.numel())
    rb = _blocked(_stream_words(xf, seed, substream, m, rounds), axis, blk) if with_rand else None
    body = block_body(fmt, rule, rmode, headroom, rounds, None if with_rand else variant, with_rand, hw_convert or None)
    ts = 1.0 if tensor_scale is None else float(tensor_scale)  # inside the op: no host read in a traced graph
    scalars = BlockScalars(from_i64(seed), from_i64(substream), *map_scalars(m, variant), ts)
    n_codes = n // 2 if f.packed else n
    codes, scales = _run_blocks(body, xb, rb, scalars, n_codes)
    if tiles:
        codes = _from_tiles(codes, tuple(x.shape), blk, f)
    else:
        codes = codes.reshape(_codes_shape(tuple(x.shape), axis, f))
    return codes.to(x.device), scales.reshape(_scales_shape(tuple(x.shape), axis, blk)).to(x.device)


@_quantize_op.register_fake
def _(x, fmt, axis, block, rule, mode, seed, start, run, stride, substream, headroom, tensor_scale, rounds, hw_convert):
    f = MX_FORMATS[fmt]
    blk = tuple(block) if len(block) == 2 else block[0]
    shape = tuple(x.shape)
    if isinstance(blk, tuple):
        cshape = (shape[0], shape[1] // 2)
    else:
        cshape = _codes_shape(shape, axis, f)
    return x.new_empty(cshape, dtype=torch.uint8), x.new_empty(_scales_shape(shape, axis, blk), dtype=torch.uint8)


def _check_shards(x, axis: int, block) -> None:
    """A DTensor must be cut at block boundaries along the block axes (ValueError naming the block)."""
    from torch.distributed.tensor import Shard
    from torch.distributed.tensor._utils import compute_local_shape_and_global_offset

    dims = {0: block[0], 1: block[1]} if isinstance(block, tuple) else {axis: block}
    local, offset = compute_local_shape_and_global_offset(tuple(x.shape), x.device_mesh, tuple(x.placements))
    for p in x.placements:
        if isinstance(p, Shard) and p.dim % x.ndim in dims:
            d = p.dim % x.ndim
            b = dims[d]
            if local[d] % b or offset[d] % b:
                raise ValueError(
                    f"quantize: a DTensor sharded along dim {d} must be cut at multiples of the block size {b}; "
                    f"this rank holds [{offset[d]}, {offset[d] + local[d]}) of {x.shape[d]} "
                    f"(choose a dim size / world size that is a multiple of {b}, or shard another dim)"
                )


def _absmax_on_triton(x) -> bool:
    """Whether :func:`tensor_scale_of` reduces ``x`` with the Triton kernel: ``x`` is a plain (not a subclass such as
    a DTensor), non-empty f32 / bf16 / f16 tensor on a device where quantize runs on the Triton backend, and no
    ``torch.compile`` trace is under way."""
    return (
        type(x) in (torch.Tensor, torch.nn.Parameter)
        and x.numel() > 0
        and x.dtype in SOURCES
        and not torch.compiler.is_compiling()
        and uses_triton(x.device, "quantize")
    )


#: What NVFP4's encode scale maps the tensor's largest magnitude to: E4M3's largest (448) times E2M1's (6).
_ENCODE_TARGET = 448.0 * 6.0


def tensor_scale_of(x, rule: str = "rn") -> torch.Tensor:
    """NVIDIA's global encode scale ``f32(448 * 6 / amax)`` over the finite elements (1 when amax is 0); rule
    ``"ru"``: rounded down instead of to nearest (``ts * amax <= 448 * 6`` exactly, so no block scale saturates)."""
    if _absmax_on_triton(x):
        # one read of x (the torch ops below are five passes) and one program for the scale (eight small ops below):
        # runtime/triton/absmax.py, the same exact maximum and the same scale bits
        from ..runtime.triton.absmax import finite_absmax

        return tensor_scale_from_amax(finite_absmax(x.detach()), rule)
    if is_dtensor(x):  # each rank's finite maximum (0 for an empty shard: shards may be uneven), then the mesh's
        from torch.distributed.tensor import DTensor, Partial

        local = _finite_absmax(x.to_local())
        a = DTensor.from_local(local, x.device_mesh, [Partial("max")] * x.device_mesh.ndim).full_tensor()
    else:
        a = _finite_absmax(x)
    return tensor_scale_from_amax(a, rule)


def _finite_absmax(x: torch.Tensor) -> torch.Tensor:
    """The largest finite magnitude of ``x`` as a 0-d f32 tensor (0 for an empty or all-non-finite ``x``)."""
    if x.numel() == 0:
        return torch.zeros((), dtype=torch.float32, device=x.device)
    xf = x.to(torch.float32)
    return torch.where(torch.isfinite(xf), xf.abs(), 0.0).amax()


def tensor_scale_from_amax(a: torch.Tensor, rule: str = "rn") -> torch.Tensor:
    """:func:`tensor_scale_of` from the finite maximum ``a`` (a 0-d f32 tensor, >= 0): on a device the Triton
    backend serves, one program (``runtime/triton/absmax.encode_scale``), else torch ops; the same bits."""
    if _absmax_on_triton(a):
        from ..runtime.triton.absmax import encode_scale

        return encode_scale(a, _ENCODE_TARGET, rule == "ru")
    s = torch.full((), _ENCODE_TARGET, dtype=torch.float32, device=a.device) / a  # filled there: no host copy
    s = torch.clamp(s, max=_F32_MAX)
    if rule == "ru":  # the f64 product of two f32 values is exact
        over = s.double() * a.double() > _ENCODE_TARGET
        s = torch.where(over, torch.nextafter(s, torch.zeros_like(s)), s)
    return torch.where(a == 0, 1.0, s)


def checked_key(mode: RoundingMode, seed, offset, substream, op: str = "quantize") -> tuple:
    """The validated stream key of a quantize call, ``(seed, offset, substream)``: ``offset`` and ``substream`` in
    [0, 2**64), ``seed`` too for STOCHASTIC (required there; None otherwise, where a seed raises TypeError).
    :func:`quantize` and the training layers' fast path (:mod:`flydsl.rounding.training.quant`) check through it."""
    offset = check_u64(offset, f"{op}: offset=")
    substream = check_u64(substream, f"{op}: substream=")
    if mode is RoundingMode.STOCHASTIC:
        if seed is None:
            raise ValueError(
                f"{op}: rounding=STOCHASTIC needs seed= (an int in [0, 2**64)); element p then uses stream index "
                "offset + p"
            )
        seed = check_seed(seed, op)
    elif seed is not None:
        raise TypeError(f"{op}: seed= only applies to rounding=STOCHASTIC; rounding={mode.name} is deterministic")
    return seed, offset, substream


def check_args(
    x, fmt, axis, block, scale_rule, rounding, seed, offset, substream, headroom, tensor_scale, rounds, hw_convert,
    allow_clipping=False,
):  # fmt: skip
    """:func:`quantize`'s arguments validated (its TypeError / ValueError; the key through :func:`checked_key`), as
    a named tuple ``(fmt, axis, block, rule, mode, seed, offset, substream, rounds)``: the format, the non-negative
    block axis, the block (an int or ``(16, 16)``), the scale rule, the :class:`RoundingMode`, the seed (0 for RN)."""
    op = "quantize"
    check_tensor(x, op, SOURCES)
    f = format_named(fmt)
    if x.ndim == 0:
        raise ValueError(f"{op} needs a tensor with at least one dimension, got shape {tuple(x.shape)}")
    tile = isinstance(block, (tuple, list)) and tuple(block) == (16, 16) and f.scale is not None
    if block is None or (type(block) is int and block == f.block):
        block = f.block
    elif tile:
        block = (16, 16)
    else:
        allowed = f"{f.block} or (16, 16)" if f.scale is not None else f"{f.block}"
        raise ValueError(f"{op}: {f.name} takes block={allowed}, got {block!r}")
    if axis not in (0, -1, x.ndim - 1):
        raise ValueError(f"{op}: axis must be -1 (the last dim) or 0 (the first), got {axis!r}")
    axis = x.ndim - 1 if axis == -1 else axis
    if isinstance(block, tuple):
        if x.ndim != 2 or axis != 1:
            raise ValueError(f"{op}: block=(16, 16) takes a 2-D tensor and axis=-1, got shape {tuple(x.shape)}")
        for d in (0, 1):
            if x.shape[d] % 16:
                raise ValueError(
                    f"{op}: dim {d} has size {x.shape[d]}, not a multiple of the block size 16 (pad it to a multiple)"
                )
    elif x.shape[axis] % block:
        raise ValueError(
            f"{op}: dim {axis} has size {x.shape[axis]}, not a multiple of the block size {block} "
            "(pad it to a multiple)"
        )
    mode = as_rounding_mode(RoundingMode.RN if rounding is None else rounding)
    rule = check_rule(scale_rule, f, mode)
    seed, offset, substream = checked_key(mode, seed, offset, substream, op)
    if not isinstance(headroom, bool):
        raise TypeError(f"{op}: headroom= must be True or False, got {headroom!r}")
    if not isinstance(allow_clipping, bool):
        raise TypeError(f"{op}: allow_clipping= must be True or False, got {allow_clipping!r}")
    if mode is RoundingMode.STOCHASTIC and clips(f, rule, headroom) and not allow_clipping:
        raise clipping_error(op, f, rule)
    if tensor_scale is not None and f.scale is None:
        raise TypeError(f"{op}: tensor_scale= applies to nvfp4 only, not {f.name}")
    rounds = get_default_rounds() if rounds is None else check_rounds(rounds, f"{op}: rounds=")
    if hw_convert is not None:
        dev = x.device if not is_dtensor(x) else x.to_local().device
        if dev.type == "cpu":
            hardware.check_hw_convert(hw_convert, mode, arch="the CPU (host engine)", where=f"{op}: hw_convert=")
        hardware.check_hw_convert(hw_convert, mode, where=f"{op}: hw_convert=")
    return _Checked(f, axis, block, rule, mode, seed or 0, offset, substream, rounds)


def quantize(
    x,
    fmt,
    *,
    axis: int = -1,
    block=None,
    scale_rule: str | None = None,
    rounding=RoundingMode.RN,
    seed=None,
    offset: int = 0,
    substream: int = 0,
    headroom: bool = False,
    tensor_scale=None,
    rounds=None,
    hw_convert: str | None = None,
    allow_clipping: bool = False,
    key_user: str | None = None,
) -> BlockQuantized:
    """Quantize ``x`` to the block-scaled format ``fmt``; see the module docstring for the contract.

    Raises TypeError for a non-float dtype, a seed without STOCHASTIC or ``tensor_scale`` for an
    MX format; ValueError for an unknown format or rule, a block axis not a multiple of the block
    (also a DTensor cut off block boundaries), a 0-d tensor, STOCHASTIC without a seed, and
    seeds / offsets / substreams outside [0, 2**64), ``hw_convert`` off gfx950 (CPU tensors included) or
    with a mode other than RN / STOCHASTIC, and STOCHASTIC with a clipping scale rule without ``allow_clipping``.
    """
    a = check_args(
        x, fmt, axis, block, scale_rule, rounding, seed, offset, substream, headroom, tensor_scale, rounds, hw_convert,
        allow_clipping,
    )  # fmt: skip
    f, axis, blk = a.fmt, a.axis, a.block
    if a.mode is RoundingMode.STOCHASTIC:
        check_key_user(key_user, a.offset, x.numel())
    dt = is_dtensor(x)
    if dt:
        _check_shards(x, axis, blk)
    ts = None
    if f.scale is not None:  # detached: no output of quantize carries an autograd graph (see the module docstring)
        given = tensor_scale is not None
        empty = x.numel() == 0  # no amax: the scale of an all-zero tensor
        if given:
            ts = torch.as_tensor(tensor_scale, dtype=torch.float32, device=x.device)
        else:  # made on the device (no host-to-device copy, which would synchronise)
            ts = torch.ones((), dtype=torch.float32, device=x.device) if empty else tensor_scale_of(x, a.rule)
        ts = ts.detach()
    if x.numel() == 0:  # nothing to quantize: empty codes and scales of the usual shapes (as nn.Linear, round_to)
        codes = torch.empty(_codes_shape(tuple(x.shape), axis, f), dtype=torch.uint8, device=x.device)
        scales = torch.empty(_scales_shape(tuple(x.shape), axis, blk), dtype=torch.uint8, device=x.device)
        scales = scales.view(torch.float8_e4m3fn if f.scale is not None else torch.float8_e8m0fnu)
        if not isinstance(blk, tuple) and axis != x.ndim - 1:
            codes, scales = codes.movedim(-1, axis), scales.movedim(-1, axis)
        ax = -1 if axis == x.ndim - 1 else axis
        return BlockQuantized(codes, scales, f.name, ax, blk, tuple(x.shape), headroom, ts)
    local = x.to_local() if dt else x
    m = index_map_of(x, a.offset)
    block_arg = list(blk) if isinstance(blk, tuple) else [blk]
    codes, scales = _quantize_op(
        local, f.name, axis, block_arg, a.rule, a.mode.value, as_i64(a.seed), as_i64(m.start), as_i64(m.run),
        as_i64(m.stride), as_i64(a.substream), headroom, ts, a.rounds, hw_convert or "",
    )  # fmt: skip
    scales = scales.view(torch.float8_e4m3fn if f.scale is not None else torch.float8_e8m0fnu)
    if dt:
        shape = tuple(x.shape)
        cshape = (shape[0], shape[1] // 2) if isinstance(blk, tuple) else _codes_shape(shape, axis, f)
        codes = _rewrap(x, codes, cshape, axis, blk)
        scales = _rewrap(x, scales, _scales_shape(shape, axis, blk), axis, blk)
    if not isinstance(blk, tuple) and axis != x.ndim - 1:
        codes, scales = codes.movedim(-1, axis), scales.movedim(-1, axis)
    return BlockQuantized(codes, scales, f.name, -1 if axis == x.ndim - 1 else axis, blk, tuple(x.shape), headroom, ts)


def check_key_user(key_user, offset: int, count: int) -> None:
    """User offsets stay out of the reserved stream indices; ``key_user="training"`` stays inside them (a STOCHASTIC
    quantize of ``count`` elements from ``offset``; ValueError)."""
    if key_user is None:
        check_user_offset(offset, count, "quantize")
    elif key_user == "training":
        lo, hi = RESERVED_INDICES
        if not (lo <= offset and offset + count - 1 <= hi):
            raise ValueError(
                f"quantize: key_user='training' draws stream indices in [2**62, 2**63), got offset={offset}"
            )
    else:
        raise ValueError(f"quantize: key_user must be None (your own offsets) or 'training', got {key_user!r}")


def _rewrap(like, local, shape, axis, block):
    """A local result (global ``shape``) as a DTensor with ``like``'s mesh and placements (dims in the op's layout)."""
    from torch.distributed.tensor import Shard

    placements = []
    for p in like.placements:
        if isinstance(p, Shard) and not isinstance(block, tuple) and axis != like.ndim - 1:
            d = p.dim % like.ndim
            placements.append(Shard(like.ndim - 1 if d == axis else d - (d > axis)))
        else:
            placements.append(p)
    return from_local(local, like.device_mesh, placements, shape)


# -- dequantize ------------------------------------------------------------------------------------


@functools.cache
def _element_values(fmt: str) -> np.ndarray:
    e = MX_FORMATS[fmt].element
    return np.array([e.value_of(p) for p in range(1 << e.bits)], np.float32)


@functools.cache
def _scale_values(fmt: str) -> np.ndarray:
    f = MX_FORMATS[fmt]
    if f.scale is not None:
        return np.array([f.scale.value_of(p) for p in range(256)], np.float32)
    return np.array([np.nan if b == 255 else 2.0 ** (b - 127) for b in range(256)], np.float32)


def element_table(fmt: str, device) -> torch.Tensor:
    """The f32 value of every element code of ``fmt`` (indexed by code), kept on ``device`` (copied once)."""
    return constants.on_device(("mx_elements", fmt), device, lambda: torch.from_numpy(_element_values(fmt)))


def scale_table(fmt: str, device) -> torch.Tensor:
    """The f32 value of every scale code of ``fmt`` (256 entries; E8M0's 255 is NaN), kept on ``device``."""
    return constants.on_device(("mx_scales", fmt), device, lambda: torch.from_numpy(_scale_values(fmt)))


@torch.library.custom_op(f"{LIBRARY}::dequantize_mx", mutates_args=())
def _dequantize_op(
    codes: torch.Tensor,
    scales: torch.Tensor,
    fmt: str,
    block: list[int],
    headroom: bool,
    tensor_scale: torch.Tensor | None,
    dtype: torch.dtype,
) -> torch.Tensor:
    f = MX_FORMATS[fmt]
    dev = codes.device
    if codes.numel() == 0:  # (a DTensor's empty shard): nothing to decode
        return torch.empty(unpacked_shape(codes.shape, f.packed), dtype=dtype, device=dev)
    ts = tensor_scale if f.scale is not None else None
    if ts is not None:
        ts = ts.to(device=dev, dtype=torch.float32)
    if uses_triton(dev, "dequantize"):  # one kernel: the same tables and arithmetic as below
        from ..runtime.triton.mx_dequantize import dequantize_triton

        blk = tuple(block) if len(block) == 2 else block[0]
        return dequantize_triton(
            codes, scales, element_table(fmt, dev), scale_table(fmt, dev), block=blk, packed=f.packed,
            tensor_scale=ts, headroom=headroom, dtype=dtype,
        )  # fmt: skip
    c = codes.contiguous()
    if f.packed:
        c = torch.stack([c & 0xF, c >> 4], dim=-1).reshape(*c.shape[:-1], c.shape[-1] * 2)
    values = element_table(fmt, dev)[c.long()]
    s = scale_table(fmt, dev)[scales.contiguous().long()]
    if len(block) == 2:
        (bm, bk), (m, k) = block, values.shape
        out = (values.reshape(m // bm, bm, k // bk, bk) * s[:, None, :, None]).reshape(m, k)
    else:
        out = (values.reshape(*values.shape[:-1], -1, block[0]) * s[..., None]).reshape(values.shape)
    if ts is not None:
        out = out / ts
    if headroom:
        out = out / constants.scalar(0.75, torch.float32, dev)
    return out.to(dtype)


@_dequantize_op.register_fake
def _(codes, scales, fmt, block, headroom, tensor_scale, dtype):
    f = MX_FORMATS[fmt]
    return codes.new_empty(unpacked_shape(codes.shape, f.packed), dtype=dtype)


def dequantize(q: BlockQuantized, dtype=torch.float32) -> torch.Tensor:
    """The values ``q`` encodes, as ``dtype`` (shape ``q.shape``): ``f32(code * 2**e)`` (MX) or
    ``f32(f32(code * s) / tensor_scale)`` (NVFP4), then ``f32(v / 0.75)`` if ``q.headroom``;
    rounded to nearest into ``dtype``. NaN-scale blocks decode to NaN."""
    if not isinstance(q, BlockQuantized):
        raise TypeError(f"dequantize expects the BlockQuantized result of quantize, got {type(q).__name__}")
    if dtype not in SOURCES:
        raise TypeError(f"dequantize: dtype must be one of {dtype_names(SOURCES)}, got {dtype!r}")
    codes, scales = q.codes, q.scales.view(torch.uint8)
    if codes.numel() == 0:
        return torch.zeros(q.shape, dtype=dtype, device=codes.device)
    moved = not isinstance(q.block, tuple) and q.axis == 0
    if moved:
        codes, scales = codes.movedim(0, -1), scales.movedim(0, -1)
    block = list(q.block) if isinstance(q.block, tuple) else [q.block]
    ts = q.tensor_scale
    dt = is_dtensor(codes)
    lc, ls = (codes.to_local(), scales.to_local()) if dt else (codes, scales)
    out = _dequantize_op(lc, ls, q.fmt, block, q.headroom, ts, dtype)
    if dt:
        shape = unpacked_shape(codes.shape, MX_FORMATS[q.fmt].packed)
        out = from_local(out, codes.device_mesh, codes.placements, shape)
    return out.movedim(-1, 0) if moved else out
