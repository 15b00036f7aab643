"""Import discipline: import-linter contracts (layers, no cycles), no cross-module private imports.

The contracts live in pyproject.toml ([tool.importlinter]). grimp needs a top-level package,
so the package is linted as a copy inside a bare ``flydsl`` package (FlyDSL itself is then
external and ignored). The benchmarks are flat scripts: their import graph is checked here.
"""

from __future__ import annotations

import ast
import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from flydsl.rounding import compat

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
    assert "Contracts: 10 kept, 0 broken." in proc.stdout, proc.stdout


def test_negative_control_an_upward_import_breaks_the_layers(tmp_path):
    """The contracts can fail: a lowering that imports the API breaks the layering and makes a cycle,
    and a lowering that imports the numpy reference puts the oracle on the production path."""
    broken = tmp_path / "src"
    shutil.copytree(PACKAGE, broken, ignore=shutil.ignore_patterns("__pycache__"))
    lowering = broken / "lowering.py"
    lowering.write_text(lowering.read_text() + "\nfrom . import api, reference  # noqa: E402\n")
    proc = _lint(tmp_path / "lint", broken)
    assert proc.returncode != 0
    assert "Contracts: 7 kept, 3 broken." in proc.stdout, proc.stdout


def _imports(path: Path):
    """(module or None for relative-to-package, names) of every from-import in ``path``."""
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            yield node, [alias.name for alias in node.names]


def _ours(node: ast.ImportFrom) -> bool:
    return node.level > 0 or (node.module or "").startswith(("flydsl.rounding", "bench", "common"))


def _private_imports(files) -> list[str]:
    """``from <our module> import _name`` and ``<our module>._name`` (attribute access on a name bound
    to one of our modules or its members, or on a dotted ``flydsl.rounding...`` chain)."""
    found = []
    for path in files:
        tree = ast.parse(path.read_text(), filename=str(path))
        bound = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and _ours(node):
                names = [alias.name for alias in node.names]
                private = [n for n in names if n.startswith("_") and not n.startswith("__")]
                if private:
                    found.append(
                        f"{path.name}:{node.lineno}: from {'.' * node.level}{node.module or ''} import {private}"
                    )
                bound.update(alias.asname or alias.name for alias in node.names)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("flydsl.rounding") or alias.name in ("common",):
                        bound.add(alias.asname or alias.name.split(".")[0])
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")):
                continue
            root = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            dotted = ast.unparse(node.value)
            if isinstance(root, ast.Name) and (
                (root.id in bound and root.id != "flydsl") or dotted.startswith("flydsl.rounding")
            ):
                found.append(f"{path.name}:{node.lineno}: {dotted}.{node.attr}")
    return found


def _sources():
    return [
        *PACKAGE.rglob("*.py"),
        *BENCHMARKS.glob("*.py"),
        *(ROOT / "tests").rglob("*.py"),
        *(ROOT / "docs").rglob("*.py"),
    ]


def test_no_module_imports_another_modules_private_names():
    assert _private_imports(_sources()) == []


def test_negative_control_private_import_is_found(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from .stream import _as_u64\n"
        "from flydsl.rounding.patches import _saved\n"
        "from flydsl.rounding.torch import ops as T\n"
        "import flydsl.rounding.host\n"
        "T._check_u64('seed', 1, 'op')\n"
        "flydsl.rounding.host._cache.clear()\n"
        "self._private = 1  # not one of our modules: allowed\n"
    )
    assert len(_private_imports([bad])) == 4


@pytest.mark.parametrize(("old", "new"), sorted(compat.MOVED.items()))
def test_old_import_paths_are_the_moved_modules(old, new):
    """Every module that moved (0.2: capability areas; 0.3: the runtime floor) is still importable under its old
    path, as the same module object, with a DeprecationWarning naming the new path and the removal release."""
    sys.modules.pop(f"flydsl.rounding.{old}", None)  # a fresh import: the alias finder runs (and warns)
    since = compat.MOVED_IN[old]
    match = rf"flydsl.rounding.{old} is the {since} path of flydsl.rounding.{new}; deprecated, removed in 0.4.0"
    with pytest.warns(DeprecationWarning, match=match):
        moved = importlib.import_module(f"flydsl.rounding.{old}")
    assert moved is importlib.import_module(f"flydsl.rounding.{new}")
    assert moved.__spec__.name == f"flydsl.rounding.{new}"  # its own spec, not the alias's
    parent, _, leaf = f"flydsl.rounding.{old}".rpartition(".")
    assert getattr(importlib.import_module(parent), leaf) is moved


