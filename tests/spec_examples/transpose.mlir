// From the spec's example for `transpose` (../shared/reference/stablehlo-spec.md).
func.func @transpose_spec_example() {
  %operand = stablehlo.constant dense<[ [[1,2], [3,4], [5,6]], [[7,8], [9,10], [11,12]] ]> : tensor<2x3x2xi32>
%result = "stablehlo.transpose"(%operand) {
  permutation = array<i64: 2, 1, 0>
} : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[ [[1,7], [3,9], [5,11]], [[2,8], [4,10], [6,12]] ]> : tensor<2x3x2xi32>
  func.return
}
