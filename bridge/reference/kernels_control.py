"""Constants, calls, tuples and control flow (while / if / case / composite)."""
from __future__ import annotations

import numpy as np

from .. import mlir_attrs as attrs
from .kernels_chlo import composite_kernel
from .kernels_sharding import PerDevice, call_per_device
from .kernel_registry import function_caller, register


@register("stablehlo.constant", "sdy.constant")   # (Shardy's, in its pipeline's dumps)
def _constant(info):
    value = attrs.dense_value(info.op, "value", info.result)
    value.setflags(write=False)  # kernels never write in place; guard anyway

    def run(frame):
        return value
    return run


def _caller(attr_name: str):
    """The kernel of an op that calls the function named by its attribute `attr_name`."""
    def factory(info):
        a = info.attr(attr_name)
        call = function_caller(info, a.value if hasattr(a, "value") else str(a).lstrip("@"))
        n = len(info.result_types)

        def run(frame, *args):
            if PerDevice in map(type, args):   # a call inside a GSPMD manual region
                return call_per_device(frame, call, args, n)
            res = call(frame, *args)
            return res[0] if n == 1 else res
        return run
    return factory


register("func.call")(_caller("callee"))


@register("stablehlo.composite")
def _composite(info):
    decomposition = _caller("decomposition")(info)
    return composite_kernel(info, decomposition) or decomposition


@register("stablehlo.optimization_barrier")
def _barrier(info):
    n = len(info.result_types)

    def run(frame, *args):
        return args[0] if n == 1 else list(args)
    return run


@register("stablehlo.tuple")
def _tuple(info):
    def run(frame, *args):
        return tuple(args)
    return run


@register("stablehlo.get_tuple_element")
def _gte(info):
    index = info.scalar("index")

    def run(frame, t):
        return t[index]
    return run


@register("stablehlo.after_all")
def _after_all(info):
    def run(frame, *args):
        return attrs.TOKEN
    return run


def single_use(value):
    """The one use of `value` (None: none or several)."""
    uses = iter(value.uses)
    use = next(uses, None)
    return use if use is not None and next(uses, None) is None else None


def _updated_in_place(value, parent, program, depth: int = 0):
    """Where `value` (an argument of the region of op `parent`) comes back updated: the index
    of the region's return operand, when the value's only use is operand 0 of a
    dynamic_update_slice (directly, or that of a called function, the way jax's scan writes
    its stacked outputs) whose result's only use is that return. Else None."""
    use = single_use(value)
    if use is None:
        return None
    op = use.owner.operation
    if op.parent != parent:
        return None
    if op.name == "stablehlo.dynamic_update_slice" and use.operand_number == 0:
        res = op.results[0]
    elif op.name == "func.call" and depth < 4:
        callee = program._func_ops.get(op.attributes["callee"].value)
        if callee is None or not callee.regions[0].blocks:
            return None
        j = _updated_in_place(callee.regions[0].blocks[0].arguments[use.operand_number], callee.operation,
                              program, depth + 1)
        if j is None:
            return None
        res = op.results[j]
    else:
        return None
    ret = single_use(res)
    if ret is None or ret.owner.operation.name not in ("stablehlo.return", "func.return") \
            or ret.owner.operation.parent != parent:
        return None
    return ret.operand_number


def _linear_carries(info) -> tuple[int, ...]:
    """The loop-carried values of a while that the body only updates in place (jax's scan
    outputs: `ys = dynamic_update_slice(ys, y, i)`, returned at the same position): the loop
    may own their buffers, so each step writes one slice instead of copying all of ys."""
    body = info.op.regions[1].blocks[0]
    return tuple(k for k, a in enumerate(body.arguments)
                 if _updated_in_place(a, info.op, info.compiler.program) == k)


def _unchanged(info) -> list[bool]:
    """Per loop-carried value, whether the body returns its argument as it came."""
    block = info.op.regions[1].blocks[0]
    ret = list(block.operations)[-1].operation.operands
    return [r == a for r, a in zip(ret, block.arguments)]


@register("stablehlo.while")
def _while(info):
    cond = info.region(0)
    body = info.region(1)
    n = len(info.result_types)
    linear = _linear_carries(info)
    prologue = None
    if info.compiler.program.fold:   # (a recorded program records every op of every iteration)
        prologue, body = body.hoisted(_unchanged(info))

    def run(frame, *args):
        vals = list(args)
        if prologue is not None:   # (run only when the body runs at least once)
            if not bool(cond(frame, *vals)[0]):
                return vals[0] if n == 1 else vals
            prologue(frame, *vals)
        vals = loop_owning(frame, vals, linear, lambda vals: bool(cond(frame, *vals)[0]),
                           lambda vals: body(frame, *vals))
        return vals[0] if n == 1 else vals
    return run


def loop_owning(frame, vals: list, linear, cond, step) -> list:
    """`vals = step(vals)` while `cond(vals)`, the values at positions `linear` (updated in
    place only: _linear_carries) owned by the loop: dynamic_update_slice writes into them
    (kernels_shape, frame.run.owned) instead of copying the whole buffer at every step."""
    state = frame.run
    if not linear or state.recorder is not None:   # (recording keeps operands: never write them)
        while cond(vals):
            vals = step(vals)
        return vals
    owned, mine = state.owned, {}
    vals = list(vals)
    for k in linear:   # the loop's own copy: the initial value may be shared (a constant, an input)
        if type(vals[k]) is np.ndarray:
            v = vals[k] = np.array(vals[k])
            owned[id(v)] = mine[k] = v
    try:
        while cond(vals):
            vals = step(vals)
            for k, v in mine.items():
                w = vals[k]
                if w is not v:   # updated by a copy after all: the copy is the loop's alone too
                    del owned[id(v)]
                    owned[id(w)] = mine[k] = w
    finally:
        for v in mine.values():
            owned.pop(id(v), None)
    return vals


@register("stablehlo.if")
def _if(info):
    branches = [info.region(0), info.region(1)]
    n = len(info.result_types)

    def run(frame, pred):
        res = branches[0 if bool(pred) else 1](frame)
        return res[0] if n == 1 else res
    return run


@register("stablehlo.case")
def _case(info):
    branches = [info.region(i) for i in range(info.num_regions)]
    n = len(info.result_types)
    last = len(branches) - 1

    def run(frame, index):
        i = int(index)
        if i < 0 or i > last:  # out-of-range index runs the last branch
            i = last
        res = branches[i](frame)
        return res[0] if n == 1 else res
    return run
