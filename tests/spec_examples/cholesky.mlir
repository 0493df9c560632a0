// unsupported-on: interpreter (jaxlib's eval_module aborts on stablehlo.cholesky)
// The spec's result type reads tensor<3x3xf64> for an f32 operand (the op requires the
// same element type): f32 here.
// From the spec's example for `cholesky` (../shared/reference/stablehlo-spec.md).
func.func @cholesky_spec_example() {
  %a = stablehlo.constant dense<[ [1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0] ]> : tensor<3x3xf32>
%result = "stablehlo.cholesky"(%a) {
  lower = true
} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const %result, dense<[ [1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0] ]> : tensor<3x3xf32>
  func.return
}
