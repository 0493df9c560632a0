"""--localize where every op is right alone and XLA:CPU compiles a group of them wrongly
(bridge/diff/localize_cone.py). Each program is jax's, and each miscompile is shown first
with jax.jit against the spec's answer computed by numpy (a test skips if this XLA no longer
has the bug); localization must then name the group's last op, with the ops feeding it, and
its reproducer must show the bug again on its own. Rounding that merely propagates through a
group (a tanh a few ulps off, truncated to an integer; cancellation) is never blamed.
"""
from __future__ import annotations

import base64

import numpy as np
import pytest

from bridge.diff import difftest
from bridge.diff.inputs import load_npz

jax = pytest.importorskip("jax")
jnp, lax = jax.numpy, jax.lax
PAIR = ("cpu", "reference")


def _on_cpu(f, *args):
    cpu = jax.devices("cpu")[0]
    return np.asarray(jax.jit(f)(*[jax.device_put(a, cpu) for a in args]))


def _localized(f, *args, **kw):
    text = jax.jit(f).lower(*args).as_text(debug_info=True)
    report = difftest(text, inputs=list(args), backends=PAIR, localize=True, **kw)
    assert report.verdict == "mismatch", report.reason
    return report.localization


def _clz_of_padding(x):
    return lax.clz(lax.pad(x, np.int8(-4), [(1, -1, 1), (1, 2, 0)]))   # every element is the padding


def _dus_of_itself(p, q):
    x = jnp.einsum("abk,kc->abc", p, q)
    return lax.dynamic_update_slice(x, x.reshape(28)[6:26].reshape(2, 2, 5), (0, 0, 2))


CASES = {
    # XLA folds clz of a negative s8 constant as if 64 bits wide: 8 - 64 = -56 (clz(-4) is 0)
    "clz_constant_folded": (_clz_of_padding, [np.int8([[1, 1, 1, -4]])],
                            lambda x: np.zeros((1, 7), np.int8), "stablehlo.count_leading_zeros",
                            {"stablehlo.pad"}),
    # x + 0 simplified to x: -0 + 0 is +0, so 1 / (x + 0) is +inf at x = -0, not -inf
    "plus_zero_dropped": (lambda x: 1 / (x + 0.0), [np.float32([-0.0, 1.0, -2.0])],
                          lambda x: np.float32([np.inf, 1.0, -0.5]), "stablehlo.divide", {"stablehlo.add"}),
    # maximum(x, clamp(x, x, -7)): the clamp is -7 (min > max), the maximum x; XLA gives -7
    "max_of_clamp": (lambda x: jnp.maximum(x, lax.clamp(x, x, np.int32(-7))), [np.int32([-5, 3])],
                     lambda x: x, "stablehlo.maximum", {"stablehlo.clamp"}),
    # a dynamic_update_slice whose update is read from its own target: fused in place, it
    # reads elements it has already overwritten
    "dus_reads_its_target": (_dus_of_itself, [np.random.default_rng(0).normal(size=(2, 2, 3)).astype(np.float32),
                                              np.random.default_rng(1).normal(size=(3, 7)).astype(np.float32)],
                             None, "stablehlo.dynamic_update_slice", {"stablehlo.dot_general", "stablehlo.slice"}),
}


def _numpy_dus(p, q):
    x = np.einsum("abk,kc->abc", p.astype(np.float64), q.astype(np.float64))
    out = x.copy()
    out[:, :, 2:7] = x.reshape(28)[6:26].reshape(2, 2, 5)
    return out


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_group_xla_cpu_compiles_wrongly_is_named(name, tmp_path):
    f, args, spec, culprit, feeding = CASES[name]
    want = _numpy_dus(*args) if spec is None else spec(*args)
    got = _on_cpu(f, *args)
    if np.allclose(got, want, rtol=1e-5, atol=1e-5):
        pytest.skip(f"this XLA:CPU computes {name} as the spec says")
    loc = _localized(f, *args)
    op = loc["op"]
    assert op["name"] == culprit, loc["summary"]
    assert feeding <= {m["name"] for m in op["cone"]}, op["cone"]
    assert op["compiled_by"] == "cpu" and "compiling them together" in loc["summary"]
    assert op["location"]["file"].endswith("test_dt_localize_cone.py")   # the user's line, from jax's locations
    # the reproducer (the group alone, on the reference's values) fails by itself
    (tmp_path / "group.npz").write_bytes(base64.b64decode(loc["reproducer"]["inputs_npz_base64"]))
    inputs = load_npz(tmp_path / "group.npz")
    again = difftest(loc["reproducer"]["module"], inputs=inputs, backends=PAIR)
    assert again.verdict == "mismatch"


