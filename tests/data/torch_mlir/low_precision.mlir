module {
  func.func @main(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xi64>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xi8>, tensor<2x5xi64>, tensor<2x5xi8>) {
    %c = stablehlo.constant dense<7> : tensor<2x5xi64>
    %c_0 = stablehlo.constant dense<3> : tensor<2x5xi64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x5xf32>
    %cst_2 = arith.constant dense<1> : tensor<1xi64>
    %0 = stablehlo.convert %arg0 : (tensor<2x5xf32>) -> tensor<2x5xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<2x5xf32>) -> tensor<2x5xf16>
    %2 = stablehlo.multiply %arg1, %c_0 : tensor<2x5xi64>
    %3 = stablehlo.add %2, %c : tensor<2x5xi64>
    %4 = stablehlo.convert %3 : (tensor<2x5xi64>) -> tensor<2x5xi8>
    %5 = stablehlo.multiply %0, %0 : tensor<2x5xbf16>
    %6 = stablehlo.convert %cst_2 : (tensor<1xi64>) -> tensor<1xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1xbf16>) -> tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<bf16>) -> tensor<2x5xbf16>
    %9 = stablehlo.add %5, %8 : tensor<2x5xbf16>
    %10 = stablehlo.convert %9 : (tensor<2x5xbf16>) -> tensor<2x5xf32>
    %11 = stablehlo.exponential %1 : tensor<2x5xf16>
    %12 = stablehlo.convert %11 : (tensor<2x5xf16>) -> tensor<2x5xf32>
    %13 = stablehlo.convert %arg1 : (tensor<2x5xi64>) -> tensor<2x5xf64>
    %14 = stablehlo.convert %c_1 : (tensor<i64>) -> tensor<f64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<2x5xf64>
    %16 = stablehlo.divide %13, %15 : tensor<2x5xf64>
    %17 = stablehlo.floor %16 : tensor<2x5xf64>
    %18 = stablehlo.convert %17 : (tensor<2x5xf64>) -> tensor<2x5xi64>
    %19 = stablehlo.convert %arg1 : (tensor<2x5xi64>) -> tensor<2x5xf32>
    %20 = stablehlo.maximum %19, %cst : tensor<2x5xf32>
    %21 = stablehlo.convert %20 : (tensor<2x5xf32>) -> tensor<2x5xi8>
    return %10, %12, %4, %18, %21 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xi8>, tensor<2x5xi64>, tensor<2x5xi8>
  }
}
