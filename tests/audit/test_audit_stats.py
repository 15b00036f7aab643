"""The audit's math-only tails (flydsl.rounding.audit.stats) against scipy."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding.audit import stats

scipy_stats = pytest.importorskip("scipy.stats")


@given(st.floats(-12, 12))
def test_normal_tails(z):
    assert math.isclose(stats.normal_sf(z), scipy_stats.norm.sf(z), rel_tol=1e-9, abs_tol=1e-300)
    assert math.isclose(stats.normal_two_sided(z), 2 * scipy_stats.norm.sf(abs(z)), rel_tol=1e-9)


@given(st.floats(1e-12, 1 - 1e-12))
def test_normal_isf_inverts(p):
    assert math.isclose(stats.normal_isf(p), scipy_stats.norm.isf(p), rel_tol=1e-8, abs_tol=1e-9)


@settings(max_examples=200)
@given(st.integers(1, 3_000_000), st.floats(1e-6, 1 - 1e-6), st.floats(0, 1))
def test_binomial_tails(n, p, where):
    k = int(where * n)
    for got, want in (
        (stats.binom_cdf(k, n, p), scipy_stats.binom.cdf(k, n, p)),
        (stats.binom_sf(k, n, p), scipy_stats.binom.sf(k - 1, n, p)),
    ):
        assert math.isclose(got, want, rel_tol=1e-7, abs_tol=1e-290), (k, n, p)


def test_binomial_two_sided_examples():
    # 0 ups in 2**20 draws at p = 2**-16: both tails from the pmf, doubled
    assert math.isclose(stats.binom_two_sided(0, 1 << 20, 2**-16), 2 * (1 - 2**-16) ** (1 << 20), rel_tol=1e-9)
    assert stats.binom_two_sided(512, 1024, 0.5) == 1.0


@settings(max_examples=200)
@given(st.floats(0, 2000), st.integers(1, 400))
def test_chi2_sf(x, dof):
    assert math.isclose(stats.chi2_sf(x, dof), scipy_stats.chi2.sf(x, dof), rel_tol=1e-8, abs_tol=1e-290)


def test_errors_name_the_argument():
    with pytest.raises(ValueError, match=r"normal_isf: p must be in \(0, 1\), got 0"):
        stats.normal_isf(0.0)
    with pytest.raises(ValueError, match=r"binomial p must be in \(0, 1\), got 1.5"):
        stats.binom_cdf(3, 10, 1.5)
    with pytest.raises(ValueError, match="chi2_sf: dof must be >= 1, got 0"):
        stats.chi2_sf(1.0, 0)
