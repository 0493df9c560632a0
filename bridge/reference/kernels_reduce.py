"""Region-taking reductions: reduce, reduce_window, select_and_scatter, sort, map.

When a body is a single known op (add, max, ...) the reduction is one numpy
call. Otherwise the body is evaluated on whole arrays, one reduction step at a
time (the body's ops are element-wise, so they apply to every output position
at once); sort uses a vectorized merge sort that calls the comparator on whole
arrays, O(log^2 n) times.
"""
from __future__ import annotations

import math

import numpy as np

from .kernels_elementwise import IEEE_MAX, IEEE_MIN, category, compute_dtype
from .kernels_shape import pad_array
from .kernel_registry import register
from .xla_order import body_step, in_xla_order, reduce_window_in_order, tree_reduce, ufunc_step

# The one table of combiner ufuncs (reduce, reduce_window, scatter, select_and_scatter,
# collectives, in both dialects): a region that is `return op(%a, %b)` is one numpy call.
# By element category ('*' any); complex max/min/compare have none (the region decides).
_FAST = {
    "stablehlo.add": {"*": np.add, "b": np.logical_or},
    "stablehlo.multiply": {"*": np.multiply, "b": np.logical_and},
    "stablehlo.maximum": {"f": IEEE_MAX, "s": np.maximum, "u": np.maximum, "b": np.logical_or},
    "stablehlo.minimum": {"f": IEEE_MIN, "s": np.minimum, "u": np.minimum, "b": np.logical_and},
    "stablehlo.and": {"b": np.logical_and, "s": np.bitwise_and, "u": np.bitwise_and},
    "stablehlo.or": {"b": np.logical_or, "s": np.bitwise_or, "u": np.bitwise_or},
    "stablehlo.xor": {"b": np.logical_xor, "s": np.bitwise_xor, "u": np.bitwise_xor},
    **{f"compare_{d}": {k: uf for k in ("f", "s", "u", "b")}
       for d, uf in (("GE", np.greater_equal), ("GT", np.greater), ("LE", np.less_equal), ("LT", np.less))},
}
# xla-dialect names of the same ops
_XLA_NAMES = {"xla.add": "stablehlo.add", "xla.mul": "stablehlo.multiply", "xla.max": "stablehlo.maximum",
              "xla.min": "stablehlo.minimum", "xla.and": "stablehlo.and", "xla.or": "stablehlo.or",
              "xla.xor": "stablehlo.xor", "xla.compare_ge": "compare_GE", "xla.compare_gt": "compare_GT",
              "xla.compare_le": "compare_LE", "xla.compare_lt": "compare_LT"}


def fast_ufunc(info, region_index: int, element_name: str):
    """The numpy ufunc equivalent to a region `return op(%a, %b)`, or None."""
    op_name, _ = info.region_single_op(region_index)
    return fast_ufunc_of_op(op_name, element_name)


def as_shape(x, shape, dtype):
    x = np.asarray(x)
    if x.dtype != dtype:
        x = x.astype(dtype)
    if x.shape != tuple(shape):
        x = np.broadcast_to(x, shape)
    return x


def fast_ufunc_of_op(op_name, element_name: str):
    """The numpy ufunc for a reducer body that is the single op `op_name`, or None."""
    table = _FAST.get(_XLA_NAMES.get(op_name, op_name))
    if table is None:
        return None
    return table.get(category(element_name), table.get("*"))


@register("stablehlo.reduce")
def _reduce(info):
    n = len(info.result_types)
    in_t = info.operand_types[0]
    dims = tuple(info.ints("dimensions"))
    if not dims:
        return operands_as_results([t.dtype for t in info.result_types])
    uf = fast_ufunc(info, 0, in_t.name) if n == 1 else None
    return reduce_fn(in_t, info.result_types, dims, info.region(0), uf)


def operands_as_results(dtypes: list, several=list):
    """run(frame, *operands, *inits) of a reduction of one element per result (a reduce over
    no dimensions, a reduce_window of a rank-0 operand): the spec leaves how many init values
    a schedule folds in to the implementation, and XLA folds in none (measured, XLA:CPU:
    reduce(x, 10) over no dimensions is x), so neither does the reference. `several`: the
    container of several results (the xla dialect's kernels return tuples)."""
    n = len(dtypes)

    def run(frame, *args):
        outs = [np.asarray(a).astype(dt) for a, dt in zip(args[:n], dtypes)]
        return outs[0] if n == 1 else several(outs)
    return run


