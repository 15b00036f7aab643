"""Block-scaled quantization (flydsl.rounding.mx, issue 16): the CPU path against the numpy reference and torchao.

Bit-exact checks of every format, scale rule and rounding mode on tensors of edge blocks (NaN, +-Inf,
all-zero, f32 subnormals, values near the f32 maximum, saturating blocks, scales at 2**-127), the layout
(torchao's), the building block against ``.to()``, the custom ops (fake impls, torch.compile) and every
documented error. Properties: tests/mx/test_mx_properties.py; DTensor worlds: tests/mx/test_mx_distributed.py.
"""

from __future__ import annotations

import functools

import flydsl.expr as fx
import numpy as np
import pytest
import torch

from flydsl.rounding import reference as core_reference
from flydsl.rounding.mx import MX_FORMATS, SCALE_RULES, dequantize, quantize, quantize_block
from flydsl.rounding.mx import reference as R
from flydsl.rounding.mx.block import amax_bits
from flydsl.rounding.runtime import host

MODES = ("RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC")
SEED = 0xC0FFEE00_12345678  # exercises the key's high word
OFFSET = 8 * 125_003  # a multiple of 8 (one Philox draw per 8 elements); test_unaligned_offset covers the rest


def edge_tensor(block: int, rows: int = 24) -> np.ndarray:
    """(rows, 2 * block) f32: every row two blocks; rows chosen to hit the edge cases."""
    rng = np.random.default_rng(16)
    x = (rng.standard_normal((rows, 2 * block)) * np.exp2(rng.integers(-60, 60, (rows, 1)))).astype(np.float32)
    x[0, 3] = np.nan  # NaN block (the second block of the row stays finite)
    x[1, block + 1] = -np.inf
    x[2, 0] = np.inf
    x[3] = 0.0
    x[3, block + 2] = -0.0
    x[4, :block] = rng.standard_normal(block).astype(np.float32) * np.float32(1e-40)  # f32 subnormals
    x[5] = np.float32(3.4e38) * np.sign(rng.standard_normal(2 * block)).astype(np.float32)  # near f32 max
    x[6, :block] = np.float32(np.finfo(np.float32).max)
    x[7] = np.float32(1e-38) * rng.standard_normal(2 * block).astype(np.float32)  # scale 2**-127 territory
    x[8, :block] = 511.0  # FLOOR e4m3: 511 / 1 saturates to 448
    x[8, 0] = 448.0 * 1.9
    x[9, :block] = np.float32(1.0000001)  # ties and near-ties
    x[10] = np.arange(2 * block, dtype=np.float32) * 0.25 - 4.0
    x[11, block:] = np.float32(2.0**-149)  # the smallest subnormal
    return x


def ours(x: np.ndarray, fmt: str, **kw):
    """(per-element codes, scale bits, dequantized) of our CPU path, in the reference's layout."""
    q = quantize(torch.from_numpy(x), fmt, **kw)
    axis = kw.get("axis", -1) if not isinstance(kw.get("block"), tuple) else -1
    codes = q.codes.numpy()
    if MX_FORMATS[fmt].packed:
        codes = R.unpack_fp4(codes, axis)
    return codes, q.scales.view(torch.uint8).numpy(), dequantize(q).numpy(), q


def check_against_reference(x, fmt, mode="RN", **kw):
    seed = SEED if mode == "STOCHASTIC" else None
    codes, scales, deq, q = ours(x, fmt, rounding=mode, seed=seed, offset=OFFSET, **kw)
    ref_kw = {k: v for k, v in kw.items() if k != "allow_clipping"}
    rc, rs, ts = R.quantize(x, fmt, mode=mode, seed=SEED, offset=OFFSET, **ref_kw)
    np.testing.assert_array_equal(scales, rs)
    np.testing.assert_array_equal(codes, rc)
    rd = R.dequantize(rc, rs, fmt, axis=kw.get("axis", -1), block=kw.get("block"), headroom=kw.get("headroom", False),
                      tensor_scale=ts)  # fmt: skip
    assert np.array_equal(deq.view(np.uint32), rd.view(np.uint32)) or np.array_equal(deq, rd, equal_nan=True)
    return q


