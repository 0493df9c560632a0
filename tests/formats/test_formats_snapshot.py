"""HloSnapshots (`--xla_dump_hlo_snapshots`) as jax writes them: detected, described,
converted, and run/difftested on their recorded arguments; `--compare-importers`; and the
HloProtos `--xla_dump_hlo_as_proto` writes (*.hlo.pb) next to them."""
import glob
import re
import os
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import formats
from bridge.cli.main import main as cli
from bridge.formats import hlo_snapshot

PROGRAM = """
import jax, jax.numpy as jnp, numpy as np
f = jax.jit(lambda x, y, k: (jnp.tanh(x @ y).astype(jnp.bfloat16), k * 3))
x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
y = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
k = np.array([1, -2, 5], np.int8)
out = f(x, y, k)
np.savez(OUT, x=x, y=y, k=k, o0=np.asarray(out[0]).view(np.uint16), o1=np.asarray(out[1]))
"""


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory):
    d = tmp_path_factory.mktemp("dump")
    env = dict(os.environ, XLA_FLAGS=f"--xla_dump_to={d} --xla_dump_hlo_snapshots --xla_dump_hlo_as_proto",
               JAX_PLATFORMS="cpu")
    code = f"OUT = {str(d / 'expected.npz')!r}\n" + PROGRAM
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=300, capture_output=True)
    (path,) = [p for p in glob.glob(str(d / "*snapshot*.pb")) if "lambda" in p]
    return path, dict(np.load(d / "expected.npz"))


def test_a_dumped_hlo_proto_is_read(snapshot):
    """XLA's *.hlo.pb is an xla.HloProto (the module and its buffer assignment), not a bare
    HloModuleProto ("No program shape found in the proto", before)."""
    path, want = snapshot
    for stage in ("before_optimizations", "cpu_after_optimizations"):
        (pb,) = glob.glob(os.path.join(os.path.dirname(path), f"*lambda*.{stage}.hlo.pb"))
        data = open(pb, "rb").read()
        assert formats.detect(data) == "hlo-proto"
        module = formats.convert(data, "hlo-proto")
        assert module != data and module in data   # the HloModuleProto inside
        y, k = bridge.execute(data, [want["x"], want["y"], want["k"]])
        np.testing.assert_array_equal(y.view(np.uint16), want["o0"])
        np.testing.assert_array_equal(k, want["o1"])


def test_snapshot_is_detected_and_read_bit_exactly(snapshot):
    path, want = snapshot
    data = open(path, "rb").read()
    assert formats.detect(data) == "hlo-snapshot"
    snap = hlo_snapshot.read(data)
    np.testing.assert_array_equal(snap.arguments[0], want["x"])
    np.testing.assert_array_equal(snap.arguments[1], want["y"])
    assert snap.arguments[2].dtype == np.int8
    np.testing.assert_array_equal(snap.arguments[2], want["k"])
    o0, o1 = snap.result
    assert o0.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(o0.view(np.uint16), want["o0"])
    np.testing.assert_array_equal(o1, want["o1"])
    # the module inside is an ordinary HloModuleProto (XLA's optimized one)
    assert formats.detect(snap.module_proto) == "hlo-proto"
    assert formats.convert(data, "hlo-proto") == snap.module_proto
    info = formats.info(data)
    assert info["format"] == "hlo-snapshot"
    assert info["snapshot"]["arguments"] == ["float32[2, 3]", "float32[3, 4]", "int8[3]"]


def test_run_and_difftest_use_the_recorded_arguments(snapshot, tmp_path, capsys):
    path, want = snapshot
    out = tmp_path / "out.npz"
    assert cli(["run", path, "-o", str(out)]) == 0
    got = np.load(out)
    np.testing.assert_array_equal(got["out0"], want["o0"])   # bf16 saved as its bit patterns
    np.testing.assert_array_equal(got["out1"], want["o1"])
    report = bridge.difftest(open(path, "rb").read())
    assert report.verdict == "match"
    assert [n["generator"] for n in report.input_notes] == ["snapshot"] * 3
    np.testing.assert_array_equal(report.inputs[1], want["y"])


def test_a_module_proto_is_not_taken_for_a_snapshot(snapshot):
    path, _ = snapshot
    module = hlo_snapshot.read(open(path, "rb").read()).module_proto
    assert formats.snapshot_arguments(module) is None
    assert formats.detect(module + b"") == "hlo-proto"


