"""The xla dialect lowered to StableHLO, as a function: verify, legalize, drop dead private
functions. `stablehlo_module` is what the format readers and `bridge.program` call."""
from __future__ import annotations

from jaxlib.mlir import ir, passmanager

from bridge.context import get_context, register_passes
from bridge.errors import VerificationError
from bridge.mlir_module import copy_module, xla_op_names


def stablehlo_module(program) -> ir.Module:
    """A fresh, verified StableHLO module for an XlaComputation or an ir.Module (xla-dialect
    ops lowered; the caller's module is never modified)."""
    from bridge.builder import XlaComputation
    trusted = isinstance(program, XlaComputation)   # shapes were inferred at each builder call
    module = copy_module(program.module if trusted else program, get_context())
    return lowered_in_place(module, verify=not trusted)


def lowered_in_place(module: ir.Module, verify: bool = True) -> ir.Module:
    """Lower `module`'s xla ops (if any) in place and verify the result. Shardy shardings in
    their round-trip form (frontend attributes and `xla.sdy.*` custom calls: HLO dumps,
    artifacts of jax releases before mixed serialization) become sdy again, as jax.export's
    reader does: PJRT refuses a shard_map in that form and the reference cannot run it."""
    try:   # (a pass run verifies too: Shardy attributes of a dump that do not parse fail there)
        if xla_op_names(module.operation, first_only=True):
            lower_xla(module, verify=verify)   # (imports Shardy too)
        else:   # (a module of parameters and tuples only still has the builder's result shape)
            from .legalize_xla import drop_result_shapes
            from .lowering.shardy import import_shardy
            drop_result_shapes(module.operation)
            import_shardy(module.operation)
        ok = module.operation.verify()
    except ir.MLIRError as e:   # (verify raises with the diagnostics rather than returning False)
        diags = getattr(e, "error_diagnostics", None)
        why = diags[0].message if diags else (str(e).strip().splitlines() or ["?"])[-1]
        where = f" at {diags[0].location}" if diags else ""
        raise VerificationError(f"the StableHLO module does not verify: {' '.join(why.split())}{where}") from None
    if not ok:
        raise VerificationError("the StableHLO module does not verify")
    return module


def lower_xla(module: ir.Module, verify: bool = True) -> None:
    """xla dialect -> StableHLO in place (chlo ops such as chlo.erf stay: PJRT runs them)."""
    from .legalize_xla import legalize_xla_to_stablehlo
    from .lowering.common import fold_tuple_elements
    from dialect_defs.verify import verify_xla
    if verify:
        verify_xla(module)
    legalize_xla_to_stablehlo(module.operation, check_leftovers=verify)
    fold_tuple_elements(module.operation)
    if not _has_private_functions(module):
        return   # nothing symbol-dce could remove
    register_passes()
    with module.context:
        pm = passmanager.PassManager.parse(
            "builtin.module(symbol-dce)")
        pm.run(module.operation)


def _has_private_functions(module: ir.Module) -> bool:
    return any("sym_visibility" in op.attributes and ir.StringAttr(op.attributes["sym_visibility"]).value == "private"
               for op in module.body.operations)
