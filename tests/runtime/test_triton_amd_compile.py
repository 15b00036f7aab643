"""The generated Triton kernels compile for AMD GPUs without one (Triton's bundled AMD backend).

Runs in a subprocess without ``TRITON_INTERPRET`` (tests/conftest.py sets it for this process, and the
interpreter replaces ``@triton.jit``). Skips, with the reason, when the subprocess finds that the AMD backend
cannot compile here (:func:`flydsl.rounding.runtime.triton.compile_only.problem`).
"""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys
import tempfile

import pytest

pytest.importorskip("triton")

ROOT = pathlib.Path(__file__).resolve().parents[2]

SCRIPT = """
import json, torch
from flydsl.rounding.runtime.triton import compile_only
out = {"problem": compile_only.problem()}
if out["problem"] is None:
    x, y = torch.zeros(4096), torch.zeros(4096, dtype=torch.bfloat16)
    k = compile_only.compile_kernel("round_to", "round_to__BFloat16__STOCHASTIC__sat0", [x], [y], (7,), arch="gfx942")
    r = compile_only.report(k)
    out.update(name=r.name, wave=r.wave_size, spills=r.spills, valu=r.census["valu"], mnemonics=dict(r.mnemonics()),
               hsaco=k.asm["hsaco"][:4].hex(), target=k.asm["amdgcn"].splitlines()[0])
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def gfx942():
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["PYTHONPATH"] = str(ROOT / "python")
    env["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton_amd_test_")
    done = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    if out["problem"]:
        pytest.skip(f"Triton's AMD backend cannot compile here: {out['problem']}")
    return out


def test_bf16_sr_compiles_for_gfx942(gfx942):
    assert gfx942["name"] == "round_to__BFloat16__STOCHASTIC__sat0_kernel"
    assert "gfx942" in gfx942["target"]
    assert gfx942["wave"] == 64
    assert gfx942["hsaco"] == b"\x7fELF".hex()  # linked without an ld.lld on the PATH
    assert gfx942["spills"] == 0


def test_isa_holds_philox_and_the_rounding(gfx942):
    m = gfx942["mnemonics"]
    # Philox-10: two widening 32x32 multiplies per round (one v_mad_u64_u32 each), the key and counter XORs
    assert m.get("v_mad_u64_u32", 0) >= 18
    assert any(k.startswith("v_xor") for k in m)
    # the NaN test of the NaN-safe SR, and the vector buffer ops Triton uses for aligned tensors under 2 GiB
    assert any(k.startswith("v_cmp_u_f32") for k in m)
    assert any(k.startswith("buffer_load_dwordx") for k in m) and any(k.startswith("buffer_store_dwordx") for k in m)
    assert gfx942["valu"] > 0
