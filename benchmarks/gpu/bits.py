"""Every generated Triton kernel on fixed inputs: the bits a GPU gives, for comparison with the host engine.

``python benchmarks/gpu/bits.py OUT.npz`` (on a CUDA GPU; ``--device cpu`` with ``TRITON_INTERPRET=1`` runs
the interpreter) writes one array per (kernel, index map, output); ``--classes only`` writes instead every
round_to kernel over the representatives of every f32 pattern class of its target
(``benchmarks/results/gpu_bits_classes_h200.npz``). ``tests/runtime/test_triton_recorded.py`` recomputes each
through the host engine and compares bit for bit. Needs torch and Triton, not FlyDSL.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
import torch

from flydsl.rounding import patterns
from flydsl.rounding.runtime.triton import catalogue, launch

#: Elements per case and the two index maps: contiguous from an unaligned offset, and a strided shard map.
N = 517
MAPS = {"contig": (3, 1, 1), "strided": (5, 7, 100)}
#: The multi-tensor launch: two jobs, contiguous from these starts, job offset MULTI_OFFSET * start added to
#: the substream's group part.
MULTI_STARTS = (3, 1000)
MULTI_OFFSET = 4
#: The optimizers' scalars (the fields of AdamWScalars / SGDScalars, in order).
ADAMW = (0.999, 0.1, 0.999, 0.001, 0.0123, 0.3, 1e-8, 1.0, 77, (5 << 32) | (9 << 2))
SGD_FIRST = (0.01, 0.0, 1.0, 0.9, 0.05, -1.0, 77, (5 << 32) | (9 << 2))
SGD_LATER = (0.01, 0.9, 0.9, 0.9, 0.05, 1.0, 77, (6 << 32) | (9 << 2))
DROPOUT = (77, 1 << 30, 1.3333333730697632)
INIT = (77, (9 << 2) | 2, -0.5, 2.0)

_EDGES = [0.0, -0.0, 1.0, -1.0, float("inf"), float("-inf"), float("nan"), 1e-45, -1e-45, 1.1754942e-38,
          3.4028235e38, -3.4028235e38, 65504.0, 65520.0, 448.0, 464.0, 57344.0, 6.0, 7.0, 1.0 + 2**-9,
          1.0 - 2**-10, 2**-24, 2**-133]  # fmt: skip


def values(seed: int, dtype: torch.dtype, positive: bool = False) -> torch.Tensor:
    """N values of ``dtype``: the edge values, then normals at many scales (deterministic)."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(N) * np.exp2(rng.integers(-30, 30, N).astype(np.float64))
    x[: len(_EDGES)] = _EDGES
    t = torch.from_numpy(x.astype(np.float32)).to(dtype)
    return t.abs() if positive else t


def cases():
    """(kernel name, family, input makers, output dtypes, scalars) for every catalogue variant."""
    dt = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}
    target_dtype = {
        "BFloat16": torch.bfloat16, "Float16": torch.float16, "Float8E4M3FN": torch.float8_e4m3fn,
        "Float8E5M2": torch.float8_e5m2, "Float8E4M3FNUZ": torch.float8_e4m3fnuz,
        "Float8E5M2FNUZ": torch.float8_e5m2fnuz, "Float4E2M1FN": torch.uint8,
    }  # fmt: skip
    for v in catalogue.round_to_variants():
        k = dict(v.key)
        scalars = (77,) if k["mode"] == "STOCHASTIC" else ()
        yield v, [values(1, torch.float32)], [target_dtype[k["target"]]], scalars
    for v in catalogue.rng_variants():
        k = dict(v.key)
        scalars = DROPOUT if v.op == "dropout" else INIT
        yield v, [values(2, dt[k["dtype"]])], [dt[k["dtype"]]], scalars
    for v in catalogue.optim_variants():
        k = dict(v.key)
        p, g, s = dt[k["param"]], dt[k["grad"]], dt[k["state"]]
        if v.op == "adamw":
            ins = [values(3, p), values(4, g), values(5, s), values(6, s, positive=True)]
            yield v, ins, [p, s, s], ADAMW
        else:
            ins = [values(3, p), values(4, g)] + ([values(5, s)] if k["momentum"] else [])
            outs = [p, s] if k["momentum"] else [p]
            yield v, ins, outs, SGD_LATER if k["momentum"] else SGD_FIRST


