"""Compile-only and host tests of flydsl.rounding.gemm (no GPU needed)."""

from __future__ import annotations

import re

import numpy as np
import pytest
import torch

from flydsl.rounding import gemm as G
from flydsl.rounding.isa import compile_isa
from flydsl.rounding.modes import RoundingMode

IN_DTYPES = (torch.bfloat16, torch.float16)
OUT_DTYPES = (torch.bfloat16, torch.float16, torch.float32)
PHILOX_CONSTANTS = ("0xd2511f53", "0xcd9e8d57")


def _compile(arch, in_dtype, out_dtype, config, mode, *, seed=0, shape=(64, 64, 64)):
    m, n, k = shape
    a = torch.zeros(m, k, dtype=in_dtype)
    b = torch.zeros(n, k, dtype=in_dtype)
    c = torch.zeros(m, n, dtype=out_dtype)
    launcher = G.make_gemm_launcher(in_dtype, out_dtype, config, mode)
    return compile_isa(launcher, a, b, c, seed, 0, arch=arch)


def _loop_wmma_counts(body: str) -> list[int]:
    """WMMA count of each loop (a label followed later by a branch back to it)."""
    lines = [ln.split(";", 1)[0].strip() for ln in body.splitlines()]
    counts = []
    for start, text in enumerate(lines):
        if not text.endswith(":"):
            continue
        label = text[:-1]
        for end in range(start + 1, len(lines)):
            if re.match(rf"s_cbranch_\w+\s+{re.escape(label)}$", lines[end]):
                counts.append(sum(ln.startswith("v_wmma_") for ln in lines[start:end]))
                break
    return counts


