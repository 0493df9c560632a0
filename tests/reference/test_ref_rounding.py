"""f32 (and narrower) transcendental functions are correctly rounded: checked against mpmath
at 200 bits, an oracle independent of numpy. numpy's own float32 loops are not (exp 39% of
results an ulp or two off, atan2 40%, tan 25%), nor is XLA:CPU (exp 9.7%, tanh 59%, up to 4
ulps): docs/reference.md."""
from __future__ import annotations

import ml_dtypes
import mpmath
import numpy as np
import pytest

import bridge

mpmath.mp.prec = 200
N = 300
_RNG = np.random.default_rng(7)
UNARY = {   # op: (mpmath function, arguments)
    "exponential": (mpmath.exp, _RNG.uniform(-87, 88, N)),
    "exponential_minus_one": (mpmath.expm1, np.concatenate([_RNG.uniform(-20, 20, N // 2), _RNG.uniform(-1e-3, 1e-3, N // 2)])),
    "log": (mpmath.log, np.exp(_RNG.uniform(-80, 80, N))),
    "log_plus_one": (mpmath.log1p, np.concatenate([_RNG.uniform(-0.99, 100, N // 2), _RNG.uniform(-1e-3, 1e-3, N // 2)])),
    "sine": (mpmath.sin, _RNG.uniform(-100, 100, N)),
    "cosine": (mpmath.cos, _RNG.uniform(-100, 100, N)),
    "tan": (mpmath.tan, _RNG.uniform(-10, 10, N)),
    "tanh": (mpmath.tanh, _RNG.uniform(-10, 10, N)),
    "logistic": (lambda x: 1 / (1 + mpmath.exp(-x)), _RNG.uniform(-20, 20, N)),
    "cbrt": (mpmath.cbrt, _RNG.uniform(0.001, 1000, N)),
    "rsqrt": (lambda x: 1 / mpmath.sqrt(x), _RNG.uniform(0.001, 1000, N)),
}
BINARY = {
    "atan2": (mpmath.atan2, _RNG.uniform(-10, 10, N), _RNG.uniform(-10, 10, N)),
    "power": (mpmath.power, _RNG.uniform(0.01, 10, N), _RNG.uniform(-20, 20, N)),
}


def _rounded(values, dtype):
    # the 200-bit value to float64 (53 bits), then to the type: right unless the value is
    # within 2^-53 of a halfway point of the type, which these samples are not
    with np.errstate(over="ignore"):   # (beyond the type's range: inf, as the reference gives)
        return np.array([float(v) for v in values]).astype(dtype)


def _module(op, dtype_name, n_args):
    t = f"tensor<{N}x{dtype_name}>"
    params = ", ".join(f"%a{i}: {t}" for i in range(n_args))
    operands = ", ".join(f"%a{i}" for i in range(n_args))
    return f"func.func @main({params}) -> {t} {{\n  %r = stablehlo.{op} {operands} : {t}\n  return %r : {t}\n}}"


@pytest.mark.parametrize("op", list(UNARY))
@pytest.mark.parametrize("dtype, name", [(np.float32, "f32"), (ml_dtypes.bfloat16, "bf16")])
def test_unary_is_correctly_rounded(op, dtype, name):
    fn, x = UNARY[op]
    x = x.astype(dtype)
    want = _rounded([fn(mpmath.mpf(float(v))) for v in x], dtype)
    got = bridge.reference.evaluate(_module(op, name, 1), [x])[0]
    bad = np.flatnonzero(got.view(np.uint16 if name == "bf16" else np.uint32)
                         != want.view(np.uint16 if name == "bf16" else np.uint32))
    assert bad.size == 0, f"{op}({x[bad[0]]!r}) = {got[bad[0]]!r}, correctly rounded {want[bad[0]]!r}"


@pytest.mark.parametrize("op", list(BINARY))
def test_binary_is_correctly_rounded(op):
    fn, x, y = BINARY[op]
    x, y = x.astype(np.float32), y.astype(np.float32)
    want = _rounded([fn(mpmath.mpf(float(a)), mpmath.mpf(float(b))) for a, b in zip(x, y)], np.float32)
    got = bridge.reference.evaluate(_module(op, "f32", 2), [x, y])[0]
    bad = np.flatnonzero(got.view(np.uint32) != want.view(np.uint32))
    assert bad.size == 0, f"{op}({x[bad[0]]!r}, {y[bad[0]]!r}) = {got[bad[0]]!r}, correctly rounded {want[bad[0]]!r}"


def test_special_values_keep_their_meaning():
    """Through float64 and back: NaN, ±inf, -0 and overflow as the f32 functions give them."""
    x = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 89.0, -104.0, -1.0], np.float32)
    t = _module("exponential", "f32", 1).replace(f"{N}x", "8x")
    got = bridge.reference.evaluate(t, [x])[0]
    np.testing.assert_array_equal(got, np.array([np.nan, np.inf, 0, 1, 1, np.inf, 0, np.exp(np.float64(-1))],
                                                 np.float32))
    t = _module("log", "f32", 1).replace(f"{N}x", "8x")
    got = bridge.reference.evaluate(t, [x])[0]
    assert np.isnan(got[[0, 2, 7]]).all() and got[1] == np.inf and got[3] == got[4] == -np.inf


COMPLEX = {"exponential": mpmath.exp, "exponential_minus_one": mpmath.expm1, "log": mpmath.log,
           "log_plus_one": mpmath.log1p, "sine": mpmath.sin, "cosine": mpmath.cos, "tan": mpmath.tan,
           "tanh": mpmath.tanh, "sqrt": mpmath.sqrt, "rsqrt": lambda z: 1 / mpmath.sqrt(z)}


@pytest.mark.parametrize("op", list(COMPLEX))
def test_complex64_is_correctly_rounded_per_part(op):
    """complex64 through complex128: each part correctly rounded (XLA:CPU: up to hundreds of
    ulps off in a part, numpy's complex64 loops up to 5)."""
    z = (_RNG.uniform(-5, 5, N) + 1j * _RNG.uniform(-5, 5, N)).astype(np.complex64)
    exact = np.array([complex(COMPLEX[op](mpmath.mpc(complex(v)))) for v in z])
    got = bridge.reference.evaluate(_module(op, "complex<f32>", 1), [z])[0]
    for part in ("real", "imag"):
        want = getattr(exact, part).astype(np.float32)
        bad = np.flatnonzero(getattr(got, part).view(np.uint32) != want.view(np.uint32))
        assert bad.size == 0, f"{op}({z[bad[0]]!r}).{part} = {getattr(got, part)[bad[0]]!r}, correctly rounded {want[bad[0]]!r}"


def test_big_operands_are_rounded_the_same_chunk_by_chunk():
    """Operands over 65,536 elements go through float64 a chunk at a time (peak memory):
    checked against mpmath around the chunk boundaries and at random places."""
    n = 5 * 39330   # 196,650: three chunks and a bit
    x = np.random.default_rng(11).uniform(-80, 80, n).astype(np.float32).reshape(5, -1)
    y = np.random.default_rng(12).uniform(0.01, 4, n).astype(np.float32).reshape(5, -1)
    t = f"tensor<5x{n // 5}xf32>"
    exp = bridge.reference.evaluate(f"func.func @main(%x: {t}) -> {t} {{\n  %r = stablehlo.exponential %x : {t}\n"
                                    f"  return %r : {t}\n}}", [x])[0].reshape(-1)
    power = bridge.reference.evaluate(f"func.func @main(%x: {t}, %y: {t}) -> {t} {{\n  %r = stablehlo.power %y, %x : "
                                      f"{t}\n  return %r : {t}\n}}", [x, y])[0].reshape(-1)
    at = sorted({*range(65530, 65542), *range(131066, 131078), n - 1,
                 *np.random.default_rng(13).integers(0, n, 60).tolist()})
    xf, yf = x.reshape(-1), y.reshape(-1)
    np.testing.assert_array_equal(exp[at], _rounded([mpmath.exp(mpmath.mpf(float(xf[i]))) for i in at], np.float32))
    np.testing.assert_array_equal(power[at], _rounded([mpmath.power(mpmath.mpf(float(yf[i])), mpmath.mpf(float(xf[i])))
                                                       for i in at], np.float32))
