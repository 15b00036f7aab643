"""The SR audit: a battery of statistical and exact checks for stochastic-rounding implementations.

Run it on any SR code that follows the small protocol of :mod:`~flydsl.rounding.audit.protocol`
(``fn(x, target, key) -> y``; adapters for seed-only, global-RNG and numpy code)::

    from flydsl.rounding.audit import audit, implementations

    report = audit(implementations.round_to_impl(), targets=["bf16"])
    print(report.table())        # property, statistic, threshold, verdict
    assert report.passed

Properties (:data:`~flydsl.rounding.audit.checks.PROPERTIES`): ``outputs`` (grid neighbours,
specials, no degenerate output), ``law`` (P(up) = fraction, unbiasedness, effective random bits),
``independence`` (lags, pairs, tensors, steps, seeds, key collisions), ``reproducibility`` (same key,
same bits; every key field reaches the bits), ``invariance`` (row / column shards, shape, re-tilings,
where claimed). Each check states its false-alarm rate and the smallest defect it detects; the docs
page ``docs/audit.rst`` explains them and their limits. :mod:`~flydsl.rounding.audit.zoo` holds the
bug models the audit must catch. ``flydsl-rounding audit`` is the command line.
"""

from .checks import BUDGETS, CHECKS, PROPERTIES, Budget, Row
from .grid import TARGET_NAMES, Target, target_named
from .protocol import (
    SHARDINGS,
    Implementation,
    Key,
    as_implementation,
    fold_add,
    fold_hash,
    from_numpy,
    global_rng,
    seed_only,
)
from .report import Report, audit, select_checks

__all__ = [
    "audit",
    "Report",
    "Row",
    "Key",
    "Implementation",
    "as_implementation",
    "seed_only",
    "global_rng",
    "from_numpy",
    "fold_hash",
    "fold_add",
    "SHARDINGS",
    "Budget",
    "BUDGETS",
    "CHECKS",
    "PROPERTIES",
    "Target",
    "target_named",
    "TARGET_NAMES",
    "select_checks",
]
