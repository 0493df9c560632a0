"""Cholesky, TriangularSolve, Fft, BatchNorm*, ReducePrecision on PJRT CPU.

Oracles: numpy.linalg / numpy.fft on random inputs, the seed's batch-norm formulas in
float64, central differences of those formulas for BatchNormGrad, numpy's float16 and
ml_dtypes' bfloat16 rounding for ReducePrecision. `check` (test_conv) also runs the
xla-dialect numpy reference.
"""
import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import ops
from hlotest import program
from ops_helpers import check

RNG = np.random.default_rng(11)


def spd(*batch, n=4, dtype=np.float32):
    m = RNG.standard_normal(batch + (n, n))
    if np.dtype(dtype).kind == "c":
        m = m + 1j * RNG.standard_normal(batch + (n, n))
    return (m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)).astype(dtype)


# ---- Cholesky ----------------------------------------------------------------------------

@pytest.mark.xla_op("Cholesky")
@pytest.mark.parametrize("dtype", [np.float32, np.complex64])
def test_cholesky_lower_and_upper_read_one_triangle(dtype):
    a = spd(2, 3, dtype=dtype)
    factor = np.linalg.cholesky(a)                                      # lower: a = l l^H
    strictly_lower = np.tri(4, k=-1, dtype=bool)
    wants, inputs = [], []
    for lower in (True, False):
        wants.append(factor if lower else np.conj(np.swapaxes(factor, -1, -2)))   # upper: a = u^H u
        # Only the lower (upper) triangle is read: poison the other one.
        inputs.append(np.where(strictly_lower.T if lower else strictly_lower, 99, a).astype(dtype))
    comp = program(lambda b, lo, up: ops.Tuple(b, [ops.Cholesky(lo, True), ops.Cholesky(up, lower=False)]), *inputs)
    keep = [np.tri(4, dtype=bool), np.tri(4, dtype=bool).T]   # the other triangle is implementation-defined
    outs = zip(bridge.execute(comp, inputs), bridge.reference.evaluate_xla(comp, inputs))
    for (got, ref), want, k in zip(outs, wants, keep):
        for g in (got, ref):
            assert g.dtype == dtype and g.shape == want.shape
            np.testing.assert_allclose(np.where(k, g, 0), want, rtol=1e-5, atol=1e-5)


# ---- TriangularSolve ------------------------------------------------------------------------

def op_a(t, transpose):
    if transpose == "TRANSPOSE":
        return np.swapaxes(t, -1, -2)
    if transpose == "ADJOINT":
        return np.conj(np.swapaxes(t, -1, -2))
    return t


OPTIONS = [(t, left, low) for t in ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT") for left in (True, False)
           for low in (True, False)]


@pytest.mark.xla_op("TriangularSolve")
@pytest.mark.parametrize("unit_diagonal", [False, True])
def test_triangular_solve_all_options(unit_diagonal):
    # Every (transpose_a, left_side, lower) combination, as the outputs of one program.
    m, k = 4, 3
    a = RNG.standard_normal((2, m, m)).astype(np.float32) + 4 * np.eye(m, dtype=np.float32)
    b_left = RNG.standard_normal((2, m, k)).astype(np.float32)
    b_right = RNG.standard_normal((2, k, m)).astype(np.float32)
    wants = []
    for transpose, left_side, lower in OPTIONS:
        t = (np.tril(a) if lower else np.triu(a)).astype(np.float64)   # the other triangle is never read
        if unit_diagonal:                                                # nor is the diagonal
            t = t - np.einsum("...ii->...i", t)[..., None] * np.eye(m) + np.eye(m)
        op = op_a(t, transpose)
        wants.append((np.linalg.solve(op, b_left) if left_side else np.swapaxes(
            np.linalg.solve(np.swapaxes(op, -1, -2), np.swapaxes(b_right, -1, -2)), -1, -2)).astype(np.float32))
    comp = program(lambda b, x, yl, yr: ops.Tuple(b, [
        ops.TriangularSolve(x, yl if left else yr, left, low, unit_diagonal, t) for t, left, low in OPTIONS]),
        a, b_left, b_right)
    check(comp, [a, b_left, b_right], wants, rtol=2e-5)


