"""round_to: the torch-level conversion op (CPU path bit-exact against the numpy oracle, torch.library, errors)."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from hypothesis import given
from hypothesis import strategies as st

import flydsl.rounding  # noqa: F401
from cases import EDGE_F32
from devices import NO_GPU, rocm_arch
from flydsl.rounding import isa, reference
from flydsl.rounding.runtime import elementwise
from flydsl.rounding.runtime.indexing import IndexMap
from flydsl.rounding.torch import ops as T
from flydsl.rounding.torch.boundary import TORCH_CAST_SATURATES

TARGET_NAMES = {
    torch.bfloat16: "BFloat16",
    torch.float16: "Float16",
    torch.float8_e4m3fn: "Float8E4M3FN",
    torch.float8_e5m2: "Float8E5M2",
    torch.float8_e4m3fnuz: "Float8E4M3FNUZ",
    torch.float8_e5m2fnuz: "Float8E5M2FNUZ",
    T.FP4: "Float4E2M1FN",
}
MODES = ["RN", "RZ", "RU", "RD", "RNA", "STOCHASTIC"]
N = 1 << 20
SEED = 0xDEADBEEF_12345678
OFFSET = 8 * 12345


def _bits(t: torch.Tensor) -> np.ndarray:
    if t.dtype == T.FP4:  # two codes per byte, the even element in the low nibble
        packed = t.contiguous().view(torch.uint8).numpy().reshape(-1)
        return np.stack([packed & 0xF, packed >> 4], axis=-1).reshape(-1)
    view = torch.int16 if t.element_size() == 2 else torch.uint8
    out = t.contiguous().view(view).numpy().reshape(-1)
    return out.view(np.uint16) if t.element_size() == 2 else out


@pytest.fixture(scope="module")
def big_input():
    """1M f32 values shared by every target/mode: edge patterns, random bit patterns, every binade."""
    rng = np.random.default_rng(2026)
    u = rng.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
    third = N // 3
    sign = rng.integers(0, 2, third) * 2 - 1
    mags = np.exp2(rng.uniform(-30, 18, third)) * rng.uniform(1, 2, third)
    u[:third] = (sign * mags).astype(np.float32).view(np.uint32)
    u[third : 2 * third] = (rng.standard_normal(third) * 4).astype(np.float32).view(np.uint32)
    u[: EDGE_F32.size] = EDGE_F32
    x = torch.from_numpy(u.view(np.float32))
    rand = reference.stream_bits(SEED, np.arange(N, dtype=np.uint64) + OFFSET)
    return x, u, rand


@pytest.mark.slow  # 1M elements x 6 modes per target
@pytest.mark.parametrize("dtype", list(TARGET_NAMES), ids=lambda d: str(d).replace("torch.", ""))
def test_round_to_matches_reference_1m(big_input, dtype):
    """Every mode of one target over the same 1M inputs, bit-exact against round_bits + stream_bits."""
    x, u, rand = big_input
    for mode in MODES:
        seed = SEED if mode == "STOCHASTIC" else None
        y = T.round_to(x, dtype, rounding=mode, seed=seed, offset=OFFSET if seed else 0)
        saturate = dtype in TORCH_CAST_SATURATES  # the default saturate=None is torch's cast convention
        want = reference.round_bits(u, TARGET_NAMES[dtype], mode, rand if seed else None, saturate=saturate)
        got = _bits(y).astype(np.uint32)
        assert y.dtype == dtype and y.shape == (x.shape if dtype != T.FP4 else (N // 2,))
        assert np.array_equal(got, want), f"{mode}: {np.count_nonzero(got != want)} mismatches"


@pytest.mark.parametrize("saturate", [False, True])
def test_saturate_matches_reference(big_input, saturate):
    x, u, rand = big_input
    x, u, rand = x[:65536], u[:65536], rand[:65536]
    y = T.round_to(x, torch.float8_e4m3fn, rounding="stochastic", seed=SEED, offset=OFFSET, saturate=saturate)
    want = reference.round_bits(u, "Float8E4M3FN", "STOCHASTIC", rand, saturate=saturate)
    assert np.array_equal(_bits(y), want)


@pytest.mark.parametrize("source", [torch.bfloat16, torch.float16])
def test_narrow_sources(source):
    x = (torch.randn(4099, generator=torch.Generator().manual_seed(4)) * 300).to(source)
    u = x.float().numpy().view(np.uint32)
    for dtype, name in [(torch.float8_e5m2, "Float8E5M2"), (torch.bfloat16, "BFloat16")]:
        if dtype == torch.bfloat16 and source == torch.bfloat16:
            continue
        y = T.round_to(x, dtype, rounding="stochastic", seed=9, offset=3)
        rand = reference.stream_bits(9, np.arange(x.numel(), dtype=np.uint64) + 3)
        assert np.array_equal(_bits(y), reference.round_bits(u, name, "STOCHASTIC", rand))


@given(
    bits=st.lists(st.integers(0, 2**32 - 1), min_size=0, max_size=200),
    # user offsets: [2**62, 2**63) is reserved for the training recipes (flydsl.rounding.keyspace)
    offset=st.one_of(st.integers(0, 2**62 - 200), st.integers(2**63, 2**64 - 1), st.integers(2**64 - 300, 2**64 - 1)),
    seed=st.integers(0, 2**64 - 1),
    target=st.sampled_from([torch.bfloat16, torch.float8_e4m3fnuz]),
)
def test_round_to_property(bits, offset, seed, target):
    """Any f32 patterns, any 64-bit seed and offset (wrapping past 2**64): round_bits at offset + k."""
    u = np.array(bits, dtype=np.uint32)
    y = T.round_to(torch.from_numpy(u.view(np.float32)), target, rounding="stochastic", seed=seed, offset=offset)
    idx = np.arange(u.size, dtype=np.uint64) + np.uint64(offset)  # wraps mod 2**64 like the stream
    want = reference.round_bits(u, TARGET_NAMES[target], "STOCHASTIC", reference.stream_bits(seed, idx))
    assert np.array_equal(_bits(y).astype(np.uint32), want)


def test_offset_shifts_the_stream():
    """Element k uses index offset + k: converting x[8:] at offset 8 equals the tail of x at offset 0."""
    x = torch.randn(1000, generator=torch.Generator().manual_seed(5))
    full = T.round_to(x, torch.bfloat16, rounding="stochastic", seed=1)
    tail = T.round_to(x[8:], torch.bfloat16, rounding="stochastic", seed=1, offset=8)
    other = T.round_to(x[8:], torch.bfloat16, rounding="stochastic", seed=1, offset=0)
    assert torch.equal(full[8:].view(torch.int16), tail.view(torch.int16))
    assert not torch.equal(full[8:].view(torch.int16), other.view(torch.int16))  # negative control


def test_changing_seed_and_offset_does_not_recompile(request):
    x = torch.randn(300)
    T.round_to(x, torch.float16, rounding="stochastic", seed=1, offset=0)  # warm
    built = request.getfixturevalue("host_builds")  # counted from here on
    for step in range(1, 4):
        T.round_to(x, torch.float16, rounding="stochastic", seed=step, offset=8 * step)
    assert built == []


def test_non_contiguous_input_is_read_in_logical_order():
    x = torch.randn(64, 48, generator=torch.Generator().manual_seed(6)).t()
    y = T.round_to(x, torch.bfloat16, rounding="stochastic", seed=2)
    assert y.is_contiguous() and y.shape == x.shape
    assert torch.equal(
        y.view(torch.int16), T.round_to(x.contiguous(), torch.bfloat16, rounding="stochastic", seed=2).view(torch.int16)
    )


def test_zero_size():
    y = T.round_to(torch.empty(0, 5), torch.float8_e5m2, rounding="stochastic", seed=1)
    assert y.shape == (0, 5) and y.dtype == torch.float8_e5m2


def test_gradient_is_straight_through():
    x = torch.randn(40, requires_grad=True)
    y = T.round_to(x, torch.bfloat16, rounding="stochastic", seed=3)
    g = torch.randn(40).to(torch.bfloat16)
    y.backward(g)
    assert x.grad.dtype == torch.float32 and torch.equal(x.grad, g.float())


def test_torch_compile_traces_without_dynamo_warnings():
    """Dynamo meets no lru_cache wrapper (it warns that it ignores them) on the round_to path: the DTensor test
    memoises its import by hand. Negative control: a cached helper on the same path brings the warning back."""
    import functools
    import warnings

    def run(fn):
        torch._dynamo.reset()
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            torch.compile(fn, backend="eager", fullgraph=True)(torch.randn(16))
        return [str(w.message) for w in seen if "lru_cache" in str(w.message)]

    assert run(lambda x: T.round_to(x, torch.bfloat16, rounding="stochastic", seed=3)) == []
    cached = functools.cache(lambda: 2.0)
    assert run(lambda x: T.round_to(x * cached(), torch.bfloat16, rounding="stochastic", seed=3))


@pytest.mark.slow  # an inductor compile
def test_torch_compile_gives_identical_bits():
    """One compiled graph with dropout and round_to: identical values and gradients to eager mode."""

    def fn(a):
        y = T.round_to(T.dropout(a * 2, 0.25, 7, 8), torch.bfloat16, rounding="stochastic", seed=11, offset=16)
        return y.float()

    x = torch.randn(777, generator=torch.Generator().manual_seed(7))
    compiled = torch.compile(fn, fullgraph=True)
    xe, xc = x.clone().requires_grad_(), x.clone().requires_grad_()
    ye, yc = fn(xe), compiled(xc)
    assert torch.equal(yc.to(torch.bfloat16).view(torch.int16), ye.to(torch.bfloat16).view(torch.int16))
    # a bf16-exact gradient: inductor drops the f32 -> bf16 -> f32 cast pair of the straight-through
    # backward (its own simplification), which would otherwise change non-bf16 gradients
    g = torch.randn(777).to(torch.bfloat16).float()
    ye.backward(g)
    yc.backward(g)
    assert torch.equal(xc.grad, xe.grad)


def test_fake_implementation_gives_shape_and_dtype():
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():
        y = T.round_to(torch.empty(3, 4), torch.float8_e4m3fnuz, rounding="rz")
        z = T.round_to(torch.empty(3, 4), T.FP4, rounding="rz")
    assert y.shape == (3, 4) and y.dtype == torch.float8_e4m3fnuz
    assert z.shape == (3, 2) and z.dtype == T.FP4


def test_fp4_output_takes_no_gradient():
    """Packed fp4 codes are not differentiable: the output of an input that requires a gradient does not require
    one (a backward through it would meet a dtype torch cannot copy); the other targets' do (straight-through)."""
    x = torch.randn(4, 8, requires_grad=True)
    packed = T.round_to(x, T.FP4, rounding="STOCHASTIC", seed=1)
    assert not packed.requires_grad and packed.grad_fn is None
    assert T.round_to(x, torch.bfloat16, rounding="STOCHASTIC", seed=1).requires_grad


