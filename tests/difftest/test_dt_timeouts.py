"""No run hangs, none dies: per-backend timeouts, crash isolation, Ctrl-C, exit codes.

Every CLI run is a subprocess under its own outer timeout, so a regression (a run that
hangs again) fails the test instead of hanging the suite. The hang is a real one: a
`stablehlo.while` whose condition is the constant true, which both PJRT and the numpy
reference loop on forever.
"""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from hlotest import ENDLESS_LOOP as LOOP

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTER = 150   # seconds: far above what a passing run takes (worker start-ups on 2 busy cores)


ADD = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""

# A backend that hangs (sleep) or aborts the process, and otherwise is the reference.
PLUGIN = textwrap.dedent('''
    import os, time
    from bridge import reference
    from bridge.diff import register_backend
    from bridge.errors import UnsupportedOp

    def stuck(prepared, inputs):
        time.sleep(600)

    def dies(prepared, inputs):
        os.abort()

    def never(prepared, inputs):
        raise UnsupportedOp("never runs anything")

    register_backend("stuck", stuck)
    register_backend("dies", dies)
    register_backend("never", never)
''')


def cli(*argv, timeout=OUTER):
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "bridge.cli.main", *map(str, argv)], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout, check=False)
    return proc, time.monotonic() - t0


@pytest.fixture
def files(tmp_path):
    (tmp_path / "loop.mlir").write_text(LOOP)
    (tmp_path / "add.mlir").write_text(ADD)
    (tmp_path / "plugin.py").write_text(PLUGIN)
    return tmp_path


def corpus_of(files, add: str, loop: str):
    """A corpus directory of the add module and the hanging loop, under these file names."""
    corpus = files / "corpus"
    corpus.mkdir()
    (corpus / add).write_text(ADD)
    (corpus / loop).write_text(LOOP)
    return corpus


def test_single_module_hang_is_a_timeout_of_each_backend(files):
    report = files / "r.json"
    proc, seconds = cli("difftest", files / "loop.mlir", "--timeout", "2", "--report", report)
    assert proc.returncode == 1, proc.stderr
    (m,) = json.loads(report.read_text())["modules"]
    assert m["verdict"] == "timeout"
    assert {b: r["status"] for b, r in m["backends"].items()} == {"cpu": "timeout", "reference": "timeout"}
    assert "did not finish in 2 s" in m["backends"]["reference"]["error"]
    assert "cpu: timeout" in m["reason"]
    assert "TIMEOUT" in proc.stdout and "reference" in proc.stdout
    assert seconds < 100


def test_one_stuck_backend_costs_that_backend_only(files):
    report = files / "r.json"
    proc, _ = cli("difftest", files / "add.mlir", "--backends", "cpu,stuck,reference,dies", "--plugin",
                  files / "plugin.py", "--timeout", "2", "--report", report)
    assert proc.returncode == 1, proc.stderr
    (m,) = json.loads(report.read_text())["modules"]
    status = {b: r["status"] for b, r in m["backends"].items()}
    assert status == {"cpu": "ok", "stuck": "timeout", "reference": "ok", "dies": "crash"}
    assert "SIGABRT" in m["backends"]["dies"]["error"]
    (cmp,) = m["comparisons"]                      # cpu vs reference still compared
    assert cmp["backend"] == "reference" and cmp["outputs"][0]["verdict"] == "match"
    assert m["verdict"] == "crash"                 # worst first: crash before timeout


def test_corpus_hang_is_a_timeout_and_the_rest_is_compared(files):
    corpus = corpus_of(files, "add.mlir", "loop.mlir")
    report = files / "r.json"
    proc, _ = cli("difftest", corpus, "-j", "2", "--timeout", "2", "--backends", "reference,cpu",
                  "--no-journal", "--no-progress", "--report", report)
    assert proc.returncode == 1, proc.stderr
    mods = {m["id"].rsplit("/", 1)[-1]: m for m in json.loads(report.read_text())["modules"]}
    assert mods["add.mlir"]["verdict"] == "match"
    loop = mods["loop.mlir"]
    assert loop["verdict"] == "timeout" and loop["backends"]["reference"]["status"] == "timeout"
    assert loop["backends"]["cpu"]["status"] == "timeout"
    assert "loop.mlir: TIMEOUT - reference: timeout" in proc.stdout


def test_run_reference_timeout(files):
    proc, seconds = cli("run", files / "loop.mlir", "--backend", "reference", "--timeout", "2")
    assert proc.returncode == 1
    assert "reference: timeout: did not finish in 2 s" in proc.stderr
    assert seconds < 100
    proc, _ = cli("run", files / "add.mlir", "--backend", "reference", "--timeout", "30")
    assert proc.returncode == 0, proc.stderr
    assert "out0: float32[4]" in proc.stdout


def test_nothing_compared_is_not_exit_0(files):
    # `never` cannot run anything: `unsupported`, so no pair was compared
    proc, _ = cli("difftest", files / "add.mlir", "--backends", "reference,never", "--plugin",
                  files / "plugin.py")
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert "nothing was compared" in proc.stdout


def test_one_backend_unsupported_still_compared_the_others(files):
    # reference and cpu agree, `never` runs nothing: the module is `unsupported` (one backend
    # did not run), but a pair was compared, so the run is not "nothing was compared"
    proc, _ = cli("difftest", files / "add.mlir", "--backends", "cpu,reference,never", "--plugin",
                  files / "plugin.py")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "UNSUPPORTED" in proc.stdout and "nothing was compared" not in proc.stdout
    assert re.search(r"reference\s+0\s+f32\[4\]\s+match", proc.stdout)


