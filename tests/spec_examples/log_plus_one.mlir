// The spec prints log1p(-0.999) = -6.90776825; log(0.001) is -6.9077553 (2e-6 apart):
// compared within 1e-5.
// From the spec's example for `log_plus_one` (../shared/reference/stablehlo-spec.md).
func.func @log_plus_one_spec_example() {
  %operand = stablehlo.constant dense<[0.0, -0.999, 7.0, 6.38905621, 15.0]> : tensor<5xf64>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  check.expect_almost_eq_const %result, dense<[0.0, -6.90776825, 2.07944155, 2.0, 2.77258873]>, tolerance = 1.0e-5 : tensor<5xf64>
  func.return
}

// -----
// Complex log_plus_one near 0 (issue 18): log(1 + z) computed naively loses z entirely
// (1 + 1e-10 rounds to 1). Expected values: mpmath.log1p at 50 digits, rounded to the type.
// differs-on: interpreter (jaxlib's interpreter gives log1p(1e-10 + 0j) = 1.00000008e-10 in complex128)
func.func @log_plus_one_complex128_near_zero() {
  %operand = stablehlo.constant dense<[(1.0e-10, 0.0), (1.0e-10, 1.0e-10), (-1.0e-10, 3.0e-10)]> : tensor<3xcomplex<f64>>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_close %result, dense<[(9.999999999500001e-11, 0.0), (1.0e-10, 9.999999999e-11), (-9.999999996e-11, 3.0000000003e-10)]>, max_ulp_difference = 4 : tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>
  func.return
}

// -----
func.func @log_plus_one_complex64_near_zero() {
  %operand = stablehlo.constant dense<[(1.0e-10, 0.0), (1.0e-10, 1.0e-10), (-1.0e-10, 3.0e-10)]> : tensor<3xcomplex<f32>>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  check.expect_close %result, dense<[(1.0e-10, 0.0), (1.0e-10, 1.0e-10), (-1.0e-10, 3.0e-10)]>, max_ulp_difference = 4 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
  func.return
}
