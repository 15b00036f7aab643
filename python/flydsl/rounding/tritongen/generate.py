"""Write the Triton backend's kernels from the FlyDSL bodies: ``python -m flydsl.rounding.tritongen.generate``.

Every kernel of :mod:`flydsl.rounding.runtime.triton.catalogue` is its FlyDSL body traced and
translated by :mod:`.codegen`, inside one kernel frame (:data:`KERNEL`) that loads a tile, computes
each element's global index from the op's index map and stores the results. The output is ``generated/<family>.py`` and
``philox.py`` beside them; ``tests/runtime/test_triton_backend.py`` regenerates them in memory and
fails when a committed file differs, so the FlyDSL lowering stays the one source of the numerics.
Needs FlyDSL (and torch); not Triton.
"""

from __future__ import annotations

import argparse
import pathlib

import flydsl.expr as fx

from .. import rng
from ..modes import RoundingMode
from ..philox import DEFAULT_ROUNDS, MAX_ROUNDS, MIN_ROUNDS
from ..runtime.triton import catalogue
from ..torch import ops, optim
from . import codegen

__all__ = [
    "generate",
    "sources",
    "main",
    "KERNEL",
    "ROW_LAYOUT",
    "PAIR_LAYOUT",
    "MX_KERNEL",
    "MX_FAKE_KERNEL",
    "MX_DECODE",
    "HEADER",
]

#: Where the generated files go: the Triton backend of the runtime floor.
BACKEND = pathlib.Path(__file__).resolve().parent.parent / "runtime" / "triton"
HERE = BACKEND / "generated"

HEADER = '''"""Generated from the FlyDSL bodies (``python -m flydsl.rounding.tritongen.generate``): do not edit."""

# ruff: noqa
import triton
import triton.language as tl
'''

#: The frame around a body: ``X*`` inputs, ``Y*`` outputs, ``S*`` scalars, ``n`` elements, the index map
#: ``(a, b, c)`` (element ``k`` has global index ``a + k`` when ``CONTIG``, else ``a + (k // b) * c + k % b``).
#: A contiguous map is tiled on global indices: tile ``t`` covers ``[a - a % 8 + t * BLOCK, ...)``, so every
#: tile starts at a multiple of 8 and its draws are the aligned ones. A tile is ``[BLOCK // COLS, COLS]``,
#: COLS the elements of one draw (8 for the canonical stream, 4 for the word stream; see ``tiles.py``);
#: ``SPREAD`` picks how a row's words reach its columns (1: selects, 2: ``tl.join``). ``LAYOUT`` is the tile's
#: shape (tiles.py) unless a launch asks for another: :data:`ROW_LAYOUT`, or :data:`PAIR_LAYOUT` for a body that
#: draws Box-Muller pairs.
KERNEL = """
@triton.jit(do_not_specialize=[{nospec}])
def {name}_kernel({params}, n, a, b, c, BLOCK: tl.constexpr, CONTIG: tl.constexpr, ROUNDS: tl.constexpr,
                  SPREAD: tl.constexpr = 2, LAYOUT: tl.constexpr = {layout}, SHIFTED: tl.constexpr = True,
                  WIDE: tl.constexpr = True):
    COLS: tl.constexpr = {cols}
    k, index, tile = tile_frame(a, b, c, BLOCK, COLS, LAYOUT, CONTIG, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
{loads}
    {results} = {name}({args}, index, tile, CONTIG * SPREAD, ROUNDS)
{stores}
"""

#: The tile of a kernel by default (tiles.py): a row of ``BLOCK`` elements.
ROW_LAYOUT = 1
#: The tile of a kernel whose body draws a Box-Muller pair's words (``normal_``: ``word32_even`` / ``word32_odd``):
#: ``[BLOCK // 4, 4]``, one draw a row, on which the compiler sees that a pair's two elements take the same words
#: and computes their logarithm, square root and angle once. In a row of ``BLOCK`` it does so for f32 but not for
#: bf16 / f16, whose stores make it move the tile through shared memory: sm_90 SASS per thread of 8 bf16
#: elements, 1,216 instructions (8 divisions, 7 barriers) in a row, 760 (4, none) in rows of 4; f32 704 either way
#: (tests/runtime/test_triton_cuda_compile.py).
PAIR_LAYOUT = 2
#: The draw kinds of a Box-Muller pair (codegen.draw_kinds).
_PAIR_DRAWS = frozenset({"word32_even", "word32_odd"})

