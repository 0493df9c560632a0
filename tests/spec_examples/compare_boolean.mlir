// Not a spec example: our own, from the spec's `compare` (C3: booleans compare as UNSIGNED,
// so true > false), as IREE's e2e select.mlir uses it. Expected values by hand.
func.func @compare_boolean_gt() {
  %lhs = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %gt, dense<[true, false, false, false]> : tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, false, false, true]> : tensor<4xi1>
  func.return
}
