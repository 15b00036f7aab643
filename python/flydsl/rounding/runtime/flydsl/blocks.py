"""The FlyDSL kernel of a block body (ROCm GPUs): one thread per block.

A *block body* reads a fixed number of elements per block from each input and writes a fixed number per block
to each output (:mod:`flydsl.rounding.runtime.blocks`, e.g. ``mx.quantize``: 32 f32 values in, 16 code bytes and
one scale byte out). The kernel gives thread ``i`` block ``i``: it loads each input's elements of the block as a
Vector (element by element from a tensor of the input's dtype), calls the body with ``index=`` the block's first
element (``i * widths[0]``) and stores each output: Vectors as 32-bit words (the output viewed as int32), width-1
outputs as one element.

``piece``: a block longer than a piece is run a piece at a time (each input's next ``widths[j] * piece //
widths[0]`` elements, ``index=`` the piece's first element), so that a long block and its random words are not
all live together (NVFP4's 256-element tiles: without it they spill); a width-1 output takes the last piece's
value. ``reduce``: ``(keyword, fn)``, a first pass over the pieces of the first input, ``acc = fn(piece, acc)``
from ``acc = None``, whose result reaches every piece's call as ``keyword=acc`` (the tile's ``|max|``).
Launch it through :func:`flydsl.rounding.runtime.flydsl.launch.launch`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import flydsl.expr as fx

__all__ = ["THREADS", "block_launcher"]

#: Threads per workgroup of the block kernel (one block per thread).
THREADS = 256

_TEMPLATE = """
import flydsl.compiler as flyc
import flydsl.expr as fx

@flyc.kernel(known_block_size=[{threads}, 1, 1])
def {name}_kernel({params}, count: fx.Int32):
    i = fx.block_idx.x * {threads} + fx.thread_idx.x
    if i < count:
        _step([{tensors}], [{scalars}], i)

@flyc.jit
def {name}({params}, count: fx.Int32, stream: fx.Stream = fx.Stream(None)):
    {name}_kernel({args}, count).launch(
        grid=((count + {threads} - 1) // {threads}, 1, 1), block=({threads}, 1, 1), stream=stream)
"""


def _stepper(body, in_types, out_types, widths, piece, reduce):
    """Trace one thread: block ``i`` of every tensor (see the module docstring)."""
    n_in, n = len(in_types), widths[0]
    pieces = n // piece

    def load(t, start, count, dsl):
        return fx.Vector.from_elements([t[start + j] for j in fx.range_constexpr(count)], dsl)

    def step(tensors, scalars, i):
        kw = {}
        if reduce is not None and pieces > 1:
            name, fn = reduce
            acc = None
            for p in fx.range_constexpr(pieces):
                acc = fn(load(tensors[0], i * n + p * piece, piece, in_types[0]), acc)
            kw = {name: acc}
        last = []
        for p in fx.range_constexpr(pieces):
            values = []
            for t, dsl, w in zip(tensors[:n_in], in_types, widths[:n_in], strict=True):
                count = w // pieces
                values.append(load(t, i * w + p * count, count, dsl))
            index = fx.Uint64(fx.Uint32(i)) * fx.Uint64(n) + fx.Uint64(p * piece)
            results = body(*values, *scalars, index=index, **kw)
            results = results if isinstance(results, tuple) else (results,)
            last = results
            for t, dsl, w, r in zip(tensors[n_in:], out_types, widths[n_in:], results, strict=True):
                if w == 1:
                    continue
                words = w // pieces * dsl.width // 32
                packed = r.bitcast(fx.Int32)
                for j in fx.range_constexpr(words):
                    t[i * (w * dsl.width // 32) + p * words + j] = packed[j]
        for t, w, r in zip(tensors[n_in:], widths[n_in:], last, strict=True):
            if w == 1:
                t[i] = r

    return step


@functools.cache
def block_launcher(
    body: Callable,
    in_types: tuple,
    scalar_types: tuple,
    out_types: tuple,
    widths: tuple,
    piece: int | None = None,
    reduce: tuple | None = None,
) -> Callable:
    """The ``@flyc.jit`` launcher of the block kernel of ``body`` (cached per key).

    ``widths``: elements per block of each input, then each output (a multiple of the pieces; a Vector
    output's bytes per piece a multiple of 4). Call it as ``launcher(*inputs, *outputs, *scalars, count)``:
    inputs as tensors of their dtypes, Vector outputs as int32 word views, width-1 outputs as tensors of their
    dtype, ``count`` blocks. ``piece`` (default: the whole block) and ``reduce`` as in the module docstring.
    """
    import linecache

    piece = widths[0] if piece is None else piece
    if widths[0] % piece:
        raise ValueError(f"a block of {widths[0]} elements does not split into pieces of {piece}")
    tensors = [f"t{i}" for i in range(len(in_types) + len(out_types))]
    scalars = [f"s{i}" for i in range(len(scalar_types))]
    params = [f"{t}: fx.Tensor" for t in tensors] + [
        f"{s}: fx.{t.__name__}" for s, t in zip(scalars, scalar_types, strict=True)
    ]
    key = (body, in_types, scalar_types, out_types, widths, piece, reduce)
    name = f"blocks_{getattr(body, '__name__', 'body')}_{abs(hash(key)) % 10**8}"
    src = _TEMPLATE.format(
        threads=THREADS,
        name=name,
        params=", ".join(params),
        tensors=", ".join(tensors),
        scalars=", ".join(scalars),
        args=", ".join(tensors + scalars),
    )
    filename = f"<flydsl.rounding.runtime.flydsl.blocks {name}>"
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)  # FlyDSL reads kernel source
    namespace = {"_step": _stepper(body, in_types, out_types, widths, piece, reduce)}
    exec(compile(src, filename, "exec"), namespace)  # noqa: S102  (generated from the fixed template above)
    return namespace[name]
