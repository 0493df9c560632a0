// From the spec's example for `rsqrt` (../shared/reference/stablehlo-spec.md).
func.func @rsqrt_spec_example() {
  %operand = stablehlo.constant dense<[[1.0, 4.0], [9.0, 25.0]]> : tensor<2x2xf32>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[1.0, 0.5], [0.33333343, 0.2]]> : tensor<2x2xf32>
  func.return
}
