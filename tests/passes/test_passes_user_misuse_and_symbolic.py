"""`hlobridge opt` and the pass API on programs jax writes, with passes that misbehave: symbolic
shapes under --verify-semantics, a check that compared nothing, options a pass function cannot
take, patterns answering garbage, function passes that erase their siblings or run pipelines."""
import io

import numpy as np
import pytest
from jaxlib.mlir import ir
from passes_helpers import run

import passes
from bridge.cli.main import main as cli

# What jax.export writes for jnp.sin(x).sum(0) * x with symbolic_shape("b, 4") (trimmed).
SYMBOLIC = """func.func public @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.sine %arg0 : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}"""

SINE = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def test_symbolic_dimensions_without_inputs_are_bad_input_not_a_traceback(tmp_path, capsys):
    src = tmp_path / "sym.mlir"
    src.write_text(SYMBOLIC)
    assert cli(["opt", str(src), "-p", "canonicalize", "--verify-semantics"]) == 2
    err = capsys.readouterr().err
    assert "symbolic dimensions" in err and "--inputs" in err and "Traceback" not in err
    with pytest.raises(passes.SemanticsError, match="symbolic dimensions"):   # the Python API too
        run(SYMBOLIC, "canonicalize", verify_semantics=True, reproducer=False)


def test_symbolic_dimensions_with_inputs_are_checked(tmp_path):
    src, npz = tmp_path / "sym.mlir", tmp_path / "x.npz"
    src.write_text(SYMBOLIC)
    np.savez(npz, np.arange(12, dtype=np.float32).reshape(3, 4))
    assert cli(["opt", str(src), "-p", "canonicalize", "--verify-semantics", "--inputs", str(npz),
                "-o", str(tmp_path / "out.mlir")]) == 0


@pytest.fixture
def foreign_op():
    """A pass that replaces sine by an op neither PJRT nor the reference knows."""
    @passes.register("t-s22-foreign", "sine -> foo.sine")
    def t_foreign(op):
        def visit(o):
            if o.name == "stablehlo.sine":
                with ir.InsertionPoint(o):
                    n = ir.Operation.create("foo.sine", results=[o.results[0].type], operands=[o.operands[0]])
                o.results[0].replace_all_uses_with(n.result)
                o.erase()
                return ir.WalkResult.INTERRUPT
            return ir.WalkResult.ADVANCE
        op.walk(visit)
    yield
    passes.PASSES.pop("t-s22-foreign")


def test_a_final_module_no_backend_runs_is_not_reported_as_compared(foreign_op, tmp_path, capsys):
    # The reference refuses foo.sine (UnsupportedOp), PJRT cannot compile it: nothing was compared,
    # which is exit 3 (docs/passes.md), not 0 with "its results were compared on reference".
    src = tmp_path / "sin.mlir"
    src.write_text(SINE)
    assert cli(["opt", str(src), "-p", "t-s22-foreign", "--verify-semantics", "-o", str(tmp_path / "o.mlir")]) == 3
    err = capsys.readouterr().err
    assert "compared nothing" in err and "compared on reference" not in err
    with pytest.raises(passes.NothingCompared):
        run(SINE, "t-s22-foreign", verify_semantics=True, reproducer=False)


def test_an_option_named_like_the_op_parameter_is_refused_at_registration():
    with pytest.raises(ValueError, match="first parameter"):
        @passes.register("t-s22-op-option", "x", options=[passes.Option("op", str, "stablehlo.add")])
        def f(op, **kw):
            return None
    assert "t-s22-op-option" not in passes.PASSES


def test_an_option_the_pass_function_does_not_take_is_refused_at_registration():
    with pytest.raises(ValueError, match="which it does not take"):
        @passes.register("t-s22-no-kw", "x", options=[passes.Option("max-rank", int, 8)])
        def f(op):
            return None
    assert "t-s22-no-kw" not in passes.PASSES


def test_options_reach_keyword_and_catch_all_parameters():
    got = []

    @passes.register("t-s22-kw", "x", options=[passes.Option("max-rank", int, 8), passes.Option("op", str, "a")])
    def f(module, max_rank=8, **kw):
        got.append((max_rank, kw))
    try:
        run(SINE, "t-s22-kw{max-rank=2 op=stablehlo.sine}", out=io.StringIO())
    finally:
        passes.PASSES.pop("t-s22-kw")
    assert got == [(2, {"op": "stablehlo.sine"})]


