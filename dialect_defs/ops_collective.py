"""Cross-replica collectives (seed 003): AllGather, AllReduce, AllToAll, CollectivePermute,
ReduceScatter, CrossReplicaSum, ReplicaId, PartitionId; and XlaBuilder's CollectiveBroadcast
(not in the seed: XLA's collective-broadcast, StableHLO's collective_broadcast).

Every replica runs the same program; a collective combines the operands of the replicas
of one replica group. `replica_groups` lists the groups ([[0, 2], [1, 3]]); empty means
one group of all replicas, in id order. The builder checks the rules XLA's HLO verifier
applies to groups and source-target pairs, so a bad program fails at the call, not
inside PJRT (which aborts the process on some of them); how many replicas there are is
only known when the program runs, so bridge.runtime checks the ids against it then.
"""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge.shape import ProgramShape, Shape

from . import attrs as A
from .opdef import COMPUTATION, OPERAND, OPERANDS, Arg, define
from .rules import fail, fmt

# ---- attribute kinds: lists of id lists ------------------------------------------------

def _id_lists(what: str, example: str):
    def to_python(value) -> tuple[tuple[int, ...], ...]:
        if isinstance(value, str | bytes) or not all(isinstance(g, list | tuple) for g in value):
            raise ValueError(f"{what} is a list of lists of replica ids, e.g. {example}")
        return tuple(tuple(int(r) for r in g) for g in value)
    return to_python


def _id_lists_attr(value) -> ir.Attribute:
    return ir.ArrayAttr.get([A.i64s_attr(tuple(g)) for g in value])


def _id_lists_value(attr) -> tuple[tuple[int, ...], ...]:
    return tuple(A.i64s_value(g) for g in ir.ArrayAttr(attr))


A.kind("replica_groups", _id_lists("replica_groups", "[[0, 2], [1, 3]]"), _id_lists_attr, _id_lists_value)
A.kind("source_target_pairs", _id_lists("source_target_pairs", "[(0, 1), (1, 2)]"), _id_lists_attr,
       _id_lists_value)


def hlo_groups(groups) -> str:
    """XLA's text form of replica groups / pairs: {{0,2},{1,3}}."""
    return "{" + ",".join("{" + ",".join(map(str, g)) + "}" for g in groups) + "}"


# ---- XLA's rules ------------------------------------------------------------------------

def expect_array(op: str, shape: Shape, what: str):
    if not shape.is_array:
        fail(f"{op}: Expected array argument for {what}, but got {shape}.")


def check_replica_groups(op: str, groups, uniform: bool = True, covering: bool = True) -> int | None:
    """XLA's replica-group rules (HLO verifier); the group size, None when empty (all replicas).
    `covering`: the groups must name every replica (collective-broadcast's need not)."""
    if not groups:
        return None
    seen: set[int] = set()
    for g in groups:
        if not g:
            fail(f"{op}: Instruction cannot have an empty replica group: replica_groups={hlo_groups(groups)}")
        for r in g:
            if r < 0:
                fail(f"{op}: replica id {r} in replica_groups={hlo_groups(groups)} must be >= 0")
            if r in seen:
                fail(f"{op}: Replica {r} is repeated in instruction's replica-groups: "
                     f"replica_groups={hlo_groups(groups)}")
            seen.add(r)
    for r in range(len(seen) if covering else 0):
        if r not in seen:
            fail(f"{op}: Replica {r} is not named in instruction's replica-groups: "
                 f"replica_groups={hlo_groups(groups)} (the groups must name replicas 0..{len(seen) - 1})")
    if uniform and len({len(g) for g in groups}) > 1:
        fail(f"{op}: Replica groups expected to be of uniform size, got replica_groups={hlo_groups(groups)}")
    return len(groups[0])


def _check_count(op: str, name: str, count: int, groups):
    if count <= 0:
        fail(f"{op}: {name} must be positive, got {count}")
    size = check_replica_groups(op, groups)
    if size is not None and size != count:
        fail(f"{op}: {name} {count} must equal the size of each replica group ({size}) in "
             f"replica_groups={hlo_groups(groups)}")


def _check_dim(op: str, name: str, dim: int, shape: Shape):
    if not 0 <= dim < shape.rank:
        fail(f"{op}: {name} {dim} is out-of-bounds in shape {shape} (rank {shape.rank})")


def _check_channel(op: str, channel_id):
    if channel_id is not None and channel_id <= 0:
        fail(f"{op}: channel_id must be positive, got {channel_id}")


def reduction_operands(op: str, operand) -> list[Shape]:
    """AllReduce's operand: one array, a tuple of arrays, or a list of arrays (all one type)."""
    shapes = list(operand)
    if len(shapes) == 1 and shapes[0].is_tuple:
        shapes = list(shapes[0].tuple_shapes)
    if not shapes:
        fail(f"{op}: 0 element tuple {op} is not supported")
    for s in shapes:
        expect_array(op, s, "operand of cross replica sum")
    if len({s.element_type for s in shapes}) > 1:
        fail(f"{op}: All the shapes of a tuple input of {op} must have the same element type: {fmt(shapes)}")
    return shapes


