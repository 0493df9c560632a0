// The spec's results are tan of the f64 values nearest 0, pi/2, pi, 3pi/2 (its operand is
// printed to 9 digits, whose tan is 1.5e8): the operand here is those f64 values. Results
// are printed to 6 digits (0.0 for tan(pi) = -1.2e-16): compared within 1e-5.
// From the spec's example for `tan` (../shared/reference/stablehlo-spec.md).
func.func @tan_spec_example() {
  %operand = stablehlo.constant dense<[[0.0, 1.5707963267948966], [3.141592653589793, 4.71238898038469]]> : tensor<2x2xf64>
%result = "stablehlo.tan"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[ [0.0, 1.63312e+16], [0.0, 5.44375e+15] ]>, tolerance = 1.0e-5 : tensor<2x2xf64>
  func.return
}
