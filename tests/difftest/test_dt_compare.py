"""bridge.diff.compare: tolerances, ULP mode, NaN/Inf/-0 policy, report fields.

Oracles: numpy's nextafter (1 ULP steps), IEEE facts (bit patterns of -0 and NaNs),
and hand-computed error values.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge.diff import Policy
from bridge.diff.compare import compare, ulp_distance
from bridge.diff.tolerance import Tol, for_check

POLICY = Policy()


def cmp(e, g, policy=POLICY, approx=None):
    e, g = np.asarray(e), np.asarray(g)
    from bridge.diff.compare import dtype_name
    return compare(e, g, policy.resolve(dtype_name(e.dtype), approx))


def up(x, n=1):
    x = np.asarray(x)
    for _ in range(n):
        x = np.nextafter(x, np.array(np.inf, x.dtype))
    return x


def test_one_ulp_in_f32_is_within_the_default_tolerance_but_not_ulp0():
    e = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32)
    g = e.copy()
    g[1, 2] = up(g[1, 2])                       # 6 + 2**-21
    r = cmp(e, g)
    assert r.verdict == "match" and r.max_ulp == 1.0
    assert r.max_abs_error == pytest.approx(2.0 ** -21)
    r0 = cmp(e, g, Policy(ulp=0))
    assert r0.verdict == "mismatch" and r0.mismatches == 1 and r0.worst_index == (1, 2)
    assert r0.worst[0]["expected"] == 6.0 and r0.worst[0]["got"] == 6.0 + 2.0 ** -21
    assert r0.first_mismatch["index"] == [1, 2]


def test_an_element_fails_only_if_it_breaks_both_atol_and_rtol():
    e = np.array([1e-8, 1.0, 1000.0], np.float32)
    g = np.array([2e-8, 1.0 + 5e-7, 1000.0 + 2e-3], np.float32)
    # 1e-8 abs error (rel 100%) passes atol; 5e-7 passes both; 2e-3 at 1000 is rel 2e-6 > 1e-6
    r = cmp(e, g)
    assert r.mismatches == 1 and r.worst_index == (2,)
    assert r.mismatch_fraction == pytest.approx(1 / 3)


@pytest.mark.parametrize("dtype, ok_ulps, bad_ulps", [
    (np.float16, 1, 2),                 # eps 2**-10 ~ 9.8e-4 < 1e-3 < 2 eps
    (ml_dtypes.bfloat16, 1, 2),         # eps 2**-7 ~ 7.8e-3 < 1e-2 < 2 eps
    (np.float64, 4, 5),                 # 4 eps ~ 8.9e-16 < 1e-15 < 5 eps ~ 1.1e-15
    (ml_dtypes.float8_e4m3fn, 0, 1),    # eps 2**-3 = 0.125 > 0.1
])
def test_per_dtype_default_tolerances_at_one(dtype, ok_ulps, bad_ulps):
    e = np.ones(3, dtype)
    good = e.copy()
    bad = e.copy()
    if dtype in (np.float16, np.float64):
        good[1], bad[1] = up(e[1], ok_ulps), up(e[1], bad_ulps)
    else:   # ml_dtypes have no nextafter: step the bit pattern
        bits = e.view(np.uint16 if dtype == ml_dtypes.bfloat16 else np.uint8)
        good.view(bits.dtype)[1] = bits[1] + ok_ulps
        bad.view(bits.dtype)[1] = bits[1] + bad_ulps
    assert cmp(e, good).verdict == "match"
    r = cmp(e, bad)
    assert r.verdict == "mismatch" and r.worst_index == (1,) and r.max_ulp == bad_ulps


def test_nan_matches_nan_by_default_payload_ignored():
    quiet = np.array([np.nan], np.float32)
    payload = np.array([0x7FC00001], np.uint32).view(np.float32)   # another NaN bit pattern
    assert np.isnan(payload[0])
    r = cmp(quiet, payload)
    assert r.verdict == "match" and r.max_ulp == 0
    assert cmp(quiet, payload, Policy(nan_equal=False)).verdict == "mismatch"
    assert cmp(quiet, payload, Policy(bitwise=True)).verdict == "mismatch"
    assert cmp(quiet, quiet.copy(), Policy(bitwise=True)).verdict == "match"


def test_nan_against_a_number_is_a_mismatch_with_infinite_error():
    r = cmp(np.array([1.0, np.nan], np.float32), np.array([1.0, 2.0], np.float32))
    assert r.verdict == "mismatch" and r.worst_index == (1,)
    assert r.max_abs_error == np.inf and r.histogram == {"0": 1, "nan/inf": 1}


def test_infinities_must_match_with_the_same_sign():
    inf = np.array([np.inf, -np.inf, np.inf], np.float32)
    assert cmp(inf, inf.copy()).verdict == "match"
    r = cmp(inf, np.array([np.inf, np.inf, np.inf], np.float32))
    assert r.mismatches == 1 and r.worst_index == (1,)
    # the largest finite f32 is one ULP below +Inf, yet it never matches it, even in ULP mode
    big = np.array([np.finfo(np.float32).max] * 3, np.float32)
    r = cmp(inf[:1], big[:1], Policy(ulp=10))
    assert r.verdict == "mismatch" and r.max_ulp == np.inf


def test_negative_zero_equals_zero_unless_bitwise():
    z, nz = np.zeros(2, np.float64), -np.zeros(2, np.float64)
    assert np.signbit(nz).all()
    assert cmp(z, nz).verdict == "match"
    assert cmp(z, nz, Policy(ulp=0)).verdict == "match"
    r = cmp(z, nz, Policy(bitwise=True))
    assert r.verdict == "mismatch" and r.mismatches == 2


def test_integers_and_pred_are_exact():
    e = np.array([1, 2, 3, 2**62], np.int64)
    g = np.array([1, 2, 4, 2**62 + 1], np.int64)
    r = cmp(e, g, Policy(atol=10.0, rtol=1.0))       # float overrides do not touch integers
    assert r.verdict == "mismatch" and r.mismatches == 2
    assert [w["index"] for w in r.worst] and {tuple(w["index"]) for w in r.worst} == {(2,), (3,)}
    assert r.first_mismatch["index"] == [2] and r.first_mismatch["got"] == 4
    u = np.array([2**64 - 1], np.uint64)
    r = cmp(u, u - np.uint64(1))
    assert r.verdict == "mismatch" and r.worst[0]["expected"] == 2**64 - 1
    p = cmp(np.array([True, False]), np.array([True, True]))
    assert p.verdict == "mismatch" and p.worst_index == (1,)


def test_shape_and_dtype_must_match_exactly():
    r = cmp(np.zeros((2, 3), np.float32), np.zeros((3, 2), np.float32))
    assert r.verdict == "mismatch" and "f32[2,3]" in r.detail and "f32[3,2]" in r.detail
    r = cmp(np.zeros(3, np.float32), np.zeros(3, np.float64))
    assert r.verdict == "mismatch" and "f64[3]" in r.detail


def test_complex_parts_are_relative_to_the_modulus():
    e = np.array([1e6 + 1e-3j, 1 + 1j], np.complex64)
    g = np.array([1e6 + 2e-3j, 1 + 1.1j], np.complex64)
    r = cmp(e, g)      # 1e-3 on a modulus of 1e6 is fine; 0.1 on a modulus of 1.4 is not
    assert r.mismatches == 1 and r.worst_index == (1,)
    assert r.worst[0]["expected"] == [1.0, 1.0]
    nan_part = np.array([complex(np.nan, 1.0)], np.complex64)
    assert cmp(nan_part, nan_part.copy()).verdict == "match"


def test_histogram_and_top_five_worst():
    e = np.zeros(8, np.float64)
    g = np.array([0, 1e-13, 1e-10, 1e-7, 1e-4, 0.5, 2.0, 3.0])
    r = cmp(e, g)
    assert r.histogram == {"0": 1, "<=1e-12": 1, "<=1e-09": 1, "<=1e-06": 1, "<=0.001": 1, "<=1": 1, ">1": 2}
    assert [tuple(w["index"]) for w in r.worst] == [(7,), (6,), (5,), (4,), (3,)]   # mismatches first
    assert r.mismatches == 7    # all but the exact zero break f64's atol 1e-15 (and rtol: baseline 0)


def test_check_tolerances():
    p = Policy()
    assert for_check("eq", "f32", p) == Tol(0.0, 0.0, why="check: exact")
    assert for_check("close", "f32", p, max_ulp=2).ulp == 2
    assert for_check("close", "f32", p).ulp == 3
    t = for_check("almost_eq", "f32", p, tolerance=1e-3)
    assert (t.atol, t.rtol) == (1e-3, 1e-3)


def test_ulp_distance_facts():
    f = np.float32
    tiny = np.array([np.nextafter(f(0), f(1))], f)
    assert ulp_distance(tiny, -tiny)[0] == 2          # across zero
    assert ulp_distance(np.array([0.0], f), np.array([-0.0], f))[0] == 0
    one = np.array([1.0])
    assert ulp_distance(one, up(one, 3))[0] == 3       # f64
    big = np.array([np.finfo(np.float64).max])
    assert ulp_distance(big, -big)[0] == pytest.approx(2 * (0x7FEFFFFFFFFFFFFF))


@settings(max_examples=60, deadline=None)
@given(st.floats(-2.0 ** 127, 2.0 ** 127, width=32), st.integers(0, 5))   # n steps stay finite
def test_ulp_distance_counts_nextafter_steps(x, n):
    a = np.array([x], np.float32)
    assert ulp_distance(a, up(a, n))[0] == n


def test_an_empty_output_is_not_a_match():
    """No elements: only shape and dtype can agree, so the output counts as not compared; a
    different shape is still a mismatch. A module whose outputs are all empty compared nothing."""
    same = cmp(np.zeros((0, 3), np.float32), np.zeros((0, 3), np.float32))
    assert same.verdict == "unsupported" and "no elements" in same.detail
    assert cmp(np.zeros((0, 3), np.float32), np.zeros((0, 4), np.float32)).verdict == "mismatch"
    assert cmp(np.zeros((0,), np.float32), np.zeros((0,), np.int32)).verdict == "mismatch"

    import jax
    import jax.numpy as jnp

    import bridge
    x = np.zeros((0,), np.float32)
    with jax.default_device(jax.devices("cpu")[0]):
        empty = jax.jit(jnp.sort).lower(x).as_text()
        mixed = jax.jit(lambda v: (jnp.sort(v), v.sum() + 1)).lower(x).as_text()
    report = bridge.difftest(empty)
    assert report.verdict == "unsupported" and "no elements" in report.reason
    assert bridge.difftest(mixed).verdict == "match"   # the scalar was compared
