module @IrToHlo.50 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xi64>, %arg1: tensor<10x6xf32>, %arg2: tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<4x5xf32>, tensor<3x4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<3x4xi64>
    %c_0 = stablehlo.constant dense<5> : tensor<3x4xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<3x4xi64>) -> tensor<12xi64>
    %1 = stablehlo.convert %0 : (tensor<12xi64>) -> tensor<12xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<10x6xf32>, tensor<12xui32>) -> tensor<12x6xf32>
    %3 = stablehlo.reshape %2 : (tensor<12x6xf32>) -> tensor<3x4x6xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    %5 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xi64>) -> tensor<1x4xi64>
    %6 = stablehlo.reshape %5 : (tensor<1x4xi64>) -> tensor<4xi64>
    %7 = stablehlo.convert %6 : (tensor<4xi64>) -> tensor<4xui32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<3x5xf32>, tensor<4xui32>) -> tensor<4x5xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xui32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xui32>) -> tensor<3x4x1xui32>
    %11 = stablehlo.remainder %arg0, %c_0 : tensor<3x4xi64>
    %12 = stablehlo.sign %11 : tensor<3x4xi64>
    %13 = stablehlo.compare  LT, %12, %c : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %14 = stablehlo.convert %13 : (tensor<3x4xi1>) -> tensor<3x4xi64>
    %15 = stablehlo.multiply %14, %c_0 : tensor<3x4xi64>
    %16 = stablehlo.add %11, %15 : tensor<3x4xi64>
    %17 = stablehlo.convert %16 : (tensor<3x4xi64>) -> tensor<3x4xui32>
    %18 = stablehlo.reshape %17 : (tensor<3x4xui32>) -> tensor<3x4x1xui32>
    %19 = stablehlo.concatenate %10, %18, dim = 2 : (tensor<3x4x1xui32>, tensor<3x4x1xui32>) -> tensor<3x4x2xui32>
    %20 = "stablehlo.gather"(%arg2, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xf32>, tensor<3x4x2xui32>) -> tensor<3x4xf32>
    return %4, %8, %20 : tensor<3x6xf32>, tensor<4x5xf32>, tensor<3x4xf32>
  }
}
