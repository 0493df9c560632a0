"""Looser tolerances for approximate ops: what they are, why they are needed, what they still catch."""
from __future__ import annotations

import numpy as np
import pytest

import bridge.reference.interpreter as ref_interp
from bridge import reference
from bridge.diff import Policy, difftest
from bridge.diff.approx import Approx, output_factors
from bridge.diff.compare import compare
from bridge.diff.prepare import prepare
from bridge.generators import GenSpec

SUM = """func.func @main(%x: tensor<64x512xf32>) -> tensor<64xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<64x512xf32>, tensor<f32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}"""

MIXED = """func.func @main(%a: tensor<4x5xf32>, %b: tensor<5x3xf32>, %i: tensor<4xi32>) -> (tensor<4x3xf32>, tensor<f32>, tensor<4xf32>, tensor<4xi32>, tensor<4x5xf32>) {
  %e = stablehlo.exponential %a : tensor<4x5xf32>
  %d = stablehlo.dot_general %e, %b, contracting_dims = [1] x [0] : (tensor<4x5xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%d init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
  %m = stablehlo.reduce(%a init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  %n = stablehlo.negate %a : tensor<4x5xf32>
  %t = func.call @twice(%i) : (tensor<4xi32>) -> tensor<4xi32>
  return %d, %s, %m, %t, %n : tensor<4x3xf32>, tensor<f32>, tensor<4xf32>, tensor<4xi32>, tensor<4x5xf32>
}
func.func private @twice(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.add %x, %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}"""


def test_factors_along_the_dataflow():
    dot, total, maxed, called, negated = output_factors(prepare(MIXED).module)
    assert dot == Approx(1, 5, 1)         # exp, then a 5-long contraction (f32, DEFAULT precision)
    assert total == Approx(1, 17, 1)      # chained reductions add: 5 + 12
    assert maxed == Approx() and negated == Approx() and called == Approx()   # exact reducer, plain ops


def test_resolved_tolerances():
    p = Policy()
    t = p.resolve("f32", Approx(1, 512))
    assert (t.atol, t.rtol) == (2e-6, 2e-6) and t.norm_rtol == pytest.approx(1e-6 * (1 + 512))
    assert p.resolve("s32", Approx(3, 512)).atol == 0.0              # integers stay exact
    assert p.resolve("f32", Approx(1, 512)).why.startswith("1 approximate op(s)")
    assert Policy(approx_scaling=False).resolve("f32", Approx(1, 512)).norm_rtol == 0.0
    assert Policy(ulp=2).resolve("f32", Approx(1, 512)).ulp == 2        # ULP mode is not loosened


def test_long_sums_need_the_scaled_tolerance_and_stay_inside_the_bound():
    report = difftest(SUM, approx_scaling=False, rounding_noise=False)
    strict = report.comparisons["reference"][0]
    assert strict.verdict == "mismatch"        # plain f32 tolerance flags the summation order
    assert difftest(SUM).verdict == "match"
    x = report.inputs[0].astype(np.float64)
    cpu, ref = (report.results[b].outputs[0].astype(np.float64) for b in ("cpu", "reference"))
    bound = 2 * (512 - 1) * (np.finfo(np.float32).eps / 2) * np.abs(x).sum(axis=1)
    assert (np.abs(cpu - ref) <= bound).all()   # the classic reordering bound holds row by row


def test_scaling_still_catches_a_dropped_term():
    def drop_first(factory):
        def make(info):
            run = factory(info)

            def wrong(frame, x, init):
                return run(frame, x[:, 1:], init)
            return wrong
        return make
    table = dict(ref_interp.KERNELS)
    table["stablehlo.reduce"] = drop_first(table["stablehlo.reduce"])

    def wrong_reference(prepared, inputs):
        saved, ref_interp.KERNELS = ref_interp.KERNELS, table
        try:
            return reference.evaluate(prepared.module, inputs)
        finally:
            ref_interp.KERNELS = saved
    report = difftest(SUM, backends=("cpu", ("dropping", wrong_reference)))
    out = report.comparisons["dropping"][0]
    x = report.inputs[0]
    assert report.verdict == "mismatch" and out.mismatches >= 60
    for w in out.worst:                           # each pinpointed row is off by its dropped term
        row = w["index"][0]
        assert w["expected"] - w["got"] == pytest.approx(float(x[row, 0]), rel=1e-3, abs=1e-4)


def _mlp_text(depth: int, width: int, dtype=np.float32) -> str:
    import jax
    import jax.numpy as jnp

    def mlp(x, ws):
        for w in ws:
            x = jnp.tanh(x @ w)
        return x
    ws = [jax.ShapeDtypeStruct((width, width), dtype)] * depth
    return jax.jit(mlp).lower(jax.ShapeDtypeStruct((4, width), dtype), ws).as_text()


