"""`difftest --localize` with `reference@FILE`: the jax op an optimized module got wrong.

Real XLA:GPU dumps (tests/data/xla_gpu_h200: the module jax gave XLA and the one the H200
ran), with one instruction of the optimized module changed in a copy: the localization must
name that instruction's jax op (op_name) and the source line of its metadata (its stack
frame in the dump's table), by node id of the first module (bridge/view/graph.py's).
"""
from __future__ import annotations

import functools
import pathlib
import re

import numpy as np
import pytest

from bridge.diff import difftest
from bridge.diff.prepare import prepare
from bridge.view.graph import GraphBuilder

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "xla_gpu_h200"


def planted(tmp_path, name: str, old: str, new: str) -> pathlib.Path:
    text = (DATA / f"{name}.sm_9.0a_gpu_after_optimizations.txt").read_text()
    assert text.count(old) == 1, old
    path = tmp_path / f"{name}.planted.txt"
    path.write_text(text.replace(old, new))
    return path


def localized(name: str, after, backends=("reference",)):
    before = (DATA / f"{name}.before_optimizations.txt").read_text()
    return difftest(before, backends=(*backends, f"reference@{after}"), seed=1, localize=True)


def dump_source(name: str, instruction: str) -> tuple[str, int, str]:
    """(op_name, source line, file name) of the instruction of the optimized dump that holds
    `instruction`, from its metadata and the dump's StackFrames/FileLocations tables."""
    text = (DATA / f"{name}.sm_9.0a_gpu_after_optimizations.txt").read_text()
    line = next(ln for ln in text.splitlines() if instruction in ln)
    op_name = re.search(r'op_name="([^"]*)"', line).group(1)
    frame = re.search(r"stack_frame_id=(\d+)", line).group(1)
    location = re.search(rf"^{frame} {{file_location_id=(\d+)", text.split("StackFrames", 1)[1], re.M).group(1)
    row = re.search(rf"^{location} {{file_name_id=(\d+) function_name_id=\d+ line=(\d+)",
                    text.split("FileLocations", 1)[1], re.M)
    file = re.search(rf'^{row.group(1)} "([^"]*)"', text.split("FileNames", 1)[1], re.M).group(1)
    return op_name, int(row.group(2)), file.rsplit("/", 1)[-1]


@functools.lru_cache(maxsize=None)
def first_module(name: str):
    """(module, node id -> op); the module kept alive: its ops die with it."""
    module = prepare((DATA / f"{name}.before_optimizations.txt").read_text()).module
    gb = GraphBuilder(module)
    gb.graphs()
    return module, {v: k for k, v in gb.node_of.items()}


def first_module_op(name: str, node_id: str):
    return first_module(name)[1][node_id]


def assert_blames(report, name: str, instruction: str, first_op: str, optimized_op: str):
    op_name, line, file = dump_source(name, instruction)
    loc = report.localization
    assert report.verdict == "mismatch"
    assert loc["culprit"] is not None, loc["summary"]
    op = loc["op"]
    assert op["location"]["name"] == op_name and op["location"]["line"] == line, op
    assert f"at {file}:{line}" in loc["summary"] and "matched by jax op name" in loc["summary"]
    assert op["name"] == first_op and op["optimized"]["name"] == optimized_op
    assert op["error"]["beyond_tolerance"] > 1
    assert loc["matched_by"].startswith("jax op name")
    # the id is the first module's (the overlays and --html colour that op)
    assert first_module_op(name, loc["culprit"]).name == first_op
    return loc


def test_a_multiply_made_an_add_inside_a_fusion_is_blamed_on_its_jax_op(tmp_path):
    after = planted(tmp_path, "mlp_train_step", "f32[32,128]{1,0} multiply(%add.2.3, %broadcast.6.6)",
                    "f32[32,128]{1,0} add(%add.2.3, %broadcast.6.6)")
    loc = assert_blames(localized("mlp_train_step", after), "mlp_train_step", "%mul.26.3 = ",
                        "stablehlo.multiply", "stablehlo.add")
    # of the gelu's four `mul`s (one name, one line, one type) the one fed by the `add` before it
    op = first_module_op("mlp_train_step", loc["culprit"])
    assert op.operands[0].owner.name == "stablehlo.add"
    assert loc["op"]["optimized"]["function"] == "fused_multiply"
    assert loc["op"]["confirmed"]["mismatches_after"] == 0   # its value in place: the outputs agree


