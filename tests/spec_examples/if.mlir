// From the spec's example for `if` (../shared/reference/stablehlo-spec.md).
func.func @if_spec_example() {
  %result_true_branch = stablehlo.constant dense<10> : tensor<i32>
  %result_false_branch = stablehlo.constant dense<11> : tensor<i32>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %result = "stablehlo.if"(%pred) ({
    "stablehlo.return"(%result_true_branch) : (tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%result_false_branch) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  check.expect_eq_const %result, dense<10> : tensor<i32>
  func.return
}
