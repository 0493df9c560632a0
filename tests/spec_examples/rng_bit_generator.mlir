// From the spec's example for `rng_bit_generator` (../shared/reference/stablehlo-spec.md).
// The spec leaves THREE_FRY's variant to the implementation; its example's numbers are
// XLA's, which PJRT cpu and the reference (bit-exact with XLA's expansion) both give.
// unsupported-on: interpreter (jaxlib's eval_module aborts on rng_bit_generator)
func.func @rng_bit_generator_spec_example() {
  %initial_state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  check.expect_eq_const %output_state, dense<[1, 6]> : tensor<2xui64>
  check.expect_eq_const %output, dense<[[9236835810183407956, 16087790271692313299],
                                        [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>
  func.return
}
