"""dot_general, convolution, fft, cholesky, triangular_solve."""
from __future__ import annotations

import numpy as np

from jaxlib.mlir.dialects import stablehlo

from .kernels_elementwise import compute_dtype
from .registry import register


@register("stablehlo.dot_general")
def _dot_general(info):
    dn = stablehlo.DotDimensionNumbers(info.attr("dot_dimension_numbers"))
    lb, rb = list(dn.lhs_batching_dimensions), list(dn.rhs_batching_dimensions)
    lc, rc = list(dn.lhs_contracting_dimensions), list(dn.rhs_contracting_dimensions)
    ls, rs = info.operand_types[0].shape, info.operand_types[1].shape
    lf = [d for d in range(len(ls)) if d not in lb and d not in lc]
    rf = [d for d in range(len(rs)) if d not in rb and d not in rc]
    out_t = info.result
    cdt = compute_dtype(out_t.name)
    B = int(np.prod([ls[d] for d in lb], dtype=np.int64))
    M = int(np.prod([ls[d] for d in lf], dtype=np.int64))
    K = int(np.prod([ls[d] for d in lc], dtype=np.int64))
    N = int(np.prod([rs[d] for d in rf], dtype=np.int64))
    lperm, rperm = lb + lf + lc, rb + rc + rf
    out_shape = out_t.shape
    is_bool = out_t.name == "pred"

    def run(frame, lhs, rhs):
        a = np.transpose(np.asarray(lhs).astype(cdt, copy=False), lperm).reshape(B, M, K)
        b = np.transpose(np.asarray(rhs).astype(cdt, copy=False), rperm).reshape(B, K, N)
        if is_bool:
            r = np.matmul(a.astype(np.int64), b.astype(np.int64)) != 0
        elif B == 1:
            r = np.matmul(a[0], b[0])
        else:
            r = np.matmul(a, b)
        return r.reshape(out_shape).astype(out_t.dtype, copy=False)
    return run


