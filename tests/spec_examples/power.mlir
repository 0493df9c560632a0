// The spec prints 10000^10 as inf, which is f32's answer; in f64 it is 1e40.
// From the spec's example for `power` (../shared/reference/stablehlo-spec.md).
func.func @power_spec_example() {
  %lhs = stablehlo.constant dense<[-2.0, -0.0, -36.0, 5.0, 3.0, 10000.0]> : tensor<6xf64>
  %rhs = stablehlo.constant dense<[2.0, 2.0, 1.1, 2.0, -1.0, 10.0]> : tensor<6xf64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  check.expect_almost_eq_const %result, dense<[4.0, 0.0, 0x7FF8000000000000, 25.0, 0.333333343, 1.0e+40]>, tolerance = 1.0e-6 : tensor<6xf64>
  func.return
}
