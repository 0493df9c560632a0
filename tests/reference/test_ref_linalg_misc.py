"""dot_general, convolution, fft, cholesky, triangular_solve, convert, bitcast_convert,
reduce_precision vs PJRT CPU (jax.jit)."""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import bridge
from ref_testlib import check, run

BF16 = ml_dtypes.bfloat16
rng = np.random.default_rng(2)


@pytest.mark.parametrize("dt", [np.float32, np.int32, BF16, np.complex64, np.int8])
def test_dot_general(dt):
    a = (rng.standard_normal((2, 3, 4, 5)) * 4).astype(dt)
    b = (rng.standard_normal((2, 5, 3, 6)) * 4).astype(dt)
    rtol = 1e-5 if dt != BF16 else 1e-2
    dn = (((3, 1), (1, 2)), ((0,), (0,)))  # contract a.5 with b.5 and a.3 with b.3; batch 0
    check(lambda a, b: (lax.dot_general(a, b, dn), a[0, 0] @ b[0, :, 0]), a, b, rtol=rtol, atol=1e-5)
    if dt == np.int8:
        check(lambda a, b: lax.dot_general(a, b, dn, preferred_element_type=jnp.int32), a, b)


def test_dot_pred():
    a = rng.integers(0, 2, (3, 4)).astype(bool)
    b = rng.integers(0, 2, (4, 2)).astype(bool)
    text = jax.jit(lambda a, b: lax.dot_general(a.astype(jnp.float32), b.astype(jnp.float32),
                                                (((1,), (0,)), ((), ())))).lower(a, b).as_text()
    assert "dot_general" in text
    np.testing.assert_array_equal(run(text, a, b)[0], a.astype(np.float32) @ b.astype(np.float32))


@pytest.mark.parametrize("case", range(4))
def test_convolution(case):
    x = rng.standard_normal((2, 4, 9, 8)).astype(np.float32)
    if case == 0:
        w = rng.standard_normal((6, 4, 3, 3)).astype(np.float32)
        f = lambda x, w: lax.conv_general_dilated(x, w, (2, 1), [(1, 1), (0, 2)])
    elif case == 1:
        w = rng.standard_normal((6, 2, 2, 3)).astype(np.float32)
        f = lambda x, w: lax.conv_general_dilated(x, w, (1, 2), [(2, -1), (1, 1)], lhs_dilation=(2, 1),
                                                  rhs_dilation=(1, 2), feature_group_count=2)
    elif case == 2:
        x = rng.standard_normal((9, 8, 2, 4)).astype(np.float32)  # NHWC / HWIO
        w = rng.standard_normal((3, 2, 4, 5)).astype(np.float32)
        f = lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                                  dimension_numbers=("HWNC", "HWIO", "NCHW"))
    else:
        w = rng.standard_normal((4, 4, 3, 3)).astype(np.float32)
        f = lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "VALID", batch_group_count=2)
    check(f, x, w, rtol=1e-4, atol=1e-4)


def test_fft():
    x = (rng.standard_normal((3, 8)) + 1j * rng.standard_normal((3, 8))).astype(np.complex64)
    r = rng.standard_normal((4, 6)).astype(np.float32)
    check(lambda x, r: (jnp.fft.fft(x), jnp.fft.ifft2(x), jnp.fft.rfft(r), jnp.fft.irfft(jnp.fft.rfft(r), 6)),
          x, r, rtol=1e-4, atol=1e-5)


def test_cholesky_and_triangular_solve():
    m = rng.standard_normal((2, 4, 4)).astype(np.float32)
    spd = m @ np.swapaxes(m, -1, -2) + 4 * np.eye(4, dtype=np.float32)
    b = rng.standard_normal((2, 4, 3)).astype(np.float32)
    # jax lowers cholesky to a LAPACK custom_call: use the spec example instead.
    a = np.array([[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]], np.float32)
    want = np.array([[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]], np.float32)
    for lower in ("true", "false"):
        text = f"""
        func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {{
          %0 = "stablehlo.cholesky"(%a) {{lower = {lower}}} : (tensor<3x3xf32>) -> tensor<3x3xf32>
          return %0 : tensor<3x3xf32>
        }}"""
        got = run(text, a)[0]
        expect = want if lower == "true" else want.T
        tri = np.tril if lower == "true" else np.triu
        np.testing.assert_allclose(tri(got), expect, rtol=1e-6)
    # a batch whose second matrix is not positive definite: NaN for that one only, as
    # XLA (numpy refuses the whole batch: every factor came out NaN)
    batch = np.stack([a, np.array([[1.0, 2.0, 0.0], [2.0, 1.0, 0.0], [0.0, 0.0, 1.0]], np.float32)])
    text = """
    func.func @main(%a: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
      %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
      return %0 : tensor<2x3x3xf32>
    }"""
    got = np.tril(run(text, batch)[0])
    np.testing.assert_allclose(got[0], want, rtol=1e-6)
    assert np.isnan(got[1][np.tril_indices(3)]).all()
    pjrt = np.tril(np.asarray(bridge.execute(text, [batch])[0]))
    np.testing.assert_allclose(pjrt[0], want, rtol=1e-6)
    assert np.isnan(pjrt[1][np.tril_indices(3)]).all()
    # jax lowers triangular_solve to a custom_call too: check op(a) @ x == b instead.
    for left in ("true", "false"):
        for lower in ("true", "false"):
            for ta, unit in (("NO_TRANSPOSE", "false"), ("TRANSPOSE", "true"), ("ADJOINT", "false")):
                bshape = "2x4x3" if left == "true" else "2x3x4"
                text = f"""
                func.func @main(%a: tensor<2x4x4xf32>, %b: tensor<{bshape}xf32>) -> tensor<{bshape}xf32> {{
                  %0 = "stablehlo.triangular_solve"(%a, %b) {{left_side = {left}, lower = {lower},
                       unit_diagonal = {unit}, transpose_a = #stablehlo<transpose {ta}>}}
                       : (tensor<2x4x4xf32>, tensor<{bshape}xf32>) -> tensor<{bshape}xf32>
                  return %0 : tensor<{bshape}xf32>
                }}"""
                bb = b if left == "true" else np.swapaxes(b, -1, -2).copy()
                x = run(text, spd, bb)[0]
                t = np.tril(spd) if lower == "true" else np.triu(spd)
                if unit == "true":
                    t = t.copy()
                    t[:, np.arange(4), np.arange(4)] = 1
                if ta != "NO_TRANSPOSE":
                    t = np.swapaxes(t, -1, -2)
                lhs = t @ x if left == "true" else x @ t
                np.testing.assert_allclose(lhs, bb, rtol=1e-4, atol=1e-4)


