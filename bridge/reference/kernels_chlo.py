"""CHLO ops (erf, erf_inv, lgamma, digamma, top_k, sinh, next_after ...), evaluated
through their StableHLO decomposition -- except chlo.scan, chlo.broadcast_select and
chlo.top_k, evaluated natively, and the real special functions (EXACT), computed exactly.

Each chlo op is copied alone into a one-function module, rewritten by MLIR's
`chlo-legalize-to-stablehlo` pass, and that function is compiled by this
interpreter (once per op when the program is compiled). The decompositions are the
polynomial approximations XLA itself uses; they are up to thousands of ulps off
(lgamma near its zeros, digamma near its poles, erfc's tail, sinh/cosh by 8 ulps). So
on real floats the EXACT ops take the value in float64 (SciPy / numpy, ~1e-16 relative)
rounded once: correctly rounded for f32 and narrower; for f64 the numpy ones (acos ... cosh)
go through long double as StableHLO's transcendentals do (wide.py), SciPy's keep its accuracy. Their
special points (an operand that is not finite, a pole or overflow, an operand outside
the function's domain) keep the decomposition's value: those are XLA's conventions,
listed in docs/reference.md.
"""
from __future__ import annotations

import threading

import numpy as np

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import chlo
from jaxlib.mlir.passmanager import PassManager

from bridge import dtypes
from bridge.context import register_passes
from bridge.mlir_module import one_op_module

from .kernel_registry import register
from .wide import complex_exact, f64_exact, in_wide

_lock = threading.Lock()
_PIPELINE = "builtin.module(func.func(chlo-legalize-to-stablehlo))"


def _decomposition_factory(info):
    return chlo_kernel(info, info.name)


def chlo_kernel(info, chlo_name: str):
    """run(frame, *operands) of `info`'s op computed as the chlo op `chlo_name`: exactly where
    the reference does (EXACT), else XLA's decomposition. Also the xla dialect's ops that
    lower to CHLO (xla.erf ...): one kernel, so both of a program's paths agree."""
    decomposed = decomposed_kernel(info, chlo_name)
    target = info if info.name == chlo_name else _AsChlo(info, chlo_name)
    return _exact_kernel(target, decomposed) or decomposed


def _odd(fn):
    """An odd function that keeps the sign of zero (SciPy's erfinv(-0) and i1e(-0) are +0)."""
    return lambda x: np.where(x == 0, x, fn(x))


def _exact_table() -> dict:
    """chlo op -> (float64 function, where it is the function's ordinary value or None)."""
    import scipy.special as sc   # lazy: only programs with these ops pay for it
    return {
        "chlo.acos": (np.arccos, None), "chlo.asin": (np.arcsin, None), "chlo.atan": (np.arctan, None),
        "chlo.acosh": (np.arccosh, None), "chlo.asinh": (np.arcsinh, None), "chlo.atanh": (np.arctanh, None),
        "chlo.sinh": (np.sinh, None), "chlo.cosh": (np.cosh, None), "chlo.erf": (sc.erf, None),
        "chlo.erfc": (sc.erfc, None), "chlo.erf_inv": (_odd(sc.erfinv), None), "chlo.lgamma": (sc.gammaln, None),
        "chlo.digamma": (sc.psi, None), "chlo.bessel_i1e": (_odd(sc.i1e), None),
        # polygamma(n, x) of an integer order n >= 0; Hurwitz zeta(s, q) for s > 1, q > 0
        "chlo.polygamma": (sc.polygamma, lambda n, x: (n >= 0) & (n == np.floor(n))),
        "chlo.zeta": (sc.zeta, lambda s, q: (s > 1) & (q > 0)),
    }


# the numpy ones, by their mpmath names: f64 goes through long double as StableHLO's tanh does
_ELEMENTARY = {"chlo.acos": "acos", "chlo.asin": "asin", "chlo.atan": "atan", "chlo.acosh": "acosh",
               "chlo.asinh": "asinh", "chlo.atanh": "atanh", "chlo.sinh": "sinh", "chlo.cosh": "cosh"}
EXACT = frozenset(_ELEMENTARY) | {"chlo.erf", "chlo.erfc", "chlo.erf_inv", "chlo.lgamma", "chlo.digamma",
                                   "chlo.bessel_i1e", "chlo.polygamma", "chlo.zeta"}   # (the SciPy ones)
# complex sinh and cosh (entire: no branch cut) as numpy computes them, a width up: the
# decomposition is up to 2,538 ulps off in a part of complex64 (XLA:CPU 1,649)
_ENTIRE = frozenset({"chlo.sinh", "chlo.cosh"})


