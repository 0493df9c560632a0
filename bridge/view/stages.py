"""`hlobridge opt --html R.html / --model-explorer-dir DIR / --view`: the pipeline, stage by stage.

The pipeline runs with the IR dumped after every stage (the instrumentation's dump_dir, a
temporary folder unless --dump-dir names one); its probe's records give timings,
statistics and the change flags, --verify-semantics its verdicts. From these:
- a report dict (schema hlobridge.opt-report/1) -> one self-contained HTML file (html/);
- per stage a Model Explorer graph, with overlays of the ops the pass added or rewrote
  (on its graph) and removed (on the previous stage's graph), to compare side by side.
"""
from __future__ import annotations

import difflib
import glob
import os
import re
import shutil
import tempfile
from collections import Counter

SCHEMA = "hlobridge.opt-report/1"
_DIFF_LINES = 4000   # a longer diff is cut (the IR itself is still there in full)


def add_arguments(parser) -> None:
    g = parser.add_argument_group("pictures (bridge.view)")
    g.add_argument("--html", metavar="R.html", help="write one self-contained HTML report of the pipeline")
    g.add_argument("--model-explorer-dir", metavar="DIR",
                   help="write a Model Explorer graph per stage, with overlays of what each pass changed")
    g.add_argument("--view", action="store_true", help="open the stages in Model Explorer (localhost)")


class OptViews:
    """Runs a pipeline like passes.run_pipeline, then writes what the flags ask for."""

    def __init__(self, args):
        self.args = args
        self.runs: list[dict] = []

    @classmethod
    def from_args(cls, args):
        wanted = getattr(args, "html", None) or getattr(args, "model_explorer_dir", None) or getattr(args, "view", False)
        if wanted and getattr(args, "view", False):
            from .server import model_explorer
            model_explorer()   # fail before the work when Model Explorer is missing
        return cls(args) if wanted else None

    def run(self, module, pipeline: str, **instrumentation):
        from passes.pipeline import Pipeline
        tmp = None
        if not instrumentation.get("dump_dir"):
            instrumentation["dump_dir"] = tmp = tempfile.mkdtemp(prefix="hlobridge-opt-")
        instrumentation["debug_info"] = True   # the stage graphs need the locations' name stacks
        pipe = Pipeline(pipeline, **instrumentation)
        error = None
        try:
            return pipe.run(module)
        except Exception as e:
            error = e
            raise
        finally:
            try:
                self.runs.append(report(pipe, instrumentation["dump_dir"], error, self.args.input))
                self.write()
            finally:
                if tmp:
                    shutil.rmtree(tmp, ignore_errors=True)

    def write(self) -> None:
        a = self.args
        if a.html:
            from .html import render_opt
            from bridge.files import write_atomic
            write_atomic(a.html, render_opt(self.runs).encode())
        if a.model_explorer_dir or a.view:
            out = a.model_explorer_dir or tempfile.mkdtemp(prefix="hlobridge-opt-view-")
            models = write_graphs(self.runs[-1], out)
            if a.view:   # blocks until Ctrl+C; the printed module follows
                from .server import serve
                serve(models, open_browser=not getattr(a, "no_browser", False))


def _dialect_counts(text: str) -> dict[str, int]:
    from jaxlib.mlir import ir

    from bridge.context import get_context
    counts: Counter = Counter()
    try:
        module = ir.Module.parse(text, context=get_context())
    except ir.MLIRError:
        return {}

    def visit(op):
        counts[op.name.partition(".")[0]] += 1
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    counts["builtin"] -= 1   # the module itself
    return {k: v for k, v in sorted(counts.items()) if v > 0}


def report(pipe, dump_dir: str, error: Exception | None, source: str | None) -> dict:
    """What a pipeline run did, stage by stage (JSON-able; html/opt_report.py draws it)."""
    from passes.pass_errors import SemanticsError
    files = sorted(glob.glob(os.path.join(dump_dir, "[0-9][0-9]_*.mlir")))
    texts = [open(f).read() for f in files]
    probe = pipe.probe
    records = probe.records if probe is not None else []
    instr = pipe.instrumentation
    failed_semantics = error.report.pass_name if isinstance(error, SemanticsError) and error.report else None
    stages = [{"name": "input", "kind": "", "ran": True, "ir": texts[0] if texts else "",
               "dialects": _dialect_counts(texts[0]) if texts else {}}]
    for k, rec in enumerate(records):
        ran = k + 1 < len(texts)
        st = {"name": rec.name, "kind": rec.kind, "ran": ran, "seconds": rec.seconds if ran else None,
              "changed": rec.changed, "stats": dict(rec.stats)}
        if ran:
            text, prev = texts[k + 1], texts[k]
            st["ir"] = text
            st["dialects"] = _dialect_counts(text)
            st["ops"] = sum(st["dialects"].values())
            diff = list(difflib.unified_diff(prev.splitlines(), text.splitlines(), f"before {rec.name}",
                                             f"after {rec.name}", lineterm=""))
            st["diff"] = "\n".join(diff[:_DIFF_LINES]) + ("\n... (diff cut)" if len(diff) > _DIFF_LINES else "")
        if instr.verify_semantics:
            st["semantics"] = ("changed results" if rec.name == failed_semantics else
                               "not run" if not ran else
                               "same results" if rec.changed else "unchanged IR")
        stages.append(st)
    stages[0]["ops"] = sum(stages[0]["dialects"].values())
    out = {"schema": SCHEMA, "input": source or "", "pipeline": pipe.text, "stages": stages,
           "verify_semantics": instr.verify_semantics,
           "error": "" if error is None else str(error).splitlines()[0] if str(error) else type(error).__name__}
    if failed_semantics:
        out["semantics_problems"] = list(error.report.problems)
        out["reproducer"] = error.report.reproducer or ""
    if probe is not None and probe.semantics is not None:
        out["semantics_notes"] = list(probe.semantics.notes)
    return out


def write_graphs(run: dict, out: str) -> list:
    """Graph JSON per stage + change overlays into `out`; the server.Model list to show them."""
    from .graph import graph_collection
    from .overlays import changed_overlays, dumps
    from .server import Model
    os.makedirs(out, exist_ok=True)
    models, prev_graphs = [], None
    stages = [s for s in run["stages"] if s.get("ran") and s.get("ir")]
    for k, st in enumerate(stages):
        label = f"{k:02d} {st['name']}"
        stem = os.path.join(out, f"{k:02d}_{_safe(st['name'])}")
        collection, _ = graph_collection(st["ir"], label=label)
        with open(stem + ".graph.json", "w") as f:
            f.write(dumps(collection))
        models.append(Model(os.path.abspath(stem + ".graph.json"), adapter=False, label=label))
        if prev_graphs is not None:
            removed, added, _ = changed_overlays(prev_graphs, collection["graphs"], st["name"])
            if added:
                path = os.path.abspath(stem + ".changed.json")
                with open(path, "w") as f:
                    f.write(dumps(added))
                models[-1].node_data += (path,)
            if removed:
                path = os.path.abspath(stem + ".removed.json")
                with open(path, "w") as f:
                    f.write(dumps(removed))
                models[-2].node_data += (path,)
        prev_graphs = collection["graphs"]
    return models


def _safe(name: str) -> str:
    return re.sub(r"[^\w.\-]+", "_", name).strip("_")[:80] or "stage"
