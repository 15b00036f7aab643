"""Installing the package beside a user's own torch (e.g. a ROCm build) must leave that torch alone (defect 1)."""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROCM_TORCH = "2.5.1+rocm6.2"  # a torch PyPI does not have: pip must not try to replace it


def _runtime_requirements(extra_pins=()) -> list[str]:
    """The installed package's own runtime dependencies (no extras), as declared in pyproject.toml."""
    reqs = [Requirement(r) for r in importlib.metadata.requires("flydsl-rounding") or []]
    return [str(r) for r in reqs if r.marker is None] + list(extra_pins)


def _fake_dist(site: Path, name: str, version: str) -> None:
    info = site / f"{name}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
    (info / "INSTALLER").write_text("test\n")
    (info / "RECORD").write_text("")


@pytest.fixture(scope="module")
def rocm_venv(tmp_path_factory) -> Path:
    """A venv holding a ROCm-style torch and (as metadata only) the other dependencies, already satisfied."""
    root = tmp_path_factory.mktemp("rocm-venv")
    venv.EnvBuilder(with_pip=False).create(root)
    python = root / "bin" / "python"
    site = Path(
        subprocess.check_output(
            [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], text=True
        ).strip()
    )
    _fake_dist(site, "torch", ROCM_TORCH)
    for name in ("flydsl", "numpy", "ml_dtypes"):
        dist = importlib.metadata.distribution(name)
        record = next(f for f in dist.files if f.name == "METADATA" and f.parent.name.endswith(".dist-info"))
        info = Path(dist.locate_file(record)).parent
        shutil.copytree(info, site / info.name)  # the metadata only: pip sees the dependency as installed
    return python


def _dry_run(python: Path, requirements: list[str]) -> subprocess.CompletedProcess:
    """pip's resolution for ``requirements`` in the venv of ``python``, offline, as a JSON report."""
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--dry-run", "--no-index", "--quiet"]
    env = {"PIP_CONFIG_FILE": os.devnull, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}  # no site config
    return subprocess.run([*pip, "--report", "-", *requirements], capture_output=True, text=True, timeout=300, env=env)


def _installs(proc: subprocess.CompletedProcess) -> dict:
    report = json.loads(proc.stdout)
    return {item["metadata"]["name"]: item["metadata"]["version"] for item in report["install"]}


def test_torch_is_declared_with_a_lower_bound_only():
    torch_reqs = [Requirement(r) for r in _runtime_requirements() if Requirement(r).name == "torch"]
    assert len(torch_reqs) == 1
    spec = torch_reqs[0].specifier
    assert all(s.operator == ">=" for s in spec), spec
    for version in (ROCM_TORCH, "2.13.0", "2.13.0+cpu", "3.0.0"):
        assert spec.contains(version), version


def test_install_leaves_an_existing_torch_alone(rocm_venv):
    proc = _dry_run(rocm_venv, _runtime_requirements())
    assert proc.returncode == 0, proc.stderr
    assert _installs(proc) == {}  # everything, torch included, is already satisfied


def test_negative_control_a_pinned_torch_would_replace_it(rocm_venv):
    """The check above can fail: with the old ``torch==2.13.0`` pin pip wants another torch (or cannot resolve)."""
    proc = _dry_run(rocm_venv, _runtime_requirements(["torch==2.13.0"]))
    if proc.returncode == 0:
        assert "torch" in _installs(proc)
    else:
        assert "torch" in proc.stderr, proc.stderr
