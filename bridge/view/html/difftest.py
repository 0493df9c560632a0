"""`hlobridge difftest --html`: a corpus run from its JSON report (schema hlobridge.difftest/1,
docs/difftest.md): the verdict table (sortable, filterable by family and verdict), and for
each module that did not match the worst elements, the error histogram, the localization
(when the report has one) and the command that reproduces it."""
from __future__ import annotations

from bridge.diff.output import reproducer

from . import svg
from .page import diff_block, esc, kv_table, num, page, verdict

_ORDER = ("mismatch", "crash", "timeout", "error", "unsupported", "match")
def _anchor(i: int) -> str:
    return f"m{i}"


def _module_table(modules: list[dict]) -> str:
    rows = []
    for i, m in enumerate(modules):
        fams = m.get("families") or []
        worst = max((o.get("max_abs_error") or 0 for c in m.get("comparisons", []) for o in c["outputs"]
                     if isinstance(o.get("max_abs_error"), (int, float))), default="")
        name = f'<a href="#{_anchor(i)}">{esc(m["id"])}</a>' if m["verdict"] != "match" else esc(m["id"])
        rows.append(f'<tr data-family="{esc(" ".join(fams))}" data-verdict="{esc(m["verdict"])}" data-id="{esc(m["id"])}">'
                    f"<td>{name}</td><td data-v=\"{_ORDER.index(m['verdict']) if m['verdict'] in _ORDER else 9}\">"
                    f"{verdict(m['verdict'])}</td><td>{esc(', '.join(fams))}</td><td class=\"num\">{len(m.get('ops', []))}</td>"
                    f"<td class=\"num\" data-v=\"{worst}\">{num(worst)}</td><td class=\"num\">{num(m.get('seconds'), 3)}</td>"
                    f"<td>{esc(m.get('reason', ''))}</td></tr>")
    head = "".join(f"<th{' class=num' if c in ('ops', 'max abs error', 's') else ''}>{c}</th>"
                   for c in ("module", "verdict", "families", "ops", "max abs error", "s", "reason"))
    return (f'<table id="modules" class="sortable modules"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def _controls(report: dict, modules: list[dict]) -> str:
    fams = sorted({f for m in modules for f in m.get("families") or []})
    verdicts = [v for v in _ORDER if any(m["verdict"] == v for m in modules)]
    opt = lambda vals: '<option value="">all</option>' + "".join(f'<option value="{esc(v)}">{esc(v)}</option>'
                                                                   for v in vals)
    return ('<div class="controls">'
            f'<label>family <select id="filter-family" data-table="modules" data-filter="family">{opt(fams)}</select></label>'
            f'<label>verdict <select id="filter-verdict" data-table="modules" data-filter="verdict">{opt(verdicts)}</select></label>'
            '<label>module <input id="filter-id" data-table="modules" data-filter="id" placeholder="text"></label>'
            f'<span class="muted"><span id="modules-count">{len(modules)}</span> shown</span></div>')


def _worst_table(o: dict) -> str:
    rows = "".join(f"<tr><td>{esc(w['index'])}</td><td class=\"num\">{num(w['expected'], 9)}</td>"
                   f"<td class=\"num\">{num(w['got'], 9)}</td><td class=\"num\">{num(w.get('abs_error'))}</td>"
                   f"<td class=\"num\">{num(w.get('rel_error'))}</td><td class=\"num\">{num(w.get('ulp'))}</td></tr>"
                   for w in o.get("worst", []))
    return ('<table class="worst"><thead><tr><th>index</th><th class="num">expected</th><th class="num">got</th>'
            '<th class="num">abs</th><th class="num">rel</th><th class="num">ulp</th></tr></thead>'
            f"<tbody>{rows}</tbody></table>")


def _localization(loc: dict) -> str:
    """Whatever `difftest --localize` recorded: the culprit op, its source line, per-op errors."""
    rows = []
    culprit = loc.get("culprit")
    if isinstance(culprit, dict):
        rows += [(f"culprit {k}", f"<code>{esc(v)}</code>") for k, v in culprit.items()]
    elif culprit is not None:
        rows.append(("culprit", f"<code>{esc(culprit)}</code>"))
    rows += [(k, f"<code>{esc(v)}</code>") for k, v in loc.items()
             if k not in ("culprit", "errors") and not isinstance(v, (dict, list))]
    op = loc.get("op")
    group = (op.get("cone") if isinstance(op, dict) else None) or []
    if group:   # (ops compiled wrongly only together with the culprit: localize_cone.py)
        rows.append(("compiled wrongly with", "<br>".join(
            f"<code>{esc(m.get('name', ''))}</code> {esc(m.get('source') or m.get('id', ''))}" for m in group)))
    found = (op.get("xla_pass") if isinstance(op, dict) else None) or loc.get("xla_pass")
    if isinstance(found, dict):   # (bridge/diff/xla_passes.py)
        rows.append(("XLA pass", (f"<code>{esc(found['pass'])}</code>" if found.get("pass") else "none alone")
                     + f" on {esc(found.get('backend', ''))}; fixed by disabling: "
                     + esc(", ".join(found.get("fixes") or []) or "none")
                     + f"; tried: {esc(', '.join(found.get('tried') or []))}"))
    out = kv_table(rows)
    if isinstance(found, dict) and found.get("hlo_before") and found.get("hlo_after"):
        import difflib
        diff = "".join(difflib.unified_diff(found["hlo_before"].splitlines(True), found["hlo_after"].splitlines(True),
                                            f"before {found['pass']}", f"after {found['pass']}"))
        out += f"<h3>XLA's HLO of the culprit, before and after <code>{esc(found['pass'])}</code></h3>"
        out += diff_block(diff)
    errors = loc.get("errors")
    if isinstance(errors, dict) and errors:
        top = sorted(errors.items(), key=lambda kv: -_float(kv[1]))[:12]
        out += ('<h3>largest per-op errors</h3><table class="op-errors"><thead><tr><th>op</th>'
                '<th class="num">error</th></tr></thead><tbody>'
                + "".join(f"<tr><td><code>{esc(k)}</code></td><td class=\"num\">{num(v)}</td></tr>" for k, v in top)
                + "</tbody></table>")
    return out


def _float(x) -> float:
    try:
        return float(x)
    except (TypeError, ValueError):
        return float("inf")


def _detail(i: int, m: dict, report: dict) -> str:
    parts = [f'<section id="{_anchor(i)}" class="module-detail" data-verdict="{esc(m["verdict"])}">'
             f'<h2>{esc(m["id"])} &mdash; {verdict(m["verdict"])}</h2>',
             kv_table([("reason", esc(m.get("reason", ""))),
                       ("families", esc(", ".join(m.get("families") or []))),
                       ("reproduce", f'<code class="repro">{esc(reproducer(report, m["id"]))}</code>')])]
    for group, label in ((m.get("comparisons", []), "vs " + str(report.get("baseline", ""))), (m.get("checks", []), "check")):
        for c in group:
            for o in c["outputs"]:
                if o.get("verdict") != "mismatch":
                    continue
                parts.append(f"<h3>{esc(c['backend'])} {esc(label)}, output {o['index']} "
                             f"{esc(o.get('dtype', ''))}{esc(o.get('shape', ''))}: {o['mismatches']}/{o['elements']} "
                             f"elements differ (max abs {num(o.get('max_abs_error'))}, max ulp {num(o.get('max_ulp'))})</h3>")
                parts.append(svg.histogram(o.get("histogram", {})) + _worst_table(o))
    if m.get("localization"):
        parts.append(f"<h3>localization</h3>{_localization(m['localization'])}")
    for name, r in m.get("backends", {}).items():
        if r.get("status") not in ("ok", None) and r.get("error"):
            parts.append(f"<h3>{esc(name)}: {esc(r['status'])}</h3><pre>{esc(r['error'])}</pre>")
    return "".join(parts) + "</section>"


def render_difftest(report: dict) -> str:
    modules = sorted(report.get("modules", []), key=lambda m: (_ORDER.index(m["verdict"]) if m["verdict"] in _ORDER
                                                               else 9, m["id"]))
    s = report.get("summary", {})
    counts = " ".join(f'<span>{verdict(v)} {s.get(v, 0)}</span>' for v in _ORDER if s.get(v))
    summary = kv_table([("modules", str(s.get("modules", len(modules)))), ("verdicts", f'<span class="chips">{counts}</span>'),
                        ("backends", esc(", ".join(report.get("backends", [])))), ("baseline", esc(report.get("baseline", ""))),
                        ("seed", esc(report.get("seed", ""))), ("time", f"{num(s.get('seconds'), 3)} s")])
    fams = report.get("families", {})
    fam_rows = "".join(f"<tr><td>{esc(f)}</td>" + "".join(f'<td class="num">{c.get(v, 0)}</td>' for v in ("modules",) + _ORDER)
                       + "</tr>" for f, c in sorted(fams.items()))
    fam_head = "".join(f'<th class="num">{v}</th>' for v in ("modules",) + _ORDER)
    reductions = "".join(f"<li><code>{esc(r.get('id'))}</code>: {esc(r.get('path') or r.get('error', ''))}"
                         f"{' (' + str(r['ops_before']) + ' -> ' + str(r['ops_after']) + ' ops)' if 'ops_after' in r else ''}</li>"
                         for r in report.get("reductions", []))
    body = (f"<section><h2>Summary</h2>{summary}</section>"
            f"<section><h2>Modules</h2>{_controls(report, modules)}{_module_table(modules)}</section>"
            f'<section><h2>Families</h2><table class="sortable families"><thead><tr><th>family</th>{fam_head}</tr></thead>'
            f"<tbody>{fam_rows}</tbody></table></section>"
            + (f"<section><h2>Reduced modules</h2><ul>{reductions}</ul></section>" if reductions else "")
            + "".join(_detail(i, m, report) for i, m in enumerate(modules) if m["verdict"] != "match"))
    sub = f"{esc(report.get('tool', 'hlobridge difftest'))} &mdash; {esc(report.get('schema', ''))}"
    return page("hlobridge difftest", sub, body)
