"""Reference kernel for jax's `tridiagonal_solve(..., perturb_singular=True)` targets:
`tridiagonal_solve_perturbed_ffi` (CPU) and `cu_/hip_tridiagonal_solve_perturbed` (GPU).

Semantics source: jaxlib/tridiagonal_solve_perturbed.h, which both platforms compile:
Gaussian elimination with partial (row) pivoting on the tridiagonal matrix, fused with the
forward solve, then back substitution where pivots below 1 that would overflow are
perturbed by multiples of eps * max|U| (LAPACK's xLAGTF/xLAGTS). Ported step by step,
in the element type, so numerically singular systems get the same finite answer.
Operands dl, d, du ([..., m], dl[0] and du[m-1] unused) and b ([..., m, k]); result x.
"""
from __future__ import annotations

import numpy as np

from .kernels_custom_call import CallSpec, batched, register_target


def _perturb_pivot(perturb, pivot, row, rt):
    """MaybePerturbPivot: adjust `pivot` so neither row / pivot nor 1 / pivot overflows."""
    one = rt(1)
    fi = np.finfo(rt)
    small = one / fi.max
    safemin = fi.tiny if small < fi.tiny else small * (one + fi.eps)
    bignum = one / safemin
    abs_pivot = rt(abs(pivot))
    if abs_pivot >= one:
        return pivot, row
    perturb = rt(np.copysign(max(rt(abs(perturb)), safemin), np.real(pivot)))
    max_factor = rt(np.max(np.abs(row))) if row.size else rt(0)
    while abs_pivot < one:
        if abs_pivot < safemin:
            if abs_pivot == 0 or max_factor * safemin > abs_pivot:
                pivot, perturb = pivot + perturb, perturb * rt(2)
            else:
                return pivot * bignum, row * bignum
        elif max_factor > abs_pivot * bignum:
            pivot, perturb = pivot + perturb, perturb * rt(2)
        else:
            break
        abs_pivot = rt(abs(pivot))
    return pivot, row


def solve_perturbed(dtype):
    dt = np.dtype(dtype)
    rt = np.finfo(dt).dtype.type  # the real type of the element type

    def solve(dl, d, du, b):
        n = d.shape[0]
        x = np.array(b, dtype=dt, copy=True)
        if n == 0:
            return (x,)
        eps = np.finfo(rt).eps
        if n == 1:
            p, row = _perturb_pivot(eps * rt(abs(d[0])), d[0], x[0].copy(), rt)
            return (row / p,)
        u = np.zeros((n, 3), dt)
        u[0, 0], u[0, 1] = d[0], du[0]
        max_abs_u = max(rt(abs(u[0, 0])), rt(abs(u[0, 1])))
        scale1 = rt(abs(u[0, 0])) + rt(abs(u[0, 1]))
        for k in range(n - 1):
            u[k + 1, 0] = d[k + 1]
            scale2 = rt(abs(dl[k + 1])) + rt(abs(u[k + 1, 0]))
            if k < n - 2:
                scale2 += rt(abs(du[k + 1]))
            if dl[k + 1] == 0:
                scale1 = scale2
                u[k + 1, 1], u[k, 2] = du[k + 1], 0
                x[k + 1] = b[k + 1]
            else:
                piv1 = rt(0) if u[k, 0] == 0 else rt(abs(u[k, 0])) / scale1
                piv2 = rt(abs(dl[k + 1])) / scale2
                if piv2 <= piv1:  # no row exchange
                    scale1 = scale2
                    factor = dl[k + 1] / u[k, 0]
                    u[k + 1, 0] -= factor * u[k, 1]
                    u[k + 1, 1], u[k, 2] = du[k + 1], 0
                    x[k + 1] = b[k + 1] - factor * x[k]
                else:  # exchange rows k and k+1
                    factor = u[k, 0] / dl[k + 1]
                    utmp = u[k, 1]
                    u[k, 0] = dl[k + 1]
                    u[k + 1, 0] = utmp - factor * d[k + 1]
                    u[k, 1] = d[k + 1]
                    if k < n - 2:
                        u[k, 2] = du[k + 1]
                        u[k + 1, 1] = -factor * du[k + 1]
                    x[k + 1] = x[k] - factor * b[k + 1]
                    x[k] = b[k + 1]
                    scale1 = rt(abs(u[k + 1, 0])) + rt(abs(u[k + 1, 1]))
            if k < n - 2:
                max_abs_u = max(max_abs_u, *(rt(abs(v)) for v in u[k]))
        max_abs_u = max(max_abs_u, rt(abs(u[n - 1, 0])))
        perturb = eps * max_abs_u
        for k in range(n - 1, -1, -1):  # back substitution with perturbed pivots
            row = x[k].copy()
            if k + 1 < n:
                row = row - u[k, 1] * x[k + 1]
            if k + 2 < n:
                row = row - u[k, 2] * x[k + 2]
            p, row = _perturb_pivot(perturb, u[k, 0], row, rt)
            x[k] = row * (dt.type(1) / p)
        return (x,)
    return solve


def _factory(info):
    spec = CallSpec(info)
    return batched(spec, solve_perturbed(spec.operand_types[-1].dtype), core_rank=1)


register_target("tridiagonal_solve_perturbed_ffi", "cu_tridiagonal_solve_perturbed",
                "hip_tridiagonal_solve_perturbed")(_factory)
