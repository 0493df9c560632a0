// From the spec's example for `abs` (../shared/reference/stablehlo-spec.md).
func.func @abs_spec_example() {
  %operand = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi32>
  %result = "stablehlo.abs"(%operand) : (tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[2, 0, 2]> : tensor<3xi32>
  func.return
}