def test_triangular_solve_with_a_zero_on_the_diagonal():
    """Substitution divides by the zero: inf/NaN from that row on, per matrix, as PJRT gives
    (np.linalg.solve refused the whole batch: the reference failed)."""
    a = np.stack([np.tril(np.arange(1, 10, dtype=np.float32).reshape(3, 3)),
                  np.array([[1, 0, 0], [1, 0, 0], [1, 1, 1]], np.float32)])
    b = np.ones((2, 3, 2), np.float32)
    text = """
    func.func @main(%a: tensor<2x3x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x3x2xf32> {
      %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,
           transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
      return %0 : tensor<2x3x2xf32>
    }"""
    got = run(text, a, b)[0]
    np.testing.assert_allclose(got[0], np.linalg.solve(a[0].astype(np.float64), b[0]), rtol=1e-6)
    assert (got[1][0] == 1).all() and np.isnan(got[1][1:]).all()
    pjrt = np.asarray(bridge.execute(text, [a, b])[0])
    np.testing.assert_allclose(got, pjrt, rtol=1e-6)


@pytest.mark.parametrize("src,dst", [(np.float32, np.int32), (np.float32, np.uint8), (np.float32, BF16),
                                     (np.int32, np.float32), (np.int32, np.uint8), (np.bool_, np.float32),
                                     (np.float32, np.bool_), (np.complex64, np.float32), (BF16, np.int8),
                                     (np.float32, np.complex64), (np.uint8, np.int8)])
def test_convert(src, dst):
    if np.dtype(src).kind == "f" or src == BF16:
        x = np.array([1.7, -1.7, 300.5, -300.5, 3e9, -3e9, np.inf, -np.inf, 0.0, 127.9], np.float32).astype(src)
    elif np.dtype(src) == np.bool_:
        x = np.array([True, False])
    elif np.dtype(src).kind == "c":
        x = np.array([1.5 + 2j, -3 - 1j], np.complex64)
    else:
        x = np.array([0, 1, -1, 255, 256, -129, 2**31 - 1], np.int64).astype(src)
    if np.dtype(src).kind == "c" and np.dtype(dst).kind == "f":
        check(lambda x: lax.convert_element_type(jnp.real(x), dst), x)
    elif np.dtype(dst).kind in "iu" and (np.dtype(src).kind == "f" or src == BF16):
        # Out-of-range float->int is TBD in the spec; compare only the in-range values.
        got = run(jax.jit(lambda x: lax.convert_element_type(x, dst)).lower(x).as_text(), x)[0]
        info = np.iinfo(dst)
        ok = (x.astype(np.float64) > info.min - 1) & (x.astype(np.float64) < info.max + 1)
        np.testing.assert_array_equal(got[ok], np.trunc(x.astype(np.float64)[ok]).astype(dst))
        assert got.dtype == np.dtype(dst)
        assert got[np.isposinf(x.astype(np.float64))].tolist() == [info.max] * int(np.isposinf(x.astype(float)).sum())
    else:
        check(lambda x: lax.convert_element_type(x, dst), x)


def test_convert_nan_to_int_is_zero():
    got = run(jax.jit(lambda x: lax.convert_element_type(x, jnp.int32)).lower(np.float32(0)).as_text(),
              np.float32(np.nan))[0]
    assert got == 0 and got.dtype == np.int32


@pytest.mark.parametrize("src,dst", [(np.float32, np.int32), (np.float32, np.uint8), (np.uint8, np.float32),
                                     (np.int32, np.uint16), (BF16, np.int16), (np.float64, np.float32)])
def test_bitcast_convert(src, dst):
    x = np.arange(1, 9).astype(np.float32).astype(src) * 3
    if np.dtype(src).itemsize < np.dtype(dst).itemsize:
        x = x.reshape(-1, np.dtype(dst).itemsize // np.dtype(src).itemsize)
    check(lambda x: lax.bitcast_convert_type(x, dst), x, x64=np.dtype(src) == np.float64)


@pytest.mark.parametrize("eb,mb", [(8, 7), (5, 10), (4, 3), (8, 23), (2, 1)])
def test_reduce_precision(eb, mb):
    x = np.concatenate([rng.standard_normal(50) * 10.0 ** rng.integers(-8, 8, 50),
                        [np.nan, np.inf, -np.inf, 0.0, -0.0, 65504, 1e-40]]).astype(np.float32)
    check(lambda x: lax.reduce_precision(x, eb, mb), x, rtol=0)
