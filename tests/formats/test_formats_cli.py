"""`hlobridge convert` through its own argparse parser (and `python -m` when main exists)."""
from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bridge import formats
from bridge.cli import cmd_convert
from fmt_samples import HAND_WRITTEN

ROOT = Path(__file__).resolve().parents[2]


def parse(argv):
    parser = argparse.ArgumentParser(prog="hlobridge")
    sub = parser.add_subparsers(dest="command", required=True)
    cmd_convert.add_parser(sub)
    return parser.parse_args(argv)


def run(argv):
    return cmd_convert.run(parse(argv))


@pytest.fixture
def src(tmp_path):
    p = tmp_path / "prog.mlir"
    p.write_text(HAND_WRITTEN)
    return p


def test_help_has_an_example(capsys):
    with pytest.raises(SystemExit) as e:
        parse(["convert", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "hlobridge convert model.mlir -o model.bin --to artifact --target-version 1.0.0" in out
    for flag in ("--to", "--from", "--target-version", "--info", "--force", "--in-place"):
        assert flag in out


def test_convert_to_artifact_and_back(src, tmp_path):
    art = tmp_path / "prog.bin"
    assert run(["convert", str(src), "-o", str(art), "--to", "artifact", "--target-version", "1.0.0"]) == 0
    data = art.read_bytes()
    assert formats.info(data)["version"] == "1.0.0"
    back = tmp_path / "back.mlir"
    assert run(["convert", str(art), "-o", str(back)]) == 0   # format from the .mlir extension
    assert back.read_text() == formats.convert(HAND_WRITTEN, "stablehlo")
    assert not [p for p in os.listdir(tmp_path) if p.startswith(".hlobridge-")]  # no temp files left


def test_output_format_from_extension(src, tmp_path):
    for ext, fmt in ((".mlirbc", "bytecode"), (".vhlo", "vhlo"), (".hlo", "hlo"), (".pb", "hlo-proto")):
        out = tmp_path / f"o{ext}"
        assert run(["convert", str(src), "-o", str(out)]) == 0
        assert formats.detect(out.read_bytes()) == fmt


def test_info_json(src, capsys):
    assert run(["convert", str(src), "--info"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["format"] == "stablehlo"
    assert [f["name"] for f in info["functions"]] == ["main", "helper"]
    assert info["ops"] == {"func": 5, "stablehlo": 6}


def test_stdin_to_stdout(monkeypatch, capsysbinary):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(HAND_WRITTEN.encode())))
    assert run(["convert", "-", "-o", "-", "--to", "generic"]) == 0
    out = capsysbinary.readouterr().out.decode()
    assert out.startswith('"builtin.module"()') and formats.detect(out) == "generic"


def test_refuses_to_overwrite_input_without_in_place(src, capsys):
    before = src.read_text()
    assert run(["convert", str(src), "-o", str(src), "--to", "generic"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("hlobridge convert: error: refusing to overwrite the input")
    assert err.count("\n") == 1
    assert src.read_text() == before
    assert run(["convert", str(src), "--in-place", "--to", "generic"]) == 0
    assert formats.detect(src.read_text()) == "generic"


def test_refuses_binary_to_terminal(src, monkeypatch, capsys):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert run(["convert", str(src), "--to", "bytecode"]) == 2
    assert "refusing to write binary output to a terminal" in capsys.readouterr().err


def test_errors_are_one_line_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.bin"
    bad.write_bytes(formats.convert(HAND_WRITTEN, "bytecode")[:40])
    cases = [
        (["convert", str(bad), "-o", str(tmp_path / "x.mlir")], "cannot read MLIR bytecode"),
        (["convert", str(tmp_path / "missing.mlir"), "-o", "-"], "cannot read"),
        (["convert", str(bad), "--to", "onnx"], "unknown format 'onnx'"),
    ]
    good = tmp_path / "g.mlir"
    good.write_text(HAND_WRITTEN)
    cases.append((["convert", str(good), "--to", "artifact", "--target-version", "9.9.9", "-o",
                   str(tmp_path / "y.bin")], "unsupported target version 9.9.9"))
    empty = tmp_path / "empty.mlir"
    empty.write_text("\n  \n")   # --from stablehlo: MLIR reads it as `module {}`, written with exit 0 before
    cases.append((["convert", str(empty), "--from", "stablehlo", "-o", str(tmp_path / "x.mlir")], "empty input"))
    for argv, needle in cases:
        assert run(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("hlobridge convert: error: ") and needle in err, err
        assert err.count("\n") == 1
    assert not (tmp_path / "x.mlir").exists() and not (tmp_path / "y.bin").exists()


def test_python_dash_m_main(src, tmp_path):
    if not (ROOT / "bridge" / "cli" / "main.py").exists():
        pytest.skip("bridge/cli/main.py not written yet")
    out = tmp_path / "o.bin"
    proc = subprocess.run([sys.executable, "-m", "bridge.cli.main", "convert", str(src), "-o", str(out),
                           "--to", "artifact"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0 and "invalid choice: 'convert'" in proc.stderr:
        pytest.skip("main does not register convert yet")
    assert proc.returncode == 0, proc.stderr
    assert formats.detect(out.read_bytes()) == "artifact"


HLO = """HloModule cli
ENTRY e {
  x = f32[3] parameter(0)
  ROOT n = f32[3] negate(x)
}
"""


@pytest.mark.parametrize("via", [[], ["--via", "native"]])
def test_hlo_in_both_ways(tmp_path, via):
    src = tmp_path / "m.hlo"
    src.write_text(HLO)
    out = tmp_path / "m.mlir"
    assert run(["convert", str(src), "-o", str(out)] + via) == 0
    assert "stablehlo.negate" in out.read_text()


def test_extensions_for_proto_text_and_xla(tmp_path):
    src = tmp_path / "m.hlo"
    src.write_text(HLO)
    for ext, fmt in ((".pbtxt", "hlo-proto-text"), (".xla", "xla"), (".pb", "hlo-proto")):
        out = tmp_path / f"o{ext}"
        assert run(["convert", str(src), "-o", str(out)]) == 0
        assert formats.detect(out.read_bytes()) == fmt


def test_info_of_hlo_from_stdin(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(HLO.encode())))
    assert run(["convert", "-", "--info"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["format"] == "hlo" and info["module"] == "cli"
    assert info["hlo_opcodes"] == {"negate": 1, "parameter": 1}


def test_one_line_errors_for_hlo_and_jax_export(tmp_path, capsys):
    bad = tmp_path / "bad.hlo"
    bad.write_text(HLO.replace("parameter(0)", "parameter(2)"))
    good = tmp_path / "good.hlo"
    good.write_text(HLO)
    cases = [
        (["convert", str(bad), "-o", "-"], "HLO text line 3:24: instruction 'x': bad parameter number 2"),
        (["convert", str(bad), "-o", "-", "--via", "native"], "Check failed: param_no >= 0"),
        (["convert", str(good), "-o", str(tmp_path / "x.bin"), "--to", "jax-export"],
         "writing jax.export blobs is not supported"),
        (["convert", str(good), "-o", "-", "--to", "artifact", "--target-version", "2.0"],
         "malformed target version '2.0'"),
    ]
    for argv, needle in cases:
        assert run(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("hlobridge convert: error: ") and needle in err, err
        assert err.count("\n") == 1
    with pytest.raises(SystemExit):
        parse(["convert", str(good), "--via", "xla"])   # argparse: invalid choice


def test_in_place_keeps_mode_and_leaves_no_temp_files(tmp_path):
    src = tmp_path / "m.hlo"
    src.write_text(HLO)
    src.chmod(0o640)
    assert run(["convert", str(src), "--in-place", "--to", "stablehlo"]) == 0
    assert "stablehlo.negate" in src.read_text() and (src.stat().st_mode & 0o777) == 0o640
    assert sorted(os.listdir(tmp_path)) == ["m.hlo"]


def test_crashing_input_through_the_real_cli(tmp_path):
    """A fresh `python -m bridge.cli.main` (no jax: the checking child is a fork) survives an
    artifact that segfaults MLIR's reader, and says so in one line."""
    crash = Path(__file__).parent / "data" / "crash_artifact.bin"
    proc = subprocess.run([sys.executable, "-m", "bridge.cli.main", "convert", str(crash), "-o",
                           str(tmp_path / "o.mlir")], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert proc.stderr == ("hlobridge convert: error: cannot read portable artifact: corrupt input (the native "
                           "reader crashed on it in a checking process)\n")
    assert not (tmp_path / "o.mlir").exists()


def test_symbolic_shapes_specialized_with_dim(tmp_path, capsys):
    """jax.export with symbolic shapes (b, n): HLO needs static shapes, so convert takes
    --dim like run and difftest; without it the error says so."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax import export

    import bridge

    def f(x, w):   # (softmax's broadcast is a dynamic_broadcast_in_dim XLA's exporter refuses)
        return jnp.cumsum(jax.nn.softmax(jnp.tanh(x @ w), axis=-1), axis=0)
    b, n = export.symbolic_shape("b, n")
    exp = export.export(jax.jit(f))(jax.ShapeDtypeStruct((b, 8), jnp.float32),
                                    jax.ShapeDtypeStruct((8, n), jnp.float32))
    blob = tmp_path / "poly.bin"
    blob.write_bytes(exp.serialize())
    assert run(["convert", str(blob), "--to", "hlo"]) == 2
    err = capsys.readouterr().err
    assert "symbolic dimensions (b, n)" in err and "--dim b=" in err
    out = tmp_path / "m.hlo"
    assert run(["convert", str(blob), "--dim", "b=5,n=3", "-o", str(out)]) == 0
    hlo = out.read_text()
    assert "entry_computation_layout={(f32[5,8]{1,0}, f32[8,3]{1,0})->f32[5,3]{1,0}}" in hlo
    x = np.random.default_rng(0).standard_normal((5, 8)).astype(np.float32)
    w = np.random.default_rng(1).standard_normal((8, 3)).astype(np.float32)
    got = bridge.execute(hlo, [x, w])[0]
    np.testing.assert_allclose(got, np.asarray(jax.jit(f)(x, w)), rtol=1e-5, atol=1e-5)
    text = formats.convert(exp.mlir_module(), "stablehlo", dims=[5, 3])   # positional, in Python
    assert "tensor<5x8xf32>" in text and "?" not in text.split("func.func public @main")[1].split("{")[0]
    with pytest.raises(bridge.errors.HloBridgeError, match="no symbolic dimensions"):
        formats.convert(HAND_WRITTEN, "stablehlo", dims={"b": 5})
    with pytest.raises(bridge.errors.HloBridgeError, match="known names: b, n"):
        formats.convert(exp.mlir_module(), "hlo", dims={"q": 5})
