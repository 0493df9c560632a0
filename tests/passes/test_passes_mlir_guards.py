"""MLIR passes of jaxlib that crash the process on some inputs are refused by name first
(passes/mlir_guards.py). Each case: the pipeline through hlobridge gives one line naming the
pass, and the same pipeline on MLIR's PassManager alone kills a child process (the guard
is not guarding nothing). hlobridge's pipelines verify after each stage, not between the
passes a compound pipeline such as sdy-propagation-pipeline runs inside."""
from __future__ import annotations

import pytest

import passes
from hlotest import run_child

CASE = """func.func @main(%x: tensor<4xf32>, %p: tensor<i32>) -> tensor<4xf32> {
  %0 = "stablehlo.case"(%p) ({
    %1 = stablehlo.sine %x : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""

PIPELINES = ["sdy-import-pipeline,sdy-propagation-pipeline", "sdy-add-data-flow-edges,sdy-propagation-pipeline"]


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_propagation_over_an_imported_module_is_refused(pipeline):
    with pytest.raises(passes.PassFailure, match="pass 'sdy-propagation-pipeline' failed: the module is already "
                                                 "in Shardy's imported form"):
        passes.run_pipeline(CASE, pipeline)


def test_propagation_alone_runs():
    assert "stablehlo.case" in str(passes.run_pipeline(CASE, "sdy-propagation-pipeline"))


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_the_guard_is_needed(pipeline):
    r = run_child(f"""
        from jaxlib.mlir import ir, passmanager
        from bridge.context import get_context, register_passes
        register_passes()
        ctx = get_context()
        module = ir.Module.parse({CASE!r}, context=ctx)
        pm = passmanager.PassManager.parse("builtin.module({pipeline})", context=ctx)
        pm.enable_verifier(False)   # as hlobridge opt runs it: its probes verify after each stage
        pm.run(module.operation)
        print("survived")
    """)
    assert r.returncode < 0 and "survived" not in r.stdout, (r.returncode, r.stderr[-500:])
