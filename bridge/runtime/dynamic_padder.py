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
from ..errors import BackendError
from ..mlir_types import bounded_type, from_mlir_type

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


def _i32():
    return ir.RankedTensorType.get([], ir.IntegerType.get_signless(32))


def _create(name, result_type, operands, **attributes):
    return ir.Operation.create(name, results=[result_type], operands=operands, attributes=attributes).result


def _pad_to_static(x, types):
    xt, static = ir.RankedTensorType(x.type), ir.RankedTensorType(types[0])
    sizes = [_create("stablehlo.get_dimension_size", _i32(), [x], dimension=_i64(d)) for d in range(xt.rank)]
    if xt.has_static_shape:   # (refined to its actual sizes: padded to the bounds)
        return [_create("stablehlo.pad", static, [x, _zero(ir.RankedTensorType.get([], xt.element_type))],
                        edge_padding_low=_i64s([0] * xt.rank), interior_padding=_i64s([0] * xt.rank),
                        edge_padding_high=_i64s([b - s for b, s in zip(static.shape, xt.shape)]))] + sizes
    dynamic = [d for d in range(xt.rank) if xt.is_dynamic_dim(d)]
    buffer = x
    for k, d in enumerate(dynamic):   # each dynamic dimension set to its bound: static, one at a time
        bound = _create("stablehlo.constant", _i32(), [], value=ir.DenseElementsAttr.get_splat(
            _i32(), ir.IntegerAttr.get(ir.IntegerType.get_signless(32), static.shape[d])))
        step = bounded_type(xt.element_type, static.shape, [static.shape[e] if e in dynamic[k + 1:] else None
                                                      for e in range(xt.rank)])
        buffer = _create("stablehlo.set_dimension_size", step, [buffer, bound], dimension=_i64(d))
    mask = None   # then zeros past the sizes
    i1 = ir.RankedTensorType.get(static.shape, ir.IntegerType.get_signless(1))
    i32s = ir.RankedTensorType.get(static.shape, ir.IntegerType.get_signless(32))
    for d in dynamic:
        index = _create("stablehlo.iota", i32s, [], iota_dimension=_i64(d))
        size = _create("stablehlo.broadcast_in_dim", i32s, [sizes[d]], broadcast_dimensions=_i64s([]))
        inside = _create("stablehlo.compare", i1, [index, size],
                         comparison_direction=ir.Attribute.parse("#stablehlo<comparison_direction LT>"))
        mask = inside if mask is None else _create("stablehlo.and", i1, [mask, inside])
    zeros = _create("stablehlo.broadcast_in_dim", static, [_zero(ir.RankedTensorType.get([], xt.element_type))],
                    broadcast_dimensions=_i64s([]))
    return [_create("stablehlo.select", static, [mask, buffer, zeros])] + sizes


def _slice_to_dynamic(buffer, sizes, result_type):
    rt, bt = ir.RankedTensorType(result_type), ir.RankedTensorType(buffer.type)
    dynamic = [d for d in range(rt.rank) if rt.is_dynamic_dim(d)]
    value = buffer
    for k, d in enumerate(dynamic):   # each dimension given its size, one at a time
        step = result_type if k == len(dynamic) - 1 else \
            bounded_type(rt.element_type, bt.shape, [bt.shape[e] if e in dynamic[:k + 1] else None for e in range(rt.rank)])
        value = _create("stablehlo.set_dimension_size", step, [value, sizes[d]], dimension=_i64(d))
    return value


def _zero(scalar_type):
    """A zero of any element type: an i32 0 converted (complex and the float8 types included)."""
    zero = _create("stablehlo.constant", _i32(), [], value=ir.DenseElementsAttr.get_splat(
        _i32(), ir.IntegerAttr.get(ir.IntegerType.get_signless(32), 0)))
    return _create("stablehlo.convert", scalar_type, [zero])


def _i64(v):
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), v)


def _i64s(v):
    return ir.DenseI64ArrayAttr.get(list(v))
