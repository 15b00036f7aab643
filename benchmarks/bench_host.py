"""The host engine (FlyDSL bodies JIT-compiled for the CPU) against equivalent vectorized numpy.

Three workloads on 2**22 elements, each run by :mod:`flydsl.rounding.host` (width=8) and by
numpy in the same process: (a) Philox 4x32-10 on 2**22 counters, (b) a plain f32 copy, (c) bf16
STOCHASTIC conversion with the canonical stream. Reports elements/s (median of several
repeats), the engine/numpy ratio (goal: >= 2x), the first-call compile time, and the cached
call overhead on an 8-element input (goal: < 1 ms). The engine splits large loops over the
machine's CPU threads; numpy's element-wise ufuncs run on one thread (they do not use BLAS, so
OPENBLAS_* / OMP_* settings do not matter).

Usage: python benchmarks/bench_host.py [--quick]
Writes benchmarks/results/host.json and host.md.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import flydsl.expr as fx  # noqa: E402
import numpy as np  # noqa: E402

from common import command_line, header, machine_info, median_seconds, publish  # noqa: E402
from flydsl.rounding import reference
from flydsl.rounding.philox import philox_4x32  # noqa: E402
from flydsl.rounding.runtime import host  # noqa: E402

N = 1 << 22
WIDTH = 8
SEED = 0x1234_5678_9ABC
KEY = (0x1234_5678, 0x9ABC_DEF0)
GOAL_SPEEDUP = 2.0
GOAL_OVERHEAD_MS = 1.0


# -- bodies (factories so that each call yields a fresh, uncached function) --------------------


def philox_body():
    """Body: the four Philox 4x32-10 words of counter (c0, 0, 0, 0) under KEY."""

    def body(c0):
        return philox_4x32((c0, 0, 0, 0), KEY)

    return body


def copy_body():
    """Body: identity on f32."""

    def body(x):
        return x

    return body


def sr_body():
    """Body: f32 -> bf16 STOCHASTIC with the canonical stream (seed SEED, offset = element index)."""

    def body(x, *, index):
        return x.to(fx.BFloat16, rounding=fx.RoundingMode.STOCHASTIC, seed=SEED, offset=index)

    return body


# -- numpy equivalents ----------------------------------------------------------------------------


def np_philox(c0):
    """numpy: reference.philox_4x32 on the same counters and key."""
    return reference.philox_4x32(c0, 0, 0, 0, *KEY)


def np_sr_reference(x):
    """numpy: the package's general reference, round_bits(u, STOCHASTIC, stream_bits(seed, i))."""
    u = x.view(np.uint32)
    return reference.round_bits(u, "BFloat16", "STOCHASTIC", reference.stream_bits(SEED, np.arange(u.size)))


