"""Rewrites of a module before PJRT compiles it, where XLA's translation departs from the spec.

Variadic all_to_all: the spec splits, scatters and concatenates every operand on its own
(`split_dimension`, `concat_dimension` apply to each). XLA translates an all_to_all of
several operands into its tuple form, which ignores those dimensions and sends operand i
whole to process i: with the spec's example (two operands, two replicas) the results keep
the operands' shape 2x4 instead of 4x2. One all_to_all per operand is what the spec says
the op computes, and XLA runs the one-operand form per the spec.
"""
from __future__ import annotations

import re

from jaxlib.mlir import ir

_HANDLE = re.compile(r"handle\s*=\s*(-?\d+)")
_TYPE = re.compile(r"type\s*=\s*(\d+)")


def needs_rewrite(text: str) -> bool:
    return "all_to_all" in text


def split_variadic_all_to_all(module: ir.Module) -> bool:
    """In place; True when something changed."""
    found, handles = [], []

    def visit(op):
        if op.name == "stablehlo.all_to_all" and len(op.operands) > 1:
            found.append(op)
        if "channel_handle" in op.attributes:
            m = _HANDLE.search(str(op.attributes["channel_handle"]))
            if m:
                handles.append(int(m.group(1)))
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    if not found:
        return False
    next_handle = max(handles + [0]) + 1
    ctx = module.context
    for op in found:
        attrs = {}
        for a in op.attributes:   # names or NamedAttributes, depending on the bindings
            name = a if isinstance(a, str) else a.name
            attrs[name] = op.attributes[name]
        pieces = []
        with ir.InsertionPoint(op), op.location:
            for i, (v, r) in enumerate(zip(op.operands, op.results)):
                piece_attrs = dict(attrs)
                channel = attrs.get("channel_handle")
                m = _HANDLE.search(str(channel)) if channel is not None else None
                if i and m and int(m.group(1)) > 0:
                    # XLA wants one channel per collective: the pieces after the first
                    # take fresh handles (the grouping mode only asks that it be > 0)
                    t = _TYPE.search(str(channel))
                    piece_attrs["channel_handle"] = ir.Attribute.parse(
                        f"#stablehlo.channel_handle<handle = {next_handle}, type = {t.group(1) if t else 1}>", ctx)
                    next_handle += 1
                pieces.append(ir.Operation.create("stablehlo.all_to_all", results=[r.type], operands=[v],
                                                  attributes=piece_attrs).result)
        for r, new in zip(op.results, pieces):
            r.replace_all_uses_with(new)
        op.erase()
    return True
