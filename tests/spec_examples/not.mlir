// From the spec's example for `not` (../shared/reference/stablehlo-spec.md).
func.func @not_0_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
%result = "stablehlo.not"(%operand) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[-2, -3], [-4, -5]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @not_1_spec_example() {
  %operand = stablehlo.constant dense<[true, false]> : tensor<2xi1>
%result = "stablehlo.not"(%operand) : (tensor<2xi1>) -> tensor<2xi1>
  check.expect_eq_const %result, dense<[false, true]> : tensor<2xi1>
  func.return
}
