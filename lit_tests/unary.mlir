// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// Unary element-wise ops: one StableHLO op each; erf has no StableHLO op and becomes chlo.erf.

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func @unary_chain
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[A:.*]] = stablehlo.abs %[[X]] : tensor<2x3xf32>
// CHECK: %[[N:.*]] = stablehlo.negate %[[A]] : tensor<2x3xf32>
// CHECK: %[[E:.*]] = chlo.erf %[[N]] : tensor<2x3xf32> -> tensor<2x3xf32>
// CHECK: %[[T:.*]] = stablehlo.tanh %[[E]] : tensor<2x3xf32>
// CHECK: %[[EX:.*]] = stablehlo.exponential %[[T]] : tensor<2x3xf32>
// CHECK: %[[L:.*]] = stablehlo.log_plus_one %[[EX]] : tensor<2x3xf32>
// CHECK: %[[R:.*]] = stablehlo.round_nearest_afz %[[L]] : tensor<2x3xf32>
// CHECK: %[[RS:.*]] = stablehlo.rsqrt %[[R]] : tensor<2x3xf32>
// CHECK: return %[[RS]] : tensor<2x3xf32>
func.func @unary_chain(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "xla.neg"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "xla.erf"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "xla.tanh"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = "xla.exp"(%3) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "xla.log1p"(%4) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = "xla.round"(%5) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = "xla.rsqrt"(%6) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %7 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @erf_f64
// CHECK: chlo.erf %{{.*}} : tensor<4xf64> -> tensor<4xf64>
func.func @erf_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "xla.erf"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// CHECK-LABEL: func.func @unary_int
// CHECK: %[[C:.*]] = stablehlo.count_leading_zeros %arg0 : tensor<3xi32>
// CHECK: %[[P:.*]] = stablehlo.popcnt %[[C]] : tensor<3xi32>
// CHECK: %[[NOT:.*]] = stablehlo.not %[[P]] : tensor<3xi32>
// CHECK: %[[S:.*]] = stablehlo.sign %[[NOT]] : tensor<3xi32>
// CHECK: return %[[S]]
func.func @unary_int(%arg0: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "xla.clz"(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
  %1 = "xla.popcnt"(%0) : (tensor<3xi32>) -> tensor<3xi32>
  %2 = "xla.not"(%1) : (tensor<3xi32>) -> tensor<3xi32>
  %3 = "xla.sign"(%2) : (tensor<3xi32>) -> tensor<3xi32>
  return %3 : tensor<3xi32>
}

// Abs, Real and Imag of a complex operand give its real element type.
// CHECK-LABEL: func.func @unary_complex
// CHECK: stablehlo.abs %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK: stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK: stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
func.func @unary_complex(%arg0: tensor<2xcomplex<f32>>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = "xla.abs"(%arg0) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %1 = "xla.real"(%arg0) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = "xla.imag"(%arg0) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @is_finite
// CHECK: stablehlo.is_finite %arg0 : (tensor<2xf32>) -> tensor<2xi1>
func.func @is_finite(%arg0: tensor<2xf32>) -> tensor<2xi1> {
  %0 = "xla.is_finite"(%arg0) : (tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
