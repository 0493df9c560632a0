"""An XLA while carries one tuple; read from HLO text it lowers to StableHLO whose loop state is
the while's own operands, with no tuple re-made and taken apart at each use (those hid from
the numpy reference that a scan's output buffer is updated in place: a 4,000-step scan read
from HLO text took 17x the time of jax's own module). The answers stay jax's."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import bridge

PROGRAMS = {
    "scan with stacked outputs": lambda xs: jax.lax.scan(lambda c, x: (c + x, c * x), jnp.zeros(8, jnp.float32), xs),
    "fori_loop updating a buffer": lambda xs: jax.lax.fori_loop(
        0, xs.shape[0], lambda i, acc: acc.at[i].set(acc[i - 1] * 0.5 + xs[i]), jnp.zeros_like(xs)),
    "nested loops": lambda xs: jax.lax.fori_loop(
        0, 3, lambda j, a: jax.lax.fori_loop(0, xs.shape[0], lambda i, b: b.at[i].add(j * xs[i]), a), xs),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_loop_state_from_hlo_text_is_unpacked(name):
    xs = np.random.default_rng(2).standard_normal((40, 8)).astype(np.float32)
    fn = PROGRAMS[name]
    hlo = bridge.convert(jax.jit(fn).lower(xs).as_text(), "hlo")
    text = bridge.convert(hlo, "stablehlo")
    assert "stablehlo.while" in text
    assert "stablehlo.tuple" not in text and "get_tuple_element" not in text
    want = jax.tree.leaves(jax.jit(fn)(xs))
    for got in (bridge.reference.evaluate(text, [xs]), bridge.execute(text, [xs])):
        for g, w in zip(got, want):
            np.testing.assert_allclose(g, np.asarray(w), rtol=1e-6, atol=1e-6)
