"""Self-contained HTML reports (one file: inline CSS, JS and SVG; nothing fetched).

    render(report) -> str   a difftest JSON report (hlobridge.difftest/1) or an opt report
                            (hlobridge.opt-report/1, or a list of them) as a page
    python -m bridge.view.html report.json -o report.html
"""
from __future__ import annotations

from bridge.errors import HloBridgeError

from .difftest import render_difftest
from .opt_report import render_opt


def render(report) -> str:
    if isinstance(report, list) or (isinstance(report, dict) and str(report.get("schema", "")).startswith("hlobridge.opt-report")):
        return render_opt(report)
    if isinstance(report, dict) and str(report.get("schema", "")).startswith("hlobridge.difftest"):
        return render_difftest(report)
    schema = report.get("schema") if isinstance(report, dict) else type(report).__name__
    raise HloBridgeError(f"not a hlobridge report (schema {schema!r}; expected hlobridge.difftest/1 "
                         f"or hlobridge.opt-report/1)")


__all__ = ["render", "render_difftest", "render_opt"]
