"""Constants, tuples, calls, composites, reductions and dots."""
from __future__ import annotations

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from dialect_defs import attrs as A
from dialect_defs.ops_structure import DOT_ALGORITHMS

from .common import (copy_discardable, create, inline_computation, leaf_types, lowering, retuple,
                     shape, stablehlo_enum, symbol_of)


@lowering("Constant", keeps_provenance=True)
def lower_constant(op, rewriter, d):
    attributes = op.attributes
    try:
        value = attributes["value"]
    except TypeError:   # complex literals: jaxlib 0.10.2's bindings cannot read them back, only print them
        from bridge.mlir_attrs import dense_value, parse_type
        value = A.to_mlir("literal", dense_value(op, "value", parse_type(op.result.type)))
    new = ir.Operation.create("stablehlo.constant", [op.result.type], None, {"value": value}, None, 0, op.location,
                              rewriter.ip)
    if len(attributes) > 1:
        copy_discardable(op, new, attributes)
    return new


@lowering("Tuple")
def lower_tuple(op, rewriter, d):
    return create("stablehlo.tuple", [op.result.type], op.operands, ip=rewriter.ip)


@lowering("GetTupleElement")
def lower_gte(op, rewriter, d):
    index = ir.IntegerAttr.get(ir.IntegerType.get_signless(32), d.decode(op, "index"))
    return create("stablehlo.get_tuple_element", [op.result.type], op.operands, {"index": index}, ip=rewriter.ip)


@lowering("Call")
def lower_call(op, rewriter, d):
    callee = op.attributes["computation"]
    new = create("func.call", leaf_types(op.result.type), op.operands, {"callee": callee}, ip=rewriter.ip)
    return retuple(op, new, rewriter.ip)


@lowering("CompositeCall")
def lower_composite(op, rewriter, d):
    attrs = {"name": ir.StringAttr.get(d.decode(op, "name")),
             "decomposition": op.attributes["computation"],
             "version": ir.IntegerAttr.get(ir.IntegerType.get_signless(32), d.decode(op, "version") or 0)}
    if "composite_attributes" in op.attributes:
        attrs["composite_attributes"] = op.attributes["composite_attributes"]
    new = create("stablehlo.composite", leaf_types(op.result.type), op.operands, attrs, ip=rewriter.ip)
    return retuple(op, new, rewriter.ip)


@lowering("Reduce")
def lower_reduce(op, rewriter, d):
    result_types = leaf_types(op.result.type)
    new = create("stablehlo.reduce", result_types, op.operands,
                 {"dimensions": ir.DenseI64ArrayAttr.get(list(d.decode(op, "dimensions")))},
                 ip=rewriter.ip, regions=1)
    inline_computation(new, 0, symbol_of(op, "computation"), op)
    return retuple(op, new, rewriter.ip)


@lowering("Dot", "DotGeneral")
def lower_dot(op, rewriter, d):
    if d.name == "Dot":
        lhs = shape(op.operands[0])
        lc, rc, lb, rb = (lhs.rank - 1,), (0,), (), ()
    else:
        dn = d.decode(op, "dimension_numbers")
        lc, rc, lb, rb = (dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions,
                          dn.lhs_batch_dimensions, dn.rhs_batch_dimensions)
    attrs = {"dot_dimension_numbers": stablehlo.DotDimensionNumbers.get(
        lhs_batching_dimensions=list(lb), rhs_batching_dimensions=list(rb),
        lhs_contracting_dimensions=list(lc), rhs_contracting_dimensions=list(rc))}
    precision = d.decode(op, "precision_config")
    if precision:
        attrs["precision_config"] = ir.ArrayAttr.get([stablehlo_enum("precision", p) for p in precision])
    algorithm = d.decode(op, "algorithm")
    if algorithm:
        lhs_t, rhs_t, acc, ops, imprecise = DOT_ALGORITHMS[algorithm]
        attrs["algorithm"] = ir.Attribute.parse(
            f"#stablehlo.dot_algorithm<lhs_precision_type = {lhs_t}, rhs_precision_type = {rhs_t}, accumulation_type"
            f" = {acc}, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = {ops}, "
            f"allow_imprecise_accumulation = {str(imprecise).lower()}>")
    return create("stablehlo.dot_general", [op.result.type], op.operands, attrs, ip=rewriter.ip)
