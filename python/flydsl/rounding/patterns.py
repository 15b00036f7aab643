"""Every f32 bit pattern, partitioned into the classes that rounding into a narrower format can tell apart.

A conversion f32 -> target (``round_to``, ``x.to(target, rounding=...)``) reads a pattern through a few facts: its
sign, its exponent, the bits the target keeps, the bits it discards, and (STOCHASTIC) the 16-bit random word. This
module names a partition of all 2**32 patterns by those facts, for one target at a time, so that a comparison of
two implementations on a few *representatives of every class* exercises every path a rounding can take. Numpy and
:mod:`flydsl.rounding.reference` only (no FlyDSL, no torch, no Triton).

The partition, for a target with ``m`` explicit mantissa bits, smallest normal exponent ``emin`` and largest
finite value ``MAX`` (:func:`spec`):

- **NaN** (f32 exponent field 255, mantissa != 0): sign x quiet bit (bit 22) x whether the payload bits an IEEE
  target keeps (the ``m - 1`` bits under the quiet bit, bits ``23 - m .. 21``; none when ``m == 1``) are zero x
  whether the dropped payload bits (``0 .. 22 - m``) are zero. (Signalling with both zero is Inf: empty.)
- **Inf**: sign.
- **zero**: sign (``0x00000000``, ``0x80000000``).
- **finite, nonzero**: sign x f32 exponent field ``e`` (0: f32 subnormals, 1 .. 254) x *kept* class x *rest* class.
  With the f32 significand ``s`` (``2**23 + mantissa`` for ``e >= 1``, ``mantissa`` for ``e == 0``; ``|x| = s *
  2**U``, ``U = max(e, 1) - 150``), the target's quantum at ``|x|`` is ``2**Q`` with ``Q = max(floor(log2|x|),
  emin) - m`` (constant over one exponent field, f32 subnormals included), so the conversion discards ``d = Q -
  U`` bits of ``s``: ``|x| = k * 2**Q + r * 2**U`` with the kept part ``k = s >> d`` and the rest ``r = s mod
  2**d``. ``d`` grows by one per binade below the target's normal range (its subnormals and below), and for
  ``d > 24`` the whole significand is rest (``k == 0``).

  Kept classes (:data:`KEPT`, first that applies): ``zero`` (``k == 0``: rounds to 0 or the smallest
  subnormal), ``beyond`` (``k * 2**Q > MAX``: past the largest finite value), ``max`` (``k * 2**Q == MAX``:
  rounding up overflows), ``carry`` (``k + 1`` a power of two: rounding up changes the binade, e.g. the kept bits
  all ones, or the largest subnormal to the smallest normal), ``odd`` / ``even`` (the kept LSB: RN's ties).

  Rest classes (:data:`REST`, with ``h = 2**(d-1)``; disjoint intervals covering ``[0, 2**d)`` for ``d >= 3``):
  ``zero`` (exact), ``smallest`` (``r == 1``), ``sub-sr`` (``1 < r < 2**(d-16)``: below the resolution of
  STOCHASTIC's 16 random bits; empty unless ``d > 17``), ``low`` (up to ``h - 2``), ``below-half`` (``h -
  1``), ``half`` (``h``), ``above-half`` (``h + 1``), ``high`` (``h + 2 .. 2**d - 2``), ``all-ones``.

A class is an int (:func:`class_id`; :func:`describe` spells it out). :func:`classify` maps patterns to classes,
:func:`classes` lists every non-empty class of a target with its exact size (counted per kept value, not by
classifying patterns), and :func:`representatives` gives a few deterministic patterns of each class (its smallest
and largest member and one drawn at random). The sizes add up to 2**32 (a test checks it), and ``python -m
flydsl.rounding.patterns [TARGET ...]`` classifies all 2**32 patterns and checks every class's count against
:func:`classes` (a few minutes per target).

STOCHASTIC adds the random word ``w`` (16 bits): it rounds up iff ``floor(r * 2**16 / 2**d) + w >= 2**16``,
i.e. iff ``w >= t`` for the threshold ``t = 2**16 - floor(r * 2**(16-d))`` (:func:`sr_threshold`; ``t ==
2**16`` never rounds up). Word classes (:data:`WORDS`, :func:`word_class`): ``zero``, ``max`` (0xFFFF),
``just-below`` (``t - 1``), ``at`` (``t``), ``below``, ``above``; :func:`stochastic_words` pairs every
representative with the words 0, ``t - 1``, ``t``, 0xFFFF (those below 2**16) and one drawn at random.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass

import numpy as np

from . import reference

__all__ = [
    "Spec",
    "spec",
    "TARGETS",
    "KEPT",
    "REST",
    "NAN_KEPT",
    "WORDS",
    "class_id",
    "classify",
    "describe",
    "classes",
    "representatives",
    "sr_threshold",
    "word_class",
    "stochastic_words",
    "stochastic_plan",
    "check_exhaustive",
]

#: The target formats (names of :data:`flydsl.rounding.reference.FORMAT_SPECS`, round_to's targets).
TARGETS = tuple(reference.FORMAT_SPECS)

#: Kept classes of a finite nonzero pattern, in the order they are tested (the first that applies).
KEPT = ("zero", "beyond", "max", "carry", "odd", "even")
#: Rest classes of a finite nonzero pattern (disjoint intervals of the rest, in increasing order).
REST = ("zero", "smallest", "sub-sr", "low", "below-half", "half", "above-half", "high", "all-ones")
#: NaN classes' kept field (the quiet bit x the kept payload bits); their rest field is the dropped payload
#: (0 zero, 1 nonzero). Encoded in the kept slot from 8 on, so they never collide with :data:`KEPT`.
NAN_KEPT = ("signalling/kept0", "signalling/kept1", "quiet/kept0", "quiet/kept1")
#: STOCHASTIC's random word relative to the threshold ``t`` (:func:`word_class`).
WORDS = ("zero", "below", "just-below", "at", "above", "max")

_NAN_SLOT = 8
_SR_BITS = 16


@dataclass(frozen=True)
class Spec:
    """A target format's facts that rounding depends on (from ml_dtypes' ``finfo``, via the reference)."""

    name: str
    mant: int  # explicit mantissa bits m
    emin: int  # exponent of the smallest normal value
    max_finite: float  # largest finite value

    def quantum_exponent(self, e: np.ndarray) -> np.ndarray:
        """``Q`` per f32 exponent field ``e`` (0 .. 254): the target's ULP at those values is ``2**Q``."""
        e = np.asarray(e, np.int64)
        return np.maximum(np.where(e == 0, self.emin, e - 127), self.emin) - self.mant

    def discarded(self, e: np.ndarray) -> np.ndarray:
        """``d`` per f32 exponent field: the number of low significand bits the conversion discards."""
        e = np.asarray(e, np.int64)
        return self.quantum_exponent(e) - (np.maximum(e, 1) - 150)


