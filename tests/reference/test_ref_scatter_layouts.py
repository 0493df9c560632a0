"""Scatter in the reference on operands of any memory layout (a transpose's result is a
strided view of its operand) and every way of combining: replace, one-op combiners,
general bodies, repeated and dropped indices. Its updates go through one flat index per
element; the answers are jax's own on the CPU (no window here is partly out of bounds,
where the spec and XLA differ: test_ref_scatter_bounds.py)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import bridge

RNG = np.random.default_rng(21)
X = RNG.standard_normal((6, 5)).astype(np.float32)
ROWS = np.array([4, 0, 4, 2, 9, -7], np.int32)   # repeated, and dropped (out of bounds) rows
UPD = RNG.standard_normal((6, 6)).astype(np.float32)
IX = np.array([[0, 1], [3, 3], [0, 1], [4, 0]], np.int32)   # element scatter, one repeated

PROGRAMS = {   # the operand is x.T (a strided view in the reference) or x
    "add into a transpose": lambda x, u: x.T.at[ROWS].add(u, mode="drop"),
    "set into a transpose": lambda x, u: x.T.at[ROWS[1:4]].set(u[1:4], mode="drop"),
    "max into a transpose": lambda x, u: x.T.at[ROWS].max(u, mode="drop"),
    "products into row windows": lambda x, u: x.at[ROWS[:3] % 6, 1:].multiply(u[:3, :4], mode="drop"),
    "elements of a transpose": lambda x, u: (x.T * 2).at[IX[:, 0], IX[:, 1]].add(u[0, :4], mode="drop"),
    "columns": lambda x, u: x.at[:, ROWS[1:4] % 5].add(u[:, :3], mode="drop"),
    "apply (a general body)": lambda x, u: x.T.at[ROWS[:3]].apply(jnp.sin, mode="drop") + u[0, 0],
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_scatter_matches_jax(name):
    fn = PROGRAMS[name]
    text = jax.jit(fn).lower(X, UPD).as_text()
    want = np.asarray(jax.jit(fn)(X, UPD))
    got, = bridge.reference.evaluate(text, [X, UPD])
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)
