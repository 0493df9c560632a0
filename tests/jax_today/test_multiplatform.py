"""jax.export for several platforms: @main's leading `_platform_index` argument.

jax's `Exported.call` passes the index of the platform it runs on; hlobridge does the same
for a jax.export blob (which lists the platforms), and asks for it where the module alone
cannot say (jax's `mlir_module()` text, the artifact). The programs branch on the platform
with `lax.platform_dependent`, so a wrong index gives other numbers; the oracle is jax's
own `Exported.call` on this CPU (and, where there is one, on the GPU: the cuda branch).
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import export, lax

import bridge
from bridge.errors import HloBridgeError
from hlotest import ROOT, has_gpu

X = np.linspace(-1, 1, 6).astype(np.float32)


def _f(x):
    return lax.platform_dependent(x, cpu=lambda v: jnp.sin(v) * 2, cuda=lambda v: jnp.cos(v) - 5,
                                  default=lambda v: v * 0)


def _exported(platforms=("cuda", "cpu")):   # (cpu second: index 0 would run cuda's branch)
    return export.export(jax.jit(_f), platforms=platforms)(X)


def _call_on(exp, platform):
    """jax's own Exported.call, on `platform`'s first device."""
    with jax.default_device(jax.devices(platform)[0]):
        return np.asarray(exp.call(X))


def test_blob_runs_the_branch_of_the_platform_it_runs_on():
    exp = _exported()
    want = _call_on(exp, "cpu")
    np.testing.assert_allclose(want, np.sin(X) * 2, rtol=1e-6)   # (jax's own call: the cpu branch)
    blob = exp.serialize()
    np.testing.assert_array_equal(bridge.execute(blob, [X], backend="cpu")[0], want)
    np.testing.assert_allclose(bridge.reference.evaluate(blob, [X])[0], want, rtol=1e-6)
    report = bridge.difftest(blob)   # generated inputs: one array, no random platform index
    assert report.verdict == "match" and len(report.inputs) == 1
    text = bridge.convert(blob, to="stablehlo")   # the list travels with the module
    assert 'jax.export.platforms = ["cuda", "cpu"]' in text
    np.testing.assert_array_equal(bridge.execute(text, [X], backend="cpu")[0], want)


@pytest.mark.skipif(not has_gpu(), reason="needs a CUDA PJRT platform (jax[cuda]) and a GPU")
def test_blob_on_the_gpu_runs_the_cuda_branch():
    exp = _exported()
    want = _call_on(exp, "cuda")
    np.testing.assert_allclose(want, np.cos(X) - 5, rtol=1e-6)
    np.testing.assert_array_equal(bridge.execute(exp.serialize(), [X], backend="cuda")[0], want)
    with pytest.raises(HloBridgeError, match="exported by jax.export for tpu, cpu, not for cuda"):
        bridge.execute(_exported(("tpu", "cpu")).serialize(), [X], backend="cuda")


def test_module_that_does_not_know_its_platforms_takes_the_index():
    exp = _exported()
    text = str(exp.mlir_module())
    with pytest.raises(HloBridgeError, match="first argument is jax's platform index"):
        bridge.execute(text, [X])
    with pytest.raises(HloBridgeError, match="first argument is jax's platform index"):
        bridge.reference.evaluate(text, [X])
    with pytest.raises(HloBridgeError, match="would pick a platform at random"):
        bridge.difftest(text)
    cpu = np.int32(1)
    np.testing.assert_allclose(bridge.execute(text, [cpu, X])[0], np.sin(X) * 2, rtol=1e-6)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [cpu, X])[0], np.sin(X) * 2, rtol=1e-6)
    np.testing.assert_allclose(bridge.execute(text, [np.int32(0), X])[0], np.cos(X) - 5, rtol=1e-6)


def test_blob_without_a_lowering_for_this_platform_says_so():
    blob = _exported(("cuda", "tpu")).serialize()
    with pytest.raises(HloBridgeError, match="exported by jax.export for cuda, tpu, not for cpu"):
        bridge.execute(blob, [X], backend="cpu")


def test_cli_run_generates_only_the_real_inputs(tmp_path):
    import subprocess
    import sys
    path = tmp_path / "f.jaxexp"
    path.write_bytes(_exported().serialize())
    out = subprocess.run([sys.executable, "-m", "bridge.cli.main", "run", str(path), "-o", str(tmp_path / "o.npz")],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    x = next(iter(np.load(tmp_path / "o.npz").values()))
    # sin(.) * 2 of the generated input: not cos - 5 (index 0), nor the zeros of the default
    # branch, which an out-of-range index (a generated one) selects
    assert x.shape == (6,) and np.all(np.abs(x) <= 2) and np.any(x != 0)


_HANDWRITTEN = '''module attributes {jax.export.platforms = ["cuda", "cpu"]} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %x: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.add %x, %1 : tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}'''


@pytest.mark.parametrize("edit, error", [
    (("", ""), None),   # index 1 (cpu) built in: x + 1
    (('["cuda", "cpu"]', "[1, 2]"), "must be an array of platform names"),
    (('["cuda", "cpu"]', '"cpu"'), "must be an array of platform names"),
    (('["cuda", "cpu"]', '["tpu", "cuda"]'), "exported by jax.export for tpu, cuda, not for cpu"),
])
def test_handwritten_platform_lists(edit, error):
    text = _HANDWRITTEN.replace(*edit)
    x = np.zeros(3, np.float32)
    if error is None:
        np.testing.assert_array_equal(bridge.execute(text, [x], backend="cpu")[0], [1, 1, 1])
        np.testing.assert_array_equal(bridge.reference.evaluate(text, [x])[0], [1, 1, 1])
        return
    with pytest.raises(HloBridgeError, match=error):
        bridge.execute(text, [x], backend="cpu")
