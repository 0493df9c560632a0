"""Rewrites the runtime makes before PJRT compiles a module, where XLA departs from the spec
(bridge/runtime/rewrite.py): numbers against jax's own convolution, run on XLA:CPU."""
from __future__ import annotations

import jax
import numpy as np
import pytest
from jax import lax

import bridge
from bridge.context import get_context
from bridge.runtime import rewrite
from hlotest import ON_GPU
from jaxlib.mlir import ir

# NCHW x OIHW -> NCHW, stride 2, padding: the kernel's spatial dimensions are 2 and 3
CONV = """func.func @main(%x: tensor<2x3x7x9xf32>, %k: tensor<4x3x3x2xf32>) -> tensor<2x4x4x5xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
       window = {stride = [2, 2], pad = [[1, 1], [1, 0]], reverse = [REVERSE]}
       {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
       : (tensor<2x3x7x9xf32>, tensor<4x3x3x2xf32>) -> tensor<2x4x4x5xf32>
  return %0 : tensor<2x4x4x5xf32>
}"""


@pytest.mark.parametrize("reverse", [(True, False), (False, True), (True, True), (False, False)])
def test_window_reversal_is_the_reversed_kernel(reverse):
    """XLA:GPU ignores a window_reversal of some but not all spatial dimensions (measured on an
    H100): the runtime reverses the kernel instead, on every platform."""
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 3, 7, 9)).astype(np.float32)
    k = rng.standard_normal((4, 3, 3, 2)).astype(np.float32)
    text = CONV.replace("REVERSE", ", ".join("true" if r else "false" for r in reverse))
    flipped = k[:, :, ::-1] if reverse[0] else k
    flipped = flipped[:, :, :, ::-1] if reverse[1] else flipped
    with jax.default_device(jax.devices("cpu")[0]):
        want = np.asarray(lax.conv_general_dilated(x, np.ascontiguousarray(flipped), (2, 2), [(1, 1), (1, 0)],
                                                   precision=lax.Precision.HIGHEST))
    got = bridge.execute(text, [x, k])[0]
    # (a GPU's DEFAULT-precision f32 convolution is TF32)
    atol = 3e-3 * float(np.abs(want).max()) if ON_GPU else 1e-5
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=atol)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [x, k])[0], want, rtol=1e-5, atol=1e-5)

    module = ir.Module.parse(text, get_context())
    assert rewrite.apply(module) == any(reverse)
    printed = str(module)
    assert "true" not in printed   # (no reversed window left)
    dims = [d for d, r in zip((2, 3), reverse) if r]
    assert (f"stablehlo.reverse %arg1, dims = {dims}" in printed) == any(reverse)


MIN_MAX = """func.func @main(%a: tensor<7xcomplex<T>>, %b: tensor<7xcomplex<T>>) -> (tensor<7xcomplex<T>>, tensor<7xcomplex<T>>) {
  %0 = stablehlo.maximum %a, %b : tensor<7xcomplex<T>>
  %1 = stablehlo.minimum %a, %b : tensor<7xcomplex<T>>
  return %0, %1 : tensor<7xcomplex<T>>, tensor<7xcomplex<T>>
}"""


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_complex_maximum_and_minimum_order_lexicographically(dtype):
    """The spec's order (real part, then imaginary part), which jax's lax.max computes (it lowers
    complex operands to compares and selects): XLA:CPU's own maximum compared the real parts
    alone, so maximum(1+2i, 1+5i) came out 1+2i."""
    a = np.array([1 + 5j, 1 + 2j, 2 + 0j, 1 + 0j, 3 + 1j, 1 + 1j, -0.0 + 1j], dtype)
    b = np.array([1 + 2j, 1 + 5j, 1 + 9j, 2 - 9j, 3 + 1j, np.nan + 0j, 0.0 - 1j], dtype)
    program = MIN_MAX.replace("T", "f32" if dtype == np.complex64 else "f64")
    want = [np.asarray(jax.jit(f)(a, b)) for f in (lax.max, lax.min)]
    assert want[0][1] == 1 + 5j and want[1][0] == 1 + 2j   # the oracle orders as the spec does
    for engine in (bridge.execute, bridge.reference.evaluate):
        for got, w in zip(engine(program, [a, b]), want):
            np.testing.assert_array_equal(got, w)
