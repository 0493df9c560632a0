"""The custom-call targets one by one: raw `lapack_*_ffi` calls (all their outputs, info
codes and pivots included) against PJRT running jaxlib's real handlers; modules jax
lowered for CUDA against jax.jit on CPU; shape_assertion, annotation targets, bad input.
"""
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np
import pytest
from jax import lax

import bridge
import bridge.reference as R
from hlotest import has_gpu
from linalg_helpers import assert_close, hpd, jitted, lowered, mat
from bridge.errors import HloBridgeError, UnsupportedOp
from bridge.reference.kernels_custom_call import CUSTOM_CALL_TARGETS, ShapeAssertionError

_MLIR = {"float32": "f32", "float64": "f64", "complex64": "complex<f32>",
         "complex128": "complex<f64>", "int32": "i32"}


def _type(shape, dtype):
    return f"tensor<{''.join(f'{d}x' for d in shape)}{_MLIR[np.dtype(dtype).name]}>"


def _layout(rank, column_major):
    dims = (rank - 2, rank - 1, *range(rank - 3, -1, -1)) if column_major else tuple(range(rank - 1, -1, -1))
    return f"dense<[{', '.join(map(str, dims))}]> : tensor<{rank}xindex>" if rank else "dense<> : tensor<0xindex>"


def call_module(target, operands, results, config="{}", nb=0, column_major=True):
    """A module calling `target` as jax does: column-major layouts for the widest values."""
    top = max(len(s) for s, _ in operands) if column_major else -1
    ins = ", ".join(_type(s, d) for s, d in operands)
    outs = ", ".join(_type(s, d) for s, d in results)
    lay_in = ", ".join(_layout(len(s), len(s) == top) for s, _ in operands)
    lay_out = ", ".join(_layout(len(s), len(s) == top) for s, _ in results)
    args = ", ".join(f"%a{i}" for i in range(len(operands)))
    params = ", ".join(f"%a{i}: {_type(s, d)}" for i, (s, d) in enumerate(operands))
    rets = ", ".join(f"%0#{i}" for i in range(len(results))) if len(results) > 1 else "%0"
    n = f":{len(results)}" if len(results) > 1 else ""
    return (f"func.func @main({params}) -> ({outs}) {{\n"
            f"  %0{n} = stablehlo.custom_call @{target}({args}) {{backend_config = \"\", "
            f"mhlo.backend_config = {config}, mhlo.frontend_attributes = {{num_batch_dims = \"{nb}\"}}, "
            f"operand_layouts = [{lay_in}], result_layouts = [{lay_out}]}} : ({ins}) -> ({outs})\n"
            f"  return {rets} : {outs}\n}}\n")


def _letter(dtype):
    return {"float32": "s", "float64": "d", "complex64": "c", "complex128": "z"}[dtype]


def _real(dtype):
    return {"complex64": "float32", "complex128": "float64"}.get(dtype, dtype)


def _cplx(dtype):
    return {"float32": "complex64", "float64": "complex128"}.get(dtype, dtype)


B, N = 2, 3
I32 = "int32"
L, U, V, NO, A_, S_ = (ord(c) for c in "LUVNAS")


