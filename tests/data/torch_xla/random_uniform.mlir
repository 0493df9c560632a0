module @IrToHlo.33 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
    %cst = stablehlo.constant dense<1.1920929E-7> : tensor<3x4xf32>
    %c = stablehlo.constant dense<9> : tensor<3x4xui32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<3x4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xui64>
    %c_2 = stablehlo.constant dense<2531011> : tensor<i64>
    %c_3 = stablehlo.constant dense<214013> : tensor<i64>
    %0 = stablehlo.multiply %arg1, %c_3 : tensor<i64>
    %1 = stablehlo.add %0, %c_2 : tensor<i64>
    %2 = stablehlo.convert %1 : (tensor<i64>) -> tensor<ui64>
    %3 = stablehlo.reshape %2 : (tensor<ui64>) -> tensor<1xui64>
    %4 = stablehlo.concatenate %3, %c_1, dim = 0 : (tensor<1xui64>, tensor<1xui64>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %4, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
    %5 = stablehlo.multiply %arg0, %cst_0 : tensor<3x4xf32>
    %6 = stablehlo.shift_right_logical %output, %c : tensor<3x4xui32>
    %7 = stablehlo.convert %6 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %8 = stablehlo.multiply %7, %cst : tensor<3x4xf32>
    return %5, %8 : tensor<3x4xf32>, tensor<3x4xf32>
  }
}
