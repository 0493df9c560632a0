"""Tokens, Infeed/Outfeed/Send/Recv and CustomCall: lowered, executed where PJRT CPU can.

Tokens run on PJRT CPU (a token result comes back as an empty bool array, as from the
numpy reference). Infeed, Outfeed, Send and Recv lower to StableHLO but PJRT CPU cannot
run them (jax 0.10.2 has no infeed/outfeed transfer API; XLA:CPU has no send/recv):
bridge.execute refuses them up front, naming the op. CustomCall runs a target the CPU
backend knows: jax's LAPACK Cholesky (`lapack_spotrf_ffi`), checked against numpy.
"""
import numpy as np
import pytest

import bridge
from bridge.program import parse_module
from hlotest import program, token_origin
from bridge import Shape, ops
from bridge.errors import BackendError, UnsupportedOp
from bridge.reference.interpreter import Program, RunState

TOKEN_PLACEHOLDER = np.zeros((0,), np.bool_)


@pytest.mark.xla_op("AfterAll", "CreateToken")
def test_tokens_execute_and_come_back_empty():
    def fn(b, x):
        t = ops.AfterAll(b, [ops.CreateToken(b), ops.CreateToken(b)])
        return ops.Tuple(b, [ops.Neg(x), ops.AfterAll(b, [t])])
    comp = program(fn, "f32[2]")
    text = bridge.to_stablehlo(comp)
    assert text.count("stablehlo.after_all") == 4
    x = np.array([1.5, -2.0], np.float32)
    for got in (bridge.execute(comp, [x]), bridge.reference.evaluate_xla(comp, [x])):
        np.testing.assert_array_equal(got[0], -x)
        assert got[1].dtype == np.bool_ and got[1].shape == (0,)


def _io_program():
    def fn(b, x):
        data = ops.Infeed(b, Shape.parse("(f32[2], s32[])"), config="feed")
        sent = ops.Send(x, channel_handle=3)
        out = ops.Outfeed(ops.Add(x, ops.GetTupleElement(data, 0)), Shape.parse("f32[2]"), "out")
        got = ops.Recv(b, Shape.parse("f32[2]"), 3)
        return ops.Tuple(b, [got, ops.AfterAll(b, [sent, out])])
    return program(fn, "f32[2]")


def test_io_ops_lower_to_stablehlo_token_ops():
    text = bridge.to_stablehlo(_io_program())
    assert '"stablehlo.infeed"(%' in text and 'infeed_config = "feed"' in text
    assert "-> (tensor<2xf32>, tensor<i32>, !stablehlo.token)" in text
    assert '"stablehlo.outfeed"(%' in text and 'outfeed_config = "out"' in text
    assert text.count("#stablehlo.channel_handle<handle = 3, type = 1>") == 2   # send and recv
    assert '"stablehlo.recv"(%' in text and '"stablehlo.send"(%' in text


def test_with_token_forms_keep_the_order_they_were_given():
    """InfeedWithToken / OutfeedWithToken / SendWithToken / RecvWithToken take the token to
    come after: each StableHLO op's token operand is the token its predecessor returned."""
    def fn(b, x):
        got = ops.InfeedWithToken(ops.CreateToken(b), Shape.parse("f32[2]"), "feed")
        out = ops.OutfeedWithToken(ops.GetTupleElement(got, 0), ops.GetTupleElement(got, 1), Shape.parse("f32[2]"))
        sent = ops.SendWithToken(x, out, 4)
        back = ops.RecvWithToken(sent, Shape.parse("f32[2]"), 4)
        return ops.Tuple(b, [ops.GetTupleElement(back, 0), ops.GetTupleElement(back, 1)])
    module = parse_module(bridge.to_stablehlo(program(fn, "f32[2]")))
    side = [op for op in module.body.operations[0].regions[0].blocks[0].operations
            if op.name in ("stablehlo.after_all", "stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send",
                           "stablehlo.recv")]
    assert [op.name.split(".")[1] for op in side] == ["after_all", "infeed", "outfeed", "send", "recv"]
    for before, op in zip(side, side[1:]):   # each one's token comes from the one before
        assert token_origin(op.operands[len(op.operands) - 1]) == before
    with pytest.raises(BackendError, match="cannot run stablehlo.infeed"):
        bridge.execute(program(fn, "f32[2]"), [np.ones(2, np.float32)])