@functools.cache
def spec(name: str) -> Spec:
    """The :class:`Spec` of target ``name`` (a key of :data:`TARGETS`, e.g. ``"Float8E4M3FN"``)."""
    import ml_dtypes

    if name not in reference.ML_DTYPE_NAMES:
        raise ValueError(f"unknown target {name!r}; the targets are {', '.join(TARGETS)}")
    ml = reference.ML_DTYPE_NAMES[name]
    info = np.finfo(np.float16) if ml == "float16" else ml_dtypes.finfo(getattr(ml_dtypes, ml))
    s = Spec(name, int(info.nmant), int(info.minexp), float(info.max))
    if s.emin < -126 or int(spec_discarded_min(s)) < 3:
        raise ValueError(f"{name}: the partition assumes emin >= -126 and at least 3 discarded bits")
    return s


def spec_discarded_min(s: Spec) -> int:
    return int(s.discarded(np.arange(255)).min())


def class_id(sign, e, kept, rest):
    """The class number of (sign, f32 exponent field, kept slot, rest slot): ``sign << 16 | e << 8 | kept << 4 |
    rest`` (Inf: kept and rest 0 at ``e == 255``; NaN: kept ``8 + NAN_KEPT index``)."""
    parts = (np.asarray(v, np.int64) for v in (sign, e, kept, rest))
    sign, e, kept, rest = parts
    return (sign << 16) | (e << 8) | (kept << 4) | rest


