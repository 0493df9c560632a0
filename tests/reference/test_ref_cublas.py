"""The cuBLAS custom calls of XLA:GPU's optimized HLO (`__cublas$gemm`, `__cublas$lt$matmul`) on
the reference, written as XLA prints them (its GPU tests' `.hlo` files): a GPU dump of a
model runs on a machine without a GPU. Oracle: numpy computing alpha·a@b + beta·c (+ bias,
relu) in float64 and rounding once."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge.errors import UnsupportedOp


def _config(alpha=1, beta=0, epilogue="DEFAULT", lc=(1,), rc=(0,), lb=(), rb=()) -> str:
    ints = lambda v: "[" + ",".join(f'\\"{d}\\"' for d in v) + "]"   # noqa: E731 (proto JSON: int64 as strings)
    return ('{ \\"gemm_backend_config\\": {\\"alpha_real\\":%s,\\"beta\\":%s,\\"dot_dimension_numbers\\":'
            '{\\"lhs_contracting_dimensions\\":%s,\\"rhs_contracting_dimensions\\":%s,\\"lhs_batch_dimensions\\":%s,'
            '\\"rhs_batch_dimensions\\":%s},\\"alpha_imag\\":0,\\"precision_config\\":{\\"operand_precision\\":'
            '[\\"DEFAULT\\",\\"DEFAULT\\"]},\\"epilogue\\":\\"%s\\"}}') % (alpha, beta, ints(lc), ints(rc), ints(lb),
                                                                        ints(rb), epilogue)


def _module(params: list[str], result: str, operands: str, target: str, config: str, root: str = "r") -> str:
    lines = [f"  p{i} = {s} parameter({i})" for i, s in enumerate(params)]
    lines.append(f"  r = {result} custom-call({operands}), custom_call_target=\"{target}\", "
                 f"backend_config=\"{config}\"")
    if root != "r":
        lines.append(f"  ROOT out = {root}")
    else:
        lines[-1] = "  ROOT" + lines[-1][1:]
    return "HloModule gemm\n\nENTRY e {\n" + "\n".join(lines) + "\n}\n"


RNG = np.random.default_rng(0)
A, B = RNG.standard_normal((4, 3)).astype(np.float32), RNG.standard_normal((3, 5)).astype(np.float32)
C, BIAS = RNG.standard_normal((4, 5)).astype(np.float32), RNG.standard_normal(5).astype(np.float32)


def _f64(*xs):
    return [x.astype(np.float64) for x in xs]


@pytest.mark.parametrize("target", ["__cublas$gemm", "__cublas$lt$matmul"])
def test_plain_gemm_is_the_matrix_product(target):
    text = _module(["f32[4,3]", "f32[3,5]"], "f32[4,5]{1,0}", "p0, p1", target, _config())
    a, b = _f64(A, B)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [A, B])[0], a @ b, rtol=1e-6, atol=1e-6)


def test_workspace_tuple_alpha_beta_and_the_bias_relu_epilogue():
    """(result, s8[workspace]) as the autotuner leaves it; alpha·a@b + beta·c; then bias and relu."""
    text = _module(["f32[4,3]", "f32[3,5]", "f32[4,5]"], "(f32[4,5]{1,0}, s8[1024]{0})", "p0, p1, p2",
                   "__cublas$gemm", _config(alpha=0.5, beta=2), root="f32[4,5] get-tuple-element(r), index=0")
    a, b, c = _f64(A, B, C)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [A, B, C])[0], 0.5 * a @ b + 2 * c, rtol=1e-6,
                               atol=1e-6)
    text = _module(["f32[4,3]", "f32[3,5]", "f32[5]"], "f32[4,5]", "p0, p1, p2", "__cublas$lt$matmul",
                   _config(epilogue="BIAS_RELU"))
    got = bridge.reference.evaluate(text, [A, B, BIAS])[0]
    np.testing.assert_allclose(got, np.maximum(a @ b + BIAS.astype(np.float64), 0), rtol=1e-6, atol=1e-6)
    assert (got == 0).any() and (got > 0).any()


def test_batched_transposed_bf16_rounds_once():
    """Batch dims and a contraction over rhs dim 2 (b stored transposed); bf16 in and out: the
    product in f32, rounded to bf16 once (not after each step)."""
    import ml_dtypes
    x = RNG.standard_normal((2, 4, 8)).astype(ml_dtypes.bfloat16)
    y = RNG.standard_normal((2, 5, 8)).astype(ml_dtypes.bfloat16)
    text = _module(["bf16[2,4,8]", "bf16[2,5,8]"], "bf16[2,4,5]", "p0, p1", "__cublas$gemm",
                   _config(alpha=3, lc=(2,), rc=(2,), lb=(0,), rb=(0,)))
    want = (3 * np.einsum("bik,bjk->bij", x.astype(np.float32), y.astype(np.float32))).astype(ml_dtypes.bfloat16)
    np.testing.assert_array_equal(bridge.reference.evaluate(text, [x, y])[0], want)


@pytest.mark.parametrize("epilogue, operands, message", [
    ("GELU", 2, "epilogue GELU is not supported"),
    ("BIAS", 2, "2 operands; beta 0 and epilogue BIAS take 3"),
])
def test_what_is_cublaslts_alone_is_refused_by_name(epilogue, operands, message):
    params = ["f32[4,3]", "f32[3,5]"][:operands]
    text = _module(params, "f32[4,5]", ", ".join(f"p{i}" for i in range(operands)), "__cublas$lt$matmul",
                   _config(epilogue=epilogue))
    with pytest.raises(UnsupportedOp, match=message):
        bridge.reference.evaluate(text, [A, B][:operands])


def test_compare_importers_runs_a_gpu_dump_on_the_reference():
    """`convert --compare-importers` on a GPU dump's gemm: PJRT cpu cannot run cuBLAS, so both
    conversions (ours, XLA's importer's) run on the reference, and the report says so."""
    from bridge.diff.importers import compare_importers, summary
    text = _module(["f32[4,3]", "f32[3,5]"], "(f32[4,5]{1,0}, s8[512]{0})", "p0, p1", "__cublas$lt$matmul",
                   _config(alpha=2), root="f32[4,5] get-tuple-element(r), index=0")
    result = compare_importers(text, inputs=[A, B])
    assert result["verdict"] == "agree" and result["backend"] == "reference"
    assert "cpu cannot run it" in result["fallback"] and "on the reference" in summary(result)
    a, b = _f64(A, B)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [A, B])[0], 2 * a @ b, rtol=1e-6, atol=1e-6)


def test_older_xlas_bare_gemm_config():
    """Older XLA writes the GemmBackendConfig itself as the backend config, unquoted (its GPU
    prefetch test does): read the same."""
    bare = ('{"alpha_real":1,"beta":0,"dot_dimension_numbers":{"lhs_contracting_dimensions":["1"],'
            '"rhs_contracting_dimensions":["0"],"lhs_batch_dimensions":[],"rhs_batch_dimensions":[]},'
            '"alpha_imag":0,"precision_config":{"operand_precision":["DEFAULT","DEFAULT"]},"epilogue":"DEFAULT"}')
    text = ("HloModule g\n\nENTRY e {\n  p0 = f32[4,3] parameter(0)\n  p1 = f32[3,5] parameter(1)\n"
            "  ROOT r = f32[4,5] custom-call(p0, p1), custom_call_target=\"__cublas$gemm\",\n"
            f"    backend_config={bare}\n}}\n")
    a, b = _f64(A, B)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [A, B])[0], a @ b, rtol=1e-6, atol=1e-6)
