// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Constants, tuples and get_tuple_element.

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func @constant
// CHECK: %[[C:.*]] = stablehlo.constant dense<{{\[\[}}0.000000e+00, 1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00, 5.000000e+00]]> : tensor<2x3xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %arg0, %[[C]] : tensor<2x3xf32>
// CHECK: return %[[M]]
func.func @constant(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.constant"() {value = dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00, 5.000000e+00]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %1 = "xla.mul"(%arg0, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @constants_of_other_types
// CHECK: stablehlo.constant dense<[1, -2, 3]> : tensor<3xi32>
// CHECK: stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK: stablehlo.constant dense<7> : tensor<ui8>
func.func @constants_of_other_types() -> (tensor<3xi32>, tensor<2xi1>, tensor<ui8>) {
  %0 = "xla.constant"() {value = dense<[1, -2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  %1 = "xla.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  %2 = "xla.constant"() {value = dense<7> : tensor<ui8>} : () -> tensor<ui8>
  return %0, %1, %2 : tensor<3xi32>, tensor<2xi1>, tensor<ui8>
}

// CHECK-LABEL: func.func @tuple_get_tuple_element
// CHECK: %[[T:.*]] = stablehlo.tuple %arg0, %arg1 : tuple<tensor<2xf32>, tensor<3xi32>>
// CHECK: %[[E:.*]] = stablehlo.get_tuple_element %[[T]][1] : (tuple<tensor<2xf32>, tensor<3xi32>>) -> tensor<3xi32>
// CHECK: return %[[E]] : tensor<3xi32>
func.func @tuple_get_tuple_element(%arg0: tensor<2xf32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "xla.tuple"(%arg0, %arg1) : (tensor<2xf32>, tensor<3xi32>) -> tuple<tensor<2xf32>, tensor<3xi32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2xf32>, tensor<3xi32>>) -> tensor<3xi32>
  return %1 : tensor<3xi32>
}

// Nested tuples.
// CHECK-LABEL: func.func @nested_tuple
// CHECK: %[[I:.*]] = stablehlo.tuple %arg0 : tuple<tensor<2xf32>>
// CHECK: %[[O:.*]] = stablehlo.tuple %[[I]], %arg0 : tuple<tuple<tensor<2xf32>>, tensor<2xf32>>
// CHECK: %[[G0:.*]] = stablehlo.get_tuple_element %[[O]][0] : (tuple<tuple<tensor<2xf32>>, tensor<2xf32>>) -> tuple<tensor<2xf32>>
// CHECK: %[[G1:.*]] = stablehlo.get_tuple_element %[[G0]][0] : (tuple<tensor<2xf32>>) -> tensor<2xf32>
// CHECK: return %[[G1]]
func.func @nested_tuple(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.tuple"(%arg0) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  %1 = "xla.tuple"(%0, %arg0) : (tuple<tensor<2xf32>>, tensor<2xf32>) -> tuple<tuple<tensor<2xf32>>, tensor<2xf32>>
  %2 = "xla.get_tuple_element"(%1) {index = 0 : i64} : (tuple<tuple<tensor<2xf32>>, tensor<2xf32>>) -> tuple<tensor<2xf32>>
  %3 = "xla.get_tuple_element"(%2) {index = 0 : i64} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  return %3 : tensor<2xf32>
}
