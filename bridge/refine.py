"""Symbolic shapes: a module whose `@main` takes `tensor<?x4xf32>` made static.

`jax.export` with `symbolic_shape("b, 4")` writes such modules: dynamic parameters,
a `@shape_assertion` custom call per constraint, and a wrapped function whose
leading `jax.global_constant = "b"` parameters carry the dimension variables.
Neither PJRT nor the reference runs them as they are; given concrete sizes, this
module fixes `@main`'s parameter types (StableHLO's `stablehlo-refine-arguments`)
and refines every shape from them (jax's public `refine_polymorphic_shapes`, which
also evaluates the shape assertions and fails with their message).

    dims = dynamic_dims(module)                 # [DynDim(arg=0, dim=0, name='b')]
    static = refine(module, [(8, 4)])           # -> a new ir.Module, all static

HLO's bounded parameters (`f32[<=8,4]`, `tensor<?x4xf32, #stablehlo.bounds<8, ?>>`) are
not refined: @main then takes the given sizes, static, and feeds the old @main values
padded to their bounds and given their sizes, as XLA's dynamic padder does, so the
dynamism inside runs as written (XLA:CPU and the reference both run it).
"""
from __future__ import annotations

import io
import re
from typing import NamedTuple, Sequence

import numpy as np
from jaxlib.mlir import ir

from .errors import HloBridgeError
from .mlir_module import entry_function, ops_where
from .shape import UNBOUNDED


class ShapeRefinementError(HloBridgeError):
    """Sizes that contradict the module: a failed shape assertion, a wrong rank."""


class DynDim(NamedTuple):
    arg: int             # @main parameter
    dim: int             # its dimension
    name: str | None     # jax's dimension variable ('b'), when the module names it


def _main(module: ir.Module):
    # the one entry rule (@main, else the only public function: a test beside private helpers)
    return entry_function(module)


def _input_types(fn) -> list[ir.Type]:
    return list(ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value).inputs)


def is_dynamic(module: ir.Module) -> bool:
    """Whether any parameter of @main has a dynamic dimension."""
    return any(_dynamic_positions(t) for t in _input_types(_main(module)))


def _dynamic_positions(t: ir.Type) -> list[int]:
    try:
        rt = ir.RankedTensorType(t)
    except (ValueError, TypeError):
        return []
    return [d for d in range(rt.rank) if rt.is_dynamic_dim(d)]


def dynamic_dims(module: ir.Module) -> list[DynDim]:
    """Every dynamic dimension of @main's parameters, named where jax names it.

    jax's exported @main passes `stablehlo.get_dimension_size %argI, dim = D` to the
    wrapped function's parameter marked `jax.global_constant = "b"`: so b is (I, D).
    """
    main = _main(module)
    names = _jax_dimension_names(module, main)
    out = []
    for i, t in enumerate(_input_types(main)):
        out.extend(DynDim(i, d, names.get((i, d))) for d in _dynamic_positions(t))
    return out


