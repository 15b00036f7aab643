"""Compile-only and host tests of flydsl.rounding.gemm (no GPU needed)."""

from __future__ import annotations

import re

import numpy as np
import pytest
import torch
from hypothesis import given
from hypothesis import strategies as st

import flydsl.rounding as fr
from flydsl.rounding import gemm as G
from flydsl.rounding import isa
from flydsl.rounding.gemm import kernel as GK
from flydsl.rounding.isa import compile_isa
from flydsl.rounding.modes import RoundingMode
from flydsl.rounding.torch.boundary import as_i64, check_u64

IN_DTYPES = (torch.bfloat16, torch.float16)
OUT_DTYPES = (torch.bfloat16, torch.float16, torch.float32)
PHILOX_CONSTANTS = ("0xd2511f53", "0xcd9e8d57")
FAMILY_ARCH = {"gfx11": "gfx1100", "gfx12": "gfx1201"}


def _compile(arch, in_dtype, out_dtype, config, mode, *, seed=0, shape=(64, 64, 64), **kw):
    m, n, k = shape
    a = torch.zeros(m, k, dtype=in_dtype)
    b = torch.zeros(n, k, dtype=in_dtype)
    c = torch.zeros(m, n, dtype=out_dtype)
    launcher = G.make_gemm_launcher(in_dtype, out_dtype, config, mode, **kw)
    return compile_isa(launcher, a, b, c, seed, 0, arch=arch)


def _main_loop(body: str) -> str:
    """The loop with the most WMMAs: the GEMM main loop."""
    return "\n".join(max(isa.loops(body), key=lambda loop: sum(ln.startswith("v_wmma_") for ln in loop)))


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


@pytest.mark.parametrize("family", ["gfx11", "gfx12"])
@pytest.mark.parametrize(
    "cfg_index",
    [0, 1, 2, pytest.param(3, marks=pytest.mark.slow)],  # 128x128: 16384 coordinates, ~15 s
)
def test_fragment_coords_match_isa_layout(family, cfg_index):
    config = G.CONFIGS[family][cfg_index]
    expected = _expected_coords(family, config)
    np.testing.assert_array_equal(GK.host_fragment_coords(FAMILY_ARCH[family], config), expected)
    # the translated (lead-only) evaluation the kernel's plan uses agrees
    np.testing.assert_array_equal(GK.host_fragment_coords(FAMILY_ARCH[family], config, lead_only=True), expected)


def test_config_selection():
    assert G.select_config("gfx1100", 4096, 4096, 64).name == "128x128x32_w2x2"
    assert G.select_config("gfx1201", 512, 512, 64).name == "64x64x32_w2x2"  # 64 workgroups at 64x64
    assert G.select_config("gfx1201", 100, 37, 72).name == "16x16x32_w1x1"
    assert G.select_config("gfx1201", 1, 1, 1).name == "16x16x32_w1x1"
    assert G.select_config("gfx1201", 1, 1, 8, "128x128x32_w2x2").name == "128x128x32_w2x2"
    # K = 33 allows only 16-bit loads: the 128x128 tile (128-bit loads only) is skipped, or rejected when named
    assert G.select_config("gfx1100", 4096, 4096, 33).name == "64x64x32_w2x2"
    with pytest.raises(ValueError, match=r"needs 8-element \(128-bit\) global loads.*allows 1"):
        G.select_config("gfx1100", 4096, 4096, 33, "128x128x32_w2x2")
    with pytest.raises(ValueError, match="needs 8-element"):
        G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, G.CONFIGS["gfx12"][-1], k_vector=4)
    with pytest.raises(ValueError, match="unknown tile config"):
        G.select_config("gfx1201", 64, 64, 64, "nope")


def test_k_vector():
    assert G.k_vector(64) == 8 and G.k_vector(36) == 4 and G.k_vector(34) == 2 and G.k_vector(33) == 1
    assert G.k_vector(64, 0, 4) == 4  # an operand whose storage starts 4 elements in


def test_shard_offset():
    assert G.shard_offset(8, 16, 3, 100) == 8 + 3 * 100 + 16
    assert G.shard_offset((1 << 64) - 8, 8, 0, 64) == 0  # wraps modulo 2**64


def test_lds_bytes():
    assert G.CONFIGS["gfx12"][-1].lds_bytes == 2 * 2 * 256 * (32 + G.LDS_PAD) == 40960


