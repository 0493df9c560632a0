"""Helpers for the numpy-reference tests: jax (PJRT CPU) is the oracle."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from bridge import reference


def rnn(h0, xs, w, u, b):
    """A tanh RNN as `lax.scan` (the loop tests' jax program: jax's scan helpers, a carried
    state and stacked outputs)."""
    def step(h, x):
        h = jnp.tanh(h @ w + x @ u + b)
        return h, h
    return lax.scan(step, h0, xs)


def lower(f, *args, x64=False) -> str:
    with jax.enable_x64(x64):   # (for the CPU by name: also where jax's default is a GPU)
        return jax.jit(f).trace(*args).lower(lowering_platforms=("cpu",)).as_text()


def expected(f, *args, x64=False):
    with jax.enable_x64(x64), jax.default_device(jax.devices("cpu")[0]):
        out = jax.jit(f)(*args)
    return [np.asarray(o) for o in jax.tree_util.tree_leaves(out)]


def assert_same(got, want, rtol=1e-6, atol=0.0, err=""):
    assert len(got) == len(want), err
    for i, (g, w) in enumerate(zip(got, want)):
        assert isinstance(g, np.ndarray), (i, type(g))
        assert g.dtype == w.dtype, f"{err} result {i}: dtype {g.dtype} != {w.dtype}"
        assert g.shape == w.shape, f"{err} result {i}: shape {g.shape} != {w.shape}"
        if w.dtype.kind in "biu" or w.dtype == np.bool_:
            np.testing.assert_array_equal(g, w, err_msg=f"{err} result {i}")
        else:
            gf = g.astype(np.complex128 if w.dtype.kind == "c" else np.float64)
            wf = w.astype(np.complex128 if w.dtype.kind == "c" else np.float64)
            np.testing.assert_allclose(gf, wf, rtol=rtol, atol=atol, equal_nan=True,
                                       err_msg=f"{err} result {i}")


def check(f, *args, rtol=1e-6, atol=0.0, x64=False):
    """Lower `f` with jax, evaluate with the reference, compare with jax.jit(f)."""
    text = lower(f, *args, x64=x64)
    got = reference.evaluate(text, list(args))
    assert_same(got, expected(f, *args, x64=x64), rtol=rtol, atol=atol, err=text[-2000:])
    return got


def run(text: str, *args):
    return reference.evaluate(text, list(args))
