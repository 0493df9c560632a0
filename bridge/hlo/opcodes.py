"""The HLO opcode table: opcode -> `bridge.ops.<Name>` and how its operands/attributes map.

Each row is `opcode: Row(op, translate)`; `translate(i)` gets the instruction's context
(`emit.Inst`: operands `i.ops`, declared shape `i.shape`, typed attributes `i.attr(...)`,
called computations `i.comp(...)`) and returns `(op_name, args, kwargs)` for `bridge.ops`,
or an already built XlaOp. A row whose op is not (yet) in `dialect_defs.OPS` reports
"HLO opcode X is not supported yet"; adding an op is adding a row.

HLO differs from the builder in a few places, handled here: element-wise ops take
operands of one shape (no implicit broadcasting), `broadcast` is BroadcastInDim to the
declared shape, `compare` carries direction= and type=, `reshape` takes the declared
shape, `dot` is DotGeneral and `convolution` is ConvGeneralDilated with dim_labels.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from bridge import dtypes
from bridge.shape import bitcast_steps, bitcast_width_steps
from dialect_defs.conv_text import from_dim_labels
from dialect_defs.ops_elementwise import ACCURACY_OPS, ResultAccuracy

from .opcodes_ragged import ragged_dot
from .opcodes_scan import scan
from .opcodes_collective import (after_all, all_gather, all_reduce, all_to_all, async_call, async_done,
                                  async_start, async_update, collective_broadcast, collective_permute, custom_call,
                                  infeed, no_operands, outfeed, ragged_all_to_all, recv, recv_done,
                                  reduce_scatter, send, send_done)

# ---- element-wise -------------------------------------------------------------------------

UNARY = {
    "abs": "Abs", "acos": "Acos", "acosh": "Acosh", "asin": "Asin", "asinh": "Asinh", "atanh": "Atanh",
    "cbrt": "Cbrt", "ceil": "Ceil", "count-leading-zeros": "Clz", "cosine": "Cos", "cosh": "Cosh",
    "erf": "Erf", "exponential": "Exp", "exponential-minus-one": "Expm1", "floor": "Floor",
    "imag": "Imag", "is-finite": "IsFinite", "log": "Log", "log-plus-one": "Log1p",
    "logistic": "Logistic", "negate": "Neg", "not": "Not", "popcnt": "PopulationCount",
    "real": "Real", "round-nearest-afz": "Round", "round-nearest-even": "RoundNearestEven",
    "rsqrt": "Rsqrt", "sign": "Sign", "sine": "Sin", "sinh": "Sinh", "sqrt": "Sqrt", "tan": "Tan",
    "tanh": "Tanh",
}

BINARY = {
    "add": "Add", "subtract": "Sub", "multiply": "Mul", "divide": "Div", "power": "Pow",
    "remainder": "Rem", "maximum": "Max", "minimum": "Min", "and": "And", "or": "Or", "xor": "Xor",
    "shift-left": "ShiftLeft", "shift-right-arithmetic": "ShiftRightArithmetic",
    "shift-right-logical": "ShiftRightLogical", "atan2": "Atan2", "complex": "Complex",
}

_DIRECTIONS = {"EQ": "Eq", "NE": "Ne", "GE": "Ge", "GT": "Gt", "LE": "Le", "LT": "Lt"}


def _unary(op):
    def translate(i):
        i.arity(1)
        return op, (i.ops[0],), {}
    return translate


def _accurate_unary(op):
    """A transcendental function: its result_accuracy= (XLA's ResultAccuracy) goes to the
    builder, which keeps it for StableHLO."""
    def translate(i):
        i.arity(1)
        accuracy = i.attr("result_accuracy", "result_accuracy", None)
        if accuracy is None:
            return op, (i.ops[0],), {}
        return op, (i.ops[0],), {"result_accuracy": ResultAccuracy(*accuracy)}
    return translate


def _binary(op):
    def translate(i):
        i.arity(2)
        i.same_dims(0, 1)
        return op, (i.ops[0], i.ops[1]), {}
    return translate


def _compare(i):
    i.arity(2)
    i.same_dims(0, 1)
    direction = i.attr("direction", "ident")
    if direction not in _DIRECTIONS:
        i.fail(f"unknown comparison direction {direction!r}; expected one of {', '.join(_DIRECTIONS)}")
    et = i.ops[0].shape.element_type
    natural = ("FLOAT" if dtypes.is_float(et) or dtypes.is_complex(et)
               else "SIGNED" if et in dtypes.SIGNED else "UNSIGNED")
    kind = i.attr("type", "ident", natural)
    op = _DIRECTIONS[direction]
    if kind == "TOTALORDER" and dtypes.is_float(et):
        op += "TotalOrder"
    elif kind != natural:
        i.fail(f"comparison type={kind} does not fit operands of type {et} (expected {natural})")
    return op, (i.ops[0], i.ops[1]), {}


def _select(i):
    i.arity(3)
    pred = i.ops[0].shape
    if pred.is_array and pred.rank == 0:   # XLA takes a scalar predicate for the whole array
        i.same_dims(1, 2)
    else:
        i.same_dims(0, 1, 2)
    return "Select", tuple(i.ops), {}


def _clamp(i):
    i.arity(3)
    return "Clamp", tuple(i.ops), {}


# ---- structure ----------------------------------------------------------------------------

def _constant(i):
    return _constant_of(i.b, i.literal(), i.shape)


def _constant_of(b, v, shape):
    # (a function of its own, not a recursive closure: that would be a reference cycle holding
    # the instruction, and through it the whole parse tree, until the cyclic collector runs)
    import bridge.ops as ops
    if isinstance(v, list):
        return ops.Tuple(b, [_constant_of(b, x, s) for x, s in zip(v, shape.tuple_shapes)])
    if dtypes.is_complex(shape.element_type):
        # a complex DenseElementsAttr cannot be read back through jaxlib's Python bindings
        # (reading it raises; listing it aborts the process): build it from two real parts
        return ops.Complex(ops.Constant(b, v.real.copy()), ops.Constant(b, v.imag.copy()))
    return ops.Constant(b, v)


def _iota(i):
    i.arity(0)
    return "Iota", (i.b, i.shape, i.attr("iota_dimension", "int", 0)), {}


def _tuple(i):
    return "Tuple", (i.b, list(i.ops)), {}


def _gte(i):
    i.arity(1)
    return "GetTupleElement", (i.ops[0], i.attr("index", "int")), {}


def _call(i):
    comp = i.comp("to_apply")
    if not i.attr("is_composite", "bool", False):
        return "Call", (i.b, comp, list(i.ops)), {}
    fa = i.attr("frontend_attributes", "dict", {})
    if "composite.name" not in fa:
        i.fail("a composite call (is_composite=true) needs frontend_attributes={composite.name=...}")
    try:
        version = int(fa.get("composite.version", "0"))
    except ValueError:
        i.fail(f"composite.version must be an integer, got {fa['composite.version']!r}")
    return "CompositeCall", (i.b, comp, list(i.ops), fa["composite.name"]), {
        "composite_attributes": fa.get("composite.attributes") or None, "version": version}


def _fusion(i):   # a fusion computes what its fused computation computes
    i.attr("kind", "ident", None)
    # buffer reuse chosen by XLA's optimizer (XLA's importer drops it too): values unchanged
    i.attr("output_to_operand_aliasing", "aliasing", ())
    return "Call", (i.b, i.comp("calls"), list(i.ops)), {}


def _passthrough(i):   # copy, domain, add-dependency: the value of operand 0, unchanged
    if not i.ops:
        i.fail("needs an operand")
    return i.ops[0]


def _bitcast(i):
    """A reinterpretation of the operand's bytes (optimized modules, where layout assignment
    has run): transpose into the order of its bytes, reshape (and a new element type: of the
    same width, or of another width over the same bytes, as XLA:GPU's u32[4] -> u64[2] of a
    random key), transpose into the result's logical order (bridge.shape.bitcast_steps)."""
    i.arity(1)
    x, y = i.declared_operand(0), i.shape
    if not (x.is_array and y.is_array):
        i.fail(f"bitcast takes and makes an array, got {x} -> {y}")
    wx, wy = dtypes.bit_width(x.element_type), dtypes.bit_width(y.element_type)
    if wx * x.element_count() != wy * y.element_count():
        i.fail(f"bitcast from {x} to {y} changes the size of the data")
    first, physical, last = bitcast_steps(x.dimensions, x.major_to_minor(), y.dimensions, y.major_to_minor())
    ops, value = i.em.ops, i.ops[0]
    if first is not None:
        value = ops.Transpose(value, first)
    if first is None and last is None and x.element_type == y.element_type:
        return "Reshape", (value, y.dimensions), {}
    if wx != wy:
        before, _ = bitcast_width_steps(x.element_count(), wx, y.element_count(), wy)
        value = ops.BitcastConvertType(ops.Reshape(value, before), y.element_type)
    if list(value.shape.dimensions) != physical:
        value = ops.Reshape(value, physical)
    if x.element_type != y.element_type and wx == wy:
        value = ops.BitcastConvertType(value, y.element_type)
    return ("Transpose", (value, last), {}) if last is not None else value


