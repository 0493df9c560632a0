"""Programs the view tests draw, made by jax at test time (name stacks, Python frames)."""
from __future__ import annotations

import functools


def _model():
    import jax
    import jax.numpy as jnp

    def attention(q, k, v):
        s = q @ k.T / 8.0
        return jax.nn.softmax(s, axis=-1) @ v

    def f(x, w):
        with jax.named_scope("attention"):
            y = attention(x, x, x)

        def body(i, c):
            return c * 1.5 + jnp.tanh(c)
        y = jax.lax.fori_loop(0, 3, body, y)
        return jnp.sum(y @ w, axis=0)
    return f, (jnp.ones((4, 8), jnp.float32), jnp.ones((8, 2), jnp.float32))


@functools.lru_cache(maxsize=None)
def jax_text() -> str:
    """StableHLO of a small attention + fori_loop model, with jax's debug locations."""
    import jax
    f, args = _model()
    return jax.jit(f).lower(*args).as_text(debug_info=True)


@functools.lru_cache(maxsize=None)
def jax_hlo_text() -> str:
    """The same model as XLA prints it after optimization (metadata={op_name=...})."""
    import jax
    f, args = _model()
    return jax.jit(f).lower(*args).compile().as_text()


SMALL = """func.func @main(%a: tensor<8xf32> loc("a"), %b: tensor<8xf32> loc("b")) -> tensor<8xf32> {
  %0 = stablehlo.exponential %a : tensor<8xf32> loc("jit(g)/exp"("g.py":3:4))
  %1 = stablehlo.add %0, %b : tensor<8xf32> loc("jit(g)/add"("g.py":4:4))
  %2 = stablehlo.add %1, %1 : tensor<8xf32> loc("jit(g)/add"("g.py":5:4))
  return %2 : tensor<8xf32>
}
"""

# One elementwise op (OP is replaced), with a jax-style location.
OP = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.OP %a, %b : tensor<4xf32> loc("jit(g)/OP"("g.py":7:3))
  return %0 : tensor<4xf32>
}"""
