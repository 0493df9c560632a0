"""Node-data overlays for Model Explorer (the JSON of `model_explorer.node_data_builder`).

A file maps graph id -> {"name", "results": {node id: {"value", "bgColor"?}}, "gradient"}
and loads by hand in Model Explorer ("Add per-node data"), or with `hlobridge view
--node-data FILE`. Values keyed by a canonical node id ("main:12", see graph.py) also
colour the copies of that op drawn inside callers ("main:3/helper:12").

Inputs are plain dicts, so any tool can produce them:
- errors:  {node id or name stack: error}, plus the culprit's id (`difftest --localize`)
- changes: two modules, before and after a pass (`hlobridge opt --model-explorer-dir`)
- times:   {node id: seconds} (profile.py times the numpy reference per op)

difftest's ids name ops of the module it ran, which for a jax.export with symbolic shapes
(refined, inlined) or HLO (legalized to StableHLO) is not the program drawn: map_ids ties
them to the drawn ops through their locations (difftest_views.localization_overlay).
"""
from __future__ import annotations

import json
import math
from collections import Counter

from bridge.errors import HloBridgeError

# white -> yellow -> red: small errors pale, the largest red.
ERROR_GRADIENT = [{"stop": 0, "bgColor": "#fff7e6"}, {"stop": 0.5, "bgColor": "#fdae61"},
                  {"stop": 1, "bgColor": "#d7191c"}]
TIME_GRADIENT = [{"stop": 0, "bgColor": "#f7fbff"}, {"stop": 1, "bgColor": "#08519c"}]
CULPRIT_COLOR = "#7b00d4"
GROUP_COLOR = "#c9a3f0"   # the ops a compiler gets wrong together with the culprit (localize_cone.py)
CHANGED_COLOR, REMOVED_COLOR = "#2ca25f", "#de2d26"


def _copies(graphs: list[dict]) -> dict[str, list[tuple[str, str]]]:
    """canonical id -> [(graph id, node id)] for every node drawn for it."""
    out: dict[str, list] = {}
    for g in graphs:
        for n in g["nodes"]:
            nid = n["id"]
            out.setdefault(nid.rsplit("/", 1)[-1], []).append((g["id"], nid))
    return out


def _resolve(keys, graphs: list[dict], info: dict, unplaced: list | None = None) -> tuple[dict, dict]:
    """Each key (a node id, or a name stack naming exactly one op) -> its canonical node id.
    A key naming no op is an error, or, given `unplaced`, listed there and left out."""
    copies = _copies(graphs)
    by_name: dict[str, list[str]] = {}
    for nid, (_, loc) in info.items():
        if loc.name:
            by_name.setdefault(loc.name, []).append(nid)
    out = {}
    for key in keys:
        k = str(key)
        if k in copies:
            out[key] = k
        elif len(by_name.get(k, ())) == 1:
            out[key] = by_name[k][0]
        elif unplaced is not None:
            unplaced.append(k)
        else:
            some = ", ".join(list(copies)[:3])
            why = "names several ops" if k in by_name else "is neither a node id nor an op's name stack"
            raise HloBridgeError(f"overlay key {k!r} {why} (node ids look like {some})")
    return out, copies


def _where(op_name: str, loc) -> tuple:
    """What ties an op of the module difftest ran to the op of the program as read it came
    from: the op (dialect aside: HLO reads as xla.*, runs as stablehlo.*), name stack, HLO
    instruction name and line:col (not the file: MLIR text parsed from a string says "-")."""
    return (op_name.rpartition(".")[2], loc.name, loc.label,
            tuple(loc.source.rsplit(":", 2)[1:]) if loc.source else ())


def map_ids(ran: dict, drawn: dict) -> dict[str, str]:
    """{id in the module difftest ran: canonical id in the graph drawn}, both {id: (op name,
    Loc)} in pre-order. difftest runs a refined, inlined (jax.export with symbolic shapes) or
    legalized (HLO) module, whose ids are not the drawn program's. Ops are matched by
    _where, in order where both have as many; then, for the rest, by place alone (HLO's
    `mul` runs as `multiply`); then, where the drawn program has a single op at a place,
    every op made from it maps to it. Ops without a location, and the rest, stay out."""
    if {k: v[0] for k, v in ran.items()} == {k: v[0] for k, v in drawn.items()}:
        return {k: k for k in ran}   # the same module

    def place(name, loc):
        return _where(name, loc)[1:]

    def groups(ops, key, skip=()):
        out: dict[tuple, list] = {}
        for nid, (name, loc) in ops.items():
            if nid not in skip and (loc.name or loc.label or loc.source):
                out.setdefault(key(name, loc), []).append(nid)
        return out
    out: dict[str, str] = {}
    taken: set[str] = set()
    for key in (_where, place):
        there = groups(drawn, key, taken)
        for k, ids in groups(ran, key, out).items():
            if len(there.get(k, ())) == len(ids):
                out.update(zip(ids, there[k]))
                taken.update(there[k])
    alone = {k: ids[0] for k, ids in groups(drawn, place).items() if len(ids) == 1}
    for k, ids in groups(ran, place, out).items():
        if k in alone:
            out.update((i, alone[k]) for i in ids)
    return out