def test_what_only_changes_values_downstream_is_not_blamed(tmp_path):
    """The planted op's divergence flows through the tanh and every later op of the step:
    those are listed after it, as propagated (their inputs already differed)."""
    after = planted(tmp_path, "mlp_train_step", "f32[32,128]{1,0} multiply(%add.2.3, %broadcast.6.6)",
                    "f32[32,128]{1,0} add(%add.2.3, %broadcast.6.6)")
    loc = localized("mlp_train_step", after).localization
    assert loc["next"] and all(not e["inputs_agree"] for e in loc["next"])
    assert [e["name"] for e in loc["next"][:2]] == ["stablehlo.tanh", "stablehlo.add"]
    assert loc["culprit"] not in {e["id"] for e in loc["next"]}
    worst = loc["largest"][0]   # the largest error is downstream: not what is blamed
    assert worst["error"]["max_abs_error"] >= loc["op"]["error"]["max_abs_error"]


def test_a_changed_constant_is_blamed_on_the_jax_op_that_uses_it(tmp_path):
    """A fused constant has no op_name (nor does XLA keep its value's op): the op using it is named."""
    after = planted(tmp_path, "mlp_train_step", "%constant_24_2 = f32[] constant(0.044715)",
                    "%constant_24_2 = f32[] constant(0.5)")
    loc = assert_blames(localized("mlp_train_step", after), "mlp_train_step", "%mul.25.3 = ",
                        "stablehlo.multiply", "stablehlo.multiply")
    op = first_module_op("mlp_train_step", loc["culprit"])
    cst = op.operands[1].owner.operands[0].owner   # x**3 * broadcast(0.044715)
    assert "4.471500e-02" in str(cst)


def test_a_reduce_over_the_wrong_dimension_in_a_bf16_transformer(tmp_path):
    after = planted(tmp_path, "transformer_block_bf16", "reduce(%exp.1.15, %constant_27_2), dimensions={3}",
                    "reduce(%exp.1.15, %constant_27_2), dimensions={2}")
    loc = assert_blames(localized("transformer_block_bf16", after), "transformer_block_bf16", "%reduce_sum.44.5 = ",
                        "stablehlo.reduce", "stablehlo.reduce")
    assert "across dimensions = [2]" in loc["op"]["optimized"]["printed"]


def test_a_cublas_gemm_with_a_wrong_alpha_is_blamed_on_the_einsum(tmp_path):
    after = planted(tmp_path, "cublas_epilogues", '"selected_algorithm":"4","alpha_real":1',
                    '"selected_algorithm":"4","alpha_real":2')
    loc = assert_blames(localized("cublas_epilogues", after), "cublas_epilogues", "%custom-call.5 = ",
                        "stablehlo.dot_general", "stablehlo.custom_call")
    assert "bij,bjk->bik" in loc["op"]["location"]["name"]


def test_a_relu_in_a_function_jax_outlined_and_a_layout_xla_changed(tmp_path):
    """jax calls @relu_0 (its ops named `max` alone); XLA inlined it, naming the op
    ".../jit(relu)/max", and computes it NHWC where jax's is NCHW: the names are joined as
    XLA's call inliner does and the values compared across the permutation."""
    after = planted(tmp_path, "convnet_train_step", "maximum(%param_0.38, %broadcast.8.7)",
                    "minimum(%param_0.38, %broadcast.8.7)")
    loc = assert_blames(localized("convnet_train_step", after), "convnet_train_step", "%maximum.1.3 = ",
                        "stablehlo.maximum", "stablehlo.minimum")
    assert loc["culprit"].startswith("relu_0:") and "(the call of @relu_0)" in loc["op"]["location"]["source"]


def test_a_bug_in_a_loop_body_names_the_iteration(tmp_path):
    after = planted(tmp_path, "scan_rnn", "f32[8,64]{1,0} add(%param_0.5, %param_1.5)",
                    "f32[8,64]{1,0} subtract(%param_0.5, %param_1.5)")
    loc = assert_blames(localized("scan_rnn", after), "scan_rnn", "%add.0.1 = ", "stablehlo.add", "stablehlo.subtract")
    assert loc["op"]["iteration"] == 0 and "iteration 0 of the loop" in loc["summary"]


def test_an_unmodified_pair_matches_and_is_not_localized():
    r = localized("mlp_train_step", DATA / "mlp_train_step.sm_9.0a_gpu_after_optimizations.txt")
    assert r.verdict == "match" and r.localization is None
    loc = localize_unmodified("mlp_train_step", r.inputs)   # (asked all the same: nothing differs)
    assert loc["culprit"] is None and loc["values_matched"] > 50
    assert loc["summary"].startswith("not localized: on the reference the two modules' outputs agree")


