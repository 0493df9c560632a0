"""Pass infrastructure: typed options, the registry, pipeline parsing and one PassManager."""
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jaxlib.mlir import passmanager
from passes_helpers import op_names, parse, run

import passes
from passes.options import Option, parse_options, split_options
from passes.pipeline import parse_stages

MAIN = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %a : tensor<2xf32>
  %1 = stablehlo.negate %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func @other(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}"""


def test_option_types_and_defaults():
    opts = (Option("max-rank", int, 8), Option("flag", bool, False), Option("names", list, ()),
            Option("sizes", (list, int), ()), Option("scale", float, 1.0), Option("tag", str, "x"),
            Option("except", list, ()))
    got = parse_options('max-rank=3 flag names=a,b sizes=1,2,3 scale=0.5 tag="p q" except=n.1', opts, "p")
    assert got == {"max_rank": 3, "flag": True, "names": ("a", "b"), "sizes": (1, 2, 3), "scale": 0.5,
                   "tag": "p q", "except_": ("n.1",)}
    assert parse_options("", opts, "p")["max_rank"] == 8


@pytest.mark.parametrize("text, message", [
    ("bogus=1", "pass 'p' has no option 'bogus' (its options: n)"),
    ("n=x", "pass 'p': option 'n' expects int, got 'x'"),
    ('n="1', "unbalanced quotes or braces"),
])
def test_option_errors_name_pass_option_and_type(text, message):
    with pytest.raises(passes.PipelineError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_options(text, (Option("n", int, 0),), "p")


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.from_regex(r"[a-z][a-z0-9\-]{0,8}", fullmatch=True),
                       st.one_of(st.integers(-10**6, 10**6).map(str),
                                 st.lists(st.from_regex(r"[a-z0-9.]{1,5}", fullmatch=True), min_size=1,
                                          max_size=4).map(",".join),
                                 st.from_regex(r"[a-z ]{1,6}", fullmatch=True).map(lambda s: '"' + s + '"')),
                       max_size=5))
def test_split_options_round_trip(d):
    text = " ".join(f"{k}={v}" for k, v in d.items())
    assert dict(split_options(text)) == d


def test_register_function_and_class_passes_with_options():
    seen = []

    @passes.register("t-func", options=[Option("times", int, 1)])
    def t_func(op, times=1):
        """count calls (summary from the docstring)"""
        seen.append(("func", times))
        return {"calls": times}

    @passes.register("t-class", "a class pass", options=[Option("label", str, "none")])
    class TClass:
        def run(self, op):
            seen.append(("class", self.label))

    try:
        run(MAIN, "t-func{times=3},t-class{label=hi},t-func")
        assert seen == [("func", 3), ("class", "hi"), ("func", 1)]
        assert passes.PASSES["t-func"].summary == "count calls (summary from the docstring)"
        assert "times=int (default 1)" in passes.PASSES["t-func"].describe()
    finally:
        passes.PASSES.pop("t-func"), passes.PASSES.pop("t-class")


def test_parse_stages_nesting_and_auto_nesting():
    stages = parse_stages("builtin.module(canonicalize-broadcast-in-dim{sort-dims=false},"
                          "func.func(canonicalize,cse),stablehlo-legalize-composite-to-call)")
    assert [s.name for s in stages] == ["canonicalize-broadcast-in-dim", "func.func(canonicalize,cse)",
                                        "stablehlo-legalize-composite-to-call"]
    assert stages[0].is_python and stages[0].options == "sort-dims=false"
    assert stages[1].inner == ("canonicalize", "cse")
    # a pass MLIR only runs on functions is nested for the user
    assert stages[2].text == "func.func(stablehlo-legalize-composite-to-call)"


@pytest.mark.parametrize("pipeline, message", [
    ("no-such-pass", "unknown pass 'no-such-pass'"),
    ("func.func(stablehlo-legalize-to-vhlo)", "only runs on builtin.module"),   # MLIR would abort
    ("canonicalize,(", "unbalanced parentheses"),
    ("decompose-composites{excpt=a}", "has no option 'excpt'"),
    ("canonicalize,,cse", "empty element"),   # a typo, as in MLIR's parser: never skipped silently
    ("func.func(cse,)", "empty element"),
])
def test_bad_pipelines_raise_pipeline_error(pipeline, message):
    with pytest.raises(passes.PipelineError, match=message):
        run(MAIN, pipeline)


def test_python_pass_nested_in_func_runs_on_each_function():
    names = []

    @passes.register("t-names")
    def t_names(op):
        names.append(op.operation.name + ":" + str(op.attributes["sym_name"]))

    try:
        run(MAIN, "func.func(t-names,canonicalize)")
        assert names == ['func.func:"main"', 'func.func:"other"']
    finally:
        passes.PASSES.pop("t-names")


def test_one_pass_manager_mixes_python_and_cxx_passes():
    from jaxlib.mlir import ir

    from bridge.context import get_context

    @passes.register("t-dead")
    def t_dead(op):
        """insert an unused abs (which canonicalize, running next, must erase)"""
        body = op.regions[0].blocks[0].operations[0].regions[0].blocks[0]
        first = list(body.operations)[0]
        ir.Operation.create("stablehlo.abs", results=[body.arguments[0].type], operands=[body.arguments[0]],
                            loc=first.location, ip=ir.InsertionPoint(first))

    text = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.negate %a : tensor<2xf32>
      %1 = stablehlo.negate %a : tensor<2xf32>
      %2 = stablehlo.add %0, %1 : tensor<2xf32>
      return %2 : tensor<2xf32>
    }"""
    try:
        pm = passes.build_pass_manager("t-dead,canonicalize,func.func(cse)", get_context())
        assert isinstance(pm, passmanager.PassManager)
        m = parse(text)
        pm.run(m.operation)
        assert op_names(m, "stablehlo.") == ["stablehlo.negate", "stablehlo.add"]
    finally:
        passes.PASSES.pop("t-dead")


