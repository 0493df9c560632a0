// From the spec's example for `all_to_all` (../shared/reference/stablehlo-spec.md): two
// replicas, two operands, cross_replica([[0, 1]]).
// (XLA would run two operands as its tuple all-to-all, which ignores the dimensions:
// bridge.runtime gives it one all_to_all per operand, see bridge/runtime/rewrite.py.)
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_to_all_spec_example {
  func.func @all_to_all(%operand1: tensor<2x4xi64>, %operand2: tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>) {
    %result:2 = "stablehlo.all_to_all"(%operand1, %operand2) {
      split_dimension = 1 : i64,
      concat_dimension = 0 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    func.return %result#0, %result#1 : tensor<4x2xi64>, tensor<4x2xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %a1 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %b0 = stablehlo.constant dense<[[17, 18, 19, 20], [21, 22, 23, 24]]> : tensor<2x4xi64>
    %b1 = stablehlo.constant dense<[[25, 26, 27, 28], [29, 30, 31, 32]]> : tensor<2x4xi64>
    %r:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1) {
      programs = [[@all_to_all], [@all_to_all]]
    } : (tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>)
        -> (tensor<4x2xi64>, tensor<4x2xi64>, tensor<4x2xi64>, tensor<4x2xi64>)
    check.expect_eq_const %r#0, dense<[[1, 2], [5, 6], [9, 10], [13, 14]]> : tensor<4x2xi64>
    check.expect_eq_const %r#1, dense<[[17, 18], [21, 22], [25, 26], [29, 30]]> : tensor<4x2xi64>
    check.expect_eq_const %r#2, dense<[[3, 4], [7, 8], [11, 12], [15, 16]]> : tensor<4x2xi64>
    check.expect_eq_const %r#3, dense<[[19, 20], [23, 24], [27, 28], [31, 32]]> : tensor<4x2xi64>
    func.return
  }
}

// -----
// 2 replicas x 2 partitions, channel_id = 1: cross_partition([[0, 1]]), the two
// partitions of each replica exchange halves (replica 1's values are replica 0's + 100).
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_to_all_cross_partition {
  func.func @all_to_all(%operand: tensor<1x4xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.all_to_all"(%operand) {
      split_dimension = 1 : i64,
      concat_dimension = 0 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<1x4xi64>) -> tensor<2x2xi64>
    func.return %result : tensor<2x2xi64>
  }
  func.func @main() {
    %r0p0 = stablehlo.constant dense<[[1, 2, 3, 4]]> : tensor<1x4xi64>
    %r0p1 = stablehlo.constant dense<[[5, 6, 7, 8]]> : tensor<1x4xi64>
    %r1p0 = stablehlo.constant dense<[[101, 102, 103, 104]]> : tensor<1x4xi64>
    %r1p1 = stablehlo.constant dense<[[105, 106, 107, 108]]> : tensor<1x4xi64>
    %r:4 = "interpreter.run_parallel"(%r0p0, %r0p1, %r1p0, %r1p1) {
      programs = [[@all_to_all, @all_to_all], [@all_to_all, @all_to_all]]
    } : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>, tensor<1x4xi64>)
        -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %r#0, dense<[[1, 2], [5, 6]]> : tensor<2x2xi64>
    check.expect_eq_const %r#1, dense<[[3, 4], [7, 8]]> : tensor<2x2xi64>
    check.expect_eq_const %r#2, dense<[[101, 102], [105, 106]]> : tensor<2x2xi64>
    check.expect_eq_const %r#3, dense<[[103, 104], [107, 108]]> : tensor<2x2xi64>
    func.return
  }
}

// -----
// Two operands across 2 partitions (channel_id = 2): each operand is exchanged on its own,
// as in the spec's example but cross_partition([[0, 1]]).
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_to_all_variadic_cross_partition {
  func.func @all_to_all(%x: tensor<2xi64>, %y: tensor<2xf32>) -> (tensor<2xi64>, tensor<2xf32>) {
    %result:2 = "stablehlo.all_to_all"(%x, %y) {
      split_dimension = 0 : i64,
      concat_dimension = 0 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
    } : (tensor<2xi64>, tensor<2xf32>) -> (tensor<2xi64>, tensor<2xf32>)
    func.return %result#0, %result#1 : tensor<2xi64>, tensor<2xf32>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %y0 = stablehlo.constant dense<[0.5, 1.5]> : tensor<2xf32>
    %x1 = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
    %y1 = stablehlo.constant dense<[2.5, 3.5]> : tensor<2xf32>
    %r:4 = "interpreter.run_parallel"(%x0, %y0, %x1, %y1) {
      programs = [[@all_to_all, @all_to_all]]
    } : (tensor<2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<2xf32>)
        -> (tensor<2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[1, 3]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<[0.5, 2.5]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[2, 4]> : tensor<2xi64>
    check.expect_eq_const %r#3, dense<[1.5, 3.5]> : tensor<2xf32>
    func.return
  }
}
