"""Model Explorer graphs of programs (bridge/view/graph.py): counts, layers, attributes, schema.

Oracles: the module itself (its ops and operand uses, walked independently), the name
stacks jax records, and Model Explorer's own graph classes."""
import json
import subprocess
import sys

import pytest
from jaxlib.mlir import ir

from bridge.context import get_context
from bridge.errors import HloBridgeError
from bridge.mlir_module import functions
from bridge.view.graph import graph_collection
import view_programs
from view_programs import SMALL, jax_hlo_text, jax_text


def _walk(func) -> tuple[int, int]:
    """(ops, operand uses) under a func.func, the func itself excluded."""
    ops = uses = 0

    def visit(op):
        nonlocal ops, uses
        ops += 1
        uses += len(op.operands)
        return ir.WalkResult.ADVANCE
    func.walk(visit)
    return ops - 1, uses


def _by_id(graph):
    return {n["id"]: n for n in graph["nodes"]}


def test_node_and_edge_counts_equal_the_modules_ops_and_uses():
    module = ir.Module.parse(jax_text(), context=get_context())
    collection, _ = graph_collection(module, inline_limit=0)
    funcs = functions(module)
    assert [g["id"] for g in collection["graphs"]] == ["main", "closed_call"]
    for g in collection["graphs"]:
        func = funcs[g["id"]]
        ops, uses = _walk(func)
        args = len(func.regions[0].blocks[0].arguments)
        assert len(g["nodes"]) == args + ops
        assert sum(len(n["incomingEdges"]) for n in g["nodes"]) == uses
        assert len(_by_id(g)) == len(g["nodes"])          # ids are unique
        ids = _by_id(g)
        assert all(e["sourceNodeId"] in ids for n in g["nodes"] for e in n["incomingEdges"])


def test_layers_follow_the_name_stack_and_regions_nest():
    collection, _ = graph_collection(jax_text())
    main = collection["graphs"][0]
    by_label = {}
    for n in main["nodes"]:
        by_label.setdefault(n["label"], []).append(n)
    assert [n["label"] for n in main["nodes"][:2]] == ["x", "w"]            # jax's argument names
    dots = [n["namespace"] for n in by_label["stablehlo.dot_general"]]
    assert dots == ["jit(f)/attention/dot_general", "jit(f)/attention/dot_general", "jit(f)/dot_general"]
    assert {n["namespace"] for n in by_label["stablehlo.exponential"]} == {"jit(f)/attention/exp"}
    (loop,) = by_label["stablehlo.while"]
    assert loop["namespace"] == "jit(f)/while" and loop["config"] == {"pinToGroupTop": True}
    assert {n["namespace"] for n in by_label["stablehlo.compare"]} == {"jit(f)/while/cond/lt"}
    # the reducer of reduce_max sits in a "body" layer under the reduce's own layer
    maxima = [n["namespace"] for n in by_label["stablehlo.maximum"]]
    assert "jit(f)/attention/reduce_max/body" in maxima
    # region arguments come out of the region's owner, named after the region
    cmp = by_label["stablehlo.compare"][0]
    assert cmp["incomingEdges"][0]["sourceNodeId"] == loop["id"]
    assert cmp["incomingEdges"][0]["sourceNodeOutputId"] == "cond.arg0"


def test_called_functions_are_drawn_inside_the_caller_and_linked():
    collection, builder = graph_collection(jax_text())
    main, callee = collection["graphs"]
    (call,) = [n for n in main["nodes"] if n["label"] == "func.call"]
    assert call["subgraphIds"] == ["closed_call"]
    inner = [n for n in main["nodes"] if n["id"].startswith(call["id"] + "/closed_call:")]
    assert sorted(n["id"].rsplit("/", 1)[1] for n in inner) == sorted(n["id"] for n in callee["nodes"]
                                                                       if ":arg" not in n["id"])
    assert all(n["namespace"] == call["namespace"] for n in inner)
    tanh = next(n for n in inner if n["label"] == "stablehlo.tanh")
    assert tanh["incomingEdges"] == [{"sourceNodeId": call["id"], "sourceNodeOutputId": "closed_call.arg0",
                                      "targetNodeInputId": "0"}]
    assert builder.info["closed_call:3"][0] == "stablehlo.tanh"


