"""Every round_to kernel on every f32 pattern class of its target: Triton (interpreter) == host engine == numpy.

The classes and their representatives are :mod:`flydsl.rounding.patterns` (sign x exponent x kept part x rest,
NaN fields, Inf, zero); the runs are ``benchmarks/gpu/bits.py``'s (``class_runs``): each target x mode x
saturate kernel over all representatives in one launch, contiguous from an unaligned start, and STOCHASTIC also
at constant stream indices whose words put every class at 0, just below its threshold, at it and at 0xFFFF
(:func:`flydsl.rounding.patterns.stochastic_plan`). The host engine runs the same patterns with the same words
passed explicitly (``rand=``), the reference with ``reference.round_bits``. ``class_mismatches`` is also what
``tests/runtime/test_triton_recorded.py`` applies to the classes recorded on the H200.
"""

from __future__ import annotations

import functools
import pathlib
import sys

import numpy as np
import pytest
import torch

from flydsl.rounding import patterns, reference
from flydsl.rounding.runtime.triton import catalogue

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks" / "gpu"))
import bits  # noqa: E402

MODES = catalogue.MODES


@functools.cache
def _body(target: str, saturate: bool):
    """One host-engine body per target and saturate: ``(x, w) -> (RN, RZ, RU, RD, RNA, STOCHASTIC with rand=w)``."""
    from flydsl.rounding import RoundingMode
    from flydsl.rounding.dtypes import float_type

    t = float_type(target)

    def body(x, w):
        return tuple(
            x.to(t, rounding=RoundingMode[m], saturate=saturate, **({"rand": w} if m == "STOCHASTIC" else {}))
            for m in MODES
        )

    return body


def host_bits(target: str, saturate: bool, u: np.ndarray, w: np.ndarray) -> dict:
    """``{mode: target bits (uint32)}`` of f32 patterns ``u`` through the host engine (``w``: STOCHASTIC's words)."""
    from flydsl.rounding.runtime import host

    outs = host.run(_body(target, saturate), np.asarray(u, np.uint32).view(np.float32), np.asarray(w, np.uint32))
    return {
        m: (o.view(np.uint16) if o.dtype == np.float16 else o).astype(np.uint32)
        for m, o in zip(MODES, outs, strict=True)
    }


def run_words(index_map, n: int, scalars) -> np.ndarray:
    """The canonical stream's word of each of ``n`` elements under a run's index map (zeros without a seed)."""
    if not scalars:
        return np.zeros(n, np.uint32)
    start, run, stride = index_map
    k = np.arange(n, dtype=np.uint64)
    index = np.uint64(start) + (k // np.uint64(run)) * np.uint64(stride) + k % np.uint64(run)
    return reference.stream_bits(scalars[0], index).astype(np.uint32)


def class_mismatches(v, got) -> list:
    """``[(key, differing count, first differing pattern)]`` of one round_to variant's class runs (``got``: a
    mapping of ``classes/<kernel>/<run>`` to output bits) against the host engine and the numpy reference."""
    k = dict(v.key)
    bad = []
    for part, u, index_map, scalars in bits.class_runs(v):
        key = f"classes/{v.name}/{part}"
        w = run_words(index_map, u.size, scalars)
        host = host_bits(k["target"], k["saturate"], u, w)[k["mode"]]
        ref = reference.round_bits(u, k["target"], k["mode"], w, saturate=k["saturate"])
        out = np.asarray(got[key]).view(np.uint8 if got[key].dtype.itemsize == 1 else np.uint16).astype(np.uint32)
        for what, a, b in (("triton/host", out, host), ("host/reference", host, ref)):
            diff = np.flatnonzero(a != b)
            if diff.size:
                bad.append((f"{key} {what}", int(diff.size), f"{int(u[diff[0]]):#010x} w={int(w[diff[0]]):#06x}"))
    return bad


@pytest.mark.parametrize("saturate", [False, True], ids=["ieee", "sat"])
@pytest.mark.parametrize("target", catalogue.TARGET_FORMATS)
def test_every_pattern_class_triton_equals_host_and_reference(target, saturate):
    variants = [v for v in catalogue.round_to_variants() if dict(v.key)["target"] == target]
    variants = [v for v in variants if dict(v.key)["saturate"] == saturate]
    assert len(variants) == len(MODES)
    for v in variants:
        got = bits.class_record(v, "cpu")
        assert not class_mismatches(v, got), v.name


def test_stochastic_runs_cover_every_class_at_every_word_class():
    """The kernel runs pair every class with the words 0, t - 1, t and 0xFFFF (t its threshold) wherever the host
    engine's explicit words do; ``below`` / ``above`` come from the contiguous run's stream words."""
    for target in catalogue.TARGET_FORMATS:
        v = next(
            x
            for x in catalogue.round_to_variants()
            if dict(x.key) == dict(target=target, mode="STOCHASTIC", saturate=False)
        )
        seen = set()
        for _, u, index_map, scalars in bits.class_runs(v):
            w = run_words(index_map, u.size, scalars)
            seen |= set(
                zip(patterns.classify(u, target).tolist(), patterns.word_class(u, w, target).tolist(), strict=True)
            )
        u, w, ids = patterns.stochastic_words(target)
        wanted = set(zip(ids.tolist(), patterns.word_class(u, w, target).tolist(), strict=True))
        edges = {c for c in wanted if patterns.WORDS[c[1]] in ("zero", "just-below", "at", "max")}
        assert edges <= seen, (target, len(edges - seen))
        middle = wanted - edges
        assert len(middle & seen) >= 0.75 * len(middle), (target, len(middle & seen), len(middle))


def test_a_wrong_word_is_seen():
    """Negative control: the comparison sees the kernel's words change (another seed gives other bits)."""
    v = next(x for x in catalogue.round_to_variants() if x.name == "round_to__BFloat16__STOCHASTIC__sat0")
    got = bits.class_record(v, "cpu")
    u, _ = patterns.representatives("BFloat16")
    key = f"classes/{v.name}/reps"
    w = run_words(bits.CLASS_MAP, u.size, (bits.CLASS_SEED + 1,))
    other = host_bits("BFloat16", False, u, w)["STOCHASTIC"]
    assert (got[key].view(np.uint16).astype(np.uint32) != other).sum() > 1000


del torch
