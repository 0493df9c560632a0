"""Deliberately wrong backends are caught and pinpointed; agreeing backends pass edge cases.

The wrong backends are the numpy reference evaluated with a copy of its kernel table in
which one kernel is replaced (the real table is never modified). Expected indices and
values come from numpy computing the right and the wrong answer independently.
"""
from __future__ import annotations

import numpy as np
import pytest

from bridge import reference
from bridge.diff import GenSpec, difftest
from bridge.diff.reduce import reduce_program
from dt_helpers import with_kernel


def one_ulp_up_at(index):
    def wrap(factory):
        def make(info):
            run = factory(info)

            def perturbed(frame, *xs):
                y = np.array(run(frame, *xs))
                y[index] = np.nextafter(y[index], np.array(np.inf, y.dtype))
                return y
            return perturbed
        return make
    return wrap


def inverse_permutation(factory):
    """transpose with the inverse permutation: right shape for a cube, wrong values."""
    def make(info):
        perm = tuple(info.ints("permutation"))
        inv = tuple(int(i) for i in np.argsort(perm))

        def run(frame, x):
            return np.transpose(x, inv)
        return run
    return make


MUL = """func.func @main(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.multiply %a, %b : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}"""

CUBE = """func.func @main(%x: tensor<3x3x3xf32>, %y: tensor<3x3x3xf32>) -> (tensor<3x3x3xf32>, tensor<f32>) {
  %0 = stablehlo.multiply %x, %y : tensor<3x3x3xf32>
  %1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
  %2 = stablehlo.add %1, %y : tensor<3x3x3xf32>
  %3 = stablehlo.tanh %2 : tensor<3x3x3xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %4 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<f32>
  return %3, %4 : tensor<3x3x3xf32>, tensor<f32>
}"""


def test_a_kernel_off_by_one_ulp_is_caught_at_its_index_in_ulp_mode():
    wrong = ("ref-mul+1ulp", with_kernel("stablehlo.multiply", one_ulp_up_at((2, 1))))
    a = np.arange(1, 13, dtype=np.float32).reshape(3, 4) / 7
    b = np.full((3, 4), 3.0, np.float32)
    exact = (a * b)[2, 1]
    report = difftest(MUL, inputs=[a, b], backends=("cpu", wrong), ulp=0)
    (out,) = report.comparisons["ref-mul+1ulp"]
    assert report.verdict == "mismatch" and out.mismatches == 1
    assert out.worst_index == (2, 1) and out.max_ulp == 1
    assert out.worst[0]["expected"] == float(exact)
    assert out.worst[0]["got"] == float(np.nextafter(exact, np.float32(np.inf)))
    # one ULP is inside f32's default tolerance (1e-6 ~ 8 ULPs): no false alarm there
    assert difftest(MUL, inputs=[a, b], backends=("cpu", wrong)).verdict == "match"


def test_values_a_few_ulp_apart_are_printed_apart():
    """With 7 digits the report read "1 vs 1" for an f32 one ulp off."""
    wrong = ("ref-mul+1ulp", with_kernel("stablehlo.multiply", one_ulp_up_at((0, 0))))
    ones = np.ones((3, 4), np.float32)
    report = difftest(MUL, inputs=[ones, ones], backends=("reference", wrong), ulp=0)
    assert report.reason.endswith("at [0, 0]: 1 vs 1.00000012")


def test_a_wrong_transpose_is_pinpointed():
    rng = np.random.default_rng(5)
    x, y = (rng.standard_normal((3, 3, 3)).astype(np.float32) for _ in range(2))
    wrong = ("ref-bad-transpose", with_kernel("stablehlo.transpose", inverse_permutation))
    report = difftest(CUBE, inputs=[x, y], backends=("reference", wrong, "cpu"))
    out0, out1 = report.comparisons["ref-bad-transpose"]
    assert out1.verdict == "match"          # the reduction does not go through the transpose
    right = np.tanh(np.transpose(x * y, (1, 2, 0)) + y)
    bad = np.tanh(np.transpose(x * y, (2, 0, 1)) + y)
    differ = np.argwhere(~np.isclose(right, bad, rtol=1e-5, atol=1e-6))
    assert out0.verdict == "mismatch" and out0.mismatches == len(differ)
    assert out0.first_mismatch["index"] == differ[0].tolist()
    worst = tuple(out0.worst[0]["index"])
    assert out0.worst[0]["got"] == pytest.approx(float(bad[worst]), rel=1e-6)
    assert out0.worst[0]["expected"] == pytest.approx(float(right[worst]), rel=1e-6)
    assert report.comparisons["cpu"][0].verdict == "match"   # the honest backends agree


