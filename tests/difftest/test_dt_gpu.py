"""On a GPU: every program of tests/jax_programs.py, lowered by jax for CUDA (its linear
algebra as cuSOLVER custom calls), runs on PJRT cuda and on the numpy reference, and
difftest finds them equal. Skipped without a CUDA PJRT platform (docs/backends.md says
how it was run and what it found)."""
from __future__ import annotations

import numpy as np
import pytest

import jax_programs as jp
from bridge.diff import difftest
from hlotest import has_gpu

# Known on an H200 (docs/backends.md): not hlobridge's to fix.
KNOWN = {
    "at_set": "a scatter with a repeated index: which update wins is implementation-defined",
    "matmul_i8_pref_i32": "XLA:GPU's Triton GEMM doubles this int8 x int8 -> int32 dot "
                          "(right with --xla_gpu_enable_triton_gemm=false)",
}


@pytest.mark.gpu
@pytest.mark.skipif(not has_gpu(), reason="no CUDA PJRT platform: needs a GPU and jax's CUDA plugin")
@pytest.mark.parametrize("entry", [pytest.param(p, marks=pytest.mark.xfail(reason=KNOWN[p.name], strict=False))
                                   if p.name in KNOWN else p for p in jp.PROGRAMS], ids=lambda p: p.name)
def test_catalogue_on_the_gpu_matches_the_reference(entry):
    text = jp.lower(entry, platform="cuda")
    report = difftest(text, inputs=jp.make_args(entry, 0), backends=("cuda", "reference"))
    assert report.verdict == "match", report.reason


@pytest.mark.gpu
@pytest.mark.skipif(not has_gpu(), reason="no CUDA PJRT platform: needs a GPU and jax's CUDA plugin")
def test_xla_gpu_top_k_passing_nan_over_is_a_mismatch():
    """XLA:GPU's top_k kernel (k = 1 here) takes +inf for the largest of a row holding NaN;
    chlo's decomposition, XLA:CPU and the reference order by IEEE total order, NaN first
    (found on an H200, docs/backends.md): difftest says mismatch, not match."""
    import jax
    from jax import lax
    x = np.random.default_rng(0).standard_normal((4, 100_000)).astype(np.float32)
    x[:, 7], x[:, 9] = np.nan, np.inf
    with jax.default_device(jax.devices("cpu")[0]):
        text = jax.jit(lambda v: lax.top_k(v, 1)).trace(x).lower(lowering_platforms=("cuda",)).as_text()
    report = difftest(text, inputs=[x], backends=("cuda", "reference"))
    assert report.verdict == "mismatch", report.reason
    values = next(iter(report.comparisons.values()))[0]   # each row's largest: NaN, and +inf on the GPU
    assert values.verdict == "mismatch" and values.mismatches == 4, report.reason
