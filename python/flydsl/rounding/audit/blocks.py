"""Auditing block-scaled SR quantizers: the block's scale choice, every position, pairs inside a block.

The element audit (:mod:`.checks`) checks one element's law between its two grid neighbours; a
block-scaled quantizer also chooses a scale per block, and a scale that puts a block's largest element
above the largest code makes SR saturate it (a bias toward zero the element audit cannot see: issue 23).

The protocol: a :class:`BlockQuantizer` wraps ``fn(x, key) -> values``: ``x`` a 2-D float32 CPU tensor
whose rows are cut into blocks along the last dim, ``key`` a :class:`~.protocol.Key`, ``values`` the
DEQUANTIZED tensor (``x``'s shape; any float dtype). :func:`from_seeded` adapts any
``quantize(x: torch.Tensor, seed: int) -> dequantized tensor`` (e.g. torchao's NVFP4 SR quantizer on a
GPU: move ``x`` there inside the callable); :func:`mx_quantizer` and :func:`recipe_quantizer` are this
package's. :func:`audit_blocks` runs the checks (:data:`BLOCK_CHECKS`) and returns a
:class:`~.report.Report`:

- ``block.locality`` (exact, false-alarm rate 0): a block's values depend on that block only (and the
  tensor scale): blocks are rescaled by ``2**-8`` (keeping the tensor's largest block) and the other
  blocks' outputs must be bit-identical. Catches a scale computed per tile of several blocks.
- ``block.max`` (statistical): ``E[q(x)] = x`` at each block's largest element, first (where clipping
  shows): the relative error at the block maxima, averaged over the blocks, per repetition (``reps``
  independently keyed calls), by Student's t against 0.
- ``block.positions``: the same at each of the block's positions (one t-test per position, Bonferroni).
- ``block.pairs`` / ``block.neighbours``: the up-decisions (``|q| > |x|``) of elements ``(2i, 2i + 1)``
  (one packed byte) and ``(2i + 1, 2i + 2)`` are uncorrelated: the sample covariance over repetitions,
  summed over all pairs and standardized. Catches one random word per packed pair and gfx950's pk-pair
  model (the second element's random value is ``v_prng_b32`` of the first's, :mod:`flydsl.rounding.mx.hardware`).
- ``block.tensors`` / ``block.steps``: the errors ``q(x) - x`` of two keys differing only in the tensor id
  (a layer) or the step are no more alike than those of two keys differing in the seed as well (a
  deterministic error, e.g. a bias, cancels). Catches RHT signs (or random bits) reused across layers.

The audit's false-alarm rate ``alpha`` is split evenly over the statistical checks run (Bonferroni); each
statistic is compared with the two-sided normal quantile of its share (Student's t with ``reps - 1``
degrees of freedom is within 1.5x of that tail at ``reps = 256``, which the docs state).
:mod:`.zoo` ``BLOCK_ZOO`` holds the bug models each check must catch.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..mx import reference as mxref
from .checks import Row
from .protocol import Key, fold_hash  # noqa: F401  (Key: re-exported for callers)
from .report import Report
from .stats import normal_isf, normal_two_sided

__all__ = [
    "BlockQuantizer",
    "BLOCK_CHECKS",
    "audit_blocks",
    "from_seeded",
    "mx_quantizer",
    "recipe_quantizer",
    "block_inputs",
    "BLOCK_REPS",
]

#: The checks of :func:`audit_blocks`, in order (``locality`` is exact, the others statistical).
BLOCK_CHECKS = ("locality", "max", "positions", "pairs", "neighbours", "tensors", "steps")
_STATISTICAL = BLOCK_CHECKS[1:]


@dataclass(frozen=True)
class BlockQuantizer:
    """A block-scaled quantizer under audit: ``fn(x, key) -> dequantized values``, its format (a name of
    :data:`flydsl.rounding.mx.MX_FORMATS`, for the block size and the inputs) and a name."""

    fn: Callable
    fmt: str
    name: str = "block quantizer"
    mixes: bool = False  #: an RHT mixes a block's elements: pairs / neighbours do not apply (N/A)

    def __post_init__(self):
        if not callable(self.fn):
            raise TypeError(f"BlockQuantizer.fn must be callable (x, key) -> dequantized tensor, got {self.fn!r}")
        if self.fmt not in mxref.SPECS:
            raise ValueError(f"BlockQuantizer.fmt must be one of {', '.join(mxref.SPECS)}, got {self.fmt!r}")

    @property
    def block(self) -> int:
        return mxref.SPECS[self.fmt][1]

    def __call__(self, x32: np.ndarray, key: Key) -> np.ndarray:
        import torch

        x = torch.from_numpy(np.ascontiguousarray(x32, dtype=np.float32))
        y = self.fn(x, key)
        if tuple(y.shape) != tuple(x.shape):
            raise ValueError(
                f"{self.name} returned shape {tuple(y.shape)} for an input of shape {tuple(x.shape)}; a block "
                "quantizer under audit returns the dequantized tensor, one value per input"
            )
        return y.detach().to("cpu", torch.float64).numpy()


def from_seeded(fn: Callable, fmt: str, name: str | None = None) -> BlockQuantizer:
    """A :class:`BlockQuantizer` of ``fn(x: torch.Tensor, seed: int) -> dequantized tensor``: the key is folded
    into the seed (:func:`~.protocol.fold_hash`, every field), so distinct keys get distinct seeds."""
    return BlockQuantizer(lambda x, key: fn(x, fold_hash(key)), fmt, name or getattr(fn, "__name__", "seeded"))


def mx_quantizer(fmt: str, **kw) -> BlockQuantizer:
    """:func:`flydsl.rounding.mx.quantize` with SR (``kw``: ``scale_rule``, ``allow_clipping``, ``headroom``, ...),
    keyed by seed, substream ``fold_hash(step, tensor)`` and offset."""
    from .. import mx

    def fn(x, key: Key):
        sub = fold_hash(Key(0, key.step, key.tensor, 0))
        q = mx.quantize(x, fmt, rounding="STOCHASTIC", seed=key.seed, offset=key.offset, substream=sub, **kw)
        return mx.dequantize(q)

    extra = ", ".join(f"{k}={v!r}" for k, v in kw.items())
    return BlockQuantizer(fn, fmt, f"mx.quantize({fmt!r}, STOCHASTIC{', ' + extra if extra else ''})")


def recipe_quantizer(recipe, field: str) -> BlockQuantizer:
    """One backward operand of a training recipe (:mod:`flydsl.rounding.training`) as a block quantizer: the
    recipe's quantization of ``x`` at site ``field`` of layer ``key.tensor % 2**29`` at step ``key.step % 2**32``
    (with the recipe's RHT and its signs when ``field``'s GEMM is transformed, undone after dequantizing)."""
    from ..training import fake_quantize, recipe_signs, rht, substream
    from ..training.recipe import TRAINING_OFFSET

    spec = getattr(recipe, field)
    if spec is None:
        raise ValueError(f"recipe {recipe.name!r} leaves {field} unquantized: nothing to audit")
    gemm = "dgrad" if field.startswith("dgrad") else "wgrad"

    def fn(x, key: Key):
        layer, step = key.tensor % (1 << 29), key.step % (1 << 32)
        sub = substream(step, layer, field)
        transformed = gemm in recipe.rht and not field.startswith("fwd")
        if transformed:
            signs = recipe_signs(recipe, layer, step, gemm)
            x = rht(x.float(), dim=-1, block=recipe.rht_block, signs=signs)
        v = fake_quantize(x, spec, axis=-1, seed=key.seed, offset=TRAINING_OFFSET, substream=sub)
        if transformed:
            v = rht(v, dim=-1, block=recipe.rht_block, signs=signs, inverse=True)
        return v

    mixes = gemm in recipe.rht and not field.startswith("fwd")
    return BlockQuantizer(fn, spec.fmt, f"{recipe.name}: {field}", mixes=mixes)


# -- inputs ----------------------------------------------------------------------------------------


def block_inputs(fmt: str, rows: int, blocks: int, rng: np.random.Generator) -> np.ndarray:
    """``rows x (blocks * block)`` f32: standard normal blocks at random binades (2**-8 .. 2**8), half of them with
    the largest magnitude moved into the top quarter of its binade (mantissa 1.5 .. 2: MXFP4's clipping range
    [6, 8) x scale under FLOOR), none on a grid point of a plausible scale."""
    b = mxref.SPECS[fmt][1]
    x = rng.standard_normal((rows * blocks, b))
    x *= np.exp2(rng.integers(-8, 9, (rows * blocks, 1)))
    top = np.abs(x).argmax(1)
    i = np.arange(len(x))
    half = rng.random(len(x)) < 0.5
    amax = np.abs(x[i, top])
    e = np.floor(np.log2(amax))
    moved = np.exp2(e) * rng.uniform(1.5, 2.0, len(x))
    x[i, top] = np.where(half, np.sign(x[i, top]) * moved, x[i, top])
    return x.astype(np.float32).reshape(rows, blocks * b)


# -- the checks --------------------------------------------------------------------------------------


@dataclass
class _Ctx:
    q: BlockQuantizer
    x: np.ndarray
    reps: int
    seed: int
    alpha: float  # per statistical check
    runs: np.ndarray | None = None  # (reps, rows, cols) values for keys step 0..reps-1

    def key(self, **kw) -> Key:
        return Key(self.seed, **kw)

    def outputs(self) -> np.ndarray:
        if self.runs is None:
            self.runs = np.stack([self.q(self.x, self.key(step=r)) for r in range(self.reps)])
        return self.runs

    def row(self, check, statistic, threshold, passed, *, alpha, detects, detail="", p=None) -> Row:
        verdict = "PASS" if passed else "FAIL"
        return Row(self.q.fmt, "block", check, statistic, threshold, verdict, alpha, detects, detail, p)

    def z_row(self, check, z: float, alpha: float, detects: str, detail: str = "") -> Row:
        zc = normal_isf(alpha / 2)
        p = normal_two_sided(z)
        return self.row(check, f"|z| = {abs(z):.2f}", f"< {zc:.2f}", abs(z) < zc, alpha=alpha, detects=detects,
                        detail=detail, p=p)  # fmt: skip


def _t(s: np.ndarray) -> float:
    sd = float(np.std(s, ddof=1))
    m = float(np.mean(s))
    if sd == 0:
        return 0.0 if m == 0 else math.copysign(1e9, m)
    return m / (sd / math.sqrt(len(s)))


def check_locality(ctx: _Ctx) -> Row:
    b = ctx.q.block
    rows, cols = ctx.x.shape
    nb = cols // b
    x = ctx.x.reshape(rows, nb, b).astype(np.float64)
    amax = np.abs(x).max(2)
    anchor = np.unravel_index(np.argmax(amax), amax.shape)  # the tensor's largest block stays (tensor scale)
    odd = np.zeros((rows, nb), bool)
    odd[:, 1::2] = True
    odd[anchor] = False
    base = np.where(odd[..., None], x * 4.0, x)  # the changed blocks hold their tile's maximum
    base[anchor] = x[anchor] * 64.0  # still the tensor's largest
    changed = np.where(odd[..., None], base * 2.0**-8, base)
    key = ctx.key(step=0)
    y0 = ctx.q(base.reshape(rows, cols).astype(np.float32), key).reshape(rows, nb, b)
    y1 = ctx.q(changed.reshape(rows, cols).astype(np.float32), key).reshape(rows, nb, b)
    keep = ~odd
    same = (y0[keep] == y1[keep]) | (np.isnan(y0[keep]) & np.isnan(y1[keep]))
    bad = int((~same.all(1)).sum())
    return ctx.row(
        "locality", f"{bad} of {int(keep.sum())} unchanged blocks moved", "0", bad == 0, alpha=0.0,
        detects="a scale (or random word) shared across blocks, e.g. computed per tile",
        detail="rescaling other blocks changed these blocks' values: the scale is not the block's own",
    )  # fmt: skip


def _maxima(ctx: _Ctx):
    b = ctx.q.block
    x = ctx.x.reshape(-1, b).astype(np.float64)
    return x, np.abs(x).argmax(1)


def check_max(ctx: _Ctx) -> Row:
    x, top = _maxima(ctx)
    y = ctx.outputs().reshape(ctx.reps, -1, ctx.q.block)
    i = np.arange(len(x))
    xm = x[i, top]
    rel = (y[:, i, top] - xm) / np.abs(xm) * np.sign(xm)  # > 0: rounded away from zero on average
    s = rel.mean(1)
    t = _t(s)
    mean = float(s.mean())
    smallest = 5 * s.std(ddof=1) / math.sqrt(ctx.reps)
    return ctx.z_row(
        "max", t, ctx.alpha, detects=f"a mean relative bias at block maxima of ~{smallest:.1e}",
        detail=f"E[q(max)] / max = {1 + mean:.4f} over {ctx.reps} keys: the scale clips block maxima",
    )  # fmt: skip


def check_positions(ctx: _Ctx) -> Row:
    b = ctx.q.block
    x = ctx.x.reshape(-1, b).astype(np.float64)
    scale = np.abs(x).max(1, keepdims=True)
    y = ctx.outputs().reshape(ctx.reps, -1, b)
    s = ((y - x) / scale).mean(1)  # (reps, b)
    ts = np.array([_t(s[:, j]) for j in range(b)])
    worst = int(np.argmax(np.abs(ts)))
    share = ctx.alpha / b
    detail = f"position {worst} of {b} is biased"
    row = ctx.z_row("positions", float(ts[worst]), share, detects="a bias at one position of the block", detail=detail)
    row.alpha = ctx.alpha
    row.statistic = f"max |t| = {abs(ts[worst]):.2f} (position {worst})"
    return row


def _cov_z(u: np.ndarray, a: np.ndarray, b: np.ndarray) -> float:
    """Standardized sum of the sample covariances (over repetitions) of columns ``a`` and ``b`` of ``u``."""
    r = u.shape[0]
    ua, ub = u[:, a], u[:, b]
    ca = ua - ua.mean(0)
    cb = ub - ub.mean(0)
    cov = (ca * cb).sum(0) / (r - 1)
    var = ua.var(0, ddof=1) * ub.var(0, ddof=1) / r
    ok = var > 0
    if not ok.any():
        return 0.0
    return float(cov[ok].sum() / math.sqrt(var[ok].sum()))


def _ups(ctx: _Ctx) -> np.ndarray:
    y = ctx.outputs().reshape(ctx.reps, -1)
    return (np.abs(y) > np.abs(ctx.x.reshape(-1).astype(np.float64))).astype(np.float64)


def _not_applicable(ctx: _Ctx, check: str) -> Row:
    why = "the quantizer mixes a block's elements (an RHT): audit the quantizer without the transform"
    return Row(ctx.q.fmt, "block", check, "-", "-", "N/A", 0.0, "", why)


def check_pairs(ctx: _Ctx) -> Row:
    if ctx.q.mixes:
        return _not_applicable(ctx, "pairs")
    u = _ups(ctx)
    n = u.shape[1]
    z = _cov_z(u, np.arange(0, n, 2), np.arange(1, n, 2))
    return ctx.z_row("pairs", z, ctx.alpha, detects="correlated up-decisions within a packed pair",
                     detail="the two elements of a packed pair round together: one random word per pair?")  # fmt: skip


def check_neighbours(ctx: _Ctx) -> Row:
    if ctx.q.mixes:
        return _not_applicable(ctx, "neighbours")
    u = _ups(ctx)
    b = ctx.q.block
    n = u.shape[1]
    a = np.arange(1, n - 1, 2)
    a = a[(a % b) != b - 1]  # inside a block
    z = _cov_z(u, a, a + 1)
    return ctx.z_row("neighbours", z, ctx.alpha, detects="correlated up-decisions of neighbours across pairs",
                     detail="neighbouring elements of a block round together")  # fmt: skip


def _cross(ctx: _Ctx, check: str, field: str) -> Row:
    """Errors of keys differing in ``field`` only against errors of keys differing in the seed too: per element
    ``p = e_a e_b - e_c e_d`` (errors over the block's largest magnitude). A deterministic error (a bias, or RN)
    cancels; with independent draws ``E[p] = 0``, and ``sum p / sqrt(sum p**2)`` is ~N(0, 1)."""
    x = ctx.x.astype(np.float64)
    b = ctx.q.block
    norm = np.repeat(np.abs(x.reshape(-1, b)).max(1), b)
    norm = np.where(norm > 0, norm, 1.0)

    def err(key):
        return (ctx.q(ctx.x, key) - x).reshape(-1) / norm

    total, squares = 0.0, 0.0
    for r in range(4):
        base = {"step": 0, "tensor": 0, field: 2 * r}
        other = {**base, field: 2 * r + 1}
        ea, eb = err(ctx.key(**base)), err(ctx.key(**other))
        ec = err(Key(ctx.seed + 1 + 2 * r, **{**base, field: 2 * r + 100}))
        ed = err(Key(ctx.seed + 2 + 2 * r, **{**other, field: 2 * r + 101}))
        p = ea * eb - ec * ed
        total += float(p.sum())
        squares += float((p * p).sum())
    z = 0.0 if squares == 0 else total / math.sqrt(squares)
    detail = f"two {field}s get correlated quantization errors: random bits or RHT signs reused"
    return ctx.z_row(check, z, ctx.alpha, detects=f"errors correlated across {field}s", detail=detail)


CHECK_FUNCTIONS = {
    "locality": check_locality,
    "max": check_max,
    "positions": check_positions,
    "pairs": check_pairs,
    "neighbours": check_neighbours,
    "tensors": lambda ctx: _cross(ctx, "tensors", "tensor"),
    "steps": lambda ctx: _cross(ctx, "steps", "step"),
}


#: Repetitions (keyed calls) of the block audit per budget of ``flydsl-rounding audit``.
BLOCK_REPS = {"quick": 64, "default": 256, "thorough": 1024}


def audit_blocks(q, *, checks=None, reps: int = 256, rows: int = 16, blocks: int = 8, alpha: float = 1e-3,
                 seed: int = 0, x=None) -> Report:  # fmt: skip
    """Run the block checks (:data:`BLOCK_CHECKS`, or the names in ``checks``) on the :class:`BlockQuantizer`
    ``q``: ``reps`` keyed calls on ``rows x (blocks * block)`` inputs (:func:`block_inputs`, or ``x``); the whole
    audit's false-alarm rate is at most ``alpha``. Returns a :class:`~.report.Report` (``block.*`` rows)."""
    if not isinstance(q, BlockQuantizer):
        raise TypeError(f"audit_blocks takes a BlockQuantizer (see from_seeded), got {type(q).__name__}")
    names = BLOCK_CHECKS if checks is None else ((checks,) if isinstance(checks, str) else tuple(checks))
    names = tuple(n.removeprefix("block.") for n in names)
    unknown = [n for n in names if n not in BLOCK_CHECKS]
    if unknown:
        raise ValueError(f"unknown block check(s) {unknown}; valid: {', '.join(BLOCK_CHECKS)}")
    if not 0.0 < alpha < 1.0:
        raise ValueError(f"alpha is a false-alarm rate in (0, 1), got {alpha}")
    if reps < 16:
        raise ValueError(f"reps must be at least 16 (the t-tests need repetitions), got {reps}")
    t0 = time.perf_counter()
    rng = np.random.default_rng(seed)
    if x is None:
        x = block_inputs(q.fmt, rows, blocks, rng)
    x = np.asarray(x, np.float32)
    if x.ndim != 2 or x.shape[1] % q.block:
        raise ValueError(f"the audit's input must be 2-D with rows of whole {q.block}-element blocks, got {x.shape}")
    n_stat = sum(n in _STATISTICAL for n in names)
    ctx = _Ctx(q, x, reps, seed, alpha / max(n_stat, 1))
    rows_out = [CHECK_FUNCTIONS[n](ctx) for n in names]
    return Report(q.name, f"blocks x{reps}", alpha, seed, rows_out, time.perf_counter() - t0)
