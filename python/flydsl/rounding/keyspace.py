"""The ledger of the random key space: who draws from which (substream, stream index) pairs.

Every random bit of this package is ``stream_bits(seed, index, substream)``: one Philox counter per
``(index // 4, substream)`` under the key ``seed``. Two uses that share a seed must never share a
(substream, index) pair, or their "independent" random bits are the same bits. This module is the one
table of who uses which pairs (:data:`LEDGER`), the formulas the users compute their substreams with
(every module takes its formula from here), and the check that a user's own ``offset=`` stays out of
the reserved ranges (:func:`check_user_offset`). Pure Python: no FlyDSL, no torch.

==============  =========================================================  ======================  ==============
user            substream                                                  substreams              stream indices
==============  =========================================================  ======================  ==============
conversion      ``0`` (the canonical stream: ``.to(seed=, offset=)``)      0                       [0, 2**62)
dropout         ``1``                                                      1                       [0, 2**62)
init            ``(stream << 2) | kind``, kind 2 (uniform) / 3 (normal)    [2, 2**32)              [0, 2**62)
optimizer       ``(t << 32) | (pid << 2) | slot``, ``t >= 1``              [2**32, 2**64)          [0, 2**62)
training        ``(t << 32) | (layer << 3) | site``, ``t >= 0``            [0, 2**64)              [2**62, 2**63)
==============  =========================================================  ======================  ==============

Element positions (the index within a tensor) are below 2**62 in every use. The training recipes
add :data:`TRAINING_OFFSET` (2**62) to theirs, so they may use any substream; the other users are
apart by substream. User offsets: ``[0, 2**62)`` and ``[2**63, 2**64)`` are free (a call's indices
``offset + p`` wrap mod 2**64); ``[2**62, 2**63)`` is reserved for the training recipes, and the
public entry points (``round_to``, ``dropout``, the initialisers, ``mx.quantize``) refuse an
``offset=`` whose indices reach it (:func:`check_user_offset`). The FlyDSL building blocks
(``.to(..., seed=, offset=)``, ``mx.quantize_block``) take run-time offsets and cannot check them: in a
kernel of your own, keep to the free ranges (or your own substreams) by this table.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass

from .validate import U64_MASK

__all__ = [
    "KeyRange",
    "DeviceSubstream",
    "LEDGER",
    "CONVERSION",
    "DROPOUT",
    "UNIFORM",
    "NORMAL",
    "MAX_STREAM_ID",
    "MAX_STEP",
    "MAX_LAYER",
    "TRAINING_OFFSET",
    "RESERVED_INDICES",
    "init_substream",
    "optimizer_substream",
    "training_substream",
    "check_disjoint",
    "check_user_offset",
]

#: Substream of element-wise conversions (the canonical stream).
CONVERSION = 0
#: Substream of dropout masks.
DROPOUT = 1
#: Initialiser kinds (the low 2 bits of their substream).
UNIFORM, NORMAL = 2, 3
#: Largest per-tensor stream id (30 bits: the id field of the initialisers and the optimizers).
MAX_STREAM_ID = (1 << 30) - 1
#: Largest step of the optimizers and the training recipes (32 bits: substream bits 32..63).
MAX_STEP = (1 << 32) - 1
#: Largest layer stream id of the training recipes (29 bits: substream bits 3..31).
MAX_LAYER = (1 << 29) - 1
#: Stream index of element 0 of every training quantization site.
TRAINING_OFFSET = 1 << 62
#: The stream indices reserved for the training recipes: [2**62, 2**63), inclusive bounds.
RESERVED_INDICES = (TRAINING_OFFSET, (1 << 63) - 1)


def _field(value, name: str, high: int, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} must be an int in [{low}, {high}], got {value!r}")
    return value


def init_substream(kind: int, stream: int) -> int:
    """``(stream << 2) | kind`` for initialiser ``kind`` (:data:`UNIFORM` / :data:`NORMAL`), stream id ``stream``."""
    if kind not in (UNIFORM, NORMAL):
        raise ValueError(f"kind must be rng.UNIFORM ({UNIFORM}) or rng.NORMAL ({NORMAL}), got {kind!r}")
    if isinstance(stream, bool) or not isinstance(stream, int) or not 0 <= stream <= MAX_STREAM_ID:
        raise ValueError(f"stream id must be an int in [0, 2**30), got {stream!r}")
    return (stream << 2) | kind


def optimizer_substream(step: int, pid: int, slot: int) -> int:
    """``(step << 32) | (pid << 2) | slot``: the optimizers' substream (step >= 1, so at least 2**32)."""
    return (step << 32) | (pid << 2) | slot


def training_substream(step: int, layer: int, site: int) -> int:
    """``(step << 32) | (layer << 3) | site``: the training recipes' substream (at indices from 2**62)."""
    return (step << 32) | (layer << 3) | site


