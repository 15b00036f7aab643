"""The documentation stays true: generated tables are current, the docs build without warnings."""

from __future__ import annotations

import importlib.util
import pathlib
import re
import textwrap

import pytest

DOCS = pathlib.Path(__file__).resolve().parents[1] / "docs"


def _generator():
    spec = importlib.util.spec_from_file_location("gen_semantics_tables", DOCS / "gen_semantics_tables.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_semantics_tables_are_current():
    """docs/_semantics_tables.inc is what the lowering produces today (and the reference agrees)."""
    assert (DOCS / "_semantics_tables.inc").read_text() == _generator().generate()


# -- every code block of the pages below runs as written (issue 19 item 11) ------------------------------

_BLOCK = re.compile(
    r"^(?P<indent>[ ]*)\.\. code-block:: python\n(?:(?P=indent)   :.*\n)*\n(?P<body>(?:(?P=indent)   .*\n|[ \t]*\n)+)",
    re.M,
)

#: Page -> (its number of Python blocks, the indices of those that must run verbatim on the CPU). The count
#: makes a block the pattern stops matching (or a new one) noticed. Blocks not listed here show code for
#: FlyDSL 0.5 itself or a GPU (e.g. migration.rst's FlyDSL 0.5 ``rounding_mode=`` line and its
#: before/after GEMM).
RUNNABLE_PAGES = {"tensor_ops.rst": (1, (0,)), "optim.rst": (3, (0, 2)), "migration.rst": (3, (2,))}
#: Page -> the indices of its blocks that need an NVIDIA GPU (run as written by the device tests, skipped elsewhere).
GPU_BLOCKS = {"optim.rst": (1,)}


def code_blocks(page: str) -> list[str]:
    """The ``.. code-block:: python`` blocks of ``docs/page``, dedented, in page order."""
    return [textwrap.dedent(m.group("body")) for m in _BLOCK.finditer((DOCS / page).read_text())]


def test_runnable_pages_have_their_blocks():
    assert {page: len(code_blocks(page)) for page in RUNNABLE_PAGES} == {p: n for p, (n, _) in RUNNABLE_PAGES.items()}


@pytest.mark.parametrize(
    ("page", "number"), [(page, k) for page, (_, run) in RUNNABLE_PAGES.items() for k in run], ids=lambda v: str(v)
)
def test_code_block_runs_verbatim(page, number, tmp_path, monkeypatch, capsys):
    """Run the block in a fresh namespace; a ``# <output>`` comment on a ``print`` line is what it must print."""
    _run_block(page, number, tmp_path, monkeypatch, capsys)


def _cuda() -> bool:
    import torch

    return torch.cuda.is_available() and not torch.version.hip


@pytest.mark.device
@pytest.mark.skipif(not _cuda(), reason="needs an NVIDIA GPU (CUDA)")
@pytest.mark.parametrize(
    ("page", "number"), [(page, k) for page, run in GPU_BLOCKS.items() for k in run], ids=lambda v: str(v)
)
def test_gpu_code_block_runs_verbatim(page, number, tmp_path, monkeypatch, capsys):
    _run_block(page, number, tmp_path, monkeypatch, capsys)


def _run_block(page, number, tmp_path, monkeypatch, capsys):
    code = code_blocks(page)[number]
    monkeypatch.chdir(tmp_path)
    exec(compile(code, f"{DOCS / page}:block{number}", "exec"), {"__name__": "__docs__"})
    expected = [line.split("#", 1)[1].strip() for line in code.splitlines() if line.lstrip().startswith("print(")]
    printed = capsys.readouterr().out.splitlines()
    assert [p.strip() for p in printed] == expected