def as_number(x) -> float:
    """An overlay value as a float ("inf" and "nan" as JSON-less reports spell them; else NaN)."""
    try:
        v = float(x)
    except (TypeError, ValueError):
        v = {"inf": math.inf, "-inf": -math.inf, "nan": math.nan}.get(str(x), math.nan)
    return v


def node_data(name: str, graphs: list[dict], info: dict, values: dict, gradient: list,
              colors: dict | None = None, unplaced: list | None = None) -> dict:
    """ModelNodeData JSON: `values` {key: number} spread to every drawn copy of each op;
    `colors` {key: CSS colour} overrides the gradient. Two keys naming one op: the larger value.
    Keys naming no op: an error, or, given `unplaced`, listed there and left out."""
    resolved, copies = _resolve([*values, *(colors or {})], graphs, info, unplaced)
    per_op: dict[str, dict] = {}
    for key, value in values.items():
        v = as_number(value)
        v = v if math.isfinite(v) else (-1e308 if v < 0 else 1e308)   # JSON has no inf/nan
        cid = resolved.get(key)
        if cid is None:
            continue
        if cid not in per_op or v > per_op[cid]["value"]:
            per_op[cid] = {"value": v}
    for key, color in (colors or {}).items():
        if key in resolved:
            per_op.setdefault(resolved[key], {"value": 0})["bgColor"] = color
    out = {g["id"]: {"name": name, "results": {}, "gradient": gradient} for g in graphs}
    for cid, result in per_op.items():
        for gid, nid in copies[cid]:
            out[gid]["results"][nid] = result
    return {g: d for g, d in out.items() if d["results"]}


def error_overlay(graphs: list[dict], info: dict, errors: dict, culprit=None,
                  name: str = "difftest error", unplaced: list | None = None, group=()) -> dict:
    """Per-op error coloured pale to red; the culprit (where the error starts) in purple, and
    `group`, the ops it is compiled wrongly together with, in pale purple."""
    if culprit is not None and culprit not in errors:   # drawn as bad as the worst
        errors = {**errors, culprit: max([as_number(v) for v in errors.values()] or [1.0])}
    colors = {k: GROUP_COLOR for k in group}
    if culprit is not None:
        colors[culprit] = CULPRIT_COLOR
    return node_data(name, graphs, info, errors, ERROR_GRADIENT, colors or None, unplaced)


def time_overlay(graphs: list[dict], info: dict, seconds: dict, name: str = "reference time (us)") -> dict:
    return node_data(name, graphs, info, {k: round(s * 1e6, 3) for k, s in seconds.items()}, TIME_GRADIENT)


def op_signature(node: dict) -> tuple:
    """What identifies an op across two stages of a pipeline: its name, attributes (source
    included), result types and operand count. Producers are not compared: a pass that only
    rewires an op's operands leaves it unmarked."""
    # (not_expanded: whether a call is drawn inside depends on the calls before it, not on it)
    attrs = tuple((a["key"], a["value"]) for a in node["attrs"] if a["key"] not in ("stack", "not_expanded"))
    outs = tuple(a["value"] for m in node["outputsMetadata"] for a in m["attrs"] if a["key"] == "tensor_shape")
    return node["label"], attrs, outs, len(node["incomingEdges"])


def _signatures(graph: dict) -> dict[str, tuple]:
    return {n["id"]: op_signature(n) for n in graph["nodes"] if ":arg" not in n["id"]}


def changed_overlays(before: list[dict], after: list[dict], pass_name: str) -> tuple[dict, dict, dict]:
    """(overlay on the before graphs: ops the pass removed or rewrote, overlay on the after
    graphs: ops it added or rewrote, counts). Ops are matched by signature, as a multiset."""
    removed, added, counts = {}, {}, Counter()
    after_by_id = {g["id"]: g for g in after}
    for g in before:
        old = _signatures(g)
        new = _signatures(after_by_id[g["id"]]) if g["id"] in after_by_id else {}
        pool = Counter(new.values())
        gone = {}
        for nid, sig in old.items():
            if pool[sig] > 0:
                pool[sig] -= 1
            else:
                gone[nid] = {"value": 1, "bgColor": REMOVED_COLOR}
        pool = Counter(old.values())
        came = {}
        for nid, sig in new.items():
            if pool[sig] > 0:
                pool[sig] -= 1
            else:
                came[nid] = {"value": 1, "bgColor": CHANGED_COLOR}
        if gone:
            removed[g["id"]] = {"name": f"removed by {pass_name}", "results": gone}
        if came:
            added[g["id"]] = {"name": f"changed by {pass_name}", "results": came}
        counts["removed"] += len(gone)
        counts["added"] += len(came)
    for g in after:   # functions the pass created
        if g["id"] not in {b["id"] for b in before}:
            sig = _signatures(g)
            added[g["id"]] = {"name": f"changed by {pass_name}",
                              "results": {nid: {"value": 1, "bgColor": CHANGED_COLOR} for nid in sig}}
            counts["added"] += len(sig)
    return removed, added, dict(counts)


def dumps(data: dict) -> str:
    return json.dumps(data, indent=1, allow_nan=False) + "\n"
