"""The Triton backend in Triton's CPU interpreter: generated sources current, bits equal the host engine's.

Each test runs in a subprocess with ``TRITON_INTERPRET=1`` set before Triton is imported (the interpreter is
chosen at import). ``benchmarks/gpu/bits.py --device cpu`` records every catalogue kernel through the
interpreter, and the recorded-bits comparison of ``test_triton_recorded`` is applied to that recording.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest
import torch

from flydsl.rounding.runtime import backends
from flydsl.rounding.runtime.triton import catalogue
from flydsl.rounding.tritongen import generate

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_generated_sources_are_current():
    """The committed kernels are what the FlyDSL bodies generate now: edit a body, regenerate, commit."""
    stale = [name for name, text in generate.sources().items() if (generate.HERE / name).read_text() != text]
    assert not stale, f"regenerate: python -m flydsl.rounding.tritongen.generate (stale: {stale})"


def test_generated_sources_check_is_not_vacuous(tmp_path, monkeypatch):
    """A planted edit in a copy of the generated files is seen."""
    text = (generate.HERE / "round_to.py").read_text().replace("0xffff", "0xfffe", 1)
    assert text != (generate.HERE / "round_to.py").read_text()
    assert generate.sources()["round_to.py"] != text


@pytest.fixture(scope="module")
def interpreted(tmp_path_factory):
    out = tmp_path_factory.mktemp("bits") / "cpu.npz"
    env = {**os.environ, "TRITON_INTERPRET": "1", "PYTHONPATH": str(ROOT / "python")}
    subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "gpu" / "bits.py"), str(out), "--device", "cpu", "--mx-stride",
         str(MX_STRIDE)],
        check=True, env=env, capture_output=True, timeout=600,
    )  # fmt: skip
    return np.load(out)


#: Every MX_STRIDE-th MX quantize kernel runs in the interpreter (the H200 recording has all).
MX_STRIDE = 5


@pytest.mark.parametrize("family", catalogue.FAMILIES)
def test_interpreter_bits_equal_the_host_engine(interpreted, family):
    sys.path.insert(0, str(ROOT / "tests" / "runtime"))
    from test_triton_recorded import _cases, bits, host_outputs, mismatches, mx_mismatches, runs

    if family == catalogue.MX:
        cases = list(bits.mx_cases(MX_STRIDE))
        assert cases
        for v in cases:
            assert not mx_mismatches(v, interpreted), v.name
        return

    # Triton 3.x's interpreter (numpy) reads a bf16 subnormal input wrongly (element 22 is 2**-133, the one
    # bf16 subnormal among the edge values); compiled kernels on the H200 match there (test_triton_recorded).
    subnormal_bf16 = 22

    for v, ins, out_dtypes, scalars in _cases(stride=3):  # a third of the variants: the H200 recording has all
        if v.family != family:
            continue
        for map_name, run_scalars, index_map in runs(v, scalars):
            for i, host in enumerate(host_outputs(v, ins, out_dtypes, run_scalars, index_map)):
                got = interpreted[f"{v.name}/{map_name}/{i}"]
                bad = mismatches(got, host, out_dtypes[i], exact=v.family == catalogue.ROUND_TO)
                if any(t.dtype == torch.bfloat16 for t in ins):
                    bad = bad[bad != subnormal_bf16]
                assert bad.size == 0, f"{v.name} {map_name} output {i}: {bad.size} differ, first at {bad[:5]}"


# -- the backend registry ------------------------------------------------------------------------------


def test_cpu_runs_the_host_engine(monkeypatch):
    monkeypatch.delenv(backends.ENV, raising=False)
    assert backends.backend_for("cpu") is backends.Backend.HOST


def test_cuda_build_runs_triton(monkeypatch):
    monkeypatch.setattr(torch.version, "hip", None)
    assert backends.backend_for("cuda:0") is backends.Backend.TRITON
    with pytest.raises(ValueError, match="backend 'flydsl' does not run on cuda:0 .cuda.; it takes triton"):
        backends.backend_for("cuda:0", "flydsl")


def test_rocm_defaults_to_flydsl_and_takes_triton_by_choice(monkeypatch):
    monkeypatch.setattr(torch.version, "hip", "6.2")
    monkeypatch.delenv(backends.ENV, raising=False)
    assert backends.backend_for("cuda") is backends.Backend.FLYDSL
    monkeypatch.setenv(backends.ENV, "triton")
    assert backends.backend_for("cuda") is backends.Backend.TRITON
    assert backends.backend_for("cuda", backends.Backend.FLYDSL) is backends.Backend.FLYDSL


def test_unknown_backend_and_device_say_what_to_do(monkeypatch):
    monkeypatch.setattr(torch.version, "hip", "6.2")
    with pytest.raises(ValueError, match="unknown backend 'cudnn'.*the backends are host, flydsl, triton"):
        backends.backend_for("cuda", "cudnn")
    with pytest.raises(ValueError, match="got a tensor on mps.*move it with .cpu"):
        backends.backend_for("mps", op="round_to")


def test_triton_on_cpu_needs_the_interpreter(monkeypatch):
    monkeypatch.setenv(backends.ENV, "triton")
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    with pytest.raises(ValueError, match="set TRITON_INTERPRET=1"):
        backends.backend_for("cpu", op="round_to")


def test_meta_runs_nothing_whatever_backend_is_chosen(monkeypatch):
    """Meta tensors have no data: the host path (which launches nothing for them), even where the environment picks
    Triton for CPU tensors without its interpreter (which would refuse a CPU tensor)."""
    monkeypatch.setenv(backends.ENV, "triton")
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    assert backends.backend_for("meta", op="AdamW") is backends.Backend.HOST
    with pytest.raises(ValueError, match="set TRITON_INTERPRET=1"):  # the control: a CPU tensor is refused
        backends.backend_for("cpu", op="AdamW")


def test_kernel_names_cover_the_catalogue():
    names = [v.name for v in [*catalogue.round_to_variants(), *catalogue.rng_variants(), *catalogue.optim_variants()]]
    assert len(names) == len(set(names))
    assert (
        catalogue.kernel_name("round_to", target="BFloat16", mode="RN", saturate=True) == "round_to__BFloat16__RN__sat1"
    )
