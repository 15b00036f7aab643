"""Ready-made protocol adapters: this package's SR code (the positive controls) and the peer, torchao.

- :func:`round_to_impl`: :func:`flydsl.rounding.torch.ops.round_to` with ``rounding="STOCHASTIC"`` (every
  target it has a torch dtype for). Its key is ``(seed, offset)``: the audit's step and tensor id are
  hashed with the seed into round_to's seed (:func:`round_to_seed`); the offset is round_to's offset,
  and column shards run the same conversion body through the element-wise runner with an
  :class:`~flydsl.rounding.runtime.indexing.IndexMap` (what round_to does for a DTensor shard).
- :func:`sgd_impl`: the bf16 / f16 parameter written by :class:`flydsl.rounding.torch.optim.SGD`
  (``lr=1``, parameter ``-0.0``, gradient ``-x``: the f32 update is exactly ``x``), keyed by the
  optimizer's own contract (seed, step, stream id, element position).
- :func:`torchao_impl`: torchao's ``_fp32_to_bf16_sr`` (``torchao.optim.quant_utils``), through
  :func:`~flydsl.rounding.audit.protocol.global_rng` (its bits come from torch's global generator).
- :func:`gemm_epilogue_impl`: the GEMM epilogue's SR (:mod:`flydsl.rounding.gemm.epilogue`) through the
  host model of its keying: the stream index of every output from the epilogue's own index arithmetic
  (per tile, lane and atom, on 64-bit wrapping ints), its 16 bits from the canonical stream and the
  rounding from the numpy reference. The kernel's bits equal this model's (``tests/gemm/test_gemm_epilogue.py``,
  ``tests/gemm/test_gemm.py``); each tile configuration of each RDNA family is a claimed re-tiling.
- :data:`BUILTIN`: the names the command line takes (``flydsl-rounding audit round_to``).
"""

from __future__ import annotations

from collections.abc import Callable

from .protocol import Implementation, Key, fold_hash, global_rng

__all__ = [
    "round_to_impl",
    "round_to_seed",
    "sgd_impl",
    "torchao_impl",
    "gemm_epilogue_impl",
    "epilogue_indices",
    "BUILTIN",
    "builtin",
]


def round_to_seed(key: Key) -> int:
    """round_to's seed for an audit key: ``fold_hash`` of (seed, step, tensor) (the offset stays the offset)."""
    return fold_hash(Key(key.seed, key.step, key.tensor, 0))


def _round_to_fn(rounds):
    import flydsl.expr as fx
    import torch

    from ..modes import RoundingMode
    from ..philox import get_default_rounds
    from ..runtime import elementwise
    from ..runtime.indexing import IndexMap
    from ..torch import ops as torch_ops
    from ..torch.boundary import FLOAT_FORMATS, FP4

    FP4_FORMAT = FLOAT_FORMATS.get(FP4)  # noqa: N806 - the fp4 format of the registry, when torch has fp4
    mode = RoundingMode.STOCHASTIC

    def fn(x, target, key: Key):
        seed = round_to_seed(key)
        cols = x.shape[-1] if x.ndim else 1
        fp4 = target == FP4
        if not fp4 and (key.row_stride is None or key.row_stride == cols or x.ndim < 2):
            return torch_ops.round_to(x, target, rounding=mode, seed=seed, offset=key.offset, rounds=rounds)
        # a strided shard, or fp4 (round_to packs it two per byte): the conversion body element by element,
        # fp4 as one 4-bit code per element, decoded to its f32 value
        out = torch.empty(x.shape, dtype=torch.uint8 if fp4 else target)
        body = torch_ops.conversion_body(torch_ops.DTYPE_TARGETS[target], mode, False, rounds or get_default_rounds())
        index_map = IndexMap(key.offset, run=cols, stride=key.row_stride or cols)
        elementwise.run(body, [x.contiguous()], [out], scalars=[(seed, fx.Uint64)], index_map=index_map)
        if fp4:
            values = torch.tensor([FP4_FORMAT.value_of(c) for c in range(16)], dtype=torch.float32)
            return values[out.long()]
        return out

    return fn


def round_to_impl(targets=None, *, rounds=None) -> Implementation:
    """Our :func:`~flydsl.rounding.torch.ops.round_to` under STOCHASTIC, as an :class:`Implementation`.

    ``targets``: default every audit target (bf16, f16, the four fp8s, fp4 e2m1). ``rounds``: Philox rounds
    (default: the package default). Claims row and column sharding; the variant ``rounds=7`` vs 10 is
    NOT a re-tiling (different bits), so no variants are claimed.
    """
    from .grid import TARGET_NAMES

    return Implementation(
        _round_to_fn(rounds),
        name="round_to" if rounds is None else f"round_to(rounds={rounds})",
        targets=tuple(targets or TARGET_NAMES),
        sharding="rows+columns",
        notes=(
            "step and tensor id are hashed with the seed into round_to's seed (round_to_seed); the offset is "
            "round_to's offset",
        ),
    )


