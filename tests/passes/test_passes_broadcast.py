"""canonicalize-broadcast-in-dim: each rewrite on its own (structure, numbers, --verify-semantics),
the options, and 500 random chains against the MHLO oracle and PJRT."""
import numpy as np
import pytest
from broadcast_chains import chains_module
from jaxlib.mlir import ir
from passes_helpers import broadcast_dims, cpu, op_names, parse, run

import bridge

PASS = "canonicalize-broadcast-in-dim"
ORACLE = "stablehlo-legalize-to-hlo,canonicalize,hlo-legalize-to-stablehlo"
RNG = np.random.default_rng(7)
X23 = RNG.standard_normal((2, 3)).astype(np.float32)
X3 = RNG.standard_normal(3).astype(np.float32)
X33 = RNG.standard_normal((3, 3)).astype(np.float32)
Y3 = RNG.standard_normal(3).astype(np.float32)
P3 = np.array([True, False, True])


def main(params: str, results: str, body: str) -> str:
    return f"func.func @main({params}) -> {results} {{\n{body}\n}}"


# name: (module, inputs, ops expected after the pass, numpy result from the inputs)
CASES = {
    "identity": (main("%x: tensor<2x3xf32>", "tensor<2x3xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.negate %0 : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>"""), [X23], ["stablehlo.negate"], lambda x: -x),
    # same type but dims [1, 0]: a transpose, not the identity (sizes 3 and 3)
    "transpose-same-type": (main("%x: tensor<3x3xf32>", "tensor<3x3xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>"""), [X33], ["stablehlo.transpose"], lambda x: x.T),
    "compose": (main("%x: tensor<3xf32>", "tensor<4x2x3xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>"""), [X3], ["stablehlo.broadcast_in_dim"], lambda x: np.broadcast_to(x, (4, 2, 3))),
    "reshape": (main("%x: tensor<3xf32>", "tensor<1x3x1xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
  return %0 : tensor<1x3x1xf32>"""), [X3], ["stablehlo.reshape"], lambda x: x.reshape(1, 3, 1)),
    "transpose": (main("%x: tensor<2x3xf32>", "tensor<3x2xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>"""), [X23], ["stablehlo.transpose"], lambda x: x.T),
    "splat-constant": (main("%x: tensor<2x3xf32>", "tensor<2x3xf32>", """
  %c = stablehlo.constant dense<2.5> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %1 = stablehlo.multiply %x, %0 : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>"""), [X23], ["stablehlo.constant", "stablehlo.multiply"], lambda x: x * np.float32(2.5)),
    "zero-element": (main("%x: tensor<3xf32>", "tensor<0x3xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>"""), [X3], ["stablehlo.constant"], lambda x: np.zeros((0, 3), np.float32)),
    "sort-dims": (main("%x: tensor<2x3xf32>", "tensor<3x4x2xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>"""), [X23], ["stablehlo.transpose", "stablehlo.broadcast_in_dim"],
        lambda x: np.broadcast_to(x.T[:, None, :], (3, 4, 2))),
    "hoist-elementwise": (main("%x: tensor<3xf32>, %y: tensor<3xf32>", "tensor<2x3xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.add %0, %1 : tensor<2x3xf32>
  %3 = stablehlo.negate %2 : tensor<2x3xf32>
  return %3 : tensor<2x3xf32>"""), [X3, Y3], ["stablehlo.add", "stablehlo.negate", "stablehlo.broadcast_in_dim"],
        lambda x, y: np.broadcast_to(-(x + y), (2, 3))),
    "select-not": (main("%p: tensor<3xi1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>", "tensor<2x3xf32>", """
  %n = stablehlo.not %p : tensor<3xi1>
  %0 = stablehlo.broadcast_in_dim %n, dims = [1] : (tensor<3xi1>) -> tensor<2x3xi1>
  %1 = stablehlo.select %0, %a, %b : tensor<2x3xi1>, tensor<2x3xf32>
  return %1 : tensor<2x3xf32>"""), [P3, X23, -X23], ["stablehlo.broadcast_in_dim", "stablehlo.select"],
        lambda p, a, b: np.where(~p, a, b)),
}


@pytest.mark.parametrize("name", list(CASES))
def test_each_rewrite(name):
    text, args, ops_after, numpy_fn = CASES[name]
    out, stats = run_with_stats(text)
    assert op_names(out, "stablehlo.") == ops_after
    expected = {"hoist-elementwise": 2}.get(name, 1)
    assert stats == {name.removesuffix("-same-type"): expected}
    assert all(d == sorted(set(d)) for d in broadcast_dims(out))
    got = cpu(out, args)[0]
    np.testing.assert_array_equal(got, numpy_fn(*args))


def run_with_stats(text):
    """The module after the pass (checked with --verify-semantics) and the pass's statistics."""
    import io

    from passes.pipeline import Pipeline
    p = Pipeline(PASS, verify_semantics=True, reproducer=False, statistics=True, out=io.StringIO())
    out = p.run(parse(text))
    return out, p.probe.records[0].stats


def test_select_not_swaps_operands():
    out = run(CASES["select-not"][0], PASS)
    sel = [op for op in out.body.operations[0].regions[0].blocks[0].operations
           if op.operation.name == "stablehlo.select"][0]
    assert [v.get_name() for v in sel.operands] == ["%0", "%arg2", "%arg1"]


def test_options_turn_rewrites_off():
    assert op_names(run(CASES["sort-dims"][0], PASS + "{sort-dims=false}"), "stablehlo.") == \
        ["stablehlo.broadcast_in_dim"]
    assert op_names(run(CASES["hoist-elementwise"][0], PASS + "{hoist-elementwise=false}"), "stablehlo.") == \
        ["stablehlo.broadcast_in_dim", "stablehlo.broadcast_in_dim", "stablehlo.add", "stablehlo.negate"]
    assert op_names(run(CASES["splat-constant"][0], PASS + "{fold-splats=false}"), "stablehlo.") == \
        ["stablehlo.constant", "stablehlo.broadcast_in_dim", "stablehlo.multiply"]


def test_broadcast_with_other_users_stays_for_them():
    text = main("%x: tensor<3xf32>", "(tensor<2x3xf32>, tensor<4x2x3xf32>)", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<4x2x3xf32>""")
    out = run(text, PASS)
    assert broadcast_dims(out) == [[1], [2]]
    a, b = cpu(out, [X3])
    np.testing.assert_array_equal(a, np.broadcast_to(X3, (2, 3)))
    np.testing.assert_array_equal(b, np.broadcast_to(X3, (4, 2, 3)))


def test_identity_of_a_broadcast_or_of_unit_dims_is_dropped():
    """An identity broadcast goes whatever defines its operand (a broadcast stays as it is);
    with size-1 dims the dims decide (1x3 -> 1x3 dims [0, 1] is the identity)."""
    text = main("%x: tensor<3xf32>, %y: tensor<1x3xf32>", "(tensor<2x3xf32>, tensor<1x3xf32>)", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.broadcast_in_dim %y, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %1, %2 : tensor<2x3xf32>, tensor<1x3xf32>""")
    out, stats = run_with_stats(text)
    assert broadcast_dims(out) == [[1]] and stats == {"identity": 2}
    y = X3.reshape(1, 3)
    a, b = cpu(out, [X3, y])
    np.testing.assert_array_equal(a, np.broadcast_to(X3, (2, 3)))
    np.testing.assert_array_equal(b, y)


def test_an_empty_broadcast_to_its_own_type_is_an_empty_constant():
    """[zero-element] before [identity], whatever the types, as for every empty result."""
    text = main("%x: tensor<0x3xf32>", "tensor<0x3xf32>", """
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<0x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>""")
    out, stats = run_with_stats(text)
    assert op_names(out, "stablehlo.") == ["stablehlo.constant"] and stats == {"zero-element": 1}


def test_a_bounded_dynamic_broadcast_to_its_own_type_stays():
    """Broadcasts with dynamic dimensions are left alone, the same-type ones too."""
    t = "tensor<?x3xf32, #stablehlo.bounds<8, ?>>"
    text = main(f"%x: {t}", t, f"""
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 1] : ({t}) -> {t}
  return %0 : {t}""")
    assert op_names(run(text, PASS), "stablehlo.") == ["stablehlo.broadcast_in_dim"]


def _broadcasts_per_function(module) -> dict[str, int]:
    return {ir.StringAttr(f.attributes["sym_name"]).value: len(broadcast_dims(f)) for f in module.body.operations}


def test_500_random_chains_against_mhlo_oracle_and_pjrt():
    text, inputs, spans = chains_module(seed=2024, count=500)
    ours, oracle = run(text, PASS), run(text, ORACLE)
    # every broadcast left has strictly increasing dims; never more broadcasts than MHLO leaves
    assert all(d == sorted(set(d)) for d in broadcast_dims(ours))
    mine, theirs = _broadcasts_per_function(ours), _broadcasts_per_function(oracle)
    assert [f for f in mine if mine[f] > theirs[f]] == []
    assert sum(mine.values()) < sum(theirs.values())   # sort-dims and hoisting do more than MHLO
    # numbers: ours on PJRT == the original on the numpy reference == MHLO's on the reference
    # (broadcasts, transposes, reshapes and the element-wise ops used are exact)
    expected = bridge.reference.evaluate(parse(text), inputs)[0]
    np.testing.assert_array_equal(bridge.reference.evaluate(oracle, inputs)[0], expected)
    got = cpu(run(str(ours), "inline-calls"), inputs)[0]   # one function compiles a little faster
    bad = [i for i, (o, n) in enumerate(spans) if not np.array_equal(got[o:o + n], expected[o:o + n])]
    assert bad == []


def test_shared_sources_and_nested_regions():
    """A reshape and a constant each broadcast several times (the pass follows a shared source
    once, and a constant is retyped in place only once no other broadcast uses it), a
    broadcast of a broadcast of a splat, and a hoist inside a while body over an outer
    broadcast (the small op must land inside the body, after what it uses)."""
    text = main("%x: tensor<3xf32>, %y: tensor<3xf32>", "(tensor<2x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>)", """
  %r = stablehlo.reshape %x : (tensor<3xf32>) -> tensor<1x3xf32>
  %b0 = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
  %b1 = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  %s0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %s1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %s2 = stablehlo.broadcast_in_dim %s1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %m = stablehlo.multiply %b0, %s0 : tensor<2x3xf32>
  %n = stablehlo.multiply %m, %s2 : tensor<2x3xf32>
  %ob = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %zero, %acc = %n) : tensor<i32>, tensor<2x3xf32>
    cond {
      %lim = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %lim : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %ib = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %h = stablehlo.add %ob, %ib : tensor<2x3xf32>
      %a = stablehlo.add %acc, %h : tensor<2x3xf32>
      stablehlo.return %j, %a : tensor<i32>, tensor<2x3xf32>
    }
  return %b0, %b1, %w#1 : tensor<2x3xf32>, tensor<4x3xf32>, tensor<2x3xf32>""")
    out, stats = run_with_stats(text)
    # (%s2 finds %s1 already a constant: a splat, no composition)
    assert stats == {"compose": 2, "splat-constant": 3, "hoist-elementwise": 1}
    body = str(out)
    assert "stablehlo.reshape" not in body and body.count("stablehlo.broadcast_in_dim") == 3
    assert body.count("dense<2.000000e+00>") == 2   # one new constant; the other is %c, retyped
    assert all(d == [1] for d in broadcast_dims(out))
    b0, b1, w = cpu(out, [X3, Y3])
    np.testing.assert_array_equal(b0, np.broadcast_to(X3, (2, 3)))
    np.testing.assert_array_equal(b1, np.broadcast_to(X3, (4, 3)))
    acc = np.broadcast_to(X3, (2, 3)) * np.float32(4)   # (x * 2) * 2: exact, however XLA folds it
    for _ in range(3):
        acc = acc + (np.broadcast_to(X3, (2, 3)) + np.broadcast_to(Y3, (2, 3)))
    np.testing.assert_array_equal(w, acc)


@pytest.mark.parametrize("order", ["a_first", "b_first"])
def test_hoist_whichever_operand_is_visited_last(order):
    """A user is looked at from its operand 0 and again from the operand that look stopped
    on: add(%b, %a) is hoisted whether %a or %b comes first, and mul(%c, add(...)) as well
    once the add has become a broadcast (the look that stopped on the add's result goes on
    from the new broadcast)."""
    a = "%a = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>"
    b = "%b = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>"
    first, second = (a, b) if order == "a_first" else (b, a)
    text = main("%x: tensor<3xf32>, %y: tensor<3xf32>, %z: tensor<3xf32>", "tensor<2x3xf32>", f"""
  %c = stablehlo.broadcast_in_dim %z, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  {first}
  {second}
  %u = stablehlo.add %b, %a : tensor<2x3xf32>
  %v = stablehlo.multiply %c, %u : tensor<2x3xf32>
  return %v : tensor<2x3xf32>""")
    out, stats = run_with_stats(text)
    assert stats == {"hoist-elementwise": 2}
    assert op_names(out, "stablehlo.") == ["stablehlo.add", "stablehlo.multiply", "stablehlo.broadcast_in_dim"]
    z = np.float32([0.5, -2.0, 3.0])
    np.testing.assert_array_equal(cpu(out, [X3, Y3, z])[0], np.broadcast_to(z * (Y3 + X3), (2, 3)))


def test_hoist_through_a_broadcast_whose_dims_were_sorted():
    """add(%c, %t): %t's dims are sorted when it is visited (a transpose, then a new
    broadcast); the add, looked at from %c before, is looked at again from the new one."""
    text = main("%w: tensor<3x2xf32>, %x: tensor<2x3xf32>", "tensor<3x4x2xf32>", """
  %c = stablehlo.broadcast_in_dim %w, dims = [0, 2] : (tensor<3x2xf32>) -> tensor<3x4x2xf32>
  %t = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
  %s = stablehlo.add %c, %t : tensor<3x4x2xf32>
  return %s : tensor<3x4x2xf32>""")
    out, stats = run_with_stats(text)
    assert stats == {"sort-dims": 1, "hoist-elementwise": 1}
    assert op_names(out, "stablehlo.") == ["stablehlo.transpose", "stablehlo.add", "stablehlo.broadcast_in_dim"]
    w = RNG.standard_normal((3, 2)).astype(np.float32)
    np.testing.assert_array_equal(cpu(out, [w, X23])[0], np.broadcast_to((w + X23.T)[:, None, :], (3, 4, 2)))
