"""Compile-only builds: real AMD ISA for every arch, census and resources, MLIR stages."""

from __future__ import annotations

from collections import Counter

import flydsl.compiler as flyc
import flydsl.expr as fx
import pytest
import torch

from flydsl.rounding import RoundingMode, isa, philox_4x32
from flydsl.rounding.formats import SHORT_NAMES
from flydsl.rounding.target import HALF_ADD_ARCHS, REPRESENTATIVE_ARCHS
from flydsl.rounding.toolchain import find_llvm_tool

SR = RoundingMode.STOCHASTIC
ARCHS = isa.SUPPORTED_ARCHS
WIDE_MULS = ("v_mad_u64_u32", "v_mad_co_u64_u32", "v_mul_hi_u32", "s_mul_hi_u32")


@flyc.kernel(known_block_size=[64, 1, 1])
def _philox_kernel(Out: fx.Tensor, seed: fx.Uint32):
    tid = fx.thread_idx.x
    gid = fx.block_idx.x * 64 + tid
    words = philox_4x32((fx.Uint32(gid), 0, 0, 0), seed)
    for i in fx.range_constexpr(4):
        Out[gid * 4 + i] = words[i]


@flyc.jit
def _philox_launch(Out: fx.Tensor, seed: fx.Uint32, stream: fx.Stream = fx.Stream(None)):
    _philox_kernel(Out, seed).launch(grid=(2, 1, 1), block=(64, 1, 1), stream=stream)


def _philox_args():
    return (torch.zeros(2 * 64 * 4, dtype=torch.int32), 7)


@pytest.mark.slow  # a compile per arch
@pytest.mark.parametrize("arch", ARCHS)
def test_philox_kernel_every_arch(arch):
    build = isa.compile_isa(_philox_launch, *_philox_args(), arch=arch)
    k = build.kernel
    assert f"amdgcn-amd-amdhsa--{arch}" in build.isa or arch in build.isa
    assert k.scratch_bytes == 0 and k.spills == 0
    assert k.wave_size == (64 if arch.startswith("gfx9") else 32)
    # 10 rounds, two 32x32->64 multiplies each (the first round's second one is a multiply by zero)
    mnemonics = k.mnemonics()
    wide_muls = sum(v for m, v in mnemonics.items() if m.startswith(WIDE_MULS))
    assert 10 <= wide_muls <= 40, mnemonics
    assert "0xd2511f53" in k.body.lower() and "0xcd9e8d57" in k.body.lower()
    assert k.census["valu"] >= 30 and k.census["vmem"] >= 1 and k.census["matrix"] == 0
    assert 0 < k.vgprs <= 64


def test_census_classifies():
    body = """
        s_load_b64 s[0:1], s[4:5], 0x0
        v_add_nc_u32_e32 v1, v2, v3
        v_wmma_f32_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
        v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
        global_load_b128 v[0:3], v[4:5], off
        buffer_store_dword v1, v2, s[0:3], 0 offen
        ds_read_b128 v[0:3], v4
        s_add_i32 s0, s1, s2
        s_waitcnt vmcnt(0)
        s_cbranch_scc1 .LBB0_2
        .LBB0_2:
        ; comment
        s_endpgm
    """
    c = isa.census(body)
    assert c == Counter(smem=1, valu=1, matrix=2, vmem=2, lds=1, salu=1, control=3, memory=4, total=11), c


def test_stages_on_request():
    build = isa.compile_isa(_philox_launch, *_philox_args(), arch="gfx1100", stages=True)
    assert len(build.stages) > 10
    assert "arith.muli" in build.stage("convert_fly_to_rocdl") or "llvm.mul" in build.stage("convert_fly_to_rocdl")
    with pytest.raises(KeyError, match="no stage matching 'nonexistent'"):
        build.stage("nonexistent")


def test_recompiles_every_call():
    a = isa.compile_isa(_philox_launch, *_philox_args(), arch="gfx1100")
    b = isa.compile_isa(_philox_launch, *_philox_args(), arch="gfx1100")
    assert a.isa == b.isa and b.compile_seconds > 0