def _jax_dimension_names(module: ir.Module, main) -> dict[tuple[int, int], str]:
    funcs = {ir.StringAttr(op.attributes["sym_name"]).value: op
             for op in module.body.operations if op.operation.name == "func.func"}
    args = list(main.regions[0].blocks[0].arguments)
    names: dict[tuple[int, int], str] = {}
    for op in main.regions[0].blocks[0].operations:
        op = op.operation
        if op.name != "func.call" or "callee" not in op.attributes:
            continue
        callee = funcs.get(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
        if callee is None or "arg_attrs" not in callee.attributes:
            continue
        for k, (operand, attrs) in enumerate(zip(op.operands, ir.ArrayAttr(callee.attributes["arg_attrs"]))):
            attrs = ir.DictAttr(attrs)
            if "jax.global_constant" not in attrs:
                continue
            where, name = _dimension_of(operand, args), ir.StringAttr(attrs["jax.global_constant"]).value
            if where is not None and name:   # (jax's helpers, @divmod ..., mark theirs "")
                names[where] = name
    # other occurrences of a variable are checked equal to the first one by a shape
    # assertion: compare EQ, get_dimension_size(argJ, E), get_dimension_size(argI, D)
    for op in main.regions[0].blocks[0].operations:
        op = op.operation
        if op.name != "stablehlo.compare" or "EQ" not in str(op.attributes["comparison_direction"]):
            continue
        ends = [_dimension_of(v, args) for v in op.operands]
        if None in ends:
            continue
        a, b = ends
        if b in names and a not in names:
            names[a] = names[b]
        elif a in names and b not in names:
            names[b] = names[a]
    return names


def _dimension_of(value, args) -> tuple[int, int] | None:
    """(argument, dimension) when `value` is get_dimension_size of a @main argument."""
    src = value.owner
    src = getattr(src, "operation", src)
    if not isinstance(src, ir.Operation) or src.name != "stablehlo.get_dimension_size":
        return None
    if src.operands[0] not in args:
        return None
    return args.index(src.operands[0]), ir.IntegerAttr(src.attributes["dimension"]).value


def parse_dims(text: str):
    """The CLI's --dim text: 'b=8,n=3' -> {'b': 8, 'n': 3}; '8,3' -> [8, 3]."""
    items = [t.strip() for t in text.split(",") if t.strip()]
    try:
        if items and all("=" in t for t in items):
            pairs = [(k.strip(), int(v)) for k, v in (t.split("=", 1) for t in items)]
            twice = sorted({k for k, _ in pairs if [n for n, _ in pairs].count(k) > 1})
            if twice:   # (b=8,b=9: which?)
                raise ShapeRefinementError(f"dimension sizes name {', '.join(twice)} twice in {text!r}")
            return dict(pairs)
        if items and not any("=" in t for t in items):
            return [int(t) for t in items]
    except ValueError:
        pass
    raise ShapeRefinementError(f"dimension sizes are NAME=SIZE,... or SIZE,... (integers), got {text!r}")


def shapes_from_dims(module: ir.Module, sizes) -> list[tuple[int, ...]]:
    """Concrete parameter shapes of @main from dimension sizes: a dict {name: size}
    (jax's variable names, or 'argI.D' for unnamed dims), a list, positional over
    the dynamic dimensions in parameter order, or the CLI's text of either ('b=8,n=3')."""
    if isinstance(sizes, str):
        sizes = parse_dims(sizes)
    main = _main(module)
    dyn = dynamic_dims(module)
    if isinstance(sizes, dict):
        unnamed = next((d for d in dyn if not d.name), None)
        spec = _specification(module) if unnamed else None
        hint = (f" (jax's specification is {spec}: a dimension that is an expression such as 2*b is sized as "
                f"itself, arg{unnamed.arg}.{unnamed.dim}=SIZE)" if spec else "")
        # a misspelt or derived name first: 'no size for b' alone would not say that c=2 was not taken
        unknown = set(sizes) - {k for d in dyn for k in (d.name, f"arg{d.arg}.{d.dim}") if k}
        if unknown:
            raise ShapeRefinementError(f"unknown dimension name(s) {', '.join(sorted(unknown))}; "
                                       f"known names: {', '.join(_names(dyn))}{hint}")
        values = {}
        for d in dyn:
            keys = [k for k in (d.name, f"arg{d.arg}.{d.dim}") if k]
            key = next((k for k in keys if k in sizes), None)
            if key is None:
                raise ShapeRefinementError(
                    f"no size given for dimension {d.dim} of parameter {d.arg}"
                    f"{f' (variable {d.name!r})' if d.name else ''}; known names: "
                    f"{', '.join(_names(dyn))}{hint if not d.name else ''}")
            values[(d.arg, d.dim)] = sizes[key]
    else:   # positional: one size per distinct variable (an unnamed dimension is its own)
        sizes = list(sizes)
        names = _names(dyn)
        if len(sizes) != len(names):
            raise ShapeRefinementError(f"{len(sizes)} size(s) given for {len(names)} dimension variable(s) "
                                       f"({', '.join(names)})")
        by_name = dict(zip(names, sizes))
        values = {(d.arg, d.dim): by_name[d.name or f"arg{d.arg}.{d.dim}"] for d in dyn}
    for key, v in values.items():
        if not isinstance(v, int | np.integer) or isinstance(v, bool) or v < 0:
            raise ShapeRefinementError(f"dimension size must be a non-negative int, got {v!r}")
        values[key] = int(v)
    out = []
    for i, t in enumerate(_input_types(main)):
        rt = ir.RankedTensorType(t)
        out.append(tuple(values[(i, d)] if rt.is_dynamic_dim(d) else rt.shape[d] for d in range(rt.rank)))
    return out


_SPEC = re.compile(r"Using the following polymorphic shapes specifications: (.*?)\. Obtained")


def _specification(module: ir.Module) -> str | None:
    """jax's polymorphic shapes as the user wrote them ('args[0].shape = (2*b, 4)'), from the text
    of a shape assertion's message: a derived dimension has no variable name of its own."""
    for op in ops_where(module.operation, lambda op: op.name == "stablehlo.custom_call"
                        and "error_message" in op.attributes):
        found = _SPEC.search(ir.StringAttr(op.attributes["error_message"]).value)
        if found:
            return found.group(1)
    return None


def _names(dyn: list[DynDim]) -> list[str]:
    """Distinct variable names in order of first appearance."""
    return list(dict.fromkeys(d.name or f"arg{d.arg}.{d.dim}" for d in dyn))


def refine(module: ir.Module, shapes: Sequence[Sequence[int]]) -> ir.Module:
    """A copy of `module` whose @main takes `shapes`: every shape static, or, where every
    dynamic dimension of @main has a bound, the old @main fed from static parameters."""
    from jax.extend.mlir import refine_polymorphic_shapes

    from .context import register_passes
    main = _main(module)
    types = _input_types(main)
    if len(shapes) != len(types):
        from . import platform_index
        platform_index.check_count(module, len(shapes))   # one short: jax's platform index, said so
        raise ShapeRefinementError(f"@main takes {len(types)} parameters, {len(shapes)} shapes given")
    spelled = []
    for i, (t, shape) in enumerate(zip(types, shapes)):
        try:
            rt = ir.RankedTensorType(t)
        except (ValueError, TypeError):
            spelled.append(str(t))
            continue
        shape = tuple(int(n) for n in shape)
        if len(shape) != rt.rank or any(not rt.is_dynamic_dim(d) and rt.shape[d] != shape[d]
                                        for d in range(rt.rank)):
            raise ShapeRefinementError(f"parameter {i} has type {t}; shape {list(shape)} does not fit it")
        wide = [d for d in range(rt.rank) if rt.is_dynamic_dim(d) and not 0 <= shape[d] < 2 ** 31]
        if wide:   # (jax's refinement computes sizes in int32: 3e9 came back as -1294967296)
            raise ShapeRefinementError(f"parameter {i} has type {t}: size {shape[wide[0]]} of dimension {wide[0]} "
                                       f"is outside 0 .. 2,147,483,647, what jax's shape refinement computes in")
        bounds = _bounds(t)
        over = [d for d in range(rt.rank) if bounds[d] is not None and shape[d] > bounds[d]]
        if over:
            raise ShapeRefinementError(f"parameter {i} has type {t}: dimension {over[0]} is bounded by "
                                       f"{bounds[over[0]]}, size {shape[over[0]]} given")
        dims = "x".join(map(str, shape))
        spelled.append(f"tensor<{dims + 'x' if dims else ''}{rt.element_type}>")
    _check_variables(module, shapes)
    dynamic = [(t, d) for t in types for d in _dynamic_positions(t)]
    if dynamic and all(_bounds(t)[d] is not None for t, d in dynamic):
        return _fed_from_static(module, shapes)   # every dynamic dimension bounded (XLA's `f32[<=8]`)
    bounded = "#stablehlo.bounds" in str(module)
    if bounded:
        text = module.operation.get_asm(enable_debug_info=True)
        padder = [t for t in ("PadToStatic", "SliceToDynamic") if f"@{t}" in text]
        if padder:   # (their results keep their dynamic types: refinement cannot see through them)
            raise ShapeRefinementError(f"a module whose @main takes unbounded parameters and calls XLA's dynamic "
                                       f"padder ({', '.join(padder)}) cannot be refined to static sizes")
    register_passes()
    ctx = module.context
    with ctx:
        # bounded and unbounded parameters together: a bounded dimension holding n elements is a
        # dimension of size n (checked against its bound above), refined like any other `?`
        try:
            copy = ir.Module.parse(_BOUNDS.sub("", text)) if bounded else ir.Module.parse(_bytecode(module))
        except ir.MLIRError as e:   # an op that takes only static or bounded types (broadcast_in_dim)
            raise ShapeRefinementError(f"cannot refine a module with both bounded and unbounded parameters: "
                                       f"{_first(e)}") from None
        _restore_assertion_messages(copy)
        from jaxlib.mlir.passmanager import PassManager
        types_opt = ",".join(spelled)
        try:
            PassManager.parse(f"builtin.module(stablehlo-refine-arguments{{types='{types_opt}'}})").run(
                copy.operation)
        except Exception as e:  # noqa: BLE001 - MLIRError with diagnostics
            raise ShapeRefinementError(f"cannot set @main's parameter types to {types_opt}: "
                                       f"{_first(e)}") from None
        _check_refinable(copy)
        try:
            refined = refine_polymorphic_shapes(_bytecode(copy), enable_shape_assertions=True,
                                                validate_static_shapes=True)
        except Exception as e:  # noqa: BLE001 - JaxRuntimeError carrying the assertion's message
            why = _failed_assertion(copy) or _first(e)
            raise ShapeRefinementError(f"shape refinement for inputs {types_opt} failed: {why}") from None
        return ir.Module.parse(refined)


def _failed_assertion(module: ir.Module) -> str | None:
    """The message of the first of @main's shape assertions that fails for its (refined) parameter
    types. jax's refinement may stop at an op that cannot take the sizes (a slice of 1 out of 0, a
    reshape of 7 rows into pairs) before it reaches the assertion that names the real cause (b >= 1,
    b even), so they are refined alone: @main cut down to them and what they compute from."""
    from jax.extend.mlir import refine_polymorphic_shapes
    from jaxlib.mlir.passmanager import PassManager
    with module.context:
        alone = ir.Module.parse(_bytecode(module))
        main = _main(alone)
        block = main.regions[0].blocks[0]
        ops = [op.operation for op in block.operations]
        keep = {op for op in ops if op.name == "stablehlo.custom_call"
                and ir.StringAttr(op.attributes["call_target_name"]).value == "shape_assertion"}
        if not keep:
            return None
        for op in reversed(ops):   # backward slice within @main's block
            if op in keep:
                for v in op.operands:
                    src = getattr(v.owner, "operation", v.owner)
                    if isinstance(src, ir.Operation):
                        keep.add(src)
        for op in reversed(ops):
            if op not in keep:
                op.erase()
        with ir.InsertionPoint(block), ir.Location.unknown():
            ir.Operation.create("func.return")
        ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
        main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(list(ftype.inputs), []))
        if "res_attrs" in main.attributes:
            del main.attributes["res_attrs"]
        try:
            PassManager.parse("builtin.module(symbol-dce)").run(alone.operation)
            refine_polymorphic_shapes(_bytecode(alone), enable_shape_assertions=True, validate_static_shapes=True)
        except Exception as e:  # noqa: BLE001 - the assertion's message, as above
            return _first(e)
    return None


