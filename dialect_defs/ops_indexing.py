"""Indexing ops: Gather, Scatter, DynamicSlice, DynamicUpdateSlice, and dynamic dimensions:
GetDimensionSize, SetDimensionSize, DynamicReshape.

Shape rules and error wording follow XLA's ShapeInference (InferGatherShape,
InferScatterShape, InferDynamicSliceShape, ...); the batching dimensions follow the
StableHLO spec's gather/scatter constraints (C6, C10-C18), worded the same way.

SetDimensionSize makes its dimension dynamic (`f32[<=8]`), unless the size is the constant
bound, where it is the identity, as in XLA's builder; bridge.dynamic_dims marks the result.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

import numpy as np

from bridge import dtypes
from bridge.errors import BuilderError
from bridge.shape import ProgramShape, Shape

from . import attrs as A
from .opdef import COMPUTATION, OPERAND, OPERANDS, Arg, define
from .rules import split_builder, xla_context
from .rules import fail, fmt, require_array


# ---- structured arguments (fields named as in the seed; batching dims as in XLA's proto) -----

@dataclass(frozen=True)
class GatherDimensionNumbers:
    offset_dims: tuple[int, ...]
    collapsed_slice_dims: tuple[int, ...]
    start_index_map: tuple[int, ...]
    index_vector_dim: int
    operand_batching_dims: tuple[int, ...] = ()
    start_indices_batching_dims: tuple[int, ...] = ()

    __post_init__ = A.int_fields


@dataclass(frozen=True)
class ScatterDimensionNumbers:
    update_window_dims: tuple[int, ...]
    inserted_window_dims: tuple[int, ...]
    scatter_dims_to_operand_dims: tuple[int, ...]
    index_vector_dim: int
    input_batching_dims: tuple[int, ...] = ()
    scatter_indices_batching_dims: tuple[int, ...] = ()

    __post_init__ = A.int_fields


A.dims_struct(GatherDimensionNumbers, "gather_dims")
A.dims_struct(ScatterDimensionNumbers, "scatter_dims")


def _joined(dims) -> str:
    return ", ".join(map(str, dims))


def _sorted_unique(op, dims, what):
    if list(dims) != sorted(dims):
        fail(f"{what} in {op} op must be sorted; got: {_joined(dims)}.")
    if len(set(dims)) != len(dims):
        fail(f"{what} in {op} op must not repeat; got: {_joined(dims)}.")


def _in_range(op, dims, bound, what):
    for d in dims:
        if not 0 <= d < bound:
            fail(f"Invalid {what} set in {op} op; valid range is [0, {bound}), got: {d}.")


def _indices(op, indices: Shape, ivd: int, what: str) -> tuple[int, ...]:
    """The index array's dimensions with the implicit trailing 1 when index_vector_dim == rank."""
    require_array(op.capitalize(), indices, what)
    if not dtypes.is_integer(indices.element_type):
        fail(f"{op.capitalize()} indices parameter must be an integral tensor; got {indices}.")
    if not 0 <= ivd <= indices.rank:
        fail(f"{op.capitalize()} index leaf dimension must be within [0, rank({what}) + 1). rank({what}) is "
             f"{indices.rank} and {op} index leaf dimension is {ivd}.")
    return indices.dimensions + (1,) if ivd == indices.rank else indices.dimensions


def _index_map(op, index_map, expanded, ivd, operand: Shape, batching, map_name, indices_name):
    if len(index_map) != expanded[ivd]:
        fail(f"{op.capitalize()} op has {len(index_map)} elements in {map_name} and the bound of dimension "
             f"index_vector_dim={ivd} of {indices_name} is {expanded[ivd]}. These two numbers must be equal.")
    for i, d in enumerate(index_map):
        if not 0 <= d < operand.rank:
            fail(f"Invalid {map_name}; domain is [0, {operand.rank}), got: {i}->{d}.")
    both = tuple(index_map) + tuple(batching)
    if len(set(both)) != len(both):
        fail(f"Repeated dimensions are not allowed in {map_name} and the operand batching dims; "
             f"got: {_joined(index_map)} and {_joined(batching)}.")


