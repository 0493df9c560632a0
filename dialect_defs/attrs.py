"""Attribute kinds: Python value <-> MLIR attribute, one registered Kind per name.

Built-in kinds: i64, i64s (list), bool, str, symbol (a function name), f32, etype
(element type), shape, dict (attribute dictionary), literal (numpy array), padding
(PaddingConfig), dot_dims (DotDimensionNumbers), precision (list of precision names).
Op groups register their own kinds (gather/scatter/conv dimension numbers ...) with
`kind(...)` next to their definitions, and their structured argument types with
`public(cls)` so that `bridge.<Name>` finds them.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, fields
from typing import Any, Callable

import numpy as np
from jaxlib.mlir import ir

from bridge import dtypes
from bridge.errors import BuilderError
from bridge.mlir_attrs import parse_attribute
from bridge.shape import Shape


@dataclass(frozen=True)
class Kind:
    name: str
    to_python: Callable[[Any], Any]          # normalize a user's value (raise on a wrong one)
    to_mlir: Callable[[Any], ir.Attribute]   # normalized value -> attribute
    from_mlir: Callable[[ir.Attribute], Any]  # attribute -> normalized value


KINDS: dict[str, Kind] = {}
PUBLIC: dict[str, type] = {}   # structured argument types exported as bridge.<Name>


def kind(name: str, to_python, to_mlir, from_mlir) -> Kind:
    if name in KINDS:
        raise RuntimeError(f"attribute kind {name} registered twice")
    KINDS[name] = k = Kind(name, to_python, to_mlir, from_mlir)
    return k


def public(cls):
    """Export a structured argument type as bridge.<cls.__name__>."""
    PUBLIC[cls.__name__] = cls
    return cls


def to_python(kind_name: str, value, op: str, arg: str):
    """Normalize a user's value for `kind_name`; BuilderError when it cannot be."""
    k = KINDS.get(kind_name)
    if k is None:
        raise RuntimeError(f"unknown attribute kind {kind_name}")
    try:
        return k.to_python(value)
    except BuilderError as e:
        if str(e).startswith(f"{op}:"):
            raise
        raise BuilderError(f"{op}: argument {arg}: {e}") from None
    except Exception as e:  # a wrong Python type for the argument
        raise BuilderError(f"{op}: argument {arg} must be {kind_name}, got {value!r} ({e})") from None


def to_mlir(kind_name: str, value) -> ir.Attribute | None:
    """MLIR attribute for a normalized value (None: attribute omitted)."""
    return None if value is None else KINDS[kind_name].to_mlir(value)


def from_mlir(kind_name: str, attr: ir.Attribute):
    """Inverse of to_mlir, for the verifier, the lowering and the reference."""
    return KINDS[kind_name].from_mlir(attr)


# ---- helpers for kinds -----------------------------------------------------------------

def i64_attr(v) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), int(v))


@functools.lru_cache(maxsize=4096)
def i64s_attr(v: tuple) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get(list(v))


def i64s_value(attr) -> tuple[int, ...]:
    return tuple(ir.DenseI64ArrayAttr(attr))


def integer(v) -> int:
    """An integer argument's value: int() would truncate 1.9 and parse "1"; a bool is no size."""
    if isinstance(v, bool) or not isinstance(v, int | np.integer):
        raise TypeError(f"{v!r} is not an integer")
    return int(v)


def ints(value) -> tuple[int, ...]:
    return tuple(integer(v) for v in value)


def dims_struct(cls, kind_name: str):
    """Register a frozen dataclass of int tuples/ints as a kind stored as a DictAttr."""
    def to_py(v):
        if isinstance(v, cls):
            return v
        if isinstance(v, dict):
            return cls(**v)
        return cls(*v)

    def to_attr(v):
        out = {}
        for f in fields(v):
            x = getattr(v, f.name)
            out[f.name] = i64s_attr(x) if isinstance(x, tuple) else i64_attr(x)
        return ir.DictAttr.get(out)

    def from_attr(a):
        d = ir.DictAttr(a)
        vals = {}
        for f in fields(cls):
            x = d[f.name]
            vals[f.name] = ir.IntegerAttr(x).value if isinstance(x, ir.IntegerAttr) else i64s_value(x)
        return cls(**vals)

    public(cls)
    return kind(kind_name, to_py, to_attr, from_attr)


