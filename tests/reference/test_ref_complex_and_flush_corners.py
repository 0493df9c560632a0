"""Complex special values (signed zeros, infinities) and flush-to-zero corners the reference
got wrong against C99 and PJRT CPU (found by sweeping jax programs over every bit pattern of
the 8/16-bit floats, integer corners and complex infinities), and the differences where
XLA:CPU is the one off the spec."""
from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import reference


def _unary(op: str, t: str, n: int, out: str | None = None) -> str:
    o = out or t
    return (f"func.func @main(%a: tensor<{n}x{t}>) -> tensor<{n}x{o}> {{\n"
            f'  %0 = "{op}"(%a) : (tensor<{n}x{t}>) -> tensor<{n}x{o}>\n'
            f"  return %0 : tensor<{n}x{o}>\n}}")


def _parts(z):
    """(real, imag) as float64 with the sign of each zero kept (for exact comparison)."""
    z = np.asarray(z)
    return [(float(v.real), float(v.imag)) for v in z.reshape(-1)]


def _same(got, want):
    for (gr, gi), (wr, wi) in zip(_parts(got), _parts(want)):
        for g, w in ((gr, wr), (gi, wi)):
            assert (math.isnan(g) and math.isnan(w)) or (g == w and math.copysign(1, g) == math.copysign(1, w)), \
                (_parts(got), _parts(want))


def _jit(f, x):
    with jax.enable_x64(True), jax.default_device(jax.devices("cpu")[0]):
        return np.asarray(jax.jit(f)(x))


def _c(re, im, dt):
    z = np.empty(len(re), dt)
    z.real, z.imag = re, im
    return z