def test_compare_importers_agrees_and_reports_structure(snapshot, tmp_path, capsys):
    path, _ = snapshot
    assert cli(["convert", path, "--compare-importers"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("importers: agree") and "out0: bf16[2, 4] match" in out
    # XLA's importer keeps the fused computation as a function too: counts differ, values agree
    assert re.search(r"stablehlo.tanh 1/2", out)
    native = formats.convert(open(path, "rb").read(), "stablehlo", via="native")
    assert "mhlo.fusion" not in native and "mhlo.copy" not in native   # inlined: StableHLO only


def test_compare_importers_on_elided_constants_and_bad_input(tmp_path, capsys):
    hlo = tmp_path / "m.hlo"
    hlo.write_text("HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  c = f32[4] constant({...})\n"
                   "  ROOT o = f32[4] multiply(x, c)\n}\n")
    assert cli(["convert", str(hlo), "--compare-importers"]) == 2   # the choice is the user's
    assert "--elided-constants zeros|random" in capsys.readouterr().err
    # both readers fill them with the same seeded values, so the two conversions agree
    assert cli(["convert", str(hlo), "--compare-importers", "--elided-constants", "random"]) == 0
    text = formats.convert(hlo.read_text(), "stablehlo", via="native", elided_constants="random")
    ours = formats.convert(hlo.read_text(), "stablehlo", elided_constants="random")
    x = np.ones(4, np.float32)
    np.testing.assert_array_equal(bridge.execute(text, [x])[0], bridge.execute(ours, [x])[0])
    assert "1.401300e-45" not in text   # not XLA's own fill pattern (bit patterns 0, 1, 2 ...)
    mlir = tmp_path / "m.mlir"
    mlir.write_text(ours)
    assert cli(["convert", str(mlir), "--compare-importers"]) == 2
    assert "reads HLO input" in capsys.readouterr().err


def test_literals_in_a_non_default_layout_and_narrow_types():
    """A LiteralProto stores its values in its layout's order (minor_to_major {0,1}: column
    by column); bf16 as little-endian bytes; a value count that does not fit is refused."""
    from bridge.errors import ProgramError
    from bridge.formats import hlo_proto
    lit = hlo_proto.message_class("xla.LiteralProto")()
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    lit.shape.element_type = hlo_proto.message_class("xla.ShapeProto").DESCRIPTOR.fields_by_name[
        "element_type"].enum_type.values_by_name["F32"].number
    lit.shape.dimensions.extend([2, 3])
    lit.shape.layout.minor_to_major.extend([0, 1])
    lit.f32s.extend(x.T.reshape(-1).tolist())   # column-major
    np.testing.assert_array_equal(hlo_snapshot.literal_to_numpy(lit), x)
    b = hlo_proto.message_class("xla.LiteralProto")()
    b.shape.element_type = hlo_proto.message_class("xla.ShapeProto").DESCRIPTOR.fields_by_name[
        "element_type"].enum_type.values_by_name["BF16"].number
    b.shape.dimensions.extend([3])
    want = np.array([1.5, -2.0, 3e38], ml_dtypes.bfloat16)
    b.bf16s = want.tobytes()
    got = hlo_snapshot.literal_to_numpy(b)
    assert got.dtype == ml_dtypes.bfloat16 and got.tobytes() == want.tobytes()
    b.shape.dimensions[0] = 4
    with pytest.raises(ProgramError, match=r"holds 3 values, not 4"):
        hlo_snapshot.literal_to_numpy(b)


def test_difftest_takes_a_dump_directory(snapshot):
    """`hlobridge difftest DIR` on what XLA_FLAGS=--xla_dump_to writes: its modules (protos
    before and after optimization, the snapshot, jax's module.mlir), not the memory report,
    debug options, LLVM IR and objects beside them."""
    from bridge.diff.corpus import discover
    directory = os.path.dirname(snapshot[0])
    names = sorted(os.path.relpath(item.id, directory) for item in discover([directory]))
    lambdas = [n for n in names if "lambda" in n]
    assert [re.sub(r"-?\d{3,}", "N", n) for n in lambdas] == [
        "module_N.jit__lambda.before_optimizations.hlo.pb", "module_N.jit__lambda.cpu_after_optimizations.hlo.pb",
        "module_N.jit__lambda.snapshot.N.pb", "module_N.jit__lambda/module.mlir"], names
    assert not [n for n in names if n.endswith((".ll", ".o", "report.pb", "debug_options"))]
    assert cli(["difftest", directory, "--no-journal", "--no-progress", "-j", "1"]) == 0   # all ran, all agree
