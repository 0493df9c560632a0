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
from .lowering.shardy import has_shardy_meshes, import_shardy

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


def fold_tuple_elements(module_op) -> None:
    """get_tuple_element of a stablehlo.tuple is that tuple's operand, and a tuple nobody reads
    goes (what MLIR's canonicalizer would do, without its other rewrites). The patterns re-tuple
    an XLA while's state at each use (HLO loops carry one tuple); left so, the StableHLO hides
    from the reference that a loop's buffer is updated in place (a 4,000-step scan read from
    HLO text took 17x the time of jax's own module). MLIR's walk calls Python only on these
    two ops: a module without tuples costs two C++ walks."""
    def forward(op, rewriter):
        try:   # (an exception must not unwind through MLIR's C++ driver: no match instead)
            tup = op.operands[0].owner
            if not isinstance(tup, ir.Operation | ir.OpView) or tup.name != "stablehlo.tuple":
                return True   # (no match)
            value = tup.operands[ir.IntegerAttr(op.attributes["index"]).value]
        except Exception:  # noqa: BLE001
            return True
        rewrite.PatternRewriter.replace_op(rewriter, op, [value])
        return False

    dropped = []

    def drop(op, rewriter):
        if list(op.result.uses):
            return True
        rewrite.PatternRewriter.erase_op(rewriter, op)
        dropped.append(1)
        return False
    ctx = module_op.context
    for name, fn in (("stablehlo.get_tuple_element", forward), ("stablehlo.tuple", drop)):
        ps = rewrite.RewritePatternSet(ctx)
        ps.add(name, fn)
        frozen = ps.freeze()
        rewrite.walk_and_apply_patterns(module_op, frozen)
    while dropped:   # (a tuple that held a dropped one is dead now too)
        dropped.clear()
        rewrite.walk_and_apply_patterns(module_op, frozen)


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
            if has_shardy_meshes(module_op):
                # The patterns tuple an op's several results where HLO read them through a tuple
                # (a custom call's, a call's); the reads carry their producer's frontend attributes,
                # jax's sharding rule of a custom call included, which Shardy's import pass would
                # put on them (sdy's verifier: "expected a ranked tensor"). Read back directly
                # first (lower_xla folds them anyway).
                fold_tuple_elements(module_op)
            import_shardy(module_op)   # HLO read from a jax dump: its xla.sdy.* attributes become sdy
            drop_result_shapes(module_op)
    finally:
        CURRENT_RUN.reset(token)
    return state["rewritten"]
