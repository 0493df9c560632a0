"""Transcendental functions evaluated in a wider type and rounded once: correctly rounded.

numpy's float32 loops are up to 2-3 ulps off (of 200,000 f32 arguments, exp gives 39% of its
results off the correctly rounded value, tan 25%, sin 15%, cbrt 34%; XLA:CPU 9%, 4%, 1.3%,
11%). So f32 and narrower floats go through float64, whose functions are within an ulp of
float64: one rounding to f32 is then correct except where the exact value is within that
ulp of an f32 halfway point (2^-29 of arguments: none in the tests' samples). complex64 goes
through complex128 the same way.

numpy's float64 functions are themselves off by an ulp for 4% (exp), 9% (arcsin), 23%
(tanh) of arguments. So f64 goes through x86's 64-bit long double, whose functions are within
an ulp of it (11 more bits): one rounding to float64 is correct except where the exact value
is within a few long-double ulps of a float64 halfway point (~1 argument in 2,000), so the
arguments whose result lies that near one (~0.4%) are computed again by mpmath at 200 bits.
complex128 likewise goes through long double complex: numpy's complex128 functions are 1-4
ulps off in a part for 20-60% of arguments (expm1 up to 42); each part is rounded once and
settled the same way (the arguments with a zero part excepted: mpmath has no signed zero to
pick a branch cut's side with). Where long double is no wider than double (Windows, macOS on
arm64), f64 and complex128 stay numpy's.

Each evaluation goes through the wide type 65,536 elements at a time, so whole wide copies of
big operands do not raise peak memory.
"""
from __future__ import annotations

import threading

import numpy as np

from bridge import dtypes

from .rounding import narrow

IN_WIDE = frozenset({"cbrt", "cosine", "sine", "tan", "tanh", "exponential", "exponential_minus_one",
                     "log", "log_plus_one", "logistic", "rsqrt", "atan2", "power"})
_CHUNK = 1 << 16
_LONG = np.dtype(np.longdouble)
_CLONG = np.dtype(np.clongdouble)
_LONG_IS_WIDER = np.finfo(np.longdouble).nmant >= 63
_MP_PREC = 200


def wide_type(short: str, name: str) -> np.dtype | None:
    """The type the StableHLO op `short` on element type `name` is evaluated in, or None (as is)."""
    if dtypes.is_float(name) and short in IN_WIDE:
        size = dtypes.to_numpy(name).itemsize
        if size <= 4:
            return np.dtype(np.float64)
        return _LONG if size == 8 and _LONG_IS_WIDER else None
    if dtypes.is_complex(name) and (short in IN_WIDE or short == "sqrt"):   # (a complex sqrt is not exact)
        size = dtypes.to_numpy(name).itemsize
        if size <= 8:
            return np.dtype(np.complex128)
        return _CLONG if size == 16 and _LONG_IS_WIDER else None
    return None


def in_wide(fn, wide: np.dtype, out: np.dtype, nargs: int, exact=None):
    """run(frame, *xs): fn on the operands converted to `wide`, rounded once to `out`, a chunk
    at a time; `exact(*scalars) -> float`: the correctly rounded value for the elements whose
    long double result lies too near a float64 halfway point to round (f64 through long double)."""
    out = np.dtype(out)
    settle = exact is not None and (wide, out) in ((_LONG, np.dtype(np.float64)), (_CLONG, np.dtype(np.complex128)))

    def chunk(xs):
        res = np.asarray(fn(*[x.astype(wide) for x in xs]))
        rounded = narrow(res, out)
        return _settled(res, rounded, xs, exact) if settle else rounded

    def run(frame, *xs):
        xs = np.broadcast_arrays(*[np.asarray(x) for x in xs]) if nargs > 1 else [np.asarray(xs[0])]
        if xs[0].size <= _CHUNK:
            return chunk(xs)
        flat = [x.reshape(-1) for x in xs]
        res = np.empty(flat[0].shape, out)
        for i in range(0, res.size, _CHUNK):
            res[i:i + _CHUNK] = chunk([x[i:i + _CHUNK] for x in flat])
        return res.reshape(xs[0].shape)
    if nargs != 1 or settle:
        return run

    def run_small(frame, x):   # (f32 tanh of a loop body's small array: fewest calls)
        if type(x) is np.ndarray and x.size <= _CHUNK:
            return narrow(fn(x.astype(wide)), out)
        return run(frame, x)
    return run_small


