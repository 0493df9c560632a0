"""Name the convention behind a mismatch, so a report says more than "mismatch".

Complex special values: at ±inf ± inf·i (and ±inf + NaN·i) the StableHLO spec's
"complex exponential" -- e^x·(cos y + i·sin y) in IEEE arithmetic, what XLA and the
numpy reference compute -- gives NaN + NaN·i, while C99 Annex G (numpy's np.exp, libm's
cexp) gives values with an infinite or zero part (exp(+inf + inf·i) = ±inf + NaN·i,
exp(-inf + inf·i) = ±0 ± 0i). docs/reference.md lists the reference's conventions.
"""
from __future__ import annotations

import numpy as np

SPEC = "spec (NaN+NaN·i)"
C99 = "C99 Annex G"


def _all_nan(a: np.ndarray) -> np.ndarray:
    return np.isnan(a.real) & np.isnan(a.imag)


def _c99_like(a: np.ndarray) -> np.ndarray:
    """Not all-NaN, with a part that is infinite or zero: C99's answers at special points."""
    with np.errstate(invalid="ignore"):
        part = np.isinf(a.real) | np.isinf(a.imag) | (a.real == 0) | (a.imag == 0)
    return part & ~_all_nan(a)


def complex_special_convention(expected, got, bad) -> str:
    """One sentence when mismatching complex elements are special values on which one side
    follows the spec's convention and the other C99's ("" when none are)."""
    expected, got, bad = np.asarray(expected), np.asarray(got), np.asarray(bad, bool)
    if expected.dtype.kind != "c" or not bad.any():
        return ""
    e, g = expected[bad], got[bad]
    spec_baseline = _all_nan(e) & _c99_like(g)
    c99_baseline = _c99_like(e) & _all_nan(g)
    n_spec, n_c99 = int(np.count_nonzero(spec_baseline)), int(np.count_nonzero(c99_baseline))
    if not n_spec and not n_c99:
        return ""
    parts = []
    if n_spec:
        parts.append(f"{n_spec} where the baseline follows the {SPEC} convention and the other "
                     f"backend {C99}")
    if n_c99:
        parts.append(f"{n_c99} where the baseline follows {C99} and the other backend the {SPEC} "
                     "convention")
    return (f"{n_spec + n_c99} of {e.size} mismatches are complex special values (inf/NaN parts): "
            + "; ".join(parts))
