// RUN: %hlobridge-opt %s -p decompose-composites --verify-each --split-input-file --verify-diagnostics
// Errors a pass reports on purpose (passes.PassError), the xla verifier's and the parser's,
// checked against expected-error annotations, one '// -----' part at a time.

func.func private @rec(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{@rec calls itself: recursion cannot be inlined}}
  %0 = stablehlo.composite "my.rec" %a {decomposition = @rec} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @bad_xla(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{has xla ops that do not verify: xla.add: result type f32[3,3] does not match the inferred f32[2,3]}}
  %0 = "xla.add"(%a, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %a : tensor<2x3xf32>
}

// -----

func.func @fine(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

func.func @parse_error(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %b : tensor<2xf32>
}
