"""Foundation ops built with XlaBuilder, lowered by our passes and run on PJRT CPU.
Oracles: the seed's worked examples, or numpy computing the same function."""
import ml_dtypes
import numpy as np
import pytest
from scipy import special

import bridge
from bridge import DotDimensionNumbers, Shape, XlaBuilder, ops
from hlotest import shape_of

RNG = np.random.default_rng(0)
X = RNG.standard_normal((3, 4)).astype(np.float32)
POS = (np.abs(X) + 0.5).astype(np.float32)


def run(fn, *args):
    b = XlaBuilder("t")
    params = [ops.Parameter(b, i, shape_of(a)) for i, a in enumerate(args)]
    return bridge.execute(b.build(fn(b, *params)), list(args))


UNARY = [("Abs", X, np.abs), ("Ceil", X, np.ceil), ("Cos", X, np.cos), ("Exp", X, np.exp),
         ("Expm1", X, np.expm1), ("Floor", X, np.floor), ("Log", POS, np.log), ("Log1p", POS, np.log1p),
         ("Logistic", X, special.expit), ("Neg", X, np.negative), ("Sign", X, np.sign), ("Sin", X, np.sin),
         ("Sqrt", POS, np.sqrt), ("Rsqrt", POS, lambda a: 1 / np.sqrt(a)), ("Tanh", X, np.tanh),
         ("Tan", X, np.tan), ("Cbrt", X, np.cbrt), ("Erf", X, special.erf),
         ("Acos", X / 3, np.arccos), ("Asin", X / 3, np.arcsin), ("Acosh", POS + 1, np.arccosh),
         ("Asinh", X, np.arcsinh), ("Atanh", X / 3, np.arctanh), ("Cosh", X, np.cosh), ("Sinh", X, np.sinh),
         ("Acos", ((X + 2j * X) / 3).astype(np.complex64), np.arccos),
         ("RoundNearestEven", np.array([0.5, 1.5, 2.5, -0.5], np.float32), np.round),
         ("Round", np.array([0.5, 1.5, 2.5, -0.5], np.float32), lambda a: np.sign(a) * np.floor(np.abs(a) + 0.5)),
         ("IsFinite", np.array([1, np.inf, np.nan, -np.inf], np.float32), np.isfinite),
         ("Not", np.array([True, False]), np.logical_not), ("Not", np.array([0, 5], np.int32), np.invert),
         ("PopulationCount", np.array([0, 7, 255, -1], np.int32), lambda a: np.array([0, 3, 8, 32], np.int32)),
         ("Clz", np.array([1, 255, 0, -1], np.int32), lambda a: np.array([31, 24, 32, 0], np.int32)),
         ("Real", (X + 2j * X).astype(np.complex64), np.real), ("Imag", (X + 2j * X).astype(np.complex64), np.imag),
         ("Imag", X, np.zeros_like), ("Abs", (X + 1j).astype(np.complex64), np.abs)]


@pytest.mark.xla_op(*sorted({u[0] for u in UNARY}))
@pytest.mark.parametrize("name,x,ref", UNARY, ids=[f"{u[0]}-{u[1].dtype}" for u in UNARY])
def test_unary(name, x, ref):
    (out,) = run(lambda b, p: getattr(ops, name)(p), x)
    expected = np.asarray(ref(x))
    assert out.dtype == expected.dtype or name in ("IsFinite",)
    np.testing.assert_allclose(out, expected.astype(out.dtype), rtol=2e-6, atol=2e-6)


