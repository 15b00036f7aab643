"""The ``flydsl-rounding`` command (also ``python -m flydsl.rounding``).

Subcommands:

- ``demo``: why stochastic rounding matters (a bf16 weight under 100,000 tiny updates,
  rounded by this package's code on the CPU host engine), an ISA census of the rounding
  GEMM for RDNA3/RDNA4, and the Philox known-answer check. Needs no GPU.
- ``isa``: instruction census of element-wise conversion kernels for chosen archs,
  targets and rounding modes (compile-only).
- ``kat``: Philox4x32 against the Random123 known-answer vectors.
- ``audit``: the SR audit (:mod:`flydsl.rounding.audit.cli`) on built-in or user implementations.

Every subcommand returns 0 when all its checks pass, 1 when one fails, and 2 for bad
arguments (with a one-line message listing the valid values).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from .audit import cli as audit_cli
from .demos import digits, lm
from .formats import SHORT_NAMES, format_named
from .modes import RoundingMode
from .target import SUPPORTED_ARCHS

__all__ = ["main", "build_parser", "ARCH_CHOICES", "TARGET_CHOICES", "MODE_CHOICES"]

# From the registries (formats, target, modes).
ARCH_CHOICES = SUPPORTED_ARCHS
TARGET_CHOICES = SHORT_NAMES
MODE_CHOICES = tuple(m.value for m in RoundingMode)  # rn, rz, ru, rd, rna, stochastic (aliases excluded)
_DEMO_ARCHS = ("gfx1100", "gfx1201")
_UNROLL = 10  # demo steps per host-engine call


class _Parser(argparse.ArgumentParser):
    """ArgumentParser whose errors are one line (``prog: error: message``) and exit with 2."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {' '.join(message.split())}\n")