def test_nodes_carry_attributes_shapes_and_source_lines():
    collection, _ = graph_collection(jax_text())
    dot = next(n for n in collection["graphs"][0]["nodes"] if n["label"] == "stablehlo.dot_general")
    attrs = {a["key"]: a["value"] for a in dot["attrs"]}
    assert attrs["dot_dimension_numbers"].startswith("#stablehlo.dot<lhs_contracting_dimensions = [1]")
    line = 1 + open(view_programs.__file__).read().splitlines().index("        s = q @ k.T / 8.0")
    assert attrs["source"] == f"view_programs.py:{line}"                    # the user's line
    assert attrs["source_path"].startswith(f"{view_programs.__file__}:{line}:")
    assert attrs["name_stack"] == "jit(f)/attention/dot_general"
    assert attrs["stack"].splitlines()[0] == f"_model.<locals>.attention at {view_programs.__file__}:{line}"
    assert dot["outputsMetadata"] == [{"id": "0", "attrs": [{"key": "tensor_shape", "value": "tensor<4x4xf32>"}]}]
    const = next(n for n in collection["graphs"][0]["nodes"] if n["label"] == "stablehlo.constant")
    assert [a["key"] for a in const["attrs"]][0] == "__value"       # Model Explorer shows __value as the data


def test_large_constants_are_summarized():
    text = ("func.func @main() -> tensor<64xf32> {\n  %0 = stablehlo.iota dim = 0 : tensor<64xf32>\n"
            "  %1 = stablehlo.constant dense<[" + ", ".join(f"{i}.0" for i in range(64)) + "]> : tensor<64xf32>\n"
            "  %2 = stablehlo.add %0, %1 : tensor<64xf32>\n  return %2 : tensor<64xf32>\n}\n")
    collection, _ = graph_collection(text)
    const = next(n for n in collection["graphs"][0]["nodes"] if n["label"] == "stablehlo.constant")
    assert const["attrs"][0] == {"key": "__value", "value": "dense<64 values> : tensor<64xf32>"}


def test_hlo_text_from_jax_draws_every_computation():
    collection, builder = graph_collection(jax_hlo_text())
    ids = [g["id"] for g in collection["graphs"]]
    assert ids[0] == "main" and len(ids) > 1
    labels = {n["label"] for g in collection["graphs"] for n in g["nodes"] if ":arg" not in n["id"]}
    assert "xla.dot_general" in labels or "xla.dot" in labels
    assert all(lbl.startswith(("xla.", "func.")) for lbl in labels)
    callers = [n for n in collection["graphs"][0]["nodes"] if n.get("subgraphIds")]
    assert callers and all(set(n["subgraphIds"]) <= set(ids) for n in callers)


def test_schema_matches_model_explorers_own_classes():
    gb = pytest.importorskip("model_explorer.graph_builder", reason="Model Explorer (the view extra) not installed")
    import dataclasses

    import dacite
    from bridge.view.main import to_graph_objects
    collection, _ = graph_collection(jax_text())
    strict = dacite.Config(strict=True, check_types=True)
    typed = dacite.from_dict(gb.GraphCollection, collection, config=strict)
    assert [g.id for g in typed.graphs] == ["main", "closed_call"]
    for g in collection["graphs"]:
        back = dataclasses.asdict(to_graph_objects(g))
        assert [n["id"] for n in back["nodes"]] == [n["id"] for n in g["nodes"]]
        assert back["nodes"][5]["incomingEdges"] == g["nodes"][5]["incomingEdges"]


def test_adapter_extension_converts_a_file(tmp_path):
    pytest.importorskip("model_explorer", reason="Model Explorer (the view extra) not installed")
    from bridge.view.main import ADAPTER_ID, HloBridgeAdapter
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    assert HloBridgeAdapter.metadata.id == ADAPTER_ID and "mlir" in HloBridgeAdapter.metadata.fileExts
    out = HloBridgeAdapter().convert(str(path), {})
    (coll,) = out["graphCollections"]
    assert [n.label for n in coll.graphs[0].nodes] == ["a", "b", "stablehlo.exponential", "stablehlo.add",
                                                       "stablehlo.add", "func.return"]


def test_bad_input_is_a_clear_error():
    with pytest.raises(HloBridgeError):
        graph_collection("this is not a program")
    with pytest.raises(HloBridgeError, match="no func.func"):
        graph_collection("module {}")