def _check_refinable(module: ir.Module) -> None:
    """What jaxlib's refine_polymorphic_shapes cannot take, refused first: it parses the module in
    a context of its own, without mhlo, shape or tensor (it prints "dialect 'mhlo' is unknown" to
    stderr and fails), and it dies (SIGSEGV) on a Shardy named computation of dynamic shapes."""
    found = ops_where(module.operation, lambda op: op.name == "sdy.named_computation"
                      or op.name.startswith(("mhlo.", "shape.", "tensor.")), first_only=True)
    if found:
        op = found[0]
        why = ("mhlo ops (lower them with hlo-legalize-to-stablehlo first)" if op.name.startswith("mhlo.") else
               "shape/tensor dialect ops, which its refinement does not read (torch-mlir's dynamic_shapes "
               "export computes shapes with them: export with static shapes)" if not op.name.startswith("sdy.") else
               "sdy.named_computation (jaxlib's refinement crashes on it; inline it, or give the program "
               "static shapes)")
        raise ShapeRefinementError(f"cannot refine a shape-polymorphic module with {why}: {op.name} at {op.location}")


def _fed_from_static(module: ir.Module, shapes) -> ir.Module:
    """A copy of `module` whose @main takes `shapes`, static, and hands the old @main (kept as a
    private function) values of those sizes in its bounded parameters: each padded to its
    bounds and given its size by set_dimension_size, as XLA's own dynamic padder does. XLA:CPU
    and the reference run the dynamism that is then inside the program."""
    ctx = module.context
    with ctx, ir.Location.unknown():
        copy = ir.Module.parse(_bytecode(module))
        old = _main(copy)
        taken = {ir.StringAttr(op.attributes["sym_name"]).value for op in copy.body.operations
                 if "sym_name" in op.attributes}
        inner = next(n for n in (f"main_bounded{k or ''}" for k in range(len(taken) + 1)) if n not in taken)
        old.attributes["sym_name"] = ir.StringAttr.get(inner)
        old.attributes["sym_visibility"] = ir.StringAttr.get("private")
        ftype = ir.FunctionType(ir.TypeAttr(old.attributes["function_type"]).value)
        inputs = [ir.RankedTensorType.get(list(s), ir.RankedTensorType(t).element_type) if _dynamic_positions(t)
                  else t for t, s in zip(ftype.inputs, shapes)]
        new_type = ir.FunctionType.get(inputs, list(ftype.results))
        new = ir.Operation.create("func.func", regions=1, ip=ir.InsertionPoint.at_block_begin(copy.body),
                                  attributes={"sym_name": ir.StringAttr.get("main"),
                                              "function_type": ir.TypeAttr.get(new_type)})
        block = new.regions[0].blocks.append(*inputs)
        with ir.InsertionPoint(block):
            args = [_bounded_value(a, t, s) if _dynamic_positions(t) else a
                    for a, t, s in zip(block.arguments, ftype.inputs, shapes)]
            call = ir.Operation.create("func.call", results=list(ftype.results), operands=args,
                                       attributes={"callee": ir.FlatSymbolRefAttr.get(inner)})
            ir.Operation.create("func.return", operands=list(call.results))
        if not copy.operation.verify():
            raise ShapeRefinementError("the module fed from static parameters does not verify")
    return copy


