// From the spec's example for `all_gather` (../shared/reference/stablehlo-spec.md): two
// replicas, two operands, channel_id = 0, so the groups are cross_replica([[0, 1]]).
// interpreter.run_parallel: programs[replica][partition]; operands and results are each
// process's, in row-major process order.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_gather_spec_example {
  func.func @all_gather(%operand0: tensor<2x2xi64>, %operand1: tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>) {
    %result:2 = "stablehlo.all_gather"(%operand0, %operand1) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
    func.return %result#0, %result#1 : tensor<2x4xi64>, tensor<2x4xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %a1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %b0 = stablehlo.constant dense<[[11, 12], [13, 14]]> : tensor<2x2xi64>
    %b1 = stablehlo.constant dense<[[15, 16], [17, 18]]> : tensor<2x2xi64>
    %r:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1) {
      programs = [[@all_gather], [@all_gather]]
    } : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
        -> (tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>)
    check.expect_eq_const %r#0, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
    check.expect_eq_const %r#1, dense<[[11, 12, 15, 16], [13, 14, 17, 18]]> : tensor<2x4xi64>
    check.expect_eq_const %r#2, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
    check.expect_eq_const %r#3, dense<[[11, 12, 15, 16], [13, 14, 17, 18]]> : tensor<2x4xi64>
    func.return
  }
}

// -----
// 2 replicas x 2 partitions, channel_id = 1 and use_global_device_ids = false: the spec's
// cross_replica_and_partition([[0, 1]]) makes ONE group, partition-major:
// [(0,0), (1,0), (0,1), (1,1)]; every process gets the operands in that order.
// differs-on: cpu (XLA orders cross_replica_and_partition groups replica-major: (0,0), (0,1), (1,0), (1,1))
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_gather_cross_replica_and_partition {
  func.func @all_gather(%operand: tensor<1x2xi64>) -> tensor<4x2xi64> {
    %result = "stablehlo.all_gather"(%operand) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<1x2xi64>) -> tensor<4x2xi64>
    func.return %result : tensor<4x2xi64>
  }
  func.func @main() {
    %r0p0 = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
    %r0p1 = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
    %r1p0 = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
    %r1p1 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
    %r:4 = "interpreter.run_parallel"(%r0p0, %r0p1, %r1p0, %r1p1) {
      programs = [[@all_gather, @all_gather], [@all_gather, @all_gather]]
    } : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
        -> (tensor<4x2xi64>, tensor<4x2xi64>, tensor<4x2xi64>, tensor<4x2xi64>)
    check.expect_eq_const %r#0, dense<[[1, 2], [5, 6], [3, 4], [7, 8]]> : tensor<4x2xi64>
    check.expect_eq_const %r#1, dense<[[1, 2], [5, 6], [3, 4], [7, 8]]> : tensor<4x2xi64>
    check.expect_eq_const %r#2, dense<[[1, 2], [5, 6], [3, 4], [7, 8]]> : tensor<4x2xi64>
    check.expect_eq_const %r#3, dense<[[1, 2], [5, 6], [3, 4], [7, 8]]> : tensor<4x2xi64>
    func.return
  }
}

// -----
// 1 replica x 2 partitions, use_global_device_ids = true: flattened_ids([[1, 0]]), so
// the gathered order is partition 1's operand, then partition 0's.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_gather_flattened_ids {
  func.func @all_gather(%operand: tensor<2xi64>) -> tensor<4xi64> {
    %result = "stablehlo.all_gather"(%operand) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids
    } : (tensor<2xi64>) -> tensor<4xi64>
    func.return %result : tensor<4xi64>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %p1 = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%p0, %p1) {
      programs = [[@all_gather, @all_gather]]
    } : (tensor<2xi64>, tensor<2xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %r#0, dense<[3, 4, 1, 2]> : tensor<4xi64>
    check.expect_eq_const %r#1, dense<[3, 4, 1, 2]> : tensor<4xi64>
    func.return
  }
}
