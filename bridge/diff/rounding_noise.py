"""How far rounding alone moves each float output: difftest's answer to cancellation.

approx.py loosens tolerances with what the comparer sees, the outputs: a reduction may be
off by n·u·Σ|terms|, and max|output| stands in for Σ|terms|. Where terms cancel, Σ|terms|
is far above every output and that proxy says nothing. flax's LayerNorm computes the variance
as E[x²] − E[x]²; on activations of mean 10 and spread 0.05 two correct f32 backends differ
by half the result, and difftest said MISMATCH on a fifth of the elements.

Worst-case error bounds (forward error analysis) are sound but far too wide to tell rounding
from a bug: 80x the observed difference on that variance, 10^27 times the values after a
50-step RNN (|W| ignores the signs that keep the real error small). So this measures instead,
as Monte Carlo arithmetic does (Parker, Pierce and Eggert, "Monte Carlo arithmetic: how to
gamble with floating point and win", Computing in Science & Engineering 2(4), 2000; the idea
of Verificarlo and CADNA): the reference runs SAMPLES more times, each op that rounds moving
its result by a random amount of its rounding error (interpreter.py's recorder answers the
perturbed results, which the program goes on with), and an output's noise is the largest
distance of a perturbed run from the plain one, element by element. Each perturbed run is what
another correct implementation could return: the same ops, rounded differently.

What one op's rounding may be, uniform in ±scale (the perturbed value is rounded to the type
again, so it lands on the result or a neighbour: another correct rounding):
- an op that rounds once (+, −, ×, ÷, √, a narrowing convert ...): 2u·|r|, one to two ulps (u:
  the unit roundoff of the result's type; 2^-24 for f32)
- a transcendental: TRANSCENDENTAL_ULPS ulps (XLA documents 1-4 for its approximations), times
  approx.XLA_WEIGHT for the functions XLA computes further off
- a sum of n terms (reduce with add, dot_general, convolution): √n·u·Σ|terms| in the
  accumulator's precision (f32 for narrower floats), plus the result's own rounding (the
  random-walk size of n roundings of partial sums up to Σ|terms|: Higham and Mary, "A new
  approach to probabilistic rounding error analysis", SIAM J. Sci. Comput. 41(5), 2019).
  That is a sum in sequence, the widest order the spec allows; XLA:CPU and the reference sum
  pairwise or in vector lanes, 30-50x closer (docs/difftest.md: what this lets through)
Only finite results move. Ops that only move or pick values (reshape, select, max ...) do
not round; custom calls are not moved, and reduce_window, all_reduce, scatter and FFT move
by one rounding or a few ulps (their noise is then too small, never too large). difftest (core.py)
then accepts an element that broke the tolerance where |baseline − got| ≤ K·noise: K = 4
with 8 samples is about 8 standard deviations of the rounding noise. A wrong op (a dropped
term, a wrong constant) is still caught wherever it moves a result by more than rounding can,
which is everywhere the computation is not ill-conditioned; the report says how many elements
the noise accepted and how large it was. Integer and boolean outputs computed from floats (a
convert to int, a compare, an argmax) are judged so too, with K_DISCRETE.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from .. import dtypes, host_callbacks
from .approx import EXACT_IN_ANY_PRECISION, TRANSCENDENTAL, XLA_WEIGHT
from .compare import dtype_name

SAMPLES = 8
K = 4.0
# an integer or boolean element matches only where some perturbed run moved it at least as far
# (a convert of tanh(-8), XLA's -1.0 against the correctly rounded -0.99999976, is -1 against 0):
# no multiple, since a discrete value that rounding never reached is not rounding's
K_DISCRETE = 1.0
TRANSCENDENTAL_ULPS = 8
_U_F32 = 2.0 ** -24


def noise(prepared, inputs, seed: int = 0) -> list[np.ndarray]:
    """Per output of `prepared`'s module on `inputs`: how far rounding alone moved it (float64,
    the output's shape; ∞ where a perturbed run gave NaN or ∞ and the plain one did not). An
    integer or boolean output moves only where the floats it is computed from flip it (its
    noise is the largest change a perturbed run made). A difftest backend function: it runs in
    a worker under difftest's --timeout, as the others."""
    from ..context import get_context
    from ..reference.interpreter import Program
    module = ir.Module.parse(prepared.text, context=get_context())
    program = Program(module, fold=False)
    args = [np.asarray(x) for x in inputs]
    plain = [_wide(o) for o in program.run(args)]
    spread = [np.zeros(np.shape(o)) for o in plain]
    reached = []
    for s in range(SAMPLES):
        rec = Perturbing(program, np.random.default_rng([seed, s]))
        try:
            outs = program.run(args, recorder=rec)
        except host_callbacks.Reached as e:   # another rounding took a branch with a host callback
            reached.append(e)               # (equinox's error_if): a sample fewer, a noise no wider
            continue
        for k, o in enumerate(outs):
            with np.errstate(invalid="ignore"):
                d = np.abs(_wide(o) - plain[k])
            d = np.where(np.isnan(d), np.where(np.isnan(plain[k]) & np.isnan(_wide(o)), 0.0, np.inf), d)
            spread[k] = np.maximum(spread[k], np.where(plain[k] == _wide(o), 0.0, d))   # (inf == inf)
    if len(reached) == SAMPLES:
        raise reached[0]
    return spread


