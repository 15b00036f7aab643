"""Host models of the GEMM epilogue's stream-index arithmetic (flydsl.rounding.gemm.epilogue), bit-exact.

The kernel computes each element's stream index with 64-bit unsigned arithmetic; the helpers in
``epilogue`` take a ``widen`` callable and run unchanged on ``epilogue.U64`` (which wraps modulo
2**64 like the kernel), so these tests evaluate the very arithmetic the kernel emits.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding import gemm as G
from flydsl.rounding.gemm import epilogue as E
from flydsl.rounding.gemm import kernel as GK

MOD = 1 << 64
FAMILY_ARCH = {"gfx11": "gfx1100", "gfx12": "gfx1201"}


def _coords(family, cfg_index):
    # lead_only: 8x faster; test_gemm.py checks the full coordinates of every config against the ISA layout
    return GK.host_fragment_coords(FAMILY_ARCH[family], G.CONFIGS[family][cfg_index], lead_only=True)


_COORDS = {}


def coords_of(family, cfg_index):
    key = (family, cfg_index)
    if key not in _COORDS:
        _COORDS[key] = _coords(family, cfg_index)
    return _COORDS[key]


def model_indices(coords, config, rows, offset, m, n, *, aligned):
    """{(i, j): stream index} for the whole m x n C, as the kernel assigns them (tile by tile)."""
    plan = E.plan_epilogue(coords, 8)
    out = {}
    for bm in range(-(-m // config.tile_m)):
        for bn in range(-(-n // config.tile_n)):
            origin = np.array([bm * config.tile_m, bn * config.tile_n])
            drawn = {}
            for t in range(config.threads):
                row, col = (int(x) for x in coords[t, 0] + origin)
                base = E.stream_index(row, col, rows, offset, E.U64)
                odd = row & 1 if plan.paired else 0
                drawn[t] = [(E.atom_index(plan, a, base, rows, E.U64), odd) for a in range(len(plan.atoms))]
            for t in range(config.threads):
                for a, (index, odd) in enumerate(drawn[t]):
                    own = E.drawn_block(plan, index, odd, E.U64)
                    partner = E.drawn_block(plan, *drawn[t ^ 16][a], E.U64) if plan.paired else own
                    for v in range(8):
                        i, j = (int(x) for x in coords[t, a * 8 + v] + origin)
                        if aligned:
                            by_side = {odd: own, 1 - odd: partner}
                            got = E.element_index(plan, v, by_side.__getitem__, odd)
                        else:
                            got = E.general_chunk(plan, v, index)
                        out[i, j] = got
    return out


@pytest.mark.parametrize("family", ["gfx11", "gfx12"])
@pytest.mark.parametrize("cfg_index", range(len(G.CONFIGS["gfx12"])))
def test_index_is_j_times_rows_plus_i_mod_2_64(family, cfg_index):
    """Every element's index (aligned and general paths, partner draws on gfx11) is (j*rows + i + offset) mod 2**64,
    including offsets whose indices wrap past 2**64 (defect 2)."""
    config = G.CONFIGS[family][cfg_index]
    coords = coords_of(family, cfg_index)
    m = n = 128
    for rows, offset in [(128, 0), (128, MOD - 4096), (1 << 20, MOD - 8), (128, 8 * 1234567)]:
        for aligned in (True, False):
            got = model_indices(coords, config, rows, offset, m, n, aligned=aligned)
            for (i, j), index in got.items():
                assert index == (j * rows + i + offset) % MOD, (i, j, aligned)
    # the general path also for rows and offsets that are not multiples of 8
    for rows, offset in [(129, 3), (128, MOD - 4093), (1000, 12345), (129, MOD - 5), (100, MOD - 1)]:
        got = model_indices(coords, config, rows, offset, 64, 64, aligned=False)
        assert all(index == (j * rows + i + offset) % MOD for (i, j), index in got.items())


def test_identical_bits_across_configs_near_2_64():
    """Defect 2 as reported: offset = 2**64 - 4096, M = N = 128: every config assigns every element the same index."""
    for family in ("gfx11", "gfx12"):
        maps = [
            model_indices(coords_of(family, c), G.CONFIGS[family][c], 128, MOD - 4096, 128, 128, aligned=True)
            for c in range(len(G.CONFIGS[family]))
        ]
        assert all(mp == maps[0] for mp in maps[1:])


def _old_block_arithmetic(coords, config, rows, offset):
    """The pre-fix kernel: block of atom 0 plus a per-atom block delta, never reduced (unbounded ints)."""
    plan = E.plan_epilogue(coords, 8)
    out = {}
    for t in range(config.threads):
        row, col = (int(x) for x in coords[t, 0])
        base_block = (col * rows + row + offset) % MOD >> 3
        for a, (dr, dc) in enumerate(plan.atoms):
            block = base_block + dr // 8 + (rows >> 3) * dc
            for v in range(8):
                i, j = (int(x) for x in coords[t, a * 8 + v])
                out[i, j] = 8 * block + (int(i) % 8 if not plan.paired else 0)
    return out


def test_negative_control_unreduced_block_offsets_differ():
    """The index model sees the defect: without the mod 2**64 the 64x64 config disagrees with the 16x16 one
    for the elements whose index wraps (about 8% near 2**64 - 4096), so the tests above can fail."""
    family = "gfx12"
    big = _old_block_arithmetic(coords_of(family, 2), G.CONFIGS[family][2], 128, MOD - 4096)
    wrong = sum(index != (8 * (((j * 128 + i + MOD - 4096) % MOD) >> 3) + i % 8) for (i, j), index in big.items())
    assert 0 < wrong < len(big)


@settings(max_examples=200, deadline=None)
@given(
    row=st.integers(0, (1 << 31) - 1),
    col=st.integers(0, (1 << 31) - 1),
    rows=st.integers(1, (1 << 31) - 1),
    offset=st.integers(0, MOD - 1),
)
def test_stream_index_wraps_like_u64(row, col, rows, offset):
    assert E.stream_index(row, col, rows, offset, E.U64) == (col * rows + row + offset) % MOD


def test_block_aligned():
    assert E.block_aligned(128, MOD - 8) and not E.block_aligned(100, 0) and not E.block_aligned(128, 4)


def test_plan_rejects_unknown_layouts():
    coords = coords_of("gfx11", 0).copy()
    coords[:, :, 1] = np.arange(coords.shape[1])  # every value in its own column
    with pytest.raises(NotImplementedError, match="several columns"):
        E.plan_epilogue(coords, 8)


def test_plan_kinds():
    assert E.plan_epilogue(coords_of("gfx11", 0), 8).paired
    plan = E.plan_epilogue(coords_of("gfx12", 3), 8)
    assert not plan.paired and plan.rows == tuple(range(8)) and len(plan.atoms) == 16


def test_negative_control_general_blocks_without_wrap(monkeypatch):
    """Without the mod 2**61 on the blocks after the first, the general path's model disagrees with
    (j*rows + i + offset) mod 2**64 where a lane's run crosses 2**64 (the emulator found this case)."""
    monkeypatch.setattr(E, "_BLOCK_MASK", MOD - 1)
    with pytest.raises(AssertionError):
        test_index_is_j_times_rows_plus_i_mod_2_64("gfx12", 0)