def _case(routine, dtype):
    """(target, operands, results, config, inputs, unspecified result indices) for one routine."""
    cx = np.dtype(dtype).kind == "c"
    x = mat((B, N, N), dtype)
    sq, vec, info = (B, N, N), (B, N), (B,)
    if routine == "getrf":
        x[1] = [[1, 2, 3], [2, 4, 6], [0, 1, 1]]  # singular: info = 3 in batch element 1
        return "getrf", [(sq, dtype)], [(sq, dtype), (vec, I32), (info, I32)], "{}", [x], ()
    if routine == "potrf":
        h = hpd(sq, dtype)
        h[1, 0, 0] = -1  # not positive definite: info = 1, the rest as LAPACK leaves it
        return "potrf", [(sq, dtype)], [(sq, dtype), (info, I32)], f"{{uplo = {U} : ui8}}", [h], ()
    if routine == "geqrf":
        return "geqrf", [(sq, dtype)], [(sq, dtype), (vec, dtype)], "{}", [x], ()
    if routine == "geqp3":
        return ("geqp3", [(sq, dtype), (vec, I32)], [(sq, dtype), (vec, I32), (vec, dtype)], "{}",
                [x, np.zeros(vec, np.int32)], ())
    if routine == "orgqr":
        tau = mat(vec, dtype, 5) * 0.5
        return "ungqr" if cx else "orgqr", [(sq, dtype), (vec, dtype)], [(sq, dtype)], "{}", [x, tau], ()
    if routine == "ormqr":
        tau, c = mat(vec, dtype, 5) * 0.5, mat((B, N, 2), dtype, 6)
        return ("unmqr" if cx else "ormqr", [(sq, dtype), (vec, dtype), ((B, N, 2), dtype)],
                [((B, N, 2), dtype)], "{left = true, transpose = true}", [x, tau, c], ())
    if routine == "syevd":
        return ("heevd" if cx else "syevd", [(sq, dtype)], [(sq, dtype), (vec, _real(dtype)), (info, I32)],
                f"{{mode = {V} : ui8, uplo = {U} : ui8}}", [hpd(sq, dtype)], ())
    if routine == "gesdd":
        w = mat((B, 3, 2), dtype)
        return ("gesdd", [((B, 3, 2), dtype)], [((B, 3, 2), dtype), ((B, 2), _real(dtype)), ((B, 3, 3), dtype),
                ((B, 2, 2), dtype), (info, I32)], f"{{mode = {A_} : ui8}}", [w], (0,))
    if routine == "gesvd":
        w = mat((B, 2, 3), dtype)
        return ("gesvd", [((B, 2, 3), dtype)], [((B, 2, 3), dtype), ((B, 2), _real(dtype)), ((B, 2, 2), dtype),
                ((B, 2, 3), dtype), (info, I32)], f"{{mode = {S_} : ui8}}", [w], (0,))
    if routine == "geev":
        vals = [(vec, dtype)] if cx else [(vec, dtype), (vec, dtype)]
        return ("geev", [(sq, dtype)], [*vals, (sq, _cplx(dtype)), (sq, _cplx(dtype)), (info, I32)],
                f"{{compute_left = {V} : ui8, compute_right = {V} : ui8}}", [x], ())
    if routine == "gees":
        vals = [(vec, dtype), (info, I32)] if cx else [(vec, dtype), (vec, dtype), (info, I32)]
        return ("gees", [(sq, dtype)], [(sq, dtype), (sq, dtype), *vals, (info, I32)],
                f"{{mode = {V} : ui8, sort = {NO} : ui8}}", [x], ())
    if routine == "gehrd":
        return ("gehrd", [(sq, dtype)], [(sq, dtype), ((B, N - 1), dtype), (info, I32)],
                f"{{high = {N} : i32, low = 1 : i32}}", [x], ())
    if routine == "sytrd":
        r = _real(dtype)
        return ("hetrd" if cx else "sytrd", [(sq, dtype)],
                [(sq, dtype), (vec, r), ((B, N - 1), r), ((B, N - 1), dtype), (info, I32)],
                f"{{uplo = {U} : ui8}}", [hpd(sq, dtype)], ())
    if routine == "trsm":
        b = mat((B, 2, N), dtype, 7)
        cfg = f"{{diag = {U} : ui8, side = {ord('R')} : ui8, trans_x = {ord('C')} : ui8, uplo = {L} : ui8}}"
        return "trsm", [(sq, dtype), ((B, 2, N), dtype)], [((B, 2, N), dtype)], cfg, [hpd(sq, dtype), b], ()
    if routine == "gtsv":
        dl, d, du, b = mat(vec, dtype, 1), mat(vec, dtype, 2) + 3, mat(vec, dtype, 3), mat((B, N, 2), dtype, 4)
        d[1] = dl[1] = du[1] = 0  # singular in batch element 1: info > 0
        return ("gtsv", [(vec, dtype)] * 3 + [((B, N, 2), dtype)], [(vec, dtype)] * 3 + [((B, N, 2), dtype),
                (info, I32)], "{}", [dl, d, du, b], ())
    raise AssertionError(routine)


ROUTINES = ["getrf", "potrf", "geqrf", "geqp3", "orgqr", "ormqr", "syevd", "gesdd", "gesvd", "geev",
            "gees", "gehrd", "sytrd", "trsm", "gtsv"]


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"])
@pytest.mark.parametrize("routine", ROUTINES)
def test_raw_lapack_call_matches_pjrt(routine, dtype):
    name, operands, results, config, inputs, unspecified = _case(routine, dtype)
    target = f"lapack_{_letter(dtype)}{name}_ffi"
    text = call_module(target, operands, results, config, nb=1)
    want = bridge.execute(text, inputs, backend="cpu")  # jaxlib's own handler
    got = R.evaluate(text, inputs)
    keep = [i for i in range(len(results)) if i not in unspecified]
    assert_close([got[i] for i in keep], [want[i] for i in keep], dtype, target)
    if routine in ("getrf", "potrf", "gtsv"):
        assert got[-1][0] == 0 and got[-1][1] > 0  # per-problem LAPACK info codes
    if routine == "getrf":
        assert got[1].min() >= 1 and got[1].max() <= N  # 1-based pivots


