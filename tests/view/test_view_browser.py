"""Browser tests: headless Chromium (Debian's /usr/bin/chromium) loads the HTML reports and
the Model Explorer page `hlobridge view` serves on localhost, and the DOM is queried.

Run: `apt-get install -y chromium` once, then `.venv/bin/python -m pytest -q tests/view`.
Without Chromium these tests skip; the Model Explorer ones also need the view extra.
HLOBRIDGE_SCREENSHOTS=DIR keeps the screenshots (docs/*.png are made that way)."""
import json
import os
import re
import select
import signal
import subprocess
import sys
import time

import pytest

from cdp import CHROMIUM, Browser
from view_programs import jax_text

pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"no Chromium at {CHROMIUM} "
                                                                       "(apt-get install -y chromium)")


def _shot(browser, tmp_path, name: str) -> str:
    out = os.environ.get("HLOBRIDGE_SCREENSHOTS") or str(tmp_path)
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, name)
    browser.screenshot(path)
    assert os.path.getsize(path) > 10_000      # a page, not a blank
    return path


def _visible_rows(b, table: str) -> list[str]:
    return b.eval(f"[...document.querySelectorAll('#{table} tbody tr')].filter(r => r.style.display !== 'none')"
                  ".map(r => r.dataset.verdict + ' ' + r.dataset.id.split('/').pop())")


def test_difftest_report_filters_and_sorts_in_the_browser(corpus_run, tmp_path):
    report, _, page = corpus_run
    with Browser() as b:
        b.open(page.as_uri())
        b.wait_for("document.readyState === 'complete' && document.querySelectorAll('#modules tbody tr').length")
        assert sorted(_visible_rows(b, "modules")) == ["match add.mlir", "match multiply.mlir", "mismatch maximum.mlir"]
        b.eval("{const s = document.getElementById('filter-verdict'); s.value = 'mismatch';"
               "s.dispatchEvent(new Event('change'))}")
        assert _visible_rows(b, "modules") == ["mismatch maximum.mlir"]
        assert b.eval("document.getElementById('modules-count').textContent") == "1"
        b.eval("{const s = document.getElementById('filter-verdict'); s.value = '';"
               "s.dispatchEvent(new Event('change'))}")
        b.eval("document.querySelector('#modules th').click()")          # sort by module name
        assert [r.split()[1] for r in _visible_rows(b, "modules")] == ["add.mlir", "maximum.mlir", "multiply.mlir"]
        bars = b.eval("[...document.querySelectorAll('svg.hist rect')].filter(r => +r.dataset.count > 0)"
                      ".map(r => [r.dataset.bucket, +r.dataset.count])")
        (m,) = [m for m in report["modules"] if m["verdict"] == "mismatch"]
        assert dict(bars) == m["comparisons"][0]["outputs"][0]["histogram"]
        assert "hlobridge difftest" in b.eval("document.querySelector('code.repro').textContent")
        b.eval("document.querySelector('.module-detail').scrollIntoView()")
        _shot(b, tmp_path, "view-difftest-report.png")


def test_opt_report_lists_the_stages_in_the_browser(tmp_path):
    from bridge.cli.main import main
    src, page = tmp_path / "model.mlir", tmp_path / "opt.html"
    src.write_text(jax_text())
    assert main(["opt", str(src), "-p", "canonicalize,cse", "--verify-semantics", "--html", str(page)]) == 0
    with Browser(1280, 1000) as b:
        b.open(page.as_uri())
        b.wait_for("document.querySelectorAll('table.stages tbody tr').length === 3")
        stages = b.eval("[...document.querySelectorAll('table.stages tbody tr')].map(r => r.cells[1].textContent)")
        assert stages == ["input", "canonicalize", "cse"]
        assert b.eval("document.querySelector('table.stages tbody tr:nth-child(2) td:last-child').textContent") \
            == "same results"
        assert b.eval("document.querySelectorAll('#stage-1 pre span.del').length") > 0
        _shot(b, tmp_path, "view-opt-report.png")


# ---- Model Explorer ----------------------------------------------------------------------

