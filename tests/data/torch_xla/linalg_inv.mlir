module @IrToHlo.54 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
    %c = stablehlo.constant dense<-1> : tensor<4xi32>
    %c_2 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.add %0, %c : tensor<4xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %4 = stablehlo.compare  GE, %2, %3 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.dot_general %arg0, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %9 = stablehlo.compare  EQ, %7, %8 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %cst_0, %cst_1 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.multiply %10, %cst : tensor<4x4xf32>
    %12 = stablehlo.add %6, %11 : tensor<4x4xf32>
    %13 = stablehlo.custom_call @Qr(%12) {backend_config = "", xla_shape = "(f32[4,4]{1,0}, f32[4]{0})"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<4xf32>>
    %14 = stablehlo.get_tuple_element %13[0] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32>
    %15 = stablehlo.select %4, %cst_1, %14 : tensor<4x4xi1>, tensor<4x4xf32>
    %16 = stablehlo.get_tuple_element %13[1] : (tuple<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4xf32>
    %17 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%14, %16) {backend_config = ""} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %19 = "stablehlo.triangular_solve"(%15, %18) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %19 : tensor<4x4xf32>
  }
}
