"""Subnormals flushed to zero, as XLA:CPU computes (the reference's `flush_subnormals` mode).

XLA:CPU runs a program with the x86 FTZ and DAZ bits set: a subnormal operand of an f32 or
f64 arithmetic instruction reads as ±0 and a subnormal result is written as ±0. The spec
(IEEE 754) keeps subnormals, and so does the reference by default; with
`flush_subnormals=True` (difftest's `reference-ftz` backend) the ops below flush their float
operands and results, so a difference that is only XLA:CPU's flushing goes away.

Which ops flush is what XLA:CPU (jaxlib 0.10.2, x86-64) does, op by op and type by type
(RULES; `tests/reference/test_ref_subnormals.py` checks each against PJRT): arithmetic,
comparisons, the hardware conversions, reductions and contractions do; sign-bit and
data-movement ops (negate, abs, select, reshape, bitcast_convert ...) do not, nor do
exponential_minus_one, sine, tan and chlo's atan, nor f32 tanh, whose code returns a tiny
operand unchanged. XLA:CPU's power, atan2 and f32 cbrt give wrong values on subnormal operands
(pow(3.2e-39, -0.66) = 7.6e29 where the true value is 2.9e25; atan2(9.7e-39, 3.2e-39) = NaN;
cbrt(1e-40) = -5.6e-16): neither keeping nor flushing gives them, so they are left as the
spec has them and such differences stay reported (power's and atan2's subnormal results are
flushed). Flushed types: f32, f64, bf16 (XLA computes
it in f32, where its subnormals are f32 subnormals) and complex parts; f16 and the f8 types
are computed in f32, where their subnormals are normal, and are left alone. Not modelled:
f8E8M0FNU's smallest value 2^-127, an f32 subnormal that XLA:CPU reads as 0 and writes back
as NaN (e8m0 has no zero: max(2^-127, 2^-127) is NaN there). Where an op's own
operations flush in between (an f32 sum of subnormals), the reference flushes only what goes
in and comes out.
"""
from __future__ import annotations

import numpy as np

from bridge import dtypes
from bridge.mlir_attrs import TensorType

from .complex_math import parts

_ARITH = ("f32", "f64", "bf16")
# op -> (operands flushed: None for all, or their indices; result flushed; element types it
# happens on). Measured on XLA:CPU (jaxlib 0.10.2, x86-64), op by op and type by type.
RULES = {f"stablehlo.{n}": (None, True, _ARITH) for n in (
    "add", "subtract", "multiply", "divide", "maximum", "minimum", "sqrt", "rsqrt", "exponential",
    "log", "log_plus_one", "logistic", "cosine", "floor", "ceil", "sign", "round_nearest_afz",
    "round_nearest_even", "compare", "clamp", "dot", "dot_general", "convolution", "reduce", "reduce_window",
    "select_and_scatter", "batch_norm_training", "batch_norm_inference", "batch_norm_grad", "cholesky",
    "triangular_solve", "fft")}
RULES.update({
    # f32 tanh and cbrt keep a tiny operand (f32 cbrt of a subnormal is -5.6e-16 on XLA:CPU: a
    # bug the reference reports, as it reports power's and atan2's: not modelled, see the docstring)
    "stablehlo.tanh": (None, True, ("f64",)), "stablehlo.cbrt": (None, True, ("f64",)),
    "stablehlo.remainder": ((1,), False, _ARITH),   # a subnormal divisor is 0: NaN; the dividend is kept
    # a subnormal result (atan2(1, 3e38), pow(3e38, -1)) is 0; their subnormal operands: the docstring
    "stablehlo.atan2": ((), True, _ARITH), "stablehlo.power": ((), True, _ARITH),
})
RULES.update({f"chlo.{n}": (None, True, _ARITH) for n in (
    "erf", "erfc", "erf_inv", "lgamma", "digamma", "acos", "asin", "acosh", "asinh", "atanh", "sinh",
    "cosh", "polygamma", "zeta", "bessel_i1e")})
# convert: the hardware conversions flush (DAZ in, FTZ out); XLA's bf16 <-> f32 moves bits and keeps them.
# f32/f64 -> pred is `x != 0` under DAZ: a subnormal is false (bf16's is true: not DAZ'd)
_HARDWARE_CONVERTS = frozenset({("f32", "f64"), ("f64", "f32"), ("f64", "bf16"), ("bf16", "f64"),
                                ("f32", "pred"), ("f64", "pred")})
FLUSHING = frozenset(RULES) | {"stablehlo.convert"}
_TINY = {"f32": np.float32(np.finfo(np.float32).smallest_normal), "f64": np.finfo(np.float64).smallest_normal,
         "bf16": np.float32(np.finfo(np.float32).smallest_normal)}


def _part(name: str) -> str:
    """The element type of a complex type's parts; any other type itself."""
    return dtypes.complex_component(name) if dtypes.is_complex(name) else name


def _flushed_type(name: str) -> str | None:
    part = _part(name)
    return part if part in _TINY else None


def flush(x, name: str):
    """x with its subnormal elements (of element type `name`) replaced by zeros of their sign."""
    part = _flushed_type(name)
    if part is None or not isinstance(x, np.ndarray) and not np.isscalar(x):
        return x
    x = np.asarray(x)
    if x.dtype.kind == "c":   # (re + 1j * im would make an inf part's partner NaN and a -0 imaginary part +0)
        xr, xi = x.real, x.imag   # (each `.real` is a new view: compared by identity, these ones)
        re, im = flush(xr, part), flush(xi, part)
        return x if re is xr and im is xi else parts(re, im, x.dtype)
    wide = x.astype(np.float32) if part == "bf16" else x
    with np.errstate(invalid="ignore"):
        tiny = (np.abs(wide) < _TINY[part]) & (wide != 0)
    if not tiny.any():
        return x
    return np.where(tiny, np.copysign(np.zeros((), x.dtype), x), x).astype(x.dtype)


def flushing(run, info):
    """`run` with its operands and results flushed as XLA:CPU flushes them (an op in FLUSHING)."""
    ins = [t.name if isinstance(t, TensorType) else None for t in info.operand_types]
    outs = [t.name if isinstance(t, TensorType) else None for t in info.result_types]
    if info.name == "stablehlo.convert":
        if (ins[0], outs[0]) not in _HARDWARE_CONVERTS:
            return run
        which, result, types = None, True, _ARITH
    else:
        which, result, types = RULES[info.name]
    kind = next((_part(n) for n in ins + outs if n and dtypes.is_float(_part(n))), None)   # its float type
    if kind not in types:
        return run
    ins = [n if n and (which is None or i in which) and _flushed_type(n) else None for i, n in enumerate(ins)]
    outs = [n if n and result and _flushed_type(n) else None for n in outs]
    single = len(outs) == 1

    def flushed(frame, *args):
        res = run(frame, *[flush(a, n) if n else a for a, n in zip(args, ins)])
        if single:
            return flush(res, outs[0]) if outs[0] else res
        return [flush(r, n) if n else r for r, n in zip(res, outs)]
    return flushed
