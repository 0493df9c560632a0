"""decompose-composites and inline-calls: results on PJRT, structure, and the cross-check
against MLIR's stablehlo-legalize-composite-to-call followed by our inliner."""
import numpy as np
import pytest
from passes_helpers import cpu, op_names, run

import passes
from dialect_defs.verify import verify_xla

NESTED = """func.func private @sq(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @sq_plus(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.composite "my.sq" %a {decomposition = @sq} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.add %0, %a : tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.composite "my.sq_plus" %a {composite_attributes = {k = 1 : i64}, decomposition = @sq_plus, version = 2 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.composite "my.sq" %0 {decomposition = @sq} : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}"""
A = np.array([1.0, -2.0], np.float32)
EXPECTED = ((A * A + A) ** 2).astype(np.float32)   # sq(sq_plus(a)) = (a*a + a)^2: [4, 4]


def test_nested_composites_are_inlined_and_decompositions_dropped():
    out = run(NESTED, "decompose-composites", verify_semantics=True, reproducer=False)
    assert op_names(out, "func.") == ["func.return", "func.func"]   # only @main is left (post-order walk)
    assert op_names(out, "stablehlo.") == ["stablehlo.multiply", "stablehlo.add", "stablehlo.multiply"]
    np.testing.assert_array_equal(cpu(out, [A])[0], EXPECTED)


def test_except_keeps_named_composites_and_their_decompositions():
    out = run(NESTED, "decompose-composites{except=my.sq}")
    text = str(out)
    assert text.count('stablehlo.composite "my.sq"') == 2   # one in @main, one inlined from @sq_plus
    assert "@sq_plus" not in text and "func.func private @sq(" in text
    np.testing.assert_array_equal(cpu(out, [A])[0], EXPECTED)


@pytest.mark.parametrize("keep", ["", "my.sq", "my.sq_plus", "my.sq,my.sq_plus"])
def test_same_as_legalize_composite_to_call_plus_our_inliner(keep):
    ours = run(NESTED, f"decompose-composites{{except={keep}}}")
    theirs = run(NESTED, f"stablehlo-legalize-composite-to-call{{except={keep}}},inline-calls")
    assert str(ours) == str(theirs)


XLA_TUPLE = """func.func private @sum_and_difference(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "xla.add"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "xla.sub"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "xla.composite_call"(%a, %b) {computation = @sum_and_difference, name = "my.sd", version = 1 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  %1 = "xla.get_tuple_element"(%0) {index = 1 : i64} : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}"""


def test_xla_composite_call_with_a_tuple_result():
    out = run(XLA_TUPLE, "decompose-composites")
    assert op_names(out, "xla.") == ["xla.add", "xla.sub", "xla.tuple", "xla.get_tuple_element"]
    verify_xla(out)
    b = np.array([0.5, 4.0], np.float32)
    np.testing.assert_array_equal(cpu(out, [A, b])[0], A - b)


def test_inline_calls_inlines_func_call_and_xla_call():
    text = XLA_TUPLE.replace('"xla.composite_call"', '"xla.call"').replace(', name = "my.sd", version = 1 : i64', "")
    out = run(text, "inline-calls")
    assert op_names(out, "xla.") == ["xla.add", "xla.sub", "xla.tuple", "xla.get_tuple_element"]
    assert "@sum_and_difference" not in str(out)


MULTI = """func.func private @pick(%a: tensor<2xf32>, %p: tensor<i1>) -> tensor<2xf32> {
  %c = tensor.extract %p[] : tensor<i1>
  cf.cond_br %c, ^neg, ^same
^neg:
  %n = stablehlo.negate %a : tensor<2xf32>
  return %n : tensor<2xf32>
^same:
  return %a : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>, %p: tensor<i1>) -> tensor<2xf32> {
  %0 = stablehlo.composite "my.pick" %a, %p {decomposition = @pick} : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
  %1 = stablehlo.abs %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}"""

# Derived by hand: the caller's block is split; each return becomes a branch to the
# continuation block, whose argument replaces the composite's result.
MULTI_EXPECTED = """module {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<i1>) -> tensor<2xf32> {
    %extracted = tensor.extract %arg1[] : tensor<i1>
    cf.cond_br %extracted, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = stablehlo.negate %arg0 : tensor<2xf32>
    cf.br ^bb3(%0 : tensor<2xf32>)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3(%arg0 : tensor<2xf32>)
  ^bb3(%1: tensor<2xf32>):  // 2 preds: ^bb1, ^bb2
    %2 = stablehlo.abs %1 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
}
"""


def test_multi_block_decomposition_splits_the_caller_block():
    # PJRT and the reference run single-block functions only: the structure is the check.
    out = run(MULTI, "decompose-composites")
    assert str(out) == MULTI_EXPECTED
    assert out.operation.verify()
    assert str(run(MULTI, "stablehlo-legalize-composite-to-call,inline-calls")) == MULTI_EXPECTED


def test_multi_block_body_cannot_go_into_a_single_block_region():
    text = MULTI.replace("""  %0 = stablehlo.composite "my.pick" %a, %p {decomposition = @pick} : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
  %1 = stablehlo.abs %0 : tensor<2xf32>""", """  %c0 = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %c0) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %t = stablehlo.constant dense<true> : tensor<i1>
    %s = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %q = stablehlo.composite "my.pick" %s, %t {decomposition = @pick} : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
    stablehlo.return %y : tensor<f32>
  }
  %1 = stablehlo.abs %a : tensor<2xf32>""")
    with pytest.raises(passes.PassFailure, match="cannot inline the multi-block body of @pick into a region of "
                                                 "'stablehlo.reduce'"):
        run(text, "decompose-composites")


RECURSIVE = """func.func private @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @g(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @g(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call CALLEE(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @f(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}"""


@pytest.mark.parametrize("callee, cycle", [("@f", "@f calls itself through @g"), ("@g", "@g calls itself")])
def test_recursion_is_refused_before_inlining(callee, cycle):
    """A recursive body inlined round after round doubled each round: `inline-calls` hung
    (found on a jax program whose private @_where called itself)."""
    with pytest.raises(passes.PassFailure, match=f"{cycle}: recursion cannot be inlined"):
        run(RECURSIVE.replace("CALLEE", callee), "inline-calls")


def test_a_calls_frontend_attributes_go_on_to_the_inlined_ops():
    """XLA's importer writes `call @c(...) {mhlo.frontend_attributes = {xla_cpu_small_call = "true"}}`:
    inlining gave each op of @c's body (not ops nested in their regions) the call's keys, an
    op's own value winning; before, the attributes went with the call."""
    text = """func.func private @c(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %a {mhlo.frontend_attributes = {k = "own"}} : tensor<2xf32>
  %1 = stablehlo.abs %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @c(%a) {mhlo.frontend_attributes = {k = "call", small = "true"}} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}"""
    out = str(run(text, "inline-calls"))
    assert "func.call" not in out
    assert 'stablehlo.negate %arg0 {mhlo.frontend_attributes = {k = "own", small = "true"}}' in out
    assert 'stablehlo.abs %0 {mhlo.frontend_attributes = {k = "call", small = "true"}}' in out