I = np.array([7, -7, 9, -9], np.int32)
J = np.array([2, 2, -4, -4], np.int32)
BINARY = [("Add", X, POS, np.add), ("Sub", X, POS, np.subtract), ("Mul", X, POS, np.multiply),
          ("Div", X, POS, np.divide), ("Pow", POS, X, np.power), ("Max", X, POS, np.maximum),
          ("Min", X, POS, np.minimum), ("Atan2", X, POS, np.arctan2), ("Rem", X, POS, np.fmod),
          # integer division truncates; remainder takes the dividend's sign
          ("Div", I, J, lambda a, b: np.array([3, -3, -2, 2], np.int32)),
          ("Rem", I, J, lambda a, b: np.array([1, -1, 1, -1], np.int32)),
          ("And", I, J, np.bitwise_and), ("Or", I, J, np.bitwise_or), ("Xor", I, J, np.bitwise_xor),
          ("ShiftLeft", I, np.array([1, 2, 3, 4], np.int32), np.left_shift),
          ("ShiftRightArithmetic", I, np.array([1, 1, 2, 2], np.int32), np.right_shift),
          ("ShiftRightLogical", I, np.array([1, 1, 2, 2], np.int32),
           lambda a, b: (a.view(np.uint32) >> b.astype(np.uint32)).view(np.int32)),
          ("Complex", X, POS, lambda a, b: (a + 1j * b).astype(np.complex64)),
          ("Add", X.astype(ml_dtypes.bfloat16), POS.astype(ml_dtypes.bfloat16), np.add),
          ("Mul", np.array([250, 3], np.uint8), np.array([2, 3], np.uint8), np.multiply)]


@pytest.mark.xla_op(*sorted({c[0] for c in BINARY}))
@pytest.mark.parametrize("name,a,b_,ref", BINARY, ids=[f"{c[0]}-{c[1].dtype}" for c in BINARY])
def test_binary(name, a, b_, ref):
    (out,) = run(lambda b, x, y: getattr(ops, name)(x, y), a, b_)
    expected = np.asarray(ref(a, b_))
    assert out.dtype == expected.dtype
    np.testing.assert_allclose(out.astype(np.float64) if out.dtype.kind != "c" else out,
                               expected.astype(out.dtype).astype(out.dtype), rtol=2e-6, atol=2e-6)


@pytest.mark.xla_op("Eq", "Lt", "EqTotalOrder", "LtTotalOrder", "Ne", "Ge", "Gt", "Le", "NeTotalOrder",
                    "GeTotalOrder", "GtTotalOrder", "LeTotalOrder", "Tuple")
def test_comparisons_and_total_order():
    a = np.array([np.nan, -0.0, 1.0, -np.inf], np.float32)
    c = np.array([np.nan, 0.0, 2.0, 1.0], np.float32)
    outs = run(lambda b, x, y: ops.Tuple(b, [ops.Eq(x, y), ops.Lt(x, y), ops.EqTotalOrder(x, y),
                                             ops.LtTotalOrder(x, y), ops.Ne(x, y), ops.Ge(x, y)]), a, c)
    np.testing.assert_array_equal(outs[0], [False, True, False, False])
    np.testing.assert_array_equal(outs[1], [False, False, True, True])
    np.testing.assert_array_equal(outs[2], [True, False, False, False])   # NaN == NaN; -0 != +0
    np.testing.assert_array_equal(outs[3], [False, True, True, True])     # -0 < +0 in total order
    np.testing.assert_array_equal(outs[4], [True, False, True, True])
    np.testing.assert_array_equal(outs[5], [False, True, False, False])
    # the other directions; total order: -0 < +0 and a (positive) NaN equals itself
    outs = run(lambda b, x, y: ops.Tuple(b, [ops.Gt(x, y), ops.Le(x, y), ops.NeTotalOrder(x, y),
                                             ops.GeTotalOrder(x, y), ops.GtTotalOrder(x, y),
                                             ops.LeTotalOrder(x, y)]), a, c)
    np.testing.assert_array_equal(outs[0], [False, False, False, False])
    np.testing.assert_array_equal(outs[1], [False, True, True, True])
    np.testing.assert_array_equal(outs[2], [False, True, True, True])
    np.testing.assert_array_equal(outs[3], [True, False, False, False])
    np.testing.assert_array_equal(outs[4], [False, False, False, False])
    np.testing.assert_array_equal(outs[5], [True, True, True, True])
    u = run(lambda b, x, y: ops.Lt(x, y), np.array([1, 200], np.uint8), np.array([128, 3], np.uint8))[0]
    np.testing.assert_array_equal(u, [True, False])   # unsigned comparison


V = np.array([[[10, 11, 12], [15, 16, 17]], [[20, 21, 22], [25, 26, 27]],
              [[30, 31, 32], [35, 36, 37]], [[40, 41, 42], [45, 46, 47]]], np.float32)


