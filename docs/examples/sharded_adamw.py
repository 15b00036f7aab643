"""Sharding-invariant SR: on 2 gloo ranks, an SR conversion of a Shard(1) DTensor and a bf16 layer (Shard(0)
parameters) trained with SR AdamW end with exactly the bits of the same work on one process."""

import sys

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import Shard, distribute_tensor

from flydsl.rounding.torch.ops import round_to
from flydsl.rounding.torch.optim import AdamW, assign_stream_ids

STEPS = 20


def make_model():
    torch.manual_seed(0)  # the same initial weights in every process
    return torch.nn.Linear(40, 24).to(torch.bfloat16)


def gradients(step, model):
    """The same global gradients on every rank (no all-reduce whose order could differ)."""
    g = torch.Generator().manual_seed(step)
    return [torch.randn(p.shape, generator=g).to(torch.bfloat16) for p in model.parameters()]


def train(model, shard=lambda grad, param: grad):
    assign_stream_ids(model)  # after sharding: the DTensor parameters are new objects
    opt = AdamW(model.parameters(), lr=1e-3, seed=1234, state_dtype=torch.bfloat16)
    for step in range(STEPS):
        for p, g in zip(model.parameters(), gradients(step, model), strict=True):
            p.grad = shard(g, p)
        opt.step()
    return [p.detach().full_tensor() if hasattr(p, "full_tensor") else p.detach() for p in model.parameters()]


def sr_bf16(x):
    """Element k of the global tensor uses stream index 1000 + k, wherever it lives."""
    return round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=42, offset=1000)


def work(mesh=None):
    """Bit patterns of the conversion and of the trained parameters, sharded on ``mesh`` or on one process."""
    x = torch.linspace(-1, 1, 30 * 50).reshape(30, 50)
    model = make_model()
    if mesh is None:
        return [t.view(torch.int16).numpy() for t in [sr_bf16(x), *train(model)]]
    converted = sr_bf16(distribute_tensor(x, mesh, [Shard(1)])).full_tensor()
    for name, p in list(model.named_parameters()):
        model.register_parameter(name, torch.nn.Parameter(distribute_tensor(p.detach(), mesh, [Shard(0)])))
    params = train(model, shard=lambda grad, param: distribute_tensor(grad, mesh, param.placements))
    return [t.view(torch.int16).numpy() for t in [converted, *params]]


def rank_main(rank, world_size, port, queue):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    result = work(init_device_mesh("cpu", (world_size,)))
    if rank == 0:
        queue.put(result)
    dist.barrier()  # both ranks are done with the group before either tears it down
    dist.destroy_process_group()


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 29512
    queue = mp.get_context("spawn").SimpleQueue()
    mp.spawn(rank_main, args=(2, port, queue), nprocs=2)
    sharded, single = queue.get(), work()
    same = all((a == b).all() for a, b in zip(sharded, single, strict=True))
    print(f"sharded on 2 ranks == one process: {same}")
