"""dot_general, convolution, fft, cholesky, triangular_solve."""
from __future__ import annotations

import numpy as np
from jaxlib.mlir.dialects import stablehlo

from bridge import dtypes

from .kernels_elementwise import compute_dtype
from .kernels_misc import reduce_precision_array
from .kernels_shape import pad_array
from .kernel_registry import register


def _algorithm(info):
    """(operand precision dtype, accumulation dtype, split count) of a dot algorithm, or None.

    BF16_BF16_F32_X3/X6/X9 split each f32 operand into 2 or 3 bf16 parts and sum the
    products of the part pairs (i, j) with i + j < parts (X3, X6) or all pairs (X9).
    """
    a = info.attr("algorithm")
    if a is None:
        return None
    alg = stablehlo.DotAlgorithm(a)
    from ..mlir_attrs import element_name
    # tf32 is no tensor element type: the operands are rounded to its 10 mantissa bits.
    lhs = alg.lhs_precision_type
    prec = TF32 if str(lhs) == "tf32" else dtypes.to_numpy(element_name(lhs))
    acc = compute_dtype(element_name(alg.accumulation_type))
    n = alg.num_primitive_operations
    parts = {1: 1, 3: 2, 6: 3, 9: 3}.get(n, 1)
    return prec, acc, parts, n == 9


TF32 = "tf32"


def _split(x, prec, parts):
    out = []
    rest = x
    for _ in range(parts):
        p = reduce_precision_array(rest, 8, 10) if prec is TF32 else rest.astype(prec).astype(x.dtype)
        out.append(p)
        rest = rest - p
    return out


def matmul(a, b):
    """np.matmul; for integers through float BLAS when every partial sum is an integer the
    float holds exactly (numpy's integer matmul has no BLAS: an int8 512^3 product took 150
    ms, 3 ms so), else numpy's own, which wraps as XLA's integer dot does."""
    if a.dtype.kind not in "iu" or b.dtype.kind not in "iu" or not a.size or not b.size:
        if a.shape[-2:] == b.shape[:-3:-1] and b.ndim >= 2 and a.ctypes.data == b.ctypes.data:
            b = b.copy()   # (numpy takes a @ a.T to SYRK, which rounds otherwise than the GEMM of
            # the same values apart: a one-op rerun of `q @ k.T` with q = k named it a culprit)
        return np.matmul(a, b)
    big = max(-int(a.min()), int(a.max())) * max(-int(b.min()), int(b.max())) * a.shape[-1]
    for ft, exact in ((np.float32, 1 << 24), (np.float64, 1 << 53)):
        if big <= exact:
            out = np.result_type(a, b)
            return np.matmul(a.astype(ft), b.astype(ft)).astype(np.int64).astype(out)
    return np.matmul(a, b)


@register("stablehlo.dot_general")
def _dot_general(info):
    dn = stablehlo.DotDimensionNumbers(info.attr("dot_dimension_numbers"))
    return dot_general_fn(dn.lhs_batching_dimensions, dn.rhs_batching_dimensions,
                          dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions,
                          info.operand_types[0].shape, info.operand_types[1].shape, info.result,
                          _algorithm(info))


def dot_general_fn(lb, rb, lc, rc, ls, rs, out_t, alg=None):
    """run(frame, lhs, rhs) of a dot_general; `alg` from `_algorithm` (None: default)."""
    lb, rb, lc, rc = list(lb), list(rb), list(lc), list(rc)
    lf = [d for d in range(len(ls)) if d not in lb and d not in lc]
    rf = [d for d in range(len(rs)) if d not in rb and d not in rc]
    cdt = compute_dtype(out_t.name)
    B = int(np.prod([ls[d] for d in lb], dtype=np.int64))
    M = int(np.prod([ls[d] for d in lf], dtype=np.int64))
    K = int(np.prod([ls[d] for d in lc], dtype=np.int64))
    N = int(np.prod([rs[d] for d in rf], dtype=np.int64))
    lperm, rperm = lb + lf + lc, rb + rc + rf
    ltrans = lperm != list(range(len(ls)))
    rtrans = rperm != list(range(len(rs)))
    out_shape = out_t.shape
    is_bool = out_t.name == "pred"

    def in_compute_dtype(lhs, rhs):
        a, b = np.asarray(lhs), np.asarray(rhs)
        return (a if a.dtype == cdt else a.astype(cdt)), (b if b.dtype == cdt else b.astype(cdt))

    def product(a, b):
        if alg is None or alg[2] == 1 and alg[0] == cdt:
            return matmul(a, b)
        prec, acc, parts, every = alg
        sa, sb = _split(a.astype(acc), prec, parts), _split(b.astype(acc), prec, parts)
        r = None
        for i in range(parts):
            for j in range(parts):
                if every or i + j < parts:
                    t = np.matmul(sa[i], sb[j])
                    r = t if r is None else r + t
        return r

    # (an outer product, no contracting dimension, is not a matrix product: TF's resize writes them)
    if alg is None and not is_bool and len(ls) == 2 and len(rs) == 2 and lc and not lb and not ltrans and not rtrans:
        same = out_t.dtype == cdt

        def run(frame, lhs, rhs):   # a plain matrix product (what a loop body does at every step)
            if same and type(lhs) is np.ndarray and type(rhs) is np.ndarray and lhs.dtype == cdt and rhs.dtype == cdt:
                return matmul(lhs, rhs)   # (nothing to convert)
            a, b = in_compute_dtype(lhs, rhs)
            r = matmul(a, b)
            return r if r.dtype == out_t.dtype else r.astype(out_t.dtype)
        return run

    def run(frame, lhs, rhs):
        a, b = in_compute_dtype(lhs, rhs)
        a = (np.transpose(a, lperm) if ltrans else a).reshape(B, M, K)
        b = (np.transpose(b, rperm) if rtrans else b).reshape(B, K, N)
        if is_bool:
            r = matmul(a.astype(np.int64), b.astype(np.int64)) != 0
        elif B == 1:
            r = product(a[0], b[0])
        else:
            r = product(a, b)
        r = r.reshape(out_shape)
        return r if r.dtype == out_t.dtype else r.astype(out_t.dtype)
    return run


