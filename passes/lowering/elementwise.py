"""Element-wise ops: unary map one-to-one; binary ops make XLA's implicit broadcasts explicit."""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge import dynamic_dims
from bridge.errors import LoweringError
from dialect_defs.ops_elementwise import ACCURACY_OPS, compare_type
from dialect_defs.rules import operand_broadcast_dims

from .common import CURRENT_RUN, compare_attrs, copy_discardable, create, i64s, lowering, renamed, shape, tensor_type


@lowering("unary", keeps_provenance=True)
def lower_unary(op, rewriter, d):
    """result_accuracy goes where StableHLO has it (exponential, log ...: its stablehlo ops);
    the CHLO ops have none, and XLA's importer drops it there too."""
    return renamed(op, rewriter, d, _ACCURACY if d.name in ACCURACY_OPS and d.lowers_to.startswith("stablehlo.")
                   else ())


_ACCURACY = ("result_accuracy",)


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
        if s.dimensions == result.dimensions or (s.rank == result.rank and (s.dynamic or result.dynamic)
                                                 and dynamic_dims.compatible([s, result])):
            plan.append(None)   # (a dynamic dimension against a size it may have: nothing to broadcast)
        else:
            t = tensor_type(op.result.type, ir.RankedTensorType(v.type).element_type)
            plan.append((t, {"broadcast_dimensions": i64s(operand_broadcast_dims(s, result.rank, bd))}))
    return plan


@lowering("binary", keeps_provenance=True)
def lower_binary(op, rewriter, d):
    """_broadcast_operands and keeping_provenance in one frame, for exactly two operands: the
    most common xla ops, where each binding read counts (a Value view ~0.3 us, a type ~0.25 us,
    hashing a type or attribute ~0.1 us; indexing two operands is cheaper than listing them)."""
    result_type, attributes, loc, ip = op.result.type, op.attributes, op.location, rewriter.ip
    operands = op.operands
    if len(operands) != 2:
        raise LoweringError(f"{d.op_name} takes 2 operands, got {len(operands)}")
    lhs, rhs = operands[0], operands[1]
    lt, rt = lhs.type, rhs.type
    bd = attributes.get("broadcast_dimensions")
    if bd is not None or lt != result_type or rt != result_type:
        key = (result_type, bd, lt, rt)
        plans = CURRENT_RUN.get().plans
        plan = plans.get(key)
        if plan is None:
            plan = plans[key] = _broadcast_plan(op, d)
        pl, pr = plan
        if pl is not None:
            lhs = _create("stablehlo.broadcast_in_dim", [pl[0]], [lhs], pl[1], None, 0, loc, ip).result
        if pr is not None:
            rhs = _create("stablehlo.broadcast_in_dim", [pr[0]], [rhs], pr[1], None, 0, loc, ip).result
    new = _create(d.lowers_to, [result_type], [lhs, rhs], None, None, 0, loc, ip)
    if len(attributes) > (bd is not None):
        copy_discardable(op, new, attributes)
    return new


_create = ir.Operation.create   # (positional: keyword parsing costs more than the call)


@lowering("compare")
def lower_compare(op, rewriter, d):
    et = shape(op.operands[0]).element_type
    attrs = compare_attrs(d.direction, compare_type(et, d.total_order))
    return create("stablehlo.compare", [op.result.type], _broadcast_operands(op, rewriter, d), dict(attrs),
                  ip=rewriter.ip)