def _rest_bounds(d: np.ndarray) -> np.ndarray:
    """``[len(REST), 2]`` inclusive bounds of each rest class for ``d`` discarded bits (int64 arrays broadcast)."""
    d = np.minimum(np.asarray(d, np.int64), 62)  # the same classes for every d > 41: a significand is < 2**24
    one = np.ones_like(d)
    h = one << (d - 1)
    top = (one << d) - 1
    sr = one << np.maximum(d - _SR_BITS, 0)  # rests below this are invisible to SR (empty range when <= 2)
    return np.array(
        [
            [0 * one, 0 * one],
            [one, one],
            [2 * one, sr - 1],
            [np.maximum(2, sr), h - 2],
            [h - 1, h - 1],
            [h, h],
            [h + 1, h + 1],
            [h + 2, top - 1],
            [top, top],
        ]
    )


def _kept_class(s: Spec, k: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Index into :data:`KEPT` of kept parts ``k`` at quantum exponents ``q`` (first that applies)."""
    k = np.asarray(k, np.int64)
    lo = np.ldexp(k.astype(np.float64), q)  # exact: k < 2**25
    out = np.where(k & 1 == 1, KEPT.index("odd"), KEPT.index("even"))
    out = np.where((k > 0) & ((k + 1) & k == 0), KEPT.index("carry"), out)
    out = np.where(lo == s.max_finite, KEPT.index("max"), out)
    out = np.where(lo > s.max_finite, KEPT.index("beyond"), out)
    return np.where(k == 0, KEPT.index("zero"), out)


@functools.cache
def _exponent_tables(name: str) -> tuple:
    """Per f32 exponent field (0 .. 255; 255 is a placeholder): discarded bits (capped at 31: a significand has 24),
    the rest classes' lower bounds (capped at 2**25), and the kept part on the largest finite value as
    ``(largest k not beyond it, 1 if that k lands exactly on it)`` (int32 throughout)."""
    s = spec(name)
    e = np.minimum(np.arange(256), 254)
    d = s.discarded(e)
    q = s.quantum_exponent(e)
    lows = np.minimum(_rest_bounds(d)[:, 0, :].T, 1 << 25).astype(np.int32)  # [256, len(REST)]
    kmax = np.ldexp(np.full(256, s.max_finite), -q)
    top = np.minimum(np.floor(kmax), 1 << 25)
    return np.minimum(d, 31).astype(np.int32), lows, top.astype(np.int32), (top == kmax).astype(np.int32)


def classify(u, name: str) -> np.ndarray:
    """The class (:func:`class_id`) of each f32 bit pattern in ``u`` (uint32 array) for target ``name``."""
    s = spec(name)
    dtab, lows, ktop, kexact = _exponent_tables(name)
    u = np.asarray(u, np.uint32)
    sign = (u >> 31).astype(np.int32)
    e = ((u >> 23) & 0xFF).astype(np.int32)
    mant = (u & 0x7FFFFF).astype(np.int32)
    # finite (e < 255): the kept part k and the rest r of the significand
    d = dtab[e]
    sig = np.where(e > 0, mant | (1 << 23), mant)
    k = sig >> d
    r = sig - (k << d)
    rest = np.zeros_like(sig)
    for i in range(1, len(REST)):
        rest += r >= lows[e, i]  # the rest classes are adjacent increasing intervals
    top = ktop[e]
    kept = (k & 1 == 0).astype(np.int32) + KEPT.index("odd")  # odd, even
    kept = np.where((k > 0) & ((k + 1) & k == 0), KEPT.index("carry"), kept)
    kept = np.where((k == top) & (kexact[e] == 1), KEPT.index("max"), kept)
    kept = np.where(k > top, KEPT.index("beyond"), kept)
    kept = np.where(k == 0, KEPT.index("zero"), kept)
    # e == 255: Inf (kept and rest slots 0), NaN (kept slot 8 + 2 * quiet + kept payload nonzero)
    kept_nz = ((mant >> (23 - s.mant)) & ((1 << (s.mant - 1)) - 1)) != 0
    nan_kept = _NAN_SLOT + 2 * ((mant >> 22) & 1) + kept_nz
    dropped_nz = ((mant & ((1 << (23 - s.mant)) - 1)) != 0).astype(np.int32)
    special = e == 255
    kept = np.where(special, np.where(mant == 0, 0, nan_kept), kept)
    rest = np.where(special, np.where(mant == 0, 0, dropped_nz), rest)
    return (sign << 16) | (e << 8) | (kept << 4) | rest


def describe(cid: int, name: str | None = None) -> str:
    """A class in words, e.g. ``'-, e=127 (2**0), d=16, kept=odd, rest=half'``."""
    cid = int(cid)
    sign, e, kept, rest = cid >> 16, (cid >> 8) & 0xFF, (cid >> 4) & 0xF, cid & 0xF
    sg = "-" if sign else "+"
    if e == 255:
        if kept == 0:
            return f"{sg}Inf"
        dropped = "nonzero" if rest else "zero"
        return f"{sg}NaN {NAN_KEPT[kept - _NAN_SLOT]}, dropped payload {dropped}"
    if e == 0 and kept == 0 and rest == 0:
        return f"{sg}0"
    where = "f32 subnormal" if e == 0 else f"2**{e - 127}"
    d = f", d={int(spec(name).discarded(e))}" if name else ""
    return f"{sg}, e={e} ({where}){d}, kept={KEPT[kept]}, rest={REST[rest]}"


def _binade(s: Spec, e: int):
    """(d, Q, k values, [lo, hi] of the rest allowed per k) of the positive finite patterns of exponent field e."""
    d = int(s.discarded(e))
    q = int(s.quantum_exponent(e))
    smin, smax = (1, (1 << 23) - 1) if e == 0 else (1 << 23, (1 << 24) - 1)
    k = np.arange(smin >> d, (smax >> d) + 1, dtype=np.int64)
    base = k << d if d < 63 else np.zeros_like(k)
    lo = np.maximum(smin - base, 0)
    hi = np.minimum(smax - base, (1 << min(d, 62)) - 1)
    return d, q, k, lo, hi


def _finite_table(s: Spec):
    """Rows (sign 0) ``(e, kept, rest, k array, rest lo array, rest hi array)`` of every non-empty finite class."""
    rows = []
    for e in range(255):
        d, q, k, lo, hi = _binade(s, e)
        kc = _kept_class(s, k, q)
        bounds = _rest_bounds(d)
        for ki in range(len(KEPT)):
            sel = kc == ki
            if not sel.any():
                continue
            for ri in range(len(REST)):
                a = np.maximum(lo[sel], int(bounds[ri, 0]))
                b = np.minimum(hi[sel], int(bounds[ri, 1]))
                ok = a <= b
                if e == 0 and ki == 0 and ri == 0:
                    continue  # +-0: its own class, listed below
                if ok.any():
                    rows.append((e, ki, ri, k[sel][ok], a[ok], b[ok]))
    return rows


@functools.cache
def _tables(name: str):
    s = spec(name)
    return s, _finite_table(s)


def _nan_fields(s: Spec):
    """((quiet, kept nonzero, dropped nonzero), size, payload candidates) of every non-empty NaN class."""
    kb, db = s.mant - 1, 23 - s.mant
    out = []
    for quiet in (0, 1):
        for knz in (0, 1) if kb else (0,):
            for dnz in (0, 1):
                if not (quiet or knz or dnz):
                    continue  # that is Inf
                kvals = [0] if not knz else sorted({1, (1 << kb) - 1, 1 << (kb - 1)})
                dvals = [0] if not dnz else sorted({1, (1 << db) - 1, 1 << (db - 1), 0x5A5A5A & ((1 << db) - 1)} - {0})
                size = ((1 << kb) - 1 if knz else 1) * ((1 << db) - 1 if dnz else 1)
                pays = [(quiet << 22) | (kv << db) | dv for kv in kvals for dv in dvals]
                out.append(((quiet, knz, dnz), size, pays))
    return out


def classes(name: str) -> dict:
    """``{class id: number of f32 patterns in it}`` for every non-empty class of target ``name`` (sizes counted
    from the kept values and rest intervals of each binade, not by classifying patterns; they sum to 2**32)."""
    s, table = _tables(name)
    out = {}
    for sign in (0, 1):
        out[int(class_id(sign, 0, 0, 0))] = 1
        out[int(class_id(sign, 255, 0, 0))] = 1
        for e, ki, ri, _, a, b in table:
            out[int(class_id(sign, e, ki, ri))] = int((b - a + 1).sum())
        for (quiet, knz, dnz), size, _ in _nan_fields(s):
            out[int(class_id(sign, 255, _NAN_SLOT + 2 * quiet + knz, dnz))] = size
    return out


def representatives(name: str) -> tuple:
    """``(u, ids)``: up to 3 deterministic f32 patterns (uint32) per class of target ``name`` (the class's smallest
    and largest member and one drawn at random, seeded by the class), and each one's class id."""
    return _representatives(name)


@functools.cache
def _representatives(name: str) -> tuple:
    s, table = _tables(name)
    pats, ids = [], []
    for sign in (0, 1):
        sb = np.uint32(sign << 31)
        for e, ki, ri, k, a, b in table:
            cid = int(class_id(sign, e, ki, ri))
            rng = np.random.default_rng(cid)
            j = int(rng.integers(len(k)))
            rand_r = int(a[j]) + int(rng.integers(int(b[j]) - int(a[j]) + 1))
            d = int(s.discarded(e))
            picks = {(int(k[0]), int(a[0])), (int(k[-1]), int(b[-1])), (int(k[j]), rand_r)}
            for kk, rr in sorted(picks):
                sig = (kk << d) + rr if d < 63 else rr
                mant = sig & 0x7FFFFF
                assert (sig >> 23 == (1 if e else 0)) and (e or mant), (name, e, ki, ri, kk, rr)
                pats.append(sb | np.uint32((e << 23) | mant))
                ids.append(cid)
        for extra, cid in ((0, class_id(sign, 0, 0, 0)), (0x7F800000, class_id(sign, 255, 0, 0))):
            pats.append(sb | np.uint32(extra))
            ids.append(int(cid))
        for (quiet, knz, dnz), _, pays in _nan_fields(s):
            for p in pays:
                pats.append(sb | np.uint32(0x7F800000 | p))
                ids.append(int(class_id(sign, 255, _NAN_SLOT + 2 * quiet + knz, dnz)))
    u = np.array(pats, np.uint32)
    out = (u, np.array(ids, np.int64))
    for arr in out:
        arr.setflags(write=False)
    return out


# -- STOCHASTIC's random word ---------------------------------------------------------------------------------


def sr_threshold(u, name: str) -> np.ndarray:
    """STOCHASTIC's threshold per f32 pattern: it rounds away from the kept part iff the random word is at least
    this (``2**16``: never; 0 for non-finite patterns, whose result does not depend on the word)."""
    s = spec(name)
    u = np.asarray(u, np.uint32)
    e = ((u >> 23) & 0xFF).astype(np.int64)
    mant = (u & 0x7FFFFF).astype(np.int64)
    d = s.discarded(np.minimum(e, 254))
    sig = np.where(e > 0, mant | (1 << 23), mant)
    r = sig & ((np.int64(1) << np.minimum(d, 62)) - 1)
    f = np.where(d >= _SR_BITS, r >> np.clip(d - _SR_BITS, 0, 62), r << np.clip(_SR_BITS - d, 0, 62))
    return np.where(e == 255, 0, (1 << _SR_BITS) - f)


def word_class(u, w, name: str) -> np.ndarray:
    """Index into :data:`WORDS` of random words ``w`` relative to the thresholds of patterns ``u``."""
    t = sr_threshold(u, name)
    w = np.asarray(w, np.int64)
    out = np.where(w < t - 1, WORDS.index("below"), WORDS.index("above"))
    out = np.where(w == t, WORDS.index("at"), out)
    out = np.where(w == t - 1, WORDS.index("just-below"), out)
    out = np.where(w == 0xFFFF, WORDS.index("max"), out)
    return np.where(w == 0, WORDS.index("zero"), out)


def stochastic_words(name: str) -> tuple:
    """``(u, w, ids)``: every representative paired with the words 0, ``t - 1``, ``t``, 0xFFFF (those that are
    16-bit words) and one drawn at random (seeded)."""
    u, ids = representatives(name)
    t = sr_threshold(u, name)
    rng = np.random.default_rng(0x5EED)
    cols = [np.zeros_like(t), t - 1, t, np.full_like(t, 0xFFFF), rng.integers(0, 1 << 16, t.size)]
    w = np.stack(cols, axis=1)
    ok = (w >= 0) & (w <= 0xFFFF)
    ok[:, 1:] &= w[:, 1:] != w[:, :1]  # drop a word already listed for that pattern
    for c in range(2, w.shape[1]):
        ok[:, c] &= (w[:, c : c + 1] != w[:, 1:c]).all(axis=1)
    rows = np.nonzero(ok)[0]
    return u[rows], w[ok].astype(np.uint32), ids[rows]


def stochastic_plan(name: str, seed: int, *, launches: int = 64, window: int = 1 << 20) -> list:
    """Words for a backend that takes its random words from the canonical stream (a kernel, not ``rand=``):
    ``[(w, index, u)]``, each a launch of the patterns ``u`` at the constant stream index ``index`` (index map
    ``(index, 1, 0)``), whose word under ``seed`` is ``w`` (:func:`flydsl.rounding.reference.stream_bits`).

    The words are picked greedily (at most ``launches``) to cover every pairing of a class with the word classes
    ``zero``, ``just-below``, ``at`` and ``max`` that :func:`stochastic_words` makes; each launch holds every pair
    of :func:`stochastic_words` with that word. (``below`` / ``above`` come from any other word: a contiguous
    launch over :func:`representatives` gives each pattern one.)"""
    return list(_stochastic_plan(name, seed, launches, window))


@functools.cache
def _stream_window(seed: int, window: int) -> np.ndarray:
    return reference.stream_bits(seed, np.arange(window, dtype=np.uint64))


@functools.cache
def _stochastic_plan(name: str, seed: int, launches: int, window: int) -> tuple:
    u, w, ids = stochastic_words(name)
    wc = word_class(u, w, name)
    want = np.isin(wc, [WORDS.index(c) for c in ("zero", "just-below", "at", "max")])
    combos = ids * len(WORDS) + wc
    todo = set(np.unique(combos[want]).tolist())
    words = []
    while todo and len(words) < launches:
        left = want & np.isin(combos, list(todo))
        pairs = np.unique(w[left].astype(np.int64) << 32 | combos[left])  # each (word, combo) once
        vals, gain = np.unique(pairs >> 32, return_counts=True)
        best = int(vals[int(np.argmax(gain))])
        words.append(best)
        todo -= set(combos[w == best].tolist())
    stream = _stream_window(seed, window)
    out = []
    for word in sorted(words):
        where = np.flatnonzero(stream == word)
        if where.size == 0:
            raise ValueError(f"no stream index below {window} has the word {word:#06x} under seed {seed}")
        out.append((word, int(where[0]), u[w == word]))
    return tuple(out)


# -- the exhaustive check ------------------------------------------------------------------------------------


def check_exhaustive(name: str, *, chunk: int = 1 << 20, stop: int = 1 << 32, log=None) -> dict:
    """Classify all 2**32 patterns and compare each class's count with :func:`classes`; returns the counts.

    Raises AssertionError on any difference (a pattern without a class, or a count that differs). ``stop`` < 2**32
    checks the patterns below it only, against the classes that lie wholly below it."""
    want = classes(name)
    total = np.zeros(1 << 17, np.int64)  # class ids are below 2**17
    base = np.arange(chunk, dtype=np.uint32)
    for start in range(0, stop, chunk):
        total += np.bincount(classify(base + np.uint32(start), name), minlength=1 << 17)
        if log is not None and (start // chunk) % 256 == 255:
            log(f"{name}: {start + chunk:#x} patterns classified")
    counts = {int(i): int(total[i]) for i in np.nonzero(total)[0]}
    assert sum(counts.values()) == stop
    if stop < 1 << 32:  # the classes of whole exponent slices below stop
        want = {i: n for i, n in want.items() if ((i >> 8) + 1) << 23 <= stop}
        counts = {i: n for i, n in counts.items() if ((i >> 8) + 1) << 23 <= stop}
    extra = set(counts) - set(want)
    assert not extra, f"{name}: patterns in classes the enumerator does not list: {sorted(extra)[:5]}"
    bad = {i: (counts.get(i, 0), n) for i, n in want.items() if counts.get(i, 0) != n}
    assert not bad, f"{name}: class counts differ (classified, enumerated): {list(bad.items())[:5]}"
    return counts


def main(argv=None) -> int:
    """``python -m flydsl.rounding.patterns [TARGET ...]``: the exhaustive check of each target (default: all)."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m flydsl.rounding.patterns",
        description="Classify all 2**32 f32 patterns for each target and compare every class's count with the "
        "enumeration (about 5 minutes per target on one core).",
    )
    parser.add_argument("targets", nargs="*", metavar="TARGET", help=f"one of {', '.join(TARGETS)} (default: all)")
    names = parser.parse_args(argv).targets or list(TARGETS)
    unknown = [n for n in names if n not in TARGETS]
    if unknown:
        parser.error(f"unknown target {unknown[0]!r}: the targets are {', '.join(TARGETS)}")
    for name in names:
        counts = check_exhaustive(name, log=lambda m: print(m, file=sys.stderr, flush=True))
        print(f"{name}: all 2**32 patterns fall in the {len(counts)} enumerated classes, every count equal")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
