"""Bad input to the collective, token, I/O and CustomCall builders: BuilderError in XLA's
words at the call; programs whose replica groups do not fit num_replicas: BackendError
before PJRT sees them (XLA:CPU runs them on garbage or kills the process otherwise).

Shape inference is also checked with hypothesis against numpy doing the same
concatenation / split on arrays of the operand's shape.
"""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridge
from bridge import BuilderError, Shape, XlaBuilder, ops
from bridge.errors import BackendError, HloBridgeError
from bridge.reference.xla_collective import evaluate_xla_replicas


def params(*shapes):
    b = XlaBuilder("t")
    return b, [ops.Parameter(b, i, Shape.parse(s)) for i, s in enumerate(shapes)]


def computation(op="Add", t="f32", result=None):
    """A reducer-like computation of two scalars: op(x, y), or result(builder, [x, y])."""
    b = XlaBuilder(op.lower())
    xs = [ops.Parameter(b, i, Shape.scalar(t)) for i in range(2)]
    return b.build(getattr(ops, op)(*xs) if result is None else result(b, xs))


ADD = computation()


def _token(b, x):
    return ops.CreateToken(b)


CASES = [
    # AllGather
    ("AllGather", lambda b, x: ops.AllGather(x, 2, 2), "AllGather: all_gather_dim 2 is out-of-bounds in shape f32[2,3]"),
    ("AllGather", lambda b, x: ops.AllGather(x, 0, 0), "AllGather: shard_count must be positive, got 0"),
    ("AllGather", lambda b, x: ops.AllGather(x, 0, 3, [[0, 1], [2, 3]]),
     "AllGather: shard_count 3 must equal the size of each replica group (2) in replica_groups={{0,1},{2,3}}"),
    ("AllGather", lambda b, x: ops.AllGather(x, 0, 2, [[0, 1], [1, 2]]),
     "AllGather: Replica 1 is repeated in instruction's replica-groups: replica_groups={{0,1},{1,2}}"),
    ("AllGather", lambda b, x: ops.AllGather(x, 0, 2, [[0, 2], [3, 4]]),
     "AllGather: Replica 1 is not named in instruction's replica-groups"),
    ("AllGather", lambda b, x: ops.AllGather(x, 0, 2, [0, 1]),
     "AllGather: argument replica_groups must be replica_groups, got [0, 1] (replica_groups is a list of lists"),
    ("AllGather", lambda b, x: ops.AllGather(ops.Tuple(b, [x, x]), 0, 2),
     "AllGather: Expected array argument for operand of all-gather, but got (f32[2,3], f32[2,3])."),
    ("AllGather", lambda b, x: ops.AllGather(x, 0, 2, channel_id=0), "AllGather: channel_id must be positive, got 0"),
    # AllReduce
    ("AllReduce", lambda b, x: ops.AllReduce(x, computation(t="s32")),
     "AllReduce: computation is (s32[], s32[]) -> s32[]; reducing f32 operands needs (f32[], f32[]) -> f32[]"),
    ("AllReduce", lambda b, x: ops.AllReduce(x, computation(result=lambda b, xs: ops.Tuple(b, xs))),
     ("AllReduce: computation is (f32[], f32[]) -> (f32[], f32[]); reducing f32 operands needs "
     "(f32[], f32[]) -> f32[]")),
    ("AllReduce", lambda b, x: ops.AllReduce([x, ops.ConvertElementType(x, "s32")], ADD),
     "AllReduce: All the shapes of a tuple input of AllReduce must have the same element type: f32[2,3], s32[2,3]"),
    ("AllReduce", lambda b, x: ops.AllReduce(b, [], ADD), "AllReduce: 0 element tuple AllReduce is not supported"),
    ("AllReduce", lambda b, x: ops.AllReduce(x, ADD, [[0, 1], []]),
     "AllReduce: Instruction cannot have an empty replica group: replica_groups={{0,1},{}}"),
    ("AllReduce", lambda b, x: ops.AllReduce(_token(b, x), ADD),
     "AllReduce: Expected array argument for operand of cross replica sum, but got token[]."),
    # CrossReplicaSum
    ("CrossReplicaSum", lambda b, x: ops.CrossReplicaSum(x, [[0, -1]]),
     "CrossReplicaSum: replica id -1 in replica_groups={{0,-1}} must be >= 0"),
    ("CrossReplicaSum", lambda b, x: ops.CrossReplicaSum(ops.Tuple(b, [])),
     "CrossReplicaSum: 0 element tuple CrossReplicaSum is not supported"),
    # AllToAll (XLA's ShapeInference::InferAllToAllShape wording)
    ("AllToAll", lambda b, x: ops.AllToAll(x, 2, 0, 2), "AllToAll split_dimension 2 is out-of-bounds in shape f32[2,3]."),
    ("AllToAll", lambda b, x: ops.AllToAll(x, 0, -1, 2), "AllToAll concat_dimension -1 is out-of-bounds in shape f32[2,3]."),
    ("AllToAll", lambda b, x: ops.AllToAll(x, 1, 0, 2), "AllToAll split dimension size 3 must be dividable by split_count 2."),
    ("AllToAll", lambda b, x: ops.AllToAll(x, 0, 0, 2, channel_id=-1), "AllToAll: channel_id must be positive, got -1"),
    ("CollectivePermute", lambda b, x: ops.CollectivePermute(x, [(0, 1)], 0),
     "CollectivePermute: channel_id must be positive, got 0"),
    ("AllToAll", lambda b, x: ops.AllToAll(x, 0, 0, 2, [[0, 1, 2]]),
     "AllToAll: split_count 2 must equal the size of each replica group (3) in replica_groups={{0,1,2}}"),
    ("AllToAll", lambda b, x: ops.AllToAll(x, 0, 0, 1, [[0, 1], [2]]),
     "AllToAll: Replica groups expected to be of uniform size, got replica_groups={{0,1},{2}}"),
    # CollectivePermute (the HLO verifier's CheckDuplicatedSourceOrTarget wording)
    ("CollectivePermute", lambda b, x: ops.CollectivePermute(x, [(0, 1), (0, 2)]),
     ("CollectivePermute: Source 0 appears more than once in instruction's source-target pairs: "
     "source_target_pairs={{0,1},{0,2}}")),
    ("CollectivePermute", lambda b, x: ops.CollectivePermute(x, [(0, 2), (1, 2)]),
     "CollectivePermute: Target 2 appears more than once in instruction's source-target pairs"),
    ("CollectivePermute", lambda b, x: ops.CollectivePermute(x, [(-1, 0)]),
     "CollectivePermute: Source -1 in the instruction's source-target pair must be >= 0"),
    ("CollectivePermute", lambda b, x: ops.CollectivePermute(x, [(0, 1, 2)]),
     "CollectivePermute: source_target_pairs entries are (source, target) pairs, got (0, 1, 2)"),
    # ReduceScatter
    ("ReduceScatter", lambda b, x: ops.ReduceScatter(x, ADD, 1, 2),
     "ReduceScatter operand scatter dimension size 3 must be dividable by shard_count 2."),
    ("ReduceScatter", lambda b, x: ops.ReduceScatter(x, ADD, 0, 2, [[0], [1]]),
     "ReduceScatter: shard_count 2 must equal the size of each replica group (1) in replica_groups={{0},{1}}"),
    ("ReduceScatter", lambda b, x: ops.ReduceScatter(x, ADD, 5, 2),
     "ReduceScatter: scatter_dimension 5 is out-of-bounds in shape f32[2,3] (rank 2)"),
    ("ReduceScatter", lambda b, x: ops.ReduceScatter(x, computation("Lt"), 0, 2),
     "ReduceScatter: computation is (f32[], f32[]) -> pred[]; reducing f32 operands needs (f32[], f32[]) -> f32[]"),
    # ReplicaId, PartitionId, CreateToken, AfterAll
    ("ReplicaId", lambda b, x: ops.ReplicaId(x), "ReplicaId: the first argument must be an XlaBuilder"),
    ("PartitionId", lambda b, x: ops.PartitionId(b, x), "PartitionId: takes at most 0 arguments after the builder"),
    ("CreateToken", lambda b, x: ops.CreateToken(b, x), "CreateToken: takes at most 0 arguments after the builder"),
    ("AfterAll", lambda b, x: ops.AfterAll(b, []), "AfterAll requires at least one operand"),
    ("AfterAll", lambda b, x: ops.AfterAll(b, [ops.CreateToken(b), x]),
     "All operands to AfterAll must be tokens; operand 1 has shape f32[2,3]"),
    # Infeed, Outfeed, Send, Recv
    ("Infeed", lambda b, x: ops.Infeed(b, Shape.parse("((f32[2]), s32[])")),
     ("Infeed: shape must be an array or a tuple of arrays (nested tuples and tokens are not supported), "
     "got ((f32[2]), s32[])")),
    ("Infeed", lambda b, x: ops.Infeed(b, "f32[2"), "Infeed: argument shape must be shape, got 'f32[2'"),
    ("Outfeed", lambda b, x: ops.Outfeed(x, Shape.parse("f32[3,2]{0,1}")),
     "Outfeed shape f32[3,2]{0,1} must be compatible with operand shape f32[2,3]{1,0}"),
    ("Outfeed", lambda b, x: ops.Outfeed(_token(b, x), Shape.token_shape()),
     "Outfeed: operand must be an array or a tuple of arrays"),
    ("Send", lambda b, x: ops.Send(x, 0), "Send: channel_handle must be a positive channel id, got 0"),
    ("Send", lambda b, x: ops.Send(_token(b, x), 1), "Send: operand must be an array or a tuple of arrays"),
    ("Recv", lambda b, x: ops.Recv(b, Shape.parse("f32[2]"), -4), "Recv: channel_handle must be a positive channel id, got -4"),
    ("Recv", lambda b, x: ops.Recv(b, Shape.parse("f32[2]")), "Recv: missing argument 'channel_handle'"),
    ("InfeedWithToken", lambda b, x: ops.InfeedWithToken(x, Shape.parse("f32[2]")),
     "InfeedWithToken: the token operand must be a token, got f32[2,3]"),
    ("OutfeedWithToken", lambda b, x: ops.OutfeedWithToken(x, ops.CreateToken(b), Shape.parse("f32[3,2]")),
     "Outfeed shape f32[3,2]{1,0} must be compatible with operand shape f32[2,3]{1,0}"),
    ("SendWithToken", lambda b, x: ops.SendWithToken(x, x, 1), "SendWithToken: the token operand must be a token"),
    ("RecvWithToken", lambda b, x: ops.RecvWithToken(ops.CreateToken(b), Shape.parse("f32[2]"), 0),
     "Recv: channel_handle must be a positive channel id, got 0"),
    # CollectiveBroadcast
    ("CollectiveBroadcast", lambda b, x: ops.CollectiveBroadcast(x, [[0, 1], [1, 2]]),
     "CollectiveBroadcast: Replica 1 is repeated in instruction's replica-groups: replica_groups={{0,1},{1,2}}"),
    # CustomCall
    ("CustomCall", lambda b, x: ops.CustomCall(b, "$internal", [x], Shape.parse("f32[2]")),
     "Invalid custom_call_target \"$internal\": Call targets that start with '$' are reserved for internal use."),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"), operand_shapes_with_layout=[]),
     "CustomCall: operand_shapes_with_layout () must be the operands' shapes (f32[2,3]) with layouts"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"),
                                               operand_shapes_with_layout=["f32[3,2]{0,1}"]),
     "CustomCall: operand_shapes_with_layout (f32[3,2]{0,1}) must be the operands' shapes (f32[2,3]) with layouts"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("(f32[2], s32[])"),
                                               output_operand_aliasing=[((0,), 0, ())]),
     "CustomCall: output_operand_aliasing {0}: (0, {}) must name an output and an operand part of one shape "
     "(result (f32[2], s32[]), operands f32[2,3])"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2,3]"),
                                               output_operand_aliasing=[((), (1, ()))]),
     "CustomCall: output_operand_aliasing {}: (1, {}) must name an output and an operand part of one shape"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "", [x], Shape.parse("f32[2]")),
     "CustomCall: call_target_name must be a non-empty symbol name"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"), api_version=7),
     "CustomCall: api_version 7 is not one of 1 (API_VERSION_ORIGINAL), 2 (API_VERSION_STATUS_RETURNING)"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"), api_version="typed_fii"),
     "CustomCall: argument api_version must be api_version, got 'typed_fii' (one of API_VERSION_ORIGINAL"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"), opaque="x", api_version=4),
     ("CustomCall: api_version 4 (typed FFI) takes its attributes as backend_config (a dictionary), "
     "not as the opaque string 'x'")),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"), backend_config={"n": 1}),
     ("CustomCall: backend_config (a dictionary) is for api_version 4 (typed FFI); api_version 1 passes the "
     "opaque string instead")),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"), api_version=4,
                                               backend_config="{n = }"),
     "CustomCall: backend_config '{n = }' is not an MLIR attribute dictionary"),
    ("CustomCall", lambda b, x: ops.CustomCall(b, "f", [x], Shape.parse("f32[2]"), api_version=4,
                                               backend_config="7 : i32"),
     "CustomCall: backend_config '7 : i32' must be a dictionary like {n = 1 : i32}"),
]


