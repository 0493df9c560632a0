"""Reference kernels for XLA's own linear-algebra custom calls, which XLA's expander passes
(qr_expander.cc, eigh_expander.cc) turn into plain HLO before any backend sees them:
`Qr`, `ProductOfElementaryHouseholderReflectors` and `Eigh`. jax never writes them (it
calls LAPACK or cuSOLVER); TensorFlow's tf2xla does (tf.linalg.qr, tf.linalg.solve,
tf.linalg.eigh under `jit_compile=True`), so every such TF dump has them.

- `Qr(a) -> (a', taus)`: LAPACK geqrf's packed output (R on and above the diagonal,
  the Householder vectors below, their scales), for the logical matrix: TF's own numbers
  agree with LAPACK's to rounding.
- `ProductOfElementaryHouseholderReflectors(a, taus) -> q`: LAPACK orgqr (m >= n >= k).
- `Eigh(a) -> (v, w)`, backend_config "lower,sort_eigenvalues,max_iter,tol": XLA's
  parallel two-sided Jacobi (Brent and Luk), here step for step, so that eigenvectors come
  out with XLA's signs (LAPACK's syevd chooses other signs, and eigenvectors have no sign
  of their own to compare by).
"""
from __future__ import annotations

import numpy as np

from .kernels_custom_call import CallSpec, lapack_prefix, register_target
from .kernels_lapack import geqrf, orgqr


def _per_matrix(spec: CallSpec, solve):
    """run(frame, *operands): `solve` on each matrix of the leading batch dims, results cast to
    the call's result types (these calls mean the logical matrices: layouts play no part)."""
    results = spec.result_types
    for t in spec.operand_types:
        if not lapack_prefix(t.dtype):
            raise spec.error(f"element type {t.dtype} (only f32, f64, c64, c128)")
    nb = len(spec.operand_types[0].shape) - 2
    if nb < 0:
        raise spec.error(f"operand 0 of shape {list(spec.operand_types[0].shape)} is not a matrix (or a batch of them)")

    def run(frame, *operands):
        xs = [np.asarray(x) for x in operands]
        outs = [np.zeros(t.shape, t.dtype) for t in results]
        with np.errstate(all="ignore"):
            for idx in np.ndindex(*xs[0].shape[:nb]):
                for o, v in zip(outs, solve(*[x[idx] for x in xs])):
                    o[idx] = v
        return outs[0] if len(outs) == 1 else outs
    return run


@register_target("Qr")
def _qr(info):
    spec = CallSpec(info)
    if len(spec.operand_types) != 1 or len(spec.result_types) != 2:
        raise spec.error("Qr takes one matrix and returns (a, taus)")
    return _per_matrix(spec, geqrf(spec.operand_types[0].dtype))


@register_target("ProductOfElementaryHouseholderReflectors")
def _householder_product(info):
    spec = CallSpec(info)
    if len(spec.operand_types) != 2 or len(spec.result_types) != 1:
        raise spec.error("takes (a, taus) and returns one matrix")
    m, n = spec.operand_types[0].shape[-2:]
    k = spec.operand_types[1].shape[-1]
    if not m >= n >= k:
        raise spec.error(f"a of {m}x{n} with {k} reflectors: only m >= n >= k is supported")
    return _per_matrix(spec, orgqr(spec.operand_types[0].dtype))


@register_target("Eigh")
def _eigh(info):
    spec = CallSpec(info)
    config = str(info.scalar("backend_config", "") or "").split(",")
    try:
        lower, sort, max_iter, tol = int(config[0]), int(config[1]), int(config[2]), float(config[3])
    except (ValueError, IndexError):
        raise spec.error('backend_config must be "lower,sort_eigenvalues,max_iter,tol" '
                         f"(XLA's EighExpander), not {info.scalar('backend_config', '')!r}") from None
    if len(spec.operand_types) != 1 or len(spec.result_types) != 2:
        raise spec.error("Eigh takes one matrix and returns (v, w)")
    return _per_matrix(spec, lambda a: jacobi_eigh(a, bool(lower), max_iter, tol, bool(sort)))


def _symmetrize(a, lower: bool):
    """The Hermitian matrix of a's lower (or upper) triangle, the diagonal made real."""
    tri = np.tril(a, -1) if lower else np.triu(a, 1)
    d = np.diag(np.real(np.diag(a))).astype(a.dtype)
    return tri + np.conj(tri.T) + d


