"""The patch ledger: deactivate() restores FlyDSL exactly, activate() again; regressions 7, 8 and 9."""

from __future__ import annotations

import importlib
import re

import flydsl.expr as fx
import numpy as np
import pytest
from flydsl._mlir.dialects import arith as mlir_arith
from flydsl.expr.numeric import Numeric
from flydsl.expr.typing import Vector

import flydsl.rounding as fr
from flydsl.rounding import RoundingMode, patches
from flydsl.rounding.runtime import host


def _flydsl_state():
    """Everything the patches touch, as FlyDSL objects (raw class entries, module attributes)."""
    rnd = importlib.import_module("flydsl.extension.random")
    meta = importlib.import_module("flydsl.expr.meta")
    diagnostics = importlib.import_module("flydsl.compiler.diagnostics")
    return {
        "fx.RoundingMode": fx.RoundingMode,
        "Numeric.to": vars(Numeric)["to"],
        "Vector.to": vars(Vector)["to"],
        "Numeric.from_ir_type": vars(Numeric)["from_ir_type"],
        "fx.random.philox_4x32": getattr(rnd, "philox_4x32", None),
        "fx.random.__all__": list(rnd.__all__),
        "fx.Float8E5M2FNUZ": getattr(fx, "Float8E5M2FNUZ", None),
        "meta._is_framework_file": meta._is_framework_file,
        "diagnostics._is_framework_file": diagnostics._is_framework_file,
    }


@pytest.fixture
def deactivated():
    fr.deactivate()
    try:
        yield
    finally:
        fr.activate()


def test_deactivate_restores_flydsl_exactly(deactivated):
    state = _flydsl_state()
    assert state["fx.RoundingMode"] is mlir_arith.RoundingMode
    for name in ("Numeric.to", "Vector.to", "Numeric.from_ir_type", "meta._is_framework_file"):
        raw = state[name]
        assert not hasattr(getattr(raw, "__func__", raw), "_flydsl_original"), name
        assert (raw.__func__ if isinstance(raw, staticmethod) else raw) is patches.original(name)
    assert state["fx.random.philox_4x32"] is None
    assert "philox_4x32" not in state["fx.random.__all__"]
    assert state["fx.Float8E5M2FNUZ"] is None
    assert not patches.is_active()
    # FlyDSL's own to() again: our keywords are unknown to it
    with pytest.raises(TypeError):
        host.compile(lambda x: x.to(fx.BFloat16, rounding=RoundingMode.RZ), [fx.Float32])


def test_deactivate_then_activate_round_trips():
    active = _flydsl_state()
    fr.deactivate()
    plain = _flydsl_state()
    fr.deactivate()  # twice changes nothing
    assert _flydsl_state() == plain
    fr.activate()
    again = _flydsl_state()
    assert again["fx.RoundingMode"] is RoundingMode and again["fx.random.philox_4x32"] is fr.philox_4x32
    assert again["fx.random.__all__"] == active["fx.random.__all__"]
    assert again["fx.Float8E5M2FNUZ"] is active["fx.Float8E5M2FNUZ"]
    assert patches.original("Numeric.to") is plain["Numeric.to"]
    # and the API works again
    out = host.run(lambda x: x.to(fx.BFloat16, rounding=RoundingMode.RZ), np.float32([1 + 2**-8 + 2**-9]))
    assert int(out[0]) == 0x3F80


def test_ledger_is_quoted_by_the_docs():
    """The package docstring and the guide list every patched attribute."""
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[2] / "docs" / "guide.rst").read_text()
    for patch in patches.PATCHES:
        short = patch.name.split(".")[-1]
        assert short in fr.__doc__, patch.name
        assert short in guide, patch.name


def test_original_unknown_name():
    with pytest.raises(KeyError, match="no patch named 'Numeric.frobnicate'; patches: Numeric.to, Vector.to"):
        patches.original("Numeric.frobnicate")


