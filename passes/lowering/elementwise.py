"""Element-wise ops: unary map one-to-one; binary ops make XLA's implicit broadcasts explicit."""
from __future__ import annotations

import functools

from jaxlib.mlir import ir

from dialect_defs.ops_elementwise import compare_type
from dialect_defs.rules import operand_broadcast_dims

from .common import attr, broadcast_to, create, lowering, shape, tensor_type


@lowering("unary")
def lower_unary(op, rewriter, d):
    return create(d.stablehlo, [op.result.type], op.operands, ip=rewriter.ip)


def _broadcast_operands(op, rewriter, d):
    """Operands broadcast to the result dimensions (seed 001: in-dim, then degenerate)."""
    result = shape(op.result)
    bd = attr(op, d, "broadcast_dimensions")
    return [broadcast_to(v, tensor_type(op.result.type, ir.RankedTensorType(v.type).element_type),
                         operand_broadcast_dims(shape(v), result.rank, bd), rewriter.ip)
            for v in op.operands]


@lowering("binary")
def lower_binary(op, rewriter, d):
    return create(d.stablehlo, [op.result.type], _broadcast_operands(op, rewriter, d), ip=rewriter.ip)


@functools.lru_cache(maxsize=64)
def _compare_attrs(direction: str, ctype: str):
    return {"comparison_direction": ir.Attribute.parse(f"#stablehlo<comparison_direction {direction}>"),
            "compare_type": ir.Attribute.parse(f"#stablehlo<comparison_type {ctype}>")}


@lowering("compare")
def lower_compare(op, rewriter, d):
    et = shape(op.operands[0]).element_type
    attrs = _compare_attrs(d.extra["direction"], compare_type(et, d.extra["total_order"]))
    return create("stablehlo.compare", [op.result.type], _broadcast_operands(op, rewriter, d), dict(attrs),
                  ip=rewriter.ip)
