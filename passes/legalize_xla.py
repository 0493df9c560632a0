"""legalize-xla-to-stablehlo: one Python rewrite pattern per xla op, on MLIR's walk driver."""
from __future__ import annotations

import traceback

from jaxlib.mlir import ir

from bridge._jax_private import mlir_rewrite
from bridge.errors import LoweringError
from bridge.mlir_module import xla_op_names
from bridge.mlir_types import RESULT_SHAPE
from dialect_defs import OPS

from .lowering import lowering_for
from .lowering.common import CURRENT_RUN, LoweringRun
from .lowering.shardy import import_shardy

rewrite = mlir_rewrite()   # a private jaxlib module: see bridge/_jax_private.py


def _pattern(d, lower, state):
    if lower is None:
        def lower(op, rewriter, d):
            raise LoweringError(f"no lowering pattern is registered for {d.op_name}")
    errors, replace = state["errors"], rewrite.PatternRewriter.replace_op

    def match_and_rewrite(op, rewriter):
        try:
            replace(rewriter, op, lower(op, rewriter, d))
        except Exception as e:  # an exception must not unwind through MLIR's C++ driver
            why = f"{type(e).__name__}: {e}".splitlines()[0]
            dynamic = _dynamic_types(op)
            if dynamic:   # (the patterns of most ops make static types: MLIR's bare "Invalid type")
                why = f"not supported yet with dynamic dimensions ({', '.join(dynamic)}): {why}"
            errors.append((f"{d.op_name} at {op.location}: {why}", traceback.format_exc(limit=4)))
            return True
        state["rewritten"] += 1
        return False
    return match_and_rewrite


def _dynamic_types(op) -> list[str]:
    """The types of `op`'s operands and results with a dynamic dimension, each once."""
    found = []
    for v in (*op.operands, *op.results):
        try:
            static = ir.RankedTensorType(v.type).has_static_shape
        except ValueError:   # (a token or tuple)
            continue
        if not static and str(v.type) not in found:
            found.append(str(v.type))
    return found


def _patterns(ctx: ir.Context, state: dict):
    ps = rewrite.RewritePatternSet(ctx)
    for d in OPS.values():
        ps.add(d.op_name, _pattern(d, lowering_for(d), state))
    return ps.freeze()


def drop_result_shapes(module_op) -> None:
    """A builder function's tuple result shape (bridge.mlir_types.RESULT_SHAPE) is the xla
    dialect's business: StableHLO returns the leaves."""
    for op in module_op.regions[0].blocks[0].operations:
        if RESULT_SHAPE in op.attributes:
            del op.attributes[RESULT_SHAPE]


def legalize_xla_to_stablehlo(module_op: ir.Operation, check_leftovers: bool = True) -> int:
    """Rewrite every xla.* op of module_op into StableHLO (in place); the number rewritten.

    Every op dialect_defs knows has a pattern (one without a lowering reports an error), so
    leftovers can only be ops no definition knows: `check_leftovers=False` skips that final
    walk for builder programs, whose ops all come from dialect_defs.
    """
    ctx = module_op.context
    state = {"errors": [], "rewritten": 0}
    patterns = _patterns(ctx, state)
    run = LoweringRun()
    token = CURRENT_RUN.set(run)
    try:
        with ctx, ir.Location.unknown(ctx):
            # The walk driver is one pass; ops inside regions made by a rewrite (reducer
            # bodies) are lowered by the next pass over the module.
            for _ in range(64):
                inlined = run.inlined
                rewrite.walk_and_apply_patterns(module_op, patterns)
                if state["errors"]:
                    message, detail = state["errors"][0]
                    raise LoweringError("legalize-xla-to-stablehlo failed: " + message, detail)
                if run.inlined == inlined:
                    break
            left = xla_op_names(module_op) if check_leftovers else None
            if left:
                raise LoweringError(f"legalize-xla-to-stablehlo: no lowering for {sorted(set(left))}")
            import_shardy(module_op)   # HLO read from a jax dump: its xla.sdy.* attributes become sdy
            drop_result_shapes(module_op)
    finally:
        CURRENT_RUN.reset(token)
    return state["rewritten"]
