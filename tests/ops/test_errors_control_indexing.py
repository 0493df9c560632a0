"""Bad input to the control and indexing ops raises BuilderError at the call, worded like XLA;
the gather/scatter rules are also checked against StableHLO's own inference (hypothesis)."""
import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridge
from bridge import BuilderError, GatherDimensionNumbers, ScatterDimensionNumbers, Shape, XlaBuilder, ops
from bridge.errors import HloBridgeError
from ops_helpers import builder_computation


def params(*shapes):
    b = XlaBuilder("t")
    return b, [ops.Parameter(b, i, Shape.parse(s) if isinstance(s, str) else s) for i, s in enumerate(shapes)]


def raises(match):
    return pytest.raises(BuilderError, match=match)


IS_POSITIVE = builder_computation(lambda b, x: ops.Gt(x, ops.Constant(b, np.float32(0))), "f32", name="positive")
HALVE = builder_computation(lambda b, x: ops.Mul(x, ops.Constant(b, np.float32(0.5))), "f32", name="halve")
ADD = builder_computation(lambda b, x, y: ops.Add(x, y), "f32", "f32", name="add")
LESS = builder_computation(lambda b, x, y: ops.Lt(x, y), "f32", "f32", name="less")


# ---- While / Conditional -------------------------------------------------------------------------

def test_while_condition_must_return_pred():
    b, (x,) = params("f32[]")
    with raises(r"While: Condition must return a boolean; got Condition: \(p0: f32\[\]\) -> f32\[\]"):
        ops.While(HALVE, HALVE, x)


def test_while_shapes_must_agree():
    b, (v,) = params("f32[3]")
    with raises(r"While: The parameter of condition and body, the result of the body, and init must all have "
                r"the same shape; got .*init: f32\[3\]"):
        ops.While(IS_POSITIVE, HALVE, v)
    with raises(r"While: Condition must take 1 arguments; got 2"):
        ops.While(ADD, HALVE, v)


def test_conditional_branch_index_type_and_branch_shapes():
    b, (k, x, v) = params("f32[]", "f32[]", "f32[3]")
    with raises(r"Conditional: branch_index must be bool or int32_t; got f32\[\]\."):
        ops.Conditional(k, [HALVE, HALVE], [x, x])
    b, (i, x, v) = params("s32[]", "f32[]", "f32[3]")
    with raises(r"Conditional: branch operand 1 must match the shape of the only parameter of branch computation "
                r"1: got operand: f32\[3\]; computation: \(p0: f32\[\]\) -> f32\[\]"):
        ops.Conditional(i, [HALVE, HALVE], [x, v])
    with raises(r"the result of branch 0 computation and branch 1 computation must have the same shape: got "
                r"branch 0 computation result: f32\[\]; branch 1 computation result: pred\[\]"):
        ops.Conditional(i, [HALVE, IS_POSITIVE], [x, x])
    with raises(r"Conditional: needs one branch operand per branch computation; got 2 computations and 1"):
        ops.Conditional(i, [HALVE, HALVE], [x])
    with raises(r"Conditional: branch_computations must be a non-empty list of XlaComputations"):
        ops.Conditional(i, [], [])


def test_conditional_pred_form_arguments():
    b, (p, x) = params("pred[]", "f32[]")
    with raises(r"Conditional: missing argument 'false_computation'; signatures are Conditional\(pred, "):
        ops.Conditional(p, x, HALVE, false_operand=x)
    with raises(r"Conditional: a pred branch_index selects between 2 computations; got 3"):
        ops.Conditional(p, [HALVE] * 3, [x] * 3)


@pytest.mark.parametrize("pred", ["s32[]", "pred[2]", "f32[]"])
def test_conditional_pred_form_needs_a_pred_scalar(pred):
    # XlaBuilder's pred form: an s32 taken as a branch index (true branch first) would run the
    # false branch for a true (non-zero) value
    b, (p, x) = params(pred, "f32[]")
    with raises(r"Conditional: Argument to predicated-Conditional is not a scalar of PRED type \(" + re.escape(pred)):
        ops.Conditional(p, x, HALVE, x, HALVE)
    with raises(r"Conditional: Argument to predicated-Conditional"):
        ops.Conditional(pred=p, true_operand=x, true_computation=HALVE, false_operand=x, false_computation=HALVE)


# ---- Map / Sort / TopK / OptimizationBarrier ---------------------------------------------------------

