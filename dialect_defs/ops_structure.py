"""Program structure: parameters, constants, tuples, calls, composites, reductions and dots."""
from __future__ import annotations

import numpy as np

from bridge import dtypes
from bridge.errors import HloBridgeError
from bridge.shape import ProgramShape, Shape

from .opdef import COMPUTATION, OPERAND, OPERANDS, Arg, define
from .rules import check_dims, fail, fmt, operands_element_type, require_array


def _parameter(parameter_number, shape, name="", replicated_at_leaf_buffers=()):
    if parameter_number < 0:
        fail(f"Parameter: parameter_number {parameter_number} must be non-negative")
    leaves = len(shape.leaves())
    if replicated_at_leaf_buffers and len(replicated_at_leaf_buffers) != leaves:
        fail(f"Parameter: replicated_at_leaf_buffers has {len(replicated_at_leaf_buffers)} value(s); "
             f"shape {shape} has {leaves} leaf buffer(s)")
    return shape


define("Parameter", "parameter",
       [Arg("parameter_number", "i64"), Arg("shape", "shape"), Arg("name", "str", ""),
        Arg("replicated_at_leaf_buffers", "bools", ())], _parameter,
       "the computation's parameter number parameter_number (becomes a function argument); "
       "replicated_at_leaf_buffers: whether every replica gets the same data, per leaf buffer "
       "(HLO's parameter_replication, kept as mhlo.parameter_replication)",
       "structure", builder_first=True)


_PYTHON_DEFAULTS = {np.dtype(np.float64): np.float32, np.dtype(np.int64): np.int32,
                    np.dtype(np.complex128): np.complex64}


def literal(value, element_type=None) -> np.ndarray:
    """A numpy literal; Python scalars take XLA's defaults (f32, s32, pred, c64)."""
    try:
        if element_type is not None:
            return np.asarray(value, dtype=dtypes.to_numpy(element_type))
        arr = np.asarray(value)
        if not isinstance(value, np.ndarray | np.generic):
            default = arr.astype(_PYTHON_DEFAULTS.get(arr.dtype, arr.dtype))
            if arr.dtype.kind == "i" and np.any(default != arr):   # (astype wraps around)
                raise ValueError("it does not fit s32, the type of Python ints; give element_type or a numpy value")
            arr = default
        dtypes.canonical(arr.dtype)  # raises for dtypes XLA has no name for (object: ragged, beyond 64 bits)
    except (HloBridgeError, ValueError, TypeError, OverflowError) as e:
        text = repr(value)
        fail(f"Constant: {text if len(text) <= 80 else text[:77] + '...'} is not an XLA literal: {e}")
    return arr


def _constant(value, element_type=None):
    return Shape.array_shape(dtypes.canonical(value.dtype), value.shape)


define("Constant", "constant", [Arg("value", "literal"), Arg("element_type", "etype", None)], _constant,
       "a literal array", "structure", lowers_to="stablehlo.constant", builder_first=True, traits={"pure"})


def _tuple(elements):
    return Shape.tuple_shape(elements)


define("Tuple", "tuple", [Arg("elements", OPERANDS)], _tuple, "groups values into a tuple",
       "structure", lowers_to="stablehlo.tuple", builder_first=True)


def _gte(tuple_data: Shape, index):
    if not tuple_data.is_tuple:
        fail(f"GetTupleElement: operand must be a tuple, got {tuple_data}")
    if not 0 <= index < len(tuple_data.tuple_shapes):
        fail(f"GetTupleElement: index {index} out of range for {tuple_data}")
    return tuple_data.tuple_shapes[index]


define("GetTupleElement", "get_tuple_element", [Arg("tuple_data", OPERAND), Arg("index", "i64")], _gte,
       "element index of a tuple", "structure", lowers_to="stablehlo.get_tuple_element")


def check_call(op: str, computation: ProgramShape, operands) -> Shape:
    params = computation.parameters
    if len(operands) != len(params) or not all(a.same_dims_and_type(p) for a, p in zip(operands, params)):
        fail(f"{op}: operands ({fmt(operands)}) do not match the computation's parameters ({fmt(params)})")
    return computation.result


