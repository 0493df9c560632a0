"""Real XLA:GPU dumps (tests/data/xla_gpu_h200, made on an NVIDIA H200 with the pinned
jax/jaxlib 0.10.2 and the CUDA 13 plugin by the programs in that folder (README.md)): for
each jax program, the module XLA got (`before_optimizations`) and the one the GPU ran
(`sm_9.0a_gpu_after_optimizations`: Triton and cuBLAS gemms, cuDNN convolutions and
attention, cuSOLVER, CUB sorts, XLA:GPU's top-k, layouts and bitcasts). The documented way
to check such a dump on a CPU machine (docs/formats.md, "A dump made on a GPU machine"):
difftest runs the first on PJRT CPU (on the reference where it calls GPU libraries itself)
against the optimized one on the reference, on the same inputs; they must agree."""
from __future__ import annotations

import pathlib
import re

import pytest

import bridge

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "xla_gpu_h200"
PROGRAMS = sorted({p.name.split(".")[0] for p in DATA.glob("*.before_optimizations.txt")})
# calls that only a GPU (or the reference) runs, written by jax itself before XLA optimizes
_GPU_CALLS = re.compile(r'custom_call_target="(cusolver|cusparse|cu_|__cudnn\$)')


def _pair(name):
    before = (DATA / f"{name}.before_optimizations.txt").read_text()
    after = (DATA / f"{name}.sm_9.0a_gpu_after_optimizations.txt").read_text()
    return before, after


def test_the_folder_holds_the_dumps():
    assert len(PROGRAMS) >= 29
    for name in PROGRAMS:
        assert (DATA / f"{name}.sm_9.0a_gpu_after_optimizations.txt").exists(), name


@pytest.mark.parametrize("name", PROGRAMS)
def test_the_gpu_optimized_module_agrees_with_the_one_jax_gave_xla(name):
    before, after = _pair(name)
    baseline = "reference" if _GPU_CALLS.search(before) else "cpu"
    optimized = ("gpu-optimized", lambda prepared, inputs: bridge.reference.evaluate(after, inputs))
    result = bridge.difftest(before, backends=(baseline, optimized), seed=1)
    assert result.verdict == "match", str(result)
