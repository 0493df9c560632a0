"""Reference kernels for jax's CPU linear-algebra custom calls `lapack_<s|d|c|z><routine>_ffi`.

Semantics source: jax/_src/lax/linalg.py (operands, results, attributes) and
jaxlib/cpu/lapack_kernels.cc (the FFI handlers). jaxlib runs the LAPACK that SciPy
ships (it takes the function pointers from `scipy.linalg.cython_lapack`), so calling
the same routines through `scipy.linalg.lapack` gives LAPACK's exact conventions:
1-based int32 pivots, per-problem int32 `info`, the same eigenvector/singular-vector
signs and phases. The FFI signatures are workspace-free: outputs are the overwritten
inputs followed by what the routine returns, in jax's order.

Outputs LAPACK leaves unspecified are zeros here (jax never reads them): the destroyed
input of gesdd/gesvd, U/Vt when mode is 'N', eigenvectors not asked for or after a
failure (info != 0), Schur vectors when mode is 'N'.

The solvers below take plain parameters and are reused by the GPU targets
(kernels_gpu_solver), whose attributes are spelled differently.
"""
from __future__ import annotations

import numpy as np

from bridge.errors import UnsupportedOp

from .kernels_custom_call import CallSpec, batched, lapack_prefix, register_target

_INFO = np.int32


def routine(dtype, name: str):
    """SciPy's wrapper of LAPACK routine `name` (without its type letter) for `dtype`."""
    from scipy.linalg import lapack  # lazy: SciPy is needed only by programs with these calls
    if not lapack_prefix(dtype):
        raise UnsupportedOp(f"numpy reference: LAPACK has no {name} for element type {np.dtype(dtype)}")
    return getattr(lapack, lapack_prefix(dtype) + name)


def _complex(dtype) -> bool:
    return np.issubdtype(np.dtype(dtype), np.complexfloating)


def _query_lwork(fn, *args, **kw) -> int:
    """LAPACK's workspace query (lwork=-1), as jaxlib's handlers make it: SciPy's wrappers
    default to a minimal workspace, with which LAPACK chooses another block size (and so
    another rounding: a 256x256 QR came out up to 8e-6 off PJRT's, bit for bit with this)."""
    out = fn(*args, lwork=-1, **kw)
    return max(int(np.real(out[-2][0])), 1)


# ------------------------------------------------------------------ solvers (one problem each)

def getrf(dtype):
    fn = routine(dtype, "getrf")

    def solve(a):
        if a.size == 0:
            return a, np.zeros(0, np.int32), _INFO(0)
        lu, piv, info = fn(a)
        return lu, piv.astype(np.int32) + 1, info  # SciPy's wrapper makes pivots 0-based
    return solve


def potrf(dtype, lower: bool):
    fn = routine(dtype, "potrf")

    def solve(a):
        c, info = fn(a, lower=int(lower), clean=0)  # clean=0: the other triangle stays as given
        return c, info
    return solve


def geqrf(dtype):
    fn = routine(dtype, "geqrf")

    def solve(a):   # (the optimal workspace, as jaxlib's handler asks for: it sets LAPACK's block size)
        qr, tau, _work, _info = fn(a, lwork=_query_lwork(fn, a))
        return qr, tau
    return solve


def geqp3(dtype, spec: CallSpec):
    fn = routine(dtype, "geqp3")

    def solve(a, jpvt):
        if np.any(jpvt != 0):  # SciPy's wrapper has no jpvt input: only "all columns free"
            raise spec.error("geqp3 with preset (nonzero) jpvt entries is not supported")
        qr, piv, tau, _work, _info = fn(a, lwork=_query_lwork(fn, a))
        return qr, piv.astype(np.int32), tau  # LAPACK's 1-based column pivots
    return solve


def orgqr(dtype):
    fn = routine(dtype, "ungqr" if _complex(dtype) else "orgqr")

    def solve(a, tau):
        if a.shape[1] == 0:
            return (a,)
        q, _work, _info = fn(a, tau, lwork=_query_lwork(fn, a, tau))
        return (q,)
    return solve


