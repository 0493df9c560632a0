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
    return DATA / f"{name}.before_optimizations.txt", DATA / f"{name}.sm_9.0a_gpu_after_optimizations.txt"


def test_the_folder_holds_the_dumps():
    assert len(PROGRAMS) >= 29
    for name in PROGRAMS:
        assert (DATA / f"{name}.sm_9.0a_gpu_after_optimizations.txt").exists(), name


@pytest.mark.parametrize("name", PROGRAMS)
def test_the_gpu_optimized_module_agrees_with_the_one_jax_gave_xla(name):
    before, after = _pair(name)
    text = before.read_text()
    baseline = "reference" if _GPU_CALLS.search(text) else "cpu"
    result = bridge.difftest(text, backends=(baseline, f"reference@{after}"), seed=1)
    assert result.verdict == "match", str(result)


def test_difftest_of_a_gpu_dump_pair_from_the_command_line(tmp_path, capsys):
    """`--backends cpu,reference@AFTER`: the optimized module on the reference, the same inputs."""
    from bridge.cli.main import main
    before, after = _pair("conv_bias_relu")
    assert main(["difftest", str(before), "--backends", f"cpu,reference@{after}", "--timeout", "120"]) == 0
    assert "MATCH (baseline cpu)" in capsys.readouterr().out
    # a module of other parameters is not compared, and says why; a missing file is bad input
    other = DATA / "linalg.before_optimizations.txt"
    assert main(["difftest", str(before), "--backends", f"cpu,reference@{other}"]) == 3
    out = capsys.readouterr().out
    assert "unsupported: " in out and "linalg.before_optimizations.txt: " in out and "argument" in out
    assert main(["difftest", str(before), "--backends", f"cpu,reference@{tmp_path / 'none.txt'}"]) == 2
    assert "none.txt: no such file" in capsys.readouterr().err


def test_localize_of_a_pair_without_op_names_says_so_and_two_own_modules_are_refused(tmp_path):
    """The pieces --localize cuts are the first module's: reference@FILE would run FILE's whole
    module for each and blame an op at random. One reference@FILE is localized by jax op names
    instead (localize_pair.py: these modules have none); two are refused."""
    t = "tensor<4xf32>"
    first = f"func.func @main(%a: {t}) -> {t} {{\n  %0 = stablehlo.exponential %a : {t}\n  return %0 : {t}\n}}"
    other = tmp_path / "other.mlir"
    other.write_text(first.replace("exponential", "sine"))
    result = bridge.difftest(first, backends=("reference", f"reference@{other}"), localize=True)
    assert result.verdict == "mismatch"
    assert result.localization["culprit"] is None
    assert result.localization["summary"].startswith("not localized: no value of the two modules shares a jax op name")
    third = tmp_path / "third.mlir"
    third.write_text(first.replace("exponential", "cosine"))
    result = bridge.difftest(first, backends=(f"reference@{third}", f"reference@{other}"), localize=True)
    assert "runs a module of its own" in result.localization["summary"]
