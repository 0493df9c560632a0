"""Rounding to the narrow floats (bf16, f8, f6, f4) once, as the spec's convert does.

ml_dtypes converts float64 to a narrow float through float32, which rounds twice: 1 + 2^-8
+ 2^-30 becomes bf16 1.0 (the f32 step drops the 2^-30 and leaves a tie), where rounding
once gives 1.0078125. XLA:CPU does the same (docs/reference.md). Rounding to float32 *to
odd* first makes the second rounding the correct one: an inexact f32 intermediate keeps a
sticky odd last bit, and f32 has far more bits than any narrow float (f16, whose numpy
conversion from float64 is direct, and f32 itself need none of this).
"""
from __future__ import annotations

import numpy as np

_F64_EXACT_INT = 2 ** 53
_NUMPY_FLOATS = frozenset({np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)})


def needs_care(out: np.dtype) -> bool:
    """True for the narrow ml_dtypes floats that float64 reaches through float32 (numpy says
    "f" or "V" for their kind). e8m0 too: it has no mantissa, but 1.5 - 2^-30 becomes f32's
    1.5, a tie between 1 and 2 that rounds up."""
    return out.kind in "fV" and out not in _NUMPY_FLOATS


def f32_round_to_odd(x: np.ndarray) -> np.ndarray:
    """float64 -> float32, rounded toward zero with the last bit set where inexact."""
    with np.errstate(over="ignore", invalid="ignore"):   # (beyond f32's range: inf, stepped back below)
        y = x.astype(np.float32)
        yd = y.astype(np.float64)
        inexact = (yd != x) & np.isfinite(x)
        y = np.where(inexact & (np.abs(yd) > np.abs(x)), np.nextafter(y, np.float32(0)), y)
    bits = y.view(np.uint32)
    return np.where(inexact, bits | np.uint32(1), bits).view(np.float32)


def narrow(x: np.ndarray, out: np.dtype) -> np.ndarray:
    """float64 (or exact float32/f16) values rounded once to `out`."""
    x = np.asarray(x)
    if not needs_care(out) or x.dtype != np.float64:
        try:
            return x.astype(out)
        except TypeError:   # (ml_dtypes has no cast between e8m0 and the other narrow floats: f32
            return x.astype(np.float32).astype(out)   # holds all their values, so it rounds once)
    return f32_round_to_odd(x).astype(out)


def int_to_float(x: np.ndarray, out: np.dtype) -> np.ndarray:
    """Integers rounded once to the float type `out` (int -> float64 is exact below 2^53;
    larger int64/uint64 values are rounded to float64 to odd, one by one: they are rare)."""
    x = np.asarray(x)
    if not needs_care(out):   # numpy's own int -> float casts round once
        return x.astype(out) if out in _NUMPY_FLOATS else x.astype(np.float64).astype(out)
    wide = x.astype(np.float64)
    if x.dtype.itemsize == 8:
        ints, flat = x.reshape(-1), wide.reshape(-1)
        big = (ints >= _F64_EXACT_INT) | (ints <= -_F64_EXACT_INT) if x.dtype.kind == "i" else ints >= _F64_EXACT_INT
        for i in np.flatnonzero(big):
            flat[i] = _f64_round_to_odd(int(ints[i]))
    return f32_round_to_odd(wide).astype(out)


def _f64_round_to_odd(i: int) -> float:
    f = float(i)   # nearest
    if int(f) == i:
        return f
    if abs(int(f)) > abs(i):
        f = float(np.nextafter(f, 0.0))
    bits = np.array([f]).view(np.uint64) | np.uint64(1)
    return float(bits.view(np.float64)[0])
