"""The README's example runs and prints what the README says it prints."""

from __future__ import annotations

import contextlib
import io
import pathlib
import re

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"


def test_readme_example_output():
    text = README.read_text()
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    expected = re.search(r"^# (\[.*\])", code, re.M).group(1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(README), "exec"), {})
    assert out.getvalue().strip() == expected
