"""Element-wise ops: unary map one-to-one; binary ops make XLA's implicit broadcasts explicit."""
from __future__ import annotations

from jaxlib.mlir import ir

from dialect_defs.ops_elementwise import compare_type
from dialect_defs.rules import operand_broadcast_dims

from .common import CURRENT_RUN, compare_attrs, copy_discardable, create, i64s, lowering, shape, tensor_type


@lowering("unary")
def lower_unary(op, rewriter, d):
    return create(d.lowers_to, [op.result.type], op.operands, ip=rewriter.ip)


def _broadcast_operands(op, rewriter, d):
    """Operands broadcast to the result dimensions (seed 001: in-dim, then degenerate).
    (lower_binary does the same inline.)"""
    operands = list(op.operands)   # (each Value view costs ~0.3 us: made once, for the types and the new op)
    result_type = op.result.type
    bd = op.attributes.get("broadcast_dimensions")
    types = [v.type for v in operands]
    if bd is None and all(t == result_type for t in types):
        return operands   # nothing to broadcast: no plan to look up (hashing costs)
    key = (result_type, bd, *types)
    plans = CURRENT_RUN.get().plans
    plan = plans.get(key)
    if plan is None:
        plan = plans[key] = _broadcast_plan(op, d)
    if not any(plan):
        return operands   # the common case: nothing to broadcast
    return [v if p is None else create("stablehlo.broadcast_in_dim", [p[0]], [v], p[1], rewriter.ip).result
            for v, p in zip(operands, plan)]


def _broadcast_plan(op, d):
    result = shape(op.result)
    bd = d.decode(op, "broadcast_dimensions")
    plan = []
    for v in op.operands:
        s = shape(v)
        if s.dimensions == result.dimensions:
            plan.append(None)
        else:
            t = tensor_type(op.result.type, ir.RankedTensorType(v.type).element_type)
            plan.append((t, {"broadcast_dimensions": i64s(operand_broadcast_dims(s, result.rank, bd))}))
    return plan


@lowering("binary", keeps_provenance=True)
def lower_binary(op, rewriter, d):
    """_broadcast_operands and keeping_provenance in one frame: the most common xla ops, where
    each binding read counts (a Value view ~0.3 us, hashing a type or attribute ~0.1 us)."""
    result_type, attributes, loc, ip = op.result.type, op.attributes, op.location, rewriter.ip
    operands = list(op.operands)
    bd = attributes.get("broadcast_dimensions")
    plan = None
    types = [v.type for v in operands]
    if bd is None:
        for t in types:
            if t != result_type:
                break
        else:
            types = None   # all the result's type: nothing to broadcast, no plan to look up
    if types is not None:
        key = (result_type, bd, *types)
        plans = CURRENT_RUN.get().plans
        plan = plans.get(key)
        if plan is None:
            plan = plans[key] = _broadcast_plan(op, d)
        operands = [v if p is None else
                    ir.Operation.create("stablehlo.broadcast_in_dim", [p[0]], [v], p[1], None, 0, loc, ip).result
                    for v, p in zip(operands, plan)]
    new = ir.Operation.create(d.lowers_to, [result_type], operands, None, None, 0, loc, ip)
    if len(attributes) > (bd is not None):
        copy_discardable(op, new, attributes)
    return new


@lowering("compare")
def lower_compare(op, rewriter, d):
    et = shape(op.operands[0]).element_type
    attrs = compare_attrs(d.direction, compare_type(et, d.total_order))
    return create("stablehlo.compare", [op.result.type], _broadcast_operands(op, rewriter, d), dict(attrs),
                  ip=rewriter.ip)
