"""numpy kernels for the xla control ops: While, Conditional, Map, Sort, TopK, OptimizationBarrier.

A called computation returns its function's results: a tuple-shaped XLA value comes
back flat (the builder makes a tuple root several results), so `restructure` rebuilds
the op's (nested) tuple from the leaves. Map and Sort call their scalar computation
once on whole arrays: its ops are element-wise.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from dialect_defs import attrs as A
from .kernels_chlo import top_k_last
from .kernels_control import single_use, loop_owning
from .kernels_reduce import as_shape, sort_along
from .xla_registry import restructure, xla_kernel


@xla_kernel("While")
def _while(info, a):
    cond, body = a.computation("condition"), a.computation("body")
    t = info.result_types[0]
    linear = _linear_elements(info, A.from_mlir("symbol", info.op.attributes["body"])) if isinstance(t, tuple) else ()

    def run(frame, init):
        if not linear:
            value = init
            while bool(np.asarray(cond(frame, value)[0])):
                value = restructure(t, body(frame, value))
            return value
        vals = loop_owning(frame, list(init), linear, lambda vals: bool(np.asarray(cond(frame, tuple(vals))[0])),
                           lambda vals: list(restructure(t, body(frame, tuple(vals)))))
        return tuple(vals)
    return run


def _linear_elements(info, symbol: str) -> tuple[int, ...]:
    """The elements of a While's tuple that its body only updates in place: the one
    get_tuple_element of element k feeds operand 0 of a DynamicUpdateSlice alone, whose
    result is returned as element k alone (a scan's stacked outputs, as the builder writes
    them): the loop may own their buffers (kernels_control.loop_owning)."""
    func = info.compiler.program._func_ops.get(symbol)
    if func is None or not func.regions[0].blocks:
        return ()
    block = func.regions[0].blocks[0]
    if len(block.arguments) != 1:
        return ()
    by_index: dict[int, list] = {}
    for use in block.arguments[0].uses:
        op = use.owner.operation
        if op.name != "xla.get_tuple_element" or op.parent != func:
            return ()   # the whole tuple goes elsewhere too: nothing is the loop's alone
        by_index.setdefault(ir.IntegerAttr(op.attributes["index"]).value, []).append(op)
    ret = list(block.operations)[-1].operation
    found = []
    for k, gtes in by_index.items():
        use = single_use(gtes[0].results[0]) if len(gtes) == 1 else None
        if use is None or use.operand_number != 0 or use.owner.operation.name != "xla.dynamic_update_slice":
            continue
        back = single_use(use.owner.operation.results[0])
        if back is not None and back.owner.operation == ret and back.operand_number == k:
            found.append(k)
    return tuple(sorted(found))


@xla_kernel("Conditional")
def _conditional(info, a):
    branches = a.computations("branch_computations")
    t = info.result_types[0]
    last = len(branches) - 1

    def run(frame, index, *operands):
        if info.operand_types[0].name == "pred":
            i = 0 if bool(index) else 1          # true -> branch 0 (true_computation)
        else:
            i = int(index)
            i = i if 0 <= i <= last else last    # out of range -> the last branch
        return restructure(t, branches[i](frame, operands[i]))
    return run


@xla_kernel("Map")
def _map(info, a):
    comp = a.computation("computation")
    out = info.result_types[0]

    def run(frame, *operands):
        return as_shape(comp(frame, *[np.asarray(x) for x in operands])[0], out.shape, out.dtype)
    return run


@xla_kernel("Sort")
def _sort(info, a):
    comparator = a.computation("comparator")
    types = info.operand_types
    rank = len(types[0].shape)
    dim = a["dimension"] % rank
    n = len(types)

    def run(frame, *operands):
        if types[0].shape[dim] <= 1:
            out = [np.asarray(x) for x in operands]
        else:   # stable, which is_stable=False also allows
            out = sort_along(dim, operands, comparator, frame)
        out = [o.astype(t.dtype, copy=False) for o, t in zip(out, types)]
        return out[0] if n == 1 else tuple(out)
    return run


@xla_kernel("TopK")
def _top_k(info, a):
    k, largest = a["k"], a["largest"]

    def run(frame, x):
        return top_k_last(x, k, largest)   # (chlo.top_k's: a stable sort's first k, by partition)
    return run


@xla_kernel("OptimizationBarrier")
def _optimization_barrier(info, a):
    return lambda frame, x: x
