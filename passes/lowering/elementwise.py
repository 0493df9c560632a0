"""Element-wise ops: unary map one-to-one; binary ops make XLA's implicit broadcasts explicit."""
from __future__ import annotations

from jaxlib.mlir import ir

from dialect_defs.ops_elementwise import compare_type
from dialect_defs.rules import operand_broadcast_dims

from .common import attr, compare_attrs, create, i64s, lowering, shape, tensor_type


@lowering("unary")
def lower_unary(op, rewriter, d):
    return create(d.stablehlo, [op.result.type], op.operands, ip=rewriter.ip)


def _broadcast_operands(op, rewriter, d):
    """Operands broadcast to the result dimensions (seed 001: in-dim, then degenerate)."""
    operands = op.operands
    result_type = op.result.type
    attributes = op.attributes
    bd = attributes["broadcast_dimensions"] if "broadcast_dimensions" in attributes else None
    key = (result_type, bd, *[v.type for v in operands])
    plan = _PLANS.get(key)
    if plan is None:
        plan = _PLANS[key] = _broadcast_plan(op, d)
    if not any(plan):
        return operands   # the common case: nothing to broadcast
    return [v if p is None else create("stablehlo.broadcast_in_dim", [p[0]], [v], p[1], rewriter.ip).result
            for v, p in zip(operands, plan)]


_PLANS: dict = {}   # (result type, broadcast_dimensions, operand types) -> per operand: None or (type, attrs)


def _broadcast_plan(op, d):
    result = shape(op.result)
    bd = attr(op, d, "broadcast_dimensions")
    plan = []
    for v in op.operands:
        s = shape(v)
        if s.dimensions == result.dimensions:
            plan.append(None)
        else:
            t = tensor_type(op.result.type, ir.RankedTensorType(v.type).element_type)
            plan.append((t, {"broadcast_dimensions": i64s(operand_broadcast_dims(s, result.rank, bd))}))
    return plan


@lowering("binary")
def lower_binary(op, rewriter, d):
    return create(d.stablehlo, [op.result.type], _broadcast_operands(op, rewriter, d), ip=rewriter.ip)


@lowering("compare")
def lower_compare(op, rewriter, d):
    et = shape(op.operands[0]).element_type
    attrs = compare_attrs(d.extra["direction"], compare_type(et, d.extra["total_order"]))
    return create("stablehlo.compare", [op.result.type], _broadcast_operands(op, rewriter, d), dict(attrs),
                  ip=rewriter.ip)
