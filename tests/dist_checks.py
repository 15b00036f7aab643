"""Test support: the checks that run inside each rank of a distributed world (see dist_harness.run_world).

One spawn per world size runs all of them (each process pays for importing torch and flydsl and for
JIT-compiling its host kernels once). :func:`world_checks` returns, from every rank, a dict of named
numpy arrays (bit patterns); ``tests/torch/test_distributed.py`` compares them against one process.

Inputs are functions of fixed seeds only, built identically on every rank and in the parent
(:func:`global_input`), so every world rounds identical f32 values: any difference in the results comes
from the keying, which is what the tests are about.
"""

from __future__ import annotations

import logging

import numpy as np
import torch

import flydsl.rounding  # noqa: F401  (activates the API)

# DTensor warns that gathering a tensor sharded over two mesh dimensions takes two all-gathers (exact here).
logging.getLogger("torch.distributed.tensor._redistribute").setLevel(logging.ERROR)

#: Global test tensors and the global offset of their element 0, chosen so that the shards exercise every
#: index-map variant of the element-wise runner: "odd" (offset not a multiple of the 8-index Philox block)
#: sharded by rows gives unaligned contiguous shards, uneven (4, 3, 3, 3); by columns, runs of 19/18 or 10/9
#: elements (the scalar variant). "wide" (aligned offset) by rows gives aligned contiguous shards; by columns,
#: runs of 32 / 16 with stride 64 (the aligned strided Vector variant: one Philox draw per 8 elements).
SHAPES = {"odd": (13, 37), "wide": (6, 64)}
OFFSETS = {"odd": 1_000_003, "wide": 8 * 125_001}

SEED = 0x5EED_0000_0000_0011  # exercises the key's high word


def global_input(name: str) -> torch.Tensor:
    """The f32 global tensor ``name``: values spread over 40 binades (fp8 overflow and subnormals included),
    with zeros and, spread over the shards, the special values (NaN, +-Inf, -0, an f32 subnormal)."""
    rng = np.random.default_rng(sum(map(ord, name)))
    shape = SHAPES[name]
    x = (rng.standard_normal(shape) * 2.0 ** rng.integers(-20, 20, shape)).astype(np.float32)
    flat = x.reshape(-1)
    flat[::11] = 0.0
    specials = np.array([np.nan, np.inf, -np.inf, -0.0, 1e-40], dtype=np.float32)
    flat[5::23] = np.resize(specials, flat[5::23].size)
    return torch.from_numpy(x)


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
    t = t.detach().cpu().contiguous()
    unsigned = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[t.element_size()]
    signed = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()]
    return t.view(signed).numpy().view(unsigned).copy()


def _on_host(t, carrier=None):
    """DTensor ``t`` (its local tensor viewed as ``carrier`` when given) on the host mesh of its ranks: the CUDA checks
    gather through the host (gloo moves CPU tensors; the ranks of the one-GPU stand-in share that GPU)."""
    from torch.distributed.device_mesh import DeviceMesh
    from torch.distributed.tensor import DTensor

    mesh = t.device_mesh
    local = t.to_local() if carrier is None else t.to_local().view(carrier)
    if mesh.device_type != "cpu":
        mesh, local = DeviceMesh("cpu", mesh.mesh), local.cpu()
    return DTensor.from_local(local, mesh, t.placements, shape=t.shape, stride=t.stride())


def gather_bits(t) -> np.ndarray:
    """Bit patterns of a DTensor's full tensor, gathered through a dtype gloo can move (it has no float8 or
    int16 collectives: ``RuntimeError: Invalid scalar type``), on the host; a gather is a copy, so the bits are
    kept."""
    carrier = {1: torch.uint8, 2: torch.bfloat16, 4: torch.int32, 8: torch.int64}[t.element_size()]
    return bits(_on_host(t, carrier).full_tensor())


# --- the tensor operations under test (flydsl.rounding.torch.ops; DTensors in, DTensors out) -------------------

