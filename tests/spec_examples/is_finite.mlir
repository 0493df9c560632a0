// From the spec's example for `is_finite` (../shared/reference/stablehlo-spec.md).
func.func @is_finite_spec_example() {
  %x = stablehlo.constant dense<[0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, -10.0, -0.0, 0.0, 10.0]> : tensor<7xf64>
  %y = "stablehlo.is_finite"(%x) : (tensor<7xf64>) -> tensor<7xi1>
  check.expect_eq_const %y, dense<[false, false, false, true, true, true, true]> : tensor<7xi1>
  func.return
}
