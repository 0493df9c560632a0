"""Node-data overlays (bridge/view/overlays.py, profile.py). Oracles: hand-picked ops of
small modules, the culprit colour, and what cse provably removes."""
import json

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
