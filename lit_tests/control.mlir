// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Control flow: called computations become regions; XLA's one tuple-shaped loop value
// becomes the flat operands of stablehlo.while, re-tupled inside the regions.

// NOXLA-NOT: xla.

func.func private @cond(%arg0: tuple<tensor<i32>, tensor<4xf32>>) -> tensor<i1> {
  %0 = "xla.get_tuple_element"(%arg0) {index = 0 : i64} : (tuple<tensor<i32>, tensor<4xf32>>) -> tensor<i32>
  %1 = "xla.constant"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %2 = "xla.compare_lt"(%0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %2 : tensor<i1>
}

func.func private @body(%arg0: tuple<tensor<i32>, tensor<4xf32>>) -> (tensor<i32>, tensor<4xf32>) {
  %0 = "xla.get_tuple_element"(%arg0) {index = 0 : i64} : (tuple<tensor<i32>, tensor<4xf32>>) -> tensor<i32>
  %1 = "xla.get_tuple_element"(%arg0) {index = 1 : i64} : (tuple<tensor<i32>, tensor<4xf32>>) -> tensor<4xf32>
  %2 = "xla.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %3 = "xla.add"(%0, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %4 = "xla.add"(%1, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %3, %4 : tensor<i32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @while_tuple
// CHECK: %[[W:.*]]:2 = stablehlo.while(%[[I:.*]] = %arg0, %[[V:.*]] = %arg1) : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[T:.*]] = stablehlo.tuple %[[I]], %[[V]] : tuple<tensor<i32>, tensor<4xf32>>
// CHECK-NEXT: %[[G:.*]] = stablehlo.get_tuple_element %[[T]][0]
// CHECK: stablehlo.compare LT, %[[G]], %{{.*}}, SIGNED
// CHECK: } do {
// CHECK-NEXT: %[[T2:.*]] = stablehlo.tuple %[[I]], %[[V]]
// CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<i32>, tensor<4xf32>
// CHECK: stablehlo.tuple %[[W]]#0, %[[W]]#1 : tuple<tensor<i32>, tensor<4xf32>>
func.func @while_tuple(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "xla.tuple"(%arg0, %arg1) : (tensor<i32>, tensor<4xf32>) -> tuple<tensor<i32>, tensor<4xf32>>
  %1 = "xla.while"(%0) {condition = @cond, body = @body} : (tuple<tensor<i32>, tensor<4xf32>>) -> tuple<tensor<i32>, tensor<4xf32>>
  %2 = "xla.get_tuple_element"(%1) {index = 1 : i64} : (tuple<tensor<i32>, tensor<4xf32>>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func private @double(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "xla.add"(%arg0, %arg0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func private @negate(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "xla.neg"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// A pred selects stablehlo.if (true: the first computation); the branch parameter reads
// the branch operand from above.
// CHECK-LABEL: func.func @conditional_pred
// CHECK: %[[R:.*]] = "stablehlo.if"(%arg0) ({
// CHECK-NEXT: %[[D:.*]] = stablehlo.add %arg1, %arg1 : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[D]] : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg2 : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[N]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<f32>
func.func @conditional_pred(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
  %0 = "xla.conditional"(%arg0, %arg1, %arg2) {branch_computations = [@double, @negate]} : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// An s32 index selects stablehlo.case (out of range: the last branch, as in XLA).
// CHECK-LABEL: func.func @conditional_index
// CHECK: "stablehlo.case"(%arg0) ({
// CHECK: stablehlo.add %arg1, %arg1
// CHECK: }, {
// CHECK: stablehlo.negate %arg1
// CHECK: }, {
// CHECK: stablehlo.add %arg1, %arg1
// CHECK: }) : (tensor<i32>) -> tensor<f32>
func.func @conditional_index(%arg0: tensor<i32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.conditional"(%arg0, %arg1, %arg1, %arg1) {branch_computations = [@double, @negate, @double]} : (tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func private @mul_add(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.mul"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = "xla.add"(%0, %arg0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// CHECK-LABEL: func.func @map
// CHECK: "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0, 1>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[M]], %[[A]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<f32>
func.func @map(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.map"(%arg0, %arg1) {computation = @mul_add} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func private @keys_less(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
  %0 = "xla.compare_lt"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// dimension -1 is the last dimension; two operands: results re-tupled.
// CHECK-LABEL: func.func @sort_pairs
// CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT: %[[C:.*]] = stablehlo.compare LT, %[[A]], %[[B]], FLOAT
// CHECK-NEXT: stablehlo.return %[[C]] : tensor<i1>
// CHECK: stablehlo.tuple %[[S]]#0, %[[S]]#1
func.func @sort_pairs(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xi32>) -> tensor<2x5xi32> {
  %0 = "xla.sort"(%arg0, %arg1) {comparator = @keys_less, is_stable = true} : (tensor<2x5xf32>, tensor<2x5xi32>) -> tuple<tensor<2x5xf32>, tensor<2x5xi32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2x5xf32>, tensor<2x5xi32>>) -> tensor<2x5xi32>
  return %1 : tensor<2x5xi32>
}

// TopK: a stable sort of (operand, iota) by a total-order GT, then the first k.
// CHECK-LABEL: func.func @top_k
// CHECK: %[[I:.*]] = stablehlo.iota dim = 1 : tensor<2x5xi32>
// CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %[[I]]) <{dimension = 1 : i64, is_stable = true}>
// CHECK: stablehlo.compare GT, %{{.*}}, %{{.*}}, TOTALORDER
// CHECK: %[[V:.*]] = stablehlo.slice %[[S]]#0 [0:2, 0:3]
// CHECK: %[[K:.*]] = stablehlo.slice %[[S]]#1 [0:2, 0:3]
// CHECK: stablehlo.tuple %[[V]], %[[K]] : tuple<tensor<2x3xf32>, tensor<2x3xi32>>
func.func @top_k(%arg0: tensor<2x5xf32>) -> tensor<2x3xi32> {
  %0 = "xla.top_k"(%arg0) {k = 3 : i64} : (tensor<2x5xf32>) -> tuple<tensor<2x3xf32>, tensor<2x3xi32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2x3xf32>, tensor<2x3xi32>>) -> tensor<2x3xi32>
  return %1 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @barrier
// CHECK: %[[B:.*]]:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<2xf32>, tensor<i32>
func.func @barrier(%arg0: tensor<2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
  %0 = "xla.tuple"(%arg0, %arg1) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<2xf32>, tensor<i32>>
  %1 = "xla.optimization_barrier"(%0) : (tuple<tensor<2xf32>, tensor<i32>>) -> tuple<tensor<2xf32>, tensor<i32>>
  %2 = "xla.get_tuple_element"(%1) {index = 0 : i64} : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32>
  return %2 : tensor<2xf32>
}
