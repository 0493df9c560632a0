"""Shape-inference helpers shared by the op definitions, with XLA's error wording."""
from __future__ import annotations

import functools
import re

from bridge import dtypes
from bridge.errors import BuilderError
from bridge.shape import Shape


def fail(message: str):
    raise BuilderError(message)


def fmt(shapes) -> str:
    return ", ".join(f"{s}" for s in shapes)


def require_array(op: str, shape: Shape, what: str = "operand"):
    if not shape.is_array:
        fail(f"{op}: {what} must be an array, got {shape}")


def require_types(op: str, shape: Shape, allowed, description: str, what: str = "operand"):
    require_array(op, shape, what)
    if shape.element_type not in allowed:
        fail(f"{op}: {what} of type {shape} must have {description} element type")


def check_dims(op: str, dims, rank: int, what: str, shape: Shape):
    for d in dims:
        if not 0 <= d < rank:
            fail(f"{op}: {what} {list(dims)} has dimension {d} out of range for {shape} (rank {rank})")
    if len(set(dims)) != len(dims):
        fail(f"{op}: {what} {list(dims)} repeats a dimension of {shape}")


def same_element_type(op: str, *shapes: Shape):
    types = {s.element_type for s in shapes}
    if len(types) > 1:
        fail(f"{op} with different element types: {' and '.join(f'{s}' for s in shapes)}")


def degenerate_broadcast(op: str, lhs: Shape, rhs: Shape) -> tuple[int, ...]:
    """Same-rank broadcasting: each pair of sizes is equal or one of them is 1."""
    out = []
    for a, b in zip(lhs.dimensions, rhs.dimensions):
        if a == b or b == 1:
            out.append(a)
        elif a == 1:
            out.append(b)
        else:
            fail(f"{op} with incompatible shapes: {lhs} and {rhs}")
    return tuple(out)


def in_dim_broadcast(op: str, small: Shape, large: Shape, bd) -> Shape:
    """Map `small` into `large`'s rank through broadcast_dimensions (seed 001, formal definition)."""
    if len(bd) != small.rank:
        fail(f"{op}: size of broadcast_dimensions has to match lower-rank operand's rank; "
             f"lower-rank operand's rank is {small.rank}, size of broadcast_dimensions is {len(bd)} "
             f"({small} and {large})")
    out = list(large.dimensions)
    for i, d in enumerate(bd):
        if not 0 <= d < large.rank:
            fail(f"{op}: broadcast dimension number ({d}) too large; higher-rank operand has rank "
                 f"{large.rank} ({small} and {large})")
        if i > 0 and d <= bd[i - 1]:
            fail(f"{op}: broadcast dimensions order is wrong: {d} comes after {bd[i - 1]}; "
                 f"broadcast_dimensions must be strictly increasing ({small} and {large})")
        s, l = small.dimensions[i], large.dimensions[d]
        if s == l or s == 1:
            out[d] = l
        elif l == 1:
            out[d] = s
        else:
            fail(f"{op}: broadcast dimension {i} mismatch: {s} != {l}; {small} and {large}")
    return Shape.array_shape(large.element_type, out)


def binary_shape(op: str, lhs: Shape, rhs: Shape, bd) -> tuple[int, ...]:
    """Result dimensions of an element-wise binary op under XLA's broadcasting rules."""
    if lhs.rank == rhs.rank:
        if bd and tuple(bd) != tuple(range(lhs.rank)):
            fail(f"{op}: broadcast_dimensions {list(bd)} must be empty or the identity for operands "
                 f"of the same rank: {lhs} and {rhs}")
        return degenerate_broadcast(op, lhs, rhs)
    small, large = (lhs, rhs) if lhs.rank < rhs.rank else (rhs, lhs)
    if not bd:
        if small.rank == 0:
            return large.dimensions
        fail(f"{op} with incompatible shapes: {lhs} and {rhs}; operands of different ranks need "
             f"broadcast_dimensions unless one is a scalar")
    mapped = in_dim_broadcast(op, small, large, tuple(bd))
    return degenerate_broadcast(op, mapped, large)


def operand_broadcast_dims(operand: Shape, result_rank: int, bd) -> tuple[int, ...]:
    """broadcast_in_dim dimensions placing `operand` into the result of a binary op."""
    if operand.rank == result_rank:
        return tuple(range(result_rank))
    if operand.rank == 0:
        return ()
    return tuple(bd)


_SHAPE_TEXT = re.compile(r"\b(pred|token|[a-z]+\d+)\[")


def xla_context(op: str, *names: str):
    """Keep XLA's wording, but make every message name the op and, where it names no shape,
    the shapes of the arguments `names` (inference functions are called with keywords)."""
    def deco(infer):
        @functools.wraps(infer)
        def wrapped(**kw):
            try:
                return infer(**kw)
            except BuilderError as e:
                msg = str(e)
                if not msg.startswith(op):
                    msg = f"{op}: {msg}"
                if not _SHAPE_TEXT.search(msg):
                    msg += " (" + "; ".join(f"{n}: {_shapes_text(kw[n])}" for n in names) + ")"
                raise BuilderError(msg) from None
        return wrapped
    return deco


def _shapes_text(value) -> str:
    return fmt(value) if isinstance(value, list | tuple) else f"{value}"


def split_builder(args) -> tuple[tuple, tuple]:
    """(the leading XlaBuilder if any, the other positional arguments)."""
    from bridge.builder import XlaBuilder   # at call time: bridge.builder is above dialect_defs
    lead = tuple(args[:1]) if args and isinstance(args[0], XlaBuilder) else ()
    return lead, tuple(args[len(lead):])


def operands_element_type(op: str, lhs: Shape, rhs: Shape, preferred: str | None = None) -> str:
    """XLA's rule for dots and convolutions (SameElementTypeIgnoringFpPrecision): the operands
    have one element type, or two floating-point ones (mixed precision: bf16 x f32); the
    result is then the more precise one unless preferred_element_type says otherwise."""
    a, b = lhs.element_type, rhs.element_type
    if a != b and not (dtypes.is_float(a) and dtypes.is_float(b)):
        fail(f"{op} with different element types: {lhs} and {rhs}")
    et = a if a == b else max((a, b), key=_precision)
    # XLA's MaybeUpcast: only a floating-point result may narrow (an integer one would wrap)
    if preferred and not dtypes.is_float(et) and dtypes.bit_width(preferred) < dtypes.bit_width(et):
        fail(f"{op}: `preferred_element_type` must not be narrower than the original type: {preferred} is "
             f"narrower than {et} ({lhs} and {rhs})")
    return preferred or et


def _precision(element_type: str) -> tuple[int, int]:
    import ml_dtypes
    info = ml_dtypes.finfo(dtypes.to_numpy(element_type))
    return info.nmant, info.bits
