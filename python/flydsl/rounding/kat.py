"""Philox4x32 known-answer vectors, and checks of :func:`flydsl.rounding.philox_4x32` against them.

Source: Random123 1.14, ``examples/kat_vectors`` (D. E. Shaw Research), the ``philox4x32``
lines for 7 and 10 rounds: counter and key all zero, all ones, and the hex digits of pi.
Each entry is ``(rounds, counter words, key words, expected output words)``, word 0 first.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["KAT_VECTORS", "KatResult", "check_trace_time", "check_host", "check_all"]

_PI_COUNTER = (0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344)
_PI_KEY = (0xA4093822, 0x299F31D0)
_ONES4 = (0xFFFFFFFF,) * 4
_ONES2 = (0xFFFFFFFF,) * 2

#: (rounds, counter, key, expected) from Random123 1.14 examples/kat_vectors.
KAT_VECTORS: tuple = (
    (7, (0, 0, 0, 0), (0, 0), (0x5F6FB709, 0x0D893F64, 0x4F121F81, 0x4F730A48)),
    (7, _ONES4, _ONES2, (0x5207DDC2, 0x45165E59, 0x4D8EE751, 0x8C52F662)),
    (7, _PI_COUNTER, _PI_KEY, (0x4DFCCABA, 0x190A87F0, 0xC47362BA, 0xB6B5242A)),
    (10, (0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    (10, _ONES4, _ONES2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    (10, _PI_COUNTER, _PI_KEY, (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
)

_LABELS = ("zeros", "all-ones", "pi digits")


@dataclass(frozen=True)
class KatResult:
    """One known-answer comparison: where it ran, which vector, and what came out."""

    path: str  # "trace-time" or "host engine"
    rounds: int
    label: str
    expected: tuple
    got: tuple

    @property
    def ok(self) -> bool:
        return tuple(self.got) == tuple(self.expected)


def _label(index: int) -> str:
    return _LABELS[index % len(_LABELS)]


def check_trace_time() -> list[KatResult]:
    """Run each vector through ``philox_4x32`` with Python ints (folds to constants at trace time)."""
    from .philox import philox_4x32

    out = []
    for i, (rounds, counter, key, expected) in enumerate(KAT_VECTORS):
        words = philox_4x32(counter, key, rounds=rounds)
        out.append(KatResult("trace-time", rounds, _label(i), expected, tuple(int(w.value) for w in words)))
    return out


def _host_body(rounds: int):
    """A host-engine body computing Philox on run-time Uint32 inputs (no constant folding)."""
    from .philox import philox_4x32

    def body(c0, c1, c2, c3, k0, k1):
        return tuple(philox_4x32((c0, c1, c2, c3), (k0, k1), rounds=rounds))

    return body


_BODIES: dict = {}


def check_host() -> list[KatResult]:
    """Run every vector through the MLIR host engine, one batch per round count."""
    import flydsl.expr as fx
    import numpy as np

    from .runtime import host

    out = []
    for rounds in sorted({v[0] for v in KAT_VECTORS}):
        idx = [i for i, v in enumerate(KAT_VECTORS) if v[0] == rounds]
        cols = [np.array([KAT_VECTORS[i][1][j] for i in idx], np.uint32) for j in range(4)]
        cols += [np.array([KAT_VECTORS[i][2][j] for i in idx], np.uint32) for j in range(2)]
        body = _BODIES.setdefault(rounds, _host_body(rounds))
        words = host.run(body, *cols, in_types=[fx.Uint32] * 6)
        for row, i in enumerate(idx):
            got = tuple(int(w[row]) for w in words)
            out.append(KatResult("host engine", rounds, _label(i), KAT_VECTORS[i][3], got))
    return out


def check_all() -> list[KatResult]:
    """Both paths; every result's ``ok`` should be True."""
    return check_trace_time() + check_host()