#: The multi-tensor frame of the optimizers: ONE launch over many tensors (jobs). ``TABLE`` is int64
#: ``[jobs, 3 + inputs + outputs]``: element count, first global index (contiguous maps only), then the
#: tensors' addresses, then the job's offset added to scalar ``PER_JOB`` (the substream's stream-id part);
#: ``CHUNKS`` is int32 ``[programs, 2]``: (job, tile of that job). Scalars other than ``PER_JOB`` are the
#: group's. Each element gets exactly the bits of the per-tensor kernel on its job.
#: With ``DEVICE_SCALARS`` (a capturable optimizer step) the scalars are not arguments but each job's row of
#: ``SCAL`` (int64 ``[jobs, scalars]``: an f32 as its bits in the low half, an integer as it is), which a kernel
#: computed on the device just before (:mod:`flydsl.rounding.runtime.triton.optim_scalars`); ``S0, ...`` are
#: then ignored and the per-job offset is still added to scalar ``PER_JOB``.
MULTI = """
@triton.jit(do_not_specialize=[{nospec}])
def {name}_multi(TABLE, CHUNKS, {scalars}, SCAL, BLOCK: tl.constexpr, ROUNDS: tl.constexpr, SPREAD: tl.constexpr = 2,
                 LAYOUT: tl.constexpr = 1, SHIFTED: tl.constexpr = True, WIDE: tl.constexpr = True,
                 ALIGNED16: tl.constexpr = False, DEVICE_SCALARS: tl.constexpr = False):
    COLS: tl.constexpr = {cols}
    W: tl.constexpr = {width}
    pid = tl.program_id(0).to(tl.int64)
    job = tl.load(CHUNKS + 2 * pid).to(tl.int64)
    part = tl.load(CHUNKS + 2 * pid + 1)
    row = TABLE + job * W
    n = tl.load(row)
    if ALIGNED16:  # every job's size and address are multiples of 16 (the launcher checked): vector accesses
        n = tl.multiple_of(n, 16)
    a = tl.load(row + 1).to(tl.uint64, bitcast=True)
    k, index, tile = job_frame(a, part, BLOCK, COLS, LAYOUT, SHIFTED, WIDE)
    mask = (k >= 0) & (k < n) if SHIFTED else k < n
{pointers}
{loads}
    if DEVICE_SCALARS:
        srow = SCAL + job * {n_scalars}
{device_loads}
    {results} = {name}({args}, index, tile, SPREAD, ROUNDS)
{stores}
"""

#: The block-scaled quantize frame (:mod:`flydsl.rounding.runtime.triton.mx_frame`): a tile of the ``(ROWS, COLS)``
#: view whose blocks ``FRAME`` picks; the block's ``|max|`` is a reduction of the tile, its scale the ``mx_scale``
#: body of the format and rule, each element's code the ``mx_quantize`` body
#: (:func:`flydsl.rounding.mx.block.quantize_element`) with the block's ``|max|`` broadcast along the block's
#: elements (size-1 dims: the scale work is done once per block).
#: The two MX kernels' common parts: the tile, the tensor scale, the block's ``|max|`` and scale; each element's code.
_MX_LOAD = """    p, mask, first = mx_tile(ROWS, COLS, N, FRAME, BR, BC, WIDE)
    x = tl.load(X + p, mask=mask, other=0).to(tl.float32)
"""
_MX_SCALE = """    if HAS_TS:
        ts = tl.load(TS).to(tl.float32)
    else:
        ts = tl.full((), 1.0, tl.float32)
    amax = mx_amax(x, FRAME)
    scale, = {scale}(amax, ts, 0, 0, 0, ROUNDS)
"""
_MX_CODE = """    index, tile = mx_stream_index(p, first, a, b, c, CONTIG, ALIGNED)
    code, = {name}(x, amax, u64(S0), sub, ts, index, tile, 3 * ALIGNED, ROUNDS)
"""
MX_KERNEL = (
    """
@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def {name}_kernel(X, CODES, SCALES, TS, S0, S1, ROWS, COLS, a, b, c, N: tl.constexpr, FRAME: tl.constexpr,
                  BR: tl.constexpr, BC: tl.constexpr, CONTIG: tl.constexpr, ALIGNED: tl.constexpr,
                  HAS_TS: tl.constexpr, ROUNDS: tl.constexpr, WIDE: tl.constexpr = False):
"""
    + _MX_LOAD
    + _MX_SCALE
    + """    sub = u64(S1)
    mx_store_scales(SCALES, scale.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, WIDE)
"""
    + _MX_CODE
    + """    mx_store_codes(CODES, code.to(tl.uint8, bitcast=True), ROWS, COLS, N, FRAME, BR, BC, {packed}, WIDE)
"""
)

