"""Rounding noise (bridge/diff/rounding_noise.py): where cancellation makes the tolerance too
tight, the difference between correct backends is rounding, and difftest says so; a wrong
backend is still a mismatch.

The programs are jax's, lowered here; the exact values they are checked against are the same
functions computed by jax in float64 (x64) on the same inputs, never the code under test.
"""
from __future__ import annotations

import numpy as np
import pytest

from bridge.diff import difftest
from bridge.diff.prepare import prepare
from bridge.diff.rounding_noise import K, noise
from dt_helpers import with_kernel

jax = pytest.importorskip("jax")
jnp = jax.numpy


def _layer_norm(x, g, b):
    """flax's LayerNorm (use_fast_variance, its default): var = E[x²] − E[x]²."""
    m = jnp.mean(x, -1, keepdims=True)
    v = jnp.mean(x * x, -1, keepdims=True) - m * m
    return (x - m) * jax.lax.rsqrt(v + 1e-6) * g + b


def _rnn(h, xs, w, u):
    def step(h, x):
        h = jnp.tanh(h @ w + x @ u)
        return h, h
    return jax.lax.scan(step, h, xs)


def _conv_bn(x, w):
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    m = y.mean((0, 1, 2))
    return (y - m) / jnp.sqrt((y * y).mean((0, 1, 2)) - m * m + 1e-5)


def _normal(rng, shape, mean=0.0, sd=1.0, dtype=np.float32):
    return rng.normal(mean, sd, shape).astype(dtype)


def _cases():
    rng = np.random.default_rng(0)
    return {
        "layer_norm_mean10": (_layer_norm, [_normal(rng, (32, 256), 10, 0.05), _normal(rng, 256), _normal(rng, 256)]),
        "layer_norm_mean0": (_layer_norm, [_normal(rng, (32, 256), 0, 3), _normal(rng, 256), _normal(rng, 256)]),
        "softmax": (lambda x: jax.nn.softmax(x, -1), [_normal(rng, (16, 300), 0, 3)]),
        "attention": (lambda q, k, v: jax.nn.softmax(q @ k.T / 8.0, -1) @ v,
                      [_normal(rng, (32, 64)), _normal(rng, (32, 64)), _normal(rng, (32, 64))]),
        "rnn_scan": (_rnn, [_normal(rng, (4, 32), 0, 0.5), _normal(rng, (50, 4, 32)), _normal(rng, (32, 32), 0, 0.2),
                            _normal(rng, (32, 32), 0, 0.2)]),
        "conv_batch_norm": (_conv_bn, [_normal(rng, (4, 16, 16, 8)), _normal(rng, (3, 3, 8, 16), 0, 0.2)]),
        "bf16_matmul": (lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.float32),
                        [_normal(rng, (32, 256), dtype=jnp.bfloat16), _normal(rng, (256, 32), dtype=jnp.bfloat16)]),
        "gelu_erf": (lambda x: jax.nn.gelu(x, approximate=False), [_normal(rng, (64, 64), 0, 3)]),
    }


@pytest.fixture(scope="module")
def lowered():
    """name -> (module text, inputs, exact outputs): jax's f32 module, and jax in float64."""
    out = {}
    cases = _cases()
    with jax.default_device(jax.devices("cpu")[0]):   # (a GPU's f64 dot of f32 results has no cuBLAS kernel)
        texts = {name: jax.jit(f).lower(*args).as_text() for name, (f, args) in cases.items()}
        jax.config.update("jax_enable_x64", True)
        try:
            for name, (f, args) in cases.items():
                exact = jax.jit(f)(*[np.asarray(a).astype(np.float64) for a in args])
                out[name] = (texts[name], args, [np.asarray(t, np.float64) for t in jax.tree.leaves(exact)])
        finally:
            jax.config.update("jax_enable_x64", False)
    return out


def test_a_variance_by_cancellation_is_rounding_not_a_mismatch(lowered):
    """flax's fast variance on activations of mean 10: the backends differ by up to half an
    element, 20 % of the elements break the f32 tolerance; both are that far from the exact
    value too. The tolerance alone said MISMATCH; the rounding noise explains every element."""
    text, args, (exact,) = lowered["layer_norm_mean10"]
    strict = difftest(text, inputs=args, rounding_noise=False)
    assert strict.verdict == "mismatch" and strict.comparisons["reference"][0].mismatches > 1000
    report = difftest(text, inputs=args)
    out = report.comparisons["reference"][0]
    assert report.verdict == "match", report.reason
    assert out.rounding["within_noise"] == strict.comparisons["reference"][0].mismatches
    assert "rounding noise" in out.detail and out.max_abs_error > 1e-2   # (the differences are still shown)
    for backend in ("cpu", "reference"):   # each backend is as far from the exact value as the other
        got = report.results[backend].outputs[0].astype(np.float64)
        assert np.abs(got - exact).max() > 5e-3


