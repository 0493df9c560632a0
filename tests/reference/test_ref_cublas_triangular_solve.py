"""XLA:GPU's `__cublas$triangularSolve` (its triangular-solve rewriter: HLO's triangular-solve
as a cuBLAS trsm call with the TriangularSolveOptions as JSON, results (x, s8 temp)) on the
reference, so a GPU dump's solves run without a GPU. Oracle: numpy's general solve of the
explicit op(triangle) in float64/complex128; for the real dumps, PJRT CPU running the module
jax gave XLA, or numpy where that module calls cuSOLVER itself."""
from __future__ import annotations

import itertools
import pathlib

import numpy as np
import pytest

import bridge
from bridge.errors import UnsupportedOp

DUMPS = pathlib.Path(__file__).resolve().parents[1] / "data" / "xla_gpu_h200"
RNG = np.random.default_rng(5)


def _module(a: str, b: str, left: bool, lower: bool, unit: bool, trans: str, temp: int = 0) -> str:
    config = (f'{{"left_side":{str(left).lower()},"lower":{str(lower).lower()},'
              f'"unit_diagonal":{str(unit).lower()},"transpose_a":"{trans}"}}')
    return ("HloModule ts\n\nENTRY e {\n"
            f"  a = {a} parameter(0)\n  b = {b} parameter(1)\n"
            f"  r = ({b}, s8[{temp}]) custom-call(a, b), custom_call_target=\"__cublas$triangularSolve\", "
            f"backend_config={config}\n"
            f"  ROOT x = {b} get-tuple-element(r), index=0\n}}\n")


def _oracle(a, b, left, lower, unit, trans):
    t = np.tril(a) if lower else np.triu(a)
    if unit:
        t = t.copy()
        t[..., np.arange(t.shape[-1]), np.arange(t.shape[-1])] = 1
    op = {"NO_TRANSPOSE": t, "TRANSPOSE": np.swapaxes(t, -1, -2),
          "ADJOINT": np.conj(np.swapaxes(t, -1, -2))}[trans]
    if left:    # op(a) x = b
        return np.linalg.solve(op, b)
    return np.swapaxes(np.linalg.solve(np.swapaxes(op, -1, -2), np.swapaxes(b, -1, -2)), -1, -2)   # x op(a) = b


def _complex(shape):
    return (RNG.standard_normal(shape) + 1j * RNG.standard_normal(shape)).astype(np.complex64)


@pytest.mark.parametrize("left, lower, unit, trans", list(itertools.product(
    (True, False), (True, False), (False, True), ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"))))
def test_every_option_batched_complex(left, lower, unit, trans):
    """A batch of 2 (cuBLAS's batched trsm: an s8 temp of 2 pointers a batch element)."""
    a = _complex((2, 4, 4)) + 4 * np.eye(4, dtype=np.complex64)
    b = _complex((2, 4, 3) if left else (2, 3, 4))
    text = _module("c64[2,4,4]", f"c64[{','.join(map(str, b.shape))}]", left, lower, unit, trans, temp=32)
    got = bridge.reference.evaluate(text, [a, b])[0]
    want = _oracle(a.astype(np.complex128), b.astype(np.complex128), left, lower, unit, trans)
    assert got.dtype == np.complex64
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("dtype, name", [(np.float32, "f32"), (np.float64, "f64")])
def test_real_types_round_once(dtype, name):
    a = RNG.standard_normal((5, 5)).astype(dtype) + 5 * np.eye(5, dtype=dtype)
    b = RNG.standard_normal((5, 2)).astype(dtype)
    got = bridge.reference.evaluate(_module(f"{name}[5,5]", f"{name}[5,2]", True, False, False, "TRANSPOSE"),
                                    [a, b])[0]
    want = _oracle(a.astype(np.float64), b.astype(np.float64), True, False, False, "TRANSPOSE")
    assert got.dtype == dtype
    np.testing.assert_allclose(got, want.astype(dtype), rtol=1e-6 if dtype == np.float32 else 1e-13)


def test_an_options_config_without_transpose_a_is_refused_by_name():
    text = _module("f32[2,2]", "f32[2,2]", True, True, False, "NO_TRANSPOSE").replace(
        ',"transpose_a":"NO_TRANSPOSE"', "")
    with pytest.raises(UnsupportedOp, match=r"__cublas\$triangularSolve.*transpose_a"):
        bridge.reference.evaluate(text, [np.eye(2, dtype=np.float32)] * 2)


def _dump(name: str, which: str) -> str:
    return (DUMPS / f"{name}.{which}.txt").read_text()


def test_the_triangular_solves_dump_agrees_with_xla_cpu():
    """Left/right, lower/upper, transposed, unit diagonal: four solves of one matrix."""
    ins = [RNG.standard_normal(s).astype(np.float32) for s in ((16, 16), (16, 5), (5, 16))]
    got = bridge.reference.evaluate(_dump("triangular_solves", "sm_9.0a_gpu_after_optimizations"), ins)
    want = bridge.execute(_dump("triangular_solves", "before_optimizations"), ins, backend="cpu")
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6 * np.abs(w).max())


def test_the_complex_batched_solve_dump_against_numpy():
    """jnp.linalg.solve of a batch (cuSOLVER's LU, then two trsm calls) and an adjoint solve;
    the module jax gave calls cuSOLVER, so numpy is the oracle."""
    ar, ai, br, bi = (RNG.standard_normal(s).astype(np.float32) for s in ((3, 12, 12),) * 2 + ((3, 12, 4),) * 2)
    got = bridge.reference.evaluate(_dump("complex_batched_solve", "sm_9.0a_gpu_after_optimizations"),
                                    [ar, ai, br, bi])
    a = (ar + 1j * ai).astype(np.complex128) + 6 * np.eye(12)
    b = (br + 1j * bi).astype(np.complex128)
    np.testing.assert_allclose(got[0], np.linalg.solve(a, b), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(got[1], _oracle(a, b, True, True, False, "ADJOINT"), rtol=1e-4, atol=1e-5)


def test_the_linalg_dumps_solve_against_numpy():
    a, b = RNG.standard_normal((64, 64)).astype(np.float32), RNG.standard_normal((64, 8)).astype(np.float32)
    got = bridge.reference.evaluate(_dump("linalg", "sm_9.0a_gpu_after_optimizations"), [a, b])
    want = np.linalg.solve(a.astype(np.float64), b.astype(np.float64))
    np.testing.assert_allclose(got[1], want, rtol=0, atol=2e-5 * np.abs(want).max())   # (cond(a) ~ 130)


def test_the_complex_ops_dumps_inverse_against_numpy():
    x = RNG.standard_normal((4, 8, 8)).astype(np.float32)
    got = bridge.reference.evaluate(_dump("complex_ops", "sm_9.0a_gpu_after_optimizations"), [x])
    z = (x + 1j * x[::-1]).astype(np.complex128)
    want = np.abs(np.linalg.inv(z + 4 * np.eye(8)))
    np.testing.assert_allclose(got[0], want, rtol=0, atol=1e-6 * np.abs(want).max())
