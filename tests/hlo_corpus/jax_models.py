"""Small jax programs whose HLO the corpus tests read. Run as a script in a child process:

    XLA_FLAGS="--xla_dump_to=DIR --xla_force_host_platform_device_count=8" python jax_models.py DIR

XLA dumps each compiled module (`*.before_optimizations.txt`: stack-frame tables, metadata,
shardings, Shardy frontend attributes) and the script writes, per model, what jax prints
itself: `<name>.lowered.hlo` (lowered.as_text(dialect="hlo")) and `<name>.compiled.hlo`
(the optimized module). Kept out of the test process: jax's CPU device count is fixed
when its backend starts, and XLA's dump flags are read once.
"""
from __future__ import annotations

import os
import sys


def models():
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = jax.make_mesh((4, 2), ("x", "y"))
    rng = np.random.default_rng(0)

    def layer(x, w):
        return jnp.tanh(x @ w).sum(axis=-1, keepdims=True) * x

    def mlp(x, w):
        y = layer(x, w)
        return jnp.maximum(y, 0.0), y.mean()

    x = jax.device_put(rng.normal(size=(8, 16)).astype(np.float32), NamedSharding(mesh, P("x", None)))
    w = jax.device_put(rng.normal(size=(16, 16)).astype(np.float32), NamedSharding(mesh, P(None, "y")))
    yield "sharded_mlp", jax.jit(mlp, out_shardings=(NamedSharding(mesh, P("x", None)), NamedSharding(mesh, P()))), (x, w)

    def ring(x):
        """shard_map: collectives across partitions (channel ids), several results, and a
        body with no operands."""
        def body(u):
            shifted = jax.lax.ppermute(u, "x", [(i, (i + 1) % 4) for i in range(4)])
            swapped = jax.lax.all_to_all(u, "y", 1, 1, tiled=True)
            return shifted, jax.lax.psum(u, "y"), swapped
        shifted, summed, swapped = jax.shard_map(body, mesh=mesh, in_specs=P("x", "y"),
                                                 out_specs=(P("x", "y"), P("x", None), P("x", "y")))(x)
        rows = jax.shard_map(lambda: jnp.full((2, 8), jax.lax.axis_index("x"), jnp.float32), mesh=mesh,
                             in_specs=(), out_specs=P("x", "y"))()
        return shifted + rows, summed, swapped

    yield "shard_map_ring", jax.jit(ring), (jax.device_put(x, NamedSharding(mesh, P("x", "y"))),)

    def loop(v, n):
        def body(i, carry):
            return carry * 0.5 + jnp.sin(carry) + i
        total = jax.lax.fori_loop(0, n, body, v)
        return jax.lax.cond(total.sum() > 0, lambda t: jnp.sort(t), lambda t: -t, total), jnp.argmax(total)

    yield "control_flow", jax.jit(loop), (rng.normal(size=(6,)).astype(np.float32), np.int32(3))

    auto = jax.make_mesh((4, 2), ("x", "y"), axis_types=(jax.sharding.AxisType.Auto,) * 2)

    def reshard(x):
        """Rows by x, columns by y, then the other way round: XLA:CPU's optimized module moves
        the tiles with an all-to-all whose replica groups name a sub-axis, {'axis_1':(2)2}."""
        y = jax.lax.with_sharding_constraint(jnp.sin(x), NamedSharding(auto, P("y", "x")))
        return y.sum(0)

    yield "reshard", jax.jit(reshard), (jax.device_put(x, NamedSharding(auto, P("x", "y"))),)

    def attention(q, k):
        """Sharded over batch and heads: the optimized module needs no collective at all."""
        return jax.nn.softmax(jnp.einsum("bhqd,bhkd->bhqk", q, k), -1)

    qk = jax.device_put(rng.normal(size=(4, 2, 3, 4)).astype(np.float32), NamedSharding(auto, P("x", "y")))
    yield "sharded_attention", jax.jit(attention), (qk, qk)

    def step(params, grads):
        return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)

    params = {"w": rng.normal(size=(4, 3)).astype(np.float32), "b": rng.normal(size=(3,)).astype(np.float32)}
    yield "donated_step", jax.jit(step, donate_argnums=0), (params, params)


def main(out_dir: str) -> None:
    for name, fn, args in models():
        lowered = fn.lower(*args)
        with open(os.path.join(out_dir, f"{name}.lowered.hlo"), "w") as f:
            f.write(lowered.as_text(dialect="hlo"))
        compiled = lowered.compile()
        with open(os.path.join(out_dir, f"{name}.compiled.hlo"), "w") as f:
            f.write(compiled.as_text())


if __name__ == "__main__":
    main(sys.argv[1])
