"""While, Conditional, Map, Sort, TopK, OptimizationBarrier: built, lowered, run on PJRT CPU.

Oracles: the operation-semantics seed's examples (While's 1000-iteration loop, Sort's
three-operand example, the Conditional branch rules), numpy on random inputs, and
jax.lax.top_k. `check` also runs the numpy reference on the lowered StableHLO and on the
xla-dialect program itself (bridge.reference.evaluate_xla, independent of our lowering passes).
"""

import numpy as np
import pytest

from bridge import Shape, ops
from hlotest import program, shape_of  # noqa: F401
from ops_helpers import builder_computation, check

RNG = np.random.default_rng(3)


# ---- While --------------------------------------------------------------------------------------

LOOP = Shape.tuple_shape([Shape.scalar("s32"), Shape.array_shape("f32", (10,))])


def _seed_loop(step):
    """The seed's while_test.cc example: (counter, vector[10]); add a constant vector 1000 times."""
    cond = program(lambda b, p: ops.Lt(ops.GetTupleElement(p, 0), ops.Constant(b, np.int32(1000))), LOOP,
                   name="cond")
    body = program(lambda b, p: ops.Tuple(b, [ops.GetTupleElement(p, 0) + np.int32(1),
                                              ops.Add(ops.GetTupleElement(p, 1), ops.Constant(b, step))]),
                   LOOP, name="body")
    return cond, body


@pytest.mark.xla_op("While")
def test_while_seed_example():
    step = np.arange(10, dtype=np.float32) / 8   # exact in f32: k/8 summed 1000 times
    cond, body = _seed_loop(step)
    comp = program(lambda b, v: ops.While(cond, body, ops.Tuple(b, [ops.Constant(b, np.int32(0)), v])),
                   np.zeros(10, np.float32))
    check(comp, [np.zeros(10, np.float32)], [np.int32(1000), step * 1000])


@pytest.mark.xla_op("While")
def test_while_array_state_runs_until_condition_fails():
    # x -> 2x + 1 while sum(x) < limit: numpy runs the same loop
    add = builder_computation(lambda b, x, y: ops.Add(x, y), "f32", "f32", name="add")
    x0 = RNG.uniform(0, 1, (3, 2)).astype(np.float32)
    limit = np.float32(500)
    cond = program(lambda b, x: ops.Lt(ops.Reduce(b, x, ops.Constant(b, np.float32(0)), add, (0, 1)),
                                       ops.Constant(b, limit)), x0, name="cond")
    body = program(lambda b, x: x * np.float32(2) + np.float32(1), x0, name="body")
    comp = program(lambda b, x: ops.While(cond, body, x), x0)
    expected = x0.copy()
    while expected.sum(dtype=np.float32) < limit:
        expected = expected * np.float32(2) + np.float32(1)
    check(comp, [x0], [expected])
    x_big = np.full((3, 2), 100, np.float32)   # condition false at once: init comes back
    check(comp, [x_big], [x_big])


