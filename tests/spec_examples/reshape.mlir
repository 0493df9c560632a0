// From the spec's example for `reshape` (../shared/reference/stablehlo-spec.md).
func.func @reshape_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  func.return
}