def _batching(op, operand: Shape, indices: Shape, ivd, operand_dims, index_dims, names, squeezed):
    """operand_batching_dims / start_indices_batching_dims (input_/scatter_indices_ for scatter);
    names: their two names; squeezed: (name, dims) of the collapsed (inserted) window dims."""
    o_name, i_name = names
    _sorted_unique(op, operand_dims, o_name)
    _in_range(op, operand_dims, operand.rank, o_name)
    if set(operand_dims) & set(squeezed[1]):
        fail(f"{squeezed[0]} and {o_name} in {op} op must not share dimensions; got: {_joined(squeezed[1])} "
             f"and {_joined(operand_dims)}.")
    if len(set(index_dims)) != len(index_dims):
        fail(f"{i_name} in {op} op must not repeat; got: {_joined(index_dims)}.")
    _in_range(op, index_dims, indices.rank, i_name)
    if ivd in index_dims:
        fail(f"{i_name} in {op} op must not contain index_vector_dim={ivd}; got: {_joined(index_dims)}.")
    if len(operand_dims) != len(index_dims):
        fail(f"{op.capitalize()} op has {len(operand_dims)} {o_name} and {len(index_dims)} {i_name}; "
             f"these two numbers must be equal.")
    for a, b in zip(operand_dims, index_dims):
        if operand.dimensions[a] != indices.dimensions[b]:
            fail(f"{op.capitalize()} op batching dimension sizes differ: operand dimension {a} of {operand} "
                 f"has {operand.dimensions[a]}, indices dimension {b} of {indices} has {indices.dimensions[b]}.")


# ---- Gather ----------------------------------------------------------------------------------

@xla_context("Gather", "operand", "start_indices")
def _gather(operand: Shape, start_indices: Shape, dimension_numbers: GatherDimensionNumbers, slice_sizes,
            indices_are_sorted=False):
    dn, op = dimension_numbers, "gather"
    require_array("Gather", operand, "input tensor operand")
    ivd = dn.index_vector_dim
    expanded = _indices(op, start_indices, ivd, "start_indices")
    offset = dn.offset_dims
    _sorted_unique(op, offset, "Output window dimensions")
    out_rank = len(offset) + len(expanded) - 1
    for i, d in enumerate(offset):
        if not 0 <= d < out_rank:
            fail(f"Offset dimension {i} in gather op is out of bounds; got {d}, but should have been in "
                 f"[0,{out_rank}).")
    _index_map(op, dn.start_index_map, expanded, ivd, operand, dn.operand_batching_dims, "start_index_map",
               "start_indices")
    _in_range(op, dn.collapsed_slice_dims, operand.rank, "collapsed_slice_dims")
    _sorted_unique(op, dn.collapsed_slice_dims, "collapsed_slice_dims")
    _batching(op, operand, start_indices, ivd, dn.operand_batching_dims, dn.start_indices_batching_dims,
              ("operand_batching_dims", "start_indices_batching_dims"),
              ("collapsed_slice_dims", dn.collapsed_slice_dims))
    if len(slice_sizes) != operand.rank:
        fail(f"Gather op must have one slice size for every input dimension; got: "
             f"len(slice_sizes)={len(slice_sizes)}, input_shape.rank={operand.rank}.")
    squeezed = set(dn.collapsed_slice_dims) | set(dn.operand_batching_dims)
    if len(slice_sizes) != len(offset) + len(squeezed):
        fail(f"All components of the offset index in a gather op must either be a offset dimension or "
             f"explicitly collapsed or batching; got len(slice_sizes)={len(slice_sizes)}, "
             f"offset_dims={_joined(offset)}, collapsed_slice_dims={_joined(dn.collapsed_slice_dims)}, "
             f"operand_batching_dims={_joined(dn.operand_batching_dims)}.")
    for i, (s, d) in enumerate(zip(slice_sizes, operand.dimensions)):
        if not 0 <= s <= d:
            fail(f"Slice size at index {i} in gather op is out of range, must be within [0, {d + 1}), got {s}.")
    for pos, d in enumerate(sorted(squeezed)):
        if slice_sizes[d] > 1:
            fail(f"Gather op can only collapse slice dims with bound 1 or 0, but bound is {slice_sizes[d]} "
                 f"for index {d} at position {pos}.")
    batch = iter(s for i, s in enumerate(expanded) if i != ivd)
    window = iter(s for i, s in enumerate(slice_sizes) if i not in squeezed)
    dims = [next(window) if i in offset else next(batch) for i in range(out_rank)]
    return operand.with_dimensions(dims)