@pytest.mark.parametrize(
    ("fmt", "mode"),
    [(f, m) for f in ("mxfp8_e4m3", "mxfp4") for m in MODES]
    + [(f, m) for f in ("mxfp8_e5m2", "nvfp4") for m in ("RN", "RD", "STOCHASTIC")],
)
def test_every_mode_bit_exact(fmt, mode):
    """Each mode's default scale rule (floor / rn; rceil / ru for STOCHASTIC), and SR with the clipping rule."""
    x = edge_tensor(MX_FORMATS[fmt].block)
    check_against_reference(x, fmt, mode)
    if mode == "STOCHASTIC":
        clipping = "floor" if MX_FORMATS[fmt].scale is None else "rn"
        check_against_reference(x, fmt, mode, scale_rule=clipping, allow_clipping=True)


@pytest.mark.parametrize(
    ("fmt", "mode"), [("mxfp8_e4m3", "RN"), ("mxfp8_e5m2", "RN"), ("mxfp4", "RN"), ("mxfp4", "STOCHASTIC")]
)
@pytest.mark.parametrize("rule", [r for r in SCALE_RULES if r != "floor"])
def test_every_scale_rule_bit_exact(fmt, rule, mode):
    check_against_reference(edge_tensor(32), fmt, mode, scale_rule=rule, allow_clipping=True)


@pytest.mark.parametrize("fmt", list(MX_FORMATS))
def test_headroom_bit_exact_and_undone(fmt):
    q = check_against_reference(edge_tensor(MX_FORMATS[fmt].block), fmt, "STOCHASTIC", headroom=True)
    assert q.headroom


@pytest.mark.parametrize(
    ("fmt", "kw", "mode"),
    [
        ("mxfp4", {"axis": 0}, "STOCHASTIC"),
        ("mxfp8_e4m3", {"axis": 0}, "RN"),
        ("nvfp4", {"axis": 0}, "STOCHASTIC"),
        ("nvfp4", {"block": (16, 16)}, "RN"),
        ("nvfp4", {"block": (16, 16)}, "STOCHASTIC"),
    ],
)
def test_axis0_and_tiles_bit_exact(fmt, kw, mode):
    x = np.ascontiguousarray(edge_tensor(16, rows=32).T[:, :48]) if kw.get("axis") == 0 else edge_tensor(32, rows=32)
    check_against_reference(x, fmt, mode, **kw)


def test_nan_block_leaves_the_others_alone():
    x = edge_tensor(32)
    codes, scales, deq, _ = ours(x, "mxfp8_e4m3")
    assert scales[0, 0] == 0xFF and (codes[0, :32] == 0).all() and np.isnan(deq[0, :32]).all()
    clean = x.copy()
    clean[0, 3] = 0.0
    c2, s2, _, _ = ours(clean, "mxfp8_e4m3")
    np.testing.assert_array_equal(codes[0, 32:], c2[0, 32:])  # the other block of the row
    np.testing.assert_array_equal(codes[1:], c2[1:])
    assert s2[0, 0] != 0xFF  # negative control: without the NaN the block has a finite scale


def test_nvfp4_tensor_scale_ignores_non_finite_values():
    x = edge_tensor(16)
    q = quantize(torch.from_numpy(x), "nvfp4")
    assert float(q.tensor_scale) == float(R.tensor_scale_of(x))
    assert q.scales.view(torch.uint8)[0, 0] == 0x7F  # the NaN block: the e4m3 NaN scale
    q2 = quantize(torch.from_numpy(x), "nvfp4", tensor_scale=2.0)
    assert float(q2.tensor_scale) == 2.0


