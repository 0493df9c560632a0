// From the spec's example for `clamp` (../shared/reference/stablehlo-spec.md).
func.func @clamp_spec_example() {
  %min = stablehlo.constant dense<[5, 10, 15]> : tensor<3xi32>
  %operand = stablehlo.constant dense<[3, 13, 23]> : tensor<3xi32>
  %max = stablehlo.constant dense<[10, 15, 20]> : tensor<3xi32>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[5, 13, 20]> : tensor<3xi32>
  func.return
}
