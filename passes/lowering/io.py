"""Tokens, I/O and CustomCall -> stablehlo.after_all / infeed / outfeed / send / recv / custom_call.

Infeed, Outfeed, Send and Recv take a token in StableHLO; like XlaBuilder, the lowering
makes a fresh one (after_all of nothing) for each, and the *WithToken forms pass theirs.
StableHLO's infeed and recv return their data leaves then a token; the xla op's value is
the data (re-tupled when a tuple), for the *WithToken forms the (data, token) tuple.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from dialect_defs.ops_io import TYPED_FFI

from .common import DEVICE_TO_DEVICE, build_tuple, copy_discardable, create, is_tuple, leaf_types, leaves, lowering



def _token_type() -> ir.Type:
    return ir.Type.parse("!stablehlo.token")


def _new_token(ip) -> ir.Value:
    return create("stablehlo.after_all", [_token_type()], [], ip=ip).result


@lowering("AfterAll", "CreateToken")
def lower_after_all(op, rewriter, d):
    return create("stablehlo.after_all", [op.result.type], op.operands, ip=rewriter.ip)


def _token_in(op, d, ip) -> ir.Value:
    """The token a *WithToken op was given (its last operand), else a fresh one."""
    return op.operands[len(op.operands) - 1] if d.name.endswith("WithToken") else _new_token(ip)


def _data(op, d, new, ip):
    """The xla op's one value from an infeed/recv's results (data leaves, then a token): the
    data, or for a *WithToken op the (data, token) tuple."""
    results = list(new.results) if d.name.endswith("WithToken") else list(new.results)[:-1]
    return [build_tuple(op.result.type, iter(results), ip)]


def _data_types(op, d) -> list[ir.Type]:
    types = leaf_types(op.result.type)
    return (types[:-1] if d.name.endswith("WithToken") else types) + [_token_type()]


@lowering("Infeed", "InfeedWithToken")
def lower_infeed(op, rewriter, d):
    ip = rewriter.ip
    new = create("stablehlo.infeed", _data_types(op, d), [_token_in(op, d, ip)],
                 {"infeed_config": ir.StringAttr.get(d.decode(op, "config"))}, ip=ip)
    return _data(op, d, new, ip)


@lowering("Outfeed", "OutfeedWithToken")
def lower_outfeed(op, rewriter, d):
    ip = rewriter.ip
    inputs = leaves(op.operands[0], ip) + [_token_in(op, d, ip)]
    return create("stablehlo.outfeed", [op.result.type], inputs,
                  {"outfeed_config": ir.StringAttr.get(d.decode(op, "outfeed_config"))}, ip=ip)


_TO_HOST, _FROM_HOST = 2, 3   # stablehlo ChannelTypes of a host transfer (send, recv)


def _channel(op, d) -> dict:
    host = "is_host_transfer" in op.attributes and bool(d.decode(op, "is_host_transfer"))
    kind = (_TO_HOST if d.name.startswith("Send") else _FROM_HOST) if host else DEVICE_TO_DEVICE
    return {"channel_handle": stablehlo.ChannelHandle.get(d.decode(op, "channel_handle"), kind),
            "is_host_transfer": ir.BoolAttr.get(host)}


@lowering("Send", "SendWithToken")
def lower_send(op, rewriter, d):
    ip = rewriter.ip
    inputs = leaves(op.operands[0], ip) + [_token_in(op, d, ip)]
    return create("stablehlo.send", [op.result.type], inputs, _channel(op, d), ip=ip)


@lowering("Recv", "RecvWithToken")
def lower_recv(op, rewriter, d):
    ip = rewriter.ip
    new = create("stablehlo.recv", _data_types(op, d), [_token_in(op, d, ip)], _channel(op, d), ip=ip)
    return _data(op, d, new, ip)


def _top_level_types(t: ir.Type) -> list[ir.Type]:
    """A tuple-shaped custom call has one result per tuple element (nested tuples stay tuples)."""
    if not is_tuple(t):
        return [t]
    tt = ir.TupleType(t)
    return [tt.get_type(i) for i in range(tt.num_types)]


def _layouts(shapes) -> ir.Attribute:
    """minor_to_major of each shape as StableHLO's dense<...> : tensor<Nxindex> (a token: [])."""
    index = ir.IndexType.get()
    return ir.ArrayAttr.get([ir.DenseElementsAttr.get(
        np.array(s.minor_to_major if s.is_array else (), np.int64),
        type=ir.RankedTensorType.get([s.rank if s.is_array else 0], index)) for s in shapes])


@lowering("CustomCall")
def lower_custom_call(op, rewriter, d):
    version = d.decode(op, "api_version")
    config = (op.attributes["backend_config"] if "backend_config" in op.attributes else ir.DictAttr.get({})) \
        if version == TYPED_FFI else ir.StringAttr.get(d.decode(op, "opaque"))
    attrs = {"call_target_name": ir.StringAttr.get(d.decode(op, "call_target_name")),
             "has_side_effect": ir.BoolAttr.get(bool(d.decode(op, "has_side_effect"))),
             "backend_config": config,
             "api_version": ir.IntegerAttr.get(ir.IntegerType.get_signless(32), version)}
    if "called_computations" in op.attributes:
        attrs["called_computations"] = op.attributes["called_computations"]
    types = _top_level_types(op.result.type)
    if "operand_shapes_with_layout" in op.attributes:   # the native code's view of memory
        shape = d.decode(op, "shape")
        results = shape.tuple_shapes if shape.is_tuple else (shape,)
        attrs["operand_layouts"] = _layouts(d.decode(op, "operand_shapes_with_layout"))
        attrs["result_layouts"] = _layouts(results)
    if "literal" in op.attributes:   # (the name XLA's importer and exporter use)
        attrs["mhlo.literal"] = op.attributes["literal"]
    # a convolution the target computes (cuDNN's): HLO text, as dialect_defs.conv_text says why
    if "window" in op.attributes:
        attrs["mhlo.window"] = op.attributes["window"]
    if "dim_labels" in op.attributes:
        attrs["mhlo.dim_labels"] = op.attributes["dim_labels"]
    for name in ("feature_group_count", "batch_group_count"):
        if name in op.attributes and d.decode(op, name) != 1:
            attrs["mhlo." + name] = op.attributes[name]
    if "precision_config" in op.attributes:   # (as HLO prints it: high,default)
        attrs["mhlo.operand_precision"] = ir.StringAttr.get(
            ",".join(p.lower() for p in d.decode(op, "precision_config")))
    if "output_operand_aliasing" in op.attributes:
        attrs["output_operand_aliases"] = ir.ArrayAttr.get([
            stablehlo.OutputOperandAlias.get(list(output), operand, list(index))
            for output, operand, index in d.decode(op, "output_operand_aliasing")])
    new = create("stablehlo.custom_call", types, op.operands, attrs, ip=rewriter.ip)
    if len(types) == 1 and types[0] == op.result.type:
        return new
    if not types:   # an empty tuple (jax.debug.print's): its placement stays on the call, not on
        copy_discardable(op, new)   # the unused tuple that stands in for the result
    return [create("stablehlo.tuple", [op.result.type], new.results, ip=rewriter.ip).result]
