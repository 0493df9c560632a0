// From the spec's example for `logistic` (../shared/reference/stablehlo-spec.md).
func.func @logistic_spec_example() {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>
  %result = "stablehlo.logistic"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.5, 0.73105858], [0.88079708, 0.95257413]]>, tolerance = 1.0e-6 : tensor<2x2xf64>
  func.return
}