@pytest.mark.parametrize("name,build,why", [
    ("infeed", lambda b, x: ops.Infeed(b, Shape.parse("f32[2]")), "wait forever"),
    ("outfeed", lambda b, x: ops.Outfeed(x, Shape.parse("f32[2]")), "would hang"),
    ("send", lambda b, x: ops.Send(x, 1), "XLA:CPU does not implement send"),
    ("recv", lambda b, x: ops.Recv(b, Shape.parse("f32[2]"), 1), "XLA:CPU does not implement recv"),
])
def test_io_ops_are_refused_by_execute_not_hung(name, build, why):
    comp = program(lambda b, x: ops.Tuple(b, [x, build(b, x)]), "f32[2]")
    with pytest.raises(BackendError, match=f"PJRT \\w+ cannot run stablehlo.{name} at .*{why}"):
        bridge.execute(comp, [np.ones(2, np.float32)])


def test_io_ops_in_the_reference():
    # Outfeed and Send leave their data in the run's outfeed list; Infeed and Recv have nothing to read.
    def fn(b, x):
        return ops.Tuple(b, [x, ops.AfterAll(b, [ops.Outfeed(x, Shape.parse("f32[2]")), ops.Send(-x, 2)])])
    x = np.array([1, 2], np.float32)
    got = bridge.reference.evaluate_xla(program(fn, "f32[2]"), [x])
    np.testing.assert_array_equal(got[0], x)
    np.testing.assert_array_equal(got[1], TOKEN_PLACEHOLDER)
    state = RunState()   # its outfeed list is the sink (as for the StableHLO kernels, kernels_io)
    Program(program(fn, "f32[2]").module).function("main").call(state, [x])
    assert [name for name, _ in state.outfeed] == ["xla.outfeed", "xla.send"]
    np.testing.assert_array_equal(state.outfeed[0][1][0], x)
    np.testing.assert_array_equal(state.outfeed[1][1][0], -x)
    with pytest.raises(UnsupportedOp, match="xla.infeed .*no infeed queue to read from"):
        bridge.reference.evaluate_xla(program(lambda b, x: ops.Infeed(b, Shape.parse("f32[2]")), "f32[2]"), [x])
    with pytest.raises(UnsupportedOp, match="xla.recv .*no Send on channel 9 to read from"):
        bridge.reference.evaluate_xla(program(lambda b, x: ops.Recv(b, Shape.parse("f32[2]"), 9), "f32[2]"), [x])


SPD = np.array([[4, 2, 0.4], [2, 5, 1], [0.4, 1, 3]], np.float32)   # symmetric positive definite


def _cholesky(b, a, **config):
    return ops.CustomCall(b, "lapack_spotrf_ffi", [a], Shape.parse("(f32[3,3], s32[])"), **config)


@pytest.mark.xla_op("CustomCall")
@pytest.mark.parametrize("config", ["{uplo = 76 : ui8}", {"uplo": np.uint8(ord("L"))}])
def test_custom_call_runs_a_cpu_target(config):   # (LAPACK targets: the CPU backend, also on GPU machines)
    # LAPACK potrf reads the row-major buffer as column-major (A is symmetric, so it is A);
    # its lower factor L, stored column-major, reads back row-major as L^T in the upper triangle.
    comp = program(lambda b, a: _cholesky(b, a, api_version=4, backend_config=config), "f32[3,3]")
    assert "stablehlo.custom_call @lapack_spotrf_ffi(%arg0) {api_version = 4 : i32, backend_config = " \
           "{uplo = 76 : ui8}}" in bridge.to_stablehlo(comp)
    factor, info = bridge.execute(comp, [SPD], backend="cpu")
    assert info.dtype == np.int32 and int(info) == 0
    np.testing.assert_allclose(np.triu(factor), np.linalg.cholesky(SPD.astype(np.float64)).T, rtol=1e-6)