def test_moved_modules_are_gone_from_their_old_homes():
    """No file is left at an old path (an alias, not a copy: the moved code exists once)."""
    for old in compat.MOVED:
        path = PACKAGE.joinpath(*old.split("."))
        assert not path.with_suffix(".py").exists() and not path.is_dir(), old


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_0_1_from_imports_still_work():
    from flydsl.rounding import epilogue, optim, torch_ops
    from flydsl.rounding.torch import ops
    from flydsl.rounding.torch.optim import AdamW

    assert torch_ops.round_to is ops.round_to and optim.AdamW is AdamW
    assert epilogue.round_accumulator.__module__ == "flydsl.rounding.gemm.epilogue"


def _imports_api(text: str, depth: int) -> bool:
    """Does module source ``text`` (``depth`` folders below the package root) import the ``.to`` dispatcher
    ``flydsl.rounding.api`` (any spelling)?"""
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom):
            names = [a.name for a in node.names]
            absolute = node.module or ""
            if node.level:
                up = node.level - 1 - depth  # 0: relative to the package root itself
                absolute = ("flydsl.rounding" if up == 0 else "?") + (f".{node.module}" if node.module else "")
            if absolute == "flydsl.rounding.api" or (absolute == "flydsl.rounding" and "api" in names):
                return True
        elif isinstance(node, ast.Import) and any(a.name == "flydsl.rounding.api" for a in node.names):
            return True
    return False


def test_only_patches_imports_the_dispatcher():
    """The default Philox rounds live in philox.py: the `.to` dispatcher (api) is imported by patches alone
    (0.2.0: eight modules read get_default_rounds() through it)."""
    importers = sorted(
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if _imports_api(p.read_text(), len(p.relative_to(PACKAGE).parts) - 1)
    )
    assert importers == ["patches.py"]
    # negative controls: the spellings 0.2.0 used are seen
    assert _imports_api("from flydsl.rounding.api import get_default_rounds", 1)
    assert _imports_api("from ..api import get_default_rounds", 1)
    assert _imports_api("from .api import get_default_rounds", 0)
    assert _imports_api("from . import api", 0)
    assert not _imports_api("from .philox import get_default_rounds", 0)


def test_default_rounds_exported_from_the_package():
    import flydsl.rounding as fr
    from flydsl.rounding import philox

    assert fr.get_default_rounds is philox.get_default_rounds and fr.set_default_rounds is philox.set_default_rounds
    before = fr.get_default_rounds()
    try:
        fr.set_default_rounds(7)
        assert philox.get_default_rounds() == 7
    finally:
        fr.set_default_rounds(before)


_MAIN_OPS = """
import warnings

warnings.simplefilter("always")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    import torch

    import flydsl.rounding as fr
    from flydsl.rounding import mx
    from flydsl.rounding.runtime import elementwise, host, indexing
    from flydsl.rounding.torch import optim

    x = torch.randn(4, 64)
    fr.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1)
    fr.dropout(x, 0.5, seed=2)
    fr.uniform_(torch.empty(40), seed=3, stream=1)
    fr.normal_(torch.empty(40), seed=4, stream=2)
    mx.dequantize(mx.quantize(x, "mxfp4", rounding="STOCHASTIC", seed=5))
    p = torch.nn.Parameter(torch.randn(64, dtype=torch.bfloat16))
    p.grad = torch.randn(64, dtype=torch.bfloat16)
    opt = optim.AdamW([p], lr=1e-3, seed=6)
    opt.step()
ours = [
    str(w.message)
    for w in caught
    if issubclass(w.category, DeprecationWarning)
    and ("flydsl/rounding" in w.filename or "flydsl.rounding" in str(w.message))
]
print("OURS", ours)
"""


def test_the_package_uses_no_deprecated_path_of_its_own():
    """Importing the package and running the main ops (round_to, dropout, uniform_ / normal_, mx.quantize /
    dequantize, an AdamW step) emits no DeprecationWarning from our own code: no in-package use of an old path."""
    proc = subprocess.run([sys.executable, "-c", _MAIN_OPS], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert "OURS []" in proc.stdout, proc.stdout


def test_negative_control_an_old_path_warns():
    code = "import warnings\nwarnings.simplefilter('error')\nimport flydsl.rounding\n"
    code += "import flydsl.rounding.torch.elementwise\n"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert proc.returncode != 0 and "flydsl.rounding.torch.elementwise is the 0.2 path of" in proc.stderr
