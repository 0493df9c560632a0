// From the spec's example for `constant` (../shared/reference/stablehlo-spec.md).
func.func @constant_spec_example() {
  %output = "stablehlo.constant"() {
    value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  } : () -> tensor<2x2xf32>
  check.expect_almost_eq_const %output, dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  func.return
}
