"""`hlobridge difftest --model-explorer-dir DIR`: a graph for each module that did not match,
with the per-op error overlay of its localization when the report has one
(`"localization": {"errors": {node id: error}, "culprit": node id}`, see overlays.py)."""
from __future__ import annotations

import os
import re

from bridge.errors import HloBridgeError


def add_arguments(group) -> None:
    group.add_argument("--html", metavar="R.html", help="write one self-contained HTML report (bridge.view)")
    group.add_argument("--model-explorer-dir", metavar="DIR",
                       help="write a Model Explorer graph (+ per-op error overlay when localized) per mismatch")


def write_pictures(args, report: dict) -> None:
    """--html and --model-explorer-dir of `hlobridge difftest`, from its JSON report."""
    if args.html:
        from bridge.files import write_atomic

        from .html import render_difftest
        write_atomic(args.html, render_difftest(report).encode())
    if args.model_explorer_dir:
        write_mismatch_graphs(report, args.model_explorer_dir)


def write_mismatch_graphs(report: dict, out: str) -> list[str]:
    """Files written: <module>.graph.json (+ <module>.errors.json) per non-matching module
    whose id is a readable file."""
    from bridge.files import read_bytes

    from .graph import graph_collection
    from .overlays import dumps, error_overlay
    os.makedirs(out, exist_ok=True)
    written = []
    for m in report.get("modules", []):
        if m.get("verdict") == "match" or not os.path.isfile(m.get("id", "")):
            continue
        stem = os.path.join(out, re.sub(r"[^\w.-]+", "_", os.path.basename(m["id"])))
        try:
            collection, builder = graph_collection(read_bytes(m["id"]), label=os.path.basename(m["id"]))
        except HloBridgeError:
            continue   # the report already says why this module could not be read
        with open(stem + ".graph.json", "w") as f:
            f.write(dumps(collection))
        written.append(stem + ".graph.json")
        loc = m.get("localization") or {}
        if isinstance(loc.get("errors"), dict) and loc["errors"]:
            overlay = error_overlay(collection["graphs"], builder.info, loc["errors"], loc.get("culprit"))
            with open(stem + ".errors.json", "w") as f:
                f.write(dumps(overlay))
            written.append(stem + ".errors.json")
    return written