#: The decoding of block-scaled codes (hand-written: table lookups and exact f32 arithmetic, no numerics of its own
#: to keep in step), in the generated module so that the dequantize kernel and the fused kernels share it.
MX_DECODE = '''
@triton.jit
def mx_decode(code, scale_code, elements, scale_values, ts, DIVIDE_TS: tl.constexpr, HEADROOM: tl.constexpr,
              OUT: tl.constexpr):  # fmt: skip
    """The decoded value of element codes ``code`` with block scale codes ``scale_code`` (broadcastable to it),
    as ``runtime/triton/mx_dequantize.py``'s docstring says, in its order (``ts``: the f32 tensor scale, divided by
    when ``DIVIDE_TS``). That module's dequantize kernel and the fused kernels below both decode through it."""
    v = tl.load(elements + code.to(tl.int32)) * tl.load(scale_values + scale_code.to(tl.int32))
    if DIVIDE_TS:
        v = tl.math.div_rn(v, tl.broadcast_to(ts, v.shape))
    if HEADROOM:
        v = tl.math.div_rn(v, tl.full(v.shape, 0.75, tl.float32))
    if OUT == 1:
        (v,) = round_to__BFloat16__RN__sat0(v, 0, 0, 0, 10)
    elif OUT == 2:
        (v,) = round_to__Float16__RN__sat0(v, 0, 0, 0, 10)
    return v
'''

#: The fused fake quantize (``dequantize(quantize(x))`` in one pass, what the training layers emulate with): the
#: quantize frame above up to each element's code, then the code decoded in registers by the dequantize kernel's
#: own ``mx_decode`` (:data:`MX_DECODE`; ``DIVIDE_TS``: divide by the tensor scale; ``OUT``: f32, or RN into bf16 /
#: f16) and stored where its code would go, unpacked (``Y``: the dequantize kernel's output layout, the block axis
#: last). No codes or scales are written: the values of quantize then dequantize, in one launch. With
#: ``DEVICE_STEP`` the substream's high 32 bits (the training step) are read from the int64 at ``STEP``
#: (``mx_frame.mx_substream``: a step counter on the device, so that a CUDA graph replays the launch with each
#: step's key; ``S1`` holds the low bits). With ``RHT`` (a block size of the transform, dividing ``N``) the loaded
#: tile is first transformed (``mx_frame.mx_rotate``: the training layers' RHT, ``RHT_SCALE`` the bits of
#: ``f32(1 / sqrt(RHT))``, the ``RHT`` signs at ``SIGNS``), so an operand is transformed and quantized in one pass.
MX_FAKE_KERNEL = (
    """
@triton.jit(do_not_specialize=["S0", "S1", "a", "b", "c"])
def {name}_fake_kernel(X, Y, ELEMENTS, SCALE_VALUES, TS, STEP, SIGNS, S0, S1, ROWS, COLS, a, b, c,
                       N: tl.constexpr, FRAME: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
                       CONTIG: tl.constexpr, ALIGNED: tl.constexpr, HAS_TS: tl.constexpr, DIVIDE_TS: tl.constexpr,
                       OUT: tl.constexpr, ROUNDS: tl.constexpr, DEVICE_STEP: tl.constexpr = False,
                       RHT: tl.constexpr = 0, RHT_SCALE: tl.constexpr = 0, WIDE: tl.constexpr = False):
"""
    + _MX_LOAD
    + """    if RHT:
        x = mx_rotate(x, SIGNS, FRAME, N, RHT, RHT_SCALE)
"""
    + _MX_SCALE
    + """    sub = mx_substream(S1, STEP, DEVICE_STEP)
"""
    + _MX_CODE
    + """    v = mx_decode(code, scale, ELEMENTS, SCALE_VALUES, ts, DIVIDE_TS, {headroom}, OUT)
    mx_store_codes(Y, v, ROWS, COLS, N, FRAME, BR, BC, False, WIDE)
"""
)

