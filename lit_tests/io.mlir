// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Tokens and I/O: infeed/outfeed/send/recv each get a fresh token (after_all of nothing),
// as XlaBuilder makes one; infeed/recv return data leaves then a token, the xla value is
// the data. CustomCall keeps its target, api version and backend config.

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func @tokens
// CHECK: %[[T:.*]] = stablehlo.after_all : !stablehlo.token
// CHECK: %[[U:.*]] = stablehlo.after_all %[[T]], %[[T]] : !stablehlo.token
// CHECK: return %[[U]] : !stablehlo.token
func.func @tokens() -> !stablehlo.token {
  %0 = "xla.create_token"() : () -> !stablehlo.token
  %1 = "xla.after_all"(%0, %0) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  return %1 : !stablehlo.token
}

// CHECK-LABEL: func.func @infeed_outfeed
// CHECK: %[[T:.*]] = stablehlo.after_all : !stablehlo.token
// CHECK: %[[I:.*]]:3 = "stablehlo.infeed"(%[[T]]) <{infeed_config = "cfg"}> : (!stablehlo.token) -> (tensor<2xf32>, tensor<i32>, !stablehlo.token)
// CHECK: %[[D:.*]] = stablehlo.tuple %[[I]]#0, %[[I]]#1 : tuple<tensor<2xf32>, tensor<i32>>
// CHECK: %[[T2:.*]] = stablehlo.after_all : !stablehlo.token
// CHECK: "stablehlo.outfeed"(%arg0, %[[T2]]) <{outfeed_config = "out"}> : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
func.func @infeed_outfeed(%arg0: tensor<2xf32>) -> (tuple<tensor<2xf32>, tensor<i32>>, !stablehlo.token) {
  %0 = "xla.infeed"() {shape = "(f32[2], s32[])", config = "cfg"} : () -> tuple<tensor<2xf32>, tensor<i32>>
  %1 = "xla.outfeed"(%arg0) {shape_with_layout = "f32[2]", outfeed_config = "out"} : (tensor<2xf32>) -> !stablehlo.token
  return %0, %1 : tuple<tensor<2xf32>, tensor<i32>>, !stablehlo.token
}

// CHECK-LABEL: func.func @send_recv
// CHECK: "stablehlo.send"(%arg0, %{{.*}}) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, is_host_transfer = false}> : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
// CHECK: %[[R:.*]]:2 = "stablehlo.recv"(%{{.*}}) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, is_host_transfer = false}> : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
// CHECK: return %{{.*}}, %[[R]]#0 : !stablehlo.token, tensor<3xi32>
func.func @send_recv(%arg0: tensor<3xi32>) -> (!stablehlo.token, tensor<3xi32>) {
  %0 = "xla.send"(%arg0) {channel_handle = 7 : i64} : (tensor<3xi32>) -> !stablehlo.token
  %1 = "xla.recv"() {shape = "s32[3]", channel_handle = 7 : i64} : () -> tensor<3xi32>
  return %0, %1 : !stablehlo.token, tensor<3xi32>
}

// CHECK-LABEL: func.func @custom_calls
// CHECK: stablehlo.custom_call @my_fn(%arg0) {backend_config = "opaque bytes", has_side_effect = true} : (tensor<2xf32>) -> tensor<3xf32>
// CHECK: %[[C:.*]]:2 = stablehlo.custom_call @lapack_spotrf_ffi(%arg1) {api_version = 4 : i32, backend_config = {uplo = 76 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
// CHECK: stablehlo.tuple %[[C]]#0, %[[C]]#1 : tuple<tensor<3x3xf32>, tensor<i32>>
func.func @custom_calls(%arg0: tensor<2xf32>, %arg1: tensor<3x3xf32>) -> (tensor<3xf32>, tuple<tensor<3x3xf32>, tensor<i32>>) {
  %0 = "xla.custom_call"(%arg0) {call_target_name = "my_fn", shape = "f32[3]", opaque = "opaque bytes", has_side_effect = true} : (tensor<2xf32>) -> tensor<3xf32>
  %1 = "xla.custom_call"(%arg1) {call_target_name = "lapack_spotrf_ffi", shape = "(f32[3,3], s32[])", api_version = 4 : i32, backend_config = {uplo = 76 : ui8}} : (tensor<3x3xf32>) -> tuple<tensor<3x3xf32>, tensor<i32>>
  return %0, %1 : tensor<3xf32>, tuple<tensor<3x3xf32>, tensor<i32>>
}
