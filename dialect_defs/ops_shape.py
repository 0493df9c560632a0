"""Data-movement ops: broadcasts, reshapes, transposes, slices, padding, conversions, selection."""
from __future__ import annotations

from bridge import dtypes
from bridge.shape import Shape

from .opdef import OPERAND, OPERANDS, Arg, define
from .rules import check_dims, fail, require_array, same_element_type

_OP = Arg("operand", OPERAND)


def _broadcast(operand: Shape, broadcast_sizes):
    require_array("Broadcast", operand)
    if any(s < 0 for s in broadcast_sizes):
        fail(f"Broadcast: broadcast_sizes {list(broadcast_sizes)} has a negative size")
    return operand.with_dimensions(tuple(broadcast_sizes) + operand.dimensions)


define("Broadcast", "broadcast", [_OP, Arg("broadcast_sizes", "i64s")], _broadcast,
       "adds leading dimensions of the given sizes, replicating the operand", "shape",
       lowers_to="stablehlo.broadcast_in_dim", traits={"pure"})


def _broadcast_in_dim(operand: Shape, out_dim_size, broadcast_dimensions):
    op = "BroadcastInDim"
    require_array(op, operand)
    if len(broadcast_dimensions) != operand.rank:
        fail(f"{op}: size of broadcast_dimensions ({len(broadcast_dimensions)}) must equal the "
             f"operand's rank ({operand}); out_dim_size {list(out_dim_size)}")
    check_dims(op, broadcast_dimensions, len(out_dim_size), "broadcast_dimensions",
               operand.with_dimensions(out_dim_size))
    if list(broadcast_dimensions) != sorted(broadcast_dimensions):
        fail(f"{op}: broadcast_dimensions {list(broadcast_dimensions)} must be strictly increasing")
    for i, d in enumerate(broadcast_dimensions):
        if operand.dimensions[i] not in (1, out_dim_size[d]):
            fail(f"{op}: operand {operand} dimension {i} of size {operand.dimensions[i]} maps to output "
                 f"dimension {d} of size {out_dim_size[d]}; it must be equal or 1")
    return operand.with_dimensions(out_dim_size)


define("BroadcastInDim", "broadcast_in_dim",
       [_OP, Arg("out_dim_size", "i64s", aliases=("shape",)), Arg("broadcast_dimensions", "i64s")],
       _broadcast_in_dim, "broadcasts operand dimension i to output dimension broadcast_dimensions[i]",
       "shape", lowers_to="stablehlo.broadcast_in_dim", traits={"pure"})


def _reshape(operand: Shape, dimensions, new_sizes=None):
    op = "Reshape"
    require_array(op, operand)
    if new_sizes is None:       # Reshape(operand, new_sizes): the seed's two-argument form
        new_sizes, dimensions = dimensions, None
    if dimensions is not None:  # Reshape(operand, dimensions, new_sizes): transpose first
        if sorted(dimensions) != list(range(operand.rank)):
            fail(f"{op}: dimensions {list(dimensions)} must be a permutation of the dimensions of {operand}")
    result = operand.with_dimensions(new_sizes)
    if result.element_count() != operand.element_count():
        fail(f"{op}: cannot reshape {operand} ({operand.element_count()} elements) to "
             f"{result} ({result.element_count()} elements)")
    return result


define("Reshape", "reshape",
       [_OP, Arg("dimensions", "i64s"), Arg("new_sizes", "i64s", None)], _reshape,
       "same elements in row-major order, new dimensions", "shape", lowers_to="stablehlo.reshape", traits={"pure"})


def _collapse(operand: Shape, dimensions):
    op = "Collapse"
    require_array(op, operand)
    dims = list(dimensions)
    check_dims(op, dims, operand.rank, "dimensions", operand)
    if dims and dims != list(range(dims[0], dims[0] + len(dims))):
        fail(f"{op}: dimensions {dims} must be an in-order consecutive subset of the dimensions of {operand}")
    if not dims:
        return operand
    merged = 1
    for d in dims:
        merged *= operand.dimensions[d]
    new = operand.dimensions[:dims[0]] + (merged,) + operand.dimensions[dims[-1] + 1:]
    return operand.with_dimensions(new)


define("Collapse", "collapse", [_OP, Arg("dimensions", "i64s")], _collapse,
       "merges consecutive dimensions into one", "shape", lowers_to="stablehlo.reshape", traits={"pure"})