def localize_unmodified(name: str, inputs) -> dict:
    from bridge.diff.backends import resolve
    from bridge.diff.localize import localize
    from bridge.diff.tolerance import Policy
    p = prepare((DATA / f"{name}.before_optimizations.txt").read_text())
    after = f"reference@{DATA / f'{name}.sm_9.0a_gpu_after_optimizations.txt'}"
    return localize(p, inputs, Policy(), dict(resolve(["reference", after])), after, "reference")


def test_a_mismatch_of_the_other_backend_is_said_to_be_its_own(tmp_path):
    """cpu-like backend wrong, both modules right: nothing of the pair differs on the reference."""
    from bridge import reference

    def off(prepared, inputs):
        return [np.asarray(x) * 2 for x in reference.evaluate(prepared.text, inputs)]
    r = localized("mlp_train_step", DATA / "mlp_train_step.sm_9.0a_gpu_after_optimizations.txt",
                  backends=(("off", off),))
    loc = r.localization
    assert r.verdict == "mismatch" and loc["culprit"] is None
    assert loc["summary"].startswith("not localized: on the reference the two modules' outputs agree") \
        and "off's own" in loc["summary"]


def test_modules_without_op_names_are_not_localized_and_two_other_modules_are_refused(tmp_path):
    t = "tensor<4xf32>"
    first = f"func.func @main(%a: {t}) -> {t} {{\n  %0 = stablehlo.exponential %a : {t}\n  return %0 : {t}\n}}"
    other = tmp_path / "other.mlir"
    other.write_text(first.replace("exponential", "sine"))
    r = difftest(first, backends=("reference", f"reference@{other}"), localize=True)
    assert r.verdict == "mismatch" and r.localization["culprit"] is None
    assert r.localization["summary"].startswith("not localized: no value of the two modules shares a jax op name")
    third = tmp_path / "third.mlir"
    third.write_text(first.replace("exponential", "cosine"))
    r = difftest(first, backends=(f"reference@{third}", f"reference@{other}"), localize=True)
    assert "runs a module of its own" in r.localization["summary"]


def test_a_loop_that_ran_no_iteration_is_not_called_missing_metadata(tmp_path):
    """The scan's condition flipped: the optimized loop runs no step, so no value of it can be
    matched; both modules' ops carry names, and the summary says what that means instead of
    blaming the metadata."""
    after = planted(tmp_path, "scan_rnn", "%lt.1.1 = pred[] compare(%param_0, %constant_9_1), direction=LT",
                    "%lt.1.1 = pred[] compare(%param_0, %constant_9_1), direction=GT")
    loc = localized("scan_rnn", after).localization
    assert loc["culprit"] is None
    assert "a loop that ran a different number of times" in loc["summary"], loc["summary"]
    assert "op_name metadata" not in loc["summary"]


def test_the_command_line_prints_the_culprit_and_its_line(tmp_path, capsys):
    from bridge.cli.main import main
    after = planted(tmp_path, "mlp_train_step", "f32[32,128]{1,0} multiply(%add.2.3, %broadcast.6.6)",
                    "f32[32,128]{1,0} add(%add.2.3, %broadcast.6.6)")
    before = DATA / "mlp_train_step.before_optimizations.txt"
    assert main(["difftest", str(before), "--backends", f"reference,reference@{after}", "--localize"]) == 1
    out = capsys.readouterr().out
    assert "culprit: stablehlo.multiply at gen.py:16" in out and "jit(mlp_train_step)/jvp()/mul" in out
    assert "    then stablehlo.tanh (main:" in out


@pytest.mark.parametrize("name", ["transformer_block_bf16", "convnet_train_step", "scan_rnn"])
def test_localizing_a_pair_is_quick(tmp_path, name):
    """(the whole difftest, both modules recorded and matched: well under the 5 s a test gets)"""
    import time
    t0 = time.perf_counter()
    r = localized(name, DATA / f"{name}.sm_9.0a_gpu_after_optimizations.txt")
    assert r.verdict == "match"
    loc = localize_unmodified(name, r.inputs)
    # scan_rnn's dot of 8x64 by 64x64 operands up to 11 cancels to near 0 in places; the two
    # modules' dots (laid out otherwise) take other BLAS kernels, whose rounding there is far
    # beyond a per-op tolerance on a CPU without AVX-512 (an AMD EPYC): such a suspect is
    # named, but not confirmed (its value in the other module's place changes no output)
    assert loc["culprit"] is None or "(not confirmed" in loc["summary"], loc["summary"]
    assert loc["values_matched"] > 0
    assert time.perf_counter() - t0 < 5
