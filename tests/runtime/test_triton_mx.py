"""flydsl.rounding.mx.quantize / dequantize through the Triton backend (Triton's interpreter on CPU tensors) equal
the host engine bit for bit: codes and scales of every format, both axes, 16x16 tiles, RN and SR, edge blocks
(zeros, subnormals, the largest finite, Inf and NaN blocks). The kernels are generated from
``mx.block.quantize_element`` / ``scale_code``; ``test_triton_backend`` checks the generated sources are current and
runs more kernels through ``benchmarks/gpu/bits.py``."""

from __future__ import annotations

import pathlib
import sys

import pytest
import torch

from flydsl.rounding import mx
from flydsl.rounding.runtime import backends

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks" / "gpu"))
import bits  # noqa: E402


def _both(monkeypatch, x, fmt, **kw):
    monkeypatch.delenv(backends.ENV, raising=False)
    host = mx.quantize(x, fmt, **kw)
    monkeypatch.setenv(backends.ENV, "triton")
    return host, mx.quantize(x, fmt, **kw)


def _same(a, b) -> bool:
    return all(
        torch.equal(p.view(torch.uint8), q.view(torch.uint8)) for p, q in ((a.codes, b.codes), (a.scales, b.scales))
    ) and (a.codes.shape, a.codes.stride()) == (b.codes.shape, b.codes.stride())


CASES = [
    ("mxfp8_e4m3", dict()),
    ("mxfp8_e4m3", dict(rounding="STOCHASTIC", seed=5, offset=8)),
    ("mxfp8_e5m2", dict(rounding="STOCHASTIC", seed=5, offset=3, scale_rule="rceil")),
    ("mxfp4", dict()),
    ("mxfp4", dict(rounding="STOCHASTIC", seed=2**64 - 1, offset=2**64 - 40, substream=3)),
    ("mxfp4", dict(rounding="STOCHASTIC", seed=9, axis=0, headroom=True, scale_rule="even")),
    ("nvfp4", dict()),
    ("nvfp4", dict(rounding="STOCHASTIC", seed=9, offset=16)),
    ("nvfp4", dict(rounding="STOCHASTIC", seed=9, block=(16, 16), offset=1)),
    ("nvfp4", dict(axis=0, tensor_scale=0.25)),
]


@pytest.mark.parametrize("fmt,kw", CASES)
def test_quantize_equals_the_host_engine(monkeypatch, fmt, kw):
    x = bits.mx_values()
    host, tri = _both(monkeypatch, x, fmt, **kw)
    assert _same(host, tri)
    monkeypatch.setenv(backends.ENV, "triton")
    assert torch.equal(mx.dequantize(tri).view(torch.int32), mx.dequantize(host).view(torch.int32))


def test_half_inputs_3d_and_strided(monkeypatch):
    x = bits.mx_values().reshape(32, 2, 32)
    for dtype in (torch.bfloat16, torch.float16):
        host, tri = _both(monkeypatch, x.to(dtype), "mxfp4", rounding="STOCHASTIC", seed=1, axis=0)
        assert _same(host, tri)
    host, tri = _both(monkeypatch, bits.mx_values().t(), "mxfp8_e4m3", rounding="STOCHASTIC", seed=1)  # strided
    assert _same(host, tri)


def test_negative_control(monkeypatch):
    """The comparison sees a one-step shift of the stream, and another seed."""
    x = bits.mx_values()
    host, _ = _both(monkeypatch, x, "mxfp4", rounding="STOCHASTIC", seed=5, offset=16)
    _, shifted = _both(monkeypatch, x, "mxfp4", rounding="STOCHASTIC", seed=5, offset=17)
    _, reseeded = _both(monkeypatch, x, "mxfp4", rounding="STOCHASTIC", seed=6, offset=16)
    assert not _same(host, shifted) and not _same(host, reseeded)
    assert torch.equal(host.scales.view(torch.uint8), shifted.scales.view(torch.uint8))  # scales: no randomness


def test_unserved_modes_raise(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    with pytest.raises(NotImplementedError, match="Triton backend.*not RZ"):
        mx.quantize(bits.mx_values(), "mxfp4", rounding="RZ")


def test_aligned_tiles_wrap_at_2_64(monkeypatch):
    """A tile crossing stream index 2**64 continues from draw 0 (tiles.py masks the draw number), as the host engine
    does: round_to's and quantize's aligned tiles (negative control: without the wrap these differed)."""
    from flydsl.rounding.torch import ops

    x = torch.linspace(-3, 3, 1000)
    monkeypatch.delenv(backends.ENV, raising=False)
    host = ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=5, offset=2**64 - 40)
    monkeypatch.setenv(backends.ENV, "triton")
    tri = ops.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=5, offset=2**64 - 40)
    assert torch.equal(host.view(torch.int16), tri.view(torch.int16))