# ---- shape ----------------------------------------------------------------------------------

def _broadcast(i):
    i.arity(1)
    # XLA's parser lets a scalar's broadcast leave `dimensions` out (there are none)
    scalar = i.ops[0].shape.is_array and not i.ops[0].shape.rank
    dims = i.attr("dimensions", "ints", ()) if scalar else i.attr("dimensions", "ints")
    if i.shape is None:   # XLA infers the old Broadcast: `dimensions` are sizes put before the operand's
        i.shape = i.ops[0].shape.with_dimensions(tuple(dims) + i.ops[0].shape.dimensions)
    return "BroadcastInDim", (i.ops[0], i.shape.dimensions, dims), {}


def _reshape(i):
    i.arity(1)
    i.attr("inferred_dimension", "int", None)
    return "Reshape", (i.ops[0], i.shape.dimensions), {}


def _dims_op(op, attr="dimensions"):
    def translate(i):
        i.arity(1)
        return op, (i.ops[0], i.attr(attr, "ints")), {}
    return translate


def _slice(i):
    i.arity(1)
    starts, limits, strides = i.attr("slice", "slice")
    return "Slice", (i.ops[0], starts, limits, strides), {}


def _concat(i):
    dims = i.attr("dimensions", "ints")
    if len(dims) != 1:
        i.fail(f"concatenate takes one dimension, got dimensions={{{','.join(map(str, dims))}}}")
    return "ConcatInDim", (i.b, list(i.ops), dims[0]), {}