def check_reducer(op: str, computation: ProgramShape, element_type: str):
    """The reduction computation must be (T[], T[]) -> T[] for the operands' element type T."""
    t = Shape.scalar(element_type)
    params, result = computation.parameters, computation.result
    if len(params) != 2 or not all(p.same_dims_and_type(t) for p in params) or not result.same_dims_and_type(t):
        fail(f"{op}: computation is ({fmt(params)}) -> {result}; reducing {element_type} operands "
             f"needs ({t}, {t}) -> {t}")


def _same_kind(shapes: list[Shape], operand) -> Shape:
    """One array in, one array out; otherwise a tuple (as XLA's AllReduce)."""
    if len(shapes) == 1 and not operand[0].is_tuple:
        return shapes[0]
    return Shape.tuple_shape(shapes)


# ---- the ops ---------------------------------------------------------------------------

_GROUPS = Arg("replica_groups", "replica_groups", (), aliases=("replica_group_ids",))
_CHANNEL = Arg("channel_id", "i64", None)
# XLA's kFlattenedID mode: replica_groups name global device ids (replica x partitions +
# partition), not replica ids; with one partition they are the same
_GLOBAL_IDS = Arg("use_global_device_ids", "bool", False)


def _check_global_ids(op: str, channel_id, use_global_device_ids):
    if use_global_device_ids and channel_id is None:
        fail(f"{op}: use_global_device_ids needs a channel_id (XLA: invalid combination of has_channel_id and "
             "use_global_device_ids)")


def _all_gather(operand, all_gather_dim, shard_count, replica_groups=(), channel_id=None,
                use_global_device_ids=False):
    op = "AllGather"
    _check_global_ids(op, channel_id, use_global_device_ids)
    expect_array(op, operand, "operand of all-gather")
    _check_count(op, "shard_count", shard_count, replica_groups)
    _check_dim(op, "all_gather_dim", all_gather_dim, operand)
    _check_channel(op, channel_id)
    dims = list(operand.dimensions)
    dims[all_gather_dim] *= shard_count
    return operand.with_dimensions(dims)


define("AllGather", "all_gather",
       [Arg("operand", OPERAND), Arg("all_gather_dim", "i64", aliases=("all_gather_dimension",)),
        Arg("shard_count", "i64"), _GROUPS, _CHANNEL, _GLOBAL_IDS],
       _all_gather, "concatenates the operands of a replica group along all_gather_dim", "collective",
       lowers_to="stablehlo.all_gather")


def _all_reduce(operand, computation, replica_groups=(), channel_id=None, use_global_device_ids=False):
    op = "AllReduce"
    _check_global_ids(op, channel_id, use_global_device_ids)
    shapes = reduction_operands(op, operand)
    check_reducer(op, computation, shapes[0].element_type)
    check_replica_groups(op, replica_groups, uniform=False)   # all-reduce alone allows unequal groups
    _check_channel(op, channel_id)
    return _same_kind(shapes, operand)


define("AllReduce", "all_reduce",
       [Arg("operand", OPERANDS, aliases=("operands",)), Arg("computation", COMPUTATION), _GROUPS, _CHANNEL,
        _GLOBAL_IDS],
       _all_reduce, "reduces the operands of a replica group element-wise with computation", "collective",
       lowers_to="stablehlo.all_reduce")


def _cross_replica_sum(operand, replica_groups=()):
    shapes = reduction_operands("CrossReplicaSum", operand)
    check_replica_groups("CrossReplicaSum", replica_groups, uniform=False)
    return _same_kind(shapes, operand)


define("CrossReplicaSum", "cross_replica_sum",
       [Arg("operand", OPERANDS, aliases=("operands",)), _GROUPS],
       _cross_replica_sum, "AllReduce with a sum (logical or for pred)", "collective",
       lowers_to="stablehlo.all_reduce")


def _all_to_all(operand, split_dimension, concat_dimension, split_count, replica_groups=(),
                channel_id=None):
    op = "AllToAll"
    expect_array(op, operand, "operand of all-to-all")
    _check_count(op, "split_count", split_count, replica_groups)
    _check_channel(op, channel_id)
    # XLA's ShapeInference::InferAllToAllShape wording
    if not 0 <= split_dimension < operand.rank:
        fail(f"AllToAll split_dimension {split_dimension} is out-of-bounds in shape {operand}.")
    if not 0 <= concat_dimension < operand.rank:
        fail(f"AllToAll concat_dimension {concat_dimension} is out-of-bounds in shape {operand}.")
    if operand.dimensions[split_dimension] % split_count:
        fail(f"AllToAll split dimension size {operand.dimensions[split_dimension]} must be dividable by "
             f"split_count {split_count}.")
    dims = list(operand.dimensions)
    dims[split_dimension] //= split_count
    dims[concat_dimension] *= split_count
    return operand.with_dimensions(dims)


