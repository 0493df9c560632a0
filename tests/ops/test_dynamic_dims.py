"""Dynamic dimensions through the builder (bridge.dynamic_dims): SetDimensionSize with a runtime
size makes a dimension dynamic, and the marks follow XLA's shape inference; the numbers are
those of numpy on the first `n` rows, computed by PJRT."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge import BuilderError, Shape, XlaBuilder, ops


def _add():
    sb = XlaBuilder("add")
    return sb.build(ops.Parameter(sb, 0, Shape.scalar("f32"), "x") + ops.Parameter(sb, 1, Shape.scalar("f32"), "y"))


def _dynamic_rows():
    b = XlaBuilder("dyn")
    p = ops.Parameter(b, 0, Shape.parse("f32[8,4]"), "p")
    n = ops.Parameter(b, 1, Shape.scalar("s32"), "n")
    return b, ops.SetDimensionSize(p, n, 0)


def test_marks_follow_xlas_shape_inference():
    b, d = _dynamic_rows()
    e = ops.Exp(d) + d
    w = ops.Constant(b, np.ones((4, 2), np.float32))
    zero = ops.Constant(b, np.float32(0))
    assert [f"{x.shape}" for x in (
        d, e, ops.Transpose(e, [1, 0]), ops.BroadcastInDim(e, [8, 4, 3], [0, 1]), ops.Dot(e, w),
        ops.Dot(ops.Transpose(e, [1, 0]), e), ops.Reduce(e, zero, _add(), [1]), ops.Reduce(e, zero, _add(), [0]),
        ops.Lt(e, d), ops.ConvertElementType(e, "s32"), ops.GetDimensionSize(e, 0),
        ops.SetDimensionSize(e, ops.Constant(b, np.int32(8)), 0),
    )] == ["f32[<=8,4]", "f32[<=8,4]", "f32[4,<=8]", "f32[<=8,4,3]", "f32[<=8,2]", "f32[4,4]", "f32[<=8]", "f32[4]",
           "pred[<=8,4]", "s32[<=8,4]", "s32[]", "f32[8,4]"]


@pytest.mark.xla_op("SetDimensionSize")
def test_a_dynamic_program_computes_on_the_first_n_rows():
    b, d = _dynamic_rows()
    e = ops.Exp(d) + d
    zero = ops.Constant(b, np.float32(0))
    comp = b.build(ops.Tuple(b, [ops.GetDimensionSize(e, 0), ops.Reduce(e, zero, _add(), [0]),
                                 ops.Reduce(ops.Reduce(e, zero, _add(), [1]), zero, _add(), [0])]))
    assert "tensor<?x4xf32, #stablehlo.bounds<8, ?>>" in bridge.to_stablehlo(comp)
    x = np.arange(32, dtype=np.float32).reshape(8, 4) / 10
    for n in (3, 0, 8):
        size, cols, total = bridge.execute(comp, [x, np.int32(n)])
        e_np = np.exp(x[:n]) + x[:n]
        assert int(size) == n
        np.testing.assert_allclose(cols, e_np.sum(0), rtol=1e-6)
        np.testing.assert_allclose(total, e_np.sum(), rtol=1e-6)


def test_ops_without_a_rule_are_refused_not_made_static():
    b, d = _dynamic_rows()
    with pytest.raises(BuilderError, match=r"Reshape: operand f32\[<=8,4\] has dynamic dimensions; the builder "
                                           r"carries them through element-wise ops, .* \(HLO text, which declares "
                                           r"each result"):
        ops.Reshape(d, [32])


def test_unbounded_operands_need_a_declared_result():
    b = XlaBuilder("unbounded")
    p = ops.Parameter(b, 0, Shape.parse("f32[?,4]"), "p")
    assert f"{p.shape}" == "f32[?,4]"
    with pytest.raises(BuilderError, match=r"Neg: operand f32\[\?,4\] has an unbounded dynamic dimension \(\?\)"):
        ops.Neg(p)


def test_set_dimension_size_constant_outside_the_bound_is_refused():
    b, d = _dynamic_rows()
    with pytest.raises(BuilderError, match=r"SetDimensionSize: size 9 is not within the bound 8 of dimension 0"):
        ops.SetDimensionSize(d, ops.Constant(b, np.int32(9)), 0)


@pytest.mark.xla_op("DynamicReshape")
def test_dynamic_reshape_to_runtime_sizes():
    b, d = _dynamic_rows()   # f32[<=8,4], n rows
    n4 = ops.Mul(ops.GetDimensionSize(d, 0), ops.Constant(b, np.int32(4)))
    flat = ops.DynamicReshape(d, [n4], [32], [True])
    assert f"{flat.shape}" == "f32[<=32]"
    back = ops.DynamicReshape(flat, [ops.GetDimensionSize(d, 0), ops.Constant(b, np.int32(2)),
                                     ops.Constant(b, np.int32(2))], [8, 2, 2], [True, False, False])
    assert f"{back.shape}" == "f32[<=8,2,2]"
    zero = ops.Constant(b, np.float32(0))
    comp = b.build(ops.Tuple(b, [ops.GetDimensionSize(flat, 0), ops.Reduce(back, zero, _add(), [0])]))
    x = np.arange(32, dtype=np.float32).reshape(8, 4)
    size, sums = bridge.execute(comp, [x, np.int32(3)])
    assert int(size) == 12
    np.testing.assert_array_equal(sums, x[:3].reshape(3, 2, 2).sum(0))
    with pytest.raises(BuilderError, match=r"DynamicReshape's dim size has to be scalar S32, got \(f32\[\]\)"):
        ops.DynamicReshape(d, [zero], [32], [True])
    with pytest.raises(BuilderError, match=r"Reshape operation has mismatched element counts: from=32"):
        ops.DynamicReshape(d, [n4], [31], [True])


def test_dynamic_reshape_to_its_bounds_is_a_reshape_on_every_engine():
    b = XlaBuilder("bounds")
    p = ops.Parameter(b, 0, Shape.parse("f32[2,6]"), "p")
    r = ops.DynamicReshape(p, [ops.Constant(b, np.int32(3)), ops.Constant(b, np.int32(4))], [3, 4], [False, False])
    comp = b.build(r)
    x = np.arange(12, dtype=np.float32).reshape(2, 6)
    for got in (bridge.execute(comp, [x]), bridge.reference.evaluate(comp, [x])):
        np.testing.assert_array_equal(got[0], x.reshape(3, 4))


def test_concatenate_and_pad_keep_dynamic_dimensions_on_every_engine():
    # XLA's InferConcatOpShape / InferPadShape: dynamic where an operand's dimension is
    b, d = _dynamic_rows()
    p = ops.Parameter(b, 2, Shape.parse("f32[8,4]"), "q")
    both = ops.ConcatInDim([d, p], 0)
    padded = ops.Pad(d, ops.Constant(b, np.float32(0)), [(0, 0, 0), (1, 2, 0)])
    assert (f"{both.shape}", f"{padded.shape}") == ("f32[<=16,4]", "f32[<=8,7]")
    zero = ops.Constant(b, np.float32(0))
    comp = b.build(ops.Tuple(b, [ops.Reduce(both, zero, _add(), [0]), ops.Reduce(padded, zero, _add(), [0]),
                                 ops.GetDimensionSize(both, 0)]))
    x = np.arange(32, dtype=np.float32).reshape(8, 4)
    for got in (bridge.execute(comp, [x, np.int32(3), x]), bridge.reference.evaluate(comp, [x, np.int32(3), x])):
        np.testing.assert_array_equal(got[0], np.concatenate([x[:3], x]).sum(0))
        np.testing.assert_array_equal(got[1], np.pad(x[:3], ((0, 0), (1, 2))).sum(0))
        assert int(got[2]) == 11