def _pad(i):
    i.arity(2)
    from dialect_defs.attrs import PaddingConfig
    return "Pad", (i.ops[0], i.ops[1], PaddingConfig(i.attr("padding", "padding"))), {}


def _convert(op):
    def translate(i):
        i.arity(1)
        return op, (i.ops[0], i.shape.element_type), {}
    return translate


# ---- dots, convolutions, windows ------------------------------------------------------------

def _precision(i):
    p = i.attr("operand_precision", "idents", None)
    if p is None or all(x.upper() == "DEFAULT" for x in p):
        return None
    return tuple(x.upper() for x in p)


def _preferred(i, *operands):
    et = i.shape.element_type if i.shape is not None and i.shape.is_array else None
    return None if all(o.shape.element_type == et for o in operands) else et


def _dot(i):
    i.arity(2)
    from dialect_defs.attrs import DotDimensionNumbers
    algorithm = i.attr("algorithm", "ident", None)
    dn = DotDimensionNumbers(i.attr("lhs_contracting_dims", "ints", ()), i.attr("rhs_contracting_dims", "ints", ()),
                             i.attr("lhs_batch_dims", "ints", ()), i.attr("rhs_batch_dims", "ints", ()))
    return "DotGeneral", (i.ops[0], i.ops[1], dn), {
        "precision_config": _precision(i), "preferred_element_type": _preferred(i, *i.ops),
        "algorithm": None if algorithm in (None, "unset") else algorithm}


_NO_WINDOW = {"size": (), "stride": (), "pad": (), "lhs_dilate": (), "rhs_dilate": (), "rhs_reversal": ()}


def _window(i, dilations: bool = True, reversal: bool = False):
    # XLA's parser lets an op on a scalar leave window= out (a window of no dimensions)
    scalar = bool(i.ops) and i.ops[0].shape.is_array and not i.ops[0].shape.rank
    w = i.attr("window", "window", _NO_WINDOW) if scalar else i.attr("window", "window")
    if any(w["rhs_reversal"]) and not reversal:
        i.fail("window rhs_reversal is only a convolution's")
    if not dilations and (any(d != 1 for d in w["lhs_dilate"]) or any(d != 1 for d in w["rhs_dilate"])):
        i.fail("window dilations are not supported by this op")
    return w


