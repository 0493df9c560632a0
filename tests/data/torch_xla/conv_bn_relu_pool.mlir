module @IrToHlo.98 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4x3x3x3xf32>, %arg6: tensor<2x3x8x8xf32>) -> (tensor<2x4x4x4xf32>, tensor<2x3x4x4xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg6, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4xf32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4x8x8xf32>
    %3 = "stablehlo.batch_norm_inference"(%2, %arg3, %arg2, %arg1, %arg0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4x8x8xf32>
    %4 = stablehlo.maximum %3, %cst_0 : tensor<2x4x8x8xf32>
    %5 = "stablehlo.reduce_window"(%4, %cst_1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %10 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %6 = "stablehlo.reduce_window"(%arg6, %cst_2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %10 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<2x3x8x8xf32>, tensor<f32>) -> tensor<2x3x4x4xf32>
    %7 = "stablehlo.reduce_window"(%cst, %cst_2) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %10 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<4x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [2, 3] : (tensor<4x4xf32>) -> tensor<2x3x4x4xf32>
    %9 = stablehlo.divide %6, %8 : tensor<2x3x4x4xf32>
    return %5, %9 : tensor<2x4x4x4xf32>, tensor<2x3x4x4xf32>
  }
}
