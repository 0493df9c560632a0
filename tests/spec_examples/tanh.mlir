// From the spec's example for `tanh` (../shared/reference/stablehlo-spec.md).
func.func @tanh_spec_example() {
  %operand = stablehlo.constant dense<[-1.0, 0.0, 1.0]> : tensor<3xf32>
  %result = "stablehlo.tanh"(%operand) : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const %result, dense<[-0.76159416, 0.0, 0.76159416]> : tensor<3xf32>
  func.return
}