@pytest.mark.xla_op("Collapse")
def test_collapse_seed_examples():
    # The seed's rule: the listed consecutive dimensions become one dimension at their position.
    # Its example labels are swapped (an erratum kept from XLA's docs): the f32[4x6] it shows
    # for "v01" is Collapse(v, {1,2}) and the f32[8x3] shown for "v12" is Collapse(v, {0,1}).
    v012, c01, c12 = run(lambda b, v: ops.Tuple(b, [ops.Collapse(v, (0, 1, 2)), ops.Collapse(v, (0, 1)),
                                                    ops.Collapse(v, (1, 2))]), V)
    np.testing.assert_array_equal(v012, [10, 11, 12, 15, 16, 17, 20, 21, 22, 25, 26, 27,
                                         30, 31, 32, 35, 36, 37, 40, 41, 42, 45, 46, 47])
    np.testing.assert_array_equal(c12, [[10, 11, 12, 15, 16, 17], [20, 21, 22, 25, 26, 27],
                                        [30, 31, 32, 35, 36, 37], [40, 41, 42, 45, 46, 47]])
    np.testing.assert_array_equal(c01, [[10, 11, 12], [15, 16, 17], [20, 21, 22], [25, 26, 27],
                                        [30, 31, 32], [35, 36, 37], [40, 41, 42], [45, 46, 47]])


@pytest.mark.xla_op("Reshape")
def test_reshape_seed_examples():
    r24, r83 = run(lambda b, v: ops.Tuple(b, [ops.Reshape(v, (24,)), ops.Reshape(v, (8, 3))]), V)
    np.testing.assert_array_equal(r24[:6], [10, 11, 12, 15, 16, 17])
    np.testing.assert_array_equal(r83[3], [25, 26, 27])
    (s,) = run(lambda b, m: ops.Reshape(m, ()), np.array([[5]], np.float32))
    assert s.shape == () and s == 5
    (t,) = run(lambda b, m: ops.Reshape(m, (1, 0), (3, 2)), np.arange(6, dtype=np.float32).reshape(2, 3))
    np.testing.assert_array_equal(t, np.arange(6).reshape(2, 3).T.reshape(3, 2))


@pytest.mark.xla_op("Clamp")
def test_clamp_seed_example():
    (out,) = run(lambda b, x: ops.Clamp(ops.Constant(b, np.int32(0)), x, ops.Constant(b, np.int32(6))),
                 np.array([-1, 5, 9], np.int32))
    np.testing.assert_array_equal(out, [0, 5, 6])


@pytest.mark.xla_op("ConcatInDim")
def test_concat_seed_examples():
    b = XlaBuilder("concat")
    parts = [ops.Constant(b, np.array(p, np.float32)) for p in ([2, 3], [4, 5], [6, 7])]
    np.testing.assert_array_equal(bridge.execute(b.build(ops.ConcatInDim(b, parts, 0)), [])[0], [2, 3, 4, 5, 6, 7])
    a, c = np.array([[1, 2], [3, 4], [5, 6]], np.float32), np.array([[7, 8]], np.float32)
    (out,) = run(lambda b, x, y: ops.ConcatInDim(b, [x, y], 0), a, c)
    np.testing.assert_array_equal(out, [[1, 2], [3, 4], [5, 6], [7, 8]])


@pytest.mark.xla_op("Slice")
def test_slice_seed_example_and_strides():
    (out,) = run(lambda b, a: ops.Slice(a, (2,), (4,)), np.arange(5, dtype=np.float32))
    np.testing.assert_array_equal(out, [2.0, 3.0])
    m = np.arange(20, dtype=np.float32).reshape(4, 5)
    (out,) = run(lambda b, a: ops.Slice(a, (0, 1), (4, 5), (2, 3)), m)
    np.testing.assert_array_equal(out, m[0:4:2, 1:5:3])


@pytest.mark.xla_op("ConvertElementType")
def test_convert_seed_example():
    (out,) = run(lambda b, a: ops.ConvertElementType(a, "f32"), np.array([0, 1, 2], np.int32))
    assert out.dtype == np.float32 and list(out) == [0.0, 1.0, 2.0]


