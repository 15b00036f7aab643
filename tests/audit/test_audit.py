"""The SR audit as a product: protocol and its errors, grids, report, CLI; positive controls (our round_to
for every target, the SGD write, the GEMM epilogue's keying) pass; the peer (torchao) audited; RN is not SR."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding.audit import (
    TARGET_NAMES,
    Implementation,
    Key,
    audit,
    fold_add,
    fold_hash,
    from_numpy,
    seed_only,
    select_checks,
    target_named,
    zoo,
)
from flydsl.rounding.audit import implementations as impls
from flydsl.rounding.audit.grid import points
from flydsl.rounding.cli import main

# --- grids ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", TARGET_NAMES)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_neighbours_from_the_fields_match_a_search_of_the_value_table(name, seed):
    t = target_named(name)
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 0x7F800000, 4096).astype(np.uint32).view(np.float32).astype(np.float64)
    x = np.concatenate([raw[raw <= t.max_finite], t.values, [0.0, t.max_finite]])
    lo, hi, frac = t.neighbours(x)
    i = np.searchsorted(t.values, x, side="right") - 1
    assert np.array_equal(lo, t.values[i])
    on = t.values[i] == x
    assert np.array_equal(hi[on], x[on]) and np.all(frac[on] == 0)
    assert np.array_equal(hi[~on], t.values[i[~on] + 1])
    assert np.all((frac[~on] > 0) & (frac[~on] < 1))


@pytest.mark.parametrize("name", TARGET_NAMES)
def test_points_are_exact_at_the_requested_fraction(name):
    t = target_named(name)
    bits = min(16, t.fraction_bits)
    x, f = points(t, np.random.default_rng(1), 5000, np.arange(5000) % 2**bits, bits)
    lo, hi, frac = t.neighbours(x)
    assert np.array_equal(frac, f)


def test_target_errors():
    with pytest.raises(ValueError, match="unknown float format 'bf17'"):
        target_named("bf17")
    assert target_named("fp4-e2m1").torch_dtype == torch.float4_e2m1fn_x2  # packed, values returned in f32
    with pytest.raises(ValueError, match="the audit has no target for torch.float32"):
        target_named(torch.float32)
    assert target_named(torch.bfloat16).name == "bf16"
    with pytest.raises(ValueError, match="carries at most 13 fraction bits, got 16"):
        points(target_named("f16"), np.random.default_rng(0), 4, 1, 16)


# --- protocol ---------------------------------------------------------------------------------------------


def test_key_checks_its_fields():
    with pytest.raises(ValueError, match=r"Key.seed must be at least 0 \(64-bit key fields\), got -1"):
        Key(-1)
    with pytest.raises(TypeError, match="Key.step must be a Python int, got float"):
        Key(0, step=1.5)
    with pytest.raises(ValueError, match=r"Key.row_stride must be at least 1"):
        Key(0, row_stride=0)
    k = Key(1, 2, 3, 4)
    assert k.replace(step=9) == Key(1, 9, 3, 4) and k.index_of(2, 5, 10) == 4 + 25
    assert Key(0, offset=2**64 - 1, row_stride=3).index_of(0, 1, 2) == 0


def test_implementation_checks_its_claims():
    with pytest.raises(TypeError, match="Implementation.fn must be callable"):
        Implementation(3)
    with pytest.raises(ValueError, match="Implementation.sharding must be one of none, rows, rows\\+columns"):
        Implementation(lambda x, t, k: x, sharding="tiles")
    with pytest.raises(ValueError, match="Implementation.targets is empty"):
        Implementation(lambda x, t, k: x, targets=())


def test_folds():
    assert fold_add(Key(1, 2, 3, 4)) == 10
    assert fold_add(Key(0, step=1)) == fold_add(Key(0, tensor=1))  # why the additive fold collides
    assert len({fold_hash(Key(0, s, t)) for s in range(30) for t in range(30)}) == 900
    impl = seed_only(lambda x, target, seed: x.to(target), fold=fold_add)
    assert impl.sharding == "none" and "collide" in impl.notes[0]


def test_audit_argument_errors():
    impl = zoo.correct()
    with pytest.raises(ValueError, match="unknown budget 'huge'; valid: default, thorough, quick"):
        audit(impl, budget="huge")
    with pytest.raises(ValueError, match="unknown check 'law.speed'; give a property"):
        audit(impl, checks="law.speed")
    with pytest.raises(ValueError, match=r"alpha is a false-alarm rate in \(0, 1\), got 2"):
        audit(impl, alpha=2)
    with pytest.raises(ValueError, match="zoo.correct supports bf16, f16, fp8-e4m3fn, fp8-e5m2, not fp8-e4m3fnuz"):
        audit(impl, targets=["fp8-e4m3fnuz"])
    bad = from_numpy(lambda x, fmt, key: x[:-1], name="short")
    with pytest.raises(ValueError, match=r"short returned shape \(8191,\) for an input of shape \(8192,\)"):
        audit(bad, checks="reproducibility.repeat")


def test_select_checks():
    assert [c[1] for c in select_checks(["outputs", "law.bias"])] == ["grid", "specials", "degenerate", "bias"]


# --- report ---------------------------------------------------------------------------------------------


def test_report_table_json_plot(tmp_path):
    report = audit(zoo.ZOO["pair_shared"].impl, targets=["bf16"], budget="quick", checks=["independence"])
    table = report.table()
    assert "independence.pairs" in table and "FAIL" in table and "FAILED" in table
    data = json.loads(report.to_json())
    assert data["passed"] is False and {r["name"] for r in data["rows"]} >= {"independence.lags"}
    assert all(0 < r["alpha"] < 1e-3 for r in data["rows"])
    path = report.plot(tmp_path / "lags.png")
    assert path and (tmp_path / "lags.png").stat().st_size > 1000
    assert report.verdict("independence.pairs") == "FAIL"
    with pytest.raises(KeyError, match="no check 'law.bias' in this report"):
        report.verdict("law.bias")


# --- positive controls ------------------------------------------------------------------------------------


def test_round_to_passes_for_every_target():
    report = audit(impls.round_to_impl())
    assert set(r.target for r in report.rows) == set(TARGET_NAMES)
    assert report.passed, report.table()
    assert report.verdict("invariance.columns") == "PASS" and report.verdict("law.bits") == "PASS"


def test_round_to_with_7_philox_rounds_passes():
    assert audit(impls.round_to_impl(["bf16"], rounds=7), budget="quick").passed


def test_round_to_nearest_is_not_stochastic():
    """Negative control for the positive one: RN through the same adapter fails the probability law."""
    from flydsl.rounding.torch.ops import round_to

    rn = Implementation(lambda x, t, k: round_to(x, t, rounding="RN"), name="RN", targets=("bf16",))
    report = audit(rn, checks=["law.fractions", "reproducibility.sensitivity.seed"])
    assert report.verdict("law.fractions") == "FAIL" and report.verdict("reproducibility.sensitivity.seed") == "FAIL"


def test_sgd_write_passes():
    report = audit(impls.sgd_impl())
    assert report.passed, report.table()
    assert report.verdict("invariance.rows") == "N/A"  # claimed "none": tested on DTensor worlds instead


def test_gemm_epilogue_model_passes_and_its_tilings_agree():
    impl = impls.gemm_epilogue_impl(configs=2)
    report = audit(impl, targets=["bf16"], budget="quick")
    assert report.passed, report.table()
    assert report.verdict("invariance.variants") == "PASS"
    # the aligned path too (rows and offset multiples of 8; the audit's random offset mostly is not)
    x = torch.from_numpy(np.random.default_rng(3).random((48, 40), dtype=np.float32))
    key = Key(5, 1, 2, offset=8 * 12345)
    base = impl(x, torch.bfloat16, key)
    for name, fn in impl.variants.items():
        assert torch.equal(fn(x, torch.bfloat16, key), base), name


# --- the peer ---------------------------------------------------------------------------------------------


def test_torchao_bf16_sr():
    """torchao's _fp32_to_bf16_sr: law, independence and (seeded) reproducibility pass; NaNs whose payload
    sits in the low 16 bits become Inf, and 0x7fffffff carries into the sign (-0.0); unseeded (as training
    calls it) nothing repeats."""
    pytest.importorskip("torchao")
    seeded = audit(impls.torchao_impl())
    assert seeded.failed() == ["bf16:outputs.specials"], seeded.table()
    detail = next(r.detail for r in seeded.rows if r.name == "outputs.specials")
    assert "NaN 0x7f800001 -> inf" in detail and "NaN 0x7fffffff -> -0.0" in detail
    unseeded = audit(impls.torchao_impl(seeded=False), checks=["reproducibility"])
    assert unseeded.failed() == ["bf16:reproducibility.repeat"]


# --- MX --------------------------------------------------------------------------------------------------


def test_mx_quantizer_passes():
    """Positive control: flydsl.rounding.mx's SR (MXFP8 targets) passes the audit."""
    from flydsl.rounding import mx

    def quantize_sr(x, target, key):
        # blocks of 31 audit elements and one anchor (the format's largest normal: the MX scale is then 1),
        # so the dequantized values are the target grid's; step and tensor go to the substream
        fmt = {torch.float8_e4m3fn: "mxfp8_e4m3", torch.float8_e5m2: "mxfp8_e5m2"}[target]
        anchor = float(torch.finfo(target).max)
        flat = x.reshape(-1)
        n = flat.numel()
        blocks = -(-n // 31)
        padded = torch.zeros(blocks * 31, dtype=torch.float32)
        padded[:n] = flat
        full = torch.cat([padded.reshape(blocks, 31), torch.full((blocks, 1), anchor)], dim=1)
        q = mx.quantize(
            full.reshape(1, -1),
            fmt,
            rounding="STOCHASTIC",
            seed=key.seed,
            offset=key.offset,
            substream=fold_hash(Key(key.step, key.tensor)),
        )
        y = mx.dequantize(q).reshape(blocks, 32)[:, :31].reshape(-1)[:n]
        return y.reshape(x.shape)

    impl = Implementation(quantize_sr, name="mx.quantize", targets=("fp8-e4m3fn", "fp8-e5m2"), sharding="none")
    report = audit(impl, budget="quick", checks=["outputs.grid", "law", "independence", "reproducibility"])
    assert report.passed, report.table()


# --- the command line -------------------------------------------------------------------------------------


def test_cli_audit_exit_codes_json_and_plot(tmp_path, capsys):
    out = tmp_path / "r.json"
    code = main(
        [
            "audit",
            "zoo.correct",
            "zoo.step_replay",
            "--target",
            "bf16",
            "--budget",
            "quick",
            "--quiet",
            "--check",
            "independence.steps",
            "--json",
            str(out),
        ]
    )
    assert code == 1
    data = json.loads(out.read_text())
    assert [d["passed"] for d in data] == [True, False]
    assert (
        main(
            [
                "audit",
                "zoo.correct",
                "--budget",
                "quick",
                "--quiet",
                "--check",
                "independence.lags",
                "--target",
                "bf16",
                "--plot",
                str(tmp_path / "p.png"),
            ]
        )
        == 0
    )
    assert (tmp_path / "p.png").exists()
    text = capsys.readouterr().out
    assert "zoo.step_replay: FAILED" in text and "zoo.correct: PASSED" in text


def test_cli_audit_loads_module_attribute(capsys):
    assert (
        main(
            [
                "audit",
                "flydsl.rounding.audit.zoo:correct",
                "--budget",
                "quick",
                "--quiet",
                "--target",
                "bf16",
                "--check",
                "outputs",
            ]
        )
        == 0
    )


@pytest.mark.parametrize(
    "argv, message",
    [
        (["audit", "nope"], "unknown implementation 'nope'; built in: round_to, sgd"),
        (["audit", "os:nothing"], "cannot load 'os:nothing'"),
        (["audit", "zoo.correct", "--alpha", "0"], r"--alpha is a false-alarm rate in \(0, 1\), got 0.0"),
        (["audit", "zoo.correct", "--check", "law.x"], "unknown check 'law.x'"),
    ],
)
def test_cli_audit_errors(argv, message, capsys):
    assert main(argv) == 2
    import re

    assert re.search(message, capsys.readouterr().err)


@pytest.mark.parametrize(
    "option, path, problem",
    [
        ("--json", "missing/a.json", "the directory {d}/missing does not exist; create it (mkdir -p {d}/missing)"),
        ("--plot", "missing/a.png", "the directory {d}/missing does not exist; create it (mkdir -p {d}/missing)"),
        ("--json", "afile/a.json", "cannot be written: {d}/afile is a file, not a directory; give another path"),
        ("--plot", "afile/x/a.png", "cannot be written: {d}/afile is a file, not a directory; give another path"),
        ("--json", ".", "is a directory; give a file path"),
    ],
)
def test_cli_audit_refuses_unwritable_outputs_before_auditing(option, path, problem, tmp_path, capsys):
    """0.2.0: `--json /nonexistent/dir/a.json` ran the whole audit, then failed with a traceback and exit code 1."""
    (tmp_path / "afile").write_text("")
    target = tmp_path / path
    argv = ["audit", "zoo.correct", "--budget", "quick", "--quiet", "--target", "bf16", option, str(target)]
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""  # no audit ran: its table goes to stdout
    assert err.strip().startswith(f"flydsl-rounding audit: error: {option} {target}")
    assert problem.format(d=tmp_path) in err and len(err.strip().splitlines()) == 1


def test_cli_imports_impl_from_the_current_directory(tmp_path, monkeypatch, capsys):
    """`flydsl-rounding audit my_sr:impl` next to my_sr.py (0.2.0: "No module named 'my_sr'")."""
    (tmp_path / "my_sr_fdr25.py").write_text("from flydsl.rounding.audit.zoo import correct\nimpl = correct()\n")
    monkeypatch.chdir(tmp_path)
    import sys

    path_before = list(sys.path)
    argv = ["audit", "my_sr_fdr25:impl", "--budget", "quick", "--quiet", "--target", "bf16", "--check", "outputs"]
    assert main(argv) == 0
    assert "my_sr_fdr25" in sys.modules and sys.path == path_before  # imported; sys.path left as it was
    sys.modules.pop("my_sr_fdr25")
    assert main(["audit", "not_here_fdr25:impl"]) == 2  # negative control: the error says where it looked
    assert f"in the current directory {tmp_path}" in capsys.readouterr().err


def test_cli_audit_help_lists_every_builtin(capsys):
    with pytest.raises(SystemExit):
        main(["audit", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for name in impls.BUILTIN:
        assert name in out
    assert "gemm-epilogue" in out


# --- the docs page ----------------------------------------------------------------------------------------

_DOCS = __import__("pathlib").Path(__file__).resolve().parents[2] / "docs" / "audit.rst"


def _blocks(kind: str) -> list:
    import re

    text = _DOCS.read_text()
    return [
        "\n".join(line[3:] for line in b.splitlines())
        for b in re.findall(rf"\.\. code-block:: {kind}\n\n((?:   .*\n|\n)+)", text)
    ]


def test_docs_python_blocks_run():
    blocks = _blocks("python")
    assert len(blocks) == 4  # the block audit (issue 23) added one
    for block in blocks:
        exec(compile(block, str(_DOCS), "exec"), {})


def test_docs_console_blocks_run(tmp_path, monkeypatch):
    import shlex

    monkeypatch.chdir(tmp_path)
    lines = [line[2:] for b in _blocks("console") for line in b.splitlines() if line.startswith("$ ")]
    assert len(lines) == 2
    codes = [main([*shlex.split(line)[1:], "--quiet"]) for line in lines]
    assert codes == [0, 1]  # round_to passes; the step-replay model fails
    assert (tmp_path / "audit.json").exists() and (tmp_path / "lags.png").exists()
