"""The multi-process harness itself: results come back per rank, a failing rank surfaces with its traceback,
a hung world is stopped at its time bound, and no process outlives a call."""

from __future__ import annotations

import multiprocessing
import time

import pytest
import torch.distributed

from dist_harness import WorldError, run_world

pytestmark = [
    pytest.mark.distributed,
    pytest.mark.skipif(
        not (torch.distributed.is_available() and torch.distributed.is_gloo_available()),
        reason="needs torch.distributed with the gloo backend",
    ),
]


def _sum_of_ranks(rank: int, world_size: int) -> tuple:
    import torch
    import torch.distributed as dist

    t = torch.tensor([float(rank)])
    dist.all_reduce(t)
    return rank, world_size, float(t)


def _rank_one_raises(rank: int, world_size: int) -> None:
    import torch.distributed as dist

    if rank == 1:
        raise ValueError("deliberate failure on rank 1")
    dist.barrier()  # rank 0 waits for a peer that has failed


def _hangs(rank: int, world_size: int) -> None:
    time.sleep(3600)


def test_results_are_gathered_per_rank():
    assert run_world(_sum_of_ranks, 2) == [(0, 2, 1.0), (1, 2, 1.0)]
    assert not multiprocessing.active_children()


def test_a_failing_rank_surfaces_with_its_traceback():
    with pytest.raises(
        WorldError, match=r"(?s)rank 1 of 2 failed first.*_rank_one_raises.*deliberate failure on rank 1"
    ):
        run_world(_rank_one_raises, 2)
    assert not multiprocessing.active_children()


def test_a_hung_world_is_stopped_at_its_time_bound():
    start = time.monotonic()
    with pytest.raises(WorldError, match=r"world of 2 exceeded 5 s; ranks \[0, 1\] did not report"):
        run_world(_hangs, 2, timeout=5)
    assert time.monotonic() - start < 5 + 15  # terminate + join grace
    assert not multiprocessing.active_children()


def test_bad_world_size_is_refused():
    with pytest.raises(ValueError, match="world_size must be a positive int, got 0"):
        run_world(_sum_of_ranks, 0)
