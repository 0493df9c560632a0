"""Control flow and computation-taking ops -> stablehlo.while / if / case / map / sort / ...

XLA threads one value of type T (often a tuple) through a loop or a branch; StableHLO
ops take and return flat lists of tensors. So tuple operands are flattened into their
leaves, region arguments of tuple type are rebuilt from leaf arguments with
stablehlo.tuple (the inlined body's get_tuple_element ops then read them), and
results are re-tupled for the one tuple-shaped XLA value.
"""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge.errors import LoweringError
from dialect_defs.ops_elementwise import compare_type

from .common import (build_tuple, compare_attrs, create, i64, i64s, inline_flat, is_tuple, leaf_types,
                     leaves, lowering, retuple, shape, symbol_of)


def flatten_region_arguments(region) -> None:
    """Region arguments of tuple type -> one argument per leaf, re-tupled at the block's start."""
    block = region.blocks[0]
    old = list(block.arguments)
    if not any(is_tuple(a.type) for a in old):
        return
    loc = ir.Location.unknown()
    ip = ir.InsertionPoint.at_block_begin(block)
    for a in old:
        fresh = iter([block.add_argument(t, loc) for t in leaf_types(a.type)])
        a.replace_all_uses_with(build_tuple(a.type, fresh, ip))
    for _ in old:
        block.erase_argument(0)


@lowering("While")
def lower_while(op, rewriter, d):
    ip = rewriter.ip
    init = leaves(op.operands[0], ip)
    new = create("stablehlo.while", [v.type for v in init], init, ip=ip, regions=2)
    for index, name in enumerate(("condition", "body")):
        inline_flat(new, index, symbol_of(op, name), op)
        flatten_region_arguments(new.regions[index])
    return retuple(op, new, ip)


@lowering("Conditional")
def lower_conditional(op, rewriter, d):
    ip = rewriter.ip
    index, branch_operands = op.operands[0], list(op.operands)[1:]
    symbols = d.decode(op, "branch_computations")
    pred = str(ir.RankedTensorType(index.type).element_type) == "i1"
    new = create("stablehlo.if" if pred else "stablehlo.case", leaf_types(op.result.type), [index],
                 ip=ip, regions=len(symbols))
    for j, (symbol, operand) in enumerate(zip(symbols, branch_operands)):
        inline_flat(new, j, symbol, op)
        block = new.regions[j].blocks[0]
        # branch regions take no arguments: the parameter reads the branch operand from above
        for a in list(block.arguments):
            a.replace_all_uses_with(operand)
        while len(block.arguments):
            block.erase_argument(0)
    return retuple(op, new, ip)


@lowering("Map")
def lower_map(op, rewriter, d):
    rank = shape(op.result).rank
    new = create("stablehlo.map", [op.result.type], op.operands, {"dimensions": i64s(tuple(range(rank)))},
                 ip=rewriter.ip, regions=1)
    inline_flat(new, 0, symbol_of(op, "computation"), op)
    return new


def _bool(value: bool) -> ir.Attribute:
    return ir.BoolAttr.get(bool(value))


@lowering("Sort")
def lower_sort(op, rewriter, d):
    operands = list(op.operands)
    rank = shape(operands[0]).rank
    dim = d.decode(op, "dimension")
    new = create("stablehlo.sort", [v.type for v in operands], operands,
                 {"dimension": i64(dim + rank if dim < 0 else dim), "is_stable": _bool(d.decode(op, "is_stable"))},
                 ip=rewriter.ip, regions=1)
    inline_flat(new, 0, symbol_of(op, "comparator"), op)
    return retuple(op, new, rewriter.ip)


@lowering("TopK")
def lower_top_k(op, rewriter, d):
    """A stable sort of (operand, iota) on the last dimension, then the first k: ties keep the
    lower index first (the seed's rule); floats compare in total order (NaN above +inf)."""
    ip = rewriter.ip
    x = op.operands[0]
    s = shape(x)
    last = s.rank - 1
    k = d.decode(op, "k")
    if not ir.RankedTensorType(x.type).has_static_shape:   # (an iota and slices need static sizes)
        return _dynamic_top_k(op, x, k, d.decode(op, "largest"), ip)
    i32 = ir.IntegerType.get_signless(32)
    elem = ir.RankedTensorType(x.type).element_type
    iota = create("stablehlo.iota", [ir.RankedTensorType.get(list(s.dimensions), i32)], [],
                  {"iota_dimension": i64(last)}, ip=ip).result
    sort = create("stablehlo.sort", [x.type, iota.type], [x, iota],
                  {"dimension": i64(last), "is_stable": _bool(True)}, ip=ip, regions=1)
    scalar, index = ir.RankedTensorType.get([], elem), ir.RankedTensorType.get([], i32)
    block = sort.regions[0].blocks.append(scalar, scalar, index, index)
    bip = ir.InsertionPoint(block)
    direction = "GT" if d.decode(op, "largest") else "LT"
    cmp = create("stablehlo.compare", [ir.RankedTensorType.get([], ir.IntegerType.get_signless(1))],
                 [block.arguments[0], block.arguments[1]],
                 compare_attrs(direction, compare_type(s.element_type, True)), ip=bip)
    create("stablehlo.return", [], [cmp.result], ip=bip)
    limits = s.dimensions[:-1] + (k,)
    window = {"start_indices": i64s((0,) * s.rank), "limit_indices": i64s(limits), "strides": i64s((1,) * s.rank)}
    parts = [create("stablehlo.slice", [ir.RankedTensorType.get(list(limits), t)], [v], window, ip=ip).result
             for v, t in zip(sort.results, (elem, i32))]
    return create("stablehlo.tuple", [op.result.type], parts, ip=ip)


def _dynamic_top_k(op, x, k: int, largest: bool, ip):
    """TopK of an operand with dynamic dimensions as `chlo.top_k` (what XLA's importer makes of
    it: the same order, largest first, ties by index, floats in total order), which CHLO's
    legalization lowers once the sizes are known."""
    if not largest:
        raise LoweringError("TopK with largest=false on dynamic dimensions is not supported yet")
    tuple_type = ir.TupleType(op.result.type)
    parts = create("chlo.top_k", [tuple_type.get_type(0), tuple_type.get_type(1)], [x], {"k": i64(k)}, ip=ip)
    return create("stablehlo.tuple", [op.result.type], list(parts.results), ip=ip)


@lowering("OptimizationBarrier")
def lower_optimization_barrier(op, rewriter, d):
    ip = rewriter.ip
    flat = leaves(op.operands[0], ip)
    new = create("stablehlo.optimization_barrier", [v.type for v in flat], flat, ip=ip)
    return retuple(op, new, ip)