_SCALAR_CAST = {fx.Uint64: "u64({})", fx.Uint32: "u32({})", fx.Float32: "f32({})"}
#: A scalar read from a row of a device scalar table (int64 words; see :data:`MULTI`).
_DEVICE_CAST = {fx.Uint64: "{}.to(tl.uint64, bitcast=True)", fx.Uint32: "u32({})", fx.Float32: "bits_f32({})"}


def _body_triton_type(t) -> str:
    if t is fx.Float32:
        return "tl.float32"
    if t is fx.BFloat16:
        return "tl.bfloat16"
    if t is fx.Float16:
        return "tl.float16"
    raise NotImplementedError(f"no array input of type {t.__name__}")


def _store_expr(t, value: str) -> str:
    """How an output value is stored: floats the tensor holds as they are, narrow floats as their bits."""
    if t in (fx.Float32, fx.BFloat16, fx.Float16):
        return value
    return f"{value}.to(tl.uint8, bitcast=True)"


def kernel_source(name: str, body, in_types, n_outputs: int, scalar_types, per_job: int | None = None):
    """(body function, kernels) sources of one variant: the per-tensor kernel, and with ``per_job`` (the
    index of the scalar that varies by job) the multi-tensor one."""
    traced = codegen.trace_body(name, body, in_types, scalar_types)
    body_src = codegen.to_triton(traced, DEFAULT_ROUNDS)
    ins = [f"X{i}" for i in range(len(in_types))]
    outs = [f"Y{i}" for i in range(n_outputs)]
    scal = [f"S{i}" for i in range(len(scalar_types))]
    loads = [
        f"    x{i} = tl.load(X{i} + k, mask=mask, other=0).to({_body_triton_type(t)})" for i, t in enumerate(in_types)
    ]
    loads += [f"    s{i} = {_SCALAR_CAST[t].format(f'S{i}')}" for i, t in enumerate(scalar_types)]
    results = [f"r{i}" for i in range(n_outputs)]
    stores = [f"    tl.store(Y{i} + k, {_store_expr(t, f'r{i}')}, mask=mask)" for i, t in enumerate(traced.out_types)]
    args = [f"x{i}" for i in range(len(in_types))] + [f"s{i}" for i in range(len(scalar_types))]
    draws = codegen.draw_kinds(traced)
    if "chunk16" in draws and len(draws) > 1:
        raise NotImplementedError(f"{name}: draws from both streams; a tile serves one")
    cols = 4 if draws and "chunk16" not in draws else 8  # the word stream's draws serve 4 elements, chunk16's 8
    kernel = KERNEL.format(
        cols=cols,
        layout=PAIR_LAYOUT if draws & _PAIR_DRAWS else ROW_LAYOUT,
        name=name,
        nospec=", ".join(repr(p) for p in [*scal, "a", "b", "c"]),
        params=", ".join([*ins, *outs, *scal]),
        loads="\n".join(loads),
        results=", ".join(results) + ("," if n_outputs == 1 else ""),
        args=", ".join(args),
        stores="\n".join(stores),
    )
    if per_job is None:
        return body_src, kernel
    n_in, width = len(in_types), 3 + len(in_types) + n_outputs
    pointers = []
    for i, t in enumerate(in_types):
        pointers.append(f"    X{i} = tl.load(row + {2 + i}).to(tl.pointer_type({_body_triton_type(t)}))")
        pointers.append(f"    X{i} = tl.multiple_of(X{i}, 16) if ALIGNED16 else X{i}")
    for i, t in enumerate(traced.out_types):
        pointers.append(f"    Y{i} = tl.load(row + {2 + n_in + i}).to(tl.pointer_type({_body_triton_type(t)}))")
        pointers.append(f"    Y{i} = tl.multiple_of(Y{i}, 16) if ALIGNED16 else Y{i}")
    multi_loads = [line for line in loads if not line.strip().startswith(f"s{per_job} =")]
    offset = f"tl.load(row + {width - 1}).to(tl.uint64, bitcast=True)"
    multi_loads.append(f"    s{per_job} = u64(S{per_job}) + {offset}")
    device_loads = [
        f"        s{i} = {_DEVICE_CAST[t].format(f'tl.load(srow + {i})')}" + (f" + {offset}" if i == per_job else "")
        for i, t in enumerate(scalar_types)
    ]
    multi = MULTI.format(
        cols=cols,
        width=width,
        name=name,
        nospec=", ".join(repr(p) for p in scal),
        scalars=", ".join(scal),
        pointers="\n".join(pointers),
        loads="\n".join(multi_loads),
        n_scalars=len(scalar_types),
        device_loads="\n".join(device_loads),
        results=", ".join(results) + ("," if n_outputs == 1 else ""),
        args=", ".join(args),
        stores="\n".join(stores),
    )
    return body_src, kernel + "\n\n" + multi


