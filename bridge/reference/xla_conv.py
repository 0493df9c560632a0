"""numpy kernels for the xla windowed ops: Conv*, ReduceWindow, SelectAndScatter.

Windows are strided views of the padded (and dilated) base; reductions run once per
window tap over every window position at once. A called computation whose body is a
single known op (add, max, compare_ge ...) becomes one numpy ufunc call.
"""
from __future__ import annotations

import math

import numpy as np

from bridge import dtypes
from bridge.mlir_types import from_mlir_type
from dialect_defs.ops_conv import conv_config, resolve_padding

from .kernels_elementwise import compute_dtype
from .kernels_reduce import operands_as_results, select_in_windows, window_view
from .xla_order import body_step, in_xla_order, reduce_window_in_order, ufunc_step
from .kernels_shape import pad_array
from .xla_registry import single_op_ufunc, xla_kernel

def _pad_dilate(x, pads, dilation, value, dtype):
    """Interior (dilation-1) and edge (possibly negative) padding of the trailing len(pads) axes."""
    lead = x.ndim - len(pads)
    return pad_array(x, value, (0,) * lead + tuple(p[0] for p in pads), (0,) * lead + tuple(p[1] for p in pads),
                     (0,) * lead + tuple(d - 1 for d in dilation), dtype)


# ---- convolution ---------------------------------------------------------------------------

