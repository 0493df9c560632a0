"""Element-wise ops: unary functions, binary arithmetic and comparisons (seed 003, seed 001)."""
from __future__ import annotations

from dataclasses import dataclass

from jaxlib.mlir.dialects import stablehlo

from bridge import dtypes
from bridge.errors import BuilderError
from bridge.shape import Shape

from .attrs import kind, public
from .opdef import OPERAND, Arg, define
from .rules import binary_shape, require_types, same_element_type

_INT = dtypes.INTEGERS
_FLOAT = dtypes.FLOATS
_CPLX = dtypes.COMPLEX
_NUMERIC = _INT | _FLOAT | _CPLX
_ANY = _NUMERIC | {"pred"}
_LOGICAL = _INT | {"pred"}
_SIGNED_NUMERIC = dtypes.SIGNED | _FLOAT | _CPLX
_INEXACT = _FLOAT | _CPLX

# name, mnemonic, StableHLO op, allowed element types, their description, result type rule, doc
_UNARY = [
    ("Abs", "abs", "stablehlo.abs", _SIGNED_NUMERIC, "signed, floating or complex", "real", "x -> |x|"),
    # (Acos ... Atanh, Cosh, Sinh: XLA's math library and, since 2025, HLO opcodes of their
    # own; CHLO ops in StableHLO)
    ("Acos", "acos", "chlo.acos", _INEXACT, "floating or complex", "same", "x -> arccos(x)"),
    ("Acosh", "acosh", "chlo.acosh", _INEXACT, "floating or complex", "same", "x -> arcosh(x)"),
    ("Asin", "asin", "chlo.asin", _INEXACT, "floating or complex", "same", "x -> arcsin(x)"),
    ("Asinh", "asinh", "chlo.asinh", _INEXACT, "floating or complex", "same", "x -> arsinh(x)"),
    ("Atanh", "atanh", "chlo.atanh", _INEXACT, "floating or complex", "same", "x -> artanh(x)"),
    # (not complex: XLA's ShapeInference refuses it, no backend implements complex cbrt)
    ("Cbrt", "cbrt", "stablehlo.cbrt", _FLOAT, "floating", "same", "x -> cbrt(x)"),
    ("Ceil", "ceil", "stablehlo.ceil", _FLOAT, "floating", "same", "x -> ceil(x)"),
    ("Clz", "clz", "stablehlo.count_leading_zeros", _INT, "integral", "same", "count leading zero bits"),
    ("Cos", "cos", "stablehlo.cosine", _INEXACT, "floating or complex", "same", "x -> cos(x)"),
    ("Cosh", "cosh", "chlo.cosh", _INEXACT, "floating or complex", "same", "x -> cosh(x)"),
    ("Erf", "erf", "chlo.erf", _FLOAT, "floating", "same", "x -> erf(x)"),
    ("Exp", "exp", "stablehlo.exponential", _INEXACT, "floating or complex", "same", "x -> e^x"),
    ("Expm1", "expm1", "stablehlo.exponential_minus_one", _INEXACT, "floating or complex", "same", "x -> e^x - 1"),
    ("Floor", "floor", "stablehlo.floor", _FLOAT, "floating", "same", "x -> floor(x)"),
    ("Imag", "imag", "stablehlo.imag", _INEXACT, "floating or complex", "real", "imaginary part (0 for real x)"),
    ("IsFinite", "is_finite", "stablehlo.is_finite", _FLOAT, "floating", "pred", "x is neither ±Inf nor NaN"),
    ("Log", "log", "stablehlo.log", _INEXACT, "floating or complex", "same", "x -> ln(x)"),
    ("Log1p", "log1p", "stablehlo.log_plus_one", _INEXACT, "floating or complex", "same", "x -> ln(1+x)"),
    ("Logistic", "logistic", "stablehlo.logistic", _INEXACT, "floating or complex", "same", "x -> 1/(1+e^-x)"),
    ("Neg", "neg", "stablehlo.negate", _NUMERIC, "numeric", "same", "x -> -x"),
    ("Not", "not", "stablehlo.not", _LOGICAL, "pred or integral", "same", "logical / bitwise not"),
    ("PopulationCount", "popcnt", "stablehlo.popcnt", _INT, "integral", "same", "number of set bits"),
    ("Real", "real", "stablehlo.real", _INEXACT, "floating or complex", "real", "real part (x for real x)"),
    ("Round", "round", "stablehlo.round_nearest_afz", _FLOAT, "floating", "same", "round, ties away from zero"),
    ("RoundNearestEven", "round_nearest_even", "stablehlo.round_nearest_even", _FLOAT, "floating", "same",
     "round, ties to even"),
    ("Rsqrt", "rsqrt", "stablehlo.rsqrt", _INEXACT, "floating or complex", "same", "x -> 1/sqrt(x)"),
    ("Sign", "sign", "stablehlo.sign", _SIGNED_NUMERIC, "signed, floating or complex", "same", "x -> sgn(x)"),
    ("Sin", "sin", "stablehlo.sine", _INEXACT, "floating or complex", "same", "x -> sin(x)"),
    ("Sinh", "sinh", "chlo.sinh", _INEXACT, "floating or complex", "same", "x -> sinh(x)"),
    ("Sqrt", "sqrt", "stablehlo.sqrt", _INEXACT, "floating or complex", "same", "x -> sqrt(x)"),
    ("Tan", "tan", "stablehlo.tan", _INEXACT, "floating or complex", "same", "x -> tan(x)"),
    ("Tanh", "tanh", "stablehlo.tanh", _INEXACT, "floating or complex", "same", "x -> tanh(x)"),
]


