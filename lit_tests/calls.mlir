// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Call stays a func.call; CompositeCall becomes stablehlo.composite whose decomposition
// is the called computation. Called computations are lowered too.

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func private @square
// CHECK: %[[M:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>
// CHECK: return %[[M]] : tensor<2xf32>
func.func private @square(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.mul"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @call
// CHECK: %[[C:.*]] = call @square(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[N:.*]] = stablehlo.negate %[[C]] : tensor<2xf32>
// CHECK: return %[[N]]
func.func @call(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.call"(%arg0) {computation = @square} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "xla.neg"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// CHECK-LABEL: func.func @composite
// CHECK: %[[C:.*]] = stablehlo.composite "my.square" %arg0 {composite_attributes = {k = 2 : i64, s = "v"}, decomposition = @square, version = 3 : i32} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: return %[[C]]
func.func @composite(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.composite_call"(%arg0) {composite_attributes = {k = 2 : i64, s = "v"}, computation = @square, name = "my.square", version = 3 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// Without attributes and version: version 0, no composite_attributes.
// CHECK-LABEL: func.func @composite_defaults
// CHECK: stablehlo.composite "my.square" %arg0 {decomposition = @square} : (tensor<2xf32>) -> tensor<2xf32>
func.func @composite_defaults(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.composite_call"(%arg0) {computation = @square, name = "my.square", version = 0 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// A computation returning a tuple: the composite's results are re-tupled for XLA's
// one tuple-shaped value.
// CHECK-LABEL: func.func private @sum_and_difference
func.func private @sum_and_difference(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "xla.sub"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @composite_tuple
// CHECK: %[[C:.*]]:2 = stablehlo.composite "my.sum_and_difference" %arg0, %arg1 {decomposition = @sum_and_difference, version = 1 : i32} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK: %[[T:.*]] = stablehlo.tuple %[[C]]#0, %[[C]]#1 : tuple<tensor<2xf32>, tensor<2xf32>>
// CHECK: %[[E:.*]] = stablehlo.get_tuple_element %[[T]][1] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
// CHECK: return %[[E]]
func.func @composite_tuple(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.composite_call"(%arg0, %arg1) {computation = @sum_and_difference, name = "my.sum_and_difference", version = 1 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
