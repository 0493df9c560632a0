// From the spec's example for `floor` (../shared/reference/stablehlo-spec.md).
func.func @floor_spec_example() {
  %operand = stablehlo.constant dense<[-0.8166, -0.2530, 0.2530, 0.8166, 2.0]> : tensor<5xf32>
  %result = "stablehlo.floor"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  check.expect_almost_eq_const %result, dense<[-1.0, -1.0, 0.0, 0.0, 2.0]> : tensor<5xf32>
  func.return
}
