"""Programs with typed PRNG keys (jax.random.key): jax lowers them with an
`sdy.sharding_constraint` on an empty mesh even on one device. Bits must equal jax's:
threefry is plain integer arithmetic. Oracle: jax.jit on the same key."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from today import check_program

SAMPLERS = {
    "normal": lambda k: jax.random.normal(k, (4, 3)),
    "uniform": lambda k: jax.random.uniform(k, (5,), minval=-2.0, maxval=3.0),
    "bits": lambda k: jax.random.bits(k, (6,), dtype=jnp.uint32),
    "randint": lambda k: jax.random.randint(k, (8,), 0, 100),
    "bernoulli": lambda k: jax.random.bernoulli(k, 0.3, (10,)),
    "categorical": lambda k: jax.random.categorical(k, jnp.log(jnp.array([0.1, 0.2, 0.7])), shape=(6,)),
    "permutation": lambda k: jax.random.permutation(k, 8),
    "split_normal": lambda k: jax.random.normal(jax.random.split(k, 3)[1], (2, 2)),
    "fold_in": lambda k: jax.random.uniform(jax.random.fold_in(k, 7), (3,)),
    "truncated_normal": lambda k: jax.random.truncated_normal(k, -1.0, 1.0, (5,)),
    "dropout": lambda k: jnp.where(jax.random.bernoulli(k, 0.5, (4, 4)), jnp.ones((4, 4)) * 2, 0.0),
}


@pytest.mark.parametrize("name", sorted(SAMPLERS))
@pytest.mark.parametrize("impl", ["threefry2x32", "rbg"])
def test_prng_key_program_matches_jax(name, impl):
    key = jax.random.key(42, impl=impl)
    text = jax.jit(SAMPLERS[name]).lower(key).as_text()
    if impl == "threefry2x32":
        assert "sdy.sharding_constraint" in text   # what made these programs unreadable before
    check_program(jax.jit(SAMPLERS[name]), [key], inputs=[np.asarray(jax.random.key_data(key))], text=text)


def test_prng_key_as_argument_and_result():
    def step(k):
        k, sub = jax.random.split(k)
        return k, jax.random.normal(sub, (3,))
    key = jax.random.key(0)
    text = jax.jit(step).lower(key).as_text()
    import bridge
    got_key, got = bridge.execute(text, [np.asarray(jax.random.key_data(key))])
    want_key, want = jax.jit(step)(key)
    np.testing.assert_array_equal(got_key, np.asarray(jax.random.key_data(want_key)))
    np.testing.assert_array_equal(got, np.asarray(want))
    ref_key, ref = bridge.reference.evaluate(text, [np.asarray(jax.random.key_data(key))])
    np.testing.assert_array_equal(ref_key, got_key)
    np.testing.assert_allclose(ref, np.asarray(want), rtol=2e-6, atol=2e-6)
