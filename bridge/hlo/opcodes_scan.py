"""The opcode row's translator for XLA's `scan` (see hlo/opcodes.py for what a translator is).

StableHLO has no scan, so it is built as the loop it is: a While whose state is a step
counter, the inputs, the carries and the stacked outputs, checked against XLA:CPU running
XLA's importer's `mhlo.scan` in the tests.
"""
from __future__ import annotations

import numpy as np


def scan(i):
    """scan(inputs..., inits...), dimensions={d}, num_carries=C, is_reverse=R, to_apply=F.
    Step k takes slice k of every input along d (from the end when R), calls
    F(slices..., carries...) -> (outputs..., carries...), and writes the outputs at the same
    place along d; the result is (stacked outputs..., final carries...)."""
    from bridge.builder import XlaBuilder
    ops = i.em.ops
    carries = i.attr("num_carries", "int")
    dims = i.attr("dimensions", "ints")
    reverse = i.attr("is_reverse", "bool", False)
    i.attr("is_associative", "bool", False)   # a license to reorder; the loop's order is always right
    body = i.comp("to_apply")
    n_in = len(i.ops) - carries
    shapes = list(i.shape.tuple_shapes) if i.shape.is_tuple else [i.shape]
    n_out = len(shapes) - carries
    if len(dims) != 1 or carries < 0 or n_in < 1 or n_out < 0:
        i.fail(f"takes inputs then {carries} init value(s) and one dimension, got {len(i.ops)} operand(s) and "
               f"dimensions={{{','.join(map(str, dims))}}}")
    d = dims[0]
    inputs, inits = list(i.ops[:n_in]), list(i.ops[n_in:])
    if not all(x.shape.is_array and 0 <= d < x.shape.rank for x in inputs):
        i.fail(f"dimension {d} is not a dimension of every input ({', '.join(str(x.shape) for x in inputs)})")
    steps = inputs[0].shape.dimensions[d]
    if any(x.shape.dimensions[d] != steps for x in inputs) or any(
            not s.is_array or s.rank <= d or s.dimensions[d] != steps for s in shapes[:n_out]):
        i.fail(f"inputs and outputs must all have {steps} elements along dimension {d}")
    outs = [i.em.zeros(i.b, s, i.inst) for s in shapes[:n_out]]
    state = ops.Tuple(i.b, [ops.Constant(i.b, np.int32(0)), *inputs, *inits, *outs])
    state_shape = state.shape

    cond = XlaBuilder(f"{i.inst.name}.condition")
    k = ops.GetTupleElement(ops.Parameter(cond, 0, state_shape, "state"), 0)
    cond_comp = cond.build(ops.Lt(k, ops.Constant(cond, np.int32(steps))))

    step = XlaBuilder(f"{i.inst.name}.step")
    p = ops.Parameter(step, 0, state_shape, "state")
    part = [ops.GetTupleElement(p, j) for j in range(len(state_shape.tuple_shapes))]
    k, xs, cs, ys = part[0], part[1:1 + n_in], part[1 + n_in:1 + n_in + carries], part[1 + n_in + carries:]
    at = ops.Sub(ops.Constant(step, np.int32(steps - 1)), k) if reverse else k
    zero = ops.Constant(step, np.int32(0))

    def starts(rank):
        return [at if j == d else zero for j in range(rank)]
    slices = []
    for x in xs:
        sizes = [1 if j == d else s for j, s in enumerate(x.shape.dimensions)]
        one = ops.DynamicSlice(x, starts(x.shape.rank), sizes)
        slices.append(ops.Reshape(one, [s for j, s in enumerate(x.shape.dimensions) if j != d]))
    got = ops.Call(step, body, slices + cs)
    got = [ops.GetTupleElement(got, j) for j in range(n_out + carries)] if got.shape.is_tuple else [got]
    if len(got) != n_out + carries:
        i.fail(f"to_apply returns {len(got)} value(s); {n_out} output(s) and {carries} carry(ies) are declared")
    new_ys = [ops.DynamicUpdateSlice(y, ops.Reshape(v, list(y.shape.dimensions[:d]) + [1] +
                                                    list(y.shape.dimensions[d + 1:])), starts(y.shape.rank))
              for y, v in zip(ys, got[:n_out])]
    step_comp = step.build(ops.Tuple(step, [ops.Add(k, ops.Constant(step, np.int32(1))), *xs,
                                            *got[n_out:], *new_ys]))

    final = ops.While(cond_comp, step_comp, state)
    first_out = 1 + n_in + carries
    results = [ops.GetTupleElement(final, first_out + j) for j in range(n_out)] + \
              [ops.GetTupleElement(final, 1 + n_in + j) for j in range(carries)]
    return results[0] if not i.shape.is_tuple else ops.Tuple(i.b, results)
