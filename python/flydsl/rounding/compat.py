"""The old import paths of modules that moved, kept working as aliases.

0.2 grouped the package by capability area (``torch/``, ``gemm/``, ``demos/``, ...); 0.3 moved everything
that *runs* a body into the runtime floor (``runtime/``: the host engine, index maps, the element-wise
runner). :data:`MOVED` maps each old module, relative to ``flydsl.rounding`` (dotted where it was inside a
subpackage: ``"torch.elementwise"``), to its current home, and :data:`MOVED_IN` says which release moved it.
Importing an old path gives the *same module object* as the new one (``flydsl.rounding.torch_ops is
flydsl.rounding.torch.ops``), so attribute access, ``isinstance`` checks, pickles and monkeypatches behave
exactly as before. :func:`install` (called by ``import flydsl.rounding``) adds the finder that resolves them.

**Deprecated** (removed in :data:`REMOVED_IN`): importing an old path emits a ``DeprecationWarning`` naming the
new path, and so do the old names of objects (``torch.ops.TARGETS``, ``philox.PHILOX_M0`` ...,
``gemm.ARCHS``, ``torch.boundary.launch``), which their modules serve through :func:`deprecated_names`.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import warnings

__all__ = ["MOVED", "MOVED_IN", "install", "REMOVED_IN", "deprecated_names", "deprecation_message"]

#: The release that removes the old aliases (module paths and names).
REMOVED_IN = "0.4.0"

PACKAGE = __name__.rpartition(".")[0]  # "flydsl.rounding"

#: Old module -> current module (both relative to ``flydsl.rounding``).
MOVED = {
    # 0.1 -> 0.2: capability areas
    "torch_ops": "torch.ops",
    "optim": "torch.optim",
    "distributed": "torch.distributed",
    "epilogue": "gemm.epilogue",
    "train": "demos.digits",
    # 0.1 and 0.2 -> 0.3: the runtime floor (0.1's elementwise / indexing were 0.2's torch.elementwise / torch.indexing)
    "elementwise": "runtime.elementwise",
    "indexing": "runtime.indexing",
    "host": "runtime.host",
    "torch.elementwise": "runtime.elementwise",
    "torch.indexing": "runtime.indexing",
}

#: The release whose path an old module is (its last home before :data:`MOVED`'s).
MOVED_IN = {old: "0.2" if old.startswith("torch.") or old == "host" else "0.1" for old in MOVED}


class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``flydsl.rounding.<old>`` and loads it as the already-imported new module."""

    def find_spec(self, fullname, path=None, target=None):
        if not fullname.startswith(PACKAGE + ".") or fullname[len(PACKAGE) + 1 :] not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec):
        old = spec.name[len(PACKAGE) + 1 :]
        new = f"{PACKAGE}.{MOVED[old]}"
        warnings.warn(
            f"{spec.name} is the {MOVED_IN[old]} path of {new}; deprecated, removed in {REMOVED_IN}: import {new}",
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


def deprecation_message(old: str, new: str, since: str = "0.1") -> str:
    """The message of an old name's ``DeprecationWarning``: what it is, when it goes, what to use. ``since``:
    the release whose name ``old`` is."""
    return f"{old} is the {since} name of {new}; deprecated, removed in {REMOVED_IN}: use {new}"


def deprecated_names(module: str, aliases: dict, since: str = "0.1"):
    """A module ``__getattr__`` serving old names: ``aliases`` maps an old name to ``(new name, value)``; each
    access emits a ``DeprecationWarning`` saying what to use and that :data:`REMOVED_IN` removes it. ``since``:
    the release whose names they are."""

    def __getattr__(name: str):
        if name in aliases:
            new, value = aliases[name]
            warnings.warn(deprecation_message(f"{module}.{name}", new, since), DeprecationWarning, stacklevel=2)
            return value
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return __getattr__
