"""Shardy round-trip import: HLO that carries `xla.sdy.*` frontend attributes becomes sdy.

XLA's dumps of a jax program keep its Shardy shardings as frontend attributes next to
the HLO shardings: the module's `xla.sdy.meshes`, `xla.sdy.sharding` on parameters and
on `Sharding` custom calls, and `xla.sdy.FuncResultSharding` custom calls for results.
After lowering, a module with `xla.sdy.meshes` is turned back into what jax wrote:

1. jaxlib's registered `xla-sdy-round-trip-import-shardy-attrs` pass: `sdy.mesh` ops,
   `sdy.sharding` argument/result/op attributes (replacing `mhlo.sharding`), and
   FuncResultSharding calls -> `sdy.sharding_constraint`;
2. here (XLA's `xla-sdy-import-sdy-custom-calls` is not registered in jaxlib):
   a `Sharding` custom call with one `sdy.sharding` -> `sdy.sharding_constraint`;
3. here (XLA's `xla-sdy-round-trip-shard-map-import`, not registered either): a shard_map
   body, written as `xla.sdy.GlobalToLocalShape` custom call -> `call
   @xla.sdy.manual_computation_body` -> `xla.sdy.LocalToGlobalShape` custom call, becomes
   the `sdy.manual_computation` jax wrote (shardings and manual axes from the
   `xla.sdy.in_shardings` / `out_shardings` / `manual_axes` frontend attributes, found on
   the call or, as jax 0.10's XLA writes them, on the custom calls), so the reference and
   Shardy's passes see the shard_map again. A call in another shape is left as it is
   (PJRT still runs it).

Not imported (no registered pass): sharding groups. A module without `xla.sdy.meshes`
keeps `mhlo.sharding` (GSPMD), as XLA's importer does.
"""
from __future__ import annotations

from jaxlib.mlir import ir, passmanager

from bridge import mlir_attrs
from bridge.mlir_module import xla_op_names

from .common import defining_op, fold_tuple_elements, is_tuple

_FRONTEND = "mhlo.frontend_attributes"
_IMPORT = "builtin.module(xla-sdy-round-trip-import-shardy-attrs)"


def has_shardy_meshes(module_op) -> bool:
    attrs = module_op.attributes
    if _FRONTEND not in attrs:
        return False
    fa = ir.DictAttr(attrs[_FRONTEND])
    return "xla.sdy.meshes" in fa


def import_shardy(module_op) -> bool:
    """Turn the round-trip attributes of a lowered module into sdy (see module docstring);
    False when the module has no Shardy meshes, or still has xla ops (legalize-xla-to-stablehlo
    imports once they are lowered): nothing done."""
    if not has_shardy_meshes(module_op):
        return False
    if xla_op_names(module_op, first_only=True):
        return False
    from bridge.context import register_passes
    register_passes()
    with module_op.context:
        check_round_trip_strings(module_op)
        # Several results read through a tuple (HLO's form: XLA's tuple custom calls, our
        # patterns' re-tupled results) are read directly: the reads copy their producer's
        # frontend attributes, a custom call's sharding rule included, which the import pass
        # would give them (sdy's verifier: "expected a ranked tensor"); and it makes a
        # FuncResultSharding call's sharding the function's result sharding only where the
        # return uses the call itself (else an open sharding_constraint).
        _tuple_calls_flattened(module_op)
        fold_tuple_elements(module_op)
        passmanager.PassManager.parse(_IMPORT).run(module_op)
        _sharding_calls_to_constraints(module_op)
        _shard_maps_to_manual_computations(module_op)
    return True