DROPOUT_P = 0.3
OPS = ("round-bf16", "round-e4m3", "dropout", "dropout-grad", "uniform", "normal")


def apply_op(op: str, x, name: str):
    """Op ``op`` of the suite on ``x``, the global tensor ``name`` (plain or DTensor: the call is the same)."""
    from flydsl.rounding.torch import ops as torch_ops

    offset = OFFSETS[name]

    if op == "round-bf16":
        return torch_ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=SEED, offset=offset)
    if op == "round-e4m3":
        return torch_ops.round_to(
            x, torch.float8_e4m3fn, rounding="STOCHASTIC", seed=SEED, offset=offset, saturate=True
        )
    if op == "dropout":
        return torch_ops.dropout(x, DROPOUT_P, SEED, offset)
    if op == "dropout-grad":  # the backward recomputes the mask from (seed, global index)
        # The gradient of (y * 3).sum(), without the sum's collective, and returned rather than accumulated into
        # x.grad: on a GPU, autograd accumulates an unevenly sharded DTensor's gradient through a replicated copy
        # (an all-gather: torch's AccumulateGrad, not the op; gloo crashes on it with CUDA tensors).
        x = x.detach().requires_grad_()
        y = torch_ops.dropout(x, DROPOUT_P, SEED, offset)
        (grad,) = torch.autograd.grad(y, x, torch.full_like(y, 3.0))
        return grad
    if op == "uniform":
        return torch_ops.uniform_(torch.zeros_like(x), -0.5, 2.0, seed=SEED, offset=offset, stream=0)
    if op == "normal":
        return torch_ops.normal_(torch.zeros_like(x), 0.25, 3.0, seed=SEED, offset=offset, stream=0)
    raise ValueError(op)


# --- one world -----------------------------------------------------------------------------------------------


def _distribute(t: torch.Tensor, mesh, placements):
    """``t`` (the same on every rank) as a DTensor on ``mesh``: scattered from rank 0 on the CPU; on a GPU each
    rank takes its own shard (``src_data_rank=None``: no collective, which gloo has no CUDA form of)."""
    from torch.distributed.tensor import distribute_tensor

    if mesh.device_type == "cpu":
        return distribute_tensor(t, mesh, placements)
    return distribute_tensor(t.to(mesh.device_type), mesh, placements, src_data_rank=None)


