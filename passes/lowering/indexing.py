"""Indexing ops -> stablehlo.gather / scatter / dynamic_slice / dynamic_update_slice / ..."""
from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from bridge.errors import LoweringError
from bridge.mlir_attrs import constant_int

from .common import create, i64, i64s, inline_flat, lowering, retuple, shape, symbol_of


@lowering("Gather")
def lower_gather(op, rewriter, d):
    dn = d.decode(op, "dimension_numbers")
    attrs = {"dimension_numbers": stablehlo.GatherDimensionNumbers.get(
                 offset_dims=list(dn.offset_dims), collapsed_slice_dims=list(dn.collapsed_slice_dims),
                 operand_batching_dims=list(dn.operand_batching_dims),
                 start_indices_batching_dims=list(dn.start_indices_batching_dims),
                 start_index_map=list(dn.start_index_map), index_vector_dim=dn.index_vector_dim),
             "slice_sizes": i64s(tuple(d.decode(op, "slice_sizes"))),
             "indices_are_sorted": ir.BoolAttr.get(bool(d.decode(op, "indices_are_sorted")))}
    return create("stablehlo.gather", [op.result.type], op.operands, attrs, ip=rewriter.ip)


@lowering("Scatter")
def lower_scatter(op, rewriter, d):
    dn = d.decode(op, "dimension_numbers")
    operands = list(op.operands)
    n = (len(operands) - 1) // 2
    attrs = {"scatter_dimension_numbers": stablehlo.ScatterDimensionNumbers.get(
                 update_window_dims=list(dn.update_window_dims), inserted_window_dims=list(dn.inserted_window_dims),
                 input_batching_dims=list(dn.input_batching_dims),
                 scatter_indices_batching_dims=list(dn.scatter_indices_batching_dims),
                 scattered_dims_to_operand_dims=list(dn.scatter_dims_to_operand_dims),
                 index_vector_dim=dn.index_vector_dim),
             "indices_are_sorted": ir.BoolAttr.get(bool(d.decode(op, "indices_are_sorted"))),
             "unique_indices": ir.BoolAttr.get(bool(d.decode(op, "unique_indices")))}
    new = create("stablehlo.scatter", [v.type for v in operands[:n]], operands, attrs, ip=rewriter.ip, regions=1)
    inline_flat(new, 0, symbol_of(op, "update_computation"), op)
    return retuple(op, new, rewriter.ip)


def scalar_starts(values, ip) -> list:
    """XLA's rank-1 start-index array -> the one scalar per dimension StableHLO takes."""
    if len(values) != 1 or ir.RankedTensorType(values[0].type).rank != 1:
        return list(values)
    v = values[0]
    t = ir.RankedTensorType(v.type)
    one, scalar = ir.RankedTensorType.get([1], t.element_type), ir.RankedTensorType.get([], t.element_type)
    out = []
    for i in range(t.shape[0]):
        piece = create("stablehlo.slice", [one], [v], {"start_indices": i64s((i,)), "limit_indices": i64s((i + 1,)),
                                                       "strides": i64s((1,))}, ip=ip).result
        out.append(create("stablehlo.reshape", [scalar], [piece], ip=ip).result)
    return out


@lowering("DynamicSlice")
def lower_dynamic_slice(op, rewriter, d):
    operand, *starts = op.operands
    return create("stablehlo.dynamic_slice", [op.result.type], [operand, *scalar_starts(starts, rewriter.ip)],
                  {"slice_sizes": i64s(tuple(d.decode(op, "size_indices")))}, ip=rewriter.ip)


@lowering("DynamicUpdateSlice")
def lower_dynamic_update_slice(op, rewriter, d):
    operand, update, *starts = op.operands
    return create("stablehlo.dynamic_update_slice", [op.result.type],
                  [operand, update, *scalar_starts(starts, rewriter.ip)], ip=rewriter.ip)


@lowering("GetDimensionSize")
def lower_get_dimension_size(op, rewriter, d):
    return create("stablehlo.get_dimension_size", [op.result.type], op.operands,
                  {"dimension": i64(d.decode(op, "dimension"))}, ip=rewriter.ip)


@lowering("SetDimensionSize")
def lower_set_dimension_size(op, rewriter, d):
    """The identity where the result stayed static (a constant size equal to the bound: the
    builder leaves the dimension static, as XLA's does); stablehlo.set_dimension_size otherwise."""
    operand, size = op.operands
    if op.result.type == operand.type:
        dim = d.decode(op, "dimension")
        bound = shape(operand).dimensions[dim]
        if constant_int(size) != bound:   # (the builder never writes this; hand-written text may)
            raise LoweringError(f"SetDimensionSize: a size other than the constant bound {bound} makes dimension "
                                f"{dim} of {shape(operand)} dynamic, but the op's result type {op.result.type} "
                                "keeps it static")
        return [operand]
    return create("stablehlo.set_dimension_size", [op.result.type], op.operands,
                  {"dimension": i64(d.decode(op, "dimension"))}, ip=rewriter.ip)


@lowering("DynamicReshape")
def lower_dynamic_reshape(op, rewriter, d):
    """As XLA's importer: the s32 sizes made one tensor<Nxi32>, then stablehlo.dynamic_reshape."""
    operand, sizes = op.operands[0], list(op.operands)[1:]
    i32 = ir.IntegerType.get_signless(32)
    one = ir.RankedTensorType.get([1], i32)
    pieces = [create("stablehlo.reshape", [one], [s], {}, ip=rewriter.ip).result for s in sizes]
    shape_t = ir.RankedTensorType.get([len(sizes)], i32)
    shape_v = create("stablehlo.concatenate", [shape_t], pieces, {"dimension": i64(0)}, ip=rewriter.ip).result
    return create("stablehlo.dynamic_reshape", [op.result.type], [operand, shape_v], {}, ip=rewriter.ip)
