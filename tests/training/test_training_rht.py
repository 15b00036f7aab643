"""The random Hadamard transform (flydsl.rounding.training.transform): orthonormality, exact cancellation,
sign draws against the numpy stream oracle, the custom op, errors."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from flydsl.rounding import reference
from flydsl.rounding import training as T
from flydsl.rounding.training import SIZES, TE_SIGNS, draw_signs, hadamard, rht

FAST = settings(max_examples=15, deadline=None)


@pytest.mark.parametrize("n", SIZES)
def test_hadamard_is_orthonormal_in_f64(n):
    h = hadamard(n, normalized=False)
    assert torch.equal(h @ h.T, n * torch.eye(n, dtype=torch.float64))  # exact: integers
    assert torch.equal(h, h.T) and bool(((h == 1) | (h == -1)).all())
    hn = hadamard(n)
    assert torch.allclose(hn @ hn.T, torch.eye(n, dtype=torch.float64), atol=4 * n * 2**-53, rtol=0)
    if n == 16:  # 1/sqrt(16) = 1/4 is exact: so is the product
        assert torch.equal(hn @ hn.T, torch.eye(16, dtype=torch.float64))


def _block_transform_exact(a: np.ndarray, signs: np.ndarray, n: int) -> np.ndarray:
    """Unnormalised transform along axis 0 in int64 (exact): blocks of rows times diag(s) H_n."""
    h = hadamard(n, normalized=False).numpy().astype(np.int64)
    m = a.shape[0]
    s = signs[np.arange(m) % signs.size].astype(np.int64)
    blocks = (a * s[:, None]).reshape(m // n, n, -1)
    return np.einsum("ij,bjk->bik", h.T, blocks).reshape(m, -1)


@FAST
@given(n=st.sampled_from(SIZES), blocks=st.integers(1, 3), seed=st.integers(0, 2**64 - 1), data=st.data())
def test_transform_of_both_wgrad_operands_cancels_exactly(n, blocks, seed, data):
    """(T dy)^T (T x) = n * dy^T x exactly (integers, unnormalised H): the RHT cancels in the wgrad GEMM."""
    m = n * blocks
    rs = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    dy, x = rs.integers(-8, 9, (m, 5)), rs.integers(-8, 9, (m, 3))
    signs = draw_signs(n, seed=seed, substream=7).numpy()
    lhs = _block_transform_exact(dy, signs, n).T @ _block_transform_exact(x, signs, n)
    assert np.array_equal(lhs, n * (dy.T @ x))
    if n == 16:  # the op itself, in f64 (scale 1/4 exact, small integer sums exact)
        t = lambda v: rht(torch.tensor(v, dtype=torch.float64), dim=0, block=16, signs=signs)  # noqa: E731
        assert torch.equal(t(dy).T @ t(x), torch.tensor(dy.T @ x, dtype=torch.float64))


@pytest.mark.parametrize("n", SIZES)
def test_op_matches_the_matrix_definition_and_inverts(n):
    x = torch.randn(3, 2 * n, dtype=torch.float64, generator=torch.Generator().manual_seed(n))
    s = draw_signs(2 * n, seed=1, substream=2)
    q = torch.block_diag(*[torch.diag(s[i * n : (i + 1) * n].double()) @ hadamard(n) for i in range(2)])
    y = rht(x, dim=-1, block=n, signs=s)
    assert torch.allclose(y, x @ q, atol=1e-14, rtol=0)
    assert torch.allclose(rht(y, block=n, signs=s, inverse=True), x, atol=1e-14, rtol=0)
    assert torch.allclose(rht(x.T.contiguous(), dim=0, block=n, signs=s), (x @ q).T, atol=1e-14, rtol=0)


def test_te_signs_parity_with_transformer_engines_matrix():
    """TE applies x_blocks @ (diag(signs) @ H16 / 4); the 16-entry vector repeats over blocks: the same values
    (exactly on small integers, where every sum is exact; to rounding otherwise: the op sums in butterfly order)."""
    s = torch.tensor(TE_SIGNS, dtype=torch.float64)
    m = torch.diag(s) @ hadamard(16)
    ints = torch.randint(-64, 64, (4, 48), generator=torch.Generator().manual_seed(0)).double()
    assert torch.equal(rht(ints, block=16, signs=TE_SIGNS), (ints.reshape(4, 3, 16) @ m).reshape(4, 48))
    x = torch.randn(4, 48, dtype=torch.float64)
    expect = (x.reshape(4, 3, 16) @ m).reshape(4, 48)
    assert torch.allclose(rht(x, block=16, signs=TE_SIGNS), expect, atol=1e-14, rtol=0)
    assert not torch.allclose(rht(x, block=16, signs=[-v for v in TE_SIGNS]), expect, atol=1e-3)  # control


@FAST
@given(
    seed=st.integers(0, 2**64 - 1),
    sub=st.integers(0, 2**64 - 1),
    offset=st.integers(0, 2**63),
    length=st.integers(1, 70),
    cut=st.integers(0, 70),
)
def test_sign_draws_match_the_stream_oracle_and_are_sharding_invariant(seed, sub, offset, length, cut):
    s = draw_signs(length, seed=seed, substream=sub, offset=offset)
    bits = reference.stream_bits(seed, np.arange(length, dtype=np.uint64) + np.uint64(offset), substream=sub)
    assert np.array_equal(s.numpy(), np.where(bits >> 15, -1.0, 1.0).astype(np.float32))
    assert torch.equal(s, draw_signs(length, seed=seed, substream=sub, offset=offset))  # reproducible
    cut = min(cut, length - 1)  # a shard starting at `cut` draws the same signs from its global offset
    assert torch.equal(s[cut:], draw_signs(length - cut, seed=seed, substream=sub, offset=offset + cut))


def test_negative_control_signs_keyed_by_local_position_differ():
    s = draw_signs(64, seed=3, substream=9)
    assert not torch.equal(s[32:], draw_signs(32, seed=3, substream=9))  # local index 0 != global 32


def test_gradient_is_the_inverse_and_opcheck():
    x = torch.randn(2, 32, dtype=torch.float64, requires_grad=True)
    s = draw_signs(32, seed=0)
    assert torch.autograd.gradcheck(lambda v: rht(v, block=32, signs=s), (x,))
    torch.library.opcheck(torch.ops.flydsl_rounding.rht.default, (x.detach().float(), s, 1, 32, False))


def test_rht_under_torch_compile():
    x = torch.randn(4, 32)
    f = torch.compile(lambda v: rht(v, block=16, signs=TE_SIGNS), backend="eager", fullgraph=False)
    assert torch.equal(f(x), rht(x, block=16, signs=TE_SIGNS))


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"block": 8}, ValueError, r"block must be one of \(16, 32, 128\)"),
        ({"block": 32, "dim": 0}, ValueError, r"size of dimension 0 \(16\) must be a multiple of the block 32; pad"),
        ({"block": 16, "signs": [1, -1]}, ValueError, "signs must be"),
        ({"block": 16, "signs": [2] * 16}, ValueError, "signs must be"),
        ({"block": 16, "dim": 2}, ValueError, "dim must be at most 1"),
    ],
)
def test_errors(kwargs, error, match):
    with pytest.raises(error, match=match):
        rht(torch.zeros(16, 48), **kwargs)
    with pytest.raises(TypeError, match="rht expects a floating-point tensor"):
        rht(torch.zeros(16, dtype=torch.int32))
    with pytest.raises(ValueError, match="length must be at least 1"):
        draw_signs(0, seed=0)


@pytest.mark.parametrize("n", SIZES)
def test_flydsl_building_block_matches_the_op(n):
    """hadamard_block (FlyDSL, on the host engine) = the op bit for bit (one order of operations: the butterfly, then
    one multiplication by f32(1 / sqrt(n))), within f32 rounding of the f64 transform; the inverse undoes it."""
    from flydsl.rounding.runtime import host
    from flydsl.rounding.training.block import hadamard_block

    s = draw_signs(n, seed=4, substream=1).tolist()
    rs = np.random.default_rng(n)
    x = rs.integers(-8, 9, (3, n)).astype(np.float32) if n == 16 else rs.standard_normal((3, n)).astype(np.float32)
    y = host.run(lambda v: hadamard_block(v, s), x.reshape(-1), width=n).reshape(3, n)
    exact = rht(torch.tensor(x, dtype=torch.float64), block=n, signs=s).numpy()
    assert np.array_equal(y.view(np.uint32), rht(torch.tensor(x), block=n, signs=s).numpy().view(np.uint32))
    assert np.abs(y - exact).max() <= (np.log2(n) + 2) * 2**-24 * np.abs(x).sum(1).max()
    if n == 16:
        assert np.array_equal(y, exact.astype(np.float32))
    back = host.run(lambda v: hadamard_block(v, s, inverse=True), y.reshape(-1), width=n).reshape(3, n)
    assert np.allclose(back, x, atol=1e-5)


def test_flydsl_building_block_errors():
    from flydsl.rounding.runtime import host
    from flydsl.rounding.training.block import hadamard_block

    with pytest.raises(ValueError, match="hadamard_block takes a Vector of 16 / 32 / 128 values, got 8"):
        host.run(lambda v: hadamard_block(v), np.zeros(8, np.float32), width=8)
    with pytest.raises(ValueError, match="signs must be 16 entries of"):
        host.run(lambda v: hadamard_block(v, [1] * 8), np.zeros(16, np.float32), width=16)


# --- rht along dim 0 runs on a contiguous operand, with dim -1's bits (issue 25, item 12) ---


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float64])
@pytest.mark.parametrize("block", [16, 32, 128])
def test_rht_dim0_bits_equal_dim_last(dtype, block):
    """dim=0 runs the last-dim code on a contiguous transposed copy: the same bits as transposing by hand (0.2.0
    sent bmm a strided view, ~5x slower single-threaded, and its bits differed for f64 and for 128-blocks)."""
    from flydsl.rounding.training import transform

    x = torch.randn(2 * block, 24, dtype=torch.float64).to(dtype)
    signs = transform.draw_signs(2 * block, seed=5)
    for inverse in (False, True):
        a = transform.rht(x, dim=0, block=block, signs=signs, inverse=inverse)
        b = transform.rht(x.t().contiguous(), dim=-1, block=block, signs=signs, inverse=inverse).t()
        assert a.dtype == dtype and a.is_contiguous()
        assert torch.equal(a, b)
    x3 = torch.randn(3, block, 5, dtype=torch.float64).to(dtype)
    c = transform.rht(x3, dim=1, block=block)
    d = transform.rht(x3.movedim(1, -1).contiguous(), dim=-1, block=block).movedim(-1, 1)
    assert torch.equal(c, d)


def test_hadamard_and_recipe_signs_hand_out_fresh_tensors():
    """The public functions return new tensors: editing one in place changes no later result, neither of the
    function nor of a layer's RHT (which keeps the cached vector). References: the Sylvester entries
    (-1)**popcount(i & j) and the stream's draw at the documented site."""
    i = np.arange(16)
    sylvester = torch.tensor((-1.0) ** np.vectorize(lambda v: bin(v).count("1"))(i[:, None] & i[None, :]))
    for normalized, scale in ((False, 1.0), (True, 0.25)):
        h = hadamard(16, normalized=normalized)
        assert torch.equal(h, sylvester * scale)
        h.mul_(2)
        assert torch.equal(hadamard(16, normalized=normalized), sylvester * scale)
    recipe = T.mxfp4(rht=True)
    want = draw_signs(32, seed=0, substream=T.substream(0, 0, "rht_wgrad"), offset=T.TRAINING_OFFSET)
    w, x, g = torch.randn(32, 64), torch.randn(32, 64), torch.randn(32, 32)

    def wgrad():
        wr = w.clone().requires_grad_()
        T.quantized_linear(x, wr, recipe=recipe, layer=0, step=1).backward(g)
        return wr.grad

    before = wgrad()
    signs = T.recipe_signs(recipe, 0, 1, "wgrad")
    assert torch.equal(signs, want)
    signs[:5] *= -1
    assert torch.equal(T.recipe_signs(recipe, 0, 1, "wgrad"), want)
    assert torch.equal(wgrad(), before)
