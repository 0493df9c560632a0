"""`hlobridge difftest`: exit codes, reports, journal/resume, crash isolation, reduction."""
from __future__ import annotations

import json
import textwrap
from xml.etree import ElementTree as ET

import numpy as np
import pytest

from bridge.cli.main import main
from bridge.diff.inputs import load_npz

ADD = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.OP %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""

PLUGIN = textwrap.dedent('''
    import os, time
    import numpy as np
    from bridge import reference
    from bridge.diff import register_backend

    def fragile(prepared, inputs):
        """abort() on multiply, hang on subtract, off by one on maximum, else the reference."""
        if "multiply" in prepared.text:
            os.abort()
        if "subtract" in prepared.text:
            time.sleep(120)
        out = reference.evaluate(prepared.text, inputs)
        if "maximum" in prepared.text:
            out[0][2] += 1
        return out

    register_backend("fragile", fragile)
''')


def write(dir_, name, op):
    path = dir_ / f"{name}.mlir"
    path.write_text(ADD.replace("OP", op))
    return path


def run_cli(*argv):
    return main(["difftest", *map(str, argv)])


def test_one_module_agrees_exit_0_and_prints_its_table(tmp_path, capsys):
    path = write(tmp_path, "add", "add")
    assert run_cli(path, "--backends", "cpu,reference,interpreter") == 0
    out = capsys.readouterr().out
    assert f"difftest {path}: MATCH (baseline cpu)" in out
    assert "interpreter  0    f32[4]" in out


def test_bad_input_exits_2_with_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main( {")
    assert run_cli(bad) == 2
    # the position as convert gives it, not MLIR's `error: "-":1:17:` (its name for a string)
    assert "cannot parse MLIR text: line 1:17: expected non-function type" in capsys.readouterr().out
    assert run_cli(write(tmp_path, "a", "add"), "--backends", "cpu,nonesuch") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown backend 'nonesuch'" in err
    assert run_cli(tmp_path / "missing.mlir") == 2
    assert run_cli(write(tmp_path, "a", "add"), "--tol", "f32=1e-3") == 2
    assert "--tol wants DTYPE=ATOL,RTOL" in capsys.readouterr().err


def test_corpus_with_crash_timeout_mismatch_reports_and_reduce(tmp_path, capsys):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for op in ("add", "multiply", "subtract", "maximum", "minimum"):
        write(corpus, op, op)
    plugin = tmp_path / "plugin.py"
    plugin.write_text(PLUGIN)
    report, junit, journal = tmp_path / "r.json", tmp_path / "j.xml", tmp_path / "journal.jsonl"
    code = run_cli(corpus, "--backends", "cpu,fragile", "--plugin", plugin, "-j", "2", "--timeout", "3",
                   "--report", report, "--junit", junit, "--journal", journal, "--reduce",
                   "--reduce-dir", tmp_path / "reduced")
    captured = capsys.readouterr()
    assert code == 1
    assert "5/5 match 2 mismatch 1 crash 1 timeout 1" in captured.err          # the progress line
    data = json.loads(report.read_text())
    verdicts = {m["id"].rsplit("/", 1)[-1]: m["verdict"] for m in data["modules"]}
    assert verdicts == {"add.mlir": "match", "maximum.mlir": "mismatch", "minimum.mlir": "match",
                        "multiply.mlir": "crash", "subtract.mlir": "timeout"}
    assert data["schema"] == "hlobridge.difftest/1" and data["summary"]["modules"] == 5
    assert data["summary"]["crash"] == 1 and data["families"]["arithmetic"]["modules"] == 5
    crash = next(m for m in data["modules"] if m["verdict"] == "crash")
    assert "SIGABRT" in crash["reason"]
    mism = next(m for m in data["modules"] if m["verdict"] == "mismatch")
    out = mism["comparisons"][0]["outputs"][0]
    assert out["mismatches"] == 1 and out["worst"][0]["index"] == [2]
    assert out["worst"][0]["got"] == pytest.approx(out["worst"][0]["expected"] + 1)
    suite = ET.parse(junit).getroot().find("testsuite")
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("5", "1", "2")
    assert len(journal.read_text().splitlines()) == 5
    (red,) = data["reductions"]
    assert red["ops_before"] == red["ops_after"] == 1 and red["path"].endswith("maximum.mlir.reduced.mlir")
    text = open(red["path"]).read()
    assert "stablehlo.maximum" in text and text.startswith("// reduced by hlobridge difftest")
    inputs = load_npz(red["inputs"])
    assert [a.shape for a in inputs] == [(4,), (4,)] or [a.shape for a in inputs] == [(3,), (3,)]


def test_resume_skips_what_the_journal_has(tmp_path, capsys):
    for op in ("add", "minimum", "maximum"):
        write(tmp_path, op, op)
    journal = tmp_path / "journal.jsonl"
    args = [tmp_path, "--executor", "inline", "--journal", journal, "--report", tmp_path / "r.json"]
    assert run_cli(*args) == 0
    lines = journal.read_text().splitlines()
    assert len(lines) == 3
    journal.write_text(lines[0] + "\n" + lines[1][:40])      # killed while writing the second
    assert run_cli(*args, "--resume") == 0
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["summary"]["modules"] == 3 and data["summary"]["ran"] == 2
    assert "(1 from the journal)" in capsys.readouterr().err
    assert len(journal.read_text().splitlines()) == 4     # the torn line stays, ignored


def test_stdin_and_given_inputs(tmp_path, monkeypatch, capsys):
    import io
    import sys
    npz = tmp_path / "in.npz"
    np.savez(npz, arg0=np.array([1, 2, 3, 4], np.float32), arg1=np.array([10, 20, 30, 40], np.float32))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(ADD.replace("OP", "add").encode())))
    assert run_cli("-", "--inputs", npz, "--report", "-") == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    (module,) = data["modules"]
    assert module["id"] == "<stdin>" and module["inputs"][0]["generator"] == "given"
    assert "MATCH" in captured.err