_GATHER_FIELDS = tuple(f.name for f in fields(GatherDimensionNumbers))
# the seed's flat signature: gather(operand, start_indices, offset_dims, collapsed_slice_dims,
# slice_sizes, start_index_map), index_vector_dim (and the rest) as keywords
_GATHER_FLAT = ("operand", "start_indices", "offset_dims", "collapsed_slice_dims", "slice_sizes",
                "start_index_map")


def _is_ints(v) -> bool:
    return isinstance(v, list | tuple) and all(isinstance(x, int | np.integer) for x in v)


def _flat_bind(op, struct, flat_order, struct_fields, other_fields):
    """XLA's flat dimension-number arguments (the seed's signature) -> one structured argument."""
    def bind(args, kwargs):
        lead, rest = split_builder(args)
        first_field = flat_order.index(struct_fields[0]) if struct_fields[0] in flat_order else len(flat_order)
        flat_positional = len(rest) > first_field and (
            _is_ints(rest[first_field]) or isinstance(rest[first_field], int | np.integer))
        if not flat_positional and not any(k in kwargs for k in struct_fields):
            return args, kwargs
        got = dict(zip(flat_order, rest))
        for k, v in kwargs.items():
            if k in got:
                raise BuilderError(f"{op}: argument {k!r} given twice")
            got[k] = v
        if "dimension_numbers" in got:
            raise BuilderError(f"{op}: give either dimension_numbers or its fields "
                               f"({', '.join(struct_fields)}), not both")
        values = {k: got.pop(k) for k in struct_fields if k in got}
        try:
            dn = struct(**values)
        except TypeError as e:
            raise BuilderError(f"{op}: the flat dimension-number arguments need {', '.join(struct_fields)}: "
                               f"{e}") from None
        unknown = set(got) - set(other_fields)
        if unknown:
            raise BuilderError(f"{op}: unexpected argument {sorted(unknown)[0]!r}")
        got["dimension_numbers"] = dn
        return lead, got
    return bind


define("Gather", "gather",
       [Arg("operand", OPERAND, aliases=("input",)), Arg("start_indices", OPERAND),
        Arg("dimension_numbers", "gather_dims"), Arg("slice_sizes", "i64s"),
        Arg("indices_are_sorted", "bool", False)], _gather,
       "gathers slices of operand at start indices (GatherDimensionNumbers, or the seed's flat fields)",
       "indexing", lowers_to="stablehlo.gather",
       bind=_flat_bind("Gather", GatherDimensionNumbers, _GATHER_FLAT, _GATHER_FIELDS,
                                 ("operand", "input", "start_indices", "slice_sizes", "indices_are_sorted")))


# ---- Scatter ---------------------------------------------------------------------------------

def _update_computation(op, comp: ProgramShape, operands, updates):
    n = len(operands)
    scalars = [Shape.scalar(s.element_type) for s in operands]
    params = comp.parameters
    if len(params) != 2 * n or not all(p.same_dims_and_type(s) for p, s in zip(params, scalars + scalars)):
        fail(f"{op}: update_computation takes ({fmt(params)}); scattering {n} operand(s) needs "
             f"({fmt(scalars + scalars)})")
    expected = scalars[0] if n == 1 else Shape.tuple_shape(scalars)
    if not comp.result.same_dims_and_type(expected):
        fail(f"{op}: update_computation returns {comp.result}, expected {expected}")


