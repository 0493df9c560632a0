"""--localize names the XLA HLO pass that makes a culprit wrong (bridge/diff/xla_passes.py): the
passes XLA's dump shows changing the culprit's module are each disabled in turn
(`xla_disable_hlo_passes`), and the first whose absence makes XLA:CPU right is named; with
none, the HLO XLA imported is run on the reference to tell the import from code generation.

Each finding is checked independently with jax's own `compile(compiler_options=...)` and
numpy. Skipped where this XLA:CPU no longer has the bug.
"""
from __future__ import annotations

import numpy as np
import pytest

from bridge.diff import difftest, xla_passes
from bridge.runtime import execute_module

jax = pytest.importorskip("jax")
jnp, lax = jax.numpy, jax.lax


def _localized(f, *inputs):
    text = jax.jit(f).lower(*inputs).as_text(debug_info=True)
    report = difftest(text, inputs=list(inputs), backends=("cpu", "reference"), localize=True)
    assert report.verdict == "mismatch"
    return report.localization


def _clz_of_constant():
    return lax.clz(jnp.int8(-4))


def test_execute_module_compiles_with_xla_options_apart():
    text = jax.jit(_clz_of_constant).lower().as_text()
    plain = execute_module(text, [])[0]
    unfolded = execute_module(text, [], xla_options={"xla_disable_hlo_passes": "constant_folding"})[0]
    assert int(unfolded) == 0   # -4 is 0b11111100: no leading zero
    assert int(execute_module(text, [])[0]) == int(plain)   # (the plain executable is still the cached one)


def test_the_pass_folding_clz_wrongly_is_named():
    x = np.int8(1)
    f = lambda x: x + _clz_of_constant()   # noqa: E731
    if int(jax.jit(f)(x)) == 1:
        pytest.skip("this XLA:CPU folds clz of a negative s8 right")
    found = _localized(f, x)["op"]["xla_pass"]
    assert found["pass"] == "constant_folding" and found["backend"] == "cpu"
    assert found["fixes"] == ["constant_folding"] and found["tried"] == found["suspects"]
    fixed = jax.jit(f).lower(x).compile(compiler_options={"xla_disable_hlo_passes": "constant_folding"})(x)
    assert int(fixed) == 1


def test_the_pass_simplifying_max_of_clamp_wrongly_is_named():
    f = lambda x: jnp.maximum(x, lax.clamp(x, x, np.int32(-7)))   # noqa: E731
    x = np.int32([-5, 3])
    want = np.maximum(x, np.minimum(np.maximum(x, x), -7))   # clamp(min, x, max) = min(max(x, min), max)
    if np.array_equal(np.asarray(jax.jit(f)(x)), want):
        pytest.skip("this XLA:CPU simplifies max of a clamp right")
    loc = _localized(f, x)
    found = loc["op"]["xla_pass"]
    assert found["pass"] == "algsimp", loc["summary"]
    assert "`algsimp` disabled" in loc["summary"]
    fixed = jax.jit(f).lower(x).compile(compiler_options={"xla_disable_hlo_passes": "algsimp"})(x)
    np.testing.assert_array_equal(np.asarray(fixed), want)
    # what algsimp made of it: the max is gone, and that HLO on the reference is XLA's answer
    assert "maximum(" in found["hlo_before"] and "maximum(" not in found["hlo_after"]
    from bridge import reference
    np.testing.assert_array_equal(reference.evaluate(found["hlo_after"], [x])[0], np.asarray(jax.jit(f)(x)))
    assert found["after_wrong"] is True and "already computes it so on the reference" in loc["summary"]


