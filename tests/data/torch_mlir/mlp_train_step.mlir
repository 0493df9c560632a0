module {
  func.func @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<16x8xf32>, %arg3: tensor<16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<4xf32>) -> (tensor<16x8xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4x16xf32>
    %cst_2 = arith.constant dense<1> : tensor<1xi64>
    %cst_3 = arith.constant dense<1.250000e-01> : tensor<1xf64>
    %cst_4 = arith.constant dense<1.000000e-01> : tensor<1xf64>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.convert %cst_2 : (tensor<1xi64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<4x16xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.multiply %arg3, %6 : tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
    %9 = stablehlo.add %5, %8 : tensor<4x16xf32>
    %10 = stablehlo.maximum %9, %cst_1 : tensor<4x16xf32>
    %11 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4x4xf32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.multiply %arg5, %15 : tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %18 = stablehlo.add %14, %17 : tensor<4x4xf32>
    %19 = stablehlo.subtract %18, %arg1 : tensor<4x4xf32>
    %20 = stablehlo.convert %cst_3 : (tensor<1xf64>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<4x4xf32>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<4x4xf32>
    %26 = stablehlo.transpose %11, dims = [1, 0] : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %28 = stablehlo.transpose %25, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %29 = stablehlo.dot_general %28, %10, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %31 = stablehlo.reduce(%25 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.reshape %31 : (tensor<4xf32>) -> tensor<1x4xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x4xf32>) -> tensor<4xf32>
    %34 = stablehlo.transpose %30, dims = [1, 0] : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %35 = stablehlo.convert %c : (tensor<i64>) -> tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %37 = stablehlo.compare LE, %10, %36, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<4x16xi1>) -> tensor<4x16xi1>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %40 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %41 = stablehlo.select %38, %39, %40 : tensor<4x16xi1>, tensor<4x16xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %43 = stablehlo.dot_general %42, %arg0, contracting_dims = [1] x [0] : (tensor<16x4xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %45 = stablehlo.reduce(%41 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.reshape %45 : (tensor<16xf32>) -> tensor<1x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x16xf32>) -> tensor<16xf32>
    %48 = stablehlo.transpose %44, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %49 = stablehlo.convert %cst_4 : (tensor<1xf64>) -> tensor<1xf32>
    %50 = stablehlo.reshape %49 : (tensor<1xf32>) -> tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<16x8xf32>
    %53 = stablehlo.subtract %arg2, %52 : tensor<16x8xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %55 = stablehlo.multiply %47, %54 : tensor<16xf32>
    %56 = stablehlo.subtract %arg3, %55 : tensor<16xf32>
    %57 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %58 = stablehlo.multiply %34, %57 : tensor<4x16xf32>
    %59 = stablehlo.subtract %arg4, %58 : tensor<4x16xf32>
    %60 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.multiply %33, %60 : tensor<4xf32>
    %62 = stablehlo.subtract %arg5, %61 : tensor<4xf32>
    return %53, %56, %59, %62 : tensor<16x8xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>
  }
}
