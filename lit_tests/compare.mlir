// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Comparisons -> stablehlo.compare: the direction comes from the op, the compare type
// from the element type (FLOAT, TOTALORDER for the *TotalOrder ops, SIGNED, UNSIGNED).

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func @float_directions
// CHECK: stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK: stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK: stablehlo.compare GE, %arg0, %arg1, FLOAT
// CHECK: stablehlo.compare GT, %arg0, %arg1, FLOAT
// CHECK: stablehlo.compare LE, %arg0, %arg1, FLOAT
// CHECK: stablehlo.compare LT, %arg0, %arg1, FLOAT
func.func @float_directions(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = "xla.compare_eq"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = "xla.compare_ne"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = "xla.compare_ge"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = "xla.compare_gt"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = "xla.compare_le"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = "xla.compare_lt"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// CHECK-LABEL: func.func @total_order
// CHECK: stablehlo.compare LT, %arg0, %arg1, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK: stablehlo.compare EQ, %arg0, %arg1, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NOT: FLOAT
// CHECK: return
func.func @total_order(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = "xla.compare_lt_total"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = "xla.compare_eq_total"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// On integers the TotalOrder variants are ordinary integer comparisons.
// CHECK-LABEL: func.func @total_order_int
// CHECK: stablehlo.compare GE, %arg0, %arg1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
func.func @total_order_int(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi1> {
  %0 = "xla.compare_ge_total"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// CHECK-LABEL: func.func @signed
// CHECK: stablehlo.compare EQ, %arg0, %arg1, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
// CHECK: stablehlo.compare LT, %arg0, %arg1, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
func.func @signed(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = "xla.compare_eq"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  %1 = "xla.compare_lt"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// CHECK-LABEL: func.func @unsigned
// CHECK: stablehlo.compare GE, %arg0, %arg1, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
// CHECK: stablehlo.compare LT, %arg0, %arg1, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
func.func @unsigned(%arg0: tensor<4xui32>, %arg1: tensor<4xui32>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = "xla.compare_ge"(%arg0, %arg1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %1 = "xla.compare_lt"(%arg0, %arg1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// pred compares as UNSIGNED.
// CHECK-LABEL: func.func @pred
// CHECK: stablehlo.compare NE, %arg0, %arg1, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
func.func @pred(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "xla.compare_ne"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// Comparisons broadcast like the other binary ops.
// CHECK-LABEL: func.func @broadcast_compare
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xui8>) -> tensor<2x3xui8>
// CHECK: stablehlo.compare GT, %arg0, %[[B]], UNSIGNED : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<2x3xi1>
func.func @broadcast_compare(%arg0: tensor<2x3xui8>, %arg1: tensor<3xui8>) -> tensor<2x3xi1> {
  %0 = "xla.compare_gt"(%arg0, %arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xui8>, tensor<3xui8>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}
