"""`hlobridge difftest` over corpora as users have them: folders with links, the same file
named twice, a dangling link or a FIFO among the modules, non-UTF-8 names, a module that
kills jaxlib's parser, a parent killed mid-run, outputs of millions of elements.

Expected values come from numpy or from the files themselves, never from difftest.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import tracemalloc
import warnings
from collections import deque

import numpy as np
import pytest
from hlotest import ENDLESS_LOOP as LOOP

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

ADD = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""

# jaxlib 0.10.2's verifier dies with SIGFPE on an all_to_all with empty replica groups; the
# attribute on its own line is past the known-crash guard of bridge/mlir_module.py.
PARSER_CRASH = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_to_all"(%a) {
     split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 1 : i64,
     replica_groups = dense<> : tensor<0x0xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""



def _cli(*argv, timeout=150):
    return subprocess.run([sys.executable, "-m", "bridge.cli.main", *map(str, argv)], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout, check=False)


def test_a_module_that_kills_the_parser_is_a_crash_row_not_the_end_of_the_run(tmp_path):
    """The worker dies on it (isolated); the parent then read its op names for the family
    table by parsing it, and died the same way: no table, no report, exit 136."""
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "a_crash.mlir").write_text(PARSER_CRASH)
    (corpus / "b_add.mlir").write_text(ADD)
    report = tmp_path / "r.json"
    proc = _cli("difftest", corpus, "-j", "1", "--no-journal", "--no-progress", "--report", report)
    assert proc.returncode == 1, proc.stderr
    mods = {os.path.basename(m["id"]): m for m in json.loads(report.read_text())["modules"]}
    assert mods["a_crash.mlir"]["verdict"] == "crash" and "SIGFPE" in mods["a_crash.mlir"]["reason"]
    assert mods["a_crash.mlir"]["ops"] == ["stablehlo.all_to_all"]   # (read off the text)
    assert mods["b_add.mlir"]["verdict"] == "match"


def _children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout
    return [int(x) for x in out.split()]


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[-1][0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc and ps (Linux)")
def test_workers_do_not_outlive_a_killed_parent(tmp_path):
    """SIGKILL (or a native crash) of the parent: no cleanup runs there. A worker looping on
    an endless `while` spun on forever as an orphan."""
    (tmp_path / "loop.mlir").write_text(LOOP)
    parent = subprocess.Popen([sys.executable, "-m", "bridge.cli.main", "difftest", str(tmp_path / "loop.mlir"),
                               "--timeout", "300"], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers = []
    try:
        deadline = time.monotonic() + 60
        while not workers and time.monotonic() < deadline:
            time.sleep(0.5)
            workers = _children(parent.pid)
        assert workers, "no worker started"
        time.sleep(4)   # (warmed up and looping)
        parent.kill()
        parent.wait()
        deadline = time.monotonic() + 15
        while any(map(_alive, workers)) and time.monotonic() < deadline:
            time.sleep(0.25)
        assert not any(map(_alive, workers))
    finally:
        for w in workers:   # (on failure: our own orphans, by pid)
            try:
                os.kill(w, signal.SIGKILL)
            except OSError:
                pass
        if parent.poll() is None:
            parent.kill()


def test_junit_failure_names_the_baseline():
    from bridge.diff.corpus import CorpusResult
    from bridge.diff.output import junit_xml
    m = {"id": "m.mlir", "verdict": "mismatch", "reason": "reference output 0 ...", "backends": {},
         "comparisons": [{"backend": "reference", "against": "cpu", "outputs": []}], "checks": []}
    xml = junit_xml(CorpusResult(modules=[m], total=1))
    assert "(baseline cpu)" in xml and "(baseline baseline)" not in xml


def _corpus(tmp_path):
    real = tmp_path / "real"
    (real / "sub").mkdir(parents=True)
    (real / "sub" / "a.mlir").write_text(ADD)
    (real / "b.mlir").write_text(ADD)
    top = tmp_path / "top"
    top.mkdir()
    os.symlink(real / "sub", top / "linked")     # a folder linked in
    (top / "c.mlir").write_text(ADD)
    os.symlink(top, top / "linked_up")           # a link back up: walked once
    return real, top


def test_a_linked_folder_is_walked_and_a_cycle_once(tmp_path):
    from bridge.diff.corpus import discover
    _, top = _corpus(tmp_path)
    names = sorted(os.path.relpath(it.id, top) for it in discover([str(top)]))
    assert names == ["c.mlir", os.path.join("linked", "a.mlir")]


def test_a_file_named_twice_is_one_module_with_a_warning(tmp_path):
    from bridge.diff.corpus import discover
    from bridge.errors import HloBridgeWarning
    real, top = _corpus(tmp_path)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        items = discover([str(real / "b.mlir"), str(real), str(real / "b.mlir"), str(top / "linked" / "a.mlir")])
    found = sorted(os.path.relpath(os.path.realpath(it.id), real) for it in items)
    assert found == ["b.mlir", os.path.join("sub", "a.mlir")]
    assert len(items) == 2
    (w,) = [w for w in caught if issubclass(w.category, HloBridgeWarning)]
    assert str(w.message).startswith("3 path(s)")   # b.mlir in its folder, b.mlir again, a.mlir by the link


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_dangling_link_or_fifo_in_a_folder_is_an_error_row(tmp_path):
    """One bad entry ended the whole run (exit 2, nothing compared); a FIFO blocked it forever."""
    from bridge.diff.corpus import discover, make_tasks, run_corpus
    from bridge.diff.executors import InlineExecutor
    from dt_helpers import options
    (tmp_path / "ok.mlir").write_text(ADD)
    os.symlink(tmp_path / "missing", tmp_path / "dangling.mlir")
    os.mkfifo(tmp_path / "fifo.mlir")
    items = discover([str(tmp_path)])
    result = run_corpus(make_tasks(items, options(backends=("reference", "reference-ftz"))), InlineExecutor())
    verdicts = {os.path.basename(m["id"]): m["verdict"] for m in result.modules}
    assert verdicts == {"dangling.mlir": "error", "fifo.mlir": "error", "ok.mlir": "match"}
    assert result.exit_code == 2 and result.ran == 1


def test_a_file_name_that_is_not_utf8_is_reported(tmp_path):
    """os.walk gives such a name with lone surrogates: the task key's encode raised, a traceback."""
    from bridge.diff.corpus import discover, make_tasks, run_corpus
    from bridge.diff.executors import InlineExecutor
    from bridge.diff.output import junit_xml, report_json
    from dt_helpers import options
    with open(os.path.join(os.fsencode(tmp_path), b"caf\xe9.mlir"), "w") as f:
        f.write(ADD)
    opts = options(backends=("reference", "reference-ftz"))
    result = run_corpus(make_tasks(discover([str(tmp_path)]), opts), InlineExecutor())
    (m,) = result.modules
    assert m["verdict"] == "match" and m["id"].endswith("caf\\xe9.mlir")
    junit_xml(result).encode("utf-8")
    json.loads(report_json(result, opts))


