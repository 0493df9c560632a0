"""jax's linear algebra as jax lowers it for CPU today (`lapack_*_ffi` custom calls):
the numpy reference must give what jax.jit gives (PJRT runs the real LAPACK targets),
and difftest cpu-vs-reference must agree.
"""
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np
import pytest
from jax import lax

import bridge
import bridge.reference as R
from linalg_helpers import TOL, assert_close, hpd, jitted, lowered, mat

DTYPES = ["float32", "float64", "complex64", "complex128"]
# name -> (function, input generator); every jax linalg entry point that lowers to LAPACK
FUNCTIONS = {
    "solve": (lambda a: jnp.linalg.solve(a, a[..., :1] + 1), mat),
    "inv": (jnp.linalg.inv, mat),
    "det": (jnp.linalg.det, mat),
    "slogdet": (lambda a: tuple(jnp.linalg.slogdet(a)), mat),
    "cholesky": (jnp.linalg.cholesky, hpd),
    "qr": (jnp.linalg.qr, mat),
    "qr_pivoting": (lambda a: jsl.qr(a, pivoting=True), mat),
    "svd": (jnp.linalg.svd, mat),
    "svdvals": (lambda a: jnp.linalg.svd(a, compute_uv=False), mat),
    "svd_qr_algorithm": (lambda a: lax.linalg.svd(a, algorithm=lax.linalg.SvdAlgorithm.QR), mat),
    "eigh": (jnp.linalg.eigh, hpd),
    "eigh_upper": (lambda a: jnp.linalg.eigh(a, UPLO="U"), hpd),
    "eig": (jnp.linalg.eig, mat),
    "eig_left": (lambda a: lax.linalg.eig(a, compute_left_eigenvectors=True), mat),
    "pinv": (jnp.linalg.pinv, mat),
    "lu_factor": (jsl.lu_factor, mat),
    "lu": (lax.linalg.lu, mat),
    "schur": (jsl.schur, mat),
    "hessenberg": (jsl.hessenberg, mat),
    "solve_triangular": (lambda a: jsl.solve_triangular(a, a[..., :2] + 1, lower=True), hpd),
    "solve_triangular_adjoint": (lambda a: jsl.solve_triangular(a, a + 1, trans="C", unit_diagonal=True), hpd),
    "tridiagonal": (lambda a: lax.linalg.tridiagonal(a), hpd),
    "tridiagonal_upper": (lambda a: lax.linalg.tridiagonal(a, lower=False), hpd),
}


def _shape(name, dtype):
    # unbatched for single precision, batched for double: both paths in every routine
    # (4x4: jnp.linalg.det has closed forms up to 3x3)
    return (4, 4) if dtype in ("float32", "complex64") else (2, 4, 4)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_reference_matches_jax_jit(name, dtype):
    f, gen = FUNCTIONS[name]
    x = gen(_shape(name, dtype), dtype)
    text = lowered(f, x)
    assert "lapack_" in text  # the point: jax's CPU custom calls are in the program
    assert_close(R.evaluate(text, [x]), jitted(f, x), dtype, name)


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_difftest_cpu_vs_reference(name):
    f, gen = FUNCTIONS[name]
    dtype = "complex128" if name in ("eig", "schur", "svd") else "float64"
    x = gen((2, 4, 4), dtype, seed=1)
    text = lowered(f, x)
    report = bridge.difftest(text, inputs=[x], backends=("cpu", "reference"))
    assert report.ok, report.reason
    assert_close(R.evaluate(text, [x]), bridge.execute(text, [x], backend="cpu"), dtype, name)


SINGULAR = np.array([[1.0, 2.0, 3.0, 4.0], [2.0, 4.0, 6.0, 8.0], [1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0]])


@pytest.mark.parametrize("name", ["inv", "solve", "det", "slogdet", "lu_factor", "lu"])
@pytest.mark.parametrize("dtype", ["float32", "complex128"])
def test_singular_matrix(name, dtype):
    """getrf reports info > 0 and jax keeps the factors: zeros, infs and NaNs must match."""
    f, _ = FUNCTIONS[name]
    x = np.stack([SINGULAR, np.eye(4) + 1]).astype(dtype)
    want = jitted(f, x)
    assert_close(R.evaluate(lowered(f, x), [x]), want, dtype, name)
    if name == "det":
        assert want[0][0] == 0 and want[0][1] != 0


@pytest.mark.parametrize("dtype", DTYPES)
def test_cholesky_not_positive_definite_gives_nan(dtype):
    x = np.stack([np.array([[1.0, 2.0], [2.0, 1.0]]), np.eye(2) * 4]).astype(dtype)
    got = R.evaluate(lowered(jnp.linalg.cholesky, x), [x])[0]
    assert np.isnan(got[0][np.tril_indices(2)]).all()  # potrf info > 0: jax puts NaNs, then tril
    np.testing.assert_allclose(got[1], np.eye(2) * 2)
    assert_close([got], jitted(jnp.linalg.cholesky, x), dtype)


