module @hand {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"helper">}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.add_v1"(%arg1, %1) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.compare_v1"(%0, %arg0) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.bool_v1>
    %4 = "vhlo.select_v1"(%3, %0, %arg0) : (!vhlo.tensor_v1<4x!vhlo.bool_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    "vhlo.return_v1"(%4, %2) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlov1<[]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @helper(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
    %0 = "vhlo.multiply_v1"(%arg0, %arg0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %1 = "vhlo.negate_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    "vhlo.return_v1"(%1) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
}
