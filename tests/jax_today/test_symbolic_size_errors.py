"""Sizes a shape-polymorphic jax.export module does not take, and how hlobridge says so.
Oracle: jax's own `Exported.call` on the same arrays (its message names the real cause)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import export, lax

import bridge
import bridge.program
from bridge import refine
from bridge.diff.prepare import make_static
from bridge.errors import HloBridgeError


def _export(fn, spec, **kw):
    return export.export(jax.jit(fn), **kw)(jax.ShapeDtypeStruct(export.symbolic_shape(spec), np.float32))


def _jax_message(exported, x) -> str:
    with pytest.raises(ValueError) as e:
        exported.call(x)
    return str(e.value)


@pytest.mark.parametrize("fn, spec, shape, cause", [
    # refinement stopped at scan's slice of 1 out of 0 rows: "has slice size 1 greater than ..."
    (lambda a: lax.scan(lambda c, x: (c + x, c * x), 0.0, a), "b", (0,), "Expected value >= 1"),
    # at the reshape of 7 rows into pairs: "number of output elements (24) doesn't match ..."
    (lambda a: a.reshape(-1, 2, 4).sum(1), "2*b, 4", (7, 4), "Division had remainder 1"),
])
def test_the_failed_shape_assertion_is_named_not_the_op_it_broke(fn, spec, shape, cause):
    exported = _export(fn, spec)
    x = np.ones(shape, np.float32)
    assert cause in _jax_message(exported, x)
    with pytest.raises(HloBridgeError, match=cause):
        bridge.execute(exported.mlir_module(), [x])
    with pytest.raises(HloBridgeError, match=cause):
        bridge.reference.evaluate(exported.serialize(), [x])


def test_a_violated_constraint_is_named():
    # jax's own call says only "Error refining shapes" here (the slice of 4 rows fails first)
    exported = export.export(jax.jit(lambda a: a[:4] * 2))(jax.ShapeDtypeStruct(
        export.symbolic_shape("b, 4", constraints=["b >= 4"]), np.float32))
    with pytest.raises(ValueError):
        exported.call(np.ones((2, 4), np.float32))
    with pytest.raises(HloBridgeError, match="symbolic shape constraint b >= 4"):
        bridge.execute(exported.mlir_module(), [np.ones((2, 4), np.float32)])


def test_dims_that_contradict_the_inputs_are_an_error():
    exported = _export(lambda a: a.sum(1), "b, 4")
    module = bridge.program.parse_module(exported.mlir_module())
    x = np.ones((8, 4), np.float32)
    with pytest.raises(HloBridgeError, match=r"\(3, 4\) but the inputs have shapes \(8, 4\)"):
        make_static(module, {"b": 3}, [x])   # the sizes were ignored: 8 results came back
    assert "tensor<8x4xf32>" in str(make_static(module, {"b": 8}, [x]))


def test_one_input_short_of_the_platform_index_says_so():
    exported = _export(lambda a: jnp.sin(a) * 2, "b", platforms=("cpu", "cuda"))
    x = np.ones(5, np.float32)
    for run in (bridge.execute, bridge.reference.evaluate):   # was "@main takes 2 parameters, 1 shapes given"
        with pytest.raises(HloBridgeError, match="platform index"):
            run(exported.mlir_module(), [x])
    want = np.asarray(exported.call(x))
    np.testing.assert_allclose(bridge.reference.evaluate(exported.mlir_module(), [np.int32(0), x])[0], want,
                               rtol=1e-6)


def test_a_derived_dimension_has_no_name_and_the_error_shows_the_specification():
    exported = _export(lambda a: a.reshape(-1, 2, 4).sum(1), "2*b, 4")
    module = bridge.program.parse_module(exported.mlir_module())
    # jax's helper @divmod marks its parameters jax.global_constant = "": that is no name
    assert [d.name for d in refine.dynamic_dims(module)] == [None]
    with pytest.raises(HloBridgeError,
                       match=r"unknown dimension name\(s\) b;.*args\[0\]\.shape = \(2\*b, 4\).*arg0\.0=SIZE"):
        refine.shapes_from_dims(module, {"b": 4})
    assert refine.shapes_from_dims(module, {"arg0.0": 8}) == [(8, 4)]


def test_a_misspelt_name_is_named():
    exported = _export(lambda a: a.sum(1), "b, 4")
    module = bridge.program.parse_module(exported.mlir_module())
    with pytest.raises(HloBridgeError, match="unknown dimension name.*c; known names: b"):
        refine.shapes_from_dims(module, {"c": 2})   # was "no size given for ... (variable 'b')", c unmentioned
