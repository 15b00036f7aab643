"""Index maps: the local -> global stream index contract, for plain tensors and DTensor shards."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from hypothesis import given
from hypothesis import strategies as st

from flydsl.rounding.runtime.indexing import IndexMap, index_map_of, shard_map


def test_contiguous_map_is_offset_plus_k():
    m = IndexMap.contiguous(17)
    assert m.indices(5).tolist() == [17, 18, 19, 20, 21]
    assert m.is_contiguous() and not m.aligned()
    assert IndexMap.contiguous(16).aligned()


def test_strided_map_formula():
    m = IndexMap(100, 3, 10)
    assert m.indices(7).tolist() == [100, 101, 102, 110, 111, 112, 120]
    assert [m.global_index(k) for k in range(7)] == m.indices(7).tolist()
    assert not m.is_contiguous() and m.is_contiguous(3)


def test_map_wraps_mod_2_64():
    m = IndexMap.contiguous(2**64 - 2)
    assert m.indices(4).tolist() == [2**64 - 2, 2**64 - 1, 0, 1]
    assert m.global_index(3) == 1


@pytest.mark.parametrize(
    ("args", "match"),
    [
        ((-1, 1, 1), "start must be a non-negative integer below 2"),
        ((0, 0, 1), "run must be a positive integer"),
        ((0, 1, 2**64), "stride must be a non-negative integer below 2"),
        ((0.5, 1, 1), "start must be an int"),
    ],
)
def test_bad_maps_are_rejected(args, match):
    with pytest.raises((TypeError, ValueError), match=match):
        IndexMap(*args)


def test_plain_tensor_map_and_errors():
    assert index_map_of(torch.zeros(3, 4), 9) == IndexMap.contiguous(9)
    assert index_map_of(torch.zeros(3, 4).t(), 0) == IndexMap.contiguous(0)  # logical order, not memory
    with pytest.raises(TypeError, match="expects a torch.Tensor or DTensor, got ndarray"):
        index_map_of(np.zeros(3))
    with pytest.raises(ValueError, match="offset must be a non-negative integer"):
        index_map_of(torch.zeros(3), -1)


# --- DTensor shards, computed single-process with a 1-rank gloo group and torch's offset helper ----------


def _shard_maps(shape, dim, world, offset=0):
    """Every rank's (local shape, global offset, IndexMap) for ``shape`` sharded on ``dim`` over ``world`` ranks,
    with torch.chunk's split (DTensor's Shard rule), without a process group."""
    chunks = list(torch.arange(shape[dim]).chunk(world))
    chunks += [torch.arange(0)] * (world - len(chunks))
    out = []
    for c in chunks:
        first = int(c[0]) if c.numel() else shape[dim]
        local = tuple(c.numel() if i == dim else s for i, s in enumerate(shape))
        goff = tuple(first if i == dim else 0 for i in range(len(shape)))
        out.append((local, goff, shard_map(shape, dim, c.numel(), first, offset)))
    return out


@given(
    shape=st.lists(st.integers(1, 7), min_size=1, max_size=3).map(tuple),
    dim=st.integers(0, 2),
    world=st.integers(1, 4),
    offset=st.integers(0, 1000),
)
def test_shard_maps_cover_the_global_tensor(shape, dim, world, offset):
    """Concatenating every shard's global indices (placed at their local positions) is offset + arange."""
    dim = dim % len(shape)
    full = np.arange(int(np.prod(shape)), dtype=np.uint64).reshape(shape) + np.uint64(offset)
    seen = np.zeros(full.shape, dtype=bool)
    for local, goff, m in _shard_maps(shape, dim, world, offset):
        sl = tuple(slice(o, o + n) for o, n in zip(goff, local, strict=True))
        want = full[sl].reshape(-1)
        assert np.array_equal(m.indices(want.size), want)
        seen[sl] = True
    assert seen.all()


def test_local_index_would_fail_the_cover_test():
    """Negative control: keying rank 1's shard of a Shard(1) tensor by local index differs from global."""
    (_, _, m0), (local, goff, m1) = _shard_maps((4, 6), 1, 2)
    wrong = IndexMap.contiguous(0).indices(int(np.prod(local)))
    assert not np.array_equal(wrong, m1.indices(wrong.size))


def test_index_map_of_dtensor(mesh):
    from torch.distributed.tensor import Replicate, Shard, distribute_tensor

    t = torch.arange(24.0).reshape(4, 6)
    assert index_map_of(distribute_tensor(t, mesh, [Replicate()]), 5) == IndexMap.contiguous(5)
    assert index_map_of(distribute_tensor(t, mesh, [Shard(0)]), 5) == IndexMap.contiguous(5)
    # a 1-rank Shard(1) covers the whole row: run == stride, i.e. contiguous
    m = index_map_of(distribute_tensor(t, mesh, [Shard(1)]), 5)
    assert m.indices(24).tolist() == list(range(5, 29))


def test_shard_map_errors():
    with pytest.raises(ValueError, match="dim 2 is out of range"):
        shard_map((3, 4), 2, 1, 0)
    with pytest.raises(ValueError, match="does not fit dimension 1 of size 4"):
        shard_map((3, 4), 1, 3, 2)


def test_index_map_of_rejects_partial(mesh):
    from torch.distributed.tensor import DTensor, Partial

    d = DTensor.from_local(torch.ones(4), mesh, [Partial()])
    with pytest.raises(ValueError, match="reduce Partial tensors"):
        index_map_of(d)
