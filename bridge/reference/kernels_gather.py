"""gather and scatter, vectorized with numpy advanced indexing."""
from __future__ import annotations

import numpy as np
from jaxlib.mlir.dialects import stablehlo

from .kernels_elementwise import compute_dtype
from .kernels_reduce import fast_ufunc
from .kernel_registry import register


def normalize_indices(indices, ivd):
    """start indices -> (batch..., K) int32 or int64 (int32 ones stay: every index array made from
    them is then half the size), with index_vector_dim moved last."""
    si = np.asarray(indices)
    if si.dtype != np.int32:
        si = si.astype(np.int64)
    if ivd == si.ndim:
        return si[..., None]
    return np.moveaxis(si, ivd, -1)


def _iota_at(n: int, axis: int, rank: int, dtype=np.int64) -> np.ndarray:
    """0..n-1 along `axis` of a rank-`rank` array of ones elsewhere (for broadcast indexing)."""
    return np.arange(n, dtype=dtype).reshape([n if k == axis else 1 for k in range(rank)])


def batch_axis(d_start, ivd):
    return d_start if d_start < ivd else d_start - 1


def gather_fn(dn, op_shape, out_rank):
    """gather(operand, indices, slice_sizes) for StableHLO gather dimension numbers `dn`."""
    offset_dims = list(dn.offset_dims)
    collapsed = list(dn.collapsed_slice_dims)
    obd = list(dn.operand_batching_dims)
    sibd = list(dn.start_indices_batching_dims)
    sim = list(dn.start_index_map)
    ivd = dn.index_vector_dim
    rank = len(op_shape)
    squeeze = sorted(collapsed + obd)

    def out_perm(nb):
        perm, b = [], 0
        for r in range(out_rank):
            if r in offset_dims:
                perm.append(nb + offset_dims.index(r))
            else:
                perm.append(b)
                b += 1
        return perm

    def rows(operand, si, sizes):
        """Fast path: whole slices except size-1 collapsed index dims (row lookups)."""
        rest = [d for d in range(rank) if d not in sim]
        x = np.transpose(np.asarray(operand), sim + rest) if sim != list(range(len(sim))) else np.asarray(operand)
        idx = tuple(np.clip(si[..., k], 0, op_shape[d] - 1) for k, d in enumerate(sim))
        return x[idx]

    def gather(operand, indices, sizes):
        si = normalize_indices(indices, ivd)
        batch_shape = si.shape[:-1]
        nb = len(batch_shape)
        if not obd and all(sizes[d] == 1 and d in collapsed for d in sim) and \
                all(sizes[d] == op_shape[d] for d in range(rank) if d not in sim) and sorted(collapsed) == sorted(sim):
            g = rows(operand, si, sizes)
        else:
            # int32 when every position fits: a start is clipped to n - size, the offset is < size
            if max(op_shape, default=0) >= 2 ** 31:
                si = si.astype(np.int64, copy=False)
            it = si.dtype
            idx = []
            for d in range(rank):
                if d in sim:
                    k = sim.index(d)
                    start = np.clip(si[..., k], 0, op_shape[d] - sizes[d])
                elif d in obd:
                    ax = batch_axis(sibd[obd.index(d)], ivd)
                    start = _iota_at(batch_shape[ax], ax, nb, it)
                else:
                    start = np.zeros((1,) * nb, it)
                start = start.reshape(start.shape + (1,) * rank)
                idx.append(start + _iota_at(sizes[d], nb + d, nb + rank, it))
            g = np.asarray(operand)[tuple(idx)]
            g = g.reshape(g.shape[:nb] + tuple(s for d, s in enumerate(g.shape[nb:]) if d not in squeeze))
        if g.ndim != out_rank or g.shape[:nb] != batch_shape:   # an empty index vector: no index
            offsets = g.shape[g.ndim - (out_rank - nb):]         # varies, every position takes the slice at 0
            g = np.array(np.broadcast_to(g.reshape(offsets), batch_shape + offsets))
        perm = out_perm(nb)
        return g if perm == list(range(len(perm))) else np.transpose(g, perm)
    return gather


@register("stablehlo.gather")
def _gather(info):
    dn = stablehlo.GatherDimensionNumbers(info.attr("dimension_numbers"))
    sizes = info.ints("slice_sizes")
    fn = gather_fn(dn, info.operand_types[0].shape, len(info.result.shape))
    return lambda frame, operand, indices: fn(operand, indices, sizes)


