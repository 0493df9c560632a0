// RUN: %hlobridge-opt %s -p canonicalize-broadcast-in-dim | filecheck %s
// One function per rewrite of canonicalize-broadcast-in-dim (semantic tests of the same
// rewrites: tests/passes/test_passes_broadcast.py).

// CHECK-LABEL: func.func @identity
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 : tensor<2x3xf32>
// CHECK-NEXT: return %[[N]]
func.func @identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.negate %0 : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @compose
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: return %[[B]]
func.func @compose(%x: tensor<3xf32>) -> tensor<4x2x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}

// CHECK-LABEL: func.func @reshape
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<3xf32>) -> tensor<1x3x1xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape(%x: tensor<3xf32>) -> tensor<1x3x1xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>
}

// CHECK-LABEL: func.func @transpose
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[T]]
func.func @transpose(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// CHECK-LABEL: func.func @splat_constant
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[C]]
func.func @splat_constant(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c = stablehlo.constant dense<2.5> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %1 = stablehlo.multiply %x, %0 : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @zero_element
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<> : tensor<0x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @zero_element(%x: tensor<3xf32>) -> tensor<0x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// CHECK-LABEL: func.func @sort_dims
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[T]], dims = [0, 2] : (tensor<3x2xf32>) -> tensor<3x4x2xf32>
// CHECK-NEXT: return %[[B]]
func.func @sort_dims(%x: tensor<2x3xf32>) -> tensor<3x4x2xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

// CHECK-LABEL: func.func @hoist_elementwise
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %arg1 : tensor<3xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[A]] : tensor<3xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[N]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[B]]
func.func @hoist_elementwise(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.add %0, %1 : tensor<2x3xf32>
  %3 = stablehlo.negate %2 : tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// A broadcast that is also used elsewhere is not hoisted (it would stay: one more broadcast).
// CHECK-LABEL: func.func @no_hoist_shared
// CHECK: stablehlo.negate %{{.*}} : tensor<2x3xf32>
func.func @no_hoist_shared(%x: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.negate %0 : tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// CHECK-LABEL: func.func @select_not
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[B]], %arg2, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK-NEXT: return %[[S]]
func.func @select_not(%p: tensor<3xi1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %n = stablehlo.not %p : tensor<3xi1>
  %0 = stablehlo.broadcast_in_dim %n, dims = [1] : (tensor<3xi1>) -> tensor<2x3xi1>
  %1 = stablehlo.select %0, %a, %b : tensor<2x3xi1>, tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// Through a reshape that only adds size-1 dims (what [reshape] makes), then composed.
// CHECK-LABEL: func.func @compose_through_unit_reshape
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[B]]
func.func @compose_through_unit_reshape(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.reshape %x : (tensor<3xf32>) -> tensor<1x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// select(not p, a, b) without a broadcast is swapped as well.
// CHECK-LABEL: func.func @select_not_direct
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %arg0, %arg2, %arg1 : tensor<3xi1>, tensor<3xf32>
// CHECK-NEXT: return %[[S]]
func.func @select_not_direct(%p: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %n = stablehlo.not %p : tensor<3xi1>
  %0 = stablehlo.select %n, %a, %b : tensor<3xi1>, tensor<3xf32>
  return %0 : tensor<3xf32>
}
