"""Integer and boolean outputs computed from floats (rounding_noise.py, K_DISCRETE): a convert
to int, a compare or an argmax of a result that two correct backends round a few ulps apart
flips, and difftest said MISMATCH where neither backend is wrong (the random programs of
docs/difftest.md: XLA:CPU's tanh(-8) is -1.0, the correctly rounded value -0.99999976, so the
int32 is -1 against 0). Such an element now matches where the reference's own perturbed runs
reach it; integers that no float feeds, and wrong ops, are still mismatches.

Expected values: math.tanh in float64 rounded to f32 (the correctly rounded result), and
jax.jit itself; never the code under test.
"""
from __future__ import annotations

import math

import numpy as np
import pytest

from bridge.diff import difftest
from bridge.diff.prepare import prepare
from bridge.diff.rounding_noise import noise
from dt_helpers import with_kernel

jax = pytest.importorskip("jax")
jnp, lax = jax.numpy, jax.lax

X = np.float32([-8.0, -9.0, 0.5, -3.0, 2.0, -7.95])


def _discrete(x):
    t = jnp.tanh(x)
    return lax.convert_element_type(t, jnp.int32), t <= -1.0


def _ulps_toward_minus_one(k):
    """A tanh kernel k ulps closer to ±1 where |tanh| > 0.9999 (another correct rounding within
    XLA's documented 1-4 ulps, the way XLA:CPU's saturating approximation rounds)."""
    def wrap(factory):
        def make(info):
            run = factory(info)

            def kernel(frame, x):
                r = np.asarray(run(frame, x))
                moved = r.copy()
                for _ in range(k):
                    moved = np.nextafter(moved, np.copysign(np.float32(2), moved)).astype(r.dtype)
                return np.where(np.abs(r) > 0.9999, np.clip(moved, -1, 1), r).astype(r.dtype)
            return kernel
        return make
    return wrap


def _text(f, *args):
    return jax.jit(f).lower(*args).as_text()


def test_correctly_rounded_tanh_of_minus_8_truncates_to_0():
    """The premise, independently: tanh(-8) rounded once to f32 is above -1."""
    t = np.float32(math.tanh(-8.0))
    assert t == np.float32(-0.99999976) and int(t) == 0 and t > -1


def test_another_rounding_that_flips_a_convert_and_a_compare_matches():
    text = _text(_discrete, X)
    other = ("other", with_kernel("stablehlo.tanh", _ulps_toward_minus_one(4)))
    strict = difftest(text, inputs=[X], backends=("reference", other), rounding_noise=False)
    assert strict.verdict == "mismatch"
    flipped = strict.comparisons["other"][0].mismatches
    assert flipped >= 2 and strict.comparisons["other"][1].mismatches == flipped   # -8 and -9 at least
    report = difftest(text, inputs=[X], backends=("reference", other))
    assert report.verdict == "match", report.reason
    for out in report.comparisons["other"]:
        assert out.rounding["within_noise"] == flipped
        assert "floats rounded otherwise" in out.detail
    assert report.comparisons["other"][0].max_abs_error == 1   # (the difference is still shown)


def test_xla_cpu_against_the_reference():
    """The case the random programs found, on XLA:CPU itself."""
    cpu = np.asarray(jax.jit(jnp.tanh)(jax.device_put(np.float32(-8.0), jax.devices("cpu")[0])))
    if cpu == np.float32(math.tanh(-8.0)):
        pytest.skip("this XLA:CPU rounds tanh(-8) correctly: nothing flips")
    text = _text(_discrete, X)
    assert difftest(text, inputs=[X], backends=("cpu", "reference"), rounding_noise=False).verdict == "mismatch"
    report = difftest(text, inputs=[X], backends=("cpu", "reference"))
    assert report.verdict == "match", report.reason


def test_integers_no_float_feeds_have_no_noise():
    n = np.arange(12, dtype=np.int32)
    text = _text(lambda x, n: (lax.convert_element_type(jnp.tanh(x), jnp.int32), n * 3 + 1, n > 4), X, n)
    nz = noise(prepare(text), [X, n])
    assert nz[0][:2].all()   # tanh(-8), tanh(-9): rounding flips them
    assert not nz[1].any() and not nz[2].any()


def _plus_one(factory):
    def make(info):
        run = factory(info)
        return lambda frame, *xs: np.asarray(run(frame, *xs)) + np.asarray(1, info.result.dtype)
    return make


def test_a_wrong_integer_op_is_still_a_mismatch():
    n = np.arange(6, dtype=np.int32)
    text = _text(lambda x, n: lax.convert_element_type(jnp.tanh(x), jnp.int32) + n, X, n)
    report = difftest(text, inputs=[X, n], backends=("reference", ("wrong", with_kernel("stablehlo.add", _plus_one))))
    assert report.verdict == "mismatch"
    # at -8, -9 and -7.95 (tanh within rounding of -1) an integer one off is what rounding gives
    # too; at the other three nothing rounding does reaches it
    out = report.comparisons["wrong"][0]
    assert out.mismatches == 3 and out.rounding["within_noise"] == 3


def _scaled(factor):
    def wrap(factory):
        def make(info):
            run = factory(info)
            return lambda frame, *xs: np.asarray(run(frame, *xs)) * np.asarray(factor, info.result.dtype)
        return make
    return wrap


def test_a_wrong_float_op_feeding_a_convert_is_still_a_mismatch():
    """tanh 0.1 % off, times 1,000 and truncated: most integers move, far more than rounding flips."""
    x = np.random.default_rng(0).normal(size=256).astype(np.float32)
    text = _text(lambda x: lax.convert_element_type(jnp.tanh(x) * 1000, jnp.int32), x)
    report = difftest(text, inputs=[x], backends=("reference", ("wrong", with_kernel("stablehlo.tanh",
                                                                                    _scaled(1.001)))))
    assert report.verdict == "mismatch"
    assert report.comparisons["wrong"][0].mismatches > 100


def test_an_argmax_of_a_near_tie():
    """Two logits a rounding apart: which is the larger is rounding's to decide."""
    x = np.float32([[0.5, 0.5 + 2 ** -24, -1.0]])
    w = np.float32([[1.0, 1.0, 1.0]])
    f = lambda x, w: jnp.argmax(jnp.tanh(x * w), axis=-1)   # noqa: E731
    text = _text(f, x, w)
    other = ("other", with_kernel("stablehlo.tanh", _nudged_down_at(1)))
    strict = difftest(text, inputs=[x, w], backends=("reference", other), rounding_noise=False)
    if strict.verdict == "match":
        pytest.skip("tanh rounds the two logits to one value here: no tie to break")
    assert difftest(text, inputs=[x, w], backends=("reference", other)).verdict == "match"


def _nudged_down_at(index):
    """tanh one ulp lower at one element: another correct rounding of that element."""
    def wrap(factory):
        def make(info):
            run = factory(info)

            def kernel(frame, x):
                r = np.array(run(frame, x))
                flat = r.reshape(-1)
                flat[index] = np.nextafter(flat[index], np.float32(-2))
                return r
            return kernel
        return make
    return wrap
