// From the spec's example for `cbrt` (../shared/reference/stablehlo-spec.md).
func.func @cbrt_spec_example() {
  %operand = stablehlo.constant dense<[0.0, 1.0, 8.0, 27.0]> : tensor<4xf64>
  %result = "stablehlo.cbrt"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf64>
  func.return
}
