"""The sharding contract on CUDA tensors (device tests: skipped without an NVIDIA GPU).

Two gloo ranks share GPU 0 (the machine we measure on lends one GPU): each rank's DTensor shard is its own CUDA
tensor, and its Triton launch keys the shard's elements by their global index, which is what the contract is about.
The gathers go through the host (``dist_checks._on_host``). Not tested here: NCCL, and ranks on distinct GPUs.
Run compiled: ``FLYDSL_ROUNDING_GPU_TESTS=1 python -m pytest tests/torch/test_distributed_cuda.py``.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.distributed

from dist_checks import (
    OPS,
    SHAPES,
    assert_references,
    assert_same_run,
    device_world_checks,
    layouts,
    run_of,
)
from dist_harness import run_world

pytestmark = [
    pytest.mark.device,
    pytest.mark.distributed,
    pytest.mark.skipif(not torch.cuda.is_available() or bool(torch.version.hip), reason="needs an NVIDIA GPU (CUDA)"),
    pytest.mark.skipif(
        not (torch.distributed.is_available() and torch.distributed.is_gloo_available()),
        reason="needs torch.distributed with the gloo backend",
    ),
]

WORLD = 2
#: (layout label, global tensor name) of every sharded case.
CASES = [(label, name) for label, _, _ in layouts(WORLD) for name in SHAPES]


@pytest.fixture(scope="module")
def ranks() -> list[dict]:
    return run_world(device_world_checks, WORLD)


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize(("label", "name"), CASES)
def test_cuda_dtensor_op_is_sharding_invariant(ranks, label, name, op):
    """SR conversion, dropout (and its gradient) and init of a CUDA DTensor, gathered, have exactly the bits of the
    same op on the unsharded CUDA tensor."""
    for rank, result in enumerate(ranks):
        want = result[f"single/{op}/{name}"]
        np.testing.assert_array_equal(result[f"{op}/{name}/{label}"], want, err_msg=f"rank {rank}")


@pytest.mark.parametrize(("label", "name"), CASES)
def test_negative_control_local_keying_differs_on_cuda(ranks, label, name):
    """The per-shard call keyed by local position differs: the comparison above can fail."""
    got = ranks[0][f"round-local/{name}/{label}"]
    assert (got != ranks[0][f"single/round-bf16/{name}"]).mean() > 0.05


def test_unsharded_cuda_results_are_the_numpy_references(ranks):
    """...and what they are compared with is the documented stream, not only self-consistent."""
    assert_references(run_of(ranks[0], "single"))


@pytest.mark.parametrize("dim", (0, 1))
def test_cuda_optimizer_is_sharding_invariant(ranks, dim):
    """24 SR AdamW steps on CUDA DTensor parameters (rows or columns) equal the plain CUDA run, state included."""
    for rank, result in enumerate(ranks):
        assert len(run_of(result, "replica")) == 4 * 3
        assert_same_run(run_of(result, f"dtensor-S{dim}"), run_of(result, "replica"), f"S{dim} rank {rank}")


@pytest.mark.parametrize("dim", (0, 1))
def test_negative_control_cuda_optimizer_keyed_by_local_position_differs(ranks, dim):
    base = run_of(ranks[0], "replica")
    got = run_of(ranks[0], f"local-S{dim}")
    assert len([k for k in got if not np.array_equal(got[k], base[k])]) >= 3