def reduce_fn(in_t, out_types, dims, body, uf=None):
    """run(frame, *operands, *inits) of a reduction over `dims`.

    `body(frame, *accs, *xs) -> list` is the reducer; `uf` its numpy ufunc when the
    reducer is a single known op (one numpy call then).
    """
    n = len(out_types)
    rank = len(in_t.shape)
    keep = [d for d in range(rank) if d not in dims]
    K = int(np.prod([in_t.shape[d] for d in dims], dtype=np.int64))
    if K == 0:
        uf = None
    out_shape = tuple(in_t.shape[d] for d in keep)
    perm = keep + list(dims)
    cdt = compute_dtype(in_t.name)
    out_dt = out_types[0].dtype
    if uf in (np.add, np.multiply) and cdt != in_t.dtype:
        # Narrow floats: the order decides the answer; follow XLA:CPU's (xla_order.py).
        step = ufunc_step(uf, cdt, out_dt)

        def run(frame, x, init):
            return tree_reduce(np.asarray(x), dims, np.asarray(init).astype(out_dt), step)
        return run
    if uf is not None:
        def run(frame, x, init):
            x = np.asarray(x)
            r = uf.reduce(x if x.dtype == cdt else x.astype(cdt), axis=dims)
            r = uf(np.asarray(init).astype(cdt), r)
            return r if r.dtype == out_dt else r.astype(out_dt)
        return run

    def run(frame, *args):
        # Single-operand bodies run in XLA:CPU's order (tree rewrite, then in-order
        # loops): it matters for non-associative bodies and rounding, and costs at most
        # 32 body calls per level. Variadic ones (argmax...), which XLA does not rewrite,
        # use a pairwise tree (the spec leaves the schedule to the implementation):
        # log2(K) vectorized body calls, pairs kept in order.
        if n == 1:
            dt = out_types[0].dtype
            r = tree_reduce(np.asarray(args[0]), dims, as_shape(args[1], (), dt), body_step(body, frame, dt))
            return as_shape(r, out_types[0].shape, dt)
        xs = [np.transpose(np.asarray(a), perm).reshape(out_shape + (K,)) for a in args[:n]]
        while xs[0].shape[-1] > 1:
            k = xs[0].shape[-1]
            carry = [x[..., k - 1:] for x in xs] if k % 2 else None
            pairs = body(frame, *[x[..., 0:k - 1:2] for x in xs], *[x[..., 1:k:2] for x in xs])
            shp = xs[0][..., 0:k - 1:2].shape
            xs = [as_shape(p, shp, t.dtype) for p, t in zip(pairs, out_types)]
            if carry is not None:
                xs = [np.concatenate([x, c], axis=-1) for x, c in zip(xs, carry)]
        accs = [as_shape(init, out_shape, t.dtype) for init, t in zip(args[n:], out_types)]
        if K:
            accs = body(frame, *accs, *[x[..., 0] for x in xs])
        accs = [as_shape(a, t.shape, t.dtype) for a, t in zip(accs, out_types)]
        return accs[0] if n == 1 else accs
    return run


def window_view(x, window, strides, dilations):
    """(out..., window...) view of x: windows of `window` taps spaced `dilations`."""
    eff = tuple((w - 1) * d + 1 for w, d in zip(window, dilations))
    v = np.lib.stride_tricks.sliding_window_view(x, eff)
    return v[tuple(slice(None, None, s) for s in strides) + tuple(slice(None, None, d) for d in dilations)]


def _window_attrs(info, rank):
    window = info.ints("window_dimensions")
    strides = info.ints("window_strides") or (1,) * rank
    base = info.ints("base_dilations") or (1,) * rank
    wdil = info.ints("window_dilations") or (1,) * rank
    return window, strides, base, wdil, info.padding(rank)


