"""Self-contained HTML reports (bridge/view/html): difftest corpus runs and opt pipelines.

Oracles: the JSON report of the same run (verdicts, histograms, worst elements), a
deterministic mismatch (a plugin backend off by 0.25 at one element), and what cse changes."""
import json
import re
import subprocess
import sys
from html import unescape

import pytest

from bridge.cli.main import main
from bridge.errors import HloBridgeError
from bridge.view.html import render, render_difftest
from bridge.view.html.difftest import reproducer
from view_programs import OP, jax_text


def test_difftest_page_lists_every_module_with_its_verdict_and_families(corpus_run):
    report, html, _ = corpus_run
    rows = re.findall(r'<tr data-family="([^"]*)" data-verdict="([^"]*)" data-id="([^"]*)">', html)
    assert sorted((v, i.rsplit("/", 1)[1]) for _, v, i in rows) == [
        ("match", "add.mlir"), ("match", "multiply.mlir"), ("mismatch", "maximum.mlir")]
    assert rows[0][1] == "mismatch"                                      # worst first
    fams = {m["id"]: " ".join(m["families"]) for m in report["modules"]}
    assert all(f == fams[i] for f, _, i in rows)
    assert '<select id="filter-verdict"' in html and '<option value="mismatch">' in html
    assert "<script>" in html and "http" not in re.sub(r"xmlns=\"http://www.w3.org/2000/svg\"", "", html)


def test_mismatch_section_has_histogram_worst_elements_and_reproducer(corpus_run):
    report, html, _ = corpus_run
    (m,) = [m for m in report["modules"] if m["verdict"] == "mismatch"]
    out = m["comparisons"][0]["outputs"][0]
    bars = {unescape(k): int(v) for k, v in re.findall(r'<rect data-bucket="([^"]+)" data-count="(\d+)"', html)}
    assert {k: v for k, v in bars.items() if v} == out["histogram"] == {"0": 3, "<=1": 1}
    assert f"{out['worst'][0]['got']:.9g}" in html                     # the worst element's value
    cmd = reproducer(report, m["id"])
    assert cmd.startswith(f"hlobridge difftest {m['id']} --backends reference,skewed --baseline reference --seed 0")
    assert cmd in unescape(html)


def test_localization_is_shown_when_the_report_has_one(corpus_run):
    report, _, _ = corpus_run
    report = json.loads(json.dumps(report))
    (m,) = [m for m in report["modules"] if m["verdict"] == "mismatch"]
    m["localization"] = {"culprit": "main:0", "op": "stablehlo.maximum", "source": "g.py:7",
                         "errors": {"main:0": 0.25, "main:1": 0.25}}
    html = render_difftest(report)
    section = html[html.index("<h3>localization</h3>"):]
    assert "main:0" in section and "g.py:7" in section and "stablehlo.maximum" in section
    assert section.count("<tr><td><code>main:") == 2


