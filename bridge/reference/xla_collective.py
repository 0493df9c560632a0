"""numpy kernels for the xla collectives: AllGather, AllReduce, CrossReplicaSum, AllToAll,
CollectivePermute, CollectiveBroadcast, ReduceScatter, ReplicaId, PartitionId.

Replicas are threads running one program in lockstep (kernels_collective.run_processes);
each collective is one rendezvous on `frame.run.exchange` where every replica posts its
operands and computes its own result from all of them, with XLA's replica-group rules
read from the op's attributes. `evaluate_xla_replicas` returns every replica's results.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from bridge import dtypes
from bridge.errors import HloBridgeError, UnsupportedOp
from bridge.sharding import BF16, reduce_bf16_in_f32
from dialect_defs.ops_collective import hlo_groups

from .interpreter import Program
from .kernels_collective import run_processes
from .kernels_reduce import fast_ufunc_of_op
from .xla_registry import single_body_op, xla_kernel


def evaluate_xla_replicas(comp, args, num_replicas: int) -> list[list[np.ndarray]]:
    """Evaluate an XlaComputation's xla ops on `num_replicas` replicas; results per replica.

    `args`: one argument list per replica (or one list shared by all).
    """
    return run_processes(Program(comp.module), args, num_replicas)


def _everyone(frame, value, what: str) -> list:
    """Every replica's `value`, indexed by replica id."""
    run = frame.run
    if run.exchange is None:
        if run.num_replicas > 1:
            raise UnsupportedOp(f"{what} over {run.num_replicas} replicas needs the replicas to run together "
                                f"(bridge.reference.xla_collective.evaluate_xla_replicas)")
        return [value]
    return run.exchange.share(run.replica_id, value)


def _group(what: str, groups, frame, count_name: str | None = None, count: int | None = None) -> tuple:
    """The running replica's group (XLA: empty groups = all replicas in id order)."""
    n, rid = frame.run.num_replicas, frame.run.replica_id
    groups = groups or (tuple(range(n)),)
    if sorted(r for g in groups for r in g) != list(range(n)):
        raise HloBridgeError(f"{what}: replica_groups={hlo_groups(groups)} must name each replica "
                             f"0..{n - 1} exactly once (num_replicas={n})")
    group = next(g for g in groups if rid in g)
    if count is not None and len(group) != count:
        raise HloBridgeError(f"{what}: {count_name} {count} does not match the {len(group)} replicas of "
                             f"group {list(group)} (num_replicas={n})")
    return group


def _flat(operands) -> tuple[list, bool]:
    """AllReduce's operands: several arrays, or one tuple value; (arrays, result is a tuple)."""
    if len(operands) == 1 and isinstance(operands[0], tuple):
        return list(operands[0]), True
    return list(operands), len(operands) > 1


# A reducer that is one element-wise op of its two parameters runs as a numpy ufunc;
# other reducers are called on whole arrays (their ops are element-wise, as in Map).
def _reducer(info, a):
    """reduce(frame, arrays, dtype) -> the arrays combined left to right by the op's computation."""
    if a.d.name == "CrossReplicaSum":
        name = "xla.add"
    else:
        body = single_body_op(info, ir.FlatSymbolRefAttr(info.op.attributes["computation"]).value)
        name = body.name if body is not None else None
        call = a.computation("computation")

    def reduce(frame, arrays, dtype):
        uf = fast_ufunc_of_op(name, dtypes.canonical(np.dtype(dtype))) if name else None
        if uf is not None and np.dtype(dtype) == BF16:
            return reduce_bf16_in_f32(uf, arrays, dtype)
        acc = np.asarray(arrays[0]).astype(dtype, copy=False)
        for x in arrays[1:]:
            x = np.asarray(x).astype(dtype, copy=False)
            if uf is not None:
                acc = uf(acc, x).astype(dtype, copy=False)
            else:
                acc = np.asarray(call(frame, acc, x)[0]).astype(dtype, copy=False)
        return acc
    return reduce


