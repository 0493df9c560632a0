// From the spec's example for `bitcast_convert` (../shared/reference/stablehlo-spec.md).
func.func @bitcast_convert_spec_example() {
  %operand = stablehlo.constant dense<0x0123456789ABCDEF> : tensor<f64>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<f64>) -> tensor<4xf16>
  check.expect_eq_const %result, dense<[0xCDEF, 0x89AB, 0x4567, 0x0123]> : tensor<4xf16>
  func.return
}
