"""Control flow and computation-taking ops: While, Conditional, Map, Sort, TopK, OptimizationBarrier.

Shape rules and error wording follow XLA's ShapeInference (InferWhileShape,
InferConditionalShape, InferMapShape, the kSort variadic rule) and the seed.
"""
from __future__ import annotations

from bridge import dtypes
from bridge.errors import BuilderError
from bridge.shape import ProgramShape, Shape

from .opdef import COMPUTATION, COMPUTATIONS, OPERAND, OPERANDS, Arg, define
from .rules import fail, fmt, require_array, split_builder, xla_context

PRED = Shape.scalar("pred")
S32 = Shape.scalar("s32")
# ---- While ----------------------------------------------------------------------------------

@xla_context("While", "init")
def _while(condition: ProgramShape, body: ProgramShape, init: Shape):
    if len(condition.parameters) != 1:
        fail(f"While: Condition must take 1 arguments; got {len(condition.parameters)}.")
    if len(body.parameters) != 1:
        fail(f"While: Body must take 1 arguments; got {len(body.parameters)}.")
    shapes = f"Condition: {condition}; body: {body}; init: {init}."
    if not condition.result.same_dims_and_type(PRED):
        fail(f"While: Condition must return a boolean; got {shapes}")
    r = body.result
    if not (r.same_dims_and_type(condition.parameters[0]) and r.same_dims_and_type(body.parameters[0])
            and r.same_dims_and_type(init)):
        fail(f"While: The parameter of condition and body, the result of the body, and init must all "
             f"have the same shape; got {shapes}")
    return init


define("While", "while",
       [Arg("condition", COMPUTATION), Arg("body", COMPUTATION), Arg("init", OPERAND)], _while,
       "runs body on a value of type T while condition (T -> pred) holds", "control",
       lowers_to="stablehlo.while")


# ---- Conditional ----------------------------------------------------------------------------

@xla_context("Conditional", "branch_index", "branch_operands")
def _conditional(branch_index: Shape, branch_computations, branch_operands):
    op = "Conditional"
    if not (branch_index.same_dims_and_type(PRED) or branch_index.same_dims_and_type(S32)):
        fail(f"{op}: branch_index must be bool or int32_t; got {branch_index}.")
    n = len(branch_computations)
    if branch_index.element_type == "pred" and n != 2:
        fail(f"{op}: a pred branch_index selects between 2 computations; got {n}")
    if n != len(branch_operands):
        fail(f"{op}: needs one branch operand per branch computation; got {n} computations and "
             f"{len(branch_operands)} operands")
    first = branch_computations[0].result
    for j, (comp, operand) in enumerate(zip(branch_computations, branch_operands)):
        if len(comp.parameters) != 1:
            fail(f"{op}: branch computation {j} must take 1 argument; got {len(comp.parameters)}.")
        if not comp.parameters[0].same_dims_and_type(operand):
            fail(f"{op}: branch operand {j} must match the shape of the only parameter of branch "
                 f"computation {j}: got operand: {operand}; computation: {comp}.")
        if not comp.result.same_dims_and_type(first):
            fail(f"{op}: the result of branch 0 computation and branch {j} computation must have the "
                 f"same shape: got branch 0 computation result: {first}; branch {j} computation "
                 f"result: {comp.result}.")
    return first


_PRED_FORM = ("pred", "true_operand", "true_computation", "false_operand", "false_computation")
_SIGNATURES = ("Conditional(pred, true_operand, true_computation, false_operand, false_computation) or "
               "Conditional(branch_index, branch_computations, branch_operands)")


def _conditional_bind(args, kwargs):
    """XLA's pred form -> the branch form with branch 0 = true (as XLA's HLO conditional)."""
    lead, rest = split_builder(args)
    if len(rest) <= 3 and not any(k in kwargs for k in _PRED_FORM[1:]):
        return args, kwargs
    if len(rest) > 5:
        raise BuilderError(f"Conditional: takes 5 or 3 arguments ({_SIGNATURES}), got {len(rest)}")
    got = dict(zip(_PRED_FORM, rest))
    for k, v in kwargs.items():
        if k not in _PRED_FORM or k in got:
            raise BuilderError(f"Conditional: unexpected or repeated argument {k!r}; signatures are {_SIGNATURES}")
        got[k] = v
    missing = [k for k in _PRED_FORM if k not in got]
    if missing:
        raise BuilderError(f"Conditional: missing argument {missing[0]!r}; signatures are {_SIGNATURES}")
    pred = got["pred"]
    # (checked here: the branch form takes an s32 index too, with branch 0 first, so an s32
    # here would run the false branch for a true value; a non-XlaOp is reported on binding)
    shape = getattr(pred, "shape", None)
    if isinstance(shape, Shape) and not shape.same_dims_and_type(PRED):
        raise BuilderError(f"Conditional: Argument to predicated-Conditional is not a scalar of PRED type "
                           f"({shape}).")
    return lead, {"branch_index": pred,
                  "branch_computations": [got["true_computation"], got["false_computation"]],
                  "branch_operands": [got["true_operand"], got["false_operand"]]}


define("Conditional", "conditional",
       [Arg("branch_index", OPERAND, aliases=("pred",)), Arg("branch_computations", COMPUTATIONS),
        Arg("branch_operands", OPERANDS)], _conditional,
       "runs branch_computations[branch_index] on its operand; an s32 index out of range runs the last "
       "branch; XLA's pred form Conditional(pred, true_operand, true_computation, false_operand, "
       "false_computation) is branch_index=pred with the true branch first", "control",
       lowering_note="stablehlo.case / stablehlo.if", bind=_conditional_bind)