@xla_kernel("AllReduce", "CrossReplicaSum")
def _all_reduce(info, a):
    what = a.d.name
    reduce = _reducer(info, a)
    out = info.result_types[0]
    types = list(out) if isinstance(out, tuple) else [out]

    def run(frame, *operands):
        arrays, as_tuple = _flat(operands)
        everyone = _everyone(frame, arrays, what)
        group = _group(what, a["replica_groups"], frame)
        res = [reduce(frame, [everyone[r][i] for r in group], t.dtype) for i, t in enumerate(types)]
        return tuple(res) if as_tuple else res[0]
    return run


@xla_kernel("AllGather")
def _all_gather(info, a):
    dim, count = a["all_gather_dim"], a["shard_count"]

    def run(frame, operand):
        everyone = _everyone(frame, operand, "AllGather")
        group = _group("AllGather", a["replica_groups"], frame, "shard_count", count)
        return np.concatenate([everyone[r] for r in group], axis=dim)
    return run


@xla_kernel("AllToAll")
def _all_to_all(info, a):
    split, concat, count = a["split_dimension"], a["concat_dimension"], a["split_count"]

    def run(frame, operand):
        everyone = _everyone(frame, operand, "AllToAll")
        group = _group("AllToAll", a["replica_groups"], frame, "split_count", count)
        me = group.index(frame.run.replica_id)
        # block `me` of every sender of the group, in group order
        return np.concatenate([np.split(np.asarray(everyone[r]), count, axis=split)[me] for r in group],
                              axis=concat)
    return run


def _received(op: str, out, named: str, ids, source_of):
    """run(frame, operand): the operand of replica source_of(my id), zeros when it is None;
    every replica id the attribute names (`named`: it as HLO text) must be on the grid."""
    top = max(ids, default=-1)

    def run(frame, operand):
        everyone = _everyone(frame, operand, op)
        n = frame.run.num_replicas
        if top >= n:
            raise HloBridgeError(f"{op}: {named} name a replica outside 0..{n - 1} (num_replicas={n})")
        source = source_of.get(frame.run.replica_id)
        return np.zeros(out.shape, out.dtype) if source is None else np.asarray(everyone[source])
    return run


@xla_kernel("CollectivePermute")
def _collective_permute(info, a):
    pairs = a["source_target_pairs"]
    sources: dict = {}
    for source, target in pairs:   # (a target's first pair: the builder refuses repeated targets)
        sources.setdefault(target, source)
    return _received("CollectivePermute", info.result_types[0], f"source_target_pairs={hlo_groups(pairs)}",
                     [r for pair in pairs for r in pair], sources)


@xla_kernel("CollectiveBroadcast")
def _collective_broadcast(info, a):
    groups = a["replica_groups"]
    sources: dict = {}
    for g in groups:   # every replica of a group gets its first one's operand
        for r in g:
            sources.setdefault(r, g[0])
    return _received("CollectiveBroadcast", info.result_types[0], f"replica_groups={hlo_groups(groups)}",
                     [r for g in groups for r in g], sources)


@xla_kernel("ReduceScatter")
def _reduce_scatter(info, a):
    dim, count = a["scatter_dimension"], a["shard_count"]
    reduce = _reducer(info, a)
    dtype = info.result_types[0].dtype

    def run(frame, operand):
        everyone = _everyone(frame, operand, "ReduceScatter")
        group = _group("ReduceScatter", a["replica_groups"], frame, "shard_count", count)
        total = reduce(frame, [everyone[r] for r in group], dtype)
        return np.split(total, count, axis=dim)[group.index(frame.run.replica_id)]
    return run


@xla_kernel("ReplicaId")
def _replica_id(info, a):
    return lambda frame: np.array(frame.run.replica_id, np.uint32)


@xla_kernel("PartitionId")
def _partition_id(info, a):
    return lambda frame: np.array(0, np.uint32)   # one partition (see stablehlo.partition_id)
