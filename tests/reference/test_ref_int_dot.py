"""Integer dot_general and convolution in the reference: exact, wrapping like XLA's integer
arithmetic, whichever way the product is computed (float BLAS where every partial sum is an
integer the float holds, numpy's integer matmul otherwise). The oracle is Python's
unbounded integers, reduced modulo 2^bits."""
from __future__ import annotations

import numpy as np
import pytest

import bridge


def _dot_module(m, k, n, et, out):
    return f"""func.func @main(%a: tensor<{m}x{k}x{et}>, %b: tensor<{k}x{n}x{et}>) -> tensor<{m}x{n}x{out}> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
     : (tensor<{m}x{k}x{et}>, tensor<{k}x{n}x{et}>) -> tensor<{m}x{n}x{out}>
  return %0 : tensor<{m}x{n}x{out}>
}}"""


def _exact(a, b, dtype):
    """a @ b in Python integers, wrapped to `dtype` (two's complement)."""
    r = np.array(a.astype(object).dot(b.astype(object)), dtype=object)
    bits = np.dtype(dtype).itemsize * 8
    wrapped = [(int(v) % (1 << bits)) for v in r.reshape(-1)]
    if np.dtype(dtype).kind == "i":
        wrapped = [v - (1 << bits) if v >= 1 << (bits - 1) else v for v in wrapped]
    return np.array(wrapped, dtype=np.int64).astype(dtype).reshape(r.shape)


@pytest.mark.parametrize("case", [
    "i8 to i32, sums below 2^24",     # float32 BLAS
    "i32, sums just above 2^24",      # float64 BLAS
    "i32, sums near 2^53",            # float64 at its limit / numpy's integer matmul
    "i32 wrapping",                   # numpy's integer matmul, modulo 2^32
    "u8 to u32",
    "i64 wrapping",
])
def test_integer_dot_is_exact_and_wraps(case):
    rng = np.random.default_rng(11)
    m, k, n = 7, 64, 5
    et, out, lo, hi = {
        "i8 to i32, sums below 2^24": ("i8", "i32", -128, 128),
        "i32, sums just above 2^24": ("i32", "i32", -600, 600),
        "i32, sums near 2^53": ("i32", "i32", -(1 << 23), 1 << 23),
        "i32 wrapping": ("i32", "i32", -(1 << 31), (1 << 31) - 1),
        "u8 to u32": ("ui8", "ui32", 0, 256),
        "i64 wrapping": ("i64", "i64", -(1 << 62), 1 << 62),
    }[case]
    np_in = {"i8": np.int8, "i32": np.int32, "ui8": np.uint8, "i64": np.int64}[et]
    np_out = {"i32": np.int32, "ui32": np.uint32, "i64": np.int64}[out]
    a = rng.integers(lo, hi, (m, k), dtype=np.int64).astype(np_in)
    b = rng.integers(lo, hi, (k, n), dtype=np.int64).astype(np_in)
    a[0, :], b[:, 0] = hi - 1, hi - 1   # (a row and a column of extremes: the largest sums)
    got, = bridge.reference.evaluate(_dot_module(m, k, n, et, out), [a, b])
    want = _exact(a.astype(np.int64), b.astype(np.int64), np_out)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)
    if case != "i64 wrapping":   # (the same numbers on PJRT: XLA wraps too)
        pjrt, = bridge.execute(_dot_module(m, k, n, et, out), [a, b])
        np.testing.assert_array_equal(pjrt, want)


def test_boolean_dot_of_more_than_127_trues():
    # pred x pred -> pred is "any a_ik and b_kj": a count of 256 must not wrap to 0 anywhere
    text = _dot_module(2, 256, 3, "i1", "i1")
    a, b = np.ones((2, 256), bool), np.ones((256, 3), bool)
    got, = bridge.reference.evaluate(text, [a, b])
    np.testing.assert_array_equal(got, np.ones((2, 3), bool))
