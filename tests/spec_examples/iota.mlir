// From the spec's example for `iota` (../shared/reference/stablehlo-spec.md).
func.func @iota_0_spec_example() {
%output = "stablehlo.iota"() {
  iota_dimension = 0 : i64
} : () -> tensor<4x5xi32>
  check.expect_eq_const %output, dense<[ [0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3] ]> : tensor<4x5xi32>
  func.return
}

// -----

func.func @iota_1_spec_example() {
%output = "stablehlo.iota"() {
  iota_dimension = 1 : i64
} : () -> tensor<4x5xi32>
  check.expect_eq_const %output, dense<[ [0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4] ]> : tensor<4x5xi32>
  func.return
}