def _sgd_fn(x, target, key: Key):
    import torch

    from ..torch.optim import MAX_STREAM_ID, SGD, STREAM_ID_ATTR

    p = torch.nn.Parameter(torch.full(x.shape, -0.0, dtype=target))
    if hasattr(p, "grad_dtype"):
        p.grad_dtype = None  # allow an f32 gradient on a low-precision parameter (torch >= 2.10)
    p.grad = -x
    opt = SGD([p], lr=1.0, seed=key.seed)
    # the optimizer's step t = key.step + 1 (steps start at 1); the audit's tensor id and offset pick the stream id
    opt.state[p]["step"] = torch.tensor(key.step % ((1 << 32) - 1), dtype=torch.int64)
    stream = fold_hash(Key(key.tensor, 0, 0, key.offset)) % (MAX_STREAM_ID + 1)
    setattr(p, STREAM_ID_ATTR, stream)
    opt.step()
    return p.detach()


def sgd_impl(targets=("bf16", "f16")) -> Implementation:
    """The parameter written by :class:`flydsl.rounding.torch.optim.SGD` (bf16 / f16, STOCHASTIC), as an Implementation.

    A plain parameter's element ``k`` uses stream index ``k``: the audit's offset cannot move it, so it is
    hashed with the tensor id into the stream id, and no sharding is claimed here (the optimizers'
    sharding invariance is tested on DTensor / FSDP2 worlds in ``tests/torch/test_distributed.py``).
    """
    return Implementation(
        _sgd_fn,
        name="optim.SGD",
        targets=targets,
        sharding="none",
        notes=(
            "the optimizer's step is key.step + 1; its stream id hashes (tensor id, offset); a plain parameter's "
            "stream index is the element's position",
        ),
    )


def torchao_impl(*, seeded: bool = True) -> Implementation:
    """torchao's bf16 SR (``torchao.optim.quant_utils._fp32_to_bf16_sr``) through :func:`global_rng`.

    ``seeded=False`` audits it as training calls it (torch's global generator, never reseeded by the key).
    ImportError with a hint when torchao is missing.
    """
    try:
        from torchao.optim.quant_utils import _fp32_to_bf16_sr
    except ImportError as exc:
        raise ImportError("torchao_impl needs torchao (pip install 'flydsl-rounding[demo]')") from exc
    return global_rng(
        _fp32_to_bf16_sr,
        targets=("bf16",),
        seeded=seeded,
        name="torchao._fp32_to_bf16_sr" + ("" if seeded else " (unseeded)"),
    )


def epilogue_indices(coords, config, rows: int, offset: int, m: int, n: int, plan):
    """Stream index (uint64, shape ``(m, n)``) of every element of an ``m x n`` C as the epilogue assigns them,
    tile by tile and lane by lane (aligned path when :func:`~flydsl.rounding.gemm.epilogue.block_aligned`,
    else the general path), for fragment ``coords`` of ``config``'s TiledMma."""
    import numpy as np

    from ..gemm import epilogue as E

    aligned = E.block_aligned(rows, offset)
    out = np.zeros((m, n), dtype=np.uint64)
    threads = config.threads
    for origin_m in range(0, m, config.tile_m):
        for origin_n in range(0, n, config.tile_n):
            lead = coords[:, 0] + (origin_m, origin_n)
            odd = lead[:, 0] & 1 if plan.paired else np.zeros(threads, dtype=np.int64)
            base = [E.stream_index(int(r), int(c), rows, offset, E.U64) for r, c in lead]
            firsts = [
                [E.atom_index(plan, a, base[t], rows, E.U64) for a in range(len(plan.atoms))] for t in range(threads)
            ]
            for t in range(threads):
                for a, index in enumerate(firsts[t]):
                    mine = E.drawn_block(plan, index, int(odd[t]), E.U64)
                    sides = {0: mine, 1: mine}
                    if plan.paired:
                        other = E.drawn_block(plan, firsts[t ^ 16][a], int(odd[t ^ 16]), E.U64)
                        sides = {int(odd[t]): mine, 1 - int(odd[t]): other}
                    for v in range(8):
                        i, j = (int(q) for q in coords[t, a * 8 + v] + (origin_m, origin_n))
                        if i >= m or j >= n:
                            continue
                        if aligned:
                            got = E.element_index(plan, v, sides.__getitem__, int(odd[t]))
                        else:
                            got = E.general_chunk(plan, v, index)
                        out[i, j] = int(got) & ((1 << 64) - 1)
    return out


