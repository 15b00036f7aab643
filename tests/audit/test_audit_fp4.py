"""The audit's fp4 target (issue 25, item 13): round_to's fp4 SR passes the whole battery, and an fp4
"SR" that rounds to nearest fails it (negative control). fp4 has no NaN: a NaN becomes the largest finite
value of its sign (the documented semantics), which the specials check expects."""

from __future__ import annotations

import numpy as np

from flydsl.rounding.audit import audit, from_numpy, target_named
from flydsl.rounding.audit import implementations as impls


def test_round_to_fp4_sr_passes_the_audit():
    report = audit(impls.round_to_impl(targets=("fp4-e2m1",)), budget="quick")
    assert report.passed, report.summary() if hasattr(report, "summary") else report


def test_round_to_nearest_on_fp4_fails_the_law():
    grid = target_named("fp4-e2m1").values  # 0, 0.5, ..., 6

    def nearest(x, target, key):
        mag = np.minimum(np.abs(x.astype(np.float64)), grid[-1])
        return np.sign(x) * grid[np.abs(mag[..., None] - grid).argmin(-1)]

    report = audit(from_numpy(nearest, targets=("fp4-e2m1",), name="fp4 nearest"), budget="quick")
    assert not report.passed
