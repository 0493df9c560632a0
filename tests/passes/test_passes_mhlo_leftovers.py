"""legalize-mhlo-leftovers: XLA's importer output (`convert --via native`) reads back and runs
in every command; bitcasts follow their layouts (expected values from HLO's layout rules,
computed with numpy)."""
import numpy as np
import pytest

import bridge
from bridge.cli.main import main as cli
from bridge.formats import hlo_io

X = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


@pytest.mark.parametrize("layout, result, want", [
    ("{2,1,0}", "f32[4,6]{1,0}", X.reshape(4, 6)),                       # row-major: a reshape
    ("{0,1,2}", "f32[24]{0}", X.transpose(2, 1, 0).reshape(24)),         # column-major bytes
    ("{1,2,0}", "f32[2,12]{1,0}", X.transpose(0, 2, 1).reshape(2, 12)),
    ("{2,1,0}", "f32[4,6]{0,1}", X.reshape(6, 4).T),                     # result read column-major
])
def test_bitcast_reinterprets_bytes_by_layout(layout, result, want):
    hlo = (f"HloModule m\nENTRY e {{\n  a = f32[2,3,4]{{2,1,0}} parameter(0)\n  t = f32[2,3,4]{layout} copy(a)\n"
           f"  ROOT b = {result} bitcast(t)\n}}\n")
    module = hlo_io.read_text(hlo, "native")
    text = str(module)
    assert "mhlo." not in text.split("attributes", 1)[1].split("\n", 1)[1]
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
