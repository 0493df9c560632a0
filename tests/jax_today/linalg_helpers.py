"""Inputs and comparisons the jax linear-algebra tests share (test_jax_linalg*.py)."""
import jax
import numpy as np

TOL = {"float32": 2e-4, "complex64": 2e-4, "float64": 1e-10, "complex128": 1e-10}


def mat(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def hpd(shape, dtype, seed=0):
    """A Hermitian positive-definite matrix (batch)."""
    a = mat(shape, dtype, seed)
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + shape[-1] * np.eye(shape[-1])).astype(dtype)


def lowered(f, *args, platform="cpu"):
    """jax's StableHLO of f for `platform` (named: on a GPU machine jax's default is cuda,
    whose linear algebra is cuSOLVER calls, not LAPACK ones)."""
    with jax.enable_x64(True):
        return jax.jit(f).trace(*args).lower(lowering_platforms=(platform,)).as_text()


def jitted(f, *args):
    """jax.jit(f) on the CPU: LAPACK's results, what the tests compare with."""
    with jax.enable_x64(True), jax.default_device(jax.devices("cpu")[0]):
        return [np.asarray(v) for v in jax.tree_util.tree_leaves(jax.jit(f)(*args))]


def assert_close(got, want, dtype, what=""):
    assert len(got) == len(want), what
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.shape == w.shape and g.dtype == w.dtype, (what, i, g.shape, w.shape, g.dtype, w.dtype)
        np.testing.assert_allclose(g, w, rtol=TOL[dtype], atol=TOL[dtype], equal_nan=True,
                                   err_msg=f"{what} output {i}")
