module {
  func.func @main(%arg0: tensor<4xi32>, %arg1: tensor<4xi64>, %arg2: tensor<4xf16>, %arg3: tensor<4xui8>, %arg4: tensor<4xi1>) -> (tensor<4xi64>, tensor<4xf32>, tensor<4xf16>, tensor<4xi32>, tensor<4xi64>, tensor<4xui8>, tensor<4xf32>) {
    %c = stablehlo.constant dense<200> : tensor<4xui8>
    %cst = arith.constant dense<1.500000e+00> : tensor<1xf64>
    %cst_0 = arith.constant dense<4> : tensor<1xi64>
    %0 = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xi64>
    %1 = stablehlo.add %0, %arg1 : tensor<4xi64>
    %2 = stablehlo.convert %cst : (tensor<1xf64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<4xf32>
    %7 = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xf16>
    %8 = stablehlo.add %arg2, %7 : tensor<4xf16>
    %9 = stablehlo.convert %arg3 : (tensor<4xui8>) -> tensor<4xi32>
    %10 = stablehlo.add %9, %arg0 : tensor<4xi32>
    %11 = stablehlo.convert %arg4 : (tensor<4xi1>) -> tensor<4xi64>
    %12 = stablehlo.convert %arg3 : (tensor<4xui8>) -> tensor<4xi64>
    %13 = stablehlo.add %11, %12 : tensor<4xi64>
    %14 = stablehlo.subtract %arg3, %c : tensor<4xui8>
    %15 = stablehlo.convert %cst_0 : (tensor<1xi64>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %18 = stablehlo.divide %4, %17 : tensor<4xf32>
    return %1, %6, %8, %10, %13, %14, %18 : tensor<4xi64>, tensor<4xf32>, tensor<4xf16>, tensor<4xi32>, tensor<4xi64>, tensor<4xui8>, tensor<4xf32>
  }
}
