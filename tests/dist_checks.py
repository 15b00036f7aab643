"""Test support: the checks that run inside each rank of a distributed world (see dist_harness.run_world).

One spawn per world size runs all of them (each process pays for importing torch and flydsl and for
JIT-compiling its host kernels once). :func:`world_checks` returns, from every rank, a dict of named
numpy arrays (bit patterns); ``tests/test_distributed.py`` compares them against one process.

Inputs are functions of fixed seeds only, built identically on every rank and in the parent
(:func:`global_input`), so every world rounds identical f32 values: any difference in the results comes
from the keying, which is what the tests are about.
"""

from __future__ import annotations

import numpy as np
import torch

import flydsl.rounding  # noqa: F401  (activates the API)

#: Global test tensors. Chosen so that the shards exercise every index-map variant of the element-wise
#: runner: (13, 37) sharded by rows gives unaligned contiguous starts (7 * 37) and uneven shards (4, 3, 3, 3);
#: by columns, runs of 19/18 or 10/9 elements (scalar variant, unaligned); (6, 64) by columns gives runs of
#: 32 / 16 with stride 64 (the aligned Vector variant).
SHAPES = {"odd": (13, 37), "wide": (6, 64)}

SEED = 0x5EED_0000_0000_0011  # exercises the key's high word
OFFSET = 1_000_003  # a global offset that is not a multiple of the Philox block


def global_input(name: str) -> torch.Tensor:
    """The f32 global tensor ``name``: values spread over many binades, with exact bf16 ties and zeros."""
    rng = np.random.default_rng(sum(map(ord, name)))
    shape = SHAPES[name]
    x = rng.standard_normal(shape).astype(np.float32) * np.float32(2.0) ** rng.integers(-20, 20, shape)
    x.reshape(-1)[::11] = 0.0
    return torch.from_numpy(x.astype(np.float32))


def layouts(world_size: int) -> list[tuple[str, tuple[int, ...], tuple]]:
    """(label, mesh shape, placements) to test at ``world_size``; the placements are built lazily."""
    from torch.distributed.tensor import Replicate, Shard

    if world_size == 1:
        return [("S0", (1,), (Shard(0),))]
    out = [("S0", (world_size,), (Shard(0),)), ("S1", (world_size,), (Shard(1),))]
    if world_size == 4:
        out += [("S1xS1", (2, 2), (Shard(1), Shard(1))), ("RxS0", (2, 2), (Replicate(), Shard(0)))]
    return out


def bits(t: torch.Tensor) -> np.ndarray:
    """Bit patterns of a plain tensor as an unsigned numpy array of the same itemsize."""
    t = t.detach().contiguous()
    unsigned = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[t.element_size()]
    signed = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()]
    return t.view(signed).numpy().view(unsigned).copy()


# --- the operations under test -------------------------------------------------------------------------------


def sr_round(x, seed: int, offset: int, *, index_map=None):
    """SR f32 -> bf16 of a plain tensor or DTensor, keyed by global index (or by ``index_map`` if given)."""
    import flydsl.expr as fx

    from flydsl.rounding import elementwise
    from flydsl.rounding.indexing import index_map_of

    def body(v, s, *, index):
        return v.to(fx.BFloat16, rounding=fx.RoundingMode.STOCHASTIC, seed=s, offset=index)

    local = x.to_local() if hasattr(x, "to_local") else x
    out = torch.empty(local.shape, dtype=torch.bfloat16)
    index_map = index_map_of(x, offset) if index_map is None else index_map
    elementwise.run(body, [local], [out], scalars=[(seed, fx.Uint64)], index_map=index_map)
    if hasattr(x, "to_local"):
        from torch.distributed.tensor import DTensor

        return DTensor.from_local(out, x.device_mesh, x.placements, shape=x.shape, stride=x.stride())
    return out


# --- one world -----------------------------------------------------------------------------------------------


def tensor_results(world_size: int) -> dict[str, np.ndarray]:
    """Gathered results of every tensor check at this world size (all ranks call it; collectives inside)."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import distribute_tensor

    from flydsl.rounding.indexing import IndexMap

    out = {}
    for label, mesh_shape, placements in layouts(world_size):
        mesh = init_device_mesh("cpu", mesh_shape)
        for name in SHAPES:
            x = distribute_tensor(global_input(name), mesh, placements)
            out[f"round/{name}/{label}"] = bits(sr_round(x, SEED, OFFSET).full_tensor())
            # Negative control: the naive keying by local (shard) position.
            local = sr_round(x, SEED, OFFSET, index_map=IndexMap.contiguous(OFFSET))
            out[f"round-local/{name}/{label}"] = bits(local.full_tensor())
    return out


def world_checks(rank: int, world_size: int, workdir: str) -> dict[str, np.ndarray]:
    """Everything one rank computes in a world of ``world_size`` (the target of ``run_world``)."""
    return tensor_results(world_size)


def one_process_results() -> dict[str, np.ndarray]:
    """The same operations on plain, unsharded tensors in this process (no process group)."""
    out = {}
    for name in SHAPES:
        out[f"round/{name}"] = bits(sr_round(global_input(name), SEED, OFFSET))
    return out
