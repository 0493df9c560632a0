"""jax.export leaves the arguments a function never reads out of @main (`module_kept_var_idx`),
while `Exported.call` takes them all: a .jaxexp runs on either list, everywhere, with jax's
numbers; any other count is one error saying what jax left out."""
import numpy as np
import pytest

import jax
import jax.numpy as jnp
from jax import export

import bridge
from bridge.cli.main import main as cli
from bridge.errors import HloBridgeError


@pytest.fixture(scope="module")
def case():
    def f(a, unused, b, c_unused):
        return a * 2 + b, jnp.sin(b)
    spec = jax.ShapeDtypeStruct((3,), jnp.float32)
    exp = export.export(jax.jit(f), platforms=("cpu", "cuda"))(spec, spec, spec, spec)   # (a platform index too)
    assert exp.module_kept_var_idx == (0, 2)
    args = [np.arange(3, dtype=np.float32) + i for i in range(4)]
    return exp.serialize(), args, [np.asarray(o) for o in exp.call(*args)]


def test_every_engine_takes_jaxs_list_and_the_modules(case):
    blob, args, want = case
    for given in (args, [args[0], args[2]]):
        for got in (bridge.execute(blob, given), bridge.reference.evaluate(blob, given)):
            for g, w in zip(got, want):
                np.testing.assert_allclose(g, w, rtol=1e-6)
        assert bridge.difftest(blob, given, backends=("cpu", "reference", "interpreter")).verdict == "match"


def test_another_count_names_what_jax_left_out(case):
    blob, args, _ = case
    for run in (bridge.execute, bridge.reference.evaluate):
        with pytest.raises(HloBridgeError, match=r"takes 4 arguments, of which its @main reads 2 \(jax left out 1, 3"):
            run(blob, args[:3])


def test_the_cli_and_conversions(case, tmp_path, capsys):
    blob, args, want = case
    (tmp_path / "f.jaxexp").write_bytes(blob)
    np.savez(tmp_path / "all.npz", **{f"arg{i}": a for i, a in enumerate(args)})
    assert cli(["run", str(tmp_path / "f.jaxexp"), "--inputs", str(tmp_path / "all.npz"),
                "-o", str(tmp_path / "out.npz")]) == 0
    np.testing.assert_array_equal(np.load(tmp_path / "out.npz")["out0"], want[0])
    # the list is a module attribute: it survives text and bytecode, where the engines read it
    text = bridge.convert(blob, to="stablehlo")
    assert "jax.export.kept_var_idx = array<i64: 0, 2>" in text and "jax.export.nr_args = 4" in text
    np.testing.assert_array_equal(bridge.execute(bridge.convert(text, to="bytecode"), args)[0], want[0])
    assert bridge.formats.info(blob)["module_kept_var_idx"] == [0, 2]   # (convert --info says so)
