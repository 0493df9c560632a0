"""Helpers the op-group tests share: small computations and the one result check.

`check` runs a builder program on PJRT CPU and on the numpy reference twice (the lowered
StableHLO and the xla-dialect program itself) and compares each with the expected values,
computed independently by the test (numpy, the seed's numbers)."""
import re
import warnings

import numpy as np

import bridge
from bridge import Shape, ops
from bridge.errors import UnsupportedOp
from dialect_defs import OPS
from hlotest import program

# ops whose xla-dialect kernels these groups own: a missing one is a failure, not a skip
_OWN = {d.op_name for d in OPS.values() if d.family in ("control", "indexing", "conv", "window", "reduce",
                                                        "linalg", "batch_norm", "rng")}


def builder_computation(fn, *types, name="f"):
    """A computation of scalar parameters `types`; fn(builder, *params) -> root."""
    return program(fn, *[Shape.scalar(t) for t in types], name=name)


def scalar_computation(fn, *types, name="f"):
    """A computation of scalar parameters `types`; fn(*params) -> root (a combiner: ops.Max)."""
    return program(lambda b, *p: fn(*p), *[Shape.scalar(t) for t in types], name=name)


def _same(got, want, rtol: float, what: str):
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape and got.dtype == want.dtype, (what, got.shape, got.dtype, want.shape, want.dtype)
    if rtol == 0:
        np.testing.assert_array_equal(got, want, err_msg=what)
    else:
        wide = np.complex128 if got.dtype.kind == "c" else np.float64
        np.testing.assert_allclose(got.astype(wide), want.astype(wide), rtol=rtol, atol=rtol, err_msg=what)


def check(comp, args, expected, exact=True, rtol=None):
    """PJRT CPU results == expected (exactly, or within `rtol`); so are the numpy
    reference's, on the lowered StableHLO and on the xla-dialect program itself."""
    tol = (0.0 if exact else 1e-6) if rtol is None else rtol
    got = bridge.execute(comp, list(args))
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        _same(g, e, tol, "PJRT cpu")
    # (the lowered module: evaluate(comp) alone runs the xla-dialect kernels, checked below)
    for r, e in zip(bridge.reference.evaluate(bridge.to_stablehlo(comp), list(args)), expected):
        _same(r, e, tol, "numpy reference (StableHLO)")
    try:
        ref = bridge.reference.evaluate_xla(comp, list(args))
    except UnsupportedOp as e:
        op = re.search(r"implement (xla\.\w+)", str(e))
        if op is None or op.group(1) in _OWN:
            raise
        # another group's op lacks its xla kernel: PJRT and the lowered reference were checked
        warnings.warn(f"xla-dialect reference check skipped: {e}")
        return got
    assert len(ref) == len(expected)
    for r, e in zip(ref, expected):
        _same(r, e, tol, "numpy reference (xla dialect)")
    return got


MAX_F32 = scalar_computation(ops.Max, "f32", "f32", name="max")
MIN_F32 = scalar_computation(ops.Min, "f32", "f32", name="min")
ADD_F32 = scalar_computation(ops.Add, "f32", "f32", name="add")
GE_F32 = scalar_computation(ops.Ge, "f32", "f32", name="ge")
