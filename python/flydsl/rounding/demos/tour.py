"""``flydsl-rounding demo`` (the main job) and ``kat``: every demo step in order, each saying what it proves."""

from __future__ import annotations

import time

from ..arguments import output_dir_problem, usage_error
from . import census, digits, lm, rounding
from .text import say, table

__all__ = ["PARTS", "titles", "kat_step", "cmd_kat", "cmd_demo"]


def kat_step() -> bool:
    """Philox against the Random123 known-answer vectors, printed; True when all match."""
    from flydsl.rounding.kat import check_all

    say("Philox4x32 vs Random123 1.14 known-answer vectors (trace-time folding and host engine).")
    results = check_all()
    rows = [
        (r.path, r.rounds, r.label, " ".join(f"{w:08x}" for w in r.got), "ok" if r.ok else "MISMATCH") for r in results
    ]
    say()
    say(table(("path", "rounds", "vector", "output words", "result"), rows))
    passed = sum(r.ok for r in results)
    say(f"  {passed}/{len(results)} known-answer checks passed")
    return passed == len(results)


def cmd_kat(args) -> int:
    """The ``kat`` subcommand."""
    return 0 if kat_step() else 1


#: The demo's parts: (title, what it proves, whether it is a training run). A title is a format string: ``{steps:,}``
#: is the run's number of updates (``--steps``; :func:`titles` fills it in). The full 3000-step table with torchao
#: compiled is ``flydsl-rounding train``; the FP4 table is ``benchmarks/bench_fp4_training.py``.
PARTS = (
    ("bf16 training (load_digits MLP, 1500 AdamW steps, five ways; 3000: flydsl-rounding train)",
     "bf16 parameters updated with round-to-nearest stall (most updates are below half an ulp); our fused SR "
     "AdamW trains them like fp32 (goals: within 15% of fp32's loss, at least 5x below RN's), as torchao's SR "
     "AdamW does", True),
    ("FP4 training (a character LM, MXFP4 fwd RN + bwd SR + RHT, emulated)",
     "the FP4 recipe's quantized GEMMs (block scales, SR keyed by position, the random Hadamard transform) train a "
     "transformer like bf16", True),
    ("one bf16 weight, {steps:,} tiny updates, RN vs SR (the host engine runs the package's .to())",
     "the conversion code itself is unbiased: SR's mean follows the float64 truth where RN never moves", False),
    ("compile-only ISA census of the rounding GEMM (gfx1100, gfx1201; no GPU)",
     "the SR epilogue compiles to real RDNA3 / RDNA4 code, and what it costs in VALU instructions over RN", False),
    ("Philox4x32 known-answer vectors",
     "the RNG behind every random bit is Random123's Philox, bit for bit (folded at trace time and at run time)",
     False),
)  # fmt: skip


def titles(steps: int = rounding.DEFAULT_STEPS) -> list[str]:
    """The titles of :data:`PARTS` for a run of ``steps`` updates in part 3."""
    return [title.format(steps=steps) for title, _, _ in PARTS]


def cmd_demo(args) -> int:
    """The ``demo`` subcommand, the main job: every part of :data:`PARTS` in order, each saying what it proves;
    0 only if every check passes."""
    start = time.perf_counter()
    problem = output_dir_problem(args.out, "--out")
    if problem:  # before anything slow: a path that cannot be written is refused now, not after the runs
        return usage_error("demo", problem)
    if not digits.check_requirements("demo"):  # before anything slow: say what to install
        return 1
    say("Loading FlyDSL ...")
    import flydsl.rounding  # noqa: F401

    steps = [
        lambda: digits.demo_step(args.out),
        lambda: lm.demo_step(args.out),
        lambda: rounding.demo_step(args.out, args.steps, args.replicas, args.seed),
        census.demo_step,
        kat_step,
    ]
    skip = {0: args.skip_training, 1: args.skip_training, 3: args.skip_isa}
    summary = []
    for k, (title, (_, proves, _), run) in enumerate(zip(titles(args.steps), PARTS, steps, strict=True)):
        say(f"\n[{k + 1}/{len(PARTS)}] {title}")
        say(f"    proves: {proves}")
        if skip.get(k):
            summary.append((f"[{k + 1}] {title}", "skipped", ""))
            continue
        t0 = time.perf_counter()
        ok = run()
        summary.append((f"[{k + 1}] {title}", "ok" if ok else "FAILED", f"{time.perf_counter() - t0:.1f}"))
    passed = all(row[1] != "FAILED" for row in summary)
    say()
    say(table(("part", "result", "s"), summary))
    say(
        f"\ndemo {'passed' if passed else 'FAILED'} in {time.perf_counter() - start:.1f} s "
        "(the full training table, torchao compiled: flydsl-rounding train)"
    )
    return 0 if passed else 1
