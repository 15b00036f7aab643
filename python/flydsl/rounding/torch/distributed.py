"""Reductions whose result does not depend on the world size, for reproducible SR under torch.distributed.

The SR ops and optimizers of this package key their random bits by global element position, so they give the
same bits on any number of ranks *for the same inputs*. A gradient all-reduce breaks that premise: f32 addition
is not associative, and ``dist.all_reduce`` adds the ranks' partial sums in an order that depends on the world
size (and on the collective's algorithm). :func:`ordered_sum` is the slow, exact alternative: every rank gets the
sum of one global sequence of tensors, accumulated in f32 from left to right, whatever the number of ranks the
sequence is split over. Use it where bit-for-bit reproducibility across world sizes matters (verification runs,
debugging a divergence); it moves every part to every rank (an all-gather of ``world_size * len(parts)``
tensors) instead of reducing them.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from .boundary import is_dtensor

__all__ = ["ordered_sum"]


def ordered_sum(parts: Sequence[torch.Tensor], *, group=None) -> torch.Tensor:
    """The f32 sum of the global sequence ``parts(rank 0) + parts(rank 1) + ...``, accumulated left to right.

    ``parts``: this rank's tensors (e.g. the gradients of one parameter for its micro-batches), all of one
    shape, floating-point, on the CPU or one device; every rank of ``group`` passes the same number of them.
    Ranks hold consecutive slices of the global sequence in rank order (rank 0 the first micro-batches).
    Returns, on every rank, ``((p0 + p1) + p2) + ...`` in float32 over the whole sequence: the same bits
    for every world size that splits the same sequence into consecutive slices, and without a process group
    (one process) the sum of ``parts``. A collective when a process group is initialised: call it on every
    rank. Raises ValueError for an empty or ragged ``parts`` or unequal counts across ranks, TypeError for
    non-tensors, DTensors or non-floating dtypes.
    """
    parts = list(parts)
    if not parts:
        raise ValueError("ordered_sum needs at least one tensor in parts (every rank contributes the same number)")
    for i, p in enumerate(parts):
        if not isinstance(p, torch.Tensor):
            raise TypeError(f"ordered_sum: parts[{i}] must be a torch.Tensor, got {type(p).__name__}")
        if is_dtensor(p):
            raise TypeError(
                f"ordered_sum: parts[{i}] is a DTensor; pass local tensors (p.to_local() or p.full_tensor())"
            )
        if not p.dtype.is_floating_point:
            raise TypeError(f"ordered_sum: parts[{i}] has dtype {p.dtype}; expected a floating-point tensor")
        if p.shape != parts[0].shape or p.device != parts[0].device:
            raise ValueError(
                f"ordered_sum: parts[{i}] has shape {tuple(p.shape)} on {p.device}, parts[0] "
                f"{tuple(parts[0].shape)} on {parts[0].device}; all parts must match"
            )
    stacked = torch.stack([p.detach().to(torch.float32) for p in parts])
    import torch.distributed as dist

    if dist.is_available() and dist.is_initialized() and dist.get_world_size(group) > 1:
        world = dist.get_world_size(group)
        counts = [torch.zeros(1, dtype=torch.int64, device=stacked.device) for _ in range(world)]
        dist.all_gather(counts, torch.tensor([len(parts)], device=stacked.device), group=group)
        if len({int(c) for c in counts}) != 1:
            raise ValueError(
                f"ordered_sum: ranks passed different numbers of parts {[int(c) for c in counts]}; every rank "
                "must hold the same number of consecutive parts of the global sequence"
            )
        gathered = [torch.empty_like(stacked) for _ in range(world)]
        dist.all_gather(gathered, stacked, group=group)
        stacked = torch.cat(gathered)
    total = stacked[0].clone()
    for part in stacked[1:]:
        total += part  # one element-wise f32 add per part, in sequence order: no reassociation
    return total
