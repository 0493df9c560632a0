"""Bad input to any command is one line on stderr and exit 2, never a traceback: broken or
misnamed input files, timeouts that are no number of seconds, inputs larger than the
machine, output paths that are folders (and folders that are files), symbolic shapes
profiled without sizes; and `-` is standard output wherever a file is written."""
from __future__ import annotations

import io
import json

import numpy as np
import pytest

from bridge.cli.main import main as cli
from bridge.diff.inputs import save_npz

ADD2 = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""
NEG1 = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""
HUGE = """func.func @main(%a: tensor<100000x100000x100xf32>) -> tensor<100000x100000x100xf32> {
  %0 = stablehlo.negate %a : tensor<100000x100000x100xf32>
  return %0 : tensor<100000x100000x100xf32>
}"""
HLO = """HloModule m
ENTRY main {
  a = f32[4] parameter(0)
  ROOT r = f32[4] add(a, a)
}"""


@pytest.fixture(scope="module")
def d(tmp_path_factory):
    d = tmp_path_factory.mktemp("bad_input")
    (d / "add2.mlir").write_text(ADD2)
    (d / "neg1.mlir").write_text(NEG1)
    (d / "huge.mlir").write_text(HUGE)
    (d / "prog.hlo").write_text(HLO)
    (d / "split2.mlir").write_text(NEG1 + "\n// -----\n" + ADD2)
    good = save_npz([np.ones(4, np.float32)] * 2)
    (d / "trunc.npz").write_bytes(good[:100])
    (d / "text.npz").write_text("not an archive\n")
    buf = io.BytesIO()
    np.save(buf, np.arange(4, dtype=np.float32))
    (d / "x.npy").write_bytes(buf.getvalue())
    (d / "adir").mkdir()
    (d / "garbage.bin").write_bytes(bytes(range(128, 256)) * 4)
    import jax
    import jax.numpy as jnp
    from jax import export
    b, = export.symbolic_shape("b")
    exp = export.export(jax.jit(lambda a: jnp.tanh(a).sum(0)))(jax.ShapeDtypeStruct((b, 5), jnp.float32))
    (d / "poly.jaxexp").write_bytes(exp.serialize())
    return d


def one_error_line(capsys, argv, d, *, expect=""):
    """Run the CLI in d's files; its exit code must be 2 with one error line on stderr."""
    code = cli([str(d / a) if (d / a.split("/")[0]).exists() and a != "-" else a for a in argv])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("hlobridge ") and "Traceback" not in err, err
    assert expect in err
    return err


BAD = [
    # a. inputs files that are no .npz
    (["run", "add2.mlir", "--inputs", "trunc.npz"], "truncated or damaged .npz"),
    (["run", "add2.mlir", "--inputs", "text.npz"], "not an .npz archive"),
    (["run", "add2.mlir", "--inputs", "x.npy"], "takes 2 input(s)"),   # a .npy: one input
    (["opt", "add2.mlir", "-p", "canonicalize", "--verify-semantics", "--inputs", "trunc.npz"], ".npz"),
    (["view", "add2.mlir", "--profile", "--inputs", "trunc.npz", "--model-explorer-dir", "me_a"], ".npz"),
    (["convert", "prog.hlo", "--compare-importers", "--inputs", "trunc.npz"], ".npz"),
    (["difftest", "add2.mlir", "--no-journal", "-j", "1", "--inputs", "trunc.npz"], ".npz"),
    # b. timeouts
    (["run", "add2.mlir", "--timeout", "-1"], "--timeout must be"),
    (["run", "add2.mlir", "--timeout", "0"], "--timeout must be"),
    (["run", "add2.mlir", "--timeout", "nan"], "--timeout must be"),
    (["opt", "add2.mlir", "-p", "canonicalize", "--timeout", "0"], "--timeout must be"),
    (["difftest", "add2.mlir", "--no-journal", "--timeout", "-5"], "--timeout must be"),
    # c. inputs larger than the machine
    (["run", "huge.mlir"], "input 0 (f32[100000,100000,100]) needs 3.6 TiB"),
    (["run", "poly.jaxexp", "--dim", "b=99999999999"], "outside 0 .. 2,147,483,647"),   # (jax's int32)
    (["run", "poly.jaxexp", "--dim", "b=3000000000"], "outside 0 .. 2,147,483,647"),   # (wrapped negative)
    (["opt", "huge.mlir", "-p", "canonicalize", "--verify-semantics"], "needs 3.6 TiB"),
    (["view", "huge.mlir", "--profile", "--model-explorer-dir", "me_c"], "needs 3.6 TiB"),
    # d. files that are folders, folders that are files
    (["run", "add2.mlir", "-o", "adir"], "-o"),
    (["opt", "add2.mlir", "-p", "canonicalize", "-o", "adir"], "is a directory"),
    (["difftest", "--no-journal", "-j", "1", "add2.mlir", "--report", "adir"], "--report"),
    (["difftest", "--no-journal", "-j", "1", "add2.mlir", "--html", "adir"], "--html"),
    (["view", "add2.mlir", "--model-explorer-dir", "prog.hlo"], "not a directory"),
    (["view", "add2.mlir", "--model-explorer-dir", "prog.hlo/sub"], "not a directory"),
    (["difftest", "--no-journal", "-j", "1", "add2.mlir", "--model-explorer-dir", "prog.hlo"], "not a directory"),
    (["difftest", "--no-journal", "add2.mlir", "--reduce", "--reduce-dir", "prog.hlo"], "--reduce-dir"),
    # e. a --load that is no Python file, a journal that is no journal
    (["opt", "--load", "add2.mlir", "add2.mlir", "-p", "canonicalize"], "not a Python file"),
    (["difftest", "add2.mlir", "neg1.mlir", "-j", "1", "--journal", "garbage.bin", "--resume"],
     "not a difftest journal"),
    # f. symbolic shapes profiled without their sizes
    (["view", "poly.jaxexp", "--profile", "--model-explorer-dir", "me_f"], "symbolic dimensions"),
    # options that would be ignored, or half taken
    (["run", "add2.mlir", "--dim", "b=8"], "no symbolic dimensions to set"),
    (["run", "poly.jaxexp", "--dim", "b=8,b=9"], "name b twice"),
    (["convert", "add2.mlir", "--inputs", "x.npy"], "--inputs is for --compare-importers"),
    (["opt", "add2.mlir", "-p", "canonicalize", "--localize"], "--localize is for --verify-semantics"),
    (["convert", "split2.mlir", "-o", "-"], "convert them with --split-input-file"),
]


