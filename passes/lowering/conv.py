"""Conv*, ReduceWindow, SelectAndScatter: one StableHLO op each, SAME/VALID resolved to pairs."""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from bridge.mlir_types import to_mlir_type
from dialect_defs.ops_conv import conv_config, resolve_padding
from dialect_defs.rules import operands_element_type

from .common import (create, i64, i64s, inline_computation, leaf_types, lowering, retuple, shape, stablehlo_enum,
                     symbol_of)


def padding_attr(pairs) -> ir.Attribute:
    """StableHLO's padding: a tensor<Nx2xi64> of (low, high) rows."""
    return ir.DenseIntElementsAttr.get(np.array(pairs, dtype=np.int64).reshape(len(pairs), 2))


@lowering("Conv", "ConvWithGeneralPadding", "ConvGeneralDilated")
def lower_conv(op, rewriter, d):
    lhs, rhs = shape(op.operands[0]), shape(op.operands[1])
    c = conv_config(d.name, lhs, rhs, {a.name: d.decode(op, a.name) for a in d.attr_args})
    dn = c.dn
    attrs = {"window_strides": i64s(c.strides), "padding": padding_attr(c.padding),
             "lhs_dilation": i64s(c.lhs_dilation), "rhs_dilation": i64s(c.rhs_dilation),
             "dimension_numbers": stablehlo.ConvDimensionNumbers.get(
                 input_batch_dimension=dn.input_batch_dimension,
                 input_feature_dimension=dn.input_feature_dimension,
                 input_spatial_dimensions=list(dn.input_spatial_dimensions),
                 kernel_input_feature_dimension=dn.kernel_input_feature_dimension,
                 kernel_output_feature_dimension=dn.kernel_output_feature_dimension,
                 kernel_spatial_dimensions=list(dn.kernel_spatial_dimensions),
                 output_batch_dimension=dn.output_batch_dimension,
                 output_feature_dimension=dn.output_feature_dimension,
                 output_spatial_dimensions=list(dn.output_spatial_dimensions)),
             "feature_group_count": i64(c.feature_group_count), "batch_group_count": i64(c.batch_group_count)}
    if c.precision_config:
        attrs["precision_config"] = ir.ArrayAttr.get([stablehlo_enum("precision", p) for p in c.precision_config])
    return create("stablehlo.convolution", [op.result.type], _same_element_type(d.name, op, lhs, rhs, rewriter),
                  attrs, ip=rewriter.ip)


def _same_element_type(name: str, op, lhs, rhs, rewriter) -> list:
    """The operands, the less precise one of mixed floating types (XLA's f32 x f16) converted
    (exactly) to the other: StableHLO's convolution, unlike its dot_general, takes one type."""
    common = operands_element_type(name, lhs, rhs)
    return [v if s.element_type == common else
            create("stablehlo.convert", [to_mlir_type(s.with_element_type(common), op.context)], [v],
                   ip=rewriter.ip).result
            for v, s in zip(op.operands, (lhs, rhs))]


@lowering("ReduceWindow")
def lower_reduce_window(op, rewriter, d):
    base = shape(op.operands[0]).dimensions
    window, strides = d.decode(op, "window_dimensions"), d.decode(op, "window_strides")
    n = len(window)
    wdil = d.decode(op, "window_dilations") or (1,) * n
    pads = resolve_padding(d.name, d.decode(op, "padding"), base, window, strides, wdil)
    attrs = {"window_dimensions": i64s(tuple(window)), "window_strides": i64s(tuple(strides)),
             "base_dilations": i64s(tuple(d.decode(op, "base_dilations") or (1,) * n)),
             "window_dilations": i64s(tuple(wdil)), "padding": padding_attr(pads)}
    new = create("stablehlo.reduce_window", leaf_types(op.result.type), op.operands, attrs,
                 ip=rewriter.ip, regions=1)
    inline_computation(new, 0, symbol_of(op, "computation"), op)
    return retuple(op, new, rewriter.ip)


@lowering("SelectAndScatter")
def lower_select_and_scatter(op, rewriter, d):
    window, strides = d.decode(op, "window_dimensions"), d.decode(op, "window_strides")
    pads = resolve_padding(d.name, d.decode(op, "padding"), shape(op.operands[0]).dimensions, window, strides)
    attrs = {"window_dimensions": i64s(tuple(window)), "window_strides": i64s(tuple(strides)),
             "padding": padding_attr(pads)}
    new = create("stablehlo.select_and_scatter", [op.result.type], op.operands, attrs, ip=rewriter.ip, regions=2)
    inline_computation(new, 0, symbol_of(op, "select"), op)
    inline_computation(new, 1, symbol_of(op, "scatter"), op)
    return new
