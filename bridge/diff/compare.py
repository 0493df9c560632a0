"""Compare one output of two backends element by element.

Floats: NaN matches NaN when `nan_equal` (payload ignored), an infinity matches only the
same infinity, -0 == +0; other elements fail when they break both the absolute and the
relative tolerance (or, in ULP mode, are more than N ULPs apart; in bitwise mode, differ
in any bit). Complex: the error is that of the whole value, |got − expected|, relative
to the modulus |expected| (a part much smaller than the modulus, e.g. a real part left
after cancellation, does not get a tolerance of its own); in ULP mode the distance is in
ULPs of |expected| (the larger part difference over the spacing at |expected|, never
more than the per-part distance). Integers and pred: exact. Shapes and dtypes must match.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from .conventions import complex_special_convention
from .report import OutputReport
from .tolerance import Tol

# Histogram of absolute errors: upper bounds of the buckets (after "0").
_EDGES = (1e-12, 1e-9, 1e-6, 1e-3, 1.0)
BUCKETS = ("0",) + tuple(f"<={e:g}" for e in _EDGES) + (">1", "nan/inf")
_TOP = 5
# Elements compared at a time: the float path makes ~15 float64 temporaries per element, so a
# 144M-element output took 14 GB whole (two at -j 2: past a 23 GB machine); by chunks the
# cost is the mismatch mask (a byte an element) and one chunk's work.
CHUNK = 1 << 20
_INT_OF_SIZE = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}


def not_compared(expected, index: int, why: str) -> OutputReport:
    """An output whose values no two correct backends need agree on: `unsupported`, not
    compared (a module whose every output is so was compared on nothing)."""
    expected = np.asarray(expected)
    return OutputReport(index=index, verdict="unsupported", dtype=dtype_name(expected.dtype),
                        shape=list(expected.shape), elements=int(expected.size), detail=why)


def compare(expected, got, tol: Tol, index: int = 0, name: str = "", noise=None) -> OutputReport:
    """`noise`: rounding_noise.py's measure of this output (float64, its shape): an element past
    the tolerance still matches where |expected − got| is within K times its rounding noise
    (K_DISCRETE times for integers and booleans)."""
    expected, got = np.asarray(expected), np.asarray(got)
    head = dict(index=index, name=name, dtype=dtype_name(expected.dtype), shape=list(expected.shape),
                tolerance=tol.to_dict())
    if expected.shape != got.shape or expected.dtype != got.dtype:
        return OutputReport(**head, verdict="mismatch", elements=int(expected.size),
                            detail=f"shape/dtype differ: {_describe(expected)} (baseline) vs {_describe(got)}")
    if expected.size == 0:   # shape and dtype agree, and there is no value to compare
        return OutputReport(**head, verdict="unsupported", elements=0,
                            detail="no elements: only its shape and dtype were compared (they agree)")
    et = head["dtype"]
    exact = dtypes.is_exact(et)
    if exact:
        fn = _exact
    else:
        complex_ = dtypes.is_complex(et)
        top = _finite_top(expected, got, complex_) if expected.size > CHUNK else None

        def fn(e, g):
            return _floating(e, g, tol, complex_, top)
    k = None
    if noise is not None:
        from .rounding_noise import K, K_DISCRETE
        k = K_DISCRETE if exact else K
    t = _tally(fn, expected, got, None if noise is None else np.asarray(noise, np.float64), k)
    n = t.mismatches
    report = OutputReport(**head, verdict="mismatch" if n else "match", elements=int(expected.size),
                          mismatches=n, mismatch_fraction=n / expected.size,
                          max_abs_error=t.maxima[0], max_rel_error=t.maxima[1], max_ulp=t.maxima[2],
                          histogram={b: int(c) for b, c in zip(BUCKETS, t.histogram) if c}, rounding=t.rounding)
    report.worst = [entry for *_, entry in t.best]
    if n:
        report.first_mismatch = t.first
        report.detail = complex_special_convention(expected, got, t.bad.reshape(expected.shape))
    return report


class _Tally:
    """What compare keeps of the element-wise errors, chunk by chunk: the mismatch mask (a
    byte an element) and summaries, never a whole output's float64 errors (25 bytes an
    element: a 400M-element output needed 10 GB beside the outputs themselves)."""
    __slots__ = ("bad", "mismatches", "maxima", "histogram", "best", "first", "rounding")

    def __init__(self, size: int):
        self.bad = np.empty(size, bool)
        self.mismatches = 0
        self.maxima = [0.0, 0.0, 0.0]    # abs, rel, ulp (NaN once any is: np.max's rule)
        self.histogram = np.zeros(len(BUCKETS), np.int64)
        self.best: list[tuple] = []      # (not bad, -ulp, flat index, entry): the worst five so far
        self.first: dict | None = None
        self.rounding: dict | None = None


def _tally(fn, e: np.ndarray, g: np.ndarray, noise, k) -> _Tally:
    """fn(e, g) -> (bad, abs_err, rel_err, ulp) over CHUNK elements at a time, less the
    elements within k times their rounding `noise` (None: no noise measure)."""
    fe, fg = e.reshape(-1), g.reshape(-1)
    fn_noise = None if noise is None else np.broadcast_to(noise, e.shape).reshape(-1)
    t = _Tally(e.size)
    for lo in range(0, e.size, CHUNK):
        ce, cg = fe[lo:lo + CHUNK], fg[lo:lo + CHUNK]
        bad, abs_err, rel_err, ulp = fn(ce, cg)
        if fn_noise is not None and bad.any():
            bad, rounding = _within_noise(bad, abs_err, fn_noise[lo:lo + CHUNK], k, ce)
            t.rounding = _merged(t.rounding, rounding)
        t.bad[lo:lo + ce.size] = bad
        n = int(np.count_nonzero(bad))
        t.mismatches += n
        errors = (abs_err, rel_err, ulp)
        t.maxima = [float(np.maximum(m, np.max(x))) for m, x in zip(t.maxima, errors)]
        t.histogram += _histogram(abs_err)
        for i in _worst(bad, ulp):
            u = np.nan_to_num(ulp[i], nan=np.inf)
            t.best.append((not bad[i], -u, lo + int(i), _entry(lo + int(i), i, e, ce, cg, errors)))
        t.best = sorted(t.best, key=lambda c: c[:3])[:_TOP]
        if n and t.first is None:
            i = int(np.flatnonzero(bad)[0])
            t.first = _entry(lo + i, i, e, ce, cg, errors)
    return t


def _merged(a: dict | None, b: dict | None) -> dict | None:
    if a is None or b is None:
        return a or b
    return {"within_noise": a["within_noise"] + b["within_noise"],
            "ill_conditioned": a["ill_conditioned"] + b["ill_conditioned"],
            "largest_noise": max(a["largest_noise"], b["largest_noise"]),
            "largest_relative_noise": max(a["largest_relative_noise"], b["largest_relative_noise"])}


def _within_noise(bad, abs_err, noise, k: float, expected):
    """`bad` less the elements within k times their rounding noise, and what those were: how
    many, how many of them rounding alone turned to NaN or ∞ (ill-conditioned), and the
    largest noise relative to the element (how ill-conditioned)."""
    within = bad & (abs_err <= k * noise)
    if not within.any():
        return bad, None
    ill = within & np.isinf(noise)
    finite = within & ~ill
    mag = np.abs(expected.astype(np.complex128))
    with np.errstate(divide="ignore", invalid="ignore"):   # (relative to elements that are not 0)
        relative = np.where(finite & (mag > 0), noise / np.where(mag > 0, mag, 1.0), 0.0)
    return bad & ~within, {"within_noise": int(np.count_nonzero(finite)),
                           "ill_conditioned": int(np.count_nonzero(ill)),
                           "largest_noise": float(np.max(np.where(finite, noise, 0.0))),
                           "largest_relative_noise": float(np.max(relative))}


def _special(pe_w, pg_w):
    nan_e, nan_g = np.isnan(pe_w), np.isnan(pg_w)
    inf_e, inf_g = np.isinf(pe_w), np.isinf(pg_w)
    return nan_e, nan_g, inf_e, inf_g, nan_e | nan_g | inf_e | inf_g


def _finite_top(e: np.ndarray, g: np.ndarray, complex_: bool) -> float:
    """max|e| over the elements where neither side is NaN or ∞ (what _floating's tensor-wide
    terms scale with), by chunks: the whole output's, not one chunk's."""
    wide, top = (np.complex128 if complex_ else np.float64), 0.0
    fe, fg = e.reshape(-1), g.reshape(-1)
    for lo in range(0, e.size, CHUNK):
        with np.errstate(invalid="ignore"):
            ew, gw = fe[lo:lo + CHUNK].astype(wide), fg[lo:lo + CHUNK].astype(wide)
        special = np.zeros(ew.shape, bool)
        for pe_w, pg_w in zip(_parts(ew, complex_), _parts(gw, complex_)):
            special |= _special(pe_w, pg_w)[-1]
        if (~special).any():
            with np.errstate(over="ignore"):
                top = max(top, float(np.max(np.abs(ew[~special]))))
    return top


def _exact(e: np.ndarray, g: np.ndarray):
    bad = e != g
    if e.dtype == np.bool_:
        abs_err = bad.astype(np.float64)
    else:   # through Python-width floats: 64-bit differences need not fit an int64
        abs_err = np.abs(e.astype(np.float64) - g.astype(np.float64))
        abs_err = np.where(bad, np.maximum(abs_err, 1.0), 0.0)   # distinct ints differ by >= 1
    with np.errstate(divide="ignore", invalid="ignore"):
        mag = np.abs(e.astype(np.float64))
        rel_err = np.where(bad, np.where(mag > 0, abs_err / np.where(mag > 0, mag, 1), np.inf), 0.0)
    return bad, abs_err, rel_err, abs_err


def _parts(a: np.ndarray, complex_: bool) -> list[np.ndarray]:
    return [a.real, a.imag] if complex_ else [a]


def _floating(e: np.ndarray, g: np.ndarray, tol: Tol, complex_: bool, top: float | None = None):
    """top: max|e| over the finite elements of the whole output when `e` is one chunk of it."""
    wide = np.complex128 if complex_ else np.float64
    with np.errstate(invalid="ignore"):   # NaNs of ml_dtypes warn when widened
        ew, gw = e.astype(wide), g.astype(wide)
    bad = np.zeros(e.shape, bool)
    special = np.zeros(e.shape, bool)
    ulp = np.zeros(e.shape, np.float64)
    for pe, pg, pe_w, pg_w in zip(_parts(e, complex_), _parts(g, complex_), _parts(ew, complex_),
                                  _parts(gw, complex_)):
        nan_e, nan_g, inf_e, inf_g, sp = _special(pe_w, pg_w)
        ok_sp = (nan_e & nan_g & tol.nan_equal) | (inf_e & inf_g & (pe_w == pg_w))
        bad |= sp & ~ok_sp
        special |= sp
        with np.errstate(invalid="ignore"):
            d = ulp_distance(pe, pg)
        ulp = np.maximum(ulp, np.where(sp, np.where(ok_sp, 0.0, np.inf), d))
    finite = ~special
    with np.errstate(invalid="ignore", over="ignore"):
        diff = np.abs(ew - gw)
        mag = np.abs(ew)
        if complex_:   # ULPs of the whole value: the spacing at |expected|, not at each part
            part = np.maximum(np.abs(ew.real - gw.real), np.abs(ew.imag - gw.imag))
            ulp = np.where(finite & np.isfinite(mag), np.minimum(ulp, part / spacing(mag, e.real.dtype)), ulp)
    abs_err = np.where(finite, diff, np.where(bad, np.inf, 0.0))
    with np.errstate(divide="ignore", invalid="ignore"):
        rel_err = np.where(mag > 0, abs_err / np.where(mag > 0, mag, 1.0), np.where(abs_err > 0, np.inf, 0.0))
    if tol.bitwise:   # replaces every other rule: -0 != +0, NaN payloads count
        bad = _bits_differ(e, g)
    elif tol.ulp is not None:
        over = ulp > tol.ulp
        if tol.norm_ulp and finite.any():   # a reduction: within norm_ulp ULPs of max|baseline|
            top = float(np.max(np.where(finite, mag, 0.0))) if top is None else top
            over &= abs_err > tol.norm_ulp * float(spacing(np.float64(top), _part_dtype(e)))
        bad |= finite & over
    else:
        atol = tol.atol
        if tol.norm_rtol and finite.any():
            top = float(np.max(np.where(finite, mag, 0.0))) if top is None else top
            atol = max(atol, tol.norm_rtol * top)
        with np.errstate(invalid="ignore"):   # rtol 0 x an infinite |expected|: masked by `finite`
            bad |= finite & (abs_err > atol) & (abs_err > tol.rtol * mag)
    return bad, abs_err, rel_err, ulp


def spacing(mag, dtype) -> np.ndarray:
    """The distance from |x| = mag to the next representable value of the real float
    `dtype` (ml_dtypes' too), as float64: 2^(exponent − mantissa bits), subnormal below."""
    import ml_dtypes
    fi = ml_dtypes.finfo(dtype)
    tiny = float(fi.smallest_normal)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.exp2(np.floor(np.log2(np.maximum(np.asarray(mag, np.float64), tiny))) - fi.nmant)


def _part_dtype(a: np.ndarray) -> np.dtype:
    return a.real.dtype if a.dtype.kind == "c" else a.dtype


def ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Number of representable values between a and b (same real float dtype), as float64.

    Bit patterns are sign-magnitude; mapping them to signed integers that order like the
    values (+0 and -0 both 0) makes the distance a subtraction. NaN operands give junk:
    callers mask them.
    """
    itype = _INT_OF_SIZE[a.dtype.itemsize]
    bits = np.iinfo(itype).bits
    magnitude_mask = itype((1 << (bits - 1)) - 1)
    ia, ib = a.view(itype).astype(np.int64), b.view(itype).astype(np.int64)
    ma, mb = ia & np.int64(magnitude_mask), ib & np.int64(magnitude_mask)
    oa, ob = np.where(ia < 0, -ma, ma), np.where(ib < 0, -mb, mb)
    with np.errstate(over="ignore"):
        d = np.abs(oa - ob).astype(np.float64)   # exact unless the signs differ at 64 bits
    if bits == 64:
        far = (oa < 0) != (ob < 0)
        d = np.where(far, np.abs(oa.astype(np.float64)) + np.abs(ob.astype(np.float64)), d)
    return d


def _bits_differ(e: np.ndarray, g: np.ndarray) -> np.ndarray:
    width = e.dtype.itemsize
    e, g = np.require(e, requirements="C"), np.require(g, requirements="C")   # (keeps 0-d)
    eb = e.reshape(e.shape + (1,)).view(np.uint8).reshape(e.shape + (width,))
    gb = g.reshape(g.shape + (1,)).view(np.uint8).reshape(g.shape + (width,))
    return np.any(eb != gb, axis=-1)


def _histogram(abs_err: np.ndarray) -> np.ndarray:
    """Counts of one chunk's absolute errors in BUCKETS."""
    special = ~np.isfinite(abs_err)
    finite = abs_err[~special]
    part = [np.count_nonzero(finite == 0)]
    lower = 0.0
    for edge in _EDGES:
        part.append(np.count_nonzero((finite > lower) & (finite <= edge)))
        lower = edge
    part += [np.count_nonzero(finite > lower), np.count_nonzero(special)]
    return np.array(part, np.int64)


def _worst(bad: np.ndarray, ulp: np.ndarray) -> np.ndarray:
    """One chunk's worst elements, up to five: mismatching ones first, then by ULP (ints:
    absolute) error."""
    u = np.nan_to_num(ulp, nan=np.inf)
    candidates = np.flatnonzero(bad | (u > 0))
    if candidates.size > 4096:   # keep the sort small: the bad ones, else the largest errors
        pick = candidates[bad[candidates]]
        candidates = pick if pick.size else candidates[np.argpartition(-u[candidates], _TOP)[:_TOP]]
        if candidates.size > 4096:
            candidates = candidates[np.argpartition(-u[candidates], _TOP)[:_TOP]]
    return candidates[np.lexsort((-u[candidates], ~bad[candidates]))][:_TOP]


def _entry(flat: int, i: int, e: np.ndarray, ce, cg, errors) -> dict:
    """Element `flat` of the output `e`, element `i` of its chunk (ce, cg, errors)."""
    idx = np.unravel_index(flat, e.shape) if e.shape else ()
    abs_err, rel_err, ulp = errors
    return {"index": [int(j) for j in idx], "expected": scalar(ce[i]), "got": scalar(cg[i]),
            "abs_error": float(abs_err[i]), "rel_error": float(rel_err[i]), "ulp": float(ulp[i])}


def scalar(x):
    """A JSON-friendly Python value of one element (complex -> [re, im])."""
    x = np.asarray(x)
    if x.dtype == np.bool_:
        return bool(x)
    if x.dtype.kind in "iu":
        return int(x)
    if x.dtype.kind == "c":
        return [float(x.real), float(x.imag)]
    return float(x.astype(np.float64))


def dtype_name(dt: np.dtype) -> str:
    try:
        return dtypes.canonical(dt)
    except Exception:  # noqa: BLE001 - a dtype with no XLA name (object arrays...)
        return str(dt)


def _describe(a: np.ndarray) -> str:
    return f"{dtype_name(a.dtype)}[{','.join(map(str, a.shape))}]"
