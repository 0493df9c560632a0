// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Conv*, ReduceWindow, SelectAndScatter: one StableHLO op each. "SAME" / "VALID" become
// explicit (low, high) pairs (XLA's MakePadding), Conv's default dimension numbers are
// the seed's [b, f, spatial] x [o, i, spatial], called computations become regions.

// NOXLA-NOT: xla.

func.func private @max_f32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.max"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func private @ge_f32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
  %0 = "xla.compare_ge"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func private @add_f32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// SAME, stride 2 on 5x5 with a 3x3 window: output ceil(5/2) = 3, padding (1, 1).
// CHECK-LABEL: func.func @conv_same
// CHECK: %[[C:.*]] = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = {{\[}}[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
// CHECK: return %[[C]]
func.func @conv_same(%arg0: tensor<1x3x5x5xf32>, %arg1: tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %0 = "xla.conv"(%arg0, %arg1) {padding = "SAME", window_strides = array<i64: 2, 2>} : (tensor<1x3x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %0 : tensor<1x4x3x3xf32>
}

// An even window pads one more on the high side (4 - 1 = 3 -> (1, 2)); VALID pads nothing.
// CHECK-LABEL: func.func @conv_same_even_and_valid
// CHECK: stablehlo.convolution(%arg0, %arg1) {{.*}} window = {stride = [1], pad = {{\[}}[1, 2]], lhs_dilate = [1], rhs_dilate = [1]} {{.*}} -> tensor<2x5x7xf32>
// CHECK: stablehlo.convolution(%arg0, %arg1) {{.*}} window = {stride = [1], pad = {{\[}}[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {{.*}} -> tensor<2x5x4xf32>
func.func @conv_same_even_and_valid(%arg0: tensor<2x3x7xf32>, %arg1: tensor<5x3x4xf32>) -> (tensor<2x5x7xf32>, tensor<2x5x4xf32>) {
  %0 = "xla.conv"(%arg0, %arg1) {padding = "SAME", window_strides = array<i64: 1>} : (tensor<2x3x7xf32>, tensor<5x3x4xf32>) -> tensor<2x5x7xf32>
  %1 = "xla.conv"(%arg0, %arg1) {padding = "VALID", window_strides = array<i64: 1>} : (tensor<2x3x7xf32>, tensor<5x3x4xf32>) -> tensor<2x5x4xf32>
  return %0, %1 : tensor<2x5x7xf32>, tensor<2x5x4xf32>
}

// CHECK-LABEL: func.func @conv_general_padding
// CHECK: stablehlo.convolution(%arg0, %arg1) {{.*}} window = {stride = [1, 1], pad = {{\[}}[1, -1], [0, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x5xf32>
func.func @conv_general_padding(%arg0: tensor<1x3x5x5xf32>, %arg1: tensor<4x3x3x3xf32>) -> tensor<1x4x3x5xf32> {
  %0 = "xla.conv_with_general_padding"(%arg0, %arg1) {padding = [array<i64: 1, -1>, array<i64: 0, 2>], window_strides = array<i64: 1, 1>} : (tensor<1x3x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x5xf32>
  return %0 : tensor<1x4x3x5xf32>
}

// NHWC x HWIO with rhs dilation, feature groups and a precision config.
// CHECK-LABEL: func.func @conv_general_dilated
// CHECK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = {{\[}}[1, 1], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x4xf32>, tensor<3x3x2x8xf32>) -> tensor<2x4x2x8xf32>
func.func @conv_general_dilated(%arg0: tensor<2x6x6x4xf32>, %arg1: tensor<3x3x2x8xf32>) -> tensor<2x4x2x8xf32> {
  %0 = "xla.conv_general_dilated"(%arg0, %arg1) {dimension_numbers = {input_batch_dimension = 0 : i64, input_feature_dimension = 3 : i64, input_spatial_dimensions = array<i64: 1, 2>, kernel_input_feature_dimension = 2 : i64, kernel_output_feature_dimension = 3 : i64, kernel_spatial_dimensions = array<i64: 0, 1>, output_batch_dimension = 0 : i64, output_feature_dimension = 3 : i64, output_spatial_dimensions = array<i64: 1, 2>}, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = [array<i64: 1, 1>, array<i64: 0, 0>], precision_config = ["HIGHEST", "DEFAULT"], rhs_dilation = array<i64: 2, 1>, window_strides = array<i64: 1, 2>} : (tensor<2x6x6x4xf32>, tensor<3x3x2x8xf32>) -> tensor<2x4x2x8xf32>
  return %0 : tensor<2x4x2x8xf32>
}

// The seed's SAME example: window 3, stride 2 on 5 elements pads (1, 1).
// CHECK-LABEL: func.func @reduce_window_same
// CHECK: %[[R:.*]] = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1>, padding = dense<1> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[M]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>
func.func @reduce_window_same(%arg0: tensor<5xf32>, %arg1: tensor<f32>) -> tensor<3xf32> {
  %0 = "xla.reduce_window"(%arg0, %arg1) {computation = @max_f32, padding = "SAME", window_dimensions = array<i64: 3>, window_strides = array<i64: 2>} : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// Variadic: XLA's tuple result is the reduce_window's results, re-tupled; dilations pass through.
// CHECK-LABEL: func.func @reduce_window_variadic
// CHECK: %[[R:.*]]:2 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg2) <{base_dilations = array<i64: 2, 1>, padding = dense<{{\[}}[0, 0], [1, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}>
// CHECK: stablehlo.tuple %[[R]]#0, %[[R]]#1 : tuple<tensor<6x3xf32>, tensor<6x3xf32>>
func.func @reduce_window_variadic(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<f32>) -> tensor<6x3xf32> {
  %0 = "xla.reduce_window"(%arg0, %arg1, %arg2, %arg2) {base_dilations = array<i64: 2, 1>, computation = @pair_max, padding = [array<i64: 0, 0>, array<i64: 1, 0>], window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>, tensor<f32>) -> tuple<tensor<6x3xf32>, tensor<6x3xf32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<6x3xf32>, tensor<6x3xf32>>) -> tensor<6x3xf32>
  return %1 : tensor<6x3xf32>
}

func.func private @pair_max(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = "xla.max"(%arg0, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = "xla.max"(%arg1, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}

// Two computations, two regions: select first, scatter second.
// CHECK-LABEL: func.func @select_and_scatter
// CHECK: "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 3>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[G:.*]] = stablehlo.compare GE, %[[A]], %[[B]], FLOAT
// CHECK-NEXT: stablehlo.return %[[G]] : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[C:.*]]: tensor<f32>, %[[D:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[C]], %[[D]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x6xf32>
func.func @select_and_scatter(%arg0: tensor<4x6xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
  %0 = "xla.select_and_scatter"(%arg0, %arg1, %arg2) {padding = "VALID", scatter = @add_f32, select = @ge_f32, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 3>} : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
