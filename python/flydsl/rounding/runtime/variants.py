"""The compiled shapes of an element-wise run: how a local element finds its global stream index.

An :class:`~flydsl.rounding.runtime.indexing.IndexMap` ``(start, run, stride)`` is carried to a body as three
run-time ``Uint64`` arguments (:func:`map_scalars`); only the map's *class* picks a compiled
:class:`Variant` (:func:`variant_of`): the Vector width, contiguous or strided, aligned to the 8-index Philox
block or not, and the ``narrow`` contiguous form. :func:`global_index` rebuilds the index inside the body and
:func:`wrap_body` gives a body the signature every runner calls (the host engine, the FlyDSL kernels, the
Triton backend's generated kernels follow the same variants).

Width: the body runs on ``fx.Vector`` blocks of :data:`WIDTH` (8) elements whenever the
8 elements of a block have consecutive global indices (contiguous maps, and strided maps with
``run % 8 == 0``). When the map is also aligned (:meth:`IndexMap.aligned`) ``g`` is built so
that :func:`flydsl.rounding.stream.is_aligned` proves it a multiple of 8 at trace time, and
stochastic conversions use ONE Philox draw per Vector (the fast path). Otherwise (unaligned
start/stride) ``g`` is a plain run-time value and the stream selects chunks at run time. When
``run % 8 != 0`` a block may straddle two pieces, so the body runs on scalars (``width`` 1).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

import flydsl.expr as fx

from .indexing import BLOCK, IndexMap

__all__ = ["WIDTH", "Variant", "variant_of", "map_scalars", "global_index", "wrap_body"]

#: Elements per Vector: one Philox draw of the canonical stream serves 8 indices.
WIDTH = BLOCK


@dataclass(frozen=True)
class Variant:
    """The compiled shape of a run: Vector ``width`` and how the global index is formed.

    ``contiguous``: ``g = start + k``. ``aligned``: the map is 8-aligned and the scalars
    passed are ``start // 8, run // 8, stride // 8`` (the index is rebuilt as ``block << 3``).
    ``narrow`` (contiguous and aligned only): the high 32-bit word of the Philox block
    ``start // 8 + k // 8`` is the same for every element of the run (its low word does not
    wrap), so the kernel forms the block from that uniform high word and a 32-bit low word;
    the stream's first Philox rounds then work on a uniform counter word (fewer VALU
    operations, the same bits).
    """

    width: int
    contiguous: bool
    aligned: bool
    narrow: bool = False


def _narrow(index_map: IndexMap, n: int) -> bool:
    """True when blocks ``start // 8 .. (start + n - 1) // 8`` share their high 32-bit word."""
    return ((index_map.start >> 3) & 0xFFFFFFFF) + -(-n // WIDTH) <= 1 << 32


def variant_of(index_map: IndexMap, n: int) -> Variant:
    """The variant that runs ``index_map`` over ``n`` elements (see the module docstring)."""
    contiguous = index_map.is_contiguous(n)
    if contiguous or index_map.run % WIDTH == 0:
        aligned = index_map.aligned(n)
        return Variant(WIDTH, contiguous, aligned, contiguous and aligned and _narrow(index_map, n))
    return Variant(1, False, False)


def map_scalars(index_map: IndexMap, variant: Variant) -> tuple:
    """The three run-time Uint64 arguments that carry ``index_map`` to a ``variant`` body."""
    m = index_map
    if variant.aligned:
        return m.start >> 3, max(m.run >> 3, 1), m.stride >> 3
    return m.start, m.run, m.stride


def global_index(k, a, b, c, variant: Variant):
    """Global stream index (fx.Uint64) of local element ``k`` (fx.Uint64; a multiple of the width).

    ``a, b, c`` are the :func:`map_scalars` values as fx.Uint64. Aligned variants return
    ``block << 3`` so that :func:`flydsl.rounding.stream.is_aligned` proves alignment.
    """
    three = fx.Uint64(3)
    if variant.narrow:
        # block = a + k // 8 with a uniform high word (variant_of checked the low word does not wrap)
        low = (a + (k >> three)).to(fx.Uint32)
        high = (a >> fx.Uint64(32)) << fx.Uint64(32)
        return (high | fx.Uint64(low)) << three
    if variant.aligned:
        blk = k >> three
        if not variant.contiguous:
            blk = (blk // b) * c + blk % b
        return (a + blk) << three
    if variant.contiguous:
        return a + k
    return a + (k // b) * c + k % b


@functools.cache
def wrap_body(body: Callable, n_arrays: int, variant: Variant) -> Callable:
    """``body`` as the host engine / kernel calls it: ``(*arrays, a, b, c, *scalars, index=k)``.

    Cached per (body, arity, variant) so that compiled functions are reused.
    """

    def wrapped(*args, index):
        arrays, (a, b, c), scalars = args[:n_arrays], args[n_arrays : n_arrays + 3], args[n_arrays + 3 :]
        return body(*arrays, *scalars, index=global_index(index, a, b, c, variant))

    wrapped.__name__ = f"{getattr(body, '__name__', 'body')}_w{variant.width}"
    return wrapped
