"""Bad builder calls raise BuilderError at the call, naming the op, the shapes and the rule."""
import numpy as np
import pytest

from bridge import BuilderError, DotDimensionNumbers, GatherDimensionNumbers, PaddingConfig, Shape, XlaBuilder, ops


def P(b, n, s):
    return ops.Parameter(b, n, Shape.parse(s))


def reducer(n_params=2, et="f32"):
    rb = XlaBuilder("r")
    ps = [P(rb, i, f"{et}[]") for i in range(n_params)]
    return rb.build(ops.Add(ps[0], ps[1]))


BAD = [
    ("Add rank mismatch", lambda b: ops.Add(P(b, 0, "f32[2,3]"), P(b, 1, "f32[4]")),
     r"Binary op add with incompatible shapes: f32\[2,3\] and f32\[4\]"),
    ("Add element types", lambda b: ops.Add(P(b, 0, "f32[2]"), P(b, 1, "s32[2]")),
     r"Binary op add with different element types: f32\[2\] and s32\[2\]"),
    ("Sub bd too large", lambda b: ops.Sub(P(b, 0, "f32[2,3]"), P(b, 1, "f32[3]"), broadcast_dimensions=(2,)),
     r"broadcast dimension number \(2\) too large; higher-rank operand has rank 2"),
    ("Mul bd size", lambda b: ops.Mul(P(b, 0, "f32[2,3]"), P(b, 1, "f32[3]"), broadcast_dimensions=(0, 1)),
     r"size of broadcast_dimensions has to match lower-rank operand's rank"),
    ("Max same-rank bd", lambda b: ops.Max(P(b, 0, "f32[2,3]"), P(b, 1, "f32[2,3]"), broadcast_dimensions=(1, 0)),
     r"must be empty or the identity"),
    ("ShiftLeft on floats", lambda b: ops.ShiftLeft(P(b, 0, "f32[2]"), P(b, 1, "f32[2]")),
     r"ShiftLeft: lhs of type f32\[2\] must have integral element type"),
    ("And on floats", lambda b: ops.And(P(b, 0, "f32[2]"), P(b, 1, "f32[2]")), r"pred or integral"),
    ("Sqrt of ints", lambda b: ops.Sqrt(P(b, 0, "s32[2]")), r"Sqrt: operand of type s32\[2\] must have floating"),
    ("Clz of floats", lambda b: ops.Clz(P(b, 0, "f32[2]")), r"Clz: .* integral"),
    ("Complex of s32", lambda b: ops.Complex(P(b, 0, "s32[2]"), P(b, 1, "s32[2]")), r"f32 or f64"),
    ("Reshape count", lambda b: ops.Reshape(P(b, 0, "f32[2,3]"), (4,)),
     r"Reshape: cannot reshape f32\[2,3\] \(6 elements\) to f32\[4\] \(4 elements\)"),
    ("Transpose perm", lambda b: ops.Transpose(P(b, 0, "f32[2,3]"), (0, 0)), r"not a permutation"),
    ("Slice bounds", lambda b: ops.Slice(P(b, 0, "f32[5]"), (2,), (7,), (1,)),
     r"Slice: dimension 0 needs 0 <= start \(2\) <= limit \(7\) <= size \(5\)"),
    ("Slice stride", lambda b: ops.Slice(P(b, 0, "f32[5]"), (0,), (4,), (0,)), r"stride 0 .* must be positive"),
    ("Concat dims", lambda b: ops.ConcatInDim(b, [P(b, 0, "f32[2,3]"), P(b, 1, "f32[2,4]")], 0),
     r"ConcatInDim: operands f32\[2,3\] and f32\[2,4\] differ outside dimension 0"),
    ("Pad config length", lambda b: ops.Pad(P(b, 0, "f32[2,3]"), ops.Constant(b, 0.0), [(1, 1, 0)]),
     r"padding_config has 1 entries for f32\[2,3\] of rank 2"),
    ("Pad negative result", lambda b: ops.Pad(P(b, 0, "f32[2]"), ops.Constant(b, 0.0), [(-2, -1, 0)]),
     r"makes dimension 0 .* negative"),
    ("Collapse non-consecutive", lambda b: ops.Collapse(P(b, 0, "f32[4,2,3]"), (0, 2)),
     r"in-order consecutive subset"),
    ("BroadcastInDim size", lambda b: ops.BroadcastInDim(P(b, 0, "f32[3]"), (2, 4), (1,)),
     r"dimension 0 of size 3 maps to output dimension 1 of size 4"),
    ("Select pred type", lambda b: ops.Select(P(b, 0, "s32[2]"), P(b, 1, "f32[2]"), P(b, 2, "f32[2]")),
     r"pred must have element type pred"),
    ("Select branch shapes", lambda b: ops.Select(P(b, 0, "pred[]"), P(b, 1, "f32[2]"), P(b, 2, "f32[3]")),
     r"on_true f32\[2\] and on_false f32\[3\] must have the same shape"),
    ("Clamp min shape", lambda b: ops.Clamp(P(b, 0, "f32[2]"), P(b, 1, "f32[3]"), P(b, 2, "f32[]")),
     r"Clamp: min f32\[2\] must be a scalar or have the shape of operand f32\[3\]"),
    ("Dot contracting", lambda b: ops.Dot(P(b, 0, "f32[2,3]"), P(b, 1, "f32[4,5]")),
     r"contracting dimension sizes differ: lhs dimension 1 of f32\[2,3\] has 3, rhs dimension 0 of f32\[4,5\] has 4"),
    ("Dot rank 3", lambda b: ops.Dot(P(b, 0, "f32[2,3,4]"), P(b, 1, "f32[4]")), r"use DotGeneral"),
    ("DotGeneral batch", lambda b: ops.DotGeneral(P(b, 0, "f32[2,3,4]"), P(b, 1, "f32[5,4,6]"),
                                                  DotDimensionNumbers([2], [1], [0], [0])),
     r"batch dimension sizes differ"),
    ("Reduce reducer arity", lambda b: ops.Reduce(b, [P(b, 0, "f32[2,3]")], [ops.Constant(b, 0.0)], reducer(3), [1]),
     r"Reduce: computation takes \(f32\[\], f32\[\], f32\[\]\)"),
    ("Reduce init type", lambda b: ops.Reduce(b, [P(b, 0, "f32[2,3]")], [ops.Constant(b, 0)], reducer(), [1]),
     r"init value s32\[\] must be a scalar of the element type of f32\[2,3\]"),
    ("Reduce dims", lambda b: ops.Reduce(b, [P(b, 0, "f32[2,3]")], [ops.Constant(b, 0.0)], reducer(), [2]),
     r"dimension 2 out of range"),
    ("GetTupleElement index", lambda b: ops.GetTupleElement(ops.Tuple(b, [P(b, 0, "f32[2]")]), 1),
     r"index 1 out of range"),
    ("Call operands", lambda b: ops.Call(b, reducer(), [P(b, 0, "f32[]")]),
     r"Call: operands \(f32\[\]\) do not match the computation's parameters \(f32\[\], f32\[\]\)"),
    ("CompositeCall attributes", lambda b: ops.CompositeCall(b, reducer(), [P(b, 0, "f32[]"), P(b, 1, "f32[]")],
                                                             "foo.bar", "{n = }"),
     r"composite_attributes .* is not an MLIR attribute dictionary"),
    ("Bitcast widths", lambda b: ops.BitcastConvertType(P(b, 0, "u8[3]"), "f32"), r"needs a last dimension of size 4"),
    ("Convert complex", lambda b: ops.ConvertElementType(P(b, 0, "c64[2]"), "f32"), r"take Real or Imag"),
    ("Iota dimension", lambda b: ops.Iota(b, Shape.parse("s32[4]"), 1), r"iota_dimension 1 out of range"),
    ("duplicate parameter", lambda b: (P(b, 0, "f32[]"), P(b, 0, "f32[2]")), r"parameter number 0 already defined"),
    ("unknown keyword", lambda b: ops.Add(P(b, 0, "f32[]"), P(b, 1, "f32[]"), broadcast_dims=(0,)),
     r"Add: unexpected argument 'broadcast_dims'"),
    ("missing argument", lambda b: ops.Slice(P(b, 0, "f32[5]"), (1,)), r"Slice: missing argument 'limit_indices'"),
    ("not an XlaOp", lambda b: ops.Add(P(b, 0, "f32[]"), 1.0), r"Add: rhs must be an XlaOp, got float"),
    ("unknown element type", lambda b: ops.ConvertElementType(P(b, 0, "f32[]"), "f33"), r"unknown element type 'f33'"),
    # XLA's MaybeUpcast: an integer result may not narrow (a float one may)
    ("Dot preferred narrower", lambda b: ops.Dot(P(b, 0, "s32[2,3]"), P(b, 1, "s32[3]"), preferred_element_type="s8"),
     r"Dot: `preferred_element_type` must not be narrower than the original type: s8 is narrower than s32"),
    ("Conv preferred narrower", lambda b: ops.Conv(P(b, 0, "s32[1,2,5,5]"), P(b, 1, "s32[3,2,3,3]"), (1, 1), "VALID",
                                                   preferred_element_type="pred"),
     r"Conv: Convolution: `preferred_element_type` must not be narrower .* pred is narrower than s32"),
    ("DotGeneral preferred narrower", lambda b: ops.DotGeneral(P(b, 0, "u16[2]"), P(b, 1, "u16[2]"),
                                                               DotDimensionNumbers([0], [0]),
                                                               preferred_element_type="u8"),
     r"DotGeneral: `preferred_element_type` must not be narrower"),
    ("Bitcast complex to real", lambda b: ops.BitcastConvertType(P(b, 0, "c64[2]"), "s64"),
     r"BitcastConvertType: Conversion between complex and real type c64\[2\] => s64"),
    ("Bitcast real to complex", lambda b: ops.BitcastConvertType(P(b, 0, "f32[2,2]"), "c64"),
     r"BitcastConvertType: Conversion between complex and real type f32\[2,2\] => c64"),
    ("Iota pred", lambda b: ops.Iota(b, Shape.parse("pred[3]"), 0),
     r"Iota: Only support iota of integral, floating point or complex primitive types, got pred\[3\]"),
    ("Cbrt of complex", lambda b: ops.Cbrt(P(b, 0, "c64[3]")), r"Cbrt: operand of type c64\[3\] must have floating"),
    ("Select of tuples", lambda b: ops.Select(P(b, 0, "pred[]"), P(b, 1, "(f32[2], s32[])"), P(b, 2, "(f32[2], s32[])")),
     r"Select: on_true must be an array, got \(f32\[2\], s32\[\]\)"),
    ("Convert to token", lambda b: ops.ConvertElementType(P(b, 0, "f32[3]"), "token"),
     r"ConvertElementType: argument new_element_type .*token is not an array element type"),
    ("Dot preferred token", lambda b: ops.Dot(P(b, 0, "f32[3]"), P(b, 1, "f32[3]"), preferred_element_type="token"),
     r"Dot: argument preferred_element_type .*token is not an array element type"),
    ("required attribute None", lambda b: ops.DotGeneral(P(b, 0, "f32[2,3]"), P(b, 1, "f32[3]"), None),
     r"DotGeneral: argument 'dimension_numbers' is required, got None"),
    ("Constant ragged", lambda b: ops.Constant(b, [[1, 2], [3]]),
     r"Constant: \[\[1, 2\], \[3\]\] is not an XLA literal"),
    ("Constant beyond 64 bits", lambda b: ops.Constant(b, 2**70), r"Constant: 1180591620717411303424 is not an XLA"),
    ("Constant beyond s32", lambda b: ops.Constant(b, 2**40), r"Constant: 1099511627776 .* does not fit s32"),
    ("BroadcastInDim negative size", lambda b: ops.BroadcastInDim(P(b, 0, "f32[3]"), (-1, 3), (1,)),
     r"BroadcastInDim: negative dimension size in f32\[-1, 3\] \(operand: f32\[3\]\)"),
    ("Reshape negative size", lambda b: ops.Reshape(P(b, 0, "f32[2,3]"), (-1, 6)),
     r"Reshape: negative dimension size in f32\[-1, 6\] \(operand: f32\[2,3\]\)"),
    # integer arguments take integers: int() would truncate 1.9 and parse "1"
    ("Slice float indices", lambda b: ops.Slice(P(b, 0, "f32[5]"), (1.9,), (4.7,)),
     r"Slice: argument start_indices must be i64s, got \(1\.9,\) \(1\.9 is not an integer\)"),
    ("Slice string indices", lambda b: ops.Slice(P(b, 0, "f32[5]"), "1", "3"),
     r"Slice: argument start_indices .*'1' is not an integer"),
    # (shapes no other test builds: the builder reuses an earlier call equal by value, so after
    # Transpose(f32[2,3], (1, 0)) the same call with (True, False) builds that same program)
    ("Reshape float size", lambda b: ops.Reshape(P(b, 0, "f32[7,11]"), (11.0, 7)), r"Reshape: .*11\.0 is not an integer"),
    ("Transpose bool", lambda b: ops.Transpose(P(b, 0, "f32[7,11]"), (True, False)), r"True is not an integer"),
    ("ConcatInDim float dimension", lambda b: ops.ConcatInDim(b, [P(b, 0, "f32[2]"), P(b, 1, "f32[2]")], 0.5),
     r"ConcatInDim: argument dimension must be i64, got 0\.5"),
    ("Pad float padding", lambda b: ops.Pad(P(b, 0, "f32[5]"), ops.Constant(b, 0.0), [(1.5, 0.9, 0)]),
     r"Pad: argument padding_config: PaddingConfig entries are \(low, high\[, interior\]\) integers"),
    ("Gather float dimension numbers", lambda b: ops.Gather(P(b, 0, "f32[5]"), P(b, 1, "s32[1]"),
                                                            GatherDimensionNumbers((), (0,), (0.0,), 0), (1,)),
     r"GatherDimensionNumbers: start_index_map must be integers, got \(0\.0,\) \(0\.0 is not an integer\)"),
    ("Parameter replication per leaf", lambda b: ops.Parameter(b, 0, Shape.parse("(f32[2], s32[])"), "p", [True]),
     r"Parameter: replicated_at_leaf_buffers has 1 value\(s\); shape \(f32\[2\], s32\[\]\) has 2 leaf buffer"),
]