@dataclass(frozen=True)
class ResultAccuracy:
    """How exact a transcendental op's result must be (XLA's ResultAccuracy, StableHLO's
    #stablehlo.result_accuracy): mode DEFAULT (the backend's choice), HIGHEST, or TOLERANCE
    within atol, rtol and ulps (each non-negative)."""
    mode: str = "DEFAULT"
    atol: float = 0.0
    rtol: float = 0.0
    ulps: int = 0

    def __post_init__(self):
        mode = str(self.mode).upper()
        if mode not in ("DEFAULT", "HIGHEST", "TOLERANCE"):
            raise BuilderError(f"ResultAccuracy: mode {self.mode!r} must be DEFAULT, HIGHEST or TOLERANCE")
        atol, rtol, ulps = float(self.atol), float(self.rtol), int(self.ulps)
        if not (atol >= 0 and rtol >= 0 and 0 <= ulps < 1 << 63):   # (NaN is not >= 0)
            raise BuilderError(f"ResultAccuracy: atol={atol:g}, rtol={rtol:g} and ulps={ulps} must be non-negative "
                               "(ulps below 2^63)")
        if mode != "TOLERANCE" and (atol or rtol or ulps):
            raise BuilderError(f"ResultAccuracy: tolerances are for mode TOLERANCE, not {mode}")
        for name, value in (("mode", mode), ("atol", atol), ("rtol", rtol), ("ulps", ulps)):
            object.__setattr__(self, name, value)


def _accuracy(v) -> ResultAccuracy | None:
    """A ResultAccuracy, a mode name or a dict of its fields; DEFAULT is no attribute (as
    XLA's importer writes it)."""
    v = v if isinstance(v, ResultAccuracy) else ResultAccuracy(v) if isinstance(v, str) else ResultAccuracy(**v)
    return None if v.mode == "DEFAULT" else v


def _accuracy_attr(v: ResultAccuracy):
    return stablehlo.ResultAccuracyAttr.get(v.atol, v.rtol, v.ulps, v.mode)


def _accuracy_value(a) -> ResultAccuracy:
    a = stablehlo.ResultAccuracyAttr(a)
    return ResultAccuracy(a.mode, a.atol, a.rtol, a.ulps)


public(ResultAccuracy)
# kept as StableHLO's own attribute: the lowering copies it onto the ops that have one
kind("result_accuracy", _accuracy, _accuracy_attr, _accuracy_value)
# the ops XLA's parser takes result_accuracy= on (XlaBuilder: the transcendental functions)
ACCURACY_OPS = frozenset({"Acos", "Acosh", "Asin", "Asinh", "Atanh", "Cbrt", "Cos", "Cosh", "Erf", "Exp", "Expm1",
                          "Log", "Log1p", "Logistic", "Rsqrt", "Sin", "Sinh", "Sqrt", "Tan", "Tanh"})
_ACCURACY = Arg("result_accuracy", "result_accuracy", None)

_RESULT_TYPE = {
    "same": lambda et: et,
    "real": dtypes.complex_component,
    "pred": lambda et: "pred",
}


def _unary_infer(name, allowed, description, result_rule):
    def infer(operand: Shape, result_accuracy=None):
        require_types(name, operand, allowed, description)
        return Shape.array_shape(_RESULT_TYPE[result_rule](operand.element_type), operand.dimensions)
    return infer