CALLS = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  %1 = stablehlo.add %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}"""


def test_a_pass_runs_a_pipeline_on_the_module_op_it_was_given():
    # docs/writing-a-pass.md: "a pass may run a pipeline inside itself"; run_pipeline(op) refused
    # the op ("not a program: Operation").
    @passes.register("t-s22-inner", "runs inline-calls on its module")
    def inner(op):
        passes.run_pipeline(op, "inline-calls,canonicalize")
    try:
        out = run(CALLS, "t-s22-inner", verify_semantics=True, reproducer=False)
    finally:
        passes.PASSES.pop("t-s22-inner")
    assert "func.call" not in str(out) and "@twice" not in str(out)
    x = np.array([0.5, -1, 2, 3], np.float32)
    from passes_helpers import cpu
    np.testing.assert_allclose(cpu(out, [x])[0], 2 * np.sin(x), rtol=1e-6)


def test_run_pipeline_on_a_function_op_is_one_clear_error():
    @passes.register("t-s22-inner-func", "runs a pipeline on each function")
    def inner(op):
        passes.run_pipeline(op, "canonicalize")
    try:
        with pytest.raises(passes.PassFailure, match="runs on a module, not on a 'func.func' op"):
            run(CALLS, "func.func(t-s22-inner-func)")
    finally:
        passes.PASSES.pop("t-s22-inner-func")


@pytest.mark.parametrize("answer", [7, "x", [1.5]])
def test_a_pattern_answering_neither_values_nor_an_op_is_named(answer):
    pats = passes.PatternSet()

    @pats.pattern("stablehlo.sine", name="odd-answer")
    def odd(op, rewriter):
        return answer

    @passes.register("t-s22-odd", "x")
    def t_odd(op):
        return pats.apply(op)
    try:
        with pytest.raises(passes.PassFailure, match=r"pattern 'odd-answer' returned .* return None for no match"):
            run(SINE, "t-s22-odd")
    finally:
        passes.PASSES.pop("t-s22-odd")


TWO_FUNCS = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @a(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @b(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}"""


def test_a_function_pass_erasing_its_siblings_is_named_not_run_on_freed_ops():
    # func.func(p) ran p on each function listed before the first run; a run that erased the
    # others (here through the rewriter, in C++) left the next runs on freed ops.
    pats = passes.PatternSet()

    @pats.pattern("func.func", name="drop-private")
    def drop(op, rewriter):
        if "sym_visibility" not in op.attributes:
            return None
        rewriter.erase_op(op)
        return passes.REWRITTEN

    @passes.register("t-s22-siblings", "erases the private functions of its module")
    def t_siblings(op):
        pats.apply(op.parent)
    try:
        with pytest.raises(passes.PassFailure, match="running on @main it erased @a, which it was not given"):
            run(TWO_FUNCS, "func.func(t-s22-siblings)")
    finally:
        passes.PASSES.pop("t-s22-siblings")


def test_a_function_pass_running_a_pipeline_on_its_module_sees_live_functions():
    # A pipeline run on the module invalidates every op object under it: the next function's
    # run must get a live one.
    seen = []

    @passes.register("t-s22-module-pipeline", "canonicalizes its module, then reads its function")
    def t_module_pipeline(op):
        seen.append(ir.StringAttr(op.attributes["sym_name"]).value)
        passes.run_pipeline(op.parent, "canonicalize")
    try:
        run(TWO_FUNCS, "func.func(t-s22-module-pipeline)")
    finally:
        passes.PASSES.pop("t-s22-module-pipeline")
    assert seen == ["main", "a", "b"]


def test_a_pipeline_that_removes_main_fails_the_check(tmp_path, capsys):
    # 'symbol-privatize' then 'symbol-dce' leave an empty module: reported as "compared nothing"
    # (exit 3), as if no backend could tell; the program lost its entry, which is a failure
    with pytest.raises(passes.SemanticsError, match="@main became private, and so it stays: the program has no "
                                                    "entry left"):
        run(SINE, "symbol-privatize", verify_semantics=True, reproducer=False)
    src = tmp_path / "sin.mlir"
    src.write_text(SINE)
    repro = tmp_path / "r.mlir"
    assert cli(["opt", str(src), "-p", "inline,symbol-privatize,symbol-dce", "--verify-semantics",
                "--reproducer", str(repro), "-o", str(tmp_path / "o.mlir")]) == 1
    assert "pass 'symbol-privatize'" in capsys.readouterr().err and repro.exists()