@pytest.mark.parametrize("name,call,message", BAD, ids=[c[0] for c in BAD])
def test_bad_input(name, call, message):
    b = XlaBuilder("bad")
    with pytest.raises(BuilderError, match=message):
        call(b)


def test_mixing_builders_is_refused():
    b1, b2 = XlaBuilder("one"), XlaBuilder("two")
    with pytest.raises(BuilderError, match="was built by builder 'two', not by 'one'"):
        ops.Add(P(b1, 0, "f32[]"), P(b2, 0, "f32[]"))


def test_parameter_gap_is_reported_at_build():
    b = XlaBuilder("gap")
    x = P(b, 0, "f32[]")
    P(b, 2, "f32[]")
    with pytest.raises(BuilderError, match=r"missing \[1\]"):
        b.build(x)


def test_builder_error_is_a_value_error():
    assert issubclass(BuilderError, ValueError)
    with pytest.raises(ValueError):
        ops.Neg(P(XlaBuilder("v"), 0, "pred[2]"))


def test_operator_sugar_builds_constants():
    b = XlaBuilder("sugar")
    x = P(b, 0, "f32[2]")
    comp = b.build((x + 1.0) * 2.0)
    import bridge
    np.testing.assert_array_equal(bridge.execute(comp, [np.array([1, 2], np.float32)])[0], [4, 6])


def test_padding_config_takes_integers():
    with pytest.raises(BuilderError, match=r"PaddingConfig entries .* integers, got \(1\.5, 0\.9, 0\)"):
        PaddingConfig([(1.5, 0.9, 0)])
    assert PaddingConfig([(np.int64(1), 2)]) == ((1, 2, 0),)