def test_ctrl_c_reports_what_finished(files):
    corpus = corpus_of(files, "a_add.mlir", "b_loop.mlir")   # the add finishes first
    journal = files / "j.jsonl"
    # (Ctrl-C's handler set explicitly: a test run started in the background by a
    # non-interactive shell hands its children SIGINT ignored, and Python then installs none)
    argv = ["difftest", str(corpus), "-j", "1", "--timeout", "300", "--backends", "reference,cpu",
            "--journal", str(journal), "--no-progress", "--report", str(files / "r.json"),
            "--junit", str(files / "j.xml")]
    start = ("import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
             f"sys.argv = ['hlobridge'] + {argv!r}; runpy.run_module('bridge.cli.main', run_name='__main__')")
    proc, out, err = _signalled([sys.executable, "-c", start], signal.SIGINT,   # once a_add.mlir is done
                                lambda p: journal.exists() and journal.read_text().count("\n") >= 1, 1.5)
    assert proc.returncode == 130, err
    assert "interrupted: 1 of 2 modules finished" in out and "b_loop.mlir on " in out
    assert "1 module: 1 match" in out
    assert "Traceback" not in err
    # the reports say it too: an interrupted run read by CI is no pass
    assert json.loads((files / "r.json").read_text())["interrupted"] == {"finished": 1, "asked": 2}
    assert 'errors="1"' in (files / "j.xml").read_text() and "interrupted: 1 of 2" in (files / "j.xml").read_text()


def _signalled(argv, sig, ready, settle: float):
    """(process, stdout, stderr) of argv sent `sig` `settle` s after ready(process) holds."""
    proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + OUTER
        while not ready(proc):
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.2)
        time.sleep(settle)
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    return proc, out, err


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(c) for c in f.read().split()]
    except OSError:
        return []


@pytest.mark.skipif(not os.path.exists(f"/proc/{os.getpid()}/task"), reason="needs Linux's /proc")
def test_sigterm_ends_the_workers_too(files):
    """`kill` or `timeout` (SIGTERM) ended the CLI and left its worker running the hanging
    loop, orphaned; now it cleans up as Ctrl-C does and exits 143."""
    workers = []
    proc, out, err = _signalled([sys.executable, "-m", "bridge.cli.main", "difftest", str(files / "loop.mlir"),
                                 "-j", "1", "--no-journal", "--no-progress"], signal.SIGTERM,
                                lambda p: workers.extend(_children(p.pid)) or workers, 1.0)   # a worker started
    assert proc.returncode == 143, err
    assert "interrupted: 0 of 1 modules finished" in out and "Traceback" not in err
    time.sleep(0.5)
    assert not [w for w in workers if os.path.exists(f"/proc/{w}")], "a worker outlived the CLI"


def test_api_timeout_per_backend():
    from bridge import difftest
    report = difftest(LOOP, backends=("reference", "cpu"), timeout=1)
    assert report.verdict == "timeout"
    assert [r.status for r in report.results.values()] == ["timeout", "timeout"]
    ok = difftest(ADD, backends=("cpu", "reference"), timeout=60)
    assert ok.verdict == "match" and ok.results["cpu"].outputs[0].shape == (4,)


def test_opt_verify_semantics_with_timeout_does_not_hang(files):
    # canonicalize folds the `add 0`, so @main runs before and after it; both hang
    loop = LOOP.replace("  return %0 : tensor<i32>", "  %z = stablehlo.constant dense<0> : tensor<i32>\n"
                        "  %r = stablehlo.add %0, %z : tensor<i32>\n  return %r : tensor<i32>")
    (files / "loop2.mlir").write_text(loop)
    proc, seconds = cli("opt", files / "loop2.mlir", "-p", "canonicalize", "--verify-semantics",
                        "--timeout", "2", "-o", files / "out.mlir")
    # the module is written, and the status says that nothing was compared (both runs timed out)
    assert proc.returncode == 3, proc.stderr[-2000:]
    assert "compared nothing: neither cpu nor reference runs @main (cpu: timeout" in proc.stderr
    assert "stablehlo.while" in (files / "out.mlir").read_text()
    assert seconds < 100


def test_ctrl_c_inside_an_import_waits_for_it(tmp_path):
    """Ctrl-C while jaxlib's native libraries were being imported (the CLI's first second)
    raised KeyboardInterrupt inside them: the process died of SIGSEGV or SIGABRT. The CLI's
    handler puts it off until the import is done; here a module sends itself SIGINT while it
    is being imported and must still be whole afterwards."""
    (tmp_path / "slowmod.py").write_text("import os, signal, time\nos.kill(os.getpid(), signal.SIGINT)\n"
                                         "time.sleep(0.3)\nDONE = True\n")
    code = textwrap.dedent(f"""
        import signal, sys, time
        sys.path.insert(0, {str(tmp_path)!r})
        from bridge.cli import main
        signal.signal(signal.SIGINT, main._interrupt)
        try:
            import slowmod
            print("imported", slowmod.DONE)
            time.sleep(5)
            print("never interrupted")
        except KeyboardInterrupt:
            print("interrupted", "after the import" if "slowmod" in sys.modules else "inside the import")
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.stdout.split("\n")[:2] == ["imported True", "interrupted after the import"], proc.stdout + proc.stderr