#: Block-scaled quantize cases (``mx_quantize`` kernels): a (32, 64) tensor whose blocks hold the edge values, zeros,
#: subnormals, the largest finite f32, an Inf block, a NaN block and normals at many block scales; one run per
#: layout: (axis or tiles, index map (start, run, stride), substream).
MX_SHAPE = (32, 64)
MX_LAYOUTS = {
    "last16": (-1, (16, 1, 1), 0),  # contiguous blocks from an aligned offset: one Philox draw per 8 elements
    "last3": (-1, (3, 1, 1), 5),  # unaligned offset, a substream
    "strided": (-1, (69, 64, 128), 0),  # rank 1 of a Shard(1) (32, 128) tensor from offset 5 (cut at blocks)
    "first": (0, (3, 1, 1), 0),  # blocks along dim 0 (the transposed operand)
    "tiles": ((16, 16), (3, 1, 1), 0),  # NVFP4's 16x16 tiles
}
MX_SEED, MX_TENSOR_SCALE = 77, 0.6103515625


def mx_values(seed: int = 8) -> torch.Tensor:
    """The MX cases' f32 input (see :data:`MX_SHAPE`)."""
    rng = np.random.default_rng(seed)
    m, k = MX_SHAPE
    x = rng.standard_normal((m, k)) * np.exp2(rng.integers(-40, 40, (m, 1)).astype(np.float64))
    flat = x.reshape(-1)
    flat[: len(_EDGES)] = _EDGES  # an Inf / NaN block along either axis
    flat[64:96] = 0.0
    flat[96:112] = [1e-45, -1e-45, 2e-45, 1.1754942e-38, -5e-39, 3e-44, 0.0, 7e-45] * 2
    flat[128:160] = np.linspace(-3.4028235e38, 3.4028235e38, 32)
    flat[160:192] = [448.0, 464.0, 480.0, 57344.0, 6.0, 5.0, -6.5, 0.75] * 4
    x[20, 5] = np.inf  # one more Inf block along either axis
    x[7, :] = rng.standard_normal(k) * 2.0**-130  # a row of subnormals
    return torch.from_numpy(x.astype(np.float32))


def mx_cases(stride: int = 1):
    """Every ``stride``-th MX element kernel (``mx_quantize`` variants of the catalogue)."""
    yield from [v for v in catalogue.mx_variants() if v.op == "mx_quantize"][::stride]


def mx_runs(v):
    """(layout name, (axis, block), index map, substream) of one MX variant's recorded runs."""
    k = dict(v.key)
    n = 16 if k["fmt"] == "nvfp4" else 32
    for name, (axis, imap, sub) in MX_LAYOUTS.items():
        if name == "tiles" and k["fmt"] != "nvfp4":
            continue
        block = axis if isinstance(axis, tuple) else n
        yield name, (1 if isinstance(axis, tuple) else axis % 2, block), imap, sub


def mx_record(v, device: str) -> dict:
    """``{key: bits}`` of one MX variant's runs through the Triton backend (codes, then scales)."""
    from flydsl.rounding.modes import RoundingMode
    from flydsl.rounding.mx.formats import MX_FORMATS
    from flydsl.rounding.mx.triton_path import quantize_triton
    from flydsl.rounding.runtime.indexing import IndexMap

    k = dict(v.key)
    fmt = MX_FORMATS[k["fmt"]]
    ts = torch.tensor(MX_TENSOR_SCALE) if fmt.scale is not None else None
    out = {}
    for name, (axis, block), imap, sub in mx_runs(v):
        codes, scales = quantize_triton(
            mx_values().to(device), fmt, axis, block, k["rule"], RoundingMode[k["mode"]], MX_SEED, IndexMap(*imap),
            sub, k["headroom"], ts, 10,
        )  # fmt: skip
        out[f"{v.name}/{name}/codes"] = codes.cpu().numpy().copy()
        out[f"{v.name}/{name}/scales"] = scales.cpu().numpy().copy()
    return out


#: The pattern classes (``--classes``): every round_to variant over the representatives of every f32 pattern class
#: of its target (:mod:`flydsl.rounding.patterns`), contiguous from an unaligned start; STOCHASTIC also at the
#: constant stream indices of :func:`flydsl.rounding.patterns.stochastic_plan` (one word per launch).
CLASS_SEED, CLASS_MAP = 77, (3, 1, 1)
_TARGET_DTYPES = {
    "BFloat16": torch.bfloat16, "Float16": torch.float16, "Float8E4M3FN": torch.float8_e4m3fn,
    "Float8E5M2": torch.float8_e5m2, "Float8E4M3FNUZ": torch.float8_e4m3fnuz,
    "Float8E5M2FNUZ": torch.float8_e5m2fnuz, "Float4E2M1FN": torch.uint8,
}  # fmt: skip