define("AllToAll", "all_to_all",
       [Arg("operand", OPERAND), Arg("split_dimension", "i64"), Arg("concat_dimension", "i64"),
        Arg("split_count", "i64"), _GROUPS, _CHANNEL],
       _all_to_all, "splits along split_dimension, sends block i to the group's i-th replica, "
       "concatenates the received blocks along concat_dimension (with a channel_id: partitions, "
       "not replicas)", "collective",
       lowers_to="stablehlo.all_to_all")


def check_pairs(op: str, pairs):
    """XLA's source-target pair rules (HLO verifier: CheckDuplicatedSourceOrTarget)."""
    seen = ({}, {})
    for p in pairs:
        if len(p) != 2:
            fail(f"{op}: source_target_pairs entries are (source, target) pairs, got {p} in "
                 f"{hlo_groups(pairs)}")
        for role, side, r in (("Source", 0, p[0]), ("Target", 1, p[1])):
            if r < 0:
                fail(f"{op}: {role} {r} in the instruction's source-target pair must be >= 0: "
                     f"source_target_pairs={hlo_groups(pairs)}")
            if r in seen[side]:
                fail(f"{op}: {role} {r} appears more than once in instruction's source-target pairs: "
                     f"source_target_pairs={hlo_groups(pairs)}")
            seen[side][r] = p


def _collective_permute(operand, source_target_pairs, channel_id=None):
    expect_array("CollectivePermute", operand, "operand of collective-permute")
    check_pairs("CollectivePermute", source_target_pairs)
    _check_channel("CollectivePermute", channel_id)
    return operand


define("CollectivePermute", "collective_permute",
       [Arg("operand", OPERAND), Arg("source_target_pairs", "source_target_pairs"), _CHANNEL],
       _collective_permute, "sends the operand of each source replica to its target (zeros where "
       "no pair targets a replica; with a channel_id: partitions, not replicas)", "collective",
       lowers_to="stablehlo.collective_permute")


def _collective_broadcast(operand, replica_groups=(), channel_id=None):
    expect_array("CollectiveBroadcast", operand, "operand of collective-broadcast")
    if not replica_groups:   # (StableHLO has no "all replicas" spelling for it)
        fail("CollectiveBroadcast needs replica_groups: the first replica of each group is its source")
    check_replica_groups("CollectiveBroadcast", replica_groups, uniform=False, covering=False)
    _check_channel("CollectiveBroadcast", channel_id)
    return operand


define("CollectiveBroadcast", "collective_broadcast", [Arg("operand", OPERAND), _GROUPS, _CHANNEL],
       _collective_broadcast, "every replica of a group gets the operand of the group's first replica "
       "(zeros outside every group; with a channel_id: partitions, not replicas)", "collective",
       lowers_to="stablehlo.collective_broadcast",
       not_on_cpu="XLA:CPU does not implement collective-broadcast; bridge.execute refuses it (the numpy "
                  "reference runs it)")


def _reduce_scatter(operand, computation, scatter_dimension, shard_count, replica_groups=(), channel_id=None,
                    use_global_device_ids=False):
    op = "ReduceScatter"
    _check_global_ids(op, channel_id, use_global_device_ids)
    expect_array(op, operand, "operand of reduce-scatter")
    check_reducer(op, computation, operand.element_type)
    _check_count(op, "shard_count", shard_count, replica_groups)
    _check_dim(op, "scatter_dimension", scatter_dimension, operand)
    _check_channel(op, channel_id)
    size = operand.dimensions[scatter_dimension]
    if size % shard_count:
        fail(f"ReduceScatter operand scatter dimension size {size} must be dividable by shard_count "
             f"{shard_count}.")
    dims = list(operand.dimensions)
    dims[scatter_dimension] //= shard_count
    return operand.with_dimensions(dims)


define("ReduceScatter", "reduce_scatter",
       [Arg("operand", OPERAND), Arg("computation", COMPUTATION),
        Arg("scatter_dimension", "i64", aliases=("scatter_dim",)), Arg("shard_count", "i64"), _GROUPS, _CHANNEL,
        _GLOBAL_IDS],
       _reduce_scatter, "AllReduce, then replica i of the group keeps block i of scatter_dimension",
       "collective", lowers_to="stablehlo.reduce_scatter")

define("ReplicaId", "replica_id", [], lambda: Shape.scalar("u32"),
       "the id of the running replica, a u32 scalar in [0, N)", "collective",
       lowers_to="stablehlo.replica_id", builder_first=True)

define("PartitionId", "partition_id", [], lambda: Shape.scalar("u32"),
       "the id of the running partition, a u32 scalar in [0, P) (not in the seed: XLA's "
       "partition-id instruction, StableHLO's partition_id); hlobridge runs one partition: 0", "collective",
       lowers_to="stablehlo.partition_id", builder_first=True)