def tensor_results(world_size: int, device: str = "cpu") -> dict[str, np.ndarray]:
    """Gathered results of every tensor check at this world size (all ranks call it; collectives inside), on
    ``device``'s tensors."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import DTensor

    out = {}
    for label, mesh_shape, placements in layouts(world_size):
        mesh = init_device_mesh(device, mesh_shape)
        for name in SHAPES:
            x = _distribute(global_input(name), mesh, placements)
            for op in OPS:
                out[f"{op}/{name}/{label}"] = gather_bits(apply_op(op, x, name))
            # Negative control: the naive per-shard call, keyed by the local position (offset + local k).
            local = apply_op("round-bf16", x.to_local(), name)
            naive = DTensor.from_local(local, mesh, placements, shape=x.shape, stride=x.stride())
            out[f"round-local/{name}/{label}"] = gather_bits(naive)
    return out


# --- the optimizer -------------------------------------------------------------------------------------------

#: Optimizer steps of every run, and the step after which the 2-rank run checkpoints (the 4-rank run resumes).
STEPS = 24
CHECKPOINT_STEP = 10
#: A learning rate at which most AdamW updates are a fraction of a bf16 ulp: SR decides them, so any
#: change in the random bits shows in the parameters.
LR = 3e-3
OPT_SEED = 20261201


def make_model() -> torch.nn.Module:
    """The small bf16 model of every optimizer run, initialised from a fixed numpy seed (not torch's RNG)."""
    rng = np.random.default_rng(7)
    model = torch.nn.Sequential(torch.nn.Linear(37, 24), torch.nn.Tanh(), torch.nn.Linear(24, 10))
    with torch.no_grad():
        for p in model.parameters():
            p.copy_(torch.from_numpy(rng.uniform(-0.3, 0.3, p.shape).astype(np.float32)))
    return model.to(torch.bfloat16)


#: The global batch, and the micro-batches data-parallel ranks split it into (consecutive slices in rank order).
BATCH, MICRO_BATCHES = 32, 4


def _batch(rows: slice = slice(None)):
    rng = np.random.default_rng(11)
    x = torch.from_numpy(rng.standard_normal((BATCH, 37)).astype(np.float32))
    return x[rows], torch.from_numpy(rng.integers(0, 10, BATCH))[rows]


def global_grads(full_params: list[torch.Tensor], rows: slice = slice(None)) -> list[torch.Tensor]:
    """f32 gradients of a fixed cross-entropy loss (over batch ``rows``) at the given unsharded parameters.

    A pure function of the parameter bits, computed the same way on every rank (one intra-op thread), so
    every world size steps with the same global gradient: no reduction whose order depends on sharding.
    """
    w1, b1, w2, b2 = (p.detach().float().requires_grad_() for p in full_params)
    x, y = (t.to(w1.device) for t in _batch(rows))
    loss = torch.nn.functional.cross_entropy(torch.tanh(x @ w1.T + b1) @ w2.T + b2, y)
    return list(torch.autograd.grad(loss, [w1, b1, w2, b2]))


def _micro_batch(i: int) -> slice:
    size = BATCH // MICRO_BATCHES
    return slice(i * size, (i + 1) * size)


def _full(t: torch.Tensor) -> torch.Tensor:
    """A DTensor's full tensor (gathered on the host for a GPU mesh, then put back), a plain tensor as it is."""
    from torch.distributed.tensor import DTensor

    if not isinstance(t, DTensor):
        return t
    if t.device_mesh.device_type == "cpu":
        return t.full_tensor()
    return _on_host(t).full_tensor().to(t.device)


def _make_optimizer(params):
    from flydsl.rounding.torch.optim import AdamW

    return AdamW(params, lr=LR, weight_decay=0.1, seed=OPT_SEED, state_dtype=torch.bfloat16)


def _train(model, optimizer, steps, *, shard=None) -> None:
    """Step ``optimizer`` with the global gradients; ``shard(grad, param)`` places each (default: as is)."""
    params = list(model.parameters())
    for p in params:
        p.grad_dtype = None  # f32 gradients on bf16 parameters (torch >= 2.10 checks a grad's dtype)
    for _ in range(steps):
        grads = global_grads([_full(p) for p in params])
        for p, g in zip(params, grads, strict=True):
            p.grad = g if shard is None else shard(g, p)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)


def _snapshot(model, optimizer, prefix: str) -> dict[str, np.ndarray]:
    """Bits of every (gathered) parameter and optimizer state tensor, keyed ``prefix/param-name/what``."""
    out = {}
    for name, p in model.named_parameters():
        out[f"{prefix}/{name}/param"] = bits(_full(p.detach()))
        for key, value in optimizer.state[p].items():
            if key != "step":
                out[f"{prefix}/{name}/{key}"] = bits(_full(value))
    return out


def _distribute_model(model, mesh, dim: int):
    """Shard every parameter along ``dim`` (1-D parameters along 0) as DTensor parameters, in place."""
    from torch.distributed.tensor import Shard

    for module in model.modules():
        for name, p in list(module.named_parameters(recurse=False)):
            d = dim if p.ndim > dim else 0
            module.register_parameter(name, torch.nn.Parameter(_distribute(p.detach(), mesh, [Shard(d)])))
    return model


def _shard_like(g, p):
    from torch.distributed.tensor import distribute_tensor

    return distribute_tensor(g, p.device_mesh, p.placements, src_data_rank=None)  # every rank holds g: no comms


