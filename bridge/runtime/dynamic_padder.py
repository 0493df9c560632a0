"""XLA's dynamic padder's custom calls as StableHLO, for XLA:CPU ("Custom call target
PadToStatic is not implemented").

`PadToStatic(x)` gives x's padded buffer at its bounds and the size of each of its
dimensions; `SliceToDynamic(buffer, size_0, ...)` gives the buffer as a value of those sizes.
They are set_dimension_size / get_dimension_size, which XLA:CPU runs. The buffer past the
sizes, which XLA leaves as whatever the padding held, is zeros here (as the numpy reference
makes it), so that two backends compare equal on it.
"""
from __future__ import annotations

from jaxlib.mlir import ir

from ..mlir_module import ops_where
from ..dynamic_values import create, i32_constant, i32_scalar, i64, with_sizes, zero
from ..errors import BackendError
from ..mlir_types import from_mlir_type

TARGETS = ("PadToStatic", "SliceToDynamic")


def _target(op) -> str | None:
    if op.name != "stablehlo.custom_call" or "call_target_name" not in op.attributes:
        return None
    name = ir.StringAttr(op.attributes["call_target_name"]).value
    return name if name in TARGETS else None


def rewrite(module: ir.Module) -> bool:
    """In place; True when something changed."""
    calls = ops_where(module.operation, lambda op: _target(op) is not None)
    for op in calls:
        with ir.InsertionPoint(op), op.location:
            # ours has one result per value; XLA's importer one tuple holding them
            tuple_result = len(op.results) == 1 and isinstance(op.results[0].type, ir.TupleType)
            if tuple_result:
                tt = ir.TupleType(op.results[0].type)
                types = [tt.get_type(i) for i in range(tt.num_types)]
            else:
                types = [r.type for r in op.results]
            _check(op, _target(op), types)
            values = _pad_to_static(op.operands[0], types) if _target(op) == "PadToStatic" else \
                [_slice_to_dynamic(op.operands[0], list(op.operands)[1:], types[0])]
            if tuple_result:
                values = [ir.Operation.create("stablehlo.tuple", results=[op.results[0].type], operands=values).result]
            for old, new in zip(op.results, values):
                old.replace_all_uses_with(new)
        op.erase()
    return bool(calls)


def _check(op, target: str, types) -> None:
    """The call's types as XLA's padder makes them (a hand-edited module may say otherwise,
    and the StableHLO made from it would not verify)."""
    value_t = ir.RankedTensorType(op.operands[0].type if target == "PadToStatic" else types[0])
    static_t = ir.RankedTensorType(types[0] if target == "PadToStatic" else op.operands[0].type)
    bounds = from_mlir_type(value_t).dimensions
    sizes = len(types) - 1 if target == "PadToStatic" else len(op.operands) - 1
    if (static_t.element_type != value_t.element_type or list(static_t.shape) != list(bounds)
            or not static_t.has_static_shape or sizes != value_t.rank):
        raise BackendError(f"{target} at {op.location}: its buffer {static_t} is not its value {value_t} at its "
                           f"bounds with one size per dimension ({sizes} given)")


def _pad_to_static(x, types):
    xt, static = ir.RankedTensorType(x.type), ir.RankedTensorType(types[0])
    sizes = [create("stablehlo.get_dimension_size", i32_scalar(), [x], dimension=i64(d)) for d in range(xt.rank)]
    dynamic = [d for d in range(xt.rank) if xt.is_dynamic_dim(d)]
    if not dynamic:   # (a static value is its own buffer: _check saw it at its bounds)
        return [x] + sizes
    # each dynamic dimension set to its bound (static), then zeros past the sizes
    buffer = with_sizes(x, {d: i32_constant(static.shape[d]) for d in dynamic}, static)
    mask = None
    i1 = ir.RankedTensorType.get(static.shape, ir.IntegerType.get_signless(1))
    i32s = ir.RankedTensorType.get(static.shape, ir.IntegerType.get_signless(32))
    for d in dynamic:
        index = create("stablehlo.iota", i32s, [], iota_dimension=i64(d))
        size = create("stablehlo.broadcast_in_dim", i32s, [sizes[d]], broadcast_dimensions=ir.DenseI64ArrayAttr.get([]))
        inside = create("stablehlo.compare", i1, [index, size],
                        comparison_direction=ir.Attribute.parse("#stablehlo<comparison_direction LT>"))
        mask = inside if mask is None else create("stablehlo.and", i1, [mask, inside])
    zeros = create("stablehlo.broadcast_in_dim", static, [zero(xt.element_type)],
                   broadcast_dimensions=ir.DenseI64ArrayAttr.get([]))
    return [create("stablehlo.select", static, [mask, buffer, zeros])] + sizes


def _slice_to_dynamic(buffer, sizes, result_type):
    rt = ir.RankedTensorType(result_type)
    return with_sizes(buffer, {d: sizes[d] for d in range(rt.rank) if rt.is_dynamic_dim(d)}, result_type)
