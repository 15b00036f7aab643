"""Negative controls: a zoo of SR bug models, one per bug class that has shipped, and the correct baseline.

Every model is the same small numpy SR (:func:`correct`: 16 random bits per element from a counter-based
hash of the key and the element's global index, round up iff ``floor(f * 2**16) + r >= 2**16``) with one
defect. :data:`ZOO` maps a name to a :class:`BugModel`, which says which real bug it models and which
check of the audit must catch it (``tests/audit/test_audit_zoo.py`` checks that each one is caught by it)::

    from flydsl.rounding.audit import audit, zoo

    report = audit(zoo.ZOO["step_replay"].impl, checks="independence.steps")
    assert report.verdict("independence.steps") == "FAIL"
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .grid import Target, target_named
from .protocol import Implementation, Key, fold_add, fold_hash, from_numpy, seed_only

__all__ = ["BugModel", "ZOO", "correct", "sr_values", "counter_bits", "ZOO_TARGETS"]

#: The targets the zoo's models round to.
ZOO_TARGETS = ("bf16", "f16", "fp8-e4m3fn", "fp8-e5m2")

_M64 = np.uint64(0xFFFFFFFFFFFFFFFF)


def _mix(z: np.ndarray) -> np.ndarray:
    """SplitMix64's finalizer on uint64 arrays (wrapping arithmetic)."""
    with np.errstate(over="ignore"):
        z = z + np.uint64(0x9E3779B97F4A7C15)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def counter_bits(stream: int, index: np.ndarray) -> np.ndarray:
    """16 random bits (uint32) per global ``index``, from a 64-bit stream key: ``mix(stream ^ mix(index))``."""
    return (_mix(np.uint64(stream) ^ _mix(np.asarray(index, dtype=np.uint64))) >> np.uint64(48)).astype(np.uint32)


def _stream(key: Key, *extra) -> int:
    """The 64-bit stream of (seed, step, tensor[, extra]) (offset and index go to the counter)."""
    h = fold_hash(Key(key.seed, key.step, key.tensor, 0))
    for v in extra:
        h = fold_hash(Key(h, v))
    return h


def global_index(x: np.ndarray, key: Key) -> np.ndarray:
    """Global stream index of each element of a 1-D or 2-D ``x`` (row-major; ``key.row_stride`` for shards)."""
    if x.ndim <= 1:
        return (np.uint64(key.offset) + np.arange(x.size, dtype=np.uint64)).reshape(x.shape)
    rows, cols = x.shape[0], x.shape[-1]
    stride = np.uint64(key.row_stride or cols)
    r = np.arange(rows, dtype=np.uint64)[:, None]
    c = np.arange(cols, dtype=np.uint64)[None, :]
    with np.errstate(over="ignore"):
        return np.uint64(key.offset) + r * stride + c


def sr_values(x: np.ndarray, target: Target, r16: np.ndarray, *, law: Callable | None = None, carry: bool = True):
    """Stochastically rounded values (float64) of f32 ``x`` with 16 random bits ``r16`` per element.

    Up iff ``law(floor(f * 2**16), r16)`` (default ``scaled + r >= 2**16``); ``carry=False`` models a dropped
    mantissa carry (rounding up out of a binade lands at the binade's start). NaN stays NaN, Inf stays Inf
    (NaN for formats without Inf).
    """
    with np.errstate(invalid="ignore"):  # signalling NaN patterns
        x64 = np.asarray(x, dtype=np.float32).astype(np.float64)
    finite = np.isfinite(x64)
    lo, hi, frac = target.neighbours(np.where(finite, x64, 0.0))
    scaled = np.floor(frac * 65536.0).astype(np.int64)
    r = np.asarray(r16, dtype=np.int64).reshape(scaled.shape)
    up = (scaled + r >= 65536) if law is None else law(scaled, r)
    up &= frac > 0
    mag = np.where(up, hi, lo)
    if not carry:
        binade_up = up & (np.frexp(hi)[1] != np.frexp(lo)[1]) & (lo > 0)
        mag = np.where(binade_up, np.where(lo >= target.values[1 << target.fmt.man_bits], hi / 2, 0.0), mag)
    out = np.copysign(mag, x64)
    inf = np.inf if target.has_inf else np.nan
    out = np.where(np.isinf(x64), np.copysign(inf, x64), out)
    return np.where(np.isnan(x64), np.nan, out)


