"""Sharding-invariant SR through torch.distributed: the same bits on 1, 2 and 4 gloo ranks (issue 11).

One spawned world per size runs every check (``dist_checks.world_checks``); the fixtures below run them
once per session and the tests compare what the ranks gathered against one unsharded process.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
import torch.distributed

from dist_checks import (
    OPS,
    SHAPES,
    assert_references,
    assert_same_run,
    layouts,
    one_process_results,
    run_of,
    world_checks,
)
from dist_harness import run_world

pytestmark = [
    pytest.mark.distributed,
    pytest.mark.skipif(
        not (torch.distributed.is_available() and torch.distributed.is_gloo_available()),
        reason="needs torch.distributed with the gloo backend",
    ),
]

WORLD_SIZES = (1, 2, 4)
#: Imported once by the fork server the ranks are forked from (dist_harness.run_world), not by every rank.
PRELOAD = ("torch", "torch.distributed.tensor", "torch.distributed.checkpoint", "flydsl.rounding",
           "flydsl.rounding.torch.optim", "dist_checks")  # fmt: skip


@pytest.fixture(scope="module")
def worlds(tmp_path_factory) -> dict[int, list[dict]]:
    """Per world size, the per-rank result dicts of ``world_checks`` (sequential: 4 resumes 2's checkpoint)."""
    workdir = str(tmp_path_factory.mktemp("dist"))
    out = {}
    for ws in WORLD_SIZES:
        start = time.perf_counter()
        out[ws] = run_world(world_checks, ws, args=(workdir,), preload=PRELOAD)
        print(f"world of {ws}: {time.perf_counter() - start:.1f} s")  # shown with -s; --durations has the total
    return out


@pytest.fixture(scope="module")
def single():
    return one_process_results()


def _sharded_cases():
    return [(ws, label, name) for ws in (2, 4) for label, _, _ in layouts(ws) for name in SHAPES]


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize(("ws", "label", "name"), _sharded_cases(), ids=lambda v: str(v))
def test_tensor_op_is_sharding_invariant(worlds, single, ws, label, name, op):
    """SR conversion, dropout (and its gradient) and init of a DTensor, gathered, have exactly the bits of the
    same op on the unsharded tensor in one process."""
    for rank, result in enumerate(worlds[ws]):
        np.testing.assert_array_equal(result[f"{op}/{name}/{label}"], single[f"{op}/{name}"], err_msg=f"rank {rank}")


@pytest.mark.parametrize(("ws", "label", "name"), _sharded_cases(), ids=lambda v: str(v))
def test_negative_control_local_keying_differs(worlds, single, ws, label, name):
    """Keying by the local (shard) position instead of the global one changes the bits: the test above can fail."""
    got = worlds[ws][0][f"round-local/{name}/{label}"]
    assert (got != single[f"round-bf16/{name}"]).mean() > 0.05


def test_one_process_matches_the_numpy_references(single):
    """The one-process baseline itself is the documented stream (numpy references, no FlyDSL)."""
    assert_references(single)


def test_world_of_one_matches_one_process(worlds, single):
    for op in OPS:
        for name in SHAPES:
            np.testing.assert_array_equal(worlds[1][0][f"{op}/{name}/S0"], single[f"{op}/{name}"])


# --- optimizer -------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def baseline(worlds) -> dict:
    """The uninterrupted one-rank run: a plain (unsharded) model and our AdamW, no distribution at all."""
    base = run_of(worlds[1][0], "replica")
    assert len(base) == 4 * 3  # 4 parameters, each with the parameter, exp_avg and exp_avg_sq
    return base


@pytest.mark.parametrize("ws", WORLD_SIZES)
@pytest.mark.parametrize("run", ["dtensor-S0", "dtensor-S1", "fsdp2", "zero"])
def test_optimizer_is_sharding_invariant(worlds, baseline, ws, run):
    """After 24 SR AdamW steps, every parameter and state tensor is bit-identical to the one-rank run."""
    for rank, result in enumerate(worlds[ws]):
        want = baseline
        if run == "zero" and rank:  # ZeRO consolidates the optimizer states on rank 0 only
            want = {k: v for k, v in baseline.items() if k.endswith("param")}
        assert_same_run(run_of(result, run), want, f"{run} world {ws} rank {rank}")


@pytest.mark.parametrize("ws", WORLD_SIZES)
def test_data_parallel_replicas_stay_identical_without_broadcast(worlds, baseline, ws):
    """Replicas that step the same parameters with the same gradients never drift apart."""
    for rank, result in enumerate(worlds[ws]):
        assert_same_run(run_of(result, "replica"), baseline, f"replica world {ws} rank {rank}")


def test_resume_on_four_ranks_from_a_two_rank_checkpoint(worlds, baseline):
    """Checkpointed with torch.distributed.checkpoint after step 10 on 2 ranks (rows sharded), resumed on 4 ranks
    (columns sharded): the uninterrupted one-rank run, parameters and states."""
    for rank, result in enumerate(worlds[4]):
        assert_same_run(run_of(result, "resumed"), baseline, f"resumed rank {rank}")


@pytest.mark.parametrize("ws", (2, 4))
def test_data_parallel_with_ordered_gradient_reduction_is_invariant(worlds, ws):
    """Each rank differentiates its own micro-batches; distributed.ordered_sum reduces them in one global order:
    the training is bit-identical on 1, 2 and 4 ranks (and the ranks agree)."""
    want = run_of(worlds[1][0], "dp-ordered")
    assert len(want) == 12
    for rank, result in enumerate(worlds[ws]):
        assert_same_run(run_of(result, "dp-ordered"), want, f"dp-ordered world {ws} rank {rank}")


@pytest.mark.parametrize("ws", (2, 4))
def test_negative_control_all_reduce_breaks_invariance(worlds, ws):
    """Reducing with dist.all_reduce (rank partial sums; the order is set by the world size) changes the f32
    gradients in their last bits: the input of the rounding differs, the documented limit. In bf16 (a bf16
    reduce dtype) the differences are whole bf16 ulps and the trained parameters drift apart."""
    one, many = worlds[1][0], worlds[ws][0]
    assert_same_run(run_of(one, "dp-grad1-allreduce-f32"), run_of(one, "dp-grad1-ordered"), "one rank: same sums")
    grads = run_of(many, "dp-grad1-allreduce-f32")
    differ = sum(int((grads[k] != one[f"dp-grad1-allreduce-f32/{k}"]).sum()) for k in grads)
    assert differ > 0
    for k, v in run_of(many, "dp-grad1-ordered").items():  # ...while the ordered sums agree
        np.testing.assert_array_equal(v, one[f"dp-grad1-ordered/{k}"])
    got, want = run_of(many, "dp-allreduce-bf16"), run_of(one, "dp-allreduce-bf16")
    assert [k for k in got if k.endswith("param") and not np.array_equal(got[k], want[k])]
    f32_got, f32_want = run_of(many, "dp-allreduce-f32"), run_of(one, "dp-allreduce-f32")
    total = sum(v.size for v in grads.values())
    print(
        f"world {ws}: all_reduce f32 gradients differ in {differ}/{total} elements at step 1; final parameters "
        f"differ in {sum(int((f32_got[k] != f32_want[k]).sum()) for k in f32_got if k.endswith('param'))} "
        f"(f32) and {sum(int((got[k] != want[k]).sum()) for k in got if k.endswith('param'))} (bf16) elements"
    )


@pytest.mark.parametrize("ws", (2, 4))
@pytest.mark.parametrize("dim", (0, 1))
def test_negative_control_optimizer_keyed_by_local_position_differs(worlds, baseline, ws, dim):
    """The same run with the optimizer over the local shards (local indices: the usual workaround) drifts."""
    got = run_of(worlds[ws][0], f"local-S{dim}")
    differ = [k for k in got if not np.array_equal(got[k], baseline[k])]
    assert len(differ) >= 3, differ


def test_negative_control_at_one_rank_agrees(worlds, baseline):
    """...and on one rank the local position is the global one, so the control itself is not broken."""
    got = run_of(worlds[1][0], "local-S0")
    assert_same_run(got, {k: v for k, v in baseline.items() if k.endswith("param")}, "local on 1 rank")


@pytest.mark.parametrize("ws", (2, 4))
def test_negative_control_zero_without_stream_ids_differs(worlds, baseline, ws):
    """Untagged parameters are keyed by their position in the rank's ZeRO partition: the bits change."""
    got = run_of(worlds[ws][0], "zero-untagged")
    differ = [k for k in got if k.endswith("param") and not np.array_equal(got[k], baseline[k])]
    assert differ


def test_ordered_sum_refuses_unequal_counts_and_dtensors(worlds):
    for rank, result in enumerate(worlds[2]):
        assert "ranks passed different numbers of parts [1, 2]" in result["error/ordered_sum-counts"], rank
        assert result["error/ordered_sum-dtensor"] == (
            "TypeError: ordered_sum: parts[0] is a DTensor; pass local tensors (p.to_local() or p.full_tensor())"
        )


def test_dtensor_layouts_the_ops_refuse(worlds):
    """Two sharded tensor dimensions, and Partial (unreduced) values, are refused with what to do instead."""
    for rank, result in enumerate(worlds[4]):
        assert result["error/two-dims"].startswith("ValueError: index_map_of supports one sharded tensor dimension")
        assert "redistribute so that only one tensor dimension is sharded" in result["error/two-dims"], rank
        assert result["error/partial"].startswith("ValueError: index_map_of supports Shard(d) and Replicate()")
        assert "reduce Partial tensors" in result["error/partial"], rank


def test_worked_example_runs():
    """docs/examples/sharded_adamw.py (shown in docs/sharding.rst) runs and prints its claim."""
    import pathlib
    import socket
    import subprocess
    import sys

    example = pathlib.Path(__file__).resolve().parents[2] / "docs" / "examples" / "sharded_adamw.py"
    with socket.socket() as s:  # a free port for the example's own rendezvous
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    done = subprocess.run(
        [sys.executable, str(example), str(port)], capture_output=True, text=True, timeout=240, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1] == "sharded on 2 ranks == one process: True"
