"""The cuBLAS gemm custom calls of XLA:GPU's optimized HLO (`__cublas$gemm`, `__cublas$lt$matmul`,
`__cublas$lt$matmul$f8`) on the reference, written as XLA prints them (its GPU tests' `.hlo`
files), and the real H200 dumps that hold them (tests/data/xla_gpu_h200): a GPU dump of a
model runs on a machine without a GPU. Oracles: numpy computing alpha·a@b + beta·c (+ bias,
relu; FP8: the f8 values widened exactly, the scales, saturation) in float64 and rounding
once; PJRT CPU running the module jax gave XLA."""
from __future__ import annotations

import pathlib

import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge.errors import UnsupportedOp


def _config(alpha=1, beta=0, epilogue="DEFAULT", lc=(1,), rc=(0,), lb=(), rb=(), damax=False) -> str:
    ints = lambda v: "[" + ",".join(f'\\"{d}\\"' for d in v) + "]"   # noqa: E731 (proto JSON: int64 as strings)
    return ('{ \\"gemm_backend_config\\": {\\"alpha_real\\":%s,\\"beta\\":%s,\\"dot_dimension_numbers\\":'
            '{\\"lhs_contracting_dimensions\\":%s,\\"rhs_contracting_dimensions\\":%s,\\"lhs_batch_dimensions\\":%s,'
            '\\"rhs_batch_dimensions\\":%s},\\"alpha_imag\\":0,\\"precision_config\\":{\\"operand_precision\\":'
            '[\\"DEFAULT\\",\\"DEFAULT\\"]},\\"epilogue\\":\\"%s\\",\\"damax_output\\":%s}}') % (
                alpha, beta, ints(lc), ints(rc), ints(lb), ints(rb), epilogue, str(damax).lower())


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


DUMPS = pathlib.Path(__file__).resolve().parents[1] / "data" / "xla_gpu_h200"


def _dump(name: str, which: str) -> str:
    return (DUMPS / f"{name}.{which}.txt").read_text()


@pytest.mark.parametrize("lhs, rhs, dims, spec", [
    ("f32[2,3,4]", "f32[4,5]", dict(lc=(2,), rc=(0,), lb=(0,), rb=()), "bik,kj->bij"),
    ("f32[3,4]", "f32[2,4,5]", dict(lc=(1,), rc=(1,), lb=(), rb=(0,)), "ik,bkj->bij"),
    ("f32[1,3,4]", "f32[2,4,5]", dict(lc=(2,), rc=(1,), lb=(0,), rb=(0,)), "ik,bkj->bij"),
])
def test_an_operand_without_the_batch_is_shared_by_every_batch_element(lhs, rhs, dims, spec):
    """XLA:GPU drops the batch of an operand that jax broadcast (einsum "bij,bjk->bik" of a
    repeated matrix, the cublas_epilogues dump): GemmConfig takes a batch of 1 for any."""
    x = RNG.standard_normal([int(d) for d in lhs[4:-1].split(",")]).astype(np.float32)
    y = RNG.standard_normal([int(d) for d in rhs[4:-1].split(",")]).astype(np.float32)
    text = _module([lhs, rhs], "(f32[2,3,5], s8[64])", "p0, p1", "__cublas$lt$matmul", _config(**dims),
                   root="f32[2,3,5] get-tuple-element(r), index=0")
    want = np.einsum(spec, x.reshape(x.shape[-2:]) if x.shape[0] == 1 else x, y.astype(np.float64))
    np.testing.assert_allclose(bridge.reference.evaluate(text, [x, y])[0], want, rtol=1e-6, atol=1e-6)


def test_the_cublas_epilogues_dump_agrees_with_xla_cpu_on_the_module_jax_gave():
    """The H200's optimized module (cuBLASLt calls: relu+bias, plain, bf16, alpha 2.5, a batched
    dot sharing its rhs) on the reference against PJRT CPU running jax's module."""
    rng = np.random.default_rng(3)
    ins = [rng.standard_normal(s).astype(np.float32) for s in ((64, 96), (96, 48), (48,))]
    got = bridge.reference.evaluate(_dump("cublas_epilogues", "sm_9.0a_gpu_after_optimizations"), ins)
    want = bridge.execute(_dump("cublas_epilogues", "before_optimizations"), ins, backend="cpu")
    assert len(got) == len(want) == 5
    for g, w in zip(got, want):
        w = np.asarray(w).astype(np.float32)
        np.testing.assert_allclose(np.asarray(g).astype(np.float32), w, rtol=2e-2 if g.dtype != np.float32 else 1e-5,
                                   atol=1e-4 * np.abs(w).max())


# ---- FP8 (`__cublas$lt$matmul$f8`): a, b, [c], a_scale, b_scale, [bias], [d_scale]
E4, E5 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
F8A = (RNG.standard_normal((16, 32)) * 3).astype(E4)
F8B = (RNG.standard_normal((16, 32)) * 3).astype(E5)        # stored transposed: contracting dim 1
SCALES = [np.float32(0.5), np.float32(3.0)]
F8_PARAMS = ["f8e4m3fn[16,32]", "f8e5m2[16,32]"]