def _bounded_value(value, t: ir.Type, shape):
    """`value` (static, `shape`) as a value of the bounded type `t`: padded with zeros to the
    bounds, then each dynamic dimension given its size."""
    from .dynamic_values import create, i32_constant, with_sizes, zero
    rt, bounds = ir.RankedTensorType(t), _bounds(t)
    full = [b if b is not None else n for b, n in zip(bounds, rt.shape)]
    if list(shape) != full:
        value = create("stablehlo.pad", ir.RankedTensorType.get(full, rt.element_type), [value, zero(rt.element_type)],
                       edge_padding_low=ir.DenseI64ArrayAttr.get([0] * rt.rank),
                       edge_padding_high=ir.DenseI64ArrayAttr.get([f - n for f, n in zip(full, shape)]),
                       interior_padding=ir.DenseI64ArrayAttr.get([0] * rt.rank))
    return with_sizes(value, {d: i32_constant(shape[d]) for d in _dynamic_positions(t)}, t)


def _restore_assertion_messages(module: ir.Module) -> None:
    """jax's shape assertions after a trip through HLO: XLA's exporter keeps the custom call but
    not its `error_message`, without which jax's refinement refuses the module outright."""
    lost = ops_where(module.operation, lambda op: op.name == "stablehlo.custom_call"
                     and "error_message" not in op.attributes
                     and ir.StringAttr(op.attributes["call_target_name"]).value == "shape_assertion")
    for op in lost:
        op.attributes["error_message"] = ir.StringAttr.get(
            "Input shapes do not match the polymorphic shapes specification (a jax.export shape assertion; "
            "its message did not survive the program's trip through HLO)")


