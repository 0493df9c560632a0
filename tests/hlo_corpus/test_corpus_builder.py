"""XlaBuilder's metadata / sharding / frontend-attribute setters (XLA's SetOpMetadata,
SetSharding, SetFrontendAttributes and their scoped forms), what the lowering keeps of
them, and what XLA's exporter writes back as HLO."""
from __future__ import annotations

import re

import numpy as np
import pytest
from jaxlib.mlir import ir

import bridge
from bridge import Shape, XlaBuilder, formats, ops
from bridge.formats import hlo_io
from bridge.hlo_sharding import HloSharding
from bridge.program import as_stablehlo_module
from bridge.provenance import OpMetadata, StackFrame

F23 = Shape.array_shape(np.float32, (2, 3))
STACK = (StackFrame("model.py", "dense", 12, 11), StackFrame("model.py", "forward", 21, 8))


def _ops(module, name: str) -> list:
    found = []

    def visit(op):
        if op.name == name:
            found.append(op)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found


def _program():
    b = XlaBuilder("annotated")
    b.set_sharding("{ devices=[2,1]0,1 }")   # spelled loosely: kept in XLA's spelling
    b.set_op_metadata(OpMetadata(op_name="x"))
    x = ops.Parameter(b, 0, F23, "x")
    b.clear_sharding()
    with b.scoped_op_metadata(OpMetadata(op_type="add", op_name="jit(f)/add", stack_frames=STACK)), \
            b.scoped_frontend_attributes({"note": "scaled"}), b.scoped_sharding("{replicated}"):
        y = ops.Add(x, ops.Constant(b, np.float32(2)))   # the scalar is broadcast by the lowering
    assert b.op_metadata == OpMetadata(op_name="x") and b.sharding is None   # scopes restore
    with b.scoped_sharding(HloSharding.tuple_([HloSharding.maximal(1), HloSharding.replicate()])):
        t = ops.Tuple(b, [y, x])
    return b.build(t)


def test_builder_setters_reach_stablehlo_with_locations():
    module = as_stablehlo_module(_program())
    main = _ops(module, "func.func")[-1]
    assert str(main.attributes["arg_attrs"]) == '[{mhlo.sharding = "{devices=[2,1]0,1}"}]'
    assert str(main.attributes["res_attrs"]) == '[{mhlo.sharding = "{maximal device=1}"}, {mhlo.sharding = "{replicated}"}]'
    (add,) = _ops(module, "stablehlo.add")
    assert str(add.attributes["mhlo.sharding"]) == '"{replicated}"'
    assert str(add.attributes["mhlo.frontend_attributes"]) == '{note = "scaled"}'
    # (op_type as the name ending in ':' that XLA's exporter reads it back from)
    want = ('loc("jit(f)/add"("add:"(callsite("dense"("model.py":12:11) at '
            '"forward"("model.py":21:8)))))')
    assert str(add.location) == want
    (broadcast,) = _ops(module, "stablehlo.broadcast_in_dim")   # made by the lowering: same location,
    assert str(broadcast.location) == want and "mhlo.sharding" not in broadcast.attributes   # no sharding
    assert str(main.regions[0].blocks[0].arguments[0].location) == 'loc("x")'
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    got = bridge.execute(module, [x], num_partitions=1)
    np.testing.assert_array_equal(got[0], x + 2)


def test_builder_metadata_becomes_hlo_metadata():
    hlo = formats.convert(as_stablehlo_module(_program()), "hlo")
    assert re.search(r'FunctionNames\n\d "(dense|forward)"\n\d "(dense|forward)"', hlo)   # XLA's order
    assert ('sharding={replicated}, frontend_attributes={note="scaled"}, metadata={op_type="add" '
            'op_name="jit(f)/add" stack_frame_id=') in hlo
    assert 'parameter(0), sharding={devices=[2,1]0,1}, metadata={op_name="x"}' in hlo
    # read back by our reader (op_type kept) and by XLA's importer (which drops it): the same stack
    stack = 'callsite("dense"("model.py":12:11) at "forward"("model.py":21:8))'
    ours = as_stablehlo_module(formats.convert(hlo, "computation"))
    for module, want in ((ours, f'loc("jit(f)/add"("add:"({stack})))'),
                         (hlo_io.read_text(hlo, "native"), f'loc("jit(f)/add"({stack}))')):
        (add,) = _ops(module, "stablehlo.add")
        assert str(add.location) == want


@pytest.mark.parametrize("call, pattern", [
    (lambda b: b.set_sharding("{devices=[2,2]0,1,2}"), r"set_sharding: the device list has 3 device\(s\)"),
    (lambda b: b.set_sharding(7), r"a sharding must be text like \{replicated\}"),
    (lambda b: b.set_op_metadata("jit(f)/add"), r"set_op_metadata takes a bridge.OpMetadata, got str"),
    (lambda b: b.set_frontend_attributes({"k": 1}), r"takes a dict of str to str"),
])
def test_builder_setters_refuse_bad_values(call, pattern):
    with pytest.raises(bridge.BuilderError, match=pattern):
        call(XlaBuilder("bad"))


def test_sharding_rank_is_checked_at_the_op():
    b = XlaBuilder("rank")
    x = ops.Parameter(b, 0, F23, "x")
    b.set_sharding("{devices=[2]0,1}")
    with pytest.raises(bridge.BuilderError, match=r"Neg: sharding \{devices=\[2\]0,1\} tiles 1 dimension\(s\) but "
                                                  r"the value has rank 2 \(result f32\[2,3\]\)"):
        ops.Neg(x)


def test_metadata_needs_stack_frame_records():
    with pytest.raises(TypeError, match="StackFrame records"):
        OpMetadata(op_name="a", stack_frames=(("f.py", "f", 1, 2),))


def test_positions_beyond_int32_are_refused():
    """XLA keeps lines and columns as int32: a larger one used to surface as a TypeError from
    MLIR's location builder; a negative one (int32 allows it) becomes 0 in the location."""
    with pytest.raises(ValueError, match="StackFrame.line=4294967296 is out of XLA's int32 range"):
        StackFrame("f.py", "f", 2 ** 32)
    with pytest.raises(ValueError, match="OpMetadata.source_line"):
        OpMetadata(op_name="a", source_file="f.py", source_line=-2 ** 40)
    from bridge.provenance import location
    with ir.Context() as ctx:
        loc = location(OpMetadata(op_name="a", stack_frames=(StackFrame("f.py", "f", -3, 5, 0, 7),)), ctx=ctx)
        assert str(loc) == 'loc("a"("f"("f.py":0:5 to :7)))'