def _convolution(i):
    i.arity(2)
    rank = i.ops[0].shape.rank
    # (a convolution without spatial dimensions prints no window)
    w = _window(i, reversal=True) if "window" in i.inst.attrs else _NO_WINDOW
    labels = i.attr("dim_labels", "dim_labels", None) or ("bf" + "".join(map(str, range(rank - 2))),
                                                          "oi" + "".join(map(str, range(rank - 2))),
                                                          "bf" + "".join(map(str, range(rank - 2))))
    # rhs_reversal: the window runs backwards there, i.e. the kernel is reversed there
    flipped = [labels[1].index(str(k)) for k, r in enumerate(w["rhs_reversal"]) if r]
    kernel = i.em.ops.Rev(i.ops[1], flipped) if flipped else i.ops[1]
    return "ConvGeneralDilated", (i.ops[0], kernel, w["stride"], w["pad"], w["lhs_dilate"], w["rhs_dilate"],
                                  from_dim_labels("{}_{}->{}".format(*labels))), {
        "feature_group_count": i.attr("feature_group_count", "int", 1),
        "batch_group_count": i.attr("batch_group_count", "int", 1),
        "precision_config": _precision(i), "preferred_element_type": _preferred(i, *i.ops)}


def _halves(i, what: str):
    n = len(i.ops)
    if n == 0 or n % 2:
        i.fail(f"takes N operands and N {what}, got {n} operands")
    return list(i.ops[:n // 2]), list(i.ops[n // 2:])


def _reduce(i):
    operands, inits = _halves(i, "init values")
    return "Reduce", (i.b, operands, inits, i.comp("to_apply"), i.attr("dimensions", "ints")), {}


def _reduce_window(i):
    operands, inits = _halves(i, "init values")
    w = _window(i)
    return "ReduceWindow", (operands, inits, i.comp("to_apply"), w["size"], w["stride"], w["pad"]), {
        "base_dilations": w["lhs_dilate"], "window_dilations": w["rhs_dilate"]}


def _select_and_scatter(i):
    i.arity(3)
    w = _window(i, dilations=False)
    if i.ops[0].shape.is_array and i.ops[0].shape.rank == 0 and i.ops[1].shape == i.ops[0].shape:
        # a scalar is its one window and is selected: scatter(init, source), which is what
        # XLA computes (our builder refuses the rank-0 op, which PJRT CPU aborts compiling)
        i.comp("select")
        return "Call", (i.b, i.comp("scatter"), [i.ops[2], i.ops[1]]), {}
    return "SelectAndScatter", (i.ops[0], i.comp("select"), w["size"], w["stride"], w["pad"], i.ops[1],
                                i.ops[2], i.comp("scatter")), {}


# ---- indexing ---------------------------------------------------------------------------------

def _gather(i):
    i.arity(2)
    from dialect_defs import PUBLIC
    dn = PUBLIC["GatherDimensionNumbers"](
        i.attr("offset_dims", "ints"), i.attr("collapsed_slice_dims", "ints"), i.attr("start_index_map", "ints"),
        i.attr("index_vector_dim", "int"), i.attr("operand_batching_dims", "ints", ()),
        i.attr("start_indices_batching_dims", "ints", ()))
    return "Gather", (i.ops[0], i.ops[1], dn, i.attr("slice_sizes", "ints"),
                      i.attr("indices_are_sorted", "bool", False)), {}


def _scatter(i):
    n = len(i.ops)
    if n < 3 or n % 2 == 0:
        i.fail(f"takes N operands, the indices and N updates (2N+1 operands), got {n}")
    k = (n - 1) // 2
    from dialect_defs import PUBLIC
    dn = PUBLIC["ScatterDimensionNumbers"](
        i.attr("update_window_dims", "ints"), i.attr("inserted_window_dims", "ints"),
        i.attr("scatter_dims_to_operand_dims", "ints"), i.attr("index_vector_dim", "int"),
        i.attr("input_batching_dims", "ints", ()), i.attr("scatter_indices_batching_dims", "ints", ()))
    return "Scatter", (list(i.ops[:k]), i.ops[k], list(i.ops[k + 1:]), i.comp("to_apply"), dn,
                       i.attr("indices_are_sorted", "bool", False), i.attr("unique_indices", "bool", False)), {}


def _dynamic_slice(i):
    if len(i.ops) < 1:
        i.fail("needs an operand")
    return "DynamicSlice", (i.ops[0], list(i.ops[1:]), i.attr("dynamic_slice_sizes", "ints")), {}


def _dynamic_update_slice(i):
    if len(i.ops) < 2:
        i.fail("needs an operand and an update")
    return "DynamicUpdateSlice", (i.ops[0], i.ops[1], list(i.ops[2:])), {}


def _dimension_size(op):
    def translate(i):
        dims = i.attr("dimensions", "ints")
        if len(dims) != 1:
            i.fail(f"takes one dimension, got dimensions={{{','.join(map(str, dims))}}}")
        return op, (*i.ops, dims[0]), {}
    return translate


def _dynamic_reshape(i):
    # `f32[<=32] dynamic-reshape(operand, size0, ...)`: the declared shape gives bounds and marks
    if i.shape is None or not i.shape.is_array:
        i.fail("needs its array shape written")
    shape = i.shape
    return "DynamicReshape", (i.ops[0], list(i.ops[1:]), shape.dimensions,
                              shape.dynamic or (False,) * shape.rank), {}


# ---- control ----------------------------------------------------------------------------------

def _while(i):
    i.arity(1)
    return "While", (i.comp("condition"), i.comp("body"), i.ops[0]), {}


def _conditional(i):
    # XLA's parser: a pred index takes true_computation= and false_computation=, an s32 one
    # branch_computations= (the other form is an unexpected attribute)
    index = i.ops[0].shape if i.ops else None
    is_pred = index is not None and index.is_array and index.element_type == "pred"
    wrong = ("branch_computations",) if is_pred else ("true_computation", "false_computation")
    takes = "true_computation= and false_computation=" if is_pred else "branch_computations="
    for name in wrong:
        if name in i.inst.attrs:
            i.fail(f"{name}= is not for a branch index of type {index}, which takes {takes}",
                   pos=i.inst.attrs[name].pos)
    if is_pred:
        comps = [i.comp("true_computation"), i.comp("false_computation")]
    else:
        comps = i.comps("branch_computations")
    if len(i.ops) != len(comps) + 1:
        i.fail(f"takes a branch index and one operand per branch ({len(comps)}), got {len(i.ops)} operands")
    return "Conditional", (i.ops[0], comps, list(i.ops[1:])), {}


def _map(i):
    return "Map", (i.b, list(i.ops), i.comp("to_apply"), i.attr("dimensions", "ints", None)), {}


def _sort(i):
    dims = i.attr("dimensions", "ints")
    if len(dims) != 1:
        i.fail(f"sort takes one dimension, got dimensions={{{','.join(map(str, dims))}}}")
    return "Sort", (i.b, list(i.ops), i.comp("to_apply"), dims[0], i.attr("is_stable", "bool", False)), {}


def _attrs_op(op, *spec):
    """An op taking the operands then attributes (name, kind[, default]) in order."""
    def translate(i):
        values = [i.attr(*s) for s in spec]
        return op, (*i.ops, *values), {}
    return translate


def _topk(i):
    # is_stable: newer XLA's flag (jaxlib 0.10.2's parser refuses it); our TopK is always stable
    # (ties keep the lower index first), which is a valid answer either way
    i.attr("is_stable", "bool", False)
    return "TopK", (*i.ops, i.attr("k", "int"), i.attr("largest", "bool", True)), {}


def _triangular_solve(i):
    i.arity(2)
    return "TriangularSolve", (i.ops[0], i.ops[1], i.attr("left_side", "bool", False), i.attr("lower", "bool", False),
                               i.attr("unit_diagonal", "bool", False),
                               i.attr("transpose_a", "ident", "NO_TRANSPOSE")), {}


def _rng(i):
    if len(i.ops) == 3:   # a third operand, the result's dimensions (s64[rank]), as StableHLO's rng has:
        dims = i.ops[2].shape   # XLA's importer ignores it (the result's shape rules), and so does ours
        if not (dims.is_array and dims.rank == 1 and dims.dimensions[0] == i.shape.rank
                and dims.element_type in ("s64", "s32", "u64", "u32")):
            from bridge.errors import InformationDropped, warn
            warn(f"{i.em.src.what} {i.em.src.where(i.inst.opcode_pos)}: instruction '{i.inst.name}' (rng): third "
                 f"operand ({dims}) cannot be the dimensions of its result {i.shape}; ignored, as XLA ignores it "
                 f"(the result's shape is used)", InformationDropped)
        i.ops = i.ops[:2]
    i.arity(2)
    dist = i.attr("distribution", "ident")
    op = {"rng_uniform": "RngUniform", "rng_normal": "RngNormal"}.get(dist)
    if op is None:
        i.fail(f"unknown rng distribution {dist!r}")
    return op, (i.ops[0], i.ops[1], i.shape), {}


def _rng_bit_generator(i):
    i.arity(1)
    algo = i.attr("algorithm", "ident", "rng_default").upper().removeprefix("RNG_")
    if not i.shape.is_tuple or len(i.shape.tuple_shapes) != 2:
        i.fail(f"rng-bit-generator's shape must be a (state, values) tuple, got {i.shape}")
    return "RngBitGenerator", (algo, i.ops[0], i.shape.tuple_shapes[1]), {}


def _rng_state(i):
    i.arity(0)
    return "RngGetAndUpdateState", (i.b, i.attr("delta", "int")), {}


@dataclass(frozen=True)
class Row:
    op: str | None                       # the bridge.ops name it needs (None: none, a pass-through)
    translate: Callable


# the opcodes XLA's parser takes result_accuracy= on (another's is an error, not ignored)
ACCURACY_OPCODES = frozenset(k for k, v in UNARY.items() if v in ACCURACY_OPS)
ROWS: dict[str, Row] = {}
ROWS.update({k: Row(v, (_accurate_unary if k in ACCURACY_OPCODES else _unary)(v)) for k, v in UNARY.items()})
ROWS.update({k: Row(v, _binary(v)) for k, v in BINARY.items()})
ROWS.update({
    "compare": Row("Eq", _compare), "select": Row("Select", _select), "clamp": Row("Clamp", _clamp),
    "constant": Row("Constant", _constant), "iota": Row("Iota", _iota), "tuple": Row("Tuple", _tuple),
    "get-tuple-element": Row("GetTupleElement", _gte), "call": Row("Call", _call), "fusion": Row("Call", _fusion),
    "copy": Row(None, _passthrough), "domain": Row(None, _passthrough),
    "add-dependency": Row(None, _passthrough), "bitcast": Row("Reshape", _bitcast),
    "broadcast": Row("BroadcastInDim", _broadcast), "reshape": Row("Reshape", _reshape),
    "transpose": Row("Transpose", _dims_op("Transpose")), "reverse": Row("Rev", _dims_op("Rev")),
    "slice": Row("Slice", _slice), "concatenate": Row("ConcatInDim", _concat), "pad": Row("Pad", _pad),
    "convert": Row("ConvertElementType", _convert("ConvertElementType")),
    "bitcast-convert": Row("BitcastConvertType", _convert("BitcastConvertType")),
    "dot": Row("DotGeneral", _dot), "convolution": Row("ConvGeneralDilated", _convolution),
    "ragged-dot": Row("DotGeneral", ragged_dot),
    "reduce": Row("Reduce", _reduce), "reduce-window": Row("ReduceWindow", _reduce_window),
    "select-and-scatter": Row("SelectAndScatter", _select_and_scatter),
    "gather": Row("Gather", _gather), "scatter": Row("Scatter", _scatter),
    "dynamic-slice": Row("DynamicSlice", _dynamic_slice),
    "dynamic-update-slice": Row("DynamicUpdateSlice", _dynamic_update_slice),
    "get-dimension-size": Row("GetDimensionSize", _dimension_size("GetDimensionSize")),
    "set-dimension-size": Row("SetDimensionSize", _dimension_size("SetDimensionSize")),
    "dynamic-reshape": Row("DynamicReshape", _dynamic_reshape),
    "while": Row("While", _while), "scan": Row("While", scan), "conditional": Row("Conditional", _conditional),
    "map": Row("Map", _map),
    "sort": Row("Sort", _sort), "topk": Row("TopK", _topk),
    "opt-barrier": Row("OptimizationBarrier", _attrs_op("OptimizationBarrier")),
    "cholesky": Row("Cholesky", _attrs_op("Cholesky", ("lower", "bool", False))),
    "triangular-solve": Row("TriangularSolve", _triangular_solve),
    "fft": Row("Fft", _attrs_op("Fft", ("fft_type", "ident"), ("fft_length", "ints"))),
    "reduce-precision": Row("ReducePrecision", _attrs_op("ReducePrecision", ("mantissa_bits", "int"),
                                                         ("exponent_bits", "int"))),
    "batch-norm-training": Row("BatchNormTraining", _attrs_op("BatchNormTraining", ("epsilon", "float"),
                                                              ("feature_index", "int"))),
    "batch-norm-inference": Row("BatchNormInference", _attrs_op("BatchNormInference", ("epsilon", "float"),
                                                                ("feature_index", "int"))),
    "batch-norm-grad": Row("BatchNormGrad", _attrs_op("BatchNormGrad", ("epsilon", "float"),
                                                      ("feature_index", "int"))),
    "rng": Row("RngUniform", _rng), "rng-bit-generator": Row("RngBitGenerator", _rng_bit_generator),
    "rng-get-and-update-state": Row("RngGetAndUpdateState", _rng_state),
    "replica-id": Row("ReplicaId", no_operands("ReplicaId")),
    "partition-id": Row("PartitionId", no_operands("PartitionId")),
    "after-all": Row("AfterAll", after_all), "all-gather": Row("AllGather", all_gather),
    "all-reduce": Row("AllReduce", all_reduce), "reduce-scatter": Row("ReduceScatter", reduce_scatter),
    "all-to-all": Row("AllToAll", all_to_all), "ragged-all-to-all": Row("CustomCall", ragged_all_to_all),
    "collective-permute": Row("CollectivePermute", collective_permute),
    "collective-broadcast": Row("CollectiveBroadcast", collective_broadcast),
    "custom-call": Row("CustomCall", custom_call),
    "infeed": Row("InfeedWithToken", infeed), "outfeed": Row("OutfeedWithToken", outfeed),
    "send": Row("SendWithToken", send), "send-done": Row(None, send_done), "recv": Row("RecvWithToken", recv),
    "recv-done": Row(None, recv_done),
    "all-reduce-start": Row("AllReduce", all_reduce), "all-reduce-done": Row(None, _passthrough),
    "all-gather-start": Row("AllGather", async_start(all_gather, "OR")),
    "all-gather-done": Row(None, async_done(1)),
    "collective-permute-start": Row("CollectivePermute", async_start(collective_permute, "ORC")),
    "collective-permute-done": Row(None, async_done(1)),
    "copy-start": Row(None, async_start(_passthrough, "ROC")), "copy-done": Row(None, async_done(0)),
    "async-start": Row("Call", async_start(async_call, "TRC")), "async-update": Row(None, async_update),
    "async-done": Row(None, async_done(1)),
})

# Attributes that carry no semantics we model: accepted on any instruction and ignored.
IGNORED_ATTRS = frozenset({
    "metadata", "sharding", "frontend_attributes", "backend_config", "control-predecessors",
    "statistics_viz", "origin", "schedule",
    "custom_call_has_side_effect", "raw_backend_config_string",
    "custom_call_schedule", "async_execution_thread", "cross_program_prefetch_index",
    # hints with no effect on values, which XLA's importer drops too: layout constraints of
    # collectives, visualizer statistics, a domain's sharding boundary
    "constrain_layout", "statistics", "domain",
})

# Every opcode XLA's HLO text can name (HloOpcode), so an unknown word is a typo, not a gap.
KNOWN_OPCODES = frozenset(ROWS) | frozenset({
    "all-gather", "all-gather-start", "all-gather-done", "all-reduce", "all-reduce-start",
    "all-reduce-done", "all-to-all", "async-start", "async-update", "async-done", "batch-norm-grad",
    "collective-broadcast", "collective-permute", "collective-permute-start", "collective-permute-done",
    "copy-start", "copy-done", "custom-call", "infeed", "outfeed", "parameter",
    "ragged-all-to-all", "recv", "recv-done", "reduce-scatter", "rng-get-and-update-state", "send",
    "send-done", "stochastic-convert", "erf", "scaled-dot", "ragged-dot", "composite",
    # newer XLA's (jaxlib 0.10.2's parser reads mulhi, its importer cannot import it)
    "atan", "mulhi", "shuffle", "collective-reduce",
})


def row_for(opcode: str) -> Row | None:
    """The row of `opcode`, XLA's async sugar included: X-start, X-update and X-done are an
    async-start/update/done wrapping one X (e.g. reduce-scatter-start(p) ... -done)."""
    row = ROWS.get(opcode)
    if row is None:
        base, _, phase = opcode.rpartition("-")
        inner = ROWS.get(base)
        if inner is not None and inner.op is not None and phase in ("start", "update", "done"):
            row = (Row(inner.op, async_start(inner.translate, "TRC")) if phase == "start" else
                   Row(None, async_update) if phase == "update" else Row(None, async_done(1)))
    return row