def test_map_rules():
    b, (x, y, n) = params("f32[2,3]", "f32[3,2]", "s32[2,3]")
    with raises(r"Map operation requires all operands to have the same shape; got: f32\[2,3\], f32\[3,2\]\."):
        ops.Map(b, [x, y], ADD)
    with raises(r"Map applied function arity must match number of arguments; got: arity: 2, arguments: 1\."):
        ops.Map(b, [x], ADD)
    with raises(r"Mapped computation's parameter type has to match argument element type; got parameter 1 "
                r"shape: f32\[\], argument shape: s32\[2,3\]\."):
        ops.Map(b, [x, n], ADD)
    with raises(r"Map requires monotonically increasing dimension numbers; got: 1, 0\."):
        ops.Map(b, [x], HALVE, (1, 0))


def test_sort_rules():
    b, (x, y, z) = params("f32[4]", "s32[5]", "f32[2,3]")
    with raises(r"Sort keys and values dimensions must match\. Keys shape is: f32\[4\], Values shape "
                r"\(operand index 1\) is: s32\[5\]\."):
        ops.Sort(b, [x, y], LESS)
    with raises(r"Sort: comparator takes \(f32\[\], f32\[\]\); sorting 2 operand\(s\) needs 2\*N scalar "
                r"parameters \(f32\[\], f32\[\], f32\[\], f32\[\]\)"):
        ops.Sort(b, [x, x], LESS)
    with raises(r"Sort: dimension 2 is out of range for f32\[2,3\] \(rank 2\)"):
        ops.Sort(b, [z], LESS, 2)
    with raises(r"Sort: comparator must return pred\[\], got f32\[\]"):
        ops.Sort(b, [x], ADD)


def test_top_k_rules():
    b, (x, s, c) = params("f32[2,5]", "f32[]", "c64[4]")
    with raises(r"TopK: k=6 is larger than the last dimension of size=5 of f32\[2,5\]"):
        ops.TopK(x, 6)
    with raises(r"TopK: operand must have at least one dimension, got f32\[\]"):
        ops.TopK(s, 1)
    with raises(r"TopK: operand c64\[4\] must have an ordered \(non-complex\) element type"):
        ops.TopK(c, 1)


def test_optimization_barrier_takes_an_xla_op():
    with raises(r"OptimizationBarrier: operand must be an XlaOp, got int 3"):
        ops.OptimizationBarrier(3)


# ---- DynamicSlice / DynamicUpdateSlice / dimension sizes --------------------------------------------

def test_dynamic_slice_rules():
    b, (x, i, j, f, v) = params("f32[4,3]", "s32[]", "s64[]", "f32[]", "s32[3]")
    with raises(r"Dynamic slice start number of dimensions 1 must match rank 2 of slice input \(f32\[4,3\]\)\."):
        ops.DynamicSlice(x, [i], (1, 1))
    with raises(r"Dynamic slice start indices must all have the same shape, got mismatching indices with "
                r"shapes s32\[\] and s64\[\]\."):
        ops.DynamicSlice(x, [i, j], (1, 1))
    with raises(r"Dynamic slice start indices must be of integral type\."):
        ops.DynamicSlice(x, [f, f], (1, 1))
    with raises(r"DynamicSlice: Slice dim size 5 greater than dynamic slice dimension: 4\. \(operand: f32\[4,3\]; "
                r"start_indices: s32\[\], s32\[\]\)"):
        ops.DynamicSlice(x, [i, i], (5, 1))
    with raises(r"Dynamic slice start number of dimensions 3 \(s32\[3\]\) must match rank 2 of slice input"):
        ops.DynamicSlice(x, v, (1, 1))


def test_dynamic_update_slice_rules():
    b, (x, u, w, i) = params("f32[4,3]", "s32[2,2]", "f32[5,1]", "s32[]")
    with raises(r"Dynamic update slice update element type does not match argument\. operand\.element_type: "
                r"F32 vs update\.element_type: S32\."):
        ops.DynamicUpdateSlice(x, u, [i, i])
    with raises(r"Update dim size 5 greater than dynamic slice dimension: 4\."):
        ops.DynamicUpdateSlice(x, w, [i, i])