def test_bad_arch_is_rejected():
    with pytest.raises(ValueError, match="arch must look like 'gfx1100' or 'gfx942', got 'sm_90'"):
        isa.compile_isa(_philox_launch, *_philox_args(), arch="sm_90")


# -- the SR conversion in a kernel ---------------------------------------------------------------


def _sr_convert(v, seed, off):
    return v.to(fx.BFloat16, rounding=SR, seed=seed, offset=off)


@flyc.kernel(known_block_size=[64, 1, 1])
def _sr_kernel(X: fx.Tensor, Out: fx.Tensor, seed: fx.Uint32):
    base = (fx.block_idx.x * 64 + fx.thread_idx.x) * 8
    v = fx.Vector.from_elements([X[base + i] for i in fx.range_constexpr(8)], fx.Float32)
    y = _sr_convert(v, seed, fx.Uint64(fx.Uint32(base)))
    for i in fx.range_constexpr(8):
        Out[base + i] = y[i]


@flyc.jit
def _sr_launch(X: fx.Tensor, Out: fx.Tensor, seed: fx.Uint32, stream: fx.Stream = fx.Stream(None)):
    _sr_kernel(X, Out, seed).launch(grid=(2, 1, 1), block=(64, 1, 1), stream=stream)


@pytest.mark.parametrize("arch", REPRESENTATIVE_ARCHS)
def test_sr_conversion_kernel(arch, record_property):
    args = (torch.zeros(2 * 64 * 8), torch.zeros(2 * 64 * 8, dtype=torch.bfloat16), 3)
    build = isa.compile_isa(_sr_launch, *args, arch=arch)
    k = build.kernel
    record_property("census", dict(k.census))
    assert k.scratch_bytes == 0 and k.spills == 0
    assert "0xd2511f53" in k.body.lower()  # the Philox draw is there
    assert "0x400000" in k.body  # NaN inputs get the quiet bit
    # one draw for the 8 elements: 10 rounds x 2 wide multiplies, minus the folded multiply by zero
    mn = k.mnemonics()
    wide = sum(v for m, v in mn.items() if m.startswith(WIDE_MULS))
    assert wide <= 20, mn
    assert k.census["valu"] < 8 * 14  # well under 14 VALU per converted element in total


def _identity_body(v, *, index):
    return v


def test_sr_ops_are_what_the_host_engine_runs():
    """The kernel's traced MLIR contains, in order, the arith sequence the host engine lowers."""
    from flydsl.rounding.runtime import host

    def body(v, *, index):
        return _sr_convert(v, fx.Uint32(3), index)

    hf = host.compile(body, [fx.Float32], width=8, index=True, arch="gfx1100")
    build = isa.compile_isa(
        _sr_launch, torch.zeros(1024), torch.zeros(1024, dtype=torch.bfloat16), 3, arch="gfx1100", stages=True
    )
    kernel_mlir = build.stage("00_origin")

    def ops(text):
        seq = [line.split("=", 1)[1].split()[0] for line in text.splitlines() if "= arith." in line]
        return [op for op in seq if op not in ("arith.constant", "arith.index_cast", "arith.extui", "arith.extsi")]

    # the host loop's own ops (table words, step range, addresses, index): those of a body that does nothing
    loop = host.compile(_identity_body, [fx.Float32], width=8, index=True, arch="gfx1100")
    host_ops = ops(hf.source)[len(ops(loop.source)) : -1]  # drop the host loop and the result's storage bitcast
    kernel_ops = ops(kernel_mlir)
    # the host loop's conversion sequence appears, in order, in the kernel
    it = iter(kernel_ops)
    missing = [op for op in host_ops if op not in it]
    assert len(host_ops) > 60 and not missing, missing[:10]