@register("stablehlo.convolution")
def _convolution(info):
    conv = convolution_fn(info)
    return lambda frame, lhs, rhs: conv(lhs, rhs)


def convolution_fn(info):
    """conv(lhs, rhs, padding=None) for a convolution-like op (padding overrides the attribute)."""
    dn = stablehlo.ConvDimensionNumbers(info.attr("dimension_numbers"))
    in_b, in_f = dn.input_batch_dimension, dn.input_feature_dimension
    in_s = list(dn.input_spatial_dimensions)
    k_i, k_o = dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension
    k_s = list(dn.kernel_spatial_dimensions)
    out_b, out_f = dn.output_batch_dimension, dn.output_feature_dimension
    out_s = list(dn.output_spatial_dimensions)
    nsp = len(in_s)
    strides = info.ints("window_strides") or (1,) * nsp
    padding = info.padding(nsp)
    lhs_dil = info.ints("lhs_dilation") or (1,) * nsp
    rhs_dil = info.ints("rhs_dilation") or (1,) * nsp
    reversal = info.bools("window_reversal")
    fgc = info.scalar("feature_group_count", 1)
    bgc = info.scalar("batch_group_count", 1)
    out_t = info.result
    cdt = compute_dtype(out_t.name)
    out_perm_src = [out_b, out_f] + out_s  # our (N, O, S...) -> result layout

    def dilate_pad(x, lows, highs, interior):   # spatial dims only: N and C come first here
        return pad_array(x, 0, (0, 0, *lows), (0, 0, *highs), (0, 0, *interior), x.dtype)

    def run(lhs, rhs, pad=None):
        pad = padding if pad is None else np.asarray(pad, np.int64).reshape(nsp, 2)
        x = np.transpose(np.asarray(lhs), [in_b, in_f] + in_s).astype(cdt)
        w = np.transpose(np.asarray(rhs), [k_o, k_i] + k_s).astype(cdt)
        x = dilate_pad(x, pad[:, 0], pad[:, 1], [d - 1 for d in lhs_dil])
        w = dilate_pad(w, [0] * nsp, [0] * nsp, [d - 1 for d in rhs_dil])
        if reversal:
            flip = [2 + i for i, r in enumerate(reversal) if r]
            if flip:
                w = np.flip(w, axis=flip)
        win = w.shape[2:]
        if any(x.shape[2 + i] < win[i] for i in range(nsp)):
            # Empty result: only the too-short dimensions are 0; the others keep their
            # size (the spec's output shape), so take them from the result type.
            out_sp = [out_t.shape[d] for d in out_s]
            n_b, n_o = x.shape[0] // bgc, w.shape[0]
            res = np.zeros([n_b, n_o] + out_sp, cdt)
        else:
            res = _grouped_window_product(x, w, strides, fgc, bgc, nsp)
        return _to_layout(res, out_perm_src).astype(out_t.dtype)
    return run


_IM2COL_BYTES = 64 << 20   # im2col is made a block of the batch at a time, each at most this big


