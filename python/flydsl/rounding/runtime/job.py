"""The records runners take: one tensor set of a launch, a transform fused into a quantize (no FlyDSL, no Triton)."""

from __future__ import annotations

import typing

__all__ = ["Job", "Rotation", "work_tensors"]


class Rotation(typing.NamedTuple):
    """The random Hadamard transform fused into a fake quantize (the training layers' RHT): every run of ``block``
    consecutive elements of each quantization block is transformed before it is quantized, with the transform's
    bits (:mod:`flydsl.rounding.training.transform`). ``signs``: ``block`` f32 entries +-1 on the input's device
    (one block's vector, repeating along the blocks)."""

    signs: typing.Any
    block: int


class Job(typing.NamedTuple):
    """One tensor set of a launch: the arguments of one element-wise run.

    ``scalars`` are values only (their types are the body's, the same for every job of a launch);
    ``index_map`` (a :class:`flydsl.rounding.runtime.indexing.IndexMap`) defaults to the contiguous map from 0.
    """

    inputs: tuple
    outputs: tuple
    scalars: tuple = ()
    index_map: typing.Any = None


def work_tensors(members) -> tuple[list, list]:
    """Per member: its tensors as contiguous tensors the runner reads / writes by address (inputs and
    contiguous outputs as they are); and the ``(output, work copy)`` pairs to copy back afterwards."""
    keep, copies = [], []
    for job, _ in members:
        tensors = [t if t.is_contiguous() else t.contiguous() for t in job.inputs]
        for o in job.outputs:
            work = o if o.is_contiguous() else o.contiguous()
            if work is not o:
                copies.append((o, work))
            tensors.append(work)
        keep.append(tensors)
    return keep, copies
