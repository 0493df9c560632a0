"""Linear algebra and normalization: Cholesky, TriangularSolve, Fft, BatchNorm*, ReducePrecision."""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge import dtypes
from bridge.shape import Shape

from . import attrs as A
from .opdef import OPERAND, Arg, define
from .attrs import check_enum, enum_kind
from .rules import fail, require_array


enum_kind("fft_type", ("FFT", "IFFT", "RFFT", "IRFFT"))


def _epsilon(v) -> float:
    v = float(v)
    if not v >= 0:   # also rejects NaN
        raise ValueError("epsilon must be a non-negative number")
    return v


# An f32 attribute made without a Location (FloatAttr.get needs one; builders have none active).
A.kind("epsilon", _epsilon, ir.FloatAttr.get_f32, lambda a: ir.FloatAttr(a).value)
enum_kind("transpose", ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"))


def _float_or_complex(et: str) -> bool:
    return dtypes.is_float(et) or dtypes.is_complex(et)


def _square_batch(op: str, a: Shape):
    if not _float_or_complex(a.element_type):
        fail(f"{op}: Expected element type in shape to be floating or complex for {op}; got {a}")
    if a.rank < 2:
        fail(f"{op}: The 'a' argument to {op} must have rank >= 2, got shape {a}")
    if a.dimensions[-1] != a.dimensions[-2]:
        fail(f"{op}: The two minor dimensions of 'a' must have equal size, got {a}")


def _cholesky(a: Shape, lower):
    require_array("Cholesky", a, "a")
    _square_batch("Cholesky", a)
    return a


define("Cholesky", "cholesky", [Arg("a", OPERAND), Arg("lower", "bool")], _cholesky,
       "Cholesky factor of (batches of) Hermitian positive-definite matrices, read from one triangle",
       "linalg", lowers_to="stablehlo.cholesky")


def _triangular_solve(a: Shape, b: Shape, left_side, lower, unit_diagonal, transpose_a):
    op = "TriangularSolve"
    check_enum(op, "transpose_a", "transpose", transpose_a)
    require_array(op, a, "a")
    require_array(op, b, "b")
    if a.element_type != b.element_type:
        fail(f"{op}: Expected element types in shape to be floating or complex and identical for "
             f"TriangularSolve; got {a} and {b}")
    _square_batch(op, a)
    if b.rank != a.rank:
        fail(f"{op}: Arguments to triangular solve must have equal rank; got {b} and {a}")
    shared = b.dimensions[-2 if left_side else -1]
    if a.dimensions[-1] != shared:
        fail(f"{op}: The shared dimension of 'a' and 'b' does not match, got shapes {a} and {b} "
             f"(left_side={left_side}: b's dimension {b.rank - (2 if left_side else 1)} must be {a.dimensions[-1]})")
    if a.dimensions[:-2] != b.dimensions[:-2]:
        fail(f"{op}: The leading batch dimensions of the arguments to triangular solve must be equal; "
             f"got {b} and {a}")
    return b


define("TriangularSolve", "triangular_solve",
       [Arg("a", OPERAND), Arg("b", OPERAND), Arg("left_side", "bool"), Arg("lower", "bool"),
        Arg("unit_diagonal", "bool"), Arg("transpose_a", "transpose")],
       _triangular_solve, "solves op(a) x = b (left_side) or x op(a) = b for triangular a", "linalg",
       lowers_to="stablehlo.triangular_solve")


def _fft(operand: Shape, fft_type, fft_length):
    op = "Fft"
    check_enum(op, "fft_type", "fft_type", fft_type)
    require_array(op, operand)
    n = len(fft_length)
    if not 1 <= n <= 3:
        fail(f"{op}: FFT only supports ranks 1-3; got {n} (fft_length {list(fft_length)})")
    if any(length < 0 for length in fft_length):
        fail(f"{op}: fft_length {list(fft_length)} must not be negative")
    if operand.rank < n:
        fail(f"{op}: FFT of rank {n} requires input of at least same rank; got input {operand} of rank "
             f"{operand.rank}")
    et, dims = operand.element_type, list(operand.dimensions)
    inner = dims[-n:]
    if fft_type in ("FFT", "IFFT", "IRFFT") and not dtypes.is_complex(et):
        fail(f"{op}: {fft_type} requires complex input type, found {operand}")
    if fft_type in ("FFT", "IFFT"):
        if inner != list(fft_length):   # XLA leaves this unchecked; PJRT CPU then reads garbage
            fail(f"{op}: {fft_type} requires innermost dimensions {inner} of {operand} to match fft_length "
                 f"{list(fft_length)}")
        return operand
    if fft_type == "RFFT":
        if et not in ("f32", "f64"):
            fail(f"{op}: RFFT requires F32 or F64 input type, found {operand}")
        for i, (got, want) in enumerate(zip(inner, fft_length)):
            if got != want:
                fail(f"{op}: RFFT requires innermost dimensions match fft_length but dimension "
                     f"{operand.rank - n + i} is {got} and should be {want} ({operand})")
        if fft_length[-1]:
            dims[-1] = fft_length[-1] // 2 + 1
        return Shape.array_shape(dtypes.complex_of(et), dims)
    for i, (got, want) in enumerate(zip(inner[:-1], fft_length[:-1])):   # IRFFT
        if got != want:
            fail(f"{op}: IRFFT requires all but one innermost dimensions match fft_length, but dimension "
                 f"{operand.rank - n + i} is {got} and should be {want} ({operand})")
    half = fft_length[-1] // 2 + 1
    if (dims[-1] or fft_length[-1]) and dims[-1] != half:
        fail(f"{op}: IRFFT requires innermost dimension matches fft_length/2+1, but dimension {operand.rank - 1} "
             f"is {dims[-1]} and should be {half} ({operand})")
    dims[-1] = fft_length[-1]
    return Shape.array_shape(dtypes.complex_component(et), dims)


define("Fft", "fft", [Arg("operand", OPERAND), Arg("fft_type", "fft_type"), Arg("fft_length", "i64s")], _fft,
       "FFT, IFFT, RFFT or IRFFT over the 1-3 innermost dimensions", "linalg", lowers_to="stablehlo.fft")


def _batch_norm(op: str, operand: Shape, feature_index: int, vectors: dict, grad_output: Shape | None = None):
    """XLA's batch-norm shape rules; returns the shape of the per-feature results."""
    require_array(op, operand)
    if operand.rank < 1:
        fail(f"{op}: Expected the rank of operand to {op} to be at least 1; got {operand}")
    if not 0 <= feature_index < operand.rank:
        fail(f"{op}: Expected feature_index of {op} to be a non-negative number smaller than the rank of "
             f"operand {operand}; got feature_index {feature_index}")
    if not dtypes.is_float(operand.element_type):
        fail(f"{op}: The operand to {op} must have a floating point element type, but the shape is {operand}")
    features = operand.dimensions[feature_index]
    for name, s in vectors.items():
        require_array(op, s, name)
        if s.rank != 1:
            fail(f"{op}: {name} input of {op} must have rank 1, but has shape {s}")
        if s.element_type != operand.element_type:
            fail(f"{op}: The inputs should have the same element type for {op}, but the shape of {name} is "
                 f"{s} and the shape of operand is {operand}")
        if s.dimensions[0] != features:
            fail(f"{op}: The size of {name} should be the same as feature count, but the size of {name} is "
                 f"{s.dimensions[0]} and the feature count is {features} (dimension {feature_index} of {operand})")
    if grad_output is not None and not grad_output.same_dims_and_type(operand):
        fail(f"{op}: Expected grad_output {grad_output} to have the shape of operand {operand}")
    return Shape.array_shape(operand.element_type, (features,))


def _bn_training(operand, scale, offset, epsilon, feature_index):
    vec = _batch_norm("BatchNormTraining", operand, feature_index, {"scale": scale, "offset": offset})
    return Shape.tuple_shape([operand, vec, vec])


def _bn_inference(operand, scale, offset, mean, variance, epsilon, feature_index):
    _batch_norm("BatchNormInference", operand, feature_index,
                {"scale": scale, "offset": offset, "mean": mean, "variance": variance})
    return operand


def _bn_grad(operand, scale, mean, variance, grad_output, epsilon, feature_index):
    vec = _batch_norm("BatchNormGrad", operand, feature_index,
                      {"scale": scale, "mean": mean, "variance": variance}, grad_output)
    return Shape.tuple_shape([operand, vec, vec])


_BN_TAIL = [Arg("epsilon", "epsilon"), Arg("feature_index", "i64")]
define("BatchNormTraining", "batch_norm_training",
       [Arg("operand", OPERAND), Arg("scale", OPERAND), Arg("offset", OPERAND)] + _BN_TAIL, _bn_training,
       "normalizes over all but the feature dimension; returns (output, batch_mean, batch_var)",
       "batch_norm", lowers_to="stablehlo.batch_norm_training")
define("BatchNormInference", "batch_norm_inference",
       [Arg("operand", OPERAND), Arg("scale", OPERAND), Arg("offset", OPERAND), Arg("mean", OPERAND),
        Arg("variance", OPERAND)] + _BN_TAIL, _bn_inference,
       "normalizes with the given mean and variance", "batch_norm",
       lowers_to="stablehlo.batch_norm_inference")
define("BatchNormGrad", "batch_norm_grad",
       [Arg("operand", OPERAND), Arg("scale", OPERAND), Arg("mean", OPERAND), Arg("variance", OPERAND),
        Arg("grad_output", OPERAND)] + _BN_TAIL, _bn_grad,
       "gradients of batch normalization: (grad_operand, grad_scale, grad_offset)",
       "batch_norm", lowers_to="stablehlo.batch_norm_grad")


def _reduce_precision(operand: Shape, mantissa_bits, exponent_bits):
    op = "ReducePrecision"
    require_array(op, operand)
    if not dtypes.is_float(operand.element_type):
        fail(f"{op}: Expected element type in shape to be floating point for ReducePrecision operation; "
             f"got {operand}")
    if exponent_bits < 1:
        fail(f"{op}: Expected exponent_bits >= 1; got {exponent_bits}")
    if mantissa_bits < 0:
        fail(f"{op}: Expected non-negative mantissa_bits; got {mantissa_bits}")
    return operand


# Positional order as in the seed's signature: ReducePrecision(operand, mantissa_bits, exponent_bits)
# (XLA's C++ takes exponent_bits first: pass them by keyword when porting C++ code).
define("ReducePrecision", "reduce_precision",
       [Arg("operand", OPERAND), Arg("mantissa_bits", "i64"), Arg("exponent_bits", "i64")], _reduce_precision,
       "rounds to a float format with the given exponent and mantissa bits, back in the same type", "linalg",
       lowers_to="stablehlo.reduce_precision", traits={"elementwise"})
