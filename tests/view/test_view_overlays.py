"""Node-data overlays (bridge/view/overlays.py, profile.py). Oracles: hand-picked ops of
small modules, the culprit colour, and what cse provably removes."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

from bridge.errors import HloBridgeError
from bridge.view.graph import graph_collection
from bridge.view.overlays import CULPRIT_COLOR, changed_overlays, error_overlay, time_overlay
from view_programs import SMALL, jax_text


def test_error_overlay_by_node_id_and_name_stack_with_culprit():
    collection, b = graph_collection(SMALL)
    data = error_overlay(collection["graphs"], b.info, {"main:0": 0.5, "jit(g)/exp": 0.5, "main:2": 3.0},
                         culprit="main:0")
    main = data["main"]
    assert main["name"] == "difftest error" and main["gradient"][0]["stop"] == 0
    assert main["results"]["main:0"] == {"value": 0.5, "bgColor": CULPRIT_COLOR}
    assert main["results"]["main:2"] == {"value": 3.0}
    json.dumps(data, allow_nan=False)     # loads in Model Explorer: plain JSON numbers


def test_culprit_without_an_error_gets_the_largest_and_infinities_stay_finite():
    collection, b = graph_collection(SMALL)
    data = error_overlay(collection["graphs"], b.info, {"main:1": "inf", "main:2": 2.0}, culprit="main:0")["main"]
    assert data["results"]["main:1"]["value"] == 1e308
    assert data["results"]["main:0"] == {"value": 1e308, "bgColor": CULPRIT_COLOR}


def test_unknown_and_ambiguous_keys_are_errors():
    collection, b = graph_collection(SMALL)
    with pytest.raises(HloBridgeError, match="neither a node id"):
        error_overlay(collection["graphs"], b.info, {"main:99": 1.0})
    with pytest.raises(HloBridgeError, match="names several ops"):
        error_overlay(collection["graphs"], b.info, {"jit(g)/add": 1.0})


def test_values_reach_every_drawn_copy_of_a_called_functions_op():
    collection, b = graph_collection(jax_text())
    data = time_overlay(collection["graphs"], b.info, {"closed_call:3": 2e-6})
    assert data["closed_call"]["results"] == {"closed_call:3": {"value": 2.0}}
    (copy,) = data["main"]["results"]
    assert copy.endswith("/closed_call:3") and data["main"]["results"][copy] == {"value": 2.0}


def test_reference_time_per_op():
    from bridge.view.profile import reference_times
    from bridge.view.graph import load_module
    module = load_module(SMALL)
    collection, b = graph_collection(module)
    seconds = reference_times(module, b.node_of)
    assert set(seconds) == {"main:0", "main:1", "main:2"}       # exp, add, add (return has no kernel)
    assert all(0 < s < 1 for s in seconds.values())
    data = time_overlay(collection["graphs"], b.info, seconds)["main"]
    assert data["name"] == "reference time (us)" and data["results"]["main:0"]["value"] > 0


def test_changed_overlays_name_what_cse_removed():
    from passes import run_pipeline
    text = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.add %a, %b : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}"""
    before, _ = graph_collection(text)
    module = run_pipeline(text, "cse")
    after, _ = graph_collection(module)
    removed, added, counts = changed_overlays(before["graphs"], after["graphs"], "cse")
    assert removed == {"main": {"name": "removed by cse", "results": {"main:1": {"value": 1, "bgColor": "#de2d26"}}}}
    assert added == {} and counts == {"removed": 1, "added": 0}


TANH_OFF = '''
from bridge import reference
from bridge.diff import register_backend

def tanh_off(prepared, inputs):
    """The reference, 0.25 off at the first element of output 0 of any module with a tanh."""
    out = reference.evaluate(prepared.text, inputs)
    if "tanh" in prepared.text:
        out[0] = out[0].copy()
        out[0].reshape(-1)[0] += 0.25
    return out

register_backend("tanh_off", tanh_off)
'''


def _poly(x, y):
    import jax.numpy as jnp
    return jnp.tanh(x @ y).sum(axis=1) * 2.0 - jnp.max(x, axis=1)


