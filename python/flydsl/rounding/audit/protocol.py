"""The protocol an SR implementation follows to be audited, and adapters for code that does not.

An SR implementation is a callable ``fn(x, target, key) -> y``:

- ``x``: a float32 torch tensor (1-D or 2-D, contiguous, on the CPU);
- ``target``: the torch dtype to round to (``torch.bfloat16``, ``torch.float16``,
  ``torch.float8_e4m3fn``, ``torch.float8_e5m2``, ...);
- ``key``: a :class:`Key`: ``seed``, ``step``, ``tensor`` (an id of the tensor being written),
  ``offset`` (the stream index of element 0) and ``row_stride``;
- ``y``: a tensor of ``x``'s shape whose values are the rounded values (the target dtype, or any float
  dtype that holds them exactly).

The contract the audit checks: ``y`` depends only on ``x`` and ``key``, every key field changes the
random bits, and local element ``(r, c)`` of a 2-D ``x`` draws the bits of global stream index
``key.offset + r * row_stride + c`` (``row_stride`` defaults to ``x.shape[-1]``, i.e. row-major
contiguous), so a shard rounded with the matching offset gives the unsharded tensor's bits.

:class:`Implementation` adds what the implementation claims (targets, which shardings keep its bits,
re-tilings that must give the same bits). Adapters: :func:`seed_only` (code that takes a single seed;
the key is folded into it, which gives up sharding invariance), :func:`global_rng` (code that draws
from torch's global generator, like torchao's ``_fp32_to_bf16_sr``), :func:`from_numpy` (a numpy-level
function).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ..validate import U64_MASK, check_int
from .grid import TARGET_NAMES, target_named

__all__ = [
    "Key",
    "Implementation",
    "as_implementation",
    "seed_only",
    "global_rng",
    "from_numpy",
    "fold_hash",
    "fold_add",
    "SHARDINGS",
]


#: What an implementation may claim about sharding: nothing, row shards (a contiguous range of stream
#: indices per shard: ``offset`` = the global index of element 0), or row and column shards
#: (``row_stride`` = the global row length).
SHARDINGS = ("none", "rows", "rows+columns")


@dataclass(frozen=True)
class Key:
    """What the random bits of one rounding call may depend on (besides the element's index).

    ``seed``: 64-bit; ``step``: the training step (or any call counter); ``tensor``: an id of the tensor
    being rounded (a parameter, a layer's output, ...); ``offset``: the global stream index of local
    element 0; ``row_stride``: for a 2-D shard, the global index distance between its rows (None: the
    local row length, i.e. the shard is a contiguous range). All are ints in [0, 2**64).
    """

    seed: int
    step: int = 0
    tensor: int = 0
    offset: int = 0
    row_stride: int | None = None

    def __post_init__(self):
        for name in ("seed", "step", "tensor", "offset"):
            check_int(getattr(self, name), f"Key.{name}", low=0, high=U64_MASK, why="64-bit key fields")
        if self.row_stride is not None:
            check_int(self.row_stride, "Key.row_stride", low=1, high=U64_MASK, why="a global row length")

    def replace(self, **changes) -> Key:
        """A copy with some fields changed."""
        return dataclasses.replace(self, **changes)

    def index_of(self, row: int, col: int, cols: int) -> int:
        """The global stream index of local element ``(row, col)`` of a shard with ``cols`` columns."""
        return (self.offset + row * (self.row_stride or cols) + col) & U64_MASK


@dataclass(frozen=True)
class Implementation:
    """An SR implementation and what it claims.

    ``fn``: the protocol callable (module docstring). ``targets``: short names of the targets it
    supports (``"bf16"``, ``"f16"``, ``"fp8-e4m3fn"``, ``"fp8-e5m2"``, ...). ``sharding``: one of
    :data:`SHARDINGS`. ``variants``: other configurations of the same code (tile shapes, vector widths,
    ...) claimed to give bit-identical results, by name. ``notes``: facts the report repeats (e.g. what
    an adapter implies).
    """

    fn: Callable
    name: str = "implementation"
    targets: tuple = ("bf16",)
    sharding: str = "rows"
    variants: Mapping[str, Callable] = field(default_factory=dict)
    notes: tuple = ()

    def __post_init__(self):
        if not callable(self.fn):
            raise TypeError(f"Implementation.fn must be callable (x, target, key) -> tensor, got {type(self.fn)}")
        if self.sharding not in SHARDINGS:
            raise ValueError(f"Implementation.sharding must be one of {', '.join(SHARDINGS)}, got {self.sharding!r}")
        names = tuple(
            target_named(t).name for t in ((self.targets,) if isinstance(self.targets, str) else self.targets)
        )
        if not names:
            raise ValueError(f"Implementation.targets is empty; give one or more of {', '.join(TARGET_NAMES)}")
        object.__setattr__(self, "targets", names)
        object.__setattr__(self, "notes", tuple(self.notes))

    def __call__(self, x, target, key: Key):
        return self.fn(x, target, key)


def as_implementation(obj, **claims) -> Implementation:
    """``obj`` as an :class:`Implementation`: itself (``claims`` then replace its fields) or a callable wrapped."""
    if isinstance(obj, Implementation):
        return dataclasses.replace(obj, **claims) if claims else obj
    return Implementation(obj, **{"name": getattr(obj, "__name__", "implementation"), **claims})


def _splitmix64(z: int) -> int:
    z = (z + 0x9E3779B97F4A7C15) & U64_MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & U64_MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & U64_MASK
    return z ^ (z >> 31)


def fold_hash(key: Key) -> int:
    """A 64-bit seed mixing every key field (SplitMix64 chained over seed, step, tensor, offset)."""
    h = 0
    for v in (key.seed, key.step, key.tensor, key.offset):
        h = _splitmix64(h ^ v)
    return h


def fold_add(key: Key) -> int:
    """``seed + step + tensor + offset`` mod 2**64: how much hand-written code folds its key (collides)."""
    return (key.seed + key.step + key.tensor + key.offset) & U64_MASK


_FOLD_NOTES = {
    fold_hash: "the key (seed, step, tensor, offset) is hashed into one seed: distinct keys give unrelated bits, "
    "but a shard's bits are not the unsharded tensor's (no sharding invariance)",
    fold_add: "the key is folded as seed + step + tensor + offset: keys with the same sum collide "
    "(step + 1 draws tensor + 1's bits), and there is no sharding invariance",
}


def _fold_note(fold) -> str:
    return _FOLD_NOTES.get(fold, f"the key is folded into one seed by {getattr(fold, '__name__', fold)!r}")


def seed_only(fn: Callable, *, targets=("bf16",), fold: Callable = fold_hash, name: str | None = None, notes=()):
    """Adapt ``fn(x, target, seed) -> y`` (code that takes a single seed) to the protocol.

    The key is folded into the seed by ``fold`` (:func:`fold_hash` by default; :func:`fold_add` is the
    naive sum). The index offset cannot reach the bits, so the implementation claims no sharding.
    """

    def adapted(x, target, key: Key):
        return fn(x, target, fold(key))

    return Implementation(
        adapted,
        name=name or getattr(fn, "__name__", "seed-only"),
        targets=targets,
        sharding="none",
        notes=(_fold_note(fold), *notes),
    )


def global_rng(
    fn: Callable, *, targets=("bf16",), seeded: bool = True, fold=fold_hash, name: str | None = None, notes=()
):
    """Adapt ``fn(x) -> y`` that draws from torch's global generator (``torch.rand`` / ``torch.randint``).

    ``seeded=True``: each call runs under ``torch.random.fork_rng()`` after ``torch.manual_seed(fold(key))``
    (the caller's generator state is restored afterwards), the best such code can do; ``seeded=False``:
    the key is ignored, as when the code is called in training (then nothing is reproducible).
    """
    import torch

    def adapted(x, target, key: Key):
        if not seeded:
            return fn(x)
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(fold(key) & ((1 << 63) - 1))
            return fn(x)

    how = (
        "torch's global generator, seeded per call from the key (" + _fold_note(fold) + ")"
        if seeded
        else "torch's global generator, never seeded by the key: the key does not reach the bits"
    )
    return Implementation(
        adapted,
        name=name or getattr(fn, "__name__", "global-rng"),
        targets=targets,
        sharding="none",
        notes=(how, *notes),
    )


def from_numpy(fn: Callable, *, targets=("bf16",), sharding: str = "rows", name: str | None = None, notes=()):
    """Adapt ``fn(x: np.ndarray float32, fmt: FloatFormat, key) -> values`` (any float array) to the protocol."""
    import numpy as np
    import torch

    def adapted(x, target, key: Key):
        values = np.asarray(fn(x.detach().cpu().numpy(), target_named(target).fmt, key), dtype=np.float64)
        # one value per element, in x's shape (a wrong count is left for the audit to report)
        return torch.from_numpy(values.reshape(tuple(x.shape)) if values.size == x.numel() else values)

    return Implementation(
        adapted, name=name or getattr(fn, "__name__", "numpy"), targets=targets, sharding=sharding, notes=notes
    )
