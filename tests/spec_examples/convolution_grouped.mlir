// Not a spec example: our own, from the spec's `convolution` with feature_group_count = 2
// (input features split in two groups, each feeding half the output features) and
// rhs_dilation = [2, 1], as IREE's e2e convolution.mlir tests them. Expected values: a
// direct numpy loop over the spec's formula (sum over the window of lhs * rhs).
func.func @convolution_grouped_dilated() {
  %lhs = stablehlo.constant dense<[[[[-3.0, -2.0], [-1.0, 0.0], [1.0, 2.0], [3.0, -3.0], [-2.0, -1.0]],
                                    [[0.0, 1.0], [2.0, 3.0], [-3.0, -2.0], [-1.0, 0.0], [1.0, 2.0]],
                                    [[3.0, -3.0], [-2.0, -1.0], [0.0, 1.0], [2.0, 3.0], [-3.0, -2.0]],
                                    [[-1.0, 0.0], [1.0, 2.0], [3.0, -3.0], [-2.0, -1.0], [0.0, 1.0]]]]> : tensor<1x4x5x2xf32>
  %rhs = stablehlo.constant dense<[[[[-2.0, -1.0, 0.0, 1.0]], [[2.0, -2.0, -1.0, 0.0]]],
                                   [[[1.0, 2.0, -2.0, -1.0]], [[0.0, 1.0, 2.0, -2.0]]]]> : tensor<2x2x1x4xf32>
  %result = stablehlo.convolution(%lhs, %rhs)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1]}
      {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
      : (tensor<1x4x5x2xf32>, tensor<2x2x1x4xf32>) -> tensor<1x2x4x4xf32>
  check.expect_almost_eq_const %result, dense<[[[[7.0, 9.0, 4.0, 3.0], [2.0, -5.0, 2.0, -1.0], [4.0, -5.0, 7.0, -5.0], [-8.0, 2.0, -9.0, -2.0]],
                                                [[3.0, -5.0, 1.0, -3.0], [-9.0, 9.0, -8.0, 7.0], [7.0, 9.0, 4.0, 3.0], [2.0, -5.0, 2.0, -1.0]]]]> : tensor<1x2x4x4xf32>
  func.return
}