def test_a_pass_whose_hlo_is_right_is_told_apart_from_what_xla_makes_of_it():
    """XLA:CPU's in-place dynamic_update_slice that reads its own target (test_dt_localize_cone.py):
    right with `fusion` disabled, yet the fused HLO is right on the reference: buffers or code."""
    def f(a, b):
        x = jnp.einsum("ij,jk->ik", a, b).reshape(2, 2, 7)
        return lax.dynamic_update_slice(x, x.reshape(28)[6:26].reshape(2, 2, 5), (0, 0, 2))
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((4, 3)).astype(np.float32), rng.standard_normal((3, 7)).astype(np.float32)
    x = (a @ b).reshape(2, 2, 7)
    want = x.copy()
    want[:, :, 2:7] = x.reshape(28)[6:26].reshape(2, 2, 5)
    if np.allclose(np.asarray(jax.jit(f)(a, b)), want, atol=1e-5):
        pytest.skip("this XLA:CPU updates in place right")
    found = _localized(f, a, b)["op"]["xla_pass"]
    assert found["pass"] == "fusion" and found["after_wrong"] is False
    fixed = jax.jit(f).lower(a, b).compile(compiler_options={"xla_disable_hlo_passes": "fusion"})(a, b)
    np.testing.assert_allclose(np.asarray(fixed), want, atol=1e-5)


def test_the_pass_merging_slices_past_a_clamp_is_named():
    """A gather whose start index (-2) the spec clamps to 0, of a dynamic_slice: XLA:CPU's
    gather_expander makes it a one-trip loop of dynamic slices, simplify-while-loops unrolls
    it, and algsimp merges the two slices into one at i - 2, past the inner clamp. Found by
    a random sweep (seed 41, docs/difftest.md); here as jax writes it."""
    dn = lax.GatherDimensionNumbers(offset_dims=(1, 2), collapsed_slice_dims=(0,), start_index_map=(0,))

    def f(a, i, j, k):
        s = lax.dynamic_slice(a, (i, j, k), (5, 3, 2))
        return lax.gather(s, jnp.array([[-2]], jnp.int32), dn, (1, 3, 2),
                          mode=lax.GatherScatterMode.PROMISE_IN_BOUNDS)   # (the plain StableHLO gather)
    a = np.arange(7 * 4 * 6, dtype=np.int8).reshape(7, 4, 6)
    args = [a, np.int32(2), np.int32(1), np.int32(3)]
    want = a[2:7, 1:4, 3:5][0:1]   # the slice, then its row max(-2, 0)
    if np.array_equal(np.asarray(jax.jit(f)(*args)), want):
        pytest.skip("this XLA:CPU keeps the clamp of a gather of a dynamic slice")
    loc = _localized(f, *args)
    found = loc["op"]["xla_pass"]
    assert loc["op"]["name"] == "stablehlo.gather" and found["pass"] == "algsimp", loc["summary"]
    assert {"gather_expander", "simplify-while-loops", "algsimp"} <= set(found["fixes"])
    assert found["after_wrong"] is True   # algsimp's own HLO already takes the rows at i - 2
    fixed = jax.jit(f).lower(*args).compile(compiler_options={"xla_disable_hlo_passes": "algsimp"})(*args)
    np.testing.assert_array_equal(np.asarray(fixed), want)


def test_the_pass_turning_a_dot_of_a_mask_into_a_select_is_named():
    """dot(convert(mask), y): 0 x inf is NaN, but algsimp rewrites the dot of a converted pred
    as a masked sum (select, reduce), which drops the NaN. Found by a random sweep (seed 43)."""
    f = lambda m, y: jnp.dot(m.astype(jnp.float32), y)   # noqa: E731
    m, y = np.array([True, False, True]), np.float32([1.0, np.inf, 2.0])
    want = np.dot(m.astype(np.float32), y)   # NaN
    if np.isnan(np.asarray(jax.jit(f)(m, y))):
        pytest.skip("this XLA:CPU keeps the NaN of a dot of a mask")
    loc = _localized(f, m, y)
    found = loc["op"]["xla_pass"]
    assert loc["op"]["name"] == "stablehlo.dot_general" and found["pass"] == "algsimp", loc["summary"]
    assert found["after_wrong"] is True and "select(" in found["hlo_after"]
    fixed = jax.jit(f).lower(m, y).compile(compiler_options={"xla_disable_hlo_passes": "algsimp"})(m, y)
    np.testing.assert_array_equal(np.asarray(fixed), want)


