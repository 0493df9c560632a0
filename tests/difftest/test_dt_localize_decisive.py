"""--localize where an op agrees within tolerance, and its small difference (the sign of a
zero, a value near zero) still decides the outputs (bridge/diff/localize_decisive.py).

The spec's dot_general sums its products into `constant(0)` (stablehlo-spec.md: `dot_product =
reduce(..., init_values=[constant(0, ...)], body=add)`), so a one-term product 2.75 * -0 is
+0 + -0 = +0; XLA:CPU's dot gives -0, and 1 / that is -inf where the spec's is +inf. The
expected values are that formula in numpy; the test skips if this XLA sums like the spec.
"""
from __future__ import annotations

import numpy as np
import pytest

from bridge.diff import difftest

jax = pytest.importorskip("jax")

X = np.float32([[2.75], [-3.0]])
Y = np.float32([[-0.0, 0.0, 1.0]])


def _outer_inverse(x, y):
    return 1 / (x @ y)


def _spec(x, y):
    return 1 / (np.float32(0) + x * y)   # reduce from +0 over the one product


def test_a_zero_sign_that_decides_the_output_is_named():
    cpu = np.asarray(jax.jit(_outer_inverse)(jax.device_put(X, jax.devices("cpu")[0]), Y))
    with np.errstate(divide="ignore"):
        spec = _spec(X, Y)
    if np.array_equal(np.signbit(cpu), np.signbit(spec)):
        pytest.skip("this XLA:CPU's dot sums from +0 as the spec does")
    text = jax.jit(_outer_inverse).lower(X, Y).as_text(debug_info=True)
    report = difftest(text, inputs=[X, Y], backends=("cpu", "reference"), localize=True)
    assert report.verdict == "mismatch"
    got = report.results["reference"].outputs[0]
    assert np.array_equal(got, spec)   # the reference gives the spec's +inf and -inf
    loc = report.localization
    assert loc["op"]["name"] == "stablehlo.dot_general", loc["summary"]
    assert loc["op"]["zero_signs"] == 2 and "sign of 2 zero(s)" in loc["summary"]
    assert loc["op"]["location"]["file"].endswith("test_dt_localize_decisive.py")


def test_a_zero_sign_that_decides_nothing_is_not_blamed():
    """The same -0, added to 1 before exp (its sign is lost), beside XLA:CPU's clz fold
    (test_dt_localize_cone.py): the dot is tried and put back, the clz group is the culprit."""
    from jax import lax
    i = np.int8([[1, 1, 1, -4]])

    def f(x, y, i):
        return jax.numpy.exp(1 + x @ y), lax.clz(lax.pad(i, np.int8(-4), [(1, -1, 1), (1, 2, 0)]))
    cpu = jax.jit(f)(*(jax.device_put(a, jax.devices("cpu")[0]) for a in (X, Y, i)))
    if np.asarray(cpu[1])[0, 0] == 0:
        pytest.skip("this XLA:CPU folds clz right")
    text = jax.jit(f).lower(X, Y, i).as_text()
    report = difftest(text, inputs=[X, Y, i], backends=("cpu", "reference"), localize=True)
    assert report.verdict == "mismatch"
    op = report.localization["op"]
    assert op["name"] == "stablehlo.count_leading_zeros" and "cone" in op and "zero_signs" not in op


def test_a_value_near_zero_the_absolute_tolerance_hides_is_named():
    """XLA:CPU's cbrt of a subnormal is negative (-5.6e-16 for 5.07e-39, whose cube root is
    1.72e-13): within the absolute tolerance, but pow(c, c) of it is NaN where the spec's is ~1."""
    x = np.float32([5.069765e-39, 8.0, 0.5])
    cpu_cbrt = np.asarray(jax.jit(jax.numpy.cbrt)(jax.device_put(x, jax.devices("cpu")[0])))
    exact = np.cbrt(x.astype(np.float64))
    if cpu_cbrt[0] >= 0:
        pytest.skip("this XLA:CPU's cbrt of a subnormal is not negative")
    assert exact[0] > 0 and abs(float(cpu_cbrt[0]) - exact[0]) < 2e-6   # hidden by atol alone
    f = lambda x: jax.numpy.power(jax.numpy.cbrt(x), jax.numpy.cbrt(x))   # noqa: E731
    text = jax.jit(f).lower(x).as_text(debug_info=True)
    report = difftest(text, inputs=[x], backends=("cpu", "reference"), localize=True)
    assert report.verdict == "mismatch"
    ref = report.results["reference"].outputs[0].astype(np.float64)
    assert abs(ref[0] - exact[0] ** exact[0]) < 1e-6   # the reference is right: (1.72e-13)^(1.72e-13) ~ 1
    op = report.localization["op"]
    assert op["name"] == "stablehlo.cbrt" and op.get("decisive"), report.localization["summary"]
    assert "absolute term" in report.localization["summary"]
