"""Pictures of programs: Model Explorer graphs and overlays, and self-contained HTML reports.

A tool (above the formats and the engines): programs come in through bridge.formats.
Model Explorer itself is the optional `view` extra; only bridge/view/main.py (the adapter
extension Model Explorer loads) and server.py (on demand) import it. Attributes load
lazily: the CLI imports this package at start-up to add its flags.
"""
from __future__ import annotations


def graph_collection(program, label: str | None = None, from_: str | None = None, via: str | None = None):
    """(GraphCollection JSON dict, GraphBuilder) of any program hlobridge reads (graph.py): text,
    bytes, an ir.Module, an XlaComputation, or a path (os.PathLike) to read. label: default the
    file's name, else "program"."""
    from .graph import graph_collection as build
    return build(program, label=label, from_=from_, via=via)


def graph_json(program, label: str | None = None, from_: str | None = None, via: str | None = None) -> str:
    """The Model Explorer graph JSON (a GraphCollection) of any program hlobridge reads."""
    from .overlays import dumps
    collection, _ = graph_collection(program, label=label, from_=from_, via=via)
    return dumps(collection)


__all__ = ["graph_collection", "graph_json"]
