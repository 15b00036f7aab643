"""Import discipline: import-linter contracts (layers, no cycles), no cross-module private imports.

The contracts live in pyproject.toml ([tool.importlinter]). grimp needs a top-level package,
so the package is linted as a copy inside a bare ``flydsl`` package (FlyDSL itself is then
external and ignored). The benchmarks are flat scripts: their import graph is checked here.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "python" / "flydsl" / "rounding"
BENCHMARKS = ROOT / "benchmarks"


def _lint(tmp_path: Path, package: Path) -> subprocess.CompletedProcess:
    shutil.copytree(package, tmp_path / "flydsl" / "rounding", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "flydsl" / "__init__.py").write_text("")
    lint = Path(sys.executable).with_name("lint-imports")
    if not lint.exists():
        pytest.skip("import-linter is a test extra (pip install -e '.[test]')")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    args = [str(lint), str(ROOT / "pyproject.toml"), "--no-cache"]
    return subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)


def test_import_contracts_hold(tmp_path):
    proc = _lint(tmp_path, PACKAGE)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Contracts: 6 kept, 0 broken." in proc.stdout, proc.stdout


def test_negative_control_an_upward_import_breaks_the_layers(tmp_path):
    """The contracts can fail: a lowering that imports the API breaks the layering and makes a cycle,
    and a lowering that imports the numpy reference puts the oracle on the production path."""
    broken = tmp_path / "src"
    shutil.copytree(PACKAGE, broken, ignore=shutil.ignore_patterns("__pycache__"))
    lowering = broken / "lowering.py"
    lowering.write_text(lowering.read_text() + "\nfrom . import api, reference  # noqa: E402\n")
    proc = _lint(tmp_path / "lint", broken)
    assert proc.returncode != 0
    assert "Contracts: 3 kept, 3 broken." in proc.stdout, proc.stdout


def _imports(path: Path):
    """(module or None for relative-to-package, names) of every from-import in ``path``."""
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            yield node, [alias.name for alias in node.names]


def _private_imports(files) -> list[str]:
    found = []
    for path in files:
        for node, names in _imports(path):
            private = [n for n in names if n.startswith("_") and not n.startswith("__")]
            if private and (node.level > 0 or (node.module or "").startswith(("flydsl.rounding", "bench", "common"))):
                found.append(f"{path.name}:{node.lineno}: from {'.' * node.level}{node.module or ''} import {private}")
    return found


def test_no_module_imports_another_modules_private_names():
    files = [*PACKAGE.glob("*.py"), *BENCHMARKS.glob("*.py"), *(ROOT / "tests").glob("*.py")]
    assert _private_imports(files) == []


def test_negative_control_private_import_is_found(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from .stream import _as_u64\nfrom flydsl.rounding.patches import _saved\n")
    assert len(_private_imports([bad])) == 2


def _benchmark_graph() -> dict:
    local = {p.stem for p in BENCHMARKS.glob("*.py")}
    graph = {}
    for path in BENCHMARKS.glob("*.py"):
        deps = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                deps |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                deps.add(node.module.split(".")[0])
        graph[path.stem] = deps & local
    return graph


def _has_cycle(graph: dict) -> list | None:
    state: dict = {}

    def visit(node, trail):
        state[node] = "open"
        for dep in sorted(graph.get(node, ())):
            if state.get(dep) == "open":
                return [*trail, node, dep]
            if dep not in state and (cycle := visit(dep, [*trail, node])):
                return cycle
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node, [])):
            return cycle
    return None


def test_benchmarks_have_no_import_cycles():
    graph = _benchmark_graph()
    assert _has_cycle(graph) is None, _has_cycle(graph)
    for name, deps in graph.items():
        if name.startswith("bench_"):
            assert deps <= {"common"}, f"{name} imports {deps - {'common'}}: share code through common.py"
    assert _has_cycle({"a": {"b"}, "b": {"a"}}) == ["a", "b", "a"]  # the check can fail
