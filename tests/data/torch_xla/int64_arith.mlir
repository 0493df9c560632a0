module @IrToHlo.78 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<12xi64>, %arg1: tensor<12xi64>) -> (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xf32>, tensor<12xi64>, tensor<12xi64>) {
    %c = stablehlo.constant dense<2> : tensor<12xi64>
    %c_0 = stablehlo.constant dense<4> : tensor<12xi64>
    %c_1 = stablehlo.constant dense<1099511627776> : tensor<12xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<12xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<12xi64>
    %0 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xf32>
    %1 = stablehlo.convert %arg0 : (tensor<12xi64>) -> tensor<12xf32>
    %2 = stablehlo.divide %0, %1 : tensor<12xf32>
    %3 = stablehlo.floor %2 : tensor<12xf32>
    %4 = stablehlo.convert %3 : (tensor<12xf32>) -> tensor<12xi64>
    %5 = stablehlo.abs %arg0 : tensor<12xi64>
    %6 = stablehlo.remainder %arg1, %5 : tensor<12xi64>
    %7 = stablehlo.sign %6 : tensor<12xi64>
    %8 = stablehlo.sign %arg0 : tensor<12xi64>
    %9 = stablehlo.multiply %7, %8 : tensor<12xi64>
    %10 = stablehlo.compare  LT, %9, %c_2 : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi1>
    %11 = stablehlo.convert %10 : (tensor<12xi1>) -> tensor<12xi64>
    %12 = stablehlo.multiply %arg0, %11 : tensor<12xi64>
    %13 = stablehlo.add %6, %12 : tensor<12xi64>
    %14 = stablehlo.abs %2 : tensor<12xf32>
    %15 = stablehlo.floor %14 : tensor<12xf32>
    %16 = stablehlo.compare  NE, %2, %2 : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %17 = stablehlo.sign %2 : tensor<12xf32>
    %18 = stablehlo.select %16, %cst, %17 : tensor<12xi1>, tensor<12xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<12xf32>
    %20 = stablehlo.convert %19 : (tensor<12xf32>) -> tensor<12xi64>
    %21 = stablehlo.remainder %arg1, %arg0 : tensor<12xi64>
    %22 = stablehlo.multiply %arg1, %arg0 : tensor<12xi64>
    %23 = stablehlo.add %22, %c_1 : tensor<12xi64>
    %24 = stablehlo.abs %arg1 : tensor<12xi64>
    %25 = stablehlo.multiply %arg1, %c_0 : tensor<12xi64>
    %26 = stablehlo.divide %arg1, %c : tensor<12xi64>
    return %4, %13, %20, %21, %13, %23, %24, %2, %25, %26 : tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xf32>, tensor<12xi64>, tensor<12xi64>
  }
}
