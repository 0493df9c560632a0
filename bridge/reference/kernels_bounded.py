"""Bounded dynamic dimensions (`tensor<?x4xf32, #stablehlo.bounds<8, ?>>`) in the reference.

A value with a dynamic dimension is a numpy array of its actual size (3 rows, not 8 rows of
which 3 count, as XLA keeps it). Most kernels read shapes from the op's types when they are
made, so an op with a dynamic type gets its kernel made again for each combination of actual
operand shapes it meets (cached): the same factory, given the op with those static shapes and
the result shapes this module derives from them, per op, as XLA's dynamic dimension
inference does. Only the ops listed here take dynamic types; any other is refused by name, so
a dynamic program never gets an answer from a kernel that assumed its bounds.
"""
from __future__ import annotations

import copy
import math

import numpy as np
from jaxlib.mlir import ir

from bridge.errors import HloBridgeError, UnsupportedOp

from .. import mlir_attrs as attrs
from ..shape import Shape

# kernels that never look at shapes: they only pass values along (regions are compiled with
# the values' own types, so the ops inside are checked one by one)
_AGNOSTIC = frozenset({"stablehlo.while", "stablehlo.if", "stablehlo.case", "func.call", "stablehlo.tuple",
                       "stablehlo.get_tuple_element", "stablehlo.optimization_barrier"})
_ELEMENTWISE_MODULES = ("kernels_elementwise",)
_ELEMENTWISE_MORE = frozenset({"stablehlo.convert", "stablehlo.reduce_precision"})


def is_dynamic(info) -> bool:
    return any(getattr(t, "dynamic", None) for t in (*info.operand_types, *info.result_types))


def kernel(info, factory):
    """The kernel of an op some of whose types have bounded dynamic dimensions."""
    name = info.name
    if name in _AGNOSTIC:
        return factory(info)
    if name == "stablehlo.set_dimension_size":
        return _set_dimension_size(info)
    if name == "stablehlo.custom_call" and info.attr("call_target_name") is not None:
        padder = _PADDER.get(ir.StringAttr(info.attr("call_target_name")).value)
        if padder is not None:
            return padder(info)
    rule = _RULES.get(name) or (_same_shape if _elementwise(name, factory) else None)
    why = _refused(info) if rule is not None else None
    if rule is None or why:
        kind = next(t for t in (*info.operand_types, *info.result_types) if getattr(t, "dynamic", None))
        raise UnsupportedOp(f"numpy reference does not implement {name} on dynamic dimensions ({_text(kind)})"
                            f"{f': {why}' if why else ''} at {info.loc}")
    for i in range(info.num_regions):   # now: a region compiled while running would outgrow the frame
        info.region(i)
    made: dict = {}

    def run(frame, *args):
        shapes = tuple(np.shape(a) for a in args)
        k = made.get(shapes)
        if k is None:
            results = rule(info, shapes, args)
            for r, t in zip(results, info.result_types):
                _check_fits(r, t, info)
            spec = copy.copy(info)   # (shares the compiled regions)
            spec.operand_types = [_static(t, s) for t, s in zip(info.operand_types, shapes)]
            spec.result_types = [_static(t, s) for t, s in zip(info.result_types, results)]
            k = factory(spec)
            if name != "stablehlo.dynamic_reshape":   # (its result shape is a value)
                made[shapes] = k
        return k(frame, *args)
    return run


def _elementwise(name: str, factory) -> bool:
    return name in _ELEMENTWISE_MORE or factory.__module__.rsplit(".", 1)[-1] in _ELEMENTWISE_MODULES


def _text(t) -> str:
    """XLA's spelling of a parsed type (`f32[<=8,4]`)."""
    return f"{Shape.array_shape(t.name, t.shape, None, t.dynamic)}"


def _static(t, shape):
    if not isinstance(t, attrs.TensorType):
        return t
    return attrs.TensorType(tuple(shape), t.name, t.dtype, t.quant)