def _serve(argv: list[str], timeout: float = 90.0):
    """Start a hlobridge command that serves Model Explorer; (process, URL it printed)."""
    env = dict(os.environ, BROWSER="true", PYTHONUNBUFFERED="1")   # webbrowser.open runs `true`: no window
    proc = subprocess.Popen([sys.executable, "-m", "bridge.cli.main", *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, env=env, start_new_session=True)
    # Raw reads on the fd: a buffered readline may hold the URL line where select cannot see it.
    fd, out, deadline = proc.stdout.fileno(), b"", time.monotonic() + timeout
    while time.monotonic() < deadline:
        if select.select([fd], [], [], 0.5)[0]:
            chunk = os.read(fd, 65536)
            out += chunk
            m = re.search(rb"(http://localhost:\d+/\?data=\S+)", out)
            if m:
                return proc, m.group(1).decode()
            if not chunk and proc.poll() is not None:
                raise AssertionError(f"server exited {proc.returncode}: {out.decode(errors='replace')}")
    _stop(proc)
    raise AssertionError(f"no Model Explorer URL in {timeout} s: {out.decode(errors='replace')}")


def _stop(proc) -> None:
    os.killpg(proc.pid, signal.SIGTERM)   # its own session: the server and nothing else
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def _layers(graph: dict) -> int:
    """Layers Model Explorer should build: every prefix of every namespace holding two or more
    nodes (a namespace around a single op is not drawn as a layer: the op stands alone)."""
    counts: dict[str, int] = {}
    for n in graph["nodes"]:
        parts = n["namespace"].split("/") if n["namespace"] else []
        for i in range(len(parts)):
            key = "/".join(parts[:i + 1])
            counts[key] = counts.get(key, 0) + 1
    return sum(1 for c in counts.values() if c >= 2)


def test_model_explorer_shows_layers_overlays_and_node_attributes(tmp_path):
    pytest.importorskip("model_explorer", reason="Model Explorer (the view extra) is not installed")
    from bridge.view.graph import graph_collection
    src = tmp_path / "model.mlir"
    src.write_text(jax_text())
    collection, b_ = graph_collection(jax_text())
    main = collection["graphs"][0]
    dot = next(n["id"] for n in main["nodes"] if n["label"] == "stablehlo.dot_general")
    errors = tmp_path / "loc.json"
    errors.write_text(json.dumps({"errors": {dot: 0.5, "jit(f)/attention/exp": 2.0}, "culprit": dot}))
    proc, url = _serve(["view", str(src), "--profile", "--errors", str(errors), "--no-browser"])
    try:
        with Browser() as b:
            b.open(url)
            b.wait_for("document.body.innerText.includes('layer count')", 90)
            info = b.wait_for("document.body.innerText.includes('difftest error') && "
                              "document.body.innerText.includes('reference time (us)') && document.body.innerText")
            counts = dict(re.findall(r"(op node count|layer count)\s+(\d+)", info))
            assert int(counts["op node count"]) == len(main["nodes"])
            assert int(counts["layer count"]) == _layers(main)
            # the node-data table lists our ops with the overlay's values
            assert re.search(r"stablehlo\.exponential\s+2(\.0)?\s", info)
            _shot(b, tmp_path, "view-model-explorer-overlays.png")
            b.eval(f"window.postMessage({{cmd: 'model-explorer-select-node-by-node-id', nodeId: '{dot}'}}, '*')")
            side = b.wait_for("document.body.innerText.includes('NODE INFO') && document.body.innerText")
            assert "jit(f)/attention/dot_general" in side and "view_programs.py:" in side
            assert dot in side and "dot_dimension_numbers" in side
            _shot(b, tmp_path, "view-model-explorer-node.png")
    finally:
        _stop(proc)


def test_opt_view_serves_one_graph_per_stage(tmp_path):
    pytest.importorskip("model_explorer", reason="Model Explorer (the view extra) is not installed")
    src = tmp_path / "model.mlir"
    src.write_text(jax_text())
    proc, url = _serve(["opt", str(src), "-p", "canonicalize,cse", "--view"])
    try:
        with Browser() as b:
            b.open(url)
            b.wait_for("document.body.innerText.includes('layer count')", 90)
            # the graph selector's panel lists every collection (one per stage) and its graphs
            b.eval("document.querySelector('mat-select .mat-mdc-select-trigger').click()")
            panel = b.wait_for("document.querySelector('.graph-selector-panel') && "
                               "document.querySelector('.graph-selector-panel').innerText", 30)
            stages = re.findall(r"^(\d\d [a-z-]+)$", panel, re.M)
            assert stages == ["00 input", "01 canonicalize", "02 cse"], panel
            nodes = [int(n) for n in re.findall(r"^\s*(\d+) nodes", panel, re.M)]
            assert nodes[0] > nodes[2], panel   # canonicalize folded something away in main
    finally:
        _stop(proc)