# ---- Map ------------------------------------------------------------------------------------

@xla_context("Map", "operands")
def _map(operands, computation: ProgramShape, dimensions=None):
    op = "Map"
    if not operands:
        fail(f"{op} expects at least one argument.")
    for s in operands:
        require_array(op, s)
    first = operands[0]
    if any(s.dimensions != first.dimensions for s in operands):
        fail(f"{op} operation requires all operands to have the same shape; got: {fmt(operands)}.")
    if dimensions is not None:
        if len(dimensions) != first.rank:
            fail(f"{op} applied to a subset of dimensions currently not supported: arg_dimension_size: "
                 f"{first.rank}, requested_map_dimensions_size: {len(dimensions)}.")
        if list(dimensions) != list(range(first.rank)):
            fail(f"{op} requires monotonically increasing dimension numbers; got: "
                 f"{', '.join(map(str, dimensions))}.")
    params = computation.parameters
    if len(params) != len(operands):
        fail(f"{op} applied function arity must match number of arguments; got: arity: {len(params)}, "
             f"arguments: {len(operands)}.")
    if not (computation.result.is_array and computation.result.rank == 0):
        fail(f"Mapped computation's result has to be a scalar; got: {computation.result}.")
    for i, (p, s) in enumerate(zip(params, operands)):
        if not (p.is_array and p.rank == 0):
            fail(f"Mapped computation's parameter has to be a scalar; got parameter {i} shape: {p}.")
        if p.element_type != s.element_type:
            fail(f"Mapped computation's parameter type has to match argument element type; got "
                 f"parameter {i} shape: {p}, argument shape: {s}.")
    return first.with_element_type(computation.result.element_type)


define("Map", "map",
       [Arg("operands", OPERANDS, aliases=("operand",)), Arg("computation", COMPUTATION),
        Arg("dimensions", "i64s", None)], _map,
       "applies a scalar computation element-wise to N arrays (dimensions: all of them)", "control",
       lowers_to="stablehlo.map", builder_first=True)


# ---- Sort -----------------------------------------------------------------------------------

@xla_context("Sort", "operands")
def _sort(operands, comparator: ProgramShape, dimension=-1, is_stable=False):
    op = "Sort"
    if not operands:
        fail(f"{op}: needs at least one operand")
    keys = operands[0]
    for s in operands:
        require_array(op, s)
    for i, s in enumerate(operands[1:], 1):
        if s.dimensions != keys.dimensions:
            fail(f"{op} keys and values dimensions must match. Keys shape is: {keys}, Values shape "
                 f"(operand index {i}) is: {s}.")
    if not -keys.rank <= dimension < keys.rank:
        fail(f"{op}: dimension {dimension} is out of range for {keys} (rank {keys.rank})")
    expected = [Shape.scalar(s.element_type) for s in operands for _ in (0, 1)]
    params = comparator.parameters
    if len(params) != len(expected) or not all(p.same_dims_and_type(e) for p, e in zip(params, expected)):
        fail(f"{op}: comparator takes ({fmt(params)}); sorting {len(operands)} operand(s) needs 2*N scalar "
             f"parameters ({fmt(expected)}), parameters 2i and 2i+1 being operand i's lhs and rhs")
    if not comparator.result.same_dims_and_type(PRED):
        fail(f"{op}: comparator must return pred[], got {comparator.result}")
    return keys if len(operands) == 1 else Shape.tuple_shape(operands)


define("Sort", "sort",
       [Arg("operands", OPERANDS, aliases=("operand", "keys")), Arg("comparator", COMPUTATION),
        Arg("dimension", "i64", -1), Arg("is_stable", "bool", False)], _sort,
       "sorts operands together along dimension by a comparator of 2*N scalars (a tuple when N > 1)",
       "control", lowers_to="stablehlo.sort", builder_first=True)


# ---- TopK -----------------------------------------------------------------------------------

@xla_context("TopK", "operand")
def _top_k(operand: Shape, k, largest=True):
    op = "TopK"
    require_array(op, operand)
    if operand.rank == 0:
        fail(f"{op}: operand must have at least one dimension, got {operand}")
    if dtypes.is_complex(operand.element_type):
        fail(f"{op}: operand {operand} must have an ordered (non-complex) element type")
    last = operand.dimensions[-1]
    if k < 0:
        fail(f"{op}: k={k} must be non-negative")
    if k > last:
        fail(f"{op}: k={k} is larger than the last dimension of size={last} of {operand}")
    out = operand.with_dimensions(operand.dimensions[:-1] + (k,))
    return Shape.tuple_shape([out, out.with_element_type("s32")])


define("TopK", "top_k", [Arg("operand", OPERAND), Arg("k", "i64"), Arg("largest", "bool", True)], _top_k,
       "the k largest (or smallest) entries of the last dimension and their s32 indices, as a tuple; "
       "ties: the lower index first", "control", lowering_note="stablehlo.sort + stablehlo.slice")


# ---- OptimizationBarrier ----------------------------------------------------------------------

define("OptimizationBarrier", "optimization_barrier", [Arg("operand", OPERAND)], lambda operand: operand,
       "the operand unchanged; no computation moves across it", "control",
       lowers_to="stablehlo.optimization_barrier")
