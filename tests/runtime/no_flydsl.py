"""Run a script as if the ``flydsl`` wheel were not installed (the CUDA machine's situation).

``python tests/runtime/no_flydsl.py SCRIPT`` makes ``flydsl`` a bare namespace holding only this repo's
``flydsl.rounding`` and refuses every import of the wheel's modules, then runs SCRIPT.
"""

import importlib.abc
import importlib.machinery
import pathlib
import runpy
import sys
import types

ROOT = pathlib.Path(__file__).resolve().parents[2]
WHEEL = ("flydsl.expr", "flydsl._mlir", "flydsl.compiler", "flydsl.runtime", "flydsl.utils")


class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.startswith(WHEEL):
            raise ImportError(f"No module named {name!r} (flydsl is not installed here)")
        return None


bare = types.ModuleType("flydsl")
bare.__path__ = [str(ROOT / "python" / "flydsl")]
bare.__spec__ = importlib.machinery.ModuleSpec("flydsl", None, is_package=True)
bare.__spec__.submodule_search_locations = bare.__path__
sys.modules["flydsl"] = bare
sys.meta_path.insert(0, Refuse())
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