def _expected_coords(family: str, config: G.TileConfig) -> np.ndarray:
    """Independent statement of the WMMA C layout (ISA docs), tiled over waves and atom repeats.

    16x16 f32 C, wave32: lane l holds column l % 16. gfx11: value v is row 2*v + l // 16.
    gfx12: value v is row 8 * (l // 16) + v. Wave w sits at (w % waves_m, w // waves_m) of the
    (waves_m*16, waves_n*16) wave grid; atom repeats (am, an) step by that grid.
    """
    rep_m = config.tile_m // (16 * config.waves_m)
    rep_n = config.tile_n // (16 * config.waves_n)
    out = np.zeros((config.threads, 8 * rep_m * rep_n, 2), dtype=np.int64)
    for t in range(config.threads):
        w, lane = divmod(t, 32)
        wm, wn = w % config.waves_m, w // config.waves_m
        e = 0
        for an in range(rep_n):
            for am in range(rep_m):
                for v in range(8):
                    row = 2 * v + lane // 16 if family == "gfx11" else 8 * (lane // 16) + v
                    col = an * 16 * config.waves_n + wn * 16 + lane % 16
                    out[t, e] = (am * 16 * config.waves_m + wm * 16 + row, col)
                    e += 1
    return out


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
@pytest.mark.parametrize("cfg_index", [0, 1, 2])
def test_fragment_coords_match_isa_layout(arch, cfg_index):
    config = G.CONFIGS[G.arch_family(arch)][cfg_index]
    got = G._host_fragment_coords(arch, config)
    np.testing.assert_array_equal(got, _expected_coords(G.arch_family(arch), config))


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
@pytest.mark.parametrize("cfg_index", [0, 2])
def test_stream_index_is_j_times_m_plus_i(arch, cfg_index):
    """Every element's Philox block/word/half, as the kernel computes it (including the block a gfx11
    lane gets from its partner ``l ^ 16``), is stream index j*M + i + offset."""
    family = G.arch_family(arch)
    config = G.CONFIGS[family][cfg_index]
    coords = G._host_fragment_coords(arch, config)
    plan = G._plan_epilogue(coords, 8)
    assert plan.paired == (family == "gfx11")
    cases = [(64, 0, 0, 0), (1 << 20, 7, 3, 8 * 1234567), (3 << 30, (3 << 30) // config.tile_m - 1, 5, (1 << 40) + 8)]
    for m_rows, bm, bn, offset in cases:
        origin = np.array([bm * config.tile_m, bn * config.tile_n])
        # the block each thread draws for each atom, with the kernel's arithmetic on ints
        drawn = [
            [
                G._own_block(*(int(x) for x in coords[t, 0] + origin), m_rows, offset, plan.paired, int)
                + (G._atom_block_delta(plan, a, m_rows, int) or 0)
                for a in range(len(plan.atoms))
            ]
            for t in range(config.threads)
        ]
        for t in range(config.threads):
            parity = int(coords[t, 0, 0]) & 1 if plan.paired else 0
            for a in range(len(plan.atoms)):
                by_side = {parity: drawn[t][a], 1 - parity: drawn[t ^ 16][a]}  # own draw, partner's draw
                for v in range(8):
                    i, j = (int(x) for x in coords[t, a * 8 + v] + origin)
                    assert G._element_index(plan, v, by_side.__getitem__, parity) == j * m_rows + i + offset


def test_stream_index_exceeds_32_bits():
    """M*N >= 2**32: the 64-bit index arithmetic does not wrap."""
    m_rows, i, j = 1 << 17, (1 << 17) - 16, (1 << 17) - 1
    assert G._own_block(i, j, m_rows, 8, False, int) == (j * m_rows + i + 8) >> 3 > (1 << 32) // 8
    assert G._own_block(i + 1, j, m_rows, 8, True, int) == (j * m_rows + i + 8) // 8 + 1


@pytest.mark.parametrize("arch", G.ARCHS)
@pytest.mark.parametrize("in_dtype", IN_DTYPES)
@pytest.mark.parametrize("out_dtype", OUT_DTYPES)
@pytest.mark.parametrize("mode", [RoundingMode.RN, RoundingMode.STOCHASTIC])
def test_compile_sweep(arch, in_dtype, out_dtype, mode):
    if out_dtype is torch.float32 and mode is RoundingMode.STOCHASTIC:
        with pytest.raises(ValueError, match="nothing to round"):
            G.make_gemm_launcher(in_dtype, out_dtype, G.CONFIGS[G.arch_family(arch)][0], mode)
        return
    config = G.CONFIGS[G.arch_family(arch)][0]
    build = _compile(arch, in_dtype, out_dtype, config, mode, shape=(32, 32, 64))
    kernel = build.kernel
    assert kernel.scratch_bytes == 0 and kernel.spills == 0
    wmma = {k: v for k, v in kernel.mnemonics().items() if k.startswith("v_wmma_")}
    tag = "bf16" if in_dtype is torch.bfloat16 else "f16"
    assert set(wmma) == {f"v_wmma_f32_16x16x16_{tag}"}, wmma
    loops = [c for c in _loop_wmma_counts(kernel.body) if c]
    assert loops and all(c % config.wmma_per_k_step == 0 for c in loops), loops
    assert sum(wmma.values()) % config.wmma_per_k_step == 0
    has_philox = any(c in build.isa.lower() for c in PHILOX_CONSTANTS)
    assert has_philox == (mode is RoundingMode.STOCHASTIC)


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
@pytest.mark.parametrize("cfg_index", [1, 2])
def test_configs_compile_clean(arch, cfg_index):
    config = G.CONFIGS[G.arch_family(arch)][cfg_index]
    for mode in (RoundingMode.RN, RoundingMode.STOCHASTIC):
        kernel = _compile(arch, torch.bfloat16, torch.bfloat16, config, mode).kernel
        assert kernel.scratch_bytes == 0 and kernel.spills == 0
        loops = [c for c in _loop_wmma_counts(kernel.body) if c]
        assert loops and all(c % config.wmma_per_k_step == 0 for c in loops), loops


def test_seed_is_a_runtime_argument():
    """Two seeds give byte-identical ISA: the seed is read from the kernel arguments, not baked in."""
    config = G.CONFIGS["gfx12"][0]
    isa = [
        _compile("gfx1201", torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC, seed=s).isa
        for s in (1, 0x1234_5678_9ABC)
    ]
    assert isa[0] == isa[1]
    assert "0x9abc" not in isa[0].lower() and "0x12345678" not in isa[0].lower()


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
def test_one_philox_draw_per_8_outputs(arch):
    """One Philox draw per 8 outputs on both families (a draw is 10 rounds of two 32x32->64
    multiplies, one folded away in round 1 because counter word 2 is 0: 19 multiplies). gfx11
    lanes l and l^16 split two blocks and swap halves with two v_permlanex16_b32 per draw."""
    config = G.CONFIGS[G.arch_family(arch)][0]
    sr = _compile(arch, torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC).kernel.mnemonics()
    rn = _compile(arch, torch.bfloat16, torch.bfloat16, config, RoundingMode.RN).kernel.mnemonics()
    ops = ("v_mul_hi_u32", "v_mad_u64_u32", "v_mad_co_u64_u32")
    mul_hi = sum(sr[op] - rn[op] for op in ops)
    assert mul_hi in (19, 20), mul_hi  # + at most one for the 64-bit index (col * M + ...)
    assert sr["v_permlanex16_b32"] == (2 if arch.startswith("gfx11") else 0)


def test_plan_rejects_unknown_layouts():
    coords = G._host_fragment_coords("gfx1100", G.CONFIGS["gfx11"][0]).copy()
    coords[:, :, 1] = np.arange(coords.shape[1])  # every value in its own column
    with pytest.raises(NotImplementedError):
        G._plan_epilogue(coords, 8)


def test_rejects_unsupported_arch():
    with pytest.raises(ValueError, match="gfx942"):
        G.arch_family("gfx942")
    a = torch.zeros(32, 32, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="MFMA, not WMMA"):
        G.gemm(a, a, arch="gfx942")


@pytest.mark.parametrize(
    ("m", "n", "k", "match"),
    [(48, 32, 32, "M must be a positive multiple of 16"), (32, 32, 48, "K of 32"), (8, 16, 32, "multiple of 16")],
)
def test_rejects_bad_shapes(m, n, k, match):
    a, b = torch.zeros(m, k, dtype=torch.bfloat16), torch.zeros(n, k, dtype=torch.bfloat16)
    if m == 48:  # 48 is a multiple of 16, so only an explicit larger config rejects it
        with pytest.raises(ValueError, match="multiple of 32"):
            G.gemm(a, b, arch="gfx1100", config="32x32x32_w2x2")
        return
    with pytest.raises(ValueError, match=match):
        G.gemm(a, b, arch="gfx1201")


def test_config_selection():
    assert G.select_config("gfx1100", 128, 64, 64).name == "64x64x32_w2x2"
    assert G.select_config("gfx1201", 96, 32, 32).name == "32x32x32_w2x2"
    assert G.select_config("gfx1201", 16, 48, 32).name == "16x16x32_w1x1"
    with pytest.raises(ValueError, match="unknown tile config"):
        G.select_config("gfx1201", 64, 64, 64, "nope")


def test_rejects_bad_dtypes_and_modes():
    a = torch.zeros(32, 32, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="input dtype"):
        G.gemm(a.float(), a.float(), arch="gfx1100")
    with pytest.raises(ValueError, match="same dtype"):
        G.gemm(a, a.half(), arch="gfx1100")
    with pytest.raises(ValueError, match="nothing to round"):
        G.gemm(a, a, torch.zeros(32, 32), rounding=RoundingMode.STOCHASTIC, arch="gfx1100")
    with pytest.raises(ValueError, match="nothing to round"):
        G.make_gemm_launcher(torch.bfloat16, torch.float32, G.CONFIGS["gfx12"][0], RoundingMode.STOCHASTIC)
    with pytest.raises(ValueError, match="multiple of 8"):
        G.gemm(a, a, rounding="stochastic", offset=12, arch="gfx1100")
    with pytest.raises(ValueError, match="2\\*\\*64"):
        G.gemm(a, a, rounding="stochastic", seed=1 << 64, arch="gfx1100")
    with pytest.raises(ValueError, match=r"b must be \(N, K\)"):
        G.gemm(a, torch.zeros(32, 16, dtype=torch.bfloat16), arch="gfx1100")


def test_seed_offset_int64_patterns():
    assert G._as_i64(0, "seed") == 0
    assert G._as_i64((1 << 64) - 1, "seed") == -1
    assert G._as_i64(1 << 63, "seed") == -(1 << 63)
