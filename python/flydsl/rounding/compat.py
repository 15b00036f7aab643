"""The 0.1 import paths of modules that moved in 0.2, kept working as aliases.

0.2 groups the package by capability area (``torch/``, ``gemm/``, ``demos/``, ...). :data:`MOVED`
maps each 0.1 module, relative to ``flydsl.rounding``, to its 0.2 home. Importing an old path gives
the *same module object* as the new one (``flydsl.rounding.torch_ops is flydsl.rounding.torch.ops``),
so attribute access, ``isinstance`` checks, pickles and monkeypatches behave exactly as before.
:func:`install` (called by ``import flydsl.rounding``) adds the finder that resolves them.

**Deprecated** (removed in :data:`REMOVED_IN`): importing a 0.1 path emits a ``DeprecationWarning`` naming the
new path, and so do the 0.1 names of objects (``torch.ops.TARGETS``, ``philox.PHILOX_M0`` ...,
``gemm.ARCHS``), which their modules serve through :func:`deprecated_names`.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import warnings

__all__ = ["MOVED", "install", "REMOVED_IN", "deprecated_names", "deprecation_message"]

#: The release that removes the 0.1 aliases (module paths and names).
REMOVED_IN = "0.4.0"

PACKAGE = __name__.rpartition(".")[0]  # "flydsl.rounding"

#: 0.1 module -> 0.2 module (both relative to ``flydsl.rounding``).
MOVED = {
    "torch_ops": "torch.ops",
    "elementwise": "torch.elementwise",
    "indexing": "torch.indexing",
    "optim": "torch.optim",
    "distributed": "torch.distributed",
    "epilogue": "gemm.epilogue",
    "train": "demos.digits",
}


class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``flydsl.rounding.<old>`` and loads it as the already-imported new module."""

    def find_spec(self, fullname, path=None, target=None):
        package, _, leaf = fullname.rpartition(".")
        if package != PACKAGE or leaf not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec):
        new = f"{PACKAGE}.{MOVED[spec.name.rpartition('.')[2]]}"
        warnings.warn(
            f"{spec.name} is the 0.1 path of {new}; deprecated, removed in {REMOVED_IN}: import {new}",
            DeprecationWarning,
            stacklevel=2,
        )
        module = importlib.import_module(new)
        spec.loader_state = module.__spec__  # the import system stamps the alias's spec on the module next
        return module

    def exec_module(self, module):
        # The module already ran under its new name: give it back its own spec (reload and tools read it).
        module.__spec__ = module.__spec__.loader_state


_FINDER = _Alias()


def install() -> None:
    """Add the alias finder to ``sys.meta_path`` (idempotent)."""
    if _FINDER not in sys.meta_path:
        sys.meta_path.append(_FINDER)


def deprecation_message(old: str, new: str) -> str:
    """The message of a 0.1 name's ``DeprecationWarning``: what it is, when it goes, what to use."""
    return f"{old} is the 0.1 name of {new}; deprecated, removed in {REMOVED_IN}: use {new}"


def deprecated_names(module: str, aliases: dict):
    """A module ``__getattr__`` serving 0.1 names: ``aliases`` maps an old name to ``(new name, value)``; each
    access emits a ``DeprecationWarning`` saying what to use and that :data:`REMOVED_IN` removes it."""

    def __getattr__(name: str):
        if name in aliases:
            new, value = aliases[name]
            warnings.warn(deprecation_message(f"{module}.{name}", new), DeprecationWarning, stacklevel=2)
            return value
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return __getattr__
