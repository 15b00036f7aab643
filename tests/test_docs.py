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


def _python_blocks(page: str) -> list[str]:
    """The ``.. code-block:: python`` blocks of a docs page, dedented."""
    import textwrap

    lines = (DOCS / page).read_text().splitlines()
    blocks, i = [], 0
    while i < len(lines):
        if lines[i].strip() == ".. code-block:: python":
            i += 1
            body = []
            while i < len(lines) and (not lines[i].strip() or lines[i].startswith("   ")):
                body.append(lines[i])
                i += 1
            blocks.append(textwrap.dedent("\n".join(body)).strip() + "\n")
        else:
            i += 1
    return blocks


def test_optim_page_code_blocks_run_as_written():
    """Every Python block of docs/optim.rst runs as written; a ``print(...)  # text`` line prints the text
    before the comment's first colon."""
    import contextlib
    import io

    blocks = _python_blocks("optim.rst")
    assert len(blocks) >= 2
    for block in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(block, "docs/optim.rst", "exec"), {"__name__": "__docs__"})  # noqa: S102
        printed = out.getvalue().splitlines()
        expected = [ln.split("#", 1)[1].split(":")[0].strip() for ln in block.splitlines() if ln.startswith("print(")]
        assert printed == expected
