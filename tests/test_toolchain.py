"""Linker discovery and the compile-only toolkit directory."""

from __future__ import annotations

import os

import pytest

from flydsl.rounding import toolchain


@pytest.fixture(autouse=True)
def _fresh_cache():
    toolchain.find_linker.cache_clear()
    yield
    toolchain.find_linker.cache_clear()


def test_finds_lld_19_or_newer():
    linker = toolchain.find_linker()
    assert linker.major >= toolchain.MIN_LLD_MAJOR
    assert os.access(linker.path, os.X_OK)


def test_toolkit_dir_layout(tmp_path):
    root = toolchain.toolkit_dir(tmp_path / "kit")
    ld = os.path.join(root, "llvm", "bin", "ld.lld")
    assert os.path.realpath(ld) == toolchain.find_linker().path
    assert os.path.isdir(os.path.join(root, "amdgcn", "bitcode"))
    assert toolchain.toolkit_dir(tmp_path / "kit") == root  # idempotent


def _fake_lld(tmp_path, major: int) -> str:
    path = tmp_path / f"ld.lld-{major}"
    path.write_text(f"#!/bin/sh\necho 'Debian LLD {major}.0.1 (compatible with GNU linkers)'\n")
    path.chmod(0o755)
    return str(path)


def test_old_lld_is_named(tmp_path, monkeypatch):
    old = _fake_lld(tmp_path, 14)
    monkeypatch.setattr(toolchain, "_candidates", lambda: [old])
    with pytest.raises(toolchain.ToolchainError, match=r"found only ld.lld older than LLVM 19: .*ld.lld-14 \(LLD 14\)"):
        toolchain.find_linker()
    with pytest.raises(toolchain.ToolchainError, match=r"apt-get install lld-19"):
        toolchain.find_linker()


def test_no_linker_says_what_to_install(monkeypatch):
    monkeypatch.setattr(toolchain, "_candidates", lambda: ["/nonexistent/ld.lld"])
    with pytest.raises(
        toolchain.ToolchainError, match=r"no ld.lld found .*install Debian's lld-19 \(`apt-get install lld-19`\)"
    ):
        toolchain.find_linker()


def test_rocm_path_is_searched_first(tmp_path, monkeypatch):
    kit = tmp_path / "rocm"
    (kit / "llvm" / "bin").mkdir(parents=True)
    fake = _fake_lld(tmp_path, 20)
    (kit / "llvm" / "bin" / "ld.lld").symlink_to(fake)
    monkeypatch.setenv("ROCM_PATH", str(kit))
    linker = toolchain.find_linker()
    assert linker.major == 20 and linker.path == os.path.realpath(fake)
