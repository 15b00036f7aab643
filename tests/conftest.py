"""Shared fixtures and the hypothesis profile (shared test data lives in cases.py)."""

from __future__ import annotations

import os

# Triton's CPU interpreter (tests/test_triton_snippet.py) must be selected before anything imports
# triton.language: its own @triton.jit functions (tl.random.philox) are decorated at that import, and
# torch.compile tests import it while test modules are collected. Inductor's CPU backend does not use Triton.
# A GPU run of the device tests (tests/runtime/test_cuda.py on an NVIDIA GPU) sets FLYDSL_ROUNDING_GPU_TESTS=1
# to compile Triton kernels for the GPU instead.
if os.environ.get("FLYDSL_ROUNDING_GPU_TESTS") != "1":
    os.environ["TRITON_INTERPRET"] = "1"

import numpy as np  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

import flydsl.rounding  # noqa: E402, F401  (activates the API)

# One torch intra-op thread per test process: `make test` runs two pytest-xdist workers on a 2-core machine, and
# torch's default of a thread per core gives four threads spinning on two cores (several of the statistical test
# files ran 4x slower). Tests that time or exercise threading set their own.
if os.environ.get("FLYDSL_ROUNDING_TEST_THREADS") != "all":
    import torch  # noqa: E402

    torch.set_num_threads(1)

settings.register_profile(
    "ci",
    deadline=None,
    max_examples=int(os.environ.get("HYPOTHESIS_MAX_EXAMPLES", "60")),
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.load_profile("ci")


@pytest.fixture(scope="session")
def rng():
    return np.random.default_rng(20261130)


@pytest.fixture(scope="module")
def mesh(tmp_path_factory):
    """A 1-rank CPU DeviceMesh over gloo, for single-process DTensor tests (the 2- and 4-rank runs spawn
    processes: tests/dist_harness.py). A file store, so no port is taken; torn down after the module."""
    dist = pytest.importorskip("torch.distributed")
    from torch.distributed.device_mesh import init_device_mesh

    if dist.is_initialized():
        pytest.skip("a process group is already initialised in this process")
    store = dist.FileStore(str(tmp_path_factory.mktemp("pg") / "store"), 1)
    dist.init_process_group("gloo", store=store, rank=0, world_size=1)
    try:
        yield init_device_mesh("cpu", (1,))
    finally:
        dist.destroy_process_group()


@pytest.fixture
def host_builds(monkeypatch):
    """A list that grows by one each time the host engine compiles a body (a new ``HostFunction``, which
    ``SegmentFunction`` is)."""
    from flydsl.rounding.runtime import host

    built = []
    original = host.HostFunction.__init__

    def counting(self, *args, **kwargs):
        built.append(1)
        original(self, *args, **kwargs)

    monkeypatch.setattr(host.HostFunction, "__init__", counting)
    return built


#: The device tests that run Triton kernels on an NVIDIA GPU: under Triton's interpreter (set above unless
#: FLYDSL_ROUNDING_GPU_TESTS=1) they would run the interpreter on CUDA tensors, test nothing compiled, and can crash
#: the process (the interpreter under a CUDA graph capture), so there they are skipped, saying how to run them.
CUDA_DEVICE_TESTS = ("runtime/test_cuda.py", "training/test_training_cuda.py", "torch/test_distributed_cuda.py")


def pytest_collection_modifyitems(config, items):
    if os.environ.get("FLYDSL_ROUNDING_GPU_TESTS") == "1":
        return
    import torch

    if not torch.cuda.is_available() or torch.version.hip:
        return  # no NVIDIA GPU: the tests' own markers skip them
    skip = pytest.mark.skip(
        reason="Triton's interpreter is on (tests/conftest.py): run the CUDA device tests compiled with "
        "FLYDSL_ROUNDING_GPU_TESTS=1 python -m pytest " + " ".join("tests/" + t for t in CUDA_DEVICE_TESTS)
    )
    for item in items:
        if str(item.path).replace(os.sep, "/").endswith(CUDA_DEVICE_TESTS):
            item.add_marker(skip)