@register("stablehlo.reduce_window")
def _reduce_window(info):
    n = len(info.result_types)
    in_t = info.operand_types[0]
    rank = len(in_t.shape)
    if rank == 0:
        return operands_as_results([t.dtype for t in info.result_types])
    window, strides, base, wdil, padding = _window_attrs(info, rank)
    out_types = info.result_types
    body = info.region(0)
    uf = fast_ufunc(info, 0, in_t.name) if n == 1 else None
    cdt = compute_dtype(in_t.name)
    waxes = tuple(range(rank, 2 * rank))

    def windows(x, init, dtype):
        p = pad_array(np.asarray(x), init, padding[:, 0], padding[:, 1], [b - 1 for b in base], dtype)
        return window_view(p, window, strides, wdil)

    pads = np.asarray(padding).tolist()

    def _xla_order_window(frame, x, init):
        # XLA:CPU's order (xla_order.py), cumulative windows rewritten into its two-level scan
        dt = out_types[0].dtype
        step = ufunc_step(uf, cdt, dt) if uf is not None else body_step(body, frame, dt)
        x, init = np.asarray(x), np.asarray(init).astype(dt)
        r = reduce_window_in_order(x, init, window, strides, pads, base, wdil, step)
        return as_shape(r, out_types[0].shape, dt)

    in_order = n == 1 and in_xla_order(uf, cdt, in_t.dtype, in_t.shape, window, strides, pads, base, wdil)

    def run(frame, *args):
        if any(s == 0 for s in out_types[0].shape):
            res = [np.full(t.shape, init, t.dtype) for init, t in zip(args[n:], out_types)]
            return res[0] if n == 1 else res
        if in_order:
            return _xla_order_window(frame, *args)
        if uf is not None:
            init = np.asarray(args[1]).astype(cdt)
            v = windows(np.asarray(args[0]).astype(cdt), init, cdt)
            r = uf.reduce(v, axis=waxes) if v.size else np.full(out_types[0].shape, init)
            return np.asarray(uf(init, r)).astype(out_types[0].dtype)
        vs = [windows(x, init, t.dtype) for x, init, t in zip(args[:n], args[n:], out_types)]
        out_shape = vs[0].shape[:rank]
        flat = [v.reshape(out_shape + (-1,)) for v in vs]
        accs = [as_shape(init, out_shape, t.dtype) for init, t in zip(args[n:], out_types)]
        for k in range(flat[0].shape[-1]):
            accs = body(frame, *accs, *[f[..., k] for f in flat])
        accs = [as_shape(a, t.shape, t.dtype) for a, t in zip(accs, out_types)]
        return accs[0] if n == 1 else accs
    return run


