"""hlobridge's Model Explorer adapter extension: `model-explorer M --extensions=bridge.view`.

Model Explorer imports `<extension>.main` (hence this file's name) and registers the
Adapter subclasses it defines. This module is the only one that imports model_explorer at
import time; nothing else in hlobridge imports it (it is the optional `view` extra).
"""
from __future__ import annotations

from model_explorer import Adapter, AdapterMetadata, ModelExplorerGraphs, graph_builder as gb

from bridge.view.graph import FILE_EXTENSIONS, graph_collection

ADAPTER_ID = "hlobridge"


def to_graph_objects(graph: dict) -> gb.Graph:
    """A graph dict (graph.py) as Model Explorer's own dataclasses: a field it does not
    know raises TypeError, so this is also the check that the JSON fits its schema."""
    def node(n: dict) -> gb.GraphNode:
        return gb.GraphNode(
            id=n["id"], label=n["label"], namespace=n["namespace"], subgraphIds=n.get("subgraphIds", []),
            attrs=[gb.KeyValue(**a) for a in n["attrs"]],
            incomingEdges=[gb.IncomingEdge(**e) for e in n["incomingEdges"]],
            outputsMetadata=[gb.MetadataItem(id=m["id"], attrs=[gb.KeyValue(**a) for a in m["attrs"]])
                             for m in n["outputsMetadata"]],
            config=gb.GraphNodeConfig(**n["config"]) if "config" in n else None)
    return gb.Graph(id=graph["id"], nodes=[node(n) for n in graph["nodes"]],
                    groupNodeAttributes=graph.get("groupNodeAttributes"))


class HloBridgeAdapter(Adapter):
    """StableHLO / xla dialect / HLO text and proto / bytecode / portable artifact / jax.export
    -> one graph per function, layers from jax's and XLA's name stacks."""

    metadata = AdapterMetadata(
        id=ADAPTER_ID, name="hlobridge",
        description="StableHLO, xla dialect, HLO text/proto, MLIR bytecode, portable artifacts and "
                    "jax.export blobs, read by hlobridge; layers follow jax/XLA name stacks.",
        source_repo="hlobridge", fileExts=list(FILE_EXTENSIONS))

    def __init__(self):
        super().__init__()

    def convert(self, model_path: str, settings: dict) -> ModelExplorerGraphs:
        from bridge.files import read_bytes
        data = read_bytes(model_path)
        collection, _ = graph_collection(data)
        # label "": Model Explorer then names the collection after the file, which is also
        # what node data files are matched to.
        return {"graphCollections": [gb.GraphCollection(
            label="", graphs=[to_graph_objects(g) for g in collection["graphs"]])]}