# -- the building block -----------------------------------------------------------------------------


@functools.cache
def _block_vs_to_body(fmt: str):
    """Quantize a block, and separately convert its scaled values with .to(): both per element."""
    f = MX_FORMATS[fmt]

    def body(x, seed, *, index):
        codes, scale = quantize_block(x, fmt, rounding="STOCHASTIC", seed=seed, offset=index, tensor_scale=1.0)
        inv = ((fx.Uint32(254) - scale.to(fx.Uint32)) << fx.Uint32(23)).bitcast(fx.Float32)  # 2**-e (scale < 254)
        y = (x * inv).to(fx.Float8E4M3FN if f.element.bits == 8 else fx.Float4E2M1FN, rounding="STOCHASTIC",
                         seed=seed, offset=index, saturate=True)  # fmt: skip
        return codes, y.bitcast(fx.Uint8) if f.element.bits == 8 else y.bitcast(fx.Int4).to(fx.Uint8) & fx.Uint8(0xF)

    return body


def test_building_block_codes_are_dot_to_of_the_scaled_values():
    """The contract: code k == (x_k / scale).to(element, rounding=STOCHASTIC, seed, offset + k, saturate)."""
    x = edge_tensor(32)[8:].reshape(-1)
    fn = host.compile(_block_vs_to_body("mxfp8_e4m3"), [fx.Float32, fx.Uint64], scalar_positions=[1],
                      out_types=[fx.Uint8, fx.Uint8], width=32, index=True)  # fmt: skip
    codes, direct = fn(x, SEED)
    np.testing.assert_array_equal(codes, direct)
    assert len(set(codes.tolist())) > 20


@functools.cache
def _rand_body(fmt: str):
    def body(x, r, *, index):
        codes, _ = quantize_block(x, fmt, scale_rule="rceil", rounding="STOCHASTIC", rand=r.to(fx.Uint32))
        n = x.numel
        return (
            codes.shuffle(fx.Vector.filled((codes.numel,), 0, fx.Uint8), list(range(n))) if codes.numel < n else codes
        )

    return body


@pytest.mark.parametrize("fmt", ["mxfp4", "mxfp8_e5m2"])
def test_sr_is_exactly_unbiased_over_every_random_word(fmt):
    """Every 16-bit random word once (block k gets word k in all its elements): the mean code is x / scale exactly."""
    f = MX_FORMATS[fmt]
    rng = np.random.default_rng(3)
    # multiples of 2**-15: every scaled value lies on a 2**-16 sub-grid of its element spacing, which is
    # what 16 random bits resolve, so the mean over all words is exactly x / scale
    x = (np.round(rng.uniform(-3.7, 3.7, 32) * 2**15) / 2**15).astype(np.float32)
    x[0] = 5.75  # amax: with rceil, scale 1 for fp4 (5.75 / 6 < 1), 2**-13 for e5m2
    reps = np.tile(x, 1 << 16)
    words = np.repeat(np.arange(1 << 16, dtype=np.int32), 32)
    fn = host.compile(_rand_body(fmt), [fx.Float32, fx.Int32], out_types=[fx.Uint8], width=32, index=True)
    codes = fn(reps, words).reshape(1 << 16, 32)
    if f.packed:
        codes = R.unpack_fp4(codes[:, :16])
    values = core_reference.decode(codes, f.element.name)
    scale = 2.0 ** (R.scale_exponents(np.float32(np.abs(x).max()), fmt, "rceil"))
    np.testing.assert_array_equal(values.sum(axis=0), (x.astype(np.float64) / scale) * (1 << 16))
    # negative control: round-to-nearest is biased on the same inputs
    rn = R.quantize(x[None], fmt, scale_rule="rceil")[0]
    assert not np.array_equal(core_reference.decode(rn, f.element.name)[0] * (1 << 16), values.sum(axis=0))


