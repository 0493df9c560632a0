// From the spec's example for `sine` (../shared/reference/stablehlo-spec.md); the
// operand is [[0, pi/2], [pi, 3pi/2]] in f32, so the zeros are within 1e-6.
func.func @sine_spec_example() {
  %operand = stablehlo.constant dense<[[0.0, 1.57079632], [3.14159265, 4.71238898]]> : tensor<2x2xf32>
  %result = "stablehlo.sine"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[0.0, 1.0], [0.0, -1.0]]>, tolerance = 1.0e-6 : tensor<2x2xf32>
  func.return
}
