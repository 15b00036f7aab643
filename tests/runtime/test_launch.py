"""launch_cache.launch: one flyc.compile per (launcher, argument signature), then the kept CompiledFunction.

FlyDSL traces a @flyc.jit launcher on every ordinary call, so the GPU paths (element-wise runner, multi-
tensor optimizer step, MX quantizer, GEMM) launch through launch_cache.launch. No GPU here: flyc.compile is
replaced by a recorder (its real behaviour, bits and trace counts, was checked on the amdemu emulator; see
docs/optim.rst), plus a compile-only run of a real launcher.
"""

from __future__ import annotations

import flydsl.compiler as flyc
import flydsl.expr as fx
import pytest
import torch

from flydsl.rounding import isa
from flydsl.rounding.runtime import elementwise
from flydsl.rounding.runtime.flydsl import launch as launch_cache


class Recorder:
    """Stands in for flyc.compile: records compiles and the calls of the functions it returns."""

    def __init__(self, returns_none: bool = False):
        self.compiles, self.calls, self.returns_none = [], [], returns_none

    def __call__(self, jit_fn, *args):
        self.compiles.append((jit_fn, args))
        if self.returns_none:
            return None

        def compiled(*call_args):
            self.calls.append((jit_fn, call_args))

        return compiled


@pytest.fixture
def recorder(monkeypatch):
    rec = Recorder()
    monkeypatch.setattr(flyc, "compile", rec)
    launch_cache.forget_launches()
    yield rec
    launch_cache.forget_launches()


def _launcher_a(*args):
    raise AssertionError("never traced: the recorder compiles")


def _launcher_b(*args):
    raise AssertionError("never traced: the recorder compiles")


def test_compiles_once_per_launcher_and_signature(recorder):
    small, big = torch.zeros(8, dtype=torch.int32), torch.zeros(4096, dtype=torch.int32)
    launch_cache.launch(_launcher_a, small, 5, 1.5, 1)
    launch_cache.launch(_launcher_a, big, 6, 2.5, 512)  # other size and scalars: the same specialization
    launch_cache.launch(_launcher_a, small, 7, 3.5, 1)
    assert len(recorder.compiles) == 1
    # CPU tensors are compile placeholders (flyc.compile launches nothing): launch runs the first call itself
    assert [c[1][1:4] for c in recorder.calls] == [(5, 1.5, 1), (6, 2.5, 512), (7, 3.5, 1)]
    assert all(isinstance(c[1][-1], fx.Stream) for c in recorder.calls)  # the stream is passed positionally


@pytest.mark.parametrize(
    "other",
    [
        lambda: (torch.zeros(8, dtype=torch.int16), 5, 1.5, 1),  # dtype
        lambda: (torch.zeros(4, 2, dtype=torch.int32), 5, 1.5, 1),  # rank
        lambda: (torch.zeros(8, dtype=torch.int32), 5, 1, 1),  # an int where a float was
    ],
    ids=["dtype", "rank", "scalar-type"],
)
def test_a_new_signature_compiles_again(recorder, other):
    launch_cache.launch(_launcher_a, torch.zeros(8, dtype=torch.int32), 5, 1.5, 1)
    launch_cache.launch(_launcher_a, *other())
    assert len(recorder.compiles) == 2


def test_unit_stride_dim_is_part_of_the_signature(recorder):
    """FlyDSL keeps the unit stride static: a transposed 2-D operand is another specialization."""
    a = torch.zeros(4, 6)
    launch_cache.launch(_launcher_a, a)
    launch_cache.launch(_launcher_a, torch.zeros(6, 4).t())
    launch_cache.launch(_launcher_a, torch.zeros(9, 3))
    assert len(recorder.compiles) == 2


def test_launchers_are_kept_apart(recorder):
    t = torch.zeros(8, dtype=torch.int32)
    launch_cache.launch(_launcher_a, t)
    launch_cache.launch(_launcher_b, t)
    assert [c[0] for c in recorder.compiles] == [_launcher_a, _launcher_b]
    assert launch_cache.kept_launches(_launcher_a) == launch_cache.kept_launches(_launcher_b) == 1


def test_forget_launches_compiles_again(recorder):
    t = torch.zeros(8, dtype=torch.int32)
    launch_cache.launch(_launcher_a, t)
    launch_cache.forget_launches()
    launch_cache.launch(_launcher_a, t)
    assert len(recorder.compiles) == 2


