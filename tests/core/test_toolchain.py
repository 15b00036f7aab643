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


# --- LLVM tools (llvm-mca): found on PATH only with a version that can do the job (issue 25, item 1) ---


def _fake_tool(directory, name: str, version: str) -> str:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(f"#!/bin/sh\necho 'Debian LLVM version {version}'\necho '  Optimized build.'\n")
    path.chmod(0o755)
    return str(path)


@pytest.fixture
def tool_path(monkeypatch):
    """PATH set by the test; the finder's memo cleared around it."""
    monkeypatch.delenv("ROCM_PATH", raising=False)
    toolchain.find_llvm_tool.cache_clear()
    yield lambda *dirs: monkeypatch.setenv("PATH", os.pathsep.join(str(d) for d in dirs))
    toolchain.find_llvm_tool.cache_clear()


def test_llvm_major_parses_version_lines(tmp_path):
    assert toolchain.llvm_major(_fake_tool(tmp_path, "a", "14.0.6")) == 14
    assert toolchain.llvm_major(_fake_tool(tmp_path, "b", "19.1.7")) == 19
    assert toolchain.llvm_major(str(tmp_path / "missing")) is None
    bare = tmp_path / "bare"
    bare.write_text("#!/bin/sh\necho hello\n")
    bare.chmod(0o755)
    assert toolchain.llvm_major(str(bare)) is None


def test_old_tool_on_path_is_passed_over(tmp_path, tool_path):
    """LLVM 14's tool under the plain name (Debian's default `llvm`) is not returned: the 0.2.0 finder took it."""
    name = "llvm-fdr-probe"  # a name no real LLVM ships, so the machine's own tools cannot answer
    old = _fake_tool(tmp_path / "bin14", name, "14.0.6")
    tool_path(tmp_path / "bin14")
    assert toolchain.find_llvm_tool(name) is None
    # a new enough one later on PATH, or a versioned one, is found instead
    new = _fake_tool(tmp_path / "bin19", name, "19.1.7")
    toolchain.find_llvm_tool.cache_clear()
    tool_path(tmp_path / "bin14", tmp_path / "bin19")
    assert toolchain.find_llvm_tool(name) == new
    versioned = _fake_tool(tmp_path / "binv", f"{name}-20", "20.1.0")
    toolchain.find_llvm_tool.cache_clear()
    tool_path(tmp_path / "bin14", tmp_path / "binv")
    assert toolchain.find_llvm_tool(name) == versioned
    # negative control: the same PATH with the old tool alone, and min_major lowered, finds it (it does run)
    toolchain.find_llvm_tool.cache_clear()
    tool_path(tmp_path / "bin14")
    assert toolchain.find_llvm_tool(name, min_major=14) == old


def test_versioned_name_that_lies_is_passed_over(tmp_path, tool_path):
    """`name-19` that reports LLVM 14 (a stray link) is checked like any other candidate."""
    name = "llvm-fdr-probe"
    _fake_tool(tmp_path / "b", f"{name}-19", "14.0.6")
    tool_path(tmp_path / "b")
    assert toolchain.find_llvm_tool(name) is None


@pytest.mark.parametrize("llvm14_on_path", [True, False], ids=["llvm14-present", "llvm14-absent"])
def test_llvm_mca_is_capable_or_none(tmp_path, tool_path, llvm14_on_path):
    """With an LLVM 14 `llvm-mca` first on PATH (and the system's /usr/bin after it, or not), the finder returns a
    tool that reports LLVM >= 19 or None, never the old one; what test_compile's mca test skips on."""
    fake = _fake_tool(tmp_path / "old", "llvm-mca", "14.0.6")
    tool_path(*([tmp_path / "old", "/usr/bin", "/bin"] if llvm14_on_path else [tmp_path / "old"]))
    found = toolchain.find_llvm_tool("llvm-mca")
    assert found != fake
    assert found is None or toolchain.llvm_major(found) >= 19