def _positive_int(text: str) -> int:
    """argparse type: an int >= 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {value}")
    return value


def _add_choices(parser, flag: str, choices, default: list, what: str) -> None:
    """A repeatable option taking one or more of ``choices``; its help lists them and the default."""
    parser.add_argument(
        flag,
        nargs="+",
        choices=choices,
        default=default,
        metavar=flag.lstrip("-").upper(),
        help=f"{what}; one or more of: {', '.join(choices)} (default: {' '.join(default)})",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for all subcommands."""
    parser = _Parser(
        prog="flydsl-rounding",
        description="Rounding modes, stochastic rounding and Philox for FlyDSL: demo, ISA census and checks. "
        "No GPU needed.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="{demo,train,isa,kat,audit}")
    demo = sub.add_parser(
        "demo",
        help="show RN stagnation vs stochastic rounding, a GEMM ISA census and the Philox check",
        description="(1) Apply tiny updates to a bf16 weight with RN and STOCHASTIC rounding, run by this "
        "package's conversion code on the CPU host engine; print the errors and plot them. (2) Compile the "
        "rounding GEMM for gfx1100 and gfx1201 (compile-only) and print an instruction census. (3) Check "
        "Philox against the Random123 known-answer vectors. Exit code 0 only if every check passes.",
    )
    demo.add_argument(
        "--out",
        type=Path,
        default=Path("flydsl-rounding-demo"),
        help="directory for the plot (created if needed; default: ./flydsl-rounding-demo/)",
    )
    demo.add_argument(
        "--steps",
        type=_positive_int,
        default=100_000,
        help="number of updates w += 1e-4 * g, g ~ N(1, 0.1) (default: 100000)",
    )
    demo.add_argument(
        "--replicas",
        type=_positive_int,
        default=64,
        help="independent stochastic-rounding replicas, rounded up to a multiple of 8 (default: 64)",
    )
    demo.add_argument(
        "--seed", type=int, default=0, help="numpy seed of the updates g and Philox seed of the rounding (default: 0)"
    )
    demo.add_argument("--skip-isa", action="store_true", help="skip step (2), the compile-only ISA census")
    demo.add_argument(
        "--skip-training",
        action="store_true",
        help="skip the training runs (digits MLP and the FP4 language model; `flydsl-rounding train` runs the former)",
    )
    digits.add_subcommand(sub)
    isa = sub.add_parser(
        "isa",
        help="instruction census of element-wise f32 -> narrow-float conversion kernels",
        description="Compile an element-wise conversion kernel (f32 in; each thread converts --elems-per-thread "
        "elements in Vectors of --width, stream offsets aligned) for each arch x target x mode, compile-only, "
        "and print its census. 'net VALU/elem' = (VALU(kernel) - VALU(copy kernel)) / elems-per-thread, where "
        "the copy kernel stores the truncated top bits of each f32 instead of a rounded value.",
    )
    _add_choices(isa, "--arch", ARCH_CHOICES, ["gfx1100"], "target arch(s)")
    _add_choices(isa, "--dtype", TARGET_CHOICES, ["bf16"], "conversion target(s)")
    _add_choices(isa, "--mode", MODE_CHOICES, ["rn", "stochastic"], "rounding mode(s)")
    isa.add_argument(
        "--elems-per-thread", type=_positive_int, default=16, help="elements each thread converts (default: 16)"
    )
    isa.add_argument(
        "--width",
        type=_positive_int,
        default=8,
        help="Vector width of each conversion; must divide --elems-per-thread (default: 8)",
    )
    sub.add_parser(
        "kat",
        help="check Philox4x32 against the Random123 known-answer vectors",
        description="Run Philox4x32 (7 and 10 rounds) on the Random123 1.14 known-answer vectors, both folded "
        "at trace time (Python ints) and on run-time values through the CPU host engine.",
    )
    audit_cli.add_subcommand(sub)
    return parser


# ---------------------------------------------------------------------------------------------
# Output helpers
# ---------------------------------------------------------------------------------------------


def _say(text: str = "") -> None:
    """Print and flush (progress must show up while long steps run)."""
    print(text, flush=True)


def _table(headers: Sequence[str], rows: Sequence[Sequence]) -> str:
    """Render rows as a plain-text table with right-aligned columns (first column left)."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def fmt(row):
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True)))

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([fmt(cells[0]), rule, *(fmt(r) for r in cells[1:])])


# ---------------------------------------------------------------------------------------------
# demo (1): RN stagnation vs stochastic rounding, through the host engine
# ---------------------------------------------------------------------------------------------


def _sr_steps(w, *args, index):
    """Host body: ``_UNROLL`` updates of bf16 weights with STOCHASTIC rounding.

    ``args`` = ``_UNROLL`` f32 update scalars, then the first step number and the seed
    (Uint64 scalars). Replica ``r`` at step ``t`` uses stream index ``t * R + r``.
    """
    import flydsl.expr as fx

    *updates, first_step, replicas, seed = args
    for k, u in enumerate(updates):
        offset = (first_step + fx.Uint64(k)) * replicas + index
        w = (w.to(fx.Float32) + u).to(fx.BFloat16, rounding=fx.RoundingMode.STOCHASTIC, seed=seed, offset=offset)
    return w


def _rn_steps(w, *updates):
    """Host body: ``_UNROLL`` updates of bf16 weights rounded to nearest even."""
    import flydsl.expr as fx

    for u in updates:
        w = (w.to(fx.Float32) + u).to(fx.BFloat16, rounding=fx.RoundingMode.RN)
    return w


def _compile_steppers():
    """Compile the two host bodies (Vector width 8; updates and step are uniform scalars)."""
    import flydsl.expr as fx

    from flydsl.rounding import host

    n = _UNROLL
    sr = host.compile(
        _sr_steps,
        [fx.BFloat16, *[fx.Float32] * n, fx.Uint64, fx.Uint64, fx.Uint64],
        scalar_positions=range(1, n + 4),
        width=8,
        index=True,
    )
    rn = host.compile(_rn_steps, [fx.BFloat16, *[fx.Float32] * n], scalar_positions=range(1, n + 1), width=8)
    return sr, rn


def _bf16_values(bits):
    """float64 values of bf16 bit patterns."""
    from flydsl.rounding.reference import decode

    return decode(bits, "BFloat16")


def _simulate(steps: int, replicas: int, seed: int) -> dict:
    """Run the RN and SR trajectories; return checkpoints (every ``_UNROLL`` steps) and truth."""
    import numpy as np

    t0 = time.perf_counter()
    sr_fn, rn_fn = _compile_steppers()
    _say(f"  compiled the host-engine update kernels in {time.perf_counter() - t0:.1f} s")
    chunks = -(-steps // _UNROLL)
    g = np.random.default_rng(seed).normal(1.0, 0.1, steps)
    delta = 1e-4 * g
    upd = np.zeros(chunks * _UNROLL, np.float32)
    upd[:steps] = delta  # padding adds exact zeros: no rounding, no change
    w0 = np.uint16(0x3F80)  # 1.0 in bf16
    sr = np.full(replicas, w0, np.uint16)
    rn = np.full(8, w0, np.uint16)
    at, rn_hist, sr_hist = [0], [_bf16_values(rn[:1])[0]], [_bf16_values(sr)]
    t0 = last = time.perf_counter()
    for c in range(chunks):
        u = [float(x) for x in upd[c * _UNROLL : (c + 1) * _UNROLL]]
        sr = sr_fn(sr, *u, c * _UNROLL, replicas, seed)
        rn = rn_fn(rn, *u)
        at.append(min((c + 1) * _UNROLL, steps))
        rn_hist.append(_bf16_values(rn[:1])[0])
        sr_hist.append(_bf16_values(sr))
        if time.perf_counter() - last > 2.0:
            last = time.perf_counter()
            _say(f"  step {at[-1]:>7}/{steps} ({last - t0:.1f} s)")
    _say(f"  {steps} steps x {replicas} SR replicas + RN in {time.perf_counter() - t0:.1f} s")
    truth = 1.0 + np.concatenate([[0.0], np.cumsum(delta)])
    return {"steps": np.array(at), "rn": np.array(rn_hist), "sr": np.array(sr_hist), "truth": truth[at]}


def _result_rows(sim: dict) -> list:
    """Table rows: final value, error vs the float64 truth, relative error."""
    truth = sim["truth"][-1]
    sr_final = sim["sr"][-1]
    rows = []
    for label, value in (
        ("float64 truth", truth),
        ("bf16 RN", sim["rn"][-1]),
        ("bf16 STOCHASTIC (replica 0)", sr_final[0]),
        (f"bf16 STOCHASTIC (mean of {sr_final.size})", sr_final.mean()),
    ):
        err = value - truth
        rows.append((label, f"{value:.6f}", f"{err:+.6f}", f"{abs(err) / abs(truth):.3%}"))
    rows.append((f"bf16 STOCHASTIC (std of {sr_final.size})", f"{sr_final.std():.6f}", "", ""))
    return rows


def _plot(sim: dict, out_dir: Path) -> Path | None:
    """Write the error-vs-step plot; None (with a note) when matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        _say("  matplotlib is not installed (pip install 'flydsl-rounding[demo]'): no plot written")
        return None
    steps, truth = sim["steps"], sim["truth"]
    sr_err = sim["sr"] - truth[:, None]
    fig, ax = plt.subplots(figsize=(8, 4.5), dpi=110)
    ax.plot(steps, sim["rn"] - truth, label="bf16, round to nearest (RN)", color="tab:red")
    mean, std = sr_err.mean(axis=1), sr_err.std(axis=1)
    ax.fill_between(steps, mean - std, mean + std, color="tab:blue", alpha=0.2, label="SR replicas, mean ± 1 std")
    ax.plot(steps, sr_err[:, 0], color="tab:blue", lw=0.8, label="bf16, stochastic rounding (replica 0)")
    ax.plot(steps, mean, color="navy", lw=1.2, ls="--", label=f"SR mean of {sr_err.shape[1]} replicas")
    ax.axhline(0.0, color="black", lw=0.6)
    ax.set_xlabel("step")
    ax.set_ylabel("w - float64 truth")
    ax.set_title("w += 1e-4 * g, g ~ N(1, 0.1), w0 = 1.0 (bf16 add-and-round on the FlyDSL host engine)")
    ax.title.set_fontsize(9)
    ax.legend(fontsize=8)
    fig.tight_layout()
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "sr_vs_rn.png"
    fig.savefig(path)
    plt.close(fig)
    return path


def _demo_rounding(args) -> bool:
    """Step (1); returns True when SR's mean error is far below RN's (the point of the demo)."""
    replicas = -(-args.replicas // 8) * 8
    _say(
        f"(1) A bf16 weight w0 = 1.0 gets {args.steps} updates w += 1e-4 * g, g ~ N(1, 0.1) (numpy seed "
        f"{args.seed}).\n    Each add-and-round runs through flydsl.rounding.host with .to(fx.BFloat16, "
        f"rounding=...);\n    {replicas} STOCHASTIC replicas use Philox seed {args.seed}, stream index "
        "step * replicas + replica."
    )
    sim = _simulate(args.steps, replicas, args.seed)
    _say()
    _say(_table(("", "final w", "error", "relative error"), _result_rows(sim)))
    path = _plot(sim, args.out)
    if path is not None:
        _say(f"\n  plot: {path.resolve()}")
    rn_err = abs(sim["rn"][-1] - sim["truth"][-1])
    sr_err = abs(sim["sr"][-1].mean() - sim["truth"][-1])
    ok = sr_err < 0.1 * rn_err
    _say(
        "  RN stagnates: each update is below half a bf16 ulp, so every add rounds back to w.\n"
        "  SR rounds up with probability (update / ulp), so w follows the truth in expectation."
        if ok
        else "  CHECK FAILED: stochastic rounding did not track the truth better than RN"
    )
    return ok


# ---------------------------------------------------------------------------------------------
# demo (2) and `isa`: compile-only census
# ---------------------------------------------------------------------------------------------


def _gemm_rows(archs: Sequence[str]) -> list:
    """Census rows of the rounding GEMM (RN and STOCHASTIC bf16 epilogues) per arch."""
    import torch

    import flydsl.rounding as fr
    from flydsl.rounding import gemm
    from flydsl.rounding.isa import compile_isa

    m = n = k = 64
    rows = []
    for arch in archs:
        cfg = gemm.select_config(arch, m, n, k)
        per_thread = cfg.tile_m * cfg.tile_n // cfg.threads
        base = None
        for mode in (fr.RoundingMode.RN, fr.RoundingMode.STOCHASTIC):
            _say(f"  compiling GEMM {cfg.name} bf16 {mode.name} for {arch} ...")
            launcher = gemm.make_gemm_launcher(torch.bfloat16, torch.bfloat16, cfg, mode)
            a = torch.zeros(m, k, dtype=torch.bfloat16)
            b = torch.zeros(n, k, dtype=torch.bfloat16)
            c = torch.zeros(m, n, dtype=torch.bfloat16)
            kern = compile_isa(launcher, a, b, c, 0, 0, arch=arch)
            rep = kern.kernel
            base = rep.census["valu"] if base is None else base
            extra = (rep.census["valu"] - base) / per_thread
            rows.append(
                (
                    arch,
                    f"gemm {cfg.name}",
                    mode.name,
                    rep.census["valu"],
                    rep.census["salu"],
                    rep.census["matrix"],
                    rep.vgprs,
                    f"{extra:+.2f}",
                    f"{kern.compile_seconds:.2f}",
                )
            )
    return rows


def _elementwise_rows(archs, targets, modes, elems_per_thread: int = 16, width: int = 8) -> list:
    """Census rows of element-wise conversion kernels, with net VALU per element vs the copy kernel."""
    from flydsl.rounding.isa import compile_isa
    from flydsl.rounding.kernels import conversion_kernel, copy_kernel

    rows = []
    for arch in archs:
        for target in targets:
            _say(f"  compiling {target} copy baseline for {arch} ...")
            launcher, example = copy_kernel(target, elems_per_thread=elems_per_thread, width=width)
            base = compile_isa(launcher, *example, arch=arch).kernel.census["valu"]
            for mode in modes:
                _say(f"  compiling {target} {mode} for {arch} ...")
                launcher, example = conversion_kernel(target, mode, elems_per_thread=elems_per_thread, width=width)
                build = compile_isa(launcher, *example, arch=arch)
                rep = build.kernel
                net = (rep.census["valu"] - base) / elems_per_thread
                rows.append(
                    (
                        arch,
                        target,
                        mode,
                        rep.census["valu"],
                        rep.census["salu"],
                        rep.census["vmem"],
                        rep.vgprs,
                        f"{net:+.2f}",
                        f"{build.compile_seconds:.2f}",
                    )
                )
    return rows


_ELEMENTWISE_HEADERS = ("arch", "target", "mode", "VALU", "SALU", "VMEM", "VGPRs", "net VALU/elem", "compile s")


def _demo_isa() -> bool:
    """Step (2): the rounding GEMM's ISA census."""
    from flydsl.rounding.toolchain import ToolchainError

    _say(f"(2) Compile-only ISA census for {' and '.join(_DEMO_ARCHS)} (no GPU used).")
    try:
        rows = _gemm_rows(_DEMO_ARCHS)
        _say()
        _say(
            _table(
                ("arch", "kernel", "epilogue", "VALU", "SALU", "WMMA", "VGPRs", "extra VALU/output", "compile s"),
                rows,
            )
        )
        _say("  extra VALU/output: (VALU(STOCHASTIC) - VALU(RN)) / outputs per thread (Philox + rounding).")
    except ToolchainError as exc:
        _say(f"  SKIPPED: {exc}")
    return True


def _cmd_isa(args) -> int:
    """The ``isa`` subcommand."""
    from flydsl.rounding.toolchain import ToolchainError

    for dtype in args.dtype:
        bits = format_named(dtype).bits
        if args.elems_per_thread % args.width or (args.width * bits) % 32:
            _say(
                f"flydsl-rounding isa: error: --width {args.width} must divide --elems-per-thread "
                f"{args.elems_per_thread} and fill whole 32-bit words of {dtype}"
            )
            return 2
    try:
        rows = _elementwise_rows(args.arch, args.dtype, args.mode, args.elems_per_thread, args.width)
    except ToolchainError as exc:
        print(f"flydsl-rounding isa: error: {exc}", file=sys.stderr)
        return 1
    _say()
    _say(_table(_ELEMENTWISE_HEADERS, rows))
    _say(
        f"net VALU/elem = (VALU - VALU(copy kernel)) / {args.elems_per_thread}; "
        f"{args.elems_per_thread} elements per thread in Vectors of {args.width}"
    )
    return 0


# ---------------------------------------------------------------------------------------------
# kat
# ---------------------------------------------------------------------------------------------


def _run_kat() -> bool:
    """Step (3): print each known-answer comparison; True when all match."""
    from flydsl.rounding.kat import check_all

    _say("(3) Philox4x32 vs Random123 1.14 known-answer vectors (trace-time folding and host engine).")
    results = check_all()
    rows = [
        (r.path, r.rounds, r.label, " ".join(f"{w:08x}" for w in r.got), "ok" if r.ok else "MISMATCH") for r in results
    ]
    _say()
    _say(_table(("path", "rounds", "vector", "output words", "result"), rows))
    passed = sum(r.ok for r in results)
    _say(f"  {passed}/{len(results)} known-answer checks passed")
    return passed == len(results)


def _cmd_kat(args) -> int:
    return 0 if _run_kat() else 1


def _cmd_demo(args) -> int:
    """The ``demo`` subcommand: steps (1) to (3); 0 only if every check passes."""
    start = time.perf_counter()
    if not digits.check_requirements("demo"):  # before anything slow: say what to install
        return 1
    _say("Loading FlyDSL ...")
    import flydsl.rounding  # noqa: F401

    ok = True
    if not args.skip_training:
        ok = digits.demo_step(args.out)
        _say()
        ok = lm.demo_step(args.out) and ok
        _say()
    ok = _demo_rounding(args) and ok
    _say()
    if not args.skip_isa:
        ok = _demo_isa() and ok
        _say()
    ok = _run_kat() and ok
    _say(f"\ndemo {'passed' if ok else 'FAILED'} in {time.perf_counter() - start:.1f} s")
    return 0 if ok else 1


_COMMANDS = {
    "demo": _cmd_demo,
    "train": digits.cmd_train,
    "isa": _cmd_isa,
    "kat": _cmd_kat,
    "audit": audit_cli.cmd_audit,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``flydsl-rounding``; returns the exit code (argument errors exit with 2)."""
    args = build_parser().parse_args(argv)
    return _COMMANDS[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
