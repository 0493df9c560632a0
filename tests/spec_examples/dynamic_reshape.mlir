// From the spec's example for `dynamic_reshape` (../shared/reference/stablehlo-spec.md).
func.func @dynamic_reshape_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %output_shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %output_shape) : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  func.return
}
