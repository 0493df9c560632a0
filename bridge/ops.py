"""`ops.<Name>`: one builder function per op of dialect_defs, generated from its definition.

Arguments bind positionally in the seed's order or by keyword (the seed's names and
aliases). Ops without an XlaOp operand take the builder first, as in XLA's C++ API.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from dialect_defs import OPS, OpDef
from dialect_defs import attrs as A
from dialect_defs.opdef import COMPUTATION, COMPUTATIONS, OPERAND, OPERANDS
from dialect_defs.ops_structure import literal

from . import dynamic_dims
from .builder import XlaBuilder, XlaComputation, XlaOp
from .shape import Shape
from .context import get_context
from .errors import BuilderError

__all__ = sorted(OPS)
_CTX = get_context()


def _bind(d: OpDef, names: dict, args, kwargs):
    builder = None
    if args and isinstance(args[0], XlaBuilder):
        builder, args = args[0], args[1:]
    elif d.builder_first and not any(a.kind in (OPERAND, OPERANDS) for a in d.args):
        raise BuilderError(f"{d.name}: the first argument must be an XlaBuilder, got {args[:1]!r}")
    if len(args) > len(d.args):
        raise BuilderError(f"{d.name}: takes at most {len(d.args)} arguments after the builder "
                           f"({d.signature()}), got {len(args)}")
    bound = {a.name: v for a, v in zip(d.args, args)}
    for k, v in kwargs.items():
        if k not in names:
            raise BuilderError(f"{d.name}: unexpected argument {k!r}; signature is {d.signature()}")
        if names[k] in bound:
            raise BuilderError(f"{d.name}: argument {names[k]!r} given twice")
        bound[names[k]] = v
    if len(bound) < len(d.args):
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


def _computation_list(d: OpDef, name: str, value, computations: list):
    """A list of XlaComputations (Conditional's branches): program shapes and the symbols' attribute."""
    comps = [value] if isinstance(value, XlaComputation) else list(value) if isinstance(value, list | tuple) else None
    if not comps or not all(isinstance(c, XlaComputation) for c in comps):
        raise BuilderError(f"{d.name}: {name} must be a non-empty list of XlaComputations, got {value!r}")
    computations.extend(comps)
    return [c.program_shape() for c in comps], A.to_mlir(COMPUTATIONS, tuple(c.symbol for c in comps))


def _make(d: OpDef):
    names = {alias: a.name for a in d.args for alias in (a.name,) + a.aliases}
    attr_args = d.attr_args
    # Op-group hooks: d.bind maps an alternative XLA signature onto the definition's
    # arguments; d.check sees the user's raw values (e.g. whether an operand is a constant).
    pre_bind, check = d.bind, d.check
    # Inference and attribute building are pure functions of the normalized arguments, and
    # programs repeat the same few combinations: memoize them (hashable arguments only).
    memo: dict = {}

    # Fast path for ops taking XlaOps then attributes (element-wise ops and most shape ops):
    # a call repeating the operand shapes and attribute values of an earlier call skips
    # binding and inference (they are pure) and only emits the op.
    n_op = len(d.operand_args)
    op_name = d.op_name
    fast = (d.name not in ("Constant", "Parameter") and not d.builder_first
            and all(a.kind == OPERAND for a in d.args[:n_op]) and all(a.is_attr for a in d.args[n_op:]))
    dynamic_result = "dynamic-result" in d.traits
    fast = fast and check is None and not dynamic_result   # these read operand values, not only shapes
    fast2 = fast and n_op == 2
    seen: dict = {}

    def build_op(*args, **kwargs):
        key = None
        if fast2 and len(args) >= 2:   # two XlaOps: the element-wise ops, spelled out
            lhs, rhs = args[0], args[1]
            if type(lhs) is XlaOp and type(rhs) is XlaOp and lhs.builder is rhs.builder:
                builder = lhs.builder
                try:
                    key = ((builder.ctx, id(lhs.shape), id(rhs.shape), *_typed(args[2:], kwargs))
                           if kwargs or len(args) > 2 else (builder.ctx, id(lhs.shape), id(rhs.shape)))
                    hit = seen.get(key)
                except TypeError:   # unhashable attribute values (lists): the slow path
                    key = hit = None
                if hit is not None:
                    return builder._emit_known(op_name, args[:2], hit[1], hit[0], hit[2], d.name)
                operands = args[:2]
        elif fast and len(args) >= n_op:
            operands = args[:n_op]
            builder = operands[0].builder if n_op and type(operands[0]) is XlaOp else None
            for x in operands:   # (a loop: all() over a generator costs a microsecond here)
                if type(x) is not XlaOp or x.builder is not builder:
                    builder = None
                    break
            if builder is not None:
                # Operand shapes by identity (most are interned; an equal one that is not
                # only misses): hashing a Shape costs more than the rest of the key. The
                # entry keeps the shapes alive, so their ids cannot be reused meanwhile.
                # (Binary ops spelled out: a list comprehension costs more than the op's key.)
                try:
                    if n_op == 2:
                        key = (builder.ctx, id(operands[0].shape), id(operands[1].shape),
                               *_typed(args[2:], kwargs))
                    else:
                        key = (builder.ctx, *[id(x.shape) for x in operands], *_typed(args[n_op:], kwargs))
                    hit = seen.get(key)
                except TypeError:   # unhashable attribute values (lists): the slow path
                    key = hit = None
                if hit is not None:   # (attributes never change after they are made: shared)
                    return builder._emit_known(op_name, operands, hit[1], hit[0], hit[2], d.name)
        with _CTX:
            out = _build(*args, **kwargs)
            if key is not None and builder.declared is None:   # (a declared result is not the operands')
                _remember(seen, key, out, [x.shape for x in operands])
            return out

    def _build(*args, **kwargs):
        if pre_bind is not None:
            args, kwargs = pre_bind(args, kwargs)
        builder, bound = _bind(d, names, args, kwargs)
        if check is not None:
            check(bound)
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
            elif a.kind == COMPUTATIONS and not a.required and not v:
                shapes[a.name] = None   # an optional list left empty (CustomCall's called_computations)
            elif a.kind == COMPUTATIONS:
                shapes[a.name], attributes[a.name] = _computation_list(d, a.name, v, computations)
            elif v is not None:
                shapes[a.name] = A.to_python(a.kind, v, d.name, a.name)
            elif a.required:   # (None stands for "absent" in the inference functions)
                raise BuilderError(f"{d.name}: argument {a.name!r} is required, got None; signature is "
                                   f"{d.signature()}")
            else:
                shapes[a.name] = None
        if builder is None:
            raise BuilderError(f"{d.name}: no XlaBuilder given and no operand to take one from")
        if d.name == "Constant":   # the literal's dtype is its element type
            shapes["value"] = literal(shapes["value"], shapes.pop("element_type"))
        if builder.declared is not None or dynamic_result or dynamic_dims.involved(operands, None):
            # dynamic dimensions: inferred on the bounds, marked per dynamic_dims (never memoized:
            # the declared result is not among the key's arguments)
            hit = (dynamic_dims.result_shape(d.name, shapes, operands, lambda: d.infer(**shapes),
                                             builder.declared), _attributes(attr_args, shapes))
        else:
            try:
                key = tuple(shapes.values())
                hit = memo.get(key)
            except TypeError:   # a list or an array among the arguments
                key = hit = None
            if hit is None:
                hit = (d.infer(**shapes), _attributes(attr_args, shapes))
                if key is not None:
                    if len(memo) > 4096:
                        memo.clear()
                    memo[key] = hit
        result = hit[0]
        attributes.update(hit[1])
        if d.name == "Parameter":
            return builder._add_parameter(shapes["parameter_number"], result, shapes["name"], attributes)
        return builder._emit(d.op_name, operands, attributes, result, computations, d.name)

    if d.name == "Constant":
        build_op = _constant_fast_path(build_op, seen)
    elif d.name == "Parameter":
        build_op = _parameter_fast_path(build_op, seen)
    build_op.__name__ = build_op.__qualname__ = d.name
    build_op.__doc__ = f"{d.signature()}\n\n{d.doc}."
    return build_op


def _typed(args: tuple, kwargs: dict) -> tuple:
    """A call's attribute arguments as a memo key: with their types, since True == 1 == 1.0
    as keys, and a call the slow path refuses (True for an integer) must not be a hit."""
    return (*args, *kwargs.items(), *map(type, args), *map(type, kwargs.values()))


def _attributes(attr_args, shapes: dict) -> dict:
    return {a.name: A.to_mlir(a.kind, shapes[a.name]) for a in attr_args
            if shapes.get(a.name) is not None and (a.required or shapes[a.name] != a.default)}


def _remember(seen: dict, key, out: XlaOp, keep, per_call: tuple[str, ...] = ()) -> None:
    """Keep what a builder call made, for calls repeating it (see _make's build_op); the
    attributes named in `per_call` are made by each call."""
    if len(seen) > 4096:
        seen.clear()
    attrs = out.value.owner.attributes   # (not the builder's mhlo.* extras: those vary)
    seen[key] = (out.shape, {name: attrs[name] for name in attrs if "." not in name and name not in per_call},
                 out.value.type, keep)


def _constant_fast_path(build, seen: dict):
    """Constant(builder, scalar[, element_type]) repeating an earlier call: its attribute is
    reused instead of building a dense attribute from a numpy array each time. Scalars are
    keyed by their exact bits (0.0 and -0.0, NaN payloads differ), arrays are not cached."""
    def Constant(*args, **kwargs):
        if kwargs or not 2 <= len(args) <= 3 or type(args[0]) is not XlaBuilder:
            return build(*args, **kwargs)
        builder, value = args[0], args[1]
        t = type(value)
        if isinstance(value, np.generic) and t is not np.object_:   # (cheaper than dtype != object)
            exact = value.tobytes()
        elif t is float:
            exact = value.hex()
        elif t is int or t is bool:
            exact = value
        else:
            return build(*args, **kwargs)
        try:
            key = (builder.ctx, t, exact, *args[2:])
            hit = seen.get(key)
        except TypeError:   # an unhashable element_type
            return build(*args, **kwargs)
        if hit is not None:
            return builder._emit_known("xla.constant", (), hit[1], hit[0], hit[2], "Constant")
        out = build(*args, **kwargs)
        if builder.declared is None:
            _remember(seen, key, out, None)
        return out
    return Constant



def _parameter_fast_path(build, seen: dict):
    """Parameter(builder, number, shape[, name]) repeating an earlier number and shape (each
    region of a dump has its p0, p1): the inferred result and attributes are reused, only the
    name is made. Shapes are keyed by identity (interned; the entry keeps them alive)."""
    def Parameter(*args, **kwargs):
        if (kwargs or not 3 <= len(args) <= 4 or type(args[0]) is not XlaBuilder or type(args[1]) is not int
                or type(args[2]) is not Shape or (len(args) == 4 and type(args[3]) is not str)):
            return build(*args, **kwargs)
        builder, number, shape = args[:3]
        key = (builder.ctx, number, id(shape))
        hit = seen.get(key)
        if hit is None:
            out = build(*args)
            _remember(seen, key, out, shape, per_call=("name",))
            return out
        name = args[3] if len(args) == 4 else ""
        attributes = {**hit[1], "name": ir.StringAttr.get(name, builder.ctx)} if name else hit[1]
        return builder._add_parameter(number, hit[0], name, attributes)
    return Parameter


for _name, _def in OPS.items():
    globals()[_name] = _make(_def)
