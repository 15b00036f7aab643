"""The key-space ledger (flydsl.rounding.keyspace): every pair of users disjoint, every module's formula taken
from it, and user offsets kept out of the reserved range with a clear error."""

from __future__ import annotations

import dataclasses
import random

import pytest
import torch

from flydsl.rounding import keyspace as K
from flydsl.rounding import mx, rng
from flydsl.rounding import torch as T
from flydsl.rounding.torch import optim
from flydsl.rounding.training import recipe


def test_every_pair_of_ledger_entries_is_disjoint():
    K.check_disjoint()
    assert [e.user for e in K.LEDGER] == ["conversion", "dropout", "init", "optimizer", "training"]


def test_a_planted_overlap_is_caught():
    """Negative control: an optimizer entry that starts at step 0 meets the initialisers' substreams."""
    bad = dataclasses.replace(K.LEDGER[3], sub_lo=K.optimizer_substream(0, 0, 0))
    with pytest.raises(ValueError, match="'conversion' .* and 'optimizer' .* overlap"):
        K.check_disjoint((*K.LEDGER[:3], bad, K.LEDGER[4]))
    # and training at element positions (offset 0) would meet everyone
    low = dataclasses.replace(K.LEDGER[4], idx_lo=0)
    with pytest.raises(ValueError, match="overlap"):
        K.check_disjoint((*K.LEDGER[:4], low))


def test_each_formula_stays_inside_its_box():
    """Corners and random field values of each formula land inside the entry's substream range."""
    r = random.Random(5)
    for e in K.LEDGER:
        if e.fn is None:
            assert e.sub_lo == e.sub_hi == int(e.formula)
            continue
        names = [f[0] for f in e.fields]
        samples = [[lo for _, lo, _ in e.fields], [hi for _, _, hi in e.fields]]
        samples += [[r.randint(lo, hi) for _, lo, hi in e.fields] for _ in range(200)]
        for vals in samples:
            s = e.fn(*vals)
            assert e.sub_lo <= s <= e.sub_hi, (e.user, dict(zip(names, vals, strict=True)))


def test_the_modules_take_their_formulas_from_the_ledger():
    assert (rng.CONVERSION, rng.DROPOUT, rng.UNIFORM, rng.NORMAL) == (K.CONVERSION, K.DROPOUT, K.UNIFORM, K.NORMAL)
    assert rng.init_substream is K.init_substream and rng.MAX_STREAM_ID == K.MAX_STREAM_ID
    assert optim.substream(7, 5, 2) == K.optimizer_substream(7, 5, 2) == (7 << 32) | (5 << 2) | 2
    assert optim.MAX_STEP == K.MAX_STEP
    assert recipe.substream(3, 9, "wgrad_x") == K.training_substream(3, 9, 5) == (3 << 32) | (9 << 3) | 5
    assert recipe.TRAINING_OFFSET == K.TRAINING_OFFSET and recipe.MAX_LAYER == K.MAX_LAYER


@pytest.mark.parametrize(
    "call",
    [
        lambda off: T.round_to(torch.zeros(8), torch.bfloat16, rounding="STOCHASTIC", seed=1, offset=off),
        lambda off: T.dropout(torch.ones(8), 0.5, seed=1, offset=off),
        lambda off: T.uniform_(torch.empty(8), seed=1, offset=off, stream=0),
        lambda off: mx.quantize(torch.ones(1, 32), "mxfp4", rounding="STOCHASTIC", seed=1, offset=off),
    ],
)
def test_a_user_offset_in_the_reserved_range_is_refused(call):
    for off in (2**62, 2**62 - 4, 2**63 - 1):  # inside, reaching in, the last reserved index
        with pytest.raises(ValueError, match=r"reserved for the training recipes.*offset \+ numel <= 2\*\*62"):
            call(off)
    call(2**62 - 32)  # ends just below
    call(2**63)  # just above
    call(2**64 - 4)  # wraps to the low indices: free


def test_training_draws_inside_the_reserved_range_only():
    x = torch.ones(1, 32)
    mx.quantize(x, "mxfp4", rounding="STOCHASTIC", seed=1, offset=2**62, key_user="training")
    with pytest.raises(ValueError, match="key_user='training' draws stream indices in"):
        mx.quantize(x, "mxfp4", rounding="STOCHASTIC", seed=1, offset=0, key_user="training")
    with pytest.raises(ValueError, match="key_user must be None"):
        mx.quantize(x, "mxfp4", rounding="STOCHASTIC", seed=1, key_user="me")