@pytest.mark.parametrize("argv,expect", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_input_is_one_line_and_exit_2(d, capsys, argv, expect):
    one_error_line(capsys, argv, d, expect=expect)


def test_a_npy_is_the_input_of_a_one_parameter_program(d, capsys):
    assert cli(["run", str(d / "neg1.mlir"), "--inputs", str(d / "x.npy")]) == 0
    assert "[-0. -1. -2. -3.]" in capsys.readouterr().out


def test_generated_inputs_too_large_are_a_difftest_error_not_an_internal_one(d, capsys):
    assert cli(["difftest", str(d / "huge.mlir"), "--no-journal"]) == 2
    out = capsys.readouterr().out
    assert "needs 3.6 TiB" in out and "internal error" not in out


@pytest.mark.parametrize("cmd", [["run", "neg1.mlir"], ["difftest", "neg1.mlir", "--no-journal"]])
@pytest.mark.parametrize("seconds", ["inf", "1e300"])
def test_an_endless_timeout_is_no_limit(d, capsys, cmd, seconds):
    assert cli([cmd[0], str(d / cmd[1]), *cmd[2:], "--timeout", seconds]) == 0


def test_view_profiles_a_symbolic_program_at_the_given_sizes(d, capsys, tmp_path):
    assert cli(["view", str(d / "poly.jaxexp"), "--profile", "--dim", "b=3",
                "--model-explorer-dir", str(tmp_path)]) == 0
    times = json.loads((tmp_path / "poly.jaxexp.reference_time.json").read_text())
    assert times and "Traceback" not in capsys.readouterr().err


def test_run_output_dash_is_stdout(d, capsysbinary, monkeypatch):
    assert cli(["run", str(d / "neg1.mlir"), "--inputs", str(d / "x.npy"), "-o", "-"]) == 0
    (out,) = np.load(io.BytesIO(capsysbinary.readouterr().out)).values()
    assert out.tolist() == [0, -1, -2, -3]
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)   # binary to a terminal: refused
    assert cli(["run", str(d / "neg1.mlir"), "-o", "-"]) == 2
    err = capsysbinary.readouterr().err.decode()
    assert err.count("\n") == 1 and "terminal" in err


def test_run_inputs_dash_is_stdin(d, capsysbinary, monkeypatch):
    # one run's `-o -` is the next one's `--inputs -`
    assert cli(["run", str(d / "neg1.mlir"), "--inputs", str(d / "x.npy"), "-o", "-"]) == 0
    piped = capsysbinary.readouterr().out
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(piped)))
    assert cli(["run", str(d / "neg1.mlir"), "--inputs", "-", "-o", "-"]) == 0
    (out,) = np.load(io.BytesIO(capsysbinary.readouterr().out)).values()
    assert out.tolist() == [0, 1, 2, 3]
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"garbage\n")))
    assert cli(["run", str(d / "neg1.mlir"), "--inputs", "-"]) == 2
    err = capsysbinary.readouterr().err.decode()
    assert err.count("\n") == 1 and "cannot read inputs stdin: not an .npz archive" in err
    assert cli(["run", "-", "--inputs", "-"]) == 2
    assert "cannot both come from stdin" in capsysbinary.readouterr().err.decode()


def test_run_output_npy_is_the_one_result(d, capsys, tmp_path):
    out = tmp_path / "out.npy"
    assert cli(["run", str(d / "neg1.mlir"), "--inputs", str(d / "x.npy"), "-o", str(out)]) == 0
    got = np.load(out)   # a plain array, not an archive under an .npy name
    assert isinstance(got, np.ndarray) and got.tolist() == [0, -1, -2, -3]
    two = tmp_path / "two.mlir"
    two.write_text("func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n"
                   "  %n = stablehlo.negate %a : tensor<4xf32>\n  return %n, %a : tensor<4xf32>, tensor<4xf32>\n}\n")
    capsys.readouterr()
    assert cli(["run", str(two), "--inputs", str(d / "x.npy"), "-o", str(tmp_path / "two.npy")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "an .npy holds one array and the program has 2 results" in err
    assert not (tmp_path / "two.npy").exists()


@pytest.mark.parametrize("flag,head", [("--junit", "<?xml"), ("--html", "<!DOCTYPE html>")])
def test_difftest_reports_to_dash_are_stdout(d, capsys, tmp_path, monkeypatch, flag, head):
    monkeypatch.chdir(tmp_path)
    assert cli(["difftest", str(d / "neg1.mlir"), "--no-journal", flag, "-"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith(head) and "MATCH" in captured.err   # (the summary moves to stderr)
    assert not (tmp_path / "-").exists()
    one_error_line(capsys, ["difftest", "neg1.mlir", "--no-journal", flag, "-", "--report", "-"], d,
                   expect="standard output")