for _n, _m, _target, _allowed, _desc, _rule, _doc in _UNARY:
    define(_n, _m, [Arg("operand", OPERAND)] + ([_ACCURACY] if _n in ACCURACY_OPS else []),
           _unary_infer(_n, _allowed, _desc, _rule), _doc, "unary", lowers_to=_target)


# name, mnemonic, StableHLO op, allowed element types, description, doc
_BINARY = [
    ("Add", "add", "stablehlo.add", _ANY, "any", "lhs + rhs"),
    ("Sub", "sub", "stablehlo.subtract", _NUMERIC, "numeric", "lhs - rhs"),
    ("Mul", "mul", "stablehlo.multiply", _ANY, "any", "lhs * rhs"),
    ("Div", "div", "stablehlo.divide", _NUMERIC, "numeric", "lhs / rhs (integers truncate)"),
    ("Pow", "pow", "stablehlo.power", _NUMERIC, "numeric", "lhs ^ rhs"),
    ("Rem", "rem", "stablehlo.remainder", _INT | _FLOAT, "integral or floating", "remainder, sign of the dividend"),
    ("Max", "max", "stablehlo.maximum", _ANY, "any", "max(lhs, rhs)"),
    ("Min", "min", "stablehlo.minimum", _ANY, "any", "min(lhs, rhs)"),
    ("And", "and", "stablehlo.and", _LOGICAL, "pred or integral", "logical / bitwise and"),
    ("Or", "or", "stablehlo.or", _LOGICAL, "pred or integral", "logical / bitwise or"),
    ("Xor", "xor", "stablehlo.xor", _LOGICAL, "pred or integral", "logical / bitwise xor"),
    ("ShiftLeft", "shift_left", "stablehlo.shift_left", _INT, "integral", "lhs << rhs"),
    ("ShiftRightArithmetic", "shift_right_arithmetic", "stablehlo.shift_right_arithmetic", _INT, "integral",
     "lhs >> rhs, sign-filling"),
    ("ShiftRightLogical", "shift_right_logical", "stablehlo.shift_right_logical", _INT, "integral",
     "lhs >> rhs, zero-filling"),
    ("Atan2", "atan2", "stablehlo.atan2", _INEXACT, "floating or complex", "atan(lhs / rhs) with quadrant"),
    ("Complex", "complex", "stablehlo.complex", {"f32", "f64"}, "f32 or f64", "lhs + i*rhs"),
]

_BCAST = Arg("broadcast_dimensions", "i64s", ())


def _binary_infer(name, mnemonic, allowed, description, result_type=None):
    label = f"Binary op {mnemonic}"

    def infer(lhs: Shape, rhs: Shape, broadcast_dimensions=()):
        require_types(name, lhs, allowed, description, "lhs")
        require_types(name, rhs, allowed, description, "rhs")
        same_element_type(label, lhs, rhs)
        dims = binary_shape(label, lhs, rhs, broadcast_dimensions)
        et = result_type(lhs.element_type) if result_type else lhs.element_type
        return Shape.array_shape(et, dims)
    return infer


for _n, _m, _target, _allowed, _desc, _doc in _BINARY:
    _rt = dtypes.complex_of if _n == "Complex" else None
    define(_n, _m, [Arg("lhs", OPERAND), Arg("rhs", OPERAND), _BCAST],
           _binary_infer(_n, _m, _allowed, _desc, _rt), _doc, "binary", lowers_to=_target)

# Comparisons: XLA's Eq..Lt use IEEE semantics; the *TotalOrder variants order floats
# -NaN < -Inf < -Finite < -0 < +0 < +Finite < +Inf < +NaN.
_COMPARE = [("Eq", "EQ"), ("Ne", "NE"), ("Ge", "GE"), ("Gt", "GT"), ("Le", "LE"), ("Lt", "LT")]


def compare_type(element_type: str, total_order: bool) -> str:
    if dtypes.is_float(element_type):
        return "TOTALORDER" if total_order else "FLOAT"
    if dtypes.is_complex(element_type):
        return "FLOAT"
    return "SIGNED" if element_type in dtypes.SIGNED else "UNSIGNED"


for _n, _dir in _COMPARE:
    for _total in (False, True):
        _name = _n + ("TotalOrder" if _total else "")
        _mn = "compare_" + _dir.lower() + ("_total" if _total else "")
        define(_name, _mn, [Arg("lhs", OPERAND), Arg("rhs", OPERAND), _BCAST],
               _binary_infer(_name, "compare", _ANY, "any", lambda et: "pred"),
               f"element-wise lhs {_dir} rhs -> pred" + (" (total order on floats)" if _total else ""),
               "compare", lowers_to="stablehlo.compare",
               direction=_dir, total_order=_total)

