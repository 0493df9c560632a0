"""expand-implicit-broadcast: make XLA's implicit broadcasts explicit, staying in the xla dialect.

Binary and comparison ops broadcast their operands (seed 001): a lower-rank operand through
`broadcast_dimensions`, then size-1 ("degenerate") dimensions; Select broadcasts a scalar
pred and Clamp a scalar min/max. After this pass every such operand already has the result's
dimensions: each broadcast is an `xla.broadcast_in_dim`, and binary ops lose their
`broadcast_dimensions` attribute. The results are the same (checked by the tests with
PJRT and the numpy reference).
"""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge.mlir_types import from_mlir_type
from dialect_defs import BY_OP_NAME
from dialect_defs import attrs as A
from dialect_defs.rules import operand_broadcast_dims

from .patterns import PatternSet
from .registry import register

_PATTERNS = PatternSet(trusted=True)


def _broadcast(value, dims: tuple[int, ...], result_dims, rewriter, loc):
    t = ir.RankedTensorType.get(list(result_dims), ir.RankedTensorType(value.type).element_type)
    return ir.Operation.create("xla.broadcast_in_dim", results=[t], operands=[value], loc=loc, ip=rewriter.ip,
                               attributes={"out_dim_size": A.i64s_attr(tuple(result_dims)),
                                           "broadcast_dimensions": A.i64s_attr(tuple(dims))}).result


def _recreate(op, operands, rewriter, drop=()):
    attrs = {k: a for k, a in op.attributes.items() if k not in drop}
    return ir.Operation.create(op.operation.name, results=[op.results[0].type], operands=operands, attributes=attrs,
                               loc=op.location, ip=rewriter.ip)


def _elementwise(op, rewriter):
    result = from_mlir_type(op.results[0].type)
    bd = A.from_mlir("i64s", op.attributes["broadcast_dimensions"]) if "broadcast_dimensions" in op.attributes else ()
    shapes = [from_mlir_type(v.type) for v in op.operands]
    if all(s.dimensions == result.dimensions for s in shapes) and not bd:
        return None
    operands = [v if s.dimensions == result.dimensions else
                _broadcast(v, operand_broadcast_dims(s, result.rank, bd), result.dimensions, rewriter, op.location)
                for v, s in zip(op.operands, shapes)]
    return _recreate(op, operands, rewriter, drop=("broadcast_dimensions",))


def _scalar_operands(positions):
    """Select (pred) and Clamp (min, max) accept scalars at `positions` for array operands."""
    def pattern(op, rewriter):
        result = from_mlir_type(op.results[0].type)
        if result.rank == 0:
            return None
        operands = list(op.operands)
        changed = False
        for i in positions:
            if from_mlir_type(operands[i].type).rank == 0:
                operands[i] = _broadcast(operands[i], (), result.dimensions, rewriter, op.location)
                changed = True
        return _recreate(op, operands, rewriter) if changed else None
    return pattern


for _d in BY_OP_NAME.values():
    if _d.family in ("binary", "compare"):
        _PATTERNS.add(_d.op_name, _elementwise, f"explicit-{_d.mnemonic}")
_PATTERNS.add("xla.select", _scalar_operands((0,)), "explicit-select-pred")
_PATTERNS.add("xla.clamp", _scalar_operands((0, 2)), "explicit-clamp-bounds")


@register("expand-implicit-broadcast",
          "xla dialect: turn implicit broadcasts of binary/compare/select/clamp into xla.broadcast_in_dim")
def expand_implicit_broadcast(op):
    """Every binary/compare operand with other dimensions than the result is broadcast
    explicitly (through broadcast_dimensions, then degenerate size-1 dimensions, as
    seed 001 describes); scalar Select preds and Clamp bounds too."""
    counts = _PATTERNS.apply(op, driver="walk")
    return {"broadcasts-made-explicit": sum(counts.values())} if counts else {}