#: What the RDNA form of the bf16 SR conversion kernel (16 elements per thread) costs at most, in VALU:
#: 164 on gfx1100 and gfx1201 with flydsl 0.5 (172 / 178 with the separate extract and add).
RDNA_BF16_SR_VALU = 164


@pytest.mark.parametrize("arch", REPRESENTATIVE_ARCHS)
def test_bf16_sr_add_is_one_mad_on_rdna(arch):
    """RDNA3 / RDNA4: each element's SR add is one v_mad_u32_u16, op_sel picking the Philox word's high half
    for every second element, and no separate half extraction is left; other archs keep the plain add."""
    from flydsl.rounding import kernels

    launcher, args = kernels.conversion_kernel("bf16", "stochastic")
    k = isa.compile_isa(launcher, *args, arch=arch).kernel
    lines = [line.split(";")[0].strip() for line in k.body.splitlines()]
    mads = [line for line in lines if line.startswith("v_mad_u32_u16 ")]
    if arch not in HALF_ADD_ARCHS:
        assert not mads
        return
    assert len(mads) == 16 and sum(line.endswith("op_sel:[1,0,0,0]") for line in mads) == 8, mads
    assert all(", 1, " in line for line in mads)  # times one: the add of a half
    shifts_and_masks = [line for line in lines if line.startswith(("v_and_b32", "v_lshrrev_b32"))]
    extracts = [line for line in shifts_and_masks if "0xffff," in line or " 16," in line]
    assert not extracts, extracts
    assert k.census["valu"] <= RDNA_BF16_SR_VALU, k.census


# -- every target and mode compiles for the four reference archs ---------------------------------

NARROW_TARGETS = list(SHORT_NAMES)  # every registry format


def _targets_modes():
    for arch in REPRESENTATIVE_ARCHS:
        for target in NARROW_TARGETS:
            modes = ["rn", "rz", "ru", "rd", "rna", "stochastic"] if arch == "gfx1100" else ["rn", "rz", "stochastic"]
            for mode in modes:
                yield arch, target, mode


@pytest.mark.slow  # ~100 compile-only builds
@pytest.mark.parametrize("arch,target,mode", list(_targets_modes()))
def test_every_target_and_mode_compiles(arch, target, mode):
    from flydsl.rounding import kernels

    launcher, args = kernels.conversion_kernel(target, mode)
    k = isa.compile_isa(launcher, *args, arch=arch).kernel
    assert k.scratch_bytes == 0 and k.spills == 0
    has_philox = "0xd2511f53" in k.body.lower()
    assert has_philox == (mode == "stochastic")
    if mode != "rn":  # (RN may use a hardware conversion, cheaper than the copy kernel's shifts)
        # our integer lowering really runs: more VALU work than the truncating copy kernel
        base = isa.compile_isa(*kernels.copy_kernel(target)[:1], *args, arch=arch).kernel
        assert k.census["valu"] > base.census["valu"]


@pytest.mark.skipif(
    find_llvm_tool("llvm-mca") is None,
    reason="no llvm-mca (LLVM >= 19) installed: only the benchmarks use it",
)
def test_mca_throughput_sees_quarter_rate_multiplies():
    """llvm-mca's gfx942 model: eight independent 64-bit mads take longer than eight adds (quarter rate);
    labels, directives and branches are dropped; an arch the tool does not know gives None."""
    adds = "".join(f"\tv_add_u32_e32 v{i}, v{i + 8}, v{i + 16}\n" for i in range(8))
    mads = "".join(f"\tv_mad_u64_u32 v[{2 * i}:{2 * i + 1}], s[0:1], v{i + 20}, s2, 0\n" for i in range(8))
    extra = ".LBB0_1:\n\t; comment\n\ts_cbranch_execz .LBB0_1\n\ts_endpgm\n"
    add_t = isa.mca_throughput(adds + extra, "gfx942")
    mad_t = isa.mca_throughput(mads + extra, "gfx942")
    assert add_t is not None and mad_t is not None and mad_t > add_t > 0
    assert isa.mca_throughput(adds, "gfx9999") is None
