"""The battery: five properties of stochastic rounding, each a few checks with a stated false-alarm rate.

Every check returns one :class:`Row`: the statistic it measured, the threshold, a verdict, its
false-alarm rate (``alpha``: 0 for the deterministic checks) and the smallest defect it detects at the
budget (``detects``). The statistical checks share the battery's false-alarm budget by Bonferroni: with
``m`` statistical checks over all targets, each gets ``alpha / m`` (a check that scans ``L`` lags splits
its share again by ``L``), so a correct implementation fails the whole audit with probability at most
``alpha``.

Notation: ``u`` is an up-decision (1 when ``|y|`` is the upper grid neighbour of ``|x|``), ``f`` the
fraction of ``|x|`` between its neighbours, ``e = (u - f) / sqrt(f (1 - f))`` the standardized residual
(mean 0, variance 1, independent across elements for a correct SR).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..formats import Specials
from . import stats
from .grid import Target, decode, points
from .protocol import Implementation, Key

__all__ = ["Budget", "BUDGETS", "Row", "Context", "CHECKS", "PROPERTIES", "statistical_checks"]

PROPERTIES = ("outputs", "law", "independence", "reproducibility", "invariance")


@dataclass(frozen=True)
class Budget:
    """Sample sizes of the battery (per target).

    ``grid``: inputs of the grid-neighbour sweep; ``law_count``: expected up-count (or down-count) at
    each fraction of the sweep (the sample of fraction ``f`` has ``law_count / min(f, 1 - f)`` inputs,
    at least ``law_min``); ``bits``: the sweep's smallest fraction is ``2**-bits`` (capped by what an
    f32 input carries below the target's ulp); ``law``: inputs of the bias and bin checks; ``lags``:
    length of the vector whose autocorrelation is scanned, up to lag ``max_lag``; ``cross``: length of
    the vectors compared across keys, at lags up to ``cross_lag``; ``shard``: the 2-D shape sharded.
    """

    name: str
    grid: int
    law_count: int
    law_min: int
    bits: int
    law: int
    lags: int
    max_lag: int
    cross: int
    cross_lag: int
    shard: tuple


BUDGETS = {
    "default": Budget("default", 1 << 16, 16, 1 << 12, 16, 1 << 18, 1 << 18, 4096, 1 << 16, 1024, (67, 136)),
    "thorough": Budget("thorough", 1 << 19, 64, 1 << 14, 16, 1 << 21, 1 << 21, 65536, 1 << 19, 4096, (203, 520)),
    "quick": Budget("quick", 1 << 12, 16, 1 << 10, 10, 1 << 14, 1 << 14, 512, 1 << 13, 128, (19, 40)),
}


@dataclass
class Row:
    """One line of the report."""

    target: str
    property: str
    check: str
    statistic: str
    threshold: str
    verdict: str  # "PASS" | "FAIL" | "N/A"
    alpha: float  # false-alarm rate of this check (0: deterministic)
    detects: str  # smallest defect detected at the budget
    detail: str = ""
    p_value: float | None = None

    @property
    def name(self) -> str:
        return f"{self.property}.{self.check}"


@dataclass
class Context:
    """What a check needs: the implementation, the target, the budget, its alpha share, a random source."""

    impl: Implementation
    target: Target
    budget: Budget
    alpha: float  # this check's share of the false-alarm budget
    rng: np.random.Generator
    key: Key
    plot: dict  # checks may leave series to plot here

    def run(self, x32: np.ndarray, key: Key, shape=None) -> np.ndarray:
        """Round ``x32`` (numpy f32) through the implementation; values as float64, flattened."""
        import torch

        x = torch.from_numpy(np.ascontiguousarray(x32, dtype=np.float32))
        if shape is not None:
            x = x.reshape(shape)
        y = self.impl(x, self.target.torch_dtype, key)
        if tuple(y.shape) != tuple(x.shape):
            raise ValueError(
                f"{self.impl.name} returned shape {tuple(y.shape)} for an input of shape {tuple(x.shape)}; "
                "an SR implementation must return one value per input"
            )
        return decode(y)

    def ups(self, x32: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Up-decisions (bool) of outputs ``y`` for inputs ``x32`` (all on the grid's neighbours)."""
        lo, hi, _ = self.target.neighbours(x32)
        return np.abs(y) == hi

    def stat(self, prop, check, statistic, threshold, p: float, *, detects: str, detail: str = "") -> Row:
        """The row of a statistical check with p-value ``p``: it fails when ``p`` is below its alpha share."""
        return self.row(
            prop, check, statistic, threshold, p >= self.alpha, alpha=self.alpha, detects=detects, detail=detail, p=p
        )

    def row(self, prop, check, statistic, threshold, passed, *, alpha=0.0, detects="", detail="", p=None) -> Row:
        verdict = "N/A" if passed is None else ("PASS" if passed else "FAIL")
        return Row(self.target.name, prop, check, statistic, threshold, verdict, alpha, detects, detail, p)


