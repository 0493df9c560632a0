// From the spec's example for `atan2` (../shared/reference/stablehlo-spec.md).
func.func @atan2_spec_example() {
  %lhs = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf64>
  %rhs = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf64>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.57079637, -1.57079637]>, tolerance = 1.0e-6 : tensor<3xf64>
  func.return
}