def test_compare_by_chunks_agrees_with_numpy_and_bounds_memory():
    """A 144M-element output took 14 GB to compare (two at -j 2: past the machine). The rule
    (|got - expected| > atol and > rtol |expected|, atol raised to norm_rtol max|expected| over
    the finite elements of the whole output) computed in numpy on the whole arrays."""
    from bridge.diff import compare as cmp
    from bridge.diff.tolerance import Tol
    n = 4 << 20
    rng = np.random.default_rng(0)
    e = rng.normal(size=n).astype(np.float32)
    e[5] = 1000.0                       # max|expected|, in the first chunk
    e[7] = np.nan
    g = e.copy()
    g[::997] *= np.float32(1.001)       # (errors in every chunk)
    g[n - 3] = np.inf
    tol = Tol(1e-6, 1e-6, norm_rtol=1e-6)
    tracemalloc.start()
    try:
        r = cmp.compare(e, g, tol)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    ew, gw = e.astype(np.float64), g.astype(np.float64)
    finite = np.isfinite(ew) & np.isfinite(gw)
    atol = max(1e-6, 1e-6 * np.max(np.abs(ew[finite])))
    diff = np.abs(ew - gw)
    bad = (finite & (diff > atol) & (diff > 1e-6 * np.abs(ew))) | (np.isinf(ew) != np.isinf(gw))
    assert r.mismatches == int(np.count_nonzero(bad)) > 0
    assert r.first_mismatch["index"] == [int(np.flatnonzero(bad)[0])]
    assert r.max_abs_error == np.inf
    assert sum(r.histogram.values()) == n
    assert r.histogram["nan/inf"] == 1 and r.histogram["0"] == int(np.count_nonzero(finite & (diff == 0))) + 1
    assert r.worst[0]["index"] == [n - 3]   # the infinite one, then the largest ULP errors among the bad
    assert peak / n < 70, f"{peak / n:.0f} bytes per element"   # (was 96)


