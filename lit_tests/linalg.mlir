// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Cholesky, TriangularSolve, Fft, ReducePrecision, BatchNorm*: one StableHLO op each
// (PJRT CPU expands batch_norm_* itself); tuple results are re-tupled.

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func @cholesky
// CHECK: %[[L:.*]] = stablehlo.cholesky %arg0, lower = true : tensor<2x3x3xf32>
// CHECK: %[[U:.*]] = stablehlo.cholesky %arg0 : tensor<2x3x3xf32>
func.func @cholesky(%arg0: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xf32>) {
  %0 = "xla.cholesky"(%arg0) {lower = true} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  %1 = "xla.cholesky"(%arg0) {lower = false} : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0, %1 : tensor<2x3x3xf32>, tensor<2x3x3xf32>
}

// CHECK-LABEL: func.func @triangular_solve
// CHECK: "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
func.func @triangular_solve(%arg0: tensor<3x3xcomplex<f32>>, %arg1: tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
  %0 = "xla.triangular_solve"(%arg0, %arg1) {left_side = false, lower = true, transpose_a = "ADJOINT", unit_diagonal = true} : (tensor<3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}

// RFFT halves the innermost dimension (16 // 2 + 1 = 9); IRFFT restores fft_length.
// CHECK-LABEL: func.func @fft
// CHECK: %[[F:.*]] = stablehlo.fft %arg0, type = RFFT, length = [4, 16] : (tensor<2x4x16xf32>) -> tensor<2x4x9xcomplex<f32>>
// CHECK: %[[I:.*]] = stablehlo.fft %[[F]], type = IRFFT, length = [4, 16] : (tensor<2x4x9xcomplex<f32>>) -> tensor<2x4x16xf32>
// CHECK: stablehlo.fft %[[F]], type = FFT, length = [2, 4, 9] : (tensor<2x4x9xcomplex<f32>>) -> tensor<2x4x9xcomplex<f32>>
func.func @fft(%arg0: tensor<2x4x16xf32>) -> (tensor<2x4x16xf32>, tensor<2x4x9xcomplex<f32>>) {
  %0 = "xla.fft"(%arg0) {fft_length = array<i64: 4, 16>, fft_type = "RFFT"} : (tensor<2x4x16xf32>) -> tensor<2x4x9xcomplex<f32>>
  %1 = "xla.fft"(%0) {fft_length = array<i64: 4, 16>, fft_type = "IRFFT"} : (tensor<2x4x9xcomplex<f32>>) -> tensor<2x4x16xf32>
  %2 = "xla.fft"(%0) {fft_length = array<i64: 2, 4, 9>, fft_type = "FFT"} : (tensor<2x4x9xcomplex<f32>>) -> tensor<2x4x9xcomplex<f32>>
  return %1, %2 : tensor<2x4x16xf32>, tensor<2x4x9xcomplex<f32>>
}

// CHECK-LABEL: func.func @reduce_precision
// CHECK: stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>
func.func @reduce_precision(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "xla.reduce_precision"(%arg0) {exponent_bits = 5 : i64, mantissa_bits = 10 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @batch_norm
// CHECK: %[[T:.*]], %[[M:.*]], %[[V:.*]] = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[TT:.*]] = stablehlo.tuple %[[T]], %[[M]], %[[V]] : tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>
// CHECK: "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, {{.*}}) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
// CHECK: "stablehlo.batch_norm_grad"(%arg0, %arg1, {{.*}}) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
func.func @batch_norm(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<2x3x4xf32>, tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>) {
  %0 = "xla.batch_norm_training"(%arg0, %arg1, %arg2) {epsilon = 1.000000e-03 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>) -> tensor<3xf32>
  %2 = "xla.get_tuple_element"(%0) {index = 2 : i64} : (tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>) -> tensor<3xf32>
  %3 = "xla.batch_norm_inference"(%arg0, %arg1, %arg2, %1, %2) {epsilon = 1.000000e-03 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  %4 = "xla.batch_norm_grad"(%arg0, %arg1, %1, %2, %3) {epsilon = 1.000000e-03 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>
  return %3, %4 : tensor<2x3x4xf32>, tuple<tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>>
}
