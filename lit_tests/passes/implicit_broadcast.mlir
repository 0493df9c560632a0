// RUN: %hlobridge-opt %s -p expand-implicit-broadcast --verify-each | filecheck %s
// RUN: %hlobridge-opt %s -p expand-implicit-broadcast,legalize-xla-to-stablehlo | filecheck %s --check-prefix=HLO
// Seed 001's broadcasts made explicit in the xla dialect; the lowering then has nothing to add.

// CHECK-LABEL: func.func @vector_dim_1
// CHECK-NEXT: %[[B:.*]] = "xla.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 1>, out_dim_size = array<i64: 2, 3>} : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[A:.*]] = "xla.add"(%arg0, %[[B]]) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// HLO-LABEL: func.func @vector_dim_1
// HLO-NEXT: stablehlo.broadcast_in_dim %arg1, dims = [1]
// HLO-NEXT: stablehlo.add
func.func @vector_dim_1(%x: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.add"(%x, %v) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Broadcast composition: in-dim for the vector, degenerate for the 1x2 matrix.
// CHECK-LABEL: func.func @composition
// CHECK-NEXT: %[[V:.*]] = "xla.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0>, out_dim_size = array<i64: 4, 2>} : (tensor<4xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: %[[M:.*]] = "xla.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>, out_dim_size = array<i64: 4, 2>} : (tensor<1x2xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: "xla.add"(%[[V]], %[[M]]) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
func.func @composition(%v: tensor<4xf32>, %m: tensor<1x2xf32>) -> tensor<4x2xf32> {
  %0 = "xla.add"(%v, %m) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// CHECK-LABEL: func.func @scalar_pred_and_bounds
// CHECK-NEXT: %[[P:.*]] = "xla.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64>, out_dim_size = array<i64: 3>} : (tensor<i1>) -> tensor<3xi1>
// CHECK-NEXT: %[[S:.*]] = "xla.select"(%[[P]], %arg1, %arg1)
// CHECK-NEXT: %[[LO:.*]] = "xla.broadcast_in_dim"(%arg2)
// CHECK-NEXT: %[[HI:.*]] = "xla.broadcast_in_dim"(%arg2)
// CHECK-NEXT: "xla.clamp"(%[[LO]], %[[S]], %[[HI]]) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
func.func @scalar_pred_and_bounds(%p: tensor<i1>, %x: tensor<3xf32>, %s: tensor<f32>) -> tensor<3xf32> {
  %0 = "xla.select"(%p, %x, %x) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = "xla.clamp"(%s, %0, %s) : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
