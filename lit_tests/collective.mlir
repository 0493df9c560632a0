// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Collectives: replica groups become a GxS i64 tensor (all_reduce's unequal groups padded
// with -1); ops carrying the group size spell out an empty group as 0..size-1; reducer
// computations are inlined into the region; channel_id becomes a DEVICE_TO_DEVICE handle.

// NOXLA-NOT: xla.

func.func private @add_f32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @all_gather
// CHECK: "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<{{\[}}[0, 2], [1, 3]]> : tensor<2x2xi64>}> : (tensor<2x3xf32>) -> tensor<2x6xf32>
// CHECK: "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<{{\[}}[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x3xf32>) -> tensor<8x3xf32>
func.func @all_gather(%arg0: tensor<2x3xf32>) -> (tensor<2x6xf32>, tensor<8x3xf32>) {
  %0 = "xla.all_gather"(%arg0) {all_gather_dim = 1 : i64, shard_count = 2 : i64, replica_groups = [array<i64: 0, 2>, array<i64: 1, 3>]} : (tensor<2x3xf32>) -> tensor<2x6xf32>
  %1 = "xla.all_gather"(%arg0) {all_gather_dim = 0 : i64, shard_count = 4 : i64, channel_id = 5 : i64} : (tensor<2x3xf32>) -> tensor<8x3xf32>
  return %0, %1 : tensor<2x6xf32>, tensor<8x3xf32>
}

// CHECK-LABEL: func.func @all_reduce
// CHECK: %[[R:.*]] = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[}}[0, 1, 2], [3, -1, -1]]> : tensor<2x3xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// Two operands: one all_reduce with two results, re-tupled for XLA's tuple value.
// CHECK: %[[V:.*]]:2 = "stablehlo.all_reduce"(%arg0, %arg1) <{replica_groups = dense<> : tensor<0x0xi64>}>
// CHECK: }) : (tensor<4xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>)
// CHECK: stablehlo.tuple %[[V]]#0, %[[V]]#1 : tuple<tensor<4xf32>, tensor<2xf32>>
func.func @all_reduce(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %0 = "xla.all_reduce"(%arg0) {computation = @add_f32, replica_groups = [array<i64: 0, 1, 2>, array<i64: 3>]} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "xla.all_reduce"(%arg0, %arg1) {computation = @add_f32} : (tensor<4xf32>, tensor<2xf32>) -> tuple<tensor<4xf32>, tensor<2xf32>>
  %2 = "xla.get_tuple_element"(%1) {index = 1 : i64} : (tuple<tensor<4xf32>, tensor<2xf32>>) -> tensor<2xf32>
  return %0, %2 : tensor<4xf32>, tensor<2xf32>
}

// CrossReplicaSum: XLA's own sum region (`or` for pred).
// CHECK-LABEL: func.func @cross_replica_sum
// CHECK: "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<> : tensor<0x0xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>):
// CHECK-NEXT: stablehlo.add %[[A]], %[[B]] : tensor<i32>
// CHECK: "stablehlo.all_reduce"(%arg1)
// CHECK-NEXT: ^bb0(%[[P:.*]]: tensor<i1>, %[[Q:.*]]: tensor<i1>):
// CHECK-NEXT: stablehlo.or %[[P]], %[[Q]] : tensor<i1>
func.func @cross_replica_sum(%arg0: tensor<3xi32>, %arg1: tensor<3xi1>) -> (tensor<3xi32>, tensor<3xi1>) {
  %0 = "xla.cross_replica_sum"(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
  %1 = "xla.cross_replica_sum"(%arg1) : (tensor<3xi1>) -> tensor<3xi1>
  return %0, %1 : tensor<3xi32>, tensor<3xi1>
}

// The seed's AllToAll example: f32[4,16], split 1, concat 0, 4 cores -> f32[16,4].
// CHECK-LABEL: func.func @all_to_all
// CHECK: "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[}}[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<4x16xf32>) -> tensor<16x4xf32>
func.func @all_to_all(%arg0: tensor<4x16xf32>) -> tensor<16x4xf32> {
  %0 = "xla.all_to_all"(%arg0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// CHECK-LABEL: func.func @collective_permute
// CHECK: "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<{{\[}}[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>
func.func @collective_permute(%arg0: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %0 = "xla.collective_permute"(%arg0) {source_target_pairs = [array<i64: 0, 1>, array<i64: 1, 2>]} : (tensor<2x2xi64>) -> tensor<2x2xi64>
  return %0 : tensor<2x2xi64>
}

// CHECK-LABEL: func.func @reduce_scatter
// CHECK: "stablehlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[}}[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: stablehlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK: }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
// CHECK: stablehlo.replica_id : tensor<ui32>
func.func @reduce_scatter(%arg0: tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<ui32>) {
  %0 = "xla.reduce_scatter"(%arg0) {computation = @add_f32, scatter_dimension = 1 : i64, shard_count = 2 : i64} : (tensor<2x4xf32>) -> tensor<2x2xf32>
  %1 = "xla.replica_id"() : () -> tensor<ui32>
  return %0, %1 : tensor<2x2xf32>, tensor<ui32>
}
