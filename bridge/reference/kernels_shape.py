"""Data-movement ops: iota, broadcast_in_dim, reshape, transpose, reverse, slice,
concatenate, pad, dynamic_slice, dynamic_update_slice, get_dimension_size."""
from __future__ import annotations

import numpy as np

from .. import mlir_attrs as attrs
from .kernel_registry import register


def iota_value(t, dim: int) -> np.ndarray:
    """The (read-only) iota of tensor type t along dim."""
    shape = [1] * len(t.shape)
    shape[dim] = t.shape[dim]
    value = np.broadcast_to(np.arange(t.shape[dim]).reshape(shape), t.shape).astype(t.dtype)
    value.setflags(write=False)
    return value


@register("stablehlo.iota")
def _iota(info):
    value = iota_value(info.result, info.scalar("iota_dimension"))
    return lambda frame: value


@register("stablehlo.broadcast_in_dim")
def _broadcast_in_dim(info):
    return broadcast_in_dim_fn(info.operand_types[0].shape, info.ints("broadcast_dimensions"),
                               info.result.shape)


def broadcast_in_dim_fn(in_shape, dims, out):
    """run(frame, x): operand dimension i goes to output dimension dims[i] (a view, no copy)."""
    order = sorted(range(len(dims)), key=lambda i: dims[i])
    need_transpose = order != list(range(len(dims)))
    mid = [1] * len(out)
    for i, d in enumerate(dims):
        mid[d] = in_shape[i]
    out, mid = tuple(out), tuple(mid)
    if tuple(in_shape) == out and not need_transpose:
        return _identity
    if mid == out and not need_transpose:   # only dimensions of size 1 added: a reshape (a view)
        return lambda frame, x: x.reshape(out) if type(x) is np.ndarray else np.reshape(x, out)
    if int(np.prod(out, dtype=np.int64)) > _COPY_BELOW:
        def run(frame, x):
            if need_transpose:
                x = np.transpose(x, order)
            return np.broadcast_to(np.reshape(x, mid), out)
        return run

    def run(frame, x):   # small: a fresh array costs less than np.broadcast_to's view (~6 us)
        if need_transpose:
            x = np.transpose(x, order)
        x = np.asarray(x).reshape(mid)
        r = np.empty(out, x.dtype)
        r[...] = x
        return r
    return run


# broadcast_in_dim results up to this many elements are materialized (loop bodies run many small ones)
_COPY_BELOW = 8192


def _identity(frame, x):
    """A shape op that leaves its operand's shape as it is: also what it is in a region the
    reference evaluates on whole arrays at once (a sort comparator written by XLA's importer
    reshapes its scalars to scalars)."""
    return x


@register("stablehlo.reshape")
def _reshape(info):
    shape = info.result.shape
    if tuple(info.operand_types[0].shape) == tuple(shape):
        return _identity
    # (the method: np.reshape's dispatch costs more than the reshape of a small array)
    return lambda frame, x: x.reshape(shape) if type(x) is np.ndarray else np.reshape(x, shape)


@register("stablehlo.transpose")
def _transpose(info):
    perm = info.ints("permutation")
    if list(perm) == list(range(len(perm))):
        return _identity
    return lambda frame, x: x.transpose(perm) if type(x) is np.ndarray else np.transpose(x, perm)


@register("stablehlo.reverse")
def _reverse(info):
    dims = info.ints("dimensions")
    if not dims:
        return lambda frame, x: x
    return lambda frame, x: np.flip(x, axis=dims)


@register("stablehlo.slice")
def _slice(info):
    start = info.ints("start_indices")
    limit = info.ints("limit_indices")
    strides = info.ints("strides") or (1,) * len(start)
    idx = tuple(slice(s, l, st) for s, l, st in zip(start, limit, strides))
    return lambda frame, x: np.asarray(x)[idx]


