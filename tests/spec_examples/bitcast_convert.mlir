// From the spec's example for `bitcast_convert` (../shared/reference/stablehlo-spec.md).
func.func @bitcast_convert_spec_example() {
  %operand = stablehlo.constant dense<0x0123456789ABCDEF> : tensor<f64>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<f64>) -> tensor<4xf16>
  check.expect_eq_const %result, dense<[0xCDEF, 0x89AB, 0x4567, 0x0123]> : tensor<4xf16>
  func.return
}

// -----
// i1 -> i8 (issue 18): num_bits(i1) = 1 in the spec, so 8 booleans make one i8; element
// k is bit k (little-endian, as StableHLO's interpreter and XLA lay bits out): bits
// 0, 2 and 7 -> 0b10000101 = -123.
// unsupported-on: cpu (XLA's PRED is a byte, not a bit: bridge.runtime refuses bitcasts to or from i1)
func.func @bitcast_convert_i1_to_i8() {
  %operand = stablehlo.constant dense<[true, false, true, false, false, false, false, true]> : tensor<8xi1>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<8xi1>) -> tensor<i8>
  check.expect_eq_const %result, dense<-123> : tensor<i8>
  func.return
}

// -----
// i1 -> i64: bits 0 and 63 -> 0x8000000000000001 = -2^63 + 1.
// unsupported-on: cpu (XLA's PRED is a byte, not a bit: bridge.runtime refuses bitcasts to or from i1)
func.func @bitcast_convert_i1_to_i64() {
  %operand = stablehlo.constant dense<[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true]> : tensor<64xi1>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<64xi1>) -> tensor<i64>
  check.expect_eq_const %result, dense<-9223372036854775807> : tensor<i64>
  func.return
}

// -----
// f64 -> i1: -2.0 is 0xC000000000000000, so only bits 62 and 63 are set.
// unsupported-on: cpu (XLA's PRED is a byte, not a bit: bridge.runtime refuses bitcasts to or from i1)
func.func @bitcast_convert_f64_to_i1() {
  %operand = stablehlo.constant dense<-2.0> : tensor<f64>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<f64>) -> tensor<64xi1>
  check.expect_eq_const %result, dense<[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true]> : tensor<64xi1>
  func.return
}