def _model(bits: Callable, *, name: str, law=None, carry=True, sharding="rows+columns", values=None) -> Implementation:
    """A numpy SR whose 16-bit words come from ``bits(x, key)``."""

    def fn(x, fmt, key):
        target = target_named(fmt.short)
        if values is not None:
            return values(x, target, key)
        return sr_values(x, target, bits(x, key), law=law, carry=carry)

    fn.__name__ = name
    return from_numpy(fn, targets=ZOO_TARGETS, sharding=sharding, name=name)


def _keyed(x, key):
    return counter_bits(_stream(key), global_index(x, key))


def correct() -> Implementation:
    """The zoo's baseline: a correct SR (16 bits per element keyed by seed, step, tensor and global index)."""
    return _model(_keyed, name="zoo.correct")


@dataclass(frozen=True)
class BugModel:
    """One bug model: the implementation, the shipped bug it stands for, and the check that must catch it."""

    name: str
    models: str
    catches: str
    impl: Implementation


_TILE = 1024  # tile-local model: every tile of 1024 elements draws the bits of tile 0


def _clock_bits(x, key):
    return counter_bits(_stream(key, time.perf_counter_ns()), global_index(x, key))


def _build() -> dict:
    def stream_without(**zeroed):
        def bits(x, key):
            return counter_bits(_stream(key.replace(**zeroed)), global_index(x, key))

        return bits

    def tile_local(x, key):
        k = np.arange(x.size, dtype=np.uint64).reshape(x.shape)
        return counter_bits(_stream(key), k % np.uint64(_TILE))

    def pair_shared(x, key):
        return counter_bits(_stream(key), global_index(x, key) & ~np.uint64(1))

    def shard_shape(x, key):
        return counter_bits(_stream(key, *x.shape), global_index(x, key))

    def few_bits(x, key):
        return _keyed(x, key) & np.uint32(0xFF00)

    def zeros(x, target, key):
        return np.zeros(x.shape)

    def halved(scaled, r):
        return 2 * r < scaled  # P(up) = f / 2 (a comparison fed one bit too low)

    def fn_seed(x, target, seed):  # the correct engine, reached through a single seed
        import torch

        fmt = target_named(target).fmt
        k = Key(seed)
        return torch.from_numpy(sr_values(x.numpy(), target_named(fmt.short), _keyed(x.numpy(), k)).reshape(x.shape))

    entries = [
        (
            "seed_reuse",
            "llm.c#597: many parameter tensors drew the same seed",
            "independence.tensors",
            _model(stream_without(tensor=0), name="zoo.seed_reuse"),
        ),
        (
            "all_zeros",
            "TransformerEngine#3281: SR gradients silently all zero",
            "outputs.grid",
            _model(None, name="zoo.all_zeros", values=zeros),
        ),
        (
            "lost_carry",
            "ROCm/llvm-project#3275: a dropped mantissa carry (results off by one step)",
            "outputs.grid",
            _model(_keyed, name="zoo.lost_carry", carry=False),
        ),
        (
            "halved_probability",
            "Primus-Turbo#430: the seed one bit lower halved P(round up)",
            "law.fractions",
            _model(_keyed, name="zoo.halved_probability", law=halved),
        ),
        (
            "tile_local",
            f"tile-local offsets: every {_TILE}-element tile draws the same bits",
            "independence.lags",
            _model(tile_local, name="zoo.tile_local"),
        ),
        (
            "pair_shared",
            "one random word for both elements of a packed pair",
            "independence.pairs",
            _model(pair_shared, name="zoo.pair_shared"),
        ),
        (
            "step_replay",
            "seeds replayed every step (baked in at trace time)",
            "independence.steps",
            _model(stream_without(step=0), name="zoo.step_replay"),
        ),
        (
            "shard_shape",
            "bits that depend on the local shard's shape",
            "invariance.rows",
            _model(shard_shape, name="zoo.shard_shape"),
        ),
        (
            "clock_seeded",
            "bits seeded from the clock (not reproducible)",
            "reproducibility.repeat",
            _model(_clock_bits, name="zoo.clock_seeded"),
        ),
        (
            "too_few_bits",
            "8 random bits where 16 are needed (fractions below 2^-8 never round up)",
            "law.bits",
            _model(few_bits, name="zoo.too_few_bits"),
        ),
        (
            "additive_key",
            "a key folded as seed + step + tensor (step + 1 replays tensor + 1)",
            "independence.collisions",
            seed_only(fn_seed, targets=ZOO_TARGETS, fold=fold_add, name="zoo.additive_key"),
        ),
    ]
    return {name: BugModel(name, models, catches, impl) for name, models, catches, impl in entries}


#: name -> :class:`BugModel`.
ZOO = _build()
