"""The narrowest element types (f4, f8 e8m0 and fnuz, s2/s4/u2/u4) on every bit pattern, against
numpy/ml_dtypes computing the same thing and XLA:CPU where it is right. Found by a sweep of
every pattern through jax programs: sorts of f4 and e8m0 in a wrong order (the sign bit
read where it is not), e8m0 rounded twice from f64, refusals PJRT does not make."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import bridge


def both(f, *args):
    """The reference's and XLA:CPU's results (XLA:GPU compiles no sort of a sub-byte type: its
    stable-sort expander gives the iota the operand's 4-bit layout, and its verifier refuses it)."""
    text = jax.jit(f).lower(*args).as_text()
    return [np.asarray(r) for r in bridge.reference.evaluate(text, list(args))], \
        [np.asarray(r) for r in bridge.execute(text, list(args), backend="cpu")]


def every(dtype, bits: int = 8):
    return np.arange(1 << bits, dtype=np.uint8).view(dtype)


def total_order(x: np.ndarray) -> np.ndarray:
    """x sorted as IEEE totalOrder sorts it, from the values: -NaN, negatives, -0, +0,
    positives, NaN (a NaN's sign is its sign bit, where the format has one)."""
    v = x.astype(np.float32)
    sign = np.signbit(v) if float(ml_dtypes.finfo(x.dtype).min) < 0 else np.zeros(v.shape, bool)
    nan = np.isnan(v)
    rank = np.where(nan, np.where(sign, 0, 3), np.where(sign, 1, 2))   # (-0 before +0: sign first)
    order = np.lexsort((np.where(nan, 0, v), rank))
    return x[order]


@pytest.mark.parametrize("dtype, bits", [(ml_dtypes.float4_e2m1fn, 4), (ml_dtypes.float8_e8m0fnu, 8),
                                         (ml_dtypes.float8_e4m3fnuz, 8), (ml_dtypes.float8_e5m2fnuz, 8)])
def test_sort_orders_every_value_by_total_order(dtype, bits):
    """f4: its sign is bit 3 of the byte, not bit 7; e8m0 has no sign (NaN 0xff last); fnuz's
    one NaN 0x80 has the sign bit: a negative NaN, first (where XLA:CPU puts it too)."""
    x = every(dtype, bits)[::-1].copy()
    (ref,), (pjrt,) = both(jnp.sort, x)
    np.testing.assert_array_equal(ref.view(np.uint8), total_order(x).view(np.uint8))
    assert ref.view(np.uint8)[0] == pjrt.view(np.uint8)[0] and ref.view(np.uint8)[-1] == pjrt.view(np.uint8)[-1]
    if "fnuz" not in np.dtype(dtype).name:   # (XLA:CPU orders some fnuz subnormals otherwise)
        np.testing.assert_array_equal(ref.view(np.uint8), pjrt.view(np.uint8))


def test_f64_to_e8m0_is_rounded_once():
    """1.5 - 2^-30 is nearer 1 than 2; through f32 it became 1.5, a tie, rounded up."""
    x = np.array([1.5 * (1 - 2.0 ** -30), 3 * (1 - 2.0 ** -30), 1.5, 1.4], np.float64)
    with jax.enable_x64(True):
        (ref,), (pjrt,) = both(lambda v: lax.convert_element_type(v, ml_dtypes.float8_e8m0fnu), x)
    np.testing.assert_array_equal(ref.view(np.uint8), [0x7F, 0x80, 0x80, 0x7F])
    np.testing.assert_array_equal(ref.view(np.uint8), pjrt.view(np.uint8))


def test_conversions_between_e8m0_and_the_other_narrow_floats_and_f4_bitcasts():
    """Refused before (numpy has no such cast; no sub-byte float bitcast): the values through
    f32, which holds them all, and the bits of f4 as u4/s4."""
    f8 = every(ml_dtypes.float8_e4m3fn)
    f8 = f8[np.isfinite(f8.astype(np.float32)) & (f8.astype(np.float32) > 0)]
    (ref,), (pjrt,) = both(lambda v: lax.convert_element_type(v, ml_dtypes.float8_e8m0fnu), f8)
    np.testing.assert_array_equal(ref.view(np.uint8), f8.astype(np.float32).astype(ml_dtypes.float8_e8m0fnu).view(np.uint8))
    np.testing.assert_array_equal(ref.view(np.uint8), pjrt.view(np.uint8))
    e8 = every(ml_dtypes.float8_e8m0fnu)
    (ref,), (pjrt,) = both(lambda v: lax.convert_element_type(v, ml_dtypes.float8_e5m2), e8)
    np.testing.assert_array_equal(ref.astype(np.float32), pjrt.astype(np.float32))   # (NaN payloads differ)
    f4 = every(ml_dtypes.float4_e2m1fn, 4)
    for to in (jnp.uint4, jnp.int4):
        (ref,), (pjrt,) = both(lambda v: lax.bitcast_convert_type(lax.bitcast_convert_type(v, to),
                                                                  ml_dtypes.float4_e2m1fn), f4)
        np.testing.assert_array_equal(ref.view(np.uint8), f4.view(np.uint8))   # (round trip: the same bits)
        (bits,), _ = both(lambda v: lax.bitcast_convert_type(v, to), f4)
        want = np.arange(16) if to == jnp.uint4 else np.where(np.arange(16) >= 8, np.arange(16) - 16, np.arange(16))
        np.testing.assert_array_equal(bits.astype(np.int64), want)


@pytest.mark.parametrize("dtype", [ml_dtypes.int4, ml_dtypes.uint4, ml_dtypes.int2, ml_dtypes.uint2])
def test_sub_byte_integers_sort(dtype):
    """Sorts of 16 elements or more raised ("cannot convert float NaN to integer")."""
    lo, hi = int(ml_dtypes.iinfo(dtype).min), int(ml_dtypes.iinfo(dtype).max)
    x = np.random.default_rng(0).integers(lo, hi + 1, 40).astype(dtype)
    text = jax.jit(jnp.sort).lower(x).as_text()
    (ref,) = bridge.reference.evaluate(text, [x])
    np.testing.assert_array_equal(np.asarray(ref).astype(np.int64), np.sort(x.astype(np.int64)))
    if ml_dtypes.iinfo(dtype).bits == 2:   # XLA:CPU corrupts its heap on this sort: refused, not run
        with pytest.raises(bridge.errors.BackendError, match="on 2-bit integers: XLA sorts them wrongly"):
            bridge.execute(text, [x], backend="cpu")
    else:
        np.testing.assert_array_equal(bridge.execute(text, [x], backend="cpu")[0], ref)
