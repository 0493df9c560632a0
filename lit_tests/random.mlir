// RUN: %hlobridge-opt %s -p legalize-xla-to-stablehlo > %t
// RUN: filecheck %s < %t
// RUN: filecheck %s --check-prefix=NOXLA < %t
// RngUniform / RngNormal -> stablehlo.rng with the result shape as a constant operand;
// RngBitGenerator -> stablehlo.rng_bit_generator, its (state, bits) results re-tupled.

// NOXLA-NOT: xla.

// CHECK-LABEL: func.func @rng
// CHECK: %[[S:.*]] = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
// CHECK: stablehlo.rng %arg0, %arg1, %[[S]], distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK: %[[S2:.*]] = stablehlo.constant dense<7> : tensor<1xi64>
// CHECK: stablehlo.rng %arg0, %arg1, %[[S2]], distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<7xf32>
func.func @rng(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<3x4xf32>, tensor<7xf32>) {
  %0 = "xla.rng_uniform"(%arg0, %arg1) {shape = "f32[3,4]"} : (tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
  %1 = "xla.rng_normal"(%arg0, %arg1) {shape = "f32[7]"} : (tensor<f32>, tensor<f32>) -> tensor<7xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<7xf32>
}

// CHECK-LABEL: func.func @bits
// CHECK: %[[O:.*]], %[[B:.*]] = stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
// CHECK: %[[T:.*]] = stablehlo.tuple %[[O]], %[[B]] : tuple<tensor<2xui64>, tensor<2x2xui64>>
// CHECK: stablehlo.get_tuple_element %[[T]][1]
// CHECK: stablehlo.rng_bit_generator %arg1, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xui32>)
func.func @bits(%arg0: tensor<2xui64>, %arg1: tensor<3xui64>) -> (tensor<2x2xui64>, tuple<tensor<3xui64>, tensor<5xui32>>) {
  %0 = "xla.rng_bit_generator"(%arg0) {algorithm = "THREE_FRY", shape = "u64[2,2]"} : (tensor<2xui64>) -> tuple<tensor<2xui64>, tensor<2x2xui64>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2xui64>, tensor<2x2xui64>>) -> tensor<2x2xui64>
  %2 = "xla.rng_bit_generator"(%arg1) {algorithm = "PHILOX", shape = "f32[5]"} : (tensor<3xui64>) -> tuple<tensor<3xui64>, tensor<5xui32>>
  return %1, %2 : tensor<2x2xui64>, tuple<tensor<3xui64>, tensor<5xui32>>
}
