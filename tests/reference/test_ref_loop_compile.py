"""How the reference compiles loop bodies: small callees inline (interpreter.Function._inline)
and loop-invariant pure ops moved before the loop (Block.hoisted). What is checked is what a
user sees, numbers against PJRT/numpy, plus how often a kernel actually runs."""
import numpy as np
import pytest
from ref_testlib import check, rnn, run

from bridge.reference import compile_program
from bridge.reference import kernel_registry

rng = np.random.default_rng(0)


def _rnn_args(steps=20):
    f32 = np.float32
    return [rng.standard_normal((4, 8)).astype(f32), rng.standard_normal((steps, 4, 5)).astype(f32),
            (rng.standard_normal((8, 8)) * 0.3).astype(f32), (rng.standard_normal((5, 8)) * 0.3).astype(f32),
            rng.standard_normal(8).astype(f32)]


@pytest.fixture
def counted(monkeypatch):
    """counts[op name]: how many times that op's kernels ran."""
    counts: dict = {}

    def wrap(name, factory):
        def counting_factory(info):
            run_ = factory(info)

            def run_counted(frame, *args):
                counts[name] = counts.get(name, 0) + 1
                return run_(frame, *args)
            return run_counted
        return counting_factory
    for name in ("stablehlo.broadcast_in_dim", "stablehlo.add", "func.call"):
        monkeypatch.setitem(kernel_registry.KERNELS, name, wrap(name, kernel_registry.KERNELS[name]))
    return counts


def test_jax_scan_helpers_are_compiled_into_the_body(counted):
    args = _rnn_args(steps=20)
    check(rnn, *args, rtol=1e-5, atol=1e-6)
    # jax's closed_call / dynamic_index_in_dim / dynamic_update_index_in_dim: no call at run time
    assert "func.call" not in counted
    # the bias's two broadcasts ran once, not once a step; the output row's every step; the
    # output buffer's zeros once (folded when compiled); the adds (2 + counter) every step
    assert counted["stablehlo.broadcast_in_dim"] == 2 + 20 + 1
    assert counted["stablehlo.add"] == 3 * 20


_SWAP = """
func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>, %w: tensor<f32>, %n: tensor<i32>)
    -> (tensor<3xf32>, tensor<3xf32>, tensor<f32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:5 = stablehlo.while(%i = %c0, %x = %a, %y = %b, %v = %w, %m = %n)
      : tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<i32>
  cond {
    %lt = stablehlo.compare LT, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %vb = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %xb = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<3xf32>
    %x2 = stablehlo.add %y, %vb : tensor<3xf32>
    %y2 = stablehlo.multiply %xb, %xb : tensor<3xf32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %x2, %y2, %v, %m : tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<i32>
  }
  return %r#1, %r#2, %r#3 : tensor<3xf32>, tensor<3xf32>, tensor<f32>
}
"""


def _swap_numpy(a, b, w, n):
    x, y = a, b
    for _ in range(n):
        x, y = y + w, x * x
    return x, y, w


@pytest.mark.parametrize("n", [0, 1, 5])
def test_only_values_the_loop_returns_unchanged_are_invariant(counted, n):
    """%v comes back at its own place (its broadcast moves before the loop); %x and %y trade
    places every step, so the broadcast of %x stays in the body."""
    a, b = np.array([1, 2, 3], np.float32), np.array([-1, 0.5, 4], np.float32)
    w = np.float32(0.25)
    got = run(_SWAP + f"// {n}: a program of its own, compiled with the counting kernels", a, b, w, np.int32(n))
    for g, e in zip(got, _swap_numpy(a, b, w, n)):
        np.testing.assert_array_equal(g, e)
    assert counted.get("stablehlo.broadcast_in_dim", 0) == (1 + n if n else 0)   # (none when the body never runs)


def test_recorded_programs_keep_every_call_and_every_step():
    """difftest --localize records each op of each iteration: its programs (fold=False)
    neither inline nor hoist."""
    from jax import jit
    text = jit(rnn).lower(*_rnn_args(3)).as_text()
    prog = compile_program(text)
    assert prog.inlinable("closed_call") is not None
    from bridge.reference.interpreter import Program
    assert Program(prog.module, fold=False).inlinable("closed_call") is None


def test_a_failing_op_of_an_inlined_callee_is_named():
    text = """
func.func private @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @no_such_target(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @f(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""
    with pytest.raises(Exception, match="no_such_target"):
        run(text, np.zeros(2, np.float32))


def test_one_callee_inlined_twice_keeps_its_values_apart():
    text = """
func.func private @sq(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.multiply %x, %x : tensor<2xf32>
  return %0, %x : tensor<2xf32>, tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0:2 = func.call @sq(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %1:2 = func.call @sq(%b) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %2 = stablehlo.subtract %0#0, %1#0 : tensor<2xf32>
  return %2, %0#1, %1#1 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
"""
    a, b = np.array([1, 2], np.float32), np.array([3, -5], np.float32)
    got = run(text, a, b)
    np.testing.assert_array_equal(got[0], a * a - b * b)
    np.testing.assert_array_equal(got[1], a)
    np.testing.assert_array_equal(got[2], b)
