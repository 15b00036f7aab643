"""Keys of tensors: which global stream index each element takes, and which stream id each tensor has.

Contract (shared by the tensor ops, the optimizers and the distributed code): an
:class:`IndexMap` ``(start, run, stride)`` sends local row-major flat element ``k`` to::

    global(k) = start + (k // run) * stride + (k % run)        (mod 2**64)

A plain tensor with ``offset=o`` is ``IndexMap.contiguous(o)`` (``global(k) = o + k``). A
DTensor shard (one sharded tensor dimension, any mesh) maps to one ``IndexMap`` computed from
its global shape and the shard's global offset, so every element takes the index of its
position in the unsharded tensor: rounding, dropout and initialisation give the same bits on
any number of ranks. :func:`index_map_of` builds the map for either kind of tensor.

The element-wise runner (:mod:`flydsl.rounding.runtime.elementwise`) takes ``start``, ``run`` and
``stride`` as run-time kernel arguments; only the map's *class* (contiguous / strided, aligned
to the 8-index Philox block or not) selects a compiled variant (see :attr:`IndexMap.aligned`).

Stream ids: :func:`assign_stream_ids` tags every parameter of a model with an id in
``[0, MAX_STREAM_ID]`` (``model.named_parameters()`` order, stored on the tensor object as
:data:`STREAM_ID_ATTR`); :func:`stream_id_of` reads it. One tag keys a parameter everywhere: its
initialisation (:func:`flydsl.rounding.torch.ops.uniform_` / ``normal_``: substream
``(id << 2) | kind``) and its optimizer updates (:mod:`flydsl.rounding.torch.optim`: substream
``(step << 32) | (id << 2) | slot``), so distinct tensors never share random values.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import torch

from ..rng import MAX_STREAM_ID
from ..validate import U64_MODULUS
from .tensors import check_u64, is_dtensor

__all__ = [
    "IndexMap",
    "index_map_of",
    "shard_map",
    "BLOCK",
    "STREAM_ID_ATTR",
    "MAX_STREAM_ID",
    "assign_stream_ids",
    "stream_id_of",
    "taggings",
]

#: Attribute that :func:`assign_stream_ids` sets on each parameter (an int, the stream id of the key).
STREAM_ID_ATTR = "flydsl_stream_id"


#: Stream indices per Philox draw (the canonical stream's block, :data:`flydsl.rounding.stream.BLOCK`).
BLOCK = 8


@dataclass(frozen=True)
class IndexMap:
    """Local flat element ``k`` -> global stream index ``start + (k // run) * stride + k % run`` (mod 2**64).

    ``start`` in [0, 2**64), ``run`` in [1, 2**64) (elements per contiguous piece of global
    indices), ``stride`` in [0, 2**64) (global distance between the starts of two pieces).
    """

    start: int
    run: int = 1
    stride: int = 1

    def __post_init__(self):
        object.__setattr__(self, "start", check_u64(self.start, "IndexMap start"))
        object.__setattr__(self, "run", check_u64(self.run, "IndexMap run", positive=True))
        object.__setattr__(self, "stride", check_u64(self.stride, "IndexMap stride"))

    @classmethod
    def contiguous(cls, offset: int = 0) -> IndexMap:
        """The map of a plain tensor with ``offset``: element ``k`` -> ``offset + k``."""
        return cls(offset, 1, 1)

    def is_contiguous(self, n: int | None = None) -> bool:
        """True when ``global(k) = start + k`` for every k (or for every k < n when ``n`` is given)."""
        return self.run == self.stride or (n is not None and self.run >= n)

    def aligned(self, n: int | None = None, block: int = BLOCK) -> bool:
        """True when every group of ``block`` elements ``k = block*j .. block*j + block-1`` maps to
        one whole, aligned stream block (one Philox draw serves it).

        For a contiguous map (see :meth:`is_contiguous`): ``start % block == 0``. Otherwise
        ``start``, ``run`` and ``stride`` must all be multiples of ``block``.
        """
        if self.is_contiguous(n):
            return self.start % block == 0
        return self.start % block == 0 and self.run % block == 0 and self.stride % block == 0

    def shifted(self, offset: int) -> IndexMap:
        """The same map with ``offset`` added to every global index (mod 2**64)."""
        return IndexMap((self.start + int(offset)) % U64_MODULUS, self.run, self.stride)

    def global_index(self, k):
        """Global indices of local elements ``k`` (an int, or an integer array -> uint64 array)."""
        if isinstance(k, (int, np.integer)):
            k = int(k)
            return (self.start + (k // self.run) * self.stride + k % self.run) % U64_MODULUS
        k = np.asarray(k, dtype=np.uint64)
        run, stride = np.uint64(self.run), np.uint64(self.stride)
        with np.errstate(over="ignore"):
            return np.uint64(self.start) + (k // run) * stride + k % run

    def indices(self, n: int) -> np.ndarray:
        """Global indices of local elements ``0 .. n-1`` (uint64 array): the numpy reference of the map."""
        return self.global_index(np.arange(n, dtype=np.uint64))


def index_map_of(tensor, offset: int = 0) -> IndexMap:
    """The :class:`IndexMap` of ``tensor``'s local elements, with global element 0 at ``offset``.

    - ``torch.Tensor``: ``IndexMap.contiguous(offset)`` (elements in row-major logical order,
      whatever the memory layout).
    - ``DTensor`` with ``Shard(d)`` / ``Replicate()`` placements (any mesh; at most one tensor
      dimension sharded, possibly over several mesh dimensions): the local shard's elements take
      the indices of their positions in the global row-major tensor. With global shape ``G``,
      local shape ``L`` and the shard's global offset ``o_d`` along ``d``, ``inner =
      prod(G[d+1:])``: ``start = offset + o_d * inner``, ``run = L[d] * inner``, ``stride =
      G[d] * inner``. Replicated tensors (and ``Shard(0)``) are contiguous.

    Raises TypeError for anything else, ValueError for ``Partial`` placements (the values are
    not final: reduce first) and for two different sharded tensor dimensions.
    """
    offset = check_u64(offset, "offset")
    import torch

    if is_dtensor(tensor):
        return _dtensor_map(tensor, offset)
    if isinstance(tensor, torch.Tensor):
        return IndexMap.contiguous(offset)
    raise TypeError(f"index_map_of expects a torch.Tensor or DTensor, got {type(tensor).__name__}")


def _dtensor_map(tensor, offset: int) -> IndexMap:
    from torch.distributed.tensor import Replicate, Shard
    from torch.distributed.tensor._utils import compute_local_shape_and_global_offset

    placements = tuple(tensor.placements)
    dims = set()
    for p in placements:
        if isinstance(p, Shard):
            dims.add(p.dim % max(tensor.ndim, 1))
        elif not isinstance(p, Replicate):
            raise ValueError(
                f"index_map_of supports Shard(d) and Replicate() placements, got {p!r}: "
                "reduce Partial tensors (e.g. .redistribute(placements=[Replicate()])) before rounding"
            )
    if len(dims) > 1:
        raise ValueError(
            f"index_map_of supports one sharded tensor dimension, got dimensions {sorted(dims)} "
            f"(placements {placements}); redistribute so that only one tensor dimension is sharded"
        )
    if not dims:
        return IndexMap.contiguous(offset)
    (d,) = dims
    local_shape, global_offset = compute_local_shape_and_global_offset(
        tuple(tensor.shape), tensor.device_mesh, placements
    )
    return shard_map(tuple(tensor.shape), d, int(local_shape[d]), int(global_offset[d]), offset)


def shard_map(global_shape, dim: int, local_size: int, global_offset: int, offset: int = 0) -> IndexMap:
    """The :class:`IndexMap` of a shard of a ``global_shape`` tensor cut along ``dim`` only.

    The shard holds global positions ``global_offset .. global_offset + local_size - 1`` along
    ``dim`` and everything along the other dimensions. With ``inner = prod(global_shape[dim+1:])``:
    ``start = offset + global_offset * inner``, ``run = local_size * inner``, ``stride =
    global_shape[dim] * inner`` (contiguous when ``dim`` is the first non-trivial dimension).
    """
    global_shape = tuple(int(s) for s in global_shape)
    if not 0 <= dim < len(global_shape):
        raise ValueError(f"dim {dim} is out of range for a tensor of {len(global_shape)} dimensions")
    if not (0 <= global_offset and global_offset + local_size <= global_shape[dim]):
        raise ValueError(
            f"a shard of {local_size} at {global_offset} does not fit dimension {dim} of size {global_shape[dim]}"
        )
    inner = int(np.prod(global_shape[dim + 1 :], dtype=np.int64)) if dim + 1 < len(global_shape) else 1
    outer = int(np.prod(global_shape[:dim], dtype=np.int64)) if dim else 1
    start = (check_u64(offset, "offset") + global_offset * inner) % U64_MODULUS
    run = local_size * inner
    if outer == 1 or run == 0:
        return IndexMap.contiguous(start)
    return IndexMap(start, run, global_shape[dim] * inner)


def assign_stream_ids(model, start: int = 0) -> dict:
    """Tag every parameter of ``model`` with a stream id; returns ``{name: id}``.

    ``model`` is a ``torch.nn.Module`` (ids follow ``model.named_parameters()``: shared
    parameters once) or an iterable of parameters (ids in iteration order, names ``"0"``,
    ``"1"``, ...). Ids are ``start, start + 1, ...`` and are stored on the parameter objects
    (attribute :data:`STREAM_ID_ATTR`), so they survive param groups, re-creating the optimizer
    and ``ZeroRedundancyOptimizer`` partitioning. Tag after replacing parameters (e.g. after
    sharding them into DTensors): a new parameter object has no tag.
    """
    if isinstance(model, torch.nn.Module):
        named = list(model.named_parameters())
    elif isinstance(model, Iterable) and not isinstance(model, torch.Tensor):
        named = [(str(i), p) for i, p in enumerate(model)]
    else:
        raise TypeError(f"assign_stream_ids expects an nn.Module or an iterable of parameters, got {type(model)}")
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise ValueError(f"start must be a non-negative int, got {start!r}")
    if start + len(named) - 1 > MAX_STREAM_ID:
        raise ValueError(f"{len(named)} parameters from id {start} exceed the largest stream id {MAX_STREAM_ID}")
    for name, p in named:
        if not isinstance(p, torch.Tensor):
            raise TypeError(f"parameter {name!r} is a {type(p).__name__}, not a tensor")
    ids = {}
    for i, (name, p) in enumerate(named):
        setattr(p, STREAM_ID_ATTR, start + i)
        ids[name] = start + i
    _TAGGINGS[0] += 1
    return ids


#: How many times :func:`assign_stream_ids` tagged parameters in this process (read by :func:`taggings`).
_TAGGINGS = [0]


def taggings() -> int:
    """How many times :func:`assign_stream_ids` has tagged parameters in this process: a cache of anything keyed by
    stream ids (the optimizers' replayed steps) is current while this number is unchanged."""
    return _TAGGINGS[0]


def stream_id_of(p) -> int | None:
    """The stream id :func:`assign_stream_ids` gave ``p``, or None when it is untagged."""
    return getattr(p, STREAM_ID_ATTR, None)
