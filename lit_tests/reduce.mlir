// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Reduce: the reducer computation (a symbol) is inlined into stablehlo.reduce's region,
// and its xla ops are lowered there too.

// NOXLA-NOT: xla.

func.func private @add_f32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func private @sum_of_squares(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.mul"(%arg1, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = "xla.add"(%arg0, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

func.func private @argmax(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %0 = "xla.compare_ge"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %1 = "xla.select"(%0, %arg0, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  %2 = "xla.select"(%0, %arg1, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %1, %2 : tensor<f32>, tensor<i32>
}

// A one-op reducer prints in StableHLO's compact form.
// CHECK-LABEL: func.func @reduce_sum
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[R:.*]] = stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK: return %[[R]] : tensor<2xf32>
func.func @reduce_sum(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  %0 = "xla.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
  %1 = "xla.reduce"(%arg0, %0) {computation = @add_f32, dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// CHECK-LABEL: func.func @reduce_region
// CHECK: %[[R:.*]] = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: reducer(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[B]], %[[B]] : tensor<f32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[M]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<f32>
// CHECK: return %[[R]] : tensor<f32>
func.func @reduce_region(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.reduce"(%arg0, %arg1) {computation = @sum_of_squares, dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// Variadic reduce: XLA's tuple result becomes the reduce's results, re-tupled.
// CHECK-LABEL: func.func @reduce_variadic
// CHECK: %[[R:.*]]:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
// CHECK-NEXT: reducer(%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>) (%[[I:.*]]: tensor<i32>, %[[J:.*]]: tensor<i32>)
// CHECK-NEXT: %[[G:.*]] = stablehlo.compare GE, %[[X]], %[[Y]], FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: %[[V:.*]] = stablehlo.select %[[G]], %[[X]], %[[Y]] : tensor<i1>, tensor<f32>
// CHECK-NEXT: %[[K:.*]] = stablehlo.select %[[G]], %[[I]], %[[J]] : tensor<i1>, tensor<i32>
// CHECK-NEXT: stablehlo.return %[[V]], %[[K]] : tensor<f32>, tensor<i32>
// CHECK: %[[T:.*]] = stablehlo.tuple %[[R]]#0, %[[R]]#1 : tuple<tensor<2xf32>, tensor<2xi32>>
// CHECK: stablehlo.get_tuple_element %[[T]][1] : (tuple<tensor<2xf32>, tensor<2xi32>>) -> tensor<2xi32>
func.func @reduce_variadic(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> tensor<2xi32> {
  %0 = "xla.reduce"(%arg0, %arg1, %arg2, %arg3) {computation = @argmax, dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> tuple<tensor<2xf32>, tensor<2xi32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2xf32>, tensor<2xi32>>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