define("Call", "call", [Arg("computation", COMPUTATION), Arg("operands", OPERANDS, aliases=("args",))],
       lambda computation, operands: check_call("Call", computation, operands),
       "calls a computation (stays a func.call)", "structure", builder_first=True)


def _composite(computation, operands, name, composite_attributes=None, version=0):
    if not name:
        fail("CompositeCall: name must be a non-empty string such as 'foo.bar'")
    if version < 0:
        fail(f"CompositeCall: version {version} must be non-negative")
    return check_call("CompositeCall", computation, operands)


define("CompositeCall", "composite_call",
       [Arg("computation", COMPUTATION), Arg("operands", OPERANDS, aliases=("args",)), Arg("name", "str"),
        Arg("composite_attributes", "dict", None), Arg("version", "i64", 0)],
       _composite, "a named composite whose decomposition is the computation", "structure",
       lowers_to="stablehlo.composite", builder_first=True)


def _reduce(operands, init_values, computation: ProgramShape, dimensions):
    op = "Reduce"
    n = len(operands)
    if n == 0 or len(init_values) != n:
        fail(f"{op}: needs as many init_values as operands, got {n} operands and {len(init_values)} init_values")
    first = operands[0]
    for s in operands:
        require_array(op, s)
        if s.dimensions != first.dimensions:
            fail(f"{op}: all operands must have the same dimensions: {fmt(operands)}")
    for s, init in zip(operands, init_values):
        if init.rank != 0 or init.element_type != s.element_type:
            fail(f"{op}: init value {init} must be a scalar of the element type of {s}")
    check_dims(op, dimensions, first.rank, "dimensions", first)
    scalars = [Shape.scalar(s.element_type) for s in operands]
    params = computation.parameters
    if len(params) != 2 * n or not all(p.same_dims_and_type(s) for p, s in zip(params, scalars + scalars)):
        fail(f"{op}: computation takes ({fmt(params)}); a reduction of {n} operand(s) needs "
             f"({fmt(scalars + scalars)})")
    expected = scalars[0] if n == 1 else Shape.tuple_shape(scalars)
    if not computation.result.same_dims_and_type(expected):
        fail(f"{op}: computation returns {computation.result}, expected {expected}")
    kept = tuple(d for i, d in enumerate(first.dimensions) if i not in set(dimensions))
    results = [Shape.array_shape(s.element_type, kept) for s in operands]
    return results[0] if n == 1 else Shape.tuple_shape(results)


define("Reduce", "reduce",
       [Arg("operands", OPERANDS, aliases=("operand",)), Arg("init_values", OPERANDS, aliases=("init_value",)),
        Arg("computation", COMPUTATION), Arg("dimensions", "i64s", aliases=("dimensions_to_reduce",))],
       _reduce, "reduces dimensions with a scalar computation", "reduce", lowers_to="stablehlo.reduce",
       builder_first=True)


def dot_general_shape(op, lhs: Shape, rhs: Shape, dn, preferred_element_type=None) -> Shape:
    require_array(op, lhs, "lhs")
    require_array(op, rhs, "rhs")
    et = operands_element_type(op, lhs, rhs, preferred_element_type)
    lc, rc, lb, rb = (dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions,
                      dn.lhs_batch_dimensions, dn.rhs_batch_dimensions)
    if len(lc) != len(rc) or len(lb) != len(rb):
        fail(f"{op}: lhs and rhs must have as many contracting ({list(lc)} vs {list(rc)}) and batch "
             f"({list(lb)} vs {list(rb)}) dimensions: {lhs} and {rhs}")
    check_dims(op, tuple(lb) + tuple(lc), lhs.rank, "lhs batch+contracting dimensions", lhs)
    check_dims(op, tuple(rb) + tuple(rc), rhs.rank, "rhs batch+contracting dimensions", rhs)
    for kind, ld, rd in (("contracting", lc, rc), ("batch", lb, rb)):
        for a, b in zip(ld, rd):
            if lhs.dimensions[a] != rhs.dimensions[b]:
                fail(f"{op}: {kind} dimension sizes differ: lhs dimension {a} of {lhs} has "
                     f"{lhs.dimensions[a]}, rhs dimension {b} of {rhs} has {rhs.dimensions[b]}")
    free_l = [d for i, d in enumerate(lhs.dimensions) if i not in lb and i not in lc]
    free_r = [d for i, d in enumerate(rhs.dimensions) if i not in rb and i not in rc]
    return Shape.array_shape(et, [lhs.dimensions[i] for i in lb] + free_l + free_r)