def _check_fits(shape, t, info):
    if not isinstance(t, attrs.TensorType):
        return
    dyn = t.dynamic or (False,) * len(t.shape)
    if len(shape) != len(t.shape) or any(s > b if d else s != b for s, b, d in zip(shape, t.shape, dyn)):
        raise HloBridgeError(f"numpy reference: {info.name} at {info.loc} would make shape {list(shape)}, which "
                             f"its type {_text(t)} cannot hold")


# ---- result shapes from the operands' actual shapes (XLA's dynamic dimension inference) ----------

def _same_shape(info, shapes, args):
    rank = len(info.result.shape)
    same = [s for s in shapes if len(s) == rank]
    if any(s != same[0] for s in same):   # (numpy would broadcast a size 1 against n: never silently)
        raise HloBridgeError(f"numpy reference: {info.name} at {info.loc} takes operands of one shape; their "
                             f"dynamic sizes differ: {', '.join(str(list(s)) for s in same)}")
    return [same[0]] * len(info.result_types)


def _transpose(info, shapes, args):
    return [tuple(shapes[0][p] for p in info.ints("permutation"))]


def _reduce(info, shapes, args):
    dims = set(info.ints("dimensions"))
    n = len(info.result_types)
    if any(s != shapes[0] for s in shapes[:n]):
        raise HloBridgeError(f"numpy reference: {info.name} at {info.loc} reduces inputs whose dynamic sizes differ")
    return [tuple(d for i, d in enumerate(shapes[0]) if i not in dims)] * n


def _dot_general(info, shapes, args):
    from jaxlib.mlir.dialects import stablehlo
    dn = stablehlo.DotDimensionNumbers(info.attr("dot_dimension_numbers"))
    lhs, rhs = shapes[0], shapes[1]
    lb, rb = dn.lhs_batching_dimensions, dn.rhs_batching_dimensions
    lc, rc = dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions
    if [lhs[d] for d in (*lb, *lc)] != [rhs[d] for d in (*rb, *rc)]:
        raise HloBridgeError(f"numpy reference: {info.name} at {info.loc}: the dynamic sizes of its batching or "
                             f"contracting dimensions differ ({list(lhs)} and {list(rhs)})")
    return [tuple([lhs[d] for d in lb] + [lhs[d] for d in range(len(lhs)) if d not in lb and d not in lc]
                  + [rhs[d] for d in range(len(rhs)) if d not in rb and d not in rc])]


def _concatenate(info, shapes, args):
    dim = info.scalar("dimension")
    out = list(shapes[0])
    out[dim] = sum(s[dim] for s in shapes)
    return [tuple(out)]


def _broadcast_in_dim(info, shapes, args):
    out = list(info.result.shape)
    for i, d in enumerate(info.ints("broadcast_dimensions")):
        if info.result.dynamic and info.result.dynamic[d]:
            out[d] = shapes[0][i]
    return [tuple(out)]


def _scalar(info, shapes, args):
    return [()]


def _reshape(info, shapes, args):
    t = info.result
    dyn = [d for d in range(len(t.shape)) if t.dynamic and t.dynamic[d]]
    out = list(t.shape)
    if dyn:
        rest = math.prod(s for d, s in enumerate(t.shape) if d != dyn[0])
        out[dyn[0]] = math.prod(shapes[0]) // rest if rest else 0
    return [tuple(out)]


def _dynamic_reshape(info, shapes, args):
    return [tuple(int(v) for v in np.asarray(args[1]).reshape(-1))]


def _dynamic_kept_whole(info, shapes, args):
    """A slice or pad that leaves each dynamic dimension as it is (_refused checks it): the
    operand's size there, the result type's elsewhere."""
    return [tuple(shapes[0][d] if _dyn(info.operand_types[0], d) else s for d, s in enumerate(info.result.shape))]


def _dyn(t, d) -> bool:
    return bool(t.dynamic and t.dynamic[d])


_RULES = {
    "stablehlo.transpose": _transpose, "stablehlo.reduce": _reduce, "stablehlo.dot_general": _dot_general,
    "stablehlo.concatenate": _concatenate, "stablehlo.broadcast_in_dim": _broadcast_in_dim,
    "stablehlo.get_dimension_size": _scalar, "stablehlo.reshape": _reshape,
    "stablehlo.dynamic_reshape": _dynamic_reshape, "stablehlo.slice": _dynamic_kept_whole,
    "stablehlo.pad": _dynamic_kept_whole,
    "stablehlo.reverse": _same_shape, "stablehlo.sort": _same_shape,
}