def ormqr(dtype, left: bool, transpose: bool):
    fn = routine(dtype, "unmqr" if _complex(dtype) else "ormqr")
    side = "L" if left else "R"
    trans = ("C" if _complex(dtype) else "T") if transpose else "N"

    def solve(a, tau, c):
        lwork = _query_lwork(fn, side, trans, a, tau, c)
        cq, _work, _info = fn(side, trans, a, tau, c, lwork)
        return (cq,)
    return solve


def evd(dtype, vectors: bool, lower: bool):
    """syevd/heevd: (eigenvectors or the destroyed input, ascending eigenvalues, info)."""
    fn = routine(dtype, "heevd" if _complex(dtype) else "syevd")

    def solve(a):
        w, v, info = fn(a, compute_v=int(vectors), lower=int(lower))
        return v, w, info
    return solve


def svd(dtype, driver: str, job: str):
    """gesdd/gesvd with job 'A' (full U, Vt), 'S' (economy) or 'N' (values only)."""
    fn = routine(dtype, driver)

    def solve(a):
        u, s, vt, info = fn(a, compute_uv=int(job != "N"), full_matrices=int(job == "A"))
        if job == "N" or info != 0:
            return None, s, None, None, info
        return None, s, u, vt, info
    return solve


def unpack_eigenvectors(wi, v):
    """LAPACK packs a complex-conjugate pair's real eigenvectors as (re, im) columns;
    jaxlib unpacks them into complex columns (jaxlib's UnpackEigenvectors)."""
    out = v.astype(np.result_type(v.dtype, np.complex64))
    n = len(wi)
    j = 0
    while j < n:
        if wi[j] == 0 or np.isnan(wi[j]) or j + 1 >= n:
            j += 1
            continue
        re, im = v[:, j], v[:, j + 1]
        out[:, j] = re + 1j * im
        out[:, j + 1] = re - 1j * im
        j += 2
    return out


def geev(dtype, left: bool, right: bool):
    fn = routine(dtype, "geev")
    cplx = _complex(dtype)

    def solve(a):
        if not np.all(np.isfinite(a)):  # jaxlib does not call geev on non-finite input
            nan = np.full(a.shape[0], np.nan, a.dtype)
            return (nan, None, None, _INFO(-4)) if cplx else (nan, nan, None, None, _INFO(-4))
        out = fn(a, compute_vl=int(left), compute_vr=int(right))
        if cplx:
            w, vl, vr, info = out
            ok = info == 0
            return w, vl if left and ok else None, vr if right and ok else None, info
        wr, wi, vl, vr, info = out
        ok = info == 0
        return (wr, wi, unpack_eigenvectors(wi, vl) if left and ok else None,
                unpack_eigenvectors(wi, vr) if right and ok else None, info)
    return solve


def gees(dtype, vectors: bool):
    fn = routine(dtype, "gees")

    def solve(a):
        out = fn(lambda *args: None, a, compute_v=int(vectors), sort_t=0)
        if _complex(dtype):
            t, sdim, w, vs, _work, info = out
            return t, vs if vectors else None, w, sdim, info
        t, sdim, wr, wi, vs, _work, info = out
        return t, vs if vectors else None, wr, wi, sdim, info
    return solve


def gehrd(dtype, low: int, high: int):
    fn = routine(dtype, "gehrd")

    def solve(a):
        n = a.shape[0]
        if n <= 1:
            return a, np.zeros(max(n - 1, 0), a.dtype), _INFO(0)
        h, tau, info = fn(a, lo=low - 1, hi=high - 1)  # SciPy's lo/hi are 0-based
        return h, tau[:n - 1], info
    return solve


def trd(dtype, lower: bool):
    """sytrd/hetrd: (reflectors + tridiagonal, diagonal, off-diagonal, taus, info)."""
    fn = routine(dtype, "hetrd" if _complex(dtype) else "sytrd")

    def solve(a):
        c, d, e, tau, info = fn(a, lower=int(lower))
        return c, d, e, tau, info
    return solve


def trsm(dtype, left: bool, lower: bool, trans: str, unit: bool):
    from scipy.linalg import blas
    fn = getattr(blas, lapack_prefix(dtype) + "trsm")
    trans_a = "NTC".index(trans)

    def solve(a, b):
        if b.size == 0:
            return (b,)
        return (fn(1.0, a, b, side=int(not left), lower=int(lower), trans_a=trans_a, diag=int(unit)),)
    return solve


