module @IrToHlo.52 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi64>, %arg2: tensor<3xf32>, %arg3: tensor<3xi64>, %arg4: tensor<3xi64>, %arg5: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x2xf32>) {
    %c = stablehlo.constant dense<5> : tensor<3xi64>
    %c_0 = stablehlo.constant dense<3> : tensor<3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<3xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xi64>) -> tensor<3x4x1xi64>
    %2 = stablehlo.reshape %arg1 : (tensor<3x4xi64>) -> tensor<3x4x1xi64>
    %3 = stablehlo.concatenate %1, %2, dim = 2 : (tensor<3x4x1xi64>, tensor<3x4x1xi64>) -> tensor<3x4x2xi64>
    %4 = "stablehlo.scatter"(%cst, %3, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %16 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<3x4x2xi64>, tensor<3x4xf32>) -> tensor<3x5xf32>
    %5 = stablehlo.compare  LT, %arg4, %c_1 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %6 = stablehlo.add %arg4, %c_0 : tensor<3xi64>
    %7 = stablehlo.select %5, %6, %arg4 : tensor<3xi1>, tensor<3xi64>
    %8 = stablehlo.reshape %7 : (tensor<3xi64>) -> tensor<3x1xi64>
    %9 = stablehlo.compare  LT, %arg3, %c_1 : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %10 = stablehlo.add %arg3, %c : tensor<3xi64>
    %11 = stablehlo.select %9, %10, %arg3 : tensor<3xi1>, tensor<3xi64>
    %12 = stablehlo.reshape %11 : (tensor<3xi64>) -> tensor<3x1xi64>
    %13 = stablehlo.concatenate %8, %12, dim = 1 : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %14 = "stablehlo.scatter"(%arg5, %13, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %16 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<3x2xi64>, tensor<3xf32>) -> tensor<3x5xf32>
    %15 = stablehlo.slice %arg5 [0:3, 1:4:2] : (tensor<3x5xf32>) -> tensor<3x2xf32>
    return %4, %14, %15 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x2xf32>
  }
}
