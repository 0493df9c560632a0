// RUN: %hlobridge-opt %s -p decompose-composites --verify-each | filecheck %s
// xla.composite_call is decomposed too; a tuple-typed result becomes an xla.tuple.

// CHECK-NOT: @sum_and_difference
func.func private @sum_and_difference(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "xla.sub"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[A:.*]] = "xla.add"(%arg0, %arg1)
// CHECK-NEXT: %[[S:.*]] = "xla.sub"(%arg0, %arg1)
// CHECK-NEXT: %[[T:.*]] = "xla.tuple"(%[[A]], %[[S]]) : (tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
// CHECK-NEXT: %[[G:.*]] = "xla.get_tuple_element"(%[[T]]) {index = 1 : i64}
// CHECK-NEXT: return %[[G]]
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.composite_call"(%a, %b) {computation = @sum_and_difference, name = "my.sd", version = 1 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