# Ops whose shape-like operands StableHLO can fold into their static forms; XLA's
# translator refuses some of them (dynamic_conv) even when every shape is static.
DYNAMIC_OPS = ("stablehlo.dynamic_conv", "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape",
               "stablehlo.dynamic_iota", "stablehlo.dynamic_pad", "stablehlo.dynamic_gather",
               "stablehlo.real_dynamic_slice")


def canonicalize_dynamism(module: ir.Module) -> ir.Module:
    """A copy of `module` with dynamic ops whose shape operands are constants turned
    into their static forms (StableHLO's `stablehlo-canonicalize-dynamism`)."""
    from jaxlib.mlir.passmanager import PassManager

    from .context import register_passes
    register_passes()
    with module.context:
        copy = ir.Module.parse(_bytecode(module))
        try:
            PassManager.parse("builtin.module(stablehlo-refine-shapes,"
                              "func.func(stablehlo-canonicalize-dynamism))").run(copy.operation)
        except Exception as e:  # noqa: BLE001 - MLIRError with diagnostics
            raise ShapeRefinementError(f"cannot make the module's dynamic ops static: {_first(e)}") from None
    return copy


_BOUNDS = re.compile(r", #stablehlo\.bounds<[^>]*>")   # a tensor type's encoding, as printed


