"""Negative controls: every bug model of the zoo is caught by the check that names it, at the default budget;
and the measured false-alarm rate of a correct implementation matches the stated one."""

from __future__ import annotations

from pathlib import Path

import pytest

from flydsl.rounding.audit import CHECKS, audit, select_checks, zoo
from flydsl.rounding.audit.checks import statistical_checks
from flydsl.rounding.audit.stats import binom_sf

# A check run alone gets the whole alpha; the full battery splits it among its statistical checks. Pass
# the per-check share so each model is caught with the power the full default audit has.
FULL_SHARE = 1e-3 / statistical_checks(CHECKS)


@pytest.mark.parametrize("name", sorted(zoo.ZOO))
def test_each_bug_is_caught_by_its_property(name):
    bug = zoo.ZOO[name]
    checks = [bug.catches] + (["law.fractions"] if bug.catches == "law.bits" else [])  # bits reads fractions
    report = audit(bug.impl, targets=["bf16", "fp8-e4m3fn"], checks=checks, alpha=FULL_SHARE)
    assert report.verdict(bug.catches, "bf16") == "FAIL", report.table()
    assert report.verdict(bug.catches, "fp8-e4m3fn") == "FAIL", report.table()


def test_the_zoo_covers_every_property_that_names_a_shipped_bug():
    assert {b.catches.split(".")[0] for b in zoo.ZOO.values()} == {
        "outputs",
        "law",
        "independence",
        "reproducibility",
        "invariance",
    }


def test_the_correct_model_passes_the_full_default_battery():
    report = audit(zoo.correct(), targets=["bf16"])
    assert report.passed, report.table()
    assert report.verdict("invariance.columns") == "PASS"
    # docs/audit.rst's table of the smallest defects each check detects is this report's
    docs = (Path(__file__).resolve().parents[2] / "docs" / "audit.rst").read_text().replace("\\|", "|")
    listed = [r for r in report.rows if r.name in docs and r.detects and f"{r.name:36}{r.detects}" in docs]
    assert len(listed) == 9, [f"{r.name:36}{r.detects}" for r in report.rows]


# The measured false-alarm rate. A cheap sub-battery (every kind of statistical check: exact binomial,
# normal, chi-square, max over lags) on the correct model, over many audit seeds, at a large alpha so
# that false alarms are frequent enough to count.
_SUB = ("law.fractions", "law.bias", "law.bins", "independence.lags", "independence.pairs", "independence.seeds")
_SEEDS = 150
_ALPHA = 0.2


def test_measured_false_alarm_rate_matches_the_stated_one():
    impl = zoo.correct()
    fails = per_check = 0
    for seed in range(_SEEDS):
        report = audit(impl, targets=["bf16"], budget="quick", alpha=_ALPHA, seed=seed, checks=_SUB)
        failed = [r for r in report.rows if r.verdict == "FAIL"]
        fails += bool(failed)
        per_check += len(failed)
    m = statistical_checks(select_checks(_SUB))
    # Bonferroni: at most alpha per audit; with m nearly independent checks, about 1 - (1 - alpha/m)**m
    expected = 1 - (1 - _ALPHA / m) ** m
    assert fails <= _ALPHA * _SEEDS + 3 * (_SEEDS * _ALPHA * (1 - _ALPHA)) ** 0.5, fails
    # and not far below it either (a check that never fires is not testing at its stated level)
    assert binom_sf(_SEEDS - fails, _SEEDS, 1 - expected) > 1e-3, (fails, expected * _SEEDS)
    assert per_check >= fails
