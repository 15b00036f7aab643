"""The format registry (formats.FORMATS): agreement with the reference's own table; names and storage derive from it."""

from __future__ import annotations

import flydsl.expr as fx
import numpy as np
import pytest

from flydsl.rounding import reference
from flydsl.rounding.runtime import host


def test_registry_agrees_with_the_reference_table():
    """formats.FORMATS (what the lowering uses) and reference's own table describe the same encodings."""
    from flydsl.rounding.formats import FORMATS, Specials

    assert set(FORMATS) == set(reference.FORMAT_SPECS)
    for name, fmt in FORMATS.items():
        bits, max_finite, specials = reference.FORMAT_SPECS[name]
        assert (fmt.bits, fmt.max_finite, fmt.specials) == (bits, max_finite, Specials(specials)), name
        assert fmt.ml_dtype == reference.ML_DTYPE_NAMES[name]
        # the bias, from the decoded smallest normal: 2**(1 - bias)
        smallest_normal = reference.decode(np.array([1 << fmt.man_bits]), name)[0]
        assert smallest_normal == 2.0 ** (1 - fmt.bias), name


def test_registry_drives_names_and_storage():
    from flydsl.rounding import cli, kernels
    from flydsl.rounding.dtypes import float_type
    from flydsl.rounding.formats import FORMATS, SHORT_NAMES, format_named

    assert tuple(kernels.TARGETS) == SHORT_NAMES == cli.TARGET_CHOICES
    for fmt in FORMATS.values():
        assert kernels.TARGETS[fmt.short] is float_type(fmt) is getattr(fx, fmt.name)
        assert host.storage_dtype(float_type(fmt)) == np.dtype(fmt.host_storage)
        assert format_named(fmt.short) is format_named(fmt.name) is fmt
    with pytest.raises(ValueError, match="unknown float format 'fp6'; valid: bf16, f16, fp8-e5m2"):
        format_named("fp6")
