"""Mistakes a first pass makes, each one error naming the pattern or pass, before MLIR sees
it: they crashed the process (a replacement after replacing through the rewriter, the op's
own result on the walk driver), hung (patterns undoing each other within one iteration),
wrote wrong IR silently (a replacement with another number of results), or left the
process silently (sys.exit in a pattern). Each case that crashed runs in a child process."""
from __future__ import annotations

import subprocess
import sys
import warnings

import pytest
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

import passes
from bridge.errors import HloBridgeWarning
from bridge.program import parse_module

CHAIN = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %a : tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}"""

# (pattern body on a negate, driver, message): each returns something the driver cannot take
MISUSES = {
    "replaced-then-returned": ("rewriter.replace_op(op, [op.operands[0]])\nreturn op.operands[0]", "greedy",
                               "replaced or erased the op through the rewriter and also returned a replacement"),
    "erased-then-returned-walk": ("rewriter.replace_op(op, [op.operands[0]])\nreturn op.operands[0]", "walk",
                                  "replaced or erased the op through the rewriter and also returned"),
    "itself-walk": ("return op", "walk", "returned the op it matched"),
    "own-result-walk": ("return op.result", "walk", "returned a result of the op it matched"),
    "two-values": ("return [op.operands[0], op.operands[0]]", "greedy",
                   r"returned 2 replacement value\(s\) for an op with 1 result\(s\)"),
    "true": ("return True", "greedy", "returned True: return None for no match"),
    "sys-exit": ("import sys; sys.exit(0)", "greedy", "raised SystemExit"),
}


@pytest.mark.parametrize("case", sorted(MISUSES))
def test_a_pattern_answer_the_driver_cannot_take_is_one_error(case):
    body, driver, message = MISUSES[case]
    body = "\n".join("    " + line for line in body.splitlines())
    code = "\n".join([
        "import passes",
        "from bridge.program import parse_module",
        "pats = passes.PatternSet()",
        f"@pats.pattern('stablehlo.negate', name='{case}')",
        "def bad(op, rewriter):",
        body,
        "try:",
        f"    pats.apply(parse_module({CHAIN!r}).operation, driver='{driver}')",
        "    print('no error')",
        "except passes.patterns.PatternFailure as e:",
        "    print('PatternFailure:', e)"])
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-1500:]   # (it was -11, SIGSEGV, for the first four)
    assert proc.stdout.startswith(f"PatternFailure: pattern '{case}' "), proc.stdout
    assert __import__("re").search(message, proc.stdout), proc.stdout


def test_patterns_undoing_each_other_stop_instead_of_hanging():
    pats = passes.PatternSet()

    @pats.pattern("stablehlo.negate", name="neg-to-sine")
    def to_sine(op, rewriter):
        with ir.InsertionPoint(op), op.location:
            return stablehlo.SineOp(op.operands[0]).operation

    @pats.pattern("stablehlo.sine", name="sine-to-neg")
    def to_neg(op, rewriter):
        with ir.InsertionPoint(op), op.location:
            return stablehlo.NegOp(op.operands[0]).operation
    with pytest.raises(passes.patterns.PatternFailure, match=r"did not converge: .* of at most 500 rewrites"):
        pats.apply(parse_module(CHAIN).operation, max_rewrites=500)
    assert passes.patterns.greedy_config().max_num_rewrites == passes.patterns.MAX_REWRITES   # (the default)


def test_a_pass_calling_sys_exit_fails_that_pass():
    @passes.register("t-exits", "calls sys.exit")
    def exits(op):
        sys.exit(0)
    try:
        with pytest.raises(passes.PassFailure, match="pass 't-exits' failed: SystemExit"):
            passes.run_pipeline(CHAIN, "t-exits")
    finally:
        passes.PASSES.pop("t-exits", None)


@pytest.mark.parametrize("answer", ["'hello'", "[1]", "True", "{'a': 'b'}"])
def test_a_pass_answering_other_than_counts_is_told_what_to_return(answer):
    @passes.register("t-answers", "returns a bad statistic")
    def answers(op):
        return eval(answer)
    try:
        with pytest.raises(passes.PassFailure, match="a pass returns None, a count or a dict of counts"):
            passes.run_pipeline(CHAIN, "t-answers")
    finally:
        passes.PASSES.pop("t-answers", None)


def test_registration_checks_names_and_option_types_and_says_what_it_replaces():
    with pytest.raises(ValueError, match="a '.' reads as an op name"):
        passes.register("func.func", "shadows every nested pipeline")
    with pytest.raises(TypeError, match="option 'd': type must be bool, int, float, str, list"):
        passes.Option("d", dict, {})
    with pytest.warns(HloBridgeWarning, match="'canonicalize' registered again: it replaces MLIR's pass"):
        passes.register("canonicalize", "a shadow")(lambda op: None)
    passes.PASSES.pop("canonicalize", None)
    passes.register("t-twice", "first")(lambda op: None)
    with pytest.warns(HloBridgeWarning, match="'t-twice' registered again: it replaces the pass registered before"):
        passes.register("t-twice", "second")(lambda op: 1)
    passes.PASSES.pop("t-twice", None)
    with warnings.catch_warnings():   # the same definition imported again is no news
        warnings.simplefilter("error")

        def same(op):
            return None
        passes.register("t-same", "once")(same)
        passes.register("t-same", "once")(same)
    passes.PASSES.pop("t-same", None)
