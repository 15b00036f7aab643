"""The target arch: one notion of it (assumed, environment, detected, none) and the arch registry."""

from __future__ import annotations

import os

import pytest

from flydsl.rounding import gemm, isa, lowering, target

_ENV = ("ARCH", "FLYDSL_GPU_ARCH", "HSA_OVERRIDE_GFX_VERSION")


@pytest.fixture
def no_env(monkeypatch):
    for name in _ENV:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(target, "_detected", lambda: None)  # as on a machine without an AMD GPU
    return monkeypatch


def test_no_gpu_no_arch_says_so(no_env):
    assert target.current() == target.Target(None, target.Source.NONE)
    assert target.current_arch() is None
    assert target.lowering_arch() == "generic"
    with pytest.raises(
        target.NoTargetError,
        match=r"no AMD GPU was detected; pass arch= \(or set FLYDSL_GPU_ARCH\) to select a target, e.g. gfx1100",
    ):
        target.require_arch()


def test_an_explicit_arch_wins(no_env):
    assert target.require_arch("GFX942:sramecc+:xnack-") == "gfx942"


@pytest.mark.parametrize(
    ("name", "value", "arch"),
    [
        ("FLYDSL_GPU_ARCH", "gfx1201", "gfx1201"),
        ("ARCH", "gfx950", "gfx950"),
        ("HSA_OVERRIDE_GFX_VERSION", "11.0.0", "gfx1100"),
    ],
)
def test_environment_sources(no_env, name, value, arch):
    no_env.setenv(name, value)
    assert target.current() == target.Target(arch, target.Source(name))
    assert target.require_arch() == arch


def test_arch_env_overrides_flydsl_gpu_arch(no_env):
    # FlyDSL's own order: ARCH (its compile-only override) before FLYDSL_GPU_ARCH.
    no_env.setenv("FLYDSL_GPU_ARCH", "gfx1100")
    no_env.setenv("ARCH", "gfx942")
    assert target.current().arch == "gfx942"


def test_detected_gpu(no_env):
    no_env.setattr(target, "_detected", lambda: "gfx1151")
    assert target.current() == target.Target("gfx1151", target.Source.DETECTED)


def test_assume_target_nests_and_restores(no_env):
    no_env.setenv("FLYDSL_GPU_ARCH", "gfx1100")
    with target.assume_target("gfx942"):
        assert target.current() == target.Target("gfx942", target.Source.ASSUMED)
        assert lowering.lowering_arch() == "gfx942"
        with target.assume_target(None):
            assert target.current() == target.Target(None, target.Source.ASSUMED)
            assert target.lowering_arch() == "generic"
        assert target.current_arch() == "gfx942"
    assert target.current().source is target.Source.FLYDSL_GPU_ARCH


def test_lowering_reexports_assume_target():
    assert lowering.assume_target is target.assume_target


def test_gemm_without_gpu_or_arch_says_so(no_env):
    torch = pytest.importorskip("torch")
    a = torch.zeros(16, 32, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="no AMD GPU was detected; pass arch="):
        gemm.gemm(a, a.T.contiguous().T)


def test_registry_is_the_one_arch_list():
    assert isa.SUPPORTED_ARCHS == target.SUPPORTED_ARCHS
    assert gemm.WMMA_ARCHS == target.WMMA_ARCHS
    assert set(target.WMMA_ARCHS) <= set(target.ARCHS)
    for name, info in target.ARCHS.items():
        assert info.name == name
        assert info.family == ("gfx9" if name.startswith("gfx9") else name[:5])
        assert info.matrix == ("mfma" if info.family == "gfx9" else "wmma")
        assert info.half_add == (info.family in ("gfx11", "gfx12"))  # RDNA: no SDWA, v_mad_u32_u16 op_sel
    assert target.HALF_ADD_ARCHS == tuple(n for n, a in target.ARCHS.items() if a.half_add)


def test_assume_target_sets_what_flydsl_reads(no_env):
    """Inside assume_target FlyDSL's own arch query agrees with ours; outside, the environment is restored."""
    from flydsl.runtime.device import get_rocm_arch

    no_env.setenv("FLYDSL_GPU_ARCH", "gfx1100")
    with target.assume_target("GFX1201"):
        assert get_rocm_arch() == "gfx1201"
        assert os.environ["ARCH"] == "gfx1201"
        with target.assume_target(None):  # generic tracing leaves FlyDSL's arch alone
            assert get_rocm_arch() == "gfx1201"
    assert get_rocm_arch() == "gfx1100"
    assert "ARCH" not in os.environ


def test_environment_sets_unsets_and_restores(no_env):
    no_env.setenv("FLYDSL_DUMP_DIR", "/old")
    with target.environment(FLYDSL_DUMP_DIR=None, COMPILE_ONLY="1"):
        assert "FLYDSL_DUMP_DIR" not in os.environ and os.environ["COMPILE_ONLY"] == "1"
    assert os.environ["FLYDSL_DUMP_DIR"] == "/old" and "COMPILE_ONLY" not in os.environ
