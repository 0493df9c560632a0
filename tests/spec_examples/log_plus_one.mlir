// The spec prints log1p(-0.999) = -6.90776825; log(0.001) is -6.9077553 (2e-6 apart):
// compared within 1e-5.
// From the spec's example for `log_plus_one` (../shared/reference/stablehlo-spec.md).
func.func @log_plus_one_spec_example() {
  %operand = stablehlo.constant dense<[0.0, -0.999, 7.0, 6.38905621, 15.0]> : tensor<5xf64>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  check.expect_almost_eq_const %result, dense<[0.0, -6.90776825, 2.07944155, 2.0, 2.77258873]>, tolerance = 1.0e-5 : tensor<5xf64>
  func.return
}