def test_run_pipeline_accepts_text_and_returns_the_module():
    text = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>
      %1 = stablehlo.negate %0 : tensor<2xf32>
      return %1 : tensor<2xf32>
    }"""
    m = passes.run_pipeline(text, "canonicalize-broadcast-in-dim", out=io.StringIO())
    assert op_names(m, "stablehlo.") == ["stablehlo.negate"]   # the identity broadcast is gone


def test_list_passes_lists_python_and_mlir_passes_together():
    from bridge.cli.cmd_opt import list_passes
    out = io.StringIO()
    list_passes(out)
    text = out.getvalue()
    for name in ("canonicalize-broadcast-in-dim", "decompose-composites", "expand-implicit-broadcast",
                 "legalize-xla-to-stablehlo", "inline-calls"):
        assert f"\n  {name} " in text
    assert "except=list<string> (default '')" in text
    assert "\n  canonicalize " in text and "\n  symbol-dce " in text
    assert "stablehlo-legalize-composite-to-call" in text and "[func]" in text


def test_run_pipeline_on_a_builder_computation_leaves_it_untouched():
    import numpy as np

    from bridge import Shape, XlaBuilder, ops
    b = XlaBuilder("t")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (2, 3)), "x")
    v = ops.Parameter(b, 1, Shape.array_shape(np.float32, (3,)), "v")
    comp = b.build(ops.Add(x, v, broadcast_dimensions=(1,)))
    before = comp.as_text()
    m = passes.run_pipeline(comp, "expand-implicit-broadcast,legalize-xla-to-stablehlo", out=io.StringIO())
    assert op_names(m, "stablehlo.") == ["stablehlo.broadcast_in_dim", "stablehlo.add"]
    assert comp.as_text() == before


def test_pattern_results_and_how_they_are_counted():
    """A replacement value, REWRITTEN, rewritten(name) and note(name), on the walk driver."""
    from jaxlib.mlir import ir
    pats = passes.PatternSet()

    def defined_by(v, name):
        return isinstance(v, ir.OpResult) and v.owner.operation.name == name

    @pats.pattern("stablehlo.negate", name="negate-negate")
    def negneg(op, rewriter):   # negate(negate(x)) -> x: a value, counted under the pattern's name
        return op.operand.owner.operand if defined_by(op.operand, "stablehlo.negate") else None

    @pats.pattern("stablehlo.abs", name="abs")
    def abs_abs(op, rewriter):   # abs(abs(x)) -> abs(x), edited through the rewriter
        pats.note("seen-abs")
        if not defined_by(op.operand, "stablehlo.abs"):
            return None
        rewriter.replace_op(op, [op.operand])
        return passes.rewritten("abs-abs")

    @pats.pattern("stablehlo.sine", name="drop-sine")
    def drop_sine(op, rewriter):   # (not a sound rewrite: only how REWRITTEN is counted)
        rewriter.replace_op(op, [op.operand])
        return passes.REWRITTEN

    m = parse("""func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.negate %x : tensor<3xf32>
  %1 = stablehlo.negate %0 : tensor<3xf32>
  %2 = stablehlo.abs %1 : tensor<3xf32>
  %3 = stablehlo.abs %2 : tensor<3xf32>
  %4 = stablehlo.sine %3 : tensor<3xf32>
  %5 = stablehlo.abs %4 : tensor<3xf32>
  return %5 : tensor<3xf32>
}""")
    counts = pats.apply(m.operation, driver="walk")
    assert counts == {"negate-negate": 1, "seen-abs": 3, "abs-abs": 2, "drop-sine": 1}
    passes.erase_dead_ops(m.operation)
    assert op_names(m, "stablehlo.") == ["stablehlo.abs"]
    assert repr(passes.rewritten("abs-abs")) == "rewritten('abs-abs')" and repr(passes.REWRITTEN) == "REWRITTEN"
