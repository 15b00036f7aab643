"""One parser of rounding names for every entry point (issue 25, item 7).

0.2.0: `training.mxfp4(backward="SR")` was refused as "directed modes bias every product" while the recipe's name
code accepted "SR", and lowercase "stochastic" was refused by the recipes where mx.quantize and AdamW took it.
"""

from __future__ import annotations

import pytest
import torch

from flydsl.rounding import RoundingMode, as_rounding_mode, mx, training
from flydsl.rounding.modes import ROUNDING_NAMES
from flydsl.rounding.torch import ops, optim

SR_SPELLINGS = ["SR", "sr", "Sr", "STOCHASTIC", "stochastic", "Stochastic", "RS", "rs", RoundingMode.STOCHASTIC]
RN_SPELLINGS = ["RN", "rn", "to_nearest_even", RoundingMode.RN]


@pytest.mark.parametrize("name", SR_SPELLINGS)
def test_parser_spellings_of_stochastic(name):
    assert as_rounding_mode(name) is RoundingMode.STOCHASTIC


@pytest.mark.parametrize("name", RN_SPELLINGS)
def test_parser_spellings_of_rn(name):
    assert as_rounding_mode(name) is RoundingMode.RN


def test_every_listed_name_parses_and_unknown_names_are_refused():
    for name in ROUNDING_NAMES:
        assert isinstance(as_rounding_mode(name.upper()), RoundingMode)
    with pytest.raises(TypeError, match=r"must be a RoundingMode .*got 'banana'; .*'SR' also means STOCHASTIC"):
        as_rounding_mode("banana")


@pytest.mark.parametrize("name", SR_SPELLINGS)
def test_recipes_take_every_spelling(name):
    r = training.mxfp4(backward=name, rht=True)
    assert r.wgrad_dy.rounding == "STOCHASTIC" and r.name == "mxfp4 fwd RN + bwd SR + RHT"
    assert r == training.mxfp4(rht=True)  # the same recipe as the default (SR) one
    assert training.Operand("nvfp4", name).rounding == "STOCHASTIC"


@pytest.mark.parametrize("name", RN_SPELLINGS)
def test_recipes_rn(name):
    assert training.mxfp4(backward=name).name == "mxfp4 fwd RN + bwd RN"


@pytest.mark.parametrize("name", ["RZ", "rd", RoundingMode.RU])
def test_recipes_refuse_directed_modes_by_name(name):
    with pytest.raises(ValueError, match=r"directed modes \((RZ|RD|RU)\) bias every product; use RN or STOCHASTIC"):
        training.mxfp4(backward=name)


def test_recipes_refuse_unknown_names():
    with pytest.raises(TypeError, match=r"got 'stochastik'"):
        training.mxfp4(backward="stochastik")


@pytest.fixture(scope="module")
def x():
    return torch.linspace(-3, 3, 64).reshape(2, 32) * 1.01


@pytest.fixture(scope="module")
def quantized_sr(x):
    return mx.quantize(x, "mxfp4", rounding=RoundingMode.STOCHASTIC, seed=7)


@pytest.mark.parametrize("name", ["SR", "stochastic", "Stochastic"])
def test_mx_quantize_spellings_give_the_same_bits(x, quantized_sr, name):
    q = mx.quantize(x, "mxfp4", rounding=name, seed=7)
    assert torch.equal(q.codes, quantized_sr.codes)
    rn = mx.quantize(x, "mxfp4")  # negative control: RN's codes differ somewhere
    assert not torch.equal(rn.codes, quantized_sr.codes)


@pytest.mark.parametrize("name", ["SR", "stochastic", "STOCHASTIC"])
def test_round_to_spellings_give_the_same_bits(x, name):
    ref = ops.round_to(x, torch.bfloat16, rounding=RoundingMode.STOCHASTIC, seed=3)
    assert torch.equal(ops.round_to(x, torch.bfloat16, rounding=name, seed=3).view(torch.int16), ref.view(torch.int16))


@pytest.mark.parametrize("name", ["SR", "stochastic", "Stochastic", RoundingMode.STOCHASTIC])
def test_optimizer_spellings(name):
    p = torch.nn.Parameter(torch.zeros(4, dtype=torch.bfloat16))
    opt = optim.AdamW([p], rounding=name)
    assert opt.param_groups[0]["rounding"] in ("STOCHASTIC", name)
    with pytest.raises(ValueError, match="directed modes bias every update"):
        optim.AdamW([p], rounding="rz")
