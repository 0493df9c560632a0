// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Binary ops with XLA's broadcasting (seed 001): every implicit broadcast becomes an
// explicit stablehlo.broadcast_in_dim, then the same-shape StableHLO op.

// NOXLA-NOT: xla.

// Same shapes: no broadcast at all.
// CHECK-LABEL: func.func @same_shape
// CHECK-NOT: broadcast_in_dim
// CHECK: %[[S:.*]] = stablehlo.subtract %arg0, %arg1 : tensor<2x3xf32>
// CHECK: %[[D:.*]] = stablehlo.divide %[[S]], %arg1 : tensor<2x3xf32>
// CHECK: %[[P:.*]] = stablehlo.power %[[D]], %arg1 : tensor<2x3xf32>
// CHECK: %[[R:.*]] = stablehlo.remainder %[[P]], %arg1 : tensor<2x3xf32>
// CHECK: %[[MX:.*]] = stablehlo.maximum %[[R]], %arg1 : tensor<2x3xf32>
// CHECK: %[[MN:.*]] = stablehlo.minimum %[[MX]], %arg1 : tensor<2x3xf32>
// CHECK: %[[A:.*]] = stablehlo.atan2 %[[MN]], %arg1 : tensor<2x3xf32>
// CHECK: return %[[A]]
func.func @same_shape(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.sub"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "xla.div"(%0, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "xla.pow"(%1, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "xla.rem"(%2, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = "xla.max"(%3, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "xla.min"(%4, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = "xla.atan2"(%5, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %6 : tensor<2x3xf32>
}

// Integer and logical ops.
// CHECK-LABEL: func.func @integer_ops
// CHECK: %[[A:.*]] = stablehlo.and %arg0, %arg1 : tensor<4xi32>
// CHECK: %[[O:.*]] = stablehlo.or %[[A]], %arg1 : tensor<4xi32>
// CHECK: %[[X:.*]] = stablehlo.xor %[[O]], %arg1 : tensor<4xi32>
// CHECK: %[[L:.*]] = stablehlo.shift_left %[[X]], %arg1 : tensor<4xi32>
// CHECK: %[[RA:.*]] = stablehlo.shift_right_arithmetic %[[L]], %arg1 : tensor<4xi32>
// CHECK: %[[RL:.*]] = stablehlo.shift_right_logical %[[RA]], %arg1 : tensor<4xi32>
// CHECK: return %[[RL]]
func.func @integer_ops(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "xla.and"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = "xla.or"(%0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = "xla.xor"(%1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %3 = "xla.shift_left"(%2, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %4 = "xla.shift_right_arithmetic"(%3, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %5 = "xla.shift_right_logical"(%4, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %5 : tensor<4xi32>
}

// Scalar with an array: the scalar is broadcast with no dimensions.
// CHECK-LABEL: func.func @scalar_broadcast
// CHECK: %[[C:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: %[[R:.*]] = stablehlo.add %arg0, %[[B]] : tensor<2x3xf32>
// CHECK: return %[[R]]
func.func @scalar_broadcast(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.constant"() {value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
  %1 = "xla.add"(%arg0, %0) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// Scalar on the left-hand side.
// CHECK-LABEL: func.func @scalar_lhs
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: stablehlo.multiply %[[B]], %arg1 : tensor<2x3xf32>
func.func @scalar_lhs(%arg0: tensor<f32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.mul"(%arg0, %arg1) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Seed 001: a vector of 3 added to every row of a 2x3 matrix, broadcast_dimensions (1).
// CHECK-LABEL: func.func @rows_bd1
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[R:.*]] = stablehlo.add %arg0, %[[B]] : tensor<2x3xf32>
// CHECK: return %[[R]]
func.func @rows_bd1(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.add"(%arg0, %arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Seed 001: a vector of 2 added to every column, broadcast_dimensions (0).
// CHECK-LABEL: func.func @columns_bd0
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
// CHECK: %[[R:.*]] = stablehlo.add %arg0, %[[B]] : tensor<2x3xf32>
// CHECK: return %[[R]]
func.func @columns_bd0(%arg0: tensor<2x3xf32>, %arg1: tensor<2xf32>) -> tensor<2x3xf32> {
  %0 = "xla.add"(%arg0, %arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// The vector on the left-hand side: broadcast_dimensions still maps the lower-rank operand.
// CHECK-LABEL: func.func @vector_lhs_bd1
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.subtract %[[B]], %arg1 : tensor<2x3xf32>
func.func @vector_lhs_bd1(%arg0: tensor<3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.sub"(%arg0, %arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Seed 001: degenerate dimensions, (2,1) + (1,3) is an outer operation of shape (2,3).
// CHECK-LABEL: func.func @degenerate_outer
// CHECK-DAG: %[[L:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-DAG: %[[R:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[S:.*]] = stablehlo.add %[[L]], %[[R]] : tensor<2x3xf32>
// CHECK: return %[[S]]
func.func @degenerate_outer(%arg0: tensor<2x1xf32>, %arg1: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Degenerate on one side only: the other operand is used as is.
// CHECK-LABEL: func.func @degenerate_one_side
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
// CHECK-NOT: broadcast_in_dim %arg0
// CHECK: stablehlo.maximum %arg0, %[[B]] : tensor<2x3xf32>
func.func @degenerate_one_side(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.max"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Seed 001: composition, a (4) vector with a (1,2) matrix, broadcast_dimensions (0):
// the vector becomes (4,1), then both degenerate dimensions expand to (4,2).
// CHECK-LABEL: func.func @compose_4_with_1x2
// CHECK-DAG: %[[L:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
// CHECK-DAG: %[[R:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4x2xf32>
// CHECK: %[[S:.*]] = stablehlo.add %[[L]], %[[R]] : tensor<4x2xf32>
// CHECK: return %[[S]] : tensor<4x2xf32>
func.func @compose_4_with_1x2(%arg0: tensor<4xf32>, %arg1: tensor<1x2xf32>) -> tensor<4x2xf32> {
  %0 = "xla.add"(%arg0, %arg1) {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// Seed 001: composition, a (1,2) matrix with a (4,3,1) array, broadcast_dimensions (1,2):
// the matrix becomes (1,1,2), then the degenerate dimensions expand to (4,3,2).
// CHECK-LABEL: func.func @compose_1x2_with_4x3x1
// CHECK-DAG: %[[L:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x2xf32>) -> tensor<4x3x2xf32>
// CHECK-DAG: %[[R:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
// CHECK: %[[S:.*]] = stablehlo.add %[[L]], %[[R]] : tensor<4x3x2xf32>
// CHECK: return %[[S]] : tensor<4x3x2xf32>
func.func @compose_1x2_with_4x3x1(%arg0: tensor<1x2xf32>, %arg1: tensor<4x3x1xf32>) -> tensor<4x3x2xf32> {
  %0 = "xla.add"(%arg0, %arg1) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x2xf32>, tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
  return %0 : tensor<4x3x2xf32>
}

// Complex builds a complex array from two real ones.
// CHECK-LABEL: func.func @complex
// CHECK: stablehlo.complex %arg0, %arg1 : tensor<2xcomplex<f32>>
func.func @complex(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xcomplex<f32>> {
  %0 = "xla.complex"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