@pytest.mark.parametrize("dtype", ["float64", "complex64"])
def test_geev_non_finite_input_info(dtype):
    cx = np.dtype(dtype).kind == "c"
    x = mat((B, N, N), dtype)
    x[1, 0, 0] = np.inf
    vals = [((B, N), dtype)] if cx else [((B, N), dtype)] * 2
    sq = ((B, N, N), _cplx(dtype))
    text = call_module(f"lapack_{_letter(dtype)}geev_ffi", [((B, N, N), dtype)],
                       [*vals, sq, sq, ((B,), I32)], f"{{compute_left = {NO} : ui8, compute_right = {V} : ui8}}", 1)
    got, want = R.evaluate(text, [x]), bridge.execute(text, [x], backend="cpu")
    np.testing.assert_array_equal(got[-1], want[-1])
    assert list(got[-1]) == [0, -4]  # the non-finite problem is refused, the finite one solved
    keep = [*range(len(vals)), len(vals) + 1]  # eigenvalues and right eigenvectors (left: 'N')
    assert_close([got[k][0] for k in keep], [want[k][0] for k in keep], dtype)


# ------------------------------------------------------------------ modules lowered for CUDA

H = lambda x: np.conj(np.swapaxes(x, -1, -2))  # noqa: E731


def _svd_product(u, s, vt):
    k = s.shape[-1]
    return [(u[..., :, :k] * s[..., None, :]) @ vt[..., :k, :], s]


# name -> (function, generator, reduce to what is unique (signs/phases of vectors are not))
GPU_FUNCTIONS = {
    "solve": (lambda a: jnp.linalg.solve(a, a[..., :1] + 1), mat, None),
    "lu": (lax.linalg.lu, mat, None),  # cusolver_getrf_ffi + cu_lu_pivots_to_permutation
    "cholesky": (jnp.linalg.cholesky, hpd, None),
    "qr": (jnp.linalg.qr, mat, None),
    "qr_pivoting": (lambda a: jsl.qr(a, pivoting=True), mat, None),  # cuhybrid_geqp3
    "svd_jacobi": (jnp.linalg.svd, mat, _svd_product),
    "svd_econ": (lambda a: jnp.linalg.svd(a, full_matrices=False), mat, _svd_product),
    "svdvals": (lambda a: jnp.linalg.svd(a, compute_uv=False), mat, None),
    "svd_qr_wide": (lambda a: lax.linalg.svd(a[..., :2, :], algorithm=lax.linalg.SvdAlgorithm.QR), mat,
                    _svd_product),  # cusolver_gesvd_ffi with transposed = true (row-major layouts)
    "eigh": (jnp.linalg.eigh, hpd, lambda w, v: [(v * w[..., None, :]) @ H(v), w]),
    "eigvals": (jnp.linalg.eigvals, mat, None),  # cuhybrid_eig_*
    "tridiagonal": (lambda a: lax.linalg.tridiagonal(a), hpd, None),
}


@pytest.mark.parametrize("dtype", ["float32", "complex128"])
@pytest.mark.parametrize("name", sorted(GPU_FUNCTIONS))
def test_cuda_lowered_module_matches_jax_on_cpu(name, dtype):
    f, gen, unique = GPU_FUNCTIONS[name]
    x = gen((2, 3, 3), dtype)
    text = lowered(f, x, platform="cuda")
    assert "lapack_" not in text and ("cusolver" in text or "cuhybrid" in text)
    got, want = R.evaluate(text, [x]), jitted(f, x)
    if unique:
        got, want = unique(*got), unique(*want)
    assert_close(got, want, dtype, name)