def _replica_run(device: str) -> dict[str, np.ndarray]:
    """The plain (unsharded) model on ``device`` stepped by our AdamW: the run every sharded one must equal."""
    from flydsl.rounding.torch.optim import assign_stream_ids

    model = make_model().to(device)
    assign_stream_ids(model)
    opt = _make_optimizer(model.parameters())
    _train(model, opt, STEPS)
    return _snapshot(model, opt, "replica")


def _local_shards_run(mesh, dim: int) -> dict[str, np.ndarray]:
    """Negative control: the optimizer over each rank's local shards as plain tensors (keyed by local position,
    stream ids as the DTensor run's), the same global gradients; the gathered parameters."""
    from flydsl.rounding.torch.optim import assign_stream_ids, stream_id_of

    model = _distribute_model(make_model().to(mesh.device_type), mesh, dim)
    assign_stream_ids(model)
    local = [torch.nn.Parameter(p.to_local()) for p in model.parameters()]
    for p, lp in zip(model.parameters(), local, strict=True):
        assign_stream_ids([lp], start=stream_id_of(p))
        lp.grad_dtype = None
    opt = _make_optimizer(local)
    for _ in range(STEPS):
        grads = global_grads([_full(p) for p in model.parameters()])
        for p, lp, g in zip(model.parameters(), local, grads, strict=True):
            lp.grad = _shard_like(g, p).to_local()
        opt.step()
    return {f"local-S{dim}/{n}/param": bits(_full(p.detach())) for n, p in model.named_parameters()}


