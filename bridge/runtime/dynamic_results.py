"""Results with bounded dynamic dimensions (`tensor<?x4xf32, #stablehlo.bounds<8, ?>>`), cut to
their sizes.

PJRT hands such a result back as its whole padded buffer (8x4 here, the rows past the size
uninitialized), with nothing in the array saying how much of it is the value. So before
compiling, @main also returns each dynamic dimension's size (stablehlo.get_dimension_size),
and after running, each result is cut to those sizes and the sizes are dropped.
"""
from __future__ import annotations

from jaxlib.mlir import ir

from ..dynamic_values import create, i32_scalar, i64
from .signature import main_func

# (number of @main's own results, ((result index, (dynamic dimension, ...)), ...))
Plan = tuple[int, tuple[tuple[int, tuple[int, ...]], ...]]


def add_sizes(module: ir.Module) -> Plan | None:
    """In place: @main also returns the size of every dynamic dimension of its results, in
    order. The plan to cut them with, or None when no result has a dynamic dimension."""
    with module.context, ir.Location.unknown():
        return _add_sizes(module)


def _add_sizes(module: ir.Module) -> Plan | None:
    main = main_func(module)
    block = main.regions[0].blocks[0]
    ret = next(op for op in block.operations if op.operation.name == "func.return").operation
    results = list(ret.operands)
    plan = []
    for i, v in enumerate(results):
        try:
            t = ir.RankedTensorType(v.type)
        except (ValueError, TypeError):
            continue
        dims = tuple(d for d in range(t.rank) if t.is_dynamic_dim(d))
        if dims:
            plan.append((i, dims))
    if not plan:
        return None
    with ir.InsertionPoint(ret), ret.location:
        sizes = [create("stablehlo.get_dimension_size", i32_scalar(), [results[i]], dimension=i64(d))
                 for i, dims in plan for d in dims]
        ir.Operation.create("func.return", operands=results + sizes)
    ret.erase()
    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
        list(ftype.inputs), list(ftype.results) + [i32_scalar()] * len(sizes), module.context))
    if "res_attrs" in main.attributes:   # one dictionary per result: the sizes have none
        attrs = list(ir.ArrayAttr(main.attributes["res_attrs"]))
        empty = ir.DictAttr.get({}, module.context)
        main.attributes["res_attrs"] = ir.ArrayAttr.get(attrs + [empty] * len(sizes), module.context)
    return len(results), tuple(plan)


def cut(outputs: list, plan: Plan, per_device: bool) -> list:
    """@main's own results, each cut to the sizes that follow them (`per_device`: each output
    is a list with one array per device)."""
    n, items = plan
    own, sizes = list(outputs[:n]), outputs[n:]
    k = 0
    for i, dims in items:
        at = sizes[k:k + len(dims)]
        k += len(dims)
        if per_device:
            own[i] = [_cut(x, dims, [s[j] for s in at]) for j, x in enumerate(own[i])]
        else:
            own[i] = _cut(own[i], dims, at)
    return own


def _cut(x, dims, sizes):
    index = [slice(None)] * x.ndim
    for d, s in zip(dims, sizes):
        index[d] = slice(0, int(s))
    return x[tuple(index)].copy()