@functools.cache
def _pieces_body(fmt: str, use_block_amax: bool):
    """A 256-element tile quantized whole and in rows of 16 (what the kernel does): both code vectors, both scales."""

    def body(x, r, *, index):
        rand = r.to(fx.Uint32)
        whole, scale = quantize_block(x, fmt, rounding="STOCHASTIC", rand=rand, tensor_scale=0.75)
        rows = [x.shuffle(x, list(range(p, p + 16))) for p in range(0, 256, 16)]
        amax = None
        for row in rows:
            amax = amax_bits(row, amax)
        kw = {"block_amax": amax} if use_block_amax else {}
        pieces = [
            quantize_block(
                row,
                fmt,
                rounding="STOCHASTIC",
                rand=rand.shuffle(rand, list(range(p, p + 16))),
                tensor_scale=0.75,
                **kw,
            )  # fmt: skip
            for p, row in zip(range(0, 256, 16), rows, strict=True)
        ]
        codes = [c for piece, _ in pieces for c in (piece[k] for k in range(piece.numel))]
        zeros = fx.Vector.filled((128,), 0, fx.Uint8)
        return (
            whole.shuffle(zeros, list(range(256))),
            fx.Vector.from_elements(codes, fx.Uint8).shuffle(zeros, list(range(256))),
            fx.Vector.filled((256,), 0, fx.Uint8) + scale,
            fx.Vector.filled((256,), 0, fx.Uint8) + pieces[-1][1],
        )

    return body


@pytest.mark.parametrize("use_block_amax", [True, False])
def test_tile_in_pieces_with_block_amax_equals_the_whole_tile(use_block_amax):
    """quantize_block(piece, block_amax=amax_bits of the tile) gives the tile's codes and scale (the tile kernel's
    row-by-row path); negative control: without block_amax each row gets its own scale and the codes differ."""
    rng = np.random.default_rng(7)
    x = (rng.standard_normal((3, 256)) * np.exp2(rng.integers(-6, 6, (3, 256)))).astype(np.float32)
    x[1, 200] = np.nan  # a NaN tile: NaN scale, zero codes
    x[2, :16] = 0.0  # a row of zeros in a finite tile
    words = rng.integers(0, 1 << 16, x.shape).astype(np.int32)
    fn = host.compile(_pieces_body("nvfp4", use_block_amax), [fx.Float32, fx.Int32],
                      out_types=[fx.Uint8] * 4, width=256, index=True)  # fmt: skip
    whole, pieces, scale, piece_scale = (o.reshape(3, 256) for o in fn(x.reshape(-1), words.reshape(-1)))
    assert scale[1, 0] == 0x7F and not whole[1].any()
    same = np.array_equal(whole, pieces) and np.array_equal(scale, piece_scale)
    assert same is use_block_amax


def test_building_block_errors():
    with pytest.raises(ValueError, match="unknown block-scaled format 'mxfp5'"):
        host.run(lambda x: quantize_block(x, "mxfp5")[0], np.zeros(32, np.float32), width=32)
    with pytest.raises(TypeError, match="needs tensor_scale="):
        host.run(lambda x: quantize_block(x, "nvfp4")[0], np.zeros(16, np.float32), width=16)
    with pytest.raises(TypeError, match="needs seed= and offset="):
        host.run(lambda x: quantize_block(x, "mxfp4", rounding="STOCHASTIC")[0], np.zeros(32, np.float32), width=32)


# -- torchao ----------------------------------------------------------------------------------------

torchao_mx = pytest.importorskip("torchao.prototype.mx_formats.mx_tensor")
from torchao.prototype.mx_formats.config import ScaleCalculationMode  # noqa: E402

TORCH_ELEM = {"mxfp8_e4m3": torch.float8_e4m3fn, "mxfp8_e5m2": torch.float8_e5m2, "mxfp4": torch.float4_e2m1fn_x2}


