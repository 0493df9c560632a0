module {
  func.func @forward(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x3xf32>, %arg2: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xf32>, tensor<4x3xf32>, tensor<3x3xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<2x3x4x1xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] : (tensor<2x3x4x1xf32>) -> tensor<2x3x1x4xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<2x4x3xf32>) -> tensor<2x4x3x1xf32>
    %3 = stablehlo.transpose %2, dims = [0, 3, 2, 1] : (tensor<2x4x3x1xf32>) -> tensor<2x1x3x4xf32>
    %4 = stablehlo.transpose %1, dims = [0, 1, 3, 2] : (tensor<2x3x1x4xf32>) -> tensor<2x3x4x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3x4x1xf32>) -> tensor<2x3x4xf32>
    %6 = stablehlo.transpose %3, dims = [0, 3, 2, 1] : (tensor<2x1x3x4xf32>) -> tensor<2x4x3x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x4x3x1xf32>) -> tensor<2x4x3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %9 = stablehlo.dot_general %5, %8, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x3x3xf32>) -> tensor<2x3x1x3xf32>
    %11 = stablehlo.transpose %10, dims = [0, 1, 3, 2] : (tensor<2x3x1x3xf32>) -> tensor<2x3x3x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x3x3x1xf32>) -> tensor<2x3x3xf32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %14 = stablehlo.dot_general %arg0, %13, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
    %15 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.slice %16 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x4xf32>) -> tensor<4xf32>
    %19 = stablehlo.slice %arg1 [0:1, 0:4, 0:3] : (tensor<2x4x3xf32>) -> tensor<1x4x3xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x4x3xf32>) -> tensor<4x3xf32>
    %21 = stablehlo.slice %20 [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x3xf32>) -> tensor<3xf32>
    %23 = stablehlo.reshape %18 : (tensor<4xf32>) -> tensor<4x1xf32>
    %24 = stablehlo.transpose %23, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %25 = stablehlo.reshape %22 : (tensor<3xf32>) -> tensor<3x1xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<4x3xf32>
    %30 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    return %12, %14, %29, %30 : tensor<2x3x3xf32>, tensor<2x3x3xf32>, tensor<4x3xf32>, tensor<3x3xf32>
  }
}
