"""Reference kernels for the GPU linear-algebra custom calls of a module jax lowered for
CUDA (`cusolver_*_ffi` incl. `cusolver_geev_ffi`, `cu_lu_pivots_to_permutation`, `cuhybrid_*`,
`cusparse_gtsv2_ffi`)
or ROCm (the same names with `hip`), so such a module can be checked without a GPU.

Semantics source: jax/_src/lax/linalg.py (`*_gpu_lowering`: operands, results, attributes
`lower`, `full_matrices`, `compute_uv`, `transposed` ...) and jaxlib/gpu/solver_kernels_ffi.cc,
linalg_kernels.cc. The results follow the LAPACK conventions these libraries share
(1-based pivots, per-problem info), computed with the LAPACK solvers of kernels_lapack.

Legitimate differences from a real GPU: cuSOLVER's syevd and Jacobi SVD (gesvdj) may
choose other eigenvector / singular-vector signs or phases than LAPACK (products such
as V diag(w) V^H, U S V^H, projectors are equal); the reference computes them with
LAPACK's syevd/heevd and gesdd. cusparse_gtsv2 has no info output: a system LAPACK's
gtsv finds singular gives NaNs here (the GPU gives inf/NaN too, but not the same ones).
"""
from __future__ import annotations

import numpy as np

from . import kernels_lapack as L
from .kernels_custom_call import CallSpec, batched, register_target


def _svd_job(spec: CallSpec) -> str:
    """cuSOLVER's (full_matrices, compute_uv) as LAPACK's job letter."""
    return ("A" if spec.flag("full_matrices") else "S") if spec.flag("compute_uv") else "N"


def _gesvdj(spec: CallSpec, dtype):
    """gesvdj/gesvdp return V, not V^H (jax transposes and conjugates it afterwards)."""
    inner = L.svd(dtype, "gesdd", _svd_job(spec))

    def solve(a):
        _, s, u, vt, info = inner(a)
        return None, s, u, None if vt is None else np.conj(vt.T), info
    return solve


# gesvd with `transposed` (m < n): jax passes row-major layouts, so the routine sees A^T
# and writes A^T's U, Vt into the slots jax reads as Vt, U: `batched` applies the layouts.


def _lu_pivots_to_permutation(spec: CallSpec):
    size = spec.result_types[0].shape[-1]

    def solve(pivots):  # 0-based pivots applied as row swaps to the identity; others skipped
        perm = np.arange(size, dtype=np.int32)
        for i, p in enumerate(np.asarray(pivots[:size])):
            if 0 <= p < size:
                perm[i], perm[p] = perm[p], perm[i]
        return (perm,)
    return solve


def _gtsv2(dtype):
    inner = L.gtsv(dtype)

    def solve(dl, d, du, b):
        *_, x, info = inner(dl, d, du, b)
        return (x if info == 0 else np.full_like(b, np.nan),)
    return solve


def _eig(spec: CallSpec, dtype):
    return L.geev(dtype, spec.flag("left"), spec.flag("right"))


def _cusolver_geev(spec: CallSpec, dtype):
    """cusolverDnXgeev, jax's choice for eig where cuSOLVER >= 11.7.1 (jax asks at lowering
    time: only a module lowered on a GPU machine has it). Results: A (overwritten; jax
    drops it), W (complex), VL, VR in the operand's type (a real matrix's vectors in
    LAPACK's packed form: jax unpacks the conjugate pairs itself), info."""
    fn = L.routine(dtype, "geev")
    left, right = spec.flag("left"), spec.flag("right")
    cplx = np.issubdtype(np.dtype(dtype), np.complexfloating)

    def solve(a):
        if not np.all(np.isfinite(a)):  # LAPACK's geev would say nothing: a failure, which jax turns into NaNs
            return a, np.full(a.shape[0], np.nan + 0j), None, None, np.int32(-1)
        out = fn(a, compute_vl=int(left), compute_vr=int(right))
        if cplx:
            w, vl, vr, info = out
        else:
            wr, wi, vl, vr, info = out
            w = wr + 1j * wi
        ok = info == 0
        return a, w, vl if left and ok else None, vr if right and ok else None, info
    return solve


# suffix after the platform prefix -> (solver from the call's spec and dtype, core rank of operand 0)
GPU_TARGETS = {
    "solver_getrf_ffi": (lambda s, dt: L.getrf(dt), 2),
    "_lu_pivots_to_permutation": (lambda s, dt: _lu_pivots_to_permutation(s), 1),
    "solver_potrf_ffi": (lambda s, dt: L.potrf(dt, s.flag("lower")), 2),
    "solver_geqrf_ffi": (lambda s, dt: L.geqrf(dt), 2),
    "solver_orgqr_ffi": (lambda s, dt: L.orgqr(dt), 2),
    "solver_ormqr_ffi": (lambda s, dt: L.ormqr(dt, s.flag("left"), s.flag("transpose")), 2),
    "solver_syevd_ffi": (lambda s, dt: L.evd(dt, True, s.flag("lower")), 2),
    "solver_sytrd_ffi": (lambda s, dt: L.trd(dt, s.flag("lower")), 2),
    "solver_gesvdj_ffi": (_gesvdj, 2),
    "solver_gesvdp_ffi": (_gesvdj, 2),
    "solver_gesvd_ffi": (lambda s, dt: L.svd(dt, "gesvd", _svd_job(s)), 2),
    "solver_gesdd_ffi": (lambda s, dt: L.svd(dt, "gesdd", _svd_job(s)), 2),
    "solver_geev_ffi": (_cusolver_geev, 2),
    "hybrid_eig_real": (_eig, 2),
    "hybrid_eig_comp": (_eig, 2),
    "hybrid_geqp3": (lambda s, dt: L.geqp3(dt, s), 2),
    "sparse_gtsv2_ffi": (lambda s, dt: _gtsv2(dt), 1),
}


def _factory(make, core_rank):
    def factory(info):
        spec = CallSpec(info)
        return batched(spec, make(spec, spec.operand_types[0].dtype), core_rank)
    return factory


def gpu_target_names() -> dict[str, tuple]:
    """Every registered GPU target name -> (solver maker, core rank), CUDA and ROCm."""
    out = {}
    for suffix, entry in GPU_TARGETS.items():
        for platform in ("cu", "hip"):
            out[platform + suffix] = entry
    return out


for _name, (_make, _core) in gpu_target_names().items():
    register_target(_name)(_factory(_make, _core))