@pytest.mark.xla_op("TriangularSolve")
def test_triangular_solve_complex_adjoint():
    m = 3
    a = (RNG.standard_normal((m, m)) + 1j * RNG.standard_normal((m, m)) + 3 * np.eye(m)).astype(np.complex64)
    b_ = (RNG.standard_normal((m, 2)) + 1j * RNG.standard_normal((m, 2))).astype(np.complex64)
    comp = program(lambda b, x, y: ops.TriangularSolve(x, y, left_side=True, lower=False, unit_diagonal=False,
                                                       transpose_a="ADJOINT"), a, b_)
    want = np.linalg.solve(np.conj(np.triu(a).T).astype(np.complex128), b_).astype(np.complex64)
    check(comp, [a, b_], [want], rtol=2e-5)


# ---- Fft ------------------------------------------------------------------------------------

C = (RNG.standard_normal((2, 4, 6, 8)) + 1j * RNG.standard_normal((2, 4, 6, 8))).astype(np.complex64)
R = RNG.standard_normal((2, 4, 6, 8)).astype(np.float32)


@pytest.mark.xla_op("Fft")
@pytest.mark.parametrize("kind", ["FFT", "IFFT", "RFFT", "IRFFT"])
def test_fft_matches_numpy_over_1_to_3_axes(kind):
    # One program: the transform over the innermost 1, 2 and 3 dimensions.
    x, lengths, wants = (R if kind == "RFFT" else C), [], []
    for rank in (1, 2, 3):
        axes = tuple(range(-rank, 0))
        if kind == "IRFFT":   # to an odd innermost length: 8 complex values <- fft_length 15 // 2 + 1
            lengths.append(x.shape[-rank:-1] + (15,))
            wants.append(np.fft.irfftn(x, s=lengths[-1], axes=axes).astype(np.float32))
            continue
        lengths.append(x.shape[-rank:])
        fn = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn}[kind]
        wants.append(fn(x, axes=axes).astype(np.complex64))
    comp = program(lambda b, v: ops.Tuple(b, [ops.Fft(v, kind, n) for n in lengths]), x)
    check(comp, [x], wants, rtol=1e-4)


# ---- BatchNorm ------------------------------------------------------------------------------

X = (RNG.standard_normal((3, 4, 5)) * 2 + 1).astype(np.float32)
SCALE, OFFSET = RNG.standard_normal(4).astype(np.float32), RNG.standard_normal(4).astype(np.float32)
EPS = 1e-3


def batch_norm(x, scale, offset, feature):
    """The seed's BatchNormTraining formulas in float64: (y, batch mean, batch variance)."""
    axes = tuple(i for i in range(x.ndim) if i != feature)
    v = lambda a: np.reshape(a, [-1 if i == feature else 1 for i in range(x.ndim)])   # noqa: E731
    mean = x.mean(axis=axes)
    var = ((x - v(mean)) ** 2).mean(axis=axes)
    return (x - v(mean)) / np.sqrt(v(var) + EPS) * v(scale) + v(offset), mean, var


@pytest.mark.xla_op("BatchNormTraining")
@pytest.mark.parametrize("feature", [0, 1, 2])
def test_batch_norm_training(feature):
    scale, offset = (RNG.standard_normal(X.shape[feature]).astype(np.float32) for _ in range(2))
    want = [w.astype(np.float32) for w in batch_norm(X.astype(np.float64), scale, offset, feature)]
    comp = program(lambda b, x, s, o: ops.BatchNormTraining(x, s, o, EPS, feature), X, scale, offset)
    check(comp, [X, scale, offset], want, rtol=2e-5)


