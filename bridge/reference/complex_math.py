"""Complex log1p, exp and expm1 as StableHLO's reference computes them: accurate where numpy's
are naive, each part's sign kept (arithmetic with 1j turns a -0 part into +0)."""
from __future__ import annotations

import numpy as np


def _two_sum(a, b):
    """s + t == a + b exactly (Knuth)."""
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def _two_square(a):
    """p + e == a * a exactly for f64 |a| < 2**995, and for x86's long double (Veltkamp split
    at half the mantissa, no fma in numpy)."""
    c = (4294967297.0 if a.dtype == np.longdouble else 134217729.0) * a   # 2**32 + 1, 2**27 + 1
    hi = c - (c - a)
    lo = a - hi
    p = a * a
    return p, ((hi * hi - p) + 2 * hi * lo) + lo * lo


def log1p(z):
    """log(1 + z) accurate to a few ulps everywhere (numpy's log1p is log(1 + z) naively:
    0 for z = 1e-10 in complex64, overflow near the largest float).

    Real part: log|1+z| = log1p(2x + x² + y²)/2, the sum in double-double so that the
    cancellation near the circle |1+z| = 1 costs nothing; near z = -1 (|1+z| < 1/2) it is
    log(hypot(x + 1, y)) with x + 1 exact; past |z| = 1e150 the squares would overflow, so
    there it is log(m) + log(((x+1)/m)² + (y/m)²)/2 with m = max(|x|, |y|).
    Imaginary part: atan2(y, x + 1) (x + 1 is exact near -1). complex64 is computed in
    complex128 (complex128 is given in x86's long double complex, and stays so). Non-finite
    inputs keep numpy's C99 values (log1p(-1) = -inf + 0i ...).
    """
    out_dt = z.dtype
    z = z if z.dtype == np.clongdouble else z.astype(np.complex128)
    x, y = z.real, z.imag
    with np.errstate(all="ignore"):
        m = np.maximum(np.abs(x), np.abs(y))
        big = m > 1e150
        xs, ys = np.where(big, 0.0, x), np.where(big, 0.0, y)
        x2, x2e = _two_square(xs)
        y2, y2e = _two_square(ys)
        s, e = _two_sum(x2, y2)
        s, e2 = _two_sum(2 * xs, s)
        lo = e + e2 + x2e + y2e
        hi, lo = _two_sum(s, lo)
        small = 0.5 * (np.log1p(hi) + lo / (1 + hi))
        ms = np.where(big, m, 1.0)
        large = np.log(ms) + 0.5 * np.log(np.square((x + 1) / ms) + np.square(y / ms))
        near = np.log(np.hypot(x + 1, y))
        re = np.where(big, large, np.where(hi < -0.75, near, small))
        im = np.arctan2(y, x + 1)
        res = parts(re, im, z.dtype)   # (re + 1j * im would turn a -0 imaginary part into +0)
        res = np.where(np.isfinite(x) & np.isfinite(y), res, np.log(parts(x + 1, y, z.dtype)))
    return res.astype(out_dt)


def parts(re, im, dtype):
    """re + i·im with each part as given (arithmetic with 1j makes a -0 part +0, inf's partner NaN)."""
    out = np.empty(np.broadcast_shapes(np.shape(re), np.shape(im)), dtype)
    out.real, out.imag = re, im
    return out


def exp(x):
    """e^x·cos y + i·e^x·sin y, as the spec's "complex exponential" and XLA:CPU compute it:
    ±inf ± inf·i -> NaN + NaN·i where numpy follows C99 Annex G (docs/reference.md); a zero
    imaginary part gives e^x + 0i (C99 and XLA agree there)."""
    with np.errstate(all="ignore"):
        e = np.exp(x.real)
        y = x.imag
        zero = y == 0
        re = np.where(zero, e, e * np.cos(y))
        im = np.where(zero, 0.0, e * np.sin(y)).astype(e.dtype)
    return parts(re, im, x.dtype)


def expm1(z):
    """numpy's expm1, but a zero imaginary part gives expm1(x) + 0i as `exponential` and XLA:CPU
    do (numpy: expm1(inf + 0i) = inf + NaN·i, expm1(NaN + 0i) = NaN + NaN·i)."""
    with np.errstate(all="ignore"):
        r = np.expm1(z)
        zero = z.imag == 0
        if np.any(zero):
            r = np.where(zero, parts(np.expm1(z.real), 0.0, z.dtype), r)
    return r