def _wide(x) -> np.ndarray:
    """An output widened to compare runs: floats, and the integers and booleans a program may
    compute from floats (a convert, a compare, an argmax: a different rounding can flip them)."""
    a = np.asarray(x)
    if a.dtype.kind == "c":
        return a.astype(np.complex128)
    return a.astype(np.float64) if _u(a.dtype) or dtypes.is_exact(dtype_name(a.dtype)) else np.zeros(a.shape)


def _u(dt) -> float:
    """The unit roundoff of a float element type (0 for integers and pred)."""
    dt = np.dtype(dt)
    if dt.kind in "biu":
        return 0.0
    try:   # (ml_dtypes' floats are kind 'V', as are its int4s, which finfo refuses)
        return float(ml_dtypes.finfo(dt).eps) / 2
    except (ValueError, TypeError):
        return 0.0


class Perturbing:
    """interpreter.py's recorder: answers each rounding op's results moved by a random part of
    its rounding error (the rules in the module docstring)."""

    def __init__(self, program, rng):
        self.program, self.rng, self.mute = program, rng, 0

    def for_device(self, device: int) -> "Perturbing":   # sdy.manual_computation: one per thread
        return Perturbing(self.program, np.random.default_rng([int(self.rng.integers(1 << 31)), device]))

    def record(self, op, operands, results, captured=()):
        if op.name in _EXACT or not results:
            return None
        out, changed = list(results), False
        with np.errstate(all="ignore"):
            for k, r in enumerate(results):
                if not isinstance(r, (np.ndarray, np.generic)) or not _u(r.dtype):
                    continue
                scale = _scale(op, operands, r)
                if scale is None:
                    continue
                # only finite results move (an ∞ of a -inf mask stays ∞: inf·step would be NaN),
                # and only by a finite amount (a sum of terms that overflowed has no size)
                scale = np.where(np.isfinite(r) & np.isfinite(scale), scale, 0.0)
                step = self.rng.uniform(-1.0, 1.0, np.shape(r))
                if r.dtype.kind == "c":   # (both parts round)
                    step = (step + 1j * self.rng.uniform(-1.0, 1.0, np.shape(r))) / np.sqrt(2)
                moved = np.asarray(r) + step * scale   # (in float64, rounded to r's type again)
                out[k] = moved.astype(r.dtype) if isinstance(r, np.ndarray) else r.dtype.type(moved)
                changed = True
        return out if changed else None


def _scale(op, xs, r):
    """The size of op's rounding error at result r (None: it does not round)."""
    name = op.name
    u = _u(r.dtype)
    if name == "stablehlo.convert":
        src = np.asarray(xs[0]).dtype
        return 2 * u * _abs(r) if src.kind in "biu" or u > _u(src) else None
    if name == "stablehlo.reduce":
        return _sum_scale(op, xs, u, r)
    if name == "stablehlo.dot_general":
        return _contraction_scale(op, xs, r, u)
    if name == "stablehlo.convolution":
        return _convolution_scale(op, xs, r, u)
    mag = _abs(r)
    short = name.split(".", 1)[1]
    if name.startswith("chlo.") or short in TRANSCENDENTAL:
        weight = XLA_WEIGHT.get(name, (1, 1))[r.dtype == np.float64]
        floor = 1.0 if short in ("sine", "cosine") else 0.0   # (argument reduction: relative to 1)
        # (XLA computes narrow floats' functions in f32: its ulps, then one rounding to the type)
        approximation = min(u, _U_F32) if r.dtype != np.float64 else u
        return 2 * TRANSCENDENTAL_ULPS * weight * approximation * np.maximum(mag, floor) + 2 * u * mag
    return 2 * u * mag


