"""Reference kernels for the foundation xla-dialect ops (ops_elementwise, ops_shape,
ops_structure), evaluated before any lowering.

They reuse the StableHLO kernels' numpy code (`unary_fn`, `binary_fn`, `reduce_fn`,
`dot_general_fn` ...) and add what only the xla dialect has: XLA's implicit
broadcasting of binary ops (`broadcast_dimensions`, degenerate size-1 dims, scalars),
Collapse, Dot, the two Reshape forms, tuples and called computations whose tuple
results come back flat.
"""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from dialect_defs import OPS
from dialect_defs.ops_elementwise import compare_type
from dialect_defs.rules import operand_broadcast_dims

from .. import mlir_attrs as attrs
from ..mlir_module import function_of
from .kernels_chlo import chlo_kernel
from .kernels_elementwise import binary_fn, clamp_fn, compare_fn, complex_fn, unary_fn
from .kernels_linalg import dot_general_fn
from .kernels_misc import bitcast_fn, convert_array
from .kernels_reduce import fast_ufunc_of_op, operands_as_results, reduce_fn
from .kernels_shape import broadcast_in_dim_fn, iota_value, pad_array
from .xla_registry import computation_single_op, restructure, xla_kernel


def _names(family: str) -> list[str]:
    return [d.name for d in OPS.values() if d.family == family]


# ------------------------------------------------------------ element-wise

@xla_kernel(*_names("unary"))
def _unary(info, a):
    target = a.d.lowers_to
    if target.startswith("chlo."):
        return chlo_kernel(info, target)
    name = info.operand_types[0].name
    run = unary_fn(target.split(".", 1)[1], name, info.result.dtype)
    if run is None:
        raise info.unsupported(f"element type {name}")
    return run


def _implicit_broadcast(info, a, run):
    """Wrap run(frame, x, y) with XLA's binary-op broadcasting to the result shape.

    An operand of lower rank is placed by broadcast_dimensions (a reshape: the
    dimensions are increasing); size-1 dimensions then broadcast with numpy's rules.
    """
    out = tuple(info.result.shape)
    bd = tuple(a["broadcast_dimensions"] or ())
    views = []
    for t in info.operand_types[:2]:
        dims = operand_broadcast_dims(SimpleNamespace(rank=len(t.shape)), len(out), bd)
        mid = [1] * len(out)
        for i, d in enumerate(dims):
            mid[d] = t.shape[i]
        views.append(None if tuple(mid) == tuple(t.shape) else tuple(mid))
    lv, rv = views
    if lv is None and rv is None and all(tuple(t.shape) == out for t in info.operand_types[:2]):
        return run

    def wrapped(frame, x, y):
        if lv is not None:
            x = np.reshape(x, lv)
        if rv is not None:
            y = np.reshape(y, rv)
        r = run(frame, x, y)
        return r if r.shape == out else np.broadcast_to(r, out)
    return wrapped


@xla_kernel(*_names("binary"))
def _binary(info, a):
    name = info.operand_types[0].name
    if a.d.name == "Complex":
        run = complex_fn(info.result.dtype)
    else:
        run = binary_fn(a.d.lowers_to.split(".", 1)[1], name, info.result.dtype)
    if run is None:
        raise info.unsupported(f"element type {name}")
    return _implicit_broadcast(info, a, run)


@xla_kernel(*_names("compare"))
def _compare(info, a):
    name = info.operand_types[0].name
    run = compare_fn(a.d.direction, compare_type(name, a.d.total_order), name)
    return _implicit_broadcast(info, a, run)


@xla_kernel("Select")
def _select(info, a):
    out_dt = info.result.dtype

    def run(frame, pred, on_true, on_false):
        r = np.where(pred, on_true, on_false)
        return r if r.dtype == out_dt else r.astype(out_dt)
    return run


@xla_kernel("Clamp")
def _clamp(info, a):
    return clamp_fn(info.operand_types[1].name, info.result.dtype)


@xla_kernel("ConvertElementType")
def _convert(info, a):
    src, dst = info.operand_types[0].name, info.result.name
    if src == dst:
        return lambda frame, x: x
    return lambda frame, x: convert_array(x, src, dst)


@xla_kernel("BitcastConvertType")
def _bitcast(info, a):
    run = bitcast_fn(info.operand_types[0], info.result)
    if run is None:
        raise info.unsupported(f"bitcast between {info.operand_types[0].name} and {info.result.name}")
    return run


# ------------------------------------------------------------ shapes

@xla_kernel("Iota")
def _iota(info, a):
    value = iota_value(info.result, a["iota_dimension"])
    return lambda frame: value


@xla_kernel("Broadcast")
def _broadcast(info, a):
    shape = tuple(info.result.shape)
    return lambda frame, x: np.broadcast_to(x, shape)


