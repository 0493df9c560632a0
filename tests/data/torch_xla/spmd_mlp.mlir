module @IrToHlo.25 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<4x16xf32> {mhlo.sharding = "{devices=[1,2,4]0,2,4,6,1,3,5,7 last_tile_dim_replicate}"}, %arg2: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<16x8xf32> {mhlo.sharding = "{devices=[2,1,4]0,2,4,6,1,3,5,7 last_tile_dim_replicate}"}, %arg4: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"}) -> tensor<8x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x16xf32>
    %0 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg4, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x16xf32>
    %4 = stablehlo.maximum %3, %cst : tensor<8x16xf32>
    %5 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,4]{0,1}"} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %6 = stablehlo.dot_general %4, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x4xf32>
    %9 = stablehlo.custom_call @Sharding(%8) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %9 : tensor<8x4xf32>
  }
}