@pytest.mark.parametrize("name", sorted(_cases()))
def test_the_noise_covers_what_correct_backends_do(lowered, name):
    """Wherever cpu and the reference differ past the tolerance, or either differs from the
    exact value, the difference is within K times the noise measured there."""
    text, args, exact = lowered[name]
    report = difftest(text, inputs=args, rounding_noise=False)
    nz = noise(prepare(text), args)
    for i, e in enumerate(exact):
        cpu, ref = (report.results[b].outputs[i].astype(np.float64) for b in ("cpu", "reference"))
        tol = 1e-6 + 1e-6 * np.abs(e) if args[0].dtype != np.dtype(jnp.bfloat16) else 1e-5 + 1e-5 * np.abs(e)
        for got in (cpu, ref):
            off = np.abs(got - e)
            assert ((off <= K * nz[i]) | (off <= tol)).all(), (name, i, float(np.max(off / np.maximum(nz[i], 1e-30))))
        assert ((np.abs(cpu - ref) <= K * nz[i]) | (np.abs(cpu - ref) <= tol)).all()


def _scaled_by(factor):
    def wrap(factory):
        def make(info):
            run = factory(info)
            return lambda frame, *xs: (np.asarray(run(frame, *xs)) * np.asarray(factor, info.result.dtype))
        return make
    return wrap


@pytest.mark.parametrize("name, op, factor", [
    ("layer_norm_mean0", "stablehlo.rsqrt", 1.001),       # 0.1 % off
    ("softmax", "stablehlo.divide", 1.001),
    ("attention", "stablehlo.dot_general", 1.001),
    ("rnn_scan", "stablehlo.tanh", 1.001),
    ("conv_batch_norm", "stablehlo.divide", 1.01),   # (1.001 is inside the tolerance of its 1,100 sums)
    ("layer_norm_mean10", "stablehlo.subtract", 1.5),     # ill-conditioned, and still caught at 50 %
])
def test_a_wrong_backend_is_still_a_mismatch(lowered, name, op, factor):
    """A reference with one kernel off by a factor: the noise does not hide it."""
    text, args, _ = lowered[name]
    report = difftest(text, inputs=args, backends=("cpu", ("wrong", with_kernel(op, _scaled_by(factor)))))
    assert report.verdict == "mismatch", report.reason


def test_no_noise_where_nothing_rounds_and_infinite_where_rounding_makes_nan():
    x = np.random.default_rng(1).normal(size=(8, 16)).astype(np.float32)
    moved = jax.jit(lambda x: jnp.max(x.T.reshape(4, 32), -1)).lower(x).as_text()
    assert not noise(prepare(moved), [x])[0].any()   # transpose, reshape, max: nothing rounds
    a = np.float32([1.0, 4.0, 1e-3])
    # sqrt(a·a − b·b) with b = a: 0 in exact arithmetic and in every backend, NaN wherever the
    # two products round apart downwards: ill-conditioned, the noise is infinite
    text = jax.jit(lambda a, b: jnp.sqrt(a * a - b * b)).lower(a, a).as_text()
    assert np.isinf(noise(prepare(text), [a, a.copy()])[0]).all()


def test_the_cli_flag_and_the_repro_command(tmp_path):
    from bridge.cli.main import main
    from bridge.diff.output import reproducer
    text, args, _ = _lowered_layer_norm()
    (tmp_path / "ln.mlir").write_text(text)
    np.savez(tmp_path / "ln.npz", **{f"arg{i}": a for i, a in enumerate(args)})
    common = [str(tmp_path / "ln.mlir"), "--inputs", str(tmp_path / "ln.npz"), "--no-progress"]
    assert main(["difftest", *common]) == 0
    assert main(["difftest", *common, "--no-rounding-noise", "--report", str(tmp_path / "r.json")]) == 1
    import json
    report = json.loads((tmp_path / "r.json").read_text())
    assert "--no-rounding-noise" in reproducer(report, report["modules"][0]["id"])


def _lowered_layer_norm():
    f, args = _cases()["layer_norm_mean10"]
    return jax.jit(f).lower(*args).as_text(), args, None


