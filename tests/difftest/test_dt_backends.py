"""Backends: reference-xla, the interpreter in its child process, cannot-run reporting, API."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge import Shape, XlaBuilder, ops
from bridge.diff import difftest
from bridge.errors import HloBridgeError

FFT = """func.func @main(%a: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}"""

# an op jaxlib 0.10.2's eval_module aborts on and difftest does not name beforehand (jax writes
# LAPACK custom calls for a Cholesky on CPU, never this op)
CHOLESKY = """func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}"""

MUL = """func.func @main(%a: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = stablehlo.multiply %a, %a : tensor<3xbf16>
  return %0 : tensor<3xbf16>
}"""


def seed_broadcast_add():
    """Seed 001's example: X (2x3) + v (3) along dimension 1."""
    b = XlaBuilder("bcast")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (2, 3)), "x")
    v = ops.Parameter(b, 1, Shape.array_shape(np.float32, (3,)), "v")
    return b.build(ops.Add(x, v, broadcast_dimensions=(1,)))


def test_xla_program_on_every_backend_with_the_seed_numbers():
    a = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    w = np.array([7, 8, 9], np.float32)
    report = bridge.difftest(seed_broadcast_add(), inputs=[a, w],
                             backends=("reference-xla", "cpu", "reference", "interpreter"))
    assert report.verdict == "match" and report.baseline == "reference-xla"
    for name in ("reference-xla", "cpu", "interpreter"):
        np.testing.assert_array_equal(report.results[name].outputs[0], [[8, 10, 12], [11, 13, 15]])


def test_reference_xla_on_xla_dialect_text():
    """xla-dialect text (a builder program printed) runs on reference-xla as it is."""
    a = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    w = np.array([7, 8, 9], np.float32)
    report = difftest(seed_broadcast_add().as_text(), inputs=[a, w], backends=("reference-xla", "cpu"))
    assert report.results["reference-xla"].status == "ok" and report.verdict == "match"
    np.testing.assert_array_equal(report.results["reference-xla"].outputs[0], [[8, 10, 12], [11, 13, 15]])


def test_reference_xla_on_stablehlo_is_unsupported_not_a_mismatch():
    report = difftest(MUL, backends=("cpu", "reference", "reference-xla"))
    assert report.verdict == "unsupported"
    assert report.results["reference-xla"].status == "unsupported"
    assert "evaluates the xla dialect before lowering" in report.results["reference-xla"].error
    assert report.comparisons["reference"][0].verdict == "match"   # the others are still compared


def test_interpreter_abort_is_reported_and_the_next_call_gets_a_fresh_child():
    spd = np.array([[4, 2, 0], [2, 5, 1], [0, 1, 3]], np.float32)
    report = difftest(CHOLESKY, inputs=[spd], backends=("cpu", "reference", "interpreter"))
    assert report.verdict == "unsupported"
    assert "interpreter aborted (SIGABRT)" in report.results["interpreter"].error
    assert report.comparisons["reference"][0].verdict == "match"
    again = difftest(MUL, backends=("cpu", "interpreter"))          # bf16 through the child
    assert again.verdict == "match"
    x = again.inputs[0].astype(np.float32)
    np.testing.assert_array_equal(again.results["interpreter"].outputs[0].astype(np.float32),
                                  (x * x).astype(again.inputs[0].dtype).astype(np.float32))


def test_interpreter_names_fft():
    """stablehlo.fft (jnp.fft, keras's stft) is refused by name before the child runs it.
    Before: 'the StableHLO interpreter aborted (SIGABRT)'."""
    report = difftest(FFT, backends=("cpu", "reference", "interpreter"))
    assert report.results["interpreter"].status == "unsupported"
    assert report.results["interpreter"].error.endswith("does not implement stablehlo.fft")
    assert report.comparisons["reference"][0].verdict == "match"


def test_a_backend_that_raises_is_an_error_and_a_missing_platform_unsupported():
    def broken(prepared, inputs):
        raise ZeroDivisionError("oops")
    report = difftest(MUL, backends=("cpu", ("broken", broken)))
    assert report.verdict == "error" and report.results["broken"].error == "ZeroDivisionError: oops"
    import jax.extend.backend as jb
    if "tpu" not in jb.backends():
        r = difftest(MUL, backends=("reference", "tpu"))
        assert r.verdict == "unsupported" and "tpu" in r.results["tpu"].error


def test_api_arguments():
    comp = seed_broadcast_add()
    r = bridge.difftest(comp, seed=1, baseline="reference", ulp=0)
    assert r.baseline == "reference" and set(r.comparisons) == {"cpu"}
    assert r.comparisons["cpu"][0].tolerance.get("ulp") == 0
    assert not np.array_equal(r.inputs[0], bridge.difftest(comp, seed=2).inputs[0])
    with pytest.raises(HloBridgeError, match="at least two backends"):
        bridge.difftest(comp, backends=("cpu",))
    with pytest.raises(HloBridgeError, match="baseline 'tpu' is not one of"):
        bridge.difftest(comp, baseline="tpu")
    with pytest.raises(TypeError, match="unexpected keyword argument"):
        bridge.difftest(comp, tolerence=1)


def test_run_backend_on_generated_bf16_inputs():
    from bridge.diff.backends import BACKENDS, run_backend
    from bridge.generators import GenSpec
    from bridge.diff.inputs import generated_inputs
    from bridge.diff.prepare import prepare
    program = prepare(MUL)
    (x,), _ = generated_inputs(program.module, program.params, 0, GenSpec())
    assert x.dtype.name == "bfloat16" and x.shape == (3,)
    result = run_backend("cpu", BACKENDS["cpu"], program, [x])
    assert result.status == "ok"
    np.testing.assert_array_equal(result.outputs[0], x * x)