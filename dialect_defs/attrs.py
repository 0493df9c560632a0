"""Attribute kinds: Python value <-> MLIR attribute, in one table.

Kinds: i64, i64s (list), bool, str, f32, etype (element type), shape, dict (attribute
dictionary), padding (list of (low, high, interior)), dot_dims (DotDimensionNumbers),
precision (list of precision names), symbol (a function name).
"""
from __future__ import annotations

import functools

import numpy as np
from dataclasses import dataclass, fields

from jaxlib.mlir import ir

from bridge import dtypes
from bridge.errors import BuilderError
from bridge.shape import Shape


@dataclass(frozen=True)
class DotDimensionNumbers:
    lhs_contracting_dimensions: tuple[int, ...]
    rhs_contracting_dimensions: tuple[int, ...]
    lhs_batch_dimensions: tuple[int, ...] = ()
    rhs_batch_dimensions: tuple[int, ...] = ()

    def __post_init__(self):
        for f in fields(self):
            object.__setattr__(self, f.name, tuple(int(d) for d in getattr(self, f.name)))


class PaddingConfig(tuple):
    """[(low, high, interior), ...] per dimension; negative low/high remove elements."""

    def __new__(cls, dims=()):
        out = []
        for d in dims:
            d = tuple(int(v) for v in d)
            if len(d) == 2:
                d = d + (0,)
            if len(d) != 3:
                raise BuilderError(f"PaddingConfig entries are (low, high[, interior]), got {d}")
            out.append(d)
        return super().__new__(cls, out)


def _i64(v):
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), int(v))


@functools.lru_cache(maxsize=4096)
def _i64s(v: tuple):
    return ir.DenseI64ArrayAttr.get(list(v))


def to_python(kind: str, value, op: str, arg: str):
    """Normalize a user's value for `kind`; BuilderError when it cannot be."""
    try:
        if kind == "i64":
            return int(value)
        if kind == "i64s":
            return tuple(int(v) for v in value)
        if kind == "bool":
            return bool(value)
        if kind in ("str", "symbol"):
            return str(value)
        if kind == "f32":
            return float(value)
        if kind == "etype":
            return dtypes.canonical(value)
        if kind == "shape":
            return value if isinstance(value, Shape) else Shape.parse(str(value))
        if kind == "padding":
            return value if isinstance(value, PaddingConfig) else PaddingConfig(value)
        if kind == "dot_dims":
            return value if isinstance(value, DotDimensionNumbers) else DotDimensionNumbers(*value)
        if kind == "precision":
            return None if value is None else tuple(str(p).upper() for p in value)
        if kind in ("dict", "literal"):
            return value
    except BuilderError:
        raise
    except Exception as e:  # a wrong Python type for the argument
        raise BuilderError(f"{op}: argument {arg} must be {kind}, got {value!r} ({e})") from None
    raise RuntimeError(f"unknown attribute kind {kind}")


def to_mlir(kind: str, value) -> ir.Attribute | None:
    """MLIR attribute for a normalized value (None: attribute omitted)."""
    if value is None:
        return None
    if kind == "i64":
        return _i64(value)
    if kind == "i64s":
        return _i64s(value)
    if kind == "bool":
        return ir.BoolAttr.get(value)
    if kind == "str":
        return ir.StringAttr.get(value)
    if kind == "symbol":
        return ir.FlatSymbolRefAttr.get(value)
    if kind == "f32":
        return ir.FloatAttr.get(ir.F32Type.get(), value)
    if kind == "etype":
        return ir.TypeAttr.get(ir.Type.parse(dtypes.mlir_spelling(value)))
    if kind == "shape":
        return ir.StringAttr.get(str(value))
    if kind == "padding":
        return ir.ArrayAttr.get([_i64s(tuple(d)) for d in value])
    if kind == "dot_dims":
        return ir.DictAttr.get({f.name: _i64s(getattr(value, f.name)) for f in fields(value)})
    if kind == "precision":
        return ir.ArrayAttr.get([ir.StringAttr.get(p) for p in value])
    if kind == "dict":
        return _dict_attr(value)
    if kind == "literal":
        elem = ir.Type.parse(dtypes.mlir_spelling(dtypes.canonical(value.dtype)))
        return ir.DenseElementsAttr.get(np.ascontiguousarray(value), type=elem, shape=list(value.shape))
    raise RuntimeError(f"unknown attribute kind {kind}")


def from_mlir(kind: str, attr: ir.Attribute):
    """Inverse of to_mlir, for the verifier, the lowering and the reference."""
    if kind == "i64":
        return ir.IntegerAttr(attr).value
    if kind == "i64s":
        return tuple(ir.DenseI64ArrayAttr(attr))
    if kind == "bool":
        return ir.BoolAttr(attr).value
    if kind == "str":
        return ir.StringAttr(attr).value
    if kind == "symbol":
        return ir.FlatSymbolRefAttr(attr).value
    if kind == "f32":
        return ir.FloatAttr(attr).value
    if kind == "etype":
        return dtypes.from_mlir_spelling(str(ir.TypeAttr(attr).value))
    if kind == "shape":
        return Shape.parse(ir.StringAttr(attr).value)
    if kind == "padding":
        return PaddingConfig(tuple(ir.DenseI64ArrayAttr(a)) for a in ir.ArrayAttr(attr))
    if kind == "dot_dims":
        d = ir.DictAttr(attr)
        return DotDimensionNumbers(*(tuple(ir.DenseI64ArrayAttr(d[f.name])) for f in fields(DotDimensionNumbers)))
    if kind == "precision":
        return tuple(ir.StringAttr(a).value for a in ir.ArrayAttr(attr))
    if kind == "dict":
        return attr
    if kind == "literal":   # shape and dtype only: what the verifier needs
        t = ir.ShapedType(attr.type)
        return np.broadcast_to(np.zeros((), dtypes.to_numpy(dtypes.from_mlir_spelling(str(t.element_type)))),
                               t.shape)
    raise RuntimeError(f"unknown attribute kind {kind}")


def _dict_attr(value) -> ir.Attribute:
    """An attribute dictionary from MLIR text ("{n = 1 : i32}") or a Python dict."""
    if isinstance(value, ir.Attribute):
        return value
    if isinstance(value, str):
        try:
            attr = ir.Attribute.parse(value)
        except Exception as e:
            raise BuilderError(f"composite_attributes {value!r} is not an MLIR attribute dictionary: "
                               f"{str(e).splitlines()[0]}") from None
        if not str(attr).startswith("{"):
            raise BuilderError(f"composite_attributes {value!r} must be a dictionary like {{n = 1 : i32}}")
        return attr
    return ir.DictAttr.get({k: _py_attr(v) for k, v in dict(value).items()})


def _py_attr(v) -> ir.Attribute:
    if isinstance(v, ir.Attribute):
        return v
    if isinstance(v, bool):
        return ir.BoolAttr.get(v)
    if isinstance(v, int):
        return _i64(v)
    if isinstance(v, float):
        return ir.FloatAttr.get(ir.F32Type.get(), v)
    if isinstance(v, str):
        return ir.StringAttr.get(v)
    if isinstance(v, np.ndarray | np.generic):
        return ir.DenseElementsAttr.get(np.ascontiguousarray(v))
    if isinstance(v, list | tuple):
        return ir.ArrayAttr.get([_py_attr(x) for x in v])
    if isinstance(v, dict):
        return ir.DictAttr.get({k: _py_attr(x) for k, x in v.items()})
    raise BuilderError(f"composite attribute value {v!r} has no MLIR attribute form")