@pytest.mark.xla_op("While", "Conditional")
def test_while_with_conditional_body_collatz_steps():
    # nested computations: the body's Conditional is inlined into the while region, then lowered
    state = Shape.tuple_shape([Shape.scalar("s32"), Shape.scalar("s32")])   # (n, steps)
    half = builder_computation(lambda b, n: ops.Div(n, ops.Constant(b, np.int32(2))), "s32", name="half")
    triple = builder_computation(lambda b, n: n * np.int32(3) + np.int32(1), "s32", name="triple")

    def body(b, p):
        n = ops.GetTupleElement(p, 0)
        odd = ops.Eq(ops.Rem(n, ops.Constant(b, np.int32(2))), ops.Constant(b, np.int32(1)))
        return ops.Tuple(b, [ops.Conditional(odd, n, triple, n, half), ops.GetTupleElement(p, 1) + np.int32(1)])
    cond = program(lambda b, p: ops.Ne(ops.GetTupleElement(p, 0), ops.Constant(b, np.int32(1))), state, name="c")
    loop = program(body, state, name="body")
    comp = program(lambda b, n: ops.While(cond, loop, ops.Tuple(b, [n, ops.Constant(b, np.int32(0))])), np.int32(0))
    for n0 in (1, 6, 27):
        n, steps = n0, 0
        while n != 1:
            n, steps = (3 * n + 1 if n % 2 else n // 2), steps + 1
        check(comp, [np.int32(n0)], [np.int32(1), np.int32(steps)])


# ---- Conditional --------------------------------------------------------------------------------

@pytest.mark.xla_op("Conditional")
@pytest.mark.parametrize("pred", [True, False])
def test_conditional_pred_form_runs_one_branch(pred):
    x = RNG.standard_normal(3).astype(np.float32)
    square = program(lambda b, p: ops.Mul(p, p), x, name="t")
    pair = Shape.tuple_shape([Shape.scalar("s32"), Shape.array_shape("f32", (3,))])
    scale = program(lambda b, p: ops.Mul(ops.Broadcast(ops.ConvertElementType(ops.GetTupleElement(p, 0), "f32"),
                                                       (3,)), ops.GetTupleElement(p, 1)), pair, name="f")
    comp = program(lambda b, c, v, k: ops.Conditional(c, v, square, ops.Tuple(b, [k, v]), scale),
                   np.bool_(pred), x, np.int32(7))
    check(comp, [np.bool_(pred), x, np.int32(7)], [x * x if pred else np.float32(7) * x])


@pytest.mark.xla_op("Conditional")
def test_conditional_branch_index_out_of_range_runs_last_branch():
    branches = [builder_computation(lambda b, p, k=k: ops.Add(p, ops.Constant(b, np.float32(10 * k))), "f32",
                                   name=f"branch{k}") for k in range(3)]
    comp = program(lambda b, i, x: ops.Conditional(i, branches, [x, x, x]), np.int32(0), np.float32(0))
    for index, expected in [(0, 1), (1, 11), (2, 21), (3, 21), (-1, 21), (2**31 - 1, 21)]:
        check(comp, [np.int32(index), np.float32(1)], [np.float32(expected)])


# ---- Map ----------------------------------------------------------------------------------------

@pytest.mark.xla_op("Map")
def test_map_applies_scalar_computation_elementwise():
    x = RNG.standard_normal((2, 3)).astype(np.float32)
    n = RNG.integers(-5, 5, (2, 3)).astype(np.int32)
    fma = builder_computation(lambda b, a, k: ops.Add(ops.Mul(a, ops.ConvertElementType(k, "f32")), a),
                             "f32", "s32")
    comp = program(lambda b, p, q: ops.Map(b, [p, q], fma, (0, 1)), x, n)
    check(comp, [x, n], [x * n.astype(np.float32) + x], exact=False)
    to_pred = builder_computation(lambda b, a: ops.Gt(a, ops.Constant(b, np.float32(0))), "f32")
    comp = program(lambda b, p: ops.Map(b, p, to_pred), x)    # one operand, dimensions defaulted
    check(comp, [x], [x > 0])


# ---- Sort ---------------------------------------------------------------------------------------

@pytest.mark.xla_op("Sort")
def test_sort_seed_example_sorts_all_operands_by_the_first():
    a, b, c = np.array([3, 1], np.int32), np.array([42, 50], np.int32), np.array([-3.0, 1.1], np.float32)
    less = builder_computation(lambda bb, *p: ops.Lt(p[0], p[1]), "s32", "s32", "s32", "s32", "f32", "f32")
    for builder_first in (True, False):
        comp = program(lambda bb, *p: ops.Sort(bb, list(p), less) if builder_first else ops.Sort(list(p), less),
                       a, b, c)
        check(comp, [a, b, c], [np.array([1, 3], np.int32), np.array([50, 42], np.int32),
                                np.array([1.1, -3.0], np.float32)])


@pytest.mark.xla_op("Sort")
@pytest.mark.parametrize("dimension", [0, 1, -1])
def test_sort_along_a_dimension_descending(dimension):
    x = RNG.standard_normal((4, 5)).astype(np.float32)
    greater = builder_computation(lambda b, p, q: ops.Gt(p, q), "f32", "f32")
    comp = program(lambda b, p: ops.Sort(b, [p], greater, dimension=dimension), x)
    check(comp, [x], [-np.sort(-x, axis=dimension)])


@pytest.mark.xla_op("Sort")
def test_sort_stable_keeps_order_of_equal_keys():
    keys = RNG.integers(0, 4, 40).astype(np.int32)
    index = np.arange(40, dtype=np.int32)
    less = builder_computation(lambda b, *p: ops.Lt(p[0], p[1]), "s32", "s32", "s32", "s32")
    comp = program(lambda b, k, i: ops.Sort(b, [k, i], less, 0, True), keys, index)
    order = np.argsort(keys, kind="stable")
    check(comp, [keys, index], [keys[order], index[order]])


# ---- TopK ---------------------------------------------------------------------------------------

@pytest.mark.xla_op("TopK")
def test_top_k_largest_matches_jax_and_seed_tie_rule():
    import jax
    x = np.array([[1, 5, 5, 2, 0, 5], [np.nan, -np.inf, 3, 3, -0.0, 0.0]], np.float32)
    comp = program(lambda b, p: ops.TopK(p, 4), x)
    values, indices = jax.lax.top_k(x, 4)
    # ties: the lower index first (seed); row 0 is [5, 5, 5, 2] at [1, 2, 5, 3]
    np.testing.assert_array_equal(np.asarray(indices)[0], [1, 2, 5, 3])
    check(comp, [x], [np.asarray(values), np.asarray(indices)])


@pytest.mark.xla_op("TopK")
@pytest.mark.parametrize("largest", [True, False])
def test_top_k_random_rows(largest):
    x = RNG.integers(-20, 20, (3, 4, 9)).astype(np.int32)
    comp = program(lambda b, p: ops.TopK(p, 3, largest=largest), x)
    order = np.argsort(-x.astype(np.int64) if largest else x, axis=-1, kind="stable")[..., :3]
    check(comp, [x], [np.take_along_axis(x, order, -1), order.astype(np.int32)])


# ---- OptimizationBarrier ------------------------------------------------------------------------

@pytest.mark.xla_op("OptimizationBarrier")
def test_optimization_barrier_passes_a_tuple_through():
    x, k = RNG.standard_normal((2, 2)).astype(np.float32), np.int32(4)
    comp = program(lambda b, p, q: ops.OptimizationBarrier(ops.Tuple(b, [p, q])), x, k)
    check(comp, [x, k], [x, k])
    comp = program(lambda b, p: ops.Add(ops.OptimizationBarrier(p), p), x)
    check(comp, [x], [x + x])
