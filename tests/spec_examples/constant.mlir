// From the spec's example for `constant` (../shared/reference/stablehlo-spec.md).
func.func @constant_spec_example() {
  %output = "stablehlo.constant"() {
    value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  } : () -> tensor<2x2xf32>
  check.expect_almost_eq_const %output, dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  func.return
}

// -----
// Constants of the narrow float types (issue 18), read back through a convert to f32.
// f4E2M1FN: 1 sign, 2 exponent (bias 1), 1 mantissa bit, no inf/NaN: 0.5 ... 6.
func.func @constant_f4E2M1FN() {
  %output = stablehlo.constant dense<[0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -6.0]> : tensor<9xf4E2M1FN>
  %wide = stablehlo.convert %output : (tensor<9xf4E2M1FN>) -> tensor<9xf32>
  check.expect_eq_const %wide, dense<[0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -6.0]> : tensor<9xf32>
  func.return
}

// -----
// f6E2M3FN: 2 exponent bits (bias 1), 3 mantissa bits: subnormals k/8, largest 7.5.
// unsupported-on: cpu (XLA:CPU aborts on f6 constants: bridge.runtime refuses them)
func.func @constant_f6E2M3FN() {
  %output = stablehlo.constant dense<[0.125, 0.875, 1.0, 1.125, 7.5, -1.25]> : tensor<6xf6E2M3FN>
  %wide = stablehlo.convert %output : (tensor<6xf6E2M3FN>) -> tensor<6xf32>
  check.expect_eq_const %wide, dense<[0.125, 0.875, 1.0, 1.125, 7.5, -1.25]> : tensor<6xf32>
  func.return
}

// -----
// f6E3M2FN: 3 exponent bits (bias 3), 2 mantissa bits: subnormals k/16, largest 28.
// unsupported-on: cpu (XLA:CPU aborts on f6 constants: bridge.runtime refuses them)
func.func @constant_f6E3M2FN() {
  %output = stablehlo.constant dense<[0.0625, 0.1875, 0.25, 1.25, 28.0, -0.75]> : tensor<6xf6E3M2FN>
  %wide = stablehlo.convert %output : (tensor<6xf6E3M2FN>) -> tensor<6xf32>
  check.expect_eq_const %wide, dense<[0.0625, 0.1875, 0.25, 1.25, 28.0, -0.75]> : tensor<6xf32>
  func.return
}

// -----
// f8E8M0FNU: an unsigned 8-bit exponent (bias 127), no mantissa: powers of two only;
// the bits 0x01 are 2^(1 - 127) = 2^-126.
func.func @constant_f8E8M0FNU() {
  %output = stablehlo.constant dense<[1.0, 2.0, 0.5, 0x01, 1.7014118346046923e38]> : tensor<5xf8E8M0FNU>
  %wide = stablehlo.convert %output : (tensor<5xf8E8M0FNU>) -> tensor<5xf32>
  check.expect_eq_const %wide, dense<[1.0, 2.0, 0.5, 1.1754943508222875e-38, 1.7014118346046923e38]> : tensor<5xf32>
  func.return
}
