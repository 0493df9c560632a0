// From the spec's example for `collective_permute` (../shared/reference/stablehlo-spec.md):
// three replicas, 0 -> 1 -> 2; replica 0 receives nothing and its result is zeros.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @collective_permute_spec_example {
  func.func @collective_permute(%operand: tensor<2x2xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.collective_permute"(%operand) {
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x2xi64>) -> tensor<2x2xi64>
    func.return %result : tensor<2x2xi64>
  }
  func.func @main() {
    %o0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %o1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %o2 = stablehlo.constant dense<[[9, 10], [11, 12]]> : tensor<2x2xi64>
    %r:3 = "interpreter.run_parallel"(%o0, %o1, %o2) {
      programs = [[@collective_permute], [@collective_permute], [@collective_permute]]
    } : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %r#0, dense<0> : tensor<2x2xi64>
    check.expect_eq_const %r#1, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    check.expect_eq_const %r#2, dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    func.return
  }
}

// -----
// 2 replicas x 2 partitions, channel_id = 1: cross_partition([[0, 1], [1, 0]]), the two
// partitions of each replica swap their operands.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @collective_permute_cross_partition {
  func.func @collective_permute(%operand: tensor<2xi64>) -> tensor<2xi64> {
    %result = "stablehlo.collective_permute"(%operand) {
      source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>,
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
      programs = [[@collective_permute, @collective_permute], [@collective_permute, @collective_permute]]
    } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
        -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %r#0, dense<[3, 4]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi64>
    check.expect_eq_const %r#2, dense<[7, 8]> : tensor<2xi64>
    check.expect_eq_const %r#3, dense<[5, 6]> : tensor<2xi64>
    func.return
  }
}