class DeviceSubstream(typing.NamedTuple):
    """A step-keyed substream whose step lives on the device: ``(step << 32) | low``, with ``step`` a 0-d int64
    tensor (a step counter the GPU increments; its low 32 bits are read by the kernel when it runs) and ``low``
    the substream's low 32 bits as an int (e.g. :func:`training_substream` of step 0). The same key as the int
    substream of the step's value at that moment, so a CUDA graph that replays the launch keys every replay with
    that replay's step, where an int would be baked into the graph. Nothing reads the step on the host: its range
    (``< 2**32``) is not checked."""

    step: object
    low: int

    def read(self) -> int:
        """The int substream of the step's value now: ``(step << 32) | low`` (reads the step back to the host: on a
        GPU, a synchronisation)."""
        return (int(self.step) << 32) | self.low


@dataclass(frozen=True)
class KeyRange:
    """One user of the key space: substreams ``[sub_lo, sub_hi]`` and stream indices ``[idx_lo, idx_hi]``
    (inclusive), the formula as text, and a function from the formula's fields to the substream (None for a
    constant) with each field's inclusive range (so a test can check the formula stays inside the box)."""

    user: str
    formula: str
    sub_lo: int
    sub_hi: int
    idx_lo: int
    idx_hi: int
    fn: object = None
    fields: tuple = ()

    def overlaps(self, other: KeyRange) -> bool:
        """True when the two boxes share a (substream, index) pair."""
        subs = self.sub_lo <= other.sub_hi and other.sub_lo <= self.sub_hi
        idxs = self.idx_lo <= other.idx_hi and other.idx_lo <= self.idx_hi
        return subs and idxs


_ELEMENTS = (0, TRAINING_OFFSET - 1)

#: The ledger: one :class:`KeyRange` per user (the table of the module docstring).
LEDGER = (
    KeyRange("conversion", "0", CONVERSION, CONVERSION, *_ELEMENTS),
    KeyRange("dropout", "1", DROPOUT, DROPOUT, *_ELEMENTS),
    KeyRange(
        "init",
        "(stream << 2) | kind",
        init_substream(UNIFORM, 0),
        init_substream(NORMAL, MAX_STREAM_ID),
        *_ELEMENTS,
        init_substream,
        (("kind", UNIFORM, NORMAL), ("stream", 0, MAX_STREAM_ID)),
    ),
    KeyRange(
        "optimizer",
        "(t << 32) | (pid << 2) | slot",
        optimizer_substream(1, 0, 0),
        optimizer_substream(MAX_STEP, MAX_STREAM_ID, 3),
        *_ELEMENTS,
        optimizer_substream,
        (("t", 1, MAX_STEP), ("pid", 0, MAX_STREAM_ID), ("slot", 0, 3)),
    ),
    KeyRange(
        "training",
        "(t << 32) | (layer << 3) | site",
        training_substream(0, 0, 0),
        training_substream(MAX_STEP, MAX_LAYER, 7),
        *RESERVED_INDICES,
        training_substream,
        (("t", 0, MAX_STEP), ("layer", 0, MAX_LAYER), ("site", 0, 7)),
    ),
)


def check_disjoint(entries=LEDGER) -> None:
    """ValueError naming the first pair of ``entries`` that share a (substream, index) pair."""
    for i, a in enumerate(entries):
        for b in entries[i + 1 :]:
            if a.overlaps(b):
                raise ValueError(
                    f"key-space entries {a.user!r} ({a.formula}) and {b.user!r} ({b.formula}) overlap: substreams "
                    f"[{a.sub_lo}, {a.sub_hi}] / [{b.sub_lo}, {b.sub_hi}], indices [{a.idx_lo}, {a.idx_hi}] / "
                    f"[{b.idx_lo}, {b.idx_hi}]"
                )


def check_user_offset(offset: int, count: int, where: str) -> None:
    """ValueError when a user call's stream indices ``offset + p`` (``p < count``, mod 2**64) reach the indices
    reserved for the training recipes (:data:`RESERVED_INDICES`)."""
    lo, hi = RESERVED_INDICES
    count = max(int(count), 1)
    first, last = offset, (offset + count - 1) & U64_MASK
    runs = [(first, last)] if first <= last else [(first, U64_MASK), (0, last)]
    if any(a <= hi and lo <= b for a, b in runs):
        raise ValueError(
            f"{where}: offset={offset} puts stream indices [{offset}, {offset} + {count}) into [2**62, 2**63), which "
            "is reserved for the training recipes' quantization sites (flydsl.rounding.keyspace). Choose an offset "
            "with offset + numel <= 2**62, or one in [2**63, 2**64)"
        )
