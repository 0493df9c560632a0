module {
  func.func @main(%arg0: tensor<12xi64>, %arg1: tensor<12xi64>) -> (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xf32>) {
    %c = stablehlo.constant dense<1099511627776> : tensor<12xi64>
    %0 = stablehlo.convert %arg0 : (tensor<12xi64>) -> tensor<12xf64>
    %1 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xf64>
    %2 = stablehlo.divide %0, %1 : tensor<12xf64>
    %3 = stablehlo.floor %2 : tensor<12xf64>
    %4 = stablehlo.convert %3 : (tensor<12xf64>) -> tensor<12xi64>
    %5 = stablehlo.remainder %arg0, %arg1 : tensor<12xi64>
    %6 = stablehlo.divide %arg0, %arg1 : tensor<12xi64>
    %7 = stablehlo.multiply %6, %arg1 : tensor<12xi64>
    %8 = stablehlo.subtract %arg0, %7 : tensor<12xi64>
    %9 = stablehlo.multiply %arg0, %arg1 : tensor<12xi64>
    %10 = stablehlo.add %9, %c : tensor<12xi64>
    %11 = stablehlo.abs %arg0 : tensor<12xi64>
    %12 = stablehlo.convert %arg0 : (tensor<12xi64>) -> tensor<12xf32>
    %13 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xf32>
    %14 = stablehlo.divide %12, %13 : tensor<12xf32>
    return %4, %5, %6, %8, %5, %10, %11, %14 : tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xf32>
  }
}
