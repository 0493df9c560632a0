"""Shape-polymorphic jax.export modules (`tensor<?x4xf32>`, @shape_assertion): refined
from the inputs' shapes (or --dim sizes) before PJRT and the reference run them.
Oracle: jax.jit of the same function on the same concrete arrays."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import export
from today import assert_close, rand

import bridge
from bridge import refine
from bridge.errors import HloBridgeError

CASES = {
    # name: (fn, [symbolic specs], [concrete shapes])
    "rowsum": (lambda a: jnp.sum(a * 2, axis=1), ["b, 4"], [(5, 4)]),
    "matmul": (lambda a, w: jnp.tanh(a @ w), ["b, n", "n, 3"], [(6, 4), (4, 3)]),
    "three_dims": (lambda a: jnp.transpose(a, (2, 0, 1)) + 1.0, ["b, t, d"], [(2, 3, 5)]),
    "concat": (lambda a, c: jnp.concatenate([a, c], axis=0).mean(axis=0), ["b, 4", "c, 4"], [(2, 4), (3, 4)]),
    "reshape": (lambda a: a.reshape(-1, 2).sum(0), ["b, 4"], [(3, 4)]),
    "softmax": (lambda a: jax.nn.softmax(a, axis=-1), ["b, n"], [(2, 7)]),
    "cumsum": (lambda a: jnp.cumsum(a, axis=0), ["b"], [(9,)]),
    "iota_mask": (lambda a: jnp.where(jnp.arange(a.shape[0]) % 2 == 0, a, -a), ["b"], [(6,)]),
}


def _export(name):
    fn, specs, shapes = CASES[name]
    scope = export.SymbolicScope()
    structs = [jax.ShapeDtypeStruct(export.symbolic_shape(s, scope=scope), np.float32) for s in specs]
    return export.export(jax.jit(fn))(*structs), fn, shapes


@pytest.mark.parametrize("name", sorted(CASES))
def test_polymorphic_export_runs_on_given_inputs(name):
    exported, fn, shapes = _export(name)
    text = exported.mlir_module()
    assert "?" in text
    args = [rand(s, seed=i) for i, s in enumerate(shapes)]
    want = np.asarray(jax.jit(fn)(*args))
    assert_close(bridge.execute(text, args)[0], want, "PJRT")
    assert_close(bridge.reference.evaluate(text, args)[0], want, "reference")
    assert_close(bridge.execute(exported.serialize(), args)[0], want, "PJRT from the jax.export blob")
    report = bridge.difftest(text, inputs=args)
    assert report.verdict == "match"


def test_dimension_names_come_from_jax():
    exported, _, _ = _export("matmul")
    module = bridge.program.parse_module(exported.mlir_module())
    assert [(d.arg, d.dim, d.name) for d in refine.dynamic_dims(module)] == [(0, 0, "b"), (0, 1, "n"), (1, 0, "n")]
    assert refine.shapes_from_dims(module, {"b": 8, "n": 3}) == [(8, 3), (3, 3)]
    assert refine.shapes_from_dims(module, [8, 3]) == [(8, 3), (3, 3)]   # positional: b, n
    # numpy's integers and the CLI's text were refused ("must be a non-negative int", "7 sizes")
    assert refine.shapes_from_dims(module, {"b": np.int64(8), "n": np.int32(3)}) == [(8, 3), (3, 3)]
    assert refine.shapes_from_dims(module, "b=8,n=3") == refine.shapes_from_dims(module, "8,3") == [(8, 3), (3, 3)]
    with pytest.raises(HloBridgeError, match="dimension sizes are NAME=SIZE"):
        refine.shapes_from_dims(module, "b=8,3")
    assert "f32[8,3]" in bridge.formats.convert(exported.mlir_module(), "hlo", dims="b=8,n=3")


def test_difftest_generates_inputs_from_dims():
    exported, fn, _ = _export("matmul")
    report = bridge.difftest(exported.mlir_module(), dims={"b": 5, "n": 2})
    assert report.verdict == "match"
    assert [tuple(a.shape) for a in report.inputs] == [(5, 2), (2, 3)]


def test_contradicting_inputs_fail_the_shape_assertion():
    exported, _, _ = _export("matmul")
    text = exported.mlir_module()
    bad = [rand((6, 4)), rand((5, 3))]          # n = 4 and n = 5
    with pytest.raises(HloBridgeError, match="dimension variable 'n'|polymorphic shapes"):
        bridge.execute(text, bad)
    with pytest.raises(HloBridgeError, match="polymorphic shapes"):
        bridge.reference.evaluate(text, bad)


def test_missing_dims_say_how_to_give_them():
    exported, _, _ = _export("three_dims")
    with pytest.raises(HloBridgeError, match=r"dynamic dimensions \(b, t, d\).*--dim"):
        bridge.difftest(exported.mlir_module())
    with pytest.raises(HloBridgeError, match="unknown dimension name"):
        bridge.difftest(exported.mlir_module(), dims={"b": 1, "t": 2, "d": 3, "zz": 4})
