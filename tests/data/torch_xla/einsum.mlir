module @IrToHlo.66 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x4x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<4x3xf32>, tensor<2xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
    %1 = stablehlo.slice %arg1 [0:1, 0:3, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.slice %2 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x4xf32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.slice %arg0 [0:1, 0:4, 0:3] : (tensor<2x4x3xf32>) -> tensor<1x4x3xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x4x3xf32>) -> tensor<4x3xf32>
    %8 = stablehlo.slice %7 [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x3xf32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %11 = stablehlo.multiply %5, %10 : tensor<4x3xf32>
    %12 = stablehlo.iota dim = 0 : tensor<3xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x3xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xi32>) -> tensor<3x3xi32>
    %15 = stablehlo.compare  EQ, %13, %14 : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %17 = stablehlo.select %16, %arg2, %cst : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    return %0, %11, %19 : tensor<2x3x3xf32>, tensor<4x3xf32>, tensor<2xf32>
  }
}
