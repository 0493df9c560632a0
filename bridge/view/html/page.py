"""The frame every hlobridge HTML report shares: one file, inline CSS and JS, no network.

Tables marked `class="sortable"` sort by a click on a header (numbers numerically, using a
cell's data-v when given); `data-filter` selects and inputs filter the rows of the table
named by their `data-table`, each row carrying the filtered value in a data attribute.
"""
from __future__ import annotations

import html

CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:14px 24px}header h1{margin:0;font-size:20px}
header .sub{color:#b8c0d0;font-size:13px;margin-top:4px;word-break:break-all}
main{padding:16px 24px;max-width:1400px}
section{background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:12px 16px;margin:0 0 16px}
h2{font-size:16px;margin:0 0 10px}h3{font-size:14px;margin:14px 0 6px}
table{border-collapse:collapse;font-size:13px;width:100%}
th,td{border-bottom:1px solid #e6e9ef;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f0f2f6;position:sticky;top:0}table.sortable th{cursor:pointer;user-select:none}
th.asc::after{content:" \\25B2"}th.desc::after{content:" \\25BC"}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.v-match,.v-same{color:#1a7f37;font-weight:600}.v-mismatch,.v-changed{color:#cf222e;font-weight:700}
.v-crash,.v-timeout,.v-error{color:#9a3412;font-weight:700}.v-unsupported,.v-unchanged,.v-not{color:#6e7781}
pre{background:#f6f8fa;border:1px solid #e1e4e8;border-radius:4px;padding:8px;overflow:auto;max-height:520px;
font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;margin:6px 0}
pre .add{background:#e6ffec;display:block}pre .del{background:#ffebe9;display:block}pre .hunk{color:#8250df;display:block}
details{margin:6px 0}summary{cursor:pointer;font-weight:600}
.controls{display:flex;gap:10px;flex-wrap:wrap;margin:0 0 8px}.controls label{font-size:13px}
.chips span{display:inline-block;background:#eef1f5;border-radius:10px;padding:1px 8px;margin:1px 3px 1px 0;font-size:12px}
.kv td:first-child{color:#57606a;white-space:nowrap;width:1%}code{font:12px ui-monospace,monospace}
.muted{color:#6e7781}.err{color:#cf222e}
"""

JS = """
function cellValue(td){const v=td.dataset.v!==undefined?td.dataset.v:td.textContent.trim();
  const n=parseFloat(v);return isNaN(n)||!/^[-+0-9.eE]/.test(v)?v.toLowerCase():n;}
document.querySelectorAll('table.sortable').forEach(t=>{t.querySelectorAll('th').forEach((th,i)=>{
  th.addEventListener('click',()=>{const asc=!th.classList.contains('asc');
    t.querySelectorAll('th').forEach(h=>h.classList.remove('asc','desc'));th.classList.add(asc?'asc':'desc');
    const body=t.tBodies[0];const rows=[...body.rows];
    rows.sort((a,b)=>{const x=cellValue(a.cells[i]),y=cellValue(b.cells[i]);
      if(typeof x===typeof y)return (x<y?-1:x>y?1:0)*(asc?1:-1);return (typeof x==='number'?-1:1)*(asc?1:-1);});
    rows.forEach(r=>body.appendChild(r));});});});
function applyFilters(table){const t=document.getElementById(table);if(!t)return;
  const fs=[...document.querySelectorAll('[data-table="'+table+'"]')];let shown=0;
  [...t.tBodies[0].rows].forEach(r=>{const ok=fs.every(f=>{const want=f.value.trim().toLowerCase();if(!want)return true;
    const have=(r.dataset[f.dataset.filter]||'').toLowerCase();
    return f.tagName==='SELECT'?have.split(' ').includes(want):have.includes(want);});
    r.style.display=ok?'':'none';if(ok)shown++;});
  const c=document.getElementById(table+'-count');if(c)c.textContent=shown;}
document.querySelectorAll('[data-filter]').forEach(f=>{f.addEventListener('input',()=>applyFilters(f.dataset.table));
  f.addEventListener('change',()=>applyFilters(f.dataset.table));});
"""


def esc(x) -> str:
    return html.escape(str(x), quote=True)


def num(x, digits: int = 4) -> str:
    """A number for a table cell: ints as they are, floats to `digits` significant digits."""
    if x is None or x == "":
        return ""
    if isinstance(x, bool) or isinstance(x, int):
        return str(x)
    if isinstance(x, str):
        return x
    return f"{x:.{digits}g}"


def verdict(v: str) -> str:
    return f'<span class="v-{esc(str(v).split()[0])}">{esc(v)}</span>'


def kv_table(rows: list[tuple[str, str]]) -> str:
    """Two columns, the values already HTML."""
    return '<table class="kv">' + "".join(f"<tr><td>{esc(k)}</td><td>{v}</td></tr>" for k, v in rows) + "</table>"


def diff_block(diff: str) -> str:
    """A unified diff, added and removed lines coloured."""
    out = []
    for line in diff.splitlines():
        cls = ("add" if line.startswith("+") and not line.startswith("+++") else
               "del" if line.startswith("-") and not line.startswith("---") else
               "hunk" if line.startswith("@@") else "")
        out.append(f'<span class="{cls}">{esc(line)}</span>' if cls else esc(line) + "\n")
    return "<pre>" + "".join(out) + "</pre>"


def page(title: str, subtitle: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">'
            f"<title>{esc(title)}</title><style>{CSS}</style></head><body>"
            f"<header><h1>{esc(title)}</h1><div class=\"sub\">{subtitle}</div></header>"
            f"<main>{body}</main><script>{JS}</script></body></html>\n")