@pytest.mark.parametrize("op,build,message", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_builder_errors(op, build, message):
    b, (x,) = params("f32[2,3]")
    with pytest.raises(BuilderError) as e:
        build(b, x)
    assert message in str(e.value)


def test_every_op_has_a_bad_input_case():
    from dialect_defs import OPS
    ours = {d.name for d in OPS.values() if d.family in ("collective", "io", "custom_call")}
    assert ours == {c[0] for c in CASES}


# ---------------------------------------------------------------- programs that do not fit N

def _program(fn, shape):
    b, (x,) = params(shape)
    return b.build(fn(b, x))


@pytest.mark.parametrize("fn,n,message", [
    (lambda b, x: ops.AllGather(x, 0, 4), 2,
     (r"stablehlo.all_gather at .* cannot run with num_replicas=2: replica_groups \[\[0, 1, 2, 3\]\] must name each "
     r"replica 0..1 exactly once")),
    (lambda b, x: ops.AllReduce(x, ADD, [[0, 1]]), 1,
     r"stablehlo.all_reduce at .* cannot run with num_replicas=1: replica_groups \[\[0, 1\]\]"),
    (lambda b, x: ops.CollectivePermute(x, [(0, 3)]), 2,
     (r"stablehlo.collective_permute at .* cannot run with num_replicas=2: source_target_pairs name replica 3, "
     r"not in 0..1")),
])
def test_execute_refuses_groups_that_do_not_fit(fn, n, message):
    comp = _program(fn, "f32[2]")
    args = [np.ones(2, np.float32)]
    with pytest.raises(BackendError, match=message):
        bridge.execute(comp, [args] * n if n > 1 else args, num_replicas=n)


def test_execute_refuses_empty_groups_of_the_wrong_size():
    # user StableHLO: empty groups mean all N replicas, so the result shape must use N
    text = """func.func @main(%a: tensor<2xf32>) -> tensor<6xf32> {
      %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>}
        : (tensor<2xf32>) -> tensor<6xf32>
      return %0 : tensor<6xf32>
    }"""
    with pytest.raises(BackendError, match="dimension 0 goes from 2 to 6, but the groups have 2 replicas"):
        bridge.execute(text, [[np.ones(2, np.float32)]] * 2, num_replicas=2)


def test_reference_refuses_groups_that_do_not_fit():
    comp = _program(lambda b, x: ops.AllGather(x, 0, 4), "f32[2]")
    with pytest.raises(HloBridgeError, match=r"AllGather: shard_count 4 does not match the 2 replicas of group "
                                             r"\[0, 1\] \(num_replicas=2\)"):
        evaluate_xla_replicas(comp, [[np.ones(2, np.float32)]] * 2, 2)
    with pytest.raises(HloBridgeError, match="needs the replicas to run together"):
        from bridge.reference.interpreter import Program
        Program(comp.module).run([np.ones(2, np.float32)], num_replicas=2, replica_id=0)


# ---------------------------------------------------------------- shape inference vs numpy

shapes = st.lists(st.integers(1, 4), min_size=1, max_size=3)


@settings(max_examples=60, deadline=None)
@given(dims=shapes, dim=st.integers(0, 3), count=st.integers(1, 4), other=st.integers(0, 3))
def test_shape_inference_matches_numpy(dims, dim, count, other):
    x = np.zeros(dims, np.float32)
    _, (p,) = params(f"f32[{','.join(map(str, dims))}]")
    cases = [
        (lambda: ops.AllGather(p, dim, count), lambda: np.concatenate([x] * count, axis=dim)),
        (lambda: ops.ReduceScatter(p, ADD, dim, count), lambda: np.split(x, count, axis=dim)[0]),
        (lambda: ops.AllToAll(p, dim, other, count),
         lambda: np.concatenate(np.split(x, count, axis=dim), axis=other)),
    ]
    for build, expected in cases:
        try:
            want = expected().shape
        except (ValueError, IndexError):   # numpy refuses: so must the builder
            with pytest.raises(BuilderError):
                build()
            continue
        assert build().shape == Shape.array_shape("f32", want)