def _sum_scale(op, xs, u, r):
    """A reduce: a sum (one add in its body) rounds as _summed; maximum, minimum ... do not
    round; another body (a product, several operands) once per term."""
    body = list(op.regions[0].blocks[0].operations)
    kind = body[0].name if len(body) == 2 else ""
    if kind in ("stablehlo.maximum", "stablehlo.minimum", "stablehlo.and", "stablehlo.or"):
        return None
    x = np.asarray(xs[0])
    dims = tuple(int(d) for d in op.attributes["dimensions"])
    n = int(np.prod([x.shape[d] for d in dims], dtype=np.int64)) + 1   # (the init value too)
    if kind != "stablehlo.add" or len(xs) != 2:
        return 2 * n * u * _abs(r)
    return _summed(np.sqrt(n), u, np.sum(_abs(x), axis=dims) + _abs(xs[1]), r)


def _contraction_scale(op, xs, r, u):
    from .. import mlir_attrs as attrs
    from ..reference.kernels_linalg import dot_general_fn
    dn = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
    ls, rs = np.shape(xs[0]), np.shape(xs[1])
    wide = attrs.TensorType(tuple(np.shape(r)), "f64", np.dtype(np.float64))
    dot = dot_general_fn(dn.lhs_batching_dimensions, dn.rhs_batching_dimensions, dn.lhs_contracting_dimensions,
                         dn.rhs_contracting_dimensions, ls, rs, wide)
    n = int(np.prod([ls[d] for d in dn.lhs_contracting_dimensions], dtype=np.int64))
    return _summed(np.sqrt(n) + 1, u, dot(None, _abs(xs[0]), _abs(xs[1])), r)   # (+1: the products)


def _convolution_scale(op, xs, r, u):
    from .. import mlir_attrs as attrs
    from ..reference.kernel_registry import OpInfo
    from ..reference.kernels_linalg import convolution_fn
    from .approx import conv_length
    info = OpInfo(op, None)
    info.result_types[0] = attrs.TensorType(tuple(np.shape(r)), "f64", np.dtype(np.float64))
    return _summed(np.sqrt(conv_length(op)) + 1, u, convolution_fn(info)(_abs(xs[0]), _abs(xs[1])), r)


def _summed(factor: float, u: float, terms, r):
    """A sum's rounding: `factor` (√n) roundings of partial sums up to Σ|terms| in the
    accumulator, then one rounding of the result to its type."""
    return factor * _accumulated(u) * terms + 2 * u * _abs(r)


def _accumulated(u: float) -> float:
    """The unit roundoff sums of a type with unit roundoff u accumulate in: f32 for narrower
    floats (XLA's CPU and GPU emitters, and the reference, accumulate bf16/f16/f8 sums in f32)."""
    return min(u, _U_F32)


def _abs(x) -> np.ndarray:
    a = np.asarray(x)
    return np.abs(a.astype(np.complex128 if a.dtype.kind == "c" else np.float64))


# ops that do not round: they move, pick or compare values, or hold the ops that do (custom
# calls, collectives that move data, ops XLA computes exactly ...: not perturbed, so their
# noise is if anything too small, never too large)
_EXACT = EXACT_IN_ANY_PRECISION | {f"stablehlo.{n}" for n in (
    "copy", "while", "if", "case", "custom_call", "rng_bit_generator", "rng", "floor", "ceil",
    "round_nearest_even", "round_nearest_afz", "sign", "is_finite", "reduce_precision", "partition_id",
    "replica_id", "all_gather", "all_to_all", "collective_permute", "collective_broadcast", "send", "recv",
    "infeed", "outfeed", "after_all", "create_token", "get_dimension_size", "composite")} | {
    "func.call", "sdy.manual_computation", "sdy.named_computation", "sdy.sharding_constraint", "sdy.reshard"}