def select_in_windows(operand, pads_lo, pads_hi, window, strides, keep) -> np.ndarray:
    """Per window of `operand` (edge padding pads_lo/pads_hi, possibly negative), the flat operand
    index of the element `select` picks, int64 in the windows' shape: taps in row-major order,
    keep(current, candidate) true keeps the current one; padding is never picked, and a window of
    padding only gives -1. Tap by tap on strided views of the unpadded operand, so only the best
    value and its tap number are held at the windows' size (no padded copy, no per-tap index)."""
    x = np.asarray(operand)
    out = tuple(max((n + lo + hi - w) // s + 1, 0)
                for n, lo, hi, w, s in zip(x.shape, pads_lo, pads_hi, window, strides))
    taps = list(np.ndindex(*window))
    tdt = np.int8 if len(taps) < 2 ** 7 else np.int16 if len(taps) < 2 ** 15 else np.int64
    best_v = np.zeros(out, x.dtype)           # (padding's value in a tap's place: never compared as such)
    best_t = np.full(out, -1, tdt)
    for t, k in enumerate(taps):
        obox, ibox = [], []
        for n, o, lo, s, kk in zip(x.shape, out, pads_lo, strides, k):
            o0 = max(-((kk - lo) // s), 0)    # first/last window whose tap kk is in the operand
            o1 = min((n - 1 + lo - kk) // s + 1, o)
            if o1 <= o0:
                break
            i0 = o0 * s + kk - lo
            obox.append(slice(o0, o1))
            ibox.append(slice(i0, i0 + (o1 - o0 - 1) * s + 1, s))
        else:
            ibox, obox = (*ibox, ...), (*obox, ...)   # (views, also of rank 0)
            cand, cur_v, cur_t = x[ibox], best_v[obox], best_t[obox]
            fresh = cur_t < 0                 # windows with no operand element yet take this one
            if fresh.all():
                take = fresh
            else:
                take = ~np.broadcast_to(np.asarray(keep(cur_v, cand), dtype=bool), cur_v.shape)
                take |= fresh
            np.copyto(cur_v, cand, where=take)
            np.copyto(cur_t, np.array(t, tdt), where=take)
    # tap number -> flat operand index: the window's origin plus the tap's offset
    st = [math.prod(x.shape[d + 1:]) for d in range(x.ndim)]
    sel = np.zeros(out, np.int64)
    for d, (o, lo, s) in enumerate(zip(out, pads_lo, strides)):
        sel += ((np.arange(o, dtype=np.int64) * s - lo) * st[d]).reshape((-1,) + (1,) * (x.ndim - d - 1))
    for t, k in enumerate(taps):
        np.add(sel, sum(kk * sd for kk, sd in zip(k, st)), out=sel, where=best_t == t)
    sel[best_t < 0] = -1
    return sel


@register("stablehlo.select_and_scatter")
def _select_and_scatter(info):
    op_t = info.operand_types[0]
    rank = len(op_t.shape)
    window, strides, _, _, padding = _window_attrs(info, rank)
    select = info.region(0)
    scatter = info.region(1)
    scatter_uf = fast_ufunc(info, 1, op_t.name)
    out_t = info.result
    no_window = 0 in info.operand_types[1].shape

    def run(frame, operand, source, init):
        operand = np.asarray(operand)
        if no_window:
            sel = np.zeros(0, np.int64)
        else:
            sel = select_in_windows(operand, padding[:, 0], padding[:, 1], window, strides,
                                    lambda cur, cand: select(frame, cur, cand)[0]).reshape(-1)
        result = np.full(operand.size, init, dtype=out_t.dtype)
        src = np.asarray(source).reshape(-1)
        valid = sel >= 0
        if not valid.all():
            sel, src = sel[valid], src[valid]
        if scatter_uf is not None:
            cdt = compute_dtype(op_t.name)
            acc = result.astype(cdt, copy=False)
            scatter_uf.at(acc, sel, src.astype(cdt, copy=False))
            result = acc.astype(out_t.dtype, copy=False)
        else:
            for s, v in zip(sel, src):
                result[s] = np.asarray(scatter(frame, result[s], v)[0])
        return result.reshape(out_t.shape)
    return run


@register("stablehlo.map")
def _map(info):
    body = info.region(0)
    out_t = info.result

    def run(frame, *args):
        return as_shape(body(frame, *args)[0], out_t.shape, out_t.dtype)
    return run


# ------------------------------------------------------------------ sort

def _merge_sort_perm(less, xs):
    """Stable permutation sorting the rows of each (R, n) array in `xs` by `less`.

    `less(lhs_list, rhs_list)` compares element arrays of equal shape and returns
    a bool array. Bottom-up merge sort; each merge places every element by a
    vectorized binary search in its partner run.
    """
    R, n = xs[0].shape
    perm = np.broadcast_to(np.arange(n), (R, n)).copy()
    rows = np.arange(R)[:, None]
    p = np.arange(n)
    w = 1
    while w < n:
        cur = [np.take_along_axis(x, perm, axis=1) for x in xs]
        block = (p // (2 * w)) * (2 * w)
        left = (p - block) < w
        own_off = np.where(left, p - block, p - block - w)
        pstart = np.where(left, block + w, block)
        plen = np.clip(np.minimum(pstart + w, n) - pstart, 0, None)
        lo = np.zeros((R, n), np.int64)
        hi = np.broadcast_to(plen, (R, n)).copy()
        while True:
            active = lo < hi
            if not active.any():
                break
            mid = (lo + hi) // 2
            j = np.where(active, pstart + mid, p)  # partner index (safe when inactive)
            j = np.minimum(j, n - 1)
            other = [c[rows, j] for c in cur]
            # left elem a: count b with less(b, a); right elem b: count a with !less(b, a)
            lhs = [np.where(left, o, c) for o, c in zip(other, cur)]
            rhs = [np.where(left, c, o) for o, c in zip(other, cur)]
            lt = less(lhs, rhs)
            pred = np.where(left, lt, ~lt)
            lo = np.where(active & pred, mid + 1, lo)
            hi = np.where(active & ~pred, mid, hi)
        newpos = block + own_off + lo
        newperm = np.full_like(perm, -1)
        newperm[rows, newpos] = perm
        if (newperm < 0).any():   # `less` is no strict weak order: places collided; each keeps its rank
            newperm = np.take_along_axis(perm, np.argsort(newpos, axis=1, kind="stable"), axis=1)
        perm = newperm
        w *= 2
    return perm


def _canonical_key(x):
    """total_order_key of x with -0 as +0 and every NaN as one positive NaN (jax's sort order)."""
    from .kernels_elementwise import total_order_key
    canon = x.copy()                                   # (in place: one copy of x, not four)
    canon[x == 0] = np.zeros((), x.dtype)              # -0 -> +0
    canon[np.isnan(canon)] = np.array(np.nan, x.dtype)  # one NaN, sorted last
    return total_order_key(canon)


def _keys(x):
    """Candidate ascending sort keys of x: canonical and raw IEEE total order for floats; made
    one at a time, as they are tried (each is as big as x)."""
    if x.dtype.kind in "iu":
        yield x
    elif x.dtype.name.startswith(("int", "uint")) or x.dtype == np.bool_:   # (ml_dtypes' int4...: kind "V")
        yield x.astype(np.int8)
    elif x.dtype.kind != "c":
        from .kernels_elementwise import total_order_key
        yield _canonical_key(x)
        yield total_order_key(x)


# Elements the sortedness check compares at once: its gathers and the comparator's temporaries
# stay this size, whatever the sort's.
_CHECK_CHUNK = 1 << 18


def _is_sorted_stably(less, xs, perm) -> bool:
    """perm is the stable sort of xs by `less` (a strict weak order): no adjacent pair is
    inverted, and equivalent neighbours keep their original order. Checked a block of rows and
    columns at a time, blocks of columns overlapping by one element."""
    R, n = perm.shape
    cols = min(n, _CHECK_CHUNK)
    rows = max(1, _CHECK_CHUNK // cols)
    for r0 in range(0, R, rows):
        for c0 in range(0, n - 1, cols):
            p = perm[r0:r0 + rows, c0:c0 + cols + 1]
            s = [np.take_along_axis(x[r0:r0 + rows], p, axis=1) for x in xs]
            a, b = [v[:, :-1] for v in s], [v[:, 1:] for v in s]
            if less(b, a).any():
                return False
            ties = ~less(a, b)
            if (ties & (p[:, 1:] < p[:, :-1])).any():
                return False
    return True


def _index_perm(perm):
    """int32 when it can hold every index (halves what the sort holds; numpy gathers with either)."""
    return perm.astype(np.int32) if perm.shape[1] < 2 ** 31 else perm


def sort_perm(less, xs):
    """Stable permutation sorting the rows of the (R, n) arrays xs by the comparator `less`
    (int32 or int64 indices).

    Comparators are nearly always "key ascending/descending" (jax's canonicalized total
    order, plain LT/GT, lexicographic over two keys): numpy's stable argsort on such a
    candidate key is taken when one vectorized check against the comparator itself
    confirms it; otherwise the comparator-driven merge sort decides.
    """
    if xs[0].shape[1] > 8:
        for k in _keys(xs[0]):
            for desc in (False, True):
                perm = _index_perm(np.argsort(~k if desc else k, axis=1, kind="stable"))
                if _is_sorted_stably(less, xs, perm):
                    return perm
                del perm
            del k   # (before the next key is made)
        if len(xs) > 1:
            k0, k1 = next(_keys(xs[0]), None), next(_keys(xs[1]), None)
            if k0 is not None and k1 is not None:
                perm = _index_perm(np.lexsort((k1, k0), axis=-1))
                del k0, k1
                if _is_sorted_stably(less, xs, perm):
                    return perm
    return _merge_sort_perm(less, xs)


def sort_along(dim: int, arrays, comparator, frame) -> list:
    """The arrays sorted together along `dim` by a comparator region/computation of 2·N
    scalars (called once on whole arrays: its ops are element-wise); stable."""
    moved = [np.moveaxis(np.asarray(a), dim, -1) for a in arrays]
    mshape = moved[0].shape
    xs = [m.reshape(-1, mshape[-1]) for m in moved]

    def less(lhs, rhs):
        inter = [v for pair in zip(lhs, rhs) for v in pair]
        return np.broadcast_to(np.asarray(comparator(frame, *inter)[0], dtype=bool), lhs[0].shape)

    perm = sort_perm(less, xs)
    return [np.moveaxis(np.take_along_axis(x, perm, axis=1).reshape(mshape), -1, dim) for x in xs]


@register("stablehlo.sort")
def _sort(info):
    n = len(info.result_types)
    shape = info.operand_types[0].shape
    rank = len(shape)
    dim = info.scalar("dimension", -1)
    dim = dim + rank if dim < 0 else dim
    comparator = info.region(0)
    out_types = info.result_types

    def run(frame, *args):
        if rank == 0 or shape[dim] <= 1:
            return args[0] if n == 1 else list(args)
        res = [s.astype(t.dtype, copy=False) for s, t in zip(sort_along(dim, args, comparator, frame), out_types)]
        return res[0] if n == 1 else res
    return run
