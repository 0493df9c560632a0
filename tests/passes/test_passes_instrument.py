"""Instrumentation: IR printing by name/all/change, diffs, timing, statistics, verify-each,
dump-dir, split-input-file and expected-diagnostics checking."""
import io
import os

import pytest
from jaxlib.mlir import ir
from passes_helpers import parse, run

import passes
from bridge.cli.main import main as cli

# Two identity broadcasts (canonicalize-broadcast-in-dim removes them), then a negate.
TEXT = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.negate %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}"""
PIPE = "canonicalize-broadcast-in-dim,canonicalize,func.func(cse)"


def dumps(out: str) -> list[str]:
    return [ln for ln in out.splitlines() if ln.startswith("// -----// ")]


def test_print_before_and_after_by_name():
    out = io.StringIO()
    run(TEXT, PIPE, print_before=("canonicalize",), print_after="canonicalize-broadcast-in-dim,cse", out=out)
    assert dumps(out.getvalue()) == [
        "// -----// IR Dump After canonicalize-broadcast-in-dim //----- //",
        "// -----// IR Dump Before canonicalize //----- //",
        "// -----// IR Dump After func.func(cse) //----- //"]


def test_print_after_all_and_after_change():
    out = io.StringIO()
    run(TEXT, PIPE, print_after_all=True, out=out)
    assert len(dumps(out.getvalue())) == 3
    out = io.StringIO()
    run(TEXT, PIPE, print_after_change=True, out=out)
    text = out.getvalue()
    assert dumps(text) == ["// -----// IR Dump After canonicalize-broadcast-in-dim //----- //"]
    assert "broadcast_in_dim" not in text and "stablehlo.negate %arg0" in text


def test_print_diff_is_a_unified_diff_of_changed_stages():
    out = io.StringIO()
    run(TEXT, PIPE, print_diff=True, out=out)
    text = out.getvalue()
    assert dumps(text) == ["// -----// IR Diff canonicalize-broadcast-in-dim //----- //"]
    assert "--- before canonicalize-broadcast-in-dim\n+++ after canonicalize-broadcast-in-dim\n" in text
    assert "-    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>" in text
    assert "+    %0 = stablehlo.negate %arg0 : tensor<2xf32>" in text


def test_timing_lists_python_and_cxx_stages():
    out = io.StringIO()
    run(TEXT, PIPE, timing=True, out=out)
    lines = out.getvalue().splitlines()
    assert lines[0] == "// ----- Pass timing (wall clock, probes excluded) -----"
    assert lines[2].endswith("canonicalize-broadcast-in-dim  [python]")
    assert lines[3].endswith("canonicalize  [mlir]") and lines[4].endswith("func.func(cse)  [mlir]")
    assert lines[5].endswith("100.0  total")


def test_statistics_count_rewrites_per_pattern_and_ops():
    out = io.StringIO()
    run(TEXT, PIPE, statistics=True, out=out)
    assert out.getvalue().splitlines()[1:5] == [
        "canonicalize-broadcast-in-dim  [python]  ops 5 -> 3",   # func, 2 broadcasts, negate, return
        "  identity: 2",     # the inner one first; then the outer one's operand is %a already
        "canonicalize  [mlir]  ops 3 -> 3",
        "func.func(cse)  [mlir]  ops 3 -> 3"]


def test_dump_dir_writes_every_stage(tmp_path):
    run(TEXT, PIPE, dump_dir=str(tmp_path))
    names = sorted(os.listdir(tmp_path))
    assert names == ["00_input.mlir", "01_canonicalize-broadcast-in-dim.mlir", "02_canonicalize.mlir",
                     "03_func.func_cse.mlir"]
    assert str(parse((tmp_path / "00_input.mlir").read_text())) == str(parse(TEXT))
    assert "broadcast_in_dim" not in (tmp_path / "01_canonicalize-broadcast-in-dim.mlir").read_text()


def _register_breaker():
    @passes.register("t-break", "makes an add whose result type is wrong")
    def t_break(op):
        body = op.regions[0].blocks[0].operations[0].regions[0].blocks[0]
        first = list(body.operations)[0]
        a = body.arguments[0]
        ir.Operation.create("stablehlo.add", results=[ir.RankedTensorType.get([3], ir.F32Type.get())],
                            operands=[a, a], loc=first.location, ip=ir.InsertionPoint(first))


def test_mlir_verifier_after_a_python_pass_names_the_pass():
    _register_breaker()
    try:
        with pytest.raises(passes.PassFailure) as e:
            run(TEXT, "canonicalize,t-break,canonicalize")
        assert e.value.pass_name == "t-break"
        assert "produced IR that does not verify: 'stablehlo.add' op requires the same shape" in str(e.value)
    finally:
        passes.PASSES.pop("t-break")


def test_verify_each_runs_the_xla_verifier_on_input_and_after_each_pass():
    bad = """func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %0 = "xla.add"(%a, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
      return %a : tensor<2x3xf32>
    }"""
    run(bad, "canonicalize")   # MLIR alone sees nothing wrong with an unregistered op
    with pytest.raises(passes.PassFailure, match=r"invalid input at loc\(\"-\":2:12\): has xla ops that do not "
                                                 r"verify: xla.add: result type f32\[3,3\] does not match"):
        run(bad, "canonicalize", verify_each=True)


DIAG = """func.func private @rec(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{@rec calls itself}}
  %0 = stablehlo.composite "my.rec" %a {decomposition = @rec} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @fine(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

func.func @parse_error(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{use of undeclared SSA value name}}
  return %b : tensor<2xf32>
}
"""


def test_split_input_file_and_verify_diagnostics(tmp_path, capsys):
    f = tmp_path / "d.mlir"
    f.write_text(DIAG)
    assert cli(["opt", str(f), "-p", "decompose-composites", "--split-input-file", "--verify-diagnostics"]) == 0
    out = capsys.readouterr().out
    assert "func.func @fine" in out and "@rec" not in out
    f.write_text(DIAG.replace("@+1 {{@rec calls itself}}", "@+2 {{@rec calls itself}}"))
    assert cli(["opt", str(f), "-p", "decompose-composites", "--split-input-file", "--verify-diagnostics"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("hlobridge opt: unexpected error at line 3: @rec calls itself: recursion cannot be inlined")
    assert err[1] == ('hlobridge opt: expected error "@rec calls itself" at line 4 (annotation on line 2) '
                      'was not produced')


def test_split_input_file_keeps_parts_apart(tmp_path, capsys):
    f = tmp_path / "s.mlir"
    f.write_text(TEXT + "\n// -----\n" + TEXT.replace("@main", "@second"))
    assert cli(["opt", str(f), "-p", "canonicalize-broadcast-in-dim", "--split-input-file"]) == 0
    parts = capsys.readouterr().out.split("\n// -----\n")
    assert len(parts) == 2 and "@main" in parts[0] and "@second" in parts[1]
    assert "broadcast_in_dim" not in parts[0] + parts[1]