@pytest.mark.xla_op("CustomCall")
def test_custom_call_with_layouts_and_aliasing():
    """XLA's CustomCallWithLayout: with column-major layouts LAPACK sees the matrix itself, so
    the lower factor comes back in the lower triangle (row-major it sees the transpose: above);
    the factor reuses the operand's buffer. numpy's cholesky is the oracle, PJRT and the reference
    (which reads the layouts as the native code does) must both give it."""
    col = Shape.parse("f32[3,3]{0,1}")
    comp = program(lambda b, a: ops.CustomCall(
        b, "lapack_spotrf_ffi", [a], Shape.parse("(f32[3,3]{0,1}, s32[])"), api_version=4,
        backend_config="{uplo = 76 : ui8}", operand_shapes_with_layout=[col],
        output_operand_aliasing=[((0,), 0, ())]), "f32[3,3]")
    text = bridge.to_stablehlo(comp)
    assert "operand_layouts = [dense<[0, 1]> : tensor<2xindex>]" in text
    assert "result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]" in text
    assert "output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], " \
           "operand_index = 0, operand_tuple_indices = []>]" in text
    want = np.linalg.cholesky(SPD.astype(np.float64))
    for factor, info in (bridge.execute(comp, [SPD], backend="cpu"), bridge.reference.evaluate(text, [SPD])):
        assert int(info) == 0
        np.testing.assert_allclose(np.tril(factor), want, rtol=1e-6)


def test_custom_call_misuse_of_a_known_target_is_a_clean_error():
    # the typed-FFI handler checks its attributes and operands before running
    no_attrs = program(lambda b, a: _cholesky(b, a, api_version=4), "f32[3,3]")
    with pytest.raises(BackendError, match="Wrong number of attributes: expected 1 but got 0"):
        bridge.execute(no_attrs, [SPD], backend="cpu")
    wrong_type = program(lambda b, a: ops.CustomCall(b, "lapack_spotrf_ffi", [a], Shape.parse("(f64[3,3], s32[])"),
                                                     api_version=4, backend_config="{uplo = 76 : ui8}"), "f64[3,3]")
    with pytest.raises(BackendError, match="Wrong buffer dtype: expected F32 but got F64"):
        bridge.execute(wrong_type, [SPD.astype(np.float64)], backend="cpu")


def test_custom_call_attributes_and_unknown_targets():
    comp = program(lambda b, x: ops.CustomCall(b, "no_such_target", [x], Shape.parse("f32[2]"),
                                               opaque="cfg", has_side_effect=True), "f32[2]")
    assert 'stablehlo.custom_call @no_such_target(%arg0) {backend_config = "cfg", has_side_effect = true}' \
        in bridge.to_stablehlo(comp)
    x = np.ones(2, np.float32)
    with pytest.raises(BackendError, match="No registered implementation for untyped custom call to "
                                           "no_such_target for Host"):
        bridge.execute(comp, [x], backend="cpu")
    ffi = program(lambda b, x: ops.CustomCall(b, "no_such_target", [x], Shape.parse("f32[2]"), api_version=4),
                  "f32[2]")
    with pytest.raises(BackendError, match="No FFI handler registered for no_such_target"):
        bridge.execute(ffi, [x], backend="cpu")
    # (a program with custom calls runs on the reference as the StableHLO it lowers to)
    with pytest.raises(UnsupportedOp, match="custom_call target 'no_such_target' runs foreign code"):
        bridge.reference.evaluate_xla(comp, [x])
