"""Tests of the ``flydsl-rounding`` command line and of the documentation build."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from flydsl.rounding import cli

ROOT = Path(__file__).resolve().parents[1]


def _run(capsys, *argv) -> tuple[int, str, str]:
    """Call ``cli.main(argv)`` in-process; return (exit code, stdout, stderr)."""
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv", [[], ["demo"], ["isa"], ["kat"]])
def test_help(capsys, argv):
    code, out, _ = _run(capsys, *argv, "--help")
    assert code == 0
    assert "usage: flydsl-rounding" in out


def test_help_explains_options(capsys):
    _, out, _ = _run(capsys, "isa", "--help")
    for option in ("--arch", "--dtype", "--mode", "--elems-per-thread", "--width", "gfx1201", "stochastic"):
        assert option in out


def test_module_entry_point_help():
    proc = subprocess.run(
        [sys.executable, "-m", "flydsl.rounding", "--help"], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0
    assert "demo" in proc.stdout and "isa" in proc.stdout and "kat" in proc.stdout


@pytest.mark.parametrize(
    ("argv", "valid"),
    [
        (["isa", "--arch", "gfx9999"], ("gfx1100", "gfx1201", "gfx942")),
        (["isa", "--mode", "nearest"], ("rn", "rz", "stochastic")),
        (["isa", "--dtype", "fp6"], ("bf16", "f16", "fp8-e4m3fn", "fp4-e2m1")),
        (["frobnicate"], ("demo", "isa", "kat")),
    ],
)
def test_bad_arguments_one_line(capsys, argv, valid):
    code, out, err = _run(capsys, *argv)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "error" in lines[0]
    for name in valid:
        assert name in lines[0]


def test_choices_match_the_package():
    from flydsl.rounding import isa, kernels

    assert set(cli.ARCH_CHOICES) == set(isa.SUPPORTED_ARCHS)
    assert set(cli.TARGET_CHOICES) == set(kernels.TARGETS)
    assert set(cli.MODE_CHOICES) == set(kernels.MODES)


def test_kat_passes(capsys):
    code, out, _ = _run(capsys, "kat")
    assert code == 0
    assert "12/12 known-answer checks passed" in out
    assert "6627e8d5 e169c58d bc57ac4c 9b00dbd8" in out


def test_isa_table(capsys):
    code, out, _ = _run(capsys, "isa", "--arch", "gfx1100", "--mode", "stochastic")
    assert code == 0
    assert "VALU" in out and "net VALU/elem" in out
    row = next(line for line in out.splitlines() if line.startswith("gfx1100") and "stochastic" in line)
    valu = int(row.split()[3])
    assert valu > 0


def test_isa_rejects_bad_width(capsys):
    """The error goes to stderr, as the parser's own (0.2.0 printed it on stdout)."""
    code, out, err = _run(capsys, "isa", "--width", "3")
    assert code == 2
    assert out == ""
    assert err.strip() == (
        "flydsl-rounding isa: error: --width 3 must divide --elems-per-thread 16 and fill whole 32-bit words of bf16"
    )


def test_demo_writes_plot(capsys, tmp_path):
    """The demo's own steps; its training runs have their tests (tests/demos/test_digits.py, tests/demos/test_lm.py)."""
    args = ("--steps", "2000", "--replicas", "16", "--skip-isa", "--skip-training", "--out", str(tmp_path))
    code, out, _ = _run(capsys, "demo", *args)
    assert code == 0, out
    assert "reported, not checked" in out  # the SR-vs-RN check is set for the default run
    png = tmp_path / "sr_vs_rn.png"
    assert png.exists() and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "bf16 RN" in out and "bf16 STOCHASTIC" in out and "float64 truth" in out
    assert str(png.resolve()) in out
    assert "12/12 known-answer checks passed" in out
    # every part says what it proves, and the summary names each part's result
    from flydsl.rounding.demos import tour

    assert out.count("    proves: ") == len(tour.PARTS) == 5
    assert "[3/5] one bf16 weight, 2,000 tiny updates" in out and "100,000" not in out  # 0.2.0: always 100,000
    for k, (title, (_, proves, training)) in enumerate(zip(tour.titles(2000), tour.PARTS, strict=True)):
        assert f"[{k + 1}/5] {title}" in out and proves in out
        row = next(line for line in out.splitlines() if line.startswith(f"[{k + 1}] {title}"))
        assert ("skipped" in row) is (training or k == 3), row
    assert "demo passed in" in out and "flydsl-rounding train" in out


def test_demo_help_names_the_isa_step(capsys):
    """0.2.0: --skip-isa said it skips step (2), the FP4 training run; the ISA census is step (4)."""
    from flydsl.rounding.demos import tour

    _, out, _ = _run(capsys, "demo", "--help")
    assert "skip step (4), the compile-only ISA census" in " ".join(out.split())
    assert "ISA census" in tour.PARTS[3][0]