def int_fields(self):
    """__post_init__ body for dimension-number dataclasses: tuples of ints, ints stay ints."""
    for f in fields(self):
        v = getattr(self, f.name)
        try:
            object.__setattr__(self, f.name, ints(v) if np.iterable(v) else integer(v))
        except TypeError as e:
            raise BuilderError(f"{type(self).__name__}: {f.name} must be integers, got {v!r} ({e})") from None


# ---- structured argument types of the foundation ops -----------------------------------

@dataclass(frozen=True)
class DotDimensionNumbers:
    lhs_contracting_dimensions: tuple[int, ...]
    rhs_contracting_dimensions: tuple[int, ...]
    lhs_batch_dimensions: tuple[int, ...] = ()
    rhs_batch_dimensions: tuple[int, ...] = ()

    __post_init__ = int_fields


class PaddingConfig(tuple):
    """[(low, high, interior), ...] per dimension; negative low/high remove elements."""

    def __new__(cls, dims=()):
        out = []
        for d in dims:
            try:
                d = ints(d)
            except TypeError as e:
                raise BuilderError(f"PaddingConfig entries are (low, high[, interior]) integers, "
                                   f"got {d!r} ({e})") from None
            if len(d) == 2:
                d = d + (0,)
            if len(d) != 3:
                raise BuilderError(f"PaddingConfig entries are (low, high[, interior]), got {d}")
            out.append(d)
        return super().__new__(cls, out)


public(PaddingConfig)


def _element_type(v) -> str:
    et = dtypes.canonical(v)
    if et == dtypes.TOKEN:   # (XLA: "Convert does not allow non-arrays")
        raise ValueError("token is not an array element type")
    return et


def _etype_attr(v):
    return ir.TypeAttr.get(ir.Type.parse(dtypes.mlir_spelling(v)))


def literal_attr(value):
    elem = ir.Type.parse(dtypes.mlir_spelling(dtypes.canonical(value.dtype)))
    return ir.DenseElementsAttr.get(np.ascontiguousarray(value), type=elem, shape=list(value.shape))


def _literal_value(attr):   # shape and dtype only: what the verifier needs
    return from_result_type(attr.type)


def from_result_type(t: ir.Type):
    """A stand-in literal (zeros) of tensor type t: its shape and dtype are what verification reads."""
    t = ir.ShapedType(t)
    return np.broadcast_to(np.zeros((), dtypes.to_numpy(dtypes.from_mlir_spelling(str(t.element_type)))),
                           t.shape)


def _identity(v):
    return v


kind("i64", integer, i64_attr, lambda a: ir.IntegerAttr(a).value)
kind("i64s", ints, i64s_attr, i64s_value)
kind("bool", bool, ir.BoolAttr.get, lambda a: ir.BoolAttr(a).value)
kind("bools", lambda v: tuple(bool(x) for x in v), lambda v: ir.DenseBoolArrayAttr.get(list(v)),
     lambda a: tuple(bool(x) for x in ir.DenseBoolArrayAttr(a)))
kind("str", str, ir.StringAttr.get, lambda a: ir.StringAttr(a).value)
kind("symbol", str, ir.FlatSymbolRefAttr.get, lambda a: ir.FlatSymbolRefAttr(a).value)
kind("f32", float, ir.FloatAttr.get_f32, lambda a: ir.FloatAttr(a).value)
kind("etype", _element_type, _etype_attr, lambda a: dtypes.from_mlir_spelling(str(ir.TypeAttr(a).value)))
kind("shape", lambda v: v if isinstance(v, Shape) else Shape.parse(str(v)),
     lambda v: ir.StringAttr.get(str(v)), lambda a: Shape.parse(ir.StringAttr(a).value))