# --- compile-only builds ------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
@pytest.mark.parametrize("in_dtype", IN_DTYPES)
@pytest.mark.parametrize("out_dtype", OUT_DTYPES)
@pytest.mark.parametrize("mode", [RoundingMode.RN, RoundingMode.STOCHASTIC])
def test_compile_sweep(arch, in_dtype, out_dtype, mode):
    config = G.CONFIGS[G.arch_family(arch)][0]
    if out_dtype is torch.float32 and mode is RoundingMode.STOCHASTIC:
        with pytest.raises(ValueError, match="nothing to round"):
            G.make_gemm_launcher(in_dtype, out_dtype, config, mode)
        return
    build = _compile(arch, in_dtype, out_dtype, config, mode, shape=(32, 32, 64))
    kernel = build.kernel
    assert kernel.scratch_bytes == 0 and kernel.spills == 0
    wmma = {k: v for k, v in kernel.mnemonics().items() if k.startswith("v_wmma_")}
    tag = "bf16" if in_dtype is torch.bfloat16 else "f16"
    assert set(wmma) == {f"v_wmma_f32_16x16x16_{tag}"}, wmma
    has_philox = any(c in build.isa.lower() for c in PHILOX_CONSTANTS)
    assert has_philox == (mode is RoundingMode.STOCHASTIC)


@pytest.mark.parametrize("arch", ["gfx1101", "gfx1102", "gfx1151", "gfx1200"])
def test_other_archs_compile(arch):
    config = G.CONFIGS[G.arch_family(arch)][0]
    kernel = _compile(arch, torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC).kernel
    assert kernel.spills == 0 and any(k.startswith("v_wmma_") for k in kernel.mnemonics())


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
@pytest.mark.parametrize("cfg_index", range(len(G.CONFIGS["gfx12"])))
def test_configs_compile_lds_pipeline(arch, cfg_index):
    """Every config: no spills, LDS of two stages, and a main loop that stages through LDS (buffer loads in,
    ds_store / ds_load, one barrier per K tile) with a whole number of K tiles of WMMAs."""
    config = G.CONFIGS[G.arch_family(arch)][cfg_index]
    for mode in (RoundingMode.RN, RoundingMode.STOCHASTIC):
        kernel = _compile(arch, torch.bfloat16, torch.bfloat16, config, mode, shape=(256, 256, 256)).kernel
        assert kernel.scratch_bytes == 0 and kernel.spills == 0
        assert kernel.lds_bytes == config.lds_bytes
        loop = _main_loop(kernel.body)
        wmma = loop.count("v_wmma_")
        tiles = wmma // config.wmma_per_k_step
        # two K tiles per iteration (static LDS stages); LLVM may unroll small bodies further
        assert wmma and wmma % (2 * config.wmma_per_k_step) == 0, wmma
        if config.threads > 32:  # one wave needs no barrier (LLVM drops it)
            assert loop.count("s_barrier") >= tiles  # s_barrier (gfx11) or s_barrier_signal/_wait (gfx12)
        assert "buffer_load_b128" in loop and "ds_store_b128" in loop and "ds_load_b128" in loop
        assert "global_load" not in loop and "scratch_" not in loop


def test_narrow_k_vector_compiles():
    """K = 33 needs 16-bit loads: the launcher for k_vector=1 builds and uses buffer_load_u16."""
    config = G.CONFIGS["gfx12"][0]
    kernel = _compile(
        "gfx1201", torch.bfloat16, torch.bfloat16, config, RoundingMode.RN, shape=(16, 16, 33), k_vector=1
    )
    assert kernel.kernel.spills == 0
    assert "buffer_load_u16" in kernel.kernel.body or "buffer_load_d16" in kernel.kernel.body


def _baked_key_schedule(seed: int) -> set:
    """The literals a kernel would hold if ``seed`` were baked in: its Philox round keys (Random123's schedule)."""
    lo, hi = seed & 0xFFFFFFFF, seed >> 32
    return {f"0x{(lo + r * 0x9E3779B9) & 0xFFFFFFFF:x}" for r in range(10)} | {
        f"0x{(hi + r * 0xBB67AE85) & 0xFFFFFFFF:x}" for r in range(10)
    }


