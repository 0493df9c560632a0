// From the spec's example for `slice` (../shared/reference/stablehlo-spec.md).
func.func @slice_spec_example() {
  %operand = stablehlo.constant dense<[ [0, 0, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1] ]> : tensor<3x4xi64>
%result = "stablehlo.slice"(%operand) {
  start_indices = array<i64: 1, 2>,
  limit_indices = array<i64: 3, 4>,
  strides = array<i64: 1, 1>
} : (tensor<3x4xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[ [1, 1], [1, 1] ]> : tensor<2x2xi64>
  func.return
}
