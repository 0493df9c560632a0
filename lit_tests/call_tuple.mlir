// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Call of a computation that returns a tuple (what XlaBuilder makes for a tuple root):
// func.call has one result per element, re-tupled for XLA's one tuple-shaped value.
//

// NOXLA-NOT: xla.

func.func private @sum_and_difference(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "xla.sub"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @call_tuple
// CHECK: %[[C:.*]]:2 = call @sum_and_difference(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK: %[[T:.*]] = stablehlo.tuple %[[C]]#0, %[[C]]#1 : tuple<tensor<2xf32>, tensor<2xf32>>
// CHECK: %[[A:.*]] = stablehlo.get_tuple_element %[[T]][0] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
// CHECK: %[[B:.*]] = stablehlo.get_tuple_element %[[T]][1] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<2xf32>
// CHECK: return %[[M]]
func.func @call_tuple(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.call"(%arg0, %arg1) {computation = @sum_and_difference} : (tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  %1 = "xla.get_tuple_element"(%0) {index = 0 : i64} : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  %2 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  %3 = "xla.mul"(%1, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %3 : tensor<2xf32>
}