def test_seed_is_a_runtime_argument():
    """The seed is read from the kernel arguments: the round keys are computed at run time (the Weyl
    constant is added in the ISA) and no round key of either seed is baked in. The seeds have two
    non-trivial words, so a baked key cannot coincide with the Weyl multiples the run-time schedule adds."""
    config = G.CONFIGS["gfx12"][0]
    for seed in (0x9ABC_DEF0_1357_2468, 0x0F1E_2D3C_4B5A_6978):
        body = _compile("gfx1201", torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC, seed=seed).isa
        body = body.lower()
        assert "0x9e3779b9" in body  # key + W0, computed per launch
        assert not _baked_key_schedule(seed) & set(re.findall(r"0x[0-9a-f]+", body))


@pytest.mark.parametrize("mode", [RoundingMode.RN, RoundingMode.STOCHASTIC])
def test_a_variant_compiles_once_per_process(mode):
    """Repeated calls of one launcher trace the same IR, so FlyDSL keeps one artifact (the SR epilogue plan is
    computed outside the kernel trace; before, its dead ops made the first trace differ and the second call
    compiled again). Different seeds and offsets are kernel arguments: still one artifact."""
    config = G.CONFIGS["gfx12"][1]
    launcher = G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, config, mode)
    a, b = torch.zeros(64, 64, dtype=torch.bfloat16), torch.zeros(64, 64, dtype=torch.bfloat16)
    c = torch.zeros(64, 64, dtype=torch.bfloat16)
    with isa.compile_only("gfx1201"):
        for seed in (1, 2, 3):
            launcher(a, b, c, seed, 8 * seed)
    assert len(launcher.jit._mem_cache) == 1


def _philox_multiplies(build) -> int:
    """32x32->64 multiplies by a Philox round constant (``PHILOX_CONSTANTS``) in a kernel's ISA: 19 per draw
    of 10 rounds (20, less the one that counter word 2 = 0 folds away in round 1). Index arithmetic multiplies
    by other values and is not counted, so instruction scheduling cannot change the count."""
    ops = ("v_mul_hi_u32", "v_mad_u64_u32", "v_mad_co_u64_u32")
    return sum(
        1
        for line in build.kernel.body.lower().splitlines()
        if line.split(" ")[0].strip() in ops and any(c in line for c in PHILOX_CONSTANTS)
    )


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
def test_one_philox_draw_per_8_outputs(arch):
    """Aligned epilogue: one Philox draw per 8 outputs on both families (a draw is 10 rounds of two 32x32->64
    multiplies, one folded away in round 1 because counter word 2 is 0: 19 multiplies). gfx11 lanes l and
    l^16 split two blocks and swap halves with two v_permlanex16_b32 per draw. The general (unaligned) path
    draws 2 (gfx12) or 3 (gfx11) blocks per 8 outputs."""
    config = G.CONFIGS[G.arch_family(arch)][0]
    rn = _compile(arch, torch.bfloat16, torch.bfloat16, config, RoundingMode.RN)
    sr = _compile(arch, torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC)
    assert _philox_multiplies(rn) == 0
    assert _philox_multiplies(sr) == 19
    assert sr.kernel.mnemonics()["v_permlanex16_b32"] == (2 if arch.startswith("gfx11") else 0)
    general = _compile(arch, torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC, aligned=False)
    assert _philox_multiplies(general) == 19 * (3 if arch.startswith("gfx11") else 2)


def test_rounds_reach_the_gemm():
    """Defect 3: rounds= (default: the package default) is part of the variant; 7 rounds draw with 13 multiplies."""
    config = G.CONFIGS["gfx12"][0]
    saved = fr.get_default_rounds()
    try:
        fr.set_default_rounds(7)
        launcher = G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC)
        assert launcher.rounds == 7
    finally:
        fr.set_default_rounds(saved)
    assert G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, config, "stochastic").rounds == saved
    sr7 = _compile("gfx1201", torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC, rounds=7)
    assert _philox_multiplies(sr7) == 13
    with pytest.raises(ValueError, match=r"rounds must be at least 1 \(Random123's Philox has 1 to 16 rounds\)"):
        G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, config, "stochastic", rounds=0)


# --- argument checks ----------------------------------------------------------------------------------


def test_rejects_unsupported_arch():
    with pytest.raises(ValueError, match="gfx942"):
        G.arch_family("gfx942")
    a = torch.zeros(32, 32, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="MFMA, not WMMA"):
        G.gemm(a, a, arch="gfx942")