def test_dimension_size_rules():
    b, (x, n, f) = params("f32[4,3]", "s32[]", "f32[]")
    with raises(r"GetDimensionSize dimension out of bounds: 2\. \(operand: f32\[4,3\]\)"):
        ops.GetDimensionSize(x, 2)
    with raises(r"SetDimensionSize's value has to be S32 scalar, got f32\[\]"):
        ops.SetDimensionSize(x, f, 0)
    # a runtime size makes the dimension dynamic (bounded by its size); the constant bound leaves it
    # static, as XLA's builder does; a constant outside [0, bound] can never be right
    assert str(ops.SetDimensionSize(x, n, 0).shape) == "f32[<=4,3]{1,0}"
    assert ops.SetDimensionSize(x, ops.Constant(b, np.int32(3)), 1).shape == x.shape
    with raises(r"SetDimensionSize: size 5 is not within the bound 3 of dimension 1 of f32\[4,3\]"):
        ops.SetDimensionSize(x, ops.Constant(b, np.int32(5)), 1)


def test_set_dimension_size_with_a_static_result_type_fails_in_lowering_not_in_the_process():
    text = """func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
      %0 = "xla.set_dimension_size"(%arg0, %arg1) {dimension = 0 : i64} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
      return %0 : tensor<4xf32>
    }"""
    with pytest.raises(HloBridgeError, match=r"SetDimensionSize: a size other than the constant bound 4 makes "
                                             r"dimension 0 of f32\[4\] dynamic, but the op's result type "
                                             r"tensor<4xf32> keeps it static"):
        bridge.to_stablehlo(text)


# ---- Gather / Scatter ------------------------------------------------------------------------------

def test_gather_rules():
    b, (x, i, f) = params("f32[16,11]", "s32[5,2]", "f32[5,2]")
    dn = GatherDimensionNumbers((1, 2), (), (0, 1), 1)
    with raises(r"Gather indices parameter must be an integral tensor; got f32\[5,2\]\."):
        ops.Gather(x, f, dn, (8, 6))
    with raises(r"Gather op has 1 elements in start_index_map and the bound of dimension index_vector_dim=1 of "
                r"start_indices is 2\. These two numbers must be equal\."):
        ops.Gather(x, i, GatherDimensionNumbers((1, 2), (), (0,), 1), (8, 6))
    with raises(r"Slice size at index 0 in gather op is out of range, must be within \[0, 17\), got 20\."):
        ops.Gather(x, i, dn, (20, 6))
    with raises(r"Gather op can only collapse slice dims with bound 1 or 0, but bound is 8 for index 0"):
        ops.Gather(x, i, GatherDimensionNumbers((1,), (0,), (0, 1), 1), (8, 6))
    with raises(r"Gather: argument dimension_numbers must be gather_dims, got 'x'"):
        ops.Gather(x, i, "x", (8, 6))


def test_gather_batching_dims_rules():
    b, (x, i) = params("s32[2,3,4,2]", "s64[3,2,3,2]")
    with raises(r"Gather op batching dimension sizes differ: operand dimension 0 of s32\[2,3,4,2\] has 2, "
                r"indices dimension 0 of s64\[3,2,3,2\] has 3\."):
        ops.Gather(x, i, GatherDimensionNumbers((3, 4), (1,), (2, 1), 3, (0,), (0,)), (1, 1, 2, 2))
    with raises(r"start_indices_batching_dims in gather op must not contain index_vector_dim=3"):
        ops.Gather(x, i, GatherDimensionNumbers((3, 4), (1,), (2, 1), 3, (0,), (3,)), (1, 1, 2, 2))
    with raises(r"Gather op has 1 operand_batching_dims and 0 start_indices_batching_dims"):
        ops.Gather(x, i, GatherDimensionNumbers((3, 4), (1,), (2, 1), 3, (0,), ()), (1, 1, 2, 2))


def test_scatter_rules():
    b, (x, i, u, w) = params("f32[5,3]", "s32[6,1]", "f32[6,3]", "f32[6,4]")
    dn = ScatterDimensionNumbers((1,), (0,), (0,), 1)
    with raises(r"Bounds of the window dimensions of updates must not exceed the bounds of the corresponding "
                r"dimensions of operand\. For dimension 1, updates bound is 4, operand bound is 3\."):
        ops.Scatter(x, i, w, ADD, dn)
    with raises(r"Scatter: Updates tensor must be of rank 2; got 1\. \(operands: f32\[5,3\]; scatter_indices: "
                r"s32\[6,1\]; updates: f32\[18\]\)"):
        ops.Scatter(x, i, ops.Reshape(u, (18,)), ADD, dn)
    with raises(r"Scatter: update_computation takes \(f32\[\]\); scattering 1 operand\(s\) needs "
                r"\(f32\[\], f32\[\]\)"):
        ops.Scatter(x, i, u, HALVE, dn)
    with raises(r"Scatter op has window of size 1; doesn't match operand of rank 2\."):
        ops.Scatter(x, i, u, ADD, ScatterDimensionNumbers((1,), (), (0,), 1))
    with raises(r"Scatter: needs as many updates as operands \(at least one\); got 2 operands and 1 updates"):
        ops.Scatter([x, x], i, [u], ADD, dn)


