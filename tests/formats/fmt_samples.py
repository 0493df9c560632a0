"""Sample programs for the format-converter tests (jax lowerings + hand-written)."""
from __future__ import annotations

import functools

HAND_WRITTEN = """\
module @hand {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
    %0 = call @helper(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c : tensor<i32>
    %2 = stablehlo.compare  LT, %0, %arg0,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = stablehlo.select %2, %0, %arg0 : tensor<4xi1>, tensor<4xf32>
    return %3, %1 : tensor<4xf32>, tensor<i32>
  }
  func.func private @helper(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %1 = stablehlo.negate %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
"""

XLA_TEXT = """\
module @builder {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
    %0 = "xla.add"(%arg0, %arg1) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
"""


@functools.lru_cache(maxsize=None)
def jax_modules() -> dict[str, str]:
    import jax
    import jax.numpy as jnp
    from jax import lax

    x23 = jnp.ones((2, 3), jnp.float32)

    def loop(x):
        return lax.fori_loop(0, 3, lambda i, c: c * 2.0 + i, x)

    def cond(x):
        return lax.cond(x.sum() > 0, lambda v: v + 1, lambda v: v - 1, x)

    cases = {
        "elementwise": (lambda x: jnp.sin(x) * 2 + x, (x23,)),
        "matmul_relu": (lambda a, b: jax.nn.relu(a @ b), (x23, jnp.ones((3, 4), jnp.float32))),
        "reduce": (lambda x: (x.sum(axis=1), x.max()), (x23,)),
        "loop": (loop, (x23,)),
        "cond": (cond, (x23,)),
        "sort_int": (lambda x: jnp.sort(x) + jnp.int32(3), (jnp.arange(5, dtype=jnp.int32),)),
        "cumsum_bf16": (lambda x: jnp.cumsum(x, axis=0), (jnp.ones((4, 2), jnp.bfloat16),)),
    }
    return {name: jax.jit(f).lower(*args).as_text() for name, (f, args) in cases.items()}


def all_modules() -> dict[str, str]:
    mods = dict(jax_modules())
    mods["hand"] = HAND_WRITTEN
    return mods
