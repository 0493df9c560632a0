module @IrToHlo.54 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<?x4xf32>) -> tensor<?x3xf32> {
    %c = stablehlo.constant dense<1> : tensor<2xi32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,3]{0,1}"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.dot_general %arg2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
    %2 = stablehlo.get_dimension_size %1, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %3 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.concatenate %3, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg0, %4, dims = [1] : (tensor<3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %6 = stablehlo.add %1, %5 : tensor<?x3xf32>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %8 = stablehlo.get_dimension_size %6, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %9 = stablehlo.reshape %8 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %9, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %7, %10, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<?x3xf32>
    %13 = stablehlo.exponential %12 : tensor<?x3xf32>
    %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %15 = stablehlo.dynamic_broadcast_in_dim %14, %10, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %16 = stablehlo.divide %13, %15 : tensor<?x3xf32>
    %17 = stablehlo.get_dimension_size %16, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %18 = stablehlo.reshape %17 : (tensor<i32>) -> tensor<1xi32>
    %19 = stablehlo.concatenate %18, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %20 = stablehlo.maximum %19, %c : tensor<2xi32>
    %21 = stablehlo.dynamic_broadcast_in_dim %16, %20, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
    %22 = stablehlo.dynamic_broadcast_in_dim %cst, %20, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x3xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<?x3xf32>
    return %23 : tensor<?x3xf32>
  }
}
