"""HLO that XLA's parser reads and ours refused until session 11, found by running both over
the modules of XLA's own parser tests (hlo_parser_test.cc; see docs/formats.md): nested
instructions, collective-broadcast, ragged-all-to-all. Written here in those shapes; each is
checked against XLA's importer (`via="native"`) and run."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge import formats
from bridge.hlo import HloParseError
from hlotest import token_origin

NESTED = [
    # an operand may be an instruction, with or without its shape; XLA names it by its opcode
    "HloModule m\nENTRY e {\n  ROOT r = add(f32[3] parameter(0), multiply(f32[3] parameter(1), "
    "f32[3] parameter(2)))\n}\n",
    "HloModule m\nENTRY e {\n  add = add(f32[3] parameter(0), f32[3] parameter(1))\n"
    "  ROOT r = subtract(add, add(add, f32[3] parameter(2)))\n}\n",
    "HloModule m\nENTRY e {\n  ROOT r = get-tuple-element(\n    (f32[3], f32[3]) tuple(f32[3] parameter(0), "
    "sqrt(f32[3] parameter(1)))\n  ), index=1\n}\n",
    "HloModule m\nENTRY e {\n  ROOT r = maximum(f32[3] parameter(0), f32[3] broadcast(f32[] constant(0.5)))\n}\n",
]
ARGS = [np.array([1.5, -2.0, 3.0], np.float32), np.array([4.0, 9.0, 0.25], np.float32),
        np.array([-1.0, 0.5, 2.0], np.float32)]


@pytest.mark.parametrize("text", NESTED)
def test_nested_instructions_read_as_xlas_parser_reads_them(text):
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    n = text.count("parameter(")
    got, want = (bridge.execute(m, ARGS[:n]) for m in (ours, xlas))
    assert len(got) == len(want) == 1
    np.testing.assert_array_equal(got[0], want[0])
    assert 'loc("parameter")' in ours and (n < 2 or 'loc("parameter.1")' in ours)


def test_nested_instruction_numbers_match_numpy():
    got = bridge.execute(formats.convert(NESTED[1], "stablehlo"), ARGS)[0]
    a = ARGS[0] + ARGS[1]
    np.testing.assert_array_equal(got, a - (a + ARGS[2]))


@pytest.mark.parametrize("text, message", [
    # XLA's parser reads no attributes on a nested instruction ("cannot parse as an
    # instruction name or as a nested instruction")
    ("HloModule m\nENTRY e {\n  ROOT r = f32[3] add(f32[3] parameter(0), f32[3] broadcast(f32[] constant(2)), "
     "dimensions={})\n}\n", r"line 3:\d+: the nested 'broadcast' cannot take attributes"),
    ("HloModule m\nENTRY e {\n  ROOT r = f32[] " + "negate(" * 250 + "f32[] parameter(0)" + ")" * 250 + "\n}\n",
     "instructions nested deeper than 200 levels"),
    ("HloModule m\nENTRY e {\n  ROOT r = f32[3] add(f32[3] parameter(0), parameter(1))\n}\n",
     "the nested 'parameter' leaves out its shape"),
])
def test_nested_instructions_bad_forms_are_one_line(text, message):
    with pytest.raises(HloParseError, match=message):
        formats.convert(text, "stablehlo")


def test_collective_broadcast_reads_to_stablehlos_op_as_xlas_importer():
    """The spec's example (group [2, 1] of 4 replicas) as HLO: both importers write
    stablehlo.collective_broadcast; the reference runs ours (XLA:CPU has no kernel)."""
    text = ("HloModule cb, replica_count=4\nENTRY e {\n  p = s64[1,2] parameter(0)\n"
            "  ROOT cb = s64[1,2] collective-broadcast(p), replica_groups={{2,1}}\n}\n")
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    for m in (ours, xlas):
        assert "replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>" in m and "stablehlo.collective_broadcast" in m
    xs = [[np.array([[1, 2]], np.int64) + 2 * r] for r in range(4)]
    for m in (ours, xlas):
        got = bridge.reference.evaluate_processes(m, xs, 4)
        assert [g[0].tolist() for g in got] == [[[0, 0]], [[5, 6]], [[5, 6]], [[0, 0]]]


def test_ragged_all_to_all_reads_to_the_custom_call_xlas_importer_writes():
    """jax's docstring example on 2 replicas, as HLO: ours writes the typed-FFI custom call
    XLA's importer writes (and jax lowers to); the reference runs it."""
    text = ("HloModule ra2a, replica_count=2\nENTRY e {\n  a = f32[3] parameter(0)\n  o = f32[4] parameter(1)\n"
            "  io = s32[2] parameter(2)\n  ss = s32[2] parameter(3)\n  oo = s32[2] parameter(4)\n"
            "  rs = s32[2] parameter(5)\n"
            "  ROOT r = f32[4] ragged-all-to-all(a, o, io, ss, oo, rs), replica_groups={{0,1}}\n}\n")
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    call = "stablehlo.custom_call @ragged_all_to_all(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {api_version = 4 : " \
           "i32, backend_config = {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}"
    assert call in ours and call in xlas
    i32 = np.int32
    args = [[np.array([1, 2, 2], np.float32), np.zeros(4, np.float32), np.array([0, 1], i32),
             np.array([1, 2], i32), np.array([0, 0], i32), np.array([1, 1], i32)],
            [np.array([3, 4, 0], np.float32), np.zeros(4, np.float32), np.array([0, 1], i32),
             np.array([1, 1], i32), np.array([1, 2], i32), np.array([2, 1], i32)]]
    got = bridge.reference.evaluate_processes(ours, args, 2)
    assert [g[0].tolist() for g in got] == [[1, 3, 0, 0], [2, 2, 4, 0]]


def test_infeed_outfeed_send_recv_keep_their_tokens_as_xlas_importer():
    """HLO's infeed/outfeed/send/recv take the token to come after: ours keeps that order
    (the *WithToken builder ops), as XLA's importer does; before, each made a fresh token.
    Compared op by op: the same side-effecting ops, each after the same one."""
    from bridge.program import parse_module
    text = ("HloModule io\nENTRY e {\n  t0 = token[] after-all()\n"
            "  in = ((u32[3], pred[]), token[]) infeed(t0), infeed_config=\"cfg\"\n"
            "  d = (u32[3], pred[]) get-tuple-element(in), index=0\n  t1 = token[] get-tuple-element(in), index=1\n"
            "  o = token[] outfeed(d, t1), outfeed_shape=(u32[3], pred[])\n"
            "  s = (f32[2], u32[], token[]) send(f32[2] parameter(0), o), channel_id=5\n"
            "  sd = token[] send-done(s), channel_id=5\n"
            "  r = (f32[2], u32[], token[]) recv(sd), channel_id=6\n"
            "  rd = (f32[2], token[]) recv-done(r), channel_id=6\n"
            "  ROOT v = f32[2] get-tuple-element(rd), index=0\n}\n")
    order = []
    for via in ("builder", "native"):
        module = parse_module(formats.convert(text, "stablehlo", via=via))
        ops = [op for op in module.body.operations[0].regions[0].blocks[0].operations
               if op.name.split(".")[1] in ("after_all", "create_token", "infeed", "outfeed", "send", "recv")]
        after = [None if not op.operands else token_origin(op.operands[len(op.operands) - 1]) for op in ops]
        order.append([(op.name.split(".")[1].replace("create_token", "after_all"),
                       None if a is None else ops.index(a)) for op, a in zip(ops, after)])
    assert order[0] == order[1] == [("after_all", None), ("infeed", 0), ("outfeed", 1), ("send", 2), ("recv", 3)]