def test_a_fault_of_the_import_is_told_apart_from_the_passes():
    """`x + 0` is gone before any HLO pass runs: no pass disabled brings it back, and the HLO
    XLA imported already gives -inf on the reference."""
    f = lambda x: 1 / (x + 0.0)   # noqa: E731
    x = np.float32([-0.0, 1.0])
    if np.isposinf(np.asarray(jax.jit(f)(x))[0]):
        pytest.skip("this XLA:CPU keeps x + 0")
    loc = _localized(f, x)
    found = loc["op"]["xla_pass"]
    assert found["pass"] is None and found["fixes"] == [] and found["imported_wrong"] is True
    assert found["tried"] == found["suspects"]
    assert "the import of StableHLO into HLO is where" in loc["summary"]


def test_a_pass_whose_absence_hangs_xla_is_cut_off_and_the_search_goes_on(monkeypatch):
    """Disabling copy-insertion (never a suspect itself) hangs XLA:CPU on some programs: a try
    is stopped after its timeout, the child restarted, and the next suspect still tried."""
    text = jax.jit(_clz_of_constant).lower().as_text()
    if int(execute_module(text, [])[0]) == 0:
        pytest.skip("this XLA:CPU folds clz of a negative s8 right")
    monkeypatch.setattr(xla_passes, "suspects", lambda *a: (["copy-insertion", "constant_folding"], None, {}))
    monkeypatch.setattr(xla_passes, "TRY_TIMEOUT_S", 5.0)
    found = xla_passes.blame_pass(text, "cpu", [], lambda outs: int(outs[0]) == 0)
    assert found.culprit == "constant_folding" and found.tried == ["copy-insertion", "constant_folding"]
    assert set(found.failed) <= {"copy-insertion"}


def test_with_nothing_placed_the_whole_module_is_searched(monkeypatch):
    """Where neither one op nor a group is placed (excess precision across a fusion ...), the
    whole module runs once per pass disabled, judged by difftest's own output comparison.
    (Nothing placed is forced here, on a module whose bug a group would place.)"""
    import bridge.diff.localize as localize_module
    f = lambda x: jnp.maximum(x, lax.clamp(x, x, np.int32(-7)))   # noqa: E731
    x = np.int32([-5, 3])
    if np.array_equal(np.asarray(jax.jit(f)(x)), [-5, 3]):
        pytest.skip("this XLA:CPU simplifies max of a clamp right")
    monkeypatch.setattr(localize_module, "localize",
                        lambda *a, **k: {"backend": "cpu", "against": "reference", "culprit": None,
                                         "summary": "no op diverges"})
    text = jax.jit(f).lower(x).as_text()
    loc = difftest(text, inputs=[x], backends=("cpu", "reference"), localize=True).localization
    assert loc["xla_pass"]["pass"] == "algsimp" and loc["xla_pass"]["fixes"] == ["algsimp"]
    assert "computes the module as the other side does: the difference comes from that pass" in loc["summary"]


def test_reduce_prints_the_command_that_agrees_with_the_pass_disabled(tmp_path, capsys):
    """`--localize --reduce` writes the culprit and prints, besides the command that shows the
    mismatch, the same with XLA_FLAGS disabling the pass named: run, it agrees (exit 0)."""
    import os
    import shlex
    import subprocess
    import sys

    from bridge.cli.main import main
    f = lambda x: jnp.maximum(x, lax.clamp(x, x, np.int32(-7)))   # noqa: E731
    x = np.int32([-5, 3])
    if np.array_equal(np.asarray(jax.jit(f)(x)), [-5, 3]):
        pytest.skip("this XLA:CPU simplifies max of a clamp right")
    (tmp_path / "m.mlir").write_text(jax.jit(f).lower(x).as_text(debug_info=True))
    np.savez(tmp_path / "x.npz", x)
    code = main(["difftest", str(tmp_path / "m.mlir"), "--inputs", str(tmp_path / "x.npz"), "--localize",
                 "--reduce", "--reduce-dir", str(tmp_path / "red"), "--no-journal"])
    assert code == 1
    lines = capsys.readouterr().err.splitlines()
    (line,) = [ln for ln in lines if "XLA_FLAGS=--xla_disable_hlo_passes=algsimp hlobridge difftest" in ln]
    argv = shlex.split(line.split("XLA_FLAGS=--xla_disable_hlo_passes=algsimp ", 1)[1])[2:] + ["--no-journal"]
    env = {k: v for k, v in os.environ.items() if k != "XLA_FLAGS"}

    def cli(extra_env):
        return subprocess.run([sys.executable, "-m", "bridge.cli.main", "difftest", *argv],
                              env={**env, **extra_env}, capture_output=True, timeout=300).returncode
    assert cli({}) == 1 and cli({"XLA_FLAGS": "--xla_disable_hlo_passes=algsimp"}) == 0
    before, after = (tmp_path / "red" / f"m.mlir.reduced.{side}_algsimp.hlo" for side in ("before", "after"))
    assert "maximum(" in before.read_text() and "maximum(" not in after.read_text()