@xla_context("Scatter", "operands", "scatter_indices", "updates")
def _scatter(operands, scatter_indices: Shape, updates, update_computation: ProgramShape,
             dimension_numbers: ScatterDimensionNumbers, indices_are_sorted=False, unique_indices=False):
    dn, op = dimension_numbers, "scatter"
    n = len(operands)
    if n == 0 or len(updates) != n:
        fail(f"Scatter: needs as many updates as operands (at least one); got {n} operands and "
             f"{len(updates)} updates")
    ivd = dn.index_vector_dim
    expanded = _indices(op, scatter_indices, ivd, "scatter_indices")
    first = operands[0]
    for i, (s, u) in enumerate(zip(operands, updates)):
        require_array("Scatter", s, f"operand {i}")
        require_array("Scatter", u, f"updates {i}")
        if s.dimensions != first.dimensions or u.dimensions != updates[0].dimensions:
            fail(f"Scatter: all operands must have one shape and all updates one shape; got operands "
                 f"({fmt(operands)}) and updates ({fmt(updates)})")
        if u.element_type != s.element_type:
            fail(f"Scatter: updates {i} ({u}) must have the element type of operand {i} ({s})")
    upd = updates[0]
    uwd, iwd = dn.update_window_dims, dn.inserted_window_dims
    expected_rank = len(expanded) - 1 + len(uwd)
    if upd.rank != expected_rank:
        fail(f"Updates tensor must be of rank {expected_rank}; got {upd.rank}.")
    _sorted_unique(op, uwd, "update_window_dims")
    _in_range(op, uwd, upd.rank, "update_window_dims")
    _sorted_unique(op, iwd, "inserted_window_dims")
    _in_range(op, iwd, first.rank, "inserted_window_dims")
    _batching(op, first, scatter_indices, ivd, dn.input_batching_dims, dn.scatter_indices_batching_dims,
              ("input_batching_dims", "scatter_indices_batching_dims"), ("inserted_window_dims", iwd))
    window = len(uwd) + len(iwd) + len(dn.input_batching_dims)
    if window != first.rank:
        fail(f"Scatter op has window of size {window}; doesn't match operand of rank {first.rank}.")
    _index_map(op, dn.scatter_dims_to_operand_dims, expanded, ivd, first, dn.input_batching_dims,
               "scatter_dims_to_operand_dims", "scatter_indices")
    skipped = set(iwd) | set(dn.input_batching_dims)
    bounds = [d for i, d in enumerate(first.dimensions) if i not in skipped]
    for d, bound in zip(uwd, bounds):
        if upd.dimensions[d] > bound:
            fail(f"Bounds of the window dimensions of updates must not exceed the bounds of the corresponding "
                 f"dimensions of operand. For dimension {d}, updates bound is {upd.dimensions[d]}, operand "
                 f"bound is {bound}.")
    scatter_bounds = iter(s for i, s in enumerate(expanded) if i != ivd)
    for i in (i for i in range(upd.rank) if i not in uwd):
        bound = next(scatter_bounds)
        if upd.dimensions[i] != bound:
            fail(f"Bounds of the scatter dimensions of updates must be same as the bounds of the corresponding "
                 f"dimensions of scatter indices. For scatter dimension {i}, updates bound is "
                 f"{upd.dimensions[i]}, scatter_indices bound is {bound}.")
    _update_computation("Scatter", update_computation, operands, updates)
    return first if n == 1 else Shape.tuple_shape(operands)


_SCATTER_FIELDS = tuple(f.name for f in fields(ScatterDimensionNumbers))
# the seed's flat signature: scatter(operands..., scatter_indices, updates..., update_computation,
# index_vector_dim, update_window_dims, inserted_window_dims, scatter_dims_to_operand_dims)
_SCATTER_FLAT = ("operands", "scatter_indices", "updates", "update_computation", "index_vector_dim",
                 "update_window_dims", "inserted_window_dims", "scatter_dims_to_operand_dims",
                 "indices_are_sorted", "unique_indices")
_SCATTER_FIELDS_FIRST = ("index_vector_dim",) + tuple(f for f in _SCATTER_FIELDS if f != "index_vector_dim")

