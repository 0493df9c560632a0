module {
  func.func @main(%arg0: tensor<3x6xf32>, %arg1: tensor<7xi64>) -> (tensor<3x6xf32>, tensor<3x6xi64>, tensor<3x3xf32>, tensor<3x3xi64>, tensor<3xi64>, tensor<6xi64>, tensor<7xi64>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.iota dim = 1 : tensor<3x6xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i64>, %arg5: tensor<i64>):
      %9 = stablehlo.compare GT, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi64>) -> (tensor<3x6xf32>, tensor<3x6xi64>)
    %2 = stablehlo.slice %1#0 [0:3, 0:3] : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.slice %1#1 [0:3, 0:3] : (tensor<3x6xi64>) -> tensor<3x3xi64>
    %4 = stablehlo.iota dim = 1 : tensor<3x6xi64>
    %5:2 = stablehlo.reduce(%arg0 init: %cst), (%4 init: %c) across dimensions = [1] : (tensor<3x6xf32>, tensor<3x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i64>, %arg5: tensor<i64>)  {
      %9 = stablehlo.compare GE, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare EQ, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.minimum %arg3, %arg5 : tensor<i64>
      %13 = stablehlo.select %9, %arg3, %arg5 : tensor<i1>, tensor<i64>
      %14 = stablehlo.select %11, %12, %13 : tensor<i1>, tensor<i64>
      stablehlo.return %10, %14 : tensor<f32>, tensor<i64>
    }
    %6 = stablehlo.iota dim = 0 : tensor<3x6xi64>
    %7:2 = stablehlo.reduce(%arg0 init: %cst_0), (%6 init: %c) across dimensions = [0] : (tensor<3x6xf32>, tensor<3x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<6xf32>, tensor<6xi64>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i64>, %arg5: tensor<i64>)  {
      %9 = stablehlo.compare LE, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare EQ, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.minimum %arg3, %arg5 : tensor<i64>
      %13 = stablehlo.select %9, %arg3, %arg5 : tensor<i1>, tensor<i64>
      %14 = stablehlo.select %11, %12, %13 : tensor<i1>, tensor<i64>
      stablehlo.return %10, %14 : tensor<f32>, tensor<i64>
    }
    %8 = "stablehlo.reduce_window"(%arg1, %c) <{padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %9 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %9 : tensor<i64>
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    return %1#0, %1#1, %2, %3, %5#1, %7#1, %8 : tensor<3x6xf32>, tensor<3x6xi64>, tensor<3x3xf32>, tensor<3x3xi64>, tensor<3xi64>, tensor<6xi64>, tensor<7xi64>
  }
}
