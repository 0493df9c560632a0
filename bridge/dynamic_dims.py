"""Dynamic dimensions through the builder: which result dimensions an op makes dynamic.

XLA's shapes keep a bounded dynamic dimension (`f32[<=8]`) at its bound and mark it
dynamic; shape inference runs on the bounds and then carries the marks (ShapeInference's
`is_dynamic_dimension` bookkeeping). Our op definitions infer on the bounds as they are;
this module adds the marks for the ops where XLA's rule is plain (element-wise ops,
BroadcastInDim, Transpose, Reduce, Dot, ConcatInDim, Pad, SetDimensionSize), and otherwise takes the shape the
caller declared: HLO text writes every instruction's shape, which is what XLA's importer
gives the MLIR result too. An op outside these rules with nothing declared is refused
rather than given a silently static result.
"""
from __future__ import annotations

from .errors import BuilderError
from .mlir_attrs import constant_int
from .shape import UNBOUNDED, Shape

_EXPLICIT = frozenset({"DynamicReshape", "CustomCall"})   # their result shapes are arguments
_RULES = ("element-wise ops, BroadcastInDim, Transpose, Reduce, Dot, DotGeneral, ConcatInDim, Pad, "
          "SetDimensionSize and GetDimensionSize")


def involved(operands, declared: Shape | None) -> bool:
    """Whether a builder call has to think about dynamic dimensions at all."""
    if declared is not None and _dynamic(declared):
        return True
    for x in operands:
        if x.shape.dynamic is not None or (x.shape.is_tuple and _dynamic(x.shape)):
            return True
    return False


def compatible(shapes) -> bool:
    """Whether arrays have the same dimensions where both sizes are known: an unbounded one (`?`)
    fits any size (XLA's ShapeUtil::Compatible with unbounded dynamism)."""
    ranks = {s.rank for s in shapes}
    if len(ranks) != 1:
        return False
    for column in zip(*(s.dimensions for s in shapes)):
        if len({d for d in column if d != UNBOUNDED}) > 1:
            return False
    return True


def _dynamic(shape: Shape) -> bool:
    if shape.is_tuple:
        return any(_dynamic(s) for s in shape.tuple_shapes)
    return shape.dynamic is not None


# ops whose result holds their operands' shapes as they are: inferred whatever the sizes
_MOVES_SHAPES = frozenset({"Tuple", "GetTupleElement"})


def result_shape(name: str, shapes: dict, operands, infer, declared: Shape | None) -> Shape:
    """The result of builder op `name` (its inference `infer()` runs on the bounds) when an
    operand or the declared result has dynamic dimensions."""
    unbounded = [leaf for x in operands for leaf in x.shape.leaves() if leaf.is_unbounded]   # (a While's tuple)
    if unbounded and name not in _MOVES_SHAPES:
        if declared is None:
            raise BuilderError(f"{name}: operand {unbounded[0]} has an unbounded dynamic dimension (?); the "
                               "builder infers shapes from bounds, so it takes unbounded operands only with a "
                               "declared result (as HLO text writes one)")
        return declared   # nothing to infer from: MLIR's StableHLO verifier checks it after lowering
    inferred = infer()
    if declared is not None and (any(leaf.is_unbounded for leaf in declared.leaves())
                                 or inferred.same_dims_and_type(declared.static())):
        return declared
    if name in _EXPLICIT or inferred.is_tuple or inferred.is_token or (
            inferred.dynamic is not None and name != "SetDimensionSize"):
        return inferred   # results the caller spelled out; tuples of the operands' shapes, GetTupleElement ...
    marks = _marks(name, shapes, operands, inferred)
    if marks is None and declared is not None:
        return inferred   # not the declared shape: the caller's check names the mismatch
    if marks is None:
        dynamic = next(x.shape for x in operands if x.shape.dynamic is not None)
        raise BuilderError(f"{name}: operand {dynamic} has dynamic dimensions; the builder carries them "
                           f"through {_RULES} (HLO text, which declares each result, may use any op)")
    return Shape.array_shape(inferred.element_type, inferred.dimensions, inferred.minor_to_major,
                             marks if any(marks) else None)


def _marks(name: str, shapes: dict, operands, result: Shape) -> tuple[bool, ...] | None:
    """The dynamic marks of `result`, or None where no rule here says."""
    arrays = [x.shape for x in operands if x.shape.is_array]
    if name == "SetDimensionSize":
        operand, dim = arrays[0], shapes["dimension"]
        marks = list(operand.dynamic or (False,) * operand.rank)
        size, bound = constant_int(operands[1].value), operand.dimensions[dim]
        if size is not None and not 0 <= size <= bound:
            raise BuilderError(f"SetDimensionSize: size {size} is not within the bound {bound} of dimension {dim} "
                               f"of {operand}")
        marks[dim] = size != bound   # the constant bound: static, as XLA's builder leaves it
        return tuple(marks)
    if name == "Transpose":
        operand = arrays[0]
        return tuple(operand.is_dynamic_dimension(p) for p in shapes["permutation"])
    if name == "BroadcastInDim":
        operand, marks = arrays[0], [False] * result.rank
        for i, d in enumerate(shapes["broadcast_dimensions"]):
            marks[d] = operand.is_dynamic_dimension(i) and operand.dimensions[i] == result.dimensions[d]
        return tuple(marks)
    if name == "ConcatInDim":   # a dimension is dynamic where any operand's is (InferConcatOpShape)
        return tuple(any(s.is_dynamic_dimension(d) for s in arrays) for d in range(result.rank))
    if name == "Pad":           # each dimension keeps its dynamism, its bound padded (InferPadShape)
        return tuple(arrays[0].is_dynamic_dimension(d) for d in range(result.rank))
    if name == "Reduce":
        operand, reduced = arrays[0], set(shapes["dimensions"])
        return tuple(operand.is_dynamic_dimension(d) for d in range(operand.rank) if d not in reduced)
    if name in ("Dot", "DotGeneral"):
        # batch dimensions, then the lhs's free ones, then the rhs's (InferDotOpShape)
        lhs, rhs = arrays[0], arrays[1]
        if name == "Dot":
            lc, rc, lb, rb = (lhs.rank - 1,), ((0,) if rhs.rank else ()), (), ()
        else:
            dn = shapes["dimension_numbers"]
            lc, rc = dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions
            lb, rb = dn.lhs_batch_dimensions, dn.rhs_batch_dimensions
        return tuple([lhs.is_dynamic_dimension(d) or rhs.is_dynamic_dimension(e) for d, e in zip(lb, rb)]
                     + [lhs.is_dynamic_dimension(d) for d in range(lhs.rank) if d not in lc and d not in lb]
                     + [rhs.is_dynamic_dimension(d) for d in range(rhs.rank) if d not in rc and d not in rb])
    if not result.rank:
        return ()   # a scalar (GetDimensionSize, a full reduction ...) has no dimension to mark
    same = [s for s in arrays if s.dimensions == result.dimensions]
    if same and all(s.rank in (0, result.rank) for s in arrays) and any(s.dynamic for s in same):
        # element-wise: a dimension is dynamic where any operand's is (XLA's binary-op rule)
        return tuple(any(s.is_dynamic_dimension(d) for s in same) for d in range(result.rank))
    return None


__all__ = ["compatible", "involved", "result_shape"]