def test_fp4_nibble_order():
    """Element 2j lands in the low nibble: [0.5, 6.0] -> 0x71 (0.5 = code 1, 6.0 = code 7)."""
    y = T.round_to(torch.tensor([[0.5, 6.0], [-1.0, 0.0]]), T.FP4, rounding="rn")
    assert y.shape == (2, 1) and y.view(torch.uint8).flatten().tolist() == [0x71, 0x0A]


def test_op_shows_by_name_in_profiles():
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        T.round_to(torch.randn(64), torch.bfloat16, rounding="stochastic", seed=1)
    assert any(e.name == "flydsl_rounding::round_to" for e in prof.events())


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: T.round_to([1.0], torch.bfloat16), TypeError, "expects a torch.Tensor \\(or DTensor\\), got list"),
        (lambda: T.round_to(torch.zeros(2, dtype=torch.int32), torch.bfloat16), TypeError, "takes float32, bfloat16"),
        (lambda: T.round_to(torch.zeros(2), torch.int8), TypeError, "dtype must be one of bfloat16, float16"),
        (
            lambda: T.round_to(torch.zeros(2), torch.bfloat16, rounding="up"),
            TypeError,
            "rounding= must be a RoundingMode",
        ),
        (lambda: T.round_to(torch.zeros(2), torch.bfloat16, rounding="stochastic"), ValueError, "needs seed="),
        (lambda: T.round_to(torch.zeros(2), torch.bfloat16, seed=1), TypeError, "only applies to rounding=STOCH"),
        (
            lambda: T.round_to(torch.zeros(2), torch.bfloat16, rounding="stochastic", seed=-1),
            ValueError,
            "seed= must be a non-negative integer below 2\\*\\*64",
        ),
        (
            lambda: T.round_to(torch.zeros(2), torch.bfloat16, offset=2**64),
            ValueError,
            "offset= must be a non-negative integer below 2",
        ),
        (
            lambda: T.round_to(torch.zeros(2), torch.bfloat16, offset=1.0),
            TypeError,
            r"offset= must be an int in \[0, 2\*\*64\)",
        ),
        (
            lambda: T.round_to(torch.zeros(2), torch.bfloat16, saturate=1),
            TypeError,
            "saturate= must be True, False or None",
        ),
        (lambda: T.round_to(torch.zeros(3), T.FP4), ValueError, "last dimension, which must be even"),
        (lambda: T.round_to(torch.zeros(2), torch.bfloat16, rounds=0), ValueError, "rounds= must be at least 1"),
        (lambda: T.round_to(torch.zeros(2), torch.bfloat16, rounds=17), ValueError, "rounds= must be at most 16"),
    ],
)
def test_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


