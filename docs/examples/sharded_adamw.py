"""Sharding-invariant SR: a bf16 layer trained with SR AdamW on 2 gloo ranks (DTensor, Shard(0))
ends with exactly the bits of the same training on one process."""

import sys

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import Shard, distribute_tensor

from flydsl.rounding.optim import AdamW, assign_stream_ids

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


def rank_main(rank, world_size, port, queue):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world_size)
    mesh = init_device_mesh("cpu", (world_size,))
    model = make_model()
    for name, p in list(model.named_parameters()):
        model.register_parameter(name, torch.nn.Parameter(distribute_tensor(p.detach(), mesh, [Shard(0)])))
    params = train(model, shard=lambda grad, param: distribute_tensor(grad, mesh, param.placements))
    if rank == 0:
        queue.put([p.view(torch.int16).numpy() for p in params])  # bit patterns
    dist.destroy_process_group()


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 29512
    queue = mp.get_context("spawn").SimpleQueue()
    mp.spawn(rank_main, args=(2, port, queue), nprocs=2)
    sharded = queue.get()
    single = [p.view(torch.int16).numpy() for p in train(make_model())]
    same = all((a == b).all() for a, b in zip(sharded, single, strict=True))
    print(f"sharded on 2 ranks == one process: {same}")