@register("stablehlo.concatenate")
def _concatenate(info):
    dim = info.scalar("dimension")
    out_dt = info.result.dtype
    return lambda frame, *xs: np.concatenate(xs, axis=dim).astype(out_dt, copy=False)


def pad_array(x, value, lows, highs, interior, dtype) -> np.ndarray:
    """stablehlo.pad: `interior` fill between elements and the positive edge padding first,
    then negative edge padding crops."""
    inner = [n + max(n - 1, 0) * it for n, it in zip(x.shape, interior)]
    full = [max(l, 0) + n + max(h, 0) for l, n, h in zip(lows, inner, highs)]
    buf = np.full(full, value, dtype=dtype)
    buf[tuple(slice(max(l, 0), max(l, 0) + n, it + 1) for l, n, it in zip(lows, inner, interior))] = x
    return buf[tuple(slice(max(-l, 0), f - max(-h, 0)) for l, h, f in zip(lows, highs, full))]


@register("stablehlo.pad")
def _pad(info):
    lo, hi = info.ints("edge_padding_low"), info.ints("edge_padding_high")
    interior, dtype = info.ints("interior_padding"), info.result.dtype
    return lambda frame, x, pv: pad_array(np.asarray(x), pv, lo, hi, interior, dtype)


def _clamp(s, hi: int) -> int:
    """The spec's clamp(0, start, dim - size) of one start, `hi` = dim - size (plain Python:
    loop bodies call this at every step, and min/max over 0-d arrays cost more than the slicing)."""
    s = s.item() if type(s) is np.ndarray else int(s)
    return 0 if s < 0 else hi if s > hi else s


def clamped_starts(starts, operand_shape, sizes):
    """The spec's clamp(0, start, dim - size) per dimension."""
    return tuple(_clamp(s, d - n) for s, d, n in zip(starts, operand_shape, sizes))


def window_fn(info, first: int, shape, sizes):
    """index(starts) -> the tuple of slices a dynamic_slice / dynamic_update_slice reads or
    writes, its start operands from `first` on clamped as the spec says. Starts that constants
    give (jax's `dynamic_index_in_dim`: all but one) are clamped once, here: loop bodies
    index at every step."""
    fixed: list = []
    moving = []
    for k, (v, d, n) in enumerate(zip(list(info.op.operands)[first:], shape, sizes)):
        c = attrs.constant_int(v)
        if c is None:
            fixed.append(None)
            moving.append((k, d - n, n))
        else:
            c = _clamp(c, d - n)
            fixed.append(slice(c, c + n))
    if not moving:
        whole = tuple(fixed)
        return lambda starts: whole

    def index(starts):
        out = list(fixed)
        for k, hi, n in moving:
            s = _clamp(starts[k], hi)
            out[k] = slice(s, s + n)
        return tuple(out)
    return index


@register("stablehlo.dynamic_slice")
def _dynamic_slice(info):
    index = window_fn(info, 1, info.operand_types[0].shape, info.ints("slice_sizes"))

    def run(frame, x, *starts):
        return np.asarray(x)[index(starts)]
    return run


@register("stablehlo.dynamic_update_slice")
def _dynamic_update_slice(info):
    index = window_fn(info, 2, info.operand_types[0].shape, info.operand_types[1].shape)

    def run(frame, x, update, *starts):
        out = updatable(frame, x)
        out[index(starts)] = update
        return out
    return run


def updatable(frame, x) -> np.ndarray:
    """x itself when it is a loop's own buffer, used by this update alone
    (kernels_control.loop_owning), else a copy: what a dynamic_update_slice writes into."""
    owned = frame.run.owned
    return x if owned and owned.get(id(x)) is x else np.array(x, copy=True)


@register("stablehlo.get_dimension_size")
def _get_dimension_size(info):
    dim = info.scalar("dimension")
    value = np.array(info.operand_types[0].shape[dim], dtype=info.result.dtype)
    return lambda frame, x: value
