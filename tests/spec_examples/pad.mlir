// From the spec's example for `pad` (../shared/reference/stablehlo-spec.md).
func.func @pad_spec_example() {
  %operand = stablehlo.constant dense<[ [1, 2, 3], [4, 5, 6] ]> : tensor<2x3xi32>
  %padding_value = stablehlo.constant dense<0> : tensor<i32>
%result = "stablehlo.pad"(%operand, %padding_value) {
  edge_padding_low = array<i64: 0, 1>,
  edge_padding_high = array<i64: 2, 1>,
  interior_padding = array<i64: 1, 2>
} : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  check.expect_eq_const %result, dense<[ [0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0] ]> : tensor<5x9xi32>
  func.return
}