def optimizer_results(rank: int, world_size: int, workdir: str) -> dict[str, np.ndarray]:
    """Final parameters and states of every optimizer run at this world size (collectives inside)."""
    import torch.distributed as dist
    import torch.distributed.checkpoint as dcp
    from torch.distributed.checkpoint.state_dict import get_state_dict, set_state_dict
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.optim import ZeroRedundancyOptimizer
    from torch.distributed.tensor import DTensor

    from flydsl.rounding.torch.optim import AdamW, assign_stream_ids

    out = {}
    mesh = init_device_mesh("cpu", (world_size,))

    # Data-parallel replicas: every rank steps its own full copy, nothing is broadcast.
    out.update(_replica_run("cpu"))

    # Data-parallel training with gradients reduced across ranks: each rank differentiates its own micro-batches.
    # "ordered": distributed.ordered_sum (one global order, f32): invariant. "allreduce-f32": local partial sums,
    # then dist.all_reduce (order set by the world size): the gradients differ in their last bits. "allreduce-bf16":
    # the same in bf16 (as with a bf16 reduce dtype): the gradients differ by bf16 ulps. The docs' stated limit.
    from flydsl.rounding.torch.distributed import ordered_sum

    mine = range(rank * MICRO_BATCHES // world_size, (rank + 1) * MICRO_BATCHES // world_size)
    for reduction in ("ordered", "allreduce-f32", "allreduce-bf16"):
        model = make_model()
        assign_stream_ids(model)
        opt = _make_optimizer(model.parameters())
        params = list(model.parameters())
        for p in params:
            p.grad_dtype = None
        for step in range(STEPS):
            micro = [global_grads(params, _micro_batch(i)) for i in mine]  # [micro-batch][parameter]
            for j, p in enumerate(params):
                if reduction == "ordered":
                    total = ordered_sum([m[j] for m in micro])
                else:
                    dtype = torch.float32 if reduction == "allreduce-f32" else torch.bfloat16
                    total = micro[0][j].to(dtype)
                    for m in micro[1:]:
                        total += m[j].to(dtype)
                    dist.all_reduce(total)
                p.grad = total.float() / MICRO_BATCHES
                if step == 0:
                    out[f"dp-grad1-{reduction}/{j}"] = bits(p.grad)
            opt.step()
        out.update(_snapshot(model, opt, f"dp-{reduction}"))

    # DTensor-sharded parameters, along rows and along columns.
    for dim in (0, 1):
        model = _distribute_model(make_model(), mesh, dim)
        assign_stream_ids(model)  # after sharding: the DTensor parameters are new objects
        opt = _make_optimizer(model.parameters())
        if world_size == 2 and dim == 0:
            _train(model, opt, CHECKPOINT_STEP, shard=_shard_like)
            model_sd, opt_sd = get_state_dict(model, opt)
            dcp.save({"model": model_sd, "optim": opt_sd}, checkpoint_id=f"{workdir}/ckpt")
            _train(model, opt, STEPS - CHECKPOINT_STEP, shard=_shard_like)
        else:
            _train(model, opt, STEPS, shard=_shard_like)
        out.update(_snapshot(model, opt, f"dtensor-S{dim}"))

        out.update(_local_shards_run(mesh, dim))

    # FSDP2: fully_shard's own DTensor parameters (Shard(0), padded uneven shards). The gradients are set
    # directly (FSDP's backward reduce-scatters them, whose f32 order depends on the world size).
    from torch.distributed.fsdp import fully_shard

    model = make_model()
    fully_shard(model, mesh=mesh)
    assign_stream_ids(model)
    opt = _make_optimizer(model.parameters())
    _train(model, opt, STEPS, shard=_shard_like)
    out.update(_snapshot(model, opt, "fsdp2"))

    # Resume on 4 ranks, sharded by columns, from the 2-rank row-sharded checkpoint (DCP reshards).
    if world_size == 4:
        model = _distribute_model(make_model(), mesh, 1)
        assign_stream_ids(model)
        opt = _make_optimizer(model.parameters())
        model_sd, opt_sd = get_state_dict(model, opt)
        state = {"model": model_sd, "optim": opt_sd}
        dcp.load(state, checkpoint_id=f"{workdir}/ckpt")
        set_state_dict(model, opt, model_state_dict=state["model"], optim_state_dict=state["optim"])
        _train(model, opt, STEPS - CHECKPOINT_STEP, shard=_shard_like)
        out.update(_snapshot(model, opt, "resumed"))

    # ZeroRedundancyOptimizer: each rank steps its partition of whole parameters and broadcasts them.
    for tagged in (True, False):
        model = make_model()
        if tagged:
            assign_stream_ids(model)
        zero = ZeroRedundancyOptimizer(
            model.parameters(), optimizer_class=AdamW, lr=LR, weight_decay=0.1, seed=OPT_SEED,
            state_dtype=torch.bfloat16,
        )  # fmt: skip
        _train(model, zero, STEPS)
        zero.consolidate_state_dict(to=0)
        prefix = "zero" if tagged else "zero-untagged"
        out.update({f"{prefix}/{n}/param": bits(p.detach()) for n, p in model.named_parameters()})
        if rank == 0:
            sd = zero.state_dict()["state"]
            for i, (n, _) in enumerate(model.named_parameters()):
                for key, value in sd[i].items():
                    if key != "step":
                        out[f"{prefix}/{n}/{key}"] = bits(value)
    dist.barrier()
    assert not isinstance(out, DTensor)
    return out


def _message(fn) -> str:
    try:
        fn()
    except (TypeError, ValueError) as e:
        return f"{type(e).__name__}: {e}"
    return ""


def error_results(rank: int, world_size: int) -> dict[str, str]:
    """Messages of the errors that need several ranks to happen (every rank raises: no rank is left waiting)."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import DTensor, Partial, Shard, distribute_tensor

    from flydsl.rounding.torch import ops as torch_ops
    from flydsl.rounding.torch.distributed import ordered_sum

    out = {"error/ordered_sum-counts": _message(lambda: ordered_sum([torch.zeros(3)] * (rank + 1)))}
    sharded = distribute_tensor(torch.zeros(8), init_device_mesh("cpu", (world_size,)), [Shard(0)])
    out["error/ordered_sum-dtensor"] = _message(lambda: ordered_sum([sharded]))
    if world_size == 4:
        x = distribute_tensor(global_input("wide"), init_device_mesh("cpu", (2, 2)), (Shard(0), Shard(1)))
        out["error/two-dims"] = _message(lambda: torch_ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1))
        partial = DTensor.from_local(torch.ones(4), init_device_mesh("cpu", (4,)), [Partial()])
        out["error/partial"] = _message(lambda: torch_ops.dropout(partial, 0.5, 1))
    return out


def world_checks(rank: int, world_size: int, workdir: str) -> dict:
    """Everything one rank computes in a world of ``world_size`` (the target of ``run_world``)."""
    out = {**tensor_results(world_size), **optimizer_results(rank, world_size, workdir)}
    if world_size > 1:
        out.update(error_results(rank, world_size))
    return out


def one_process_results(device: str = "cpu") -> dict[str, np.ndarray]:
    """The same operations on plain, unsharded tensors in this process (no process group), on ``device``."""
    return {f"{op}/{name}": bits(apply_op(op, global_input(name).to(device), name)) for op in OPS for name in SHAPES}


def assert_references(single: dict) -> None:
    """Results of :func:`one_process_results` are the documented stream: the numpy references (no FlyDSL)."""
    from flydsl.rounding import reference, rng

    for name in SHAPES:
        x = bits(global_input(name)).reshape(-1)
        index = OFFSETS[name] + np.arange(x.size, dtype=np.uint64)
        rand = reference.stream_bits(SEED, index)
        want = reference.round_bits(x, "BFloat16", "STOCHASTIC", rand).astype(np.uint16)
        np.testing.assert_array_equal(single[f"round-bf16/{name}"].reshape(-1), want)
        want = reference.round_bits(x, "Float8E4M3FN", "STOCHASTIC", rand, saturate=True).astype(np.uint8)
        np.testing.assert_array_equal(single[f"round-e4m3/{name}"].reshape(-1), want)
        want, _ = rng.dropout_reference(global_input(name).numpy().reshape(-1), DROPOUT_P, SEED, index)
        np.testing.assert_array_equal(single[f"dropout/{name}"].reshape(-1), want.view(np.uint32))
        want = rng.uniform_reference(-0.5, 2.0, SEED, index)
        np.testing.assert_array_equal(single[f"uniform/{name}"].reshape(-1), want.view(np.uint32))
        want = rng.normal_reference(0.25, 3.0, SEED, index)
        np.testing.assert_array_equal(single[f"normal/{name}"].reshape(-1), want.view(np.uint32))


def run_of(result: dict, prefix: str) -> dict:
    """The entries of one run (``prefix/...``) of a rank's results, keyed without the prefix."""
    return {k.split("/", 1)[1]: v for k, v in result.items() if k.startswith(prefix + "/")}


def assert_same_run(got: dict, want: dict, what: str) -> None:
    assert got.keys() == want.keys(), what
    for key in want:
        np.testing.assert_array_equal(got[key], want[key], err_msg=f"{what}: {key}")


def device_world_checks(rank: int, world_size: int, device: str = "cuda") -> dict:
    """The sharding contract on ``device``'s tensors (the target of ``run_world``; on CUDA every rank uses GPU 0:
    the one-GPU stand-in for a multi-GPU world, gloo between the ranks, gathers on the host): every tensor check,
    the unsharded tensors of this rank, and AdamW over DTensor parameters sharded by rows and by columns next to
    the same training on plain tensors, with its negative control (the optimizer over the local shards)."""
    from torch.distributed.device_mesh import init_device_mesh

    from flydsl.rounding.torch.optim import assign_stream_ids

    if device == "cuda":
        torch.cuda.set_device(0)
    out = {**tensor_results(world_size, device)}
    out.update({f"single/{k}": v for k, v in one_process_results(device).items()})
    mesh = init_device_mesh(device, (world_size,))
    out.update(_replica_run(device))
    for dim in (0, 1):
        model = _distribute_model(make_model().to(device), mesh, dim)
        assign_stream_ids(model)
        opt = _make_optimizer(model.parameters())
        _train(model, opt, STEPS, shard=_shard_like)
        out.update(_snapshot(model, opt, f"dtensor-S{dim}"))
        out.update(_local_shards_run(mesh, dim))
    return out