@pytest.mark.xla_op("BatchNormInference")
def test_batch_norm_inference():
    mean, var = RNG.standard_normal(4).astype(np.float32), RNG.uniform(0.5, 2, 4).astype(np.float32)
    v = lambda a: a.reshape(1, 4, 1)   # noqa: E731
    want = ((X - v(mean)) / np.sqrt(v(var) + EPS) * v(SCALE) + v(OFFSET)).astype(np.float32)
    comp = program(lambda b, x, s, o, m, va: ops.BatchNormInference(x, s, o, m, va, epsilon=EPS, feature_index=1),
                   X, SCALE, OFFSET, mean, var)
    check(comp, [X, SCALE, OFFSET, mean, var], [want], rtol=2e-5)


def numeric_gradients(x, scale, offset, dy, h=1e-6):
    """d/d(x, scale, offset) of sum(dy * y), y = BatchNormTraining(...)[0], by central differences."""
    def loss(args):
        return float((dy * batch_norm(*args, feature=1)[0]).sum())
    args = [np.asarray(a, np.float64) for a in (x, scale, offset)]
    grads = []
    for i, a in enumerate(args):
        g = np.zeros_like(a)
        for j in np.ndindex(a.shape):
            up, down = [b.copy() for b in args], [b.copy() for b in args]
            up[i][j] += h
            down[i][j] -= h
            g[j] = (loss(up) - loss(down)) / (2 * h)
        grads.append(g.astype(np.float32))
    return grads


@pytest.mark.xla_op("BatchNormGrad")
def test_batch_norm_grad_is_the_derivative_of_training():
    # The gradient goes through the batch statistics too (mean and variance depend on x).
    dy = RNG.standard_normal(X.shape).astype(np.float32)
    _, mean, var = batch_norm(X.astype(np.float64), SCALE, OFFSET, 1)
    mean, var = mean.astype(np.float32), var.astype(np.float32)
    comp = program(lambda b, x, s, m, va, g: ops.BatchNormGrad(x, s, m, va, g, EPS, 1), X, SCALE, mean, var, dy)
    check(comp, [X, SCALE, mean, var, dy], numeric_gradients(X, SCALE, OFFSET, dy), rtol=2e-4)


# ---- ReducePrecision ------------------------------------------------------------------------

@pytest.mark.xla_op("ReducePrecision")
def test_reduce_precision_to_f16_and_bf16_formats():
    # (5, 10) is IEEE half: round to nearest even (2049 -> 2048, 2051 -> 2052), overflow to
    # inf (65520 rounds up past 65504); (8, 7) is bfloat16. Values are normal in both.
    x = np.array([0.1, 1 / 3, -2.5, 1.00048828125, 65504, 65519, 65520, 70000, -1e5, 2049, 2051, np.inf],
                 np.float32)
    comp = program(lambda b, v: ops.ReducePrecision(v, 10, 5), x)
    with np.errstate(over="ignore"):
        check(comp, [x], [x.astype(np.float16).astype(np.float32)])
    x = np.array([0.1, 1 / 3, -2.5, 1.00048828125, 1e30, -3e38, 3.4e38, -np.inf], np.float32)
    comp = program(lambda b, v: ops.ReducePrecision(v, mantissa_bits=7, exponent_bits=8), x)
    check(comp, [x], [x.astype(ml_dtypes.bfloat16).astype(np.float32)])


@pytest.mark.xla_op("ReducePrecision")
def test_reduce_precision_flushes_below_the_exponent_range_and_keeps_nan():
    # 6e-5 is below half's smallest normal (6.1e-5): with 5 exponent bits it becomes 0;
    # wider formats are a no-op; NaN stays NaN.
    x = np.array([6e-5, -6e-5, np.nan, 1 / 3], np.float32)
    comp = program(lambda b, v: ops.ReducePrecision(v, 23, 5), x)
    got = check(comp, [x], [np.array([0, -0.0, np.nan, 1 / 3], np.float32)])
    assert np.signbit(got[0][1])
    comp = program(lambda b, v: ops.ReducePrecision(v, exponent_bits=11, mantissa_bits=52), x)
    check(comp, [x], [x])