def test_device_errors():
    T.check_device("cuda", "round_to")  # CUDA GPUs run the Triton backend (tests/runtime/)
    with pytest.raises(ValueError, match="runs on CPU tensors, NVIDIA GPUs .* got a tensor on xpu.*move it"):
        T.check_device("xpu", "round_to")


# --- the GPU kernels, compile-only ------------------------------------------------------------------


@pytest.mark.slow  # a compile per arch
@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201", "gfx942", "gfx950"])
def test_round_to_kernel_compiles(arch):
    """The Vector kernel of bf16 / fp8 SR round_to compiles for each arch; one Philox draw per 8 elements."""
    import flydsl.expr as fx

    body = T.conversion_body(fx.BFloat16, flydsl.rounding.RoundingMode.STOCHASTIC, False, 10)
    plan = elementwise.launch_plan(body, IndexMap.contiguous(0), 4096, [fx.Float32], [fx.BFloat16], [fx.Uint64])
    assert len(plan) == 1
    fn, vector, margs, first, count = plan[0]
    x, out = torch.zeros(4096), torch.zeros(4096 // 2, dtype=torch.int32)
    build = isa.compile_isa(fn, x.view(torch.int32), out, *margs, 5, count, arch=arch)
    assert build.kernel.census["valu"] > 0 and build.kernel.spills == 0
    # one Philox draw per 8 elements: 10 rounds x 2 64-bit products -> about 20 v_mul_hi per draw
    assert sum(n for m, n in build.kernel.mnemonics().items() if m.startswith("v_mul_hi")) <= 24


# --- sharding: the op on shards at their global index maps equals the unsharded result ----------------


def _shard_results(x, dim, world, *, local_keys=False):
    """Run the registered op on each torch.chunk shard of ``x`` along ``dim`` with its shard map; stitch."""
    from flydsl.rounding.runtime.indexing import shard_map

    pieces, first = [], 0
    for piece in x.chunk(world, dim):
        m = IndexMap.contiguous(0) if local_keys else shard_map(x.shape, dim, piece.shape[dim], first)
        first += piece.shape[dim]
        out = torch.ops.flydsl_rounding.round_to(
            piece.contiguous(), torch.bfloat16, "stochastic", SEED - 2**64, m.start, m.run, m.stride, False, 10
        )
        pieces.append(out)
    return torch.cat(pieces, dim)


@pytest.mark.parametrize(("dim", "world"), [(0, 2), (1, 2), (1, 4), (2, 3)])
def test_sharded_conversion_equals_unsharded(dim, world):
    x = torch.randn(6, 10, 12, generator=torch.Generator().manual_seed(8))
    whole = T.round_to(x, torch.bfloat16, rounding="stochastic", seed=SEED)
    assert torch.equal(_shard_results(x, dim, world).view(torch.int16), whole.view(torch.int16))


def test_local_keys_break_sharding_invariance():
    """Negative control: keying each shard by its local index differs from the unsharded result."""
    x = torch.randn(6, 10, 12, generator=torch.Generator().manual_seed(8))
    whole = T.round_to(x, torch.bfloat16, rounding="stochastic", seed=SEED)
    assert not torch.equal(_shard_results(x, 1, 2, local_keys=True).view(torch.int16), whole.view(torch.int16))


@pytest.mark.parametrize("placement", ["shard0", "shard1", "replicate"])
def test_dtensor_ops_return_dtensors_with_the_one_process_values(mesh, placement):
    from torch.distributed.tensor import DTensor, Replicate, Shard, distribute_tensor

    p = {"shard0": Shard(0), "shard1": Shard(1), "replicate": Replicate()}[placement]
    x = torch.randn(8, 12, generator=torch.Generator().manual_seed(9))
    d = distribute_tensor(x, mesh, [p])
    y = T.round_to(d, torch.float8_e5m2, rounding="stochastic", seed=SEED, offset=24)
    assert isinstance(y, DTensor) and y.placements == d.placements
    want = T.round_to(x, torch.float8_e5m2, rounding="stochastic", seed=SEED, offset=24)
    assert torch.equal(y.full_tensor().view(torch.uint8), want.view(torch.uint8))
    dd = T.dropout(d, 0.5, SEED, 3)
    assert torch.equal(dd.full_tensor(), T.dropout(x, 0.5, SEED, 3))
    dg = distribute_tensor(x, mesh, [p]).requires_grad_()
    T.dropout(dg, 0.5, SEED, 3).sum().backward()
    assert torch.equal(dg.grad.full_tensor(), T.dropout(torch.ones_like(x), 0.5, SEED, 3))  # the same mask
    t = distribute_tensor(torch.empty(8, 12), mesh, [p])
    T.normal_(t, 0.0, 1.0, SEED, 5, stream=0)
    assert torch.equal(t.full_tensor(), T.normal_(torch.empty(8, 12), 0.0, 1.0, SEED, 5, stream=0))


# --- real GPU (ROCm build of torch) ------------------------------------------------------------------

_HAS_ROCM = rocm_arch() is not None


@pytest.mark.parametrize("dtype", list(TARGET_NAMES), ids=lambda d: str(d).replace("torch.", ""))
@pytest.mark.parametrize("offset", [0, 3])
@pytest.mark.device
@pytest.mark.skipif(not _HAS_ROCM, reason=NO_GPU)
def test_round_to_on_gpu_matches_cpu(big_input, dtype, offset):
    x = big_input[0][:100003]
    for mode in MODES:
        seed = SEED if mode == "STOCHASTIC" else None
        off = offset if seed else 0
        cpu = T.round_to(x, dtype, rounding=mode, seed=seed, offset=off)
        gpu = T.round_to(x.cuda(), dtype, rounding=mode, seed=seed, offset=off)
        assert np.array_equal(_bits(gpu.cpu()), _bits(cpu)), mode


@pytest.mark.device
@pytest.mark.skipif(not _HAS_ROCM, reason=NO_GPU)
def test_dropout_and_init_on_gpu_match_cpu():
    x = torch.randn(10007)
    assert torch.equal(T.dropout(x.cuda(), 0.3, SEED, 5).cpu(), T.dropout(x, 0.3, SEED, 5))
    for fill in (T.uniform_, T.normal_):
        assert torch.equal(
            fill(torch.empty(10007, device="cuda"), 0.0, 1.0, SEED, 3).cpu(),
            fill(torch.empty(10007), 0.0, 1.0, SEED, 3),
        )


def test_ops_are_reexported_from_the_package():
    assert flydsl.rounding.round_to is T.round_to and flydsl.rounding.normal_ is T.normal_
    with pytest.raises(AttributeError, match="has no attribute 'round_too'"):
        flydsl.rounding.round_too  # noqa: B018


# --- issue 19 item 8: rounding=None, numpy integers, tensor seeds under torch.compile --------------------


def test_rounding_none_is_round_to_nearest_as_for_to():
    x = torch.tensor([1.0 + 2**-8, 1.0 + 3 * 2**-8, -(2.0**-130), 65520.0, float("nan")])
    for dtype in (torch.bfloat16, torch.float16, torch.float8_e4m3fn):
        got = T.round_to(x, dtype, rounding=None)
        assert torch.equal(got.view(torch.uint8), T.round_to(x, dtype, rounding="RN").view(torch.uint8))


_NP_INTS = [np.int64, np.uint64, np.int32, np.uint8]


@pytest.mark.parametrize("np_int", _NP_INTS, ids=lambda t: t.__name__)
def test_numpy_integer_seeds_offsets_and_streams_work_in_every_op(np_int):
    """Every op takes numpy integers for seed, offset (and stream) and gives the Python int's bits."""
    x = torch.randn(40, generator=torch.Generator().manual_seed(3))
    seed, offset, stream = 7, 16, 5

    def ops(s, o, k):
        return [
            T.round_to(x, torch.bfloat16, rounding="stochastic", seed=s, offset=o).view(torch.int16),
            T.round_to(x, torch.float16, rounding="RZ", offset=o).view(torch.int16),
            T.dropout(x, 0.5, s, o),
            T.uniform_(torch.empty(40), -1.0, 1.0, s, o, stream=k),
            T.normal_(torch.empty(40), 0.0, 1.0, s, o, stream=k),
        ]

    for want, got in zip(ops(seed, offset, stream), ops(np_int(seed), np_int(offset), np_int(stream)), strict=True):
        assert torch.equal(want, got)


def test_numpy_seed_above_2_63_is_exact():
    x = torch.randn(16, generator=torch.Generator().manual_seed(4))
    big = 2**64 - 3
    want = T.round_to(x, torch.bfloat16, rounding="stochastic", seed=big)
    assert torch.equal(want, T.round_to(x, torch.bfloat16, rounding="stochastic", seed=np.uint64(big)))
    assert not torch.equal(want, T.round_to(x, torch.bfloat16, rounding="stochastic", seed=big - 1))


_TENSOR_SEED = r"round_to: seed= must be an int in \[0, 2\*\*64\), got a tensor: pass int\(t\); under torch.compile"


def _sr(x, seed):
    return T.round_to(x, torch.bfloat16, rounding="stochastic", seed=seed)


def test_tensor_seed_eager_and_compiled_message():
    """The user sees our message: eagerly, under torch.compile (graph break, then the eager error) and with
    fullgraph=True (Dynamo's explanation quotes our reason instead of an "Observed exception")."""
    import torch._dynamo

    x, seed = torch.ones(8), torch.tensor(5)
    with pytest.raises(TypeError, match=_TENSOR_SEED):
        _sr(x, seed)
    torch._dynamo.reset()
    with pytest.raises(TypeError, match=_TENSOR_SEED):
        torch.compile(_sr, backend="eager")(x, seed)
    torch._dynamo.reset()
    with pytest.raises(Exception, match="takes seeds, offsets and stream ids as Python ints, not tensors") as info:
        torch.compile(_sr, backend="eager", fullgraph=True)(x, seed)
    assert "Observed exception" not in str(info.value)
    with pytest.raises(Exception, match="takes seeds, offsets and stream ids as Python ints"):
        torch.compile(lambda t: T.uniform_(t, 0.0, 1.0, 1, stream=torch.tensor(1)), backend="eager", fullgraph=True)(
            torch.empty(4)
        )


def test_python_int_seed_is_a_runtime_value_under_dynamic_compile():
    """What the message promises: with dynamic=True, four seeds are one compiled frame, with the eager bits."""
    import torch._dynamo
    from torch._dynamo.testing import CompileCounter

    torch._dynamo.reset()
    counter = CompileCounter()
    fn = torch.compile(_sr, backend=counter, dynamic=True, fullgraph=True)
    x = torch.randn(24, generator=torch.Generator().manual_seed(5))
    for seed in (11, 12, 2**40 + 3, 14):
        assert torch.equal(fn(x, seed), _sr(x, seed))
    assert counter.frame_count == 1


# --- issue 19 item 9: the defaults give torch's own cast -----------------------------------------------

_TORCH_CASTS = [d for d in T.DTYPE_TARGETS if d is not T.FP4]  # torch cannot cast to packed fp4


def _cast_inputs(dtype) -> torch.Tensor:
    """f32 inputs around every value of ``dtype``: each finite value, the midpoints (ties), one f32 ulp either
    side of both, far overflow, and every f32 edge pattern (NaN classes, +-Inf, +-0, subnormals)."""
    width = torch.finfo(dtype).bits
    store = torch.int16 if width == 16 else torch.uint8
    codes = torch.arange(2**width, dtype=torch.int64).to(torch.int32).to(store)
    values = codes.view(dtype).float().numpy().astype(np.float64)
    values = np.unique(values[np.isfinite(values)])
    top = float(torch.finfo(dtype).max)
    near = np.concatenate([values, (values[:-1] + values[1:]) / 2, [top * 1.0625, top * 2, 1e30, 3.4e38]])
    near = np.concatenate([near, -near]).astype(np.float32).view(np.uint32)
    pats = np.concatenate([near, near + np.uint32(1), near - np.uint32(1), EDGE_F32.astype(np.uint32)])
    return torch.from_numpy(np.unique(pats).view(np.float32).copy())


def _assert_same_as_torch(ours: torch.Tensor, theirs: torch.Tensor, x: torch.Tensor):
    store = torch.int16 if ours.element_size() == 2 else torch.uint8
    nan = theirs.float().isnan()
    assert torch.equal(ours.float().isnan(), nan), x[ours.float().isnan() != nan][:8]
    same = ours.view(store) == theirs.view(store)
    bad = ~same & ~nan
    assert not bad.any(), [
        (float(v), hex(int(a) & 0xFFFF), hex(int(b) & 0xFFFF))
        for v, a, b in zip(x[bad][:6], ours.view(store)[bad][:6], theirs.view(store)[bad][:6], strict=True)
    ]


@pytest.mark.parametrize("dtype", _TORCH_CASTS, ids=lambda d: str(d).replace("torch.", ""))
def test_default_round_to_is_torchs_cast(dtype):
    """``round_to(x, dtype)`` == ``x.to(dtype)`` bit for bit on every value torch does not make a NaN, and NaN where
    torch gives NaN (torch's NaN bits differ by kernel: 0xFFFF for bf16 on this CPU, sign dropped)."""
    x = _cast_inputs(dtype)
    _assert_same_as_torch(T.round_to(x, dtype), x.to(dtype), x)
    for source in (torch.bfloat16, torch.float16):  # every code of the narrow sources
        xs = torch.arange(2**16, dtype=torch.int32).to(torch.int16).view(source)
        _assert_same_as_torch(T.round_to(xs, dtype), xs.to(dtype), xs.float())


def test_e4m3fn_overflow_saturates_like_torch():
    """The issue's values: 465, 1000 and Inf become 448 (0.1 gave NaN); saturate=False still gives NaN."""
    x = torch.tensor([465.0, 1000.0, float("inf"), -float("inf"), 448.0])
    want = [448.0, 448.0, 448.0, -448.0, 448.0]
    assert T.round_to(x, torch.float8_e4m3fn).float().tolist() == want == x.to(torch.float8_e4m3fn).float().tolist()
    assert T.round_to(x, torch.float8_e4m3fn, saturate=False).float()[:4].isnan().all()
    sr = T.round_to(x, torch.float8_e4m3fn, rounding="stochastic", seed=1)
    assert sr.float().tolist() == want  # the default is the dtype's, whatever the mode


def test_saturating_targets_are_those_torch_saturates():
    """TORCH_CAST_SATURATES is measured, not assumed: torch's cast of +Inf and 1e30 is finite exactly for them."""
    big = torch.tensor([float("inf"), 1e30])
    assert {d for d in _TORCH_CASTS if big.to(d).float().isfinite().all()} == set(TORCH_CAST_SATURATES)
