"""StableHLO that moves values between bounded dynamic types and static ones, as XLA's dynamic
padder does: feeding a bounded @main parameter from a static one (bridge.refine) and its
PadToStatic / SliceToDynamic calls (bridge.runtime.dynamic_padder). Ops are created at the
caller's insertion point and location."""
from __future__ import annotations

from jaxlib.mlir import ir

from .mlir_types import from_mlir_type, to_mlir_type
from .shape import Shape


def create(name: str, result_type, operands, **attributes):
    return ir.Operation.create(name, results=[result_type], operands=operands, attributes=attributes).result


def i32_scalar() -> ir.Type:
    return ir.RankedTensorType.get([], ir.IntegerType.get_signless(32))


def i32_constant(v: int):
    t = i32_scalar()
    return create("stablehlo.constant", t, [], value=ir.DenseElementsAttr.get_splat(
        t, ir.IntegerAttr.get(ir.IntegerType.get_signless(32), v)))


def zero(element_type: ir.Type):
    """A zero scalar of any element type: an i32 0 converted (complex and the float8 types too)."""
    return create("stablehlo.convert", ir.RankedTensorType.get([], element_type), [i32_constant(0)])


def i64(v: int) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), v)


def with_sizes(value, sizes: dict, result_type: ir.Type):
    """`value` given the size `sizes[d]` (an s32 scalar value) along each dimension d in turn,
    by stablehlo.set_dimension_size, ending as `result_type` (same bounds): a dimension
    dynamic there becomes dynamic, one static there becomes static (set to its bound)."""
    start, end = from_mlir_type(value.type), from_mlir_type(result_type)
    marks = list(start.dynamic or (False,) * start.rank)
    dims = list(sizes)
    for k, d in enumerate(dims):
        marks[d] = end.is_dynamic_dimension(d)
        step = result_type if k == len(dims) - 1 else to_mlir_type(
            Shape.array_shape(end.element_type, end.dimensions, None, tuple(marks)), result_type.context)
        value = create("stablehlo.set_dimension_size", step, [value, sizes[d]], dimension=i64(d))
    return value