def _exact_kernel(info, decomposed):
    """run(frame, *operands) for an EXACT op on real floats (complex sinh, cosh too), or None
    (the decomposition)."""
    types = info.operand_types + info.result_types
    if info.name not in EXACT:
        return None
    fn, ordinary = _exact_table()[info.name]
    if all(dtypes.is_complex(t.name) for t in types) and info.name in _ENTIRE:
        exact = complex_exact(fn, _ELEMENTARY[info.name], info.result.name, info.result.dtype)
    elif all(dtypes.is_float(t.name) for t in types):
        n = len(info.operand_types)
        exact = None
        if info.result.name == "f64" and info.name in _ELEMENTARY:   # (numpy's f64 sinh is an ulp off for 1.5%)
            exact = f64_exact(fn, _ELEMENTARY[info.name], n, info.result.dtype)
        exact = exact or in_wide(fn, np.dtype(np.float64), info.result.dtype, n)
    else:
        return None
    if exact is None:
        return None

    def run(frame, *args):
        res = exact(frame, *args)
        with np.errstate(invalid="ignore"):
            special = ~np.isfinite(res)
            for a in args:
                special |= ~np.isfinite(a)
            if ordinary is not None:
                special |= ~ordinary(*args)
        if special.any():   # XLA's value at its special points
            res = np.where(special, decomposed(frame, *args), res).astype(res.dtype)
        return res
    return run


class _AsChlo:
    """What _exact_kernel reads of an op, for a composite standing for the chlo op `name`."""
    def __init__(self, info, name: str):
        self.name, self.operand_types, self.result_types = name, info.operand_types, info.result_types
        self.result = info.result


def composite_name(op) -> str | None:
    """The chlo op a `stablehlo.composite "chlo.erf"` (no attributes) stands for when this
    reference computes that op exactly, else None. XLA's artifact writer, so jax.export,
    keeps CHLO's high-level ops so, for XLA to run as its own ops."""
    attrs = op.attributes
    if "name" not in attrs or "composite_attributes" in attrs and len(attrs["composite_attributes"]):
        return None
    name = ir.StringAttr(attrs["name"]).value
    return name if name in EXACT else None


def composite_kernel(info, decomposition):
    """run(frame, *operands) of a composite composite_name() names: exact where the chlo op
    is, the composite's decomposition (XLA's, as for the op) at its special points."""
    name = composite_name(info.op)
    return None if name is None else _exact_kernel(_AsChlo(info, name), decomposition)


def decomposed_kernel(info, chlo_name: str):
    """run(frame, *operands) evaluating `info.op`'s operands as the chlo op `chlo_name`."""
    if info.num_regions:
        raise info.unsupported("chlo op with regions")
    module = one_op_module(info.op, chlo_name)
    register_passes()
    try:
        with _lock, module.context:
            PassManager.parse(_PIPELINE).run(module.operation)
    except Exception as e:  # noqa: BLE001 - MLIRError: no decomposition for this op / types
        raise info.unsupported(f"chlo-legalize-to-stablehlo failed: {str(e).splitlines()[0]}") from None
    body = next(iter(module.body.operations)).regions[0].blocks[0]
    leftover = [o.operation.name for o in body.operations if o.operation.name.startswith("chlo.")]
    if leftover:
        raise info.unsupported(f"no StableHLO decomposition for {leftover[0]}")
    from .interpreter import Program  # cyclic at import time
    fn = Program(module).function("main")
    single = len(info.result_types) == 1

    def run(frame, *args):
        res = fn.call(frame.run, list(args))
        return res[0] if single else res
    return run


CHLO_OPS = sorted(getattr(chlo, n).OPERATION_NAME for n in dir(chlo)
                  if n.endswith("Op") and hasattr(getattr(chlo, n), "OPERATION_NAME"))
# Evaluated natively, not through chlo-legalize-to-stablehlo (docs/reference.md lists both).
NATIVE = frozenset({"chlo.scan", "chlo.broadcast_select", "chlo.top_k"})
DECOMPOSED = tuple(n for n in CHLO_OPS if n not in NATIVE)
register(*DECOMPOSED)(_decomposition_factory)