def test_a_timeout_after_every_backend_ran_says_so():
    from bridge.diff.executors import LocalExecutor

    class Done:   # a worker whose backends all ran: it was comparing when the clock ran out
        task, backend, ran_all = {"id": "m", "kind": "run"}, None, True

        def kill(self):
            return -9

        class stderr:
            close = staticmethod(lambda: None)
    ex = LocalExecutor(1, 7)
    w = Done()
    ex.workers = [w]
    ((_, result),) = list(ex._expire(w, deque()))
    assert result["verdict"] == "timeout" and "every backend had run" in result["reason"]


SLOW_REDUCE_PLUGIN = '''
import os, time
import numpy as np
from bridge import reference
from bridge.diff import register_backend

def off(prepared, inputs):
    with open(os.environ["CALLS_LOG"], "a") as f:
        f.write("call\\n")
    with open(os.environ["CALLS_LOG"]) as f:
        if len(f.readlines()) > 1:   # the run was the first call: this one is --reduce's
            time.sleep(60)
    return [np.asarray(o) + 1 for o in reference.evaluate(prepared.module, inputs)]

register_backend("off", off)
'''


def test_sigterm_while_reducing_still_reports_the_finished_run(tmp_path):
    """The run had finished; SIGTERM (or Ctrl-C) in --reduce ended the command with no
    table, no report and no JUnit file: the whole run lost."""
    (tmp_path / "add.mlir").write_text(ADD)
    (tmp_path / "plugin.py").write_text(SLOW_REDUCE_PLUGIN)
    log, report = tmp_path / "calls.log", tmp_path / "r.json"
    proc = subprocess.Popen([sys.executable, "-m", "bridge.cli.main", "difftest", str(tmp_path / "add.mlir"),
                             "--backends", "reference,off", "--plugin", str(tmp_path / "plugin.py"), "--reduce",
                             "--reduce-dir", str(tmp_path / "red"), "--report", str(report), "--no-progress"],
                            cwd=ROOT, env={**os.environ, "CALLS_LOG": str(log)}, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and not (log.exists() and len(log.read_text().split()) > 1):
            time.sleep(0.2)
        assert log.exists() and len(log.read_text().split()) > 1, "the reduction never started"
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 143, err
    (m,) = json.loads(report.read_text())["modules"]
    assert m["verdict"] == "mismatch" and "MISMATCH" in out
    assert "--reduce interrupted: 0 of 1" in err


def test_a_report_in_a_missing_folder_is_refused_before_the_run(tmp_path):
    """It was found after the whole run (hours on a corpus), whose results were then lost."""
    (tmp_path / "add.mlir").write_text(ADD)
    proc = _cli("difftest", tmp_path / "add.mlir", "--report", tmp_path / "no" / "r.json")
    assert proc.returncode == 2 and proc.stdout == "", proc.stdout
    assert "no such folder" in proc.stderr


def test_a_backend_error_whose_first_line_is_a_heading_keeps_its_reason():
    """PJRT's out-of-memory on an enormous output read `PJRT cpu failed to run the module:`
    and nothing more: the reason is on its second line."""
    from bridge.diff.backends import run_backend
    from bridge.errors import BackendError

    def run(prepared, inputs):
        raise BackendError("PJRT cpu failed to run the module:\nRESOURCE_EXHAUSTED: Out of memory allocating "
                           "40000000000 bytes.")

    class Prepared:
        num_outputs = 1
    r = run_backend("cpu", run, Prepared(), [])
    assert "RESOURCE_EXHAUSTED: Out of memory allocating 40000000000 bytes" in r.error


def test_a_folder_of_exports_and_artifacts_is_a_corpus(tmp_path):
    # docs/jax.md names jax.export blobs f.jaxexp, convert writes artifacts to *.artifact: a
    # folder of them was "no modules found" (each named alone ran). Oracle: jax's own run.
    jax = pytest.importorskip("jax")
    from bridge import formats
    from bridge.diff import corpus, difftest
    x = np.linspace(-2, 2, 4, dtype=np.float32)
    blob = bytes(jax.export.export(jax.jit(lambda a: jax.numpy.tanh(a) * 2))(x).serialize())
    (tmp_path / "f.jaxexp").write_bytes(blob)
    (tmp_path / "g.artifact").write_bytes(formats.convert(ADD, "artifact"))
    items = corpus.discover([str(tmp_path)])
    assert sorted(os.path.basename(it.id) for it in items) == ["f.jaxexp", "g.artifact"]
    report = difftest(items[0].program, inputs=[x])
    assert report.verdict == "match"
    np.testing.assert_allclose(report.results["cpu"].outputs[0], np.tanh(x) * 2, rtol=1e-6)
