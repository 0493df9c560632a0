"""Data-movement ops: each becomes one StableHLO op (or a transpose + reshape)."""
from __future__ import annotations

from jaxlib.mlir import ir

from .common import create, i64, i64s, lowering, renamed, shape


def _one(op, rewriter, d, attributes=None, operands=None):
    return create(d.lowers_to, [op.result.type], op.operands if operands is None else operands,
                  attributes, ip=rewriter.ip)


@lowering("Broadcast")
def lower_broadcast(op, rewriter, d):
    rank, added = shape(op.operands[0]).rank, len(d.decode(op, "broadcast_sizes"))
    return _one(op, rewriter, d, {"broadcast_dimensions": i64s(tuple(range(added, added + rank)))})


@lowering("BroadcastInDim", keeps_provenance=True)
def lower_broadcast_in_dim(op, rewriter, d):
    return renamed(op, rewriter, d, ("broadcast_dimensions",))


@lowering("Reshape", keeps_provenance=True)
def lower_reshape(op, rewriter, d):
    if "new_sizes" not in op.attributes:   # (the common form, Reshape(x, sizes): no transpose first)
        return renamed(op, rewriter, d)
    operand = op.operands[0]
    perm = d.decode(op, "dimensions") if d.decode(op, "new_sizes") is not None else None
    if perm is not None and tuple(perm) != tuple(range(len(perm))):
        s = shape(operand)
        t = ir.RankedTensorType.get([s.dimensions[p] for p in perm],
                                    ir.RankedTensorType(operand.type).element_type)
        operand = ir.Operation.create("stablehlo.transpose", [t], [operand], {"permutation": i64s(tuple(perm))},
                                      None, 0, op.location, rewriter.ip).result
    return renamed(op, rewriter, d, operands=[operand])


@lowering("Collapse", "ConvertElementType", "BitcastConvertType", "Select", "Clamp", keeps_provenance=True)
def lower_plain(op, rewriter, d):
    return renamed(op, rewriter, d)


@lowering("Transpose", keeps_provenance=True)
def lower_transpose(op, rewriter, d):
    return renamed(op, rewriter, d, ("permutation",))


@lowering("Rev", keeps_provenance=True)
def lower_rev(op, rewriter, d):
    return renamed(op, rewriter, d, ("dimensions",))


@lowering("Slice")
def lower_slice(op, rewriter, d):
    start = d.decode(op, "start_indices")
    strides = d.decode(op, "strides") or (1,) * len(start)
    return _one(op, rewriter, d, {"start_indices": i64s(start), "limit_indices": i64s(d.decode(op, "limit_indices")),
                                  "strides": i64s(tuple(strides))})


@lowering("ConcatInDim")
def lower_concat(op, rewriter, d):
    return _one(op, rewriter, d, {"dimension": i64(d.decode(op, "dimension"))})


@lowering("Pad")
def lower_pad(op, rewriter, d):
    cfg = d.decode(op, "padding_config")
    return _one(op, rewriter, d, {"edge_padding_low": i64s(tuple(c[0] for c in cfg)),
                                  "edge_padding_high": i64s(tuple(c[1] for c in cfg)),
                                  "interior_padding": i64s(tuple(c[2] for c in cfg))})


@lowering("Iota")
def lower_iota(op, rewriter, d):
    return _one(op, rewriter, d, {"iota_dimension": i64(d.decode(op, "iota_dimension"))})
