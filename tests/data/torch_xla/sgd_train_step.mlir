module @IrToHlo.105 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<16x8xf32>
    %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x16xf32>
    %4 = stablehlo.maximum %3, %cst_4 : tensor<4x16xf32>
    %5 = stablehlo.compare  LE, %4, %cst_4 : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %6 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,4]{0,1}"} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %7 = stablehlo.dot_general %4, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %9 = stablehlo.add %7, %8 : tensor<4x4xf32>
    %10 = stablehlo.subtract %9, %arg2 : tensor<4x4xf32>
    %11 = stablehlo.multiply %10, %cst_3 : tensor<4x4xf32>
    %12 = stablehlo.dot_general %11, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %13 = stablehlo.select %5, %cst_4, %12 : tensor<4x16xi1>, tensor<4x16xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,4]{0,1}"} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %15 = stablehlo.dot_general %14, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %16 = stablehlo.multiply %15, %cst_2 : tensor<16x8xf32>
    %17 = stablehlo.subtract %arg5, %16 : tensor<16x8xf32>
    %18 = stablehlo.reduce(%13 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.multiply %18, %cst_1 : tensor<16xf32>
    %20 = stablehlo.subtract %arg4, %19 : tensor<16xf32>
    %21 = stablehlo.transpose %11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %22 = stablehlo.dot_general %21, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %23 = stablehlo.multiply %22, %cst_0 : tensor<4x16xf32>
    %24 = stablehlo.subtract %arg1, %23 : tensor<4x16xf32>
    %25 = stablehlo.reduce(%11 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %25, %cst : tensor<4xf32>
    %27 = stablehlo.subtract %arg3, %26 : tensor<4xf32>
    return %17, %20, %24, %27 : tensor<16x8xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<4xf32>
  }
}
