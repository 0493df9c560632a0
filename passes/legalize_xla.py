"""legalize-xla-to-stablehlo: one Python rewrite pattern per xla op, on MLIR's walk driver."""
from __future__ import annotations

import traceback

from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs._mlir import rewrite

from bridge.errors import LoweringError
from bridge.program import xla_op_names
from dialect_defs import OPS

from .lowering import lowering_for

_frozen: dict[int, rewrite.FrozenRewritePatternSet] = {}


def _pattern(d, lower, errors):
    def match_and_rewrite(op, rewriter):
        try:
            new = lower(op, rewriter, d)
        except Exception as e:  # an exception must not unwind through MLIR's C++ driver
            errors.append(f"{d.op_name}: {type(e).__name__}: {e}\n{traceback.format_exc(limit=4)}")
            return True
        rewriter.replace_op(op, new)
        return False
    return match_and_rewrite


def _patterns(ctx: ir.Context, errors: list):
    ps = rewrite.RewritePatternSet(ctx)
    for d in OPS.values():
        lower = lowering_for(d)
        if lower is not None:
            ps.add(d.op_name, _pattern(d, lower, errors))
    return ps.freeze()


def legalize_xla_to_stablehlo(module_op: ir.Operation) -> None:
    """Rewrite every xla.* op of module_op into StableHLO (in place)."""
    ctx = module_op.context
    errors: list[str] = []
    patterns = _patterns(ctx, errors)
    with ctx, ir.Location.unknown(ctx):
        # The walk driver is one pass; ops inside regions made by a rewrite (reducer
        # bodies) are lowered by the next pass over the module.
        for _ in range(16):
            rewrite.walk_and_apply_patterns(module_op, patterns)
            if errors:
                raise LoweringError("legalize-xla-to-stablehlo failed: " + errors[0])
            left = xla_op_names(module_op)
            if not left:
                return
        raise LoweringError(f"legalize-xla-to-stablehlo: no lowering for {sorted(set(left))}")
