// From the spec's example for `replica_id` (../shared/reference/stablehlo-spec.md), on
// 2 replicas x 2 partitions: each process returns its replica id.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @replica_id_spec_example {
  func.func @replica_id() -> tensor<ui32> {
    %result = "stablehlo.replica_id"() : () -> tensor<ui32>
    func.return %result : tensor<ui32>
  }
  func.func @main() {
    %r:4 = "interpreter.run_parallel"() {
      programs = [[@replica_id, @replica_id], [@replica_id, @replica_id]]
    } : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<0> : tensor<ui32>
    check.expect_eq_const %r#2, dense<1> : tensor<ui32>
    check.expect_eq_const %r#3, dense<1> : tensor<ui32>
    func.return
  }
}

// -----
// Three replicas, one partition.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @replica_id_three_replicas {
  func.func @replica_id() -> tensor<ui32> {
    %result = "stablehlo.replica_id"() : () -> tensor<ui32>
    func.return %result : tensor<ui32>
  }
  func.func @main() {
    %r:3 = "interpreter.run_parallel"() {
      programs = [[@replica_id], [@replica_id], [@replica_id]]
    } : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<1> : tensor<ui32>
    check.expect_eq_const %r#2, dense<2> : tensor<ui32>
    func.return
  }
}
