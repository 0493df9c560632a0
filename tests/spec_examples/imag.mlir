// From the spec's example for `imag` (../shared/reference/stablehlo-spec.md).
func.func @imag_spec_example() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %result = "stablehlo.imag"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_almost_eq_const %result, dense<[2.0, 4.0]> : tensor<2xf32>
  func.return
}
