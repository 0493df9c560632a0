// From the spec's example for `subtract` (../shared/reference/stablehlo-spec.md).
func.func @subtract_spec_example() {
  %lhs = stablehlo.constant dense<[[6.0, 8.0], [10.0, 12.0]]> : tensor<2x2xf32>
  %rhs = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>)
  check.expect_almost_eq_const %result, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  func.return
}
