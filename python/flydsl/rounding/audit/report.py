"""Running the battery over an implementation's targets, and the report: table, JSON, plot, verdict."""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field

import numpy as np

from ..plotting import pyplot
from .checks import BUDGETS, CHECKS, PROPERTIES, Budget, Context, statistical_checks
from .grid import target_named
from .protocol import Key, as_implementation

__all__ = ["audit", "Report", "select_checks"]


def select_checks(checks=None) -> tuple:
    """Entries of :data:`~flydsl.rounding.audit.checks.CHECKS` named by ``checks``: property names
    (``"law"``), full check names (``"independence.lags"``) or None for all; ValueError for unknown names."""
    if checks is None:
        return CHECKS
    names = [checks] if isinstance(checks, str) else list(checks)
    known = {f"{p}.{c}" for p, c, _, _ in CHECKS}
    for name in names:
        if name not in PROPERTIES and name not in known:
            raise ValueError(
                f"unknown check {name!r}; give a property ({', '.join(PROPERTIES)}) or a check name "
                f"such as 'independence.lags' (all: {', '.join(sorted(known))})"
            )
    return tuple(c for c in CHECKS if c[0] in names or f"{c[0]}.{c[1]}" in names)


@dataclass
class Report:
    """The result of :func:`audit`: one :class:`Row` per check and target."""

    implementation: str
    budget: str
    alpha: float
    seed: int
    rows: list
    seconds: float
    notes: tuple = ()
    lags: dict = field(default_factory=dict, repr=False)  # target -> (lags, z, threshold), for the plot

    @property
    def passed(self) -> bool:
        """True when no check failed (N/A rows do not count)."""
        return all(r.verdict != "FAIL" for r in self.rows)

    def failed(self) -> list:
        """Names ``property.check`` (with the target) of the failed checks."""
        return [f"{r.target}:{r.name}" for r in self.rows if r.verdict == "FAIL"]

    def verdict(self, name: str, target: str | None = None) -> str:
        """The verdict of check ``name`` (``"law.bias"``): FAIL if it failed on any target, else PASS / N/A."""
        got = [r.verdict for r in self.rows if r.name == name and (target is None or r.target == target)]
        if not got:
            raise KeyError(f"no check {name!r} in this report")
        return "FAIL" if "FAIL" in got else ("PASS" if "PASS" in got else "N/A")

    def table(self, details: bool = True) -> str:
        """A plain-text table: target, property, statistic, threshold, verdict (details of failures below)."""
        head = ("target", "property", "statistic", "threshold", "verdict")
        cells = [head] + [(r.target, r.name, r.statistic, r.threshold, r.verdict) for r in self.rows]
        widths = [max(len(str(c[i])) for c in cells) for i in range(len(head))]
        lines = ["  ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in cells]
        lines.insert(1, "  ".join("-" * w for w in widths))
        passed = "PASSED" if self.passed else "FAILED"
        n_fail = sum(r.verdict == "FAIL" for r in self.rows)
        lines.append("")
        lines.append(
            f"{self.implementation}: {passed} ({n_fail} failed of {len(self.rows)}), budget {self.budget}, "
            f"false-alarm rate <= {self.alpha:g}, audit seed {self.seed}, {self.seconds:.1f} s"
        )
        if details:
            lines += [f"  {r.target} {r.name}: {r.detail}" for r in self.rows if r.verdict == "FAIL" and r.detail]
            lines += [f"  note: {n}" for n in self.notes]
        return "\n".join(lines)

    def to_dict(self) -> dict:
        return {
            "implementation": self.implementation,
            "passed": self.passed,
            "budget": self.budget,
            "alpha": self.alpha,
            "seed": self.seed,
            "seconds": round(self.seconds, 3),
            "notes": list(self.notes),
            "rows": [{**asdict(r), "name": r.name} for r in self.rows],
        }

    def to_json(self, indent: int = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def plot(self, path) -> str | None:
        """Write the autocorrelation z-scores of the up-decisions by lag (one panel per target); the path,
        or None when matplotlib is missing or the lags check did not run."""
        if not self.lags:
            return None
        plt = pyplot()
        if plt is None:
            return None
        fig, axes = plt.subplots(len(self.lags), 1, figsize=(8, 2.2 * len(self.lags)), dpi=100, squeeze=False)
        for ax, (target, (lags, z, zc)) in zip(axes[:, 0], self.lags.items(), strict=True):
            ax.plot(lags, z, lw=0.5, color="tab:blue")
            for s in (1, -1):
                ax.axhline(s * zc, color="tab:red", lw=0.8, ls="--")
            ax.set_ylabel(f"{target}\nz")
            ax.set_xlim(lags[0], lags[-1])
        axes[0, 0].set_title(f"{self.implementation}: autocorrelation of up-decisions by lag (dashed: threshold)")
        axes[0, 0].title.set_fontsize(9)
        axes[-1, 0].set_xlabel("lag (elements)")
        fig.tight_layout()
        fig.savefig(path)
        plt.close(fig)
        return str(path)


def audit(
    impl,
    *,
    targets=None,
    budget="default",
    alpha: float = 1e-3,
    seed: int = 0,
    checks=None,
    progress=None,
) -> Report:
    """Run the battery on ``impl`` (an :class:`~flydsl.rounding.audit.Implementation` or a protocol callable).

    ``targets``: names or torch dtypes (default: the implementation's). ``budget``: ``"default"``
    (under a minute on a CPU), ``"thorough"``, ``"quick"`` or a :class:`Budget`. ``alpha``: the
    false-alarm rate of the whole audit (a correct implementation fails with probability at most
    ``alpha``), shared by Bonferroni among the statistical checks and targets. ``seed``: the audit's own
    randomness (inputs and keys). ``checks``: a subset (property or check names, see
    :func:`select_checks`). ``progress``: a callable taking one line of text, called before each check.
    """
    impl = as_implementation(impl)
    if not 0.0 < alpha < 1.0:
        raise ValueError(f"audit: alpha is a false-alarm rate in (0, 1), got {alpha}")
    if isinstance(budget, str):
        if budget not in BUDGETS:
            raise ValueError(f"audit: unknown budget {budget!r}; valid: {', '.join(BUDGETS)} (or a Budget)")
        budget = BUDGETS[budget]
    elif not isinstance(budget, Budget):
        raise TypeError(f"audit: budget must be a name ({', '.join(BUDGETS)}) or a Budget, got {type(budget)}")
    names = impl.targets if targets is None else [target_named(t).name for t in targets]
    unsupported = [t for t in names if t not in impl.targets]
    if unsupported:
        raise ValueError(f"audit: {impl.name} supports {', '.join(impl.targets)}, not {', '.join(unsupported)}")
    selected = select_checks(checks)
    share = alpha / max(1, statistical_checks(selected) * len(names))
    root = np.random.default_rng(seed)
    rows, lags = [], {}
    start = time.perf_counter()
    for name in names:
        target = target_named(name)
        trng = np.random.default_rng(root.integers(0, 2**63))
        key = Key(
            seed=int(trng.integers(0, 2**63)) * 2 + int(trng.integers(0, 2)),
            step=int(trng.integers(1, 1000)),
            tensor=int(trng.integers(0, 1000)),
            offset=int(trng.integers(0, 1 << 32)),
        )
        plot = {}
        for prop, check, fn, statistical in selected:
            if progress is not None:
                progress(f"{impl.name} {name} {prop}.{check}")
            ctx = Context(impl, target, budget, share if statistical else 0.0, trng, key, plot)
            rows.append(fn(ctx))
        if "lags" in plot:
            lags[name] = (*plot["lags"], plot["lag_threshold"])
    return Report(impl.name, budget.name, alpha, seed, rows, time.perf_counter() - start, impl.notes, lags)
