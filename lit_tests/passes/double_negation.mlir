// RUN: %hlobridge-opt %s --load %S/../../examples/passes/double_negation.py -p fold-double-negation | filecheck %s

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.negate
// CHECK: %[[E:.*]] = stablehlo.exponential %arg0
// CHECK: return %[[E]]
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
  %2 = stablehlo.exponential %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// Three negations leave one.
// CHECK-LABEL: func.func @odd
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0
// CHECK-NEXT: return %[[N]]
func.func @odd(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.negate %x : tensor<4xi32>
  %1 = stablehlo.negate %0 : tensor<4xi32>
  %2 = stablehlo.negate %1 : tensor<4xi32>
  return %2 : tensor<4xi32>
}