@pytest.mark.parametrize("shape,fmt", [((96, 40), "mxfp4"), ((64, 3, 5), "nvfp4"), ((160, 33), "mxfp8_e4m3")])
def test_axis0_partial_column_groups(monkeypatch, shape, fmt):
    """axis=0: a program takes one block row of R neighbouring columns; column counts off a multiple of R, several
    block rows, 3-D tensors."""
    x = torch.randn(shape, generator=torch.Generator().manual_seed(1)) * 4
    host, tri = _both(monkeypatch, x, fmt, axis=0, rounding="STOCHASTIC", seed=3, offset=11)
    assert _same(host, tri)


# -- the tile frames (runtime/triton/mx_frame.py): axis 0 and 16x16 tiles as 2-D tiles, aligned draws per row ----


def _host_and_triton(x, fmt, axis, block, imap, *, mode="STOCHASTIC", rule=None, sub=0, elements=None, warps=None,
                     wide=False):  # fmt: skip
    """(host, triton) ``(codes, scales)`` of one quantize with an explicit index map ``(start, run, stride)``: the
    host engine through the custom op on the CPU, the Triton kernel through :func:`mx_launch.run_mx` (with
    ``elements`` / ``warps`` / a forced 64-bit frame ``wide``)."""
    import flydsl.rounding.mx  # noqa: F401 - registers the custom op
    from flydsl.rounding.modes import RoundingMode
    from flydsl.rounding.mx.formats import MX_FORMATS, resolve_scale_rule
    from flydsl.rounding.mx.triton_path import kernel_for
    from flydsl.rounding.runtime.triton import mx_launch

    f = MX_FORMATS[fmt]
    rule = rule or resolve_scale_rule(None, fmt, mode == "STOCHASTIC")
    ts = torch.tensor(bits.MX_TENSOR_SCALE) if f.scale is not None else None
    blk = list(block) if isinstance(block, tuple) else [block]
    host = torch.ops.flydsl_rounding.quantize_mx(
        x, fmt, axis, blk, rule, mode.lower(), 77, *imap, sub, False, ts, 10, ""
    )  # fmt: skip
    codes, scales = torch.empty_like(host[0]), torch.empty_like(host[1])
    lay = mx_launch.layout(tuple(x.shape), axis, block)
    name = kernel_for(fmt, rule, RoundingMode[mode], False)
    k, grid, args, kwargs = mx_launch.mx_arguments(
        name, x.contiguous(), codes, scales, lay, 77, sub, imap, ts, elements=elements, num_warps=warps
    )  # fmt: skip
    if wide:
        kwargs["WIDE"] = True
    k[grid](*args, **kwargs)
    return host, (codes, scales)


def _equal(a, b) -> bool:
    return all(torch.equal(p, q) for p, q in zip(a, b, strict=True))


FRAME_CASES = [
    # (shape, axis, block, index map, fmt, aligned draws)
    ((64, 48), 0, 32, (16, 1, 1), "mxfp4", True),  # 48 columns: a partial column group (BC 32)
    ((64, 48), 0, 32, (16, 1, 1), "mxfp8_e4m3", True),
    ((32, 2, 8), 0, 16, (0, 1, 1), "nvfp4", True),  # 3-D: the (32, 16) view
    ((64, 12), 0, 32, (0, 1, 1), "mxfp4", False),  # 12 columns: rows not at multiples of 8
    ((64, 40), 0, 32, (3, 1, 1), "mxfp4", False),  # unaligned start
    ((64, 40), 0, 32, (5, 40, 100), "mxfp4", False),  # a non-contiguous map (a shard's rows)
    ((48, 80), 1, (16, 16), (8, 1, 1), "nvfp4", True),  # 80 columns: a partial tile group (BC 64)
    ((32, 48), 1, (16, 16), (5, 1, 1), "nvfp4", False),
    ((32, 48), 1, (16, 16), (2, 48, 96), "nvfp4", False),
    ((8, 96), 1, 32, (24, 1, 1), "mxfp4", True),
    ((8, 96), 1, 16, (7, 1, 1), "nvfp4", False),
    ((8, 96), 1, 32, (1, 32, 64), "mxfp8_e5m2", False),
]


@pytest.mark.parametrize("shape,axis,block,imap,fmt,aligned", FRAME_CASES)
def test_frames_equal_the_host_engine(shape, axis, block, imap, fmt, aligned):
    """Every frame, aligned (one draw per 8 elements of a row) or not (one per element, non-contiguous maps),
    partial column groups, fp4 packing along the block axis (axis 0: the transposed layout), f32 and bf16."""
    from flydsl.rounding.runtime.triton import mx_launch

    x = torch.randn(shape, generator=torch.Generator().manual_seed(3)) * 3
    x.view(-1)[5] = 0.0
    assert mx_launch.aligned(mx_launch.layout(shape, axis, block), imap)[1] == aligned
    for dt in (torch.float32, torch.bfloat16):
        host, tri = _host_and_triton(x.to(dt), fmt, axis, block, imap)
        assert _equal(host, tri), (dt, [int((p != q).sum()) for p, q in zip(host, tri, strict=True)])


