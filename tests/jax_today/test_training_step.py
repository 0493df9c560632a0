"""A small transformer training step, sharded over a (data, model) mesh as jax users
write it: parameters sharded by model, batch by data; loss, gradients and an SGD
update in one jit. Oracle: jax.jit on the same arrays."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P
from today import check_program, mesh, rand

import bridge

D, H, T, B = 16, 32, 4, 4


def _layer(params, x):
    wq, wk, wv, w1, w2 = params
    q, k, v = x @ wq, x @ wk, x @ wv
    att = jax.nn.softmax(q @ jnp.swapaxes(k, -1, -2) / np.sqrt(D), axis=-1) @ v
    h = jax.nn.gelu((x + att) @ w1)
    return x + att + h @ w2


def _loss(params, x, y):
    out = _layer(params, x)
    return jnp.mean((out - y) ** 2)


def _step(params, x, y):
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    return loss, [p - 0.1 * g for p, g in zip(params, grads)]


def _params():
    return [rand((D, D), seed=1) * 0.2, rand((D, D), seed=2) * 0.2, rand((D, D), seed=3) * 0.2,
            rand((D, H), seed=4) * 0.2, rand((H, D), seed=5) * 0.2]


def test_sharded_training_step_matches_jax():
    m = mesh((2, 4), ("data", "model"))
    col, row, rep = NamedSharding(m, P(None, "model")), NamedSharding(m, P("model", None)), NamedSharding(m, P())
    batch = NamedSharding(m, P("data"))
    param_sh = [col, col, col, col, row]
    jitted = jax.jit(_step, in_shardings=(param_sh, batch, batch), out_shardings=(rep, param_sh))
    params, x, y = _params(), rand((B, T, D), seed=6), rand((B, T, D), seed=7)
    flat = [*params, x, y]

    def flat_step(*a):
        return jitted(list(a[:5]), a[5], a[6])
    text = jitted.lower(params, x, y).as_text()
    assert "mhlo.num_partitions = 8" in text and "sdy.sharding" in text
    check_program(jax.jit(flat_step), flat, text=text)
    report = bridge.difftest(text, inputs=flat)
    assert report.verdict == "match"