def test_python_m_bridge_view_html_renders_the_json_report(corpus_run, tmp_path):
    _, html, page = corpus_run
    out = tmp_path / "again.html"
    report_path = page.parent / "r.json"
    r = subprocess.run([sys.executable, "-m", "bridge.view.html", str(report_path), "-o", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert out.read_text() == html
    bad = tmp_path / "bad.json"
    bad.write_text('{"schema": "something/else"}')
    r = subprocess.run([sys.executable, "-m", "bridge.view.html", str(bad)], capture_output=True, text=True)
    assert r.returncode == 2 and "not a hlobridge report" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    with pytest.raises(HloBridgeError, match="not a hlobridge report"):
        render({"schema": "x"})


def test_opt_html_shows_stages_diffs_timings_and_semantics(tmp_path, capsys):
    src = tmp_path / "twice.mlir"
    src.write_text("""func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32> loc("jit(h)/add"("h.py":2:1))
  %1 = stablehlo.add %a, %b : tensor<4xf32> loc("jit(h)/add"("h.py":3:1))
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32> loc("jit(h)/mul"("h.py":4:1))
  return %2 : tensor<4xf32>
}""")
    page, mx = tmp_path / "opt.html", tmp_path / "mx"
    code = main(["opt", str(src), "-p", "cse,canonicalize", "--verify-semantics", "--html", str(page),
                 "--model-explorer-dir", str(mx)])
    assert code == 0
    html = page.read_text()
    rows = re.findall(r'<tr data-stage="(\d+)"><td class="num">\d+</td><td><a href="#stage-\d+">([^<]+)</a>', html)
    assert rows == [("0", "input"), ("1", "cse"), ("2", "canonicalize")]
    cse = html[html.index('id="stage-1"'):html.index('id="stage-2"')]
    assert re.search(r'<span class="del">-\s+%1 = stablehlo.add %arg0, %arg1', cse)
    assert re.search(r'<span class="add">\+\s+%1 = stablehlo.multiply %0, %0', cse)
    assert re.search(r'data-stage="1">(?:(?!</tr>).)*<span class="v-same">same results</span>', html)
    assert "ops by dialect" in html and "<svg" in html
    # one graph per stage; cse's overlay: the second add removed (drawn on the input's graph)
    files = sorted(p.name for p in mx.iterdir())
    assert files == ["00_input.graph.json", "01_cse.graph.json", "01_cse.removed.json", "02_canonicalize.graph.json"]
    removed = json.loads((mx / "01_cse.removed.json").read_text())
    assert list(removed["main"]["results"]) == ["main:1"]
    stage1 = json.loads((mx / "01_cse.graph.json").read_text())
    assert {n["namespace"] for n in stage1["graphs"][0]["nodes"] if n["label"] == "stablehlo.add"} == {"jit(h)/add"}


def test_opt_html_of_a_pass_that_changes_results_names_it_and_its_reproducer(tmp_path):
    import passes
    from jaxlib.mlir import ir
    pats = passes.PatternSet()

    @pats.pattern("stablehlo.multiply", name="mul-to-add")
    def mul_to_add(op, rewriter):
        return ir.Operation.create("stablehlo.add", results=[op.result.type], operands=list(op.operands),
                                   loc=op.location, ip=rewriter.ip)

    passes.register("t-view-wrong-mul", "a broken pass")(lambda op: pats.apply(op))
    try:
        src, page, repro = tmp_path / "m.mlir", tmp_path / "o.html", tmp_path / "repro.mlir"
        src.write_text(OP.replace("OP", "multiply"))
        assert main(["opt", str(src), "-p", "cse,t-view-wrong-mul,canonicalize", "--verify-semantics",
                     "--reproducer", str(repro), "--html", str(page)]) == 1
    finally:
        passes.PASSES.pop("t-view-wrong-mul")
    html = page.read_text()
    verdicts = re.findall(r'<tr data-stage="(\d)">(?:(?!</tr>).)*<td><span class="v-(\w+)">([^<]*)</span></td></tr>', html)
    assert verdicts == [("1", "unchanged", "unchanged IR"), ("2", "changed", "changed results"),
                        ("3", "not", "not run")]
    assert f"hlobridge opt {repro} --verify-semantics" in html and "cpu output 0" in html


def test_opt_html_keeps_the_name_stacks_of_a_jax_program(tmp_path):
    src = tmp_path / "model.mlir"
    src.write_text(jax_text())
    page = tmp_path / "m.html"
    assert main(["opt", str(src), "-p", "canonicalize", "--html", str(page)]) == 0
    assert "jit(f)/attention/dot_general" in page.read_text()


def test_the_xla_pass_and_what_it_did_are_shown(corpus_run):
    """`--localize` on a PJRT culprit names the XLA pass and keeps the culprit's HLO either side
    of it (bridge/diff/xla_passes.py): the page shows the pass and the lines it changed."""
    report, _, _ = corpus_run
    report = json.loads(json.dumps(report))
    (m,) = [m for m in report["modules"] if m["verdict"] == "mismatch"]
    before = "ENTRY %main {\n  %c = s32[2] clamp(%a, %a, %b)\n  ROOT %m = s32[2] maximum(%a, %c)\n}\n"
    after = "ENTRY %main {\n  ROOT %c = s32[2] clamp(%a, %a, %b)\n}\n"
    m["localization"] = {"culprit": "main:3", "summary": "...", "op": {
        "id": "main:3", "name": "stablehlo.maximum", "xla_pass": {
            "backend": "cpu", "pass": "algsimp", "fixes": ["algsimp"], "suspects": ["algsimp", "fusion"],
            "tried": ["algsimp", "fusion"], "hlo_before": before, "hlo_after": after, "after_wrong": True}}}
    html = render_difftest(report)
    section = html[html.index("<h3>localization</h3>"):]
    assert "<code>algsimp</code> on cpu; fixed by disabling: algsimp; tried: algsimp, fusion" in section
    assert '<span class="del">-  ROOT %m = s32[2] maximum(%a, %c)</span>' in section
    assert '<span class="add">+  ROOT %c = s32[2] clamp(%a, %a, %b)</span>' in section