def test_reduce_shrinks_to_the_wrong_transpose():
    wrong = ("ref-bad-transpose", with_kernel("stablehlo.transpose", inverse_permutation))
    red = reduce_program(CUBE, backends=(("reference", lambda p, i: reference.evaluate(p.module, i)), wrong))
    assert red.ops_before == 5 and red.ops_after == 1
    assert "stablehlo.transpose" in red.text and "tanh" not in red.text and "reduce" not in red.text
    # the reduced module still mismatches on the inputs written with it, and matches on cpu
    report = difftest(red.text, inputs=red.inputs, backends=("cpu", wrong))
    assert report.verdict == "mismatch"
    assert difftest(red.text, inputs=red.inputs, backends=("cpu", "reference")).verdict == "match"


def test_reduce_drops_the_functions_nothing_calls_any_more():
    """jax's private helpers (`@_where`, `@closed_call` ...) of ops the reduction removed are
    noise in a reproducer: they were kept."""
    cube = CUBE.replace("%3 = stablehlo.tanh %2 : tensor<3x3x3xf32>",
                        "%3 = func.call @squash(%2) : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>")
    cube += """
func.func private @squash(%a: tensor<3x3x3xf32>) -> tensor<3x3x3xf32> {
  %0 = stablehlo.tanh %a : tensor<3x3x3xf32>
  return %0 : tensor<3x3x3xf32>
}"""
    wrong = ("ref-bad-transpose", with_kernel("stablehlo.transpose", inverse_permutation))
    red = reduce_program(cube, backends=(("reference", lambda p, i: reference.evaluate(p.module, i)), wrong))
    assert "stablehlo.transpose" in red.text and "@squash" not in red.text and red.ops_after == 1


EDGE_UNARY = ["negate", "abs", "sqrt", "exponential", "log", "tanh", "floor", "sign"]
EDGE_BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum", "atan2", "power"]


@pytest.mark.parametrize("dtype", ["f32", "f64", "bf16"])
def test_agreeing_backends_pass_nan_inf_and_signed_zero_inputs(dtype):
    t = f"tensor<48x{dtype}>"
    lines = [f"%u{i} = stablehlo.{op} %a : {t}" for i, op in enumerate(EDGE_UNARY)]
    lines += [f"%b{i} = stablehlo.{op} %a, %b : {t}" for i, op in enumerate(EDGE_BINARY)]
    lines.append(f"%lt = stablehlo.compare LT, %a, %b, FLOAT : ({t}, {t}) -> tensor<48xi1>")
    results = [f"%u{i}" for i in range(len(EDGE_UNARY))] + [f"%b{i}" for i in range(len(EDGE_BINARY))]
    types = ", ".join([t] * len(results) + ["tensor<48xi1>"])
    text = (f"func.func @main(%a: {t}, %b: {t}) -> ({types}) {{\n  " + "\n  ".join(lines)
            + f"\n  return {', '.join(results + ['%lt'])} : {types}\n}}")
    specials = GenSpec(nan=0.15, inf=0.15, zero=0.25)
    report = difftest(text, backends=("cpu", "reference", "interpreter"), generator=specials, seed=3)
    assert report.verdict == "match", report.reason
    a, b = report.inputs
    wide = a.astype(np.float64)
    assert np.isnan(wide).any() and np.isposinf(wide).any() and np.isneginf(wide).any()
    assert (np.signbit(wide) & (wide == 0)).any()                     # a -0 is in there
    outs = report.results["cpu"].outputs
    assert np.isnan(outs[EDGE_UNARY.index("log")].astype(np.float64)).any()   # log of a negative
