"""Session 22 sweep of the converter on what jax 0.10 writes (jax.export blobs made at test
time): a wrong --from names the format the input is, a failed HLO write warns of nothing
"left out", and jax's shape-polymorphism mark is named only where it still means something.
Expected values come from jax itself (`jax.jit(f)(x)`)."""
from __future__ import annotations

import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import bridge
from bridge import formats
from bridge.errors import InformationDropped, ProgramError

jax = pytest.importorskip("jax")
jnp = jax.numpy
export = jax.export

ROOT = Path(__file__).resolve().parents[2]
X = (np.arange(12, dtype=np.float32).reshape(3, 4) / 7)


def _f(x):
    return jnp.sin(x) * 2 + jnp.exp(x).sum()


def _poly(x):
    return jnp.tanh(x) @ jnp.ones((4, 2), x.dtype) + x.shape[0]


@pytest.fixture(scope="module")
def plain_blob() -> bytes:
    return bytes(export.export(jax.jit(_f))(X).serialize())


@pytest.fixture(scope="module")
def poly_blob() -> bytes:
    b, = export.symbolic_shape("b")
    return bytes(export.export(jax.jit(_poly))(jax.ShapeDtypeStruct((b, 4), np.float32)).serialize())


@pytest.mark.parametrize("wrong", ["artifact", "bytecode", "hlo", "hlo-proto", "stablehlo"])
def test_wrong_from_names_the_detected_format(plain_blob, wrong):
    # was: "not MLIR bytecode: missing the magic number", "hlo input is not valid UTF-8" ...
    with pytest.raises(ProgramError, match=r"looks like jax-export: try without --from"):
        formats.convert(plain_blob, "stablehlo", from_=wrong)


def test_wrong_from_jax_export_on_an_artifact(plain_blob):
    art = formats.convert(plain_blob, "artifact")
    with pytest.raises(ProgramError, match=r"looks like artifact"):
        formats.convert(art, "stablehlo", from_="jax-export")
    # detection itself still reads it, and it runs as jax runs it
    got = bridge.execute(formats.convert(art, "stablehlo"), [X])
    np.testing.assert_array_equal(got[0], np.asarray(jax.jit(_f)(X)))


def test_wrong_from_cli_one_line_exit_2(tmp_path, plain_blob):
    src = tmp_path / "f.jexp"
    src.write_bytes(plain_blob)
    r = subprocess.run([sys.executable, "-m", "bridge.cli.main", "convert", str(src), "--from", "artifact",
                        "-o", str(tmp_path / "o.mlir")], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 2
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "looks like jax-export" in lines[0], r.stderr


def test_failed_hlo_write_warns_of_nothing_left_out(poly_blob):
    # was: "HLO has no place for ...: left out" before the error: nothing was written
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(ProgramError, match=r"symbolic dimensions \(b\)"):
            formats.convert(poly_blob, "hlo")
    assert not [w for w in caught if issubclass(w.category, InformationDropped)], [str(w.message) for w in caught]


@pytest.mark.parametrize("to", ["hlo", "hlo-proto"])
def test_static_export_to_hlo_no_polymorphism_warning(plain_blob, to):
    # every jax.export carries jax.uses_shape_polymorphism (false here): nothing HLO loses
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = formats.convert(plain_blob, to)
    assert not [w for w in caught if "shape-polymorphism" in str(w.message)], [str(w.message) for w in caught]
    got = bridge.execute(formats.convert(out, "stablehlo"), [X])
    np.testing.assert_array_equal(got[0], np.asarray(jax.jit(_f)(X)))


def test_refined_export_to_hlo_no_polymorphism_warning(poly_blob):
    # --dim b=3 makes the program static: the mark (true) no longer says anything
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        hlo = formats.convert(poly_blob, "hlo", dims={"b": 3})
    assert not [w for w in caught if "shape-polymorphism" in str(w.message)], [str(w.message) for w in caught]
    got = bridge.execute(formats.convert(hlo, "stablehlo"), [X])
    np.testing.assert_allclose(got[0], np.asarray(jax.jit(_poly)(X)), rtol=1e-6)


_C_ATTRS = '{mhlo.sharding = "{replicated}", mhlo.frontend_attributes = {k = "v"}}'
_B_ATTRS = '{mhlo.sharding = "{devices=[2,1]0,1}"}'
_FOLDED = f"""module attributes {{mhlo.num_partitions = 2 : i32}} {{
func.func @main(%x: tensor<4x4xf32> {{mhlo.sharding = "{{devices=[2,1]0,1}}"}}) -> tensor<4x4xf32> {{
  %c = stablehlo.constant {_C_ATTRS} dense<2.0> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] {_B_ATTRS} : (tensor<f32>) -> tensor<4x4xf32>
  %m = stablehlo.multiply %x, %b {_B_ATTRS} : tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}}
}}"""


def test_annotations_xla_folds_away_are_named_when_hlo_is_written():
    """XLA's exporter writes a constant and the broadcast of one without their shardings and
    frontend attributes (TensorFlow's xla_sharding on a scalar, jax's compute_on on its
    constants): the HLO had lost them silently."""
    with pytest.warns(InformationDropped, match=r"the shardings of 2 of 3 ops and the frontend attributes "
                                                r"of 1 of 1 ops are not in the HLO"):
        hlo = formats.convert(_FOLDED, "hlo")
    assert hlo.count("sharding={devices=[2,1]0,1}") == 2 and 'k="v"' not in hlo
    kept = _FOLDED.replace(f"stablehlo.constant {_C_ATTRS}", "stablehlo.constant").replace(
        f"dims = [] {_B_ATTRS}", "dims = []")
    with warnings.catch_warnings():
        warnings.simplefilter("error", InformationDropped)   # (nothing lost: nothing said)
        formats.convert(kept, "hlo")
