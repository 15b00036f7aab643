"""The documentation stays true: generated tables are current, the docs build without warnings."""

from __future__ import annotations

import importlib.util
import pathlib

DOCS = pathlib.Path(__file__).resolve().parents[1] / "docs"


def _generator():
    spec = importlib.util.spec_from_file_location("gen_semantics_tables", DOCS / "gen_semantics_tables.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_semantics_tables_are_current():
    """docs/_semantics_tables.inc is what the lowering produces today (and the reference agrees)."""
    assert (DOCS / "_semantics_tables.inc").read_text() == _generator().generate()
