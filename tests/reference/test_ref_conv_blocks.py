"""Convolutions in the reference make their im2col matrix (K times the input) a block of the
batch at a time: each output element is the same dot product whether the matrix is made
whole or in blocks (BLAS may sum the last rows of a matrix in another order: an ulp, as
between batch sizes), it matches jax's own convolution, and the peak memory follows the
block, not the whole matrix."""
from __future__ import annotations

import tracemalloc

import jax
import numpy as np
import pytest
from jax import lax

import bridge
from bridge.reference import kernels_linalg

RNG = np.random.default_rng(8)

CONVS = {   # lhs (NCHW), rhs (OIHW), keyword arguments of lax.conv_general_dilated
    "3x3 same": ((5, 8, 12, 12), (16, 8, 3, 3), dict(window_strides=(1, 1), padding="SAME")),
    "strided, dilated": ((7, 4, 15, 13), (6, 4, 3, 2), dict(window_strides=(2, 1), padding=((1, 2), (0, 1)),
                                                          rhs_dilation=(1, 2))),
    "depthwise 5x5": ((6, 12, 10, 10), (12, 1, 5, 5), dict(window_strides=(1, 1), padding="SAME",
                                                         feature_group_count=12)),
    "feature groups": ((5, 8, 9, 9), (12, 2, 3, 3), dict(window_strides=(1, 1), padding="VALID",
                                                       feature_group_count=4)),
    "batch groups": ((6, 4, 9, 9), (6, 4, 3, 3), dict(window_strides=(1, 1), padding="VALID",
                                                    batch_group_count=3)),
    "transposed (lhs dilation)": ((5, 4, 8, 8), (6, 4, 3, 3), dict(window_strides=(1, 1), padding=((2, 2), (2, 2)),
                                                                   lhs_dilation=(2, 2))),
}


def _on_cpu(fn, *args):
    """jax's answer on the CPU: on a GPU its DEFAULT precision convolves in TF32 (1e-3 off)."""
    with jax.default_device(jax.devices("cpu")[0]):
        return np.asarray(jax.jit(fn)(*args))


def _case(name):
    ls, rs, kw = CONVS[name]
    x, w = RNG.standard_normal(ls).astype(np.float32), RNG.standard_normal(rs).astype(np.float32)
    fn = lambda a, b: lax.conv_general_dilated(a, b, **kw)   # noqa: E731
    return jax.jit(fn).lower(x, w).as_text(), [x, w], _on_cpu(fn, x, w)


@pytest.mark.parametrize("name", sorted(CONVS))
def test_blocks_give_the_whole_matrix_answer(name, monkeypatch):
    text, args, want = _case(name)
    whole, = bridge.reference.evaluate(text, args)
    np.testing.assert_allclose(whole, want, rtol=2e-5, atol=2e-5)
    monkeypatch.setattr(kernels_linalg, "_IM2COL_BYTES", 1)   # one batch element (of each group) a block
    blocked, = bridge.reference.evaluate(text, args)
    np.testing.assert_allclose(blocked, whole, rtol=1e-6, atol=1e-6)


def test_peak_memory_follows_the_block(monkeypatch):
    # a 5x5 depthwise convolution: its im2col matrix is 25x the input (26 MB here)
    x = RNG.standard_normal((16, 64, 32, 16)).astype(np.float32)
    w = RNG.standard_normal((64, 1, 5, 5)).astype(np.float32)
    fn = lambda a, b: lax.conv_general_dilated(a, b, (1, 1), "SAME", feature_group_count=64)   # noqa: E731
    text = jax.jit(fn).lower(x, w).as_text()
    monkeypatch.setattr(kernels_linalg, "_IM2COL_BYTES", 2 << 20)
    bridge.reference.evaluate(text, [x, w])   # (compiled once)
    tracemalloc.start()
    try:
        got, = bridge.reference.evaluate(text, [x, w])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    arrays = x.nbytes + got.nbytes   # 4 MB
    assert peak < 5 * arrays, f"peak {peak / 1e6:.1f} MB for {arrays / 1e6:.1f} MB of arrays"
    np.testing.assert_allclose(got, _on_cpu(fn, x, w), rtol=2e-5, atol=2e-5)
