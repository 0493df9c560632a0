// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Shape and data-movement ops.

// NOXLA-NOT: xla.

// Broadcast adds the new dimensions in front (major).
// CHECK-LABEL: func.func @broadcast
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
func.func @broadcast(%arg0: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = "xla.broadcast"(%arg0) {broadcast_sizes = array<i64: 4>} : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
func.func @broadcast_in_dim(%arg0: tensor<2x3xf32>) -> tensor<2x4x3xf32> {
  %0 = "xla.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 2>, out_dim_size = array<i64: 2, 4, 3>} : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// Reshape in the natural dimension order is a plain stablehlo.reshape.
// CHECK-LABEL: func.func @reshape
// CHECK-NOT: transpose
// CHECK: stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
func.func @reshape(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "xla.reshape"(%arg0) {dimensions = array<i64: 0, 1>, new_sizes = array<i64: 3, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// Reshape with a dimension order first transposes the operand into that order.
// CHECK-LABEL: func.func @reshape_with_dimensions
// CHECK: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: %[[R:.*]] = stablehlo.reshape %[[T]] : (tensor<3x2xf32>) -> tensor<6xf32>
// CHECK: return %[[R]]
func.func @reshape_with_dimensions(%arg0: tensor<2x3xf32>) -> tensor<6xf32> {
  %0 = "xla.reshape"(%arg0) {dimensions = array<i64: 1, 0>, new_sizes = array<i64: 6>} : (tensor<2x3xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// CHECK-LABEL: func.func @collapse
// CHECK: stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
func.func @collapse(%arg0: tensor<2x3x4xf32>) -> tensor<2x12xf32> {
  %0 = "xla.collapse"(%arg0) {dimensions = array<i64: 1, 2>} : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  return %0 : tensor<2x12xf32>
}

// CHECK-LABEL: func.func @transpose
// CHECK: stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
func.func @transpose(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = "xla.transpose"(%arg0) {permutation = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// CHECK-LABEL: func.func @rev
// CHECK: stablehlo.reverse %arg0, dims = [0, 1] : tensor<2x3xf32>
func.func @rev(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.rev"(%arg0) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @slice
// CHECK: stablehlo.slice %arg0 [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
func.func @slice(%arg0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %0 = "xla.slice"(%arg0) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// CHECK-LABEL: func.func @concatenate
// CHECK: stablehlo.concatenate %arg0, %arg1, %arg0, dim = 0 : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
func.func @concatenate(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>) -> tensor<5x3xf32> {
  %0 = "xla.concatenate"(%arg0, %arg1, %arg0) {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// CHECK-LABEL: func.func @pad
// CHECK: stablehlo.pad %arg0, %arg1, low = [1, 0], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x7xf32>
func.func @pad(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<3x7xf32> {
  %0 = "xla.pad"(%arg0, %arg1) {padding_config = [array<i64: 1, 0, 0>, array<i64: 0, 2, 1>]} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x7xf32>
  return %0 : tensor<3x7xf32>
}

// Negative low/high padding removes elements.
// CHECK-LABEL: func.func @pad_negative
// CHECK: stablehlo.pad %arg0, %arg1, low = [-1], high = [2], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
func.func @pad_negative(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<5xf32> {
  %0 = "xla.pad"(%arg0, %arg1) {padding_config = [array<i64: -1, 2, 0>]} : (tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// CHECK-LABEL: func.func @convert
// CHECK: %[[I:.*]] = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK: stablehlo.convert %[[I]] : (tensor<2x3xi32>) -> tensor<2x3xbf16>
func.func @convert(%arg0: tensor<2x3xf32>) -> tensor<2x3xbf16> {
  %0 = "xla.convert"(%arg0) {new_element_type = i32} : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %1 = "xla.convert"(%0) {new_element_type = bf16} : (tensor<2x3xi32>) -> tensor<2x3xbf16>
  return %1 : tensor<2x3xbf16>
}

// CHECK-LABEL: func.func @bitcast_convert
// CHECK: stablehlo.bitcast_convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xui32>
func.func @bitcast_convert(%arg0: tensor<2x3xf32>) -> tensor<2x3xui32> {
  %0 = "xla.bitcast_convert"(%arg0) {new_element_type = ui32} : (tensor<2x3xf32>) -> tensor<2x3xui32>
  return %0 : tensor<2x3xui32>
}

// CHECK-LABEL: func.func @select
// CHECK: stablehlo.select %arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>
func.func @select(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.select"(%arg0, %arg1, %arg2) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Clamp keeps scalar bounds (StableHLO's clamp accepts them).
// CHECK-LABEL: func.func @clamp
// CHECK: stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
func.func @clamp(%arg0: tensor<f32>, %arg1: tensor<2x3xf32>, %arg2: tensor<f32>) -> tensor<2x3xf32> {
  %0 = "xla.clamp"(%arg0, %arg1, %arg2) : (tensor<f32>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @iota
// CHECK: %[[I:.*]] = stablehlo.iota dim = 1 : tensor<2x3xf32>
// CHECK: stablehlo.add %arg0, %[[I]] : tensor<2x3xf32>
func.func @iota(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.iota"() {iota_dimension = 1 : i64, shape = "f32[2,3]{1,0}"} : () -> tensor<2x3xf32>
  %1 = "xla.add"(%arg0, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
