// From the spec's example for `get_dimension_size` (../shared/reference/stablehlo-spec.md).
func.func @get_dimension_size_spec_example() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %result = "stablehlo.get_dimension_size"(%operand) {
    dimension = 1 : i64
  } : (tensor<2x3xi64>) -> tensor<i32>
  check.expect_eq_const %result, dense<3> : tensor<i32>
  func.return
}