def test_compile_only_keeps_nothing(monkeypatch):
    """Under COMPILE_ONLY flyc.compile returns None: every call compiles (nothing is cached) and nothing runs."""
    rec = Recorder(returns_none=True)
    monkeypatch.setattr(flyc, "compile", rec)
    launch_cache.forget_launches()
    t = torch.zeros(8, dtype=torch.int32)
    launch_cache.launch(_launcher_a, t, 1)
    launch_cache.launch(_launcher_a, t, 2)
    assert len(rec.compiles) == 2 and rec.calls == [] and launch_cache.kept_launches() == 0


def test_real_launcher_compiles_through_it():
    """A real element-wise launcher goes through flyc.compile in compile-only mode (for gfx942) and keeps nothing."""

    def body(x, *, index):
        return x * fx.Float32(2.0)

    fn = elementwise.launcher(
        elementwise.wrap_body(body, 1, elementwise.Variant(8, True, True, True)),
        (fx.Float32,),
        (fx.Uint64, fx.Uint64, fx.Uint64),
        (fx.Float32,),
        True,
    )
    words = [torch.zeros(64, dtype=torch.int32) for _ in range(2)]
    with isa.compile_only("gfx942"):
        launch_cache.launch(fn, *words, 0, 1, 1, 8)
    assert launch_cache.kept_launches(fn) == 0


# --- the trace state is part of every kept key (issue 25, item 2) ---


class ArchRecorder(Recorder):
    """A recorder whose 'code objects' know the arch they were compiled for (what FlyDSL reads at trace time)."""

    def __call__(self, jit_fn, *args):
        from flydsl.rounding.target import current_arch

        built_for = current_arch()
        self.compiles.append((jit_fn, built_for))

        def compiled(*call_args):
            self.calls.append(built_for)

        return compiled


@pytest.fixture
def arch_recorder(monkeypatch):
    rec = ArchRecorder()
    monkeypatch.setattr(flyc, "compile", rec)
    for name in ("ARCH", "FLYDSL_GPU_ARCH", "HSA_OVERRIDE_GFX_VERSION"):
        monkeypatch.delenv(name, raising=False)
    launch_cache.forget_launches()
    yield rec
    launch_cache.forget_launches()


def test_alternating_archs_run_their_own_code(arch_recorder):
    """One launcher, one signature, the target switched between launches: each runs its own arch's code object
    (0.2.0 kept the first arch's code object and ran it for the others)."""
    from flydsl.rounding.target import environment

    t = torch.zeros(8, dtype=torch.int32)
    order = ["gfx1100", "gfx1201", "gfx1100", "gfx942", "gfx1201"]
    for arch in order:
        with environment(ARCH=arch):
            launch_cache.launch(_launcher_a, t, 1)
    assert arch_recorder.calls == order
    assert len(arch_recorder.compiles) == 3 == launch_cache.kept_launches(_launcher_a)  # then kept, once per arch


def test_forced_division_form_is_part_of_the_key(arch_recorder):
    from flydsl.rounding import division

    t = torch.zeros(8, dtype=torch.int32)
    launch_cache.launch(_launcher_a, t)
    with division.forced_form("f64"):
        launch_cache.launch(_launcher_a, t)
    with division.forced_form("f32"):
        launch_cache.launch(_launcher_a, t)
    launch_cache.launch(_launcher_a, t)
    assert len(arch_recorder.compiles) == 3


@pytest.mark.parametrize("target_env", [None, "gfx1100"], ids=["no-target", "env-gfx1100"])
def test_gemm_arch_argument_alternating(arch_recorder, target_env):
    """gemm(arch=...) alternating gfx1100 / gfx1201 in one process (the GEMM's launcher is cached without the
    arch): every launch runs a code object built for the arch it was asked for, whatever the process targets."""
    from flydsl.rounding import gemm
    from flydsl.rounding.target import environment

    a = torch.randn(16, 32).to(torch.bfloat16)
    b = torch.randn(16, 32).to(torch.bfloat16)
    order = ["gfx1100", "gfx1201", "gfx1100", "gfx1201"]
    with environment(ARCH=target_env):
        for arch in order:
            gemm.gemm(a, b, arch=arch)
    assert arch_recorder.calls == order
    assert len({jit for jit, _ in arch_recorder.compiles}) == 1  # one cached launcher, two kept code objects
    assert sorted(built for _, built in arch_recorder.compiles) == ["gfx1100", "gfx1201"]
