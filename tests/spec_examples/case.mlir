// From the spec's example for `case` (../shared/reference/stablehlo-spec.md): an index
// out of range (-1) selects the last branch.
func.func @case_spec_example() {
  %index = stablehlo.constant dense<-1> : tensor<i32>
  %result_branch0 = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %result_branch1 = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %result0, %result1 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%result_branch0, %result_branch0) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }, {
    "stablehlo.return"(%result_branch1, %result_branch1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %result0, dense<[1, 1]> : tensor<2xi64>
  check.expect_eq_const %result1, dense<[1, 1]> : tensor<2xi64>
  func.return
}