def _program(kind: str, d) -> str:
    """The same function as jax.export writes it with a symbolic batch (`b, 8`), or as HLO."""
    import jax
    import jax.numpy as jnp
    from jax import export
    if kind == "export":
        exp = export.export(jax.jit(_poly))(jax.ShapeDtypeStruct(export.symbolic_shape("b, 8"), jnp.float32),
                                            jax.ShapeDtypeStruct((8, 3), jnp.float32))
        (d / "poly.jaxexport").write_bytes(exp.serialize())
        return str(d / "poly.jaxexport")
    (d / "poly.hlo").write_text(jax.jit(_poly).lower(jnp.ones((5, 8)), jnp.ones((8, 3))).as_text(dialect="hlo"))
    return str(d / "poly.hlo")


@pytest.mark.parametrize("kind", ["export", "hlo"])
def test_localization_of_the_module_difftest_ran_lands_on_the_program_as_read(kind, tmp_path):
    """difftest runs the export refined to b=5 and inlined, and HLO legalized to StableHLO: its
    ids are not the drawn program's. Oracle: the culprit is the one tanh (purple), on the tanh
    node of the graph the user sees (and its copy inside the caller), from difftest and view."""
    from bridge.cli.main import main
    prog = _program(kind, tmp_path)
    plugin = tmp_path / "tanh_off.py"
    plugin.write_text(TANH_OFF)
    report, me = tmp_path / "r.json", tmp_path / "me"
    code = main(["difftest", prog, "--dim", "b=5", "--backends", "reference,tanh_off", "--plugin", str(plugin),
                 "--executor", "inline", "--no-journal", "--no-progress", "--localize", "--report", str(report),
                 "--model-explorer-dir", str(me)])
    assert code == 1                                 # the mismatch, not exit 2 over the picture
    loc = json.loads(report.read_text())["modules"][0]["localization"]
    assert loc["op"]["name"] == "stablehlo.tanh"
    name = os.path.basename(prog)
    collection, _ = graph_collection(pathlib.Path(prog))
    tanh = {g["id"]: [n["id"] for n in g["nodes"] if n["label"].endswith(".tanh")] for g in collection["graphs"]}
    assert main(["view", prog, "--errors", str(report), "--model-explorer-dir", str(tmp_path / "v")]) == 0
    for overlay in (me / f"{name}.errors.json", tmp_path / "v" / f"{name}.errors.json"):
        data = json.loads(overlay.read_text())
        purple = {g: [nid for nid, r in d["results"].items() if r.get("bgColor") == CULPRIT_COLOR]
                  for g, d in data.items()}
        assert purple == {g: ids for g, ids in tanh.items() if ids}, overlay


def test_errors_that_cannot_be_placed_are_a_warning(tmp_path):
    """Oracle: SMALL has no op main:99; main:1 (its first add) takes its error."""
    from bridge.errors import HloBridgeWarning
    from bridge.view.difftest_views import write_mismatch_graphs
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    report = {"backends": ["reference", "x"], "modules": [{"id": str(path), "verdict": "mismatch", "localization": {
        "errors": {"main:1": 0.5, "main:99": 2.0}, "culprit": "main:99"}}]}
    with pytest.warns(HloBridgeWarning, match="1 of 2 per-op errors not placed .* main:99"):
        written = write_mismatch_graphs(report, str(tmp_path / "me"))
    data = json.loads(open(written[1]).read())
    assert data["main"]["results"] == {"main:1": {"value": 0.5}}


def test_cli_checks_node_data_files(tmp_path):
    """Oracle: Model Explorer's node-data shape ({graph id: {"results": {node id: {"value"}}}})."""
    src = tmp_path / "small.mlir"
    src.write_text(SMALL)
    good, bad, broken = tmp_path / "good.json", tmp_path / "bad.json", tmp_path / "broken.json"
    good.write_text(json.dumps({"main": {"results": {"main:0": {"value": 1.5}}}}))
    bad.write_text(json.dumps({"main": {"results": {"main:0": 1.5}}}))
    broken.write_text("{")
    cli = [sys.executable, "-m", "bridge.cli.main", "view", str(src), "--model-explorer-dir", str(tmp_path / "me")]
    r = subprocess.run(cli + ["--node-data", str(good)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    for path, why in ((bad, "expected Model Explorer node data"), (broken, "not JSON")):
        r = subprocess.run(cli + ["--node-data", str(path)], capture_output=True, text=True)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and why in r.stderr, r.stderr