def _bounds(t: ir.Type) -> list[int | None]:
    """Each dimension's bound from a #stablehlo.bounds encoding (None: static or unbounded)."""
    from .mlir_types import from_mlir_type
    shape = from_mlir_type(t)
    return [d if shape.is_dynamic_dimension(i) and d != UNBOUNDED else None for i, d in enumerate(shape.dimensions)]


def _check_variables(module: ir.Module, shapes) -> None:
    """Every occurrence of a dimension variable must get the same size (jax's shape
    assertions say so too, but shape refinement may fail first with a vaguer error)."""
    seen: dict[str, tuple[int, int, int]] = {}
    for d in dynamic_dims(module):
        if d.name is None:
            continue
        size = int(shapes[d.arg][d.dim])
        if d.name in seen and seen[d.name][0] != size:
            first = seen[d.name]
            raise ShapeRefinementError(
                f"input shapes do not match the polymorphic shapes specification: dimension variable "
                f"'{d.name}' is {first[0]} in args[{first[1]}].shape[{first[2]}] and {size} in "
                f"args[{d.arg}].shape[{d.dim}]")
        seen.setdefault(d.name, (size, d.arg, d.dim))


def _bytecode(module: ir.Module) -> bytes:
    buf = io.BytesIO()
    module.operation.write_bytecode(buf)
    return buf.getvalue()


def _first(e: BaseException) -> str:
    text = str(e)
    for marker in ("error: ", "UNKNOWN: "):
        if marker in text:
            text = text.split(marker, 1)[1]
    text = text.strip().splitlines()[0] if text.strip() else type(e).__name__
    for prefix in ('loc("shape_assertion"): ',):
        text = text.replace(prefix, "")
    return text