def _f8_exact(alpha=1.0):
    """alpha·(a·sa)@(b·sb)^T with the f8 values widened exactly, in float64."""
    return alpha * float(SCALES[0]) * float(SCALES[1]) * (F8A.astype(np.float64) @ F8B.astype(np.float64).T)


@pytest.mark.parametrize("out", ["f32", "bf16"])
def test_fp8_gemm_scales_the_widened_operands_and_rounds_once(out):
    params = F8_PARAMS + ["f32[]", "f32[]"]
    text = _module(params, f"({out}[16,16], s8[256])", "p0, p1, p2, p3", "__cublas$lt$matmul$f8",
                   _config(alpha=2, lc=(1,), rc=(1,)), root=f"{out}[16,16] get-tuple-element(r), index=0")
    got = bridge.reference.evaluate(text, [F8A, F8B, *SCALES])[0]
    want = _f8_exact(2.0).astype(np.float32).astype(got.dtype)
    np.testing.assert_array_equal(got, want)


def test_an_fp8_result_is_scaled_saturated_and_its_amax_taken_before_scaling():
    """d = sat(d_scale·r) in f8e4m3fn (|x| > 448 clamps to 448, as XLA's clamp before the
    convert it folded), and d_amax = max |r| (the reduce it folded), r = alpha·sa·sb·a@b."""
    params = F8_PARAMS + ["f32[]", "f32[]", "f32[]"]
    d_scale = np.float32(8.0)
    text = _module(params, "(f8e4m3fn[16,16], f32[], s8[256])", "p0, p1, p2, p3, p4", "__cublas$lt$matmul$f8",
                   _config(lc=(1,), rc=(1,), damax=True))
    d, amax, _ = bridge.reference.evaluate(text, [F8A, F8B, *SCALES, d_scale])
    r = _f8_exact()
    assert (np.abs(r * 8) > 448).any() and (np.abs(r * 8) < 448).any()
    np.testing.assert_array_equal(d, np.clip(r * 8, -448, 448).astype(np.float32).astype(E4))
    assert amax == np.float32(np.abs(r).max())


@pytest.mark.parametrize("case", ["matrix_bias", "bias_relu"])
def test_fp8_matrix_bias_moves_the_scales_and_a_vector_bias_follows_them(case):
    c = RNG.standard_normal((16, 16)).astype(ml_dtypes.bfloat16)
    bias = RNG.standard_normal(16).astype(ml_dtypes.bfloat16)
    if case == "matrix_bias":   # beta != 0: c is operand 2, the scales 3 and 4
        params, operands, cfg = F8_PARAMS + ["bf16[16,16]", "f32[]", "f32[]"], [F8A, F8B, c, *SCALES], \
            _config(beta=1, lc=(1,), rc=(1,))
        want = _f8_exact() + c.astype(np.float64)
    else:                       # BIAS_RELU: the bias vector after the scales
        params, operands, cfg = F8_PARAMS + ["f32[]", "f32[]", "bf16[16]"], [F8A, F8B, *SCALES, bias], \
            _config(epilogue="BIAS_RELU", lc=(1,), rc=(1,))
        want = np.maximum(_f8_exact() + bias.astype(np.float64), 0)
    text = _module(params, "bf16[16,16]", ", ".join(f"p{i}" for i in range(len(params))),
                   "__cublas$lt$matmul$f8", cfg)
    got = bridge.reference.evaluate(text, operands)[0]
    np.testing.assert_array_equal(got, want.astype(np.float32).astype(ml_dtypes.bfloat16))


@pytest.mark.parametrize("params, message", [
    (["f32[16,32]", "f32[16,32]", "f32[]", "f32[]"], "must be f8e4m3fn / f8e5m2"),
    (F8_PARAMS + ["f32[16]", "f32[]"], "scales must be scalars"),
    (F8_PARAMS + ["f32[]"], "3 operands"),
])
def test_what_the_fp8_call_cannot_be_is_refused_by_name(params, message):
    text = _module(params, "f32[16,16]", ", ".join(f"p{i}" for i in range(len(params))), "__cublas$lt$matmul$f8",
                   _config(lc=(1,), rc=(1,)))
    args = [np.zeros([int(d) for d in p.split("[")[1][:-1].split(",") if d], np.float32).astype(
        {"f8e4m3fn": E4, "f8e5m2": E5}.get(p.split("[")[0], np.float32)) for p in params]
    with pytest.raises(UnsupportedOp, match=message):
        bridge.reference.evaluate(text, args)


def test_the_cublas_fp8_dump_agrees_with_xla_cpu_on_the_module_jax_gave():
    rng = np.random.default_rng(4)
    ins = [rng.standard_normal((64, 128)).astype(np.float32), rng.standard_normal((128, 64)).astype(np.float32),
           np.float32(0.5), np.float32(2.0)]
    got = bridge.reference.evaluate(_dump("cublas_fp8", "sm_9.0a_gpu_after_optimizations"), ins)
    want = bridge.execute(_dump("cublas_fp8", "before_optimizations"), ins, backend="cpu")
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, w, rtol=1e-6, atol=1e-6 * np.abs(w).max())
