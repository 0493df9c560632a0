"""Reductions in the order XLA's CPU backend computes them (issue 19 item 2).

For f16/bf16/f8 sums the order of the additions decides the answer: rounding to the
element type after every step, a sequential sum of 1M f16 values saturates near 1.0
(each addend is below half an ulp of the accumulator), while XLA returns ~209.6
(exact 209.8). XLA gets there because two HLO passes reshape the computation before
code generation, and the generated loops then accumulate in the element type, in
row-major order, starting from the init value. Measured against PJRT cpu (jaxlib
0.10.2) bit for bit; see tests/reference/test_ref_xla_order.py.

- TreeReductionRewriter (xla/hlo/transforms/simplifiers/tree_reduction_rewriter.cc,
  window 32 on CPU): a non-variadic reduce with any reduced dimension longer than 32
  becomes reduce_window(window = stride = min(d, 32) on every reduced dimension, 'SAME'
  padding with the init value, low = pad // 2) followed by the same reduce, which is
  rewritten again until every reduced dimension is <= 32.
- ReduceWindowRewriter (xla/hlo/transforms/simplifiers/reduce_window_rewriter.cc,
  base 16 on CPU): a scan-shaped reduce_window (one non-trivial window dimension of the
  operand's length n > 16, stride 1, padding n-1 (or n: exclusive) on one side) becomes
  a two-level scan: pad n up to a multiple of 16 with the init value, scan rows of 16,
  exclusive-scan the row totals (recursively), add the two.

Every function takes `step(acc, x) -> acc`, one vectorized application of the reducer
that returns the element type; loops run over window taps (at most 32 per reduced
dimension), never over elements.
"""
from __future__ import annotations

import numpy as np

TREE_WINDOW = 32   # TreeReductionRewriter's reduce_window_size on XLA:CPU
SCAN_BASE = 16     # ReduceWindowRewriter's base_length on XLA:CPU (found by measurement)


def sequential(xs, init, step):
    """acc = init; acc = step(acc, xs[..., k]) for k in order: XLA's loop over taps."""
    acc = np.broadcast_to(np.asarray(init), xs.shape[:-1])
    for k in range(xs.shape[-1]):
        acc = step(acc, xs[..., k])
    return acc


