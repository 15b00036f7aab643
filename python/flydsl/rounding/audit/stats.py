"""Tail probabilities the audit's checks use, in plain Python (``math``; no scipy at run time).

- :func:`normal_sf` / :func:`normal_isf`: the standard normal upper tail and its inverse;
- :func:`binom_cdf` / :func:`binom_sf` / :func:`binom_two_sided`: exact binomial tails, summed in
  log space over the terms that matter (a window of 40 standard deviations around the tail's edge);
- :func:`chi2_sf`: the chi-square upper tail (the regularized upper incomplete gamma function).

``tests/audit/test_audit_stats.py`` checks every one against scipy.
"""

from __future__ import annotations

import math

__all__ = [
    "normal_sf",
    "normal_two_sided",
    "normal_isf",
    "binom_cdf",
    "binom_sf",
    "binom_two_sided",
    "chi2_sf",
]


def normal_sf(z: float) -> float:
    """P(Z > z) for a standard normal Z."""
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def normal_two_sided(z: float) -> float:
    """P(|Z| >= |z|) for a standard normal Z."""
    return math.erfc(abs(z) / math.sqrt(2.0))


def normal_isf(p: float) -> float:
    """The z with P(Z > z) = p, for 0 < p < 1 (bisection on :func:`normal_sf`, to 1e-12 in z)."""
    if not 0.0 < p < 1.0:
        raise ValueError(f"normal_isf: p must be in (0, 1), got {p}")
    if p > 0.5:  # 1 - p is exact here (Sterbenz), and the upper tail is searched where it is accurate
        return -normal_isf(1.0 - p)
    lo, hi = -40.0, 40.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if normal_sf(mid) > p:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-12:
            break
    return 0.5 * (lo + hi)


def _log_pmf(i: int, n: int, log_p: float, log_q: float, log_norm: float) -> float:
    return log_norm - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * log_p + (n - i) * log_q


def _check_p(p: float) -> None:
    if not 0.0 < p < 1.0:
        raise ValueError(f"binomial p must be in (0, 1), got {p}")


def _tail_sum(indices, n: int, p: float) -> float:
    log_p, log_q, log_norm = math.log(p), math.log1p(-p), math.lgamma(n + 1)
    terms = [_log_pmf(i, n, log_p, log_q, log_norm) for i in indices]
    if not terms:
        return 0.0
    top = max(terms)
    return min(1.0, math.exp(top) * sum(math.exp(t - top) for t in terms))


def _window(n: int, p: float) -> int:
    return int(40.0 * math.sqrt(n * p * (1.0 - p))) + 50


def binom_cdf(k: int, n: int, p: float) -> float:
    """P(X <= k) for X ~ Binomial(n, p), 0 < p < 1 (summed over the smaller tail; terms more than 40 sd
    beyond its edge are below 1e-300 of the sum)."""
    _check_p(p)
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    if k > n * p:  # past the mean: the small tail is the other one
        return 1.0 - binom_sf(k + 1, n, p)
    return _tail_sum(range(max(0, k - _window(n, p)), k + 1), n, p)


def binom_sf(k: int, n: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(n, p), 0 < p < 1."""
    _check_p(p)
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    if k < n * p:
        return 1.0 - binom_cdf(k - 1, n, p)
    return _tail_sum(range(k, min(n, k + _window(n, p)) + 1), n, p)


def binom_two_sided(k: int, n: int, p: float) -> float:
    """Two-sided p-value of ``k`` successes in ``n`` trials under ``p``: twice the smaller tail, at most 1."""
    return min(1.0, 2.0 * min(binom_cdf(k, n, p), binom_sf(k, n, p)))


def _gamma_series(a: float, x: float) -> float:
    """Regularized lower incomplete gamma P(a, x) by its power series (x < a + 1)."""
    term = total = 1.0 / a
    ap = a
    for _ in range(100_000):
        ap += 1.0
        term *= x / ap
        total += term
        if abs(term) < abs(total) * 1e-16:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _gamma_fraction(a: float, x: float) -> float:
    """Regularized upper incomplete gamma Q(a, x) by its continued fraction (modified Lentz; x >= a + 1)."""
    tiny = 1e-300
    b = x + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    for i in range(1, 100_000):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-16:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def chi2_sf(x: float, dof: int) -> float:
    """P(X > x) for X ~ chi-square with ``dof`` degrees of freedom."""
    if dof < 1:
        raise ValueError(f"chi2_sf: dof must be >= 1, got {dof}")
    a, half = dof / 2.0, x / 2.0
    if half <= 0.0:
        return 1.0
    if half < a + 1.0:
        return max(0.0, 1.0 - _gamma_series(a, half))
    return _gamma_fraction(a, half)