def _is_replace(info, n):
    """The update computation returns its update arguments unchanged."""
    block = info.op.regions[0].blocks[0]
    ops = list(block.operations)
    if len(ops) != 1:
        return False
    args = list(block.arguments)
    rets = list(ops[0].operation.operands)
    return len(rets) == n and all(r == a for r, a in zip(rets, args[n:]))


@register("stablehlo.scatter")
def _scatter(info):
    dn = stablehlo.ScatterDimensionNumbers(info.attr("scatter_dimension_numbers"))
    uwd = list(dn.update_window_dims)
    iwd = list(dn.inserted_window_dims)
    ibd = list(dn.input_batching_dims)
    sibd = list(dn.scatter_indices_batching_dims)
    sdod = list(dn.scattered_dims_to_operand_dims)
    ivd = dn.index_vector_dim
    n = len(info.result_types)
    op_shape = info.operand_types[0].shape
    rank = len(op_shape)
    out_types = info.result_types
    upd_rank = len(info.operand_types[n + 1].shape)
    usd = [d for d in range(upd_rank) if d not in uwd]
    window_operand_dims = [d for d in range(rank) if d not in iwd and d not in ibd]
    body = info.region(0)
    uf = fast_ufunc(info, 0, info.operand_types[0].name) if n == 1 else None
    replace = _is_replace(info, n)
    cdt = compute_dtype(info.operand_types[0].name)

    def run(frame, *args):
        inputs = [np.asarray(a) for a in args[:n]]
        si = normalize_indices(args[n], ivd)
        ups = [np.transpose(np.asarray(u), usd + uwd) for u in args[n + 1:]]
        sb = ups[0].shape[:len(usd)]
        wshape = ups[0].shape[len(usd):]
        nb, nw = len(sb), len(wshape)
        full = sb + wshape
        shape = op_shape if rank else (1,)   # (rank 0: every update goes to the one element)
        inputs = inputs if rank else [x.reshape(1) for x in inputs]
        # one flat operand index per update element, and whether it is in bounds, made on the
        # broadcastable starts (ufunc.at with one index array is ~3x faster than with a tuple)
        flat, valid = np.zeros((1,) * (nb + nw), np.int64), True
        for d in range(rank):
            if d in sdod:
                start = si[..., sdod.index(d)]
            elif d in ibd:
                ax = batch_axis(sibd[ibd.index(d)], ivd)
                start = _iota_at(sb[ax], ax, nb)
            else:
                start = np.zeros((1,) * nb, np.int64)
            start = start.reshape(start.shape + (1,) * nw)
            if d in window_operand_dims:
                wa = window_operand_dims.index(d)
                start = start + _iota_at(wshape[wa], nb + wa, nb + nw)
            flat = flat + start.astype(np.int64) * int(np.prod(shape[d + 1:], dtype=np.int64))
            valid = valid & (start >= 0) & (start < shape[d])
        flat = np.broadcast_to(flat, full).reshape(-1)
        flat_ups = [u.reshape(-1) for u in ups]
        if valid is not True and not np.all(valid):
            valid = np.broadcast_to(valid, full).reshape(-1)
            flat, flat_ups = flat[valid], [u[valid] for u in flat_ups]
        if replace:
            outs = [x.copy(order="C") for x in inputs]
            for o, u, t in zip(outs, flat_ups, out_types):
                o.reshape(-1)[flat] = u.astype(t.dtype)
        elif uf is not None:
            # sums and products in the element type, one rounding per update as the spec's
            # update_computation (and XLA:CPU) does: bf16 256 + 1 six times stays 256
            dt = out_types[0].dtype if uf in (np.add, np.multiply) else cdt
            acc = inputs[0].astype(dt, order="C", copy=True)   # (C order: reshape(-1) is a view)
            uf.at(acc.reshape(-1), flat, flat_ups[0].astype(dt))
            outs = [acc.astype(out_types[0].dtype)]
        else:
            outs = [x.astype(t.dtype, order="C", copy=True) for x, t in zip(inputs, out_types)]
            views = [o.reshape(-1) for o in outs]
            for e in range(flat.shape[0]):
                pos = int(flat[e])
                vals = body(frame, *[v[pos] for v in views], *[u[e] for u in flat_ups])
                for v, x in zip(views, vals):
                    v[pos] = x
        outs = [o.reshape(op_shape) for o in outs]
        return outs[0] if n == 1 else outs
    return run