def _scaled_reference(factor):
    def run(prepared, inputs):
        return [np.asarray(o * np.asarray(factor, o.dtype)) for o in reference.evaluate(prepared.module, inputs)]
    return ("ref-times-%g" % factor, run)


def test_a_deep_program_is_still_compared():
    """A 3-layer MLP of width 128 (jax's): with the lengths multiplied its tolerance was 8x
    the output's largest value, so a backend 1 % off "matched"; the lengths add now."""
    text = _mlp_text(3, 128)
    (factor,) = output_factors(prepare(text).module)
    assert factor == Approx(3, 3 * 128, 3)
    tol = Policy().resolve("f32", factor)
    assert tol.norm_rtol == pytest.approx(1e-6 * (3 + 384)) and "capped" not in tol.why
    assert difftest(text, backends=("cpu", "reference"), generator=GenSpec(scale=0.1)).verdict == "match"
    report = difftest(text, backends=("cpu", _scaled_reference(1.01)), generator=GenSpec(scale=0.1))
    assert report.verdict == "mismatch", report.reason


def test_very_long_chains_get_a_finite_tolerance():
    """300 chained 32-long contractions: the product of the lengths (32^300) overflowed a
    float (difftest of a 4 MB jax dump died with OverflowError); their sum is 9,600."""
    text = _mlp_text(300, 32)
    (factor,) = output_factors(prepare(text).module)
    assert factor == Approx(300, 300 * 32, 300)
    assert Policy().resolve("f32", factor).norm_rtol == pytest.approx(1e-6 * 300 * 33)
    assert difftest(text, backends=("cpu", "reference"), generator=GenSpec(scale=0.1)).verdict == "match"


def test_a_bound_as_large_as_the_output_is_capped():
    """bf16 with 8 x 512-long contractions: the bound rtol·(8 + 4096) is 41x the output's
    size, which would pass a backend returning zeros; capped at 1/8 of it, said in `why`,
    zeros are caught."""
    import ml_dtypes
    text = _mlp_text(8, 512, ml_dtypes.bfloat16)
    (factor,) = output_factors(prepare(text).module)
    tol = Policy().resolve("bf16", factor)
    assert tol.norm_rtol == 0.125 and tol.rtol == 0.09 and "capped at 0.125" in tol.why
    ulp = Policy(ulp=2).resolve("bf16", factor)
    assert ulp.norm_ulp == 0.125 * 2 ** 7 and "capped" in ulp.why
    assert difftest(text, backends=("cpu", _scaled_reference(0.0)), generator=GenSpec(scale=0.1)).verdict == "mismatch"


