"""Looser, justified tolerances for outputs computed by ops XLA does not round exactly.

Two sources of legitimate disagreement between correct backends:

- Transcendentals (exp, log, tanh, sin, pow, erf ... and every chlo op): XLA's CPU and GPU
  emitters use polynomial approximations accurate to a few ULPs, the reference's are
  correctly rounded; the results need not be bit-identical. Some count as several such ops
  (XLA_WEIGHT: lgamma, digamma, polygamma, zeta 64, erfc 8 ...; in f64 more, atanh 32,
  log_plus_one 64): XLA computes them up to hundreds of ulps off. Each such op on the
  path to an output adds one `rtol` (and `atol`): with f32's 1e-6 (~8 ULPs) per op this
  covers the 1-4 ULP error bounds XLA documents for its approximations, twice over.
- Reductions (reduce/reduce_window with a non-exact reducer, dot/dot_general contraction,
  convolution, scatter combining, fft, cholesky, triangular_solve): the order of the
  additions differs. For n terms summed in two orders the results differ by at most
  2(n-1)·u·Σ|x_i| (u = eps/2). The comparer does not see Σ|x_i|; the largest magnitude of
  the baseline output stands in for it, so the absolute tolerance of such an output is
  raised to rtol·n·max|baseline| (rtol ≈ 8u for f32: a 4x margin on the bound's 2u).
  Loop bodies count once (trip counts unknown). In ULP mode (--ulp N, and test-suite
  `close` checks) the same bound in ULPs: an element also passes within N·n ULPs of
  max|baseline| (the bound is 2(n-1) such ULPs when Σ|x_i| is max|baseline|).
  Transcendentals do not loosen ULP mode: N is what the user asked for.
- Along a chain the relative errors add (first-order error analysis: each op's error is
  relative to the magnitudes it works on, carried on by the later ops), so an output's
  tensor-wide term is rtol·(T + L): T approximate ops and L the summed lengths of the
  reductions on its longest path. (Multiplying the lengths, as this once did, made a
  3-layer MLP of width 128 accept any output within 8x its largest value: nothing was
  compared.) Where even this bound reaches the output's own size (low precision, very
  deep programs), the tolerance is capped (tolerance.py) and the report says so: a
  backend may then differ by the summation order alone, but a wrong op is still caught.
- Contractions at DEFAULT precision (dot, dot_general, convolution of f32 / complex<f32>
  operands with no `precision_config` above DEFAULT and no `algorithm`): the spec leaves
  their precision to the implementation, and jax documents what it is: TF32 (10-bit
  mantissa) on NVIDIA GPUs, one bf16 pass on TPUs. Each operand is rounded to half a unit
  of that mantissa, a product is off by twice that, so a sum by twice that times Σ|x_i y_i|:
  when the compared pair includes such a backend each of these ops on the path adds
  2·2u_op (a 2x margin) to the tensor-wide term. CPUs compute them in f32: nothing added.
- Narrow float intermediates (bf16, f16, f8...): XLA keeps them in f32 where it can
  (`xla_allow_excess_precision`, on by default: a bf16 multiply is computed in f32 and its
  rounding to bf16 skipped when f32 is what comes next; a f32 -> bf16 -> f32 pair of converts
  is removed). Each such op on the path may then be off by its type's unit roundoff u_n
  relative to the magnitudes involved (with the flag off, XLA:CPU matches the reference bit
  for bit): when the compared pair includes an XLA backend, the tensor-wide term grows by
  2·Σu_n (a sum after them is off by Σu_n·Σ|terms|, max|baseline| standing in for Σ|terms|
  as above).
Max/min/and/or reducers, integer and pred outputs stay exact.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from ..mlir_module import entry_name, functions
from .backends import PJRT
from .modinfo import callee, entry_block, i64s, shape_of, tensor
from .tolerance import Tol

TRANSCENDENTAL = frozenset({
    "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "tanh", "sine",
    "cosine", "tan", "atan2", "power", "cbrt", "rsqrt", "batch_norm_training",
    "batch_norm_inference", "batch_norm_grad", "fft", "cholesky", "triangular_solve"})
# XLA computes some functions further off than a few ulps (the reference computes them
# exactly; measured on XLA:CPU against mpmath, docs/reference.md): its decompositions of CHLO
# functions (f32 lgamma up to 11,659 ulps near its zeros, digamma 618, erfc 60, erf_inv 65
# (5.8e-6, over every f32 of [0.5, 1): the tails of jax.random.normal); f64 atanh 127 ulps
# (1.6e-14), sinh/cosh 15, erfc 500 (5.7e-14), erf_inv 20, lgamma 268 (4.9e-14), digamma 443
# (7.7e-14)), and f64 log_plus_one, 129 ulps (2.7e-14) on [-0.4142, -0.366] (f32: 2 ulps):
# each counts as this many approximate ops, (narrow floats and f32, f64), about twice the
# largest relative error seen over the type's rtol
XLA_WEIGHT = {**{f"chlo.{n}": (64, 128) for n in ("lgamma", "digamma", "polygamma", "zeta", "broadcast_polygamma",
                                                  "broadcast_zeta")},
              "chlo.erfc": (8, 64), "chlo.erf_inv": (12, 4), "chlo.atanh": (1, 32), "chlo.sinh": (1, 2),
              "chlo.cosh": (1, 2), "stablehlo.log_plus_one": (1, 64)}
# backend -> the unit roundoff its DEFAULT-precision contractions round f32 operands to
# (jax's documentation of `jax.default_matmul_precision`: TF32 on NVIDIA GPUs, bf16 on TPUs)
CONTRACTION_ROUNDING = {"cuda": 2.0 ** -11, "gpu": 2.0 ** -11, "tpu": 2.0 ** -8}
_F32_ULPS = 2.0 ** 23   # ULPs of an f32 per unit of relative size
_CONTRACTIONS = ("stablehlo.dot", "stablehlo.dot_general", "stablehlo.convolution")
# Ops whose numbers the spec leaves to the implementation ("the exact way how random numbers
# are generated is implementation-defined"): an output computed from one is not compared
# (the reference draws its own; PJRT's come from XLA's hidden state).
IMPLEMENTATION_DEFINED = frozenset({"stablehlo.rng"})
# backends that compile with XLA, whose excess precision keeps narrow floats in f32 (see above)
EXCESS_PRECISION = frozenset(PJRT)
_EXACT_REDUCERS = frozenset({"stablehlo.maximum", "stablehlo.minimum", "stablehlo.and", "stablehlo.or",
                             "stablehlo.return", "stablehlo.select", "stablehlo.compare"})


@dataclass(frozen=True)
class Approx:
    transcendentals: int = 0      # approximate elementwise ops on the longest path
    length: int = 0               # summed lengths of the (non-exact) reductions on the path
    contractions: int = 0         # DEFAULT-precision f32 contractions on the path (see above)
    random: bool = False          # computed from stablehlo.rng (see IMPLEMENTATION_DEFINED)
    narrow: float = 0.0           # summed unit roundoff of narrow float results on the path (above)

    def combine(self, other: "Approx") -> "Approx":
        return Approx(max(self.transcendentals, other.transcendentals), max(self.length, other.length),
                      max(self.contractions, other.contractions), self.random or other.random,
                      max(self.narrow, other.narrow))

    def then(self, transcendentals: int, length: int, contractions: int = 0, narrow: float = 0.0) -> "Approx":
        return Approx(self.transcendentals + transcendentals, self.length + (length if length > 1 else 0),
                      self.contractions + contractions, self.random, self.narrow + narrow)

    @property
    def exact(self) -> bool:
        return self.transcendentals == 0 and self.length == 0 and self.contractions == 0 and not self.narrow

    def loosen(self, tol: Tol, backends=()) -> Tol:
        """`tol` loosened for this output; `backends`: the compared pair (their contractions'
        precision counts, CONTRACTION_ROUNDING)."""
        if self.exact:
            return tol
        u = max((CONTRACTION_ROUNDING.get(b, 0.0) for b in backends), default=0.0) if self.contractions else 0.0
        if u and tol.ulp != 0:   # (--ulp 0 asks for bits: it stays exact)
            tol = self._reduced_contractions(tol, 4 * u, backends)
        if self.narrow and tol.ulp != 0 and EXCESS_PRECISION & set(backends):
            tol = self._excess_precision(tol)
        if tol.ulp is not None:   # ULP mode: only the reduction floor
            if not self.length or tol.ulp == 0:
                return tol
            why = (tol.why + "; " if tol.why else "") + \
                f"reduction length {self.length}: also within {tol.ulp}·{self.length} ULPs of max|baseline|"
            return replace(tol, norm_ulp=tol.norm_ulp + float(tol.ulp) * self.length, why=why)
        m = 1 + self.transcendentals
        why = []
        if self.transcendentals:
            why.append(f"{self.transcendentals} approximate op(s): atol, rtol x{m}")
        norm = 0.0
        if self.length:
            norm = tol.rtol * (self.transcendentals + self.length)
            why.append(f"reduction length {self.length}: atol >= rtol·{self.transcendentals + self.length}"
                       "·max|baseline|")
        if tol.why:
            why.append(tol.why)
        return replace(tol, atol=tol.atol * m, rtol=tol.rtol * m, norm_rtol=tol.norm_rtol + norm, why="; ".join(why))

    def _excess_precision(self, tol: Tol) -> Tol:
        """The tensor-wide term narrow float intermediates add on an XLA backend."""
        term = 2 * self.narrow   # (summed: each term off by u_n of itself, so the sum by u_n·Σ|t|)
        why = f"narrow float intermediates (XLA keeps them in f32: xla_allow_excess_precision): " \
              f"+{term:.3g}·max|baseline|"
        why = f"{tol.why}; {why}" if tol.why else why
        if tol.ulp is not None:
            return replace(tol, norm_ulp=tol.norm_ulp + term * _F32_ULPS, why=why)
        return replace(tol, norm_rtol=tol.norm_rtol + term, why=why)

    def _reduced_contractions(self, tol: Tol, per_op: float, backends) -> Tol:
        """The tensor-wide term DEFAULT-precision contractions add on `backends`."""
        name = next(b for b in backends if b in CONTRACTION_ROUNDING)
        kind = "bf16" if name == "tpu" else "TF32"
        why = f"{self.contractions} DEFAULT-precision f32 contraction(s), {kind} on {name}: " \
              f"+{per_op * self.contractions:.3g}·max|baseline|"
        if tol.ulp is not None:
            return replace(tol, norm_ulp=tol.norm_ulp + per_op * self.contractions * _F32_ULPS, why=why)
        return replace(tol, norm_rtol=tol.norm_rtol + per_op * self.contractions, why=why)


def output_factors(module: ir.Module) -> list[Approx]:
    funcs = functions(module)
    main = funcs[entry_name(funcs)]
    n = len(entry_block(main).arguments)
    return _Analyzer(funcs).function(entry_name(funcs), (Approx(),) * n)


class _Analyzer:
    def __init__(self, funcs):
        self.funcs = funcs
        self.memo: dict = {}
        self.active: set = set()

    def function(self, name: str, args: tuple) -> list[Approx]:
        key = (name, args)
        if key in self.memo:
            return self.memo[key]
        if name in self.active:   # recursion: give up on precision, not on termination
            return [Approx(1, 1)] * _num_results(self.funcs[name])
        self.active.add(name)
        block = entry_block(self.funcs[name])
        env = {a: f for a, f in zip(block.arguments, args)}
        result = self.block(block, env)
        self.active.discard(name)
        self.memo[key] = result
        return result

    def block(self, block, env) -> list[Approx]:
        out = []
        for op in block.operations:
            op = op.operation
            if op.name in ("func.return", "stablehlo.return"):
                out = [env.get(v, Approx()) for v in op.operands]
                continue
            ins = Approx()
            for v in op.operands:
                ins = ins.combine(env.get(v, Approx()))
            target = callee(op)
            if target in self.funcs:
                results = self.function(target, tuple(env.get(v, Approx()) for v in op.operands))
            else:
                t, length = own_tolerance(op)
                for region in op.regions:   # loop/branch bodies, reducers: count their ops once
                    for b in region.blocks:
                        inner = {**env, **{a: ins for a in b.arguments}}
                        for f in self.block(b, inner):
                            ins = ins.combine(f)
                out_f = ins.then(t, length, int(reduced_precision(op)), narrow_roundoff(op))
                if op.name in IMPLEMENTATION_DEFINED:
                    out_f = replace(out_f, random=True)
                results = [out_f] * len(op.results)
            for r, f in zip(op.results, results):
                env[r] = f
        return out


def _num_results(func) -> int:
    return len(ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).results)


def _weight(op) -> int:
    weights = XLA_WEIGHT.get(op.name)
    if weights is None:
        return 1
    spec = tensor(op.results[0].type) if len(op.results) else None
    return weights[1] if spec and spec[0] in ("f64", "c128") else weights[0]


def own_tolerance(op) -> tuple[int, int]:
    """(transcendental count, reduction length) that `op` itself adds."""
    name = op.name
    short = name.split(".", 1)[1] if "." in name else name
    t = _weight(op) if name.startswith("chlo.") or short in TRANSCENDENTAL else 0
    if name in ("stablehlo.reduce", "stablehlo.reduce_window", "stablehlo.select_and_scatter",
                "stablehlo.scatter") and _exact_body(op):
        return t, 1
    if name == "stablehlo.reduce":
        dims = i64s(op.attributes["dimensions"])
        return t, _prod(shape_of(op.operands[0])[d] for d in dims)
    if name == "stablehlo.reduce_window":
        return t, _prod(i64s(op.attributes["window_dimensions"]))
    if name == "stablehlo.select_and_scatter":
        return t, _prod(i64s(op.attributes["window_dimensions"])) if "window_dimensions" in op.attributes else 1
    if name == "stablehlo.scatter":
        n = (len(op.operands) - 1) // 2
        return t, max(1, _prod(shape_of(op.operands[n])))
    if name == "stablehlo.dot_general":
        dn = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
        lhs = shape_of(op.operands[0])
        return t, _prod(lhs[d] for d in dn.lhs_contracting_dimensions)
    if name == "stablehlo.dot":
        lhs = shape_of(op.operands[0])
        return t, lhs[-1] if lhs else 1
    if name == "stablehlo.convolution":
        return t, conv_length(op)
    if name in ("stablehlo.fft", "stablehlo.cholesky", "stablehlo.triangular_solve"):
        s = shape_of(op.operands[0])
        return t, _prod(s[-2:]) if s else 1
    return t, 1


def narrow_roundoff(op) -> float:
    """The unit roundoff of op's result when it is a float narrower than f32 and op rounds
    (else 0: constants and ops that only move or pick values are exact in any precision)."""
    if not len(op.results) or op.name in EXACT_IN_ANY_PRECISION:
        return 0.0
    t = op.results[0].type
    if not isinstance(t, ir.RankedTensorType):   # (tokens, tuples)
        return 0.0
    return _NARROW.get(str(t.element_type), 0.0)


EXACT_IN_ANY_PRECISION = frozenset("stablehlo." + n for n in (
    "constant", "iota", "broadcast_in_dim", "broadcast", "reshape", "transpose", "slice", "dynamic_slice",
    "dynamic_update_slice", "concatenate", "pad", "reverse", "gather", "select", "get_tuple_element", "tuple",
    "bitcast_convert", "sort", "maximum", "minimum", "negate", "abs", "clamp", "compare", "optimization_barrier",
    "real", "imag"))
# unit roundoff 2^-(mantissa bits + 1) of the float types narrower than f32
_NARROW = {"bf16": 2.0 ** -8, "f16": 2.0 ** -11, "f8E4M3FN": 2.0 ** -4, "f8E4M3": 2.0 ** -4,
           "f8E4M3FNUZ": 2.0 ** -4, "f8E4M3B11FNUZ": 2.0 ** -4, "f8E5M2": 2.0 ** -3, "f8E5M2FNUZ": 2.0 ** -3,
           "f8E3M4": 2.0 ** -5, "f8E8M0FNU": 2.0 ** -1, "f6E2M3FN": 2.0 ** -4, "f6E3M2FN": 2.0 ** -3,
           "f4E2M1FN": 2.0 ** -2}


def reduced_precision(op) -> bool:
    """A contraction of f32 / complex<f32> operands whose precision the backend may choose
    (no precision_config above DEFAULT, no dot algorithm)."""
    if op.name not in _CONTRACTIONS or "algorithm" in op.attributes:
        return False
    if "precision_config" in op.attributes and any(
            "DEFAULT" not in str(p) for p in ir.ArrayAttr(op.attributes["precision_config"])):
        return False
    et = str(ir.RankedTensorType(op.operands[0].type).element_type)
    return et in ("f32", "complex<f32>")


def conv_length(op) -> int:
    rhs = shape_of(op.operands[1])
    dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
    spatial = _prod(rhs[d] for d in dn.kernel_spatial_dimensions)
    return spatial * rhs[dn.kernel_input_feature_dimension]


def _exact_body(op) -> bool:
    """True when every op of the reducer/combiner regions is exact whatever the order."""
    names = set()
    for region in op.regions:
        for b in region.blocks:
            names |= {o.operation.name for o in b.operations}
    return bool(names) and names <= _EXACT_REDUCERS


def _prod(xs) -> int:
    p = 1
    for x in xs:
        p *= int(x)
    return p