def _torchao(x: np.ndarray, fmt: str, rule: str):
    s, d = torchao_mx.to_mx(torch.from_numpy(x), TORCH_ELEM[fmt], 32, ScaleCalculationMode[rule.upper()])
    return d.view(torch.uint8).numpy(), s.view(torch.uint8).numpy().reshape(x.shape[0], -1)


def _finite_wide(seed: int, rows: int = 64) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, 128)) * np.exp2(rng.integers(-100, 100, (rows, 1)))
    x[:, ::7] *= rng.uniform(0, 1e-3, (rows, 1))  # spread within blocks
    return x.astype(np.float32)


@pytest.mark.parametrize("rule", SCALE_RULES)
@pytest.mark.parametrize("fmt", list(TORCH_ELEM))
def test_rn_equals_torchao_to_mx_on_finite_blocks(fmt, rule):
    for seed in (1, 2):
        x = _finite_wide(seed)
        d, s = _torchao(x, fmt, rule)
        q = quantize(torch.from_numpy(x), fmt, scale_rule=rule)
        assert (s > 0).all()  # no block at the 2**-127 scale here (see the next test)
        np.testing.assert_array_equal(q.scales.view(torch.uint8).numpy(), s)
        np.testing.assert_array_equal(q.codes.numpy(), d)


def test_axis0_equals_torchao_on_the_transpose():
    x = _finite_wide(3, rows=96)
    d, s = _torchao(np.ascontiguousarray(x.T), "mxfp4", "floor")
    q = quantize(torch.from_numpy(x), "mxfp4", axis=0)
    assert q.codes.shape == (48, 128) and q.scales.shape == (3, 128)
    np.testing.assert_array_equal(q.codes.t().contiguous().numpy(), d)
    np.testing.assert_array_equal(q.scales.t().contiguous().view(torch.uint8).numpy(), s)


def test_documented_differences_from_torchao():
    """Where we differ from torchao's to_mx on purpose (docs/mx.rst, "Differences from torchao")."""
    # 1. a NaN / Inf block: ours gets the NaN scale 0xFF; torchao gives an Inf block a finite scale
    x = np.ones((1, 32), np.float32)
    x[0, 0] = np.inf
    _, s = _torchao(x, "mxfp8_e4m3", "floor")
    assert s[0, 0] != 0xFF and quantize(torch.from_numpy(x), "mxfp8_e4m3").scales.view(torch.uint8)[0, 0] == 0xFF
    # 2. scale 2**-127 (byte 0): torchao scales the data by 2**-126 (floor) / 1 (rceil), not by its scale
    tiny = np.full((1, 32), 2.0**-120, np.float32)
    d, s = _torchao(tiny, "mxfp8_e4m3", "floor")
    q = quantize(torch.from_numpy(tiny), "mxfp8_e4m3")
    assert s[0, 0] == 0 and q.scales.view(torch.uint8)[0, 0] == 0
    assert not np.array_equal(q.codes.numpy(), d)
    assert (dequantize(q).numpy() == tiny).all()  # ours decodes exactly
    # 3. rceil just above a power of two: torchao's f32 log2 rounds down and its data saturates
    amax = (np.float32(448 * 2.0**-100).view(np.uint32) + 7).view(np.float32)
    x = np.full((1, 32), amax / 2, np.float32)
    x[0, 0] = amax
    _, s = _torchao(x, "mxfp8_e4m3", "rceil")
    ours_scale = quantize(torch.from_numpy(x), "mxfp8_e4m3", scale_rule="rceil").scales.view(torch.uint8)[0, 0]
    assert ours_scale == s[0, 0] + 1
    assert amax / 2.0 ** (int(ours_scale) - 127) <= 448 < amax / 2.0 ** (int(s[0, 0]) - 127)


# -- layout, ops, compile ---------------------------------------------------------------------------


