// RUN: %hlobridge-opt %s -p decompose-composites | filecheck %s
// RUN: %hlobridge-opt %s -p stablehlo-legalize-composite-to-call,inline-calls | filecheck %s
// RUN: %hlobridge-opt %s -p 'decompose-composites{except=my.sq}' | filecheck %s --check-prefix=KEEP
// The second RUN is the cross-check: MLIR's composite-to-call plus our inliner give the same IR.

// Decompositions nothing refers to any more are dropped.
// CHECK-NOT: func.func private @sq(
// CHECK-NOT: func.func private @sq_plus
// KEEP: func.func private @sq(
// KEEP-NOT: func.func private @sq_plus
func.func private @sq(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @sq_plus(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.composite "my.sq" %a {decomposition = @sq} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.add %0, %a : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// Nested composites: the inlined body's own composite is inlined too.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg0
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[M]], %arg0
// CHECK-NEXT: return %[[A]]
// KEEP-LABEL: func.func @nested
// KEEP-NEXT: %[[C:.*]] = stablehlo.composite "my.sq" %arg0 {decomposition = @sq}
// KEEP-NEXT: %[[A:.*]] = stablehlo.add %[[C]], %arg0
func.func @nested(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.composite "my.sq_plus" %a {composite_attributes = {k = 1 : i64}, decomposition = @sq_plus, version = 2 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func private @pick(%a: tensor<2xf32>, %p: tensor<i1>) -> tensor<2xf32> {
  %c = tensor.extract %p[] : tensor<i1>
  cf.cond_br %c, ^neg, ^same
^neg:
  %n = stablehlo.negate %a : tensor<2xf32>
  return %n : tensor<2xf32>
^same:
  return %a : tensor<2xf32>
}

// A multi-block body splits the caller's block: returns branch to the continuation.
// CHECK-LABEL: func.func @multi_block
// CHECK-NEXT: %[[E:.*]] = tensor.extract %arg1[]
// CHECK-NEXT: cf.cond_br %[[E]], ^[[NEG:bb[0-9]+]], ^[[SAME:bb[0-9]+]]
// CHECK: ^[[NEG]]:
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0
// CHECK-NEXT: cf.br ^[[CONT:bb[0-9]+]](%[[N]] : tensor<2xf32>)
// CHECK: ^[[SAME]]:
// CHECK-NEXT: cf.br ^[[CONT]](%arg0 : tensor<2xf32>)
// CHECK: ^[[CONT]](%[[R:.*]]: tensor<2xf32>):
// CHECK-NEXT: %[[ABS:.*]] = stablehlo.abs %[[R]]
// CHECK-NEXT: return %[[ABS]]
func.func @multi_block(%a: tensor<2xf32>, %p: tensor<i1>) -> tensor<2xf32> {
  %0 = stablehlo.composite "my.pick" %a, %p {decomposition = @pick} : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
  %1 = stablehlo.abs %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
