// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Indexing ops: dimension numbers become StableHLO's attributes (batching dims included),
// a rank-1 start-index array becomes one scalar per dimension, and SetDimensionSize to
// the static bound is the identity.

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func @gather_batching
// CHECK: "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
func.func @gather_batching(%arg0: tensor<2x3x4x2xi32>, %arg1: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %0 = "xla.gather"(%arg0, %arg1) {dimension_numbers = {offset_dims = array<i64: 3, 4>, collapsed_slice_dims = array<i64: 1>, start_index_map = array<i64: 2, 1>, index_vector_dim = 3 : i64, operand_batching_dims = array<i64: 0>, start_indices_batching_dims = array<i64: 1>}, slice_sizes = array<i64: 1, 1, 2, 2>} : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
}

func.func private @add_i32(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @scatter_add
// CHECK: "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<i32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<i32>
func.func @scatter_add(%arg0: tensor<5x3xi32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2x3xi32>) -> tensor<5x3xi32> {
  %0 = "xla.scatter"(%arg0, %arg1, %arg2) {update_computation = @add_i32, dimension_numbers = {update_window_dims = array<i64: 1>, inserted_window_dims = array<i64: 0>, scatter_dims_to_operand_dims = array<i64: 0>, index_vector_dim = 1 : i64, input_batching_dims = array<i64>, scatter_indices_batching_dims = array<i64>}, unique_indices = true} : (tensor<5x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<5x3xi32>
  return %0 : tensor<5x3xi32>
}

// CHECK-LABEL: func.func @dynamic_slice_vector_index
// CHECK: %[[P0:.*]] = stablehlo.slice %arg1 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK-NEXT: %[[I0:.*]] = stablehlo.reshape %[[P0]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %[[P1:.*]] = stablehlo.slice %arg1 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK-NEXT: %[[I1:.*]] = stablehlo.reshape %[[P1]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: stablehlo.dynamic_slice %arg0, %[[I0]], %[[I1]], sizes = [2, 2] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
func.func @dynamic_slice_vector_index(%arg0: tensor<4x3xf32>, %arg1: tensor<2xi32>) -> tensor<2x2xf32> {
  %0 = "xla.dynamic_slice"(%arg0, %arg1) {size_indices = array<i64: 2, 2>} : (tensor<4x3xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @dynamic_update_slice_scalars
// CHECK: stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x3xf32>, tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
func.func @dynamic_update_slice_scalars(%arg0: tensor<4x3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<4x3xf32> {
  %0 = "xla.dynamic_update_slice"(%arg0, %arg1, %arg2, %arg3) : (tensor<4x3xf32>, tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// CHECK-LABEL: func.func @dimension_sizes
// CHECK: %[[N:.*]] = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<4x3xf32>) -> tensor<i32>
// CHECK: return %arg0, %[[N]] : tensor<4x3xf32>, tensor<i32>
func.func @dimension_sizes(%arg0: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<i32>) {
  %0 = "xla.constant"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %1 = "xla.set_dimension_size"(%arg0, %0) {dimension = 0 : i64} : (tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
  %2 = "xla.get_dimension_size"(%1) {dimension = 1 : i64} : (tensor<4x3xf32>) -> tensor<i32>
  return %1, %2 : tensor<4x3xf32>, tensor<i32>
}