@register("stablehlo.convolution")
def _convolution(info):
    dn = stablehlo.ConvDimensionNumbers(info.attr("dimension_numbers"))
    in_b, in_f = dn.input_batch_dimension, dn.input_feature_dimension
    in_s = list(dn.input_spatial_dimensions)
    k_i, k_o = dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension
    k_s = list(dn.kernel_spatial_dimensions)
    out_b, out_f = dn.output_batch_dimension, dn.output_feature_dimension
    out_s = list(dn.output_spatial_dimensions)
    nsp = len(in_s)
    strides = info.ints("window_strides") or (1,) * nsp
    pad_attr = info.attr("padding")
    padding = np.array(pad_attr, dtype=np.int64).reshape(nsp, 2) if pad_attr is not None \
        else np.zeros((nsp, 2), np.int64)
    lhs_dil = info.ints("lhs_dilation") or (1,) * nsp
    rhs_dil = info.ints("rhs_dilation") or (1,) * nsp
    reversal = info.bools("window_reversal")
    fgc = info.scalar("feature_group_count", 1)
    bgc = info.scalar("batch_group_count", 1)
    out_t = info.result
    cdt = compute_dtype(out_t.name)
    out_perm_src = [out_b, out_f] + out_s  # our (N, O, S...) -> result layout

    def dilate_pad(x, lows, highs, interior):
        full_lo = (0, 0) + tuple(lows)
        full_hi = (0, 0) + tuple(highs)
        full_in = (0, 0) + tuple(interior)
        inner = [n + max(n - 1, 0) * it for n, it in zip(x.shape, full_in)]
        full = [max(l, 0) + n + max(h, 0) for l, n, h in zip(full_lo, inner, full_hi)]
        buf = np.zeros(full, x.dtype)
        buf[tuple(slice(max(l, 0), max(l, 0) + n, it + 1)
                  for l, n, it in zip(full_lo, inner, full_in))] = x
        return buf[tuple(slice(max(-l, 0), f - max(-h, 0)) for l, h, f in zip(full_lo, full_hi, full))]

    def run(frame, lhs, rhs):
        x = np.transpose(np.asarray(lhs), [in_b, in_f] + in_s).astype(cdt)
        w = np.transpose(np.asarray(rhs), [k_o, k_i] + k_s).astype(cdt)
        x = dilate_pad(x, padding[:, 0], padding[:, 1], [d - 1 for d in lhs_dil])
        w = dilate_pad(w, [0] * nsp, [0] * nsp, [d - 1 for d in rhs_dil])
        if reversal:
            flip = [2 + i for i, r in enumerate(reversal) if r]
            if flip:
                w = np.flip(w, axis=flip)
        win = w.shape[2:]
        if any(x.shape[2 + i] < win[i] for i in range(nsp)):
            out_sp = [0] * nsp
            n_b, n_o = x.shape[0] // bgc, w.shape[0]
            res = np.zeros([n_b, n_o] + out_sp, cdt)
        else:
            # windows: (N, C, S'..., K...) strided by window_strides
            v = np.lib.stride_tricks.sliding_window_view(x, win, axis=tuple(range(2, 2 + nsp)))
            v = v[(slice(None), slice(None)) + tuple(slice(None, None, s) for s in strides)]
            n, c = v.shape[0], v.shape[1]
            o = w.shape[0]
            sp_letters = "".join(chr(ord("p") + i) for i in range(nsp))
            k_letters = "".join(chr(ord("h") + i) for i in range(nsp))
            if bgc > 1:
                vg = v.reshape((bgc, n // bgc, c) + v.shape[2:])
                wg = w.reshape((bgc, o // bgc) + w.shape[1:])
                r = np.einsum(f"gnc{sp_letters}{k_letters},goc{k_letters}->gno{sp_letters}", vg, wg)
                res = np.moveaxis(r, 0, 1).reshape((n // bgc, o) + r.shape[3:])
            else:
                g = fgc
                vg = v.reshape((n, g, c // g) + v.shape[2:])
                wg = w.reshape((g, o // g) + w.shape[1:])
                r = np.einsum(f"ngc{sp_letters}{k_letters},goc{k_letters}->ngo{sp_letters}", vg, wg)
                res = r.reshape((n, o) + r.shape[3:])
        return _to_layout(res, out_perm_src).astype(out_t.dtype)
    return run


def _to_layout(res, out_dims):
    """res has dims (N, O, S...) = result dims out_dims[0], out_dims[1], ...; reorder."""
    inv = [0] * len(out_dims)
    for i, d in enumerate(out_dims):
        inv[d] = i
    return np.transpose(res, inv)


@register("stablehlo.fft")
def _fft(info):
    kind = info.enum("fft_type")
    length = info.ints("fft_length")
    axes = tuple(range(-len(length), 0))
    out_dt = info.result.dtype
    fns = {
        "FFT": lambda x: np.fft.fftn(x, axes=axes),
        "IFFT": lambda x: np.fft.ifftn(x, axes=axes),
        "RFFT": lambda x: np.fft.rfftn(x, s=length, axes=axes),
        "IRFFT": lambda x: np.fft.irfftn(x, s=length, axes=axes),
    }
    fn = fns[kind]
    return lambda frame, x: fn(np.asarray(x)).astype(out_dt)


@register("stablehlo.cholesky")
def _cholesky(info):
    lower = bool(info.scalar("lower", False))
    out_dt = info.result.dtype
    cdt = compute_dtype(info.result.name)

    def run(frame, a):
        a = np.asarray(a).astype(cdt)
        if lower:
            herm = np.tril(a) + np.conj(np.swapaxes(np.tril(a, -1), -1, -2))
        else:
            herm = np.triu(a) + np.conj(np.swapaxes(np.triu(a, 1), -1, -2))
        try:
            L = np.linalg.cholesky(herm)
        except np.linalg.LinAlgError:
            return np.full(a.shape, np.nan, out_dt)
        r = L if lower else np.conj(np.swapaxes(L, -1, -2))
        return r.astype(out_dt)
    return run


@register("stablehlo.triangular_solve")
def _triangular_solve(info):
    left = bool(info.scalar("left_side", False))
    lower = bool(info.scalar("lower", False))
    unit = bool(info.scalar("unit_diagonal", False))
    trans = info.enum("transpose_a", "NO_TRANSPOSE")
    out_dt = info.result.dtype
    cdt = compute_dtype(info.result.name)

    def run(frame, a, b):
        a = np.asarray(a).astype(cdt)
        b = np.asarray(b).astype(cdt)
        t = np.tril(a) if lower else np.triu(a)
        if unit:
            n = t.shape[-1]
            t = t.copy()
            t[..., np.arange(n), np.arange(n)] = 1
        if trans == "TRANSPOSE":
            t = np.swapaxes(t, -1, -2)
        elif trans == "ADJOINT":
            t = np.conj(np.swapaxes(t, -1, -2))
        if left:  # op(a) @ x = b
            x = np.linalg.solve(t, b)
        else:  # x @ op(a) = b  <=>  op(a)^T @ x^T = b^T
            x = np.swapaxes(np.linalg.solve(np.swapaxes(t, -1, -2), np.swapaxes(b, -1, -2)), -1, -2)
        return x.astype(out_dt)
    return run

