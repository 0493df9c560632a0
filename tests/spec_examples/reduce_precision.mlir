// From the spec's example for `reduce_precision` (../shared/reference/stablehlo-spec.md).
func.func @reduce_precision_spec_example() {
  %operand = stablehlo.constant dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x0000000000000001, 0.0, 65519.0, 65520.0]> : tensor<6xf64>
%output = "stablehlo.reduce_precision"(%operand) {
  exponent_bits = 5 : i32,
  mantissa_bits = 10 : i32
} : (tensor<6xf64>) -> tensor<6xf64>
// Logical values: +Inf, NaN, 0.0, 0.0, 65504.0, +Inf
  check.expect_almost_eq_const %output, dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0.0, 0.0, 65504.0, 0x7FF0000000000000]> : tensor<6xf64>
  func.return
}

// -----
// mantissa_bits = 0 (issue 18). By the spec's steps, rounding to 0 mantissa bits is to the
// nearest power of two, ties to even, and with no mantissa the last kept bit is the
// exponent's lowest: 1.5 -> 2 (2^1 is even), 3 -> 2 (not 4 = 2^2), -3 -> -2, 2.5 -> 2,
// 1.25 -> 1. A NaN differs from an infinity only in its mantissa, which is truncated away:
// NaN -> inf. (Its sign: XLA and StableHLO's interpreter both give +inf for -NaN too, the
// spec's "original sign" would say -inf: left out as unsettled.) Infinities stay.
func.func @reduce_precision_zero_mantissa_bits() {
  %operand = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 1.5, 1.25, 3.0, 2.5, -3.0]> : tensor<8xf32>
  %output = "stablehlo.reduce_precision"(%operand) {
    exponent_bits = 8 : i32,
    mantissa_bits = 0 : i32
  } : (tensor<8xf32>) -> tensor<8xf32>
  check.expect_eq_const %output, dense<[0x7F800000, 0x7F800000, 0xFF800000, 2.0, 1.0, 2.0, 2.0, -2.0]> : tensor<8xf32>
  func.return
}
