"""Names that meant two things (issue 19 item 16): the new names and the 0.1 aliases are the same objects, and
each module says what its look-alike names mean."""

from __future__ import annotations

import pytest

import flydsl.rounding as fr
from flydsl.rounding import api, isa, kernels, philox, reference, target
from flydsl.rounding import gemm as G
from flydsl.rounding.gemm import epilogue, kernel
from flydsl.rounding.runtime import indexing
from flydsl.rounding.torch import ops, optim


def _deprecated(get, new: str):
    """``get()`` warns that it is a 0.1 name removed in 0.4.0, naming ``new``; returns its value."""
    with pytest.warns(DeprecationWarning, match=rf"0.1 name of {new}; deprecated, removed in 0.4.0: use {new}"):
        return get()


def test_renamed_maps_keep_their_0_1_names_as_aliases():
    assert kernels.TARGETS is kernels.TARGET_TYPES  # short name -> FlyDSL type
    assert _deprecated(lambda: ops.TARGETS, "flydsl.rounding.torch.ops.DTYPE_TARGETS") is ops.DTYPE_TARGETS
    assert set(kernels.TARGET_TYPES) == {f.short for f in fr.formats.FORMATS.values()}
    assert all(not isinstance(k, str) for k in ops.DTYPE_TARGETS)


def test_gemm_archs_is_the_wmma_list_not_the_registry():
    assert _deprecated(lambda: G.ARCHS, "flydsl.rounding.gemm.WMMA_ARCHS") is G.WMMA_ARCHS
    assert _deprecated(lambda: kernel.ARCHS, "flydsl.rounding.gemm.WMMA_ARCHS") is kernel.WMMA_ARCHS
    assert G.WMMA_ARCHS is kernel.WMMA_ARCHS is target.WMMA_ARCHS
    assert isinstance(target.ARCHS, dict) and set(G.WMMA_ARCHS) < set(target.ARCHS)


def test_lds_scratch_bytes_alias():
    assert epilogue.scratch_bytes is epilogue.lds_scratch_bytes
    assert "not the per-lane scratch" in epilogue.lds_scratch_bytes.__doc__
    assert "Not LDS" in isa.KernelReport.__doc__


def test_stream_id_helpers_live_in_indexing_and_optim_reexports_them():
    for name in ("assign_stream_ids", "stream_id_of", "STREAM_ID_ATTR", "MAX_STREAM_ID"):
        assert getattr(optim, name) is getattr(indexing, name), name
    assert indexing.MAX_STREAM_ID == fr.rng.MAX_STREAM_ID


def test_look_alike_names_are_documented():
    assert "wave32 RDNA only" in epilogue.__doc__
    assert api.__doc__.startswith("The ``.to()`` dispatcher")
    assert "numpy twin" in philox.philox_4x32.__doc__ and "oracle of" in reference.philox_4x32.__doc__


@pytest.mark.parametrize(("old", "new"), [("M0", "M4x32_0"), ("M1", "M4x32_1"), ("W0", "W32_0"), ("W1", "W32_1")])
def test_philox_short_names_are_deprecated(old, new):
    value = _deprecated(lambda: getattr(philox, f"PHILOX_{old}"), f"flydsl.rounding.philox.PHILOX_{new}")
    assert value == getattr(philox, f"PHILOX_{new}") == getattr(reference, f"PHILOX_{old}")


def test_current_names_do_not_warn():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert ops.DTYPE_TARGETS and G.WMMA_ARCHS and philox.PHILOX_M4x32_0
        assert [getattr(G, n) for n in G.__all__]  # what a star import touches: no deprecated name
    with pytest.raises(AttributeError, match="has no attribute 'NOPE'"):
        philox.NOPE  # noqa: B018