def _epilogue_values(x, target, key: Key, indices) -> object:
    import numpy as np
    import torch

    from .. import reference
    from ..philox import get_default_rounds
    from .grid import target_named

    name = target_named(target).fmt.name
    bits = reference.stream_bits(round_to_seed(key), indices, rounds=get_default_rounds())
    u = x.detach().numpy().astype(np.float32).view(np.uint32)
    pattern = reference.round_bits(u, name, "STOCHASTIC", bits.reshape(u.shape))
    return torch.from_numpy(reference.decode(pattern, name).reshape(tuple(x.shape)))


def _epilogue_geometry(x, key: Key):
    """(C's row count ``rows``, C's shape): the audit's ``x`` (a, b) is C transposed (b, a) with
    ``rows = row_stride`` (column-major C indices are row-major in x)."""
    a, b = (1, x.shape[0]) if x.ndim == 1 else tuple(x.shape)
    return key.row_stride or b, (b, a)


def _epilogue_fn(x, target, key: Key):
    import numpy as np

    from ..gemm import epilogue as E

    rows, (m, n) = _epilogue_geometry(x, key)
    i = np.arange(m, dtype=np.uint64)[:, None]
    j = np.arange(n, dtype=np.uint64)[None, :]
    with np.errstate(over="ignore"):
        idx = E.stream_index(i, j, rows, key.offset, np.uint64)  # (j * rows + i + offset) mod 2**64
    return _epilogue_values(x, target, key, idx.T)


def _epilogue_variant(arch: str, config):
    from ..gemm import epilogue as E
    from ..gemm import kernel

    state = {}

    def fn(x, target, key: Key):
        if "coords" not in state:
            state["coords"] = kernel.host_fragment_coords(arch, config, lead_only=True)
            state["plan"] = E.plan_epilogue(state["coords"], 8)
        rows, (m, n) = _epilogue_geometry(x, key)
        idx = epilogue_indices(state["coords"], config, rows, key.offset, m, n, state["plan"])
        return _epilogue_values(x, target, key, idx.T)

    return fn


def gemm_epilogue_impl(archs=("gfx1100", "gfx1201"), *, configs: int | None = None) -> Implementation:
    """The GEMM epilogue's SR through the host model of its keying (module docstring), as an Implementation.

    The audit's 2-D ``x`` is the transposed accumulator (C's column-major stream indices are then x's
    row-major ones), so x's row shards are C's column shards and x's column shards (``row_stride``) are
    C's row shards. Variants: every tile configuration of ``gemm.kernel.CONFIGS`` for each arch's family
    (the first ``configs`` of them when given), by the lane-level model.
    """
    from ..gemm import kernel

    variants = {}
    for arch in archs:
        family = kernel.arch_family(arch)
        for config in kernel.CONFIGS[family][:configs]:
            variants[f"{arch}:{config.name}"] = _epilogue_variant(arch, config)
    return Implementation(
        _epilogue_fn,
        name="gemm.epilogue (host model)",
        targets=("bf16", "f16"),
        sharding="rows+columns",
        variants=variants,
        notes=("x is the transposed accumulator; step and tensor id are hashed with the seed (round_to_seed)",),
    )


#: Built-in implementations by command-line name: a factory taking no arguments.
BUILTIN: dict[str, Callable[[], Implementation]] = {
    "round_to": round_to_impl,
    "sgd": sgd_impl,
    "torchao": torchao_impl,
    "torchao-unseeded": lambda: torchao_impl(seeded=False),
    "gemm-epilogue": gemm_epilogue_impl,
}


def builtin(name: str) -> Implementation:
    """A built-in implementation (:data:`BUILTIN`) or a zoo model (``zoo.NAME``); ValueError listing them."""
    from .zoo import ZOO, correct

    if name in BUILTIN:
        return BUILTIN[name]()
    if name == "zoo.correct":
        return correct()
    if name.startswith("zoo.") and name[4:] in ZOO:
        return ZOO[name[4:]].impl
    names = [*BUILTIN, "zoo.correct", *(f"zoo.{n}" for n in ZOO)]
    raise ValueError(f"unknown implementation {name!r}; built in: {', '.join(names)} (or module:attribute)")