def test_a_pass_whose_absence_aborts_xla_kills_only_the_child(monkeypatch):
    """XLA:CPU aborts (a failed CHECK: "Non-simplified HLO Gather is not supported") when
    gather_simplifier is disabled: the try is reported, and the next suspect runs in a new child."""
    x, i = np.arange(12, dtype=np.float32).reshape(4, 3), np.int32([2, 0])
    text = jax.jit(lambda x, i: jnp.take(x, i, axis=0)).lower(x, i).as_text()
    monkeypatch.setattr(xla_passes, "suspects", lambda *a: (["gather_simplifier", "algsimp"], None, {}))
    found = xla_passes.blame_pass(text, "cpu", [x, i], lambda outs: np.array_equal(outs[0], x[i]))
    assert found.tried == ["gather_simplifier", "algsimp"] and found.culprit == "algsimp"
    if "gather_simplifier" in found.failed:   # (an XLA that copes without it gives the right rows instead)
        assert found.failed["gather_simplifier"].startswith("the compile died")
    else:
        assert found.fixes == ["gather_simplifier", "algsimp"]


def test_a_decisive_zero_sign_is_traced_to_its_pass():
    """A one-term `dot_general` is -0 on XLA:CPU where the spec's sum from +0 gives +0: within
    tolerance, yet `1 / x` turns it into -inf against +inf (localize_decisive.py). Disabled
    algsimp, XLA keeps the dot's +0 too."""
    f = lambda x, y: 1 / (x @ y)   # noqa: E731
    x, y = np.float32([[2.75], [1.0]]), np.float32([[-0.0, 1.0]])
    if np.isposinf(np.asarray(jax.jit(f)(x, y))[0, 0]):
        pytest.skip("this XLA:CPU's one-term dot gives +0")
    loc = _localized(f, x, y)
    assert loc["op"]["name"] == "stablehlo.dot_general" and loc["op"]["zero_signs"] == 2
    assert loc["op"]["xla_pass"]["pass"] == "algsimp"
    fixed = jax.jit(f).lower(x, y).compile(compiler_options={"xla_disable_hlo_passes": "algsimp"})(x, y)
    assert np.isposinf(np.asarray(fixed)[:, 0]).all()   # 2.75 * -0 = -0, +0 + -0 = +0: 1 / +0


def test_a_decisive_value_of_xla_code_is_told_apart_from_the_passes():
    """XLA:CPU's `cbrt` of the subnormal 5.07e-39 is negative (its cube root is +1.72e-13), so
    `pow(., 0.5)` is NaN: no pass is the cause, and the HLO XLA imported is right on the reference."""
    f = lambda x: jnp.power(jnp.cbrt(x), np.float32(0.5))   # noqa: E731
    x = np.float32([5.07e-39, 8.0])
    if not np.isnan(np.asarray(jax.jit(f)(x))[0]):
        pytest.skip("this XLA:CPU's cbrt of a subnormal is not negative")
    loc = _localized(f, x)
    found = loc["op"]["xla_pass"]
    assert loc["op"]["name"] == "stablehlo.cbrt" and loc["op"].get("decisive")
    assert found["pass"] is None and found["imported_wrong"] is False
    assert "code generation" in loc["summary"]