def _grouped_window_product(x, w, strides, fgc, bgc, nsp):
    """(N', O, S'...) = padded input x (N, C, S...) convolved with kernel w (O, C/fgc, K...).

    im2col in channels-last order, so the copy moves contiguous runs of channels, then
    one batched matmul per group: feature groups split C and O, batch groups N and O. The
    im2col matrix is K times the input (25x for a 5x5 depthwise convolution), so it is made
    for a block of the batch at a time; a convolution whose matrix fits in one block (most)
    is one matmul, as before.
    """
    n, c = x.shape[0], x.shape[1]
    o, win = w.shape[0], w.shape[2:]
    xl = np.ascontiguousarray(np.moveaxis(x, 1, -1))                       # (N, S..., C)
    v = np.lib.stride_tricks.sliding_window_view(xl, win, axis=tuple(range(1, 1 + nsp)))
    v = v[(slice(None),) + tuple(slice(None, None, st) for st in strides)]  # (N, S'..., C, K...)
    sp = v.shape[1:1 + nsp]
    v = np.moveaxis(v, 1 + nsp, -1)                                        # (N, S'..., K..., C)
    rows, k = int(np.prod(sp, dtype=np.int64)), int(np.prod(win, dtype=np.int64))
    if bgc > 1:   # groups of the batch
        g, nb, cg = bgc, n // bgc, c
        vg = v.reshape((g, nb) + v.shape[1:])                               # (g, nb, S'..., K..., C)
    else:         # groups of the features
        g, nb, cg = fgc, n, c // fgc
        vg = np.moveaxis(v.reshape(v.shape[:-1] + (g, cg)), -2, 0)          # (g, N, S'..., K..., cg)
    og = o // g
    wg = np.moveaxis(w.reshape((g, og, cg) + tuple(win)), (1, 2), (-1, -2)).reshape(g, k * cg, og)
    block = max(1, _IM2COL_BYTES // max(1, g * rows * k * cg * x.dtype.itemsize))
    if block >= nb:
        r = matmul(vg.reshape(g, nb * rows, k * cg), wg).reshape((g, nb) + tuple(sp) + (og,))
    else:
        r = None
        for b in range(0, nb, block):
            part = vg[:, b:b + block]
            cols = part.reshape(g, part.shape[1] * rows, k * cg)
            out = matmul(cols, wg).reshape((g, part.shape[1]) + tuple(sp) + (og,))
            if r is None:
                r = np.empty((g, nb) + out.shape[2:], out.dtype)
            r[:, b:b + block] = out
    r = np.transpose(r, (1, 0, r.ndim - 1) + tuple(range(2, r.ndim - 1)))   # (nb, g, og, S'...)
    return r.reshape((nb, o) + tuple(sp))


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
    shape = info.result.shape

    def run(frame, x):
        if 0 in shape or 0 in np.shape(x):   # numpy refuses a transform of no points
            return np.zeros(shape, out_dt)
        return fn(np.asarray(x)).astype(out_dt)
    return run


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
        L = cholesky_factor(herm)
        r = L if lower else np.conj(np.swapaxes(L, -1, -2))
        return r.astype(out_dt)
    return run


def cholesky_factor(m: np.ndarray) -> np.ndarray:
    """The lower Cholesky factors of a batch of Hermitian matrices, NaN for each one that is
    not positive definite: XLA's behaviour, matrix by matrix (numpy refuses the whole batch
    when one fails, which made every factor NaN)."""
    try:
        return np.linalg.cholesky(m)
    except np.linalg.LinAlgError:
        if m.ndim == 2:
            return np.full(m.shape, np.nan, m.dtype)
        return np.stack([cholesky_factor(x) for x in m.reshape((-1,) + m.shape[-2:])]).reshape(m.shape)


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
        low = lower
        if trans != "NO_TRANSPOSE":
            t, low = np.swapaxes(np.conj(t) if trans == "ADJOINT" else t, -1, -2), not lower
        if left:  # op(a) @ x = b
            x = substitute(t, b, low)
        else:  # x @ op(a) = b  <=>  op(a)^T @ x^T = b^T
            x = np.swapaxes(substitute(np.swapaxes(t, -1, -2), np.swapaxes(b, -1, -2), not low), -1, -2)
        return x.astype(out_dt)
    return run


def substitute(t, b, lower: bool):
    """x with t @ x = b for triangular t (batched): row-by-row substitution as XLA does it,
    inf/NaN where t is singular (np.linalg.solve refuses the whole batch)."""
    x = np.zeros(np.broadcast_shapes(t.shape[:-2], b.shape[:-2]) + b.shape[-2:], np.result_type(t, b))
    rows = range(t.shape[-1]) if lower else range(t.shape[-1] - 1, -1, -1)
    with np.errstate(divide="ignore", invalid="ignore"):
        for i in rows:   # rows not solved yet are still 0 in x
            rest = np.einsum("...j,...jk->...k", t[..., i, :], x)
            x[..., i, :] = (b[..., i, :] - rest) / t[..., i, i][..., None]
    return x

