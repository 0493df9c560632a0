"""Shape <-> MLIR type, cached (type creation and printing dominate small-op costs)."""
from __future__ import annotations

import re

from jaxlib.mlir import ir

from . import dtypes
from .errors import HloBridgeError
from .shape import UNBOUNDED, ProgramShape, Shape

_to_mlir: dict[tuple, ir.Type] = {}
_from_mlir: dict[str, Shape] = {}
_from_type: dict[ir.Type, Shape] = {}   # types are uniqued per context: hashing is cheap, str() is not
_TENSOR = re.compile(r"tensor<((?:\d+x)*)([^,>]+(?:<[^>]*>)?)>$")


def to_mlir_type(shape: Shape, ctx: ir.Context) -> ir.Type:
    key = (shape, ctx)
    t = _to_mlir.get(key)
    if t is None:
        if shape.is_tuple:
            t = ir.TupleType.get_tuple([to_mlir_type(s, ctx) for s in shape.tuple_shapes], context=ctx)
        elif shape.is_token:
            t = ir.Type.parse("!stablehlo.token", ctx)
        elif shape.dynamic is not None:
            t = _dynamic_type(shape, ctx)
        else:
            elem = ir.Type.parse(dtypes.mlir_spelling(shape.element_type), ctx)
            t = ir.RankedTensorType.get(list(shape.dimensions), elem, loc=ir.Location.unknown(ctx))
        _to_mlir[key] = t
    return t


def _dynamic_type(shape: Shape, ctx: ir.Context) -> ir.Type:
    """`f32[<=8,?,4]` as XLA's importer writes it: tensor<?x?x4xf32, #stablehlo.bounds<8, ?, ?>>
    (the encoding only when some dimension has a bound)."""
    dims = "x".join("?" if dyn else str(d) for d, dyn in zip(shape.dimensions, shape.dynamic))
    bounds = [str(d) if dyn and d != UNBOUNDED else "?" for d, dyn in zip(shape.dimensions, shape.dynamic)]
    encoding = f", #stablehlo.bounds<{', '.join(bounds)}>" if any(b != "?" for b in bounds) else ""
    return ir.Type.parse(f"tensor<{dims}x{dtypes.mlir_spelling(shape.element_type)}{encoding}>", ctx)


def _dynamic_shape(t: ir.Type, rt: ir.RankedTensorType) -> Shape:
    """A tensor type with `?` dimensions as a Shape (their bounds from #stablehlo.bounds)."""
    bounds = [None] * rt.rank
    encoding = rt.encoding
    if encoding is not None:
        text = str(encoding)
        m = re.fullmatch(r"#stablehlo\.bounds<(.*)>", text)
        if m is None:
            raise HloBridgeError(f"tensor encoding {text} is not #stablehlo.bounds")
        parts = [p.strip() for p in m.group(1).split(",")] if m.group(1).strip() else []
        if len(parts) != rt.rank:
            raise HloBridgeError(f"{text} gives {len(parts)} bounds for rank {rt.rank}")
        bounds = [None if p == "?" else int(p) for p in parts]
    dims, dynamic = [], []
    for d in range(rt.rank):
        if rt.is_dynamic_dim(d):
            dims.append(UNBOUNDED if bounds[d] is None else bounds[d])
            dynamic.append(True)
        else:
            dims.append(rt.get_dim_size(d))
            dynamic.append(False)
    return Shape.array_shape(dtypes.from_mlir_spelling(str(rt.element_type)), tuple(dims), None, tuple(dynamic))


def is_token(t: ir.Type) -> bool:
    """Whether `t` is StableHLO's token type (jax's ordered effects thread one through @main)."""
    return str(t) == "!stablehlo.token"


def from_mlir_type(t: ir.Type) -> Shape:
    s = _from_type.get(t)
    if s is None:
        s = _from_type[t] = _from_text(t)
    return s


# A builder function whose root is a 1-tuple or holds tuples returns the root's leaves, which
# alone do not say its shape: the shape is kept in this attribute (dropped when lowered).
RESULT_SHAPE = "xla.result_shape"


def program_result(results) -> Shape:
    """The result of a computation returning `results` (Shapes or XlaOps): several make a tuple."""
    shapes = [getattr(r, "shape", r) for r in results]
    return shapes[0] if len(shapes) == 1 else Shape.tuple_shape(shapes)


def program_shape(func_op) -> ProgramShape:
    """The ProgramShape of a func.func (several results: a tuple result, as XLA has it)."""
    ft = ir.FunctionType(ir.TypeAttr(func_op.attributes["function_type"]).value)
    inputs = tuple(from_mlir_type(t) for t in ft.inputs)
    if RESULT_SHAPE in func_op.attributes:
        return ProgramShape(inputs, Shape.parse(ir.StringAttr(func_op.attributes[RESULT_SHAPE]).value))
    return ProgramShape(inputs, program_result([from_mlir_type(t) for t in ft.results]))


def _from_text(t: ir.Type) -> Shape:
    text = str(t)
    s = _from_mlir.get(text)
    if s is None:
        s = _parse(t, text)
        _from_mlir[text] = s
    return s


def _parse(t: ir.Type, text: str) -> Shape:
    if text.startswith("tuple<"):   # (before tokens: a tuple may hold one, jax's ordered io_callback)
        tt = ir.TupleType(t)
        return Shape.tuple_shape([from_mlir_type(tt.get_type(i)) for i in range(tt.num_types)])
    if "token" in text and not text.startswith("tensor"):
        return Shape.token_shape()
    m = _TENSOR.match(text) if "?" not in text else None
    if m:
        dims = [int(d) for d in m.group(1).split("x") if d]
        return Shape.array_shape(dtypes.from_mlir_spelling(m.group(2)), dims)
    rt = ir.RankedTensorType(t)
    if not rt.has_static_shape:
        return _dynamic_shape(t, rt)
    return Shape.array_shape(dtypes.from_mlir_spelling(str(rt.element_type)), rt.shape)
