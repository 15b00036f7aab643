"""Plain-text output of the demos: progress lines that show up at once, and aligned tables."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["say", "table"]


def say(text: str = "") -> None:
    """Print and flush (progress must show up while long steps run)."""
    print(text, flush=True)


def table(headers: Sequence[str], rows: Sequence[Sequence]) -> str:
    """Render rows as a plain-text table with right-aligned columns (first column left)."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def fmt(row):
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True)))

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([fmt(cells[0]), rule, *(fmt(r) for r in cells[1:])])