def np_sr_bittrick(x):
    """numpy, bf16-specific and much faster: ``(u + r) >> 16``, NaNs quieted, same stream bits."""
    u = x.view(np.uint32)
    r = reference.stream_bits(SEED, np.arange(u.size, dtype=np.uint64))
    nan = (u & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
    return np.where(nan, (u >> np.uint32(16)) | np.uint32(0x40), (u + r) >> np.uint32(16)).astype(np.uint16)


# -- timing ---------------------------------------------------------------------------------------


def _inputs() -> dict:
    """Deterministic inputs: uint32 counters and f32 values with a few specials mixed in."""
    rng = np.random.default_rng(0)
    x = (rng.standard_normal(N) * 100).astype(np.float32)
    x[:: 1 << 12] = np.nan
    x[1 :: 1 << 12] = np.inf
    x[2 :: 1 << 12] = 1e-40  # subnormal
    return {"counters": np.arange(N, dtype=np.uint32), "x": x}


def _compile(factory, in_types, index=False):
    """(HostFunction, first-call compile seconds) for a fresh body."""
    t0 = time.perf_counter()
    fn = host.compile(factory(), in_types, width=WIDTH, index=index)
    return fn, time.perf_counter() - t0


def _overhead_ms(fn, small, calls: int) -> float:
    """Median wall time (ms) of a cached call on an 8-element input."""
    return median_seconds(lambda: fn(small), calls) * 1e3


def _row(name, engine, numpy_fn, numpy_name, repeat, compile_s, overhead_ms, match) -> dict:
    """One table row: throughputs, ratio and goal checks."""
    t_eng, t_np = median_seconds(engine, repeat), median_seconds(numpy_fn, repeat)
    return {
        "workload": name,
        "numpy": numpy_name,
        "elements": N,
        "engine_s": round(t_eng, 4),
        "numpy_s": round(t_np, 4),
        "engine_elem_per_s": round(N / t_eng),
        "numpy_elem_per_s": round(N / t_np),
        "speedup": round(t_np / t_eng, 2),
        "meets_speedup_goal": t_np / t_eng >= GOAL_SPEEDUP,
        "first_call_compile_s": round(compile_s, 3),
        "cached_call_8_elems_ms": round(overhead_ms, 4),
        "meets_overhead_goal": overhead_ms < GOAL_OVERHEAD_MS,
        "outputs_match": bool(match),
    }


def measure(repeat: int, calls: int) -> list[dict]:
    """All rows (a) Philox, (b) copy, (c) bf16 SR (against two numpy versions)."""
    data = _inputs()
    c, x = data["counters"], data["x"]
    rows = []
    ph, t = _compile(philox_body, [fx.Uint32])
    match = all(np.array_equal(a, b) for a, b in zip(ph(c[:4096]), np_philox(c[:4096]), strict=True))
    rows.append(
        _row(
            "Philox 4x32-10",
            lambda: ph(c),
            lambda: np_philox(c),
            "reference.philox_4x32",
            repeat,
            t,
            _overhead_ms(ph, c[:8], calls),
            match,
        )
    )
    cp, t = _compile(copy_body, [fx.Float32])
    rows.append(
        _row(
            "copy f32",
            lambda: cp(x),
            x.copy,
            "ndarray.copy()",
            repeat,
            t,
            _overhead_ms(cp, x[:8], calls),
            np.array_equal(cp(x[:4096]).view(np.uint32), x[:4096].view(np.uint32)),
        )
    )
    sr, t = _compile(sr_body, [fx.Float32], index=True)
    small = x[: 1 << 16]
    ours = sr(small)
    over = _overhead_ms(sr, x[:8], calls)
    rows.append(
        _row(
            "bf16 STOCHASTIC",
            lambda: sr(x),
            lambda: np_sr_reference(x),
            "reference.round_bits+stream_bits",
            repeat,
            t,
            over,
            np.array_equal(ours, np_sr_reference(small).astype(np.uint16)),
        )
    )
    rows.append(
        _row(
            "bf16 STOCHASTIC",
            lambda: sr(x),
            lambda: np_sr_bittrick(x),
            "bf16 bit trick (u+r)>>16",
            repeat,
            t,
            over,
            np.array_equal(ours, np_sr_bittrick(small)),
        )
    )
    return rows


def markdown(result: dict) -> str:
    """The host benchmark's Markdown."""
    cols = [
        "workload",
        "numpy version",
        "engine Melem/s",
        "numpy Melem/s",
        "engine / numpy",
        "goal >= 2x",
        "first-call compile s",
        "cached call, 8 elems (ms)",
        "goal < 1 ms",
        "outputs equal",
    ]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for r in result["rows"]:
        cells = [
            r["workload"],
            r["numpy"],
            f"{r['engine_elem_per_s'] / 1e6:.1f}",
            f"{r['numpy_elem_per_s'] / 1e6:.1f}",
            f"{r['speedup']}x",
            "met" if r["meets_speedup_goal"] else "**missed**",
            r["first_call_compile_s"],
            r["cached_call_8_elems_ms"],
            "met" if r["meets_overhead_goal"] else "**missed**",
            "yes" if r["outputs_match"] else "**NO**",
        ]
        lines.append("| " + " | ".join(str(v) for v in cells) + " |")
    return (
        "# Host engine vs numpy (2**22 elements, CPU)\n\n"
        + header(result["machine"])
        + f"\nMedian of {result['repeat']} timed calls after a warm-up; host engine with width={WIDTH}; "
        f"cached-call overhead = median of {result['calls']} calls. The engine splits "
        "large loops over the machine's CPU threads; numpy is single-threaded here (element-wise numpy does not "
        "use BLAS; OPENBLAS_* settings are irrelevant)."
        + (" **Quick run.**" if result["quick"] else "")
        + "\n\n"
        + "\n".join(lines)
        + "\n"
    )


def run(quick: bool = False) -> dict:
    """Measure, print the table, write results/host.json and host.md."""
    repeat, calls = (3, 200) if quick else (7, 2000)
    result = {
        "name": "host",
        "machine": machine_info(),
        "quick": quick,
        "repeat": repeat,
        "calls": calls,
        "elements": N,
        "width": WIDTH,
        "rows": measure(repeat, calls),
    }
    return publish("host", result, markdown)


if __name__ == "__main__":
    command_line(run, __doc__, "fewer repeats")
