module @IrToHlo.13 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x5xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<2x5xf32>
    %0 = stablehlo.multiply %arg0, %cst_0 : tensor<2x5xf32>
    %1 = stablehlo.custom_call @annotate_device_placement(%0) {api_version = 0 : i32, backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %2 = stablehlo.custom_call @annotate_device_placement(%1) {api_version = 0 : i32, backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %3 = stablehlo.add %2, %cst : tensor<2x5xf32>
    return %3 : tensor<2x5xf32>
  }
}
