"""legalize-mhlo-leftovers: XLA's importer output (`convert --via native`) reads back and runs
in every command; bitcasts follow their layouts, through XLA's importer and through ours
(expected values from HLO's layout rules, computed with numpy)."""
import numpy as np
import pytest

import bridge
from jaxlib.mlir import ir
from bridge.cli.main import main as cli
from bridge.formats import hlo_io
from bridge.formats.converter import to_stablehlo_module

X = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


@pytest.mark.parametrize("via", ["native", "builder"])
@pytest.mark.parametrize("layout, result, want", [
    ("{2,1,0}", "f32[4,6]{1,0}", X.reshape(4, 6)),                       # row-major: a reshape
    ("{0,1,2}", "f32[24]{0}", X.transpose(2, 1, 0).reshape(24)),         # column-major bytes
    ("{1,2,0}", "f32[2,12]{1,0}", X.transpose(0, 2, 1).reshape(2, 12)),
    ("{2,1,0}", "f32[4,6]{0,1}", X.reshape(6, 4).T),                     # result read column-major
    ("{0,2,1}", "f32[3,1,8]{0,2,1}", X.transpose(1, 2, 0).reshape(1, 8, 3).transpose(2, 0, 1)),
    ("{0,1,2}", "s32[4,6]{0,1}", X.transpose(2, 1, 0).reshape(6, 4).T.view(np.int32)),   # and a new type
    # a new width over the same bytes (XLA:GPU's u32[4] -> u64[2] of an rbg key), little-endian
    ("{2,1,0}", "f64[12]{0}", X.reshape(24).view(np.float64)),
    ("{0,1,2}", "u16[2,24]{1,0}", X.transpose(2, 1, 0).reshape(24).view(np.uint16).reshape(2, 24)),
    ("{2,1,0}", "u64[4,3]{0,1}", X.reshape(24).view(np.uint64).reshape(3, 4).T),
])
def test_bitcast_reinterprets_bytes_by_layout(via, layout, result, want):
    hlo = (f"HloModule m\nENTRY e {{\n  a = f32[2,3,4]{{2,1,0}} parameter(0)\n  t = f32[2,3,4]{layout} copy(a)\n"
           f"  ROOT b = {result} bitcast(t)\n}}\n")
    module = hlo_io.read_text(hlo, via)
    if via == "builder":
        module = to_stablehlo_module(module)
    names = []
    module.operation.walk(lambda op: names.append(op.name) or ir.WalkResult.ADVANCE)
    assert not [n for n in names if n.startswith("mhlo.")], names
    np.testing.assert_array_equal(bridge.execute(module, [X])[0], want)
    np.testing.assert_array_equal(bridge.reference.evaluate(module, [X])[0], want)


FUSED = """HloModule jit_f, entry_computation_layout={(f32[2,3]{1,0})->f32[3]{0}}
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
fused_computation {
  p = f32[2,3]{1,0} parameter(0)
  e = f32[2,3]{1,0} exponential(p)
  z = f32[] constant(0)
  ROOT r = f32[3]{0} reduce(e, z), dimensions={0}, to_apply=add
}
ENTRY main {
  x = f32[2,3]{1,0} parameter(0)
  c = f32[2,3]{0,1} copy(x)
  ROOT f = f32[3]{0} fusion(c), kind=kLoop, calls=fused_computation
}
"""


def test_native_conversion_of_optimized_hlo_runs_in_every_command(tmp_path, capsys):
    src = tmp_path / "opt.hlo"
    src.write_text(FUSED)
    out = tmp_path / "opt.mlir"
    assert cli(["convert", str(src), "--via", "native", "-o", str(out)]) == 0
    text = out.read_text()
    assert "mhlo.fusion" not in text and "mhlo.copy" not in text and "stablehlo.reduce" in text
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    np.save(tmp_path / "x.npy", x)
    np.savez(tmp_path / "x.npz", arg0=x)
    for backend in ("cpu", "reference"):
        assert cli(["run", str(out), "--backend", backend, "--inputs", str(tmp_path / "x.npz"),
                    "-o", str(tmp_path / f"{backend}.npz")]) == 0
        np.testing.assert_allclose(np.load(tmp_path / f"{backend}.npz")["out0"], np.exp(x).sum(0), rtol=1e-6)
    assert cli(["difftest", str(out), "--no-journal"]) == 0


def test_raw_importer_output_runs_instead_of_aborting(tmp_path):
    """XLA's importer's own output for jax's optimized HLO (mhlo.fusion, mhlo.copy, mhlo.bitcast
    as jaxlib writes them, not legalized): `hlobridge run` on cpu died with SIGABRT ("Check
    failed: input_shape.has_layout()"), the reference refused mhlo.copy. Both engines now
    legalize them first; the run is in a child process, so a regression cannot kill pytest."""
    import subprocess
    import sys

    import jax
    import jax.numpy as jnp

    from bridge.formats import sandbox
    xs = np.random.default_rng(1).standard_normal((5, 2, 3)).astype(np.float32)

    def f(xs):
        return jax.lax.scan(lambda c, x: (jnp.sin(c) + x.T, c.sum()), jnp.zeros((3, 2)), xs)
    raw = sandbox.run(jax.jit(f).lower(xs).compile().as_text().encode(), "hlo-native").decode()
    assert "mhlo.copy" in raw and "mhlo.fusion" in raw   # (what the engines are given as it is)
    (tmp_path / "raw.mlir").write_text(raw)
    np.savez(tmp_path / "x.npz", arg0=xs)
    want = [np.asarray(o) for o in jax.tree_util.tree_leaves(jax.jit(f)(xs))]
    for backend in ("cpu", "reference"):
        out = tmp_path / f"{backend}.npz"
        done = subprocess.run([sys.executable, "-m", "bridge.cli.main", "run", str(tmp_path / "raw.mlir"),
                               "--backend", backend, "--inputs", str(tmp_path / "x.npz"), "-o", str(out)],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        got = np.load(out)
        for k, w in enumerate(want):
            np.testing.assert_allclose(got[f"out{k}"], w, rtol=1e-6, atol=1e-6)