# What each round-trip string must hold: jaxlib's import pass parses them and casts the
# result unchecked. A meshes string or a FuncResultSharding's sharding that does not parse as
# its kind kills the process (SIGSEGV, jaxlib 0.10.2; one stray character in a hand-edited
# dump is enough); the others are dropped without a word. `xla.sdy.sharding` is a
# #sdy.sharding on a function's argument or result, one per value on an op.
_KINDS = {"xla.sdy.sharding_rule": "#sdy.op_sharding_rule<",
          "xla.sdy.in_shardings": "#sdy.sharding_per_value<",
          "xla.sdy.out_shardings": "#sdy.sharding_per_value<",
          "xla.sdy.manual_axes": "#sdy<manual_axes",
          "xla.sdy.tuple_args_shardings": "#sdy.sharding_per_value<",
          "xla.sdy.tuple_results_shardings": "#sdy.sharding_per_value<"}


def check_round_trip_strings(module_op) -> None:
    """ProgramError, naming the attribute and where it is, for a Shardy round-trip string the
    import pass would crash on (see _KINDS); meshes must be a dictionary of meshes."""
    from bridge.errors import ProgramError
    from bridge.mlir_module import ops_where

    def parsed(text: str, key: str, where: str, kind: str):
        try:
            attr = mlir_attrs.parse_attribute(text)
        except (ir.MLIRError, ValueError):
            attr = None
        if attr is None or not str(attr).startswith(kind):
            want = "a dictionary of meshes ({name = #sdy.mesh<...>})" if kind == "{" else kind + "...>"
            raise ProgramError(f"the Shardy attribute {key} of {where} is not {want}: {text[:120]!r}")
        return attr

    def check(frontend, where: str, sharding: str) -> None:
        for key, value in mlir_attrs.items(ir.DictAttr(frontend)):
            kind = sharding if key == "xla.sdy.sharding" else _KINDS.get(key, "{" if key == "xla.sdy.meshes" else None)
            if kind is None:
                continue
            if not isinstance(value, ir.StringAttr):
                raise ProgramError(f"the Shardy attribute {key} of {where} is not a string")
            attr = parsed(value.value, key, where, kind)
            if key == "xla.sdy.meshes" and not (isinstance(attr, ir.DictAttr) and all(
                    str(m.attr).startswith("#sdy.mesh<") for m in attr)):
                raise ProgramError(f"the Shardy attribute {key} of {where} is not a dictionary of meshes "
                                   f"(#sdy.mesh<...>): {str(value)[:120]}")

    def arguments(op, name: str, what: str) -> None:
        for k, d in enumerate(ir.ArrayAttr(op.attributes[name]) if name in op.attributes else ()):
            d = ir.DictAttr(d)
            if _FRONTEND in d:
                check(d[_FRONTEND], f"{what} {k} of @{ir.StringAttr(op.attributes['sym_name']).value}",
                      "#sdy.sharding<")

    for op in ops_where(module_op, lambda op: op.name == "func.func" or _FRONTEND in op.attributes
                        or _is_func_result_sharding(op)):
        if _is_func_result_sharding(op) and (_FRONTEND not in op.attributes
                                             or "xla.sdy.sharding" not in ir.DictAttr(op.attributes[_FRONTEND])):
            # (the import pass reads it without looking: a segfault)
            raise ProgramError(f"the Shardy call xla.sdy.FuncResultSharding at {op.location} has no "
                               f"xla.sdy.sharding frontend attribute")
        if _FRONTEND in op.attributes:
            where = "the module" if op.name == "builtin.module" else f"{op.name} at {op.location}"
            check(op.attributes[_FRONTEND], where, "#sdy.sharding_per_value<")
        if op.name == "func.func":
            arguments(op, "arg_attrs", "argument")
            arguments(op, "res_attrs", "result")


def _is_func_result_sharding(op) -> bool:
    return (op.name == "stablehlo.custom_call" and "call_target_name" in op.attributes
            and ir.StringAttr(op.attributes["call_target_name"]).value == "xla.sdy.FuncResultSharding")


