// RUN: %hlobridge-opt %s --load %S/../../examples/passes/fold_add_zero.py --load %S/../../examples/passes/mul_pow2.py --load %S/../../examples/passes/dot_to_mul_reduce.py -p 'fold-add-zero,strength-reduce-mul,dot-to-mul-reduce,canonicalize-broadcast-in-dim' | filecheck %s
// The three worked example passes of examples/passes/ in one pipeline.

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 3] : (tensor<2x3x4xf32>) -> tensor<2x3x5x4xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<2x4x5xf32>) -> tensor<2x5x4xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[T]], dims = [0, 2, 3] : (tensor<2x5x4xf32>) -> tensor<2x3x5x4xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<2x3x5x4xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reduce(%[[M]] init: %[[Z]]) applies stablehlo.add across dimensions = [3]
// CHECK-NEXT: %[[K:.*]] = stablehlo.constant dense<3> : tensor<4xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.shift_left %arg2, %[[K]] : tensor<4xi32>
// CHECK-NEXT: return %[[R]], %[[S]], %arg3
func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %i: tensor<4xi32>, %x: tensor<3xf32>) -> (tensor<2x3x5xf32>, tensor<4xi32>, tensor<3xf32>) {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %c8 = stablehlo.constant dense<8> : tensor<4xi32>
  %1 = stablehlo.multiply %i, %c8 : tensor<4xi32>
  %z = stablehlo.constant dense<-0.0> : tensor<3xf32>
  %2 = stablehlo.add %z, %x : tensor<3xf32>
  return %0, %1, %2 : tensor<2x3x5xf32>, tensor<4xi32>, tensor<3xf32>
}
