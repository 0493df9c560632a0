"""numpy kernels for Cholesky, TriangularSolve, Fft, BatchNorm* and ReducePrecision (xla ops)."""
from __future__ import annotations

import numpy as np

from .kernels_linalg import cholesky_factor, substitute
from .kernels_misc import reduce_precision_array
from .xla_registry import xla_kernel


def _swap(m):
    return np.swapaxes(m, -1, -2)


@xla_kernel("Cholesky")
def _cholesky(info, a):
    lower, out = a["lower"], info.result

    def run(frame, x):
        x = np.asarray(x).astype(np.complex128 if np.iscomplexobj(x) else np.float64)
        tri = np.tril(x) if lower else np.triu(x)
        strict = np.tril(x, -1) if lower else np.triu(x, 1)
        l_ = cholesky_factor(tri + np.conj(_swap(strict)))   # the Hermitian matrix one triangle stands for
        return (l_ if lower else np.conj(_swap(l_))).astype(out.dtype)
    return run


@xla_kernel("TriangularSolve")
def triangular_solve(info, a):
    left, lower, unit, trans = a["left_side"], a["lower"], a["unit_diagonal"], a["transpose_a"]
    out = info.result

    def run(frame, am, bm):
        wide = np.complex128 if np.iscomplexobj(am) else np.float64
        t = np.tril(np.asarray(am, wide)) if lower else np.triu(np.asarray(am, wide))
        if unit:
            n = t.shape[-1]
            t[..., np.arange(n), np.arange(n)] = 1
        low = lower
        if trans != "NO_TRANSPOSE":
            t, low = _swap(np.conj(t) if trans == "ADJOINT" else t), not low
        b = np.asarray(bm, wide)
        if left:    # op(a) x = b
            return substitute(t, b, low).astype(out.dtype)
        # x op(a) = b  <=>  op(a)^T x^T = b^T
        return _swap(substitute(_swap(t), _swap(b), not low)).astype(out.dtype)
    return run


@xla_kernel("Fft")
def _fft(info, a):
    kind, length = a["fft_type"], tuple(a["fft_length"])
    axes = tuple(range(-len(length), 0))
    fn = {"FFT": lambda x: np.fft.fftn(x, axes=axes), "IFFT": lambda x: np.fft.ifftn(x, axes=axes),
          "RFFT": lambda x: np.fft.rfftn(x, s=length, axes=axes),
          "IRFFT": lambda x: np.fft.irfftn(x, s=length, axes=axes)}[kind]
    out = info.result
    return lambda frame, x: fn(np.asarray(x)).astype(out.dtype) if np.size(x) else np.zeros(out.shape, out.dtype)


class _Features:
    """Broadcasting per-feature vectors against the operand; statistics over the other dimensions."""

    def __init__(self, info, a):
        rank = len(info.operand_types[0].shape)
        self.f, self.eps = a["feature_index"], a["epsilon"]
        self.axes = tuple(i for i in range(rank) if i != self.f)
        self.view = tuple(-1 if i == self.f else 1 for i in range(rank))
        self.dtype = info.operand_types[0].dtype

    def wide(self, *xs):
        return [np.asarray(x, np.float64) for x in xs]

    def spread(self, v):
        return v.reshape(self.view)

    def mean(self, x):
        return x.mean(axis=self.axes)

    def inv_std(self, var):
        return 1 / np.sqrt(var + self.eps)

    def normalize(self, x, scale, offset, mean, var):
        """scale * (x - mean) / sqrt(var + epsilon) + offset, per feature."""
        return (x - self.spread(mean)) * self.spread(scale * self.inv_std(var)) + self.spread(offset)

    def out(self, *xs):
        return tuple(np.asarray(x).astype(self.dtype) for x in xs)


@xla_kernel("BatchNormTraining")
def _bn_training(info, a):
    f = _Features(info, a)

    def run(frame, *args):
        x, scale, offset = f.wide(*args)
        mean = f.mean(x)
        var = f.mean((x - f.spread(mean)) ** 2)
        return f.out(f.normalize(x, scale, offset, mean, var), mean, var)
    return run


@xla_kernel("BatchNormInference")
def _bn_inference(info, a):
    f = _Features(info, a)

    def run(frame, *args):
        x, scale, offset, mean, var = f.wide(*args)
        return f.out(f.normalize(x, scale, offset, mean, var))[0]
    return run


@xla_kernel("BatchNormGrad")
def _bn_grad(info, a):
    f = _Features(info, a)

    def run(frame, *args):
        x, scale, mean, var, dy = f.wide(*args)
        inv = f.inv_std(var)
        xhat = (x - f.spread(mean)) * f.spread(inv)   # the normalized operand
        grad_offset = dy.sum(axis=f.axes)
        grad_scale = (dy * xhat).sum(axis=f.axes)
        # d/dx of scale * xhat + offset, with mean and variance the batch's own statistics
        grad_x = f.spread(scale * inv) * (dy - f.spread(f.mean(dy)) - xhat * f.spread(f.mean(dy * xhat)))
        return f.out(grad_x, grad_scale, grad_offset)
    return run


@xla_kernel("ReducePrecision")
def _reduce_precision(info, a):
    e, m = a["exponent_bits"], a["mantissa_bits"]

    def run(frame, x):
        return reduce_precision_array(x, e, m)
    return run