def test_the_noise_runs_are_announced_and_can_be_skipped(lowered):
    """A corpus worker gives each announced backend its own timeout; the noise runs are one
    ("rounding-noise"), and a module whose noise ran past it is run again with it skipped:
    the tolerance's verdict then, and a note saying why."""
    text, args, _ = lowered["layer_norm_mean10"]
    seen = []
    assert difftest(text, inputs=args, on_backend=seen.append).verdict == "match"
    assert seen == ["cpu", "reference", None, "rounding-noise", None]
    report = difftest(text, inputs=args, skip={"rounding-noise": ("timeout", "did not finish in 60 s")})
    assert report.verdict == "mismatch"
    assert any("no rounding noise measured" in n and "did not finish" in n for n in report.notes)


def test_an_infinite_mask_does_not_make_everything_noise():
    """Causal attention masks with -inf: a perturbed -inf (−inf + step·inf) was NaN, the noise of
    every element infinite, and a dot_general 1 % off matched. Only finite results move."""
    def attention(q, k, v):
        s = q @ k.T / 8.0
        mask = jnp.tril(jnp.ones(s.shape, bool)) & (jnp.arange(s.shape[1]) < 30)[None, :]
        return jax.nn.softmax(jnp.where(mask, s, -jnp.inf), -1) @ v
    rng = np.random.default_rng(0)
    args = [rng.normal(size=(32, 64)).astype(np.float32) for _ in range(3)]
    text = jax.jit(attention).lower(*args).as_text()
    assert np.isfinite(noise(prepare(text), args)[0]).all()
    report = difftest(text, inputs=args, backends=("cpu", ("wrong", with_kernel("stablehlo.dot_general",
                                                                               _scaled_by(1.01)))))
    assert report.verdict == "mismatch" and report.comparisons["wrong"][0].rounding is None


def test_without_the_worst_case_bound_the_noise_is_the_tolerance():
    """approx.py's bound for a sum of a million terms is capped at 1/8 of the output: a backend
    0.1 % off matched by it. Such a wide bound is now checked against the measured noise (and
    with --no-approx-scaling the noise is the allowance): correct backends still match, the
    0.1 % is caught; --no-rounding-noise leaves the bound alone, blind spot and all."""
    x = np.random.default_rng(2).uniform(0, 6, 1_000_000).astype(np.float32)
    text = jax.jit(jnp.sum).lower(x).as_text()
    wrong = ("cpu", ("wrong", with_kernel("stablehlo.reduce", _scaled_by(1.001))))
    report = difftest(text, inputs=[x], backends=wrong)
    assert report.verdict == "mismatch" and "too wide to tell a wrong op from rounding" in report.reason
    assert difftest(text, inputs=[x], backends=wrong, rounding_noise=False).verdict == "match"   # the blind spot
    assert difftest(text, inputs=[x], backends=wrong, approx_scaling=False).verdict == "mismatch"
    assert difftest(text, inputs=[x]).verdict == "match"
    report = difftest(text, inputs=[x], approx_scaling=False)
    assert report.verdict == "match", report.reason   # (XLA:CPU and the reference sum in the same order here)


def test_inside_a_shard_map_body_each_device_rounds_on_its_own():
    """An sdy.manual_computation runs its body once per device, each in a thread with its own
    perturbing recorder: a variance by cancellation across devices (pmean) is rounding there too,
    and a backend off by 1 % in the body is still a mismatch."""
    from jax.sharding import Mesh
    from jax.sharding import PartitionSpec as P
    mesh = Mesh(np.array(jax.devices("cpu")[:4]), ("x",))

    def body(x, w):   # batch norm of x across the devices' rows (fast variance), then a matmul
        m = jax.lax.pmean(jnp.mean(x, 0), "x")
        return jnp.tanh(((x - m) * jax.lax.rsqrt(jax.lax.pmean(jnp.mean(x * x, 0), "x") - m * m + 1e-6)) @ w)
    f = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("x"), P()), out_specs=P("x")))
    rng = np.random.default_rng(0)
    args = [rng.normal(10, 0.05, (64, 32)).astype(np.float32), rng.normal(0, 0.3, (32, 32)).astype(np.float32)]
    text = f.lower(*args).as_text()
    assert "sdy.manual_computation" in text
    assert difftest(text, inputs=args, rounding_noise=False).verdict == "mismatch"
    report = difftest(text, inputs=args)
    assert report.verdict == "match", report.reason
    assert report.comparisons["reference"][0].rounding["within_noise"] > 0
    wrong = ("cpu", ("wrong", with_kernel("stablehlo.tanh", _scaled_by(1.01))))
    assert difftest(text, inputs=args, backends=wrong).verdict == "mismatch"


