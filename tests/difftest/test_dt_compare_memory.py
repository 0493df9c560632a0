"""Comparing a big output keeps a byte an element beside one chunk's work, not four float64
arrays of the whole output: a 400M-element f32 output needed 10 GB to compare (past the
memory the program itself ran in), and raised MemoryError out of bridge.difftest."""
from __future__ import annotations

import tracemalloc

import numpy as np

from bridge.diff.compare import CHUNK, compare
from bridge.diff.tolerance import Tol

N = 40 * CHUNK + 123   # 42M elements: their float64 errors alone would be 1 GB


def test_a_big_output_is_compared_in_little_memory():
    expected = np.arange(N, dtype=np.float32) / N
    got = expected.copy()
    wrong = np.array([5, CHUNK + 7, 17 * CHUNK, N - 1])
    got[wrong] += np.float32([0.5, 0.25, 2.0, 1.0])
    got[3 * CHUNK + 1] = np.nan
    tracemalloc.start()
    try:
        report = compare(expected, got, Tol(1e-6, 1e-6))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 300e6, f"{peak / 1e6:.0f} MB to compare {N:,} elements"
    # the answer, computed here independently
    assert report.verdict == "mismatch" and report.mismatches == 5 and report.elements == N
    assert report.first_mismatch["index"] == [5] and report.first_mismatch["abs_error"] == float(got[5]) - float(expected[5])
    assert report.max_abs_error == float("inf")   # the NaN
    worst = [w["index"][0] for w in report.worst]
    assert sorted(worst) == sorted([5, CHUNK + 7, 17 * CHUNK, N - 1, 3 * CHUNK + 1])
    assert report.histogram[">1"] == 1 and report.histogram["nan/inf"] == 1 and report.histogram["<=1"] == 3


def test_chunks_agree_with_one_piece():
    """The same output compared whole and in chunks: the same counts, maxima and worst five."""
    import bridge.diff.compare as cmp
    rng = np.random.default_rng(3)
    e = rng.standard_normal(3000).astype(np.float32)
    g = (e * (1 + rng.standard_normal(3000) * 1e-6)).astype(np.float32)
    g[rng.integers(0, 3000, 40)] += 1.0
    noise = np.abs(rng.standard_normal(3000)) * 1e-3
    whole = compare(e, g, Tol(0, 0, ulp=2), noise=noise).to_dict()
    saved = cmp.CHUNK
    try:
        cmp.CHUNK = 256
        chunked = compare(e, g, Tol(0, 0, ulp=2), noise=noise).to_dict()
    finally:
        cmp.CHUNK = saved
    for key in ("mismatches", "max_abs_error", "max_rel_error", "max_ulp", "histogram", "rounding",
                "first_mismatch"):
        assert whole[key] == chunked[key], key
    assert [w["index"] for w in whole["worst"]] == [w["index"] for w in chunked["worst"]]
