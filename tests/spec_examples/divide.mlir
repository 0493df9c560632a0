// The spec's lhs reads 17.1, but its result is 17 / 3: the inputs here are 17.0.
// From the spec's example for `divide` (../shared/reference/stablehlo-spec.md).
func.func @divide_spec_example() {
  %lhs = stablehlo.constant dense<[17.0, -17.0, 17.0, -17.0]> : tensor<4xf32>
  %rhs = stablehlo.constant dense<[3.0, 3.0, -3.0, -3.0]> : tensor<4xf32>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const %result, dense<[5.66666651, -5.66666651, -5.66666651, 5.66666651]>, tolerance = 1.0e-6 : tensor<4xf32>
  func.return
}