define("Scatter", "scatter",
       [Arg("operands", OPERANDS, aliases=("operand", "input", "inputs")), Arg("scatter_indices", OPERAND),
        Arg("updates", OPERANDS), Arg("update_computation", COMPUTATION),
        Arg("dimension_numbers", "scatter_dims"), Arg("indices_are_sorted", "bool", False),
        Arg("unique_indices", "bool", False)], _scatter,
       "combines updates into slices of the operands at scatter indices with update_computation "
       "(ScatterDimensionNumbers, or the seed's flat fields)", "indexing", lowers_to="stablehlo.scatter",
       bind=_flat_bind("Scatter", ScatterDimensionNumbers, _SCATTER_FLAT, _SCATTER_FIELDS_FIRST,
                                 ("operands", "operand", "input", "inputs", "scatter_indices", "updates",
                                  "update_computation", "indices_are_sorted", "unique_indices")))


# ---- DynamicSlice / DynamicUpdateSlice -----------------------------------------------------------

def _start_indices(what: str, operand: Shape, start_indices) -> None:
    """XLA's two forms: one rank-1 index array, or one integral scalar per operand dimension."""
    title = what[0].upper() + what[1:]
    n = len(start_indices)
    if n >= 1 and start_indices[0].is_array and start_indices[0].rank == 1:
        if n != 1:
            fail(f"{title} should have exactly 1 index operand, has {n}.")
        s = start_indices[0]
        if not dtypes.is_integer(s.element_type):
            fail(f"{title} start indices must be of integral type.")
        if s.dimensions[0] != operand.rank:
            fail(f"{title} start number of dimensions {s.dimensions[0]} ({s}) must match rank {operand.rank} "
                 f"of slice input ({operand}).")
        return
    if n != operand.rank:
        fail(f"{title} start number of dimensions {n} must match rank {operand.rank} of slice input ({operand}).")
    for s in start_indices:
        if not (s.is_array and s.rank == 0):
            fail(f"{title} indices must be scalar, not {s}.")
        if not dtypes.is_integer(s.element_type):
            fail(f"{title} start indices must be of integral type.")
        if not s.same_dims_and_type(start_indices[0]):
            fail(f"{title} start indices must all have the same shape, got mismatching indices with shapes "
                 f"{start_indices[0]} and {s}.")


@xla_context("DynamicSlice", "operand", "start_indices")
def _dynamic_slice(operand: Shape, start_indices, size_indices):
    require_array("DynamicSlice", operand)
    _start_indices("dynamic slice", operand, start_indices)
    if len(size_indices) != operand.rank:
        fail(f"Dynamic slice index count does not match argument rank: {len(size_indices)} vs {operand.rank}.")
    for size, bound in zip(size_indices, operand.dimensions):
        if size < 0:
            fail(f"Negative size index to dynamic slice: {size}.")
        if size > bound:
            fail(f"Slice dim size {size} greater than dynamic slice dimension: {bound}.")
    return operand.with_dimensions(size_indices)


define("DynamicSlice", "dynamic_slice",
       [Arg("operand", OPERAND), Arg("start_indices", OPERANDS),
        Arg("size_indices", "i64s", aliases=("slice_sizes",))], _dynamic_slice,
       "the slice of size_indices at runtime start indices, each clamped to [0, dim - size]", "indexing",
       lowers_to="stablehlo.dynamic_slice")


@xla_context("DynamicUpdateSlice", "operand", "update", "start_indices")
def _dynamic_update_slice(operand: Shape, update: Shape, start_indices):
    require_array("DynamicUpdateSlice", operand)
    require_array("DynamicUpdateSlice", update, "update")
    _start_indices("dynamic update slice", operand, start_indices)
    if update.rank != operand.rank:
        fail(f"Dynamic update slice update rank does not match argument rank: {update.rank} vs {operand.rank}.")
    if update.element_type != operand.element_type:
        fail(f"Dynamic update slice update element type does not match argument. operand.element_type: "
             f"{operand.element_type.upper()} vs update.element_type: {update.element_type.upper()}.")
    for size, bound in zip(update.dimensions, operand.dimensions):
        if size > bound:
            fail(f"Update dim size {size} greater than dynamic slice dimension: {bound}.")
    return operand


