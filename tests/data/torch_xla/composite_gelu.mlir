module @IrToHlo.40 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.dot_general %arg2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x4xf32>
    %4 = stablehlo.composite "test.tanh_gelu" %3 {composite_attributes = {approximate = "tanh", n = 3 : i64, scale = 1.500000e+00 : f32}, decomposition = @test.tanh_gelu.impl} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = stablehlo.add %4, %cst : tensor<2x4xf32>
    return %5 : tensor<2x4xf32>
  }
  func.func private @test.tanh_gelu.impl(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x4xf32>
    %0 = stablehlo.multiply %arg0, %cst_4 : tensor<2x4xf32>
    %1 = stablehlo.power %arg0, %cst_0 : tensor<2x4xf32>
    %2 = stablehlo.multiply %1, %cst_1 : tensor<2x4xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<2x4xf32>
    %4 = stablehlo.multiply %3, %cst_2 : tensor<2x4xf32>
    %5 = stablehlo.tanh %4 : tensor<2x4xf32>
    %6 = stablehlo.add %5, %cst_3 : tensor<2x4xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<2x4xf32>
    %8 = stablehlo.multiply %7, %cst : tensor<2x4xf32>
    return %8 : tensor<2x4xf32>
  }
}