@pytest.mark.parametrize("dt,name", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_log_plus_one_keeps_a_negative_zero_imaginary_part(dt, name):
    # log1p(x - 0i) = log1p(x) - 0i for x > -1, and the branch cut's lower side below -1
    # (C99's clog(conj z) = conj(clog z)); re + 1j * im made every -0 part +0.
    z = _c([0.5, np.inf, -np.inf, 0.0, -3.0], [-0.0, -0.0, -0.0, -0.0, -0.0], dt)
    got = reference.evaluate(_unary("stablehlo.log_plus_one", name, 5), [z])[0]
    want = _c([math.log1p(0.5), np.inf, np.inf, 0.0, math.log(2.0)], [-0.0, -0.0, -np.pi, -0.0, -np.pi], dt)
    _same(got, want)
    _same(got, _jit(jnp.log1p, z))   # PJRT CPU agrees


@pytest.mark.parametrize("dt,name", [(np.complex64, "complex<f32>"), (np.complex128, "complex<f64>")])
def test_exponential_minus_one_with_a_zero_imaginary_part(dt, name):
    # as `exponential` (e^x + 0i): numpy's complex expm1 gave inf + NaN·i for inf + 0i and
    # NaN + NaN·i for NaN + 0i; PJRT CPU gives expm1(x) + 0i
    z = _c([np.inf, np.inf, np.nan, -np.inf, 0.0], [0.0, -0.0, 0.0, -0.0, 0.0], dt)
    got = reference.evaluate(_unary("stablehlo.exponential_minus_one", name, 5), [z])[0]
    _same(got, _c([np.inf, np.inf, np.nan, -1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], dt))
    _same(got, _jit(jnp.expm1, z))


def test_flush_mode_keeps_complex_infinities_and_zero_signs():
    # flush_subnormals rebuilt every complex operand as re + 1j * im: sqrt(-inf - 0i) came out
    # NaN + inf·i (C99: 0 - inf·i) and log(3.4e38 - 1i)'s flushed -0 imaginary part +0
    z = _c([-np.inf, np.nan, 4.0], [-0.0, np.inf, -0.0], np.complex64)
    got = reference.evaluate(_unary("stablehlo.sqrt", "complex<f32>", 3), [z], flush_subnormals=True)[0]
    _same(got, np.sqrt(z.astype(np.complex128)).astype(np.complex64))   # numpy's csqrt is C99's
    z = _c([3.4028235e38], [-1.0], np.complex64)
    got = reference.evaluate(_unary("stablehlo.log", "complex<f32>", 1), [z], flush_subnormals=True)[0]
    _same(got, _jit(jnp.log, z))   # 88.72284 - 0i on XLA:CPU (the -2.9e-39 part flushed)


def test_integer_power_uses_every_exponent_bit():
    # the spec's integer exponentiation, wrapped to 32 bits (StableHLO's interpreter agrees);
    # XLA:CPU squares only 6 times (exponents mod 64), a known difference (docs/reference.md)
    a = np.array([2, 0, 3, -2, 3, -1, 7], np.int32)
    b = np.array([64, 64, 65, 64, 40, 65, 127], np.int32)
    text = ("func.func @main(%a: tensor<7xi32>, %b: tensor<7xi32>) -> tensor<7xi32> {\n"
            "  %0 = stablehlo.power %a, %b : tensor<7xi32>\n  return %0 : tensor<7xi32>\n}")
    exact = [pow(int(x), int(y), 2 ** 32) for x, y in zip(a, b)]
    want = np.array(exact, np.uint64).astype(np.uint32).view(np.int32)
    np.testing.assert_array_equal(reference.evaluate(text, [a, b])[0], want)
    xla = np.array([pow(int(x), int(y) % 64, 2 ** 32) for x, y in zip(a, b)], np.uint64).astype(np.uint32).view(np.int32)
    np.testing.assert_array_equal(bridge.execute(text, [a, b])[0], xla)


def test_f64_below_f32_range_to_e8m0_is_its_smallest_value():
    # e8m0 has no zero: a positive value below 2^-127 rounds to 2^-127 (0x00), as ml_dtypes
    # rounds an f32 one; XLA:CPU (and ml_dtypes from f64) go through f32, where it becomes 0,
    # which e8m0 has no value for: NaN (0xff). A known difference (docs/reference.md).
    x = np.array([1e-300, 2.0 ** -140, 2.0 ** -127, 2.0 ** -126], np.float64)
    text = ("func.func @main(%a: tensor<4xf64>) -> tensor<4xf8E8M0FNU> {\n"
            "  %0 = stablehlo.convert %a : (tensor<4xf64>) -> tensor<4xf8E8M0FNU>\n  return %0 : tensor<4xf8E8M0FNU>\n}")
    got = reference.evaluate(text, [x])[0]
    want = np.array([1e-45, 2.0 ** -140, 2.0 ** -127, 2.0 ** -126], np.float32).astype(ml_dtypes.float8_e8m0fnu)
    assert got.view(np.uint8).tolist() == want.view(np.uint8).tolist() == [0, 0, 0, 1]
    assert bridge.execute(text, [x])[0].view(np.uint8).tolist()[:2] == [0xff, 0xff]


@pytest.mark.parametrize("op,a,b", [("atan2", 1.0, 3.4028235e38), ("power", 3.4028235e38, -1.0)])
def test_flush_mode_flushes_subnormal_results_of_atan2_and_power(op, a, b):
    # normal operands, a subnormal result (2.9e-39): XLA:CPU writes 0; the spec keeps it
    t = "tensor<2xf32>"
    text = (f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %0 = stablehlo.{op} %a, %b : {t}\n"
            f"  return %0 : {t}\n}}")
    x, y = np.array([a, -a], np.float32), np.array([b, b], np.float32)
    kept = reference.evaluate(text, [x, y])[0]
    assert kept[0] == np.float32(2.938736e-39) and kept[1] == -kept[0]
    flushed = reference.evaluate(text, [x, y], flush_subnormals=True)[0]
    pjrt = bridge.execute(text, [x, y], backend="cpu")[0]   # (XLA:GPU keeps these subnormals)
    assert flushed.view(np.uint32).tolist() == pjrt.view(np.uint32).tolist() == [0, 0x80000000]