define("DynamicUpdateSlice", "dynamic_update_slice",
       [Arg("operand", OPERAND), Arg("update", OPERAND), Arg("start_indices", OPERANDS)], _dynamic_update_slice,
       "operand with update written at runtime start indices, each clamped to [0, dim - update dim]",
       "indexing", lowers_to="stablehlo.dynamic_update_slice")


# ---- GetDimensionSize / SetDimensionSize ---------------------------------------------------------

def _dimension(op: str, operand: Shape, dimension: int):
    require_array(op, operand)
    if not 0 <= dimension < operand.rank:
        fail(f"{op} dimension out of bounds: {dimension}.")
    if operand.dimensions[dimension] > np.iinfo(np.int32).max:
        fail(f"{op}'s input shape is {operand}, the {dimension}th dimension exceeds the INT_MAX limit.")


@xla_context("GetDimensionSize", "operand")
def _get_dimension_size(operand: Shape, dimension):
    _dimension("GetDimensionSize", operand, dimension)
    return Shape.scalar("s32")


define("GetDimensionSize", "get_dimension_size", [Arg("operand", OPERAND), Arg("dimension", "i64")],
       _get_dimension_size, "the size of dimension as an s32 scalar", "indexing",
       lowers_to="stablehlo.get_dimension_size")


@xla_context("SetDimensionSize", "operand", "size")
def _set_dimension_size(operand: Shape, size: Shape, dimension):
    _dimension("SetDimensionSize", operand, dimension)
    if not size.same_dims_and_type(Shape.scalar("s32")):
        fail(f"SetDimensionSize's value has to be S32 scalar, got {size}")
    return operand


define("SetDimensionSize", "set_dimension_size",
       [Arg("operand", OPERAND), Arg("size", OPERAND), Arg("dimension", "i64")], _set_dimension_size,
       "sets a dimension's dynamic size (the dimension becomes dynamic, bounded by its size; a constant "
       "size equal to that bound changes nothing)", "indexing",
       lowering_note="stablehlo.set_dimension_size (the identity where the size is the constant bound)",
       traits={"dynamic-result"})


@xla_context("DynamicReshape", "operand")
def _dynamic_reshape(operand: Shape, dim_sizes, new_size_bounds, dims_are_dynamic):
    # XLA's InferDynamicReshapeShape, with the count of sizes checked too (one per dimension)
    op = "DynamicReshape"
    if len(new_size_bounds) != len(dims_are_dynamic):
        fail(f"{op} has to have the same number of elements in new_sizes ({len(new_size_bounds)}) and "
             f"dims_are_dynamic ({len(dims_are_dynamic)})")
    if len(dim_sizes) != len(new_size_bounds):
        fail(f"{op} takes one dim size per result dimension: {len(dim_sizes)} for {len(new_size_bounds)}")
    for s in dim_sizes:
        if not s.same_dims_and_type(Shape.scalar("s32")):
            fail(f"{op}'s dim size has to be scalar S32, got ({s})")
    result = Shape.array_shape(operand.element_type, tuple(new_size_bounds), None, tuple(dims_are_dynamic))
    if operand.element_count() != result.element_count():
        fail(f"Reshape operation has mismatched element counts: from={operand.element_count()} ({operand}) "
             f"to={result.element_count()} ({result}).")
    return result


define("DynamicReshape", "dynamic_reshape",
       [Arg("operand", OPERAND), Arg("dim_sizes", OPERANDS), Arg("new_size_bounds", "i64s"),
        Arg("dims_are_dynamic", "bools")], _dynamic_reshape,
       "reshapes to runtime sizes dim_sizes (s32 scalars), bounded by new_size_bounds", "indexing",
       lowering_note="stablehlo.dynamic_reshape (its sizes concatenated into a shape tensor)")
