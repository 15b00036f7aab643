"""``flydsl-rounding demo`` (the main job) and ``kat``: every demo step in order, each saying what it proves."""

from __future__ import annotations

import time

from . import census, digits, lm, rounding
from .text import say, table

__all__ = ["kat_step", "cmd_kat", "cmd_demo"]


def kat_step() -> bool:
    """Philox against the Random123 known-answer vectors, printed; True when all match."""
    from flydsl.rounding.kat import check_all

    say("(3) Philox4x32 vs Random123 1.14 known-answer vectors (trace-time folding and host engine).")
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


def cmd_demo(args) -> int:
    """The ``demo`` subcommand: steps (1) to (3); 0 only if every check passes."""
    start = time.perf_counter()
    if not digits.check_requirements("demo"):  # before anything slow: say what to install
        return 1
    say("Loading FlyDSL ...")
    import flydsl.rounding  # noqa: F401

    ok = True
    if not args.skip_training:
        ok = digits.demo_step(args.out)
        say()
        ok = lm.demo_step(args.out) and ok
        say()
    ok = rounding.demo_step(args.out, args.steps, args.replicas, args.seed) and ok
    say()
    if not args.skip_isa:
        ok = census.demo_step() and ok
        say()
    ok = kat_step() and ok
    say(f"\ndemo {'passed' if ok else 'FAILED'} in {time.perf_counter() - start:.1f} s")
    return 0 if ok else 1
