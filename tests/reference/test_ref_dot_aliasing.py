"""A dot of a value with its own transpose gives the bits of the same dot of two separate
arrays: numpy hands `a @ a.T` to BLAS's SYRK, which rounds otherwise than GEMM (on a CPU
without AVX-512 47 of 64 elements of an 8x16 product differed), so `--localize` rerunning
`q @ k.T` (q = k) alone named it a culprit."""
import numpy as np
import pytest

import bridge

SELF = ("func.func @main(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>) -> tensor<8x8xf32> {\n"
        "  %0 = stablehlo.dot_general %x, %ARG, contracting_dims = [1] x [1]"
        " : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x8xf32>\n"
        "  return %0 : tensor<8x8xf32>\n}\n")
BATCHED = ("func.func @main(%x: tensor<3x8x16xf32>, %y: tensor<3x8x16xf32>) -> tensor<3x8x8xf32> {\n"
           "  %0 = stablehlo.dot_general %x, %ARG, batching_dims = [0] x [0], contracting_dims = [2] x [2]"
           " : (tensor<3x8x16xf32>, tensor<3x8x16xf32>) -> tensor<3x8x8xf32>\n"
           "  return %0 : tensor<3x8x8xf32>\n}\n")


@pytest.mark.parametrize("text, shape", [(SELF, (8, 16)), (BATCHED, (3, 8, 16))])
def test_a_dot_with_its_own_transpose_rounds_as_any_other(text, shape):
    x = np.tanh(np.random.default_rng(0).standard_normal(shape).astype(np.float32) * 3)
    (own,) = bridge.reference.evaluate(text.replace("%ARG", "%x"), [x, x.copy()])
    (apart,) = bridge.reference.evaluate(text.replace("%ARG", "%y"), [x, x.copy()])
    assert own.tobytes() == apart.tobytes()
    want = np.einsum("...ik,...jk->...ij", x.astype(np.float64), x.astype(np.float64))
    np.testing.assert_allclose(own, want, rtol=1e-5, atol=1e-5)
