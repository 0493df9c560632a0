// From the spec's example for `all_reduce` (../shared/reference/stablehlo-spec.md): two
// replicas, cross_replica([[0, 1]]). The spec passes %operand0 twice, yet its %result1
// is the sum of %operand1 (9 + 13 = 22 ...): the two operands are used here.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_reduce_spec_example {
  func.func @all_reduce(%operand0: tensor<4xi64>, %operand1: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
    %result:2 = "stablehlo.all_reduce"(%operand0, %operand1) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    func.return %result#0, %result#1 : tensor<4xi64>, tensor<4xi64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    %a1 = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
    %b0 = stablehlo.constant dense<[9, 10, 11, 12]> : tensor<4xi64>
    %b1 = stablehlo.constant dense<[13, 14, 15, 16]> : tensor<4xi64>
    %r:4 = "interpreter.run_parallel"(%a0, %b0, %a1, %b1) {
      programs = [[@all_reduce], [@all_reduce]]
    } : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
        -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %r#0, dense<[6, 8, 10, 12]> : tensor<4xi64>
    check.expect_eq_const %r#1, dense<[22, 24, 26, 28]> : tensor<4xi64>
    check.expect_eq_const %r#2, dense<[6, 8, 10, 12]> : tensor<4xi64>
    check.expect_eq_const %r#3, dense<[22, 24, 26, 28]> : tensor<4xi64>
    func.return
  }
}

// -----
// 2 replicas x 2 partitions, use_global_device_ids: flattened_ids([[0, 1], [2, 3]]), the
// processes (0,0)+(0,1) and (1,0)+(1,1) sum.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @all_reduce_flattened_ids {
  func.func @all_reduce(%operand: tensor<2xf32>) -> tensor<2xf32> {
    %result = "stablehlo.all_reduce"(%operand) ({
      ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
        %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
        stablehlo.return %0 : tensor<f32>
    }) {
      replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids
    } : (tensor<2xf32>) -> tensor<2xf32>
    func.return %result : tensor<2xf32>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[1.0, 10.0]> : tensor<2xf32>
    %p1 = stablehlo.constant dense<[2.0, 20.0]> : tensor<2xf32>
    %p2 = stablehlo.constant dense<[3.0, 30.0]> : tensor<2xf32>
    %p3 = stablehlo.constant dense<[4.0, 40.0]> : tensor<2xf32>
    %r:4 = "interpreter.run_parallel"(%p0, %p1, %p2, %p3) {
      programs = [[@all_reduce, @all_reduce], [@all_reduce, @all_reduce]]
    } : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
        -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[3.0, 30.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[3.0, 30.0]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[7.0, 70.0]> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<[7.0, 70.0]> : tensor<2xf32>
    func.return
  }
}