kind("padding", lambda v: v if isinstance(v, PaddingConfig) else PaddingConfig(v),
     lambda v: ir.ArrayAttr.get([i64s_attr(tuple(d)) for d in v]),
     lambda a: PaddingConfig(i64s_value(x) for x in ir.ArrayAttr(a)))
dims_struct(DotDimensionNumbers, "dot_dims")
kind("precision", lambda v: None if v is None else tuple(str(p).upper() for p in v),
     lambda v: ir.ArrayAttr.get([ir.StringAttr.get(p) for p in v]),
     lambda a: tuple(ir.StringAttr(x).value for x in ir.ArrayAttr(a)))
kind("computations", lambda v: tuple(str(s) for s in v),   # core.COMPUTATIONS: symbols of a list
     lambda v: ir.ArrayAttr.get([ir.FlatSymbolRefAttr.get(s) for s in v]),
     lambda a: tuple(ir.FlatSymbolRefAttr(x).value for x in ir.ArrayAttr(a)))
kind("dict", _identity, lambda v: dict_attr(v, "composite_attributes"), _identity)
kind("literal", _identity, literal_attr, _literal_value)


def dict_attr(value, what: str, convert=None) -> ir.Attribute:
    """An attribute dictionary from MLIR text ("{n = 1 : i32}"), an attribute, or a Python
    dict whose values go through `convert` (py_attr when None); errors name `what`."""
    if isinstance(value, ir.Attribute):
        return value
    if isinstance(value, str):
        try:
            attr = parse_attribute(value)
        except Exception as e:  # noqa: BLE001 - MLIRError: not attribute syntax
            raise BuilderError(f"{what} {value!r} is not an MLIR attribute dictionary: "
                               f"{str(e).splitlines()[0]}") from None
        if not isinstance(attr, ir.DictAttr):
            raise BuilderError(f"{what} {value!r} must be a dictionary like {{n = 1 : i32}}")
        return attr
    return ir.DictAttr.get({k: (convert or py_attr)(v) for k, v in dict(value).items()})


def py_attr(v) -> ir.Attribute:
    """The MLIR attribute of a Python value (bool, int, float, str, array, list, dict)."""
    if isinstance(v, ir.Attribute):
        return v
    if isinstance(v, bool):
        return ir.BoolAttr.get(v)
    if isinstance(v, int):
        return i64_attr(v)
    if isinstance(v, float):
        return ir.FloatAttr.get(ir.F32Type.get(), v)
    if isinstance(v, str):
        return ir.StringAttr.get(v)
    if isinstance(v, np.ndarray | np.generic):
        return ir.DenseElementsAttr.get(np.ascontiguousarray(v))
    if isinstance(v, list | tuple):
        return ir.ArrayAttr.get([py_attr(x) for x in v])
    if isinstance(v, dict):
        return ir.DictAttr.get({k: py_attr(x) for k, x in v.items()})
    raise BuilderError(f"composite attribute value {v!r} has no MLIR attribute form")


ENUMS: dict[str, tuple[str, ...]] = {}


def enum_kind(name: str, values: tuple[str, ...], prefix: str = "") -> None:
    """An attribute kind holding one of `values` (case-insensitive; XLA's `prefix` optional)."""
    def to_python(v):
        text = str(v).upper()
        text = text.removeprefix(prefix) if prefix else text
        if text not in values:
            raise ValueError(f"expected one of {', '.join(values)}")
        return text
    ENUMS[name] = values
    # read back as written: check_enum (shape inference, so verify_xla) rejects a bad one from a file
    kind(name, to_python, ir.StringAttr.get, lambda a: ir.StringAttr(a).value)


def check_enum(op: str, arg: str, kind: str, value: str) -> None:
    if value not in ENUMS[kind]:
        raise BuilderError(f"{op}: {arg} {value!r} must be one of {', '.join(ENUMS[kind])}")