def _deep(x, w1, w2):
    """24 pre-norm blocks sharing their weights: approx.py's bound reaches ~0.5 % of max|output|."""
    def norm(v):
        m = v.mean(-1, keepdims=True)
        return (v - m) * jax.lax.rsqrt(((v - m) ** 2).mean(-1, keepdims=True) + 1e-5)
    for _ in range(24):
        h = norm(x)
        x = x + jax.nn.softmax(h @ h.T / 4.0, -1) @ h
        x = x + jnp.tanh(norm(x) @ w1) @ w2
    return x


def test_a_deep_program_is_judged_by_its_noise_not_its_wide_bound():
    """A wrong tanh in every block (0.1 % off: 0.16 off the output, where cpu and the reference
    differ by 3e-5) passed the bound of a deep program (0.36 % of max|output|; a tester's
    200-layer transformer: 12 % errors, MATCH); a wide bound is now checked against the
    measured noise. Correct backends still match."""
    rng = np.random.default_rng(5)
    args = [_normal(rng, (8, 16), 0, 0.3), _normal(rng, (16, 32), 0, 0.3), _normal(rng, (32, 16), 0, 0.3)]
    text = jax.jit(_deep).lower(*args).as_text()
    wrong = ("reference", ("wrong", with_kernel("stablehlo.tanh", _scaled_by(1.001))))
    report = difftest(text, inputs=args, backends=wrong)
    assert report.verdict == "mismatch" and "too wide to tell a wrong op from rounding" in report.reason, report.reason
    assert difftest(text, inputs=args, backends=wrong, rounding_noise=False).verdict == "match"   # (the blind spot)
    report = difftest(text, inputs=args)
    assert report.verdict == "match", report.reason


def test_a_wide_bound_over_ops_the_noise_does_not_model_is_said():
    """reduce_window's noise is one rounding (rounding_noise.py): judging a cumsum of 100,000
    by it would make correct backends mismatch, so the bound stands and a note says so."""
    x = np.random.default_rng(3).uniform(0, 1, 100_000).astype(np.float32)
    text = jax.jit(lambda v: jnp.cumsum(v)[-1:]).lower(x).as_text()
    assert "stablehlo.reduce_window" in text
    report = difftest(text, inputs=[x])
    assert report.verdict == "match", report.reason
    assert any("too wide to tell a wrong op from rounding" in n and "stablehlo.reduce_window" in n
               for n in report.notes), report.notes


def test_a_note_lists_outputs_in_numeric_order_and_runs():
    """A flax training step's 113 outputs were listed "0, 1, 10, 100, 101 ... 2, 20" (sorted as
    text) in the note on bounds too wide to judge."""
    from bridge.diff.core import _spans
    assert _spans({10, 2, 1, 3, 100, 0, 12, 11}) == "0-3, 10-12, 100"
    assert _spans({7}) == "7" and _spans(set()) == ""


def test_xlas_mhlo_copies_are_legalized_once_for_the_noise_and_localize_too():
    """MLIR that XLA writes (its Shardy pipeline's dumps, shardy/<module>/04.output_module.mlir
    under --xla_dump_hlo_pass_re) holds mhlo.copy: each engine legalized it on its own, but the
    reference's own runs for the rounding noise and --localize did not ("numpy reference does
    not implement mhlo.copy"), so a layer norm's cancellation was a MISMATCH with no noise
    measured, and --localize gave up. difftest's prepare now legalizes such ops once."""
    fn, args = _cases()["layer_norm_mean10"]
    head, _, body = jax.jit(fn).lower(*args).as_text().partition("\n    ")
    text = head + "\n    %copied = mhlo.copy %arg0 : tensor<32x256xf32>\n    " + body.replace("%arg0", "%copied")
    prepared = prepare(text)
    assert "mhlo.copy" in text and "mhlo.copy" not in prepared.text
    assert noise(prepared, args)[0].max() > 0   # (it raised: no kernel for mhlo.copy)
    wrong = with_kernel("stablehlo.rsqrt", _scaled_by(1.5))
    report = difftest(text, inputs=args, backends=("cpu", ("wrong", wrong)), localize=True)
    assert report.verdict == "mismatch", report.reason
    assert "stablehlo.rsqrt" in report.localization["summary"], report.localization
