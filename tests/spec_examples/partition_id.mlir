// From the spec's example for `partition_id` (../shared/reference/stablehlo-spec.md), on
// 2 replicas x 2 partitions: each process returns its partition id.
// unsupported-on: interpreter (jaxlib's eval_module runs one process, no run_parallel)
module @partition_id_spec_example {
  func.func @partition_id() -> tensor<ui32> {
    %result = "stablehlo.partition_id"() : () -> tensor<ui32>
    func.return %result : tensor<ui32>
  }
  func.func @main() {
    %r:4 = "interpreter.run_parallel"() {
      programs = [[@partition_id, @partition_id], [@partition_id, @partition_id]]
    } : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<1> : tensor<ui32>
    check.expect_eq_const %r#2, dense<0> : tensor<ui32>
    check.expect_eq_const %r#3, dense<1> : tensor<ui32>
    func.return
  }
}
