"""`hlobridge opt --html`: the pipeline as a list of stages (schema hlobridge.opt-report/1,
built by bridge/view/stages.py): timings, statistics, op counts by dialect, the
--verify-semantics verdicts, and per stage the diff to the previous stage and the IR."""
from __future__ import annotations

from . import svg
from .page import diff_block, esc, kv_table, num, page, verdict


def _dialects(d: dict) -> str:
    return '<span class="chips">' + "".join(f"<span>{esc(k)} {v}</span>" for k, v in d.items()) + "</span>"


def _stage_rows(stages: list[dict], semantics: bool) -> str:
    rows = []
    for k, st in enumerate(stages):
        ms = "" if st.get("seconds") is None else num(st["seconds"] * 1e3, 3)
        changed = {True: "yes", False: "no", None: "-"}[st.get("changed")] if k else ""
        if not st.get("ran"):
            changed = "not run"
        sem = verdict(st.get("semantics", "")) if semantics and k else ""
        stats = "; ".join(f"{esc(a)}: {esc(b)}" for a, b in sorted(st.get("stats", {}).items()))
        rows.append(f'<tr data-stage="{k}"><td class="num">{k}</td><td><a href="#stage-{k}">{esc(st["name"])}</a></td>'
                    f'<td>{esc(st.get("kind", ""))}</td><td class="num" data-v="{ms}">{ms}</td><td>{changed}</td>'
                    f'<td class="num">{st.get("ops", "")}</td><td>{_dialects(st.get("dialects", {}))}</td>'
                    f"<td>{stats}</td>" + (f"<td>{sem}</td>" if semantics else "") + "</tr>")
    head = "".join(f"<th{' class=num' if c in ('#', 'ms', 'ops') else ''}>{c}</th>"
                   for c in ("#", "stage", "kind", "ms", "changed", "ops", "ops by dialect", "statistics")
                   + (("semantics",) if semantics else ()))
    return f'<table class="sortable stages"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def _stage_detail(k: int, st: dict) -> str:
    title = f"{k}. {st['name']}" + (f" [{st['kind']}]" if st.get("kind") else "")
    body = []
    if not st.get("ran"):
        body.append('<p class="muted">not run (an earlier stage failed)</p>')
    else:
        if k and st.get("diff"):
            body.append(f"<details open><summary>diff to stage {k - 1}</summary>{diff_block(st['diff'])}</details>")
        elif k:
            body.append('<p class="muted">the IR did not change</p>')
        body.append(f"<details><summary>IR after {esc(st['name'])} ({st.get('ops', '?')} ops)</summary>"
                    f"<pre>{esc(st.get('ir', ''))}</pre></details>")
    return f'<section id="stage-{k}" class="stage"><h2>{esc(title)}</h2>{"".join(body)}</section>'


def render_run(run: dict) -> str:
    stages = run["stages"]
    semantics = bool(run.get("verify_semantics"))
    info = [("input", f"<code>{esc(run.get('input', ''))}</code>"),
            ("pipeline", f"<code>{esc(run.get('pipeline', ''))}</code>"),
            ("stages", str(len(stages) - 1)),
            ("total time", f"{num(sum(s.get('seconds') or 0 for s in stages) * 1e3, 4)} ms")]
    if run.get("error"):
        info.append(("error", f'<span class="err">{esc(run["error"])}</span>'))
    if run.get("semantics_problems"):
        info.append(("changed results", "<br>".join(esc(p) for p in run["semantics_problems"])))
    if run.get("reproducer"):
        info.append(("reproducer", f"<code>hlobridge opt {esc(run['reproducer'])} --verify-semantics</code>"))
    for note in run.get("semantics_notes", []):
        info.append(("note", esc(note)))
    timed = [(f"{k}. {s['name']}", s["seconds"] * 1e3) for k, s in enumerate(stages) if k and s.get("seconds") is not None]
    counts = [(f"{k}. {s['name']}", s.get("dialects", {})) for k, s in enumerate(stages) if s.get("ran")]
    return (f'<section><h2>Pipeline</h2>{kv_table(info)}</section>'
            f'<section><h2>Stages</h2>{_stage_rows(stages, semantics)}</section>'
            f'<section><h2>Time per stage</h2>{svg.hbars(timed, "ms")}</section>'
            f'<section><h2>Ops by dialect after each stage</h2>{svg.stacked(counts)}</section>'
            + "".join(_stage_detail(k, st) for k, st in enumerate(stages)))


def render_opt(runs: list[dict]) -> str:
    """The HTML page for one or more pipeline runs (one per --split-input-file part)."""
    if isinstance(runs, dict):
        runs = [runs]
    first = runs[0] if runs else {"input": "", "pipeline": ""}
    sub = f"{esc(first.get('input', ''))} &mdash; <code>{esc(first.get('pipeline', ''))}</code>"
    body = "".join((f"<h2>part {i}</h2>" if len(runs) > 1 else "") + render_run(r) for i, r in enumerate(runs))
    return page("hlobridge opt", sub, body)