def _fmt_p(p: float) -> str:
    return f"{p:.2g}"


def _frac_label(f: float) -> str:
    if f > 0.5:
        return f"1-{_frac_label(1 - f)}"
    b = -math.log2(f)
    return f"2^-{int(b)}" if b == int(b) else f"{f:.6g}"


def _miss_rate(n: int) -> str:
    """A defect touching at least this share of inputs is seen with probability 95% in n inputs."""
    return f"a defect on >= {3.0 / n:.1e} of inputs (95%)"


# -------------------------------------------------------------------------------------------------
# 1. outputs
# -------------------------------------------------------------------------------------------------


def _grid_inputs(ctx: Context, n: int):
    t = ctx.target
    bits = min(t.fraction_bits, ctx.budget.bits)
    x1, _ = points(t, ctx.rng, n - n // 4, ctx.rng.integers(0, 2**bits, n - n // 4), bits)
    # and arbitrary f32 patterns within the finite range (fractions finer than the sweep's)
    raw = ctx.rng.integers(0, 0x7F800000, 4 * (n // 4), dtype=np.int64).astype(np.uint32).view(np.float32)
    raw = raw[np.abs(raw.astype(np.float64)) < t.max_finite][: n // 4]
    raw = np.where(ctx.rng.integers(0, 2, raw.size) == 1, -raw, raw).astype(np.float32)
    return np.concatenate([x1, raw])


def check_grid(ctx: Context) -> Row:
    """Every output is one of the two grid neighbours of its input, with the input's sign."""
    x = _grid_inputs(ctx, ctx.budget.grid)
    y = ctx.run(x, ctx.key)
    lo, hi, _ = ctx.target.neighbours(x)
    mag = np.abs(y)
    sign_ok = (np.signbit(y) == np.signbit(x)) | (mag == 0)
    ok = ((mag == lo) | (mag == hi)) & sign_ok & ~np.isnan(y)
    bad = np.flatnonzero(~ok)
    detail = ""
    if bad.size:
        i = bad[0]
        detail = (
            f"{bad.size} of {x.size} outputs off the grid neighbours, e.g. x={float(x[i])!r} -> {float(y[i])!r} "
            f"(neighbours {float(lo[i])!r}, {float(hi[i])!r})"
        )
    return ctx.row(
        "outputs",
        "grid",
        f"{bad.size} off-grid of {x.size}",
        "0",
        bad.size == 0,
        detects=_miss_rate(x.size),
        detail=detail,
    )


def _special_cases(t: Target):
    """(label, f32 input, predicate on the output value, what is expected)."""
    nan_patterns = [0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FA00000, 0x7FFFFFFF, 0xFF800001]
    f32 = np.array(nan_patterns, dtype=np.uint32).view(np.float32)
    big = t.max_finite
    if t.fmt.specials is Specials.FINITE:  # no NaN code (e2m1): the largest finite value of the NaN's sign
        cases = [
            (f"NaN 0x{p:08x}", v, lambda y, s=(-1.0 if p >> 31 else 1.0), big=big: y == s * big,
             f"{'-' if p >> 31 else '+'}max (no NaN in {t.name})")
            for p, v in zip(nan_patterns, f32, strict=True)
        ]  # fmt: skip
    else:
        cases = [(f"NaN 0x{p:08x}", v, np.isnan, "NaN") for p, v in zip(nan_patterns, f32, strict=True)]
    for s in (1.0, -1.0):
        sym = "+" if s > 0 else "-"
        if t.has_inf:
            cases.append((f"{sym}Inf", np.float32(s * np.inf), lambda y, s=s: y == s * np.inf, f"{sym}Inf"))
        else:
            cases.append(
                (
                    f"{sym}Inf",
                    np.float32(s * np.inf),
                    lambda y, s=s, big=big: np.isnan(y) | (y == s * big),
                    f"NaN or {sym}max (no Inf in {t.name})",
                )
            )
        cases.append((f"{sym}max finite", np.float32(s * big), lambda y, s=s, big=big: y == s * big, "unchanged"))
    cases.append(("+0", np.float32(0.0), lambda y: (y == 0) & ~np.signbit(y), "+0"))
    if t.has_negative_zero:
        cases.append(("-0", np.float32(-0.0), lambda y: (y == 0) & np.signbit(y), "-0"))
    else:
        cases.append(("-0", np.float32(-0.0), lambda y: y == 0, "0 (no -0 in the format)"))
    vals = t.values
    for label, v in (("smallest subnormal", vals[1]), ("largest subnormal", vals[(1 << t.fmt.man_bits) - 1])):
        for s in (1.0, -1.0):
            if np.float32(s * v).astype(np.float64) == s * v:  # representable in f32
                cases.append(
                    (f"{'+' if s > 0 else '-'}{label}", np.float32(s * v), lambda y, w=s * v: y == w, "unchanged")
                )
    return cases


def check_specials(ctx: Context) -> Row:
    """NaN stays NaN; +-Inf as the format says; +-0, subnormals and the largest finite value are unchanged.

    Each special is repeated 64 times (a random defect on specials shows in some copy) at random offsets.
    """
    cases = _special_cases(ctx.target)
    reps = 64
    x = np.repeat(np.array([c[1] for c in cases], dtype=np.float32), reps)
    y = ctx.run(x, ctx.key)
    failures = []
    for i, (label, _, pred, expect) in enumerate(cases):
        got = y[i * reps : (i + 1) * reps]
        with np.errstate(invalid="ignore"):
            ok = np.asarray(pred(got), dtype=bool)
        if not ok.all():
            wrong = float(got[~ok][0])
            failures.append(f"{label} -> {wrong!r} in {int((~ok).sum())}/{reps} (expected {expect})")
    return ctx.row(
        "outputs",
        "specials",
        f"{len(failures)} of {len(cases)} specials wrong",
        "0",
        not failures,
        detects="any wrong special in 64 copies",
        detail="; ".join(failures),
    )


def check_degenerate(ctx: Context) -> Row:
    """The output is not all zero and not constant, and one input repeated at fraction 1/2 rounds both ways."""
    t = ctx.target
    x, _ = points(t, ctx.rng, 4096, 1, 1)
    x = np.abs(x) + np.float32(0)  # positive
    y = ctx.run(x, ctx.key)
    same = np.full(4096, x[0], dtype=np.float32)
    u = ctx.ups(same, ctx.run(same, ctx.key.replace(offset=ctx.key.offset + 4096)))
    problems = []
    if np.all(y == 0):
        problems.append("all outputs are zero")
    elif np.all(y == y[0]):
        problems.append(f"every output is {float(y[0])!r}")
    if u.all() or not u.any():
        problems.append(f"{float(same[0])!r} (fraction 1/2) rounded {'up' if u.all() else 'down'} 4096 times of 4096")
    return ctx.row(
        "outputs",
        "degenerate",
        "; ".join(problems) or f"{int(u.sum())}/4096 up at f=1/2",
        "not constant",
        not problems,
        detects="all-zero, constant or deterministic output (false alarm 2^-4095)",
    )


# -------------------------------------------------------------------------------------------------
# 2. law
# -------------------------------------------------------------------------------------------------


def _sweep(t: Target, budget: Budget) -> list:
    """The fractions of the probability-law sweep, as (numerator, bits)."""
    b = min(t.fraction_bits, budget.bits)
    fr = {(1, k) for k in range(1, b + 1)} | {((1 << k) - 1, k) for k in (2, b)} | {(3, 3), (5, 4)}
    return sorted(fr, key=lambda nb: nb[0] / 2 ** nb[1])


def sweep_size(t: Target, budget: Budget) -> int:
    return len(_sweep(t, budget))


def check_fractions(ctx: Context) -> Row:
    """P(up) = f at each fraction of the sweep (2^-1 ... 2^-bits and some near 1), exact binomial tests."""
    t, b = ctx.target, ctx.budget
    sweep = _sweep(t, b)
    a_each = ctx.alpha / len(sweep)
    worst, results, passed = None, [], {}
    for num, k in sweep:
        f = num / 2**k
        n = max(b.law_min, math.ceil(b.law_count / min(f, 1 - f)))
        x, _ = points(t, ctx.rng, n, num, k)
        key = ctx.key.replace(offset=int(ctx.rng.integers(0, 1 << 40)))
        u = ctx.ups(x, ctx.run(x, key))
        ups = int(u.sum())
        p = stats.binom_two_sided(ups, n, f)
        results.append((f, n, ups, p))
        if worst is None or p < worst[3]:
            worst = (f, n, ups, p)
        if num == 1:
            passed[k] = p >= a_each and ups > 0
    bits_ok = 0
    while passed.get(bits_ok + 1):
        bits_ok += 1
    ctx.plot["bits"] = bits_ok
    f, n, ups, p = worst
    failing = [r for r in results if r[3] < a_each]
    detail = "; ".join(f"f={_frac_label(r[0])}: {r[2]}/{r[1]} up (expected {r[0] * r[1]:.1f})" for r in failing[:4])
    # smallest detectable relative error of P(up) at f = 1/2 (50% power); at the smallest fraction the
    # sample expects law_count ups, enough to tell P = 2**-bits from P = 0 (a missing random bit)
    fmin = min(r[0] for r in results)
    z = stats.normal_isf(a_each / 2)
    n_half = max(b.law_min, math.ceil(b.law_count / 0.5))
    rel = z * math.sqrt(0.25 / n_half) / 0.5
    return ctx.row(
        "law",
        "fractions",
        f"worst f={_frac_label(f)}: {ups}/{n} up (p={_fmt_p(p)})",
        f"p < {a_each:.2g} each",
        not failing,
        alpha=ctx.alpha,
        p=p,
        detail=detail,
        detects=f"P(up) off by {rel:.0%} at f=1/2; P(up) = 0 at f={_frac_label(fmin)} (a missing random bit)",
    )


def check_bits(ctx: Context) -> Row:
    """Effective random bits: the smallest fraction 2^-b whose P(up) is still right (from check_fractions)."""
    t, b = ctx.target, ctx.budget
    need = min(t.fraction_bits, b.bits)
    got = ctx.plot.get("bits")
    if got is None:
        return ctx.row("law", "bits", "not measured", f">= {need}", None, detail="needs law.fractions")
    return ctx.row(
        "law",
        "bits",
        f">= {got} bits" if got == need else f"~{got} bits",
        f">= {need}",
        got >= need,
        detects=f"fewer than {need} random bits (from law.fractions)",
        detail="" if got >= need else f"P(up) at f=2^-{got + 1} is wrong: at most {got} random bits take part",
    )


def _law_sample(ctx: Context):
    t, b = ctx.target, ctx.budget
    bits = min(t.fraction_bits, b.bits)
    num = ctx.rng.integers(1, 2**bits, b.law)
    x, f = points(t, ctx.rng, b.law, num, bits)
    u = ctx.ups(x, ctx.run(x, ctx.key.replace(offset=int(ctx.rng.integers(0, 1 << 40)))))
    return f, u


def check_bias(ctx: Context) -> Row:
    """Unbiasedness: the mean rounding error in ulps, over uniform fractions and both signs, is 0."""
    f, u = _law_sample(ctx)
    err = u - f
    z = float(err.sum() / math.sqrt(float((f * (1 - f)).sum())))
    p = stats.normal_two_sided(z)
    zc = stats.normal_isf(ctx.alpha / 2)
    sd = math.sqrt(float((f * (1 - f)).mean()) / f.size)
    return ctx.stat(
        "law",
        "bias",
        f"mean error {err.mean():+.2e} ulp (z={z:+.2f})",
        f"|z| > {zc:.2f}",
        p,
        detects=f"a bias of {zc * sd:.1e} ulp",
    )


_BINS = 32


def check_bins(ctx: Context) -> Row:
    """The shape of the law: P(up) = f within each of 32 bins of fraction (chi-square, 32 dof)."""
    f, u = _law_sample(ctx)
    bins = np.minimum((f * _BINS).astype(np.intp), _BINS - 1)
    exp = np.bincount(bins, f, _BINS)
    var = np.bincount(bins, f * (1 - f), _BINS)
    obs = np.bincount(bins, u.astype(np.float64), _BINS)
    chi2 = float(((obs - exp) ** 2 / var).sum())
    p = stats.chi2_sf(chi2, _BINS)
    worst = int(np.argmax(np.abs(obs - exp) / np.sqrt(var)))
    crit = _chi2_isf(ctx.alpha, _BINS)
    per_bin = f.size / _BINS
    return ctx.stat(
        "law",
        "bins",
        f"chi2={chi2:.1f} (worst bin {worst}/{_BINS})",
        f"chi2 > {crit:.1f}",
        p,
        detects=f"P(up) off by {math.sqrt((crit - _BINS) / per_bin * 0.25):.1e} in one bin",
    )


def _chi2_isf(alpha: float, dof: int) -> float:
    lo, hi = 0.0, dof + 100.0 * math.sqrt(dof) + 200.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        lo, hi = (mid, hi) if stats.chi2_sf(mid, dof) > alpha else (lo, mid)
    return hi


# -------------------------------------------------------------------------------------------------
# 3. independence
# -------------------------------------------------------------------------------------------------


def _residual_inputs(ctx: Context, n: int):
    t = ctx.target
    bits = min(t.fraction_bits, ctx.budget.bits)
    q = 2 ** (bits - 3)  # fractions in [1/8, 7/8]
    num = ctx.rng.integers(q, 7 * q + 1, n)
    return points(t, ctx.rng, n, num, bits)


def _residuals(ctx: Context, x, f, key: Key) -> np.ndarray:
    u = ctx.ups(x, ctx.run(x, key))
    e = (u - f) / np.sqrt(f * (1 - f))
    # centred and scaled on the sample: a wrong law (a bias that depends on f) must not look like
    # correlation; the fractions are independent across elements, so what is left is the dependence
    e = e - e.mean()
    sd = e.std()
    return e / sd if sd > 0 else e


def _correlate(a: np.ndarray, b: np.ndarray, max_lag: int) -> tuple:
    """(lags, sum_i a_i b_{i+lag} / sqrt(n - |lag|)) for lags -max_lag..max_lag: z-scores under independence."""
    n = a.size
    size = 1 << (2 * n - 1).bit_length()
    c = np.fft.irfft(np.conj(np.fft.rfft(a, size)) * np.fft.rfft(b, size), size)
    lags = np.arange(-max_lag, max_lag + 1)
    sums = c[lags % size]
    return lags, sums / np.sqrt(n - np.abs(lags))


def check_lags(ctx: Context) -> Row:
    """Autocorrelation of the residuals at every lag 1..max_lag: no period (tiles, blocks, rows) repeats bits."""
    b = ctx.budget
    x, f = _residual_inputs(ctx, b.lags)
    e = _residuals(ctx, x, f, ctx.key)
    lags, z = _correlate(e, e, b.max_lag)
    keep = lags > 0
    lags, z = lags[keep], z[keep]
    ctx.plot["lags"] = (lags, z)
    i = int(np.argmax(np.abs(z)))
    p = min(1.0, b.max_lag * stats.normal_two_sided(float(z[i])))
    zc = stats.normal_isf(ctx.alpha / b.max_lag / 2)
    ctx.plot["lag_threshold"] = zc
    rho = z[i] / math.sqrt(b.lags - lags[i])
    top = np.argsort(-np.abs(z))[:3]
    return ctx.stat(
        "independence",
        "lags",
        f"max |z|={abs(z[i]):.2f} at lag {lags[i]} (rho={rho:+.3f})",
        f"|z| > {zc:.2f}",
        p,
        detects=f"|rho| >= {zc / math.sqrt(b.lags - b.max_lag):.1e} at any lag <= {b.max_lag}",
        detail="" if p >= ctx.alpha else "strongest lags: " + ", ".join(f"{lags[j]} (z={z[j]:+.1f})" for j in top),
    )


def check_pairs(ctx: Context) -> Row:
    """Correlation within packed pairs (elements 2j, 2j+1): one random word must not serve both."""
    n = ctx.budget.cross
    x, f = _residual_inputs(ctx, n)
    e = _residuals(ctx, x, f, ctx.key)
    half = (n - 1) // 2
    # both phases: pairs (2j, 2j+1) of the local tensor and (2j+1, 2j+2), i.e. pairs of an odd global offset
    z = max(
        (float((e[s : s + 2 * half : 2] * e[s + 1 : s + 2 * half : 2]).sum() / math.sqrt(half)) for s in (0, 1)),
        key=abs,
    )
    p = min(1.0, 2 * stats.normal_two_sided(z))
    zc = stats.normal_isf(ctx.alpha / 4)
    return ctx.stat(
        "independence",
        "pairs",
        f"max |z|={abs(z):.2f} (rho={z / math.sqrt(half):+.3f})",
        f"|z| > {zc:.2f}",
        p,
        detects=f"|rho| >= {zc / math.sqrt(half):.1e} within pairs of either phase",
    )


def _cross(ctx: Context, check: str, what: str, pairs: list) -> Row:
    """Cross-correlation (lags -cross_lag..cross_lag) between the residuals of the same inputs under two keys."""
    b = ctx.budget
    x, f = _residual_inputs(ctx, b.cross)
    a_each = ctx.alpha / len(pairs) / (2 * b.cross_lag + 1)
    cache = {}
    worst = None
    for ka, kb in pairs:
        for k in (ka, kb):
            if k not in cache:
                cache[k] = _residuals(ctx, x, f, k)
        lags, z = _correlate(cache[ka], cache[kb], b.cross_lag)
        i = int(np.argmax(np.abs(z)))
        if worst is None or abs(z[i]) > abs(worst[0]):
            worst = (float(z[i]), int(lags[i]), ka, kb)
    z, lag, ka, kb = worst
    p = min(1.0, len(pairs) * (2 * b.cross_lag + 1) * stats.normal_two_sided(z))
    zc = stats.normal_isf(a_each / 2)
    diff = ", ".join(
        f"{n}={getattr(ka, n)} vs {getattr(kb, n)}"
        for n in ("seed", "step", "tensor")
        if getattr(ka, n) != getattr(kb, n)
    )
    return ctx.stat(
        "independence",
        check,
        f"max |z|={abs(z):.2f} at lag {lag} (rho={z / math.sqrt(b.cross - abs(lag)):+.3f})",
        f"|z| > {zc:.2f}",
        p,
        detects=f"|rho| >= {zc / math.sqrt(b.cross - b.cross_lag):.1e} between {what}, shifted by <= {b.cross_lag}",
        detail="" if p >= ctx.alpha else f"keys {diff} draw correlated bits",
    )


def check_tensors(ctx: Context) -> Row:
    """Two tensor ids (same seed, step, offset) draw independent bits (llm.c#597: one seed for all tensors)."""
    k = ctx.key
    return _cross(ctx, "tensors", "tensor ids t, t+1", [(k, k.replace(tensor=k.tensor + 1))])


def check_steps(ctx: Context) -> Row:
    """Two steps draw independent bits (bits replayed every step, e.g. a seed baked in at trace time)."""
    k = ctx.key
    return _cross(ctx, "steps", "steps s, s+1", [(k, k.replace(step=k.step + 1))])


def check_seeds(ctx: Context) -> Row:
    """Adjacent seeds draw independent bits (weak seed mixing, seed used as an offset)."""
    k = ctx.key
    return _cross(ctx, "seeds", "seeds s, s+1", [(k, k.replace(seed=(k.seed + 1) % 2**64))])


def check_collisions(ctx: Context) -> Row:
    """seed+1, step+1 and tensor+1 draw mutually independent bits (a key folded by addition collides)."""
    k = ctx.key
    a, b, c = k.replace(step=k.step + 1), k.replace(tensor=k.tensor + 1), k.replace(seed=(k.seed + 1) % 2**64)
    return _cross(ctx, "collisions", "keys one field apart", [(a, b), (a, c), (b, c)])


# -------------------------------------------------------------------------------------------------
# 4. reproducibility and sensitivity
# -------------------------------------------------------------------------------------------------


def _same(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a == b) & (np.signbit(a) == np.signbit(b)) | (np.isnan(a) & np.isnan(b))


def check_repeat(ctx: Context) -> Row:
    """The same key gives the same bits, also after another key was used in between."""
    x, _ = _residual_inputs(ctx, 8192)
    first = ctx.run(x, ctx.key)
    ctx.run(x, ctx.key.replace(seed=(ctx.key.seed + 7) % 2**64))
    again = ctx.run(x, ctx.key)
    differ = int((~_same(first, again)).sum())
    return ctx.row(
        "reproducibility",
        "repeat",
        f"{differ} of {x.size} differ",
        "0",
        differ == 0,
        detects="any non-reproducible output (clock or global-RNG seeding, races)",
    )


def _sensitivity(ctx: Context, field: str) -> Row:
    n = 8192
    x, _ = _residual_inputs(ctx, n)
    k = ctx.key
    other = k.replace(**{field: (getattr(k, field) + (n if field == "offset" else 1)) % 2**64})
    a, b = ctx.run(x, k), ctx.run(x, other)
    differ = int((~_same(a, b)).sum())
    return ctx.row(
        "reproducibility",
        f"sensitivity.{field}",
        f"{differ} of {n} differ ({field} {getattr(k, field)} -> {getattr(other, field)})",
        "> 0",
        differ > 0,
        detects=f"a key field ({field}) that does not reach the bits (false alarm < 2^-1000)",
    )


def check_sensitivity_seed(ctx):
    return _sensitivity(ctx, "seed")


def check_sensitivity_step(ctx):
    return _sensitivity(ctx, "step")


def check_sensitivity_tensor(ctx):
    return _sensitivity(ctx, "tensor")


def check_sensitivity_offset(ctx):
    return _sensitivity(ctx, "offset")


# -------------------------------------------------------------------------------------------------
# 5. invariance
# -------------------------------------------------------------------------------------------------


def _cuts(n: int, parts: int = 3) -> list:
    """Uneven cut points 0 < ... < n (not multiples of 8 when n allows)."""
    return sorted({0, n, *[max(1, min(n - 1, n * i // parts + (i % 2) * 3 + 1)) for i in range(1, parts)]})


def _invariance(ctx: Context, check: str, claim: str, compare: Callable) -> Row:
    if claim == "rows+columns" and ctx.impl.sharding != "rows+columns" or ctx.impl.sharding == "none":
        return ctx.row(
            "invariance",
            check,
            "not claimed",
            "-",
            None,
            detail=f"the implementation claims sharding={ctx.impl.sharding!r}",
        )
    m, n = ctx.budget.shard
    x, _ = _residual_inputs(ctx, m * n)
    full = ctx.run(x, ctx.key, (m, n)).reshape(m, n)
    x2 = x.reshape(m, n)
    differ, total, where = compare(x2, full)
    return ctx.row(
        "invariance",
        check,
        f"{differ} of {total} differ",
        "0",
        differ == 0,
        detects="any shard-dependent output",
        detail=where if differ else "",
    )


def _shard_differences(ctx: Context, x2, full, axis: int):
    """Round uneven shards of ``x2`` along ``axis`` (0: rows, 1: columns) with the matching key and count
    the elements that differ from ``full``; (differences, elements, where the first ones are)."""
    m, n = x2.shape
    differ, where = 0, ""
    cuts = _cuts(x2.shape[axis])
    for a, b in zip(cuts, cuts[1:], strict=False):
        if axis == 0:
            part, want = x2[a:b], full[a:b]
            key, how = ctx.key.replace(offset=ctx.key.offset + a * n), f"rows {a}:{b} of {m} (offset + {a * n})"
        else:
            part, want = np.ascontiguousarray(x2[:, a:b]), full[:, a:b]
            key = ctx.key.replace(offset=ctx.key.offset + a, row_stride=n)
            how = f"columns {a}:{b} of {n} (offset + {a}, row_stride {n})"
        d = int((~_same(ctx.run(part, key, part.shape), want.reshape(-1))).sum())
        if d and not where:
            where = f"{how} differ in {d} elements"
        differ += d
    return differ, m * n, where


def check_rows(ctx: Context) -> Row:
    """Row shards rounded with offset = key.offset + first_row * cols give the unsharded tensor's bits."""
    return _invariance(ctx, "rows", "rows", lambda x2, full: _shard_differences(ctx, x2, full, 0))


def check_columns(ctx: Context) -> Row:
    """Column shards rounded with offset = key.offset + first_col and row_stride = cols give the same bits."""
    return _invariance(ctx, "columns", "rows+columns", lambda x2, full: _shard_differences(ctx, x2, full, 1))


def check_shape(ctx: Context) -> Row:
    """A 2-D tensor and its flattened 1-D view (same offset) give the same bits."""

    def compare(x2, full):
        got = ctx.run(x2.reshape(-1), ctx.key)
        d = int((~_same(got, full.reshape(-1))).sum())
        return d, full.size, f"the flattened tensor differs in {d} elements"

    return _invariance(ctx, "shape", "rows", compare)


def check_variants(ctx: Context) -> Row:
    """Every claimed re-tiling (``Implementation.variants``) gives the same bits."""
    variants = ctx.impl.variants
    if not variants:
        return ctx.row("invariance", "variants", "no variants", "-", None, detail="Implementation.variants is empty")
    import torch

    m, n = ctx.budget.shard
    x, _ = _residual_inputs(ctx, m * n)
    xt = torch.from_numpy(x.reshape(m, n).copy())
    base = decode(ctx.impl(xt, ctx.target.torch_dtype, ctx.key))
    bad = []
    for name, fn in variants.items():
        d = int((~_same(decode(fn(xt, ctx.target.torch_dtype, ctx.key)), base)).sum())
        if d:
            bad.append(f"{name}: {d} differ")
    return ctx.row(
        "invariance",
        "variants",
        f"{len(bad)} of {len(variants)} variants differ",
        "0",
        not bad,
        detects="any tiling-dependent output",
        detail="; ".join(bad),
    )


#: (property, check, function, statistical?) in battery order.
CHECKS = (
    ("outputs", "grid", check_grid, False),
    ("outputs", "specials", check_specials, False),
    ("outputs", "degenerate", check_degenerate, False),
    ("law", "fractions", check_fractions, True),
    ("law", "bits", check_bits, False),
    ("law", "bias", check_bias, True),
    ("law", "bins", check_bins, True),
    ("independence", "lags", check_lags, True),
    ("independence", "pairs", check_pairs, True),
    ("independence", "tensors", check_tensors, True),
    ("independence", "steps", check_steps, True),
    ("independence", "seeds", check_seeds, True),
    ("independence", "collisions", check_collisions, True),
    ("reproducibility", "repeat", check_repeat, False),
    ("reproducibility", "sensitivity.seed", check_sensitivity_seed, False),
    ("reproducibility", "sensitivity.step", check_sensitivity_step, False),
    ("reproducibility", "sensitivity.tensor", check_sensitivity_tensor, False),
    ("reproducibility", "sensitivity.offset", check_sensitivity_offset, False),
    ("invariance", "rows", check_rows, False),
    ("invariance", "columns", check_columns, False),
    ("invariance", "shape", check_shape, False),
    ("invariance", "variants", check_variants, False),
)


def statistical_checks(selected) -> int:
    """How many statistical checks are among ``selected`` (entries of :data:`CHECKS`)."""
    return sum(1 for c in selected if c[3])
