module @IrToHlo.39 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xi64>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf16>, tensor<2x5xi8>, tensor<2x5xi64>) {
    %c = stablehlo.constant dense<7> : tensor<2x5xi64>
    %c_0 = stablehlo.constant dense<3> : tensor<2x5xi64>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x5xbf16>
    %0 = stablehlo.convert %arg0 : (tensor<2x5xf32>) -> tensor<2x5xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x5xbf16>) -> tensor<2x5xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2x5xf32>
    %3 = stablehlo.convert %2 : (tensor<2x5xf32>) -> tensor<2x5xbf16>
    %4 = stablehlo.add %3, %cst_1 : tensor<2x5xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x5xbf16>) -> tensor<2x5xf32>
    %6 = stablehlo.convert %arg0 : (tensor<2x5xf32>) -> tensor<2x5xf16>
    %7 = stablehlo.exponential %6 : tensor<2x5xf16>
    %8 = stablehlo.convert %7 : (tensor<2x5xf16>) -> tensor<2x5xf32>
    %9 = stablehlo.convert %6 : (tensor<2x5xf16>) -> tensor<2x5xf32>
    %10 = stablehlo.multiply %9, %cst : tensor<2x5xf32>
    %11 = stablehlo.convert %10 : (tensor<2x5xf32>) -> tensor<2x5xf16>
    %12 = stablehlo.multiply %arg1, %c_0 : tensor<2x5xi64>
    %13 = stablehlo.add %12, %c : tensor<2x5xi64>
    %14 = stablehlo.convert %13 : (tensor<2x5xi64>) -> tensor<2x5xi8>
    %15 = stablehlo.convert %arg1 : (tensor<2x5xi64>) -> tensor<2x5xf32>
    %16 = stablehlo.divide %15, %cst : tensor<2x5xf32>
    %17 = stablehlo.floor %16 : tensor<2x5xf32>
    %18 = stablehlo.convert %17 : (tensor<2x5xf32>) -> tensor<2x5xi64>
    return %5, %8, %11, %14, %18 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf16>, tensor<2x5xi8>, tensor<2x5xi64>
  }
}
