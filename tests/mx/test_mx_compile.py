"""The ROCm quantize kernel of flydsl.rounding.mx, compiled (no GPU) for every supported arch; device runs marked.

Compile-only: the kernel must build for gfx942, gfx950, gfx1100 and gfx1201 without scratch, and the
device test (skipped without an AMD GPU) checks its bits against the CPU path.
"""

from __future__ import annotations

import pytest
import torch

from devices import NO_GPU, rocm_arch
from flydsl.rounding import isa
from flydsl.rounding.mx import ops, quantize

ARCHS = ("gfx942", "gfx950", "gfx1100", "gfx1201")
BLOCKS = 512


def mxfp4_sr_kernel(with_rand: bool = False):
    """(launcher, example args) of the MXFP4 SR quantize kernel (what benchmarks/bench_mx.py measures)."""
    return ops.kernel_and_args("mxfp4", "STOCHASTIC", with_rand=with_rand, blocks=BLOCKS)


@pytest.mark.parametrize("arch", ARCHS)
def test_mxfp4_sr_kernel_compiles_for_every_arch(arch):
    launch, args = mxfp4_sr_kernel()
    k = isa.compile_isa(launch, *args, arch=arch).kernel
    assert k.scratch_bytes == 0 and k.spills == 0
    assert k.census["vmem"] >= 3  # loads of x, the code words and the scale byte
    # the Philox draws (4 per block of 32 on the aligned stream), the scale and the rounding
    assert k.census["valu"] > 100


def test_rand_variant_compiles():
    launch, args = mxfp4_sr_kernel(with_rand=True)
    assert isa.compile_isa(launch, *args, arch="gfx950").kernel.scratch_bytes == 0


@pytest.mark.parametrize("mode", ["STOCHASTIC", "RN"])
@pytest.mark.parametrize("arch", ["gfx942", "gfx1201"])
def test_tile_kernel_holds_one_row_at_a_time(arch, mode):
    """The NVFP4 16x16 tile kernel quantizes a tile row by row: no scratch, no AGPRs (it used 453 VGPRs + 197 AGPRs
    of spill space on gfx942 and 616 scratch bytes on gfx1201 when one thread held all 256 values)."""
    launch, args = ops.kernel_and_args("nvfp4", mode, blocks=BLOCKS, tile=True)
    k = isa.compile_isa(launch, *args, arch=arch).kernel
    assert k.scratch_bytes == 0 and k.spills == 0 and k.agprs == 0
    assert k.vgprs <= 128


@pytest.mark.device
@pytest.mark.skipif(rocm_arch() is None, reason=NO_GPU)
@pytest.mark.parametrize("fmt", ["mxfp8_e4m3", "mxfp4", "nvfp4"])
@pytest.mark.parametrize("axis", [-1, 0])
def test_device_equals_cpu(fmt, axis):
    x = torch.randn(96, 160) * 3
    x[5, 7] = float("nan")
    a = quantize(x, fmt, axis=axis, rounding="STOCHASTIC", seed=11, offset=2**64 - 4096)
    b = quantize(x.cuda(), fmt, axis=axis, rounding="STOCHASTIC", seed=11, offset=2**64 - 4096)
    assert torch.equal(a.codes, b.codes.cpu())
    assert torch.equal(a.scales.view(torch.uint8), b.scales.cpu().view(torch.uint8))


def test_docs_example_kernel_compiles(capsys):
    """docs/examples/mx_moe_quant.py (shown in docs/mx.rst) compiles for gfx950 without scratch."""
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).resolve().parents[2] / "docs" / "examples" / "mx_moe_quant.py"
    spec = importlib.util.spec_from_file_location("mx_moe_quant", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main()
    assert "scratch 0 bytes" in capsys.readouterr().out
