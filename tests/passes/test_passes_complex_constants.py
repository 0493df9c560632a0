"""Complex constants (jax writes one for `z * 1j` or `z + 2`) through the tools. jaxlib
0.10.2's bindings cannot hand such a dense elements attribute to Python: reading it raises
TypeError, and a NamedAttribute's `.attr` aborts the process (bridge.mlir_attrs.items).
Every Python pass, the graph view and the LAPACK guard used to fail on them."""
from __future__ import annotations

import json

import jax
import numpy as np
import pytest
from hlotest import run_child

import bridge
from passes.pipeline import run_pipeline
from passes.registry import PASSES

X = (np.arange(6) - 2.5 + 1j * np.arange(6)).astype(np.complex64)
TEXT = jax.jit(lambda z: (z * 1j + 2) * jax.numpy.conj(z)).lower(X).as_text()

# passes for other dialects or stages, which have nothing to do on a StableHLO module
_NOT_STABLEHLO = {"legalize-xla-to-stablehlo"}


@pytest.mark.parametrize("name", sorted(set(PASSES) - _NOT_STABLEHLO))
def test_every_python_pass_keeps_a_complex_program(name):
    assert "complex<f32>" in TEXT and "stablehlo.constant dense<(" in TEXT
    out = str(run_pipeline(TEXT, name))
    np.testing.assert_array_equal(bridge.execute(out, [X])[0], bridge.execute(TEXT, [X])[0])


def test_the_graph_view_shows_a_complex_constant():
    from bridge.view import graph_json
    doc = json.loads(graph_json(TEXT, label="complex"))
    graphs = doc["graphs"] if isinstance(doc, dict) else [g for c in doc for g in c["graphs"]]
    values = [a["value"] for g in graphs for n in g["nodes"] for a in n.get("attrs", []) if a["key"] == "__value"]
    assert any("complex<f32>" in v and v.startswith("dense<(") for v in values), values


_CONFIG = """func.func @main(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {odd = dense<(1.0,2.0)> : tensor<complex<f32>>}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], api_version = 4 : i32} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<2x2xf32>, tensor<2xi32>, tensor<i32>
}"""


def test_a_complex_entry_in_a_backend_config_does_not_kill_the_process():
    """Reading the config entry by entry (the LAPACK guard, the reference's custom-call
    kernels) used to abort: `terminate called after throwing ... Can't cast unknown element
    type`."""
    code = f"""
import numpy as np, bridge
text = {_CONFIG!r}
a = np.array([[4, 3], [6, 3]], np.float32)
for run in (lambda: bridge.execute(text, [a], backend="cpu"), lambda: bridge.reference.evaluate(text, [a])):
    lu = run()[0]
    assert lu.shape == (2, 2), lu
print("ALIVE")
"""
    r = run_child(code)
    assert r.returncode == 0 and "ALIVE" in r.stdout, r.stderr[-2000:]