def tree_reduce(x, dims, init, step, window=TREE_WINDOW):
    """reduce(x, init) over `dims` after XLA's TreeReductionRewriter, in XLA's order."""
    x = np.asarray(x)
    dims = sorted(dims)
    while any(x.shape[d] > window for d in dims):
        wins, pads = [1] * x.ndim, [(0, 0)] * x.ndim
        for d in dims:
            w = min(x.shape[d], window)
            total = -(-x.shape[d] // w) * w - x.shape[d]
            wins[d], pads[d] = w, (total // 2, total - total // 2)
        x = window_reduce(x, init, wins, wins, pads, step)
    keep = [d for d in range(x.ndim) if d not in dims]
    k = int(np.prod([x.shape[d] for d in dims], dtype=np.int64))
    xs = np.transpose(x, keep + dims).reshape([x.shape[d] for d in keep] + [k])
    return sequential(xs, init, step)


def window_reduce(x, init, window, strides, pads, step, base=None, wdil=None, skip_padding=True):
    """reduce_window as XLA's loop computes it: per output, init then every tap in row-major
    window order. Taps on padding or base-dilation holes are skipped (`skip_padding`: what
    XLA:CPU does, and what its own rewrites below rely on) or reduced as copies of init (the
    spec's pad(inputs, init_values), and seed 003's: a user's reduce_window)."""
    from .kernels_shape import pad_array
    x = np.asarray(x)
    rank = x.ndim
    base = base or (1,) * rank
    wdil = wdil or (1,) * rank
    lows, highs = [lo for lo, _ in pads], [hi for _, hi in pads]
    holes = [b - 1 for b in base]
    plain = not any(lows) and not any(highs) and not any(holes)
    p = x if plain else pad_array(x, np.asarray(init, x.dtype), lows, highs, holes, x.dtype)
    skip = skip_padding and not plain
    real = pad_array(np.ones(x.shape, bool), False, lows, highs, holes, bool) if skip else None
    taps, real = _taps(p, window, strides, wdil), None if real is None else _taps(real, window, strides, wdil)
    acc = np.broadcast_to(np.asarray(init), taps.shape[:-1])
    for k in range(taps.shape[-1]):
        new = step(acc, taps[..., k])
        acc = new if real is None else np.where(real[..., k], new, acc)
    return acc


def _taps(p, window, strides, wdil):
    """(output..., tap) view of the windows of p, taps in row-major window order. Equal
    windows and strides (the tree rewrite's case) are a reshape, not a sliding view."""
    rank = p.ndim
    if p.dtype.itemsize in (1, 2) and p.dtype.kind not in "biu":
        # as_strided cannot rebuild some ml_dtypes (float8_e5m2 is '<f1' to it): take
        # the views on the bit patterns
        return _taps(p.view(f"u{p.dtype.itemsize}"), window, strides, wdil).view(p.dtype)
    if tuple(window) == tuple(strides) and all(d == 1 for d in wdil) and \
            all(n % w == 0 for n, w in zip(p.shape, window)):
        tiled = p.reshape([v for n, w in zip(p.shape, window) for v in (n // w, w)])
        t = tiled.transpose(list(range(0, 2 * rank, 2)) + list(range(1, 2 * rank, 2)))
    else:
        eff = tuple((w - 1) * d + 1 for w, d in zip(window, wdil))
        v = np.lib.stride_tricks.sliding_window_view(p, eff)
        t = v[tuple(slice(None, None, s) for s in strides) + tuple(slice(None, None, d) for d in wdil)]
    return t.reshape(t.shape[:rank] + (-1,))


def scan_axis(shape, window, strides, pads, base, wdil):
    """(dim, forward, exclusive) when ReduceWindowRewriter turns this reduce_window into
    a tree scan, else None."""
    nontrivial = [d for d in range(len(shape))
                  if (window[d], strides[d], pads[d][0], pads[d][1], base[d], wdil[d]) != (1, 1, 0, 0, 1, 1)]
    if len(nontrivial) != 1:
        return None
    d = nontrivial[0]
    n = shape[d]
    lo, hi = pads[d]
    if n <= SCAN_BASE or strides[d] != 1 or window[d] != n or base[d] != 1 or wdil[d] != 1:
        return None
    if lo in (n - 1, n) and hi == 0:
        return d, True, lo == n
    if hi in (n - 1, n) and lo == 0:
        return d, False, hi == n
    return None


def tree_scan(x, init, dim, forward, exclusive, step, base=SCAN_BASE):
    """The reduce_window scan after ReduceWindowRewriter, in XLA's order."""
    x = np.moveaxis(np.asarray(x), dim, -1)
    n = x.shape[-1]
    res = _scan_last(x, init, forward, step, base)
    if exclusive:   # the rewrite pads the inclusive scan with one init on the far side
        fill = np.broadcast_to(np.asarray(init, res.dtype), res.shape[:-1] + (1,))
        res = np.concatenate([fill, res] if forward else [res, fill], axis=-1)
    assert res.shape[-1] == n + exclusive
    return np.moveaxis(res, -1, dim)


def _scan_last(x, init, forward, step, base):
    """Inclusive scan along the last axis (length n) as XLA computes it."""
    n = x.shape[-1]
    rank = x.ndim
    if n <= base:   # one reduce_window: every output sums its own window, padding first
        pads = [(0, 0)] * (rank - 1) + [(n - 1, 0) if forward else (0, n - 1)]
        return window_reduce(x, init, [1] * (rank - 1) + [n], [1] * rank, pads, step)
    padded = -(-n // base) * base
    p = np.pad(x, [(0, 0)] * (rank - 1) + [(0, padded - n)], constant_values=np.asarray(init, x.dtype))
    tiled = p.reshape(x.shape[:-1] + (padded // base, base))
    pads = [(0, 0)] * rank + [(base - 1, 0) if forward else (0, base - 1)]
    rows = window_reduce(tiled, init, [1] * rank + [base], [1] * (rank + 1), pads, step)
    col = rows[..., -1] if forward else rows[..., 0]
    cols = col.shape[-1]
    # exclusive scan of the column: a reduce_window of size `cols` padded by `cols`,
    # itself a scan the rewriter handles again when longer than the base
    full = _scan_last(col, init, forward, step, base) if cols > base else None
    if full is None:
        pads = [(0, 0)] * (rank - 1) + [(cols, 0) if forward else (0, cols)]
        ex = window_reduce(col, init, [1] * (rank - 1) + [cols], [1] * rank, pads, step)
    else:
        fill = np.broadcast_to(np.asarray(init, full.dtype), full.shape[:-1] + (1,))
        ex = np.concatenate([fill, full] if forward else [full, fill], axis=-1)
    ex = ex[..., :cols] if forward else ex[..., 1:]
    out = step(rows, np.broadcast_to(ex[..., None], rows.shape))
    return out.reshape(x.shape[:-1] + (padded,))[..., :n]


def ufunc_step(uf, cdt, dt):
    """`step` of a reducer that is the ufunc `uf`: computed in `cdt`, rounded to `dt`."""
    def step(acc, x):
        return uf(acc.astype(cdt), x.astype(cdt)).astype(dt)
    return step


def body_step(body, frame, dt):
    """`step` of a general reducer region (`body(frame, acc, x) -> [value]`)."""
    def step(acc, x):
        r = np.asarray(body(frame, acc, x)[0])
        if r.dtype != dt:
            r = r.astype(dt)
        shape = np.broadcast_shapes(acc.shape, x.shape)
        return r if r.shape == shape else np.broadcast_to(r, shape)
    return step


def in_xla_order(uf, cdt, dtype, shape, window, strides, pads, base, wdil) -> bool:
    """Whether a one-result reduce_window runs tap by tap in XLA:CPU's order: a general body,
    a narrow-float sum or product (the order changes its rounding), or a cumulative window
    (XLA's two-level scan is O(n), the windows' own reduction O(n^2))."""
    return (uf is None or (uf in (np.add, np.multiply) and np.dtype(cdt) != np.dtype(dtype))
            or scan_axis(shape, window, strides, pads, base, wdil) is not None)


def reduce_window_in_order(x, init, window, strides, pads, base, wdil, step):
    """A user's reduce_window in XLA:CPU's order: a cumulative window as its two-level scan,
    every other window tap by tap in order. Padding and base-dilation holes are init values
    (the spec, seed 003). XLA:CPU skips them instead, the same answer when reducing init
    again changes nothing (jax writes such inits); only then is the scan XLA's."""
    pads = [tuple(p) for p in pads]
    scan = scan_axis(x.shape, window, strides, pads, base, wdil)
    if scan is not None and _absorbs(init, x, step):
        return tree_scan(x, init, *scan, step)
    return window_reduce(x, init, window, strides, pads, step, base, wdil, skip_padding=False)


def _absorbs(init, x, step) -> bool:
    """An accumulator that began at init stays as it is when init is reduced into it again,
    bit for bit (any NaN for a NaN), for every value of x: then padding taps change nothing,
    skipped or reduced (init +0 for add included, whose sums are never -0)."""
    x = np.ascontiguousarray(x)
    i = np.broadcast_to(np.asarray(init, x.dtype), x.shape)
    acc = np.ascontiguousarray(np.broadcast_to(np.asarray(step(i, x)).astype(x.dtype, copy=False), x.shape))
    for r in (step(acc, i), step(i, acc)):
        r = np.ascontiguousarray(np.broadcast_to(np.asarray(r).astype(x.dtype, copy=False), x.shape))
        same = _same_bits(r, acc)
        try:
            same |= np.isnan(r) & np.isnan(acc)
        except TypeError:   # (integer types of ml_dtypes have no NaN)
            pass
        if not np.all(same):
            return False
    return True


def _same_bits(a, b):
    size = a.dtype.itemsize
    if size in (1, 2, 4, 8):
        return a.view(f"u{size}") == b.view(f"u{size}")
    words = a.shape + (-1,)   # complex128: two u8 words an element
    return np.all(a.view("u8").reshape(words) == b.view("u8").reshape(words), axis=-1)
