"""Bad input and broken passes: clear messages, exit codes, and the process keeps working."""
import pytest
from jaxlib.mlir import ir
from passes_helpers import run

import passes
from bridge.cli.main import main as cli

TEXT = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %a : tensor<2xf32>
  %1 = stablehlo.abs %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}"""


@pytest.fixture
def broken_passes():
    pats = passes.PatternSet()

    @pats.pattern("stablehlo.abs", name="explode")
    def explode(op, rewriter):
        return 1 // 0

    loop = passes.PatternSet()

    @loop.pattern("stablehlo.negate", name="renegate")
    def renegate(op, rewriter):   # replaces negate by a new negate, forever
        return ir.Operation.create("stablehlo.negate", results=[op.result.type], operands=[op.operand],
                                   loc=op.location, ip=rewriter.ip)

    @passes.register("t-explode")
    def t_explode(op):
        return pats.apply(op)

    @passes.register("t-loop")
    def t_loop(op):
        return loop.apply(op, max_iterations=5)

    @passes.register("t-raise")
    def t_raise(op):
        for f in op.regions[0].blocks[0].operations:
            for inner in f.regions[0].blocks[0].operations:
                if inner.operation.name == "stablehlo.negate":
                    raise ValueError("cannot handle negate")
    yield
    for n in ("t-explode", "t-loop", "t-raise"):
        passes.PASSES.pop(n)


def test_pattern_exception_names_pass_pattern_op_location_and_traceback(broken_passes):
    with pytest.raises(passes.PassFailure) as e:
        run(TEXT, "canonicalize,t-explode")
    f = e.value
    assert str(f) == ("pass 't-explode' failed on 'stablehlo.abs' (%1 = stablehlo.abs %0 : tensor<2xf32>) at "
                      "loc(\"-\":3:8): pattern 'explode' raised ZeroDivisionError: integer division or modulo by zero")
    assert "Traceback (most recent call last)" in f.detail and "return 1 // 0" in f.detail
    run(TEXT, "canonicalize")   # the process and the context still work


def test_exception_in_a_plain_pass_finds_the_op_it_was_on(broken_passes):
    with pytest.raises(passes.PassFailure) as e:
        run(TEXT, "t-raise")
    assert e.value.op_text == "'stablehlo.negate' (%0 = stablehlo.negate %arg0 : tensor<2xf32>)"
    assert e.value.location == 'loc("-":2:8)' and "ValueError: cannot handle negate" in str(e.value)


def test_non_converging_pattern_is_named(broken_passes):
    with pytest.raises(passes.ConvergenceError, match="pattern 'renegate' \\(root stablehlo.negate\\) did not "
                                                      "converge: applied 5 times in 5 iterations"):
        run(TEXT, "t-loop")


def test_cli_pass_exception_prints_traceback_exit_1(broken_passes, tmp_path, capsys):
    f = tmp_path / "m.mlir"
    f.write_text(TEXT)
    assert cli(["opt", str(f), "-p", "t-explode"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("hlobridge opt: error: pass 't-explode' failed on 'stablehlo.abs'")
    assert "Traceback" in err and "ZeroDivisionError" in err


@pytest.mark.parametrize("content, pipeline, message", [
    ("func.func @main( {", "canonicalize", "hlobridge opt: error: cannot parse MLIR text: line 1:17: "
                                           "expected non-function type"),
    (TEXT, "canonicalise", "hlobridge opt: error: unknown pass 'canonicalise' (neither a Python pass nor an MLIR "
                           "pass of this jaxlib; see hlobridge opt --list-passes)"),
    (TEXT, "canonicalize-broadcast-in-dim{sort-dims=2}", "hlobridge opt: error: pass 'canonicalize-broadcast-in-dim': "
                                                         "option 'sort-dims' expects bool, got '2'"),
    (TEXT, "func.func(symbol-dce,sdy-close-shardings)", "hlobridge opt: error: pass 'sdy-close-shardings' only "
                                                        "runs on builtin.module; it cannot be nested in func.func(...)"),
    ("\x00\x01binary", "canonicalize", "hlobridge opt: error: unrecognized binary input (8 bytes starting"),
    # a pass written as an op anchor ran nothing, silently (a typo for 'canonicalize,cse')
    (TEXT, "canonicalize(cse)", "hlobridge opt: error: 'canonicalize' is a pass, not an operation"),
    (TEXT, "cse(canonicalize-broadcast-in-dim)", "hlobridge opt: error: 'cse' is a pass, not an operation"),
    # the inliner parses its pipeline option only when it runs, where MLIR printed the error and went on
    (TEXT, "inline{default-pipeline=bogus}", "hlobridge opt: error: bad pass pipeline element "
                                              "'inline{default-pipeline=bogus}': MLIR Textual PassPipeline Parser"),
])
def test_cli_bad_input_one_line_exit_2(tmp_path, capsys, content, pipeline, message):
    f = tmp_path / "m.mlir"
    f.write_text(content)
    assert cli(["opt", str(f), "-p", pipeline]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(message)


def test_a_good_pipeline_option_and_an_uncreatable_dump_dir(tmp_path, capsys):
    f = tmp_path / "m.mlir"
    f.write_text(TEXT)
    assert cli(["opt", str(f), "-p", "inline{default-pipeline=canonicalize}"]) == 0
    capsys.readouterr()
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert cli(["opt", str(f), "-p", "cse", "--dump-dir", str(blocker / "dump")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("hlobridge opt: error: cannot create the dump directory")


def test_print_ir_after_a_pass_the_pipeline_does_not_run(tmp_path, capsys):
    f = tmp_path / "m.mlir"
    f.write_text(TEXT)
    assert cli(["opt", str(f), "-p", "canonicalize,cse", "--print-ir-after", "cse"]) == 0
    assert "IR Dump After cse" in capsys.readouterr().err
    assert cli(["opt", str(f), "-p", "canonicalize,cse", "--print-ir-after", "bogus"]) == 2   # (printed nothing)
    assert capsys.readouterr().err == ("hlobridge opt: error: --print-ir-after names 'bogus', which the pipeline "
                                       "does not run (its passes: canonicalize, cse)\n")


def test_cli_missing_file_and_plugin_exit_2(tmp_path, capsys):
    assert cli(["opt", str(tmp_path / "none.mlir"), "-p", "canonicalize"]) == 2
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad_plugin.py"
    bad.write_text("raise ImportError('no such thing')\n")
    f = tmp_path / "m.mlir"
    f.write_text(TEXT)
    assert cli(["opt", str(f), "--load", str(bad), "-p", "canonicalize"]) == 2
    assert capsys.readouterr().err == f"hlobridge opt: error: --load {bad}: ImportError: no such thing\n"


@pytest.mark.parametrize("operands", ["%a", "%a, %a, %a"])
def test_legalize_names_a_binary_op_with_the_wrong_operand_count(operands):
    # xla-dialect text is not verified by the pass itself: the pattern must refuse, not drop
    # the third operand or read past the first
    from passes.pass_errors import PassFailure
    text = f"""func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {{
      %0 = "xla.add"({operands}) : ({", ".join(["tensor<2xf32>"] * operands.count("%"))}) -> tensor<2xf32>
      return %0 : tensor<2xf32>
    }}"""
    with pytest.raises(PassFailure, match=r"xla\.add at .*xla\.add takes 2 operands, got [13]$"):
        run(text, "legalize-xla-to-stablehlo")


def test_legalize_of_many_one_to_one_ops_keeps_the_process_alive():
    # Operation.create given an op's operand range (not a list) read values the binding had
    # already freed: the process died now and then (a segfault in CI). Thousands of transposes
    # and negates, lowered repeatedly, with allocations in between.
    import gc

    import numpy as np

    from bridge import Shape, XlaBuilder, ops, program
    b = XlaBuilder("many")
    y = ops.Parameter(b, 0, Shape.array_shape(np.float32, (4, 3)), "x")
    for _ in range(2000):
        y = ops.Neg(ops.Transpose(y, (1, 0)))
    comp = b.build(y)
    for _ in range(8):
        module = program.as_stablehlo_module(comp)
        assert module.operation.verify()
        del module
        gc.collect()
