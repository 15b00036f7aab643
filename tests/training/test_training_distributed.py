"""Quantized linear layers under tensor- and data-parallel DTensors on 1, 2 and 4 gloo ranks: every quantized
operand has the bits of one process; GEMMs without a cross-rank sum give identical bits, those with one
(row-parallel forward, column-parallel dgrad, data-parallel wgrad) agree to f32 summation order."""

from __future__ import annotations

import numpy as np
import pytest
import torch.distributed

from dist_harness import run_world

pytestmark = [
    pytest.mark.distributed,
    pytest.mark.skipif(
        not (torch.distributed.is_available() and torch.distributed.is_gloo_available()),
        reason="needs torch.distributed with the gloo backend",
    ),
]

M, K, N = 128, 128, 128
#: layout: (x placement, weight placement) as Shard dims (None = Replicate)
LAYOUTS = {"column": (None, 0), "row": (1, 1), "data": (0, None)}
#: which of (y, dx, dW) involves a cross-rank sum in each layout (compared with allclose, the others bitwise)
SUMMED = {"column": "dx", "row": "y", "data": "dW"}
#: Imported once by the fork server the ranks are forked from (dist_harness.run_world), not by every rank.
PRELOAD = ("torch", "torch.distributed.tensor", "flydsl.rounding.training", "test_training_distributed")


def _inputs():
    import torch

    g = torch.Generator().manual_seed(0)
    x = torch.randn(M, K, generator=g) * torch.exp(torch.randn(M, K, generator=g))
    return x, torch.randn(N, K, generator=g) * 0.1, torch.randn(M, N, generator=g)


def _recipes():
    from flydsl.rounding import training as T

    return {"mxfp4_sr_rht": T.mxfp4(rht=True, rht_redraw=True, seed=9), "nvfp4": T.nvfp4(seed=9)}


def _world(rank, world_size):
    from torch.distributed.device_mesh import init_device_mesh

    return _checks(init_device_mesh("cpu", (world_size,)), world_size)


def _checks(mesh, world_size):
    import torch
    from torch.distributed.tensor import Replicate, Shard, distribute_tensor

    from flydsl.rounding import training as T

    place = lambda d: [Replicate() if d is None else Shard(d)]  # noqa: E731
    x, w, dy = _inputs()
    out = {}
    for rname, recipe in _recipes().items():
        for lname, (xd, wd) in LAYOUTS.items():
            xs = distribute_tensor(x, mesh, place(xd)).requires_grad_()
            ws = distribute_tensor(w, mesh, place(wd)).requires_grad_()
            y = T.quantized_linear(xs, ws, recipe=recipe, layer=5, step=3)
            y.backward(distribute_tensor(dy, mesh, y.placements))
            for name, t in (("y", y), ("dx", xs.grad), ("dW", ws.grad)):
                out[f"{rname}/{lname}/{name}"] = t.full_tensor().detach().numpy()
        # the quantized operands themselves, sharded by rows and by columns
        spec = recipe.wgrad_dy
        for d in (0, 1):
            ds = distribute_tensor(dy, mesh, [Shard(d)])
            q = T.fake_quantize(ds, spec, axis=0, seed=9, offset=T.TRAINING_OFFSET, substream=123)
            out[f"{rname}/q{d}"] = q.full_tensor().numpy()
            # negative control: each rank keys its shard by LOCAL position
            local = T.fake_quantize(ds.to_local(), spec, axis=0, seed=9, offset=T.TRAINING_OFFSET, substream=123)
            gathered = [torch.empty_like(local) for _ in range(world_size)]
            torch.distributed.all_gather(gathered, local.contiguous())
            out[f"{rname}/local{d}"] = torch.cat(gathered, dim=d).numpy()
    return out


@pytest.fixture(scope="module")
def worlds(mesh):
    """Rank 0's results per world size; the 1-rank world runs in this process (the conftest mesh)."""
    return {1: _checks(mesh, 1), **{ws: run_world(_world, ws, preload=PRELOAD)[0] for ws in (2, 4)}}


@pytest.mark.parametrize("ws", [2, 4])
@pytest.mark.parametrize("layout", list(LAYOUTS))
@pytest.mark.parametrize("recipe", ["mxfp4_sr_rht", "nvfp4"])
def test_tensor_and_data_parallel_layers_match_one_process(worlds, ws, layout, recipe):
    for name in ("y", "dx", "dW"):
        one, many = worlds[1][f"{recipe}/{layout}/{name}"], worlds[ws][f"{recipe}/{layout}/{name}"]
        if name == SUMMED[layout]:
            assert np.allclose(one, many, rtol=1e-5, atol=1e-4)
        else:
            assert np.array_equal(one.view(np.uint32), many.view(np.uint32)), (layout, name)


@pytest.mark.parametrize("ws", [2, 4])
@pytest.mark.parametrize("recipe", ["mxfp4_sr_rht", "nvfp4"])
def test_quantized_operand_bits_are_sharding_invariant_and_local_keying_is_not(worlds, ws, recipe):
    for d in (0, 1):
        one = worlds[1][f"{recipe}/q{d}"].view(np.uint32)
        assert np.array_equal(one, worlds[ws][f"{recipe}/q{d}"].view(np.uint32))
        assert np.array_equal(one, worlds[1][f"{recipe}/local{d}"].view(np.uint32))  # one rank: local == global
        assert not np.array_equal(one, worlds[ws][f"{recipe}/local{d}"].view(np.uint32))  # the negative control
