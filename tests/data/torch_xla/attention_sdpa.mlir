module @IrToHlo.170 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<48xf32>, %arg1: tensor<48x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<2x5x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<i1>) -> (tensor<2x2x5x8xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x5x16xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x5x16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x5x16xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<5x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<5x5xf32>
    %c = stablehlo.constant dense<0> : tensor<5x5xi64>
    %cst_4 = stablehlo.constant dense<0.594603539> : tensor<2x2x8x5xf32>
    %cst_5 = stablehlo.constant dense<0.594603539> : tensor<2x2x5x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_9 = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg3 : (tensor<2x5x16xf32>) -> tensor<1x10x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x10x16xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x16xf32>, tensor<10xf32>, tensor<10xf32>)
    %1 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<16xf32>) -> tensor<2x5x16xf32>
    %2 = stablehlo.reshape %output : (tensor<1x10x16xf32>) -> tensor<2x5x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<2x5x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x5x16xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x5x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %7 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,48]{0,1}"} : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x16xf32>, tensor<16x48xf32>) -> tensor<10x48xf32>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<48xf32>) -> tensor<10x48xf32>
    %10 = stablehlo.add %8, %9 : tensor<10x48xf32>
    %11 = stablehlo.reshape %10 : (tensor<10x48xf32>) -> tensor<2x5x3x2x8xf32>
    %12 = stablehlo.transpose %11, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,2,5,8]{4,2,0,3,1}"} : (tensor<2x5x3x2x8xf32>) -> tensor<3x2x2x5x8xf32>
    %13 = stablehlo.slice %12 [0:1, 0:2, 0:2, 0:5, 0:8] : (tensor<3x2x2x5x8xf32>) -> tensor<1x2x2x5x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x2x2x5x8xf32>) -> tensor<2x2x5x8xf32>
    %15 = stablehlo.multiply %14, %cst_5 : tensor<2x2x5x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x2x5x8xf32>) -> tensor<4x5x8xf32>
    %17 = stablehlo.slice %12 [1:2, 0:2, 0:2, 0:5, 0:8] : (tensor<3x2x2x5x8xf32>) -> tensor<1x2x2x5x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x2x2x5x8xf32>) -> tensor<2x2x5x8xf32>
    %19 = stablehlo.transpose %18, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,5]{2,3,1,0}"} : (tensor<2x2x5x8xf32>) -> tensor<2x2x8x5xf32>
    %20 = stablehlo.multiply %19, %cst_4 : tensor<2x2x8x5xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x8x5xf32>) -> tensor<4x8x5xf32>
    %22 = stablehlo.dot_general %16, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x8xf32>, tensor<4x8x5xf32>) -> tensor<4x5x5xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x5x5xf32>) -> tensor<2x2x5x5xf32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [1] : (tensor<5xi64>) -> tensor<5x5xi64>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [0] : (tensor<5xi64>) -> tensor<5x5xi64>
    %26 = stablehlo.subtract %24, %25 : tensor<5x5xi64>
    %27 = stablehlo.compare  LE, %26, %c : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %29 = stablehlo.and %27, %28 : tensor<5x5xi1>
    %30 = stablehlo.select %29, %cst_3, %cst_2 : tensor<5x5xi1>, tensor<5x5xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2, 3] : (tensor<5x5xf32>) -> tensor<2x2x5x5xf32>
    %32 = stablehlo.add %23, %31 : tensor<2x2x5x5xf32>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<2x2x5x5xf32>
    %36 = stablehlo.exponential %35 : tensor<2x2x5x5xf32>
    %37 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %39 = stablehlo.divide %36, %38 : tensor<2x2x5x5xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x2x5x5xf32>) -> tensor<4x5x5xf32>
    %41 = stablehlo.slice %12 [2:3, 0:2, 0:2, 0:5, 0:8] : (tensor<3x2x2x5x8xf32>) -> tensor<1x2x2x5x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x2x2x5x8xf32>) -> tensor<4x5x8xf32>
    %43 = stablehlo.dot_general %40, %42, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x5xf32>, tensor<4x5x8xf32>) -> tensor<4x5x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<4x5x8xf32>) -> tensor<2x2x5x8xf32>
    %45 = stablehlo.multiply %arg3, %cst_1 : tensor<2x5x16xf32>
    %46 = stablehlo.multiply %arg3, %cst_0 : tensor<2x5x16xf32>
    %47 = stablehlo.custom_call @mhlo.erf(%46) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x5x16xf32>) -> tensor<2x5x16xf32>
    %48 = stablehlo.add %47, %cst : tensor<2x5x16xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<2x5x16xf32>
    %50 = stablehlo.reduce(%arg3 init: %cst_8) applies stablehlo.maximum across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x16xf32>
    %52 = stablehlo.subtract %arg3, %51 : tensor<2x5x16xf32>
    %53 = stablehlo.exponential %52 : tensor<2x5x16xf32>
    %54 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x16xf32>
    %56 = stablehlo.divide %53, %55 : tensor<2x5x16xf32>
    return %44, %49, %56 : tensor<2x2x5x8xf32>, tensor<2x5x16xf32>, tensor<2x5x16xf32>
  }
}
