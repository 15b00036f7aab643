"""DTensor inputs of flydsl.rounding.mx.quantize: the unsharded bits on 2 and 4 gloo ranks (1 rank: in-process).

ONE world of 4 processes runs every case, forked from a fork server that imported torch, DTensor and
flydsl once (a spawned rank pays about 4 s of CPU for those imports, most of this file's time): 4-rank DTensors on a
(4,) mesh, 2-rank DTensors on the 2-rank sub-meshes of a (2, 2) mesh (two independent pairs).
Shard(0) and Shard(1) cuts at block boundaries, blocks along the last dim and along dim 0, MXFP4 and
NVFP4 (whose tensor scale needs the global amax), stochastic rounding. A cut off a block boundary
gets an error naming the block size. Negative control: quantizing each shard as a tensor of its own
(local keying) gives different bits.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch.distributed

from dist_harness import run_world
from flydsl.rounding.mx import dequantize, quantize

pytestmark = [
    pytest.mark.distributed,
    pytest.mark.skipif(
        not (torch.distributed.is_available() and torch.distributed.is_gloo_available()),
        reason="needs torch.distributed with the gloo backend",
    ),
]

SHAPE = (128, 128)
#: (format, block axis, sharded dim): contiguous and strided shards, the dim-0 (random-word) path, NVFP4's global amax
CASES = [("mxfp4", -1, 0), ("mxfp4", -1, 1), ("mxfp4", 0, 1), ("nvfp4", -1, 0)]
SEED, OFFSET = 0x5EED_0016, 8 * 1001
#: (format, block axis, sharded dim, shape): shards of uneven sizes along a dim the blocks do not run along
UNEVEN = [
    ("mxfp4", -1, 0, (3, 64)),
    ("nvfp4", -1, 0, (5, 32)),
    ("mxfp8_e4m3", -1, 0, (3, 64)),
    ("mxfp4", 0, 1, (32, 3)),
]


def uneven_input(shape) -> torch.Tensor:
    return torch.randn(shape, generator=torch.Generator().manual_seed(17))


def global_input() -> torch.Tensor:
    g = torch.Generator().manual_seed(16)
    x = torch.randn(SHAPE, generator=g) * torch.exp2(torch.randint(-8, 8, (SHAPE[0], 1), generator=g).float())
    x[3, 70] = float("nan")
    return x


def _q(x, fmt, axis):
    return quantize(x, fmt, axis=axis, rounding="STOCHASTIC", seed=SEED, offset=OFFSET)


def _bits(t) -> np.ndarray:
    if hasattr(t, "full_tensor"):  # gloo cannot gather float8 dtypes: gather the bytes
        from torch.distributed.tensor import DTensor

        local = t.to_local().view(torch.uint8)
        t = DTensor.from_local(local, t.device_mesh, t.placements, shape=t.shape, stride=t.stride()).full_tensor()
    return t.contiguous().view(torch.uint8).numpy().copy()


WORLD = 4
#: Imported once by the fork server the ranks are forked from (dist_harness.run_world).
PRELOAD = ("torch", "torch.distributed.tensor", "flydsl.rounding.mx", "test_mx_distributed")
WORLD_SIZES = (2, 4)


def _sharded(mesh) -> dict:
    """One DTensor world's results on ``mesh`` (this rank's view; gathered bits are global)."""
    from torch.distributed.tensor import Shard, distribute_tensor

    x = global_input()
    out = {"coord": mesh.get_local_rank()}
    for fmt, axis, dim in CASES:
        q = _q(distribute_tensor(x, mesh, [Shard(dim)]), fmt, axis)
        out[f"{fmt}/{axis}/{dim}"] = (_bits(q.codes), _bits(q.scales))
    for fmt, axis, dim, shape in UNEVEN:  # uneven shards (a rank may hold none): dequantize's global shape
        d = distribute_tensor(uneven_input(shape), mesh, [Shard(dim)])
        dq = dequantize(_q(d, fmt, axis))
        out[f"uneven {fmt}/{axis}/{dim}"] = (tuple(dq.shape), dq.full_tensor().numpy().view(np.uint32).copy())
    local = distribute_tensor(x, mesh, [Shard(0)]).to_local()
    out["local-keying"] = _bits(_q(local, "mxfp4", -1).codes)  # the negative control's shard
    bad = distribute_tensor(torch.zeros(SHAPE[0], 96), mesh, [Shard(1)])
    try:
        _q(bad, "mxfp4", -1)
        out["error"] = ""
    except ValueError as e:
        out["error"] = str(e)
    return out


def world(rank: int, world_size: int) -> dict:
    from torch.distributed.device_mesh import init_device_mesh

    pairs = init_device_mesh("cpu", (2, world_size // 2), mesh_dim_names=("pair", "half"))
    return {2: _sharded(pairs["half"]), world_size: _sharded(init_device_mesh("cpu", (world_size,)))}


@pytest.fixture(scope="module")
def single():
    x = global_input()
    return {f"{fmt}/{axis}": _q(x, fmt, axis) for fmt, axis, _ in CASES}


@pytest.fixture(scope="module")
def worlds():
    """Per world size, the per-rank results (the 2-rank meshes: every process, coord = its rank in its pair)."""
    ranks = run_world(world, WORLD, preload=PRELOAD)
    return {ws: [r[ws] for r in ranks] for ws in WORLD_SIZES}


@pytest.mark.parametrize("ws", WORLD_SIZES)
def test_sharded_bits_equal_unsharded(worlds, single, ws):
    assert sorted(r["coord"] for r in worlds[ws]) == sorted(list(range(ws)) * (WORLD // ws))
    for rank_out in worlds[ws]:
        for fmt, axis, dim in CASES:
            ref = single[f"{fmt}/{axis}"]
            codes, scales = rank_out[f"{fmt}/{axis}/{dim}"]
            np.testing.assert_array_equal(codes, _bits(ref.codes), err_msg=f"{fmt} axis {axis} Shard({dim})")
            np.testing.assert_array_equal(scales, _bits(ref.scales))


@pytest.mark.parametrize("ws", WORLD_SIZES)
def test_dequantize_of_uneven_shards_equals_the_unsharded_values(worlds, ws):
    """Shards of uneven sizes (3 rows on 2 or 4 ranks: one rank may hold none) along a dim the blocks do not run
    along: dequantize gives a DTensor of the global shape whose gathered values are the unsharded ones."""
    for fmt, axis, dim, shape in UNEVEN:
        want = dequantize(_q(uneven_input(shape), fmt, axis)).numpy().view(np.uint32)
        for rank_out in worlds[ws]:
            got_shape, got = rank_out[f"uneven {fmt}/{axis}/{dim}"]
            assert got_shape == shape, (fmt, axis, dim)
            np.testing.assert_array_equal(got, want, err_msg=f"{fmt} axis {axis} Shard({dim})")


@pytest.mark.parametrize("ws", WORLD_SIZES)
def test_negative_control_local_keying_differs(worlds, single, ws):
    rows = SHAPE[0] // ws
    ref = _bits(single["mxfp4/-1"].codes)
    checked = 0
    for rank_out in worlds[ws]:
        k = rank_out["coord"]
        if k:  # shard 0 starts at index 0 either way
            assert not np.array_equal(rank_out["local-keying"], ref[k * rows : (k + 1) * rows])
            checked += 1
    assert checked == WORLD - WORLD // ws


@pytest.mark.parametrize("ws", WORLD_SIZES)
def test_cut_off_a_block_boundary_names_the_block(worlds, ws):
    for rank_out in worlds[ws]:
        assert "must be cut at multiples of the block size 32" in rank_out["error"]


def test_one_rank_mesh(mesh, single):
    from torch.distributed.tensor import Shard, distribute_tensor

    for fmt, axis, dim in CASES:
        q = _q(distribute_tensor(global_input(), mesh, [Shard(dim)]), fmt, axis)
        np.testing.assert_array_equal(_bits(q.codes), _bits(single[f"{fmt}/{axis}"].codes))
