module {
  func.func @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x4xi64>, %arg2: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x5xf32>, tensor<2x5xf32>, tensor<3x5xf32>, tensor<3x2xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
    %c = stablehlo.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %cst_1 = arith.constant dense_resource<torch_tensor_2_torch.int64_1> : tensor<2xi64>
    %cst_2 = arith.constant dense_resource<torch_tensor_2_torch.int64_2> : tensor<2xi64>
    %0 = stablehlo.iota dim = 0 : tensor<3x4x1xi64>
    %1 = stablehlo.reshape %arg1 : (tensor<3x4xi64>) -> tensor<3x4x1xi64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<3x4x1xi64>, tensor<3x4x1xi64>) -> tensor<3x4x2xi64>
    %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xf32>, tensor<3x4x2xi64>) -> tensor<3x4xf32>
    %4 = stablehlo.slice %arg2 [0:3, 0:4] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %5 = "stablehlo.scatter"(%cst, %2, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %13 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<3x4x2xi64>, tensor<3x4xf32>) -> tensor<3x5xf32>
    %6 = "stablehlo.gather"(%arg0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<3x5xf32>, tensor<2xi64>) -> tensor<2x5xf32>
    %7 = stablehlo.convert %6 : tensor<2x5xf32>
    %8 = stablehlo.reshape %cst_1 : (tensor<2xi64>) -> tensor<2x1xi64>
    %9 = stablehlo.reshape %cst_2 : (tensor<2xi64>) -> tensor<2x1xi64>
    %10 = stablehlo.concatenate %8, %9, dim = 1 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %11 = "stablehlo.scatter"(%arg0, %10, %cst_0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %13 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<2x2xi64>, tensor<2xf32>) -> tensor<3x5xf32>
    %12 = stablehlo.slice %arg0 [0:3, 1:4:2] : (tensor<3x5xf32>) -> tensor<3x2xf32>
    return %3, %5, %7, %11, %12 : tensor<3x4xf32>, tensor<3x5xf32>, tensor<2x5xf32>, tensor<3x5xf32>, tensor<3x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000E04000000041",
      torch_tensor_2_torch.int64: "0x0800000002000000000000000000000000000000",
      torch_tensor_2_torch.int64_1: "0x0800000000000000000000000200000000000000",
      torch_tensor_2_torch.int64_2: "0x0800000001000000000000000300000000000000"
    }
  }
#-}