def _sharding_calls_to_constraints(module_op) -> None:
    from jaxlib.mlir.dialects import sdy
    calls = []

    def visit(op):
        if op.name == "stablehlo.custom_call" and "sdy.sharding" in op.attributes and len(op.operands) == 1 \
                and ir.StringAttr(op.attributes["call_target_name"]).value == "Sharding":
            calls.append(op)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    for op in calls:
        per_value = sdy.TensorShardingPerValueAttr(op.attributes["sdy.sharding"])
        if len(per_value.shardings) != 1:
            continue
        new = ir.Operation.create("sdy.sharding_constraint", results=[op.results[0].type],
                                  operands=[op.operands[0]], attributes={"sharding": per_value.shardings[0]},
                                  loc=op.location, ip=ir.InsertionPoint(op))
        op.results[0].replace_all_uses_with(new.results[0])
        op.erase()


_BODY = "xla.sdy.manual_computation_body"
_TO_LOCAL, _TO_GLOBAL = "xla.sdy.GlobalToLocalShape", "xla.sdy.LocalToGlobalShape"
_MANUAL_ATTRS = ("xla.sdy.in_shardings", "xla.sdy.out_shardings", "xla.sdy.manual_axes")


def _target(op) -> str | None:
    """A custom call's target without XLA's `local_` prefix (its round-trip spelling)."""
    if op.name != "stablehlo.custom_call":
        return None
    return ir.StringAttr(op.attributes["call_target_name"]).value.removeprefix("local_")


def _is_body_call(op) -> bool:
    if op.name != "func.call":
        return False
    callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
    return callee.removeprefix("local_").startswith(_BODY)


def _shard_maps_to_manual_computations(module_op) -> None:
    # a shard_map inside a shard_map: the inner call is cloned with the outer body, so
    # walk again until no call is left that can be imported
    for _ in range(16):
        calls = []

        def visit(op):
            if _is_body_call(op):
                calls.append(op)
            return ir.WalkResult.ADVANCE

        module_op.walk(visit)   # (XLA's tuples around a body's call were folded before the import)
        converted = False
        for call in calls:
            converted = _manual_computation(call, module_op) or converted
        if not converted:
            break
    _erase_uncalled_bodies(module_op)