def test_layout_and_result_fields():
    x = torch.randn(4, 64)
    q = quantize(x, "mxfp4")
    assert (q.codes.dtype, q.codes.shape, q.scales.dtype, q.scales.shape) == (
        torch.uint8, (4, 32), torch.float8_e8m0fnu, (4, 2))  # fmt: skip
    assert (q.fmt, q.axis, q.block, q.shape, q.headroom, q.tensor_scale) == ("mxfp4", -1, 32, (4, 64), False, None)
    n = quantize(x.repeat(4, 1), "nvfp4", block=(16, 16))
    assert n.scales.dtype == torch.float8_e4m3fn and n.scales.shape == (1, 4) and n.codes.shape == (16, 32)
    assert quantize(x.to(torch.bfloat16), "mxfp8_e4m3").codes.shape == (4, 64)


def test_bf16_and_f16_inputs_quantize_their_f32_values():
    x = torch.randn(8, 64).to(torch.bfloat16)
    a = quantize(x, "mxfp8_e5m2", rounding="STOCHASTIC", seed=3)
    b = quantize(x.float(), "mxfp8_e5m2", rounding="STOCHASTIC", seed=3)
    assert torch.equal(a.codes, b.codes) and torch.equal(a.scales.view(torch.uint8), b.scales.view(torch.uint8))


def test_unaligned_offset():
    """An offset that is not a multiple of 8: the stream selects chunks at run time, same bits."""
    x = edge_tensor(32)[8:]
    codes = ours(x, "mxfp8_e4m3", rounding="STOCHASTIC", seed=SEED, offset=1_000_003)[0]
    np.testing.assert_array_equal(codes, R.quantize(x, "mxfp8_e4m3", mode="STOCHASTIC", seed=SEED, offset=1_000_003)[0])


def test_seeds_offsets_and_substreams_near_2_64():
    x = edge_tensor(32)[8:]
    for seed, offset in ((2**64 - 1, 2**64 - 40), (0, 2**64 - 8)):
        codes, _, _, _ = ours(x, "mxfp4", rounding="STOCHASTIC", seed=seed, offset=offset)
        rc, _, _ = R.quantize(x, "mxfp4", mode="STOCHASTIC", seed=seed, offset=offset)
        np.testing.assert_array_equal(codes, rc)
    a = ours(x, "mxfp4", rounding="STOCHASTIC", seed=1, substream=2**64 - 1)[0]
    np.testing.assert_array_equal(a, R.quantize(x, "mxfp4", mode="STOCHASTIC", seed=1, substream=2**64 - 1)[0])
    assert not np.array_equal(a, ours(x, "mxfp4", rounding="STOCHASTIC", seed=1)[0])  # substreams differ


def test_custom_ops_opcheck():
    x = torch.randn(4, 64)
    op = torch.ops.flydsl_rounding.quantize_mx.default
    deq = torch.ops.flydsl_rounding.dequantize_mx.default
    for fmt, block, ts in (("mxfp4", 32, None), ("nvfp4", 16, torch.tensor(0.5))):
        args = (x, fmt, 1, [block], "floor" if fmt != "nvfp4" else "ru", "stochastic", 5, 0, 1, 1, 0, False, ts, 10, "")
        torch.library.opcheck(op, args, test_utils=("test_schema", "test_faketensor"))
        codes, scales = op(*args)
        torch.library.opcheck(deq, (codes, scales, fmt, [block], False, ts, torch.float32),
                              test_utils=("test_schema", "test_faketensor"))  # fmt: skip


@pytest.mark.parametrize("fmt", ["mxfp4", "nvfp4"])
def test_torch_compile(fmt):
    """One graph (fullgraph=True) with the same bits as eager, NVFP4 included: its tensor scale (computed
    from the tensor's amax) travels into the custom ops as a 0-d tensor, not as a host float."""
    x = torch.randn(8, 64)

    def f(t):
        q = quantize(t, fmt, rounding="STOCHASTIC", seed=9, headroom=fmt == "mxfp4")
        return dequantize(q)

    torch._dynamo.reset()
    compiled = torch.compile(f, backend="aot_eager", fullgraph=True)
    assert torch.equal(compiled(x), f(x))