def test_no_gpu_and_no_arch(monkeypatch):
    """Defect 5: with no GPU and no arch=, say so (not FlyDSL's 'gfx942' guess) and name the way out."""
    for name in ("ARCH", "FLYDSL_GPU_ARCH", "HSA_OVERRIDE_GFX_VERSION"):
        monkeypatch.delenv(name, raising=False)
    a = torch.zeros(32, 32, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match=r"no AMD GPU was detected; pass arch= \(or set FLYDSL_GPU_ARCH\)") as err:
        G.gemm(a, a)
    assert "gfx942" not in str(err.value)
    monkeypatch.setenv("FLYDSL_GPU_ARCH", "gfx942")  # a selected target that has no WMMA: named as such
    with pytest.raises(ValueError, match="got arch 'gfx942'.*MFMA, not WMMA"):
        G.gemm(a, a)


@pytest.mark.parametrize(("m", "n", "k"), [(0, 32, 32), (32, 0, 32), (32, 32, 0)])
def test_rejects_empty_shapes(m, n, k):
    a, b = torch.zeros(m, k, dtype=torch.bfloat16), torch.zeros(n, k, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="M, N and K must be >= 1"):
        G.gemm(a, b, arch="gfx1201")


def test_launcher_checks_shapes():
    """Defect 4: the launcher itself checks what gemm() checks (the launch path both share), with the same
    message, before anything is traced or launched."""
    config = G.CONFIGS["gfx12"][0]
    launcher = G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, config, "stochastic")
    a, b = torch.zeros(100, 64, dtype=torch.bfloat16), torch.zeros(32, 64, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match=r"c must be an \(100, 32\) tensor \(any strides\)"):
        launcher(a, b, torch.zeros(96, 32, dtype=torch.bfloat16))
    with pytest.raises(ValueError, match="aligned=True, which needs rows % 8 == 0"):
        launcher(a, b, torch.zeros(100, 32, dtype=torch.bfloat16))  # M = 100 keys the stream with rows = 100
    with pytest.raises(ValueError, match="M, N and K must be >= 1"):
        launcher(a[:0], b, torch.zeros(0, 32, dtype=torch.bfloat16))
    a33, b33 = torch.zeros(96, 33, dtype=torch.bfloat16), torch.zeros(32, 33, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="loads 8 elements at a time.*here 1"):
        launcher(a33, b33, torch.zeros(96, 32, dtype=torch.bfloat16))
    with pytest.raises(ValueError, match=r"b must be \(N, K\)"):
        launcher(a, a33, torch.zeros(100, 96, dtype=torch.bfloat16))


def test_rejects_bad_dtypes_modes_and_keys():
    a = torch.zeros(32, 32, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="input dtype"):
        G.gemm(a.float(), a.float(), arch="gfx1100")
    with pytest.raises(ValueError, match="same dtype"):
        G.gemm(a, a.half(), arch="gfx1100")
    with pytest.raises(ValueError, match="nothing to round"):
        G.gemm(a, a, torch.zeros(32, 32), rounding=RoundingMode.STOCHASTIC, arch="gfx1100")
    with pytest.raises(ValueError, match="nothing to round"):
        G.make_gemm_launcher(torch.bfloat16, torch.float32, G.CONFIGS["gfx12"][0], RoundingMode.STOCHASTIC)
    with pytest.raises(ValueError, match="2\\*\\*64"):
        G.gemm(a, a, rounding="stochastic", seed=1 << 64, arch="gfx1100")
    with pytest.raises(ValueError, match="2\\*\\*64"):
        G.gemm(a, a, rounding="stochastic", offset=-8, arch="gfx1100")
    with pytest.raises(ValueError, match=r"b must be \(N, K\)"):
        G.gemm(a, torch.zeros(32, 16, dtype=torch.bfloat16), arch="gfx1100")
    with pytest.raises(ValueError, match="k_vector must be 8, 4, 2 or 1"):
        G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, G.CONFIGS["gfx12"][0], k_vector=3)


