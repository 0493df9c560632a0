// The spec writes the complex example's values without the list brackets and the
// result as [-2.5, -0.0]: here [(2.5, 0.0)] and [(-2.5, -0.0)].
// From the spec's example for `negate` (../shared/reference/stablehlo-spec.md).
func.func @negate_0_spec_example() {
  %operand = stablehlo.constant dense<[0, -2]> : tensor<2xi32>
%result = "stablehlo.negate"(%operand) : (tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[0, 2]> : tensor<2xi32>
  func.return
}

// -----

func.func @negate_1_spec_example() {
  %operand = stablehlo.constant dense<[(2.5, 0.0)]> : tensor<1xcomplex<f32>>
%result = "stablehlo.negate"(%operand) : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(-2.5, -0.0)]> : tensor<1xcomplex<f32>>
  func.return
}