# -- bad input --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "error", "match"),
    [
        (lambda: quantize(torch.ones(4, 32, dtype=torch.int32), "mxfp4"), TypeError, "takes float32.*got int32"),
        (
            lambda: quantize(torch.ones(4, 48), "mxfp4"),
            ValueError,
            "dim 1 has size 48, not a multiple of the block size 32",
        ),
        (lambda: quantize(torch.ones(40, 32), "mxfp4", axis=0), ValueError, "dim 0 has size 40.*block size 32"),
        (lambda: quantize(torch.tensor(1.0), "mxfp4"), ValueError, "a tensor with at least one dimension"),
        (
            lambda: quantize(torch.ones(4, 32), "mxfp5"),
            ValueError,
            "unknown block-scaled format 'mxfp5'; valid: mxfp8_e4m3",
        ),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", scale_rule="round"), ValueError, "unknown scale rule 'round'"),
        (
            lambda: quantize(torch.ones(4, 32), "mxfp4", rounding="STOCHASTIC", seed=2**64),
            ValueError,
            "seed= must be a non-negative integer below 2\\*\\*64",
        ),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", rounding="STOCHASTIC", seed=-1), ValueError, "below 2\\*\\*64"),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", rounding="STOCHASTIC"), ValueError, "STOCHASTIC needs seed="),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", seed=1), TypeError, "seed= only applies to rounding=STOCHASTIC"),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", rounding="nearest"), TypeError, "must be a RoundingMode"),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", offset=2**64), ValueError, "offset= must be a non-negative"),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", tensor_scale=1.0), TypeError, "tensor_scale= applies to nvfp4"),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", block=16), ValueError, "mxfp4 takes block=32, got 16"),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", axis=1 - 3), ValueError, "axis must be -1"),
        (lambda: quantize(torch.ones(8, 32), "nvfp4", block=(16, 16)), ValueError, "dim 0 has size 8.*block size 16"),
        (lambda: quantize(torch.ones(4, 32), "mxfp4", headroom=1), TypeError, "headroom= must be True or False"),
        (lambda: dequantize(torch.ones(3)), TypeError, "expects the BlockQuantized result"),
    ],
)
def test_bad_input_errors(call, error, match):
    with pytest.raises(error, match=match):
        call()


def test_docs_code_block_runs(capsys):
    """The python block of docs/mx.rst runs as written and prints what it says."""
    import pathlib
    import re

    text = (pathlib.Path(__file__).resolve().parents[2] / "docs" / "mx.rst").read_text()
    block = re.search(r".. code-block:: python\n\n((?:   .*\n|\n)+)", text).group(1)
    code = "\n".join(line[3:] for line in block.splitlines())
    exec(compile(code, "docs/mx.rst", "exec"), {})
    expected = [line.strip()[2:] for line in code.splitlines() if line.strip().startswith("# torch.Size")]
    assert capsys.readouterr().out.strip() == expected[0]


@pytest.mark.parametrize("fmt", ["mxfp4", "nvfp4"])
@pytest.mark.parametrize("offset", [2**64 - 5, 2**64 - 3, 2**64 - 21])
def test_sr_indices_wrapping_inside_an_unaligned_run_match_the_reference(fmt, offset):
    """Regression: a block's run of stream indices that crossed 2**64 mid-run drew block 2**61 instead of block 0
    for the wrapped elements (stream_bits_vector did not wrap the Philox block number)."""
    x = np.linspace(-5, 5, 64, dtype=np.float32)[None]
    q = quantize(torch.from_numpy(x), fmt, rounding="STOCHASTIC", seed=0, offset=offset)
    np.testing.assert_array_equal(
        R.unpack_fp4(q.codes.numpy()), R.quantize(x, fmt, mode="STOCHASTIC", offset=offset)[0]
    )