def class_runs(v):
    """``(key part, f32 patterns (uint32), index map, scalars)`` of one round_to variant's class runs."""
    k = dict(v.key)
    u, _ = patterns.representatives(k["target"])
    if k["mode"] != "STOCHASTIC":
        yield "reps", u, CLASS_MAP, ()
        return
    yield "reps", u, CLASS_MAP, (CLASS_SEED,)
    for word, index, uw in patterns.stochastic_plan(k["target"], CLASS_SEED):
        yield f"w{word:04x}", uw, (index, 1, 0), (CLASS_SEED,)


def class_record(v, device: str) -> dict:
    """``{"classes/<kernel>/<run>": output bits}`` of one round_to variant over the pattern classes."""
    out = {}
    for part, u, index_map, scalars in class_runs(v):
        x = torch.from_numpy(u.view(np.float32).copy()).to(device)
        y = torch.empty(u.size, dtype=_TARGET_DTYPES[dict(v.key)["target"]], device=device)
        launch.run(v.family, v.name, [x], [y], scalars, index_map)
        out[f"classes/{v.name}/{part}"] = y.cpu().view(torch.uint8 if y.element_size() == 1 else torch.int16).numpy()
    return out


def record_classes(device: str, shard: int = 0, shards: int = 1) -> dict:
    out = {}
    for j, v in enumerate(catalogue.round_to_variants()):
        if j % shards == shard:
            out.update(class_record(v, device))
    return out


def record(device: str, shard: int = 0, shards: int = 1, mx_stride: int = 1) -> dict:
    """Every case through the per-tensor kernels; the optimizers' also through ONE multi-tensor launch over
    both index maps' copies (keys ``.../multi/...``; the strided map is not a multi-tensor job, so the
    second job is contiguous from another start)."""
    out = {}
    for j, (v, ins, out_dtypes, scalars) in enumerate(cases()):
        if j % shards != shard:
            continue
        for map_name, index_map in MAPS.items():
            xs = [t.to(device) for t in ins]
            ys = [torch.empty(N, dtype=d, device=device) for d in out_dtypes]
            launch.run(v.family, v.name, xs, ys, scalars, index_map)
            for i, y in enumerate(ys):
                raw = y.cpu().view(
                    torch.uint8 if y.element_size() == 1 else torch.int16 if y.element_size() == 2 else torch.int32
                )
                out[f"{v.name}/{map_name}/{i}"] = raw.numpy().copy()
        if v.family == catalogue.OPTIM:
            jobs, outs = [], []
            for start in MULTI_STARTS:
                xs = [t.to(device) for t in ins]
                ys = [torch.empty(N, dtype=d, device=device) for d in out_dtypes]
                jobs.append(launch.Job(tuple(xs), tuple(ys), start, MULTI_OFFSET * start))
                outs.append(ys)
            group = (*scalars[:-1], scalars[-1] >> 32 << 32)
            launch.run_multi(v.family, v.name, jobs, group)
            for start, ys in zip(MULTI_STARTS, outs, strict=True):
                for i, y in enumerate(ys):
                    raw = y.cpu().view(
                        torch.uint8 if y.element_size() == 1 else torch.int16 if y.element_size() == 2 else torch.int32
                    )
                    out[f"{v.name}/multi{start}/{i}"] = raw.numpy().copy()
    for j, v in enumerate(mx_cases(mx_stride)):
        if j % shards == shard:
            out.update(mx_record(v, device))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--shard", default="0/1", help="I/K: every K-th case from the I-th (parallel compiles)")
    parser.add_argument("--mx-stride", type=int, default=1, help="every K-th MX quantize kernel (default all)")
    parser.add_argument(
        "--classes", choices=("no", "also", "only"), default="no",
        help="round_to over every f32 pattern class of its target (flydsl.rounding.patterns): also, or only those",
    )  # fmt: skip
    args = parser.parse_args(argv)
    shard, shards = (int(v) for v in args.shard.split("/"))
    data = {} if args.classes == "only" else record(args.device, shard, shards, args.mx_stride)
    if args.classes != "no":
        data.update(record_classes(args.device, shard, shards))
    name = torch.cuda.get_device_name() if args.device == "cuda" else "cpu (Triton interpreter)"
    np.savez_compressed(args.out, __device__=np.array(name), **data)
    print(f"{len(data)} arrays from {name} -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
