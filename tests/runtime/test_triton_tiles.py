"""The tile layouts of the Triton backend (runtime/triton/tiles.py) give every element the bits of the stream.

Every tile shape (``LAYOUT`` 1: a row, 2: rows of one draw) and spread (selects, ``tl.join``) of the random-value
kernels, on contiguous maps starting on and off a multiple of 8 and on a strided map, against the numpy references
(independent of the kernels). ``normal_`` launches in rows of one draw by default (``generate.PAIR_LAYOUT``, where
the compiler computes a Box-Muller pair once): this is where that choice is shown not to change a bit. Runs in
Triton's interpreter (conftest), on small tiles.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from flydsl.rounding import rng
from flydsl.rounding.keyspace import NORMAL, UNIFORM, init_substream
from flydsl.rounding.runtime.triton import catalogue, launch

pytest.importorskip("triton")

SEED, STREAM, P = 0x1234_5678_9ABC_DEF1, 5, 0.25
N = 61
#: (start, run, stride) index maps: aligned, shifted (start % 8 != 0), strided runs of 7 every 11.
MAPS = [(0, N, N), (2**33 + 5, N, N), (3, 7, 11)]
TILES = [(layout, spread) for layout in (1, 2) for spread in (1, 2)]


def _indices(index_map) -> np.ndarray:
    start, run, stride = index_map
    k = np.arange(N, dtype=np.uint64)
    return np.uint64(start) + (k // np.uint64(run)) * np.uint64(stride) + k % np.uint64(run)


def _launch(op: str, dtype, index_map, layout: int | None, spread: int | None) -> torch.Tensor:
    x = torch.linspace(-3, 3, N, dtype=torch.float32).to(dtype)
    y = torch.empty_like(x)
    name = catalogue.kernel_name(op, dtype=str(dtype).removeprefix("torch."))
    if op == "dropout":
        scalars = (SEED, rng.dropout_threshold(P), rng.dropout_scale(P))
        ins = [x]
    else:
        kind = UNIFORM if op == "uniform" else NORMAL
        scalars = (SEED, init_substream(kind, STREAM), -0.5 if op == "uniform" else 0.25, 2.0)
        ins = [y]
    launch.run("rng", name, ins, [y], scalars, index_map, block=32, num_warps=1, layout=layout, spread=spread)
    return y


def _reference(op: str, dtype, index_map) -> torch.Tensor:
    idx = _indices(index_map)
    if op == "dropout":
        x32 = torch.linspace(-3, 3, N, dtype=torch.float32).to(dtype).float().numpy()
        ref, _ = rng.dropout_reference(x32, P, SEED, idx)
    elif op == "uniform":
        ref = rng.uniform_reference(-0.5, 2.0, SEED, idx, stream=STREAM)
    else:
        ref = rng.normal_reference(0.25, 2.0, SEED, idx, stream=STREAM)
    return torch.from_numpy(np.ascontiguousarray(ref)).to(dtype)  # the kernels round f32 to nearest, as torch


def _same_bits(a: torch.Tensor, b: torch.Tensor) -> bool:
    carrier = torch.int32 if a.element_size() == 4 else torch.int16
    return torch.equal(a.view(carrier), b.view(carrier))


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("op", ["dropout", "uniform", "normal"])
def test_every_tile_gives_the_reference_bits(op, dtype):
    for index_map in MAPS:
        want = _reference(op, dtype, index_map)
        for layout, spread in [(None, None), *TILES]:
            got = _launch(op, dtype, index_map, layout, spread)
            assert _same_bits(got, want), (op, dtype, index_map, layout, spread)


def test_negative_control_a_shifted_map_is_seen():
    """The comparison can fail: the same launch against the reference of a map one element over."""
    got = _launch("normal", torch.float32, MAPS[1], None, None)
    start, run, stride = MAPS[1]
    assert not _same_bits(got, _reference("normal", torch.float32, (start + 1, run, stride)))