@pytest.mark.parametrize("elements,warps,wide", [(256, 2, False), (2048, 8, False), (1024, 4, True)])
def test_tile_sizes_and_wide_offsets_give_the_same_bits(elements, warps, wide):
    """The sweep's knobs (elements per program, warps) and the 64-bit frame change no bit."""
    x = bits.mx_values()
    for axis, block, fmt in ((0, 32, "mxfp4"), (1, (16, 16), "nvfp4"), (1, 16, "nvfp4"), (1, 32, "mxfp8_e4m3")):
        host, tri = _host_and_triton(x, fmt, axis, block, (8, 1, 1), elements=elements, warps=warps, wide=wide)
        assert _equal(host, tri), (axis, block, fmt)


def test_frames_negative_control():
    """The comparison sees a stream shifted by one draw (8 elements) on the aligned rows of axis 0 and of the
    tiles, and a transposed code layout."""
    x = torch.randn(64, 32, generator=torch.Generator().manual_seed(4))
    for axis, block, fmt in ((0, 32, "mxfp4"), (1, (16, 16), "nvfp4")):
        host, _ = _host_and_triton(x, fmt, axis, block, (16, 1, 1))
        _, shifted = _host_and_triton(x, fmt, axis, block, (24, 1, 1))
        assert not torch.equal(host[0], shifted[0]) and torch.equal(host[1], shifted[1])
    host, tri = _host_and_triton(x, "mxfp8_e4m3", 0, 32, (0, 1, 1), mode="RN")
    assert _equal(host, tri) and not torch.equal(tri[0], tri[0].reshape(64, 32).t().reshape(tri[0].shape))


FUSED = [
    # (format, rule, mode, headroom, axis, block, tensor scale divided)
    ("mxfp8_e4m3", "rceil", "STOCHASTIC", False, -1, None, False),
    ("mxfp8_e5m2", "floor", "RN", True, 0, None, False),
    ("mxfp4", "even", "STOCHASTIC", True, -1, None, False),
    ("mxfp4", "ceil", "RN", False, 0, None, False),
    ("nvfp4", "rn", "STOCHASTIC", True, -1, None, True),
    ("nvfp4", "ru", "RN", False, 0, None, True),
    ("nvfp4", "rn", "STOCHASTIC", False, -1, (16, 16), False),
]


@pytest.mark.parametrize("case", FUSED, ids=lambda c: "-".join(map(str, c)))
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16])
def test_fused_fake_quantize_equals_quantize_then_dequantize(monkeypatch, case, dtype):
    """The fused kernel (``<variant>_fake_kernel``: codes decoded in registers) against the quantize kernel then the
    dequantize kernel, every frame (rows of blocks, axis 0, 16x16 tiles), headroom, NVFP4's tensor scale divided or
    not, f32 / bf16 / f16 outputs; the values and their layout (block axis last) are the same bit for bit."""
    from flydsl.rounding.modes import RoundingMode
    from flydsl.rounding.mx import ops as mx_ops
    from flydsl.rounding.mx import triton_path
    from flydsl.rounding.runtime.indexing import IndexMap
    from flydsl.rounding.runtime.triton import mx_dequantize

    fmt_name, rule, mode, headroom, axis, block, divide = case
    monkeypatch.setenv(backends.ENV, "triton")
    fmt = mx_ops.MX_FORMATS[fmt_name]
    x = bits.mx_values()
    axis = axis % x.ndim
    blk = block or fmt.block
    name = triton_path.kernel_for(fmt_name, rule, RoundingMode[mode], headroom)
    lay, cshape, sshape = triton_path.shapes(fmt, tuple(x.shape), axis, blk)
    ts = mx_ops.tensor_scale_of(x, rule) if fmt.scale is not None else None
    imap = IndexMap.contiguous(24)
    tables = mx_ops.element_table(fmt_name, x.device), mx_ops.scale_table(fmt_name, x.device)
    seed = 77 if mode == "STOCHASTIC" else 0
    codes, scales = triton_path.launch_quantize(name, x, lay, cshape, sshape, seed, 5, imap, ts, 10)
    want = mx_dequantize.dequantize_triton(
        codes, scales, *tables, block=blk, packed=fmt.packed, tensor_scale=ts if divide else None,
        headroom=headroom, dtype=dtype,
    )  # fmt: skip
    values = (*cshape[:-1], cshape[-1] * (2 if fmt.packed else 1))
    got = triton_path.launch_fake_quantize(
        name, x, lay, values, seed, 5, imap, ts, 10, element_values=tables[0], scale_values=tables[1],
        divide_ts=divide, dtype=dtype,
    )  # fmt: skip
    assert got.shape == want.shape and got.is_contiguous()
    bits_of = torch.int32 if dtype == torch.float32 else torch.int16
    same = got.view(bits_of) == want.view(bits_of)
    assert bool((same | (torch.isnan(got) & torch.isnan(want))).all())  # NaN blocks: NaN (payloads aside)
    if headroom and dtype == torch.float32:  # negative control: the comparison sees a decode without the headroom
        plain = mx_dequantize.dequantize_triton(
            codes, scales, *tables, block=blk, packed=fmt.packed, tensor_scale=ts if divide else None, dtype=dtype
        )
        finite = torch.isfinite(plain) & torch.isfinite(got) & (plain != 0)
        assert bool((plain.view(bits_of) != got.view(bits_of))[finite].any())
