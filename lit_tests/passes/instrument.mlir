// RUN: %hlobridge-opt %s -p 'canonicalize-broadcast-in-dim,canonicalize,func.func(cse)' --print-ir-after-change --statistics --timing 2>&1 >/dev/null | filecheck %s
// RUN: %hlobridge-opt %s -p 'canonicalize-broadcast-in-dim,canonicalize' --print-ir-diff --print-ir-before=canonicalize 2>&1 >/dev/null | filecheck %s --check-prefix=DIFF
// IR dumps, timing and statistics go to stderr, for Python and C++ passes alike.

// Only the pass that changed the IR is printed.
// CHECK: // -----// IR Dump After canonicalize-broadcast-in-dim //----- //
// CHECK-NOT: broadcast_in_dim
// CHECK-NOT: IR Dump After canonicalize //
// CHECK: // ----- Pass timing (wall clock, probes excluded) -----
// CHECK: canonicalize-broadcast-in-dim  [python]
// CHECK-NEXT: canonicalize  [mlir]
// CHECK-NEXT: func.func(cse)  [mlir]
// CHECK-NEXT: 100.0  total
// CHECK: // ----- Pass statistics -----
// CHECK-NEXT: canonicalize-broadcast-in-dim  [python]  ops 5 -> 4
// CHECK-NEXT:   identity: 1
// CHECK-NEXT:   transpose: 1
// CHECK-NEXT: canonicalize  [mlir]  ops 4 -> 4

// DIFF: // -----// IR Diff canonicalize-broadcast-in-dim //----- //
// DIFF-NEXT: --- before canonicalize-broadcast-in-dim
// DIFF-NEXT: +++ after canonicalize-broadcast-in-dim
// DIFF: -    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
// DIFF: +    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// DIFF: // -----// IR Dump Before canonicalize //----- //
// DIFF-NOT: IR Diff canonicalize //
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.negate %0 : tensor<2x3xf32>
  return %2, %1 : tensor<2x3xf32>, tensor<3x2xf32>
}
