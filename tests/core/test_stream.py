"""The canonical random stream: DSL helpers against the numpy reference, draw counts, alignment."""

from __future__ import annotations

import re

import flydsl.expr as fx
import numpy as np
import pytest

from flydsl.rounding import is_aligned, reference, stream_bits, stream_bits_vector, stream_chunks
from flydsl.rounding.runtime import host


def _bits_scalar(seed, off):
    return stream_bits(seed, off)


def _bits_vec8(seed, base):
    return stream_bits_vector(seed, base, 8)


def _bits_vec8_aligned(seed, blk):
    return stream_bits_vector(seed, blk * fx.Uint64(8), 8)


def _bits_vec5_aligned(seed, blk):
    return stream_bits_vector(seed, blk << fx.Uint64(3), 5)


def _chunks(seed, blk):
    return stream_chunks(seed, blk)


def test_reference_definition():
    """bits(o) is the (o%2) half of word (o%8)//2 of philox(counter=o//8, key=seed)."""
    seed, o = 0x1234_5678_9ABC_DEF0, (1 << 40) + 13
    words = reference.philox_4x32_scalar((o // 8 & 0xFFFFFFFF, o // 8 >> 32, 0, 0), (seed & 0xFFFFFFFF, seed >> 32))
    want = (words[(o % 8) // 2] >> 16 * (o % 2)) & 0xFFFF
    assert int(reference.stream_bits(seed, o)) == want


def test_scalar_matches_reference(rng):
    n = 1 << 18
    seeds = rng.integers(0, 2**63, n, dtype=np.uint64)
    offs = rng.integers(0, 2**63, n, dtype=np.uint64)
    offs[: n // 4] &= np.uint64(0xFFFFFFFF)  # small offsets too
    got = host.run(_bits_scalar, seeds, offs)
    np.testing.assert_array_equal(got, reference.stream_bits(seeds, offs))


@pytest.mark.parametrize("body,width", [(_bits_vec8_aligned, 8), (_bits_vec5_aligned, 5)])
def test_aligned_vectors_match_reference(rng, body, width):
    seed = int(rng.integers(0, 2**63))
    blocks = rng.integers(0, 2**60, 1 << 14, dtype=np.uint64)

    def per_block(b):
        v = body(seed, b)
        return tuple(v[k] for k in range(width))

    outs = np.stack(host.run(per_block, blocks), axis=1)
    want = reference.stream_bits(seed, blocks[:, None] * np.uint64(8) + np.arange(width, dtype=np.uint64)[None, :])
    np.testing.assert_array_equal(outs, want)


def test_unaligned_vector_matches_reference(rng):
    seed = 987654321
    offs = rng.integers(0, 2**62, 4096, dtype=np.uint64)
    offs[:16] = np.arange(16, dtype=np.uint64) + np.uint64(2**32 - 8)  # crosses 2**32: must not wrap

    def per_offset(o):
        v = _bits_vec8(seed, o)
        return tuple(v[k] for k in range(8))

    outs = np.stack(host.run(per_offset, offs), axis=1)
    want = reference.stream_bits(seed, offs[:, None] + np.arange(8, dtype=np.uint64)[None, :])
    np.testing.assert_array_equal(outs, want)


def test_chunks_are_one_block(rng):
    seed = 42
    blocks = rng.integers(0, 2**61, 1024, dtype=np.uint64)

    def per_block(b):
        v = _chunks(seed, b)
        return tuple(v[k] for k in range(8))

    outs = np.stack(host.run(per_block, blocks), axis=1)
    want = reference.stream_bits(seed, blocks[:, None] * np.uint64(8) + np.arange(8, dtype=np.uint64)[None, :])
    np.testing.assert_array_equal(outs, want)


@pytest.mark.parametrize("n,aligned,draws", [(8, True, 1), (16, True, 2), (12, True, 2), (8, False, 2), (3, True, 1)])
def test_draw_count(n, aligned, draws):
    """ceil(n/8) draws for an aligned offset, one more otherwise."""

    def body(x, *, index):
        off = index if aligned else index + fx.Uint64(1)
        v = stream_bits_vector(7, off, n)
        return x + v[0]

    hf = host.compile(body, [fx.Uint32], width=8, index=True)
    # two 32x32->64 multiplies per round, less the first round's multiply of the zero counter word
    muls = len(re.findall(r"arith\.mului_extended", hf.source))
    assert muls == draws * 19, hf.source


def test_is_aligned():
    def body(x, *, index):
        assert is_aligned(index)  # index = block * 8 in Vector mode
        assert is_aligned(index * fx.Uint64(3) + fx.Uint64(16))
        assert is_aligned((index >> fx.Uint64(3)) << fx.Uint64(3))
        assert not is_aligned(index + fx.Uint64(4))
        return x

    def scalar_body(x):
        assert not is_aligned(fx.Uint64(x))
        assert is_aligned(fx.Uint64(x) & fx.Uint64(~7 & 0xFFFFFFFFFFFFFFFF))
        assert is_aligned(fx.Uint64(x) << fx.Uint64(4))
        assert not is_aligned(fx.Uint64(x) << fx.Uint64(2))
        return x

    host.run(body, np.zeros(8, np.uint32), width=8, index=True)
    host.run(scalar_body, np.zeros(8, np.uint32))
    assert is_aligned(64) and not is_aligned(65) and is_aligned(0)


@pytest.mark.parametrize(
    "offset,exc,match",
    [
        (-1, ValueError, "offset must be a non-negative integer below 2\\*\\*64"),
        (2**64, ValueError, "offset must be a non-negative integer below 2\\*\\*64"),
        (1.0, TypeError, "offset must be a Python int or an integer DSL scalar"),
    ],
)
def test_bad_offsets(offset, exc, match):
    with pytest.raises(exc, match=match):
        stream_bits(1, offset)