def convolve(lhs, rhs, c, out_shape, out_dtype, cdt):
    """The convolution of the seed (and StableHLO spec) with config c, computed in dtype cdt."""
    dn = c.dn
    ns = len(dn.input_spatial_dimensions)
    x = np.transpose(np.asarray(lhs), (dn.input_batch_dimension, dn.input_feature_dimension,
                                       *dn.input_spatial_dimensions)).astype(cdt)
    w = np.transpose(np.asarray(rhs), (dn.kernel_output_feature_dimension, dn.kernel_input_feature_dimension,
                                       *dn.kernel_spatial_dimensions)).astype(cdt)
    x = _pad_dilate(x, c.padding, c.lhs_dilation, 0, cdt)
    w = _pad_dilate(w, ((0, 0),) * ns, c.rhs_dilation, 0, cdt)
    n, o = x.shape[0], w.shape[0]
    bgc, fgc = c.batch_group_count, c.feature_group_count
    sp = tuple(out_shape[d] for d in dn.output_spatial_dimensions)
    if 0 in sp or 0 in x.shape[:2] or any(xs < ws for xs, ws in zip(x.shape[2:], w.shape[2:])):
        res = np.zeros((n // bgc, o) + sp, cdt)
    else:
        v = window_view(x, (1, 1) + w.shape[2:], (1, 1) + c.strides, (1,) * (ns + 2))
        v = v.reshape(v.shape[:ns + 2] + w.shape[2:])        # (N, C, out spatial..., kernel spatial...)
        s_ = "".join(chr(ord("p") + i) for i in range(ns))
        k_ = "".join(chr(ord("h") + i) for i in range(ns))
        if bgc > 1:   # batch block g meets output-feature block g
            vg = v.reshape((bgc, n // bgc) + v.shape[1:])
            wg = w.reshape((bgc, o // bgc) + w.shape[1:])
            r = np.einsum(f"gnc{s_}{k_},goc{k_}->ngo{s_}", vg, wg, optimize=True)
        else:          # input-feature block g meets output-feature block g
            vg = v.reshape((n, fgc, v.shape[1] // fgc) + v.shape[2:])
            wg = w.reshape((fgc, o // fgc) + w.shape[1:])
            r = np.einsum(f"ngc{s_}{k_},goc{k_}->ngo{s_}", vg, wg, optimize=True)
        res = r.reshape((r.shape[0], o) + r.shape[3:])
    order = (dn.output_batch_dimension, dn.output_feature_dimension, *dn.output_spatial_dimensions)
    return np.transpose(res, np.argsort(order)).astype(out_dtype)


@xla_kernel("Conv", "ConvWithGeneralPadding", "ConvGeneralDilated")
def _conv(info, a):
    lhs, rhs = (from_mlir_type(v.type) for v in info.op.operands)
    c = conv_config(a.d.name, lhs, rhs, {arg.name: a[arg.name] for arg in a.d.attr_args})
    out = info.result
    cdt = np.dtype(np.int64) if dtypes.is_integer(out.name) else compute_dtype(out.name)
    return lambda frame, x, w: convolve(x, w, c, out.shape, out.dtype, cdt)


# ---- ReduceWindow ---------------------------------------------------------------------------

@xla_kernel("ReduceWindow")
def _reduce_window(info, a):
    # Padding and base-dilation holes are copies of init, reduced like the operand's elements
    # (seed 003's kSame example pads with the init value; the StableHLO spec's pad(inputs,
    # init_values)). XLA:CPU skips them: the same answer unless init is not the reducer's
    # identity (docs/reference.md).
    n = len(info.operand_types) // 2
    base = info.operand_types[0].shape
    window, strides = a["window_dimensions"], a["window_strides"]
    rank = len(window)
    base_dil = a["base_dilations"] or (1,) * rank
    win_dil = a["window_dilations"] or (1,) * rank
    pads = resolve_padding("ReduceWindow", a["padding"], base, window, strides, win_dil)
    out_types = info.result_types if n == 1 else list(info.result_types[0])
    if rank == 0:   # one element per window
        return operands_as_results([t.dtype for t in out_types], tuple)
    uf = single_op_ufunc(info, "computation", info.operand_types[0].name) if n == 1 else None
    body = a.computation("computation")
    taps = math.prod(window)

    def windows(x, dtype, fill):   # (output position..., window position...): a view, no copy
        padded = _pad_dilate(np.asarray(x).astype(dtype), pads, base_dil, fill, dtype)
        return window_view(padded, window, strides, win_dil)
    waxes = tuple(range(rank, 2 * rank))
    empty = 0 in out_types[0].shape

    cdt = compute_dtype(info.operand_types[0].name)

    def xla_order_window(frame, x, init):
        dt = out_types[0].dtype
        step = ufunc_step(uf, cdt, dt) if uf is not None else body_step(body, frame, dt)
        x, init = np.asarray(x).astype(dt), np.asarray(init).astype(dt)
        r = reduce_window_in_order(x, init, window, strides, pads, base_dil, win_dil, step)
        return np.broadcast_to(r, out_types[0].shape).astype(dt)

    in_order = n == 1 and in_xla_order(uf, cdt, out_types[0].dtype, base, window, strides, pads, base_dil, win_dil)

    def run(frame, *args):
        inits = args[n:]
        if empty:
            res = [np.zeros(t.shape, t.dtype) for t in out_types]
            return res[0] if n == 1 else tuple(res)
        if in_order:
            return xla_order_window(frame, args[0], inits[0])
        if uf is not None:
            init = np.asarray(inits[0]).astype(cdt)
            r = uf.reduce(windows(args[0], cdt, init), axis=waxes, initial=init)
            res = [r.astype(out_types[0].dtype)]
        else:
            vs = [windows(x, t.dtype, init) for x, init, t in zip(args[:n], inits, out_types)]
            vs = [v.reshape(v.shape[:rank] + (taps,)) for v in vs]   # (output position..., tap)
            accs = [np.broadcast_to(np.asarray(init, t.dtype), t.shape) for init, t in zip(inits, out_types)]
            for k in range(taps):   # one computation call per tap, over every window at once
                new = body(frame, *accs, *[v[..., k] for v in vs])
                accs = [np.asarray(r).astype(t.dtype) for r, t in zip(new, out_types)]
            res = [np.broadcast_to(r, t.shape).astype(t.dtype) for r, t in zip(accs, out_types)]
        return res[0] if n == 1 else tuple(res)
    return run


# ---- SelectAndScatter -----------------------------------------------------------------------

@xla_kernel("SelectAndScatter")
def _select_and_scatter(info, a):
    op_t = info.operand_types[0]
    window, strides = a["window_dimensions"], a["window_strides"]
    pads = resolve_padding("SelectAndScatter", a["padding"], op_t.shape, window, strides)
    select_uf = single_op_ufunc(info, "select", op_t.name)
    scatter_uf = single_op_ufunc(info, "scatter", op_t.name)
    select, scatter = a.computation("select"), a.computation("scatter")

    def chosen(frame, operand):
        """Per window, the flat operand index its select picks (-1: the window is all padding)."""
        keep = select_uf if select_uf is not None else (lambda cur, cand: select(frame, cur, cand)[0])
        return select_in_windows(operand, [p[0] for p in pads], [p[1] for p in pads], window, strides,
                                 keep).reshape(-1)

    def run(frame, operand, source, init):
        operand = np.asarray(operand)
        result = np.full(operand.size, init, dtype=operand.dtype)
        src = np.asarray(source, dtype=operand.dtype).reshape(-1)
        sel = chosen(frame, operand) if src.size else np.zeros(0, np.int64)   # no window: nothing chosen
        valid = sel >= 0
        if not valid.all():
            sel, src = sel[valid], src[valid]
        if scatter_uf is not None:
            cdt = compute_dtype(op_t.name)
            acc = result.astype(cdt, copy=False)
            scatter_uf.at(acc, sel, src.astype(cdt, copy=False))
            return acc.astype(operand.dtype, copy=False).reshape(operand.shape)
        # Windows that chose the same element apply scatter in window order: round r
        # applies every element's r-th contribution at once.
        order = np.argsort(sel, kind="stable")
        sel, src = sel[order], src[order]
        starts = np.flatnonzero(np.r_[True, sel[1:] != sel[:-1]]) if sel.size else np.zeros(0, np.int64)
        nth = np.arange(sel.size) - np.repeat(starts, np.diff(np.r_[starts, sel.size]))
        for r in range(int(nth.max()) + 1 if sel.size else 0):
            m = nth == r
            result[sel[m]] = np.asarray(scatter(frame, result[sel[m]], src[m])[0]).astype(operand.dtype)
        return result.reshape(operand.shape)
    return run