def _transpose(operand: Shape, permutation):
    require_array("Transpose", operand)
    if sorted(permutation) != list(range(operand.rank)):
        fail(f"Transpose: permutation {list(permutation)} is not a permutation of the dimensions of {operand}")
    return operand.with_dimensions(tuple(operand.dimensions[p] for p in permutation))


define("Transpose", "transpose", [_OP, Arg("permutation", "i64s", aliases=("dimensions",))], _transpose,
       "permutes dimensions: result dim i is operand dim permutation[i]", "shape",
       lowers_to="stablehlo.transpose", traits={"pure"})


def _rev(operand: Shape, dimensions):
    require_array("Rev", operand)
    check_dims("Rev", dimensions, operand.rank, "dimensions", operand)
    return operand


define("Rev", "rev", [_OP, Arg("dimensions", "i64s")], _rev,
       "reverses the order of elements along the given dimensions", "shape", lowers_to="stablehlo.reverse", traits={"pure"})


def _slice(operand: Shape, start_indices, limit_indices, strides=None):
    op = "Slice"
    require_array(op, operand)
    strides = strides or (1,) * operand.rank
    if not len(start_indices) == len(limit_indices) == len(strides) == operand.rank:
        fail(f"{op}: start_indices {list(start_indices)}, limit_indices {list(limit_indices)} and strides "
             f"{list(strides)} must each have one entry per dimension of {operand}")
    out = []
    for d, (lo, hi, st, size) in enumerate(zip(start_indices, limit_indices, strides, operand.dimensions)):
        if st <= 0:
            fail(f"{op}: stride {st} in dimension {d} must be positive")
        if not 0 <= lo <= hi <= size:
            fail(f"{op}: dimension {d} needs 0 <= start ({lo}) <= limit ({hi}) <= size ({size}) of {operand}")
        out.append(-(-(hi - lo) // st))
    return operand.with_dimensions(out)


define("Slice", "slice",
       [_OP, Arg("start_indices", "i64s"), Arg("limit_indices", "i64s"), Arg("strides", "i64s", None)],
       _slice, "static strided slice [start, limit) of the operand", "shape", lowers_to="stablehlo.slice", traits={"pure"})


def _concat(operands, dimension):
    op = "ConcatInDim"
    if not operands:
        fail(f"{op}: needs at least one operand")
    first = operands[0]
    for s in operands:
        require_array(op, s)
    same_element_type(op, *operands)
    if not 0 <= dimension < first.rank:
        fail(f"{op}: dimension {dimension} out of range for operands of rank {first.rank}")
    total = 0
    for s in operands:
        if s.rank != first.rank or any(a != b for i, (a, b) in enumerate(zip(s.dimensions, first.dimensions))
                                       if i != dimension):
            fail(f"{op}: operands {first} and {s} differ outside dimension {dimension}")
        total += s.dimensions[dimension]
    dims = list(first.dimensions)
    dims[dimension] = total
    return first.with_dimensions(dims)


define("ConcatInDim", "concatenate", [Arg("operands", OPERANDS), Arg("dimension", "i64")], _concat,
       "concatenates operands along a dimension", "shape", lowers_to="stablehlo.concatenate",
       builder_first=True, traits={"pure"})


def _pad(operand: Shape, padding_value: Shape, padding_config):
    op = "Pad"
    require_array(op, operand)
    if padding_value.rank != 0:
        fail(f"{op}: padding_value must be a scalar, got {padding_value}")
    same_element_type(op, operand, padding_value)
    if len(padding_config) != operand.rank:
        fail(f"{op}: padding_config has {len(padding_config)} entries for {operand} of rank {operand.rank}")
    out = []
    for d, ((lo, hi, interior), size) in enumerate(zip(padding_config, operand.dimensions)):
        if interior < 0:
            fail(f"{op}: interior padding {interior} in dimension {d} must be non-negative")
        n = size + lo + hi + max(size - 1, 0) * interior
        if n < 0:
            fail(f"{op}: padding ({lo}, {hi}, {interior}) makes dimension {d} of {operand} negative")
        out.append(n)
    return operand.with_dimensions(out)


define("Pad", "pad", [_OP, Arg("padding_value", OPERAND), Arg("padding_config", "padding")], _pad,
       "edge (possibly negative) and interior padding", "shape", lowers_to="stablehlo.pad", traits={"pure"})


def _convert(operand: Shape, new_element_type):
    require_array("ConvertElementType", operand)
    if dtypes.is_complex(operand.element_type) and not dtypes.is_complex(new_element_type):
        fail(f"ConvertElementType: cannot convert complex {operand} to {new_element_type}; take Real or Imag first")
    return operand.with_element_type(new_element_type)


define("ConvertElementType", "convert", [_OP, Arg("new_element_type", "etype")], _convert,
       "element-wise conversion to another element type", "shape", lowers_to="stablehlo.convert", traits={"elementwise"})


def _bitcast(operand: Shape, new_element_type):
    op = "BitcastConvertType"
    require_array(op, operand)
    if dtypes.is_complex(operand.element_type) != dtypes.is_complex(new_element_type):
        fail(f"{op}: Conversion between complex and real type {operand} => {new_element_type}.")
    src, dst = dtypes.bit_width(operand.element_type), dtypes.bit_width(new_element_type)
    if operand.element_type == "pred" or new_element_type == "pred":
        fail(f"{op}: cannot bitcast {operand} to {new_element_type}: pred has no bit representation")
    if src == dst:
        return operand.with_element_type(new_element_type)
    if src > dst:   # one wide element becomes src/dst narrow ones in a new minor dimension
        if src % dst:
            fail(f"{op}: bit width {src} of {operand} is not a multiple of {dst} ({new_element_type})")
        return Shape.array_shape(new_element_type, operand.dimensions + (src // dst,))
    if dst % src or not operand.dimensions or operand.dimensions[-1] != dst // src:
        fail(f"{op}: bitcasting {operand} to the wider {new_element_type} needs a last dimension of size "
             f"{dst // src if dst % src == 0 else '?'}")
    return Shape.array_shape(new_element_type, operand.dimensions[:-1])


define("BitcastConvertType", "bitcast_convert", [_OP, Arg("new_element_type", "etype")], _bitcast,
       "reinterprets the bits of each element as another type", "shape", lowers_to="stablehlo.bitcast_convert", traits={"pure"})


def _select(pred: Shape, on_true: Shape, on_false: Shape):
    op = "Select"
    for what, s in (("pred", pred), ("on_true", on_true), ("on_false", on_false)):   # (XLA has no tuple select)
        require_array(op, s, what)
    if pred.element_type != "pred":
        fail(f"{op}: pred must have element type pred, got {pred}")
    if not on_true.same_dims_and_type(on_false):
        fail(f"{op}: on_true {on_true} and on_false {on_false} must have the same shape")
    if pred.rank != 0 and pred.dimensions != on_true.dimensions:
        fail(f"{op}: pred {pred} must be a scalar or have the shape of on_true {on_true}")
    return on_true


define("Select", "select", [Arg("pred", OPERAND), Arg("on_true", OPERAND), Arg("on_false", OPERAND)],
       _select, "element-wise pred ? on_true : on_false", "shape", lowers_to="stablehlo.select", traits={"elementwise"})


def _clamp(min: Shape, operand: Shape, max: Shape):
    op = "Clamp"
    require_array(op, operand)
    same_element_type(op, min, operand, max)
    for what, s in (("min", min), ("max", max)):
        if s.rank != 0 and s.dimensions != operand.dimensions:
            fail(f"{op}: {what} {s} must be a scalar or have the shape of operand {operand}")
    return operand


define("Clamp", "clamp", [Arg("min", OPERAND), _OP, Arg("max", OPERAND)], _clamp,
       "element-wise min(max(operand, min), max)", "shape", lowers_to="stablehlo.clamp", traits={"elementwise"})


def _iota(shape: Shape, iota_dimension):
    if not shape.is_array:
        fail(f"Iota: shape must be an array shape, got {shape}")
    if not 0 <= iota_dimension < max(shape.rank, 1) or shape.rank == 0:
        fail(f"Iota: iota_dimension {iota_dimension} out of range for {shape}")
    if shape.element_type == "pred":   # (XLA's HLO verifier; StableHLO's iota has no i1 either)
        fail(f"Iota: Only support iota of integral, floating point or complex primitive types, got {shape}")
    return shape


define("Iota", "iota", [Arg("shape", "shape"), Arg("iota_dimension", "i64", 0)], _iota,
       "values 0, 1, 2 ... along iota_dimension", "shape", lowers_to="stablehlo.iota", builder_first=True, traits={"pure"})
