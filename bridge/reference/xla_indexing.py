"""numpy kernels for the xla indexing ops: Gather, Scatter, DynamicSlice, DynamicUpdateSlice,
GetDimensionSize, SetDimensionSize, DynamicReshape (the reference has static shapes: the last
two run where the sizes are the bounds, the only case their types can say).

Gather is stablehlo.gather's kernel (kernels_gather.gather_fn) on the xla op's dimension
numbers; Scatter follows the StableHLO spec's index formulas literally (batching
dimensions included), vectorized over the whole update index space.
"""
from __future__ import annotations

import numpy as np

from bridge.errors import HloBridgeError

from .kernels_elementwise import compute_dtype
from .kernels_gather import batch_axis, normalize_indices, gather_fn
from .kernels_shape import clamped_starts, updatable
from .xla_registry import single_op_ufunc, xla_kernel


def operand_indices(operand_shape, indices, ivd, index_map, window_index, scatter_index,
                    batching, excluded):
    """Per operand dimension, the index arrays: full_start + full_batching + full_window.

    window_index: index arrays of the window (offset) dimensions, in operand order of the
    dimensions not in `excluded`; scatter_index: index arrays of the batch (scatter) dims.
    """
    start = normalize_indices(indices, ivd)[tuple(scatter_index)]   # (..., K) at each batch index
    shape = np.broadcast_shapes(*[np.shape(x) for x in list(window_index) + list(scatter_index)]) \
        if (window_index or scatter_index) else ()
    window_dims = [d for d in range(len(operand_shape)) if d not in excluded]
    out = []
    for d in range(len(operand_shape)):
        idx = np.zeros(shape, np.int64)
        if d in index_map:
            idx = idx + start[..., index_map.index(d)]
        for od, sd in zip(*batching):
            if d == od:
                idx = idx + scatter_index[batch_axis(sd, ivd)]
        if d in window_dims:
            idx = idx + window_index[window_dims.index(d)]
        out.append(idx)
    return out


@xla_kernel("Gather")
def _gather(info, a):
    sizes = a["slice_sizes"]   # (the xla dimension numbers carry stablehlo's field names)
    fn = gather_fn(a["dimension_numbers"], info.operand_types[0].shape, len(info.result_types[0].shape))
    return lambda frame, operand, indices: fn(operand, indices, sizes)


@xla_kernel("Scatter")
def _scatter(info, a):
    dn = a["dimension_numbers"]
    update = a.computation("update_computation")
    types = info.operand_types
    n = (len(types) - 1) // 2
    op_shape, upd_shape = types[0].shape, types[n + 1].shape
    scatter_dims = [d for d in range(len(upd_shape)) if d not in dn.update_window_dims]
    excluded = set(dn.inserted_window_dims) | set(dn.input_batching_dims)
    uf = single_op_ufunc(info, "update_computation", types[0].name) if n == 1 else None
    # sums and products in the element type, one rounding per update (as the computation would)
    udt = None if uf is None else types[0].dtype if uf in (np.add, np.multiply) else compute_dtype(types[0].name)

    def run(frame, *args):
        # (C order: the flat views below are views, the writes land in the result)
        outs = [np.array(x, dtype=t.dtype, copy=True, order="C") for x, t in zip(args[:n], types)]
        ups = [np.asarray(u).reshape(-1) for u in args[n + 1:]]
        u = np.indices(upd_shape, sparse=True) if upd_shape else []
        idx = operand_indices(op_shape, args[n], dn.index_vector_dim, list(dn.scatter_dims_to_operand_dims),
                              [u[d] for d in dn.update_window_dims], [u[d] for d in scatter_dims],
                              (dn.input_batching_dims, dn.scatter_indices_batching_dims), excluded)
        idx = [np.broadcast_to(i, upd_shape).reshape(-1) for i in idx]
        valid = np.ones(ups[0].shape, bool)
        for i, bound in zip(idx, op_shape):
            valid &= (i >= 0) & (i < bound)   # an update outside the operand is skipped
        target = np.ravel_multi_index(tuple(i[valid] for i in idx), op_shape) if op_shape else \
            np.zeros(int(valid.sum()), np.int64)
        ups = [x[valid] for x in ups]
        if uf is not None:   # a one-op computation: numpy applies every update in order at once
            acc = outs[0].astype(udt, copy=False)
            uf.at(acc.reshape(-1), target, ups[0].astype(udt, copy=False))
            return acc.astype(types[0].dtype, copy=False)
        # Updates of one position apply in update order; each round applies at most one
        # update per position, so a round is one call of the computation on whole arrays.
        order = np.argsort(target, kind="stable")
        sorted_t = target[order]
        first = np.searchsorted(sorted_t, sorted_t, side="left")
        rank = np.empty_like(order)
        rank[order] = np.arange(order.size) - first
        for r in range(int(rank.max()) + 1 if rank.size else 0):
            sel = rank == r
            pos = target[sel]
            current = [o.reshape(-1)[pos] for o in outs]
            new = update(frame, *current, *[x[sel] for x in ups])
            for o, v in zip(outs, new):
                o.reshape(-1)[pos] = np.broadcast_to(np.asarray(v), pos.shape)
        return outs[0] if n == 1 else tuple(outs)
    return run


def _starts(start_indices):
    """One rank-1 index array or one scalar per dimension -> a list of ints."""
    if len(start_indices) == 1 and np.ndim(start_indices[0]) == 1:
        return [int(s) for s in np.asarray(start_indices[0])]
    return [int(s) for s in start_indices]


@xla_kernel("DynamicSlice")
def _dynamic_slice(info, a):
    sizes = a["size_indices"]
    shape = info.operand_types[0].shape

    def run(frame, x, *start_indices):
        st = clamped_starts(_starts(start_indices), shape, sizes)
        return np.asarray(x)[tuple(slice(s, s + n) for s, n in zip(st, sizes))]
    return run


@xla_kernel("DynamicUpdateSlice")
def _dynamic_update_slice(info, a):
    shape, sizes = info.operand_types[0].shape, info.operand_types[1].shape

    def run(frame, x, update, *start_indices):
        st = clamped_starts(_starts(start_indices), shape, sizes)
        out = updatable(frame, x)
        out[tuple(slice(s, s + n) for s, n in zip(st, sizes))] = update
        return out
    return run


@xla_kernel("GetDimensionSize")
def _get_dimension_size(info, a):
    value = np.array(info.operand_types[0].shape[a["dimension"]], np.int32)
    return lambda frame, x: value


@xla_kernel("SetDimensionSize")
def _set_dimension_size(info, a):
    dim = a["dimension"]
    bound = info.operand_types[0].shape[dim]

    def run(frame, x, size):
        if int(size) != bound:
            raise HloBridgeError(f"SetDimensionSize: size {int(size)} differs from the static bound {bound} of "
                                 f"dimension {dim} (the numpy reference has static shapes only)")
        return x
    return run


@xla_kernel("DynamicReshape")
def _dynamic_reshape(info, a):
    bounds = tuple(a["new_size_bounds"])

    def run(frame, x, *sizes):
        got = tuple(int(s) for s in sizes)
        if got != bounds:
            raise HloBridgeError(f"DynamicReshape: sizes {list(got)} differ from the static bounds {list(bounds)} "
                                 "(the numpy reference has static shapes only)")
        return np.reshape(x, bounds)
    return run