# ---- Gather / Scatter rules against StableHLO's own shape inference and verifier ----------------

@st.composite
def index_case(draw):
    """A gather configuration, valid by construction, then maybe one field perturbed."""
    rank = draw(st.integers(1, 3))
    op_dims = draw(st.lists(st.integers(1, 4), min_size=rank, max_size=rank))
    dims = draw(st.permutations(range(rank)))
    n_batching = draw(st.integers(0, rank - 1))
    obd = sorted(dims[:n_batching])
    rest = dims[n_batching:]
    sim = rest[:draw(st.integers(1, len(rest)))]
    collapsed = sorted(d for d in rest if draw(st.booleans()))
    sizes = [draw(st.integers(0, 1)) if d in obd or d in collapsed else draw(st.integers(0, op_dims[d]))
             for d in range(rank)]
    batch = [op_dims[d] for d in obd] + draw(st.lists(st.integers(1, 3), max_size=2))
    ivd = draw(st.integers(0, len(batch)))
    idx_dims = batch[:ivd] + [len(sim)] + batch[ivd:]
    sibd = [i if i < ivd else i + 1 for i in range(n_batching)]
    n_offset = rank - len(collapsed) - n_batching
    offset = sorted(draw(st.permutations(range(n_offset + len(batch))))[:n_offset])
    case = {"op_dims": op_dims, "idx_dims": idx_dims, "offset": offset, "collapsed": collapsed, "sim": sim,
            "ivd": ivd, "obd": obd, "sibd": sibd, "sizes": sizes}
    if draw(st.booleans()):   # perturb one field: the rules must reject (or accept) as StableHLO does
        key = draw(st.sampled_from(sorted(k for k in case if k != "ivd")))
        values = list(case[key])
        if values and draw(st.booleans()):
            values[draw(st.integers(0, len(values) - 1))] = draw(st.integers(-1, 5))
        else:
            values.append(draw(st.integers(-1, 5)))
        case[key] = [max(v, 1) for v in values] if key.endswith("_dims") else values
    return case


def _stablehlo_gather(c):
    """StableHLO's inferred gather result dimensions, or None when it rejects the configuration."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import func, stablehlo
    from bridge.context import get_context
    with get_context(), ir.Location.unknown():
        m = ir.Module.create()
        with ir.InsertionPoint(m.body):
            types = [ir.RankedTensorType.get(c["op_dims"], ir.F32Type.get()),
                     ir.RankedTensorType.get(c["idx_dims"], ir.IntegerType.get_signless(32))]
            block = func.FuncOp("f", ir.FunctionType.get(types, [])).add_entry_block()
            with ir.InsertionPoint(block):
                dn = stablehlo.GatherDimensionNumbers.get(
                    offset_dims=c["offset"], collapsed_slice_dims=c["collapsed"], operand_batching_dims=c["obd"],
                    start_indices_batching_dims=c["sibd"], start_index_map=c["sim"], index_vector_dim=c["ivd"])
                try:
                    op = stablehlo.GatherOp(block.arguments[0], block.arguments[1], dn, c["sizes"])
                except ir.MLIRError:
                    return None
                return tuple(ir.RankedTensorType(op.result.type).shape)


@settings(max_examples=150, deadline=None)
@given(index_case())
def test_gather_rules_agree_with_stablehlo_inference(c):
    b, (x, i) = params(Shape.array_shape("f32", c["op_dims"]), Shape.array_shape("s32", c["idx_dims"]))
    dn = GatherDimensionNumbers(c["offset"], c["collapsed"], c["sim"], c["ivd"], c["obd"], c["sibd"])
    try:
        ours = ops.Gather(x, i, dn, c["sizes"]).shape.dimensions
    except BuilderError:
        ours = None
    assert ours == _stablehlo_gather(c)
    if ours is None:
        return
    # the scatter that writes this gather's slices back is valid, with the same shapes
    sdn = ScatterDimensionNumbers(c["offset"], c["collapsed"], c["sim"], c["ivd"], c["obd"], c["sibd"])
    u = ops.Parameter(b, 2, Shape.array_shape("f32", ours))
    assert ops.Scatter(x, i, u, ADD, sdn).shape == x.shape