@register("chlo.scan")
def _scan(info):
    """chlo.scan natively: jaxlib 0.10.2's legalization drops `is_reverse`.

    Operands: N inputs, then M inits. The body takes the N input slices at step i (the
    scan dimension removed) and the M carries; it returns K per-step outputs and M new
    carries. Results: the K outputs stacked along `dimension` at position i, then the
    final carries. Steps run i = 0..L-1, or L-1..0 when is_reverse. `is_associative`
    only licenses a parallel order: the sequential one is exact for it too.
    """
    dim = info.scalar("dimension")
    reverse = bool(info.scalar("is_reverse", False))
    n_res = len(info.result_types)
    n_inits = len(info.op.operands) - len(info.op.opview.inputs)
    n_in = len(info.op.operands) - n_inits
    n_out = n_res - n_inits
    if n_in:
        length = info.operand_types[0].shape[dim]
    elif n_out:
        length = info.result_types[0].shape[dim]
    else:
        length = info.scalar("scan_dim_size", 0)
    out_types = info.result_types[:n_out]
    body = info.region(0)

    def run(frame, *args):
        inputs, carries = args[:n_in], list(args[n_in:])
        outs = [np.empty(t.shape, t.dtype) for t in out_types]
        for i in (range(length - 1, -1, -1) if reverse else range(length)):
            res = body(frame, *[np.take(x, i, axis=dim) for x in inputs], *carries)
            at = (slice(None),) * dim + (i,)
            for o, r in zip(outs, res[:n_out]):
                o[at] = r
            carries = list(res[n_out:])
        res = outs + carries
        return res[0] if n_res == 1 else res
    return run


@register("chlo.broadcast_select")
def _broadcast_select(info):
    """numpy-style broadcasting select (its legalization needs the shape dialect)."""
    dt = info.result.dtype
    shape = info.result.shape

    def run(frame, pred, on_true, on_false):
        return np.require(np.broadcast_to(np.where(pred, on_true, on_false), shape), dt, "C")   # (keeps 0-d)
    return run


def _top_k_key(x: np.ndarray) -> np.ndarray:
    """Integers in the order top_k compares: floats in IEEE total order, integers as they are
    (numpy orders them at their own width: half the time of int64), pred and ml_dtypes' int4 ...
    widened."""
    from .kernels_elementwise import total_order_key
    if x.dtype.kind in "iu":
        return x
    return total_order_key(x) if dtypes.is_float(dtypes.canonical(x.dtype)) else x.astype(np.int64)


def top_k_last(x: np.ndarray, k: int, largest: bool = True, index_dtype=np.int32):
    """(values, indices) of the k first elements along the last axis of `x` in the order of
    a stable sort, descending (largest) or ascending: floats in IEEE total order (NaN first,
    then +inf ... +0, -0 ... -inf, -NaN last when largest), ties by the lower index. Bit for
    bit what the sort of chlo.top_k's decomposition (and XLA's TopK) gives, but only the k
    selected elements are sorted: the rest is partitioned away, O(n) instead of O(n log n)."""
    x = np.asarray(x)
    n = x.shape[-1]
    k = min(int(k), n)
    if k == 0 or x.size == 0:
        return x[..., :k].copy(), np.zeros(x.shape[:-1] + (k,), index_dtype)
    key = _top_k_key(x).reshape(-1, n)
    key = ~key if largest else key       # ~ reverses integer order exactly (unsigned too)
    if k < n:
        kth = np.partition(key, k - 1, axis=1)[:, k - 1:k]
        rows, cols = np.nonzero(key <= kth)     # >= k per row, row-major: in index order
        if len(cols) > key.shape[0] * k:        # too many tied with the k-th: the lowest-indexed fill the places
            tie = key[rows, cols] == kth[rows, 0]
            per_row = np.bincount(rows, minlength=len(key))
            room = k - np.bincount(rows, ~tie, minlength=len(key)).astype(np.int64)
            seen = np.cumsum(tie)     # ties so far, all rows: minus those before the row's start
            start = np.cumsum(per_row) - per_row
            rank = seen - np.repeat(np.concatenate(([0], seen))[start], per_row)
            cols = cols[~tie | (rank <= room[rows])]
        cols = cols.reshape(-1, k)
        idx = np.take_along_axis(cols, np.argsort(np.take_along_axis(key, cols, 1), axis=1, kind="stable"), 1)
    else:
        idx = np.argsort(key, axis=1, kind="stable")
    idx = idx.reshape(x.shape[:-1] + (k,))
    return np.take_along_axis(x, idx, axis=-1), idx.astype(index_dtype)


@register("chlo.top_k")
def _top_k(info):
    """chlo.top_k natively: its decomposition stably sorts the whole last dimension (values
    with an iota, descending in total order) and slices k; top_k_last selects the same k."""
    values_type, indices_type = info.result_types
    k = values_type.shape[-1]
    operand = info.operand_types[0]
    if dtypes.is_complex(operand.name) or operand.quant or any(t.dynamic for t in info.result_types + [operand]):
        return decomposed_kernel(info, "chlo.top_k")   # (rare: left to what the decomposition does)

    def run(frame, x):
        values, indices = top_k_last(x, k, index_dtype=indices_type.dtype)
        return values.astype(values_type.dtype, copy=False), indices
    return run
