"""gfx950 hardware converts of flydsl.rounding.mx (hw_convert=): the pseudocode model, the ISA, the errors.

The numpy model (mx.hardware.model: AMD's pseudocode as the "exact" / "paired" placements rely on it)
must equal the software path's rounding (reference.round_bits, saturating) over edge values for every
format, RN and STOCHASTIC, for "exact"; "paired" is shown to differ (non-canonical) while RN pairs agree.
Compile-only builds show the instructions in the gfx950 ISA; other archs and the CPU get a clear error.
The emulator run (GPU kernel == CPU path) is quoted in docs/mx.rst, not run here.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

from flydsl.rounding import isa, reference
from flydsl.rounding.formats import FORMATS
from flydsl.rounding.mx import MX_FORMATS, hardware, ops, quantize

FORMATS_HW = ("mxfp8_e4m3", "mxfp8_e5m2", "mxfp4", "nvfp4")


def edge_values(fmt: str) -> np.ndarray:
    """Scaled values y (f32 bits) the instructions can see: every code, every tie and their f32 neighbours,
    target subnormals, +-0, f32 subnormals, values past the largest finite (FLOOR's range and beyond);
    both signs; a multiple of 32 long."""
    e = MX_FORMATS[fmt].element
    codes = np.array([e.value_of(c) for c in range(e.max_finite + 1)])
    ties = (codes[:-1] + codes[1:]) / 2
    top = codes[-1]
    tiny = codes[1] * np.array([2**-20, 0.125, 0.3, 0.5, 0.7, 0.999])
    past = top * np.array([1.01, 1.03, 1.0625, 1.1, 1.5, 1.99, 2.0, 1e6])
    v = np.concatenate([codes, ties, tiny, past]).astype(np.float32)
    b = v.view(np.uint32).astype(np.int64)
    b = np.concatenate([b, b + 1, np.maximum(b - 1, 0), [0, 1, 0x7FFFFF, 0x00800000, 0x00400001]])
    b = np.unique(b & 0x7FFFFFFF).astype(np.uint32)
    b = np.concatenate([b, b | np.uint32(0x80000000)])
    pad = (-b.size) % 32
    return np.concatenate([b, np.zeros(pad, np.uint32)])


def software(y_bits, fmt, mode, rand=None):
    """The software path's element rounding: round_bits(y, element, mode, rand, saturate=True)."""
    return reference.round_bits(y_bits, MX_FORMATS[fmt].element.name, mode, rand, saturate=True).astype(np.uint8)


def _name(fmt):
    return MX_FORMATS[fmt].element.name


@pytest.mark.parametrize("fmt", FORMATS_HW)
def test_model_rn_equals_software(fmt):
    y = edge_values(fmt)
    for variant in hardware.HW_CONVERTS:
        np.testing.assert_array_equal(hardware.model(y, fmt, "RN", hw_convert=variant), software(y, fmt, "RN"))


@pytest.mark.parametrize("fmt", FORMATS_HW)
def test_model_exact_sr_equals_canonical_over_random_words(fmt):
    y = edge_values(fmt)
    g = np.random.default_rng(16)
    for _ in range(8):
        r = g.integers(0, 1 << 16, y.size).astype(np.uint32)
        r[:4] = (0, 1, 0xFFFF, 0x8000)
        np.testing.assert_array_equal(
            hardware.model(y, fmt, "STOCHASTIC", r, "exact"), software(y, fmt, "STOCHASTIC", r)
        )


@pytest.mark.parametrize("fmt", ["mxfp8_e4m3", "mxfp4"])
def test_model_exact_sr_every_word(fmt):
    """All 2**16 stream words for a set of inputs, in both fp4 slots (even and odd element)."""
    y = edge_values(fmt)[::7][:64]
    r = np.arange(1 << 16, dtype=np.uint32)
    yy, rr = np.repeat(y, r.size), np.tile(r, y.size)
    for slot in (0, 1):
        yb = np.zeros(2 * yy.size, np.uint32)
        rb = np.zeros(2 * yy.size, np.uint32)
        yb[slot::2], rb[slot::2] = yy, rr
        got = hardware.model(yb, fmt, "STOCHASTIC", rb, "exact")[slot::2]
        np.testing.assert_array_equal(got, software(yy, fmt, "STOCHASTIC", rr))


@pytest.mark.parametrize("fmt", ["mxfp4", "nvfp4"])
def test_paired_is_not_canonical_but_unbiased_per_element(fmt):
    """'paired' (fp4 SR, one instruction per pair): differs from the canonical codes (documented), but each
    element's random value is a uniform 22-bit field, so a 22-bit fraction rounds up exactly that often."""
    y = edge_values(fmt)
    g = np.random.default_rng(3)
    r = g.integers(0, 1 << 16, y.size).astype(np.uint32)
    assert (hardware.model(y, fmt, "STOCHASTIC", r, "paired") != software(y, fmt, "STOCHASTIC", r)).any()
    # odd element of a pair, x = 1 + 0.5 * frac (fp4 ulp 0.5 at 1): its random value is w[30:9]; over all words w
    # whose bits outside [30:9] are fixed, the round-up count is exactly frac * 2**22
    t = 0x12345  # a 22-bit fraction
    y1 = np.float32(1.0 + 0.5 * t / 2**22).view(np.uint32)
    field = np.arange(1 << 22, dtype=np.uint32)
    w = field << np.uint32(9)
    r0, r1 = w & np.uint32(0xFFFF), w >> np.uint32(16)
    ypair = np.zeros(2 * field.size, np.uint32)
    rpair = np.zeros(2 * field.size, np.uint32)
    ypair[1::2], rpair[0::2], rpair[1::2] = y1, r0, r1
    up = hardware.model(ypair, fmt, "STOCHASTIC", rpair, "paired")[1::2] == 3  # code 3 = 1.5
    assert int(up.sum()) == t


def test_prng_matches_its_pseudocode():
    s = np.array([0, 1, 0x80000000, 0xFFFFFFFF, 0x12345678], np.uint32)
    want = [0, 2, 0xC5, 0xFFFFFFFE ^ 0xC5, 0x2468ACF0]
    np.testing.assert_array_equal(hardware.prng(s), np.array(want, np.uint32))


# -- compile-only: the instructions in the ISA -----------------------------------------------------

EXPECTED = {
    ("mxfp4", "RN"): ("v_cvt_scalef32_pk_fp4_f32", 16),
    ("mxfp4", "STOCHASTIC"): ("v_cvt_scalef32_sr_pk_fp4_f32", 32),
    ("mxfp8_e4m3", "RN"): ("v_cvt_scalef32_pk_fp8_f32", 16),
    ("mxfp8_e4m3", "STOCHASTIC"): ("v_cvt_scalef32_sr_fp8_f32", 32),
    ("mxfp8_e5m2", "STOCHASTIC"): ("v_cvt_scalef32_sr_bf8_f32", 32),
    ("nvfp4", "STOCHASTIC"): ("v_cvt_scalef32_sr_pk_fp4_f32", 16),
}


@pytest.mark.parametrize(("fmt", "mode"), list(EXPECTED))
def test_gfx950_isa_has_the_instructions(fmt, mode):
    launch, args = ops.kernel_and_args(fmt, mode, blocks=256, hw_convert="exact")
    k = isa.compile_isa(launch, *args, arch="gfx950").kernel
    name, count = EXPECTED[fmt, mode]
    assert k.mnemonics()[name] == count
    assert k.scratch_bytes == 0


def test_paired_uses_one_instruction_per_pair():
    launch, args = ops.kernel_and_args("mxfp4", "STOCHASTIC", blocks=256, hw_convert="paired")
    k = isa.compile_isa(launch, *args, arch="gfx950").kernel
    assert k.mnemonics()["v_cvt_scalef32_sr_pk_fp4_f32"] == 16


# -- errors ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("arch", ["gfx942", "gfx1201"])
def test_other_archs_get_a_clear_error(arch):
    launch, args = ops.kernel_and_args("mxfp4", "STOCHASTIC", blocks=256, hw_convert="exact")
    with pytest.raises(ValueError, match=rf"needs the v_cvt_scalef32_\* instructions of gfx950; the target is {arch}"):
        isa.compile_isa(launch, *args, arch=arch)


def test_cpu_tensors_get_a_clear_error():
    with pytest.raises(ValueError, match=r"quantize: hw_convert='exact' needs .*the target is the CPU"):
        quantize(torch.ones(4, 32), "mxfp4", hw_convert="exact")


def test_bad_variant_and_mode():
    with pytest.raises(ValueError, match=r"hw_convert= must be None or one of 'exact', 'paired', got 'fast'"):
        quantize(torch.ones(4, 32), "mxfp4", hw_convert="fast")
    with pytest.raises(ValueError, match=r"round to nearest or stochastically, not RZ"):
        quantize(torch.ones(4, 32), "mxfp4", rounding="RZ", hw_convert="exact")


def test_formats_registry_agrees():
    assert all(MX_FORMATS[f].element is FORMATS[_name(f)] for f in FORMATS_HW)