def _refused(info) -> str | None:
    """Why this op's use of dynamic dimensions has no rule here (None: it has one)."""
    name, t = info.name, info.operand_types[0] if info.operand_types else None
    if name == "stablehlo.reshape" and sum(bool(x) for x in (info.result.dynamic or ())) > 1:
        return "a reshape to more than one dynamic dimension"
    if name == "stablehlo.slice":
        starts, limits, strides = info.ints("start_indices"), info.ints("limit_indices"), info.ints("strides")
        if any(_dyn(t, d) and (starts[d], limits[d], strides[d]) != (0, t.shape[d], 1) for d in range(len(t.shape))):
            return "a slice of part of a dynamic dimension"
    if name == "stablehlo.pad":
        lo, hi, inner = info.ints("edge_padding_low"), info.ints("edge_padding_high"), info.ints("interior_padding")
        if any(_dyn(t, d) and (lo[d], hi[d], inner[d]) != (0, 0, 0) for d in range(len(t.shape))):
            return "padding along a dynamic dimension"
    if name == "stablehlo.broadcast_in_dim" and info.result.dynamic:
        mapped = set(info.ints("broadcast_dimensions"))
        if any(dyn and d not in mapped for d, dyn in enumerate(info.result.dynamic)):
            return "a dynamic dimension no operand dimension gives"
    return None


def _set_dimension_size(info):
    """The first `size` elements along the dimension (the dimension holds at least that many)."""
    dim = info.scalar("dimension")
    bound = info.result.shape[dim]

    def run(frame, x, size):
        n = int(size)
        if not 0 <= n <= x.shape[dim]:
            raise HloBridgeError(f"numpy reference: set_dimension_size at {info.loc}: size {n} is outside the "
                                 f"{x.shape[dim]} elements dimension {dim} holds (bound {bound})")
        index = [slice(None)] * x.ndim
        index[dim] = slice(0, n)
        return x[tuple(index)]
    return run


# ---- XLA's dynamic padder's custom calls (bridge/runtime/dynamic_padder.py makes them StableHLO
# for XLA:CPU; the buffer past the sizes is zeros in both) -------------------------------------

def _pad_to_static(info):
    """(the value padded with zeros to its bounds, the size of each dimension)."""
    types = info.result_types[0] if len(info.result_types) == 1 else info.result_types
    buffer_t, as_tuple = types[0], len(info.result_types) == 1
    value_t = info.operand_types[0]
    if tuple(buffer_t.shape) != tuple(value_t.shape) or len(types) != 1 + len(value_t.shape):
        raise HloBridgeError(f"numpy reference: PadToStatic at {info.loc}: its buffer {_text(buffer_t)} is not its "
                             f"value {_text(value_t)} at its bounds with one size per dimension")

    def run(frame, x):
        out = np.zeros(buffer_t.shape, buffer_t.dtype)
        out[tuple(slice(0, n) for n in x.shape)] = x
        values = [out] + [np.array(n, np.int32) for n in x.shape]
        return tuple(values) if as_tuple else values
    return run


def _slice_to_dynamic(info):
    """The buffer's first `size` elements along each dynamic dimension of the result."""
    t = info.result

    def run(frame, buffer, *sizes):   # (a static dimension's size is not read, as XLA's)
        index = tuple(slice(0, int(n)) if _dyn(t, d) else slice(None) for d, n in enumerate(sizes))
        if any(_dyn(t, d) and not 0 <= int(n) <= b for d, (n, b) in enumerate(zip(sizes, buffer.shape))):
            raise HloBridgeError(f"numpy reference: SliceToDynamic at {info.loc}: sizes {[int(n) for n in sizes]} "
                                 f"do not fit the buffer {list(buffer.shape)}")
        return buffer[index]
    return run


_PADDER = {"PadToStatic": _pad_to_static, "SliceToDynamic": _slice_to_dynamic}
