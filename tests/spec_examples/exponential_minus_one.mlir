// From the spec's example for `exponential_minus_one` (../shared/reference/stablehlo-spec.md).
func.func @exponential_minus_one_spec_example() {
  %operand = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf64>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<2xf64>) -> tensor<2xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.71828187]>, tolerance = 1.0e-6 : tensor<2xf64>
  func.return
}