@pytest.mark.gpu
@pytest.mark.skipif(not has_gpu(), reason="no CUDA PJRT platform: needs a GPU and jax's CUDA plugin")
@pytest.mark.parametrize("dtype", ["float32", "complex128"])
@pytest.mark.parametrize("name", sorted(GPU_FUNCTIONS))
def test_cuda_lowered_module_on_the_gpu_matches_the_reference(name, dtype):
    """The same modules run by PJRT on the GPU: jaxlib's cuSOLVER / cuhybrid handlers against
    the reference's numpy versions of them."""
    f, gen, unique = GPU_FUNCTIONS[name]
    x = gen((2, 3, 3), dtype)
    text = lowered(f, x, platform="cuda")
    got = R.evaluate(text, [x])
    want = [np.asarray(v) for v in bridge.execute(text, [x], backend="cuda")]
    if unique:
        got, want = unique(*got), unique(*want)
    assert_close(got, want, dtype, name)


def test_cuda_gtsv2():
    d = mat((2, 4), "float64", 1) + 4
    dl, du, b = mat((2, 4), "float64", 2), mat((2, 4), "float64", 3), mat((2, 4, 3), "float64", 4)
    dl[:, 0] = du[:, -1] = 0
    f = lax.linalg.tridiagonal_solve
    text = lowered(f, dl, d, du, b, platform="cuda")
    assert "cusparse_gtsv2_ffi" in text
    assert_close(R.evaluate(text, [dl, d, du, b]), jitted(f, dl, d, du, b), "float64")


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64"])
def test_cusolver_geev(dtype):
    """cusolver_geev_ffi, which jax emits for eig when it lowers on a machine whose cuSOLVER
    has geev (so a CPU-only machine never writes it): eigenvalues as numpy's, right vectors
    in the operand's type (a real matrix's conjugate pairs packed as LAPACK packs them)
    satisfying A v = λ v once unpacked; checked without the module's own solver."""
    x = mat((B, N, N), dtype, 5)
    text = call_module("cusolver_geev_ffi", [((B, N, N), dtype)],
                       [((B, N, N), dtype), ((B, N), _cplx(dtype)), ((B, N, N), dtype), ((B, N, N), dtype),
                        ((B,), I32)], "{left = false, right = true}", 1)
    _, w, _, vr, info = R.evaluate(text, [x])
    assert list(info) == [0, 0] and w.dtype == np.dtype(_cplx(dtype)) and vr.dtype == np.dtype(dtype)
    tol = 1e-4 if dtype in ("float32", "complex64") else 1e-10
    for k in range(B):
        want = list(np.linalg.eigvals(x[k].astype(np.complex128)))
        for got in w[k]:   # the same multiset (a conjugate pair may come in either order)
            nearest = int(np.argmin([abs(got - u) for u in want]))
            assert abs(got - want.pop(nearest)) <= tol * max(1.0, abs(got)), (k, got)
        v = vr[k].astype(np.complex128)
        if np.dtype(dtype).kind == "f":   # LAPACK's packing: a pair (j, j+1) holds re and im of v_j
            j = 0
            while j < N:
                if w[k, j].imag != 0:
                    re, im = vr[k][:, j].copy(), vr[k][:, j + 1].copy()
                    v[:, j], v[:, j + 1] = re + 1j * im, re - 1j * im
                    j += 2
                else:
                    j += 1
        np.testing.assert_allclose(x[k] @ v, v * w[k][None, :], rtol=tol, atol=tol)


def test_lu_pivots_to_permutation_skips_out_of_range():
    text = call_module("cu_lu_pivots_to_permutation", [((2, 3), I32)], [((2, 4), I32)], nb=1, column_major=False)
    pivots = np.array([[2, 2, 3], [-1, 7, 0]], np.int32)
    got = R.evaluate(text, [pivots])[0]
    # row 0: swaps (0,2), (1,2), (2,3); row 1: -1 and 7 skipped, then (2,0)
    np.testing.assert_array_equal(got, [[2, 0, 3, 1], [2, 1, 0, 3]])


# ------------------------------------------------------------------ jax's other targets

