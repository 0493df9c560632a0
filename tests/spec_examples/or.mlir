// From the spec's example for `or` (../shared/reference/stablehlo-spec.md).
func.func @or_0_spec_example() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
%result = "stablehlo.or"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 6], [7, 12]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @or_1_spec_example() {
  %lhs = stablehlo.constant dense<[[false, false], [true, true]]> : tensor<2x2xi1>
  %rhs = stablehlo.constant dense<[[false, true], [false, true]]> : tensor<2x2xi1>
%result = "stablehlo.or"(%lhs, %rhs) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %result, dense<[[false, true], [true, true]]> : tensor<2x2xi1>
  func.return
}
