// From the spec's example for `collective_broadcast` (../shared/reference/stablehlo-spec.md):
// four replicas, one group [2, 1] whose source is its first process, replica 2; replicas
// 0 and 3 are in no group and get zeros. (The spec's operand type lacks a '<'.)
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
// unsupported-on: cpu (XLA:CPU has no collective-broadcast kernel)
module @collective_broadcast_spec_example {
  func.func @collective_broadcast(%operand: tensor<1x2xi64>) -> tensor<1x2xi64> {
    %result = "stablehlo.collective_broadcast"(%operand) {
      replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<1x2xi64>) -> tensor<1x2xi64>
    func.return %result : tensor<1x2xi64>
  }
  func.func @main() {
    %o0 = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
    %o1 = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
    %o2 = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
    %o3 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
    %r:4 = "interpreter.run_parallel"(%o0, %o1, %o2, %o3) {
      programs = [[@collective_broadcast], [@collective_broadcast], [@collective_broadcast],
                  [@collective_broadcast]]
    } : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
        -> (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
    check.expect_eq_const %r#0, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %r#1, dense<[[5, 6]]> : tensor<1x2xi64>
    check.expect_eq_const %r#2, dense<[[5, 6]]> : tensor<1x2xi64>
    check.expect_eq_const %r#3, dense<[[0, 0]]> : tensor<1x2xi64>
    func.return
  }
}

// -----
// 2 replicas x 2 partitions, channel_id = 1: cross_partition([[1, 0]]); in each replica
// partition 1 is the source.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
// unsupported-on: cpu (XLA:CPU has no collective-broadcast kernel)
module @collective_broadcast_cross_partition {
  func.func @collective_broadcast(%operand: tensor<2xi64>) -> tensor<2xi64> {
    %result = "stablehlo.collective_broadcast"(%operand) {
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
    } : (tensor<2xi64>) -> tensor<2xi64>
    func.return %result : tensor<2xi64>
  }
  func.func @main() {
    %r0p0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r0p1 = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
    %r1p0 = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
    %r1p1 = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
    %r:4 = "interpreter.run_parallel"(%r0p0, %r0p1, %r1p0, %r1p1) {
      programs = [[@collective_broadcast, @collective_broadcast], [@collective_broadcast, @collective_broadcast]]
    } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
        -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %r#0, dense<[3, 4]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<[3, 4]> : tensor<2xi64>
    check.expect_eq_const %r#2, dense<[7, 8]> : tensor<2xi64>
    check.expect_eq_const %r#3, dense<[7, 8]> : tensor<2xi64>
    func.return
  }
}