# --- the random words themselves, run on the host engine (no cross-lane ops: general and gfx12 paths) -------

SEED = 0x0123_4567_89AB_CDEF
GFX12_ROWS, GFX11_ROWS = tuple(range(8)), tuple(range(0, 16, 2))


def _plan(rows):
    return E.EpiloguePlan(False, ((0, 0),), tuple((0, d // 2, d % 2) for d in rows), rows)


def _bits_body(plan, aligned):
    import flydsl.expr as fx

    def body(lo, hi):
        index = lo.to(fx.Uint64) | (hi.to(fx.Uint64) << fx.Uint64(32))
        words = E.atom_words(plan, SEED, index, None, 10, aligned)
        return tuple(r & fx.Uint32(0xFFFF) for r in E.rand_of_words(plan, words, aligned))

    return body


@pytest.mark.parametrize(("rows", "aligned"), [(GFX12_ROWS, False), (GFX11_ROWS, False), (GFX12_ROWS, True)])
def test_atom_bits_match_the_stream(rows, aligned):
    """Value v of an atom whose value 0 has stream index o gets bits(o + rows[v] mod 2**64), bit-exact against
    reference.stream_bits, for every o % 8 and across the 2**64 wrap (the general path's word selection)."""
    import flydsl.expr as fx

    from flydsl.rounding import reference
    from flydsl.rounding.runtime import host

    rng = np.random.default_rng(7)
    index = np.concatenate(
        [
            rng.integers(0, 1 << 63, 64, dtype=np.uint64) * np.uint64(2) + np.arange(64, dtype=np.uint64) % 2,
            np.uint64(MOD - 16) + np.arange(16, dtype=np.uint64),  # runs that cross 2**64
            np.arange(16, dtype=np.uint64),
        ]
    )
    if aligned:
        index &= np.uint64(~7 & (MOD - 1))
    lo = (index & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    hi = (index >> np.uint64(32)).astype(np.uint32)
    got = host.run(_bits_body(_plan(rows), aligned), lo, hi, in_types=[fx.Uint32, fx.Uint32])
    for v, r in enumerate(rows):
        want = reference.stream_bits(SEED, index + np.uint64(r))  # uint64 wraps like the kernel
        np.testing.assert_array_equal(got[v], want, err_msg=f"value {v} (row +{r})")


def test_negative_control_mapping_applied_twice(monkeypatch):
    """The bug the emulator found (the general path's per-value bits mapped a second time) fails the test above."""
    import flydsl.expr as fx

    words_of = E.general_halves

    def mapped_twice(seed, index, plan, rounds):
        words = words_of(seed, index, plan, rounds)
        return [words[r // 2] >> fx.Uint32(16) if r % 2 else words[r // 2] for r in plan.rows]

    monkeypatch.setattr(E, "general_halves", mapped_twice)
    with pytest.raises(AssertionError):
        test_atom_bits_match_the_stream(GFX12_ROWS, False)


# --- docs/examples/gemm_epilogue.py: a complete kernel using round_accumulator (issue 19 item 12) ---------------


@pytest.fixture(scope="module")
def example():
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).resolve().parents[2] / "docs" / "examples" / "gemm_epilogue.py"
    spec = importlib.util.spec_from_file_location("docs_gemm_epilogue", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("arch", "offset"), [("gfx1100", 0), ("gfx1201", 3)])
def test_docs_example_kernel_compiles(example, arch, offset):
    """The example compiles for both RDNA families (aligned and general epilogue); its K loop issues WMMAs
    and nothing spills. (Bit-exactness is checked on the amdemu emulator, outside CI: docs/gemm.rst.)"""
    import torch

    from flydsl.rounding import RoundingMode
    from flydsl.rounding.isa import compile_isa

    a, b = torch.zeros(32, 32, dtype=torch.bfloat16), torch.zeros(16, 32, dtype=torch.bfloat16)
    c = torch.zeros(32, 16, dtype=torch.bfloat16)
    run, args = example.prepare(a, b, c, rounding=RoundingMode.STOCHASTIC, seed=1, offset=offset)
    kernel = compile_isa(run, *args, arch=arch).kernel
    assert kernel.census["matrix"] > 0 and kernel.spills == 0
    paired = arch == "gfx1100" and offset == 0  # gfx11 aligned: lane pairs swap halves, two permlanes per draw
    assert kernel.mnemonics()["v_permlanex16_b32"] == (2 if paired else 0)


def test_docs_example_picks_the_variant_from_the_launch_values(example):
    """``aligned`` follows each launch's run-time offset, not M alone (the pattern the guide warns about)."""
    import torch

    from flydsl.rounding import RoundingMode

    a, b, c = (torch.zeros(s, dtype=torch.bfloat16) for s in ((32, 16), (16, 16), (32, 16)))
    sr = RoundingMode.STOCHASTIC
    assert example.prepare(a, b, c, rounding=sr, offset=8)[0] is example.make_kernel(sr, True)
    assert example.prepare(a, b, c, rounding=sr, offset=3)[0] is example.make_kernel(sr, False)
    assert example.prepare(a, b, c, rounding=sr, seed=2**64 - 1, offset=2**64 - 8)[1][3:] == (-1, -8)
    with pytest.raises(ValueError, match="multiples of 16"):
        example.prepare(a[:20], b, c[:20])


def test_aligned_promise_is_checked_when_the_values_are_known():
    """round_accumulator(aligned=True) with Python-int rows / offset that are not multiples of 8 is refused at
    trace time (before: silently wrong bits)."""
    import flydsl.expr as fx

    for rows, offset in ((100, 0), (96, 3)):
        with pytest.raises(ValueError, match=r"aligned=True needs rows % 8 == 0 and offset % 8 == 0.*block_aligned"):
            E.round_accumulator(
                None, 0, None, fx.BFloat16, "stochastic", tile_shape=(16, 16), rows=rows, offset=offset, aligned=True
            )
