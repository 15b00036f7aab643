"""Test support: run a function on ``world_size`` spawned processes joined by torch.distributed (gloo, loopback).

Contract of :func:`run_world`:

- ``target(rank, world_size, *args)`` must be a module-level function (the children are started with
  the ``spawn`` method and import it by name). It runs after ``init_process_group("gloo")`` and before
  ``destroy_process_group()``; its return value (picklable: numpy arrays, ints, strings, dicts of
  them; not torch tensors) is sent to the parent.
- Rendezvous: the parent hosts the ``TCPStore`` on 127.0.0.1 with a port chosen by the OS (port 0),
  so there is no race for a "free" port; gloo is pinned to the loopback interface.
- Bounded in time: the call raises :class:`WorldError` after ``timeout`` seconds (and gloo collectives
  time out after :data:`COLLECTIVE_TIMEOUT`). The children are always terminated (then killed) and joined
  before the call returns or raises.
- A failure in any rank raises :class:`WorldError` in the parent carrying that rank's traceback; the
  other ranks (typically blocked in a collective) are terminated at once.
- Each child uses one intra-op thread: the machine has few cores and several ranks share them.
- ``preload``: module names to import ONCE in a fork server that then forks the ranks (multiprocessing's
  ``forkserver`` start method), instead of each spawned rank importing them: torch, DTensor (which imports
  torch._dynamo) and flydsl cost each rank about 4 s of CPU. Empty (default): ``spawn``.

Returns the ranks' return values, ``result[rank]``.
"""

from __future__ import annotations

import datetime
import multiprocessing
import os
import queue
import time
import traceback

#: Wall-clock bound of one :func:`run_world` call. Generous: four ranks each import torch and flydsl and
#: JIT-compile host kernels on a 2-core machine that other test jobs share.
DEFAULT_TIMEOUT = 300.0

#: Bound of a single gloo collective: a rank that waits this long for its peers has lost one.
COLLECTIVE_TIMEOUT = datetime.timedelta(seconds=120)

#: How long the parent polls the result queue between liveness checks of the children.
_POLL_SECONDS = 0.2

#: Grace period between SIGTERM and SIGKILL when cleaning up.
_TERMINATE_GRACE = 5.0


class WorldError(RuntimeError):
    """A distributed run failed: a rank raised, died, or the run exceeded its time bound."""


def _child(target, rank: int, world_size: int, port: int, args: tuple, results) -> None:
    os.environ["GLOO_SOCKET_IFNAME"] = "lo"
    try:
        import torch
        import torch.distributed as dist

        torch.set_num_threads(1)
        store = dist.TCPStore("127.0.0.1", port, world_size, is_master=False, timeout=COLLECTIVE_TIMEOUT)
        dist.init_process_group("gloo", store=store, rank=rank, world_size=world_size, timeout=COLLECTIVE_TIMEOUT)
        # Report before tearing the group down: the peers' errors ("connection reset") then arrive second.
        results.put((rank, "ok", target(rank, world_size, *args)))
        dist.destroy_process_group()
    except BaseException:  # noqa: BLE001  (report everything, including SystemExit, to the parent)
        results.put((rank, "error", traceback.format_exc()))


def _later_errors(results) -> str:
    """Ranks that failed shortly after the first one (usually as a consequence), for the message."""
    later = []
    deadline = time.monotonic() + _TERMINATE_GRACE
    while time.monotonic() < deadline:
        try:
            rank, status, _ = results.get(timeout=_POLL_SECONDS)
        except queue.Empty:
            break
        if status == "error":
            later.append(rank)
    return f" first (ranks {later} failed after it)" if later else " first"


def run_world(
    target, world_size: int, *, args: tuple = (), timeout: float = DEFAULT_TIMEOUT, preload: tuple = ()
) -> list:
    """Run ``target(rank, world_size, *args)`` on ``world_size`` gloo ranks; return the per-rank results."""
    if not isinstance(world_size, int) or world_size < 1:
        raise ValueError(f"world_size must be a positive int, got {world_size!r}")
    import torch.distributed as dist

    store = dist.TCPStore("127.0.0.1", 0, None, is_master=True, wait_for_workers=False, timeout=COLLECTIVE_TIMEOUT)
    if preload:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(list(preload))
    else:
        ctx = multiprocessing.get_context("spawn")
    results = ctx.Queue()
    procs = [
        ctx.Process(
            target=_child,
            args=(target, rank, world_size, store.port, tuple(args), results),
            name=f"dist-rank{rank}",
            daemon=True,
        )
        for rank in range(world_size)
    ]
    values: dict[int, object] = {}
    deadline = time.monotonic() + timeout
    try:
        for p in procs:
            p.start()
        while len(values) < world_size:
            try:
                rank, status, value = results.get(timeout=_POLL_SECONDS)
            except queue.Empty:
                if time.monotonic() > deadline:
                    missing = sorted(set(range(world_size)) - set(values))
                    raise WorldError(
                        f"world of {world_size} exceeded {timeout:.0f} s; ranks {missing} did not report"
                    ) from None
                dead = [r for r, p in enumerate(procs) if r not in values and p.exitcode is not None]
                if dead:
                    # A rank can exit between putting its result and our get(): drain once more first.
                    time.sleep(_POLL_SECONDS)
                    if results.empty():
                        codes = {r: procs[r].exitcode for r in dead}
                        raise WorldError(
                            f"world of {world_size}: ranks exited without a result (exit codes {codes})"
                        ) from None
                continue
            if status == "error":
                raise WorldError(f"rank {rank} of {world_size} failed{_later_errors(results)}:\n{value}")
            values[rank] = value
        return [values[r] for r in range(world_size)]
    finally:
        for p in procs:
            if p.is_alive():
                p.join(timeout=_TERMINATE_GRACE if len(values) == world_size else 0)
            if p.is_alive():
                p.terminate()
        for p in procs:
            p.join(timeout=_TERMINATE_GRACE)
            if p.is_alive():
                p.kill()
                p.join()
        results.close()
        results.join_thread()
        del store
