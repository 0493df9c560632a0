"""`ops.<Name>`: one builder function per op of dialect_defs, generated from its definition.

Arguments bind positionally in the seed's order or by keyword (the seed's names and
aliases). Ops without an XlaOp operand take the builder first, as in XLA's C++ API.
"""
from __future__ import annotations

from dialect_defs import OPS, OpDef
from dialect_defs import attrs as A
from dialect_defs.core import COMPUTATION, OPERAND, OPERANDS
from dialect_defs.ops_structure import literal

from .builder import XlaBuilder, XlaComputation, XlaOp
from .context import get_context
from .errors import BuilderError

__all__ = sorted(OPS)
_CTX = get_context()


def _bind(d: OpDef, args, kwargs):
    builder = None
    if args and isinstance(args[0], XlaBuilder):
        builder, args = args[0], args[1:]
    elif d.builder_first and not any(a.kind in (OPERAND, OPERANDS) for a in d.args):
        raise BuilderError(f"{d.name}: the first argument must be an XlaBuilder, got {args[:1]!r}")
    if len(args) > len(d.args):
        raise BuilderError(f"{d.name}: takes at most {len(d.args)} arguments after the builder "
                           f"({d.signature()}), got {len(args)}")
    bound = {a.name: v for a, v in zip(d.args, args)}
    names = {alias: a.name for a in d.args for alias in (a.name,) + a.aliases}
    for k, v in kwargs.items():
        if k not in names:
            raise BuilderError(f"{d.name}: unexpected argument {k!r}; signature is {d.signature()}")
        if names[k] in bound:
            raise BuilderError(f"{d.name}: argument {names[k]!r} given twice")
        bound[names[k]] = v
    for a in d.args:
        if a.name not in bound:
            if a.required:
                raise BuilderError(f"{d.name}: missing argument {a.name!r}; signature is {d.signature()}")
            bound[a.name] = a.default
    return builder, bound


def _check_operand(d: OpDef, name: str, value, builder):
    if not isinstance(value, XlaOp):
        raise BuilderError(f"{d.name}: {name} must be an XlaOp, got {type(value).__name__} {value!r}")
    if builder is not None and value.builder is not builder:
        raise BuilderError(f"{d.name}: {name} ({value.shape}) was built by builder '{value.builder.name}', "
                           f"not by '{builder.name}'; ops cannot mix builders")
    return value.builder


def _make(d: OpDef):
    def build_op(*args, **kwargs):
        with _CTX:
            return _build(*args, **kwargs)

    def _build(*args, **kwargs):
        builder, bound = _bind(d, args, kwargs)
        shapes, operands, computations, attributes = {}, [], [], {}
        for a in d.args:
            v = bound[a.name]
            if a.kind == OPERAND:
                builder = _check_operand(d, a.name, v, builder)
                operands.append(v)
                shapes[a.name] = v.shape
            elif a.kind == OPERANDS:
                vs = [v] if isinstance(v, XlaOp) else list(v)
                for i, x in enumerate(vs):
                    builder = _check_operand(d, f"{a.name}[{i}]", x, builder)
                operands.extend(vs)
                shapes[a.name] = [x.shape for x in vs]
            elif a.kind == COMPUTATION:
                if not isinstance(v, XlaComputation):
                    raise BuilderError(f"{d.name}: {a.name} must be an XlaComputation (build it with its own "
                                       f"XlaBuilder), got {type(v).__name__}")
                computations.append(v)
                shapes[a.name] = v.program_shape()
                attributes[a.name] = A.to_mlir("symbol", v.symbol)
            elif v is not None:
                shapes[a.name] = A.to_python(a.kind, v, d.name, a.name)
            else:
                shapes[a.name] = None
        if builder is None:
            raise BuilderError(f"{d.name}: no XlaBuilder given and no operand to take one from")
        if d.name == "Constant":   # the literal's dtype is its element type
            shapes["value"] = literal(shapes["value"], shapes.pop("element_type"))
        result = d.infer(**shapes)
        for a in d.attr_args:
            value = shapes.get(a.name)
            if value is not None and (a.required or value != a.default):
                attributes[a.name] = A.to_mlir(a.kind, value)
        if d.name == "Parameter":
            return builder._add_parameter(shapes["parameter_number"], result, shapes["name"], attributes)
        return builder._emit(d.op_name, operands, attributes, result, computations, d.name)

    build_op.__name__ = build_op.__qualname__ = d.name
    build_op.__doc__ = f"{d.signature()}\n\n{d.doc}."
    return build_op



for _name, _def in OPS.items():
    globals()[_name] = _make(_def)
