// From the spec's example for `maximum` (../shared/reference/stablehlo-spec.md).
func.func @maximum_spec_example() {
  %lhs = stablehlo.constant dense<[[1, 2], [7, 8]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [3, 4]]> : tensor<2x2xi32>
  %result = "stablehlo.maximum"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  func.return
}