_SEED_ERROR = "expected an integer seed in [0, 2**64), got {!r}; give a seed from 0 to 2**64 - 1"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["demo", "--seed", "-1"], "argument --seed: " + _SEED_ERROR.format("-1")),
        (["demo", "--seed", str(2**64)], "argument --seed: " + _SEED_ERROR.format(str(2**64))),  # 0.2.0: wrapped
        (["demo", "--seed", "1.5"], "argument --seed: " + _SEED_ERROR.format("1.5")),
        (["demo", "--steps", "0"], "argument --steps: expected a positive integer, got 0; give 1 or more"),
        (["demo", "--replicas", "-8"], "argument --replicas: expected a positive integer, got -8; give 1 or more"),
        (["audit", "zoo.correct", "--seed", "-1"], "argument --seed: " + _SEED_ERROR.format("-1")),
        (["audit", "zoo.correct", "--seed", str(2**64)], "argument --seed: " + _SEED_ERROR.format(str(2**64))),
    ],
)
def test_out_of_range_numbers_name_the_option(capsys, tmp_path, argv, message):
    """0.2.0: demo --seed -1 gave a numpy traceback, --seed 2**64 silently wrapped to 0, audit --seed -1 said
    "expected non-negative integer" without naming --seed."""
    extra = ["--out", str(tmp_path)] if argv[0] == "demo" else ["--quiet"]
    code, out, err = _run(capsys, *argv, *extra)
    assert code == 2
    assert out == ""
    assert err.strip() == f"flydsl-rounding {argv[0]}: error: {message}"


def test_largest_seed_is_accepted():
    parser = cli.build_parser()
    assert parser.parse_args(["demo", "--seed", str(2**64 - 1)]).seed == 2**64 - 1
    assert parser.parse_args(["audit", "zoo.correct", "--seed", str(2**64 - 1)]).seed == 2**64 - 1


@pytest.mark.parametrize("under", ["afile/x", "afile", "afile/x/y"])
def test_demo_refuses_an_unusable_out_before_any_work(capsys, tmp_path, under):
    """0.2.0: demo --out afile/x ran every step, then failed with a FileExistsError traceback (exit 1)."""
    (tmp_path / "afile").write_text("")
    code, out, err = _run(capsys, "demo", "--skip-training", "--out", str(tmp_path / under))
    assert code == 2
    assert out == ""  # nothing ran: not even "Loading FlyDSL"
    (line,) = err.strip().splitlines()
    assert line.startswith(f"flydsl-rounding demo: error: --out {tmp_path / under} ")
    assert f"{tmp_path / 'afile'} is a file, not a directory; give" in line


def test_demo_refuses_an_unwritable_out(capsys, monkeypatch, tmp_path):
    """A directory that cannot be written (simulated: the tests may run as root, who can write anywhere)."""
    import os

    locked = tmp_path / "locked"
    locked.mkdir()
    access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != locked and access(path, mode))
    code, out, err = _run(capsys, "demo", "--out", str(locked / "new"))
    assert code == 2 and out == ""
    assert err.strip() == (
        f"flydsl-rounding demo: error: --out {locked / 'new'}: the directory {locked} is not writable; give a "
        "directory you can write to"
    )


@pytest.mark.slow  # a full Sphinx build with warnings as errors (make test's docs check)
def test_docs_build(tmp_path):
    pytest.importorskip("sphinx")
    proc = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", str(ROOT / "docs"), str(tmp_path / "html")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert (tmp_path / "html" / "guide.html").exists()


@pytest.mark.parametrize("command", ["demo", "train"])
def test_missing_demo_extra_says_what_to_install(capsys, monkeypatch, tmp_path, command):
    """Without scikit-learn (simulated: ``import sklearn`` fails) the training commands stop at once with the
    install line instead of a bare ModuleNotFoundError (issue 19 item 10)."""
    monkeypatch.setitem(sys.modules, "sklearn", None)  # makes `import sklearn` raise ModuleNotFoundError
    code, out, _ = _run(capsys, command, "--out", str(tmp_path))
    assert code == 1
    assert f"flydsl-rounding {command}: the training run needs scikit-learn, which is not installed" in out
    assert "pip install 'flydsl-rounding[demo]'" in out
    assert "Loading FlyDSL" not in out and not any(tmp_path.iterdir())  # nothing slow started


# --- the fast front: `flydsl-rounding --help` without torch or FlyDSL (issue 25, item 13) ---

_PROBE = """
import sys, flydsl_rounding_cli
try:
    flydsl_rounding_cli.main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
heavy = sorted(m for m in ("torch", "flydsl", "numpy", "flydsl.rounding") if m in sys.modules)
print("HEAVY:", heavy, "CODE:", code)
"""


@pytest.mark.parametrize("argv", [["--help"], ["-h"], []])
def test_top_level_help_imports_nothing_heavy(argv):
    """0.2.0: `flydsl-rounding --help` imported torch and FlyDSL first (8-12 s on 2 cores)."""
    proc = subprocess.run([sys.executable, "-c", _PROBE, *argv], capture_output=True, text=True, timeout=60)
    assert "HEAVY: [] CODE: " in proc.stdout, proc.stdout + proc.stderr
    if argv:
        assert proc.stdout.startswith("usage: flydsl-rounding") and "CODE: 0" in proc.stdout
    else:  # a bare command: the one-line usage error, as the full parser gives
        assert "CODE: 2" in proc.stdout
        expected = "flydsl-rounding: error: the following arguments are required: {demo,train,isa,kat,audit}"
        assert proc.stderr.strip() == expected


def test_fast_help_is_the_full_parsers_help(capsys):
    import flydsl_rounding_cli

    with pytest.raises(SystemExit):
        flydsl_rounding_cli.main(["--help"])
    fast = capsys.readouterr().out
    assert fast == cli.build_parser().format_help()
    for name in ("demo", "train", "isa", "kat", "audit"):
        assert name in fast


def test_console_script_is_the_fast_front():
    from importlib.metadata import entry_points

    (script,) = [e for e in entry_points(group="console_scripts") if e.name == "flydsl-rounding"]
    assert script.value == "flydsl_rounding_cli:main"


def test_fast_front_dispatches_subcommands(capsys):
    import flydsl_rounding_cli

    assert flydsl_rounding_cli.main(["isa", "--width", "3"]) == 2  # the full parser's own check ran
    assert "--width" in capsys.readouterr().err