# -- defect 7: our enum where FlyDSL's MLIR enum was accepted ------------------------------------


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        (RoundingMode.toward_zero, mlir_arith.RoundingMode.toward_zero),
        (RoundingMode.RN, mlir_arith.RoundingMode.to_nearest_even),
        (RoundingMode.RU, mlir_arith.RoundingMode.upward),
        (RoundingMode.RD, mlir_arith.RoundingMode.downward),
        (RoundingMode.RNA, mlir_arith.RoundingMode.to_nearest_away),
    ],
)
def test_members_convert_to_mlir_values(ours, theirs):
    assert int(ours) == int(theirs) == ours.__index__()
    assert ours.arith is theirs
    assert fx.RoundingMode(int(theirs)) is ours
    assert fx.RoundingMode(theirs) is ours


def test_mlir_builder_accepts_our_members():
    def body(x):
        return fx.BFloat16(fx.arith.truncf(fx.BFloat16.ir_type, x.ir_value(), roundingmode=fx.RoundingMode.toward_zero))

    assert re.search(r"arith.truncf %\w+ toward_zero : f32 to bf16", host.trace(body, [fx.Float32]))


def test_stochastic_has_no_mlir_value():
    with pytest.raises(TypeError, match="RoundingMode.STOCHASTIC has no MLIR arith equivalent"):
        int(RoundingMode.STOCHASTIC)
    with pytest.raises(ValueError, match="9 is not a valid RoundingMode"):
        fx.RoundingMode(9)


# -- defect 8: same-type conversions stay identities ----------------------------------------------


@pytest.mark.parametrize("dtype", [fx.Int32, fx.Float32, fx.BFloat16])
@pytest.mark.parametrize("keyword", ["rounding_mode", "rounding"])
def test_same_type_is_identity(dtype, keyword):
    x = dtype(3)
    assert x.to(dtype, **{keyword: RoundingMode.RZ}) is x
    assert x.to(dtype, **{keyword: mlir_arith.RoundingMode.toward_zero}) is x if keyword == "rounding_mode" else True


def test_same_type_vector_is_identity():
    def body(v):
        out = v.to(fx.Float32, rounding_mode=RoundingMode.RZ)
        assert out is v
        return out

    host.compile(body, [fx.Float32], width=8)


def test_messages_name_the_callers_keyword():
    with pytest.raises(TypeError, match="got Int32 -> Float32; drop rounding_mode= for this conversion"):
        host.compile(lambda x: x.to(fx.Float32, rounding_mode=RoundingMode.RZ), [fx.Int32])
    with pytest.raises(TypeError, match="only apply to rounding_mode=STOCHASTIC; rounding_mode=RZ is deterministic"):
        host.compile(lambda x: x.to(fx.BFloat16, rounding_mode=RoundingMode.RZ, seed=1, offset=0), [fx.Float32])


# -- defect 9: the caller's source location --------------------------------------------------------


def _plain(x):
    return x.to(fx.BFloat16)  # the line the truncf must point at


def _truncf_location() -> str:
    """The innermost file:line:col of the truncf that ``_plain`` emits."""
    text = host.trace(_plain, [fx.Float32], locations=True)
    aliases = dict(re.findall(r"^(#loc\d*) = (loc\(.*\))$", text, re.M))
    ref = re.search(r"arith\.truncf .* loc\((#loc\d*)\)", text).group(1)
    while ref in aliases:  # the callee of a callsite chain comes first
        inner = re.match(r"loc\((?:callsite\()?(#loc\d*|\"[^\"]*\":\d+:\d+)", aliases[ref]).group(1)
        if inner == ref:
            break
        ref = inner
    return ref


def test_plain_to_carries_the_callers_location():
    line = _plain.__code__.co_firstlineno + 1
    here = _truncf_location()
    assert here == f'"{__file__}":{line}:11', here
    fr.deactivate()
    try:
        without_us = _truncf_location()
    finally:
        fr.activate()
    assert here == without_us