@pytest.mark.xla_op("BitcastConvertType")
def test_bitcast_same_and_different_widths():
    f = np.array([1.0, -2.0], np.float32)
    same, narrow = run(lambda b, a: ops.Tuple(b, [ops.BitcastConvertType(a, "s32"),
                                                  ops.BitcastConvertType(a, "u8")]), f)
    np.testing.assert_array_equal(same, f.view(np.int32))
    np.testing.assert_array_equal(narrow, f.view(np.uint8).reshape(2, 4))
    (wide,) = run(lambda b, a: ops.BitcastConvertType(a, "f32"), f.view(np.uint8).reshape(2, 4))
    np.testing.assert_array_equal(wide, f)


@pytest.mark.xla_op("Iota")
def test_iota_seed_examples():
    b = XlaBuilder("iota")
    comp = b.build(ops.Tuple(b, [ops.Iota(b, Shape.parse("s32[4,8]"), 0), ops.Iota(b, Shape.parse("s32[4,8]"), 1)]))
    d0, d1 = bridge.execute(comp, [])
    np.testing.assert_array_equal(d0[:, 0], [0, 1, 2, 3])
    np.testing.assert_array_equal(d1[0], np.arange(8))


@pytest.mark.xla_op("Broadcast", "BroadcastInDim", "Transpose", "Rev", "Pad", "Select")
def test_broadcast_transpose_rev_pad_select():
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    outs = run(lambda b, x: ops.Tuple(b, [
        ops.Broadcast(x, (2,)), ops.BroadcastInDim(ops.Slice(x, (0, 0), (1, 3)), (4, 3), (0, 1)),
        ops.Transpose(x, (1, 0)), ops.Rev(x, (0, 1)),
        ops.Pad(x, ops.Constant(b, np.float32(-1)), [(1, -1, 1), (0, 0, 0)]),
        ops.Select(ops.Gt(x, ops.Constant(b, np.float32(2))), x, ops.Neg(x))]), a)
    np.testing.assert_array_equal(outs[0], np.broadcast_to(a, (2, 2, 3)))
    np.testing.assert_array_equal(outs[1], np.broadcast_to(a[:1], (4, 3)))
    np.testing.assert_array_equal(outs[2], a.T)
    np.testing.assert_array_equal(outs[3], a[::-1, ::-1])
    np.testing.assert_array_equal(outs[4], [[-1, -1, -1], [0, 1, 2], [-1, -1, -1]])
    np.testing.assert_array_equal(outs[5], np.where(a > 2, a, -a))


@pytest.mark.xla_op("DotGeneral")
def test_dot_general_seed_examples():
    lhs = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    rhs = np.array([[1, 1, 1], [2, 2, 2]], np.float32)
    (out,) = run(lambda b, x, y: ops.DotGeneral(x, y, DotDimensionNumbers([1], [1])), lhs, rhs)
    np.testing.assert_array_equal(out, [[6, 12], [15, 30]])
    l3 = np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]], np.float32)
    r3 = np.array([[[1, 0], [0, 1]], [[1, 0], [0, 1]]], np.float32)
    (out,) = run(lambda b, x, y: ops.DotGeneral(x, y, DotDimensionNumbers([2], [1], [0], [0])), l3, r3)
    np.testing.assert_array_equal(out, l3)


@pytest.mark.xla_op("Dot")
@pytest.mark.parametrize("ls,rs", [((3,), (3,)), ((2, 3), (3,)), ((2, 3), (3, 4))])
def test_dot_ranks(ls, rs):
    a, c = RNG.standard_normal(ls).astype(np.float32), RNG.standard_normal(rs).astype(np.float32)
    (out,) = run(lambda b, x, y: ops.Dot(x, y, preferred_element_type="f32"), a, c)
    np.testing.assert_allclose(out, np.dot(a, c), rtol=1e-5, atol=1e-5)


def _adder(et="f32"):
    rb = XlaBuilder("add")
    return rb.build(ops.Add(ops.Parameter(rb, 0, Shape.scalar(et)), ops.Parameter(rb, 1, Shape.scalar(et))))


