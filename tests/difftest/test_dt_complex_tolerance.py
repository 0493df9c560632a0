"""No false verdicts on complex dots: the tolerance follows |z| and the reduction.

The case of StableHLO's testdata `dot_general_float16_4_3_complex128_3_6`, rebuilt here:
f16 values cast to complex128 times complex128 values, where some results' real part is
left at 1e-3 of |z| after cancellation. Any floating-point evaluation rounds the products
first, so that small real part is off by hundreds of its own ULPs while the whole value is
within an ULP of |z|. Expected values are exact (fractions.Fraction), rounded once.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from bridge.diff import difftest
from bridge.diff.compare import compare
from bridge.diff.tolerance import Policy, for_check

MODULE = """module @jit_testcase {
  func.func public @main() -> tensor<i1> {
    %0:2 = call @inputs() : () -> (tensor<4x3xf16>, tensor<3x6xcomplex<f64>>)
    %1 = call @expected() : () -> tensor<4x6xcomplex<f64>>
    %2 = stablehlo.convert %0#0 : (tensor<4x3xf16>) -> tensor<4x3xcomplex<f64>>
    %3 = stablehlo.dot_general %2, %0#1, contracting_dims = [1] x [0] : (tensor<4x3xcomplex<f64>>, tensor<3x6xcomplex<f64>>) -> tensor<4x6xcomplex<f64>>
    %4 = stablehlo.custom_call @check.expect_close(%3, %1) : (tensor<4x6xcomplex<f64>>, tensor<4x6xcomplex<f64>>) -> tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @inputs() -> (tensor<4x3xf16>, tensor<3x6xcomplex<f64>>) {
    %0 = stablehlo.constant dense<LHS> : tensor<4x3xf16>
    %1 = stablehlo.constant dense<RHS> : tensor<3x6xcomplex<f64>>
    return %0, %1 : tensor<4x3xf16>, tensor<3x6xcomplex<f64>>
  }
  func.func private @expected() -> tensor<4x6xcomplex<f64>> {
    %0 = stablehlo.constant dense<EXPECTED> : tensor<4x6xcomplex<f64>>
    return %0 : tensor<4x6xcomplex<f64>>
  }
}"""


def operands(seed=3):
    rng = np.random.default_rng(seed)
    lhs = (rng.integers(1, 64, (4, 3)) * rng.choice([-1, 1], (4, 3)) / 16).astype(np.float16)   # exact in f16
    re, im = rng.normal(size=(3, 6)), rng.normal(size=(3, 6))
    a = [Fraction(float(x)) for x in lhs[0]]
    for j in range(6):   # row 0: real part cancels down to ~1e-3 of |z| (|z| ~ the imaginary part)
        target = 1e-3 * abs(float(sum(a[i] * Fraction(im[i, j]) for i in range(3))))
        re[2, j] = float((Fraction(target) - a[0] * Fraction(re[0, j]) - a[1] * Fraction(re[1, j])) / a[2])
    return lhs, re + 1j * im


def exact_dot(lhs, rhs) -> np.ndarray:
    """Each element's exact value (rationals), rounded once to complex128."""
    out = np.zeros((lhs.shape[0], rhs.shape[1]), np.complex128)
    for r in range(out.shape[0]):
        for c in range(out.shape[1]):
            a = [Fraction(float(x)) for x in lhs[r]]
            re = sum(a[i] * Fraction(rhs[i, c].real) for i in range(len(a)))
            im = sum(a[i] * Fraction(rhs[i, c].imag) for i in range(len(a)))
            out[r, c] = complex(float(re), float(im))
    return out


def literal(a: np.ndarray) -> str:
    def one(x):
        return f"({float(x.real)!r}, {float(x.imag)!r})" if np.iscomplexobj(x) else repr(float(x))
    return "[" + ", ".join("[" + ", ".join(one(x) for x in row) + "]" for row in a) + "]"


def module(lhs, rhs, expected) -> str:
    return (MODULE.replace("LHS", literal(lhs)).replace("RHS", literal(rhs))
            .replace("EXPECTED", literal(expected)))


def part_ulps(expected, got) -> np.ndarray:
    """The old measure: ULPs of each part separately (numpy's spacing), the larger one."""
    return np.maximum(np.abs(got.real - expected.real) / np.spacing(np.abs(expected.real)),
                      np.abs(got.imag - expected.imag) / np.spacing(np.abs(expected.imag)))


def test_complex_dot_with_a_cancelled_real_part_matches_its_exact_expected_values():
    lhs, rhs = operands()
    expected = exact_dot(lhs, rhs)
    assert np.all(np.abs(expected[0].real) < 2e-3 * np.abs(expected[0]))   # the case is the one asked for
    report = difftest(module(lhs, rhs, expected), backends=("cpu", "reference"))
    got = report.results["cpu"].outputs[0]
    assert part_ulps(expected, got).max() > 3   # per part, the old rule failed this output
    assert report.verdict == "match", report.reason
    for backend in ("cpu", "reference"):
        (check,) = report.checks[backend]
        assert check.verdict == "match" and check.tolerance["ulp"] == 3
        assert check.tolerance["norm_ulp"] == 9                            # 3 ULPs x 3 terms
    assert report.comparisons["reference"][0].verdict == "match"           # cpu vs reference, c128 rtol on |z|


def test_a_real_1e_3_relative_error_is_still_a_mismatch():
    lhs, rhs = operands()
    expected = exact_dot(lhs, rhs)
    wrong = expected.copy()
    wrong[2, 4] *= 1 + 1e-3                       # a real error on an ordinary element
    wrong[0, 1] += 1e-3 * abs(expected[0, 1])     # and one on the cancelled real part
    report = difftest(module(lhs, rhs, wrong), backends=("cpu", "reference"))
    assert report.verdict == "mismatch"
    (check,) = report.checks["cpu"]
    assert check.mismatches == 2
    assert {tuple(w["index"]) for w in check.worst[:2]} == {(2, 4), (0, 1)}


def test_complex_ulps_are_counted_at_the_modulus():
    e = np.array([1e-3 + 1j, 3 + 4j], np.complex128)
    g = e + np.array([2 * np.spacing(1.0), 2 * np.spacing(5.0)])   # 2 ULPs of |z| on the real part
    r = compare(e, g, Policy(ulp=3).resolve("c128"))
    assert r.verdict == "match" and r.max_ulp == 2.0
    assert part_ulps(e, g)[0] > 1000                                 # what a per-part rule saw
    assert compare(e, e + [5 * np.spacing(1.0), 0], Policy(ulp=3).resolve("c128")).verdict == "mismatch"
    # f32 parts: the spacing of complex64's float32 parts, not of float64
    e32 = e.astype(np.complex64)
    g32 = e32 + np.complex64(2 * np.spacing(np.float32(1.0)))
    assert compare(e32, g32, for_check("close", "c64", Policy())).verdict == "match"


def test_reduction_floor_in_ulp_mode_follows_the_length():
    from bridge.diff.approx import Approx
    tol = Policy(ulp=2).resolve("f32", Approx(0, 512))
    assert tol.ulp == 2 and tol.norm_ulp == 1024
    e = np.array([1.0, 1e-3], np.float32)
    g = e + np.float32(500 * np.spacing(np.float32(1.0)))           # 500 ULPs of max|baseline|
    assert compare(e, g, tol).verdict == "match"
    assert compare(e, g, Policy(ulp=2).resolve("f32")).verdict == "mismatch"
    assert compare(e, g, Policy(ulp=2, approx_scaling=False).resolve("f32", Approx(0, 512))).verdict == "mismatch"
