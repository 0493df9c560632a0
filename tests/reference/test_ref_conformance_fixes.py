"""The three StableHLO-testdata failures of issue 16, tested from the spec and PJRT.

- bitcast_convert between equal types (pred -> pred) is the identity: the spec's
  same-bit-width case (bits reinterpreted as the same type); s4 <-> u4 keeps the 4 bits.
- convolution whose output has a zero-size spatial dimension keeps the other dimensions'
  sizes (the spec's output shape: each spatial size is computed on its own).
- a bf16 cumulative sum (reduce_window with window = n, padding n-1) accumulates in bf16
  in window order, as XLA:CPU does (docs/reference.md), bit for bit with jax.
"""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import bridge


def test_bitcast_convert_same_type_and_nibbles():
    text = """func.func @main(%a: tensor<2x3xi1>, %b: tensor<5xi4>, %c: tensor<5xui4>)
    -> (tensor<2x3xi1>, tensor<5xui4>, tensor<5xi4>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %1 = stablehlo.bitcast_convert %b : (tensor<5xi4>) -> tensor<5xui4>
  %2 = stablehlo.bitcast_convert %c : (tensor<5xui4>) -> tensor<5xi4>
  return %0, %1, %2 : tensor<2x3xi1>, tensor<5xui4>, tensor<5xi4>
}"""
    a = np.array([[True, False, True], [False, False, True]])
    b = np.array([-8, -1, 0, 7, 3], ml_dtypes.int4)
    c = np.array([0, 15, 8, 7, 9], ml_dtypes.uint4)
    got = bridge.reference.evaluate(text, [a, b, c])
    # two's complement nibbles, by hand: -8 = 0b1000 = 8, -1 = 0b1111 = 15
    want = [a, np.array([8, 15, 0, 7, 3], ml_dtypes.uint4), np.array([0, -1, -8, 7, -7], ml_dtypes.int4)]
    for g, w, x in zip(got, want, bridge.execute(text, [a, b, c], backend="cpu")):
        assert g.dtype == w.dtype
        np.testing.assert_array_equal(g, w)
        np.testing.assert_array_equal(g, x)


@pytest.mark.parametrize("pad,rhs_dil,shape", [
    # NHWC (2, 3, 9, 10) * HWIO (3, 3, 10, 5): H: 3 - (3-1)*2 - 1 + 1 < 0 -> 0; W: 9+1 - 5 + 1 = 6
    ([(0, 0), (1, 0)], (2, 2), (2, 0, 6, 5)),
    ([(-1, -1), (0, 0)], (1, 1), (2, 0, 7, 5)),   # H: 3 - 2 - 3 + 1 = -1 -> 0; W: 9 - 3 + 1
])
def test_convolution_with_an_empty_spatial_dimension(pad, rhs_dil, shape):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(2, 3, 9, 10)).astype(np.float32)
    w = rng.normal(size=(3, 3, 10, 5)).astype(np.float32)
    f = jax.jit(lambda a, b: lax.conv_general_dilated(a, b, (1, 1), pad, rhs_dilation=rhs_dil,
                                                      dimension_numbers=("NHWC", "HWIO", "NHWC")))
    (got,) = bridge.reference.evaluate(f.lower(x, w).as_text(), [x, w])
    assert got.shape == shape == np.asarray(f(x, w)).shape


@pytest.mark.parametrize("axis", [0, 1])
def test_bf16_cumsum_bit_for_bit(axis):
    f = jax.jit(lambda a: jnp.cumsum(a, axis=axis))
    for seed in range(10):
        x = np.random.default_rng(seed).normal(size=(8, 9)).astype(ml_dtypes.bfloat16)
        (got,) = bridge.reference.evaluate(f.lower(x).as_text(), [x])
        np.testing.assert_array_equal(got.view(np.uint16), np.asarray(f(x)).view(np.uint16))
