"""Every python code block of docs/training.rst runs as written (in order, one namespace)."""

from __future__ import annotations

import pathlib
import re
import textwrap

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "training.rst"


def _blocks(text: str) -> list:
    out = []
    for m in re.finditer(r"\.\. code-block:: python\n\n((?:(?:   .*)?\n)+)", text):
        out.append(textwrap.dedent(m.group(1)))
    return out


def test_training_docs_code_blocks_run():
    blocks = _blocks(DOC.read_text())
    assert len(blocks) == 4
    ns: dict = {}
    for code in blocks:
        exec(compile(code, str(DOC), "exec"), ns)  # noqa: S102