def _settled(wide, rounded, xs, exact):
    """`rounded` with the values (complex: the parts) whose long double value is within 4 of
    its ulps of a float64 halfway point replaced by exact(...)'s: glibc's long double functions
    (and the few operations around them, as in logistic) were within 1.8 such ulps on 3,000
    arguments each, so the rest round correctly. About 0.4% of arguments are settled so."""
    args = [np.broadcast_to(x, rounded.shape).reshape(-1) for x in xs]
    if rounded.dtype.kind == "c":
        near_re, near_im = _near(wide.real, rounded.real), _near(wide.imag, rounded.imag)
        near = near_re | near_im
        near &= np.all([(a.real != 0) & (a.imag != 0) for a in args], axis=0).reshape(near.shape)
    else:
        near = _near(wide, rounded)
    if not near.any():
        return rounded
    rounded = np.array(rounded, copy=True)
    flat = rounded.reshape(-1)
    for i in np.flatnonzero(near):
        v = exact(*[a[i].item() for a in args])
        if rounded.dtype.kind == "c":   # (only the part that was near: the other keeps its zero's sign)
            v = complex(v.real if near_re.flat[i] else flat[i].real, v.imag if near_im.flat[i] else flat[i].imag)
        flat[i] = v
    return rounded


def _near(wide, rounded):
    with np.errstate(all="ignore"):
        finite = np.isfinite(rounded) & np.isfinite(wide)
        off = np.abs(wide - rounded.astype(_LONG))
        gap = np.spacing(np.abs(rounded)).astype(_LONG)   # the gap above |rounded|
        tol = 4 * np.spacing(np.abs(wide))
        near = np.abs(off - gap / 2) <= tol
        below = np.abs(np.frexp(rounded)[0]) == 0.5   # a power of two: the gap below is half
        return finite & (near | (below & (np.abs(off - gap / 4) <= tol)))


_LOCAL = threading.local()


def _mp():
    """This thread's own mpmath context at 200 bits (mpmath's global `mp` is shared state, and
    replicas evaluate in threads), made on first use: only the rare arguments near a halfway
    point need it."""
    ctx = getattr(_LOCAL, "mp", None)
    if ctx is None:
        import mpmath
        ctx = _LOCAL.mp = mpmath.MPContext()
        ctx.prec = _MP_PREC
    return ctx


def _cbrt(mp, x):
    return mp.cbrt(x) if x >= 0 else -mp.cbrt(-x)


_MPMATH = {   # op -> f(mpmath, *args) for its f64 and complex128 settling
    "exponential": lambda mp, x: mp.exp(x), "exponential_minus_one": lambda mp, x: mp.expm1(x),
    "log": lambda mp, x: mp.log(x), "log_plus_one": lambda mp, x: mp.log1p(x),
    "sine": lambda mp, x: mp.sin(x), "cosine": lambda mp, x: mp.cos(x), "tan": lambda mp, x: mp.tan(x),
    "tanh": lambda mp, x: mp.tanh(x), "logistic": lambda mp, x: 1 / (1 + mp.exp(-x)), "cbrt": _cbrt,
    "rsqrt": lambda mp, x: 1 / mp.sqrt(x), "atan2": lambda mp, y, x: mp.atan2(y, x),
    "power": lambda mp, a, b: mp.power(a, b), "sqrt": lambda mp, x: mp.sqrt(x),
}


# complex ops whose mpmath function is the reference's own (principal branches, same formula)
_COMPLEX_EXACT = frozenset({"exponential", "exponential_minus_one", "log", "log_plus_one", "sine", "cosine",
                            "tan", "tanh", "rsqrt", "sqrt"})


def exact_for(short: str, name: str):
    """exact(*scalars) -> the correctly rounded float64 (complex128) of op `short`, for f64 and
    complex128 through long double (None otherwise)."""
    wide = wide_type(short, name)
    if not ((name == "f64" and wide == _LONG) or (name == "c128" and wide == _CLONG and short in _COMPLEX_EXACT)):
        return None
    return mpmath_exact(_MPMATH[short], real=name == "f64")


def f64_exact(fn, mp_name: str, nargs: int, out):
    """run(frame, *xs) for a numpy function of float64 with mpmath's `mp_name` as its exact
    counterpart: correctly rounded through long double, or None where long double is no wider."""
    if not _LONG_IS_WIDER:
        return None
    return in_wide(fn, _LONG, out, nargs, mpmath_exact(lambda mp, *a: getattr(mp, mp_name)(*a), real=True))


def complex_exact(fn, mp_name: str, name: str, out):
    """run(frame, x) for a numpy function of complex numbers with mpmath's `mp_name` as its exact
    counterpart: complex64 through complex128, complex128 through long double complex
    (settled); None for complex128 where long double is no wider."""
    if name == "c64":
        return in_wide(fn, np.dtype(np.complex128), out, 1)
    if name != "c128" or not _LONG_IS_WIDER:
        return None
    return in_wide(fn, _CLONG, out, 1, mpmath_exact(lambda mp, z: getattr(mp, mp_name)(z), real=False))


def mpmath_exact(f, real: bool):
    """exact(*scalars) -> f(mpmath, *args) at 200 bits, rounded once to float64 (complex128)."""
    def exact(*args):
        mp = _mp()
        v = f(mp, *[mp.mpf(a) if real else mp.mpc(a) for a in args])
        if real:
            return float(v) if not isinstance(v, mp.mpc) else float("nan")
        return complex(v)
    return exact