# XLA's PrecisionConfig.Algorithm (HLO text `algorithm=dot_bf16_bf16_f32`) -> StableHLO's
# #stablehlo.dot_algorithm fields (lhs/rhs precision type, accumulation type, primitive
# operations, imprecise accumulation), as XLA's importer writes them ("any f8": f8E5M2).
DOT_ALGORITHMS = {
    "dot_any_f8_any_f8_f32": ("f8E5M2", "f8E5M2", "f32", 1, False),
    "dot_any_f8_any_f8_f32_fast_accum": ("f8E5M2", "f8E5M2", "f32", 1, True),
    "dot_f16_f16_f16": ("f16", "f16", "f16", 1, False), "dot_f16_f16_f32": ("f16", "f16", "f32", 1, False),
    "dot_bf16_bf16_bf16": ("bf16", "bf16", "bf16", 1, False), "dot_bf16_bf16_f32": ("bf16", "bf16", "f32", 1, False),
    "dot_bf16_bf16_f32_x3": ("bf16", "bf16", "f32", 3, False), "dot_bf16_bf16_f32_x6": ("bf16", "bf16", "f32", 6, False),
    "dot_bf16_bf16_f32_x9": ("bf16", "bf16", "f32", 9, False), "dot_tf32_tf32_f32": ("tf32", "tf32", "f32", 1, False),
    "dot_tf32_tf32_f32_x3": ("tf32", "tf32", "f32", 3, False), "dot_f32_f32_f32": ("f32", "f32", "f32", 1, False),
    "dot_f64_f64_f64": ("f64", "f64", "f64", 1, False),
}


def check_algorithm(op: str, algorithm):
    if algorithm is not None and algorithm not in DOT_ALGORITHMS:
        fail(f"{op}: unknown dot algorithm {algorithm!r}; XLA's are {', '.join(DOT_ALGORITHMS)}")


_DOT_OPTS = [Arg("precision_config", "precision", None), Arg("preferred_element_type", "etype", None),
             Arg("algorithm", "str", None)]


def dot_numbers(lhs: Shape, rhs: Shape):
    from .attrs import DotDimensionNumbers
    return DotDimensionNumbers((lhs.rank - 1,), (0,))


def _dot(lhs: Shape, rhs: Shape, precision_config=None, preferred_element_type=None, algorithm=None):
    check_algorithm("Dot", algorithm)
    for what, s in (("lhs", lhs), ("rhs", rhs)):
        if not s.is_array or s.rank not in (1, 2):
            fail(f"Dot: {what} must be a vector or matrix, got {s}; use DotGeneral for other ranks")
    return dot_general_shape("Dot", lhs, rhs, dot_numbers(lhs, rhs), preferred_element_type)


define("Dot", "dot", [Arg("lhs", OPERAND), Arg("rhs", OPERAND)] + _DOT_OPTS, _dot,
       "vector/matrix product contracting lhs's last and rhs's first dimension", "dot",
       lowers_to="stablehlo.dot_general")


def _dot_general(lhs, rhs, dimension_numbers, precision_config=None, preferred_element_type=None, algorithm=None):
    check_algorithm("DotGeneral", algorithm)
    return dot_general_shape("DotGeneral", lhs, rhs, dimension_numbers, preferred_element_type)


define("DotGeneral", "dot_general",
       [Arg("lhs", OPERAND), Arg("rhs", OPERAND), Arg("dimension_numbers", "dot_dims")] + _DOT_OPTS,
       _dot_general, "contraction over given contracting and batch dimensions", "dot",
       lowers_to="stablehlo.dot_general")