def _tf32(x):
    """f32 -> the nearest TF32 value (10-bit mantissa, ties to even), as an NVIDIA GPU
    rounds the operands of a DEFAULT-precision f32 matmul."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    b = ((b + 0xFFF + ((b >> 13) & 1)) >> 13) << 13
    return b.astype(np.uint32).view(np.float32)


def test_default_precision_contractions_are_tf32_on_gpus():
    """jax's DEFAULT-precision f32 matmul is TF32 on NVIDIA GPUs (its documented default):
    a product of TF32-rounded operands stays within the term a cuda comparison adds, and
    is a mismatch for a pair of CPU-like backends. HIGHEST precision and f64 add nothing."""
    text = """func.func @main(%a: tensor<16x64xf32>, %b: tensor<64x8xf32>) -> tensor<16x8xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}"""
    (factor,) = output_factors(prepare(text).module)
    assert factor == Approx(0, 64, 1)
    highest = text.replace("[DEFAULT, DEFAULT]", "[HIGHEST, HIGHEST]")
    assert output_factors(prepare(highest).module)[0] == Approx(0, 64, 0)
    f64 = text.replace("f32", "f64")
    assert output_factors(prepare(f64).module)[0] == Approx(0, 64, 0)
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((16, 64)).astype(np.float32), rng.standard_normal((64, 8)).astype(np.float32)
    exact = (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32)
    gpu = (_tf32(a).astype(np.float64) @ _tf32(b).astype(np.float64)).astype(np.float32)
    p = Policy()
    on_gpu = p.resolve("f32", factor, ("cuda", "reference"))
    assert on_gpu.norm_rtol == pytest.approx(1e-6 * 64 + 2.0 ** -9) and "TF32 on cuda" in on_gpu.why
    assert compare(exact, gpu, on_gpu).verdict == "match"
    assert compare(exact, gpu, p.resolve("f32", factor, ("cpu", "reference"))).verdict == "mismatch"
    assert compare(exact, gpu * 1.01, on_gpu).verdict == "mismatch"   # a 1 % error still shows
    ulp = Policy(ulp=2).resolve("f32", factor, ("cuda", "reference"))
    assert ulp.norm_ulp == pytest.approx(2 * 64 + 2.0 ** -9 * 2.0 ** 23)


def test_ulp_zero_stays_exact_on_gpus():
    """--ulp 0 asks for the same bits: no term is added, TF32 or not."""
    factor = Approx(0, 64, 1)
    assert Policy(ulp=0).resolve("f32", factor, ("cuda", "reference")).norm_ulp == 0.0


def test_outputs_drawn_by_stablehlo_rng_are_not_compared():
    """The spec leaves stablehlo.rng's numbers to the implementation (the reference draws
    its own; PJRT's come from XLA's hidden state): an output computed from one is
    `unsupported` (was: a mismatch sending the user after a bug that is not there). The
    other outputs are still compared, and a wrong one still caught."""
    import jax
    import jax.numpy as jnp
    from jax import lax
    x = np.linspace(0, 1, 5).astype(np.float32)
    only = jax.jit(lambda: lax.rng_uniform(0., 1., (3,)) * 2).lower().as_text()
    r = difftest(only)
    assert r.verdict == "unsupported" and "implementation-defined" in r.reason   # nothing compared
    both = jax.jit(lambda x: (lax.rng_uniform(0., 1., (3,)) + x[:3], jnp.sin(x) * 2)).lower(x).as_text()
    assert [f.random for f in output_factors(prepare(both).module)] == [True, False]
    r = difftest(both, inputs=[x])
    assert r.verdict == "match" and [o.verdict for o in r.comparisons["reference"]] == ["unsupported", "match"]

    def wrong(prepared, inputs):
        outs = reference.evaluate(prepared.text, inputs)
        return [outs[0], outs[1] * 1.01]
    r = difftest(both, inputs=[x], backends=("cpu", ("wrong", wrong)))
    assert r.verdict == "mismatch" and r.reason.startswith("wrong output 1")


def test_narrow_float_intermediates_allow_xlas_excess_precision():
    """XLA computes a bf16 multiply in f32 and skips its rounding when f32 follows
    (xla_allow_excess_precision, on by default; with it off XLA:CPU gives the reference's
    bits), so a jax program summing bf16 products in f32 differs from the spec's answer by up
    to u_bf16 per narrow op: a match with the reason said, on an XLA backend only. A 5 %
    error (a bf16 program's numbers are good to 0.4 %) is still a mismatch; the reference and
    numpy (rounding to bf16 as the spec does) agree exactly."""
    import jax
    import jax.numpy as jnp
    import ml_dtypes
    x = np.random.default_rng(0).standard_normal(7).astype(np.float32)
    text = jax.jit(lambda a: (a.astype(jnp.bfloat16) * 3).astype(jnp.float32).sum()).lower(x).as_text()
    (factor,) = output_factors(prepare(text).module)
    assert factor.narrow == pytest.approx(2 * 2.0 ** -8)   # the convert to bf16 and the multiply
    spec = (x.astype(ml_dtypes.bfloat16) * ml_dtypes.bfloat16(3)).astype(np.float32)
    assert reference.evaluate(text, [x])[0] == np.float32(spec.sum(dtype=np.float32))
    r = difftest(text, inputs=[x])
    assert r.verdict == "match"
    on_cpu = Policy().resolve("f32", factor, ("cpu", "reference"))
    assert "excess_precision" in on_cpu.why
    assert "excess" not in (Policy().resolve("f32", factor, ("reference", "interpreter")).why or "")
    excess = np.float32((x * 3).sum())   # what XLA:CPU computes: no bf16 rounding at all
    assert compare(np.float32(spec.sum()), excess, on_cpu).verdict == "match"
    assert compare(np.float32(spec.sum()), excess * np.float32(1.05), on_cpu).verdict == "mismatch"
    assert compare(np.float32(spec.sum()), excess, Policy().resolve("f32", factor, ("reference", "x"))).verdict \
        == "mismatch"


def test_xlas_special_functions_get_their_measured_allowance():
    """f64 lgamma near 1: XLA:CPU's decomposition is ~1,500 ulps off (mpmath), the reference's
    SciPy value ~22; one approximate op's allowance (2e-15) would call that a mismatch."""
    import jax
    import jax.scipy.special as sp
    jax.config.update("jax_enable_x64", True)
    try:
        x = np.array([1.0034701585769654, 2.0602583646774293, 0.10445413310080767, 5.5, 30.25])
        text = jax.jit(sp.gammaln).lower(x).as_text()
    finally:
        jax.config.update("jax_enable_x64", False)
    (factor,) = output_factors(prepare(text).module)
    assert factor.transcendentals == 128   # (f64: XLA_WEIGHT)
    report = difftest(text, inputs=[x])
    assert report.verdict == "match", report.reason
    assert "128 approximate op(s): atol, rtol x129" in report.comparisons["reference"][0].tolerance["why"]
    # what it still catches: an lgamma 1e-10 off in relative terms
    wrong = difftest(text, inputs=[x], backends=("reference", ("wrong", lambda p, a: [
        reference.evaluate(p.text, a)[0] * (1 + 1e-10)])))
    assert wrong.verdict == "mismatch"


def test_xlas_f64_atanh_gets_its_allowance():
    """XLA:CPU's f64 atanh is up to 127 ulps (1.6e-14) off; the reference's is correctly rounded."""
    import jax
    import jax.numpy as jnp
    jax.config.update("jax_enable_x64", True)
    try:
        x = np.random.default_rng(5).uniform(-0.999, 0.999, 2000)
        text = jax.jit(jnp.arctanh).lower(x).as_text()
    finally:
        jax.config.update("jax_enable_x64", False)
    assert output_factors(prepare(text).module)[0].transcendentals == 32
    assert difftest(text, inputs=[x]).verdict == "match"
    assert difftest(text, inputs=[x], approx_scaling=False, rounding_noise=False).verdict == "mismatch"   # (what it needs)


def test_erf_inv_tails_are_within_its_allowance():
    # XLA's f32 erf_inv is up to 65 ULPs (5.8e-6) off in the tails, which jax.random.normal of
    # 1e6 samples reaches: with an allowance of 2 ops every such program was a false alarm.
    # The reference is correctly rounded (scipy's float64 erfinv, rounded once, is the truth).
    import jax
    import scipy.special
    u = np.linspace(0.998, 0.99998, 4096, dtype=np.float32)   # erf_inv(u) in [2.2, 3.0]
    text = jax.jit(jax.scipy.special.erfinv).lower(u).as_text()
    report = difftest(text, inputs=[u])
    assert report.verdict == "match", report.reason
    got = reference.evaluate(text, [u])[0]
    np.testing.assert_array_equal(got, scipy.special.erfinv(u.astype(np.float64)).astype(np.float32))


def test_outputs_of_nan_and_inf_are_noted():
    # NaN = NaN and inf = inf: a match where next to nothing finite was compared says so
    import jax
    import jax.numpy as jnp
    a = np.random.default_rng(0).standard_normal((16, 16)).astype(np.float32)   # not positive definite
    text = jax.jit(jnp.linalg.cholesky).trace(a).lower(lowering_platforms=("cpu",)).as_text()   # (LAPACK's potrf)
    report = difftest(text, inputs=[a])
    assert report.verdict == "match"
    assert any("output 0:" in n and "next to nothing was compared" in n for n in report.notes), report.notes
    x = np.full(10_000, 3.0, np.float32)   # 3^81 overflows: all but the first 80 products are inf
    report = difftest(jax.jit(jnp.cumprod).lower(x).as_text(), inputs=[x])
    assert any("are NaN or inf" in n for n in report.notes), report.notes
    spd = a @ a.T + 16 * np.eye(16, dtype=np.float32)   # inside the domain: no note
    assert not difftest(jax.jit(jnp.linalg.cholesky).lower(spd).as_text(), inputs=[spd]).notes
    hot = np.arange(4, dtype=np.int32)   # mostly zeros, all finite: no note either
    assert not difftest(jax.jit(lambda i: jax.nn.one_hot(i, 1000)).lower(hot).as_text(), inputs=[hot]).notes


def test_xlas_f64_log1p_gets_its_allowance():
    """XLA:CPU's f64 log1p is up to 129 ulps (2.7e-14) off on [-0.4142, -0.366] (mpmath; found
    by a `--gen bits` sweep); the reference's is correctly rounded. f32's is within 2 ulps."""
    import jax
    import jax.numpy as jnp
    import mpmath
    jax.config.update("jax_enable_x64", True)
    try:
        x = np.linspace(-0.4142, -0.366, 4001)
        text = jax.jit(jnp.log1p).lower(x).as_text()
        xla = np.asarray(jax.jit(jnp.log1p)(x))
    finally:
        jax.config.update("jax_enable_x64", False)
    with mpmath.workdps(40):
        exact = np.array([float(mpmath.log1p(mpmath.mpf(float(v)))) for v in x[::100]])
    np.testing.assert_array_equal(reference.evaluate(text, [x])[0][::100], exact)
    if np.max(np.abs(xla[::100] - exact) / np.spacing(np.abs(exact))) <= 4:
        pytest.skip("this XLA:CPU computes f64 log1p within a few ulps")
    assert output_factors(prepare(text).module)[0].transcendentals == 64
    assert difftest(text, inputs=[x]).verdict == "match"
    assert difftest(text, inputs=[x], approx_scaling=False, rounding_noise=False).verdict == "mismatch"
