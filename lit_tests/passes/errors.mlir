// RUN: not %hlobridge-opt %s -p no-such-pass 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not %hlobridge-opt %s -p 'canonicalize-broadcast-in-dim{sort-dims=maybe}' 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not %hlobridge-opt %s -p 'func.func(stablehlo-legalize-to-vhlo)' 2>&1 | filecheck %s --check-prefix=NESTING
// RUN: not %hlobridge-opt %S/../lit.cfg.py -p canonicalize 2>&1 | filecheck %s --check-prefix=MALFORMED
// Bad input: one line, exit 2 (`not` only checks for a failure).

// UNKNOWN: hlobridge opt: error: unknown pass 'no-such-pass' (neither a Python pass nor an MLIR pass of this jaxlib; see hlobridge opt --list-passes)
// UNKNOWN-EMPTY:
// OPTION: hlobridge opt: error: pass 'canonicalize-broadcast-in-dim': option 'sort-dims' expects bool, got 'maybe'
// NESTING: hlobridge opt: error: pass 'stablehlo-legalize-to-vhlo' only runs on builtin.module; it cannot be nested in func.func(...)
// MALFORMED: hlobridge opt: error: cannot parse MLIR text: line 1:1:
// MALFORMED-EMPTY:
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
