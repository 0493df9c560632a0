"""CHLO's real special functions (lgamma, digamma, erf, erfc, erf_inv, bessel_i1e, the inverse
trigonometric and hyperbolic functions, polygamma, zeta) are correctly rounded in the
reference: checked against mpmath at 100 bits, an oracle independent of SciPy. XLA's
decompositions, which the reference evaluated before, are up to thousands of ulps off
(lgamma near its zeros, digamma near its poles, erfc's tail); at their special points
(infinities, poles, out of domain) the reference still gives exactly what XLA:CPU gives."""
from __future__ import annotations

import ml_dtypes
import mpmath
import numpy as np
import pytest

import bridge
from bridge.reference.kernels_chlo import EXACT

mpmath.mp.prec = 100
N = 150
_RNG = np.random.default_rng(17)


def _lgamma(x):
    return mpmath.loggamma(x) if x > 0 else mpmath.log(abs(mpmath.gamma(x)))


def _near(points, spread, n):
    return np.concatenate([p + _RNG.uniform(-spread, spread, n) for p in points])


UNARY = {   # op: (mpmath function, arguments)
    "lgamma": (_lgamma, np.concatenate([_RNG.uniform(-8, 30, N), _near([1.0, 2.0], 1e-3, N // 4)])),
    "digamma": (mpmath.digamma, np.concatenate([_RNG.uniform(-8, 30, N), _near([1.4616321449683622], 1e-4, N // 4)])),
    "erf": (mpmath.erf, _RNG.uniform(-4, 4, N)),
    "erfc": (mpmath.erfc, _RNG.uniform(-3, 9, N)),
    "erf_inv": (mpmath.erfinv, _RNG.uniform(-1, 1, N)),
    "bessel_i1e": (lambda x: mpmath.besseli(1, x) * mpmath.exp(-abs(x)), _RNG.uniform(-40, 40, N)),
    "asin": (mpmath.asin, _RNG.uniform(-1, 1, N)), "acos": (mpmath.acos, _RNG.uniform(-1, 1, N)),
    "atan": (mpmath.atan, _RNG.uniform(-20, 20, N)), "asinh": (mpmath.asinh, _RNG.uniform(-50, 50, N)),
    "acosh": (mpmath.acosh, _RNG.uniform(1, 50, N)), "atanh": (mpmath.atanh, _RNG.uniform(-1, 1, N)),
    "sinh": (mpmath.sinh, _RNG.uniform(-10, 10, N)), "cosh": (mpmath.cosh, _RNG.uniform(-10, 10, N)),
}
TYPES = [(np.float32, "f32"), (ml_dtypes.bfloat16, "bf16"), (np.float16, "f16")]


def _rounded(values, dtype):
    # 100 bits -> float64 -> the type: right unless within 2^-53 of a halfway point of the type
    with np.errstate(over="ignore"):
        return np.array([float(v) for v in values]).astype(dtype)


def _module(op, dtype_name, n, n_args=1):
    t = f"tensor<{n}x{dtype_name}>"
    params = ", ".join(f"%a{i}: {t}" for i in range(n_args))
    operands = ", ".join(f"%a{i}" for i in range(n_args))
    return (f"func.func @main({params}) -> {t} {{\n  %r = \"chlo.{op}\"({operands}) : ({', '.join([t] * n_args)}) -> {t}\n"
            f"  return %r : {t}\n}}")


def _first_bad(got, want, *args):
    bits = np.uint16 if got.dtype.itemsize == 2 else np.uint32
    same = (got.view(bits) == want.view(bits)) | (np.isnan(got.astype(np.float32)) & np.isnan(want.astype(np.float32)))
    bad = np.flatnonzero(~same)
    if bad.size == 0:
        return ""
    i = bad[0]
    return f"{bad.size} of {got.size}: at {tuple(a[i] for a in args)!r} got {got[i]!r}, correctly rounded {want[i]!r}"


def test_every_exact_op_is_checked_here():
    assert {"chlo." + n for n in UNARY} | {"chlo.polygamma", "chlo.zeta"} == EXACT


@pytest.mark.parametrize("dtype, name", TYPES)
@pytest.mark.parametrize("op", list(UNARY))
def test_unary_is_correctly_rounded(op, dtype, name):
    fn, x = UNARY[op]
    x = x.astype(dtype)
    x = x[(x > 0) | (x != np.floor(x))]   # (bf16 and f16 round some arguments onto the poles)
    want = _rounded([fn(mpmath.mpf(float(v))) for v in x], dtype)
    got = bridge.reference.evaluate(_module(op, name, x.size), [x])[0]
    assert got.dtype == np.dtype(dtype)
    assert not (problem := _first_bad(got, want, x)), f"{op} {name}: {problem}"


def test_polygamma_and_zeta_are_correctly_rounded():
    n = np.floor(_RNG.uniform(0, 4, N)).astype(np.float32)
    x = _RNG.uniform(0.1, 10, N).astype(np.float32)
    want = _rounded([mpmath.polygamma(int(a), mpmath.mpf(float(b))) for a, b in zip(n, x)], np.float32)
    got = bridge.reference.evaluate(_module("polygamma", "f32", N, 2), [n, x])[0]
    assert not (problem := _first_bad(got, want, n, x)), f"polygamma: {problem}"
    s = _RNG.uniform(1.1, 8, N).astype(np.float32)
    q = _RNG.uniform(0.1, 10, N).astype(np.float32)
    want = _rounded([mpmath.zeta(mpmath.mpf(float(a)), mpmath.mpf(float(b))) for a, b in zip(s, q)], np.float32)
    got = bridge.reference.evaluate(_module("zeta", "f32", N, 2), [s, q])[0]
    assert not (problem := _first_bad(got, want, s, q)), f"zeta: {problem}"


def test_lgamma_is_zero_at_one_and_two():
    """XLA's Lanczos approximation gives 4.8e-7 at 1 (and 2 in the reference's old route)."""
    got = bridge.reference.evaluate(_module("lgamma", "f32", 2), [np.array([1.0, 2.0], np.float32)])[0]
    np.testing.assert_array_equal(got, [0.0, 0.0])


def test_f64_elementary_functions_are_correctly_rounded():
    """f64 acos ... cosh go through long double, settled by mpmath (as StableHLO's tanh):
    XLA:CPU's f64 atanh is up to 127 ulps off, numpy's f64 sinh an ulp off for 1.5%."""
    if np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is no wider than double here")
    for op in ("asin", "acos", "atan", "asinh", "acosh", "atanh", "sinh", "cosh"):
        fn, x = UNARY[op]
        want = np.array([float(fn(mpmath.mpf(float(v)))) for v in x])
        got = bridge.reference.evaluate(_module(op, "f64", x.size), [x])[0]
        bad = np.flatnonzero(got != want)
        assert bad.size == 0, f"{op}({x[bad[0]]!r}) = {got[bad[0]]!r}, correctly rounded {want[bad[0]]!r}"


def test_f64_special_functions_are_scipys_float64():
    """f64 erf, erf_inv, bessel_i1e are SciPy's float64: within a few ulps (lgamma and digamma
    near their zeros and erfc's far tail lose more, as XLA's f64 decompositions do)."""
    for op in ("erf", "erf_inv", "bessel_i1e"):
        fn, x = UNARY[op]
        want = np.array([fn(mpmath.mpf(float(v))) for v in x])
        got = bridge.reference.evaluate(_module(op, "f64", x.size), [x])[0]
        ulps = np.array([float(abs(mpmath.mpf(float(g)) - w)) for g, w in zip(got, want)]) / np.spacing(
            np.abs(np.array([float(w) for w in want])))
        assert ulps.max() <= 8, f"{op} f64: {ulps.max():.1f} ulps"


SPECIAL = {   # op: arguments where XLA's conventions decide (docs/reference.md)
    "lgamma": [np.inf, -np.inf, np.nan, 0.0, -0.0, -1.0, -2.0, -3.0],
    "digamma": [np.inf, -np.inf, np.nan, 0.0, -1.0, -2.0],
    "erf": [np.inf, -np.inf, np.nan, -0.0], "erfc": [np.inf, -np.inf, np.nan],
    "erf_inv": [1.0, -1.0, 1.5, -2.0, np.inf, np.nan, -0.0, 0.0],
    "bessel_i1e": [np.inf, -np.inf, np.nan, -0.0, 0.0],
    "asin": [1.5, -1.5, np.inf, np.nan, -0.0], "acos": [1.5, -1.5, np.inf, np.nan],
    "atan": [np.inf, -np.inf, np.nan, -0.0], "asinh": [np.inf, -np.inf, np.nan, -0.0],
    "acosh": [0.5, -1.0, np.inf, np.nan], "atanh": [1.0, -1.0, 1.5, np.inf, np.nan, -0.0],
    "sinh": [np.inf, -np.inf, np.nan, 100.0, -100.0, -0.0], "cosh": [np.inf, -np.inf, np.nan, 100.0],
}


@pytest.mark.parametrize("op", list(SPECIAL))
def test_special_points_are_xlas(op):
    x = np.array(SPECIAL[op], np.float32)
    mod = _module(op, "f32", x.size)
    got, want = bridge.reference.evaluate(mod, [x])[0], bridge.execute(mod, [x], backend="cpu")[0]
    np.testing.assert_array_equal(got, want)
    num = ~np.isnan(want)   # -0 where XLA gives -0 (a NaN's sign means nothing)
    np.testing.assert_array_equal(np.signbit(got[num]), np.signbit(want[num]))


def test_binary_special_points_are_xlas():
    """polygamma of a non-integer or negative order, zeta with s <= 1 or q <= 0, infinities."""
    a = np.array([0.5, -1.0, 1.0, 2.0, np.inf, np.nan, 2.0], np.float32)
    b = np.array([2.0, 2.0, 0.0, -1.0, 2.0, 1.0, np.inf], np.float32)
    for op in ("polygamma", "zeta"):
        mod = _module(op, "f32", a.size, 2)
        np.testing.assert_array_equal(bridge.reference.evaluate(mod, [a, b])[0],
                                      bridge.execute(mod, [a, b], backend="cpu")[0], err_msg=op)
    # one place where the decomposition, run on IEEE operations, is right and XLA:CPU is not:
    # zeta(inf, 1) = 1 (the series' first term), XLA:CPU NaN
    mod = _module("zeta", "f32", 1, 2)
    assert bridge.reference.evaluate(mod, [np.float32([np.inf]), np.float32([1.0])])[0][0] == 1.0


def test_complex_operands_still_go_through_the_decomposition():
    z = np.array([0.5 + 0.25j, -2 + 1j, 3 - 4j], np.complex64)
    mod = _module("asin", "complex<f32>", 3)
    got = bridge.reference.evaluate(mod, [z])[0]
    np.testing.assert_allclose(got, np.arcsin(z.astype(np.complex128)), rtol=2e-6)


@pytest.mark.parametrize("op", ["sinh", "cosh"])
@pytest.mark.parametrize("ty, dt", [("complex<f32>", np.complex64), ("complex<f64>", np.complex128)])
def test_complex_sinh_and_cosh_are_correctly_rounded_per_part(op, ty, dt):
    """XLA's decomposition is up to 2,538 ulps off in a part of complex64 (the part that
    cancels: sinh(x)·cos(y) near y = π/2); numpy's a width up is right, and long double with
    mpmath's settling for complex128."""
    if dt == np.complex128 and np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is no wider than double here")
    z = (_RNG.uniform(-3, 3, N) + 1j * _RNG.uniform(-3, 3, N)).astype(dt)
    z = np.concatenate([z, (_RNG.uniform(-3, 3, 20) + 1j * (np.pi / 2 + _RNG.uniform(-1e-4, 1e-4, 20))).astype(dt)])
    fn = getattr(mpmath, op)
    exact = np.array([complex(fn(mpmath.mpc(complex(v)))) for v in z])
    got = bridge.reference.evaluate(_module(op, ty, z.size), [z])[0]
    part_dt = np.float32 if dt == np.complex64 else np.float64
    for part in ("real", "imag"):
        want = getattr(exact, part).astype(part_dt)
        bad = np.flatnonzero(getattr(got, part) != want)
        assert bad.size == 0, f"{op}({z[bad[0]]!r}).{part} = {getattr(got, part)[bad[0]]!r}, correctly rounded {want[bad[0]]!r}"


def test_complex_sinh_special_points_are_xlas():
    z = np.array([complex(np.inf, 0), complex(-np.inf, 1), complex(np.nan, 0), complex(0, np.inf),
                  complex(1, np.nan), complex(np.inf, np.inf), complex(0.0, -0.0)], np.complex64)
    for op in ("sinh", "cosh"):
        mod = _module(op, "complex<f32>", z.size)
        got, want = bridge.reference.evaluate(mod, [z])[0], bridge.execute(mod, [z], backend="cpu")[0]
        np.testing.assert_array_equal(got, want, err_msg=op)


def test_chlo_ops_kept_as_composites_are_computed_as_the_ops():
    """XLA's artifact writer (jax.export's) keeps erf, asinh, acosh ... as
    `stablehlo.composite "chlo.erf"` with XLA's decomposition beside: the reference computes
    them as the chlo ops, as XLA:CPU does, not as the polynomial (which was up to 6 ulp off)."""
    import jax
    from jax import export, lax

    def f(x):
        return lax.erf(x), lax.asinh(x), lax.acosh(abs(x) + 1), lax.top_k(x, 3)[0]
    x = np.concatenate([_RNG.uniform(-3, 3, 400), [0.0, -0.0, np.inf, -np.inf, np.nan]]).astype(np.float32)
    art = export.export(jax.jit(f))(x).mlir_module_serialized
    assert bridge.convert(art, to="stablehlo").count('stablehlo.composite "chlo.') == 4
    got = bridge.reference.evaluate(art, [x])
    same_as_ops = bridge.reference.evaluate(jax.jit(f).lower(x).as_text(), [x])
    for g, w in zip(got, same_as_ops):
        np.testing.assert_array_equal(g, w)
    want = np.array([float(mpmath.erf(float(v))) for v in x]).astype(np.float32)   # correctly rounded
    np.testing.assert_array_equal(got[0], want)
