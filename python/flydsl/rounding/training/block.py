"""The FlyDSL building block of the random Hadamard transform: one block of ``n`` values in registers.

Contract::

    y = hadamard_block(x, signs=None, *, inverse=False)

- ``x``: a ``Vector`` of ``n`` f32 values, ``n`` in :data:`~flydsl.rounding.training.transform.SIZES`
  (16, 32, 128): one block of the transform, elements in order along the transformed dimension.
- ``signs``: None (all +1) or a sequence of ``n`` Python ints +-1 (e.g. :data:`~.transform.TE_SIGNS`, or a
  :func:`~.transform.draw_signs` vector as a list), folded into the code at trace time.
- Returns ``(x * s) @ H_n / sqrt(n)`` (``inverse``: ``(x @ H_n / sqrt(n)) * s``) as a ``Vector`` of f32,
  computed by the fast Walsh-Hadamard butterfly: ``log2(n)`` stages of ``n / 2`` add/sub pairs, then one
  multiply by ``1 / sqrt(n)`` (rounded to f32) per element; the sign flips are exact. The op
  :func:`~.transform.rht` multiplies by the matrix instead (another summation order): the two agree to
  f32 rounding, and exactly when every partial sum is exact (e.g. small integers with ``n = 16``).
"""

from __future__ import annotations

import math

try:
    from flydsl.expr.numeric import Float32
    from flydsl.expr.typing import Vector
except ImportError:  # no FlyDSL (the CUDA path): the FlyDSL building block is unavailable, the layers are not
    Float32 = Vector = None

from .transform import SIZES

__all__ = ["hadamard_block"]


def hadamard_block(x, signs=None, *, inverse: bool = False):
    """The transform of one block (see the module docstring)."""
    n = x.numel
    if n not in SIZES:
        raise ValueError(f"hadamard_block takes a Vector of {' / '.join(map(str, SIZES))} values, got {n}")
    if signs is not None:
        signs = [int(s) for s in signs]
        if len(signs) != n or any(s not in (1, -1) for s in signs):
            raise ValueError(f"hadamard_block: signs must be {n} entries of +1 / -1, got {len(signs)} entries")
    v = [x[k] for k in range(n)]
    if signs is not None and not inverse:
        v = [-e if s < 0 else e for e, s in zip(v, signs, strict=True)]
    h = 1
    while h < n:  # butterfly stage: pairs (i, i + h) within groups of 2h
        for i in range(0, n, 2 * h):
            for j in range(i, i + h):
                v[j], v[j + h] = v[j] + v[j + h], v[j] - v[j + h]
        h *= 2
    scale = Float32(1.0 / math.sqrt(n))
    v = [e * scale for e in v]
    if signs is not None and inverse:
        v = [-e if s < 0 else e for e, s in zip(v, signs, strict=True)]
    return Vector.from_elements(v, Float32)