def test_cli_convert_writes_model_explorer_json(tmp_path):
    src = tmp_path / "small.mlir"
    src.write_text(SMALL)
    out = tmp_path / "small.json"
    cli = [sys.executable, "-m", "bridge.cli.main"]
    r = subprocess.run(cli + ["convert", str(src), "--to", "model-explorer-json", "-o", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    data = json.loads(out.read_text())
    assert data["label"] == "small.mlir" and len(data["graphs"][0]["nodes"]) == 6
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main( {")
    r = subprocess.run(cli + ["convert", str(bad), "--to", "model-explorer-json"], capture_output=True, text=True)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "error" in r.stderr


def _sharded_lowering():
    """A jit with Shardy in/out shardings on a 4x2 mesh of the 8 virtual CPU devices."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    mesh = Mesh(np.array(jax.devices("cpu")[:8]).reshape(4, 2), ("x", "y"))
    sa, so = NamedSharding(mesh, P("x", "y")), NamedSharding(mesh, P(None))
    f = jax.jit(lambda a: jnp.sin(a).sum(axis=1), in_shardings=(sa,), out_shardings=so)
    return f.lower(jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=sa))


@pytest.mark.parametrize("dialect", ["stablehlo", "hlo"])
def test_shardings_and_the_mesh_are_shown(dialect):
    """Oracle: the shardings and mesh jax wrote (Shardy in StableHLO; GSPMD strings and the
    frontend attributes holding the mesh in HLO), found on the argument, return and graph."""
    text = _sharded_lowering().as_text(dialect=dialect)
    collection, _ = graph_collection(text)
    main = collection["graphs"][0]
    arg = {a["key"]: a["value"] for a in main["nodes"][0]["attrs"]}
    group = main["groupNodeAttributes"][""]
    ret = _by_id(main)[f"main:{int(group['ops']) - 1}"]      # main's own return, not an inlined one
    res = {a["key"]: a["value"] for a in ret["attrs"]}
    assert group["mhlo.num_partitions"] == "8 : i32" and group["function"] == "main"
    if dialect == "stablehlo":
        assert arg["sdy.sharding"] == '#sdy.sharding<@mesh, [{"x"}, {"y"}]>'
        assert res["result0.sdy.sharding"] == "#sdy.sharding<@mesh, [{}]>"
        assert res["result0.jax.result_info"] == '"result"'
        assert group["sdy.mesh @mesh"] == '#sdy.mesh<["x"=4, "y"=2]>'
    else:
        assert arg["mhlo.sharding"] == '"{devices=[4,2]<=[8]}"'
        assert res["result0.mhlo.sharding"] == '"{replicated}"'
        assert '#sdy.mesh<[\\22x\\22=4, \\22y\\22=2]>' in group["mhlo.frontend_attributes"]
    own = [n for n in main["nodes"] if "/" not in n["id"]]   # not the inlined reducer
    assert len(own) == 1 + int(group["ops"])   # one argument and the ops: no new nodes


def _not_expanded(graph) -> dict:
    return {n["id"]: a["value"] for n in graph["nodes"] for a in n["attrs"] if a["key"] == "not_expanded"}


def test_calls_not_drawn_inside_say_why():
    """Oracle: how deep jax nests the jits (10 levels) and the limits graph.py documents."""
    import jax
    import jax.numpy as jnp
    from bridge.view.graph import _MAX_DEPTH

    def nest(n):
        if n == 0:
            return lambda x: jnp.sin(x) * 3.0
        inner = jax.jit(nest(n - 1))
        return lambda x: inner(x) + float(n)
    text = jax.jit(nest(10)).lower(jnp.ones(4)).as_text()
    main = graph_collection(text)[0]["graphs"][0]
    ((nid, why),) = _not_expanded(main).items()
    assert nid.count("/") == _MAX_DEPTH and f"nesting deeper than {_MAX_DEPTH}" in why and "see the graph" in why
    limited = graph_collection(text, inline_limit=3)[0]["graphs"][0]
    ((nid, why),) = _not_expanded(limited).items()
    assert "/" not in nid and why.endswith("; see the graph " + next(n for n in limited["nodes"]
                                                                     if n["id"] == nid)["subgraphIds"][0])
    assert "inline limit: 3 nodes drawn for called functions in this graph" in why
    rec = """func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = func.call @f(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = func.call @f(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}"""
    assert _not_expanded(graph_collection(rec)[0]["graphs"][0]) == {
        "main:0/f:0": "f not drawn here (recursive call); see the graph f"}


def test_paths_are_read(tmp_path):
    """Oracle: the same program given as its text."""
    import pathlib

    from bridge.view import graph_json
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    collection, _ = graph_collection(path)
    assert collection["label"] == "small.mlir"
    assert collection["graphs"] == graph_collection(SMALL)[0]["graphs"]
    assert json.loads(graph_json(pathlib.Path(path)))["label"] == "small.mlir"
