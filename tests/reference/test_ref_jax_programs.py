"""Every program of tests/jax_programs.py: the numpy reference agrees with PJRT CPU.

Each program is lowered by jax once, compiled by PJRT once, and compared element by
element under the difftest tolerances (`bridge.diff.tolerance.default_tolerance`): an element
mismatches only if it breaks both the absolute and the relative tolerance of its
dtype; NaN matches NaN; integers, pred and dtypes/shapes are exact.
"""
from __future__ import annotations

import os
import sys

import numpy as np
import pytest

from bridge import dtypes, reference, runtime
from bridge.diff.tolerance import default_tolerance as tolerance
from bridge.reference.kernels_chlo import EXACT

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import jax_programs

PROGRAMS = {p.name: p for p in jax_programs.PROGRAMS}


def test_catalogue_is_wide():
    assert len(PROGRAMS) >= 150
    kinds = {np.dtype(d).name for p in PROGRAMS.values() for _, d in p.args}
    assert {"float32", "float64", "bfloat16", "float16", "int8", "uint32", "bool", "complex64"} <= kinds


# The reference computes these chlo functions exactly (test_ref_chlo_exact.py checks it against
# mpmath); XLA's f64 approximations of them are up to ~80 ulps (2e-14) off: lgamma near 1.
_EXACT_CHLO = tuple(n + " " for n in EXACT)
_XLA_F64_APPROX = 1e-13


def mismatches(want: np.ndarray, got: np.ndarray, approx: bool = False) -> str:
    """'' when `got` matches `want` under the difftest tolerances, else a description;
    `approx`: `want` went through an XLA approximation of an exact chlo function."""
    if want.dtype != got.dtype or want.shape != got.shape:
        return f"{got.dtype}{list(got.shape)} != expected {want.dtype}{list(want.shape)}"
    atol, rtol = tolerance(dtypes.canonical(want.dtype))
    if approx and want.dtype == np.float64:
        atol, rtol = _XLA_F64_APPROX, _XLA_F64_APPROX
    if want.dtype.kind in "biu":
        bad = want != got
    else:
        wide = np.complex128 if want.dtype.kind == "c" else np.float64
        e, g = want.astype(wide), got.astype(wide)
        with np.errstate(invalid="ignore"):
            same = (np.isnan(e) & np.isnan(g)) | (np.isinf(e) & (e == g))
            err = np.where(same, 0.0, np.abs(e - g))
            bad = ((err > atol) & (err > rtol * np.abs(e))) | np.isnan(err)
    if not bad.any():
        return ""
    i = tuple(np.argwhere(bad)[0])
    return f"{int(bad.sum())} element(s) differ, first at {i}: reference {got[i]!r}, PJRT {want[i]!r}"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program(name):
    p = PROGRAMS[name]
    text = jax_programs.lower(p)
    args = jax_programs.make_args(p, seed=0)
    want = runtime.execute_module(text, args)
    got = reference.evaluate(text, args)
    assert len(got) == len(want)
    approx = any(n in text for n in _EXACT_CHLO)
    for i, (w, g) in enumerate(zip(want, got)):
        problem = mismatches(np.asarray(w), np.asarray(g), approx)
        assert not problem, f"{name} result {i}: {problem}\n{text[-3000:]}"
