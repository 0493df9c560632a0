"""One training step of a small jax transformer through the numpy reference, against PJRT.

    .venv/bin/python benchmarks/bench_train_step.py [--layers 8] [--d-model 256] [--repeat 3]

The step: a decoder-only transformer (token embedding, per layer causal self-attention
and a GELU MLP with layer norms, tied output projection) on a batch of token ids,
cross-entropy loss, `jax.grad`, and an SGD update: the module takes the parameters and the
tokens and returns the loss and the new parameters. Lowered by jax; run on PJRT CPU and
on `bridge.reference.evaluate` with the same inputs (best of `--repeat`, compile and the
reference's first-run set-up excluded). Memory: the peak of numpy allocations during one
reference run (tracemalloc, which numpy reports to), against the bytes of the parameters
and against what XLA's compiled step allocates (`memory_analysis()`: arguments, outputs and
temporaries). Targets (issue 16): reference time < 10× PJRT's, memory < 2× the model's
arrays (read as: the arrays the step needs, XLA's buffers).
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import tracemalloc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

from bridge import reference, runtime  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_reference import best_of  # noqa: E402


def init(rng, vocab: int, d: int, layers: int, mlp: int) -> list[np.ndarray]:
    def w(*shape):
        return (rng.standard_normal(shape) / math.sqrt(shape[0])).astype(np.float32)
    params = [w(vocab, d)]
    for _ in range(layers):
        params += [w(d, 3 * d), w(d, d), w(d, mlp), w(mlp, d), np.ones(d, np.float32), np.ones(d, np.float32)]
    return params


def step_fn(layers: int, heads: int):
    def norm(x, g):
        x = x - x.mean(-1, keepdims=True)
        return x * jax.lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-5) * g

    def loss(params, tokens):
        emb = params[0]
        x = emb[tokens[:, :-1]]
        b, t, d = x.shape
        mask = jnp.tril(jnp.ones((t, t), bool))
        for i in range(layers):
            qkv_w, o_w, up, down, g1, g2 = params[1 + 6 * i: 7 + 6 * i]
            h = norm(x, g1)
            q, k, v = jnp.split(h @ qkv_w, 3, axis=-1)
            split = lambda a: a.reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)  # noqa: E731
            s = split(q) @ split(k).transpose(0, 1, 3, 2) / math.sqrt(d // heads)
            a = jax.nn.softmax(jnp.where(mask, s, -1e9), axis=-1) @ split(v)
            x = x + a.transpose(0, 2, 1, 3).reshape(b, t, d) @ o_w
            x = x + jax.nn.gelu(norm(x, g2) @ up) @ down
        logits = x @ emb.T
        logp = jax.nn.log_softmax(logits, axis=-1)
        return -jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1).mean()

    def step(params, tokens):
        value, grads = jax.value_and_grad(loss)(params, tokens)
        return value, [p - 0.01 * g for p, g in zip(params, grads)]
    return step


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--d-model", type=int, default=256)
    ap.add_argument("--vocab", type=int, default=12_000)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--seq", type=int, default=64)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    rng = np.random.default_rng(0)
    params = init(rng, a.vocab, a.d_model, a.layers, 4 * a.d_model)
    tokens = rng.integers(0, a.vocab, (a.batch, a.seq + 1)).astype(np.int32)
    n_params = sum(p.size for p in params)
    model_bytes = sum(p.nbytes for p in params)
    text = jax.jit(step_fn(a.layers, 4)).lower(params, tokens).as_text()
    args = [*params, tokens]
    want = runtime.execute_module(text, args)
    got = reference.evaluate(text, args)
    err = max(float(np.max(np.abs(np.asarray(g, np.float64) - np.asarray(w, np.float64)))) for g, w in zip(got, want))
    pjrt = best_of(lambda: runtime.execute_module(text, args), a.repeat)
    ref = best_of(lambda: reference.evaluate(text, args), a.repeat)
    tracemalloc.start()
    reference.evaluate(text, args)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    mem = jax.jit(step_fn(a.layers, 4)).lower(params, tokens).compile().memory_analysis()
    xla_bytes = mem.argument_size_in_bytes + mem.output_size_in_bytes + mem.temp_size_in_bytes - mem.alias_size_in_bytes
    print(f"model: {a.layers} layers, d_model {a.d_model}, vocab {a.vocab}: {n_params / 1e6:.1f}M parameters "
          f"({model_bytes / 1e6:.0f} MB); batch {a.batch} x {a.seq} tokens; {text.count(chr(10))} lines of StableHLO")
    print(f"loss {float(np.asarray(want[0])):.4f}; reference vs PJRT: max |difference| over loss and new params {err:.2e}")
    print(f"PJRT cpu {pjrt * 1e3:.0f} ms, reference {ref * 1e3:.0f} ms: reference/PJRT = {ref / pjrt:.2f} (target < 10)")
    print(f"reference peak numpy memory {peak / 1e6:.0f} MB = {peak / model_bytes:.2f}x the parameters; "
          f"XLA's buffers (arguments + outputs + temporaries) {xla_bytes / 1e6:.0f} MB: reference / XLA = "
          f"{peak / xla_bytes:.2f} (target < 2)")


if __name__ == "__main__":
    main()