def _schur2x2(tl, tr, br):
    """XLA's HermitianEigenDecomposition2x2 on the diagonals of the quadrants."""
    w_tl, w_tr, w_br = np.real(np.diag(tl)), np.diag(tr), np.real(np.diag(br))
    rt = w_tl.dtype.type
    w = None
    if np.iscomplexobj(tr):
        abs_tr = np.abs(w_tr)
        w = np.where(abs_tr == 0, np.ones_like(w_tr), np.conj(w_tr) / np.where(abs_tr == 0, 1, abs_tr))
        w_tr = abs_tr
    tau = (w_br - w_tl) / (rt(2) * w_tr)
    t = np.sqrt(rt(1) + tau * tau)
    t = rt(1) / (tau + np.where(tau >= 0, t, -t))
    t = np.where(np.abs(w_tr) > rt(1e-6), t, rt(0))
    c = rt(1) / np.sqrt(rt(1) + t * t)
    s = t * c
    rt1, rt2 = w_tl - t * w_tr, w_br + t * w_tr
    if w is not None:
        c, s = c.astype(tl.dtype), s * w
    return rt1, rt2, c, s


def _rows(c, s, tl, tr, bl, br):
    sc = np.conj(s)[:, None]
    c, s = c[:, None], s[:, None]
    return tl * c - bl * sc, tr * c - br * sc, tl * s + bl * c, tr * s + br * c


def _cols(c, s, tl, tr, bl, br):
    sc = np.conj(s)[None, :]
    c, s = c[None, :], s[None, :]
    return tl * c - tr * s, tl * sc + tr * c, bl * c - br * s, bl * sc + br * c


def _permute_rows(top, bottom):
    if top.shape[-1] <= 1:
        return top, bottom
    return (np.concatenate([top[:1], bottom[:1], top[1:-1]]), np.concatenate([bottom[1:], top[-1:]]))


def _permute_cols(left, right):
    if left.shape[-1] <= 1:
        return left, right
    return (np.concatenate([left[:, :1], right[:, :1], left[:, 1:-1]], axis=1),
            np.concatenate([right[:, 1:], left[:, -1:]], axis=1))


def _set_diag(x, d):
    x = x.copy()
    np.fill_diagonal(x, d)
    return x


def jacobi_eigh(a, lower: bool, max_iter: int, tol: float, sort: bool):
    """(v, w) of a Hermitian matrix as XLA's EighExpander computes them (see module doc)."""
    n = a.shape[-1]
    dt = a.dtype
    if n <= 1:
        return np.ones_like(a), np.real(np.diag(a))
    a = _symmetrize(a, lower)
    k = (n + 1) // 2
    padded = np.zeros((2 * k, 2 * k), dt)
    padded[:n, :n] = a
    tl, tr, bl, br = padded[:k, :k], padded[:k, k:], padded[k:, :k], padded[k:, k:]
    eye, zero = np.eye(k, dtype=dt), np.zeros((k, k), dt)
    v = [eye, zero, zero, eye]
    rt = np.real(tl).dtype.type
    tol = rt(tol)

    def sq(x):
        return np.real(x * np.conj(x))

    for _ in range(max_iter):
        off = lambda x: x - np.diag(np.diag(x))  # noqa: E731
        frob = np.sum(sq(tl) + sq(tr) + sq(bl) + sq(br))
        off_sq = np.sum(sq(off(tl)) + sq(tr) + sq(bl) + sq(off(br)))
        if not frob * (tol * tol) < off_sq:
            break
        for _ in range(2 * k - 1):
            rt1, rt2, c, s = _schur2x2(tl, tr, br)
            tl, tr, bl, br = _cols(c, s, *_rows(c, s, tl, tr, bl, br))
            zeros = np.zeros_like(rt1)
            tl, tr, bl, br = _set_diag(tl, rt1), _set_diag(tr, zeros), _set_diag(bl, zeros), _set_diag(br, rt2)
            tl, tr = _permute_cols(tl, tr)
            bl, br = _permute_cols(bl, br)
            tl, bl = _permute_rows(tl, bl)
            tr, br = _permute_rows(tr, br)
            v = list(_rows(c, s, *v))
            v[0], v[2] = _permute_rows(v[0], v[2])
            v[1], v[3] = _permute_rows(v[1], v[3])
    w = np.concatenate([np.real(np.diag(tl)), np.real(np.diag(br))])[:n]
    vecs = np.block([[v[0], v[1]], [v[2], v[3]]])[:n, :n]
    vecs = np.conj(vecs.T)
    if sort:
        order = np.argsort(w, kind="stable")
        w, vecs = w[order], vecs[:, order]
    return vecs, w
