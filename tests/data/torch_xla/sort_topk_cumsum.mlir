module @IrToHlo.114 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x6xf32>, %arg1: tensor<7xi64>) -> (tensor<3x6xf32>, tensor<3x6xi64>, tensor<3x3xf32>, tensor<3x3xi64>, tensor<3xi64>, tensor<6xi64>, tensor<7xi64>, tensor<3x6xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<6xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %15 = stablehlo.compare  GT, %arg2, %arg3,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
    %3 = stablehlo.convert %2#1 : (tensor<3x6xi32>) -> tensor<3x6xi64>
    %4 = stablehlo.slice %2#0 [0:3, 0:3] : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.slice %2#1 [0:3, 0:3] : (tensor<3x6xi32>) -> tensor<3x3xi32>
    %6 = stablehlo.convert %5 : (tensor<3x3xi32>) -> tensor<3x3xi64>
    %7:2 = stablehlo.reduce(%arg0 init: %cst_2), (%1 init: %c_1) across dimensions = [1] : (tensor<3x6xf32>, tensor<3x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %15 = stablehlo.compare  GE, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.select %15, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %17 = stablehlo.compare  EQ, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = stablehlo.minimum %arg3, %arg5 : tensor<i32>
      %19 = stablehlo.select %15, %arg3, %arg5 : tensor<i1>, tensor<i32>
      %20 = stablehlo.select %17, %18, %19 : tensor<i1>, tensor<i32>
      stablehlo.return %16, %20 : tensor<f32>, tensor<i32>
    }
    %8 = stablehlo.convert %7#1 : (tensor<3xi32>) -> tensor<3xi64>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xi32>) -> tensor<3x6xi32>
    %11:2 = stablehlo.reduce(%arg0 init: %cst_0), (%10 init: %c_1) across dimensions = [0] : (tensor<3x6xf32>, tensor<3x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %15 = stablehlo.compare  LE, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.select %15, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %17 = stablehlo.compare  EQ, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = stablehlo.minimum %arg3, %arg5 : tensor<i32>
      %19 = stablehlo.select %15, %arg3, %arg5 : tensor<i1>, tensor<i32>
      %20 = stablehlo.select %17, %18, %19 : tensor<i1>, tensor<i32>
      stablehlo.return %16, %20 : tensor<f32>, tensor<i32>
    }
    %12 = stablehlo.convert %11#1 : (tensor<6xi32>) -> tensor<6xi64>
    %13 = "stablehlo.reduce_window"(%arg1, %c) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %15 = stablehlo.add %arg2, %arg3 : tensor<i64>
      stablehlo.return %15 : tensor<i64>
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    %14 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %2#0, %3, %4, %6, %8, %12, %13, %14 : tensor<3x6xf32>, tensor<3x6xi64>, tensor<3x3xf32>, tensor<3x3xi64>, tensor<3xi64>, tensor<6xi64>, tensor<7xi64>, tensor<3x6xf32>
  }
}
