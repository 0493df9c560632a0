"""Collectives -> stablehlo.all_gather / all_reduce / all_to_all / collective_permute /
collective_broadcast / reduce_scatter / replica_id / partition_id.

Replica groups become a rectangular `tensor<GxSxi64>`: all-reduce's unequal groups are
padded with -1 (XLA's convention when it exports HLO). Empty groups mean "all replicas";
for the ops that also carry the group size (shard_count, split_count) the lowering spells
that group out, because XLA:CPU divides by the group size it reads there (all_to_all with
empty groups kills the process with SIGFPE).
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from .common import (DEVICE_TO_DEVICE, create, i64, inline_computation, leaf_types, leaves, lowering, retuple,
                     symbol_of)



def groups_attr(groups, size: int | None = None) -> ir.Attribute:
    """dense<[[...]]> : tensor<GxSxi64>; empty groups -> one group 0..size-1 (size given) or dense<>."""
    if not groups and size is not None:
        groups = (tuple(range(size)),)
    width = max((len(g) for g in groups), default=0)
    rows = np.full((len(groups), width), -1, np.int64)
    for i, g in enumerate(groups):
        rows[i, :len(g)] = g
    return ir.DenseElementsAttr.get(rows)


def _channel(op, d, attrs: dict) -> dict:
    """A channel_id (XLA: the op works across partitions, not replicas) -> channel_handle."""
    if "channel_id" in op.attributes:
        attrs["channel_handle"] = stablehlo.ChannelHandle.get(d.decode(op, "channel_id"), DEVICE_TO_DEVICE)
    return attrs


def _common(op, d, size=None) -> dict:
    attrs = _channel(op, d, {"replica_groups": groups_attr(d.decode(op, "replica_groups"), size)})
    if "use_global_device_ids" in op.attributes and d.decode(op, "use_global_device_ids"):
        attrs["use_global_device_ids"] = ir.UnitAttr.get()
    return attrs


@lowering("AllGather")
def lower_all_gather(op, rewriter, d):
    attrs = _common(op, d, d.decode(op, "shard_count"))
    attrs["all_gather_dim"] = i64(d.decode(op, "all_gather_dim"))
    return create("stablehlo.all_gather", [op.result.type], op.operands, attrs, ip=rewriter.ip)


def _scalar_types(values) -> ir.Type:
    element = ir.RankedTensorType(values[0].type).element_type
    return ir.RankedTensorType.get([], element)


@lowering("AllReduce", "CrossReplicaSum")
def lower_all_reduce(op, rewriter, d):
    ip = rewriter.ip
    operands = [leaf for v in op.operands for leaf in leaves(v, ip)]
    new = create("stablehlo.all_reduce", leaf_types(op.result.type), operands, _common(op, d), ip=ip, regions=1)
    if d.name == "AllReduce":
        inline_computation(new, 0, symbol_of(op, "computation"), op)
    else:   # XLA builds the sum computation itself: add, or `or` for pred
        scalar = _scalar_types(operands)
        block = new.regions[0].blocks.append(scalar, scalar)
        combine = "stablehlo.or" if str(scalar.element_type) == "i1" else "stablehlo.add"
        body = create(combine, [scalar], list(block.arguments), ip=ir.InsertionPoint(block))
        create("stablehlo.return", [], [body.result], ip=ir.InsertionPoint(block))
    return retuple(op, new, ip)


@lowering("AllToAll")
def lower_all_to_all(op, rewriter, d):
    count = d.decode(op, "split_count")
    attrs = _common(op, d, count)
    attrs.update(split_dimension=i64(d.decode(op, "split_dimension")),
                 concat_dimension=i64(d.decode(op, "concat_dimension")), split_count=i64(count))
    return create("stablehlo.all_to_all", [op.result.type], op.operands, attrs, ip=rewriter.ip)


@lowering("CollectivePermute")
def lower_collective_permute(op, rewriter, d):
    pairs = np.array(d.decode(op, "source_target_pairs"), np.int64).reshape(-1, 2)
    return create("stablehlo.collective_permute", [op.result.type], op.operands,
                  _channel(op, d, {"source_target_pairs": ir.DenseElementsAttr.get(pairs)}), ip=rewriter.ip)


@lowering("CollectiveBroadcast")
def lower_collective_broadcast(op, rewriter, d):
    return create("stablehlo.collective_broadcast", [op.result.type], op.operands,
                  _channel(op, d, {"replica_groups": groups_attr(d.decode(op, "replica_groups"))}), ip=rewriter.ip)


@lowering("ReduceScatter")
def lower_reduce_scatter(op, rewriter, d):
    attrs = _common(op, d, d.decode(op, "shard_count"))
    attrs["scatter_dimension"] = i64(d.decode(op, "scatter_dimension"))
    new = create("stablehlo.reduce_scatter", [op.result.type], op.operands, attrs, ip=rewriter.ip, regions=1)
    inline_computation(new, 0, symbol_of(op, "computation"), op)
    return new


@lowering("ReplicaId", "PartitionId")
def lower_process_id(op, rewriter, d):
    return create(d.lowers_to, [op.result.type], [], ip=rewriter.ip)