def _erase_uncalled_bodies(module_op) -> None:
    """Drop the body functions no call is left to (symbol-dce keeps a public one: an
    artifact's are public)."""
    called = set()

    def visit(op):
        if op.name == "func.call":
            called.add(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    for op in list(module_op.regions[0].blocks[0].operations):
        if op.operation.name == "func.func":   # (a FuncOp view's .name is its symbol)
            name = ir.StringAttr(op.attributes["sym_name"]).value
            if name.removeprefix("local_").startswith(_BODY) and name not in called:
                op.erase()


def _tuple_calls_flattened(module_op) -> None:
    """A custom call with one tuple result (XLA's importer keeps HLO's tuple; jax wrote the
    call with several results) -> the call with the tuple's elements as results, read directly
    where get_tuple_element read them (the reads, which copy the call's frontend attributes,
    go), through a stablehlo.tuple elsewhere. Shardy's import pass gives a call the sharding
    rule its frontend attributes hold, which names each element as a result ("number of
    results and mappings must match"); XLA flattens these calls when it imports them too."""
    calls = []

    def visit(op):
        if op.name == "stablehlo.custom_call" and len(op.results) == 1 and is_tuple(op.results[0].type):
            calls.append(op)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    for op in calls:
        tt = ir.TupleType(op.results[0].type)
        types = [tt.get_type(i) for i in range(tt.num_types)]
        if any(is_tuple(t) for t in types):
            continue   # (nested tuples: no flat form)
        new = ir.Operation.create("stablehlo.custom_call", results=types, operands=list(op.operands),
                                  attributes={k: op.attributes[k] for k in op.attributes}, loc=op.location,
                                  ip=ir.InsertionPoint(op))
        for use in list(op.results[0].uses):
            read = use.owner.operation
            if read.name == "stablehlo.get_tuple_element":
                read.results[0].replace_all_uses_with(new.results[ir.IntegerAttr(read.attributes["index"]).value])
                read.erase()
        if list(op.results[0].uses):
            tup = ir.Operation.create("stablehlo.tuple", results=[op.results[0].type], operands=list(new.results),
                                      loc=op.location, ip=ir.InsertionPoint(op))
            op.results[0].replace_all_uses_with(tup.results[0])
        op.erase()


def _distinct(ops) -> list:
    """Each operation once (a view object per access: compared by the operation, not id)."""
    out = []
    for op in ops:
        op = op.operation
        if not any(op == seen for seen in out):
            out.append(op)
    return out


def _manual_attrs(ops, no_operands: bool, no_results: bool) -> dict[str, ir.Attribute] | None:
    """in_shardings, out_shardings and manual_axes from the frontend attributes (a side
    without values has no GlobalToLocalShape/LocalToGlobalShape call to carry its own)."""
    none = "#sdy.sharding_per_value<[]>"
    found = {key: ir.Attribute.parse(none) for key, empty in
             (("xla.sdy.in_shardings", no_operands), ("xla.sdy.out_shardings", no_results)) if empty}
    for op in ops:
        if "mhlo.frontend_attributes" in op.attributes:
            fa = ir.DictAttr(op.attributes["mhlo.frontend_attributes"])
            for key in _MANUAL_ATTRS:
                if key in fa and key not in found:
                    try:
                        found[key] = mlir_attrs.parse_attribute(ir.StringAttr(fa[key]).value)
                    except (ir.MLIRError, ValueError):   # not Shardy's syntax: the calls stay as XLA wrote them
                        return None
    if len(found) != len(_MANUAL_ATTRS):
        return None
    return {key.removeprefix("xla.sdy."): value for key, value in found.items()}


def _manual_computation(call, module_op) -> bool:
    """`call` and its GlobalToLocalShape / LocalToGlobalShape calls -> sdy.manual_computation;
    False (nothing changed) when they are not in the shape XLA writes."""
    to_local = [defining_op(v) for v in call.operands]
    if any(op is None or _target(op) != _TO_LOCAL for op in to_local):
        return False
    to_global = _distinct(u.owner for r in call.results for u in r.uses)
    if len(to_global) > 1 or any(_target(op) != _TO_GLOBAL for op in to_global):
        return False
    if list(to_global[0].operands if to_global else []) != list(call.results):
        return False
    attrs = _manual_attrs([call, *to_local, *to_global], not to_local, not to_global)
    if attrs is None:
        return False
    if any(v.result_number >= len(op.operands) for op, v in zip(to_local, call.operands)):
        return False   # (a GlobalToLocalShape with fewer operands than results: not XLA's shape)
    ins = [op.operands[v.result_number] for op, v in zip(to_local, call.operands)]
    result_types = [r.type for r in to_global[0].results] if to_global else []
    if any(isinstance(t, ir.TupleType) for t in [*result_types, *(v.type for v in ins)]):
        return False   # (XLA's importer's tuple of a shard_map's results: not jax's shape)
    callee = ir.SymbolTable(module_op)[ir.FlatSymbolRefAttr(call.attributes["callee"]).value]
    new = ir.Operation.create("sdy.manual_computation", results=result_types, operands=ins, attributes=attrs,
                              regions=1, loc=call.location, ip=ir.InsertionPoint(call))
    clone = callee.operation.clone(ip=ir.InsertionPoint(module_op.regions[0].blocks[0]))
    block = clone.regions[0].blocks[0]
    block.append_to(new.regions[0])
    ret = list(block.operations)[-1]
    ir.Operation.create("sdy.return", operands=list(ret.operands), loc=ret.location, ip=ir.InsertionPoint(ret))
    ret.erase()
    clone.erase()
    for op in to_global:
        for old, value in zip(op.results, new.results):
            old.replace_all_uses_with(value)
        op.erase()
    call.erase()
    for op in _distinct(to_local):
        if not any(len(list(r.uses)) for r in op.results):
            op.erase()
    return True
