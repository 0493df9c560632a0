// Not a spec example: our own, from the spec's `reduce` with two inputs (values and their
// row numbers) and a body keeping the larger value, the smaller row on ties: an argmax
// along dimension 0, as IREE's e2e reduce.mlir tests it. Expected values: numpy's
// max(0) and argmax(0) (which takes the first of equal values).
func.func @reduce_variadic_argmax() {
  %values = stablehlo.constant dense<[[3, 9, 1], [7, 2, 8], [7, 5, 0], [1, 9, 4]]> : tensor<4x3xi32>
  %rows = stablehlo.iota dim = 0 : tensor<4x3xi32>
  %init_value = stablehlo.constant dense<-2147483648> : tensor<i32>
  %init_row = stablehlo.constant dense<0> : tensor<i32>
  %max, %argmax = stablehlo.reduce(%values init: %init_value), (%rows init: %init_row) across dimensions = [0]
      : (tensor<4x3xi32>, tensor<4x3xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
    reducer(%v0: tensor<i32>, %v1: tensor<i32>) (%r0: tensor<i32>, %r1: tensor<i32>) {
      %greater = stablehlo.compare GT, %v0, %v1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %equal = stablehlo.compare EQ, %v0, %v1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %v = stablehlo.select %greater, %v0, %v1 : tensor<i1>, tensor<i32>
      %smaller_row = stablehlo.minimum %r0, %r1 : tensor<i32>
      %r_by_value = stablehlo.select %greater, %r0, %r1 : tensor<i1>, tensor<i32>
      %r = stablehlo.select %equal, %smaller_row, %r_by_value : tensor<i1>, tensor<i32>
      stablehlo.return %v, %r : tensor<i32>, tensor<i32>
    }
  check.expect_eq_const %max, dense<[7, 9, 8]> : tensor<3xi32>
  check.expect_eq_const %argmax, dense<[1, 0, 1]> : tensor<3xi32>
  func.return
}
