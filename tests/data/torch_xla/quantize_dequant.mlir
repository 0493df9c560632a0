module @IrToHlo.8 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<2x5xf32>
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x5xf32>) -> tensor<2x5x!quant.uniform<i8:f32, 5.000000e-02:3>>
    %1 = stablehlo.uniform_dequantize %0 : (tensor<2x5x!quant.uniform<i8:f32, 5.000000e-02:3>>) -> tensor<2x5xf32>
    %2 = stablehlo.multiply %1, %cst : tensor<2x5xf32>
    return %2 : tensor<2x5xf32>
  }
}
