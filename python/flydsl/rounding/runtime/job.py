"""The record every runner takes: one tensor set of a launch (no FlyDSL, no Triton)."""

from __future__ import annotations

import typing

__all__ = ["Job"]


class Job(typing.NamedTuple):
    """One tensor set of a launch: the arguments of one element-wise run.

    ``scalars`` are values only (their types are the body's, the same for every job of a launch);
    ``index_map`` (a :class:`flydsl.rounding.torch.indexing.IndexMap`) defaults to the contiguous map from 0.
    """

    inputs: tuple
    outputs: tuple
    scalars: tuple = ()
    index_map: typing.Any = None