def _assertion_module(message):
    return ("func.func @main(%x: tensor<3xf32>, %n: tensor<i32>) -> tensor<3xf32> {\n"
            "  %c = stablehlo.constant dense<2> : tensor<i32>\n"
            "  %p = stablehlo.compare GE, %n, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            f"  stablehlo.custom_call @shape_assertion(%p, %n, %c) {{api_version = 2 : i32, "
            f"error_message = \"{message}\", has_side_effect = true}} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()\n"
            "  return %x : tensor<3xf32>\n}\n")


def test_shape_assertion():
    text = _assertion_module("dimension b = {0} must be >= {1}")
    x = np.arange(3, dtype=np.float32)
    np.testing.assert_array_equal(R.evaluate(text, [x, np.int32(5)])[0], x)  # true: no-op
    with pytest.raises(ShapeAssertionError, match=r"dimension b = 1 must be >= 2"):
        R.evaluate(text, [x, np.int32(1)])


def test_shape_assertion_in_a_jax_export():
    import jax
    from jax import export
    b, = export.symbolic_shape("2*b")
    exp = export.export(jax.jit(lambda x: x.reshape(-1, 8) * 2), platforms=["cpu"])(
        jax.ShapeDtypeStruct((b, 4), np.float32))
    text = exp.mlir_module()
    assert "@shape_assertion" in text
    x = np.arange(16, dtype=np.float32).reshape(4, 4)
    np.testing.assert_array_equal(R.evaluate(text, [x])[0], x.reshape(2, 8) * 2)


@pytest.mark.parametrize("target", ["annotate_device_placement", "Sharding", "SPMDFullToShardShape",
                                    "SPMDShardToFullShape"])
def test_annotation_targets_are_identity(target):
    text = ("func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
            f"  %0 = stablehlo.custom_call @{target}(%x) {{backend_config = \"\"}} "
            ": (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
            "  return %0 : tensor<2x3xf32>\n}\n")
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(R.evaluate(text, [x])[0], x)


def test_every_emitted_target_is_registered():
    for letter in "sdcz":
        for r in ("getrf", "potrf", "geqrf", "geqp3", "gesdd", "gesvd", "geev", "gees", "gehrd", "trsm", "gtsv"):
            assert f"lapack_{letter}{r}_ffi" in CUSTOM_CALL_TARGETS
    for name in ("lapack_sorgqr_ffi", "lapack_zungqr_ffi", "lapack_dsyevd_ffi", "lapack_cheevd_ffi",
                 "lapack_ssytrd_ffi", "lapack_zhetrd_ffi", "cusolver_gesvdj_ffi", "cu_lu_pivots_to_permutation",
                 "hipsolver_getrf_ffi", "shape_assertion"):
        assert name in CUSTOM_CALL_TARGETS


def test_unknown_target_is_unsupported_naming_it():
    text = call_module("my_vendor_magic", [((2, 2), "float32")], [((2, 2), "float32")])
    with pytest.raises(UnsupportedOp, match="my_vendor_magic"):
        R.evaluate(text, [np.eye(2, dtype=np.float32)])


def test_bad_calls_raise_clear_errors():
    x = np.eye(3)
    wrong_letter = call_module("lapack_sgetrf_ffi", [((3, 3), "float64")],
                               [((3, 3), "float64"), ((3,), I32), ((), I32)])
    with pytest.raises(UnsupportedOp, match="lapack_sgetrf_ffi.*type letter"):
        R.evaluate(wrong_letter, [x])
    no_uplo = call_module("lapack_dpotrf_ffi", [((3, 3), "float64")], [((3, 3), "float64"), ((), I32)])
    with pytest.raises(UnsupportedOp, match="lapack_dpotrf_ffi.*uplo"):
        R.evaluate(no_uplo, [x])
    two_operands = call_module("lapack_dgetrf_ffi", [((3, 3), "float64")] * 2,
                               [((3, 3), "float64"), ((3,), I32), ((), I32)])
    with pytest.raises(UnsupportedOp, match="lapack_dgetrf_ffi.*takes 1 operands"):
        R.evaluate(two_operands, [x, x])
    missing_info = call_module("lapack_dgetrf_ffi", [((3, 3), "float64")], [((3, 3), "float64"), ((3,), I32)])
    with pytest.raises(UnsupportedOp, match="lapack_dgetrf_ffi.*3 results, the call declares 2"):
        R.evaluate(missing_info, [x])
    row_major_batch = call_module("lapack_dgetrf_ffi", [((2, 3, 3), "float64")],
                                  [((2, 3, 3), "float64"), ((2, 3), I32), ((2,), I32)], nb=0)
    with pytest.raises(UnsupportedOp, match="3 non-batch dims"):
        R.evaluate(row_major_batch, [np.stack([x, x])])
    bad_shape = call_module("lapack_dgeqrf_ffi", [((3, 3), "float64")], [((3, 3), "float64"), ((2,), "float64")])
    with pytest.raises(HloBridgeError, match="lapack_dgeqrf_ffi"):
        R.evaluate(bad_shape, [x])