def gtsv(dtype):
    """jax's dl/du have length m (dl[0], du[m-1] unused); LAPACK's have m-1 (jaxlib passes dl+1)."""
    fn = routine(dtype, "gtsv")

    def solve(dl, d, du, b):
        m = d.shape[0]
        if m == 0 or b.size == 0:
            return dl, d, du, b, _INFO(0)
        if m == 1:
            info = _INFO(1 if d[0] == 0 else 0)
            return dl, d, du, (b / d[0] if info == 0 else b), info
        dl2, d2, du2, x, info = fn(dl[1:], d, du[:-1], b)
        return (np.concatenate([dl[:1], dl2]), d2, np.concatenate([du2, du[-1:]]), x, info)
    return solve


# ------------------------------------------------------------------ the target table

def _dtype_of(spec: CallSpec, operand: int = 0):
    dt = spec.operand_types[operand].dtype
    letter = spec.target[len("lapack_")]
    if lapack_prefix(dt) != letter:
        raise spec.error(f"operand type {spec.operand_types[operand]} does not match the "
                         f"routine's type letter {letter!r}")
    return dt


def _uplo_lower(spec: CallSpec) -> bool:
    return spec.char("uplo", "LU") == "L"


# routine -> (real name, complex name, solver from the call's spec, core rank of operand 0)
LAPACK_ROUTINES = {
    "getrf": ("getrf", "getrf", lambda s, dt: getrf(dt), 2),
    "potrf": ("potrf", "potrf", lambda s, dt: potrf(dt, _uplo_lower(s)), 2),
    "geqrf": ("geqrf", "geqrf", lambda s, dt: geqrf(dt), 2),
    "geqp3": ("geqp3", "geqp3", lambda s, dt: geqp3(dt, s), 2),
    "orgqr": ("orgqr", "ungqr", lambda s, dt: orgqr(dt), 2),
    "ormqr": ("ormqr", "unmqr", lambda s, dt: ormqr(dt, s.flag("left"), s.flag("transpose")), 2),
    "syevd": ("syevd", "heevd", lambda s, dt: evd(dt, s.char("mode", "VN") == "V", _uplo_lower(s)), 2),
    "gesdd": ("gesdd", "gesdd", lambda s, dt: svd(dt, "gesdd", s.char("mode", "ASN")), 2),
    "gesvd": ("gesvd", "gesvd", lambda s, dt: svd(dt, "gesvd", s.char("mode", "ASN")), 2),
    "geev": ("geev", "geev", lambda s, dt: geev(dt, s.char("compute_left", "VN") == "V",
                                                s.char("compute_right", "VN") == "V"), 2),
    "gees": ("gees", "gees", lambda s, dt: _gees(s, dt), 2),
    "gehrd": ("gehrd", "gehrd", lambda s, dt: gehrd(dt, int(s.config.get("low", 1)),
                                                    int(s.config.get("high", s.operand_types[0].shape[-1]))), 2),
    "sytrd": ("sytrd", "hetrd", lambda s, dt: trd(dt, _uplo_lower(s)), 2),
    "trsm": ("trsm", "trsm", lambda s, dt: trsm(dt, s.char("side", "LR") == "L", _uplo_lower(s),
                                                s.char("trans_x", "NTC"), s.char("diag", "UN") == "U"), 2),
    "gtsv": ("gtsv", "gtsv", lambda s, dt: gtsv(dt), 1),
}


def _gees(spec: CallSpec, dtype):
    if spec.char("sort", "NS", "N") != "N":
        raise spec.error("gees with eigenvalue sorting (sort='S') needs a select function; not supported")
    return gees(dtype, spec.char("mode", "VN") == "V")


def _factory(make, core_rank):
    def factory(info):
        spec = CallSpec(info)
        return batched(spec, make(spec, _dtype_of(spec)), core_rank)
    return factory


def lapack_targets() -> dict[str, tuple]:
    """target name -> (solver maker, core rank), every precision jax emits."""
    out = {}
    for real, cplx, make, core in LAPACK_ROUTINES.values():
        for letter in "sdcz":
            out[f"lapack_{letter}{real if letter in 'sd' else cplx}_ffi"] = (make, core)
    return out


for _name, (_make, _core) in lapack_targets().items():
    register_target(_name)(_factory(_make, _core))