_DTYPE = {"float32": fx.Float32, "bfloat16": fx.BFloat16, "float16": fx.Float16}


def _target_type(fmt: str):
    return {
        "BFloat16": fx.BFloat16,
        "Float16": fx.Float16,
        "Float8E4M3FN": fx.Float8E4M3FN,
        "Float8E5M2": fx.Float8E5M2,
        "Float8E4M3FNUZ": fx.Float8E4M3FNUZ,
        "Float8E5M2FNUZ": fx.Float8E5M2FNUZ,
        "Float4E2M1FN": fx.Float4E2M1FN,
    }[fmt]


def spec(v: catalogue.Variant):
    """(body, input types, number of outputs, scalar types) of a catalogue variant."""
    key = dict(v.key)
    if v.op == "round_to":
        mode = RoundingMode[key["mode"]]
        body = ops.conversion_body(_target_type(key["target"]), mode, key["saturate"], DEFAULT_ROUNDS)
        return body, [fx.Float32], 1, [fx.Uint64] if mode is RoundingMode.STOCHASTIC else []
    if v.op == "dropout":
        return rng.dropout_body(DEFAULT_ROUNDS), [_DTYPE[key["dtype"]]], 1, [fx.Uint64, fx.Uint32, fx.Float32]
    if v.op in ("uniform", "normal"):
        factory = rng.uniform_body if v.op == "uniform" else rng.normal_body
        return factory(DEFAULT_ROUNDS), [_DTYPE[key["dtype"]]], 1, [fx.Uint64, fx.Uint64, fx.Float32, fx.Float32]
    p, s, mode = _DTYPE[key["param"]], _DTYPE[key["state"]], RoundingMode[key["mode"]]
    g = _DTYPE[key["grad"]]
    if v.op == "adamw":
        body = optim.adamw_body(p, s, mode, DEFAULT_ROUNDS)
        return body, [p, g, s, s], 3, list(optim.scalar_types(optim.AdamWScalars))
    body = optim.sgd_body(p, s, mode, DEFAULT_ROUNDS, key["momentum"], key["nesterov"], key["decay"])
    ins = [p, g, s] if key["momentum"] else [p, g]
    return body, ins, 2 if key["momentum"] else 1, list(optim.scalar_types(optim.SGDScalars))


def mx_spec(v: catalogue.Variant):
    """(body, array types, scalar types) of an MX variant: the block's scale code from its ``|max|`` bits
    (``mx_scale``: :func:`~flydsl.rounding.mx.block.scale_code`), or one element's code (``mx_quantize``:
    :func:`~flydsl.rounding.mx.block.quantize_element`)."""
    from ..mx.block import quantize_element, scale_code
    from ..mx.formats import MX_FORMATS

    key = dict(v.key)
    fmt, rule = MX_FORMATS[key["fmt"]], key["rule"]
    if v.op == "mx_scale":

        def scale(amax, ts, *, index):
            return scale_code(amax, fmt, rule, ts)[0].to(fx.Uint8)

        return scale, [fx.Uint32], [fx.Float32]
    mode, headroom = RoundingMode[key["mode"]], key["headroom"]

    def element(x, amax, seed, sub, ts, *, index):
        sr = mode is RoundingMode.STOCHASTIC
        kw = dict(seed=seed, index=index, substream=sub, rounds=DEFAULT_ROUNDS) if sr else {}
        code, _ = quantize_element(
            x, amax, fmt, scale_rule=rule, rounding=mode, headroom=headroom, tensor_scale=ts, **kw
        )
        return code

    return element, [fx.Float32, fx.Uint32], [fx.Uint64, fx.Uint64, fx.Float32]


