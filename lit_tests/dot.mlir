// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Dot and DotGeneral -> stablehlo.dot_general.

// NOXLA-NOT: xla.

// Matrix-matrix: contract lhs's last with rhs's first dimension.
// CHECK-LABEL: func.func @dot_matmul
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
func.func @dot_matmul(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = "xla.dot"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @dot_vector_vector
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
func.func @dot_vector_vector(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<f32> {
  %0 = "xla.dot"(%arg0, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @dot_matrix_vector
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
func.func @dot_matrix_vector(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2xf32> {
  %0 = "xla.dot"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// Batched matmul: batch dimension 0 on both sides.
// CHECK-LABEL: func.func @dot_general_batch
// CHECK: stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32>
func.func @dot_general_batch(%arg0: tensor<5x2x3xf32>, %arg1: tensor<5x3x4xf32>) -> tensor<5x2x4xf32> {
  %0 = "xla.dot_general"(%arg0, %arg1) {dimension_numbers = {lhs_batch_dimensions = array<i64: 0>, lhs_contracting_dimensions = array<i64: 2>, rhs_batch_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 1>}} : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<5x2x4xf32>
  return %0 : tensor<5x2x4xf32>
}

// Batch dimensions that are not leading, two contracting dimensions, precision config.
// CHECK-LABEL: func.func @dot_general_mixed
// CHECK: stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [2], contracting_dims = [0, 3] x [1, 0], precision = [HIGHEST, DEFAULT] : (tensor<3x5x2x4xf32>, tensor<4x3x5x6xf32>) -> tensor<5x2x6xf32>
func.func @dot_general_mixed(%arg0: tensor<3x5x2x4xf32>, %arg1: tensor<4x3x5x6xf32>) -> tensor<5x2x6xf32> {
  %0 = "xla.dot_general"(%arg0, %arg1) {dimension_numbers = {lhs_batch_dimensions = array<i64: 1>, lhs_contracting_dimensions = array<i64: 0, 3>, rhs_batch_dimensions = array<i64: 2>, rhs_contracting_dimensions = array<i64: 1, 0>}, precision_config = ["HIGHEST", "DEFAULT"]} : (tensor<3x5x2x4xf32>, tensor<4x3x5x6xf32>) -> tensor<5x2x6xf32>
  return %0 : tensor<5x2x6xf32>
}

// preferred_element_type sets the result element type.
// CHECK-LABEL: func.func @dot_preferred_type
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
func.func @dot_preferred_type(%arg0: tensor<2x3xbf16>, %arg1: tensor<3x4xbf16>) -> tensor<2x4xf32> {
  %0 = "xla.dot"(%arg0, %arg1) {preferred_element_type = f32} : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
