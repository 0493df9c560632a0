"""Shardy round-trip import: HLO that carries `xla.sdy.*` frontend attributes becomes sdy.

XLA's dumps of a jax program keep its Shardy shardings as frontend attributes next to
the HLO shardings: the module's `xla.sdy.meshes`, `xla.sdy.sharding` on parameters and
on `Sharding` custom calls, and `xla.sdy.FuncResultSharding` custom calls for results.
After lowering, a module with `xla.sdy.meshes` is turned back into what jax wrote:

1. jaxlib's registered `xla-sdy-round-trip-import-shardy-attrs` pass: `sdy.mesh` ops,
   `sdy.sharding` argument/result/op attributes (replacing `mhlo.sharding`), and
   FuncResultSharding calls -> `sdy.sharding_constraint`;
2. here (XLA's `xla-sdy-import-sdy-custom-calls` is not registered in jaxlib):
   a `Sharding` custom call with one `sdy.sharding` -> `sdy.sharding_constraint`.

Not imported (no registered pass, left as XLA wrote them): shard_map bodies
(`xla.sdy.GlobalToLocalShape` / `LocalToGlobalShape` custom calls and the
`xla.sdy.manual_computation_body` calls), sharding groups. A module without
`xla.sdy.meshes` keeps `mhlo.sharding` (GSPMD), as XLA's importer does.
"""
from __future__ import annotations

from jaxlib.mlir import ir, passmanager

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
    False when the module has no Shardy meshes (nothing done)."""
    if not has_shardy_meshes(module_op):
        return False
    from bridge.context import register_passes
    register_passes()
    with module_op.context:
        passmanager.PassManager.parse(_IMPORT).run(module_op)
        _sharding_calls_to_constraints(module_op)
    return True


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