@pytest.mark.parametrize("dtype", ["float64", "complex64"])
def test_eig_of_non_finite_input_is_nan(dtype):
    """jaxlib's geev handler refuses non-finite input with info = -4; jax then gives NaNs."""
    x = np.stack([mat((3, 3), dtype), np.full((3, 3), np.nan, dtype)])
    got = R.evaluate(lowered(jnp.linalg.eig, x), [x])
    assert all(np.isnan(g[1]).all() and not np.isnan(g[0]).any() for g in got)
    assert_close(got, jitted(jnp.linalg.eig, x), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_tridiagonal_solve(dtype):
    d = (mat((2, 5), dtype, 1) + 4).astype(dtype)
    dl, du = mat((2, 5), dtype, 2), mat((2, 5), dtype, 3)
    dl[:, 0] = 0
    du[:, -1] = 0
    b = mat((2, 5, 2), dtype, 4)
    f = lax.linalg.tridiagonal_solve
    text = lowered(f, dl, d, du, b)
    assert "gtsv_ffi" in text
    got = R.evaluate(text, [dl, d, du, b])
    assert_close(got, jitted(f, dl, d, du, b), dtype)
    dense = np.stack([np.diag(d[i]) + np.diag(dl[i, 1:], -1) + np.diag(du[i, :-1], 1) for i in range(2)])
    np.testing.assert_allclose(dense @ got[0], b, rtol=TOL[dtype] * 10, atol=TOL[dtype] * 10)
    d[1, 2] = dl[1, 2] = du[1, 2] = du[1, 1] = dl[1, 3] = 0  # row/column 2 empty: singular, info > 0
    singular = R.evaluate(text, [dl, d, du, b])[0]
    assert np.isnan(singular[1]).all() and np.isfinite(singular[0]).all()
    assert_close([singular], jitted(f, dl, d, du, b), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_tridiagonal_solve_perturbed(dtype):
    """perturb_singular=True: singular systems get jaxlib's perturbed-pivot finite answer."""
    d = mat((3, 5), dtype, 1)
    dl, du, b = mat((3, 5), dtype, 2), mat((3, 5), dtype, 3), mat((3, 5, 2), dtype, 4)
    dl[:, 0] = du[:, -1] = 0
    d[1, 2] = dl[1, 2] = du[1, 2] = du[1, 1] = dl[1, 3] = 0  # exactly singular
    dl[2] = 0
    d[2, 4] = 0  # upper bidiagonal with a zero pivot
    f = lambda *a: lax.linalg.tridiagonal_solve(*a, perturb_singular=True)  # noqa: E731
    text = lowered(f, dl, d, du, b)
    assert "tridiagonal_solve_perturbed_ffi" in text
    want = jitted(f, dl, d, du, b)
    got = R.evaluate(text, [dl, d, du, b])
    assert np.isfinite(want[0]).all()
    np.testing.assert_allclose(got[0], want[0], rtol=TOL[dtype] * 10, atol=TOL[dtype] * 10)
    cuda = lowered(f, dl, d, du, b, platform="cuda")
    assert "cu_tridiagonal_solve_perturbed" in cuda
    np.testing.assert_allclose(R.evaluate(cuda, [dl, d, du, b])[0], want[0], rtol=TOL[dtype] * 10,
                               atol=TOL[dtype] * 10)


RNG = np.random.default_rng(3)
EDGE_CASES = {  # name -> (function, inputs): shapes and values beyond square batches
    "svd_of_nan": (jnp.linalg.svd, [np.full((3, 3), np.nan)]),
    "eigh_of_nan": (jnp.linalg.eigh, [np.full((3, 3), np.nan)]),
    "inv_empty_batch": (jnp.linalg.inv, [np.zeros((0, 3, 3))]),
    "eig_1x1": (jnp.linalg.eig, [np.array([[2.0]])]),
    "hessenberg_2x2": (jsl.hessenberg, [np.array([[2.0, 1.0], [3.0, 4.0]])]),
    "qr_tall_complete": (lambda a: jnp.linalg.qr(a, mode="complete"), [RNG.standard_normal((5, 3))]),
    "qr_wide": (jnp.linalg.qr, [RNG.standard_normal((3, 5))]),
    "lu_wide": (lax.linalg.lu, [RNG.standard_normal((3, 5))]),
    "lu_tall": (lax.linalg.lu, [RNG.standard_normal((5, 3))]),
    "svd_tall_economy": (lambda a: jnp.linalg.svd(a, full_matrices=False), [RNG.standard_normal((5, 3))]),
    "lstsq": (lambda a, b: jnp.linalg.lstsq(a, b)[0], [RNG.standard_normal((5, 3)), RNG.standard_normal((5, 2))]),
    "lu_solve": (lambda a, b: jsl.lu_solve(jsl.lu_factor(a), b), [RNG.standard_normal((4, 4)),
                                                                   RNG.standard_normal((4, 2))]),
}


@pytest.mark.parametrize("name", sorted(EDGE_CASES))
def test_edge_cases(name):
    f, xs = EDGE_CASES[name]
    text = lowered(f, *xs)
    assert "lapack_" in text
    assert_close(R.evaluate(text, xs), jitted(f, *xs), "float64", name)


@pytest.mark.parametrize("name", ["qr", "qr_pivoting"])
def test_blocked_qr_is_pjrt_bit_for_bit(name):
    # at 256x256 LAPACK blocks its Householder updates, with a block size set by the workspace:
    # jaxlib's handler asks for the optimal one, and so must the reference, or Q and R differ
    # from PJRT by more than difftest's tolerance (up to 8e-6 in R: a false mismatch)
    fn = {"qr": jnp.linalg.qr, "qr_pivoting": lambda a: jsl.qr(a, pivoting=True)}[name]
    a = np.random.default_rng(4).standard_normal((256, 256)).astype(np.float32)
    text = lowered(fn, a)
    for got, want in zip(R.evaluate(text, [a]), bridge.execute(text, [a], backend="cpu")):
        np.testing.assert_array_equal(got, want)