@pytest.mark.xla_op("Reduce", "Constant", "Parameter")
def test_reduce_single_and_variadic():
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    (out,) = run(lambda b, x: ops.Reduce(b, [x], [ops.Constant(b, np.float32(0))], _adder(), [1]), a)
    np.testing.assert_array_equal(out, a.sum(1))
    # variadic: (max, argmax) over dimension 1
    rb = XlaBuilder("argmax")
    v1, i1, v2, i2 = (ops.Parameter(rb, k, Shape.scalar(t)) for k, t in enumerate(["f32", "s32", "f32", "s32"]))
    take1 = ops.Ge(v1, v2)
    argmax = rb.build(ops.Tuple(rb, [ops.Select(take1, v1, v2), ops.Select(take1, i1, i2)]))
    idx = np.broadcast_to(np.arange(4, dtype=np.int32), (3, 4)).copy()
    vals = np.array([[1, 5, 2, 0], [9, 1, 1, 3], [0, 0, 7, 7]], np.float32)
    mx, am = run(lambda b, x, i: ops.Reduce(b, [x, i], [ops.Constant(b, np.float32(-np.inf)),
                                                        ops.Constant(b, np.int32(0))], argmax, [1]), vals, idx)
    np.testing.assert_array_equal(mx, [5, 9, 7])
    np.testing.assert_array_equal(am, [1, 0, 2])


@pytest.mark.xla_op("Call", "CompositeCall", "GetTupleElement", "Tuple")
def test_call_and_composite_and_tuples():
    a = np.array([1.5, -2.0], np.float32)
    outs = run(lambda b, x: ops.Tuple(b, [ops.Call(b, _adder(), [ops.Reshape(ops.Slice(x, (0,), (1,)), ()),
                                                                 ops.Reshape(ops.Slice(x, (1,), (2,)), ())]),
                                          ops.CompositeCall(b, _adder(), [ops.Reshape(ops.Slice(x, (0,), (1,)), ()),
                                                                          ops.Reshape(ops.Slice(x, (0,), (1,)), ())],
                                                            "foo.bar", "{n = 1 : i32}", 1),
                                          ops.GetTupleElement(ops.Tuple(b, [x, ops.Neg(x)]), 1)]), a)
    assert outs[0] == np.float32(-0.5) and outs[1] == np.float32(3.0)
    np.testing.assert_array_equal(outs[2], -a)
    b = XlaBuilder("c")
    x = ops.Parameter(b, 0, Shape.scalar("f32"))
    text = bridge.to_stablehlo(b.build(ops.CompositeCall(b, _adder(), [x, x], "foo.bar", {"n": 1}, version=2)))
    assert 'stablehlo.composite "foo.bar"' in text and "version = 2" in text and "n = 1" in text


def test_program_shape_and_text():
    b = XlaBuilder("example")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (2, 3)), "x")
    v = ops.Parameter(b, 1, Shape.array_shape(np.float32, (3,)), "v")
    comp = b.build(ops.Add(x, v, broadcast_dimensions=(1,)))
    assert str(comp.program_shape()) == "(x: f32[2,3], v: f32[3]) -> f32[2,3]"
    assert '"xla.add"(%arg0, %arg1) {broadcast_dimensions = array<i64: 1>}' in comp.as_text()
    text = bridge.to_stablehlo(comp)
    assert "stablehlo.broadcast_in_dim %arg1, dims = [1]" in text and "xla." not in text


def test_difftest_stays_callable_after_its_module_is_imported():
    import bridge.diff.core  # noqa: F401  (importing the module must not shadow bridge.difftest)
    b = XlaBuilder("d")
    x = ops.Parameter(b, 0, Shape.parse("f32[3]"))
    comp = b.build(ops.Mul(x, x))
    for _ in range(2):
        report = bridge.difftest(comp, inputs=[np.array([1, -2, 3], np.float32)])
        assert report.verdict == "match"
        np.testing.assert_array_equal(report.results["cpu"].outputs[0], [1, 4, 9])


@pytest.mark.xla_op("Constant")
def test_complex_constants_lower_and_verify():
    # jaxlib's bindings cannot read a complex dense attribute back; the lowering reads its text.
    value = np.array([[1 + 2j, -3.5 - 0.25j], [np.inf + 0j, 1e-30 + 7j]], np.complex64)
    b = XlaBuilder("c")
    comp = b.build(ops.Neg(ops.Constant(b, value)))
    np.testing.assert_array_equal(bridge.execute(comp, [])[0], -value)
    np.testing.assert_array_equal(bridge.reference.evaluate(comp, [])[0], -value)
    assert "complex<f32>" in bridge.to_stablehlo(comp.as_text())   # text input goes through verify_xla
