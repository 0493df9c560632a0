"""A kernel that fails at run time is named with its op's location, whether its block is
walked node by node (its first runs) or runs as generated code (from the third run on), and
in a loop body either way."""
import numpy as np
import pytest

from bridge import reference
from bridge.errors import HloBridgeError
from bridge.reference import interpreter
from bridge.reference.kernel_registry import KERNELS

MODULE = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %a : tensor<4xf32> loc("model.py":10:2)
  %1 = stablehlo.cosine %0 : tensor<4xf32> loc("model.py":11:4)
  %2 = stablehlo.sine %1 : tensor<4xf32> loc("model.py":12:6)
  return %2 : tensor<4xf32>
}
"""

LOOP = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i32>, tensor<4xf32>
   cond {
     %n = stablehlo.constant dense<5> : tensor<i32>
     %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
     stablehlo.return %p : tensor<i1>
   } do {
     %one = stablehlo.constant dense<1> : tensor<i32>
     %j = stablehlo.add %i, %one : tensor<i32>
     %y = stablehlo.cosine %x : tensor<4xf32> loc("loop.py":7:3)
     stablehlo.return %j, %y : tensor<i32>, tensor<4xf32>
   }
  return %r#1 : tensor<4xf32>
}
"""


@pytest.fixture
def failing_cosine(monkeypatch):
    """The set of cosine calls (1, 2, ...) that raise."""
    fail_at, calls = set(), []

    def factory(info):
        def run(frame, x):
            calls.append(1)
            if len(calls) in fail_at:
                raise ZeroDivisionError("planted")
            return np.cos(x)
        return run
    monkeypatch.setitem(KERNELS, "stablehlo.cosine", factory)
    return fail_at


@pytest.mark.parametrize("failing_run", [1, interpreter._WALKED_RUNS + 1])
def test_walked_and_generated_blocks_name_the_failing_op(failing_cosine, failing_run):
    failing_cosine.add(failing_run)
    # (a text of its own: programs are cached by text, with the kernels they were compiled with)
    prog = reference.compile_program(MODULE + f"// {failing_run}\n")
    x = np.ones(4, np.float32)
    for _ in range(failing_run - 1):
        reference.evaluate(prog, [x])
    with pytest.raises(HloBridgeError, match=r'failed in stablehlo.cosine at loc\("model.py":11:4\): '
                                             r'ZeroDivisionError: planted'):
        reference.evaluate(prog, [x])
    generated = prog.function(prog.main_name()).entry._fn is not None
    assert generated == (failing_run > interpreter._WALKED_RUNS)


@pytest.mark.parametrize("failing_iteration", [2, interpreter._WALKED_RUNS + 2])
def test_a_loop_body_fails_in_either_form(failing_cosine, failing_iteration):
    failing_cosine.add(failing_iteration)
    with pytest.raises(HloBridgeError, match=r'failed in stablehlo.cosine at loc\("loop.py":7:3\)'):
        reference.evaluate(LOOP + f"// {failing_iteration}\n", [np.ones(4, np.float32)])
