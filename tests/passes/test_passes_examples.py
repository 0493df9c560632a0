"""The worked example passes (examples/passes/) and the tutorial (docs/writing-a-pass.md)."""
import io
import os
import re

import numpy as np
import pytest
from passes_helpers import cpu, op_names, run

import bridge
import passes
from bridge.cli.cmd_opt import load_plugin
from bridge.cli.main import main as cli

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "examples", "passes")
for _f in ("fold_add_zero.py", "mul_pow2.py", "dot_to_mul_reduce.py", "double_negation.py"):
    load_plugin(os.path.join(EXAMPLES, _f))


def main_of(params, results, body):
    return f"func.func @main({params}) -> {results} {{\n{body}\n}}"


def test_fold_add_zero_keeps_ieee_signed_zeros_unless_nsz():
    text = main_of("%x: tensor<3xf32>, %i: tensor<2xi32>", "(tensor<3xf32>, tensor<3xf32>, tensor<2xi32>)", """
  %pz = stablehlo.constant dense<0.0> : tensor<3xf32>
  %nz = stablehlo.constant dense<-0.0> : tensor<3xf32>
  %c0 = stablehlo.constant dense<0> : tensor<2xi32>
  %0 = stablehlo.add %x, %pz : tensor<3xf32>
  %1 = stablehlo.add %nz, %x : tensor<3xf32>
  %2 = stablehlo.add %c0, %i : tensor<2xi32>
  return %0, %1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<2xi32>""")
    strict = run(text, "fold-add-zero", verify_semantics=True, reproducer=False)
    assert op_names(strict, "stablehlo.") == ["stablehlo.constant", "stablehlo.add"]   # only x + (+0.0) stays
    x = np.array([-0.0, 1.5, -2.0], np.float32)
    # IEEE: -0.0 + +0.0 is +0.0, so that add must stay (the numpy reference is IEEE; XLA's
    # CPU compiler itself folds x + 0.0, so PJRT is no judge of signed zeros)
    got = bridge.reference.evaluate(strict, [x, np.array([3, -4], np.int32)])
    assert not np.signbit(got[0][0]) and np.signbit(got[1][0])
    assert op_names(run(text, "fold-add-zero{nsz=true}"), "stablehlo.") == []


def test_strength_reduce_mul_by_powers_of_two():
    text = main_of("%i: tensor<4xi32>, %b: tensor<4xi8>, %f: tensor<4xf32>", "(tensor<4xi32>, tensor<4xi8>, tensor<4xf32>, tensor<4xi32>)", """
  %c8 = stablehlo.constant dense<8> : tensor<4xi32>
  %cm = stablehlo.constant dense<-128> : tensor<4xi8>
  %c2 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %c6 = stablehlo.constant dense<6> : tensor<4xi32>
  %0 = stablehlo.multiply %c8, %i : tensor<4xi32>
  %1 = stablehlo.multiply %b, %cm : tensor<4xi8>
  %2 = stablehlo.multiply %f, %c2 : tensor<4xf32>
  %3 = stablehlo.multiply %i, %c6 : tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi8>, tensor<4xf32>, tensor<4xi32>""")
    out = passes.run_pipeline(text, "strength-reduce-mul", verify_semantics=True, reproducer=False,
                              out=io.StringIO())
    names = op_names(out, "stablehlo.")
    assert names.count("stablehlo.shift_left") == 2 and names.count("stablehlo.multiply") == 2
    i = np.array([1, -3, 100, 2**28], np.int32)
    b = np.array([1, 3, -1, 127], np.int8)
    got = cpu(out, [i, b, np.ones(4, np.float32)])
    np.testing.assert_array_equal(got[0], i * np.int32(8))
    np.testing.assert_array_equal(got[1], (b.astype(np.int32) * -128).astype(np.int8))   # wraps like XLA


def test_dot_general_with_batch_dims_becomes_multiply_and_reduce():
    text = main_of("%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>", "tensor<2x3x5xf32>", """
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>""")
    out = run(text, "dot-to-mul-reduce,canonicalize-broadcast-in-dim", verify_semantics=True, reproducer=False)
    names = op_names(out, "stablehlo.")
    assert "stablehlo.dot_general" not in names and "stablehlo.reduce" in names
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((2, 3, 4)).astype(np.float32), rng.standard_normal((2, 4, 5)).astype(np.float32)
    np.testing.assert_allclose(cpu(out, [a, b])[0], np.einsum("bmk,bkn->bmn", a, b), rtol=1e-5, atol=1e-5)
    # without batch dims nothing happens unless all=true
    plain = text.replace("batching_dims = [0] x [0], ", "").replace("2x3x4", "3x4").replace("2x4x5", "4x5") \
        .replace("2x3x5", "3x5").replace("contracting_dims = [2] x [1]", "contracting_dims = [1] x [0]")
    assert "stablehlo.dot_general" in str(run(plain, "dot-to-mul-reduce"))
    assert "stablehlo.dot_general" not in str(run(plain, "dot-to-mul-reduce{all=true}"))


DOC = open(os.path.join(ROOT, "docs", "writing-a-pass.md")).read()


def _blocks(lang):
    return re.findall(rf"```{lang}\n(.*?)```", DOC, re.DOTALL)


def test_tutorial_pass_is_the_example_file_and_runs_as_shown(tmp_path, capsys):
    pass_code = _blocks("python")[0]
    assert pass_code == open(os.path.join(EXAMPLES, "double_negation.py")).read()
    assert len(pass_code.strip().splitlines()) <= 30
    (tmp_path / "double_neg.mlir").write_text(_blocks("mlir")[0])
    assert cli(["opt", str(tmp_path / "double_neg.mlir"), "-p", "fold-double-negation"]) == 0
    assert capsys.readouterr().out == _blocks("mlir")[1]


def test_tutorial_lit_test_is_the_repository_one():
    lit_test = _blocks("mlir")[2]
    assert lit_test == open(os.path.join(ROOT, "lit_tests", "passes", "double_negation.mlir")).read().split(
        "\n// Three negations")[0].rstrip("\n") + "\n"


def test_tutorial_broken_pass_is_caught_with_a_reproducer(tmp_path):
    broken = _blocks("python")[0].replace(
        "    return negated(op.operands[0])",
        "    return op.operands[0] if negated(op.operands[0]) is not None else None")
    (tmp_path / "my_broken_pass.py").write_text(broken)
    load_plugin(str(tmp_path / "my_broken_pass.py"))
    try:
        with pytest.raises(passes.SemanticsError) as e:
            run(_blocks("mlir")[0], "fold-double-negation", verify_semantics=True,
                reproducer=str(tmp_path / "repro.mlir"))
        shown = _blocks("text")[0].splitlines()
        got = str(e.value.report).splitlines()
        assert shown[0] == "hlobridge opt: error: " + got[0] and shown[1:3] == got[1:3]
    finally:
        load_plugin(os.path.join(EXAMPLES, "double_negation.py"))   # the right one again