def test_rounding_that_propagates_through_a_group_is_not_blamed():
    """tanh(-8) is -1.0 on XLA:CPU and -0.99999976 correctly rounded; truncated to int32 they
    differ, alone and together: the backend's own ops composed give the same, no culprit."""
    x = np.float32([-8.0, -9.0, 0.5])
    f = lambda x: lax.convert_element_type(jnp.tanh(x) * 1.0, jnp.int32)   # noqa: E731
    if _on_cpu(f, x)[0] == 0:
        pytest.skip("this XLA:CPU rounds tanh(-8) correctly")
    loc = _localized(f, x, rounding_noise=False)   # (with the noise it is a match, not localized)
    assert loc["culprit"] is None and loc["cones_checked"] >= 1, loc["summary"]


def test_cancellation_is_not_blamed_on_a_group():
    """flax's fast variance at mean 10 (docs/difftest.md): forced to a mismatch by the tolerance
    alone, no single op and no group is the culprit."""
    def layer_norm(x):
        m = jnp.mean(x, -1, keepdims=True)
        return (x - m) * lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) - m * m + 1e-6)
    x = np.random.default_rng(0).normal(10, 0.05, (16, 512)).astype(np.float32)
    loc = _localized(layer_norm, x, rounding_noise=False)
    assert loc["culprit"] is None, loc["summary"]


def test_the_cli_reduce_writes_the_group(tmp_path):
    from bridge.cli.main import main
    f, args, *_ = CASES["clz_constant_folded"]
    if _on_cpu(f, *args)[0, 0] == 0:
        pytest.skip("this XLA:CPU folds clz right")
    path = tmp_path / "clz.mlir"
    path.write_text(jax.jit(f).lower(*args).as_text())
    np.savez(tmp_path / "clz.npz", arg0=args[0])
    assert main(["difftest", str(path), "--inputs", str(tmp_path / "clz.npz"), "--localize", "--reduce",
                 "--no-progress", "--no-journal", "--backends", "cpu,reference", "--reduce-dir", str(tmp_path)]) == 1
    reduced = (tmp_path / "clz.mlir.reduced.mlir").read_text()
    assert "with the 2 op(s) feeding it" in reduced
    assert reduced.count("stablehlo.") >= 3   # constant, pad, count_leading_zeros


def test_the_overlay_shows_the_group():
    """Model Explorer's error overlay: the culprit in purple, the ops of its group in pale purple."""
    from bridge.view.graph import graph_collection
    from bridge.view.overlays import CULPRIT_COLOR, GROUP_COLOR, error_overlay
    f, args, *_ = CASES["plus_zero_dropped"]
    if np.isposinf(_on_cpu(f, *args)[0]):
        pytest.skip("this XLA:CPU keeps x + 0")
    text = jax.jit(f).lower(*args).as_text(debug_info=True)
    loc = difftest(text, inputs=args, backends=PAIR, localize=True).localization
    collection, builder = graph_collection(text)
    group = [m["id"] for m in loc["op"]["cone"]]
    overlay = error_overlay(collection["graphs"], builder.info, loc["errors"], loc["culprit"], group=group)
    results = overlay["main"]["results"]
    assert results[loc["culprit"]]["bgColor"] == CULPRIT_COLOR
    add = next(m["id"] for m in loc["op"]["cone"] if m["name"] == "stablehlo.add")
    assert results[add]["bgColor"] == GROUP_COLOR


def test_the_html_report_lists_the_group():
    from bridge.view.html import render_difftest
    f, args, *_ = CASES["max_of_clamp"]
    if (_on_cpu(f, *args) == args[0]).all():
        pytest.skip("this XLA:CPU simplifies the clamp right")
    text = jax.jit(f).lower(*args).as_text(debug_info=True)
    report = difftest(text, inputs=args, backends=PAIR, localize=True)
    import json
    entry = json.loads(json.dumps(report.to_dict()))
    html = render_difftest({"modules": [entry], "summary": {"modules": 1, "mismatch": 1}})
    assert "compiled wrongly with" in html and "stablehlo.clamp" in html
