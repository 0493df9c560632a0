module {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<f32>) {
    %cst = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-9.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_3 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_4 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %cst_5 = arith.constant dense<0x7FF0000000000000> : tensor<1xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.convert %c : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.compare GT, %arg0, %1, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<3x4xi1>, tensor<3x4xf32>
    %7 = stablehlo.convert %cst_2 : (tensor<1xf64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.convert %cst_3 : (tensor<1xf64>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = stablehlo.clamp %8, %arg0, %10 : (tensor<f32>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %12 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %15 = stablehlo.select %13, %14, %4 : tensor<3x4xi1>, tensor<3x4xf32>
    %16 = stablehlo.convert %cst_4 : tensor<1xf64>
    %17 = stablehlo.reshape %16 : (tensor<1xf64>) -> tensor<f64>
    %18 = stablehlo.convert %17 : (tensor<f64>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %20 = stablehlo.compare EQ, %arg0, %19, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %23 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<3x4xi1>, tensor<3x4xf32>
    %25 = stablehlo.convert %cst_5 : tensor<1xf64>
    %26 = stablehlo.reshape %25 : (tensor<1xf64>) -> tensor<f64>
    %27 = stablehlo.convert %26 : (tensor<f64>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %29 = stablehlo.compare EQ, %arg0, %28, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %32 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %33 = stablehlo.select %30, %31, %32 : tensor<3x4xi1>, tensor<3x4xf32>
    %34 = stablehlo.maximum %arg0, %arg1 : tensor<3x4xf32>
    %35 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %38 = stablehlo.select %36, %4, %37 : tensor<3x4xi1>, tensor<3x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %40 = stablehlo.select %13, %5, %39 : tensor<3x4xi1>, tensor<3x4xf32>
    %41 = stablehlo.is_finite %arg0 : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %42 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    return %6, %11, %33, %12, %34, %40, %41, %42 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<f32>
  }
}
