module @IrToHlo.147 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>) {
    %cst = stablehlo.constant dense<-9.000000e+00> : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<9.000000e+00> : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0x7FF0000000000000> : tensor<3x4xf64>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<0.333333343> : tensor<3xf32>
    %cst_7 = stablehlo.constant dense<2.500000e-01> : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<3x1xf32>
    %cst_9 = stablehlo.constant dense<0x7FF0000000000000> : tensor<3x1xf64>
    %cst_10 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.reshape %0 : (tensor<3xf32>) -> tensor<3x1xf32>
    %2 = stablehlo.reduce(%arg0 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.reduce(%arg1 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.reshape %3 : (tensor<3xf32>) -> tensor<3x1xf32>
    %5 = stablehlo.abs %4 : tensor<3x1xf32>
    %6 = stablehlo.convert %5 : (tensor<3x1xf32>) -> tensor<3x1xf64>
    %7 = stablehlo.compare  EQ, %6, %cst_9 : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xi1>
    %8 = stablehlo.select %7, %cst_8, %4 : tensor<3x1xi1>, tensor<3x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x1xf32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
    %11 = stablehlo.subtract %arg1, %10 : tensor<3x4xf32>
    %12 = stablehlo.exponential %11 : tensor<3x4xf32>
    %13 = stablehlo.reduce(%12 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.log %13 : tensor<3xf32>
    %15 = stablehlo.add %14, %9 : tensor<3xf32>
    %16 = stablehlo.reduce(%arg1 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.multiply %16, %cst_7 : tensor<3xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
    %19 = stablehlo.subtract %arg1, %18 : tensor<3x4xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<3x4xf32>
    %21 = stablehlo.reduce(%20 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.multiply %21, %cst_6 : tensor<3xf32>
    %23 = stablehlo.compare  GT, %arg0, %cst_5 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %24 = stablehlo.select %23, %arg0, %arg1 : tensor<3x4xi1>, tensor<3x4xf32>
    %25 = stablehlo.clamp %cst_4, %arg0, %cst_3 : tensor<3x4xf32>
    %26 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf64>
    %27 = stablehlo.compare  EQ, %26, %cst_2 : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %28 = stablehlo.compare  EQ, %26, %cst_0 : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %29 = stablehlo.compare  NE, %arg0, %arg0 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %30 = stablehlo.select %29, %cst_5, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    %31 = stablehlo.select %28, %cst, %30 : tensor<3x4xi1>, tensor<3x4xf32>
    %32 = stablehlo.select %27, %cst_1, %31 : tensor<3x4xi1>, tensor<3x4xf32>
    %33 = stablehlo.maximum %arg0, %arg1 : tensor<3x4xf32>
    return %1, %2, %15, %22, %24, %25, %32, %29, %33 : tensor<3x1xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>
  }
}
