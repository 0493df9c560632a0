"""`hlobridge difftest --model-explorer-dir DIR`: a graph for each module that did not match,
with the per-op error overlay of its localization when the report has one
(`"localization": {"errors": {node id: error}, "culprit": node id}`, see overlays.py)."""
from __future__ import annotations

import os
import pathlib
import re
import warnings

from bridge.errors import HloBridgeError, HloBridgeWarning


def add_arguments(group) -> None:
    group.add_argument("--html", metavar="R.html",
                       help="write one self-contained HTML report (bridge.view; '-' = stdout)")
    group.add_argument("--model-explorer-dir", metavar="DIR",
                       help="write a Model Explorer graph (+ per-op error overlay when localized) per mismatch")


def write_pictures(args, report: dict) -> None:
    """--html and --model-explorer-dir of `hlobridge difftest`, from its JSON report."""
    if args.html:
        from bridge.files import write_text

        from .html import render_difftest
        write_text(args.html, render_difftest(report))   # ("-": standard output)
    if args.model_explorer_dir:
        write_mismatch_graphs(report, args.model_explorer_dir)


def write_mismatch_graphs(report: dict, out: str) -> list[str]:
    """Files written: <module>.graph.json (+ <module>.errors.json) per non-matching module
    whose id is a readable file."""
    from bridge.files import read_bytes

    from .graph import graph_collection
    from .overlays import dumps
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
            overlay = localization_overlay(collection["graphs"], builder, pathlib.Path(m["id"]), m, report)
            with open(stem + ".errors.json", "w") as f:
                f.write(dumps(overlay))
            written.append(stem + ".errors.json")
    return written


def localization_overlay(graphs: list[dict], builder, program, module: dict, report: dict) -> dict:
    """The error overlay of a report's module `"localization"` on the graphs of `program` as
    read. Its ids name ops of the module difftest ran (refined to the sizes it ran at,
    legalized to StableHLO), rebuilt here and matched to the drawn ops by their locations
    (overlays.map_ids). What cannot be placed is named in one warning, never an error:
    the mismatch is the news, the picture a help."""
    from .overlays import as_number, error_overlay, map_ids
    loc = module["localization"]
    ran = _ran_ops(program, module, report)
    ids = map_ids(ran, builder.info) if ran is not None else {}

    def moved(k):
        return ids.get(k, k if ran is None or k not in ran else f"<{k} not in the program as read>")
    errors = {}
    for k, v in loc["errors"].items():   # two ran ops made from one drawn op: the larger error
        errors[moved(k)] = max(v, errors.get(moved(k), v), key=as_number)
    culprit = moved(loc["culprit"]) if loc.get("culprit") is not None else None
    op = loc.get("op")
    group = [moved(m["id"]) for m in (op.get("cone") or [] if isinstance(op, dict) else [])]
    unplaced: list = []
    overlay = error_overlay(graphs, builder.info, errors, culprit, unplaced=unplaced, group=group)
    lost = [k for k in loc["errors"] if moved(k) in unplaced]
    if unplaced:
        warnings.warn(HloBridgeWarning(
            f"{module.get('id', 'module')}: {len(lost)} of {len(loc['errors'])} per-op errors not placed on "
            f"the program's graph (ops of the module difftest ran without a counterpart in the program as "
            f"read: {', '.join(lost[:5])}{' ...' if len(lost) > 5 else ''})"))
    return overlay


def _ran_ops(program, module: dict, report: dict) -> dict | None:
    """{id: (op name, Loc)} of the module difftest ran on `program` (at the sizes its
    report's inputs had, the platform it picked), or None when it cannot be rebuilt."""
    import numpy as np

    from bridge.diff.backends import PJRT
    from bridge.diff.localize import node_ids
    from bridge.diff.prepare import prepare

    from .locations import parse
    shapes = [_shape(i.get("type", "")) for i in module.get("inputs") or []]
    inputs = [np.broadcast_to(np.float32(0), s) for s in shapes] if shapes and None not in shapes else None
    platform = next((b for b in report.get("backends", []) if b in PJRT), "reference")
    try:   # only ids matter: elided constants' values do not
        prepared = prepare(program, inputs=inputs, elided_constants="zeros", platform=platform)
    except HloBridgeError:
        return None
    return {nid: (op.name, parse(str(op.location))) for op, nid in node_ids(prepared.module).items()}


def _shape(text: str) -> tuple | None:
    """'f32[5,8]' -> (5, 8); None for what is not an array type."""
    m = re.fullmatch(r"\w+\[([\d,]*)\]", text.replace(" ", ""))
    return tuple(int(d) for d in m.group(1).split(",") if d) if m else None