def test_rejects_bad_shard_coordinates():
    a = torch.zeros(32, 32, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match=r"rows row0..row0\+M-1 = 40..71 exceed the global row count rows=64"):
        G.gemm(a, a, rounding="stochastic", row0=40, rows=64, arch="gfx1201")
    with pytest.raises(ValueError, match="col0 must be at least 0, got -1"):
        G.gemm(a, a, rounding="stochastic", col0=-1, arch="gfx1201")


def test_seed_offset_int64_patterns():
    assert as_i64(check_u64(0, "seed")) == 0
    assert as_i64(check_u64((1 << 64) - 1, "seed")) == -1
    assert as_i64(check_u64(1 << 63, "seed")) == -(1 << 63)


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201"])
@pytest.mark.parametrize("tile", [2, 3], ids=["64x64", "128x128"])
def test_multi_atom_epilogue_draws_in_one_loop(arch, tile):
    """64x64 (4 atoms per thread) and 128x128 (16): the SR epilogue's draws run in one loop through LDS, so
    the Philox code appears once (19 multiplies, not 4 or 16 x 19), the loop has no WMMA, and nothing spills
    (for 128x128 only because the accumulators are pinned before the loop: without it LLVM sinks the last
    K tile's WMMAs below the loop and spills)."""
    family = G.arch_family(arch)
    config = G.CONFIGS[family][tile]
    build = _compile(arch, torch.bfloat16, torch.bfloat16, config, RoundingMode.STOCHASTIC)
    sr = build.kernel
    assert sr.spills == 0 and sr.scratch_bytes == 0
    assert _philox_multiplies(build) == 19
    draw_loops = ["\n".join(loop) for loop in isa.loops(sr.body)]
    draw_loops = [loop for loop in draw_loops if "v_wmma" not in loop and "0xd2511f53" in loop.lower()]
    assert len(draw_loops) == 1 and "ds_store" in draw_loops[0]


@given(grid_m=st.integers(1, 40), grid_n=st.integers(1, 40), group=st.integers(1, 9))
def test_tile_of_is_a_bijection_onto_the_grid(grid_m, grid_n, group):
    """Every tile is computed by exactly one workgroup, for any grid (short last groups included)."""
    tiles = [G.tile_of(pid, grid_m, grid_n, group) for pid in range(grid_m * grid_n)]
    assert sorted(tiles) == [(i, j) for i in range(grid_m) for j in range(grid_n)]


def test_tile_of_walks_a_group_of_rows_before_stepping_in_n():
    """Grouped order: the first group_m workgroups share tile column 0 (one B tile), the next group_m column 1;
    row-major order would give one A tile row and group_m B tiles instead. A mapping that ignores the group
    (row-major) fails this check: the negative control."""
    grid_m, grid_n = 20, 16
    first = [G.tile_of(pid, grid_m, grid_n) for pid in range(2 * G.GROUP_M)]
    assert first == [(i, 0) for i in range(G.GROUP_M)] + [(i, 1) for i in range(G.GROUP_M)]
    row_major = [divmod(pid, grid_n) for pid in range(2 * G.GROUP_M)]
    assert row_major != first
    assert G.tile_of(grid_m * grid_n - 1, grid_m, grid_n) == (grid_m - 1, grid_n - 1)  # short last group (4 rows)


def test_c_may_be_strided_but_not_overlapping():
    """c: any strides (a column slice, a transpose: bit-exact on the emulator, see docs/gemm.rst), as the message
    and the docs now say; a C that overlaps itself (stride 0) is refused instead of racing."""
    config = G.CONFIGS["gfx12"][0]
    launcher = G.make_gemm_launcher(torch.bfloat16, torch.bfloat16, config, "stochastic")
    a, b = torch.zeros(64, 32, dtype=torch.bfloat16), torch.zeros(48, 32, dtype=torch.bfloat16)
    for c in (torch.zeros(64, 100, dtype=torch.bfloat16)[:, 3:51], torch.zeros(48, 64, dtype=torch.bfloat16).T):
        assert launcher.check(a, b, c, 0, None) == 64
    with pytest.raises(ValueError, match=r"c must not overlap itself \(strides \(0, 1\)\)"):
        launcher.check(a, b, torch.zeros(1, 48, dtype=torch.bfloat16).expand(64, 48), 0, None)
    with pytest.raises(ValueError, match=r"c must be an \(64, 48\) tensor \(any strides\), got shape \(48, 64\)"):
        launcher.check(a, b, torch.zeros(48, 64, dtype=torch.bfloat16), 0, None)