@xla_kernel("BroadcastInDim")
def _broadcast_in_dim(info, a):
    return broadcast_in_dim_fn(info.operand_types[0].shape, a["broadcast_dimensions"], info.result.shape)


@xla_kernel("Reshape")
def _reshape(info, a):
    shape = tuple(info.result.shape)
    # Reshape(operand, dimensions, new_sizes) transposes by `dimensions` first; the
    # two-argument form Reshape(operand, new_sizes) stores new_sizes as `dimensions`.
    perm = tuple(a["dimensions"]) if a["new_sizes"] is not None else None
    if perm is not None and perm != tuple(range(len(perm))):
        return lambda frame, x: np.reshape(np.transpose(x, perm), shape)
    return lambda frame, x: np.reshape(x, shape)


@xla_kernel("Collapse")
def _collapse(info, a):
    shape = tuple(info.result.shape)
    return lambda frame, x: np.reshape(x, shape)


@xla_kernel("Transpose")
def _transpose(info, a):
    perm = tuple(a["permutation"])
    return lambda frame, x: np.transpose(x, perm)


@xla_kernel("Rev")
def _rev(info, a):
    dims = tuple(a["dimensions"])
    if not dims:
        return lambda frame, x: x
    return lambda frame, x: np.flip(x, axis=dims)


@xla_kernel("Slice")
def _slice(info, a):
    start, limit = a["start_indices"], a["limit_indices"]
    strides = a["strides"] or (1,) * len(start)
    idx = tuple(slice(s, l, st) for s, l, st in zip(start, limit, strides))
    return lambda frame, x: np.asarray(x)[idx]


@xla_kernel("ConcatInDim")
def _concat(info, a):
    dim = a["dimension"]
    out_dt = info.result.dtype
    return lambda frame, *xs: np.concatenate(xs, axis=dim).astype(out_dt, copy=False)


@xla_kernel("Pad")
def _pad(info, a):
    cfg = list(a["padding_config"])
    lo, hi, interior = [c[0] for c in cfg], [c[1] for c in cfg], [c[2] for c in cfg]
    out_dt = info.result.dtype
    return lambda frame, x, pv: pad_array(np.asarray(x), pv, lo, hi, interior, out_dt)


# ------------------------------------------------------------ structure

@xla_kernel("Parameter")
def _parameter(info, a):
    # Builder programs make parameters function arguments; a hand-written module may
    # still spell one as an op: it reads argument `parameter_number` of its function.
    n = a["parameter_number"]
    func_op = function_of(info.op)
    args = list(func_op.regions[0].blocks[0].arguments) if func_op is not None else []
    if not 0 <= n < len(args):
        raise info.unsupported(f"parameter_number {n} but the function has {len(args)} arguments")
    slot = info.compiler._slot(args[n])
    return lambda frame: frame.env[slot]


@xla_kernel("Constant")
def _constant(info, a):
    value = attrs.dense_value(info.op, "value", info.result)
    value.setflags(write=False)
    return lambda frame: value


@xla_kernel("Tuple")
def _tuple(info, a):
    return lambda frame, *xs: tuple(xs)


@xla_kernel("GetTupleElement")
def _gte(info, a):
    index = a["index"]
    return lambda frame, t: t[index]


def _call_kernel(info, a):
    call = a.computation("computation")
    t = info.result_types[0] if len(info.result_types) == 1 else tuple(info.result_types)
    if isinstance(t, tuple):
        return lambda frame, *xs: restructure(t, call(frame, *xs))
    return lambda frame, *xs: call(frame, *xs)[0]


xla_kernel("Call")(_call_kernel)
xla_kernel("CompositeCall")(_call_kernel)  # the decomposition is the computation


@xla_kernel("Reduce")
def _reduce(info, a):
    n = len(info.operand_types) // 2
    t = info.result_types[0]
    out_types = list(t) if isinstance(t, tuple) else [t]
    in_t = info.operand_types[0]
    if not a["dimensions"]:
        return operands_as_results([t.dtype for t in out_types], tuple)
    uf = None
    if n == 1:
        uf = fast_ufunc_of_op(computation_single_op(info, "computation"), in_t.name)
    run = reduce_fn(in_t, out_types, tuple(a["dimensions"]), a.computation("computation"), uf)
    if n == 1:
        return run
    return lambda frame, *xs: tuple(run(frame, *xs))


@xla_kernel("Dot")
def _dot(info, a):
    ls, rs = info.operand_types[0].shape, info.operand_types[1].shape
    return dot_general_fn((), (), (len(ls) - 1,), (0,), ls, rs, info.result)


@xla_kernel("DotGeneral")
def _dot_general(info, a):
    dn = a["dimension_numbers"]
    return dot_general_fn(dn.lhs_batch_dimensions, dn.rhs_batch_dimensions, dn.lhs_contracting_dimensions,
                          dn.rhs_contracting_dimensions, info.operand_types[0].shape,
                          info.operand_types[1].shape, info.result)
