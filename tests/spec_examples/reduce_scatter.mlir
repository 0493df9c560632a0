// From the spec's example for `reduce_scatter` (../shared/reference/stablehlo-spec.md):
// two replicas, cross_replica([[0, 1]]), the sum split along dimension 1.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @reduce_scatter_spec_example {
  func.func @reduce_scatter(%operand: tensor<2x4xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.reduce_scatter"(%operand) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      scatter_dimension = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x4xi64>) -> tensor<2x2xi64>
    func.return %result : tensor<2x2xi64>
  }
  func.func @main() {
    %o0 = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %o1 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %r:2 = "interpreter.run_parallel"(%o0, %o1) {
      programs = [[@reduce_scatter], [@reduce_scatter]]
    } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %r#0, dense<[[10, 12], [18, 20]]> : tensor<2x2xi64>
    check.expect_eq_const %r#1, dense<[[14, 16], [22, 24]]> : tensor<2x2xi64>
    func.return
  }
}

// -----
// 2 replicas x 2 partitions, channel_id = 1, use_global_device_ids: flattened_ids
// ([[3, 2, 1, 0]]): the sum [6, 60, 600, 6000] of the four processes is split in four, the
// k-th part going to the k-th process of the group: (1,1), (1,0), (0,1), (0,0).
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @reduce_scatter_flattened_ids {
  func.func @reduce_scatter(%operand: tensor<4xi64>) -> tensor<1xi64> {
    %result = "stablehlo.reduce_scatter"(%operand) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
        stablehlo.return %0 : tensor<i64>
    }) {
      scatter_dimension = 0 : i64,
      replica_groups = dense<[[3, 2, 1, 0]]> : tensor<1x4xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids
    } : (tensor<4xi64>) -> tensor<1xi64>
    func.return %result : tensor<1xi64>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[0, 0, 0, 0]> : tensor<4xi64>
    %p1 = stablehlo.constant dense<[1, 10, 100, 1000]> : tensor<4xi64>
    %p2 = stablehlo.constant dense<[2, 20, 200, 2000]> : tensor<4xi64>
    %p3 = stablehlo.constant dense<[3, 30, 300, 3000]> : tensor<4xi64>
    %r:4 = "interpreter.run_parallel"(%p0, %p1, %p2, %p3) {
      programs = [[@reduce_scatter, @reduce_scatter], [@reduce_scatter, @reduce_scatter]]
    } : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
        -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
    check.expect_eq_const %r#0, dense<[6000]> : tensor<1xi64>
    check.expect_eq_const %r#1, dense<[600]> : tensor<1xi64>
    check.expect_eq_const %r#2, dense<[60]> : tensor<1xi64>
    check.expect_eq_const %r#3, dense<[6]> : tensor<1xi64>
    func.return
  }
}
