"""bridge/refine.py: dynamic ops and dimensions made static before PJRT runs them."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge.errors import HloBridgeError

DYNAMIC_CONV = """
func.func @main(%lhs: tensor<1x4x4x1xf32>, %rhs: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %padding = stablehlo.constant dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  func.return %result : tensor<1x2x2x1xf32>
}
"""


def test_dynamic_conv_runs_on_pjrt():
    """The spec's dynamic_conv example (numbers from the spec): XLA cannot translate the op,
    so its constant padding is folded into a static convolution first."""
    lhs = np.array([[1, 2, 5, 6], [3, 4, 7, 8], [10, 11, 14, 15], [12, 13, 16, 17]], np.float32).reshape(1, 4, 4, 1)
    rhs = np.ones((3, 3, 1, 1), np.float32)
    want = np.array([1, 5, 10, 14], np.float32).reshape(1, 2, 2, 1)
    np.testing.assert_array_equal(bridge.execute(DYNAMIC_CONV, [lhs, rhs])[0], want)
    np.testing.assert_array_equal(bridge.reference.evaluate(DYNAMIC_CONV, [lhs, rhs])[0], want)


POLY = """
func.func @main(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = stablehlo.add %a, %a : tensor<?x3xf32>
  func.return %0 : tensor<?x3xf32>
}
"""


def test_unnamed_dynamic_dims_refine_from_inputs_and_positional_sizes():
    from bridge import refine
    module = bridge.program.parse_module(POLY)
    assert refine.dynamic_dims(module) == [refine.DynDim(0, 0, None)]
    assert refine.shapes_from_dims(module, [4]) == [(4, 3)]
    assert refine.shapes_from_dims(module, {"arg0.0": 2}) == [(2, 3)]
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(bridge.execute(POLY, [x])[0], x * 2)
    with pytest.raises(HloBridgeError, match="1 dimension variable"):
        refine.shapes_from_dims(module, [4, 5])
    with pytest.raises(HloBridgeError, match=r"shape \[2, 4\] does not fit"):
        refine.refine(module, [(2, 4)])


NAMED = """func.func public @main(%arg0: tensor<?x8xf32>) -> tensor<?x3xf32> {
  %2 = sdy.named_computation<"g">(%arg0) (%arg2: tensor<?x8xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %6 = stablehlo.dot_general %arg2, %5, contracting_dims = [1] x [0]
      : (tensor<?x8xf32>, tensor<8x3xf32>) -> tensor<?x3xf32>
    sdy.return %6 : tensor<?x3xf32>
  } : (tensor<?x8xf32>) -> tensor<?x3xf32>
  return %2 : tensor<?x3xf32>
}"""
MHLO = """func.func public @main(%arg0: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = mhlo.tanh %arg0 : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}"""


@pytest.mark.parametrize("text,why", [(NAMED, "with sdy.named_computation"), (MHLO, "with mhlo ops")])
def test_what_jaxlib_refinement_cannot_take_is_refused(text, why, capfd):
    # a Shardy named computation of dynamic shapes killed the process (SIGSEGV) in jaxlib's
    # refine_polymorphic_shapes; mhlo ops made it print MLIR's parser errors to stderr
    x = np.ones((5, 8), np.float32)
    for run in (bridge.execute, bridge.reference.evaluate):
        with pytest.raises(HloBridgeError, match=f"cannot refine a shape-polymorphic module {why}"):
            run(text, [x])
    assert "error:" not in capfd.readouterr().err


def test_the_named_computation_guard_is_needed():
    from hlotest import run_child
    r = run_child(f"""
        from jax.extend.mlir import refine_polymorphic_shapes
        from jaxlib.mlir import ir, passmanager
        from bridge.context import get_context, register_passes
        register_passes()
        ctx = get_context()
        m = ir.Module.parse({NAMED!r}, context=ctx)
        with ctx:
            passmanager.PassManager.parse("builtin.module(stablehlo-refine-arguments{{types='tensor<5x8xf32>'}})").run(
                m.operation)
        refine_polymorphic_shapes(m.operation.get_asm(binary=True), enable_shape_assertions=True,
                                  validate_static_shapes=True)
        print("survived")
    """)
    assert r.returncode < 0 and "survived" not in r.stdout, (r.returncode, r.stderr[-300:])