def mx_sources() -> list:
    """The MX family's bodies and kernels (one kernel per element body; the scale bodies are shared)."""
    parts = []
    for v in catalogue.mx_variants():
        body, arrays, scalars = mx_spec(v)
        parts.append(codegen.to_triton(codegen.trace_body(v.name, body, arrays, scalars), DEFAULT_ROUNDS))
        if v.op == "mx_quantize":
            key = dict(v.key)
            scale = catalogue.kernel_name("mx_scale", fmt=key["fmt"], rule=key["rule"])
            packed = key["fmt"] in ("mxfp4", "nvfp4")
            parts.append(MX_KERNEL.format(name=v.name, scale=scale, packed=packed))
            parts.append(MX_FAKE_KERNEL.format(name=v.name, scale=scale, headroom=key["headroom"]))
    return parts


def sources() -> dict:
    """``{file name: text}`` of every generated file."""
    out = {}
    philox = [HEADER]
    philox += [codegen.philox_source(r) for r in range(MIN_ROUNDS, MAX_ROUNDS + 1)]
    dispatch = ["@triton.jit", "def philox(c0, c1, c2, c3, k0, k1, ROUNDS: tl.constexpr):"]
    for r in range(MIN_ROUNDS, MAX_ROUNDS + 1):
        dispatch.append(f"    {'if' if r == MIN_ROUNDS else 'elif'} ROUNDS == {r}:")
        dispatch.append(f"        return philox_r{r}(c0, c1, c2, c3, k0, k1)")
    dispatch.append("    else:")
    dispatch.append("        tl.static_assert(False, 'Philox has 1 to 16 rounds')")
    philox.append("\n".join(dispatch) + "\n")
    out["../philox.py"] = "\n\n".join(philox)
    frame = "mx_amax, mx_rotate, mx_store_codes, mx_store_scales, mx_stream_index, mx_substream, mx_tile"
    mx = HEADER + f"\nfrom ..mx_frame import {frame}\n"
    mx += "from ..tiles import tile_chunks16, u64\n"
    mx += "from .round_to import round_to__BFloat16__RN__sat0, round_to__Float16__RN__sat0\n"
    out[f"{catalogue.MX}.py"] = "\n\n".join([mx, MX_DECODE, *mx_sources()])
    variants = {
        catalogue.ROUND_TO: catalogue.round_to_variants(),
        catalogue.RNG: catalogue.rng_variants(),
        catalogue.OPTIM: catalogue.optim_variants(),
    }
    for family, vs in variants.items():
        tiles = "bits_f32, f32, job_frame, tile_chunks16, tile_frame, tile_words32, u32, u64"
        parts = [HEADER + f"\nfrom ..tiles import {tiles}\n"]
        for v in vs:
            body, ins, n_out, scalars = spec(v)
            per_job = None
            if family == catalogue.OPTIM:
                record = optim.AdamWScalars if v.op == "adamw" else optim.SGDScalars
                per_job = record._fields.index(catalogue.PER_JOB_FIELD)
            body_src, kernel = kernel_source(v.name, body, ins, n_out, scalars, per_job)
            parts += [body_src, kernel]
        out[f"{family}.py"] = "\n\n".join(parts)
    return out


def generate(directory: pathlib.Path = HERE) -> list:
    """Write every generated file into ``directory``; returns the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "__init__.py").write_text('"""Generated Triton sources (see flydsl.rounding.tritongen.generate)."""\n')
    written = []
    for name, text in sources().items():
        path = (directory / name).resolve()
        path.write_text(text)
        written.append(path)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path, default=HERE, help="directory to write (default: the package's)")
    args = parser.parse_args(argv)
    for path in generate(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
