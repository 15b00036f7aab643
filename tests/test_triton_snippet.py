"""The guide's Triton snippet, exactly as docs/guide.rst shows it, reproduces the canonical stream (defect 6).

Runs under Triton's CPU interpreter (``TRITON_INTERPRET=1``); Triton is a test extra.
"""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path

import numpy as np
import pytest

os.environ["TRITON_INTERPRET"] = "1"  # before Triton is imported: its jit reads this at decoration
triton = pytest.importorskip("triton", reason="Triton is a test extra (pip install -e '.[test]')")
tl = pytest.importorskip("triton.language")
torch = pytest.importorskip("torch")

from flydsl.rounding import reference  # noqa: E402

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "guide.rst"


def _snippet() -> str:
    """The code block of the guide's "Reproducing it in Triton" section, dedented."""
    text = GUIDE.read_text()
    section = text.split("Reproducing it in Triton", 1)[1]
    block = re.search(r"\.\. code-block:: python\n\n((?:   .*\n|\n)+)", section).group(1)
    return "\n".join(line[3:] for line in block.splitlines()) + "\n"


@pytest.fixture(scope="module")
def snippet(tmp_path_factory):
    """The snippet as an importable module (Triton's jit needs a source file)."""
    path = tmp_path_factory.mktemp("guide") / "guide_triton_snippet.py"
    path.write_text(_snippet())
    spec = importlib.util.spec_from_file_location("guide_triton_snippet", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@triton.jit
def _bits_kernel(seed, substream, idx_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    idx = tl.load(idx_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, flydsl_stream_bits(seed, idx, substream), mask=mask)  # noqa: F821 (set below)


def _triton_bits(snippet, seed: int, substream: int, idx: np.ndarray) -> np.ndarray:
    _bits_kernel.fn.__globals__["flydsl_stream_bits"] = snippet.flydsl_stream_bits
    idx_t = torch.from_numpy(idx.view(np.int64).copy())
    out = torch.zeros(idx.size, dtype=torch.int32)
    BLOCK = 64
    _bits_kernel[(triton.cdiv(idx.size, BLOCK),)](seed, substream, idx_t.view(torch.uint64), out, idx.size, BLOCK=BLOCK)
    return out.numpy().view(np.uint32)


def test_the_snippet_is_the_guides():
    code = _snippet()
    assert code.startswith("import triton\n") and "def flydsl_stream_bits(seed, idx, substream):" in code
    assert "was not run here" not in GUIDE.read_text()


@pytest.mark.parametrize(
    ("seed", "substream", "start"),
    [
        (0x0123456789ABCDEF, 0, 0),
        (0xFFFFFFFFFFFFFFFF, 0, (1 << 32) * 8 - 40),  # blocks 2**32 - 5 .. 2**32 + 2: the high word carries
        (0xDEADBEEF00000001, 0, (1 << 64) - 128),  # the top of the 64-bit index range
        (7, (5 << 32) | (3 << 2) | 1, (1 << 40) + 3),  # a 64-bit substream, an unaligned start
        (1, 1, 8),  # 1s: Triton specialises the value 1
        (2**63 + 5, 2**64 - 1, 2**63),  # uint64 arguments
    ],
)
def test_snippet_matches_the_reference_stream(snippet, seed, substream, start):
    idx = (np.uint64(start) + np.arange(128, dtype=np.uint64)).astype(np.uint64)
    got = _triton_bits(snippet, seed, substream, idx)
    want = reference.stream_bits(seed, idx, substream=substream)
    np.testing.assert_array_equal(got, want)


def test_negative_control_dropping_the_high_word_fails(snippet):
    """The comparison can fail: a snippet that ignores the block's high word (randint4x-style) differs."""
    seed, start = 99, (1 << 35) * 8
    idx = np.uint64(start) + np.arange(64, dtype=np.uint64)
    low_only = reference.stream_bits(seed, idx & np.uint64((1 << 35) - 1))
    assert not np.array_equal(_triton_bits(snippet, seed, 0, idx), low_only)
